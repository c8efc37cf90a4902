"""The texts of Vinci: tile names and a catalog of templates (game.core.text).

The Italian terms are the rulebook's (tessere, gettoni, declino, Punti
Vittoria); the English ones are the usual English rules' terms.  Players are
called by the names the table passes (``names``), else "Giocatore n".

>>> from game.core import Choice
>>> describe({"type": "conquer", "seat": 0, "region": "irlanda", "cost": 3, "terms": [], "defender": -1,
...           "declined": False, "lost": 1, "fort": False}, "en", ["Ada"])
'Ada conquers Ireland for 3 tokens (the neutrals lose 1 token)'
>>> choice_text(Choice("take", (3,)), "it")
'Prendi la civiltà III'
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from game.core.text import Catalog, Ctx, Noun, place, seat

from . import board
from .state import NEUTRAL

TILE_NAMES: dict[str, tuple[str, str]] = {
    "WEAPONS": ("Armi", "Weapons"),
    "ESPIONAGE": ("Spionaggio", "Espionage"),
    "FORTIFICATION": ("Fortificazione", "Fortification"),
    "SHIPBUILDING": ("Costruzione Navale", "Shipbuilding"),
    "FIELD_MARSHAL": ("Generale Campale", "Field Marshal"),
    "MILITIA": ("Milizia", "Militia"),
    "MOUNTAIN_SKILL": ("Abilità nelle Montagne", "Mountain Skill"),
    "AGRICULTURE": ("Agricoltura", "Agriculture"),
    "AGRICULTURE_D": ("Agricoltura (anche in declino)", "Agriculture (also in decline)"),
    "CATTLE": ("Allevamento del Bestiame", "Cattle Breeding"),
    "CATTLE_D": ("Allevamento del Bestiame (anche in declino)", "Cattle Breeding (also in decline)"),
    "MINING": ("Estrazione Mineraria", "Mining"),
    "MINING_D": ("Estrazione Mineraria (anche in declino)", "Mining (also in decline)"),
    "PORTS": ("Costruzione Portuale", "Ports"),
    "PORTS_D": ("Costruzione Portuale (anche in declino)", "Ports (also in decline)"),
    "CURRENCY": ("Valuta", "Currency"),
    "SLAVERY": ("Schiavismo", "Slavery"),
    "ASTRONOMY": ("Astronomia", "Astronomy"),
    "BARBARIANS": ("Barbari", "Barbarians"),
    "DIPLOMACY": ("Diplomazia", "Diplomacy"),
    "HERITAGE": ("Eredità", "Heritage"),
    "MEDICINE": ("Medicina", "Medicine"),
    "MESSENGERS": ("Messaggeri", "Messengers"),
    "REBIRTH": ("Rinascita", "Rebirth"),
    "REVOLUTIONARIES": ("Rivoluzionari", "Revolutionaries"),
    "SPECIALTY": ("Specialità", "Specialty"),
}

#: Names of the terms of a conquest cost (view "costs", event "conquer").
TERM_NAMES: dict[str, tuple[str, str]] = {
    "base": ("base", "base"),
    "terrain": ("foresta/montagna", "forest/mountain"),
    "defenders": ("gettoni in difesa", "defending tokens"),
    "fort": ("forte", "fort"),
    "militia": ("Milizia", "Militia"),
    "origin": ("da montagna/forte", "from mountain/fort"),
    "mountain_skill": ("Abilità nelle Montagne", "Mountain Skill"),
    "weapons": ("Armi", "Weapons"),
    "shipbuilding": ("Costruzione Navale", "Shipbuilding"),
    "espionage": ("Spionaggio", "Espionage"),
}

ROMAN = ("I", "II", "III", "IV", "V", "VI")

#: Why a virtual player rolled (event "virtual_roll").
ROLL_REASONS: dict[str, tuple[str, str]] = {
    "decline": ("prova del declino", "decline test"),
    "diplomacy": ("scelta della pace", "choosing peace"),
    "target": ("parità tra bersagli", "tie between targets"),
    "abandon": ("provincia da abbandonare", "province to abandon"),
    "reorganisation": ("riorganizzazione", "reorganisation"),
    "fort": ("posizione del forte", "fort site"),
}


# ------------------------------------------------------------------ templates

EVENTS: dict[str, dict[str, str]] = {
    "civ_taken": {
        "it": "{seat} sceglie la civiltà {slot}: {tiles} ({tokens gettone|gettoni})",
        "en": "{seat} takes civilisation {slot}: {tiles} ({tokens token|tokens})",
    },
    "tiles_drawn": {"it": "Nuova coppia in VI: {tiles}", "en": "New pair in VI: {tiles}"},
    "score": {"it": "{seat}: {signed} PV ({total})", "en": "{seat}: {signed} VP ({total})"},
    "target_reached": {
        "it": "{seat} raggiunge {target} PV: si finisce il giro",
        "en": "{seat} reaches {target} VP: the round is finished",
    },
    "expansion_turn": {"it": "{seat}: turno di espansione", "en": "{seat}: expansion turn"},
    "peace": {"it": "{seat} dichiara la pace con {other}", "en": "{seat} makes peace with {other}"},
    "collect": {
        "it": "{seat} raccoglie {tokens gettone|gettoni} (+{bonus} dalle tessere): {hand} in mano",
        "en": "{seat} collects {tokens token|tokens} (+{bonus} from tiles): {hand} in hand",
    },
    "abandon": {"it": "{seat} abbandona {il region}", "en": "{seat} abandons {region}"},
    "conquer": {
        "it": "{seat} conquista {il region} con {cost gettone|gettoni}",
        "en": "{seat} conquers {region} for {cost token|tokens}",
    },
    "conquer.neutral": {
        "it": "{seat} conquista {il region} con {cost gettone|gettoni} (i neutrali perdono {lost gettone|gettoni})",
        "en": "{seat} conquers {region} for {cost token|tokens} (the neutrals lose {lost token|tokens})",
    },
    "conquer.defended": {
        "it": "{seat} conquista {il region} con {cost gettone|gettoni} ({defender} perde {lost gettone|gettoni})",
        "en": "{seat} conquers {region} for {cost token|tokens} ({defender} loses {lost token|tokens})",
    },
    "contact": {
        "it": "{seat}: la provincia in declino {region} viene eliminata (contatto)",
        "en": "{seat}: declined province {region} is removed (contact)",
    },
    "declined_empire_gone": {"it": "{seat}: l'impero in declino scompare", "en": "{seat}: the declined empire is gone"},
    "marshal_leaves": {
        "it": "{seat}: il Generale Campale ritira {tokens gettone|gettoni}",
        "en": "{seat}: the Field Marshal withdraws {tokens token|tokens}",
    },
    "cohesion": {"it": "{seat} mantiene la parte con {il region}", "en": "{seat} keeps the part with {region}"},
    "put": {
        "it": "{seat} mette {tokens gettone|gettoni} {in region}",
        "en": "{seat} puts {tokens token|tokens} in {region}",
    },
    "reorganised": {"it": "{seat} ha riorganizzato i gettoni", "en": "{seat} has reorganised their tokens"},
    "fort": {"it": "{seat} costruisce un forte {in region}", "en": "{seat} builds a fort in {region}"},
    "turn_score": {
        "it": "{seat} conteggia: attivo {active}, declino {declined}, schiavi {slaves}",
        "en": "{seat} scores: active {active}, declined {declined}, slaves {slaves}",
    },
    "rebirth": {"it": "{seat} usa la Rinascita", "en": "{seat} uses Rebirth"},
    "decline": {
        "it": "{seat} mette in declino {tiles}; restano {kept}",
        "en": "{seat} declines {tiles}; left: {kept}",
    },
    "survivors_held": {
        "it": "{seat} tiene {tokens gettone superstite|gettoni superstiti} fuori mappa",
        "en": "{seat} holds {tokens surviving token|surviving tokens} off the map",
    },
    "turn": {"it": "Turno di {seat}", "en": "{seat}'s turn"},
    "no_peace": {"it": "{seat}: nessuna pace", "en": "{seat}: no peace"},
    "collected": {
        "it": "{seat} inizia le conquiste con {hand gettone|gettoni} in mano",
        "en": "{seat} starts conquering with {hand token|tokens} in hand",
    },
    "expansion_end": {"it": "{seat} termina le conquiste", "en": "{seat} ends the conquests"},
    "game_over": {"it": "Fine della partita", "en": "Game over"},
    "virtual_roll": {"it": "{seat} tira il dado: {roll} ({why})", "en": "{seat} rolls: {roll} ({why})"},
}

CHOICES: dict[str, dict[str, str]] = {
    "take": {"it": "Prendi la civiltà {slot}", "en": "Take civilisation {slot}"},
    "expand": {"it": "Espansione", "en": "Expand"},
    "decline": {"it": "Declino", "en": "Decline"},
    "peace": {"it": "Pace con {other}", "en": "Peace with {other}"},
    "no_peace": {"it": "Nessuna pace", "en": "No peace"},
    "abandon": {"it": "Abbandona {il region}", "en": "Abandon {region}"},
    "collected": {"it": "Fine raccolta", "en": "Done collecting"},
    "conquer": {"it": "Conquista {il region} ({cost})", "en": "Conquer {region} ({cost})"},
    "spy": {"it": "Spionaggio {sul region} (2)", "en": "Espionage on {region} (2)"},
    "stop": {"it": "Fine espansione", "en": "End expansion"},
    "keep": {"it": "Tieni la parte con {il region}", "en": "Keep the part with {region}"},
    "drop": {"it": "Lascia {il region}", "en": "Give up {region}"},
    "put": {"it": "{tokens gettone|gettoni} {in region}", "en": "{tokens token|tokens} in {region}"},
    "fort": {"it": "Forte {in region}", "en": "Fort in {region}"},
    "no_fort": {"it": "Nessun forte", "en": "No fort"},
    "rebirth": {"it": "Rinascita: declino ora", "en": "Rebirth: decline now"},
    "no_rebirth": {"it": "Nessuna rinascita", "en": "No rebirth"},
    "virtual": {"it": "Turno del giocatore virtuale", "en": "Virtual player's turn"},
}

# ------------------------------------------------------------------ glue


def tile_name(kind: str, lang: str) -> str:
    """A civilisation tile's name in ``lang``."""
    it, en = TILE_NAMES[kind]
    return it if lang == "it" else en


def _pair(pair: tuple[str, str], ctx: Ctx) -> str:
    it, en = pair
    return it if ctx.lang == "it" else en


def _civ(kinds: Sequence[str], ctx: Ctx) -> str:
    return " + ".join(tile_name(k, ctx.lang) for k in kinds)


#: Provinces named after their city (no article in Italian: "a Roma"), and plural ones.
CITIES = frozenset({"roma", "napoli", "cartagine"})
PLURAL = frozenset({"alpi", "fiandre"})


def _region(region: Any, ctx: Ctx) -> Noun | str:
    text = board.name(str(region), ctx.lang)
    if ctx.lang != "it":
        return text
    r = str(region)
    return place(text, city=r in CITIES, gender="f" if r in PLURAL else "", group=r in PLURAL)


def _event_key(event: Mapping[str, Any]) -> str:
    t = str(event.get("type"))
    if t == "conquer" and event.get("defender") is not None:
        return "conquer.neutral" if event["defender"] == NEUTRAL else "conquer.defended"
    return t


def _derived(key: str, data: Mapping[str, Any], ctx: Ctx) -> dict[str, Any]:
    if key == "score":
        return {"signed": f"{'+' if data['delta'] > 0 else ''}{data['delta']}"}
    return {}


CATALOG = Catalog(
    events=EVENTS,
    choices=CHOICES,
    fields={
        "seat": seat,
        "other": seat,
        "defender": seat,
        "region": _region,
        "kept": lambda regions, ctx: ", ".join(str(_region(r, ctx)) for r in regions) or "-",
        "tiles": _civ,
        "slot": lambda k, ctx: ROMAN[int(k) - 1],
        "why": lambda why, ctx: _pair(ROLL_REASONS[why], ctx) if why in ROLL_REASONS else why,
    },
    args={
        "take": ("slot",),
        "peace": ("other",),
        "abandon": ("region",),
        "conquer": ("region", "cost"),
        "spy": ("region",),
        "keep": ("region",),
        "drop": ("region",),
        "put": ("region", "tokens"),
        "fort": ("region",),
    },
    event_key=_event_key,
    derived=_derived,
)


#: The protocol's text functions (game.core.protocol): this game's catalog filled by the one formatter.
describe = CATALOG.describe
choice_text = CATALOG.choice_text
refusal_text = CATALOG.refusal_text


#: Why a game ended and how equal scores are placed, for the end screen (REC-A33: no tie-break).
END_NOTES: dict[str, dict[str, str]] = {
    "target": {
        "it": "La partita è finita: un giocatore ha raggiunto {target} PV e il giro è stato completato.",
        "en": "The game ended: a player reached {target} VP and the round was played to its end.",
    },
    "tie": {
        "it": "Il regolamento non ha spareggi: a pari punti la posizione è condivisa.",
        "en": "The rulebook has no tie-break: players equal on points share the place.",
    },
}
