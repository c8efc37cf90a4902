"""The Game protocol every engine implements (see ARCHITECTURE.md).

A game is a module (``game.tigris`` ...) exposing ``SPEC`` and the functions
of :class:`Game`; every game package has the same modules for the same roles
(docs/engines.md).  Seats are ints ``0..players-1`` in clockwise order.  A
``State`` is the game's own plain-data value: it supports ``==``, is never
mutated by any function here (``apply`` returns a new one), and turns into
JSON with ``to_json``.

Events are JSON-able dicts with a ``"type"`` key.  They are facts for the
log, the animations and the tests.  Two optional keys have a meaning for
every game:

``"private_to": seat``
    the event is private to that seat (a card drawn); others never see it.
    The name is reserved for this and nothing else: an event field such as
    "the track position reached" or "the territory moved to" must never be
    called ``private_to`` (a plain ``"to"`` once served both and hid public
    moves).  Read it only through :func:`private_to` and
    :func:`visible_events`; the conformance checker refuses a value that is
    not a seat of the game.
``"reveal": True``
    the event revealed hidden information or a random result (a die roll,
    a draw, secret picks turned over).  Undo never goes back past it.

Rules editions.  A record is replayed from its options, seed and choices, so a
fix to a rule would turn moves already played under the old rule into illegal
ones, and a save in a player's browser would stop loading.  A game that fixes a
rule therefore adds a hidden option (``rules_edition``, say) whose ``legacy``
value keeps the old behaviour and whose default is the fixed one.  A stored
record written before the option existed lacks it, and :meth:`GameSpec.stored_options`
gives it the legacy value: it replays as it was played.  A new game stores every
option (``check_setup``), so it carries the current edition and keeps it even if
the default later moves on.  A later fix adds a value (3, ...) to the same option
and makes it the default; the engine keeps every edition's behaviour, gated on
the value.  States write their options without those at their legacy value
(:meth:`GameSpec.options_to_store`), so the JSON of an old state is unchanged.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from .choice import Choice
from .errors import IllegalMove, SetupError, quote
from .rng import Rng

Seat = int
Event = dict[str, Any]
OptionValue = bool | int | str


@dataclass(frozen=True)
class OptionSpec:
    """One variant option as the lobby shows it.

    ``values`` lists what may be chosen (for bool: ``(False, True)``); for an
    int option it is every allowed value.  ``seats`` restricts the option to
    some player counts (empty: all).  ``value_labels`` names values for the
    lobby as ``(value, English, Italian)``: every str value needs one (an id
    such as ``"full_immunity"`` is never shown), an int only where the number
    alone does not say it (``0``: "no limit"); a bool is a checkbox.
    A ``hidden`` option is never shown in the
    lobby, which always uses its default (a rules edition, see the module's
    docstring).  ``legacy`` is the value a stored record that predates this
    option played with; a record whose options lack the option replays with it;
    None: it takes the default.

    >>> opt = OptionSpec("max_rounds", 0, (0, 30), "Round limit", "Limite di giri",
    ...                  value_labels=((0, "None", "Nessuno"),))
    >>> opt.value_label(0, "it"), opt.value_label(30, "en")
    ('Nessuno', '30')
    """

    name: str
    default: OptionValue
    values: tuple[OptionValue, ...]
    label_en: str
    label_it: str
    seats: tuple[int, ...] = ()
    hidden: bool = False
    legacy: OptionValue | None = None
    value_labels: tuple[tuple[OptionValue, str, str], ...] = ()

    def label(self, lang: str) -> str:
        return self.label_it if lang == "it" else self.label_en

    def value_label(self, value: OptionValue, lang: str) -> str:
        """How the lobby names ``value`` in ``lang``; a number without a label is itself.
        Raises KeyError for a str value without a label (a bug the spec tests catch)."""
        for v, en, it in self.value_labels:
            if v == value and type(v) is type(value):
                return it if lang == "it" else en
        if isinstance(value, str):
            raise KeyError(f"option {self.name}: no label for the value {value!r}")
        return str(value)


@dataclass(frozen=True)
class GameSpec:
    """The declaration of a game, read by the generic tests and the lobby.

    ``max_choices`` bounds the number of choices in one game (all seats
    together); each game justifies its bound in a comment.
    """

    name: str
    title_en: str
    title_it: str
    min_players: int
    max_players: int
    chance: bool
    hidden_information: bool
    simultaneous: bool
    max_choices: int
    options: tuple[OptionSpec, ...] = ()
    seat_colours: tuple[str, ...] = field(default=())

    def title(self, lang: str) -> str:
        return self.title_it if lang == "it" else self.title_en

    def option(self, name: str) -> OptionSpec:
        for opt in self.options:
            if opt.name == name:
                return opt
        raise SetupError(f"{self.name}: unknown option {name!r}")

    def check_setup(self, players: int, options: Mapping[str, Any] | None = None) -> dict[str, Any]:
        """Validate a player count and options; return the options with defaults filled.

        Raises :class:`SetupError` naming the bad value.  Options that do
        not apply to this player count keep their default.
        """
        if isinstance(players, bool) or not isinstance(players, int):
            raise SetupError(f"{self.name}: player count must be an int, not {quote(players)}")
        if not self.min_players <= players <= self.max_players:
            raise SetupError(f"{self.name} is for {self.min_players} to {self.max_players} players, not {players}")
        if options is not None and not isinstance(options, Mapping):
            raise SetupError(f"{self.name}: options must be an object, not {quote(options)}")
        given = dict(options or {})
        out: dict[str, Any] = {}
        for opt in self.options:
            value = given.pop(opt.name, opt.default)
            if type(value) is not type(opt.default) or value not in opt.values:
                raise SetupError(f"{self.name}: option {opt.name}={quote(value)} is not one of {list(opt.values)}")
            if opt.seats and players not in opt.seats and value != opt.default:
                raise SetupError(f"{self.name}: option {opt.name} is only for {list(opt.seats)} players, not {players}")
            out[opt.name] = value
        if given:
            raise SetupError(f"{self.name}: unknown option(s) {quote(sorted(given, key=str))}")
        return out

    def check_new_game(self, players: int, options: Mapping[str, Any] | None, seed: int) -> dict[str, Any]:
        """What every ``new_game`` checks first: :meth:`check_setup`, then the seed
        is an int (not a bool).  Raises :class:`SetupError`; returns the options."""
        out = self.check_setup(players, options)
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise SetupError(f"{self.name}: seed must be an int, not {quote(seed)}")
        return out

    def stored_options(self, options: Mapping[str, Any]) -> dict[str, Any]:
        """A stored record's (or state's) options as they were played: the options
        missing from it that have a ``legacy`` value get it (it predates them).
        Everything else is left to :meth:`check_setup`.

        >>> spec = GameSpec("g", "G", "G", 2, 2, False, False, False, 1,
        ...                 (OptionSpec("rules_edition", 2, (1, 2), "", "", hidden=True, legacy=1),))
        >>> spec.stored_options({}), spec.stored_options({"rules_edition": 2})
        ({'rules_edition': 1}, {'rules_edition': 2})
        """
        out = dict(options)
        for opt in self.options:
            if opt.legacy is not None and opt.name not in out:
                out[opt.name] = opt.legacy
        return out

    def options_to_store(self, options: Mapping[str, Any]) -> dict[str, Any]:
        """The options as a state's JSON writes them: one at its legacy value is left
        out, since :meth:`stored_options` gives it back; so an old state keeps its JSON.

        >>> spec = GameSpec("g", "G", "G", 2, 2, False, False, False, 1,
        ...                 (OptionSpec("rules_edition", 2, (1, 2), "", "", hidden=True, legacy=1),))
        >>> spec.options_to_store({"rules_edition": 1}), spec.options_to_store({"rules_edition": 2})
        ({}, {'rules_edition': 2})
        """
        legacy = {opt.name: opt.legacy for opt in self.options if opt.legacy is not None}
        return {k: v for k, v in options.items() if k not in legacy or not _same(v, legacy[k])}

    def option_sets(self, players: int) -> list[dict[str, Any]]:
        """Every combination of option values allowed for ``players`` (for fuzzing)."""
        sets: list[dict[str, Any]] = [{}]
        for opt in self.options:
            values = opt.values if not opt.seats or players in opt.seats else (opt.default,)
            sets = [dict(s, **{opt.name: v}) for s in sets for v in values]
        return sets

    def covering_setups(self) -> list[tuple[int, dict[str, Any]]]:
        """A few (players, options) that between them play every player count and every
        value of every option at least once (for tests that cannot afford every
        combination): setup ``k`` gives each option its ``k``-th value (its default where
        the list is shorter, or where the player count does not allow the option), the
        player counts taken in turn, or the first count after it that every option with a
        ``k``-th value allows (an option for some player counts only); then, at the default
        options, any player count not played yet.

        >>> spec = GameSpec("g", "G", "G", 2, 3, False, False, False, 1,
        ...                 (OptionSpec("a", 1, (1, 2, 3), "", ""), OptionSpec("b", False, (False, True), "", "")))
        >>> spec.covering_setups()
        [(2, {'a': 1, 'b': False}), (3, {'a': 2, 'b': True}), (2, {'a': 3, 'b': False})]
        """
        counts = list(range(self.min_players, self.max_players + 1))
        longest = max([len(counts), *(len(opt.values) for opt in self.options)])
        out = []
        for k in range(longest):
            turn = counts[k % len(counts) :] + counts[: k % len(counts)]
            needs = [opt.seats for opt in self.options if opt.seats and k < len(opt.values)]
            players = next((n for n in turn if all(n in seats for seats in needs)), turn[0])
            options = {
                opt.name: opt.values[k]
                if k < len(opt.values) and (not opt.seats or players in opt.seats)
                else opt.default
                for opt in self.options
            }
            out.append((players, self.check_setup(players, options)))
        out += [(n, self.check_setup(n, {})) for n in counts if n not in {p for p, _ in out}]
        return out


def _same(a: OptionValue, b: OptionValue) -> bool:
    """Equal values of the same type (``True`` is not ``1`` as an option value)."""
    return type(a) is type(b) and a == b


class Game(Protocol):
    """What a game module exposes.  Every function is pure.

    Given a state of another game (or no state), ``to_act``, ``legal``,
    ``apply``, ``view`` and ``determinize`` raise ProtocolError, and so do
    ``legal``, ``view`` and ``determinize`` given a seat that is not one of
    the game's (``game.core.contract`` holds these checks).
    """

    SPEC: GameSpec

    def new_game(self, players: int, options: Mapping[str, Any] | None, seed: int) -> Any:
        """The set-up state.  Raises SetupError on a bad count or options."""

    def to_act(self, state: Any) -> frozenset[Seat]:
        """The seats that must decide now; empty once the game is over.
        More than one seat is a simultaneous (secret) decision."""

    def legal(self, state: Any, seat: Seat) -> list[Choice]:
        """The choices open to ``seat``, in a stable order, labels unique;
        empty for a seat not in ``to_act``.  ProtocolError for a non-seat."""

    def apply(self, state: Any, seat: Seat, choice: Choice) -> tuple[Any, list[Event]]:
        """The state after ``seat`` makes ``choice`` and the events it caused.
        Raises IllegalMove (state untouched) unless the choice is in legal(),
        which covers a seat that is no seat and a choice that is no Choice.

        An intermediate step of a multi-step move (pick a tile, then its square)
        causes no event: a move's effects are reported when it is committed.  The
        table relies on it: a seat's trailing choices without events are its move
        in progress, shown as steps and taken back by Cancel (``ui.session``)."""

    def view(self, state: Any, seat: Seat | None) -> dict[str, Any]:
        """What ``seat`` may see, as JSON-able data (None: a spectator).
        Hidden information is absent, not merely flagged.  Any other value
        than None or a seat of the game raises ProtocolError."""

    def determinize(self, state: Any, seat: Seat | None, rng: Rng) -> Any:
        """A state that ``seat`` cannot tell from ``state``: every piece of
        information hidden from it (other hands, bag order, secret picks, the
        RNG) re-sampled from ``rng`` consistently with what it sees.  Bots
        search these; the fuzzer checks view(determinize(s)) == view(s)."""

    def private_decision(self, state: Any, seat: Seat) -> bool:
        """Whether ``seat``'s decision now draws on what only it sees (its hand, its secret
        pick, a hidden army): the pass-and-play table hands it the device first; otherwise
        the decision is offered on the spectator's screen.  Decided from public information
        only, so whether a hand-off comes tells nothing."""

    def engine_seats(self, state: Any) -> frozenset[Seat]:
        """The seats the engine plays itself (Vinci's virtual players); empty in most games.
        Whenever such a seat is to act, its only legal choice is ``Choice(ENGINE_CHOICE)``,
        which the table applies at once, whoever sits there; no other seat is ever offered it
        (``game.core.conformance`` checks both)."""

    def is_over(self, state: Any) -> bool: ...

    def score(self, state: Any) -> list[int]:
        """The score of each seat as the rulebook counts it (public or not)."""

    def ranking(self, state: Any) -> list[int]:
        """The place of each seat (1 = first) with the rulebook's tie-breaks;
        seats still tied share a place."""

    def score_table(self, state: Any, lang: str) -> dict[str, Any]:
        """The end screen: ``{"headers": [...], "rows": [[...] per seat]}``,
        the score broken down as the rulebook scores it, in ``lang``; optionally
        ``"notes": [sentence, ...]``: why the game ended and how ties were broken."""

    def describe(self, event: Event, lang: str, names: Sequence[str] | None = None) -> str:
        """The event as a sentence of the log, in ``lang`` ("it" or "en"), the
        players called by ``names`` (one per seat; None: "Giocatore 1" /
        "Player 1").  Filled from the game's text catalog (game.core.text)."""

    def choice_text(self, choice: Choice, lang: str, names: Sequence[str] | None = None) -> str:
        """The choice as a short button text, in ``lang``, players by ``names``."""

    def refusal_text(self, error: IllegalMove, lang: str, names: Sequence[str] | None = None) -> str:
        """Why ``apply`` refused a choice, in a player's words (``error.key`` and
        ``error.params`` in the game's catalog); ``str(error)`` stays the
        developer's English, for logs and tests."""

    def to_json(self, state: Any) -> dict[str, Any]:
        """The state as versioned, deterministic JSON-able data."""

    def from_json(self, data: Any) -> Any:
        """The state back; raises SaveError quoting what is malformed, and
        for any data whatever (wrong types, missing keys, another game's
        save, deep nesting) nothing else.  A state it returns keeps
        ``check_invariants``, so every other function works on it."""

    def check_invariants(self, state: Any) -> None:
        """Raise AssertionError if the game's own invariants fail
        (pieces conserved, scores consistent ...).  Used by the fuzzer."""


#: The event key that makes an event private to one seat (see the module docstring).
#: The kind of the one choice a seat the engine plays itself is offered (see ``engine_seats``).
ENGINE_CHOICE = "virtual"

PRIVATE_KEY = "private_to"


def private_to(event: Event) -> Seat | None:
    """The seat an event is private to, or None for a public event.

    >>> private_to({"type": "drew", "private_to": 2}), private_to({"type": "move", "to": 2})
    (2, None)
    """
    seat: Seat | None = event.get(PRIVATE_KEY)
    return seat


def visible_events(events: Sequence[Event], seat: Seat | None) -> list[Event]:
    """The events ``seat`` may see: the public ones and its own private ones
    (a spectator, ``seat=None``, sees the public ones only)."""
    return [e for e in events if private_to(e) is None or private_to(e) == seat]


def reveals(events: Sequence[Event]) -> bool:
    """Whether any of the events revealed hidden information or chance."""
    return any(e.get("reveal") for e in events)
