"""The declaration of the game (SPEC) and the set-up of a new game.

Set-up order, for deterministic replays (spec 1.3 [rec]): shuffle the bag
with the seeded RNG, draw the start seat, deal 6 tiles to each seat
clockwise from the start seat.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.core import GameSpec, OptionSpec, Rng

from .board import SIDES, Board
from .pieces import (
    CATASTROPHES_PER_PLAYER,
    COLOURS,
    DYNASTIES,
    EMPTY,
    HAND_SIZE,
    MAX_PLAYERS,
    MIN_PLAYERS,
    RED,
    TILES_IN_BOX,
)
from .state import ACTION, NOWHERE, State, counts_of

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


def initial_state(board: Board, players: int, options: dict[str, Any], seed: int) -> State:
    """The set-up of spec 1.3 on any board (tests use small custom boards)."""
    rng = Rng(seed)
    cells = [EMPTY] * board.size
    for q in board.treasure_squares:
        cells[q] = RED  # a temple with a treasure on every treasure square (IT L145-147)
    letters = []
    for c in COLOURS:
        letters += [c] * (TILES_IN_BOX[c] - (len(board.treasure_squares) if c == RED else 0))
    bag = "".join(rng.shuffled(letters))
    active = rng.randbelow(players)  # the start player drawn at random (IT L161-163)
    hands = [counts_of("")] * players
    for i in range(players):
        seat = (active + i) % players
        hands[seat] = counts_of(bag[:HAND_SIZE])
        bag = bag[HAND_SIZE:]
    zero = counts_of("")
    return State(
        board=board,
        players=players,
        options=tuple(sorted(options.items())),
        rng=rng.state,
        bag=bag,
        hands=tuple(hands),
        discards=(zero,) * players,
        gone=zero,
        cells=tuple(cells),
        treasures=tuple(board.treasure_squares),
        monuments=(),
        buildings=(NOWHERE,) * len(COLOURS),
        ziggurat=NOWHERE,
        catastrophes=(CATASTROPHES_PER_PLAYER,) * players,
        vp=(zero,) * players,
        held=(0,) * players,
        active=active,
        turn=1,
        actions_done=0,
        phase=ACTION,
        steps=(),
        placed=NOWHERE,
        unification=NOWHERE,
        conflict=None,
        end_reason="",
    )


def new_game(players: int, options: Mapping[str, Any] | None, seed: int) -> State:
    """A new game for 2-4 players; raises SetupError on a bad count or option.

    >>> s = new_game(3, {"board": "advanced"}, 7)
    >>> len(s.treasures), len(s.bag), [sum(h) for h in s.hands]
    (14, 121, [6, 6, 6])
    """
    opts = SPEC.check_setup(players, options)
    return initial_state(SIDES[opts["board"]], players, opts, seed)
