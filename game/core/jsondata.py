"""Helpers for versioned, validated JSON data.

Every ``from_json`` in the project checks what it reads with these, so a
malformed save is refused with a message that quotes the bad value.
"""

from __future__ import annotations

import json
from typing import Any, TypeVar

from .errors import SaveError, quote

T = TypeVar("T")


def dumps(data: Any) -> str:
    """Canonical JSON text: sorted keys, no spaces, no NaN."""
    return json.dumps(data, sort_keys=True, separators=(",", ":"), allow_nan=False, ensure_ascii=False)


def loads(text: str) -> Any:
    """Parse JSON text; raises SaveError (not JSONDecodeError) on bad text."""
    try:
        return json.loads(text)
    except (json.JSONDecodeError, TypeError) as exc:
        raise SaveError(f"not valid JSON: {exc}") from exc


def field(data: Any, key: str, kind: type[T] | tuple[type, ...], where: str) -> T:
    """``data[key]``, checked to be of ``kind`` (bool is never an int here)."""
    if not isinstance(data, dict):
        raise SaveError(f"{where}: expected an object, got {type(data).__name__}")
    if key not in data:
        raise SaveError(f"{where}: missing {key!r}")
    value = data[key]
    kinds = kind if isinstance(kind, tuple) else (kind,)
    if isinstance(value, bool) and bool not in kinds:
        raise SaveError(f"{where}: {key!r} must be {_names(kinds)}, not {quote(value)}")
    if not isinstance(value, kinds):
        raise SaveError(f"{where}: {key!r} must be {_names(kinds)}, not {quote(value)}")
    return value  # type: ignore[return-value]


def check_version(data: Any, fmt: str, supported: int, where: str) -> None:
    """Refuse data whose ``format`` differs or whose ``version`` is unknown."""
    got = field(data, "format", str, where)
    if got != fmt:
        raise SaveError(f"{where}: format {quote(got)} is not {fmt!r}")
    version = field(data, "version", int, where)
    if version != supported:
        raise SaveError(f"{where}: version {version} is not supported (this build reads {supported})")


def _names(kinds: tuple[type, ...]) -> str:
    return " or ".join(k.__name__ for k in kinds)
