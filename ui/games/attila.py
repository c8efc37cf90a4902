"""Attila at the table: the late Empire with its tribe tokens, peace tiles, influence tracks and hands.

Drawn from the engine's view (schema in ``game/attila/view.py``).

- Each province's tokens stand around its anchor as the tribes' shapes in their colours (one piece
  per token, at most five), a peace tile (parchment square with the century's numeral) beside them
  once it is pacified.  Pieces let taps through to the province (they carry ``data-at``, not
  ``data-region``), and a gold ring marks every province a tap acts on (place, second token).
- The century boxes of the map hold the peace tiles still in them; the current century is marked.
- Seats are marked by badges (their colour and shape on a dark plate), on the tracks and in the
  panels, so a player never reads as a tribe: the seat palette shares hues and shapes with the
  tribes (the orange square seat and the yellow square Goths).
- The public panel: each seat's score, hand size, action tiles left and cards committed to the
  conflict; the six influence tracks with each seat's marker; supply, deck and discard pile.
- The private panel: the seat's hand as cards.  A card that stands for a choice now (play it,
  commit it, set it aside for an Exchange, discard it) carries ``data-choice``: one tap.  The
  Influence 2 tile is a picker: tap it, then choose one track (+2) or two tracks (+1 each).
"""

from __future__ import annotations

import math
from typing import Any

from game.attila.board import province_name
from game.attila.constants import TRIBE_COLOURS, TRIBE_SHAPES, TRIBES
from game.attila.text import CATALOG, cards_text, end_reason, tile_name, tribe_name
from game.core.text import Ctx

from ..i18n import either, text
from ..pickers import toggle_html
from ..render import badge_svg, esc, icon_svg, seat_label, shape_path
from . import Composer, Context, kit
from .kit import seat_colour, seat_shape

#: Token radius (map units, design value): the map is shown at about 0.5 px a unit on a 1280x800
#: tablet, so a token is about 20 px across (issue 16.7).
TOKEN_R = 19.5
#: Distance between the centres of two tokens side by side (map units, design value): a hair apart.
TOKEN_STEP = 2 * TOKEN_R
#: Five tokens (a conflict) stand on a pentagon this far from the anchor (map units, design value):
#: the whole group inside the rings (RING_R), neighbours overlapping by a tenth of their width, as
#: tokens crowd on the physical board.
PENTAGON = 30.0
#: The ring drawn around a province a tap acts on (map units, design value): clear of the tokens.
RING_R = 50.0
#: A pacified province's peace tile lies under its tokens, as on the physical board (map units,
#: design value): a parchment tile just around the token group (so it stays clear of the province
#: name the map prints near the anchor), its century's numeral on a seal to the right.
PEACE_PAD = 4.0
PEACE_MIN = 36.0
SEAL_R = 13.0
#: The century boxes of the map (tools/maps/attila.py): x of box 4, step, y, size.
BOX_X0, BOX_DX, BOX_Y, BOX_W, BOX_H = 1059.7, 87.5, 1113.2, 80.0, 54.0
ROMAN = {4: "IV", 5: "V", 6: "VI", 7: "VII"}
#: Ink on a tribe's colour: light on dark tribes, dark on the yellow Goths.
TRIBE_INK = ("#fff", "#fff", "#2b2012", "#fff", "#fff", "#fff")
PEACE_FILL, PEACE_EDGE = "#f6ecc8", "#6b1d14"
TILE_ORDER = ("double", "exchange", "influence2")
INFLUENCE2_KEY = "tile:influence2"


def token_slots(n: int) -> list[tuple[float, float]]:
    """Offsets from the anchor of ``n`` tokens (0..5), packed round it so that even a full province
    stays inside its ring: a row of two, a triangle, a square, a pentagon."""
    half = TOKEN_STEP / 2
    if n <= 2:
        return [((k - (n - 1) / 2) * TOKEN_STEP, 0.0) for k in range(n)]
    if n == 3:
        lift = TOKEN_STEP / (2 * math.sqrt(3))  # the triangle's centre is a third of its height up
        return [(0.0, -2 * lift), (-half, lift), (half, lift)]
    if n == 4:
        return [(-half, -half), (half, -half), (-half, half), (half, half)]
    turns = [math.radians(-90 + 72 * k) for k in range(n)]
    return [(PENTAGON * math.cos(a), PENTAGON * math.sin(a)) for a in turns]


def _tribe_piece(tribe: str, x: float, y: float, r: float) -> str:
    t = TRIBES.index(tribe)
    return (
        f'<g fill="{TRIBE_COLOURS[t]}" stroke="#fff" stroke-width="1.6">{shape_path(TRIBE_SHAPES[t], x, y, r)}</g>'
        f'<g fill="none" stroke="#1b1b1b" stroke-width=".8">{shape_path(TRIBE_SHAPES[t], x, y, r + 0.9)}</g>'
    )


def _tribe_icon(tribe: str, size: int = 18) -> str:
    """A small inline SVG of a tribe's token (colour and shape together)."""
    return icon_svg("at-icon", size, lambda half: _tribe_piece(tribe, half, half, half - 2.5))


def _tribe_tag(tribe: str, lang: str, extra: str = "") -> str:
    name = esc(tribe_name(tribe, lang))
    return f'<span class="at-tribe" data-tribe="{esc(tribe)}">{_tribe_icon(tribe)}{name}{extra}</span>'


def _cards_text(cards: dict[str, int], lang: str) -> str:
    return cards_text(cards, lang)


# -- board pieces ---------------------------------------------------------------------------------


def _province_pieces(pid: str, info: dict[str, Any], ctx: Context) -> str:
    x, y = ctx.anchors[pid]
    tokens = [t for t in TRIBES for _ in range(int(info.get("tokens", {}).get(t, 0)))]
    body = []
    peace = info.get("peace")
    if peace is not None:
        offsets = token_slots(len(tokens))
        half_w = max([PEACE_MIN / 2] + [abs(dx) + TOKEN_R + PEACE_PAD for dx, _ in offsets])
        half_h = max([PEACE_MIN / 2] + [abs(dy) + TOKEN_R + PEACE_PAD for _, dy in offsets])
        sx = x + half_w + SEAL_R - 5  # the seal hangs off the right edge, clear of the tokens
        body.append(
            f'<g class="at-peace" data-century="{int(peace)}">'
            f'<rect x="{x - half_w:.1f}" y="{y - half_h:.1f}" '
            f'width="{2 * half_w:.1f}" height="{2 * half_h:.1f}" rx="8" fill="{PEACE_FILL}" fill-opacity=".93" '
            f'stroke="{PEACE_EDGE}" stroke-width="2.5"/><circle cx="{sx:.1f}" cy="{y:.1f}" r="{SEAL_R:.1f}" '
            f'fill="{PEACE_EDGE}" stroke="#f6ecc8" stroke-width="2"/><text x="{sx:.1f}" y="{y + 4.5:.1f}" '
            f'text-anchor="middle" font-size="{12 if int(peace) == 7 else 13}" font-weight="700" '
            f'font-family="Georgia,serif" fill="#f6ecc8">{ROMAN.get(int(peace), "")}</text></g>'
        )
    for tribe, (dx, dy) in zip(tokens, token_slots(len(tokens))):
        body.append(_tribe_piece(tribe, x + dx, y + dy, TOKEN_R))
    if not body:
        return ""
    return (
        f'<g class="at-pieces" data-at="{esc(pid)}" data-tokens="{len(tokens)}" pointer-events="none">'
        f"{''.join(body)}</g>"
    )


def _boxes_svg(view: dict[str, Any]) -> str:
    out = []
    current = view.get("century")
    for k, box in enumerate(view.get("boxes", [])):
        century, left = int(box["century"]), int(box["tiles"])
        x0 = BOX_X0 + BOX_DX * k
        parts = []
        if century == current:
            parts.append(
                f'<rect x="{x0 - 3:.1f}" y="{BOX_Y - 3:.1f}" width="{BOX_W + 6:.1f}" height="{BOX_H + 6:.1f}" rx="8" '
                f'fill="none" stroke="#ffd400" stroke-width="4"/>'
            )
        for j in range(left):  # the tiles stacked, a little offset so the count shows
            tx = x0 + 14 + j * 14
            parts.append(
                f'<rect x="{tx:.1f}" y="{BOX_Y + 12:.1f}" width="28" height="28" rx="4" fill="{PEACE_FILL}" '
                f'stroke="{PEACE_EDGE}" stroke-width="1.8"/>'
            )
        if left:
            tx = x0 + 28 + (left - 1) * 14
            parts.append(
                f'<text x="{tx:.1f}" y="{BOX_Y + 31:.1f}" text-anchor="middle" font-size="13" font-weight="700" '
                f'font-family="Georgia,serif" fill="{PEACE_EDGE}">{ROMAN[century]}</text>'
            )
        out.append(
            f'<g class="at-box" data-century="{century}" data-tiles="{left}" pointer-events="none">{"".join(parts)}</g>'
        )
    return "".join(out)


def _conflict_svg(view: dict[str, Any], ctx: Context) -> str:
    conflict = view.get("conflict")
    if not conflict or conflict["province"] not in ctx.anchors:
        return ""
    x, y = ctx.anchors[conflict["province"]]
    return (
        f'<circle class="at-conflict" data-at="{esc(conflict["province"])}" cx="{x:.1f}" cy="{y:.1f}" r="{RING_R:.1f}" '
        f'fill="rgba(200,48,44,.1)" stroke="#c8302c" stroke-width="4" pointer-events="none"/>'
    )


def _target_rings(view: dict[str, Any], ctx: Context) -> str:
    """A gold ring around every province a tap would act on now (placing a token)."""
    targets = (t for c in ctx.legal if c.kind in ("place", "second") for t in c.targets)
    return kit.target_rings(ctx, targets, "at-ring", RING_R, fill="rgba(255,212,0,.12)", width=4, dash="8 4")


def pieces_svg(view: dict[str, Any], ctx: Context) -> str:
    if not ctx.anchors:
        return ""
    out = [_boxes_svg(view), _conflict_svg(view, ctx)]
    for pid, info in view.get("provinces", {}).items():
        if pid in ctx.anchors:
            out.append(_province_pieces(pid, info, ctx))
    out.append(_target_rings(view, ctx))
    return "".join(out)


# -- panels -----------------------------------------------------------------------------------------


#: Where up to five markers sharing one space of a track sit, relative to its centre (design value).
SHARED_SPOTS = ((-3.5, -5.0), (3.5, 5.0), (3.5, -5.0), (-3.5, 5.0), (0.0, 0.0))


def _track_svg(positions: list[int], last: int, ctx: Context) -> str:
    """One influence track: spaces 1..last (every fifth numbered), each seat's marker on its space."""
    cell, top, high = 15.0, 2.0, 24.0
    cells = []
    for k in range(1, last + 1):
        x = 1 + cell * (k - 1)
        cells.append(
            f'<rect x="{x:.1f}" y="{top}" width="{cell - 1:.1f}" height="{high}" rx="2" '
            f'fill="{"#e9dcb8" if k % 5 else "#d6c28f"}"/>'
        )
        if k % 5 == 0:
            cells.append(
                f'<text x="{x + (cell - 1) / 2:.1f}" y="{top + high / 2 + 4:.1f}" text-anchor="middle" '
                f'font-size="10" fill="#6b5a33">{k}</text>'
            )
    marks = []
    for pos in sorted({p for p in positions if p > 0}):
        seats = [s for s, p in enumerate(positions) if p == pos]
        cx, cy = 1 + cell * (pos - 1) + (cell - 1) / 2, top + high / 2
        for seat, dx, dy, r in kit.sharing(seats, SHARED_SPOTS, 7.2, 5.0):
            marks.append(
                f'<g class="at-seat-mark" data-seat="{seat}" data-pos="{pos}">'
                f"{badge_svg(seat_colour(ctx, seat), seat_shape(ctx, seat), cx + dx, cy + dy, r)}</g>"
            )
    width = cell * last + 2
    return (
        f'<svg viewBox="0 0 {width:.0f} {high + 2 * top:.0f}" width="{width:.0f}" height="{high + 2 * top:.0f}" '
        f'role="img">{"".join(cells)}{"".join(marks)}</svg>'
    )


def public_html(view: dict[str, Any], ctx: Context) -> str:
    lang = ctx.lang
    meta = [text("attila.turn", lang, n=view.get("turn", 1))]
    century = view.get("century")
    meta.append(
        text("attila.century", lang, c=century, g=view.get("gain", 1)) if century else text("attila.no_century", lang)
    )
    ending = ""
    if view.get("end_reason") and not view.get("over"):
        why = end_reason(view["end_reason"], lang)
        ending = f'<div class="at-line at-ending"><b>{esc(text("attila.ending", lang, why=why))}</b></div>'
    conflict = view.get("conflict") or {}
    counts = conflict.get("counts", [])
    rows = []
    active = view.get("active")
    for seat in range(int(view.get("players", len(ctx.seats)))):
        on = " at-on" if seat == active and not view.get("over") else ""
        tiles = [t for t in TILE_ORDER if t in view.get("tiles", [[]] * (seat + 1))[seat]]
        tile_tags = "".join(f'<span class="at-tile">{esc(tile_name(t, lang))}</span>' for t in tiles)
        extra = ""
        if counts and seat < len(counts) and counts[seat]:
            extra = f"<span>· {esc(text('attila.committed', lang, n=counts[seat]))}</span>"
        score = int(view.get("scores", [0] * (seat + 1))[seat])
        held = text("attila.cards", lang, n=view.get("hand_sizes", [0] * (seat + 1))[seat])
        rows.append(
            f'<li class="at-seat{on}" data-seat="{seat}"><div class="at-head">'
            f"<span>{seat_label(ctx.seats[seat], lang, badge=True)}</span>"
            f'<span class="at-score">{esc(text("attila.pts", lang, n=score))}</span></div>'
            f'<div class="at-line"><span>{esc(held)}</span>{extra}'
            f"<span>· {esc(text('attila.tiles_left', lang))}:</span>"
            f"{tile_tags or esc(text('attila.none', lang))}</div></li>"
        )
    state_line = ""
    if view.get("card"):
        state_line = text("attila.card_played", lang, t=tribe_name(view["card"], lang))
    if conflict:
        line = text("attila.conflict", lang, p=province_name(conflict["province"], lang))
        if conflict.get("pending"):
            line += " · " + text(
                "attila.pending", lang, p=", ".join(province_name(p, lang) for p in conflict["pending"])
            )
        state_line = (state_line + " · " if state_line else "") + line
    if not view.get("over") and view.get("plays_left", 0) and not view.get("card"):
        state_line = text("attila.plays_left", lang, n=view["plays_left"])
    state_html = f'<div class="at-line at-now">{esc(state_line)}</div>' if state_line else ""
    last = int(view.get("influence_last", 20))
    tracks = "".join(
        f'{_tribe_tag(t, lang)}<span class="at-track" data-track="{t}">{_track_svg(positions, last, ctx)}</span>'
        for t, positions in ((t, view.get("influence", {}).get(t, [])) for t in TRIBES)
    )
    supply = "".join(_tribe_tag(t, lang, f" <b>{int(n)}</b>") for t, n in zip(TRIBES, view.get("supply", [])))
    discard = sum(view.get("discard", {}).values())
    return (
        f'<div class="at-public"><div class="at-meta">{" · ".join(esc(m) for m in meta)}</div>{ending}'
        f'<ul class="at-seats">{"".join(rows)}</ul>{state_html}'
        f'<div><b>{esc(text("attila.influence", lang, n=last))}</b><div class="at-tracks">{tracks}</div></div>'
        f'<div><b>{esc(text("attila.supply", lang))}</b><div class="at-supply">{supply}</div></div>'
        f'<div class="at-line">{esc(text("attila.deck", lang, n=view.get("deck_size", 0), d=discard))}</div></div>'
    )


def picker_groups(view: dict[str, Any], ctx: Context) -> dict[str, list[int]]:
    """Influence 2 is a picker (one track +2 or two +1 make up to 21 choices: shown once it is tapped)."""
    group = ctx.indices(lambda c: c.kind == "influence2")
    return {INFLUENCE2_KEY: group} if group else {}


def picker_text(key: str, ctx: Context) -> str:
    return text("attila.influence2_pick", ctx.lang)


def composer(view: dict[str, Any], ctx: Context) -> Composer | None:
    """Influence 2: tap one tribe (+2) or two (+1 each), then confirm the choice they make."""
    if ctx.picked != INFLUENCE2_KEY:
        return None
    members = ctx.indices(lambda c: c.kind == "influence2")
    offered = [t for t in TRIBES if any(ctx.legal[i].args == (t,) for i in members)]
    marked = [t for t in TRIBES if t in ctx.marks]
    toggles = "".join(
        toggle_html(
            t,
            f"{_tribe_icon(t, 22)}<span>{esc(tribe_name(t, ctx.lang))}</span>",
            tribe_name(t, ctx.lang),
            t in marked,
            enabled=len(marked) < 2,
            cls="at-mark",
        )
        for t in offered
    )
    index = next((i for i in members if ctx.legal[i].args == tuple(marked)), None) if marked else None
    return Composer(members, index, text("attila.influence2_none", ctx.lang), toggles)


def button_choices(ctx: Context) -> list[int]:
    """Every choice but the provinces to place a token in (those are taps on the map)."""
    return [i for i, c in enumerate(ctx.legal) if c.kind not in ("place", "second")]


#: Which choice a card of the hand stands for, by the kind listed now.
CARD_KINDS = ("card", "commit", "swap", "discard")


def private_html(view: dict[str, Any], ctx: Context) -> str:
    seat = ctx.viewer
    if seat is None or view.get("seat") != seat:
        return ""
    lang = ctx.lang
    hand: dict[str, int] = view.get("hand") or {}
    cards = []
    for tribe in TRIBES:
        n = int(hand.get(tribe, 0))
        if not n:
            continue
        index = next((ctx.index_of(kind, tribe) for kind in CARD_KINDS if ctx.index_of(kind, tribe) is not None), None)
        top = f'style="border-top-color:{TRIBE_COLOURS[TRIBES.index(tribe)]}"'
        inner = f'{_tribe_icon(tribe, 30)}<span>{esc(tribe_name(tribe, lang))}</span><span class="at-n">×{n}</span>'
        if index is not None:
            label = esc(ctx.texts[index]) if index < len(ctx.texts) else ""
            cards.append(
                f'<button type="button" class="at-card" {top} data-tribe="{tribe}" data-choice="{index}" '
                f'data-kind="{esc(ctx.legal[index].kind)}" title="{label}" aria-label="{label}">{inner}</button>'
            )
        else:
            cards.append(f'<div class="at-card" {top} data-tribe="{tribe}">{inner}</div>')
    parts = [
        f"<h2>{seat_label(ctx.seats[seat], lang, badge=True)} · {esc(text('attila.hand', lang))}</h2>",
        f'<div class="at-hand">{"".join(cards) or esc(cards_text({}, lang))}</div>',
    ]
    conflict = view.get("conflict") or {}
    if conflict.get("mine"):
        parts.append(
            f'<div class="at-line">'
            f"{esc(text('attila.your_committed', lang, c=_cards_text(conflict['mine'], lang)))}</div>"
        )
    swap = view.get("swap") or {}
    if swap.get("mine"):
        parts.append(
            f'<div class="at-line">{esc(text("attila.set_aside", lang, c=_cards_text(swap["mine"], lang)))}</div>'
        )
    tiles = [t for t in TILE_ORDER if t in view.get("tiles", [[]] * (seat + 1))[seat]]
    tags = []
    for t in tiles:
        if t == "influence2" and any(c.kind == "influence2" for c in ctx.legal):
            on = ctx.picked == INFLUENCE2_KEY
            tags.append(
                f'<button type="button" class="at-pick{" picked" if on else ""}" data-action="pick" '
                f'data-key="{INFLUENCE2_KEY}" aria-pressed="{"true" if on else "false"}">'
                f"{esc(tile_name(t, lang))}</button>"
            )
        else:
            tags.append(f'<span class="at-tile">{esc(tile_name(t, lang))}</span>')
    parts.append(
        f'<div class="at-line"><b>{esc(text("attila.your_tiles", lang))}:</b>'
        f"{''.join(tags) or esc(text('attila.none', lang))}</div>"
    )
    return f'<div class="at-private">{"".join(parts)}</div>'


#: The action tiles' choice kinds (any of them open: "use an action tile").
TILE_KINDS = frozenset({"double", "exchange", "influence2"})


def instruction(view: dict[str, Any], ctx: Context) -> str:
    """What to do now, from the view's step and the kinds of the legal choices (issue 16.3)."""
    lang = ctx.lang
    kinds = {c.kind for c in ctx.legal}
    step = view.get("step")
    words = CATALOG.fields
    if step == "place" or step == "gain":
        tribe = words["tribe"](view.get("card"), Ctx(lang))
        if step == "place":
            return text("attila.do_place", lang, tribe=tribe)
        keys = ["attila.or_influence"] + (["attila.or_second"] if "second" in kinds else [])
        return either(keys, lang, n=int(view.get("gain", 1)), tribe=tribe)
    if step == "commit":
        province = words["province"]((view.get("conflict") or {}).get("province", ""), Ctx(lang))
        keys = ["attila.or_commit"] if "commit" in kinds else []
        keys += ["attila.or_commit_done"] + (["attila.or_tile"] if kinds & TILE_KINDS else [])
        return text("attila.do_commit", lang, province=province, what=either(keys, lang, capital=False))
    if step == "swap":
        count = int((view.get("swap") or {}).get("count", 0))
        return text("attila.do_swap", lang, n=count) if count else text("attila.do_swap_first", lang)
    if step == "discard":
        return text("attila.do_discard", lang)
    keys = [f"attila.or_{k}" for k in ("card", "pass") if k in kinds]
    keys += ["attila.or_tile"] if kinds & TILE_KINDS else []
    keys += ["attila.or_end"] if "end" in kinds else []
    return either(keys, lang) if keys else text("do_buttons", lang)


#: The region's name for the progress bar.
region_name = province_name


# -- after the game ---------------------------------------------------------------------------


replay_clock = kit.turn_and_round


def scoring_event(event: dict[str, Any]) -> tuple[int, ...] | None:
    """The score chart marks the century scorings (every seat)."""
    return () if event["type"] == "scoring" else None
