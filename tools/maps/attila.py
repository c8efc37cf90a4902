"""Build the Attila map: ``assets/maps/attila.svg``.

    python -m tools.maps.attila          # rewrite the SVG
    python -m tools.maps.attila --check  # exit 1 if the committed SVG differs

The late Roman Empire around the Mediterranean, drawn from real geography and
projected equirectangularly.  The coasts and the islands are Natural Earth's
(tools/maps/natural_earth.py); province borders and the Rhine-Danube frontier
are chains of (longitude, latitude) points typed from an atlas, their ends on
a coast moved onto it.  Each province is a ring of chains; a border chain is
shared by the two provinces it separates, so the land borders can be read off
the drawing and tests/attila/test_board.py checks them against
``game.attila.board``.  Chains named ``f_*`` make the red frontier: the
starting provinces are exactly those whose ring uses one.  Names, playability
and water arrows come from ``game.attila.board``.
"""

from __future__ import annotations

import functools
import math
import sys
from pathlib import Path

from game.attila import board

from . import command, natural_earth
from .layout import Box, grow, text_box

ROOT = Path(__file__).resolve().parents[2]
SVG_PATH = ROOT / "assets" / "maps" / "attila.svg"

# --- projection (viewBox units) ------------------------------------------------
LON_W, LAT_N, LAT_S = -10.5, 55.2, 29.5
KY = 46.0  # px per degree of latitude
KX = KY * math.cos(math.radians(43.0))  # px per degree of longitude at the map's middle latitude
WIDTH = 1580
HEIGHT = round((LAT_N - LAT_S) * KY)

Point = tuple[float, float]


def xy(p: Point) -> tuple[float, float]:
    """Project (lon, lat) to viewBox (x, y)."""
    return round((p[0] - LON_W) * KX, 1), round((LAT_N - p[1]) * KY, 1)


# --- chains: borders between two provinces (b_), the frontier (f_), cuts across land (e_, s_, w_) -------
# Design values, typed from an atlas: where they end on a coast, the end moves onto Natural Earth's coast.
CHAINS: dict[str, list[Point]] = {
    # Hispania
    "b_lus_tarr": [(-8.65, 41.15), (-6.5, 41.2), (-5.0, 40.6), (-4.5, 38.9)],
    "b_lus_baet": [(-4.5, 38.9), (-6.0, 38.3), (-7.0, 38.2), (-7.4, 37.6), (-7.4, 37.2)],
    "b_baet_tarr": [(-4.5, 38.9), (-3.0, 38.3), (-2.3, 37.7), (-1.9, 37.2)],
    "b_tarr_nar": [(3.15, 42.45), (2.2, 42.45), (1.0, 42.65)],
    "b_tarr_aq": [(1.0, 42.65), (-0.5, 42.8), (-1.8, 43.4)],
    # Gallia
    "b_aq_lug": [(-2.2, 47.25), (1.0, 47.3), (3.0, 46.8), (3.9, 45.6)],
    "b_aq_nar": [(1.0, 42.65), (1.5, 43.5), (2.6, 44.3), (3.9, 45.6)],
    "b_nar_ita": [(7.3, 43.7), (7.0, 44.3), (6.7, 45.0), (7.4, 45.9)],
    "b_nar_ger": [(5.9, 46.3), (6.9, 46.0), (7.4, 45.9)],
    "b_nar_lug": [(3.9, 45.6), (4.8, 45.8), (5.9, 46.3)],
    "b_lug_bel": [(1.6, 50.2), (2.5, 49.2), (3.5, 48.6), (4.8, 47.9)],
    "b_lug_ger": [(4.8, 47.9), (5.4, 47.0), (5.9, 46.3)],
    "b_bel_ger": [(4.0, 51.5), (4.6, 50.9), (5.3, 50.3), (5.8, 49.5), (5.6, 48.6), (4.8, 47.9)],
    # Rhine and Danube
    "f_ger": [
        (4.4, 52.2), (5.9, 51.85), (6.6, 51.4), (6.95, 50.95), (7.6, 50.35), (8.27, 50.0), (8.4, 49.0), (7.8, 48.6),
        (7.6, 47.6), (8.6, 47.65), (9.6, 47.55),
    ],
    "b_ger_rae": [(9.6, 47.55), (9.4, 47.1), (8.9, 46.4)],
    "b_ger_ita": [(7.4, 45.9), (8.2, 46.1), (8.9, 46.4)],
    "f_rae": [(9.6, 47.55), (10.0, 48.4), (11.4, 48.75), (12.1, 49.0), (13.45, 48.57)],
    "b_rae_nor": [(13.45, 48.57), (12.9, 47.8), (12.4, 47.2), (12.2, 46.6)],
    "b_rae_ita": [(8.9, 46.4), (10.2, 46.4), (11.3, 46.5), (12.2, 46.6)],
    "f_nor": [(13.45, 48.57), (14.3, 48.3), (15.6, 48.4), (16.0, 48.2)],
    "b_nor_pan": [(16.0, 48.2), (16.0, 47.4), (15.6, 46.7), (14.6, 46.1)],
    "b_nor_ita": [(12.2, 46.6), (13.3, 46.5), (14.6, 46.1)],
    "f_pan": [(16.0, 48.2), (17.1, 48.1), (18.8, 47.8), (18.95, 47.0), (18.9, 45.8), (19.4, 45.2), (20.45, 44.82)],
    "b_pan_ms": [(19.4, 44.6), (20.45, 44.82)],
    "b_pan_dal": [(14.8, 45.45), (16.0, 45.2), (17.5, 45.0), (19.0, 44.9), (19.4, 44.6)],
    "b_pan_ita": [(14.6, 46.1), (14.7, 45.7), (14.8, 45.45)],
    # Italia
    "b_ita_sub": [(10.3, 43.7), (11.5, 43.9), (12.5, 43.8), (13.5, 43.6)],
    "b_ita_dal": [(14.4, 45.3), (14.8, 45.45)],
    # Illyricum, the Moesiae, Thracia, Macedonia, Achaea
    "b_dal_mac": [(19.5, 41.85), (19.8, 41.95), (20.5, 42.1)],
    "b_dal_ms": [(19.4, 44.6), (19.6, 43.5), (20.5, 42.1)],
    "f_ms": [(20.45, 44.82), (21.5, 44.75), (22.5, 44.6), (22.9, 43.9), (24.0, 43.75), (24.5, 43.72)],
    "b_ms_mi": [(24.5, 43.72), (24.0, 43.2), (23.6, 42.8)],
    "b_ms_thr": [(23.6, 42.8), (23.0, 42.3), (22.6, 41.9)],
    "b_ms_mac": [(22.6, 41.9), (21.5, 42.2), (20.5, 42.1)],
    "f_mi": [(24.5, 43.72), (25.5, 43.75), (26.5, 44.1), (28.0, 44.15), (28.2, 45.2), (29.7, 45.2)],
    "b_mi_thr": [(27.9, 42.7), (26.5, 42.45), (25.0, 42.4), (23.6, 42.8)],
    "b_thr_mac": [(22.6, 41.9), (23.5, 41.4), (24.4, 40.95)],
    "b_mac_ach": [(21.0, 39.0), (21.8, 39.1), (22.7, 38.85)],
    # Asia, Africa, Mauretania
    "e_asia": [(33.0, 36.1), (33.15, 39.0), (33.3, 42.0)],
    "b_afr_mau": [(6.6, 35.2), (6.5, 37.0)],
    "s_mau": [(6.6, 35.2), (4.0, 34.2), (1.0, 33.6), (-2.0, 33.2), (-5.0, 32.8), (-7.6, 33.5)],
    "s_afr": [(15.6, 31.9), (13.5, 31.4), (11.0, 31.8), (8.0, 33.0), (6.6, 35.2)],
    # Britannia and Hadrian's wall
    "w_bri": [(-3.1, 54.95), (-1.4, 55.0)],
}  # fmt: skip

# --- coasts (c_): Natural Earth's coast of a landmass between two chain ends --------------------
#: Each landmass by a point on it.
LANDMASSES: dict[str, Point] = {"europe": (10.0, 50.0), "britain": (-1.5, 52.5)}
#: A coast chain: (landmass, from, to, a point it passes near, when not the shorter way round).
COASTS: dict[str, tuple[str, Point, Point, Point | None]] = {
    "c_tarr_n": ("europe", (-1.8, 43.4), (-8.65, 41.15), None),
    "c_lus": ("europe", (-8.65, 41.15), (-7.4, 37.2), None),
    "c_baet": ("europe", (-7.4, 37.2), (-1.9, 37.2), None),
    "c_tarr_e": ("europe", (-1.9, 37.2), (3.15, 42.45), None),
    "c_aq": ("europe", (-1.8, 43.4), (-2.2, 47.25), None),
    "c_nar": ("europe", (3.15, 42.45), (7.3, 43.7), None),
    "c_lug": ("europe", (-2.2, 47.25), (1.6, 50.2), None),
    "c_bel": ("europe", (1.6, 50.2), (4.0, 51.5), None),
    "c_ger": ("europe", (4.0, 51.5), (4.4, 52.2), None),
    "c_ita_w": ("europe", (7.3, 43.7), (10.3, 43.7), None),
    "c_ita_e": ("europe", (13.5, 43.6), (14.4, 45.3), None),
    "c_sub": ("europe", (13.5, 43.6), (10.3, 43.7), None),
    "c_dal": ("europe", (14.4, 45.3), (19.5, 41.85), None),
    "c_mi": ("europe", (29.7, 45.2), (27.9, 42.7), None),
    "c_thr": ("europe", (27.9, 42.7), (24.4, 40.95), None),
    "c_mac_w": ("europe", (19.5, 41.85), (21.0, 39.0), None),
    "c_mac_e": ("europe", (22.7, 38.85), (24.4, 40.95), None),
    "c_ach": ("europe", (22.7, 38.85), (21.0, 39.0), None),
    "c_asia": ("europe", (33.3, 42.0), (33.0, 36.1), None),
    "c_mau": ("europe", (-7.6, 33.5), (6.5, 37.0), None),
    "c_afr": ("europe", (6.5, 37.0), (15.6, 31.9), None),
    "c_bri": ("britain", (-1.4, 55.0), (-3.1, 54.95), (1.7, 52.6)),
}

#: Provinces that are a whole island, each by a point on it.
ISLANDS: dict[str, Point] = {
    "sicilia": (14.0, 37.5),
    "sardinia": (9.0, 40.0),
    "corsica": (9.1, 42.2),
    "creta": (24.9, 35.2),
}

# Each playable province: its ring of chains ("-" = reversed).
RINGS: dict[str, list[str]] = {
    "lusitania": ["c_lus", "-b_lus_baet", "-b_lus_tarr"],
    "baetica": ["c_baet", "-b_baet_tarr", "b_lus_baet"],
    "tarraconensis": ["c_tarr_n", "b_lus_tarr", "b_baet_tarr", "c_tarr_e", "b_tarr_nar", "b_tarr_aq"],
    "aquitania": ["c_aq", "b_aq_lug", "-b_aq_nar", "b_tarr_aq"],
    "narbonensis": ["c_nar", "b_nar_ita", "-b_nar_ger", "-b_nar_lug", "-b_aq_nar", "-b_tarr_nar"],
    "lugdunensis": ["c_lug", "b_lug_bel", "b_lug_ger", "-b_nar_lug", "-b_aq_lug"],
    "belgica": ["c_bel", "b_bel_ger", "-b_lug_bel"],
    "germania": ["c_ger", "f_ger", "b_ger_rae", "-b_ger_ita", "-b_nar_ger", "-b_lug_ger", "-b_bel_ger"],
    "raetia": ["f_rae", "b_rae_nor", "-b_rae_ita", "-b_ger_rae"],
    "noricum": ["f_nor", "b_nor_pan", "-b_nor_ita", "-b_rae_nor"],
    "pannonia": ["f_pan", "-b_pan_ms", "-b_pan_dal", "-b_pan_ita", "-b_nor_pan"],
    "italia_annonaria": [
        "c_ita_w", "b_ita_sub", "c_ita_e", "b_ita_dal", "-b_pan_ita", "-b_nor_ita", "-b_rae_ita", "-b_ger_ita",
        "-b_nar_ita",
    ],
    "italia_suburbicaria": ["c_sub", "b_ita_sub"],
    "dalmatia": ["-b_ita_dal", "c_dal", "b_dal_mac", "-b_dal_ms", "-b_pan_dal"],
    "moesia_superior": ["f_ms", "b_ms_mi", "b_ms_thr", "b_ms_mac", "-b_dal_ms", "b_pan_ms"],
    "moesia_inferior": ["f_mi", "c_mi", "b_mi_thr", "-b_ms_mi"],
    "thracia": ["-b_mi_thr", "c_thr", "-b_thr_mac", "-b_ms_thr"],
    "macedonia": ["c_mac_w", "b_mac_ach", "c_mac_e", "-b_thr_mac", "b_ms_mac", "-b_dal_mac"],
    "achaea": ["c_ach", "b_mac_ach"],
    "asia": ["c_asia", "e_asia"],
    "africa": ["c_afr", "s_afr", "b_afr_mau"],
    "mauretania": ["c_mau", "-b_afr_mau", "s_mau"],
    "britannia": ["c_bri", "w_bri"],
}  # fmt: skip

# The Rhine-Danube frontier, drawn red (rulebook: the starting provinces have a red border).
FRONTIER = ["f_ger", "f_rae", "f_nor", "f_pan", "f_ms", "f_mi"]

# Land that is no province is Natural Earth's land under the provinces, plain (Hibernia, Africa and the
# East, small islands) or dotted where it lies beyond the frontier or Hadrian's wall: the dotted part is
# the land inside these outlines, which close the frontier and the wall over the sea (design values).
BEYOND: dict[str, list[Point]] = {
    "barbaricum": [(4.4, 52.2), (3.5, 53.5), (3.5, 60.0), (45.0, 60.0), (45.0, 44.3), (30.8, 44.3), (29.7, 45.2)],
    "caledonia": [(-1.4, 55.0), (2.0, 55.0), (2.0, 61.0), (-9.0, 61.0), (-9.0, 55.6), (-7.5, 55.6), (-6.0, 55.5),
                  (-5.8, 55.35), (-5.5, 55.0), (-5.3, 54.55), (-3.8, 54.55), (-3.1, 54.95)],
}  # fmt: skip
#: Where the frontier and the wall close each outline, walked from its last point back to its first.
BEYOND_LINES: dict[str, list[str]] = {"barbaricum": ["-f_mi", "-f_ms", "-f_pan", "-f_nor", "-f_rae", "-f_ger"],
                                      "caledonia": ["w_bri"]}  # fmt: skip
#: Map detail (design values): coasts kept within this many viewBox units, islets under this area left out.
COAST_TOLERANCE = 0.8
MIN_ISLAND_AREA = 10.0


# Design value: where each province's name (first) and its tribe tokens (second) go.
PLACES: dict[str, tuple[Point, Point]] = {
    "britannia": ((-1.73, 53.0), (-1.43, 51.7)),
    "lusitania": ((-7.02, 40.07), (-7.62, 38.77)),
    "baetica": ((-4.67, 38.31), (-5.27, 37.0)),
    "tarraconensis": ((-4.3, 42.5), (-2.3, 40.7)),
    "aquitania": ((0.59, 45.83), (0.88, 44.53)),
    "narbonensis": ((4.6, 43.57), (5.49, 45.09)),
    "lugdunensis": ((0.65, 48.9), (2.43, 47.59)),
    "belgica": ((4.33, 49.11), (3.74, 50.63)),
    "germania": ((6.95, 49.95), (6.55, 48.05)),
    "raetia": ((10.84, 46.61), (11.73, 48.13)),
    "noricum": ((14.62, 48.13), (14.32, 46.83)),
    "pannonia": ((17.2, 45.46), (17.2, 46.98)),
    "moesia_superior": ((21.04, 44.37), (22.1, 42.74)),
    "moesia_inferior": ((28.0, 43.2), (25.0, 43.15)),
    "dalmatia": ((17.53, 44.5), (18.42, 43.2)),
    "thracia": ((24.6, 41.53), (27.58, 41.42)),
    "macedonia": ((21.45, 41.18), (21.75, 39.77)),
    "achaea": ((22.64, 38.16), (22.64, 36.85)),
    "creta": ((24.9, 33.63), (24.9, 35.16)),
    "asia": ((30.07, 39.66), (30.37, 38.35)),
    "italia_annonaria": ((10.19, 45.81), (10.49, 44.18)),
    "italia_suburbicaria": ((12.9, 42.75), (14.9, 41.2)),
    "sicilia": ((13.99, 38.87), (14.29, 37.57)),
    "africa": ((9.09, 35.66), (9.09, 34.35)),
    "mauretania": ((-1.2, 34.75), (-0.7, 33.45)),
    "sardinia": ((9.05, 40.1), (9.05, 40.1)),
    "corsica": ((9.05, 42.25), (9.05, 42.25)),
}

# Design value: terrain colours (coastal plains, hills, steppe, desert margins).
FILLS: dict[str, str] = {
    "britannia": "#b7cf8e", "lusitania": "#dcc487", "baetica": "#e8d29c", "tarraconensis": "#d2b577",
    "aquitania": "#c3d595", "narbonensis": "#d7cf8f", "lugdunensis": "#aac586", "belgica": "#bcd39a",
    "germania": "#9dbb7c", "raetia": "#b8c99b", "noricum": "#a7bf8c", "pannonia": "#c9d49a",
    "moesia_superior": "#cdbc85", "moesia_inferior": "#dccb98", "dalmatia": "#c2b27c", "thracia": "#d4c58f",
    "macedonia": "#c9b580", "achaea": "#e2c891", "creta": "#dcc08a", "asia": "#d9c089",
    "italia_annonaria": "#c6d690", "italia_suburbicaria": "#d5d99c", "sicilia": "#e0d596",
    "africa": "#ecd6a0", "mauretania": "#e6cc91", "sardinia": "#d4d4d0", "corsica": "#d4d4d0",
}  # fmt: skip

# Design value: water arrows, from a point off one coast to a point off the other.
ARROWS: dict[tuple[str, str], tuple[Point, Point]] = {
    ("britannia", "belgica"): ((0.9, 51.25), (2.05, 50.8)),
    ("britannia", "lugdunensis"): ((-2.2, 50.55), (-1.9, 49.8)),
    ("baetica", "mauretania"): ((-5.85, 36.35), (-5.7, 35.75)),
    ("italia_suburbicaria", "sicilia"): ((15.95, 38.45), (15.35, 38.1)),
    ("sicilia", "africa"): ((12.3, 37.65), (11.15, 37.2)),
    ("italia_suburbicaria", "dalmatia"): ((16.05, 42.1), (16.6, 43.25)),
    ("italia_suburbicaria", "macedonia"): ((18.45, 40.5), (19.3, 41.0)),
    ("thracia", "asia"): ((27.55, 41.05), (27.85, 40.2)),
    ("achaea", "asia"): ((24.25, 38.05), (26.3, 38.45)),
    ("achaea", "creta"): ((23.15, 36.5), (23.75, 35.55)),
    ("creta", "asia"): ((26.15, 35.45), (27.75, 36.6)),
}

SEA_LABELS: list[tuple[str, Point, int]] = [
    ("Mare Internum", (5.5, 39.6), 0),
    ("Oceanus Atlanticus", (-8.6, 46.0), -70),
    ("Mare Germanicum", (3.3, 54.4), 0),
    ("Mare Adriaticum", (17.3, 42.45), -36),
    ("Mare Aegaeum", (25.05, 39.5), -70),
    ("Pontus Euxinus", (32.5, 43.6), 0),
    ("Mare Libycum", (21.2, 34.0), 0),
]
SMALL_SEA_LABELS = {"Mare Adriaticum", "Mare Aegaeum"}  # narrow seas
NEUTRAL_LABELS: list[tuple[str, Point]] = [
    ("Barbaricum", (16.0, 51.5)),
    ("Caledonia", (-3.6, 55.5)),
    ("Hibernia", (-8.0, 53.3)),
    ("Aegyptus", (33.3, 30.3)),
    ("Oriens", (35.0, 38.8)),
]


# Design value: the four century boxes (rulebook §Preparazione), in the Libyan desert at the bottom
# right; the table draws the peace tiles left in each (``data-century``) inside its box.
CENTURY_BOXES: list[tuple[int, str, Point]] = [
    (4, "IV", (21.0, 31.0)),
    (5, "V", (23.6, 31.0)),
    (6, "VI", (26.2, 31.0)),
    (7, "VII", (28.8, 31.0)),
]
CENTURY_BOX_SIZE = (80, 54)


SCALE = (KX, KY)  # viewBox units per degree, for Natural Earth's simplification and snapping


def _coast(landmass: str) -> list[Point]:
    return natural_earth.outline(LANDMASSES[landmass], SCALE, COAST_TOLERANCE)


@functools.cache
def _coast_ends() -> dict[Point, Point]:
    """Each end of a coast chain, as typed, and the vertex of Natural Earth's coast it stands for."""
    out = {}
    for landmass, start, end, _ in COASTS.values():
        coast = _coast(landmass)
        for p in (start, end):
            out[p] = coast[natural_earth.nearest(coast, p, SCALE)]
    return out


def chain(ref: str) -> list[Point]:
    """The points of a chain (``-name``: walked backwards); a coast from Natural Earth, a chain's
    ends that meet a coast moved onto it."""
    name = ref.lstrip("-")
    if name in COASTS:
        landmass, start, end, via = COASTS[name]
        points = natural_earth.arc(_coast(landmass), start, end, SCALE, via)
    else:
        ends = _coast_ends()
        points = [ends.get(p, p) for p in CHAINS[name]]
    return list(reversed(points)) if ref.startswith("-") else points


def ring(pid: str) -> list[Point]:
    """The closed outline of a province (first point not repeated); checks that its chains join."""
    if pid in ISLANDS:
        return list(natural_earth.outline(ISLANDS[pid], SCALE, COAST_TOLERANCE))
    return _join(pid, RINGS[pid])


def _join(name: str, refs: list[str], start: list[Point] | None = None) -> list[Point]:
    """The closed ring of ``start`` (its own points) followed by the chains ``refs``."""
    out: list[Point] = list(start or [])
    for ref in refs:
        pts = chain(ref)
        if out and out[-1] != pts[0]:
            raise ValueError(f"{name}: chain {ref} starts at {pts[0]}, not at {out[-1]}")
        out += pts[1:] if out else pts
    if out[0] != out[-1]:
        raise ValueError(f"{name}: ring does not close ({out[0]} .. {out[-1]})")
    return out[:-1]


def beyond(name: str) -> list[Point]:
    """The outline whose land is drawn dotted: ``BEYOND[name]`` closed by the frontier or the wall."""
    ends = _coast_ends()
    return _join(name, BEYOND_LINES[name], [ends.get(p, p) for p in BEYOND[name]])


def land() -> list[list[Point]]:
    """All of Natural Earth's land on the map (a little beyond its edges), as the map draws it."""
    east = LON_W + WIDTH / KX
    box = (LON_W - 0.3, LAT_S - 0.3, east + 0.3, LAT_N + 0.3)
    return natural_earth.rings_in(box, SCALE, COAST_TOLERANCE, MIN_ISLAND_AREA)


def land_borders() -> set[frozenset[str]]:
    """The pairs of provinces that share a border chain in the drawing."""
    users: dict[str, set[str]] = {}
    for pid, refs in RINGS.items():
        for ref in refs:
            users.setdefault(ref.lstrip("-"), set()).add(pid)
    return {frozenset(u) for u in users.values() if len(u) == 2}


def frontier_provinces() -> set[str]:
    """The provinces whose outline runs along the red frontier."""
    return {pid for pid, refs in RINGS.items() if any(r.lstrip("-") in FRONTIER for r in refs)}


def _path(points: list[Point], closed: bool = True) -> str:
    """An SVG path through ``points`` (projected; a point that rounds onto the one before is dropped)."""
    coords = [xy(p) for p in points]
    coords = [c for i, c in enumerate(coords) if i == 0 or c != coords[i - 1]]
    d = "M" + " ".join(f"{x:g},{y:g}" for x, y in coords)
    return d + ("Z" if closed else "")


def _paths(rings: list[list[Point]]) -> str:
    return " ".join(_path(r) for r in rings)


def _esc(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


#: Province names (the ``.name`` style below): font size, letter-spacing, halo stroke, line step.
NAME_SIZE, NAME_SPACING, NAME_HALO, NAME_STEP = 19, 0.4, 2.0, 21


def _label_lines(name: str, point: Point) -> list[tuple[str, float, float]]:
    """(text, x, baseline) of each line of a province name: one word a line, centred on ``point``."""
    x, y = xy(point)
    words = name.split(" ")
    lines = [name] if len(words) == 1 else words
    top = y - NAME_STEP * (len(lines) - 1) / 2
    return [(w, x, top + i * NAME_STEP) for i, w in enumerate(lines)]


def label_boxes(pid: str) -> list[Box]:
    """The approximate boxes of a province's name on the map (one a line, halo included)."""
    return [
        grow(text_box(x, base, w, NAME_SIZE, spacing=NAME_SPACING), NAME_HALO)
        for w, x, base in _label_lines(board.BY_ID[pid].latin, PLACES[pid][0])
    ]


def anchor_xy(pid: str) -> tuple[float, float]:
    """Where the table draws a province's tokens and rings (its ``data-x``/``data-y``)."""
    return xy(PLACES[pid][1])


def _label(pid: str, name: str, point: Point, css: str) -> str:
    spans = "".join(f'<tspan x="{x:g}" y="{base:g}">{_esc(w)}</tspan>' for w, x, base in _label_lines(name, point))
    return f'<text class="{css}" data-region="{pid}" text-anchor="middle">{spans}</text>'


def _arrow(a: str, b: str, p: Point, q: Point) -> str:
    (x1, y1), (x2, y2) = xy(p), xy(q)
    mx, my = (x1 + x2) / 2, (y1 + y2) / 2
    dx, dy = x2 - x1, y2 - y1
    bend = 0.18  # a gentle curve, so an arrow is not mistaken for a border
    cx, cy = round(mx - dy * bend, 1), round(my + dx * bend, 1)
    return (
        f'<path class="water-arrow" data-from="{a}" data-to="{b}" '
        f'd="M{x1:g},{y1:g} Q{cx:g},{cy:g} {x2:g},{y2:g}" marker-start="url(#arrow-start)" '
        f'marker-end="url(#arrow-end)"/>'
    )


STYLE = """
.province{stroke:#5b4a2e;stroke-width:1.6;stroke-linejoin:round}
.province.unplayable{fill:url(#hatch);stroke:#8a8a86}
.neutral{fill:#d8d0b6;stroke:#9c927a;stroke-width:1.2;stroke-linejoin:round}
.neutral.beyond{fill:url(#beyond)}
.frontier{fill:none;stroke:#c0201a;stroke-width:6;stroke-linecap:round;stroke-linejoin:round;opacity:.92}
.wall{fill:none;stroke:#5b4a2e;stroke-width:2.5;stroke-dasharray:6 4}
.water-arrow{fill:none;stroke:#1f4e79;stroke-width:3.2}
.name{font:700 19px Georgia,'Times New Roman',serif;fill:#2b2418;stroke:#fbf6e8;stroke-width:4;paint-order:stroke;
letter-spacing:.4px}
.name.unplayable{font-weight:400;font-style:italic;fill:#6d6d69}
.sea-name{font:italic 20px Georgia,serif;fill:#2f5f86;letter-spacing:3px;opacity:.85;stroke:#aacde3;stroke-width:3;
paint-order:stroke}
.sea-name.small{font-size:14px;letter-spacing:1px}
.land-name{font:italic 17px Georgia,serif;fill:#7c735d;letter-spacing:2px}
.century{fill:#f3ead2;stroke:#6b1d14;stroke-width:2}
.century-name{font:700 16px Georgia,serif;fill:#6b1d14;letter-spacing:1px}
.title{font:700 34px Georgia,serif;fill:#6b1d14;letter-spacing:6px}
.subtitle{font:italic 17px Georgia,serif;fill:#6b1d14}
""".strip()


def render() -> str:
    """The whole SVG document as text."""
    out = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {HEIGHT}" width="{WIDTH}" height="{HEIGHT}">',
        "<title>Attila: the late Roman Empire (design map, generated by tools/maps/attila.py)</title>",
        "<defs>",
        f"<style>{STYLE}</style>",
        '<linearGradient id="sea" x1="0" y1="0" x2="0" y2="1">'
        '<stop offset="0" stop-color="#9cc3dc"/><stop offset="1" stop-color="#b9d7e8"/></linearGradient>',
        '<pattern id="hatch" width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">'
        '<rect width="8" height="8" fill="#dcdcd8"/><line x1="0" y1="0" x2="0" y2="8" stroke="#a9a9a4" '
        'stroke-width="3"/></pattern>',
        '<pattern id="beyond" width="14" height="14" patternUnits="userSpaceOnUse">'
        '<rect width="14" height="14" fill="#d3cdb3"/><circle cx="4" cy="4" r="1.2" fill="#b3ab90"/>'
        '<circle cx="11" cy="10" r="1.2" fill="#b3ab90"/></pattern>',
        '<marker id="arrow-end" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="5" markerHeight="5" '
        'orient="auto"><path d="M0,0 L10,5 L0,10 Z" fill="#1f4e79"/></marker>',
        '<marker id="arrow-start" viewBox="0 0 10 10" refX="2" refY="5" markerWidth="5" markerHeight="5" '
        'orient="auto"><path d="M10,0 L0,5 L10,10 Z" fill="#1f4e79"/></marker>',
        "</defs>",
        f'<rect id="sea" x="0" y="0" width="{WIDTH}" height="{HEIGHT}" fill="url(#sea)"/>',
        '<g id="land">',
    ]
    # All land once, drawn plain, then again dotted where it lies beyond the frontier and the wall.
    out.append(f'<defs><path id="land-shape" d="{_paths(land())}"/></defs>')
    out.append('<use href="#land-shape" class="neutral" data-land="land"/>')
    for name in BEYOND:
        out.append(
            f'<clipPath id="clip-{name}"><path d="{_path(beyond(name))}"/></clipPath>'
            f'<use href="#land-shape" class="neutral beyond" data-land="{name}" clip-path="url(#clip-{name})"/>'
        )
    out.append("</g>")
    out.append('<g id="regions">')
    for prov in board.PROVINCES:
        pts = ring(prov.id)
        anchor = xy(PLACES[prov.id][1])
        css = "province" + (" start" if prov.start else "") + ("" if prov.playable else " unplayable")
        fill = f' fill="{FILLS[prov.id]}"' if prov.playable else ""
        out.append(
            f'<path id="region-{prov.id}" class="{css}" data-region="{prov.id}" data-x="{anchor[0]:g}" '
            f'data-y="{anchor[1]:g}"{fill} d="{_path(pts)}"><title>{_esc(prov.latin)}</title></path>'
        )
    out.append("</g>")
    out.append('<g id="frontier">')
    for ref in FRONTIER:
        out.append(f'<path class="frontier" d="{_path(chain(ref), closed=False)}"/>')
    out.append(f'<path class="wall" d="{_path(chain("w_bri"), closed=False)}"/>')
    out.append("</g>")
    out.append('<g id="arrows">')
    for a, b in board.WATER_ARROWS:
        p, q = ARROWS[(a, b)]
        out.append(_arrow(a, b, p, q))
    out.append("</g>")
    out.append('<g id="sea-labels">')
    for text, point, angle in SEA_LABELS:
        x, y = xy(point)
        rot = f' transform="rotate({angle} {x:g} {y:g})"' if angle else ""
        css = "sea-name small" if text in SMALL_SEA_LABELS else "sea-name"
        out.append(f'<text class="{css}" x="{x:g}" y="{y:g}" text-anchor="middle"{rot}>{_esc(text)}</text>')
    for text, point in NEUTRAL_LABELS:
        x, y = xy(point)
        out.append(f'<text class="land-name" x="{x:g}" y="{y:g}" text-anchor="middle">{_esc(text)}</text>')
    tx, ty = xy((-10.0, 30.9))
    out.append(f'<text class="title" x="{tx:g}" y="{ty:g}">ATTILA</text>')
    out.append(f'<text class="subtitle" x="{tx:g}" y="{ty + 24:g}">Imperium Romanum, saec. IV–VII</text>')
    out.append("</g>")
    out.append('<g id="centuries">')
    w, h = CENTURY_BOX_SIZE
    for century, roman, point in CENTURY_BOXES:
        x, y = xy(point)
        out.append(
            f'<rect class="century" data-century="{century}" x="{x:g}" y="{y:g}" width="{w}" height="{h}" rx="6"/>'
        )
        out.append(
            f'<text class="century-name" x="{x + w / 2:g}" y="{y - 6:g}" text-anchor="middle">Saec. {roman}</text>'
        )
    out.append("</g>")
    out.append('<g id="labels">')
    for prov in board.PROVINCES:
        css = "name" + ("" if prov.playable else " unplayable")
        out.append(_label(prov.id, prov.latin, PLACES[prov.id][0], css))
    out.append("</g>")
    out.append("</svg>")
    return "\n".join(out) + "\n"


def outputs() -> dict[Path, str]:
    """The file this generator writes and its text."""
    return {SVG_PATH: render()}


def main(argv: list[str] | None = None) -> int:
    return command.run("tools.maps.attila", __doc__ or "", outputs, argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
