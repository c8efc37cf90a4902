"""The Aztlán evaluation reads the cards as the scoring does: this era's
power card sets the bonus type, and an unused high card is VP at the end."""

from __future__ import annotations

from dataclasses import replace

from game.aztlan.board import TERRITORY_IDS, TERRITORY_INDEX, TYPE_OF
from game.aztlan.cards import POWER_TYPE
from game.aztlan.state import side_colours, side_of
from game.bots.eval_aztlan import potential
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
