"""tools.europa_threats: the territories and fortresses Europa's reply model sees threatened, and
whether they fell."""

from __future__ import annotations

from tools.europa_threats import band, kind_of, play
from tools.self_play import report_by_kind


def test_a_threat_is_named_by_who_plays_first_from_the_turn_that_starts() -> None:
    order = (2, 0, 3, 1)  # Europa's playing order is drawn, not the seats' numbers
    assert kind_of(order, turn=0, owner=1, enemy=0) == "next"
    assert kind_of(order, turn=0, owner=1, enemy=3) == "before"
    assert kind_of(order, turn=0, owner=3, enemy=1) == "after"
    assert kind_of(order, turn=0, owner=2, enemy=3) == "before"  # from 0 the round goes 0, 3, 1, 2
    assert kind_of(order, turn=0, owner=3, enemy=2) == "after"
    assert kind_of(order, turn=0, owner=0, enemy=3) == "own"


def test_a_fortress_fall_is_reported_in_its_band() -> None:
    assert band(0.01) == "0.00-0.05"
    assert band(0.2) == "0.20-0.50"
    assert band(0.95) == "0.90-1.00"


def test_a_self_play_game_records_flagged_territories_and_the_ones_that_fell() -> None:
    records = play(("easy", 3, 2))
    assert {players for players, _, _, _ in records} == {3}
    territories = [r for r in records if not r[1].startswith(("fortress", "fall"))]
    assert any(lost for *_, lost in territories) and not all(lost for *_, lost in territories)
    assert all(0 < chance <= 1 for _, _, chance, _ in records)
    kinds = {kind for _, kind, _, _ in records}
    assert {"next", "before", "after", "own", "fortress next", "fall own"} <= kinds
    line = report_by_kind(records, [3])
    assert line.startswith("3 players: ") and "model" in line
