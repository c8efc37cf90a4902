"""A complete game of Attila through the table by taps: two human seats with hand-offs (every turn
and every conflict commitment is secret), a reload midway that resumes from the autosave, and the
end screen with the score breakdown per century; screenshots of the table and the end at tablet size."""

from __future__ import annotations

import random

from playwright.sync_api import Page

from tests.e2e.conftest import App
from tests.e2e.test_table import ARTIFACTS, open_lobby
from tools.serve import Server

#: A bound on taps for one game (design value): a random two-player game takes 140-200 choices plus
#: hand-offs; far beyond means the table is stuck.
MAX_TAPS = 600
#: When to reload the page mid-game (design value): a few turns in, tokens on the board.
RELOAD_AFTER = 25
#: When to take the mid-game screenshots (design value): a board with tokens of several tribes.
SHOOT_AFTER = 60
SEED = "12"
HUMANS = ("Ada", "Bruno")
#: What changes on the screen after any tap that did something.
SIGNATURE = (
    "() => [document.body.dataset.screen, document.querySelectorAll('#log li').length,"
    " document.getElementById('choices').innerHTML, document.getElementById('private-area').innerHTML,"
    " (document.getElementById('progress') || {}).innerHTML, document.getElementById('handoff').innerHTML,"
    " document.getElementById('board').innerHTML.length].join('|')"
)


def screen(page: Page) -> str:
    return str(page.evaluate("document.body.dataset.screen"))


def tap(page: Page, selector: str, index: int = 0) -> None:
    """Tap the index-th element matching selector and wait until the screen shows its effect."""
    before = page.evaluate(SIGNATURE)
    node = page.locator(selector).nth(index)
    if "#board" in selector:
        node.dispatch_event("click")  # provinces may sit under names and tokens; a tap reaches them
    else:
        node.click()
    page.wait_for_function(f"(old) => ({SIGNATURE})() !== old", arg=before)


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
    tap(page, selector, k)
    return kind


def start_attila(page: Page) -> None:
    page.locator(".lang-switch [data-lang='en']").first.click()
    page.locator(".game-card[data-game='attila']").click()
    page.wait_for_selector("body[data-screen='setup']", state="attached")
    page.locator(".count[data-n='2']").click()
    for seat, name in enumerate(HUMANS):
        page.locator(f".seat-name[data-seat='{seat}']").fill(name)
    page.locator("#seed").fill(SEED)
    page.locator("#start-game").click()
    page.wait_for_selector("body[data-screen='table'], body[data-screen='handoff']", state="attached")
    page.wait_for_selector("#board svg [data-region]", state="attached")


def shoot(page: Page, name: str) -> None:
    for width, height in ((1280, 800), (800, 1280)):
        page.set_viewport_size({"width": width, "height": height})
        page.wait_for_timeout(200)
        page.screenshot(path=str(ARTIFACTS / f"attila-{name}-{width}x{height}.png"))
    page.set_viewport_size({"width": 1280, "height": 800})


def test_complete_two_player_game_by_taps_with_handoffs_reload_and_end_screen(app: App, server: Server) -> None:
    page = open_lobby(app, server)
    start_attila(page)
    ARTIFACTS.mkdir(exist_ok=True)
    rng = random.Random(int(SEED))
    handoffs = taps = 0
    kinds: set[str] = set()
    fronts: set[str] = set()
    reloaded = shot = conflict_shot = False
    for _ in range(MAX_TAPS):
        now = screen(page)
        if now == "end":
            break
        if now == "handoff":
            assert page.locator("#private-area").inner_html() == ""  # no hand shows between players
            tap(page, "#handoff-ready")
            handoffs += 1
            continue
        fronts.add(page.locator("#private-area h2").inner_text())
        if taps >= RELOAD_AFTER and not reloaded and not page.locator("#progress-text").count():
            reloaded = True
            log = page.locator("#log li").count()
            tokens = page.evaluate(
                "[...document.querySelectorAll('#board .at-pieces')].reduce((n, g) => n + +g.dataset.tokens, 0)"
            )
            page.reload()
            app.wait_ready()
            page.locator("#continue").click()
            page.locator("#handoff-ready").click()
            page.wait_for_selector("body[data-screen='table']", state="attached")
            page.wait_for_selector("#board svg [data-region]", state="attached")
            assert page.locator("#log li").count() == log
            after = page.evaluate(
                "[...document.querySelectorAll('#board .at-pieces')].reduce((n, g) => n + +g.dataset.tokens, 0)"
            )
            assert after == tokens and tokens > 0
            continue
        if taps >= SHOOT_AFTER and not shot and page.locator("#board .at-ring").count():
            shot = True
            shoot(page, "table")
        if not conflict_shot and page.locator("#private-area button.at-card[data-kind='commit']").count():
            conflict_shot = True
            shoot(page, "conflict")
        kinds.add(play_one(page, rng))
        taps += 1
    assert screen(page) == "end", f"no end after {taps} taps"
    assert handoffs >= 2 and reloaded and shot and conflict_shot  # a conflict was committed to by taps
    assert {"button", "region"} <= kinds, kinds
    assert any(HUMANS[0] in f for f in fronts) and any(HUMANS[1] in f for f in fronts), fronts
    assert page.locator("#score-table tbody tr").count() == 2
    headers = page.locator("#score-table thead th").all_inner_texts()
    assert "Total" in " ".join(headers), headers
    shoot(page, "end")
