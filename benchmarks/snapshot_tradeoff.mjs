// Would a start-up snapshot made at build time pay for its download on a first visit?
//
//     node benchmarks/snapshot_tradeoff.mjs [DIST] [--runs 3]      (DIST: a build, default dist/)
//
// Issue 28 asked whether the build should ship a Pyodide memory snapshot (the warm start's,
// site/start.mjs, but made once at build time) so that a first visit restores instead of
// initialising. This measures the two sides in Node, which runs the same Pyodide on the
// same JavaScript engine as Chromium: the time a restore saves (CPython's initialisation
// against restoring the snapshot, interleaved runs) and what the snapshot costs to fetch
// (its size gzipped, as a server or the build would send it), and prints the connection
// speed at which the two are even. The snapshot is made as the build and the warm start
// make theirs (site/snapshot-maker.mjs): Pyodide after start-up with every module the
// build lists in start.mjs (MODULES) imported from its archives. (The build now ships such
// a snapshot and a first visit fetches it only where this trade-off pays: start.mjs;
// bench_site.py measures it in the browser, and its --mbit on slower connections.)
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";

const args = process.argv.slice(2);
const runsAt = args.indexOf("--runs");
const runs = runsAt >= 0 ? Number(args.splice(runsAt, 2)[1]) : 3;
const dist = resolve(args[0] || "dist");
const root = resolve(new URL("..", import.meta.url).pathname);
const indexURL = `${root}/node_modules/pyodide/`;
const { loadPyodide } = await import(pathToFileURL(`${indexURL}pyodide.mjs`).href);

const start = readFileSync(`${dist}/static/start.mjs`, "utf-8");
const found = start.match(/const MODULES = (\[.*\]);/);
if (!found) throw new Error(`${dist}/static/start.mjs: no MODULES list (not a build?)`);
const modules = JSON.parse(found[1]);
// The archives as start.mjs names them (relative to static/), and their bytecode's magic.
const zips = JSON.parse(start.match(/const PYTHON_ZIPS = (\[.*?\])\.map/)[1]);
const magic = start.match(/const PYC_MAGIC = "([0-9a-f]+)";/)[1];
const quiet = { stdout: () => {}, stderr: () => {} };

const { makeStartSnapshot } = await import(new URL("../site/snapshot-maker.mjs", import.meta.url).href);
const { memory: snapshot } = await makeStartSnapshot({
  loadPyodide, options: { indexURL, ...quiet }, zips, magic, modules,
  read: async (path) => new Uint8Array(readFileSync(join(dist, "static", path))),
});
const gzipped = gzipSync(snapshot, { level: 9 });

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const init = [];
const restore = [];
for (let i = 0; i < runs; i++) {
  let t = performance.now();
  await loadPyodide({ indexURL, ...quiet });
  init.push(performance.now() - t);
  t = performance.now();
  await loadPyodide({ indexURL, _loadSnapshot: snapshot, ...quiet });
  restore.push(performance.now() - t);
}
const saved = (median(init) - median(restore)) / 1000;
const mb = (n) => (n / 1e6).toFixed(1);
console.log(`snapshot of Pyodide + ${modules.length} modules: ${mb(snapshot.length)} MB, ` +
  `${mb(gzipped.length)} MB gzipped`);
console.log(`Pyodide start, median of ${runs}: initialise ${median(init).toFixed(0)} ms, ` +
  `restore ${median(restore).toFixed(0)} ms: saves ${saved.toFixed(2)} s here`);
console.log(`even at ${((gzipped.length * 8) / 1e6 / saved).toFixed(1)} Mbit/s ` +
  "(slower connections lose; a phone saves more, a few times this machine's figure)");
for (const [name, mbit] of [["slow 3G", 0.4], ["fast 3G / slow 4G", 1.6], ["4G", 9], ["wifi", 30]]) {
  const download = (gzipped.length * 8) / (mbit * 1e6);
  console.log(`  ${name.padEnd(18)} ${String(mbit).padStart(5)} Mbit/s: download ` +
    `${download.toFixed(1).padStart(5)} s against ${saved.toFixed(2)} s saved`);
}
process.exit(0);
