// Makes the start-up snapshot a first visit may restore instead of initialising CPython
// (build.py, write_start_snapshot; static/start.mjs says when a page fetches it): the same
// snapshot a learner's device makes after its first visit (site/snapshot-maker.mjs), made
// once in Node with the pinned Pyodide, from a build's archives. Never shipped itself.
//
//     node tools/make-start-snapshot.mjs <pyodide folder> <dist folder> <out.gz>
//         < {"zips": [[shipped, source twin], ...], "magic": "...", "modules": [...]}
//
// The archives' paths are relative to the dist folder. Writes the snapshot gzipped (at
// gzip's best level: it is made once a build and fetched by many) to out.gz.
import { readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";

const [folderArg, distArg, out] = process.argv.slice(2);
if (!folderArg || !distArg || !out) {
  console.error("usage: node tools/make-start-snapshot.mjs <pyodide folder> <dist> <out.gz>");
  process.exit(2);
}
const folder = resolve(folderArg);
const dist = resolve(distArg);
const { loadPyodide } = await import(pathToFileURL(`${folder}/pyodide.mjs`).href);
const { makeStartSnapshot } = await import(new URL("../site/snapshot-maker.mjs", import.meta.url).href);
const request = JSON.parse(readFileSync(0, "utf-8"));

const { memory } = await makeStartSnapshot({
  loadPyodide,
  // Python's output would only be noise here; errors still stop the script.
  options: { indexURL: `${folder}/`, stdout: () => {}, stderr: (line) => console.error(line) },
  zips: request.zips,
  magic: request.magic,
  modules: request.modules,
  read: async (path) => new Uint8Array(readFileSync(join(dist, path))),
});
writeFileSync(out, gzipSync(memory, { level: 9 }));
