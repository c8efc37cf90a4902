"""Pickers, not button lists (issue 16.2), and saying what to do (16.3), in Chromium: a T&E
swap is tiles marked in the hand then Swap, Attila's Influence 2 is one or two tribes, Europa's
armies are placed with a count stepper; one line says what to do, a monument is a button.
Each game opens on a position saved from CPython (no game played by taps to get there), on one
shared page."""

from __future__ import annotations

import json
import re

from playwright.sync_api import Page

from game.core.rng import Rng
from game.europa.board import group_name
from tests.e2e.conftest import App
from tests.e2e.play import fresh_lobby, shoot, take_device, tap
from tests.ui.test_pickers import play_until, table_of
from ui.pickers import MAX_BUTTONS
from ui.saves import KEY_PREFIX, save_json
from ui.table import Table


def open_position(page: Page, table: Table, drop_last: bool = False) -> None:
    """The position of ``table`` (without its last move: ``drop_last``) as a save in the
    browser, continued (behind its hand-off when the decision is private, else as an open turn)."""
    fresh_lobby(page)
    doc = save_json(table.session, "pickers", "pickers", "2026-01-01T00:00:00Z", "2026-01-01T00:00:00Z")
    if drop_last:
        doc["record"]["moves"] = doc["record"]["moves"][:-1]
        doc["summary"] = {"moves": len(doc["record"]["moves"]), "over": False}
    page.evaluate("([k, v]) => localStorage.setItem(k, v)", [KEY_PREFIX + "pickers", json.dumps(doc)])
    page.locator("#lobby [data-lang='en']").click()  # the lobby is drawn again, with the save
    page.locator("#continue").click()
    page.wait_for_selector("body[data-screen='handoff'], body[data-screen='table']", state="attached")
    if page.evaluate("document.body.dataset.screen") == "handoff":
        take_device(page)
    page.wait_for_selector("#board svg [data-region]", state="attached")


def bar_buttons(page: Page) -> int:
    return int(page.locator("#choices button").count())


def test_swap_influence_2_and_army_steppers_are_pickers(shared_app: App) -> None:
    page = shared_app.page

    # T&E: Swap, then two tiles of the hand, then the one Swap button.
    table = play_until(table_of("tigris", 2, 3), lambda t: any(c.kind == "swap" for c in t.legal()), Rng(3))
    moves = len(table.session.record.moves)
    open_position(page, table)
    tap(page, "#private-area [data-action='pick'][data-key='swap']")
    assert bar_buttons(page) == 1 and page.locator("#choices .compose").is_disabled()
    tap(page, "#private-area .te-hand-tile[data-action='mark']", 0)
    tap(page, "#private-area .te-hand-tile[data-action='mark']", 5)
    assert page.locator("#private-area .te-hand-tile.marked").count() == 2
    confirm = page.locator("#choices .compose")
    assert re.match(r"Swap \d", confirm.inner_text()) and bar_buttons(page) == 1
    shoot(page, "picker-tigris-swap")
    tap(page, "#choices .compose")
    assert "discards 2 tiles" in page.locator("#log").inner_text()
    assert page.evaluate("JSON.parse(localStorage.getItem('tavoliere.save.pickers')).record.moves.length") > moves

    # Attila: Influence 2, then two tribes, then the choice they make.
    table = play_until(table_of("attila", 2, 6), lambda t: any(c.kind == "influence2" for c in t.legal()), Rng(6))
    open_position(page, table)
    tap(page, "#private-area [data-action='pick'][data-key='tile:influence2']")
    tribes = page.locator("#choices .at-mark")
    assert 2 <= tribes.count() <= 6 and bar_buttons(page) <= MAX_BUTTONS
    tap(page, "#choices .at-mark", 0)
    tap(page, "#choices .at-mark", 1)
    assert page.locator("#choices .at-mark[disabled]").count() == tribes.count() - 2  # two at most
    text = page.locator("#choices .compose").inner_text()
    assert text.startswith("Influence 2:") and "+1" in text
    shoot(page, "picker-attila-influence2")
    tap(page, "#choices .compose")
    assert "Influence 2" in page.locator("#log").inner_text()

    # Europa: a territory, then − on the stepper, then the count shown.
    table = play_until(table_of("europa", 3, 4), lambda t: sum(c.kind == "place" for c in t.legal()) >= 16, Rng(4))
    territory = table.legal()[0].targets[0]
    pending = max(c.args[1] for c in table.legal() if c.kind == "place")
    open_position(page, table)
    tap(page, f'#board #regions [data-region="{territory}"]')
    assert page.locator("#choices .stepper").count() == 1 and bar_buttons(page) == 3
    assert page.locator("#choices .step-value").inner_text() == str(pending)
    tap(page, "#choices .stepper .step", 0)  # −
    assert page.locator("#choices .step-value").inner_text() == str(pending - 1)
    shoot(page, "picker-europa-stepper")
    tap(page, "#choices .stepper .choice")
    assert f"{pending - 1} armies in" in page.locator("#log").inner_text()


def test_the_table_says_what_to_do_and_offers_the_monuments_as_buttons(shared_app: App) -> None:
    page = shared_app.page
    table = table_of("europa", 3, 4)  # the first screen
    seat = table.viewer()
    assert seat is not None
    empire = table.session.game.view(table.session.state, seat)["empires"][seat]
    open_position(page, table)
    line = page.locator("#choices #instruction").inner_text()
    assert line.startswith(f"You drew the banner of the {group_name(empire, 'en')}")
    shoot(page, "instruction-europa-first")

    rng = Rng(4)
    table = play_until(table_of("tigris", 2, 4), lambda t: any(c.kind == "monument" for c in t.legal()), rng)
    offered = sum(c.kind == "monument" for c in table.legal())
    open_position(page, table)
    assert page.locator("#choices #instruction").inner_text().startswith("You completed a 2×2 square")
    assert page.locator("#choices [data-kind='monument']").count() == offered  # beside No monument
    assert page.locator("#choices [data-kind='no_monument']").count() == 1
    shoot(page, "instruction-tigris-monument")
    tap(page, "#choices [data-kind='monument']")
    assert "builds the" in page.locator("#log").inner_text()


def test_the_end_screen_says_why_the_game_ended(shared_app: App) -> None:
    page = shared_app.page
    table = play_until(table_of("attila", 2, 6), lambda t: t.session.is_over(), Rng(6))
    last = table.session.record.moves[-1][1]
    assert last.kind == "commit_done"  # a button: the last tap of this game
    open_position(page, table, drop_last=True)
    tap(page, "#choices [data-kind='commit_done']")
    page.wait_for_selector("body[data-screen='end'] #end-notes", state="attached")
    notes = page.locator("#end-notes").inner_text()
    assert notes.startswith("The game ended: ")
    shoot(page, "end-attila-notes")
