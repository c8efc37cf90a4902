"""The texts of Aztlán: a catalog of templates (game.core.text), and the end screen.

The templates and words are data, ``data/text.toml``; this module turns event
fields into their parameters.  Terms follow the rulebooks: Italian «carta
potere», «carta prosperità», «sconfiggere», «coesistere», «possedimento», «PV»;
English "power card", "prosperity card", "defeat", "coexist", "domain", "VP".
Players are called by the names the table passes (``names``), else "Giocatore
n" / "Player n".

>>> from game.core.choice import Choice
>>> choice_text(Choice("place", ("tollan",)), "it")
'Metti una pedina in Tollan'
>>> describe({"type": "coexist", "seat": 0, "territory": "tollan"}, "en", ["Ada"])
'Ada coexists in Tollan and draws a prosperity card.'
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from game.core import Choice
from game.core.text import LANGS, Catalog, Ctx, Noun, Texts, read_texts, word

from .board import region_name, type_name
from .cards import COLOURS, TRIBES

ROMAN = ("I", "II", "III", "IV", "V")

#: The texts: templates and words in both languages (data/text.toml).
TEXT = read_texts(Path(__file__).parent / "data" / "text.toml")
#: The prosperity cards' names, by language.
CARD_NAMES: dict[str, dict[str, str]] = {
    lang: {card: names[lang] for card, names in TEXT.texts["cards"].items()} for lang in LANGS
}

#: The four peoples (p. 3), by the colour of their pieces.
TRIBE_WORDS: dict[str, dict[str, Noun]] = {c: word(TRIBES["it"][c], TRIBES["en"][c]) for c in COLOURS}
#: The two alliances of a 4-player game, by number.
ALLIANCES: dict[str, Texts] = TEXT.texts["alliances"]

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
    TEXT,
    fields={
        "territory": _region,
        "from": _region,
        "to": _region,
        "lake": lambda lake, ctx: Noun(region_name(lake, ctx.lang)),
        "colour": lambda c, ctx: ctx.pick(TRIBE_WORDS[c]),
        "alliance": lambda a, ctx: ctx.pick(ALLIANCES[str(int(a))]),
        "era": lambda e, ctx: ROMAN[int(e) - 1],
        "order": lambda order, ctx: ", ".join(ctx.seat(s) for s in order),
        "card": lambda c, ctx: card_name(c, ctx.lang) if isinstance(c, str) else c,
        "bonus_type": lambda t, ctx: type_name(t, ctx.lang),
    },
    event_key=_event_key,
    choice_key=_choice_key,
    derived=_derived,
    choice_derived=_cards,
)


#: The protocol's text functions (game.core.protocol): this game's catalog filled by the one formatter.
describe, choice_text, refusal_text = CATALOG.describe, CATALOG.choice_text, CATALOG.refusal_text
