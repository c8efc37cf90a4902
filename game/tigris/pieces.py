"""The pieces of Tigris & Euphrates and every rule number, as named constants.

Colours are written with one letter inside the engine (``COLOURS``) and by
name in choices, events and views (``COLOUR_NAMES``).  A colour index
``0..3`` orders per-colour counters (hands, VP, out-of-game counts).
"""

from __future__ import annotations

BLACK, RED, BLUE, GREEN = "k", "r", "b", "g"
#: Colour letters in counter order: settlements/king, temples/priest,
#: farms/farmer, markets/trader (spec "Colours and their pieces").
COLOURS: tuple[str, ...] = (BLACK, RED, BLUE, GREEN)
COLOUR_NAMES: dict[str, str] = {BLACK: "black", RED: "red", BLUE: "blue", GREEN: "green"}
COLOUR_BY_NAME: dict[str, str] = {v: k for k, v in COLOUR_NAMES.items()}
CI: dict[str, int] = {c: i for i, c in enumerate(COLOURS)}  # colour letter -> counter index

#: Civilisation tiles in the box per colour (IT L46-50): 30 black, 57 red, 36 blue, 30 green.
TILES_IN_BOX: dict[str, int] = {BLACK: 30, RED: 57, BLUE: 36, GREEN: 30}
HAND_SIZE = 6  # tiles behind each screen (IT L156-157, L348)
CATASTROPHES_PER_PLAYER = 2  # IT L152-153
ACTIONS_PER_TURN = 2  # «fino a due» azioni (IT L196)
MAX_SWAP = HAND_SIZE  # «Sostituire fino a 6 tessere» (IT L204); A-29: 1..hand size
MIN_PLAYERS, MAX_PLAYERS = 2, 4  # four dynasties and screens in the box (spec 1.4)
GAME_END_TREASURES = (1, 2)  # the game ends when 1 or 2 treasures remain at end of turn (IT L603-605)
TILE_VP = 1  # VP for a placed tile (IT L283-288)
BUILDING_TILE_VP = 2  # with the civilisation building of the tile's colour in the kingdom (IT L671-673)
REVOLT_VP = 1  # «uno (e soltanto uno) punto vittoria rosso» (IT L391, L405-406)
LINE_FOR_BUILDING = 3  # unbroken straight line of 3 or more tiles (IT L663-666)
MONUMENT_BLOCK = 2  # a monument needs a 2 x 2 block (IT L540-541)

#: The four dynasties, one per seat in seat order (IT L68-83).  Players are
#: identified by their symbol, not by colours (IT L154-155).
DYNASTIES: tuple[str, ...] = ("archer", "bull", "pot", "lion")
DYNASTY_NAMES: dict[str, dict[str, str]] = {
    "archer": {"en": "Archer", "it": "Arciere"},
    "bull": {"en": "Bull", "it": "Toro"},
    "pot": {"en": "Pot", "it": "Vaso"},
    "lion": {"en": "Lion", "it": "Leone"},
}

#: The six monuments as (id, colours) (IT L131-135): every pair of colours once.
MONUMENTS: tuple[tuple[str, tuple[str, str]], ...] = (
    ("red-black", (RED, BLACK)),
    ("red-green", (RED, GREEN)),
    ("blue-black", (BLUE, BLACK)),
    ("blue-red", (BLUE, RED)),
    ("green-black", (GREEN, BLACK)),
    ("green-blue", (GREEN, BLUE)),
)
MONUMENT_COLOURS: dict[str, tuple[str, str]] = dict(MONUMENTS)

# Cell codes of the board contents (engine-internal; view() uses names).
EMPTY = ""  # «casella vuota»
CATASTROPHE = "x"  # a catastrophe tile: blocks the square for ever, never connects
ZIGGURAT = "z"  # a ziggurat tile: connects, has no colour (IT L689-691)
# A face-up tile is its colour letter; a flipped tile (under a monument) is the
# upper-case letter; a leader is the owner's seat digit followed by its colour.


def leader_code(seat: int, colour: str) -> str:
    """The cell code of seat's leader of a colour, e.g. ``"2r"``."""
    return f"{seat}{colour}"


def is_leader(code: str) -> bool:
    return len(code) == 2


def is_face_up(code: str) -> bool:
    """A face-up civilisation tile (it has a colour for every rule)."""
    return len(code) == 1 and code in CI


def is_flipped(code: str) -> bool:
    return len(code) == 1 and code.isupper()


#: The cell codes that join no region: empty squares and catastrophes.  Tiles
#: (face up or flipped), leaders and ziggurat tiles join regions (IT L336, L552-554).
NON_CONNECTORS = frozenset((EMPTY, CATASTROPHE))
