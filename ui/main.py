"""PyScript entry point: make the static lobby interactive.

Contract with index.html (see docs/table.md): enable the ``.game-card``
buttons of the games whose engine is present, mark the others coming soon,
wire the lobby, setup, table, hand-off and end screens, and set
``data-ready="true"`` on <html> once the lobby reacts to taps.
"""

from __future__ import annotations

from ui.app import App

APP = App()
APP.boot()
