"""Pure functions from data to HTML/SVG strings: no browser, no rule.

Every text that comes from a player or an engine is escaped here.  Elements
the player can tap carry ``data-choice="<index in legal()>"`` (a choice) or
``data-region="<id>"`` (a board region); the DOM layer maps taps back.
"""

from __future__ import annotations

import html
import math
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from game.core.choice import Choice

from .i18n import STRINGS, text
from .lobby import Style, style
from .session import BOT, SeatInfo

_ANCHOR = re.compile(r"<[^>]*\bdata-region=\"([^\"]+)\"[^>]*>")
_SPOT = re.compile(r"<[^>]*\bdata-track=\"([^\"]+)\"[^>]*>")
_SPACE = re.compile(r"\bdata-space=\"([^\"]+)\"")
_ATTR = re.compile(r"\b(data-x|data-y)=\"(-?[0-9.]+)\"")
_SHAPE_ATTR = re.compile(r"\s(d|x|y|width|height)=\"([^\"]*)\"")
_NUMBER = re.compile(r"-?[0-9]*\.?[0-9]+(?:e-?[0-9]+)?")


def esc(value: object) -> str:
    return html.escape(str(value), quote=True)


def anchors(svg: str) -> dict[str, tuple[float, float]]:
    """Region id -> (x, y) anchor read from a map's ``data-region``/``data-x``/``data-y`` attributes.

    >>> anchors('<svg><rect data-region="A1" data-x="5" data-y="7.5"/></svg>')
    {'A1': (5.0, 7.5)}
    """
    out: dict[str, tuple[float, float]] = {}
    for match in _ANCHOR.finditer(svg):
        attrs = dict(_ATTR.findall(match.group(0)))
        if "data-x" in attrs and "data-y" in attrs:
            out[match.group(1)] = (float(attrs["data-x"]), float(attrs["data-y"]))
    return out


def spots(svg: str) -> dict[str, tuple[float, float]]:
    """``"<track>:<space>"`` -> (x, y) of the track spaces a map marks with ``data-track``,
    ``data-space``, ``data-x`` and ``data-y`` (a score track, an era track: places that are not
    regions, where the adapter draws markers).  A map with one track may number its spaces in
    ``data-track`` alone: they are ``"track:<n>"``.

    >>> spots('<svg><rect data-track="score" data-space="3" data-x="5" data-y="7.5"/></svg>')
    {'score:3': (5.0, 7.5)}
    >>> spots('<svg><rect data-track="3" data-x="5" data-y="7.5"/></svg>')
    {'track:3': (5.0, 7.5)}
    """
    out: dict[str, tuple[float, float]] = {}
    for match in _SPOT.finditer(svg):
        attrs = dict(_ATTR.findall(match.group(0)))
        space = _SPACE.search(match.group(0))
        if "data-x" in attrs and "data-y" in attrs:
            key = f"{match.group(1)}:{space.group(1)}" if space is not None else f"track:{match.group(1)}"
            out[key] = (float(attrs["data-x"]), float(attrs["data-y"]))
    return out


def boxes(svg: str) -> dict[str, tuple[float, float, float, float]]:
    """``"<track>:<space>"`` -> (x, y, width, height) of the track spaces a map draws as a ``rect``
    marked like :func:`spots` (a display slot, a reinforcement box: places the adapter fills or
    outlines whole).

    >>> boxes('<rect data-track="slot" data-space="2" data-x="5" data-y="7" x="1" y="2" width="8" height="10"/>')
    {'slot:2': (1.0, 2.0, 8.0, 10.0)}
    """
    out: dict[str, tuple[float, float, float, float]] = {}
    for match in _SPOT.finditer(svg):
        tag = match.group(0)
        space = _SPACE.search(tag)
        shape = dict(_SHAPE_ATTR.findall(tag))
        if tag.startswith("<rect") and space is not None and {"x", "y", "width", "height"} <= shape.keys():
            box = (float(shape["x"]), float(shape["y"]), float(shape["width"]), float(shape["height"]))
            out[f"{match.group(1)}:{space.group(1)}"] = box
    return out


@dataclass(frozen=True)
class MapMarks:
    """What the adapters read off a map's ``data-*`` marks (:func:`anchors`, :func:`spots`,
    :func:`boxes`), parsed once a map: a board redrawn at every step reads them, not the SVG."""

    anchors: dict[str, tuple[float, float]] = field(default_factory=dict)
    spots: dict[str, tuple[float, float]] = field(default_factory=dict)
    boxes: dict[str, tuple[float, float, float, float]] = field(default_factory=dict)
    has_map: bool = False


def map_marks(svg: str | None) -> MapMarks:
    """The marks of ``svg`` (none for no map)."""
    if not svg:
        return MapMarks()
    return MapMarks(anchors(svg), spots(svg), boxes(svg), True)


def region_sizes(svg: str) -> dict[str, tuple[float, float]]:
    """Region id -> (width, height) of its shape in the map's ``<g id="regions">``, in map units.

    Read from a ``rect``'s size or a polygon path's points (the map generators write absolute
    ``M``/``L`` paths); a region drawn in several shapes takes the largest.

    >>> region_sizes('<g id="regions"><rect data-region="A" x="1" y="2" width="30" height="40"/>'
    ...              '<path data-region="B" d="M0,0 L10,5 L4,20 Z"/></g>')
    {'A': (30.0, 40.0), 'B': (10.0, 20.0)}
    """
    start = svg.find('<g id="regions"')
    if start < 0:
        return {}
    end = svg.find("</g>", start)
    out: dict[str, tuple[float, float]] = {}
    for match in _ANCHOR.finditer(svg, start, end if end > 0 else len(svg)):
        attrs = dict(_SHAPE_ATTR.findall(match.group(0)))
        if "width" in attrs and "height" in attrs:
            size = (float(attrs["width"]), float(attrs["height"]))
        elif "d" in attrs:
            nums = [float(n) for n in _NUMBER.findall(attrs["d"])]
            xs, ys = nums[0::2], nums[1::2]
            if not xs or not ys:
                continue
            size = (max(xs) - min(xs), max(ys) - min(ys))
        else:
            continue
        old = out.get(match.group(1))
        if old is None or size[0] * size[1] > old[0] * old[1]:
            out[match.group(1)] = size
    return out


def shape_path(shape: str, cx: float, cy: float, r: float) -> str:
    """An SVG element of ``shape`` centred on (cx, cy) with radius ``r`` (no fill given)."""
    if shape == "square":
        return f'<rect x="{cx - r * 0.85:.1f}" y="{cy - r * 0.85:.1f}" width="{r * 1.7:.1f}" height="{r * 1.7:.1f}"/>'
    if shape == "triangle":
        pts = [(cx, cy - r), (cx + r * 0.95, cy + r * 0.75), (cx - r * 0.95, cy + r * 0.75)]
    elif shape == "diamond":
        pts = [(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)]
    elif shape == "hexagon":
        pts = [
            (cx + r * dx, cy + r * dy)
            for dx, dy in ((1, 0), (0.5, 0.87), (-0.5, 0.87), (-1, 0), (-0.5, -0.87), (0.5, -0.87))
        ]
    elif shape == "star":
        pts = []
        for i in range(10):
            a = -math.pi / 2 + i * math.pi / 5
            k = r if i % 2 == 0 else r * 0.45
            pts.append((cx + k * math.cos(a), cy + k * math.sin(a)))
    else:
        return f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{r:.1f}"/>'
    return '<polygon points="' + " ".join(f"{x:.1f},{y:.1f}" for x, y in pts) + '"/>'


def seat_mark(st: Style, size: int = 22) -> str:
    """A small inline SVG of a seat's style (colour and shape together)."""
    half = size / 2
    shape = shape_path(st.shape, half, half, half - 2)
    return (
        f'<svg class="seat-mark" width="{size}" height="{size}" viewBox="0 0 {size} {size}" aria-hidden="true">'
        f'<g fill="{st.colour}" stroke="#1b1b1b" stroke-width="1.5">{shape}</g></svg>'
    )


#: The dark plate of a seat badge (design value): reads as "a player", apart from a game's own
#: coloured pieces that share the seat palette's hues and shapes (Attila's tribes).
BADGE_PLATE = "#1b1b1b"


def badge_svg(colour: str, shape: str, cx: float, cy: float, r: float) -> str:
    """A seat badge as SVG elements: the seat's shape in its colour, white-edged, on a dark round plate."""
    return (
        f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{r:.1f}" fill="{BADGE_PLATE}"/>'
        f'<g fill="{colour}" stroke="#fff" stroke-width="{max(r * 0.12, 0.8):.1f}">'
        f"{shape_path(shape, cx, cy, r * 0.68)}</g>"
    )


def icon_svg(cls: str, size: int, draw: Callable[[float], str]) -> str:
    """A small square inline SVG of class ``cls``, ``size`` pixels across, holding what
    ``draw(half)`` draws round its centre (half, half)."""
    return (
        f'<svg class="{cls}" width="{size}" height="{size}" viewBox="0 0 {size} {size}" '
        f'aria-hidden="true">{draw(size / 2)}</svg>'
    )


def seat_badge(st: Style, size: int = 22) -> str:
    """A small inline SVG of a seat's style on a dark plate (see :func:`badge_svg`)."""
    return icon_svg("seat-mark seat-badge", size, lambda half: badge_svg(st.colour, st.shape, half, half, half - 0.5))


def level_text(level: str, lang: str) -> str:
    """A bot level's name; a game's own level without a string shows its id."""
    return text("level_" + level, lang) if "level_" + level in STRINGS else level


def seat_label(seat: SeatInfo, lang: str, badge: bool = False) -> str:
    """A seat's mark and name, and a computer seat's level after it (the players chose it in the
    lobby; the table should not leave them to remember which names are bots); ``badge``: the mark
    on a dark plate, for games whose pieces share the palette."""
    st = style(seat.style)
    mark = seat_badge(st) if badge else seat_mark(st)
    level = ""
    if seat.kind == BOT and seat.level:  # an engine-played seat has no level; its game names it
        shown = level_text(seat.level, lang)
        level = f'<span class="seat-level" title="{esc(text("bot", lang))}: {esc(shown)}">{esc(shown)}</span>'
    return f'<span class="seat-label" data-style="{esc(st.id)}">{mark}<span>{esc(seat.name)}</span>{level}</span>'


def choice_buttons(
    legal: Sequence[Choice], texts: Sequence[str], indices: Sequence[int] | None = None, cls: str = "choice"
) -> str:
    """Buttons for the listed choices (all, or those at ``indices``), in the engine's order."""
    picks = range(len(legal)) if indices is None else indices
    return "".join(
        f'<button type="button" class="{cls}" data-choice="{i}" data-kind="{esc(legal[i].kind)}">'
        f"{esc(texts[i])}</button>"
        for i in picks
    )


#: How a region some legal choice targets is marked (design value): a crisp gold outline and a light
#: tint, so its terrain, names and pieces stay readable (a halo or an opaque fill hid them).
LEGAL_STYLE = "stroke:#ffd400;stroke-width:3.5;stroke-opacity:1;filter:brightness(1.12) saturate(1.15)"
#: The region chosen (a menu open on it) or suggested: a thicker orange outline, a little more tint.
FOCUS_STYLE = "stroke:#ff5a00;stroke-width:6;stroke-opacity:1;filter:brightness(1.2) saturate(1.2)"


def highlight_css(legal: Sequence[Choice], focus: str | None = None) -> str:
    """CSS marking the shape (in the map's ``<g id="regions">``) of every region some legal choice
    targets, and the focused one distinctly; names and pieces that carry the id keep their look."""
    targets = sorted({t for c in legal for t in c.targets})
    if not targets:
        return ""
    sel = ",".join(f'#board #regions [data-region="{_css_str(t)}"]' for t in targets)
    css = sel + "{" + LEGAL_STYLE + "}"
    css += ",".join(f'#board .legal-ring[data-ring="{_css_str(t)}"]' for t in targets) + "{display:block}"
    if focus:
        css += f'#board #regions [data-region="{_css_str(focus)}"]{{{FOCUS_STYLE}}}'
    return css


def regions_css(regions: Sequence[str], style: str = FOCUS_STYLE) -> str:
    """CSS giving the shapes of ``regions`` on the board ``style`` (the move a replay just showed)."""
    return "".join(f'#board #regions [data-region="{_css_str(r)}"]{{{style}}}' for r in sorted(set(regions)))


def legal_rings(legal: Sequence[Choice], where: dict[str, tuple[float, float]], radius: float) -> str:
    """Dashed rings on every targeted region, so highlights show even under pieces."""
    targets = sorted({t for c in legal for t in c.targets if t in where})
    return "".join(
        f'<circle class="legal-ring" data-ring="{esc(t)}" data-region="{esc(t)}" '
        f'cx="{where[t][0]:.1f}" cy="{where[t][1]:.1f}" r="{radius:.1f}"/>'
        for t in targets
    )


def last_move_marks(marks: Sequence[tuple[str, str]], where: dict[str, tuple[float, float]], radius: float) -> str:
    """Rings on the regions changed since a seat's last turn, each in the colour of the seat that
    changed it last (``marks``: region, colour, oldest first); no tap target, they only show."""
    latest = {region: colour for region, colour in marks if region in where}
    return "".join(
        f'<circle class="last-move" data-mark="{esc(r)}" cx="{where[r][0]:.1f}" cy="{where[r][1]:.1f}" '
        f'r="{radius * 1.2:.1f}" stroke="{esc(colour)}"/>'
        for r, colour in latest.items()
    )


def recap_html(title: str, lines: Sequence[tuple[Style, str]], more: str, close: str) -> str:
    """The "since your last turn" recap: one line per decision, led by its player's mark; ``more``
    says how many earlier ones only the log holds ("" if none); a button hides it."""
    items = "".join(f"<li>{seat_mark(st, 18)}<span>{esc(line)}</span></li>" for st, line in lines)
    extra = f'<p class="recap-more">{esc(more)}</p>' if more else ""
    return (
        f'<div class="recap-head"><h2>{esc(title)}</h2>'
        f'<button type="button" class="recap-close" data-action="recap-close">{esc(close)}</button></div>'
        f"{extra}<ol>{items}</ol>"
    )


#: The tap area round a highlighted region's anchor, in CSS px (design value): the touch target of
#: issue 3 (44 px) with a little to spare, whatever the zoom, so a small island or a sliver is as easy
#: to hit as a big province.  The app keeps ``--hit-r`` (map units) on the board for the current scale.
HIT_PX = 46.0


def hit_areas(
    legal: Sequence[Choice], where: dict[str, tuple[float, float]], sizes: dict[str, tuple[float, float]]
) -> str:
    """An invisible disc of ``HIT_PX`` across round the anchor of every targeted region, carrying its
    ``data-region`` (a tap there is a tap on the region).  Drawn under the pieces, largest regions
    first, so where two discs overlap the smaller region (the one that needs it) wins."""
    targets = {t for c in legal for t in c.targets if t in where}

    def area(t: str) -> float:
        w, h = sizes.get(t, (0.0, 0.0))
        return w * h

    return "".join(
        f'<circle class="hit-area" data-region="{esc(t)}" cx="{where[t][0]:.1f}" cy="{where[t][1]:.1f}" r="20"/>'
        for t in sorted(targets, key=lambda t: (-area(t), t))
    )


def _css_str(value: str) -> str:
    return value.replace("\\", "\\\\").replace('"', '\\"')


def log_html(lines: Sequence[str]) -> str:
    return "".join(f"<li>{esc(line)}</li>" for line in lines)


def log_note_html(line: str, note: str) -> str:
    """A line of the table's own at the end of the log (not a game event), ``note`` naming it."""
    return f'<li class="note" data-note="{esc(note)}">{esc(line)}</li>'


def end_html(
    table: dict[str, Any], seats: Sequence[SeatInfo], ranking: Sequence[int], seed: int, lang: str, details: str = ""
) -> str:
    """The end screen: places, names and the engine's score breakdown, the game's own ``details``
    (HTML from its adapter), then the seed."""
    headers = [text("player", lang), *(str(h) for h in table.get("headers", []))]
    rows = table.get("rows", [])
    order = sorted(range(len(seats)), key=lambda s: (ranking[s], s))
    firsts = [seats[s].name for s in order if ranking[s] == 1]
    key = "winner" if len(firsts) == 1 else "tie_winner"
    head = "".join(f"<th>{esc(h)}</th>" for h in headers)
    body = ""
    for s in order:
        cells = rows[s] if s < len(rows) else []
        body += (
            f'<tr data-seat="{s}" data-place="{ranking[s]}"><td class="player"><span class="rank">{ranking[s]}</span>'
            f"{seat_label(seats[s], lang)}</td>" + "".join(f"<td>{esc(c)}</td>" for c in cells) + "</tr>"
        )
    notes = "".join(f"<li>{esc(n)}</li>" for n in table.get("notes", []))
    return (
        f'<h2 id="winner">{esc(text(key, lang, names=", ".join(firsts)))}</h2>'
        f'<div class="table-wrap"><table id="score-table"><thead><tr>{head}</tr></thead>'
        f"<tbody>{body}</tbody></table></div>"
        + (f'<ul id="end-notes">{notes}</ul>' if notes else "")
        + details
        + f'<p id="seed-shown">{esc(text("seed_shown", lang, seed=seed))}</p>'
    )


def generic_data_html(data: Any, depth: int = 0) -> str:
    """A readable rendering of view data (the fallback when a game has no adapter yet)."""
    if isinstance(data, dict):
        items = "".join(
            f"<div class='kv'><dt>{esc(k)}</dt><dd>{generic_data_html(v, depth + 1)}</dd></div>"
            for k, v in data.items()
        )
        return f"<dl class='generic d{depth}'>{items}</dl>"
    if isinstance(data, list):
        if all(not isinstance(x, (dict, list)) for x in data):
            return esc(", ".join("-" if x is None else str(x) for x in data)) or "—"
        return "<ol class='generic'>" + "".join(f"<li>{generic_data_html(x, depth + 1)}</li>" for x in data) + "</ol>"
    if data is None:
        return "—"
    return esc(data)


def lang_switch(lang: str) -> str:
    """The IT / EN buttons, the current language pressed (every screen carries them)."""
    buttons = "".join(
        f'<button type="button" data-action="lang" data-lang="{code}" '
        f'aria-pressed="{"true" if code == lang else "false"}">{code.upper()}</button>'
        for code in ("it", "en")
    )
    return f'<div class="lang-switch" role="group" aria-label="Lingua / Language">{buttons}</div>'


def suggest_button(label: str) -> str:
    """The "suggest a move" button a human seat may tap to ask the hard bot."""
    return f'<button type="button" class="suggest" data-action="suggest">{esc(label)}</button>'


def suggestion_why(explanation: str) -> str:
    """Why the suggested choice: the bot's reasons, under the suggest button."""
    return f'<p class="suggest-why" data-role="why">{esc(explanation)}</p>'


def why_button(label: str, short: str, busy: bool = False) -> str:
    """The "why?" button on a bot's last move (in the status line): ``label`` in full, or
    ``short`` where the header is narrow (assets/css/table.css), so the turn line stays whole;
    ``busy`` while the answer is being judged (disabled, so a second tap asks nothing)."""
    state = ' disabled aria-busy="true"' if busy else ""
    return (
        f'<button type="button" class="why" data-action="why" aria-label="{esc(label)}"{state}>'
        f'<span class="why-long">{esc(label)}</span><span class="why-short">{esc(short)}</span></button>'
    )


def suggestion_css(index: int, choice: Choice) -> str:
    """CSS marking the suggested choice: its button and every region it targets."""
    css = f'#choices [data-choice="{index}"]{{outline:4px solid #ff5a00;outline-offset:2px}}'
    for t in choice.targets:
        css += f'#board #regions [data-region="{_css_str(t)}"]{{{FOCUS_STYLE}}}'
        css += f'#board .legal-ring[data-ring="{_css_str(t)}"]{{display:block;stroke:#ff5a00}}'
    return css
