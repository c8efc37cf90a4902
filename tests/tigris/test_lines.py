"""The reference lines of tests/tigris/lines.py replay choice for choice (STYLE.md 15)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from tests.tigris.lines import DATA, LINES, walk

RECORDED: list[dict[str, Any]] = json.loads(DATA.read_text(encoding="utf-8"))


def test_the_data_file_holds_every_line() -> None:
    assert [(r["players"], r["options"], r["seed"]) for r in RECORDED] == list(LINES)


@pytest.mark.parametrize("recorded", RECORDED, ids=lambda r: f"{r['players']}p-seed{r['seed']}")
def test_a_reference_line_lists_the_same_choices_to_the_end(recorded: dict[str, Any]) -> None:
    """Every legal() list along the line (counted and digested) and the final score are as recorded."""
    line = walk(recorded["players"], recorded["options"], recorded["seed"])
    counts, expected = line["counts"], recorded["counts"]
    first = next((i for i, (a, b) in enumerate(zip(counts, expected)) if a != b), None)
    assert first is None, f"step {first}: {counts[first]} legal choices, recorded {expected[first]}"
    assert len(counts) == len(expected), f"{len(counts)} steps, recorded {len(expected)}"
    assert line["digest"] == recorded["digest"], "same counts, but some listed choice differs"
    assert (line["score"], line["end"]) == (recorded["score"], recorded["end"])
