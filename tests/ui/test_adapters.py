"""Adapters: every available game renders at the table, and the T&E adapter draws what its view holds."""

from __future__ import annotations

import random
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from game import registry
from game.core.choice import Choice
from ui.games import ADAPTER_FUNCTIONS, adapter_for
from ui.games.tigris import fallback_map, pieces_svg, public_html
from ui.render import highlight_css, suggestion_css
from ui.session import SeatInfo, Session
from ui.table import Table

ROOT = Path(__file__).resolve().parents[2]
#: Choices played per game in the smoke test (design value: enough to leave the set-up phase).
SMOKE_CHOICES = 40


def _table(name: str, players: int, seed: int) -> Table:
    seats = [SeatInfo(f"P{i}", "blue") for i in range(players)]
    session = Session.new(name, seats, {}, seed)
    session.take_device()
    adapter = adapter_for(name)
    url = adapter.map_file(session.game.view(session.state, None))
    svg = (ROOT / url).read_text(encoding="utf-8") if url and (ROOT / url).exists() else None
    return Table(session, "en", svg or adapter.fallback_map(session.game.view(session.state, None)), adapter)


def test_every_adapter_function_has_a_generic_fallback() -> None:
    adapter = adapter_for("no-such-game")
    for fn in ADAPTER_FUNCTIONS:
        assert callable(getattr(adapter, fn))


@pytest.mark.parametrize("name", registry.available())
def test_every_available_game_renders_every_screen_while_played_by_the_table(name: str) -> None:
    spec = registry.load(name).SPEC
    table = _table(name, spec.min_players, 5)
    rng = random.Random(5)
    for _ in range(SMOKE_CHOICES):
        screen = table.screen()
        panels = table.panels()
        if screen == "end":
            assert "score-table" in table.end_html()
            break
        if screen == "handoff":
            assert panels["private"] == "" and panels["choices"] == ""
            table.session.take_device()
            continue
        seat = table.session.bot_to_move()
        assert seat is None
        legal = table.legal()
        assert legal, f"{name}: the seat in front has nothing to choose"
        moves = len(table.session.record.moves)
        table.choose(rng.randrange(len(legal)))
        assert len(table.session.record.moves) == moves + 1


def test_tigris_pieces_draw_every_tile_leader_and_treasure_of_the_view() -> None:
    table = _tigris_midgame()
    view = table.session.game.view(table.session.state, None)
    ctx = table.context()
    svg = pieces_svg(view, ctx)
    assert svg.count('class="te-tile"') == sum(1 for t in view["tiles"] if t["face_up"])
    assert svg.count('class="te-leader"') == len(view["leaders"])
    assert svg.count('class="te-treasure"') == len(view["treasures"])
    assert svg.count('class="te-kingdom"') == sum(1 for r in view["regions"] if r["kingdom"])


def test_tigris_public_panel_hides_points_unless_the_view_shows_them() -> None:
    table = _tigris_midgame()
    ctx = table.context()
    hidden = public_html(table.session.game.view(table.session.state, None), ctx)
    assert "points behind the screen" in hidden and "te-vp" not in hidden
    shown = public_html(table.session.game.view(table.session.state, 0), ctx)  # the seat's own points
    assert shown.count('class="te-vp"') == 1


def test_tigris_fallback_map_has_one_square_per_board_square_with_anchors() -> None:
    svg = fallback_map({"side": "standard"})
    assert svg is not None and svg.count("data-region=") == 16 * 11 and svg.count("data-x=") == 16 * 11


def _tigris_midgame() -> Table:
    table = _table("tigris", 2, 9)
    for _ in range(6):
        if table.screen() == "handoff":
            table.session.take_device()
        legal = table.legal()
        tiles = [i for i, c in enumerate(legal) if c.kind in ("leader", "tile")]
        table.choose(tiles[0] if tiles else 0)
    return table


# -- maps in the table's language, highlights ------------------------------------------------------


def _map_texts(path: Path) -> list[ET.Element]:
    return [el for el in ET.parse(path).getroot().iter() if el.tag.endswith("text")]


@pytest.mark.parametrize("path", sorted((ROOT / "assets" / "maps").glob("*.svg")), ids=lambda p: p.name)
def test_every_english_map_text_is_hidden_on_its_own_and_twins_an_italian_text(path: Path) -> None:
    """tools/maps/bilingual.py: an English text shows only when the page is English; its Italian twin
    (same place, or same ``data-label``) is marked so the page can hide it then."""
    texts = _map_texts(path)
    italian = {(el.get("x"), el.get("y")) for el in texts if el.get("lang") == "it"}
    italian_labels = {el.get("data-label") for el in texts if el.get("lang") == "it" and el.get("data-label")}
    for el in texts:
        if el.get("lang") == "en":
            assert el.get("display") == "none", el.text
            assert el.get("data-label") in italian_labels or (el.get("x"), el.get("y")) in italian, el.text
        else:
            assert el.get("lang") in (None, "it"), el.text


def test_the_table_stylesheet_swaps_the_map_texts_when_the_page_is_english() -> None:
    css = re.sub(r"/\*.*?\*/", "", (ROOT / "assets" / "css" / "table.css").read_text(encoding="utf-8"), flags=re.S)
    rules = {sel.strip(): body.strip() for sel, body in re.findall(r"([^{}]+)\{([^{}]*)\}", css)}
    assert rules.get('html[lang="en"] #board svg [lang="it"]') == "display: none;"
    assert rules.get('html[lang="en"] #board svg [lang="en"]') == "display: inline;"


def test_a_legal_region_gets_an_outline_and_a_light_tint_not_a_halo_or_an_opaque_fill() -> None:
    """Terrain stays readable under a highlight: no blur/glow filter, no fill change; only the
    region shapes (not names or pieces carrying the id) are outlined."""
    css = highlight_css([Choice("place", ("R1",), ("R1",)), Choice("place", ("R2",), ("R2",))])
    body = css.split("{", 1)[1].split("}", 1)[0]
    assert '#board #regions [data-region="R1"]' in css and '#board #regions [data-region="R2"]' in css
    assert "stroke:#ffd400" in body and "url(" not in body and "fill" not in body
    assert "brightness(" in body


def test_the_focused_or_suggested_region_reads_apart_from_the_legal_ones() -> None:
    legal = [Choice("place", ("R1",), ("R1",)), Choice("place", ("R2",), ("R2",))]
    focused = highlight_css(legal, focus="R2").rsplit("}", 2)[-2]
    suggested = suggestion_css(1, legal[1])
    legal_body = highlight_css(legal).split("{", 1)[1].split("}", 1)[0]
    for css in (focused, suggested):
        assert '[data-region="R2"]' in css and "stroke:#ff5a00" in css
        widths = re.findall(r"stroke-width:([\d.]+)", css)
        assert widths and float(widths[0]) > float(re.findall(r"stroke-width:([\d.]+)", legal_body)[0])


@pytest.mark.parametrize("name", [g for g in registry.available() if g != "tigris"])  # T&E squares are named by id
def test_the_progress_bar_names_a_focused_region_as_the_map_does(name: str) -> None:
    table = _table(name, registry.load(name).SPEC.min_players, 5)
    adapter = adapter_for(name)
    assert table.anchors, f"{name}: the map gave no regions"
    for region in table.anchors:
        for lang in ("en", "it"):
            assert adapter.region_name(region, lang).strip() not in ("", region), (name, region, lang)
    region = sorted(table.anchors)[0]
    table.focus = region  # what a tap on a region with several choices leaves
    progress = table.panels()["progress"]
    assert f"{adapter.region_name(region, 'en')}: choose what to do" in progress
    assert f"{region}:" not in progress
