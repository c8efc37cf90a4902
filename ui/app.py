"""The app in the browser: screens, taps and timers wired to the pure modules.

Only this module and ``dom.py`` touch the page.  Every tap is one delegated
click handler: the element tapped says what it means through ``data-action``,
``data-choice`` (an index in the current ``legal`` list) or ``data-region``
(a board region).  After every applied choice the game is autosaved and the
screen re-rendered from the session; nothing is kept in the page that the
session does not say.
"""

from __future__ import annotations

import asyncio
import traceback
from typing import Any

import js  # type: ignore[import-not-found]

from game import registry

from . import bot_job, dom, lobby, render
from .board_view import BoardView
from .bot_driver import BotDriver, bots_present
from .i18n import choose_lang, text
from .lobby_screen import LobbyScreen
from .postgame import ADVANTAGE, PostGame
from .replay import Replay
from .replay_screen import ReplayScreen
from .save_dialogs import SaveDialogs
from .saves import SaveStore
from .screens import SetupForm
from .session import BOT, HUMAN, Session
from .table import Table
from .table_screen import TableScreen

#: How long a tap is ignored after a two-finger gesture (design value, ms): no accidental pinch-tap.
PINCH_GUARD_MS = 500
#: How long a message stays on screen (design value, ms).
TOAST_MS = 5000


class _Attrs:
    """``data-*`` attributes of an element as strings ("" when absent; a missing key of a
    JS ``dataset`` raises in Pyodide, so read attributes instead)."""

    def __init__(self, node: Any) -> None:
        self.node = node

    def __getattr__(self, name: str) -> str:
        value = self.node.getAttribute("data-" + name)
        return "" if dom.absent(value) else str(value)


class App(LobbyScreen, SaveDialogs, TableScreen, BoardView, BotDriver, ReplayScreen):
    """The page: its state, the boot, the delegated taps and the language; each screen's own
    work is in the part named for it (``lobby_screen``, ``table_screen``, ``board_view``,
    ``bot_driver``, ``replay_screen``, ``save_dialogs``)."""

    def __init__(self) -> None:
        self.store = SaveStore(dom.LocalStorage(), dom.new_id)
        self.lang = choose_lang(self.store.settings().get("lang"), dom.browser_langs())
        self.available = registry.available()
        self.titles = {name: registry.load(name).SPEC.title(self.lang) for name in self.available}
        self.form: SetupForm | None = None
        self.session: Session | None = None
        self.table: Table | None = None
        self.postgame: PostGame | None = None  # the replay on screen, with its charts
        self.painted: dict[str, str] = {}  # what the replay's own panels hold (redrawn only on change)
        self.play_due = False  # a timer of a replay playing by itself is pending
        self.final_board = False  # the finished game's board is on show instead of its results
        self.save_id = ""
        self.save_name = ""
        self.map_url: str | None = None
        self.map_svg: str | None = None
        self.replay_marks = render.MapMarks()  # the replay's map marks, read once its map is in
        self.zoom = 0
        self.zoom_due = False  # a board was installed: choose its opening zoom once it is on screen
        self.zoom_chosen = False  # the player zoomed by hand: the app no longer zooms by itself
        self.zoom_width = 0  # the page width the board's zoom was chosen for
        self.multi_until = 0.0
        self.thinking: Any = None
        self.engine_due = False
        self.advice: Any = None  # (moves, Thinking) while the hard bot is asked for a suggestion
        self.suggested: tuple[int, int] | None = None  # (moves, index in legal) of the suggestion shown
        self.suggested_why: Any = None  # the suggestion's game.bots.explain.Explanation
        self.last_bot: Any = None  # (moves after it, seat, state before it, choice, level) of the last bot move
        self.last_bot_why: Any = None  # its Explanation, once asked for
        self.last_bot_asked: int | None = None  # the moves of the last bot move whose "Why?" was asked
        self.has_bots = bots_present()  # the package itself is imported at first use (BotDriver.bots)
        self.bot_worker: Any = None  # ui.bot_client.BotWorker once started (start_bot_worker)
        self.bot_due = False  # a bot's decision starts once the page has painted the last move
        self.bot_clock = bot_job.TurnClock()  # how long the bot to move has been at its turn
        self.bot_plans: dict[int, Any] = {}  # seat -> the rest of its last searched move (game.bots.Plan)

    @property
    def replay(self) -> Replay | None:
        """The replay on screen (None at the table or the lobby)."""
        return self.postgame.replay if self.postgame is not None else None

    @replay.setter
    def replay(self, value: None) -> None:
        assert value is None, "a replay starts with start_replay"
        self.postgame = None

    # -- boot -----------------------------------------------------------------------------------

    def boot(self) -> None:
        # The taps are wired first and every later step is guarded: whatever the storage holds
        # (other pages of the site share it), the lobby ends up ready and tappable.
        dom.listen(dom.document, "click", self.guard(self.on_click))
        dom.listen(dom.document, "input", self.guard(self.on_input))
        dom.listen(dom.document, "change", self.guard(self.on_change))
        dom.listen(dom.document, "touchstart", self.on_touch)
        dom.listen(js.window, "resize", self.guard(self.on_resize))
        for step in (self.mark_cards, self.translate_static, self.show_lobby):
            try:
                step()
            except Exception:
                js.console.error(traceback.format_exc())
        js.document.documentElement.dataset.ready = "true"

    def mark_cards(self) -> None:
        for card in dom.document.querySelectorAll(".game-card[data-game]"):
            name = str(card.dataset.game)
            on = name in self.available
            card.dataset.available = "true" if on else "false"
            card.disabled = not on
            note = card.querySelector(".note")
            if note is not None:
                if on:
                    spec = registry.load(name).SPEC
                    note.textContent = text("n_players", self.lang, n=f"{spec.min_players}–{spec.max_players}")
                else:
                    note.textContent = text("coming_soon", self.lang)
            title = card.querySelector(".title")
            if title is not None and on:
                title.textContent = registry.load(name).SPEC.title(self.lang)

    def translate_static(self) -> None:
        js.document.documentElement.lang = self.lang
        for node in dom.document.querySelectorAll("[data-i18n]"):
            node.textContent = text(str(node.dataset.i18n), self.lang)
        for node in dom.document.querySelectorAll("[data-i18n-label]"):
            label = text(str(node.dataset.i18nLabel), self.lang)
            node.setAttribute("aria-label", label)
            node.setAttribute("title", label)
        for node in dom.document.querySelectorAll("[data-action='lang']"):
            node.setAttribute("aria-pressed", "true" if node.dataset.lang == self.lang else "false")

    def guard(self, handler: Any) -> Any:
        """Run a handler so an unexpected error is shown to the player, not swallowed."""

        def run(event: Any) -> None:
            try:
                handler(event)
            except Exception as exc:  # the app must stay usable whatever happens
                js.console.error(traceback.format_exc())
                self.toast(text("error", self.lang, reason=str(exc)))

        return run

    def toast(self, message: str, kind: str = "info") -> None:
        node = dom.el("toast")
        if node is None:
            return
        node.textContent = message
        node.dataset.kind = kind
        node.dataset.shown = "true"
        stamp = str(js.Date.now())
        node.dataset.stamp = stamp

        def hide() -> None:
            if node.dataset.stamp == stamp:
                node.dataset.shown = "false"

        dom.later(hide, TOAST_MS)

    # -- events ---------------------------------------------------------------------------------

    def on_touch(self, event: Any) -> None:
        if int(event.touches.length) > 1:
            self.multi_until = float(js.Date.now()) + PINCH_GUARD_MS

    def on_click(self, event: Any) -> None:
        if float(js.Date.now()) < self.multi_until:
            return
        node = event.target.closest("[data-action], [data-choice], [data-region], .game-card")
        if dom.absent(node):  # a tap on nothing that acts (a label, a gap between buttons)
            return
        if node.classList.contains("game-card"):
            if node.dataset.available == "true":
                self.open_setup(str(node.dataset.game))
            return
        action = node.getAttribute("data-action")
        choice = node.getAttribute("data-choice")
        region = node.getAttribute("data-region")
        if action:
            self.on_action(str(action), node)
        elif choice:
            self.play_index(int(str(choice)))
        elif region:
            self.tap_region(str(region))

    def on_action(self, action: str, node: Any) -> None:
        data = _Attrs(node)
        handlers = {
            "lobby": self.show_lobby,
            "start": self.start_game,
            "undo": self.undo,
            "cancel-move": self.cancel_move,
            "handoff-ready": lambda: self.table_step(Table.take_device),
            "recap-close": lambda: self.table_step(Table.dismiss_recap),
            "ask-private": self.ask_private,
            "rules": self.open_rules,
            "rules-close": self.close_rules,
            "zoom-in": lambda: self.zoom_by_hand(self.zoom + 1),
            "zoom-out": lambda: self.zoom_by_hand(self.zoom - 1),
            "zoom-fit": lambda: self.zoom_by_hand(0),
            "new-game": lambda: self.open_setup(self.session.record.game if self.session else self.available[0]),
            "replay-current": self.replay_current,
            "analysis-current": lambda: self.replay_current(ADVANTAGE),
            "export-current": lambda: self.export(self.save_id),
            "suggest": self.suggest,
            "why": self.why_last_bot,
            "final-board": lambda: self.show_final_board(True),
            "results": lambda: self.show_final_board(False),
        }
        if action in handlers:
            handlers[action]()
        elif action == "pick":
            self.table_step(lambda table: table.pick(data.key))
        elif action == "mark":
            self.table_step(lambda table: table.mark(data.mark))
        elif action == "lang":
            self.set_lang(str(data.lang))
        elif action == "players" and self.form is not None:
            self.form.players = int(str(data.n))
            self.render_setup()
        elif action in ("resume", "replay", "analysis", "rename", "delete", "export"):
            save_id = str(data.id)
            {"resume": self.resume, "replay": self.open_replay, "analysis": lambda i: self.open_replay(i, ADVANTAGE),
             "rename": self.rename, "delete": self.delete, "export": self.export}[action](save_id)  # fmt: skip
        elif action.startswith(("replay-", "postgame-")) and self.postgame is not None:
            self.postgame_action(action, data)

    def on_input(self, event: Any) -> None:
        node = event.target
        if node.id == "scrub" and self.postgame is not None and self.postgame.replay.complete:
            self.postgame.go(int(str(node.value)))
            self.render_replay()
            return
        field = node.getAttribute("data-field") if hasattr(node, "getAttribute") else None
        if self.form is None or not field:
            return
        if str(field) == "name":
            self.form.names[int(str(node.getAttribute("data-seat")))] = str(node.value)
        elif str(field) == "seed":
            self.form.seed = str(node.value)

    def on_change(self, event: Any) -> None:
        node = event.target
        if node.id == "import-file":
            asyncio.ensure_future(self.import_file(node))
            return
        field = node.getAttribute("data-field") if hasattr(node, "getAttribute") else None
        if self.form is None or not field:
            return
        field = str(field)
        data = _Attrs(node)
        spec = registry.load(self.form.game).SPEC
        if field == "style":
            seat = int(data.seat)
            self.form.styles = lobby.pick_style(self.form.styles, seat, str(node.value))
            self.render_setup()
        elif field == "kind":
            seat = int(data.seat)
            value = str(node.value)
            self.form.kinds[seat] = BOT if value.startswith(BOT) else HUMAN
            if ":" in value:
                self.form.levels[seat] = value.split(":", 1)[1]
            self.render_setup()  # a human seat has the suggestions toggle, a bot seat not
        elif field == "suggest":
            self.form.suggest[int(data.seat)] = bool(node.checked)
        elif field == "option":
            opt = spec.option(data.name)
            if isinstance(opt.default, bool):
                self.form.options[opt.name] = bool(node.checked)
            else:
                self.form.options[opt.name] = lobby.parse_option(opt, str(node.value))
            self.render_setup()

    # -- language -------------------------------------------------------------------------------

    def set_lang(self, lang: str) -> None:
        self.lang = lang
        self.store.set_setting("lang", lang)
        self.titles = {name: registry.load(name).SPEC.title(lang) for name in self.available}
        self.translate_static()
        self.mark_cards()
        screen = str(dom.document.body.dataset.screen)
        if screen == "lobby":
            self.show_lobby()
        elif screen == "setup":
            self.render_setup()
        elif self.replay is not None:
            self.render_replay()
        elif self.table is not None:
            self.table.lang = lang
            self.render()
        if dom.el("rules-dialog") is not None and dom.el("rules-dialog").open:
            self.open_rules()
