"""The game's own invariants (spec 2 "Invariants"), checked by the fuzzer
after every choice and by ``from_json`` on every load."""

from __future__ import annotations

from .pieces import (
    CATASTROPHE,
    CATASTROPHES_PER_PLAYER,
    CI,
    COLOURS,
    GREEN,
    HAND_SIZE,
    MONUMENT_COLOURS,
    RED,
    TILES_IN_BOX,
    ZIGGURAT,
    is_face_up,
    is_flipped,
    is_leader,
)
from .state import (
    ACTION,
    BUILDING,
    COMMIT,
    MONUMENT,
    NOWHERE,
    OVER,
    STEP_END_ACTION,
    STEP_WARS,
    STEPS,
    WAR_ORDER,
    State,
    leader_squares,
    regions,
)


def check_invariants(state: State) -> None:
    """Raise AssertionError naming the first broken invariant."""
    board, cells = state.board, state.cells
    n = state.players
    assert 0 <= state.active < n, f"active seat {state.active} out of range"
    assert len(cells) == board.size, "cells do not cover the board"
    # Tiles are conserved per colour: board + bag + hands + discards + out of game = box.
    for c in COLOURS:
        i = CI[c]
        on_board = sum(1 for code in cells if code.lower() == c and len(code) == 1)
        total = (
            on_board
            + state.bag.count(c)
            + sum(h[i] for h in state.hands)
            + sum(d[i] for d in state.discards)
            + state.gone[i]
        )
        assert total == TILES_IN_BOX[c], f"{total} {c} tiles accounted for, the box holds {TILES_IN_BOX[c]}"
    for s in range(n):
        assert min(state.hands[s]) >= 0 and sum(state.hands[s]) <= HAND_SIZE, f"seat {s} hand {state.hands[s]}"
        assert min(state.vp[s]) >= 0, f"seat {s} vp {state.vp[s]}"
        assert 0 <= state.catastrophes[s] <= CATASTROPHES_PER_PLAYER, f"seat {s} catastrophes"
    # Catastrophes: used ones are on the board.
    placed = sum(1 for code in cells if code == CATASTROPHE)
    assert placed == CATASTROPHES_PER_PLAYER * n - sum(state.catastrophes), "catastrophes not conserved"
    # Treasures: on a temple (face up or flipped) or the ziggurat, or held (spec 9.5, A-26).
    assert len(state.treasures) + sum(state.held) == len(board.treasure_squares), "treasures not conserved"
    assert list(state.treasures) == sorted(set(state.treasures)), "treasure list not sorted/unique"
    for q in state.treasures:
        assert q in board.treasure_squares and cells[q] in (RED, RED.upper(), ZIGGURAT), f"treasure on {cells[q]!r}"
    # Monuments: distinct, on four flipped tiles of one of their colours.
    ids = [m for m, _ in state.monuments]
    assert len(ids) == len(set(ids)), f"monument built twice: {ids}"
    flipped = {q for q, code in enumerate(cells) if is_flipped(code)}
    covered: set[int] = set()
    for m, t in state.monuments:
        block = {t, t + 1, t + board.width, t + board.width + 1}
        colours = {cells[q] for q in block}
        assert len(colours) == 1 and next(iter(colours)).lower() in MONUMENT_COLOURS[m], f"monument {m} on {colours}"
        covered |= block
    assert covered == flipped, "flipped tiles and monuments disagree"
    # Ziggurat: five tiles in a cross around its centre, nowhere else.
    zig = {q for q, code in enumerate(cells) if code == ZIGGURAT}
    if state.ziggurat == NOWHERE:
        assert not zig, "ziggurat tiles without a ziggurat"
    else:
        assert zig == {state.ziggurat, *board.neighbours[state.ziggurat]}, "ziggurat tiles out of place"
    # Buildings stand on face-up tiles of their colour.
    for c, q in zip(COLOURS, state.buildings):
        assert q == NOWHERE or cells[q] == c, f"the {c} building stands on {cells[q]!r}"
    # River squares hold only farms, catastrophes or nothing (IT L237-238, L269-272).
    for q, code in enumerate(cells):
        if board.river[q]:
            assert code in ("", "b", "B", CATASTROPHE), f"{code!r} on a river square"
    # I1: every leader is next to a face-up temple (IT L231-244).
    where = leader_squares(state)
    for (s, c), q in where.items():
        assert s < n, f"leader of seat {s} in a {n}-player game"
        assert any(cells[x] == RED for x in board.neighbours[q]), f"leader {s}{c} has no temple"
    # The steps still to run come in their fixed order, each once; the decisions
    # inside an action (conflicts, building, monument) always end with the action.
    assert list(state.steps) == sorted(set(state.steps), key=STEPS.index), f"steps {state.steps} out of order"
    if state.phase in (WAR_ORDER, COMMIT, BUILDING, MONUMENT):
        assert STEP_END_ACTION in state.steps, f"phase {state.phase} with steps {state.steps}, outside an action"
    # I2: no kingdom holds two leaders of the same colour (IT L372-373), but for
    # the conflicts under way: a revolt's colour in its kingdom, or the wars of
    # the kingdom just united.
    label, _ = regions(state)
    seen: set[tuple[int, str]] = set()
    doubled = set()
    for (_, c), q in where.items():
        key = (label[q], c)
        if key in seen:
            doubled.add(key)
        seen.add(key)
    if state.phase in (COMMIT, WAR_ORDER):
        assert (state.conflict is not None) == (state.phase == COMMIT), "conflict and phase disagree"
        wars = state.conflict is None or state.conflict.kind == "war"
        assert wars == (state.steps[:1] == (STEP_WARS,)) == (state.unification != NOWHERE), "wars without unification"
        if state.conflict is not None:
            _check_conflict(state)
        if wars:
            assert all(k == label[state.unification] for k, _ in doubled), "two leaders of a colour outside the wars"
        else:
            revolt = state.conflict
            assert revolt is not None
            assert doubled <= {(label[revolt.attacker_leader], revolt.colour)}, "two leaders outside the revolt"
        return
    assert state.conflict is None, "a conflict outside the commit phase"
    assert not doubled, f"two {sorted(doubled)[0][1]} leaders in one kingdom"
    if state.phase in (ACTION, OVER) and STEP_END_ACTION not in state.steps:
        # I3: a kingdom with a trader holds at most one treasure.
        for (_, c), q in where.items():
            if c == GREEN:
                count = sum(1 for t in state.treasures if label[t] == label[q])
                assert count <= 1, f"a trader's kingdom holds {count} treasures"
        # I4: no unification marker at rest.
        assert state.unification == NOWHERE, "unification marker left on the board"
    if state.phase == ACTION and state.actions_done == 0 and not state.steps:
        # I5: every hand is full at the start of a turn.
        assert all(sum(h) == HAND_SIZE for h in state.hands), f"hands {state.hands} at the start of a turn"
    assert state.phase != OVER or state.end_reason, "over without a reason"
    assert all(not is_leader(code) or code[1] in COLOURS for code in cells)
    assert all(not is_face_up(code) or code in COLOURS for code in cells)


def _check_conflict(state: State) -> None:
    """The conflict under way is between two seats' leaders of its colour, each
    side's support tiles on the board (a war removes the loser's)."""
    c, cells = state.conflict, state.cells
    assert c is not None
    assert c.attacker != c.defender, f"seat {c.attacker} in conflict with itself"
    for seat, q in ((c.attacker, c.attacker_leader), (c.defender, c.defender_leader)):
        assert cells[q] == f"{seat}{c.colour}", f"the conflict's leader of seat {seat} is {cells[q]!r}"
    support = RED if c.kind == "revolt" else c.colour
    for side in (c.attacker_support, c.defender_support):
        assert len(set(side)) == len(side), "a tile supports one side twice"  # a temple may back both
        assert all(cells[q] == support for q in side), f"a support of the {c.kind} is not a {support} tile"
