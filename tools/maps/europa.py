"""Build the Europa map: ``python -m tools.maps.europa`` writes assets/maps/europa.svg.

Pure Python, deterministic.  The geography is an outline of Europe around 1900
typed in here as (longitude, latitude) points: coasts of the mainland and the
islands, rounded to what a board needs.  Each territory is given one or more seed
points; every land cell of a fine grid (1/8 degree) goes to the nearest seed of
its own landmass (an island given to one territory goes to it whole).  The
cells of a territory are traced into its outline and smoothed.

The same grid gives the land borders: two territories share a border where
enough of their cells touch.  ``tests/europa/test_board.py`` checks that
``game.europa.board.LAND_BORDERS`` equals :func:`land_borders` and that the
committed SVG equals :func:`render`.
"""

from __future__ import annotations

import functools
import math
import sys
from pathlib import Path

from game.europa import board as B

from .bilingual import twins

OUT = Path(__file__).resolve().parents[2] / "assets" / "maps" / "europa.svg"

# --- projection: equirectangular, scaled at 52°N so shapes keep their look -----------
LON0, LON1 = -11.0, 45.0
LAT0, LAT1 = 34.0, 71.5
SCALE = 28.0  # viewBox units per degree of latitude
KX = SCALE * math.cos(math.radians(52))
MARGIN = 16.0
TRACK_H = 92.0  # the Reinforcement track along the bottom edge
WIDTH = round((LON1 - LON0) * KX + 2 * MARGIN)
MAP_H = (LAT1 - LAT0) * SCALE + 2 * MARGIN
HEIGHT = round(MAP_H + TRACK_H)
STEP = 0.125  # grid cell in degrees
MIN_BORDER_CELLS = 3  # fewer touching cells than this is a corner, not a border

Point = tuple[float, float]


def project(lon: float, lat: float) -> Point:
    return (MARGIN + (lon - LON0) * KX, MARGIN + (LAT1 - lat) * SCALE)


# --- coastlines (lon, lat) --------------------------------------------------------------
MAINLAND: list[Point] = [
    # Iberia, Atlantic side
    (-5.6, 36.0), (-6.3, 36.5), (-7.4, 37.2), (-8.9, 37.0), (-8.8, 38.5), (-9.5, 38.8), (-9.0, 40.2),
    (-8.8, 41.8), (-9.3, 43.0), (-8.2, 43.7), (-5.8, 43.6), (-3.8, 43.45), (-1.8, 43.4),
    # France, Atlantic and Channel
    (-1.3, 44.5), (-1.2, 46.2), (-2.2, 47.2), (-4.5, 47.8), (-4.8, 48.4), (-3.5, 48.8), (-1.6, 48.7),
    (-1.9, 49.7), (-1.2, 49.4), (0.1, 49.5), (1.6, 50.2), (1.6, 50.9), (2.5, 51.1),
    # Low Countries, North Sea, Jutland
    (3.6, 51.4), (4.2, 52.0), (4.7, 52.9), (5.5, 53.4), (7.0, 53.5), (8.0, 53.6), (8.6, 53.9), (8.6, 55.0),
    (8.1, 55.6), (8.2, 56.8), (9.9, 57.6), (10.6, 57.7), (10.3, 56.6), (10.9, 56.4), (10.0, 55.6), (9.8, 55.0),
    (10.1, 54.5),
    # Baltic, south and east shores
    (11.0, 54.0), (12.1, 54.2), (13.4, 54.5), (14.3, 53.9), (16.0, 54.3), (17.7, 54.8), (18.7, 54.5),
    (19.6, 54.4), (21.1, 55.0), (21.2, 55.7), (21.0, 56.8), (21.6, 57.5), (22.6, 57.7), (23.9, 57.0),
    (24.4, 57.9), (23.5, 58.5), (23.5, 59.2), (24.8, 59.5), (28.0, 59.5), (29.8, 59.9),
    # Gulf of Finland, north shore, and the Gulf of Bothnia
    (29.0, 60.2), (27.0, 60.5), (24.8, 60.2), (22.9, 59.9), (21.4, 60.7), (21.5, 61.6), (21.3, 62.8),
    (23.0, 63.8), (24.8, 64.9), (25.4, 65.0), (25.0, 65.7), (23.5, 65.8), (22.2, 65.6), (21.0, 64.6),
    (20.3, 63.8), (18.5, 63.0), (17.4, 62.3), (17.2, 61.3), (17.4, 60.6), (18.4, 60.2), (18.9, 59.5),
    (18.1, 59.3), (16.9, 58.6), (16.6, 57.6), (16.5, 56.2), (15.6, 56.2), (14.3, 55.5), (12.9, 55.4),
    (12.5, 56.2), (11.9, 57.7), (11.2, 58.9), (10.6, 59.3), (10.5, 59.9),
    # Norway
    (9.9, 59.0), (8.0, 58.1), (6.6, 58.1), (5.6, 58.9), (5.0, 60.4), (5.0, 61.9), (6.1, 62.5), (8.0, 63.1),
    (10.0, 63.9), (12.0, 65.5), (13.5, 67.2), (15.5, 68.5), (18.0, 69.6), (21.0, 70.2), (25.7, 71.1),
    (28.5, 70.9), (31.0, 70.3), (33.0, 69.4), (36.0, 69.1), (41.0, 67.7), (44.0, 68.0), (45.0, 68.0),
    # the map's east edge, then the Black Sea shore from the Kuban westwards
    (45.0, 44.8), (38.5, 44.8), (37.8, 44.6), (36.6, 45.3), (35.4, 45.0), (34.0, 44.4), (33.4, 44.6),
    (33.6, 45.2), (32.5, 45.4), (33.5, 45.9), (32.0, 46.5), (30.7, 46.5), (30.2, 45.8), (29.7, 45.2),
    (28.7, 44.3), (28.0, 43.2), (27.6, 42.5), (28.0, 41.6), (29.0, 41.2),
    # the Straits, the Aegean, Greece
    (28.0, 41.0), (26.6, 40.5), (26.0, 40.7), (24.5, 40.9), (22.9, 40.6), (22.6, 40.0), (23.3, 39.2),
    (22.9, 38.9), (24.0, 38.2), (23.9, 37.7), (23.2, 37.9), (23.1, 37.3), (22.8, 36.6), (22.5, 36.4),
    (22.3, 36.8), (21.7, 36.8), (21.1, 37.8), (21.6, 38.3), (21.0, 38.6), (20.7, 39.1), (20.2, 39.6),
    # the Adriatic, east then west shore
    (19.4, 40.4), (19.5, 41.3), (19.4, 41.9), (18.5, 42.4), (17.7, 43.0), (16.4, 43.5), (15.2, 44.2),
    (14.5, 45.2), (13.9, 44.8), (13.6, 45.5), (13.7, 45.65), (12.4, 45.5), (12.3, 44.9), (12.6, 44.0),
    (13.6, 43.6), (14.2, 42.4), (15.9, 41.9), (16.9, 41.1), (18.5, 40.1),
    # southern Italy, the Tyrrhenian, the Riviera
    (17.9, 40.0), (17.2, 40.5), (16.6, 39.8), (17.1, 39.0), (16.6, 38.4), (15.7, 37.9), (16.2, 38.7),
    (15.6, 40.1), (14.9, 40.4), (14.2, 40.8), (13.0, 41.3), (12.2, 41.8), (11.1, 42.4), (10.5, 43.0),
    (10.2, 43.9), (8.9, 44.4), (7.6, 43.8), (6.6, 43.1), (5.3, 43.3), (4.3, 43.5), (3.0, 43.0),
    # Mediterranean Spain
    (3.2, 42.2), (2.2, 41.4), (0.9, 41.0), (-0.3, 39.5), (0.2, 38.8), (-0.5, 38.3), (-0.8, 37.6),
    (-2.1, 36.7), (-4.4, 36.7), (-5.3, 36.1),
]  # fmt: skip
GREAT_BRITAIN: list[Point] = [
    (-5.7, 50.1), (-3.5, 50.3), (-1.0, 50.7), (1.3, 51.1), (1.6, 51.9), (1.7, 52.6), (0.3, 53.0), (0.1, 53.6),
    (-0.4, 54.3), (-1.2, 54.6), (-1.6, 55.6), (-2.1, 56.0), (-2.5, 56.5), (-1.8, 57.5), (-3.5, 57.7),
    (-3.0, 58.6), (-5.0, 58.6), (-5.7, 57.5), (-5.6, 56.4), (-6.0, 55.4), (-4.9, 55.0), (-3.2, 54.9),
    (-3.5, 54.3), (-3.0, 53.8), (-3.1, 53.3), (-4.6, 53.3), (-4.2, 52.8), (-4.1, 52.2), (-5.3, 51.8),
    (-4.1, 51.6), (-2.9, 51.5), (-3.6, 51.2), (-4.6, 51.0),
]  # fmt: skip
IRELAND: list[Point] = [
    (-6.0, 52.2), (-6.1, 53.3), (-5.9, 54.6), (-6.2, 55.2), (-7.4, 55.3), (-8.4, 55.1), (-8.5, 54.4),
    (-10.0, 54.2), (-9.9, 53.4), (-9.0, 53.2), (-9.9, 52.8), (-10.3, 52.1), (-9.8, 51.5), (-8.5, 51.6),
    (-7.0, 52.1),
]  # fmt: skip
ANATOLIA: list[Point] = [
    (29.1, 41.2), (31.0, 41.1), (33.0, 41.9), (35.0, 42.0), (36.5, 41.3), (38.5, 40.9), (40.5, 41.0),
    (41.5, 41.5), (41.5, 37.2), (36.5, 36.8), (36.2, 36.6), (34.6, 36.8), (32.5, 36.1), (30.6, 36.8),
    (29.1, 36.6), (27.4, 37.0), (26.3, 38.3), (26.7, 39.3), (26.2, 39.9), (26.7, 40.4), (27.5, 40.4),
    (29.0, 40.8),
]  # fmt: skip
SICILY: list[Point] = [(12.4, 37.9), (13.3, 38.2), (15.6, 38.3), (15.1, 37.5), (15.1, 36.7), (14.3, 37.0), (12.6, 37.6)]
SARDINIA: list[Point] = [(8.4, 41.1), (9.6, 41.1), (9.8, 40.0), (9.6, 39.1), (8.6, 38.9), (8.4, 39.9)]
CORSICA: list[Point] = [(9.4, 43.0), (9.6, 42.1), (9.2, 41.4), (8.6, 41.9), (8.7, 42.6)]
ZEALAND: list[Point] = [(11.0, 55.4), (12.6, 55.6), (12.3, 56.1), (11.0, 55.9)]
CRETE: list[Point] = [(23.5, 35.3), (26.3, 35.1), (25.5, 35.4), (24.0, 35.6)]
# Land off the board (not territories): drawn plain, so the Black Sea is enclosed.
NEUTRAL: list[list[Point]] = [
    [(38.5, 44.8), (45.0, 44.8), (45.0, 34.0), (35.9, 34.0), (35.9, 35.5), (36.2, 36.6), (36.5, 36.8),
     (41.5, 37.2), (41.5, 41.5), (41.7, 42.6), (40.0, 43.4), (38.5, 44.5)],
    [(-11.0, 34.0), (-11.0, 30.0), (12.0, 30.0), (12.0, 34.0), (10.5, 35.5), (11.0, 36.9), (10.2, 37.2),
     (8.0, 36.9), (3.0, 36.8), (1.0, 36.5), (-2.0, 35.1), (-6.0, 35.8), (-6.9, 34.0)],
]  # fmt: skip

# Landmasses: (outline, territories that share it by nearest seed).  An island with one
# territory is given to it whole.
LANDMASSES: list[tuple[list[Point], tuple[str, ...]]] = [
    (MAINLAND, tuple(t for t in B.TERRITORY_IDS if t not in ("scotland", "yorkshire", "wales", "london",
                                                             "ireland", "anatolia"))),
    (GREAT_BRITAIN, ("scotland", "yorkshire", "wales", "london")),
    (IRELAND, ("ireland",)),
    (ANATOLIA, ("anatolia",)),
    (SICILY, ("naples",)),
    (SARDINIA, ("rome",)),
    (CORSICA, ("provence",)),
    (ZEALAND, ("denmark",)),
    (CRETE, ("greece",)),
]  # fmt: skip

# Seeds (lon, lat) of each territory; the first is where its name and armies go.
SEEDS: dict[str, list[Point]] = {
    "scotland": [(-4.2, 57.0), (-3.6, 55.8)],
    "yorkshire": [(-1.4, 54.0), (-2.6, 54.6), (-1.3, 52.9)],
    "wales": [(-3.7, 52.3)],
    "london": [(-0.4, 51.6), (-1.6, 51.0), (-3.8, 50.6)],
    "ireland": [(-7.9, 53.2)],
    "picardy": [(2.7, 50.1), (4.6, 50.6)],
    "brittany": [(-2.9, 48.0)],
    "paris": [(2.2, 48.6), (0.3, 49.0)],
    "burgundy": [(4.9, 47.0), (3.0, 46.4)],
    "aquitaine": [(0.1, 44.6), (1.0, 46.1)],
    "provence": [(5.9, 44.0), (3.6, 43.8)],
    "constantinople": [(27.0, 41.5), (25.6, 41.1)],
    "anatolia": [(33.0, 39.2)],
    "greece": [(22.0, 39.3), (22.2, 37.5)],
    "macedonia": [(21.3, 41.6), (20.8, 43.8), (19.9, 41.0)],
    "bulgaria": [(25.3, 42.7), (27.3, 43.3)],
    "romania": [(25.9, 44.6), (27.3, 46.8), (28.6, 44.9)],
    "rhineland": [(7.2, 50.5), (6.0, 52.2), (7.4, 48.5)],
    "hanover": [(9.7, 52.7), (9.4, 54.3)],
    "brandenburg": [(13.3, 52.5), (15.6, 53.6), (16.9, 51.2), (13.0, 53.9)],
    "prussia": [(20.9, 54.2), (18.4, 53.8)],
    "bavaria": [(11.3, 49.0), (9.2, 48.5), (12.6, 50.8)],
    "petersburg": [(31.0, 59.3), (34.5, 62.5), (32.0, 66.5), (40.0, 64.0)],
    "baltic": [(25.6, 57.3), (24.3, 55.2), (28.6, 55.3)],
    "poland": [(20.6, 52.0), (24.0, 52.4)],
    "moscow": [(37.6, 55.5), (42.0, 58.5), (33.5, 53.3), (43.0, 52.5)],
    "ukraine": [(31.0, 50.0), (30.0, 47.2), (26.8, 50.6)],
    "crimea": [(34.4, 45.4), (37.0, 47.8), (42.0, 47.0)],
    "bohemia": [(14.5, 49.9), (17.0, 49.5)],
    "austria": [(14.8, 47.5), (11.6, 47.2)],
    "galicia": [(22.6, 49.7), (25.5, 48.3)],
    "hungary": [(19.3, 47.2), (23.9, 46.5), (21.3, 46.2)],
    "croatia": [(16.0, 45.3), (17.9, 44.0), (16.4, 43.6)],
    "norway": [(9.4, 61.0), (14.0, 66.5), (21.0, 69.5), (7.0, 59.2)],
    "sweden": [(15.5, 61.5), (14.3, 57.0), (18.8, 64.5), (13.9, 56.2)],
    "finland": [(26.0, 62.5), (25.5, 66.8), (28.0, 68.5)],
    "denmark": [(9.2, 56.2)],
    "madrid": [(-3.7, 40.3), (-5.0, 37.6), (-5.0, 42.6), (-7.8, 42.8)],
    "barcelona": [(1.3, 41.8), (-0.6, 39.4), (-1.0, 41.8)],
    "portugal": [(-8.1, 39.6), (-8.2, 37.6), (-8.1, 41.3)],
    "switzerland": [(8.1, 46.8)],
    "venice": [(11.3, 45.5), (8.0, 45.0), (12.2, 45.9)],
    "rome": [(12.5, 42.4), (11.2, 43.6)],
    "naples": [(15.2, 41.0), (16.4, 39.2), (17.6, 40.5)],
}

# Design value: where the table draws a territory's army token, when not at its first seed; moved
# where neighbours are close, so a token never covers a neighbour's name (tests/europa/test_map.py).
ANCHORS: dict[str, Point] = {
    "paris": (1.6, 48.3),
    "picardy": (4.7, 50.1),
    "burgundy": (4.3, 46.3),
    "bulgaria": (25.2, 43.0),
    "yorkshire": (-1.5, 54.3),
    "romania": (25.9, 45.2),
    "constantinople": (27.8, 40.9),
    "rome": (12.1, 42.8),
}


#: How far below the anchor the coast marks sit (design value): under the table's army token (radius 18).
COAST_MARK_DY = 30


def anchor(tid: str) -> Point:
    """A territory's anchor (``data-x``/``data-y``) in viewBox units."""
    return project(*ANCHORS.get(tid, SEEDS[tid][0]))


# Dotted lines: (from lon/lat, to lon/lat) across each strait of board.SEA_LINKS.
SEA_LINE_ENDS: dict[tuple[str, str], tuple[Point, Point]] = {
    ("london", "picardy"): ((1.1, 51.2), (1.9, 50.8)),
    ("wales", "ireland"): ((-4.6, 52.2), (-6.2, 52.6)),
    ("scotland", "ireland"): ((-5.6, 55.3), (-6.1, 54.9)),
    ("denmark", "sweden"): ((12.5, 55.8), (13.0, 55.9)),
    ("denmark", "norway"): ((9.3, 57.3), (8.6, 58.2)),
    ("constantinople", "anatolia"): ((28.9, 41.15), (29.3, 41.05)),
    ("greece", "anatolia"): ((23.9, 37.9), (26.4, 38.4)),
    ("naples", "macedonia"): ((18.3, 40.2), (19.3, 40.6)),
}

SEA_COLOUR = "#9cc7e4"
NEUTRAL_COLOUR = "#e6dcc4"
BORDER_COLOUR = "#3b3b3b"
SEA_NAMES: list[tuple[str, str, float, float]] = [  # (it, en, lon, lat)
    ("Oceano Atlantico", "Atlantic Ocean", -9.0, 47.0),
    ("Mare del Nord", "North Sea", 3.0, 56.0),
    ("Mar Baltico", "Baltic Sea", 18.8, 56.8),
    ("Mar Mediterraneo", "Mediterranean Sea", 5.5, 39.5),
    ("Mar Nero", "Black Sea", 33.5, 43.2),
    ("Mar Egeo", "Aegean Sea", 25.0, 38.6),
    ("Mar Adriatico", "Adriatic Sea", 15.0, 43.0),
    ("Mare di Norvegia", "Norwegian Sea", 1.5, 61.0),
]


# --- geometry ---------------------------------------------------------------------------


def _crossings(poly: list[Point], lat: float) -> list[float]:
    """Longitudes where the horizontal line at ``lat`` crosses the polygon's edges."""
    xs = []
    n = len(poly)
    for i in range(n):
        (x1, y1), (x2, y2) = poly[i], poly[(i + 1) % n]
        if (y1 > lat) != (y2 > lat):
            xs.append(x1 + (lat - y1) * (x2 - x1) / (y2 - y1))
    return sorted(xs)


@functools.cache
def label_grid() -> tuple[int, int, list[list[int]], list[list[int]]]:
    """(columns, rows, territory index per cell or -1, landmass index per cell or -1).
    Cached: callers must not modify the lists."""
    cols = round((LON1 - LON0) / STEP)
    rows = round((LAT1 - LAT0) / STEP)
    label = [[-1] * cols for _ in range(rows)]
    mass = [[-1] * cols for _ in range(rows)]
    coslat = math.cos(math.radians(52))
    for m, (poly, members) in enumerate(LANDMASSES):
        seeds = [(B.INDEX[t], lon * coslat, lat) for t in members for lon, lat in SEEDS[t]]
        for r in range(rows):
            lat = LAT1 - (r + 0.5) * STEP
            xs = _crossings(poly, lat)
            for a, b in zip(xs[::2], xs[1::2]):
                c0 = max(0, math.ceil((a - LON0) / STEP - 0.5))
                c1 = min(cols - 1, math.floor((b - LON0) / STEP - 0.5))
                for c in range(c0, c1 + 1):
                    lon = LON0 + (c + 0.5) * STEP
                    px = lon * coslat
                    best = min(seeds, key=lambda s: (s[1] - px) ** 2 + (s[2] - lat) ** 2)
                    label[r][c] = best[0]
                    mass[r][c] = m
    return cols, rows, label, mass


def land_borders(grid: tuple[int, int, list[list[int]], list[list[int]]] | None = None) -> set[tuple[str, str]]:
    """Pairs of territories (ids sorted) whose cells touch along at least MIN_BORDER_CELLS edges."""
    cols, rows, label, mass = grid or label_grid()
    count: dict[tuple[int, int], int] = {}
    for r in range(rows):
        for c in range(cols):
            a = label[r][c]
            if a < 0:
                continue
            for rr, cc in ((r + 1, c), (r, c + 1)):
                if rr < rows and cc < cols:
                    b = label[rr][cc]
                    if b >= 0 and b != a and mass[rr][cc] == mass[r][c]:
                        key = (min(a, b), max(a, b))
                        count[key] = count.get(key, 0) + 1
    out = set()
    for (a, b), n in count.items():
        if n >= MIN_BORDER_CELLS:
            x, y = sorted((B.TERRITORY_IDS[a], B.TERRITORY_IDS[b]))
            out.add((x, y))
    return out


@functools.cache
def _in_neutral(lon: float, lat: float) -> bool:
    for poly in NEUTRAL:
        xs = _crossings(poly, lat)
        if any(a <= lon <= b for a, b in zip(xs[::2], xs[1::2])):
            return True
    return False


def _black_sea(lon: float, lat: float) -> bool:
    """Water east of the Bosporus and north of Anatolia: the Black Sea (and the Sea of Azov)."""
    return 27.3 < lon < 42.0 and 41.15 < lat < 47.6


def coasts(grid: tuple[int, int, list[list[int]], list[list[int]]] | None = None) -> dict[str, set[str]]:
    """The water each territory touches on the map: "black" for the Black Sea, "open" for any other sea."""
    cols, rows, label, _ = grid or label_grid()
    out: dict[str, set[str]] = {t: set() for t in B.TERRITORY_IDS}
    for r in range(rows):
        for c in range(cols):
            t = label[r][c]
            if t < 0:
                continue
            for rr, cc in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
                if 0 <= rr < rows and 0 <= cc < cols and label[rr][cc] < 0:
                    lon, lat = LON0 + (cc + 0.5) * STEP, LAT1 - (rr + 0.5) * STEP
                    if not _in_neutral(lon, lat):
                        out[B.TERRITORY_IDS[t]].add(B.BLACK_SEA if _black_sea(lon, lat) else B.OPEN_SEA)
    return out


def _loops(cells: set[tuple[int, int]]) -> list[list[tuple[int, int]]]:
    """The outlines of a set of grid cells as closed loops of grid corners."""
    nxt: dict[tuple[int, int], list[tuple[int, int]]] = {}
    for r, c in cells:
        # counter-clockwise in (col, row) corner coordinates, edges only where the neighbour differs
        if (r - 1, c) not in cells:
            nxt.setdefault((c + 1, r), []).append((c, r))
        if (r + 1, c) not in cells:
            nxt.setdefault((c, r + 1), []).append((c + 1, r + 1))
        if (r, c - 1) not in cells:
            nxt.setdefault((c, r), []).append((c, r + 1))
        if (r, c + 1) not in cells:
            nxt.setdefault((c + 1, r + 1), []).append((c + 1, r))
    loops = []
    while nxt:
        start = min(nxt)
        loop = [start]
        cur = start
        while True:
            outs = nxt[cur]
            step = outs.pop()
            if not outs:
                del nxt[cur]
            if step == start:
                break
            loop.append(step)
            cur = step
            if cur not in nxt:
                break
        loops.append(loop)
    return loops


def _simplify(loop: list[tuple[int, int]]) -> list[Point]:
    """Drop corners on straight runs, then cut the staircase corners (Chaikin, twice)."""
    pts: list[Point] = []
    n = len(loop)
    for i in range(n):
        p, q, s = loop[i - 1], loop[i], loop[(i + 1) % n]
        if (q[0] - p[0]) * (s[1] - q[1]) != (q[1] - p[1]) * (s[0] - q[0]):
            pts.append((float(q[0]), float(q[1])))
    for _ in range(2):
        out: list[Point] = []
        for i in range(len(pts)):
            (x1, y1), (x2, y2) = pts[i], pts[(i + 1) % len(pts)]
            out += [(0.75 * x1 + 0.25 * x2, 0.75 * y1 + 0.25 * y2), (0.25 * x1 + 0.75 * x2, 0.25 * y1 + 0.75 * y2)]
        pts = out
    return pts


def _grid_to_view(c: float, r: float) -> Point:
    return project(LON0 + c * STEP, LAT1 - r * STEP)


def _path(loops: list[list[Point]]) -> str:
    parts = []
    for loop in loops:
        coords = " ".join(f"{x:.1f},{y:.1f}" for x, y in loop)
        parts.append(f"M{coords}Z")
    return "".join(parts)


def _poly_path(poly: list[Point]) -> str:
    return _path([[project(lon, lat) for lon, lat in poly]])


def _esc(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")


# --- the SVG ------------------------------------------------------------------------------


def render() -> str:
    """The whole SVG document as text."""
    grid = label_grid()
    cols, rows, label, _ = grid
    cells: dict[int, set[tuple[int, int]]] = {}
    for r in range(rows):
        for c in range(cols):
            if label[r][c] >= 0:
                cells.setdefault(label[r][c], set()).add((r, c))
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {HEIGHT}" '
        f'width="{WIDTH}" height="{HEIGHT}" font-family="Georgia, \'DejaVu Serif\', serif">',
        "<title>Europa — 44 territori / 44 territories (about 1900)</title>",
        "<defs>",
        '<pattern id="waves" width="24" height="12" patternUnits="userSpaceOnUse">'
        '<path d="M0,6 q6,-4 12,0 t12,0" fill="none" stroke="#86b6d8" stroke-width="0.8"/></pattern>',
        "</defs>",
        f'<g id="sea"><rect x="0" y="0" width="{WIDTH}" height="{HEIGHT}" fill="{SEA_COLOUR}"/>'
        f'<rect x="0" y="0" width="{WIDTH}" height="{round(MAP_H)}" fill="url(#waves)"/></g>',
        '<g id="neutral">',
    ]
    for poly in NEUTRAL:
        out.append(f'<path d="{_poly_path(poly)}" fill="{NEUTRAL_COLOUR}" stroke="#b9ad92" stroke-width="0.8"/>')
    out.append("</g>")
    out.append(f'<g id="regions" stroke="{BORDER_COLOUR}" stroke-width="1.1" stroke-linejoin="round">')
    for i, t in enumerate(B.TERRITORIES):
        loops = [[_grid_to_view(c, r) for c, r in _simplify(loop)] for loop in _loops(cells[i])]
        ax, ay = anchor(t.id)
        group = B.GROUP_BY_ID[t.group]
        coasts = " ".join(w for w in B.WATERS if w in t.coasts)
        out.append(
            f'<path id="r-{t.id}" data-region="{t.id}" data-x="{ax:.1f}" data-y="{ay:.1f}" '
            f'data-group="{t.group}" data-coasts="{coasts}" fill="{group.colour}" fill-rule="evenodd" '
            f'd="{_path(loops)}"><title>{_esc(t.name_it)} / {_esc(t.name_en)}</title></path>'
        )
    out.append("</g>")
    out.append('<g id="sea-links" stroke="#1d3f73" stroke-width="2.2" stroke-dasharray="5 4" fill="none">')
    for (a, b), (p, q) in SEA_LINE_ENDS.items():
        (x1, y1), (x2, y2) = project(*p), project(*q)
        out.append(f'<line data-link="{a} {b}" x1="{x1:.1f}" y1="{y1:.1f}" x2="{x2:.1f}" y2="{y2:.1f}"/>')
    out.append("</g>")
    out.append('<g id="sea-names" fill="#3f6f9a" font-style="italic" font-size="15" text-anchor="middle">')
    for it, en, lon, lat in SEA_NAMES:
        x, y = project(lon, lat)
        out += twins(f'<text x="{x:.1f}" y="{y:.1f}"', _esc(it), _esc(en))
    out.append("</g>")
    out.append('<g id="labels" font-size="13" font-weight="bold" text-anchor="middle" fill="#1b1b1b" '
               'stroke="#ffffff" stroke-width="3" stroke-opacity="0.75" paint-order="stroke">')  # fmt: skip
    for t in B.TERRITORIES:
        ax, ay = anchor(t.id)
        marks = ("⚓" if B.OPEN_SEA in t.coasts else "") + ("◆" if B.BLACK_SEA in t.coasts else "")
        out.append(
            f'<text data-label="{t.id}" x="{ax:.1f}" y="{ay - 13:.1f}" data-en="{_esc(t.name_en)}">'
            f"{_esc(t.name_it)}</text>"
        )
        if marks:
            out.append(
                f'<text data-coast-mark="{t.id}" x="{ax:.1f}" y="{ay + COAST_MARK_DY:.1f}" font-size="11" '
                f'fill="#1d3f73">{marks}</text>'
            )
    out.append("</g>")
    out += _track()
    out += _legend()
    out.append("</svg>")
    return "\n".join(out) + "\n"


def _track() -> list[str]:
    """The Reinforcement track: 12 slots numbered 3..14 along the bottom edge (A-4)."""
    from game.europa.state import TRACK_SLOTS

    top = MAP_H + 8
    slot_w = (WIDTH - 2 * MARGIN - 150) / len(TRACK_SLOTS)
    out = [
        '<g id="track" font-size="20" font-weight="bold" text-anchor="middle">',
        f'<rect x="{MARGIN}" y="{top:.1f}" width="{WIDTH - 2 * MARGIN}" height="{TRACK_H - 16}" rx="6" '
        'fill="#f3ead2" stroke="#6b5a33" stroke-width="1.5"/>',
        *twins(
            f'<text x="{MARGIN + 75}" y="{top + 38:.1f}" font-size="15" fill="#6b5a33"', "Rinforzi", "Reinforcements"
        ),
    ]
    for k, value in enumerate(TRACK_SLOTS):
        x = MARGIN + 150 + k * slot_w
        out.append(
            f'<g data-slot="{value}"><rect x="{x + 3:.1f}" y="{top + 8:.1f}" width="{slot_w - 6:.1f}" '
            f'height="{TRACK_H - 32}" rx="4" fill="#fffaf0" stroke="#6b5a33"/>'
            f'<text x="{x + slot_w / 2:.1f}" y="{top + 34:.1f}" fill="#3b2f17">{value}</text></g>'
        )
    out.append("</g>")
    return out


def _legend() -> list[str]:
    x, y = MARGIN + 4, MARGIN + 8  # over the open Atlantic, north of Ireland
    out = ['<g id="legend" font-size="13" fill="#1b1b1b">',
           f'<rect x="{x}" y="{y}" width="250" height="{22 * (len(B.GROUPS) + 2) + 8}" rx="6" fill="#ffffff" '
           'fill-opacity="0.85" stroke="#6b5a33"/>']  # fmt: skip
    for k, g in enumerate(B.GROUPS):
        yy = y + 8 + 22 * k
        out.append(f'<rect x="{x + 10}" y="{yy}" width="18" height="14" fill="{g.colour}" stroke="#3b3b3b"/>')
        out += twins(f'<text x="{x + 36}" y="{yy + 12}"', _esc(g.name_it), _esc(g.name_en))
    yy = y + 8 + 22 * len(B.GROUPS)
    out.append(f'<line x1="{x + 10}" y1="{yy + 7}" x2="{x + 28}" y2="{yy + 7}" stroke="#1d3f73" '
               'stroke-width="2.2" stroke-dasharray="5 4"/>')  # fmt: skip
    out += twins(f'<text x="{x + 36}" y="{yy + 12}"', "collegamento via mare", "sea link")
    out += twins(f'<text x="{x + 10}" y="{yy + 34}"', "⚓ mare aperto  ◆ Mar Nero", "⚓ open sea  ◆ Black Sea")
    out.append("</g>")
    return out


def main(argv: list[str] | None = None) -> int:
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(render(), encoding="utf-8")
    borders = land_borders()
    data = {tuple(sorted(p)) for p in B.LAND_BORDERS}
    for pair in sorted(borders - data):
        print("border on the map, not in board.py:", pair)
    for pair in sorted(data - borders):
        print("border in board.py, not on the map:", pair)
    for tid, waters in coasts().items():
        if waters != set(B.TERRITORY[tid].coasts):
            print(f"coasts of {tid}: map {sorted(waters)}, board.py {sorted(B.TERRITORY[tid].coasts)}")
    print(f"wrote {OUT}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
