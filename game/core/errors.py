"""The errors every engine raises.

All of them subclass :class:`ValueError`, as python-chess does, so a caller
that only wants "bad input" can catch that.  Messages say what was tried and
why it was refused, in English, for logs and tests.  An :class:`IllegalMove`
also carries a refusal ``key`` and its ``params``, which the game's text
catalog says in a player's words (``refusal_text``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any


class TavoliereError(ValueError):
    """Base class of every error an engine raises on bad input."""


class IllegalMove(TavoliereError):
    """A choice that is not among the legal choices of the seat right now.

    The state the choice was applied to is left unchanged.  ``key`` names the
    reason in the game's refusal catalog (``"not_listed"`` when the engine has
    nothing more to say than that the choice is not among the legal ones) and
    ``params`` fills its template (seat ids, region ids, as in events).

    >>> e = IllegalMove("seat 0: tile black E1 is on the river", "land_tile", {"square": "E1"})
    >>> str(e), e.key, e.params
    ('seat 0: tile black E1 is on the river', 'land_tile', {'square': 'E1'})
    """

    def __init__(self, message: str, key: str = "not_listed", params: Mapping[str, Any] | None = None) -> None:
        super().__init__(message)
        self.key = key
        self.params: dict[str, Any] = dict(params or {})


class SetupError(TavoliereError):
    """A new game was asked for with a bad player count or bad options."""


class SaveError(TavoliereError):
    """Serialised data (a state, a record or a save) is malformed,
    truncated, from an unknown version, or inconsistent."""
