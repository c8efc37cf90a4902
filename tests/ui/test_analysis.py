"""The analysis of a finished game (issue 20): the shares from the bots' evaluation, the key
moments, the bot's choices, the job in slices, and its cache in the save."""

from __future__ import annotations

import doctest
import json
from collections.abc import Sequence
from typing import Any

import pytest

import ui.analysis
from game.bots import Settings, Thinking
from game.bots.evaluation import evaluator_for
from game.core.errors import SaveError
from game.core.jsondata import dumps, loads
from tests.ui.postgame_data import ENDED, UNDER_WAY, replay_of, save_data, save_text
from ui import worker
from ui.analysis import (
    ANALYSIS_VERSION,
    KEY_MOMENTS,
    MIN_SWING,
    Analysis,
    Cache,
    Pick,
    answer,
    digest,
    key_moments,
    request,
    sample_steps,
    shares,
)
from ui.postgame import ADVANTAGE, PostGame
from ui.replay import Replay
from ui.saves import MemoryStorage, SaveStore, cached_analysis, check_header, session_from_json
from ui.session import Session


def test_the_doctests_of_the_analysis_hold() -> None:
    assert doctest.testmod(ui.analysis).failed == 0


def quick(replay: Replay, calls: list[int] | None = None) -> Any:
    """A deterministic, quick bot for the tests: medium, seeded by the step."""

    def make(state: Any, step: int, seat: int, events: Sequence[Any]) -> Thinking:
        if calls is not None:
            calls.append(step)
        assert len(events) == step
        return Thinking(replay.game, state, seat, "medium", seed=step, settings=Settings.for_level("medium"))

    return make


def analysed(stem: str, calls: list[int] | None = None) -> tuple[Replay, Cache]:
    replay = replay_of(stem)
    job = Analysis(
        replay.game, replay.record, replay.seats, replay.states, replay.events, thinking=quick(replay, calls)
    )
    return replay, job.run()


# -- the shares -------------------------------------------------------------------------------------


@pytest.mark.parametrize("stem", ENDED)
def test_the_shares_are_the_bots_evaluation_normalised_and_the_result_at_the_end(stem: str) -> None:
    replay = replay_of(stem)
    job = Analysis(replay.game, replay.record, replay.seats, replay.states, replay.events)
    while job.cache is None:  # the evaluations only: no bot is asked here
        job.step(0.05)
    cache = job.cache
    evaluate = evaluator_for(replay.game)
    movers = [seat for seat, _ in replay.record.moves]
    assert list(cache.steps) == sample_steps(movers)
    for step, row in zip(cache.steps[:-1], cache.shares[:-1]):
        assert list(row) == shares([evaluate(replay.states[step], s) for s in range(replay.record.players)])
        assert sum(row) == pytest.approx(1, abs=1e-3)
    ranking = replay.game.ranking(replay.states[-1])
    firsts = [s for s, place in enumerate(ranking) if place == 1]
    assert [v for v in cache.shares[-1]] == [
        round(1 / len(firsts), 4) if s in firsts else 0.0 for s in range(len(ranking))
    ]


def test_two_seats_keep_the_evaluation_as_it_is_and_a_clear_leader_stands_out() -> None:
    assert shares([0.8, 0.2]) == [0.8, 0.2]
    lead = shares([0.9, 0.3, 0.3, 0.3])
    assert lead[0] > 0.5 > lead[1] == lead[2] == lead[3]
    assert shares([1.0, 0.0]) == [0.999, 0.001]  # the edges stay finite (within EDGE)


def test_the_samples_are_the_changes_of_the_deciding_seat_thinned_with_both_ends_kept() -> None:
    movers = [0, 1, 2] * 200
    steps = sample_steps(movers, limit=50)
    assert len(steps) == 50 and steps[0] == 0 and steps[-1] == 600
    assert sample_steps([0, 0, 0]) == [0, 3]


# -- the key moments ---------------------------------------------------------------------------------


def test_the_key_moments_are_the_five_largest_swings_in_the_order_they_happened() -> None:
    replay, cache = analysed("attila-2p-end")
    movers = [seat for seat, _ in replay.record.moves]
    moments = key_moments(cache, movers)
    swings = sorted(
        (max(abs(a - b) for a, b in zip(cache.shares[i], cache.shares[i - 1])), cache.steps[i - 1])
        for i in range(1, len(cache.steps))
    )[::-1]
    wanted = sorted(start for swing, start in swings[:KEY_MOMENTS] if swing >= MIN_SWING)
    assert [m.start for m in moments] == wanted and len(moments) == KEY_MOMENTS
    for m in moments:
        i = cache.steps.index(m.start)
        assert cache.steps[i + 1] == m.end and m.mover == movers[m.start]
        assert (m.before, m.after) == (cache.shares[i][m.seat], cache.shares[i + 1][m.seat])


def test_a_balanced_game_has_no_key_moment() -> None:
    flat = Cache("x", (0, 5, 9), ((0.5, 0.5), (0.51, 0.49), (0.5, 0.5)))
    assert key_moments(flat, [0] * 9) == []


def test_each_key_moment_gets_the_bots_choice_at_its_first_step() -> None:
    calls: list[int] = []
    replay, cache = analysed("attila-2p-end", calls)
    moments = key_moments(cache, [seat for seat, _ in replay.record.moves])
    assert [p.step for p in cache.picks] == [m.start for m in moments]
    for pick, m in zip(cache.picks, moments):
        assert pick.seat == m.mover
        if pick.choice is None:  # no alternative: the bot was not asked
            assert len(replay.game.legal(replay.states[m.start], m.mover)) == 1
        else:
            assert pick.choice in replay.game.legal(replay.states[m.start], m.mover)
    assert calls == [p.step for p in cache.picks if p.choice is not None]
    assert cache.complete([seat for seat, _ in replay.record.moves])


def test_the_bot_asked_is_the_tables_hard_bot_at_that_step(monkeypatch: pytest.MonkeyPatch) -> None:
    replay = replay_of("attila-2p-end")
    asked: list[tuple[int, int, str, Any]] = []

    def thinking(self: Session, seat: int, level: str) -> Any:
        asked.append((len(self.record.moves), seat, level, self.state))
        return Thinking(self.game, self.state, seat, "medium", settings=Settings.for_level("medium"))

    monkeypatch.setattr(Session, "thinking", thinking)
    cache = Analysis(replay.game, replay.record, replay.seats, replay.states, replay.events).run()
    asked_for = [p for p in cache.picks if p.choice is not None]
    assert [(step, seat, level) for step, seat, level, _ in asked] == [(p.step, p.seat, "hard") for p in asked_for]
    assert all(state is replay.states[step] for step, _, _, state in asked)


def test_the_sentences_of_the_key_moments_in_both_languages() -> None:
    replay, cache = analysed("attila-2p-end")
    postgame = PostGame(replay, "en", "Attila")
    postgame.cache, postgame.tab = cache, ADVANTAGE
    html = postgame.postgame_html()
    assert html.count('class="pg-moment"') == KEY_MOMENTS and "Key moments" in html
    assert "climbs from" in html or "drops from" in html
    assert "The bot would have played" in html or "The bot agrees" in html or "no other choice" in html
    for m in postgame.moments():
        assert f'data-action="replay-go" data-step="{m.start}" data-moment=' in html
    postgame.lang = "it"
    assert "Momenti chiave" in postgame.postgame_html() and (
        " sale " in postgame.postgame_html() or " scende " in postgame.postgame_html()
    )


# -- the job --------------------------------------------------------------------------------------------


def test_the_job_in_short_slices_finds_what_it_finds_at_once() -> None:
    replay, whole = analysed("attila-2p-end")
    job = Analysis(replay.game, replay.record, replay.seats, thinking=quick(replay))  # replays by itself
    progress = []
    while not job.step(0.002):
        progress.append(job.progress)
    assert job.cache == whole and job.progress == 1.0
    assert progress == sorted(progress) and 0 <= progress[0] < 0.5


def test_a_cache_with_some_picks_is_finished_without_thinking_them_again() -> None:
    replay, whole = analysed("attila-2p-end")
    partial = Cache(whole.record, whole.steps, whole.shares, whole.picks[:2])
    calls: list[int] = []
    job = Analysis(
        replay.game,
        replay.record,
        replay.seats,
        replay.states,
        replay.events,
        cached=partial,
        thinking=quick(replay, calls),
    )
    assert job.cache is not None and job.progress > ui.analysis.EVALUATION_SHARE  # the shares are kept
    assert job.run() == whole
    assert set(calls).isdisjoint(p.step for p in whole.picks[:2])


def test_the_workers_side_answers_a_request_with_the_same_analysis() -> None:
    replay = replay_of("vinci-4p-duo-end")  # its key moments are the virtual players': no bot to ask
    data = request(replay.record, replay.seats)
    assert loads(dumps(data)) == data
    local = Analysis(replay.game, replay.record, replay.seats, replay.states, replay.events).run()
    assert answer(data) == local.to_json()
    assert all(p.choice is None for p in local.picks) and local.picks


def test_the_workers_handler_answers_an_analysis_request_part_by_part_as_the_pages_run(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # The table's hard bot thinks against the clock: a counted bot makes the picks comparable.
    def thinking(self: Session, seat: int, level: str) -> Any:
        seed = len(self.record.moves)
        return Thinking(self.game, self.state, seat, "medium", seed=seed, settings=Settings.for_level("medium"))

    monkeypatch.setattr(Session, "thinking", thinking)
    replay = replay_of("attila-2p-end")
    movers = [seat for seat, _ in replay.record.moves]
    local = Analysis(replay.game, replay.record, replay.seats, replay.states, replay.events).run()
    asked = [m for m in key_moments(local, movers) if local.pick_at(m.start) is not None]
    assert len(asked) == KEY_MOMENTS
    cache: Cache | None = None
    parts: list[Cache] = []
    while cache is None or not cache.complete(movers):
        outcome = json.loads(worker.handle(dumps(request(replay.record, replay.seats, cache, part=True))))
        assert "reply" in outcome, outcome.get("error")
        cache = Cache.from_json(outcome["reply"], replay.record.players, len(replay.record.moves))
        parts.append(cache)
    # The evaluations first, then one key moment's pick per part: the page's run in the end.
    assert [len(p.picks) for p in parts] == list(range(KEY_MOMENTS + 1))
    assert all(p.shares == local.shares and p.steps == local.steps for p in parts)
    assert cache == local
    # The whole analysis in one request, as before.
    whole = json.loads(worker.handle(dumps(request(replay.record, replay.seats))))["reply"]
    assert whole == local.to_json()


def test_the_workers_handler_refuses_a_malformed_analysis_request_with_a_reason() -> None:
    replay = replay_of("vinci-4p-duo-end")
    data = request(replay.record, replay.seats, part=True)
    data["cached"] = {"version": 1}
    outcome = json.loads(worker.handle(dumps(data)))
    assert "reply" not in outcome and "save: analysis" in outcome["error"]


# -- the cache and the save -------------------------------------------------------------------------


def test_a_cache_round_trips_and_knows_its_record() -> None:
    replay, cache = analysed("attila-2p-end")
    back = Cache.from_json(loads(dumps(cache.to_json())), replay.record.players, replay.total)
    assert back == cache and back.fresh(replay.record)
    assert not back.fresh(replay.record.truncated(10))
    old = Cache(cache.record, cache.steps, cache.shares, cache.picks, version=ANALYSIS_VERSION - 1)
    assert not old.fresh(replay.record)
    assert cache.record == digest(replay.record)


def _broken(data: dict[str, Any], change: str) -> dict[str, Any]:
    data = loads(dumps(data))
    if change == "row length":
        data["shares"][1] = data["shares"][1][:1]
    elif change == "sum":
        data["shares"][1] = [1.0, 1.0]
    elif change == "bool":
        data["shares"][0] = [True, False]
    elif change == "steps order":
        data["steps"][1], data["steps"][2] = data["steps"][2], data["steps"][1]
    elif change == "steps past the end":
        data["steps"][-1] = 10_000
    elif change == "rows":
        data["shares"].pop()
    elif change == "pick seat":
        data["picks"][0]["seat"] = 7
    elif change == "pick choice":
        data["picks"][0]["choice"] = "tile"
    elif change == "no record":
        del data["record"]
    elif change == "not an object":
        return ["analysis"]  # type: ignore[return-value]
    return data


BROKEN = (
    "row length",
    "sum",
    "bool",
    "steps order",
    "steps past the end",
    "rows",
    "pick seat",
    "pick choice",
    "no record",
    "not an object",
)


@pytest.mark.parametrize("change", BROKEN)
def test_a_malformed_analysis_in_a_save_is_refused_with_a_reason(change: str) -> None:
    replay, cache = analysed("attila-2p-end")
    data = save_data("attila-2p-end")
    data["analysis"] = _broken(cache.to_json(), change)
    with pytest.raises(SaveError, match="analysis"):
        check_header(data)
    store = SaveStore(MemoryStorage(), lambda: "new")
    store.storage.set("tavoliere.save.attila-2p-end", dumps(data))
    store.storage.set("tavoliere.save.aztlan-3p-end", save_text("aztlan-3p-end"))
    lines = {line.id: line.problem for line in store.list()}
    assert "analysis" in lines["attila-2p-end"] and lines["aztlan-3p-end"] == ""  # the others are untouched


def test_a_save_with_its_analysis_loads_and_gives_it_back_and_a_stale_one_is_ignored() -> None:
    replay, cache = analysed("attila-2p-end")
    data = save_data("attila-2p-end")
    data["analysis"] = cache.to_json()
    session = session_from_json(data)
    assert session.is_over() and cached_analysis(data) == cache
    stale = Cache("0123456789abcdef", cache.steps, cache.shares, cache.picks)
    data["analysis"] = stale.to_json()
    session_from_json(data)  # still loads
    assert cached_analysis(data) is None
    data["analysis"]["version"] = ANALYSIS_VERSION + 1
    assert cached_analysis(data) is None


@pytest.mark.parametrize("stem", ENDED + UNDER_WAY)
def test_the_saves_of_today_have_no_analysis_and_load_as_before(stem: str) -> None:
    data = save_data(stem)
    assert "analysis" not in data and cached_analysis(data) is None
    check_header(data)


def test_the_store_keeps_an_analysis_only_in_its_own_games_save_and_through_autosaves() -> None:
    replay, cache = analysed("attila-2p-end")
    store = SaveStore(MemoryStorage(), lambda: "new")
    store.storage.set("tavoliere.save.attila-2p-end", save_text("attila-2p-end"))
    store.storage.set("tavoliere.save.aztlan-3p-end", save_text("aztlan-3p-end"))
    assert not store.keep_analysis("aztlan-3p-end", cache)  # another game
    assert "analysis" not in store.read("aztlan-3p-end")
    assert store.keep_analysis("attila-2p-end", cache)
    assert cached_analysis(store.read("attila-2p-end")) == cache
    session = store.load("attila-2p-end")
    store.autosave(session, "attila-2p-end", "n", "2026-01-02T00:00:00Z")  # the same game: kept
    assert cached_analysis(store.read("attila-2p-end")) == cache
    exported = store.export_text("attila-2p-end")
    fresh = SaveStore(MemoryStorage(), lambda: "imported")
    new_id = fresh.import_text(exported)
    assert cached_analysis(fresh.read(new_id)) == cache  # the file carries the analysis
    assert not store.keep_analysis("missing", cache)


def test_a_full_storage_keeps_the_save_as_it_was() -> None:
    replay, cache = analysed("attila-2p-end")
    text = save_text("attila-2p-end")
    store = SaveStore(MemoryStorage(quota=len(text) + 60), lambda: "new")
    store.storage.set("tavoliere.save.a", text)
    assert not store.keep_analysis("a", cache)
    assert store.storage.get("tavoliere.save.a") == text


def test_a_pick_is_json() -> None:
    assert Pick(3, 1, None).to_json() == {"step": 3, "seat": 1, "choice": None}
