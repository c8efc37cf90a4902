"""Replay of a game from its record, one choice at a time (forward and back).

The states are computed once, forward, from ``new_game`` and the recorded
choices, so stepping back is free.  What is shown is the spectator's view and
the public log: a replay reveals nothing a spectator of the game could not see.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game import registry
from game.core.protocol import Event, Game, visible_events
from game.core.record import Record, start

from .session import SeatInfo, seat_names


class Replay:
    """Step through ``record``; ``step`` is how many choices have been applied."""

    def __init__(self, record: Record, seats: Sequence[SeatInfo], game: Game | None = None) -> None:
        self.game, first = start(record, game or registry.load(record.game))
        self.record = record
        self.seats = tuple(seats)
        self.states: list[Any] = [first]
        self.events: list[list[Event]] = []
        for seat, choice in record.moves:
            state, events = self.game.apply(self.states[-1], seat, choice)
            self.states.append(state)
            self.events.append(list(events))
        self.step = len(record.moves)

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

    def log(self, lang: str) -> list[str]:
        return [
            self.game.describe(e, lang, seat_names(self.seats))
            for events in self.events[: self.step]
            for e in visible_events(events, None)
        ]
