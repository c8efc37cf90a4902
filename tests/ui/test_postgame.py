"""After the game (issue 20): the replay's steps by move, turn and round, what it shows of a
finished and of an unfinished game, the score chart and its scoring events, the exports."""

from __future__ import annotations

import doctest
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

import ui.chart
import ui.postgame
import ui.replay
from game.core.protocol import private_to
from tests.ui.postgame_data import ENDED, UNDER_WAY, replay_of
from ui.lobby import style
from ui.postgame import ADVANTAGE, SCORES, PostGame
from ui.render import MapMarks
from ui.replay import UNITS
from ui.saves import SaveSummary
from ui.screens import save_list_html


@pytest.mark.parametrize("module", [ui.chart, ui.postgame, ui.replay])
def test_the_doctests_of_the_post_game_modules_hold(module: object) -> None:
    assert doctest.testmod(module).failed == 0  # type: ignore[arg-type]


# -- the score chart ------------------------------------------------------------------------------


@pytest.mark.parametrize("stem", ENDED)
def test_the_score_chart_series_equal_the_scores_of_the_replayed_states(stem: str) -> None:
    replay = replay_of(stem)
    series = PostGame(replay, "en", "t").scores()
    assert series.steps[0] == 0 and series.steps[-1] == replay.total
    for step, row in zip(series.steps, series.values):
        assert list(row) == replay.game.score(replay.states[step]), step
    # Nothing is lost between the sampled steps: the line is the score at every step.
    for step, state in enumerate(replay.states):
        assert list(series.at(step)) == replay.game.score(state), step


@pytest.mark.parametrize("stem", ENDED)
def test_each_seat_has_its_line_in_its_colour_with_its_shape_as_markers(stem: str) -> None:
    replay = replay_of(stem)
    replay.go(0)
    html = PostGame(replay, "en", "t").postgame_html()
    for seat in replay.seats:
        st = style(seat.style)
        assert f'<polyline class="line" fill="none" stroke="{st.colour}"' in html
        markers = re.findall(rf'<g class="marker" fill="{st.colour}">(<\w+)', html)
        tag = {"circle": "<circle", "square": "<rect"}.get(st.shape, "<polygon")
        assert markers and set(markers) == {tag}, (seat, markers)


#: The scoring events each title's chart marks (issue 20), by engine event type.
SCORING = {
    "tigris": {"conflict_won", "monument"},
    "attila": {"scoring"},
    "aztlan": {"score", "final"},
    "vinci": {"turn_score"},
    "europa": {"supply"},
}


@pytest.mark.parametrize("stem", ENDED)
def test_the_scoring_events_are_points_to_tap_at_the_step_that_shows_them(stem: str) -> None:
    replay = replay_of(stem)
    postgame = PostGame(replay, "en", "t")
    wanted = {
        move + 1
        for move, events in enumerate(replay.events)
        if any(e["type"] in SCORING[replay.record.game] for e in events)
    }
    marks = postgame.marks()
    assert wanted and {m.step for m in marks} == wanted
    html = postgame.postgame_html()
    for mark in marks:
        assert f'<g class="chart-mark" data-action="replay-go" data-step="{mark.step}"' in html
        assert mark.text and all(0 <= s < replay.record.players for s in mark.seats)


def test_attilas_century_scorings_are_marked_on_every_seats_line() -> None:
    replay = replay_of("attila-2p-end")
    marks = PostGame(replay, "en", "t").marks()
    assert len(marks) == 4 and all(m.seats == () for m in marks)
    html = PostGame(replay, "en", "t").postgame_html()
    for mark in marks:  # one marker per seat at each scoring
        group = html[html.index(f'data-step="{mark.step}" role="button"') :].split("</g></g>")[0]
        assert group.count('class="hit"') == replay.record.players


def test_the_chart_can_be_tapped_anywhere_to_go_to_that_point_of_the_game() -> None:
    replay = replay_of("vinci-4p-duo-end")
    html = PostGame(replay, "en", "t").postgame_html()
    steps = [int(s) for s in re.findall(r'class="seek" data-action="replay-go" data-step="(\d+)"', html)]
    assert steps == sorted(steps) and steps[0] <= 1 and steps[-1] >= replay.total - 2
    assert len(steps) == min(ui.chart.SEEK_COLUMNS, replay.total)


def test_the_exported_chart_is_a_standalone_svg_with_a_title_a_legend_and_no_taps() -> None:
    replay = replay_of("attila-2p-end")
    found = PostGame(replay, "it", "Attila").export_svg()
    assert found is not None
    name, svg = found
    assert name == "tavoliere-attila-scores.svg"
    root = ET.fromstring(svg.split("\n", 1)[1])
    assert root.tag == "{http://www.w3.org/2000/svg}svg" and float(root.get("width", "0")) > 0
    assert "data-action" not in svg and "Attila · Punteggi" in svg
    final = replay.game.score(replay.states[-1])
    for seat, points in zip(replay.seats, final):
        assert f"{seat.shown().name} {points}" in svg


def test_the_advantage_chart_is_offered_only_when_the_bots_are_there() -> None:
    replay = replay_of("attila-2p-end")
    assert 'data-tab="advantage"' in PostGame(replay, "en", "t").postgame_html()
    assert 'data-tab="advantage"' not in PostGame(replay, "en", "t", analysable=False).postgame_html()


# -- privacy ----------------------------------------------------------------------------------------


@pytest.mark.parametrize("stem", UNDER_WAY)
def test_a_game_in_progress_is_replayed_as_a_spectator_saw_it_without_charts(stem: str) -> None:
    replay = replay_of(stem)
    postgame = PostGame(replay, "en", "t")
    assert not replay.over and not postgame.analysable
    for step in (0, replay.total // 2, replay.total):
        replay.go(step)
        panels = postgame.panels(MapMarks())
        assert panels["private"] == "" and replay.seat_views() == {}
        assert "pg-chart" not in panels["postgame"] and panels["pg-legend"] == panels["pg-cursor"] == ""
        assert postgame.export_svg() is None
        # What the adapter draws is the spectator's view: the same as at a hand-off.
        spectator = replay.game.view(replay.states[step], None)
        assert panels["public"] == replay.adapter.public_html(spectator, postgame.context(MapMarks()))


def test_a_replay_of_a_game_in_progress_never_holds_a_seats_hand() -> None:
    replay = replay_of("tigris-3p-mid")
    postgame = PostGame(replay, "en", "t")
    for step in range(0, replay.total + 1, 7):
        replay.go(step)
        assert "te-hand" not in "".join(postgame.panels(MapMarks()).values())


@pytest.mark.parametrize("stem", ENDED)
def test_once_the_game_is_over_every_seats_own_view_is_shown_at_each_step(stem: str) -> None:
    replay = replay_of(stem)
    replay.go(replay.total // 2)
    views = replay.seat_views()
    assert views == {s: replay.game.view(replay.states[replay.step], s) for s in range(len(replay.seats))}
    hands = PostGame(replay, "en", "t").panels(MapMarks())["private"]
    for seat in replay.seats:
        assert seat.name in hands
    assert "Your hand" not in hands and "Behind your screen" not in hands  # each area is headed by its seat


@pytest.mark.parametrize("stem", UNDER_WAY)
def test_a_game_in_progress_watched_as_one_seat_shows_that_seats_view_and_log_and_no_others(stem: str) -> None:
    replay = replay_of(stem)
    postgame = PostGame(replay, "en", "t")
    assert postgame.watchable()
    # The table and every human seat are offered; a bot's seat is not (its hand is secret too).
    humans = [seat for seat, info in enumerate(replay.seats) if info.kind == "human"]
    assert postgame.watch_seats() == humans and len(humans) >= 2
    offered = re.findall(r'data-action="replay-watch" data-seat="(\d*)"', postgame.postgame_html())
    assert offered == [""] + [str(seat) for seat in humans]
    try:
        for seat in range(len(replay.seats)):
            replay.watch(seat)
            for step in (1, replay.total // 2, replay.total):
                replay.go(step)
                assert replay.seat_views() == {seat: replay.game.view(replay.states[step], seat)}
                private = postgame.panels(MapMarks())["private"]
                assert postgame.seats[seat].name in private
                assert all(o.name not in private for o in postgame.seats if o is not postgame.seats[seat])
            # The log is that seat's: the public events and its own, never another seat's.
            seen = [e for events in replay.events for e in events if private_to(e) in (None, seat)]
            names = [s.shown().name for s in replay.seats]
            assert replay.log("en", limit=10**6) == [replay.game.describe(e, "en", names) for e in seen]
        replay.watch(None)
        replay.go(replay.total)
        assert replay.seat_views() == {} and postgame.panels(MapMarks())["private"] == ""
    finally:
        replay.watch(None)


def test_watching_as_a_seat_asks_for_the_device_to_be_passed_to_that_seat_first() -> None:
    replay = replay_of("tigris-3p-mid")
    html = PostGame(replay, "en", "t").handoff_html(2)
    assert f"Pass the device to {replay.seats[2].shown().name}" in html
    assert 'data-action="replay-watch-ready" data-seat="2"' in html and "replay-watch-cancel" in html
    with pytest.raises(ValueError):
        replay.watch(3)


def test_a_finished_game_or_one_without_secrets_offers_no_seat_to_watch_as() -> None:
    assert not PostGame(replay_of("tigris-2p-end"), "en", "t").watchable()
    replay = replay_of("tigris-2p-end")
    replay.watch(0)  # no effect once over: every seat is shown
    try:
        assert len(replay.seat_views()) == 2 and replay.reader() is None
    finally:
        replay.watch(None)


def test_a_finished_tigris_game_shows_both_hands_tiles() -> None:
    replay = replay_of("tigris-2p-end")
    replay.go(10)
    hands = PostGame(replay, "en", "t").panels(MapMarks())["private"]
    assert hands.count('class="te-private"') == 2 and "te-hand-tile" in hands


# -- steps by move, turn and round ------------------------------------------------------------------


def _stops(stem: str, unit: str, direction: int) -> list[int]:
    replay = replay_of(stem)
    replay.go(0 if direction > 0 else replay.total)
    stops = []
    while True:
        before = replay.step
        reached = replay.jump(unit, direction)
        if reached == before:
            return stops
        stops.append(reached)


@pytest.mark.parametrize("stem", ENDED + UNDER_WAY)
def test_turn_and_round_steps_stop_where_the_games_clock_changes_and_go_back_the_same_way(stem: str) -> None:
    replay = replay_of(stem)
    for unit in ("turn", "round"):
        forward = _stops(stem, unit, 1)
        assert forward == sorted(set(forward)) and forward[-1] == replay.total
        index = UNITS.index(unit) - 1
        for step in forward[:-1]:
            assert replay.clock(step)[index] != replay.clock(step - 1)[index], (unit, step)
        backward = _stops(stem, unit, -1)
        assert backward == [*reversed(forward[:-1]), 0]
    turns, rounds = set(_stops(stem, "turn", 1)), set(_stops(stem, "round", 1))
    assert rounds <= turns and len(rounds) < len(turns)


def test_a_move_step_is_one_choice_and_the_ends_clamp() -> None:
    replay = replay_of("attila-2p-end")
    replay.go(0)
    assert replay.jump("move", 1) == 1 and replay.jump("move", -1) == 0 and replay.jump("move", -1) == 0
    replay.go(replay.total)
    assert replay.jump("move", 1) == replay.total and replay.jump("turn", 1) == replay.total
    with pytest.raises(ValueError, match="unknown replay unit"):
        replay.jump("century", 1)


def test_tigris_turns_follow_the_turn_counter_not_a_defenders_commitment() -> None:
    replay = replay_of("tigris-2p-end")
    stops = _stops("tigris-2p-end", "turn", 1)
    # 111 "turn" events begin 111 turns; the end of the game is one more stop.
    assert len(stops) == sum(1 for events in replay.events for e in events if e["type"] == "turn") + 1


def test_playing_goes_turn_by_turn_and_stops_at_the_end() -> None:
    replay = replay_of("vinci-4p-duo-end")
    postgame = PostGame(replay, "en", "t")
    replay.go(replay.total)
    assert postgame.toggle_play() and replay.step == 0  # at the end, Play starts over
    seen = [replay.step]
    while postgame.play_tick():
        seen.append(replay.step)
    assert replay.step == replay.total and not postgame.playing
    assert seen[1:] == _stops("vinci-4p-duo-end", "turn", 1)[:-1]


def test_the_scrubbers_buttons_say_what_they_do_in_both_languages() -> None:
    replay = replay_of("attila-2p-end")
    replay.go(0)
    for lang, words in (("en", ("Move", "Turn", "Round", "Play")), ("it", ("Mossa", "Turno", "Giro", "Riproduci"))):
        html = PostGame(replay, lang, "t").buttons_html()
        assert all(w in html for w in words)
        assert 'data-action="replay-go" data-step="0"' in html and "disabled" in html  # at the start
        assert html.count('data-action="replay-jump"') == 2 * len(UNITS)


def test_the_tabs_switch_between_the_scores_and_the_advantage() -> None:
    replay = replay_of("attila-2p-end")
    postgame = PostGame(replay, "en", "t")
    assert 'data-tab="scores" aria-selected="true"' in postgame.postgame_html()
    postgame.tab = ADVANTAGE
    html = postgame.postgame_html()
    assert 'data-tab="advantage" aria-selected="true"' in html and "<svg" not in html  # not analysed yet
    postgame.tab = SCORES


# -- the lobby's save list --------------------------------------------------------------------------


def test_a_finished_game_in_the_save_list_offers_its_results_replay_and_analysis() -> None:
    saves = [
        SaveSummary("a", "Game A", "tigris", ("Ada", "Bo"), "2026-01-01", 5, False, 1),
        SaveSummary("c", "Done", "tigris", ("Ada", "Bo"), "2026-01-01", 90, True, 1),
    ]
    html = save_list_html(saves, {"tigris": "T&E"}, "en")
    done = html[html.index('data-id="c"') :]
    for action in ("resume", "replay", "analysis", "export"):
        assert f'data-action="{action}" data-id="c"' in done
    assert 'data-action="analysis" data-id="a"' not in html  # a game in progress has no analysis
    assert 'data-action="replay" data-id="a"' in html  # but its replay so far
    assert 'data-action="analysis"' not in save_list_html(saves, {}, "en", analysis=False)


# -- opening a replay: built in slices, a save checked without replaying it twice --------------------


@pytest.mark.parametrize("stem", ["attila-2p-end", "tigris-3p-mid"])
def test_a_replay_built_in_slices_is_the_replay_built_at_once(stem: str) -> None:
    whole = replay_of(stem)
    sliced = ui.replay.Replay(whole.record, whole.seats, whole.game, build=False)
    assert not sliced.complete and sliced.built == 0 and not sliced.over
    calls = 0
    while not sliced.extend(0.0):  # a slice of no time still replays one move
        calls += 1
        assert len(sliced.states) == calls + 1 and sliced.built == calls / whole.total
    assert calls + 1 == whole.total and sliced.complete
    assert sliced.states == whole.states and sliced.events == whole.events
    assert sliced.over == whole.over and sliced.step == whole.total


def test_a_record_whose_move_is_illegal_is_refused_by_the_replay_that_meets_it() -> None:
    from dataclasses import replace

    from game.core.errors import SaveError

    whole = replay_of("tigris-2p-end")
    (seat, choice), rest = whole.record.moves[0], whole.record.moves[1:]
    wrong = replace(whole.record, moves=((1 - seat, choice), *rest))  # the other seat moves first
    replay = ui.replay.Replay(wrong, whole.seats, whole.game, build=False)
    with pytest.raises(SaveError, match="move 0"):
        replay.extend()


def test_a_save_opened_for_a_replay_is_checked_as_a_load_checks_it() -> None:
    import json

    from game.core.errors import SaveError
    from tests.ui.postgame_data import save_text
    from ui.saves import KEY_PREFIX, MemoryStorage, SaveStore

    store = SaveStore(MemoryStorage(), lambda: "n")
    saved = store.import_text(save_text("attila-3p-mid"))
    record, seats, game, cached = store.open_record(saved)
    session = store.load(saved)
    assert (record, tuple(seats), game.SPEC.name, cached) == (session.record, tuple(session.seats), "attila", None)
    for field, value in (("level", "godlike"), ("name", "N" * 99)):
        data = store.read(saved)
        data["seats"][2][field] = value
        store.storage.set(KEY_PREFIX + saved, json.dumps(data))
        for opening in (store.open_record, store.load):
            with pytest.raises(SaveError):
                opening(saved)


#: Glyphs that read as a seat's marker (its shape: circle, square, triangle, diamond, star...).
SHAPE_GLYPHS = set("▲△▼▽■□●○◆◇★☆▶◀▸◂")


def test_a_key_moments_direction_mark_never_looks_like_a_seats_marker() -> None:
    """A green triangle before "Bruno climbs" read as the green-triangle seat's marker: the marks
    of a swing's direction are arrows in the text's own colour."""
    css = (Path(__file__).resolve().parents[2] / "assets" / "css" / "postgame.css").read_text(encoding="utf-8")
    rules = re.findall(r'\.pg-swing\[data-dir="(up|down)"\]::before\s*\{([^}]*)\}', css)
    assert {d for d, _ in rules} == {"up", "down"}
    for _, body in rules:
        content = re.search(r'content:\s*"([^"]*)"', body)
        assert content is not None and content.group(1).strip()
        assert not set(content.group(1)) & SHAPE_GLYPHS and "color" not in body
