"""Card data and per-era numbers of Aztlán: power cards, prosperity cards, pieces.

Every number is a named constant with its source: the rulebook (Italian
edition, page given) or a design value settled in DECISIONS.md where the
printed cards are not legible in our copy.

>>> power_type(9), power_vp(9)
('city', 20)
>>> offering_bonus(3, cap=False), offering_bonus(6, cap=False), offering_bonus(6, cap=True)
(9, 36, 25)
"""

from __future__ import annotations

from typing import Final

from .board import CITY, DESERT, FIELDS, JUNGLE, MOUNTAINS, TerrainType

ERAS: Final = 5  # «La partita termina alla fine della 5a era» (p. 2, p. 8)
PIECES_PER_COLOUR: Final = 30  # 120 tribe pieces, 30 per colour (p. 2)
COLOURS: Final[tuple[str, ...]] = ("red", "yellow", "green", "blue")  # Serpent, Ocelot, Coyote, Quetzal (p. 3)
TRIBES: Final[dict[str, dict[str, str]]] = {
    "it": {"red": "Serpente", "yellow": "Gattopardo", "green": "Coyote", "blue": "Quetzal"},
    "en": {"red": "Serpent", "yellow": "Ocelot", "green": "Coyote", "blue": "Quetzal"},
}

#: Pieces taken from the reserve at the start of each era, by player count (p. 4 table; p. 11 for 2 players,
#: where the number is per alliance).
PIECES_PER_ERA: Final[dict[int, tuple[int, ...]]] = {
    2: (10, 9, 8, 7, 6),
    3: (8, 7, 6, 5, 4),
    4: (7, 6, 5, 4, 3),
}

#: Two-player "Dèi Aztechi" alliances (p. 11): alliance 0 is Coyote + Quetzal, alliance 1 Ocelot + Serpent.
ALLIANCES: Final[tuple[tuple[int, ...], ...]] = ((2, 3), (1, 0))

JOKER: Final = 4  # card 4 is the wild card: its type is chosen at scoring (p. 7)
POWER_VALUES: Final[tuple[int, ...]] = (4, 5, 6, 7, 8, 9)  # each set is numbered 4..9 (p. 2)

#: Power -> bonus territory type.  9 = city is in the rulebook (p. 7); 5..8 are design values (DECISIONS.md).
POWER_TYPE: Final[dict[int, TerrainType]] = {
    5: JUNGLE,  # design value
    6: DESERT,  # design value
    7: MOUNTAINS,  # design value (publisher preview: "a '7' to mountains")
    8: FIELDS,  # design value
    9: CITY,  # rulebook p. 7
}

#: Power -> VP if the card is never used (end of game, p. 8).  Design values (DECISIONS.md), consistent with
#: the legible captions 5 -> 2, 8 -> 14, 9 -> 20.
POWER_VP: Final[dict[int, int]] = {4: 0, 5: 2, 6: 5, 7: 9, 8: 14, 9: 20}

# Prosperity cards (p. 9-10).
MIXCOATL: Final = "mixcoatl"  # Blessing of Mixcoatl: +2 VP per jungle
TEPEYOLLOTL: Final = "tepeyollotl"  # Blessing of Tepeyollotl: +2 VP per mountains
XIPE_TOTEC: Final = "xipe_totec"  # Blessing of Xipe Totec: +2 VP per terraced fields
OFFERING: Final = "offering"  # Offering to the Gods: end of game
SACRED_GAMES: Final = "sacred_games"  # Sacred Games: answer a defeat
CANOES: Final = "canoes"  # Canoes and Rafts: two territories on one lake adjacent
TLATOANI: Final = "tlatoani"  # Great Tlatoani: win a tie
EAGLE: Final = "eagle"  # Eagle and Jaguar Warriors: one extra piece

#: The prosperity deck (p. 2): 3 of each card, 9 Offerings.
DECK_COMPOSITION: Final[dict[str, int]] = {
    MIXCOATL: 3,
    TEPEYOLLOTL: 3,
    XIPE_TOTEC: 3,
    OFFERING: 9,
    SACRED_GAMES: 3,
    CANOES: 3,
    TLATOANI: 3,
    EAGLE: 3,
}
PROSPERITY_KINDS: Final[tuple[str, ...]] = tuple(DECK_COMPOSITION)

#: Blessing -> the territory type it rewards (p. 10).
BLESSING_TYPE: Final[dict[str, TerrainType]] = {MIXCOATL: JUNGLE, TEPEYOLLOTL: MOUNTAINS, XIPE_TOTEC: FIELDS}
BLESSING_VP: Final = 2  # «Guadagni 2 PV per ogni territorio ... che controlli» (p. 10)
CARD_IN_HAND_VP: Final = 1  # 1 VP per prosperity card left in hand at the end (p. 8)
OFFERING_CAP: Final = 5  # the printed Offerings table stops at 5 cards = 25 VP (p. 10; spec Z12 option)


def power_type(power: int) -> TerrainType | None:
    """The bonus territory type of a power card; None for the wild card 4."""
    return POWER_TYPE.get(power)


def power_vp(power: int) -> int:
    """The VP a power card gives at the end if it was never used."""
    return POWER_VP[power]


def offering_bonus(count: int, cap: bool) -> int:
    """The Offering to the Gods bonus for ``count`` cards: count squared (p. 10 table 1/4/9/16/25),
    extrapolated past 5 (spec Z12) unless ``cap`` limits it to the printed 25."""
    if cap:
        count = min(count, OFFERING_CAP)
    return count * count


def full_deck() -> list[str]:
    """The 30 prosperity cards, sorted by kind."""
    return [kind for kind, n in DECK_COMPOSITION.items() for _ in range(n)]
