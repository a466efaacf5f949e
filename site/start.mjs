// Starts Pyodide for PyScript: every page's `interpreter` setting points here, not at
// pyodide.mjs itself. build.py fills in the names written in double underscores and
// writes this file to dist/static/.
//
// Why: most of a page's start-up is CPython initialising itself inside WebAssembly (about
// 2 s of the 3.5 s Pyodide takes here), the same work on every visit. So after the first
// visit a Web Worker starts a second Pyodide, imports the tutor's own modules, and saves
// a memory snapshot of it (gzip, in Cache Storage); later visits restore that snapshot
// instead of initialising, which makes them about three times faster.
//
// A first visit can restore a snapshot too: the build makes the same snapshot once, in
// Node (build.py, write_start_snapshot), and ships it beside this file. It is fetched only
// on a connection fast enough for its download (about 7 MB) to take less time than the
// initialisation it saves (shippedSnapshot, below); elsewhere a first visit starts the
// normal way, as it always did.
//
// Whatever goes wrong with a snapshot (none saved, browser without Cache Storage or
// compression streams, damaged data, another Pyodide build) the page simply starts the
// normal way and a fresh snapshot is made. The snapshot is keyed by a hash of Pyodide's
// version, the tutor's Python and the list of modules imported into it, so a new build
// never restores an old one.
//
// <html data-snapshot> tells tests and benchmarks what happened: "restored" (this page
// started from the snapshot this device saved), "shipped" (from the build's snapshot),
// "saving", "saved", "failed", "off" (not supported here). <html data-shipped-snapshot>
// says whether a start without a saved snapshot fetched the build's one: "fetched", or why
// not: "off" (not supported, or the learner asked to save data), "unmeasured" (the
// runtime came from a cache, so the connection was not measured), "slow", "failed",
// "declined" (a page started from it failed once: this build's is not fetched again).
//
// Performance marks ("gin:..."), read by benchmarks/bench_site.py's step profile:
// gin:start-module (PyScript and this module loaded), gin:snapshot-lookup (Cache Storage
// asked for a saved start-up snapshot, while Pyodide's JavaScript loads),
// gin:shipped-snapshot (the build's snapshot downloaded and unzipped), gin:runtime
// (Pyodide's WebAssembly downloaded and compiled: its fsInit hook, the last thing before
// CPython starts), gin:python (CPython initialised or restored). The page's Python marks
// the rest (its <script type="py"> in base.html, app.common.boot).
import * as pyodide from "__PYODIDE_DIR__pyodide.mjs";

// PyScript checks which Pyodide it is given.
export const version = pyodide.version;

const INDEX_URL = new URL("__PYODIDE_DIR__", import.meta.url).href;
const SNAPSHOT_CACHE = "gin-start-snapshot";
const SNAPSHOT_KEY = new URL("snapshot/__SNAPSHOT_KEY__", import.meta.url).href;
const WORKER_URL = new URL("snapshot-worker.mjs", import.meta.url).href;
const MAKER_URL = new URL("snapshot-maker.mjs", import.meta.url).href;
// Every zip of our Python, each with its source twin: the snapshot worker imports them all.
const PYTHON_ZIPS = __PY_ZIPS__.map((pair) => pair.map((zip) => new URL(zip, import.meta.url).href));
// Our Python ships as bytecode (build.py, compile_bytecode) that only a Python with this
// magic number reads; each zip has a twin with the source (see unpackOurPython).
const PYC_MAGIC = "__PYC_MAGIC__";
const SOURCE_ARCHIVES = new Map(
  Object.entries(__SOURCE_ARCHIVES__).map(([zip, source]) => [
    new URL(zip, import.meta.url).href,
    new URL(source, import.meta.url).href,
  ]),
);
const MODULES = __MODULES__;
// The build's start-up snapshot (gzipped) and its size in bytes.
const SHIPPED_SNAPSHOT = new URL("__SHIPPED_SNAPSHOT__", import.meta.url).href;
const SHIPPED_SNAPSHOT_BYTES = __SHIPPED_SNAPSHOT_BYTES__;
// A first visit fetches it when its download should take at most this long. Restoring it
// instead of initialising saves 1.5-2 s on this fast machine (the restore and the
// unzipping cost 0.3 s of that) and several seconds on a phone, so a download of up to
// a second wins everywhere. A download (and its unzipping, as it arrives) that takes
// twice as long is given up.
const SHIPPED_SNAPSHOT_BUDGET_MS = 1000;
// Where a page that started from the build's snapshot and then failed leaves a note, so
// the next visit starts the normal way.
const SHIPPED_DECLINED = `${SNAPSHOT_KEY}/shipped-declined`;
// The runtime's WebAssembly (9.6 MB, which every page preloads): the page decides once it
// has arrived, or once Pyodide's JavaScript is ready, whichever comes first.
const WASM_URL = new URL("__PYODIDE_DIR__pyodide.asm.wasm", import.meta.url).href;
// Less than this downloaded by then measures nothing worth trusting.
const SAMPLE_BYTES = 1 << 20;

const html = document.documentElement;
performance.mark("gin:start-module");
const supported = () =>
  "caches" in globalThis && typeof Worker === "function" &&
  typeof CompressionStream === "function" && typeof DecompressionStream === "function";

function mark(state) {
  html.setAttribute("data-snapshot", state);
}

async function forgetSnapshot() {
  try {
    await caches.delete(SNAPSHOT_CACHE);
  } catch (err) {
    /* storage unavailable: nothing to forget */
  }
}

/** The saved snapshot's bytes, or null (none, or damaged: then it is dropped). */
async function readSnapshot() {
  if (!supported()) return null;
  try {
    const cache = await caches.open(SNAPSHOT_CACHE);
    const hit = await cache.match(SNAPSHOT_KEY);
    if (!hit) return null;
    return await gunzipped(hit.body);
  } catch (err) {
    console.warn("Start-up snapshot unreadable; starting normally.", err);
    await forgetSnapshot();
    return null;
  }
}

/** Run `fn` once the page is interactive and the browser is idle; never on an error page. */
function whenSettled(fn) {
  const idle = () => (globalThis.requestIdleCallback ? requestIdleCallback(fn, { timeout: 3000 }) : setTimeout(fn, 0));
  if (html.hasAttribute("data-ready")) return idle();
  const watch = new MutationObserver(() => {
    if (html.hasAttribute("data-error")) watch.disconnect();
    else if (html.hasAttribute("data-ready")) {
      watch.disconnect();
      idle();
    }
  });
  watch.observe(html, { attributes: true, attributeFilter: ["data-ready", "data-error"] });
}

/** A page that started from the snapshot but then failed drops it, so a reload starts clean. */
function forgetOnError() {
  ifThisPageFails(forgetSnapshot);
}

/** Run `fn` if this page shows its error (data-error) before it is ready. */
function ifThisPageFails(fn) {
  const watch = new MutationObserver(() => {
    if (html.hasAttribute("data-error")) {
      watch.disconnect();
      fn();
    } else if (html.hasAttribute("data-ready")) watch.disconnect();
  });
  watch.observe(html, { attributes: true, attributeFilter: ["data-ready", "data-error"] });
}

/**
 * After a start from the build's snapshot: keep the very bytes it came as (`copy`, a
 * promise of them) as this device's snapshot, instead of a worker making the same one
 * again (a second Pyodide, seconds of CPU). The archives are not saved beside it, so a
 * start from it unpacks the shipped ones.
 */
async function keepShippedSnapshot(copy) {
  mark("saving"); // (a start from the build's snapshot happens only where supported())
  try {
    const bytes = await copy;
    if (!bytes) throw new Error("the download's copy was lost");
    const { keepStartSnapshot } = await import(MAKER_URL);
    await keepStartSnapshot(SNAPSHOT_CACHE, SNAPSHOT_KEY, bytes);
    mark("saved");
  } catch (err) {
    console.warn("Start-up snapshot not saved:", err);
    mark("failed");
  }
}

function saveSnapshot() {
  if (!supported()) {
    mark("off");
    return;
  }
  mark("saving");
  const worker = new Worker(WORKER_URL, { type: "module" });
  const done = (state, detail) => {
    if (detail) console.warn("Start-up snapshot not saved:", detail);
    mark(state);
    worker.terminate();
  };
  worker.onmessage = (ev) => done(ev.data.ok ? "saved" : "failed", ev.data.error);
  worker.onerror = (ev) => done("failed", ev.message || "worker error");
  worker.postMessage({
    cache: SNAPSHOT_CACHE,
    key: SNAPSHOT_KEY,
    zips: PYTHON_ZIPS,
    magic: PYC_MAGIC,
    modules: MODULES,
  });
}

/** This Python's bytecode magic number, in hex (as build.py writes PYC_MAGIC). */
function magicOf(py) {
  return py.runPython("import importlib.util\nimportlib.util.MAGIC_NUMBER.hex()");
}

/** The page's archives of our Python (its <script type="py" data-archives>), as URLs. */
function pageArchives() {
  const script = document.querySelector('script[type="py"][data-archives]');
  if (!script) return [];
  return JSON.parse(script.dataset.archives).map((a) => new URL(a, document.baseURI).href);
}

async function download(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

// Our Python is fetched here, at once, while Pyodide downloads and initialises: PyScript's
// `files` setting would fetch it only once Python is up, and cannot read these archives
// (build.py, shipped_archive: a zip xz-compressed as a whole, a third smaller).
const ARCHIVES = pageArchives();
const archivesFetched = Promise.all(ARCHIVES.map(download));
archivesFetched.catch(() => {}); // a failure is reported where the archives are awaited

/** Unpack one shipped archive (a zip, xz-compressed) into the working directory, where
 * PyScript's `files` setting ("./*") would have put it. */
function unpackShipped(py, bytes) {
  const path = "/tmp/gin-archive.zip.xz";
  py.FS.writeFile(path, bytes);
  const scope = py.toPy({});
  try {
    py.runPython(`
import io, lzma, os, zipfile
with open(${JSON.stringify(path)}, "rb") as f:
    zipfile.ZipFile(io.BytesIO(lzma.decompress(f.read()))).extractall(".")
os.remove(${JSON.stringify(path)})
`, { globals: scope });
  } finally {
    scope.destroy();
  }
}

/**
 * After our archives are unpacked, Python's path finders forget the folders they listed
 * before (a snapshot's finders, too), so every module of every archive is found, the
 * page's own ones that a controller imports later included. This is what
 * importlib.invalidate_caches() does, without its last step: that imports
 * importlib.metadata (about 40 ms of a first visit here) to reset caches that exist only
 * once it is imported.
 */
function forgetListings(py) {
  py.runPython(`
def _forget_listings():
    import importlib, os, sys

    if "importlib.metadata" in sys.modules:
        importlib.invalidate_caches()
        return
    for folder, finder in list(sys.path_importer_cache.items()):
        if finder is None or not os.path.isabs(folder):
            del sys.path_importer_cache[folder]
        elif hasattr(finder, "invalidate_caches"):
            finder.invalidate_caches()

_forget_listings()
del _forget_listings
`);
}

/**
 * The page's archives as the snapshot worker saved them beside the snapshot, unpacked
 * from their xz (snapshot-worker.mjs says why), or null if any is missing.
 */
async function savedArchives() {
  try {
    const cache = await caches.open(SNAPSHOT_CACHE);
    const names = ARCHIVES.map((url) => url.split("/").pop().replace(/\.xz$/, ""));
    const hits = await Promise.all(names.map((name) => cache.match(`${SNAPSHOT_KEY}/${name}`)));
    if (hits.some((hit) => !hit)) return null;
    return await Promise.all(hits.map(async (hit) => new Uint8Array(await hit.arrayBuffer())));
  } catch (err) {
    return null;
  }
}

/**
 * Unpack the page's archives: on a start from the snapshot the zips saved beside it, else
 * the shipped ones (<html data-unpacked> says which: "saved", "shipped", "source").
 * Should this Pyodide's Python not read the bytecode the build made (another Python
 * version compiled it: the runtime and the compiler disagree), the page still works: the
 * source twins of its archives (plain zips) are unpacked instead, so every module of ours
 * compiles from source, as it would without bytecode. <html data-python="source"> says so.
 */
async function unpackOurPython(py, restored) {
  const magic = magicOf(py);
  if (magic === PYC_MAGIC) {
    const saved = restored ? await savedArchives() : null;
    if (saved) {
      for (const zip of saved) py.unpackArchive(zip, "zip", { extractDir: "./" });
    } else {
      for (const bytes of await archivesFetched) unpackShipped(py, bytes);
    }
    forgetListings(py);
    html.setAttribute("data-unpacked", saved ? "saved" : "shipped");
    return;
  }
  console.warn(`Our bytecode is for Python magic ${PYC_MAGIC}, this Pyodide's is ${magic}: loading the source.`);
  for (const archive of ARCHIVES) {
    const source = SOURCE_ARCHIVES.get(archive);
    if (!source) throw new Error(`${archive}: no source twin`);
    py.unpackArchive(await download(source), "zip", { extractDir: "./" });
  }
  forgetListings(py);
  html.setAttribute("data-python", "source");
  html.setAttribute("data-unpacked", "source");
}

/**
 * PyScript bootstraps every page by writing its `pyscript` package to the file system and
 * importing it: 18 modules (with `html`, `asyncio`, `inspect`...) that our pages never use
 * (they talk to the page through `js` and `pyodide.ffi`). That import took 66-95 ms of a
 * cold start and 300-620 ms of a start from the snapshot (whose WebAssembly has not warmed
 * up yet). So `pyscript` goes into sys.modules as a module that imports the real package
 * the first time anything reads from it: PyScript's own `import pyscript` then costs
 * nothing, and code that does use it (`from pyscript import display`, `import
 * pyscript.web`) gets the real package, written by then. <html data-pyscript="deferred">
 * says so.
 */
function deferPyScriptPackage(py) {
  py.runPython(`
import sys, types

class _PyScriptOnFirstUse(types.ModuleType):
    "PyScript's package, imported when first read from (static/start.mjs says why)."

    def __getattr__(self, name):
        import importlib

        if sys.modules.get(self.__name__) is self:
            del sys.modules[self.__name__]
        return getattr(importlib.import_module(self.__name__), name)

if "pyscript" not in sys.modules:
    sys.modules["pyscript"] = _PyScriptOnFirstUse("pyscript")
del _PyScriptOnFirstUse
`);
  html.setAttribute("data-pyscript", "deferred");
}

// Asked at once: Cache Storage answers while PyScript sets up (a first visit's empty
// answer took ~0.1 s, all of it on the way to Python).
let savedSnapshot = readSnapshot();
// Pyodide's JavaScript (pyodide.asm.mjs, which loadPyodide imports first), loaded now;
// loadPyodide then finds it in the module map.
const runtimeScript = import(`${INDEX_URL}pyodide.asm.mjs`).catch(() => null /* loadPyodide reports it */);

/** Resolves once the runtime's WebAssembly has arrived or its JavaScript is ready. */
function runtimeDownloaded() {
  const arrived = () => performance.getEntriesByName(WASM_URL, "resource").length > 0;
  if (arrived()) return Promise.resolve();
  return new Promise((resolve) => {
    const watch = new PerformanceObserver(() => {
      if (arrived()) {
        watch.disconnect();
        resolve();
      }
    });
    watch.observe({ type: "resource" });
    runtimeScript.then(() => {
      watch.disconnect();
      resolve();
    });
  });
}

/**
 * How fast this page's downloads came, in bytes a millisecond: all it has received over
 * the network so far (Resource Timing), over the time during which some of those bytes
 * were arriving (downloads that overlap shared the line, so their time counts once). The
 * gaps between downloads are the page's own work (parsing, compiling), not the
 * connection's: counted, a busy device measured a fast connection as slow. 0 when less
 * than SAMPLE_BYTES came over the network (a body from a cache, HTTP's or a service
 * worker's, does not count).
 */
function downloadSpeed() {
  let bytes = 0;
  const spans = [];
  for (const e of performance.getEntriesByType("resource")) {
    if (!(e.encodedBodySize > 0 && e.transferSize >= e.encodedBodySize)) continue;
    bytes += e.encodedBodySize;
    spans.push([e.responseStart, e.responseEnd]);
  }
  spans.sort((a, b) => a[0] - b[0]);
  let busy = 0;
  let until = -Infinity;
  for (const [start, end] of spans) {
    if (end <= until) continue;
    busy += end - Math.max(start, until);
    until = end;
  }
  return bytes >= SAMPLE_BYTES && busy > 0 ? bytes / busy : 0;
}

/** The bytes of a response's `body`, unzipped as they arrive if they are gzip (a host that
 * sent the file with Content-Encoding: gzip has unzipped it already, and a page keeps
 * such a download as it came): the unzipping, a quarter of a second for the 31.5 MB here,
 * then overlaps the download. */
async function gunzipped(body) {
  const reader = body.getReader();
  const first = await reader.read();
  const head = first.done ? new Uint8Array(0) : first.value;
  const whole = new ReadableStream({
    start(controller) {
      if (head.length) controller.enqueue(head);
      if (first.done) controller.close();
    },
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) controller.close();
      else controller.enqueue(value);
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
  const gzip = head[0] === 0x1f && head[1] === 0x8b;
  return new Uint8Array(await new Response(gzip ? whole.pipeThrough(new DecompressionStream("gzip")) : whole).arrayBuffer());
}

async function declinedBefore() {
  try {
    return Boolean(await (await caches.open(SNAPSHOT_CACHE)).match(SHIPPED_DECLINED));
  } catch (err) {
    return false;
  }
}

/**
 * The build's start-up snapshot for a start without a saved one, as {memory: its image,
 * copy: a promise of the bytes as they came, for keepShippedSnapshot}, or null: fetched
 * only where its download pays. The connection is measured on the page's
 * own downloads, the runtime's above all, which a first visit makes anyway
 * (downloadSpeed, once runtimeDownloaded): at their speed, the snapshot's download must
 * take at most SHIPPED_SNAPSHOT_BUDGET_MS. A runtime that came from a cache measures
 * nothing. <html data-shipped-snapshot> says what was decided.
 */
async function shippedSnapshot() {
  const decided = (state, fetched = null) => {
    html.setAttribute("data-shipped-snapshot", state);
    return fetched;
  };
  if (!SHIPPED_SNAPSHOT_BYTES || !supported() || navigator.connection?.saveData) return decided("off");
  if (await declinedBefore()) return decided("declined");
  await runtimeDownloaded();
  const wasm = performance.getEntriesByName(WASM_URL, "resource")[0];
  if (wasm && !(wasm.encodedBodySize > 0 && wasm.transferSize >= wasm.encodedBodySize)) {
    return decided("unmeasured"); // the runtime came from a cache
  }
  const speed = downloadSpeed(); // 0: not even SAMPLE_BYTES in by the time the runtime's JavaScript was
  html.setAttribute("data-download-speed", String(Math.round(speed))); // KB a second, for a reader of the page
  if (!speed || SHIPPED_SNAPSHOT_BYTES / speed > SHIPPED_SNAPSHOT_BUDGET_MS) return decided("slow");
  const abort = new AbortController();
  const deadline = setTimeout(() => abort.abort(), 2 * SHIPPED_SNAPSHOT_BUDGET_MS);
  try {
    const response = await fetch(SHIPPED_SNAPSHOT, { signal: abort.signal });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const [kept, used] = response.body.tee();
    const copy = new Response(kept).blob().catch(() => null);
    const memory = await gunzipped(used);
    performance.mark("gin:shipped-snapshot");
    return decided("fetched", { memory, copy });
  } catch (err) {
    console.warn("The build's start-up snapshot was not fetched; starting normally.", err);
    return decided("failed");
  } finally {
    clearTimeout(deadline);
  }
}

// Fetched at once (it downloads while Pyodide's JavaScript loads), unless a saved snapshot
// is there.
let shipped = savedSnapshot.then((saved) => (saved ? null : shippedSnapshot()));

/** A page that started from the build's snapshot but then failed: the next visit does not
 * fetch it (declinedBefore). */
function declineOnError() {
  ifThisPageFails(async () => {
    try {
      await (await caches.open(SNAPSHOT_CACHE)).put(SHIPPED_DECLINED, new Response("1"));
    } catch (err) {
      /* storage unavailable: nothing to note */
    }
  });
}

export async function loadPyodide(options = {}) {
  const config = {
    ...options,
    indexURL: INDEX_URL,
    fsInit: () => {
      performance.mark("gin:runtime");
    },
  };
  // Pyodide's JavaScript loads while the snapshot is looked up.
  const [saved] = await Promise.all([savedSnapshot, runtimeScript]);
  performance.mark("gin:snapshot-lookup");
  const fetched = saved ? null : await shipped;
  const snapshot = saved || (fetched && fetched.memory);
  // A snapshot's memory image is 31.5 MB: once Pyodide has it, nothing of ours holds it.
  savedSnapshot = shipped = null;
  let py = null;
  if (snapshot) {
    try {
      py = await pyodide.loadPyodide({ ...config, _loadSnapshot: snapshot });
      // Every start from one snapshot would otherwise share one random state.
      py.runPython("import sys\nif 'random' in sys.modules: sys.modules['random'].seed()");
      if (saved) {
        mark("restored");
        forgetOnError();
      } else {
        mark("shipped");
        declineOnError();
        const { copy } = fetched;
        whenSettled(() => keepShippedSnapshot(copy)); // later visits need no download
      }
    } catch (err) {
      console.warn("Start-up snapshot rejected; starting normally.", err);
      py = null;
      if (saved) await forgetSnapshot();
      else html.setAttribute("data-shipped-snapshot", "failed");
    }
  }
  if (!py) {
    py = await pyodide.loadPyodide(config);
    whenSettled(saveSnapshot);
  }
  // Nor Pyodide, which keeps its options (_loadSnapshot is its own, internal option).
  if (py._api && py._api.config) delete py._api.config._loadSnapshot;
  performance.mark("gin:python");
  await unpackOurPython(py, html.getAttribute("data-snapshot") === "restored");
  deferPyScriptPackage(py);
  return py;
}
