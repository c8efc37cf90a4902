"""The map of Aztlán as data: 30 territories of five types, four lakes, adjacency.

The published board is not available, so this map is a design of the project
(DECISIONS.md, Aztlán): a round land of 30 territories, 6 of each type, with
4 lakes.  Lakes are not territories and hold no pieces; two territories
separated by a lake are not adjacent (rulebook p. 7), except through Canoes and
Rafts, which joins two territories bordering the same lake for one scoring.
No two adjacent territories share a type, so possessions rich in one type
must be built across several eras.

The geometry (where each shape is drawn) lives in ``tools/maps/aztlan.py``;
tests/aztlan/test_board.py proves that the geometry and this data agree.

>>> len(TERRITORIES), len(LAKES)
(30, 4)
>>> sorted(ADJACENT["tollan"])
['mezquital', 'tamoanchan', 'xochimilco', 'zacatlan']
>>> territory_name("tollan", "it")
'Tollan (città)'
"""

from __future__ import annotations

from typing import Final

from game.core.graph import symmetric

TerritoryId = str
LakeId = str
TerrainType = str

JUNGLE: Final = "jungle"  # Giungla (rulebook p. 2)
DESERT: Final = "desert"  # Deserto
MOUNTAINS: Final = "mountains"  # Montagne
FIELDS: Final = "fields"  # Campi terrazzati
CITY: Final = "city"  # Città

#: The five territory types, in the rulebook's order (p. 2).
TYPES: Final[tuple[TerrainType, ...]] = (JUNGLE, DESERT, MOUNTAINS, FIELDS, CITY)

TYPE_NAMES: Final[dict[str, dict[TerrainType, str]]] = {
    "it": {JUNGLE: "giungla", DESERT: "deserto", MOUNTAINS: "montagne", FIELDS: "campi terrazzati", CITY: "città"},
    "en": {JUNGLE: "jungle", DESERT: "desert", MOUNTAINS: "mountains", FIELDS: "terraced fields", CITY: "city"},
}

TERRITORIES_PER_TYPE: Final = 6  # design value: 30 territories / 5 types (spec §5 B2)

#: Territory id -> (display name, type).  Design values; the names are Nahuatl
#: place names of the Valley of Mexico and its surroundings, the same in Italian
#: and English.  Order: inner ring, middle ring, outer ring (as drawn).
TERRITORIES: Final[dict[TerritoryId, tuple[str, TerrainType]]] = {
    "mezquital": ("Mezquital", DESERT),
    "tollan": ("Tollan", CITY),
    "xochimilco": ("Xochimilco", FIELDS),
    "tepexic": ("Tepexic", DESERT),
    "ajusco": ("Ajusco", MOUNTAINS),
    "chalco": ("Chalco", FIELDS),
    "milpan": ("Milpan", FIELDS),
    "zacatlan": ("Zacatlán", DESERT),
    "tamoanchan": ("Tamoanchan", JUNGLE),
    "tepetlan": ("Tepetlán", MOUNTAINS),
    "culhuacan": ("Culhuacán", CITY),
    "tlalocan": ("Tlalocan", JUNGLE),
    "oztoman": ("Oztomán", DESERT),
    "xicalanco": ("Xicalanco", JUNGLE),
    "cuauhtepec": ("Cuauhtepec", MOUNTAINS),
    "huaxtepec": ("Huaxtepec", JUNGLE),
    "cholollan": ("Cholollan", CITY),
    "tochpan": ("Tochpan", JUNGLE),
    "tlacopan": ("Tlacopan", CITY),
    "tlaxcallan": ("Tlaxcallan", FIELDS),
    "huehuetlan": ("Huehuetlán", DESERT),
    "coatepec": ("Coatepec", CITY),
    "chimalpan": ("Chimalpan", DESERT),
    "zempoala": ("Zempoala", MOUNTAINS),
    "quauhtla": ("Quauhtla", JUNGLE),
    "atlixco": ("Atlixco", FIELDS),
    "tenayuca": ("Tenayuca", MOUNTAINS),
    "cuitlahuac": ("Cuitláhuac", FIELDS),
    "chapultepec": ("Chapultepec", MOUNTAINS),
    "xaltocan": ("Xaltocan", CITY),
}

#: Territory ids in a fixed order (the index of a territory in the state).
TERRITORY_IDS: Final[tuple[TerritoryId, ...]] = tuple(TERRITORIES)
TERRITORY_INDEX: Final[dict[TerritoryId, int]] = {t: i for i, t in enumerate(TERRITORY_IDS)}
TYPE_OF: Final[dict[TerritoryId, TerrainType]] = {t: kind for t, (_, kind) in TERRITORIES.items()}

#: Land borders (design).  No edge crosses a lake.
EDGES: Final[tuple[tuple[TerritoryId, TerritoryId], ...]] = (
    ("ajusco", "chalco"), ("ajusco", "culhuacan"), ("ajusco", "tepexic"), ("ajusco", "tlalocan"),
    ("atlixco", "culhuacan"), ("atlixco", "quauhtla"), ("atlixco", "tenayuca"), ("atlixco", "tlalocan"),
    ("chalco", "mezquital"), ("chalco", "oztoman"), ("chalco", "xicalanco"),
    ("chapultepec", "cuitlahuac"), ("chapultepec", "oztoman"), ("chapultepec", "xaltocan"),
    ("chimalpan", "coatepec"), ("chimalpan", "tepetlan"), ("chimalpan", "zempoala"),
    ("cholollan", "huaxtepec"), ("cholollan", "milpan"), ("cholollan", "tochpan"),
    ("coatepec", "huehuetlan"), ("coatepec", "tepetlan"),
    ("cuauhtepec", "huaxtepec"), ("cuauhtepec", "milpan"), ("cuauhtepec", "xaltocan"), ("cuauhtepec", "xicalanco"),
    ("cuitlahuac", "oztoman"), ("cuitlahuac", "tenayuca"),
    ("culhuacan", "quauhtla"), ("culhuacan", "tepexic"), ("culhuacan", "tlalocan"), ("culhuacan", "zempoala"),
    ("huaxtepec", "milpan"),
    ("huehuetlan", "tamoanchan"), ("huehuetlan", "tepetlan"), ("huehuetlan", "tlaxcallan"),
    ("mezquital", "milpan"), ("mezquital", "tollan"), ("mezquital", "xicalanco"),
    ("milpan", "xicalanco"),
    ("oztoman", "xaltocan"), ("oztoman", "xicalanco"),
    ("quauhtla", "zempoala"),
    ("tamoanchan", "tepetlan"), ("tamoanchan", "tlacopan"), ("tamoanchan", "tlaxcallan"), ("tamoanchan", "tollan"),
    ("tamoanchan", "xochimilco"), ("tamoanchan", "zacatlan"),
    ("tenayuca", "tlalocan"),
    ("tepetlan", "tepexic"), ("tepetlan", "xochimilco"),
    ("tepexic", "xochimilco"),
    ("tlacopan", "tlaxcallan"), ("tlacopan", "tochpan"), ("tlacopan", "zacatlan"),
    ("tochpan", "zacatlan"),
    ("tollan", "xochimilco"), ("tollan", "zacatlan"),
    ("xaltocan", "xicalanco"),
)  # fmt: skip

#: Territory id -> its neighbours across a land border (symmetric).
ADJACENT: Final[dict[TerritoryId, frozenset[TerritoryId]]] = symmetric(
    {t: [b for a, b in EDGES if a == t] for t in TERRITORY_IDS}
)

#: Lake id -> (Italian name, English name, territories on its shore).  Design values.
LAKES: Final[dict[LakeId, tuple[str, str, tuple[TerritoryId, ...]]]] = {
    "texcoco": ("Lago Texcoco", "Lake Texcoco", ("ajusco", "chalco", "mezquital", "tepexic", "tollan", "xochimilco")),
    "zumpango": ("Lago Zumpango", "Lake Zumpango",
                 ("cholollan", "mezquital", "milpan", "tochpan", "tollan", "zacatlan")),
    "chapala": ("Lago Chapala", "Lake Chapala", ("chimalpan", "culhuacan", "tepetlan", "tepexic", "zempoala")),
    "patzcuaro": ("Lago Pátzcuaro", "Lake Pátzcuaro",
                  ("ajusco", "chalco", "cuitlahuac", "oztoman", "tenayuca", "tlalocan")),
}  # fmt: skip

LAKE_IDS: Final[tuple[LakeId, ...]] = tuple(LAKES)

#: Every id the map draws as a region shape: territories, then lakes.
REGION_IDS: Final[tuple[str, ...]] = TERRITORY_IDS + LAKE_IDS


def lake_shore(lake: LakeId) -> tuple[TerritoryId, ...]:
    """The territories bordering ``lake``, sorted by id."""
    return LAKES[lake][2]


def territory_name(territory: TerritoryId, lang: str) -> str:
    """The territory's name with its type, e.g. ``'Tollan (city)'``."""
    name, kind = TERRITORIES[territory]
    return f"{name} ({type_name(kind, lang)})"


def region_name(region: str, lang: str) -> str:
    """The name of a territory (without type) or of a lake, in ``lang``."""
    if region in LAKES:
        it, en, _ = LAKES[region]
        return it if lang == "it" else en
    return TERRITORIES[region][0]


def type_name(kind: TerrainType, lang: str) -> str:
    """The name of a territory type in ``lang`` ("it" or "en")."""
    return TYPE_NAMES["it" if lang == "it" else "en"][kind]
