"""Undo on the end screen (issue 16.8), the same in every game: it takes back the human's last
decision with the bot replies after it while nothing was revealed since, and otherwise the
button is disabled with the reason written beside it."""

from __future__ import annotations

import html
from typing import Any

import pytest

from game.core.choice import Choice
from game.core.protocol import PRIVATE_KEY, reveals
from game.core.record import Record
from game.core.rng import Rng
from game.registry import load
from ui.i18n import LANGS, text
from ui.lobby import STYLES
from ui.session import BOT, HUMAN, SeatInfo, Session, UndoRefused
from ui.table import Table

#: Each game at its fewest seats: one human (seat 0) against bots.
GAMES = {name: load(name).SPEC.min_players for name in ("tigris", "attila", "aztlan", "vinci", "europa")}


class _NoReveal:
    """A game whose events never say they revealed anything nor told a seat something privately:
    every ending is undoable, so the enabled path of the end screen's Undo runs in every game."""

    def __init__(self, game: Any) -> None:
        self.game = game

    def __getattr__(self, name: str) -> Any:
        return getattr(self.game, name)

    def apply(self, state: Any, seat: int, choice: Choice) -> tuple[Any, list[dict[str, Any]]]:
        state, events = self.game.apply(state, seat, choice)
        return state, [{k: v for k, v in e.items() if k not in ("reveal", PRIVATE_KEY)} for e in events]


def finished(name: str, seed: int, hide_reveals: bool = False) -> Table:
    """A random game of ``name`` played to its end by a human (seat 0) and random bots."""
    rng = Rng(seed)

    def bot(game: Any, state: Any, seat: int) -> Choice:
        legal = game.legal(state, seat)
        return legal[rng.randbelow(len(legal))]

    players = GAMES[name]
    seats = [SeatInfo("Ada", STYLES[0].id, HUMAN)] + [
        SeatInfo(f"Bot {i}", STYLES[i].id, BOT) for i in range(1, players)
    ]
    engine = load(name)
    game: Any = _NoReveal(engine) if hide_reveals else engine
    options = engine.SPEC.check_setup(players, {})
    session = Session(game, Record(name, players, options, seed), seats, game.new_game(players, options, seed), [], bot)
    session.take_device()
    while not session.is_over():
        if session.play_bot() is not None or session.run_engine():
            continue
        legal = session.legal()
        if not legal:
            session.take_device()
            continue
        session.play(legal[rng.randbelow(len(legal))])
    table = Table(session, "en", None)
    assert table.screen() == "end"
    return table


def _last_human(session: Session) -> int:
    return max(i for i, (seat, _) in enumerate(session.record.moves) if seat == 0)


def _undo_takes_back_the_last_decision_and_the_bot_replies(table: Table) -> int:
    """Undo from the end screen; how many bot replies it took back with Ada's decision."""
    session = table.session
    moves = session.record.moves
    k = _last_human(session)
    assert 'id="end-undo" data-action="undo">' in table.end_undo_html()
    table.undo()
    assert session.record.moves == moves[:k] and not session.is_over()
    assert table.screen() == "table" and table.viewer() == 0  # back at the table, Ada to decide again
    assert moves[k][1] in session.legal()
    return len(moves) - 1 - k


@pytest.mark.parametrize("name", GAMES)
def test_undo_on_the_end_screen_is_refused_with_its_reason_once_the_end_revealed_something(name: str) -> None:
    table = finished(name, 1 if name != "europa" else 0)
    session = table.session
    moves, state = session.record.moves, session.state
    # These endings reveal what was hidden (final scores, hands, a draw) after Ada's last decision.
    assert any(reveals(events) for events in session.history[_last_human(session) :])
    for lang in LANGS:
        table.lang = lang
        shown = table.end_undo_html()
        assert "disabled" in shown and html.escape(text("undo_reveal", lang), quote=True) in shown
    with pytest.raises(UndoRefused) as refused:
        table.undo()
    assert refused.value.key == "undo_reveal"
    assert session.record.moves == moves and session.state == state and table.screen() == "end"


@pytest.mark.parametrize("name", GAMES)
def test_undo_on_the_end_screen_takes_back_the_last_decision_with_the_bot_replies_when_nothing_was_revealed(
    name: str,
) -> None:
    # Seed 3: in every game the bots replied after Ada's last decision before the game ended.
    assert _undo_takes_back_the_last_decision_and_the_bot_replies(finished(name, 3, hide_reveals=True)) > 0


def test_europas_end_with_nothing_revealed_since_the_last_decision_is_undone_from_the_end_screen() -> None:
    table = finished("europa", 1)  # Ada's last decision ends the game and reveals nothing
    assert not any(reveals(events) for events in table.session.history[_last_human(table.session) :])
    assert _undo_takes_back_the_last_decision_and_the_bot_replies(table) == 0


def test_a_reopened_game_of_two_humans_says_undo_waits_for_someone_known_to_hold_the_device() -> None:
    seats = [SeatInfo("Ada", STYLES[0].id, HUMAN), SeatInfo("Bruno", STYLES[1].id, HUMAN)]
    session = Session.new("tigris", seats, {}, 4)
    rng = Rng(4)
    while not session.is_over():
        session.take_device()
        legal = session.legal()
        session.play(legal[rng.randbelow(len(legal))])
    session.leave_device()  # as after a reload: nobody is known to be in front
    table = Table(session, "en", None)
    assert table.screen() == "end"
    shown = table.end_undo_html()
    assert "disabled" in shown and "who holds the device is not known" in shown
