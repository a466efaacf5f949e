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
// The snapshot is Pyodide right after start-up plus the tutor's own pure-Python modules,
// those of every zip, whichever page this is (never `js`: nothing that refers to a page
// may be in it). The archives are unpacked where start.mjs unpacks them in the page (the
// working directory), so the imported modules name the same paths as in the page.
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
    // Each archive's bytecode (a zip, xz-compressed: build.py, shipped_archive), or its
    // source twin (a plain zip) if this Python cannot read that bytecode (start.mjs,
    // unpackOurPython).
    const magic = py.runPython("import importlib.util\nimportlib.util.MAGIC_NUMBER.hex()");
    const bytecode = magic === data.magic;
    const archives = await Promise.all(data.zips.map(async ([shipped, source]) => {
      const url = bytecode ? shipped : source;
      const response = await fetch(url);
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      return new Uint8Array(await response.arrayBuffer());
    }));
    const unpacked = []; // [name, the zip inside the xz]
    for (const [i, archive] of archives.entries()) {
      if (!bytecode) {
        py.unpackArchive(archive, "zip", { extractDir: "./" });
        continue;
      }
      py.FS.writeFile("/tmp/gin-archive.zip.xz", archive);
      py.runPython(`
import lzma, os, zipfile
with open("/tmp/gin-archive.zip.xz", "rb") as f, open("/tmp/gin-archive.zip", "wb") as out:
    out.write(lzma.decompress(f.read()))
zipfile.ZipFile("/tmp/gin-archive.zip").extractall(".")
os.remove("/tmp/gin-archive.zip.xz")
del f, out, lzma, os, zipfile
`);
      const name = data.zips[i][0].split("/").pop().replace(/\.xz$/, "");
      unpacked.push([name, py.FS.readFile("/tmp/gin-archive.zip")]);
      py.FS.unlink("/tmp/gin-archive.zip");
    }
    py.runPython(preload(data.modules));
    const memory = py.makeMemorySnapshot();
    const gzipped = await new Response(
      new Blob([memory]).stream().pipeThrough(new CompressionStream("gzip")),
    ).arrayBuffer();
    const cache = await caches.open(data.cache);
    for (const old of await cache.keys()) {
      if (old.url !== data.key && !old.url.startsWith(`${data.key}/`)) await cache.delete(old);
    }
    for (const [name, zip] of unpacked) {
      await cache.put(`${data.key}/${name}`, new Response(zip, { headers: { "Content-Type": "application/zip" } }));
    }
    await cache.put(data.key, new Response(gzipped, { headers: { "Content-Type": "application/gzip" } }));
    self.postMessage({ ok: true, bytes: gzipped.byteLength });
  } catch (err) {
    self.postMessage({ ok: false, error: String((err && err.message) || err) });
  }
};
