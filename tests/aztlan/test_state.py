"""The copy apply builds the next state in: every tuple of a State thaws to a list (rows of
rows to lists of lists), so the rules can change any of them, and freezes back to an equal State."""

from __future__ import annotations

from dataclasses import fields

import game.aztlan as aztlan
from game.aztlan.state import NESTED, State, freeze, thaw
from game.core.rng import Rng


def _positions() -> list[State]:
    """States along random games at every table size, the options varied."""
    out = []
    for players, options in ((2, None), (3, {"canoes_whole_lake": True}), (4, None)):
        state, rng = aztlan.new_game(players, options, players), Rng(players)
        for step in range(300):
            if aztlan.is_over(state):
                break
            seat = rng.choice(sorted(aztlan.to_act(state)))
            state, _ = aztlan.apply(state, seat, rng.choice(aztlan.legal(state, seat)))
            if step % 60 == 0:
                out.append(state)
    return out


def test_every_tuple_field_thaws_to_lists_and_freezes_back_equal() -> None:
    for state in _positions():
        work = thaw(state)
        assert set(work) == {f.name for f in fields(State)}
        for name, value in work.items():
            original = getattr(state, name)
            if name == "options" or not isinstance(original, tuple):
                assert value is original
            elif name in NESTED:
                assert isinstance(value, list) and all(isinstance(row, list) for row in value), name
            else:
                assert isinstance(value, list), name
        assert freeze(work) == state


def test_a_change_to_the_thawed_copy_leaves_the_state_as_it_was() -> None:
    state = _positions()[-1]
    before = aztlan.to_json(state)
    work = thaw(state)
    work["board"][0][0] += 1
    work["scores"][0] += 5
    assert aztlan.to_json(state) == before
    assert freeze(work).board[0][0] == state.board[0][0] + 1
