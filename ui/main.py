"""PyScript entry point: make the static lobby interactive.

Contract with index.html (see docs/table.md): enable the ``.game-card``
buttons of the games whose engine is present, mark the others coming soon,
wire the lobby, setup, table, hand-off and end screens, and set
``data-ready="true"`` on <html> once the lobby reacts to taps; a little later
start the bots' Web Worker (ui/bot_client.py), which also stores the build's
memory snapshot for the next boots (assets/boot/snapshot.mjs).
"""

from __future__ import annotations

from ui.app import App

APP = App()
APP.boot()
APP.start_bot_worker_later()
