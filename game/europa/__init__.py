"""Europa: the 1987 Editrice Giochi game of attack and conquest, for 3 to 6 players.

Public names (the Game protocol of ``game.core.protocol``):

- ``SPEC``: the :class:`~game.core.GameSpec` (options: ``all_independents``,
  ``bulk_starts_with_first_player``, ``auto_defend_max``, ``max_rounds``).
- ``new_game``, ``to_act``, ``legal``, ``apply``, ``view``, ``determinize``,
  ``is_over``, ``score``, ``ranking``, ``score_table``, ``describe``,
  ``choice_text``, ``refusal_text``, ``to_json``, ``from_json``, ``check_invariants``.
- ``State`` (``game.europa.state``), ``Choice``, ``IllegalMove``, ``SetupError``,
  ``SaveError``, ``ProtocolError``.

Modules (the layout of every game, docs/engines.md): ``spec`` (SPEC),
``state`` (the state and the rule numbers), ``board`` (the map as data),
``rules`` (setup, legal, apply), ``dice`` (one battle and its odds),
``scoring`` (supplementary armies, victory, ranking, the score table), ``view``
(view and determinize; the view schema is documented there), ``text`` (it/en
strings), ``serial`` (JSON), ``invariants``.

>>> s = new_game(4, None, 7)
>>> sorted(to_act(s)) == [s.order[0]]
True
"""

from __future__ import annotations

from game.core import Choice, IllegalMove, ProtocolError, SaveError, SetupError

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
    "Choice",
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
