"""The virtual players of the solo and 2-player variant (spec section 7, TV-32..TD-34)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

import game.vinci as vinci
from game.core import Choice
from game.vinci import rules, tiles, virtual
from game.vinci.state import EXPAND, START, Player

from .builders import civ, neutral, occ, table


def test_variant_seats_are_four_with_three_or_two_virtual() -> None:
    """Spec 7.1 (REC-A42): solo = 1 real + 3 virtual, duo = 2 real + 2 virtual, 150 VP."""
    solo = vinci.new_game(4, {"mode": "solo"}, 3)
    duo = vinci.new_game(4, {"mode": "duo"}, 3)
    assert solo.virtual.count(True) == 3 and not solo.virtual[0]
    assert duo.virtual.count(True) == 2
    assert solo.target == duo.target == 150
    with pytest.raises(vinci.SetupError):
        vinci.new_game(3, {"mode": "solo"}, 3)


def test_harder_virtual_players_start_on_fifteen() -> None:
    """Spec 7.10: "portandoli da 10 a 15" [L824-829]."""
    state = vinci.new_game(4, {"mode": "solo", "ai_start_vp": 15}, 2)
    assert [p.score for p in state.seats] == [10, 15, 15, 15]


def test_a_virtual_seat_acts_through_one_choice_and_logs_every_step() -> None:
    """Virtual seats act on their own: their only choice is "virtual"; they always take slot I [L744-745]."""
    state = vinci.new_game(4, {"mode": "solo"}, 5)
    seen = 0
    while not state.virtual[state.turn] or state.round > 0:
        (seat,) = vinci.to_act(state)
        state, _ = vinci.apply(state, seat, vinci.legal(state, seat)[0])
    (seat,) = vinci.to_act(state)
    assert vinci.legal(state, seat) == [Choice("virtual")]
    state, events = vinci.apply(state, seat, Choice("virtual"))
    taken = [e for e in events if e["type"] == "civ_taken"]
    seen = len(taken)
    assert seen >= 1 and all(e["slot"] == 1 for e in taken)
    assert not state.virtual[min(vinci.to_act(state))] or vinci.is_over(state)
    assert all(vinci.describe(e, "it") and vinci.describe(e, "en") for e in events)


def _formula_ranks(tile: str) -> dict[str, Any]:
    """The formula variant's ranking of seat 1's targets, the plain of North Italy held behind 6
    tokens and a free mountain (the Alps) next to its Bavaria; its civ has ``tile``."""
    state = table(
        4,
        {"mode": "solo", "ai_formula": True},
        seats=[civ(tiles.WEAPONS, tiles.CURRENCY), civ(tile, hand=20)],
        occupancy={"baviera": occ(1, 1), "nord_italia": occ(0, 6)},
        turn=1,
        phase=EXPAND,
    )
    return {t: key for key, t, _, _ in virtual.ranked_targets(state, 1)}


def test_formula_variant_prefers_the_free_mountain() -> None:
    """TV-32: mountain (2x0)-3 = -3 beats a plain worth 2 VP behind 6 tokens (2x2)-8 = -4 [L799-815]."""
    ranked = _formula_ranks(tiles.AGRICULTURE)
    assert ranked["alpi"][0] == 3 and ranked["nord_italia"][0] == 4  # keys are negated for sorting
    assert ranked["alpi"] < ranked["nord_italia"]


def test_formula_with_base_one_vp() -> None:
    """TD of TV-32: without Agriculture the plain is (2x1)-8 = -6."""
    assert _formula_ranks(tiles.BARBARIANS)["nord_italia"][0] == 6


def test_standard_ranking_is_most_vp_then_cheapest() -> None:
    """Spec 7.4: "la favorita è quella con il maggior numero di Punti Vittoria", then the easiest."""
    state = table(
        4,
        {"mode": "solo"},
        seats=[Player(10), civ(tiles.MINING, hand=20)],
        occupancy={"sassonia": occ(1, 1), "boemia": neutral(), "renania": occ(0, 3)},
        turn=1,
        phase=EXPAND,
    )
    best = virtual.ranked_targets(state, 1)[0]
    assert best[1] == "renania"  # mine: 1 + 2 VP beats every plain; it costs more but VP come first


@pytest.mark.parametrize(
    ("vp_now", "avail", "marshal", "declines_on"),
    [
        (8, 3, False, {4, 5, 6}),
        (8, 0, False, {1, 2, 3, 4, 5, 6}),
        (10, 2, False, None),
        (5, 6, False, None),
        (8, 3, True, {6}),
        (8, 1, True, {4, 5, 6}),
        (8, 4, True, None),
    ],
)
def test_virtual_decline_test(vp_now: int, avail: int, marshal: bool, declines_on: set[int] | None) -> None:
    """TD-33: under 10 VP and under 6 tokens (4 with Field Marshal, die -2) roll and decline if above [L733-743]."""
    if declines_on is None:
        assert virtual.decline_outcome(vp_now, avail, marshal, None) is None
        return
    got = {r for r in range(1, 7) if virtual.decline_outcome(vp_now, avail, marshal, r)}
    assert got == declines_on


def test_virtual_reorganisation_levels_the_border() -> None:
    """TD-34 (REC-A37): 10 tokens on A plain, B forest, C mountain with fort, interior I -> A4 B3 C2 I1."""
    state = table(
        4,
        {"mode": "solo"},
        seats=[Player(10), civ(tiles.WEAPONS)],
        occupancy={
            "napoli": occ(1, 0),
            "renania": occ(1, 0),
            "alpi": occ(1, 0, fort=True),
            "sicilia": occ(1, 0),
        },
        turn=1,
    )
    events: list[dict] = []
    plan = virtual.level(state, 1, ["alpi", "napoli", "renania", "sicilia"], 10, 1, virtual.Dice(state, 1, events))
    assert plan == {"napoli": 4, "renania": 3, "alpi": 2, "sicilia": 1}
    assert events == []  # no tie needed the die


def test_virtual_player_never_abandons_and_ignores_cohesion() -> None:
    """[L720-721, L783-785]: no abandoning at collection, no cohesion choice."""
    state = table(
        4,
        {"mode": "solo"},
        seats=[Player(10), civ(tiles.WEAPONS, tiles.CURRENCY)],
        occupancy={"francia": occ(1, 5), "polonia": occ(1, 5)},
        turn=1,
        phase=START,
    )
    events: list[dict] = []
    dice = virtual.Dice(state, 1, events)
    # 8 tokens to collect: no decline roll
    assert virtual.decide(state, 1, rules.phase_choices(state, 1), dice) == Choice("expand")
    assert events == []
    after, log = vinci.apply(state, 1, Choice("virtual"))
    assert not any(e["type"] == "abandon" for e in log)
    assert not any(e["type"] == "cohesion" for e in log)


def test_virtual_diplomacy_makes_peace_with_a_real_player() -> None:
    """[L766-769]: always peace with a real player."""
    state = table(
        4,
        {"mode": "solo"},
        seats=[civ(tiles.WEAPONS), civ(tiles.DIPLOMACY, tiles.CURRENCY, hand=5)],
        occupancy={"francia": occ(1, 2)},
        turn=1,
        phase=START,
    )
    after, log = vinci.apply(state, 1, Choice("virtual"))
    assert any(e["type"] == "peace" and e["other"] == 0 for e in log)


def test_virtual_rolls_are_reveal_events() -> None:
    """Every die roll is logged and marked as a reveal (undo never crosses it)."""
    state = vinci.new_game(4, {"mode": "solo"}, 9)
    rolls = []
    for _ in range(400):
        if vinci.is_over(state):
            break
        (seat,) = vinci.to_act(state)
        state, events = vinci.apply(state, seat, vinci.legal(state, seat)[-1])
        rolls += [e for e in events if e["type"] == "virtual_roll"]
    assert rolls and all(e["reveal"] and 1 <= e["roll"] for e in rolls)


def test_duo_diplomacy_die_picks_one_of_two_real_players() -> None:
    """[L766-769]: with two real players a die decides which one gets the peace."""
    state = table(
        4,
        {"mode": "duo"},
        seats=[civ(tiles.WEAPONS), civ(tiles.DIPLOMACY, tiles.CURRENCY, hand=5), civ(tiles.MEDICINE)],
        occupancy={"francia": occ(1, 2)},
        turn=1,
        phase="diplomacy",
        peace_left=1,
    )
    assert rules.to_act(state) == {1}
    events: list[dict] = []
    choice = virtual.decide(state, 1, rules.phase_choices(state, 1), virtual.Dice(state, 1, events))
    assert choice.kind == "peace" and choice.args[0] in (0, 2)
    assert events and events[0]["why"] == "diplomacy"


def test_virtual_fort_goes_next_to_the_best_target() -> None:
    """REC-A41: forts only for attack, in the own province next to the best target."""
    state = table(
        4,
        {"mode": "solo"},
        seats=[Player(10), civ(tiles.FORTIFICATION, tiles.MINING)],
        occupancy={"irlanda": occ(1, 1), "renania": occ(0, 2), "francia": occ(1, 1), "sassonia": neutral()},
        turn=1,
        phase="fort",
        forts_left=1,
    )
    events: list[dict] = []
    choice = virtual.decide(state, 1, rules.phase_choices(state, 1), virtual.Dice(state, 1, events))
    assert choice == Choice("fort", ("francia",))  # next to renania, a mine (3 VP with Mining)


def test_rebirth_holders_test_for_decline_only_at_the_end() -> None:
    """REC-A43 / [L809-812]: no start-of-turn test with Rebirth; the test runs after scoring."""
    state = table(
        4,
        {"mode": "solo"},
        seats=[Player(10), civ(tiles.REBIRTH, tiles.CURRENCY)],
        occupancy={"francia": occ(1, 1)},
        turn=1,
        phase=START,
    )
    events: list[dict] = []
    choice = virtual.decide(state, 1, rules.phase_choices(state, 1), virtual.Dice(state, 1, events))
    assert choice == Choice("expand") and events == []
    rebirth = replace(state, phase="rebirth")
    choice = virtual.decide(rebirth, 1, rules.phase_choices(rebirth, 1), virtual.Dice(rebirth, 1, events))
    assert events and events[0]["why"] == "decline"
    assert choice.kind in ("rebirth", "no_rebirth")


def test_decline_test_counts_medicine_and_held_survivors() -> None:
    """REC-A36: avail = tokens above one per province + survivors held + Medicine."""
    state = table(
        4,
        {"mode": "solo"},
        seats=[Player(10), civ(tiles.MEDICINE, tiles.CURRENCY, hand=5)],
        turn=1,
        phase=START,
    )
    events: list[dict] = []
    assert virtual.decide(state, 1, rules.phase_choices(state, 1), virtual.Dice(state, 1, events)) == Choice("expand")
    assert events == []  # 5 held + 1 Medicine = 6: no roll
