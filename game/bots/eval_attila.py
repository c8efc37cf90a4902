"""How bots judge an Attila position.

Points already on the score track count in full; on top, a seat expects
what a scoring of every tribe would give it now (its influence ranks times
the tribes' tokens and provinces), since at least the final scoring will
happen, and a little for the cards in hand, which place tokens later.
The value is the lead in that potential over the best other seat.

Medium plays for its lead over the best other seat.  The levels that search
(hard, expert) judge the places a seat can expect instead (``search_evaluate``:
its lead over each other seat in turn, ``places_value``), as a finished game is
valued: with five seats the lead over the best alone made hard's play-outs blind
to every place but first, and hard finished ahead of medium 0.59 of the time
(0.68 judging places: docs/bots.md, "Session 12").  With two seats the two are
the same.

The reply model (``reply_evaluate``, expert only: hard meets its targets
without it): every other seat plays a turn before the judged seat plays again,
and a card moves its player's marker on one tribe's track by this century's
gain; a turn is one card, or two with two players (rulebook §7).  So each seat's
majorities are judged against each other seat's best such raise (the cards'
tribes that lead that seat most over the best other in a scoring now: with two
seats, pulling away from a second within 2 spaces takes its P and counts):
what the raise takes from the judged seat's scoring now counts against it, at
``LIKELY`` (the raiser needs cards of those tribes, and has other plans).
``python -m tools.attila_threats`` measures that share, the loss that came over
the loss modelled, in hard's games: 0.62, 0.57, 0.61 and 0.59 at two to five seats.

Expert also looks further down the game (docs/bots.md, "Session 32" and "Session 33").
A majority held now will likely still pay at the scorings still to come, so its
share of a scoring now counts more the earlier the century (``SCORINGS_AHEAD``).
And an action tile still held is worth points (``HELD_TILE``, less each century,
nothing in the 7th): a Double Turn's extra card moves its marker 1 space in the
4th century and 4 in the 7th (rulebook §2, §5), yet the lower levels, which judge
the present board alone, play all three tiles in the first century.
"""

from __future__ import annotations

from itertools import combinations_with_replacement
from typing import Any

from game.attila.constants import CARD_PLAYS_TWO_PLAYER, DOUBLE, EXCHANGE, INFLUENCE2
from game.attila.rules import is_over
from game.attila.scoring import ranking, score_all, score_tribe
from game.attila.state import century_index, influence_gain

from .evaluation import lead_by_term, lead_value, place_value, places_value
from .plugin import BotPlugin

SCORING_NOW = 0.8  # design value: a scoring of the present board, discounted as the board will change
CARD_IN_HAND = 0.3  # design value: each card is a future play
SCALE = 6.0  # design value: points are scored by the handful per tribe

SCORINGS_AHEAD = 0.5  # design value: share of a majority's points each scoring still to come pays (session 32)
#: Design values (session 32): an action tile still held, in points, for the later
#: century it can be played in, times ``HELD_BY_CENTURY`` by the century the game is in.
HELD_TILE = {DOUBLE: 3.0, INFLUENCE2: 2.0, EXCHANGE: 1.0}
HELD_BY_CENTURY = (1.0, 0.8, 0.5, 0.0, 0.0)  # 4th..7th century, then the game's end: play them by the 7th

LIKELY = 0.6  # share of its best raise a seat makes before the judged seat plays again (tools.attila_threats)

TUNING = {"rollout_depth": 0}
REPLY_LEVELS = ("expert",)

#: The evaluation's terms (``lead_terms``), Italian and English.
TERMS: dict[str, tuple[str, str]] = {
    "points": ("punti già segnati", "points already scored"),
    "majorities": ("maggioranze nelle tribù (i punti di un conteggio ora)", "majorities in the tribes (a scoring now)"),
    "cards": ("carte in mano", "cards in hand"),
    "contested": ("maggioranze che gli avversari possono strappare", "majorities the others can take"),
    "majorities_ahead": (
        "maggioranze nelle tribù (i conteggi ancora da fare)",
        "majorities in the tribes (the scorings still to come)",
    ),
    "tiles": ("tessere azione ancora da usare", "action tiles still to use"),
}
TERM_NAMES = ("points", "majorities", "cards")
REPLY_TERMS = ("points", "majorities_ahead", "cards", "contested", "tiles")


def scorings_ahead(state: Any) -> float:
    """How many scorings' worth a majority held now is (module docstring): 1 in the
    7th century, ``SCORINGS_AHEAD`` more for each century after the present one."""
    return 1.0 + SCORINGS_AHEAD * max(0, len(state.boxes) - century_index(state) - 1)


def held_tiles(state: Any, seat: int) -> float:
    """What the action tiles ``seat`` still holds are worth in this century (module docstring)."""
    return HELD_BY_CENTURY[century_index(state)] * sum(HELD_TILE[t] for t in state.tiles[seat])


def rows(state: Any, scored: Any = None, ahead: float = 1.0) -> list[tuple[float, float, float]]:
    """Each seat's terms: its points, its share of a scoring now (times ``ahead``)
    and its cards (``scored``: ``score_all(state)`` if the caller has it)."""
    awards = [0] * state.players
    for _, _, _, points in scored if scored is not None else score_all(state):
        for s, p in enumerate(points):
            awards[s] += p
    return [
        (float(sum(state.points[s])), ahead * SCORING_NOW * awards[s], CARD_IN_HAND * sum(state.hands[s]))
        for s in range(state.players)
    ]


def best_raises(state: Any, scored: Any = None) -> list[list[int] | None]:
    """Each seat's best raise (module docstring), as what it changes in every seat's
    scoring now, or None if no raise scores that seat more (``scored``:
    ``score_all(state)`` if the caller has it).  A raise is a turn's cards: two
    with two players (rulebook §7, the same tribe twice or two tribes), else one."""
    gain = influence_gain(state)
    last = state.option("influence_last")
    two = state.players == 2
    scored = scored if scored is not None else score_all(state)
    cards = CARD_PLAYS_TWO_PLAYER if two else 1
    raises: list[list[int] | None] = []
    for raiser in range(state.players):
        best: list[int] | None = None
        best_gain = 0
        for tribes in combinations_with_replacement(range(len(scored)), cards):
            change = [0] * state.players
            for tribe in set(tribes):
                _, tokens, provinces, awards = scored[tribe]
                positions = [state.influence[s][tribe] for s in range(state.players)]
                positions[raiser] = min(last, positions[raiser] + gain * tribes.count(tribe))
                after = score_tribe(positions, tokens, provinces, two_player=two)
                for s in range(state.players):
                    change[s] += after[s] - awards[s]
            lead = change[raiser] - max(c for s, c in enumerate(change) if s != raiser)
            if lead > best_gain:
                best_gain = lead
                best = change
        raises.append(best)
    return raises


def reply_rows(state: Any) -> list[tuple[float, float, float, float, float]]:
    """Each seat's :data:`REPLY_TERMS`: :func:`rows` with its majorities counted at the
    scorings still to come, what the other seats' best raises take from them
    (``contested``) and its action tiles still held (module docstring)."""
    scored = score_all(state)
    ahead = scorings_ahead(state)
    lost = [0.0] * state.players
    for raiser, best in enumerate(best_raises(state, scored)):
        if best is not None:
            for s in range(state.players):
                if s != raiser and best[s] < 0:
                    lost[s] += LIKELY * ahead * SCORING_NOW * best[s]
    return [(*row, lost[s], held_tiles(state, s)) for s, row in enumerate(rows(state, scored, ahead))]


def potentials(state: Any) -> list[float]:
    """Each seat's points plus its share of a scoring now and its cards."""
    return [sum(row) for row in rows(state)]


def reply_evaluate(state: Any, seat: int) -> float:
    """:func:`search_evaluate` with the others' best raises reckoned (module docstring)."""
    if is_over(state):
        return place_value(ranking(state), seat)
    return places_value([sum(row) for row in reply_rows(state)], seat, SCALE)


def search_evaluate(state: Any, seat: int) -> float:
    """:func:`evaluate` as the places the seat can expect (module docstring)."""
    if is_over(state):
        return place_value(ranking(state), seat)
    return places_value(potentials(state), seat, SCALE)


def lead_terms(state: Any, seat: int, replies: bool = False, rival: int | None = None) -> dict[str, float]:
    """The seat's lead in each term of :data:`TERMS` over ``rival``, by default the best other seat."""
    if replies:
        return lead_by_term(reply_rows(state), seat, REPLY_TERMS, rival)
    return lead_by_term(rows(state), seat, TERM_NAMES, rival)


def evaluate(state: Any, seat: int) -> float:
    """The bots' value of ``state`` for ``seat``, in [0, 1]."""
    if is_over(state):
        return place_value(ranking(state), seat)
    return lead_value(potentials(state), seat, SCALE)


#: What this module gives the bot levels (see :mod:`game.bots.plugin`).
PLUGIN = BotPlugin(
    evaluate=evaluate,
    tuning=TUNING,
    reply_evaluate=reply_evaluate,
    reply_levels=REPLY_LEVELS,
    search_evaluate=search_evaluate,
    terms=TERMS,
    lead_terms=lead_terms,
)
