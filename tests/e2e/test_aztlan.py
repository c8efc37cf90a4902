"""A complete game of Aztlán through the table by taps: two human seats (the two-player alliance
game) with hand-offs, a reload midway that resumes from the autosave, and the end screen with the
score breakdown per era; screenshots of the table and the end at tablet size."""

from __future__ import annotations

import random

from playwright.sync_api import Page

from tests.e2e.conftest import App
from tests.e2e.play import count, hand_over, open_lobby, reload_keeps_the_game, screen, set_up, shoot, tap, wait_board
from tools.serve import Server

#: A bound on taps for one game (design value): the two-player game takes about 80 turns of
#: colour, territory, pass and hand-off, plus cards, clashes and scoring; far beyond means stuck.
MAX_TAPS = 900
#: When to reload the page mid-game (design value): well into era I, with pieces on the board.
RELOAD_AFTER = 30
#: When to take the mid-game screenshots (design value: a board with pieces of both alliances).
SHOOT_AFTER = 110
#: Share of development turns that move a piece instead of passing (design value: exercises the
#: two-tap move while keeping the game short).
MOVE_SHARE = 0.2
SEED = "4"


def play_one(page: Page, rng: random.Random) -> None:
    """One tap chosen among what the table offers: buttons, then highlighted regions, then the
    pickers behind the screen (a piece colour, a card to play)."""
    buttons = page.locator("#choices button[data-choice]")
    passes = page.locator("#choices [data-kind='pass']")
    movable = page.locator("#board .az-movable")
    if passes.count() and movable.count() and rng.random() < MOVE_SHARE:
        tap(page, "#board .az-movable", rng.randrange(movable.count()))
        return
    if passes.count():
        tap(page, "#choices [data-kind='pass']")
        return
    if buttons.count():
        tap(page, "#choices button[data-choice]", rng.randrange(buttons.count()))
        return
    rings = page.locator("#board .legal-ring")
    if rings.count():
        region = rings.nth(rng.randrange(rings.count())).get_attribute("data-ring")
        tap(page, f"#board [data-region='{region}']")
        return
    # The pickers: behind the screen, or in the bar on an open turn (no private area is drawn then).
    found = "#private-area [data-action='pick'], #choices [data-action='pick']"
    pickers = page.locator(found)
    assert pickers.count(), "nothing to tap on the table"
    tap(page, found, rng.randrange(pickers.count()))


def test_complete_two_player_game_by_taps_with_handoffs_reload_and_end_screen(app: App, server: Server) -> None:
    page = open_lobby(app, server)
    set_up(page, "aztlan", 2, ("Ada", "Bruno"), SEED)
    wait_board(page)
    rng = random.Random(int(SEED))
    handoffs = taps = 0
    reloaded = shot = False
    for _ in range(MAX_TAPS):
        now = screen(page)
        if now == "end":
            break
        if now == "handoff":
            hand_over(page, ".az-private, .az-prosperity-card")
            handoffs += 1
            continue
        if taps >= RELOAD_AFTER and not reloaded and not page.locator("#progress-text").count():
            reloaded = True
            reload_keeps_the_game(app, count("#board .az-piece"))
            continue
        if taps >= SHOOT_AFTER and not shot and page.locator("#board .az-piece").count() >= 8:
            shot = True
            shoot(page, "aztlan-table")
        play_one(page, rng)
        taps += 1
    assert screen(page) == "end", f"no end after {taps} taps"
    assert handoffs >= 2 and reloaded
    rows = page.locator("#score-table tbody tr")
    assert rows.count() == 2
    headers = page.locator("#score-table thead th").all_inner_texts()
    assert "Era I" in headers and "Era V" in headers and "Total" in headers
    shoot(page, "aztlan-end")
