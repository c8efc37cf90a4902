"""The generic conformance test: every implemented game, every player count,
every option set, a few seeds of random play with all the checks of
game.core.conformance after every choice (STYLE.md section 14).

The exclusion list must stay empty; any entry links an issue.
"""

from __future__ import annotations

import pytest

from game.core.conformance import play_checked
from game.registry import available, load
from tools.fuzz import setups

EXCLUDED: dict[str, str] = {}  # game name -> issue link; keep empty
SEEDS_PER_SETUP = 2
MAX_SETUPS = 8  # a spread of setups per game keeps CI within its budget


def _cases() -> list[tuple[str, int, dict, int]]:
    cases = []
    for name in available():
        if name in EXCLUDED:
            continue
        all_setups = setups(load(name))
        step = max(1, len(all_setups) // MAX_SETUPS)
        for players, options in all_setups[::step][:MAX_SETUPS]:
            for seed in range(SEEDS_PER_SETUP):
                cases.append((name, players, options, 1000 + seed))
    return cases


def _id(case: tuple[str, int, dict, int]) -> str:
    name, players, options, seed = case
    opts = ",".join(f"{k}={v}" for k, v in sorted(options.items()) if v) or "default"
    return f"{name}-{players}p-{opts}-s{seed}"


@pytest.mark.parametrize("case", _cases(), ids=_id)
def test_random_game_conforms(case: tuple[str, int, dict, int]) -> None:
    name, players, options, seed = case
    game = load(name)
    result = play_checked(game, players, options, seed)
    assert 0 < result.steps <= game.SPEC.max_choices
    assert sorted(set(result.ranking))[0] == 1


def test_exclusion_list_is_empty() -> None:
    assert EXCLUDED == {}
