"""The post-game charts as hand-drawn SVG: each seat's score over the game, and its advantage.

Pure functions from data to SVG text (no browser, no rule).  A chart is drawn in the units of
its ``viewBox`` and scales with the panel that holds it.  Each seat's line is in its seat
colour and carries its seat shape as markers, so the lines are told apart without colour
(issue 20: colour-blind safe).  What may be tapped carries ``data-action="replay-go"`` and
``data-step``: the chart's background in thin columns (go to that point of the game), the
scoring events of the score chart and the key moments of the advantage chart.

The step under the replay's cursor is drawn by :func:`cursor_svg` in a second SVG of the same
``viewBox`` laid over the chart, so moving through the game redraws one line, not the chart.

Why no charting library: the charts are two line plots with markers and a cursor, a few
kilobytes of SVG built by the same code that draws the boards; a library would add a
download and a second way of drawing to a page that works offline, and the export as an
image comes for free from SVG text.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from .lobby import style
from .render import esc, shape_path
from .session import SeatInfo

#: The chart's drawing box (design values, viewBox units): about the side panel's shape.
WIDTH, HEIGHT = 480.0, 240.0
LEFT, RIGHT, TOP, BOTTOM = 40.0, 14.0, 12.0, 26.0
#: Text size in viewBox units (design value): about 12 px in a 480 px wide panel.
FONT = 12.0
#: Tappable columns across the chart at most (design value): each a few units wide.
SEEK_COLUMNS = 120
#: Shape markers along each line (design value): enough to tell the lines apart anywhere.
LINE_MARKERS = 4
#: Radius of a line marker, of a tappable event marker and of its (invisible) touch target.
MARKER_R, EVENT_R, HIT_R = 4.0, 5.5, 11.0
#: Room kept free of tick labels at the right end of the x axis, for its name (viewBox units).
AXIS_NAME_ROOM = 52.0
#: A key moment's numbered badge: its radius, and the least distance between two badges.
BADGE_R, BADGE_GAP = 8.0, 18.0
#: The exported image: its size in pixels and the room for its title and legend (design values).
EXPORT_SCALE = 2.0
EXPORT_HEAD, EXPORT_LEGEND = 30.0, 26.0


@dataclass(frozen=True)
class Series:
    """Values of every seat at some steps of the game: ``values[i][seat]`` at ``steps[i]``."""

    steps: tuple[int, ...]
    values: tuple[tuple[float, ...], ...]

    def at(self, step: int) -> tuple[float, ...]:
        """The values in force at ``step``: those of the last step at or before it."""
        found = self.values[0]
        for s, row in zip(self.steps, self.values):
            if s > step:
                break
            found = row
        return found


@dataclass(frozen=True)
class Mark:
    """A point of the chart to tap: the game at ``step``; ``seats`` it concerns (drawn on their
    lines), ``text`` what happened there."""

    step: int
    seats: tuple[int, ...]
    text: str
    number: int = 0  # a key moment's number (shown in its badge); 0: an event marker


def step_series(steps: Sequence[int], rows: Sequence[Sequence[float]]) -> Series:
    """A :class:`Series` keeping only the steps where some value changes (and the first and
    last step): a score line is a staircase, so nothing is lost.

    >>> step_series([0, 1, 2, 3], [[0, 0], [0, 0], [2, 0], [2, 0]])
    Series(steps=(0, 2, 3), values=((0, 0), (2, 0), (2, 0)))
    """
    kept_steps: list[int] = []
    kept: list[tuple[float, ...]] = []
    for i, (step, row) in enumerate(zip(steps, rows)):
        if i == 0 or i == len(steps) - 1 or tuple(row) != kept[-1]:
            kept_steps.append(step)
            kept.append(tuple(row))
    return Series(tuple(kept_steps), tuple(kept))


class Plot:
    """The mapping from (step, value) to the chart's viewBox."""

    def __init__(self, total: int, top: float, height: float = HEIGHT) -> None:
        self.total = max(1, total)
        self.top = top if top > 0 else 1.0
        self.height = height

    def x(self, step: float) -> float:
        return LEFT + (WIDTH - LEFT - RIGHT) * step / self.total

    def y(self, value: float) -> float:
        return TOP + (self.height - TOP - BOTTOM) * (1 - value / self.top)

    @property
    def bottom(self) -> float:
        return self.height - BOTTOM


def nice_ticks(top: float, count: int = 4) -> list[float]:
    """Round tick values from 0 to at least ``top``, about ``count`` intervals.

    >>> nice_ticks(163), nice_ticks(1.0), nice_ticks(7), nice_ticks(0)
    ([0, 50, 100, 150, 200], [0, 0.25, 0.5, 0.75, 1], [0, 2, 4, 6, 8], [0, 1])
    """
    if top <= 0:
        return [0, 1]
    raw = top / count
    magnitude = 10 ** math.floor(math.log10(raw))
    step = 10 * magnitude
    for mult in (1, 2, 2.5, 5):
        if mult * magnitude * count >= top:
            step = mult * magnitude
            break
    n = math.ceil(top / step - 1e-9)
    return [_clean(i * step) for i in range(n + 1)]


def _clean(value: float) -> float:
    return int(round(value)) if abs(value - round(value)) < 1e-9 else round(value, 6)


def _axes(plot: Plot, ticks: Sequence[float], percent: bool, move_word: str) -> str:
    out = []
    for t in ticks:
        y = plot.y(t)
        label = f"{round(t * 100)}%" if percent else f"{t:g}"
        out.append(f'<line class="grid" x1="{LEFT:.1f}" y1="{y:.1f}" x2="{WIDTH - RIGHT:.1f}" y2="{y:.1f}"/>')
        out.append(f'<text class="tick" x="{LEFT - 5:.1f}" y="{y + FONT * 0.35:.1f}" text-anchor="end">{label}</text>')
    for step in nice_ticks(plot.total, 5):
        x = plot.x(step)
        if x > WIDTH - RIGHT - AXIS_NAME_ROOM:  # the axis' name sits there
            break
        out.append(f'<line class="grid grid-x" x1="{x:.1f}" y1="{TOP:.1f}" x2="{x:.1f}" y2="{plot.bottom:.1f}"/>')
        y = plot.bottom + FONT + 2
        out.append(f'<text class="tick" x="{x:.1f}" y="{y:.1f}" text-anchor="middle">{step:g}</text>')
    out.append(
        f'<text class="tick axis-name" x="{WIDTH - RIGHT:.1f}" y="{plot.bottom + FONT + 2:.1f}" text-anchor="end">'
        f"{esc(move_word)}</text>"
    )
    return "".join(out)


def _seek_columns(plot: Plot) -> str:
    """Transparent columns over the whole plot: a tap anywhere goes to that point of the game."""
    n = min(SEEK_COLUMNS, plot.total)
    width = (WIDTH - LEFT - RIGHT) / n
    return "".join(
        f'<rect class="seek" data-action="replay-go" data-step="{round((i + 0.5) * plot.total / n)}" '
        f'x="{LEFT + i * width:.1f}" y="{TOP:.1f}" width="{width + 0.2:.1f}" height="{plot.bottom - TOP:.1f}"/>'
        for i in range(n)
    )


def _line(points: Sequence[tuple[float, float]], colour: str) -> str:
    coords = " ".join(f"{x:.1f},{y:.1f}" for x, y in points)
    return f'<polyline class="line" fill="none" stroke="{colour}" points="{coords}"/>'


def _marker(shape: str, colour: str, x: float, y: float, r: float, cls: str = "marker") -> str:
    return f'<g class="{cls}" fill="{colour}">{shape_path(shape, x, y, r)}</g>'


def _points(series: Series, seat: int, plot: Plot, staircase: bool) -> list[tuple[float, float]]:
    points: list[tuple[float, float]] = []
    for i, (step, row) in enumerate(zip(series.steps, series.values)):
        x, y = plot.x(step), plot.y(row[seat])
        if staircase and i:
            points.append((x, points[-1][1]))
        points.append((x, y))
    return points


def _along(points: Sequence[tuple[float, float]], fraction: float) -> tuple[float, float]:
    """The point of a polyline at ``fraction`` of its horizontal extent."""
    if len(points) == 1:
        return points[0]
    x0, x1 = points[0][0], points[-1][0]
    x = x0 + (x1 - x0) * fraction
    for (ax, ay), (bx, by) in zip(points, points[1:]):
        if ax <= x <= bx:
            t = 0.0 if bx == ax else (x - ax) / (bx - ax)
            return x, ay + (by - ay) * t
    return points[-1]


def _seat_lines(series: Series, seats: Sequence[SeatInfo], plot: Plot, staircase: bool) -> str:
    lines, markers = [], []
    n = len(seats)
    for seat, info in enumerate(seats):
        st = style(info.style)
        points = _points(series, seat, plot, staircase)
        lines.append(_line(points, st.colour))
        # Markers spread along the line, shifted for each seat so they do not sit on each other.
        for k in range(LINE_MARKERS):
            x, y = _along(points, (k + (seat + 1) / (n + 1)) / LINE_MARKERS)
            markers.append(_marker(st.shape, st.colour, x, y, MARKER_R))
        markers.append(_marker(st.shape, st.colour, *points[-1], MARKER_R + 0.5))
    return f'<g class="lines">{"".join(lines)}</g><g class="markers">{"".join(markers)}</g>'


def _event_marks(marks: Sequence[Mark], series: Series, seats: Sequence[SeatInfo], plot: Plot) -> str:
    out = []
    for mark in marks:
        row = series.at(mark.step)
        x = plot.x(mark.step)
        shapes = []
        for seat in mark.seats or range(len(seats)):
            st = style(seats[seat].style)
            y = plot.y(row[seat])
            shapes.append(
                f'<circle class="hit" cx="{x:.1f}" cy="{y:.1f}" r="{HIT_R}"/>'
                + _marker(st.shape, st.colour, x, y, EVENT_R, "event-marker")
            )
        out.append(
            f'<g class="chart-mark" data-action="replay-go" data-step="{mark.step}" role="button" '
            f'aria-label="{esc(mark.text)}"><title>{esc(mark.text)}</title>{"".join(shapes)}</g>'
        )
    return f'<g class="marks">{"".join(out)}</g>'


def _moment_marks(moments: Sequence[tuple[Mark, int]], plot: Plot) -> str:
    """Key moments: a shaded band over the swing and a numbered badge at its top, tappable."""
    out = []
    placed: list[tuple[float, float]] = []  # badges drawn: (x, y)
    for mark, end in moments:
        x0, x1 = plot.x(mark.step), plot.x(end)
        cx = (x0 + x1) / 2
        # A badge too near one already drawn goes a row lower, so every number can be read and tapped.
        cy = TOP + 9
        while any(abs(cx - x) < BADGE_GAP and y == cy for x, y in placed):
            cy += BADGE_GAP
        placed.append((cx, cy))
        out.append(
            f'<g class="chart-moment" data-action="replay-go" data-step="{mark.step}" role="button" '
            f'aria-label="{esc(mark.text)}"><title>{esc(mark.text)}</title>'
            f'<rect class="band" x="{x0:.1f}" y="{TOP:.1f}" width="{max(x1 - x0, 2.0):.1f}" '
            f'height="{plot.bottom - TOP:.1f}"/>'
            f'<circle class="hit" cx="{cx:.1f}" cy="{cy:.1f}" r="{HIT_R + 2}"/>'
            f'<circle class="badge" cx="{cx:.1f}" cy="{cy:.1f}" r="{BADGE_R:g}"/>'
            f'<text class="badge-n" x="{cx:.1f}" y="{cy + 4:.1f}" text-anchor="middle">{mark.number}</text></g>'
        )
    return f'<g class="moments">{"".join(out)}</g>'


def score_chart(series: Series, seats: Sequence[SeatInfo], total: int, marks: Sequence[Mark], move_word: str) -> str:
    """The score chart's SVG body (without the ``<svg>`` element): staircase lines, event marks."""
    top = max((v for row in series.values for v in row), default=0.0)
    ticks = nice_ticks(top)
    plot = Plot(total, float(ticks[-1]))
    return (
        _axes(plot, ticks, False, move_word)
        + _seek_columns(plot)
        + _seat_lines(series, seats, plot, staircase=True)
        + _event_marks(marks, series, seats, plot)
    )


def advantage_chart(
    series: Series, seats: Sequence[SeatInfo], total: int, moments: Sequence[tuple[Mark, int]], move_word: str
) -> str:
    """The advantage chart's SVG body: every seat's share from 0 to 100%, the even share dashed,
    the key moments as numbered bands (``moments``: each mark with the step its swing ends at)."""
    plot = Plot(total, 1.0)
    even = plot.y(1 / max(1, len(seats)))
    return (
        _axes(plot, [0, 0.25, 0.5, 0.75, 1.0], True, move_word)
        + f'<line class="even" x1="{LEFT:.1f}" y1="{even:.1f}" x2="{WIDTH - RIGHT:.1f}" y2="{even:.1f}"/>'
        + _seek_columns(plot)
        + _moment_marks(moments, plot)
        + _seat_lines(series, seats, plot, staircase=False)
    )


def chart_svg(body: str, label: str) -> str:
    """The chart on the page: the body in an ``<svg>`` that scales with its panel."""
    return (
        f'<svg class="chart" viewBox="0 0 {WIDTH:g} {HEIGHT:g}" preserveAspectRatio="xMidYMid meet" '
        f'role="img" aria-label="{esc(label)}">{body}</svg>'
    )


def cursor_svg(step: int, total: int) -> str:
    """The replay's position over the chart: a line, in a second SVG of the same box."""
    x = Plot(total, 1.0).x(step)
    return (
        f'<svg class="chart-cursor" viewBox="0 0 {WIDTH:g} {HEIGHT:g}" preserveAspectRatio="xMidYMid meet" '
        f'aria-hidden="true"><line x1="{x:.1f}" y1="{TOP:.1f}" x2="{x:.1f}" y2="{HEIGHT - BOTTOM:.1f}"/>'
        f'<path d="M{x - 5:.1f},{TOP - 2:.1f} L{x + 5:.1f},{TOP - 2:.1f} L{x:.1f},{TOP + 5:.1f} Z"/></svg>'
    )


#: The exported image's own styles (the page's CSS does not travel with a file).
EXPORT_STYLE = (
    "text{font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;fill:#2b1d14}"
    f".tick{{font-size:{FONT:g}px;fill:#6f5f4c}}"
    ".grid{stroke:#e4d8c2;stroke-width:1}"
    ".line{stroke-width:2.5;stroke-linejoin:round;stroke-linecap:round}"
    ".marker,.event-marker{stroke:#1b1b1b;stroke-width:1}.seek,.hit{fill:none}"
    ".even{stroke:#8a7a66;stroke-width:1;stroke-dasharray:4 4}.band{fill:#6b2d1a;opacity:.08}"
    ".badge{fill:#6b2d1a}.badge-n{fill:#fff;font-size:11px;font-weight:700}"
    ".title{font-size:15px;font-weight:700;fill:#6b2d1a}.legend{font-size:12px}"
)


def export_svg(body: str, title: str, seats: Sequence[SeatInfo], values: Sequence[str]) -> str:
    """A standalone SVG file of a chart: its title, the chart, a legend (each seat's shape,
    colour, name and ``values`` entry), on white, with its own styles."""
    height = EXPORT_HEAD + HEIGHT + EXPORT_LEGEND
    legend = []
    column = WIDTH / max(1, len(seats))
    for seat, info in enumerate(seats):
        st = style(info.style)
        x = column * seat + 12
        y = EXPORT_HEAD + HEIGHT + EXPORT_LEGEND / 2
        name = info.name if len(info.name) <= 14 else info.name[:13] + "…"
        legend.append(
            _marker(st.shape, st.colour, x, y, 6, "marker")
            + f'<text class="legend" x="{x + 10:.1f}" y="{y + 4:.1f}">{esc(name)} {esc(values[seat])}</text>'
        )
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH * EXPORT_SCALE:g}" '
        f'height="{height * EXPORT_SCALE:g}" viewBox="0 0 {WIDTH:g} {height:g}">'
        f"<style>{EXPORT_STYLE}</style>"
        f'<rect width="{WIDTH:g}" height="{height:g}" fill="#ffffff"/>'
        f'<text class="title" x="{LEFT:g}" y="{EXPORT_HEAD * 0.65:.1f}">{esc(title)}</text>'
        f'<g transform="translate(0 {EXPORT_HEAD:g})">{_static(body)}</g>{"".join(legend)}</svg>'
    )


def _static(body: str) -> str:
    """A chart body without what only the page can use (taps, touch targets)."""
    return body.replace(' data-action="replay-go"', "").replace(' role="button"', "")
