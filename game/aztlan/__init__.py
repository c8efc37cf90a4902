"""Aztlán (Leo Colovini): the rule engine on the Game protocol.

Public names:

- ``SPEC``: the game's declaration (2..4 players; options
  ``sacred_games_one_card``, ``canoes_whole_lake``, ``offerings_cap_25``).
- Protocol functions: ``new_game``, ``to_act``, ``legal``, ``apply``,
  ``view``, ``determinize``, ``is_over``, ``score``, ``ranking``,
  ``score_table``, ``describe``, ``choice_text``, ``refusal_text``, ``to_json``,
  ``from_json``, ``check_invariants``.
- ``State`` (``game.aztlan.state``): the plain-data position.
- ``IllegalMove``, ``SetupError``, ``SaveError``, ``ProtocolError``: the errors raised.

Modules (the layout of every game, docs/engines.md): ``spec`` (SPEC),
``state``, ``board`` (map data), ``cards`` (card data and per-era numbers),
``rules`` (new_game, legal, apply), ``scoring`` (and the score table),
``view`` (view and determinize; its docstring is the view schema), ``text``
(it/en), ``serial`` (JSON), ``invariants``.
"""

from __future__ import annotations

from game.core.errors import IllegalMove, ProtocolError, SaveError, SetupError

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
