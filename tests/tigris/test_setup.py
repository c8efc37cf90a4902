"""Set-up (spec 1.3): tiles, treasures, hands, start player; bad set-ups
raise SetupError naming the bad value."""

from __future__ import annotations

import pytest

import game.tigris as T
from game.core import SetupError


def test_standard_setup_counts() -> None:
    """IT L145-157: a temple and a treasure on each of the 10 treasure
    squares, 143 tiles in the bag, 6 behind each screen, 2 catastrophes."""
    for players in (2, 3, 4):
        s = T.new_game(players, {}, players)
        assert len(s.treasures) == 10 and sum(1 for c in s.cells if c == "r") == 10
        assert len(s.bag) + 6 * players == 143
        assert all(sum(h) == 6 for h in s.hands) and s.catastrophes == (2,) * players


def test_advanced_setup_has_14_treasures_a1() -> None:
    """A-1 and IT L645-647: 14 treasure temples on the advanced side."""
    s = T.new_game(2, {"board": "advanced"}, 1)
    assert len(s.treasures) == 14 and len(s.bag) + 12 == 139


def test_start_player_is_drawn_from_the_seed() -> None:
    """IT L161-163: the start player is drawn at random (here, from the seed)."""
    starts = {T.new_game(4, {}, seed).active for seed in range(40)}
    assert starts == {0, 1, 2, 3}
    assert T.new_game(4, {}, 7) == T.new_game(4, {}, 7)


@pytest.mark.parametrize("players", [1, 5, 0])
def test_bad_player_count_refused(players: int) -> None:
    with pytest.raises(SetupError, match=str(players)):
        T.new_game(players, {}, 1)


@pytest.mark.parametrize("options", [{"board": "round"}, {"english": 1}, {"buildings": True}, {"colour": "red"}])
def test_bad_option_refused(options: dict[str, object]) -> None:
    with pytest.raises(SetupError):
        T.new_game(3, options, 1)
