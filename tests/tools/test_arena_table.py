"""tools.arena_table: the table in docs/bots.md is the one its data and run files give, every
pairing of the issue has its line, and rows that cannot stand are refused with a reason."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tools import arena, arena_table

DOC = arena_table.ROOT / "docs" / "bots.md"


def run_file(path: Path, game: str, records: list[dict[str, Any]]) -> None:
    params = {
        "game": game,
        "module": None,
        "seats": ["hard", "medium"],
        "players": [3],
        "options": {},
        "iterations": None,
        "seconds": None,
        "commits": ["abc1234"],
    }
    arena.write_run(str(path), params, records)


def game(seed: int, hard_first: bool) -> dict[str, Any]:
    ranking = [1, 2, 3] if hard_first else [3, 2, 1]
    return {"seed": seed, "players": 3, "labels": ["hard", "medium", "medium"], "ranking": ranking, "timing": {}}


def table(tmp_path: Path, rows: list[dict[str, Any]]) -> Path:
    path = tmp_path / "table.json"
    path.write_text(json.dumps({"rows": rows}), encoding="utf-8")
    return path


def test_the_table_in_the_docs_is_the_one_the_data_gives() -> None:
    assert arena_table.main(["--check", str(DOC)]) == 0


def test_every_pairing_of_the_issue_has_a_line() -> None:
    text = arena_table.render()
    lines = [line for line in text.splitlines() if line.startswith("| ") and not line.startswith("| game")]
    # 18 player counts over the five games, four pairings each.
    assert len(lines) == len(arena_table.pairings()) == 72
    assert "| Europa | 6 | expert > hard |" in text and "| Tigris & Euphrates | 2 | hard > easy |" in text


def test_figures_come_from_the_games_at_the_rows_player_count(tmp_path: Path) -> None:
    run_file(tmp_path / "run.json", "europa", [game(s, hard_first=s <= 30) for s in range(1, 41)])
    row = {"game": "europa", "players": 3, "pair": "hard>medium", "session": "test", "files": ["run.json"]}
    f = arena_table.figures(row, tmp_path)
    assert f["games"] == 40 and f["rate"] == pytest.approx(0.75) and f["target"] == "met"
    assert f["commits"] == ["abc1234"]
    run_file(tmp_path / "short.json", "europa", [game(s, hard_first=True) for s in range(1, 11)])
    short = arena_table.figures({**row, "files": ["short.json"]}, tmp_path)
    assert short["rate"] == 1.0 and short["target"] == "short"


def test_a_row_may_name_the_label_its_level_was_played_under(tmp_path: Path) -> None:
    """Games played as ``hard:96`` stand for hard once hard plays 96 play-outs at that table size."""
    capped = [{**game(s, hard_first=s <= 30), "labels": ["hard:96", "medium", "medium"]} for s in range(1, 41)]
    run_file(tmp_path / "run.json", "europa", capped)
    row = {"game": "europa", "players": 3, "pair": "hard>medium", "session": "test", "files": ["run.json"]}
    with pytest.raises(ValueError, match="no hard and medium seats"):
        arena_table.figures(row, tmp_path)
    f = arena_table.figures({**row, "labels": {"hard": "hard:96"}}, tmp_path)
    assert f["games"] == 40 and f["rate"] == pytest.approx(0.75)


def test_a_missed_target_renders_as_missed(tmp_path: Path) -> None:
    run_file(tmp_path / "run.json", "europa", [game(s, hard_first=s % 2 == 0) for s in range(1, 41)])
    rows = [{"game": "europa", "players": 3, "pair": "hard>medium", "session": "test", "files": ["run.json"]}]
    text = arena_table.render(table(tmp_path, rows), tmp_path)
    assert "| Europa | 3 | hard > medium | 40 | 0.50 [0.35, 0.65] |" in text and "**missed**" in text
    assert text.endswith("1 of the 72 pairings stand at 40 games or more, and 0 meet their target.")


def test_rows_that_cannot_stand_are_refused_with_the_reason(tmp_path: Path) -> None:
    run_file(tmp_path / "run.json", "europa", [game(1, hard_first=True)])
    base = {"game": "europa", "players": 3, "pair": "hard>medium", "session": "test", "files": ["run.json"]}
    with pytest.raises(ValueError, match="not a pairing"):
        arena_table.load_rows(table(tmp_path, [{**base, "players": 2}]))
    with pytest.raises(ValueError, match="listed twice"):
        arena_table.load_rows(table(tmp_path, [base, base]))
    with pytest.raises(ValueError, match="exactly one of files and recorded"):
        arena_table.load_rows(table(tmp_path, [{**base, "recorded": {"score": 1, "games": 1, "commits": []}}]))
    with pytest.raises(ValueError, match="games of europa"):
        arena_table.figures({**base, "game": "vinci"}, tmp_path)
    with pytest.raises(ValueError, match="no hard and medium seats at 4 players"):
        arena_table.figures({**base, "players": 4}, tmp_path)


def test_write_puts_the_table_between_the_markers_and_check_sees_a_stale_one(tmp_path: Path) -> None:
    doc = tmp_path / "doc.md"
    doc.write_text(f"# Bots\n\n{arena_table.START}\nstale table\n{arena_table.END}\n\nmore\n", encoding="utf-8")
    assert arena_table.main(["--check", str(doc)]) == 1
    assert arena_table.main(["--write", str(doc)]) == 0
    text = doc.read_text(encoding="utf-8")
    assert text.startswith("# Bots\n\n") and text.endswith("\n\nmore\n") and "stale table" not in text
    assert arena_table.main(["--check", str(doc)]) == 0
    doc.write_text("# Bots, no markers\n", encoding="utf-8")
    with pytest.raises(ValueError, match="needs one"):
        arena_table.main(["--check", str(doc)])
