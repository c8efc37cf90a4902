"""The texts of Europa, in the rulebook's terms: a catalog of templates (game.core.text).

The templates and words are data, ``data/text.toml``; this module turns event
fields into their parameters.  Players are called by the names the table
passes (``names``), else "Giocatore n" / "Player n".

>>> from game.core import Choice
>>> describe({"type": "claim", "seat": 1, "territory": "london"}, "it", ["Ada", "Bruno"])
'Bruno occupa Londra.'
>>> choice_text(Choice("attack", ("paris", "burgundy")), "en")
'Attack Burgundy from Paris'
>>> describe({"type": "place", "seat": 0, "territory": "london", "armies": 1}, "it")
'Giocatore 1 colloca 1 armata a Londra.'
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from game.core.text import Catalog, Ctx, Noun, Texts, fill, join, place, read_texts, seat

from .board import group_name, name
from .state import BULK

#: The texts: templates and words in both languages (data/text.toml).
TEXT = read_texts(Path(__file__).parent / "data" / "text.toml")
#: The cards, by the rulebook's names.
CARD_NAMES: dict[str, Texts] = TEXT.texts["cards"]
#: Why an attack ended (event "attack_end").
ATTACK_ENDS: dict[str, Texts] = TEXT.texts["attack_ends"]
#: The parts of the supplementary armies (event "supply"), in the order they are listed.
SUPPLY_PARTS: dict[str, Texts] = TEXT.texts["supply_parts"]

#: Why a game ended, for the end screen (rules §8, F7; spec A-35 for the places without a winner).
END_NOTES: dict[str, Texts] = TEXT.texts["end_notes"]

# ------------------------------------------------------------------ glue


def card_name(card: str, lang: str) -> str:
    """A card's name in ``lang`` (the rulebook's)."""
    return str(Ctx(lang).pick(CARD_NAMES[card]))


#: Territories named after their city: no article in Italian ("a Londra", "da Parigi").
CITIES = frozenset(
    {"barcelona", "constantinople", "london", "madrid", "moscow", "naples", "paris", "petersburg", "rome"}
    | {"venice", "hanover"}
)


def _territory(tid: Any, ctx: Ctx) -> Noun | str:
    text = name(str(tid), ctx.lang)
    return place(text, city=str(tid) in CITIES) if ctx.lang == "it" else text


def _seat_or_territory(value: Any, ctx: Ctx) -> Noun | str:
    """``target`` and ``source`` name a seat in some events and a territory in others."""
    return ctx.seat(value) if isinstance(value, int) else _territory(value, ctx)


def _dice(values: Sequence[int], ctx: Ctx) -> str:
    return "-".join(str(v) for v in values)


def _supply(key: str, data: Mapping[str, Any], ctx: Ctx) -> dict[str, Any]:
    if key != "supply":
        return {}
    parts = [fill(ctx.pick(SUPPLY_PARTS[k]), ctx.lang, {"n": data[k]}) for k in SUPPLY_PARTS if data.get(k)]
    return {"detail": ", ".join(parts)}


def _bulk(key: str, data: Mapping[str, Any], ctx: Ctx) -> dict[str, Any]:
    return {"bulk": BULK}


CATALOG = Catalog(
    TEXT,
    fields={
        "by": seat,
        "defender": seat,
        "target": _seat_or_territory,
        "source": _seat_or_territory,
        "territory": _territory,
        "territories": lambda ts, ctx: join([name(t, ctx.lang) for t in ts], ctx.lang),
        "empire": lambda g, ctx: group_name(g, ctx.lang),
        "cards": lambda cs, ctx: ", ".join(card_name(c, ctx.lang) for c in cs),
        "card": lambda c, ctx: card_name(str(c), ctx.lang),
        "slots": lambda slots, ctx: "+".join(str(x) for x in slots),
        "attack_mod": _dice,
        "defence_mod": _dice,
        "reason": lambda r, ctx: ctx.pick(ATTACK_ENDS[r]) if r in ATTACK_ENDS else r,
    },
    derived=_supply,
    choice_derived=_bulk,
)


#: The protocol's text functions (game.core.protocol): this game's catalog filled by the one formatter.
describe, choice_text, refusal_text = CATALOG.describe, CATALOG.choice_text, CATALOG.refusal_text
