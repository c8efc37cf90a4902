"""What every game shares.

Public names:

- :class:`Choice` (``game.core.choice``): the value every decision is.
- :class:`GameSpec`, :class:`OptionSpec`, :class:`Game` (``game.core.protocol``):
  the declaration and the protocol every game module follows; ``Seat``,
  ``Event``; :func:`private_to`, :func:`visible_events`, :func:`reveals`.
- :class:`Rng` (``game.core.rng``): the seeded generator kept in states.
- :class:`Record`, :func:`replay` (``game.core.record``): games as data.
- :class:`TavoliereError`, :class:`IllegalMove`, :class:`SetupError`,
  :class:`SaveError`, :class:`ProtocolError` (``game.core.errors``).
- ``game.core.text``: the one formatter of every game's texts (:class:`Catalog`
  of it/en templates with plurals, Italian articles and elisions).
- ``game.core.contract``: the checks every engine makes on its input;
  ``game.core.options``: ``HasOptions``, the ``option(name)`` of every state;
  ``game.core.graph``: adjacency helpers; ``game.core.jsondata``: JSON
  validation helpers; ``game.core.conformance``: random play with checks;
  ``game.core.evolve``: ``dataclasses.replace`` without re-running ``__init__``.
"""

from .choice import Choice, require
from .errors import IllegalMove, ProtocolError, SaveError, SetupError, TavoliereError
from .protocol import Event, Game, GameSpec, OptionSpec, Seat, private_to, reveals, visible_events
from .record import Record, replay
from .rng import Rng

__all__ = [
    "Choice",
    "Event",
    "Game",
    "GameSpec",
    "IllegalMove",
    "OptionSpec",
    "ProtocolError",
    "Record",
    "Rng",
    "SaveError",
    "Seat",
    "SetupError",
    "TavoliereError",
    "private_to",
    "replay",
    "require",
    "reveals",
    "visible_events",
]
