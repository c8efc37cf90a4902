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

from game.core import IllegalMove as IllegalMove
from game.core import ProtocolError as ProtocolError
from game.core import SaveError as SaveError
from game.core import SetupError as SetupError

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
