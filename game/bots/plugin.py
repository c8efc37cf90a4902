"""What a game gives its bots: one :class:`BotPlugin`, declared, never guessed.

A game's bot knowledge lives in ``game/bots/eval_<game>.py``, which ends with
``PLUGIN = BotPlugin(...)`` naming the hooks it has; :data:`PLUGINS` lists those
modules by game name.  The levels ask :func:`game.bots.evaluation.plugin_for`
and read its fields; a game without a plugin gets the protocol-only judgement
(places once over, score margin before), so any game the registry loads has bots.

Every hook is pure and decides from the state it is given (a determinization of
what the seat sees: see ``Thinking``), so a hook cannot make a bot cheat.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from game.core.choice import Choice
from game.core.protocol import Game, Seat

Evaluate = Callable[[Any, Seat], float]
#: ``(state, seat, choices) -> choices``: a subset of ``choices`` (see the fields that use it).
Candidates = Callable[[Any, Seat, Sequence[Choice]], Sequence[Choice]]
#: ``(state, seat, dice) -> choice or None``: a game's own quick rule for the seat's decision.
Rule = Callable[[Any, Seat, int], Choice | None]


class LeadTerms(Protocol):
    """``(state, seat, replies, rival) -> {term: lead}``: the seat's lead per term over
    ``rival``, by default the best other seat (:func:`game.bots.evaluation.lead_by_term`)."""

    def __call__(self, state: Any, seat: Seat, replies: bool = ..., rival: Seat | None = None) -> dict[str, float]: ...


#: The levels that judge positions with a game's reply model when it has one.
REPLY_LEVELS: tuple[str, ...] = ("hard", "expert")
#: The levels that search (average values over play-outs): they judge with a game's
#: ``search_evaluate`` when it has one and no reply model applies.
SEARCH_LEVELS: tuple[str, ...] = ("hard", "expert")

#: The module holding each game's ``PLUGIN`` (a game missing here gets :func:`default_plugin`).
PLUGINS: dict[str, str] = {
    "tigris": "game.bots.eval_tigris",
    "attila": "game.bots.eval_attila",
    "aztlan": "game.bots.eval_aztlan",
    "vinci": "game.bots.eval_vinci",
    "europa": "game.bots.eval_europa",
}


@dataclass(frozen=True)
class BotPlugin:
    """A game's hooks for the bot levels; only ``evaluate`` is required.

    - ``evaluate(state, seat) -> float`` in [0, 1]: 1 the seat has surely won, 0 surely lost,
      0.5 an even game (the search averages these values).
    - ``tuning``: overrides of :class:`game.bots.settings.Settings` fields for this game; an
      entry ``"expert": {...}`` overrides expert's alone.
    - ``reply_evaluate``: the same judgement with a model of the other seats' replies built
      from the game's structure; the levels in ``reply_levels`` judge with it (a game whose
      hard meets its targets without the model keeps it for expert).
    - ``expert_evaluate`` and ``expert_lead_terms``: expert's own judgement and its terms,
      where expert should weigh the board otherwise than hard (Aztlán: the scorings of the
      eras to come, at three seats); expert judges with them in place of ``reply_evaluate`` and
      ``lead_terms``, and its play-outs' replies are picked with ``evaluate`` all the same.
    - ``search_evaluate``: the judgement the searching levels (``SEARCH_LEVELS``) average
      over their play-outs where no reply model applies, when it should differ from
      ``evaluate`` (Attila: the places a seat is expected to take, see
      :func:`game.bots.evaluation.places_value`, where ``evaluate`` weighs its lead over the
      best other seat).
    - ``terms`` (term -> (Italian, English) description) and ``lead_terms``: the evaluation's
      terms, which the explanation of a choice ("why?") compares (:mod:`game.bots.explain`).
    - ``reply_candidates``: the choices worth sampling for a reply in a play-out (None: all).
    - ``pointless``: choices a bot never considers (a move that only wastes a turn).
    - ``play_outs_break_ties``: hard's play-outs decide among medium's tied best choices.
    - ``rule``: the game's own quick rule for a seat's decision, its dice drawn from the given
      seed (Vinci: the rulebook's virtual-player algorithm, as strong as hard at microseconds a
      decision); None where it has no rule.  Expert starts from its pick and plays its play-outs
      with it when its settings ask (``rule_anchor``, ``rule_play_outs``).
    - ``extra_levels``: the game's own levels (Vinci's rulebook virtual players), level name ->
      thinker with the signature of :func:`game.bots.refine.think`.
    """

    evaluate: Evaluate
    tuning: Mapping[str, Any] = field(default_factory=dict)
    reply_evaluate: Evaluate | None = None
    reply_levels: tuple[str, ...] = REPLY_LEVELS
    expert_evaluate: Evaluate | None = None
    expert_lead_terms: LeadTerms | None = None
    search_evaluate: Evaluate | None = None
    terms: Mapping[str, tuple[str, str]] = field(default_factory=dict)
    lead_terms: LeadTerms | None = None
    reply_candidates: Candidates | None = None
    pointless: Candidates | None = None
    play_outs_break_ties: bool = False
    extra_levels: Mapping[str, Callable[..., Any]] = field(default_factory=dict)
    rule: Rule | None = None


_REGISTERED: dict[str, BotPlugin] = {}


def declared_plugin(game: Game) -> BotPlugin | None:
    """The game's plugin: one given to :func:`register`, else its module's ``PLUGIN``, else
    None (no plugin: see :func:`game.bots.evaluation.plugin_for`)."""
    name = game.SPEC.name
    if name in _REGISTERED:
        return _REGISTERED[name]
    if name not in PLUGINS:
        return None
    plugin = importlib.import_module(PLUGINS[name]).PLUGIN
    if not isinstance(plugin, BotPlugin):
        raise TypeError(f"{PLUGINS[name]}.PLUGIN is not a BotPlugin")
    return plugin


def register(name: str, plugin: BotPlugin) -> None:
    """Use ``plugin`` for the game called ``name`` (tests, games outside game/)."""
    _REGISTERED[name] = plugin


def unregister(name: str) -> None:
    """Forget a plugin given to :func:`register`."""
    _REGISTERED.pop(name, None)
