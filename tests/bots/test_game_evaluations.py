"""The per-game evaluations: found by the registry, in [0, 1] all game long,
the places once over, and consistent between two seats."""

from __future__ import annotations

import importlib

import pytest

from game.bots.evaluation import evaluator_for, place_value, plugin_for, tuning_for
from game.bots.plugin import PLUGINS
from game.bots.settings import Settings
from game.core.rng import Rng
from game.registry import available, load

GAMES_WITH_EVALUATION = ("tigris", "attila", "aztlan", "vinci", "europa")


@pytest.mark.parametrize("name", GAMES_WITH_EVALUATION)
def test_every_game_has_its_own_evaluation(name: str) -> None:
    if name not in available():
        pytest.fail(f"{name} has an evaluation but its engine is gone")
    game = load(name)
    module = importlib.import_module(PLUGINS[name])
    assert plugin_for(game) is module.PLUGIN and evaluator_for(game) is module.evaluate
    Settings.for_level("hard", tuning=tuning_for(game))  # its tuning names real settings


#: The names an eval module may define for the bots, and the plugin field each one fills.
HOOKS = {
    "evaluate": "evaluate",
    "TUNING": "tuning",
    "reply_evaluate": "reply_evaluate",
    "REPLY_LEVELS": "reply_levels",
    "search_evaluate": "search_evaluate",
    "TERMS": "terms",
    "lead_terms": "lead_terms",
    "reply_candidates": "reply_candidates",
    "pointless": "pointless",
    "PLAY_OUTS_BREAK_TIES": "play_outs_break_ties",
    "EXTRA_LEVELS": "extra_levels",
}


@pytest.mark.parametrize("name", GAMES_WITH_EVALUATION)
def test_every_hook_an_eval_module_defines_is_in_its_plugin(name: str) -> None:
    """A hook defined but not declared would be silently unused: the plugin is the contract."""
    module = importlib.import_module(PLUGINS[name])
    declared = module.PLUGIN
    for hook, field in HOOKS.items():
        if hasattr(module, hook):
            assert getattr(declared, field) is getattr(module, hook), f"{name}: {hook} is not the plugin's {field}"


@pytest.mark.parametrize("name", GAMES_WITH_EVALUATION)
def test_evaluation_stays_in_range_and_gives_places_at_the_end(name: str) -> None:
    game = load(name)
    evaluate = evaluator_for(game)
    players = game.SPEC.min_players
    state = game.new_game(players, None, 8)
    rng = Rng(8)
    for _ in range(game.SPEC.max_choices):
        if game.is_over(state):
            break
        seat = rng.choice(sorted(game.to_act(state)))
        state, _ = game.apply(state, seat, rng.choice(game.legal(state, seat)))
        values = [evaluate(state, s) for s in range(players)]
        assert all(0.0 <= v <= 1.0 for v in values)
    if game.is_over(state):
        ranking = game.ranking(state)
        assert [evaluate(state, s) for s in range(players)] == [place_value(ranking, s) for s in range(players)]


@pytest.mark.parametrize("name", ("tigris", "attila", "aztlan"))  # the games two can play
def test_two_seats_see_one_lead_from_both_sides(name: str) -> None:
    """With two seats, one seat's advantage is the other's disadvantage."""
    game = load(name)
    evaluate = evaluator_for(game)
    state = game.new_game(2, None, 3)
    rng = Rng(3)
    for _ in range(40):
        if game.is_over(state):
            break
        seat = rng.choice(sorted(game.to_act(state)))
        state, _ = game.apply(state, seat, rng.choice(game.legal(state, seat)))
        assert evaluate(state, 0) + evaluate(state, 1) == pytest.approx(1.0)
