"""Vinci (Philippe Keyaerts): the rise and decline of civilisations in Europe.

Public names (the Game protocol of ARCHITECTURE.md):

- :data:`SPEC`: the declaration (3-6 seats; options ``mode`` standard/solo/duo,
  ``vp_target``, ``allow_negative_vp``, ``diplomacy_mode``,
  ``unlimited_forts``, ``agriculture_all``, and the virtual players'
  ``ai_start_vp``, ``ai_extra_tokens``, ``ai_prefer_real``, ``ai_formula``).
- :func:`new_game`, :func:`to_act`, :func:`legal`, :func:`apply`,
  :func:`is_over`, :func:`view`, :func:`determinize`, :func:`score`,
  :func:`ranking`, :func:`score_table`, :func:`describe`,
  :func:`choice_text`, :func:`refusal_text`, :func:`to_json`, :func:`from_json`,
  :func:`check_invariants`.
- :class:`State` (``game.vinci.state``); choices are
  :class:`game.core.Choice` values; errors :class:`IllegalMove`,
  :class:`SetupError`, :class:`SaveError`, :class:`ProtocolError`.

Modules (the layout of every game, docs/engines.md): ``spec`` (SPEC),
``state``, ``board`` (the map), ``topology`` (generated from the map drawing),
``tiles`` (the 26 tile kinds), ``rules`` (new_game, legal, apply),
``conquest`` (targets and costs), ``virtual`` (the solo/2-player virtual
players), ``scoring`` (and the score table), ``view``, ``text`` (it/en),
``serial`` (JSON), ``invariants``.
"""

from __future__ import annotations

from game.core import IllegalMove, ProtocolError, SaveError, SetupError

from .invariants import check_invariants
from .rules import apply, is_over, legal, new_game, to_act
from .scoring import ranking, score, score_table
from .serial import from_json, to_json
from .spec import SPEC
from .state import State
from .text import choice_text, describe, refusal_text
from .view import determinize, engine_seats, private_decision, view

__all__ = [
    "SPEC",
    "IllegalMove",
    "ProtocolError",
    "SaveError",
    "SetupError",
    "State",
    "apply",
    "check_invariants",
    "choice_text",
    "describe",
    "determinize",
    "engine_seats",
    "from_json",
    "is_over",
    "legal",
    "new_game",
    "private_decision",
    "ranking",
    "refusal_text",
    "score",
    "score_table",
    "to_act",
    "to_json",
    "view",
]
