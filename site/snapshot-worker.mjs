// Makes the start-up snapshot that start.mjs restores (see there for why). Runs in a
// dedicated Web Worker after a page is interactive, so the page never waits for it.
// build.py fills in the Pyodide folder and writes this file to dist/static/.
//
// Message in:  {cache, key, zips: [[zip, its source twin], ...], magic, modules}
// Message out: {ok: true, bytes} | {ok: false, error}
//
// The snapshot is Pyodide right after start-up plus the tutor's own pure-Python modules,
// those of every zip, whichever page this is (never `js`: nothing that refers to a page
// may be in it). The zips are unpacked where PyScript's `files` setting puts them ("./*":
// the working directory), so the imported modules name the same paths as in the page.
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
    // Each zip's bytecode, or its source twin if this Python cannot read that bytecode
    // (start.mjs, fallBackToSource).
    const magic = py.runPython("import importlib.util\nimportlib.util.MAGIC_NUMBER.hex()");
    const urls = data.zips.map(([zip, source]) => (magic === data.magic ? zip : source));
    const archives = await Promise.all(urls.map(async (url) => {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      return response.arrayBuffer();
    }));
    for (const archive of archives) py.unpackArchive(archive, "zip", { extractDir: "./" });
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
