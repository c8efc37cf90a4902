"""The texts of Attila: a catalog of templates (game.core.text).

The templates and words are data, ``data/text.toml``; this module turns event
fields into their parameters.  The Italian uses the rulebook's terms (tribù,
segnalino, provincia, tessera pace, secolo, conflitto, Doppio turno, Scambio,
Influenza 2); players are called by the names the table passes (``names``),
else "Giocatore n".

>>> from game.core import Choice
>>> describe({"type": "turn", "seat": 0, "turn": 3}, "it", ["Arciere", "Bea"])
'Turno 3: tocca ad Arciere.'
>>> choice_text(Choice("influence", ("huns",)), "it")
'Influenza sugli Unni'
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from game.core.text import Catalog, Ctx, Noun, Texts, fill, join, lang_of, place, read_texts, word

from .board import province_name
from .constants import TRIBE_EN, TRIBE_IT, TRIBES

#: The texts: templates and words in both languages (data/text.toml).
TEXT = read_texts(Path(__file__).parent / "data" / "text.toml")
TRIBE_WORDS: dict[str, dict[str, Noun]] = {
    t: word(f"{it} mp", f"{en}|{en}") for t, it, en in zip(TRIBES, TRIBE_IT, TRIBE_EN, strict=True)
}
TILE_NAMES: dict[str, Texts] = TEXT.texts["tiles"]
#: Why the end of the game was triggered (event "end_trigger", the table's panel).
END_TRIGGERS: dict[str, Texts] = TEXT.texts["end_triggers"]

#: How ties on points are settled (§6, A17, and the tie-break option).
TIE_NOTES: dict[str, Texts] = TEXT.texts["tie_notes"]
ENDED: Texts = TEXT.texts["phrases"]["ended"]

# ------------------------------------------------------------------ glue


def tribe_name(tribe: str, lang: str) -> str:
    """The tribe's name in ``lang`` ("franks" -> "Franchi" / "Franks")."""
    return str(Ctx(lang).pick(TRIBE_WORDS[tribe]))


def tile_name(tile: str, lang: str) -> str:
    """An action tile's name in ``lang`` ("double" -> "Doppio turno")."""
    return str(Ctx(lang).pick(TILE_NAMES[tile]))


def end_reason(reason: str, lang: str) -> str:
    """Why the end was triggered, as a clause in ``lang``."""
    return str(Ctx(lang).pick(END_TRIGGERS[reason]))


#: A card of a tribe (its forms are templates of ``{tribe}``), and no card at all.
CARD: dict[str, Noun] = TEXT.words["cards"]["card"]
NO_CARDS: Texts = TEXT.texts["phrases"]["no_cards"]


def cards_text(cards: Mapping[str, int], lang: str) -> str:
    """Cards by tribe in words: "2 carte Franchi, 1 carta Unni" / "2 Franks cards, 1 Huns card"."""
    ctx = Ctx(lang_of(lang))
    if not cards:
        return str(ctx.pick(NO_CARDS))
    out = []
    for t, n in cards.items():
        card: Noun = ctx.pick(CARD)
        one, many = (fill(form, ctx.lang, {"tribe": tribe_name(t, lang)}) for form in (card.one, card.many))
        out.append(fill("{n card}", ctx.lang, {"n": n, "card": Noun(one, many, card.gender)}))
    return ", ".join(out)


def _cards(cards: Mapping[str, int], ctx: Ctx) -> str:
    return cards_text(cards, ctx.lang)


def _totals(totals: Sequence[int], ctx: Ctx) -> str:
    return ", ".join(f"{ctx.seat(s)} {p}" for s, p in enumerate(totals))


def _event_key(event: Mapping[str, Any]) -> str:
    t = str(event.get("type"))
    if t == "place" and event.get("second"):
        return "place.second"
    if t in ("commit", "draw") and event.get("count") == 0:
        return f"{t}.none"
    if t == "reveal" and not event.get("removed"):
        return "reveal.none"
    if t == "scoring" and event.get("century") is None:
        return "scoring.final"
    return t


def _derived(key: str, data: Mapping[str, Any], ctx: Ctx) -> dict[str, Any]:
    if key == "influence2":
        return {"steps": 2 if len(data["tribes"]) == 1 else 1}
    return {}


#: Provinces whose Italian name takes no article (an island: "a Creta"), or is feminine without -a
#: (the Roman provinces named by an adjective: "la Lugdunense").
NO_ARTICLE = frozenset({"creta"})
FEMININE = frozenset({"lugdunensis", "narbonensis", "tarraconensis"})


def _province(pid: str, ctx: Ctx) -> Noun | str:
    text = province_name(pid, ctx.lang)
    if ctx.lang != "it":
        return text
    return place(text, city=pid in NO_ARTICLE, gender="f" if pid in FEMININE else "")


def _tribes(tribes: Sequence[str], ctx: Ctx) -> str:
    return join([tribe_name(t, ctx.lang) for t in tribes], ctx.lang)


CATALOG = Catalog(
    TEXT,
    fields={
        "tribe": lambda t, ctx: ctx.pick(TRIBE_WORDS[t]),
        "tribes": _tribes,
        "removed": _tribes,
        "province": _province,
        "strength": lambda s, ctx: ", ".join(f"{tribe_name(t, ctx.lang)} {n}" for t, n in s.items()),
        "totals": _totals,
        "cards": _cards,
        "tile": lambda t, ctx: tile_name(t, ctx.lang),
        "reason": lambda r, ctx: end_reason(r, ctx.lang),
    },
    event_key=_event_key,
    choice_derived=_derived,
)


#: The protocol's text functions (game.core.protocol): this game's catalog filled by the one formatter.
describe, choice_text, refusal_text = CATALOG.describe, CATALOG.choice_text, CATALOG.refusal_text
