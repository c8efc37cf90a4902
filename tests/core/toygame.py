"""A tiny game on the Game protocol, used to test game.core.

"Secret bids": 2 or 3 seats hold cards 1..4.  Each round a prize (1..4) is
turned from a shuffled deck; every seat bids a card in secret, all at once;
the bids are revealed and the single highest bid wins the prize (tied bids
win nothing).  Four rounds.  It has chance, hidden information and
simultaneous decisions, so it exercises every part of the protocol.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from game.core import Choice, IllegalMove, OptionSpec, Rng, SaveError, require
from game.core.jsondata import check_version, field
from tests.toykit import choice_text as choice_text
from tests.toykit import describe as describe
from tests.toykit import ranking as ranking
from tests.toykit import refusal_text as refusal_text
from tests.toykit import score as score
from tests.toykit import score_table as score_table
from tests.toykit import toy_spec

SPEC = toy_spec(
    "toy",
    "Secret bids",
    "Offerte segrete",
    max_choices=12,  # 4 rounds x at most 3 bids
    players=(2, 3),
    secrets=True,
    options=(OptionSpec("double_last", False, (False, True), "Last prize counts double", "Ultimo premio doppio"),),
)

_CARDS = (1, 2, 3, 4)


@dataclass(frozen=True)
class State:
    players: int
    options: tuple[tuple[str, Any], ...]
    rng: int
    deck: tuple[int, ...]
    prize: int
    hands: tuple[tuple[int, ...], ...]
    bids: tuple[int | None, ...]
    points: tuple[int, ...]


def new_game(players: int, options: Any, seed: int) -> State:
    opts = SPEC.check_setup(players, options)
    rng = Rng(seed)
    deck = rng.shuffled(_CARDS)
    return State(
        players,
        tuple(sorted(opts.items())),
        rng.state,
        tuple(deck[1:]),
        deck[0],
        (_CARDS,) * players,
        (None,) * players,
        (0,) * players,
    )


def is_over(state: State) -> bool:
    return state.prize == 0


def to_act(state: State) -> frozenset[int]:
    if is_over(state):
        return frozenset()
    return frozenset(s for s in range(state.players) if state.bids[s] is None)


def legal(state: State, seat: int) -> list[Choice]:
    if seat not in to_act(state):
        return []
    return [Choice("bid", (c,)) for c in state.hands[seat]]


def apply(state: State, seat: int, choice: Choice) -> tuple[State, list[dict[str, Any]]]:
    require(legal(state, seat), choice, seat, "bidding")
    card = choice.args[0]
    assert isinstance(card, int)
    bids = list(state.bids)
    bids[seat] = card
    hands = list(state.hands)
    hands[seat] = tuple(c for c in hands[seat] if c != card)
    state = replace(state, bids=tuple(bids), hands=tuple(hands))
    events: list[dict[str, Any]] = [{"type": "bid", "seat": seat}, {"type": "my_bid", "card": card, "private_to": seat}]
    if any(b is None for b in bids):
        return state, events
    top = max(b for b in bids if b is not None)
    winners = [s for s, b in enumerate(bids) if b == top]
    points = list(state.points)
    prize = state.prize * (2 if dict(state.options)["double_last"] and not state.deck else 1)
    if len(winners) == 1:
        points[winners[0]] += prize
    events.append({"type": "reveal", "bids": bids, "winner": winners[0] if len(winners) == 1 else None, "reveal": True})
    deck = state.deck
    return replace(
        state, bids=(None,) * state.players, points=tuple(points), prize=deck[0] if deck else 0, deck=deck[1:]
    ), events


def view(state: State, seat: int | None) -> dict[str, Any]:
    return {
        "prize": state.prize,
        "deck_size": len(state.deck),
        # A bid card leaves the hand only when the bids are revealed.
        "hands": [
            sorted(h + ((b,) if b is not None and s != seat else ()))
            for s, (h, b) in enumerate(zip(state.hands, state.bids))
        ],
        "bid_made": [b is not None for b in state.bids],
        "my_bid": state.bids[seat] if seat is not None else None,
        "points": list(state.points),
    }


def determinize(state: State, seat: int | None, rng: Rng) -> State:
    bids = list(state.bids)
    hands = list(state.hands)
    for s, b in enumerate(state.bids):
        if b is not None and s != seat:
            pool = tuple(sorted(state.hands[s] + (b,)))
            bids[s] = rng.choice(pool)
            hands[s] = tuple(sorted(c for c in pool if c != bids[s]))
    return replace(
        state, deck=tuple(rng.shuffled(sorted(state.deck))), rng=rng.next64(), bids=tuple(bids), hands=tuple(hands)
    )


def private_decision(state: State, seat: int) -> bool:
    """Every decision is a secret bid: the table hands the device over for each."""
    return True


def engine_seats(state: State) -> frozenset[int]:
    """The engine plays no seat."""
    return frozenset()


def to_json(state: State) -> dict[str, Any]:
    return {
        "format": "toy",
        "version": 1,
        "players": state.players,
        "options": dict(state.options),
        "rng": state.rng,
        "deck": list(state.deck),
        "prize": state.prize,
        "hands": [list(h) for h in state.hands],
        "bids": list(state.bids),
        "points": list(state.points),
    }


def from_json(data: Any) -> State:
    check_version(data, "toy", 1, "toy state")
    players = field(data, "players", int, "toy state")
    hands = field(data, "hands", list, "toy state")
    if len(hands) != players:
        raise SaveError(f"toy state: {len(hands)} hands for {players} players")
    return State(
        players,
        tuple(sorted(field(data, "options", dict, "toy state").items())),
        field(data, "rng", int, "toy state"),
        tuple(field(data, "deck", list, "toy state")),
        field(data, "prize", int, "toy state"),
        tuple(tuple(h) for h in hands),
        tuple(field(data, "bids", list, "toy state")),
        tuple(field(data, "points", list, "toy state")),
    )


def check_invariants(state: State) -> None:
    for seat in range(state.players):
        held = len(state.hands[seat]) + (state.bids[seat] is not None)
        assert held == len(state.deck) + (state.prize != 0), f"seat {seat} holds {held} cards"


__all__ = ["IllegalMove"]
