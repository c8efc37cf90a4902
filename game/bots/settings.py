"""How long and how widely each bot level thinks.

Every number here is a design value (no rulebook speaks of bots).  A game
tunes its bots by exporting ``TUNING`` (a mapping of :class:`Settings`
field names to values) from ``game/bots/eval_<game>.py``; an entry named
after a level (``"expert": {...}``) holds overrides for that level alone,
applied after the others.  An entry ``"at_seats": {players: tuning}`` holds
a tuning of the same shape for one table size, applied over the rest when
the bot plays at that many seats.

Budgets come in two modes.  The deterministic mode (``seconds=None``) stops
on counts only, so the same seed gives the same decision on any machine:
tests and the arena use it.  The browser mode adds a thinking-time limit
(:func:`browser_seconds`) and a high iteration cap.

>>> Settings.for_level("hard").iterations
48
>>> Settings.for_level("expert").iterations > Settings.for_level("hard").iterations
True
>>> Settings.for_level("expert", tuning={"root_width": 5, "expert": {"root_width": 9}}).root_width
9
>>> Settings.for_level("hard", seconds=2.0).seconds
2.0
>>> at_four = {"root_width": 5, "at_seats": {4: {"root_width": 7}}}
>>> [Settings.for_level("hard", tuning=at_four, players=n).root_width for n in (3, 4)]
[5, 7]
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields, replace
from typing import Any

from game.core.errors import SetupError

#: The levels a lobby offers for every game, weakest first.
LEVELS: tuple[str, ...] = ("easy", "medium", "hard", "expert")

BROWSER_DECISION_SECONDS = 2.0  # issue 17: a hard decision takes at most 2 s in the browser, wall time
BROWSER_TURN_SECONDS = 4.0  # issue 17: a bot's whole turn (its run of decisions) at most 4 s, wall time
BROWSER_SPARE = 0.5  # design value: what a decision spends besides thinking (the state's trip to the
# bots' worker and back, the unit of work that crosses the clock), measured at 0.05-0.55 s on a busy 2-core machine
BROWSER_SECONDS = BROWSER_DECISION_SECONDS - BROWSER_SPARE  # the thinking time of a decision
BROWSER_FLOOR = 0.25  # design value: the least a decision thinks late in a long turn, so it still judges its choices
BROWSER_ITERATIONS = 100_000  # design value: in the browser the clock, not this cap, ends the search

HARD_ITERATIONS = 48  # design value: hard's play-outs per decision in the deterministic mode (tests, arena)
EXPLORATION = 0.7  # design value: UCB1 exploration constant for values in [0, 1]
ROLLOUT_DEPTH = 6  # design value: random choices played past a new leaf before evaluating
TREE_WIDTH = 10  # design value: choices a tree node keeps, best first by a one-step evaluation
FRESH_SAMPLE = 4  # design value: untried choices a new node judges one step on before trying the best
PRIOR_VISITS = 4  # design value: visits the look-ahead's judgement of a choice is worth in the tree
ORDER_SAMPLE = 48  # design value: choices a wide tree node judges (sampled) to pick the ones it keeps
SEQUENCE_NODES = 300  # design value: states medium may expand to search a multi-step move exhaustively
SEQUENCE_DEPTH = 8  # design value: longest decision sequence of one seat that is searched to its end
SEQUENCE_CHOICES = 12  # design value: unfinished moves medium plays on greedily, best-looking first
SEQUENCE_WIDTH = 24  # design value: choices judged (sampled) at each greedy step of a move's continuation
ROOT_WIDTH = 6  # design value: medium's best choices hard plays out against the replies
REPLY_SAMPLE = 8  # design value: choices the play-out policy judges (sampled) for each reply
REPLY_DEPTH = 8  # design value: most choices played after the bot's move before it is judged
SWITCH_MARGIN = 0.0  # design value: how much better (mean value) the play-outs must find a choice than medium's
SWITCH_Z = 1.0  # design value: standard errors of that gain required on top, so hard does not switch on noise
REPLY_OWN = 2  # design value: a play-out ends when the bot is to decide this many times more (0: reply_depth only)
EXPERT_ITERATIONS = 128  # design value: expert's play-outs per decision in the deterministic mode
EXPERT_ROOT_WIDTH = 8  # design value: expert plays out more of its best-looking choices
EXPERT_REPLY_SAMPLE = 12  # design value: expert's replies are the best of more sampled choices
CHANCE_SAMPLES = 1  # design value: throws a look-ahead judges a thrown choice over (a game's tuning raises it)
EASY_TOLERANCE = 0.0  # design value: how far easy lets its evaluation drop before avoiding a choice
EASY_WIDTH = 40  # design value: easy judges at most this many choices (sampled), so it stays quick

AT_SEATS = "at_seats"  # the tuning's entry holding a tuning for one table size (module docstring)


@dataclass(frozen=True)
class Settings:
    """The parameters of one bot.

    ``iterations``: hard's play-out cap (for the ``ismcts`` comparison level,
    its iteration cap).  ``seconds``: thinking-time limit (None:
    deterministic).  ``root_width``, ``reply_sample``, ``reply_depth``,
    ``reply_own``, ``switch_margin``, ``switch_z``: hard's play-outs (see
    :mod:`game.bots.refine`).  ``exploration``, ``rollout_depth``,
    ``tree_width``, ``order_sample``, ``prior_visits`` and ``fresh_sample``:
    the ``ismcts`` level's search shape (``tree_width`` 0 keeps every
    choice).  ``sequence_nodes``, ``sequence_depth``, ``sequence_choices``,
    ``sequence_width``: how medium (and hard's starting judgement) completes
    a multi-step move (see :func:`game.bots.lookahead.sequence_values`).
    ``easy_tolerance``, ``easy_width``: easy's filter.  ``follow_plan``: play the
    next step of the move the last decision searched, while the game goes as
    foreseen, instead of thinking afresh (see :mod:`game.bots.plan`): a game's
    tuning (Vinci), or the browser late in a long turn.  ``chance_kinds``: the kinds of
    choice whose outcome is thrown, comma-separated (a game's tuning; every field is a plain
    value, as the settings cross to the bots' worker in JSON), which the look-ahead judges
    over ``chance_samples`` throws (see :class:`game.bots.lookahead.Draws`).
    ``replies_modelled``: a play-out's replies are picked with the level's own judgement,
    its reply model included, not the plain one (a game's tuning: Aztlán's expert, whose
    replies otherwise never saw the clashes a placement threatened).
    ``rule_anchor``: the search starts from the pick of the game's own rule (its plugin's
    ``rule``) rather than medium's, and leaves it only on the play-outs' evidence;
    ``rule_play_outs``: every seat plays on in the play-outs by that rule (a game's tuning:
    Vinci's expert, whose rulebook algorithm plays as well as hard in microseconds).
    """

    level: str = "hard"
    iterations: int = HARD_ITERATIONS
    seconds: float | None = None
    exploration: float = EXPLORATION
    rollout_depth: int = ROLLOUT_DEPTH
    tree_width: int = TREE_WIDTH
    order_sample: int = ORDER_SAMPLE
    prior_visits: int = PRIOR_VISITS
    fresh_sample: int = FRESH_SAMPLE
    sequence_nodes: int = SEQUENCE_NODES
    sequence_depth: int = SEQUENCE_DEPTH
    sequence_choices: int = SEQUENCE_CHOICES
    sequence_width: int = SEQUENCE_WIDTH
    root_width: int = ROOT_WIDTH
    reply_sample: int = REPLY_SAMPLE
    reply_depth: int = REPLY_DEPTH
    reply_own: int = REPLY_OWN
    switch_margin: float = SWITCH_MARGIN
    switch_z: float = SWITCH_Z
    easy_tolerance: float = EASY_TOLERANCE
    easy_width: int = EASY_WIDTH
    follow_plan: bool = False
    chance_kinds: str = ""
    chance_samples: int = CHANCE_SAMPLES
    replies_modelled: bool = False
    rule_anchor: bool = False
    rule_play_outs: bool = False

    @classmethod
    def for_level(
        cls,
        level: str,
        *,
        seconds: float | None = None,
        iterations: int | None = None,
        tuning: Mapping[str, Any] | None = None,
        players: int | None = None,
    ) -> Settings:
        """The settings of ``level`` with a game's ``tuning`` (its ``at_seats`` entry for
        ``players``, if given) and the given budget applied.

        Raises SetupError for an unknown level or tuning field (at any table size).
        """
        if level not in LEVELS:
            raise SetupError(f"unknown bot level {level!r}; the levels are {', '.join(LEVELS)}")
        tuning = tuning or {}
        by_seats = dict(tuning.get(AT_SEATS) or {})
        layers = [tuning, *by_seats.values()]
        unknown = sorted(set().union(*map(_fields_named, layers)) - {f.name for f in fields(cls)})
        if unknown:
            raise SetupError(f"unknown bot tuning field(s) {unknown}")
        shared: dict[str, Any] = {}
        own: dict[str, Any] = {}
        # The table size's word comes after the game's, field by field.
        for layer in (tuning, by_seats.get(players) or {}):
            shared.update({k: v for k, v in layer.items() if k not in _ENTRIES})
            own.update(layer.get(level) or {})
        # The game's shape first, then what sets this level apart, then the game's word on this level.
        settings = replace(cls(level=level), **{**shared, **_LEVEL_DEFAULTS.get(level, {}), **own})
        if seconds is not None:
            settings = replace(settings, seconds=seconds)
        if iterations is not None:
            settings = replace(settings, iterations=iterations)
        return settings

    @classmethod
    def browser(
        cls, level: str, tuning: Mapping[str, Any] | None = None, turn_spent: float = 0.0, players: int | None = None
    ) -> Settings:
        """The settings in the browser, ``turn_spent`` seconds into the bot's turn: hard and expert
        think until :func:`browser_seconds`, the clock and not the iteration cap ending their search;
        once that is down to ``BROWSER_FLOOR`` every game's bots follow their plans.

        >>> Settings.browser("hard").follow_plan, Settings.browser("hard", turn_spent=3.3).follow_plan
        (False, True)
        """
        seconds = browser_seconds(turn_spent)
        if level in ("hard", "expert"):
            settings = cls.for_level(
                level, seconds=seconds, iterations=BROWSER_ITERATIONS, tuning=tuning, players=players
            )
        else:
            settings = cls.for_level(level, seconds=seconds, tuning=tuning, players=players)
        if seconds <= BROWSER_FLOOR:
            # Out of time for this turn: the move the seat searched earlier in it beats a search
            # cut at the floor (a floor-long hard decision is about medium's judgement alone).
            settings = replace(settings, follow_plan=True)
        return settings


def browser_seconds(turn_spent: float = 0.0) -> float:
    """How long a decision may think in the browser, ``turn_spent`` seconds (wall time) into its
    seat's turn: ``BROWSER_SECONDS`` at the turn's start, later at most half of what is left of
    ``BROWSER_TURN_SECONDS`` (a turn may hold more decisions that must think: in Vinci each new
    plan, :mod:`game.bots.plan`), never under ``BROWSER_FLOOR``.

    >>> browser_seconds(0.0), browser_seconds(1.5), browser_seconds(2.5), browser_seconds(9.0)
    (1.5, 1.0, 0.5, 0.25)
    """
    left = BROWSER_TURN_SECONDS - BROWSER_SPARE - turn_spent
    share = left if turn_spent <= 0 else left / 2
    return max(BROWSER_FLOOR, min(BROWSER_SECONDS, share))


#: A tuning's entries that are not fields: the levels' own, and the table sizes'.
_ENTRIES = frozenset({*LEVELS, AT_SEATS})


def _fields_named(tuning: Mapping[str, Any]) -> set[str]:
    """The fields one tuning layer sets, shared or for a level."""
    return {k for k in tuning if k not in _ENTRIES} | {k for level in LEVELS for k in tuning.get(level) or {}}


#: What sets a level apart from the defaults, over a game's shared tuning.
_LEVEL_DEFAULTS: dict[str, dict[str, Any]] = {
    "expert": {
        "iterations": EXPERT_ITERATIONS,
        "root_width": EXPERT_ROOT_WIDTH,
        "reply_sample": EXPERT_REPLY_SAMPLE,
    },
}
