"""The end of the game (rulebook §6, §8 «Fine del gioco»); spec A3-A6, TV-A16, TV-A17, and the
stalemate rule (docs/attila.md)."""

from __future__ import annotations

from game.attila import is_over, score
from game.attila.constants import FINAL_SLOT, TRIBE_INDEX
from game.attila.state import OVER

from .helpers import C, play, position, tokens

SEVENTH = [
    ("belgica", 4), ("africa", 5), ("asia", 5), ("creta", 6), ("sicilia", 6), ("baetica", 6),
    ("lusitania", 7), ("aquitania", 7), ("thracia", 7),
]  # fmt: skip


def last_vandal(**extra):
    """Vandal supply 1 (19 on the board), the last one placed as the 5th token of Raetia."""
    board = {
        "raetia": {"vandals": 2, "huns": 2},
        "germania": {"vandals": 4},
        "noricum": {"vandals": 4},
        "pannonia": {"vandals": 4},
        "moesia_superior": {"vandals": 4},
        "moesia_inferior": {"vandals": 1},
    }
    state = position(board=board, hands={0: {"vandals": 1, "huns": 2}}, **extra)
    assert state.supply[TRIBE_INDEX["vandals"]] == 1
    return play(state, C("card", "vandals"), C("place", "raetia"), C("influence", "vandals"))


def test_last_token_removed_in_its_conflict_does_not_end_the_game():
    """TV-A16 / §8 «Fine del gioco»: the last Vandal makes a conflict in which the Vandals are weakest."""
    state, _ = last_vandal()
    state, events = play(state, C("commit", "huns"), C("commit", "huns"), C("commit_done"))
    assert tokens(state, "raetia") == {"huns": 2}
    assert state.supply[TRIBE_INDEX["vandals"]] == 3
    assert state.end_reason == "" and not is_over(state)


def test_last_token_surviving_its_conflict_ends_the_game_after_the_turn():
    """TV-A17 / §6 b: the Vandals survive with supply 0; the active player finishes his turn, then every
    tribe is scored once more."""
    state, _ = last_vandal()
    state, events = play(state, C("commit_done"))
    assert tokens(state, "raetia") == {"vandals": 3}
    assert state.end_reason == "tokens" and not is_over(state)
    state, events = play(state, C("end"))
    assert is_over(state) and state.step == OVER
    final = [e for e in events if e["type"] == "scoring"]
    assert len(final) == 1 and final[0]["century"] is None
    assert state.points[0][FINAL_SLOT] > 0


def test_marker_stops_on_the_last_space_and_triggers_the_end():
    """§6 c and A5: the excess is lost, and the end is triggered; the turn is finished first (A3)."""
    peace = [("belgica", 4), ("africa", 5), ("asia", 5), ("creta", 6)]
    state = position(
        hands={0: {"goths": 2}}, influence={0: {"goths": 19}}, boxes=(0, 0, 2, 4), peace=peace
    )  # gain 3 in the 6th century
    state, events = play(state, C("card", "goths"), C("place", "raetia"), C("influence", "goths"))
    assert state.influence[0][TRIBE_INDEX["goths"]] == 20
    assert [e["reason"] for e in events if e["type"] == "end_trigger"] == ["influence"]
    assert not is_over(state)
    # Finishing the turn: the Double Turn may still be used (A3, FINISH_TURN).
    state, _ = play(state, C("double"), C("card", "goths"), C("place", "raetia"), C("influence", "goths"))
    assert is_over(state)


def test_finish_card_option_ends_the_turn_right_after_the_card():
    """A3 option end_turn=finish_card: no Double Turn after the trigger."""
    peace = [("belgica", 4), ("africa", 5), ("asia", 5), ("creta", 6)]
    state = position(
        hands={0: {"goths": 2}},
        influence={0: {"goths": 19}},
        boxes=(0, 0, 2, 4),
        peace=peace,
        options={"end_turn": "finish_card"},
    )
    state, _ = play(state, C("card", "goths"), C("place", "raetia"), C("influence", "goths"))
    assert is_over(state)


def test_last_peace_tile_ends_the_game_at_once_and_scores_once():
    """§6 a, A3, A4: after the 10th conflict the 7th-century scoring is the final scoring; the turn stops
    even with a Double Turn and a card left."""
    state = position(
        2,
        board={"raetia": {"saxons": 4}},
        hands={0: {"saxons": 2}},
        influence={0: {"saxons": 1}},
        boxes=(0, 0, 0, 1),
        peace=SEVENTH,
    )
    state, events = play(state, C("card", "saxons"), C("place", "raetia"), C("influence", "saxons"), C("commit_done"))
    assert is_over(state)
    scorings = [e["century"] for e in events if e["type"] == "scoring"]
    assert scorings == [7]
    assert state.points[0][FINAL_SLOT] == 0 and score(state)[0] == state.points[0][3]


def test_a_round_without_cards_played_ends_the_game():
    """Stalemate (design value, docs/attila.md): when every seat in turn could not play a card."""
    starts = ["germania", "raetia", "noricum", "pannonia", "moesia_superior", "moesia_inferior"]
    peace = list(zip(starts, (4, 5, 5, 6, 6, 6)))
    state = position(
        2,
        board={p: {"huns": 1} for p in starts},
        peace=peace,
        boxes=(0, 0, 0, 4),
        hands={0: {"goths": 1}, 1: {"goths": 1}},
        options={"stuck_discard": False},
        tiles=((), ()),
    )
    # Goths cannot enter: every starting province is pacified, so each seat's only card is stuck.
    state, events = play(state, C("pass"))
    assert state.active == 1
    state, events = play(state, C("pass"))
    assert is_over(state)
    assert [e["reason"] for e in events if e["type"] == "end_trigger"] == ["stalemate"]
