"""How bots judge a Tigris & Euphrates position.

A seat's final score is its weakest colour (treasures filling the gaps),
ties broken by the next weakest, so its *potential* weighs the sorted
colours, weakest heaviest, then adds a little for each of its leaders on
the board (a leader in a kingdom is what earns VP) and for treasures.
A revolt or war waiting for its commitments is judged as it would end if
each side committed every tile it holds (the attacker what it committed):
the winner's VP and the loser's leader going home count already, so a bot
sees a conflict's outcome when it starts one, not only once it is over.
The value is the lead in potential over the best other seat.

The reply model (``reply_evaluate``, expert only: hard meets its targets
without it) adds what the board promises or threatens before the seat acts
again. *Revolts*: a leader whose kingdom another seat can join with its leader
of the same colour, on a square beside more temples than the leader has, counting
each side's red tiles in hand, is lost at ``REVOLT_LIKELY`` (less when its owner
acts first and can add temples). *Monuments*: a leader sharing a kingdom with a
monument of its colour scores one VP of that colour at the end of each of its
owner's turns, counted for ``MONUMENT_TURNS`` turns. The value is then the places
the seat can expect (its lead over each other seat in turn). At two seats expert
finished ahead of hard 0.55 of the time without the model and 0.81 with it, the
revolts carrying it (docs/bots.md, "Session 23").

:func:`reply_candidates` is hard's play-out hook (see :mod:`game.bots.refine`):
of the 650-730 actions a Tigris seat may take, it keeps those that change
something for a seat: tiles that score for it or unite two kingdoms (a war),
temples beside its leaders, leaders entering a kingdom (a revolt when the
colour is taken), catastrophes on a temple beside another seat's leader.
Drops far from any kingdom, swaps, withdrawals and ending the turn go.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.core.choice import Choice
from game.tigris.pieces import ACTIONS_PER_TURN, BLACK, CI, COLOUR_BY_NAME, EMPTY, MONUMENT_COLOURS, RED, REVOLT_VP
from game.tigris.rules import is_over
from game.tigris.scoring import ranking, vector
from game.tigris.state import ACTION, CELL_FACT, cached, kingdom_flags, kingdoms_around, leader_squares, regions

from .evaluation import lead_by_term, lead_value, place_value, places_value
from .plugin import BotPlugin

SORTED_WEIGHTS = (1.0, 0.4, 0.15, 0.05)  # design value: weakest colour first, as the final ranking reads them
LEADER_ON_BOARD = 0.6  # design value: a leader on the board earns VP in the turns ahead
SCALE = 3.0  # design value: a 3-VP lead in the weakest colour is a clear advantage

MONUMENT_TURNS = 3.0  # design value: a monument's VP counted for this many of its leader's turns (leaders get ousted)
REVOLT_LIKELY = 0.5  # design value: chance a seat that can win a revolt against a leader starts it
PLAYS_FIRST = 0.6  # design value: the share of that threat left when the leader's owner acts first
REPLY_SEATS = 3  # measured (session 23): with the model expert beat hard 0.81 at two seats, 0.55 at three, 0.41 at four

PLAY_OUTS_BREAK_TIES = True  # design value: medium's best 6-8 choices are often tied (see game.bots.refine)

TUNING = {"rollout_depth": 2, "order_sample": 32, "sequence_choices": 8, "sequence_width": 16, "reply_own": 1}

#: The evaluation's terms (``lead_terms``), Italian and English.
TERMS: dict[str, tuple[str, str]] = {
    "weakest": ("il colore più debole (quello che conta per vincere)", "the weakest colour (the one that wins)"),
    "colours": ("gli altri colori", "the other colours"),
    "leaders": ("capi sul tabellone", "leaders on the board"),
    "revolts": ("capi che una rivolta può cacciare", "leaders a revolt could oust"),
    "monuments": ("i punti dei monumenti nei turni a venire", "the monuments' points in the turns to come"),
}
TERM_NAMES = ("weakest", "colours", "leaders")
REPLY_TERMS = (*TERM_NAMES, "revolts", "monuments")
REPLY_LEVELS = ("expert",)


def conflict_outcome(state: Any) -> tuple[int, int, int, int] | None:
    """How the pending conflict ends if both sides commit all they hold (the
    attacker what it has committed): (winner, loser, colour index of the
    winner's VP, VP won), ties to the defender (IT L389, L459); None when no
    conflict waits.  A war's VP count the loser's supporters as removed."""
    c = state.conflict
    if c is None:
        return None
    committing = CI[RED] if c.kind == "revolt" else CI[c.colour]
    attacker_adds = c.attacker_commit if c.attacker_commit >= 0 else state.hands[c.attacker][committing]
    attack = len(c.attacker_support) + attacker_adds
    defence = len(c.defender_support) + state.hands[c.defender][committing]
    if attack > defence:
        winner, loser, lost = c.attacker, c.defender, c.defender_support
    else:
        winner, loser, lost = c.defender, c.attacker, c.attacker_support
    if c.kind == "revolt":
        return winner, loser, CI[RED], REVOLT_VP
    return winner, loser, CI[c.colour], 1 + len(lost)


def _sorted_terms(vp: Any, held: int) -> tuple[float, float]:
    """The weakest colour and the others, weighted as the ranking reads them (``SORTED_WEIGHTS``)."""
    key = vector(vp, held)
    return SORTED_WEIGHTS[0] * key[0], sum(w * v for w, v in zip(SORTED_WEIGHTS[1:], key[1:]))


def _settled_vp(state: Any, seat: int) -> tuple[tuple[int, ...], int, Any]:
    """``seat``'s VP and leaders on the board with a pending conflict counted as
    ended (:func:`conflict_outcome`), and the square of the leader it loses there."""
    vp = state.vp[seat]
    leaders = sum(1 for owner, _ in leader_squares(state) if owner == seat)
    lost = None
    outcome = conflict_outcome(state)
    if outcome is not None:
        winner, loser, colour, won = outcome
        if seat == winner:
            vp = tuple(v + won if i == colour else v for i, v in enumerate(vp))
        if seat == loser:
            leaders -= 1
            c = state.conflict
            lost = c.attacker_leader if loser == c.attacker else c.defender_leader
    return vp, leaders, lost


def terms(state: Any, seat: int) -> tuple[float, float, float]:
    """The terms of ``seat``'s potential (``TERMS``): its weakest colour and the
    others weighted as the ranking reads them, then its leaders on the board,
    a pending conflict counted as ended (:func:`conflict_outcome`)."""
    vp, leaders, _ = _settled_vp(state, seat)
    return (*_sorted_terms(vp, state.held[seat]), LEADER_ON_BOARD * leaders)


def monument_income(state: Any, seat: int, skip: Any = None) -> list[int]:
    """The VP of each colour (counter order) ``seat`` scores at the end of each of its
    turns from the monuments as the board stands: one per leader of its and monument
    of that leader's colour in the same kingdom (IT L571-578); the leader on ``skip``
    (one it loses in the pending conflict) scores nothing."""
    income = [0] * len(state.vp[seat])
    if not state.monuments:
        return income
    label, _ = regions(state)
    for (owner, colour), q in leader_squares(state).items():
        if owner != seat or q == skip:
            continue
        for monument, top_left in state.monuments:
            if colour in MONUMENT_COLOURS[monument] and label[top_left] == label[q]:
                income[CI[colour]] += 1
    return income


def revolt_squares(state: Any) -> dict[int, int]:
    """For each kingdom (region index), the most temples beside an empty land square
    where a leader would join that kingdom alone (IT L230-238): a revolt's best base."""

    def make(s: Any) -> dict[int, int]:
        board, cells = s.board, s.cells
        label, _ = regions(s)
        flags = kingdom_flags(s)
        best: dict[int, int] = {}
        for q, code in enumerate(cells):
            if code != EMPTY or board.river[q]:
                continue
            temples = sum(1 for n in board.neighbours[q] if cells[n] == RED)
            if not temples:
                continue
            around = kingdoms_around(label, flags, board.neighbours[q])
            if len(around) == 1:
                k = next(iter(around))
                best[k] = max(best.get(k, 0), temples)
        return best

    return cached(state, CELL_FACT + "bots:revolt_squares", make)  # type: ignore[no-any-return]


def revolt_risk(state: Any) -> dict[int, float]:
    """For each seat, the leaders it can expect to lose to revolts before it acts again:
    a leader is threatened when another seat could place its leader of that colour
    where it joins the leader's kingdom (:func:`revolt_squares`), with more temples
    there plus red tiles in its hand than the leader has beside it plus its owner's
    red tiles (IT L375-391; ties go to the defender)."""

    def make(s: Any) -> dict[int, float]:
        board, cells = s.board, s.cells
        label, _ = regions(s)
        bases = revolt_squares(s)
        red = CI[RED]
        risk: dict[int, float] = {}
        for (owner, _colour), q in leader_squares(s).items():
            base = bases.get(label[q])
            if base is None:
                continue
            defence = sum(1 for n in board.neighbours[q] if cells[n] == RED) + s.hands[owner][red]
            if any(other != owner and base + s.hands[other][red] > defence for other in range(s.players)):
                first = PLAYS_FIRST if owner == s.active else 1.0
                risk[owner] = risk.get(owner, 0.0) + REVOLT_LIKELY * first
        return risk

    return cached(state, "bots:revolt_risk", make)  # type: ignore[no-any-return]


def _reply_parts(state: Any, seat: int) -> tuple[float, float, int, float, float]:
    """``seat``'s weakest colour and the others (:func:`_sorted_terms`), its leaders on the
    board, those it can expect to lose to revolts (:func:`revolt_risk`; none while a
    conflict waits, which :func:`terms` counts as ended), and what its weighted VP gain if
    its monuments' income lasts ``MONUMENT_TURNS`` of its turns (fewer when the bag runs
    out first: each turn draws about two tiles per seat)."""
    vp, leaders, lost = _settled_vp(state, seat)
    weakest, colours = _sorted_terms(vp, state.held[seat])
    at_risk = revolt_risk(state).get(seat, 0.0) if state.conflict is None else 0.0
    income = monument_income(state, seat, lost)
    ahead = 0.0
    if any(income):
        turns = min(MONUMENT_TURNS, len(state.bag) / (ACTIONS_PER_TURN * state.players))
        projected = tuple(v + turns * i for v, i in zip(vp, income))
        ahead = sum(_sorted_terms(projected, state.held[seat])) - weakest - colours
    return weakest, colours, leaders, at_risk, ahead


def reply_terms(state: Any, seat: int) -> tuple[float, float, float, float, float]:
    """The terms of ``seat``'s potential under the reply model (``REPLY_TERMS``): those
    of :func:`terms`, the leaders revolts could oust, the monuments' income to come."""
    weakest, colours, leaders, at_risk, ahead = _reply_parts(state, seat)
    return weakest, colours, LEADER_ON_BOARD * leaders, -LEADER_ON_BOARD * at_risk, ahead


def reply_potential(state: Any, seat: int) -> float:
    """The sum of :func:`reply_terms`, the leaders counted as those expected to stay."""
    weakest, colours, leaders, at_risk, ahead = _reply_parts(state, seat)
    return sum((weakest, colours, LEADER_ON_BOARD * (leaders - at_risk), ahead))


def potential(state: Any, seat: int) -> float:
    """The weighted VP vector of ``seat`` plus its leaders on the board (:func:`terms`)."""
    return sum(terms(state, seat))


def lead_terms(state: Any, seat: int, replies: bool = False) -> dict[str, float]:
    """The seat's lead in each term of :data:`TERMS` over the best other seat."""
    if replies and state.players <= REPLY_SEATS:
        return lead_by_term([reply_terms(state, s) for s in range(state.players)], seat, REPLY_TERMS)
    return lead_by_term([terms(state, s) for s in range(state.players)], seat, TERM_NAMES)


def reply_evaluate(state: Any, seat: int) -> float:
    """The places ``seat`` can expect with the revolts it risks and its monuments'
    income to come reckoned (:func:`reply_terms`)."""
    if is_over(state) or state.players > REPLY_SEATS:
        return evaluate(state, seat)
    return places_value([reply_potential(state, s) for s in range(state.players)], seat, SCALE)


def evaluate(state: Any, seat: int) -> float:
    """The bots' value of ``state`` for ``seat``, in [0, 1]."""
    if is_over(state):
        return place_value(ranking(state), seat)
    return lead_value([potential(state, s) for s in range(state.players)], seat, SCALE)


def reply_candidates(state: Any, seat: int, choices: Sequence[Choice]) -> list[Choice]:
    """The actions of ``seat`` that can matter (module docstring); outside the
    action phase (conflicts, treasures, monuments) every choice does."""
    if state.phase != ACTION:
        return list(choices)
    board = state.board
    leaders = leader_squares(state)
    label, _ = regions(state)
    flags = kingdom_flags(state)
    in_kingdom: dict[int, dict[str, int]] = {}  # region -> colour -> owner of that leader
    for (owner, colour), q in leaders.items():
        in_kingdom.setdefault(label[q], {})[colour] = owner
    mine = {q for (owner, _), q in leaders.items() if owner == seat}
    theirs = {q for (owner, _), q in leaders.items() if owner != seat}
    out = []
    for choice in choices:
        kind = choice.kind
        if kind == "tile":
            colour = COLOUR_BY_NAME[str(choice.args[0])]
            q = board.index(str(choice.args[1]))
            around = kingdoms_around(label, flags, board.neighbours[q])
            if len(around) == 2:
                out.append(choice)  # unites two kingdoms: wars, or a bigger kingdom
            elif len(around) == 1:
                there = in_kingdom.get(next(iter(around)), {})
                if there.get(colour, there.get(BLACK)) == seat:
                    out.append(choice)  # scores for the seat
                elif colour == RED and any(n in mine for n in board.neighbours[q]):
                    out.append(choice)  # strengthens the seat's leader against revolts
        elif kind == "leader":
            colour = COLOUR_BY_NAME[str(choice.args[0])]
            q = board.index(str(choice.args[1]))
            if any(
                in_kingdom.get(k, {}).get(colour, -1) != seat
                for k in kingdoms_around(label, flags, board.neighbours[q])
            ):
                out.append(choice)  # enters a kingdom: earns its colour's VP, or a revolt if taken
        elif kind == "catastrophe":
            q = board.index(str(choice.args[0]))
            if state.cells[q] == RED and any(n in theirs for n in board.neighbours[q]):
                out.append(choice)  # takes a temple from another seat's leader
    return out


#: What this module gives the bot levels (see :mod:`game.bots.plugin`).
PLUGIN = BotPlugin(
    evaluate=evaluate,
    tuning=TUNING,
    reply_evaluate=reply_evaluate,
    reply_levels=REPLY_LEVELS,
    terms=TERMS,
    lead_terms=lead_terms,
    reply_candidates=reply_candidates,
    play_outs_break_ties=PLAY_OUTS_BREAK_TIES,
)
