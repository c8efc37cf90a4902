"""The evaluation bots use: protocol default, per-game plug-in, tuning."""

from __future__ import annotations

import pytest

from game.bots import evaluation
from game.bots.evaluation import default_evaluate, evaluator_for, margin_value, place_value, register, tuning_for
from game.bots.plugin import PLUGINS
from game.bots.settings import Settings
from game.core.errors import SetupError
from tests.bots import stepgame
from tests.core import toygame


def test_place_value_counts_beaten_seats_and_ties_half() -> None:
    assert place_value([1, 2], 0) == 1.0
    assert place_value([1, 2], 1) == 0.0
    assert place_value([1, 1], 0) == 0.5
    assert place_value([1, 3, 2], 2) == 0.5


def test_margin_value_grows_with_the_lead_and_stays_below_a_finished_game() -> None:
    values = [margin_value([lead, 0], 0) for lead in (-20, -5, 0, 5, 20, 200)]
    assert values == sorted(values)
    assert values[2] == 0.5
    assert 0.0 < values[0] and values[-1] < 1.0


def test_margin_value_is_symmetric_between_two_seats() -> None:
    assert margin_value([7, 3], 0) == pytest.approx(1 - margin_value([7, 3], 1))


def test_default_evaluation_uses_ranking_once_the_game_is_over() -> None:
    state = stepgame.State(2 * stepgame.TURNS, 0, (1, 4))
    assert default_evaluate(stepgame, state, 1) == 1.0
    assert default_evaluate(stepgame, state, 0) == 0.0


def test_default_evaluation_prefers_the_leader_before_the_end() -> None:
    state = stepgame.State(2, 0, (3, 1))
    assert default_evaluate(stepgame, state, 0) > 0.5 > default_evaluate(stepgame, state, 1)


def test_a_game_without_a_plugin_gets_the_default() -> None:
    state = toygame.new_game(2, None, 5)
    assert toygame.SPEC.name not in PLUGINS
    assert evaluator_for(toygame)(state, 0) == default_evaluate(toygame, state, 0)
    assert tuning_for(toygame) == {}


def test_a_registered_evaluation_replaces_the_default() -> None:
    register("stepgame", lambda state, seat: 0.25)
    try:
        assert evaluator_for(stepgame)(stepgame.new_game(2, None, 0), 0) == 0.25
    finally:
        evaluation.unregister("stepgame")
    assert evaluator_for(stepgame)(stepgame.new_game(2, None, 0), 0) == 0.5


def test_tuning_overrides_settings_and_unknown_fields_are_refused() -> None:
    assert Settings.for_level("hard", tuning={"rollout_depth": 2}).rollout_depth == 2
    assert Settings.for_level("hard", iterations=5, tuning={"iterations": 50}).iterations == 5
    with pytest.raises(SetupError):
        Settings.for_level("hard", tuning={"no_such_field": 1})
    with pytest.raises(SetupError):
        Settings.for_level("impossible")


def test_a_tuning_for_one_table_size_applies_at_that_size_only() -> None:
    tuning = {
        "rollout_depth": 2,
        "expert": {"iterations": 48},
        "at_seats": {4: {"reply_depth": 3, "expert": {"iterations": 96}}},
    }
    at_three, at_four = (Settings.for_level("expert", tuning=tuning, players=n) for n in (3, 4))
    assert (at_three.iterations, at_four.iterations) == (48, 96)
    assert (at_three.reply_depth, at_four.reply_depth) == (Settings().reply_depth, 3)
    assert at_three.rollout_depth == at_four.rollout_depth == 2
    assert Settings.for_level("expert", tuning=tuning).iterations == 48  # no table size given
    assert Settings.for_level("hard", tuning=tuning, players=4).iterations == Settings().iterations
    assert Settings.for_level("expert", iterations=7, tuning=tuning, players=4).iterations == 7
    with pytest.raises(SetupError, match="nope"):  # refused at any table size, not only the one played
        Settings.for_level("hard", tuning={"at_seats": {5: {"expert": {"nope": 1}}}}, players=3)


def test_browser_settings_bound_a_decision_by_two_seconds_and_a_turn_by_four() -> None:
    """Issue 17: a hard decision at most 2 s wall in the browser (the trip to the worker
    included), a bot's whole turn at most 4 s."""
    from game.bots.settings import BROWSER_FLOOR, BROWSER_SPARE

    browser = Settings.browser("hard")
    assert browser.seconds is not None and browser.seconds + BROWSER_SPARE <= 2.0
    assert browser.iterations > Settings.for_level("hard").iterations  # the clock ends the search
    late = Settings.browser("hard", turn_spent=3.0)
    assert late.seconds is not None and 3.0 + late.seconds + BROWSER_SPARE <= 4.0
    assert Settings.browser("medium", turn_spent=60.0).seconds == BROWSER_FLOOR  # still judges its choices


def test_places_value_counts_every_rival_and_is_the_lead_with_two_seats() -> None:
    assert evaluation.places_value([9.0, 5.0], 1, 4.0) == evaluation.lead_value([9.0, 5.0], 1, 4.0)
    # Seat 1 passes seat 2 but is still far behind seat 0: the lead over the best other seat
    # does not move, the places it can expect do.
    behind, passed = [20.0, 5.0, 8.0], [20.0, 9.0, 8.0]
    assert evaluation.lead_value(passed, 1, 4.0) == pytest.approx(evaluation.lead_value(behind, 1, 4.0), abs=0.01)
    assert evaluation.places_value(passed, 1, 4.0) > evaluation.places_value(behind, 1, 4.0) + 0.2
    last, first = evaluation.places_value([0.0, 99.0, 99.0], 0, 4.0), evaluation.places_value([99.0, 0.0, 0.0], 0, 4.0)
    assert 0.0 < last < first < 1.0


def test_the_searching_levels_judge_with_a_search_evaluation_and_replies_with_the_plain_one() -> None:
    from game.bots.plugin import BotPlugin

    def plain(state: object, seat: int) -> float:
        return 0.25

    def searching(state: object, seat: int) -> float:
        return 0.75

    evaluation.plugins.register("stepgame", BotPlugin(evaluate=plain, search_evaluate=searching))
    try:
        assert [evaluator_for(stepgame, level) for level in ("easy", "medium", "hard", "expert")] == [
            plain,
            plain,
            searching,
            searching,
        ]
        assert evaluation.policy_for(stepgame, searching) is plain
    finally:
        evaluation.unregister("stepgame")
