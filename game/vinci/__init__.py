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

Modules: ``board`` (the map), ``topology`` (generated from the map drawing),
``tiles`` (the 26 tile kinds), ``state``, ``rules`` (legal/apply),
``scoring``, ``virtual`` (the solo/2-player virtual players), ``view``,
``text`` (it/en), ``serial`` (JSON), ``invariants``.
"""

from __future__ import annotations

from typing import Any

from game.core import IllegalMove, ProtocolError, SaveError, SetupError

from .invariants import check_invariants
from .rules import SPEC, apply, is_over, legal, new_game, provinces, to_act
from .serial import from_json, to_json
from .state import State
from .text import END_NOTES, choice_text, describe, refusal_text
from .view import determinize, private_decision, view


def score(state: State) -> list[int]:
    """Each seat's victory points."""
    return [p.score for p in state.seats]


def ranking(state: State) -> list[int]:
    """Places by score; the rulebook has no tie-break, so ties share a place (REC-A33)."""
    scores = score(state)
    return [1 + sum(other > mine for other in scores) for mine in scores]


def score_table(state: State, lang: str) -> dict[str, Any]:
    """The end screen: score, place, and what each seat holds on the map."""
    it = lang == "it"
    headers = (
        ["Punti Vittoria", "Posizione", "Province attive", "Province in declino"]
        if it
        else ["Victory points", "Place", "Active provinces", "Declined provinces"]
    )
    places = ranking(state)
    rows = [
        [p.score, places[s], len(provinces(state, s)), len(provinces(state, s, True))]
        for s, p in enumerate(state.seats)
    ]
    lang = "it" if it else "en"
    notes = [END_NOTES["target"][lang].format(target=state.target)]
    scores = score(state)
    if len(set(scores)) < len(scores):
        notes.append(END_NOTES["tie"][lang])
    return {"headers": headers, "rows": rows, "notes": notes}


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
