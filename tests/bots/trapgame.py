"""A tiny open game where the greedy move walks into a reply, for the bot tests.

"Grab or bank": two seats alternate for two turns each.  On a turn a seat
banks 1 point, or grabs 3 but leaves its pile open, or, if the other seat's
pile is open, steals: the other seat loses 7.  Grabbing looks best one step
on (medium's view) and is punished by the reply, except on the last turn,
when nobody is left to reply.  Nothing is hidden and nothing is random.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from game.core import Choice, require
from tests.toykit import determinize as determinize
from tests.toykit import ranking as ranking
from tests.toykit import score as score
from tests.toykit import toy_spec

SPEC = toy_spec("trapgame", "Grab or bank", "Prendi o metti via", max_choices=4)  # 2 seats x 2 turns

TURNS = 4  # both seats together
BANK = 1
GRAB = 3
STEAL = 7


@dataclass(frozen=True)
class State:
    turn: int
    open: bool  # the last seat to move grabbed
    points: tuple[int, int]


def new_game(players: int, options: Any, seed: int) -> State:
    SPEC.check_setup(players, options)
    return State(0, False, (0, 0))


def is_over(state: State) -> bool:
    return state.turn >= TURNS


def to_act(state: State) -> frozenset[int]:
    return frozenset() if is_over(state) else frozenset({state.turn % 2})


def legal(state: State, seat: int) -> list[Choice]:
    if seat not in to_act(state):
        return []
    out = [Choice("grab"), Choice("bank")]
    return [*out, Choice("steal")] if state.open else out


def apply(state: State, seat: int, choice: Choice) -> tuple[State, list[dict[str, Any]]]:
    require(legal(state, seat), choice, seat, "playing")
    points = list(state.points)
    if choice.kind == "steal":
        points[1 - seat] -= STEAL
    else:
        points[seat] += GRAB if choice.kind == "grab" else BANK
    after = replace(state, turn=state.turn + 1, open=choice.kind == "grab", points=(points[0], points[1]))
    return after, [{"type": choice.kind, "seat": seat}]


def view(state: State, seat: int | None) -> dict[str, Any]:
    return {"turn": state.turn, "open": state.open, "points": list(state.points)}
