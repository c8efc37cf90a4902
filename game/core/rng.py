"""A small seeded random generator whose whole state is one integer.

Python's :mod:`random` would work in CPython and Pyodide alike, but its
state is 625 words and its algorithms for ``shuffle`` or ``randrange`` have
changed between versions.  Games keep ``Rng.state`` inside their own state,
so saves stay small and the same seed gives the same game everywhere.

The generator is SplitMix64 (Steele, Lea, Flood 2014): one 64-bit counter,
a fixed increment and a mixing function.  It passes BigCrush, which is far
more than dice and shuffles need.

>>> rng = Rng(42)
>>> [rng.randint(1, 6) for _ in range(5)]
[6, 4, 2, 1, 4]
>>> Rng(42).randint(1, 6) == Rng(Rng(42).state).randint(1, 6)
True
"""

from __future__ import annotations

from collections.abc import MutableSequence, Sequence
from typing import TypeVar

T = TypeVar("T")

_MASK64 = (1 << 64) - 1
_GOLDEN_GAMMA = 0x9E3779B97F4A7C15  # SplitMix64 increment


def _mix(z: int) -> int:
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK64
    return z ^ (z >> 31)


def seed_state(seed: int) -> int:
    """The generator state for a user-given seed (any int, even negative)."""
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise TypeError(f"seed must be an int, not {seed!r}")
    return _mix(seed & _MASK64)


class Rng:
    """A mutable generator.  Copy ``state`` back into the game state after use.

    ``Rng(seed)`` starts from a seed; ``Rng.from_state(s)`` resumes exactly.
    """

    __slots__ = ("state",)

    def __init__(self, seed: int = 0) -> None:
        self.state = seed_state(seed)

    @classmethod
    def from_state(cls, state: int) -> Rng:
        if isinstance(state, bool) or not isinstance(state, int) or not 0 <= state <= _MASK64:
            raise ValueError(f"rng state must be an int in 0..2**64-1, not {state!r}")
        rng = cls.__new__(cls)
        rng.state = state
        return rng

    def next64(self) -> int:
        """The next raw 64-bit output."""
        self.state = (self.state + _GOLDEN_GAMMA) & _MASK64
        return _mix(self.state)

    def randbelow(self, n: int) -> int:
        """A uniform integer in ``0..n-1`` (rejection sampling: no modulo bias)."""
        if n <= 0:
            raise ValueError(f"randbelow needs n > 0, not {n}")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next64()
            if x < limit:
                return x % n

    def randint(self, lo: int, hi: int) -> int:
        """A uniform integer in ``lo..hi`` inclusive (a die is ``randint(1, 6)``)."""
        if hi < lo:
            raise ValueError(f"randint needs lo <= hi, not {lo}..{hi}")
        return lo + self.randbelow(hi - lo + 1)

    def choice(self, items: Sequence[T]) -> T:
        """One element of a non-empty sequence."""
        if not items:
            raise ValueError("choice from an empty sequence")
        return items[self.randbelow(len(items))]

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Shuffle in place (Fisher-Yates)."""
        for i in range(len(items) - 1, 0, -1):
            j = self.randbelow(i + 1)
            items[i], items[j] = items[j], items[i]

    def shuffled(self, items: Sequence[T]) -> list[T]:
        """A shuffled copy as a list."""
        out = list(items)
        self.shuffle(out)
        return out

    def random(self) -> float:
        """A float in [0, 1) with 53 random bits."""
        return (self.next64() >> 11) / float(1 << 53)

    def __repr__(self) -> str:
        return f"Rng.from_state({self.state})"
