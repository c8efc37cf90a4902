"""A game of Aztlán through the table by taps: two human seats (the two-player alliance game) from
the lobby into era I with hand-offs and a reload that resumes from the autosave; then the same
table from a save late in the game (played in CPython) by taps to the end screen with the score
breakdown per era; screenshots of the table and the end at tablet size."""

from __future__ import annotations

import random

from playwright.sync_api import Page

from tests.e2e import play
from tests.e2e.conftest import App
from tools.serve import Server

#: Taps from the lobby before the game jumps to its last stretch (design value): placements,
#: hand-offs and the first development turns of era I.
EARLY_TAPS = 45
#: When to reload the page (design value): well into era I, with pieces on the board.
RELOAD_AFTER = 30
#: Choices left in the game the last stretch starts from (design value): era V's turns, its
#: clashes and scoring.
LATE_CHOICES = 60
#: A bound on taps (design value): far beyond both stretches' choices means the table is stuck.
MAX_TAPS = 500
HUMANS = ("Ada", "Bruno")
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
        play.tap(page, "#board .az-movable", rng.randrange(movable.count()))
        return
    if passes.count():
        play.tap(page, "#choices [data-kind='pass']")
        return
    if buttons.count():
        play.tap(page, "#choices button[data-choice]", rng.randrange(buttons.count()))
        return
    rings = page.locator("#board .legal-ring")
    if rings.count():
        region = rings.nth(rng.randrange(rings.count())).get_attribute("data-ring")
        play.tap(page, f"#board [data-region='{region}']")
        return
    # The pickers: behind the screen, or in the bar on an open turn (no private area is drawn then).
    found = "#private-area [data-action='pick'], #choices [data-action='pick']"
    pickers = page.locator(found)
    assert pickers.count(), "nothing to tap on the table"
    play.tap(page, found, rng.randrange(pickers.count()))


def test_a_two_player_game_by_taps_from_the_lobby_and_from_its_last_era_to_the_end_screen(
    app: App, server: Server
) -> None:
    page = play.open_lobby(app, server)
    play.set_up(page, "aztlan", 2, HUMANS, SEED)
    play.wait_board(page)
    rng = random.Random(int(SEED))
    handoffs = taps = 0
    reloaded = jumped = shot = False
    for _ in range(MAX_TAPS):
        now = play.screen(page)
        if now == "end":
            break
        if now == "handoff":
            play.hand_over(page, ".az-private, .az-prosperity-card")
            handoffs += 1
            continue
        if taps >= RELOAD_AFTER and not reloaded and not page.locator("#progress-text").count():
            reloaded = True
            play.reload_keeps_the_game(app, play.count("#board .az-piece"))
            continue
        if taps >= EARLY_TAPS and not jumped:
            jumped = True
            play.resume_late(app, play.late_session("aztlan", HUMANS, int(SEED), LATE_CHOICES))
            continue
        if jumped and not shot:
            shot = True
            play.shoot(page, "aztlan-table")
        play_one(page, rng)
        taps += 1
    assert play.screen(page) == "end", f"no end after {taps} taps"
    assert handoffs >= 2 and reloaded and shot
    rows = page.locator("#score-table tbody tr")
    assert rows.count() == 2
    headers = page.locator("#score-table thead th").all_inner_texts()
    assert "Era I" in headers and "Era V" in headers and "Total" in headers
    page.set_viewport_size({"width": 800, "height": 1280})  # a portrait tablet: every column on screen
    right = page.evaluate("document.querySelector('#score-table thead th:last-child').getBoundingClientRect().right")
    assert right <= 800, f"the score table's last column ends at {right}px, off an 800 px screen"
    play.shoot(page, "aztlan-end")
