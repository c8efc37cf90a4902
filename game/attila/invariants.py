"""The invariants of an Attila state, as a list of readable problems.

One function serves both ``check_invariants`` (the fuzzer: AssertionError)
and ``from_json`` (a save: SaveError), so a rule about consistency is
written once.
"""

from __future__ import annotations

from .board import PLAYABLE
from .constants import (
    CARDS_PER_TRIBE,
    CENTURIES,
    CONFLICT_AT,
    END_REASONS,
    FINAL_SLOT,
    HAND_SIZE,
    NUM_TRIBES,
    PEACE_TILES,
    PROVINCE_CAPACITY,
    TILES,
    TOKENS_PER_TRIBE,
    TRIBES,
)
from .state import COMMIT, DISCARD, GAIN, OVER, PLACE, STEPS, SWAP, TURN, ZERO, State, plus


def problems(state: State) -> list[str]:
    """Everything inconsistent in ``state``; empty when it is a reachable position."""
    out: list[str] = []
    n = state.players
    # Cards: the 9 cards of each tribe are somewhere (hands, deck, discard, face down, set aside).
    cards = plus(state.discard, state.swap)
    for s in range(n):
        cards = plus(cards, plus(state.hands[s], state.committed[s]))
    for t in state.deck:
        cards = tuple(c + (i == t) for i, c in enumerate(cards))
    for t in range(NUM_TRIBES):
        if cards[t] != CARDS_PER_TRIBE:
            out.append(f"{cards[t]} {TRIBES[t]} cards in the game, not {CARDS_PER_TRIBE}")
    for s in range(n):
        if any(c < 0 for c in state.hands[s]) or sum(state.hands[s]) > HAND_SIZE:
            out.append(f"seat {s} holds an impossible hand {list(state.hands[s])}")
    # Tokens: the 20 of each tribe are in the supply or on the board.
    for t in range(NUM_TRIBES):
        on_board = sum(row[t] for row in state.board)
        if state.supply[t] < 0 or state.supply[t] + on_board != TOKENS_PER_TRIBE:
            out.append(f"{TRIBES[t]}: supply {state.supply[t]} + board {on_board} != {TOKENS_PER_TRIBE}")
    # Provinces: at most 4 tokens, 5 only while this card's conflict is pending; never 6.
    pending = set(state.placed) | set(state.conflicts)
    closed = {p for p, _ in state.peace}
    for p, row in enumerate(state.board):
        total = sum(row)
        if any(c < 0 for c in row) or total > CONFLICT_AT:
            out.append(f"{PLAYABLE[p]} holds {list(row)}")
        elif total == CONFLICT_AT and p not in pending:
            out.append(f"{PLAYABLE[p]} holds 5 tokens without a conflict")
        elif p in closed and total > PROVINCE_CAPACITY:
            out.append(f"pacified {PLAYABLE[p]} holds {total} tokens")
    # Peace tiles: taken box by box, one per pacified province, 10 in all.
    if len(closed) != len(state.peace):
        out.append(f"a province has two peace tiles: {list(state.peace)}")
    taken = [c for _, c in state.peace]
    if taken != sorted(taken):
        out.append(f"peace tiles taken out of century order: {taken}")
    for i, c in enumerate(CENTURIES):
        if not 0 <= state.boxes[i] or state.boxes[i] + taken.count(c) != PEACE_TILES[i]:
            out.append(f"century {c}: {state.boxes[i]} tiles left and {taken.count(c)} placed")
    # Influence and points.
    last = state.option("influence_last")
    for s in range(n):
        if not all(0 <= x <= last for x in state.influence[s]):
            out.append(f"seat {s} influence {list(state.influence[s])} outside 0..{last}")
        if any(x < 0 for x in state.points[s]):
            out.append(f"seat {s} has negative points {list(state.points[s])}")
        for i in range(len(CENTURIES)):
            if state.points[s][i] and state.boxes[i]:
                out.append(f"seat {s} scored the {CENTURIES[i]}th century before it ended")
        if state.points[s][FINAL_SLOT] and state.step != OVER:
            out.append(f"seat {s} has final points before the end")
        if len(set(state.tiles[s])) != len(state.tiles[s]) or not set(state.tiles[s]) <= set(TILES):
            out.append(f"seat {s} tiles {list(state.tiles[s])}")
    # The turn.
    if state.step not in STEPS:
        out.append(f"unknown step {state.step!r}")
    if not 0 <= state.active < n:
        out.append(f"active seat {state.active} out of range")
    elif state.tile_used and (state.tile_used not in TILES or state.tile_used in state.tiles[state.active]):
        out.append(f"tile {state.tile_used!r} used this turn but still held")
    in_card = state.step in (PLACE, GAIN, COMMIT) or (state.step == SWAP and state.resume == COMMIT)
    if in_card != (state.card >= 0):
        out.append(f"card {state.card} while in step {state.step}")
    if (state.step == COMMIT or state.resume == COMMIT) != bool(state.conflicts) and state.step != OVER:
        out.append(f"conflicts {list(state.conflicts)} in step {state.step}")
    if state.step == COMMIT and not 0 <= state.committer < n:
        out.append(f"committer {state.committer} in a conflict")
    if state.step not in (COMMIT, SWAP) and any(sum(c) for c in state.committed):
        out.append("cards committed outside a conflict")
    if state.step != SWAP and state.swap != ZERO:
        out.append("cards set aside outside an exchange")
    if state.step == SWAP and state.resume not in (TURN, COMMIT):
        out.append(f"exchange resumes to {state.resume!r}")
    if state.step == DISCARD and state.plays_left:
        out.append("discarding with card plays left")
    if state.step not in (COMMIT, SWAP) and state.committer != -1:
        out.append(f"committer {state.committer} outside a conflict")
    if state.end_reason not in END_REASONS:
        out.append(f"unknown end reason {state.end_reason!r}")
    if state.step == OVER and not state.end_reason:
        out.append("the game is over without a reason")
    if state.plays_left < 0 or state.plays_done < 0 or state.passes < 0:
        out.append("negative turn counters")
    return out


def check_invariants(state: State) -> None:
    """Raise AssertionError listing every broken invariant (cards and tokens
    conserved, provinces within capacity, peace tiles and scores consistent)."""
    found = problems(state)
    assert not found, "; ".join(found)
