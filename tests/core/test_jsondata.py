"""Reading JSON text from outside (localStorage, an imported file): whatever it holds, ``loads``
returns data or raises SaveError saying why in words a player can be shown (issue 14, items 4, 6)."""

from __future__ import annotations

import pytest

from game.core.errors import SaveError
from game.core.jsondata import MAX_DEPTH, JsonRefused, dumps, loads


@pytest.mark.parametrize(
    "text, why, words",
    [
        ("[" * 50_000 + "]" * 50_000, "depth", "nested"),
        ('{"a":' * 50_000 + "1" + "}" * 50_000, "depth", "nested"),
        ("[" * 50_000, "depth", "nested"),  # unbalanced as well
        ('{"seed": ' + "9" * 4400 + "}", "number", "digits"),
        ("-" + "9" * 5000, "number", "digits"),
        ("[1e999]", "number", "too large"),
        ('{"x": NaN}', "number", "NaN"),
        ("[-Infinity]", "number", "Infinity"),
        ("{not json", "syntax", "not valid JSON"),
        ("", "syntax", "not valid JSON"),
        ("\x00\xff", "syntax", "not valid JSON"),
    ],
)
def test_any_text_is_read_or_refused_with_a_reason_never_an_internal_error(text: str, why: str, words: str) -> None:
    with pytest.raises(SaveError) as err:
        loads(text)
    assert isinstance(err.value, JsonRefused) and err.value.why == why
    assert words in str(err.value)
    assert "Exceeds the limit" not in str(err.value) and "Expecting" not in str(err.value)  # Python's own words


def test_text_that_is_not_a_string_is_refused() -> None:
    with pytest.raises(JsonRefused):
        loads(None)  # type: ignore[arg-type]


def test_nesting_up_to_the_limit_and_brackets_inside_strings_are_read() -> None:
    deep = "[" * MAX_DEPTH + "]" * MAX_DEPTH
    assert loads(deep) is not None
    with pytest.raises(JsonRefused):
        loads("[" + deep + "]")
    quoted = {"name": "[" * 500 + '"\\' + "{" * 500}
    assert loads(dumps(quoted)) == quoted


def test_long_numbers_a_save_holds_are_read() -> None:
    assert loads('{"seed": 9007199254740991, "x": -1.5e300}') == {"seed": 2**53 - 1, "x": -1.5e300}
