"""The page boots as a static app: the lobby paints at once, Python starts behind it from local
files only, and the lobby contract with ui/main.py holds (issue 2, items 2, 4 and 9)."""

from __future__ import annotations

import pytest
from playwright.sync_api import Browser

from game.registry import GAME_NAMES, available
from tests.e2e.conftest import VIEWPORT, App
from tools.serve import Server

#: These tests are of the first visit: nothing is stored before the page opens.
pytestmark = pytest.mark.first_visit


def test_lobby_paints_before_python_is_ready_and_a_game_starts_once_it_is(app: App, server: Server) -> None:
    held = app.open_with_python_held(server.url)
    page = app.page
    page.wait_for_selector("#game-list .game-card", state="visible")
    page.wait_for_function("performance.getEntriesByType('paint').some(e => e.name === 'first-contentful-paint')")
    page.wait_for_function("document.getElementById('boot-status').textContent.trim().length > 0")
    assert page.locator("#game-list .game-card").count() == len(GAME_NAMES)
    assert sorted(page.eval_on_selector_all(".game-card", "cards => cards.map(c => c.dataset.game)")) == sorted(
        GAME_NAMES
    )
    assert page.locator("#boot").is_visible()
    page.wait_for_timeout(300)  # give a wrongly-started Python every chance to flag ready
    assert page.evaluate("document.documentElement.dataset.ready") is None
    assert len(held) == 1, "the page should be waiting for the Python runtime"
    held[0].continue_()  # release the runtime: the same page must now boot
    app.wait_ready()
    assert not page.locator("#boot").is_visible()
    # One first visit boots for both halves: a cold boot is the dearest thing in the suite.
    app.start_game()
    assert page.locator("#board svg").count() >= 1


def test_python_boots_with_every_outside_request_blocked_and_says_its_steps_in_words(app: App, server: Server) -> None:
    # The app fixture aborts and records every non-localhost request and fails the test at
    # teardown if there was any; here the whole boot must succeed under that guard.
    seen: list[str] = []
    app.page.expose_function("reportStatus", lambda text: seen.append(text))
    app.page.add_init_script(
        "addEventListener('DOMContentLoaded', () => new MutationObserver(() =>"
        " window.reportStatus(document.getElementById('boot-status').textContent))"
        ".observe(document.getElementById('boot-status'), {childList: true, characterData: true, subtree: true}))"
    )
    app.open(server.url)
    app.wait_ready()
    marks = dict(
        app.page.eval_on_selector_all(".game-card", "cs => cs.map(c => [c.dataset.game, c.dataset.available])")
    )
    assert marks == {name: ("true" if name in available() else "false") for name in GAME_NAMES}
    enabled = app.page.eval_on_selector_all(".game-card", "cs => cs.filter(c => !c.disabled).map(c => c.dataset.game)")
    assert sorted(enabled) == sorted(available())
    assert app.page.evaluate("document.body.dataset.screen") == "lobby"
    assert app.outside == []
    app.page.wait_for_timeout(100)
    assert len(set(seen)) >= 3, f"expected several boot steps, saw {seen}"


def test_outside_request_guard_records_and_blocks_attempts(app: App, server: Server) -> None:
    # The guard of the previous test must really see a request to another host.
    app.open(server.url)
    outcome = app.page.evaluate("fetch('https://cdn.jsdelivr.net/npm/pyodide').then(() => 'loaded', () => 'blocked')")
    assert outcome == "blocked"
    assert app.outside == ["https://cdn.jsdelivr.net/npm/pyodide"]
    app.outside.clear()  # expected here; any other attempt still fails the test


@pytest.mark.parametrize(
    ("locale", "saved", "expected"),
    [("it-IT", None, "it"), ("en-US", None, "en"), ("en-US", "it", "it"), ("it-IT", "en", "en")],
)
def test_boot_status_speaks_the_pages_language_before_python(
    browser: Browser, server: Server, locale: str, saved: str | None, expected: str
) -> None:
    # Issue 16.6: the static boot text follows the app's choice (saved setting, else the browser).
    context = browser.new_context(viewport=VIEWPORT, locale=locale)
    try:
        app = App(context)
        if saved:
            context.add_init_script(f"localStorage.setItem('tavoliere.settings', JSON.stringify({{lang: '{saved}'}}))")
        app.open_with_python_held(server.url)  # Python never starts: the static page alone speaks
        page = app.page
        # The poll may run before the parser reaches the element: null is "not yet", not an error.
        page.wait_for_function("(document.getElementById('boot-status')?.textContent ?? '').trim().length > 0")
        page.wait_for_function("document.readyState !== 'loading'")
        status = page.locator("#boot-status").text_content() or ""
        words = {"it": ("Caricamento", "Avvio", "Preparazione"), "en": ("Loading", "Starting", "Setting up")}
        assert page.evaluate("document.documentElement.lang") == expected
        assert any(w in status for w in words[expected]) and " / " not in status, status
        other = "en" if expected == "it" else "it"
        assert not any(w in status for w in words[other]), status
    finally:
        context.close()
