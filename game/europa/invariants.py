"""The game's own invariants: cards conserved, armies and owners consistent, setup
armies accounted for, banners where they belong.  ``problems`` lists what is
wrong (empty when all is well); ``check_invariants`` asserts; ``from_json``
refuses a save that has any problem.
"""

from __future__ import annotations

from collections import Counter

from game.core.errors import quote

from . import board as B
from .state import (
    ADMIRAL,
    ADVANCE,
    ALLOTMENT,
    ATTACK,
    BOARD,
    CARD_KINDS,
    CLAIM,
    COUNT,
    DECK_COMPOSITION,
    DEFEND,
    DIPLOMAT,
    FORTRESS,
    GENERAL,
    HIDE,
    MARSHAL,
    MAX_DICE,
    OVER,
    PHASES,
    PLACE,
    REDISTRIBUTE,
    REINFORCEMENTS,
    SAIL,
    SETUP_PHASES,
    SPY,
    SPY_PICK,
    SPY_REPLY,
    TRACK_SLOTS,
    WHY_ENTER,
    WHY_MOVE,
    WHY_REINFORCE,
    WHY_SUPPLY,
    State,
)

#: Design value: no territory, ship or pending placement holds more armies.  Random
#: and bot games stay far below (tools/fuzz); the bound keeps a loaded save's
#: legal() small (the count and advance choices list one entry per army).
MAX_ARMIES = 999
_ATTACK_PHASES = (BOARD, ATTACK, DEFEND, ADVANCE)
#: How many territories ``pair`` holds in each phase (none in the others).
_PAIR_SIZE = {SAIL: 1, COUNT: 2}
#: Why armies are pending in the phases that have a reason.
_WHY = {PLACE: (WHY_SUPPLY, WHY_REINFORCE), COUNT: (WHY_MOVE, WHY_ENTER)}


def _cards_in_play(s: State) -> Counter[str]:
    c: Counter[str] = Counter()
    c[REINFORCEMENTS] += len(s.track)
    c[DIPLOMAT] += len(s.truces)
    if s.spy:
        c[SPY] += 1
    if s.attack is not None:
        c[GENERAL] += s.attack.general
        c[MARSHAL] += s.attack.marshal
        c[ADMIRAL] += s.attack.sea
    return c


def problems(s: State) -> list[str]:
    """Every inconsistency of ``s``, as sentences quoting the values that disagree."""
    out: list[str] = []
    n = s.players
    if s.phase not in PHASES:
        out.append(f"unknown phase {s.phase!r}")
    if sorted(s.order) != list(range(n)):
        out.append(f"order {list(s.order)} is not a permutation of 0..{n - 1}")
    for name, seq in (
        ("empire", s.empire),
        ("fortress", s.fortress),
        ("sites", s.sites),
        ("banners", s.banners),
        ("allot", s.allot),
        ("hands", s.hands),
    ):
        if len(seq) != n:
            out.append(f"{name} has {len(seq)} entries for {n} players")
    if len(s.owner) != B.N_TERRITORIES or len(s.armies) != B.N_TERRITORIES:
        out.append(f"owner/armies have {len(s.owner)}/{len(s.armies)} entries, not {B.N_TERRITORIES}")
    if out:
        return out
    # cards: 48 in all, by kind (rulebook, CONTENUTO)
    total: Counter[str] = Counter(s.deck + s.discard + s.removed + sum(s.hands, ()))
    total.update(_cards_in_play(s))
    expected = dict(DECK_COMPOSITION)
    for kind in set(total) | set(expected):
        if kind not in CARD_KINDS:
            out.append(f"unknown card {kind!r}")
        elif total[kind] != expected[kind]:
            out.append(f"{total[kind]} {kind} cards in the game, not {expected[kind]}")
    if len(s.track) > len(TRACK_SLOTS):
        out.append(f"{len(s.track)} cards on a track of {len(TRACK_SLOTS)} slots")
    if s.removed and not s.purged:
        out.append(f"cards {list(s.removed)} are out of the game before the Diplomat purge")
    # territories
    gone = set(s.eliminated)
    for t in range(B.N_TERRITORIES):
        o, a = s.owner[t], s.armies[t]
        if o >= 0 and a >= 1 and o < n and o not in gone:
            continue  # the usual case, checked at once
        if not -1 <= o < n:
            out.append(f"{B.TERRITORY_IDS[t]}: owner {o} is not a seat")
        elif o == -1 and a != 0:
            out.append(f"{B.TERRITORY_IDS[t]}: {a} armies but no owner")
        elif o >= 0 and a < 1:
            out.append(f"{B.TERRITORY_IDS[t]}: owned by {o} with {a} armies")
        elif o in s.eliminated:
            out.append(f"{B.TERRITORY_IDS[t]}: owned by eliminated seat {o}")
    # setup armies: what is on the board plus what is left is the allotment (S4)
    if s.phase in SETUP_PHASES:
        for p in range(n):
            on_board = sum(a for o, a in zip(s.owner, s.armies) if o == p)
            if on_board + s.allot[p] != ALLOTMENT[n]:
                out.append(f"seat {p}: {on_board} armies placed + {s.allot[p]} left != {ALLOTMENT[n]}")
    elif any(s.allot):
        out.append(f"setup armies {list(s.allot)} left after the setup")
    # fortresses and banners
    drawn = [e for e in s.empire if e]
    if len(set(drawn)) != len(drawn) or any(e not in B.EMPIRES for e in drawn):
        out.append(f"empires drawn {list(s.empire)} are not distinct empires")
    on_forts: list[str] = []
    for p in range(n):
        f = s.fortress[p]
        if f >= 0:
            if s.empire[p] == "" or B.GROUP_OF[f] != s.empire[p]:
                out.append(f"seat {p}: fortress in {B.TERRITORY_IDS[f]}, outside its empire {s.empire[p]!r}")
            if f != s.sites[p]:
                out.append(f"seat {p}: fortress in {B.TERRITORY_IDS[f]} moved from {s.sites[p]}")
            conquering = s.attack is not None and s.attack.target == f  # before the advance (F0)
            if s.phase not in SETUP_PHASES[:1] and s.owner[f] != p and not conquering:
                out.append(f"seat {p}: fortress {B.TERRITORY_IDS[f]} held by seat {s.owner[f]}")
        on_forts += s.banners[p]
        if p in s.eliminated and (s.fortress[p] >= 0 or s.banners[p] or s.hands[p]):
            out.append(f"eliminated seat {p} still has a fortress, banners or cards")
    if sorted(on_forts) != sorted(e for p, e in enumerate(s.empire) if e and s.sites[p] >= 0):
        out.append(f"banners on fortresses {sorted(on_forts)} are not the placed banners")
    # hidden armies: never in a fortress territory, one per seat from S8
    for owner, t, _used in s.records:
        if t in s.sites:
            out.append(f"hidden armies of seat {owner} in fortress territory {B.TERRITORY_IDS[t]}")
    if s.phase not in SETUP_PHASES and len(s.records) != n:
        out.append(f"{len(s.records)} hidden-army records for {n} players")
    out += _turn_problems(s)
    if s.phase == OVER and s.winner >= 0 and s.winner in s.eliminated:
        out.append(f"the winner {s.winner} is eliminated")
    if s.phase != OVER and s.winner >= 0:
        out.append(f"winner {s.winner} but the phase is {s.phase!r}")
    return out


def _turn_problems(s: State) -> list[str]:
    """Who acts and what is under way agree with the phase, so every phase's
    legal() and apply() find what they need (a save is refused otherwise)."""
    out: list[str] = []
    n, phase, gone = s.players, s.phase, set(s.eliminated)
    alive = [p for p in range(n) if p not in gone]
    if len(gone) != len(s.eliminated):
        out.append(f"eliminated {list(s.eliminated)} names a seat twice")
    if phase != OVER and len(alive) < 2:
        out.append(f"the game goes on with players {alive} left")
    if phase not in SETUP_PHASES:
        for p in range(n):
            if (s.fortress[p] >= 0) == (p in gone):
                out.append(f"seat {p}: fortress {s.fortress[p]} but eliminated={p in gone}")
    if phase == FORTRESS and s.actor in s.order:
        # S3: the seats before the actor have placed their fortress, the actor has drawn its banner.
        turn = s.order.index(s.actor)
        for i, p in enumerate(s.order):
            if (s.empire[p] != "") != (i <= turn) or (s.sites[p] >= 0) != (i < turn):
                out.append(f"seat {p}: empire {s.empire[p]!r}, fortress site {s.sites[p]} in seat {s.actor}'s placing")
    elif any(not e for e in s.empire) or min(s.sites) < 0:
        out.append(f"empires {list(s.empire)} and fortress sites {list(s.sites)} after they were all placed")
    if phase == CLAIM and s.actor in alive and (-1 not in s.owner or s.allot[s.actor] <= 0):
        out.append(f"seat {s.actor} claims with {s.allot[s.actor]} armies left, {s.owner.count(-1)} territories free")
    if phase in (HIDE, OVER):
        if s.actor != -1:
            out.append(f"seat {s.actor} acts in phase {phase!r}, where nobody or everybody does")
    elif s.actor not in alive:
        out.append(f"phase {phase!r} needs a seat in the game to act, not {s.actor}")
    if phase in SETUP_PHASES:
        if s.active != -1:
            out.append(f"seat {s.active} has a turn during the setup")
    elif phase != OVER and s.active not in alive:
        out.append(f"phase {phase!r} needs a seat in the game whose turn it is, not {s.active}")
    a = s.attack
    if (a is not None) != (phase in _ATTACK_PHASES):
        out.append(f"an attack {'is' if a else 'is not'} under way in phase {phase!r}")
    if a is not None:
        if a.defender == s.active or a.defender in gone:
            out.append(f"seat {s.active} attacks seat {a.defender}")
        if (phase == DEFEND) != (a.dice > 0) or a.dice > MAX_DICE:
            out.append(f"{a.dice} attack dice declared in phase {phase!r}")
        if phase == ADVANCE and a.last_dice < 1:
            out.append("an advance after a battle of no dice")
        if a.ship > MAX_ARMIES or (a.ship and not a.sea):
            out.append(f"{a.ship} armies aboard a {'sea' if a.sea else 'land'} attack")
    if (s.redis is not None) != (phase == REDISTRIBUTE):
        out.append(f"a redistribution {'is' if s.redis else 'is not'} under way in phase {phase!r}")
    if bool(s.spy) != (phase in (SPY_REPLY, SPY_PICK)):
        out.append(f"spy {list(s.spy)} in phase {phase!r}")
    elif s.spy and (s.spy[0] != s.active or s.spy[1] == s.spy[0] or s.spy[1] in gone):
        out.append(f"seat {s.spy[0]} spies on seat {s.spy[1]} in seat {s.active}'s turn")
    if phase == SAIL and (ADMIRAL not in s.hands[s.active] or s.admiral_used):
        out.append(f"seat {s.active} chooses where a flagship sails without an Admiral to spend")
    if len(s.pair) != _PAIR_SIZE.get(phase, 0):
        out.append(f"pair {list(s.pair)} in phase {phase!r}")
    if s.why not in _WHY.get(phase, ("",)):
        out.append(f"armies pending because {quote(s.why)} in phase {quote(phase)}")
    if (s.pending > 0) != (phase == PLACE) or s.pending > MAX_ARMIES:
        out.append(f"{s.pending} armies pending in phase {phase!r}")
    if max(s.armies) > MAX_ARMIES:
        out.append(f"{max(s.armies)} armies in one territory (at most {MAX_ARMIES})")
    return out


def check_invariants(s: State) -> None:
    """Raise AssertionError listing every broken invariant of ``s``."""
    found = problems(s)
    assert not found, "; ".join(found)
