"""The engine contract under bad input, for every game (issue 14 item 9): whatever a caller hands
the protocol functions, the answer is the game's documented error, never an AttributeError,
IndexError, KeyError or TypeError from deep inside the rules, and never another seat's view."""

from __future__ import annotations

import copy
import json
import sys
from typing import Any

import pytest

from game.core import Choice, IllegalMove, ProtocolError, Rng, SaveError, SetupError
from game.registry import GAME_NAMES, load

NOT_SEATS: list[Any] = [-1, -3, "0", True, False, 1.5, [0]]


def _state(name: str) -> Any:
    """A position a few random choices into a game of three (two for Aztlán's alliances)."""
    game = load(name)
    players = 3 if game.SPEC.min_players <= 3 <= game.SPEC.max_players else game.SPEC.min_players
    state, rng = game.new_game(players, {}, 5), Rng(5)
    for _ in range(6):
        seat = rng.choice(sorted(game.to_act(state)))
        state, _ = game.apply(state, seat, rng.choice(game.legal(state, seat)))
    return state


@pytest.mark.parametrize("name", GAME_NAMES)
def test_apply_of_something_that_is_not_a_choice_is_an_illegal_move(name: str) -> None:
    game = load(name)
    state = _state(name)
    before = game.to_json(state)
    seat = min(game.to_act(state))
    label = game.legal(state, seat)[0].label
    for bad in (None, label, {"kind": "x"}, 3, game.legal(state, seat)[0].to_json()):
        with pytest.raises(IllegalMove, match="is not a Choice"):
            game.apply(state, seat, bad)
    for seat in (*NOT_SEATS, state.players, None):
        with pytest.raises(IllegalMove, match="no seat"):
            game.apply(state, seat, game.legal(state, min(game.to_act(state)))[0])
    assert game.to_json(state) == before


@pytest.mark.parametrize("name", GAME_NAMES)
def test_a_seed_that_is_not_an_int_is_a_setup_error(name: str) -> None:
    """Europa alone used to check its seed; the others failed with a TypeError inside Rng."""
    game = load(name)
    players = game.SPEC.min_players
    for bad in ("7", 1.5, None, True, [1]):
        with pytest.raises(SetupError, match=f"{name}: seed must be an int"):
            game.new_game(players, {}, bad)
    assert game.new_game(players, {}, 7) == game.new_game(players, {}, 7)


@pytest.mark.parametrize("name", GAME_NAMES)
def test_view_legal_and_determinize_refuse_any_seat_outside_the_game(name: str) -> None:
    """view(s, -1) used to be the last seat's private view, view(s, n) an IndexError."""
    game = load(name)
    state = _state(name)
    n = state.players
    for seat in (*NOT_SEATS, n, n + 5):
        with pytest.raises(ProtocolError, match="is not a seat of this"):
            game.view(state, seat)
        with pytest.raises(ProtocolError, match="is not a seat of this"):
            game.determinize(state, seat, Rng(1))
        with pytest.raises(ProtocolError, match="is not a seat of this"):
            game.legal(state, seat)
    with pytest.raises(ProtocolError):
        game.legal(state, None)  # a spectator decides nothing
    assert game.view(state, None) == json.loads(json.dumps(game.view(state, None)))
    for seat in range(n):
        game.view(state, seat)
        game.legal(state, seat)


@pytest.mark.parametrize("name", GAME_NAMES)
@pytest.mark.parametrize("other", GAME_NAMES)
def test_another_games_state_is_refused_by_every_function_that_takes_a_state(name: str, other: str) -> None:
    game = load(name)
    foreign: Any = _state(other) if other != name else {"players": 3}
    for call in (
        lambda: game.to_act(foreign),
        lambda: game.legal(foreign, 0),
        lambda: game.apply(foreign, 0, Choice("pass")),
        lambda: game.view(foreign, 0),
        lambda: game.view(foreign, None),
        lambda: game.determinize(foreign, None, Rng(1)),
    ):
        with pytest.raises(ProtocolError, match=f"expected a {name} state"):
            call()
    if other != name:
        with pytest.raises(SaveError, match="format"):
            game.from_json(load(other).to_json(foreign))


def _nested(depth: int) -> Any:
    value: Any = 0
    for _ in range(depth):
        value = [value]
    return value


@pytest.mark.parametrize("name", GAME_NAMES)
def test_from_json_refuses_deep_nesting_and_huge_values_with_a_short_message(name: str) -> None:
    """A value nested deeper than the recursion limit used to raise RecursionError (while quoting
    it); a 3 MB string must not end up whole in the message a player reads."""
    game = load(name)
    data = game.to_json(_state(name))
    # Three times the recursion limit (1000 in CPython and Pyodide); far deeper nests cannot be
    # freed inside Pyodide at all (its stack overflows), and JSON text cannot make them there.
    deep = 3 * sys.getrecursionlimit()
    for key in sorted(data):
        if key in ("format", "version"):
            continue
        for bad in (_nested(deep), "x" * 3_000_000, 10**300, {"a": _nested(deep)}):
            broken = copy.copy(data)
            broken[key] = bad
            try:
                game.from_json(broken)
            except SaveError as exc:
                assert len(str(exc)) < 2_000
            else:  # a field that takes any value in this game must at least keep the state sound
                game.check_invariants(game.from_json(broken))
