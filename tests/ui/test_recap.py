"""Since your last turn (issue 16.1): the recap and the last-move marks, from the seat's events."""

from __future__ import annotations

from game.core.protocol import visible_events
from tests.ui.test_table import _tigris
from ui.session import BOT, SeatInfo, Session
from ui.table import RECAP_LIMIT, Table


def _play_turn(table: Table) -> int:
    """Play the seat in front's choices (the first listed: tiles go down) until the turn passes."""
    seat = table.session.front
    assert seat is not None
    while table.screen() == "table" and table.session.front == seat and table.legal():
        table.choose(0)
    return seat


def _round(table: Table) -> int:
    """The seat in front plays, then the others, until the hand-off gives that seat the device back."""
    first = _play_turn(table)
    for _ in range(30):
        assert table.screen() == "handoff"
        if table.session.next_seat() == first:
            return first
        table.take_device()
        _play_turn(table)
    raise AssertionError("the turn never came back")


def _plain(html: str) -> str:
    return html.replace("\u2068", "").replace("\u2069", "")


def test_the_handoff_recaps_the_others_moves_with_names_and_public_events_only() -> None:
    table = _tigris(3)
    first = _round(table)
    html = _plain(table.handoff_html())
    assert 'id="handoff-recap"' in html and "P1" in html and "P2" in html
    public = [
        table.session.game.describe(e, "en", ["P0", "P1", "P2"])
        for who, events in zip(table.session.record.moves, table.session.history)
        for e in visible_events(events, None)
        if who[0] != first
    ]
    assert any(line in html for line in public)
    other = (first + 1) % 3
    drawn = {"type": "draw", "private_to": other, "seat": other, "tiles": ["blue", "blue", "blue"], "reveal": True}
    table.session.history[-1].append(drawn)  # a private draw of another seat, since the first's turn
    secret = table.session.game.describe(drawn, "en", ["P0", "P1", "P2"])
    assert secret not in _plain(table.handoff_html()), "a seat's private event is on the hand-off"
    table.session.history[-1].pop()
    # Taking the device counts as having read it: the table shows the marks, not the recap again.
    table.take_device()
    panels = table.panels()
    assert panels["recap"] == ""
    assert 'class="last-move"' in panels["pieces"]


def test_the_marks_name_every_region_changed_since_and_go_once_the_seat_acts() -> None:
    table = _tigris(3)
    first = _round(table)
    table.take_device()
    changed = {
        e["square"]
        for (who, _), events in zip(table.session.record.moves, table.session.history)
        if who != first
        for e in events
        if "square" in e
    }
    pieces = table.panels()["pieces"]
    assert changed and all(f'data-mark="{sq}"' in pieces for sq in changed)
    table.choose(0)
    assert 'class="last-move"' not in table.panels()["pieces"]


def test_against_bots_the_recap_is_on_the_table_and_hides_on_request() -> None:
    seats = [SeatInfo("Ada", "blue"), SeatInfo("Bot", "orange", BOT, "easy")]
    session = Session.new("tigris", seats, {}, 5)
    table = Table(session, "en", _tigris().map_svg)
    _play_turn(table)
    while session.bot_to_move() is not None:
        seat = session.bot_to_move()
        assert seat is not None
        session.play(session.legal_of(seat)[0], seat)
    assert table.screen() == "table" and table.viewer() == 0
    recap = _plain(table.panels()["recap"])
    assert "Ada, since your last turn" in recap and "Bot" in recap
    table.dismiss_recap()
    assert table.panels()["recap"] == ""
    assert 'class="last-move"' in table.panels()["pieces"]


def test_the_recap_keeps_the_latest_decisions() -> None:
    seats = [SeatInfo("Ada", "blue"), SeatInfo("Bot", "orange", BOT, "easy")]
    session = Session.new("tigris", seats, {}, 5)
    table = Table(session, "en")
    for _ in range(RECAP_LIMIT + 3):  # the bot decides many times while Ada has not chosen yet
        seat = min(session.to_act())
        session.play(session.legal_of(seat)[0], seat)
        if seat == 0:
            break
    html = table.recap_html(1, None)
    assert html.count("<li>") <= RECAP_LIMIT


def test_on_a_region_map_the_marks_lie_under_the_pieces_and_on_a_grid_over_the_tiles() -> None:
    """A ring round an Aztlán territory's anchor crossed the counts of the pieces below it: on a
    region map the marks (and the target rings) are drawn first; a T&E tile hides its whole
    square, so there they go last."""
    from game.core.rng import Rng
    from tests.ui.test_pickers import play_until, table_of

    mark = '<circle class="last-move" data-mark="x"/>'

    def both(t: Table) -> bool:
        return all(f'class="{c}' in t.panels()["pieces"] for c in ("az-piece", "legal-ring"))

    aztlan = play_until(table_of("aztlan", 3, 2), both, Rng(2))
    aztlan.last_moves_svg = lambda: mark  # type: ignore[method-assign]
    pieces = aztlan.panels()["pieces"]
    assert pieces.index(mark) < pieces.index('class="az-piece')
    assert pieces.rindex('class="legal-ring"') < pieces.index('class="az-piece')  # the target rings too
    tigris = table_of("tigris", 2, 1)  # the starting temples are on the board
    tigris.last_moves_svg = lambda: mark  # type: ignore[method-assign]
    pieces = tigris.panels()["pieces"]
    assert 'class="te-tile' in pieces and pieces.index(mark) > pieces.rindex('class="te-tile')
