"""The table in Chromium, driven by taps as a person would (issue 3): start a game, move,
hand-off with nothing private in the DOM, reload and continue, export/import, refuse a
corrupted save, undo within the rule, switch language.  Tigris & Euphrates is the game.

Tests that need nothing of a page but its lobby share one (``lobby``: a boot costs more than
the test); those that change the browser itself (a storage that refuses writes, a locale) or
reload open their own."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page

from tests.e2e.conftest import VIEWPORT, App, SnapshotSeed
from tests.e2e.play import ARTIFACTS, fresh_lobby, open_lobby, set_up, take_device, wait_board
from tools.serve import Server
from ui.i18n import isolate

#: Bruno's name as the screen shows it: bidi-isolated (issue 14).
ISOLATED_BRUNO = isolate("Bruno")
#: A phone in portrait, then turned to landscape (issue 3: the table works on a phone).
PORTRAIT, LANDSCAPE = {"width": 390, "height": 844}, {"width": 844, "height": 390}
#: Smallest comfortable touch target (issue 3), CSS px.
TOUCH_PX = 44
#: The on-screen size of every highlighted square, as [width, height] pairs.
RING_SQUARES = (
    "[...document.querySelectorAll('#board .legal-ring')].map(r => document.querySelector("
    "`#board #regions [data-region='${r.dataset.ring}']`).getBoundingClientRect()).map(b => [b.width, b.height])"
)


@pytest.fixture
def lobby(shared_app: App) -> Page:
    """The module's shared page at the lobby, at the test size, with no save."""
    page = shared_app.page
    page.set_viewport_size(VIEWPORT)
    fresh_lobby(page)
    return page


def start_tigris(page: Page, players: int = 2, lang: str = "en") -> None:
    """Ada and Bruno at T&E (seed 11): the game opens behind a hand-off to the first player
    (issue 14: whoever tapped Start is not known to be that player), and Ada takes the device."""
    set_up(page, "tigris", players, ("Ada", "Bruno"), 11, lang)
    assert page.evaluate("document.body.dataset.screen") == "handoff"
    assert page.locator(".te-hand-tile").count() == 0 and "Ada" in page.locator("#handoff-title").inner_text()
    take_device(page)
    wait_board(page)


def place_a_tile(page: Page) -> str:
    """Tap a tile behind the screen (not a farm), then the first highlighted square; the square."""
    page.locator(".te-hand-tile[data-key]:not([data-key='tile:blue'])").first.click()
    page.wait_for_selector("#progress-text")
    square = page.locator("#board .legal-ring").first.get_attribute("data-ring")
    assert square
    page.locator(f"#board [data-region='{square}']").first.dispatch_event("click")
    page.wait_for_function("[...document.querySelectorAll('#board .te-tile')].length > 0")
    return square


def end_turn(page: Page) -> None:
    page.locator("#choices [data-kind='end']").click()


def test_start_move_and_handoff_leaves_nothing_private_in_the_dom(lobby: Page) -> None:
    page = lobby
    start_tigris(page)
    assert page.locator(".te-hand-tile").count() == 6
    assert "Ada" in page.locator("#private-area").inner_text()
    before = page.locator("#board .te-tile").count()
    square = place_a_tile(page)
    assert page.locator(f"#board [data-region='{square}'] .te-tile").count() == 1
    assert page.locator("#board .te-tile").count() == before + 1
    assert page.locator("#log li").count() >= 1
    end_turn(page)
    page.wait_for_selector("body[data-screen='handoff']", state="attached")
    assert "Bruno" in page.locator("#handoff").inner_text()
    # Nothing private anywhere in the page, not merely hidden.
    assert page.locator(".te-hand-tile, .te-private, .te-own-vp").count() == 0
    assert page.locator("#private-area").inner_html() == ""
    assert page.locator("#choices").inner_html() == ""
    page.locator("#handoff [data-lang='it']").click()  # the language can change here too
    shown = f"Passa il dispositivo a {ISOLATED_BRUNO}"
    page.wait_for_function("text => document.getElementById('handoff').textContent.includes(text)", arg=shown)
    page.locator("#handoff [data-lang='en']").click()
    page.locator("#handoff-ready").click()
    page.wait_for_selector("body[data-screen='table']", state="attached")
    assert "Bruno" in page.locator("#private-area").inner_text()
    assert "Ada" not in page.locator("#private-area").inner_text()
    page.screenshot(path=str(ARTIFACTS / "table-after-handoff-1280x800.png"))


def test_reload_continues_from_the_autosave_behind_a_handoff(app: App, server: Server) -> None:
    page = open_lobby(app, server)
    start_tigris(page)
    place_a_tile(page)
    tiles = page.locator("#board .te-tile").count()
    log = page.locator("#log li").count()
    app.wait_service_worker()  # its precache done, a reload aborts no request in flight
    page.reload()
    app.wait_ready()
    page.locator("#continue").click()
    # After a reload nobody is known to hold the device: the first player must confirm.
    page.wait_for_selector("body[data-screen='handoff']", state="attached")
    assert page.locator(".te-hand-tile").count() == 0
    page.locator("#handoff-ready").click()
    page.wait_for_selector("body[data-screen='table'] #board .te-tile", state="attached")
    assert page.locator("#board .te-tile").count() == tiles
    assert page.locator("#log li").count() == log


def test_undo_takes_back_own_move_but_never_another_players(lobby: Page) -> None:
    page = lobby
    start_tigris(page)
    assert page.locator("#undo").is_disabled()
    before = page.locator("#board .te-tile").count()
    place_a_tile(page)
    assert page.locator("#undo").is_enabled()
    page.locator("#undo").click()
    page.wait_for_function(f"document.querySelectorAll('#board .te-tile').length === {before}")
    place_a_tile(page)
    end_turn(page)
    page.locator("#handoff-ready").click()
    page.wait_for_selector("body[data-screen='table']", state="attached")
    assert page.locator("#undo").is_disabled()  # Ada's turn is not Bruno's to take back


def test_export_import_and_a_corrupted_file_is_refused(app: App, server: Server, tmp_path: Path) -> None:
    page = open_lobby(app, server)
    start_tigris(page)
    place_a_tile(page)
    page.locator("#table-bar [data-action='lobby']").click()
    page.wait_for_selector("body[data-screen='lobby']", state="attached")
    assert page.locator("#save-list .save").count() == 1
    with page.expect_download() as info:
        page.locator("#save-list [data-action='export']").first.click()
    exported = tmp_path / "save.json"
    info.value.save_as(exported)
    data = json.loads(exported.read_text())
    assert data["format"] == "tavoliere.save" and len(data["record"]["moves"]) == 1
    page.locator("#import-file").set_input_files(str(exported))
    page.wait_for_function("document.querySelectorAll('#save-list .save').length === 2")
    assert "imported" in page.locator("#toast").inner_text().lower()
    broken = tmp_path / "broken.json"
    broken.write_text(exported.read_text()[:200])
    page.locator("#import-file").set_input_files(str(broken))
    page.wait_for_function("document.getElementById('toast').textContent.includes('refused')")
    assert page.locator("#save-list .save").count() == 2
    # A save made inconsistent inside the browser's storage is refused on resume; the other still resumes.
    ids = page.eval_on_selector_all("#save-list .save", "els => els.map(e => e.dataset.id)")
    page.evaluate(
        "id => { const k = 'tavoliere.save.' + id;"
        " localStorage.setItem(k, localStorage.getItem(k).replace('\"moves\":[[0', '\"moves\":[[7')); }",
        ids[0],
    )
    app.wait_service_worker()  # its precache done, a reload aborts no request in flight
    page.reload()
    app.wait_ready()
    page.locator(f"#save-list [data-action='resume'][data-id='{ids[0]}']").click()
    page.wait_for_function("document.getElementById('toast').textContent.includes('Unreadable save')")
    assert page.evaluate("document.body.dataset.screen") == "lobby"
    page.locator(f"#save-list [data-action='resume'][data-id='{ids[1]}']").click()
    page.wait_for_selector("body[data-screen='handoff']", state="attached")


def test_storage_full_tells_the_player_and_keeps_the_last_save(app: App, server: Server) -> None:
    page = open_lobby(app, server)
    start_tigris(page)
    place_a_tile(page)
    saved = page.evaluate(
        "Object.keys(localStorage).filter(k => k.startsWith('tavoliere.save.')).map(k => localStorage.getItem(k))"
    )
    assert len(saved) == 1
    # From now on the browser refuses every write, as a full storage does.
    page.evaluate(
        "() => { Storage.prototype.setItem = function () {"
        " throw new DOMException('The quota has been exceeded.', 'QuotaExceededError'); }; }"
    )
    place_a_tile(page)
    page.wait_for_function("document.getElementById('toast').textContent.includes('storage is full')")
    after = page.evaluate(
        "Object.keys(localStorage).filter(k => k.startsWith('tavoliere.save.')).map(k => localStorage.getItem(k))"
    )
    assert after == saved  # the previous autosave is intact


def test_rename_and_delete_a_save_from_the_list(lobby: Page) -> None:
    page = lobby
    start_tigris(page)
    page.locator("#table-bar [data-action='lobby']").click()
    page.once("dialog", lambda dialog: dialog.accept("Sunday game"))
    page.locator("#save-list [data-action='rename']").click()
    page.wait_for_function("document.querySelector('#save-list .save-name').textContent === '\u2068Sunday game\u2069'")
    assert "Sunday game" not in page.locator("#continue").inner_text()  # Continue names game and players
    page.once("dialog", lambda dialog: dialog.accept())
    page.locator("#save-list [data-action='delete']").click()
    page.wait_for_selector("#save-list .empty", state="attached")
    assert page.locator("#continue").count() == 0


def test_language_switches_at_any_time(lobby: Page) -> None:
    page = lobby
    start_tigris(page, lang="it")
    assert f"Tocca ad {isolate('Ada')}" in page.locator("#turn-text").inner_text()  # euphonic d, isolated name
    assert page.evaluate("document.documentElement.lang") == "it"
    page.locator("#table-bar [data-lang='en']").click()
    assert f"{isolate('Ada')} to play" in page.locator("#turn-text").inner_text()
    assert page.locator("#undo").inner_text() == "Undo"
    page.locator("#rules-button").click()
    assert "in brief" in page.locator("#rules-dialog").inner_text()
    page.locator("[data-action='rules-close']").click()


def test_human_against_a_bot_plays_without_handoffs(lobby: Page) -> None:
    page = lobby
    page.locator(".game-card[data-game='tigris']").click()
    page.locator(".count[data-n='2']").click()
    page.locator(".kind[data-seat='1']").select_option("bot:easy")
    page.locator("#start-game").click()
    page.wait_for_selector("body[data-screen='table'] #board svg [data-region]", state="attached")
    end_turn(page)
    # The bot thinks in time slices, then the turn comes back to the only human: no hand-off.
    page.wait_for_function(
        "document.body.dataset.thinking !== 'true' && document.querySelector('#choices [data-kind=end]') !== null"
    )
    assert page.evaluate("document.body.dataset.screen") == "table"
    assert page.locator(".te-hand-tile").count() == 6
    assert page.locator("[data-action='suggest']").count() == 0  # suggestions are off unless asked for
    log = page.locator("#log").inner_text()
    assert "Player 2" in log and "Bull" not in log  # the bot's name from setup, not its dynasty (issue 16.5)


@pytest.mark.parametrize("locale, words", [("it-IT", "Cinque classici"), ("en-GB", "Five classic")])
def test_the_browser_language_chooses_the_default(
    browser: Browser, server: Server, snapshot_seed: SnapshotSeed, locale: str, words: str
) -> None:
    guarded = App(browser.new_context(viewport=VIEWPORT, locale=locale), snapshot_seed.for_app())
    try:
        guarded.open(server.url)
        guarded.wait_ready()
        assert words in guarded.page.locator(".tagline").inner_text()
        assert guarded.page.evaluate("document.documentElement.lang") == locale[:2]
        guarded.check_clean()
    finally:
        guarded.context.close()


@pytest.mark.parametrize("width, height", [(1280, 800), (800, 1280)])
def test_screenshots_at_tablet_size(lobby: Page, width: int, height: int) -> None:
    page = lobby
    page.set_viewport_size({"width": width, "height": height})
    ARTIFACTS.mkdir(exist_ok=True)
    size = f"{width}x{height}"
    page.screenshot(path=str(ARTIFACTS / f"lobby-{size}.png"))
    start_tigris(page)
    page.locator(".te-hand-tile[data-key]:not([data-key='tile:blue'])").first.click()
    page.screenshot(path=str(ARTIFACTS / f"table-{size}.png"))
    board = page.locator("#board").bounding_box()
    assert board is not None and board["width"] >= 0.6 * min(width, height)
    # A tablet shows the whole board: its squares are touch targets already, so no zoom.
    assert page.evaluate("document.getElementById('board').dataset.zoomed") == "false"
    assert min(min(side) for side in page.evaluate(RING_SQUARES)) >= TOUCH_PX
    _zoom_bar_beside(page)
    # Every button on the table is a comfortable touch target.
    small = page.evaluate(
        "[...document.querySelectorAll('#table button')].filter(b => b.offsetParent)"
        ".map(b => b.getBoundingClientRect()).filter(r => r.width < 44 || r.height < 44).length"
    )
    assert small == 0
    page.locator("[data-action='cancel-move']").click()
    place_a_tile(page)
    end_turn(page)
    page.wait_for_selector("body[data-screen='handoff']", state="attached")
    page.screenshot(path=str(ARTIFACTS / f"handoff-{size}.png"))


def _zoom_bar_beside(page: Page) -> None:
    """The zoom buttons sit beside the board, never over it, and the board keeps its room."""
    board = page.locator("#board").bounding_box()
    zoom = page.locator("#zoom").bounding_box()
    assert board and zoom
    overlap_x = min(board["x"] + board["width"], zoom["x"] + zoom["width"]) - max(board["x"], zoom["x"])
    overlap_y = min(board["y"] + board["height"], zoom["y"] + zoom["height"]) - max(board["y"], zoom["y"])
    assert overlap_x <= 0 or overlap_y <= 0, (board, zoom)
    assert board["height"] > 200


def test_a_phone_opens_the_board_zoomed_so_every_highlighted_square_is_a_touch_target(lobby: Page) -> None:
    page = lobby
    page.set_viewport_size(PORTRAIT)
    start_tigris(page)
    page.wait_for_selector("#board[data-zoomed='true']", state="attached")
    page.locator(".te-hand-tile[data-key]:not([data-key='tile:blue'])").first.click()
    page.wait_for_selector("#board .legal-ring", state="attached")
    for size in (PORTRAIT, LANDSCAPE):  # turning the phone zooms again for its new shape
        page.set_viewport_size(size)
        page.wait_for_function(f"(s => s.length && s.every(([w, h]) => Math.min(w, h) >= {TOUCH_PX}))({RING_SQUARES})")
        assert page.evaluate("b => b.scrollWidth > b.clientWidth", page.locator("#board").element_handle())
        page.screenshot(path=str(ARTIFACTS / f"table-phone-{size['width']}x{size['height']}.png"))
    fit = page.locator("[data-action='zoom-fit']")
    box = fit.bounding_box()
    assert fit.is_visible() and box and box["width"] >= TOUCH_PX and box["height"] >= TOUCH_PX
    fit.click()  # the whole board, one tap away
    page.wait_for_selector("#board[data-zoomed='false']", state="attached")
    assert max(w for w, _ in page.evaluate(RING_SQUARES)) < TOUCH_PX  # it was the zoom that made them big


def test_the_page_answers_taps_while_a_hard_bot_thinks_and_a_suggestion_is_highlighted(lobby: Page) -> None:
    page = lobby
    page.locator(".game-card[data-game='tigris']").click()
    page.locator(".count[data-n='2']").click()
    page.locator(".kind[data-seat='1']").select_option("bot:hard")
    toggle = page.locator(".suggest-toggle:has([data-seat='0'])")
    box = toggle.bounding_box()
    assert box and box["height"] >= TOUCH_PX  # the lobby option is a comfortable touch target
    assert page.locator("[data-field='suggest'][data-seat='1']").count() == 0  # bots get no suggestions
    toggle.click()
    assert page.locator("[data-field='suggest'][data-seat='0']").is_checked()
    assert page.locator("#toast[data-shown='true']").count() == 0  # a tap on a label is no error
    page.locator("#start-game").click()
    page.wait_for_selector("body[data-screen='table'] #board svg [data-region]", state="attached")
    page.locator("[data-action='suggest']").click()
    page.wait_for_function(
        "[...document.querySelectorAll('#highlight-style')].some(s => s.textContent.includes('#ff5a00'))"
    )
    end_turn(page)
    page.wait_for_selector("body[data-thinking='true']", state="attached")
    assert page.locator("#thinking").is_visible()  # the indicator shows while the bot thinks
    page.locator("[data-action='zoom-in']").click()  # the page answers a tap meanwhile
    page.wait_for_selector("#board[data-zoomed='true']", state="attached")
    page.wait_for_function(
        "document.body.dataset.thinking !== 'true' && document.querySelector('#choices [data-kind=end]') !== null",
        timeout=120_000,
    )


def test_bench_ui_times_a_tap_to_the_updated_board(lobby: Page) -> None:
    from tools.bench_ui import measure

    page = lobby
    ms = measure(page, "tigris")
    assert ms is not None and ms > 0  # a tap was timed, never a bound on how long it took
    assert page.evaluate("document.body.dataset.screen") in ("table", "handoff", "end")
