"""Generate assets/maps/aztlan.svg: the round land of Aztlán on its sea.

    python -m tools.maps.aztlan          # rewrite the committed SVG
    python -m tools.maps.aztlan --check  # exit 1 if the committed SVG is stale

The land is three rings of cells around a central lake: 6 inner cells, 11
middle cells (3 of them lakes) and 16 outer cells.  Each cell is an annular
sector between division angles; every point is then pushed by one smooth
displacement field, so borders wind like real ones while neighbouring cells
still share exactly the same border points.  Which cell is which territory
is the layout below; names and types come from game/aztlan/board.py, and
tests/aztlan/test_board.py proves that the adjacency of these shapes equals
the board data.  Around the land: sea, the score track (0..99), the era
track (I..V) and the turn-order track (1..4).
"""

from __future__ import annotations

import math
import sys
from pathlib import Path

from game.aztlan.board import LAKES, TERRITORIES, TYPE_NAMES, TYPES, region_name

from . import command
from .bilingual import twins

OUT = Path(__file__).resolve().parents[2] / "assets" / "maps" / "aztlan.svg"

SIZE = 1000  # viewBox width and height
CENTRE = 500.0
LAND_RADIUS = 372.0  # viewBox units for ring radius 1.0
TRACK = SIZE / 26  # a score-track space: 26 per side, corners shared, 100 in all

CENTRAL_LAKE = "texcoco"
CENTRAL_RADIUS = 0.17
#: (inner radius, outer radius, division angles in degrees, cell ids from each division to the next)
RINGS: tuple[tuple[float, float, tuple[int, ...], tuple[str, ...]], ...] = (
    (
        CENTRAL_RADIUS,
        0.43,
        (4, 72, 131, 180, 242, 300),
        ("mezquital", "tollan", "xochimilco", "tepexic", "ajusco", "chalco"),
    ),
    (
        0.43,
        0.70,
        (17, 53, 87, 112, 152, 190, 217, 255, 284, 313, 352),
        (
            "milpan", "zumpango", "zacatlan", "tamoanchan", "tepetlan", "chapala",
            "culhuacan", "tlalocan", "patzcuaro", "oztoman", "xicalanco",
        ),
    ),
    (
        0.70,
        1.0,
        (4, 23, 45, 73, 97, 118, 141, 161, 179, 208, 224, 249, 272, 294, 320, 343),
        (
            "cuauhtepec", "huaxtepec", "cholollan", "tochpan", "tlacopan", "tlaxcallan", "huehuetlan", "coatepec",
            "chimalpan", "zempoala", "quauhtla", "atlixco", "tenayuca", "cuitlahuac", "chapultepec", "xaltocan",
        ),
    ),
)  # fmt: skip
GRID_STEP = 3  # degrees between sample points on a circle
RADIAL_STEPS = 6  # sample points along a radial border

TERRAIN_FILL = {
    "jungle": "#3d8b47",
    "desert": "#ecd49a",
    "mountains": "#a3917f",
    "fields": "#b8cf5f",
    "city": "#d9895c",
}
LAKE_FILL = "#6db3dc"
SEA_FILL = "#2c6a96"
BORDER = "#4a3b2a"


def _displace(x: float, y: float) -> tuple[float, float]:
    """The smooth field that makes straight ring borders wind (unit coordinates)."""
    dx = 0.020 * math.sin(7.1 * y + 1.3) + 0.011 * math.sin(13.7 * (x + y) + 0.4)
    dy = 0.020 * math.sin(6.3 * x + 2.1) + 0.011 * math.sin(12.9 * (x - y) + 1.7)
    return x + dx, y + dy


def _coast(theta: float) -> float:
    """The radius of the coastline at angle ``theta`` (radians), around 1.0."""
    return 1.0 + 0.035 * math.sin(5 * theta + 0.7) + 0.02 * math.sin(11 * theta + 2.0)


def _point(radius: float, degrees: float) -> tuple[float, float]:
    theta = math.radians(degrees)
    if radius == 1.0:
        radius = _coast(theta)
    x, y = _displace(radius * math.cos(theta), radius * math.sin(theta))
    return CENTRE + LAND_RADIUS * x, CENTRE + LAND_RADIUS * y


def _breaks(radius: float) -> list[float]:
    """Sample angles of the circle at ``radius``: a grid plus every division touching it."""
    out = set(float(a) for a in range(0, 360, GRID_STEP))
    for r_in, r_out, divisions, _ in RINGS:
        if radius in (r_in, r_out):
            out.update(float(d) for d in divisions)
    return sorted(out)


def _arc(radius: float, start: float, end: float) -> list[tuple[float, float]]:
    """Points on the circle from ``start`` to ``end`` degrees (end > start, may pass 360)."""
    angles = [start]
    for lap in (0.0, 360.0):
        angles += [a + lap for a in _breaks(radius) if start < a + lap < end]
    angles.append(end)
    pts = [_point(radius, a % 360) for a in angles]
    return pts


def _radial(degrees: float, r_from: float, r_to: float) -> list[tuple[float, float]]:
    """Points along the radial border at ``degrees``, excluding both ends."""
    return [_point(r_from + (r_to - r_from) * k / RADIAL_STEPS, degrees) for k in range(1, RADIAL_STEPS)]


def cells() -> list[tuple[str, int, float, float]]:
    """Every ring cell as (id, ring index, start angle, end angle), end > start."""
    out = []
    for ring, (_, _, divisions, ids) in enumerate(RINGS):
        for i, cell in enumerate(ids):
            start = divisions[i]
            end = divisions[(i + 1) % len(divisions)] + (360 if i == len(divisions) - 1 else 0)
            out.append((cell, ring, float(start), float(end)))
    return out


def _cell_points(ring: int, start: float, end: float) -> list[tuple[float, float]]:
    r_in, r_out, _, _ = RINGS[ring]
    pts = _arc(r_in, start, end)
    pts += _radial(end % 360, r_in, r_out)
    pts += list(reversed(_arc(r_out, start, end)))
    pts += _radial(start % 360, r_out, r_in)
    return pts


def _overlap(a: tuple[float, float], b: tuple[float, float]) -> float:
    best = 0.0
    for lap in (-360.0, 0.0, 360.0):
        best = max(best, min(a[1], b[1] + lap) - max(a[0], b[0] + lap))
    return best


def touching() -> dict[str, set[str]]:
    """Which cells (territories and lakes) share a border, from the layout geometry."""
    out: dict[str, set[str]] = {cell: set() for cell, *_ in cells()}
    out[CENTRAL_LAKE] = set()
    all_cells = cells()
    for cell, ring, start, end in all_cells:
        if ring == 0:
            out[cell].add(CENTRAL_LAKE)
            out[CENTRAL_LAKE].add(cell)
        for other, ring2, start2, end2 in all_cells:
            if other == cell:
                continue
            same_ring_neighbour = ring2 == ring and (start2 % 360 == end % 360 or end2 % 360 == start % 360)
            next_ring_overlap = abs(ring2 - ring) == 1 and _overlap((start, end), (start2, end2)) > 0
            if same_ring_neighbour or next_ring_overlap:
                out[cell].add(other)
    return out


def adjacency() -> dict[str, set[str]]:
    """Territory adjacency as drawn: cells sharing a border, neither being a lake."""
    return {cell: {n for n in near if n not in LAKES} for cell, near in touching().items() if cell not in LAKES}


def _path(points: list[tuple[float, float]]) -> str:
    head, *rest = points
    return f"M{head[0]:.1f},{head[1]:.1f}" + "".join(f"L{x:.1f},{y:.1f}" for x, y in rest) + "Z"


def _anchor(ring: int, start: float, end: float) -> tuple[float, float]:
    r_in, r_out, _, _ = RINGS[ring]
    return _point((r_in + r_out) / 2, ((start + end) / 2) % 360)


def _esc(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


# Small pictograms for the five types (colour-blind safe alongside the fills).
SYMBOLS = {
    "jungle": '<circle cx="0" cy="-3" r="5"/><rect x="-1" y="1" width="2" height="6"/>',
    "desert": '<path d="M-7,5 Q-3,-3 1,5 Q4,0 7,5Z"/>',
    "mountains": '<path d="M-8,6 L-2,-6 L2,1 L4,-2 L8,6Z"/>',
    "fields": '<path d="M-7,-4 H7 M-7,0 H7 M-7,4 H7" stroke-width="1.6" fill="none"/>',
    "city": '<path d="M-7,6 V3 H-5 V0 H-3 V-3 H3 V0 H5 V3 H7 V6Z"/>',
}


#: Names moved sideways off their cell's centre line (design value): clear of a neighbour's clash ring.
LABEL_NUDGE = {"tlaxcallan": -10.0}


def _label(x: float, y: float, name: str, kind: str | None) -> list[str]:
    size = 17 if len(name) <= 9 else 15
    out = [
        f'<text x="{x:.1f}" y="{y - 12:.1f}" font-size="{size}" data-for="{_esc(name)}">{_esc(name)}</text>',
    ]
    if kind is not None:
        out.append(f'<use href="#sym-{kind}" x="{x:.1f}" y="{y + 6:.1f}"/>')
    return out


def _track_space(n: int) -> tuple[float, float]:
    """Top-left corner of score-track space ``n`` (0 at the top-left, clockwise)."""
    side, k = divmod(n, 25)
    far = 25 * TRACK
    if side == 0:
        return k * TRACK, 0.0
    if side == 1:
        return far, k * TRACK
    if side == 2:
        return far - k * TRACK, far
    return 0.0, far - k * TRACK


def render() -> str:
    """The whole SVG document as text (deterministic)."""
    out = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {SIZE} {SIZE}" width="{SIZE}" height="{SIZE}" '
        "font-family=\"Georgia, 'DejaVu Serif', serif\">",
        "<!-- Generated by tools/maps/aztlan.py: do not edit by hand. -->",
        "<defs>",
    ]
    for kind, body in SYMBOLS.items():
        out.append(f'<symbol id="sym-{kind}" overflow="visible" fill="#2b2118" stroke="#2b2118">{body}</symbol>')
    out += [
        '<radialGradient id="sea" cx="50%" cy="50%" r="60%">'
        f'<stop offset="0%" stop-color="#3c84b5"/><stop offset="100%" stop-color="{SEA_FILL}"/></radialGradient>',
        "</defs>",
        f'<rect x="0" y="0" width="{SIZE}" height="{SIZE}" fill="#e9dcc0"/>',
        f'<rect id="sea" x="{TRACK:.2f}" y="{TRACK:.2f}" width="{SIZE - 2 * TRACK:.2f}" '
        f'height="{SIZE - 2 * TRACK:.2f}" fill="url(#sea)"/>',
    ]
    # Coastline halo under the land.
    coast = [_point(1.0, float(a)) for a in _breaks(1.0)]
    out.append(f'<path d="{_path(coast)}" fill="#d8c79a" stroke="#d8c79a" stroke-width="14" stroke-linejoin="round"/>')
    out.append('<g id="regions" stroke="' + BORDER + '" stroke-width="2" stroke-linejoin="round">')
    labels: list[str] = []
    centre_pts = [_point(CENTRAL_RADIUS, a) for a in _breaks(CENTRAL_RADIUS)]
    cx, cy = _point(0.0, 0.0)
    out.append(
        f'<path data-region="{CENTRAL_LAKE}" data-kind="lake" data-x="{cx:.1f}" data-y="{cy:.1f}" '
        f'fill="{LAKE_FILL}" d="{_path(centre_pts)}"/>'
    )
    labels += _lake_label(cx, cy, CENTRAL_LAKE)
    for cell, ring, start, end in cells():
        x, y = _anchor(ring, start, end)
        d = _path(_cell_points(ring, start, end))
        if cell in LAKES:
            out.append(
                f'<path data-region="{cell}" data-kind="lake" data-x="{x:.1f}" data-y="{y:.1f}" '
                f'fill="{LAKE_FILL}" d="{d}"/>'
            )
            labels += _lake_label(x, y, cell)
        else:
            name, kind = TERRITORIES[cell]
            out.append(
                f'<path data-region="{cell}" data-kind="{kind}" data-x="{x:.1f}" data-y="{y + 22:.1f}" '
                f'fill="{TERRAIN_FILL[kind]}" d="{d}"/>'
            )
            labels += _label(x + LABEL_NUDGE.get(cell, 0.0), y, name, kind)
    out.append("</g>")
    out.append(
        '<g id="labels" text-anchor="middle" font-weight="bold" fill="#1e160e" stroke="#fff8e6" '
        'stroke-width="3.5" paint-order="stroke" stroke-linejoin="round" pointer-events="none">'
    )
    out += labels
    out.append("</g>")
    out += _tracks()
    out += _legend()
    out.append("</svg>")
    return "\n".join(out) + "\n"


#: A lake's name sits this far below its anchor (design value): under the ring the table draws round
#: a lake a Canoes card may pick (radius 26, ui/games/aztlan.py), still on the water.
LAKE_LABEL_DY = 42


def _lake_label(x: float, y: float, lake: str) -> list[str]:
    name = region_name(lake, "it").replace("Lago ", "")
    return [
        f'<text x="{x:.1f}" y="{y + LAKE_LABEL_DY:.1f}" font-size="14" font-style="italic" fill="#0d3a5c" '
        f'stroke="#cfe8f7">{_esc(name)}</text>'
    ]


def _tracks() -> list[str]:
    out = ['<g id="tracks" font-size="13" text-anchor="middle">', '<g id="score-track">']
    for n in range(100):
        x, y = _track_space(n)
        fill = "#c9a86a" if n % 5 == 0 else "#efe3c8"
        out.append(
            f'<rect data-track="score" data-space="{n}" data-x="{x + TRACK / 2:.1f}" data-y="{y + TRACK / 2:.1f}" '
            f'x="{x:.1f}" y="{y:.1f}" width="{TRACK:.2f}" height="{TRACK:.2f}" fill="{fill}" '
            f'stroke="{BORDER}" stroke-width="1"/>'
        )
        if n % 5 == 0:
            out.append(f'<text x="{x + TRACK / 2:.1f}" y="{y + TRACK / 2 + 5:.1f}" font-weight="bold">{n}</text>')
    out.append("</g>")
    # Era track, top-left corner of the sea.
    out.append('<g id="era-track">')
    out.append('<text x="70" y="78" font-size="15" font-weight="bold" fill="#fff8e6" text-anchor="start">ERA</text>')
    for i, roman in enumerate(("I", "II", "III", "IV", "V")):
        x, y = 134 + i * 38, 73
        out.append(
            f'<circle data-track="era" data-space="{i + 1}" data-x="{x}" data-y="{y}" cx="{x}" cy="{y}" r="16" '
            f'fill="#efe3c8" stroke="{BORDER}" stroke-width="1.5"/>'
        )
        out.append(f'<text x="{x}" y="{y + 5}" font-weight="bold">{roman}</text>')
    out.append("</g>")
    # Turn-order track, top-right corner of the sea.
    out.append('<g id="turn-track">')
    out += twins(
        '<text x="930" y="78" font-size="15" font-weight="bold" fill="#fff8e6" text-anchor="end"', "TURNO", "TURN"
    )
    for i in range(4):
        x, y = 706 + i * 38, 57
        out.append(
            f'<rect data-track="turn" data-space="{i + 1}" data-x="{x + 16}" data-y="{y + 16}" x="{x}" y="{y}" '
            f'width="32" height="32" rx="4" fill="#efe3c8" stroke="{BORDER}" stroke-width="1.5"/>'
        )
        out.append(f'<text x="{x + 16}" y="{y + 21}" font-weight="bold">{i + 1}</text>')
    out.append("</g>")
    out.append("</g>")
    return out


def _legend() -> list[str]:
    out = ['<g id="legend" font-size="14">']
    out.append(
        # The title at the top, between the era and turn tracks; the legend bottom left, where the
        # table's zoom buttons (bottom right) never cover it.
        '<text x="500" y="100" text-anchor="middle" font-size="34" font-weight="bold" fill="#f3e2b3" '
        'letter-spacing="4" '
        'stroke="#1e160e" stroke-width="1">AZTLÁN</text>'
    )
    for i, kind in enumerate(TYPES):
        x, y = 56, 772 + i * 32
        out.append(f'<rect x="{x}" y="{y}" width="26" height="26" fill="{TERRAIN_FILL[kind]}" stroke="{BORDER}"/>')
        out.append(f'<use href="#sym-{kind}" x="{x + 13}" y="{y + 13}"/>')
        it, en = TYPE_NAMES["it"][kind].capitalize(), TYPE_NAMES["en"][kind].capitalize()
        out += twins(
            f'<text x="{x + 32}" y="{y + 18}" font-size="15" font-weight="bold" fill="#fff8e6"', _esc(it), _esc(en)
        )
    out.append("</g>")
    return out


def outputs() -> dict[Path, str]:
    """The file this generator writes and its text."""
    return {OUT: render()}


def main(argv: list[str] | None = None) -> int:
    return command.run("tools.maps.aztlan", __doc__ or "", outputs, argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
