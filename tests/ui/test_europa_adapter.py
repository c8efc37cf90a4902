"""The Europa adapter: every legal choice is reachable by taps, the board shows the view, the
private area shows only the seat in front's secrets."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from game.europa import board
from game.europa.state import TRACK_SLOTS
from tests.ui.helpers import adapter_table, reachable_by_taps, ringed_on_map
from tools.maps.layout import circle_meets_box
from ui import render
from ui.games.europa import (
    COUNT_SIZE,
    COUNT_SIZE_WIDE,
    LABEL_EM,
    LABEL_GAP,
    LABEL_SIZE,
    TOKEN_R,
    label_positions,
    pieces_svg,
    private_html,
    public_html,
    track_slot_xy,
)
from ui.table import Table, _ring_radius

ROOT = Path(__file__).resolve().parents[2]
MAP = (ROOT / "assets" / "maps" / "europa.svg").read_text(encoding="utf-8")
#: Positions checked per game (design value: the setup, then several turns with battles).
MAX_STEPS = 300
#: Height of the board on a 1280x800 tablet in landscape, under the table bar and the zoom bar (px).
LANDSCAPE_BOARD_PX = 690


def _table(players: int, seed: int, options: dict[str, object] | None = None) -> Table:
    return adapter_table("europa", MAP, players, seed, options)


def _advance(table: Table, rng: random.Random) -> None:
    """Play one random choice for whoever holds the device (taking it when a hand-off is due)."""
    if table.screen() == "handoff":
        table.session.take_device()
    legal = table.legal()
    table.choose(rng.randrange(len(legal)))


def _drive_to(table: Table, rng: random.Random, kind: str) -> None:
    for _ in range(5000):
        if table.screen() == "handoff":
            table.session.take_device()
        if any(c.kind == kind for c in table.legal()):
            return
        _advance(table, rng)
    pytest.fail(f"no {kind} choice came")


@pytest.mark.parametrize(("players", "seed"), [(3, 7), (4, 2)])
def test_every_legal_choice_is_reachable_by_taps_in_every_phase(players: int, seed: int) -> None:
    table = _table(players, seed)
    rng = random.Random(seed)
    kinds: set[str] = set()
    for _ in range(MAX_STEPS):
        if table.screen() == "end":
            break
        if table.screen() == "handoff":
            table.session.take_device()
        legal = table.legal()
        assert legal
        kinds |= {c.kind for c in legal}
        assert reachable_by_taps(table, ringed_on_map) == set(range(len(legal))), [str(c) for c in legal]
        table.choose(rng.randrange(len(legal)))
    assert {"fortress", "claim", "place", "hide", "attack", "roll", "defend", "end_turn"} <= kinds


def test_armies_and_fortresses_on_the_board_match_the_view() -> None:
    table = _table(3, 7)
    rng = random.Random(7)
    _drive_to(table, rng, "attack")
    view = table.session.game.view(table.session.state, None)
    svg = pieces_svg(view, table.context())
    drawn = dict(re.findall(r'class="eu-army" data-at="([^"]+)" data-owner="\d+" data-armies="(\d+)"', svg))
    assert drawn == {r: str(t["armies"]) for r, t in view["territories"].items() if t["owner"] is not None}
    forts = {r for r, t in view["territories"].items() if t["fortress"] is not None}
    assert set(re.findall(r'class="eu-fortress" data-at="([^"]+)"', svg)) == forts and forts


def test_reinforcements_track_slots_are_where_the_map_draws_them() -> None:
    """The table reads the track from the map's own boxes (issue 18.5: no coordinates copied)."""
    boxes = re.findall(
        r'<rect data-track="reinforcements" data-space="(\d+)" data-x="([\d.]+)" data-y="([\d.]+)" '
        r'x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" height="([\d.]+)"',
        MAP,
    )
    assert [int(b[0]) for b in boxes] == list(TRACK_SLOTS)
    ctx = _table(3, 7).context()
    for value, cx, cy, *box in boxes:
        x, y, w, h = map(float, box)
        assert ctx.boxes[f"reinforcements:{value}"] == (x, y, w, h)
        assert track_slot_xy(ctx, int(value)) == (float(cx), float(cy))
        assert abs(float(cx) - (x + w / 2)) < 0.2 and abs(float(cy) - (y + h / 2)) < 0.2


def test_an_attack_is_an_arrow_from_source_to_target_and_dice_are_buttons() -> None:
    table = _table(3, 7)
    rng = random.Random(3)
    _drive_to(table, rng, "roll")
    view = table.session.game.view(table.session.state, None)
    assert 'class="eu-attack"' in pieces_svg(view, table.context())
    assert view["attack"]["source"] and view["attack"]["target"]
    choices = table.panels()["choices"]
    rolls = [i for i, c in enumerate(table.legal()) if c.kind == "roll"]
    assert rolls and all(f'data-choice="{i}"' in choices for i in rolls)


def test_private_area_shows_only_the_seat_in_front_and_its_own_secrets() -> None:
    table = _table(3, 7)
    rng = random.Random(5)
    _drive_to(table, rng, "attack")
    state = table.session.state
    seat = table.session.viewer()
    assert seat is not None
    game = table.session.game
    html = private_html(game.view(state, seat), table.context())
    assert f"Name{seat}" in html and all(f"Name{s}" not in html for s in range(3) if s != seat)
    hand = game.view(state, seat)["cards"]["hand"]
    assert re.findall(r'data-card="(\w+)"', html) == hand
    # another seat's view never reaches this seat's area: the area refuses a view not its own
    other = (seat + 1) % 3
    assert private_html(game.view(state, other), table.context()) == ""
    # the public panel, from the spectator view, names no card
    public = public_html(game.view(state, None), table.context())
    assert "data-card" not in public


@pytest.mark.parametrize("lang", ["en", "it"])
def test_territory_names_follow_the_table_language_and_do_not_overlap(lang: str) -> None:
    table = _table(3, 7)
    table.lang = lang
    view = table.session.game.view(table.session.state, None)
    ctx = table.context()
    ctx.lang = lang
    svg = pieces_svg(view, ctx)
    drawn = dict(re.findall(r'<text data-name="([^"]+)" x="[\d.]+" y="[\d.]+">([^<]+)</text>', svg))
    assert drawn == {r: board.name(r, lang) for r in board.TERRITORY_IDS}
    assert "#board #labels [data-label]" in svg  # the map's own (Italian) names are hidden
    xs = label_positions(drawn, table.anchors)
    for r in drawn:
        for q in drawn:
            if r < q and abs(table.anchors[r][1] - table.anchors[q][1]) < LABEL_SIZE + 2:
                half = (len(drawn[r]) + len(drawn[q])) * LABEL_SIZE * LABEL_EM / 2
                assert abs(xs[r] - xs[q]) >= half - 0.5, (r, q)


def test_played_reinforcements_sit_on_the_track_and_v_is_outlined() -> None:
    table = _table(3, 42)
    rng = random.Random(1)
    for _ in range(3000):
        view = table.session.game.view(table.session.state, None)
        if len(view["track"]["played_by"]) >= 2:
            break
        _advance(table, rng)
    played = view["track"]["played_by"]
    assert len(played) >= 2
    svg = pieces_svg(view, table.context())
    marks = re.findall(r'class="eu-slot" data-slot="(\d+)" data-seat="(\d+)"', svg)
    assert marks == [(str(view["track"]["slots"][k]), str(seat)) for k, seat in enumerate(played)]
    value = view["track"]["value"]
    outline = re.search(rf'class="eu-value" data-value="{value}" x="([\d.]+)" y="([\d.]+)" width="([\d.]+)"', svg)
    assert outline is not None
    x, y, w, _ = table.context().boxes[f"reinforcements:{value}"]
    assert [float(v) for v in outline.groups()] == [round(x - 2, 1), round(y - 2, 1), round(w + 4, 1)]


@pytest.mark.parametrize("lang", ["it", "en"])
def test_no_army_token_or_highlight_ring_covers_a_territory_name(lang: str) -> None:
    """Names are drawn above their token, clear of every token and highlight ring of the map (a
    ring is the larger of the token and the table's ring); the map's anchors are spaced for it."""
    anchors = render.anchors(MAP)
    reach = max(TOKEN_R, _ring_radius(anchors))
    names = {r: board.name(r, lang) for r in board.TERRITORY_IDS}
    xs = label_positions(names, anchors)
    for r, name in names.items():
        baseline = anchors[r][1] - TOKEN_R - LABEL_GAP
        width = len(name) * LABEL_SIZE * LABEL_EM
        box = (xs[r] - width / 2, baseline - LABEL_SIZE * 0.75, xs[r] + width / 2, baseline + LABEL_SIZE * 0.25)
        for q, (cx, cy) in anchors.items():
            assert not circle_meets_box(cx, cy, reach, box), (q, r)


def test_army_counts_read_at_least_14_px_on_a_landscape_tablet() -> None:
    """At 1280x800 the map fits the board's height (about 690 px under the bars): 1174 units."""
    scale = LANDSCAPE_BOARD_PX / float(re.search(r'viewBox="0 0 [\d.]+ ([\d.]+)"', MAP).group(1))  # type: ignore[union-attr]
    assert COUNT_SIZE * scale >= 14 and COUNT_SIZE_WIDE * scale >= 12
    token = pieces_svg({"territories": {"paris": {"owner": 0, "armies": 3}}}, _table(3, 7).context())
    assert f'font-size="{COUNT_SIZE}"' in token and f'r="{TOKEN_R:.1f}"' in token
