"""Refused choices, bad setups and bad saves: each raises with a reason and changes nothing."""

from __future__ import annotations

import copy
import json

import pytest

import game.vinci as vinci
from game.core import Choice, IllegalMove, Rng, SaveError, SetupError
from game.vinci import tiles
from game.vinci.state import CIV_CHOICE, EXPAND, Player

from .builders import civ, neutral, occ, table


def _refused(state: vinci.State, seat: int, choice: Choice, reason: str) -> None:
    before = json.dumps(vinci.to_json(state), sort_keys=True)
    with pytest.raises(IllegalMove, match=reason):
        vinci.apply(state, seat, choice)
    assert json.dumps(vinci.to_json(state), sort_keys=True) == before


def _expanding() -> vinci.State:
    return table(
        4,
        seats=[civ(tiles.WEAPONS, hand=3)],
        occupancy={"francia": occ(0, 1), "renania": occ(1, 4), "provenza": neutral()},
        phase=EXPAND,
    )


def test_a_seat_that_is_not_to_act_is_refused() -> None:
    _refused(_expanding(), 2, Choice("stop"), "nothing to decide now")


def test_a_choice_of_the_wrong_kind_for_the_phase_is_refused() -> None:
    _refused(_expanding(), 0, Choice("take", (1,)), "while expanding; expected one of")


def test_a_province_out_of_reach_is_refused() -> None:
    """Spec 3.3: targets are adjacent to the empire."""
    _refused(_expanding(), 0, Choice("conquer", ("polonia", 2)), "not legal while expanding")


def test_a_conquest_the_hand_cannot_pay_is_refused() -> None:
    """Spec 3.3: "A conquest needs hand >= cost"; renania costs 2+1+4-1 = 6."""
    _refused(_expanding(), 0, Choice("conquer", ("renania", 6)), "not legal")


def test_a_conquest_with_a_wrong_cost_is_refused() -> None:
    _refused(_expanding(), 0, Choice("conquer", ("provenza", 1)), "not legal")


def test_an_unaffordable_civilisation_is_refused() -> None:
    """REC-A2: no slot costing more than the score."""
    state = table(4, seats=[Player(1)], phase=CIV_CHOICE)
    _refused(state, 0, Choice("take", (2,)), "not legal while choosing a civilisation")


def test_a_distribution_out_of_range_is_refused() -> None:
    """Spec 3.7: at least one token per province, every token placed."""
    state = table(4, seats=[civ(tiles.WEAPONS, hand=1)], occupancy={"francia": occ(0, 1), "provenza": occ(0, 1)})
    state, _ = vinci.apply(state, 0, Choice("stop"))
    _refused(state, 0, Choice("put", ("francia", 3)), "reorganising")
    _refused(state, 0, Choice("put", ("provenza", 1)), "reorganising")


def test_a_second_fort_in_one_province_is_refused() -> None:
    """Fortification: one fort per province [L531-547]."""
    state = table(
        4,
        seats=[civ(tiles.FORTIFICATION, tiles.SPECIALTY)],
        occupancy={"francia": occ(0, 1, fort=True), "provenza": occ(0, 1)},
    )
    state, _ = vinci.apply(state, 0, Choice("stop"))
    _refused(state, 0, Choice("fort", ("francia",)), "placing a fort")


def test_peace_with_oneself_is_refused() -> None:
    state = table(4, seats=[civ(tiles.DIPLOMACY)], occupancy={"francia": occ(0, 1)}, phase="start")
    state, _ = vinci.apply(state, 0, Choice("expand"))
    _refused(state, 0, Choice("peace", (0,)), "Diplomacy")


def test_a_real_seat_cannot_play_the_virtual_turn_and_a_virtual_seat_only_that() -> None:
    state = vinci.new_game(4, {"mode": "solo"}, 1)
    (seat,) = vinci.to_act(state)
    if state.virtual[seat]:
        _refused(state, seat, Choice("take", (1,)), "expected one of: virtual")
    else:
        _refused(state, seat, Choice("virtual"), "expected one of: take")


@pytest.mark.parametrize(
    ("players", "options", "reason"),
    [
        (2, {}, "3 to 6 players"),
        (7, {}, "3 to 6 players"),
        (5, {"mode": "solo"}, "only for"),
        (4, {"mode": "team"}, "not one of"),
        (4, {"vp_target": 77}, "not one of"),
        (4, {"agriculture_all": 1}, "not one of"),
        (4, {"barbarian_hordes": True}, "unknown option"),
    ],
)
def test_bad_setups_raise_setup_error(players: int, options: dict, reason: str) -> None:
    with pytest.raises(SetupError, match=reason):
        vinci.new_game(players, options, 1)


def _save() -> dict:
    return vinci.to_json(vinci.new_game(4, {}, 3))


def _broken(change: str) -> dict:
    data = copy.deepcopy(_save())
    if change == "format":
        data["format"] = "tavoliere.tigris.state"
    elif change == "version":
        data["version"] = 99
    elif change == "region":
        data["board"]["atlantide"] = [-1, False, 1, False]
    elif change == "tokens":
        data["board"]["francia"] = [0, False, -2, False]
    elif change == "tile":
        data["bag"][0] = "GUNPOWDER"
    elif change == "tile count":
        data["bag"].append(data["bag"][0])
    elif change == "phase":
        data["phase"] = "siege"
    elif change == "seats":
        data["seats"].pop()
    elif change == "display":
        data["display"].pop()
    elif change == "owner":
        data["board"]["francia"] = [9, False, 1, False]
    elif change == "neutral":
        data["board"]["francia"] = [-1, False, 3, False]
    elif change == "rng":
        data["rng"] = -5
    elif change == "virtual":
        data["virtual"] = [False, True, True, True]
    elif change == "survivors":
        data["survivors"] = [[1, "yes", 2]]
    elif change == "options":
        data["options"]["mode"] = "coop"
    elif change == "missing":
        del data["turn"]
    return data


@pytest.mark.parametrize(
    ("change", "reason"),
    [
        ("format", "format"),
        ("version", "version 99"),
        ("region", "'atlantide' is not a province"),
        ("tokens", "-2"),
        ("tile", "GUNPOWDER"),
        ("tile count", "tile counts differ"),
        ("phase", "'siege'"),
        ("seats", "3 seats for 4 players"),
        ("display", "5 pairs"),
        ("owner", "out of range"),
        ("neutral", "neutral in francia"),
        ("rng", "-5"),
        ("virtual", "do not match mode"),
        ("survivors", "survivors entry"),
        ("options", "bad options"),
        ("missing", "missing 'turn'"),
    ],
)
def test_malformed_or_inconsistent_saves_raise_save_error_quoting_the_value(change: str, reason: str) -> None:
    with pytest.raises(SaveError, match=reason):
        vinci.from_json(_broken(change))


def test_a_save_round_trips_exactly() -> None:
    state = vinci.new_game(5, {"diplomacy_mode": "full_immunity"}, 8)
    assert vinci.from_json(json.loads(json.dumps(vinci.to_json(state)))) == state


def _distributing() -> vinci.State:
    """A real position of random play: seat 0 puts its tokens back on its provinces."""
    state, rng = vinci.new_game(3, {}, 0), Rng(0)
    while state.phase != "distribute":
        seat = rng.choice(sorted(vinci.to_act(state)))
        state, _ = vinci.apply(state, seat, rng.choice(vinci.legal(state, seat)))
    return state


def test_a_save_with_a_billion_tokens_in_a_province_is_refused() -> None:
    """Issue 14 item 9: legal() would list one choice per token; no real game holds so many."""
    data = vinci.to_json(_distributing())
    region = data["order"][0]
    data["board"][region][2] = 10**9
    with pytest.raises(SaveError, match="tokens"):
        vinci.from_json(data)


def test_a_save_distributing_tokens_to_no_province_is_refused() -> None:
    """Issue 14 item 9: the distribution step needs the provinces still to fill (legal() read order[0])."""
    data = vinci.to_json(_distributing())
    data["order"] = []
    with pytest.raises(SaveError, match="provinces"):
        vinci.from_json(data)


def test_a_save_distributing_with_an_empty_province_left_out_is_refused() -> None:
    """Found by `tools.fuzz_saves vinci --mutations 2000`: a province of the empire with no token
    that is not among those to fill would stay held with none once the turn passed."""
    data = vinci.to_json(_distributing())
    assert len(data["order"]) > 1
    data["order"] = data["order"][1:]
    with pytest.raises(SaveError, match="empty and not to receive tokens"):
        vinci.from_json(data)
