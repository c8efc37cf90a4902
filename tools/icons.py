"""Draw the app icons (assets/icons/): a board of squares on the app colour.

    python3 tools/icons.py

Writes icon.svg and PNGs at the sizes a tablet home screen asks for.  The PNGs are drawn
pixel by pixel with the standard library (zlib), so no image package is needed; the output
is committed and only needs re-running when the design changes.
"""

from __future__ import annotations

import struct
import zlib
from pathlib import Path

OUT = Path(__file__).resolve().parents[1] / "assets" / "icons"
#: Sizes in pixels: 192 and 512 are what installable web apps must offer (design value).
PNG_SIZES = (192, 512)
BACKGROUND = (0x6B, 0x2D, 0x1A)  # the theme colour of index.html and the manifest
LIGHT = (0xF6, 0xEF, 0xE2)
DARK = (0xC9, 0xA2, 0x6B)
#: The board: GRID x GRID squares inside the central SAFE fraction (maskable icons may lose the rest).
GRID = 4
SAFE = 0.6


def _colour(x: float, y: float) -> tuple[int, int, int]:
    """The colour at (x, y) in 0..1 coordinates."""
    margin = (1 - SAFE) / 2
    u, v = (x - margin) / SAFE, (y - margin) / SAFE
    if not (0 <= u < 1 and 0 <= v < 1):
        return BACKGROUND
    col, row = int(u * GRID), int(v * GRID)
    # a thin gap between squares reads as a board even at 48 px
    fu, fv = u * GRID - col, v * GRID - row
    if min(fu, fv) < 0.06 or max(fu, fv) > 0.94:
        return BACKGROUND
    return LIGHT if (col + row) % 2 == 0 else DARK


def png(size: int) -> bytes:
    """A square RGB PNG of ``size`` pixels."""
    rows = b"".join(
        b"\0" + b"".join(bytes(_colour((i + 0.5) / size, (j + 0.5) / size)) for i in range(size)) for j in range(size)
    )

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    header = struct.pack(">IIBBBBB", size, size, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows, 9)) + chunk(b"IEND", b"")


def _hex(rgb: tuple[int, int, int]) -> str:
    return "#" + "".join(f"{c:02x}" for c in rgb)


def svg() -> str:
    """The same icon as SVG (for the browser tab)."""
    cell = SAFE * 100 / GRID
    start = (100 - SAFE * 100) / 2
    squares = []
    for row in range(GRID):
        for col in range(GRID):
            fill = _hex(LIGHT if (row + col) % 2 == 0 else DARK)
            x, y, side = start + col * cell + cell * 0.06, start + row * cell + cell * 0.06, cell * 0.88
            squares.append(f'<rect x="{x:.2f}" y="{y:.2f}" width="{side:.2f}" height="{side:.2f}" fill="{fill}"/>')
    bg = _hex(BACKGROUND)
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">'
        f'<rect width="100" height="100" rx="18" fill="{bg}"/>' + "".join(squares) + "</svg>\n"
    )


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    (OUT / "icon.svg").write_text(svg(), encoding="utf-8")
    for size in PNG_SIZES:
        (OUT / f"icon-{size}.png").write_bytes(png(size))


if __name__ == "__main__":
    main()
