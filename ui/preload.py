"""The modules of ``game/`` and ``ui/`` a boot imports before the lobby answers, listed
without importing anything.

Two boots use the list.  The bots' worker imports them all, then takes the build's memory
snapshot (ui/worker.py): a boot from that snapshot has them imported already.  A boot without
one (a first visit) imports them one at a time from ui/main.py, giving the page a moment
between two modules, so a tap on the lobby is answered while Python starts.
"""

from __future__ import annotations

from pathlib import Path

#: The packages whose every module is imported before the lobby answers.
PRELOADED = ("game", "ui")
#: Modules that need a page (``js.document``, event listeners), so never in a worker's snapshot:
#: the page imports them itself.
PAGE_ONLY = frozenset({"ui.main", "ui.app", "ui.dom", "ui.bot_client"})
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
