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

from game.core.errors import IllegalMove as IllegalMove
from game.core.errors import ProtocolError as ProtocolError
from game.core.errors import SaveError as SaveError
from game.core.errors import SetupError as SetupError

from .invariants import check_invariants as check_invariants
from .rules import apply as apply
from .rules import is_over as is_over
from .rules import legal as legal
from .rules import new_game as new_game
from .rules import to_act as to_act
from .scoring import ranking as ranking
from .scoring import score as score
from .scoring import score_table as score_table
from .serial import from_json as from_json
from .serial import to_json as to_json
from .spec import SPEC as SPEC
from .state import State as State
from .text import choice_text as choice_text
from .text import describe as describe
from .text import refusal_text as refusal_text
from .view import determinize as determinize
from .view import engine_seats as engine_seats
from .view import private_decision as private_decision
from .view import view as view
