"""The declaration of Vinci (SPEC): seats, options and the bound on a game's length."""

from __future__ import annotations

from game.core import GameSpec, OptionSpec

# Rules editions (docs/vinci.md, "Rules editions"): 1 is the engine before issue 15, kept for
# the saves played with it; 2 adds ruling R1 (the last province is never abandoned at collection).
RULES_EDITIONS = (1, 2)
EDITION_R1 = 2
START_VP = 10  # "nello spazio 10" [L113-115]
VARIANT_SEATS = 4  # solo: 1 real + 3 virtual; duo: 2 real + 2 virtual [L702-705]

# Bound on choices per game.  One turn is at most: start 1 + Diplomacy 2 +
# abandons 45 + collected 1 + conquests 45 (each province once) + stop 1 +
# cohesion 1 + drops 45 + distribution 44 + forts 2 + Rebirth 1 + civ choice 1
# + a defender's survivors 44 = 233 choices.  The rulebook has no round limit;
# random play (the worst player there is) ended within 45 rounds in every
# fuzzed game, so 80 rounds of 6 seats is a generous ceiling (design value).
MAX_TURN_CHOICES = 233
MAX_ROUNDS = 80
MAX_CHOICES = MAX_ROUNDS * 6 * MAX_TURN_CHOICES

SPEC = GameSpec(
    name="vinci",
    title_en="Vinci",
    title_it="Vinci",
    min_players=3,
    max_players=6,
    chance=True,
    hidden_information=False,  # the bag's content is public, only the draws are chance
    simultaneous=False,
    max_choices=MAX_CHOICES,
    options=(
        OptionSpec(
            "mode",
            "standard",
            ("standard", "solo", "duo"),
            "Players",
            "Giocatori",
            seats=(VARIANT_SEATS,),
            value_labels=(
                ("standard", "All real", "Tutti reali"),
                ("solo", "Solo against 3 virtual players", "Solitario contro 3 giocatori virtuali"),
                ("duo", "2 real + 2 virtual players", "2 reali + 2 giocatori virtuali"),
            ),
        ),
        OptionSpec(
            "vp_target",
            0,
            (0, 50, 80, 100, 120, 150, 200),
            "Victory points to win",
            "Punti Vittoria per vincere",
            value_labels=((0, "As the rulebook says", "Come da regolamento"),),
        ),
        OptionSpec(
            "allow_negative_vp",
            False,
            (False, True),
            "A civilisation may cost more VP than you have",
            "Si può pagare una civiltà più dei propri punti",
        ),
        OptionSpec(
            "diplomacy_mode",
            "mutual",
            ("mutual", "full_immunity"),
            "Diplomacy",
            "Diplomazia",
            value_labels=(
                ("mutual", "Mutual peace", "Pace reciproca"),
                ("full_immunity", "Both immune to everyone", "Entrambi immuni da tutti"),
            ),
        ),
        OptionSpec(
            "unlimited_forts",
            False,
            (False, True),
            "Forts not limited by the 33 wood tokens",
            "Forti non limitati dai 33 gettoni di legno",
        ),
        OptionSpec(
            "agriculture_all",
            False,
            (False, True),
            "Agriculture: +1 on every non-mountain province",
            "Agricoltura: +1 su ogni provincia non montuosa",
        ),
        OptionSpec(
            "ai_start_vp",
            START_VP,
            (START_VP, 15),
            "Virtual players start with (VP)",
            "I giocatori virtuali partono con (PV)",
            seats=(VARIANT_SEATS,),
        ),
        OptionSpec(
            "ai_extra_tokens",
            8,
            (8, 9, 10, 11, 12),
            "Extra tokens of a virtual player's civilisation",
            "Gettoni extra delle civiltà virtuali",
            seats=(VARIANT_SEATS,),
        ),
        OptionSpec(
            "ai_prefer_real",
            False,
            (False, True),
            "Virtual players prefer to attack real players",
            "I giocatori virtuali preferiscono attaccare i giocatori reali",
            seats=(VARIANT_SEATS,),
        ),
        OptionSpec(
            "ai_formula",
            False,
            (False, True),
            "Virtual players weigh 2 x VP - cost",
            "I giocatori virtuali valutano 2 x PV - costo",
            seats=(VARIANT_SEATS,),
        ),
        OptionSpec(
            "rules_edition",
            RULES_EDITIONS[-1],
            RULES_EDITIONS,
            "Rules edition (1: old saves, the last province could be abandoned at collection; 2: current)",
            "Edizione delle regole (1: vecchi salvataggi, si poteva abbandonare l'ultima provincia; 2: attuale)",
            hidden=True,
            legacy=RULES_EDITIONS[0],
        ),
    ),
    seat_colours=("#c0392b", "#2471a3", "#f1c40f", "#27ae60", "#8e44ad", "#e67e22"),
)
