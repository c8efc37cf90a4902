"""The analysis of a finished game: each seat's advantage over the game, the key moments,
and what the hard bot would have played at each of them.

**Advantage.**  At a sample of steps (every change of the deciding seat, thinned evenly
to at most ``SAMPLES_MAX``, always with the first and the last step) the bots'
evaluation ``v(state, seat)`` in [0, 1] (``game.bots.evaluator_for``: 1 = surely won,
0 = surely lost, 0.5 even) is taken for every seat and turned into a share of the
chances that sums to 1 over the seats:
``share(seat) = w(seat) / sum of w over seats`` with ``w = sqrt(v / (1 - v))`` (``v``
kept within ``EDGE`` of 0 and 1).  The square root of the odds gives back ``v`` itself
for two seats (whose evaluations sum to 1), and with more seats it lets a clear leader
stand out as the leader it is (``v / sum v`` would give a seat valued 0.9 against three
at 0.3 only half the chances).  Once the game is over the shares are the result: the
winner has 1 (seats sharing first place share it), the others 0.

**Key moments.**  Between two consecutive samples the swing is the largest change of any
seat's share; the ``KEY_MOMENTS`` largest swings (of at least ``MIN_SWING``) are the key
moments, listed in the order they happened.  Each starts at the step where the seat
then deciding (its *mover*) made its choice.

**The bot's choice.**  At each key moment the hard bot is asked what it would have played
for the mover, exactly as the table's "suggest a move" asks it
(:meth:`ui.session.Session.thinking`: same seed rule, same browser budget).

The work is a :class:`Analysis` advanced in short slices (:meth:`Analysis.step`), so the
page never freezes; the same object runs to the end at once in a worker or a test
(:meth:`Analysis.run`, :func:`answer`).  Its result, a :class:`Cache`, is JSON kept in the
save (the optional ``"analysis"`` field): :meth:`Cache.from_json` checks its shape, and
:meth:`Cache.fresh` tells a cache made for this very record by this version of the
analysis from a stale one, which is recomputed.
"""

from __future__ import annotations

import hashlib
import math
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from game import registry
from game.core.choice import Choice
from game.core.errors import SaveError
from game.core.jsondata import dumps, field
from game.core.protocol import Event, Game
from game.core.record import Record, start

from .session import SeatInfo, Session

#: Bumped whenever the analysis would compute something else: older caches are then stale.
ANALYSIS_VERSION = 1
#: Most steps evaluated (design value): a chart point every few pixels, a few seconds of work.
SAMPLES_MAX = 240
#: How many key moments are listed (issue 20).
KEY_MOMENTS = 5
#: Smallest swing that is a key moment (design value): below it the game did not turn.
MIN_SWING = 0.02
#: The level asked what it would have played (issue 20: the hard bot).
BOT_LEVEL = "hard"
#: How near 0 or 1 an evaluation is taken to be at most (design value): finite odds.
EDGE = 0.001
#: Shares are kept to this many decimals (design value): a small save, exact enough to draw.
DECIMALS = 4
#: How far the shares of a sample may sum away from 1 (rounding) before the cache is malformed.
SUM_TOLERANCE = 0.01
#: Share of the progress bar for the evaluations (the rest: the bot's choices), design value:
#: about their share of the time in the browser.
EVALUATION_SHARE = 0.35

#: Build the Thinking that decides for ``seat`` at ``step`` of the game (state and the events so far).
ThinkingFactory = Callable[[Any, int, int, Sequence[Sequence[Event]]], Any]


def digest(record: Record) -> str:
    """A short fingerprint of a record: a cache made for another record is stale.

    >>> digest(Record("tigris", 2, {}, 7)) == digest(Record("tigris", 2, {}, 7)) != digest(Record("tigris", 2, {}, 8))
    True
    """
    return hashlib.sha256(dumps(record.to_json()).encode("utf-8")).hexdigest()[:16]


def sample_steps(movers: Sequence[int], limit: int = SAMPLES_MAX) -> list[int]:
    """The steps evaluated: 0, every step where the deciding seat changes, the end (the
    number of moves), thinned evenly to ``limit`` (first and last kept).

    >>> sample_steps([0, 0, 1, 1, 0])
    [0, 2, 4, 5]
    >>> sample_steps([0, 1] * 10, limit=4)
    [0, 7, 13, 20]
    """
    total = len(movers)
    steps = [0] + [i for i in range(1, total) if movers[i] != movers[i - 1]] + [total]
    steps = sorted(set(steps))
    if len(steps) <= limit:
        return steps
    picked = {steps[round(i * (len(steps) - 1) / (limit - 1))] for i in range(limit)}
    return sorted(picked)


def shares(values: Sequence[float], winners: Sequence[int] = ()) -> list[float]:
    """Evaluations ``values`` (one per seat) as shares of the chances summing to 1 (see the
    module docstring); once the game is over, ``winners`` (the first-placed seats) share 1.

    >>> shares([0.75, 0.25]), shares([0.5, 0.5, 0.5]), shares([0.9, 0.2], winners=[1])
    ([0.75, 0.25], [0.3333, 0.3333, 0.3333], [0.0, 1.0])
    >>> shares([0.9, 0.3, 0.3, 0.3])[0]
    0.6044
    """
    if winners:
        return [round(1 / len(winners), DECIMALS) if s in winners else 0.0 for s in range(len(values))]
    weights = [math.sqrt(v / (1 - v)) for v in (min(1 - EDGE, max(EDGE, x)) for x in values)]
    total = sum(weights)
    return [round(w / total, DECIMALS) for w in weights]


@dataclass(frozen=True)
class Pick:
    """What the bot would have played for ``seat`` at ``step``; ``choice`` None: it had no other."""

    step: int
    seat: int
    choice: Choice | None

    def to_json(self) -> dict[str, Any]:
        return {"step": self.step, "seat": self.seat, "choice": None if self.choice is None else self.choice.to_json()}


@dataclass(frozen=True)
class Moment:
    """A key moment: from sample ``start`` to ``end`` the share of ``seat`` went from
    ``before`` to ``after``, while ``mover`` was deciding at ``start``."""

    start: int
    end: int
    mover: int
    seat: int
    before: float
    after: float

    @property
    def swing(self) -> float:
        return abs(self.after - self.before)


@dataclass(frozen=True)
class Cache:
    """The analysis of one record: the sampled ``steps``, every seat's share at each, and
    the bot's picks found so far (one per key moment once complete)."""

    record: str
    steps: tuple[int, ...]
    shares: tuple[tuple[float, ...], ...]
    picks: tuple[Pick, ...] = ()
    version: int = ANALYSIS_VERSION

    def fresh(self, record: Record) -> bool:
        """Whether this cache was made for ``record`` by this version of the analysis."""
        return self.version == ANALYSIS_VERSION and self.record == digest(record)

    def pick_at(self, step: int) -> Pick | None:
        return next((p for p in self.picks if p.step == step), None)

    def complete(self, movers: Sequence[int]) -> bool:
        """Whether every key moment has its pick."""
        return all(self.pick_at(m.start) is not None for m in key_moments(self, movers))

    def to_json(self) -> dict[str, Any]:
        return {
            "version": self.version,
            "record": self.record,
            "steps": list(self.steps),
            "shares": [list(row) for row in self.shares],
            "picks": [p.to_json() for p in self.picks],
        }

    @classmethod
    def from_json(cls, data: Any, players: int, moves: int) -> Cache:
        """The cache ``data`` holds for a game of ``players`` seats and ``moves`` moves;
        raises SaveError quoting what is malformed.  (A well-formed cache of another
        version or record is returned as it is: :meth:`fresh` says it is stale.)"""
        where = "save: analysis"
        version = field(data, "version", int, where)
        record = field(data, "record", str, where)
        steps = field(data, "steps", list, where)
        rows = field(data, "shares", list, where)
        raw_picks = field(data, "picks", list, where)
        if not steps or any(isinstance(s, bool) or not isinstance(s, int) for s in steps):
            raise SaveError(f"{where}: 'steps' must be a non-empty list of ints, not {steps!r}"[:300])
        if steps != sorted(set(steps)) or steps[0] < 0 or steps[-1] > moves:
            raise SaveError(f"{where}: steps must rise within 0..{moves}, not {steps[:3]}...{steps[-3:]}")
        if len(rows) != len(steps):
            raise SaveError(f"{where}: {len(rows)} rows of shares for {len(steps)} steps")
        for i, row in enumerate(rows):
            if (
                not isinstance(row, list)
                or len(row) != players
                or any(isinstance(v, bool) or not isinstance(v, (int, float)) or not 0 <= v <= 1 for v in row)
            ):
                wanted = f"{players} numbers in 0..1"
                raise SaveError(f"{where}: shares at step {steps[i]} must be {wanted}, not {row!r}"[:300])
            if abs(sum(row) - 1) > SUM_TOLERANCE:
                raise SaveError(f"{where}: shares at step {steps[i]} sum to {sum(row):.3f}, not 1")
        picks = []
        for item in raw_picks:
            step = field(item, "step", int, f"{where} pick")
            seat = field(item, "seat", int, f"{where} pick")
            if not 0 <= step < moves or not 0 <= seat < players:
                raise SaveError(f"{where}: a pick at step {step} for seat {seat} is outside the game")
            if "choice" not in item:
                raise SaveError(f"{where}: a pick at step {step} has no 'choice'")
            try:
                choice = None if item["choice"] is None else Choice.from_json(item["choice"])
            except SaveError as exc:
                raise SaveError(f"{where}: the pick at step {step}: {exc}") from exc
            picks.append(Pick(step, seat, choice))
        return cls(record, tuple(steps), tuple(tuple(float(v) for v in row) for row in rows), tuple(picks), version)


def key_moments(cache: Cache, movers: Sequence[int], limit: int = KEY_MOMENTS) -> list[Moment]:
    """The ``limit`` largest swings between consecutive samples (at least ``MIN_SWING``), in
    the order they happened; ``movers``: the deciding seat of every recorded move."""
    moments = []
    for i in range(1, len(cache.steps)):
        before, after = cache.shares[i - 1], cache.shares[i]
        start = cache.steps[i - 1]
        mover = movers[start] if start < len(movers) else 0
        changes = [abs(a - b) for a, b in zip(after, before)]
        biggest = max(changes)
        # The mover's own change is told when it is as large as any (two seats' always are).
        seat = mover if changes[mover] >= biggest - 1e-9 else changes.index(biggest)
        moments.append(Moment(start, cache.steps[i], mover, seat, before[seat], after[seat]))
    top = sorted((m for m in moments if m.swing >= MIN_SWING), key=lambda m: (-m.swing, m.start))[:limit]
    return sorted(top, key=lambda m: m.start)


class AnalysisJob(Protocol):
    """What the page needs of an analysis running anywhere (in slices here, or in a worker)."""

    done: bool

    @property
    def progress(self) -> float: ...

    @property
    def cache(self) -> Cache | None: ...

    def step(self, max_seconds: float) -> bool: ...


class Analysis:
    """The analysis of a finished game, advanced by :meth:`step` until :attr:`done`.

    ``states`` and ``events``: the replayed game (every state, every move's events), if the
    caller has them (a :class:`ui.replay.Replay`); otherwise the record is replayed here,
    in slices too.  ``cached``: a fresh cache to finish (its shares are kept; missing picks
    are thought).  ``thinking``: how to build the bot's decision (default: the table's).
    ``evaluate``: the evaluation (default: the bots' for this game).
    """

    def __init__(
        self,
        game: Game,
        record: Record,
        seats: Sequence[SeatInfo],
        states: Sequence[Any] | None = None,
        events: Sequence[Sequence[Event]] | None = None,
        cached: Cache | None = None,
        thinking: ThinkingFactory | None = None,
        evaluate: Callable[[Any, int], float] | None = None,
    ) -> None:
        from game.bots.evaluation import evaluator_for

        self.game = game
        self.record = record
        self.seats = tuple(seats)
        self.movers = [seat for seat, _ in record.moves]
        self.steps = sample_steps(self.movers)
        self.evaluate = evaluate or evaluator_for(game)
        self.make_thinking = thinking or self._table_thinking
        self.done = False
        if states is not None and events is not None:
            self.states, self.events = list(states), [list(e) for e in events]
        else:
            self.states, self.events = [start(record, game)[1]], []
        self.rows: list[tuple[float, ...]] = []
        self.picks: list[Pick] = []
        self._thinking: tuple[int, int, Any] | None = None  # (step, seat, Thinking) under way
        if cached is not None and cached.fresh(record) and list(cached.steps) == self.steps:
            self.rows = list(cached.shares)
            self.picks = list(cached.picks)

    # -- the job ----------------------------------------------------------------------------------

    @property
    def cache(self) -> Cache | None:
        """The result so far: None until every sample is evaluated, then the shares with the
        picks found so far."""
        if len(self.rows) < len(self.steps):
            return None
        return Cache(digest(self.record), tuple(self.steps), tuple(self.rows), tuple(self.picks))

    @property
    def progress(self) -> float:
        """Share of the work done, in [0, 1], for a progress bar."""
        if self.done:
            return 1.0
        replayed = (len(self.states) - 1) / max(1, len(self.record.moves))
        evaluated = len(self.rows) / len(self.steps)
        first = EVALUATION_SHARE * (0.5 * replayed + 0.5 * evaluated)
        if len(self.rows) < len(self.steps):
            return first
        moments = key_moments(self.cache, self.movers) if self.cache is not None else []
        found = sum(1 for m in moments if any(p.step == m.start for p in self.picks))
        under_way = float(self._thinking[2].progress) if self._thinking is not None else 0.0
        return EVALUATION_SHARE + (1 - EVALUATION_SHARE) * (found + under_way) / max(1, len(moments))

    def step(self, max_seconds: float) -> bool:
        """Work for about ``max_seconds`` (one evaluation or one slice of thinking past it at
        most); whether the analysis is done."""
        began = time.perf_counter()
        while not self.done:
            left = max_seconds - (time.perf_counter() - began)
            if left <= 0:
                break
            self._unit(left)
        return self.done

    def run(self) -> Cache:
        """Work to the end at once (a worker, a test); the complete cache."""
        while not self.step(1.0):
            pass
        cache = self.cache
        assert cache is not None
        return cache

    def run_part(self) -> Cache | None:
        """Work to the end of the next part (a worker's message, so the page can show progress):
        every evaluation, or one more key moment's pick; the cache so far."""
        evaluated, found = self.cache is not None, len(self.picks)
        while not self.done and (self.cache is not None) == evaluated and len(self.picks) == found:
            self._unit(1.0)
        return self.cache

    def _unit(self, seconds: float) -> None:
        if len(self.states) <= self.steps[-1] and len(self.states) <= len(self.record.moves):
            seat, choice = self.record.moves[len(self.states) - 1]
            state, events = self.game.apply(self.states[-1], seat, choice)
            self.states.append(state)
            self.events.append(list(events))
        elif len(self.rows) < len(self.steps):
            state = self.states[self.steps[len(self.rows)]]
            players = range(self.record.players)
            ranking = self.game.ranking(state) if self.game.is_over(state) else []
            winners = [s for s in players if ranking and ranking[s] == 1]
            self.rows.append(tuple(shares([self.evaluate(state, s) for s in players], winners)))
        else:
            self._think(seconds)

    def _think(self, seconds: float) -> None:
        cache = self.cache
        assert cache is not None
        if self._thinking is None:
            wanted = [m for m in key_moments(cache, self.movers) if cache.pick_at(m.start) is None]
            if not wanted:
                self.done = True
                return
            step, seat = wanted[0].start, self.movers[wanted[0].start]
            state = self.states[step]
            if len(self.game.legal(state, seat)) < 2:
                self.picks.append(Pick(step, seat, None))
                return
            # Built in a unit of its own: a decision's set-up (a determinization) may take a while.
            self._thinking = (step, seat, self.make_thinking(state, step, seat, self.events[:step]))
            return
        step, seat, thinking = self._thinking
        if thinking.step(max_seconds=seconds):
            self.picks.append(Pick(step, seat, thinking.choice))
            self._thinking = None

    def _table_thinking(self, state: Any, step: int, seat: int, events: Sequence[Sequence[Event]]) -> Any:
        session = Session(self.game, self.record.truncated(step), self.seats, state, events)
        return session.thinking(seat, BOT_LEVEL)


# -- the worker's side: plain data in, plain data out -------------------------------------------


def request(
    record: Record, seats: Sequence[SeatInfo], cached: Cache | None = None, part: bool = False
) -> dict[str, Any]:
    """The JSON-able request for the analysis of ``record`` (to send to a worker); ``part``:
    only the next part of it (:meth:`Analysis.run_part`), after what ``cached`` holds."""
    return {
        "kind": "analysis",
        "record": record.to_json(),
        "seats": [s.to_json() for s in seats],
        "cached": None if cached is None else cached.to_json(),
        "part": part,
    }


#: The last record a worker replayed and its replay (digest, states, events): the parts of one
#: analysis come one after another, and each would otherwise replay the whole game again.
_replayed: list[tuple[str, list[Any], list[list[Event]]]] = []


def answer(data: dict[str, Any]) -> dict[str, Any]:
    """Run the analysis a :func:`request` describes (to the end, or its next part); the cache as
    JSON."""
    record = Record.from_json(data["record"])
    seats = [SeatInfo(str(s["name"]), str(s["style"]), str(s["kind"]), str(s.get("level", ""))) for s in data["seats"]]
    cached = None
    if data.get("cached") is not None:
        cached = Cache.from_json(data["cached"], record.players, len(record.moves))
    game = registry.load(record.game)
    key = digest(record)
    states, events = next(((s, e) for k, s, e in _replayed if k == key), (None, None))
    job = Analysis(game, record, seats, states, events, cached=cached)
    result = job.run_part() if data.get("part") else job.run()
    if states is None and len(job.states) == len(record.moves) + 1:
        _replayed[:] = [(key, job.states, job.events)]
    assert result is not None
    return result.to_json()
