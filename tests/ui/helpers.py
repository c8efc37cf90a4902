"""Shared helpers for the ui tests: sessions of the toy game (chance, secrets, simultaneous bids)."""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from typing import Any

from game.core.errors import SetupError
from game.core.record import Record
from tests.core import toygame
from ui.session import HUMAN, SeatInfo, Session


def toy_loader(name: str) -> Any:
    """The toy game for "toy"; any other name is refused as ``registry.load`` refuses it."""
    if name != "toy":
        raise SetupError(f"unknown game {name!r}")
    return toygame


def toy_session(players: int = 2, kinds: tuple[str, ...] | None = None, seed: int = 7) -> Session:
    kinds = kinds or (HUMAN,) * players
    seats = [SeatInfo(f"P{i}", ["blue", "orange", "green"][i], kinds[i]) for i in range(players)]
    state = toygame.new_game(players, {}, seed)
    return Session(toygame, Record("toy", players, {"double_last": False}, seed), seats, state, [])  # type: ignore[arg-type]


def marked_choices(table: Any, limit: int = 64) -> set[int]:
    """Indices of the choices a picker's marks lead to (ui/pickers.py): every set of marks the
    screen lets a person tap, up to ``limit`` screens, each looked at for its ``data-choice``."""
    import re

    from ui.pickers import toggle

    found: set[int] = set()
    seen: set[tuple[str, ...]] = set()
    todo: list[tuple[str, ...]] = [()]
    while todo and len(seen) < limit:
        marks = todo.pop()
        if marks in seen:
            continue
        seen.add(marks)
        table.marks = marks
        panels = table.panels()
        html = panels["choices"] + panels["private"] + panels["public"]
        found |= {int(i) for i in re.findall(r'data-choice="(\d+)"', html)}
        todo += [toggle(marks, t) for t in re.findall(r'data-action="mark" data-mark="([^"]+)"', html)]
    table.marks = ()
    return found


def reachable_by_taps(table: Any, on_map: Callable[[Any, dict[str, str], int], bool]) -> set[int]:
    """Indices of legal choices a person can reach by taps from this screen: buttons, elements
    with data-choice, marks, and the choices ``on_map(table, panels, i)`` finds tappable on the
    board; then the same after each pick found in the page (followed transitively)."""
    found: set[int] = set()
    seen: set[str | None] = set()
    todo: list[str | None] = [None]
    while todo:
        key = todo.pop()
        if key in seen:
            continue
        seen.add(key)
        table.picked = None
        if key is not None:
            assert table.pick(key), key
        panels = table.panels()
        html = panels["choices"] + panels["private"] + panels["public"]
        found |= {int(i) for i in re.findall(r'data-choice="(\d+)"', html)}
        found |= marked_choices(table)
        found |= {i for i in table.offered(table.context()) if on_map(table, panels, i)}
        todo += re.findall(r'data-action="pick" data-key="([^"]+)"', panels["private"] + panels["pieces"])
    table.picked = None
    return found


def ringed_on_map(table: Any, panels: dict[str, str], i: int) -> bool:
    """For :func:`reachable_by_taps`: a choice with a region on the map, which is ringed (a tap
    plays it or opens a menu)."""
    on_map = [t for t in table.legal()[i].targets if t in table.anchors]
    if on_map:
        assert any(f'data-ring="{t}"' in panels["pieces"] for t in on_map)
    return bool(on_map)


#: The seat styles of the adapters' test tables, seat by seat.
TABLE_STYLES = ("blue", "orange", "green", "pink", "vermilion", "sky")


def adapter_table(game: str, map_svg: str, players: int, seed: int, options: dict[str, object] | None = None) -> Any:
    """A table of ``game`` on its map, seats ``Name0``, ``Name1``…, the device taken by the seat to play."""
    from ui.games import adapter_for
    from ui.table import Table

    seats = [SeatInfo(f"Name{i}", TABLE_STYLES[i]) for i in range(players)]
    session = Session.new(game, seats, options or {}, seed)
    session.take_device()
    return Table(session, "en", map_svg, adapter_for(game))


def play_until(table: Any, kind: str, seed: int) -> None:
    """Play random choices until one of ``kind`` is legal."""
    rng = random.Random(seed)
    while not any(c.kind == kind for c in table.legal()):
        legal = table.legal()
        table.choose(rng.randrange(len(legal)))
