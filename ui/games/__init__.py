"""Game adapters: the little of each game the generic table cannot know.

A game plugs into the table with its SVG map(s) and, at most, a module
``ui/games/<name>.py`` defining any of the functions below.  Every function
is optional: what an adapter leaves out, :mod:`ui.games.generic` provides,
so a game is playable from its legal choices before its adapter exists.

All functions are pure (data in, HTML/SVG text out) and must escape text
with :func:`ui.render.esc`.  They receive a :class:`Context`.

``map_file(view) -> str | None``
    URL of the board SVG, relative to the page (``"assets/maps/x.svg"``).
    The map follows the project's map conventions: every region shape in
    ``<g id="regions">`` has ``data-region`` plus ``data-x``/``data-y``
    anchors.  None: no board, the choices are buttons only.

``pieces_svg(view, ctx) -> str``
    SVG elements (viewBox units of the map) drawn over the map: pieces,
    markers, outlines.  A piece sitting on a region should carry the same
    ``data-region`` so tapping it is tapping the region.

``public_html(view, ctx) -> str``
    The always-visible panel: scores as far as they are public, tracks,
    supplies, the phase.  Called with the *spectator* view (seat None), so it
    cannot show a secret even by mistake.

``private_html(view, ctx) -> str``
    The private area of ``ctx.viewer`` (hand, secret picks), from that seat's
    own view.  Only called while that seat is in front of the screen.
    Elements that stand for a legal choice carry ``data-choice="<index>"``
    (use :meth:`Context.index_of` / :meth:`Context.indices`).

``button_choices(ctx) -> list[int]``
    Which legal choices to show as buttons in the choice bar (default: those
    with no board targets, or all of them when there is no map).

``picker_groups(view, ctx) -> dict[str, list[int]]``
    Optional first steps drawn by the UI only: a key (``"tile:red"``) for a
    group of legal choices (every placement of a red tile).  An element with
    ``data-action="pick" data-key="<key>"`` selects the group; then only its
    choices are highlighted and offered, the progress bar says so, and Cancel
    drops the pick.  Choices inside a group are not shown until it is picked.

``picker_text(key, ctx) -> str``
    What the progress bar says while ``key`` is picked ("Red temple tile").

``fallback_map(view) -> str | None``
    A board SVG to draw when ``map_file`` cannot be loaded (None: buttons only).

``composer(view, ctx) -> Composer | None``
    A picker that composes one legal choice from UI-only marks (``ctx.marks``): the tiles
    marked in the hand for a swap, the tribes for Influence 2.  Elements with
    ``data-action="mark" data-mark="<token>"`` toggle a token (a token ``key=value`` replaces
    the one with the same key).  The composed choice must be one of ``legal``: the confirm
    button plays that index, so the engine stays the authority.  None: no composer now.

``instruction(view, ctx) -> str``
    One line saying what the seat in front must do now, in ``ctx.lang`` (issue 16.3), from the
    seat's own view; shown above the choices.  Default: a generic line from the choices' kinds.

``region_name(region, lang) -> str``
    How the board region with engine id ``region`` is named to a player in
    ``lang`` (the progress bar's "Tollan: choose what to do"); default: the id
    itself, right for boards whose ids are what players say ("F7").

``end_details(events, ctx) -> str``
    HTML the end screen adds below the score table, from the game's public events in order
    (Aztlán: how each era's scoring came about, domain by domain).  Default: nothing.

``replay_clock(view) -> tuple[turn, round] | None``
    Where a replay's "turn" and "round" steps stop: two keys read from the
    spectator view (any values that compare with ``==``); a new turn (round)
    starts where its key changes.  None (the default): the replay derives
    turns from a change of the deciding seat and rounds from the seats'
    order coming round again.

``scoring_event(event) -> tuple[int, ...] | None``
    Whether an engine event is one the score chart marks (a century's
    scoring, a won conflict): the seats it scores for (``()``: every seat),
    or None for any other event (the default for every event).

All the texts of choices and events still come from the engine
(``choice_text``, ``describe``); an adapter only arranges them.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any

from game.core.choice import Choice

from ..session import SeatInfo


@dataclass
class Context:
    """What an adapter may use besides the view."""

    game: str
    lang: str
    seats: Sequence[SeatInfo]
    viewer: int | None
    legal: Sequence[Choice] = ()
    texts: Sequence[str] = ()
    anchors: dict[str, tuple[float, float]] = field(default_factory=dict)
    spots: dict[str, tuple[float, float]] = field(default_factory=dict)  # track spaces (render.spots)
    boxes: dict[str, tuple[float, float, float, float]] = field(default_factory=dict)  # their boxes (render.boxes)
    has_map: bool = True
    extra: dict[str, Any] = field(default_factory=dict)
    picked: str | None = None
    marks: tuple[str, ...] = ()

    def index_of(self, kind: str, *args: Any) -> int | None:
        """The index in ``legal`` of the choice with this kind and args, if listed."""
        for i, c in enumerate(self.legal):
            if c.kind == kind and c.args == tuple(args):
                return i
        return None

    def indices(self, pred: Callable[[Choice], bool]) -> list[int]:
        return [i for i, c in enumerate(self.legal) if pred(c)]


@dataclass
class Composer:
    """A picker composing one legal choice from marks (see ``composer`` above)."""

    members: list[int]  # the legal choices it stands for: never shown as buttons of their own
    index: int | None  # the legal choice the marks compose now (None: not yet one)
    label: str  # the confirm button's text while nothing is composed ("": no confirm button)
    controls: str = ""  # HTML of the marks in the choice bar ("" when drawn in the private area)


ADAPTER_FUNCTIONS: tuple[str, ...] = (
    "map_file",
    "pieces_svg",
    "public_html",
    "private_html",
    "button_choices",
    "picker_groups",
    "picker_text",
    "fallback_map",
    "region_name",
    "composer",
    "instruction",
    "end_details",
    "replay_clock",
    "scoring_event",
)


class Adapter:
    """A game's adapter with the generic fallback filled in for what it lacks."""

    def __init__(self, name: str, module: ModuleType | None) -> None:
        from . import generic

        self.name = name
        self.module = module
        for fn in ADAPTER_FUNCTIONS:
            impl = getattr(module, fn, None) if module is not None else None
            setattr(self, fn, impl or getattr(generic, fn))
        if module is None or not hasattr(module, "map_file"):
            self.map_file = lambda view: generic.default_map(name)

    map_file: Callable[[dict[str, Any]], str | None]
    pieces_svg: Callable[[dict[str, Any], Context], str]
    public_html: Callable[[dict[str, Any], Context], str]
    private_html: Callable[[dict[str, Any], Context], str]
    button_choices: Callable[[Context], list[int]]
    picker_groups: Callable[[dict[str, Any], Context], dict[str, list[int]]]
    picker_text: Callable[[str, Context], str]
    fallback_map: Callable[[dict[str, Any]], str | None]
    region_name: Callable[[str, str], str]
    composer: Callable[[dict[str, Any], Context], Composer | None]
    instruction: Callable[[dict[str, Any], Context], str]
    end_details: Callable[[Sequence[dict[str, Any]], Context], str]
    replay_clock: Callable[[dict[str, Any]], tuple[Any, Any] | None]
    scoring_event: Callable[[dict[str, Any]], tuple[int, ...] | None]


def adapter_for(name: str) -> Adapter:
    """The adapter of game ``name`` (the generic one if ``ui/games/<name>.py`` is absent)."""
    try:
        module = importlib.import_module(f"ui.games.{name}")
    except ModuleNotFoundError as exc:
        if exc.name != f"ui.games.{name}":
            raise
        module = None
    return Adapter(name, module)
