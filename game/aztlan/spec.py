"""The declaration of Aztlán (SPEC): player counts, options and the bound on a game's length."""

from __future__ import annotations

from game.core.protocol import GameSpec, OptionSpec

from .board import TERRITORY_IDS
from .cards import COLOURS, ERAS

MAX_SEATS = 4  # 3 or 4 tribes, or 2 players with the alliances (p. 2)
# Bound on choices in one game, from the rules (all seats together):
_PLACEMENTS = 100  # pieces placed from the era allotments: at most 4 x 25 (p. 4 table)
_DRAWS = ERAS * len(TERRITORY_IDS) * MAX_SEATS * 3  # per era and territory, each winner draws at most 3 cards
_CLASH = ERAS * len(TERRITORY_IDS) * MAX_SEATS * 6  # per era, territory and seat: select, 2 decisions, 3 answers
MAX_CHOICES = (
    1  # starting alliance
    + ERAS * MAX_SEATS  # power cards
    + 2 * _PLACEMENTS  # place, then move or pass
    + _CLASH
    + ERAS * MAX_SEATS  # one score choice per seat per era
    + 3 * _DRAWS  # each card drawn is played at most once, in at most 3 choices (Canoes: lake, bank, bank)
)

SPEC = GameSpec(
    name="aztlan",
    title_en="Aztlán",
    title_it="Aztlán",
    min_players=2,
    max_players=MAX_SEATS,
    chance=True,
    hidden_information=True,
    simultaneous=True,
    max_choices=MAX_CHOICES,
    options=(
        OptionSpec(
            "sacred_games_one_card",
            False,
            (False, True),
            "Sacred Games: the winner draws at most 1 card per territory",
            "Giochi Sacri: il vincitore pesca al massimo 1 carta per territorio",
        ),
        OptionSpec(
            "canoes_whole_lake",
            False,
            (False, True),
            "Canoes and Rafts joins every territory around the lake",
            "Canoe e Zattere collega tutti i territori attorno al lago",
        ),
        OptionSpec(
            "offerings_cap_25",
            False,
            (False, True),
            "Offerings to the Gods score at most 25 VP",
            "Offerte agli Dèi: al massimo 25 PV",
        ),
    ),
    seat_colours=COLOURS,
)
