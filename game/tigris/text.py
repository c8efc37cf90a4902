"""The texts of Tigris & Euphrates: a catalog of templates (game.core.text).

Pieces are named with the rulebook's usual terms in each language (spec
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
from typing import Any

from game.core.text import Catalog, Ctx, Noun, join, seat, word

# ------------------------------------------------------------------ words

TILES: dict[str, dict[str, Noun]] = {
    "black": word("insediamento|insediamenti", "settlement|settlements"),
    "red": word("tempio|templi", "temple|temples"),
    "blue": word("fattoria|fattorie f", "farm|farms"),
    "green": word("mercato|mercati", "market|markets"),
}
LEADERS: dict[str, dict[str, Noun]] = {
    "black": word("re|re", "king|kings"),
    "red": word("sacerdote|sacerdoti", "priest|priests"),
    "blue": word("agricoltore|agricoltori", "farmer|farmers"),
    "green": word("mercante|mercanti", "trader|traders"),
}
#: The civilisation building of each colour (IT L654-658), variant only.
BUILDINGS: dict[str, dict[str, Noun]] = {
    "black": word("Palazzo", "Palace"),
    "red": word("Biblioteca f", "Library"),
    "blue": word("Granaio", "Granary"),
    "green": word("Sala del Mercato f", "Market Hall"),
}
#: Victory points of a colour: the Italian adjective agrees with the count.
POINTS: dict[str, dict[str, Noun]] = {
    "black": word("punto nero|punti neri", "black VP"),
    "red": word("punto rosso|punti rossi", "red VP"),
    "blue": word("punto blu|punti blu", "blue VP"),
    "green": word("punto verde|punti verdi", "green VP"),
}
COLOURS: dict[str, dict[str, str]] = {
    "black": {"it": "nero", "en": "black"},
    "red": {"it": "rosso", "en": "red"},
    "blue": {"it": "blu", "en": "blue"},
    "green": {"it": "verde", "en": "green"},
}
REASONS: dict[str, dict[str, str]] = {
    "tile": {"it": "tessera", "en": "tile"},
    "revolt": {"it": "rivolta", "en": "revolt"},
    "war": {"it": "guerra", "en": "war"},
    "monument": {"it": "monumento", "en": "monument"},
    "ziggurat": {"it": "ziggurat", "en": "ziggurat"},
}
CONFLICTS: dict[str, dict[str, Noun]] = {"revolt": word("rivolta f", "revolt"), "war": word("guerra f", "war")}

# ------------------------------------------------------------------ templates

EVENTS: dict[str, dict[str, str]] = {
    "leader": {"it": "{seat} piazza {il leader} in {square}.", "en": "{seat} places {the leader} on {square}."},
    "leader.moved": {
        "it": "{seat} sposta {il leader} da {from} a {square}.",
        "en": "{seat} moves {the leader} from {from} to {square}.",
    },
    "withdraw": {"it": "{seat} ritira {il leader} da {square}.", "en": "{seat} withdraws {the leader} from {square}."},
    "tile": {"it": "{seat} piazza {un tile} in {square}.", "en": "{seat} places {a tile} on {square}."},
    "unification": {"it": "Unificazione di due regni in {square}.", "en": "Two kingdoms are united at {square}."},
    "unification_end": {
        "it": "Fine dei conflitti: la tessera unificazione lascia {square}.",
        "en": "Conflicts over: the unification tile leaves {square}.",
    },
    "catastrophe": {"it": "{seat} gioca una catastrofe in {square}.", "en": "{seat} plays a catastrophe on {square}."},
    "catastrophe.destroyed": {
        "it": "{seat} gioca una catastrofe in {square} e distrugge {un destroyed}.",
        "en": "{seat} plays a catastrophe on {square}, destroying {a destroyed}.",
    },
    "swap": {
        "it": "{seat} scarta {count tessera coperta|tessere coperte} e pesca {count tessera nuova|tessere nuove}.",
        "en": "{seat} discards {count tile|tiles} face down and draws {count new tile|new tiles}.",
    },
    "discarded": {"it": "Hai scartato: {tiles}.", "en": "You discarded: {tiles}."},
    "draw": {"it": "Hai pescato: {tiles}.", "en": "You drew: {tiles}."},
    "refill": {"it": "{seat} pesca {count tessera|tessere}.", "en": "{seat} draws {count tile|tiles}."},
    "revolt": {
        "it": "Rivolta {del leaders} in {square}: {attacker} attacca con {attacker_base}, "
        "{defender} difende con {defender_base}.",
        "en": "Revolt of {the leaders} at {square}: {attacker} attacks with {attacker_base}, "
        "{defender} defends with {defender_base}.",
    },
    "war": {
        "it": "Guerra {del leaders}: {attacker} attacca con {attacker_base}, {defender} difende con {defender_base}.",
        "en": "War of {the leaders}: {attacker} attacks with {attacker_base}, {defender} defends with {defender_base}.",
    },
    "commit": {"it": "{seat} aggiunge {count tile}.", "en": "{seat} commits {count tile}."},
    "commit.none": {"it": "{seat} non aggiunge tessere.", "en": "{seat} commits no tile."},
    "conflict_won": {
        "it": "{winner} vince {il conflict} {high}–{low} contro {loser}.",
        "en": "{winner} wins {the conflict} {high}–{low} against {loser}.",
    },
    "leader_returned": {
        "it": "{Il leader} di {seat} lascia {square}.",
        "en": "{seat}'s {leader} leaves {square}.",
    },
    "leader_returned.no_temple": {
        "it": "{Il leader} di {seat} in {square} resta senza tempio accanto e lascia il tabellone.",
        "en": "{seat}'s {leader} on {square} has no temple beside it any more and leaves the board.",
    },
    "tiles_removed": {
        "it": "{removed tile} fuori dal gioco ({squares}).",
        "en": "{removed tile} removed from the game ({squares}).",
    },
    "vp": {"it": "{seat} ottiene {amount points} ({reason}).", "en": "{seat} scores {amount points} ({reason})."},
    "building": {"it": "{seat} costruisce {il building} in {square}.", "en": "{seat} puts {the building} on {square}."},
    "building.moved": {
        "it": "{seat} sposta {il building} da {from} a {square}.",
        "en": "{seat} moves {the building} from {from} to {square}.",
    },
    "building_returned": {
        "it": "{Il building} torna accanto al tabellone.",
        "en": "{The building} goes back beside the board.",
    },
    "monument": {
        "it": "{seat} costruisce {il monument} su {squares}.",
        "en": "{seat} builds {the monument} on {squares}.",
    },
    "ziggurat": {"it": "{seat} costruisce lo ziggurat su {squares}.", "en": "{seat} builds the ziggurat on {squares}."},
    "treasure": {"it": "{seat} prende il tesoro in {square}.", "en": "{seat} takes the treasure on {square}."},
    "end_turn": {"it": "{seat} termina il turno.", "en": "{seat} ends the turn."},
    "turn": {"it": "Turno {turn}: tocca {a seat}.", "en": "Turn {turn}: {seat} to play."},
    "game_over.bag": {"it": "Fine della partita: il sacchetto è vuoto.", "en": "Game over: the bag is empty."},
    "game_over": {
        "it": "Fine della partita: restano solo 1 o 2 tesori.",
        "en": "Game over: only 1 or 2 treasures are left.",
    },
}

CHOICES: dict[str, dict[str, str]] = {
    "leader": {"it": "{Leader} → {square}", "en": "{Leader} → {square}"},
    "withdraw": {"it": "Ritira {il leader}", "en": "Withdraw {the leader}"},
    "tile": {"it": "{Tile} → {square}", "en": "{Tile} → {square}"},
    "catastrophe": {"it": "Catastrofe → {square}", "en": "Catastrophe → {square}"},
    "swap": {"it": "Scambia {tiles}", "en": "Swap {tiles}"},
    "end": {"it": "Termina il turno", "en": "End turn"},
    "war": {"it": "Guerra {del leaders}", "en": "War of {the leaders}"},
    "commit": {"it": "Aggiungi {n tessera|tessere}", "en": "Commit {n tile|tiles}"},
    "building": {"it": "{Building} → {square}", "en": "{Building} → {square}"},
    "no_building": {"it": "Nessun edificio", "en": "No building"},
    "monument": {"it": "{Monument} → {square}", "en": "{Monument} → {square}"},
    "ziggurat": {"it": "Ziggurat → {square}", "en": "Ziggurat → {square}"},
    "no_monument": {"it": "Nessun monumento", "en": "No monument"},
    "treasure": {"it": "Tesoro in {square}", "en": "Treasure on {square}"},
    "cube": {"it": "Cubo {colour}", "en": "{Colour} cube"},
}

REFUSALS: dict[str, dict[str, str]] = {
    "tile_not_in_hand": {"it": "Non hai {un tile} dietro lo schermo.", "en": "You have no {tile} behind your screen."},
    "occupied": {"it": "La casella {square} è già occupata.", "en": "The square {square} is taken."},
    "tile_on_river": {"it": "{Un tile} non può stare sul fiume.", "en": "{A tile} can't go on the river."},
    "farm_on_land": {"it": "Una fattoria va solo sul fiume.", "en": "A farm can only go on the river."},
    "three_kingdoms": {
        "it": "Una tessera non può unire tre regni.",
        "en": "A tile can't join three kingdoms.",
    },
    "leader_on_river": {"it": "{Il leader} non può stare sul fiume.", "en": "{The leader} can't stand on the river."},
    "leader_no_temple": {
        "it": "{Il leader} deve stare accanto a un tempio.",
        "en": "{The leader} must stand next to a temple.",
    },
    "leader_two_kingdoms": {
        "it": "Un capo non può unire due regni.",
        "en": "A leader can't join two kingdoms.",
    },
    "catastrophe_blocked": {
        "it": "Una catastrofe non può cadere su un capo, un tesoro, un edificio o un monumento.",
        "en": "A catastrophe can't fall on a leader, a treasure, a building or a monument.",
    },
}

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
    events=EVENTS,
    choices=CHOICES,
    refusals=REFUSALS,
    fields={
        "seat": seat,
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
    args={
        "leader": ("colour", "square"),
        "withdraw": ("colour",),
        "tile": ("colour", "square"),
        "catastrophe": ("square",),
        "swap": "tiles",
        "war": ("colour",),
        "commit": ("n",),
        "building": ("colour", "square"),
        "monument": ("monument", "square"),
        "ziggurat": ("square",),
        "treasure": ("square",),
        "cube": ("colour",),
    },
    event_key=_event_key,
    derived=_derived,
    choice_derived=_derived,
)


#: The protocol's text functions (game.core.protocol): this game's catalog filled by the one formatter.
describe = CATALOG.describe
choice_text = CATALOG.choice_text
refusal_text = CATALOG.refusal_text


#: Why the game ended (IT L605-611) and how a tie on the weakest colour is broken (IT L630-641).
END_NOTES = {
    "bag": {"it": "La partita è finita: il sacchetto è vuoto.", "en": "The game ended: the bag is empty."},
    "treasures": {
        "it": "La partita è finita: sul tabellone restano solo 1 o 2 tesori.",
        "en": "The game ended: only 1 or 2 treasures are left on the board.",
    },
    "tie": {
        "it": "A pari colore più debole decide il secondo colore più debole, poi il terzo, poi il quarto.",
        "en": "A tie on the weakest colour is broken by the next-weakest colour, then the third, then the fourth.",
    },
    "shared": {
        "it": "Pari in tutti e quattro i colori: la posizione è condivisa.",
        "en": "Equal in all four colours: the place is shared.",
    },
}
