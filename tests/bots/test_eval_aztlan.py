"""The Aztlán evaluation reads the cards as the scoring does: this era's
power card sets the bonus type, and an unused high card is VP at the end."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from game.aztlan.board import TERRITORY_IDS, TERRITORY_INDEX, TYPE_OF
from game.aztlan.cards import ERAS, POWER_TYPE
from game.aztlan.state import CHOICE, side_colours, side_of
from game.bots.eval_aztlan import expert_evaluate, expert_lead_terms, potential, reply_evaluate
from game.bots.evaluation import evaluator_for
from game.registry import load

AZTLAN = load("aztlan")


def holding(territory: str, seat: int = 0) -> object:
    """A 3-player game in which ``seat``'s side holds just ``territory``."""
    state = AZTLAN.new_game(3, None, 1)
    colour = side_colours(state.players, side_of(state, seat))[0]
    board = [list(row) for row in state.board]
    board[TERRITORY_INDEX[territory]][colour] = 1
    return replace(state, board=tuple(tuple(row) for row in board))


def test_the_chosen_power_card_type_is_the_scoring_bonus() -> None:
    territory = TERRITORY_IDS[0]
    matching = next(p for p, kind in POWER_TYPE.items() if kind == TYPE_OF[territory])
    other = next(p for p, kind in POWER_TYPE.items() if kind != TYPE_OF[territory])
    state = holding(territory)
    hand = tuple(c for c in state.power_hand[0] if c not in (matching, other))

    def with_card(card: int) -> float:
        return potential(replace(state, power_current=(card, 0, 0), power_hand=(hand, *state.power_hand[1:])), 0)

    assert with_card(matching) > with_card(other)


def test_spending_the_most_valuable_power_card_costs_its_end_bonus() -> None:
    state = holding(TERRITORY_IDS[0])
    kept = replace(state, power_hand=((4, 5, 6, 7, 9), *state.power_hand[1:]))
    spent = replace(state, power_hand=((4, 5, 6, 7, 8), *state.power_hand[1:]))
    assert potential(kept, 0) > potential(spent, 0)


def holding_many(territories: tuple[str, ...], players: int = 3, era: int = 1) -> Any:
    """A game of ``players`` at ``era`` in which seat 0's side holds ``territories``."""
    state = AZTLAN.new_game(players, None, 1)
    if players == 2:
        state = replace(state, alliance=(0, 1), phase=CHOICE)
    colour = side_colours(state.players, side_of(state, 0))[0]
    board = [list(row) for row in state.board]
    for territory in territories:
        board[TERRITORY_INDEX[territory]][colour] = 1
    return replace(state, board=tuple(tuple(row) for row in board), era=era)


def test_expert_weighs_the_scorings_of_the_eras_to_come_with_the_cards_it_has_left() -> None:
    """Mezquital (desert) and Tollan (city) border each other: with the desert card 6 still in
    hand they will score in an era to come; spent, only the city card 9 can still score them."""
    state = holding_many(("mezquital", "tollan"))
    with_desert = replace(state, power_hand=((6, 9), *state.power_hand[1:]))
    without = replace(state, power_hand=((5, 9), *state.power_hand[1:]))
    assert expert_lead_terms(with_desert, 0)["future"] > expert_lead_terms(without, 0)["future"] > 0
    assert expert_evaluate(with_desert, 0) > expert_evaluate(without, 0)
    # Hard's judgement has no such term: the two hands differ only in what the future scores.
    assert reply_evaluate(with_desert, 0) == reply_evaluate(without, 0)


def test_the_scorings_to_come_count_the_eras_left() -> None:
    early, late = (holding_many(("mezquital", "tollan"), era=era) for era in (2, 4))
    assert expert_lead_terms(early, 0)["future"] == 3 * expert_lead_terms(late, 0)["future"]
    last = holding_many(("mezquital", "tollan"), era=ERAS)
    assert expert_lead_terms(last, 0)["future"] == 0
    assert expert_evaluate(last, 0) == reply_evaluate(last, 0)


@pytest.mark.parametrize("players", [2, 4])
def test_outside_three_seats_expert_judges_as_hard(players: int) -> None:
    """At two seats a side changes hands every era, so what it holds now scores for a seat in
    the eras to come only half the time; four seats were measured without the term: expert
    weighs no scorings to come there."""
    state = holding_many(("mezquital", "tollan"), players=players)
    assert side_of(state, 0) == 0 and expert_lead_terms(state, 0)["territories"] > 0
    assert "future" not in expert_lead_terms(state, 0)
    assert expert_evaluate(state, 0) == reply_evaluate(state, 0)


def test_expert_judges_with_its_own_evaluation_and_hard_with_the_reply_model() -> None:
    assert evaluator_for(AZTLAN, "expert") is expert_evaluate
    assert evaluator_for(AZTLAN, "hard") is reply_evaluate
