"""The declaration of the game (SPEC): player counts, options and their labels."""

from __future__ import annotations

from game.core import GameSpec, OptionSpec

from .pieces import DYNASTIES, MAX_PLAYERS, MIN_PLAYERS

#: Values of the building and ziggurat options: "auto" puts the variant out
#: with the advanced board, as the rulebook's set-up does (IT L646-648, spec A-24).
VARIANT_VALUES = ("auto", "on", "off")
VARIANT_LABELS = (
    ("auto", "With the advanced side", "Con il lato avanzato"),
    ("on", "On", "Sì"),
    ("off", "Off", "No"),
)

SPEC = GameSpec(
    name="tigris",
    title_en="Tigris & Euphrates",
    title_it="Tigri & Eufrate",
    min_players=MIN_PLAYERS,
    max_players=MAX_PLAYERS,
    chance=True,
    hidden_information=True,
    simultaneous=False,
    # No rule bounds the length (a player may pass or move leaders for
    # ever), so this is a practical bound for random play: 300 random games
    # over every setup took 145 to 303 choices (mean 205, docs/tigris.md);
    # 3000 is ten times the longest seen.
    max_choices=3000,
    options=(
        OptionSpec(
            "board",
            "standard",
            ("standard", "advanced"),
            "Board side",
            "Lato del tabellone",
            value_labels=(("standard", "Standard", "Standard"), ("advanced", "Advanced", "Avanzato")),
        ),
        OptionSpec("english", False, (False, True), "English variant (conflict commitments)", "Variante inglese"),
        OptionSpec(
            "buildings",
            "auto",
            VARIANT_VALUES,
            "Civilisation buildings",
            "Edifici della civiltà",
            value_labels=VARIANT_LABELS,
        ),
        OptionSpec("ziggurat", "auto", VARIANT_VALUES, "Ziggurat", "Ziggurat", value_labels=VARIANT_LABELS),
        OptionSpec("open_scoring", False, (False, True), "Open scoring (VP visible)", "Punti visibili a tutti"),
    ),
    seat_colours=DYNASTIES,
)
