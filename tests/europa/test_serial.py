"""Saves: to_json/from_json round trip, and malformed or inconsistent data refused (SaveError)."""

from __future__ import annotations

import copy
import json

import pytest

from game.core import Rng, SaveError
from game.europa import apply, from_json, legal, new_game, to_act, to_json

from .build import position


def _data() -> dict:
    return to_json(position(hands={0: ["spy", "general"], 1: ["marshal"]}, armies={"london": 7}, track=(1,)))


def test_round_trip_is_exact() -> None:
    s = position(hands={0: ["spy", "general"]}, armies={"london": 7}, track=(1, 2))
    text = json.dumps(to_json(s), sort_keys=True)
    assert from_json(json.loads(text)) == s
    assert json.dumps(to_json(from_json(json.loads(text))), sort_keys=True) == text


@pytest.mark.parametrize(
    ("mutate", "message"),
    [
        (lambda d: d.pop("deck"), "missing 'deck'"),
        (lambda d: d.update(version=99), "version 99"),
        (lambda d: d.update(format="tavoliere.vinci"), "format"),
        (lambda d: d["territories"].pop("london"), "london"),
        (lambda d: d["territories"].update(atlantis=[0, 1]), "atlantis"),
        (lambda d: d["territories"].update(london=[0, -2]), "armies of london"),
        (lambda d: d["territories"].update(london=[9, 2]), "owner of london"),
        (lambda d: d["hands"][0].append("joker"), "joker"),
        (lambda d: d["hands"][1].insert(0, "spy"), "8 spy cards"),
        (lambda d: d.update(phase="lunch"), "lunch"),
        (lambda d: d.update(players=2), "players"),
        (lambda d: d.update(options={"max_rounds": 7}), "max_rounds"),
        (lambda d: d["territories"].update(wales=[None, 3]), "no owner"),
        (lambda d: d.update(fortress=["paris", "paris", "brandenburg"]), "outside its empire"),
        (lambda d: d.update(records=[[0, "london", False]] + d["records"][1:]), "fortress territory"),
        (lambda d: d.update(winner=1), "winner"),
    ],
)
def test_malformed_or_inconsistent_saves_are_refused(mutate, message: str) -> None:  # type: ignore[no-untyped-def]
    """from_json quotes what is wrong (STYLE.md 5)."""
    data = copy.deepcopy(_data())
    mutate(data)
    with pytest.raises(SaveError, match=message):
        from_json(data)


def test_not_an_object_is_refused() -> None:
    with pytest.raises(SaveError):
        from_json(["europa"])


def test_a_save_that_brings_an_eliminated_player_back_is_refused() -> None:
    """Issue 14 item 9: with ``eliminated`` emptied, a seat with no fortress and no land would be
    back in the game (and asked to play a turn it cannot)."""
    state, rng = new_game(3, {}, 0), Rng(0)
    while not state.eliminated:
        seat = rng.choice(sorted(to_act(state)))
        state, _ = apply(state, seat, rng.choice(legal(state, seat)))
    data = to_json(state)
    data["eliminated"] = []
    with pytest.raises(SaveError, match="fortress -1 but eliminated=False"):
        from_json(data)
