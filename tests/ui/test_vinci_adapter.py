"""The Vinci adapter: every legal choice is reachable by taps, the board shows the view, the
reorganisation counter keeps to the engine's range, the virtual players' steps are played by the table."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from game.core.choice import Choice
from game.vinci import board
from tests.ui.helpers import adapter_table, play_until, reachable_by_taps, ringed_on_map
from ui import render
from ui.games import Context
from ui.games.vinci import TOKEN_R, _track_svg, pieces_svg, private_html, public_html, track_xy
from ui.lobby import style
from ui.render import shape_path
from ui.session import SeatInfo
from ui.table import Table

ROOT = Path(__file__).resolve().parents[2]
MAP = (ROOT / "assets" / "maps" / "vinci.svg").read_text(encoding="utf-8")
#: Positions checked per game (design value: a whole short game, every phase seen).
MAX_STEPS = 400


def _table(players: int, seed: int, options: dict[str, object] | None = None) -> Table:
    return adapter_table("vinci", MAP, players, seed, options)


@pytest.mark.parametrize(("players", "seed", "options"), [(3, 3, {"vp_target": 50}), (4, 1, {"mode": "duo"})])
def test_every_legal_choice_is_reachable_by_taps_in_every_phase(
    players: int, seed: int, options: dict[str, object]
) -> None:
    table = _table(players, seed, options)
    rng = random.Random(seed)
    kinds: set[str] = set()
    for _ in range(MAX_STEPS):
        if table.screen() == "end":
            break
        legal = table.legal()
        assert legal
        kinds |= {c.kind for c in legal}
        assert reachable_by_taps(table, ringed_on_map) == set(range(len(legal))), [str(c) for c in legal]
        table.choose(rng.randrange(len(legal)))
    assert {"take", "conquer", "stop", "put"} <= kinds


def test_region_tokens_on_the_board_match_the_view() -> None:
    table = _played(3, 4, 60)
    view = table.session.game.view(table.session.state, None)
    svg = pieces_svg(view, table.context())
    drawn = dict(
        re.findall(
            r'class="vi-token" data-at="([^"]+)" data-owner="-?\d+" data-state="\w+" '
            r'data-tokens="(\d+)"',
            svg,
        )
    )
    assert drawn == {r: str(o["tokens"]) for r, o in view["regions"].items()}
    forts = sum(1 for o in view["regions"].values() if o["fort"])
    assert svg.count('class="vi-fort"') == forts


def test_score_track_squares_are_where_the_map_draws_them() -> None:
    squares = re.findall(r'data-track="(\d+)" data-x="([\d.]+)" data-y="([\d.]+)"', MAP)
    assert len(squares) == 100
    ctx = Context("vinci", "en", [], None, spots=render.spots(MAP))
    for k, x, y in squares:
        assert track_xy(int(k), ctx) == (float(x), float(y))
        assert track_xy(int(k) + 100, ctx) == (float(x), float(y))  # a second lap
    seats = [SeatInfo("A", "blue"), SeatInfo("B", "orange")]
    ctx = Context("vinci", "en", seats, None, spots=render.spots(MAP))
    svg = _track_svg({"seats": [{"seat": 0, "score": 7}, {"seat": 1, "score": 112}]}, ctx)
    for seat, square in ((0, 7), (1, 12)):  # alone on its square: the marker centred on it
        x, y = ctx.spots[f"track:{square}"]
        assert shape_path(style(seats[seat].style).shape, x, y, 9.5) in svg


def test_display_shows_six_pairs_and_tapping_a_slot_takes_that_civilisation() -> None:
    table = _table(3, 3, {"vp_target": 50})
    view = table.session.game.view(table.session.state, None)
    svg = pieces_svg(view, table.context())
    for slot in view["display"]:
        assert f'data-region="slot-{slot["slot"]}"' in svg
        # Each pair fills the map's own slot box (issue 18.5: read from the map, not copied).
        drawn = re.search(rf'<rect id="slot-{slot["slot"]}"[^>]* x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" '
                          rf'height="([\d.]+)"', MAP)  # fmt: skip
        tap_area = re.search(rf'class="vi-slot" data-region="slot-{slot["slot"]}" x="([\d.]+)" y="([\d.]+)" '
                             rf'width="([\d.]+)" height="([\d.]+)"', svg)  # fmt: skip
        assert drawn and tap_area and [float(v) for v in tap_area.groups()] == [float(v) for v in drawn.groups()]
    public = public_html(view, table.context())
    assert public.count("<li data-slot=") == 6
    tap = table.tap_region("slot-3")
    assert tap.action == "play" and table.legal()[tap.choices[0]].args == (3,)


def test_private_area_shows_only_the_seat_in_front() -> None:
    table = _played(3, 4, 30)
    seat = table.session.viewer()
    assert seat is not None
    html = private_html(table.session.game.view(table.session.state, seat), table.context())
    assert f"Name{seat}" in html
    assert all(f"Name{s}" not in html for s in range(3) if s != seat)


def test_reorganisation_counter_stays_within_the_engine_range_and_confirms_that_count() -> None:
    table = _table(3, 3, {"vp_target": 50})
    play_until(table, "put", 2)
    legal = table.legal()
    counts = [int(str(c.args[1])) for c in legal if c.kind == "put"]
    lo, hi = min(counts), max(counts)
    assert table.pick(f"put:{lo}")
    low = table.panels()["private"]
    assert re.search(r'class="vi-less" disabled', low) and f'data-key="put:{lo + 1}"' in low
    assert table.pick(f"put:{hi}")
    high = table.panels()["private"]
    assert re.search(r'class="vi-more" disabled', high)
    index = int(re.search(r'class="primary vi-ok" data-choice="(\d+)"', high).group(1))  # type: ignore[union-attr]
    region = str(legal[index].args[0])
    assert legal[index].args[1] == hi
    table.choose(index)
    view = table.session.game.view(table.session.state, None)
    assert view["regions"][region]["tokens"] >= hi and board.name(region, "en")


def test_a_virtual_players_steps_are_played_by_the_table_never_offered_to_a_person() -> None:
    table = _table(4, 1, {"mode": "duo"})
    rng = random.Random(1)
    for _ in range(MAX_STEPS):
        legal = table.legal()
        assert [c.kind for c in legal] != ["virtual"], "a virtual player's step was left to a person"
        if any(choice.kind == "virtual" for _, choice in table.session.record.moves):
            return
        table.choose(rng.randrange(len(legal)))
    pytest.fail("no virtual player's turn came")


def _played(players: int, seed: int, steps: int) -> Table:
    table = _table(players, seed, {"vp_target": 50})
    rng = random.Random(seed)
    for _ in range(steps):
        legal = table.legal()
        if not legal:
            break
        table.choose(rng.randrange(len(legal)))
    return table


def test_conquest_targets_are_ringed_with_their_cost() -> None:
    table = _table(3, 3, {"vp_target": 50})
    play_until(table, "conquer", 3)
    view = table.session.game.view(table.session.state, None)
    svg = pieces_svg(view, table.context())
    for c in table.legal():
        if c.kind == "conquer":
            region, cost = c.args
            assert f'class="vi-ring" data-region="{region}"' in svg
            badge = re.search(rf'class="vi-cost" data-at="{region}".*?>(\d+)</text>', svg)
            assert badge is not None and int(badge.group(1)) == cost


def _token_centres(svg: str) -> dict[str, tuple[float, float]]:
    """Each drawn token's centre, from its number's position in the SVG (text baseline 4.5 below)."""
    found = re.findall(r'<g class="vi-token" data-at="([^"]+)".*?<text x="([\d.]+)" y="([\d.]+)"', svg)
    return {r: (float(x), float(y) - 4.5) for r, x, y in found}


def _badges(svg: str) -> dict[str, tuple[float, float, float, float]]:
    found = re.findall(
        r'<g class="vi-cost" data-at="([^"]+)"[^>]*><rect x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" height="([\d.]+)"',
        svg,
    )
    return {r: (float(x), float(y), float(w), float(h)) for r, x, y, w, h in found}


@pytest.mark.parametrize("every", [1, 2, 3])
def test_no_cost_badge_covers_a_token_count(every: int) -> None:
    """Issue 16.7: with every province a target and every ``every``-th one holding tokens, no cost
    badge's box reaches into any token's disc (so no count hides under a badge)."""
    table = _table(3, 3)
    view = table.session.game.view(table.session.state, None)
    provinces = sorted(board.PROVINCE_IDS)
    view["regions"] = {
        r: {"owner": i % 3, "declined": False, "tokens": 12, "fort": False}
        for i, r in enumerate(provinces)
        if i % every == 0
    }
    view["costs"] = {}
    ctx = table.context([Choice("conquer", (r, 3), (r,)) for r in provinces])
    svg = pieces_svg(view, ctx)
    tokens, badges = _token_centres(svg), _badges(svg)
    assert len(badges) == len(provinces) and len(tokens) == len(view["regions"])
    for region, (x, y, w, h) in badges.items():
        for other, (tx, ty) in tokens.items():
            nx, ny = min(max(tx, x), x + w), min(max(ty, y), y + h)
            assert (nx - tx) ** 2 + (ny - ty) ** 2 >= TOKEN_R**2, f"{region}'s badge covers {other}'s tokens"
