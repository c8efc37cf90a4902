"""The Python side of the bots' Web Worker (assets/boot/bots-worker.mjs).

The worker runs its own Pyodide from the same vendored files as the page.  Before it
answers anything it may make the build's memory snapshot: :func:`preload` imports every
module of ``game/`` and ``ui/`` that runs outside a page, so the page and the worker both
boot with those imports done (assets/boot/snapshot.mjs).  Then each message is one bot
decision (ui/bot_job.py): :func:`handle` takes the request as JSON text and returns the
reply as JSON text.

Nothing here touches the browser: the worker's JavaScript passes strings in and out.
"""

from __future__ import annotations

import importlib
import json
import pkgutil
import traceback

from . import bot_job

#: The packages whose every module the snapshot holds.
PRELOADED = ("game", "ui")
#: Modules that need a page (``js.document``, event listeners): imported by the page itself,
#: after the snapshot is restored.
PAGE_ONLY = frozenset({"ui.main", "ui.app", "ui.dom", "ui.bot_client"})


def preload() -> list[str]:
    """Import every module of PRELOADED but PAGE_ONLY; return their names, sorted."""
    names: list[str] = []
    for package_name in PRELOADED:
        package = importlib.import_module(package_name)
        names.append(package_name)
        for info in pkgutil.walk_packages(package.__path__, package_name + "."):
            if info.name in PAGE_ONLY:
                continue
            importlib.import_module(info.name)
            names.append(info.name)
    return sorted(names)


def handle(text: str) -> str:
    """One request (JSON text) in, one reply (JSON text) out: ``{"reply": ...}`` or
    ``{"error": reason}`` (the page then thinks on its own)."""
    try:
        return json.dumps({"reply": bot_job.answer(json.loads(text))})
    except Exception as exc:  # the page must learn of any failure, whatever it is
        return json.dumps({"error": f"{type(exc).__name__}: {exc}", "trace": traceback.format_exc()})
