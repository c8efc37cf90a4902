"""The turn: setup (§Preparazione), card and token (§1), influence or a second token (§2),
drawing (§8 «Pescare carte»), the two-player turn (§7); spec §1.3, §2.1-§2.3, A2, A13, A18, A24."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.attila import SetupError, apply, is_over, legal, new_game, to_act
from game.attila.board import INDEX
from game.attila.constants import TRIBE_INDEX
from game.attila.state import COMMIT, GAIN, PLACE, TURN
from game.core import Rng, visible_events

from .helpers import C, args_of, kinds, play, position, tokens


@pytest.mark.parametrize(("players", "deck"), [(2, 42), (3, 36), (4, 30), (5, 24)])
def test_setup_deals_six_cards_and_leaves_the_rest_in_the_deck(players, deck):
    """§Preparazione and spec §1.2: 6 cards each; 42/36/30/24 left."""
    state = new_game(players, None, 3)
    assert [sum(h) for h in state.hands] == [6] * players
    assert len(state.deck) == deck


def test_setup_puts_peace_tiles_one_to_four_and_gives_each_player_three_tiles():
    """§Preparazione: 1, 2, 3, 4 peace tiles in the 4th..7th century boxes; one action tile of each type."""
    state = new_game(4, None, 3)
    assert state.boxes == (1, 2, 3, 4)
    assert all(sorted(t) == ["double", "exchange", "influence2"] for t in state.tiles)
    assert state.supply == (20,) * 6 and all(p == (0,) * 5 for p in state.points)


def test_start_seat_is_random_by_default_and_seat_zero_by_option():
    """Spec §1.3: the youngest starts (seat 0 when random_start is off); default a random seat."""
    starts = {new_game(4, None, seed).active for seed in range(40)}
    assert starts == {0, 1, 2, 3}
    assert {new_game(4, {"random_start": False}, seed).active for seed in range(10)} == {0}


@pytest.mark.parametrize("players", [1, 6])
def test_player_count_outside_two_to_five_is_refused(players):
    """DECISIONS.md: 2 to 5 players."""
    with pytest.raises(SetupError, match="2 to 5"):
        new_game(players, None, 1)


@pytest.mark.parametrize(
    "options", [{"influence_last": 11}, {"influence_last": 31}, {"end_turn": "never"}, {"colour": "red"}]
)
def test_bad_options_are_refused(options):
    """A bad or unknown option is a SetupError naming it."""
    with pytest.raises(SetupError, match=next(iter(options))):
        new_game(3, options, 1)


def test_card_then_province_places_the_token_and_discards_the_card():
    """§1: play a card, put its tribe's token in a legal province, discard the card."""
    state = position(hands={0: {"goths": 2}})
    state, events = play(state, C("card", "goths"))
    assert state.step == PLACE and state.hands[0][TRIBE_INDEX["goths"]] == 1
    assert state.discard[TRIBE_INDEX["goths"]] == 1
    state, events = play(state, C("place", "raetia"))
    assert tokens(state, "raetia") == {"goths": 1} and state.step == GAIN
    assert state.supply[TRIBE_INDEX["goths"]] == 19


@pytest.mark.parametrize(
    ("boxes", "peace", "gain"),
    [
        ((1, 2, 3, 4), [], 1),
        ((0, 2, 3, 4), [("belgica", 4)], 2),
        ((0, 1, 3, 4), [("belgica", 4), ("africa", 5)], 2),
        ((0, 0, 2, 4), [("belgica", 4), ("africa", 5), ("asia", 5), ("creta", 6)], 3),  # TV-A19
        (
            (0, 0, 0, 1),
            [
                (p, c)
                for p, c in zip(
                    ("belgica", "africa", "asia", "creta", "sicilia", "baetica", "lusitania", "aquitania", "thracia"),
                    (4, 5, 5, 6, 6, 6, 7, 7, 7),
                )
            ],
            4,
        ),
    ],
)
def test_influence_gain_follows_the_century(boxes, peace, gain):
    """§2: 1 space in the 4th century, 2 in the 5th, 3 in the 6th, 4 in the 7th (TV-A19)."""
    state = position(hands={0: {"goths": 1}}, boxes=boxes, peace=peace, influence={0: {"goths": 2}})
    state, events = play(state, C("card", "goths"), C("place", "raetia"), C("influence", "goths"))
    assert state.influence[0][TRIBE_INDEX["goths"]] == 2 + gain


def test_entering_a_track_with_a_gain_of_three_lands_on_space_three():
    """TV-A14 / A2: 6th century, no marker on the Huns track, places a Hun: influence 3."""
    peace = [("belgica", 4), ("africa", 5), ("asia", 5), ("creta", 6)]
    state = position(hands={0: {"huns": 1}}, boxes=(0, 0, 2, 4), peace=peace)
    state, _ = play(state, C("card", "huns"), C("place", "pannonia"), C("influence", "huns"))
    assert state.influence[0][TRIBE_INDEX["huns"]] == 3


def test_first_marker_goes_on_the_first_space_in_the_fourth_century():
    """§2 «Se il giocatore non ha segnalini nella scala dei Vandali, piazza un segnalino nella prima casella»."""
    state = position(hands={0: {"vandals": 1}})
    state, _ = play(state, C("card", "vandals"), C("place", "noricum"), C("influence", "vandals"))
    assert state.influence[0][TRIBE_INDEX["vandals"]] == 1


def test_second_token_instead_of_influence_gains_nothing():
    """§2 «Importante»: a second token of the same tribe, by the normal placement rules, and no influence."""
    state = position(hands={0: {"vandals": 1}})
    state, _ = play(state, C("card", "vandals"), C("place", "noricum"))
    # The first token is already an anchor: provinces next to Noricum are now legal.
    assert "italia_annonaria" in args_of(state, 0, "second")
    state, events = play(state, C("second", "italia_annonaria"))
    assert state.influence[0] == (0,) * 6
    assert tokens(state, "italia_annonaria") == {"vandals": 1}
    assert [e["second"] for e in events if e["type"] == "place"] == [True]


def test_step_two_offers_only_influence_or_a_second_token():
    """A13: declining both is not allowed."""
    state = position(hands={0: {"vandals": 1}})
    state, _ = play(state, C("card", "vandals"), C("place", "noricum"))
    assert kinds(state, 0) == {"influence", "second"}


def test_second_token_may_not_be_a_sixth_and_two_conflicts_resolve_in_placement_order():
    """TV-A18 / A8 / A9: the first token makes Pannonia's 5th; the second may not go there; it goes into
    Noricum as its 5th; two conflicts, Pannonia first."""
    board = {"pannonia": {"goths": 2, "huns": 2}, "noricum": {"franks": 2, "saxons": 2}}
    state = position(board=board, hands={0: {"goths": 1}})
    state, _ = play(state, C("card", "goths"), C("place", "pannonia"))
    assert "pannonia" not in args_of(state, 0, "second")
    state, events = play(state, C("second", "noricum"))
    assert state.step == COMMIT
    assert state.conflicts == (INDEX["pannonia"], INDEX["noricum"])
    assert [e["province"] for e in events if e["type"] == "conflict"] == ["pannonia"]


def test_active_player_draws_back_to_six_at_the_end_of_his_turn():
    """§2 and §8 «Pescare carte»: only the active player draws, at the end of his turn."""
    state = position(hands={0: {"goths": 6}, 1: {"huns": 3}})
    state, events = play(state, C("card", "goths"), C("place", "raetia"), C("influence", "goths"), C("end"))
    assert sum(state.hands[0]) == 6 and sum(state.hands[1]) == 3
    assert state.active == 1 and state.step == TURN
    drew = [e for e in events if e["type"] == "drew"]
    assert drew[0]["private_to"] == 0 and drew[0]["reveal"]


def test_empty_deck_is_refilled_by_shuffling_the_discard_pile():
    """A12: when a draw needs a card and the deck is empty, the discard pile is shuffled into a new deck."""
    # Every card of the deck goes to the discard pile.
    full = position(hands={0: {"goths": 1}})
    pile = [0] * 6
    for t in full.deck:
        pile[t] += 1
    state = replace(full, deck=(), discard=tuple(pile))
    state, events = play(state, C("card", "goths"), C("place", "raetia"), C("influence", "goths"), C("end"))
    assert [e["type"] for e in events if e["type"] == "reshuffle"] == ["reshuffle"]
    assert sum(state.hands[0]) == 6 and sum(state.discard) == 0


def test_two_players_play_two_cards_each_fully_resolved_in_turn():
    """§7 «In ciascun turno ogni giocatore gioca 2 carte»; A18: the first card is resolved before the second."""
    state = position(2, hands={0: {"goths": 1, "huns": 1, "franks": 1}})
    state, _ = play(state, C("card", "goths"), C("place", "raetia"), C("influence", "goths"))
    assert state.active == 0 and state.plays_left == 1 and "card" in kinds(state, 0)
    state, _ = play(state, C("card", "huns"), C("place", "raetia"), C("influence", "huns"))
    assert state.active == 0 and kinds(state, 0) >= {"double", "end"}
    state, _ = play(state, C("end"))
    assert state.active == 1


def test_only_the_seat_to_act_has_choices():
    """The protocol: every other seat has no legal choice."""
    state = position(4, hands={0: {"goths": 1}, 2: {"goths": 1}})
    assert to_act(state) == frozenset({0})
    assert legal(state, 2) == []


@pytest.mark.parametrize("players", [2, 3])
def test_every_influence_gain_is_in_every_seats_log_and_the_spectators(players):
    """Issue 14 item 3: an influence gain is public (§2); the track position it reaches is a field of
    the event, never a privacy mark, so seat 0, every other seat and a spectator (replay) all see it."""
    state = new_game(players, None, 4)
    rng = Rng(11)
    gains = []
    while not is_over(state) and len(gains) < 8:
        (seat,) = to_act(state)
        state, events = apply(state, seat, rng.choice(legal(state, seat)))
        mine = [e for e in events if e["type"] == "influence"]
        for viewer in [*range(players), None]:
            assert [e for e in visible_events(events, viewer) if e["type"] == "influence"] == mine
        gains += mine
    assert len(gains) >= 8 and {e["seat"] for e in gains} == set(range(players))
