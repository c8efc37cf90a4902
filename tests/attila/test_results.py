"""Ranking and the end-screen table (rulebook §6; spec A17)."""

from __future__ import annotations

from game.attila import ranking, score, score_table

from .helpers import position

POINTS = ((0, 5, 0, 0, 3), (2, 3, 0, 0, 3), (0, 0, 0, 0, 1))


def ended(options=None):
    return position(
        3,
        influence={0: {"goths": 2}, 1: {"goths": 5}},
        points=POINTS,
        step="over",
        end_reason="influence",
        boxes=(0, 0, 3, 4),
        peace=[("belgica", 4), ("africa", 5), ("asia", 5)],
        options=options,
    )


def test_most_points_wins_and_a_tie_is_shared_by_default():
    """§6 «Il giocatore con più punti è il vincitore!»; A17: no tie-break in the rulebook."""
    state = ended()
    assert score(state) == [8, 8, 1]
    assert ranking(state) == [1, 1, 3]


def test_total_influence_breaks_ties_by_option():
    """A17: the optional tie-breaker compares total influence."""
    assert ranking(ended({"tie_break": "influence"})) == [2, 1, 3]


def test_score_table_breaks_points_down_by_scoring():
    """The end screen: the four century scorings, the final scoring, total influence and total."""
    table = score_table(ended(), "it")
    assert table["headers"][0] == "4° secolo" and table["headers"][-1] == "Totale"
    assert table["rows"][1] == [2, 3, 0, 0, 3, 5, 8]
