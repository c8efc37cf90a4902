"""tools.self_play: the report the threat tools share."""

from __future__ import annotations

from tools.self_play import report_by_kind


def test_the_report_gives_each_kind_what_came_true_the_model_and_the_share_of_it_that_came_true() -> None:
    records = [
        (3, "near", 0.8, True),
        (3, "near", 0.8, False),  # the model's 0.8 came true half the time: share 0.5 / 0.8
        (3, "far", 0.2, False),
        (3, "far", 0.6, True),
        (4, "near", 0.5, True),  # another seat count, reported on its own line
    ]
    lines = report_by_kind(records, [3, 4]).splitlines()
    assert lines[0] == "3 players: far 1/2 = 0.50 (model 0.40, share 1.50), near 1/2 = 0.50 (model 0.80, share 0.62)"
    assert lines[1] == "4 players: near 1/1 = 1.00 (model 0.50, share 2.00)"
