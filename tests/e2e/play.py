"""Steps the whole-game e2e tests share: open the lobby, set a game up, tap and wait for the
screen to answer, pass the device, reload and resume, take screenshots at tablet size.

Every step taps as a person would and then waits for the page to show its effect, never for a
fixed time, so a test is as fast as the page.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from playwright.sync_api import Page

from game.core.jsondata import dumps
from tests.e2e.conftest import VIEWPORT, App
from tests.random_play import play_at_random
from tools.serve import Server
from ui.lobby import STYLES
from ui.saves import save_json
from ui.session import HUMAN, SeatInfo, Session

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "artifacts"
#: The tablet sizes every screenshot is taken at: landscape, then portrait (issue 3).
TABLET_SIZES = ((1280, 800), (800, 1280))
#: What changes on the screen after any tap that did something: the screen, the log, the panels
#: the choices live in, the hand-off and the board.
SIGNATURE = (
    "() => [document.body.dataset.screen, document.querySelectorAll('#log li').length,"
    " document.getElementById('choices').innerHTML, document.getElementById('private-area').innerHTML,"
    " (document.getElementById('progress') || {}).innerHTML, document.getElementById('handoff').innerHTML,"
    " document.getElementById('board').innerHTML.length].join('|')"
)


def open_lobby(app: App, server: Server) -> Page:
    app.open(server.url)
    app.wait_ready()
    return app.page


def screen(page: Page) -> str:
    """The screen on show: lobby | setup | table | handoff | end."""
    return str(page.evaluate("document.body.dataset.screen"))


def tap(page: Page, selector: str, index: int = 0, dispatch: bool = False) -> None:
    """Tap the index-th element matching selector and wait until the screen shows its effect
    (``dispatch``: send the click to the element itself, wherever it is on the page)."""
    before = page.evaluate(SIGNATURE)
    node = page.locator(selector).nth(index)
    if dispatch or "#board" in selector:
        node.dispatch_event("click")  # regions may sit under names and pieces; a tap reaches them
    else:
        node.click()
    page.wait_for_function(f"(old) => ({SIGNATURE})() !== old", arg=before)


def set_up(
    page: Page,
    game: str,
    players: int,
    names: Sequence[str],
    seed: int | str,
    lang: str = "en",
    options: Callable[[Page], None] | None = None,
) -> None:
    """From the lobby: the game's setup in ``lang`` with ``players`` seats named ``names`` (in
    seat order; fewer names leave the rest as they are), ``options`` (a step that changes the
    form before the names are typed) and ``seed``; then Start, until the table or a hand-off shows."""
    page.locator(f".lang-switch [data-lang='{lang}']").first.click()
    page.locator(f".game-card[data-game='{game}']").click()
    page.wait_for_selector("body[data-screen='setup']", state="attached")
    page.locator(f".count[data-n='{players}']").click()
    if options is not None:
        options(page)
    for seat, name in enumerate(names):
        page.locator(f".seat-name[data-seat='{seat}']").fill(name)
    page.locator("#seed").fill(str(seed))
    page.locator("#start-game").click()
    page.wait_for_selector("body[data-screen='table'], body[data-screen='handoff']", state="attached")


def fresh_lobby(page: Page) -> None:
    """Back to the lobby by its Menu button, whatever screen is on show, with every save gone
    (how the tests sharing one page, ``shared_app``, start)."""
    page.evaluate("() => { const d = document.getElementById('rules-dialog'); if (d.open) d.close(); }")
    now = screen(page)
    if now != "lobby":
        page.locator(f"#{now} [data-action='lobby']").first.click()
        page.wait_for_selector("body[data-screen='lobby']", state="attached")
    page.evaluate("localStorage.clear()")
    page.locator("#lobby [data-lang='en']").click()  # the lobby is drawn again, with no save


def wait_board(page: Page) -> None:
    page.wait_for_selector("#board svg [data-region]", state="attached")


def take_device(page: Page) -> None:
    """The named player taps "show" on the hand-off screen."""
    page.locator("#handoff-ready").click()
    page.wait_for_selector("body[data-screen='table'], body[data-screen='end']", state="attached")


def hand_over(page: Page, private: str = "") -> None:
    """On the hand-off screen: nothing private is in the page (the private area is empty and no
    ``private`` element exists); the named player takes the device."""
    assert page.locator("#private-area").inner_html() == ""
    if private:
        assert page.locator(private).count() == 0
    tap(page, "#handoff-ready")


def reload_keeps_the_game(app: App, pieces: str, board_piece: str = "") -> int:
    """Reload midway and continue (:func:`reload_and_continue`): the log and ``pieces`` (a JS
    expression counting what is on the board or in the hand) are as before; that count.  When the
    reloaded table opens on an open turn (nobody is known to be in front, the decision is public),
    the log is the spectator's: the public lines of the one before, none added."""
    page = app.page
    lines = "[...document.querySelectorAll('#log li')].map(li => li.textContent)"
    log = page.evaluate(lines)
    before = page.evaluate(pieces)
    reload_and_continue(app, board_piece)
    after = page.evaluate(lines)
    if page.locator("#open-turn").count():
        assert after and set(after) <= set(log), "the reloaded log shows lines the table did not"
    else:
        assert after == log
    assert page.evaluate(pieces) == before
    return int(before)


def count(selector: str) -> str:
    """A JS expression: how many elements match ``selector``."""
    return f"document.querySelectorAll({selector!r}).length"


def reload_and_continue(app: App, board_piece: str = "") -> None:
    """Reload the page, tap Continue, confirm the hand-off if one shows; wait for the table with
    its board (and at least one ``board_piece``, when given: the pieces are drawn again)."""
    page = app.page
    page.reload()
    app.wait_ready()
    page.locator("#continue").click()
    page.wait_for_selector("body[data-screen='table'], body[data-screen='handoff']", state="attached")
    if screen(page) == "handoff":
        page.locator("#handoff-ready").click()
    page.wait_for_selector(f"body[data-screen='table'] #board svg {board_piece or '[data-region]'}", state="attached")


def late_session(
    game: str, names: Sequence[str], seed: int, left: int, options: dict[str, Any] | None = None
) -> Session:
    """A game of human seats named ``names`` played at random in CPython until ``left`` choices
    before its end (the same random game played twice: once to count its choices)."""
    seats = [SeatInfo(name, STYLES[i].id, HUMAN) for i, name in enumerate(names)]

    def played(limit: int | None) -> Session:
        return play_at_random(Session.new(game, seats, options, seed), seed, limit)

    total = len(played(None).record.moves)
    return played(max(0, total - left))


def resume_late(app: App, session: Session, board_piece: str = "") -> None:
    """Put ``session`` in the browser's storage as the newest save, reload, Continue: the table
    then stands where the whole-game tests' last stretch starts (the early game and a reload
    are played by taps before it; playing every middle turn by taps costs CI minutes and adds
    nothing the CPython adapter tests, which reach every choice of whole games, do not cover)."""
    when = "2099-01-01T00:00:00Z"  # newer than anything the test saved: Continue opens this one
    doc = save_json(session, "e2e-late", "late game", when, when)
    app.page.evaluate("([key, text]) => localStorage.setItem(key, text)", ["tavoliere.save.e2e-late", dumps(doc)])
    reload_and_continue(app, board_piece)


def shoot(page: Page, name: str, settle_ms: int = 200) -> None:
    """Screenshots ``artifacts/<name>-<w>x<h>.png`` at the tablet sizes, then back to the test's size."""
    ARTIFACTS.mkdir(exist_ok=True)
    for width, height in TABLET_SIZES:
        page.set_viewport_size({"width": width, "height": height})
        page.wait_for_timeout(settle_ms)  # the layout and the board's scaling settle
        page.screenshot(path=str(ARTIFACTS / f"{name}-{width}x{height}.png"))
    page.set_viewport_size(VIEWPORT)
