"""Shallow look-ahead shared by the levels: judge each choice one step on,
or after the seat has finished the multi-step move the choice begins.

A *decision sequence* is the run of choices one seat makes before someone
else must act (pick a tile, then its square; pick a source, a target, the
dice ...).  Judging a choice half-way through it says little, so
:func:`sequence_values` plays the rest of the sequence: exhaustively when the
whole tree of continuations is small (``Settings.sequence_nodes``), else
greedily, each further step taking the choice whose result evaluates best.

Every function here is a generator that yields once per ``apply`` (the unit
of work a time slice counts) and returns its result; callers use
``yield from``.
"""

from __future__ import annotations

from collections.abc import Generator, Sequence
from typing import Any

from game.core.choice import Choice
from game.core.protocol import Game, Seat

from .evaluation import Evaluate
from .settings import Settings

Work = Generator[None, None, Any]


class Control:
    """Shared between a search and its driver: ``stop`` asks the search to
    return its best answer so far at its next unit of work; ``iterations``
    counts the search iterations done, for a progress display."""

    __slots__ = ("stop", "iterations")

    def __init__(self) -> None:
        self.stop = False
        self.iterations = 0  # search iterations done (hard), for progress reports


class _OverBudget(Exception):
    """The exhaustive search met its node cap; fall back to greedy."""


def still_deciding(game: Game, state: Any, seat: Seat) -> bool:
    """Whether ``seat`` still has a step of its current decision to make."""
    return not game.is_over(state) and seat in game.to_act(state)


def step_values(
    game: Game, state: Any, seat: Seat, choices: Sequence[Choice], evaluate: Evaluate
) -> Generator[None, None, list[tuple[float, Any]]]:
    """``(evaluate(child, seat), child)`` for each choice, in order."""
    out = []
    for choice in choices:
        child, _ = game.apply(state, seat, choice)
        out.append((evaluate(child, seat), child))
        yield
    return out


def greedy_finish(
    game: Game, state: Any, seat: Seat, evaluate: Evaluate, depth: int, settings: Settings, ctl: Control
) -> Generator[None, None, float]:
    """The value once ``seat`` completes its sequence taking the best-looking step each time."""
    while depth < settings.sequence_depth and still_deciding(game, state, seat) and not ctl.stop:
        choices = game.legal(state, seat)
        if len(choices) == 1:
            state, _ = game.apply(state, seat, choices[0])
            yield
        else:
            judged = yield from step_values(game, state, seat, choices, evaluate)
            state = max(judged, key=lambda vc: vc[0])[1]
        depth += 1
    return evaluate(state, seat)


def _exhaustive(
    game: Game, state: Any, seat: Seat, evaluate: Evaluate, depth: int, settings: Settings, left: list[int]
) -> Generator[None, None, float]:
    if depth >= settings.sequence_depth or not still_deciding(game, state, seat):
        return evaluate(state, seat)
    best = 0.0
    for choice in game.legal(state, seat):
        left[0] -= 1
        if left[0] < 0:
            raise _OverBudget
        child, _ = game.apply(state, seat, choice)
        yield
        best = max(best, (yield from _exhaustive(game, child, seat, evaluate, depth + 1, settings, left)))
    return best


def sequence_values(
    game: Game,
    state: Any,
    seat: Seat,
    choices: Sequence[Choice],
    evaluate: Evaluate,
    settings: Settings,
    ctl: Control,
) -> Generator[None, None, list[float]]:
    """The value of each choice once ``seat`` has finished the decision it starts.

    All choices are judged the same way (all exhaustively or all greedily),
    so their values compare fairly.  If ``ctl.stop`` is raised mid-way, the
    choices not yet judged get 0.
    """
    left = [settings.sequence_nodes]
    try:
        values = []
        for choice in choices:
            left[0] -= 1
            if left[0] < 0:
                raise _OverBudget
            child, _ = game.apply(state, seat, choice)
            yield
            values.append((yield from _exhaustive(game, child, seat, evaluate, 1, settings, left)))
        return values
    except _OverBudget:
        pass
    values = []
    for choice in choices:
        if ctl.stop:
            values.append(0.0)
            continue
        child, _ = game.apply(state, seat, choice)
        yield
        values.append((yield from greedy_finish(game, child, seat, evaluate, 1, settings, ctl)))
    return values
