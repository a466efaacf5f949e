// Makes a start-up snapshot: Pyodide right after start-up plus the tutor's own pure-Python
// modules, those of every zip, whichever page this is (never `js`: nothing that refers to
// a page may be in it). Two places make one, with this same code:
// - the page's snapshot worker (snapshot-worker.mjs), on the learner's device after a
//   first visit, for the visits after it;
// - the build (tools/make-start-snapshot.mjs, in Node with the pinned Pyodide), for a
//   first visit on a fast connection (start.mjs says when it is fetched).
// The archives are unpacked where start.mjs unpacks them in the page (the working
// directory), so the imported modules name the same paths as in the page.
//
// keepStartSnapshot stores one on the device, for the worker and for a page that started
// from the build's (start.mjs).

const preload = (modules) => `
def _gin_preload():
    import importlib
    for name in ${JSON.stringify(modules)}:
        importlib.import_module(name)
_gin_preload()
del _gin_preload
`;

/**
 * Start a Pyodide that can be snapshotted, unpack our archives into it and import
 * `modules`; answer its memory snapshot (not compressed) and each shipped archive unpacked
 * from its xz, as [zip name, zip bytes].
 *
 * loadPyodide, options: Pyodide's loader and its options (the folder, quiet output).
 * zips: [[shipped archive, its source twin], ...], as `read` takes them.
 * magic: the magic number (hex) of the shipped archives' bytecode; a Python with another
 *   one reads the source twins (plain zips) instead.
 * read: (archive) => Promise<Uint8Array>, the archive's bytes.
 */
export async function makeStartSnapshot({ loadPyodide, options = {}, zips, magic, modules, read }) {
  const py = await loadPyodide({ ...options, _makeSnapshot: true });
  const bytecode = py.runPython("import importlib.util\nimportlib.util.MAGIC_NUMBER.hex()") === magic;
  const archives = await Promise.all(zips.map(([shipped, source]) => read(bytecode ? shipped : source)));
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
    const name = zips[i][0].split("/").pop().replace(/\.xz$/, "");
    unpacked.push([name, py.FS.readFile("/tmp/gin-archive.zip")]);
    py.FS.unlink("/tmp/gin-archive.zip");
  }
  py.runPython(preload(modules));
  return { memory: py.makeMemorySnapshot(), unpacked };
}

/**
 * Keep a start-up snapshot (`snapshot`: its bytes, gzipped) in Cache Storage `cacheName`
 * at `key`, with the zips `unpacked` ([name, bytes]) beside it at key + "/" + name, and
 * drop every older snapshot's entries.
 */
export async function keepStartSnapshot(cacheName, key, snapshot, unpacked = []) {
  const cache = await caches.open(cacheName);
  for (const old of await cache.keys()) {
    if (old.url !== key && !old.url.startsWith(`${key}/`)) await cache.delete(old);
  }
  for (const [name, zip] of unpacked) {
    await cache.put(`${key}/${name}`, new Response(zip, { headers: { "Content-Type": "application/zip" } }));
  }
  await cache.put(key, new Response(snapshot, { headers: { "Content-Type": "application/gzip" } }));
}
