"""Saves: to_json / from_json round trip and refusal of malformed or inconsistent data (SaveError)."""

from __future__ import annotations

import copy
import json

import pytest

from game.attila import SaveError, from_json, to_json

from .helpers import C, play, position


def mid_conflict():
    state = position(board={"raetia": {"saxons": 2, "goths": 2}}, hands={0: {"saxons": 2}, 1: {"goths": 2}})
    state, _ = play(state, C("card", "saxons"), C("place", "raetia"), C("influence", "saxons"), C("commit", "saxons"))
    return state


def test_round_trip_is_exact_mid_conflict():
    state = mid_conflict()
    data = json.loads(json.dumps(to_json(state)))
    assert from_json(data) == state
    assert data["format"] == "tavoliere.attila.state" and data["version"] == 1


def broken(mutate):
    data = copy.deepcopy(to_json(mid_conflict()))
    mutate(data)
    return data


@pytest.mark.parametrize(
    ("mutate", "match"),
    [
        (lambda d: d.update(format="tavoliere.tigris.state"), "format"),
        (lambda d: d.update(version=99), "version 99"),
        (lambda d: d.pop("hands"), "missing 'hands'"),
        (lambda d: d.update(players=True), "'players' must be int"),
        (lambda d: d["hands"][1].update(romans=1), "'romans' is not a tribe"),
        (lambda d: d["board"].update(sardinia={"goths": 1}), "'sardinia' is not a playable province"),
        (lambda d: d["hands"][1].update(goths=5), "goths cards in the game"),
        (lambda d: d["board"]["raetia"].update(goths=3), "6 tokens|holds"),
        (lambda d: d["supply"].update(huns=3), "huns: supply 3"),
        (lambda d: d["boxes"].update({"4": 0}), "century 4"),
        (lambda d: d["influence"][0].update(saxons=40), "outside 0..20"),
        (lambda d: d["options"].update(influence_last=99), "influence_last=99"),
        (lambda d: d.update(step="dance"), "unknown step 'dance'"),
        (lambda d: d["points"].pop(), "'points' has 2 entries for 3 players"),
    ],
)
def test_malformed_or_inconsistent_saves_are_refused_quoting_the_value(mutate, match):
    with pytest.raises(SaveError, match=match):
        from_json(broken(mutate))


def test_non_object_is_refused():
    with pytest.raises(SaveError, match="expected an object"):
        from_json(["attila"])
