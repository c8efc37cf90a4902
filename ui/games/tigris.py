"""Tigris & Euphrates at the table: the 16 x 11 board, its pieces, the screens.

Drawn from the engine's view (schema in ``game/tigris/view.py``): tiles as
coloured squares with their symbol (settlement, temple, farm, market, so the
colours never need to be told apart by hue alone), leaders as discs of their
colour carrying their dynasty's symbol and ringed in the seat's colour,
monuments as two-coloured step pyramids over their 2 x 2 block, treasures as
gold gems, catastrophes, buildings, the ziggurat, and kingdoms outlined.

The hand is behind the screen: it is drawn only from the seat's own view,
in the private area.  VP are shown only where the view holds them (one's own,
or everyone's with open scoring or at the end).

Placing is two taps: a tile (or leader, or catastrophe) from the private
area, then a highlighted square; the picker groups below make that first
tap, and the engine's choices do the rest.
"""

from __future__ import annotations

from typing import Any

from game.core.choice import Choice
from game.tigris.board import ADVANCED, STANDARD
from game.tigris.pieces import DYNASTY_NAMES
from game.tigris.text import leader_name, tile_name

from ..i18n import text
from ..lobby import style
from ..pickers import toggle_html
from ..render import esc, seat_label
from . import Composer, Context, kit

COLOURS = ("black", "red", "blue", "green")
#: Fill of each colour's pieces (design value: dark enough for white symbols, apart in lightness).
FILL = {"black": "#2a2a2a", "red": "#c23a2b", "blue": "#2c6cb0", "green": "#2f8a4e"}
LAND = "#ead9ae"
RIVER = "#86bfe0"
#: Map cell size of the fallback board in SVG units (design value).
CELL = 60


def _dynasty_name(dynasty: str, lang: str) -> str:
    return DYNASTY_NAMES[dynasty]["it" if lang == "it" else "en"]


# -- symbols (drawn in a box of half-size 1 around the origin) -----------------------------------

TILE_SYMBOLS = {
    # settlement: a house
    "black": '<path d="M-.55 .55V-.08L0-.58L.55-.08V.55Z M-.14 .55V.16H.14V.55" fill="none" stroke-width=".13"/>',
    # temple: a stepped shrine
    "red": '<path d="M-.62 .55H.62V.28H.42V.02H.22V-.24H-.22V.02H-.42V.28H-.62Z" fill="#fff" stroke="none"/>'
    '<rect x="-.1" y="-.55" width=".2" height=".3" fill="#fff" stroke="none"/>',
    # farm: three ears of grain
    "blue": '<path d="M0 .6V-.45M-.38 .6V-.2M.38 .6V-.2" fill="none" stroke-width=".11"/>'
    '<ellipse cx="0" cy="-.45" rx=".13" ry=".22" fill="#fff" stroke="none"/>'
    '<ellipse cx="-.38" cy="-.2" rx=".12" ry=".2" fill="#fff" stroke="none"/>'
    '<ellipse cx=".38" cy="-.2" rx=".12" ry=".2" fill="#fff" stroke="none"/>',
    # market: a pair of scales
    "green": '<path d="M0 -.55V.5M-.35 .5H.35M-.6-.35H.6M-.6-.35L-.8 .1H-.4ZM.6-.35L.4 .1H.8Z" fill="none"'
    ' stroke-width=".1" stroke-linejoin="round"/>',
}

DYNASTY_SYMBOLS = {
    # archer: a drawn bow with its arrow
    "archer": '<path d="M-.25-.72Q.65 0-.25 .72M-.25-.72V.72M-.7 0H.7M.45-.18L.7 0L.45 .18" fill="none"'
    ' stroke-width=".12"/>',
    # bull: a head with horns
    "bull": '<path d="M-.72-.55Q-.7-.1-.3-.12M.72-.55Q.7-.1 .3-.12" fill="none" stroke-width=".13"/>'
    '<path d="M-.35-.2H.35L.25 .45Q0 .7-.25 .45Z" fill="#fff" stroke="none"/>',
    # pot: an amphora
    "pot": '<path d="M-.2-.65H.2V-.45Q.55-.25 .45 .2Q.35 .62 0 .65Q-.35 .62-.45 .2Q-.55-.25-.2-.45Z"'
    ' fill="#fff" stroke="none"/>',
    # lion: a maned head
    "lion": '<path d="M0-.75L.2-.5L.5-.58L.5-.28L.75-.12L.55 .12L.62 .42L.32 .45L.18 .72L0 .55L-.18 .72'
    'L-.32 .45L-.62 .42L-.55 .12L-.75-.12L-.5-.28L-.5-.58L-.2-.5Z" fill="#fff" stroke="none"/>'
    '<circle r=".3" fill="currentColor" stroke="none"/>',
}


def tile_svg(colour: str, x: float, y: float, size: float, face_up: bool = True) -> str:
    """One tile centred on (x, y): a rounded square of its colour with its symbol."""
    h = size / 2
    if not face_up:
        return (
            f'<rect class="te-flipped" x="{x - h:.1f}" y="{y - h:.1f}" width="{size:.1f}" height="{size:.1f}" '
            f'rx="{size * 0.12:.2f}" fill="#8d7d62" stroke="#5d513d" stroke-width="{size * 0.03:.2f}"/>'
        )
    return (
        f'<g class="te-tile" data-colour="{colour}">'
        f'<rect x="{x - h:.2f}" y="{y - h:.2f}" width="{size:.2f}" height="{size:.2f}" rx="{size * 0.12:.2f}" '
        f'fill="{FILL[colour]}" stroke="rgba(0,0,0,.45)" stroke-width="{size * 0.03:.2f}"/>'
        f'<g transform="translate({x:.1f} {y:.1f}) scale({h * 0.78:.2f})" stroke="#fff" color="{FILL[colour]}">'
        f"{TILE_SYMBOLS[colour]}</g></g>"
    )


def leader_svg(colour: str, dynasty: str, ring: str, x: float, y: float, r: float) -> str:
    """A leader: a disc of its colour with the dynasty symbol, ringed in the seat's colour."""
    return (
        f'<g class="te-leader" data-colour="{colour}" data-dynasty="{dynasty}">'
        f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{r:.1f}" fill="{FILL[colour]}" stroke="{ring}" '
        f'stroke-width="{r * 0.22:.1f}"/>'
        f'<g transform="translate({x:.1f} {y:.1f}) scale({r * 0.62:.2f})" stroke="#fff" color="{FILL[colour]}">'
        f"{DYNASTY_SYMBOLS[dynasty]}</g></g>"
    )


def _mini(svg_body: str, size: int = 40, view: str = "-1 -1 2 2") -> str:
    return f'<svg class="te-icon" width="{size}" height="{size}" viewBox="{view}" aria-hidden="true">{svg_body}</svg>'


def tile_icon(colour: str, size: int = 40) -> str:
    return _mini(tile_svg(colour, 0, 0, 1.9), size)


def leader_icon(colour: str, dynasty: str, ring: str, size: int = 40) -> str:
    return _mini(leader_svg(colour, dynasty, ring, 0, 0, 0.8), size)


def _catastrophe(x: float, y: float, size: float) -> str:
    h = size / 2
    k = size * 0.3
    return (
        f'<g class="te-catastrophe"><rect x="{x - h:.2f}" y="{y - h:.2f}" width="{size:.2f}" height="{size:.2f}" '
        f'rx="{size * 0.12:.2f}" fill="#3b2f2f" stroke="#000" stroke-width="{size * 0.03:.2f}"/>'
        f'<path d="M{x - k:.2f} {y - k:.2f}L{x + k:.2f} {y + k:.2f}M{x + k:.2f} {y - k:.2f}L{x - k:.2f} {y + k:.2f}" '
        f'stroke="#ff8c1a" stroke-width="{size * 0.1:.2f}" stroke-linecap="round"/></g>'
    )


def _treasure(x: float, y: float, size: float, priority: bool) -> str:
    r = size * 0.17
    cx, cy = x + size * 0.3, y - size * 0.3
    frame = (
        f'<rect x="{cx - r * 1.35:.1f}" y="{cy - r * 1.35:.1f}" width="{r * 2.7:.1f}" height="{r * 2.7:.1f}" '
        f'fill="none" stroke="#fff" stroke-width="{r * 0.3:.1f}"/>'
        if priority
        else ""
    )
    return (
        f'<g class="te-treasure">{frame}<path d="M{cx:.1f} {cy - r:.1f}L{cx + r:.1f} {cy:.1f}L{cx:.1f} {cy + r:.1f}'
        f'L{cx - r:.1f} {cy:.1f}Z" fill="#f5c518" stroke="#7a5b00" stroke-width="{r * 0.25:.1f}"/></g>'
    )


def _monument(colours: list[str], xs: list[float], ys: list[float], cell: float) -> str:
    x0, x1 = min(xs) - cell / 2, max(xs) + cell / 2
    y0, y1 = min(ys) - cell / 2, max(ys) + cell / 2
    w, h = x1 - x0, y1 - y0
    top, base = colours[0], colours[1]
    steps = []
    for i, (frac, colour) in enumerate(((0.9, base), (0.66, base), (0.44, top), (0.24, top))):
        sw = w * frac
        sh = h * 0.17
        sy = y1 - h * 0.08 - (i + 1) * sh
        steps.append(
            f'<rect x="{x0 + (w - sw) / 2:.2f}" y="{sy:.2f}" width="{sw:.2f}" height="{sh:.2f}" '
            f'fill="{FILL[colour]}" stroke="#1b1b1b" stroke-width="{max(w * 0.012, 0.02):.2f}"/>'
        )
    pad, line = w * 0.04, max(w * 0.015, 0.02)
    return (
        f'<g class="te-monument"><rect x="{x0 + pad:.2f}" y="{y0 + pad:.2f}" width="{w - 2 * pad:.2f}" '
        f'height="{h - 2 * pad:.2f}" rx="{w * 0.07:.2f}" fill="rgba(255,248,230,.82)" stroke="#1b1b1b" '
        f'stroke-width="{line:.2f}"/>{"".join(steps)}</g>'
    )


def _building(colour: str, x: float, y: float, size: float) -> str:
    s = size * 0.22
    bx, by = x - size * 0.3, y + size * 0.28
    return (
        f'<g class="te-building"><path d="M{bx - s:.1f} {by + s * 0.6:.1f}V{by - s * 0.4:.1f}L{bx:.1f} {by - s:.1f}'
        f'L{bx + s:.1f} {by - s * 0.4:.1f}V{by + s * 0.6:.1f}Z" fill="#f4e4c1" stroke="{FILL[colour]}" '
        f'stroke-width="{s * 0.35:.1f}"/></g>'
    )


# -- geometry ---------------------------------------------------------------------------------------


def _cell(anchors: dict[str, tuple[float, float]]) -> float:
    xs = sorted({round(x, 1) for x, _ in anchors.values()})
    gaps = [b - a for a, b in zip(xs, xs[1:]) if b - a > 1]
    return min(gaps) if gaps else CELL


def _neighbour(square: str, dx: int, dy: int) -> str:
    return f"{chr(ord(square[0]) + dx)}{int(square[1:]) + dy}"


def _outline(squares: list[str], anchors: dict[str, tuple[float, float]], h: float) -> str:
    """The border of a group of squares as one path (edges not shared with another square of it)."""
    inside = set(squares)
    parts = []
    for sq in squares:
        if sq not in anchors:
            continue
        x, y = anchors[sq]
        for dx, dy, seg in (
            (0, -1, (x - h, y - h, x + h, y - h)),
            (0, 1, (x - h, y + h, x + h, y + h)),
            (-1, 0, (x - h, y - h, x - h, y + h)),
            (1, 0, (x + h, y - h, x + h, y + h)),
        ):
            if _neighbour(sq, dx, dy) not in inside:
                parts.append(f"M{seg[0]:.1f} {seg[1]:.1f}L{seg[2]:.1f} {seg[3]:.1f}")
    return "".join(parts)


# -- adapter functions --------------------------------------------------------------------------------


def map_file(view: dict[str, Any]) -> str | None:
    return f"assets/maps/tigris-{view.get('side', 'standard')}.svg"


def fallback_map(view: dict[str, Any]) -> str | None:
    """A plain board from the engine's layout, used only if the map file cannot be loaded."""
    board = ADVANCED if view.get("side") == "advanced" else STANDARD
    w, h = board.width * CELL, board.height * CELL
    rects = []
    for q, sq in enumerate(board.ids):
        x, y = board.xy(q)
        fill = RIVER if board.river[q] else LAND
        rects.append(
            f'<rect data-region="{sq}" data-x="{x * CELL + CELL / 2}" data-y="{y * CELL + CELL / 2}" '
            f'x="{x * CELL}" y="{y * CELL}" width="{CELL}" height="{CELL}" fill="{fill}" stroke="#b49a6a" '
            'stroke-width="1"/>'
        )
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {w} {h}"><g id="regions">{"".join(rects)}</g>'
        '<g id="labels"></g></svg>'
    )


def pieces_svg(view: dict[str, Any], ctx: Context) -> str:
    anchors = ctx.anchors
    if not anchors:
        return ""
    cell = _cell(anchors)
    size = cell * 0.84
    seats = ctx.seats
    out: list[str] = []

    def at(sq: str) -> tuple[float, float] | None:
        return anchors.get(sq)

    for region in view.get("regions", []):
        if region.get("kingdom"):
            path = _outline(region["squares"], anchors, cell / 2 - 2)
            if path:
                out.append(f'<path class="te-kingdom" d="{path}"/>')
    flipped_by_monument = {sq for m in view.get("monuments", []) for sq in m["squares"]}
    for tile in view.get("tiles", []):
        p = at(tile["square"])
        if p is None or (not tile["face_up"] and tile["square"] in flipped_by_monument):
            continue
        out.append(f'<g data-region="{esc(tile["square"])}">{tile_svg(tile["colour"], *p, size, tile["face_up"])}</g>')
    for sq in view.get("catastrophes", []):
        p = at(sq)
        if p is not None:
            out.append(f'<g data-region="{esc(sq)}">{_catastrophe(*p, size)}</g>')
    for mon in view.get("monuments", []):
        pts = [anchors[s] for s in mon["squares"] if s in anchors]
        if pts:
            out.append(
                f'<g data-region="{esc(mon["squares"][0])}">'
                f"{_monument(mon['colours'], [x for x, _ in pts], [y for _, y in pts], cell)}</g>"
            )
    zig = view.get("ziggurat")
    if zig:
        path = _outline(zig["squares"], anchors, cell / 2 - 3)
        out.append(f'<path class="te-ziggurat" d="{path}"/>')
    for treasure in view.get("treasures", []):
        p = at(treasure["square"])
        if p is not None:
            out.append(f'<g data-region="{esc(treasure["square"])}">{_treasure(*p, size, treasure["priority"])}</g>')
    for colour, sq in (view.get("buildings") or {}).items():
        p = at(sq) if sq else None
        if p is not None:
            out.append(f'<g data-region="{esc(sq)}">{_building(colour, *p, size)}</g>')
    conflict = view.get("conflict") or {}
    for leader in view.get("leaders", []):
        p = at(leader["square"])
        if p is None:
            continue
        seat = leader["seat"]
        ring = style(seats[seat].style).colour if seat < len(seats) else "#fff"
        dynasty = view["dynasties"][seat]
        cls = ""
        if leader["square"] in (conflict.get("attacker_leader"), conflict.get("defender_leader")):
            cls = ' class="te-fighting"'
        disc = leader_svg(leader["colour"], dynasty, ring, *p, size * 0.46)
        out.append(f'<g data-region="{esc(leader["square"])}"{cls}>{disc}</g>')
    for side in ("attacker", "defender"):  # the supporters counted on each side of a conflict
        seat = conflict.get(side)
        if seat is None or seat >= len(seats):
            continue
        ring = style(seats[seat].style).colour
        h = cell / 2 - 4
        for sq in conflict.get(f"{side}_support", []):
            p = at(sq)
            if p is not None:
                out.append(
                    f'<rect class="te-support" data-side="{side}" x="{p[0] - h:.1f}" y="{p[1] - h:.1f}" '
                    f'width="{2 * h:.1f}" height="{2 * h:.1f}" rx="6" stroke="{ring}"/>'
                )
    for key, cls in (("unification", "te-unification"), ("placed", "te-placed")):
        sq = view.get(key)
        p = at(sq) if sq else None
        if p is not None:
            h = cell / 2 - 1
            out.append(
                f'<rect class="{cls}" x="{p[0] - h:.1f}" y="{p[1] - h:.1f}" width="{2 * h:.1f}" height="{2 * h:.1f}"/>'
            )
    return "".join(out)


def _vp_html(vp: dict[str, int], lang: str) -> str:
    return (
        '<span class="te-vp">'
        + "".join(
            f'<span class="te-cube" data-colour="{c}" title="{esc(tile_name(c, lang))}">'
            f"{tile_icon(c, 22)}<b>{int(vp.get(c, 0))}</b></span>"
            for c in COLOURS
        )
        + "</span>"
    )


def public_html(view: dict[str, Any], ctx: Context) -> str:
    lang = ctx.lang
    phase = str(view.get("phase", "action"))
    meta = [text("tigris.turn", lang, n=view.get("turn", 1))]
    if phase == "action":
        meta.append(text("tigris.action", lang, n=min(2, int(view.get("actions_done", 0)) + 1)))
    else:
        meta.append(text(f"tigris.phase_{phase}", lang))
    meta.append(f"{text('tigris.bag', lang)}: {view.get('bag', 0)}")
    rows = []
    for entry in view.get("seats", []):
        seat = entry["seat"]
        info = ctx.seats[seat]
        ring = style(info.style).colour
        dynasty = entry["dynasty"]
        supply = "".join(leader_icon(c, dynasty, ring, 26) for c in entry.get("supply", []))
        vp = (
            _vp_html(entry["vp"], lang)
            if "vp" in entry
            else f'<span class="te-hidden">{text("tigris.vp_hidden", lang)}</span>'
        )
        active = " te-active" if seat == view.get("active") else ""
        rows.append(
            f'<li class="te-seat{active}" data-seat="{seat}">'
            f'<div class="te-seat-head">{seat_label(info, lang)}<span class="te-dynasty">'
            f"{leader_icon('black', dynasty, ring, 26)}{esc(_dynasty_name(dynasty, lang))}</span></div>"
            f'<div class="te-seat-facts"><span>{text("tigris.tiles", lang, n=entry.get("hand_size", 0))}</span>'
            f"<span>{text('tigris.catastrophes', lang, n=entry.get('catastrophes', 0))}</span>"
            f"<span>{text('tigris.treasures', lang, n=entry.get('treasures', 0))}</span></div>"
            f'<div class="te-supply">{supply}</div>{vp}</li>'
        )
    conflict = view.get("conflict")
    conflict_html = ""
    if conflict:
        names = ctx.seats
        kind = text("tigris." + conflict["kind"], lang)
        a, d = conflict["attacker"], conflict["defender"]
        commit = conflict.get("attacker_commit")
        extra = f" ({text('tigris.committed', lang, n=commit)})" if commit is not None else ""
        conflict_html = (
            f'<div class="te-conflict"><strong>{esc(kind)} · {esc(leader_name(conflict["colour"], lang))}</strong>'
            f"<span>{esc(names[a].name)} ({text('tigris.attacker', lang)}): "
            f"{conflict['attacker_base']}{esc(extra)}</span>"
            f"<span>{esc(names[d].name)} ({text('tigris.defender', lang)}): {conflict['defender_base']}</span></div>"
        )
    mons = "".join(
        f'<span class="te-mon" title="{esc(m)}">{_monument_icon(m)}</span>' for m in view.get("monuments_available", [])
    )
    return (
        f'<div class="te-public"><div class="te-meta">{" · ".join(esc(m) for m in meta)}</div>{conflict_html}'
        f'<ul class="te-seats">{"".join(rows)}</ul>'
        f'<div class="te-monuments"><span>{text("tigris.monuments", lang)}</span>{mons}</div></div>'
    )


def _monument_icon(mid: str) -> str:
    colours = mid.split("-")
    body = _monument(colours, [-0.5, 0.5], [-0.5, 0.5], 1.0)
    return _mini(body, 34, "-1.05 -1.05 2.1 2.1")


def _picker_key(c: Choice) -> str | None:
    if c.kind in ("tile", "leader", "withdraw") and c.args:
        return f"{'tile' if c.kind == 'tile' else 'leader'}:{c.args[0]}"
    return c.kind if c.kind in ("catastrophe", "swap") else None


#: A tile or leader of a colour, a catastrophe, a swap: each a picker of its targets.
picker_groups = kit.groups_by(_picker_key)


def picker_text(key: str, ctx: Context) -> str:
    kind, _, colour = key.partition(":")
    if kind == "tile":
        return text("tigris.place_tile", ctx.lang, tile=tile_name(colour, ctx.lang))
    if kind == "leader":
        return text("tigris.place_leader", ctx.lang, leader=leader_name(colour, ctx.lang))
    if kind == "catastrophe":
        return text("tigris.place_catastrophe", ctx.lang)
    return text("tigris.choose_swap", ctx.lang)


def instruction(view: dict[str, Any], ctx: Context) -> str:
    """What to do in the phase the view reports (the monument and the treasure are named)."""
    return text(f"tigris.do_{view.get('phase', 'action')}", ctx.lang)


def composer(view: dict[str, Any], ctx: Context) -> Composer | None:
    """Swap: the tiles marked in the hand make the one swap choice of those colours."""
    if ctx.picked != "swap":
        return None
    members = [i for i, c in enumerate(ctx.legal) if c.kind == "swap"]
    marked = sorted(m.partition("#")[0] for m in ctx.marks)
    index = next((i for i in members if sorted(map(str, ctx.legal[i].args)) == marked), None)
    return Composer(members, index, text("tigris.swap_none", ctx.lang))


def button_choices(ctx: Context) -> list[int]:
    # A monument is a button beside "No monument": it must never hide behind a tap (issue 16.3).
    return [i for i, c in enumerate(ctx.legal) if not c.targets or c.kind in ("withdraw", "monument")]


def private_html(view: dict[str, Any], ctx: Context) -> str:
    lang = ctx.lang
    seat = ctx.viewer
    if seat is None or view.get("hand") is None:
        return ""
    groups = ctx.extra.get("groups") or picker_groups(view, ctx)
    info = ctx.seats[seat]
    ring = style(info.style).colour
    dynasty = view["dynasties"][seat]

    def picker(key: str, body: str, label: str, cls: str) -> str:
        on = key in groups
        chosen = " picked" if ctx.picked == key else ""
        attrs = f'data-action="pick" data-key="{esc(key)}"' if on else "disabled"
        return (
            f'<button type="button" class="{cls}{chosen}" {attrs} aria-pressed="{"true" if chosen else "false"}" '
            f'title="{esc(label)}" aria-label="{esc(label)}">{body}</button>'
        )

    tiles = []
    swapping = ctx.picked == "swap"
    for colour in COLOURS:
        for k in range(int(view["hand"].get(colour, 0))):
            if swapping:  # the hand's tiles are marked one by one, then Swap (ui/pickers.py)
                token = f"{colour}#{k}"
                tiles.append(
                    toggle_html(
                        token, tile_icon(colour, 46), tile_name(colour, lang), token in ctx.marks, cls="te-hand-tile"
                    )
                )
            else:
                tiles.append(picker(f"tile:{colour}", tile_icon(colour, 46), tile_name(colour, lang), "te-hand-tile"))
    own = view["seats"][seat]
    leaders = [
        picker(f"leader:{c}", leader_icon(c, dynasty, ring, 44), leader_name(c, lang), "te-hand-leader")
        for c in COLOURS
        if c in own.get("supply", []) or f"leader:{c}" in groups
    ]
    extras = []
    if own.get("catastrophes", 0):
        body = _mini(_catastrophe(0, 0, 1.9), 40) + f"<span>×{own['catastrophes']}</span>"
        extras.append(picker("catastrophe", body, text("tigris.catastrophe", lang), "te-hand-extra"))
    if "swap" in groups:
        extras.append(
            picker("swap", f"<span>{esc(text('tigris.swap', lang))}</span>", text("tigris.swap", lang), "te-hand-extra")
        )
    vp = own.get("vp")
    vp_html = (
        f'<div class="te-own-vp"><span>{text("tigris.your_vp", lang)}</span>{_vp_html(vp, lang)}</div>' if vp else ""
    )
    return (
        f'<div class="te-private"><h2>{seat_label(info, lang)} · {esc(text("tigris.hand", lang))}</h2>'
        f'<div class="te-hand">{"".join(tiles)}</div>'
        f'<div class="te-hand te-leaders">{"".join(leaders)}{"".join(extras)}</div>{vp_html}</div>'
    )


# -- after the game ---------------------------------------------------------------------------


replay_clock = kit.turn_and_round


def scoring_event(event: dict[str, Any]) -> tuple[int, ...] | None:
    """The score chart marks won conflicts (for the winner) and monuments built."""
    if event["type"] == "conflict_won":
        return (int(event["winner"]),)
    if event["type"] == "monument":
        return (int(event["seat"]),)
    return None
