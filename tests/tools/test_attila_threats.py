"""tools.attila_threats: the losses Attila's reply model expects, and the ones that came."""

from __future__ import annotations

from typing import Any

from game.attila.scoring import score_all
from tests.bots.test_reply_models import _attila_one_tribe
from tools.attila_threats import main, modelled_loss, play, realized_loss, report


def test_pulling_away_from_a_second_within_two_spaces_is_modelled_and_counted_when_it_comes() -> None:
    _, gain, with_influence = _attila_one_tribe(2)
    before = with_influence(2, 3)  # seat 0 second within 2 spaces: it scores P = 1
    assert modelled_loss(before, 0) == -1
    assert modelled_loss(before, 1) == -3  # two cards of seat 0 take the lead: seat 1 scores P = 1, not T = 4
    scored = score_all(before)
    assert realized_loss(before, scored, with_influence(2, 3 + 2 * gain), 0) == -1
    assert realized_loss(before, scored, before, 0) == 0


def test_a_self_play_game_records_each_turn_of_each_seat() -> None:
    records = play(("easy", 2, 2))
    assert {players for players, _, _ in records} == {2}
    assert any(m < 0 for _, m, _ in records) and any(r < 0 for _, _, r in records)
    assert all(m <= 0 and r <= 0 for _, m, r in records)
    line = report(records, [2])
    assert line.startswith("2 players: ") and "least-squares share" in line


def test_the_command_plays_the_seeds_asked_and_prints_a_line_per_seat_count(capsys: Any) -> None:
    assert main(["--level", "easy", "--players", "2,3", "--seeds", "1:3"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert [line.split(":")[0] for line in lines] == ["2 players", "3 players"]
