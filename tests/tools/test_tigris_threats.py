"""tools.tigris_threats: the leaders Tigris's reply model flags, and whether they were lost."""

from __future__ import annotations

from tests.bots.test_reply_models import _tigris_war
from tools.tigris_threats import flagged, play, report


def test_the_weaker_side_of_a_war_one_tile_away_is_flagged_and_the_stronger_is_not() -> None:
    ahead = _tigris_war({0: "rrbbgg", 1: "rrbbgg", 2: "bbbggg"})  # seat 0's black side is stronger
    assert flagged(ahead) == {(0, "k"): set(), (1, "k"): {"war"}}


def test_a_self_play_game_records_every_leader_at_each_turn_end_and_the_ones_lost() -> None:
    records = play(("easy", 2, 2))
    assert {players for players, _, _ in records} == {2}
    assert any(lost for _, _, lost in records)  # seed 2: easy loses leaders in conflicts
    assert any(kinds for _, kinds, _ in records) and any(not kinds for _, kinds, _ in records)
    line = report(records, [2])
    assert line.startswith("2 players: ") and "none " in line
