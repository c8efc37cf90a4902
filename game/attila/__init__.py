"""Attila (Karl-Heinz Schmiel): the migrations of the Germanic tribes, for 2 to 5 players.

Public names (the Game protocol of game.core.protocol):

- ``SPEC``: the GameSpec (options: ``influence_last``, ``end_turn``,
  ``stuck_discard``, ``tie_break``, ``random_start``).
- ``new_game``, ``to_act``, ``legal``, ``apply``, ``is_over``: the rules
  (game.attila.rules).
- ``view``, ``determinize``: what a seat sees (schema in game.attila.view).
- ``score``, ``ranking``, ``score_table``: results (game.attila.scoring).
- ``describe``, ``choice_text``, ``refusal_text``: Italian and English texts (game.attila.text).
- ``to_json``, ``from_json``: saves (game.attila.serial).
- ``check_invariants``: the game's own invariants, for the fuzzer.
- ``State``: the state type; ``IllegalMove``, ``SetupError``, ``SaveError``,
  ``ProtocolError``.

The map is data in game.attila.board; docs/attila.md describes the rules
implemented, the options, the design values and the gaps settled.

>>> s = new_game(2, None, 1)
>>> sorted(to_act(s)) == [s.active]
True
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
