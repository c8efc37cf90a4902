"""The project's layout rules (ARCHITECTURE.md, STYLE.md "What we take" 1): game/ is pure
standard-library Python with no browser import, and the page loads nothing from another host."""

from __future__ import annotations

import ast
import importlib
import json
import re
import sys
import tomllib
import types
from pathlib import Path

import pytest

from game.core import Rng
from game.registry import GAME_NAMES, load

ROOT = Path(__file__).resolve().parents[1]
#: Modules that exist only in the browser (or in the UI layer) and must never reach game/.
BROWSER_MODULES = frozenset({"js", "pyscript", "pyodide", "ui"})


def _imports(path: Path) -> set[str]:
    """Top-level names of the absolute imports of one file."""
    names = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            names.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module.split(".")[0])
    return names


def _game_files() -> list[Path]:
    return sorted(p for p in (ROOT / "game").rglob("*.py") if "__pycache__" not in p.parts)


def test_nothing_under_game_imports_js_pyscript_or_ui() -> None:
    offenders = {str(p.relative_to(ROOT)): sorted(_imports(p) & BROWSER_MODULES) for p in _game_files()}
    assert {k: v for k, v in offenders.items() if v} == {}


def test_game_uses_only_the_standard_library() -> None:
    allowed = set(sys.stdlib_module_names) | {"game", "__future__"}
    offenders = {str(p.relative_to(ROOT)): sorted(_imports(p) - allowed) for p in _game_files()}
    assert {k: v for k, v in offenders.items() if v} == {}


def _game_imports(path: Path, root: Path) -> set[str]:
    """The game.* modules one file of game/ imports, at any depth (inside functions too), relative
    imports resolved."""
    package = ".".join(path.relative_to(root).with_suffix("").parts)
    if path.name != "__init__.py":
        package = package.rpartition(".")[0]
    names = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parent = package.rsplit(".", node.level - 1)[0] if node.level > 1 else package
                base = f"{parent}.{base}" if base else parent
            names.add(base)
            names.update(f"{base}.{alias.name}" for alias in node.names)
    return {n for n in names if n == "game" or n.startswith("game.")}


def core_upward_imports(files: list[Path], root: Path = ROOT) -> dict[str, list[str]]:
    """Files of game/core that import a game module outside game/core (its games, the registry)."""
    out = {}
    for path in files:
        if path.relative_to(root).parts[:2] != ("game", "core"):
            continue
        modules = {m for m in _game_imports(path, root) if not (m == "game.core" or m.startswith("game.core."))}
        if modules:
            out[path.relative_to(root).as_posix()] = sorted(modules)
    return out


def test_game_core_imports_nothing_above_it() -> None:
    # The protocol, records and checks serve every game: a game (or the registry of games) in
    # game/core would make core depend on what depends on it.
    assert core_upward_imports(_game_files()) == {}


def test_the_layering_test_sees_a_planted_upward_import(tmp_path: Path) -> None:
    # Planted in a copy of the layout, never in the tree other test workers read.
    planted = tmp_path / "game" / "core" / "record.py"
    planted.parent.mkdir(parents=True)
    planted.write_text("def f():\n    from ..registry import load\n    return load\n", encoding="utf-8")
    found = core_upward_imports([planted], tmp_path)
    assert found == {"game/core/record.py": ["game.registry", "game.registry.load"]}


#: The modules every game package has, each with the same role in all five (docs/engines.md).
REQUIRED_MODULES = ("spec", "state", "board", "rules", "scoring", "view", "text", "serial", "invariants")


def missing_modules(root: Path, games: tuple[str, ...]) -> dict[str, list[str]]:
    """For each game package under ``root/game``, the required modules it lacks."""
    out = {}
    for name in games:
        missing = [m for m in REQUIRED_MODULES if not (root / "game" / name / f"{m}.py").is_file()]
        if missing:
            out[name] = missing
    return out


def test_every_game_package_has_the_same_modules() -> None:
    from game.registry import GAME_NAMES

    assert missing_modules(ROOT, GAME_NAMES) == {}


def test_the_layout_test_sees_a_missing_module(tmp_path: Path) -> None:
    for name in ("one", "two"):
        for module in REQUIRED_MODULES:
            (tmp_path / "game" / name).mkdir(parents=True, exist_ok=True)
            (tmp_path / "game" / name / f"{module}.py").write_text("", encoding="utf-8")
    (tmp_path / "game" / "two" / "scoring.py").unlink()
    assert missing_modules(tmp_path, ("one", "two")) == {"two": ["scoring"]}


#: Where each public name of a game package is defined (docs/engines.md).
ROLES = {
    "spec": ("SPEC",),
    "state": ("State",),
    "rules": ("new_game", "to_act", "legal", "apply", "is_over"),
    "scoring": ("score", "ranking", "score_table"),
    "view": ("view", "determinize", "private_decision"),
    "text": ("describe", "choice_text", "refusal_text"),
    "serial": ("to_json", "from_json"),
    "invariants": ("check_invariants",),
}


def misplaced_names(package: str) -> list[str]:
    """The public names of a game package not defined in the module of their role: the package
    must export the object that module holds, and a plain function must be written there."""
    top = importlib.import_module(package)
    out = []
    for role, names in ROLES.items():
        module = importlib.import_module(f"{package}.{role}")
        for name in names:
            obj = getattr(top, name, None)
            here = getattr(module, name, None)
            written_elsewhere = isinstance(obj, types.FunctionType) and obj.__module__ != module.__name__
            if obj is None or here is not obj or written_elsewhere:
                out.append(f"{package}.{name} is not {package}.{role}.{name}")
    return out


def test_every_public_name_comes_from_the_module_of_its_role() -> None:
    from game.registry import GAME_NAMES

    assert [m for name in GAME_NAMES for m in misplaced_names(f"game.{name}")] == []


def test_every_game_exports_the_errors_of_core() -> None:
    import game.core
    from game.registry import GAME_NAMES

    errors = ("IllegalMove", "ProtocolError", "SaveError", "SetupError")
    for name in GAME_NAMES:
        top = importlib.import_module(f"game.{name}")
        assert [e for e in errors if getattr(top, e, None) is not getattr(game.core, e)] == [], name


def test_the_role_test_sees_a_name_in_the_wrong_module(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    package = tmp_path / "planted_game"
    package.mkdir()
    for role, names in ROLES.items():
        body = "".join(f"def {n}():\n    pass\n\n\n" for n in names if n[0].islower())
        body += "".join(f"{n} = object()\n" for n in names if n[0].isupper())
        (package / f"{role}.py").write_text(body, encoding="utf-8")
    # score_table written in the rules module, as Aztlán once kept it in its text module.
    (package / "rules.py").write_text(
        (package / "rules.py").read_text(encoding="utf-8") + "def score_table():\n    pass\n", encoding="utf-8"
    )
    exports = [f"from .{role} import {n}" for role, names in ROLES.items() for n in names if n != "score_table"]
    (package / "__init__.py").write_text("\n".join([*exports, "from .rules import score_table", ""]), encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    assert misplaced_names("planted_game") == ["planted_game.score_table is not planted_game.scoring.score_table"]


def _module_name(path: Path, root: Path) -> str:
    parts = path.relative_to(root).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _known(name: str, known: set[str]) -> str | None:
    """The longest prefix of a dotted ``name`` that is one of the ``known`` modules."""
    while name and name not in known:
        name = name.rpartition(".")[0]
    return name or None


def import_graph(files: list[Path], root: Path = ROOT) -> dict[str, set[str]]:
    """Which modules of ``files`` each one imports, at any depth (inside functions too).

    ``from game.vinci import board`` is an edge to the module game.vinci.board, and
    ``from game.vinci import State`` one to the package game.vinci.  The package a module sits in
    is not an edge: Python runs it first whatever the module imports, and counting it would make
    every package with a submodule a cycle."""
    modules = {_module_name(p, root): p for p in files}
    known = set(modules)
    graph: dict[str, set[str]] = {}
    for name, path in modules.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        targets = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
            if isinstance(node, ast.Import):
                targets.update(_known(alias.name, known) for alias in node.names)
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    parent = package.rsplit(".", node.level - 1)[0] if node.level > 1 else package
                    base = f"{parent}.{base}" if base else parent
                for alias in node.names:
                    full = f"{base}.{alias.name}"
                    targets.add(full if full in known else _known(base, known))
        graph[name] = {t for t in targets if t and t != name}
    return graph


def import_cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The groups of modules that import each other, directly or round a loop (Tarjan's strongly
    connected components of more than one module), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    cycles = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                cycles.append(sorted(group))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return sorted(cycles)


def test_no_import_cycle_inside_game() -> None:
    # A cycle makes import order matter and hides which module owns a rule: the dependency
    # between two modules goes one way.
    assert import_cycles(import_graph(_game_files())) == []


def test_the_cycle_test_sees_a_planted_cycle(tmp_path: Path) -> None:
    # The cycle goes through a function-level import, the kind that hides from a reader.
    package = tmp_path / "game" / "vinci"
    package.mkdir(parents=True)
    (tmp_path / "game" / "__init__.py").write_text("", encoding="utf-8")
    (package / "__init__.py").write_text("from .rules import apply\n", encoding="utf-8")
    rules = "def apply():\n    from .virtual import play\n    return play\n"
    (package / "rules.py").write_text(rules, encoding="utf-8")
    (package / "virtual.py").write_text("from game.vinci import rules\n\nplay = rules\n", encoding="utf-8")
    (package / "board.py").write_text("from game.vinci import State\n", encoding="utf-8")
    files = sorted(tmp_path.rglob("*.py"))
    graph = import_graph(files, tmp_path)
    assert graph["game.vinci.virtual"] == {"game.vinci.rules"}
    assert graph["game.vinci.board"] == {"game.vinci"}
    assert import_cycles(graph) == [["game.vinci.rules", "game.vinci.virtual"]]


def test_page_urls_are_all_relative() -> None:
    # GitHub Pages serves the app under /<repo>/: an absolute path or another host breaks it.
    html = (ROOT / "index.html").read_text(encoding="utf-8")
    urls = re.findall(r'(?:src|href|config)="([^"]*)"', html)
    assert urls, "index.html references no file"
    assert [u for u in urls if not u.startswith("./")] == []
    config = tomllib.loads((ROOT / "pyscript.toml").read_text(encoding="utf-8"))
    assert config["interpreter"].startswith("./") and config["interpreter"].endswith("pyodide.mjs")
    # The app's code comes as one zip the boot module unpacks; a `files` list, if one comes back, is relative too.
    assert [u for u in config.get("files", {}) if not u.startswith("./")] == []
    assert "files" in config or (ROOT / "assets" / "boot" / "pyodide.mjs").is_file()
    manifest = json.loads((ROOT / "assets" / "manifest.webmanifest").read_text(encoding="utf-8"))
    refs = [manifest["start_url"], manifest["scope"], *(icon["src"] for icon in manifest["icons"])]
    assert [u for u in refs if "//" in u or u.startswith("/")] == []


def test_runtime_versions_are_pinned_exactly() -> None:
    declared = json.loads((ROOT / "package.json").read_text())["dependencies"]
    locked = json.loads((ROOT / "package-lock.json").read_text())["packages"]
    assert set(declared) == {"pyodide", "@pyscript/core"}
    for name, version in declared.items():
        assert re.fullmatch(r"\d+(\.\d+)*", version), f"{name} must be pinned to one version, not {version!r}"
        assert locked[f"node_modules/{name}"]["version"] == version


#: Kinds an engine plays itself rather than through its handlers (Vinci's virtual seats' turn).
_ENGINE_KINDS = {"vinci": {"virtual"}}


@pytest.mark.parametrize("name", GAME_NAMES)
def test_every_engine_dispatches_apply_through_one_handler_table_keyed_by_kind(name: str) -> None:
    """Issue 18.1: apply has the same shape in the five engines (``listed``, then
    ``_HANDLERS[choice.kind]``); every kind random play meets has its handler there."""
    game = load(name)
    rules = importlib.import_module(f"game.{name}.rules")
    handlers = rules._HANDLERS
    assert handlers and all(callable(h) for h in handlers.values())
    rng = Rng(7)
    state = game.new_game(game.SPEC.min_players, {}, 7)
    seen: set[str] = set()
    for _ in range(600):
        if game.is_over(state):
            break
        seat = sorted(game.to_act(state))[0]
        choices = game.legal(state, seat)
        seen |= {c.kind for c in choices}
        state, _ = game.apply(state, seat, rng.choice(choices))
    assert seen - _ENGINE_KINDS.get(name, set()) <= set(handlers), sorted(seen - set(handlers))
