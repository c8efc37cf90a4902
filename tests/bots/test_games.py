"""Bots complete whole games of every available game, every player count
and every option value (issue 9); every level's decisions in every variant
are ``test_variants.py``'s (issue 19).

Budgets are small so this stays a CI test: strength is the arena's job.
"""

from __future__ import annotations

from typing import Any

import pytest

from game.bots import Settings, Thinking, decision_seed
from game.core.protocol import Game, GameSpec
from tests.bots.games import by_name, names

_SEARCH = {
    "rollout_depth": 2,
    "order_sample": 6,
    "sequence_choices": 1,
    "sequence_width": 3,
    "sequence_nodes": 10,
    "root_width": 3,
    "reply_sample": 3,
    "reply_depth": 3,
}
QUICK = {
    "easy": Settings.for_level("easy", tuning={"easy_width": 6}),
    "medium": Settings.for_level("medium", tuning={"sequence_choices": 2, "sequence_width": 4, "sequence_nodes": 20}),
    "hard": Settings.for_level("hard", iterations=4, tuning=_SEARCH),
    "expert": Settings.for_level("expert", iterations=6, tuning={**_SEARCH, "expert": {"root_width": 4}}),
}


def option_variants(spec: GameSpec, players: int) -> list[dict[str, Any]]:
    """Every option value at least once, the other options at their defaults
    (for an int option with many values: its smallest and largest)."""
    out: list[dict[str, Any]] = []
    for opt in spec.options:
        if opt.seats and players not in opt.seats:
            continue
        values = opt.values
        if all(isinstance(v, int) and not isinstance(v, bool) for v in values) and len(values) > 3:
            values = (min(values), max(values))
        out.extend({opt.name: v} for v in values if v != opt.default)
    return out


def play(game: Game, players: int, options: dict[str, Any], seed: int, level_at: Any) -> tuple[Any, set[str]]:
    """A whole game; ``level_at(step)`` names the level of each decision.
    Asserts every decision is one of the seat's legal choices."""
    state = game.new_game(players, options, seed)
    steps = 0
    kinds: set[str] = set()
    while not game.is_over(state):
        assert steps <= game.SPEC.max_choices, "the bots did not finish within SPEC.max_choices"
        for seat in sorted(game.to_act(state)):
            if seat not in game.to_act(state):
                continue
            level = level_at(steps)
            thinking = Thinking(game, state, seat, level, decision_seed(seed, steps, seat), QUICK[level])
            choice = thinking.run()
            assert not thinking.fallback, "determinize produced a choice the real state does not list"
            assert choice in game.legal(state, seat)
            kinds.add(f"{level}:{choice.kind}")
            state, _ = game.apply(state, seat, choice)
            steps += 1
    return state, kinds


@pytest.mark.parametrize("name", names())
def test_bots_play_every_player_count(name: str) -> None:
    game = by_name(name)
    for players in range(game.SPEC.min_players + 1, game.SPEC.max_players + 1):
        state, _ = play(game, players, {}, 30 + players, lambda step: "easy")
        assert game.is_over(state)
        assert len(game.ranking(state)) == players


@pytest.mark.parametrize("name", names())
def test_bots_play_every_option_value(name: str) -> None:
    game = by_name(name)
    players = game.SPEC.min_players
    for i, options in enumerate(option_variants(game.SPEC, players)):
        game.SPEC.check_setup(players, options)
        state, _ = play(game, players, options, 40 + i, lambda step: "easy")
        assert game.is_over(state), options
