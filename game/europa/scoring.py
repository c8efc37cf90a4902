"""Supplementary armies, victory, and the end-of-game ranking.

The rulebook names only a winner (VINCE ...).  ``score`` is the number of
territories held, the measure the spec's ranking (A-35) uses after the winner.
"""

from __future__ import annotations

from collections.abc import Sequence
from operator import itemgetter
from typing import Any

from .board import BLOCKS, EMPIRES, INDEPENDENTS, MEMBERS, group_name
from .state import ALL_INDEPENDENTS, OTHER_EMPIRES_TO_WIN, PER_BLOCK, PER_EMPIRE, PER_ENEMY_BANNER, State
from .text import END_NOTES

#: Option value: the 15 for all independents replaces the three block bonuses (DECISIONS.md).
INDEPENDENTS_REPLACE = "replace"
#: Option value: the 15 comes on top of the block bonuses (spec A-26).
INDEPENDENTS_ADD = "add"


def holds(state: State, seat: int, group: str) -> bool:
    """Whether ``seat`` occupies every territory of ``group``."""
    return all(state.owner[t] == seat for t in MEMBERS[group])


#: One getter per group, so that reading a group's owners is a single C call
#: (views and the bots' evaluation ask for the holders after every choice).
_GROUP_OWNERS = {g: (itemgetter(*members) if len(members) > 1 else None, members) for g, members in MEMBERS.items()}


def holders(state: State) -> dict[str, int]:
    """For every group, the seat occupying all of it, or -1."""
    return holders_on(state.owner)


def holders_on(owner: Sequence[int]) -> dict[str, int]:
    """:func:`holders` on the board ``owner`` (territory -> seat), the state's or one a bot imagines."""
    out = {}
    for g, (getter, members) in _GROUP_OWNERS.items():
        if getter is None:
            out[g] = owner[members[0]]
            continue
        owners = getter(owner)
        first = owners[0]
        out[g] = first if owners.count(first) == len(owners) else -1
    return out


def supplementary(
    state: State, seat: int, held: dict[str, int] | None = None, owner: Sequence[int] | None = None
) -> dict[str, int]:
    """The supplementary armies of ``seat`` (rulebook, LE ARMATE SUPPLEMENTARI) with
    their breakdown: ``banners``, ``blocks``, ``empires``, ``independents``, ``total``.

    Own empire counts for the +6 (A-27).  With all 11 independents the 15 replaces
    the block bonuses, or is added to them with ``all_independents="add"``.
    ``held`` is :func:`holders` of ``state`` when the caller already has it;
    ``owner`` replaces the state's board (``held`` must then be :func:`holders_on` it).
    """
    own = state.empire[seat]
    if owner is None:
        owner = state.owner
    if held is None:
        held = holders_on(owner)
    banners = PER_ENEMY_BANNER * sum(1 for b in state.banners[seat] if b != own)
    empires = PER_EMPIRE * sum(1 for e in EMPIRES if held[e] == seat)
    blocks = PER_BLOCK * sum(1 for b in BLOCKS if held[b] == seat)
    independents = 0
    if all(owner[t] == seat for t in INDEPENDENTS):
        independents = ALL_INDEPENDENTS
        if state.option("all_independents") == INDEPENDENTS_REPLACE:
            blocks = 0
    total = banners + empires + blocks + independents
    return {"banners": banners, "blocks": blocks, "empires": empires, "independents": independents, "total": total}


def qualifies(state: State, seat: int) -> bool:
    """The victory condition: own empire plus three other empires held completely."""
    own = state.empire[seat]
    if not own or not holds(state, seat, own):
        return False
    return sum(1 for e in EMPIRES if e != own and holds(state, seat, e)) >= OTHER_EMPIRES_TO_WIN


def victor(state: State) -> int:
    """The seat that wins now, or -1 (A-28: the active player first among several,
    then the first of them in playing order from the active player)."""
    alive = state.alive()
    if len(alive) == 1:
        return alive[0]
    held = holders(state)
    counts: dict[int, int] = {}
    for e in EMPIRES:
        counts[held[e]] = counts.get(held[e], 0) + 1
    # cheap filter first: a winner holds at least four empires
    winners = [s for s in alive if counts.get(s, 0) > OTHER_EMPIRES_TO_WIN and qualifies(state, s)]
    if not winners:
        return -1
    if state.active in winners:
        return state.active
    start = state.order.index(state.active) if state.active >= 0 else 0
    rotation = state.order[start:] + state.order[:start]
    return next(s for s in rotation if s in winners)


def territories_held(state: State, seat: int) -> int:
    return sum(1 for o in state.owner if o == seat)


def armies_held(state: State, seat: int) -> int:
    return sum(a for o, a in zip(state.owner, state.armies) if o == seat)


def score(state: State) -> list[int]:
    """Territories held by each seat (0 once eliminated)."""
    return [territories_held(state, s) for s in range(state.players)]


def ranking(state: State) -> list[int]:
    """Places (1 = first), spec A-35: the winner; then survivors by territories, ties
    by armies (still tied: shared place); then the eliminated, last eliminated first."""
    keys: dict[int, tuple[int, ...]] = {}
    for s in range(state.players):
        if s == state.winner:
            keys[s] = (2, 0, 0)
        elif s in state.eliminated:
            keys[s] = (0, state.eliminated.index(s), 0)
        else:
            keys[s] = (1, territories_held(state, s), armies_held(state, s))
    return [1 + sum(1 for o in range(state.players) if keys[o] > keys[s]) for s in range(state.players)]


def _ordinal_en(k: int) -> str:
    """1st, 2nd, 3rd, 4th, 5th (at most five of six players are ever eliminated)."""
    return str(k) + {1: "st", 2: "nd", 3: "rd"}.get(k, "th")


def score_table(state: State, lang: str) -> dict[str, Any]:
    """The end screen: own empire, empires held, territories, armies, outcome."""
    it = lang == "it"
    headers = (
        ["Impero", "Imperi occupati", "Territori", "Armate", "Esito"]
        if it
        else ["Empire", "Empires held", "Territories", "Armies", "Outcome"]
    )
    rows = []
    for s in range(state.players):
        held = [group_name(e, lang) for e in EMPIRES if holds(state, s, e)]
        if s == state.winner:
            outcome = "vincitore" if it else "winner"
        elif s in state.eliminated:
            k = state.eliminated.index(s) + 1
            outcome = f"{k}º eliminato" if it else f"eliminated {_ordinal_en(k)}"
        else:
            outcome = "ancora in gioco" if it else "survived"
        own = group_name(state.empire[s], lang) if state.empire[s] else "-"
        rows.append([own, ", ".join(held) or "-", territories_held(state, s), armies_held(state, s), outcome])
    return {"headers": headers, "rows": rows, "notes": _notes(state, "it" if it else "en")}


def _notes(state: State, lang: str) -> list[str]:
    """Why the game ended (a victory, the last survivor, the round limit) and, without a winner,
    how the places were set (territories, then armies: spec A-35)."""
    why = "rounds" if state.winner < 0 else "survivor" if len(state.alive()) == 1 else "empires"
    return [END_NOTES[why][lang], END_NOTES["places"][lang]]
