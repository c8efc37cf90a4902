"""What each seat may see of an Attila game, and determinization.

``view(state, seat)`` returns a JSON-able dict; ``seat`` None is a
spectator.  Hidden information is absent: other players' hands (only their
sizes are shown), the order and contents of the deck, which cards other
players committed face down to the current conflict (only how many), the
cards the active player is setting aside for an Exchange (only how many,
for the others) and the RNG state.

Schema (tribe ids: ``"franks" "huns" "goths" "saxons" "teutons" "vandals"``,
always in that order, the rulebook's scoring order; province ids: those of
``game.attila.board``; "tribe counts" = object ``{tribe id: int}`` listing
only non-zero counts).  Static data is not repeated in the view: tribe names, colours and shapes are
``TRIBE_IT``, ``TRIBE_EN``, ``TRIBE_COLOURS``, ``TRIBE_SHAPES`` in ``game.attila.constants``; province
names, starting provinces and water arrows are in ``game.attila.board``; the map's shapes carry the
province ids (``assets/maps/attila.svg``, token anchors in ``data-x``/``data-y``)::

    {
      "game": "attila",
      "players": int,                     # 2..5
      "seat": int | None,                 # whose view this is
      "options": {name: value},           # the setup options (see SPEC)
      "active": int,                      # seat whose turn it is
      "turn": int,                        # turn number, from 1
      "step": str,                        # "turn" | "place" | "gain" | "commit" | "swap" | "discard" | "over"
      "to_act": [int],                    # seats deciding now (one, or none at the end)
      "century": int | None,              # current century 4..7 (None once every box is empty)
      "gain": int,                        # influence a card gives now: 1..4
      "boxes": [{"century": 4..7, "tiles": int}],   # peace tiles left in each century box
      "provinces": {province id: {        # every playable province
          "tokens": tribe counts,         # tribe tokens standing there (0..5 in all)
          "total": int,
          "peace": int | None,            # century of its peace tile, None if not pacified
      }},
      "supply": [int] * 6,                # tokens left beside the board, per tribe (tribe order)
      "influence_last": int,              # the last space of every influence track
      "influence": {tribe id: [int] * players},   # each seat's marker position, 0 = no marker
      "points": [[int] * 5] * players,    # per seat: points of the 4th, 5th, 6th, 7th century
                                          # scorings and of the final scoring
      "scores": [int] * players,          # total points (the score track)
      "hand_sizes": [int] * players,
      "hand": tribe counts | None,        # the viewing seat's own hand (None for a spectator)
      "deck_size": int,
      "discard": tribe counts,            # the face-up discard pile
      "tiles": [[str]] * players,         # action tiles each seat still has:
                                          # "double" | "exchange" | "influence2"
      "tile_used": str | None,            # the tile used in this turn
      "plays_left": int,                  # card plays still due this turn
      "card": tribe id | None,            # the card being resolved
      "placed": [province id],            # provinces that received its tokens, in order
      "conflict": None | {                # a conflict being committed to
          "province": province id,
          "tribes": [tribe id],           # tribes present, with their tokens in "provinces"
          "pending": [province id],       # further conflicts of this card, in order
          "committer": int | None,        # seat committing now (None: the active player is exchanging)
          "counts": [int] * players,      # how many cards each seat has committed face down
          "mine": tribe counts | None,    # the viewing seat's own committed cards
      },
      "swap": None | {"count": int, "mine": tribe counts | None},
                                          # Exchange in progress: cards set aside (the active
                                          # player sees which, the others how many)
      "shown_hand": tribe counts | None,  # a stuck player's hand, shown to all (step "discard")
      "end_reason": str | None,           # "peace" | "tokens" | "influence" | "stalemate" once triggered
      "over": bool,
    }

``determinize(state, seat, rng)`` deals every card hidden from ``seat``
afresh: the other seats' hands and face-down cards (keeping every count the
seat sees, and committed cards within the tribes of the conflict), the cards
set aside for an Exchange, and the deck order; the RNG state is replaced.
It depends only on what ``seat`` sees.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from game.core import Rng
from game.core.contract import check_seat, no_engine_seats, own_state

from .board import PLAYABLE
from .constants import CARDS_PER_TRIBE, CENTURIES, NUM_TRIBES, TRIBES
from .rules import to_act
from .state import COMMIT, DISCARD, OVER, SWAP, ZERO, Counts, State, add, century_index, influence_gain


def _counts(value: Counts) -> dict[str, int]:
    return {TRIBES[t]: n for t, n in enumerate(value) if n}


def _hand_public(state: State, seat: int) -> bool:
    """A stuck player's hand is shown to everyone while he discards (spec A14)."""
    return state.step == DISCARD and seat == state.active


def view(state: State, seat: int | None) -> dict[str, Any]:
    """What ``seat`` may see (None: a spectator).  The schema is in the module docstring."""
    check_seat(seat, own_state(state, State, "attila").players, spectator=True)
    n = state.players
    century = century_index(state)
    conflict = None
    if state.conflicts and state.step != OVER:
        province = state.conflicts[0]
        conflict = {
            "province": PLAYABLE[province],
            "tribes": [TRIBES[t] for t in range(NUM_TRIBES) if state.board[province][t]],
            "pending": [PLAYABLE[p] for p in state.conflicts[1:]],
            "committer": state.committer if state.step == COMMIT else None,
            "counts": [sum(c) for c in state.committed],
            "mine": _counts(state.committed[seat]) if seat is not None else None,
        }
    swap = None
    if state.step == SWAP:
        swap = {"count": sum(state.swap), "mine": _counts(state.swap) if seat == state.active else None}
    peace = {p: c for p, c in state.peace}
    return {
        "game": "attila",
        "players": n,
        "seat": seat,
        "options": dict(state.options),
        "active": state.active,
        "turn": state.turn,
        "step": state.step,
        "to_act": sorted(to_act(state)),
        "century": CENTURIES[century] if century < len(CENTURIES) else None,
        "gain": influence_gain(state),
        "boxes": [{"century": c, "tiles": k} for c, k in zip(CENTURIES, state.boxes)],
        "provinces": {
            pid: {"tokens": _counts(state.board[p]), "total": sum(state.board[p]), "peace": peace.get(p)}
            for p, pid in enumerate(PLAYABLE)
        },
        "supply": list(state.supply),
        "influence_last": state.option("influence_last"),
        "influence": {TRIBES[t]: [state.influence[s][t] for s in range(n)] for t in range(NUM_TRIBES)},
        "points": [list(p) for p in state.points],
        "scores": [sum(p) for p in state.points],
        "hand_sizes": [sum(h) for h in state.hands],
        "hand": _counts(state.hands[seat]) if seat is not None else None,
        "deck_size": len(state.deck),
        "discard": _counts(state.discard),
        "tiles": [list(t) for t in state.tiles],
        "tile_used": state.tile_used or None,
        "plays_left": state.plays_left,
        "card": TRIBES[state.card] if state.card >= 0 else None,
        "placed": [PLAYABLE[p] for p in state.placed],
        "conflict": conflict,
        "swap": swap,
        "shown_hand": _counts(state.hands[state.active]) if state.step == DISCARD else None,
        "end_reason": state.end_reason or None,
        "over": state.step == OVER,
    }


def determinize(state: State, seat: int | None, rng: Rng) -> State:
    """A state ``seat`` cannot tell from ``state``, with every hidden card dealt afresh from ``rng``."""
    check_seat(seat, own_state(state, State, "attila").players, spectator=True)
    n = state.players
    hidden_seats = [s for s in range(n) if s != seat and not _hand_public(state, s)]
    # The pool: every card the seat cannot see, computed from what it sees.
    seen = state.discard
    if seat is not None:
        for t in range(NUM_TRIBES):
            seen = add(seen, t, state.hands[seat][t] + state.committed[seat][t])
        if seat == state.active:
            seen = tuple(a + b for a, b in zip(seen, state.swap))
    for s in range(n):
        if s != seat and _hand_public(state, s):
            seen = tuple(a + b for a, b in zip(seen, state.hands[s]))
    pool = [t for t in range(NUM_TRIBES) for _ in range(CARDS_PER_TRIBE - seen[t])]
    rng.shuffle(pool)
    committed = list(state.committed)
    if state.conflicts and state.step != OVER:
        present = {t for t in range(NUM_TRIBES) if state.board[state.conflicts[0]][t]}
        for s in hidden_seats:
            need = sum(state.committed[s])
            mine = ZERO
            for _ in range(need):
                i = next(i for i, t in enumerate(pool) if t in present)
                mine = add(mine, pool.pop(i))
            committed[s] = mine
    swap = state.swap
    if seat != state.active and sum(swap) > 0:
        swap = ZERO
        for t in pool[: sum(state.swap)]:
            swap = add(swap, t)
        pool = pool[sum(state.swap) :]
    hands = list(state.hands)
    for s in hidden_seats:
        size = sum(state.hands[s])
        hand = ZERO
        for t in pool[:size]:
            hand = add(hand, t)
        pool = pool[size:]
        hands[s] = hand
    assert len(pool) == len(state.deck), "determinize: the hidden cards do not fill the deck"
    return replace(
        state,
        hands=tuple(hands),
        committed=tuple(committed),
        swap=swap,
        deck=tuple(pool),
        rng=rng.next64(),
    )


#: Steps whose choices come from a seat's hand: the turn (cards to play), the conflict's commit,
#: the Exchange's swap and a stuck player's discard.  Placing the played card's token and gaining
#: influence follow a card already face up.
PRIVATE_STEPS = frozenset({"turn", COMMIT, SWAP, DISCARD})


def private_decision(state: State, seat: int) -> bool:
    """Whether ``seat``'s decision now draws on what only it sees (the table hands it the device).
    Decided from public information only (the phase, how many cards a seat holds), so whether
    the table hands the device over tells the others nothing."""
    return state.step in PRIVATE_STEPS


engine_seats = no_engine_seats(State, "attila")
