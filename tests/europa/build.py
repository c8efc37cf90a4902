"""Built positions for the Europa rules tests.

:func:`position` makes a consistent mid-game state (it passes the game's own
invariants) from a few facts: who holds what with how many armies, the hands,
the track, the hidden armies.  Every territory not named is held by a seat
(round-robin) with 1 army, so the board is always full.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from typing import Any

from game.core import Choice
from game.europa import apply, check_invariants, legal, new_game
from game.europa import board as B
from game.europa.state import MAIN, TRACK_SLOTS, State, full_deck, sort_hand

EMPIRES3 = ("british", "french", "german")
FORTS3 = ("london", "paris", "brandenburg")


def position(
    players: int = 3,
    *,
    empires: tuple[str, ...] = EMPIRES3,
    forts: tuple[str, ...] = FORTS3,
    owner: dict[str, int] | None = None,
    armies: dict[str, int] | None = None,
    hands: dict[int, list[str]] | None = None,
    track: tuple[int, ...] = (),
    records: list[tuple[int, str, bool]] | None = None,
    options: dict[str, Any] | None = None,
    active: int = 0,
    **extra: Any,
) -> State:
    """A state at step 4 of ``active``'s turn (phase "main") built from the facts given."""
    base = new_game(players, options or {}, 1)
    who = [-1] * B.N_TERRITORIES
    for p, e in enumerate(empires):
        for t in B.MEMBERS[e]:
            who[t] = p
    free = [t for t in range(B.N_TERRITORIES) if who[t] == -1]
    for k, t in enumerate(free):
        who[t] = k % players
    for tid, p in (owner or {}).items():
        who[B.INDEX[tid]] = p
    count = [1] * B.N_TERRITORIES
    for tid, n in (armies or {}).items():
        count[B.INDEX[tid]] = n
        if n == 0:
            who[B.INDEX[tid]] = -1
    held = {p: sort_hand(cards) for p, cards in (hands or {}).items()}
    used = Counter(c for cards in held.values() for c in cards) + Counter({"reinforcements": len(track)})
    deck: list[str] = []
    left = Counter(full_deck()) - used
    for c in full_deck():
        if left[c] > 0:
            deck.append(c)
            left[c] -= 1
    if records is None:
        spots = ["norway", "sweden", "finland", "madrid", "rome", "venice"]
        records = [(p, spots[p], False) for p in range(players)]
    fort_idx = tuple(B.INDEX[f] for f in forts) + (-1,) * (players - len(forts))
    s = replace(
        base,
        order=tuple(range(players)),
        empire=tuple(empires) + ("",) * (players - len(empires)),
        fortress=fort_idx,
        sites=fort_idx,
        banners=tuple((e,) for e in empires) + ((),) * (players - len(empires)),
        owner=tuple(who),
        armies=tuple(count),
        allot=(0,) * players,
        records=tuple(sorted((p, B.INDEX[t], u) for p, t, u in records)),
        deck=tuple(deck),
        discard=(),
        hands=tuple(held.get(p, ()) for p in range(players)),
        track=track,
        phase=MAIN,
        actor=active,
        active=active,
        round=1,
    )
    s = replace(s, **extra)
    check_invariants(s)
    assert len(s.track) <= len(TRACK_SLOTS)
    return s


def play(state: State, seat: int, kind: str, *args: Any) -> tuple[State, list[dict[str, Any]]]:
    """Apply the choice ``kind args`` for ``seat`` (it must be legal)."""
    return apply(state, seat, Choice(kind, args))


def kinds(state: State, seat: int) -> set[str]:
    return {c.kind for c in legal(state, seat)}


def labels(state: State, seat: int) -> set[str]:
    return {c.label for c in legal(state, seat)}


def events_of(events: list[dict[str, Any]], kind: str) -> list[dict[str, Any]]:
    return [e for e in events if e["type"] == kind]


def armies(state: State, tid: str) -> int:
    return state.armies[B.INDEX[tid]]


def owner(state: State, tid: str) -> int:
    return state.owner[B.INDEX[tid]]
