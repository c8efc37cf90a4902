"""The Tigris evaluation's play-out hook: of the ~700 actions it keeps the
ones that change something (scores, wars, revolts), judged here by what each
action does when applied, not by re-reading the filter's own rules."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game import tigris
from game.bots import choose
from game.bots.eval_tigris import conflict_outcome, potential, reply_candidates
from game.tigris.state import ACTION, COMMIT, State


def _positions() -> list[State]:
    """Action-phase positions of an easy-vs-easy game, every few choices (easy builds kingdoms,
    scores and starts conflicts as medium does, at a twentieth of the cost)."""
    state = tigris.new_game(2, None, 12)
    out = []
    for step in range(90):
        if tigris.is_over(state):
            break
        seat = next(iter(tigris.to_act(state)))
        if state.phase == ACTION and step % 6 == 0:
            out.append(state)
        state, _ = tigris.apply(state, seat, choose(tigris, state, seat, "easy", step))
    return out


@pytest.fixture(scope="module")
def positions() -> list[State]:
    # A fixture, not a module constant: every pytest-xdist worker imports every test module to
    # collect it, and a game of ninety decisions costs seconds each time.
    return _positions()


def test_the_sampled_game_reaches_kingdoms(positions: list[State]) -> None:
    assert len(positions) >= 10
    assert any(reply_candidates(s, s.active, tigris.legal(s, s.active)) for s in positions)


@pytest.mark.parametrize("index", range(0, 15, 2))
def test_every_action_that_scores_or_starts_a_conflict_stays(positions: list[State], index: int) -> None:
    state = positions[min(index, len(positions) - 1)]
    seat = state.active
    choices = tigris.legal(state, seat)
    kept = reply_candidates(state, seat, choices)
    assert set(kept) <= set(choices)
    for choice in choices:
        _, events = tigris.apply(state, seat, choice)
        scored = any(e["type"] == "vp" and e["reason"] == "tile" and e["seat"] == seat for e in events)
        conflict = any(e["type"] in ("revolt", "unification") for e in events)
        if scored or conflict:
            assert choice in kept, choice


@pytest.mark.parametrize("index", range(0, 15, 2))
def test_swaps_ends_and_withdrawals_go(positions: list[State], index: int) -> None:
    state = positions[min(index, len(positions) - 1)]
    kept = reply_candidates(state, state.active, tigris.legal(state, state.active))
    assert not {c.kind for c in kept} & {"swap", "end", "withdraw"}


def test_the_hook_narrows_the_actions_to_a_few(positions: list[State]) -> None:
    """Most of the ~700 actions are harmless drops: the hook leaves a minority."""
    late = positions[-1]
    choices = tigris.legal(late, late.active)
    assert 0 < len(reply_candidates(late, late.active, choices)) < len(choices) // 3


def test_outside_the_action_phase_every_choice_stays() -> None:
    state = tigris.new_game(2, None, 12)
    for step in range(400):
        if state.phase not in (ACTION,) or tigris.is_over(state):
            break
        seat = next(iter(tigris.to_act(state)))
        state, _ = tigris.apply(state, seat, choose(tigris, state, seat, "easy", step))
    assert state.phase != ACTION and not tigris.is_over(state)  # a conflict, a treasure or a monument
    seat = next(iter(tigris.to_act(state)))
    assert reply_candidates(state, seat, tigris.legal(state, seat)) == tigris.legal(state, seat)


def _conflicts_waiting(count: int) -> list[State]:
    """Conflicts waiting for the attacker's commitment, from easy-vs-easy games."""
    found = []
    for seed in range(20):
        state = tigris.new_game(2, None, seed)
        for step in range(600):
            if tigris.is_over(state) or len(found) >= count:
                break
            seat = next(iter(tigris.to_act(state)))
            if state.phase == COMMIT and state.conflict is not None and state.conflict.attacker_commit < 0:
                found.append(state)
            state, _ = tigris.apply(state, seat, choose(tigris, state, seat, "easy", step))
    return found


def test_a_waiting_conflict_is_judged_as_it_ends_when_both_commit_everything() -> None:
    waiting = _conflicts_waiting(6)
    assert waiting
    for state in waiting:
        c = state.conflict
        assert c is not None
        outcome = conflict_outcome(state)
        assert outcome is not None
        winner, loser, colour, won = outcome
        after = state
        for seat in (c.attacker, c.defender):
            after, events = tigris.apply(after, seat, max(tigris.legal(after, seat), key=lambda ch: ch.args[0]))
        result = next(e for e in events if e["type"] == "conflict_won")
        assert (result["winner"], result["loser"]) == (winner, loser)
        assert after.vp[winner][colour] >= state.vp[winner][colour] + 1
        assert potential(state, loser) < potential(replace(state, conflict=None), loser)  # its leader goes home
