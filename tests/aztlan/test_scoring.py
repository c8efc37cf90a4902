"""Scoring rules of Aztlán: possessions, the bonus table, the wild card, Blessings,
Canoes and Rafts, the end-of-game bonus and the pyramid-stack tie-break.

Sources: rulebook p. 7-8 and 10; spec rules/aztlan.md §2.5, §2.7, §3 (TV-Z6..Z12), §4 (Z3, Z4, Z10-Z12, Z17).
"""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

import game.aztlan as aztlan
from game.aztlan.board import ADJACENT, TERRITORY_IDS, TYPES
from game.aztlan.cards import offering_bonus
from game.aztlan.scoring import best_wild_type, possession_scores, possession_value, possessions, type_totals
from game.aztlan.state import NO_CARD

from .helpers import BLUE, RED, YELLOW, play, position

# TV-Z6 on this project's map: Yellow's four possessions.
POSSESSION_A = ["ajusco", "atlixco", "chalco", "culhuacan"]  # 4 territories, 1 city (Culhuacán)
POSSESSION_B = ["cholollan", "tlacopan", "tochpan"]  # 3 territories, 2 cities
POSSESSION_C = ["xaltocan"]  # 1 city
POSSESSION_D = ["huehuetlan"]  # 1 desert, no city


def _yellow_scoring(territories: list[str], card: int, **kw: object) -> aztlan.State:
    board = {t: {YELLOW: 1} for t in territories}
    cards = [5, card, 6, 7]
    return position(4, board=board, cards=cards, phase="score", order=[1, 0, 2, 3], **kw)  # type: ignore[arg-type]


def test_possession_value_is_zero_without_a_matching_territory_else_n_plus_b_squared() -> None:
    """TV-Z8: every numeric cell of the rulebook's scoring card (last page) equals the formula (spec Z3)."""
    table = {
        1: [0, 2],
        2: [0, 3],
        3: [0, 4, 7],
        4: [0, 5, 8, 13],
        5: [0, 6, 9, 14],
        6: [0, 7, 10, 15, 22],
        7: [0, 8, 11, 16, 23, 32],
        8: [0, 9, 12, 17, 24, 33],
        9: [0, 10, 13, 18, 25, 34],
        10: [0, 11, 14, 19, 26, 35, 46],
        11: [0, 12, 15, 20, 27, 36, 47],
        12: [0, 13, 16, 21, 28, 37, 48],
        13: [0, 14, 17, 22, 29, 38, 49],
        14: [0, 15, 18, 23, 30, 39, 50],
        15: [0, 16, 19, 24, 31, 40, 51],
    }
    cells = 0
    for n, row in table.items():
        for b, value in enumerate(row):
            assert possession_value(n, b) == value, (n, b)
            cells += 1
    assert cells == 80


def test_city_card_scores_the_rulebook_example_14() -> None:
    """TV-Z6 (p. 7): possessions of 4/1, 3/2, 1/1 and 1/0 (territories/cities) score 5 + 7 + 2 + 0 = 14."""
    owned = POSSESSION_A + POSSESSION_B + POSSESSION_C + POSSESSION_D
    groups = sorted(possessions(owned), key=len)
    assert sorted(map(sorted, groups)) == sorted(map(sorted, [POSSESSION_A, POSSESSION_B, POSSESSION_C, POSSESSION_D]))
    state = _yellow_scoring(owned, 9)
    state, events = play(state, 1, "score")
    score = next(e for e in events if e["type"] == "score")
    assert sorted(g[3] for g in score["possessions"]) == [0, 2, 5, 7]
    assert score["total"] == 14
    assert state.scores[1] == 14


def test_the_totals_of_every_type_reckoned_at_once_are_each_types_own_scoring() -> None:
    """``type_totals`` reckons the possessions once for all the types (the bots ask every type of the
    same holdings): each total is that type's scoring, and the wild card's best is the largest."""
    rng = random.Random(5)
    for _ in range(300):
        owned = rng.sample(list(TERRITORY_IDS), rng.randrange(len(TERRITORY_IDS)))
        totals = type_totals(owned)
        assert list(totals) == list(TYPES)
        assert totals == {k: sum(p[3] for p in possession_scores(owned, k)) for k in TYPES}
        kind, best = best_wild_type(owned)
        assert best == max(totals.values()) and kind == next(k for k in TYPES if totals[k] == best)


def test_wild_card_type_applies_to_every_possession_and_desert_gives_22() -> None:
    """TV-Z7 (p. 7): card 4, possessions of 2, 3 and 6 territories with 1, 1 and 3 deserts: 3 + 4 + 15 = 22,
    and no other single type beats it (spec Z4)."""
    owned = ["ajusco", "chimalpan", "huehuetlan", "tepetlan", "tepexic", "xochimilco"]
    owned += ["cuauhtepec", "mezquital", "milpan"] + ["cuitlahuac", "oztoman"]
    assert sorted(len(g) for g in possessions(owned)) == [2, 3, 6]
    assert best_wild_type(owned) == ("desert", 22)
    totals = {k: sum(p[3] for p in possession_scores(owned, k)) for k in TYPES}
    assert all(v < 22 for k, v in totals.items() if k != "desert")
    state = _yellow_scoring(owned, 4)
    assert [c.args for c in aztlan.legal(state, 1) if c.kind == "score"] == [(k,) for k in TYPES]
    state, events = play(state, 1, "score", "desert")
    score = next(e for e in events if e["type"] == "score")
    assert sorted(g[3] for g in score["possessions"]) == [3, 4, 15]
    assert state.scores[1] == 22


def test_possession_counts_territories_shared_with_stronger_enemies() -> None:
    """p. 7: a territory counts if the player has at least one piece there, even outnumbered."""
    board = {"cholollan": {YELLOW: 1, RED: 3}, "tochpan": {YELLOW: 1}}
    state = position(4, board=board, cards=[5, 9, 6, 7], phase="score", order=[1, 0, 2, 3])
    state, events = play(state, 1, "score")
    assert next(e for e in events if e["type"] == "score")["total"] == 2 + 1  # n = 2, b = 1


def test_lake_separates_territories_for_possessions() -> None:
    """p. 7: two territories divided by a lake are not adjacent (Tollan and Cholollan both border Lake
    Zumpango)."""
    assert "cholollan" not in ADJACENT["tollan"]
    assert len(possessions(["tollan", "cholollan"])) == 2


def test_blessing_counts_every_controlled_territory_of_its_type() -> None:
    """p. 10, spec Z11: +2 per jungle with a piece, including in possessions that scored 0; two Blessings
    each add their bonus."""
    board = {"tamoanchan": {YELLOW: 1}, "huaxtepec": {YELLOW: 1}, "tlalocan": {YELLOW: 1}}
    state = position(
        4, board=board, cards=[5, 9, 6, 7], phase="score", order=[1, 0, 2, 3], prosperity={1: ["mixcoatl", "mixcoatl"]}
    )
    state, _ = play(state, 1, "blessing", "mixcoatl")
    state, _ = play(state, 1, "blessing", "mixcoatl")
    state, events = play(state, 1, "score")
    score = next(e for e in events if e["type"] == "score")
    assert [g[3] for g in score["possessions"]] == [0, 0, 0]  # no city
    assert score["blessings"] == [["mixcoatl", 6], ["mixcoatl", 6]]
    assert state.scores[1] == 12
    assert state.discard[-2:] == ("mixcoatl", "mixcoatl")


def test_canoes_and_rafts_joins_one_chosen_pair_across_a_lake() -> None:
    """p. 10, spec Z10: Tollan and Cholollan (Lake Zumpango) count as adjacent for this scoring only."""
    board = {"tollan": {YELLOW: 1}, "cholollan": {YELLOW: 1}, "tepexic": {YELLOW: 1}}
    state = position(4, board=board, cards=[5, 9, 6, 7], phase="score", order=[1, 0, 2, 3], prosperity={1: ["canoes"]})
    state, _ = play(state, 1, "canoes", "zumpango")
    assert {c.args[0] for c in aztlan.legal(state, 1)} == {
        "cholollan",
        "mezquital",
        "milpan",
        "tochpan",
        "tollan",
        "zacatlan",
    }
    state, _ = play(state, 1, "bank", "tollan")
    assert ("tollan",) not in [c.args for c in aztlan.legal(state, 1)]  # two different territories
    state, _ = play(state, 1, "bank", "cholollan")
    state, events = play(state, 1, "score")
    score = next(e for e in events if e["type"] == "score")
    assert sorted(g[1] for g in score["possessions"]) == [1, 2]  # Tollan + Cholollan, and Tepexic alone
    assert score["total"] == (2 + 4) + 0
    assert state.links == ()  # only for that scoring turn


def test_canoes_whole_lake_option_joins_every_shore_territory() -> None:
    """Spec Z10 option: all territories around the lake count as adjacent."""
    board = {"tollan": {YELLOW: 1}, "cholollan": {YELLOW: 1}, "milpan": {YELLOW: 1}}
    state = position(
        4,
        board=board,
        cards=[5, 9, 6, 7],
        phase="score",
        order=[1, 0, 2, 3],
        prosperity={1: ["canoes"]},
        options={"canoes_whole_lake": True},
    )
    state, _ = play(state, 1, "canoes", "zumpango")
    assert state.step == "cards"
    state, events = play(state, 1, "score")
    assert [g[1] for g in next(e for e in events if e["type"] == "score")["possessions"]] == [3]


def test_final_bonus_adds_unused_card_cards_in_hand_and_offerings() -> None:
    """TV-Z9: unused card 9 (20 VP) + 4 cards in hand + 3 Offerings squared = 33 (p. 8, p. 10)."""
    state = position(
        3,
        era=5,
        cards=[4, 5, 6],
        phase="score",
        order=[0, 1, 2],
        prosperity={0: ["offering", "offering", "offering", "mixcoatl"]},
    )
    state = replace(state, power_hand=((9,), (4,), (4,)), power_used=((5, 6, 7, 8), (6, 7, 8, 9), (5, 7, 8, 9)))
    for seat in (0, 1, 2):
        choices = [c for c in aztlan.legal(state, seat) if c.kind == "score"]
        state, events = aztlan.apply(state, seat, choices[0])
    assert aztlan.is_over(state)
    assert state.end_bonus[0] == (20, 4, 9)
    assert state.scores[0] == 33
    table = aztlan.score_table(state, "en")
    assert table["rows"][0][-4:] == [20, 4, 9, 33]


def test_offerings_bonus_is_the_square_and_extrapolates_past_five() -> None:
    """TV-Z10 (p. 10 table 1/4/9/16/25) and spec Z12: k squared, 6 -> 36, or capped at 25 by option."""
    assert [offering_bonus(k, cap=False) for k in range(1, 6)] == [1, 4, 9, 16, 25]
    assert [k + offering_bonus(k, cap=False) for k in range(1, 6)] == [2, 6, 12, 20, 30]
    assert offering_bonus(6, cap=False) == 36
    assert offering_bonus(6, cap=True) == 25


def test_stack_breaks_ties_the_last_arrival_on_top() -> None:
    """TV-Z12 (p. 4, spec Z17): Blue, Red, Yellow start in that order; Blue scores 10, Red 10 landing on Blue,
    Yellow 4: era II's order is Red, Blue, Yellow, and Red would win the tie."""
    # Card 9 (city): Blue and Red each hold 6 connected territories with 2 cities (6 + 4 = 10), Yellow 3 with
    # 1 city (3 + 1 = 4), Green nothing.
    blue_land = ["chimalpan", "coatepec", "culhuacan", "quauhtla", "tlalocan", "zempoala"]
    red_land = ["cholollan", "cuauhtepec", "huaxtepec", "oztoman", "xaltocan", "xicalanco"]
    yellow_land = ["tamoanchan", "tlacopan", "tochpan"]
    board: dict[str, dict[int, int]] = {t: {BLUE: 1} for t in blue_land}
    board.update({t: {RED: 1} for t in red_land})
    board.update({t: {YELLOW: 1} for t in yellow_land})
    arrival = [3, 2, 1, 4]  # starting stack, top first: Blue, Red, Yellow, Green
    state = position(4, board=board, cards=[9, 9, 5, 9], phase="score", order=[3, 0, 1, 2], arrival=arrival)
    results = {}
    for seat in (3, 0, 1, 2):
        state, events = play(state, seat, "score")
        results[seat] = next(e for e in events if e["type"] == "score")["total"]
    assert results[3] == results[0] == 10
    assert results[1] == 4 and results[2] == 0
    assert aztlan.view(state, None)["stack"][:3] == [0, 3, 1]
    # In era II the development order is Red, Blue, Yellow (Green, with 0 VP, last).
    assert state.phase == "choice"
    for seat in range(4):
        state, _ = aztlan.apply(state, seat, aztlan.legal(state, seat)[0])
    assert state.order == (0, 3, 1, 2)
    assert aztlan.ranking(state)[0] == 1 and aztlan.ranking(state)[3] == 2


def test_zero_score_does_not_move_the_pyramid() -> None:
    """Spec Z17: a player who scores 0 keeps his place in the stack."""
    state = position(3, board={"huehuetlan": {0: 1}}, cards=[9, 5, 6], phase="score", order=[0, 1, 2])
    before = state.arrival
    state, _ = play(state, 0, "score")
    assert state.scores[0] == 0 and state.arrival == before


@pytest.mark.parametrize("card", [5, 6, 7, 8, 9])
def test_power_card_types_follow_the_design_table(card: int) -> None:
    """DECISIONS.md: 5 jungle, 6 desert, 7 mountains, 8 terraced fields, 9 city."""
    expected = {5: "jungle", 6: "desert", 7: "mountains", 8: "fields", 9: "city"}[card]
    state = position(3, board={"tollan": {0: 1}}, cards=[card, 5, 6], phase="score", order=[0, 1, 2])
    _, events = play(state, 0, "score")
    assert next(e for e in events if e["type"] == "score")["bonus_type"] == expected
    assert state.power_current[0] != NO_CARD
