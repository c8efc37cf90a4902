"""The Vinci map: board data, generated topology and the SVG agree (spec section 10)."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections import Counter
from pathlib import Path

from game.core.graph import asymmetries, is_connected
from game.vinci import board, topology
from tools.maps import vinci as mapgen

ROOT = Path(__file__).resolve().parents[2]
SVG = ROOT / "assets" / "maps" / "vinci.svg"
NS = "{http://www.w3.org/2000/svg}"


def _group(root: ET.Element, gid: str) -> ET.Element:
    for g in root.iter(f"{NS}g"):
        if g.get("id") == gid:
            return g
    raise AssertionError(f"no <g id={gid!r}> in the SVG")


def test_every_region_has_exactly_one_shape_and_every_shape_a_region() -> None:
    """Map convention: one data-region shape per province and sea zone, and the reverse."""
    root = ET.parse(SVG).getroot()
    shapes = [el for el in _group(root, "regions") if el.get("data-region")]
    ids = Counter(el.get("data-region") for el in shapes)
    assert set(ids) == set(board.PROVINCE_IDS) | set(board.SEA_IDS)
    assert all(n == 1 for n in ids.values())
    width = float(root.get("viewBox", "0 0 0 0").split()[2])
    for el in shapes:
        x, y = float(el.get("data-x", "nan")), float(el.get("data-y", "nan"))
        assert 0 < x < width and 0 < y < width, el.get("data-region")


def test_every_region_is_labelled_once_with_its_italian_name() -> None:
    """Names sit in <g id="labels">, one per region."""
    root = ET.parse(SVG).getroot()
    labels = {el.get("data-label"): el.text for el in _group(root, "labels")}
    assert set(labels) == set(board.PROVINCE_IDS) | set(board.SEA_IDS)
    assert labels["scozia"] == "Scozia" and labels["nord_italia"] == "Nord Italia"


def test_mines_and_ports_are_drawn_where_the_data_puts_them() -> None:
    root = ET.parse(SVG).getroot()
    marks = list(_group(root, "markings"))
    mines = {el.get("data-mine") for el in marks if el.get("data-mine")}
    ports = {el.get("data-port") for el in marks if el.get("data-port")}
    assert mines == {p for p, v in board.PROVINCES.items() if v.mine}
    assert ports == {p for p, v in board.PROVINCES.items() if v.port}


def test_display_slots_and_score_track_are_on_the_board() -> None:
    """Display I..VI and a VP track round the edge (spec 10, other board elements)."""
    root = ET.parse(SVG).getroot()
    slots = [el.get("data-slot") for el in _group(root, "display") if el.get("data-slot")]
    assert slots == ["1", "2", "3", "4", "5", "6"]
    track = [int(el.get("data-track", "-1")) for el in _group(root, "track") if el.get("data-track")]
    assert track == list(range(100))


def test_map_has_the_designed_counts() -> None:
    """DECISIONS.md: 45 provinces, mountains, about 8 mines and 8 ports; the 33 wood tokens
    cover one neutral per non-mountain province [L118-125, L59-61]."""
    terrains = Counter(p.terrain for p in board.PROVINCES.values())
    assert len(board.PROVINCES) == 45
    assert set(terrains) == set(board.TERRAINS)
    assert sum(p.mine for p in board.PROVINCES.values()) == 8
    assert sum(p.port for p in board.PROVINCES.values()) == 8
    assert 45 - terrains[board.MOUNTAIN] <= board.WOOD_TOKENS


def test_adjacency_is_symmetric_and_never_reflexive() -> None:
    assert asymmetries(board.NEIGHBOURS) == []
    assert asymmetries(board.SEA_NEIGHBOURS) == []
    assert all(p not in ns for p, ns in board.NEIGHBOURS.items())


def test_all_provinces_form_one_connected_land_and_coast_graph() -> None:
    """Spec 10: every land province can be reached by ordinary adjacency."""
    assert is_connected(board.NEIGHBOURS, board.PROVINCE_IDS)


def test_all_sea_zones_connect_for_astronomy() -> None:
    assert is_connected(board.SEA_NEIGHBOURS, board.SEA_IDS)
    assert set(board.SEA_SHORES) == set(board.SEA_IDS)
    assert all(board.SEA_SHORES[s] for s in board.SEA_IDS)


def test_ports_are_coastal_and_coastlines_join_coastal_neighbours() -> None:
    """An anchor marks a sea province; a shared coastline joins two coastal provinces (REC-A27)."""
    assert all(p in board.COASTAL for p, v in board.PROVINCES.items() if v.port)
    for pair in board.COASTLINES:
        a, b = sorted(pair)
        assert a in board.COASTAL and b in board.COASTAL and b in board.NEIGHBOURS[a]


def test_ireland_and_scotland_are_adjacent() -> None:
    """TV-36: "condividono la stessa costa", Ireland is adjacent to Scotland [L255-258]."""
    assert "scozia" in board.NEIGHBOURS["irlanda"]
    assert ("irlanda", "scozia") in board.STRAITS


def test_scotland_and_ireland_are_entries_but_not_france_or_north_italy() -> None:
    """TV-36: "potrebbe cominciare dalla Scozia o dall'Irlanda, ma non dalla Francia o dal Nord Italia" [L320-321]."""
    assert {"scozia", "irlanda"} <= board.NORMAL_ENTRY
    assert "francia" not in board.NORMAL_ENTRY and "nord_italia" not in board.NORMAL_ENTRY


def test_entry_is_an_edge_province_or_one_sea_zone_from_the_edge() -> None:
    """REC-A6: exactly one dark-blue zone that itself touches the edge."""
    for p in board.PROVINCE_IDS:
        expected = p in board.EDGE_PROVINCES or bool(board.PROVINCE_SEAS[p] & board.EDGE_SEAS)
        assert (p in board.NORMAL_ENTRY) == expected, p
    assert board.NORMAL_ENTRY < board.ASTRONOMY_ENTRY  # REC-A7 reaches inner seas too
    assert "francia" in board.ASTRONOMY_ENTRY and "nord_italia" in board.ASTRONOMY_ENTRY


def test_sea_reach_links_provinces_across_connected_seas() -> None:
    """Astronomy: "distanti 1 o più zone marittime" [L647-654]; inland provinces reach nothing."""
    assert "irlanda" in board.SEA_REACH["cartagine"]
    assert board.SEA_REACH["boemia"] == frozenset()


def test_generated_topology_matches_the_drawing_grid() -> None:
    """Two provinces share a border exactly when hexagons of them touch in the drawing."""
    grid = mapgen.build_grid()
    assert set(grid.values()) == set(board.PROVINCE_IDS) | set(board.SEA_IDS)
    pairs = set()
    for cell, a in grid.items():
        for nb in mapgen.neighbours(cell):
            b = grid[nb]
            if a != b and a in board.PROVINCES and b in board.PROVINCES:
                pairs.add((min(a, b), max(a, b)))
    assert pairs == set(topology.LAND_BORDERS)


def test_each_province_is_one_piece_in_the_drawing() -> None:
    """A province's hexagons are connected, so its shape is one area."""
    grid = mapgen.build_grid()
    cells: dict[str, list[tuple[int, int]]] = {}
    for cell, r in grid.items():
        cells.setdefault(r, []).append(cell)
    adjacency = {c: frozenset(mapgen.neighbours(c)) for c in grid}
    for p in board.PROVINCE_IDS:
        assert is_connected(adjacency, cells[p]), p
