"""The reference lines of every game replay choice for choice (tests/lines.py, STYLE.md 15)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from game.registry import available, load
from tests.lines import data_file, walk

RECORDED = {name: json.loads(data_file(name).read_text(encoding="utf-8")) for name in available()}


def test_every_game_has_lines_over_every_player_count_and_option_value() -> None:
    for name, lines in RECORDED.items():
        spec = load(name).SPEC
        assert {line["players"] for line in lines} == set(range(spec.min_players, spec.max_players + 1)), name
        filled = [spec.check_setup(line["players"], line["options"]) for line in lines]  # defaults too
        played = {(k, repr(v)) for options in filled for k, v in options.items()}
        assert played >= {(opt.name, repr(v)) for opt in spec.options for v in opt.values}, name


@pytest.mark.parametrize(
    ("name", "recorded"),
    [(name, line) for name, lines in RECORDED.items() for line in lines],
    ids=lambda x: x if isinstance(x, str) else f"{x['players']}p-seed{x['seed']}",
)
def test_a_reference_line_lists_the_same_choices(name: str, recorded: dict[str, Any]) -> None:
    """Every legal() list along the line (counted and digested) and the score where it stops."""
    line = walk(name, recorded["players"], recorded["options"], recorded["seed"], recorded["limit"])
    counts, expected = line["counts"], recorded["counts"]
    first = next((i for i, (a, b) in enumerate(zip(counts, expected, strict=False)) if a != b), None)
    assert first is None, f"step {first}: {counts[first]} legal choices, recorded {expected[first]}"
    assert len(counts) == len(expected), f"{len(counts)} steps, recorded {len(expected)}"
    assert line["digest"] == recorded["digest"], "same counts, but some listed choice differs"
    assert line["score"] == recorded["score"]
