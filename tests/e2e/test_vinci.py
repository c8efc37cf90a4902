"""A complete game of Vinci through the table by taps: the 2-player variant (two human seats and
the two virtual players, whose ``virtual`` steps the table plays by
itself), the device passing between the humans, the reorganisation counter, a reload midway
that resumes from the autosave, and the end screen with the score breakdown.

Vinci has no hidden information, so the table needs no hand-off screen: the device follows the
turn, and the private area shows whoever is on turn."""

from __future__ import annotations

import json
import random

from playwright.sync_api import Page

from tests.e2e.conftest import App
from tests.e2e.test_table import ARTIFACTS, open_lobby
from tools.serve import Server

#: A bound on taps for one game (design value): the variant at this seed ends in a few dozen
#: decisions; far beyond that means the table is stuck.
MAX_TAPS = 300
#: When to reload the page (design value): with the game under way.
RELOAD_AFTER = 8
#: When to take the mid-game screenshots (design value): a few civilisations on the map, during a conquest.
SHOT_AFTER = 14
SEED = 1
HUMANS = ("Ada", "Bruno")
#: Seats of the 2-player variant the engine plays (game/vinci/rules.py VIRTUAL_SEATS["duo"]).
VIRTUAL = (1, 3)

#: A snapshot of everything a tap may change, to wait until the page has answered it.
FINGERPRINT = (
    "['log','choices','private-area','pieces','status'].map(i => (document.getElementById(i) || {}).innerHTML)"
    ".join('|') + document.body.dataset.screen"
)


#: The +/- buttons of the reorganisation counter that the range allows now.
STEP_BUTTONS = "#private-area .vi-counter button[data-action='pick']:not([disabled])"


def screen(page: Page) -> str:
    return str(page.evaluate("document.body.dataset.screen"))


def tap_and_wait(page: Page, locator_js: str) -> None:
    """Tap the element the JS expression finds and wait until the page changed."""
    before = page.evaluate(FINGERPRINT)
    page.evaluate(f"{locator_js}.dispatchEvent(new MouseEvent('click', {{bubbles: true}}))")
    page.wait_for_function(f"(before) => ({FINGERPRINT}) !== before", arg=before)


def play_one(page: Page, rng: random.Random) -> str:
    """One decision by taps, picked at random among what the screen offers; what was tapped."""
    page.wait_for_function("document.body.dataset.thinking !== 'true'")
    if page.locator("#private-area .vi-ok").count():  # the reorganisation counter: +/- then confirm
        for _ in range(rng.randrange(3)):
            steps = page.locator(STEP_BUTTONS)
            if steps.count():
                k = rng.randrange(steps.count())
                tap_and_wait(page, f"document.querySelectorAll({json.dumps(STEP_BUTTONS)})[{k}]")
        tap_and_wait(page, "document.querySelector('#private-area .vi-ok')")
        return "put"
    buttons = page.locator("#choices button[data-choice]").count()
    rings = page.locator("#board .legal-ring").count()
    picks = page.locator("#private-area .vi-spy").count()
    total = buttons + rings + picks
    assert total, "nothing to tap"
    k = rng.randrange(total)
    if k < buttons:
        kind = page.locator("#choices button[data-choice]").nth(k).get_attribute("data-kind") or "?"
        tap_and_wait(page, f"document.querySelectorAll('#choices button[data-choice]')[{k}]")
        return kind
    if k < buttons + rings:
        region = page.locator("#board .legal-ring").nth(k - buttons).get_attribute("data-ring")
        tap_and_wait(page, f"document.querySelector('#board path[data-region=\"{region}\"]')")
        if page.locator("#choices button[data-choice]").count() and page.locator("#cancel-move").count():
            tap_and_wait(page, "document.querySelector('#choices button[data-choice]')")  # a menu on that region
        return "region"
    tap_and_wait(page, "document.querySelector('#private-area .vi-spy')")
    return "spy"


def start_vinci(page: Page) -> None:
    page.locator(".lang-switch [data-lang='en']").first.click()
    page.locator(".game-card[data-game='vinci']").click()
    page.wait_for_selector("body[data-screen='setup']", state="attached")
    page.locator(".count[data-n='4']").click()
    page.locator("select[data-name='mode']").select_option("duo")
    names = iter(HUMANS)
    for seat in range(4):
        if seat in VIRTUAL:
            page.locator(f".seat-name[data-seat='{seat}']").fill(f"Virtual {seat + 1}")
            # The engine plays these seats: setup names them, it offers no human/bot choice.
            assert page.locator(f".kind.virtual[data-seat='{seat}']").count() == 1
        else:
            page.locator(f".seat-name[data-seat='{seat}']").fill(next(names))
    page.locator("#seed").fill(str(SEED))
    page.locator("#start-game").click()
    page.wait_for_selector("body[data-screen='table']", state="attached")
    page.wait_for_selector("#board svg [data-region]", state="attached")


def test_complete_duo_game_by_taps_with_virtual_players_reload_and_end_screen(app: App, server: Server) -> None:
    page = open_lobby(app, server)
    start_vinci(page)
    rng = random.Random(SEED)
    fronts: set[str] = set()
    kinds: list[str] = []
    reloaded = False
    shots: set[str] = set()
    virtual_logged = False  # a virtual player's step was in the log
    for _ in range(MAX_TAPS):
        page.wait_for_function("document.body.dataset.thinking !== 'true'")
        now = screen(page)
        if now == "end":
            break
        if now == "handoff":
            page.locator("#handoff-ready").click()
            page.wait_for_selector("body[data-screen='table'], body[data-screen='end']", state="attached")
            continue
        if page.locator("#private-area h2").count():
            fronts.add(page.locator("#private-area h2").inner_text())
        log_text = page.locator("#log").inner_text()
        virtual_logged = virtual_logged or any(f"Virtual {s + 1}" in log_text for s in VIRTUAL)
        if len(kinds) >= RELOAD_AFTER and not reloaded:
            reloaded = True
            log = page.locator("#log li").count()
            tokens = page.locator("#board .vi-token").count()
            page.reload()
            app.wait_ready()
            page.locator("#continue").click()
            page.wait_for_selector("body[data-screen='table'], body[data-screen='handoff']", state="attached")
            if screen(page) == "handoff":
                page.locator("#handoff-ready").click()
            page.wait_for_selector("body[data-screen='table'] #board .vi-token", state="attached")
            assert page.locator("#log li").count() == log
            assert page.locator("#board .vi-token").count() == tokens
            continue
        shot = ""
        if len(kinds) >= SHOT_AFTER and page.locator("#board .vi-cost").count() and "table" not in shots:
            shot = "table"
        elif page.locator("#private-area .vi-ok").count() and "reorganise" not in shots:
            shot = "reorganise"
        if shot:
            shots.add(shot)
            for width, height in ((1280, 800), (800, 1280)):
                page.set_viewport_size({"width": width, "height": height})
                page.screenshot(path=str(ARTIFACTS / f"vinci-{shot}-{width}x{height}.png"))
            page.set_viewport_size({"width": 1280, "height": 800})
        kinds.append(play_one(page, rng))
    assert screen(page) == "end", f"no end after {len(kinds)} taps: {kinds}"
    assert reloaded
    assert "virtual" not in kinds and virtual_logged  # the table played them by itself, in the log
    assert any(HUMANS[0] in f for f in fronts) and any(HUMANS[1] in f for f in fronts), fronts
    assert page.locator("#score-table tbody tr").count() == 4
    headers = page.locator("#score-table thead").inner_text()
    assert "Victory points" in headers and "Declined provinces" in headers
    assert "reorganise" in shots  # the +/- counter was used
    for width, height in ((1280, 800), (800, 1280)):
        page.set_viewport_size({"width": width, "height": height})
        page.screenshot(path=str(ARTIFACTS / f"vinci-end-{width}x{height}.png"))
