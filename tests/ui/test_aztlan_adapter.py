"""The Aztlán adapter: every choice is reachable by taps, the board shows what the view holds, the
private area shows nothing another seat hides, and the drawn tracks sit on the printed ones."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import game.aztlan as aztlan
from game.core import Choice
from game.core.rng import Rng
from ui import render
from ui.games import Context, adapter_for
from ui.games import aztlan as adapter
from ui.lobby import style
from ui.session import SeatInfo, Session
from ui.table import Table

ROOT = Path(__file__).resolve().parents[2]
MAP = (ROOT / "assets" / "maps" / "aztlan.svg").read_text(encoding="utf-8")
#: Positions sampled per player count (design value: covers every phase of several eras in a few seconds).
POSITIONS = 160
#: Random choices played between two sampled positions (design value).
STRIDE = 2


def _table(players: int, seed: int) -> Table:
    seats = [SeatInfo(f"P{i}", ["blue", "orange", "green", "pink"][i]) for i in range(players)]
    session = Session.new("aztlan", seats, {}, seed)
    session.take_device()
    return Table(session, "en", MAP, adapter_for("aztlan"))


def _positions(players: int, seed: int) -> Iterator[Table]:
    """Tables at successive positions of one random game (the device always in the right hands)."""
    table = _table(players, seed)
    rng = random.Random(seed)
    for n in range(POSITIONS * STRIDE):
        if table.screen() == "end":
            return
        if table.screen() == "handoff":
            table.session.take_device()
        if n % STRIDE == 0:
            yield table
        legal = table.legal()
        table.choose(rng.randrange(len(legal)))


def _direct(panels: dict[str, str], i: int) -> bool:
    return f'data-choice="{i}"' in panels["choices"] or f'data-choice="{i}"' in panels["private"]


def _by_region(table: Table, i: int, panels: dict[str, str]) -> bool:
    """``panels``: the table's panels now (rendering them is the costly part: once a position)."""
    legal = table.legal()
    rings = set(re.findall(r'data-ring="([^"]+)"', panels["pieces"]))
    for t in legal[i].targets:
        if t not in rings:
            continue
        tap = table.tap_region(t)
        table.focus = None
        if tap.action in ("play", "menu") and i in tap.choices:
            return True
    return False


def _reachable(table: Table, i: int, panels: dict[str, str], picked: dict[str, dict[str, str]]) -> bool:
    """``picked``: the panels with each picker group picked, rendered once a position and group
    (rendering is the costly part; a group of twenty territories asked twenty times)."""
    if _direct(panels, i) or _by_region(table, i, panels):
        return True
    groups = table.groups(table.context())
    for key, members in groups.items():
        if i not in members:
            continue
        picker = f'data-action="pick" data-key="{key}"'
        if picker not in panels["private"] and picker not in panels["pieces"]:
            return False
        if key not in picked:
            assert table.pick(key)
            try:
                picked[key] = table.panels()
            finally:
                table.cancel()
        if _direct(picked[key], i):
            return True
        assert table.pick(key)  # the region check asks the table with the group picked
        try:
            return _by_region(table, i, picked[key])
        finally:
            table.cancel()
    return False


@pytest.mark.parametrize("players,seed", [(2, 3), (3, 4), (4, 5)])
def test_every_legal_choice_is_a_button_a_highlighted_region_or_inside_a_picker(players: int, seed: int) -> None:
    kinds: set[str] = set()
    for table in _positions(players, seed):
        legal = table.legal()
        panels = table.panels()
        picked: dict[str, dict[str, str]] = {}
        for i, c in enumerate(legal):
            assert _reachable(table, i, panels, picked), f"{c} cannot be reached by taps"
            kinds.add(c.kind)
    assert {"power", "place", "move", "pass", "score"} <= kinds


def _own_context(table: Table) -> Context:
    ctx = table.context()
    ctx.extra["groups"] = table.groups(ctx)
    return ctx


@pytest.mark.parametrize("players,seed", [(2, 6), (3, 7)])
def test_private_area_depends_only_on_the_seats_own_view(players: int, seed: int) -> None:
    """Re-dealing everything the seat cannot see (others' cards, the deck) leaves its private area unchanged."""
    checked = 0
    for table in _positions(players, seed):
        seat = table.viewer()
        if seat is None:
            continue
        ctx = _own_context(table)
        state = table.session.state
        mine = adapter.private_html(aztlan.view(state, seat), ctx)
        other = aztlan.determinize(state, seat, Rng(checked + 1))
        assert adapter.private_html(aztlan.view(other, seat), ctx) == mine
        for s in range(players):
            if s != seat:
                for card in set(state.prosperity[s]) - set(state.prosperity[seat]):
                    assert f'data-card="{card}"' not in mine
        checked += 1
    assert checked > 50


def test_private_area_shows_the_seats_own_cards() -> None:
    for table in _positions(3, 8):
        seat = table.viewer()
        state = table.session.state
        if seat is None or not state.prosperity[seat]:
            continue
        html = adapter.private_html(aztlan.view(state, seat), _own_context(table))
        for card in state.prosperity[seat]:
            assert aztlan.text.card_name(card, "en") in html
        for p in state.power_hand[seat]:
            assert f'data-power="{p}"' in html
        return
    pytest.fail("no seat ever held a prosperity card")


def test_public_panel_shows_no_hidden_power_card_before_the_reveal() -> None:
    for table in _positions(3, 9):
        state = table.session.state
        if state.phase == "develop" and not state.revealed and all(c > 0 for c in state.power_current):
            public = aztlan.view(state, None)
            html = adapter.public_html(public, table.context())
            other = aztlan.determinize(state, None, Rng(1))
            assert adapter.public_html(aztlan.view(other, None), table.context()) == html
            return
    pytest.fail("no development phase reached")


def test_pieces_draw_every_tribes_count_in_every_territory() -> None:
    for table in _positions(4, 10):
        view = aztlan.view(table.session.state, None)
        if sum(len(v) for v in view["board"].values()) < 12:
            continue
        svg = adapter.pieces_svg(view, table.context())
        drawn = re.findall(r'data-region="([^"]+)"[^>]*>(.*?)</g>(?=<g data-region|<g class="az-tracks"|<circle)', svg)
        counts = {t: dict(re.findall(r'data-colour="(\w+)".*?>(\d+)</text>', body)) for t, body in drawn}
        expected = {t: {c: str(k) for c, k in row.items()} for t, row in view["board"].items()}
        assert counts == expected
        return
    pytest.fail("the board never filled")


def test_score_markers_sit_on_the_printed_score_era_and_turn_spaces() -> None:
    spots = render.spots(MAP)  # the spaces as the map generator marks them (tools/maps/aztlan.py)
    assert {f"score:{n}" for n in range(100)} | {f"era:{e}" for e in range(1, 6)} <= set(spots)
    assert {f"turn:{p}" for p in range(1, 5)} <= set(spots)
    seats = [SeatInfo(f"P{i}", ["blue", "orange", "green"][i]) for i in range(3)]
    ctx = Context("aztlan", "en", seats, None, spots=spots)
    assert adapter.score_space(103, ctx) == adapter.score_space(3, ctx) == spots["score:3"]  # the track wraps
    view = {"era": 2, "scores": [0, 57, 57], "stack": [0, 1, 2], "turn_order": [2, 0, 1]}
    svg = adapter._tracks_svg(view, ctx)
    era = re.search(r'class="az-era-marker"[^>]*><circle cx="([\d.]+)" cy="([\d.]+)"', svg)
    assert era is not None and (float(era[1]), float(era[2])) == spots["era:2"]
    # Each pyramid stands on its space: base centred under the space's centre, within the space.
    step = spots["score:1"][0] - spots["score:0"][0]
    base = r'<g class="az-pyramid"><rect x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" height="([\d.]+)"'
    bases = [(float(x) + float(w) / 2, float(y) + float(h)) for x, y, w, h in re.findall(base, svg)]
    assert len(bases) == 3
    for (x, y), space in zip(sorted(bases), ["score:0", "score:57", "score:57"], strict=True):
        assert abs(x - spots[space][0]) < step / 2 and abs(y - spots[space][1]) < step / 2
    assert not adapter._tracks_svg(view, Context("aztlan", "en", seats, None))  # no map, no tracks


def _first_offer(players: int, seed: int, kind: str) -> tuple[Table, list[Choice], Choice]:
    """The first of :func:`_positions` that offers a choice of ``kind``: the table, its legal
    choices and the first of that kind (the test fails if no position offers one)."""
    for table in _positions(players, seed):
        legal = table.legal()
        offered = [c for c in legal if c.kind == kind]
        if offered:
            return table, legal, offered[0]
    pytest.fail(f"no {kind} offered")


def _assert_two_taps(table: Table, legal: list[Choice], choice: Choice, key: str, panel: str, target: Any) -> None:
    """``choice`` is played by picking ``key``, offered in ``panel``, then tapping ``target``."""
    assert f'data-key="{key}"' in table.panels()[panel]
    assert table.pick(key)
    tap = table.tap_region(str(target))
    assert tap.action == "play" and legal[tap.choices[0]] == choice


def test_moving_is_two_taps_pieces_then_destination() -> None:
    table, legal, move = _first_offer(3, 11, "move")
    origin, dest = move.args
    _assert_two_taps(table, legal, move, f"from:{origin}", "pieces", dest)


def test_tapping_the_picked_pieces_again_offers_only_their_moves() -> None:
    for table in _positions(3, 11):
        legal = table.legal()
        moves = [c for c in legal if c.kind == "move"]
        origins = {c.args[0] for c in moves}
        # An origin that other pieces could also move into: its menu must not offer those moves.
        origin = next((o for o in origins if any(c.args[1] == o for c in moves)), None)
        if origin is None:
            continue
        assert table.pick(f"from:{origin}")
        tap = table.tap_region(str(origin))
        assert tap.action in ("menu", "play")
        if tap.action == "play":
            continue
        offered = [int(i) for i in re.findall(r'data-choice="(\d+)"', table.panels()["choices"])]
        assert offered and all(legal[i].kind != "move" or legal[i].args[0] == origin for i in offered)
        return
    pytest.fail("no position with moves into a moving origin")


def test_two_player_placing_picks_the_colour_then_the_territory() -> None:
    table, legal, place = _first_offer(2, 12, "place")
    territory, colour = place.args
    _assert_two_taps(table, legal, place, f"place:{colour}", "private", territory)


@pytest.mark.parametrize("players", [2, 4])
def test_pieces_wear_the_shape_and_colour_of_the_seat_holding_their_tribe(players: int) -> None:
    """Issue 16.7: a tribe's pieces are its holder's seat style (colour and shape, so colour-blind
    players tell them apart by shape), the count large on them and no other letter; with two players
    the alliance's second tribe is the same shape hollow."""
    seen = 0
    for table in _positions(players, 21):
        view = aztlan.view(table.session.state, None)
        holder = {c: s.get("seat") for s in view["sides"] for c in s["colours"]}
        second = {c for s in view["sides"] for c in s["colours"][1:]}
        svg = adapter.pieces_svg(view, table.context())
        for colour, shape, fill, rest in re.findall(
            r'<g class="az-piece" data-colour="(\w+)" data-shape="(\w+)" data-fill="([^"]+)"([^>]*)>', svg
        ):
            seat = holder[colour]
            if seat is None:
                continue
            look = style(table.session.seats[seat].style)
            assert (shape, fill) == (look.shape, look.colour), colour
            assert ('data-hollow="true"' in rest) == (colour in second)
            seen += 1
        texts = re.findall(r'<text class="az-count"[^>]*font-size="([0-9.]+)"[^>]*>([^<]*)</text>', svg)
        assert all(float(size) >= 17 and body.isdigit() for size, body in texts)
        if seen > 30:
            return
    pytest.fail("too few pieces on the board")
