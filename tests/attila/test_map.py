"""The Attila map against what the table draws on it: no ring round an anchor covers a name."""

from __future__ import annotations

import math

from game.attila import board
from tools.maps import attila as drawing
from tools.maps.layout import boxes_meet, circle_meets_box, inside
from ui.games.attila import RING_R, TOKEN_R, token_slots

#: The most tokens the table stands round one anchor (ui/games/attila.py).
MOST_TOKENS = 5


def test_no_ring_round_an_anchor_covers_any_province_name() -> None:
    """The gold ring (a province a tap acts on) and the red conflict ring have radius RING_R."""
    for prov in board.PROVINCES:
        if not prov.playable:
            continue
        cx, cy = drawing.anchor_xy(prov.id)
        for other in board.PROVINCES:
            for box in drawing.label_boxes(other.id):
                assert not circle_meets_box(cx, cy, RING_R, box), (prov.id, other.id)


def test_names_do_not_overlap_each_other() -> None:
    boxes = [(p.id, b) for p in board.PROVINCES for b in drawing.label_boxes(p.id)]
    for i, (a, box) in enumerate(boxes):
        for b, other in boxes[i + 1 :]:
            assert a == b or not boxes_meet(box, other), (a, b)


def test_every_anchor_stands_in_its_province_and_tokens_of_neighbours_never_touch() -> None:
    reach = max(math.hypot(dx, dy) for dx, dy in token_slots(MOST_TOKENS)) + TOKEN_R
    anchors = {p.id: drawing.anchor_xy(p.id) for p in board.PROVINCES if p.playable}
    for pid, point in anchors.items():
        assert inside(point, [drawing.xy(q) for q in drawing.ring(pid)]), pid
        for other, (x, y) in anchors.items():
            assert pid == other or math.dist(point, (x, y)) >= 2 * reach, (pid, other)
