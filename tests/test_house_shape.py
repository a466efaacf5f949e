"""The shape of the house (docs/architecture.md): no import circle in the engine, the tutor
or the page controllers; no file of the engine, the tutor or the pages so long that a
newcomer cannot see its one job; the engine in its rooms by layer. (No code outside a
registry choosing a hand flow by its name: tests/engine/test_hand_flows.py.)

Imports are read from the source (every ``import`` and ``from`` statement, at module level
or inside a function, except under ``if TYPE_CHECKING:``): a lazy import inside a
function still makes the importer depend on the imported. Code a registry names as a
string (``"gintutor.practice:PracticeSession"``) and imports with ``importlib`` is the
one way round that: the registry, not a base module, knows its extensions.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
#: The packages and their import names: the page controllers import each other as ``app``.
PACKAGES = {"ginrules": ROOT / "ginrules", "gintutor": ROOT / "gintutor",
            "app": ROOT / "site" / "app"}
MAX_LINES = 700
#: Files allowed over MAX_LINES until they are split (none now: keep it so).
LONG_FILES_TO_SPLIT: set[str] = set()
#: The engine's rooms (docs/architecture.md): every module of ginrules is in one of them,
#: but the public front, the command line and the records.
ENGINE_ROOMS = ("core", "table", "gin", "rummy", "players", "words")
ENGINE_TOP = {"__init__.py", "__main__.py", "cli.py", "records.py"}
#: Import circles still there, each as its sorted files, to be broken by issue 26.
CIRCLES_TO_BREAK: set[tuple[str, ...]] = set()


def _modules() -> dict[str, Path]:
    """Every module by its import name ('gintutor.kinds.base', 'app.practice')."""
    found = {}
    for top, folder in PACKAGES.items():
        for path in folder.rglob("*.py"):
            parts = path.relative_to(folder).with_suffix("").parts
            if parts[-1] == "__init__":
                parts = parts[:-1]
            found[".".join((top, *parts))] = path
    return found


def _type_only(tree: ast.Module) -> set[int]:
    """The ids of the import nodes under ``if TYPE_CHECKING:``."""
    ids: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            ids |= {id(n) for stmt in node.body for n in ast.walk(stmt)}
    return ids


def _imports(name: str, path: Path, known: dict[str, Path]) -> Iterator[str]:
    """The known modules that module ``name`` imports."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skip = _type_only(tree)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    for node in ast.walk(tree):
        if id(node) in skip:
            continue
        if isinstance(node, ast.Import):
            targets = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                up = package.split(".")
                up = up[: len(up) - node.level + 1]
                base = ".".join([*up, base] if base else up)
            targets = [base] + [f"{base}.{a.name}" for a in node.names]
        else:
            continue
        for target in targets:
            if target in known and target != name:
                yield target


def _graph() -> dict[str, set[str]]:
    known = _modules()
    return {name: set(_imports(name, path, known)) for name, path in known.items()}


def _circles(graph: dict[str, set[str]]) -> list[set[str]]:
    """The strongly connected groups of more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[set[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in graph[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = set()
            while True:
                w = stack.pop()
                on_stack.discard(w)
                group.add(w)
                if w == v:
                    break
            if len(group) > 1:
                groups.append(group)

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return groups


def _file(name: str) -> str:
    return _modules()[name].relative_to(ROOT).as_posix()


def test_no_import_circle_beyond_the_ones_being_broken() -> None:
    circles = {tuple(sorted(_file(m) for m in group)) for group in _circles(_graph())}
    assert circles - CIRCLES_TO_BREAK == set(), "a new import circle"
    assert CIRCLES_TO_BREAK - circles == set(), "a circle is gone: take it off the list"


def test_the_circle_finder_finds_a_circle() -> None:
    assert _circles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [{"a", "b", "c"}]


def test_no_engine_tutor_or_page_file_is_too_long_to_read() -> None:
    long = {path.relative_to(ROOT).as_posix()
            for folder in (PACKAGES["ginrules"], PACKAGES["gintutor"], PACKAGES["app"])
            for path in folder.rglob("*.py")
            if len(path.read_text(encoding="utf-8").splitlines()) > MAX_LINES}
    assert long - LONG_FILES_TO_SPLIT == set(), f"over {MAX_LINES} lines"
    assert LONG_FILES_TO_SPLIT - long == set(), "a file is short now: take it off the list"



def test_every_engine_module_is_in_a_room() -> None:
    engine = PACKAGES["ginrules"]
    loose = {path.name for path in engine.glob("*.py")} - ENGINE_TOP
    assert not loose, f"put these in one of {ENGINE_ROOMS}: {sorted(loose)}"
    rooms = {path.relative_to(engine).parts[0] for path in engine.rglob("*.py")
             if len(path.relative_to(engine).parts) > 1}
    assert rooms == set(ENGINE_ROOMS)


#: The files that may import a module by a name in a string: the one loader of what a
#: registry names, the engine's public front (PEP 562) and the page's start (its kind's
#: controller, which a page kind may lack).
IMPORTS_BY_NAME = {"ginrules/core/loading.py", "ginrules/__init__.py", "site/app/common.py"}


def test_what_a_registry_names_is_loaded_one_way() -> None:
    found = {path.relative_to(ROOT).as_posix()
             for folder in PACKAGES.values() for path in folder.rglob("*.py")
             if "import_module(" in path.read_text(encoding="utf-8")}
    assert found <= IMPORTS_BY_NAME, "load it with ginrules.core.loading.load_named"


#: Where a game or a family may be named: the registries that say what each is.
GAME_REGISTRIES = {"ginrules/table/variants.py", "gintutor/families.py"}
#: What a comparison with a game's or family's name tests: a game, a variant, a family.
_GAME_SUBJECTS = {"game", "variant", "family", "fam", "variant_name", "game_name"}


def _game_names() -> set[str]:
    from ginrules.table.variants import VARIANTS
    from gintutor.families import FAMILIES

    return {v.name for v in VARIANTS} | {f.key for f in FAMILIES}


def _compares_a_game(node: ast.Compare, names: set[str]) -> bool:
    """Does ``node`` compare a game's, variant's or family's name with a name written in
    the code (``variant.name == "rummy"``, ``game in ("gin-7", "gin-pairs")``)?"""
    sides = [node.left, *node.comparators]
    written = {e.value for side in sides
               for e in (side.elts if isinstance(side, ast.Tuple | ast.List | ast.Set) else [side])
               if isinstance(e, ast.Constant) and isinstance(e.value, str)}

    def subject(side: ast.expr) -> bool:
        if isinstance(side, ast.Attribute):  # variant.name, fam.key, settings.game
            return side.attr in _GAME_SUBJECTS or (
                side.attr in {"name", "key"} and subject(side.value))
        return isinstance(side, ast.Name) and side.id in _GAME_SUBJECTS

    return bool(written & names) and any(subject(side) for side in sides)


def test_no_game_or_family_is_named_outside_the_registries() -> None:
    """A rule or feature that differs between games is the registry's data: code asks a
    variant's or family's field, never tests its name (a new family then needs no edit
    of shared code). Templates too: they read the page's data."""
    names = _game_names()
    found = []
    for folder in PACKAGES.values():
        for path in folder.rglob("*.py"):
            where = path.relative_to(ROOT).as_posix()
            if where in GAME_REGISTRIES:
                continue
            tree = ast.parse(path.read_text(encoding="utf-8"))
            found += [f"{where}:{node.lineno}: {ast.unparse(node)}" for node in ast.walk(tree)
                      if isinstance(node, ast.Compare) and _compares_a_game(node, names)]
    for path in (ROOT / "site" / "templates").rglob("*.html"):
        text = path.read_text(encoding="utf-8")
        found += [f"{path.relative_to(ROOT)}: {m}" for name in names for m in
                  (f'game.name == "{name}"', f'game != "{name}"', f'game == "{name}"')
                  if m in text]
    assert found == [], "ask the registry's data instead:\n" + "\n".join(found)


def test_the_game_name_finder_finds_a_test_of_a_name() -> None:
    names = _game_names()
    caught = ['variant.name == "rummy"', 'game in ("gin-7", "gin-pairs")',
              'settings.game != "gin"', 'self.family.key == "showdown"']
    passed = ['kind == "gin"', 'e.kind == "draw"', 'variant.name == other.name']
    for text, expected in [(t, True) for t in caught] + [(t, False) for t in passed]:
        node = ast.parse(text, mode="eval").body
        assert isinstance(node, ast.Compare)
        assert _compares_a_game(node, names) is expected, text


#: The engine's rooms of one hand flow, whose code may name that flow's endings.
FLOW_ROOMS = ("ginrules/gin/", "ginrules/rummy/")
#: What a comparison with an ending's name tests: a hand's result's kind, an ending.
_RESULT_NAMES = {"result", "res"}
_ENDING_NAMES = {"ending", "ended"}


def _family_files() -> set[str]:
    """Every file a game family registers as its own (its modules, its page files): the
    family's code may name its own endings."""
    from gintutor.families import FAMILIES

    def path(ref: str) -> str:
        module = ref.split(":")[0]
        module = f"site.{module}" if module.startswith("app.") else module
        return module.replace(".", "/") + ".py"

    own: set[str] = set()
    for fam in FAMILIES:
        own |= {f"site/{f}" if f.startswith("app/") else f
                for files in fam.page_files.values() for f in files}
        own |= {path(module) for module in fam.kinds.values()}
        own |= {path(ref) for ref in (fam.practice_session, fam.practice_table, fam.puzzles,
                                      fam.puzzle_page, fam.score_pad) if ref}
    return own


def _compares_an_ending(node: ast.Compare, names: set[str]) -> bool:
    """Does ``node`` compare a result's kind or an ending with an ending's name written in
    the code (``result.kind in ("gin", "big_gin")``, ``ending == "knock"``)?"""
    sides = [node.left, *node.comparators]
    written = {e.value for side in sides
               for e in (side.elts if isinstance(side, ast.Tuple | ast.List | ast.Set) else [side])
               if isinstance(e, ast.Constant) and isinstance(e.value, str)}

    def subject(side: ast.expr) -> bool:
        if isinstance(side, ast.Attribute) and side.attr == "kind":  # result.kind
            owner = side.value
            return (isinstance(owner, ast.Name) and owner.id in _RESULT_NAMES) or (
                isinstance(owner, ast.Attribute) and owner.attr in _RESULT_NAMES)
        if isinstance(side, ast.Attribute):
            return side.attr in _ENDING_NAMES
        return isinstance(side, ast.Name) and side.id in _ENDING_NAMES

    return bool(written & names) and any(subject(side) for side in sides)


def test_shared_code_asks_an_ending_what_it_means() -> None:
    """Code every family shares asks an ending's properties (``ending_of(result)
    .no_deadwood``, ginrules.table.endings), never its name: only a hand flow's own rooms
    and a family's own files know their endings by name."""
    from ginrules.table.endings import DRAW, ENDINGS

    names = {e.name for e in ENDINGS if e is not DRAW}
    own = _family_files()
    found = []
    for folder in PACKAGES.values():
        for path in folder.rglob("*.py"):
            where = path.relative_to(ROOT).as_posix()
            if where in own or where.startswith(FLOW_ROOMS):
                continue
            tree = ast.parse(path.read_text(encoding="utf-8"))
            found += [f"{where}:{node.lineno}: {ast.unparse(node)}" for node in ast.walk(tree)
                      if isinstance(node, ast.Compare) and _compares_an_ending(node, names)]
    assert found == [], "ask the ending's properties instead:\n" + "\n".join(found)


def test_the_ending_finder_finds_a_test_of_a_name() -> None:
    names = {"knock", "undercut", "gin", "big_gin", "out", "rummy"}
    caught = ['result.kind in ("gin", "big_gin")', 'ending == "knock"',
              'self.result.kind == "rummy"', 'hand.ending != "out"']
    passed = ['e.kind == "knock"', 'ending_of(result).no_deadwood', 'result.kind == other']
    for text, expected in [(t, True) for t in caught] + [(t, False) for t in passed]:
        node = ast.parse(text, mode="eval").body
        if not isinstance(node, ast.Compare):
            assert not expected, text
            continue
        assert _compares_an_ending(node, names) is expected, text
    assert "gintutor/puzzles/gin.py" in _family_files()
