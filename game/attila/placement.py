"""Where a tribe token may go (rulebook §1 and §8; spec §2.2).

A province is legal for tribe X iff it is playable, not pacified, holds at
most 4 tokens (a 5th starts a conflict, a 6th never goes in), and it is a
starting province, or already holds X, or borders a province holding X
(water arrows are borders; pacified provinces count as anchors).  A tribe
with an empty supply has no legal province.
"""

from __future__ import annotations

from .board import NEIGHBOURS, START_INDICES
from .constants import PROVINCE_CAPACITY
from .state import State, pacified


def legal_provinces(state: State, tribe: int) -> list[int]:
    """The province indices where a token of ``tribe`` may be placed now, ascending."""
    if state.supply[tribe] <= 0:
        return []
    closed = pacified(state)
    board = state.board
    # The provinces holding the tribe and those bordering them (borders are symmetric), found
    # once rather than by looking round every province: the bots ask this after every move.
    anchored = set(START_INDICES)
    for q, counts in enumerate(board):
        if counts[tribe] > 0:
            anchored.add(q)
            anchored.update(NEIGHBOURS[q])
    return [
        p for p, counts in enumerate(board) if p in anchored and p not in closed and sum(counts) <= PROVINCE_CAPACITY
    ]


def playable_tribes(state: State, hand: tuple[int, ...]) -> list[int]:
    """The tribes of ``hand`` whose card can be played (it has a legal province)."""
    return [t for t, n in enumerate(hand) if n > 0 and legal_provinces(state, t)]
