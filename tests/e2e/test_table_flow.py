"""Issue 16 points 1 and 4 in Chromium, on one page: the recap of what happened since a seat's
last turn on the hand-off, hideable; the last-move rings on the board; another human's public
decision as an open turn (banner, no hand-off, nothing private in the page)."""

from __future__ import annotations

from tests.e2e.conftest import App
from tests.e2e.play import fresh_lobby, screen, set_up, shoot, tap
from tests.e2e.test_privacy import NAMES, policy_tap, stored_session, tokens
from ui.games import adapter_for

#: Taps played through at most, looking for an open turn (design value).
MAX_STEPS = 60


def test_recap_on_the_handoff_then_marks_and_an_open_turn(shared_app: App) -> None:
    page = shared_app.page
    fresh_lobby(page)
    set_up(page, "aztlan", 3, NAMES, 2)
    assert screen(page) == "handoff"
    tap(page, "#handoff-ready")
    policy_tap(page)  # Ada's secret power card: the hand-off to the next player
    assert screen(page) == "handoff"
    recap = page.locator("#handoff-recap")
    assert recap.count() == 1 and "Ada" in recap.inner_text() and "since your last turn" in recap.inner_text()
    shoot(page, "table-recap-handoff")
    tap(page, "#handoff-recap [data-action='recap-close']")
    assert screen(page) == "handoff" and page.locator("#handoff-recap").count() == 0
    opened = False
    for _ in range(MAX_STEPS):
        if screen(page) == "handoff":
            tap(page, "#handoff-ready")
            continue
        if page.locator("#open-turn").count():
            opened = True
            break
        policy_tap(page)
    assert opened, "no open turn: every decision went behind a hand-off"
    session = stored_session(page)
    seat = session.next_seat()
    assert seat is not None and NAMES[seat] in page.locator("#open-turn").inner_text()
    assert page.locator("#private-area").inner_html() == ""
    assert page.locator("#choices button[data-choice], #board .legal-ring").count() > 0
    assert page.locator("#board .last-move").count() > 0, "no last-move marks on the board"
    # Nothing of any seat's private area is in the page on an open turn.
    adapter = adapter_for("aztlan")
    public = session.game.view(session.state, None)
    private: set[str] = set()
    for other in range(3):
        from ui.table import Table

        ctx = Table(session, "en").context([])
        private |= tokens(adapter.private_html(session.game.view(session.state, other), ctx))
    private -= tokens(adapter.public_html(public, Table(session, "en").context([])))
    leaked = private & set(page.evaluate("[...document.querySelectorAll('#table *')].map(n => n.textContent.trim())"))
    assert not leaked, f"private to a seat, yet in the page: {sorted(leaked)[:8]}"
    shoot(page, "table-open-turn")
