"""PyScript entry point: make the static lobby interactive.

Contract with index.html (see docs/table.md): enable the ``.game-card``
buttons of the games whose engine is present, mark the others coming soon,
and set ``data-ready="true"`` on <html> once the lobby reacts to taps.
"""

from __future__ import annotations

import js  # type: ignore[import-not-found]

from game import registry


def _mark_cards() -> None:
    ready = set(registry.available())
    for card in js.document.querySelectorAll(".game-card[data-game]"):
        on = card.dataset.game in ready
        card.dataset.available = "true" if on else "false"
        card.disabled = not on


def main() -> None:
    _mark_cards()
    js.document.body.dataset.screen = "lobby"
    js.document.documentElement.dataset.ready = "true"


main()
