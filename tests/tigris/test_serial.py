"""to_json / from_json: exact round trips, and SaveError quoting what is
wrong for malformed or inconsistent data (STYLE.md section 5)."""

from __future__ import annotations

import copy
import json

import pytest

import game.tigris as T
from game.core import Choice, Rng, SaveError


def _midgame(seed: int = 3, players: int = 3, options: dict[str, object] | None = None) -> T.State:
    s = T.new_game(players, options, seed)
    rng = Rng(seed)
    for _ in range(60):
        if T.is_over(s):
            break
        seat = sorted(T.to_act(s))[0]
        s, _ = T.apply(s, seat, rng.choice(T.legal(s, seat)))
    return s


def test_json_round_trip_is_exact() -> None:
    for opts in ({}, {"board": "advanced", "english": True}):
        s = _midgame(options=opts)  # type: ignore[arg-type]
        data = json.loads(json.dumps(T.to_json(s)))
        assert T.from_json(data) == s
        assert data["format"] == "tavoliere.tigris.state" and data["version"] == 1


def _broken(change: object) -> str:
    data = T.to_json(_midgame())
    data = copy.deepcopy(data)
    change(data)  # type: ignore[operator]
    with pytest.raises(SaveError) as info:
        T.from_json(data)
    return str(info.value)


def test_unknown_format_or_version_refused() -> None:
    assert "format" in _broken(lambda d: d.update(format="chess"))
    assert "version 9" in _broken(lambda d: d.update(version=9))


def test_bad_square_refused_quoting_it() -> None:
    assert "'Z99'" in _broken(lambda d: d["treasures"].append("Z99"))


def test_bad_piece_refused_quoting_it() -> None:
    assert "'q'" in _broken(lambda d: d["cells"].update(A1="q"))


def test_tiles_not_conserved_refused() -> None:
    assert "tiles accounted for" in _broken(lambda d: d.update(bag=d["bag"] + "r"))


def test_wrong_hand_count_refused() -> None:
    assert "3 players" in _broken(lambda d: d["hands"].pop())


def test_bad_option_refused() -> None:
    assert "english" in _broken(lambda d: d["options"].update(english="yes"))


def test_unknown_phase_refused() -> None:
    assert "'dancing'" in _broken(lambda d: d.update(phase="dancing"))


def test_not_an_object_refused() -> None:
    with pytest.raises(SaveError):
        T.from_json([1, 2, 3])


def test_choice_round_trip_keeps_equality() -> None:
    s = T.new_game(2, {}, 4)
    for c in T.legal(s, s.active)[:50]:
        assert Choice.from_json(json.loads(json.dumps(c.to_json()))) == c


def test_invariants_catch_a_leader_without_a_temple() -> None:
    """Spec invariant I1: a save with a leader far from any temple is refused."""
    data = T.to_json(T.new_game(2, {}, 1))
    data["cells"]["A11"] = "0k"  # no temple touches A11 on the standard side
    with pytest.raises(SaveError, match="no temple"):
        T.from_json(data)
