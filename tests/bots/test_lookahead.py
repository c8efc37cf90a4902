"""The look-ahead's continuations never pass twice through one state: a step that
undoes the last (Europa's "back" from the end-of-turn move) must not let the
judgement reach, by going round, a state it judges better than any the seat can
really end its move in (session 18: a Europa seat chose "fortify", then "back",
thirteen thousand times)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from game.bots.lookahead import Control, run, sequence_values
from game.bots.settings import Settings
from game.core.choice import Choice
from game.core.rng import Rng

#: The value of each state; "main" is judged high, as a state with options in hand can be.
VALUE = {"main": 0.9, "menu": 0.5, "stayed": 0.6, "ended": 0.4}
#: (state, choice) -> the next state; "stayed" and "ended" end the seat's move.
STEPS = {("main", "stay"): "stayed", ("main", "open"): "menu", ("menu", "back"): "main", ("menu", "end"): "ended"}


class RoundTrip:
    """One seat, one move: from "main" stay, or open a menu whose "back" returns to "main"."""

    @staticmethod
    def is_over(state: str) -> bool:
        return state in ("stayed", "ended")

    @staticmethod
    def to_act(state: str) -> frozenset[int]:
        return frozenset() if RoundTrip.is_over(state) else frozenset({0})

    @staticmethod
    def legal(state: str, seat: int) -> list[Choice]:
        return [Choice(c) for s, c in STEPS if s == state]

    @staticmethod
    def apply(state: str, seat: int, choice: Choice) -> tuple[str, list[dict[str, Any]]]:
        return STEPS[(state, choice.kind)], []


def judge(state: Any, seat: int) -> float:
    return VALUE[state]


@pytest.mark.parametrize("nodes", [300, 0], ids=["exhaustive", "greedy"])
def test_a_continuation_does_not_go_round_to_a_state_it_has_passed(nodes: int) -> None:
    settings = replace(Settings.for_level("medium"), sequence_nodes=nodes)
    choices = RoundTrip.legal("main", 0)
    values = run(sequence_values(RoundTrip, "main", 0, choices, judge, settings, Control(), Rng(1)))  # type: ignore[arg-type]
    # Opening the menu can only end in "ended": its "back" leads to where the decision began.
    assert dict(zip((c.kind for c in choices), values)) == {"stay": 0.6, "open": 0.4}
