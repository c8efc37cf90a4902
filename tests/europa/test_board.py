"""The Europa map: the data in game/europa/board.py and the generated SVG agree, and the
map meets every constraint the rulebook puts on it (spec §1.3, §1.4; DECISIONS.md)."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

from game.core.graph import asymmetries, is_connected
from game.europa import board as B
from tools.maps import europa as M

SVG_PATH = Path(__file__).resolve().parents[2] / "assets" / "maps" / "europa.svg"
NS = {"s": "http://www.w3.org/2000/svg"}


def _svg() -> ET.Element:
    return ET.parse(SVG_PATH).getroot()


def test_44_territories_in_six_empires_and_three_blocks() -> None:
    """Rulebook CONTENUTO: British 5, French 6, Ottoman 6, German 5, Russian 6,
    Austro-Hungarian 5; 11 independents in three blocks."""
    sizes = {g: len(B.MEMBERS[g]) for g in B.MEMBERS}
    assert sizes == {"british": 5, "french": 6, "ottoman": 6, "german": 5, "russian": 6, "austrian": 5,
                     "scandinavia": 4, "iberia": 3, "italy": 4}  # fmt: skip
    assert len(B.TERRITORIES) == 44 == len(set(B.TERRITORY_IDS))


def test_rulebook_names_are_on_the_map() -> None:
    """The rulebook names the British territories and the independents (it and en)."""
    it = {t.name_it for t in B.TERRITORIES}
    assert {"Yorkshire", "Irlanda", "Galles", "Londra", "Scozia"} <= it
    assert {"Norvegia", "Svezia", "Finlandia", "Danimarca", "Madrid", "Barcellona", "Portogallo"} <= it
    assert {"Svizzera", "Venezia", "Roma", "Napoli"} <= it
    assert all(t.name_it and t.name_en for t in B.TERRITORIES)


def test_adjacency_is_symmetric_and_connected() -> None:
    assert asymmetries(B.ADJACENT) == []
    assert is_connected(B.ADJACENT, B.TERRITORY_IDS)
    assert all(t not in B.ADJACENT[t] for t in B.TERRITORY_IDS)


def test_britain_is_an_island_group_joined_by_dotted_lines() -> None:
    """§1.4: Ireland joined to Great Britain, Britain to the continent, by dotted lines only."""
    british = set(B.EMPIRE_TERRITORIES["british"])
    for a, b in B.LAND_BORDERS:
        assert (a in british) == (b in british)
    assert "ireland" in {b for a, b in B.SEA_LINKS if a in british} | {a for a, b in B.SEA_LINKS if b in british}
    assert any((a in british) != (b in british) for a, b in B.SEA_LINKS)
    assert not ({"london", "wales", "scotland", "yorkshire"} & {a for a, b in B.LAND_BORDERS if b == "ireland"})


def test_coasts_switzerland_landlocked_and_black_sea_enclosed() -> None:
    """§1.4: Switzerland landlocked; the Black Sea is the only enclosed water, with a shore
    on Russian and Ottoman land; both waters reach their own shores only."""
    assert B.TERRITORY["switzerland"].coasts == frozenset()
    black = {t.id for t in B.TERRITORIES if B.BLACK_SEA in t.coasts}
    assert {"constantinople", "anatolia", "crimea"} <= black
    assert {B.GROUP_OF[B.INDEX[t]] for t in black} <= {"russian", "ottoman", "austrian"}
    assert B.share_water(B.INDEX["crimea"], B.INDEX["anatolia"])
    assert not B.share_water(B.INDEX["crimea"], B.INDEX["london"])
    assert B.share_water(B.INDEX["anatolia"], B.INDEX["london"])  # Anatolia faces both


def test_every_empire_is_connected_on_its_own() -> None:
    """Design: each empire is one piece (islands joined by dotted lines), as a player expects."""
    for e in B.EMPIRES:
        assert is_connected(B.ADJACENT, B.EMPIRE_TERRITORIES[e]), e


def test_one_shape_per_region_and_the_reverse() -> None:
    """Map conventions: every territory has exactly one shape in <g id="regions"> with its
    data-region id and anchor coordinates inside the viewBox; nothing else carries one."""
    root = _svg()
    regions = root.find("s:g[@id='regions']", NS)
    assert regions is not None
    ids = [el.get("data-region") for el in regions]
    assert sorted(ids) == sorted(B.TERRITORY_IDS)
    everywhere = [el.get("data-region") for el in root.iter() if el.get("data-region")]
    assert len(everywhere) == 44
    _, _, w, h = (float(v) for v in root.get("viewBox", "").split())
    for el in regions:
        x, y = float(el.get("data-x", "-1")), float(el.get("data-y", "-1"))
        assert 0 <= x <= w and 0 <= y <= h
        assert el.get("data-group") == B.TERRITORY[el.get("data-region", "")].group
    labels = root.find("s:g[@id='labels']", NS)
    assert labels is not None
    assert sorted(el.get("data-label") for el in labels if el.get("data-label")) == sorted(B.TERRITORY_IDS)


def test_dotted_lines_and_the_track_are_drawn() -> None:
    """Every sea link of the data is a dashed line; the track shows 3..14 (A-4)."""
    root = _svg()
    links = {el.get("data-link") for el in root.iter() if el.get("data-link")}
    assert links == {f"{a} {b}" for a, b in B.SEA_LINKS}
    slots = [el.get("data-slot") for el in root.iter() if el.get("data-slot")]
    assert slots == [str(n) for n in range(3, 15)]


def test_land_borders_are_the_borders_of_the_map() -> None:
    """The borders in board.py are exactly those where the map's shapes touch."""
    data = {tuple(sorted(p)) for p in B.LAND_BORDERS}
    assert len(data) == len(B.LAND_BORDERS)
    assert data == M.land_borders()


def test_labels_are_legible_at_tablet_size() -> None:
    """Names at least 13 viewBox units on a map about 1000 wide (tablet: about 1:1)."""
    text = SVG_PATH.read_text(encoding="utf-8")
    labels = re.search(r'<g id="labels"[^>]*font-size="(\d+)"', text)
    assert labels is not None and int(labels.group(1)) >= 13


def test_coasts_are_the_waters_the_map_touches() -> None:
    """The flagship's coasts in board.py are the seas each shape touches on the map
    (the Black Sea apart from the open sea)."""
    drawn = M.coasts()
    assert {t: set(B.TERRITORY[t].coasts) for t in B.TERRITORY_IDS} == drawn
