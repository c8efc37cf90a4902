"""Building Aztlán positions for the rules tests.

``position`` starts from a real new game and replaces the parts a test
cares about (pieces, power cards, prosperity hands, scores, phase), keeping
every invariant: reserves absorb the pieces put on the board, prosperity
cards given to hands come out of the deck.  The result is checked with the
engine's own validation (from_json) before it is returned.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

import game.aztlan as aztlan
from game.aztlan.board import TERRITORY_IDS
from game.aztlan.cards import COLOURS, POWER_VALUES
from game.aztlan.rules import settle
from game.aztlan.state import State, side_colours, sides_count
from game.core.choice import Choice

RED, YELLOW, GREEN, BLUE = range(4)


def position(
    players: int = 4,
    *,
    board: Mapping[str, Mapping[int, int]] | None = None,
    cards: Sequence[int] | None = None,
    prosperity: Mapping[int, Sequence[str]] | None = None,
    order: Sequence[int] | None = None,
    phase: str = "clash",
    era: int = 1,
    scores: Sequence[int] | None = None,
    arrival: Sequence[int] | None = None,
    removed: Mapping[int, int] | None = None,
    alliance: Sequence[int] = (),
    options: Mapping[str, Any] | None = None,
    hand: Sequence[int] | None = None,
    auto: bool = True,
) -> State:
    """A consistent position: ``board`` maps territory -> {colour: pieces}; ``cards`` the power card of each
    seat this era (revealed in the clash and score phases); ``order`` the turn order (default: by seat)."""
    s = aztlan.new_game(players, dict(options or {}), 7)
    if players == 2:
        s = replace(s, alliance=tuple(alliance or (0, 1)), phase="choice")
    rows = [[0] * len(COLOURS) for _ in TERRITORY_IDS]
    for t, counts in (board or {}).items():
        for colour, n in counts.items():
            rows[TERRITORY_IDS.index(t)][colour] = n
    gone = [0] * len(COLOURS)
    for colour, n in (removed or {}).items():
        gone[colour] = n
    sides = sides_count(players)
    taken = list(hand or [0] * sides)
    reserve = []
    for side in range(sides):
        colours = side_colours(players, side)
        used = sum(rows[i][c] for i in range(len(TERRITORY_IDS)) for c in colours) + sum(gone[c] for c in colours)
        reserve.append(30 * len(colours) - used - taken[side])
    deck = list(s.deck)
    hands = []
    for seat in range(players):
        mine = sorted((prosperity or {}).get(seat, ()))
        for card in mine:
            deck.remove(card)
        hands.append(tuple(mine))
    current = list(cards) if cards is not None else [0] * players
    power_hand = []
    power_used = []
    for seat in range(players):
        past = tuple(c for c in POWER_VALUES if c != current[seat])[: era - 1]
        power_used.append(past)
        power_hand.append(tuple(c for c in POWER_VALUES if c not in past and c != current[seat]))
    era_scores = tuple(tuple([0] * (era - 1)) for _ in range(players))
    if scores is not None:
        era_scores = tuple(tuple([scores[p]] + [0] * (era - 2)) if era > 1 else () for p in range(players))
    s = replace(
        s,
        board=tuple(tuple(r) for r in rows),
        removed=tuple(gone),
        reserve=tuple(reserve),
        hand=tuple(taken),
        prosperity=tuple(hands),
        deck=tuple(deck),
        power_current=tuple(current),
        power_hand=tuple(power_hand),
        power_used=tuple(power_used),
        era=era,
        era_scores=era_scores,
        scores=tuple(scores or [0] * players),
        arrival=tuple(arrival or s.arrival),
        arrivals=max([s.arrivals, *(arrival or ())]),
        phase=phase,
        order=tuple(order if order is not None else range(players)) if phase != "choice" else (),
        turn=0,
        revealed=phase in ("clash", "score"),
        step={"clash": "select", "score": "cards", "develop": "place"}.get(phase, ""),
    )
    s = aztlan.from_json(aztlan.to_json(s))  # the engine's own consistency checks
    if auto:
        s, _ = settle(s)
    return s


def play(state: State, seat: int, kind: str, *args: Any) -> tuple[State, list[dict[str, Any]]]:
    """Apply one choice, checking that it is listed first."""
    choice = Choice(kind, tuple(args))
    assert choice in aztlan.legal(state, seat), f"{choice!r} not in {aztlan.legal(state, seat)!r}"
    return aztlan.apply(state, seat, choice)


def count(state: State, territory: str, colour: int) -> int:
    return state.board[TERRITORY_IDS.index(territory)][colour]


def kinds(state: State, seat: int) -> list[str]:
    return sorted({c.kind for c in aztlan.legal(state, seat)})
