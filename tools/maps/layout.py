"""Approximate geometry of map texts, to check that names stay clear of what the table draws.

Text boxes are estimated from the font size and the number of characters (no font metrics at
build time): wide enough for bold serif capitals, so a check passing here passes on screen.
"""

from __future__ import annotations

import math

Box = tuple[float, float, float, float]  # x0, y0, x1, y1

#: Width of an average character, in font sizes (design value: bold Georgia measures about 0.55).
CHAR_EM = 0.6
#: Height above the baseline (capitals and ascenders) and below it (descenders), in font sizes.
ASCENT_EM = 0.75
DESCENT_EM = 0.25


def text_box(x: float, baseline: float, text: str, size: float, anchor: str = "middle", spacing: float = 0.0) -> Box:
    """The box of one line of ``text`` at (x, baseline) with the given text-anchor and letter-spacing."""
    width = len(text) * (size * CHAR_EM + spacing)
    x0 = {"start": x, "middle": x - width / 2, "end": x - width}[anchor]
    return x0, baseline - size * ASCENT_EM, x0 + width, baseline + size * DESCENT_EM


def grow(box: Box, pad: float) -> Box:
    """``box`` grown by ``pad`` on every side (a text's halo stroke)."""
    return box[0] - pad, box[1] - pad, box[2] + pad, box[3] + pad


def circle_meets_box(cx: float, cy: float, r: float, box: Box) -> bool:
    """Whether the disc of radius ``r`` round (cx, cy) overlaps ``box``.

    >>> circle_meets_box(0, 0, 10, (5, 5, 20, 20)), circle_meets_box(0, 0, 10, (8, 8, 20, 20))
    (True, False)
    """
    nx = min(max(cx, box[0]), box[2])
    ny = min(max(cy, box[1]), box[3])
    return math.hypot(nx - cx, ny - cy) < r


def boxes_meet(a: Box, b: Box) -> bool:
    """Whether two boxes overlap."""
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def inside(point: tuple[float, float], polygon: list[tuple[float, float]]) -> bool:
    """Whether ``point`` lies inside the closed ``polygon`` (even-odd rule).

    >>> inside((1, 1), [(0, 0), (2, 0), (2, 2), (0, 2)]), inside((3, 1), [(0, 0), (2, 0), (2, 2), (0, 2)])
    (True, False)
    """
    x, y = point
    hit = False
    for (x1, y1), (x2, y2) in zip(polygon, polygon[1:] + polygon[:1]):
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            hit = not hit
    return hit
