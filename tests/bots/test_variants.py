"""Every level handles every kind of decision of every variant (issue 19).

One short game per level and variant: a random player moves fast, and the
level under test decides each time a kind of decision comes up that it has
not decided yet in this game (the kinds of choice the seat is offered, as
a set), so every decision the variant asks for in the game is put to it
once, with small budgets.  Every decision must be one of the listed legal
choices, never a fallback, and come with an explanation in both languages.
A level that cannot decide something fails here.

The variants are the option sets that change what is decided (not only how
it is scored): the data below says which, and why, per game.
"""

from __future__ import annotations

from typing import Any

import pytest

from game.bots import Settings, Thinking, decision_seed, levels_for
from game.core.protocol import Game
from game.core.rng import Rng
from game.registry import available, load
from tests.bots.test_games import QUICK

#: (player count, options) per game: each changes the decisions a seat faces.
VARIANTS: dict[str, list[tuple[int, dict[str, Any]]]] = {
    "tigris": [
        (2, {}),
        (3, {"english": True}),  # the English variant commits tiles in conflicts differently
        (2, {"board": "advanced", "buildings": "on", "ziggurat": "on"}),  # another board, buildings to place
    ],
    "attila": [
        (2, {}),
        (3, {"stuck_discard": False, "influence_last": 12}),  # a stuck player is not offered the discard
    ],
    "aztlan": [
        (3, {}),
        (2, {}),  # the alliances: a seat chooses one, and plays both colours of a side
        (4, {"canoes_whole_lake": True, "sacred_games_one_card": True}),  # Canoes joins a whole lake
    ],
    "vinci": [
        (3, {"vp_target": 50}),
        (4, {"mode": "solo", "vp_target": 50}),  # one real seat against the rulebook's virtual players
        (4, {"mode": "duo", "vp_target": 50, "allow_negative_vp": True}),  # two virtual seats; costlier civs
    ],
    "europa": [
        (3, {"max_rounds": 15}),
        (4, {"max_rounds": 15, "auto_defend_max": True, "all_independents": "add"}),  # no defence dice to pick
    ],
}
STEPS_CAP = 3000  # design value: a random game ends well within this (the longest variant above takes ~900)


def cases() -> list[tuple[str, int, dict[str, Any], str]]:
    out = []
    for name in available():
        game = load(name)
        for players, options in VARIANTS[name]:
            for level in levels_for(game):
                out.append((name, players, options, level))
    return out


def quick(level: str) -> Settings:
    """Small budgets: the arena measures strength, this test only coverage."""
    return QUICK.get(level, QUICK["medium"])


def play_short_game(game: Game, players: int, options: dict[str, Any], level: str, seed: int) -> set[frozenset[str]]:
    """The game described in the module docstring; returns the kinds of decision the level made."""
    state = game.new_game(players, game.SPEC.check_setup(players, options), seed)
    rng = Rng(seed)
    decided: set[frozenset[str]] = set()
    steps = 0
    while not game.is_over(state):
        assert steps < STEPS_CAP, "the game did not end"
        seat = min(game.to_act(state))
        legal = game.legal(state, seat)
        kinds = frozenset(c.kind for c in legal)
        if kinds in decided or len(legal) == 1:
            choice = rng.choice(legal)
        else:
            thinking = Thinking(game, state, seat, level, decision_seed(seed, steps, seat), quick(level))
            choice = thinking.run()
            assert not thinking.fallback, f"{level} fell back at {sorted(kinds)}"
            assert choice in legal
            why = thinking.explanation
            assert why is not None and why.text("it") and why.text("en"), f"no explanation at {sorted(kinds)}"
            decided.add(kinds)
        state, _ = game.apply(state, seat, choice)
        steps += 1
    return decided


@pytest.mark.parametrize(("name", "players", "options", "level"), cases())
def test_every_level_decides_every_kind_of_decision_of_every_variant(
    name: str, players: int, options: dict[str, Any], level: str
) -> None:
    game = load(name)
    decided = play_short_game(game, players, options, level, seed=7)
    assert len(decided) >= 2, "the level was asked almost nothing: the test proved little"


def test_the_variants_name_real_options_for_every_game() -> None:
    assert set(VARIANTS) == set(available())
    for name, variants in VARIANTS.items():
        spec = load(name).SPEC
        for players, options in variants:
            spec.check_setup(players, options)
