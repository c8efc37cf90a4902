"""Natural Earth coastlines for the Europe maps, read from the npm package ``world-atlas``.

``world-atlas`` (pinned in package.json's devDependencies, installed by ``npm ci``) ships
Natural Earth's land polygons as TopoJSON.  Only the 1:50m land file is read, at build time:
the generators project and simplify it into the SVGs they write, which are committed, so
nothing at run time (and no test in Pyodide) needs ``node_modules``.

TopoJSON in two sentences: the file stores every boundary once, as an *arc* of integer points
delta-encoded (each point the difference from the previous one) and quantized (real = integer *
``transform.scale`` + ``transform.translate``); a polygon ring is a list of arc indices, where
``~i`` (``-i - 1``) means arc ``i`` walked backwards, and consecutive arcs share their end point.
Natural Earth is in the public domain; world-atlas is under the ISC licence.
"""

from __future__ import annotations

import functools
import json
import math
from pathlib import Path

from .layout import inside

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "node_modules" / "world-atlas"
LAND_FILE = PACKAGE / "land-50m.json"
#: The world-atlas release pinned in package.json, and the Natural Earth edition it carries.
WORLD_ATLAS_VERSION = "2.0.2"
NATURAL_EARTH_VERSION = "4.1.0"

Point = tuple[float, float]
Ring = list[Point]


class MissingData(SystemExit):
    """world-atlas is not installed, or not the pinned release: the message says how to get it."""


def _read(path: Path) -> dict[str, object]:
    how = f"the Europe maps are drawn from Natural Earth in the npm package world-atlas@{WORLD_ATLAS_VERSION}; "
    how += f"run `npm ci` (or `make setup`) in {ROOT}"
    if not path.exists():
        raise MissingData(f"{path.relative_to(ROOT)} is missing: {how}")
    version = json.loads((PACKAGE / "package.json").read_text(encoding="utf-8")).get("version")
    if version != WORLD_ATLAS_VERSION:
        raise MissingData(f"world-atlas {version} is installed: {how}")
    data = json.loads(path.read_text(encoding="utf-8"))
    assert isinstance(data, dict)
    return data


def decode_arcs(arcs: list[list[list[int]]], scale: Point, translate: Point) -> list[Ring]:
    """The arcs of a quantized topology as (longitude, latitude) points.

    >>> decode_arcs([[[10, 20], [1, -2], [3, 0]]], (0.5, 0.25), (-10.0, 40.0))
    [[(-5.0, 45.0), (-4.5, 44.5), (-3.0, 44.5)]]
    """
    out = []
    for arc in arcs:
        x = y = 0
        points = []
        for dx, dy in arc:
            x += dx
            y += dy
            points.append((x * scale[0] + translate[0], y * scale[1] + translate[1]))
        out.append(points)
    return out


def ring_of(indices: list[int], arcs: list[Ring]) -> Ring:
    """The closed ring (first point not repeated) made of the arcs ``indices`` (``~i``: arc ``i`` reversed).

    A step across the antimeridian (from longitude 180 to -180 or back) becomes a detour round the
    nearer pole, so the ring is a proper polygon on the flat map (Eurasia crosses it in Chukotka).

    >>> ring_of([0, ~1], [[(0, 0), (1, 0)], [(0, 0), (0, 1), (1, 0)]])
    [(0, 0), (1, 0), (0, 1)]
    >>> ring_of([0], [[(179.0, 66.0), (-179.0, 66.5), (-179.0, 60.0), (179.0, 60.0)]])[:4]
    [(179.0, 66.0), (179.0, 90.0), (-179.0, 90.0), (-179.0, 66.5)]
    """
    out: Ring = []
    for i in indices:
        points = arcs[i] if i >= 0 else arcs[~i][::-1]
        for p in points[1:] if out else points:
            if out and abs(p[0] - out[-1][0]) > 180:
                pole = 90.0 if p[1] + out[-1][1] >= 0 else -90.0
                out += [(out[-1][0], pole), (p[0], pole)]
            out.append(p)
    return out[:-1] if out and out[0] == out[-1] else out


@functools.cache
def land() -> tuple[tuple[Ring, ...], ...]:
    """Natural Earth's land at 1:50m: one tuple of rings per polygon, the outer ring first, then its holes.
    Cached: callers must not modify the rings."""
    data = _read(LAND_FILE)
    transform = data["transform"]
    assert isinstance(transform, dict)
    arcs = decode_arcs(data["arcs"], tuple(transform["scale"]), tuple(transform["translate"]))  # type: ignore[arg-type]
    objects = data["objects"]
    assert isinstance(objects, dict)
    polygons: list[tuple[Ring, ...]] = []
    for geometry in objects["land"]["geometries"]:
        parts = geometry["arcs"] if geometry["type"] == "MultiPolygon" else [geometry["arcs"]]
        polygons += [tuple(ring_of(r, arcs) for r in part) for part in parts]
    return tuple(polygons)


def bbox(ring: Ring) -> tuple[float, float, float, float]:
    """(west, south, east, north) of a ring."""
    xs = [p[0] for p in ring]
    ys = [p[1] for p in ring]
    return min(xs), min(ys), max(xs), max(ys)


def area(ring: Ring) -> float:
    """The signed area of a ring in its own units (shoelace; positive when counter-clockwise)."""
    return sum(x1 * y2 - x2 * y1 for (x1, y1), (x2, y2) in zip(ring, ring[1:] + ring[:1])) / 2


def simplify(points: list[Point], tolerance: float, scale: Point = (1.0, 1.0), closed: bool = True) -> list[Point]:
    """Douglas-Peucker: the fewest points of ``points`` that stay within ``tolerance`` of the line,
    distances measured after multiplying x and y by ``scale`` (a map's units per degree).

    A closed ring keeps its first point and the point farthest from it, so it never collapses.

    >>> simplify([(0, 0), (1, 0.01), (2, 0), (2, 2)], 0.1, closed=False)
    [(0, 0), (2, 0), (2, 2)]
    >>> simplify([(0, 0), (1, 0.01), (2, 0), (2, 2)], 0.1, scale=(1, 100), closed=False)
    [(0, 0), (1, 0.01), (2, 0), (2, 2)]
    """
    if len(points) < 3:
        return list(points)
    kx, ky = scale
    xy = [(x * kx, y * ky) for x, y in points]
    if closed:
        far = max(range(len(xy)), key=lambda i: math.dist(xy[0], xy[i]))
        second = _douglas_peucker([*xy[far:], xy[0]], tolerance)
        keep = _douglas_peucker(xy[: far + 1], tolerance) + [far + i for i in second]
        return [points[i] for i in sorted(set(keep)) if i < len(points)]
    return [points[i] for i in _douglas_peucker(xy, tolerance)]


def _douglas_peucker(xy: list[Point], tolerance: float) -> list[int]:
    """The indices Douglas-Peucker keeps of the open line ``xy``, in order."""
    keep = {0, len(xy) - 1}
    stack = [(0, len(xy) - 1)]
    while stack:
        a, b = stack.pop()
        (x1, y1), (x2, y2) = xy[a], xy[b]
        length = math.hypot(x2 - x1, y2 - y1)
        best, index = -1.0, -1
        for i in range(a + 1, b):
            x, y = xy[i]
            d = abs((x2 - x1) * (y1 - y) - (x1 - x) * (y2 - y1)) / length if length else math.hypot(x - x1, y - y1)
            if d > best:
                best, index = d, i
        if best > tolerance:
            keep.add(index)
            stack += [(a, index), (index, b)]
    return sorted(keep)


# --- what the generators ask for --------------------------------------------------------


@functools.cache
def index_at(point: Point) -> int:
    """The index in :func:`land` of the polygon that holds ``point``; SystemExit if it is at sea."""
    for index, polygon in enumerate(land()):
        if inside(point, polygon[0]) and not any(inside(point, hole) for hole in polygon[1:]):
            return index
    raise SystemExit(f"no Natural Earth land at {point}: a design point of a map is at sea")


@functools.cache
def simplified(index: int, scale: Point, tolerance: float) -> Ring:
    """The outer ring of polygon ``index`` of :func:`land`, simplified to ``tolerance`` map units (see
    :func:`simplify`).  Cached: callers must not modify it."""
    return simplify(land()[index][0], tolerance, scale)


def outline(point: Point, scale: Point, tolerance: float) -> Ring:
    """The coast of the landmass at ``point``, as :func:`simplified`."""
    return simplified(index_at(point), scale, tolerance)


def nearest(ring: Ring, point: Point, scale: Point) -> int:
    """The index of the vertex of ``ring`` nearest to ``point`` on the map."""
    kx, ky = scale
    return min(range(len(ring)), key=lambda i: math.hypot((ring[i][0] - point[0]) * kx, (ring[i][1] - point[1]) * ky))


def arc(ring: Ring, start: Point, end: Point, scale: Point, via: Point | None = None) -> Ring:
    """The coast of ``ring`` from its vertex nearest ``start`` to its vertex nearest ``end``: the shorter
    way round, or the way that passes nearest ``via``.

    >>> square = [(0, 0), (1, 0), (2, 0), (2, 2), (0, 2)]
    >>> arc(square, (1, 0), (2, 2), (1, 1)), arc(square, (1, 0), (2, 2), (1, 1), via=(0, 1))
    ([(1, 0), (2, 0), (2, 2)], [(1, 0), (0, 0), (0, 2), (2, 2)])
    """
    a, b = nearest(ring, start, scale), nearest(ring, end, scale)
    n = len(ring)
    forward = [ring[(a + k) % n] for k in range((b - a) % n + 1)]
    backward = [ring[(a - k) % n] for k in range((a - b) % n + 1)]
    if via is None:
        return forward if len(forward) <= len(backward) else backward
    kx, ky = scale

    def miss(points: Ring) -> float:
        return min(math.hypot((x - via[0]) * kx, (y - via[1]) * ky) for x, y in points)

    return forward if miss(forward) <= miss(backward) else backward


Box = tuple[float, float, float, float]  # west, south, east, north


def clip(ring: Ring, box: Box) -> Ring:
    """The part of a closed ring inside ``box`` (Sutherland-Hodgman: what lies outside is pushed onto the
    box's edges, so a filled ring still fills the same area inside the box).

    >>> clip([(0, 0), (4, 0), (4, 4), (0, 4)], (1, 1, 2, 2))
    [(1.0, 2.0), (1.0, 1.0), (2.0, 1.0), (2.0, 2.0)]
    """
    west, south, east, north = box
    edges = (
        (lambda p: p[0] >= west, lambda p, q: _cut_x(p, q, west)),
        (lambda p: p[0] <= east, lambda p, q: _cut_x(p, q, east)),
        (lambda p: p[1] >= south, lambda p, q: _cut_y(p, q, south)),
        (lambda p: p[1] <= north, lambda p, q: _cut_y(p, q, north)),
    )
    out = list(ring)
    for keep, cut in edges:
        if not out:
            break
        points, out = out, []
        for p, q in zip([points[-1], *points[:-1]], points):
            if keep(q):
                if not keep(p):
                    out.append(cut(p, q))
                out.append(q)
            elif keep(p):
                out.append(cut(p, q))
    return [(float(x), float(y)) for x, y in out]


def _cut_x(p: Point, q: Point, x: float) -> Point:
    t = (x - p[0]) / (q[0] - p[0])
    return x, p[1] + t * (q[1] - p[1])


def _cut_y(p: Point, q: Point, y: float) -> Point:
    t = (y - p[1]) / (q[1] - p[1])
    return p[0] + t * (q[0] - p[0]), y


def polygons_in(box: Box, scale: Point, tolerance: float, min_area: float) -> list[tuple[int, list[Ring]]]:
    """Every land polygon that reaches into ``box``: (its index in :func:`land`, its rings simplified to
    ``tolerance`` and clipped to ``box``); islands smaller than ``min_area`` square map units are left out."""
    kx, ky = scale
    out = []
    for index, polygon in enumerate(land()):
        west, south, east, north = bbox(polygon[0])
        if east < box[0] or west > box[2] or north < box[1] or south > box[3]:
            continue
        if not any(box[0] <= x <= box[2] and box[1] <= y <= box[3] for x, y in polygon[0]):
            continue  # its box meets ours only because it wraps round the antimeridian
        if abs(area(polygon[0])) * kx * ky < min_area:
            continue
        rings = [clip(simplified(index, scale, tolerance), box)]
        rings += [clip(simplify(hole, tolerance, scale), box) for hole in polygon[1:]]
        if len(rings[0]) >= 3:
            out.append((index, [r for r in rings if len(r) >= 3]))
    return out


def rings_in(box: Box, scale: Point, tolerance: float, min_area: float) -> list[Ring]:
    """The rings of :func:`polygons_in`, all together (to draw them with the even-odd rule)."""
    return [ring for _, rings in polygons_in(box, scale, tolerance, min_area) for ring in rings]
