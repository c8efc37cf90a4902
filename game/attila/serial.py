"""Attila states as versioned JSON (``to_json`` / ``from_json``).

The format names tribes and provinces by id and card multisets as
``{tribe: count}`` objects, so a save is readable.  ``from_json`` checks the
shape and types of every field, then the game's invariants, and raises
SaveError quoting what is wrong.
"""

from __future__ import annotations

from typing import Any

from game.core import SaveError
from game.core.contract import loaded, save_head
from game.core.errors import quote
from game.core.jsondata import check_version, field

from .board import PLAYABLE
from .constants import CENTURIES, FINAL_SLOT, NUM_TRIBES, TRIBE_INDEX, TRIBES
from .invariants import check_invariants
from .spec import SPEC
from .state import Counts, State

FORMAT = "tavoliere.attila.state"
VERSION = 1
_WHERE = "attila state"


def _counts(value: Counts) -> dict[str, int]:
    return {TRIBES[t]: n for t, n in enumerate(value) if n}


def to_json(state: State) -> dict[str, Any]:
    """The state as deterministic JSON-able data."""
    return {
        **save_head(SPEC, FORMAT, VERSION, state),
        "supply": _counts(state.supply),
        "board": {PLAYABLE[p]: _counts(row) for p, row in enumerate(state.board) if sum(row)},
        "peace": [[PLAYABLE[p], c] for p, c in state.peace],
        "boxes": {str(c): n for c, n in zip(CENTURIES, state.boxes)},
        "influence": [_counts(row) for row in state.influence],
        "points": [list(row) for row in state.points],
        "hands": [_counts(h) for h in state.hands],
        "deck": [TRIBES[t] for t in state.deck],
        "discard": _counts(state.discard),
        "tiles": [list(t) for t in state.tiles],
        "active": state.active,
        "turn": state.turn,
        "step": state.step,
        "resume": state.resume,
        "plays_left": state.plays_left,
        "plays_done": state.plays_done,
        "tile_used": state.tile_used,
        "card": TRIBES[state.card] if state.card >= 0 else None,
        "placed": [PLAYABLE[p] for p in state.placed],
        "conflicts": [PLAYABLE[p] for p in state.conflicts],
        "committer": state.committer,
        "committed": [_counts(c) for c in state.committed],
        "swap": _counts(state.swap),
        "passes": state.passes,
        "end_reason": state.end_reason,
    }


def _int(data: Any, key: str) -> int:
    return field(data, key, int, _WHERE)


def _tribe(name: Any, where: str) -> int:
    if not isinstance(name, str) or name not in TRIBE_INDEX:
        raise SaveError(f"{_WHERE}: {where}: {quote(name)} is not a tribe ({', '.join(TRIBES)})")
    return TRIBE_INDEX[name]


def _province(name: Any, where: str) -> int:
    if not isinstance(name, str) or name not in PLAYABLE:
        raise SaveError(f"{_WHERE}: {where}: {quote(name)} is not a playable province")
    return PLAYABLE.index(name)


def _parse_counts(value: Any, where: str) -> Counts:
    if not isinstance(value, dict):
        raise SaveError(f"{_WHERE}: {where} must be an object of tribe counts, not {quote(value)}")
    out = [0] * NUM_TRIBES
    for name, n in value.items():
        t = _tribe(name, where)
        if isinstance(n, bool) or not isinstance(n, int) or n <= 0:
            raise SaveError(f"{_WHERE}: {where}: count {quote(n)} for {name} must be a positive int")
        out[t] = n
    return tuple(out)


def _per_seat(data: Any, key: str, players: int) -> list[Any]:
    value = field(data, key, list, _WHERE)
    if len(value) != players:
        raise SaveError(f"{_WHERE}: {quote(key)} has {len(value)} entries for {players} players")
    return value


def from_json(data: Any) -> State:
    """The state back from ``to_json`` data.  Raises SaveError on malformed or inconsistent data."""
    check_version(data, FORMAT, VERSION, _WHERE)
    players = _int(data, "players")
    options = field(data, "options", dict, _WHERE)
    try:
        options = SPEC.check_setup(players, options)
    except ValueError as exc:
        raise SaveError(f"{_WHERE}: bad setup: {exc}") from exc
    rng = _int(data, "rng")
    if not 0 <= rng < 1 << 64:
        raise SaveError(f"{_WHERE}: rng {rng} outside 0..2**64-1")
    board = [(0,) * NUM_TRIBES] * len(PLAYABLE)
    for name, row in field(data, "board", dict, _WHERE).items():
        board[_province(name, "board")] = _parse_counts(row, f"board[{name}]")
    peace = []
    for item in field(data, "peace", list, _WHERE):
        if not isinstance(item, list) or len(item) != 2 or item[1] not in CENTURIES:
            raise SaveError(f"{_WHERE}: peace tile {quote(item)} must be [province, century 4..7]")
        peace.append((_province(item[0], "peace"), item[1]))
    boxes_raw = field(data, "boxes", dict, _WHERE)
    if sorted(boxes_raw) != sorted(str(c) for c in CENTURIES):
        raise SaveError(f"{_WHERE}: boxes {quote(boxes_raw)} must have the keys 4, 5, 6, 7")
    boxes = tuple(_int(boxes_raw, str(c)) for c in CENTURIES)
    points = []
    for row in _per_seat(data, "points", players):
        if not isinstance(row, list) or len(row) != FINAL_SLOT + 1 or not all(type(x) is int for x in row):
            raise SaveError(f"{_WHERE}: points row {quote(row)} must be {FINAL_SLOT + 1} ints")
        points.append(tuple(row))
    tiles = []
    for row in _per_seat(data, "tiles", players):
        if not isinstance(row, list) or not all(isinstance(x, str) for x in row):
            raise SaveError(f"{_WHERE}: tiles {quote(row)} must be a list of tile names")
        tiles.append(tuple(row))
    card_raw = data.get("card")
    step = field(data, "step", str, _WHERE)
    state = State(
        players=players,
        options=tuple(sorted(options.items())),
        rng=rng,
        supply=_parse_counts(field(data, "supply", dict, _WHERE), "supply"),
        board=tuple(board),
        peace=tuple(peace),
        boxes=boxes,
        influence=tuple(_parse_counts(r, "influence") for r in _per_seat(data, "influence", players)),
        points=tuple(points),
        hands=tuple(_parse_counts(h, "hand") for h in _per_seat(data, "hands", players)),
        deck=tuple(_tribe(t, "deck") for t in field(data, "deck", list, _WHERE)),
        discard=_parse_counts(field(data, "discard", dict, _WHERE), "discard"),
        tiles=tuple(tiles),
        active=_int(data, "active"),
        turn=_int(data, "turn"),
        step=step,
        resume=field(data, "resume", str, _WHERE),
        plays_left=_int(data, "plays_left"),
        plays_done=_int(data, "plays_done"),
        tile_used=field(data, "tile_used", str, _WHERE),
        card=-1 if card_raw is None else _tribe(card_raw, "card"),
        placed=tuple(_province(p, "placed") for p in field(data, "placed", list, _WHERE)),
        conflicts=tuple(_province(p, "conflicts") for p in field(data, "conflicts", list, _WHERE)),
        committer=_int(data, "committer"),
        committed=tuple(_parse_counts(c, "committed") for c in _per_seat(data, "committed", players)),
        swap=_parse_counts(field(data, "swap", dict, _WHERE), "swap"),
        passes=_int(data, "passes"),
        end_reason=field(data, "end_reason", str, _WHERE),
    )
    return loaded(state, check_invariants, _WHERE)
