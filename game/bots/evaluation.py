"""How a bot judges a state: ``evaluate(state, seat) -> float`` in [0, 1].

1 means the seat has surely won, 0 surely lost, 0.5 an even game.  MCTS
averages these values, so every evaluation must keep to that range.

A game plugs in its own judgement with a module ``game/bots/eval_<game>.py``
exporting ``evaluate(state, seat) -> float`` (and optionally ``TUNING``, see
:mod:`game.bots.settings`).  Without one, :func:`default_evaluate` reads
only the protocol: the places at the end, the score margin before it.

Optional names in a game's eval module:

- ``reply_evaluate(state, seat) -> float``: the same judgement with a model
  of the other seats' replies built from the game's structure (what an
  enemy stack next to a weak territory will likely do, who wins a clash);
  the levels in ``REPLY_LEVELS`` judge with it, or those the module names
  in its own ``REPLY_LEVELS`` (a game whose hard meets its targets without
  the model keeps it for expert).
- ``TERMS`` (term name -> (Italian, English) description) and
  ``lead_terms(state, seat, replies) -> dict[str, float]``: the
  evaluation's terms, each as the seat's lead in it over the best other
  seat, in the evaluation's own units (``replies``: with the reply
  model's terms).  The explanation of a choice ("why?") compares them
  (:mod:`game.bots.explain`).

>>> margin_value([12, 7], 0) > 0.5 > margin_value([12, 7], 1)
True
"""

from __future__ import annotations

import importlib
import math
from collections.abc import Callable, Mapping, Sequence
from types import ModuleType
from typing import Any

from game.core.protocol import Game, Seat

Evaluate = Callable[[Any, Seat], float]

SCALE_FLOOR = 4.0  # design value: a score lead this size is worth about 0.88 before the end
SCALE_SHARE = 0.5  # design value: the lead that counts as large grows with the scores themselves
UNDECIDED = 0.95  # design value: no position before the end is judged as sure as a finished game

#: The levels that judge positions with a game's reply model when it has one.
REPLY_LEVELS = ("hard", "expert")

_PLUGGED: dict[str, Evaluate] = {}


def place_value(ranking: list[int], seat: Seat) -> float:
    """The end-of-game value of ``seat``: the share of other seats it beat, ties half.

    >>> place_value([1, 2], 0), place_value([1, 1], 1), place_value([2, 1, 3], 0)
    (1.0, 0.5, 0.5)
    """
    others = [r for s, r in enumerate(ranking) if s != seat]
    if not others:
        return 1.0
    mine = ranking[seat]
    beaten = sum(1.0 if mine < r else 0.5 if mine == r else 0.0 for r in others)
    return beaten / len(others)


def margin_value(scores: list[int] | list[float], seat: Seat) -> float:
    """A value in (1-UNDECIDED, UNDECIDED) from the lead over the best other seat.

    >>> margin_value([3, 3], 0)
    0.5
    >>> margin_value([10, 2], 0) > margin_value([10, 8], 0) > 0.5 > margin_value([8, 10], 0)
    True
    """
    others = [v for s, v in enumerate(scores) if s != seat]
    if not others:
        return 0.5
    mine = scores[seat]
    best = max(others)
    scale = SCALE_FLOOR + SCALE_SHARE * (abs(mine) + abs(best)) / 2
    return 0.5 + UNDECIDED * 0.5 * math.tanh((mine - best) / scale)


def lead_value(potentials: list[float], seat: Seat, scale: float) -> float:
    """A value in (1-UNDECIDED, UNDECIDED) from ``seat``'s lead in some
    game-specific potential over the best other seat; a lead of ``scale``
    is worth about 0.86.  The helper game evaluations share.

    >>> lead_value([5.0, 5.0], 1, 3.0)
    0.5
    >>> lead_value([9.0, 5.0, 7.0], 0, 3.0) > 0.5 > lead_value([9.0, 5.0, 7.0], 2, 3.0)
    True
    """
    others = [v for s, v in enumerate(potentials) if s != seat]
    if not others:
        return 0.5
    return 0.5 + UNDECIDED * 0.5 * math.tanh((potentials[seat] - max(others)) / scale)


def lead_by_term(rows: Sequence[tuple[float, ...]], seat: Seat, names: tuple[str, ...]) -> dict[str, float]:
    """``seat``'s lead in each term over the seat whose terms add up highest among
    the others (the rival :func:`lead_value` compares with); ``rows`` holds each
    seat's terms in the order of ``names``.

    >>> lead_by_term([(3.0, 1.0), (1.0, 2.0), (0.0, 0.0)], 0, ("vp", "cards"))
    {'vp': 2.0, 'cards': -1.0}
    """
    others = [s for s in range(len(rows)) if s != seat]
    if not others:
        return dict(zip(names, rows[seat]))
    rival = max(others, key=lambda s: sum(rows[s]))
    return {name: mine - theirs for name, mine, theirs in zip(names, rows[seat], rows[rival])}


def default_evaluate(game: Game, state: Any, seat: Seat) -> float:
    """The protocol-only evaluation: places once over, score margin before."""
    if game.is_over(state):
        return place_value(game.ranking(state), seat)
    return margin_value(game.score(state), seat)


def register(name: str, evaluate: Evaluate) -> None:
    """Use ``evaluate`` for the game called ``name`` (tests, games outside game/)."""
    _PLUGGED[name] = evaluate


def unregister(name: str) -> None:
    """Forget an evaluation given to :func:`register`."""
    _PLUGGED.pop(name, None)


def eval_module(game: Game) -> ModuleType | None:
    """``game.bots.eval_<name>`` if that module exists, else None."""
    module_name = f"{__package__}.eval_{game.SPEC.name}"
    try:
        return importlib.import_module(module_name)
    except ModuleNotFoundError as exc:
        if exc.name == module_name:
            return None
        raise


def evaluator_for(game: Game, level: str = "medium") -> Evaluate:
    """The evaluation a ``level`` bot uses for ``game``: registered, else its eval
    module's (``reply_evaluate`` for the ``REPLY_LEVELS`` if it has one), else the default."""
    plugged = _PLUGGED.get(game.SPEC.name)
    if plugged is not None:
        return plugged
    module = eval_module(game)
    if module is not None and uses_replies(game, level):
        return module.reply_evaluate  # type: ignore[no-any-return]
    if module is not None and hasattr(module, "evaluate"):
        return module.evaluate  # type: ignore[no-any-return]
    return lambda state, seat: default_evaluate(game, state, seat)


def uses_replies(game: Game, level: str) -> bool:
    """Whether a ``level`` bot judges ``game`` with its reply model (module docstring)."""
    module = eval_module(game)
    if module is None or not hasattr(module, "reply_evaluate"):
        return False
    return level in getattr(module, "REPLY_LEVELS", REPLY_LEVELS)


def policy_for(game: Game, evaluate: Evaluate) -> Evaluate:
    """The evaluation a play-out's replies are picked with: the game's plain
    ``evaluate`` when ``evaluate`` is its ``reply_evaluate`` (cheaper, and a
    reply needs no model of the replies to it), else ``evaluate`` itself."""
    module = eval_module(game)
    if module is not None and evaluate is getattr(module, "reply_evaluate", None):
        return module.evaluate  # type: ignore[no-any-return]
    return evaluate


def tuning_for(game: Game) -> Mapping[str, Any]:
    """The game's ``TUNING`` overrides of the bot settings (empty if none)."""
    module = eval_module(game)
    tuning = getattr(module, "TUNING", None) if module is not None else None
    return dict(tuning) if tuning else {}
