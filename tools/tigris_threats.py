"""How often a Tigris leader that the reply model sees threatened is lost before its owner acts again.

    python -m tools.tigris_threats --players 2,3,4 --seeds 1:7 [--level hard] [--jobs 2]

Tigris's reply model (``game.bots.eval_tigris``) counts a leader as lost, at a chance per seat
count (``THREAT_LIKELY``), when one reply could oust it: a revolt (``revolt_targets``) or a war
one tile away that its side would lose (``war_outcomes``).  This tool measures those chances.
It plays games of ``--level`` against itself; at the end of each seat's turn it notes which of
that seat's leaders the model flags, and then whether each leader was lost in a conflict before
the seat's next turn began.  It prints, per seat count and per kind of flag (none, revolt, war,
both), the leaders lost over the leaders flagged.  Session 24 (hard, seeds 1-6): revolts 0.14,
0.12 and 0.09 at two, three and four seats, wars 0.69, 0.42 and 0.33; unflagged leaders 0.01-0.03.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from game.bots.eval_tigris import revolt_targets, war_outcomes
from game.tigris.state import leader_squares
from tools import self_play

#: A flagged leader's record: (players, kinds of threat seen, lost before its owner's next turn).
Record = tuple[int, tuple[str, ...], bool]


def flagged(state: Any) -> dict[tuple[int, str], set[str]]:
    """Each leader on the board, as (owner, colour), with the kinds of threat the model sees."""
    kinds: dict[tuple[int, str], set[str]] = {leader: set() for leader in leader_squares(state)}
    if state.conflict is not None:
        return kinds
    for leader in revolt_targets(state):
        kinds[leader].add("revolt")
    for _, loser, colour, _ in war_outcomes(state):
        kinds[(loser, colour)].add("war")
    return kinds


def play(task: tuple[str, int, int]) -> list[Record]:
    """The records of one self-play game of ``level`` at ``players`` seats."""
    players = task[1]
    watched: dict[tuple[int, str], tuple[set[str], int]] = {}  # leader -> (kinds, square)
    records: list[Record] = []
    for before, state, over in self_play.moves("tigris", task):
        conflict = before.conflict
        if conflict is not None and state.conflict != conflict:  # a conflict ended: was a watched leader lost?
            now = leader_squares(state)
            for who, square in (
                (conflict.attacker, conflict.attacker_leader),
                (conflict.defender, conflict.defender_leader),
            ):
                leader = (who, conflict.colour)
                if leader in watched and now.get(leader) != square:
                    records.append((players, tuple(sorted(watched.pop(leader)[0])), True))
        if state.active != before.active and not over:
            for leader in [k for k in watched if k[0] == state.active]:  # its owner acts again: it stood
                records.append((players, tuple(sorted(watched.pop(leader)[0])), False))
            squares = leader_squares(state)
            for leader, kinds in flagged(state).items():
                if leader[0] == before.active:
                    watched[leader] = (kinds, squares[leader])
    return records


def report(records: Sequence[Record], counts: Sequence[int]) -> str:
    """Leaders lost over leaders flagged, per seat count and kind of flag."""
    lines = []
    for n in counts:
        seen: Counter[tuple[str, ...]] = Counter()
        lost: Counter[tuple[str, ...]] = Counter()
        for players, kinds, was_lost in records:
            if players == n:
                seen[kinds] += 1
                lost[kinds] += was_lost
        parts = [f"{'+'.join(k) or 'none'} {lost[k]}/{seen[k]} = {lost[k] / seen[k]:.2f}" for k in sorted(seen)]
        lines.append(f"{n} players: " + ", ".join(parts))
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    return self_play.main(__doc__, play, report, "2,3,4", argv)


if __name__ == "__main__":
    raise SystemExit(main())
