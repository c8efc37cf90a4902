"""Every rule number and design value of Attila, each with its source.

Sections refer to the Italian rulebook (seeds/000_a7d53f5b5b93850e.txt);
"A<n>" to the ambiguity resolutions of rules/attila.md §4.
"""

from __future__ import annotations

TribeId = str

#: The six tribes in the rulebook's scoring order (§4 «Prima i Franchi, poi Unni, Goti, Sassoni, Teutoni e Vandali»).
TRIBES: tuple[TribeId, ...] = ("franks", "huns", "goths", "saxons", "teutons", "vandals")
TRIBE_INDEX: dict[TribeId, int] = {t: i for i, t in enumerate(TRIBES)}
TRIBE_IT: tuple[str, ...] = ("Franchi", "Unni", "Goti", "Sassoni", "Teutoni", "Vandali")
TRIBE_EN: tuple[str, ...] = ("Franks", "Huns", "Goths", "Saxons", "Teutons", "Vandals")
# Vandals red, Saxons green, Franks blue: rulebook examples; Goths yellow, Teutons black, Huns purple: design
# value (DECISIONS.md).  Each colour is paired with a shape for colour-blind players (design value).
TRIBE_COLOURS: tuple[str, ...] = ("#2b6cc4", "#7b3fa0", "#e8c21a", "#2e8b3e", "#222222", "#c8302c")
TRIBE_SHAPES: tuple[str, ...] = ("circle", "triangle", "square", "diamond", "hexagon", "star")

NUM_TRIBES = 6  # §Contenuto: 6 tribes
CARDS_PER_TRIBE = 9  # §Contenuto «54 carte (9 per tribù)»
TOKENS_PER_TRIBE = 20  # §Contenuto «120 segnalini tribù (20 per colore)»
HAND_SIZE = 6  # §Preparazione: 6 cards dealt; §2 draw back up to 6

PEACE_TILES = (1, 2, 3, 4)  # §Preparazione: peace tiles in the 4th, 5th, 6th, 7th century boxes
CENTURIES = (4, 5, 6, 7)  # the century boxes, in the order their tiles are taken (§3 «La pace»)
INFLUENCE_GAIN = (1, 2, 3, 4)  # §2: influence gained per card in the 4th, 5th, 6th, 7th century

PROVINCE_CAPACITY = 4  # §3 «Ogni provincia può contenere fino a 4 segnalini tribù»
CONFLICT_AT = 5  # §3: placing the 5th token starts a conflict; §8: never a 6th

CARD_PLAYS = 1  # §2: one card per turn
CARD_PLAYS_TWO_PLAYER = 2  # §7 «In ciascun turno ogni giocatore gioca 2 carte»
DOUBLE_TURN_EXTRA = 1  # §5 Doppio turno: one more card; §7 with 2 players «solamente 3 carte»
TWO_PLAYER_SECOND_MAX_GAP = 2  # §7: the second scores only if «a non più di 2 caselle» from the first

INFLUENCE2_STEPS = 2  # §5 Influenza 2: 2 spaces on one track, or 1 on each of 2 tracks

INFLUENCE_LAST_DEFAULT = 20  # design value (DECISIONS.md): the last space of an influence track
INFLUENCE_LAST_VALUES = tuple(range(12, 31))  # design value (DECISIONS.md): option 12..30

# Action tiles (§5), one of each per player (§Preparazione).
DOUBLE = "double"
EXCHANGE = "exchange"
INFLUENCE2 = "influence2"
TILES: tuple[str, ...] = (DOUBLE, EXCHANGE, INFLUENCE2)

# Score slots: one per century scoring (§4) and the final scoring (§6).
SLOT_NAMES: tuple[str, ...] = ("4", "5", "6", "7", "final")
FINAL_SLOT = 4

# End-turn modes after an end trigger (spec A3).
FINISH_TURN = "finish_turn"
FINISH_CARD = "finish_card"

# Overall tie-break (spec A17): shared victory, or total influence as an option.
TIE_SHARED = "shared"
TIE_INFLUENCE = "influence"

# Why the end of the game was triggered: rulebook §6 a (last peace tile), b (last token of a tribe),
# c (last space of a track), and the stalemate rule (design value, docs/attila.md).
END_PEACE = "peace"
END_TOKENS = "tokens"
END_INFLUENCE = "influence"
END_STALEMATE = "stalemate"
END_REASONS = ("", END_PEACE, END_TOKENS, END_INFLUENCE, END_STALEMATE)
