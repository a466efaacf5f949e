// Compiles the site's Python to bytecode with the very Python the browser runs: the pinned
// Pyodide from node_modules, started in Node. build.py runs it (`compile_bytecode` there
// says why); it is never shipped.
//
//     node tools/compile-python.mjs <pyodide folder>   < {"files": {"pkg/mod.py": "source"}}
//
// Answers on stdout with one JSON object: {"version": sys.version, "magic": the bytecode's
// magic number (hex), "pyc": {"pkg/mod.py": base64 of its .pyc}}. Each .pyc is what the
// importer writes (an unchecked hash-based header, PEP 552, then the code), compiled
// without docstrings (no module reads one; the asserts stay, unlike `-OO`) and without
// column tables (PYTHONNODEBUGRANGES: tracebacks only lose their ^^^ markers). A source
// that does not compile stops the script with the error.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

const folder = resolve(process.argv[2] || "node_modules/pyodide");
const { loadPyodide } = await import(pathToFileURL(`${folder}/pyodide.mjs`).href);
const request = readFileSync(0, "utf-8");

const py = await loadPyodide({
  indexURL: `${folder}/`,
  env: { PYTHONNODEBUGRANGES: "1" },
  // Python's output would mix with the answer on stdout.
  stdout: (line) => console.error(line),
  stderr: (line) => console.error(line),
});
py.globals.set("request_json", request);
const answer = py.runPython(`
import ast, base64, importlib.util, json, sys
from importlib._bootstrap_external import _code_to_hash_pyc

_DEFINITIONS = (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)


def _without_docstrings(tree):
    for node in ast.walk(tree):
        if not isinstance(node, _DEFINITIONS) or not node.body:
            continue
        first = node.body[0]
        if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant) \\
                and isinstance(first.value.value, str):
            # A body that was only its docstring still needs a statement.
            node.body[0:1] = [] if len(node.body) > 1 else [ast.copy_location(ast.Pass(), first)]
    return tree


def _pyc(name, source):
    data = source.encode("utf-8")
    tree = _without_docstrings(ast.parse(data, name))
    code = compile(tree, name, "exec", dont_inherit=True, optimize=0)
    return _code_to_hash_pyc(code, importlib.util.source_hash(data), checked=False)


json.dumps({
    "version": sys.version,
    "magic": importlib.util.MAGIC_NUMBER.hex(),
    "pyc": {name: base64.b64encode(_pyc(name, source)).decode("ascii")
            for name, source in json.loads(request_json)["files"].items()},
})
`);
process.stdout.write(answer);
