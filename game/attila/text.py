"""Log sentences and button texts for Attila, in Italian and English.

The Italian uses the rulebook's terms (tribù, segnalino, provincia, tessera
pace, secolo, conflitto, Doppio turno, Scambio, Influenza 2); seats are
called "Giocatore n" / "Player n" (1-based) since names belong to the UI.
"""

from __future__ import annotations

from typing import Any

from game.core import Choice

from .board import province_name
from .constants import TRIBE_EN, TRIBE_INDEX, TRIBE_IT

TILE_NAMES = {
    "it": {"double": "Doppio turno", "exchange": "Scambio", "influence2": "Influenza 2"},
    "en": {"double": "Double turn", "exchange": "Exchange", "influence2": "Influence 2"},
}

_REASONS = {
    "it": {
        "peace": "l'ultima tessera pace è sul tavoliere",
        "tokens": "l'ultimo segnalino di una tribù è sul tavoliere",
        "influence": "un segnalino ha raggiunto l'ultima casella dell'influenza",
        "stalemate": "un giro intero senza carte giocate",
    },
    "en": {
        "peace": "the last peace tile is on the board",
        "tokens": "the last token of a tribe is on the board",
        "influence": "a marker reached the last space of an influence track",
        "stalemate": "a whole round without a card played",
    },
}


def _lang(lang: str) -> str:
    return "it" if lang == "it" else "en"


def tribe_name(tribe: str, lang: str) -> str:
    """The tribe's name in ``lang`` ("franks" -> "Franchi" / "Franks")."""
    names = TRIBE_IT if _lang(lang) == "it" else TRIBE_EN
    return names[TRIBE_INDEX[tribe]]


def _on(tribe: str) -> str:
    """Italian "on the <tribe>": «sugli Unni», «sui Goti»."""
    name = tribe_name(tribe, "it")
    return f"sugli {name}" if name[0] in "AEIOUaeiou" else f"sui {name}"


def _seat(seat: Any, lang: str) -> str:
    return f"{'Giocatore' if _lang(lang) == 'it' else 'Player'} {int(seat) + 1}"


def _cards(cards: dict[str, int], lang: str) -> str:
    if not cards:
        return "nessuna carta" if _lang(lang) == "it" else "no cards"
    return ", ".join(f"{n} {tribe_name(t, lang)}" for t, n in cards.items())


def describe(event: dict[str, Any], lang: str) -> str:
    """The event as one sentence of the log."""
    it = _lang(lang) == "it"
    kind = event["type"]
    who = _seat(event["seat"], lang) if "seat" in event else ""
    tribe = tribe_name(event["tribe"], lang) if "tribe" in event and isinstance(event["tribe"], str) else ""
    where = province_name(event["province"], lang) if "province" in event else ""
    if kind == "turn":
        return f"Turno {event['turn']}: tocca a {who}." if it else f"Turn {event['turn']}: {who} to play."
    if kind == "card":
        return f"{who} gioca una carta {tribe}." if it else f"{who} plays a {tribe} card."
    if kind == "place":
        if event["second"]:
            return (
                f"{who} piazza un secondo segnalino {tribe} in {where}."
                if it
                else (f"{who} places a second {tribe} token in {where}.")
            )
        return f"{who} piazza un segnalino {tribe} in {where}." if it else f"{who} places a {tribe} token in {where}."
    if kind == "influence":
        if it:
            return f"{who} avanza la sua influenza {_on(event['tribe'])} da {event['from']} a {event['to']}."
        return f"{who} raises influence on the {tribe} from {event['from']} to {event['to']}."
    if kind == "conflict":
        names = ", ".join(tribe_name(t, lang) for t in event["tribes"])
        return f"Conflitto in {where} tra {names}." if it else f"Conflict in {where} between {names}."
    if kind == "commit_card":
        return f"{who} gioca coperta una carta {tribe}." if it else f"{who} commits a {tribe} card face down."
    if kind == "commit":
        n = event["count"]
        return f"{who} gioca {n} carte coperte." if it else f"{who} commits {n} cards face down."
    if kind == "reveal":
        strength = ", ".join(f"{tribe_name(t, lang)} {s}" for t, s in event["strength"].items())
        removed = ", ".join(tribe_name(t, lang) for t in event["removed"])
        if it:
            return f"Carte scoperte in {where}: forza {strength}. Lasciano la provincia: {removed}."
        return f"Cards revealed in {where}: strength {strength}. Leaving the province: {removed}."
    if kind == "peace":
        c = event["century"]
        return f"Tessera pace del {c}° secolo in {where}." if it else f"Peace tile of the {c}th century in {where}."
    if kind == "scoring":
        totals = ", ".join(f"{_seat(s, lang)} {p}" for s, p in enumerate(event["totals"]))
        if event["century"] is None:
            return f"Punteggio finale. Punti: {totals}." if it else f"Final scoring. Scores: {totals}."
        c = event["century"]
        return (
            f"Punteggio del {c}° secolo. Punti: {totals}." if it else f"Scoring of the {c}th century. Scores: {totals}."
        )
    if kind == "tile":
        name = TILE_NAMES[_lang(lang)][event["tile"]]
        return f"{who} usa la tessera {name}." if it else f"{who} uses the {name} tile."
    if kind == "swap_card":
        return f"{who} mette da parte una carta {tribe}." if it else f"{who} sets aside a {tribe} card."
    if kind == "exchange":
        cards = _cards(event["cards"], lang)
        return f"{who} scarta {cards} e ne pesca altrettante." if it else f"{who} discards {cards} and draws as many."
    if kind == "draw":
        n = event["count"]
        return f"{who} pesca {n} carte." if it else f"{who} draws {n} cards."
    if kind == "drew":
        cards = _cards(event["cards"], lang)
        return f"{who} pesca: {cards}." if it else f"{who} drew: {cards}."
    if kind == "reshuffle":
        n = event["count"]
        return (
            f"Si rimescolano {n} carte scartate nel mazzo."
            if it
            else f"{n} discarded cards are shuffled into a new deck."
        )
    if kind == "pass":
        return f"{who} non può giocare carte." if it else f"{who} cannot play any card."
    if kind == "show_hand":
        cards = _cards(event["cards"], lang)
        return f"{who} mostra la mano: {cards}." if it else f"{who} shows his hand: {cards}."
    if kind == "discard":
        return f"{who} scarta una carta {tribe}." if it else f"{who} discards a {tribe} card."
    if kind == "end_trigger":
        reason = _REASONS[_lang(lang)][event["reason"]]
        return f"Fine della partita: {reason}." if it else f"The game is ending: {reason}."
    if kind == "game_over":
        return "La partita è finita." if it else "The game is over."
    return str(kind)


def choice_text(choice: Choice, lang: str) -> str:
    """The choice as a short button text."""
    it = _lang(lang) == "it"
    kind = choice.kind
    args = [str(a) for a in choice.args]
    if kind == "card":
        return f"Gioca {tribe_name(args[0], lang)}" if it else f"Play {tribe_name(args[0], lang)}"
    if kind in ("place", "second"):
        name = province_name(args[0], lang)
        if kind == "second":
            return f"Secondo segnalino: {name}" if it else f"Second token: {name}"
        return name
    if kind == "influence":
        return f"Influenza {_on(args[0])}" if it else f"Influence on the {tribe_name(args[0], lang)}"
    if kind == "commit":
        return f"Gioca coperta: {tribe_name(args[0], lang)}" if it else f"Commit {tribe_name(args[0], lang)}"
    if kind == "commit_done":
        return "Ho finito" if it else "Done"
    if kind in ("double", "exchange"):
        return TILE_NAMES[_lang(lang)][kind]
    if kind == "influence2":
        names = " + ".join(tribe_name(a, lang) for a in args)
        steps = "+2" if len(args) == 1 else "+1"
        return f"{TILE_NAMES[_lang(lang)]['influence2']}: {names} {steps}"
    if kind == "swap":
        return f"Scambia: {tribe_name(args[0], lang)}" if it else f"Exchange {tribe_name(args[0], lang)}"
    if kind == "swap_done":
        return "Scarta e pesca" if it else "Discard and draw"
    if kind == "pass":
        return "Passa" if it else "Pass"
    if kind == "discard":
        return f"Scarta: {tribe_name(args[0], lang)}" if it else f"Discard {tribe_name(args[0], lang)}"
    if kind == "discard_done":
        return "Fine scarti" if it else "Done discarding"
    if kind == "end":
        return "Fine turno" if it else "End turn"
    return choice.label
