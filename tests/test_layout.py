"""The project's layout rules (ARCHITECTURE.md, STYLE.md "What we take" 1): game/ is pure
standard-library Python with no browser import, and the page loads nothing from another host."""

from __future__ import annotations

import ast
import json
import re
import sys
import tomllib
from pathlib import Path

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
