"""Conflict and peace (rulebook §3, §8 «Conflitto»), century scoring (§4, §8 «Punteggio»);
spec TV-A6, TV-A12, TV-A13, TV-A15, A9, A10, A11."""

from __future__ import annotations

from game.attila import view
from game.attila.board import INDEX
from game.attila.constants import TRIBE_INDEX
from game.attila.state import COMMIT, TURN

from .helpers import C, args_of, kinds, play, position, tokens


def maria_anna_franco():
    """TV-A6: the province holds Vandals 2, Saxons 2 and gets a Frank as its 5th token from Maria (seat 0)."""
    state = position(
        3,
        board={"germania": {"vandals": 2, "saxons": 2}},
        hands={0: {"franks": 1, "vandals": 2, "goths": 1}, 1: {"franks": 1, "saxons": 1}, 2: {"franks": 1}},
        influence={0: {"vandals": 1}, 1: {"saxons": 1}},
    )
    return play(state, C("card", "franks"), C("place", "germania"), C("influence", "franks"))


def test_fifth_token_starts_a_conflict_where_the_active_player_commits_first():
    """§3: the 5th token starts a conflict; «iniziando da quello attivo e proseguendo in senso orario» (A10)."""
    state, events = maria_anna_franco()
    assert state.step == COMMIT and state.committer == 0
    assert [e["type"] for e in events][-1] == "conflict"


def test_only_cards_of_tribes_present_may_be_committed():
    """§3 «Non può giocare carte di alcuna tribù non presente nella provincia»: Maria's Goth is not offered."""
    state, _ = maria_anna_franco()
    assert set(args_of(state, 0, "commit")) == {"vandals"}


def test_maria_anna_franco_example_removes_the_tied_weakest_tribes():
    """TV-A6 (§3 example): Vandals 2+2 = 4, Saxons 2+1 = 3, Franks 1+2 = 3; Saxons and Franks leave,
    the Vandals stand on the peace tile; five cards are discarded and nobody draws."""
    state, _ = maria_anna_franco()
    state, events = play(
        state,
        C("commit", "vandals"),
        C("commit", "vandals"),
        C("commit_done"),
        C("commit", "franks"),
        C("commit", "saxons"),
        C("commit_done"),
        C("commit", "franks"),
        C("commit_done"),
    )
    reveal = next(e for e in events if e["type"] == "reveal")
    assert reveal["strength"] == {"franks": 3, "saxons": 3, "vandals": 4}
    assert sorted(reveal["removed"]) == ["franks", "saxons"] and reveal["reveal"]
    assert tokens(state, "germania") == {"vandals": 2}
    assert (INDEX["germania"], 4) in state.peace
    assert state.supply[TRIBE_INDEX["saxons"]] == 20 and state.supply[TRIBE_INDEX["franks"]] == 20
    assert sum(state.discard) == 6  # the Frank played by Maria and the five committed cards
    assert [sum(h) for h in state.hands] == [1, 0, 0]


def test_commitments_stay_hidden_until_the_reveal():
    """A11: others see how many cards a player committed, not which."""
    state, _ = maria_anna_franco()
    state, _ = play(state, C("commit", "vandals"), C("commit", "vandals"), C("commit_done"))
    anna = view(state, 1)
    assert anna["conflict"]["counts"] == [2, 0, 0]
    assert anna["conflict"]["mine"] == {}
    assert "vandals" not in str(anna["hand"]) and anna["hand_sizes"][0] == 1
    assert view(state, 0)["conflict"]["mine"] == {"vandals": 2}


def test_first_conflict_takes_the_fourth_century_tile_and_scores_at_once():
    """TV-A15 / §4: the 4th-century box empties, every tribe is scored, the 5th century begins (gain 2)."""
    state, _ = maria_anna_franco()
    state, events = play(state, C("commit_done"), C("commit_done"), C("commit_done"))
    scoring = [e for e in events if e["type"] == "scoring"]
    assert len(scoring) == 1 and scoring[0]["century"] == 4
    assert state.boxes == (0, 2, 3, 4)
    assert view(state, None)["gain"] == 2


def test_tied_strengths_remove_every_tribe_and_the_province_is_still_pacified():
    """TV-A12: Goths 2 tokens + 1 card = 3, Huns 3 + 0 = 3: both removed, the province is empty and pacified."""
    state = position(board={"raetia": {"goths": 1, "huns": 3}}, hands={0: {"goths": 2}})
    state, _ = play(state, C("card", "goths"), C("place", "raetia"), C("influence", "goths"))
    state, _ = play(state, C("commit", "goths"), C("commit_done"))
    assert tokens(state, "raetia") == {}
    assert INDEX["raetia"] in {p for p, _ in state.peace}


def test_a_lone_tribe_is_the_weakest_and_leaves_even_with_cards():
    """TV-A13 / §8 «Conflitto»: 5 Saxons alone, 2 Saxon cards committed: still removed."""
    state = position(board={"raetia": {"saxons": 4}}, hands={0: {"saxons": 3}})
    state, _ = play(state, C("card", "saxons"), C("place", "raetia"), C("influence", "saxons"))
    state, events = play(state, C("commit", "saxons"), C("commit", "saxons"), C("commit_done"))
    assert tokens(state, "raetia") == {}
    assert next(e for e in events if e["type"] == "reveal")["strength"] == {"saxons": 7}


def test_scoring_only_when_a_century_box_empties():
    """§8 «Punteggio»: after the last tile of a century, not after every tile."""
    state = position(
        board={"raetia": {"saxons": 4}, "noricum": {"goths": 4}},
        hands={0: {"saxons": 1, "goths": 1}},
        peace=[("creta", 4)],
        boxes=(0, 2, 3, 4),
        options={"random_start": False},
    )
    state, events = play(state, C("card", "saxons"), C("place", "raetia"), C("influence", "saxons"), C("commit_done"))
    assert state.boxes == (0, 1, 3, 4) and not [e for e in events if e["type"] == "scoring"]
    assert state.step == TURN


def test_two_conflicts_of_one_card_score_between_them():
    """A9: the first conflict empties the 4th-century box, its scoring comes before the second conflict,
    which takes a 5th-century tile."""
    board = {"pannonia": {"goths": 2, "huns": 2}, "noricum": {"franks": 2, "saxons": 2}}
    state = position(board=board, hands={0: {"goths": 1}})
    state, events = play(state, C("card", "goths"), C("place", "pannonia"), C("second", "noricum"))
    state, events = play(state, C("commit_done"))
    types = [e["type"] for e in events if e["type"] in ("peace", "scoring", "conflict")]
    assert types == ["peace", "scoring", "conflict"]
    state, events = play(state, C("commit_done"))
    assert [e["century"] for e in events if e["type"] == "peace"] == [5]


def test_seats_with_empty_hands_are_passed_over_in_a_conflict():
    """A player with no cards has nothing to commit (his hand size is public)."""
    state = position(board={"raetia": {"saxons": 4}}, hands={0: {"saxons": 1}, 2: {"goths": 1}}, tiles=((), (), ()))
    state, events = play(state, C("card", "saxons"), C("place", "raetia"), C("influence", "saxons"))
    assert state.committer == 2
    assert [e["count"] for e in events if e["type"] == "commit"] == [0, 0]


def test_active_player_may_use_a_tile_before_committing_but_not_after():
    """A15: the window after step 2 and before his commitment; no tile while others commit."""
    state = position(board={"raetia": {"saxons": 4}}, hands={0: {"saxons": 3}, 1: {"saxons": 1}})
    state, _ = play(state, C("card", "saxons"), C("place", "raetia"), C("influence", "saxons"))
    assert {"exchange", "influence2"} <= kinds(state, 0)
    after, _ = play(state, C("commit", "saxons"))
    assert not {"exchange", "influence2"} & kinds(after, 0)
    other, _ = play(state, C("commit_done"))
    assert kinds(other, 1) == {"commit", "commit_done"}


def test_influence_gain_uses_the_century_before_the_cards_own_conflict():
    """A24: Maria's card is played in the 4th century (gain 1) even though its conflict then empties
    that box; influence is not reset by the scoring (spec §2.5)."""
    state, _ = maria_anna_franco()
    assert state.influence[0][TRIBE_INDEX["franks"]] == 1
    state, _ = play(state, C("commit_done"), C("commit_done"), C("commit_done"))
    assert state.boxes[0] == 0
    assert state.influence[0][TRIBE_INDEX["franks"]] == 1 and state.influence[1][TRIBE_INDEX["saxons"]] == 1
