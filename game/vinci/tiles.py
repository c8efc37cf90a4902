"""The 26 kinds of civilisation tile, their red numbers and the 52-tile bag.

Spec section 6.  The kind ids are the spec's.  ``*_D`` kinds are the
persistent ("non attiva") versions of the four VP tiles: they keep working
once the empire declines (REC-A18).

>>> start_tokens(("ASTRONOMY", "MOUNTAIN_SKILL"), 6)
15
>>> start_tokens(("SPECIALTY", "ASTRONOMY"), 6)
17
>>> multiplier(("SPECIALTY", "WEAPONS"), "WEAPONS")
2
"""

from __future__ import annotations

from collections.abc import Sequence

Tile = str

WEAPONS = "WEAPONS"
ESPIONAGE = "ESPIONAGE"
FORTIFICATION = "FORTIFICATION"
SHIPBUILDING = "SHIPBUILDING"
FIELD_MARSHAL = "FIELD_MARSHAL"
MILITIA = "MILITIA"
MOUNTAIN_SKILL = "MOUNTAIN_SKILL"
AGRICULTURE = "AGRICULTURE"
AGRICULTURE_D = "AGRICULTURE_D"
CATTLE = "CATTLE"
CATTLE_D = "CATTLE_D"
MINING = "MINING"
MINING_D = "MINING_D"
PORTS = "PORTS"
PORTS_D = "PORTS_D"
CURRENCY = "CURRENCY"
SLAVERY = "SLAVERY"
ASTRONOMY = "ASTRONOMY"
BARBARIANS = "BARBARIANS"
DIPLOMACY = "DIPLOMACY"
HERITAGE = "HERITAGE"
MEDICINE = "MEDICINE"
MESSENGERS = "MESSENGERS"
REBIRTH = "REBIRTH"
REVOLUTIONARIES = "REVOLUTIONARIES"
SPECIALTY = "SPECIALTY"

#: Red numbers: each tile's share of a new civilisation's tokens [L130-135].
#: Astronomy 5 and Mountain skill 4 are the rulebook's [L162-172]; every other
#: number is a design value (DECISIONS.md): weaker abilities get more tokens,
#: so a pair gives 11 to 18 tokens with 4 players.  docs/vinci.md explains each.
RED: dict[Tile, int] = {
    WEAPONS: 4,
    ESPIONAGE: 4,
    FORTIFICATION: 4,
    SHIPBUILDING: 5,
    FIELD_MARSHAL: 2,  # design: +7 tokens every turn is already an army
    MILITIA: 5,
    MOUNTAIN_SKILL: 4,  # rulebook [L162-172]
    AGRICULTURE: 5,
    AGRICULTURE_D: 4,  # design: persistent versions one less than the active ones
    CATTLE: 5,
    CATTLE_D: 4,
    MINING: 4,
    MINING_D: 3,
    PORTS: 5,
    PORTS_D: 4,
    CURRENCY: 3,  # design: +1 VP on every province is the strongest VP tile
    SLAVERY: 4,
    ASTRONOMY: 5,  # rulebook [L162-172]
    BARBARIANS: 6,  # design: no ability, so the most tokens
    DIPLOMACY: 4,
    HERITAGE: 5,
    MEDICINE: 4,
    MESSENGERS: 5,
    REBIRTH: 5,
    REVOLUTIONARIES: 5,
    SPECIALTY: 0,  # never used: the Specialty formula replaces it [L639-644]
}
KINDS: tuple[Tile, ...] = tuple(RED)
#: Copies of each kind in the bag: 52 tiles = 2 x 26 kinds (DECISIONS.md).
COPIES = 2
BAG: tuple[Tile, ...] = tuple(sorted(k for k in KINDS for _ in range(COPIES)))

#: Persistent VP tiles keep working in decline [L446-451] (REC-A18).
PERSISTENT: frozenset[Tile] = frozenset({AGRICULTURE_D, CATTLE_D, MINING_D, PORTS_D})

#: Tile colours (REC-A20); only "yellow and persistent" changes play.
COLOUR: dict[Tile, str] = {
    **dict.fromkeys((WEAPONS, ESPIONAGE, FORTIFICATION, SHIPBUILDING, FIELD_MARSHAL, MILITIA, MOUNTAIN_SKILL), "pink"),
    **dict.fromkeys(
        (AGRICULTURE, AGRICULTURE_D, CATTLE, CATTLE_D, MINING, MINING_D, PORTS, PORTS_D, CURRENCY, SLAVERY), "yellow"
    ),
    **dict.fromkeys(
        (
            ASTRONOMY,
            BARBARIANS,
            DIPLOMACY,
            HERITAGE,
            MEDICINE,
            MESSENGERS,
            REBIRTH,
            REVOLUTIONARIES,
            SPECIALTY,
        ),
        "blue",
    ),
}

#: Effect sizes (spec section 6).
FIELD_MARSHAL_TOKENS = 7  # "riceve 7 gettoni aggiuntivi" [L515-519]
MEDICINE_TOKENS = 1  # "un gettone aggiuntivo all'inizio di ogni turno" [L675-678]
MINING_VP = 2  # "due Punto Vittoria aggiuntivo" [L565-569]
ESPIONAGE_COST = 2  # "usando solo 2 gettoni" [L489-498]
SPECIALTY_FACTOR = 2  # "gli effetti dell'altra tessera sono raddoppiati" [L627-644]

#: Tiles that name a VP bonus per province, with the bonus per tile.
VP_TILES: dict[Tile, int] = {
    AGRICULTURE: 1,
    AGRICULTURE_D: 1,
    CATTLE: 1,
    CATTLE_D: 1,
    MINING: MINING_VP,
    MINING_D: MINING_VP,
    PORTS: 1,
    PORTS_D: 1,
    CURRENCY: 1,
    MOUNTAIN_SKILL: 1,
}


def multiplier(tiles: Sequence[Tile], kind: Tile) -> int:
    """How many times ``kind`` works for an active civ: its copies in the
    pair, doubled by Specialty (REC-A5: identical tiles simply add up)."""
    n = sum(1 for t in tiles if t == kind)
    return n * SPECIALTY_FACTOR if n and SPECIALTY in tiles else n


def start_tokens(tiles: Sequence[Tile], extra: int) -> int:
    """Tokens of a new civ: red numbers plus the extra for the seat [L130-135];
    with Specialty, twice the other tile's red number plus 1 [L639-644]."""
    if SPECIALTY in tiles:
        other = [t for t in tiles if t != SPECIALTY]
        return SPECIALTY_FACTOR * RED[other[0]] + 1 + extra
    return sum(RED[t] for t in tiles) + extra
