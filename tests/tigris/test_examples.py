"""The worked examples of the spec (shared/rules/tigris.md section 12) as
tests.  Each docstring cites the example and the rulebook lines (IT Lnnn of
shared/seeds/004_9afeae6383a1021b.txt); layouts marked *constructed* in the
spec are reproduced exactly.
"""

from __future__ import annotations

from dataclasses import replace

import game.tigris as T
from game.tigris.board import STANDARD
from game.tigris.scoring import ranking, vector
from game.tigris.state import COMMIT, TREASURE, WAR_ORDER

from .positions import ARCHER, BULL, LION, POT, at, custom_board, of_type, play, position, revolt_of_example_1, sq, vp


def test_revolt_tie_goes_to_defender_example_1() -> None:
    """Example 1 (IT L395-414): Pot attacks with 3 temples + 2, Bull defends
    with 2 + 3; 5-5 goes to the defender; 5 temples leave the game."""
    _, s, ev = revolt_of_example_1()
    assert s.phase == COMMIT and s.conflict is not None
    assert (s.conflict.attacker, s.conflict.defender) == (POT, BULL)
    assert (len(s.conflict.attacker_support), len(s.conflict.defender_support)) == (3, 2)
    s, _ = play(s, POT, "commit", 2)
    s, ev = play(s, BULL, "commit", 3)
    assert of_type(ev, "conflict_won")[0]["winner"] == BULL
    assert at(s, 5, 1) == "" and at(s, 1, 1) == f"{BULL}r"
    assert vp(s, BULL)["red"] == 1 and vp(s, POT)["red"] == 0
    assert sum(s.hands[POT]) == 4 and sum(s.hands[BULL]) == 3 and s.gone[1] == 5
    assert sum(1 for c in s.cells if c in ("r", "k")) == 7  # no board tile removed
    s, ev = play(s, POT, "end")
    refills = {e["seat"]: e["count"] for e in of_type(ev, "refill")}
    assert refills == {POT: 2, BULL: 3}


def test_war_kingdom_splits_example_2() -> None:
    """Example 2 (IT L460-520): green war first, Lion 1+4 beats Pot 2+1, Pot
    loses its trader and 2 markets, Lion +3 green; the split ends the king war."""
    b = custom_board(8, 3)
    s = position(
        b,
        tiles={(0, 0): "r", (1, 0): "r", (2, 1): "g", (4, 1): "g", (5, 0): "r", (6, 0): "r", (5, 2): "g"},
        leaders={(0, 1): (LION, "k"), (1, 1): (LION, "g"), (5, 1): (POT, "g"), (6, 1): (POT, "k")},
        hands={LION: "gggggk", POT: "gkkkkk"},
        active=LION,
    )
    s, ev = play(s, LION, "tile", "green", sq(b, 3, 1))
    assert of_type(ev, "unification") and not of_type(ev, "vp")
    assert s.phase == WAR_ORDER
    assert {c.args[0] for c in T.legal(s, LION)} == {"green", "black"}
    s, _ = play(s, LION, "war", "green")
    c = s.conflict
    assert c is not None and (c.attacker, c.defender) == (LION, POT)
    assert (len(c.attacker_support), len(c.defender_support)) == (1, 2)  # the uniting market is not counted
    s, _ = play(s, LION, "commit", 4)
    s, ev = play(s, POT, "commit", 1)
    assert of_type(ev, "conflict_won")[0]["winner"] == LION
    assert vp(s, LION)["green"] == 3
    assert at(s, 4, 1) == "" and at(s, 5, 2) == "" and at(s, 5, 1) == ""
    assert s.gone[3] == 7  # 5 committed + 2 removed
    assert at(s, 6, 1) == f"{POT}k"  # no king war: the kingdoms split
    assert of_type(ev, "unification_end") and s.unification == -1
    s, ev = play(s, LION, "end")
    assert {e["seat"]: e["count"] for e in of_type(ev, "refill")}[POT] == 1


def test_monument_and_its_vp_example_3() -> None:
    """Example 3 (IT L557-581): Bull flips 4 temples for the blue/red
    monument, Lion's trader loses its temple; Bull +1 blue at the end of his
    turn, Lion +1 red at the end of Lion's."""
    b = custom_board(6, 4)
    s = position(
        b,
        tiles={(1, 0): "r", (2, 0): "r", (1, 1): "r", (4, 0): "r", (4, 1): "r", (4, 2): "r", (3, 2): "r"},
        leaders={(0, 1): (LION, "g"), (3, 0): (BULL, "b"), (2, 2): (LION, "r")},
        hands={BULL: "rkkkkk"},
        active=BULL,
    )
    s, ev = play(s, BULL, "tile", "red", sq(b, 2, 1))
    assert vp(s, LION)["red"] == 1  # the kingdom's priest is Lion's
    monuments = [c for c in T.legal(s, BULL) if c.kind == "monument"]
    assert {c.args for c in monuments} == {(m, sq(b, 1, 0)) for m in ("red-black", "red-green", "blue-red")}
    s, ev = play(s, BULL, "monument", "blue-red", sq(b, 1, 0))
    assert [at(s, x, y) for x, y in ((1, 0), (2, 0), (1, 1), (2, 1))] == ["R"] * 4
    assert at(s, 0, 1) == "" and of_type(ev, "leader_returned")[0]["seat"] == LION
    assert at(s, 3, 0) == f"{BULL}b" and at(s, 2, 2) == f"{LION}r"
    s, ev = play(s, BULL, "end")
    assert vp(s, BULL) == {"black": 0, "red": 0, "blue": 1, "green": 0}
    s, _ = play(s, POT, "end")
    s, ev = play(s, LION, "end")
    assert vp(s, LION) == {"black": 0, "red": 2, "blue": 0, "green": 0}


def test_treasure_goes_to_trader_corner_first_example_4() -> None:
    """Example 4 (IT L594-599): Bull first gets 1 blue, then Lion's trader
    takes the corner treasure, which is mandatory."""
    b = custom_board(rows=["C.~.T.", "..~...", "..~...", "T.~.T."])
    s = position(
        b,
        tiles={(1, 0): "k", (3, 0): "k"},
        leaders={(4, 1): (LION, "g"), (5, 0): (BULL, "b")},
        hands={LION: "bkkkkk"},
        active=LION,
    )
    s, ev = play(s, LION, "tile", "blue", sq(b, 2, 0))
    assert vp(s, BULL)["blue"] == 1
    types = [e["type"] for e in ev]
    assert types.index("vp") < types.index("treasure")
    assert of_type(ev, "treasure")[0] == {"type": "treasure", "seat": LION, "square": sq(b, 0, 0)}
    assert s.held[LION] == 1 and len(s.treasures) == 3 and b.at(4, 0) in s.treasures


def test_final_scoring_weakest_colour_example_5() -> None:
    """Example 5 (IT L622-629): Pot > Lion > Bull > Archer, treasures spread
    on the weakest colours, ties broken by the next weakest colour."""
    s = position(custom_board(), players=4)
    s = replace(
        s,
        vp=((22, 6, 12, 12), (10, 10, 11, 12), (12, 9, 10, 11), (12, 10, 7, 13)),
        held=(3, 0, 3, 3),
    )
    assert vector((12, 10, 7, 13), 3) == (10, 10, 12, 13)
    assert vector((22, 6, 12, 12), 3) == (9, 12, 12, 22)
    assert ranking(s) == [4, 3, 1, 2]  # archer, bull, pot, lion
    assert T.score(s) == [9, 10, 11, 10]


def test_building_needs_a_straight_line_example_6() -> None:
    """Example 6 (IT L682-685): a straight line of 3 settlements offers the
    Palace; three markets in an L do not offer the Market Hall."""
    b = custom_board(8, 4)
    opts = {"buildings": "on"}
    s = position(
        b,
        tiles={(0, 0): "r", (1, 0): "k", (2, 0): "k", (5, 0): "g", (5, 1): "g"},
        leaders={(0, 1): (ARCHER, "k")},
        hands={ARCHER: "kgkkkk"},
        active=ARCHER,
        options=opts,
    )
    line, _ = play(s, ARCHER, "tile", "black", sq(b, 3, 0))
    offered = [c.args for c in T.legal(line, ARCHER) if c.kind == "building"]
    assert offered == [("black", sq(b, x, 0)) for x in (1, 2, 3)]
    bent, _ = play(s, ARCHER, "tile", "green", sq(b, 6, 1))
    assert not [c for c in T.legal(bent, ARCHER) if c.kind == "building"]


def test_first_round_of_the_rulebook() -> None:
    """The first round (IT L694-734) on the standard side: Paul, Olivia, Ben
    and Karen (seats 0-3) as placed by the spec's coordinates."""
    b = STANDARD
    s = position(
        b,
        hands={0: "kkrrbg", 1: "bkkkgg", 2: "rkkbbg", 3: "rrrrkb"},
        active=0,
    )
    s, _ = play(s, 0, "leader", "black", sq(b, 9, 0))
    s, ev = play(s, 0, "leader", "red", sq(b, 8, 5))
    assert not of_type(ev, "vp") and {e["count"] for e in of_type(ev, "refill")} == set()
    s, _ = play(s, 1, "leader", "blue", sq(b, 10, 1))
    s, ev = play(s, 1, "tile", "blue", sq(b, 8, 0))
    assert vp(s, 1)["blue"] == 1
    assert {e["seat"]: e["count"] for e in of_type(ev, "refill")} == {1: 1}
    s, _ = play(s, 2, "leader", "black", sq(b, 5, 3))
    s, ev = play(s, 2, "tile", "red", sq(b, 6, 3))
    assert vp(s, 2)["red"] == 1  # no priest: the king takes the red VP
    s, ev = play(s, 3, "leader", "red", sq(b, 7, 6))
    c = s.conflict
    assert c is not None and c.kind == "revolt" and (c.attacker, c.defender) == (3, 0)
    assert c.attacker_support == c.defender_support == (b.at(8, 6),)  # the same temple counts for both
    assert [ch.args[0] for ch in T.legal(s, 3) if ch.kind == "commit"] == [0, 1, 2, 3, 4]
    s, _ = play(s, 3, "commit", 3)
    assert [ch.args[0] for ch in T.legal(s, 0)] == [0, 1, 2]
    s, ev = play(s, 0, "commit", 0)
    assert of_type(ev, "conflict_won")[0] | {"type": ""} == {
        "type": "",
        "kind": "revolt",
        "colour": "red",
        "winner": 3,
        "loser": 0,
        "attack": 4,
        "defence": 1,
    }
    assert at(s, 8, 5) == "" and vp(s, 3)["red"] == 1
    s, ev = play(s, 3, "tile", "red", sq(b, 7, 7))
    assert vp(s, 3)["red"] == 2
    assert {e["seat"]: e["count"] for e in of_type(ev, "refill")} == {3: 4}
    assert len(s.treasures) == 10 and s.held == (0, 0, 0, 0)


def test_red_war_keeps_treasure_and_guarded_temples_vector_x1() -> None:
    """Vector X1 (IT L485-489): Lion 4+3 beats Pot 5; (5,0) with a treasure
    and (6,0) next to Bull's king stay; Lion +4 red; Bull's king stays."""
    b = custom_board(rows=[".....T..", "........", "........", "........"])
    s = position(
        b,
        tiles={(0, 0): "r", (1, 0): "r", (1, 1): "r", (2, 1): "r", (4, 1): "r", (4, 0): "r", (6, 0): "r", (5, 2): "r"},
        leaders={(0, 1): (LION, "r"), (5, 1): (POT, "r"), (6, 1): (BULL, "k")},
        hands={LION: "krrrbb", POT: "kkkkkk"},
        active=LION,
    )
    s, _ = play(s, LION, "tile", "black", sq(b, 3, 1))
    c = s.conflict
    assert c is not None and (len(c.attacker_support), len(c.defender_support)) == (4, 5)
    s, _ = play(s, LION, "commit", 3)
    s, ev = play(s, POT, "commit", 0)
    removed = of_type(ev, "tiles_removed")[0]["squares"]
    assert sorted(removed) == sorted([sq(b, 4, 1), sq(b, 4, 0), sq(b, 5, 2)])
    assert at(s, 5, 0) == "r" and at(s, 6, 0) == "r" and at(s, 6, 1) == f"{BULL}k"
    assert vp(s, LION)["red"] == 4


def test_english_variant_commit_limits_vector_x2() -> None:
    """Vector X2 (IT L630-636, spec 11.1): attacker base 2 vs defender 4 may
    commit 0 or 3+; after 3 the defender may commit exactly 1 or 0; after 0
    the defender may commit only 0."""
    b = custom_board(10, 3)
    s = position(
        b,
        tiles={(0, 0): "r", (1, 1): "g", (2, 1): "g", (4, 1): "g", (5, 1): "g", (6, 1): "g", (7, 1): "g", (8, 0): "r"},
        leaders={(0, 1): (LION, "g"), (8, 1): (POT, "g")},
        hands={LION: "gggggk", POT: "gggkkk"},
        active=LION,
        options={"english": True},
    )
    s, _ = play(s, LION, "tile", "green", sq(b, 3, 1))
    assert [c.args[0] for c in T.legal(s, LION)] == [0, 3, 4]
    after3, _ = play(s, LION, "commit", 3)
    assert [c.args[0] for c in T.legal(after3, POT)] == [0, 1]
    after0, _ = play(s, LION, "commit", 0)
    assert [c.args[0] for c in T.legal(after0, POT)] == [0]


def test_leaderless_region_on_unification_is_on_no_side_vector_x3() -> None:
    """Vector X3 (spec A-12): markets of a leaderless region joined by the
    unification tile count for neither side and are never removed."""
    b = custom_board(8, 4)
    s = position(
        b,
        tiles={(0, 0): "r", (1, 1): "g", (2, 1): "g", (4, 1): "g", (5, 0): "r", (3, 2): "g", (3, 3): "g", (4, 3): "g"},
        leaders={(0, 1): (LION, "g"), (5, 1): (POT, "g")},
        hands={LION: "gkkkkk", POT: "kkkkkk"},
        active=LION,
    )
    s, _ = play(s, LION, "tile", "green", sq(b, 3, 1))
    c = s.conflict
    assert c is not None and (len(c.attacker_support), len(c.defender_support)) == (2, 1)
    s, _ = play(s, LION, "commit", 0)
    s, _ = play(s, POT, "commit", 0)
    assert at(s, 4, 1) == "" and [at(s, x, y) for x, y in ((3, 2), (3, 3), (4, 3))] == ["g"] * 3


def test_three_treasures_corner_first_then_free_choice_vector_x4() -> None:
    """Vector X4 (IT L588-593): a trader's kingdom with 3 treasures, one in a
    corner: the owner takes the corner one and one more of his choice."""
    b = custom_board(rows=["C.TT....", "........", "........", ".......T"])
    s = position(b, leaders={(0, 1): (LION, "g")}, hands={BULL: "kkkkkk"}, active=BULL)
    s, ev = play(s, BULL, "tile", "black", sq(b, 1, 0))
    assert of_type(ev, "treasure")[0] == {"type": "treasure", "seat": LION, "square": sq(b, 0, 0)}
    # The trader's owner takes them even on another player's turn (spec A-20).
    assert s.phase == TREASURE and T.to_act(s) == {LION}
    assert [c.args[0] for c in T.legal(s, LION)] == [sq(b, 2, 0), sq(b, 3, 0)]
    s, _ = play(s, LION, "treasure", sq(b, 3, 0))
    assert s.held[LION] == 2 and s.treasures == (b.at(2, 0), b.at(7, 3))
