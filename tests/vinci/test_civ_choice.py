"""Choosing a civilisation from the display (spec section 2, TV-06..TD-09, REC-A2..A4)."""

from __future__ import annotations

import game.vinci as vinci
from game.vinci.state import CIV_CHOICE, START, Player

from .builders import DEFAULT_DISPLAY, labels, play, table


def _choosing(score: int = 20, vp_tokens: tuple[int, ...] = (0,) * 6, **kw: object) -> vinci.State:
    return table(4, seats=[Player(score), Player(8)], phase=CIV_CHOICE, vp_tokens=vp_tokens, round=0, **kw)  # type: ignore[arg-type]


def test_slot_one_is_free() -> None:
    """TV-06: slot I with no tokens: no VP won or lost [L185-187]."""
    state, _ = play(_choosing(), 0, "take", 1)
    assert state.seats[0].score == 20
    assert state.seats[0].tiles == DEFAULT_DISPLAY[0]


def test_skipping_costs_two_vp_per_slot_and_leaves_a_token_on_each() -> None:
    """TV-07: slot IV costs 6 and puts a token on I, II, III [L190-195, L207-209]."""
    state, _ = play(_choosing(), 0, "take", 4)
    assert state.seats[0].score == 14
    assert [s.vp_tokens for s in state.display[:3]] == [1, 1, 1]
    for k, cost in ((2, 2), (3, 4), (6, 10)):
        after, _ = play(_choosing(), 0, "take", k)
        assert after.seats[0].score == 20 - cost


def test_display_slides_down_keeping_tokens_and_refills_slot_six() -> None:
    """TD-08 (REC-A3): P takes IV, Q takes II; tokens travel with their pairs, new pairs enter VI."""
    p_state, _ = play(_choosing(), 0, "take", 4)
    d = p_state.display
    assert [s.tiles for s in d[:5]] == [DEFAULT_DISPLAY[i] for i in (0, 1, 2, 4, 5)]
    assert [s.vp_tokens for s in d] == [1, 1, 1, 0, 0, 0]
    new1 = d[5].tiles
    assert p_state.seats[0].tiles == DEFAULT_DISPLAY[3]
    assert p_state.turn == 1  # the first round's turn is only the choice
    q_state, _ = play(p_state, 1, "take", 2)
    assert q_state.seats[1].score == 8  # -2 +2 (B's token)
    assert q_state.seats[1].tiles == DEFAULT_DISPLAY[1]
    assert [s.tiles for s in q_state.display[:5]] == [
        DEFAULT_DISPLAY[0],
        DEFAULT_DISPLAY[2],
        *[
            DEFAULT_DISPLAY[4],
            DEFAULT_DISPLAY[5],
            new1,
        ],
    ]
    assert [s.vp_tokens for s in q_state.display] == [2, 1, 0, 0, 0, 0]


def test_slot_one_tokens_are_still_collected() -> None:
    """REC-A4: taking slot I costs nothing but its tokens pay 2 VP each."""
    state, _ = play(_choosing(vp_tokens=(3, 0, 0, 0, 0, 0)), 0, "take", 1)
    assert state.seats[0].score == 26


def test_a_slot_costing_more_than_the_score_is_not_offered() -> None:
    """TD-09 (REC-A2): 3 VP cannot pay slot III (4)."""
    state = _choosing(score=3)
    assert labels(state, 0) == ["take 1", "take 2"]


def test_option_allow_negative_vp_offers_every_slot() -> None:
    """REC-A2 alternative: option allow_negative_vp."""
    state = table(4, {"allow_negative_vp": True}, seats=[Player(3)], phase=CIV_CHOICE)
    assert len(labels(state, 0)) == 6
    after, _ = play(state, 0, "take", 6)
    assert after.seats[0].score == -7


def test_new_civ_gets_its_starting_tokens_in_hand_and_enters_next_turn() -> None:
    """Spec 1.6 and [L466-471]: the tokens are the hand; the civ is not on the map yet."""
    state, events = play(_choosing(), 0, "take", 1)
    diplomacy_weapons = 4 + 4 + 6
    assert state.seats[0].hand == diplomacy_weapons and not state.seats[0].entered
    assert any(e["type"] == "tiles_drawn" and e["reveal"] for e in events)


def test_first_round_is_only_choices_then_turns_start() -> None:
    """[L148-151]: every first turn is a civ choice; the next round starts with expansion or decline."""
    state = vinci.new_game(3, {}, 4)
    for _ in range(3):
        (seat,) = vinci.to_act(state)
        assert state.phase == CIV_CHOICE
        state, _ = play(state, seat, "take", 1)
    assert state.phase == START and state.round == 1 and state.turn == state.first
