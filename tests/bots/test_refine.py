"""Hard refines medium's choices by playing out the replies: it avoids a
move the replies punish, keeps medium's pick when nothing beats it, and
stays within its budget."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pytest

from game.bots import Settings, Thinking, choose, plugin, refine
from game.bots.evaluation import default_evaluate
from game.bots.plugin import BotPlugin
from game.core.choice import Choice
from tests import toykit
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


# "Needle": seat 0 banks 1 or grabs 3 leaving its pile open; seat 1 then has
# WAITS harmless choices and, if the pile is open, one that steals 7.  The
# policy's few sampled replies almost never find the steal among so many, so
# only a ``reply_candidates`` hook naming it makes hard see the danger.
WAITS = 400


#: Its state is Grab or bank's (turn, whether seat 0's pile is open, points).
_Needle = trapgame.State


def _needle_legal(state: _Needle, seat: int) -> list[Choice]:
    if state.turn >= 2 or seat != state.turn:
        return []
    if seat == 0:
        return [Choice("grab"), Choice("bank")]
    return [*(Choice("wait", (i,)) for i in range(WAITS)), *([Choice("steal")] if state.open else [])]


def _needle_apply(state: _Needle, seat: int, choice: Choice) -> tuple[_Needle, list[dict[str, Any]]]:
    points = list(state.points)
    if choice.kind == "grab":
        points[0] += 3
    elif choice.kind == "bank":
        points[0] += 1
    elif choice.kind == "steal":
        points[0] -= 7
    return _Needle(state.turn + 1, choice.kind == "grab", (points[0], points[1])), []


NEEDLE = SimpleNamespace(
    SPEC=toykit.toy_spec("needle", "Needle", "Ago", max_choices=2),
    new_game=lambda players, options, seed: _Needle(0, False, (0, 0)),
    to_act=lambda state: frozenset() if state.turn >= 2 else frozenset({state.turn}),
    legal=_needle_legal,
    apply=_needle_apply,
    is_over=lambda state: state.turn >= 2,
    determinize=toykit.determinize,
    score=toykit.score,
    ranking=toykit.ranking,
)


def _steal(state: Any, seat: int, choices: Any) -> list[Choice]:
    return [c for c in choices if c.kind == "steal"]


def _needle_plugin(hook: bool, **more: Any) -> BotPlugin:
    """The needle game's plugin; ``hook``: its reply candidates are the steals."""
    fields: dict[str, Any] = {"reply_candidates": _steal if hook else None, **more}
    return BotPlugin(evaluate=lambda state, seat: default_evaluate(NEEDLE, state, seat), **fields)


@pytest.fixture
def plug() -> Any:
    """Register a plugin for the needle game for one test."""
    yield lambda p: plugin.register("needle", p)
    plugin.unregister("needle")


@pytest.mark.parametrize("hook", [True, False])
def test_hard_sees_the_reply_the_game_hook_names(hook: bool, plug: Any) -> None:
    """With the hook the play-outs reply with the steal and hard banks; without
    it the steal hides among the waits and hard grabs, as medium does."""
    plug(_needle_plugin(hook))
    state = NEEDLE.new_game(2, None, 0)
    expected = Choice("bank") if hook else Choice("grab")
    for seed in range(4):
        assert choose(NEEDLE, state, 0, "medium", seed) == Choice("grab")
        assert choose(NEEDLE, state, 0, "hard", seed, HARD) == expected


def test_an_empty_candidate_list_leaves_every_choice_to_the_policy(plug: Any) -> None:
    """A hook with no opinion (empty list) must not stop the replies."""
    plug(_needle_plugin(False, reply_candidates=lambda state, seat, choices: []))
    assert choose(NEEDLE, NEEDLE.new_game(2, None, 0), 0, "hard", 0, HARD) in (Choice("grab"), Choice("bank"))


@pytest.mark.parametrize("flag", [True, False])
def test_a_game_opts_in_to_play_outs_breaking_medium_ties(flag: bool, plug: Any) -> None:
    plug(_needle_plugin(False, play_outs_break_ties=flag))
    assert refine.play_outs_break_ties(NEEDLE) is flag


def test_a_tied_finalist_wins_on_its_mean_gain_only_when_ties_are_free() -> None:
    """Gains of +0.3, -0.1, +0.2, -0.1: positive on average, within one standard error."""
    a, b = Choice("a"), Choice("b")
    played = {a: [0.5] * 4, b: [0.8, 0.4, 0.7, 0.4]}
    settings = Settings.for_level("hard")
    assert refine.final_pick([a, b], played, {a: 0.6, b: 0.6}, settings, True) == b
    assert refine.final_pick([a, b], played, {a: 0.6, b: 0.6}, settings, False) == a
    assert refine.final_pick([a, b], played, {a: 0.6, b: 0.5}, settings, True) == a  # not tied: evidence needed


@pytest.fixture
def blind_replies() -> Any:
    """Grab or bank, judged plainly by a seat's own points (blind to a steal's harm to the other
    seat) and by its reply model on the margin, as a finished game is."""
    plain = BotPlugin(
        evaluate=lambda state, seat: (state.points[seat] + 10) / 20,
        reply_evaluate=lambda state, seat: default_evaluate(trapgame, state, seat),
    )
    plugin.register("trapgame", plain)
    yield
    plugin.unregister("trapgame")


@pytest.mark.parametrize("modelled", [False, True])
def test_replies_modelled_picks_the_play_outs_replies_with_the_reply_model(modelled: bool, blind_replies: Any) -> None:
    """Session 27 (Aztlán's expert): replies picked with the plain judgement bank, as a steal adds
    nothing to the stealer's own points, so grabbing looks safe; picked with the reply model
    they steal, and hard banks."""
    settings = Settings.for_level("hard", iterations=24, tuning={"replies_modelled": modelled})
    state = trapgame.new_game(2, None, 0)
    for seed in range(4):
        assert choose(trapgame, state, 0, "hard", seed, settings) == (Choice("bank") if modelled else Choice("grab"))


def _always(kind: str) -> Any:
    """A game rule that picks ``kind`` for every seat whenever it is listed."""

    def rule(state: Any, seat: int, dice: int) -> Choice | None:
        return Choice(kind) if Choice(kind) in trapgame.legal(state, seat) else None

    return rule


@pytest.fixture
def trap_rule() -> Any:
    """Register grab or bank's plugin with a given rule for one test."""

    def register(rule: Any) -> None:
        plugin.register("trapgame", BotPlugin(evaluate=lambda s, seat: default_evaluate(trapgame, s, seat), rule=rule))

    yield register
    plugin.unregister("trapgame")


@pytest.mark.parametrize("anchored", [False, True])
def test_rule_anchor_makes_the_rules_pick_the_one_to_beat(anchored: bool, trap_rule: Any) -> None:
    """Grab or bank's first turn.  With no play-outs the search keeps its reference: medium's grab,
    or with ``rule_anchor`` the rule's bank.  With play-outs it leaves a rule's grab for the bank
    they show is better, as it leaves medium's."""
    state = trapgame.new_game(2, None, 0)
    tuning = {"rule_anchor": anchored}
    idle = Settings.for_level("hard", iterations=0, tuning=tuning)
    searching = Settings.for_level("hard", iterations=24, tuning=tuning)
    for seed in range(4):
        trap_rule(_always("bank"))
        assert choose(trapgame, state, 0, "hard", seed, idle) == (Choice("bank") if anchored else Choice("grab"))
        trap_rule(_always("grab"))
        assert choose(trapgame, state, 0, "hard", seed, idle) == Choice("grab")
        assert choose(trapgame, state, 0, "hard", seed, searching) == Choice("bank")


@pytest.mark.parametrize("by_rule", [False, True])
def test_rule_play_outs_reply_as_the_rule_does(by_rule: bool, trap_rule: Any) -> None:
    """Grab or bank's first turn: the greedy replies steal from an open pile, so hard banks; played
    out by a rule that always banks, nobody steals, and hard grabs."""
    trap_rule(_always("bank"))
    settings = Settings.for_level("hard", iterations=24, tuning={"rule_play_outs": by_rule})
    state = trapgame.new_game(2, None, 0)
    for seed in range(4):
        assert choose(trapgame, state, 0, "hard", seed, settings) == (Choice("grab") if by_rule else Choice("bank"))
