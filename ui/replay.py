"""Replay of a game from its record: any step, and steps of one move, one turn or one round.

The states are computed once, forward, from ``new_game`` and the recorded
choices, so going anywhere is free.  What is shown depends on whether the game
is over.  A finished game hides nothing any more: besides the spectator's view
(board and public panels), every seat's own view at that step is on offer
(their hands, their secret picks, as each saw them then).  A game still in
progress shows the spectator's view and the public log, and at most one
seat's own view and log: the seat the replay watches as (:attr:`viewer`,
chosen by the player behind the hand-off), never another's.

Where a "turn" and a "round" begin is the game adapter's ``replay_clock``
(keys read from the spectator view); without one, a turn is a run of choices
by one seat and a round ends when a seat that already had a turn in it
decides again.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from typing import Any

from game import registry
from game.core.errors import IllegalMove, SaveError
from game.core.protocol import Event, Game, visible_events
from game.core.record import Record, start

from .games import Adapter, adapter_for
from .session import LOG_LIMIT, SeatInfo, seat_names

#: The units a replay steps by.
UNITS: tuple[str, ...] = ("move", "turn", "round")


class Replay:
    """Step through ``record``; ``step`` is how many choices have been applied."""

    def __init__(
        self,
        record: Record,
        seats: Sequence[SeatInfo],
        game: Game | None = None,
        adapter: Adapter | None = None,
        build: bool = True,
    ) -> None:
        """The replay of ``record``, built at once, or (``build`` False) by :meth:`extend` in
        slices; raises SaveError if a recorded move is not legal where it stands."""
        self.game, first = start(record, game or registry.load(record.game))
        self.record = record
        self.seats = tuple(seats)
        self.adapter = adapter or adapter_for(record.game)
        self.states: list[Any] = [first]
        self.events: list[list[Event]] = []
        self.step = 0
        self.over = False
        #: The seat whose own view a replay of a game in progress shows (None: a spectator's).
        self.viewer: int | None = None
        self._clocks: dict[int, tuple[Any, Any]] = {}
        self._lines: dict[str, list[list[str]]] = {}
        self._hooked: bool | None = None
        self._generic = _generic_clock([seat for seat, _ in record.moves])
        if build:
            self.extend()

    @property
    def complete(self) -> bool:
        """Whether every state of the record is computed."""
        return len(self.states) > self.total

    @property
    def built(self) -> float:
        """Share of the record replayed so far, in [0, 1]."""
        return (len(self.states) - 1) / max(1, self.total)

    def extend(self, max_seconds: float | None = None) -> bool:
        """Replay more of the record: all of it, or for about ``max_seconds`` (one move past
        it at most); whether it is complete (then the replay stands at the end)."""
        began = time.perf_counter()
        while not self.complete:
            seat, choice = self.record.moves[len(self.states) - 1]
            try:
                state, events = self.game.apply(self.states[-1], seat, choice)
            except IllegalMove as exc:
                raise SaveError(f"record: move {len(self.states) - 1} ({choice.label!r}) is illegal: {exc}") from exc
            self.states.append(state)
            self.events.append(list(events))
            if max_seconds is not None and time.perf_counter() - began >= max_seconds:
                break
        if self.complete:
            self.step = self.total
            self.over = bool(self.game.is_over(self.states[-1]))
        return self.complete

    @property
    def total(self) -> int:
        return len(self.record.moves)

    def go(self, step: int) -> int:
        """Move to ``step`` (clamped to 0..total); the step reached."""
        self.step = max(0, min(self.total, step))
        return self.step

    def state(self) -> Any:
        return self.states[self.step]

    def view(self) -> dict[str, Any]:
        return dict(self.game.view(self.state(), None))

    def watch(self, seat: int | None) -> None:
        """Watch a game in progress as ``seat`` (None: as a spectator); raises ValueError for a
        seat the game does not have."""
        if seat is not None and not 0 <= seat < self.record.players:
            raise ValueError(f"seat {seat} is not one of the {self.record.players} seats")
        self.viewer = seat

    def seat_views(self) -> dict[int, dict[str, Any]]:
        """The seats' own views at this step, by seat: every seat's once the game is over;
        before, only the watching seat's (:attr:`viewer`), else none."""
        seats = range(self.record.players) if self.over else [] if self.viewer is None else [self.viewer]
        return {seat: dict(self.game.view(self.state(), seat)) for seat in seats}

    def reader(self) -> int | None:
        """Whose log this is: the watching seat's in a game in progress, else the public one."""
        return None if self.over else self.viewer

    def log(self, lang: str, limit: int = LOG_LIMIT) -> list[str]:
        """The last ``limit`` sentences of the log up to this step, oldest first: the public
        log, or the watching seat's own (:meth:`reader`)."""
        key = f"{lang}/{self.reader()}"
        if key not in self._lines:  # described once per language and reader: scrubbing redraws it often
            self._lines[key] = [self.lines(step, lang) for step in range(self.total)]
        return [line for lines in self._lines[key][: self.step] for line in lines][-limit:]

    def lines(self, move: int, lang: str) -> list[str]:
        """The sentences of the events of move ``move`` (0-based) that :meth:`reader` sees."""
        names = seat_names(self.seats)
        return [self.game.describe(e, lang, names) for e in visible_events(self.events[move], self.reader())]

    def mover(self, step: int) -> int | None:
        """The seat that made the choice taken at ``step`` (None at the end)."""
        return self.record.moves[step][0] if 0 <= step < self.total else None

    # -- turns and rounds ---------------------------------------------------------------------

    def clock(self, step: int) -> tuple[Any, Any]:
        """The (turn, round) keys of ``step``: a new turn (round) starts where its key changes."""
        if step not in self._clocks:
            keys = None
            if self._hooked is not False:
                keys = self.adapter.replay_clock(dict(self.game.view(self.states[step], None)))
                self._hooked = keys is not None
            self._clocks[step] = tuple(keys) if keys is not None else self._generic[step]
        return self._clocks[step]

    def start_of(self, step: int, unit: str) -> int:
        """The first step of the ``unit`` ("move", "turn", "round") that ``step`` is in."""
        if unit == "move" or step >= self.total:
            return step  # the end is a position of its own, whatever the clock says
        key = self._key(step, unit)
        while step > 0 and self._key(step - 1, unit) == key:
            step -= 1
        return step

    def jump(self, unit: str, direction: int) -> int:
        """Step to the start of the next (``direction`` 1) or of the current, else the previous
        (-1), ``unit``; the step reached.  The end of the game is always the last stop."""
        if unit not in UNITS:
            raise ValueError(f"unknown replay unit {unit!r}; the units are {', '.join(UNITS)}")
        if unit == "move":
            return self.go(self.step + direction)
        if direction > 0:
            if self.step >= self.total:
                return self.step
            key = self._key(self.step, unit)
            target = self.step + 1
            while target < self.total and self._key(target, unit) == key:
                target += 1
            return self.go(target)
        begin = self.start_of(self.step, unit)
        if begin == self.step and self.step > 0:
            begin = self.start_of(self.step - 1, unit)
        return self.go(begin)

    def _key(self, step: int, unit: str) -> Any:
        turn, round_ = self.clock(step)
        return turn if unit == "turn" else round_


def _generic_clock(movers: Sequence[int]) -> list[tuple[int, int]]:
    """(turn, round) numbers of every step from the deciding seats alone: a turn is a run of
    choices by one seat, a round ends where a seat that already had a turn in it decides again.

    >>> _generic_clock([0, 0, 1, 0, 1])
    [(0, 0), (0, 0), (1, 0), (2, 1), (3, 1), (4, 2)]
    """
    out: list[tuple[int, int]] = []
    turn = round_ = 0
    seen: set[int] = set()
    for i, seat in enumerate(movers):
        if i and seat != movers[i - 1]:
            turn += 1
            if seat in seen:
                round_ += 1
                seen = set()
        seen.add(seat)
        out.append((turn, round_))
    out.append((turn + 1, round_ + 1))  # the end of the game: a stop of its own
    return out
