"""Pickers, not button lists (issue 16.2): no decision shows more than eight buttons, and every
picker composes a choice the engine listed."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import pytest

from game.core.rng import Rng
from game.europa.board import group_name
from game.registry import load
from ui.games import Context
from ui.lobby import STYLES
from ui.pickers import MAX_BUTTONS, STEPPER_MIN
from ui.session import SeatInfo, Session
from ui.table import Table

ROOT = Path(__file__).resolve().parents[2]
GAMES = ("tigris", "attila", "aztlan", "vinci", "europa")
#: The most seats of each game: the most buttons (a Diplomat or a Spy per rival).
PLAYERS = {name: load(name).SPEC.max_players for name in GAMES}
_BUTTON = re.compile(r"<button\b")


def table_of(name: str, players: int, seed: int) -> Table:
    seats = [SeatInfo(f"P{i}", STYLES[i].id) for i in range(players)]
    session = Session.new(name, seats, {}, seed)
    session.take_device()
    table = Table(session, "en", None)
    map_file = table.map_file()
    svg = (ROOT / map_file).read_text(encoding="utf-8") if map_file else None
    return Table(session, "en", svg)


def _buttons(table: Table, ctx: Context) -> int:
    ctx.picked, ctx.marks = table.picked, table.marks
    return len(_BUTTON.findall(table.choice_bar(ctx, table.offered(ctx))))


def _check_every_screen_of(table: Table, rng: Rng) -> None:
    """The bar as first shown, with each picker group picked, and after a tap on a board target."""
    where = f"{table.session.record.game} move {len(table.session.record.moves)}"
    ctx = table.context()
    assert _buttons(table, ctx) <= MAX_BUTTONS, where
    assert table.adapter.instruction(ctx.extra["own_view"], ctx), where  # issue 16.3: say what to do
    for key in table.groups(ctx):
        table.picked = key
        assert _buttons(table, ctx) <= MAX_BUTTONS, f"{where}, {key} picked"
    table.picked = None
    targets = sorted({t for c in ctx.legal for t in c.targets if t in table.anchors})
    if targets:
        table.tap_region(rng.choice(targets))
        assert _buttons(table, ctx) <= MAX_BUTTONS, f"{where}, a tap on the board"
    table.picked = table.focus = None


@pytest.mark.parametrize("name", GAMES)
def test_no_decision_of_a_whole_random_game_shows_more_than_eight_buttons(name: str) -> None:
    table = table_of(name, PLAYERS[name], 11)
    rng = Rng(11)
    for _ in range(3000):
        if table.session.is_over():
            break
        if table.screen() == "handoff":
            table.session.take_device()
        table.session.run_engine()
        legal = table.legal()
        if not legal:
            table.session.take_device()
            continue
        _check_every_screen_of(table, rng)
        table.choose(rng.randbelow(len(legal)))
    assert table.session.is_over()


def play_until(table: Table, found: Callable[[Table], bool], rng: Rng, steps: int = 3000) -> Table:
    """Play random choices until ``found(table)`` holds for the seat in front (or at the end)."""
    for _ in range(steps):
        if table.screen() == "handoff":
            table.session.take_device()
        legal = table.legal()
        if (legal or table.session.is_over()) and found(table):
            return table
        if not legal:
            table.session.take_device()
            continue
        table.choose(rng.randbelow(len(legal)))
    pytest.fail("the position never came")


def _marks(html: str) -> list[str]:
    return re.findall(r'data-action="mark" data-mark="([^"]+)"', html)


def _confirm(table: Table) -> int | None:
    found = re.search(r'class="choice primary compose" data-choice="(\d+)"', table.panels()["choices"])
    return int(found.group(1)) if found else None


def test_tigris_swap_marks_tiles_in_the_hand_then_one_swap_button_plays_exactly_them() -> None:
    table = play_until(table_of("tigris", 2, 3), lambda t: any(c.kind == "swap" for c in t.legal()), Rng(3))
    assert table.pick("swap")
    panels = table.panels()
    assert 'data-kind="swap"' not in panels["choices"].replace("compose", "")  # no list of swaps
    assert "disabled" in panels["choices"] and _confirm(table) is None  # nothing marked yet
    tiles = _marks(panels["private"])
    assert len(tiles) == 6  # every tile of the hand is a mark
    table.mark(tiles[0])
    table.mark(tiles[-1])
    assert 'aria-pressed="true"' in table.panels()["private"]
    index = _confirm(table)
    assert index is not None
    colours = sorted(t.partition("#")[0] for t in (tiles[0], tiles[-1]))
    assert table.legal()[index].kind == "swap" and sorted(table.legal()[index].args) == colours
    table.mark(tiles[0])  # a second tap unmarks
    assert sorted(table.legal()[_confirm(table) or 0].args) == [tiles[-1].partition("#")[0]]
    table.mark(tiles[0])
    table.choose(index)
    assert table.session.record.moves[-1][1].kind == "swap" and table.marks == ()


def test_attila_influence_2_is_one_or_two_tribes_then_the_choice_they_make() -> None:
    table = play_until(table_of("attila", 2, 6), lambda t: any(c.kind == "influence2" for c in t.legal()), Rng(6))
    legal = table.legal()
    assert table.pick("tile:influence2")
    tribes = _marks(table.panels()["choices"])
    assert 2 <= len(tribes) <= 6 and _confirm(table) is None
    table.mark(tribes[0])
    one = _confirm(table)
    assert one is not None and legal[one].args == (tribes[0],)
    table.mark(tribes[1])
    two = _confirm(table)
    assert two is not None and legal[two].args == (tribes[0], tribes[1])
    assert _marks(table.panels()["choices"]) == tribes[:2]  # a third tribe waits until one is unmarked
    assert len(_BUTTON.findall(table.panels()["choices"])) <= MAX_BUTTONS


def test_europa_armies_are_placed_with_a_count_stepper_over_every_number_the_engine_lists() -> None:
    table = play_until(
        table_of("europa", 3, 4), lambda t: sum(c.kind == "place" for c in t.legal()) >= 4 * STEPPER_MIN, Rng(4)
    )
    legal = table.legal()
    territory = legal[0].targets[0]
    counts = sorted(c.args[1] for c in legal if c.kind == "place" and c.args[0] == territory)
    assert counts == list(range(1, counts[-1] + 1))  # any number of the pending armies
    assert table.tap_region(territory).action == "menu"
    bar = table.panels()["choices"]
    assert 'class="stepper"' in bar and len(_BUTTON.findall(bar)) == 3  # − + and the choice
    shown = int(re.search(r'data-choice="(\d+)"', bar).group(1))  # type: ignore[union-attr]
    assert legal[shown].args == (territory, counts[-1])  # all of them until changed
    table.mark(_marks(bar)[0])  # −
    fewer = int(re.search(r'data-choice="(\d+)"', table.panels()["choices"]).group(1))  # type: ignore[union-attr]
    assert legal[fewer].args == (territory, counts[-1] - 1)
    table.choose(fewer)
    assert table.session.record.moves[-1][1].args == (territory, counts[-1] - 1)


def test_a_tap_on_a_territory_with_more_counts_than_buttons_still_offers_the_stepper() -> None:
    """Twelve armies to place in one territory are one stepper, not "too many to list" (found by
    the Europa e2e: the menu came up empty, only Cancel to tap)."""

    def many(t: Table) -> bool:
        legal = t.legal()
        return bool(legal) and sum(c.kind == "place" and c.args[0] == legal[0].targets[0] for c in legal) > MAX_BUTTONS

    table = play_until(table_of("europa", 3, 1), many, Rng(1))
    territory = table.legal()[0].targets[0]
    assert table.tap_region(territory).action == "menu"
    bar = table.panels()["choices"]
    assert 'class="stepper"' in bar and 0 < len(_BUTTON.findall(bar)) <= MAX_BUTTONS


def _instruction(table: Table) -> str:
    found = re.search(r'<p id="instruction"[^>]*>([^<]*)</p>', table.panels()["choices"])
    return found.group(1) if found else ""


def test_tigris_monuments_on_offer_are_buttons_beside_no_monument_and_treasures_say_what_to_do() -> None:
    rng = Rng(4)
    table = play_until(table_of("tigris", 2, 4), lambda t: any(c.kind == "monument" for c in t.legal()), rng)
    bar = table.panels()["choices"]
    shown = {int(i) for i in re.findall(r'data-choice="(\d+)"', bar)}
    legal = table.legal()
    assert {i for i, c in enumerate(legal) if c.kind in ("monument", "no_monument")} <= shown
    assert _instruction(table) == "You completed a 2×2 square: choose a monument, or none"
    table = play_until(table, lambda t: any(c.kind == "treasure" for c in t.legal()), rng)
    assert _instruction(table) == "Choose the treasure to take"
    table.lang = "it"
    assert _instruction(table) == "Scegli il tesoro da prendere"


def test_europas_first_screen_names_the_empire_drawn_and_what_to_do() -> None:
    table = table_of("europa", 3, 4)
    seat = table.viewer()
    assert seat is not None
    empire = table.session.game.view(table.session.state, seat)["empires"][seat]
    line = _instruction(table)
    assert line.startswith(f"You drew the banner of the {group_name(empire, 'en')}.") and "fortress" in line
    table.lang = "it"
    assert _instruction(table).startswith(f"Hai pescato il vessillo: {group_name(empire, 'it')}.")
