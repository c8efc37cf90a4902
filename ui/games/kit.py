"""What the per-game adapters share: a seat's colour and shape, the gold rings round the map's
tap targets, and the after-the-game hooks that several games answer alike.

An adapter's panels are styled by classes of ``assets/css/table.css`` (its prefix: ``at-``,
``az-``, ``eu-``, ``vi-``, ``te-``); its map positions come from the ``data-*`` anchors the map
generators write (``Context.anchors``, ``ui.render.anchors``), never from coordinates copied here.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from game.core.choice import Choice

from ..lobby import Style, style
from ..render import esc
from . import Context

#: A seat's colour and shape when the seat is not at the table (a stale view, a virtual seat).
NO_COLOUR = "#888"
NO_SHAPE = "circle"


def seat_style(ctx: Context, seat: int) -> Style | None:
    """The style of ``seat`` at this table, or None for a seat that is not there."""
    return style(ctx.seats[seat].style) if 0 <= seat < len(ctx.seats) else None


def seat_colour(ctx: Context, seat: int) -> str:
    st = seat_style(ctx, seat)
    return st.colour if st is not None else NO_COLOUR


def seat_shape(ctx: Context, seat: int) -> str:
    st = seat_style(ctx, seat)
    return st.shape if st is not None else NO_SHAPE


def group_choices(ctx: Context, key: Callable[[Choice], str | None]) -> dict[str, list[int]]:
    """``picker_groups`` by a key: the legal choices of each key in one picker group, in
    ``legal`` order (a choice whose key is None stays in no group)."""
    groups: dict[str, list[int]] = {}
    for i, c in enumerate(ctx.legal):
        k = key(c)
        if k is not None:
            groups.setdefault(k, []).append(i)
    return groups


def groups_by(key: Callable[[Choice], str | None]) -> Callable[[dict[str, Any], Context], dict[str, list[int]]]:
    """A game's ``picker_groups``: :func:`group_choices` by ``key``."""
    return lambda view, ctx: group_choices(ctx, key)


def target_rings(
    ctx: Context, targets: Iterable[str], cls: str, r: float, fill: str = "none", width: float = 3, dash: str = "5 3"
) -> str:
    """A dashed gold ring, tappable, round every target a tap would act on now (sorted; a target
    without an anchor on the map gets none)."""
    return "".join(
        f'<circle class="{cls}" data-region="{esc(t)}" cx="{ctx.anchors[t][0]:.1f}" cy="{ctx.anchors[t][1]:.1f}" '
        f'r="{r:.1f}" fill="{fill}" stroke="#ffd400" stroke-width="{width:g}" stroke-dasharray="{dash}" '
        f'pointer-events="all"/>'
        for t in sorted(set(targets))
        if t in ctx.anchors
    )


def sharing(
    seats: list[int], offsets: tuple[tuple[float, float], ...], alone_r: float, shared_r: float
) -> list[tuple[int, float, float, float]]:
    """Where the markers of ``seats`` on one track space go: (seat, dx, dy, radius), a lone
    marker centred at ``alone_r``, markers that share the space smaller, at ``offsets`` in turn."""
    if len(seats) == 1:
        return [(seats[0], 0.0, 0.0, alone_r)]
    return [(seat, *offsets[j % len(offsets)], shared_r) for j, seat in enumerate(seats)]


def turn_and_round(view: dict[str, Any]) -> tuple[Any, Any]:
    """``replay_clock`` of a game that counts turns: a turn is the view's turn counter; a round,
    one turn of every player."""
    turn = int(view["turn"])
    return turn, (turn - 1) // int(view["players"])


def seat_scores(*types: str) -> Callable[[dict[str, Any]], tuple[int, ...] | None]:
    """``scoring_event`` of a game whose score chart marks the events of these ``types``, each
    for the seat it names."""

    def scoring_event(event: dict[str, Any]) -> tuple[int, ...] | None:
        return (int(event["seat"]),) if event["type"] in types else None

    return scoring_event
