"""What a boot from the memory snapshot finds imported, and the page's own modules it writes back
compiled (ui/preload.py; issue 17, item 1)."""

from __future__ import annotations

import importlib.machinery
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
