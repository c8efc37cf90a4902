"""The session controller: one game at the table, with no browser in sight.

A :class:`Session` holds the game record (setup, seed, choices), the current
state and the events of every move.  It decides which seat is in front of
the screen, when the device must be handed to someone else, what may be
undone, and it is the hook where bots are asked for their choices.  It holds
no rule: legality, texts and reasons come from the engine.

Pass-and-play privacy: ``front`` is the seat whose private view may be on
screen.  When the next decision belongs to another human and the game has
hidden information, :meth:`Session.needs_handoff` is true and the UI must
show nothing private until :meth:`Session.take_device` is called.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any

from game import registry
from game.core.choice import Choice, find
from game.core.errors import IllegalMove
from game.core.protocol import ENGINE_CHOICE, Event, Game, private_to, reveals, visible_events
from game.core.record import Record, replay

from .i18n import isolate

HUMAN = "human"
BOT = "bot"
SEAT_KINDS: tuple[str, ...] = (HUMAN, BOT)
#: The choice of a seat the engine plays itself (``Game.engine_seats``, Vinci's virtual
#: players): the table applies it at once, whatever the seat's kind in setup.
ENGINE_KIND = ENGINE_CHOICE
#: Bound on engine-played steps applied in a row (design value): a guard against an engine
#: that never hands the turn back, far above Vinci's at most one step per virtual seat.
ENGINE_STEPS_MAX = 50

#: The budget a game's own bot level thinks with (Vinci's "virtual"): such a level falls back on
#: medium's search where its rule is silent, so it gets medium's browser settings (design value).
OWN_LEVEL_BUDGET = "medium"

#: The log keeps this many sentences on screen (design value): the save stores
#: the record, never the log, so nothing grows without bound.
LOG_LIMIT = 300

#: A bot: given the game, the real state and its seat, return one of
#: ``game.legal(state, seat)``.  The bots package decides fairly (it
#: determinizes first); the session only asks and applies.
BotHook = Callable[[Game, Any, int], Choice]


@dataclass(frozen=True)
class SeatInfo:
    """Who sits at a seat: a name, a style (colour paired with a shape) and human or bot."""

    name: str
    style: str
    kind: str = HUMAN
    level: str = ""  # the bot level (game.bots.levels_for) of a bot seat
    suggest: bool = False  # a human seat may ask the hard bot to suggest a move (lobby option, off by default)

    def to_json(self) -> dict[str, str | bool]:
        data: dict[str, str | bool] = {"name": self.name, "style": self.style, "kind": self.kind}
        if self.level:
            data["level"] = self.level
        if self.suggest:
            data["suggest"] = True
        return data

    def shown(self) -> SeatInfo:
        """This seat as the screen names it: its name bidi-isolated (``i18n.isolate``), so a
        right-to-left name cannot flip the sentence around it."""
        return replace(self, name=isolate(self.name))

    def offers_suggestions(self) -> bool:
        """Whether the table shows this seat a "suggest a move" button: a human who asked for it."""
        return self.kind == HUMAN and self.suggest


class UndoRefused(Exception):
    """Undo is not allowed now; ``key`` names the i18n string that says why."""

    def __init__(self, key: str) -> None:
        super().__init__(key)
        self.key = key


class Session:
    """A game in progress (or finished) at the table.  See the module docstring."""

    def __init__(
        self,
        game: Game,
        record: Record,
        seats: Sequence[SeatInfo],
        state: Any,
        history: Sequence[Sequence[Event]],
        bot: BotHook | None = None,
    ) -> None:
        if len(seats) != record.players:
            raise ValueError(f"{len(seats)} seats for a {record.players}-player record")
        if len(history) != len(record.moves):
            raise ValueError(f"{len(history)} event lists for {len(record.moves)} moves")
        self.game = game
        self.record = record
        self.seats = tuple(seats)
        self.state = state
        self.history: list[list[Event]] = [list(h) for h in history]
        self.bot = bot
        self._legal_cache: tuple[Any, dict[int, list[Choice]]] | None = None
        #: The log's sentences written so far, for (language, names): id of an event -> (the
        #: event, its sentence). Each tap paints the log again; its old lines do not change.
        self._described: tuple[str, list[str], dict[int, tuple[Event, str]]] | None = None
        self.front: int | None = None
        #: The seat an undo from a screen without a private view gives the device back to
        #: (the hand-off says "Pass the device back to ..."); None once someone takes it.
        self.handed_back: int | None = None
        #: The seat that asked, on an open turn, to see its secrets (a hand-off serves it).
        self.asked_private: int | None = None
        self._settle_front()

    # -- construction -------------------------------------------------------------------------

    @classmethod
    def new(
        cls,
        name: str,
        seats: Sequence[SeatInfo],
        options: dict[str, Any] | None,
        seed: int,
        bot: BotHook | None = None,
    ) -> Session:
        """A fresh game; raises SetupError (from the engine) on bad counts or options."""
        game = registry.load(name)
        opts = game.SPEC.check_setup(len(seats), options or {})
        state = game.new_game(len(seats), opts, seed)
        session = cls(game, Record(name, len(seats), opts, seed), seats, state, [], bot)
        session.run_engine()
        return session

    @classmethod
    def from_record(
        cls, record: Record, seats: Sequence[SeatInfo], game: Game | None = None, bot: BotHook | None = None
    ) -> Session:
        """Replay ``record``; raises SaveError if it does not replay."""
        game = game or registry.load(record.game)
        state, history = replay(record, game)
        return cls(game, record, seats, state, history, bot)

    # -- whose turn ---------------------------------------------------------------------------

    @property
    def spec_name(self) -> str:
        return self.record.game

    def is_over(self) -> bool:
        return bool(self.game.is_over(self.state))

    def to_act(self) -> frozenset[int]:
        return frozenset(self.game.to_act(self.state))

    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.kind == HUMAN]

    def engine_played(self, seat: int) -> bool:
        """Whether the engine plays ``seat`` (``Game.engine_seats``): when it is to act, its
        only legal choice is ``ENGINE_KIND``, applied at once."""
        return seat in self.game.engine_seats(self.state)

    def next_seat(self) -> int | None:
        """The seat the table serves next: an engine-played seat first (it decides at once),
        then the one in front if it must act, then the one an undo handed the device back
        to (:attr:`handed_back`), else the lowest human seat that must act
        (simultaneous decisions go seat by seat), else the lowest bot seat; None once the
        game is over."""
        acting = sorted(self.to_act())
        if not acting:
            return None
        engine = [s for s in acting if self.engine_played(s)]
        if engine:
            return engine[0]
        if self.front in acting:
            return self.front
        if self.handed_back in acting:  # an undo gives the device back to the player who chose
            return self.handed_back
        humans = [s for s in acting if self.seats[s].kind == HUMAN]
        return humans[0] if humans else acting[0]

    def engine_to_move(self) -> int | None:
        """The engine-played seat that must act now, or None."""
        seat = self.next_seat()
        return seat if seat is not None and self.engine_played(seat) else None

    def play_engine(self) -> list[Event] | None:
        """Apply the single ``ENGINE_KIND`` choice of the engine-played seat; None if there is none."""
        seat = self.engine_to_move()
        if seat is None:
            return None
        choice = self.legal_of(seat)[0]
        self.state, events = self.game.apply(self.state, seat, choice)
        self.record = self.record.add(seat, choice)
        self.history.append(list(events))
        self._settle_front()
        return list(events)

    def _decides(self, seat: int | None, kind: str) -> bool:
        return seat is not None and self.seats[seat].kind == kind and not self.engine_played(seat)

    def bot_to_move(self) -> int | None:
        """The bot seat that must decide now (and no human is waiting first), or None."""
        seat = self.next_seat()
        return seat if self._decides(seat, BOT) else None

    def privacy_matters(self) -> bool:
        """Whether handing the device over must hide private information."""
        return bool(self.game.SPEC.hidden_information) and len(self.humans()) > 1

    def private_decision(self, seat: int) -> bool:
        """Whether ``seat``'s decision now draws on what only it sees (the engine says so; a game
        that does not say is private throughout: a hand-off every time)."""
        decide = getattr(self.game, "private_decision", None)
        return True if decide is None else bool(decide(self.state, seat))

    def open_turn(self) -> bool:
        """True when another human than the one in front decides now, with nothing private on
        the screen: no hand-off, the spectator's view, that seat's choices and a banner naming
        it (issue 16.4).  Never for a seat an undo hands the device back to."""
        seat = self.next_seat()
        return (
            seat is not None
            and self.privacy_matters()
            and self._decides(seat, HUMAN)
            and seat != self.front
            and seat != self.handed_back
            and seat != self.asked_private
            and not self.private_decision(seat)
        )

    def actor(self) -> int | None:
        """The seat the screen's choices are for: the one in front, or the one an open turn serves."""
        return self.next_seat() if self.open_turn() else self.front

    def ask_private(self) -> None:
        """On an open turn, its player asks to see its own secrets: a hand-off to it first."""
        if self.open_turn():
            self.asked_private = self.next_seat()

    def needs_handoff(self) -> bool:
        """True when the next human to decide is not the seat in front of the screen and must
        see its secrets to decide (else the turn is open)."""
        seat = self.next_seat()
        return self._decides(seat, HUMAN) and seat != self.front and not self.open_turn()

    def take_device(self) -> int | None:
        """The next human confirms they hold the device; they are now in front."""
        seat = self.next_seat()
        if self._decides(seat, HUMAN):
            self.front = seat
            self.handed_back = self.asked_private = None
        return self.front

    def leave_device(self) -> None:
        """Nobody is known to be in front (after a reload or on the lobby)."""
        self.front = None
        self._settle_front()

    def _settle_front(self) -> None:
        # Without privacy to protect, the device simply follows the turn.
        if not self.privacy_matters():
            seat = self.next_seat()
            if seat is not None and self._decides(seat, HUMAN):
                self.front = seat
            elif self.front is None and self.humans():
                self.front = self.humans()[0]

    def viewer(self) -> int | None:
        """The seat whose view may be drawn now; None (spectator) during a hand-off."""
        if self.privacy_matters() and (self.needs_handoff() or self.open_turn()):
            return None
        return self.front

    # -- choices ------------------------------------------------------------------------------

    def legal_of(self, seat: int) -> list[Choice]:
        """``game.legal`` of ``seat`` in the current state, computed once per state: one tap
        renders many panels that all ask, and an engine's legal() may cost milliseconds."""
        cached = self._legal_cache
        if cached is None or cached[0] is not self.state:
            cached = self._legal_cache = (self.state, {})
        if seat not in cached[1]:
            cached[1][seat] = self.game.legal(self.state, seat)
        return cached[1][seat]

    def legal(self) -> list[Choice]:
        """The choices of the seat in front, if it must decide now (else none; an
        engine-played seat's choice is applied by the table, never offered)."""
        seat = self.actor()
        if seat is None or self.needs_handoff() or seat not in self.to_act():
            return []
        if self.engine_played(seat):
            return []
        return list(self.legal_of(seat))

    def play(self, choice: Choice, seat: int | None = None) -> list[Event]:
        """Apply ``choice`` for ``seat`` (default: the seat in front).

        The choice is looked up in ``legal`` so the listed one (with its targets) is
        recorded; anything else goes to the engine, whose IllegalMove carries the
        reason the player will read.  The state is unchanged on refusal.
        """
        seat = self.actor() if seat is None else seat
        if seat is None:
            raise IllegalMove("nobody is in front of the screen")
        listed = find(self.legal_of(seat), choice)
        state, events = self.game.apply(self.state, seat, listed or choice)
        if self.privacy_matters() and seat != self.front and self.seats[seat].kind == HUMAN:
            # Chosen on an open turn: the device went round the table, so nobody's private view
            # may come back without a hand-off.
            self.front = None
        self.state = state
        self.record = self.record.add(seat, listed or choice)
        self.history.append(list(events))
        self._settle_front()
        return list(events) + self.run_engine()

    def run_engine(self) -> list[Event]:
        """Apply every step of engine-played seats now due, each its own record entry (and
        so its own lines in the log); the events of all of them."""
        events: list[Event] = []
        for _ in range(ENGINE_STEPS_MAX):
            more = self.play_engine()
            if more is None:
                break
            events += more
        return events

    def play_bot(self) -> list[Event] | None:
        """Ask the bot hook for the bot seat to move, apply its choice; None if no bot must move."""
        seat = self.bot_to_move()
        if seat is None or self.bot is None:
            return None
        return self.play(self.bot(self.game, self.state, seat), seat)

    def bot_budget(self, seat: int, level: str, turn_spent: float = 0.0) -> tuple[int, Any]:
        """The seed and the ``game.bots.Settings`` of ``seat``'s decision at ``level`` now,
        ``turn_spent`` seconds into its turn: seeded from the record so the decision is
        reproducible, with the browser's budget.  The one place both the page's time slices
        and the bots' worker take them from."""
        import game.bots as bots
        from game.bots.evaluation import tuning_for

        budget = level if level in bots.LEVELS else OWN_LEVEL_BUDGET
        seed = bots.decision_seed(self.record.seed, len(self.record.moves), seat)
        # The game's own tuning (search width, play-out depth) as the arena measured it;
        # the browser's time budget still caps it.
        players = getattr(self.state, "players", None)
        return seed, bots.Settings.browser(budget, tuning=tuning_for(self.game), turn_spent=turn_spent, players=players)

    def thinking(self, seat: int, level: str, turn_spent: float = 0.0, plan: Any = None) -> Any:
        """A ``game.bots.Thinking`` deciding for ``seat`` at ``level`` (one of the game's
        ``levels_for``) now, with :meth:`bot_budget` and the seat's ``plan`` if any (the rest
        of its last searched move); the table advances it in time slices when the bots' worker
        cannot (ui/bot_job.py sends the same to the worker)."""
        import game.bots as bots

        seed, settings = self.bot_budget(seat, level, turn_spent)
        return bots.Thinking(self.game, self.state, seat, level, seed=seed, settings=settings, plan=plan)

    def refusal(self, choice: Choice) -> IllegalMove | None:
        """Why the engine refuses ``choice`` from the seat in front now (None if it is legal):
        the error carries the refusal key its catalog says in a player's words."""
        seat = self.actor()
        if seat is None:
            return IllegalMove("nobody is in front of the screen", "not_to_act", {"seat": 0})
        if find(self.legal_of(seat), choice) is not None:
            return None
        try:
            self.game.apply(self.state, seat, choice)
        except IllegalMove as exc:
            return exc
        return IllegalMove("the engine accepted an unlisted choice")  # a bug the conformance test catches

    # -- multi-step moves and undo ------------------------------------------------------------

    def pending_steps(self) -> list[Choice]:
        """The steps of a move still in progress by the seat in front: its trailing
        choices that produced no event (engines report a move's effects when it is
        committed, so an intermediate step such as "pick a tile" yields none)."""
        steps: list[Choice] = []
        actor = self.actor()
        for (seat, choice), events in zip(reversed(self.record.moves), reversed(self.history)):
            if seat != actor or events:
                break
            steps.append(choice)
        steps.reverse()
        return steps

    def cancel_pending(self) -> int:
        """Take back the steps of the move in progress; how many were taken back."""
        n = len(self.pending_steps())
        if n:
            self._truncate(len(self.record.moves) - n)
        return n

    def undo_refusal(self) -> str | None:
        """Why the seat in front may not undo its last decision now (an i18n key), or None."""
        start = self.undo_start()
        return start if isinstance(start, str) else None

    def undo_start(self) -> int | str:
        """Where an undo truncates the record, or why it may not (an i18n key).

        Only the seat in front undoes, only its own last decision together with the bot (and
        engine-played) replies that followed it (issue 16.8), never another human's, never past
        an event that revealed hidden information or a random result, nor one that told another
        seat something privately.
        """
        moves = self.record.moves
        if not moves:
            return "undo_none"
        if self.front is None:  # after a reload or a hand-off: whoever holds the device is not known
            return "undo_nobody"
        start = len(moves) - 1
        while start >= 0 and moves[start][0] != self.front:
            if self.seats[moves[start][0]].kind == HUMAN:
                return "undo_other"
            start -= 1
        if start < 0:
            return "undo_other"
        for events in self.history[start:]:
            if reveals(events) or any(private_to(e) not in (None, self.front) for e in events):
                return "undo_reveal"
        return start

    def undo(self, hand_back: bool = False) -> None:
        """Take back the last choice; raises UndoRefused with the reason otherwise.

        ``hand_back``: the undo was asked where no private view was on screen (the hand-off,
        the end screen), so whoever tapped may already be someone else: with privacy to
        protect, nobody is in front afterwards and the player who chose gets the device back
        through a hand-off (:attr:`handed_back`).
        """
        start = self.undo_start()
        if isinstance(start, str):
            raise UndoRefused(start)
        front = self.front
        self._truncate(start)
        self.front = front
        if hand_back and self.privacy_matters():
            self.front, self.handed_back = None, front

    def _truncate(self, n: int) -> None:
        front = self.front
        record = self.record.truncated(n)
        state, history = replay(record, self.game)
        self.record, self.state, self.history = record, state, [list(h) for h in history]
        self.front = front
        self._settle_front()

    # -- since a seat's last turn --------------------------------------------------------------

    def since_last_turn(self, seat: int, viewer: int | None) -> list[tuple[int, list[Event]]]:
        """Every record entry after ``seat``'s last one (all of them if it never chose), as
        (who chose, the events ``viewer`` may see), those with no visible event left out."""
        moves = self.record.moves
        start = next((i + 1 for i in range(len(moves) - 1, -1, -1) if moves[i][0] == seat), 0)
        out = [(moves[i][0], visible_events(self.history[i], viewer)) for i in range(start, len(moves))]
        return [(who, events) for who, events in out if events]

    # -- the log ------------------------------------------------------------------------------

    def log(self, lang: str, seat: int | None = None, limit: int = LOG_LIMIT) -> list[str]:
        """The last ``limit`` sentences of the log that ``seat`` may read, oldest first, the
        players called by their names from setup."""
        names = seat_names(self.seats)
        visible = [event for events in self.history for event in visible_events(events, seat)][-limit:]
        if self._described is None or self._described[:2] != (lang, names):
            self._described = (lang, names, {})
        # Keyed by the event's id: the event is kept beside its sentence, so no other object
        # takes that id; an undo replays the record into new events, which are written anew.
        written = self._described[2]
        lines: list[str] = []
        for event in visible:
            known = written.get(id(event))
            if known is None:
                known = written[id(event)] = (event, self.game.describe(event, lang, names))
            lines.append(known[1])
        return lines


def seat_names(seats: Sequence[SeatInfo]) -> list[str]:
    """The players' names from setup, by seat, as the screen shows them (bidi-isolated,
    ``SeatInfo.shown``): what the engines' texts call them."""
    return [s.shown().name for s in seats]
