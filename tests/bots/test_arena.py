"""The arena: output shape, seat rotation, and the levels ordered on the toy
game as measured by it."""

from __future__ import annotations

import json
from types import SimpleNamespace

import pytest

from tests.core import toygame
from tools import arena


def test_arena_json_has_games_and_per_label_wins_and_decision_time(capsys: pytest.CaptureFixture[str]) -> None:
    code = arena.main(["toy", "--toy", "--seats", "hard:30,easy", "--games", "4", "--seed", "3", "--json"])
    data = json.loads(capsys.readouterr().out)
    assert code == 0 and data["games"] == 4 and data["errors"] == []
    for label in ("hard:30", "easy"):
        seat = data["seats"][label]
        assert seat == data[label]
        assert 0 <= seat["wins"] <= 4 and seat["mean_decision_s"] > 0
        assert seat["ci95"][0] <= seat["win_rate"] <= seat["ci95"][1]
    wins = data["seats"]["hard:30"]["wins"] + data["seats"]["easy"]["wins"]
    assert wins == 4  # one win per game, shared on a tie
    assert data["pairwise"]["hard:30>easy"]["score"] + data["pairwise"]["easy>hard:30"]["score"] == 4


def test_arena_text_report_names_every_label(capsys: pytest.CaptureFixture[str]) -> None:
    arena.main(["toy", "--toy", "--seats", "easy,medium,easy", "--games", "3"])
    out = capsys.readouterr().out
    assert "easy#2" in out and "medium" in out and "95% CI" in out and "s/decision" in out


def test_arena_rotates_seats_between_games() -> None:
    args = SimpleNamespace(seconds=None, iterations=None)
    specs = ["easy", "medium", "hard:5"]
    seatings = [arena.play_one(toygame, specs, specs, i, i, {}, args)[0] for i in range(3)]
    assert [s[0] for s in seatings] == ["easy", "medium", "hard:5"]
    assert all(sorted(s) == sorted(specs) for s in seatings)


def test_wilson_interval_contains_the_rate_and_narrows_with_games() -> None:
    lo10, hi10 = arena.wilson(7, 10)
    lo100, hi100 = arena.wilson(70, 100)
    assert lo10 < 0.7 < hi10 and lo10 < lo100 < 0.7 < hi100 < hi10


def test_hard_beats_easy_on_the_toy_game() -> None:
    """Measured, not assumed: over 24 rotated two-player games the 95%
    interval of hard's share against easy must lie above one half, which a
    bot no better than easy fails."""
    args = SimpleNamespace(seconds=None, iterations=300)
    result = arena.run(toygame, ["hard", "easy"], 24, 100, {}, args)
    lo, _ = arena.wilson(result.pairwise[("hard", "easy")], result.games)
    assert result.games == 24 and lo > 0.5, arena.report(result)


def test_easy_against_itself_is_not_found_stronger() -> None:
    """The same measurement between equal bots stays near one half (the
    strength test above is not an artefact of seat order or the interval)."""
    args = SimpleNamespace(seconds=None, iterations=None)
    result = arena.run(toygame, ["easy", "easy"], 40, 7, {}, args)
    lo, hi = arena.wilson(result.pairwise[("easy", "easy#2")], result.games)
    assert lo < 0.5 < hi
