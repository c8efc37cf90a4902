"""A game of Europa through the table by taps: three human seats (the fewest the game allows) from
the lobby, passing the device at every change of hands, the secret hidden-army choice made by all,
battles with the defender's dice and a reload that resumes from the autosave; then the same table
from a save late in the game (played in CPython) by taps to the end screen with the score
breakdown; screenshots of the table and the end at tablet size.

The taps are drawn by :func:`pick` from what the screen offers (choice buttons and highlighted
territories, then a menu's buttons when a territory holds several choices).  The same policy run
on the CPython table (:func:`simulate`) is how the seed was chosen: its game ends in few taps."""

from __future__ import annotations

import random
import re
from pathlib import Path

from playwright.sync_api import Page

from tests.e2e import play
from tests.e2e.conftest import App
from tools.serve import Server
from ui.session import SeatInfo, Session

SEED = 42
HUMANS = ("Ada", "Bruno", "Carla")
#: A bound on taps for one game (design value): the chosen seed ends in far fewer (see simulate).
MAX_TAPS = 600
#: When to reload the page mid-game (design value): after the setup, with armies on the board.
RELOAD_AFTER = 60
#: When to take the mid-game screenshots (design value): during a battle, armies everywhere.
SHOOT_AFTER = 70
#: Taps from the lobby before the game jumps to its last stretch, once a battle was fought by
#: taps (design value).
EARLY_TAPS = 80
#: Choices left in the random game (seed SEED) the last stretch starts from (design value): the
#: last turns; and the seed of its taps, chosen with simulate(LATE_SEED, start=play.late_session(...))
#: for an end in 25 taps (hand-offs included; other seeds take 8 to 280).
LATE_CHOICES = 20
LATE_SEED = 4
#: Choices that slow the game down: taken only when drawn with the odds left (design value).
SLOW_KINDS = frozenset({"stop", "end_turn", "back", "fortify"})
SLOW_ODDS = 0.15
#: Number choices where the policy takes the largest (listed last): battles end sooner (design value).
MOST_KINDS = frozenset({"roll", "defend", "advance", "board"})
MENU_TEXT = "choose what to do"


def pick(rng: random.Random, kinds: list[str], rings: list[str], brisk: bool = True) -> tuple[str, int]:
    """The tap to make: ("button", k) for the k-th choice button, ("ring", k) for the k-th
    highlighted territory.  Choices that end an attack or a turn are mostly left aside (``brisk``),
    or all taps are equally likely (as in the random games the late saves come from)."""
    items = [("button", k) for k in range(len(kinds))] + [("ring", k) for k in range(len(rings))]
    assert items, "nothing to tap"
    brisk_items = [it for it in items if it[0] == "ring" or kinds[it[1]] not in SLOW_KINDS] if brisk else []
    if brisk_items and rng.random() >= SLOW_ODDS:
        most = [it for it in brisk_items if it[0] == "button" and kinds[it[1]] in MOST_KINDS]
        if most:
            return most[-1]  # the most dice, the most armies moved on
        return brisk_items[rng.randrange(len(brisk_items))]
    return items[rng.randrange(len(items))]


def simulate(seed: int, limit: int = MAX_TAPS, start: Session | None = None) -> int:
    """Taps (hand-offs included) the policy needs on the CPython table for ``seed``; -1 if over limit.
    From ``start`` (a late game, the policy not brisk) when given, else from a new game of ``seed``."""
    from game.europa import SPEC
    from ui.games import adapter_for
    from ui.table import Table

    root = Path(__file__).resolve().parents[2]
    svg = (root / "assets" / "maps" / "europa.svg").read_text(encoding="utf-8")
    seats = [SeatInfo(name, style) for name, style in zip(HUMANS, ("blue", "orange", "green"))]
    session = start or Session.new(SPEC.name, seats, {}, seed)
    table = Table(session, "en", svg, adapter_for(SPEC.name))
    table.session.take_device()
    rng = random.Random(seed)
    for taps in range(limit):
        if table.screen() == "end":
            return taps
        if table.screen() == "handoff":
            table.session.take_device()
            continue
        panels = table.panels()
        buttons = re.findall(r'data-choice="(\d+)" data-kind="([^"]+)"', panels["choices"])
        rings = re.findall(r'class="legal-ring" data-ring="([^"]+)"', panels["pieces"])
        what, k = pick(rng, [kind for _, kind in buttons], rings, brisk=start is None)
        if what == "button":
            table.choose(int(buttons[k][0]))
            continue
        tap = table.tap_region(rings[k])
        if tap.action == "play":
            table.choose(tap.choices[0])
        else:
            panels = table.panels()
            menu = re.findall(r'data-choice="(\d+)"', panels["choices"])
            if menu:
                table.choose(int(menu[rng.randrange(len(menu))]))
                continue
            ends = re.findall(r'class="legal-ring" data-ring="([^"]+)"', panels["pieces"])  # as play_one
            end = table.tap_region(ends[rng.randrange(len(ends))])
            if end.action == "play":
                table.choose(end.choices[0])
    return -1


def play_one(page: Page, rng: random.Random, brisk: bool = True) -> str:
    """One decision by taps (a territory with several choices takes a second tap in its menu);
    ``brisk`` as in :func:`pick`."""
    buttons = page.locator("#choices button[data-choice]")
    kinds = [str(k) for k in buttons.evaluate_all("bs => bs.map(b => b.dataset.kind)")]
    rings = [str(r) for r in page.locator("#board .legal-ring").evaluate_all("rs => rs.map(r => r.dataset.ring)")]
    what, k = pick(rng, kinds, rings, brisk)
    if what == "button":
        play.tap(page, "#choices button[data-choice]", k)
        return kinds[k]
    play.tap(page, f"#board path[data-region='{rings[k]}']")
    progress = page.locator("#progress-text")
    if progress.count() and MENU_TEXT in progress.inner_text():
        menu = page.locator("#choices button[data-choice]")
        n = menu.count()
        if n == 0:  # too many choices there to list (a fleet's port): the rings say where they go
            ends = [
                str(r) for r in page.locator("#board .legal-ring").evaluate_all("rs => rs.map(r => r.dataset.ring)")
            ]
            play.tap(page, f"#board path[data-region='{ends[rng.randrange(len(ends))]}']")
            return "territory"
        j = rng.randrange(n)
        kind = menu.nth(j).get_attribute("data-kind") or "?"
        play.tap(page, "#choices button[data-choice]", j)
        return kind
    return "territory"


def test_a_three_player_game_by_taps_from_the_lobby_and_from_its_last_turns_to_the_end_screen(
    app: App, server: Server
) -> None:
    page = play.open_lobby(app, server)
    play.set_up(page, "europa", 3, HUMANS, SEED)
    rng = random.Random(SEED)
    handoffs = taps = 0
    kinds: list[str] = []
    fronts: set[str] = set()
    reloaded = shot = jumped = False
    for _ in range(MAX_TAPS):
        now = play.screen(page)
        if now == "end":
            break
        if now == "handoff":
            play.hand_over(page)
            handoffs += 1
            continue
        page.wait_for_selector("#board svg [data-region]", state="attached")
        if page.locator("#private-area h2").count():
            fronts.add(page.locator("#private-area h2").inner_text())
        if taps >= RELOAD_AFTER and not reloaded and not page.locator("#progress-text").count():
            reloaded = True
            play.reload_keeps_the_game(app, play.count("#board .eu-army"), ".eu-army")
            continue
        if taps >= EARLY_TAPS and shot and {"roll", "defend"} <= set(kinds) and not jumped:
            jumped = True
            rng = random.Random(LATE_SEED)
            play.resume_late(app, play.late_session("europa", HUMANS, SEED, LATE_CHOICES), ".eu-army")
            continue
        if taps >= SHOOT_AFTER and not shot and page.locator("#board .eu-attack").count():
            shot = True
            play.shoot(page, "europa-table")
        kinds.append(play_one(page, rng, brisk=not jumped))
        taps += 1
    assert play.screen(page) == "end", f"no end after {taps} taps: {kinds[-30:]}"
    assert handoffs >= 3 and reloaded and shot and jumped
    assert {"roll", "defend"} <= set(kinds)  # battles, with the defender deciding his dice
    assert all(any(name in front for front in fronts) for name in HUMANS), fronts
    assert page.locator("#score-table tbody tr").count() == 3
    headers = page.locator("#score-table thead").inner_text()
    assert "Empires held" in headers and "Territories" in headers and "Armies" in headers
    play.shoot(page, "europa-end")
