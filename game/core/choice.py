"""Choices: the only input an engine accepts.

Every decision is a pick among the values :func:`legal` lists.  A choice is a
frozen, hashable value with a ``kind`` (what sort of decision), ``args``
(its parameters: str, int, bool, None or nested tuples of them) and
``targets`` (board ids the UI should highlight; not part of equality, so a
click can be looked up by kind and args alone).

>>> c = Choice("place", ("red", "c3"), targets=("c3",))
>>> c.label
'place red c3'
>>> Choice.from_json(c.to_json()) == c
True
>>> c == Choice("place", ("red", "c3"))
True
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from .errors import IllegalMove, SaveError

Scalar = str | int | bool | None
Arg = Scalar | tuple["Arg", ...]
#: A choice's arguments, as the handler of its kind in an engine's apply takes them.
Args = tuple[Arg, ...]


#: Argument types kept as given (their subclasses and tuples go through _freeze), and targets'.
_PLAIN: frozenset[type] = frozenset({str, int, bool, type(None)})
_STR: frozenset[type] = frozenset({str})


def _all_plain(values: Any, types: frozenset[type]) -> bool:
    """True if ``values`` is a tuple of values of exactly these ``types`` (a loop: this runs for
    every choice an engine lists, and a generator costs more than the check)."""
    if type(values) is not tuple:
        return False
    for value in values:
        if type(value) not in types:
            return False
    return True


def _freeze(value: Any, where: str) -> Arg:
    if value is None or isinstance(value, (str, bool, int)):
        return value
    if isinstance(value, (list, tuple)):
        return tuple(_freeze(v, where) for v in value)
    raise SaveError(f"{where}: {value!r} is not a str, int, bool, None or list of them")


def _thaw(value: Arg) -> Any:
    if isinstance(value, tuple):
        return [_thaw(v) for v in value]
    return value


def _text(value: Arg) -> str:
    if isinstance(value, tuple):
        return "[" + ",".join(_text(v) for v in value) + "]"
    if value is None:
        return "-"
    return str(value).lower() if isinstance(value, bool) else str(value)


@dataclass(frozen=True)
class Choice:
    """One legal option for one seat.  See the module docstring."""

    kind: str
    args: tuple[Arg, ...] = ()
    targets: tuple[str, ...] = field(default=(), compare=False)

    def __post_init__(self) -> None:
        if not isinstance(self.kind, str) or not self.kind:
            raise SaveError(f"choice kind must be a non-empty string, not {self.kind!r}")
        # Engines list thousands of choices a second for the bots, nearly all of them made of
        # plain values already: those are kept as they are (what _freeze and str return anyway).
        if not _all_plain(self.args, _PLAIN):
            object.__setattr__(self, "args", tuple(_freeze(a, f"choice {self.kind}") for a in self.args))
        if not _all_plain(self.targets, _STR):
            object.__setattr__(self, "targets", tuple(str(t) for t in self.targets))

    @property
    def label(self) -> str:
        """A short text, unique among the legal choices of a state."""
        return " ".join([self.kind, *(_text(a) for a in self.args)])

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"kind": self.kind, "args": [_thaw(a) for a in self.args]}
        if self.targets:
            data["targets"] = list(self.targets)
        return data

    @classmethod
    def from_json(cls, data: Any) -> Choice:
        """Rebuild a choice; raises :class:`SaveError` on malformed data."""
        if not isinstance(data, dict) or not isinstance(data.get("kind"), str):
            raise SaveError(f"a choice must be an object with a 'kind' string, not {data!r}")
        args = data.get("args", [])
        targets = data.get("targets", [])
        if not isinstance(args, list) or not isinstance(targets, list):
            raise SaveError(f"choice {data['kind']!r}: 'args' and 'targets' must be lists")
        return cls(data["kind"], tuple(args), tuple(targets))

    def __repr__(self) -> str:
        extra = f", targets={self.targets!r}" if self.targets else ""
        return f"Choice({self.kind!r}, {self.args!r}{extra})"


def find(choices: Iterable[Choice], choice: Choice) -> Choice | None:
    """The listed choice equal to ``choice`` (with its targets), or None."""
    listed = choices if isinstance(choices, (list, tuple)) else list(choices)
    for c in listed:  # identity first: a bot or the bench hands back the very object legal() listed
        if c is choice:
            return c
    for c in listed:
        if c == choice:
            return c
    return None


def require(
    choices: Sequence[Choice],
    choice: Choice,
    seat: int,
    step: str,
    why: Callable[[Choice], tuple[str, dict[str, Any]] | None] | None = None,
) -> Choice:
    """Return the listed equal choice, or raise :class:`IllegalMove` saying why.

    ``step`` names where in the turn the game is ("choosing a tile"), so the
    message tells the developer what was expected instead.  ``why``, given a
    refused choice of a kind that is listed, may name a reason players read
    (a refusal key of the game's text catalog and its parameters); else the
    error's key is ``"not_listed"`` (``"not_to_act"`` when the seat has
    nothing to decide).
    """
    found = find(choices, choice)
    if found is not None:
        return found
    if not choices:
        raise IllegalMove(
            f"seat {seat} has nothing to decide now ({step}); {choice.label!r} refused", "not_to_act", {"seat": seat}
        )
    kinds = sorted({c.kind for c in choices})
    if choice.kind not in kinds:
        raise IllegalMove(f"seat {seat} cannot {choice.label!r} while {step}; expected one of: {', '.join(kinds)}")
    reason = why(choice) if why is not None else None
    if reason is not None:
        key, params = reason
        raise IllegalMove(f"seat {seat}: {choice.label!r} is not legal while {step} ({key})", key, params)
    raise IllegalMove(f"seat {seat}: {choice.label!r} is not legal while {step}")
