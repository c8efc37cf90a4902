"""The generic adapter: any game is playable from its legal choices and its view data.

Choices with board targets are tapped on the map (their regions are
highlighted); the others are buttons.  The public panel and the private area
show the view data as readable lists: the private area lists only what the
seat's own view adds to the spectator's, so nothing public is repeated and
nothing private leaks into the public panel.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..i18n import text
from ..render import generic_data_html
from . import Composer, Context


def default_map(name: str) -> str | None:
    return f"assets/maps/{name}.svg"


def map_file(view: dict[str, Any]) -> str | None:
    return None


def pieces_svg(view: dict[str, Any], ctx: Context) -> str:
    return ""


def public_html(view: dict[str, Any], ctx: Context) -> str:
    return f'<div class="generic-view">{generic_data_html(view)}</div>'


def private_html(view: dict[str, Any], ctx: Context) -> str:
    public = ctx.extra.get("public_view", {})
    own = {k: v for k, v in view.items() if public.get(k, object()) != v}
    own.pop("viewer", None)
    if not own:
        return ""
    return f'<div class="generic-view">{generic_data_html(own)}</div>'


def button_choices(ctx: Context) -> list[int]:
    if not ctx.has_map:
        return list(range(len(ctx.legal)))
    return [i for i, c in enumerate(ctx.legal) if not any(t in ctx.anchors for t in c.targets)]


def picker_groups(view: dict[str, Any], ctx: Context) -> dict[str, list[int]]:
    return {}


def picker_text(key: str, ctx: Context) -> str:
    return key


def fallback_map(view: dict[str, Any]) -> str | None:
    return None


def region_name(region: str, lang: str) -> str:
    return region


def instruction(view: dict[str, Any], ctx: Context) -> str:
    """Tap the board or a button, as the choices open now need."""
    on_board = any(t in ctx.anchors for c in ctx.legal for t in c.targets)
    return text("do_board" if on_board and ctx.has_map else "do_buttons", ctx.lang)


def composer(view: dict[str, Any], ctx: Context) -> Composer | None:
    return None


def end_details(events: Sequence[dict[str, Any]], ctx: Context) -> str:
    return ""


def replay_clock(view: dict[str, Any]) -> tuple[Any, Any] | None:
    return None


def scoring_event(event: dict[str, Any]) -> tuple[int, ...] | None:
    return None
