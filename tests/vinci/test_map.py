"""The Vinci map in the table's language: every province and sea zone has its English name too."""

from __future__ import annotations

import xml.etree.ElementTree as ET

from game.vinci import board
from tools.maps import vinci as mapgen


def _group(root: ET.Element, gid: str) -> ET.Element:
    found = [el for el in root.iter() if el.get("id") == gid]
    assert len(found) == 1, gid
    return found[0]


def test_every_name_that_differs_in_english_has_an_english_twin_in_labels_en() -> None:
    root = ET.fromstring(mapgen.build()[0])
    english = {el.get("data-label"): el.text for el in _group(root, "labels-en")}
    italian = {el.get("data-label"): el for el in _group(root, "labels")}
    for region in (*board.PROVINCE_IDS, *board.SEA_IDS):
        it, en = board.name(region, "it"), board.name(region, "en")
        if it == en:
            assert region not in english and italian[region].get("lang") is None
        else:
            assert english[region] == en and italian[region].get("lang") == "it"
    assert english["scozia"] == "Scotland"


def test_the_display_costs_read_vp_in_english() -> None:
    root = ET.fromstring(mapgen.build()[0])
    en = {el.text for el in root.iter() if el.tag.endswith("text") and el.get("lang") == "en"}
    assert {"0 VP", "−10 VP"} <= en
