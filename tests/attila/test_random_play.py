"""Random complete games for every player count and option, with the game's invariants after each choice.

The generic conformance test and tools.fuzz do the full protocol checks; this covers every player count
cheaply (the fuzzer's setup list starts with all the 2-player setups) and the length bound.
"""

from __future__ import annotations

import pytest

from game.attila import SPEC, apply, check_invariants, is_over, legal, new_game, ranking, score, to_act
from game.core import Rng

OPTION_SETS = [
    {},
    {"end_turn": "finish_card", "stuck_discard": False, "influence_last": 12},
    {"tie_break": "influence", "random_start": False, "influence_last": 30},
]


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("options", OPTION_SETS, ids=["default", "finish-card", "tie-influence"])
def test_random_games_end_within_the_bound_with_invariants_kept(players, options):
    for seed in range(3):
        state = new_game(players, options, seed)
        rng = Rng(seed + 100)
        steps = 0
        while not is_over(state):
            (seat,) = to_act(state)
            state, _ = apply(state, seat, rng.choice(legal(state, seat)))
            check_invariants(state)
            steps += 1
            assert steps <= SPEC.max_choices
        assert state.end_reason in ("peace", "tokens", "influence", "stalemate")
        assert score(state) == [sum(p) for p in state.points]
        assert min(ranking(state)) == 1
