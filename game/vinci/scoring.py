"""Victory points: what a province, an empire and a turn are worth (spec 3.9); the scores,
places and end-screen table of a game.

>>> province_vp("alpi", ("MOUNTAIN_SKILL", "CURRENCY"))
2
>>> province_vp("alpi", ())
0
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from . import board, tiles
from .conquest import provinces
from .state import Occupant, State
from .text import END_NOTES

#: Base VP of a held province; mountains give none [L422-429].
BASE_VP = 1
MOUNTAIN_BASE_VP = 0


def _applies(kind: str, region: str, agriculture_all: bool) -> bool:
    prov = board.PROVINCES[region]
    if kind in (tiles.AGRICULTURE, tiles.AGRICULTURE_D):
        # REC-A17: yellow (farmland) provinces; option: every non-mountain province.
        return prov.terrain != board.MOUNTAIN if agriculture_all else prov.terrain == board.FARMLAND
    if kind in (tiles.CATTLE, tiles.CATTLE_D):
        return prov.terrain == board.PASTURE
    if kind in (tiles.MINING, tiles.MINING_D):
        return prov.mine
    if kind in (tiles.PORTS, tiles.PORTS_D):
        return prov.port
    if kind == tiles.CURRENCY:
        return True  # "inclusi i terreni montagnosi" [L525-530]
    if kind == tiles.MOUNTAIN_SKILL:
        return prov.terrain == board.MOUNTAIN
    return False


def province_vp(region: str, civ: Sequence[str], agriculture_all: bool = False) -> int:
    """VP of one held province for an empire whose working tiles are ``civ``."""
    vp = MOUNTAIN_BASE_VP if board.is_mountain(region) else BASE_VP
    for kind in sorted(set(civ)):
        if kind in tiles.VP_TILES and _applies(kind, region, agriculture_all):
            vp += tiles.VP_TILES[kind] * tiles.multiplier(civ, kind)
    return vp


def empire_vp(
    occupancy: Mapping[str, Occupant], seat: int, declined: bool, civ: Sequence[str], agriculture_all: bool = False
) -> int:
    """VP of every province of one empire that holds at least one token [L422-429]."""
    return sum(
        province_vp(r, civ, agriculture_all)
        for r, occ in occupancy.items()
        if occ.owner == seat and occ.declined == declined and occ.tokens > 0
    )


def working_declined_tiles(declined_tiles: Sequence[str]) -> tuple[str, ...]:
    """Tiles that still work for a declined empire: the persistent ones (REC-A18, A31)."""
    return tuple(t for t in declined_tiles if t in tiles.PERSISTENT)


def score(state: State) -> list[int]:
    """Each seat's victory points."""
    return [p.score for p in state.seats]


def ranking(state: State) -> list[int]:
    """Places by score; the rulebook has no tie-break, so ties share a place (REC-A33)."""
    scores = score(state)
    return [1 + sum(other > mine for other in scores) for mine in scores]


def score_table(state: State, lang: str) -> dict[str, Any]:
    """The end screen: score, place, and what each seat holds on the map."""
    it = lang == "it"
    headers = (
        ["Punti Vittoria", "Posizione", "Province attive", "Province in declino"]
        if it
        else ["Victory points", "Place", "Active provinces", "Declined provinces"]
    )
    places = ranking(state)
    rows = [
        [p.score, places[s], len(provinces(state, s)), len(provinces(state, s, True))]
        for s, p in enumerate(state.seats)
    ]
    lang = "it" if it else "en"
    notes = [END_NOTES["target"][lang].format(target=state.target)]
    scores = score(state)
    if len(set(scores)) < len(scores):
        notes.append(END_NOTES["tie"][lang])
    return {"headers": headers, "rows": rows, "notes": notes}
