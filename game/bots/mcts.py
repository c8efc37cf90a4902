"""The ``ismcts`` level (hard before session 2, kept for arena comparisons): information-set MCTS.

The tree is keyed by choices, not states.  Every iteration draws a fresh
determinization (a complete state the bot cannot tell from what it sees),
walks the tree with UCB1, counting a choice as *available* only when it is
legal in that determinization (Cowling, Powley, Whitehouse 2012, "SO-ISMCTS"),
adds one node, plays at most ``Settings.rollout_depth`` random choices and
scores the result with the game's evaluation for every seat.  Each seat in
the tree maximises its own value (max^n), so any number of players and
out-of-turn decisions need nothing special.

Simultaneous (secret) decisions: where several seats act at once, each
picks from its own statistics at that node and the picks are applied
together (decoupled UCT), so no seat in the tree sees another's secret pick
before making its own.

Wide nodes: a node the search comes back to keeps only its
``Settings.tree_width`` best choices by a one-step evaluation (its first
visit stays cheap, a rollout); the root keeps the best by the same
multi-step judgement medium uses, and tries them in that order.  Those
judgements also seed the statistics as ``Settings.prior_visits`` visits
each, so a short search keeps medium's pick unless it finds better.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from game.core.choice import Choice
from game.core.protocol import Game, Seat
from game.core.rng import Rng

from .evaluation import Evaluate
from .lookahead import Control, Work, sequence_values, step_values
from .settings import Settings

Joint = tuple[tuple[Seat, Choice], ...]


class _Node:
    """Statistics of one information-set node: ``stats[(seat, choice)]`` is
    ``[visits, total value for seat, availability]``; ``order[seat]`` the
    kept choices of a wide node, best first."""

    __slots__ = ("children", "stats", "order", "ordered", "visits")

    def __init__(self) -> None:
        self.children: dict[Joint, _Node] = {}
        self.stats: dict[tuple[Seat, Choice], list[float]] = {}
        self.order: dict[Seat, list[Choice]] = {}
        self.ordered = False
        self.visits = 0


def _ranked(choices: Sequence[Choice], values: Sequence[float], width: int) -> list[Choice]:
    """The choices best value first (stable), cut to ``width`` (0: all)."""
    order = sorted(range(len(choices)), key=lambda i: -values[i])
    kept = [choices[i] for i in order]
    return kept[:width] if width > 0 else kept


def _seed(node: _Node, seat: Seat, choices: Sequence[Choice], values: Sequence[float], visits: int) -> None:
    """Start each choice's statistics as ``visits`` visits at its judged value
    (a prior), so a short search departs from the look-ahead only on evidence."""
    if visits <= 0:
        return
    for c, v in zip(choices, values):
        st = node.stats.setdefault((seat, c), [0, 0.0, 0])
        st[0] += visits
        st[1] += visits * v


def _select(node: _Node, seat: Seat, legal: list[Choice], rng: Rng, exploration: float) -> Choice | list[Choice]:
    """The choice UCB1 picks, or, while some are untried at a node without an
    order, the list of untried choices (the caller judges a few of them)."""
    ordered = node.order.get(seat)
    candidates = legal
    if ordered is not None:
        present = set(legal)
        candidates = [c for c in ordered if c in present] or legal
    fresh = []
    for c in candidates:
        st = node.stats.get((seat, c))
        if st is None:
            st = node.stats[(seat, c)] = [0, 0.0, 0]
        st[2] += 1
        if st[0] == 0:
            fresh.append(c)
    if fresh:
        # An ordered node tries its best-looking untried choice; otherwise the caller picks.
        return fresh[0] if ordered is not None else fresh
    best, best_ucb = candidates[0], -math.inf
    for c in candidates:
        n, total, avail = node.stats[(seat, c)]
        ucb = total / n + exploration * math.sqrt(math.log(avail) / n)
        if ucb > best_ucb:
            best, best_ucb = c, ucb
    return best


def _try_fresh(
    game: Game, state: Any, seat: Seat, fresh: list[Choice], rng: Rng, evaluate: Evaluate, settings: Settings
) -> Work:
    """Among untried choices, the best of ``fresh_sample`` sampled ones, one
    step on: new nodes then start from plausible moves, for the searching
    seat's own continuations and for its opponents alike."""
    if len(fresh) == 1 or settings.fresh_sample <= 1:
        return rng.choice(fresh)
    sample = rng.shuffled(fresh)[: settings.fresh_sample]
    judged = yield from step_values(game, state, seat, sample, evaluate)
    return sample[max(range(len(sample)), key=lambda i: judged[i][0])]


def _order_node(game: Game, node: _Node, state: Any, evaluate: Evaluate, settings: Settings, rng: Rng) -> Work:
    """Keep the ``tree_width`` best choices (one step on) of each acting seat
    with more, judging at most ``order_sample`` of them (sampled)."""
    node.ordered = True
    if settings.tree_width <= 0:
        return None
    for s in sorted(game.to_act(state)):
        if s in node.order:
            continue
        legal = game.legal(state, s)
        if len(legal) <= settings.tree_width:
            continue
        if len(legal) > settings.order_sample:
            legal = rng.shuffled(legal)[: settings.order_sample]
        judged = yield from step_values(game, state, s, legal, evaluate)
        values = [v for v, _ in judged]
        node.order[s] = _ranked(legal, values, settings.tree_width)
        _seed(node, s, legal, values, settings.prior_visits)
    return None


def think(game: Game, state: Any, seat: Seat, rng: Rng, settings: Settings, evaluate: Evaluate, ctl: Control) -> Work:
    """Decide for ``seat`` on the determinized ``state``; returns a Choice."""
    players = len(game.score(state))
    root = _Node()
    legal = game.legal(state, seat)
    values = yield from sequence_values(game, state, seat, legal, evaluate, settings, ctl, rng)
    ctl.values = dict(zip(legal, values))
    root.order[seat] = _ranked(legal, values, settings.tree_width)
    _seed(root, seat, legal, values, settings.prior_visits)
    fallback = root.order[seat][0]

    for iteration in range(settings.iterations):
        if ctl.stop:
            break
        world = state if iteration == 0 else game.determinize(state, seat, Rng(rng.next64()))
        node, path = root, []
        while not game.is_over(world):
            if node.visits > 0 and not node.ordered:
                yield from _order_node(game, node, world, evaluate, settings, rng)
            acting = sorted(game.to_act(world))
            picks = []
            for s in acting:
                pick = _select(node, s, game.legal(world, s), rng, settings.exploration)
                if isinstance(pick, list):
                    pick = yield from _try_fresh(game, world, s, pick, rng, evaluate, settings)
                picks.append((s, pick))
            joint = []
            for s, c in picks:
                if len(picks) > 1 and c not in game.legal(world, s):
                    c = rng.choice(game.legal(world, s))  # an earlier pick of this round changed what s may do
                world, _ = game.apply(world, s, c)
                joint.append((s, c))
                yield
            node.visits += 1
            key = tuple(joint)
            path.append((node, key))
            child = node.children.get(key)
            if child is None:
                node.children[key] = _Node()
                break
            node = child
        for _ in range(settings.rollout_depth):
            if game.is_over(world):
                break
            s = rng.choice(sorted(game.to_act(world)))
            world, _ = game.apply(world, s, rng.choice(game.legal(world, s)))
            yield
        result = [evaluate(world, s) for s in range(players)]
        for visited, key in path:
            for s, c in key:
                st = visited.stats.setdefault((s, c), [0, 0.0, 0])
                st[0] += 1
                st[1] += result[s]
        ctl.iterations = iteration + 1

    tried = [(root.stats[(seat, c)], c) for c in root.order[seat] if root.stats.get((seat, c), [0])[0] > 0]
    if not tried:
        return fallback
    return max(tried, key=lambda sc: (sc[0][0], sc[0][1] / sc[0][0]))[1]
