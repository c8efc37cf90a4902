"""Option access shared by every game's ``State``.

A state stores the options it was set up with as a sorted tuple of
``(name, value)`` pairs (hashable, JSON-friendly); :class:`HasOptions` gives it
``option(name)``.

>>> from dataclasses import dataclass
>>> @dataclass(frozen=True)
... class Toy(HasOptions):
...     options: tuple[tuple[str, object], ...]
>>> Toy((("board", "advanced"), ("english", False))).option("board")
'advanced'
"""

from __future__ import annotations

from typing import Any


class HasOptions:
    """A mixin for a state dataclass with an ``options`` field."""

    __slots__ = ()
    options: tuple[tuple[str, Any], ...]

    def option(self, name: str) -> Any:
        """The value of option ``name``; KeyError if the state has no such option."""
        # A loop, not dict(): a state holds a handful of options and rules ask often.
        for key, value in self.options:
            if key == name:
                return value
        raise KeyError(name)
