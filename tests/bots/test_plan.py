"""A bot follows the rest of the move it searched while the game goes as it foresaw
(game/bots/plan.py; issue 17: a Vinci bot's turn of many small decisions within 4 s)."""

from __future__ import annotations

import json
import random
from dataclasses import replace
from typing import Any

import pytest

from game import registry
from game.bots import Plan, Settings, Thinking, decision_seed
from game.bots.evaluation import tuning_for
from game.bots.lookahead import Control, run, sequence_values
from game.bots.plan import view_key
from game.core.errors import SaveError
from game.core.rng import Rng

VINCI = registry.load("vinci")
#: Random choices before the bots take over, so the turns are the middle game's (design value).
WARM_UP = 60


def _settings(level: str = "medium") -> Settings:
    return Settings.for_level(level, iterations=6, tuning=tuning_for(VINCI))


def _planned(seed: int = 3) -> tuple[Any, int, Thinking]:
    """A Vinci state with a seat to act and its medium decision there, one that left a plan of
    two steps or more whose first step finds the game as foreseen, with a choice to make."""
    state = VINCI.new_game(3, {}, seed)
    picker = random.Random(seed)
    for step in range(400):
        seat = min(VINCI.to_act(state))
        legal = VINCI.legal(state, seat)
        if step >= WARM_UP and seat not in VINCI.engine_seats(state) and len(legal) > 1:
            thinking = Thinking(VINCI, state, seat, "medium", decision_seed(seed, step, seat), _settings())
            thinking.run()
            plan = thinking.plan
            if plan is not None and len(plan.steps) >= 2:
                after, _ = VINCI.apply(state, seat, thinking.choice)
                if plan.steps[0][0] == view_key(VINCI, after, seat) and len(VINCI.legal(after, seat)) > 1:
                    return state, seat, thinking
        state, _ = VINCI.apply(state, seat, picker.choice(legal))
    raise AssertionError("no decision with a plan of two steps in 400 choices")


#: The games whose turns are long runs of one seat's decisions (issue 17: a turn within 4 s).
FOLLOWING = {"vinci"}
#: The levels that search every step in every game: a followed step is medium's continuation,
#: which cost hard its edge over medium (Attila 0.56, Vinci at 6 players 0.46).
SEARCHING = ("hard", "expert")


def test_the_games_of_long_turns_follow_their_plans_and_the_others_do_not() -> None:
    for name in registry.available():
        tuning = tuning_for(registry.load(name))
        assert Settings.for_level("medium", tuning=tuning).follow_plan == (name in FOLLOWING), name
        for level in SEARCHING:
            assert not Settings.for_level(level, tuning=tuning).follow_plan, (name, level)


def test_hard_searches_the_step_its_plan_foresaw() -> None:
    """Vinci's hard is handed a plan whose next step finds the game as foreseen, and thinks
    anyway: its play-outs, not medium's continuation, pick every conquest."""
    state, seat, first = _planned()
    plan = first.plan
    assert plan is not None
    after, _ = VINCI.apply(state, seat, first.choice)
    hard = Thinking(VINCI, after, seat, "hard", 99, _settings("hard"), plan=plan)
    hard.run()
    assert not hard.followed and hard.units > 0 and hard.iterations > 0


def test_every_step_of_a_searched_line_is_legal_where_it_was_planned() -> None:
    """The lines the look-ahead keeps are the moves it judged: each step is listed in the state
    before it, and applying it gives the state the next step was planned in."""
    state, seat, _ = _planned()
    ctl = Control()
    settings = _settings()
    choices = VINCI.legal(state, seat)
    run(sequence_values(VINCI, state, seat, choices, lambda s, _: 0.5, settings, ctl, Rng(1)))
    assert ctl.lines, "no choice was played on"
    for first, line in ctl.lines.items():
        current, _ = VINCI.apply(state, seat, first)
        for choice, before in line:
            assert VINCI.to_json(before) == VINCI.to_json(current)
            assert choice in VINCI.legal(before, seat)
            current, _ = VINCI.apply(before, seat, choice)


def test_the_next_decision_plays_the_plans_next_step_at_once() -> None:
    state, seat, first = _planned()
    plan = first.plan
    assert first.choice is not None and plan is not None and not first.followed
    after, _ = VINCI.apply(state, seat, first.choice)
    step = plan.steps[0][1]
    second = Thinking(VINCI, after, seat, "medium", 99, _settings(), plan=plan)
    assert second.done and second.followed and second.units == 0  # no thinking at all
    assert second.choice == step and second.choice in VINCI.legal(after, seat)
    assert second.plan == plan.rest()
    assert "previous step" in second.explanation.text("en") and "passo precedente" in second.explanation.text("it")


def test_a_plan_is_not_followed_where_the_seat_sees_other_than_it_foresaw() -> None:
    state, seat, first = _planned()
    plan = first.plan
    assert plan is not None
    # The same state as the plan's first step expects, with another key: the game went otherwise.
    elsewhere = Plan((("not this view", plan.steps[0][1]), *plan.steps[1:]))
    after, _ = VINCI.apply(state, seat, first.choice)
    fresh = Thinking(VINCI, after, seat, "medium", 99, _settings())
    fresh.run()
    other = Thinking(VINCI, after, seat, "medium", 99, _settings(), plan=elsewhere)
    other.run()
    assert not other.followed and other.units > 0 and other.choice == fresh.choice
    # Nor by a bot whose settings do not follow plans (any other game's).
    off = Thinking(VINCI, after, seat, "medium", 99, replace(_settings(), follow_plan=False), plan=plan)
    off.run()
    assert not off.followed and off.units > 0 and off.choice == fresh.choice


def test_a_plan_crosses_as_json_and_a_malformed_one_is_refused() -> None:
    _, _, first = _planned()
    plan = first.plan
    assert plan is not None
    assert Plan.from_json(json.loads(json.dumps(plan.to_json()))) == plan
    for bad in ({"steps": []}, [["key"]], [[1, {"kind": "x"}]], [["key", {"args": []}]]):
        with pytest.raises(SaveError):
            Plan.from_json(bad)


def test_in_the_browser_every_games_bots_follow_their_plans_once_a_turn_has_used_its_time() -> None:
    for name in registry.available():
        tuning = tuning_for(registry.load(name))
        assert Settings.browser("medium", tuning, turn_spent=0.0).follow_plan == (name in FOLLOWING), name
        assert Settings.browser("medium", tuning, turn_spent=1.0).follow_plan == (name in FOLLOWING), name
        for level in SEARCHING:
            assert not Settings.browser(level, tuning, turn_spent=1.0).follow_plan, (name, level)
        for level in ("medium", "hard", "expert"):
            assert Settings.browser(level, tuning, turn_spent=3.4).follow_plan, (name, level)
