"""The rest of a multi-step move a bot has already searched, so it can follow it.

A Vinci turn is a run of up to twenty small decisions of one seat (every
conquest, every token placed); medium's judgement of the first one already
searched how the seat would go on (:func:`game.bots.lookahead.sequence_values`
plays each choice to the end of the seat's move).  Searching afresh at every
step costs 50-400 ms of CPython each, which is what kept a Vinci bot's turn
over the browser's 4 s (issue 17).  Every decision keeps the line it searched
for its choice as a :class:`Plan`; with ``Settings.follow_plan`` (a game's
``TUNING``: Vinci's medium; or in the browser, any game, once a turn has used its
time: ``Settings.browser``) the seat's next decision plays its next step at once
while the game goes as foreseen.  Hard and expert search every step otherwise: a
followed step is medium's continuation, without their play-outs.

"As foreseen" is decided on what the seat sees: each step carries a key of
``game.view(state, seat)`` at the point the step was planned (on the bot's
determinization, which the seat cannot tell from the real state).  The bot
follows a step only when the real view has that very key and the step's
choice is listed; anything else (a card drawn other than imagined, another
seat's move, an undo) makes it think afresh.  So following a plan draws on
nothing the seat does not know, and the same plan and state give the same
choice anywhere (the page, the bots' worker, the arena): the plan travels as
plain JSON (:meth:`Plan.to_json`).
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from game.core.choice import Choice, find
from game.core.errors import SaveError
from game.core.protocol import Game, Seat

#: One step of a searched move on the bot's determinization: the choice and the state before it.
Line = list[tuple[Choice, Any]]


def view_key(game: Game, state: Any, seat: Seat) -> str:
    """A short digest of what ``seat`` sees in ``state`` (equal views, equal keys, in any process)."""
    text = json.dumps(game.view(state, seat), sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.blake2b(text.encode("utf-8"), digest_size=16).hexdigest()


@dataclass(frozen=True)
class Plan:
    """The steps still to play: ``(view key before the step, the step's choice)``."""

    steps: tuple[tuple[str, Choice], ...] = ()

    @classmethod
    def of(cls, game: Game, seat: Seat, line: Line) -> Plan:
        """The plan of a searched ``line`` (each step's choice and the state before it)."""
        return cls(tuple((view_key(game, before, seat), choice) for choice, before in line))

    def next_choice(self, game: Game, state: Any, seat: Seat, legal: Sequence[Choice]) -> Choice | None:
        """The listed choice of the first step, if ``seat`` sees in ``state`` what it foresaw
        there; None when the plan is spent or the game went otherwise."""
        if not self.steps:
            return None
        key, choice = self.steps[0]
        if key != view_key(game, state, seat):
            return None
        return find(legal, choice)

    def rest(self) -> Plan | None:
        """The plan once its first step is played (None when nothing is left)."""
        return Plan(self.steps[1:]) if len(self.steps) > 1 else None

    def to_json(self) -> list[list[Any]]:
        return [[key, choice.to_json()] for key, choice in self.steps]

    @classmethod
    def from_json(cls, data: Any) -> Plan:
        """The plan :meth:`to_json` wrote; raises SaveError on anything else."""
        if not isinstance(data, list):
            raise SaveError(f"a plan is a list of steps, not {type(data).__name__}")
        steps = []
        for step in data:
            if not (isinstance(step, list) and len(step) == 2 and isinstance(step[0], str)):
                raise SaveError(f"a plan's step is [view key, choice], not {step!r}")
            steps.append((step[0], Choice.from_json(step[1])))
        return cls(tuple(steps))
