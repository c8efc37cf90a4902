"""Final scoring (IT L612-641): each player's weakest colour, treasures
spread where they help most, ties broken by the next-weakest colour.
"""

from __future__ import annotations

from typing import Any

from .pieces import COLOUR_NAMES, COLOURS
from .state import Counts, State


def allocate(vp: Counts, treasures: int) -> tuple[list[int], list[int]]:
    """Spread ``treasures`` wild VP over the colours (IT L615-616): each one on
    a currently lowest colour (the first such in counter order).  Returns
    (the treasures put on each colour, the resulting per-colour totals).
    This greedy spread gives the best sorted vector (spec 10.2).

    >>> allocate((12, 10, 7, 13), 3)
    ([0, 0, 3, 0], [12, 10, 10, 13])
    """
    totals = list(vp)
    added = [0] * len(totals)
    for _ in range(treasures):
        i = totals.index(min(totals))
        totals[i] += 1
        added[i] += 1
    return added, totals


def vector(vp: Counts, treasures: int) -> tuple[int, ...]:
    """The player's totals after treasures, weakest first: the ranking key."""
    return tuple(sorted(allocate(vp, treasures)[1]))


def score(state: State) -> list[int]:
    """Each seat's weakest colour after treasures (IT L612-619)."""
    return [vector(state.vp[s], state.held[s])[0] for s in range(state.players)]


def ranking(state: State) -> list[int]:
    """Places (1 = first) by weakest colour, then the next weakest and so on
    (IT L619-620); seats equal in all four colours share a place (spec A-8)."""
    keys = [vector(state.vp[s], state.held[s]) for s in range(state.players)]
    return [1 + sum(other > mine for other in keys) for mine in keys]


def final_results(state: State) -> list[dict[str, Any]]:
    """The end screen's data for every seat (see view.py's schema)."""
    places = ranking(state)
    out = []
    for s in range(state.players):
        added, totals = allocate(state.vp[s], state.held[s])
        out.append(
            {
                "seat": s,
                "vp": {COLOUR_NAMES[c]: n for c, n in zip(COLOURS, state.vp[s])},
                "treasures": state.held[s],
                "allocated": {COLOUR_NAMES[c]: n for c, n in zip(COLOURS, added)},
                "vector": sorted(totals),
                "score": min(totals),
                "rank": places[s],
            }
        )
    return out
