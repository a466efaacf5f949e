// Compiles the site's Python to bytecode with the very Python the browser runs: the pinned
// Pyodide from node_modules, started in Node. build.py runs it (see `compile_bytecode`
// there for why); it is never shipped.
//
//     node tools/compile-python.mjs <pyodide folder>   < {"files": {"pkg/mod.py": "source"}}
//
// Answers on stdout with one JSON object: {"version": sys.version, "magic": the bytecode's
// magic number (hex), "cache_tag": sys.implementation.cache_tag, "pyc": {"pkg/mod.py":
// base64 of its .pyc}}. Each .pyc is "unchecked hash-based" (PEP 552): the importer takes it
// without reading the source or its timestamp (a zip's files carry no useful timestamps),
// yet still refuses it, and compiles the source instead, when its magic number is not its
// own Python's. A source that does not compile stops the script with the error.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

const folder = resolve(process.argv[2] || "node_modules/pyodide");
const { loadPyodide } = await import(pathToFileURL(`${folder}/pyodide.mjs`).href);
const request = JSON.parse(readFileSync(0, "utf-8"));

// Python's stdout is ours: keep Pyodide's own chatter off it.
const py = await loadPyodide({ indexURL: `${folder}/`, stdout: () => {}, stderr: (s) => console.error(s) });
py.globals.set("request_json", JSON.stringify(request));
const answer = py.runPython(`
import base64, importlib.util, json, sys

def _compile_all(files):
    out = {}
    for name, source in files.items():
        data = source.encode("utf-8")
        code = compile(data, name, "exec", dont_inherit=True, optimize=0)
        pyc = importlib._bootstrap_external._code_to_hash_pyc(
            code, importlib.util.source_hash(data), checked=False)
        out[name] = base64.b64encode(pyc).decode("ascii")
    return out

json.dumps({
    "version": sys.version,
    "magic": importlib.util.MAGIC_NUMBER.hex(),
    "cache_tag": sys.implementation.cache_tag,
    "pyc": _compile_all(json.loads(request_json)["files"]),
})
`);
process.stdout.write(answer);
