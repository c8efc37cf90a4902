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
