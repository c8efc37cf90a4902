"""Game records: setup, seed and the list of choices.  One mechanism gives
saves, undo, replays, bug reports and golden tests: replaying a record from
``new_game`` reproduces the identical state.

>>> from game.core.choice import Choice
>>> rec = Record("tigris", 2, {}, 7)
>>> rec = rec.add(0, Choice("end", ()))
>>> Record.from_json(rec.to_json()) == rec
True
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

from .choice import Choice
from .errors import IllegalMove, SaveError, SetupError
from .jsondata import check_version
from .jsondata import field as jfield
from .protocol import Event, Game, Seat

RECORD_FORMAT = "tavoliere.record"
RECORD_VERSION = 1


@dataclass(frozen=True)
class Record:
    """A whole game as data.  ``moves`` holds (seat, choice) pairs in order."""

    game: str
    players: int
    options: Mapping[str, Any]
    seed: int
    moves: tuple[tuple[Seat, Choice], ...] = ()
    _options_key: tuple[tuple[str, Any], ...] = field(init=False, repr=False, compare=True)

    def __post_init__(self) -> None:
        object.__setattr__(self, "options", dict(self.options))
        object.__setattr__(self, "_options_key", tuple(sorted(self.options.items())))

    def __hash__(self) -> int:
        return hash((self.game, self.players, self._options_key, self.seed, self.moves))

    def add(self, seat: Seat, choice: Choice) -> Record:
        """A record with one more move."""
        return Record(self.game, self.players, self.options, self.seed, self.moves + ((seat, choice),))

    def truncated(self, n: int) -> Record:
        """The record of the first ``n`` moves."""
        return Record(self.game, self.players, self.options, self.seed, self.moves[:n])

    def to_json(self) -> dict[str, Any]:
        return {
            "format": RECORD_FORMAT,
            "version": RECORD_VERSION,
            "game": self.game,
            "players": self.players,
            "options": dict(self.options),
            "seed": self.seed,
            "moves": [[seat, choice.to_json()] for seat, choice in self.moves],
        }

    @classmethod
    def from_json(cls, data: Any) -> Record:
        """Parse a record; raises SaveError on malformed data (it does not replay)."""
        check_version(data, RECORD_FORMAT, RECORD_VERSION, "record")
        game = jfield(data, "game", str, "record")
        players = jfield(data, "players", int, "record")
        options = jfield(data, "options", dict, "record")
        seed = jfield(data, "seed", int, "record")
        raw_moves = jfield(data, "moves", list, "record")
        moves = []
        for i, item in enumerate(raw_moves):
            if (
                not isinstance(item, list)
                or len(item) != 2
                or isinstance(item[0], bool)
                or not isinstance(item[0], int)
            ):
                raise SaveError(f"record: move {i} must be [seat, choice], not {item!r}")
            moves.append((item[0], Choice.from_json(item[1])))
        return cls(game, players, options, seed, tuple(moves))


def start(record: Record, game: Game) -> tuple[Game, Any]:
    """``game`` and the set-up state of ``record``, a record of that game (else SaveError).

    The caller finds the game (``game.registry.load(record.game)``): game/core knows no
    game by name.  The record keeps its options as stored; the game starts with the options
    it was played with (an option the record predates takes its legacy value: a rules
    edition, see game/core/protocol.py)."""
    if record.game != game.SPEC.name:
        raise SaveError(f"record: a game of {record.game!r}, not of {game.SPEC.name!r}")
    try:
        state = game.new_game(record.players, game.SPEC.stored_options(record.options), record.seed)
    except SetupError as exc:
        raise SaveError(f"record: bad setup: {exc}") from exc
    return game, state


def replay_steps(record: Record, game: Game) -> Iterator[tuple[Any, list[Event]]]:
    """Replay the record move by move: yields the state after each move and
    that move's events.  Raises SaveError as :func:`replay` does."""
    game, state = start(record, game)
    yield from _steps(game, state, record)


def _steps(game: Game, state: Any, record: Record) -> Iterator[tuple[Any, list[Event]]]:
    for i, (seat, choice) in enumerate(record.moves):
        try:
            state, events = game.apply(state, seat, choice)
        except IllegalMove as exc:
            raise SaveError(f"record: move {i} ({choice.label!r} by seat {seat}) is illegal: {exc}") from exc
        yield state, events


def replay(record: Record, game: Game) -> tuple[Any, list[list[Event]]]:
    """The state after every move of the record, and each move's events.

    Raises SaveError if the setup is bad or a move is not legal where it
    stands (an inconsistent or tampered record).
    """
    game, state = start(record, game)
    history: list[list[Event]] = []
    for after, events in _steps(game, state, record):
        state = after
        history.append(events)
    return state, history
