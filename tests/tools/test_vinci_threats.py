"""tools.vinci_threats: the provinces Vinci's reply model sees exposed, and whether they fell."""

from __future__ import annotations

from tools.self_play import report_by_kind
from tools.vinci_threats import kind_of, play


def test_a_threat_is_named_by_who_plays_first_from_the_turn_that_starts() -> None:
    assert kind_of(turn=1, players=4, owner=3, rival=1) == "next"  # the rival's turn is starting
    assert kind_of(turn=1, players=4, owner=3, rival=2) == "before"
    assert kind_of(turn=1, players=4, owner=2, rival=3) == "after"
    assert kind_of(turn=1, players=4, owner=1, rival=0) == "after"  # the owner's own turn starts


def test_a_self_play_game_records_flagged_provinces_and_the_ones_that_fell() -> None:
    records = play(("easy", 3, 2))
    assert {players for players, _, _, _ in records} == {3}
    assert any(lost for *_, lost in records) and not all(lost for *_, lost in records)
    assert all(0 < chance <= 1 for _, _, chance, _ in records)
    line = report_by_kind(records, [3])
    assert line.startswith("3 players: ") and "model" in line
