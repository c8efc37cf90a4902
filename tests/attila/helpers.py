"""Built positions for the Attila rules tests.

``position`` starts from a real set-up and replaces the parts a test cares
about, keeping cards and tokens conserved (the rest of the cards go to the
deck in tribe order), then checks the game's invariants, so every built
position is one the engine accepts.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from game.attila import check_invariants, legal, new_game
from game.attila.board import INDEX, PLAYABLE
from game.attila.constants import CARDS_PER_TRIBE, NUM_TRIBES, TOKENS_PER_TRIBE, TRIBE_INDEX
from game.attila.state import State
from game.core import Choice


def counts(spec: dict[str, int] | None) -> tuple[int, ...]:
    out = [0] * NUM_TRIBES
    for name, n in (spec or {}).items():
        out[TRIBE_INDEX[name]] = n
    return tuple(out)


def position(
    players: int = 3,
    *,
    board: dict[str, dict[str, int]] | None = None,
    hands: dict[int, dict[str, int]] | None = None,
    influence: dict[int, dict[str, int]] | None = None,
    peace: list[tuple[str, int]] | None = None,
    boxes: tuple[int, int, int, int] | None = None,
    discard: dict[str, int] | None = None,
    options: dict[str, Any] | None = None,
    active: int = 0,
    **fields: Any,
) -> State:
    """A position with the given board, hands (others empty), influence and peace tiles."""
    opts = {"random_start": False, **(options or {})}
    state = new_game(players, opts, 0)
    rows = [(0,) * NUM_TRIBES] * len(PLAYABLE)
    for pid, spec in (board or {}).items():
        rows[INDEX[pid]] = counts(spec)
    supply = tuple(TOKENS_PER_TRIBE - sum(r[t] for r in rows) for t in range(NUM_TRIBES))
    hand_rows = tuple(counts((hands or {}).get(s)) for s in range(players))
    disc = counts(discard)
    deck = []
    for t in range(NUM_TRIBES):
        used = sum(h[t] for h in hand_rows) + disc[t]
        deck += [t] * (CARDS_PER_TRIBE - used)
    state = replace(
        state,
        board=tuple(rows),
        supply=supply,
        hands=hand_rows,
        deck=tuple(deck),
        discard=disc,
        influence=tuple(counts((influence or {}).get(s)) for s in range(players)),
        peace=tuple((INDEX[p], c) for p, c in (peace or [])),
        boxes=boxes if boxes is not None else state.boxes,
        active=active,
        **fields,
    )
    check_invariants(state)
    return state


def kinds(state: State, seat: int) -> set[str]:
    return {c.kind for c in legal(state, seat)}


def args_of(state: State, seat: int, kind: str) -> list[Any]:
    """The first argument of every legal choice of ``kind``."""
    return [c.args[0] for c in legal(state, seat) if c.kind == kind]


def C(kind: str, *args: Any) -> Choice:
    return Choice(kind, tuple(args))


def play(state: State, *choices: Choice) -> tuple[State, list[dict[str, Any]]]:
    """Apply the choices in order, each by the one seat to act; return the state and all events."""
    from game.attila import apply, to_act

    events: list[dict[str, Any]] = []
    for choice in choices:
        (seat,) = to_act(state)
        state, evs = apply(state, seat, choice)
        events += evs
    return state, events


def tokens(state: State, pid: str) -> dict[str, int]:
    from game.attila.constants import TRIBES

    return {TRIBES[t]: n for t, n in enumerate(state.board[INDEX[pid]]) if n}
