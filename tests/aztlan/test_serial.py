"""Aztlán saves: exact JSON round trip, and malformed or inconsistent data refused with SaveError.

Source: ARCHITECTURE.md (to_json / from_json versioned, rejecting bad data with a clear error).
"""

from __future__ import annotations

import json
from typing import Any

import pytest

import game.aztlan as aztlan
from game.core.errors import SaveError
from game.core.jsondata import loads
from game.core.rng import Rng


def _midgame() -> aztlan.State:
    state = aztlan.new_game(4, {"canoes_whole_lake": True}, 11)
    rng = Rng(5)
    for _ in range(120):
        seat = rng.choice(sorted(aztlan.to_act(state)))
        state, _ = aztlan.apply(state, seat, rng.choice(aztlan.legal(state, seat)))
    return state


def _broken(change: str) -> dict[str, Any]:
    data = json.loads(json.dumps(aztlan.to_json(_midgame())))
    exec(change, {}, {"d": data})  # noqa: S102 - test data edits
    return data


def test_json_round_trip_is_exact_mid_game() -> None:
    state = _midgame()
    text = json.dumps(aztlan.to_json(state), sort_keys=True)
    assert aztlan.from_json(json.loads(text)) == state
    assert aztlan.to_json(state)["format"] == "tavoliere.aztlan.state"


@pytest.mark.parametrize(
    "change,message",
    [
        ("d['format'] = 'chess'", "format 'chess'"),
        ("d['version'] = 99", "version 99"),
        ("del d['board']", "missing 'board'"),
        ("d['era'] = 'two'", "'era' must be int"),
        ("d['era'] = 6", "era 6"),
        ("d['phase'] = 'lunch'", "phase 'lunch'"),
        ("d['surprise'] = 1", "unknown keys"),
        ("d['board'][0][0] += 1", "side 0"),
        ("d['deck'].append('offering')", "prosperity cards"),
        ("d['deck'][0] = 'joker'", "unknown cards"),
        ("d['scores'][0] += 5", "score"),
        ("d['power_hand'][0] = [9, 9]", "power cards"),
        ("d['players'] = 7", "bad setup"),
        ("d['options'] = {}", "incomplete"),
        ("d['rng'] = -1", "rng"),
        ("d['clash_at'] = 'atlantis'", "clash_at 'atlantis'"),
    ],
)
def test_malformed_or_inconsistent_saves_are_refused(change: str, message: str) -> None:
    with pytest.raises(SaveError, match=message):
        aztlan.from_json(_broken(change))


def test_not_json_at_all_is_a_save_error() -> None:
    with pytest.raises(SaveError):
        aztlan.from_json(loads("{not json"))
    with pytest.raises(SaveError):
        aztlan.from_json([1, 2, 3])
