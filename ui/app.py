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
from game.core.errors import IllegalMove, SetupError, TavoliereError

from . import analysis, bot_job, dom, lobby, render
from .i18n import choose_lang, isolate, text
from .postgame import ADVANTAGE, PostGame
from .replay import Replay
from .rules_text import summary_html
from .saves import NAME_LIMIT, SaveStore, StorageFull, check_header, refusal_of
from .screens import SetupForm, continue_html, engine_seats, refusal_text, save_list_html, setup_html, short_id
from .session import BOT, HUMAN, SeatInfo, Session, UndoRefused
from .table import ZOOMS, Table, opening_zoom

#: How long a tap is ignored after a two-finger gesture (design value, ms): no accidental pinch-tap.
PINCH_GUARD_MS = 500
#: How long a message stays on screen (design value, ms).
TOAST_MS = 5000
#: Longest slice of bot thinking on the main thread (design value, s): well under a 100 ms task.
BOT_SLICE_S = 0.04
#: Longest slice of the post-game analysis on the main thread (design value, s): with one unit of
#: work past it (an evaluation, a step of the bot's search), a task stays near 50 ms in Pyodide.
ANALYSIS_SLICE_S = 0.025
#: Pause between two turns when a replay plays by itself (design value, ms).
PLAY_MS = 900
#: When the bots' worker starts if no table needs it sooner (design value, ms after the lobby is
#: ready): late enough to leave the first seconds of a visit to the page, soon enough to store
#: the build's memory snapshot during a first visit for the next one.
WORKER_IDLE_MS = 5000
#: Pause before the table applies an engine-played seat's step (design value, ms): the
#: board is painted first, so each step is seen arriving in the log.
ENGINE_STEP_MS = 300


def _bots() -> Any:
    try:
        import game.bots as bots
    except ImportError:
        return None
    return bots


class _Attrs:
    """``data-*`` attributes of an element as strings ("" when absent; a missing key of a
    JS ``dataset`` raises in Pyodide, so read attributes instead)."""

    def __init__(self, node: Any) -> None:
        self.node = node

    def __getattr__(self, name: str) -> str:
        value = self.node.getAttribute("data-" + name)
        return "" if dom.absent(value) else str(value)


class App:
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
        self.bots = _bots()
        self.bot_worker: Any = None  # ui.bot_client.BotWorker once started (start_bot_worker)
        self.bot_due = False  # a bot's decision starts once the page has painted the last move
        self.bot_clock = bot_job.TurnClock()  # how long the bot to move has been at its turn

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
            "handoff-ready": self.take_device,
            "recap-close": self.dismiss_recap,
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
            self.pick(str(data.key))
        elif action == "mark":
            self.mark(str(data.mark))
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

    # -- lobby ----------------------------------------------------------------------------------

    def show_lobby(self) -> None:
        self.session = self.table = self.replay = None
        self.thinking = None
        self.form = None
        dom.set_html("continue-slot", continue_html(self.store.latest(), self.titles, self.lang))
        saves = self.store.list()
        dom.set_html(
            "save-list",
            save_list_html(
                saves, self.titles, self.lang, lambda iso: dom.local_date(iso, self.lang), self.bots is not None
            ),
        )
        dom.show_screen("lobby")

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

    def open_setup(self, name: str) -> None:
        spec = registry.load(name).SPEC
        self.form = SetupForm.fresh(spec, self.lang)
        self.session = self.table = self.replay = None
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

    # -- saves ----------------------------------------------------------------------------------

    def autosave(self) -> None:
        if self.session is None:
            return
        try:
            self.store.autosave(self.session, self.save_id, self.save_name, dom.now_iso())
        except StorageFull:
            self.toast(text("storage_full", self.lang), "error")

    def refused(self, key: str, exc: BaseException) -> str:
        """Tell the player why a save or a file was refused, in their words (``key``: the
        sentence around the reason); Python's own text goes to the console only."""
        js.console.warn(f"refused: {exc!r}"[:2000])
        message = text(key, self.lang, reason=refusal_text(refusal_of(exc), self.lang))
        self.toast(message, "error")
        return message

    def resume(self, save_id: str) -> None:
        try:
            session = self.store.load(save_id)
            data = self.store.read(save_id)
        except Exception as exc:  # a save is untrusted input: refused, never a crash
            self.refused("save_refused", exc)
            self.show_lobby()
            return
        self.save_id = save_id
        self.save_name = str(data.get("name", ""))[:NAME_LIMIT]
        self.open_session(session)

    def rename(self, save_id: str) -> None:
        try:
            current = check_header(self.store.read(save_id)).name
        except Exception as exc:
            self.refused("save_refused", exc)
            self.show_lobby()
            return
        answer = js.prompt(text("rename_prompt", self.lang), current)
        if dom.absent(answer):
            return
        try:
            self.store.rename(save_id, str(answer))
        except StorageFull:
            self.toast(text("storage_full", self.lang), "error")
        except Exception as exc:
            self.refused("save_refused", exc)
        self.show_lobby()

    def delete(self, save_id: str) -> None:
        try:
            name = check_header(self.store.read(save_id)).name
        except Exception:  # a broken entry is named by its (shortened) key
            name = short_id(save_id)
        if js.confirm(text("confirm_delete", self.lang, name=isolate(name))):
            self.store.delete(save_id)
            self.show_lobby()

    def export(self, save_id: str) -> None:
        if not save_id:
            return
        try:
            content = self.store.export_text(save_id)
            game = check_header(self.store.read(save_id)).game
        except Exception as exc:
            self.refused("save_refused", exc)
            return
        dom.download(f"tavoliere-{game}-{save_id}.json", content)

    async def import_file(self, node: Any) -> None:
        try:
            content = await dom.read_file(node)
            if content is None:
                return
            save_id = self.store.import_text(content)
            name = check_header(self.store.read(save_id)).name
            self.show_lobby()
            self.toast(text("import_done", self.lang, name=isolate(name)))
        except StorageFull:
            self.toast(text("storage_full", self.lang), "error")
        except Exception as exc:  # every refusal says why, in the player's words
            dom.set_text("lobby-message", self.refused("import_refused", exc))
        finally:
            node.value = ""

    # -- the table ------------------------------------------------------------------------------

    def open_session(self, session: Session) -> None:
        self.session = session
        self.replay = None
        self.final_board = False
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
                panels["status"] += render.why_button(text("why_bot", self.lang, name=name))
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

    def take_device(self) -> None:
        if self.table is not None:
            self.table.take_device()
            self.render()

    def ask_private(self) -> None:
        if self.session is not None:
            self.session.ask_private()
            self.render()

    def dismiss_recap(self) -> None:
        if self.table is not None:
            self.table.dismiss_recap()
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

    def pick(self, key: str) -> None:
        if self.table is not None and self.replay is None:
            self.table.pick(key)
            self.render()

    def mark(self, token: str) -> None:
        if self.table is not None and self.replay is None:
            self.table.mark(token)
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

    # -- where bots think -----------------------------------------------------------------------

    def start_bot_worker_later(self) -> None:
        """Start the bots' worker ``WORKER_IDLE_MS`` after the lobby is ready, unless a table
        with bots starts it sooner; the boot never waits on it."""
        dom.later(self.start_bot_worker, WORKER_IDLE_MS)

    def start_bot_worker(self) -> None:
        """Start the bots' Web Worker, once."""
        if self.bots is None or self.bot_worker is not None:
            return
        from .bot_client import BotWorker

        self.bot_worker = BotWorker(on_fail=lambda: dom.later(self.note_bots_on_page, 0))

    def note_bots_on_page(self) -> None:
        """The worker just failed: the table on show says so at the end of its log now (each
        later paint of the log adds the note again, :meth:`render`)."""
        log = dom.el("log")
        if self.table is None or log is None or not self.bots_on_page(self.table.session):
            return
        if log.querySelector("[data-note='bots-on-page']") is None:
            log.insertAdjacentHTML("beforeend", render.log_note_html(text("bots_on_page", self.lang), "bots-on-page"))
            log.scrollTop = log.scrollHeight

    def bots_on_page(self, session: Session) -> bool:
        """True when this table's bots (or suggestions) think on the page: the worker failed."""
        if self.bot_worker is None or self.bot_worker.usable():
            return False
        return any(seat.kind == BOT or seat.suggest for seat in session.seats)

    def bot_thinking(self, seat: int, level: str, wake: Any, turn_spent: float = 0.0, explain: bool = False) -> Any:
        """A decision for ``seat`` at ``level``, ``turn_spent`` seconds into its turn: thought in
        the bots' worker, which calls ``wake`` when it answers, or (no worker) a Thinking the
        page advances in time slices.  ``explain``: the worker sends its ``explanation`` too (a
        suggestion shows it; a bot seat's move is explained from the public view instead)."""
        session = self.session
        assert session is not None
        if self.bot_worker is not None and self.bot_worker.usable():
            return self.bot_worker.think(
                lambda: bot_job.request(session, seat, level, turn_spent, explain), session.legal_of(seat), wake
            )
        return session.thinking(seat, level, turn_spent)

    @staticmethod
    def think_on(thinking: Any, then: Any) -> bool:
        """Advance ``thinking`` by one slice; True once decided, else ``then`` is scheduled (a
        decision in the worker wakes the table itself)."""
        if thinking.step(max_seconds=BOT_SLICE_S):
            return True
        if not getattr(thinking, "waiting", False):
            dom.later(then, 0)
        return False

    # -- suggestions --------------------------------------------------------------------------

    def suggest(self) -> None:
        """Ask the hard bot, like a bot seat, which choice the seat in front should make."""
        session, table = self.session, self.table
        if session is None or table is None or self.bots is None or self.advice is not None:
            return
        if session.front is None or not table.offers_suggestion():
            return
        thinking = self.bot_thinking(session.front, "hard", lambda: dom.later(self.advice_slice, 0), explain=True)
        self.advice = (len(session.record.moves), thinking)
        dom.document.body.dataset.thinking = "true"
        if not getattr(thinking, "waiting", False):
            dom.later(self.advice_slice, 30)

    def advice_slice(self) -> None:
        session = self.session
        if session is None or self.advice is None or self.advice[0] != len(session.record.moves):
            self.advice = None
            dom.document.body.dataset.thinking = "false"
            return
        moves, thinking = self.advice
        if not self.think_on(thinking, self.advice_slice):
            return
        self.advice = None
        dom.document.body.dataset.thinking = "false"
        legal = session.legal()
        if thinking.choice in legal:
            self.suggested = (moves, legal.index(thinking.choice))
            self.suggested_why = getattr(thinking, "explanation", None)
        self.render()

    def why_last_bot(self) -> None:
        """Say why the last bot move was made, judged from what everyone at the table sees
        (``game.bots.explain.explain_move``: the bot's own secrets play no part)."""
        session = self.session
        if session is None or self.bots is None or self.last_bot is None:
            return
        moves, seat, before, choice, level = self.last_bot
        if moves != len(session.record.moves):
            return
        from game.bots.explain import explain_move

        self.last_bot_why = explain_move(session.game, before, seat, choice, level, session.record.seed + moves)
        self.render()

    # -- bots -----------------------------------------------------------------------------------

    def maybe_bot(self) -> None:
        """If a bot must decide, start its decision once the page has painted the last move (so
        drawing the board never competes with the bot's thinking for the page's time)."""
        session = self.session
        if session is None or self.bots is None or self.thinking is not None or self.bot_due:
            return
        if session.bot_to_move() is None:
            return
        self.bot_due = True
        dom.document.body.dataset.thinking = "true"
        dom.after_paint(self.start_bot)

    def start_bot(self) -> None:
        self.bot_due = False
        session = self.session
        seat = session.bot_to_move() if session is not None and self.thinking is None else None
        if session is None or seat is None:
            dom.document.body.dataset.thinking = "true" if self.thinking is not None else "false"
            return
        level = session.seats[seat].level or "medium"
        moves = session.record.moves
        spent = self.bot_clock.spent(seat, moves[-1][0] if moves else None, float(js.performance.now()) / 1000)
        thinking = self.bot_thinking(seat, level, lambda: dom.later(self.bot_slice, 0), spent)
        self.thinking = (seat, len(session.record.moves), thinking)
        dom.document.body.dataset.thinking = "true"
        if not getattr(thinking, "waiting", False):
            dom.later(self.bot_slice, 30)

    def bot_slice(self) -> None:
        session = self.session
        if session is None or self.thinking is None:
            self.thinking = None
            dom.document.body.dataset.thinking = "false"
            return
        seat, moves, thinking = self.thinking
        if moves != len(session.record.moves):  # the game moved on (undo, new game): drop it
            self.thinking = None
            dom.document.body.dataset.thinking = "false"
            return
        try:
            done = self.think_on(thinking, self.bot_slice)
        except Exception:
            self.thinking = None
            dom.document.body.dataset.thinking = "false"
            raise
        if not done:
            return
        self.thinking = None
        dom.document.body.dataset.thinking = "false"
        self.last_bot = (len(session.record.moves) + 1, seat, session.state, thinking.choice, thinking.level)
        self.last_bot_why = None
        session.play(thinking.choice, seat)
        self.after_move()

    # -- replay and analysis --------------------------------------------------------------------

    def replay_current(self, tab: str = "") -> None:
        if self.session is not None:
            record, seats, game = self.session.record, self.session.seats, self.session.game
            try:
                cached = self.store.open_record(self.save_id)[3] if self.save_id else None
            except Exception:  # a save that cannot be read has no analysis to offer
                cached = None
            self.start_replay(Replay(record, seats, game, build=False), cached, tab)

    def open_replay(self, save_id: str, tab: str = "") -> None:
        try:
            record, seats, game, cached = self.store.open_record(save_id)
            replay = Replay(record, seats, game, build=False)
        except Exception as exc:  # a save is untrusted input: refused, never a crash
            self.refused("save_refused", exc)
            return
        self.save_id = save_id
        self.start_replay(replay, cached, tab)

    def start_replay(self, replay: Replay, cached: Any = None, tab: str = "") -> None:
        """The replay screen on ``replay``, built in slices behind "Preparing the replay…";
        then at the start, or at the end with the analysis running for ``tab`` "advantage"."""
        title = self.titles.get(replay.record.game, replay.record.game)
        postgame = PostGame(replay, self.lang, title, analysable=self.bots is not None)
        postgame.adopt(cached)
        self.table = None
        self.session = None
        self.postgame = postgame
        self.painted = {}
        dom.document.body.dataset.mode = "replay"
        blank = dict.fromkeys(("public", "private", "choices", "progress", "log", "pieces", "highlight"), "")
        self.paint_panels({**blank, "status": postgame.status_html()})
        for key in ("postgame", "replay-buttons", "scrub-label"):  # no trace of an earlier replay
            dom.set_html(key, "")
        dom.show_screen("table")
        asyncio.ensure_future(self.load_replay_map())
        dom.later(lambda: self.build_slice(postgame, tab), 30)

    def build_slice(self, postgame: PostGame, tab: str) -> None:
        """Replay one slice more of the record; once complete, open the replay."""
        if postgame is not self.postgame:
            return
        try:
            done = postgame.replay.extend(ANALYSIS_SLICE_S)
        except Exception as exc:  # a record that does not replay: refused, back to the menu
            self.refused("save_refused", exc)
            self.show_lobby()
            return
        if not done:
            dom.set_html("status", postgame.status_html())
            dom.later(lambda: self.build_slice(postgame, tab), 0)
            return
        postgame.replay.go(0)
        if tab == ADVANTAGE and postgame.analysable:
            self.show_tab(ADVANTAGE)
            postgame.replay.go(postgame.replay.total)
        self.render_replay()

    async def load_replay_map(self) -> None:
        replay = self.replay
        if replay is None:
            return
        url = replay.adapter.map_file(replay.view())
        svg = await dom.fetch_text(url) if url else None
        self.map_svg = svg if svg and "<svg" in svg else replay.adapter.fallback_map(replay.view())
        self.install_board(self.map_svg)
        self.zoom_due = False  # nothing on a replay's board is tapped: it opens whole, at fit
        self.render_replay()

    def render_replay(self) -> None:
        postgame = self.postgame
        if postgame is None:
            return
        postgame.lang = self.lang
        if not postgame.replay.complete:  # still being built: its progress only
            dom.set_html("status", postgame.status_html())
            return
        replay = postgame.replay
        panels = postgame.panels(render.anchors(self.map_svg or ""), bool(self.map_svg))
        # The charts' panel first (it holds the legend's and the cursor's slots), each part
        # redrawn only when it changed: scrubbing moves the cursor, not the chart.
        if self.painted.get("postgame") != panels["postgame"]:
            dom.set_html("postgame", panels["postgame"])
            self.painted = {"postgame": panels["postgame"]}
        for key in ("pg-legend", "pg-cursor", "replay-buttons"):
            if self.painted.get(key) != panels[key]:
                dom.set_html(key, panels[key])
                self.painted[key] = panels[key]
        self.paint_panels(panels)
        scrub = dom.el("scrub")
        if scrub is not None:
            scrub.max = str(replay.total)
            scrub.value = str(replay.step)
            scrub.setAttribute("aria-valuetext", postgame.scrub_label())
        dom.set_text("scrub-label", postgame.scrub_label())
        undo = dom.el("undo")
        if undo is not None:
            undo.disabled = True
        dom.show_screen("table")

    def postgame_action(self, action: str, data: Any) -> None:
        postgame = self.postgame
        if postgame is None or not postgame.replay.complete:
            return
        if action == "replay-go":
            postgame.go(int(data.step))
        elif action == "replay-jump":
            postgame.jump(str(data.unit), int(data.dir))
        elif action == "replay-play":
            if postgame.toggle_play() and not self.play_due:
                self.play_due = True
                dom.later(self.play_tick, PLAY_MS)
        elif action == "postgame-tab":
            self.show_tab(str(data.tab))
        elif action in ("postgame-svg", "postgame-png"):
            self.export_chart(action == "postgame-png")
            return
        elif action == "replay-watch":
            if not self.watch_as(postgame, str(data.seat)):
                return
        elif action == "replay-watch-ready" and int(data.seat) in postgame.watch_seats():
            postgame.replay.watch(int(data.seat))  # the player behind the hand-off said who they are
            dom.set_html("handoff", "")
            dom.show_screen("table")
        elif action == "replay-watch-cancel":
            dom.set_html("handoff", "")
            dom.show_screen("table")
        self.render_replay()

    def watch_as(self, postgame: PostGame, seat: str) -> bool:
        """Watch a game in progress as the table at once, or as a seat after a hand-off to it;
        whether the replay is to be redrawn now."""
        if not postgame.watchable():
            return False
        if not seat:
            postgame.replay.watch(None)
            return True
        if int(seat) not in postgame.watch_seats():
            return False
        postgame.replay.watch(None)  # nothing private stays on screen behind the hand-off
        self.render_replay()
        dom.set_html("handoff", postgame.handoff_html(int(seat)))
        dom.show_screen("handoff")
        return False

    def show_tab(self, tab: str) -> None:
        """Show a chart; the advantage starts the analysis if it is not in the save yet."""
        postgame = self.postgame
        if postgame is None:
            return
        postgame.tab = tab
        if tab == ADVANTAGE and postgame.job is None and postgame.start_analysis(self.analysis_job) is not None:
            dom.later(lambda: self.analysis_slice(postgame), 30)

    def analysis_job(self, postgame: PostGame) -> Any:
        """The analysis of ``postgame``'s game, made in the bots' worker (each part it answers
        wakes :meth:`analysis_slice`), or on the page in slices if there is no worker."""
        self.start_bot_worker()
        if self.bot_worker is None:
            return postgame.local_analysis(postgame.cache)
        replay = postgame.replay
        return self.bot_worker.analyse(
            analysis.request(replay.record, replay.seats, postgame.cache),
            postgame.movers(),
            postgame.local_analysis,
            lambda: self.analysis_slice(postgame),
        )

    def analysis_slice(self, postgame: PostGame) -> None:
        """Advance the analysis one slice (or take the part the worker answered); draw and save
        what it found; go on until done (or until the player leaves this replay)."""
        job = postgame.job
        if job is None or postgame is not self.postgame:
            if job is not None and hasattr(job, "cancel"):
                job.cancel()
            return
        done = job.step(ANALYSIS_SLICE_S)
        if postgame.take_result():
            if postgame.cache is not None and self.save_id:
                self.store.keep_analysis(self.save_id, postgame.cache)
            self.render_replay()
        elif done:
            self.render_replay()
        else:
            progress = dom.el("analysis-progress")
            pct = round(job.progress * 100)
            if progress is not None:
                progress.value = pct
            dom.set_text("analysis-text", text("pg_analysing", self.lang, pct=pct))
        if not done and not getattr(job, "waiting", False):  # the worker's answer wakes it
            dom.later(lambda: self.analysis_slice(postgame), 0)

    def play_tick(self) -> None:
        self.play_due = False
        postgame = self.postgame
        if postgame is None or not postgame.playing:
            return
        playing = postgame.play_tick()
        self.render_replay()
        if playing:
            self.play_due = True
            dom.later(self.play_tick, PLAY_MS)

    def export_chart(self, png: bool) -> None:
        postgame = self.postgame
        found = postgame.export_svg() if postgame is not None else None
        if found is None:
            return
        name, svg = found
        if png:
            dom.download_png(name.removesuffix(".svg") + ".png", svg)
        else:
            dom.download(name, svg, "image/svg+xml")

    # -- rules ----------------------------------------------------------------------------------

    def open_rules(self) -> None:
        dialog = dom.el("rules-dialog")
        if dialog is None:
            return
        body = summary_html(self.current_game(), self.lang)
        close = render.esc(text("close", self.lang))
        dialog.innerHTML = (
            f'<div class="rules-body">{body}</div>'
            f'<button type="button" class="primary" data-action="rules-close">{close}</button>'
        )
        if not dialog.open:
            dialog.showModal()

    def close_rules(self) -> None:
        dialog = dom.el("rules-dialog")
        if dialog is not None and dialog.open:
            dialog.close()
