"""The declaration of Attila: seats, chance, secrecy, options, length bound."""

from __future__ import annotations

from game.core import GameSpec, OptionSpec

from .constants import (
    FINISH_CARD,
    FINISH_TURN,
    INFLUENCE_LAST_DEFAULT,
    INFLUENCE_LAST_VALUES,
    TIE_INFLUENCE,
    TIE_SHARED,
)

# Bound on the choices of one game (all seats), derived from the rules:
# - every card play places at least one token; tokens on the board never exceed the 120 of the box and
#   conflicts remove at most 5 tokens each, 10 conflicts at most, so a game has at most 170 card plays,
#   3 choices each (card, province, influence/second token): 510;
# - each of at most 10 conflicts (+1 left pending at the end) asks every seat for at most 6 card adds and
#   one "done": 11 x 5 x 7 = 385;
# - each seat's 3 action tiles are used once per game, at most 8 choices each (Exchange: tile, 6 cards,
#   done): 5 x 3 x 8 = 120;
# - a turn without a card play is a pass (1), at most 6 discards and done (7) and an end (1); a round of
#   passes by every seat ends the game (stalemate rule, docs/attila.md), so at most 4 idle turns follow
#   each card play: 171 x 4 x 9 = 6156; playing turns add at most one "end" each: 171.
# Total 7342; rounded up to 8000.
MAX_CHOICES = 8000

SPEC = GameSpec(
    name="attila",
    title_en="Attila",
    title_it="Attila",
    min_players=2,  # rulebook §7: rules for 2 players
    max_players=5,  # rulebook §Contenuto: 5 player tiles, 35 = 5 x 7 markers (DECISIONS.md)
    chance=True,  # the shuffled deck
    hidden_information=True,  # hands, the deck, face-down conflict cards
    # Conflict cards are committed in turn, clockwise, face down (spec A11), never simultaneously.
    simultaneous=False,
    max_choices=MAX_CHOICES,
    options=(
        OptionSpec(
            "influence_last",
            INFLUENCE_LAST_DEFAULT,
            INFLUENCE_LAST_VALUES,
            "Last space of the influence tracks",
            "Ultima casella delle scale dell'influenza",
        ),
        OptionSpec(
            "end_turn",
            FINISH_TURN,
            (FINISH_TURN, FINISH_CARD),
            "After the end is triggered",
            "Dopo la fine della partita",
            value_labels=(
                (FINISH_TURN, "Finish the whole turn", "Si finisce il turno intero"),
                (FINISH_CARD, "Finish only the current card", "Si finisce solo la carta in corso"),
            ),
        ),
        OptionSpec(
            "stuck_discard",
            True,
            (False, True),
            "A player who cannot play a card shows his hand and may discard it",
            "Chi non può giocare carte mostra la mano e può scartarle",
        ),
        OptionSpec(
            "tie_break",
            TIE_SHARED,
            (TIE_SHARED, TIE_INFLUENCE),
            "Tied winners",
            "Pareggio",
            value_labels=(
                (TIE_SHARED, "Share the victory", "Vittoria condivisa"),
                (TIE_INFLUENCE, "The most total influence wins", "Vince chi ha più influenza totale"),
            ),
        ),
        OptionSpec(
            "random_start",
            True,
            (False, True),
            "Random start player (otherwise the first seat, the youngest, starts)",
            "Primo giocatore a caso (altrimenti inizia il primo posto, il più giovane)",
        ),
    ),
)
