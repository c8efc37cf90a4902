"""Italian and English words for Vinci: tile names, log sentences, button texts.

The Italian terms are the rulebook's (tessere, gettoni, declino, Punti
Vittoria); the English ones are the usual English rules' terms.

>>> describe({"type": "conquer", "seat": 0, "region": "irlanda", "cost": 3, "terms": [], "defender": -1,
...           "declined": False, "lost": 1, "fort": False}, "en")
'Seat 1 conquers Ireland for 3 tokens (neutral loses 1)'
>>> choice_text(Choice("take", (3,)), "it")
'Prendi la civiltà III'
"""

from __future__ import annotations

from typing import Any

from game.core import Choice

from . import board

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


def tile_name(kind: str, lang: str) -> str:
    it, en = TILE_NAMES[kind]
    return it if lang == "it" else en


def _civ(kinds: list[str], lang: str) -> str:
    return " + ".join(tile_name(k, lang) for k in kinds)


def _seat(seat: Any, lang: str) -> str:
    if seat is None:
        return ""
    if seat == -1:
        return "i neutrali" if lang == "it" else "neutral"
    return f"Giocatore {seat + 1}" if lang == "it" else f"Seat {seat + 1}"


def _r(region: str, lang: str) -> str:
    return board.name(region, lang)


def _regions(regions: list[str], lang: str) -> str:
    return ", ".join(_r(r, lang) for r in regions) or "-"


def describe(event: dict[str, Any], lang: str) -> str:
    """The event as one sentence of the log, in ``lang`` ("it" or "en")."""
    it = lang == "it"
    e = event
    t = e["type"]
    who = _seat(e.get("seat"), lang)
    if t == "civ_taken":
        slot = ROMAN[e["slot"] - 1]
        if it:
            return f"{who} sceglie la civiltà {slot}: {_civ(e['tiles'], lang)} ({e['tokens']} gettoni)"
        return f"{who} takes civilisation {slot}: {_civ(e['tiles'], lang)} ({e['tokens']} tokens)"
    if t == "tiles_drawn":
        return f"{'Nuova coppia in VI' if it else 'New pair in VI'}: {_civ(e['tiles'], lang)}"
    if t == "score":
        sign = "+" if e["delta"] > 0 else ""
        return f"{who}: {sign}{e['delta']} {'PV' if it else 'VP'} ({e['total']})"
    if t == "target_reached":
        if it:
            return f"{who} raggiunge {e['target']} PV: si finisce il giro"
        return f"{who} reaches {e['target']} VP: the round is finished"
    if t == "expansion_turn":
        return f"{who}: {'turno di espansione' if it else 'expansion turn'}"
    if t == "peace":
        other = _seat(e["other"], lang)
        return f"{who} {'dichiara la pace con' if it else 'makes peace with'} {other}"
    if t == "collect":
        if it:
            return f"{who} raccoglie {e['tokens']} gettoni (+{e['bonus']} dalle tessere): {e['hand']} in mano"
        return f"{who} collects {e['tokens']} tokens (+{e['bonus']} from tiles): {e['hand']} in hand"
    if t == "abandon":
        return f"{who} {'abbandona' if it else 'abandons'} {_r(e['region'], lang)}"
    if t == "conquer":
        place = _r(e["region"], lang)
        if e["defender"] is None:
            loss = ""
        else:
            d = _seat(e["defender"], lang)
            verb = ("perdono" if e["defender"] == -1 else "perde") if it else "loses"
            loss = f" ({d} {verb} {e['lost']})"
        if it:
            return f"{who} conquista {place} con {e['cost']} gettoni{loss}"
        return f"{who} conquers {place} for {e['cost']} tokens{loss}"
    if t == "contact":
        if it:
            return f"{who}: la provincia in declino {_r(e['region'], lang)} viene eliminata (contatto)"
        return f"{who}: declined province {_r(e['region'], lang)} is removed (contact)"
    if t == "declined_empire_gone":
        return f"{who}: {'l’impero in declino scompare' if it else 'the declined empire is gone'}"
    if t == "marshal_leaves":
        return f"{who}: {'il Generale Campale ritira' if it else 'Field Marshal withdraws'} {e['tokens']}"
    if t == "cohesion":
        return f"{who} {'mantiene la parte con' if it else 'keeps the part with'} {_r(e['region'], lang)}"
    if t == "put":
        return f"{who} {'mette' if it else 'puts'} {e['tokens']} {'in' if it else 'in'} {_r(e['region'], lang)}"
    if t == "reorganised":
        return f"{who} {'ha riorganizzato i gettoni' if it else 'has reorganised its tokens'}"
    if t == "fort":
        return f"{who} {'costruisce un forte in' if it else 'builds a fort in'} {_r(e['region'], lang)}"
    if t == "turn_score":
        if it:
            return f"{who} conteggia: attivo {e['active']}, declino {e['declined']}, schiavi {e['slaves']}"
        return f"{who} scores: active {e['active']}, declined {e['declined']}, slaves {e['slaves']}"
    if t == "rebirth":
        return f"{who} {'usa la Rinascita' if it else 'uses Rebirth'}"
    if t == "decline":
        if it:
            return f"{who} mette in declino {_civ(e['tiles'], lang)}; restano {_regions(e['kept'], lang)}"
        return f"{who} declines {_civ(e['tiles'], lang)}; left: {_regions(e['kept'], lang)}"
    if t == "survivors_held":
        if it:
            return f"{who} tiene {e['tokens']} gettoni superstiti fuori mappa"
        return f"{who} holds {e['tokens']} surviving tokens off the map"
    if t == "turn":
        return f"{'Turno del' if it else 'Turn of'} {who}"
    if t == "no_peace":
        return f"{who}: {'nessuna pace' if it else 'no peace'}"
    if t == "collected":
        if it:
            return f"{who} inizia le conquiste con {e['hand']} gettoni in mano"
        return f"{who} starts conquering with {e['hand']} tokens in hand"
    if t == "expansion_end":
        return f"{who} {'termina le conquiste' if it else 'ends the conquests'}"
    if t == "game_over":
        return "Fine della partita" if it else "Game over"
    if t == "virtual_roll":
        why_it, why_en = ROLL_REASONS.get(e["why"], (e["why"], e["why"]))
        return f"{who} {'tira il dado' if it else 'rolls'}: {e['roll']} ({why_it if it else why_en})"
    return str(t)


def choice_text(choice: Choice, lang: str) -> str:
    """A short button text for ``choice``."""
    it = lang == "it"
    k = choice.kind
    a = choice.args
    if k == "take":
        n = int(a[0])  # type: ignore[arg-type]
        return f"Prendi la civiltà {ROMAN[n - 1]}" if it else f"Take civilisation {ROMAN[n - 1]}"
    if k == "expand":
        return "Espansione" if it else "Expand"
    if k == "decline":
        return "Declino" if it else "Decline"
    if k == "peace":
        return f"{'Pace con' if it else 'Peace with'} {_seat(a[0], lang)}"
    if k == "no_peace":
        return "Nessuna pace" if it else "No peace"
    if k == "abandon":
        return f"{'Abbandona' if it else 'Abandon'} {_r(str(a[0]), lang)}"
    if k == "collected":
        return "Fine raccolta" if it else "Done collecting"
    if k == "conquer":
        return f"{'Conquista' if it else 'Conquer'} {_r(str(a[0]), lang)} ({a[1]})"
    if k == "spy":
        return f"{'Spionaggio su' if it else 'Espionage on'} {_r(str(a[0]), lang)} (2)"
    if k == "stop":
        return "Fine espansione" if it else "End expansion"
    if k == "keep":
        return f"{'Tieni la parte con' if it else 'Keep the part with'} {_r(str(a[0]), lang)}"
    if k == "drop":
        return f"{'Lascia' if it else 'Give up'} {_r(str(a[0]), lang)}"
    if k == "put":
        return f"{a[1]} {'in' if it else 'in'} {_r(str(a[0]), lang)}"
    if k == "fort":
        return f"{'Forte in' if it else 'Fort in'} {_r(str(a[0]), lang)}"
    if k == "no_fort":
        return "Nessun forte" if it else "No fort"
    if k == "rebirth":
        return "Rinascita: declino ora" if it else "Rebirth: decline now"
    if k == "no_rebirth":
        return "Nessuna rinascita" if it else "No rebirth"
    if k == "virtual":
        return "Turno del giocatore virtuale" if it else "Virtual player's turn"
    return choice.label
