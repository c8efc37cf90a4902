"""The map of Attila as data: provinces, borders, water arrows, starting provinces.

The published board is not available, so this map is a design value (see
DECISIONS.md, section Attila, and docs/attila.md): 25 playable provinces of the
late Roman Empire with their Latin names, plus Sardinia and Corsica, which are
drawn but never playable (rulebook §8 «Non si possono piazzare segnalini in
Sardegna e Corsica»).  Greece is one province, Achaea, mainland and Peloponnese
(rulebook §8).  The six starting provinces are the ones along the red
Rhine-Danube frontier in the north-east (rulebook §1, «marcate sul tavoliere
con un confine rosso»).  Water arrows join provinces across the sea and count
as borders (rulebook §8 «Frecce»).  The fortresses of the physical board have
no effect (rulebook §8) and are not modelled.

``PROVINCES`` lists every province, playable first, in the engine's order.
``ADJACENT`` maps each playable province to its neighbours (land and water);
unplayable provinces appear in no edge (spec A23).

>>> len(PLAYABLE), len(STARTING)
(25, 6)
>>> "sardinia" in ADJACENT
False
>>> sorted(ADJACENT["creta"])
['achaea', 'asia']
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.graph import symmetric
from game.core.jsondata import package_data

ProvinceId = str


@dataclass(frozen=True)
class Province:
    """One province: its id, names and rule markings.

    ``latin`` is the name printed on the map; ``it`` and ``en`` the names in
    the log.  ``start`` marks the red-bordered starting provinces.
    """

    id: ProvinceId
    latin: str
    it: str
    en: str
    playable: bool = True
    start: bool = False

    def name(self, lang: str) -> str:
        return self.it if lang == "it" else self.en


# Design value (DECISIONS.md, Attila: 25 playable provinces, real geography, Latin names).
PROVINCES: tuple[Province, ...] = tuple(
    Province(p["id"], p["latin"], p["it"], p["en"], p.get("playable", True), p.get("start", False))
    for p in package_data(__file__, "provinces.json")["provinces"]
)

BY_ID: dict[ProvinceId, Province] = {p.id: p for p in PROVINCES}

#: Playable provinces in engine order; the state indexes its board by this tuple.
PLAYABLE: tuple[ProvinceId, ...] = tuple(p.id for p in PROVINCES if p.playable)
INDEX: dict[ProvinceId, int] = {pid: i for i, pid in enumerate(PLAYABLE)}

#: The six red-bordered starting provinces (rulebook §1; ids are a design value).
STARTING: frozenset[ProvinceId] = frozenset(p.id for p in PROVINCES if p.start)

# Design value: shared land borders, following the real provinces' borders.
LAND_BORDERS: tuple[tuple[ProvinceId, ProvinceId], ...] = (
    ("lusitania", "baetica"),
    ("lusitania", "tarraconensis"),
    ("baetica", "tarraconensis"),
    ("tarraconensis", "aquitania"),
    ("tarraconensis", "narbonensis"),
    ("aquitania", "narbonensis"),
    ("aquitania", "lugdunensis"),
    ("narbonensis", "lugdunensis"),
    ("narbonensis", "germania"),
    ("narbonensis", "italia_annonaria"),
    ("germania", "italia_annonaria"),  # the Alpine passes (Poenine Alps)
    ("lugdunensis", "belgica"),
    ("lugdunensis", "germania"),
    ("belgica", "germania"),
    ("germania", "raetia"),
    ("raetia", "noricum"),
    ("raetia", "italia_annonaria"),
    ("noricum", "pannonia"),
    ("noricum", "italia_annonaria"),
    ("pannonia", "italia_annonaria"),
    ("pannonia", "dalmatia"),
    ("pannonia", "moesia_superior"),
    ("dalmatia", "italia_annonaria"),
    ("dalmatia", "moesia_superior"),
    ("dalmatia", "macedonia"),
    ("moesia_superior", "moesia_inferior"),
    ("moesia_superior", "thracia"),
    ("moesia_superior", "macedonia"),
    ("moesia_inferior", "thracia"),
    ("thracia", "macedonia"),
    ("macedonia", "achaea"),
    ("italia_annonaria", "italia_suburbicaria"),
    ("africa", "mauretania"),
)

# Design value: water arrows (rulebook §8: provinces joined by arrows are adjacent).
WATER_ARROWS: tuple[tuple[ProvinceId, ProvinceId], ...] = (
    ("britannia", "belgica"),  # Strait of Dover
    ("britannia", "lugdunensis"),  # the Channel to Armorica
    ("baetica", "mauretania"),  # Strait of Gibraltar
    ("italia_suburbicaria", "sicilia"),  # Strait of Messina
    ("sicilia", "africa"),  # Strait of Sicily
    ("italia_suburbicaria", "dalmatia"),  # across the Adriatic
    ("italia_suburbicaria", "macedonia"),  # Strait of Otranto (Brundisium - Dyrrachium)
    ("thracia", "asia"),  # Hellespont and Bosporus
    ("achaea", "asia"),  # across the Aegean
    ("achaea", "creta"),
    ("creta", "asia"),
)

ADJACENT: dict[ProvinceId, frozenset[ProvinceId]] = symmetric(
    {pid: [b for a, b in LAND_BORDERS + WATER_ARROWS if a == pid] for pid in PLAYABLE}
)

#: ``NEIGHBOURS[i]``: the engine indices of the neighbours of ``PLAYABLE[i]``.
NEIGHBOURS: tuple[tuple[int, ...], ...] = tuple(tuple(sorted(INDEX[b] for b in ADJACENT[pid])) for pid in PLAYABLE)
START_INDICES: frozenset[int] = frozenset(INDEX[pid] for pid in STARTING)


def province_name(pid: ProvinceId, lang: str) -> str:
    """The name of a province in ``lang`` ("it" or "en")."""
    return BY_ID[pid].name(lang)
