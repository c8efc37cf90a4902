"""The Aztlán map in the table's language: the legend and the turn track read in Italian or English."""

from __future__ import annotations

import xml.etree.ElementTree as ET

from game.aztlan.board import LAKES, TYPE_NAMES, TYPES
from tools.maps import aztlan as mapgen
from tools.maps.layout import circle_meets_box, grow, text_box
from ui import render
from ui.games.aztlan import CLASH_RX, CLASH_RY, PIECE_DROP, RING_RADIUS
from ui.table import _ring_radius


def _texts(lang: str) -> set[str]:
    root = ET.fromstring(mapgen.render().split("\n", 1)[1])
    return {el.text or "" for el in root.iter() if el.tag.endswith("text") and el.get("lang") == lang}


def test_the_legend_names_each_territory_type_in_each_language() -> None:
    it, en = _texts("it"), _texts("en")
    for kind in TYPES:
        assert TYPE_NAMES["it"][kind].capitalize() in it
        assert TYPE_NAMES["en"][kind].capitalize() in en


def test_the_turn_track_title_reads_turn_in_english() -> None:
    assert "TURNO" in _texts("it") and "TURN" in _texts("en")


def test_no_ring_the_table_draws_covers_a_name() -> None:
    """Target rings (RING_RADIUS, or the table's own ring) round every anchor, and clash ovals round
    the pieces (PIECE_DROP below the anchor) stay clear of every territory's and lake's name.
    An oval is checked as a circle of radius CLASH_RX after squeezing y by CLASH_RX / CLASH_RY
    (an axis scaling keeps a label's box a box)."""
    svg = mapgen.render().split("\n", 1)[1]
    anchors = render.anchors(svg)
    rings = [(x, y, max(RING_RADIUS, _ring_radius(anchors))) for x, y in anchors.values()]
    ovals = [(x, y + PIECE_DROP) for r, (x, y) in anchors.items() if r not in LAKES]  # round the pieces
    labels = next(el for el in ET.fromstring(svg).iter() if el.get("id") == "labels")
    names = [el for el in labels if el.tag.endswith("text")]
    assert len(names) == len(anchors)
    for el in names:
        box = grow(
            text_box(float(el.get("x", 0)), float(el.get("y", 0)), el.text or "", float(el.get("font-size", 0))), 1.75
        )
        for cx, cy, r in rings:
            assert not circle_meets_box(cx, cy, r, box), el.text
        k = CLASH_RX / CLASH_RY
        for cx, cy in ovals:
            x0, y0, x1, y1 = box
            assert not circle_meets_box(cx, cy, CLASH_RX, (x0, cy + (y0 - cy) * k, x1, cy + (y1 - cy) * k)), el.text
