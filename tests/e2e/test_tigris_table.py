"""A complete game of Tigris & Euphrates through the table by taps (issue 4, "End-to-end"):
two human seats with hand-offs, a reload midway that resumes from the autosave, the end
screen with the rulebook's score breakdown, then the replay of the finished game (every hand shown)."""

from __future__ import annotations

from playwright.sync_api import Page

from tests.e2e.conftest import App
from tests.e2e.play import ARTIFACTS, count, open_lobby, reload_keeps_the_game, screen, shoot, take_device
from tests.e2e.test_table import start_tigris
from tools.serve import Server

#: A bound on taps for one game (design value): a swap-only game needs about 22 choices and as
#: many hand-offs; anything far beyond that means the table is stuck.
MAX_TAPS = 400
#: When to reload the page mid-game (design value): after a few choices, with the game under way.
RELOAD_AFTER = 6
#: The replay's scrubber says this step.
STEP_SHOWN = "words => document.getElementById('scrub-label').textContent.includes(words)"


def play_one(page: Page) -> None:
    """One decision by taps: swap the whole hand when allowed (it drains the bag and ends the
    game), else the first offered button, else the first highlighted square."""
    swap = page.locator(".te-hand [data-key='swap']")
    moves = page.evaluate("document.querySelectorAll('#log li').length")
    if swap.count():
        swap.click()  # then every tile of the hand marked, then the one Swap button (issue 16.2)
        tiles = page.locator("#private-area .te-hand-tile[data-action='mark']")
        tiles.first.wait_for(state="attached")
        for i in range(tiles.count()):
            tiles.nth(i).click()
            page.wait_for_function(f"document.querySelectorAll('#private-area .te-hand-tile.marked').length > {i}")
        page.locator("#choices .compose[data-choice]").click()
    elif page.locator("#choices button[data-choice]").count():
        page.locator("#choices button[data-choice]").first.click()
    else:
        square = page.locator("#board .legal-ring").first.get_attribute("data-ring")
        page.locator(f"#board [data-region='{square}']").first.dispatch_event("click")
    page.wait_for_function(
        f"document.body.dataset.screen !== 'table' || document.querySelectorAll('#log li').length !== {moves}"
    )


def test_complete_game_by_taps_with_handoffs_reload_end_screen_and_replay(app: App, server: Server) -> None:
    page = open_lobby(app, server)
    start_tigris(page)
    handoffs = choices = 0
    reloaded = False
    for _ in range(MAX_TAPS):
        now = screen(page)
        if now == "end":
            break
        if now == "handoff":
            assert page.locator(".te-hand-tile").count() == 0
            take_device(page)
            handoffs += 1
            continue
        if choices >= RELOAD_AFTER and not reloaded:
            reloaded = True
            app.wait_service_worker()  # its precache done, a reload aborts no request in flight
            reload_keeps_the_game(app, count(".te-hand-tile"))
            continue
        play_one(page)
        choices += 1
    assert screen(page) == "end", f"no end after {choices} choices"
    assert handoffs >= 2 and reloaded
    rows = page.locator("#score-table tbody tr")
    assert rows.count() == 2
    assert page.locator("#score-table thead th").count() >= 4  # place, player and the engine's columns
    assert "11" in page.locator("#seed-shown").inner_text()
    shoot(page, "end", settle_ms=0)
    page.locator("[data-action='replay-current']").click()
    page.wait_for_selector("body[data-screen='table'][data-mode='replay']", state="attached")
    page.wait_for_function(STEP_SHOWN, arg="Move 0 of")
    page.locator("[data-action='replay-jump'][data-unit='move'][data-dir='1']").click()
    page.wait_for_function(STEP_SHOWN, arg="Move 1 of")
    assert page.locator("#log li").count() >= 1
    # The game is over: the replay shows everyone's hand as it stood then (issue 20).
    assert page.locator("#private-area .te-private").count() == 2
    page.locator("#replay-buttons [data-action='replay-go']").last.click()
    page.screenshot(path=str(ARTIFACTS / "replay-1280x800.png"))
