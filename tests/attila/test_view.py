"""What each seat sees (view) and determinization: hands, deck and face-down cards are absent."""

from __future__ import annotations

from game.attila import determinize, view
from game.attila.board import PLAYABLE
from game.core import Rng

from .helpers import C, play, position


def test_other_hands_and_the_deck_are_absent_from_a_view():
    """Hidden information is absent: only hand sizes and the deck size are shown."""
    state = position(hands={0: {"vandals": 5}, 1: {"goths": 1}})
    seen = view(state, 1)
    assert not {"hands", "deck", "rng", "committed"} & set(seen)
    assert seen["hand"] == {"goths": 1} and seen["hand_sizes"] == [5, 1, 0]
    assert {"vandals": 5} not in seen.values()
    assert view(state, None)["hand"] is None


def test_view_lists_every_province_and_the_influence_chart():
    """The table draws every province, the six ladders and the century boxes from the view."""
    state = position(board={"raetia": {"goths": 2}}, influence={1: {"goths": 4}}, hands={0: {"goths": 1}})
    seen = view(state, 0)
    assert sorted(seen["provinces"]) == sorted(PLAYABLE)
    assert seen["provinces"]["raetia"] == {"tokens": {"goths": 2}, "total": 2, "peace": None}
    assert seen["influence"]["goths"] == [0, 4, 0]
    assert seen["boxes"][0] == {"century": 4, "tiles": 1}
    assert seen["hand"] == {"goths": 1} and seen["century"] == 4 and seen["gain"] == 1


def test_determinize_keeps_every_view_and_resamples_the_hidden_cards():
    """The conformance contract: view(determinize(s, seat)) == view(s, seat), for every seat."""
    state = position(board={"raetia": {"saxons": 2, "goths": 2}}, hands={0: {"saxons": 2}, 1: {"goths": 2, "huns": 3}})
    state, _ = play(state, C("card", "saxons"), C("place", "raetia"), C("influence", "saxons"), C("commit", "saxons"))
    changed = False
    for seat in (0, 1, 2, None):
        for k in range(5):
            other = determinize(state, seat, Rng(k))
            assert view(other, seat) == view(state, seat)
            changed |= other.hands != state.hands or other.deck != state.deck
    assert changed


def test_determinized_face_down_cards_stay_within_the_tribes_of_the_conflict():
    state = position(board={"raetia": {"saxons": 2, "goths": 2}}, hands={0: {"saxons": 3}, 1: {"huns": 3}})
    state, _ = play(state, C("card", "saxons"), C("place", "raetia"), C("influence", "saxons"), C("commit", "saxons"))
    state, _ = play(state, C("commit", "saxons"), C("commit_done"))
    for k in range(10):
        other = determinize(state, 1, Rng(k))
        committed = other.committed[0]
        assert sum(committed) == 2 and committed[1] == committed[0] == committed[4] == committed[5] == 0
