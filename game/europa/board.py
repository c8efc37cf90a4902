"""The Europa board as data: 44 territories, their groups, borders, sea links and coasts.

The rulebook names only the British and the independent territories and gives no
map (spec A-3).  The map is a design of this project (DECISIONS.md, "Europa"):
real regions of Europe around 1900.  Facts (geography) versus design (how regions
were lumped to reach the rulebook's counts) are listed in docs/europa.md.

A territory is referred to by its id (a lower-case English name, used in choices,
events, JSON and the SVG's ``data-region``) and internally by its index in
:data:`TERRITORIES` (the order of this table, which never changes).

>>> len(TERRITORIES), len(EMPIRES), len(BLOCKS)
(44, 6, 3)
>>> sorted(EMPIRE_TERRITORIES["british"])
['ireland', 'london', 'scotland', 'wales', 'yorkshire']
>>> "picardy" in SEA_LINKS_OF["london"]
True
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.graph import symmetric

TerritoryId = str
GroupId = str

OPEN_SEA = "open"  # every water body except the Black Sea is one connected sea (spec §1.4, A-18)
BLACK_SEA = "black"  # the only enclosed water body (rulebook, "Il Mar Nero è l'unico ...")
WATERS: tuple[str, ...] = (OPEN_SEA, BLACK_SEA)


@dataclass(frozen=True)
class Group:
    """An empire (it has a banner and a fortress) or a block of independents."""

    id: GroupId
    name_it: str
    name_en: str
    empire: bool
    colour: str  # board colour of the group (design value)
    initials: str  # the letters printed on the banner (empires) or the block's tag


@dataclass(frozen=True)
class Territory:
    id: TerritoryId
    name_it: str
    name_en: str
    group: GroupId
    coasts: frozenset[str]  # subset of WATERS: which water the territory faces (flagship only)


# The six empires (rulebook, "I 6 Imperi") in the rulebook's order, and the three
# blocks of independents (rulebook, "11 territori indipendenti ... tre blocchi").
GROUPS: tuple[Group, ...] = (
    Group("british", "Impero Britannico", "British Empire", True, "#d8555a", "GB"),
    Group("french", "Impero Francese", "French Empire", True, "#5b7fd6", "F"),
    Group("ottoman", "Impero Ottomano", "Ottoman Empire", True, "#e0a84a", "OT"),
    Group("german", "Impero Germanico", "German Empire", True, "#8a8f98", "D"),
    Group("russian", "Impero Russo", "Russian Empire", True, "#b07acc", "R"),
    Group("austrian", "Impero Austro-Ungarico", "Austro-Hungarian Empire", True, "#e8d86a", "AU"),
    Group("scandinavia", "Scandinavia", "Scandinavia", False, "#7cbf6e", "S"),
    Group("iberia", "Penisola Iberica", "Iberia", False, "#6fb36a", "I"),
    Group("italy", "Italia e Alpi", "Italy and the Alps", False, "#86c77a", "IT"),
)
GROUP_BY_ID: dict[GroupId, Group] = {g.id: g for g in GROUPS}
EMPIRES: tuple[GroupId, ...] = tuple(g.id for g in GROUPS if g.empire)
BLOCKS: tuple[GroupId, ...] = tuple(g.id for g in GROUPS if not g.empire)

_O = frozenset({OPEN_SEA})
_B = frozenset({BLACK_SEA})
_OB = frozenset({OPEN_SEA, BLACK_SEA})
_L: frozenset[str] = frozenset()  # landlocked

TERRITORIES: tuple[Territory, ...] = (
    # British Empire, 5 (rulebook names them)
    Territory("scotland", "Scozia", "Scotland", "british", _O),
    Territory("yorkshire", "Yorkshire", "Yorkshire", "british", _O),
    Territory("wales", "Galles", "Wales", "british", _O),
    Territory("london", "Londra", "London", "british", _O),
    Territory("ireland", "Irlanda", "Ireland", "british", _O),
    # French Empire, 6 (design: regions of the Third Republic)
    Territory("picardy", "Piccardia", "Picardy", "french", _O),
    Territory("brittany", "Bretagna", "Brittany", "french", _O),
    Territory("paris", "Parigi", "Paris", "french", _O),  # with Normandy's Channel coast
    Territory("burgundy", "Borgogna", "Burgundy", "french", _L),
    Territory("aquitaine", "Aquitania", "Aquitaine", "french", _O),
    Territory("provence", "Provenza", "Provence", "french", _O),
    # Ottoman Empire, 6 (design: the Ottoman lands and the Balkans of about 1900)
    Territory("constantinople", "Costantinopoli", "Constantinople", "ottoman", _OB),
    Territory("anatolia", "Anatolia", "Anatolia", "ottoman", _OB),
    Territory("greece", "Grecia", "Greece", "ottoman", _O),
    Territory("macedonia", "Macedonia", "Macedonia", "ottoman", _O),
    Territory("bulgaria", "Bulgaria", "Bulgaria", "ottoman", _B),
    Territory("romania", "Romania", "Romania", "ottoman", _B),
    # German Empire, 5 (design: provinces of the Reich)
    Territory("rhineland", "Renania", "Rhineland", "german", _O),
    Territory("hanover", "Hannover", "Hanover", "german", _O),
    Territory("brandenburg", "Brandeburgo", "Brandenburg", "german", _O),
    Territory("prussia", "Prussia", "Prussia", "german", _O),
    Territory("bavaria", "Baviera", "Bavaria", "german", _L),
    # Russian Empire, 6 (design: governorates grouped)
    Territory("petersburg", "Pietroburgo", "St Petersburg", "russian", _O),
    Territory("baltic", "Baltico", "Baltic Provinces", "russian", _O),
    Territory("poland", "Polonia", "Poland", "russian", _L),
    Territory("moscow", "Mosca", "Moscow", "russian", _L),
    Territory("ukraine", "Ucraina", "Ukraine", "russian", _B),
    Territory("crimea", "Crimea", "Crimea", "russian", _B),
    # Austro-Hungarian Empire, 5 (design: crown lands grouped)
    Territory("bohemia", "Boemia", "Bohemia", "austrian", _L),
    Territory("austria", "Austria", "Austria", "austrian", _L),
    Territory("galicia", "Galizia", "Galicia", "austrian", _L),
    Territory("hungary", "Ungheria", "Hungary", "austrian", _L),
    Territory("croatia", "Croazia", "Croatia", "austrian", _O),
    # Independents (rulebook names them): Scandinavia
    Territory("norway", "Norvegia", "Norway", "scandinavia", _O),
    Territory("sweden", "Svezia", "Sweden", "scandinavia", _O),
    Territory("finland", "Finlandia", "Finland", "scandinavia", _O),
    Territory("denmark", "Danimarca", "Denmark", "scandinavia", _O),
    # Iberia
    Territory("madrid", "Madrid", "Madrid", "iberia", _O),
    Territory("barcelona", "Barcellona", "Barcelona", "iberia", _O),
    Territory("portugal", "Portogallo", "Portugal", "iberia", _O),
    # Italy and the Alps (Switzerland landlocked: spec §1.4)
    Territory("switzerland", "Svizzera", "Switzerland", "italy", _L),
    Territory("venice", "Venezia", "Venice", "italy", _O),
    Territory("rome", "Roma", "Rome", "italy", _O),
    Territory("naples", "Napoli", "Naples", "italy", _O),
)

# Land borders, each pair listed once: the borders of the generated map (tools/maps/europa.py;
# tests/europa/test_board.py checks that the two agree).
LAND_BORDERS: tuple[tuple[TerritoryId, TerritoryId], ...] = (
    ("scotland", "yorkshire"),
    ("yorkshire", "wales"),
    ("yorkshire", "london"),
    ("wales", "london"),
    ("picardy", "paris"),
    ("picardy", "rhineland"),
    ("brittany", "paris"),
    ("brittany", "aquitaine"),
    ("paris", "burgundy"),
    ("paris", "aquitaine"),
    ("paris", "rhineland"),
    ("burgundy", "aquitaine"),
    ("burgundy", "provence"),
    ("burgundy", "rhineland"),
    ("burgundy", "switzerland"),
    ("burgundy", "venice"),
    ("aquitaine", "provence"),
    ("aquitaine", "barcelona"),
    ("provence", "barcelona"),
    ("provence", "venice"),
    ("constantinople", "macedonia"),
    ("constantinople", "bulgaria"),
    ("greece", "macedonia"),
    ("macedonia", "bulgaria"),
    ("macedonia", "romania"),
    ("macedonia", "hungary"),
    ("macedonia", "croatia"),
    ("bulgaria", "romania"),
    ("romania", "ukraine"),
    ("romania", "galicia"),
    ("romania", "hungary"),
    ("rhineland", "hanover"),
    ("rhineland", "bavaria"),
    ("rhineland", "switzerland"),
    ("hanover", "brandenburg"),
    ("hanover", "bavaria"),
    ("hanover", "denmark"),
    ("brandenburg", "prussia"),
    ("brandenburg", "bavaria"),
    ("brandenburg", "poland"),
    ("brandenburg", "bohemia"),
    ("prussia", "baltic"),
    ("prussia", "poland"),
    ("bavaria", "bohemia"),
    ("bavaria", "austria"),
    ("bavaria", "switzerland"),
    ("petersburg", "baltic"),
    ("petersburg", "moscow"),
    ("petersburg", "finland"),
    ("baltic", "poland"),
    ("baltic", "moscow"),
    ("baltic", "ukraine"),
    ("poland", "ukraine"),
    ("poland", "bohemia"),
    ("poland", "galicia"),
    ("moscow", "ukraine"),
    ("moscow", "crimea"),
    ("ukraine", "crimea"),
    ("ukraine", "galicia"),
    ("bohemia", "austria"),
    ("bohemia", "galicia"),
    ("bohemia", "hungary"),
    ("austria", "hungary"),
    ("austria", "croatia"),
    ("austria", "switzerland"),
    ("austria", "venice"),
    ("galicia", "hungary"),
    ("hungary", "croatia"),
    ("croatia", "venice"),
    ("norway", "sweden"),
    ("norway", "finland"),
    ("sweden", "finland"),
    ("madrid", "barcelona"),
    ("madrid", "portugal"),
    ("switzerland", "venice"),
    ("venice", "rome"),
    ("rome", "naples"),
)

# Dotted lines across narrow water (rulebook, "collegati tra loro da linee
# punteggiate"); they count exactly like land borders.  Design values, each a
# real strait.
SEA_LINKS: tuple[tuple[TerritoryId, TerritoryId], ...] = (
    ("london", "picardy"),  # the Channel (Strait of Dover)
    ("wales", "ireland"),  # St George's Channel
    ("scotland", "ireland"),  # the North Channel
    ("denmark", "sweden"),  # the Øresund
    ("denmark", "norway"),  # the Skagerrak
    ("constantinople", "anatolia"),  # the Bosporus
    ("greece", "anatolia"),  # the Aegean island chain
    ("naples", "macedonia"),  # the Strait of Otranto
)

TERRITORY_IDS: tuple[TerritoryId, ...] = tuple(t.id for t in TERRITORIES)
INDEX: dict[TerritoryId, int] = {tid: i for i, tid in enumerate(TERRITORY_IDS)}
TERRITORY: dict[TerritoryId, Territory] = {t.id: t for t in TERRITORIES}
N_TERRITORIES = len(TERRITORIES)  # rulebook: "44 Territori"

ADJACENT: dict[TerritoryId, frozenset[TerritoryId]] = symmetric(
    {tid: [b for a, b in LAND_BORDERS + SEA_LINKS if a == tid] for tid in TERRITORY_IDS}
)
SEA_LINKS_OF: dict[TerritoryId, frozenset[TerritoryId]] = symmetric(
    {tid: [b for a, b in SEA_LINKS if a == tid] for tid in TERRITORY_IDS}
)

#: Neighbours by index, for the rules (land borders and dotted lines alike).
NEIGHBOURS: tuple[tuple[int, ...], ...] = tuple(tuple(sorted(INDEX[n] for n in ADJACENT[tid])) for tid in TERRITORY_IDS)
GROUP_OF: tuple[GroupId, ...] = tuple(t.group for t in TERRITORIES)
COASTS: tuple[frozenset[str], ...] = tuple(t.coasts for t in TERRITORIES)

EMPIRE_TERRITORIES: dict[GroupId, tuple[TerritoryId, ...]] = {
    g: tuple(t.id for t in TERRITORIES if t.group == g) for g in EMPIRES
}
BLOCK_TERRITORIES: dict[GroupId, tuple[TerritoryId, ...]] = {
    g: tuple(t.id for t in TERRITORIES if t.group == g) for g in BLOCKS
}
#: Member indices of every group.
MEMBERS: dict[GroupId, tuple[int, ...]] = {
    g.id: tuple(i for i, t in enumerate(TERRITORIES) if t.group == g.id) for g in GROUPS
}
INDEPENDENTS: tuple[int, ...] = tuple(i for g in BLOCKS for i in MEMBERS[g])


def share_water(a: int, b: int) -> bool:
    """Whether the flagship can sail from territory ``a`` to ``b`` (spec §4.4):
    both face the same water body (the open sea, or the Black Sea)."""
    return bool(COASTS[a] & COASTS[b])


def name(tid: TerritoryId, lang: str) -> str:
    """The territory's name in ``lang`` ("it" or "en")."""
    t = TERRITORY[tid]
    return t.name_it if lang == "it" else t.name_en


def group_name(gid: GroupId, lang: str) -> str:
    """The group's name in ``lang``."""
    g = GROUP_BY_ID[gid]
    return g.name_it if lang == "it" else g.name_en
