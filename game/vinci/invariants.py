"""The game's own invariants: tiles conserved, wood tokens within the box,
neutrals single, declined empires consistent, counts never negative.
``consistency_problems`` lists what is wrong (empty when all is well);
``check_invariants`` asserts, for the fuzzer and for ``from_json``.
"""

from __future__ import annotations

from collections import Counter

from . import board, tiles
from .state import ABANDON, CIV_CHOICE, COHESION, DISTRIBUTE, NEUTRAL, OVER, SURVIVORS, State

_BOX = sorted(tiles.BAG)
#: Design value: no seat holds more tokens (map, hand and tokens being placed
#: together).  A civilisation starts with at most ~25 and random games stay
#: near 30; the bound keeps a loaded save's legal() small ("put" lists one
#: choice per token).
MAX_TOKENS = 250
#: The phases in which tokens are being placed (``pool``), and those with a
#: list of provinces still to receive them (``order``).
_POOL_PHASES = (COHESION, ABANDON, DISTRIBUTE, SURVIVORS)
_ORDER_PHASES = (DISTRIBUTE, SURVIVORS)


def consistency_problems(state: State) -> list[str]:
    """What is wrong with a state, as sentences (empty: nothing)."""
    out = []
    every = list(state.bag)
    for slot in state.display:
        every.extend(slot.tiles)
    for p in state.seats:
        every.extend(p.tiles)
        every.extend(p.declined_tiles)
    every.sort()
    if every != _BOX:
        held, box = Counter(every), Counter(tiles.BAG)
        diff = {k: held[k] - box[k] for k in set(held) | set(box) if held[k] != box[k]}
        out.append(f"tile counts differ from the box by {dict(sorted(diff.items()))}")
    neutrals = sum(1 for o in state.board.values() if o.owner == NEUTRAL)
    forts = sum(1 for o in state.board.values() if o.fort)
    if not state.option("unlimited_forts") and neutrals + forts > board.WOOD_TOKENS:
        out.append(f"{neutrals} neutrals and {forts} forts exceed the {board.WOOD_TOKENS} wood tokens")
    for r, o in state.board.items():
        if o.owner == NEUTRAL and (o.tokens != 1 or o.declined or o.fort):
            out.append(f"neutral in {r} is {o!r}, not one plain token")
        if o.declined and o.tokens < 1:
            out.append(f"declined province {r} holds {o.tokens} tokens")
    for s, p in enumerate(state.seats):
        if p.declined_tiles and not any(o.owner == s and o.declined for o in state.board.values()):
            out.append(f"seat {s} keeps declined tiles {list(p.declined_tiles)} with no declined province")
        if any(t not in tiles.PERSISTENT for t in p.declined_tiles):
            out.append(f"seat {s} keeps non-persistent tiles {list(p.declined_tiles)} in decline")
        if len(p.tiles) not in (0, 2):
            out.append(f"seat {s} has {len(p.tiles)} active tiles")
        if not state.option("allow_negative_vp") and p.score < 0:
            out.append(f"seat {s} has a negative score {p.score}")
    return out + _turn_problems(state)


def _turn_problems(state: State) -> list[str]:
    """What the phase needs is there (tiles, provinces, tokens to place), so
    every phase's legal() and apply() work on a loaded save."""
    out = []
    phase, turn = state.phase, state.turn
    held = [p.hand for p in state.seats]
    for o in state.board.values():
        if o.owner != NEUTRAL:
            held[o.owner] += o.tokens
    held[turn] += state.pool
    for s, _, n in state.survivors:
        held[s] += n
    if max(held) > MAX_TOKENS:
        out.append(f"a seat holds {max(held)} tokens (at most {MAX_TOKENS})")
    civ = len(state.seats[turn].tiles)
    if phase == CIV_CHOICE and civ:
        out.append(f"seat {turn} chooses a civilisation while it holds one")
    if phase not in (CIV_CHOICE, OVER) and not civ:
        out.append(f"seat {turn} plays phase {phase!r} with no civilisation")
    if phase in (COHESION, ABANDON) and not any(o.owner == turn and not o.declined for o in state.board.values()):
        out.append(f"seat {turn} keeps or drops provinces in phase {phase!r} but has none")
    if state.pool and phase not in _POOL_PHASES:
        out.append(f"{state.pool} tokens being placed in phase {phase!r}")
    if phase == SURVIVORS and not state.survivors:
        out.append("phase 'survivors' with no survivors waiting")
    elif bool(state.order) != (phase in _ORDER_PHASES):
        out.append(f"provinces {list(state.order)} to receive tokens in phase {phase!r}")
    elif state.order:
        owner, declined = (turn, False) if phase == DISTRIBUTE else state.survivors[0][:2]
        if len(set(state.order)) != len(state.order) or any(
            r not in state.board or (state.board[r].owner, state.board[r].declined) != (owner, declined)
            for r in state.order
        ):
            out.append(f"provinces {list(state.order)} to receive tokens are not all seat {owner}'s")
        if phase == DISTRIBUTE and state.pool < len(state.order):
            out.append(f"{state.pool} tokens for {len(state.order)} provinces that need one each")
    if phase == DISTRIBUTE:
        # The reorganisation gives every empty province of the empire its tokens: one left out
        # would stay held with none once the turn passes.
        empty = sorted(r for r, o in state.board.items() if (o.owner, o.declined, o.tokens) == (turn, False, 0))
        if not set(empty) <= set(state.order):
            out.append(f"provinces {[r for r in empty if r not in state.order]} are empty and not to receive tokens")
    return out


def check_invariants(state: State) -> None:
    """Tiles conserved (52), wood tokens within 33, neutrals single, tokens
    never negative, declined empires consistent, hand/pool non-negative."""
    problems = consistency_problems(state)
    assert not problems, "; ".join(problems)
    for s, p in enumerate(state.seats):
        assert p.hand >= 0, f"seat {s} hand {p.hand}"
    assert state.pool >= 0, f"pool {state.pool}"
    for r, o in state.board.items():
        assert r in board.PROVINCES and o.tokens >= 0, f"{r}: {o}"
        if o.owner != NEUTRAL and o.declined is False and o.tokens == 0:
            # only during the owner's own turn (a 0-cost conquest or the reorganisation)
            assert o.owner == state.turn, f"{r} held with 0 tokens outside its owner's turn"
