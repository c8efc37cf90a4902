"""The errors every engine raises.

All of them subclass :class:`ValueError`, as python-chess does, so a caller
that only wants "bad input" can catch that.  Messages say what was tried and
why it was refused, in English; the UI shows them as they are.
"""

from __future__ import annotations


class TavoliereError(ValueError):
    """Base class of every error an engine raises on bad input."""


class IllegalMove(TavoliereError):
    """A choice that is not among the legal choices of the seat right now.

    The state the choice was applied to is left unchanged.
    """


class SetupError(TavoliereError):
    """A new game was asked for with a bad player count or bad options."""


class SaveError(TavoliereError):
    """Serialised data (a state, a record or a save) is malformed,
    truncated, from an unknown version, or inconsistent."""
