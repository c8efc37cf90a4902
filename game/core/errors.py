"""The errors every engine raises.

All of them subclass :class:`ValueError`, as python-chess does, so a caller
that only wants "bad input" can catch that.  Messages say what was tried and
why it was refused, in English, for logs and tests.  An :class:`IllegalMove`
also carries a refusal ``key`` and its ``params``, which the game's text
catalog says in a player's words (``refusal_text``).
"""

from __future__ import annotations

import reprlib
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


class ProtocolError(TavoliereError):
    """A protocol function was called outside its contract: a seat the game
    does not have, or a state of another game (or no state at all)."""


# Bad input may be nested thousands of levels deep or megabytes long: a
# message quotes a bounded picture of it, never the whole (plain repr would
# raise RecursionError, or put a whole save in front of a player).
class _Quote(reprlib.Repr):
    def repr_int(self, x: int, level: int) -> str:
        try:
            return super().repr_int(x, level)
        except ValueError:  # past the interpreter's limit on int digits
            return f"<an int of {x.bit_length()} bits>"


_QUOTE = _Quote()
_QUOTE.maxlevel = 3
_QUOTE.maxstring = 60
_QUOTE.maxother = 60
_QUOTE.maxlong = 40
_QUOTE.maxlist = _QUOTE.maxtuple = _QUOTE.maxdict = _QUOTE.maxset = 8


def quote(value: Any) -> str:
    """``repr(value)`` cut to a readable size, safe on any input (for messages).

    >>> quote([[[[[1]]]]]), quote("x" * 100)[:12], len(quote(10**300)) < 60
    ('[[[[...]]]]', "'xxxxxxxxxxx", True)
    """
    return _QUOTE.repr(value)
