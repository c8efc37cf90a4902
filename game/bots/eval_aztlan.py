"""How bots judge an Aztlán position.

VP already scored count in full.  On top, a seat expects what its side's
territories would score now with this era's power card (its bonus type; the
wild card, or no card yet, is reckoned with the type that pays most), since
each era ends with a scoring; the end-of-game VP it holds (the best unused
power card it can still keep, prosperity cards in hand with the Offerings'
squares); and a little for each piece of its side on the board.  The value
is the lead in that potential over the best other seat.  Other seats'
hidden cards are those of the determinization the bot searches.

The reply model (``reply_evaluate``, hard and expert): this era's clashes
are still to come, so the board is judged as they would leave it.  In each
territory two or more sides share, the side with the most power (card ×
pieces) removes the others, and sides tied at the top remove the weaker
ones (rulebook p. 5, defeat taken as the winner's choice).  The judging
seat knows its own card; another seat's card before the reveal is reckoned
at the mean of the cards it may have played (its unused ones, public since
used cards lie face up), so what a seat imagines of the others' secret
picks plays no part.  Clashes a side has already had its turn at are
settled.  Medium judges the board as it stands, blind to the power of its
card: this is what makes a strong card worth playing where pieces meet.

Expert (``expert_evaluate``, at three seats) adds the scorings of the eras
after this one: on the board the clashes would leave, what its side holds
would score with each of its unused power cards (their mean), once for
every era left, discounted by :data:`FUTURE`.  At two seats a side changes
hands every era, and four seats are not measured yet, so there expert
judges as hard.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from game.aztlan.board import TERRITORY_IDS
from game.aztlan.cards import CARD_IN_HAND_VP, ERAS, OFFERING, offering_bonus, power_type, power_vp
from game.aztlan.rules import is_over
from game.aztlan.scoring import controlled, ranking, type_totals
from game.aztlan.state import (
    CHOICE,
    CLASH,
    DEVELOP,
    NO_CARD,
    all_side_colours,
    seat_of,
    side_colours,
    side_of,
    sides_count,
)

from .evaluation import lead_by_term, lead_value, place_value
from .plugin import BotPlugin

SCORING_NOW = 0.6  # design value: the next scoring, discounted as clashes will change the board
PIECE = 0.2  # design value: a piece on the board holds territory for later scorings
END_BONUS = 0.8  # design value: end-of-game VP in hand, discounted as cards may still be spent
FUTURE = 0.3  # design value: each era's scoring still to come after this one, discounted as the board will change
# The tables at which expert weighs the scorings to come: measured at three seats; at two a side
# changes hands every era, and four seats have not been measured with it (docs/bots.md).
FUTURE_AT_SEATS = frozenset({3})
SCALE = 8.0  # design value: possessions score n + b squared, so leads come in large steps

CLASHES_AHEAD = (CHOICE, DEVELOP, CLASH)  # the phases of an era before its clashes are all settled

TUNING: dict[str, Any] = {
    "rollout_depth": 3,
    # A development turn lists many placements and moves: expert's usual 128 play-outs
    # with 12 sampled replies took 3.6 s a decision in CPython (9.6 s at worst).
    # Its play-outs' replies see the clashes (session 27: picked with the plain judgement, blind
    # to the cards' power, they let a placement's threat stand; with them expert lost to hard at
    # two seats, and more play-outs made hard weaker too: docs/bots.md).
    "expert": {"iterations": 96, "reply_sample": 8, "replies_modelled": True},
}

#: The evaluation's terms (``lead_terms``), Italian and English.
TERMS: dict[str, tuple[str, str]] = {
    "vp": ("punti vittoria", "victory points"),
    "territories": ("territori e il punteggio dell'era", "territories and the era's scoring"),
    "end": ("punti di fine partita in mano", "end-of-game points in hand"),
    "pieces": ("pedine sul tabellone", "pieces on the board"),
    "clashes": ("scontri di quest'era", "this era's clashes"),
    "future": ("punteggi delle ere a venire", "the scorings of the eras to come"),
}
STATIC_TERMS = ("vp", "territories", "end", "pieces")
REPLY_TERMS = (*STATIC_TERMS, "clashes")
EXPERT_TERMS = (*REPLY_TERMS, "future")

Row = tuple[float, ...]
Board = tuple[tuple[int, ...], ...]
Holdings = tuple[tuple[tuple[str, ...], int], ...]  # per side: (territories held, pieces)


@lru_cache(maxsize=16384)
def _scorings(owned: tuple[str, ...]) -> dict[str | None, int]:
    """What territories ``owned`` by a side score with each bonus type, and (None) with the
    type that pays most.  Cached: a search meets the same holdings again and again, and asks
    them of a type for every card in every hand."""
    totals: dict[str | None, int] = {kind: total for kind, total in type_totals(owned).items()}
    totals[None] = max(totals.values())
    return totals


@lru_cache(maxsize=4096)
def _holdings(board: Board, players: int) -> Holdings:
    """Each side's (territories held, pieces) on ``board``.  Cached: every seat's row, and
    every sampled reply in a play-out, asks this of the same few boards."""
    columns = tuple(zip(*board, strict=True))
    return tuple(
        (tuple(controlled(board, players, side)), sum(sum(columns[c]) for c in colours))
        for side, colours in enumerate(all_side_colours(players))
    )


def _board_terms(state: Any, seat: int, holdings: Holdings) -> tuple[float, float]:
    """(the era's scoring now, pieces) of ``seat``'s side with the board's ``holdings`` (:func:`_holdings`)."""
    owned, pieces = holdings[side_of(state, seat)]
    kind = power_type(state.power_current[seat]) if state.power_current[seat] != NO_CARD else None
    return SCORING_NOW * _scorings(owned)[kind], PIECE * pieces


def _row(state: Any, seat: int, now: Holdings, after: Holdings | None = None, replies: bool = False) -> Row:
    """``seat``'s terms, ``now`` the holdings of the board; with ``replies`` also the ``clashes``
    term, ``after`` the holdings of the board the clashes leave (None: the same board)."""
    value = float(state.scores[seat])
    if side_of(state, seat) < 0:
        return (value, 0.0, 0.0, 0.0, 0.0) if replies else (value, 0.0, 0.0, 0.0)
    territories, pieces = _board_terms(state, seat, now)
    prosperity = state.prosperity[seat]
    keep = max((power_vp(c) for c in state.power_hand[seat]), default=0)
    end = keep + CARD_IN_HAND_VP * len(prosperity) + offering_bonus(prosperity.count(OFFERING), True)
    row: Row = (value, territories, END_BONUS * end, pieces)
    if not replies:
        return row
    later = sum(_board_terms(state, seat, after)) if after is not None else territories + pieces
    return (*row, later - territories - pieces)


def _power(state: Any, side: int, judge: int) -> float:
    """The card power ``side`` is reckoned with by the seat ``judge`` (module docstring)."""
    seat = seat_of(state, side)
    current = state.power_current[seat]
    if current != NO_CARD and (state.revealed or seat == judge):
        return float(current)
    cards = [*state.power_hand[seat], *([current] if current != NO_CARD else [])]
    return sum(cards) / len(cards) if cards else 0.0


def clash_outcome(state: Any, judge: int) -> Board:
    """The board once this era's clashes are fought as the reply model reckons
    (module docstring); the board itself once they are settled."""
    if state.phase not in CLASHES_AHEAD or state.players == 2 and not state.alliance:
        return state.board  # type: ignore[no-any-return]
    sides = sides_count(state.players)
    colours = [side_colours(state.players, side) for side in range(sides)]
    power = [_power(state, side, judge) for side in range(sides)]
    acted = set()  # sides whose clash turn is over (now: the territories the current one resolved)
    if state.phase == CLASH:
        acted = {side_of(state, s) for s in state.order[: state.turn]}
    board = list(state.board)
    alliances = state.players == 2  # a side is two colours; else side i is colour i
    for t, row in enumerate(state.board):
        if alliances:
            if not any(row):
                continue
            counts = [sum(row[c] for c in cs) for cs in colours]
        elif row.count(0) >= len(row) - 1:
            continue  # no clash without two colours (most territories): said at C speed
        else:
            counts = row
        present = [(p * n, side) for side, (p, n) in enumerate(zip(power, counts)) if n]
        if len(present) < 2:
            continue
        top = max(present)[0]
        if state.phase == CLASH and (
            any(side in acted for p, side in present if p == top)
            or TERRITORY_IDS[t] in state.clash_done
            or TERRITORY_IDS[t] in state.settled
        ):
            continue
        cleared = list(row)
        for p, side in present:
            if p < top:
                for c in colours[side]:
                    cleared[c] = 0
        board[t] = tuple(cleared)
    return tuple(board)


def _future(state: Any, seat: int, board: Board) -> float:
    """What the territories ``seat``'s side holds on ``board`` would score in the eras after
    this one: the mean over its unused power cards' types (the wild card at the best type),
    once for each era left, discounted by :data:`FUTURE`."""
    eras_left: int = ERAS - state.era
    cards = state.power_hand[seat]
    side = side_of(state, seat)
    if eras_left <= 0 or not cards or side < 0:
        return 0.0
    owned = _holdings(board, state.players)[side][0]
    if not owned:
        return 0.0
    totals = _scorings(owned)
    mean = sum(totals[power_type(c)] for c in cards) / len(cards)
    return FUTURE * eras_left * mean


def potential(state: Any, seat: int) -> float:
    """The seat's VP plus a discounted scoring of its side's territories now."""
    return sum(_row(state, seat, _holdings(state.board, state.players)))


def _rows(state: Any, seat: int, replies: bool, board: Board | None = None) -> list[Row]:
    """Every seat's terms; with ``replies`` on the board this era's clashes leave (``board``,
    when the caller has it already)."""
    # Each board's holdings asked once, not once a seat (a cached lookup still hashes the board).
    now = _holdings(state.board, state.players)
    if not replies:
        return [_row(state, s, now) for s in range(state.players)]
    board = clash_outcome(state, seat) if board is None else board
    after = None if board is state.board else _holdings(board, state.players)
    return [_row(state, s, now, after, True) for s in range(state.players)]


def evaluate(state: Any, seat: int) -> float:
    """The bots' value of ``state`` for ``seat``, in [0, 1]."""
    if is_over(state):
        return place_value(ranking(state), seat)
    return lead_value([sum(r) for r in _rows(state, seat, False)], seat, SCALE)


def reply_evaluate(state: Any, seat: int) -> float:
    """:func:`evaluate` on the board this era's clashes would leave (module docstring)."""
    if is_over(state):
        return place_value(ranking(state), seat)
    return lead_value([sum(r) for r in _rows(state, seat, True)], seat, SCALE)


def _expert_rows(state: Any, seat: int) -> list[Row]:
    """The reply model's rows with, at tables of :data:`FUTURE_AT_SEATS`, the scorings to come
    on the board this era's clashes would leave."""
    board = clash_outcome(state, seat)
    rows = _rows(state, seat, True, board)
    if state.players not in FUTURE_AT_SEATS:
        return rows
    return [(*r, _future(state, s, board)) for s, r in enumerate(rows)]


def expert_evaluate(state: Any, seat: int) -> float:
    """:func:`reply_evaluate` with the scorings of the eras to come (expert's judgement)."""
    if is_over(state):
        return place_value(ranking(state), seat)
    return lead_value([sum(r) for r in _expert_rows(state, seat)], seat, SCALE)


def expert_lead_terms(state: Any, seat: int, replies: bool = True, rival: int | None = None) -> dict[str, float]:
    """:func:`lead_terms` as expert weighs them."""
    rows = _expert_rows(state, seat)
    return lead_by_term(rows, seat, EXPERT_TERMS if state.players in FUTURE_AT_SEATS else REPLY_TERMS, rival)


def lead_terms(state: Any, seat: int, replies: bool = False, rival: int | None = None) -> dict[str, float]:
    """The seat's lead in each term of :data:`TERMS` over ``rival``, by default the best other seat."""
    return lead_by_term(_rows(state, seat, replies), seat, REPLY_TERMS if replies else STATIC_TERMS, rival)


#: What this module gives the bot levels (see :mod:`game.bots.plugin`).
PLUGIN = BotPlugin(
    evaluate=evaluate,
    tuning=TUNING,
    reply_evaluate=reply_evaluate,
    expert_evaluate=expert_evaluate,
    expert_lead_terms=expert_lead_terms,
    terms=TERMS,
    lead_terms=lead_terms,
)
