"""The look-ahead's continuations never pass twice through one state: a step that
undoes the last (Europa's "back" from the end-of-turn move) must not let the
judgement reach, by going round, a state it judges better than any the seat can
really end its move in (session 18: a Europa seat chose "fortify", then "back",
thirteen thousand times)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from game.bots.lookahead import Control, Draws, run, sequence_values, step_values
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


class Coin:
    """One seat, one step: "safe" ends the game judged 0.6; "risky" throws a ten-sided die
    (faces 0-9) from the state's secret seed and ends it won (judged 1) on 7 to 9, else
    lost (0): worth 0.3 on average, less than "safe", though one throw may say 1."""

    @staticmethod
    def is_over(state: tuple[str, int]) -> bool:
        return state[0] != "start"

    @staticmethod
    def to_act(state: tuple[str, int]) -> frozenset[int]:
        return frozenset() if Coin.is_over(state) else frozenset({0})

    @staticmethod
    def legal(state: tuple[str, int], seat: int) -> list[Choice]:
        return [Choice("safe"), Choice("risky")]

    @staticmethod
    def apply(state: tuple[str, int], seat: int, choice: Choice) -> tuple[tuple[str, int], list[dict[str, Any]]]:
        if choice.kind == "safe":
            return ("safe", 0), []
        return ("won" if Rng(state[1]).randint(0, 9) >= 7 else "lost", 0), []

    @staticmethod
    def determinize(state: tuple[str, int], seat: int, rng: Rng) -> tuple[str, int]:
        return (state[0], rng.next64())


def judge_coin(state: tuple[str, int], seat: int) -> float:
    return {"safe": 0.6, "won": 1.0, "lost": 0.0, "start": 0.5}[state[0]]


def test_a_thrown_choice_is_judged_over_many_throws_not_one() -> None:
    choices = Coin.legal(("start", 1), 0)
    one = [run(step_values(Coin, ("start", s), 0, choices, judge_coin)) for s in range(20)]  # type: ignore[arg-type]
    assert {round(v[1][0], 6) for v in one} == {0.0, 1.0}  # one throw: all or nothing
    draws = Draws(("risky",), 400, Rng(7))
    safe, risky = run(step_values(Coin, ("start", 1), 0, choices, judge_coin, draws=draws))  # type: ignore[arg-type]
    assert safe[0] == 0.6  # a choice of another kind is judged once, as before
    assert risky[0] == pytest.approx(0.3, abs=0.07)
    assert risky[1] in (("won", 0), ("lost", 0))  # the child is the state's own throw


def test_the_settings_ask_for_draws_only_where_a_game_names_thrown_choices() -> None:
    assert Draws.of(Settings.for_level("hard"), Rng(1)) is None
    tuned = Settings.for_level("hard", tuning={"chance_kinds": "defend", "hard": {"chance_samples": 24}})
    draws = Draws.of(tuned, Rng(1))
    assert draws is not None and draws.samples == 24 and draws.kinds == {"defend"}
    medium = Settings.for_level("medium", tuning={"chance_kinds": "defend", "hard": {"chance_samples": 24}})
    assert Draws.of(medium, Rng(1)) is None
