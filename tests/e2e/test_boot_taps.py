"""A tap on the lobby while Python starts is answered at once and carried out once the lobby
is ready (issue 17, item 5); that first visit, with no memory snapshot stored, boots the normal
way (item 1)."""

from __future__ import annotations

from tests.e2e.conftest import App
from tools.serve import Server


def test_a_game_tapped_while_python_starts_is_answered_at_once_and_opened_when_ready(app: App, server: Server) -> None:
    held = app.open_with_python_held(server.url)
    page = app.page
    page.wait_for_function("() => document.getElementById('boot-status').textContent.trim().length > 0")
    page.locator(".game-card[data-game='attila']").click()
    # Answered by the page itself, Python being nowhere yet.
    assert page.evaluate("document.documentElement.dataset.ready") is None
    assert page.locator(".game-card[data-game='attila']").get_attribute("data-pending") == "true"
    assert "Attila" in page.locator("#boot-status").inner_text()
    page.locator(".game-card[data-game='vinci']").click()  # a second tap changes the choice
    assert page.locator(".game-card[data-pending]").count() == 1
    assert page.locator(".game-card[data-game='vinci']").get_attribute("data-pending") == "true"
    held[0].continue_()
    app.wait_ready()
    assert page.evaluate("document.documentElement.dataset.snapshot") == "missing"  # a first visit: normal boot
    page.wait_for_selector("body[data-screen='setup']", state="attached")
    assert "Vinci" in page.locator("#setup").inner_text()
    assert page.locator(".game-card[data-pending]").count() == 0
