"""How much of the majorities Attila's reply model sees contested the other seats really take.

    python -m tools.attila_threats --players 2,3,4,5 --seeds 1:7 [--level hard] [--jobs 2]

Attila's reply model (``game.bots.eval_attila``) expects each other seat to make its best raise
(``best_raises``) before the judged seat plays again, and counts a share ``LIKELY`` of what those
raises would take from the judged seat's scoring now.  This tool measures that share.  It plays
games of ``--level`` against itself.  When a seat's turn ends it notes the model's loss for that
seat (every other seat's best raise in full), and when the seat's turn comes again, what the
other seats' moves on the influence tracks really took from that scoring (the same tokens and
provinces, the tracks as they now stand; per tribe, losses only).  It prints, per seat count,
the sum of both, their ratio, the least-squares share (realized over modelled through the
origin) and the mean loss where the model saw none.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.attila.scoring import score_all, score_tribe
from game.bots.eval_attila import best_raises
from tools import self_play

#: One seat's record between two of its turns: (players, modelled loss, realized loss), both <= 0.
Record = tuple[int, float, float]


def modelled_loss(state: Any, seat: int, scored: Any = None) -> int:
    """What every other seat's best raise takes from ``seat``'s scoring now, in full."""
    return sum(
        min(0, best[seat])
        for raiser, best in enumerate(best_raises(state, scored))
        if best is not None and raiser != seat
    )


def realized_loss(before: Any, scored: Any, after: Any, seat: int) -> int:
    """What the tracks of ``after`` take from ``seat``'s scoring of ``before`` (``scored``), tribe by tribe."""
    two = before.players == 2
    lost = 0
    for tribe, tokens, provinces, awards in scored:
        positions = [after.influence[s][tribe] for s in range(after.players)]
        lost += min(0, score_tribe(positions, tokens, provinces, two_player=two)[seat] - awards[seat])
    return lost


def play(task: tuple[str, int, int]) -> list[Record]:
    """The records of one self-play game of ``level`` at ``players`` seats."""
    players = task[1]
    watched: dict[int, tuple[Any, Any, int]] = {}  # seat -> (state at its turn's end, its scoring, modelled)
    records: list[Record] = []
    for before, state, over in self_play.moves("attila", task):
        if state.active != before.active and not over:
            if state.active in watched:  # its turn again: what did the others take?
                then, scored, modelled = watched.pop(state.active)
                records.append((players, modelled, realized_loss(then, scored, state, state.active)))
            scored = score_all(state)
            watched[before.active] = (state, scored, modelled_loss(state, before.active, scored))
    return records


def report(records: Sequence[Record], counts: Sequence[int]) -> str:
    """Modelled and realized losses per seat count, and the share of the model that came true."""
    lines = []
    for n in counts:
        rows = [(m, r) for players, m, r in records if players == n]
        seen = [(m, r) for m, r in rows if m < 0]
        unseen = [r for m, r in rows if m == 0]
        modelled = sum(m for m, _ in seen)
        realized = sum(r for _, r in seen)
        slope = sum(m * r for m, r in seen) / sum(m * m for m, _ in seen) if seen else 0.0
        lines.append(
            f"{n} players: {len(seen)} of {len(rows)} turns contested; modelled {modelled}, realized {realized}, "
            f"ratio {realized / modelled if modelled else 0.0:.2f}, least-squares share {slope:.2f}; "
            f"uncontested turns lost {sum(unseen) / len(unseen) if unseen else 0.0:.2f} a turn"
        )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    return self_play.main(__doc__, play, report, "2,3,4,5", argv)


if __name__ == "__main__":
    raise SystemExit(main())
