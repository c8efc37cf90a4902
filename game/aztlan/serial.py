"""Aztlán states as versioned JSON, with validation.

``from_json`` checks every field's type and range and then the invariants of
``invariants.check_invariants`` (pieces conserved, cards conserved, scores
consistent), raising SaveError that quotes the values that disagree.

``game.core.conformance`` checks that ``from_json(to_json(state)) == state`` on every
state of its seeded games.
"""

from __future__ import annotations

from dataclasses import fields
from typing import Any

from game.core.contract import loaded, saved_options
from game.core.errors import SaveError, quote
from game.core.jsondata import check_version
from game.core.jsondata import field as jfield

from .invariants import check_invariants
from .spec import SPEC
from .state import NESTED, State

FORMAT = "tavoliere.aztlan.state"
VERSION = 1


def to_json(state: State) -> dict[str, Any]:
    """The state as JSON-able data (lists for tuples), with format and version."""
    data: dict[str, Any] = {"format": FORMAT, "version": VERSION}
    for f in fields(State):
        value = getattr(state, f.name)
        data[f.name] = dict(value) if f.name == "options" else _lists(value)
    return data


def _lists(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_lists(v) for v in value]
    return value


def _flat(value: Any, name: str, where: str) -> tuple[Any, ...]:
    """A list of scalars as a tuple; the element types are checked with the shapes."""
    if not isinstance(value, list) or any(isinstance(v, list | dict) for v in value):
        raise SaveError(f"{where}: {name} must be a list of numbers or ids, not {quote(value)}")
    return tuple(value)


def _rows(value: Any, name: str, where: str) -> tuple[tuple[Any, ...], ...]:
    return tuple(_flat(row, name, where) for row in value)


_INTS = ("players", "era", "arrivals", "turn", "winner", "rng")
_STRS = ("phase", "step", "clash_at", "canoe_lake", "canoe_bank")


def from_json(data: Any) -> State:
    """The state back from ``to_json`` data; raises SaveError quoting what is malformed or inconsistent."""
    where = "aztlan state"
    check_version(data, FORMAT, VERSION, where)
    known = {f.name for f in fields(State)} | {"format", "version"}
    extra = sorted(set(data) - known)
    if extra:
        raise SaveError(f"{where}: unknown keys {extra}")
    values: dict[str, Any] = {}
    for name in _INTS:
        values[name] = jfield(data, name, int, where)
    for name in _STRS:
        values[name] = jfield(data, name, str, where)
    values["revealed"] = jfield(data, "revealed", bool, where)
    values["rewarded"] = jfield(data, "rewarded", bool, where)
    options = jfield(data, "options", dict, where)
    players = values["players"]
    saved_options(SPEC, players, options, where)
    values["options"] = tuple(sorted(options.items()))
    for f in fields(State):
        if f.name not in values:
            raw = jfield(data, f.name, list, where)
            values[f.name] = _rows(raw, f.name, where) if f.name in NESTED else _flat(raw, f.name, where)
    if not 0 <= values["rng"] < 2**64:
        raise SaveError(f"{where}: rng {quote(values['rng'])} is not in 0..2**64-1")
    return loaded(State(**values), check_invariants, where)
