"""Tests for game.core: RNG, choices, records, errors, graph, conformance."""

from __future__ import annotations

import json
import subprocess
import sys
from typing import Any

import pytest

from game.core import Choice, GameSpec, IllegalMove, OptionSpec, Record, Rng, SaveError, SetupError, replay
from game.core.conformance import ConformanceError, play_checked
from game.core.graph import asymmetries, components, is_connected, symmetric
from game.core.jsondata import check_version, loads
from game.core.protocol import ENGINE_CHOICE, private_to, visible_events
from game.core.record import start
from game.registry import GAME_NAMES, load

from . import toygame


def test_rng_same_seed_same_sequence() -> None:
    a, b = Rng(123), Rng(123)
    assert [a.next64() for _ in range(50)] == [b.next64() for _ in range(50)]


def test_rng_known_values_pin_the_algorithm() -> None:
    # SplitMix64 reference: seed state 0 -> first output 0xE220A8397B1DCDAF.
    rng = Rng.from_state(0)
    assert rng.next64() == 0xE220A8397B1DCDAF
    assert rng.next64() == 0x6E789E6AA1B965F4


def test_rng_resumes_from_state() -> None:
    rng = Rng(9)
    rng.randint(1, 6)
    resumed = Rng.from_state(rng.state)
    assert [rng.randbelow(1000) for _ in range(20)] == [resumed.randbelow(1000) for _ in range(20)]


def test_rng_die_is_uniform() -> None:
    rng = Rng(1)
    counts = [0] * 6
    for _ in range(60000):
        counts[rng.randint(1, 6) - 1] += 1
    assert all(9500 < c < 10500 for c in counts), counts


def test_rng_shuffle_is_a_permutation_and_depends_on_seed() -> None:
    items = list(range(30))
    assert sorted(Rng(1).shuffled(items)) == items
    assert Rng(1).shuffled(items) != Rng(2).shuffled(items)


def test_rng_rejects_bad_input() -> None:
    with pytest.raises(ValueError):
        Rng(1).randbelow(0)
    with pytest.raises(ValueError):
        Rng.from_state(-1)
    with pytest.raises(TypeError):
        Rng("7")  # type: ignore[arg-type]


def test_rng_same_in_a_fresh_interpreter() -> None:
    code = "from game.core.rng import Rng; r=Rng(2026); print([r.randint(1,100) for _ in range(8)])"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    rng = Rng(2026)
    assert out.strip() == str([rng.randint(1, 100) for _ in range(8)])


def test_choice_equality_ignores_targets_and_round_trips() -> None:
    c = Choice("move", ("a", ("b", 2), None, True), targets=("a", "b"))
    assert c == Choice("move", ("a", ("b", 2), None, True))
    back = Choice.from_json(json.loads(json.dumps(c.to_json())))
    assert back == c and back.targets == ("a", "b")
    assert c.label == "move a [b,2] - true"
    assert hash(c) == hash(Choice("move", ["a", ["b", 2], None, True]))  # type: ignore[list-item]


def test_a_choice_holds_only_tuples_of_plain_values_however_it_is_built() -> None:
    """Plain arguments are kept as given (the engines' fast path); anything else is frozen into
    tuples, or refused, and targets become strings."""
    plain = Choice("move", ("a", 2, None, False), targets=("a",))
    assert plain.args == ("a", 2, None, False) and type(plain.args) is tuple
    nested = Choice("move", (["b", [2]], ("c",)), targets=["x", 3])  # type: ignore[arg-type, list-item]
    assert nested.args == (("b", (2,)), ("c",)) and nested.targets == ("x", "3")
    assert all(type(a) is tuple for a in nested.args) and type(nested.targets) is tuple
    for bad in ((1.5,), ({"a": 1},), (("b", 1.5),)):
        with pytest.raises(SaveError):
            Choice("move", bad)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "bad", [None, [], {"args": []}, {"kind": 3}, {"kind": "x", "args": "y"}, {"kind": "x", "args": [{"a": 1}]}]
)
def test_choice_from_bad_json_is_refused(bad: object) -> None:
    with pytest.raises(SaveError):
        Choice.from_json(bad)


def test_record_round_trip_and_replay() -> None:
    state = toygame.new_game(2, {}, 5)
    rec = Record("toy", 2, {}, 5)
    for seat in (0, 1, 1, 0):
        choice = toygame.legal(state, seat)[0]
        state, _ = toygame.apply(state, seat, choice)
        rec = rec.add(seat, choice)
    back = Record.from_json(json.loads(json.dumps(rec.to_json())))
    assert back == rec
    replayed, history = replay(back, toygame)  # type: ignore[arg-type]
    assert replayed == state and len(history) == 4
    assert replay(rec.truncated(2), toygame)[0] != state  # type: ignore[arg-type]


class _Editions:
    """A game whose only option is a rules edition: its set-up state is the options it got."""

    SPEC = GameSpec(
        "editions", "E", "E", 2, 2, False, False, False, 1,
        options=(OptionSpec("rules_edition", 2, (1, 2), "Rules edition", "Edizione", hidden=True, legacy=1),),
    )  # fmt: skip

    @classmethod
    def new_game(cls, players: int, options: Any, seed: int) -> dict[str, Any]:
        return cls.SPEC.check_setup(players, options)


def test_a_record_that_predates_an_option_replays_with_its_legacy_value_and_stays_as_stored() -> None:
    """A save written before a rules fix lacks the edition: it replays with the old rules, and
    saving it again keeps it that way (its options are not rewritten)."""
    old = Record("editions", 2, {}, 3)
    assert start(old, _Editions)[1] == {"rules_edition": 1}  # type: ignore[arg-type]
    assert old.options == {} and Record.from_json(old.to_json()).options == {}
    new = Record("editions", 2, _Editions.SPEC.check_setup(2, {}), 3)
    assert start(new, _Editions)[1] == {"rules_edition": 2}  # type: ignore[arg-type]
    assert new.to_json()["options"] == {"rules_edition": 2}


def test_a_state_leaves_out_only_options_at_their_legacy_value() -> None:
    spec = _Editions.SPEC
    assert spec.options_to_store({"rules_edition": 1}) == {}
    assert spec.options_to_store({"rules_edition": 2}) == {"rules_edition": 2}
    for edition in (1, 2):
        stored = spec.options_to_store({"rules_edition": edition})
        assert spec.check_setup(2, spec.stored_options(stored)) == {"rules_edition": edition}


def test_a_record_of_another_game_is_refused() -> None:
    with pytest.raises(SaveError, match="a game of 'tigris', not of 'toy'"):
        replay(Record("tigris", 2, {}, 5), toygame)  # type: ignore[arg-type]


def test_record_with_illegal_move_is_refused() -> None:
    rec = Record("toy", 2, {}, 5).add(0, Choice("bid", (9,)))
    with pytest.raises(SaveError, match="move 0"):
        replay(rec, toygame)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "mutate",
    [
        lambda d: d.pop("seed"),
        lambda d: d.update(version=99),
        lambda d: d.update(format="other"),
        lambda d: d.update(moves=[[0]]),
        lambda d: d.update(moves=[["0", {"kind": "bid", "args": [1]}]]),
        lambda d: d.update(players=True),
    ],
)
def test_record_malformed_json_is_refused(mutate) -> None:  # type: ignore[no-untyped-def]
    data = Record("toy", 2, {}, 5).add(0, Choice("bid", (1,))).to_json()
    mutate(data)
    with pytest.raises(SaveError):
        Record.from_json(data)


def test_apply_illegal_raises_and_leaves_state() -> None:
    state = toygame.new_game(2, {}, 1)
    before = toygame.to_json(state)
    with pytest.raises(IllegalMove, match="not legal while bidding"):
        toygame.apply(state, 0, Choice("bid", (7,)))
    with pytest.raises(IllegalMove, match="expected one of: bid"):
        toygame.apply(state, 0, Choice("pass"))
    assert toygame.to_json(state) == before


def test_setup_errors_name_the_problem() -> None:
    with pytest.raises(SetupError, match="2 to 3 players, not 5"):
        toygame.new_game(5, {}, 1)
    with pytest.raises(SetupError, match="unknown option"):
        toygame.new_game(2, {"nope": 1}, 1)
    with pytest.raises(SetupError, match="double_last"):
        toygame.new_game(2, {"double_last": 1}, 1)
    assert len(toygame.SPEC.option_sets(2)) == 2


def test_conformance_passes_on_a_correct_game() -> None:
    for seed in range(20):
        for players in (2, 3):
            result = play_checked(toygame, players, {"double_last": seed % 2 == 0}, seed)  # type: ignore[arg-type]
            assert result.steps == 4 * players


class _ToyWith:
    """The toy game with some of its functions replaced: a faulty game the checks must catch."""

    def __init__(self, **functions: Any) -> None:
        self.__dict__.update(functions)

    def __getattr__(self, name: str) -> object:
        return getattr(toygame, name)


def test_conformance_catches_a_view_that_leaks() -> None:
    leaky = _ToyWith(view=lambda state, seat: dict(toygame.view(state, seat), all_bids=list(state.bids)))
    with pytest.raises(ConformanceError, match="view of seat"):
        for seed in range(10):
            play_checked(leaky, 2, {}, seed)  # type: ignore[arg-type]


def test_conformance_catches_a_view_that_is_not_json_for_one_seat_only() -> None:
    """Views are encoded for one seat a step, drawn at random: a game still meets every seat."""
    unencodable = _ToyWith(view=lambda state, seat: dict(toygame.view(state, seat), marks={1} if seat == 1 else []))
    with pytest.raises(ConformanceError, match="view of seat 1 is not JSON"):
        play_checked(unencodable, 3, {}, 1)  # type: ignore[arg-type]


def test_conformance_holds_engine_seats_to_their_one_choice() -> None:
    """A seat the engine plays is offered only the engine's choice, and no other seat is."""

    class Claims:  # says the engine plays seat 0, yet offers it the game's choices
        def __getattr__(self, name: str) -> object:
            return getattr(toygame, name)

        @staticmethod
        def engine_seats(state: toygame.State) -> frozenset[int]:
            return frozenset({0})

    class Offers:  # offers seat 0 the engine's choice though the engine plays nobody
        def __getattr__(self, name: str) -> object:
            return getattr(toygame, name)

        @staticmethod
        def legal(state: toygame.State, seat: int) -> list[Choice]:
            listed = toygame.legal(state, seat)
            return [Choice(ENGINE_CHOICE)] if seat == 0 and listed else listed

    with pytest.raises(ConformanceError, match="played by the engine but is offered"):
        play_checked(Claims(), 2, {}, 1)  # type: ignore[arg-type]
    with pytest.raises(ConformanceError, match="offered the engine's choice"):
        play_checked(Offers(), 2, {}, 1)  # type: ignore[arg-type]


def test_conformance_catches_a_lossy_serialisation() -> None:
    class Lossy:
        def __getattr__(self, name: str) -> object:
            return getattr(toygame, name)

        @staticmethod
        def to_json(state: toygame.State) -> dict:
            data = toygame.to_json(state)
            data["points"] = [0] * state.players
            return data

    with pytest.raises(ConformanceError, match="from_json"):
        for seed in range(10):
            play_checked(Lossy(), 2, {}, seed)  # type: ignore[arg-type]


def test_events_private_to_one_seat_reach_only_that_seats_log() -> None:
    events = [{"type": "bid", "seat": 1}, {"type": "my_bid", "card": 3, "private_to": 1}, {"type": "move", "to": 0}]
    assert [private_to(e) for e in events] == [None, 1, None]
    assert visible_events(events, 1) == events
    assert visible_events(events, 0) == visible_events(events, None) == [events[0], events[2]]


@pytest.mark.parametrize("mark", ["tollan", 3, -1, True, None, [0]], ids=repr)
def test_conformance_rejects_an_event_whose_privacy_key_is_no_seat(mark: object) -> None:
    """Issue 14 item 3: a privacy mark that is no seat (a field value that took the key's name, a
    seat past the last, a bool) hides the event from everyone or from the wrong seats."""

    class Misused:
        def __getattr__(self, name: str) -> object:
            return getattr(toygame, name)

        @staticmethod
        def apply(state: toygame.State, seat: int, choice: Choice) -> tuple[toygame.State, list[dict]]:
            state, events = toygame.apply(state, seat, choice)
            return state, [*events, {"type": "prize_moved", "private_to": mark}]

    with pytest.raises(ConformanceError, match="is private to .* which is no seat of 3"):
        play_checked(Misused(), 3, {}, 1)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("shown", "message"),
    [(lambda events, seat: list(events), "spectator's log"), (lambda events, seat: [], "reaches no seat's log")],
    ids=["spectator-sees-all", "nobody-sees"],
)
def test_conformance_rejects_logs_that_lose_or_leak_events(monkeypatch, shown, message) -> None:  # type: ignore[no-untyped-def]
    """The checker reads the logs through visible_events: a filter that shows the spectator private
    events, or shows an event to nobody, is caught."""
    import game.core.conformance as conformance

    monkeypatch.setattr(conformance, "visible_events", shown)
    with pytest.raises(ConformanceError, match=message):
        play_checked(toygame, 2, {}, 1)  # type: ignore[arg-type]


def test_graph_helpers() -> None:
    adj = symmetric({"a": ["b"], "b": ["c"], "d": []})
    assert adj["c"] == {"b"} and asymmetries(adj) == []
    assert asymmetries({"a": {"b"}, "b": set()}) == [("a", "b")]
    assert components(adj, ["a", "c", "d"]) == [["a"], ["c"], ["d"]]
    assert is_connected(adj, ["a", "b", "c"]) and not is_connected(adj, ["a", "d"])
    with pytest.raises(ValueError):
        symmetric({"a": ["a"]})


def test_json_helpers_refuse_bad_data() -> None:
    with pytest.raises(SaveError, match="not valid JSON"):
        loads("{truncated")
    with pytest.raises(SaveError, match="version 2 is not supported"):
        check_version({"format": "f", "version": 2}, "f", 1, "thing")


def test_registry_refuses_unknown_games() -> None:
    assert GAME_NAMES == ("tigris", "attila", "aztlan", "vinci", "europa")
    with pytest.raises(SetupError, match="unknown game"):
        load("chess")


def test_conformance_catches_a_record_that_does_not_replay() -> None:
    class Forgetful:
        """Its new games differ from call to call, so a record cannot rebuild them."""

        calls = 0

        def __getattr__(self, name: str) -> object:
            return getattr(toygame, name)

        def new_game(self, players: int, options: object, seed: int) -> toygame.State:
            Forgetful.calls += 1
            return toygame.new_game(players, options, seed + Forgetful.calls)

    with pytest.raises(ConformanceError, match="does not replay"):
        for seed in range(10):
            play_checked(Forgetful(), 2, {}, seed)  # type: ignore[arg-type]


def test_conformance_catches_a_determinization_that_peeks() -> None:
    class Peeking:
        def __getattr__(self, name: str) -> object:
            return getattr(toygame, name)

        @staticmethod
        def determinize(state: toygame.State, seat: int | None, rng: Rng) -> toygame.State:
            # Shuffling the deck in its real order lets the true order leak through.
            from dataclasses import replace

            return replace(toygame.determinize(state, seat, rng), deck=tuple(rng.shuffled(state.deck)))

    with pytest.raises(ConformanceError, match="depends on information hidden"):
        for seed in range(10):
            play_checked(Peeking(), 2, {}, seed)  # type: ignore[arg-type]


def test_fuzz_setups_cycle_through_every_player_count_first() -> None:
    from tools.fuzz import setups

    order = setups(toygame)  # type: ignore[arg-type]
    assert [players for players, _ in order[:2]] == [2, 3]
    assert sorted(map(str, order)) == sorted(str((p, o)) for p in (2, 3) for o in toygame.SPEC.option_sets(p))


def test_fuzz_reports_a_failing_game_with_the_command_that_reproduces_it(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    import tools.fuzz

    class Broken:
        def __getattr__(self, name: str) -> object:
            return getattr(toygame, name)

        @staticmethod
        def score(state: toygame.State) -> list[int]:
            raise RuntimeError("no score")

    monkeypatch.setattr(tools.fuzz, "load", lambda name: Broken())
    assert tools.fuzz.main(["attila", "--games", "3", "--seed", "7"]) == 1
    out = capsys.readouterr().out
    assert "reproduce: python -m tools.fuzz attila --seed 7 --index 2" in out
    assert out.strip().endswith("3 games, 3 errors")


@pytest.mark.processes
def test_fuzz_in_two_processes_plays_every_game(capsys: pytest.CaptureFixture[str]) -> None:
    import tools.fuzz

    assert tools.fuzz.main(["attila", "--games", "2", "--jobs", "2"]) == 0
    assert capsys.readouterr().out.strip().endswith("2 games, 0 errors")
