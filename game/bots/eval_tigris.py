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
from game.tigris.pieces import BLACK, CI, COLOUR_BY_NAME, RED, REVOLT_VP
from game.tigris.rules import is_over
from game.tigris.scoring import ranking, vector
from game.tigris.state import ACTION, kingdom_flags, kingdoms_around, leader_squares, regions

from .evaluation import lead_by_term, lead_value, place_value
from .plugin import BotPlugin

SORTED_WEIGHTS = (1.0, 0.4, 0.15, 0.05)  # design value: weakest colour first, as the final ranking reads them
LEADER_ON_BOARD = 0.6  # design value: a leader on the board earns VP in the turns ahead
SCALE = 3.0  # design value: a 3-VP lead in the weakest colour is a clear advantage

PLAY_OUTS_BREAK_TIES = True  # design value: medium's best 6-8 choices are often tied (see game.bots.refine)

TUNING = {"rollout_depth": 2, "order_sample": 32, "sequence_choices": 8, "sequence_width": 16, "reply_own": 1}

#: The evaluation's terms (``lead_terms``), Italian and English.
TERMS: dict[str, tuple[str, str]] = {
    "weakest": ("il colore più debole (quello che conta per vincere)", "the weakest colour (the one that wins)"),
    "colours": ("gli altri colori", "the other colours"),
    "leaders": ("capi sul tabellone", "leaders on the board"),
}
TERM_NAMES = tuple(TERMS)


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


def terms(state: Any, seat: int) -> tuple[float, float, float]:
    """The terms of ``seat``'s potential (``TERMS``): its weakest colour and the
    others weighted as the ranking reads them, then its leaders on the board,
    a pending conflict counted as ended (:func:`conflict_outcome`)."""
    vp = state.vp[seat]
    leaders = sum(1 for owner, _ in leader_squares(state) if owner == seat)
    outcome = conflict_outcome(state)
    if outcome is not None:
        winner, loser, colour, won = outcome
        if seat == winner:
            vp = tuple(v + won if i == colour else v for i, v in enumerate(vp))
        if seat == loser:
            leaders -= 1
    key = vector(vp, state.held[seat])
    weakest = SORTED_WEIGHTS[0] * key[0]
    return weakest, sum(w * v for w, v in zip(SORTED_WEIGHTS[1:], key[1:])), LEADER_ON_BOARD * leaders


def potential(state: Any, seat: int) -> float:
    """The weighted VP vector of ``seat`` plus its leaders on the board (:func:`terms`)."""
    return sum(terms(state, seat))


def lead_terms(state: Any, seat: int, replies: bool = False) -> dict[str, float]:
    """The seat's lead in each term of :data:`TERMS` over the best other seat."""
    return lead_by_term([terms(state, s) for s in range(state.players)], seat, TERM_NAMES)


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
    terms=TERMS,
    lead_terms=lead_terms,
    reply_candidates=reply_candidates,
    play_outs_break_ties=PLAY_OUTS_BREAK_TIES,
)
