"""The Europa map in the table's language: sea names, legend and track read in Italian or English."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections import Counter

from game.europa import board as B
from tools.maps import europa as M
from tools.maps import natural_earth
from tools.maps.layout import inside


def _texts(svg: str, lang: str) -> set[str]:
    root = ET.fromstring(svg)
    return {el.text or "" for el in root.iter() if el.tag.endswith("text") and el.get("lang") == lang}


def test_every_sea_name_is_drawn_in_italian_and_in_english() -> None:
    svg = M.render()
    it, en = _texts(svg, "it"), _texts(svg, "en")
    for name_it, name_en, _, _ in M.SEA_NAMES:
        assert name_it in it and name_en in en


def test_the_legend_and_the_track_title_have_english_twins() -> None:
    svg = M.render()
    en = _texts(svg, "en")
    assert {g.name_en for g in B.GROUPS if g.name_en != g.name_it} <= en
    assert {"Reinforcements", "sea link"} <= en
    assert "Rinforzi" in _texts(svg, "it")


def test_every_anchor_lies_inside_its_own_territory() -> None:
    """The anchors moved apart for legible names (``ANCHORS``) still stand in their territory."""
    _, _, label, _ = M.label_grid()
    for tid in B.TERRITORY_IDS:
        lon, lat = M.ANCHORS.get(tid, M.SEEDS[tid][0])
        cell = label[int((M.LAT1 - lat) / M.STEP)][int((lon - M.LON0) / M.STEP)]
        assert cell >= 0 and B.TERRITORY_IDS[cell] == tid, tid


def test_each_drawn_territory_covers_its_cells_and_holds_its_anchor() -> None:
    """A territory is drawn from its cells with Natural Earth's coast (tools/maps/europa.py): its outline
    covers about the area of its cells (a coast walked the wrong way round would add a continent) and
    its anchor, where the table puts its armies, lies inside it."""
    cols, rows, label, _ = M.label_grid()
    cells = Counter(label[r][c] for r in range(rows) for c in range(cols) if label[r][c] >= 0)
    for i, loops in M.territory_outlines().items():
        drawn = sum(abs(natural_earth.area(loop)) for loop in loops)
        assert 0.9 < drawn / (cells[i] * M.STEP**2) < 1.1, B.TERRITORY_IDS[i]
        anchor = M.ANCHORS.get(B.TERRITORY_IDS[i], M.SEEDS[B.TERRITORY_IDS[i]][0])
        assert sum(inside(anchor, loop) for loop in loops) % 2 == 1, B.TERRITORY_IDS[i]
