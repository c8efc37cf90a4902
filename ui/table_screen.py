"""The table screen of a game in play: the session drawn after every move, the taps on it
(choices, regions, undo, pickers, hand-offs) and the steps of engine-played seats.

A part of :class:`ui.app.App` (a mixin): it works on the App's ``session`` and ``table`` and
calls its board (:class:`ui.board_view.BoardView`), bots (:class:`ui.bot_driver.BotDriver`) and
saves (:class:`ui.save_dialogs.SaveDialogs`).
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from game.core.errors import IllegalMove, TavoliereError

from . import dom, render
from .i18n import text
from .session import BOT, Session, UndoRefused
from .table import Table

#: Pause before the table applies an engine-played seat's step (design value, ms): the
#: board is painted first, so each step is seen arriving in the log.
ENGINE_STEP_MS = 300


class TableScreen:
    def open_session(self, session: Session) -> None:
        self.session = session
        self.replay = None
        self.final_board = False
        self.bot_plans.clear()  # a plan belongs to its game (its view keys would not match another's anyway)
        self.table = Table(session, self.lang)
        if any(seat.kind == BOT or seat.suggest for seat in session.seats):
            self.start_bot_worker()  # bots think soon: give the worker a head start
        dom.document.body.dataset.mode = "play"
        dom.set_html("board", "")
        self.map_svg = None
        self.map_url = None
        asyncio.ensure_future(self.load_map_then_render())

    async def load_map_then_render(self) -> None:
        table = self.table
        if table is None:
            return
        url = table.map_file()
        svg = await dom.fetch_text(url) if url else None
        if svg is not None and "<svg" not in svg:
            svg = None
        if svg is None:
            svg = table.adapter.fallback_map(table.session.game.view(table.session.state, None))
        self.map_url, self.map_svg = url, svg
        if self.table is not table and self.replay is None:
            return
        self.install_board(svg)
        if self.replay is not None:
            self.render_replay()
        else:
            self.table = Table(table.session, self.lang, svg, table.adapter)
            self.render()

    def render(self) -> None:
        table = self.table
        if table is None:
            return
        table.lang = self.lang
        screen = table.screen()
        panels = table.panels()
        if self.bots_on_page(table.session):
            panels["log"] += render.log_note_html(text("bots_on_page", self.lang), "bots-on-page")
        if self.bots is not None and table.offers_suggestion():
            moves = len(table.session.record.moves)
            why = ""
            if self.suggested is not None and self.suggested[0] == moves and self.suggested[1] < len(table.legal()):
                panels["highlight"] += render.suggestion_css(self.suggested[1], table.legal()[self.suggested[1]])
                if self.suggested_why is not None:
                    why = render.suggestion_why(self.suggested_why.text(self.lang))
            panels["choices"] = render.suggest_button(text("suggest", self.lang)) + why + panels["choices"]
        if self.last_bot is not None and self.last_bot[0] == len(table.session.record.moves) and screen == "table":
            if self.last_bot_why is not None:
                panels["status"] += render.suggestion_why(self.last_bot_why.text(self.lang))
            else:
                name = table.session.seats[self.last_bot[1]].name
                busy = self.last_bot_asked == self.last_bot[0]
                panels["status"] += render.why_button(
                    text("why_bot", self.lang, name=name), text("why_bot_short", self.lang), busy
                )
        self.final_board = self.final_board and screen == "end"  # an undo back into the game ends the view
        if self.final_board:
            panels["choices"] = (
                f'<button type="button" class="primary" data-action="results">{render.esc(text("results", self.lang))}'
                "</button>"
            )
        self.paint_panels(panels)
        undo = dom.el("undo")
        if undo is not None:
            undo.disabled = panels["undo"] != "enabled"
        if screen == "handoff":
            dom.set_html("handoff", table.handoff_html())
            dom.show_screen("handoff")
        elif screen == "end" and not self.final_board:
            dom.set_html("end", self.end_html())
            dom.show_screen("end")
        else:
            dom.set_html("handoff", "")
            dom.show_screen("table")
            self.open_zoom()
            self.keep_hit_radius()
        self.maybe_engine()
        self.maybe_bot()

    def end_html(self) -> str:
        assert self.table is not None
        lang = self.lang
        actions = [("replay-current", "replay", True)]
        if self.bots is not None:  # the analysis asks the bots' evaluation
            actions.append(("analysis-current", "analysis", True))
        actions += [("final-board", "final_board", False), ("export-current", "export", False)]
        actions += [("new-game", "new_game", False), ("lobby", "lobby", False)]
        buttons = "".join(
            f'<button type="button" class="{"primary" if primary else ""}" data-action="{action}">'
            f"{render.esc(text(key, lang))}</button>"
            for action, key, primary in actions
        )
        return (
            f"<h1>{render.esc(text('game_over', lang))}</h1>"
            + self.table.end_html()
            + f'<div class="end-actions">{buttons}{self.table.end_undo_html()}</div>'
        )

    def show_final_board(self, on: bool) -> None:
        """The finished game's board with its log (``on``), or its results again."""
        self.final_board = on
        self.render()

    def play_index(self, index: int) -> None:
        table = self.table
        if table is None or self.replay is not None:
            return
        legal = table.legal()
        if not 0 <= index < len(legal):
            return
        try:
            table.choose(index)
        except IllegalMove as exc:
            self.toast(text("not_now", self.lang, reason=table.refusal_text(exc)), "error")
            return
        except TavoliereError as exc:
            self.toast(text("not_now", self.lang, reason=str(exc)), "error")
            return
        self.after_move()

    def after_move(self) -> None:
        self.autosave()
        self.render()

    def tap_region(self, region: str) -> None:
        table = self.table
        if table is None or self.replay is not None or table.screen() != "table":
            return
        tap = table.tap_region(region)
        if tap.action == "play":
            self.play_index(tap.choices[0])
        elif tap.action == "menu":
            self.render()
        else:
            self.toast(tap.reason, "refuse")
            self.render()

    def ask_private(self) -> None:
        if self.session is not None:
            self.session.ask_private()
            self.render()

    def undo(self) -> None:
        if self.table is None or self.replay is not None:
            return
        try:
            self.table.undo()
        except UndoRefused as exc:
            self.toast(text(exc.key, self.lang), "refuse")
            return
        self.after_move()

    def cancel_move(self) -> None:
        if self.table is None:
            return
        before = len(self.table.session.record.moves)
        if self.table.cancel():
            if len(self.table.session.record.moves) != before:
                self.autosave()
            self.render()

    def table_step(self, step: Callable[[Table], object]) -> None:
        """A step that changes only what the table shows (the device taken, the recap closed, a
        picker opened, a mark set): take it and redraw."""
        if self.table is not None and self.replay is None:
            step(self.table)
            self.render()

    # -- engine-played seats --------------------------------------------------------------------

    def maybe_engine(self) -> None:
        """Schedule the step of an engine-played seat (its only choice is ``virtual``)."""
        session = self.session
        if session is None or self.engine_due or session.engine_to_move() is None:
            return
        self.engine_due = True
        dom.later(self.engine_step, ENGINE_STEP_MS)

    def engine_step(self) -> None:
        self.engine_due = False
        self.advice = None
        self.suggested = None
        if self.session is None or self.replay is not None or self.session.play_engine() is None:
            return
        self.after_move()
