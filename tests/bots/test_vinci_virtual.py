"""Vinci's own bot level, "virtual": a seat decided by the rulebook's
virtual-player algorithm (spec section 7), fairly, with medium's choice
where the algorithm has no rule for a real seat."""

from __future__ import annotations

from typing import Any

from game.bots import Thinking, choose, decision_seed, levels_for
from game.bots.eval_vinci import think_virtual
from game.bots.evaluation import evaluator_for
from game.bots.lookahead import Control
from game.core.choice import Choice
from game.core.rng import Rng
from game.registry import load
from game.vinci.rules import rulebook_choice
from game.vinci.state import CIV_CHOICE, COHESION, EXPAND
from game.vinci.virtual import ranked_targets
from tests.bots.test_games import QUICK

VINCI = load("vinci")
SHORT = {"vp_target": 50}  # a short game: the algorithm meets every phase within a few rounds
FALLBACK = QUICK["medium"]  # the level's medium fallback at CI budget


def run_level(state: Any, seat: int, seed: int) -> Choice:
    """The level's choice on ``state`` itself (already a determinization)."""
    work = think_virtual(VINCI, state, seat, Rng(seed), FALLBACK, evaluator_for(VINCI), Control())
    try:
        while True:
            next(work)
    except StopIteration as done:
        return done.value  # type: ignore[no-any-return]


def play(players: int, options: dict[str, Any], seed: int) -> tuple[Any, list[tuple[Any, int, Choice]]]:
    """A whole game with every seat on the virtual level; asserts each pick is legal."""
    state = VINCI.new_game(players, options, seed)
    trail: list[tuple[Any, int, Choice]] = []
    while not VINCI.is_over(state):
        assert len(trail) <= VINCI.SPEC.max_choices
        (seat,) = VINCI.to_act(state)
        thinking = Thinking(VINCI, state, seat, "virtual", decision_seed(seed, len(trail), seat), FALLBACK)
        choice = thinking.run()
        assert not thinking.fallback
        assert choice in VINCI.legal(state, seat)
        trail.append((state, seat, choice))
        state, _ = VINCI.apply(state, seat, choice)
    return state, trail


def test_vinci_offers_the_virtual_players_as_a_level() -> None:
    assert levels_for(VINCI) == ("easy", "medium", "hard", "expert", "virtual")


def test_virtual_level_completes_whole_games_with_legal_choices() -> None:
    state, trail = play(3, SHORT, 4)
    assert VINCI.is_over(state)
    phases = {s.phase for s, _, _ in trail}
    assert {CIV_CHOICE, EXPAND} <= phases


def test_virtual_level_plays_the_rulebook_algorithm() -> None:
    """Always civilisation I [L744-745]; in the expansion, the target with the
    most immediate VP then the lowest cost [L747-757] when no die is needed."""
    _, trail = play(3, SHORT, 7)
    civ = [c for s, _, c in trail if s.phase == CIV_CHOICE]
    assert civ and all(c == Choice("take", (1,)) for c in civ)
    checked = 0
    for state, seat, choice in trail:
        if state.phase != EXPAND or choice.kind not in ("conquer", "spy"):
            continue
        affordable = [x for x in ranked_targets(state, seat) if x[2] <= state.seats[seat].hand]
        if len(affordable) > 1 and affordable[0][0] != affordable[1][0]:
            assert choice.args[0] == affordable[0][1]
            checked += 1
    assert checked > 0, "no untied expansion was met: the test proved nothing"


def test_virtual_level_takes_medium_choice_where_the_algorithm_has_no_rule() -> None:
    """Cohesion binds real seats only [L720-721]: the level falls back on medium."""
    for seed in range(1, 40):
        _, trail = play(3, SHORT, seed)
        cohesion = [(s, seat) for s, seat, _ in trail if s.phase == COHESION]
        if cohesion:
            break
    assert cohesion, "no game reached a cohesion decision"
    for state, seat in cohesion:
        for i in range(3):
            medium = choose(VINCI, state, seat, "medium", i, FALLBACK)
            assert run_level(state, seat, i) in VINCI.legal(state, seat)
            assert choose(VINCI, state, seat, "virtual", i, FALLBACK) == medium


def test_virtual_level_is_fair_its_dice_are_its_own() -> None:
    """Two states differing only in the hidden RNG give the same choice for
    the same seed; the game's own dice would have told some of them apart."""
    _, trail = play(3, SHORT, 11)
    told_apart = 0
    for i, (state, seat, _) in enumerate(trail[:150]):
        other = VINCI.determinize(state, seat, Rng(500 + i))
        assert other != state and VINCI.view(other, seat) == VINCI.view(state, seat)
        assert choose(VINCI, state, seat, "virtual", i, FALLBACK) == choose(VINCI, other, seat, "virtual", i, FALLBACK)
        told_apart += rulebook_choice(state, seat, state.rng) != rulebook_choice(other, seat, other.rng)
    assert told_apart > 0, "the dice never mattered: the test has no teeth"
