"""The Europa map in the table's language: sea names, legend and track read in Italian or English."""

from __future__ import annotations

import xml.etree.ElementTree as ET

from game.europa import board as B
from tools.maps import europa as M


def _texts(lang: str) -> set[str]:
    root = ET.fromstring(M.render())
    return {el.text or "" for el in root.iter() if el.tag.endswith("text") and el.get("lang") == lang}


def test_every_sea_name_is_drawn_in_italian_and_in_english() -> None:
    it, en = _texts("it"), _texts("en")
    for name_it, name_en, _, _ in M.SEA_NAMES:
        assert name_it in it and name_en in en


def test_the_legend_and_the_track_title_have_english_twins() -> None:
    en = _texts("en")
    assert {g.name_en for g in B.GROUPS if g.name_en != g.name_it} <= en
    assert {"Reinforcements", "sea link"} <= en
    assert "Rinforzi" in _texts("it")


def test_every_anchor_lies_inside_its_own_territory() -> None:
    """The anchors moved apart for legible names (``ANCHORS``) still stand in their territory."""
    _, _, label, _ = M.label_grid()
    for tid in B.TERRITORY_IDS:
        lon, lat = M.ANCHORS.get(tid, M.SEEDS[tid][0])
        cell = label[int((M.LAT1 - lat) / M.STEP)][int((lon - M.LON0) / M.STEP)]
        assert cell >= 0 and B.TERRITORY_IDS[cell] == tid, tid
