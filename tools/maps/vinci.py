"""Build the Vinci map: ``assets/maps/vinci.svg`` and ``game/vinci/topology.py``.

    python -m tools.maps.vinci          # rewrite both files
    python -m tools.maps.vinci --check  # exit 1 if the committed files differ

The map is drawn from real geography: Natural Earth's land (tools/maps/natural_earth.py),
projected equirectangularly at 48 degrees north, is laid on a grid of small hexagons; a
hexagon is land when its centre is.  Water the grid cuts off from every sea zone (the White
Sea behind its narrows) counts as land.  Each land hexagon goes to the nearest province seed
on the same landmass and each sea hexagon to the nearest sea-zone seed on the same water
body; a province is the union of its hexagons.  The engine's topology (shared borders,
coasts, sea zones, the map edge) is read off the same grid, so the drawing and the rules
agree by construction; the seeds are tuned so that the topology stays the one the engine was
written for, and tests/vinci/test_board.py checks it.  Province names, terrain and markings
come from ``game.vinci.board``.
"""

from __future__ import annotations

import functools
import math
import sys
from collections.abc import Iterable
from pathlib import Path

from game.vinci import board

from . import command, natural_earth
from .bilingual import EN_ATTRS, IT_ATTRS, twins
from .layout import Box, boxes_meet, circle_meets_box, grow, text_box

ROOT = Path(__file__).resolve().parents[2]
SVG_PATH = ROOT / "assets" / "maps" / "vinci.svg"
TOPOLOGY_PATH = ROOT / "game" / "vinci" / "topology.py"

# --- projection and layout (viewBox units) -----------------------------------
LON_W, LON_E = -12.0, 44.0
LAT_N, LAT_S = 71.8, 33.4
TRACK_CELL = 30.0  # one space of the score track
TRACK_SIDE = 26  # spaces per side, corners shared: 4 * 25 = 100 spaces (0..99)
FRAME = 10.0
MAP_X0 = FRAME + TRACK_CELL
MAP_Y0 = FRAME + TRACK_CELL
MAP_SIZE = TRACK_CELL * (TRACK_SIDE - 2)
KX = MAP_SIZE / (LON_E - LON_W)  # px per degree of longitude
KY = MAP_SIZE / (LAT_N - LAT_S)  # px per degree of latitude
HEX_W = 12.0  # width of a pointy-top hexagon
HEX_R = HEX_W / math.sqrt(3)
ROW_H = 1.5 * HEX_R
COLS = int(MAP_SIZE / HEX_W) + 1
ROWS = int(MAP_SIZE / ROW_H) + 1
PANEL_X = FRAME + TRACK_CELL * TRACK_SIDE + 12
WIDTH = PANEL_X + 190
HEIGHT = FRAME * 2 + TRACK_CELL * TRACK_SIDE

#: Map detail (design values): Natural Earth's coast simplified to this many viewBox units before the
#: hexagons are laid on it; islands under this area (square units) left out.
COAST_TOLERANCE = 0.5
MIN_ISLAND_AREA = 4.0

# --- seeds: where each region grows from (lon, lat) ---------------------------
PROVINCE_SEEDS: dict[str, list[tuple[float, float]]] = {
    "irlanda": [(-8, 53.3)],
    "scozia": [(-4.3, 57)],
    "inghilterra": [(-0.4, 52.9), (-1.6, 54.3), (-0.8, 52.0)],
    "galles": [(-3.7, 52.2)],
    "portogallo": [(-8.0, 41.5), (-8.2, 38.5)],
    "castiglia": [(-4.0, 40.5), (-5.5, 42.5)],
    "andalusia": [(-5.0, 37.5)],
    "aragona": [(-0.8, 41.5), (-0.7, 39.3)],
    "bretagna": [(-2.8, 48.0)],
    "francia": [(2.3, 48.5)],
    "aquitania": [(0.0, 44.8)],
    "provenza": [(5.0, 44.0)],
    "fiandre": [(4.5, 51.3), (6, 52.8)],
    "renania": [(7.5, 50.3)],
    "sassonia": [(11.5, 51.8), (10, 53.3)],
    "baviera": [(11.0, 48.7)],
    "prussia": [(17.5, 54), (20.5, 54.3)],
    "danimarca": [(9.3, 56.0)],
    "alpi": [(8.5, 46.6), (6.5, 45.5)],
    "austria": [(14.5, 47.3)],
    "nord_italia": [(10.5, 45.2)],
    "roma": [(12.3, 42.8)],
    "napoli": [(15.8, 40.8)],
    "sicilia": [(14.2, 37.5)],
    "sardegna": [(9.0, 40.2)],
    "boemia": [(14.5, 50.0)],
    "polonia": [(19.5, 51.5), (24, 52.5)],
    "ungheria": [(19.5, 47.0)],
    "transilvania": [(24.5, 46.5), (23, 48.5)],
    "illiria": [(16.5, 44.5)],
    "serbia": [(21, 43.8)],
    "valacchia": [(26, 44.5), (28.5, 46.5)],
    "grecia": [(21.8, 39.5), (20, 41)],
    "tracia": [(25.5, 42.0)],
    "livonia": [(25.0, 57.2), (28, 55)],
    "ucraina": [(31.5, 48.5), (35, 47.5)],
    "moscovia": [(37, 55.5), (36, 61)],
    "norvegia": [(8.5, 61), (13, 65.5)],
    "svezia": [(15, 59.5), (14, 57)],
    "finlandia": [(26, 62.5), (30, 61)],
    "lapponia": [(22, 68), (30, 67), (38, 67), (37.5, 64.2), (40.5, 64.6), (43.5, 66.0)],
    "asia_minore": [(29.5, 38.5)],
    "anatolia": [(36, 39.5), (40, 40)],
    "mauritania": [(-3, 34.6), (0, 35.3)],
    "cartagine": [(7, 35.4), (4, 36.2)],
}
SEA_SEEDS: dict[str, list[tuple[float, float]]] = {
    "atlantico": [(-10.5, 45.5), (-11, 38), (-11, 55), (-9, 58.5), (-5, 45.5), (-8, 36.3)],
    "mare_artico": [(0, 66), (15, 70.5), (35, 70.5)],
    "mare_del_nord": [(3, 56), (4, 59)],
    "mare_d_irlanda": [(-5.2, 54.4), (-5, 53.8)],
    "manica": [(-1.8, 50.1)],
    "baltico": [(18, 56.5), (20, 58.5), (26, 59.8)],
    "botnia": [(20, 62.5), (22, 64.5)],
    "mediterraneo": [(5, 38.6), (3, 39.5), (-2, 36.7)],
    "tirreno": [(11.5, 40.0), (9.0, 43.5)],
    "adriatico": [(15.5, 43.0), (13.5, 44.5)],
    "ionio": [(18.5, 37.0), (15, 35), (21, 35)],
    "egeo": [(25.2, 37.0), (25.0, 38.5), (27, 35.5)],
    "mar_nero": [(33.5, 43.5), (36, 45.8)],
}

# --- colours (terrain as the rulebook names it) ------------------------------
TERRAIN_FILL = {
    board.PLAIN: "#d9c79a",
    board.FARMLAND: "#f2d64b",
    board.PASTURE: "#a9d46f",
    board.FOREST: "#3f7a3a",
    board.MOUNTAIN: "#9a9a9a",
}
SEA_FILL = "#1f4e8c"
COAST = "#8cc8ea"

Cell = tuple[int, int]


def project(lon: float, lat: float) -> tuple[float, float]:
    return MAP_X0 + (lon - LON_W) * KX, MAP_Y0 + (LAT_N - lat) * KY


def unproject(x: float, y: float) -> tuple[float, float]:
    return LON_W + (x - MAP_X0) / KX, LAT_N - (y - MAP_Y0) / KY


def centre(cell: Cell) -> tuple[float, float]:
    r, c = cell
    return MAP_X0 + HEX_W * (c + 0.5 * (r % 2)), MAP_Y0 + ROW_H * r


def cells() -> list[Cell]:
    return [(r, c) for r in range(ROWS) for c in range(COLS)]


def neighbours(cell: Cell) -> list[Cell]:
    """The six cells around ``cell`` (odd rows shifted right), in corner order."""
    r, c = cell
    d = r % 2
    out = [(r, c + 1), (r + 1, c - 1 + d), (r + 1, c + d), (r, c - 1), (r - 1, c - 1 + d), (r - 1, c + d)]
    return [(rr, cc) for rr, cc in out if 0 <= rr < ROWS and 0 <= cc < COLS]


def _edge_neighbour(cell: Cell, k: int) -> Cell | None:
    """The cell across edge ``k`` (between corners k and k+1), or None off the grid."""
    r, c = cell
    d = r % 2
    across = [(r + 1, c + d), (r + 1, c - 1 + d), (r, c - 1), (r - 1, c - 1 + d), (r - 1, c + d), (r, c + 1)][k]
    return across if 0 <= across[0] < ROWS and 0 <= across[1] < COLS else None


def corner(cell: Cell, k: int) -> tuple[float, float]:
    """Corner ``k`` of a pointy-top hexagon, clockwise from the right-lower one."""
    x, y = centre(cell)
    angle = math.radians(30 + 60 * k)
    return x + HEX_R * math.cos(angle), y + HEX_R * math.sin(angle)


@functools.cache
def land_cells() -> frozenset[Cell]:
    """The hexagons whose centre lies on Natural Earth's land (even-odd over every ring on the map)."""
    box = (LON_W - 1.0, LAT_S - 1.0, LON_E + 1.0, LAT_N + 1.0)
    rings = natural_earth.rings_in(box, (KX, KY), COAST_TOLERANCE, MIN_ISLAND_AREA)
    out = set()
    for r in range(ROWS):
        lat = unproject(*centre((r, 0)))[1]
        xs = sorted(
            x1 + (lat - y1) * (x2 - x1) / (y2 - y1)
            for ring in rings
            for (x1, y1), (x2, y2) in zip(ring, ring[1:] + ring[:1])
            if (y1 > lat) != (y2 > lat)
        )
        for c in range(COLS):
            lon = unproject(*centre((r, c)))[0]
            if sum(1 for x in xs if x < lon) % 2:
                out.add((r, c))
    return frozenset(out)


def is_land(cell: Cell) -> bool:
    return cell in land_cells()


def _components(pool: set[Cell]) -> dict[Cell, int]:
    label: dict[Cell, int] = {}
    n = 0
    for start in sorted(pool):
        if start in label:
            continue
        label[start] = n
        todo = [start]
        while todo:
            cur = todo.pop()
            for nxt in neighbours(cur):
                if nxt in pool and nxt not in label:
                    label[nxt] = n
                    todo.append(nxt)
        n += 1
    return label


def _assign(pool: set[Cell], seeds: dict[str, list[tuple[float, float]]]) -> dict[Cell, str]:
    """Each cell of ``pool`` to the nearest seed on the same connected body."""
    comp = _components(pool)
    placed: list[tuple[str, tuple[float, float], int]] = []
    for region, points in seeds.items():
        for lon, lat in points:
            p = project(lon, lat)
            near = min(pool, key=lambda cl: (math.dist(centre(cl), p), cl))
            placed.append((region, p, comp[near]))
    out: dict[Cell, str] = {}
    for cl in sorted(pool):
        options = [(math.dist(centre(cl), p), region) for region, p, k in placed if k == comp[cl]]
        if options:
            out[cl] = min(options)[1]
    _merge_strays(out)
    return out


def _merge_strays(out: dict[Cell, str]) -> None:
    """Give every detached fragment of a region to the neighbour it touches most,
    so each region is one piece (the largest fragment stays)."""
    changed = True
    while changed:
        changed = False
        for region in sorted(set(out.values())):
            mine = {c for c, r in out.items() if r == region}
            parts: dict[int, set[Cell]] = {}
            for c, k in _components(mine).items():
                parts.setdefault(k, set()).add(c)
            if len(parts) < 2:
                continue
            keep = max(parts.values(), key=lambda p: (len(p), min(p)))
            for part in parts.values():
                if part is keep:
                    continue
                around = [out[n] for c in part for n in neighbours(c) if n in out and out[n] != region]
                if not around:
                    continue
                new = max(sorted(set(around)), key=around.count)
                for c in part:
                    out[c] = new
                changed = True


def _lakes(water: set[Cell]) -> set[Cell]:
    """Water cut off from every sea zone's seed on the grid (the White Sea behind its narrows): drawn as land."""
    comp = _components(water)
    seeded = set()
    for points in SEA_SEEDS.values():
        for lon, lat in points:
            p = project(lon, lat)
            seeded.add(comp[min(water, key=lambda cl: (math.dist(centre(cl), p), cl))])
    return {cl for cl in water if comp[cl] not in seeded}


def build_grid() -> dict[Cell, str]:
    """The region id of every hexagon of the map (tiny seedless islets are dropped into the sea)."""
    land = {cl for cl in cells() if is_land(cl)}
    land |= _lakes(set(cells()) - land)
    owner = _assign(land, PROVINCE_SEEDS)
    sea = set(cells()) - set(owner)
    owner.update(_assign(sea, SEA_SEEDS))
    missing = set(cells()) - set(owner)
    if missing:
        raise SystemExit(f"vinci map: {len(missing)} cells belong to no region, e.g. {sorted(missing)[:3]}")
    return owner


def on_edge(cell: Cell) -> bool:
    r, c = cell
    return r == 0 or r == ROWS - 1 or c == 0 or c == COLS - 1


# --- topology -------------------------------------------------------------------


def topology(grid: dict[Cell, str]) -> dict[str, object]:
    provinces = set(board.PROVINCE_IDS)
    land_pairs: set[tuple[str, str]] = set()
    coast_pairs: set[tuple[str, str]] = set()
    sea_pairs: set[tuple[str, str]] = set()
    shores: dict[str, set[str]] = {s: set() for s in board.SEA_IDS}
    edge_p: set[str] = set()
    edge_s: set[str] = set()
    for cl, a in grid.items():
        if on_edge(cl):
            (edge_p if a in provinces else edge_s).add(a)
        for nb in neighbours(cl):
            b = grid[nb]
            if a == b:
                continue
            pair = (min(a, b), max(a, b))
            if a in provinces and b in provinces:
                land_pairs.add(pair)
                common = set(neighbours(cl)) & set(neighbours(nb))
                if any(grid[x] not in provinces for x in common):
                    coast_pairs.add(pair)
            elif a in provinces:
                shores[b].add(a)
            elif b not in provinces:
                sea_pairs.add(pair)
    return {
        "LAND_BORDERS": sorted(land_pairs),
        "COASTLINE_BORDERS": sorted(coast_pairs),
        "SEA_LINKS": sorted(sea_pairs),
        "SEA_SHORES": {s: sorted(ps) for s, ps in sorted(shores.items())},
        "EDGE_PROVINCES": sorted(edge_p),
        "EDGE_SEAS": sorted(edge_s),
    }


def _tuple(prefix: str, items: list[str], suffix: str, indent: str = "") -> list[str]:
    """A tuple literal laid out as ruff format lays it out (one line if it fits)."""
    quoted = [f'"{x}"' for x in items]
    inner = ", ".join(quoted) + ("," if len(quoted) == 1 else "")
    line = f"{indent}{prefix}({inner}){suffix}"
    if len(line) <= 120:
        return [line]
    return [f"{indent}{prefix}(", *(f"{indent}    {q}," for q in quoted), f"{indent}){suffix}"]


def topology_source(topo: dict[str, object]) -> str:
    lines = [
        '"""Map topology of Vinci, generated by ``python -m tools.maps.vinci`` from the drawing.',
        "",
        "Do not edit: change the map script and regenerate.  The names, terrain and",
        "markings of the regions are in :mod:`game.vinci.board`.",
        '"""',
        "",
    ]
    for key in ("LAND_BORDERS", "COASTLINE_BORDERS", "SEA_LINKS"):
        pairs = topo[key]
        assert isinstance(pairs, list)
        lines.append(f"{key}: tuple[tuple[str, str], ...] = (")
        lines.extend(f'    ("{a}", "{b}"),' for a, b in pairs)
        lines.append(")")
    shores = topo["SEA_SHORES"]
    assert isinstance(shores, dict)
    lines.append("SEA_SHORES: dict[str, tuple[str, ...]] = {")
    for sea, ps in shores.items():
        lines.extend(_tuple(f'"{sea}": ', ps, ",", "    "))
    lines.append("}")
    for key in ("EDGE_PROVINCES", "EDGE_SEAS"):
        items = topo[key]
        assert isinstance(items, list)
        lines.extend(_tuple(f"{key}: tuple[str, ...] = ", items, ""))
    return "\n".join(lines) + "\n"


# --- drawing --------------------------------------------------------------------


def _key(p: tuple[float, float]) -> tuple[int, int]:
    return round(p[0] * 64), round(p[1] * 64)


def _jitter(p: tuple[float, float]) -> tuple[float, float]:
    """Move a corner by a fixed pseudo-random amount so borders look drawn, not tiled.

    The amount depends only on the corner, so both sides of a border agree.
    """
    kx, ky = _key(p)
    h = (kx * 73856093) ^ (ky * 19349663)
    h = (h * 2654435761) & 0xFFFFFFFF
    ang = (h & 0xFFFF) / 0xFFFF * 2 * math.pi
    mag = ((h >> 16) & 0xFF) / 0xFF * HEX_R * 0.35
    return p[0] + mag * math.cos(ang), p[1] + mag * math.sin(ang)


def outline(region_cells: Iterable[Cell], grid: dict[Cell, str]) -> str:
    """The SVG path of the union of cells: every boundary loop, corners jittered."""
    mine = set(region_cells)
    region = grid[next(iter(mine))]
    edges: dict[tuple[int, int], list[tuple[tuple[int, int], tuple[float, float]]]] = {}
    pos: dict[tuple[int, int], tuple[float, float]] = {}
    for cl in sorted(mine):
        for k in range(6):
            nb = _edge_neighbour(cl, k)
            if nb is not None and grid[nb] == region:
                continue
            a, b = corner(cl, k), corner(cl, (k + 1) % 6)
            ka, kb = _key(a), _key(b)
            pos[ka], pos[kb] = a, b
            edges.setdefault(ka, []).append((kb, b))
    parts = []
    while edges:
        start = min(edges)
        cur = start
        loop = []
        while True:
            loop.append(cur)
            nxt_list = edges[cur]
            nxt, _ = nxt_list.pop()
            if not nxt_list:
                del edges[cur]
            cur = nxt
            if cur == start:
                break
        pts = [_jitter(pos[k]) for k in loop]
        parts.append("M" + " L".join(f"{x:.1f},{y:.1f}" for x, y in pts) + " Z")
    return " ".join(parts)


def anchor(region_cells: list[Cell], seed: tuple[float, float]) -> tuple[float, float]:
    """A point well inside the region: the cell nearest its first seed, among cells whose neighbours are all inside."""
    mine = set(region_cells)
    deep = [c for c in region_cells if all(n in mine for n in neighbours(c))] or region_cells
    target = project(*seed)
    best = min(deep, key=lambda c: (math.dist(centre(c), target), c))
    return centre(best)


def _label_x(x: float, text: str, size: float) -> float:
    """Keep a label inside the map frame (its width estimated from the font size)."""
    half = 0.32 * size * len(text) + 4
    return min(max(x, MAP_X0 + half), MAP_X0 + MAP_SIZE - half)


def _esc(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace("'", "&#39;")


PICKAXE = (
    '<symbol id="pickaxe" viewBox="-8 -8 16 16"><circle r="7.5" fill="#fff8e0" stroke="#5a3b1a" stroke-width="1"/>'
    '<path d="M-5,-3 Q0,-7 5,-3" fill="none" stroke="#333" stroke-width="2"/>'
    '<path d="M0,-5 L0,6" stroke="#7a4a1c" stroke-width="2"/></symbol>'
)
ANCHOR = (
    '<symbol id="anchor" viewBox="-8 -8 16 16"><circle r="7.5" fill="#fff8e0" stroke="#123" stroke-width="1"/>'
    '<circle cy="-4" r="1.6" fill="none" stroke="#123" stroke-width="1.4"/>'
    '<path d="M0,-2.5 L0,5 M-3,-1 L3,-1 M-5,1.5 Q0,8 5,1.5" fill="none" stroke="#123" stroke-width="1.4"/></symbol>'
)
ROMAN = ("I", "II", "III", "IV", "V", "VI")
ICON_SIZE = 'width="15" height="15"'


#: Names: font size and look of a sea zone's and a province's name.
LABEL_STYLE = {
    "sea": (11, f'font-style="italic" fill="#dbe9ff" stroke="{SEA_FILL}"'),
    "province": (12, 'font-weight="bold" fill="#1d1d1d" stroke="#ffffff"'),
}
#: The circle round an anchor that the table may cover: the ring round a token a tap acts on
#: (ui/games/vinci.py: token radius 10 + 4) and the table's own highlight ring, plus a margin.
RING_CLEAR = 15.0
#: A name's preferred baseline below its anchor, clear of its ring (design value), and the
#: places tried for it, nearest first: nudged sideways, lower, or above the ring.
LABEL_DY = 25.0
LABEL_TRIES = sorted(
    ((dx, dy) for dx in range(-100, 101, 4) for dy in (25, 29, 33, 37, 41, 45, 49, -19, -23, -27, -31, -35)),
    key=lambda d: (abs(d[0]) + abs(d[1] - LABEL_DY) * (1.5 if d[1] > 0 else 3), d),
)
#: Where a name may go when none of ``LABEL_TRIES`` is clear of the names placed before it: farther
#: round its anchor, still nearest first; a province's name within ``PROVINCE_REACH`` of its anchor, a
#: sea's name anywhere on its sea (a crowded coast leaves little room close by).
LABEL_TRIES_FAR = sorted(
    ((dx, dy) for dx in range(-160, 161, 4) for dy in range(-91, 110, 4) if (dx, dy) not in LABEL_TRIES),
    key=lambda d: (abs(d[0]) + abs(d[1] - LABEL_DY) * (1.5 if d[1] > 0 else 3), d),
)
#: How far a province's name may go from its anchor (design value): by its province, not the next.
PROVINCE_REACH = 70


def cell_at(x: float, y: float) -> Cell:
    """The hexagon (nearly) under the point (x, y): the inverse of :func:`centre`, to the nearest row."""
    r = round((y - MAP_Y0) / ROW_H)
    return r, round((x - MAP_X0) / HEX_W - 0.5 * (r % 2))


def _near_home(region: str, dx: float, dy: float, box: Box, grid: dict[Cell, str]) -> bool:
    """Whether a far place for ``region``'s name still reads as its: on (or by) its sea, near its province."""
    if region in board.SEAS:
        middle = cell_at((box[0] + box[2]) / 2, (box[1] + box[3]) / 2)
        return any(grid.get(c) == region for c in (middle, *neighbours(middle)))
    return math.hypot(dx, dy) <= PROVINCE_REACH


def label_box(region: str, lang: str, x: float, y: float) -> Box:
    """The approximate box of a region's name at (x, baseline y), its halo included."""
    size = LABEL_STYLE["sea" if region in board.SEAS else "province"][0]
    return grow(text_box(x, y, board.name(region, lang), size), 1.5)


def place_labels(
    anchors: dict[str, tuple[float, float]],
    lang: str,
    marks: list[tuple[float, float, float]],
    grid: dict[Cell, str] | None = None,
) -> dict[str, tuple[float, float]]:
    """Where each region's name goes in ``lang``: the first of ``LABEL_TRIES`` round its anchor whose
    box stays in the map, clear of every anchor's ring, the mine and port marks and the names placed
    before it, giving up the marks, then nearness (a farther place still by its region, ``grid``),
    then the names, before a ring; the preferred place if none is clear.  Names go provinces first,
    then seas, in board order; a name that found no place clear of the others goes first in the next
    of ``LABEL_PASSES`` passes, and the pass leaving the fewest such names is kept."""
    order = [*board.PROVINCE_IDS, *board.SEA_IDS]
    best: tuple[int, dict[str, tuple[float, float]]] | None = None
    for _ in range(LABEL_PASSES):
        placed, crowded = _place_in_order(anchors, lang, marks, grid or {}, order)
        if best is None or len(crowded) < best[0]:
            best = (len(crowded), placed)
        if not crowded:
            break
        order = crowded + [r for r in order if r not in crowded]
    assert best is not None
    return best[1]


#: How many orders :func:`place_labels` tries (design value).
LABEL_PASSES = 6


def _place_in_order(
    anchors: dict[str, tuple[float, float]],
    lang: str,
    marks: list[tuple[float, float, float]],
    grid: dict[Cell, str],
    order: list[str],
) -> tuple[dict[str, tuple[float, float]], list[str]]:
    """The names placed in ``order`` (see :func:`place_labels`), and those that overlap another."""
    placed: dict[str, tuple[float, float]] = {}
    crowded: list[str] = []
    boxes: list[Box] = []
    rings = [(x, y, RING_CLEAR) for x, y in anchors.values()]
    circles = rings + marks
    for region in order:
        ax, ay = anchors[region]
        choice = None
        # Clear of everything if possible; else a name may touch a mark, go farther, then touch another
        # name: never a ring.
        steps = ((circles, boxes, LABEL_TRIES), (rings, boxes, LABEL_TRIES), (rings, boxes, LABEL_TRIES_FAR))
        for avoid, others, tries in (*steps, (rings, [], LABEL_TRIES)):
            for dx, dy in tries:
                x, y = _label_x(ax + dx, board.name(region, lang), 12), ay + dy
                box = label_box(region, lang, x, y)
                if box[3] > MAP_Y0 + MAP_SIZE or box[1] < MAP_Y0:
                    continue
                if any(circle_meets_box(cx, cy, r, box) for cx, cy, r in avoid):
                    continue
                if any(boxes_meet(box, other) for other in others):
                    continue
                if tries is LABEL_TRIES_FAR and not _near_home(region, dx, dy, box, grid):
                    continue
                choice = (x, y)
                break
            if choice is not None:
                if not others:
                    crowded.append(region)
                break
        if choice is None:
            choice = (_label_x(ax, board.name(region, lang), 12), min(ay + LABEL_DY, MAP_Y0 + MAP_SIZE - 5))
            crowded.append(region)
        placed[region] = choice
        boxes.append(label_box(region, lang, *choice))
    return placed, crowded


def render_svg(grid: dict[Cell, str], topo: dict[str, object]) -> str:
    by_region: dict[str, list[Cell]] = {}
    for cl, region in grid.items():
        by_region.setdefault(region, []).append(cl)
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH:.0f} {HEIGHT:.0f}" '
        'font-family="DejaVu Sans, Verdana, sans-serif">',
        "<title>Vinci: Europe (Tavoliere map, generated by tools/maps/vinci.py)</title>",
        f"<defs>{PICKAXE}{ANCHOR}"
        f'<clipPath id="mapclip"><rect x="{MAP_X0}" y="{MAP_Y0}" width="{MAP_SIZE}" height="{MAP_SIZE}"/></clipPath>'
        "</defs>",
        f'<rect width="{WIDTH:.0f}" height="{HEIGHT:.0f}" fill="#efe3c4"/>',
        f'<g clip-path="url(#mapclip)"><rect x="{MAP_X0}" y="{MAP_Y0}" width="{MAP_SIZE}" height="{MAP_SIZE}" '
        f'fill="{SEA_FILL}"/>',
    ]
    provinces = set(board.PROVINCE_IDS)
    # The light-blue coastal strip: drawn round the land so it shows on the sea side.
    land_cells = [c for c, r in grid.items() if r in provinces]
    coast_d = " ".join(
        outline(group, {**{c: "land" for c in land_cells}, **{c: "sea" for c in grid if grid[c] not in provinces}})
        for group in [land_cells]
    )
    out.append(f'<path d="{coast_d}" fill="{COAST}" stroke="{COAST}" stroke-width="7" stroke-linejoin="round"/>')
    out.append('<g id="regions">')
    anchors: dict[str, tuple[float, float]] = {}
    for sea in board.SEA_IDS:
        ax, ay = anchor(by_region[sea], SEA_SEEDS[sea][0])
        anchors[sea] = (ax, ay)
        out.append(
            f'<path data-region="{sea}" data-kind="sea" data-x="{ax:.1f}" data-y="{ay:.1f}" '
            f'd="{outline(by_region[sea], grid)}" fill="{SEA_FILL}" fill-opacity="0" '
            'stroke="#9cc3ee" stroke-width="1.5" stroke-dasharray="5 4"/>'
        )
    for pid in board.PROVINCE_IDS:
        prov = board.PROVINCES[pid]
        ax, ay = anchor(by_region[pid], PROVINCE_SEEDS[pid][0])
        anchors[pid] = (ax, ay)
        out.append(
            f'<path data-region="{pid}" data-kind="province" data-terrain="{prov.terrain}" '
            f'data-x="{ax:.1f}" data-y="{ay:.1f}" d="{outline(by_region[pid], grid)}" '
            f'fill="{TERRAIN_FILL[prov.terrain]}" stroke="#ffffff" stroke-width="2" stroke-linejoin="round"/>'
        )
    out.append("</g>")
    out.append('<g id="straits" stroke="#ffffff" stroke-width="2.5" stroke-dasharray="5 4" fill="none">')
    for a, b in board.STRAITS:
        # across the narrows: between the closest hexagons of the two provinces
        _, ca, cb = min((math.dist(centre(p), centre(q)), p, q) for p in by_region[a] for q in by_region[b])
        (x1, y1), (x2, y2) = centre(ca), centre(cb)
        out.append(f'<line data-strait="{a} {b}" x1="{x1:.1f}" y1="{y1:.1f}" x2="{x2:.1f}" y2="{y2:.1f}"/>')
    out.append("</g>")
    out.append('<g id="markings">')
    for pid in board.PROVINCE_IDS:
        prov = board.PROVINCES[pid]
        ax, ay = anchors[pid]
        if prov.mine:
            out.append(f'<use href="#pickaxe" data-mine="{pid}" x="{ax - 24:.1f}" y="{ay - 8:.1f}" {ICON_SIZE}/>')
        if prov.port:
            out.append(f'<use href="#anchor" data-port="{pid}" x="{ax + 9:.1f}" y="{ay - 8:.1f}" {ICON_SIZE}/>')
    out.append("</g>")
    # The names: <g id="labels"> holds each region's Italian name (one per region); <g id="labels-en">
    # the English twins of those that differ, shown instead when the table is in English (bilingual.py).
    marks = [(ax + dx, ay, 8.0) for pid in board.PROVINCE_IDS for ax, ay in [anchors[pid]]
             for dx, on in ((-16.5, board.PROVINCES[pid].mine), (16.5, board.PROVINCES[pid].port)) if on]  # fmt: skip
    names: dict[str, list[str]] = {"it": [], "en": []}
    for lang in ("it", "en"):
        placed = place_labels(anchors, lang, marks, grid)
        for region in (*board.SEA_IDS, *board.PROVINCE_IDS):
            it, en = board.name(region, "it"), board.name(region, "en")
            if lang == "en" and en == it:
                continue
            attrs = (IT_ATTRS if lang == "it" else EN_ATTRS) if en != it else ""
            size, style = LABEL_STYLE["sea" if region in board.SEAS else "province"]
            x, y = placed[region]
            names[lang].append(
                f'<text data-label="{region}" x="{x:.1f}" y="{y:.1f}" font-size="{size}" '
                f'{style} stroke-width="3"{attrs}>{_esc(board.name(region, lang))}</text>'
            )
    for group, lang in (("labels", "it"), ("labels-en", "en")):
        out.append(
            f'<g id="{group}" text-anchor="middle" paint-order="stroke" stroke-linejoin="round" pointer-events="none">'
        )
        out += names[lang]
        out.append("</g>")
    out.append("</g>")
    out.append(
        f'<rect id="map-edge" x="{MAP_X0}" y="{MAP_Y0}" width="{MAP_SIZE}" height="{MAP_SIZE}" '
        'fill="none" stroke="#3b2a14" stroke-width="3"/>'
    )
    out.extend(_legend())
    out.extend(_track())
    out.extend(_display())
    out.append("</svg>")
    return "\n".join(out) + "\n"


def _track() -> list[str]:
    """The victory-point track round the map: spaces 0..99, clockwise from the top-left corner."""
    out = ['<g id="track" font-size="11" text-anchor="middle">']
    side = TRACK_SIDE - 1
    for n in range(4 * side):
        leg, i = divmod(n, side)
        if leg == 0:
            col, row = i, 0
        elif leg == 1:
            col, row = side, i
        elif leg == 2:
            col, row = side - i, side
        else:
            col, row = 0, side - i
        x = FRAME + col * TRACK_CELL
        y = FRAME + row * TRACK_CELL
        fill = "#e8d3a0" if n % 5 else "#c9a55c"
        cx, cy = x + TRACK_CELL / 2, y + TRACK_CELL / 2
        out.append(
            f'<rect data-track="{n}" data-x="{cx:.1f}" data-y="{cy:.1f}" x="{x:.1f}" y="{y:.1f}" '
            f'width="{TRACK_CELL}" height="{TRACK_CELL}" fill="{fill}" stroke="#6b4f24" stroke-width="1"/>'
        )
        if n % 5 == 0:
            out.append(f'<text x="{cx:.1f}" y="{cy + 4:.1f}" fill="#3b2a14">{n}</text>')
    out.append("</g>")
    return out


#: The terrain legend (issue 16.7): each terrain's name and the marks, in both languages, in the
#: empty Arctic corner of the map, clear of every name and ring (design values).
LEGEND_TERRAINS = (
    (board.PLAIN, "Pianura", "Plain"),
    (board.FARMLAND, "Terre coltivate", "Farmland"),
    (board.PASTURE, "Pascoli", "Pasture"),
    (board.FOREST, "Foreste (+1)", "Forest (+1)"),
    (board.MOUNTAIN, "Montagne (+1)", "Mountain (+1)"),
)
LEGEND_MARKS = (("pickaxe", "Miniera", "Mine"), ("anchor", "Porto", "Port"))
LEGEND_X, LEGEND_Y, LEGEND_W, LEGEND_ROW = MAP_X0 + 6, MAP_Y0 + 6, 112.0, 15.0


def legend_box() -> Box:
    """The legend's box on the map."""
    rows = len(LEGEND_TERRAINS) + len(LEGEND_MARKS)
    return LEGEND_X, LEGEND_Y, LEGEND_X + LEGEND_W, LEGEND_Y + rows * LEGEND_ROW + 8


def _legend() -> list[str]:
    x0, y0, x1, y1 = legend_box()
    out = [
        '<g id="legend" font-size="10" fill="#1d1d1d" pointer-events="none">',
        f'<rect x="{x0:g}" y="{y0:g}" width="{x1 - x0:g}" height="{y1 - y0:g}" rx="6" fill="#fffaf0" '
        'fill-opacity=".92" stroke="#3b2a14" stroke-width="1"/>',
    ]
    for k, (terrain, it, en) in enumerate(LEGEND_TERRAINS):
        y = y0 + 6 + k * LEGEND_ROW
        out.append(
            f'<rect data-terrain="{terrain}" x="{x0 + 6:g}" y="{y:g}" width="14" height="11" rx="2" '
            f'fill="{TERRAIN_FILL[terrain]}" stroke="#3b2a14" stroke-width=".8"/>'
        )
        out += twins(f'<text x="{x0 + 25:g}" y="{y + 9.5:g}"', it, en)
    for k, (symbol, it, en) in enumerate(LEGEND_MARKS, start=len(LEGEND_TERRAINS)):
        y = y0 + 6 + k * LEGEND_ROW
        out.append(f'<use href="#{symbol}" x="{x0 + 6.5:g}" y="{y - 1:g}" width="13" height="13"/>')
        out += twins(f'<text x="{x0 + 25:g}" y="{y + 9.5:g}"', it, en)
    out.append("</g>")
    return out


def _display() -> list[str]:
    """The six civilisation slots I..VI with what taking each costs [L190-195]."""
    out = ['<g id="display" text-anchor="middle">']
    out.append(
        f'<text x="{PANEL_X + 85:.1f}" y="44" font-size="26" font-weight="bold" fill="#3b2a14" '
        'letter-spacing="4">VINCI</text>'
    )
    top, gap, h = 64.0, 8.0, 112.0
    for k in range(6):
        y = top + k * (h + gap)
        out.append(
            f'<rect id="slot-{k + 1}" data-slot="{k + 1}" data-track="display" data-space="{k + 1}" '
            f'data-x="{PANEL_X + 85:.1f}" data-y="{y + h / 2:.1f}" '
            f'x="{PANEL_X:.1f}" y="{y:.1f}" width="170" height="{h}" rx="8" fill="#f7efd9" stroke="#6b4f24" '
            'stroke-width="2"/>'
        )
        out.append(
            f'<text x="{PANEL_X + 20:.1f}" y="{y + 26:.1f}" font-size="20" font-weight="bold" '
            f'fill="#6b4f24">{ROMAN[k]}</text>'
        )
        cost = 2 * k
        value = f"{'−' + str(cost) if cost else '0'}"
        out += twins(f'<text x="{PANEL_X + 145:.1f}" y="{y + 24:.1f}" font-size="13" fill="#6b4f24"', f"{value} PV",
                     f"{value} VP")  # fmt: skip
    out.append("</g>")
    return out


def build() -> tuple[str, str]:
    """The SVG text and the topology module text."""
    grid = build_grid()
    topo = topology(grid)
    return render_svg(grid, topo), topology_source(topo)


def outputs() -> dict[Path, str]:
    """The files this generator writes (the map and the engine's topology) and their text."""
    svg, topo = build()
    return {SVG_PATH: svg, TOPOLOGY_PATH: topo}


def main(argv: list[str] | None = None) -> int:
    return command.run("tools.maps.vinci", __doc__ or "", outputs, argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
