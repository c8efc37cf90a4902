"""The texts of Tigris & Euphrates: a catalog of templates (game.core.text).

The templates and words are data, ``data/text.toml``; this module turns event
fields into their parameters.  Pieces are named with the rulebook's usual terms in each language (spec
appendix B); players by the names the table passes (``names``), else
"Giocatore n" / "Player n".

>>> from game.core import Choice
>>> describe({"type": "tile", "seat": 3, "colour": "red", "square": "F4"}, "it", ["A", "B", "C", "Leo"])
'Leo piazza un tempio in F4.'
>>> describe({"type": "vp", "seat": 1, "colour": "green", "amount": 2, "reason": "tile"}, "it")
'Giocatore 2 ottiene 2 punti verdi (tessera).'
>>> choice_text(Choice("withdraw", ("blue",)), "it")
"Ritira l'agricoltore"
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from game.core.text import Catalog, Ctx, Noun, Texts, join, read_texts, seat

#: The texts: templates and words in both languages (data/text.toml).
TEXT = read_texts(Path(__file__).parent / "data" / "text.toml")
TILES: dict[str, dict[str, Noun]] = TEXT.words["tiles"]
LEADERS: dict[str, dict[str, Noun]] = TEXT.words["leaders"]
#: The civilisation building of each colour (IT L654-658), variant only.
BUILDINGS: dict[str, dict[str, Noun]] = TEXT.words["buildings"]
#: Victory points of a colour: the Italian adjective agrees with the count.
POINTS: dict[str, dict[str, Noun]] = TEXT.words["points"]
CONFLICTS: dict[str, dict[str, Noun]] = TEXT.words["conflicts"]
COLOURS: dict[str, Texts] = TEXT.texts["colours"]
REASONS: dict[str, Texts] = TEXT.texts["reasons"]

#: Why the game ended (IT L605-611) and how a tie on the weakest colour is broken (IT L630-641).
END_NOTES: dict[str, Texts] = TEXT.texts["end_notes"]

# ------------------------------------------------------------------ glue


def _event_key(event: Mapping[str, Any]) -> str:
    t = str(event.get("type"))
    if t in ("leader", "building") and "from" in event:
        return f"{t}.moved"
    if t == "catastrophe" and event.get("destroyed"):
        return "catastrophe.destroyed"
    if t == "leader_returned" and event.get("reason") == "no_temple":
        return "leader_returned.no_temple"
    if t == "commit" and event.get("count") == 0:
        return "commit.none"
    if t == "game_over" and event.get("reason") == "bag":
        return "game_over.bag"
    return t


def tile_name(colour: str, lang: str) -> str:
    """A tile's name ("red" -> "tempio" / "temple")."""
    return str(Ctx(lang).pick(TILES[colour]))


def leader_name(colour: str, lang: str) -> str:
    """A leader's name ("blue" -> "agricoltore" / "farmer")."""
    return str(Ctx(lang).pick(LEADERS[colour]))


def _group(noun: Noun) -> Noun:
    """The plural of ``noun`` as a noun of its own ("i sacerdoti")."""
    return Noun(noun.many or noun.one, noun.many or noun.one, noun.gender, group=True)


def _tile_list(colours: Sequence[str], ctx: Ctx) -> str:
    """Tiles as "2 templi, 1 fattoria", in the order first seen."""
    counts: dict[str, int] = {}
    for c in colours:
        counts[c] = counts.get(c, 0) + 1
    return join([f"{n} {ctx.pick(TILES[c]).count(n)}" for c, n in counts.items()], ctx.lang)


def _monument(monument: str, ctx: Ctx) -> Noun:
    a, _, b = monument.partition("-")
    pair = f"{ctx.pick(COLOURS[a])}/{ctx.pick(COLOURS[b])}"
    return Noun(f"monumento {pair}") if ctx.lang == "it" else Noun(f"{pair} monument")


def _derived(key: str, data: Mapping[str, Any], ctx: Ctx) -> dict[str, Any]:
    out: dict[str, Any] = {}
    colour = data.get("colour")
    if isinstance(colour, str) and colour in TILES:
        leader = ctx.pick(LEADERS[colour])
        out.update(
            tile=ctx.pick(TILES[colour]),
            leader=leader,
            leaders=_group(leader),
            building=ctx.pick(BUILDINGS[colour]),
            points=ctx.pick(POINTS[colour]),
            colour=ctx.pick(COLOURS[colour]),
        )
    if key == "conflict_won":
        high, low = max(data["attack"], data["defence"]), min(data["attack"], data["defence"])
        out.update(high=high, low=low, conflict=ctx.pick(CONFLICTS[data["kind"]]))
    if key == "tiles_removed":
        out["removed"] = len(data["squares"])
    return out


CATALOG = Catalog(
    TEXT,
    fields={
        "winner": seat,
        "loser": seat,
        "attacker": seat,
        "defender": seat,
        "destroyed": lambda c, ctx: ctx.pick(TILES[c]),
        "tiles": lambda cs, ctx: _tile_list(cs, ctx),
        "squares": lambda qs, ctx: ", ".join(qs),
        "reason": lambda r, ctx: ctx.pick(REASONS[r]) if r in REASONS else r,
        "monument": lambda m, ctx: _monument(m, ctx),
    },
    event_key=_event_key,
    derived=_derived,
    choice_derived=_derived,
)


#: The protocol's text functions (game.core.protocol): this game's catalog filled by the one formatter.
describe, choice_text, refusal_text = CATALOG.describe, CATALOG.choice_text, CATALOG.refusal_text
