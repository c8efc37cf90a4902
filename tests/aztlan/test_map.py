"""The Aztlán map in the table's language: the legend and the turn track read in Italian or English."""

from __future__ import annotations

import xml.etree.ElementTree as ET

from game.aztlan.board import TYPE_NAMES, TYPES
from tools.maps import aztlan as mapgen


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
