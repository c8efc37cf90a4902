"""The game's own invariants: cards conserved, armies and owners consistent, setup
armies accounted for, banners where they belong.  ``problems`` lists what is
wrong (empty when all is well); ``check_invariants`` asserts; ``from_json``
refuses a save that has any problem.
"""

from __future__ import annotations

from collections import Counter

from . import board as B
from .state import (
    ADMIRAL,
    ALLOTMENT,
    CARD_KINDS,
    DECK_COMPOSITION,
    DIPLOMAT,
    GENERAL,
    MARSHAL,
    OVER,
    PHASES,
    REINFORCEMENTS,
    SETUP_PHASES,
    SPY,
    TRACK_SLOTS,
    State,
)


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
    if s.phase == OVER and s.winner >= 0 and s.winner in s.eliminated:
        out.append(f"the winner {s.winner} is eliminated")
    if s.phase != OVER and s.winner >= 0:
        out.append(f"winner {s.winner} but the phase is {s.phase!r}")
    return out


def check_invariants(s: State) -> None:
    """Raise AssertionError listing every broken invariant of ``s``."""
    found = problems(s)
    assert not found, "; ".join(found)
