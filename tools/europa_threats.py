"""How often a Europa territory or fortress that the reply model sees threatened falls within a round.

    python -m tools.europa_threats --players 3,4,5,6 --seeds 1:7 [--level hard] [--jobs 2]

Europa's reply model (``game.bots.eval_europa``) counts each territory as lost, at a chance, when
an enemy stack stands next to it: the odds that stack takes it pressed to the end, times ``LIKELY``,
and times ``REACTED`` when the owner plays before that enemy.  It counts each fortress as falling
when some enemy takes it before its owner's next turn: each enemy's odds, times ``REACTED`` when the
owner plays first.  This tool measures those chances.  It plays games of ``--level`` against itself
(``max_rounds`` 60, as the arena's Europa runs).  When a seat's turn starts it notes every territory
the model sees exposed (``exposure_chances``: the odds of the strongest enemy stack next to it,
before ``LIKELY`` and ``REACTED``), each enemy's odds of taking each fortress (``sieges``, before
``REACTED``) and each fortress's fall as the model judges it (``fortress_falls``); then whether the
territory changed hands, the enemy took the fortress, or the fortress fell, before that seat's next
turn started (one round: every seat plays once).  It prints, per seat count and per kind of threat,
the ones lost over the ones flagged and the model's mean chance for them.  A territory's kind is
``next`` when the enemy is the seat whose turn is starting, ``before`` when the enemy plays before
the owner in the round, ``after`` when the owner plays first, and ``own`` when the turn starting is
the owner's; an enemy's odds on a fortress are ``fortress`` and the same kinds; a fortress's fall is
``fall`` and its chance band, or ``fall own`` for the seat whose turn starts.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.bots.eval_europa import exposure_chances, fortress_falls, sieges
from tools import self_play

#: One flagged territory or fortress: (players, kind, the model's chance, lost within the round).
Record = self_play.Flagged

#: The arena's Europa runs end a game after this many rounds (docs/bots.md, session 18).
OPTIONS = {"max_rounds": 60}

#: Where a fortress's fall chance is split into bands (the model's chances are far apart in size).
BANDS = (0.05, 0.2, 0.5, 0.9)


def kind_of(order: Sequence[int], turn: int, owner: int, enemy: int) -> str:
    """A territory threat's kind (module docstring) at the start of ``turn``'s turn, the seats
    playing in ``order``."""
    if owner == turn:
        return "own"
    if enemy == turn:
        return "next"
    at = {s: (i - order.index(turn)) % len(order) for i, s in enumerate(order)}
    return "before" if at[enemy] < at[owner] else "after"


def band(chance: float) -> str:
    """The band of :data:`BANDS` a fortress fall chance lies in, as text ("0.20-0.50")."""
    low = max((b for b in BANDS if b <= chance), default=0.0)
    high = min((b for b in BANDS if b > chance), default=1.0)
    return f"{low:.2f}-{high:.2f}"


#: One threat noted at a turn's start: (its kind, the model's chance, the territory, the seat
#: holding it, the enemy that must take it or -1 for any).
Flag = tuple[str, float, int, int, int]


def _flags(state: Any) -> list[Flag]:
    """What the model sees threatened at the start of a turn (module docstring)."""
    alive = state.alive()
    turn = state.active
    flags: list[Flag] = []
    for t, (chance, enemy) in exposure_chances(state).items():
        owner = state.owner[t]
        flags.append((kind_of(alive, turn, owner, enemy), chance, t, owner, -1))
    for s, (fall, odds) in enumerate(zip(fortress_falls(state), sieges(state), strict=True)):
        if s not in alive or fall <= 0.0:
            continue
        fortress = state.fortress[s]
        flags.append(("fall own" if s == turn else f"fall {band(fall)}", fall, fortress, s, -1))
        for enemy, chance in enumerate(odds):
            if chance > 0.0:
                flags.append((f"fortress {kind_of(alive, turn, s, enemy)}", chance, fortress, s, enemy))
    return flags


def _lost(state: Any, flag: Flag) -> bool:
    """Whether the seat has lost the flagged territory (to the enemy named, if one is)."""
    _, _, t, seat, enemy = flag
    return bool(state.owner[t] != seat and (enemy < 0 or state.owner[t] == enemy))


def play(task: tuple[str, int, int]) -> list[Record]:
    """The records of one self-play game of ``level`` at ``players`` seats."""
    players = task[1]
    open_rounds: list[list[Any]] = []  # [turn starts left, flags, indices of the flags lost]
    records: list[Record] = []

    def close(flags: list[Flag], lost: set[int]) -> None:
        records.extend((players, flag[0], flag[1], i in lost) for i, flag in enumerate(flags))

    for before, state, over in self_play.moves("europa", task, OPTIONS):
        for _, flags, lost in open_rounds:
            lost.update(i for i, flag in enumerate(flags) if _lost(state, flag))
        if over:
            for _, flags, lost in open_rounds:
                close(flags, lost)
            break
        if state.active >= 0 and state.active != before.active:  # a turn starts
            for entry in open_rounds:
                entry[0] -= 1
            while open_rounds and open_rounds[0][0] <= 0:
                _, flags, lost = open_rounds.pop(0)
                close(flags, lost)
            open_rounds.append([len(state.alive()), _flags(state), set()])
    return records


def main(argv: list[str] | None = None) -> int:
    return self_play.main(__doc__, play, self_play.report_by_kind, "3,4,5,6", argv)


if __name__ == "__main__":
    raise SystemExit(main())
