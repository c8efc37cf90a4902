"""Final scoring (IT L612-641): each player's weakest colour, treasures
spread where they help most, ties broken by the next-weakest colour; and the
end screen's score table, in Italian or English.
"""

from __future__ import annotations

from typing import Any

from .pieces import COLOUR_NAMES, COLOURS
from .state import Counts, State
from .text import END_NOTES


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


_HEADERS = {
    "en": ["Black", "Red", "Blue", "Green", "Treasures", "Weakest colour", "Place"],
    "it": ["Nero", "Rosso", "Blu", "Verde", "Tesori", "Colore più debole", "Posizione"],
}


def score_table(state: State, lang: str) -> dict[str, Any]:
    """One row per seat: VP per colour (with the treasures put on it as
    ``+n``), treasures held, the weakest colour after treasures, the place;
    notes on why the game ended and, when it mattered, how a tie was broken."""
    lang = "it" if lang == "it" else "en"
    results = final_results(state)
    notes = [END_NOTES[state.end_reason][lang]] if state.end_reason in END_NOTES else []
    weakest = [r["score"] for r in results]
    if len(set(weakest)) < len(weakest):
        notes.append(END_NOTES["tie"][lang])
    places = [r["rank"] for r in results]
    if len(set(places)) < len(places):
        notes.append(END_NOTES["shared"][lang])
    rows = []
    for r in results:
        cells: list[Any] = []
        for colour in ("black", "red", "blue", "green"):
            extra = r["allocated"][colour]
            cells.append(f"{r['vp'][colour]}+{extra}" if extra else str(r["vp"][colour]))
        cells += [r["treasures"], r["score"], r["rank"]]
        rows.append(cells)
    return {"headers": list(_HEADERS[lang]), "rows": rows, "notes": notes}
