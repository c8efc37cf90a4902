"""How bots judge an Attila position.

Points already on the score track count in full; on top, a seat expects
what a scoring of every tribe would give it now (its influence ranks times
the tribes' tokens and provinces), since at least the final scoring will
happen, and a little for the cards in hand, which place tokens later.
The value is the lead in that potential over the best other seat.
"""

from __future__ import annotations

from typing import Any

from game.attila.results import ranking
from game.attila.rules import is_over
from game.attila.scoring import score_all

from .evaluation import lead_by_term, lead_value, place_value

SCORING_NOW = 0.8  # design value: a scoring of the present board, discounted as the board will change
CARD_IN_HAND = 0.3  # design value: each card is a future play
SCALE = 6.0  # design value: points are scored by the handful per tribe

TUNING = {"rollout_depth": 0}

#: The evaluation's terms (``lead_terms``), Italian and English.
TERMS: dict[str, tuple[str, str]] = {
    "points": ("punti già segnati", "points already scored"),
    "majorities": ("maggioranze nelle tribù (i punti di un conteggio ora)", "majorities in the tribes (a scoring now)"),
    "cards": ("carte in mano", "cards in hand"),
}
TERM_NAMES = tuple(TERMS)


def rows(state: Any) -> list[tuple[float, float, float]]:
    """Each seat's terms: its points, its share of a scoring now and its cards."""
    awards = [0] * state.players
    for _, _, _, points in score_all(state):
        for s, p in enumerate(points):
            awards[s] += p
    return [
        (float(sum(state.points[s])), SCORING_NOW * awards[s], CARD_IN_HAND * sum(state.hands[s]))
        for s in range(state.players)
    ]


def potentials(state: Any) -> list[float]:
    """Each seat's points plus its share of a scoring now and its cards."""
    return [sum(row) for row in rows(state)]


def lead_terms(state: Any, seat: int, replies: bool = False) -> dict[str, float]:
    """The seat's lead in each term of :data:`TERMS` over the best other seat."""
    return lead_by_term(rows(state), seat, TERM_NAMES)


def evaluate(state: Any, seat: int) -> float:
    """The bots' value of ``state`` for ``seat``, in [0, 1]."""
    if is_over(state):
        return place_value(ranking(state), seat)
    return lead_value(potentials(state), seat, SCALE)
