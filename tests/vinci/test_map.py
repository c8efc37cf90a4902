"""The Vinci map in the table's language: every province and sea zone has its English name too."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from game.vinci import board
from tools.maps import vinci as mapgen
from tools.maps.layout import boxes_meet, circle_meets_box
from ui import render
from ui.games.vinci import TOKEN_R
from ui.table import _ring_radius


@pytest.fixture(scope="module")
def svg() -> str:
    """The map as the generator writes it (written once: it takes seconds)."""
    return mapgen.build()[0]


def _group(root: ET.Element, gid: str) -> ET.Element:
    found = [el for el in root.iter() if el.get("id") == gid]
    assert len(found) == 1, gid
    return found[0]


def test_every_name_that_differs_in_english_has_an_english_twin_in_labels_en(svg: str) -> None:
    root = ET.fromstring(svg)
    english = {el.get("data-label"): el.text for el in _group(root, "labels-en")}
    italian = {el.get("data-label"): el for el in _group(root, "labels")}
    for region in (*board.PROVINCE_IDS, *board.SEA_IDS):
        it, en = board.name(region, "it"), board.name(region, "en")
        if it == en:
            assert region not in english and italian[region].get("lang") is None
        else:
            assert english[region] == en and italian[region].get("lang") == "it"
    assert english["scozia"] == "Scotland"


def test_the_display_costs_read_vp_in_english(svg: str) -> None:
    root = ET.fromstring(svg)
    en = {el.text for el in root.iter() if el.tag.endswith("text") and el.get("lang") == "en"}
    assert {"0 VP", "−10 VP"} <= en


def test_no_ring_round_an_anchor_covers_a_name_in_either_language(svg: str) -> None:
    """The table rings a token a tap acts on (ui/games/vinci.py) and every targeted region (ui/table.py):
    neither ring, round any anchor, may cover a province's or a sea zone's name."""
    anchors = render.anchors(svg)
    reach = max(TOKEN_R + 4, _ring_radius(anchors))
    assert mapgen.RING_CLEAR >= reach
    names = [el for gid in ("labels", "labels-en") for el in _group(ET.fromstring(svg), gid)]
    assert len(names) > len(anchors)
    for el in names:
        lang = el.get("lang") or "it"
        box = mapgen.label_box(el.get("data-label", ""), lang, float(el.get("x", 0)), float(el.get("y", 0)))
        for region, (cx, cy) in anchors.items():
            assert not circle_meets_box(cx, cy, reach, box), (region, el.text)


def test_no_two_names_overlap_in_either_language(svg: str) -> None:
    """Issue 16.7 ("ProvNorth Italy"): in English the English names stand with the Italian names that
    have no English twin, in Italian the Italian names alone."""
    root = ET.fromstring(svg)
    italian = {el.get("data-label", ""): el for el in _group(root, "labels")}
    english = {el.get("data-label", ""): el for el in _group(root, "labels-en")}
    for lang, names in (("it", italian), ("en", {**italian, **english})):
        boxes = [
            (region, mapgen.label_box(region, lang, float(el.get("x", 0)), float(el.get("y", 0))))
            for region, el in names.items()
        ]
        for i, (a, box) in enumerate(boxes):
            for b, other in boxes[i + 1 :]:
                assert not boxes_meet(box, other), (lang, a, b)


def test_a_terrain_legend_names_every_terrain_in_both_languages_clear_of_names_and_rings(svg: str) -> None:
    legend = _group(ET.fromstring(svg), "legend")
    swatches = {el.get("data-terrain"): el.get("fill") for el in legend if el.get("data-terrain")}
    assert swatches == {t: mapgen.TERRAIN_FILL[t] for t in board.TERRAINS}
    words = {(el.get("lang") or "both", el.text) for el in legend if el.tag.endswith("text")}
    assert {("it", "Pascoli"), ("en", "Pasture"), ("it", "Miniera"), ("en", "Port")} <= words
    box = mapgen.legend_box()
    anchors = render.anchors(svg)
    for region, (cx, cy) in anchors.items():
        assert not circle_meets_box(cx, cy, max(mapgen.RING_CLEAR, _ring_radius(anchors)), box), region
    for gid in ("labels", "labels-en"):
        for el in _group(ET.fromstring(svg), gid):
            lang = el.get("lang") or "it"
            name = mapgen.label_box(el.get("data-label", ""), lang, float(el.get("x", 0)), float(el.get("y", 0)))
            assert not boxes_meet(box, name), el.text
