"""A bot's decision as an object the caller advances in slices.

The bot is fair by construction: :class:`Thinking` looks at the real state
exactly twice, to list the seat's legal choices and to draw one
determinization (``game.determinize(state, seat, rng)``, which by the
protocol depends only on what ``seat`` sees: the conformance checker proves
it for every game).  Everything after that works on the determinization
alone, so two states the seat cannot tell apart give the same decision for
the same seed and budget (with ``seconds=None``).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any, ParamSpec

from game.core.choice import Choice, find
from game.core.errors import SetupError
from game.core.protocol import Game, Seat
from game.core.rng import Rng

from . import easy, greedy, mcts, refine
from .evaluation import Evaluate, evaluator_for, plugin_for, tuning_for
from .explain import Explanation, explain_choice, explain_planned
from .lookahead import Control, Work
from .plan import Plan
from .settings import LEVELS, Settings

P = ParamSpec("P")

Think = Callable[[Game, Any, Seat, Rng, Settings, Evaluate, Control], Work]

_THINKERS: dict[str, Think] = {
    "easy": easy.think,
    "medium": greedy.think,
    "hard": refine.think,
    "expert": refine.think,  # hard's search with expert's settings (game.bots.settings)
    "ismcts": mcts.think,
}

SLICE_SECONDS = 0.05  # design value: one browser slice, well under the 100 ms a task may take


def levels_for(game: Game) -> tuple[str, ...]:
    """The levels a lobby offers for ``game``: the generic ones, then the game's own
    (its plugin's ``extra_levels``, e.g. Vinci's virtual players)."""
    return LEVELS + tuple(plugin_for(game).extra_levels)


def _thinker(game: Game, level: str) -> Think:
    if level in _THINKERS:
        return _THINKERS[level]
    extra = plugin_for(game).extra_levels
    if level in extra:
        return extra[level]
    raise SetupError(f"{game.SPEC.name} has no bot level {level!r}; it has {', '.join(levels_for(game))}")


def decision_seed(game_seed: int, move_number: int, seat: Seat) -> int:
    """A seed for one decision, so a recorded game's bot moves are reproducible.

    >>> decision_seed(7, 3, 1) == decision_seed(7, 3, 1) != decision_seed(7, 3, 0)
    True
    """
    rng = Rng(game_seed)
    for value in (move_number, seat):
        rng = Rng(rng.next64() ^ value)
    return rng.next64()


class Thinking:
    """One decision of one bot, advanced by :meth:`step` until :attr:`done`.

    ``choice`` is then one of ``legal(state, seat)`` (the listed object, with
    its targets), and :attr:`explanation` says why (computed when first
    read).  ``elapsed`` is the thinking time spent inside ``step``; the time
    budget (``settings.seconds``) counts that, not the pauses between slices.
    """

    def __init__(
        self,
        game: Game,
        state: Any,
        seat: Seat,
        level: str = "hard",
        seed: int = 0,
        settings: Settings | None = None,
        evaluate: Evaluate | None = None,
        plan: Plan | None = None,
    ) -> None:
        if settings is None:
            base = level if level in LEVELS else "hard"
            settings = Settings.for_level(base, tuning=tuning_for(game), players=getattr(state, "players", None))
        self.game = game
        self.seat = seat
        self.level = level
        self.settings = settings
        self.elapsed = 0.0
        self.units = 0
        self.done = False
        self.choice: Choice | None = None
        self.fallback = False
        self.plan: Plan | None = None  # the rest of the move it searched, once decided (game.bots.plan)
        self.followed = False  # the choice is the next step of the plan it was given
        self._control = Control()
        self._legal = game.legal(state, seat)
        if not self._legal:
            raise SetupError(f"seat {seat} has nothing to decide now")
        think = _thinker(game, level)
        self._rng = Rng(seed)
        self._seed = seed
        self._work: Work | None = None
        self._world: Any = None
        self._explanation: Explanation | None = None
        step = plan.next_choice(game, state, seat, self._legal) if plan is not None and settings.follow_plan else None
        if step is not None and plan is not None:
            self.followed = len(self._legal) > 1
            self._finish(step)
            self.plan = plan.rest()
            return
        if len(self._legal) == 1:
            self._finish(self._legal[0])
            return
        self._world = game.determinize(state, seat, Rng(self._rng.next64()))
        evaluate = evaluate or evaluator_for(game, level)
        self._work = think(game, self._world, seat, self._rng, settings, evaluate, self._control)

    @property
    def iterations(self) -> int:
        """Search iterations done so far (hard only; 0 for the other levels)."""
        return self._control.iterations

    @property
    def progress(self) -> float:
        """A rough share of the budget spent, in [0, 1], for a thinking indicator."""
        if self.done:
            return 1.0
        shares = [self._control.iterations / max(1, self.settings.iterations)]
        if self.settings.seconds:
            shares.append(self.elapsed / self.settings.seconds)
        return min(1.0, max(shares))

    def _finish(self, picked: Choice) -> None:
        listed = find(self._legal, picked)
        if listed is None:
            # Only a determinize that breaks its contract gets here: stay legal, and say so.
            self.fallback = True
            listed = self._legal[0]
        self.choice = listed
        self.done = True
        self._work = None
        line = self._control.lines.get(picked)
        if line and not self.fallback:
            self.plan = Plan.of(self.game, self.seat, line)

    def step(self, max_units: int | None = None, max_seconds: float | None = None) -> bool:
        """Think for at most ``max_units`` units of work (one unit = one apply)
        and/or ``max_seconds``; with neither, one unit.  Returns :attr:`done`."""
        if max_units is None and max_seconds is None:
            max_units = 1
        start = time.perf_counter()
        units = 0
        while not self.done and self._work is not None:
            now = time.perf_counter()
            if self.settings.seconds is not None and self.elapsed + (now - start) >= self.settings.seconds:
                self._control.stop = True
            try:
                next(self._work)
            except StopIteration as result:
                self._finish(result.value)
                break
            units += 1
            self.units += 1
            if max_units is not None and units >= max_units:
                break
            if max_seconds is not None and time.perf_counter() - start >= max_seconds:
                break
        self.elapsed += time.perf_counter() - start
        return self.done

    @property
    def explanation(self) -> Explanation | None:
        """Why the bot chose :attr:`choice` (None until it has): the considerations
        its evaluation weighed most against the runner-up, in Italian and English
        (``explanation.text(lang)``); see :mod:`game.bots.explain`."""
        if self.choice is None:
            return None
        if self._explanation is None and self.followed:
            self._explanation = explain_planned(self.game, self.choice)
        if self._explanation is None:
            self._explanation = explain_choice(
                self.game,
                self._world,
                self.seat,
                self.level,
                self.choice,
                self._control,
                self.settings,
                len(self._legal),
                self._seed,
            )
        return self._explanation

    def run(self) -> Choice:
        """Think to the end and return the choice."""
        while not self.step(max_seconds=1.0):
            pass
        assert self.choice is not None
        return self.choice


def _thought_through(start: Callable[P, Thinking]) -> Callable[P, Choice]:
    """A function taking ``start``'s arguments (its signature stated once) that runs the thinking
    it starts to the end."""

    def choose(*args: P.args, **kwargs: P.kwargs) -> Choice:
        """The choice a ``level`` bot makes for ``seat``: ``Thinking(...).run()``, same arguments."""
        return start(*args, **kwargs).run()

    return choose


choose = _thought_through(Thinking)
