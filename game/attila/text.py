"""The texts of Attila: a catalog of templates (game.core.text).

The Italian uses the rulebook's terms (tribù, segnalino, provincia, tessera
pace, secolo, conflitto, Doppio turno, Scambio, Influenza 2); players are
called by the names the table passes (``names``), else "Giocatore n".

>>> from game.core import Choice
>>> describe({"type": "turn", "seat": 0, "turn": 3}, "it", ["Arciere", "Bea"])
'Turno 3: tocca ad Arciere.'
>>> choice_text(Choice("influence", ("huns",)), "it")
'Influenza sugli Unni'
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from game.core.text import Catalog, Ctx, Noun, fill, join, lang_of, place, seat, word

from .board import province_name
from .constants import TRIBE_EN, TRIBE_IT, TRIBES

# ------------------------------------------------------------------ words

TRIBE_WORDS: dict[str, dict[str, Noun]] = {
    t: word(f"{it} mp", f"{en}|{en}") for t, it, en in zip(TRIBES, TRIBE_IT, TRIBE_EN, strict=True)
}
TILE_NAMES: dict[str, dict[str, str]] = {
    "it": {"double": "Doppio turno", "exchange": "Scambio", "influence2": "Influenza 2"},
    "en": {"double": "Double turn", "exchange": "Exchange", "influence2": "Influence 2"},
}
#: Why the end of the game was triggered (event "end_trigger", the table's panel).
END_TRIGGERS: dict[str, dict[str, str]] = {
    "peace": {"it": "l'ultima tessera pace è sul tavoliere", "en": "the last peace tile is on the board"},
    "tokens": {
        "it": "l'ultimo segnalino di una tribù è sul tavoliere",
        "en": "the last token of a tribe is on the board",
    },
    "influence": {
        "it": "un segnalino ha raggiunto l'ultima casella dell'influenza",
        "en": "a marker reached the last space of an influence track",
    },
    "stalemate": {"it": "un giro intero senza carte giocate", "en": "a whole round without a card played"},
}

# ------------------------------------------------------------------ templates

EVENTS: dict[str, dict[str, str]] = {
    "turn": {"it": "Turno {turn}: tocca {a seat}.", "en": "Turn {turn}: {seat} to play."},
    "card": {"it": "{seat} gioca una carta {tribe}.", "en": "{seat} plays a {tribe} card."},
    "place": {
        "it": "{seat} piazza un segnalino {tribe} {in province}.",
        "en": "{seat} places a {tribe} token in {province}.",
    },
    "place.second": {
        "it": "{seat} piazza un secondo segnalino {tribe} {in province}.",
        "en": "{seat} places a second {tribe} token in {province}.",
    },
    "influence": {
        "it": "{seat} avanza la sua influenza {sul tribe} da {from} a {to}.",
        "en": "{seat} raises influence on {the tribe} from {from} to {to}.",
    },
    "conflict": {"it": "Conflitto {in province} tra {tribes}.", "en": "Conflict in {province} between {tribes}."},
    "commit_card": {"it": "{seat} gioca coperta una carta {tribe}.", "en": "{seat} commits a {tribe} card face down."},
    "commit": {
        "it": "{seat} gioca {count carta coperta|carte coperte}.",
        "en": "{seat} commits {count card|cards} face down.",
    },
    "commit.none": {"it": "{seat} non gioca carte.", "en": "{seat} commits no card."},
    "reveal": {
        "it": "Carte scoperte {in province}: forza {strength}. Lasciano la provincia: {removed}.",
        "en": "Cards revealed in {province}: strength {strength}. Leaving the province: {removed}.",
    },
    "reveal.none": {
        "it": "Carte scoperte {in province}: forza {strength}. Nessuna tribù lascia la provincia.",
        "en": "Cards revealed in {province}: strength {strength}. No tribe leaves the province.",
    },
    "peace": {
        "it": "Tessera pace del {century}° secolo {in province}.",
        "en": "Peace tile of the {century}th century in {province}.",
    },
    "scoring": {
        "it": "Punteggio del {century}° secolo. Punti: {totals}.",
        "en": "Scoring of the {century}th century. Scores: {totals}.",
    },
    "scoring.final": {"it": "Punteggio finale. Punti: {totals}.", "en": "Final scoring. Scores: {totals}."},
    "tile": {"it": "{seat} usa la tessera {tile}.", "en": "{seat} uses the {tile} tile."},
    "swap_card": {"it": "{seat} mette da parte una carta {tribe}.", "en": "{seat} sets aside a {tribe} card."},
    "exchange": {
        "it": "{seat} scarta {cards} e pesca lo stesso numero di carte.",
        "en": "{seat} discards {cards} and draws as many.",
    },
    "draw": {"it": "{seat} pesca {count carta|carte}.", "en": "{seat} draws {count card|cards}."},
    "draw.none": {"it": "{seat} non pesca carte.", "en": "{seat} draws no card."},
    "drew": {"it": "{seat} ha pescato: {cards}.", "en": "{seat} drew: {cards}."},
    "reshuffle": {
        "it": "Gli scarti ({count carta|carte}) vengono rimescolati in un nuovo mazzo.",
        "en": "The discards ({count card|cards}) are shuffled into a new deck.",
    },
    "pass": {"it": "{seat} non può giocare carte.", "en": "{seat} cannot play any card."},
    "show_hand": {"it": "{seat} mostra la mano: {cards}.", "en": "{seat} shows their hand: {cards}."},
    "discard": {"it": "{seat} scarta una carta {tribe}.", "en": "{seat} discards a {tribe} card."},
    "end_trigger": {"it": "Fine della partita: {reason}.", "en": "The game is ending: {reason}."},
    "game_over": {"it": "La partita è finita.", "en": "The game is over."},
}

CHOICES: dict[str, dict[str, str]] = {
    "card": {"it": "Gioca {tribe}", "en": "Play {tribe}"},
    "place": {"it": "{province}", "en": "{province}"},
    "second": {"it": "Secondo segnalino: {province}", "en": "Second token: {province}"},
    "influence": {"it": "Influenza {sul tribe}", "en": "Influence on {the tribe}"},
    "commit": {"it": "Gioca coperta: {tribe}", "en": "Commit {tribe}"},
    "commit_done": {"it": "Ho finito", "en": "Done"},
    "double": {"it": "Doppio turno", "en": "Double turn"},
    "exchange": {"it": "Scambio", "en": "Exchange"},
    "influence2": {"it": "Influenza 2: {tribes} +{steps}", "en": "Influence 2: {tribes} +{steps}"},
    "swap": {"it": "Scambia: {tribe}", "en": "Exchange {tribe}"},
    "swap_done": {"it": "Scarta e pesca", "en": "Discard and draw"},
    "pass": {"it": "Passa", "en": "Pass"},
    "discard": {"it": "Scarta: {tribe}", "en": "Discard {tribe}"},
    "discard_done": {"it": "Fine scarti", "en": "Done discarding"},
    "end": {"it": "Fine turno", "en": "End turn"},
}

# ------------------------------------------------------------------ glue


def tribe_name(tribe: str, lang: str) -> str:
    """The tribe's name in ``lang`` ("franks" -> "Franchi" / "Franks")."""
    return str(Ctx(lang).pick(TRIBE_WORDS[tribe]))


def tile_name(tile: str, lang: str) -> str:
    """An action tile's name in ``lang`` ("double" -> "Doppio turno")."""
    return str(Ctx(lang).pick(TILE_NAMES)[tile])


def end_reason(reason: str, lang: str) -> str:
    """Why the end was triggered, as a clause in ``lang``."""
    return str(Ctx(lang).pick(END_TRIGGERS[reason]))


#: A card of a tribe, singular and plural, and no card at all.
CARD_WORDS: dict[str, tuple[str, str]] = {
    "it": ("carta {tribe}", "carte {tribe}"),
    "en": ("{tribe} card", "{tribe} cards"),
}
NO_CARDS: dict[str, str] = {"it": "nessuna carta", "en": "no cards"}


def cards_text(cards: Mapping[str, int], lang: str) -> str:
    """Cards by tribe in words: "2 carte Franchi, 1 carta Unni" / "2 Franks cards, 1 Huns card"."""
    ctx = Ctx(lang_of(lang))
    if not cards:
        return str(ctx.pick(NO_CARDS))
    out = []
    for t, n in cards.items():
        one, many = (fill(form, ctx.lang, {"tribe": tribe_name(t, lang)}) for form in ctx.pick(CARD_WORDS))
        out.append(fill("{n card}", ctx.lang, {"n": n, "card": Noun(one, many, "f")}))
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
    events=EVENTS,
    choices=CHOICES,
    fields={
        "seat": seat,
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
    args={
        "card": ("tribe",),
        "place": ("province",),
        "second": ("province",),
        "influence": ("tribe",),
        "commit": ("tribe",),
        "influence2": "tribes",
        "swap": ("tribe",),
        "discard": ("tribe",),
    },
    event_key=_event_key,
    choice_derived=_derived,
)


#: The protocol's text functions (game.core.protocol): this game's catalog filled by the one formatter.
describe = CATALOG.describe
choice_text = CATALOG.choice_text
refusal_text = CATALOG.refusal_text


#: How ties on points are settled (§6, A17, and the tie-break option).
TIE_NOTES = {
    "shared": {"it": "A pari punti la posizione è condivisa.", "en": "Players equal on points share the place."},
    "influence": {
        "it": "A pari punti vince chi ha più influenza in totale.",
        "en": "A tie on points is broken by the most influence in total.",
    },
}
ENDED = {"it": "La partita è finita: {why}.", "en": "The game ended: {why}."}
