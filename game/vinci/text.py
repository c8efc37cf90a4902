"""The texts of Vinci: tile names and a catalog of templates (game.core.text).

The templates and words are data, ``data/text.toml``; this module turns event
fields into their parameters.  The Italian terms are the rulebook's (tessere,
gettoni, declino, Punti Vittoria); the English ones are the usual English rules'
terms.  Players are called by the names the table passes (``names``), else
"Giocatore n".

>>> from game.core import Choice
>>> describe({"type": "conquer", "seat": 0, "region": "irlanda", "cost": 3, "terms": [], "defender": -1,
...           "declined": False, "lost": 1, "fort": False}, "en", ["Ada"])
'Ada conquers Ireland for 3 tokens (the neutrals lose 1 token).'
>>> choice_text(Choice("take", (3,)), "it")
'Prendi la civiltà III'
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from game.core.text import Catalog, Ctx, Noun, Texts, place, read_texts, seat

from . import board
from .state import NEUTRAL

#: The texts: templates and words in both languages (data/text.toml).
TEXT = read_texts(Path(__file__).parent / "data" / "text.toml")
TILE_NAMES: dict[str, Texts] = TEXT.texts["tiles"]
#: Names of the terms of a conquest cost (view "costs", event "conquer").
TERM_NAMES: dict[str, Texts] = TEXT.texts["terms"]
#: Why a virtual player rolled (event "virtual_roll").
ROLL_REASONS: dict[str, Texts] = TEXT.texts["roll_reasons"]

ROMAN = ("I", "II", "III", "IV", "V", "VI")

#: Why a game ended and how equal scores are placed, for the end screen (REC-A33: no tie-break).
END_NOTES: dict[str, Texts] = TEXT.texts["end_notes"]

# ------------------------------------------------------------------ glue


def tile_name(kind: str, lang: str) -> str:
    """A civilisation tile's name in ``lang``."""
    return str(Ctx(lang).pick(TILE_NAMES[kind]))


def _civ(kinds: Sequence[str], ctx: Ctx) -> str:
    return " + ".join(tile_name(k, ctx.lang) for k in kinds)


#: Provinces named after their city (no article in Italian: "a Roma"), and plural ones.
CITIES = frozenset({"roma", "napoli", "cartagine"})
PLURAL = frozenset({"alpi", "fiandre"})


def _region(region: Any, ctx: Ctx) -> Noun | str:
    text = board.name(str(region), ctx.lang)
    if ctx.lang != "it":
        return text
    r = str(region)
    return place(text, city=r in CITIES, gender="f" if r in PLURAL else "", group=r in PLURAL)


def _event_key(event: Mapping[str, Any]) -> str:
    t = str(event.get("type"))
    if t == "conquer" and event.get("defender") is not None:
        return "conquer.neutral" if event["defender"] == NEUTRAL else "conquer.defended"
    return t


def _derived(key: str, data: Mapping[str, Any], ctx: Ctx) -> dict[str, Any]:
    if key == "score":
        return {"signed": f"{'+' if data['delta'] > 0 else ''}{data['delta']}"}
    return {}


CATALOG = Catalog(
    TEXT,
    fields={
        "other": seat,
        "defender": seat,
        "region": _region,
        "kept": lambda regions, ctx: ", ".join(str(_region(r, ctx)) for r in regions) or "-",
        "tiles": _civ,
        "slot": lambda k, ctx: ROMAN[int(k) - 1],
        "why": lambda why, ctx: ctx.pick(ROLL_REASONS[why]) if why in ROLL_REASONS else why,
    },
    event_key=_event_key,
    derived=_derived,
)


#: The protocol's text functions (game.core.protocol): this game's catalog filled by the one formatter.
describe, choice_text, refusal_text = CATALOG.describe, CATALOG.choice_text, CATALOG.refusal_text
