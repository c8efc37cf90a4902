"""The virtual players of the solo and 2-player variant (spec section 7).

A virtual seat follows every rule, minus cohesion [L720-721] and abandoning
at collection [L783-785], and decides exactly as the rulebook's algorithm
says: always civilisation I [L744-745], the decline test with its die
[L733-743], targets by immediate VP then by lowest cost then by die
[L747-757, L773-780], the levelling reorganisation [L715-729], forts next to
the richest target [L790-793], Diplomacy with a real player [L766-769],
Rebirth tested at the end of the turn [L809-812], and the difficulty
options (formula ``2 x VP - cost`` [L799-815], preferring real players'
provinces [L762-765]).  Every die roll is an event with ``reveal``.

The rules run it (``rules.apply`` of a ``virtual`` choice, ``rules.rulebook_choice``)
and hand it the phase's choices; it reads positions through ``conquest`` and
``scoring`` and never imports the rules, so the dependency goes one way.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.core import Choice, Rng

from . import board, tiles
from .conquest import FORT_DEFENCE, ROUGH_COST, conquest_cost, provinces, targets
from .scoring import empire_vp, province_vp, working_declined_tiles
from .state import (
    ABANDON,
    CIV_CHOICE,
    COHESION,
    COLLECT,
    DISTRIBUTE,
    EXPAND,
    FORT,
    NEUTRAL,
    REBIRTH,
    START,
    SURVIVORS,
    State,
)
from .state import DIPLOMACY as DIPLOMACY_PHASE

Event = dict[str, Any]

DIE = 6  # "richiede un dado a sei facce" [L706-707]
DECLINE_VP = 10  # "meno di 10 Punti Vittoria" [L733-743]
DECLINE_TOKENS = 6  # "meno di 6 gettoni" [L733-743]
MARSHAL_DECLINE_TOKENS = 4  # Field Marshal: "meno di 4" [L786-789]
MARSHAL_DIE_MALUS = 2  # "Sottrarre due dal dado" [L786-789]
FORMULA_VP_WEIGHT = 2  # "(2 x PV) - costo" [L799-815]


class Dice:
    """The seeded die of the state, its rolls logged as events."""

    def __init__(self, state: State, seat: int, events: list[Event]) -> None:
        self.rng = Rng.from_state(state.rng)
        self.seat = seat
        self.events = events

    def d6(self, why: str) -> int:
        roll = self.rng.randint(1, DIE)
        self.events.append({"type": "virtual_roll", "seat": self.seat, "roll": roll, "why": why, "reveal": True})
        return roll

    def pick(self, items: Sequence[str], why: str) -> str:
        """One of tied candidates: a die re-rolled until it names one (the
        deciding roll is logged); a uniform draw for more than six (REC-A38)."""
        if len(items) == 1:
            return items[0]
        if len(items) > DIE:
            roll = self.rng.randbelow(len(items)) + 1
        else:
            roll = self.rng.randint(1, DIE)
            while roll > len(items):
                roll = self.rng.randint(1, DIE)
        self.events.append(
            {"type": "virtual_roll", "seat": self.seat, "roll": roll, "among": len(items), "why": why, "reveal": True}
        )
        return items[roll - 1]


def decide(
    state: State,
    seat: int,
    options: list[Choice],
    dice: Dice,
    plans: dict[tuple[int, str, int], dict[str, int]] | None = None,
) -> Choice:
    """The rulebook's choice for a virtual ``seat`` in the current phase, among ``options`` (the
    phase's choices, ``rules.phase_choices``).

    ``plans`` keeps a reorganisation plan across its ``put`` steps, so the
    levelling (and its dice) runs once per reorganisation."""
    plans = {} if plans is None else plans
    phase = state.phase
    if phase == CIV_CHOICE:
        return Choice("take", (1,))  # "sceglie sempre la prima civiltà disponibile" [L744-745]
    if phase == START:
        return Choice("decline") if _decline_test(state, seat, dice, start=True) else Choice("expand")
    if phase == DIPLOMACY_PHASE:
        chosen = {b for a, b in state.peace if a == seat}
        real = [str(s) for s in range(state.players) if not state.virtual[s] and s != seat and s not in chosen]
        if not real:
            return Choice("no_peace")
        return Choice("peace", (int(dice.pick(real, "diplomacy")),))
    if phase == COLLECT:
        return Choice("collected")  # never abandons [L783-785]
    if phase == EXPAND:
        return _expansion(state, seat, dice)
    if phase == COHESION:  # not reached: virtual players ignore cohesion
        return options[0]
    if phase == ABANDON:
        droppable = [c.args[0] for c in options]
        worst = min(_vp(state, seat, str(r)) for r in droppable)
        lowest = [str(r) for r in droppable if _vp(state, seat, str(r)) == worst]
        return Choice("drop", (dice.pick(lowest, "abandon"),))
    if phase in (DISTRIBUTE, SURVIVORS):
        key = (seat, phase, len(state.survivors))
        region = state.order[0]
        plan = plans.get(key)
        if plan is None or region not in plan:
            plan = level(state, seat, list(state.order), state.pool, 1 if phase == DISTRIBUTE else 0, dice)
            plans[key] = plan
        return Choice("put", (region, plan[region]))
    if phase == FORT:
        return _fort(state, seat, options, dice)
    if phase == REBIRTH:
        return Choice("rebirth") if _decline_test(state, seat, dice, start=False) else Choice("no_rebirth")
    raise AssertionError(f"virtual player in phase {phase!r}")


def decline_outcome(vp_now: int, avail: int, marshal: bool, roll: int | None) -> bool | None:
    """The decline test [L733-743, L786-789]: None if no die is rolled
    (no decline), else whether ``roll`` makes the seat decline."""
    limit = MARSHAL_DECLINE_TOKENS if marshal else DECLINE_TOKENS
    if vp_now >= DECLINE_VP or avail >= limit:
        return None
    if roll is None:
        return True
    return roll - (MARSHAL_DIE_MALUS if marshal else 0) > avail


def _decline_test(state: State, seat: int, dice: Dice, start: bool) -> bool:
    p = state.seats[seat]
    if start and (tiles.REBIRTH in p.tiles or not p.entered):
        return False  # Rebirth holders test at the end; a new civ enters first (REC-A43)
    mine = provinces(state, seat)
    vp_now = empire_vp(state.board, seat, False, p.tiles, bool(state.option("agriculture_all")))
    avail = sum(state.board[r].tokens - 1 for r in mine) + (p.hand if start else 0)
    avail += tiles.MEDICINE_TOKENS * tiles.multiplier(p.tiles, tiles.MEDICINE)
    marshal = tiles.FIELD_MARSHAL in p.tiles
    if decline_outcome(vp_now, avail, marshal, None) is None:
        return False
    roll = dice.d6("decline")
    return bool(decline_outcome(vp_now, avail, marshal, roll))


def _vp(state: State, seat: int, region: str) -> int:
    return province_vp(region, state.seats[seat].tiles, bool(state.option("agriculture_all")))


def vp_gain(state: State, seat: int, target: str) -> int:
    """Immediate VP of conquering ``target`` [L773-779, L822-823]."""
    p = state.seats[seat]
    gain = _vp(state, seat, target)
    occ = state.board.get(target)
    if occ is not None and occ.tokens > 0 and tiles.SLAVERY in p.tiles:
        gain += tiles.multiplier(p.tiles, tiles.SLAVERY)
    if tiles.HERITAGE not in p.tiles:
        kept = working_declined_tiles(p.declined_tiles)
        for d in board.NEIGHBOURS[target]:
            o = state.board.get(d)
            if o is not None and o.owner == seat and o.declined:
                gain -= province_vp(d, kept, bool(state.option("agriculture_all")))
    return gain


def ranked_targets(state: State, seat: int) -> list[tuple[tuple[int, ...], str, int, int]]:
    """(sort key, target, effective cost, normal cost) best first, ties left in region order."""
    p = state.seats[seat]
    out: list[tuple[tuple[int, ...], str, int, int]] = []
    mine = provinces(state, seat)
    for t in targets(state, seat):
        gain = vp_gain(state, seat, t)
        if gain < 0:
            continue  # only immediate gain counts (REC-A38)
        normal = conquest_cost(state, seat, t, mine)
        eff = min(normal, tiles.ESPIONAGE_COST) if state.spy_left else normal
        key = FORMULA_VP_WEIGHT * gain - eff if state.option("ai_formula") else gain
        occ = state.board.get(t)
        enemy = occ is not None and occ.owner not in (NEUTRAL, seat)
        heritage = 0
        if tiles.HERITAGE in p.tiles and enemy:
            near_declined = any(
                (o := state.board.get(d)) is not None and o.owner == seat and o.declined for d in board.NEIGHBOURS[t]
            )
            heritage = 0 if near_declined else 1
        elif tiles.HERITAGE in p.tiles:
            heritage = 1
        real = 1
        if state.option("ai_prefer_real") and enemy and occ is not None and not state.virtual[occ.owner]:
            real = 0
        out.append(((-key, eff, heritage, real), t, eff, normal))
    out.sort(key=lambda x: x[0])
    return out


def _expansion(state: State, seat: int, dice: Dice) -> Choice:
    hand = state.seats[seat].hand
    affordable = [x for x in ranked_targets(state, seat) if x[2] <= hand]
    if not affordable:
        return Choice("stop")
    best = affordable[0][0]
    tied = [x[1] for x in affordable if x[0] == best]
    target = dice.pick(tied, "target") if len(tied) > 1 else tied[0]
    _, _, eff, normal = next(x for x in affordable if x[1] == target)
    if state.spy_left and tiles.ESPIONAGE_COST < normal:
        return Choice("spy", (target,))
    return Choice("conquer", (target, normal))


def _defence(state: State, region: str, tokens: int) -> int:
    occ = state.board[region]
    return tokens + (ROUGH_COST if board.is_rough(region) else 0) + (FORT_DEFENCE if occ.fort else 0)


def level(state: State, seat: int, regions: list[str], pool: int, floor: int, dice: Dice) -> dict[str, int]:
    """How many of ``pool`` tokens each of ``regions`` gets (section 7.6, REC-A37):
    ``floor`` each, then level the weakest border provinces, then the
    remainder by preference.  ``seat`` owns the regions (an active or a
    declined empire)."""
    owner_declined = state.board[regions[0]].declined
    empire = {r for r, o in state.board.items() if o.owner == seat and o.declined == owner_declined}
    add = dict.fromkeys(regions, floor)
    rem = pool - floor * len(regions)
    base = {r: state.board[r].tokens for r in regions}

    def defence(r: str) -> int:
        return _defence(state, r, base[r] + add[r])

    border = [r for r in regions if any(n not in empire for n in board.NEIGHBOURS[r])]
    while border and rem > 0:
        low = min(defence(r) for r in border)
        weakest = [r for r in border if defence(r) == low]
        if rem < len(weakest):
            for r in _preferred(state, seat, weakest, rem, dice):
                add[r] += 1
            rem = 0
            break
        for r in weakest:
            add[r] += 1
        rem -= len(weakest)
    while rem > 0:  # no border: everything through the preferences, one round at a time
        for r in _preferred(state, seat, regions, min(rem, len(regions)), dice):
            add[r] += 1
            rem -= 1
    return add


def _preferred(state: State, seat: int, regions: list[str], need: int, dice: Dice) -> list[str]:
    """The ``need`` provinces the rulebook's preferences pick: map edge while
    new empires enter, next to another active empire, more VP, then the die
    [L722-729].  Only a tie across the cut is rolled."""
    entering = any(not p.entered and p.tiles and s != seat for s, p in enumerate(state.seats))

    def key(r: str) -> tuple[int, int, int]:
        edge = 0 if entering and r in board.NORMAL_ENTRY else 1
        near_active = any(
            (o := state.board.get(n)) is not None and o.owner not in (NEUTRAL, seat) and not o.declined
            for n in board.NEIGHBOURS[r]
        )
        return edge, 0 if near_active else 1, -_vp(state, seat, r)

    ordered = sorted(regions, key=lambda r: (key(r), r))
    if need >= len(ordered) or key(ordered[need - 1]) != key(ordered[need]):
        return ordered[:need]
    cut = key(ordered[need - 1])
    picks = [r for r in ordered if key(r) < cut]
    tied = [r for r in ordered if key(r) == cut]
    while len(picks) < need:
        r = dice.pick(tied, "reorganisation")
        picks.append(r)
        tied.remove(r)
    return picks


def _fort(state: State, seat: int, options: list[Choice], dice: Dice) -> Choice:
    """Forts serve attacks: next to the best foreign target (REC-A41)."""
    sites = [str(c.args[0]) for c in options if c.kind == "fort"]
    if not sites:
        return Choice("no_fort")
    keyed = {t: k for k, t, _, _ in ranked_targets(state, seat)}

    def site_value(r: str) -> tuple[int, ...]:
        near = [keyed[n] for n in board.NEIGHBOURS[r] if n in keyed]
        return min(near) if near else (1 << 30,)

    best = min(site_value(r) for r in sites)
    tied = [r for r in sites if site_value(r) == best]
    return Choice("fort", (dice.pick(tied, "fort"),))
