"""Rules tests: each resolution of the spec's ambiguities (section 13,
"A-n"), the leader/tile/catastrophe restrictions and each kind of refusal.
Rulebook lines are IT Lnnn of shared/seeds/004_9afeae6383a1021b.txt.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

import game.tigris as T
from game.core import Choice, IllegalMove
from game.tigris.board import ADVANCED
from game.tigris.state import ACTION, COMMIT, OVER, WAR_ORDER

from .positions import ARCHER, BULL, LION, POT, at, custom_board, of_type, play, position, revolt_of_example_1, sq, vp


def _refused(state: T.State, seat: int, kind: str, *args: object) -> str:
    before = T.to_json(state)
    with pytest.raises(IllegalMove) as info:
        T.apply(state, seat, Choice(kind, tuple(args)))  # type: ignore[arg-type]
    assert T.to_json(state) == before
    return str(info.value)


def _kinds(state: T.State, seat: int, kind: str) -> list[tuple[object, ...]]:
    return [c.args for c in T.legal(state, seat) if c.kind == kind]


# ------------------------------------------------------------ leaders


def _temple_board() -> tuple[T.Board, T.State]:
    b = custom_board(rows=["..~.....", "........", "........", "........"])
    s = position(b, tiles={(1, 0): "r", (5, 1): "r"}, leaders={(5, 2): (BULL, "k")}, active=ARCHER)
    return b, s


def test_leader_never_on_a_river_square() -> None:
    """IT L237-238: «Un leader non può essere piazzato su una casella Fiume»."""
    b, s = _temple_board()
    msg = _refused(s, ARCHER, "leader", "red", sq(b, 2, 0))
    assert "leader red C1" in msg and "not legal" in msg


def test_leader_must_touch_a_face_up_temple_edge() -> None:
    """IT L231-233: the leader and the temple share an edge (no diagonals)."""
    b, s = _temple_board()
    _refused(s, ARCHER, "leader", "red", sq(b, 2, 1))  # diagonal to (1,0)
    assert ("red", sq(b, 1, 1)) in _kinds(s, ARCHER, "leader")


def test_leader_may_not_join_two_kingdoms() -> None:
    """IT L235-236 (spec L-d): at most one kingdom next to the target."""
    b = custom_board(8, 3)
    s = position(b, tiles={(1, 1): "r", (3, 1): "r"}, leaders={(0, 1): (BULL, "k"), (4, 1): (POT, "k")}, active=ARCHER)
    _refused(s, ARCHER, "leader", "red", sq(b, 2, 1))
    # One kingdom and leaderless regions may be joined (Lawson FAQ example 1).
    s2 = position(b, tiles={(1, 1): "r", (3, 1): "r"}, leaders={(0, 1): (BULL, "k")}, active=ARCHER)
    assert ("red", sq(b, 2, 1)) in _kinds(s2, ARCHER, "leader")


def test_moving_a_leader_back_to_its_square_is_refused_a3() -> None:
    """A-3: a move is lift-then-place; a move back to the same square is no move."""
    b, s = _temple_board()
    s = replace(s, active=BULL)
    _refused(s, BULL, "leader", "black", sq(b, 5, 2))
    s, ev = play(s, BULL, "leader", "black", sq(b, 4, 1))  # within the same kingdom: legal
    assert ev[0]["from"] == sq(b, 5, 2) and at(s, 4, 1) == f"{BULL}k"


def test_withdrawing_a_leader_is_an_action_a4() -> None:
    """A-4: withdrawing is one form of the leader action (IT L201)."""
    b, s = _temple_board()
    s = replace(s, active=BULL)
    s, _ = play(s, BULL, "withdraw", "black")
    assert s.actions_done == 1 and at(s, 5, 2) == ""
    _refused(s, BULL, "withdraw", "black")


def test_last_temple_destroyed_sends_the_leader_home() -> None:
    """IT L240-244, L337-339 (spec 4.5): a catastrophe on a leader's last
    temple returns the leader at once, whoever owns it."""
    b, s = _temple_board()
    s, ev = play(s, ARCHER, "catastrophe", sq(b, 5, 1))
    assert at(s, 5, 2) == "" and of_type(ev, "leader_returned")[0]["reason"] == "no_temple"
    assert s.gone[1] == 1 and s.catastrophes[ARCHER] == 1


# --------------------------------------------------------------- tiles


def test_farms_only_on_rivers_and_others_never() -> None:
    """IT L269-272 (spec T-c)."""
    b, s = _temple_board()
    s = position(b, tiles={(1, 0): "r"}, hands={ARCHER: "bkkkkk"}, active=ARCHER)
    _refused(s, ARCHER, "tile", "blue", sq(b, 3, 0))
    _refused(s, ARCHER, "tile", "black", sq(b, 2, 0))
    assert [a for a in _kinds(s, ARCHER, "tile") if a[0] == "blue"] == [("blue", sq(b, 2, 0))]


def test_a_tile_may_not_unite_three_kingdoms() -> None:
    """IT L273-274, L422-423 (spec T-d)."""
    b = custom_board(5, 5)
    s = position(
        b,
        tiles={(1, 2): "r", (3, 2): "r", (2, 0): "r"},
        leaders={(0, 2): (BULL, "k"), (4, 2): (POT, "k"), (2, 1): (LION, "r")},
        hands={ARCHER: "kkkkkk"},
        active=ARCHER,
    )
    _refused(s, ARCHER, "tile", "black", sq(b, 2, 2))


def test_uniting_tile_scores_nothing_even_without_conflict() -> None:
    """IT L300, L310-314: a unification gives no VP even with no war."""
    b = custom_board(8, 3)
    s = position(
        b,
        tiles={(1, 1): "r", (3, 1): "r"},
        leaders={(0, 1): (BULL, "k"), (4, 1): (POT, "r")},
        hands={ARCHER: "kkkkkk"},
        active=ARCHER,
    )
    s, ev = play(s, ARCHER, "tile", "black", sq(b, 2, 1))
    assert of_type(ev, "unification") and not of_type(ev, "vp") and s.phase == ACTION and s.unification == -1


def test_tile_vp_goes_to_matching_leader_else_king() -> None:
    """IT L283-299: the matching leader's owner, else the king's, else nobody."""
    b = custom_board(8, 3)
    s = position(
        b,
        tiles={(1, 1): "r"},
        leaders={(0, 1): (BULL, "k"), (1, 0): (POT, "g")},
        hands={ARCHER: "gbkkkr"},
        active=ARCHER,
    )
    s, _ = play(s, ARCHER, "tile", "green", sq(b, 2, 1))
    assert vp(s, POT)["green"] == 1
    s, _ = play(s, ARCHER, "tile", "red", sq(b, 1, 2))
    assert vp(s, BULL)["red"] == 1  # no priest: the king scores the red
    s2 = position(b, tiles={(1, 1): "r"}, leaders={(1, 0): (POT, "g")}, hands={ARCHER: "kkkkkk"}, active=ARCHER)
    s2, ev = play(s2, ARCHER, "tile", "black", sq(b, 2, 1))
    assert not of_type(ev, "vp")  # no king, no settlement leader: nobody scores


# ---------------------------------------------------------- catastrophes


def _catastrophe_position() -> tuple[T.Board, T.State]:
    b = custom_board(rows=["T......~", "........", "........", "......TT"])
    s = position(
        b,
        tiles={(2, 0): "k", (3, 0): "k", (4, 0): "k", (5, 0): "b"},
        leaders={(0, 1): (BULL, "k")},
        options={"buildings": "on"},
        active=ARCHER,
    )
    return b, replace(s, buildings=(b.at(3, 0), -1, -1, -1))


def test_catastrophe_refused_on_leader_treasure_building_and_catastrophe_a6() -> None:
    """IT L333-335, L678-679 and A-6: never on a leader, a treasure, a
    building or another catastrophe."""
    b, s = _catastrophe_position()
    for x, y in ((0, 1), (0, 0), (3, 0)):
        assert "not legal" in _refused(s, ARCHER, "catastrophe", sq(b, x, y))
    s, _ = play(s, ARCHER, "catastrophe", sq(b, 2, 0))
    _refused(s, ARCHER, "catastrophe", sq(b, 2, 0))


def test_catastrophe_allowed_on_river_squares_a5() -> None:
    """A-5: the rivers are not among «Le uniche limitazioni» (IT L330-335)."""
    b, s = _catastrophe_position()
    assert (sq(b, 7, 0),) in _kinds(s, ARCHER, "catastrophe")


def test_no_catastrophe_left_means_none_offered() -> None:
    """IT L152-153: two catastrophes per player, never replenished."""
    b, s = _catastrophe_position()
    s, _ = play(s, ARCHER, "catastrophe", sq(b, 5, 2))
    s, _ = play(s, ARCHER, "catastrophe", sq(b, 5, 3))
    s, _ = play(s, BULL, "end")
    s, _ = play(s, POT, "end")
    s, _ = play(s, LION, "end")
    assert s.active == ARCHER and not _kinds(s, ARCHER, "catastrophe")
    _refused(s, ARCHER, "catastrophe", sq(b, 4, 3))


# ----------------------------------------------------------------- turn


def test_up_to_two_actions_and_passing_allowed_a2() -> None:
    """A-2: «fino a due» (IT L196): 0, 1 or 2 actions, with an explicit end."""
    b, s = _temple_board()
    s, ev = play(s, ARCHER, "end")
    assert s.active == BULL and s.turn == 2 and of_type(ev, "turn")
    s, _ = play(s, BULL, "withdraw", "black")
    s, _ = play(s, BULL, "leader", "black", sq(b, 5, 2))
    assert s.active == POT  # two actions end the turn


def test_swap_discards_then_draws_and_keeps_the_count_public() -> None:
    """IT L340-344: discard face down, then draw as many; the colours are secret."""
    b, s = _temple_board()
    hand = s.hands[ARCHER]
    letters = [c for c, n in zip(("black", "red", "blue", "green"), hand) for _ in range(n)]
    s2, ev = play(s, ARCHER, "swap", *letters[:2])
    assert sum(s2.hands[ARCHER]) == 6 and sum(s2.discards[ARCHER]) == 2 and len(s2.bag) == len(s.bag) - 2
    assert of_type(ev, "swap")[0]["count"] == 2
    assert of_type(ev, "discarded")[0]["private_to"] == ARCHER and of_type(ev, "draw")[0]["private_to"] == ARCHER
    assert T.view(s2, BULL)["seats"][ARCHER]["discarded"] == 2
    _refused(s, ARCHER, "swap", *(["green"] * 7))


def test_swap_the_bag_cannot_supply_ends_the_game_at_once_a9() -> None:
    """A-9 (IT L605-611): the discard happens, the player draws what is left
    and the game ends immediately."""
    b, s = _temple_board()
    s = replace(s, bag=s.bag[:1], discards=(s.discards[0],) * 3 + (_count_bag(s.bag[1:]),))
    s2, ev = play(s, ARCHER, "swap", *_first_two(s))
    assert s2.phase == OVER and s2.end_reason == "bag" and not T.to_act(s2)
    assert of_type(ev, "refill")[0]["count"] == 1 and sum(s2.hands[ARCHER]) == 5


def _count_bag(letters: str) -> tuple[int, int, int, int]:
    return tuple(letters.count(c) for c in "krbg")  # type: ignore[return-value]


def _first_two(s: T.State) -> list[str]:
    letters = [c for c, n in zip(("black", "red", "blue", "green"), s.hands[s.active]) for _ in range(n)]
    return letters[:2]


def test_refill_order_and_empty_bag_end_a21() -> None:
    """A-21: the active player refills first, then clockwise; a refill the bag
    cannot complete ends the game (IT L605-611)."""
    b = custom_board(8, 3)
    s = position(
        b, tiles={(1, 0): "r"}, leaders={(0, 0): (BULL, "r")}, hands={ARCHER: "rrrkkk", BULL: "rrrkkk"}, active=ARCHER
    )
    s, _ = play(s, ARCHER, "leader", "red", sq(b, 1, 1))
    s, _ = play(s, ARCHER, "commit", 3)
    s, _ = play(s, BULL, "commit", 3)
    spare = s.bag[4:]
    s = replace(s, bag=s.bag[:4], discards=(_count_bag(spare),) + s.discards[1:])
    s, ev = play(s, ARCHER, "end")
    assert [(e["seat"], e["count"]) for e in of_type(ev, "refill")] == [(ARCHER, 3), (BULL, 1)]
    assert s.phase == OVER and s.end_reason == "bag"


def test_game_ends_at_end_of_turn_with_two_treasures_a10() -> None:
    """A-10: «al termine del turno» (IT L603-605): the second action is still played."""
    b = custom_board(rows=["T.T.T...", "........", "........", "........"])
    s = position(b, leaders={(0, 1): (ARCHER, "g")}, hands={ARCHER: "kkkkkk"}, active=ARCHER)
    s, ev = play(s, ARCHER, "tile", "black", sq(b, 1, 0))
    s, ev = play(s, ARCHER, "treasure", sq(b, 2, 0))
    assert len(s.treasures) == 2 and s.phase == ACTION and s.active == ARCHER
    s, ev = play(s, ARCHER, "tile", "black", sq(b, 7, 3))
    assert s.phase == OVER and s.end_reason == "treasures"


# ------------------------------------------------------------- conflicts


def test_revolt_commits_temples_and_wins_one_red_whatever_the_colour() -> None:
    """IT L386-391: revolts use temples from the hand; the winner gets one red VP."""
    b = custom_board(8, 3)
    s = position(
        b,
        tiles={(1, 0): "r", (2, 0): "r"},
        leaders={(0, 0): (BULL, "k")},
        hands={ARCHER: "rrkkkk", BULL: "kkkkkk"},
        active=ARCHER,
    )
    s, _ = play(s, ARCHER, "leader", "black", sq(b, 3, 0))
    assert [c.args[0] for c in T.legal(s, ARCHER)] == [0, 1, 2]  # only its two temples count
    s, _ = play(s, ARCHER, "commit", 2)
    s, ev = play(s, BULL, "commit", 0)
    assert vp(s, ARCHER) == {"black": 0, "red": 1, "blue": 0, "green": 0}
    assert at(s, 0, 0) == "" and s.hands[ARCHER][1] == 0


def test_war_attacker_is_nearest_clockwise_after_active_a11() -> None:
    """A-11 (IT L446-448, Mayfair FAQ): with the active player not involved,
    the attacker is the involved owner first clockwise after him; the active
    player still picks the order of the wars."""
    b = custom_board(8, 3)
    s = position(
        b,
        tiles={(0, 0): "r", (1, 1): "r", (3, 1): "r", (4, 0): "r"},
        leaders={(0, 1): (POT, "k"), (1, 0): (POT, "g"), (4, 1): (ARCHER, "k"), (5, 0): (ARCHER, "g")},
        hands={BULL: "kkkkkk"},
        active=BULL,
    )
    s, _ = play(s, BULL, "tile", "black", sq(b, 2, 1))
    assert s.phase == WAR_ORDER and T.to_act(s) == {BULL}
    assert [c.args for c in T.legal(s, BULL)] == [("black",), ("green",)]
    s, _ = play(s, BULL, "war", "black")
    assert s.conflict is not None and (s.conflict.attacker, s.conflict.defender) == (POT, ARCHER)
    assert T.to_act(s) == {POT}


def test_red_war_keeps_temple_next_to_the_losers_other_leader_a14() -> None:
    """A-14: «un altro leader» is any other leader, the loser's own included."""
    b = custom_board(8, 3)
    s = position(
        b,
        tiles={(0, 0): "r", (1, 1): "r", (3, 1): "r", (4, 0): "r", (4, 2): "r"},
        leaders={(0, 1): (LION, "r"), (4, 1): (POT, "r"), (5, 2): (POT, "k")},
        hands={LION: "rrkkkk", POT: "kkkkkk"},
        active=LION,
    )
    s, _ = play(s, LION, "tile", "black", sq(b, 2, 1))
    c = s.conflict
    assert c is not None and (len(c.attacker_support), len(c.defender_support)) == (2, 3)
    s, _ = play(s, LION, "commit", 2)
    s, ev = play(s, POT, "commit", 0)
    assert at(s, 4, 2) == "r" and at(s, 3, 1) == "" and at(s, 4, 0) == "" and at(s, 5, 2) == f"{POT}k"
    assert vp(s, LION)["red"] == 3


def test_commit_more_than_held_is_refused() -> None:
    """IT L386-388: commitments come from the hand."""
    b = custom_board(8, 3)
    s = position(b, tiles={(1, 0): "r"}, leaders={(0, 0): (BULL, "r")}, hands={ARCHER: "rkkkkk"}, active=ARCHER)
    s, _ = play(s, ARCHER, "leader", "red", sq(b, 1, 1))
    assert "commit 2" in _refused(s, ARCHER, "commit", 2)
    msg = _refused(s, ARCHER, "end")
    assert "expected one of: commit" in msg
    assert "nothing to decide" in _refused(s, BULL, "commit", 0)  # the defender waits for the attacker


# --------------------------------------------------------------- monuments


def test_monument_declined_leaves_tiles_face_up_a17() -> None:
    """IT L548-551, A-17: build now or never; declining flips nothing."""
    b = custom_board(6, 4)
    s = position(b, tiles={(0, 0): "g", (1, 0): "g", (0, 1): "g"}, hands={ARCHER: "gkkkkk"}, active=ARCHER)
    s, _ = play(s, ARCHER, "tile", "green", sq(b, 1, 1))
    assert {c.kind for c in T.legal(s, ARCHER)} == {"monument", "no_monument"}
    s, _ = play(s, ARCHER, "no_monument")
    assert s.monuments == () and at(s, 1, 1) == "g" and s.phase == ACTION


def test_king_scores_only_black_monuments_a19() -> None:
    """A-19 (IT L571-578): 1 VP per own leader and monument of its colour in
    its kingdom, for the active player only; a king has no fallback here."""
    b = custom_board(8, 4)

    def end_of_turn_with_monument(monument: str) -> list[dict[str, Any]]:
        s = position(
            b,
            tiles={(0, 0): "g", (1, 0): "g", (0, 1): "g", (2, 2): "r"},
            leaders={(2, 1): (ARCHER, "k")},
            hands={ARCHER: "gkkkkk"},
            active=ARCHER,
        )
        s, _ = play(s, ARCHER, "tile", "green", sq(b, 1, 1))
        s, _ = play(s, ARCHER, "monument", monument, sq(b, 0, 0))
        return play(s, ARCHER, "end")[1]

    assert not [e for e in of_type(end_of_turn_with_monument("green-blue"), "vp") if e["reason"] == "monument"]
    vps = of_type(end_of_turn_with_monument("green-black"), "vp")
    assert [(e["colour"], e["amount"]) for e in vps] == [("black", 1)]


def test_monument_refused_when_no_monument_of_the_colour_is_left() -> None:
    """IT L541-544: all three monuments of the colour built: no monument."""
    b = custom_board(6, 4)
    s = position(b, tiles={(0, 0): "g", (1, 0): "g", (0, 1): "g"}, hands={ARCHER: "gkkkkk"}, active=ARCHER)
    built = (("green-black", 0), ("red-green", 0), ("green-blue", 0))
    s2, _ = T.apply(replace(s, monuments=built), ARCHER, Choice("tile", ("green", sq(b, 1, 1))))
    assert s2.phase == ACTION and s2.actions_done == 1 and at(s2, 1, 1) == "g"


# ---------------------------------------------------------------- treasures


def test_advanced_side_takes_outside_treasures_first_a25() -> None:
    """IT L649-652, A-25: on the advanced side the 6 framed treasures outside
    the river area are taken first."""
    outside = [ADVANCED.ids[q] for q in ADVANCED.priority_treasures]
    assert outside == ["B3", "P6", "A8", "E10", "J11", "O11"]
    inside = [ADVANCED.ids[q] for q in ADVANCED.treasure_squares if q not in ADVANCED.priority_treasures]
    assert len(inside) == 8


# ------------------------------------------------------------------ ranking


def test_full_tie_shares_the_place_a8() -> None:
    """A-8: equal in all four colours after treasures: same place."""
    b = custom_board()
    s = position(b, players=3)
    s = replace(s, vp=((5, 5, 5, 6), (5, 5, 6, 5), (4, 5, 5, 6)), held=(0, 0, 1))
    assert T.ranking(s) == [1, 1, 1]
    s = replace(s, held=(0, 0, 0))
    assert T.ranking(s) == [1, 1, 3]


def test_opening_choices_follow_the_board() -> None:
    """A reference count (STYLE.md 15) derived from the layout: at the start
    no kingdom exists, so leaders may go on every empty land square next to a
    starting temple, land tiles on every empty land square, farms on every
    river square, catastrophes on every square without a treasure."""
    from game.tigris.board import STANDARD as b

    s = T.new_game(2, {}, 11)
    seat = s.active
    near = {n for q in b.treasure_squares for n in b.neighbours[q] if not b.river[n] and n not in b.treasure_squares}
    by_colour = {c: [a[1] for a in _kinds(s, seat, "leader") if a[0] == c] for c in ("black", "red", "blue", "green")}
    assert all(sorted(v) == sorted(b.ids[q] for q in near) for v in by_colour.values())
    tiles = _kinds(s, seat, "tile")
    held = [c for c, n in zip(("black", "red", "blue", "green"), s.hands[seat]) if n]
    for colour in held:
        squares = [a[1] for a in tiles if a[0] == colour]
        assert len(squares) == (41 if colour == "blue" else 176 - 41 - 10)
    assert len(_kinds(s, seat, "catastrophe")) == 176 - 10


def test_a_leader_lost_in_a_revolt_may_come_back_at_once() -> None:
    """Spec 4.6 (Lawson FAQ): after losing a revolt with the first action, the
    same leader may be placed on the same square with the second."""
    b, s, _ = revolt_of_example_1()
    s, _ = play(s, POT, "commit", 0)
    s, _ = play(s, BULL, "commit", 3)  # 3 against 2+3: Bull keeps his priest
    assert at(s, 5, 1) == "" and s.actions_done == 1 and s.active == POT
    assert ("red", sq(b, 5, 1)) in _kinds(s, POT, "leader")
    s, _ = play(s, POT, "leader", "red", sq(b, 5, 1))
    assert s.conflict is not None and s.conflict.kind == "revolt"


def test_two_wars_fought_in_the_order_chosen_and_defender_wins_ties() -> None:
    """IT L436-459, L495-500: each contested colour is a separate war in the
    active player's order; a tie goes to the defender, who then removes the
    attacker's supporters; the kingdom stays whole, so the second war is fought."""
    b = custom_board(8, 3)
    s = position(
        b,
        tiles={(0, 0): "r", (1, 1): "r", (0, 2): "g", (3, 1): "r", (4, 0): "r", (4, 2): "g"},
        leaders={(0, 1): (POT, "k"), (1, 0): (POT, "g"), (4, 1): (ARCHER, "k"), (5, 0): (ARCHER, "g")},
        hands={BULL: "kkkkkk", POT: "gkkkkk", ARCHER: "kkkkkk"},
        active=BULL,
    )
    s, _ = play(s, BULL, "tile", "black", sq(b, 2, 1))
    s, _ = play(s, BULL, "war", "green")
    c = s.conflict
    assert c is not None and (c.attacker, c.defender) == (POT, ARCHER)
    assert (len(c.attacker_support), len(c.defender_support)) == (1, 1)
    s, _ = play(s, POT, "commit", 0)
    assert T.view(s, ARCHER)["conflict"]["attacker_commit"] == 0  # public before the defender decides
    s, ev = play(s, ARCHER, "commit", 0)
    assert of_type(ev, "conflict_won")[0]["winner"] == ARCHER
    assert at(s, 0, 2) == "" and at(s, 1, 0) == "" and vp(s, ARCHER)["green"] == 2
    assert s.phase == COMMIT and s.conflict is not None and s.conflict.colour == "k"  # the black war follows
    s, _ = play(s, POT, "commit", 4)
    s, ev = play(s, ARCHER, "commit", 0)
    assert of_type(ev, "conflict_won")[0]["winner"] == POT and at(s, 4, 1) == ""
    assert s.phase == ACTION and s.unification == -1 and s.actions_done == 1


def test_commitments_are_reveals_that_undo_never_crosses() -> None:
    """IT L387-388: committed tiles are put face up beside the board; the
    event is marked as a reveal (protocol: undo never goes back past it)."""
    b = custom_board(8, 3)
    s = position(b, tiles={(1, 0): "r"}, leaders={(0, 0): (BULL, "r")}, hands={ARCHER: "rkkkkk"}, active=ARCHER)
    s, ev = play(s, ARCHER, "leader", "red", sq(b, 1, 1))
    assert not any(e.get("reveal") for e in ev)
    s, ev = play(s, ARCHER, "commit", 1)
    assert of_type(ev, "commit")[0]["reveal"] is True
