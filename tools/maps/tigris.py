"""Generate the Tigris & Euphrates maps: the 16 x 11 board, both sides.

    python -m tools.maps.tigris          # rewrite the committed SVGs
    python -m tools.maps.tigris --check  # exit 1 if a committed SVG is stale

Writes ``assets/maps/tigris-standard.svg`` and ``assets/maps/tigris-advanced.svg``
(the table loads ``tigris-<side>.svg``) and ``assets/maps/tigris.svg``, the
standard side under the game's own name for tools that look a map up by game.

Every square is one ``<rect data-region="A1" data-x=.. data-y=..>`` in
``<g id="regions">``, its id the engine's algebraic square id (column letter
A..P, row 1..11), its anchor the square's centre.  River squares are water
blue with ripples, land is sand; the treasure squares carry the winged-bull
(Shedu) mark under their starting temple, and the priority treasures (the
four corners on the standard side, the six outside the rivers on the
advanced side) a gold frame, as the printed board frames them.  Coordinates
run round the edge in ``<g id="labels">``.  Everything comes from
game/tigris/board.py, so the map cannot disagree with the engine.
"""

from __future__ import annotations

import sys
from pathlib import Path

from game.tigris.board import ADVANCED, SIDE_NAMES, STANDARD, Board

from . import command

ROOT = Path(__file__).resolve().parents[2]
OUT = ROOT / "assets" / "maps"

CELL = 60  # viewBox units per square (design value: 16 x 60 = 960 wide)
MARGIN = 44  # room for the coordinates round the board
FOOTER = 34  # room for the side's name under the bottom coordinates
LAND = "#e9d7a6"  # sand
LAND_ALT = "#e3cf98"  # every other square a shade darker, so squares read on the open plain
RIVER = "#5d9fd0"
RIVER_ALT = "#5897c7"
RIPPLE = "#a9d1ee"
GRID = "#b39a63"
FRAME = "#6b4a2b"
GOLD = "#c9a227"
SHEDU = "#8a6d3b"
LABEL = "#3b2a17"
FONT = "Georgia, 'Times New Roman', serif"
LABEL_SIZE = 22  # px at the board's natural size: legible on a tablet (design value)


def _f(value: float) -> str:
    text = f"{value:.1f}"
    return text[:-2] if text.endswith(".0") else text


def _square(board: Board, q: int) -> str:
    x, y = board.xy(q)
    left, top = MARGIN + x * CELL, MARGIN + y * CELL
    river = board.river[q]
    shade = (x + y) % 2
    fill = (RIVER_ALT if shade else RIVER) if river else (LAND_ALT if shade else LAND)
    kind = "river" if river else ("treasure" if q in board.treasure_squares else "land")
    return (
        f'<rect data-region="{board.ids[q]}" data-x="{_f(left + CELL / 2)}" data-y="{_f(top + CELL / 2)}" '
        f'class="{kind}" x="{left}" y="{top}" width="{CELL}" height="{CELL}" fill="{fill}" '
        f'stroke="{GRID}" stroke-width="1"/>'
    )


def _ripples(board: Board, q: int) -> str:
    x, y = board.xy(q)
    left, top = MARGIN + x * CELL, MARGIN + y * CELL
    out = []
    for i, dy in enumerate((16, 30, 44)):
        shift = 8 if i % 2 else 0
        x0, x1 = left + 6 + shift, left + CELL - 14 + shift
        mid = (x0 + x1) / 2
        out.append(
            f'<path d="M{_f(x0)} {top + dy} Q{_f((x0 + mid) / 2)} {top + dy - 4} {_f(mid)} {top + dy} '
            f'T{_f(x1)} {top + dy}" fill="none" stroke="{RIPPLE}" stroke-width="2" stroke-linecap="round"/>'
        )
    return "".join(out)


def _shedu(board: Board, q: int) -> str:
    """The winged bull that marks a treasure square: a small stylised body and wing."""
    x, y = board.xy(q)
    cx, cy = MARGIN + x * CELL + CELL / 2, MARGIN + y * CELL + CELL / 2
    wing = (
        f"M{_f(cx - 16)} {_f(cy + 2)} L{_f(cx - 4)} {_f(cy - 16)} L{_f(cx + 2)} {_f(cy - 14)} "
        f"L{_f(cx - 6)} {_f(cy - 2)} Z"
    )
    body = f"M{_f(cx - 14)} {_f(cy + 4)} h26 l4 -6 v14 h-30 Z"
    mark = f'<path d="{wing}" fill="{SHEDU}" opacity="0.55"/><path d="{body}" fill="{SHEDU}" opacity="0.55"/>'
    if q in board.priority_treasures:
        inset = 4
        left, top = MARGIN + x * CELL + inset, MARGIN + y * CELL + inset
        size = CELL - 2 * inset
        mark += (
            f'<rect x="{left}" y="{top}" width="{size}" height="{size}" fill="none" stroke="{GOLD}" '
            f'stroke-width="4" rx="3"/>'
        )
    return mark


def _labels(board: Board) -> str:
    out = []
    style = f'font-family="{FONT}" font-size="{LABEL_SIZE}" font-weight="bold" fill="{LABEL}" text-anchor="middle"'
    bottom = MARGIN + board.height * CELL
    right = MARGIN + board.width * CELL
    for x in range(board.width):
        cx = _f(MARGIN + x * CELL + CELL / 2)
        letter = board.ids[x][0]
        out.append(f'<text x="{cx}" y="{MARGIN - 14}" {style}>{letter}</text>')
        out.append(f'<text x="{cx}" y="{bottom + 29}" {style}>{letter}</text>')
    for y in range(board.height):
        cy = _f(MARGIN + y * CELL + CELL / 2 + 8)
        out.append(f'<text x="{MARGIN / 2}" y="{cy}" {style}>{y + 1}</text>')
        out.append(f'<text x="{_f(right + MARGIN / 2)}" y="{cy}" {style}>{y + 1}</text>')
    names = SIDE_NAMES[board.side]
    title = f"Tigris &amp; Euphrates · {names['en']} — Tigri &amp; Eufrate · {names['it']}"
    out.append(
        f'<text x="{_f((MARGIN * 2 + board.width * CELL) / 2)}" y="{bottom + MARGIN + FOOTER - 10}" '
        f'font-family="{FONT}" font-size="20" font-style="italic" fill="{LABEL}" text-anchor="middle">{title}</text>'
    )
    return "".join(out)


def render(board: Board) -> str:
    """The SVG text of one board side (deterministic)."""
    width = board.width * CELL + 2 * MARGIN
    height = board.height * CELL + 2 * MARGIN + FOOTER
    squares = "".join(_square(board, q) for q in range(board.size))
    water = "".join(_ripples(board, q) for q in range(board.size) if board.river[q])
    marks = "".join(_shedu(board, q) for q in board.treasure_squares)
    inner_w, inner_h = board.width * CELL, board.height * CELL
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" '
        f'width="{width}" height="{height}" data-side="{board.side}">\n'
        f"<title>Tigris &amp; Euphrates: {SIDE_NAMES[board.side]['en']}</title>\n"
        f'<rect x="0" y="0" width="{width}" height="{height}" fill="#d8c08a"/>\n'
        f'<rect x="{MARGIN - 8}" y="{MARGIN - 8}" width="{inner_w + 16}" height="{inner_h + 16}" '
        f'fill="{FRAME}" rx="6"/>\n'
        f'<g id="regions">{squares}</g>\n'
        f'<g id="water" pointer-events="none">{water}</g>\n'
        f'<g id="marks" pointer-events="none">{marks}</g>\n'
        f'<g id="labels" pointer-events="none">{_labels(board)}</g>\n'
        "</svg>\n"
    )


#: The files this script writes, and the board each one draws.
OUTPUTS: dict[str, Board] = {
    "tigris-standard.svg": STANDARD,
    "tigris-advanced.svg": ADVANCED,
    "tigris.svg": STANDARD,
}


def outputs() -> dict[Path, str]:
    """The files this generator writes and their text."""
    return {OUT / name: render(board) for name, board in OUTPUTS.items()}


def main(argv: list[str] | None = None) -> int:
    return command.run("tools.maps.tigris", __doc__ or "", outputs, argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
