"""Issue 16 points 1, 3, 4, 8 and 9 in Chromium, on one page: the recap of what happened since a
seat's last turn on the hand-off, hideable; the last-move rings on the board; another human's public
decision as an open turn (banner, no hand-off, nothing private in the page); the line saying what to
do; Undo on the end screen; Aztlán's end screen explaining each era."""

from __future__ import annotations

import json

from playwright.sync_api import Page

from game.core.rng import Rng
from tests.e2e.conftest import VIEWPORT, App
from tests.e2e.play import fresh_lobby, screen, set_up, shoot, tap
from tests.e2e.test_pickers import open_position
from tests.e2e.test_privacy import NAMES, policy_tap, stored_session, tokens
from tests.ui.test_end_undo import finished
from tests.ui.test_pickers import play_until, table_of
from ui.games import adapter_for
from ui.i18n import text
from ui.saves import KEY_PREFIX, save_json
from ui.table import Table

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
    # The banner's sentence keeps a reading width beside its button, or the button goes below it
    # (session 51: at 1280x800 the button squeezed it to a word a line, six lines).
    for width, height in ((1280, 800), (800, 1280)):
        page.set_viewport_size({"width": width, "height": height})
        sentence = page.locator("#open-turn span").bounding_box()
        assert sentence is not None and sentence["width"] >= 190, (width, sentence)
    page.set_viewport_size(VIEWPORT)
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


def _open_results(page: Page, table: Table, save_id: str) -> None:
    """The finished game of ``table`` as a save, opened from the lobby's Results (its end screen)."""
    doc = save_json(table.session, save_id, save_id, "2026-01-01T00:00:00Z", "2026-01-01T00:00:00Z")
    page.evaluate("([k, v]) => localStorage.setItem(k, v)", [KEY_PREFIX + save_id, json.dumps(doc)])
    page.locator("#lobby [data-lang='en']").click()  # the lobby is drawn again, with the save
    page.locator(f"#save-list [data-action='resume'][data-id='{save_id}']").last.click()
    page.wait_for_selector("body[data-screen='end'] #end-undo", state="attached")


def test_undo_on_the_end_screen_takes_the_last_decision_back_or_says_why_not(shared_app: App) -> None:
    """Issue 16.8: a finished game with nothing revealed since Ada's last decision goes back to
    her turn; one whose ending revealed the hidden scores keeps Undo disabled, the reason beside it."""
    page = shared_app.page
    fresh_lobby(page)
    _open_results(page, finished("tigris", 1), "ended-revealed")
    assert page.locator("#end-undo").is_disabled()
    assert page.locator("#end-undo-why").inner_text() == text("undo_reveal", "en")
    fresh_lobby(page)
    table = finished("europa", 1)
    moves = len(table.session.record.moves)
    _open_results(page, table, "ended-quiet")
    assert page.locator("#end-undo").is_enabled() and page.locator("#end-undo-why").count() == 0
    tap(page, "#end-undo")
    page.wait_for_selector("body[data-screen='table'] #board svg [data-region]", state="attached")
    assert page.evaluate("JSON.parse(localStorage.getItem('tavoliere.save.ended-quiet')).record.moves.length") < moves
    assert page.locator("#choices #instruction").count() == 1  # Ada decides again


def test_aztlans_end_screen_explains_each_era_domain_by_domain(shared_app: App) -> None:
    """Issue 16.9: why the game ended, then every seat's era scorings from the engine's events."""
    page = shared_app.page
    fresh_lobby(page)
    table = play_until(table_of("aztlan", 3, 2), lambda t: t.session.is_over(), Rng(2))
    _open_results(page, table, "aztlan-ended")
    assert "The game ended with the scoring of era V" in page.locator("#end-notes").inner_text()
    seats = page.locator("#end-details .az-breakdown-seat")
    assert seats.count() == 3 and page.locator("#end-details li[data-era]").count() == 15
    first = seats.first.get_attribute("data-seat")
    assert first == str(table.session.game.ranking(table.session.state).index(1))  # the winner first
    shoot(page, "end-aztlan-breakdown")


def test_attila_aztlan_and_vinci_say_what_to_do(shared_app: App) -> None:
    """Issue 16.3: the line above the choices names the decision, not the generic "tap or choose"."""
    page = shared_app.page
    for name, kind, words in (
        ("attila", "commit", "Conflict in "),
        ("aztlan", "place", "Place a piece: tap a highlighted territory ("),
        ("vinci", "conquer", "Conquer: tap a highlighted region"),
    ):
        table = play_until(table_of(name, 3, 5), lambda t, k=kind: any(c.kind == k for c in t.legal()), Rng(5))
        open_position(page, table)
        assert page.locator("#choices #instruction").inner_text().startswith(words), name
