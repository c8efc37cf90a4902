"""Vinci at the table: Europe with its tokens, the score track, the six civilisations.

Drawn from the engine's view (schema in ``game/vinci/view.py``).  Vinci has no
hidden information: the private area only gathers what the seat on turn needs
(its civilisation, its hand, and the reorganisation's +/- counter).

- Tokens sit above each province's name as the seat's shape in its colour with
  the count on it; a declined empire's tokens are the dark side of the same
  shape ringed in the seat's colour; neutral tokens are wooden discs; a fort is
  a crenellated wall around the token.  Tokens let taps through to the province
  (they carry ``data-at``, not ``data-region``, so the table's highlight glow
  never blurs their numbers; the gold ring shows what a tap does).
- The six civilisation pairs are drawn in the display slots of the map (each
  tile with its red token number and its colour, the VP tokens below); tapping
  a slot takes that civilisation.
- Each seat's marker runs on the 0-99 score track around the map.
- Conquest targets are highlighted with their cost beside them: one tap
  conquers.  Espionage is a picker ("Espionage" button, then the province).
- The reorganisation (and survivors) is a counter: +/- (within the engine's
  range, so the rules hold live) and a confirm per province, in the engine's
  order.  Each +/- is a picker group holding one ``put`` choice.
"""

from __future__ import annotations

from typing import Any

from game.core.choice import Choice
from game.core.text import Ctx
from game.vinci import board
from game.vinci.text import CATALOG, ROMAN, tile_name

from ..i18n import either, text
from ..render import esc, seat_label, shape_path
from . import Context, kit
from .kit import seat_colour, seat_shape

#: Fill of the tile colours of the physical game (design value).
TILE_FILL = {"pink": "#f1b6c6", "yellow": "#f5d76e", "blue": "#9cc9ee"}
TILE_EDGE = {"pink": "#a8566d", "yellow": "#a07d12", "blue": "#3c6f9b"}
WOOD = "#c8995a"
WOOD_EDGE = "#5b3d17"
DECLINED_FILL = "#555049"
#: Token radius (map units, design value): the map leaves the anchor free for it, between the
#: mine and port icons (16 units either side) and above the name (19 units below).
TOKEN_R = 10.0
#: The score track's squares round the map (where they are: the map's ``data-track`` anchors).
TRACK_SQUARES = 100
#: The display slots of the map: slot k's box is the map's ``data-track`` space "display:k" (render.boxes).
DISPLAY = "display"
#: Each VP token of the display is worth 2 VP [L202-205].
VP_PER_TOKEN = 2


def short_tile_name(kind: str, lang: str) -> str:
    """A tile's name without the "(also in decline)" note (the drawing marks it instead)."""
    return tile_name(kind, lang).split(" (")[0]


def track_xy(score: int, ctx: Context) -> tuple[float, float]:
    """Centre of the map's score track square for ``score`` (the track wraps every 100 VP)."""
    return ctx.spots[f"track:{max(0, score) % TRACK_SQUARES}"]


# -- board pieces ---------------------------------------------------------------------------------


def _token(x: float, y: float, tokens: int, fill: str, edge: str, shape: str, ink: str, edge_w: float) -> str:
    return (
        f'<g fill="{fill}" stroke="{edge}" stroke-width="{edge_w}">{shape_path(shape, x, y, TOKEN_R)}</g>'
        f'<text x="{x:.1f}" y="{y + 4.5:.1f}" text-anchor="middle" font-size="13" font-weight="700" '
        f'fill="{ink}" stroke="none">{tokens}</text>'
    )


def _fort(x: float, y: float) -> str:
    """A fort: a crenellated wall around the token, so it never covers a neighbour's name."""
    h = TOKEN_R + 4
    c = h / 2.5  # crenel width
    top = "".join(f"h{c:.1f}v{4 if i % 2 == 0 else -4}" for i in range(5))
    return (
        f'<path class="vi-fort" d="M{x - h:.1f} {y + h:.1f}V{y - h:.1f}{top}V{y + h:.1f}Z" '
        f'fill="#8a6a3d" stroke="#2d1e0c" stroke-width="1.2"/>'
    )


def _region_piece(region: str, occ: dict[str, Any], ctx: Context) -> str:
    x, y = ctx.anchors[region]
    ty = y
    owner = int(occ["owner"])
    if owner < 0:
        body = _token(x, ty, occ["tokens"], WOOD, WOOD_EDGE, "circle", "#2a1a08", 1.5)
        who = "neutral"
    elif occ["declined"]:
        body = _token(x, ty, occ["tokens"], DECLINED_FILL, seat_colour(ctx, owner), seat_shape(ctx, owner), "#fff", 3)
        who = "declined"
    else:
        body = _token(x, ty, occ["tokens"], seat_colour(ctx, owner), "#1b1b1b", seat_shape(ctx, owner), "#fff", 1.5)
        who = "active"
    if occ["fort"]:
        body = _fort(x, ty) + body
    return (
        f'<g class="vi-token" data-at="{esc(region)}" data-owner="{owner}" data-state="{who}" '
        f'data-tokens="{int(occ["tokens"])}" pointer-events="none">{body}</g>'
    )


#: A conquest cost badge's half width and half height (map units).
BADGE_W, BADGE_H = 11.0, 9.0
#: Where a cost badge may sit round its province's anchor, in order of preference (design values):
#: on the anchor when the province is empty, else above its token, then beside it, then below.
BADGE_SPOTS = (
    (0.0, -(TOKEN_R + 11)),
    (18.0, -17.0),
    (-18.0, -17.0),
    (TOKEN_R + 13, 0.0),
    (-(TOKEN_R + 13), 0.0),
    (18.0, 17.0),
    (-18.0, 17.0),
)
BADGE_LAST = (0.0, TOKEN_R + 11)


def _clear_of(bx: float, by: float, x: float, y: float) -> bool:
    """Whether the badge centred at (bx, by) leaves the token disc at (x, y) uncovered."""
    nx = min(max(x, bx - BADGE_W), bx + BADGE_W)
    ny = min(max(y, by - BADGE_H), by + BADGE_H)
    return (nx - x) ** 2 + (ny - y) ** 2 >= TOKEN_R**2


def token_clear(bx: float, by: float, region: str, anchors: dict[str, tuple[float, float]], occupied: bool) -> bool:
    """Whether a badge at (bx, by) for ``region`` covers no province's token (its own when
    ``occupied``, a neighbour's wherever a token may stand)."""
    x, y = anchors[region]
    near = [xy for r, xy in anchors.items() if (r != region or occupied) and r in board.PROVINCES]
    return all(_clear_of(bx, by, px, py) for px, py in near if abs(px - x) < 60 and abs(py - y) < 60)


def badge_spot(region: str, ctx: Context, occupied: bool) -> tuple[float, float]:
    """Where ``region``'s cost badge goes, never over a token count: on the anchor of an empty
    province when that is clear, else the spot the map keeps for it clear of names and marks too
    (its "badge" track, tools/maps/vinci.py), else the first of ``BADGE_SPOTS`` clear of tokens."""
    x, y = ctx.anchors[region]
    if not occupied and token_clear(x, y, region, ctx.anchors, False):
        return x, y
    if f"badge:{region}" in ctx.spots:
        return ctx.spots[f"badge:{region}"]
    for dx, dy in BADGE_SPOTS:
        if token_clear(x + dx, y + dy, region, ctx.anchors, occupied):
            return x + dx, y + dy
    return x + BADGE_LAST[0], y + BADGE_LAST[1]


def _cost_badge(region: str, cost: int, ctx: Context, occupied: bool) -> str:
    bx, by = badge_spot(region, ctx, occupied)
    return (
        f'<g class="vi-cost" data-at="{esc(region)}" pointer-events="none">'
        f'<rect x="{bx - BADGE_W:.1f}" y="{by - BADGE_H:.1f}" width="{2 * BADGE_W:.0f}" height="{2 * BADGE_H:.0f}" '
        f'rx="9" fill="#fff3b0" stroke="#7a5b00" '
        f'stroke-width="1.2"/><text x="{bx:.1f}" y="{by + 4.5:.1f}" text-anchor="middle" font-size="12" '
        f'font-weight="700" fill="#3b2a00" stroke="none">{cost}</text></g>'
    )


def _tile_chip(kind: str, info: dict[str, Any], x: float, y: float, w: float, h: float, lang: str) -> str:
    colour = info.get("colour", "yellow")
    fill, edge = TILE_FILL.get(colour, "#eee"), TILE_EDGE.get(colour, "#555")
    name = short_tile_name(kind, lang)
    size = 11 if len(name) <= 18 else 9.5
    persistent = ""
    if info.get("persistent"):
        persistent = (
            f'<text x="{x + w - 6:.1f}" y="{y + h / 2 + 4:.1f}" text-anchor="end" font-size="12" font-weight="700" '
            f'fill="{edge}" stroke="none">∞</text>'
        )
    return (
        f'<rect x="{x:.1f}" y="{y:.1f}" width="{w:.1f}" height="{h:.1f}" rx="4" fill="{fill}" stroke="{edge}" '
        f'stroke-width="1.2"/><circle cx="{x + 12:.1f}" cy="{y + h / 2:.1f}" r="9" fill="#c0392b" stroke="#fff" '
        f'stroke-width="1"/><text x="{x + 12:.1f}" y="{y + h / 2 + 4:.1f}" text-anchor="middle" font-size="11" '
        f'font-weight="700" fill="#fff" stroke="none">{int(info.get("red", 0))}</text>'
        f'<text x="{x + 25:.1f}" y="{y + h / 2 + 4:.1f}" font-size="{size}" font-weight="600" fill="#2b2012" '
        f'stroke="none">{esc(name)}</text>{persistent}'
    )


def _display_svg(view: dict[str, Any], ctx: Context) -> str:
    kinds = view.get("kinds", {})
    out = []
    for slot in view.get("display", []):
        k = int(slot["slot"])
        if f"{DISPLAY}:{k}" not in ctx.boxes:  # a map without the display (the fallback map)
            continue
        x0, y0, slot_w, slot_h = ctx.boxes[f"{DISPLAY}:{k}"]
        parts = []
        for j, kind in enumerate(slot["tiles"]):
            parts.append(_tile_chip(kind, kinds.get(kind, {}), x0 + 7, y0 + 31 + 28 * j, slot_w - 14, 24, ctx.lang))
        n = int(slot.get("vp_tokens", 0))
        for j in range(min(n, 8)):
            cx = x0 + 17 + 15 * j
            parts.append(
                f'<circle cx="{cx:.1f}" cy="{y0 + 98:.1f}" r="6.5" fill="#f2c230" stroke="#7a5b00" stroke-width="1.2"/>'
            )
        if n:
            parts.append(
                f'<text x="{x0 + slot_w - 8:.1f}" y="{y0 + 102:.1f}" text-anchor="end" font-size="12" '
                f'font-weight="700" fill="#7a5b00" stroke="none">'
                f"{esc(text('vinci.tokens_vp', ctx.lang, n=n * VP_PER_TOKEN))}</text>"
            )
        target = f"slot-{k}"
        parts.append(
            f'<rect class="vi-slot" data-region="{target}" x="{x0:.1f}" y="{y0:.1f}" width="{slot_w:.1f}" '
            f'height="{slot_h:.1f}" rx="8" fill="none" stroke="none" pointer-events="all"/>'
        )
        out.append(f'<g class="vi-slot-pieces" data-slot="{k}">{"".join(parts)}</g>')
    return "".join(out)


def _track_svg(view: dict[str, Any], ctx: Context) -> str:
    if f"track:{TRACK_SQUARES - 1}" not in ctx.spots:  # a map without the track
        return ""
    by_square: dict[int, list[int]] = {}
    for entry in view.get("seats", []):
        by_square.setdefault(max(0, int(entry["score"])) % TRACK_SQUARES, []).append(int(entry["seat"]))
    offsets = ((-7, -7), (7, -7), (-7, 7), (7, 7), (0, 0), (0, -9))
    out = []
    for square, seats in by_square.items():
        x, y = track_xy(square, ctx)
        for seat, dx, dy, r in kit.sharing(seats, offsets, 9.5, 6.5):
            out.append(
                f'<g class="vi-marker" data-seat="{seat}" fill="{seat_colour(ctx, seat)}" stroke="#1b1b1b" '
                f'stroke-width="1.5">{shape_path(seat_shape(ctx, seat), x + dx, y + dy, r)}</g>'
            )
    return "".join(out)


def _target_rings(view: dict[str, Any], ctx: Context) -> str:
    """A gold ring around every province a tap would act on now (the open choices' targets)."""
    groups = ctx.extra.get("groups") or picker_groups(view, ctx)
    if ctx.picked is not None and ctx.picked in groups:
        open_ = [ctx.legal[i] for i in groups[ctx.picked]]
    else:
        grouped = {i for members in groups.values() for i in members}
        open_ = [c for i, c in enumerate(ctx.legal) if i not in grouped]
    open_ += [c for c in ctx.legal if c.kind == "put"]  # the province the counter is deciding
    targets = (t for c in open_ if c.kind != "rebirth" for t in c.targets)
    return kit.target_rings(ctx, targets, "vi-ring", TOKEN_R + 4)


def pieces_svg(view: dict[str, Any], ctx: Context) -> str:
    if not ctx.anchors:
        return ""
    out = [_display_svg(view, ctx), _track_svg(view, ctx)]
    regions = view.get("regions", {})
    for region, occ in regions.items():
        if region in ctx.anchors:
            out.append(_region_piece(region, occ, ctx))
    out.append(_target_rings(view, ctx))
    costs = view.get("costs", {})
    for c in ctx.legal:
        if c.kind == "conquer" and c.args[0] in ctx.anchors:
            region = c.args[0]
            out.append(_cost_badge(region, int(costs.get(region, {}).get("cost", c.args[1])), ctx, region in regions))
    return "".join(out)


# -- panels -----------------------------------------------------------------------------------------


def _tiles_html(kinds: list[str], info: dict[str, Any], lang: str, dim: bool = False) -> str:
    extra = " vi-dim" if dim else ""
    return "".join(
        f'<span class="vi-tag {esc(info.get(k, {}).get("colour", ""))}{extra}">{esc(tile_name(k, lang))}</span>'
        for k in kinds
    )


def _held(entry: dict[str, Any], which: str, lang: str) -> str:
    return text("vinci.provinces", lang, p=len(entry.get(f"{which}_provinces", [])), t=entry.get(f"{which}_tokens", 0))


def public_html(view: dict[str, Any], ctx: Context) -> str:
    lang = ctx.lang
    phase = str(view.get("phase", ""))
    meta = [
        text("vinci.round", lang, n=view.get("round", 0)),
        text(f"vinci.phase_{phase}", lang),
        text("vinci.target", lang, n=view.get("target", 0)),
    ]
    if view.get("ending"):
        meta.append(text("vinci.ending", lang))
    kinds = view.get("kinds", {})
    rows = []
    turn = view.get("turn")
    for entry in view.get("seats", []):
        seat = int(entry["seat"])
        info = ctx.seats[seat]
        virtual = f' <span class="vi-virtual">({text("vinci.virtual", lang)})</span>' if entry.get("virtual") else ""
        on = " vi-on" if seat == turn and not view.get("over") else ""
        active = _tiles_html(entry.get("tiles", []), kinds, lang) or esc(text("vinci.no_civ", lang))
        lines = [
            f'<div class="vi-line"><b>{esc(text("vinci.active", lang))}:</b>{active}</div>',
            f'<div class="vi-line"><span>{esc(_held(entry, "active", lang))}</span>'
            f"<span>· {int(entry.get('hand', 0))} {esc(text('vinci.hand', lang))}</span></div>",
        ]
        if entry.get("declined_provinces") or entry.get("declined_tiles"):
            lines.append(
                f'<div class="vi-line"><b>{esc(text("vinci.declined", lang))}:</b>'
                f"{_tiles_html(entry.get('declined_tiles', []), kinds, lang, dim=True)}"
                f"<span>{esc(_held(entry, 'declined', lang))}</span></div>"
            )
        rows.append(
            f'<li class="vi-seat{on}" data-seat="{seat}"><div class="vi-head">'
            f"<span>{seat_label(info, lang)}{virtual}</span>"
            f'<span class="vi-score">{int(entry["score"])} {esc(text("vinci.vp", lang))}</span></div>'
            f"{''.join(lines)}</li>"
        )
    display = []
    for slot in view.get("display", []):
        cost = int(slot.get("cost", 0))
        n = int(slot.get("vp_tokens", 0))
        price = text("vinci.cost", lang, n=-cost) if cost else text("vinci.free", lang)
        bonus = f"<span>{esc(text('vinci.tokens_vp', lang, n=n * VP_PER_TOKEN))}</span>" if n else ""
        display.append(
            f'<li data-slot="{int(slot["slot"])}"><span class="vi-roman">{ROMAN[int(slot["slot"]) - 1]}</span>'
            f"{_tiles_html(slot['tiles'], kinds, lang)}<span>{esc(price)}</span>{bonus}</li>"
        )
    peace = ""
    if view.get("peace"):
        pairs = ", ".join(f"{ctx.seats[a].name} – {ctx.seats[b].name}" for a, b in view["peace"])
        peace = f'<div class="vi-line"><b>{esc(text("vinci.peace", lang))}:</b> {esc(pairs)}</div>'
    bag = text("vinci.bag", lang, n=sum(view.get("bag", {}).values()))
    supply = f"{bag} · {text('vinci.wood', lang, n=view.get('wood_left', 0))}"
    return (
        f'<div class="vi-public"><div class="vi-meta">{" · ".join(esc(m) for m in meta)}</div>'
        f'<ul class="vi-seats">{"".join(rows)}</ul>{peace}'
        f'<div><b>{esc(text("vinci.display", lang))}</b><ul class="vi-display">{"".join(display)}</ul></div>'
        f'<div class="vi-line">{esc(supply)}</div></div>'
    )


def _put_choices(ctx: Context) -> list[int]:
    return ctx.indices(lambda c: c.kind == "put")


def _default_put(view: dict[str, Any], puts: list[Choice]) -> int:
    """The counter's starting value: an even share of the pool, within the legal range."""
    order = view.get("turn_state", {}).get("order", []) or [None]
    pool = int(view.get("turn_state", {}).get("pool", 0))
    lo, hi = int(str(puts[0].args[1])), int(str(puts[-1].args[1]))
    return max(lo, min(hi, pool // len(order)))


def picker_groups(view: dict[str, Any], ctx: Context) -> dict[str, list[int]]:
    groups: dict[str, list[int]] = {}
    for i, c in enumerate(ctx.legal):
        if c.kind == "put":
            groups[f"put:{c.args[1]}"] = [i]
        elif c.kind == "spy":
            groups.setdefault("spy", []).append(i)
    return groups


def picker_text(key: str, ctx: Context) -> str:
    if key == "spy":
        return text("vinci.espionage_pick", ctx.lang)
    n = key.partition(":")[2]
    region = next((str(c.args[0]) for c in ctx.legal if c.kind == "put"), "")
    return text("vinci.put_pick", ctx.lang, n=int(n), region=board.name(region, ctx.lang) if region else "")


def button_choices(ctx: Context) -> list[int]:
    """Buttons: what has no place on the map, plus the civilisations, Rebirth and the parts to keep."""
    return [
        i
        for i, c in enumerate(ctx.legal)
        if c.kind in ("take", "rebirth", "keep") or not any(t in ctx.anchors for t in c.targets)
    ]


def _counter_html(view: dict[str, Any], ctx: Context) -> str:
    lang = ctx.lang
    idx = _put_choices(ctx)
    puts = [ctx.legal[i] for i in idx]
    region = str(puts[0].args[0])
    by_n = {int(str(c.args[1])): i for c, i in zip(puts, idx)}
    picked = ctx.picked or ""
    n = int(picked.partition(":")[2]) if picked.startswith("put:") else _default_put(view, puts)
    ts = view.get("turn_state", {})
    pool = int(ts.get("pool", 0))
    rest = [board.name(r, lang) for r in ts.get("order", [])[1:]]
    name = board.name(region, lang)

    def step(delta: int, label: str, sign: str, cls: str) -> str:
        key = f"put:{n + delta}"
        attrs = f'data-action="pick" data-key="{key}"' if (n + delta) in by_n else "disabled"
        return (
            f'<button type="button" class="{cls}" {attrs} aria-label="{esc(text("vinci." + label, lang))}" '
            f'title="{esc(text("vinci." + label, lang))}">{sign}</button>'
        )

    after = (
        f'<div class="vi-line">{esc(text("vinci.after", lang, n=pool - n, rest=", ".join(rest)))}</div>' if rest else ""
    )
    return (
        f'<div class="vi-reorganise" data-region="{esc(region)}"><div class="vi-line"><b>'
        f"{esc(text('vinci.reorganise', lang, n=pool))}</b></div>"
        f'<div class="vi-counter"><span>{esc(name)}</span>{step(-1, "less", "−", "vi-less")}'
        f'<span class="vi-n" data-n="{n}">{n}</span>{step(1, "more", "+", "vi-more")}'
        f'<button type="button" class="primary vi-ok" data-choice="{by_n[n]}">'
        f"{esc(text('vinci.confirm', lang, n=n, region=name))}</button></div>{after}</div>"
    )


def private_html(view: dict[str, Any], ctx: Context) -> str:
    seat = ctx.viewer
    if seat is None or not 0 <= seat < len(view.get("seats", [])):
        return ""
    lang = ctx.lang
    own = view["seats"][seat]
    kinds = view.get("kinds", {})
    civ = _tiles_html(own.get("tiles", []), kinds, lang) or esc(text("vinci.no_civ", lang))
    parts = [
        f"<h2>{seat_label(ctx.seats[seat], lang)} · {esc(text('vinci.yours', lang))}</h2>",
        f'<div class="vi-line">{civ}<span>· {int(own.get("hand", 0))} {esc(text("vinci.hand", lang))}</span></div>',
    ]
    ts = view.get("turn_state", {})
    if view.get("phase") == "expand" and view.get("turn") == seat:
        parts.append(
            f'<div class="vi-line">'
            f"{esc(text('vinci.turn_info', lang, s=ts.get('spy_left', 0), f=ts.get('forts_left', 0)))}"
            "</div>"
        )
    if _put_choices(ctx):
        parts.append(_counter_html(view, ctx))
    if any(c.kind == "spy" for c in ctx.legal):
        on = ctx.picked == "spy"
        parts.append(
            f'<div class="vi-line"><button type="button" class="vi-spy{" picked" if on else ""}" data-action="pick" '
            f'data-key="spy" aria-pressed="{"true" if on else "false"}">'
            f"{esc(text('vinci.espionage', lang))}</button></div>"
        )
    return f'<div class="vi-private">{"".join(parts)}</div>'


#: The phases whose choices are alternatives of one sentence, in the order the sentence names them.
ALTERNATIVES: dict[str, tuple[str, ...]] = {
    "start": ("expand", "decline"),
    "diplomacy": ("peace", "no_peace"),
    "collect": ("abandon", "collected"),
    "expand": ("conquer", "spy", "stop"),
    "fort": ("fort", "no_fort"),
    "rebirth": ("rebirth", "no_rebirth"),
}


def instruction(view: dict[str, Any], ctx: Context) -> str:
    """What to do now, from the view's phase and the legal choices' kinds (issue 16.3)."""
    lang = ctx.lang
    kinds = {c.kind for c in ctx.legal}
    phase = str(view.get("phase"))
    if phase in ALTERNATIVES:
        line = either([f"vinci.or_{k}" for k in ALTERNATIVES[phase] if k in kinds], lang)
        seat = view.get("turn")
        if phase == "expand" and isinstance(seat, int):
            return text("vinci.in_hand", lang, what=line, n=int(view["seats"][seat].get("hand", 0)))
        return line
    if phase in ("distribute", "survivors"):
        ts = view.get("turn_state", {})
        region = next((c.args[0] for c in ctx.legal if c.kind == "put"), "")
        where = CATALOG.fields["region"](region, Ctx(lang))
        return text(f"vinci.do_{phase}", lang, region=where, n=int(ts.get("pool", 0)))
    if phase in ("civ_choice", "cohesion", "abandon"):
        return text(f"vinci.do_{phase}", lang)
    return text("do_buttons", lang)  # a virtual seat's step, played at once


#: The region's name for the progress bar.
region_name = board.name


# -- after the game ---------------------------------------------------------------------------


def replay_clock(view: dict[str, Any]) -> tuple[Any, Any]:
    """A turn is the seat whose turn it is within a round; a round, the view's round."""
    return (view["round"], view["turn"]), view["round"]


#: The score chart marks every turn's scoring.
scoring_event = kit.seat_scores("turn_score")
