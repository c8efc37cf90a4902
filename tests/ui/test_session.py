"""The session controller: hand-offs, the undo rule, multi-step cancel, the log, bots."""

from __future__ import annotations

import pytest

from game.core.choice import Choice
from game.core.errors import IllegalMove
from game.core.protocol import visible_events
from tests.core import toygame
from tests.ui.helpers import toy_session
from ui.session import BOT, HUMAN, SeatInfo, Session, UndoRefused


def test_first_human_needs_the_device_before_any_private_view() -> None:
    s = toy_session()
    assert s.needs_handoff() and s.viewer() is None and s.legal() == []
    assert s.take_device() == 0
    assert not s.needs_handoff() and s.viewer() == 0 and s.legal()


def test_simultaneous_secret_choice_goes_seat_by_seat_with_handoffs() -> None:
    s = toy_session()
    s.take_device()
    s.play(s.legal()[0])
    assert s.needs_handoff() and s.next_seat() == 1 and s.viewer() is None
    assert s.legal() == []  # seat 1's hand is not offered to seat 0
    s.take_device()
    events = s.play(s.legal()[0])
    assert any(e.get("reveal") for e in events)  # the bids were revealed together


def test_play_refuses_an_unlisted_choice_with_the_engines_reason_and_keeps_the_state() -> None:
    s = toy_session()
    s.take_device()
    before = s.state
    with pytest.raises(IllegalMove) as err:
        s.play(Choice("bid", (9,)))
    assert "bid 9" in str(err.value)
    assert s.state == before and s.record.moves == ()
    refusal = s.refusal(Choice("bid", (9,)))
    assert refusal is not None and "bid 9" in str(refusal)
    assert s.refusal(s.legal()[0]) is None


def test_undo_takes_back_own_unrevealed_choice() -> None:
    s = toy_session()
    s.take_device()
    before = s.state
    s.play(s.legal()[1])
    assert s.undo_refusal() is None
    s.undo()
    assert s.state == before and s.record.moves == () and s.front == 0


def test_undo_never_takes_back_another_players_decision() -> None:
    s = toy_session()
    s.take_device()
    s.play(s.legal()[0])
    s.take_device()  # seat 1 now holds the device
    assert s.undo_refusal() == "undo_other"
    with pytest.raises(UndoRefused):
        s.undo()


def test_undo_never_goes_past_a_reveal() -> None:
    s = toy_session()
    s.take_device()
    s.play(s.legal()[0])
    s.take_device()
    s.play(s.legal()[0])  # reveals the bids
    assert s.front == 1 and s.undo_refusal() == "undo_reveal"


def test_undo_with_nothing_played_is_refused() -> None:
    s = toy_session()
    s.take_device()
    assert s.undo_refusal() == "undo_none"


def test_pending_steps_are_trailing_eventless_choices_and_cancel_removes_them() -> None:
    s = toy_session()
    s.take_device()
    # The toy game reports every bid with an event, so nothing is ever pending.
    s.play(s.legal()[0])
    assert s.pending_steps() == []
    s.history[-1] = []  # as an engine would for "pick a tile" before "pick a square"
    assert s.pending_steps() == [s.record.moves[-1][1]]
    assert s.cancel_pending() == 1 and s.record.moves == ()


def test_log_shows_only_what_the_seat_may_read() -> None:
    s = toy_session()
    s.take_device()
    s.play(s.legal()[0])
    s.history[-1].append({"type": "secret", "private_to": 1})
    assert "secret" not in s.log("en", 0) and "secret" in s.log("en", 1)
    assert s.log("en", 0, limit=1) == s.log("en", 0)[-1:]


def test_single_human_against_bots_never_needs_a_handoff_and_bots_play_through_the_hook() -> None:
    asked: list[int] = []

    def bot(game: object, state: object, seat: int) -> Choice:
        asked.append(seat)
        return toygame.legal(state, seat)[-1]  # type: ignore[arg-type]

    s = toy_session(2, (HUMAN, BOT))
    s.bot = bot
    assert not s.privacy_matters() and s.front == 0 and not s.needs_handoff()
    s.play(s.legal()[0])
    assert s.bot_to_move() == 1
    s.play_bot()
    assert asked == [1] and s.front == 0 and s.legal()


def test_game_without_hidden_information_follows_the_turn_without_handoff(monkeypatch: pytest.MonkeyPatch) -> None:
    from dataclasses import replace

    monkeypatch.setattr(toygame, "SPEC", replace(toygame.SPEC, hidden_information=False))
    s = toy_session()
    assert s.front == 0 and not s.needs_handoff()
    s.play(s.legal()[0])
    assert s.front == 1 and not s.needs_handoff() and s.viewer() == 1


def test_from_record_replays_to_the_same_state() -> None:
    s = toy_session()
    for _ in range(4):
        s.take_device()
        s.play(s.legal()[0])
    again = Session.from_record(s.record, s.seats, toygame)  # type: ignore[arg-type]
    assert again.state == s.state and again.history == s.history


def _vinci_duo(kind: str) -> Session:
    from ui.session import SeatInfo

    seats = [SeatInfo(f"P{i}", ["blue", "orange", "green", "pink"][i], kind) for i in range(4)]
    return Session.new("vinci", seats, {"mode": "duo"}, 3)


def test_a_seat_whose_only_choice_is_virtual_is_played_by_the_table_whatever_its_kind() -> None:
    for kind in (HUMAN, BOT):
        s = _vinci_duo(kind)
        s.take_device()
        for _ in range(150):
            if s.is_over():
                break
            seat = s.next_seat()
            assert seat is not None and not s.engine_played(seat)  # never left waiting on a virtual seat
            if s.needs_handoff():
                s.take_device()
            legal = s.legal() or s.game.legal(s.state, seat)
            assert all(c.kind != "virtual" for c in legal)  # never offered to anyone
            s.play(legal[0], seat)
        steps = [i for i, (seat, c) in enumerate(s.record.moves) if c.kind == "virtual"]
        assert steps and all(s.record.moves[i][0] in (1, 3) for i in steps)
        assert all(s.history[i] for i in steps)  # each step reports events: its lines in the log


def test_setup_marks_engine_played_seats_as_virtual_players() -> None:
    from game import registry
    from ui.screens import SetupForm, engine_seats, setup_html

    vinci = registry.load("vinci")
    assert engine_seats(vinci, 4, {"mode": "duo"}) == frozenset({1, 3})
    assert engine_seats(vinci, 4, {"mode": "standard"}) == frozenset()
    form = SetupForm.fresh(vinci.SPEC, "en")
    form.players = 4
    html = setup_html(vinci.SPEC, form, "en", ("easy",), frozenset({1, 3}))
    assert html.count('class="kind virtual"') == 2 and html.count('class="kind"') == 2


def test_the_log_names_players_from_setup_instead_of_seat_numbers() -> None:
    from ui.session import SeatInfo

    seats = [SeatInfo(name, style) for name, style in (("Anna", "blue"), ("Bruno", "orange"), ("Carla", "green"))]
    s = Session.new("vinci", seats, {}, 5)
    s.take_device()
    for _ in range(6):
        s.play(s.game.legal(s.state, s.next_seat())[0], s.next_seat())
    raw = [s.game.describe(e, "en") for events in s.history for e in events]
    assert any("Player " in line for line in raw)  # without names the engine numbers seats
    for lang in ("en", "it"):
        log = " ".join(s.log(lang))
        assert not any(f"{w} {n}" in log for w in ("Seat", "Player", "Giocatore") for n in (1, 2, 3))
        assert any(name in log for name in ("Anna", "Bruno", "Carla"))


def test_bots_at_the_table_think_with_their_games_tuning_within_the_browser_budget() -> None:
    from game.bots import BROWSER_SECONDS
    from game.bots.evaluation import tuning_for
    from ui.session import BOT, HUMAN, SeatInfo

    seats = [SeatInfo("Ada", "blue", HUMAN), SeatInfo("Bot", "orange", BOT, "hard")]
    session = Session.new("tigris", seats, None, 3)
    settings = session.thinking(0, "hard").settings  # the hard bot a suggestion asks
    tuning = tuning_for(session.game)
    assert tuning and all(getattr(settings, name) == value for name, value in tuning.items())
    assert settings.seconds == BROWSER_SECONDS


@pytest.mark.parametrize("name", ["vinci", "europa"])
def test_a_new_game_records_the_current_rules_edition(name: str) -> None:
    """The record of a new game names its rules edition, so it keeps those rules when a later
    fix moves the default on (a record lacking it would replay as an old save, with edition 1)."""
    session = Session.new(name, [SeatInfo(n, "blue", HUMAN) for n in "ABC"], {}, 4)
    assert session.record.options["rules_edition"] == 2
    assert session.game.view(session.state, None)["options"]["rules_edition"] == 2
    again = Session.from_record(session.record, session.seats)
    assert again.game.view(again.state, None)["options"]["rules_edition"] == 2


def test_a_replay_shows_only_the_spectators_view_and_the_public_log_at_every_step() -> None:
    """Issue 14: a save holds every seat's choices (and, through the seed, every draw); the
    replay of a game in progress shows none of their secrets, step by step."""
    from game.core.protocol import visible_events
    from ui.replay import Replay
    from ui.session import SeatInfo

    s = Session.new("tigris", [SeatInfo("Ada", "blue"), SeatInfo("Bo", "orange")], {}, 3)
    while len(s.record.moves) < 12:
        s.take_device()
        legal = s.legal()
        s.play(next((c for c in legal if c.kind == "tile"), legal[0]))  # tiles played are drawn again
    private = [e for events in s.history for e in events if e not in visible_events(events, None)]
    assert private and not s.is_over()  # the tiles drawn were told to their seat only
    replay = Replay(s.record, s.seats)
    for step in range(replay.total + 1):
        replay.go(step)
        assert replay.view() == s.game.view(replay.state(), None)
        public = [e for events in replay.events[:step] for e in visible_events(events, None)]
        assert len(replay.log("en")) == len(public)
    assert not set(replay.log("en")) & {s.game.describe(e, "en") for e in private}


def test_undo_takes_back_the_bot_replies_with_the_humans_decision() -> None:
    s = toy_session(kinds=(HUMAN, BOT))
    s.take_device()
    before = s.state
    s.play(s.legal()[1])
    bot = s.next_seat()
    assert bot == 1
    s.history.append([])  # the bot's reply, revealing nothing
    s.record = s.record.add(1, s.legal_of(1)[0])
    assert s.undo_refusal() is None
    s.undo()
    assert s.state == before and s.record.moves == () and s.front == 0


def test_the_log_reads_what_the_engine_writes_after_a_new_language_new_names_and_an_undo() -> None:
    """The session keeps the sentences it wrote (``Session.log``): each log must still be every
    visible event described now, in the language and with the names of now."""
    seats = [SeatInfo(name, style) for name, style in (("Anna", "blue"), ("Bruno", "orange"), ("Carla", "green"))]
    s = Session.new("vinci", seats, {}, 5)
    s.take_device()

    def written(lang: str, reader: int | None) -> list[str]:
        names = [info.shown().name for info in s.seats]
        return [s.game.describe(e, lang, names) for events in s.history for e in visible_events(events, reader)]

    for _ in range(8):
        s.play(s.game.legal(s.state, s.next_seat())[0], s.next_seat())
    assert s.log("en", 0) == written("en", 0)
    assert s.log("it", 0) == written("it", 0) != written("en", 0)
    s.seats = (SeatInfo("Ada", "blue"), *s.seats[1:])
    assert s.log("it", 0) == written("it", 0)
    s.undo()
    s.play(s.game.legal(s.state, s.next_seat())[-1], s.next_seat())
    assert s.log("it", 1) == written("it", 1) and s.log("it", None) == written("it", None)
