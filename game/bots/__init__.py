"""Bots for every game: three levels built on the Game protocol alone.

Public names:

- ``LEVELS`` = ("easy", "medium", "hard", "expert"); :func:`levels_for` (game) adds a
  game's own levels (its plugin's ``extra_levels``).
- :class:`Thinking`: one decision, advanced in time slices.  :func:`choose`:
  the same, run to the end at once (tests, the arena).
- :class:`Settings` (budgets and search shape; ``Settings.browser(level)``
  is the browser default: hard thinks until ``BROWSER_SECONDS`` = 1.5 s, so a
  decision takes at most 2 s with the trip to the bots' worker, and less late
  in a long turn, :func:`game.bots.settings.browser_seconds`).
- :func:`evaluator_for`, :func:`default_evaluate`, :func:`register`:
  the evaluation ``evaluate(state, seat) -> float in [0, 1]``; a game plugs
  its own in with a :class:`game.bots.plugin.BotPlugin` (``PLUGIN`` in
  ``game/bots/eval_<game>.py``, listed in ``game.bots.plugin.PLUGINS``).
- :func:`decision_seed`: a reproducible seed for each bot decision.
- :class:`Plan` (``game.bots.plan``): a decision leaves ``thinking.plan``, the
  rest of the move it searched; hand it to the seat's next
  ``Thinking(..., plan=...)`` and, with ``Settings.follow_plan`` (a game's
  ``TUNING``: Vinci's medium; the browser once a turn has used its time), that decision
  plays the plan's next step at once if the seat sees what it foresaw.

The levels: *easy* picks at random among the choices that do not lower its
evaluation one step on; *medium* takes the choice whose completed
multi-step move evaluates best; *hard* takes medium's best few choices and
plays each out against the other seats' replies on determinizations,
leaving medium's pick only when the play-outs clearly favour another
(``game.bots.refine``).  The earlier hard search, information-set MCTS
(``game.bots.mcts``), stays available to the arena as level ``ismcts``.

Fair play: every bot starts from ``game.determinize(state, seat, rng)``
and never reads the real state again, except ``legal(state, seat)``.

Using a bot from the browser (the table's controller), without ever holding
the main thread for more than one slice::

    from game.bots import Settings, Thinking, decision_seed

    thinking = Thinking(game, state, seat, level,
                        seed=decision_seed(record.seed, len(record.moves), seat),
                        settings=Settings.browser(level))
    # show the "thinking" indicator, then on each animation frame / timer tick:
    if thinking.step(max_seconds=0.05):       # True once decided
        choice = thinking.choice              # one of game.legal(state, seat)
        state, events = game.apply(state, seat, choice)
    else:
        indicator.value = thinking.progress   # 0..1

``step(max_units=n, max_seconds=t)`` returns within about ``t`` seconds
(one unit of work, an ``apply``, past it at most).  When several seats must
act at once (secret picks), make one ``Thinking`` per bot seat; each sees
only its own view.  "Suggest a move" for a human seat is the same call with
level "hard"; highlight ``thinking.choice.targets``.  A bot object belongs
to one state: after any apply, start a new one.

A game's own level (``extra_levels={"virtual": think}`` in its plugin)
is a generator function ``think(game, state, seat, rng, settings,
evaluate, control)`` that yields once per unit of work and returns a Choice;
``state`` is already the seat's determinization.
"""

from .evaluation import default_evaluate, evaluator_for, register, unregister
from .plan import Plan
from .settings import BROWSER_SECONDS, LEVELS, Settings
from .thinking import SLICE_SECONDS, Thinking, choose, decision_seed, levels_for

__all__ = [
    "BROWSER_SECONDS",
    "LEVELS",
    "Plan",
    "SLICE_SECONDS",
    "Settings",
    "Thinking",
    "choose",
    "decision_seed",
    "default_evaluate",
    "evaluator_for",
    "levels_for",
    "register",
    "unregister",
]
