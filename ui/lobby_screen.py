"""The lobby (the saved games, Continue) and the setup screen: seats, options and seed of a new
game, and its start.

A part of :class:`ui.app.App` (a mixin): it keeps the App's ``form``.
"""

from __future__ import annotations

import asyncio
from typing import Any

from game import registry
from game.core.errors import SetupError

from . import dom, lobby
from .i18n import text
from .saves import NAME_LIMIT
from .screens import SetupForm, continue_html, engine_seats, save_list_html, setup_html
from .session import BOT, HUMAN, SeatInfo, Session


class LobbyScreen:
    def show_lobby(self) -> None:
        self.session = self.table = self.replay = None
        self.thinking = None
        self.form = None
        self.forget_table()
        dom.set_html("continue-slot", continue_html(self.store.latest(), self.titles, self.lang))
        saves = self.store.list()
        dom.set_html(
            "save-list",
            save_list_html(saves, self.titles, self.lang, lambda iso: dom.local_date(iso, self.lang), self.has_bots),
        )
        dom.show_screen("lobby")

    def open_setup(self, name: str) -> None:
        spec = registry.load(name).SPEC
        self.form = SetupForm.fresh(spec, self.lang)
        self.session = self.table = self.replay = None
        self.forget_table()
        self.render_setup()
        dom.show_screen("setup")

    def bot_levels(self, name: str) -> tuple[str, ...]:
        if self.bots is None:
            return ()
        try:
            return tuple(self.bots.levels_for(registry.load(name)))
        except Exception:
            return ()

    def render_setup(self) -> None:
        if self.form is None:
            return
        game = registry.load(self.form.game)
        engine = self.engine_seats(game, self.form)
        html = setup_html(game.SPEC, self.form, self.lang, self.bot_levels(self.form.game), engine)
        dom.set_html("setup", html)

    @staticmethod
    def engine_seats(game: Any, form: SetupForm) -> frozenset[int]:
        return engine_seats(game, form.players, form.setup_options(game.SPEC))

    def start_game(self) -> None:
        form = self.form
        if form is None:
            return
        spec = registry.load(form.game).SPEC
        try:
            seed = lobby.parse_seed(form.seed)
        except ValueError:
            form.error = text("seed_hint", self.lang)
            self.render_setup()
            return
        if seed is None:
            seed = dom.random_seed()
        engine = self.engine_seats(registry.load(form.game), form)
        # An engine-played seat is recorded as a bot without a level: nobody hands it the device.
        seats = [
            SeatInfo(
                form.names[i].strip()[: lobby.SEAT_NAME_LIMIT] or text("seat_default", self.lang, n=i + 1),
                form.styles[i],
                BOT if i in engine else form.kinds[i],
                form.levels[i] if form.kinds[i] == BOT and i not in engine else "",
                form.suggest[i] and form.kinds[i] == HUMAN and i not in engine,
            )
            for i in range(form.players)
        ]
        try:
            session = Session.new(form.game, seats, form.setup_options(spec), seed)
        except SetupError as exc:
            form.error = str(exc)
            self.render_setup()
            return
        self.save_id = dom.new_id()
        self.save_name = f"{spec.title(self.lang)} · {dom.local_date(dom.now_iso(), self.lang)}"[:NAME_LIMIT]
        # Whoever tapped Start is not known to be the (randomly drawn) first player: with secrets and
        # two or more humans at the table, the session opens behind a hand-off.
        self.open_session(session)
        self.autosave()
        asyncio.ensure_future(dom.persist_storage())
