"""The generic conformance test: every implemented game, every player count,
spread option sets and every option value, a random game each with all the
checks of game.core.conformance after every choice (STYLE.md section 14).
Each case has its own seed; `make fuzz` plays many more random games.

The exclusion list must stay empty; any entry links an issue.
"""

from __future__ import annotations

import pytest

from game.core.conformance import play_checked
from game.registry import available, load

EXCLUDED: dict[str, str] = {}  # game name -> issue link; keep empty
#: Evenly spread option sets per player count (design value: with one game each, CI's budget
#: allows two; a second seed per setup cost 100 s of CI's 15 minutes, mostly long 6-player Europa).
OPTION_SETS_PER_COUNT = 2


def _spread(items: list, n: int) -> list:
    """``n`` items spread evenly over the list, first and last included."""
    if len(items) <= n:
        return items
    return [items[round(i * (len(items) - 1) / (n - 1))] for i in range(n)]


def _cases() -> list[tuple[str, int, dict, int]]:
    """Per player count the first and last option sets; then the covering setups that play an
    option value those leave out (issue 18.7: every value of every option at least once)."""
    cases = []
    for name in available():
        if name in EXCLUDED:
            continue
        spec = load(name).SPEC
        for players in range(spec.min_players, spec.max_players + 1):
            for options in _spread(spec.option_sets(players), OPTION_SETS_PER_COUNT):
                cases.append((name, players, options, 1000 + len(cases)))
        played = {(opt.name, repr(o[opt.name])) for n, _, o, _ in cases if n == name for opt in spec.options}
        for players, options in spec.covering_setups():
            new = {(k, repr(v)) for k, v in options.items()} - played
            if new:
                cases.append((name, players, options, 2000 + len(cases)))
                played |= new
    return cases


def test_every_value_of_every_option_is_played() -> None:
    for name in available():
        spec = load(name).SPEC
        played = {(k, repr(v)) for n, _, options, _ in _cases() if n == name for k, v in options.items()}
        assert played == {(opt.name, repr(v)) for opt in spec.options for v in opt.values}, name


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
