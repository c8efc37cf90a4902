"""Bots play fair: a bot given two states that differ only in what its seat
cannot see decides identically for the same seed (issue 9).

The second state is ``determinize(first, seat, rng)``: the conformance
checker proves it shows the seat the same view.  The test is not vacuous:
it checks the two states do differ, and that a bot which skipped the
determinization (searching the real state) would decide differently in
some of the same cases.
"""

from __future__ import annotations

from typing import Any

import pytest

from game.bots import LEVELS, Settings, Thinking, choose
from game.bots.evaluation import evaluator_for
from game.bots.lookahead import Control
from game.bots.thinking import _THINKERS
from game.core.choice import Choice
from game.core.protocol import Game
from game.core.rng import Rng
from tests.bots.games import by_name, names
from tests.bots.test_games import QUICK
from tests.core import toygame

HARD_ITERATIONS = 120  # enough search for decisions to depend on what is seen


def settings(level: str) -> Settings:
    return Settings.for_level(level, iterations=HARD_ITERATIONS)


def decision_points(game: Game, players: int, seed: int, limit: int) -> list[tuple[Any, int]]:
    """(state, seat) pairs along a random game: every seat asked at each state."""
    rng = Rng(seed)
    state = game.new_game(players, None, seed)
    points: list[tuple[Any, int]] = []
    while not game.is_over(state) and len(points) < limit:
        acting = sorted(game.to_act(state))
        points.extend((state, seat) for seat in acting)
        seat = rng.choice(acting)
        state, _ = game.apply(state, seat, rng.choice(game.legal(state, seat)))
    return points[:limit]


def unfair_choice(game: Game, state: Any, seat: int, level: str, seed: int) -> Choice:
    """What a level would pick if it searched the real state (never do this)."""
    rng = Rng(seed)
    rng.next64()
    work = _THINKERS[level](game, state, seat, rng, settings(level), evaluator_for(game, level), Control())
    try:
        while True:
            next(work)
    except StopIteration as done:
        return done.value  # type: ignore[no-any-return]


def check_fair(
    game: Game, players: int, seed: int, limit: int, levels: tuple[str, ...], teeth: bool = True
) -> tuple[int, int]:
    """Assert fairness at every decision point; return (points whose states
    differed, points where an unfair bot would have told them apart)."""
    differed = told_apart = 0
    for i, (state, seat) in enumerate(decision_points(game, players, seed, limit)):
        if len(game.legal(state, seat)) < 2:
            continue
        other = game.determinize(state, seat, Rng(seed * 1000 + i))
        assert game.view(other, seat) == game.view(state, seat)
        differed += other != state
        for level in levels:
            a = choose(game, state, seat, level, seed + i, settings(level))
            b = choose(game, other, seat, level, seed + i, settings(level))
            assert a == b, f"{level} at point {i}, seat {seat}: {a.label} vs {b.label}"
            if (
                teeth
                and other != state
                and unfair_choice(game, state, seat, level, i) != unfair_choice(game, other, seat, level, i)
            ):
                told_apart += 1
    return differed, told_apart


@pytest.mark.parametrize("players", [2, 3])
def test_bot_decisions_depend_only_on_what_the_seat_sees_toy(players: int) -> None:
    differed, told_apart = check_fair(toygame, players, 11, 8 if players == 3 else 16, LEVELS)
    assert differed > 0, "no decision point had hidden information: the test proved nothing"
    assert told_apart > 0, "an unfair bot would not have told the states apart: the test has no teeth"


@pytest.mark.parametrize("name", names())
def test_bot_decisions_depend_only_on_what_the_seat_sees(name: str) -> None:
    """Every level (expert included) at a few decision points of a random game,
    each seat asked, against a re-sampling of what it cannot see: the same
    choice, and the same explanation of it ("why?")."""
    game = by_name(name)
    points = decision_points(game, game.SPEC.min_players, 3, 6)
    differed = 0
    assert set(QUICK) == set(LEVELS)
    for i, (state, seat) in enumerate(points):
        other = game.determinize(state, seat, Rng(1000 + i))
        differed += other != state
        for level, quick in QUICK.items():
            a, b = Thinking(game, state, seat, level, i, quick), Thinking(game, other, seat, level, i, quick)
            assert a.run() == b.run(), f"{level} at point {i}, seat {seat}"
            assert a.explanation is not None and b.explanation is not None
            assert a.explanation.texts == b.explanation.texts, f"{level}'s reasons at point {i}, seat {seat}"
    if game.SPEC.hidden_information or game.SPEC.chance:
        assert differed > 0, "no point had anything to re-sample: the test proved nothing"
