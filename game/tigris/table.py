"""The end screen's score table (IT L612-641), in Italian or English."""

from __future__ import annotations

from typing import Any

from .scoring import final_results
from .state import State

_HEADERS = {
    "en": ["Black", "Red", "Blue", "Green", "Treasures", "Weakest colour", "Place"],
    "it": ["Nero", "Rosso", "Blu", "Verde", "Tesori", "Colore più debole", "Posizione"],
}


def score_table(state: State, lang: str) -> dict[str, Any]:
    """One row per seat: VP per colour (with the treasures put on it as
    ``+n``), treasures held, the weakest colour after treasures, the place."""
    rows = []
    for r in final_results(state):
        cells: list[Any] = []
        for colour in ("black", "red", "blue", "green"):
            extra = r["allocated"][colour]
            cells.append(f"{r['vp'][colour]}+{extra}" if extra else str(r["vp"][colour]))
        cells += [r["treasures"], r["score"], r["rank"]]
        rows.append(cells)
    return {"headers": list(_HEADERS["it" if lang == "it" else "en"]), "rows": rows}
