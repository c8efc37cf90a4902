"""Count the hand-off screens of seeded random games with every seat human (issue 16.4).

    python -m tools.handoffs [--players 3] [--games 5] [--seed 1] [--before] [game ...]

``--before``: every decision of another human behind a hand-off (the rule before issue 16.4).

Each game is played at the table logic (``ui.table.Table`` over a ``ui.session.Session``) by
random players: the one the table serves picks at random among *all* its legal choices, so the
games are the same ones whatever the hand-off rule.  A hand-off screen is counted and confirmed;
on an open turn (a banner names who acts, the board stays) a pick the screen does not offer (a
card, a hidden army) never happens: the engine's ``private_decision`` sends such a decision
behind a hand-off (the conformance test checks an open decision's choices hide nothing).

Rounds are counted as each game numbers them (``ROUNDS``): per player turn in T&E and Attila,
the engine's round in Europa and Vinci, the era in Aztlán.  Prints one line per game.
"""

from __future__ import annotations

import argparse
import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from game.core.protocol import Event
from game.registry import GAME_NAMES
from ui.session import HUMAN, SeatInfo, Session
from ui.table import Table

#: How a game's rounds are counted from its events: (event type, how a round is read from it, offset).
#: ``None``: a round is one such event per player; a field name: the highest value it took, plus the
#: offset (1 where the game counts from 0).
ROUNDS: dict[str, tuple[str, str | None, int]] = {
    "tigris": ("turn", None, 0),
    "attila": ("turn", None, 0),
    "vinci": ("turn", "round", 1),
    "europa": ("turn", "round", 0),
    "aztlan": ("development", "era", 0),
}
#: The event that ends a game's setup, for games with one (Europa's empires, claims and armies).
SETUP_END: dict[str, str] = {"europa": "turn"}
#: Bound on choices of one counted game (design value): every game ends far below it with random play,
#: except a Europa without its optional round limit, which this bound stops.
MAX_STEPS = 3000


@dataclass
class Count:
    handoffs: int = 0
    setup_handoffs: int = 0  # during the setup (``SETUP_END``)
    rounds: float = 0.0
    choices: int = 0


def _rounds(game: str, events: list[Event], players: int, count: Count) -> None:
    kind, field, base = ROUNDS[game]
    for event in events:
        if event.get("type") != kind:
            continue
        if field is None:
            count.rounds += 1 / players
        else:
            count.rounds = max(count.rounds, float(event.get(field, 0)) + base)


def play(game: str, players: int, seed: int) -> Count:
    seats = [SeatInfo(f"P{i}", "blue", HUMAN) for i in range(players)]
    session = Session.new(game, seats, None, seed)
    table = Table(session, "en")
    rng = random.Random(seed)
    count = Count()
    in_setup = game in SETUP_END
    while not session.is_over() and count.choices < MAX_STEPS:
        screen = table.screen()
        if screen == "handoff":
            count.handoffs += 1
            count.setup_handoffs += in_setup
            session.take_device()
            continue
        seat = session.actor()
        assert seat is not None
        choice = rng.choice(session.legal_of(seat))
        events = session.play(choice, seat)
        count.choices += 1
        _rounds(game, events, players, count)
        in_setup = in_setup and not any(e.get("type") == SETUP_END[game] for e in events)
    return count


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("games_", nargs="*", metavar="game", default=list(GAME_NAMES))
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--games", type=int, default=5)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--before", action="store_true", help="every decision private (the old rule)")
    args = parser.parse_args(argv)
    if args.before:
        Session.private_decision = lambda self, seat: True  # type: ignore[method-assign]
    report: Callable[[str, Any], None] = lambda name, line: print(f"{name:8} {line}")  # noqa: E731
    for game in args.games_:
        total = Count()
        for seed in range(args.seed, args.seed + args.games):
            c = play(game, args.players, seed)
            for key in ("handoffs", "setup_handoffs", "rounds", "choices"):
                setattr(total, key, getattr(total, key) + getattr(c, key))
        per_round = (total.handoffs - total.setup_handoffs) / max(total.rounds, 1)
        report(
            game,
            f"{args.games} games, {total.choices} choices, {total.rounds:.0f} rounds: "
            f"{total.handoffs} hand-offs ({total.setup_handoffs} in the setup), "
            f"{per_round:.2f} per round after it",
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
