"""Vinci states as versioned JSON, read back with validation.

``from_json`` refuses malformed or inconsistent data with a SaveError that
quotes the bad value: unknown regions or tiles, token counts below zero, a
tile count that does not add up to the 52 of the box, a phase that does not
exist, and so on.

``game.core.conformance`` checks that ``from_json(to_json(state)) == state`` on every
state of its seeded games.
"""

from __future__ import annotations

from typing import Any

from game.core import SaveError
from game.core.contract import loaded, save_head, saved_legacy_options
from game.core.errors import quote
from game.core.jsondata import check_version, field

from . import board, rules, tiles
from .invariants import check_invariants
from .spec import SPEC
from .state import NEUTRAL, PHASES, Occupant, Player, Slot, State

FORMAT = "tavoliere.vinci.state"
VERSION = 1
_WHERE = "vinci state"


def to_json(state: State) -> dict[str, Any]:
    """The state as plain JSON data (deterministic key order)."""
    return {
        **save_head(SPEC, FORMAT, VERSION, state),
        "virtual": list(state.virtual),
        "first": state.first,
        "turn": state.turn,
        "round": state.round,
        "phase": state.phase,
        "target": state.target,
        "seats": [
            {
                "score": p.score,
                "tiles": list(p.tiles),
                "hand": p.hand,
                "entered": p.entered,
                "declined_tiles": list(p.declined_tiles),
            }
            for p in state.seats
        ],
        "board": {r: [o.owner, o.declined, o.tokens, o.fort] for r, o in sorted(state.board.items())},
        "display": [{"tiles": list(s.tiles), "vp_tokens": s.vp_tokens} for s in state.display],
        "bag": list(state.bag),
        "peace": [list(p) for p in state.peace],
        **turn_json(state),
        "ending": state.ending,
    }


def turn_json(state: State) -> dict[str, Any]:
    """What the turn in progress has left and owes (spies, forts, peace, the reorganisation
    pool and order, survivors): saved, and shown as it is (``view``'s ``turn_state``)."""
    return {
        "spy_left": state.spy_left,
        "forts_left": state.forts_left,
        "peace_left": state.peace_left,
        "slaves": state.slaves,
        "pool": state.pool,
        "order": list(state.order),
        "survivors": [list(x) for x in state.survivors],
    }


def _int(data: Any, key: str, where: str, lo: int | None = 0, hi: int | None = None) -> int:
    value = field(data, key, int, where)
    if (lo is not None and value < lo) or (hi is not None and value > hi):
        raise SaveError(f"{where}: {quote(key)} = {quote(value)} is out of range {lo}..{hi}")
    return value


def _tiles(value: Any, where: str) -> tuple[str, ...]:
    if not isinstance(value, list) or any(not isinstance(t, str) or t not in tiles.RED for t in value):
        raise SaveError(f"{where}: {quote(value)} is not a list of tile kinds")
    return tuple(value)


def _seat(value: Any, players: int, where: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < players:
        raise SaveError(f"{where}: {quote(value)} is not a seat of {players}")
    return value


def _occupant(raw: Any, players: int, where: str) -> Occupant:
    """``[owner, declined, tokens, fort]``, each checked."""
    if not isinstance(raw, list) or len(raw) != 4:
        raise SaveError(f"{where}: {quote(raw)} is not [owner, declined, tokens, fort]")
    owner, declined, tokens, fort = raw
    if isinstance(owner, bool) or not isinstance(owner, int) or not NEUTRAL <= owner < players:
        raise SaveError(f"{where}: owner {quote(owner)} is out of range {NEUTRAL}..{players - 1}")
    if isinstance(tokens, bool) or not isinstance(tokens, int) or tokens < 0:
        raise SaveError(f"{where}: tokens {quote(tokens)} is not a count")
    if not isinstance(declined, bool) or not isinstance(fort, bool):
        raise SaveError(f"{where}: declined {quote(declined)} and fort {quote(fort)} must be true or false")
    return Occupant(owner, declined, tokens, fort)


def from_json(data: Any) -> State:
    """The state back; raises SaveError quoting what is malformed or inconsistent."""
    check_version(data, FORMAT, VERSION, _WHERE)
    players = _int(data, "players", _WHERE, SPEC.min_players, SPEC.max_players)
    options = saved_legacy_options(SPEC, players, field(data, "options", dict, _WHERE), _WHERE)
    phase = field(data, "phase", str, _WHERE)
    if phase not in PHASES:
        raise SaveError(f"{_WHERE}: unknown phase {quote(phase)}")
    virtual = field(data, "virtual", list, _WHERE)
    if virtual != [s in rules.VIRTUAL_SEATS[options["mode"]] for s in range(players)]:
        raise SaveError(f"{_WHERE}: virtual seats {quote(virtual)} do not match mode {quote(options['mode'])}")
    seats = []
    raw_seats = field(data, "seats", list, _WHERE)
    if len(raw_seats) != players:
        raise SaveError(f"{_WHERE}: {len(raw_seats)} seats for {players} players")
    for i, raw in enumerate(raw_seats):
        where = f"{_WHERE} seat {i}"
        seats.append(
            Player(
                score=_int(raw, "score", where, None),
                tiles=_tiles(field(raw, "tiles", list, where), where),
                hand=_int(raw, "hand", where),
                entered=field(raw, "entered", bool, where),
                declined_tiles=_tiles(field(raw, "declined_tiles", list, where), where),
            )
        )
    occupancy = {}
    for region, raw in field(data, "board", dict, _WHERE).items():
        if region not in board.PROVINCES:
            raise SaveError(f"{_WHERE}: {quote(region)} is not a province")
        occupancy[region] = _occupant(raw, players, f"{_WHERE} region {quote(region)}")
    display = []
    for raw in field(data, "display", list, _WHERE):
        pair = _tiles(field(raw, "tiles", list, _WHERE + " display"), _WHERE + " display")
        if len(pair) != 2:
            raise SaveError(f"{_WHERE}: display pair {quote(list(pair))} is not two tiles")
        display.append(Slot((pair[0], pair[1]), _int(raw, "vp_tokens", _WHERE + " display")))
    if len(display) != rules.DISPLAY_SLOTS:
        raise SaveError(f"{_WHERE}: the display has {len(display)} pairs, not {rules.DISPLAY_SLOTS}")
    peace = []
    for pair in field(data, "peace", list, _WHERE):
        if not isinstance(pair, list) or len(pair) != 2:
            raise SaveError(f"{_WHERE}: peace entry {quote(pair)} is not [diplomat, opponent]")
        peace.append((_seat(pair[0], players, _WHERE + " peace"), _seat(pair[1], players, _WHERE + " peace")))
    order = field(data, "order", list, _WHERE)
    if any(not isinstance(r, str) or r not in board.PROVINCES for r in order):
        raise SaveError(f"{_WHERE}: order {quote(order)} names a region that is not a province")
    survivors = []
    for item in field(data, "survivors", list, _WHERE):
        if not isinstance(item, list) or len(item) != 3 or not isinstance(item[1], bool):
            raise SaveError(f"{_WHERE}: survivors entry {quote(item)} is not [seat, declined, tokens]")
        if isinstance(item[2], bool) or not isinstance(item[2], int) or item[2] <= 0:
            raise SaveError(f"{_WHERE}: survivors entry {quote(item)} has no tokens")
        survivors.append((_seat(item[0], players, _WHERE + " survivors"), item[1], item[2]))
    rng = field(data, "rng", int, _WHERE)
    if not 0 <= rng < 2**64:
        raise SaveError(f"{_WHERE}: rng {quote(rng)} is not a 64-bit state")
    state = State(
        players=players,
        options=tuple(sorted(options.items())),
        rng=rng,
        virtual=tuple(virtual),
        first=_seat(field(data, "first", int, _WHERE), players, _WHERE + " first"),
        turn=_seat(field(data, "turn", int, _WHERE), players, _WHERE + " turn"),
        round=_int(data, "round", _WHERE),
        phase=phase,
        target=_int(data, "target", _WHERE, 1),
        seats=tuple(seats),
        board=dict(sorted(occupancy.items())),
        display=tuple(display),
        bag=tuple(sorted(_tiles(field(data, "bag", list, _WHERE), _WHERE + " bag"))),
        peace=tuple(peace),
        spy_left=_int(data, "spy_left", _WHERE),
        forts_left=_int(data, "forts_left", _WHERE),
        peace_left=_int(data, "peace_left", _WHERE),
        slaves=_int(data, "slaves", _WHERE),
        pool=_int(data, "pool", _WHERE),
        order=tuple(order),
        survivors=tuple(survivors),
        ending=field(data, "ending", bool, _WHERE),
    )
    return loaded(state, check_invariants, _WHERE)
