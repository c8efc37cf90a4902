"""Hard refines medium's choices by playing out the replies: it avoids a
move the replies punish, keeps medium's pick when nothing beats it, and
stays within its budget."""

from __future__ import annotations

from game.bots import Settings, Thinking, choose
from game.core.choice import Choice
from tests.bots import stepgame, trapgame

HARD = Settings.for_level("hard", iterations=24)


def test_hard_avoids_the_greedy_move_the_reply_punishes() -> None:
    """Grabbing looks best one step on, but the other seat then steals more."""
    state = trapgame.new_game(2, None, 0)
    for seed in range(4):
        assert choose(trapgame, state, 0, "medium", seed) == Choice("grab")
        assert choose(trapgame, state, 0, "hard", seed, HARD) == Choice("bank")


def test_hard_grabs_when_nobody_is_left_to_reply_and_that_wins() -> None:
    state = trapgame.State(3, False, (2, 0))
    for seed in range(4):
        assert choose(trapgame, state, 1, "hard", seed, HARD) == Choice("grab")


def test_hard_punishes_an_open_pile() -> None:
    state = trapgame.State(1, True, (3, 0))
    assert choose(trapgame, state, 1, "hard", 0, HARD) == Choice("steal")


def test_hard_keeps_medium_choice_when_the_play_outs_agree() -> None:
    state = stepgame.new_game(2, None, 0)
    assert {choose(stepgame, state, 0, "hard", seed, HARD) for seed in range(4)} == {stepgame.Choice("take", (3,))}


def test_hard_play_outs_stop_at_the_iteration_cap() -> None:
    thinking = Thinking(trapgame, trapgame.new_game(2, None, 0), 0, "hard", 0, Settings.for_level("hard", iterations=3))
    thinking.run()
    assert thinking.iterations == 3


def test_the_previous_search_stays_available_for_comparison() -> None:
    """The arena's ``ismcts`` level (the former hard) still finds the two-step best move."""
    state = stepgame.new_game(2, None, 0)
    assert choose(stepgame, state, 0, "ismcts", 3, Settings.for_level("hard", iterations=200)).args == (3,)
