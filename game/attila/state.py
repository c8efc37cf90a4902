"""The state of a game of Attila: one frozen dataclass of tuples and ints.

Tribes are indices into ``constants.TRIBES``; provinces indices into
``board.PLAYABLE``; card multisets are per-tribe count tuples (the nine cards
of a tribe are identical).  Nothing here changes a state: helpers return
new tuples and ``dataclasses.replace`` builds the next state.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.core.options import HasOptions

from .constants import CENTURIES, INFLUENCE_GAIN, NUM_TRIBES

Counts = tuple[int, ...]

# Steps of a turn (what the acting seat is deciding).
TURN = "turn"  # the active player between card plays: play a card, use a tile, pass or end the turn
PLACE = "place"  # the chosen card's token: pick its province
GAIN = "gain"  # step 2: gain influence, or place a second token
COMMIT = "commit"  # a conflict: the committer adds cards face down, or is done
SWAP = "swap"  # the Exchange tile: pick the cards to discard, then done
DISCARD = "discard"  # spec A14: a stuck player, hand revealed, discards unplayable cards
OVER = "over"
STEPS = (TURN, PLACE, GAIN, COMMIT, SWAP, DISCARD, OVER)


@dataclass(frozen=True)
class State(HasOptions):
    """A whole game position.  Field contracts:

    - ``options``: the setup options, as sorted (name, value) pairs.
    - ``rng``: the seeded generator's state (shuffles of the discard pile).
    - ``supply[t]``: tokens of tribe t beside the board.
    - ``board[p][t]``: tokens of tribe t in playable province p.
    - ``peace``: (province index, century) per placed peace tile, in order.
    - ``boxes[c]``: peace tiles left in century box c (4th..7th).
    - ``influence[s][t]``: position of seat s on tribe t's track, 0 = no marker.
    - ``points[s][k]``: points seat s scored in slot k (4th..7th century, final).
    - ``hands[s]``, ``discard``, ``committed[s]``, ``swap``: card counts per tribe;
      ``deck``: tribe indices, top card first.
    - ``tiles[s]``: the action tiles seat s still has.
    - ``active``, ``turn``: whose turn it is and its number (from 1).
    - ``step``: one of ``STEPS``; ``resume``: the step an Exchange returns to.
    - ``plays_left``: card plays still due this turn; ``plays_done``: cards
      fully resolved this turn; ``tile_used``: the tile used this turn or "".
    - ``card``: the tribe of the card being resolved, -1 between cards;
      ``placed``: provinces that received its tokens, in order.
    - ``conflicts``: provinces still to resolve for this card, current first;
      ``committer``: the seat committing cards, -1 outside a conflict.
    - ``passes``: consecutive turns in which no card was played.
    - ``end_reason``: "" or why the end of the game was triggered.
    """

    players: int
    options: tuple[tuple[str, Any], ...]
    rng: int
    supply: Counts
    board: tuple[Counts, ...]
    peace: tuple[tuple[int, int], ...]
    boxes: Counts
    influence: tuple[Counts, ...]
    points: tuple[Counts, ...]
    hands: tuple[Counts, ...]
    deck: Counts
    discard: Counts
    tiles: tuple[tuple[str, ...], ...]
    active: int
    turn: int
    step: str
    resume: str
    plays_left: int
    plays_done: int
    tile_used: str
    card: int
    placed: tuple[int, ...]
    conflicts: tuple[int, ...]
    committer: int
    committed: tuple[Counts, ...]
    swap: Counts
    passes: int
    end_reason: str


ZERO: Counts = (0,) * NUM_TRIBES


def add(counts: Counts, tribe: int, n: int = 1) -> Counts:
    """``counts`` with ``n`` more of ``tribe``."""
    out = list(counts)
    out[tribe] += n
    return tuple(out)


def plus(a: Counts, b: Counts) -> Counts:
    return tuple(x + y for x, y in zip(a, b))


def minus(a: Counts, b: Counts) -> Counts:
    return tuple(x - y for x, y in zip(a, b))


def set_at(items: tuple[Any, ...], index: int, value: Any) -> tuple[Any, ...]:
    """``items`` with ``items[index]`` replaced by ``value``."""
    return items[:index] + (value,) + items[index + 1 :]


def century_index(state: State) -> int:
    """Index (0..3) of the current century: the lowest box with a tile left;
    4 once every box is empty (rulebook §2)."""
    for i, left in enumerate(state.boxes):
        if left:
            return i
    return len(CENTURIES)


def influence_gain(state: State) -> int:
    """Influence a card gives in the current century (rulebook §2: 1/2/3/4)."""
    return INFLUENCE_GAIN[min(century_index(state), len(INFLUENCE_GAIN) - 1)]


def pacified(state: State) -> frozenset[int]:
    """The provinces holding a peace tile."""
    return frozenset(p for p, _ in state.peace)


def total_points(state: State, seat: int) -> int:
    return sum(state.points[seat])
