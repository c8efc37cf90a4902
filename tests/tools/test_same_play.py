"""tools.same_play: a record of seeded random games matches itself and points at a changed step."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tools import same_play

ARGS = ["attila", "--games", "2", "--seed", "5"]


def test_a_record_matches_a_replay_and_a_changed_step_is_named(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    record = tmp_path / "before.json"
    assert same_play.main([*ARGS, "--out", str(record)]) == 0
    capsys.readouterr()
    assert same_play.main([*ARGS, "--against", str(record)]) == 0
    assert capsys.readouterr().out.endswith("identical\n")

    data = json.loads(record.read_text(encoding="utf-8"))
    data["games"][1]["steps"][7] = "0" * 12
    record.write_text(json.dumps(data), encoding="utf-8")
    assert same_play.main([*ARGS, "--against", str(record)]) == 1
    out = capsys.readouterr().out
    assert "game 1 (3 players" in out and "differs from step 7" in out
    assert "game 0 " not in out


def test_a_record_of_another_seed_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    record = tmp_path / "before.json"
    assert same_play.main([*ARGS, "--out", str(record)]) == 0
    assert same_play.main(["attila", "--games", "2", "--seed", "6", "--against", str(record)]) == 1
    assert "not attila seed 6" in capsys.readouterr().out
