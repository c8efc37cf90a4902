"""Action tiles (rulebook §5, §7), a player who cannot play (spec A14) and refusals (IllegalMove)."""

from __future__ import annotations

import pytest

from game.attila import IllegalMove, apply, legal, to_json, view
from game.attila.constants import TRIBE_INDEX
from game.attila.state import DISCARD, SWAP, TURN

from .helpers import C, args_of, kinds, play, position

GOTHS, HUNS = TRIBE_INDEX["goths"], TRIBE_INDEX["huns"]


def after_one_card(players=3, **extra):
    state = position(players, hands={0: {"goths": 3, "huns": 2}}, **extra)
    return play(state, C("card", "goths"), C("place", "raetia"), C("influence", "goths"))[0]


def test_double_turn_plays_a_second_card_after_the_first_is_resolved():
    """§5 Doppio turno: first card resolved, then the tile, then a second card; not before the first card."""
    start = position(hands={0: {"goths": 3}})
    assert "double" not in kinds(start, 0)
    state = after_one_card()
    state, events = play(state, C("double"))
    assert state.plays_left == 1 and "double" not in state.tiles[0]
    state, _ = play(state, C("card", "huns"), C("place", "raetia"), C("influence", "huns"))
    assert state.influence[0][HUNS] == 1
    # One tile per turn: Exchange and Influence 2 are no longer offered, so the turn ends by itself.
    assert state.active == 1


def test_double_turn_with_two_players_makes_three_cards():
    """§7 «Quando un giocatore usa la tessera azione "doppio turno", gioca solamente 3 carte»."""
    state = position(2, hands={0: {"goths": 3}})
    for _ in range(2):
        state, _ = play(state, C("card", "goths"), C("place", "raetia"), C("influence", "goths"))
    state, _ = play(state, C("double"), C("card", "goths"), C("place", "raetia"), C("influence", "goths"))
    assert state.active == 1 and sum(state.hands[0]) == 6
    assert state.supply[GOTHS] == 17


def test_exchange_discards_cards_and_draws_as_many():
    """§5 Scambio: discard any number of cards and draw as many."""
    state = position(hands={0: {"goths": 3, "huns": 2}})
    state, _ = play(state, C("exchange"))
    assert state.step == SWAP and "swap_done" not in kinds(state, 0)
    state, events = play(state, C("swap", "goths"), C("swap", "goths"), C("swap_done"))
    assert sum(state.hands[0]) == 5 and state.step == TURN
    assert state.discard[GOTHS] == 2
    assert next(e for e in events if e["type"] == "exchange")["cards"] == {"goths": 2}
    assert "exchange" not in state.tiles[0] and state.tile_used == "exchange"


def test_exchange_in_progress_is_hidden_from_the_others():
    """The cards set aside are the active player's secret until discarded: others see how many."""
    state = position(hands={0: {"goths": 3, "huns": 2}})
    state, _ = play(state, C("exchange"), C("swap", "huns"))
    assert view(state, 1)["swap"] == {"count": 1, "mine": None}
    assert view(state, 0)["swap"] == {"count": 1, "mine": {"huns": 1}}


@pytest.mark.parametrize(("args", "gains"), [(("huns",), {HUNS: 2}), (("huns", "goths"), {GOTHS: 1, HUNS: 1})])
def test_influence_two_moves_two_spaces_on_one_track_or_one_on_two(args, gains):
    """§5 Influenza 2: 2 spaces on one tribe, or 1 space on each of 2 tribes; entering counts (A2)."""
    state = position(hands={0: {"goths": 1}}, influence={0: {"goths": 3}})
    state, _ = play(state, C("influence2", *args))
    for tribe, gain in gains.items():
        assert state.influence[0][tribe] == (3 if tribe == GOTHS else 0) + gain
    assert "influence2" not in state.tiles[0]


def test_influence_two_offers_two_different_tribes_only():
    """§5 «di 1 casella nelle scale dell'influenza di 2 tribù»: the pair is of two tribes."""
    pairs = [c.args for c in legal(position(hands={0: {"goths": 1}}), 0) if c.kind == "influence2"]
    doubles = [a for a in pairs if len(a) == 2]
    assert len(doubles) == 15 and all(a[0] != a[1] for a in doubles)


def test_reaching_a_shorter_last_space_by_option_triggers_the_end():
    """A1 / DECISIONS.md: the last space is an option (12..30); reaching it triggers the end."""
    state = position(hands={0: {"goths": 1}}, influence={0: {"huns": 10}}, options={"influence_last": 12})
    state, events = play(state, C("influence2", "huns"))
    assert state.influence[0][HUNS] == 12 and state.end_reason == "influence"


def stuck_position(**more):
    """The position of the A14 tests: seat 0 is stuck with two Goths (``more``: further fields)."""
    starts = ["germania", "raetia", "noricum", "pannonia", "moesia_superior", "moesia_inferior"]
    return position(
        board={p: {"huns": 1} for p in starts},
        peace=list(zip(starts, (4, 5, 5, 6, 6, 6))),
        boxes=(0, 0, 0, 4),
        hands={0: {"goths": 2}},
        **more,
    )


def test_stuck_player_may_exchange_then_passes_and_shows_his_hand():
    """A14: no playable card: Exchange may be tried; otherwise pass, show the hand, discard, draw to 6."""
    state = stuck_position()
    assert kinds(state, 0) == {"pass", "exchange", "influence2"}
    state, events = play(state, C("pass"))
    assert state.step == DISCARD
    assert next(e for e in events if e["type"] == "show_hand")["cards"] == {"goths": 2}
    assert view(state, 2)["shown_hand"] == {"goths": 2}
    state, _ = play(state, C("discard", "goths"), C("discard_done"))
    assert kinds(state, 0) >= {"end"}
    state, _ = play(state, C("end"))
    assert sum(state.hands[0]) == 6 and state.active == 1


def test_stuck_player_keeps_his_hand_hidden_without_the_option():
    """A14: the show-and-discard part is a house rule, off by option."""
    state = stuck_position(options={"stuck_discard": False}, tiles=((), (), ()))
    state, events = play(state, C("pass"))
    assert not [e for e in events if e["type"] == "show_hand"]
    assert state.active == 1 and state.hands[0][GOTHS] == 2


# --------------------------------------------------------------------------- refusals


def refused(state, seat, choice, match):
    before = to_json(state)
    with pytest.raises(IllegalMove, match=match):
        apply(state, seat, choice)
    assert to_json(state) == before


def test_a_seat_not_to_act_is_refused():
    """Only the active player (or the committer) decides."""
    refused(position(hands={0: {"goths": 1}, 1: {"goths": 1}}), 1, C("card", "goths"), "nothing to decide")


def test_a_card_not_in_hand_is_refused():
    refused(position(hands={0: {"goths": 1}}), 0, C("card", "huns"), "not legal")


def test_a_token_in_an_illegal_province_is_refused():
    """§1: the first token of a tribe must go into a starting province."""
    state, _ = play(position(hands={0: {"goths": 1}}), C("card", "goths"))
    refused(state, 0, C("place", "achaea"), "not legal while placing")
    refused(state, 0, C("place", "sardinia"), "not legal")


def test_a_choice_of_another_step_is_refused():
    state, _ = play(position(hands={0: {"goths": 1}}), C("card", "goths"))
    refused(state, 0, C("influence", "goths"), "expected one of: place")


def test_committing_a_tribe_not_present_is_refused():
    """§3: no cards of tribes absent from the province."""
    state = position(board={"raetia": {"saxons": 4}}, hands={0: {"saxons": 2, "goths": 2}})
    state, _ = play(state, C("card", "saxons"), C("place", "raetia"), C("influence", "saxons"))
    refused(state, 0, C("commit", "goths"), "not legal while committing")


def test_a_second_tile_in_one_turn_is_refused():
    """§5 «ma solo una per turno»."""
    state, _ = play(position(hands={0: {"goths": 2}}), C("influence2", "goths"))
    refused(state, 0, C("exchange"), "cannot 'exchange'")
    assert args_of(state, 0, "card") == ["goths"]


def test_double_turn_is_not_offered_without_a_playable_card():
    """A Double Turn with no card to play would only waste the tile (no second tile may follow)."""
    state = position(hands={0: {"goths": 1}}, board={"raetia": {"goths": 1}}, plays_left=0, plays_done=1)
    assert "double" in kinds(state, 0)
    empty = position(board={"raetia": {"goths": 1}}, plays_left=0, plays_done=1)
    assert "double" not in kinds(empty, 0)
