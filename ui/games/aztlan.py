"""Aztlán at the table: the round land of 30 territories, the tribes' pieces, the tracks, the cards.

Drawn from the engine's view (schema in ``game/aztlan/view.py``): each tribe's
pieces in a territory as one wooden block of its colour carrying the count
(and the tribe's initial, so the colours never need to be told apart by hue
alone), each seat's pyramid on the score track (stacked as the score stack
says), the era marker on the era track and the turn-order markers on the
turn track, a dashed line for each pair joined by Canoes and Rafts, and a
flame on the territory whose clash is being resolved.

Behind the screen (the private area, from the seat's own view only): the
power cards in hand and the one chosen this era, the prosperity cards.

Taps: a power card, a prosperity card that is played at once, or a yes/no
answer of a clash is a button.  Placing is one tap on a highlighted
territory (with two players: first the colour of the piece, then the
territory).  Moving is two taps: one's own pieces (they glow when they may
move), then a highlighted neighbouring territory.  Eagle and Jaguar Warriors
and Canoes and Rafts are a card tap, then a territory or a lake.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from game.aztlan.board import region_name as territory_name
from game.aztlan.board import type_name
from game.aztlan.cards import POWER_VP, power_type
from game.aztlan.text import CATALOG, card_name, tribe_word
from game.core.choice import Choice
from game.core.text import Ctx

from ..i18n import either, text
from ..lobby import style
from ..render import esc, seat_label, shape_path
from . import Composer, Context, kit

#: Fill of each tribe's colour where no seat holds it yet (2 players, before the alliances are chosen).
FILL = {"red": "#b3261e", "yellow": "#f0c419", "green": "#2e7d32", "blue": "#1f4e9c"}
#: Radius of a piece (map units, design value): the seat's shape about 24 px across on a 1280x800 tablet
#: (the map at 0.66 px a unit), its count about 13 px high; two fit across the narrowest territory.
PIECE_R = 18.0
#: With three or four tribes in a territory the pieces stand two by two, a little smaller.
PIECE_R_GRID = 15.0
#: Gap between two pieces side by side (map units, design value).
PIECE_GAP = 3.0
#: Font size of a piece's count, in piece radii (design value: as large as the shape holds).
COUNT_EM = 1.15
#: How far below the map's anchor the pieces sit (design value: clear of the type pictogram above it).
PIECE_DROP = 9.0
#: Radius of the table's target rings on this map (design value: inside the smallest territory).
RING_RADIUS = 26
#: Half-axes of the oval around a clash's pieces (design value): wide enough for two pieces side
#: by side, flat enough to stay clear of the territory's name above them (a circle that rounds two
#: pieces of PIECE_R reaches the name).
CLASH_RX = 38
CLASH_RY = 28
#: Geometry of the tracks printed by tools/maps/aztlan.py (tests/ui/test_aztlan_adapter.py checks they agree).
SCORE_SPACES = 100  # the score track runs 0..99, then round again


#: The words the adapter adds (the rest comes from the engine).
def _tribe(colour: str, lang: str) -> str:
    return str(tribe_word(colour, lang))


# -- pieces and markers ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Look:
    """How a tribe's pieces are drawn: its seat's shape and colour; with two players the alliance's
    second tribe is the same shape hollow (a pale core in a rim of the colour), so the two tribes of
    one player differ by more than hue."""

    shape: str
    colour: str
    hollow: bool = False


def tribe_looks(view: dict[str, Any], ctx: Context) -> dict[str, Look]:
    """Each tribe colour's look: the style of the seat that holds its side now (with two players the
    alliances change hands every era, and so does the look of their pieces)."""
    looks: dict[str, Look] = {}
    for side in view.get("sides") or []:
        seat = side.get("seat")
        for k, colour in enumerate(side.get("colours") or []):
            if seat is None or not 0 <= int(seat) < len(ctx.seats):
                looks[colour] = Look("circle", FILL.get(colour, "#888"), k > 0)
            else:
                st = style(ctx.seats[int(seat)].style)
                looks[colour] = Look(st.shape, st.colour, k > 0)
    return looks


def _shape_centre(shape: str, y: float, r: float) -> float:
    """Where a count sits vertically in ``shape``: a triangle's body is low."""
    return y + r * 0.22 if shape == "triangle" else y


def piece_svg(colour: str, look: Look, x: float, y: float, count: int, r: float = PIECE_R) -> str:
    """A tribe's pieces in one place: its seat's shape in the seat's colour with the count on it."""
    shadow = f'<g fill="rgba(0,0,0,.35)" stroke="none">{shape_path(look.shape, x, y + 2, r)}</g>'
    body = f'<g fill="{look.colour}" stroke="#1b120a" stroke-width="2">{shape_path(look.shape, x, y, r)}</g>'
    cy = _shape_centre(look.shape, y, r)
    if look.hollow:
        body += f'<g fill="#fff8e6" stroke="none">{shape_path(look.shape, x, y, r * 0.6)}</g>'
        ink, halo = "#1b1b1b", "#fff8e6"
    else:
        ink, halo = "#fff", "#1b1b1b"
    size = r * COUNT_EM
    hollow = ' data-hollow="true"' if look.hollow else ""
    return (
        f'<g class="az-piece" data-colour="{colour}" data-shape="{look.shape}" data-fill="{look.colour}"'
        f"{hollow}>{shadow}{body}"
        f'<text class="az-count" x="{x:.1f}" y="{cy + size * 0.36:.1f}" text-anchor="middle" '
        f'font-size="{size:.1f}" font-weight="bold" font-family="sans-serif" fill="{ink}" stroke="{halo}" '
        f'stroke-width="{r * 0.2:.1f}" stroke-linejoin="round" paint-order="stroke">{count}</text></g>'
    )


def _slots(n: int) -> tuple[float, list[tuple[float, float]]]:
    """Radius and offsets from the pieces' centre of n pieces: a row of up to two, else two by two."""
    if n <= 2:
        step = 2 * PIECE_R + PIECE_GAP
        return PIECE_R, [((k - (n - 1) / 2) * step, 0.0) for k in range(n)]
    step = 2 * PIECE_R_GRID + PIECE_GAP
    return PIECE_R_GRID, [((k % 2 - 0.5) * step, (k // 2 - 0.5) * step) for k in range(n)]


def pyramid_svg(fill: str, x: float, y: float, w: float) -> str:
    """A seat's score marker: a stepped pyramid of the seat's colour, its base centred on (x, y)."""
    steps = []
    for i, frac in enumerate((1.0, 0.72, 0.46)):
        sw = w * frac
        sh = w * 0.22
        steps.append(
            f'<rect x="{x - sw / 2:.1f}" y="{y - (i + 1) * sh:.1f}" width="{sw:.1f}" height="{sh:.1f}" '
            f'fill="{fill}" stroke="#1b120a" stroke-width="1.2"/>'
        )
    return f'<g class="az-pyramid">{"".join(steps)}</g>'


def score_space(vp: int, ctx: Context) -> tuple[float, float]:
    """Centre of the map's score-track space showing ``vp`` (the track wraps every 100)."""
    return ctx.spots[f"score:{vp % SCORE_SPACES}"]


def era_space(era: int, ctx: Context) -> tuple[float, float]:
    """Centre of the map's era space ``era`` (1..5)."""
    return ctx.spots[f"era:{era}"]


def turn_space(position: int, ctx: Context) -> tuple[float, float]:
    """Centre of the map's turn-order space ``position`` (1-based)."""
    return ctx.spots[f"turn:{position}"]


def _track_step(ctx: Context) -> float:
    """The side of a score-track space: the distance between two spaces in a row."""
    (x0, y0), (x1, y1) = ctx.spots["score:0"], ctx.spots["score:1"]
    return math.hypot(x1 - x0, y1 - y0)


def _seat_token(ctx: Context, seat: int, x: float, y: float, r: float) -> str:
    st = kit.seat_style(ctx, seat)
    if st is None:
        return ""
    return f'<g fill="{st.colour}" stroke="#1b120a" stroke-width="1.5">{shape_path(st.shape, x, y, r)}</g>'


# -- adapter functions ------------------------------------------------------------------------------


def _picker_key(c: Choice) -> str | None:
    if c.kind == "place" and len(c.args) == 2:
        return f"place:{c.args[1]}"
    if c.kind == "move":
        return f"from:{c.args[0]}"
    return c.kind if c.kind in ("eagle", "canoes") else None


#: First taps drawn by the UI: a piece colour (2 players), the pieces to move, a card's target.
picker_groups = kit.groups_by(_picker_key)


def picker_text(key: str, ctx: Context) -> str:
    kind, _, arg = key.partition(":")
    lang = ctx.lang
    if kind == "place":
        return text("aztlan.place_colour", lang, tribe=tribe_word(arg, lang))
    if kind == "from":
        return text("aztlan.move_from", lang, t=territory_name(arg, lang))
    if kind == "eagle":
        return text("aztlan.eagle_pick", lang)
    return text("aztlan.canoes_pick", lang)


#: Choices that are tapped on the board (every other choice is a button).
BOARD_KINDS = frozenset({"place", "move", "eagle", "canoes", "bank", "clash"})


def button_choices(ctx: Context) -> list[int]:
    return [i for i, c in enumerate(ctx.legal) if c.kind not in BOARD_KINDS]


def pieces_svg(view: dict[str, Any], ctx: Context) -> str:
    anchors = ctx.anchors
    if not anchors:
        return ""
    groups = ctx.extra.get("groups")
    if groups is None:
        groups = picker_groups(view, ctx)
    out: list[str] = []
    clash = view.get("clash") or {}
    # The clash being resolved burns; the ones the seat still has to resolve smoulder.
    for t in clash.get("pending") or []:
        if t in anchors:
            x, y = anchors[t]
            out.append(
                f'<ellipse class="az-pending" cx="{x:.1f}" cy="{y + PIECE_DROP:.1f}" rx="{CLASH_RX}" ry="{CLASH_RY}" '
                'fill="none" stroke="#e0591b" '
                'stroke-width="3" stroke-dasharray="3 5" pointer-events="none"/>'
            )
    at = clash.get("territory")
    if at and at in anchors:
        x, y = anchors[at]
        out.append(
            f'<ellipse class="az-clash" cx="{x:.1f}" cy="{y + PIECE_DROP:.1f}" rx="{CLASH_RX}" ry="{CLASH_RY}" '
            'fill="rgba(224,89,27,.18)" '
            'stroke="#e0591b" stroke-width="5" pointer-events="none"/>'
        )
    for a, b in (view.get("scoring") or {}).get("links") or []:
        if a in anchors and b in anchors:
            (x1, y1), (x2, y2) = anchors[a], anchors[b]
            out.append(
                f'<line class="az-link" x1="{x1:.1f}" y1="{y1:.1f}" x2="{x2:.1f}" y2="{y2:.1f}" stroke="#7a4a12" '
                'stroke-width="6" stroke-dasharray="10 6" stroke-linecap="round" pointer-events="none"/>'
            )
    picked = ctx.picked or ""
    looks = tribe_looks(view, ctx)
    for t, counts in sorted((view.get("board") or {}).items()):
        if t not in anchors:
            continue
        x, y = anchors[t]
        y += PIECE_DROP
        colours = [c for c in view.get("colours", []) if counts.get(c)]
        r, slots = _slots(len(colours))
        blocks = "".join(
            piece_svg(c, looks.get(c, Look("circle", FILL.get(c, "#888"))), x + dx, y + dy, counts[c], r)
            for c, (dx, dy) in zip(colours, slots, strict=True)
        )
        key = f"from:{t}"
        # Pieces that may move are a picker; once an origin is picked, the others are plain destinations.
        if key in groups and (not picked.startswith("from:") or picked == key):
            glow = "#ffd24a" if picked == key else "#fff3b0"
            half_w = max(abs(dx) for dx, _ in slots) + r + 5
            half_h = max(abs(dy) for _, dy in slots) + r + 5
            halo = (
                f'<rect x="{x - half_w:.1f}" y="{y - half_h:.1f}" width="{2 * half_w:.1f}" height="{2 * half_h:.1f}" '
                f'rx="10" fill="rgba(255,236,150,.35)" stroke="{glow}" stroke-width="{4 if picked == key else 2.5}"/>'
            )
            # The tap area: at least the table's touch target round the pieces, whatever the scale.
            hit = f'<circle class="hit-area" cx="{x:.1f}" cy="{y:.1f}" r="20"/>'
            out.append(
                f'<g class="az-movable" data-region="{esc(t)}" data-action="pick" data-key="{esc(key)}">'
                f"{hit}{halo}{blocks}</g>"
            )
        else:
            out.append(f'<g data-region="{esc(t)}">{blocks}</g>')
    out.append(_tracks_svg(view, ctx))
    # The table sizes its target rings for a grid of squares; on these territories they need this radius.
    out.append(f"<style>#board .legal-ring{{r:{RING_RADIUS}px}}</style>")
    return "".join(out)


def _tracks_svg(view: dict[str, Any], ctx: Context) -> str:
    if "score:1" not in ctx.spots:  # a map without the tracks (the fallback map)
        return ""
    track = _track_step(ctx)
    out: list[str] = []
    era = int(view.get("era", 1))
    ex, ey = era_space(min(max(era, 1), 5), ctx)
    out.append(
        f'<g class="az-era-marker" pointer-events="none"><circle cx="{ex:.1f}" cy="{ey:.1f}" r="13" fill="#7a1f12" '
        f'stroke="#f3e2b3" stroke-width="3"/></g>'
    )
    scores = view.get("scores") or []
    stack = view.get("stack") or list(range(len(scores)))
    # Pyramids sharing a space sit side by side, the one on top of the stack rightmost and highest.
    by_space: dict[int, list[int]] = {}
    for seat in reversed(stack):
        by_space.setdefault(int(scores[seat]) % SCORE_SPACES, []).append(seat)
    for space, seats in by_space.items():
        cx, cy = score_space(space, ctx)
        w = track * (0.8 if len(seats) == 1 else 0.5)
        for k, seat in enumerate(seats):
            dx = (k - (len(seats) - 1) / 2) * track * 0.3
            out.append(pyramid_svg(kit.seat_colour(ctx, seat), cx + dx, cy + track * 0.36 - k * 3, w))
    order = view.get("turn_order") or stack
    for i, seat in enumerate(order):
        tx, ty = turn_space(i + 1, ctx)
        out.append(_seat_token(ctx, seat, tx, ty, 11))
    return f'<g class="az-tracks" pointer-events="none">{"".join(out)}</g>'


def _chip(body: str) -> str:
    return f'<span class="az-chip">{body}</span>'


def _card_face(power: int, lang: str, dim: bool = False) -> str:
    kind = power_type(power)
    sub = type_name(kind, lang) if kind else text("aztlan.joker", lang)
    cls = "az-power az-dim" if dim else "az-power"
    return f'<span class="{cls}" data-power="{power}"><b>{power}</b><small>{esc(sub)}</small></span>'


def _piece_icon(colour: str, looks: dict[str, Look], size: int = 22) -> str:
    """A small inline SVG of a tribe's piece as the board draws it (its seat's shape and colour)."""
    look = looks.get(colour, Look("circle", FILL.get(colour, "#888")))
    inner = f'<g fill="#fff8e6" stroke="none">{shape_path(look.shape, 0, 0, 6.5)}</g>' if look.hollow else ""
    return (
        f'<svg class="az-icon" data-colour="{colour}" width="{size}" height="{size}" viewBox="-14 -14 28 28" '
        f'aria-hidden="true"><g fill="{look.colour}" stroke="#1b120a" stroke-width="1.8">'
        f"{shape_path(look.shape, 0, 0, 12)}</g>{inner}</svg>"
    )


def public_html(view: dict[str, Any], ctx: Context) -> str:
    lang = ctx.lang
    phase = str(view.get("phase", "choice"))
    meta = [text("aztlan.era", lang, n=view.get("era", 1)), text(f"aztlan.phase_{phase}", lang)]
    sides = view.get("sides") or []
    controlled: dict[int, list[int]] = {}
    for side_no, side in enumerate(sides):
        if side.get("seat") is not None:
            controlled.setdefault(int(side["seat"]), []).append(side_no)
    rows = []
    looks = tribe_looks(view, ctx)
    turn = view.get("turn")
    order = view.get("turn_order") or []
    active = order[turn] if turn is not None and turn < len(order) else None
    for seat in view.get("stack") or range(view.get("players", 0)):
        info = ctx.seats[seat]
        power = (view.get("power") or [])[seat]
        side_html = ""
        for side_no in controlled.get(seat, []):
            side = sides[side_no]
            tokens = "".join(_piece_icon(c, looks, 18) + esc(_tribe(c, lang)) for c in side["colours"])
            side_html += (
                f'<span class="az-icons">{tokens}</span>'
                f"<span>{text('aztlan.reserve', lang, n=side['reserve'])}</span>"
                + (f"<span>{text('aztlan.in_hand', lang, n=side['in_hand'])}</span>" if side["in_hand"] else "")
            )
        used = "".join(_card_face(p, lang, dim=True) for p in power.get("used", []))
        if power.get("current") is not None:
            current = _card_face(int(power["current"]), lang)
        elif phase in ("choice", "develop"):
            current = _chip(
                "✓ " + text("aztlan.chosen", lang) if power.get("chosen") else text("aztlan.not_chosen", lang)
            )
        else:
            current = ""
        cls = " te-active" if seat == active or (phase == "choice" and seat in view.get("to_act", [])) else ""
        rows.append(
            f'<li class="te-seat{cls}" data-seat="{seat}">'
            f'<div class="te-seat-head">{seat_label(info, lang)}<span class="az-vp">'
            f"<b>{view['scores'][seat]}</b> {text('aztlan.vp', lang)}</span></div>"
            f'<div class="te-seat-facts">{side_html}'
            f"<span>{text('aztlan.prosperity', lang, n=view['prosperity_count'][seat])}</span></div>"
            f'<div class="az-cards">{used}{current}</div></li>'
        )
    clash = view.get("clash") or {}
    clash_html = ""
    at = clash.get("territory")
    if at:
        pw = (clash.get("powers") or {}).get(at, {})
        parts = []
        for side_no, p in sorted(pw.items(), key=lambda kv: -kv[1]):
            cols = sides[int(side_no)]["colours"] if int(side_no) < len(sides) else []
            parts.append(
                f'<span class="az-icons">'
                f"{''.join(_piece_icon(c, looks, 16) for c in cols)}{text('aztlan.power', lang)} {p}</span>"
            )
        clash_html = (
            f'<div class="te-conflict">'
            f"<strong>{esc(text('aztlan.clash_at', lang, t=territory_name(at, lang)))}</strong>"
            f"{''.join(parts)}</div>"
        )
    removed = "".join(
        f'<span class="az-icons az-tight">{_piece_icon(c, looks, 16)}{k}</span>'
        for c, k in (view.get("removed") or {}).items()
        if k
    )
    supply = (
        f'<div class="te-monuments"><span>{text("aztlan.deck", lang)}: {view.get("deck_size", 0)}</span>'
        f"<span>· {text('aztlan.discard', lang, n=len(view.get('discard') or []))}</span>"
        + (f"<span>· {text('aztlan.removed', lang)}:</span>{removed}" if removed else "")
        + "</div>"
    )
    return (
        f'<div class="te-public az-public"><div class="te-meta">{" · ".join(esc(m) for m in meta)}</div>'
        f'{clash_html}<ul class="te-seats">{"".join(rows)}</ul>{supply}</div>'
    )


def private_html(view: dict[str, Any], ctx: Context) -> str:
    lang = ctx.lang
    seat = ctx.viewer
    if seat is None or view.get("seat") != seat:
        return ""
    groups = ctx.extra.get("groups")
    if groups is None:
        groups = picker_groups(view, ctx)
    info = ctx.seats[seat]
    power = view["power"][seat]

    def button(body: str, label: str, attrs: str, picked: bool = False) -> str:
        cls = " picked" if picked else ""
        return (
            f'<button type="button" class="az-card{cls}" {attrs} title="{esc(label)}" aria-label="{esc(label)}">'
            f"{body}</button>"
        )

    cards = []
    if power.get("current") is not None:
        p = int(power["current"])
        cards.append(
            f'<span class="az-this-era">{_card_face(p, lang)}<small>{text("aztlan.this_era", lang)}</small></span>'
        )
    for p in power.get("unused", []):
        idx = ctx.index_of("power", p)
        label = f"{card_name_power(p, lang)} · {text('aztlan.unused_vp', lang, vp=POWER_VP[p])}"
        if idx is not None:
            cards.append(button(_card_face(p, lang), label, f'data-choice="{idx}"'))
        else:
            cards.append(f'<span title="{esc(label)}">{_card_face(p, lang, dim=True)}</span>')
    prosperity = []
    for card in view.get("my_prosperity", []):
        name = card_name(card, lang)
        face = f'<span class="az-prosperity-card" data-card="{esc(card)}">{esc(name)}</span>'
        idx = next((i for i, c in enumerate(ctx.legal) if c.kind == card or c.args == (card,)), None)
        if card in ("eagle", "canoes") and card in groups:
            prosperity.append(button(face, name, f'data-action="pick" data-key="{card}"', ctx.picked == card))
        elif idx is not None and ctx.legal[idx].kind in ("blessing", "sacred_games", "tlatoani"):
            prosperity.append(button(face, name, f'data-choice="{idx}"'))
        else:
            prosperity.append(face)
    pieces = ""
    colour_keys = [k for k in groups if k.startswith("place:")]
    if colour_keys:
        pieces = "".join(
            button(
                _piece_icon(k[6:], tribe_looks(view, ctx), 34)
                + f"<span>{esc(text('aztlan.piece_of', lang, tribe=tribe_word(k[6:], lang)))}</span>",
                text("aztlan.piece_of", lang, tribe=tribe_word(k[6:], lang)),
                f'data-action="pick" data-key="{esc(k)}"',
                ctx.picked == k,
            )
            for k in colour_keys
        )
    origins = sorted(k for k in groups if k.startswith("from:"))
    move = ""
    if origins:
        move = (
            f'<p class="az-hint">{esc(text("aztlan.move_hint", lang))}</p><div class="te-hand">'
            + "".join(
                button(
                    f"<span>{esc(territory_name(k[5:], lang))}</span>",
                    territory_name(k[5:], lang),
                    f'data-action="pick" data-key="{esc(k)}"',
                    ctx.picked == k,
                )
                for k in origins
            )
            + "</div>"
        )
    own_sides = [s for s in view.get("sides", []) if s.get("seat") == seat]
    to_place = sum(int(s.get("in_hand", 0)) for s in own_sides)
    return (
        f'<div class="te-private az-private"><h2>{seat_label(info, lang)} · {esc(text("aztlan.screen", lang))}</h2>'
        f'<div class="az-label">{esc(text("aztlan.your_power", lang))}</div>'
        f'<div class="te-hand az-powers">{"".join(cards)}</div>'
        f'<div class="az-label">{esc(text("aztlan.your_prosperity", lang))}</div>'
        f'<div class="te-hand az-prosperity">{"".join(prosperity) or esc(text("aztlan.no_cards", lang))}</div>'
        + (f'<div class="az-label">{esc(text("aztlan.your_pieces", lang, n=to_place))}</div>' if to_place else "")
        + (f'<div class="te-hand">{pieces}</div>' if pieces else "")
        + move
        + "</div>"
    )


def card_name_power(power: int, lang: str) -> str:
    kind = power_type(power)
    what = type_name(kind, lang) if kind else text("aztlan.joker", lang)
    return text("aztlan.power_card", lang, n=power, kind=what)


def _acting_seat(view: dict[str, Any], ctx: Context) -> int | None:
    """The seat the instruction speaks to: the one in front, or the one deciding an open turn."""
    if ctx.viewer is not None:
        return ctx.viewer
    acting = view.get("to_act") or []
    return int(acting[0]) if len(acting) == 1 else None


def _in_hand(view: dict[str, Any], seat: int | None) -> int:
    """Pieces the seat's side took for the era and has not placed yet."""
    if seat is None:
        return 0
    alliances = view.get("alliances")
    side = alliances["controlled"][seat] if alliances else seat
    return int(view["sides"][side]["in_hand"])


def instruction(view: dict[str, Any], ctx: Context) -> str:
    """What to do now, from the view's phase and step and the legal choices' kinds (issue 16.3)."""
    lang = ctx.lang
    kinds = {c.kind for c in ctx.legal}
    phase, step = view.get("phase"), view.get("step")
    at = (view.get("clash") or {}).get("territory")
    where = territory_name(str(at), lang) if at else ""
    card = {k: card_name(k, lang) for k in ("eagle", "tlatoani", "sacred_games", "canoes")}
    if phase == "alliance":
        return text("aztlan.do_alliance", lang)
    if phase == "choice":
        return text("aztlan.do_power", lang)
    if phase == "develop":
        keys = [f"aztlan.or_{k}" for k in ("place", "move") if k in kinds]
        keys += ["aztlan.or_card"] if "eagle" in kinds else []
        keys += ["aztlan.or_pass"] if "pass" in kinds else []
        what = either(keys, lang, card=card["eagle"])
        n = _in_hand(view, _acting_seat(view, ctx))
        return text("aztlan.to_place", lang, what=what, n=n) if step == "place" and n else what
    if step == "select":
        return text("aztlan.do_select", lang, n=len((view.get("clash") or {}).get("pending") or ctx.legal))
    if step == "decide":
        return text("aztlan.do_decide", lang, t=where)
    if step in ("tie", "rival", "answer"):
        first = {"tie": "aztlan.or_tie", "rival": "aztlan.or_decline", "answer": "aztlan.or_yield"}[step]
        extra = "tlatoani" if step != "answer" else "sacred_games"
        keys = [first] + (["aztlan.or_card"] if extra in kinds else [])
        what = either(keys, lang, capital=False, card=card[extra])
        return text(f"aztlan.do_{step}", lang, t=where, what=what)
    if step in ("bank1", "bank2"):
        return text(f"aztlan.do_{step}", lang, card=card["canoes"])
    wild = any(c.kind == "score" and c.args for c in ctx.legal)
    keys = ["aztlan.or_score_wild" if wild else "aztlan.or_score"]
    keys += ["aztlan.or_blessing"] if "blessing" in kinds else []
    keys += ["aztlan.or_canoes"] if "canoes" in kinds else []
    return either(keys, lang, card=card["canoes"])


#: The region's name for the progress bar.
region_name = territory_name


def composer(view: dict[str, Any], ctx: Context) -> Composer | None:
    """The wild power card: each type's button says the VP it would score now (the engine's
    preview in the seat's own view), so nobody has to count the domains by hand."""
    preview = view.get("wild_preview")
    if not preview:
        return None
    members = ctx.indices(lambda c: c.kind == "score" and bool(c.args))
    buttons = "".join(
        f'<button type="button" class="choice" data-choice="{i}" data-kind="score">'
        f"{esc(text('aztlan.wild_preview', ctx.lang, choice=ctx.texts[i], n=int(preview[str(ctx.legal[i].args[0])])))}"
        "</button>"
        for i in members
    )
    return Composer(members, None, "", buttons)


# -- after the game ---------------------------------------------------------------------------


def end_details(events: Sequence[dict[str, Any]], ctx: Context) -> str:
    """Every seat's era scorings, domain by domain, as the engine's score events reported them."""
    lang = ctx.lang
    by_seat: dict[int, list[dict[str, Any]]] = {}
    for e in events:
        if e.get("type") == "score":
            by_seat.setdefault(int(e["seat"]), []).append(e)
    if not by_seat:
        return ""
    # In the order of the final standing (the engine's game_over event), as the score table above.
    standing = next((list(e["standing"]) for e in events if e.get("type") == "game_over"), [])
    sections = []
    for seat in sorted(by_seat, key=lambda s: (standing.index(s) if s in standing else len(standing), s)):
        eras = []
        for e in by_seat[seat]:
            kind = type_name(e["bonus_type"], lang)
            kind = text("aztlan.wild", lang, kind=kind) if e.get("wild") else kind
            head = text("aztlan.breakdown_era", lang, era=CATALOG.fields["era"](e["era"], Ctx(lang)), kind=kind)
            domains = sorted(e["possessions"], key=lambda p: -int(p[3]))
            parts = [text("aztlan.domain", lang, v=int(v), n=int(n), b=int(b)) for _, n, b, v in domains if int(b)]
            zero = sum(1 for d in domains if not int(d[2]))
            parts += [text("aztlan.zero_domains", lang, n=zero)] if zero else []
            parts += [text("aztlan.blessing_vp", lang, card=card_name(c, lang), v=int(v)) for c, v in e["blessings"]]
            total = text("aztlan.era_total", lang, total=int(e["total"]))
            eras.append(
                f'<li data-era="{int(e["era"])}"><b>{esc(head)}</b> <span class="az-era-total">= {esc(total)}</span>'
                f"<ul>{''.join(f'<li>{esc(p)}</li>' for p in parts)}</ul></li>"
            )
        sections.append(
            f'<section class="az-breakdown-seat" data-seat="{seat}"><h4>{seat_label(ctx.seats[seat], lang)}</h4>'
            f"<ol>{''.join(eras)}</ol></section>"
        )
    return (
        f'<div id="end-details" class="az-breakdown"><h3>{esc(text("aztlan.breakdown", lang))}</h3>'
        f"{''.join(sections)}</div>"
    )


def replay_clock(view: dict[str, Any]) -> tuple[Any, Any]:
    """A turn is a seat's turn within a phase of an era; a round, one phase of an era."""
    return (view["era"], view["phase"], view["turn"]), (view["era"], view["phase"])


#: The score chart marks each seat's era scoring and its end-of-game bonus.
scoring_event = kit.seat_scores("score", "final")
