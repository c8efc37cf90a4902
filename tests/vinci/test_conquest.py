"""Conquest cost and resolution (spec 3.3-3.6; TD-10..TD-26, REC-A10..A12, A16, A21, A22, A27, A28, A32).

Provinces used (game/vinci/board.py): francia farmland; provenza plain (coastal);
renania forest; alpi mountain; austria and illiria adjacent mountains; polonia
inland farmland; portogallo coastal plain on the Atlantic (an entry).
"""

from __future__ import annotations

import pytest

import game.vinci as vinci
from game.vinci import conquest, tiles
from game.vinci.state import EXPAND, SURVIVORS, Player

from .builders import civ, neutral, occ, play, table


def _cost(target: str, mine: list[str], *kinds: str, others: dict | None = None, militia: bool = False) -> int:
    occupancy = {p: occ(0, 1) for p in mine}
    occupancy.update(others or {})
    seats = [civ(*kinds) if kinds else civ(tiles.BARBARIANS)]
    seats.append(civ(tiles.MILITIA, tiles.CURRENCY) if militia else Player(10))
    return conquest.conquest_cost(table(4, seats=seats, occupancy=occupancy), 0, target)


@pytest.mark.parametrize(
    ("case", "target", "mine", "others", "expected"),
    [
        ("TD-10 empty plain", "provenza", ["francia"], {}, 2),
        ("TD-11 plain with a neutral", "provenza", ["francia"], {"provenza": neutral()}, 3),
        ("TD-12 forest with a neutral", "renania", ["francia"], {"renania": neutral()}, 4),
        ("TD-13 empty mountain", "alpi", ["francia"], {}, 3),
        ("TV-14 plain with 6 enemy tokens", "provenza", ["francia"], {"provenza": occ(1, 6)}, 8),
        ("TD-15 from an adjacent mountain", "provenza", ["alpi"], {"provenza": neutral()}, 2),
        ("TD-20 two declined tokens and a fort", "provenza", ["francia"], {"provenza": occ(1, 2, True, True)}, 5),
    ],
)
def test_conquest_cost_without_tiles(case: str, target: str, mine: list[str], others: dict, expected: int) -> None:
    """Spec 3.4: 2 base, +1 forest/mountain, +1 per defending token, +1 fort, -1 from a mountain."""
    assert _cost(target, mine, others=others) == expected, case


def test_mountain_skill_lowers_a_mountain_by_one() -> None:
    """TD-16: empty mountain with Mountain skill costs 2 [L576-585]."""
    assert _cost("alpi", ["francia"], tiles.MOUNTAIN_SKILL) == 2


def test_cost_never_goes_below_zero() -> None:
    """TD-17: 2+1-1-1-1 = 0; TD-18: with a fort on the origin the raw -1 is clamped (REC-A21)."""
    assert _cost("illiria", ["austria"], tiles.MOUNTAIN_SKILL, tiles.WEAPONS) == 0
    forted = {"austria": occ(0, 1, fort=True)}
    assert _cost("illiria", ["austria"], tiles.MOUNTAIN_SKILL, tiles.WEAPONS, others=forted) == 0
    state = table(4, seats=[civ(tiles.MOUNTAIN_SKILL, tiles.WEAPONS)], occupancy=forted)
    assert sum(v for _, v in conquest.cost_breakdown(state, 0, "illiria")) == -1


def test_origin_discount_is_the_best_single_origin() -> None:
    """REC-A10: mountain and fort of the same origin add up; different origins do not."""
    one = {"austria": occ(0, 1, fort=True), "baviera": occ(0, 1, fort=True)}
    state = table(4, seats=[civ(tiles.BARBARIANS)], occupancy=one)
    terms = dict(conquest.cost_breakdown(state, 0, "illiria"))
    assert terms["origin"] == -2  # austria: mountain + fort; baviera is not adjacent to illiria


def test_militia_defends_only_an_active_empire() -> None:
    """TD-19: 2 active Militia tokens cost 5 [L572-575]; a declined empire has no Militia."""
    assert _cost("provenza", ["francia"], others={"provenza": occ(1, 2)}, militia=True) == 5
    state = table(
        4,
        seats=[civ(tiles.BARBARIANS), Player(10, declined_tiles=())],
        occupancy={"francia": occ(0, 1), "provenza": occ(1, 2, True)},
    )
    assert conquest.conquest_cost(state, 0, "provenza") == 4


def test_weapons_with_specialty_lowers_by_two() -> None:
    """TD-23: Weapons + Specialty on a plain with a neutral costs 1."""
    assert _cost("provenza", ["francia"], tiles.WEAPONS, tiles.SPECIALTY, others={"provenza": neutral()}) == 1


def test_shipbuilding_first_conquest_needs_a_coastal_target() -> None:
    """TD-22 (REC-A27): entry into a coastal plain with a neutral costs 2; an inland one 3."""
    entry = table(
        4,
        seats=[civ(tiles.SHIPBUILDING, tiles.REVOLUTIONARIES, entered=False)],
        occupancy={"portogallo": neutral(), "polonia": neutral()},
    )
    assert conquest.conquest_cost(entry, 0, "portogallo") == 2
    assert conquest.conquest_cost(entry, 0, "polonia") == 3


def test_shipbuilding_along_a_shared_coastline_only() -> None:
    """REC-A27: later conquests get the discount only along a continuous coast."""
    state = table(4, seats=[civ(tiles.SHIPBUILDING)], occupancy={"francia": occ(0, 1), "renania": occ(0, 1)})
    assert frozenset(("francia", "bretagna")) in vinci.board.COASTLINES
    assert conquest.conquest_cost(state, 0, "bretagna") == 1
    assert "fiandre" in vinci.board.COASTAL
    inland = table(4, seats=[civ(tiles.SHIPBUILDING)], occupancy={"renania": occ(0, 1)})
    assert conquest.conquest_cost(inland, 0, "fiandre") == 2  # renania has no coast


def _expanding(hand: int, *kinds: str, mine: dict | None = None, others: dict | None = None, **kw: object):
    occupancy = dict(mine if mine is not None else {"francia": occ(0, 1)})
    occupancy.update(others or {})
    seats = [civ(*(kinds or (tiles.BARBARIANS,)), hand=hand), civ(tiles.CURRENCY, tiles.MEDICINE)]
    return table(4, seats=seats, occupancy=occupancy, phase=EXPAND, **kw)


def test_espionage_costs_exactly_two_ignoring_every_modifier() -> None:
    """TD-21: forest, 5 enemy tokens, fort, Militia -> 2 with Espionage [L489-498]."""
    state = table(
        4,
        seats=[civ(tiles.ESPIONAGE, hand=5), civ(tiles.MILITIA, tiles.CURRENCY)],
        occupancy={"francia": occ(0, 1), "renania": occ(1, 5, fort=True), "sassonia": occ(1, 1)},
        phase=EXPAND,
        spy_left=1,
    )
    assert conquest.conquest_cost(state, 0, "renania") == 10
    after, events = play(state, 0, "spy", "renania")
    assert after.seats[0].hand == 3 and after.board["renania"].tokens == 2 and not after.board["renania"].fort
    assert after.spy_left == 0 and "spy" not in {c.kind for c in vinci.legal(after, 0)}
    assert events[-1]["terms"] == [["espionage", 2]]


def test_espionage_still_needs_a_legal_target() -> None:
    """REC-A22: only adjacency, entry legality and Diplomacy are kept: no spying far away."""
    state = _expanding(5, tiles.ESPIONAGE, spy_left=1)
    spied = {c.args[0] for c in vinci.legal(state, 0) if c.kind == "spy"}
    assert spied == set(conquest.targets(state, 0)) and "polonia" not in spied


def test_specialty_espionage_twice_per_turn() -> None:
    """Spec 6.4: Espionage doubled = two uses."""
    state = table(
        4, seats=[civ(tiles.ESPIONAGE, tiles.SPECIALTY, hand=9)], occupancy={"francia": occ(0, 1)}, phase="start"
    )
    state, _ = play(state, 0, "expand")
    state, _ = play(state, 0, "collected")
    assert state.spy_left == 2
    state, _ = play(state, 0, "spy", "alpi")
    state, _ = play(state, 0, "spy", "renania")
    assert state.spy_left == 0 and state.seats[0].hand == 5


def test_defender_loses_one_token_and_survivors_wait_for_the_attackers_turn_end() -> None:
    """TD-24 (REC-A11): A pays 6 for B's 4 tokens; B loses 1; 3 survivors return to B at the end."""
    state = _expanding(9, mine={"francia": occ(0, 1)}, others={"provenza": occ(1, 4), "aragona": occ(1, 1)})
    after, events = play(state, 0, "conquer", "provenza", 6)
    assert after.seats[0].hand == 3 and after.board["provenza"] == occ(0, 6)
    assert after.survivors == ((1, False, 3),)
    assert events[-1]["lost"] == 1
    ended, _ = play(after, 0, "stop")
    while ended.phase == "distribute":
        ended, _ = vinci.apply(ended, 0, vinci.legal(ended, 0)[0])
    while ended.turn == 0 and ended.phase not in ("start",):
        ended, _ = vinci.apply(ended, 0, vinci.legal(ended, 0)[0])
    assert ended.board["aragona"].tokens == 4  # the only province left receives all 3
    assert ended.survivors == ()


def test_defender_splits_survivors_freely_among_its_provinces() -> None:
    """REC-A11: the defender chooses where the survivors go, one province at a time."""
    state = _expanding(
        9,
        mine={"francia": occ(0, 1)},
        others={"provenza": occ(1, 4), "aragona": occ(1, 1), "castiglia": occ(1, 1)},
    )
    state, _ = play(state, 0, "conquer", "provenza", 6)
    state, _ = play(state, 0, "stop")
    while vinci.to_act(state) == {0}:
        state, _ = vinci.apply(state, 0, vinci.legal(state, 0)[-1])
    assert state.phase == SURVIVORS and vinci.to_act(state) == {1}
    assert [c.label for c in vinci.legal(state, 1)] == [f"put aragona {n}" for n in range(4)]
    state, _ = play(state, 1, "put", "aragona", 1)
    assert state.board["aragona"].tokens == 2 and state.board["castiglia"].tokens == 3
    assert state.turn == 1 and state.phase == "start"


def test_slavery_scores_one_per_conquest_of_an_occupied_province() -> None:
    """TD-25 (REC-A28): 4 enemy tokens +1, a neutral +1, empty 0, a fort adds nothing; Specialty +2."""
    state = _expanding(
        30,
        tiles.SLAVERY,
        others={"provenza": occ(1, 4, fort=True), "renania": neutral(), "aquitania": occ(1, 1)},
    )
    state, _ = play(state, 0, "conquer", "provenza", 7)
    assert state.slaves == 1
    state, _ = play(state, 0, "conquer", "renania", 4)
    assert state.slaves == 2
    state, _ = play(state, 0, "conquer", "alpi", 3)
    assert state.slaves == 2
    doubled = _expanding(30, tiles.SLAVERY, tiles.SPECIALTY, others={"provenza": occ(1, 4)})
    doubled, _ = play(doubled, 0, "conquer", "provenza", 6)
    assert doubled.slaves == 2


def test_contact_rule_removes_adjacent_own_declined_provinces() -> None:
    """TD-26: D1 next to the conquest goes back to supply and is empty; D2 stays; Heritage keeps both."""
    own = {"francia": occ(0, 1), "alpi": occ(0, 2, True, True), "aragona": occ(0, 2, True)}
    state = table(4, seats=[civ(tiles.BARBARIANS, hand=5, declined=())], occupancy=own, phase=EXPAND)
    after, events = play(state, 0, "conquer", "provenza", 2)
    assert "alpi" not in after.board and "aragona" not in after.board  # both touch provenza
    after2, _ = play(state, 0, "conquer", "renania", 3)
    assert "alpi" not in after2.board and after2.board["aragona"] == occ(0, 2, True)
    assert any(e["type"] == "contact" and e["region"] == "alpi" for e in play(state, 0, "conquer", "renania", 3)[1])
    heritage = table(4, seats=[civ(tiles.HERITAGE, hand=5)], occupancy=own, phase=EXPAND)
    kept, _ = play(heritage, 0, "conquer", "renania", 3)
    assert kept.board["alpi"] == occ(0, 2, True, True)
    assert events


def test_own_declined_provinces_are_never_targets() -> None:
    """REC-A16: absorb a declined empire through the contact rule, never by attacking it."""
    state = table(4, seats=[civ(tiles.BARBARIANS, hand=9)], occupancy={"francia": occ(0, 1), "alpi": occ(0, 1, True)})
    assert "alpi" not in conquest.targets(state, 0)


def test_declined_empire_that_loses_every_province_is_gone() -> None:
    """REC-A12: its survivors go to supply and its persistent tiles back into the bag."""
    state = table(
        4,
        seats=[civ(tiles.BARBARIANS, hand=9), Player(10, (tiles.CURRENCY, tiles.MEDICINE), 0, True, ("MINING_D",))],
        occupancy={"francia": occ(0, 1), "provenza": occ(1, 3, True)},
        phase=EXPAND,
    )
    bag_before = state.bag.count("MINING_D")
    after, _ = play(state, 0, "conquer", "provenza", 5)
    assert after.seats[1].declined_tiles == () and after.bag.count("MINING_D") == bag_before + 1
    assert after.survivors == ()


def test_active_empire_losing_its_last_province_holds_the_survivors() -> None:
    """TD-38 / REC-A13: B loses 1 of 3; 2 survivors are held off the map for B's next turn."""
    state = _expanding(9, others={"provenza": occ(1, 3)})
    state, _ = play(state, 0, "conquer", "provenza", 5)
    state, _ = play(state, 0, "stop")
    while state.turn == 0:
        state, _ = vinci.apply(state, 0, vinci.legal(state, 0)[0])
    assert state.seats[1].hand == 2 and conquest.provinces(state, 1) == []
    kept, _ = play(state, 1, "expand")  # Medicine: +1
    assert kept.seats[1].hand == 3 and kept.phase == EXPAND
    assert {c.args[0] for c in vinci.legal(kept, 1) if c.kind == "conquer"} <= vinci.board.NORMAL_ENTRY
    declined, _ = play(state, 1, "decline")
    declined, _ = play(declined, 1, "take", 1)
    assert declined.seats[1].hand == vinci.tiles.start_tokens(declined.seats[1].tiles, 6)


def test_zero_cost_conquest_holds_the_province_and_gets_a_token_at_reorganisation() -> None:
    """REC-A32: owned with 0 tokens during the turn; at least 1 after reorganisation."""
    state = table(
        4,
        seats=[civ(tiles.MOUNTAIN_SKILL, tiles.WEAPONS, hand=0)],
        occupancy={"austria": occ(0, 3)},
        phase=EXPAND,
    )
    state, _ = play(state, 0, "conquer", "illiria", 0)
    assert state.board["illiria"] == occ(0, 0)
    assert "illiria" in conquest.provinces(state, 0)
    state, _ = play(state, 0, "stop")
    assert [c.label for c in vinci.legal(state, 0)] == ["put austria 1", "put austria 2"]
    state, _ = play(state, 0, "put", "austria", 2)
    assert state.board["illiria"].tokens == 1


def test_entry_provinces_are_the_edge_and_one_sea_from_it() -> None:
    """Spec 3.2 (REC-A6): a new civ may start in Scotland, not in France."""
    state = table(4, seats=[civ(tiles.BARBARIANS, hand=20, entered=False)], phase=EXPAND)
    where = set(conquest.targets(state, 0))
    assert where == set(vinci.board.NORMAL_ENTRY)
    assert "scozia" in where and "francia" not in where


def test_revolutionaries_enter_anywhere_even_mountains() -> None:
    """REC-A30: any province, conquered at full cost (an occupied one too)."""
    state = table(
        4,
        seats=[civ(tiles.REVOLUTIONARIES, hand=20, entered=False)],
        occupancy={"boemia": occ(1, 2)},
        phase=EXPAND,
    )
    assert set(conquest.targets(state, 0)) == set(vinci.board.PROVINCE_IDS)
    assert conquest.conquest_cost(state, 0, "boemia") == 5


def test_astronomy_enters_from_inner_seas_and_conquers_across_them() -> None:
    """REC-A7 and [L647-654]: France is an Astronomy entry; Ireland reaches Carthage by sea."""
    entry = table(4, seats=[civ(tiles.ASTRONOMY, hand=20, entered=False)], phase=EXPAND)
    assert "francia" in conquest.targets(entry, 0)
    astro = table(4, seats=[civ(tiles.ASTRONOMY, hand=20)], occupancy={"irlanda": occ(0, 1)}, phase=EXPAND)
    assert "cartagine" in conquest.targets(astro, 0)
    plain = table(4, seats=[civ(tiles.BARBARIANS, hand=20)], occupancy={"irlanda": occ(0, 1)}, phase=EXPAND)
    assert conquest.targets(plain, 0) == ["scozia"]
