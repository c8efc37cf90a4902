"""``game.core.evolve``: the same value as ``dataclasses.replace``, whichever way it gets there."""

from __future__ import annotations

from dataclasses import dataclass, field, replace

import pytest

from game import registry
from game.core.evolve import build, evolve


@dataclass(frozen=True)
class Plain:
    a: int
    b: tuple[int, ...] = ()


@dataclass(frozen=True)
class Checked:
    a: int

    def __post_init__(self) -> None:
        if self.a < 0:
            raise ValueError("negative")


@dataclass(frozen=True, slots=True)
class Slotted:
    a: int


@dataclass(frozen=True)
class Derived:
    a: int
    double: int = field(init=False, default=0)

    def __post_init__(self) -> None:
        object.__setattr__(self, "double", 2 * self.a)


def test_a_plain_record_is_copied_and_left_untouched() -> None:
    old = Plain(1, (2,))
    new = evolve(old, a=5)
    assert new == Plain(5, (2,)) == replace(old, a=5) and old == Plain(1, (2,))
    assert hash(new) == hash(Plain(5, (2,)))
    with pytest.raises(TypeError):
        evolve(old, c=1)


def test_records_whose_init_does_more_are_rebuilt_by_replace() -> None:
    with pytest.raises(ValueError):
        evolve(Checked(1), a=-1)  # __post_init__ still runs
    assert evolve(Slotted(1), a=2) == Slotted(2)
    assert evolve(Derived(1), a=4).double == 8  # init=False fields recomputed


@pytest.mark.parametrize("name", ["attila", "vinci"])
def test_the_engines_states_evolve_as_replace_would(name: str) -> None:
    game = registry.load(name)
    state = game.new_game(3, {}, 4)
    for _ in range(12):
        seat = min(game.to_act(state))
        state, _ = game.apply(state, seat, game.legal(state, seat)[-1])
    changes = {"ending": not state.ending} if name == "vinci" else {"step": state.step}
    assert evolve(state, **changes) == replace(state, **changes)
    assert type(evolve(state, **changes)) is type(state)


def test_build_makes_the_record_the_constructor_would() -> None:
    assert build(Plain, {"a": 1, "b": (2,)}) == Plain(1, (2,))
    assert hash(build(Plain, {"a": 1, "b": ()})) == hash(Plain(1))
    with pytest.raises(TypeError):
        build(Plain, {"a": 1})  # a default is not filled in: every field is named
    with pytest.raises(TypeError):
        build(Plain, {"a": 1, "b": (), "c": 3})
    with pytest.raises(ValueError):
        build(Checked, {"a": -1})  # __post_init__ still runs
    assert build(Derived, {"a": 3}).double == 6


def test_europa_states_apply_builds_equal_those_the_constructor_builds() -> None:
    """Europa's apply builds its states with ``build``: each must equal ``State(**fields)``."""
    game = registry.load("europa")
    state = game.new_game(3, {}, 4)
    for _ in range(60):
        seat = min(game.to_act(state))
        state, _ = game.apply(state, seat, game.legal(state, seat)[-1])
        rebuilt = type(state)(**{f: getattr(state, f) for f in state.__dataclass_fields__})
        assert rebuilt == state and hash(rebuilt) == hash(state)
        assert all(isinstance(getattr(state, f), tuple) for f in ("owner", "armies", "hands", "banners", "deck"))
