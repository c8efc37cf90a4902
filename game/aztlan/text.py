"""Italian and English texts of Aztlán: log sentences, button texts and the end screen.

Terms follow the rulebooks: Italian «carta potere», «carta prosperità»,
«sconfiggere», «coesistere», «possedimento», «PV»; English "power card",
"prosperity card", "defeat", "coexist", "domain", "VP".

>>> from game.core.choice import Choice
>>> choice_text(Choice("place", ("tollan",)), "it")
'Metti una pedina in Tollan'
>>> describe({"type": "coexist", "seat": 0, "territory": "tollan"}, "en")
'Player 1 coexists in Tollan and draws a prosperity card.'
"""

from __future__ import annotations

from typing import Any

from ..core.choice import Choice
from .board import region_name, type_name
from .cards import COLOURS, ERAS, TRIBES
from .state import State, side_colours

_ROMAN = ("I", "II", "III", "IV", "V")

CARD_NAMES = {
    "it": {
        "mixcoatl": "Benedizione di Mixcoatl",
        "tepeyollotl": "Benedizione di Tepeyollotl",
        "xipe_totec": "Benedizione di Xipe Totec",
        "offering": "Offerta agli Dèi",
        "sacred_games": "Giochi Sacri",
        "canoes": "Canoe e Zattere",
        "tlatoani": "Grande Tlatoani",
        "eagle": "Guerrieri Aquila e Giaguaro",
    },
    "en": {
        "mixcoatl": "Blessing of Mixcoatl",
        "tepeyollotl": "Blessing of Tepeyollotl",
        "xipe_totec": "Blessing of Xipe Totec",
        "offering": "Offering to the Gods",
        "sacred_games": "Sacred Games",
        "canoes": "Canoes and Rafts",
        "tlatoani": "Great Tlatoani",
        "eagle": "Eagle and Jaguar Warriors",
    },
}

_COLOUR_NAMES = {
    "it": {"red": "rosso", "yellow": "giallo", "green": "verde", "blue": "blu"},
    "en": {"red": "red", "yellow": "yellow", "green": "green", "blue": "blue"},
}


def _lang(lang: str) -> str:
    return "it" if lang == "it" else "en"


def seat_name(seat: int, lang: str) -> str:
    return f"{'Giocatore' if _lang(lang) == 'it' else 'Player'} {seat + 1}"


def card_name(card: str, lang: str) -> str:
    return CARD_NAMES[_lang(lang)][card]


def colour_name(colour: str, lang: str) -> str:
    return _COLOUR_NAMES[_lang(lang)][colour]


def side_name(side: int, players: int, lang: str) -> str:
    """A tribe ("the Serpent (red)") or, with 2 players, an alliance ("Coyote + Quetzal")."""
    tribes = [TRIBES[_lang(lang)][COLOURS[c]] for c in side_colours(players, side)]
    if len(tribes) == 1:
        return tribes[0]
    return " + ".join(tribes)


def _t(region: str, lang: str) -> str:
    return region_name(region, lang)


def choice_text(choice: Choice, lang: str) -> str:
    """The choice as a short button text in ``lang``."""
    it = _lang(lang) == "it"
    a = choice.args
    kind = choice.kind
    if kind == "alliance":
        names = {0: "Coyote + Quetzal", 1: "Gattopardo + Serpente" if it else "Ocelot + Serpent"}
        return f"{'Alleanza' if it else 'Alliance'} {names[int(a[0])]}"  # type: ignore[arg-type]
    if kind == "power":
        return f"{'Carta potere' if it else 'Power card'} {a[0]}"
    if kind == "place":
        colour = f" ({colour_name(str(a[1]), lang)})" if len(a) > 1 else ""
        return f"{'Metti una pedina in' if it else 'Place a piece in'} {_t(str(a[0]), lang)}{colour}"
    if kind == "eagle":
        colour = f" ({colour_name(str(a[1]), lang)})" if len(a) > 1 else ""
        return f"{card_name('eagle', lang)}: {_t(str(a[0]), lang)}{colour}"
    if kind == "move":
        colour = f" ({colour_name(str(a[2]), lang)})" if len(a) > 2 else ""
        verb = "Muovi da" if it else "Move from"
        return f"{verb} {_t(str(a[0]), lang)} {'a' if it else 'to'} {_t(str(a[1]), lang)}{colour}"
    if kind == "pass":
        return "Non muovere" if it else "Do not move"
    if kind == "clash":
        return f"{'Scontro in' if it else 'Clash in'} {_t(str(a[0]), lang)}"
    if kind == "bank":
        return f"{'Collega' if it else 'Join'} {_t(str(a[0]), lang)}"
    if kind == "blessing":
        return f"{'Gioca' if it else 'Play'} {card_name(str(a[0]), lang)}"
    if kind == "canoes":
        return f"{card_name('canoes', lang)}: {_t(str(a[0]), lang)}"
    if kind == "score":
        if a:
            return f"{'Conta i punti con' if it else 'Score with'} {type_name(str(a[0]), lang)}"
        return "Conta i punti" if it else "Score"
    fixed = {
        "defeat": ("Sconfiggi", "Defeat"),
        "coexist": ("Coesisti", "Coexist"),
        "tie": ("Accetta la parità", "Accept the tie"),
        "decline": ("Lascia così", "Leave it"),
        "tlatoani": (card_name("tlatoani", "it"), card_name("tlatoani", "en")),
        "yield": ("Accetta la sconfitta", "Accept the defeat"),
        "sacred_games": (card_name("sacred_games", "it"), card_name("sacred_games", "en")),
    }
    if kind in fixed:
        return fixed[kind][0 if it else 1]
    return choice.label


def describe(event: dict[str, Any], lang: str) -> str:
    """The event as a log sentence in ``lang`` ("it" or "en")."""
    it = _lang(lang) == "it"
    kind = event["type"]
    who = seat_name(event["seat"], lang) if "seat" in event else ""
    where = _t(event["territory"], lang) if "territory" in event else ""
    if kind == "alliance":
        names = ("Coyote + Quetzal", "Gattopardo + Serpente" if it else "Ocelot + Serpent")
        if it:
            return f"{who} inizia con l'alleanza {names[event['alliance']]}."
        return f"{who} starts with the {names[event['alliance']]} alliance."
    if kind == "power_chosen":
        return f"{who} ha scelto la carta potere." if it else f"{who} has chosen a power card."
    if kind == "power_card":
        return f"Hai scelto la carta potere {event['card']}." if it else f"You chose power card {event['card']}."
    if kind == "development":
        order = ", ".join(seat_name(s, lang) for s in event["order"])
        era = _ROMAN[event["era"] - 1]
        if it:
            return f"Era {era}, fase sviluppo. Ordine di turno: {order}."
        return f"Era {era}, development phase. Turn order: {order}."
    if kind == "place":
        colour = colour_name(event["colour"], lang)
        if it:
            return f"{who} mette una pedina ({colour}) in {where}."
        return f"{who} places a {colour} piece in {where}."
    if kind == "eagle":
        colour = colour_name(event["colour"], lang)
        return f"{who}: {card_name('eagle', lang)}, {'pedina' if it else 'piece'} ({colour}) {where}."
    if kind == "move":
        a, b = _t(event["from"], lang), _t(event["to"], lang)
        if it:
            return f"{who} muove una pedina da {a} a {b}."
        return f"{who} moves a piece from {a} to {b}."
    if kind == "pass":
        return f"{who} non muove." if it else f"{who} does not move."
    if kind == "reveal":
        cards = ", ".join(f"{seat_name(s, lang)} {c}" for s, c in enumerate(event["cards"]))
        return f"Carte potere rivelate: {cards}." if it else f"Power cards revealed: {cards}."
    if kind == "clash":
        tribes = TRIBES[_lang(lang)]
        pw = ", ".join(
            f"{' + '.join(tribes[c] for c in event['colours'][side])} {p}" for side, p in event["powers"].items()
        )
        return f"{who}: scontro in {where} (potere {pw})." if it else f"{who}: clash in {where} (power {pw})."
    if kind == "tie":
        if it:
            return f"Parità in {where}: i più forti coesistono senza carte, i più deboli sono rimossi."
        return f"Tie in {where}: the strongest coexist without a card, the weaker are removed."
    if kind == "tlatoani":
        return (
            f"{who} gioca {card_name('tlatoani', lang)} in {where}."
            if it
            else (f"{who} plays {card_name('tlatoani', lang)} in {where}.")
        )
    if kind == "decline":
        return f"{who} lascia la parità in {where}." if it else f"{who} leaves the tie in {where}."
    if kind == "coexist":
        if it:
            return f"{who} coesiste in {where} e pesca una carta prosperità."
        return f"{who} coexists in {where} and draws a prosperity card."
    if kind == "defeat":
        return f"{who} decide di sconfiggere i nemici in {where}." if it else f"{who} defeats the enemies in {where}."
    if kind == "sacred_games":
        if it:
            return f"{who} gioca {card_name('sacred_games', lang)} e resta in {where}."
        return f"{who} plays {card_name('sacred_games', lang)} and stays in {where}."
    if kind == "removed":
        count = event["count"]
        tribe = " + ".join(TRIBES[_lang(lang)][c] for c in event["colours"])
        if it:
            return f"{count} pedine del popolo {tribe} rimosse da {where}."
        return f"{count} pieces of the {tribe} removed from {where}."
    if kind == "draw":
        return f"{who} pesca una carta prosperità." if it else f"{who} draws a prosperity card."
    if kind == "drew":
        return (
            f"Hai pescato: {card_name(event['card'], lang)}." if it else f"You drew {card_name(event['card'], lang)}."
        )
    if kind == "reshuffle":
        return "Gli scarti vengono rimescolati nel mazzo." if it else "The discards are shuffled into a new deck."
    if kind == "no_card":
        return "Nessuna carta prosperità da pescare." if it else "No prosperity card left to draw."
    if kind == "scoring":
        era = _ROMAN[event["era"] - 1]
        return f"Era {era}, fase punteggio." if it else f"Era {era}, scoring phase."
    if kind == "blessing":
        return (
            f"{who} gioca {card_name(event['card'], lang)}." if it else f"{who} plays {card_name(event['card'], lang)}."
        )
    if kind == "canoes":
        lake = _t(event["lake"], lang)
        return (
            f"{who} gioca {card_name('canoes', lang)} sul {lake}."
            if it
            else (f"{who} plays {card_name('canoes', lang)} on {lake}.")
        )
    if kind == "link":
        a, b = (_t(t, lang) for t in event["territories"])
        return f"{a} e {b} sono adiacenti per {who}." if it else f"{a} and {b} are adjacent for {who}."
    if kind == "score":
        kind_name = type_name(event["bonus_type"], lang)
        n = len(event["possessions"])
        if it:
            return f"{who} conta {n} possedimenti con bonus {kind_name}: {event['total']} PV."
        return f"{who} scores {n} domains with bonus {kind_name}: {event['total']} VP."
    if kind == "era":
        era = _ROMAN[event["era"] - 1]
        return f"Inizia l'era {era}." if it else f"Era {era} begins."
    if kind == "swap":
        return "I giocatori si scambiano le alleanze." if it else "The players swap alliances."
    if kind == "final":
        p = event["points"]
        if it:
            return f"{who}: carta potere non usata {p[0]}, carte in mano {p[1]}, offerte {p[2]}: +{event['total']} PV."
        return f"{who}: unused power card {p[0]}, cards in hand {p[1]}, offerings {p[2]}: +{event['total']} VP."
    if kind == "game_over":
        first = seat_name(event["standing"][0], lang)
        return f"Fine della partita: vince {first}." if it else f"Game over: {first} wins."
    return str(kind)


def score_table(state: State, lang: str) -> dict[str, Any]:
    """The end screen: VP per era, unused power card, prosperity cards in hand, Offerings, total (p. 8)."""
    it = _lang(lang) == "it"
    headers = [f"Era {_ROMAN[e]}" for e in range(ERAS)] + (
        ["Carta potere", "Carte prosperità", "Offerte agli Dèi", "Totale"]
        if it
        else ["Power card", "Prosperity cards", "Offerings", "Total"]
    )
    rows = []
    for seat in range(state.players):
        eras = list(state.era_scores[seat]) + [0] * (ERAS - len(state.era_scores[seat]))
        bonus = list(state.end_bonus[seat]) if state.end_bonus else [0, 0, 0]
        rows.append(eras + bonus + [state.scores[seat]])
    return {"headers": headers, "rows": rows}
