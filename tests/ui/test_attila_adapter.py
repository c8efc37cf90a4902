"""The Attila adapter: every legal choice is reachable by taps, the board shows what the view holds,
the private area shows nothing another seat hides, Influence 2 is a picker."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from game.attila.constants import TRIBES
from tests.ui.helpers import marked_choices, reachable_by_taps
from ui.games import adapter_for
from ui.games.attila import INFLUENCE2_KEY, RING_R, TOKEN_R, pieces_svg, private_html, public_html, token_slots
from ui.render import BADGE_PLATE
from ui.session import SeatInfo, Session
from ui.table import Table

ROOT = Path(__file__).resolve().parents[2]
MAP = (ROOT / "assets" / "maps" / "attila.svg").read_text(encoding="utf-8")
STYLES = ("blue", "orange", "green", "pink", "vermilion")
#: Positions checked per game (design value: a whole random game has about 200 choices).
MAX_STEPS = 400


def _table(players: int, seed: int) -> Table:
    seats = [SeatInfo(f"Name{i}", STYLES[i]) for i in range(players)]
    session = Session.new("attila", seats, {}, seed)
    session.take_device()
    return Table(session, "en", MAP, adapter_for("attila"))


def _positions(players: int, seed: int, steps: int = MAX_STEPS) -> Iterator[Table]:
    """The table at every position of one random game, the device always in the right hands."""
    table = _table(players, seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if table.screen() == "end":
            return
        if table.screen() == "handoff":
            table.session.take_device()
        yield table
        legal = table.legal()
        table.choose(rng.randrange(len(legal)))


def _on_map(table: Table, panels: dict[str, str], i: int) -> bool:
    """A ringed province whose tap plays choice ``i`` (or opens a menu holding it)."""
    for t in table.legal()[i].targets:
        if t in table.anchors and f'class="at-ring" data-region="{t}"' in panels["pieces"]:
            tap = table.tap_region(t)
            table.focus = None
            if i in tap.choices:
                return True
    return False


def _reachable(table: Table) -> set[int]:
    return reachable_by_taps(table, _on_map)


@pytest.mark.parametrize(("players", "seed"), [(2, 1), (3, 5)])
def test_every_legal_choice_is_reachable_by_taps_at_every_step(players: int, seed: int) -> None:
    kinds: set[str] = set()
    for table in _positions(players, seed):
        legal = table.legal()
        assert legal
        kinds |= {c.kind for c in legal}
        assert _reachable(table) == set(range(len(legal))), [str(c) for c in legal]
    assert {"card", "place", "influence", "second", "commit", "commit_done", "influence2"} <= kinds


def test_tokens_and_peace_tiles_on_the_board_match_the_view() -> None:
    checked = 0
    for table in _positions(2, 3):
        view = table.session.game.view(table.session.state, None)
        svg = pieces_svg(view, table.context())
        drawn = dict(re.findall(r'class="at-pieces" data-at="([^"]+)" data-tokens="(\d+)"', svg))
        expected = {p: str(i["total"]) for p, i in view["provinces"].items() if i["total"] or i["peace"]}
        assert drawn == expected
        assert svg.count('class="at-peace"') == sum(1 for i in view["provinces"].values() if i["peace"])
        boxes = dict(re.findall(r'class="at-box" data-century="(\d)" data-tiles="(\d)"', svg))
        assert boxes == {str(b["century"]): str(b["tiles"]) for b in view["boxes"]}
        checked += bool(view["provinces"] and any(i["peace"] for i in view["provinces"].values()))
    assert checked  # some position had a pacified province


def test_five_tokens_stand_apart_inside_the_ring() -> None:
    """Up to four tokens never overlap; the five of a conflict may, by less than a tenth of a token."""
    for n in range(6):
        slots = token_slots(n)
        assert len(slots) == n
        for i, a in enumerate(slots):
            assert (a[0] ** 2 + a[1] ** 2) ** 0.5 + TOKEN_R < RING_R  # the whole token inside the target ring
            for b in slots[i + 1 :]:
                apart = ((a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2) ** 0.5
                assert apart >= 2 * TOKEN_R * (0.9 if n == 5 else 1.0)


def test_private_area_shows_only_the_own_hand() -> None:
    seen = 0
    for table in _positions(3, 2, 120):
        seat = table.session.viewer()
        if seat is None:
            continue
        state = table.session.state
        html = private_html(table.session.game.view(state, seat), table.context())
        assert f"Name{seat}" in html and all(f"Name{s}" not in html for s in range(3) if s != seat)
        hand = dict(zip(TRIBES, state.hands[seat]))
        shown = {t: int(n) for t, n in re.findall(r'data-tribe="(\w+)".*?×(\d+)</span>', html)}
        assert shown == {t: n for t, n in hand.items() if n}
        seen += 1
    assert seen


def test_public_panel_comes_from_the_spectator_view_and_shows_the_tracks() -> None:
    table = next(t for i, t in enumerate(_positions(2, 4, 40)) if i == 39)
    view = table.session.game.view(table.session.state, None)
    html = public_html(view, table.context())
    for t in TRIBES:
        assert f'data-track="{t}"' in html
    for positions in view["influence"].values():
        for seat, pos in enumerate(positions):
            if pos:
                assert f'data-seat="{seat}" data-pos="{pos}"' in html
    assert "Name0" in html and "Name1" in html


def test_seats_are_dark_plated_badges_so_the_orange_square_seat_never_reads_as_the_goths() -> None:
    """The seat palette shares hues and shapes with the tribes (orange square seat, yellow square
    Goths): every seat mark on a track and in the panels sits on the badge plate, no tribe piece does."""
    table = next(t for i, t in enumerate(_positions(2, 4, 40)) if i == 39)
    view = table.session.game.view(table.session.state, None)
    html = public_html(view, table.context())
    marks = re.findall(r'<g class="at-seat-mark" data-seat="\d+" data-pos="\d+">(.*?)</g></g>', html)
    assert marks and all(f'fill="{BADGE_PLATE}"' in m for m in marks)
    assert html.count("seat-badge") >= 2  # the two seats' names in the panel
    pieces = pieces_svg(view, table.context())
    assert "at-pieces" in pieces and f'fill="{BADGE_PLATE}"' not in pieces


def test_influence_2_is_one_pick_then_its_tribes_to_mark() -> None:
    for table in _positions(2, 6):
        legal = table.legal()
        if any(c.kind == "influence2" for c in legal):
            panels = table.panels()
            assert 'data-kind="influence2"' not in panels["choices"]  # hidden until picked
            assert f'data-key="{INFLUENCE2_KEY}"' in panels["private"]
            assert table.pick(INFLUENCE2_KEY)
            picked = table.panels()["choices"]
            singles = {c.args[0] for c in legal if c.kind == "influence2" and len(c.args) == 1}
            assert set(re.findall(r'data-mark="([^"]+)"', picked)) == singles  # a mark per tribe, no list
            assert {legal[i] for i in marked_choices(table)} >= {c for c in legal if c.kind == "influence2"}
            return
    pytest.fail("Influence 2 never came")


def test_panels_speak_italian_with_the_rulebook_terms() -> None:
    seats = [SeatInfo(f"Name{i}", STYLES[i]) for i in range(2)]
    session = Session.new("attila", seats, {}, 1)
    session.take_device()
    table = Table(session, "it", MAP, adapter_for("attila"))
    panels = table.panels()
    assert "Influenza" in panels["public"] and "Franchi" in panels["public"] and "secolo" in panels["public"]
    assert "La tua mano" in panels["private"] and "Influence" not in panels["public"]
