"""The board on the table screen: the map installed with its pieces layer, its zoom (chosen for
a phone's touch targets, or by hand) and the panels painted round it.

A part of :class:`ui.app.App` (a mixin): it reads and sets the App's ``table``, ``replay``,
``zoom*`` and ``titles`` attributes.
"""

from __future__ import annotations

from typing import Any

import js  # type: ignore[import-not-found]

from . import dom, render
from .table import ZOOMS, opening_zoom


class BoardView:
    def install_board(self, svg: str | None) -> None:
        if svg is None:
            title = self.titles.get(self.current_game(), "")
            svg = (
                '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 60" class="no-map">'
                f'<text x="200" y="36" text-anchor="middle">{render.esc(title)}</text></svg>'
            )
        start = svg.find("<svg")
        svg = svg[start:]
        cut = svg.rfind("</svg>")
        svg = svg[:cut] + '<g id="pieces"></g></svg>'
        dom.set_html("board", svg)
        self.set_zoom(0)
        self.zoom_due = True
        self.zoom_chosen = False

    def current_game(self) -> str:
        if self.replay is not None:
            return self.replay.record.game
        return self.session.record.game if self.session is not None else ""

    def set_zoom(self, step: int) -> None:
        self.zoom = max(0, min(len(ZOOMS) - 1, step))
        board = dom.el("board")
        if board is not None:
            board.style.setProperty("--zoom", str(ZOOMS[self.zoom]))
            board.dataset.zoomed = "true" if self.zoom else "false"
        self.keep_hit_radius()

    def keep_hit_radius(self) -> None:
        """The board's tap areas stay ``render.HIT_PX`` across at the scale the map is drawn now."""
        if str(dom.document.body.dataset.screen) == "table":
            dom.keep_hit_radius("board", render.HIT_PX / 2)

    def zoom_by_hand(self, step: int) -> None:
        self.zoom_chosen = True
        self.set_zoom(step)

    def on_resize(self, event: Any) -> None:
        """A phone turned round: zoom again for the new width, unless the player chose a zoom.
        (A change of height alone is a phone's address bar sliding away while the board pans.)"""
        self.keep_hit_radius()
        if self.zoom_chosen or int(js.window.innerWidth) == self.zoom_width:
            return
        if self.table is not None:  # a replay's board is not tapped: it stays at fit
            self.zoom_due = True
            self.open_zoom()

    def open_zoom(self) -> None:
        """Once a new board is on screen, zoom it so its regions are comfortable touch targets
        (a phone): measured as laid out at fit, then zoomed; the board pans by one finger, and
        Fit is one tap away."""
        if not self.zoom_due or str(dom.document.body.dataset.screen) != "table":
            return
        self.zoom_due = False
        self.zoom_width = int(js.window.innerWidth)
        self.set_zoom(0)
        self.set_zoom(opening_zoom(dom.target_sizes("#board #regions [data-region]")))
        if self.zoom:
            dom.scroll_to_middle("board")

    def forget_table(self) -> None:
        """Empty what the page drew of a game: its panels, the hand-off and the end screen.  The
        lobby and the setup screen only hide the table, and a hidden private area is still in the
        page for whoever holds the tablet next."""
        self.paint_panels(
            dict.fromkeys(("status", "public", "private", "choices", "progress", "log", "pieces", "highlight"), "")
        )
        dom.set_html("handoff", "")
        dom.set_html("end", "")

    def paint_panels(self, panels: dict[str, str]) -> None:
        dom.set_html("status", panels["status"])
        dom.set_html("recap", panels.get("recap", ""))
        recap = dom.el("recap")
        if recap is not None:
            recap.hidden = not panels.get("recap")
        dom.set_html("public-area", panels["public"])
        dom.set_html("private-area", panels["private"])
        private = dom.el("private-area")
        if private is not None:
            private.hidden = not panels["private"]
        dom.set_html("choices", panels["choices"])
        dom.set_html("progress", panels["progress"])
        dom.set_html("log", panels["log"])
        dom.set_html("pieces", panels["pieces"])
        dom.set_text("highlight-style", panels["highlight"])
        log = dom.el("log")
        if log is not None:
            log.scrollTop = log.scrollHeight
