"""The board of Tigris & Euphrates as data: a 16 x 11 grid of squares.

Square ids are the board's algebraic names: a column letter ``A``..``P``
(x = 0..15, left to right) followed by the row number ``1``..``11``
(y = 0..10, top to bottom), as in ``shared/data/te_board_README.md``.
Inside the engine a square is an int ``y * width + x`` (fast to index);
:func:`square_id` and :meth:`Board.index` convert.

A :class:`Board` is read from the ``rows`` of a layout: ``.`` land, ``~``
river, ``T`` land with a starting temple and treasure, ``C`` the same with a
priority ("corner" / outside-the-river) treasure.  The two printed sides come
from the JSON files beside this module (facts cross-checked by the data's
README); tests may build small custom boards from rows of the same legend.

>>> STANDARD.width, STANDARD.height, len(STANDARD.treasure_squares)
(16, 11, 10)
>>> square_id(STANDARD, STANDARD.index("K1"))
'K1'
>>> [square_id(STANDARD, s) for s in STANDARD.priority_treasures]
['B2', 'P2', 'B8', 'O9']
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.core.errors import quote
from game.core.jsondata import package_data

Square = int  # y * width + x

LAND = "."  # legend of the layout rows (te_board_README.md)
RIVER = "~"
TEMPLE = "T"
PRIORITY_TEMPLE = "C"
_LEGEND = (LAND, RIVER, TEMPLE, PRIORITY_TEMPLE)
_COLUMNS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"

#: Treasure priority rule of each printed side: the standard side's framed
#: treasures are the four corner temples (IT L591-593); on the advanced side
#: the framed ones are those outside the river area (IT L649-652, spec A-25).
PRIORITY_RULE = {"standard": "corner", "advanced": "outside", "custom": "corner"}

#: Side names as the lobby and the log show them.
SIDE_NAMES = {
    "standard": {"en": "standard side", "it": "lato standard"},
    "advanced": {"en": "advanced side", "it": "lato avanzato"},
    "custom": {"en": "custom board", "it": "tabellone di prova"},
}


@dataclass(frozen=True)
class Board:
    """An immutable board layout.  ``river[s]`` says whether square ``s`` is a
    river square; ``neighbours[s]`` lists the edge-adjacent squares (IT
    L231-233: diagonals never count)."""

    side: str
    width: int
    height: int
    rows: tuple[str, ...]
    river: tuple[bool, ...]
    neighbours: tuple[tuple[Square, ...], ...]
    treasure_squares: tuple[Square, ...]
    priority_treasures: tuple[Square, ...]
    ids: tuple[str, ...]  # the algebraic id of every square, by int square
    # Tables built once per board (squares by id, the rules' choices); no part of equality.
    _cache: dict[str, Any] = field(default_factory=dict, init=False, compare=False, repr=False)

    @property
    def size(self) -> int:
        return self.width * self.height

    def index(self, square_id: str) -> Square:
        """The int square of an algebraic id; raises ValueError if off the board."""
        by_id: dict[str, Square] | None = self._cache.get("by_id")
        if by_id is None:
            by_id = self._cache["by_id"] = {sid: q for q, sid in enumerate(self.ids)}
        try:
            return by_id[square_id]  # every valid id is listed; anything else falls through to the reason
        except (KeyError, TypeError):
            pass
        if not isinstance(square_id, str) or len(square_id) < 2 or square_id[0] not in _COLUMNS:
            raise ValueError(f"{quote(square_id)} is not a square id")
        x = _COLUMNS.index(square_id[0])
        try:
            y = int(square_id[1:]) - 1
        except ValueError:
            raise ValueError(f"{quote(square_id)} is not a square id") from None
        if not (0 <= x < self.width and 0 <= y < self.height) or square_id[1:] != str(y + 1):
            raise ValueError(f"{quote(square_id)} is not a square of the {self.side} board")
        return y * self.width + x

    def xy(self, square: Square) -> tuple[int, int]:
        return square % self.width, square // self.width

    def at(self, x: int, y: int) -> Square:
        return y * self.width + x


def square_id(board: Board, square: Square) -> str:
    """The algebraic id (``"A1"``) of an int square."""
    return board.ids[square]


def board_from_rows(side: str, rows: tuple[str, ...] | list[str]) -> Board:
    """Build a board from layout rows; raises ValueError quoting a bad row."""
    rows = tuple(rows)
    if not rows or not all(isinstance(r, str) for r in rows):
        raise ValueError(f"board rows must be a non-empty list of strings, not {quote(rows)}")
    width, height = len(rows[0]), len(rows)
    if not 2 <= width <= len(_COLUMNS) or any(len(r) != width for r in rows):
        raise ValueError(f"board rows must all have the same length (2..26): {rows!r}")
    for r in rows:
        bad = set(r) - set(_LEGEND)
        if bad:
            raise ValueError(f"board row {r!r} holds unknown marks {sorted(bad)}")
    cells = "".join(rows)
    neighbours = []
    for s in range(width * height):
        x, y = s % width, s // width
        around = [(x, y - 1), (x - 1, y), (x + 1, y), (x, y + 1)]
        neighbours.append(tuple(b * width + a for a, b in around if 0 <= a < width and 0 <= b < height))
    return Board(
        side=side,
        width=width,
        height=height,
        rows=rows,
        river=tuple(c == RIVER for c in cells),
        neighbours=tuple(neighbours),
        treasure_squares=tuple(s for s, c in enumerate(cells) if c in (TEMPLE, PRIORITY_TEMPLE)),
        priority_treasures=tuple(s for s, c in enumerate(cells) if c == PRIORITY_TEMPLE),
        ids=tuple(f"{_COLUMNS[s % width]}{s // width + 1}" for s in range(width * height)),
    )


def _load(side: str) -> Board:
    data = package_data(__file__, f"te_board_{side}.json")
    board = board_from_rows(side, data["rows"])
    # The rows and the explicit lists of the data file must agree.
    assert sorted(board.at(x, y) for x, y in data["temples_with_treasure"]) == list(board.treasure_squares)
    assert sorted(board.at(x, y) for x, y in data["corner_treasures"]) == list(board.priority_treasures)
    assert sorted(board.at(x, y) for x, y in data["river"]) == [s for s in range(board.size) if board.river[s]]
    return board


#: The standard side: 41 river squares, 10 treasure temples, 4 corner treasures.
STANDARD = _load("standard")
#: The advanced side: 39 river squares, 14 treasure temples, 6 outside treasures.
ADVANCED = _load("advanced")
#: The printed sides by option value.
SIDES = {"standard": STANDARD, "advanced": ADVANCED}
