"""Where an empire may conquer and what a conquest costs (spec sections 3.2-3.4).

The queries the rules and the virtual players both ask; below both, so that the
virtual players' algorithm reads the same costs the rules charge.
"""

from __future__ import annotations

from . import board, tiles
from .state import State

BASE_COST = 2  # "2 gettoni base per tutte le province" [L266-281]
ROUGH_COST = 1  # forest or mountain [L266-281]
FORT_DEFENCE = 1  # Fortification [L531-547]
MOUNTAIN_ORIGIN = 1  # attack from an adjacent mountain [L280-281]
FORT_ORIGIN = 1  # attack from a fort [L540-542]


def provinces(state: State, seat: int, declined: bool = False) -> list[str]:
    """The provinces of one empire of ``seat`` (sorted)."""
    return sorted([r for r, o in state.board.items() if o.owner == seat and o.declined == declined])


def _at_peace(state: State, attacker: int, defender: int) -> bool:
    """Diplomacy protects active empires (REC-A23; option diplomacy_mode)."""
    if state.option("diplomacy_mode") == "mutual":
        return (attacker, defender) in state.peace or (defender, attacker) in state.peace
    involved = {s for pair in state.peace for s in pair}
    return attacker in involved or defender in involved


def entry_provinces(state: State, seat: int) -> frozenset[str]:
    """Where the active civ may enter (section 3.2, REC-A6, A7, A30)."""
    civ = state.seats[seat].tiles
    if tiles.REVOLUTIONARIES in civ:
        return frozenset(board.PROVINCE_IDS)
    if tiles.ASTRONOMY in civ:
        return board.ASTRONOMY_ENTRY
    return board.NORMAL_ENTRY


def targets(state: State, seat: int) -> list[str]:
    """Provinces the active empire of ``seat`` may conquer now (section 3.3).

    An empire holding nothing is entering (section 3.2): a new civ, or one that lost every
    province to attacks (section 4.3a).  From rules edition 2, collecting never empties it
    (docs/vinci.md R1); edition 1 let it, and the empire re-entered from the edge."""
    mine = provinces(state, seat)
    civ = state.seats[seat].tiles
    if mine:
        cand: set[str] = set()
        near = board.adjacency(tiles.ASTRONOMY in civ)
        for p in mine:
            cand |= near[p]
    else:
        cand = set(entry_provinces(state, seat))
    out = []
    for t in sorted(cand):
        occ = state.board.get(t)
        if occ is not None and occ.owner == seat:
            continue  # own active or declined province (REC-A16)
        if occ is not None and occ.owner >= 0 and not occ.declined and _at_peace(state, seat, occ.owner):
            continue
        out.append(t)
    return out


def cost_breakdown(state: State, seat: int, target: str, mine: list[str] | None = None) -> list[tuple[str, int]]:
    """Every term of the conquest cost of ``target`` for ``seat`` (section 3.4);
    the cost is ``max(0, sum)``.  ``mine``: the seat's active provinces, if known."""
    civ = state.seats[seat].tiles
    if mine is None:
        mine = provinces(state, seat)
    terms: list[tuple[str, int]] = [("base", BASE_COST)]
    if board.is_rough(target):
        terms.append(("terrain", ROUGH_COST))
    occ = state.board.get(target)
    if occ is not None:
        if occ.tokens:
            terms.append(("defenders", occ.tokens))
        if occ.fort:
            terms.append(("fort", FORT_DEFENCE))
        if occ.owner >= 0 and not occ.declined:
            militia = tiles.multiplier(state.seats[occ.owner].tiles, tiles.MILITIA)
            if militia:
                terms.append(("militia", militia))
    origin = 0
    for o in mine:
        if target in board.NEIGHBOURS[o]:
            here = state.board[o]
            origin = max(origin, MOUNTAIN_ORIGIN * board.is_mountain(o) + FORT_ORIGIN * here.fort)
    if origin:
        terms.append(("origin", -origin))
    if board.is_mountain(target) and tiles.MOUNTAIN_SKILL in civ:
        terms.append(("mountain_skill", -tiles.multiplier(civ, tiles.MOUNTAIN_SKILL)))
    if tiles.WEAPONS in civ:
        terms.append(("weapons", -tiles.multiplier(civ, tiles.WEAPONS)))
    if tiles.SHIPBUILDING in civ and target in board.COASTAL:
        by_coast = any(frozenset((o, target)) in board.COASTLINES for o in mine)
        by_sea = tiles.ASTRONOMY in civ and bool(mine) and not any(target in board.NEIGHBOURS[o] for o in mine)
        first = not state.seats[seat].entered
        if by_coast or by_sea or first:
            terms.append(("shipbuilding", -tiles.multiplier(civ, tiles.SHIPBUILDING)))
    return terms


def conquest_cost(state: State, seat: int, target: str, mine: list[str] | None = None) -> int:
    """Tokens ``seat`` pays to conquer ``target`` normally (never below 0 [L486-488])."""
    return max(0, sum(v for _, v in cost_breakdown(state, seat, target, mine)))
