"""Log sentences and button texts in Italian and English.

Players are named by their dynasty (the rulebook identifies players by
symbol, IT L154-155); pieces by the rulebook's usual terms in each language
(spec appendix B).

>>> describe({"type": "tile", "seat": 3, "colour": "red", "square": "F4"}, "it")
'Leone piazza un tempio in F4.'
>>> describe({"type": "vp", "seat": 1, "colour": "blue", "amount": 1, "reason": "tile"}, "en")
'Bull scores 1 blue VP (tile).'
"""

from __future__ import annotations

from typing import Any

from game.core import Choice

from .pieces import BUILDING_NAMES, COLOUR_BY_NAME, DYNASTIES, DYNASTY_NAMES, LEADER_NAMES, TILE_NAMES

_COLOUR_WORDS = {
    "en": {"black": "black", "red": "red", "blue": "blue", "green": "green"},
    "it": {"black": "nero", "red": "rosso", "blue": "blu", "green": "verde"},
}
_MONUMENT_WORDS = {
    "en": lambda a, b: f"{a}/{b} monument",
    "it": lambda a, b: f"monumento {a}/{b}",
}
_REASONS = {
    "en": {"tile": "tile", "revolt": "revolt", "war": "war", "monument": "monument", "ziggurat": "ziggurat"},
    "it": {"tile": "tessera", "revolt": "rivolta", "war": "guerra", "monument": "monumento", "ziggurat": "ziggurat"},
}
_ARTICLE_IT = {"k": "un", "r": "un", "b": "una", "g": "un"}  # un insediamento/tempio/mercato, una fattoria


def _lang(lang: str) -> str:
    return "it" if lang == "it" else "en"


def _who(seat: Any, lang: str) -> str:
    if isinstance(seat, int) and 0 <= seat < len(DYNASTIES):
        return DYNASTY_NAMES[DYNASTIES[seat]][_lang(lang)]
    return "?"


def _tile(colour: str, lang: str, article: bool = False) -> str:
    c = COLOUR_BY_NAME.get(colour, "r")
    name = TILE_NAMES[c][_lang(lang)]
    if not article:
        return name
    return f"{_ARTICLE_IT[c]} {name}" if lang == "it" else f"a {name}"


def _tiles(colour: str, n: int, lang: str) -> str:
    c = COLOUR_BY_NAME.get(colour, "r")
    name = TILE_NAMES[c][_lang(lang)]
    if lang == "it":
        plural = {"k": "insediamenti", "r": "templi", "b": "fattorie", "g": "mercati"}[c]
        return f"{n} {name if n == 1 else plural}"
    return f"{n} {name}{'' if n == 1 else 's'}"


def _leader(colour: str, lang: str) -> str:
    return LEADER_NAMES[COLOUR_BY_NAME.get(colour, "r")][_lang(lang)]


def _colour(colour: str, lang: str) -> str:
    return _COLOUR_WORDS[_lang(lang)].get(colour, colour)


def _monument(monument: str, lang: str) -> str:
    a, _, b = monument.partition("-")
    return _MONUMENT_WORDS[_lang(lang)](_colour(a, lang), _colour(b, lang))


def describe(event: dict[str, Any], lang: str) -> str:
    """The event as one sentence of the log in ``lang`` ("it" or "en")."""
    it = lang == "it"
    t = event.get("type")
    who = _who(event.get("seat"), lang)
    sq = event.get("square", "")
    if t == "leader":
        name = _leader(event["colour"], lang)
        if "from" in event:
            return (
                f"{who} sposta il {name} da {event['from']} a {sq}."
                if it
                else f"{who} moves the {name} from {event['from']} to {sq}."
            )
        return f"{who} piazza il {name} in {sq}." if it else f"{who} places the {name} on {sq}."
    if t == "withdraw":
        name = _leader(event["colour"], lang)
        return f"{who} ritira il {name} da {sq}." if it else f"{who} withdraws the {name} from {sq}."
    if t == "tile":
        tile = _tile(event["colour"], lang, article=True)
        return f"{who} piazza {tile} in {sq}." if it else f"{who} places {tile} on {sq}."
    if t == "unification":
        return f"Unificazione di due regni in {sq}." if it else f"Two kingdoms are united at {sq}."
    if t == "unification_end":
        return (
            f"Fine dei conflitti: la tessera unificazione lascia {sq}."
            if it
            else f"Wars over: the unification tile leaves {sq}."
        )
    if t == "catastrophe":
        gone = event.get("destroyed")
        if gone:
            what = _tile(gone, lang, article=True)
            return (
                f"{who} gioca una catastrofe in {sq}: {what} è distrutto."
                if it
                else f"{who} plays a catastrophe on {sq}, destroying {what}."
            )
        return f"{who} gioca una catastrofe in {sq}." if it else f"{who} plays a catastrophe on {sq}."
    if t == "swap":
        n = event["count"]
        return (
            f"{who} scarta {n} tessere coperte e ne pesca altrettante."
            if it
            else f"{who} discards {n} tiles face down and draws as many."
        )
    if t == "discarded":
        names = ", ".join(_tile(c, lang) for c in event["tiles"])
        return f"Hai scartato: {names}." if it else f"You discarded: {names}."
    if t == "draw":
        names = ", ".join(_tile(c, lang) for c in event["tiles"])
        return f"Hai pescato: {names}." if it else f"You drew: {names}."
    if t == "refill":
        n = event["count"]
        return f"{who} pesca {n} tessere." if it else f"{who} draws {n} tiles."
    if t in ("revolt", "war"):
        att, dfn = _who(event["attacker"], lang), _who(event["defender"], lang)
        a, d = event["attacker_base"], event["defender_base"]
        if t == "revolt":
            name = _leader(event["colour"], lang)
            return (
                f"Rivolta ({name}) in {sq}: {att} attacca con {a}, {dfn} difende con {d}."
                if it
                else f"Revolt ({name}) at {sq}: {att} attacks with {a}, {dfn} defends with {d}."
            )
        col = _colour(event["colour"], lang)
        return (
            f"Guerra ({col}): {att} attacca con {a}, {dfn} difende con {d}."
            if it
            else f"War ({col}): {att} attacks with {a}, {dfn} defends with {d}."
        )
    if t == "commit":
        what = _tiles(event["colour"], event["count"], lang)
        return f"{who} aggiunge {what}." if it else f"{who} commits {what}."
    if t == "conflict_won":
        win, lose = _who(event["winner"], lang), _who(event["loser"], lang)
        score = f"{event['attack']}-{event['defence']}"
        return f"{win} vince {score} contro {lose}." if it else f"{win} wins {score} against {lose}."
    if t == "leader_returned":
        name = _leader(event["colour"], lang)
        if event.get("reason") == "no_temple":
            return (
                f"Il {name} di {who} in {sq} non ha più templi e torna al giocatore."
                if it
                else f"{who}'s {name} on {sq} has no temple left and goes back."
            )
        return f"Il {name} di {who} in {sq} torna al giocatore." if it else f"{who}'s {name} on {sq} goes back."
    if t == "tiles_removed":
        what = _tiles(event["colour"], len(event["squares"]), lang)
        where = ", ".join(event["squares"])
        return f"Rimossi dal gioco {what} ({where})." if it else f"{what} removed from the game ({where})."
    if t == "vp":
        n, col = event["amount"], _colour(event["colour"], lang)
        why = _REASONS[_lang(lang)].get(event.get("reason", ""), "")
        if it:
            return f"{who} ottiene {n} punt{'o' if n == 1 else 'i'} {col} ({why})."
        return f"{who} scores {n} {col} VP ({why})."
    if t == "building":
        name = BUILDING_NAMES[COLOUR_BY_NAME[event["colour"]]][_lang(lang)]
        if "from" in event:
            return (
                f"{who} sposta l'edificio {name} da {event['from']} a {sq}."
                if it
                else f"{who} moves the {name} from {event['from']} to {sq}."
            )
        return f"{who} costruisce l'edificio {name} in {sq}." if it else f"{who} puts the {name} on {sq}."
    if t == "building_returned":
        name = BUILDING_NAMES[COLOUR_BY_NAME[event["colour"]]][_lang(lang)]
        return f"L'edificio {name} torna accanto al tabellone." if it else f"The {name} goes back beside the board."
    if t == "monument":
        what = _monument(event["monument"], lang)
        where = ", ".join(event["squares"])
        return f"{who} costruisce il {what} su {where}." if it else f"{who} builds the {what} on {where}."
    if t == "ziggurat":
        where = ", ".join(event["squares"])
        return f"{who} costruisce lo ziggurat su {where}." if it else f"{who} builds the ziggurat on {where}."
    if t == "treasure":
        return f"{who} prende il tesoro in {sq}." if it else f"{who} takes the treasure on {sq}."
    if t == "end_turn":
        return f"{who} termina il turno." if it else f"{who} ends the turn."
    if t == "turn":
        return f"Turno {event['turn']}: tocca a {who}." if it else f"Turn {event['turn']}: {who} to play."
    if t == "game_over":
        if event.get("reason") == "bag":
            return "Fine della partita: il sacchetto è vuoto." if it else "Game over: the bag is empty."
        return "Fine della partita: restano solo 1 o 2 tesori." if it else "Game over: only 1 or 2 treasures are left."
    return str(t)


def choice_text(choice: Choice, lang: str) -> str:
    """A short button text for a choice, in ``lang``."""
    it = lang == "it"
    kind, args = choice.kind, choice.args
    if kind == "leader":
        return f"{_leader(str(args[0]), lang)} → {args[1]}"
    if kind == "withdraw":
        return f"Ritira il {_leader(str(args[0]), lang)}" if it else f"Withdraw the {_leader(str(args[0]), lang)}"
    if kind == "tile":
        return f"{_tile(str(args[0]), lang)} → {args[1]}"
    if kind == "catastrophe":
        return f"Catastrofe → {args[0]}" if it else f"Catastrophe → {args[0]}"
    if kind == "swap":
        counts: dict[str, int] = {}
        for a in args:
            counts[str(a)] = counts.get(str(a), 0) + 1
        what = ", ".join(_tiles(c, n, lang) for c, n in counts.items())
        return f"Scambia {what}" if it else f"Swap {what}"
    if kind == "end":
        return "Termina il turno" if it else "End turn"
    if kind == "war":
        return f"Guerra {_colour(str(args[0]), lang)}" if it else f"{_colour(str(args[0]), lang).capitalize()} war"
    if kind == "commit":
        return f"Aggiungi {args[0]}" if it else f"Commit {args[0]}"
    if kind == "building":
        name = BUILDING_NAMES[COLOUR_BY_NAME[str(args[0])]][_lang(lang)]
        return f"{name} → {args[1]}"
    if kind == "no_building":
        return "Nessun edificio" if it else "No building"
    if kind == "monument":
        return f"{_monument(str(args[0]), lang)} → {args[1]}"
    if kind == "ziggurat":
        return f"Ziggurat → {args[0]}"
    if kind == "no_monument":
        return "Nessun monumento" if it else "No monument"
    if kind == "treasure":
        return f"Tesoro {args[0]}" if it else f"Treasure {args[0]}"
    if kind == "cube":
        return f"Cubo {_colour(str(args[0]), lang)}" if it else f"{_colour(str(args[0]), lang).capitalize()} cube"
    return choice.label
