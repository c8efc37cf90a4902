"""Helpers for versioned, validated JSON data.

Every ``from_json`` in the project checks what it reads with these, so a
malformed save is refused with a message that quotes the bad value.  ``loads``
reads text from outside the program (localStorage, which other pages of the
same site share, and imported files): whatever it holds, it gives data or a
SaveError, never another exception.
"""

from __future__ import annotations

import json
import math
import re
from itertools import accumulate
from pathlib import Path
from typing import Any, TypeVar

from .errors import SaveError, quote

T = TypeVar("T")

#: Deepest nesting of arrays and objects ``loads`` reads (design value): a save nests about six
#: levels.  Far deeper text is no save, and the parser must never meet it: its recursion would
#: overflow the browser's stack (Pyodide stops with "Maximum call stack size exceeded").
MAX_DEPTH = 100

_ESCAPE = re.compile(r"\\.", re.DOTALL)
_STRING = re.compile(r'"[^"]*"')  # once the escapes are gone
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
#: Deletes every ASCII character but the brackets (str.translate's fast path for ASCII text).
_BRACKETS_ONLY = str.maketrans("", "", "".join(chr(c) for c in range(128) if chr(c) not in "[]{}"))
_STEP = {"[": 1, "{": 1, "]": -1, "}": -1}


class JsonRefused(SaveError):
    """JSON text ``loads`` will not read; ``why`` names the rule it broke, so a caller can say it
    in the player's language: ``"syntax"`` (not JSON at all), ``"depth"`` (nested deeper than
    :data:`MAX_DEPTH`), ``"number"`` (an integer too long to read, a float out of range, NaN)."""

    def __init__(self, why: str, message: str) -> None:
        super().__init__(message)
        self.why = why


def dumps(data: Any) -> str:
    """Canonical JSON text: sorted keys, no spaces, no NaN."""
    return json.dumps(data, sort_keys=True, separators=(",", ":"), allow_nan=False, ensure_ascii=False)


def loads(text: str) -> Any:
    """Parse JSON text from outside (storage, a file); whatever it holds, the data or
    :class:`JsonRefused` (a SaveError) with a reason in plain words, never Python's own error.

    >>> loads('{"seed": 7}')
    {'seed': 7}
    >>> loads("[" * 101 + "]" * 101)
    Traceback (most recent call last):
    ...
    game.core.jsondata.JsonRefused: nested more than 100 levels deep: not data this program writes
    """
    if not isinstance(text, str):
        raise JsonRefused("syntax", f"not valid JSON: {type(text).__name__} is not text")
    if _depth(text) > MAX_DEPTH:
        raise JsonRefused("depth", f"nested more than {MAX_DEPTH} levels deep: not data this program writes")
    try:
        return json.loads(text, parse_float=_finite, parse_constant=_no_constant)
    except JsonRefused:
        raise
    except json.JSONDecodeError as exc:
        raise JsonRefused("syntax", f"not valid JSON (line {exc.lineno}, column {exc.colno})") from None
    except RecursionError:  # _depth keeps the parser from it; kept so no parser limit can escape
        raise JsonRefused("depth", "nested too deeply to read: not data this program writes") from None
    except ValueError:  # an integer longer than Python converts (sys.get_int_max_str_digits)
        raise JsonRefused("number", "holds a number with too many digits to read") from None


def _depth(text: str) -> int:
    """How deep the arrays and objects of JSON ``text`` nest, without parsing it: escapes, then
    strings, then everything but brackets are dropped, and the running count of the brackets
    left is taken (C-speed passes, no recursion: any text, however deep, is measured safely)."""
    brackets = _STRING.sub("", _ESCAPE.sub("", text)).translate(_BRACKETS_ONLY)
    if brackets.strip("[]{}"):  # other characters outside strings: no JSON, but count its brackets
        brackets = _NOT_BRACKET.sub("", brackets)
    return max(accumulate(map(_STEP.__getitem__, brackets)), default=0)


def _finite(raw: str) -> float:
    value = float(raw)
    if not math.isfinite(value):
        raise JsonRefused("number", f"holds a number too large to read ({raw[:20]}...)")
    return value


def _no_constant(raw: str) -> float:
    raise JsonRefused("number", f"holds {raw}, which is not a number JSON allows")


def package_data(module_file: str, name: str) -> Any:
    """The JSON file ``name`` of the ``data/`` folder beside a game's module (``__file__``).
    Read it at import: a boot from the bots' memory snapshot has the modules, not their files."""
    return json.loads((Path(module_file).parent / "data" / name).read_text(encoding="utf-8"))


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
