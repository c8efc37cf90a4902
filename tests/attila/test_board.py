"""The map: board data (game.attila.board) and the SVG (assets/maps/attila.svg) agree.

Rulebook §1 (six starting provinces with a red border), §8 (water arrows are borders; Sardinia and Corsica
unplayable; Greece one province); DECISIONS.md (25 playable provinces, the Rhine-Danube frontier).
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

from game.attila import board
from game.core.graph import asymmetries, is_connected, reachable
from tools.maps import attila as drawing
from tools.maps.layout import inside

NS = {"svg": "http://www.w3.org/2000/svg"}


def svg_root():
    return ET.fromstring(drawing.SVG_PATH.read_text(encoding="utf-8").encode("utf-8"))


def group(root, gid):
    return next(g for g in root.iter("{http://www.w3.org/2000/svg}g") if g.get("id") == gid)


def polygon(d: str) -> list[tuple[float, float]]:
    return [(float(x), float(y)) for x, y in re.findall(r"(-?[\d.]+),(-?[\d.]+)", d)]


def test_one_shape_per_province_and_no_other_shape():
    shapes = [e for e in group(svg_root(), "regions") if e.get("data-region")]
    ids = [e.get("data-region") for e in shapes]
    assert sorted(ids) == sorted(p.id for p in board.PROVINCES)
    assert len(ids) == len(set(ids))


def test_every_province_has_one_label_with_its_latin_name():
    labels = {e.get("data-region"): "".join(e.itertext()) for e in group(svg_root(), "labels")}
    assert labels == {p.id: p.latin.replace(" ", "") for p in board.PROVINCES}


def test_token_anchors_lie_inside_their_province():
    """data-x / data-y is where the table stacks the tribe tokens."""
    for shape in group(svg_root(), "regions"):
        pid = shape.get("data-region")
        prov = board.BY_ID[pid]
        anchor = (float(shape.get("data-x")), float(shape.get("data-y")))
        assert inside(anchor, polygon(shape.get("d"))), pid
        assert ("unplayable" in shape.get("class")) == (not prov.playable)
        assert ("start" in shape.get("class")) == prov.start


def test_land_borders_of_the_data_are_those_of_the_drawing():
    """Each shared border chain of the drawing is a land border of the data, and the reverse."""
    assert drawing.land_borders() == {frozenset(pair) for pair in board.LAND_BORDERS}


def test_starting_provinces_are_the_six_on_the_red_frontier():
    """Rulebook §1: 6 starting provinces with a red border; DECISIONS.md: the Rhine-Danube frontier."""
    assert drawing.frontier_provinces() == set(board.STARTING)
    assert len(board.STARTING) == 6 and all(board.BY_ID[p].playable for p in board.STARTING)


def test_one_water_arrow_drawn_per_sea_link():
    """Rulebook §8 «Frecce»: provinces joined by water arrows are adjacent."""
    drawn = {(e.get("data-from"), e.get("data-to")) for e in group(svg_root(), "arrows")}
    assert drawn == set(board.WATER_ARROWS)
    assert not {frozenset(p) for p in board.WATER_ARROWS} & {frozenset(p) for p in board.LAND_BORDERS}


def test_adjacency_is_symmetric_without_self_loops():
    assert asymmetries(board.ADJACENT) == []
    assert all(p not in board.ADJACENT[p] for p in board.ADJACENT)


def test_every_province_is_reachable_from_the_starting_provinces():
    """Spec §5: a province no tribe can reach could never receive a token."""
    assert is_connected(board.ADJACENT, board.PLAYABLE)
    start = sorted(board.STARTING)[0]
    assert reachable(board.ADJACENT, start) == set(board.PLAYABLE)


def test_sardinia_and_corsica_are_drawn_but_in_no_border():
    """Rulebook §8 and spec A23: unplayable and outside the placement graph."""
    for pid in ("sardinia", "corsica"):
        assert not board.BY_ID[pid].playable
        assert pid not in board.ADJACENT and all(pid not in n for n in board.ADJACENT.values())


def test_greece_is_a_single_province_with_the_peloponnese():
    """Rulebook §8 «La Grecia è una singola provincia: (terraferma e Peloponneso)»."""
    greek = [p for p in board.PROVINCES if "Grec" in p.it]
    assert [p.id for p in greek] == ["achaea"]
    assert len(board.PLAYABLE) == 25


def test_four_century_boxes_are_drawn_for_the_peace_tiles():
    """Rulebook §Preparazione: the 4th, 5th, 6th and 7th century boxes hold the peace tiles."""
    boxes = [e.get("data-century") for e in group(svg_root(), "centuries") if e.get("data-century")]
    assert boxes == ["4", "5", "6", "7"]
