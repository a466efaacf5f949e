// Makes the start-up snapshot that start.mjs restores (see there for why). Runs in a
// dedicated Web Worker after a page is interactive, so the page never waits for it.
// build.py fills in the Pyodide folder and writes this file to dist/static/.
//
// Message in:  {cache, key, zip, sourceZip, magic, modules}
// Message out: {ok: true, bytes} | {ok: false, error}
//
// The snapshot is Pyodide right after start-up plus the tutor's own pure-Python modules
// (never `js`: nothing that refers to a page may be in it). The tutor's files are unpacked
// where PyScript's `files` setting puts them ("./*": the working directory), so the
// imported modules name the same paths as in the page.
import { loadPyodide } from "__PYODIDE_DIR__pyodide.mjs";

const preload = (modules) => `
def _gin_preload():
    import importlib
    for name in ${JSON.stringify(modules)}:
        importlib.import_module(name)
_gin_preload()
del _gin_preload
`;

self.onmessage = async ({ data }) => {
  try {
    const py = await loadPyodide({ _makeSnapshot: true });
    // The zip's bytecode, or its source twin if this Python cannot read that bytecode
    // (start.mjs, fallBackToSource).
    const magic = py.runPython("import importlib.util\nimportlib.util.MAGIC_NUMBER.hex()");
    const zip = magic === data.magic ? data.zip : data.sourceZip;
    const response = await fetch(zip);
    if (!response.ok) throw new Error(`${zip}: HTTP ${response.status}`);
    py.unpackArchive(await response.arrayBuffer(), "zip", { extractDir: "./" });
    py.runPython(preload(data.modules));
    const memory = py.makeMemorySnapshot();
    const gzipped = await new Response(
      new Blob([memory]).stream().pipeThrough(new CompressionStream("gzip")),
    ).arrayBuffer();
    const cache = await caches.open(data.cache);
    for (const old of await cache.keys()) {
      if (old.url !== data.key) await cache.delete(old);
    }
    await cache.put(data.key, new Response(gzipped, { headers: { "Content-Type": "application/gzip" } }));
    self.postMessage({ ok: true, bytes: gzipped.byteLength });
  } catch (err) {
    self.postMessage({ ok: false, error: String((err && err.message) || err) });
  }
};
