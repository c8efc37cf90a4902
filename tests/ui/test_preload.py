"""What a boot from the memory snapshot finds imported, and the page's own modules it writes back
compiled (ui/preload.py; issue 17, item 1)."""

from __future__ import annotations

import importlib.machinery
import json
import subprocess
import sys
from pathlib import Path

import pytest

from ui import preload


def test_the_snapshot_imports_every_module_but_the_pages_own() -> None:
    names = preload.preload()
    root = Path(preload.__file__).resolve().parents[1]
    files = {
        ".".join(path.relative_to(root).with_suffix("").parts).removesuffix(".__init__")
        for tree in preload.PRELOADED
        for path in (root / tree).rglob("*.py")
    }
    assert preload.PAGE_ONLY <= files  # a renamed page module must be renamed here too
    assert set(names) == files - preload.PAGE_ONLY
    assert all(name in sys.modules for name in names)
    assert all(name not in sys.modules for name in preload.PAGE_ONLY - {"ui.main"})


def test_the_pages_own_modules_are_written_back_compiled(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    preload.preload()
    monkeypatch.setattr(preload, "ROOT", tmp_path)
    assert preload.write_page_files() == len(preload.PAGE_ONLY)
    path = tmp_path / "ui" / "dom.py"
    assert path.read_text() == (Path(preload.__file__).parent / "dom.py").read_text()
    # The page imports the compiled file, never the source: proved by spoiling the source.
    path.write_text("raise SystemExit('compiled from the source')\n")
    code = importlib.machinery.SourceFileLoader("ui.dom", str(path)).get_code("ui.dom")
    assert code is not None
    assert "after_paint" in {c.co_name for c in code.co_consts if hasattr(c, "co_name")}


LOBBY_BOOT = """
import json, sys
from unittest import mock
for name in ("js", "pyodide", "pyodide.ffi", "pyscript"):  # a page that answers anything
    sys.modules[name] = mock.MagicMock()
from ui.app import App
App().boot()
print(json.dumps(sorted(name for name in sys.modules if name.split(".")[0] in ("game", "ui"))))
"""


def test_a_first_visit_imports_only_what_the_lobby_uses_before_it_is_ready() -> None:
    """The lobby (App().boot(): the cards, the texts, the saves) imports none of AFTER_LOBBY, so a
    first visit leaving them until the lobby is ready saves their import time (ui/main.py)."""
    root = Path(preload.__file__).resolve().parents[1]
    out = subprocess.run([sys.executable, "-c", LOBBY_BOOT], cwd=root, capture_output=True, text=True, check=True)
    imported = set(json.loads(out.stdout))
    lobby, later = preload.lobby_first(preload.module_names())
    assert later and not imported & set(later)
    assert "game.bots" in later and "ui.games" in lobby and "ui.games.tigris" in later
    names = preload.module_names()
    assert sorted(lobby + later) == names
    assert lobby == [n for n in names if n in lobby] and later == [n for n in names if n in later]  # order kept
