"""The texts of Aztlán: a catalog of templates (game.core.text), and the end screen.

Terms follow the rulebooks: Italian «carta potere», «carta prosperità»,
«sconfiggere», «coesistere», «possedimento», «PV»; English "power card",
"prosperity card", "defeat", "coexist", "domain", "VP".  Players are called
by the names the table passes (``names``), else "Giocatore n" / "Player n".

>>> from game.core.choice import Choice
>>> choice_text(Choice("place", ("tollan",)), "it")
'Metti una pedina in Tollan'
>>> describe({"type": "coexist", "seat": 0, "territory": "tollan"}, "en", ["Ada"])
'Ada coexists in Tollan and draws a prosperity card.'
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.core import Choice
from game.core.text import Catalog, Ctx, Noun, seat, word

from .board import region_name, type_name
from .cards import COLOURS, TRIBES

ROMAN = ("I", "II", "III", "IV", "V")

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

#: The four peoples (p. 3), by the colour of their pieces.
TRIBE_WORDS: dict[str, dict[str, Noun]] = {c: word(TRIBES["it"][c], TRIBES["en"][c]) for c in COLOURS}
ALLIANCES = {"it": ("Coyote + Quetzal", "Gattopardo + Serpente"), "en": ("Coyote + Quetzal", "Ocelot + Serpent")}

# ------------------------------------------------------------------ templates

EVENTS: dict[str, dict[str, str]] = {
    "alliance": {
        "it": "{seat} inizia con l'alleanza {alliance}.",
        "en": "{seat} starts with the {alliance} alliance.",
    },
    "power_chosen": {"it": "{seat} ha scelto la carta potere.", "en": "{seat} has chosen a power card."},
    "power_card": {"it": "{seat} ha scelto la carta potere {card}.", "en": "{seat} chose power card {card}."},
    "development": {
        "it": "Era {era}, fase sviluppo. Ordine di turno: {order}.",
        "en": "Era {era}, development phase. Turn order: {order}.",
    },
    "place": {
        "it": "{seat} mette una pedina {del colour} in {territory}.",
        "en": "{seat} places {a colour} piece in {territory}.",
    },
    "eagle": {
        "it": "{seat} gioca {card_eagle}: una pedina {del colour} in {territory}.",
        "en": "{seat} plays {card_eagle}: {a colour} piece in {territory}.",
    },
    "move": {
        "it": "{seat} sposta una pedina {del colour} da {from} a {to}.",
        "en": "{seat} moves {a colour} piece from {from} to {to}.",
    },
    "pass": {"it": "{seat} non sposta pedine.", "en": "{seat} does not move."},
    "reveal": {"it": "Carte potere rivelate: {cards}.", "en": "Power cards revealed: {cards}."},
    "clash": {
        "it": "{seat} apre uno scontro in {territory} (potenza: {powers}).",
        "en": "{seat} starts a clash in {territory} (power: {powers}).",
    },
    "tie": {
        "it": "Parità in {territory}: i più forti coesistono senza carte, i più deboli sono rimossi.",
        "en": "Tie in {territory}: the strongest coexist without a card, the weaker are removed.",
    },
    "tlatoani": {
        "it": "{seat} gioca {card_tlatoani} in {territory}.",
        "en": "{seat} plays {card_tlatoani} in {territory}.",
    },
    "decline": {"it": "{seat} lascia la parità in {territory}.", "en": "{seat} leaves the tie in {territory}."},
    "coexist": {
        "it": "{seat} coesiste in {territory} e pesca una carta prosperità.",
        "en": "{seat} coexists in {territory} and draws a prosperity card.",
    },
    "defeat": {
        "it": "{seat} decide di sconfiggere i nemici in {territory}.",
        "en": "{seat} defeats the enemies in {territory}.",
    },
    "sacred_games": {
        "it": "{seat} gioca {card_sacred_games} e resta in {territory}.",
        "en": "{seat} plays {card_sacred_games} and stays in {territory}.",
    },
    "removed": {
        "it": "{Side} perde {count pedina|pedine} in {territory}.",
        "en": "{Side} loses {count piece|pieces} in {territory}.",
    },
    "draw": {"it": "{seat} pesca una carta prosperità.", "en": "{seat} draws a prosperity card."},
    "drew": {"it": "{seat} ha pescato: {card}.", "en": "{seat} drew {card}."},
    "reshuffle": {
        "it": "Gli scarti vengono rimescolati in un nuovo mazzo.",
        "en": "The discards are shuffled into a new deck.",
    },
    "no_card": {"it": "Nessuna carta prosperità da pescare.", "en": "No prosperity card left to draw."},
    "scoring": {"it": "Era {era}, fase punteggio.", "en": "Era {era}, scoring phase."},
    "blessing": {"it": "{seat} gioca {card}.", "en": "{seat} plays {card}."},
    "canoes": {"it": "{seat} gioca {card_canoes} {sul lake}.", "en": "{seat} plays {card_canoes} on {lake}."},
    "link": {"it": "{a} e {b} sono adiacenti per {seat}.", "en": "{a} and {b} are adjacent for {seat}."},
    "score": {
        "it": "{seat} conta {domains possedimento|possedimenti} con il bonus {bonus_type}: {total} PV.",
        "en": "{seat} scores {domains domain|domains} with the {bonus_type} bonus: {total} VP.",
    },
    "era": {"it": "Inizia l'era {era}.", "en": "Era {era} begins."},
    "swap": {"it": "I giocatori si scambiano le alleanze.", "en": "The players swap alliances."},
    "final": {
        "it": "{seat}: carta potere non usata {unused}, carte in mano {in_hand}, offerte {offerings}: +{total} PV.",
        "en": "{seat}: unused power card {unused}, cards in hand {in_hand}, offerings {offerings}: +{total} VP.",
    },
    "game_over": {"it": "Fine della partita: vince {winner}.", "en": "Game over: {winner} wins."},
}

CHOICES: dict[str, dict[str, str]] = {
    "alliance": {"it": "Alleanza {alliance}", "en": "Alliance {alliance}"},
    "power": {"it": "Carta potere {card}", "en": "Power card {card}"},
    "place": {"it": "Metti una pedina in {territory}", "en": "Place a piece in {territory}"},
    "place.colour": {
        "it": "Metti una pedina in {territory} ({colour})",
        "en": "Place a piece in {territory} ({colour})",
    },
    "eagle": {"it": "{card_eagle}: {territory}", "en": "{card_eagle}: {territory}"},
    "eagle.colour": {"it": "{card_eagle}: {territory} ({colour})", "en": "{card_eagle}: {territory} ({colour})"},
    "move": {"it": "Sposta da {from} a {to}", "en": "Move from {from} to {to}"},
    "move.colour": {"it": "Sposta da {from} a {to} ({colour})", "en": "Move from {from} to {to} ({colour})"},
    "pass": {"it": "Non spostare", "en": "Do not move"},
    "clash": {"it": "Scontro in {territory}", "en": "Clash in {territory}"},
    "bank": {"it": "Collega {territory}", "en": "Join {territory}"},
    "blessing": {"it": "Gioca {card}", "en": "Play {card}"},
    "canoes": {"it": "{card_canoes}: {lake}", "en": "{card_canoes}: {lake}"},
    "score": {"it": "Conta i punti", "en": "Score"},
    "score.type": {"it": "Conta i punti con {bonus_type}", "en": "Score with {bonus_type}"},
    "defeat": {"it": "Sconfiggi", "en": "Defeat"},
    "coexist": {"it": "Coesisti", "en": "Coexist"},
    "tie": {"it": "Accetta la parità", "en": "Accept the tie"},
    "decline": {"it": "Lascia così", "en": "Leave it"},
    "tlatoani": {"it": "{card_tlatoani}", "en": "{card_tlatoani}"},
    "yield": {"it": "Accetta la sconfitta", "en": "Accept the defeat"},
    "sacred_games": {"it": "{card_sacred_games}", "en": "{card_sacred_games}"},
}

# ------------------------------------------------------------------ glue


def _lang(lang: str) -> str:
    return "it" if lang == "it" else "en"


def tribe_word(colour: str, lang: str) -> Noun:
    """The people of a piece colour, as a noun ("red" -> Serpente / Serpent)."""
    return TRIBE_WORDS[colour][_lang(lang)]


def card_name(card: str, lang: str) -> str:
    """A prosperity card's name in ``lang``."""
    return CARD_NAMES[_lang(lang)][card]


def _event_key(event: Mapping[str, Any]) -> str:
    return str(event.get("type"))


def _choice_key(choice: Choice) -> str:
    if choice.kind in ("place", "eagle") and len(choice.args) > 1:
        return f"{choice.kind}.colour"
    if choice.kind == "move" and len(choice.args) > 2:
        return "move.colour"
    if choice.kind == "score" and choice.args:
        return "score.type"
    return choice.kind


def _side(side: Any, colours: Any, ctx: Ctx) -> str:
    """A side in a clash: its player (one tribe each), or its alliance (2 players)."""
    if len(colours) == 1:
        return ctx.seat(int(side))
    return " + ".join(str(ctx.pick(TRIBE_WORDS[c])) for c in colours)


def _derived(key: str, data: Mapping[str, Any], ctx: Ctx) -> dict[str, Any]:
    out = _cards(key, data, ctx)
    if key == "clash":
        out["powers"] = ", ".join(
            f"{_side(side, data['colours'][side], ctx)} {p}" for side, p in data["powers"].items()
        )
    elif key == "removed":
        out["side"] = _side(data["side"], data["colours"], ctx)
    elif key == "link":
        out["a"], out["b"] = (region_name(t, ctx.lang) for t in data["territories"])
    elif key == "score":
        out["domains"] = len(data["possessions"])
    elif key == "final":
        out["unused"], out["in_hand"], out["offerings"] = data["points"]
    elif key == "game_over":
        out["winner"] = ctx.seat(data["standing"][0])
    elif key == "reveal":
        out["cards"] = ", ".join(f"{ctx.seat(s)} {c}" for s, c in enumerate(data["cards"]))
    return out


def _cards(key: str, data: Mapping[str, Any], ctx: Ctx) -> dict[str, Any]:
    return {f"card_{k}": card_name(k, ctx.lang) for k in ("eagle", "tlatoani", "sacred_games", "canoes")}


def _region(region: Any, ctx: Ctx) -> str:
    return region_name(str(region), ctx.lang)


CATALOG = Catalog(
    events=EVENTS,
    choices=CHOICES,
    fields={
        "seat": seat,
        "territory": _region,
        "from": _region,
        "to": _region,
        "lake": lambda lake, ctx: Noun(region_name(lake, ctx.lang)),
        "colour": lambda c, ctx: ctx.pick(TRIBE_WORDS[c]),
        "alliance": lambda a, ctx: ctx.pick(ALLIANCES)[int(a)],
        "era": lambda e, ctx: ROMAN[int(e) - 1],
        "order": lambda order, ctx: ", ".join(ctx.seat(s) for s in order),
        "card": lambda c, ctx: card_name(c, ctx.lang) if isinstance(c, str) else c,
        "bonus_type": lambda t, ctx: type_name(t, ctx.lang),
    },
    args={
        "alliance": ("alliance",),
        "power": ("card",),
        "place": ("territory", "colour"),
        "eagle": ("territory", "colour"),
        "move": ("from", "to", "colour"),
        "clash": ("territory",),
        "bank": ("territory",),
        "blessing": ("card",),
        "canoes": ("lake",),
        "score": ("bonus_type",),
    },
    event_key=_event_key,
    choice_key=_choice_key,
    derived=_derived,
    choice_derived=_cards,
)


#: The protocol's text functions (game.core.protocol): this game's catalog filled by the one formatter.
describe = CATALOG.describe
choice_text = CATALOG.choice_text
refusal_text = CATALOG.refusal_text
