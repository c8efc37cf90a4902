"""How a bot judges a state: ``evaluate(state, seat) -> float`` in [0, 1].

1 means the seat has surely won, 0 surely lost, 0.5 an even game.  MCTS
averages these values, so every evaluation must keep to that range.

A game plugs in its own judgement through its :class:`game.bots.plugin.BotPlugin`
(``evaluate``, and optionally ``reply_evaluate`` for the levels in ``reply_levels``,
``expert_evaluate`` for expert alone, ``search_evaluate`` for the levels that search,
``tuning``, the terms the explanations use...).  Without one, :func:`default_evaluate`
reads only the protocol: the places at the end, the score margin before it.

>>> margin_value([12, 7], 0) > 0.5 > margin_value([12, 7], 1)
True
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from typing import Any

from game.core.protocol import Game, Seat

from . import plugin as plugins
from .plugin import REPLY_LEVELS, SEARCH_LEVELS, Evaluate

__all__ = ["REPLY_LEVELS", "Evaluate"]  # re-exported: the levels' modules import them from here

SCALE_FLOOR = 4.0  # design value: a score lead this size is worth about 0.88 before the end
SCALE_SHARE = 0.5  # design value: the lead that counts as large grows with the scores themselves
UNDECIDED = 0.95  # design value: no position before the end is judged as sure as a finished game


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


def places_value(potentials: list[float], seat: Seat, scale: float) -> float:
    """A value in (1-UNDECIDED, UNDECIDED) from ``seat``'s lead over each other seat in
    turn: 0.5 + UNDECIDED/2 times the mean of tanh(lead / ``scale``), the share of the other
    seats it can expect to finish ahead of, as :func:`place_value` counts a finished game.
    With two seats it is :func:`lead_value`; with more, a seat also gains by passing a rival
    other than the leader, which the lead over the best other seat does not see.

    >>> places_value([9.0, 5.0], 0, 3.0) == lead_value([9.0, 5.0], 0, 3.0)
    True
    >>> places_value([9.0, 5.0, 4.0], 1, 3.0) > places_value([9.0, 5.0, 6.0], 1, 3.0)
    True
    >>> lead_value([9.0, 5.0, 4.0], 1, 3.0) == lead_value([9.0, 5.0, 6.0], 1, 3.0)
    True
    """
    mine = potentials[seat]
    others = [v for s, v in enumerate(potentials) if s != seat]
    if not others:
        return 0.5
    return 0.5 + UNDECIDED * 0.5 * sum(math.tanh((mine - v) / scale) for v in others) / len(others)


def lead_by_term(
    rows: Sequence[tuple[float, ...]], seat: Seat, names: tuple[str, ...], rival: Seat | None = None
) -> dict[str, float]:
    """``seat``'s lead in each term over ``rival``, by default the seat whose terms add
    up highest among the others (the rival :func:`lead_value` compares with); ``rows``
    holds each seat's terms in the order of ``names``.  Two boards compared term by term
    are measured against one ``rival`` (:mod:`game.bots.explain`), or a term would tell
    which seat came second rather than what the seat gained.

    >>> lead_by_term([(3.0, 1.0), (1.0, 2.0), (0.0, 0.0)], 0, ("vp", "cards"))
    {'vp': 2.0, 'cards': -1.0}
    >>> lead_by_term([(3.0, 1.0), (1.0, 2.0), (0.0, 0.0)], 0, ("vp", "cards"), rival=2)
    {'vp': 3.0, 'cards': 1.0}
    """
    others = [s for s in range(len(rows)) if s != seat]
    if not others:
        return dict(zip(names, rows[seat]))
    if rival is None:
        rival = max(others, key=lambda s: sum(rows[s]))
    elif rival not in others:
        raise ValueError(f"seat {rival} is not a rival of seat {seat} among {len(rows)} seats")
    return {name: mine - theirs for name, mine, theirs in zip(names, rows[seat], rows[rival])}


def default_evaluate(game: Game, state: Any, seat: Seat) -> float:
    """The protocol-only evaluation: places once over, score margin before."""
    if game.is_over(state):
        return place_value(game.ranking(state), seat)
    return margin_value(game.score(state), seat)


def register(name: str, evaluate: Evaluate) -> None:
    """Use ``evaluate`` for the game called ``name`` (tests, games outside game/): a plugin
    with that evaluation alone."""
    plugins.register(name, plugins.BotPlugin(evaluate=evaluate))


def unregister(name: str) -> None:
    """Forget an evaluation given to :func:`register`."""
    plugins.unregister(name)


def plugin_for(game: Game) -> plugins.BotPlugin:
    """The game's :class:`game.bots.plugin.BotPlugin`, or for a game without one the
    protocol-only judgement (:func:`default_evaluate`) and nothing else."""
    declared = plugins.declared_plugin(game)
    if declared is not None:
        return declared
    return plugins.BotPlugin(evaluate=lambda state, seat: default_evaluate(game, state, seat))


def evaluator_for(game: Game, level: str = "medium") -> Evaluate:
    """The evaluation a ``level`` bot uses for ``game``: for expert its plugin's
    ``expert_evaluate`` if it has one; its ``reply_evaluate`` for the plugin's
    ``reply_levels`` if it has one, else its ``search_evaluate`` for the searching levels
    (``SEARCH_LEVELS``) if it has one, else its ``evaluate``."""
    plugin = plugin_for(game)
    if plugin.expert_evaluate is not None and level == "expert":
        return plugin.expert_evaluate
    if plugin.reply_evaluate is not None and level in plugin.reply_levels:
        return plugin.reply_evaluate
    if plugin.search_evaluate is not None and level in SEARCH_LEVELS:
        return plugin.search_evaluate
    return plugin.evaluate


def uses_replies(game: Game, level: str) -> bool:
    """Whether a ``level`` bot judges ``game`` with its reply model (module docstring)."""
    plugin = plugin_for(game)
    return plugin.reply_evaluate is not None and level in plugin.reply_levels


def policy_for(game: Game, evaluate: Evaluate) -> Evaluate:
    """The evaluation a play-out's replies are picked with: the game's plain
    ``evaluate`` when ``evaluate`` is its ``reply_evaluate`` or ``expert_evaluate``
    (cheaper, and a reply needs no model of the replies to it) or its
    ``search_evaluate`` (the other seats are modelled as medium plays), else
    ``evaluate`` itself."""
    plugin = plugin_for(game)
    special = any(evaluate is f for f in (plugin.reply_evaluate, plugin.expert_evaluate, plugin.search_evaluate))
    return plugin.evaluate if special else evaluate


def tuning_for(game: Game) -> Mapping[str, Any]:
    """The game's overrides of the bot settings (empty if none)."""
    return dict(plugin_for(game).tuning)
