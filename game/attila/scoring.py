"""Scoring of the tribes (rulebook §4 and §7; spec §2.5, A16, A19, A20, A21), and the scores,
places and end-screen table of a game (rulebook §4, §6; spec A17).

For a tribe with T tokens on the board in P provinces (pacified ones
included), the players with a marker on its track are ranked by position:

- a single player with influence scores T + P (rule e);
- players tied first share T + P, each ``ceil((T + P) / k)``, and nobody
  scores second place (rule c, A16);
- otherwise the leader scores T and the players tied second share P, each
  ``ceil(P / k)`` (rules a, b, d);
- with 2 players the second scores only within 2 spaces of the leader (§7).

>>> score_tribe([3, 1, 0], 5, 3, two_player=False)
[5, 3, 0]
>>> score_tribe([3, 3, 0], 5, 3, two_player=False)
[4, 4, 0]
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import Any

from .board import PLAYABLE
from .constants import CENTURIES, NUM_TRIBES, TIE_INFLUENCE, TWO_PLAYER_SECOND_MAX_GAP
from .state import State
from .text import ENDED, TIE_NOTES, end_reason


def _share(total: int, k: int) -> int:
    """Each of k tied players' share, rounded up (§4 «arrotondando per eccesso», A21)."""
    return -(-total // k)


def score_tribe(positions: Sequence[int], tokens: int, provinces: int, *, two_player: bool) -> list[int]:
    """Points per seat for one tribe; ``positions[s]`` is 0 when seat s has no marker."""
    return list(_score_tribe(tuple(positions), tokens, provinces, two_player))


@lru_cache(maxsize=1 << 14)  # the bots score the same few positions again and again (~3 MB at most)
def _score_tribe(positions: tuple[int, ...], tokens: int, provinces: int, two_player: bool) -> tuple[int, ...]:
    awards = [0] * len(positions)
    ranked = sorted({p for p in positions if p > 0}, reverse=True)
    if not ranked:
        return tuple(awards)
    top = [s for s, p in enumerate(positions) if p == ranked[0]]
    holders = [s for s, p in enumerate(positions) if p > 0]
    if len(holders) == 1:
        awards[top[0]] = tokens + provinces  # rule e
        return tuple(awards)
    if len(top) >= 2:
        for s in top:  # rule c
            awards[s] = _share(tokens + provinces, len(top))
        return tuple(awards)
    awards[top[0]] = tokens  # rule a
    second = [s for s, p in enumerate(positions) if p == ranked[1]]
    if two_player and ranked[0] - ranked[1] > TWO_PLAYER_SECOND_MAX_GAP:
        return tuple(awards)
    for s in second:  # rules b and d
        awards[s] = _share(provinces, len(second))
    return tuple(awards)


def tribe_presence(state: State, tribe: int) -> tuple[int, int]:
    """(T, P): the tribe's tokens on the board and the provinces holding any."""
    counts = [state.board[p][tribe] for p in range(len(PLAYABLE))]
    return sum(counts), sum(1 for c in counts if c > 0)


def score_all(state: State) -> list[tuple[int, int, int, list[int]]]:
    """One scoring of every tribe in the rulebook order: (tribe, T, P, points per seat)."""
    out = []
    for tribe in range(NUM_TRIBES):
        tokens, provinces = tribe_presence(state, tribe)
        positions = [state.influence[s][tribe] for s in range(state.players)]
        awards = score_tribe(positions, tokens, provinces, two_player=state.players == 2)
        out.append((tribe, tokens, provinces, awards))
    return out


def score(state: State) -> list[int]:
    """Each seat's points on the score track."""
    return [sum(p) for p in state.points]


def _key(state: State, seat: int) -> tuple[int, ...]:
    total = sum(state.points[seat])
    if state.option("tie_break") == TIE_INFLUENCE:
        return (total, sum(state.influence[seat]))
    return (total,)


def ranking(state: State) -> list[int]:
    """The place of each seat: most points first (§6 «Il giocatore con più punti è il vincitore»).
    Ties are shared (A17) unless the tie-break option compares total influence."""
    keys = [_key(state, s) for s in range(state.players)]
    return [1 + sum(k > mine for k in keys) for mine in keys]


def score_table(state: State, lang: str) -> dict[str, Any]:
    """Points of each century scoring, the final scoring and the total, per seat."""
    if lang == "it":
        headers = [f"{c}° secolo" for c in CENTURIES] + ["Finale", "Influenza totale", "Totale"]
    else:
        headers = [f"{c}th century" for c in CENTURIES] + ["Final", "Total influence", "Total"]
    rows = [list(p) + [sum(state.influence[s]), sum(p)] for s, p in enumerate(state.points)]
    return {"headers": headers, "rows": rows, "notes": _notes(state, lang)}


def _notes(state: State, lang: str) -> list[str]:
    """Why the game ended and, when points were tied, how the tie was settled."""
    lang = "it" if lang == "it" else "en"
    notes = [ENDED[lang].format(why=end_reason(state.end_reason, lang))] if state.end_reason else []
    totals = [sum(p) for p in state.points]
    if len(set(totals)) < len(totals):
        tie = "influence" if state.option("tie_break") == TIE_INFLUENCE else "shared"
        notes.append(TIE_NOTES[tie][lang])
    return notes
