"""The end screen's score table (IT L612-641), in Italian or English."""

from __future__ import annotations

from typing import Any

from .scoring import final_results
from .state import State
from .text import END_NOTES

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
