"""The Attila map against what the table draws on it: no ring round an anchor covers a name."""

from __future__ import annotations

import math

from game.attila import board
from tools.maps import attila as drawing
from tools.maps import natural_earth
from tools.maps.layout import boxes_meet, circle_meets_box, inside
from ui.games.attila import RING_R, TOKEN_R, token_slots

#: The most tokens one province holds (a conflict, resolved at once), and the most any other holds
#: meanwhile (rules §2.2: «fino a 4 segnalini» peacefully).
MOST_TOKENS, MOST_PEACEFUL = 5, 4
#: How far from its own name a province's tokens may stand (viewBox units, design value: about two
#: ring radii, so the tokens are read as the province's; Germania's once sat by Italia Annonaria).
NEAR_NAME = 105.0
#: How far (viewBox units) a typed border end may be from the coast it is moved onto (design value).
COAST_SNAP = 12.0
MAP_AREA = drawing.WIDTH * drawing.HEIGHT


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


def _reach(n: int) -> float:
    return max(math.hypot(dx, dy) for dx, dy in token_slots(n)) + TOKEN_R


def test_every_anchor_stands_in_its_province_near_its_name_and_tokens_of_neighbours_never_touch() -> None:
    anchors = {p.id: drawing.anchor_xy(p.id) for p in board.PROVINCES if p.playable}
    for pid, point in anchors.items():
        assert inside(point, [drawing.xy(q) for q in drawing.ring(pid)]), pid
        name = drawing.label_boxes(pid)[0]
        assert math.dist(point, ((name[0] + name[2]) / 2, name[3])) <= NEAR_NAME, pid
        for other, (x, y) in anchors.items():
            assert pid == other or math.dist(point, (x, y)) >= _reach(MOST_TOKENS) + _reach(MOST_PEACEFUL), (pid, other)


def test_border_ends_typed_on_a_coast_are_near_natural_earths_coast() -> None:
    """A border chain ending on a coast is moved onto Natural Earth's coast (tools/maps/attila.py): only a
    little, so the typed design still says where the border meets the sea."""
    for typed, moved in drawing._coast_ends().items():
        assert math.dist(drawing.xy(typed), drawing.xy(moved)) < COAST_SNAP, typed


def test_coasts_run_between_their_ends_the_way_the_province_lies() -> None:
    """A coast chain is the stretch of coast between its two ends on the province's side, never the rest of
    the landmass the other way round: no province outline is a large part of the map, and Britannia's
    coast runs round England, south of Hadrian's wall."""
    for prov in board.PROVINCES:
        assert abs(natural_earth.area([drawing.xy(p) for p in drawing.ring(prov.id)])) < MAP_AREA / 10, prov.id
    wall = max(lat for _, lat in drawing.chain("w_bri"))
    assert max(lat for _, lat in drawing.ring("britannia")) <= wall + 0.01
