"""The modules of ``game/`` and ``ui/`` a boot imports, listed without importing anything.

Two boots use the list.  The bots' worker imports them all, then takes the build's memory
snapshot (ui/worker.py): a boot from that snapshot has them imported already.  A boot without
one (a first visit) imports them one at a time from ui/main.py, giving the page a moment
between two modules, so a tap on the lobby is answered while Python starts; the modules the
lobby does not use (AFTER_LOBBY: the bots, the tables' game kits) only once it is ready, so a
first visit is not slower for the snapshot's sake (issue 17).

A boot from the snapshot needs no file of ``game/`` or ``ui/``: only the page's own modules
(PAGE_ONLY) are still to import, and the snapshot holds them too, compiled (PAGE_FILES), which
the page writes back to its file system instead of unpacking the whole app.zip
(assets/boot/pyodide.mjs).
"""

from __future__ import annotations

import importlib
import importlib.util
import marshal
from pathlib import Path

#: The packages whose every module is imported before the lobby answers.
PRELOADED = ("game", "ui")
#: Modules that need a page (``js.document``, event listeners), so never in a worker's snapshot:
#: the page imports them itself.
PAGE_ONLY = frozenset(
    {
        "ui.main",
        "ui.app",
        "ui.board_view",
        "ui.bot_driver",
        "ui.lobby_screen",
        "ui.replay_screen",
        "ui.save_dialogs",
        "ui.table_screen",
        "ui.dom",
        "ui.bot_client",
    }
)
#: Modules the lobby never imports (tests/ui/test_preload.py checks it): a first visit imports
#: them after the lobby is ready.  Each is a module with its submodules, or, ending in a dot,
#: only the modules under a package.
AFTER_LOBBY = ("game.bots", "game.core.conformance", "ui.games.", "ui.worker")
#: Where the packages are: next to ``ui/`` (the interpreter's working directory in the browser).
ROOT = Path(__file__).resolve().parents[1]


def module_names() -> list[str]:
    """Every module of PRELOADED but PAGE_ONLY, packages before their modules, sorted."""
    names: list[str] = []
    for package in PRELOADED:
        for path in sorted((ROOT / package).rglob("*.py")):
            parts = path.relative_to(ROOT).with_suffix("").parts
            name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
            if name not in PAGE_ONLY:
                names.append(name)
    return sorted(set(names))


def _after_lobby(name: str) -> bool:
    for entry in AFTER_LOBBY:
        if entry.endswith(".") and name.startswith(entry):
            return True
        if name == entry or name.startswith(entry + "."):
            return True
    return False


def lobby_first(names: list[str]) -> tuple[list[str], list[str]]:
    """``names`` split in two, order kept: the modules the lobby may use, and those of AFTER_LOBBY."""
    return [name for name in names if not _after_lobby(name)], [name for name in names if _after_lobby(name)]


#: The files of PAGE_ONLY by path (relative to ROOT): each source and its compiled form (a
#: ``.pyc``, hash-based and unchecked, PEP 552), made by :func:`preload` in the worker just
#: before the snapshot is taken, so the page neither unpacks nor compiles them; empty in any
#: other interpreter.
PAGE_FILES: dict[str, tuple[str, bytes]] = {}


def _compiled(path: Path, source: str) -> bytes:
    code = compile(source, str(path), "exec", dont_inherit=True)
    flags = (1).to_bytes(4, "little")  # hash-based, not checked against the source
    return importlib.util.MAGIC_NUMBER + flags + importlib.util.source_hash(source.encode()) + marshal.dumps(code)


def preload() -> list[str]:
    """Import every module of :func:`module_names` and keep the files of PAGE_ONLY, compiled:
    what the snapshot holds (the worker calls this before taking it).  Returns the module names."""
    names = module_names()
    for name in names:
        importlib.import_module(name)
    for name in sorted(PAGE_ONLY):
        rel = name.replace(".", "/") + ".py"
        source = (ROOT / rel).read_text(encoding="utf-8")
        PAGE_FILES[rel] = (source, _compiled(ROOT / rel, source))
    return names


def write_page_files() -> int:
    """Write PAGE_FILES back under ROOT (a boot from the snapshot, whose file system holds
    none of the app's files), each with its ``.pyc``; how many modules were written."""
    for rel, (source, compiled) in PAGE_FILES.items():
        path = ROOT / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(source, encoding="utf-8")
        cached = Path(importlib.util.cache_from_source(str(path)))
        cached.parent.mkdir(parents=True, exist_ok=True)
        cached.write_bytes(compiled)
    return len(PAGE_FILES)
