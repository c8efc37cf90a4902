"""How often a Vinci province that the reply model sees exposed falls to a rival within a round.

    python -m tools.vinci_threats --players 3,4,5,6 --seeds 1:7 [--level hard] [--jobs 2]

Vinci's reply model (``game.bots.eval_vinci``) counts each province as lost, at a chance, when a
rival's active empire borders it with the free tokens to pay for its conquest: the rival's odds
(free tokens over the conquest's cost, at most 1) times ``LIKELY``, and times ``REACTED`` when the
owner plays before that rival.  This tool measures those chances.  It plays games of ``--level``
against itself; when a seat's turn starts it notes every province the model sees exposed
(``exposure_chances``), and then whether a rival took it before that seat's next turn started
(one round: every seat plays once).  It prints, per seat count and per kind of threat, the
provinces lost over the provinces flagged and the model's mean chance for them.  A kind is
``next`` when the rival is the seat whose turn is starting, ``before`` when the rival plays
before the owner in the round, ``after`` when the owner plays first.
"""

from __future__ import annotations

from game.bots.eval_vinci import exposure_chances
from game.vinci.state import NEUTRAL
from tools import self_play

#: One flagged province: (players, kind, the model's chance, lost to a rival within the round).
Record = self_play.Flagged


def kind_of(turn: int, players: int, owner: int, rival: int) -> str:
    """The threat's kind (module docstring) at the start of ``turn``'s turn."""
    if rival == turn:
        return "next"
    return "before" if (rival - turn) % players < (owner - turn) % players else "after"


def play(task: tuple[str, int, int]) -> list[Record]:
    """The records of one self-play game of ``level`` at ``players`` seats."""
    players = task[1]
    open_rounds: list[tuple[int, dict[str, tuple[int, str, float]], set[str]]] = []  # (turn, flags, lost)
    records: list[Record] = []
    for before, state, over in self_play.moves("vinci", task):
        for _, flags, lost in open_rounds:
            for region, (owner, _, _) in flags.items():
                occ = state.board.get(region)
                if occ is not None and occ.owner not in (owner, NEUTRAL):
                    lost.add(region)
        if state.turn != before.turn and not over:
            if open_rounds and open_rounds[0][0] == state.turn:  # a round since it was noted
                _, flags, lost = open_rounds.pop(0)
                records.extend((players, kind, chance, region in lost) for region, (_, kind, chance) in flags.items())
            flags = {
                region: (
                    state.board[region].owner,
                    kind_of(state.turn, players, state.board[region].owner, rival),
                    chance,
                )
                for region, (chance, rival, _) in exposure_chances(state).items()
            }
            open_rounds.append((state.turn, flags, set()))
    return records


def main(argv: list[str] | None = None) -> int:
    return self_play.main(__doc__, play, self_play.report_by_kind, "3,4,5,6", argv)


if __name__ == "__main__":
    raise SystemExit(main())
