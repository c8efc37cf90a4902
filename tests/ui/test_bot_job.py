"""A bot decision crosses to the bots' worker as JSON and comes back as the same choice
(ui/bot_job.py, ui/worker.py; issue 17, item 2)."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

import game.bots as bots
from game import registry
from game.core.errors import SaveError
from ui import bot_job, worker
from ui.session import BOT, HUMAN, SeatInfo, Session

#: Random choices played before the decision, so it is not the opening (design value).
WARM_UP = 9
#: Hard's play-outs in these tests: the path is the browser's, the count small enough to be quick.
PLAY_OUTS = 6


@pytest.fixture(autouse=True)
def counted_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    """The browser's settings without their clock, so a decision depends on its seed alone."""

    def browser(level: str, tuning: Any = None, turn_spent: float = 0.0, players: int | None = None) -> bots.Settings:
        return bots.Settings.for_level(level, iterations=PLAY_OUTS, tuning=tuning, players=players)

    monkeypatch.setattr(bots.Settings, "browser", staticmethod(browser))


def _midgame(name: str, seed: int = 4) -> Session:
    spec = registry.load(name).SPEC
    players = max(3, spec.min_players) if spec.max_players >= 3 else spec.min_players
    seats = [SeatInfo("Ada", "blue", HUMAN)] + [SeatInfo(f"B{i}", "", BOT, "hard") for i in range(1, players)]
    session = Session.new(name, seats, None, seed)
    picker = random.Random(seed)
    for _ in range(WARM_UP):
        seat = session.next_seat()
        if seat is None:
            break
        session.play(picker.choice(session.legal_of(seat)), seat)
    return session


def _in_slices(thinking: Any) -> Any:
    while not thinking.step(max_seconds=0.04):
        pass
    return thinking.choice


def _through_the_worker(session: Session, seat: int, level: str) -> Any:
    """The request as the page sends it (JSON text), answered as the worker does, decoded."""
    request = json.loads(json.dumps(bot_job.request(session, seat, level)))
    answer = json.loads(worker.handle(json.dumps(request)))
    choice, _ = bot_job.decode(json.dumps(answer["reply"]), session.legal_of(seat))
    return choice


@pytest.mark.parametrize("name", registry.available())
@pytest.mark.parametrize("level", ["medium", "hard"])
def test_the_worker_makes_the_choice_the_page_would_for_the_same_seed(name: str, level: str) -> None:
    session = _midgame(name)
    seat = session.next_seat()
    assert seat is not None
    expected = _in_slices(session.thinking(seat, level))
    choice = _through_the_worker(session, seat, level)
    assert choice == expected
    assert choice is session.legal_of(seat)[session.legal_of(seat).index(expected)]  # the listed object


def test_a_turn_is_a_seats_run_of_decisions_timed_from_its_first() -> None:
    clock = bot_job.TurnClock()
    assert clock.spent(1, 0, 10.0) == 0.0  # seat 1 begins after seat 0's move
    assert clock.spent(1, 1, 11.5) == 1.5  # its second decision, after its own first choice
    assert clock.spent(1, 1, 13.0) == 3.0
    assert clock.spent(2, 1, 13.5) == 0.0  # another seat: a new turn
    assert clock.spent(2, 0, 20.0) == 0.0  # seat 2 again, but someone else moved in between


def test_later_decisions_of_a_long_turn_think_less(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.undo()  # the browser's real budget, clock and all
    session = _midgame("vinci")
    seat = session.next_seat()
    assert seat is not None
    first = bot_job.request(session, seat, "hard")["settings"]["seconds"]
    late = bot_job.request(session, seat, "hard", turn_spent=3.2)["settings"]["seconds"]
    assert late < first


def test_a_request_is_the_engines_json_with_the_seat_level_seed_and_settings() -> None:
    session = _midgame("attila")
    seat = session.next_seat()
    assert seat is not None
    request = bot_job.request(session, seat, "hard")
    assert set(request) == {"game", "state", "seat", "level", "seed", "settings"}
    assert request["state"] == session.game.to_json(session.state)
    seed, settings = session.bot_budget(seat, "hard")
    assert (request["seat"], request["level"], request["seed"]) == (seat, "hard", seed)
    assert bots.Settings(**request["settings"]) == settings
    assert json.loads(json.dumps(request)) == request


def test_every_result_the_bots_thinking_ends_with_reaches_the_page() -> None:
    session = _midgame("europa")
    seat = session.next_seat()
    assert seat is not None
    request = bot_job.request(session, seat, "medium")
    answer = json.loads(worker.handle(json.dumps(request)))
    _, passed = bot_job.decode(json.dumps(answer["reply"]), session.legal_of(seat))
    assert passed["units"] > 0 and passed["elapsed"] > 0
    assert not {"game", "settings", "choice", "done", "explanation"} & set(passed)


def test_a_suggestion_asks_the_worker_for_the_explanation_the_page_would_give() -> None:
    """The explanation is computed on demand (a property), so only a request that asks for it
    (a suggestion: the table shows why) gets it, the same words as the page's own Thinking."""
    session = _midgame("europa")
    seat = session.next_seat()
    assert seat is not None
    request = bot_job.request(session, seat, "medium", explain=True)
    assert request["explain"] is True and "explain" not in bot_job.request(session, seat, "medium")
    answer = json.loads(worker.handle(json.dumps(request)))
    _, passed = bot_job.decode(json.dumps(answer["reply"]), session.legal_of(seat))
    local = bot_job.thinking(request)
    local.run()
    for lang in ("en", "it"):
        assert passed["explanation"].text(lang) == local.explanation.text(lang) != ""


@pytest.mark.parametrize("name", ["aztlan", "europa"])
def test_the_tables_why_is_judged_in_the_worker_as_the_page_would_judge_it(name: str) -> None:
    """Session 51: "Why?" about a bot seat's move ran on the page, up to 0.85 s of CPU in Tigris
    and 1.5 s in Europa (twice that in Pyodide), with the page deaf to taps; now the worker judges
    it, from the state before the move as the engine's JSON, to the very words the page would give.
    Two games with secrets (the path is the same for all five, whose states cross to the worker
    in the decision tests above; this test also runs in Pyodide, where each case costs seconds)."""
    from game.bots.explain import explain_move

    session = _midgame(name)
    seat = session.next_seat()
    assert seat is not None
    before, choice = session.state, session.legal_of(seat)[-1]
    moves = len(session.record.moves) + 1
    request = json.loads(json.dumps(bot_job.why_request(session, moves, seat, before, choice, "hard")))
    assert request["kind"] == "why" and request["seed"] == session.record.seed + moves
    answer = json.loads(worker.handle(json.dumps(request)))
    why = bot_job.why_decode(json.dumps(answer["reply"]))
    here = explain_move(session.game, before, seat, choice, "hard", session.record.seed + moves)
    assert why.kind == here.kind and why.choice == here.choice
    for lang in ("en", "it"):
        assert why.text(lang) == here.text(lang) != ""
    assert bot_job.explain(request).texts == here.texts  # the page's own, should the worker fail


def test_a_malformed_why_request_gets_an_error_answer() -> None:
    answer = json.loads(worker.handle(json.dumps({"kind": "why", "game": "tigris", "seat": 0})))
    assert "reply" not in answer and "malformed explanation request" in answer["error"]


def test_a_reply_that_does_not_fit_the_pages_choices_is_refused() -> None:
    session = _midgame("vinci")
    seat = session.next_seat()
    assert seat is not None
    legal = session.legal_of(seat)
    answer = json.loads(worker.handle(json.dumps(bot_job.request(session, seat, "easy"))))["reply"]
    with pytest.raises(SaveError, match="of"):
        bot_job.decode(json.dumps({**answer, "index": len(legal)}), legal)
    other = (answer["index"] + 1) % len(legal)
    with pytest.raises(SaveError, match="is not choice"):
        bot_job.decode(json.dumps({**answer, "index": other}), legal)


def test_a_malformed_request_gets_an_error_answer_not_an_exception() -> None:
    answer = json.loads(worker.handle(json.dumps({"game": "tigris", "seat": 0})))
    assert "reply" not in answer and "malformed bot request" in answer["error"]
    answer = json.loads(worker.handle("not json"))
    assert "JSONDecodeError" in answer["error"]


def test_a_seats_plan_goes_to_the_worker_and_its_rest_comes_back() -> None:
    """A Vinci bot plays the next step of the move it searched without thinking again, in the
    worker as on the page (game/bots/plan.py): the request carries the seat's plan, the reply
    the rest of it, which the next request carries on."""
    session = _midgame("vinci")
    for _ in range(200):
        seat = session.next_seat()
        assert seat is not None, "the game ended before a bot planned a move"
        if len(session.legal_of(seat)) > 1:
            request = json.loads(json.dumps(bot_job.request(session, seat, "medium")))
            answer = json.loads(worker.handle(json.dumps(request)))
            choice, passed = bot_job.decode(json.dumps(answer["reply"]), session.legal_of(seat))
            session.play(choice, seat)
            plan = passed["plan"]
            if plan is not None and session.next_seat() == seat and len(session.legal_of(seat)) > 1:
                break
        else:
            session.play(session.legal_of(seat)[0], seat)
    else:
        raise AssertionError("no bot decision left a plan in 200 choices")
    request = json.loads(json.dumps(bot_job.request(session, seat, "medium", plan=plan)))
    assert request["plan"] == plan.to_json()
    local = session.thinking(seat, "medium", plan=plan)
    answer = json.loads(worker.handle(json.dumps(request)))
    choice, passed = bot_job.decode(json.dumps(answer["reply"]), session.legal_of(seat))
    assert passed["followed"] and local.done and local.followed and passed["units"] == 0
    assert choice == local.choice == plan.steps[0][1]
    assert passed["plan"] == local.plan == plan.rest()
