"""``evolve``: ``dataclasses.replace`` for the engines' frozen records, made for ``apply``'s many
small steps (the bots' search calls it hundreds of thousands of times a decision).

``replace`` runs ``__init__`` again, field by field; a frozen dataclass without ``__post_init__``,
``InitVar`` or ``init=False`` fields (checked once per class) holds nothing ``__init__`` would
compute, so copying its ``__dict__`` and setting the changed fields gives the same value.

>>> from dataclasses import dataclass
>>> @dataclass(frozen=True)
... class Point:
...     x: int
...     y: int = 0
>>> evolve(Point(1, 2), y=5)
Point(x=1, y=5)
>>> evolve(Point(1), z=3)
Traceback (most recent call last):
...
TypeError: Point has no field(s) ['z']
"""

from __future__ import annotations

from dataclasses import fields, is_dataclass, replace
from typing import Any, TypeVar

T = TypeVar("T")

#: class -> its field names, for the classes evolve may copy; None for those it must ``replace``.
_COPYABLE: dict[type, frozenset[str] | None] = {}


def _copyable(cls: type) -> frozenset[str] | None:
    if cls not in _COPYABLE:
        plain = (
            is_dataclass(cls)
            and not hasattr(cls, "__post_init__")
            and "__slots__" not in vars(cls)  # slots=True: no __dict__ to copy
            and all(f.init for f in fields(cls))
            and not getattr(cls, "__dataclass_fields__", {}).keys() - {f.name for f in fields(cls)}
        )
        _COPYABLE[cls] = frozenset(f.name for f in fields(cls)) if plain else None
    return _COPYABLE[cls]


def evolve(record: T, **changes: Any) -> T:
    """``dataclasses.replace(record, **changes)``, without running ``__init__`` when it need not
    run (module docstring).  Raises TypeError on an unknown field, as ``replace`` does."""
    cls = type(record)
    names = _copyable(cls)
    if names is None:
        return replace(record, **changes)  # type: ignore[type-var]
    return copy_with(record, names, changes)


def copy_with(record: T, names: frozenset[str], changes: dict[str, Any]) -> T:
    """A copy of ``record``'s ``__dict__`` with ``changes`` set, ``__init__`` not run; raises
    TypeError on a change outside ``names`` (its fields).  For a class that knows it may be
    copied so (:func:`evolve`; Tigris's State, which then mends its cache)."""
    if not changes.keys() <= names:
        raise TypeError(f"{type(record).__name__} has no field(s) {sorted(changes.keys() - names)}")
    new = object.__new__(type(record))
    data = new.__dict__
    data.update(record.__dict__)
    data.update(changes)
    return new


def build(cls: type[T], values: dict[str, Any]) -> T:
    """``cls(**values)``, without running ``__init__`` when it need not run (module docstring).
    ``values`` must name every field, those with defaults too (none is filled in): TypeError
    otherwise, and on an unknown field.

    >>> from dataclasses import dataclass
    >>> @dataclass(frozen=True)
    ... class Point:
    ...     x: int
    ...     y: int = 0
    >>> build(Point, {"x": 1, "y": 2})
    Point(x=1, y=2)
    >>> build(Point, {"x": 1})
    Traceback (most recent call last):
    ...
    TypeError: Point needs exactly its fields: missing ['y'], unknown []
    """
    names = _copyable(cls)
    if names is None:
        return cls(**values)
    if values.keys() != names:
        raise TypeError(
            f"{cls.__name__} needs exactly its fields: missing {sorted(names - values.keys())}, "
            f"unknown {sorted(values.keys() - names)}"
        )
    new = object.__new__(cls)
    new.__dict__.update(values)
    return new
