"""Europa at the table: armies on the 44 territories, fortresses, the Reinforcements track, cards.

Drawn from the engine's view (schema in ``game/europa/view.py``).

- Each occupied territory shows its owner's army token on the map's anchor: a disc in the
  seat's colour with the number of armies, ringed by the seat's shape (colour is never the
  only cue).  A fortress is a large tower beside the token, in its owner's colour.  Tokens let
  taps through to the territory (they carry ``data-at``, not ``data-region``).
- The territory names are drawn again in the table's language just above the tokens, pulled
  apart where neighbours' names would touch (the map's own stay hidden); the legend is the
  map's, in both languages (tools/maps/bilingual.py).
- A battle is an arrow from the attacking territory to the attacked one; the move waiting
  for its count is a dashed arrow.
- The Reinforcements track of the map gets a marker in the colour of whoever played each
  slot; the current value V is outlined.
- Territory choices (fortress, claim, bulk, place, hide, attack, enter, sea attack, sail,
  move, occupy) are taps on the highlighted territories; where several choices share a territory
  (an attack from one source into several targets, 1/5/all armies to place) the tap opens a
  small menu.  Numbers (dice, armies aboard, armies moved, the conquest move), revealing
  hidden armies and cards are buttons in the choice bar.
- The private area holds the seat's hand, its secret hidden-army territory and, for a spy,
  the hand being looked at; only from that seat's own view.
"""

from __future__ import annotations

from typing import Any

from game.europa import board
from game.europa.text import card_name

from ..i18n import text
from ..render import esc, seat_label, shape_path
from . import Context, kit
from .kit import seat_colour, seat_shape

#: Token radius in map units (design value): the map is drawn at about 0.59 of its size on a tablet
#: in landscape, so the token is about 21 px across and its count (``COUNT_SIZE``) about 14 px high.
#: The map leaves room below the anchor for the coast marks (tools/maps/europa.py), and its anchors
#: are placed so no token covers a neighbour's name (tests/ui/test_europa_adapter.py).
TOKEN_R = 18.0
#: Font size of the army count (map units; two-digit counts a little smaller to fit the disc).
COUNT_SIZE, COUNT_SIZE_WIDE = 24, 21
#: The territory names are drawn again above the token, in the table's language (the map's own are
#: in Italian, with the English in ``data-en``): baseline this far above the token's top, clear of
#: the table's highlight ring too.
LABEL_GAP = 6.0
#: The count sits on a disc; a seat's shape other than the circle shows round it, this much larger
#: than the token (design value: the corners must show past the disc).
DISC_R = 15.0
SHAPE_SCALE = {"triangle": 1.45, "star": 1.45, "diamond": 1.3, "square": 1.0, "hexagon": 1.1}
LABEL_SIZE = 15
#: Estimated width of a letter of the bold serif names, in font sizes, and the least gap between two
#: names (design values, measured on the rendered map), and how many passes pull names apart.
LABEL_EM = 0.7
LABEL_PAD = 4.0
LABEL_PASSES = 4
#: The map's Reinforcements track: its boxes are the map's ``data-track`` spaces (render.boxes).
TRACK = "reinforcements"

#: Choices that are numbers, or a decision about the battle under way: buttons even though they name territories.
BUTTON_KINDS = frozenset({"board", "roll", "defend", "advance", "count", "reveal"})


def track_slot_xy(ctx: Context, value: int) -> tuple[float, float]:
    """Centre of the map's Reinforcements slot showing ``value`` (3..14)."""
    return ctx.spots[f"{TRACK}:{value}"]


# -- board pieces ---------------------------------------------------------------------------------


def _army(region: str, owner: int, armies: int, ctx: Context) -> str:
    """The owner's shape (its corners show round a disc) in its colour, the count on the disc."""
    x, y = ctx.anchors[region]
    shape = seat_shape(ctx, owner)
    colour = seat_colour(ctx, owner)
    disc = DISC_R if armies < 10 else DISC_R + 1.0
    back = ""
    if shape != "circle":
        back = (
            f'<g fill="{colour}" stroke="#1b1b1b" stroke-width="1.5">'
            f"{shape_path(shape, x, y, TOKEN_R * SHAPE_SCALE.get(shape, 1.0))}</g>"
        )
    size = COUNT_SIZE if armies < 10 else COUNT_SIZE_WIDE
    return (
        f'<g class="eu-army" data-at="{esc(region)}" data-owner="{owner}" data-armies="{armies}" '
        f'pointer-events="none">{back}<circle cx="{x:.1f}" cy="{y:.1f}" r="{disc if back else TOKEN_R:.1f}" '
        f'fill="{colour}" stroke="{"#fff" if back else "#1b1b1b"}" stroke-width="{1.2 if back else 1.5}"/>'
        f'<text x="{x:.1f}" y="{y + size * 0.36:.1f}" text-anchor="middle" font-size="{size}" font-weight="700" '
        f'fill="#fff" stroke="#1b1b1b" stroke-width="2" paint-order="stroke">{armies}</text></g>'
    )


#: A fortress tower's size (map units, design value): about 16x19 px on a 1280x800 tablet (the map at
#: 0.59 px a unit), in its owner's colour on a white halo, so it is seen at a glance (issue 16.7).
FORT_W, FORT_H = 28.0, 32.0


def _fortress(region: str, owner: int, ctx: Context) -> str:
    """A crenellated tower left of the token, in the owner's colour."""
    x, y = ctx.anchors[region]
    x0, y0, w, h = x - TOKEN_R - FORT_W - 2, y - FORT_H / 2, FORT_W, FORT_H
    c = w / 5
    top = "".join(f"h{c:.2f}v{6 if i % 2 == 0 else -6}" for i in range(5))
    d = f"M{x0:.1f} {y0 + h:.1f}V{y0:.1f}{top}V{y0 + h:.1f}Z"
    return (
        f'<g class="eu-fortress" data-at="{esc(region)}" data-owner="{owner}" pointer-events="none">'
        f'<path d="{d}" fill="none" stroke="#fff" stroke-width="5" stroke-linejoin="round"/>'
        f'<path d="{d}" fill="{seat_colour(ctx, owner)}" stroke="#1b1b1b" stroke-width="2" stroke-linejoin="round"/>'
        f'<path d="M{x0 + w / 2 - 4:.1f} {y0 + h:.1f}v-9a4 4 0 0 1 8 0v9Z" fill="#1b1b1b"/></g>'
    )


def _revealed(region: str, ctx: Context) -> str:
    """A star right of the token: hidden armies were revealed here."""
    x, y = ctx.anchors[region]
    return (
        f'<text class="eu-revealed" data-at="{esc(region)}" x="{x + TOKEN_R + 9:.1f}" y="{y + 6:.1f}" '
        f'text-anchor="middle" font-size="18" fill="#ffd400" stroke="#1b1b1b" stroke-width="1.2" '
        f'paint-order="stroke" pointer-events="none">★</text>'
    )


def _arrow(a: str, b: str, ctx: Context, colour: str, dashed: bool, cls: str) -> str:
    if a not in ctx.anchors or b not in ctx.anchors:
        return ""
    (x1, y1), (x2, y2) = ctx.anchors[a], ctx.anchors[b]
    dx, dy = x2 - x1, y2 - y1
    d = max((dx * dx + dy * dy) ** 0.5, 1.0)
    ux, uy = dx / d, dy / d
    sx, sy = x1 + ux * (TOKEN_R + 3), y1 + uy * (TOKEN_R + 3)
    ex, ey = x2 - ux * (TOKEN_R + 5), y2 - uy * (TOKEN_R + 5)
    hx, hy = ex - ux * 13, ey - uy * 13
    head = f"M{ex:.1f} {ey:.1f}L{hx - uy * 8:.1f} {hy + ux * 8:.1f}L{hx + uy * 8:.1f} {hy - ux * 8:.1f}Z"
    dash = ' stroke-dasharray="7 4"' if dashed else ""
    return (
        f'<g class="{cls}" pointer-events="none"><line x1="{sx:.1f}" y1="{sy:.1f}" x2="{hx:.1f}" y2="{hy:.1f}" '
        f'stroke="#fff" stroke-width="9" stroke-linecap="round" opacity=".85"/>'
        f'<line x1="{sx:.1f}" y1="{sy:.1f}" x2="{hx:.1f}" y2="{hy:.1f}" stroke="{colour}" stroke-width="5" '
        f'stroke-linecap="round"{dash}/><path d="{head}" fill="{colour}" stroke="#fff" stroke-width="1.2"/></g>'
    )


def _track_svg(view: dict[str, Any], ctx: Context) -> str:
    track = view.get("track", {})
    slots = list(track.get("slots", []))
    if f"{TRACK}:{slots[0] if slots else 0}" not in ctx.boxes:  # a map without the track (the fallback map)
        return ""
    out = []
    for k, seat in enumerate(track.get("played_by", [])):
        if k >= len(slots):
            break
        x, y = track_slot_xy(ctx, int(slots[k]))
        out.append(
            f'<g class="eu-slot" data-slot="{int(slots[k])}" data-seat="{int(seat)}" pointer-events="none">'
            f'<g fill="{seat_colour(ctx, int(seat))}" stroke="#1b1b1b" stroke-width="1.5">'
            f"{shape_path(seat_shape(ctx, int(seat)), x, y + 12, 9)}</g></g>"
        )
    value = int(track.get("value", 0))
    if value in slots:
        x, y, w, h = ctx.boxes[f"{TRACK}:{value}"]
        out.append(
            f'<rect class="eu-value" data-value="{value}" x="{x - 2:.1f}" y="{y - 2:.1f}" '
            f'width="{w + 4:.1f}" height="{h + 4:.1f}" rx="6" fill="none" stroke="#b8860b" '
            f'stroke-width="4" pointer-events="none"/>'
        )
    return "".join(out)


def label_positions(names: dict[str, str], anchors: dict[str, tuple[float, float]]) -> dict[str, float]:
    """The x of each name above its anchor, pulled apart where two neighbours' names would touch.

    Widths are estimated (``LABEL_EM`` of the font size a letter); two names on about the same
    line that would overlap are each moved half the overlap (and a small gap) away from the other."""
    xs = {r: anchors[r][0] for r in names}
    width = {r: len(n) * LABEL_SIZE * LABEL_EM for r, n in names.items()}
    order = sorted(names, key=lambda r: xs[r])
    for _ in range(LABEL_PASSES):
        moved = False
        for i, r in enumerate(order):
            for q in order[i + 1 :]:
                if abs(anchors[r][1] - anchors[q][1]) >= LABEL_SIZE + 2:
                    continue
                left, right = (r, q) if xs[r] <= xs[q] else (q, r)
                overlap = (xs[left] + width[left] / 2 + LABEL_PAD) - (xs[right] - width[right] / 2)
                if overlap > 0:
                    xs[left] -= overlap / 2
                    xs[right] += overlap / 2
                    moved = True
        if not moved:
            break
    return xs


def _labels_svg(ctx: Context) -> str:
    """The territory names in the table's language, just above the token; the map's are hidden."""
    y_off = TOKEN_R + LABEL_GAP
    names = {r: board.name(r, ctx.lang) for r in ctx.anchors if r in board.TERRITORY_IDS}
    xs = label_positions(names, ctx.anchors)
    return (
        "<style>#board #labels [data-label]{display:none}</style>"
        f'<g class="eu-labels" font-size="{LABEL_SIZE}" font-weight="bold" text-anchor="middle" fill="#1b1b1b" '
        'stroke="#fff" stroke-width="3" stroke-opacity=".8" paint-order="stroke" pointer-events="none">'
        + "".join(
            f'<text data-name="{esc(r)}" x="{xs[r]:.1f}" y="{ctx.anchors[r][1] - y_off:.1f}">{esc(n)}</text>'
            for r, n in names.items()
        )
        + "</g>"
    )


def pieces_svg(view: dict[str, Any], ctx: Context) -> str:
    if not ctx.anchors:
        return ""
    out = [_track_svg(view, ctx)]
    territories = view.get("territories", {})
    for region, t in territories.items():
        if region not in ctx.anchors:
            continue
        if t.get("fortress") is not None:
            out.append(_fortress(region, int(t["fortress"]), ctx))
        if t.get("owner") is not None:
            out.append(_army(region, int(t["owner"]), int(t["armies"]), ctx))
    for rec in view.get("hidden", {}).get("revealed", []):
        if rec["territory"] in ctx.anchors:
            out.append(_revealed(rec["territory"], ctx))
    attack = view.get("attack")
    if attack:
        colour = seat_colour(ctx, int(attack["attacker"]))
        out.append(_arrow(attack["source"], attack["target"], ctx, colour, bool(attack.get("sea")), "eu-attack"))
    pair = view.get("pair") or []
    if len(pair) == 2 and view.get("active") is not None:
        out.append(_arrow(pair[0], pair[1], ctx, seat_colour(ctx, int(view["active"])), True, "eu-move"))
    out.append(_labels_svg(ctx))  # last: a name stays readable over a neighbour's fortress or arrow
    return "".join(out)


# -- panels -----------------------------------------------------------------------------------------


def _banner(gid: str, lang: str) -> str:
    g = board.GROUP_BY_ID[gid]
    return f'<span class="eu-banner" style="background:{g.colour}" title="{esc(board.group_name(gid, lang))}">' + (
        f"{esc(g.initials)}</span>"
    )


def public_html(view: dict[str, Any], ctx: Context) -> str:
    lang = ctx.lang
    phase = str(view.get("phase", ""))
    rnd = int(view.get("round", 0))
    meta = [text("europa.round", lang, n=rnd) if rnd else text("europa.setup", lang)]
    meta.append(text(f"europa.phase_{phase}", lang))
    territories = view.get("territories", {})
    cards = view.get("cards", {})
    hidden = view.get("hidden", {})
    eliminated = set(view.get("eliminated", []))
    active = view.get("active")
    rows = []
    for seat in view.get("order", range(int(view.get("players", 0)))):
        seat = int(seat)
        owned = [t for t in territories.values() if t.get("owner") == seat]
        armies = sum(int(t["armies"]) for t in owned)
        empire = (view.get("empires") or [None] * (seat + 1))[seat]
        held = list(view["banners"][seat]) or ([empire] if empire else [])
        banners = "".join(_banner(g, lang) for g in held)
        cls = " eu-on" if seat == active and phase != "over" else ""
        cls += " eu-out" if seat in eliminated else ""
        facts = [
            text("europa.terr", lang, t=len(owned), armies=armies),
            text("europa.cards", lang, n=cards.get("hand_counts", [0])[seat]),
        ]
        unused = int(hidden.get("unused", [0] * (seat + 1))[seat])
        if unused:
            facts.append(text("europa.hidden", lang, n=unused))
        extra = view.get("supplementary", [None] * (seat + 1))[seat]
        if extra and int(extra.get("total", 0)):
            facts.append(text("europa.supply", lang, n=int(extra["total"])))
        allot = int(view.get("allotment", [0] * (seat + 1))[seat])
        if allot and rnd == 0:
            facts.append(text("europa.allot", lang, n=allot))
        if seat in eliminated:
            facts.append(text("europa.out", lang))
        rows.append(
            f'<li class="eu-seat{cls}" data-seat="{seat}"><div class="eu-head">'
            f'<span>{seat_label(ctx.seats[seat], lang)}</span><span class="eu-line">{banners}</span></div>'
            f'<div class="eu-line">{esc(" · ".join(facts))}</div></li>'
        )
    lines = [
        f'<div class="eu-line"><b>{esc(text("europa.track", lang, v=view.get("track", {}).get("value", 0)))}</b></div>',
        f'<div class="eu-line">'
        f"{esc(text('europa.deck', lang, d=cards.get('deck', 0), x=len(cards.get('discard', []))))}"
        + (f" · {esc(text('europa.removed', lang, n=len(cards['removed'])))}" if cards.get("removed") else "")
        + "</div>",
    ]
    if view.get("truces"):
        pairs = ", ".join(f"{ctx.seats[p].name} – {ctx.seats[q].name}" for p, q in view["truces"])
        lines.append(f'<div class="eu-line"><b>{esc(text("europa.truces", lang))}:</b> {esc(pairs)}</div>')
    attack = view.get("attack")
    if attack:
        a, d = board.name(attack["source"], lang), board.name(attack["target"], lang)
        lines.append(f'<div class="eu-line"><b>{esc(text("europa.battle", lang, a=a, d=d))}</b></div>')
    if view.get("winner") is not None:
        winner = ctx.seats[int(view["winner"])].name
        lines.append(f'<div class="eu-line"><b>{esc(text("europa.winner", lang, name=winner))}</b></div>')
    return (
        f'<div class="eu-public"><div class="eu-meta">{" · ".join(esc(m) for m in meta)}</div>'
        f'<ul class="eu-seats">{"".join(rows)}</ul>{"".join(lines)}</div>'
    )


def _cards_html(cards: list[str], lang: str, ctx: Context | None = None) -> str:
    """The cards; with ``ctx``, a card heading a picker group is a button that picks it (once)."""
    if not cards:
        return f"<span>{esc(text('europa.no_cards', lang))}</span>"
    groups = (ctx.extra.get("groups") or {}) if ctx is not None else {}
    out = []
    for c in cards:
        key = CARD_GROUP_KEY.get(c, "")
        if key in groups:
            on = ctx is not None and ctx.picked == key
            out.append(
                f'<button type="button" class="eu-card{" picked" if on else ""}" data-card="{esc(c)}" '
                f'data-action="pick" data-key="{key}" aria-pressed="{str(on).lower()}">'
                f"{esc(card_name(c, lang))}</button>"
            )
            groups = {k: v for k, v in groups.items() if k != key}  # one button per kind
        else:
            out.append(f'<span class="eu-card" data-card="{esc(c)}">{esc(card_name(c, lang))}</span>')
    return "".join(out)


#: Cards whose plays are a choice among rivals or counts: the card in the hand is tapped first
#: (issue 16.2: a Diplomat and a Spy for each of five rivals were ten buttons).
CARD_GROUP_KEY = {"diplomat": "card:diplomat", "spy": "card:spy", "reinforcements": "card:reinforcements"}
#: The card each of those choice kinds plays.
CARD_KINDS = {"diplomat": "diplomat", "spy": "spy", "reinforce": "reinforcements"}


def instruction(view: dict[str, Any], ctx: Context) -> str:
    """What to do now; the first screen names the empire whose banner the seat drew."""
    phase = str(view.get("phase", "main"))
    seat = ctx.viewer
    if phase == "fortress" and seat is not None:
        empire = (view.get("empires") or [None] * (seat + 1))[seat]
        if empire:
            return text("europa.do_fortress", ctx.lang, empire=board.group_name(empire, ctx.lang))
    if phase == "place":
        return text("europa.do_place", ctx.lang, n=int(view.get("pending", {}).get("armies", 0)))
    return text(f"europa.do_{phase}", ctx.lang)


def picker_groups(view: dict[str, Any], ctx: Context) -> dict[str, list[int]]:
    groups = kit.group_choices(ctx, lambda c: CARD_GROUP_KEY[CARD_KINDS[c.kind]] if c.kind in CARD_KINDS else None)
    return {k: v for k, v in groups.items() if len(v) > 1}


def picker_text(key: str, ctx: Context) -> str:
    card = next(c for c, k in CARD_GROUP_KEY.items() if k == key)
    return text("europa.play_card", ctx.lang, card=card_name(card, ctx.lang))


def private_html(view: dict[str, Any], ctx: Context) -> str:
    seat = ctx.viewer
    if seat is None or view.get("seat") != seat:
        return ""
    lang = ctx.lang
    hand = view.get("cards", {}).get("hand") or []
    parts = [
        f"<h2>{seat_label(ctx.seats[seat], lang)} · {esc(text('europa.hand', lang))}</h2>",
        f'<div class="eu-line eu-hand">{_cards_html(list(hand), lang, ctx if ctx.legal else None)}</div>',
    ]
    mine = view.get("hidden", {}).get("mine", [])
    if mine:
        where = ", ".join(
            board.name(r["territory"], lang) + (f" ({text('europa.usable', lang)})" if r.get("usable") else "")
            for r in mine
        )
        parts.append(f'<div class="eu-line eu-secret"><b>{esc(text("europa.secret", lang))}:</b> {esc(where)}</div>')
    spy = view.get("spy")
    if spy and spy.get("seat") == seat and spy.get("hand") is not None:
        name = ctx.seats[int(spy["target"])].name
        parts.append(
            f'<div class="eu-line eu-spied"><b>{esc(text("europa.spied", lang, name=name))}:</b>'
            f"{_cards_html(list(spy['hand']), lang)}</div>"
        )
    pending = view.get("pending", {})
    if int(pending.get("armies", 0)) and view.get("active") == seat:
        parts.append(f'<div class="eu-line"><b>{esc(text("europa.pending", lang, n=int(pending["armies"])))}</b></div>')
    return f'<div class="eu-private">{"".join(parts)}</div>'


def button_choices(ctx: Context) -> list[int]:
    """Buttons: what has no place on the map, plus numbers (dice, armies) that a territory cannot say."""
    return [
        i for i, c in enumerate(ctx.legal) if c.kind in BUTTON_KINDS or not any(t in ctx.anchors for t in c.targets)
    ]


#: The region's name for the progress bar.
region_name = board.name


# -- after the game ---------------------------------------------------------------------------


def replay_clock(view: dict[str, Any]) -> tuple[Any, Any]:
    """A turn is the active seat within a round; a round, the view's round."""
    return (view["round"], view["active"]), view["round"]


#: The score chart marks each turn's income of supplementary armies.
scoring_event = kit.seat_scores("supply")
