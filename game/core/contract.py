"""The checks every engine makes on what a caller hands it.

The protocol promises a clear error for bad input, whoever the caller is (a
UI, a bot, a test, another game's code).  Each game's public functions call
these first, so the promise is kept in one place:

- :func:`own_state`: the state belongs to this game (ProtocolError);
- :func:`check_seat`: a seat is one of the game's, or None where a
  spectator is meant (ProtocolError);
- :func:`check_move`: what ``apply`` is given is a seat and a Choice
  (IllegalMove, as for any other refused move);
- :func:`loaded`: a state read by ``from_json`` keeps the game's invariants
  (SaveError);
- :func:`saved_options`: a save's options are a whole setup of the game, or
  :func:`saved_legacy_options` one once the options it predates are added
  (SaveError); :func:`save_head` writes what a save starts with;
- :func:`no_engine_seats`: the protocol's ``engine_seats`` of a game where the
  engine plays no seat (every game but Vinci).

and the first line of the three rules functions, so each game writes only
what is its own:

- :func:`playing` (``to_act``): the state is this game's and not over;
- :func:`deciding` (``legal``): the seat is one of the game's and has a
  decision to make now;
- :func:`listed` (``apply``): the choice is among ``legal``'s (IllegalMove
  otherwise, saying why), returned as listed;
- :func:`remembers_last` (on ``legal``): the choices of the state last asked
  about are not worked out again when ``apply`` asks for them.

>>> check_seat(None, 3, spectator=True)
>>> check_seat(-1, 3)
Traceback (most recent call last):
...
game.core.errors.ProtocolError: -1 is not a seat of this 3-player game (0..2)
"""

from __future__ import annotations

from collections.abc import Callable
from functools import wraps
from typing import Any, Protocol, TypeVar

from .choice import Choice, require
from .errors import IllegalMove, ProtocolError, SaveError, quote
from .protocol import GameSpec

S = TypeVar("S")


class _Seated(Protocol):
    @property
    def players(self) -> int: ...


G = TypeVar("G", bound=_Seated)  # a game's state: every one has its player count


def own_state(state: Any, state_type: type[S], game: str) -> S:
    """``state`` itself if it is a ``state_type``; ProtocolError otherwise."""
    if not isinstance(state, state_type):
        raise ProtocolError(f"{game}: expected a {game} state, not a {type(state).__module__}.{type(state).__name__}")
    return state


def save_head(spec: GameSpec, fmt: str, version: int, state: Any) -> dict[str, Any]:
    """What a state's ``to_json`` starts with: its format and version, the setup (players, the
    options as :meth:`GameSpec.options_to_store` writes them) and the RNG's state."""
    return {
        "format": fmt,
        "version": version,
        "players": state.players,
        "options": spec.options_to_store(dict(state.options)),
        "rng": state.rng,
    }


def saved_options(spec: GameSpec, players: int, options: dict[str, Any], where: str) -> dict[str, Any]:
    """A save's ``options``, checked as a setup of ``spec`` for ``players`` seats and refused
    (SaveError quoting them) unless every option of the game is stored."""
    try:
        checked = spec.check_setup(players, options)
    except ValueError as exc:
        raise SaveError(f"{where}: bad setup: {exc}") from exc
    if checked != options:
        raise SaveError(f"{where}: options {quote(options)} are incomplete (expected keys {sorted(checked)})")
    return checked


def saved_legacy_options(spec: GameSpec, players: int, options: dict[str, Any], where: str) -> dict[str, Any]:
    """A save's ``options`` as a setup of ``spec`` for ``players`` seats, an option the save
    predates at its legacy value (:meth:`GameSpec.stored_options`); SaveError if it is none."""
    try:
        return spec.check_setup(players, spec.stored_options(options))
    except ValueError as exc:
        raise SaveError(f"{where}: bad options: {exc}") from exc


def no_engine_seats(state_type: type[Any], game: str) -> Callable[[Any], frozenset[int]]:
    """The protocol's ``engine_seats`` for a game where the engine plays no seat: it still
    refuses another game's state (ProtocolError), as every public function does."""

    def engine_seats(state: Any) -> frozenset[int]:
        """No seat is played by the engine in this game (the protocol's ``engine_seats``)."""
        own_state(state, state_type, game)
        return frozenset()

    return engine_seats


def _is_seat(seat: Any, players: int) -> bool:
    return not isinstance(seat, bool) and isinstance(seat, int) and 0 <= seat < players


def check_seat(seat: Any, players: int, *, spectator: bool = False) -> None:
    """Refuse (ProtocolError) anything but a seat ``0..players-1``, and None
    unless ``spectator`` (a view for nobody in particular) is allowed."""
    if seat is None and spectator:
        return
    if not _is_seat(seat, players):
        also = " or None for a spectator" if spectator else ""
        raise ProtocolError(f"{quote(seat)} is not a seat of this {players}-player game (0..{players - 1}{also})")


def check_move(seat: Any, choice: Any, players: int) -> None:
    """Refuse (IllegalMove) an ``apply`` by something that is not a seat, or of
    something that is not a Choice, before any rule looks at them."""
    if not _is_seat(seat, players):
        raise IllegalMove(f"there is no seat {quote(seat)} in a {players}-player game", "no_seat")
    if not isinstance(choice, Choice):
        raise IllegalMove(f"seat {seat}: {quote(choice)} is not a Choice; apply takes one of legal()'s choices")


def playing(state: Any, state_type: type[S], game: str, is_over: Callable[[S], bool]) -> bool:
    """Whether ``state`` (ProtocolError unless a ``state_type``) is still being played."""
    return not is_over(own_state(state, state_type, game))


def deciding(state: Any, seat: Any, state_type: type[G], game: str, to_act: Callable[[G], frozenset[int]]) -> bool:
    """Whether ``seat`` (ProtocolError unless one of the game's seats) is among
    ``to_act(state)`` (ProtocolError unless ``state`` is a ``state_type``)."""
    checked = own_state(state, state_type, game)
    check_seat(seat, checked.players)
    return seat in to_act(checked)


def listed(
    state: Any,
    seat: Any,
    choice: Any,
    state_type: type[G],
    game: str,
    legal: Callable[[G, int], list[Choice]],
    doing: Callable[[G], str],
    why: Callable[[Choice], tuple[str, dict[str, Any]] | None] | None = None,
) -> Choice:
    """The choice ``legal(state, seat)`` lists equal to ``choice``; IllegalMove
    otherwise (:func:`check_move`, then :func:`game.core.choice.require`, with
    ``doing(state)`` naming the step of the turn and ``why`` the refusal)."""
    checked = own_state(state, state_type, game)
    check_move(seat, choice, checked.players)
    return require(legal(checked, seat), choice, seat, doing(checked), why)


def remembers_last(legal: Callable[[S, int], list[Choice]]) -> Callable[[S, int], list[Choice]]:
    """``legal`` remembering its answer for the last (state, seat) it was asked about.

    ``apply`` checks a choice against ``legal`` of the state it is given, which is nearly
    always the state its caller has just listed (a person's tap, and every step a bot's
    search imagines: seven calls in eight in a hard decision, session 17), so the work is
    done once.  The state is known by identity, which is safe because states are frozen and
    the one remembered is held; each caller gets its own list.

    >>> calls = []
    >>> @remembers_last
    ... def listing(state: list[int], seat: int) -> list[Choice]:
    ...     calls.append(seat)
    ...     return [Choice("pick", (n,)) for n in state]
    >>> board = [1, 2]
    >>> mine = listing(board, 0)
    >>> mine.clear()
    >>> listing(board, 0), calls
    ([Choice('pick', (1,)), Choice('pick', (2,))], [0])
    >>> listing(board, 1) and listing([1, 2], 1) and calls
    [0, 1, 1]
    """
    last: list[Any] = [None, None, ()]

    @wraps(legal)
    def remembered(state: S, seat: int) -> list[Choice]:
        if last[0] is state and last[1] == seat:
            return list(last[2])
        choices = legal(state, seat)
        last[:] = [state, seat, tuple(choices)]
        return list(choices)

    return remembered


def loaded(state: S, check_invariants: Callable[[S], None], where: str) -> S:
    """``state`` once ``check_invariants`` passes on it; SaveError naming the
    broken invariant otherwise (for the end of every ``from_json``)."""
    try:
        check_invariants(state)
    except AssertionError as exc:
        text = str(exc)  # invariants quote the values that disagree, which a save may make huge
        raise SaveError(f"{where} is inconsistent: {text[:_LONGEST]}{'...' if len(text) > _LONGEST else ''}") from None
    return state


_LONGEST = 1_000  # characters of a broken invariant's message kept in the SaveError
