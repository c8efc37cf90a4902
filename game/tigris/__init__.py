"""Tigris & Euphrates (Reiner Knizia) on the Game protocol.

Public names:

- ``SPEC``: the game's declaration (2-4 players; options ``board``,
  ``english``, ``buildings``, ``ziggurat``, ``open_scoring``).
- The protocol functions: ``new_game``, ``to_act``, ``legal``, ``apply``,
  ``view``, ``determinize``, ``is_over``, ``score``, ``ranking``,
  ``score_table``, ``describe``, ``choice_text``, ``refusal_text``, ``to_json``,
  ``from_json``, ``check_invariants``.
- ``State``, ``Conflict`` (the state types), ``Board``, ``STANDARD``,
  ``ADVANCED`` (the board sides), ``IllegalMove``, ``SetupError``,
  ``SaveError``, ``ProtocolError`` (the errors).

Modules (the layout of every game, docs/engines.md): ``spec`` (SPEC),
``state``, ``board`` (grid data), ``pieces`` (constants), ``rules``
(new_game, to_act, legal, apply), ``scoring`` (and the score table),
``view`` (view, determinize; the view schema), ``text`` (it/en),
``serial`` (JSON), ``invariants``.
"""

from __future__ import annotations

from game.core import IllegalMove, ProtocolError, SaveError, SetupError

from .board import ADVANCED, STANDARD, Board
from .invariants import check_invariants
from .rules import apply, is_over, legal, new_game, to_act
from .scoring import ranking, score, score_table
from .serial import from_json, to_json
from .spec import SPEC
from .state import Conflict, State
from .text import choice_text, describe, refusal_text
from .view import determinize, engine_seats, private_decision, view

__all__ = [
    "ADVANCED",
    "SPEC",
    "STANDARD",
    "Board",
    "Conflict",
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
