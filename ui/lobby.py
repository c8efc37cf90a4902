"""The lobby's logic: seat styles, player counts, options and seeds from a GameSpec.

Invalid combinations cannot be chosen: counts and option values come from the
spec, options that do not apply to a player count are not offered, and every
seat has its own style (choosing a style another seat holds swaps the two).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.core.protocol import GameSpec, OptionSpec, OptionValue

from .i18n import text


@dataclass(frozen=True)
class Style:
    """A seat's look: a colour always paired with a shape, so colour-blind players can tell seats apart."""

    id: str
    colour: str
    shape: str
    name_en: str
    name_it: str

    def name(self, lang: str) -> str:
        return self.name_it if lang == "it" else self.name_en


#: Seat styles (design value): the Okabe-Ito colour-blind-safe palette, each colour with its own shape.
STYLES: tuple[Style, ...] = (
    Style("blue", "#0072B2", "circle", "Blue circle", "Cerchio blu"),
    Style("orange", "#E69F00", "square", "Orange square", "Quadrato arancione"),
    Style("green", "#009E73", "triangle", "Green triangle", "Triangolo verde"),
    Style("pink", "#CC79A7", "diamond", "Pink diamond", "Rombo rosa"),
    Style("vermilion", "#D55E00", "hexagon", "Vermilion hexagon", "Esagono vermiglio"),
    Style("sky", "#56B4E9", "star", "Sky-blue star", "Stella azzurra"),
)
STYLE_BY_ID = {s.id: s for s in STYLES}

#: Largest seed accepted (design value): what the engines' seeded RNG takes comfortably.
SEED_MAX = 2**53 - 1
#: Longest seat name (design value): the setup field's limit, and a save's (ui/saves.py).
SEAT_NAME_LIMIT = 24


def style(style_id: str) -> Style:
    return STYLE_BY_ID.get(style_id, STYLES[0])


def player_counts(spec: GameSpec) -> list[int]:
    return list(range(spec.min_players, spec.max_players + 1))


def default_players(spec: GameSpec) -> int:
    """The preselected count: four if allowed (the usual table), else the most allowed."""
    return min(max(spec.min_players, 4), spec.max_players)


def options_for(spec: GameSpec, players: int) -> list[OptionSpec]:
    """The options a table of ``players`` may change (others keep their defaults).

    A hidden option (a rules edition) is never offered: a new game plays the current rules."""
    return [o for o in spec.options if not o.hidden and (not o.seats or players in o.seats)]


def default_seats(players: int, lang: str) -> list[tuple[str, str]]:
    """(name, style id) for each seat: "Player n" and the styles in order."""
    return [(text("seat_default", lang, n=i + 1), STYLES[i % len(STYLES)].id) for i in range(players)]


def pick_style(styles: Sequence[str], seat: int, wanted: str) -> list[str]:
    """The seat styles after ``seat`` picks ``wanted``: a seat that held it gets the old one.

    >>> pick_style(["blue", "orange"], 0, "orange")
    ['orange', 'blue']
    """
    out = list(styles)
    if wanted in out:
        out[out.index(wanted)] = out[seat]
    out[seat] = wanted
    return out


def parse_option(opt: OptionSpec, raw: str) -> OptionValue:
    """The option value a form control's text stands for (one of ``opt.values``)."""
    for value in opt.values:
        if option_text(value) == raw:
            return value
    return opt.default


def option_text(value: OptionValue) -> str:
    """The text a form control carries for an option value."""
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def parse_seed(raw: str) -> int | None:
    """A seed typed by the player, or None when the box is empty; ValueError if it is not one.

    >>> parse_seed(" 42 ")
    42
    >>> parse_seed("") is None
    True
    """
    raw = raw.strip()
    if not raw:
        return None
    if not raw.isdigit() or int(raw) > SEED_MAX:
        raise ValueError(raw)
    return int(raw)
