"""A tap on the lobby while Python starts is answered at once and carried out once the lobby
is ready (issue 17, item 5); that first visit, with no memory snapshot stored, boots the normal
way (item 1)."""

from __future__ import annotations

import pytest
from playwright.sync_api import Route

from tests.e2e.conftest import App
from tools.serve import Server

#: These tests are of the first visit: nothing is stored before the page opens.
pytestmark = pytest.mark.first_visit

#: PyScript's loader, a module the page waits for: held too, as a slow connection (or a busy CI
#: machine) would, the lobby must answer taps before any module has run.
PYSCRIPT_CORE = "**/pyscript/core.js"


def test_a_game_tapped_while_python_starts_is_answered_at_once_and_opened_when_ready(app: App, server: Server) -> None:
    modules: list[Route] = []
    app.context.route(PYSCRIPT_CORE, lambda route, request: modules.append(route))
    held = app.open_with_python_held(server.url)
    page = app.page
    # The whole page parsed: the lobby and the script that answers its taps (a classic script
    # after it, which the parser runs before going on).
    page.wait_for_function("() => document.readyState !== 'loading'")
    page.locator(".game-card[data-game='attila']").click()
    # Answered by the page itself, Python being nowhere yet.
    assert page.evaluate("document.documentElement.dataset.ready") is None
    assert page.locator(".game-card[data-game='attila']").get_attribute("data-pending") == "true"
    assert "Attila" in page.locator("#boot-status").inner_text()
    page.locator(".game-card[data-game='vinci']").click()  # a second tap changes the choice
    assert page.locator(".game-card[data-pending]").count() == 1
    assert page.locator(".game-card[data-game='vinci']").get_attribute("data-pending") == "true"
    for route in modules:
        route.continue_()
    started = "() => /Python|Pyodide|motore|tavolo/.test(document.getElementById('boot-status').textContent)"
    page.wait_for_function(started)  # PyScript's modules run: the page's own words for its steps
    assert page.locator(".game-card[data-game='vinci']").get_attribute("data-pending") == "true"  # kept meanwhile
    held[0].continue_()
    app.wait_ready()
    assert page.evaluate("document.documentElement.dataset.snapshot") == "missing"  # a first visit: normal boot
    page.wait_for_selector("body[data-screen='setup']", state="attached")
    assert "Vinci" in page.locator("#setup").inner_text()
    assert page.locator(".game-card[data-pending]").count() == 0
