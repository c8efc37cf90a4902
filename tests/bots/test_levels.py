"""Each level plays whole games, picks only legal choices, and the levels
behave as described (easy random among harmless moves, medium judging a
multi-step move at its end, hard searching)."""

from __future__ import annotations

from typing import Any

import pytest

from game.bots import LEVELS, Settings, Thinking, choose, decision_seed
from game.core.protocol import Game
from tests.bots import stepgame
from tests.core import toygame


def small_settings(level: str) -> Settings:
    return Settings.for_level(level, iterations=60) if level == "hard" else Settings.for_level(level)


def play_bots(game: Game, players: int, options: dict[str, Any], seed: int, levels: list[str]) -> Any:
    """A whole game between bots; asserts every decision is a listed legal choice."""
    state = game.new_game(players, options, seed)
    steps = 0
    while not game.is_over(state):
        assert steps <= game.SPEC.max_choices
        for seat in sorted(game.to_act(state)):
            if seat not in game.to_act(state):
                continue
            level = levels[seat]
            thinking = Thinking(game, state, seat, level, decision_seed(seed, steps, seat), small_settings(level))
            choice = thinking.run()
            assert not thinking.fallback
            assert choice in game.legal(state, seat)
            state, _ = game.apply(state, seat, choice)
            steps += 1
    return state


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("players", [2, 3])
@pytest.mark.parametrize("double_last", [False, True])
def test_every_level_completes_toy_games(level: str, players: int, double_last: bool) -> None:
    for seed in range(3):
        state = play_bots(toygame, players, {"double_last": double_last}, seed, [level] * players)
        assert toygame.is_over(state)


def test_levels_can_share_a_table_in_any_seat_order() -> None:
    for levels in (["hard", "easy", "medium"], ["easy", "medium", "hard"]):
        assert toygame.is_over(play_bots(toygame, 3, {}, 4, levels))


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_completes_multi_step_games(level: str) -> None:
    assert stepgame.is_over(play_bots(stepgame, 2, {}, 0, [level, level]))


def test_medium_judges_a_multi_step_move_at_its_end() -> None:
    """Taking 3 changes nothing by itself; it is best once the sign is chosen."""
    state = stepgame.new_game(2, None, 0)
    picks = {choose(stepgame, state, 0, "medium", seed) for seed in range(8)}
    assert picks == {stepgame.Choice("take", (3,))}


def test_medium_greedy_completion_when_the_sequence_is_too_big_to_search() -> None:
    state = stepgame.new_game(2, None, 0)
    tiny = Settings.for_level("medium", tuning={"sequence_nodes": 2})
    assert choose(stepgame, state, 0, "medium", 1, tiny) == stepgame.Choice("take", (3,))


def test_easy_avoids_choices_that_lower_its_evaluation() -> None:
    state, _ = stepgame.apply(stepgame.new_game(2, None, 0), 0, stepgame.Choice("take", (2,)))
    picks = {choose(stepgame, state, 0, "easy", seed) for seed in range(10)}
    assert picks == {stepgame.Choice("sign", ("plus",))}


def test_easy_picks_at_random_among_harmless_choices() -> None:
    state = stepgame.new_game(2, None, 0)
    picks = {choose(stepgame, state, 0, "easy", seed).args for seed in range(20)}
    assert len(picks) == 3


def test_hard_takes_the_best_two_step_move() -> None:
    state = stepgame.new_game(2, None, 0)
    assert choose(stepgame, state, 0, "hard", 3, Settings.for_level("hard", iterations=200)).args == (3,)


def test_hard_bids_high_for_the_top_prize_when_holding_the_top_card() -> None:
    """Toy game, two seats: the prize goes to the single higher bid.  Holding
    the 4 against lower cards, bidding it takes the 4-point prize for sure."""
    state = toygame.State(2, (("double_last", False),), 1, (), 4, ((4,), (3,)), (None, None), (0, 0))
    toygame.check_invariants(state)
    assert choose(toygame, state, 0, "hard", 0) == toygame.Choice("bid", (4,))
    state = toygame.State(2, (("double_last", False),), 1, (1,), 4, ((1, 4), (2, 3)), (None, None), (3, 3))
    toygame.check_invariants(state)
    assert choose(toygame, state, 0, "hard", 0, Settings.for_level("hard", iterations=300)).args == (4,)


def test_the_same_seed_gives_the_same_decision() -> None:
    state = toygame.new_game(3, None, 9)
    for level in LEVELS:
        assert choose(toygame, state, 1, level, 42) == choose(toygame, state, 1, level, 42)
