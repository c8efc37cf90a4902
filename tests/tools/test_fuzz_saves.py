"""tools/fuzz_saves.py sorts every mutated save into refused, accepted and sound, or an error, and
its mutations are reproducible from a seed and never touch the state they start from."""

from __future__ import annotations

import copy
import time
from typing import Any

import pytest

from game.core import Rng, SaveError
from tests.core import toygame
from tools import fuzz_saves


class _Toy:
    """The toy game with one function replaced."""

    def __init__(self, **replaced: Any) -> None:
        self.replaced = replaced

    def __getattr__(self, name: str) -> Any:
        return self.replaced.get(name, getattr(toygame, name))


def _doc() -> dict[str, Any]:
    return toygame.to_json(toygame.new_game(2, {}, 1))


def test_a_sound_state_and_a_refusal_are_told_apart() -> None:
    assert fuzz_saves.judge(_Toy(), _doc(), Rng(1)) == (fuzz_saves.SOUND, "")  # type: ignore[arg-type]
    assert fuzz_saves.judge(_Toy(), {"format": "chess"}, Rng(1))[0] == fuzz_saves.REFUSED  # type: ignore[arg-type]


def _crashes(data: Any) -> Any:
    return data["nowhere"]


def _unsound(data: Any) -> Any:
    return toygame.from_json(dict(data, hands=[[1, 2, 3, 4, 4], [1, 2, 3, 4]]))  # a fifth card


def _slow(data: Any) -> Any:
    time.sleep(5)
    raise SaveError("too late")


@pytest.mark.parametrize(
    ("from_json", "detail"),
    [(_crashes, "KeyError"), (_unsound, "seat 0 holds 5 cards"), (_slow, "past")],
    ids=["bare-error", "accepted-unsound", "too-slow"],
)
def test_anything_but_a_refusal_or_a_sound_state_is_an_error(monkeypatch, from_json, detail: str) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(fuzz_saves, "TIME_LIMIT", 0.3)
    outcome, text = fuzz_saves.judge(_Toy(from_json=from_json), _doc(), Rng(1))  # type: ignore[arg-type]
    assert outcome == fuzz_saves.ERROR and detail in text


def test_a_state_accepted_with_too_many_choices_is_an_error(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(fuzz_saves, "LEGAL_BOUND", 3)  # the toy's seats hold four cards each
    outcome, text = fuzz_saves.judge(_Toy(), _doc(), Rng(1))  # type: ignore[arg-type]
    assert outcome == fuzz_saves.ERROR and "4 choices" in text


def test_mutations_are_reproducible_and_leave_the_source_untouched() -> None:
    doc = _doc()
    before = copy.deepcopy(doc)
    first = [fuzz_saves.mutate(doc, [doc], [doc], Rng(seed)) for seed in range(200)]
    again = [fuzz_saves.mutate(doc, [doc], [doc], Rng(seed)) for seed in range(200)]
    assert doc == before
    assert [_flat(m) for m in first] == [_flat(m) for m in again]
    assert sum(_flat(m) != _flat(doc) for m in first) > 150  # almost every sample changes something


def _flat(value: Any) -> list[Any]:
    """Every node of ``value`` in order, walked without recursion (some samples nest 50,000 deep)."""
    out: list[Any] = []
    stack = [value]
    while stack:
        node = stack.pop()
        if isinstance(node, dict):
            out.append(("dict", sorted(node)))
            stack.extend(node[k] for k in sorted(node))
        elif isinstance(node, list):
            out.append(("list", len(node)))
            stack.extend(node)
        else:
            out.append(node)
    return out
