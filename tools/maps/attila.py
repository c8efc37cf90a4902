"""Build the Attila map: ``assets/maps/attila.svg``.

    python -m tools.maps.attila          # rewrite the SVG
    python -m tools.maps.attila --check  # exit 1 if the committed SVG differs

The late Roman Empire around the Mediterranean, drawn from real geography:
coasts, province borders and the Rhine-Danube frontier are typed here as
chains of (longitude, latitude) points (coarse, from an atlas; no external
data) and projected equirectangularly.  Each province is a ring of chains;
a border chain is shared by the two provinces it separates, so the land
borders can be read off the drawing and tests/attila/test_board.py checks
them against ``game.attila.board``.  Chains named ``f_*`` make the red
frontier: the starting provinces are exactly those whose ring uses one.
Names, playability and water arrows come from ``game.attila.board``.
"""

from __future__ import annotations

import argparse
import math
import sys
from pathlib import Path

from game.attila import board

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


# --- chains: coasts (c_), borders between two provinces (b_), frontier (f_) ---------
CHAINS: dict[str, list[Point]] = {
    # Hispania
    "c_tarr_n": [(-1.8, 43.4), (-3.8, 43.45), (-5.8, 43.6), (-8.0, 43.75), (-9.3, 43.1), (-8.9, 42.1), (-8.65, 41.15)],
    "b_lus_tarr": [(-8.65, 41.15), (-6.5, 41.2), (-5.0, 40.6), (-4.5, 38.9)],
    "b_lus_baet": [(-4.5, 38.9), (-6.0, 38.3), (-7.0, 38.2), (-7.4, 37.6), (-7.4, 37.2)],
    "c_lus": [(-8.65, 41.15), (-9.0, 40.0), (-9.5, 38.8), (-8.8, 38.3), (-8.9, 37.0), (-8.0, 37.05), (-7.4, 37.2)],
    "c_baet": [(-7.4, 37.2), (-6.3, 36.8), (-5.6, 36.0), (-4.4, 36.7), (-2.2, 36.75), (-1.9, 37.2)],
    "b_baet_tarr": [(-4.5, 38.9), (-3.0, 38.3), (-2.3, 37.7), (-1.9, 37.2)],
    "c_tarr_e": [
        (-1.9, 37.2), (-0.7, 37.6), (-0.4, 38.4), (0.2, 38.8), (-0.3, 39.5), (0.9, 40.8), (2.2, 41.4), (3.2, 41.9),
        (3.15, 42.45),
    ],
    "b_tarr_nar": [(3.15, 42.45), (2.2, 42.45), (1.0, 42.65)],
    "b_tarr_aq": [(1.0, 42.65), (-0.5, 42.8), (-1.8, 43.4)],
    # Gallia
    "c_aq": [(-1.8, 43.4), (-1.45, 44.6), (-1.2, 45.7), (-1.6, 46.4), (-2.2, 47.25)],
    "b_aq_lug": [(-2.2, 47.25), (1.0, 47.3), (3.0, 46.8), (3.9, 45.6)],
    "b_aq_nar": [(1.0, 42.65), (1.5, 43.5), (2.6, 44.3), (3.9, 45.6)],
    "c_nar": [
        (3.15, 42.45), (3.05, 43.0), (3.6, 43.4), (4.8, 43.35), (5.4, 43.2), (6.2, 43.1), (6.9, 43.5), (7.3, 43.7),
    ],
    "b_nar_ita": [(7.3, 43.7), (7.0, 44.3), (6.7, 45.0), (7.4, 45.9)],
    "b_nar_ger": [(5.9, 46.3), (6.9, 46.0), (7.4, 45.9)],
    "b_nar_lug": [(3.9, 45.6), (4.8, 45.8), (5.9, 46.3)],
    "c_lug": [
        (-2.2, 47.25), (-2.5, 47.4), (-3.5, 47.7), (-4.5, 47.9), (-4.7, 48.4), (-3.5, 48.8), (-2.0, 48.6),
        (-1.5, 48.65), (-1.9, 49.7), (-1.2, 49.35), (0.1, 49.45), (1.0, 49.9), (1.6, 50.2),
    ],
    "b_lug_bel": [(1.6, 50.2), (2.5, 49.2), (3.5, 48.6), (4.8, 47.9)],
    "b_lug_ger": [(4.8, 47.9), (5.4, 47.0), (5.9, 46.3)],
    "c_bel": [(1.6, 50.2), (1.6, 50.9), (2.5, 51.1), (3.5, 51.4), (4.0, 51.5)],
    "b_bel_ger": [(4.0, 51.5), (4.6, 50.9), (5.3, 50.3), (5.8, 49.5), (5.6, 48.6), (4.8, 47.9)],
    # Rhine and Danube
    "c_ger": [(4.0, 51.5), (3.95, 51.85), (4.4, 52.2)],
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
    "c_ita_w": [(7.3, 43.7), (8.0, 43.9), (8.9, 44.4), (9.8, 44.1), (10.3, 43.7)],
    "b_ita_sub": [(10.3, 43.7), (11.5, 43.9), (12.5, 43.8), (13.5, 43.6)],
    "c_ita_e": [
        (13.5, 43.6), (12.6, 44.1), (12.3, 44.9), (12.4, 45.4), (13.1, 45.65), (13.6, 45.75), (13.75, 45.1),
        (13.9, 44.8), (14.4, 45.3),
    ],
    "b_ita_dal": [(14.4, 45.3), (14.8, 45.45)],
    "c_sub": [
        (13.5, 43.6), (14.2, 42.5), (15.0, 42.0), (15.9, 41.95), (16.15, 41.75), (15.9, 41.55), (16.9, 41.1),
        (18.0, 40.6), (18.5, 40.1), (18.3, 39.8), (17.2, 40.45), (16.6, 40.1), (16.6, 39.6), (17.1, 39.0),
        (16.5, 38.5), (16.1, 37.95), (15.65, 38.0), (15.9, 38.7), (16.2, 38.9), (16.0, 39.35), (15.6, 40.07),
        (15.0, 40.35), (14.75, 40.68), (14.35, 40.6), (14.25, 40.83), (13.57, 41.2), (13.05, 41.23), (12.3, 41.73),
        (11.8, 42.1), (11.1, 42.45), (10.5, 42.95), (10.3, 43.55), (10.3, 43.7),
    ],
    # Illyricum, the Moesiae, Thracia, Macedonia, Achaea
    "c_dal": [
        (14.4, 45.3), (14.9, 44.9), (15.5, 44.2), (15.9, 43.5), (16.5, 43.5), (17.5, 43.0), (18.1, 42.65),
        (18.7, 42.3), (19.5, 41.85),
    ],
    "b_dal_mac": [(19.5, 41.85), (19.8, 41.95), (20.5, 42.1)],
    "b_dal_ms": [(19.4, 44.6), (19.6, 43.5), (20.5, 42.1)],
    "f_ms": [(20.45, 44.82), (21.5, 44.75), (22.5, 44.6), (22.9, 43.9), (24.0, 43.75), (24.5, 43.72)],
    "b_ms_mi": [(24.5, 43.72), (24.0, 43.2), (23.6, 42.8)],
    "b_ms_thr": [(23.6, 42.8), (23.0, 42.3), (22.6, 41.9)],
    "b_ms_mac": [(22.6, 41.9), (21.5, 42.2), (20.5, 42.1)],
    "f_mi": [(24.5, 43.72), (25.5, 43.75), (26.5, 44.1), (28.0, 44.15), (28.2, 45.2), (29.7, 45.2)],
    "c_mi": [(29.7, 45.2), (29.0, 44.8), (28.65, 44.2), (28.6, 43.4), (27.9, 42.7)],
    "b_mi_thr": [(27.9, 42.7), (26.5, 42.45), (25.0, 42.4), (23.6, 42.8)],
    "c_thr": [
        (27.9, 42.7), (27.75, 42.4), (28.0, 41.9), (28.95, 41.25), (28.9, 41.02), (28.0, 41.0), (27.0, 40.6),
        (26.6, 40.35), (26.2, 40.05), (26.35, 40.5), (26.0, 40.75), (25.5, 40.85), (24.4, 40.95),
    ],
    "b_thr_mac": [(22.6, 41.9), (23.5, 41.4), (24.4, 40.95)],
    "c_mac_w": [(19.5, 41.85), (19.45, 41.3), (19.4, 40.6), (19.9, 39.95), (20.3, 39.3), (21.0, 39.0)],
    "b_mac_ach": [(21.0, 39.0), (21.8, 39.1), (22.7, 38.85)],
    "c_mac_e": [(22.7, 38.85), (23.0, 39.3), (22.6, 40.0), (22.9, 40.6), (23.3, 40.2), (23.9, 39.95), (23.8, 40.4),
                (24.4, 40.95)],
    "c_ach": [
        (22.7, 38.85), (23.3, 38.45), (24.05, 38.2), (24.0, 37.65), (23.6, 37.95), (23.0, 37.92), (23.2, 37.6),
        (23.4, 37.35), (22.8, 37.5), (22.75, 37.0), (23.2, 36.45), (22.55, 36.65), (22.45, 36.4), (22.1, 37.0),
        (21.7, 36.8), (21.6, 37.3), (21.1, 37.85), (21.4, 38.2), (21.75, 38.25), (22.5, 38.05), (22.9, 38.02),
        (22.4, 38.35), (21.85, 38.38), (21.4, 38.4), (21.1, 38.6), (21.0, 39.0),
    ],
    # Asia, Africa, Mauretania
    "c_asia": [
        (33.3, 42.0), (31.5, 41.3), (30.5, 41.15), (29.2, 41.2), (29.15, 40.98), (29.9, 40.75), (29.0, 40.4),
        (27.5, 40.35), (26.4, 40.15), (26.1, 39.5), (26.6, 39.3), (26.8, 38.7), (26.4, 38.3), (27.2, 37.9),
        (27.3, 37.0), (28.2, 36.7), (29.6, 36.2), (30.6, 36.85), (32.0, 36.5), (33.0, 36.1),
    ],
    "e_asia": [(33.0, 36.1), (33.15, 39.0), (33.3, 42.0)],
    "c_mau": [
        (-7.6, 33.5), (-6.8, 34.0), (-6.2, 35.0), (-5.9, 35.8), (-5.3, 35.9), (-4.0, 35.2), (-2.2, 35.1), (0.0, 35.9),
        (1.5, 36.5), (3.0, 36.8), (5.0, 36.8), (6.5, 37.0),
    ],
    "b_afr_mau": [(6.6, 35.2), (6.5, 37.0)],
    "s_mau": [(6.6, 35.2), (4.0, 34.2), (1.0, 33.6), (-2.0, 33.2), (-5.0, 32.8), (-7.6, 33.5)],
    "c_afr": [
        (6.5, 37.0), (8.6, 36.9), (9.8, 37.3), (10.3, 36.9), (11.0, 37.05), (10.5, 36.4), (11.1, 35.5), (10.2, 34.3),
        (11.0, 33.5), (12.5, 32.8), (13.2, 32.9), (15.2, 32.3), (15.6, 31.9),
    ],
    "s_afr": [(15.6, 31.9), (13.5, 31.4), (11.0, 31.8), (8.0, 33.0), (6.6, 35.2)],
    # Britannia and Hadrian's wall
    "c_bri": [
        (-1.4, 55.0), (-0.5, 54.5), (0.1, 53.6), (0.3, 53.1), (1.75, 52.6), (1.6, 52.0), (0.9, 51.4), (1.4, 51.15),
        (0.3, 50.75), (-1.3, 50.78), (-3.0, 50.65), (-4.2, 50.35), (-5.7, 50.05), (-4.5, 51.2), (-3.0, 51.45),
        (-4.2, 51.55), (-5.2, 51.75), (-4.1, 52.3), (-4.1, 52.85), (-4.6, 53.3), (-3.0, 53.4), (-3.0, 53.9),
        (-3.4, 54.4), (-3.1, 54.95),
    ],
    "w_bri": [(-3.1, 54.95), (-1.4, 55.0)],
}  # fmt: skip

# Islands that are whole rings.
ISLANDS: dict[str, list[Point]] = {
    "sicilia": [(15.65, 38.25), (15.1, 37.5), (15.1, 36.7), (14.3, 36.9), (12.4, 37.8), (12.7, 38.15), (13.4, 38.2),
                (14.5, 38.05)],
    "sardinia": [(9.2, 41.25), (9.8, 40.9), (9.7, 39.6), (9.5, 39.1), (8.95, 39.0), (8.4, 38.95), (8.4, 39.7),
                 (8.5, 40.3), (8.2, 40.9)],
    "corsica": [(9.4, 43.0), (9.55, 42.6), (9.45, 42.0), (9.2, 41.4), (8.8, 41.6), (8.6, 42.2), (8.6, 42.6),
                (9.3, 42.95)],
    "creta": [(23.5, 35.3), (24.3, 35.5), (25.5, 35.35), (26.3, 35.25), (26.2, 35.0), (24.8, 34.95), (23.5, 35.2)],
}  # fmt: skip

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

# Land that is no province: beyond the frontier, Caledonia, Hibernia, Africa and the East, small islands.
NEUTRAL: dict[str, list[Point]] = {
    "barbaricum": [
        (4.4, 52.2), (4.75, 52.95), (5.5, 53.4), (7.0, 53.6), (8.8, 54.0), (8.6, 54.9), (8.5, 55.8), (9.7, 55.8),
        (9.9, 54.7), (10.9, 54.4), (12.5, 54.45), (14.2, 53.95), (16.5, 54.55), (18.6, 54.4), (19.9, 54.95),
        (21.2, 55.8), (37.5, 55.8), (37.5, 45.3), (36.6, 45.3), (35.5, 45.1), (34.5, 44.6), (33.5, 44.5),
        (32.5, 45.4), (33.6, 45.9), (32.5, 46.1), (31.0, 46.6), (30.2, 45.8),
    ]
    + [p for ref in reversed(FRONTIER) for p in list(reversed(CHAINS[ref]))[:-1]],
    "caledonia": [(-1.4, 55.0), (-1.6, 55.6), (-2.2, 56.0), (-5.6, 56.3), (-4.9, 55.7), (-5.0, 54.8), (-3.1, 54.95)],
    "hibernia": [(-6.2, 53.3), (-6.0, 52.2), (-7.0, 52.1), (-8.5, 51.6), (-10.3, 51.9), (-9.9, 53.4), (-10.0, 54.2),
                 (-8.3, 55.2), (-6.2, 55.2), (-5.5, 54.4)],
    "oriens": [(-10.9, 29.0), (-10.9, 29.5), (-9.8, 30.5), (-9.3, 32.5), (-8.5, 33.3)]
    + CHAINS["c_mau"]
    + CHAINS["c_afr"][1:]
    + [
        (17.5, 31.0), (18.5, 30.4), (19.6, 30.5), (20.1, 31.5), (20.0, 32.1), (21.5, 32.9), (23.0, 32.6),
        (25.0, 31.6), (27.0, 31.35), (29.9, 31.2), (31.0, 31.55), (32.3, 31.25), (34.3, 31.3), (34.9, 32.6),
        (35.5, 33.9), (35.9, 34.7), (35.9, 35.9), (36.2, 36.6), (34.6, 36.8), (33.0, 36.1), (33.3, 42.0),
        (35.0, 42.1), (36.5, 41.6), (37.5, 41.3), (37.5, 29.0),
    ],
    "cyprus": [(32.3, 35.1), (32.9, 35.4), (34.0, 35.5), (34.6, 35.7), (33.9, 35.0), (33.0, 34.6)],
    "balearis": [(2.35, 39.6), (2.9, 39.95), (3.45, 39.75), (3.1, 39.3), (2.7, 39.5)],
}  # fmt: skip

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
    "germania": ((6.95, 49.95), (7.6, 46.95)),
    "raetia": ((10.84, 46.61), (11.73, 48.13)),
    "noricum": ((14.62, 48.13), (14.32, 46.83)),
    "pannonia": ((17.2, 45.46), (17.2, 46.98)),
    "moesia_superior": ((21.04, 44.37), (22.23, 42.74)),
    "moesia_inferior": ((28.0, 43.2), (25.0, 43.15)),
    "dalmatia": ((17.53, 44.5), (18.42, 43.2)),
    "thracia": ((24.6, 41.53), (27.58, 41.42)),
    "macedonia": ((21.45, 41.18), (21.75, 39.77)),
    "achaea": ((22.64, 38.16), (22.64, 36.85)),
    "creta": ((24.9, 33.63), (24.9, 35.16)),
    "asia": ((30.07, 39.66), (30.37, 38.35)),
    "italia_annonaria": ((10.19, 45.81), (10.49, 44.18)),
    "italia_suburbicaria": ((12.9, 42.75), (16.2, 40.6)),
    "sicilia": ((13.99, 38.87), (14.29, 37.57)),
    "africa": ((9.09, 35.66), (9.09, 34.35)),
    "mauretania": ((-1.2, 34.75), (2.8, 35.25)),
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
    ("Mare Germanicum", (2.2, 53.6), 0),
    ("Mare Adriaticum", (17.05, 42.2), -36),
    ("Mare Aegaeum", (25.0, 39.55), -70),
    ("Pontus Euxinus", (32.5, 43.6), 0),
    ("Mare Libycum", (22.5, 34.0), 0),
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


def chain(ref: str) -> list[Point]:
    points = CHAINS[ref.lstrip("-")]
    return list(reversed(points)) if ref.startswith("-") else list(points)


def ring(pid: str) -> list[Point]:
    """The closed outline of a province (first point not repeated); checks that its chains join."""
    if pid in ISLANDS:
        return list(ISLANDS[pid])
    out: list[Point] = []
    for ref in RINGS[pid]:
        pts = chain(ref)
        if out and out[-1] != pts[0]:
            raise ValueError(f"{pid}: chain {ref} starts at {pts[0]}, not at {out[-1]}")
        out += pts[1:] if out else pts
    if out[0] != out[-1]:
        raise ValueError(f"{pid}: ring does not close ({out[0]} .. {out[-1]})")
    return out[:-1]


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
    coords = [xy(p) for p in points]
    d = "M" + " L".join(f"{x:g},{y:g}" for x, y in coords)
    return d + (" Z" if closed else "")


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
.sea-name{font:italic 20px Georgia,serif;fill:#2f5f86;letter-spacing:3px;opacity:.85}
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
    for name, pts in NEUTRAL.items():
        css = "neutral beyond" if name in ("barbaricum", "caledonia") else "neutral"
        out.append(f'<path class="{css}" data-land="{name}" d="{_path(pts)}"/>')
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
        out.append(f'<path class="frontier" d="{_path(CHAINS[ref], closed=False)}"/>')
    out.append(f'<path class="wall" d="{_path(CHAINS["w_bri"], closed=False)}"/>')
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


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.maps.attila", description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="exit 1 if the committed SVG is not up to date")
    args = parser.parse_args(argv)
    text = render()
    if args.check:
        if not SVG_PATH.exists() or SVG_PATH.read_text(encoding="utf-8") != text:
            print(f"{SVG_PATH} is out of date: run python -m tools.maps.attila", file=sys.stderr)
            return 1
        return 0
    SVG_PATH.parent.mkdir(parents=True, exist_ok=True)
    SVG_PATH.write_text(text, encoding="utf-8")
    print(f"wrote {SVG_PATH}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
