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

Modules: ``board`` (map data), ``cards`` (card data and per-era numbers),
``state``, ``rules`` (legal/apply), ``scoring``, ``view`` (view and
determinize; its docstring is the view schema), ``text`` (it/en), ``serial``
(JSON and invariants).
"""

from ..core.errors import IllegalMove, ProtocolError, SaveError, SetupError
from .rules import SPEC, apply, is_over, legal, new_game, ranking, score, to_act
from .serial import check_invariants, from_json, to_json
from .state import State
from .text import choice_text, describe, refusal_text, score_table
from .view import determinize, private_decision, view

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
