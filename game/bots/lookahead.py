"""Shallow look-ahead shared by the levels: judge each choice one step on,
or after the seat has finished the multi-step move the choice begins.

A *decision sequence* is the run of choices one seat makes before someone
else must act (pick a tile, then its square; pick a source, a target, the
dice ...).  Judging a choice half-way through it says little, so
:func:`sequence_values` plays the rest of the sequence: exhaustively when the
whole tree of continuations is small (``Settings.sequence_nodes``), else
greedily, each further step taking the choice whose result evaluates best.
A continuation never returns to a state it has passed through (the state the
decision starts from included): a step that undoes the last ("back" from a
move's target, an attack stopped before any battle) would otherwise let the
judgement count a move the seat may not be able to make, or go round the
same no-op forever (session 18: a Europa seat that chose "fortify", then
"back", thirteen thousand times).

Every function here is a generator that yields once per ``apply`` (the unit
of work a time slice counts) and returns its result; callers use
``yield from``.
"""

from __future__ import annotations

from collections.abc import Generator, Sequence
from typing import Any

from game.core.choice import Choice
from game.core.protocol import Game, Seat
from game.core.rng import Rng

from .evaluation import Evaluate
from .plan import Line
from .settings import Settings

Work = Generator[None, None, Any]


class Control:
    """Shared between a search and its driver: ``stop`` asks the search to
    return its best answer so far at its next unit of work; ``iterations``
    counts the search iterations done, for a progress display.  The search
    leaves its judgement here for the explanation (:mod:`game.bots.explain`):
    ``values`` (choice -> its value as the level judged it), ``reference``
    (hard and expert: the choice they started from), ``play_outs`` (their
    play-out values per choice, round by round), ``rule`` (a rule decided,
    not the evaluation), ``anchor`` (the game's rule's pick the search started
    from, ``Settings.rule_anchor``).  ``lines``: for each choice whose move the judgement
    played on, the steps it played (:class:`game.bots.plan.Plan` keeps the
    chosen one's)."""

    __slots__ = ("stop", "iterations", "values", "reference", "play_outs", "rule", "anchor", "lines")

    def __init__(self) -> None:
        self.stop = False
        self.iterations = 0  # search iterations done (hard), for progress reports
        self.values: dict[Choice, float] = {}
        self.reference: Choice | None = None
        self.play_outs: dict[Choice, list[float]] = {}
        self.rule = False
        self.anchor: Choice | None = None
        self.lines: dict[Choice, Line] = {}


def run(work: Work) -> Any:
    """Do ``work`` (a generator of this module's kind) to its end at once and return its result."""
    try:
        while True:
            next(work)
    except StopIteration as done:
        return done.value


class _OverBudget(Exception):
    """The exhaustive search met its node cap; fall back to greedy."""


def still_deciding(game: Game, state: Any, seat: Seat) -> bool:
    """Whether ``seat`` still has a step of its current decision to make."""
    return not game.is_over(state) and seat in game.to_act(state)


def step_values(
    game: Game,
    state: Any,
    seat: Seat,
    choices: Sequence[Choice],
    evaluate: Evaluate,
    ctl: Control | None = None,
    draws: Draws | None = None,
) -> Generator[None, None, list[tuple[float, Any]]]:
    """``(evaluate(child, seat), child)`` for each choice, in order.  Once
    ``ctl.stop`` is raised the remaining choices get ``(0.0, None)``.  With
    ``draws``, a choice of one of its kinds (one that throws dice) is judged by
    the mean over ``draws.samples`` throws (see :class:`Draws`); the child
    returned is the first."""
    out: list[tuple[float, Any]] = []
    thrown = draws.kinds if draws is not None else frozenset()
    worlds = draws.worlds(game, state, seat) if draws is not None and any(c.kind in thrown for c in choices) else []
    for choice in choices:
        if ctl is not None and ctl.stop:
            out.append((0.0, None))
            continue
        child, _ = game.apply(state, seat, choice)
        value = evaluate(child, seat)
        yield
        if worlds and choice.kind in thrown:
            for world in worlds:
                value += evaluate(game.apply(world, seat, choice)[0], seat)
                yield
            value /= len(worlds) + 1
        out.append((value, child))
    return out


class Draws:
    """How a look-ahead judges a choice whose outcome is thrown (``Settings.chance_kinds``):
    over ``samples`` throws, the state's own and ``samples - 1`` more on copies of it with
    fresh secrets (``game.determinize`` from the seat's view, so no throw is known
    beforehand).  The same copies serve every choice of a step, so choices are compared on
    the same dice where their throws coincide.  One throw judged alone picked at random
    between a Europa defender's one die and its two (session 19)."""

    __slots__ = ("kinds", "samples", "rng")

    def __init__(self, kinds: Sequence[str], samples: int, rng: Rng) -> None:
        self.kinds = frozenset(kinds)
        self.samples = samples
        self.rng = rng

    def worlds(self, game: Game, state: Any, seat: Seat) -> list[Any]:
        """``samples - 1`` copies of ``state`` with fresh secrets."""
        return [game.determinize(state, seat, Rng(self.rng.next64())) for _ in range(self.samples - 1)]

    @classmethod
    def of(cls, settings: Settings, rng: Rng) -> Draws | None:
        """The draws ``settings`` asks for, or None (one throw, the state's own)."""
        if settings.chance_samples <= 1 or not settings.chance_kinds:
            return None
        return cls(settings.chance_kinds.split(","), settings.chance_samples, rng)


def _sample(choices: list[Choice], width: int, rng: Rng) -> list[Choice]:
    return choices if len(choices) <= width else rng.shuffled(choices)[:width]


def greedy_finish(
    game: Game,
    state: Any,
    seat: Seat,
    evaluate: Evaluate,
    depth: int,
    settings: Settings,
    ctl: Control,
    rng: Rng,
    line: Line | None = None,
    passed: Sequence[Any] = (),
) -> Generator[None, None, float]:
    """The value once ``seat`` completes its sequence taking, at each step, the
    best-looking of at most ``sequence_width`` choices (sampled when more) that does
    not lead back to ``passed`` or to a state of this continuation; the steps taken
    are appended to ``line`` if given."""
    path = [*passed, state]
    while depth < settings.sequence_depth and still_deciding(game, state, seat) and not ctl.stop:
        choices = _sample(game.legal(state, seat), settings.sequence_width, rng)
        before = state
        if len(choices) == 1:
            picked = choices[0]
            state, _ = game.apply(state, seat, picked)
            yield
            if state in path:
                state = before
                break  # the only step leads back: the seat's move ends here as far as the judgement goes
        else:
            judged = yield from step_values(game, state, seat, choices, evaluate, draws=Draws.of(settings, rng))
            fresh = [i for i, (_, child) in enumerate(judged) if child not in path]
            if not fresh:
                break  # every step leads back: as above
            best = max(fresh, key=lambda i: judged[i][0])
            picked, state = choices[best], judged[best][1]
        path.append(state)
        if line is not None:
            line.append((picked, before))
        depth += 1
    return evaluate(state, seat)


def _exhaustive(
    game: Game,
    state: Any,
    seat: Seat,
    evaluate: Evaluate,
    depth: int,
    settings: Settings,
    left: list[int],
    ctl: Control,
    passed: tuple[Any, ...] = (),
) -> Generator[None, None, tuple[float, Line]]:
    """The best value ``seat`` can reach finishing its sequence from ``state`` (at least 0)
    without passing again through ``passed`` or ``state``, and the steps that reach it."""
    if depth >= settings.sequence_depth or not still_deciding(game, state, seat):
        return evaluate(state, seat), []
    path = (*passed, state)
    best: float = 0.0
    best_line: Line = []
    went = False
    for choice in game.legal(state, seat):
        left[0] -= 1
        if left[0] < 0 or ctl.stop:  # out of nodes, or of time: the greedy pass (which stops) takes over
            raise _OverBudget
        child, _ = game.apply(state, seat, choice)
        yield
        if child in path:
            continue
        went = True
        value, line = yield from _exhaustive(game, child, seat, evaluate, depth + 1, settings, left, ctl, path)
        if value > best or not best_line and value >= best:
            best, best_line = value, [(choice, state), *line]
    if not went:  # every step leads back: the seat's move ends here as far as the judgement goes
        return evaluate(state, seat), []
    return best, best_line


def sequence_values(
    game: Game,
    state: Any,
    seat: Seat,
    choices: Sequence[Choice],
    evaluate: Evaluate,
    settings: Settings,
    ctl: Control,
    rng: Rng,
) -> Generator[None, None, list[float]]:
    """The value of each choice once ``seat`` has finished the decision it starts.

    Every choice is first judged one step on.  The choices after which the
    seat still decides are then played on: all of them exhaustively if the
    whole tree of continuations fits in ``sequence_nodes`` states, else the
    ``sequence_choices`` best-looking of them greedily (see
    :func:`greedy_finish`); the others keep their one-step value.  If
    ``ctl.stop`` is raised, what is not yet judged keeps 0 or its one-step value.
    """
    judged = yield from step_values(game, state, seat, choices, evaluate, ctl, Draws.of(settings, rng))
    values = [v for v, _ in judged]
    open_ = [i for i, (_, child) in enumerate(judged) if child is not None and still_deciding(game, child, seat)]
    if not open_:
        return values
    left = [settings.sequence_nodes]
    try:
        finished = {}
        for i in open_:
            finished[i] = yield from _exhaustive(game, judged[i][1], seat, evaluate, 1, settings, left, ctl, (state,))
        for i, (v, steps) in finished.items():
            values[i] = v
            ctl.lines[choices[i]] = steps
        return values
    except _OverBudget:
        pass
    open_.sort(key=lambda i: -values[i])
    for i in open_[: settings.sequence_choices]:
        if ctl.stop:
            break
        taken: Line = []
        ctl.lines[choices[i]] = taken
        values[i] = yield from greedy_finish(game, judged[i][1], seat, evaluate, 1, settings, ctl, rng, taken, (state,))
    return values
