"""The board data and the generated maps agree (ARCHITECTURE.md "Boards"):
one shape per square and the reverse, shapes touching exactly where the
data says squares are adjacent, rivers drawn as water, the committed SVGs
equal to the generator's output, the layout facts of shared/data."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from game.tigris.board import ADVANCED, STANDARD, Board
from tools.maps import tigris as maps

SVG = "{http://www.w3.org/2000/svg}"
ROOT = Path(__file__).resolve().parents[2]
SIDES = {"tigris-standard.svg": STANDARD, "tigris-advanced.svg": ADVANCED, "tigris.svg": STANDARD}


def _shapes(name: str) -> dict[str, ET.Element]:
    tree = ET.parse(ROOT / "assets" / "maps" / name)
    groups = {g.get("id"): g for g in tree.getroot().iter(f"{SVG}g")}
    assert "regions" in groups and "labels" in groups
    shapes = [e for e in groups["regions"].iter() if e.get("data-region")]
    ids = [e.get("data-region") for e in shapes]
    assert len(ids) == len(set(ids)), "a square has two shapes"
    return {str(e.get("data-region")): e for e in shapes}


@pytest.mark.parametrize("name", sorted(SIDES))
def test_one_shape_per_square_and_the_reverse(name: str) -> None:
    board = SIDES[name]
    assert set(_shapes(name)) == set(board.ids)


@pytest.mark.parametrize("name", sorted(SIDES))
def test_anchors_sit_inside_their_squares(name: str) -> None:
    for shape in _shapes(name).values():
        x, y, w, h = (float(shape.get(k, "nan")) for k in ("x", "y", "width", "height"))
        ax, ay = float(shape.get("data-x", "nan")), float(shape.get("data-y", "nan"))
        assert x < ax < x + w and y < ay < y + h


@pytest.mark.parametrize("name", sorted(SIDES))
def test_shapes_touch_exactly_where_squares_are_adjacent(name: str) -> None:
    board = SIDES[name]
    boxes = {}
    for sid, shape in _shapes(name).items():
        boxes[sid] = tuple(float(shape.get(k, "nan")) for k in ("x", "y", "width", "height"))

    def share_edge(a: tuple[float, ...], b: tuple[float, ...]) -> bool:
        ax, ay, aw, ah = a
        bx, by, bw, bh = b
        vertical = (ax + aw == bx or bx + bw == ax) and min(ay + ah, by + bh) - max(ay, by) > 0
        horizontal = (ay + ah == by or by + bh == ay) and min(ax + aw, bx + bw) - max(ax, bx) > 0
        return vertical or horizontal

    for q in range(board.size):
        drawn = {
            board.ids[r] for r in range(board.size) if r != q and share_edge(boxes[board.ids[q]], boxes[board.ids[r]])
        }
        assert drawn == {board.ids[n] for n in board.neighbours[q]}


@pytest.mark.parametrize("board", [STANDARD, ADVANCED], ids=["standard", "advanced"])
def test_adjacency_symmetric_and_board_connected(board: Board) -> None:
    for q in range(board.size):
        for n in board.neighbours[q]:
            assert q in board.neighbours[n]
    seen, todo = {0}, [0]
    while todo:
        for n in board.neighbours[todo.pop()]:
            if n not in seen:
                seen.add(n)
                todo.append(n)
    assert len(seen) == board.size


@pytest.mark.parametrize("name", sorted(SIDES))
def test_rivers_drawn_as_water_and_land_as_sand(name: str) -> None:
    board = SIDES[name]
    for sid, shape in _shapes(name).items():
        river = board.river[board.index(sid)]
        assert shape.get("fill") in ((maps.RIVER, maps.RIVER_ALT) if river else (maps.LAND, maps.LAND_ALT))


def test_layout_facts_of_the_data_files() -> None:
    """te_board_README.md: standard 41 river / 10 temples / 4 corners;
    advanced 39 / 14 / 6; every treasure square is land."""
    for board, facts in ((STANDARD, (41, 10, 4)), (ADVANCED, (39, 14, 6))):
        assert (sum(board.river), len(board.treasure_squares), len(board.priority_treasures)) == facts
        assert not any(board.river[q] for q in board.treasure_squares)
        assert (board.width, board.height) == (16, 11)


def test_square_ids_round_trip_and_bad_ids_refused() -> None:
    assert [STANDARD.index(s) for s in STANDARD.ids] == list(range(STANDARD.size))
    for bad in ("Q1", "A0", "A12", "a1", "A01", "", "11"):
        with pytest.raises(ValueError):
            STANDARD.index(bad)
