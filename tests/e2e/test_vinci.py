"""A complete game of Vinci through the table by taps: the 2-player variant (two human seats and
the two virtual players, whose ``virtual`` steps the table plays by
itself), the device passing between the humans, the reorganisation counter, a reload midway
that resumes from the autosave, and the end screen with the score breakdown.

Vinci has no hidden information, so the table needs no hand-off screen: the device follows the
turn, and the private area shows whoever is on turn."""

from __future__ import annotations

import random

from playwright.sync_api import Page

from tests.e2e.conftest import App
from tests.e2e.play import count, open_lobby, reload_keeps_the_game, screen, set_up, shoot, take_device, tap, wait_board
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


#: The +/- buttons of the reorganisation counter that the range allows now.
STEP_BUTTONS = "#private-area .vi-counter button[data-action='pick']:not([disabled])"


def play_one(page: Page, rng: random.Random) -> str:
    """One decision by taps, picked at random among what the screen offers; what was tapped."""
    page.wait_for_function("document.body.dataset.thinking !== 'true'")
    if page.locator("#private-area .vi-ok").count():  # the reorganisation counter: +/- then confirm
        for _ in range(rng.randrange(3)):
            steps = page.locator(STEP_BUTTONS)
            if steps.count():
                k = rng.randrange(steps.count())
                tap(page, STEP_BUTTONS, k, dispatch=True)
        tap(page, "#private-area .vi-ok", dispatch=True)
        return "put"
    buttons = page.locator("#choices button[data-choice]").count()
    rings = page.locator("#board .legal-ring").count()
    picks = page.locator("#private-area .vi-spy").count()
    total = buttons + rings + picks
    assert total, "nothing to tap"
    k = rng.randrange(total)
    if k < buttons:
        kind = page.locator("#choices button[data-choice]").nth(k).get_attribute("data-kind") or "?"
        tap(page, "#choices button[data-choice]", k, dispatch=True)
        return kind
    if k < buttons + rings:
        region = page.locator("#board .legal-ring").nth(k - buttons).get_attribute("data-ring")
        tap(page, f"#board path[data-region='{region}']")
        if page.locator("#choices button[data-choice]").count() and page.locator("#cancel-move").count():
            tap(page, "#choices button[data-choice]", dispatch=True)  # a menu on that region
        return "region"
    tap(page, "#private-area .vi-spy", dispatch=True)
    return "spy"


def duo_mode(page: Page) -> None:
    """The 2-player variant; the engine plays its virtual seats: setup names them, it offers
    no human/bot choice."""
    page.locator("select[data-name='mode']").select_option("duo")
    for seat in VIRTUAL:
        assert page.locator(f".kind.virtual[data-seat='{seat}']").count() == 1


def start_vinci(page: Page) -> None:
    humans = iter(HUMANS)
    names = [f"Virtual {seat + 1}" if seat in VIRTUAL else next(humans) for seat in range(4)]
    set_up(page, "vinci", 4, names, SEED, options=duo_mode)
    assert screen(page) == "table"  # no hidden information: no hand-off
    wait_board(page)


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
            take_device(page)
            continue
        if page.locator("#private-area h2").count():
            fronts.add(page.locator("#private-area h2").inner_text())
        log_text = page.locator("#log").inner_text()
        virtual_logged = virtual_logged or any(f"Virtual {s + 1}" in log_text for s in VIRTUAL)
        if len(kinds) >= RELOAD_AFTER and not reloaded:
            reloaded = True
            reload_keeps_the_game(app, count("#board .vi-token"), ".vi-token")
            continue
        shot = ""
        if len(kinds) >= SHOT_AFTER and page.locator("#board .vi-cost").count() and "table" not in shots:
            shot = "table"
        elif page.locator("#private-area .vi-ok").count() and "reorganise" not in shots:
            shot = "reorganise"
        if shot:
            shots.add(shot)
            shoot(page, f"vinci-{shot}", settle_ms=0)
        kinds.append(play_one(page, rng))
    assert screen(page) == "end", f"no end after {len(kinds)} taps: {kinds}"
    assert reloaded
    assert "virtual" not in kinds and virtual_logged  # the table played them by itself, in the log
    assert any(HUMANS[0] in f for f in fronts) and any(HUMANS[1] in f for f in fronts), fronts
    assert page.locator("#score-table tbody tr").count() == 4
    headers = page.locator("#score-table thead").inner_text()
    assert "Victory points" in headers and "Declined provinces" in headers
    assert "reorganise" in shots  # the +/- counter was used
    shoot(page, "vinci-end", settle_ms=0)
