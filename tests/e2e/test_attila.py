"""A game of Attila through the table by taps: two human seats from the lobby with hand-offs (every
turn and every conflict commitment is secret) and a reload that resumes from the autosave; then the
same table from a save late in the game (played in CPython) by taps to the end screen with the
score breakdown per century; screenshots of the table and the end at tablet size."""

from __future__ import annotations

import random

from playwright.sync_api import Page

from tests.e2e import play
from tests.e2e.conftest import App
from tools.serve import Server

#: A bound on taps (design value): a random two-player game takes 140-200 choices plus hand-offs,
#: the two stretches played here fewer; far beyond means the table is stuck.
MAX_TAPS = 600
#: When to reload the page (design value): a few turns in, tokens on the board.
RELOAD_AFTER = 25
#: Taps from the lobby before the game jumps to its last stretch (design value): several turns
#: of both players, past the reload.
EARLY_TAPS = 45
#: Choices left in the game the last stretch starts from (design value): the last turns, their
#: conflicts and the final scoring.
LATE_CHOICES = 60
SEED = "12"
#: A JS expression: the tokens on the board, all tribes.
TOKENS = "[...document.querySelectorAll('#board .at-pieces')].reduce((n, g) => n + +g.dataset.tokens, 0)"
HUMANS = ("Ada", "Bruno")


def play_one(page: Page, rng: random.Random) -> str:
    """One tap chosen at random among what the table offers: the choice bar, the cards of the hand,
    the ringed provinces, the Influence 2 picker; what kind of thing was tapped."""
    options: list[tuple[str, str, int]] = []
    for selector, kind in (
        ("#choices button[data-choice]", "button"),
        ("#private-area button.at-card[data-choice]", "card"),
        ("#private-area [data-action='pick']", "pick"),
    ):
        options += [(selector, kind, k) for k in range(page.locator(selector).count())]
    rings = page.locator("#board .at-ring")
    regions = [rings.nth(k).get_attribute("data-region") or "" for k in range(rings.count())]
    options += [(f"#board path[data-region='{r}']", "region", 0) for r in regions]
    assert options, "nothing to tap on the table"
    selector, kind, k = options[rng.randrange(len(options))]
    play.tap(page, selector, k)
    return kind


def test_a_two_player_game_by_taps_from_the_lobby_and_from_its_last_turns_to_the_end_screen(
    app: App, server: Server
) -> None:
    page = play.open_lobby(app, server)
    play.set_up(page, "attila", 2, HUMANS, SEED)
    play.wait_board(page)
    rng = random.Random(int(SEED))
    handoffs = taps = 0
    kinds: set[str] = set()
    fronts: set[str] = set()
    reloaded = jumped = shot = conflict_shot = False
    for _ in range(MAX_TAPS):
        now = play.screen(page)
        if now == "end":
            break
        if now == "handoff":
            play.hand_over(page)
            handoffs += 1
            continue
        # Who decides: the private area's title, or the open turn's banner (a public decision).
        front = "#open-turn" if page.locator("#open-turn").count() else "#private-area h2"
        fronts.add(page.locator(front).inner_text())
        if taps >= RELOAD_AFTER and not reloaded and not page.locator("#progress-text").count():
            reloaded = True
            assert play.reload_keeps_the_game(app, TOKENS) > 0
            continue
        if taps >= EARLY_TAPS and not jumped:
            jumped = True
            play.resume_late(app, play.late_session("attila", HUMANS, int(SEED), LATE_CHOICES))
            continue
        if jumped and not shot and page.locator("#board .at-ring").count():
            shot = True
            play.shoot(page, "attila-table")
        if not conflict_shot and page.locator("#private-area button.at-card[data-kind='commit']").count():
            conflict_shot = True
            play.shoot(page, "attila-conflict")
        kinds.add(play_one(page, rng))
        taps += 1
    assert play.screen(page) == "end", f"no end after {taps} taps"
    assert handoffs >= 2 and reloaded and shot and conflict_shot  # a conflict was committed to by taps
    assert {"button", "region"} <= kinds, kinds
    assert any(HUMANS[0] in f for f in fronts) and any(HUMANS[1] in f for f in fronts), fronts
    assert page.locator("#score-table tbody tr").count() == 2
    headers = page.locator("#score-table thead th").all_inner_texts()
    assert "Total" in " ".join(headers), headers
    play.shoot(page, "attila-end")
    # The finished game's board stays one tap away from its results, and back.
    play.tap(page, "[data-action='final-board']")
    assert play.screen(page) == "table" and page.evaluate(TOKENS) > 0
    assert page.locator("#status").inner_text().strip() == "Game over"
    play.tap(page, "#choices [data-action='results']")
    assert play.screen(page) == "end" and page.locator("#score-table tbody tr").count() == 2
