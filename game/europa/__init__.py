"""Europa: the 1987 Editrice Giochi game of attack and conquest, for 3 to 6 players.

Public names (the Game protocol of ``game.core.protocol``):

- ``SPEC``: the :class:`~game.core.GameSpec` (options: ``all_independents``,
  ``bulk_starts_with_first_player``, ``auto_defend_max``, ``max_rounds``).
- ``new_game``, ``to_act``, ``legal``, ``apply``, ``view``, ``determinize``,
  ``is_over``, ``score``, ``ranking``, ``score_table``, ``describe``,
  ``choice_text``, ``refusal_text``, ``to_json``, ``from_json``, ``check_invariants``.
- ``State`` (``game.europa.state``), ``Choice``, ``IllegalMove``, ``SetupError``,
  ``SaveError``, ``ProtocolError``.

Modules: ``board`` (the map as data), ``state`` (the state and the rule numbers),
``rules`` (setup, legal, apply), ``dice`` (one battle), ``scoring``
(supplementary armies, victory, ranking), ``view`` (view and determinize; the
view schema is documented there), ``text`` (it/en strings), ``serial`` (JSON),
``invariants``.

>>> s = new_game(4, None, 7)
>>> sorted(to_act(s)) == [s.order[0]]
True
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.core import Choice, IllegalMove, ProtocolError, SaveError, SetupError
from game.core.contract import check_move, check_seat, own_state

from . import rules as _rules
from . import scoring as _scoring
from .invariants import check_invariants
from .serial import from_json, to_json
from .spec import SPEC
from .state import OVER, State
from .text import choice_text, describe, refusal_text
from .view import determinize, private_decision, view


def new_game(players: int, options: Mapping[str, Any] | None = None, seed: int = 0) -> State:
    """The set-up state for ``players`` (3..6); raises SetupError on a bad count or option."""
    opts = SPEC.check_setup(players, options)
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise SetupError(f"europa: seed must be an int, not {seed!r}")
    return _rules.new_game(players, opts, seed)


def to_act(state: State) -> frozenset[int]:
    """The seats that must decide now (several only while choosing hidden armies)."""
    own_state(state, State, SPEC.name)
    return _rules.to_act(state)


def legal(state: State, seat: int) -> list[Choice]:
    """The choices open to ``seat``, in a stable order; empty if it is not to act."""
    check_seat(seat, own_state(state, State, SPEC.name).players)
    return _rules.legal(state, seat)


def apply(state: State, seat: int, choice: Choice) -> tuple[State, list[dict[str, Any]]]:
    """Play ``choice``; raises IllegalMove (state untouched) unless ``legal`` lists it."""
    check_move(seat, choice, own_state(state, State, SPEC.name).players)
    return _rules.apply(state, seat, choice)


def is_over(state: State) -> bool:
    return state.phase == OVER


def score(state: State) -> list[int]:
    """Territories held by each seat."""
    return _scoring.score(state)


def ranking(state: State) -> list[int]:
    """Places, winner first (spec A-35)."""
    return _scoring.ranking(state)


def score_table(state: State, lang: str) -> dict[str, Any]:
    return _scoring.score_table(state, lang)


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
