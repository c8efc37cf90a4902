"""Where and when the bots think: the bots' Web Worker (or, when it fails, the page in time
slices), a bot seat's decision once the page has painted, the hard bot's suggestion for a human
seat and the explanation of the last bot move.

A part of :class:`ui.app.App` (a mixin): it keeps the App's ``thinking``, ``advice``,
``suggested*``, ``last_bot*``, ``has_bots``, ``bot_worker``, ``bot_due``, ``bot_clock`` and ``bot_plans``.
"""

from __future__ import annotations

import importlib.util
from typing import Any

import js  # type: ignore[import-not-found]

from . import bot_job, dom, render
from .i18n import text
from .session import BOT, Session

#: Longest slice of bot thinking on the main thread (design value, s): well under a 100 ms task.
BOT_SLICE_S = 0.04
#: When the bots' worker starts if no table needs it sooner (design value, ms after the lobby is
#: ready): late enough to leave the first seconds of a visit to the page, soon enough to store
#: the build's memory snapshot during a first visit for the next one.
WORKER_IDLE_MS = 5000


def load_bots() -> Any:
    """The ``game.bots`` package, or None in a build without it."""
    try:
        import game.bots as bots
    except ImportError:
        return None
    return bots


def bots_present() -> bool:
    """True when this build has the bots, found without importing them (the lobby needs only
    to know; a first visit imports them once the lobby is ready, ui/main.py)."""
    return importlib.util.find_spec("game.bots") is not None


class BotDriver:
    has_bots: bool  # bots_present(), set by App

    @property
    def bots(self) -> Any:
        """The ``game.bots`` package, imported at first use, or None in a build without it."""
        return load_bots() if self.has_bots else None

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

    def bot_thinking(
        self, seat: int, level: str, wake: Any, turn_spent: float = 0.0, explain: bool = False, plan: Any = None
    ) -> Any:
        """A decision for ``seat`` at ``level``, ``turn_spent`` seconds into its turn: thought in
        the bots' worker, which calls ``wake`` when it answers, or (no worker) a Thinking the
        page advances in time slices.  ``explain``: the worker sends its ``explanation`` too (a
        suggestion shows it; a bot seat's move is explained from the public view instead).
        ``plan``: the rest of the move the seat's last decision searched (``game.bots.Plan``)."""
        session = self.session
        assert session is not None
        if self.bot_worker is not None and self.bot_worker.usable():
            return self.bot_worker.think(
                lambda: bot_job.request(session, seat, level, turn_spent, explain, plan), session.legal_of(seat), wake
            )
        return session.thinking(seat, level, turn_spent, plan)

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
        (``game.bots.explain.explain_move``: the bot's own secrets play no part), in the bots'
        worker when there is one, so the page answers taps meanwhile."""
        session = self.session
        if session is None or self.bots is None or self.last_bot is None:
            return
        moves, seat, before, choice, level = self.last_bot
        if moves != len(session.record.moves) or self.last_bot_asked == moves:
            return
        self.last_bot_asked = moves  # a second tap while it is judged asks nothing more
        asked = self.last_bot
        request = bot_job.why_request(session, moves, seat, before, choice, level)

        def told(why: Any) -> None:
            if self.session is session and self.last_bot is asked:  # not another move since
                self.last_bot_why = why
                self.render()

        if self.bot_worker is not None and self.bot_worker.usable():
            self.bot_worker.explain(request, told)
            self.render()  # the button shows it is busy meanwhile
        else:
            dom.document.documentElement.dataset.why = "page"
            told(bot_job.explain(request))

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
        plan = self.bot_plans.pop(seat, None)
        thinking = self.bot_thinking(seat, level, lambda: dom.later(self.bot_slice, 0), spent, plan=plan)
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
        self.last_bot_why = self.last_bot_asked = None
        self.bot_plans[seat] = getattr(thinking, "plan", None)
        session.play(thinking.choice, seat)
        self.after_move()
