"""Scores, places and the end-screen table of an Attila game (rulebook §4, §6; spec A17)."""

from __future__ import annotations

from typing import Any

from .constants import CENTURIES, TIE_INFLUENCE
from .state import State
from .text import ENDED, TIE_NOTES, end_reason


def score(state: State) -> list[int]:
    """Each seat's points on the score track."""
    return [sum(p) for p in state.points]


def _key(state: State, seat: int) -> tuple[int, ...]:
    total = sum(state.points[seat])
    if state.option("tie_break") == TIE_INFLUENCE:
        return (total, sum(state.influence[seat]))
    return (total,)


def ranking(state: State) -> list[int]:
    """The place of each seat: most points first (§6 «Il giocatore con più punti è il vincitore»).
    Ties are shared (A17) unless the tie-break option compares total influence."""
    keys = [_key(state, s) for s in range(state.players)]
    return [1 + sum(k > mine for k in keys) for mine in keys]


def score_table(state: State, lang: str) -> dict[str, Any]:
    """Points of each century scoring, the final scoring and the total, per seat."""
    if lang == "it":
        headers = [f"{c}° secolo" for c in CENTURIES] + ["Finale", "Influenza totale", "Totale"]
    else:
        headers = [f"{c}th century" for c in CENTURIES] + ["Final", "Total influence", "Total"]
    rows = [list(p) + [sum(state.influence[s]), sum(p)] for s, p in enumerate(state.points)]
    return {"headers": headers, "rows": rows, "notes": _notes(state, lang)}


def _notes(state: State, lang: str) -> list[str]:
    """Why the game ended and, when points were tied, how the tie was settled."""
    lang = "it" if lang == "it" else "en"
    notes = [ENDED[lang].format(why=end_reason(state.end_reason, lang))] if state.end_reason else []
    totals = [sum(p) for p in state.points]
    if len(set(totals)) < len(totals):
        tie = "influence" if state.option("tie_break") == TIE_INFLUENCE else "shared"
        notes.append(TIE_NOTES[tie][lang])
    return notes
