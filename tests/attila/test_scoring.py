"""Scoring of the tribes: rulebook §4 examples a-e, §7 two-player rule, spec TV-A1..A11, A16, A19-A21."""

from __future__ import annotations

import pytest

from game.attila.constants import TRIBE_INDEX
from game.attila.scoring import score_all, score_tribe, tribe_presence

from .helpers import position

# Rulebook §4 examples: the Franks have 5 tokens in 3 provinces; seats are White, Red, Green.
T, P = 5, 3


def test_most_influence_scores_tokens_second_scores_provinces():
    """TV-A1/A2 (§4 a+b): «Il Bianco guadagna 5 punti ed il Rosso ne guadagna 3.»"""
    assert score_tribe([4, 2, 0], T, P, two_player=False) == [5, 3, 0]


def test_tie_for_most_shares_tokens_plus_provinces_rounded_up():
    """TV-A3 (§4 c): «Il Bianco ed il Verde guadagnano ciascuno 4 punti»; nobody scores second (A16)."""
    assert score_tribe([3, 1, 3], T, P, two_player=False) == [4, 0, 4]


def test_tie_for_second_shares_provinces_rounded_up():
    """TV-A4 (§4 d): «Il Bianco guadagna 5 punti, il Rosso ed il Verde ne guadagnano 2.»"""
    assert score_tribe([5, 2, 2], T, P, two_player=False) == [5, 2, 2]


def test_only_player_with_influence_scores_tokens_and_provinces():
    """TV-A5 (§4 e): «Il Bianco guadagna 8 punti.»"""
    assert score_tribe([1, 0, 0], T, P, two_player=False) == [8, 0, 0]


def test_three_tied_for_first_each_get_ceiling_share():
    """TV-A8: 3 players tied first, T=5, P=3: each ceil(8/3) = 3, no second place."""
    assert score_tribe([2, 2, 2, 1], 5, 3, two_player=False) == [3, 3, 3, 0]


def test_three_tied_for_second_each_get_ceiling_of_provinces():
    """TV-A9: one leader; 3 players tied second; P = 3: each second gets 1."""
    assert score_tribe([6, 2, 2, 2], 7, 3, two_player=False) == [7, 1, 1, 1]


def test_nobody_with_influence_scores_nothing():
    """Spec §2.5: nobody on the track, no points."""
    assert score_tribe([0, 0, 0], 5, 3, two_player=False) == [0, 0, 0]


@pytest.mark.parametrize(
    ("positions", "expected"),
    [
        ([10, 8], [7, 5]),  # TV-A7 row 1 / TV-A10: within 2 spaces, full scoring 7 + 5
        ([10, 7], [7, 0]),  # TV-A7 row 2 / TV-A11: 3 behind, «il primo segna 7 punti ed il secondo non segna nulla»
        ([9, 9], [6, 6]),  # TV-A7 row 3: tied, ceil(12/2)
        ([4, 0], [12, 0]),  # A19: the other has no marker: rule e, T + P
    ],
)
def test_two_player_second_scores_only_within_two_spaces(positions, expected):
    """TV-A7 (§7, §8 «Il gioco per 2 giocatori»): the Goths have 7 tokens in 5 provinces."""
    assert score_tribe(positions, 7, 5, two_player=True) == expected


def test_two_player_shortcut_keeps_the_difference():
    """§8: the leader scores 7 - 5 = 2 with the shortcut; the full scoring keeps the same difference (A19)."""
    full = score_tribe([10, 8], 7, 5, two_player=True)
    assert full[0] - full[1] == 2


def test_pacified_provinces_count_for_tokens_and_provinces():
    """A20: tokens standing on peace tiles count for T and their provinces for P."""
    state = position(
        3,
        board={"germania": {"franks": 2}, "raetia": {"franks": 3}, "noricum": {"huns": 1}},
        peace=[("germania", 4)],
        boxes=(0, 2, 3, 4),
    )
    assert tribe_presence(state, TRIBE_INDEX["franks"]) == (5, 2)


def test_scoring_covers_every_tribe_in_rulebook_order():
    """§4: «Prima i Franchi, poi Unni, Goti, Sassoni, Teutoni e Vandali»."""
    state = position(
        3, board={"germania": {"vandals": 2, "franks": 1}}, influence={0: {"vandals": 3}, 1: {"franks": 1}}
    )
    table = score_all(state)
    assert [row[0] for row in table] == list(range(6))
    assert table[TRIBE_INDEX["vandals"]][3] == [3, 0, 0]  # only seat 0: T + P = 2 + 1
    assert table[TRIBE_INDEX["franks"]][3] == [0, 2, 0]
