"""The variants as options: civilisation buildings (IT L653-685), ziggurat
(IT L686-693), the English variant (IT L630-636, also in test_examples),
the advanced board (IT L642-652) and open scoring (spec 1.5 [rec])."""

from __future__ import annotations

from dataclasses import replace

import game.tigris as T
from game.tigris.state import ACTION, CUBE, NOWHERE

from .positions import ARCHER, BULL, LION, POT, at, custom_board, of_type, play, position, sq, vp


def _line_position(**extra: object) -> tuple[T.Board, T.State]:
    b = custom_board(8, 4)
    s = position(
        b,
        tiles={(0, 0): "r", (1, 0): "k", (2, 0): "k"},
        leaders={(0, 1): (ARCHER, "k")},
        hands={ARCHER: "kkkkkk"},
        active=ARCHER,
        options={"buildings": "on"},
        **extra,  # type: ignore[arg-type]
    )
    return b, s


def test_building_created_tile_does_not_double_its_own_vp_a23() -> None:
    """A-23 (IT L671-675): VP come before the building; the next settlement
    in the kingdom with the Palace scores 2."""
    b, s = _line_position()
    s, ev = play(s, ARCHER, "tile", "black", sq(b, 3, 0))
    assert [e["amount"] for e in of_type(ev, "vp")] == [1]
    s, _ = play(s, ARCHER, "building", "black", sq(b, 2, 0))
    assert s.buildings[0] == b.at(2, 0)
    s, ev = play(s, ARCHER, "tile", "black", sq(b, 1, 1))
    assert [e["amount"] for e in of_type(ev, "vp")] == [2] and vp(s, ARCHER)["black"] == 3


def test_building_moves_only_to_a_longer_line() -> None:
    """IT L666-670 (spec 11.3): a building on the board moves only to a
    longer line than the one it stands on."""
    b = custom_board(8, 4)
    s = position(
        b,
        tiles={(0, 0): "r", (1, 0): "k", (2, 0): "k", (3, 0): "k", (5, 1): "k", (5, 2): "k"},
        leaders={(0, 1): (ARCHER, "k")},
        hands={ARCHER: "kkkkkk"},
        active=ARCHER,
        options={"buildings": "on"},
    )
    s = replace(s, buildings=(b.at(1, 0), NOWHERE, NOWHERE, NOWHERE))
    three, _ = play(s, ARCHER, "tile", "black", sq(b, 5, 3))  # a line of 3 is not longer than 3
    assert not [c for c in T.legal(three, ARCHER) if c.kind == "building"]
    four, _ = play(three, ARCHER, "tile", "black", sq(b, 5, 0))  # a line of 4 is
    assert [c.args[1] for c in T.legal(four, ARCHER) if c.kind == "building"] == [sq(b, 5, y) for y in range(4)]


def test_building_tile_counts_in_war_but_is_never_removed() -> None:
    """IT L677-678: a building's tile is a supporter but never removed, and
    it scores nothing for the winner."""
    b = custom_board(8, 3)
    s = position(
        b,
        tiles={(0, 0): "r", (1, 1): "g", (3, 1): "g", (4, 1): "g", (5, 0): "r"},
        leaders={(0, 1): (LION, "g"), (5, 1): (POT, "g")},
        hands={LION: "ggggkk", POT: "kkkkkk"},
        active=LION,
        options={"buildings": "on"},
    )
    s = replace(s, buildings=(NOWHERE, NOWHERE, NOWHERE, b.at(3, 1)))
    s, _ = play(s, LION, "tile", "green", sq(b, 2, 1))
    assert s.conflict is not None and len(s.conflict.defender_support) == 2
    s, _ = play(s, LION, "commit", 3)
    s, ev = play(s, POT, "commit", 0)
    assert at(s, 3, 1) == "g" and at(s, 4, 1) == ""
    assert vp(s, LION)["green"] == 2  # 1 leader + 1 removed tile


def test_monument_sends_a_building_back() -> None:
    """IT L680-681: a building on a flipped tile goes back beside the board."""
    b = custom_board(6, 4)
    s = position(
        b,
        tiles={(0, 0): "g", (1, 0): "g", (2, 0): "g", (0, 1): "g"},
        hands={ARCHER: "gkkkkk"},
        active=ARCHER,
        options={"buildings": "on"},
    )
    s = replace(s, buildings=(NOWHERE, NOWHERE, NOWHERE, b.at(0, 0)))
    s, _ = play(s, ARCHER, "tile", "green", sq(b, 1, 1))
    s, ev = play(s, ARCHER, "monument", "green-black", sq(b, 0, 0))
    assert s.buildings[3] == NOWHERE and of_type(ev, "building_returned")


def _cross_position(options: dict[str, object]) -> tuple[T.Board, T.State]:
    b = custom_board(rows=["......", "..T...", "......", "......", "....TT"])
    s = position(
        b,
        tiles={(1, 1): "r", (3, 1): "r", (2, 2): "r", (0, 1): "r"},
        leaders={(2, 3): (ARCHER, "k"), (0, 0): (BULL, "b")},
        hands={ARCHER: "rkkkkk"},
        active=ARCHER,
        options=options,  # type: ignore[arg-type]
    )
    return b, s


def test_ziggurat_replaces_a_cross_of_five_and_keeps_its_treasure_a26() -> None:
    """IT L688-691, A-26: five tiles in a cross become the ziggurat; the
    treasure stays; leaders left without a temple go back."""
    b, s = _cross_position({"ziggurat": "on"})
    s, _ = play(s, ARCHER, "tile", "red", sq(b, 2, 0))
    kinds = [c.kind for c in T.legal(s, ARCHER)]
    assert kinds == ["ziggurat", "no_monument"]
    s, ev = play(s, ARCHER, "ziggurat", sq(b, 2, 1))
    assert s.ziggurat == b.at(2, 1) and at(s, 2, 1) == "z" and s.gone[1] == 5
    assert b.at(2, 1) in s.treasures
    assert at(s, 2, 3) == "" and at(s, 0, 0) == f"{BULL}b"  # the king lost (2,2); the farmer keeps (0,1)


def test_ziggurat_cube_for_the_king_in_its_kingdom() -> None:
    """IT L692-693: at the end of his turn the active player with his king in
    the ziggurat's kingdom takes one cube of the colour he chooses."""
    b, s = _cross_position({"ziggurat": "on"})
    s, _ = play(s, ARCHER, "tile", "red", sq(b, 2, 0))
    s, _ = play(s, ARCHER, "ziggurat", sq(b, 2, 1))
    # Bull's farmer on (0,0) is next to (0,1) and in the ziggurat's kingdom; a king there earns the cube.
    s = replace(s, cells=tuple(f"{BULL}k" if c == f"{BULL}b" else c for c in s.cells), active=BULL, actions_done=0)
    s, _ = play(s, BULL, "end")
    assert s.phase == CUBE and T.to_act(s) == {BULL}
    s, ev = play(s, BULL, "cube", "green")
    assert vp(s, BULL)["green"] == 1 and s.phase == ACTION and s.active == POT


def test_ziggurat_off_offers_only_monuments() -> None:
    """The ziggurat is a variant: without it a cross is just tiles."""
    b, s = _cross_position({"ziggurat": "off"})
    s, _ = play(s, ARCHER, "tile", "red", sq(b, 2, 0))
    assert s.phase == ACTION and not [c for c in T.legal(s, ARCHER) if c.kind == "ziggurat"]


def test_variants_default_on_with_the_advanced_board_a24() -> None:
    """A-24: buildings and ziggurat come out with the advanced board (IT
    L646-648), as separate options usable on either side."""
    adv = T.new_game(2, {"board": "advanced"}, 1)
    std = T.new_game(2, {}, 1)
    assert T.view(adv, 0)["buildings_on"] and T.view(adv, 0)["ziggurat_on"]
    assert not T.view(std, 0)["buildings_on"] and not T.view(std, 0)["ziggurat_on"]
    both = T.new_game(2, {"buildings": "on", "ziggurat": "on"}, 1)
    assert T.view(both, 0)["buildings_on"] and T.view(both, 0)["ziggurat_on"]


def test_vp_hidden_unless_open_scoring_or_over() -> None:
    """IT L301-302 and spec 1.5: VP sit behind the screens; the open-scoring
    option shows them; the owner always sees his own."""
    s = T.new_game(3, {}, 5)
    s = replace(s, vp=((1, 2, 3, 4), (5, 6, 7, 8), (0, 0, 0, 1)))
    seen = T.view(s, 0)["seats"]
    assert "vp" in seen[0] and "vp" not in seen[1] and "vp" not in seen[2]
    assert all("vp" not in e for e in T.view(s, None)["seats"])
    opened = replace(s, options=tuple((k, True if k == "open_scoring" else v) for k, v in s.options))
    assert T.view(opened, 1)["seats"][2]["vp"] == {"black": 0, "red": 0, "blue": 0, "green": 1}


def test_view_holds_no_other_hand_nor_the_bag_order() -> None:
    """IT L156-157: hands are behind screens; the bag is a count (spec 1.5)."""
    s = T.new_game(4, {}, 9)
    v = T.view(s, LION)
    assert v["hand"] == dict(zip(("black", "red", "blue", "green"), s.hands[LION]))
    assert "bag" in v and v["bag"] == len(s.bag)
    text = str(v)
    assert s.bag[:20] not in text and "rng" not in v and "hands" not in v
    assert T.view(s, None)["hand"] is None
