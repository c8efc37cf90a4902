"""Clash rules of Aztlán: power, defeat or coexist, ties, Great Tlatoani and Sacred Games.

Sources: rulebook p. 5-6 and 10; spec rules/aztlan.md §2.4, §3 (TV-Z1..Z5, TV-Z13..Z15), §4 (Z7-Z9, Z13, Z22).
Seats 0..3 are Red, Yellow, Green and Blue.
"""

from __future__ import annotations

from dataclasses import replace

import game.aztlan as aztlan
from game.aztlan.rules import powers

from .helpers import BLUE, GREEN, RED, YELLOW, count, kinds, play, position

X = "tollan"


def test_power_is_card_times_pieces_and_two_fives_beat_one_nine() -> None:
    """TV-Z1 (p. 5): Yellow 2 pieces x 5 = 10 beats Red 1 piece x 9 = 9; Yellow decides."""
    state = position(4, board={X: {YELLOW: 2, RED: 1}}, cards=[9, 5, 4, 4], order=[0, 1, 2, 3])
    assert powers(state, X) == {RED: 9, YELLOW: 10}
    # Red, first in turn order, is not the strongest: nothing to do; Yellow decides at once.
    assert aztlan.to_act(state) == {YELLOW}
    assert state.clash_at == X and kinds(state, YELLOW) == ["coexist", "defeat"]


def test_tie_for_highest_power_coexists_without_card_and_removes_the_weaker() -> None:
    """TV-Z2 and TV-Z14 (p. 6): Green 8, Blue 8, Yellow 5: Green and Blue coexist, nobody draws, Yellow's piece
    is removed and Yellow is never asked (no Sacred Games against a tie, spec Z9)."""
    board = {X: {GREEN: 1, BLUE: 1, YELLOW: 1}}
    state = position(4, board=board, cards=[4, 5, 8, 8], order=[2, 3, 1, 0], prosperity={1: ["sacred_games"]})
    assert aztlan.to_act(state) == {GREEN} and state.step == "tie"
    deck = len(state.deck)
    state, events = play(state, GREEN, "tie")
    assert count(state, X, YELLOW) == 0 and count(state, X, GREEN) == 1 and count(state, X, BLUE) == 1
    assert state.removed[YELLOW] == 1
    assert len(state.deck) == deck and state.prosperity[2] == () and state.prosperity[3] == ()
    assert state.prosperity[1] == ("sacred_games",)
    assert not any(e["type"] == "draw" for e in events)


def test_unique_winner_defeats_all_enemies_together() -> None:
    """TV-Z3 (p. 6): Yellow 10 against Blue 8 and Green 4 removes both."""
    board = {X: {YELLOW: 2, BLUE: 1, GREEN: 1}}
    state = position(4, board=board, cards=[4, 5, 4, 8], order=[1, 3, 2, 0])
    assert powers(state, X) == {YELLOW: 10, GREEN: 4, BLUE: 8}
    state, _ = play(state, YELLOW, "defeat")
    assert state.step == "answer" and aztlan.to_act(state) == {BLUE}  # in turn order: Blue, then Green
    state, _ = play(state, BLUE, "yield")
    state, _ = play(state, GREEN, "yield")
    assert count(state, X, BLUE) == 0 and count(state, X, GREEN) == 0 and count(state, X, YELLOW) == 2


def test_unique_winner_coexisting_draws_exactly_one_card_however_many_enemies() -> None:
    """TV-Z3 (p. 6): coexisting with both Blue and Green gives exactly 1 prosperity card."""
    board = {X: {YELLOW: 2, BLUE: 1, GREEN: 1}}
    state = position(4, board=board, cards=[4, 5, 4, 8], order=[1, 3, 2, 0])
    top = state.deck[0]
    state, events = play(state, YELLOW, "coexist")
    assert state.prosperity[YELLOW] == (top,)
    assert [e for e in events if e["type"] == "drew"] == [
        {"type": "drew", "seat": YELLOW, "card": top, "private_to": YELLOW, "reveal": True}
    ]
    assert count(state, X, BLUE) == 1 and count(state, X, GREEN) == 1


def test_two_tied_players_are_forced_to_coexist_without_card() -> None:
    """TV-Z4 (p. 6): Green 8 and Blue 8 coexist and nobody draws."""
    state = position(4, board={X: {GREEN: 1, BLUE: 1}}, cards=[4, 4, 8, 8], order=[2, 3, 0, 1])
    deck = state.deck
    state, _ = play(state, GREEN, "tie")
    assert state.deck == deck and count(state, X, GREEN) == 1 and count(state, X, BLUE) == 1
    assert X in state.settled


def test_each_player_decides_his_clashes_in_his_own_turn() -> None:
    """TV-Z5 (p. 6): Red (first) is in A and C and wins only A; Yellow wins B and C; Blue wins D; E is a tie;
    Green decides nothing.  Red decides A in his turn, Yellow B and C, Blue D, E is settled automatically."""
    a, b, c, d, e = "tollan", "tlacopan", "xaltocan", "huehuetlan", "zempoala"
    board = {
        a: {RED: 2, GREEN: 1},
        b: {YELLOW: 2, GREEN: 1},
        c: {RED: 1, YELLOW: 2},
        d: {BLUE: 2, YELLOW: 1},
        e: {GREEN: 1, YELLOW: 1},
    }
    state = position(4, board=board, cards=[6, 6, 6, 6], order=[0, 1, 3, 2], scores=[9, 5, 1, 3], era=2)
    assert aztlan.to_act(state) == {RED} and state.clash_at == a  # Red's only clash: chosen automatically
    state, _ = play(state, RED, "coexist")
    assert aztlan.to_act(state) == {YELLOW} and state.step == "select"
    assert sorted(ch.args[0] for ch in aztlan.legal(state, YELLOW)) == sorted([b, c, e])
    state, _ = play(state, YELLOW, "clash", c)  # any order he likes
    state, _ = play(state, YELLOW, "coexist")
    state, _ = play(state, YELLOW, "clash", b)
    state, _ = play(state, YELLOW, "coexist")
    assert state.clash_at == e and state.step == "tie"  # the last one opens by itself
    state, _ = play(state, YELLOW, "tie")
    assert aztlan.to_act(state) == {BLUE} and state.clash_at == d
    state, _ = play(state, BLUE, "coexist")
    # Green, last, is only tied in E (already settled): he is asked whether to play Great Tlatoani.
    assert aztlan.to_act(state) == {GREEN} and state.step == "rival"
    assert kinds(state, GREEN) == ["decline"]
    state, _ = play(state, GREEN, "decline")
    assert state.phase == "score"


def test_great_tlatoani_wins_a_tie_and_sacred_games_answers_per_card() -> None:
    """TV-Z13 (spec Z7, Z8): Green 8, Blue 8, Yellow 5; Green plays Great Tlatoani and defeats everyone;
    Blue and Yellow both play Sacred Games: both stay, Green draws 2 cards."""
    board = {X: {GREEN: 1, BLUE: 1, YELLOW: 1}}
    prosperity = {GREEN: ["tlatoani"], BLUE: ["sacred_games"], YELLOW: ["sacred_games"]}
    state = position(4, board=board, cards=[4, 5, 8, 8], order=[2, 3, 1, 0], prosperity=prosperity)
    assert kinds(state, GREEN) == ["tie", "tlatoani"]
    state, _ = play(state, GREEN, "tlatoani")
    assert kinds(state, GREEN) == ["coexist", "defeat"]
    state, _ = play(state, GREEN, "defeat")
    assert aztlan.to_act(state) == {BLUE} and kinds(state, BLUE) == ["sacred_games", "yield"]
    state, _ = play(state, BLUE, "sacred_games")
    state, _ = play(state, YELLOW, "sacred_games")
    assert count(state, X, BLUE) == 1 and count(state, X, YELLOW) == 1
    assert len(state.prosperity[GREEN]) == 2
    assert sorted(state.discard) == ["sacred_games", "sacred_games", "tlatoani"]


def test_sacred_games_one_card_option_caps_the_reward() -> None:
    """Spec Z8 option: the winner draws at most 1 card per territory for Sacred Games."""
    board = {X: {GREEN: 1, BLUE: 1, YELLOW: 1}}
    prosperity = {GREEN: ["tlatoani"], BLUE: ["sacred_games"], YELLOW: ["sacred_games"]}
    options = {"sacred_games_one_card": True}
    state = position(4, board=board, cards=[4, 5, 8, 8], order=[2, 3, 1, 0], prosperity=prosperity, options=options)
    state, _ = play(state, GREEN, "tlatoani")
    state, _ = play(state, GREEN, "defeat")
    state, _ = play(state, BLUE, "sacred_games")
    state, _ = play(state, YELLOW, "sacred_games")
    assert len(state.prosperity[GREEN]) == 1


def test_sacred_games_saves_only_the_player_who_plays_it() -> None:
    """TV-Z15 (p. 10): Green 12 defeats Blue and Yellow; Blue plays Sacred Games: Blue stays, Yellow is
    removed, Green draws 1 card."""
    board = {X: {GREEN: 3, BLUE: 1, YELLOW: 1}}
    state = position(4, board=board, cards=[4, 5, 4, 8], order=[2, 3, 1, 0], prosperity={BLUE: ["sacred_games"]})
    assert powers(state, X)[GREEN] == 12
    state, _ = play(state, GREEN, "defeat")
    state, _ = play(state, BLUE, "sacred_games")
    assert kinds(state, YELLOW) == ["yield"]  # asked even without the card: the flow hides hands
    state, _ = play(state, YELLOW, "yield")
    assert count(state, X, BLUE) == 1 and count(state, X, YELLOW) == 0
    assert len(state.prosperity[GREEN]) == 1


def test_later_tied_player_may_still_play_great_tlatoani() -> None:
    """Spec Z7: the first tied player accepts the tie; the later tied player, in his own turn, plays Great
    Tlatoani and defeats the other."""
    state = position(
        4, board={X: {GREEN: 1, BLUE: 1}}, cards=[4, 4, 8, 8], order=[2, 3, 0, 1], prosperity={BLUE: ["tlatoani"]}
    )
    state, _ = play(state, GREEN, "tie")
    assert aztlan.to_act(state) == {BLUE} and state.step == "rival"
    state, _ = play(state, BLUE, "tlatoani")
    state, _ = play(state, BLUE, "defeat")
    state, _ = play(state, GREEN, "yield")
    assert count(state, X, GREEN) == 0 and count(state, X, BLUE) == 1


def test_card_drawn_in_the_clash_phase_can_be_used_in_the_same_phase() -> None:
    """p. 9: a card may be used in the phase it is drawn: Green coexists, draws Great Tlatoani and uses it
    in a tied territory resolved afterwards."""
    board = {X: {GREEN: 2, RED: 1}, "xaltocan": {GREEN: 1, BLUE: 1}}
    state = position(4, board=board, cards=[4, 4, 8, 8], order=[2, 3, 0, 1], auto=False)
    deck = list(state.deck)
    deck.remove("tlatoani")
    state = replace(state, deck=("tlatoani", *deck))
    state, _ = aztlan.rules.settle(state)
    state, _ = play(state, GREEN, "clash", X)
    state, _ = play(state, GREEN, "coexist")
    assert state.prosperity[GREEN] == ("tlatoani",) and state.clash_at == "xaltocan"
    state, _ = play(state, GREEN, "tlatoani")
    state, _ = play(state, GREEN, "defeat")
    state, _ = play(state, BLUE, "yield")
    assert count(state, "xaltocan", BLUE) == 0


def test_empty_deck_is_rebuilt_from_the_discards_or_no_card_is_drawn() -> None:
    """Spec Z13: an empty deck is the shuffled discard pile; with no discards either, coexistence still
    happens without a card."""
    board = {X: {YELLOW: 2, BLUE: 1}, "xaltocan": {YELLOW: 2, BLUE: 1}}
    state = position(4, board=board, cards=[4, 5, 4, 8], order=[1, 3, 2, 0], auto=False)
    hands = [(), ("offering",) * 9 + ("mixcoatl",) * 3 + ("tepeyollotl",) * 3, (), ()]
    rest = [c for c in state.deck]
    for c in hands[1]:
        rest.remove(c)
    state = replace(state, prosperity=tuple(tuple(sorted(h)) for h in hands), deck=(), discard=tuple(rest))
    state, _ = aztlan.rules.settle(state)
    state, _ = play(state, YELLOW, "clash", X)
    state, events = play(state, YELLOW, "coexist")
    assert any(e["type"] == "reshuffle" for e in events)
    assert len(state.prosperity[YELLOW]) == 16 and state.discard == ()
    # Now hold every card: nothing left anywhere.
    state = replace(state, prosperity=((), tuple(sorted(state.prosperity[YELLOW] + state.deck)), (), ()), deck=())
    state, events = play(state, YELLOW, "coexist")
    assert any(e["type"] == "no_card" for e in events)
    assert count(state, "xaltocan", BLUE) == 1


def test_weaker_player_alone_with_two_stronger_does_nothing_in_his_turn() -> None:
    """p. 5: a player who is not the strongest simply goes on to his next territory."""
    state = position(4, board={X: {RED: 1, BLUE: 2}}, cards=[4, 4, 4, 4], order=[0, 3, 1, 2])
    assert aztlan.to_act(state) == {BLUE}
