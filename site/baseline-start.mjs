// The bare page's interpreter (dist/_baseline.html, the benchmark's reference): Pyodide
// itself, loaded exactly as PyScript would load it, plus the same performance marks as
// start.mjs (gin:start-module, gin:runtime, gin:python), so benchmarks/bench_site.py can
// set our pages' start-up beside the bare page's step by step. No snapshot, nothing else.
// build.py fills in the Pyodide folder and writes this file to dist/static/.
import * as pyodide from "__PYODIDE_DIR__pyodide.mjs";

export const version = pyodide.version;
performance.mark("gin:start-module");

export async function loadPyodide(options = {}) {
  const py = await pyodide.loadPyodide({
    ...options,
    indexURL: new URL("__PYODIDE_DIR__", import.meta.url).href,
    fsInit: () => {
      performance.mark("gin:runtime");
    },
  });
  performance.mark("gin:python");
  return py;
}
