"""PyScript entry point: make the static lobby interactive.

Contract with index.html (see docs/table.md): enable the ``.game-card``
buttons of the games whose engine is present, mark the others coming soon,
wire the lobby, setup, table, hand-off and end screens, and set
``data-ready="true"`` on <html> once the lobby reacts to taps; a little later
start the bots' Web Worker (ui/bot_client.py), which also stores the build's
memory snapshot for the next boots (assets/boot/snapshot.mjs).

Booted from that snapshot, ``game/`` and ``ui/`` are imported already.  Without
it (a first visit) they are imported one module at a time, each in a task of
its own, so a tap on the lobby meanwhile is answered by index.html ("starting…")
and carried out once the lobby is ready (docs/speed.md); the modules the lobby
does not use (the bots, the tables' game kits: ui/preload.py) after that.
"""

from __future__ import annotations

import asyncio
import importlib
import sys
import traceback

import js  # type: ignore[import-not-found]

js.performance.mark("tavoliere:main")  # for the benchmark: where the boot's time goes

from ui.preload import lobby_first, module_names  # noqa: E402


def start() -> None:
    from ui.app import App

    js.performance.mark("tavoliere:imported")
    app = App()
    app.boot()
    app.start_bot_worker_later()


async def import_then_start(names: list[str]) -> None:
    lobby, later = lobby_first(names)
    try:
        for name in lobby:
            importlib.import_module(name)
            await asyncio.sleep(0)  # a task boundary: the page answers a tap between two modules
        start()
        for name in later:  # imported now rather than by the first tap that needs them
            importlib.import_module(name)
            await asyncio.sleep(0)
    except Exception:  # the page must say so, as PyScript does for an error in this script
        js.console.error(traceback.format_exc())
        js.window.dispatchEvent(js.CustomEvent.new("py:error"))


MISSING = [name for name in module_names() if name not in sys.modules]
if MISSING:
    asyncio.ensure_future(import_then_start(MISSING))
else:
    start()
