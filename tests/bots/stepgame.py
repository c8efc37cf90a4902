"""A tiny open game whose every move takes two choices, for the bot tests.

"Take and sign": two seats alternate for three turns each.  A turn is two
choices by the same seat: take 1, 2 or 3, then give it a sign; the signed
number is added to the seat's points.  Nothing is hidden and nothing is
random.  The first choice alone changes nothing, so only a bot that judges a
move at the end of its decision sequence knows that "take 3" is best.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from game.core import Choice, require
from tests.toykit import choice_text as choice_text
from tests.toykit import describe as describe
from tests.toykit import determinize as determinize
from tests.toykit import ranking as ranking
from tests.toykit import refusal_text as refusal_text
from tests.toykit import score as score
from tests.toykit import score_table as score_table
from tests.toykit import toy_spec

SPEC = toy_spec("stepgame", "Take and sign", "Prendi e segna", max_choices=12)  # 2 seats x 3 turns x 2 choices

TURNS = 3
TAKES = (1, 2, 3)


@dataclass(frozen=True)
class State:
    turn: int  # turns played by both seats together
    taken: int  # 0 while the seat to move has not taken yet
    points: tuple[int, int]


def new_game(players: int, options: Any, seed: int) -> State:
    SPEC.check_setup(players, options)
    return State(0, 0, (0, 0))


def is_over(state: State) -> bool:
    return state.turn >= 2 * TURNS


def to_act(state: State) -> frozenset[int]:
    return frozenset() if is_over(state) else frozenset({state.turn % 2})


def legal(state: State, seat: int) -> list[Choice]:
    if seat not in to_act(state):
        return []
    if state.taken == 0:
        return [Choice("take", (n,), targets=(f"pile{n}",)) for n in TAKES]
    return [Choice("sign", ("minus",)), Choice("sign", ("plus",))]


def apply(state: State, seat: int, choice: Choice) -> tuple[State, list[dict[str, Any]]]:
    require(legal(state, seat), choice, seat, "taking" if state.taken == 0 else "signing")
    if choice.kind == "take":
        n = choice.args[0]
        assert isinstance(n, int)
        return replace(state, taken=n), [{"type": "take", "seat": seat, "n": n}]
    value = state.taken if choice.args[0] == "plus" else -state.taken
    points = list(state.points)
    points[seat] += value
    return State(state.turn + 1, 0, (points[0], points[1])), [{"type": "sign", "seat": seat, "value": value}]


def view(state: State, seat: int | None) -> dict[str, Any]:
    return {"turn": state.turn, "taken": state.taken, "points": list(state.points)}


def to_json(state: State) -> dict[str, Any]:
    return {"turn": state.turn, "taken": state.taken, "points": list(state.points)}


def from_json(data: Any) -> State:
    return State(data["turn"], data["taken"], tuple(data["points"]))  # type: ignore[arg-type]


def check_invariants(state: State) -> None:
    assert 0 <= state.turn <= 2 * TURNS
