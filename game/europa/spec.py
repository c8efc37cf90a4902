"""The declaration of Europa: seats, chance, secrets, options and a bound on game length."""

from __future__ import annotations

from game.core import GameSpec, OptionSpec

from .state import MAX_PLAYERS, MIN_PLAYERS

#: Round limits offered by the non-rulebook ``max_rounds`` option (spec A-33); 0 = no limit.
ROUND_LIMITS: tuple[int, ...] = (0, 15, 30, 60)

#: Rules editions (docs/europa.md, "Rules editions"): 1 is the engine before issue 15, kept for
#: the saves played with it; 2 ends the turn once the attacks leave one army on every territory.
RULES_EDITIONS: tuple[int, ...] = (1, 2)
EDITION_ONE_ARMY_EACH = 2

SPEC = GameSpec(
    name="europa",
    title_en="Europa",
    title_it="Europa",
    min_players=MIN_PLAYERS,
    max_players=MAX_PLAYERS,
    chance=True,
    hidden_information=True,
    simultaneous=True,  # S8: every seat writes its hidden-army territory at once
    # The rules have no limit.  Uniformly random play over every setup (docs/europa.md,
    # "Game length and speed"): mean about 1350 choices, the longest of 256 games 9787;
    # the bound leaves a factor of twenty for the rare long game.
    max_choices=200_000,
    options=(
        OptionSpec(
            "all_independents",
            "replace",
            ("replace", "add"),
            "All 11 independents: 15 armies",
            "Tutti gli 11 indipendenti: 15 armate",
            value_labels=(
                ("replace", "Instead of the block bonuses", "Al posto dei blocchi"),
                ("add", "Added to the block bonuses", "In aggiunta ai blocchi"),
            ),
        ),
        OptionSpec(
            "bulk_starts_with_first_player",
            False,
            (False, True),
            "Placing five at a time starts again with the first player",
            "Il piazzamento a 5 riparte dal primo giocatore",
        ),
        OptionSpec(
            "auto_defend_max",
            False,
            (False, True),
            "Defenders always roll the most dice allowed",
            "Chi difende tira sempre il massimo dei dadi",
        ),
        OptionSpec(
            "max_rounds",
            0,
            ROUND_LIMITS,
            "Round limit (not in the rulebook)",
            "Limite di giri (non nel regolamento)",
            value_labels=((0, "None", "Nessuno"),),
        ),
        OptionSpec(
            "rules_edition",
            RULES_EDITIONS[-1],
            RULES_EDITIONS,
            "Rules edition (1: old saves, the turn went on with one army left everywhere; 2: current)",
            "Edizione delle regole (1: vecchi salvataggi, il turno continuava con un'armata ovunque; 2: attuale)",
            hidden=True,
            legacy=RULES_EDITIONS[0],
        ),
    ),
    seat_colours=("#c62828", "#1565c0", "#2e7d32", "#f9a825", "#6a1b9a", "#212121"),
)
