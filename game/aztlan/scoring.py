"""Scoring of Aztlán: possessions, their value, Blessings and the end bonus; places and the end screen.

A *possession* is a maximal connected set of territories where the side has
at least one piece, whoever else is there (p. 7).  Territories across a lake
are not adjacent unless Canoes and Rafts joined them for this scoring.

>>> possession_value(4, 1), possession_value(3, 2), possession_value(1, 0)
(5, 7, 0)
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from operator import itemgetter
from typing import Any

from game.core.graph import components

from .board import ADJACENT, TERRITORY_IDS, TYPE_OF, TYPES, TerrainType
from .cards import BLESSING_TYPE, BLESSING_VP, ERAS
from .state import OVER, State, side_colours
from .text import ROMAN


def possession_value(n: int, b: int) -> int:
    """The VP of a possession of ``n`` territories, ``b`` of the bonus type:
    0 without a matching territory (p. 7 example D, and the whole b = 0 column of
    the scoring card; spec Z3), else n + b squared."""
    return 0 if b == 0 else n + b * b


def controlled(board: Sequence[Sequence[int]], players: int, side: int) -> list[str]:
    """The territories where ``side`` has at least one piece, in map order."""
    colours = side_colours(players, side)
    pick = itemgetter(*colours)  # one colour: its count; more: a tuple of counts
    if len(colours) == 1:
        return [t for t, row in zip(TERRITORY_IDS, board, strict=True) if pick(row)]
    return [t for t, row in zip(TERRITORY_IDS, board, strict=True) if any(pick(row))]


def possessions(owned: Iterable[str], links: Iterable[Sequence[str]] = ()) -> list[list[str]]:
    """The possessions formed by ``owned`` territories, with extra ``links`` (Canoes and Rafts)."""
    adj: dict[str, set[str]] = {t: set(ADJACENT[t]) for t in TERRITORY_IDS}
    for a, b in links:
        adj[a].add(b)
        adj[b].add(a)
    return components(adj, owned)


def possession_scores(owned: Iterable[str], bonus: TerrainType, links: Iterable[Sequence[str]] = ()) -> list[Any]:
    """Each possession as ``[territories, n, b, value]`` for the bonus type ``bonus``."""
    out: list[Any] = []
    for group in possessions(owned, links):
        b = sum(TYPE_OF[t] == bonus for t in group)
        out.append([group, len(group), b, possession_value(len(group), b)])
    return out


def blessing_bonus(owned: Iterable[str], blessing: str) -> int:
    """+2 VP per controlled territory of the Blessing's type (p. 10), whether or not its possession scored
    (spec Z11)."""
    kind = BLESSING_TYPE[blessing]
    return BLESSING_VP * sum(TYPE_OF[t] == kind for t in owned)


def type_totals(owned: Iterable[str], links: Iterable[Sequence[str]] = ()) -> dict[TerrainType, int]:
    """What the possessions of ``owned`` score with each bonus type, in rulebook order (the
    possessions reckoned once for all the types)."""
    groups = possessions(owned, links)
    return {kind: sum(possession_value(len(g), sum(TYPE_OF[t] == kind for t in g)) for g in groups) for kind in TYPES}


def best_wild_type(owned: Sequence[str], links: Iterable[Sequence[str]] = ()) -> tuple[TerrainType, int]:
    """The type that scores most for the wild card 4, and its total (first type in rulebook order on ties)."""
    totals = type_totals(owned, links)
    best = max(totals.values())
    return next(kind for kind, total in totals.items() if total == best), best


def era_total(
    owned: Sequence[str], bonus: TerrainType, links: Iterable[Sequence[str]], blessings: Sequence[str]
) -> tuple[list[Any], list[list[Any]], int]:
    """(possession scores, [blessing, bonus] pairs, total) of one scoring turn."""
    groups = possession_scores(owned, bonus, links)
    bonuses = [blessing_bonus(owned, b) for b in blessings]
    total = sum(int(g[3]) for g in groups) + sum(bonuses)
    return groups, [[b, v] for b, v in zip(blessings, bonuses, strict=True)], total


def standing(state: State) -> list[int]:
    """Seats by VP, ties broken by the pyramid stack (higher first) (p. 4, p. 8)."""
    return sorted(range(state.players), key=lambda s: (-state.scores[s], -state.arrival[s]))


def score(state: State) -> list[int]:
    """Each seat's VP."""
    return list(state.scores)


def ranking(state: State) -> list[int]:
    """Each seat's place: most VP, ties to the pyramid on top (p. 8).  Never shared."""
    places = [0] * state.players
    for place, seat in enumerate(standing(state), start=1):
        places[seat] = place
    return places


#: Why the game ended and how equal scores are placed, for the end screen (p. 8).
END_NOTES: dict[str, dict[str, str]] = {
    "ended": {
        "it": "La partita è finita con il punteggio dell'era {era} e i bonus finali.",
        "en": "The game ended with the scoring of era {era} and the final bonuses.",
    },
    "tie": {
        "it": "A pari punti passa avanti chi ha la piramide più in alto nella pila dei punteggi.",
        "en": "Players equal on points are placed by the score stack: the pyramid on top comes first.",
    },
}


def score_table(state: State, lang: str) -> dict[str, Any]:
    """The end screen: VP per era, unused power card, prosperity cards in hand, Offerings, total (p. 8),
    and notes on why the game ended and how a tie was broken."""
    it = lang == "it"
    headers = [f"Era {ROMAN[e]}" for e in range(ERAS)] + (
        ["Carta potere", "Carte prosperità", "Offerte agli Dèi", "Totale"]
        if it
        else ["Power card", "Prosperity cards", "Offerings", "Total"]
    )
    rows = []
    for s in range(state.players):
        eras = list(state.era_scores[s]) + [0] * (ERAS - len(state.era_scores[s]))
        bonus = list(state.end_bonus[s]) if state.end_bonus else [0, 0, 0]
        rows.append(eras + bonus + [state.scores[s]])
    words = "it" if it else "en"
    notes = [END_NOTES["ended"][words].format(era=ROMAN[ERAS - 1])] if state.phase == OVER else []
    if len(set(state.scores)) < len(state.scores):
        notes.append(END_NOTES["tie"][words])
    return {"headers": headers, "rows": rows, "notes": notes}
