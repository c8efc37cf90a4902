"""The generic conformance test: every implemented game, every player count,
every option set, a few seeds of random play with all the checks of
game.core.conformance after every choice (STYLE.md section 14).

The exclusion list must stay empty; any entry links an issue.
"""

from __future__ import annotations

import pytest

from game.core.conformance import play_checked
from game.registry import available, load

EXCLUDED: dict[str, str] = {}  # game name -> issue link; keep empty
SEEDS_PER_SETUP = 2
OPTION_SETS_PER_COUNT = 2  # evenly spread option sets per player count keep CI within its budget


def _spread(items: list, n: int) -> list:
    """``n`` items spread evenly over the list, first and last included."""
    if len(items) <= n:
        return items
    return [items[round(i * (len(items) - 1) / (n - 1))] for i in range(n)]


def _cases() -> list[tuple[str, int, dict, int]]:
    cases = []
    for name in available():
        if name in EXCLUDED:
            continue
        spec = load(name).SPEC
        for players in range(spec.min_players, spec.max_players + 1):
            for options in _spread(spec.option_sets(players), OPTION_SETS_PER_COUNT):
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
