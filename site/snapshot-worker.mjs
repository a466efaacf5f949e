// Makes the start-up snapshot that start.mjs restores (see there for why). Runs in a
// dedicated Web Worker after a page is interactive, so the page never waits for it.
// build.py fills in the Pyodide folder and writes this file to dist/static/.
//
// Message in:  {cache, key, zips: [[shipped archive, its source twin], ...], magic, modules}
//
// Beside the snapshot (at `key`) it saves each shipped archive unpacked from its xz (at
// key + "/" + the zip's name): a start from the snapshot unpacks those instead, because
// xz's decoder, run for the first time in a restored Pyodide whose WebAssembly has not
// warmed up, took 0.5 s there (against 0.1 s on a cold start).
// Message out: {ok: true, bytes} | {ok: false, error}
//
// How the snapshot is made: snapshot-maker.mjs (the build makes one the same way).
import { loadPyodide } from "__PYODIDE_DIR__pyodide.mjs";
import { keepStartSnapshot, makeStartSnapshot } from "./snapshot-maker.mjs";

async function read(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

self.onmessage = async ({ data }) => {
  try {
    const { memory, unpacked } = await makeStartSnapshot({
      loadPyodide, zips: data.zips, magic: data.magic, modules: data.modules, read,
    });
    const gzipped = await new Response(
      new Blob([memory]).stream().pipeThrough(new CompressionStream("gzip")),
    ).arrayBuffer();
    await keepStartSnapshot(data.cache, data.key, gzipped, unpacked);
    self.postMessage({ ok: true, bytes: gzipped.byteLength });
  } catch (err) {
    self.postMessage({ ok: false, error: String((err && err.message) || err) });
  }
};
