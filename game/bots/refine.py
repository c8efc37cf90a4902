"""The hard level: medium's best choices, refined by playing out the replies.

Medium judges each choice by the state once the seat has finished the move
it starts; it never sees what the other seats do next.  Hard starts from
that same judgement, keeps the ``Settings.root_width`` best choices and
plays each of them out on determinizations (complete states the seat
cannot tell from what it sees): the seat finishes its move greedily, as
medium would, then every seat plays on with a cheap greedy policy (the best
of ``Settings.reply_sample`` sampled choices, one step on) until the seat
must decide again or ``Settings.reply_depth`` choices are made; the
evaluation scores the result.

The candidates are compared fairly: in each round every remaining one is
played on the same determinization with the same policy dice (common random
numbers), and after rounds 2, 4, 8, ... the weaker half is dropped
(sequential halving; medium's own pick always stays), so the budget goes
to the contenders.  Hard leaves medium's pick only for a finalist that beat
it over the same play-outs by more than ``Settings.switch_z`` standard
errors of the paired gains (plus ``Settings.switch_margin``): the
play-outs are noisy, and switching on noise makes hard weaker than medium.
A game whose plugin sets ``play_outs_break_ties`` lets a
finalist that medium judged exactly as good as its pick win on a positive
mean gain alone: medium's pick among equals is a coin flip, so following
the play-outs there costs nothing and gains what they see (Tigris: the
best 6-8 choices are often tied, every scoring tile being worth one VP).
A choice that wins the game outright is taken at once.

A game's tuning may set ``Settings.replies_modelled``: the replies are then
picked with the level's own judgement, reply model included, rather than the
plain one (Aztlán's expert: replies blind to the power of the cards never
answered the clashes a placement threatened).

Replies worth modelling (optional game hook): a game whose plugin has
``reply_candidates(state, seat, choices) -> list[Choice]`` narrows
what the play-out policy samples from to the choices that can matter (in
Tigris: the tiles that score or unite kingdoms, leaders that enter a
kingdom or start a revolt, catastrophes that hurt a leader, out of some 700
listed), so the few sampled replies are the real threats rather than
harmless drops.  It receives ``legal(state, seat)`` and returns a sublist
(empty: no opinion, every choice stays); every seat's policy picks use it,
the bot's own continuations included.  Without the hook every listed
choice is sampled.

A game's own rule (optional game hook, ``rule(state, seat, dice)``; Vinci: the
rulebook's virtual-player algorithm) serves two settings.  With
``Settings.rule_anchor`` the rule's pick takes the place of medium's as the
reference the challengers must beat (medium's best are the challengers); with
``Settings.rule_play_outs`` every seat plays the play-outs by the rule where it
has a pick, instead of the greedy policy.

Pointless choices (optional game hook): ``pointless(state, seat, choices)``
names choices the search leaves out at its root, because they lead back to
where the seat started (Europa: stopping an attack just begun, before any
battle), so the noise of the play-outs cannot make the bot go round in
circles.

Simultaneous (secret) decisions: the seats deciding at the same time as the
bot pick their choices on the state *before* its choice, so no simulated
opponent reacts to a secret it has not seen.

Every function here is a generator that yields once per ``apply``.
"""

from __future__ import annotations

import math
from typing import Any

from game.core.choice import Choice, find
from game.core.protocol import Game, Seat
from game.core.rng import Rng

from .evaluation import Evaluate, plugin_for, policy_for
from .lookahead import Control, Work, sequence_values
from .plugin import Candidates, Rule
from .settings import Settings

WON = 1.0  # the evaluation of a finished game the seat has won outright
FIRST_CUT = 4  # design value: rounds before the first halving (then 8, 16, ...), so one unlucky round drops nothing


def reply_candidates_for(game: Game) -> Candidates | None:
    """The game's ``reply_candidates`` hook (:class:`game.bots.plugin.BotPlugin`), if it has one."""
    return plugin_for(game).reply_candidates


def _policy_pick(
    game: Game,
    state: Any,
    seat: Seat,
    width: int,
    evaluate: Evaluate,
    rng: Rng,
    narrow: Candidates | None = None,
    rule: Rule | None = None,
) -> Work:
    """The best for ``seat`` of at most ``width`` sampled choices, one step on
    (shuffled even when all fit, so ties fall at random, not on the first
    listed); sampled among ``narrow``'s candidates when it names any.  With a
    ``rule``, its pick where it has one."""
    choices = game.legal(state, seat)
    if len(choices) == 1:
        return choices[0]
    if rule is not None:
        ruled = rule(state, seat, rng.next64())
        picked = find(choices, ruled) if ruled is not None else None
        if picked is not None:
            return picked
    if narrow is not None:
        choices = list(narrow(state, seat, choices)) or choices
    sample = rng.shuffled(choices)[:width]
    best, best_value = sample[0], -1.0
    for choice in sample:
        child, _ = game.apply(state, seat, choice)
        yield
        value = evaluate(child, seat)
        if value > best_value:
            best, best_value = choice, value
    return best


def _play_round(
    game: Game,
    state: Any,
    seat: Seat,
    settings: Settings,
    evaluate: Evaluate,
    rng: Rng,
    fixed: Choice | None,
    narrow: Candidates | None = None,
    policy: Evaluate | None = None,
    rule: Rule | None = None,
) -> Work:
    """Every acting seat picks on the same ``state`` (``seat`` plays ``fixed``
    if given), then the picks are applied in seat order; returns
    (new state, whether another seat acted).  ``seat`` picks with
    ``evaluate``, as it would decide; the others with ``policy`` (default:
    ``evaluate``); every seat by ``rule`` where it has a pick."""
    policy = policy or evaluate
    picks = []
    for s in sorted(game.to_act(state)):
        if s == seat and fixed is not None:
            picks.append((s, fixed))
            continue
        width = settings.sequence_width if s == seat else settings.reply_sample
        judge = evaluate if s == seat else policy
        pick = yield from _policy_pick(game, state, s, width, judge, rng, narrow, rule)
        picks.append((s, pick))
    others = False
    for s, choice in picks:
        if s not in game.to_act(state):
            continue
        if len(picks) > 1 and choice not in game.legal(state, s):
            # An earlier pick of this round changed what s may do.
            judge = evaluate if s == seat else policy
            choice = yield from _policy_pick(game, state, s, settings.reply_sample, judge, rng, narrow, rule)
        state, _ = game.apply(state, s, choice)
        yield
        others = others or s != seat
    return state, others


def play_out(
    game: Game,
    state: Any,
    seat: Seat,
    choice: Choice,
    settings: Settings,
    evaluate: Evaluate,
    rng: Rng,
    narrow: Candidates | None = None,
    policy: Evaluate | None = None,
    rule: Rule | None = None,
) -> Work:
    """The value for ``seat`` of ``choice`` on the determinization ``state``
    once the replies are played (see the module docstring); ``narrow`` is
    the game's ``reply_candidates`` hook or None; ``policy`` the evaluation
    the other seats' replies are picked with (default: ``evaluate``, which
    scores the end and picks the seat's own continuations: so the seat plays
    on in its play-outs as it would decide, and a choice it would not follow
    up does not look good on a follow-up it would not make); ``rule`` the game's
    rule every seat plays by where it has a pick (``Settings.rule_play_outs``)."""
    state, others = yield from _play_round(game, state, seat, settings, evaluate, rng, choice, narrow, policy, rule)
    steps = again = 0
    while steps < settings.reply_depth and not game.is_over(state):
        if others and seat in game.to_act(state):
            others = False  # the seat decides again: a round of replies is in
            again += 1
            if again == settings.reply_own:
                break
        state, acted = yield from _play_round(game, state, seat, settings, evaluate, rng, None, narrow, policy, rule)
        others = others or acted
        steps += 1
    return evaluate(state, seat)


def pointless_for(game: Game) -> Candidates | None:
    """The game's ``pointless`` hook, if it has one (module docstring)."""
    return plugin_for(game).pointless


def think(game: Game, state: Any, seat: Seat, rng: Rng, settings: Settings, evaluate: Evaluate, ctl: Control) -> Work:
    """Decide for ``seat`` on the determinized ``state``; returns a Choice."""
    legal = game.legal(state, seat)
    drop = pointless_for(game)
    if drop is not None:
        skipped = set(drop(state, seat, legal))
        legal = [c for c in legal if c not in skipped] or legal
    values = yield from sequence_values(game, state, seat, legal, evaluate, settings, ctl, rng)
    ctl.values = dict(zip(legal, values))
    # Equal values in a seeded random order, as medium breaks its ties.
    order = sorted(rng.shuffled(range(len(legal))), key=lambda i: -values[i])
    if values[order[0]] >= WON:
        ctl.reference = legal[order[0]]
        return legal[order[0]]
    rule = plugin_for(game).rule
    if settings.rule_anchor and rule is not None:
        ruled = rule(state, seat, rng.next64())
        anchor = find(legal, ruled) if ruled is not None else None
        if anchor is not None:
            # The rule's pick is the reference the play-outs must beat, medium's best the first challengers.
            ctl.anchor = anchor
            first = legal.index(anchor)
            order = [first, *(i for i in order if i != first)]
    ctl.reference = legal[order[0]]
    outs_rule = rule if settings.rule_play_outs else None
    alive = [legal[i] for i in order[: max(1, settings.root_width)]]
    judged = {legal[i]: values[i] for i in order[: len(alive)]}
    narrow = reply_candidates_for(game)
    policy = evaluate if settings.replies_modelled else policy_for(game, evaluate)
    rank = {c: i for i, c in enumerate(alive)}
    played: dict[Choice, list[float]] = {c: [] for c in alive}  # the value of each round, in order
    ctl.play_outs = played
    round_ = 0
    while len(alive) > 1 and not ctl.stop and ctl.iterations < settings.iterations:
        round_ += 1
        world = state if round_ == 1 else game.determinize(state, seat, Rng(rng.next64()))
        dice = rng.next64()
        for c in alive:
            if ctl.stop or ctl.iterations >= settings.iterations:
                break
            value = yield from play_out(game, world, seat, c, settings, evaluate, Rng(dice), narrow, policy, outs_rule)
            played[c].append(value)
            ctl.iterations += 1
        if round_ & (round_ - 1) == 0 and round_ >= FIRST_CUT and len(alive) > 2:
            # The reference (medium's pick, or the rule's) stays in; the weaker half of the others goes.
            rest = sorted(alive[1:], key=lambda c: (-_mean(played[c]), rank[c]))
            alive = [alive[0], *sorted(rest[: len(rest) // 2 or 1], key=lambda c: rank[c])]
    return final_pick(alive, played, judged, settings, play_outs_break_ties(game))


def play_outs_break_ties(game: Game) -> bool:
    """Whether the game's plugin sets ``play_outs_break_ties`` (module docstring)."""
    return plugin_for(game).play_outs_break_ties


def final_pick(
    alive: list[Choice],
    played: dict[Choice, list[float]],
    judged: dict[Choice, float],
    settings: Settings,
    ties_free: bool,
) -> Choice:
    """Medium's pick ``alive[0]`` unless a finalist's paired gain over it clears
    ``switch_margin`` by ``switch_z`` standard errors (by nothing, with
    ``ties_free``, for a finalist ``judged`` as good as medium's pick).

    >>> a, b = Choice("a"), Choice("b")
    >>> played = {a: [0.5, 0.5, 0.5, 0.5], b: [0.8, 0.4, 0.7, 0.3]}
    >>> hard = Settings.for_level("hard")
    >>> final_pick([a, b], played, {a: 0.6, b: 0.6}, hard, False).kind
    'a'
    >>> final_pick([a, b], played, {a: 0.6, b: 0.6}, hard, True).kind
    'b'
    >>> final_pick([a, b], played, {a: 0.6, b: 0.59}, hard, True).kind
    'a'
    """
    reference = alive[0]
    best, best_bound = reference, settings.switch_margin
    for c in alive[1:]:
        tied = ties_free and judged[c] >= judged[reference]
        bound = _gain_bound(played[c], played[reference], 0.0 if tied else settings.switch_z)
        if bound > best_bound:
            best, best_bound = c, bound
    return best


def _mean(values: list[float]) -> float:
    return sum(values) / len(values) if values else 0.0


def _gain_bound(mine: list[float], reference: list[float], z: float) -> float:
    """A cautious estimate of how much better a choice did than the reference
    over the rounds both played (paired: same determinization, same dice):
    the mean gain less ``z`` standard errors; -inf with fewer than two rounds.

    >>> _gain_bound([0.6, 0.7, 0.8], [0.5, 0.6, 0.7], 1.0) > 0.09
    True
    >>> _gain_bound([0.9, 0.1], [0.5, 0.5], 1.0) < 0
    True
    """
    n = min(len(mine), len(reference))
    if n < 2:
        return -math.inf
    gains = [mine[i] - reference[i] for i in range(n)]
    mean = sum(gains) / n
    var = sum((g - mean) ** 2 for g in gains) / (n - 1)
    return mean - z * math.sqrt(var / n)
