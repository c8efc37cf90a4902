"""to_json / from_json: a versioned, validated plain-data form of the state.

The board is written by side name; a custom (test) board also writes its
rows.  Squares are algebraic ids, colours are names, so a save reads well.
``from_json`` checks every field and then the game's invariants, raising
:class:`SaveError` that quotes what is wrong.
"""

from __future__ import annotations

from typing import Any

from game.core import SaveError
from game.core.contract import loaded, saved_options
from game.core.errors import quote
from game.core.jsondata import check_version, field

from .board import SIDES, Board, board_from_rows, square_id
from .invariants import check_invariants
from .pieces import COLOUR_BY_NAME, COLOUR_NAMES, COLOURS, MONUMENT_COLOURS
from .spec import SPEC
from .state import NOWHERE, PHASES, STEPS, Conflict, Counts, State

FORMAT = "tavoliere.tigris.state"
VERSION = 1
_WHERE = "tigris state"
_CELL_CODES = {"": "", "x": "x", "z": "z"}


def _counts(value: Counts) -> dict[str, int]:
    return {COLOUR_NAMES[c]: n for c, n in zip(COLOURS, value)}


def _sq(board: Board, square: int) -> str | None:
    return None if square == NOWHERE else square_id(board, square)


def to_json(state: State) -> dict[str, Any]:
    """The state as JSON-able data (format and version first)."""
    b = state.board
    c = state.conflict
    return {
        "format": FORMAT,
        "version": VERSION,
        "side": b.side,
        "rows": list(b.rows) if b.side not in SIDES else None,
        "players": state.players,
        "options": dict(state.options),
        "rng": state.rng,
        "bag": "".join(state.bag),
        "hands": [_counts(h) for h in state.hands],
        "discards": [_counts(h) for h in state.discards],
        "gone": _counts(state.gone),
        "cells": {square_id(b, q): code for q, code in enumerate(state.cells) if code},
        "treasures": [square_id(b, q) for q in state.treasures],
        "monuments": [[m, square_id(b, q)] for m, q in state.monuments],
        "buildings": {COLOUR_NAMES[col]: _sq(b, q) for col, q in zip(COLOURS, state.buildings)},
        "ziggurat": _sq(b, state.ziggurat),
        "catastrophes": list(state.catastrophes),
        "vp": [_counts(v) for v in state.vp],
        "held": list(state.held),
        "active": state.active,
        "turn": state.turn,
        "actions_done": state.actions_done,
        "phase": state.phase,
        "steps": list(state.steps),
        "placed": _sq(b, state.placed),
        "unification": _sq(b, state.unification),
        "conflict": None
        if c is None
        else {
            "kind": c.kind,
            "colour": COLOUR_NAMES[c.colour],
            "attacker": c.attacker,
            "defender": c.defender,
            "attacker_leader": square_id(b, c.attacker_leader),
            "defender_leader": square_id(b, c.defender_leader),
            "attacker_support": [square_id(b, q) for q in c.attacker_support],
            "defender_support": [square_id(b, q) for q in c.defender_support],
            "attacker_commit": c.attacker_commit,
        },
        "end_reason": state.end_reason,
    }


def _int(data: Any, key: str, lo: int, hi: int, where: str = _WHERE) -> int:
    value = field(data, key, int, where)
    if not lo <= value <= hi:
        raise SaveError(f"{where}: {key}={quote(value)} is not in {lo}..{hi}")
    return value


def _square(board: Board, value: Any, what: str, optional: bool = False) -> int:
    if value is None and optional:
        return NOWHERE
    try:
        return board.index(value)
    except ValueError:
        raise SaveError(f"{_WHERE}: {what} {quote(value)} is not a square of the {board.side} board") from None


def _count_dict(value: Any, what: str) -> Counts:
    if not isinstance(value, dict) or sorted(value) != sorted(COLOUR_NAMES.values()):
        raise SaveError(f"{_WHERE}: {what} must map the four colours to counts, not {quote(value)}")
    out = []
    for c in COLOURS:
        n = value[COLOUR_NAMES[c]]
        if isinstance(n, bool) or not isinstance(n, int) or n < 0:
            raise SaveError(f"{_WHERE}: {what} {COLOUR_NAMES[c]}={quote(n)} is not a count")
        out.append(n)
    return (out[0], out[1], out[2], out[3])


def _colour(value: Any, what: str) -> str:
    if not isinstance(value, str) or value not in COLOUR_BY_NAME:
        raise SaveError(f"{_WHERE}: {what} {quote(value)} is not a colour")
    return COLOUR_BY_NAME[value]


def _per_seat(data: Any, key: str, players: int) -> list[Any]:
    value = field(data, key, list, _WHERE)
    if len(value) != players:
        raise SaveError(f"{_WHERE}: {key} has {len(value)} entries for {players} players")
    return value


def _cell(code: Any, where: str, players: int) -> str:
    ok = isinstance(code, str) and (
        code in ("x", "z")
        or (len(code) == 1 and code.lower() in COLOURS)
        or (len(code) == 2 and code[0].isdigit() and int(code[0]) < players and code[1] in COLOURS)
    )
    if not ok:
        raise SaveError(f"{_WHERE}: square {where} holds {quote(code)}, which is no piece")
    return str(code)


def from_json(data: Any) -> State:
    """Rebuild a state; raises SaveError quoting what is malformed or inconsistent."""
    check_version(data, FORMAT, VERSION, _WHERE)
    side = field(data, "side", str, _WHERE)
    if side in SIDES:
        board = SIDES[side]
    else:
        rows = data.get("rows")
        if not isinstance(rows, list):
            raise SaveError(f"{_WHERE}: board {quote(side)} is no side, and its rows {quote(rows)} are not a list")
        try:
            board = board_from_rows(side, rows)
        except ValueError as exc:
            raise SaveError(f"{_WHERE}: board {quote(side)}: {exc}") from None
    players = field(data, "players", int, _WHERE)
    options = field(data, "options", dict, _WHERE)
    saved_options(SPEC, players, options, _WHERE)
    if side in SIDES and options["board"] != side:
        raise SaveError(f"{_WHERE}: board option {quote(options['board'])} but side {quote(side)}")
    bag = field(data, "bag", str, _WHERE)
    if set(bag) - set(COLOURS):
        raise SaveError(f"{_WHERE}: the bag holds unknown tiles {sorted(set(bag) - set(COLOURS))}")
    cells = [""] * board.size
    for key, code in field(data, "cells", dict, _WHERE).items():
        cells[_square(board, key, "cell")] = _cell(code, key, players)
    conflict = None
    raw = data.get("conflict")
    if raw is not None:
        if not isinstance(raw, dict) or raw.get("kind") not in ("revolt", "war"):
            raise SaveError(f"{_WHERE}: conflict {quote(raw)} is malformed")
        conflict = Conflict(
            kind=raw["kind"],
            colour=_colour(raw.get("colour"), "conflict colour"),
            attacker=_int(raw, "attacker", 0, players - 1, "conflict"),
            defender=_int(raw, "defender", 0, players - 1, "conflict"),
            attacker_leader=_square(board, raw.get("attacker_leader"), "attacker leader"),
            defender_leader=_square(board, raw.get("defender_leader"), "defender leader"),
            attacker_support=tuple(
                _square(board, q, "support") for q in field(raw, "attacker_support", list, "conflict")
            ),
            defender_support=tuple(
                _square(board, q, "support") for q in field(raw, "defender_support", list, "conflict")
            ),
            attacker_commit=_int(raw, "attacker_commit", -1, 10**6, "conflict"),
        )
    monuments = []
    for item in field(data, "monuments", list, _WHERE):
        if (
            not (isinstance(item, list) and len(item) == 2 and isinstance(item[0], str))
            or item[0] not in MONUMENT_COLOURS
        ):
            raise SaveError(f"{_WHERE}: monument {quote(item)} is malformed")
        monuments.append((item[0], _square(board, item[1], "monument")))
    buildings_raw = field(data, "buildings", dict, _WHERE)
    if sorted(buildings_raw) != sorted(COLOUR_NAMES.values()):
        raise SaveError(f"{_WHERE}: buildings {quote(buildings_raw)} must name the four colours")
    phase = field(data, "phase", str, _WHERE)
    if phase not in PHASES:
        raise SaveError(f"{_WHERE}: unknown phase {quote(phase)}")
    steps = field(data, "steps", list, _WHERE)
    if any(s not in STEPS for s in steps):
        raise SaveError(f"{_WHERE}: unknown steps in {quote(steps)}")
    end_reason = field(data, "end_reason", str, _WHERE)
    if end_reason not in ("", "treasures", "bag"):
        raise SaveError(f"{_WHERE}: unknown end reason {quote(end_reason)}")
    catastrophes = _per_seat(data, "catastrophes", players)
    held = _per_seat(data, "held", players)
    for what, values in (("catastrophes", catastrophes), ("held", held)):
        if any(isinstance(v, bool) or not isinstance(v, int) or v < 0 for v in values):
            raise SaveError(f"{_WHERE}: {what} {quote(values)} must be counts")
    state = State(
        board=board,
        players=players,
        options=tuple(sorted(options.items())),
        rng=_int(data, "rng", 0, 2**64 - 1),
        bag=bag,
        hands=tuple(_count_dict(h, "hand") for h in _per_seat(data, "hands", players)),
        discards=tuple(_count_dict(h, "discards") for h in _per_seat(data, "discards", players)),
        gone=_count_dict(data.get("gone"), "gone"),
        cells=tuple(cells),
        treasures=tuple(sorted(_square(board, q, "treasure") for q in field(data, "treasures", list, _WHERE))),
        monuments=tuple(monuments),
        buildings=tuple(_square(board, buildings_raw[COLOUR_NAMES[c]], "building", optional=True) for c in COLOURS),
        ziggurat=_square(board, data.get("ziggurat"), "ziggurat", optional=True),
        catastrophes=tuple(catastrophes),
        vp=tuple(_count_dict(v, "vp") for v in _per_seat(data, "vp", players)),
        held=tuple(held),
        active=_int(data, "active", 0, players - 1),
        turn=_int(data, "turn", 1, 10**9),
        actions_done=_int(data, "actions_done", 0, 2),
        phase=phase,
        steps=tuple(steps),
        placed=_square(board, data.get("placed"), "placed tile", optional=True),
        unification=_square(board, data.get("unification"), "unification marker", optional=True),
        conflict=conflict,
        end_reason=end_reason,
    )
    return loaded(state, check_invariants, _WHERE)
