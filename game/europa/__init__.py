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

from game.core import Choice as Choice
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
