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
each side's red tiles in hand, is lost at the chance ``THREAT_LIKELY`` gives for the
seat count (less when its owner acts first and can add temples). *Wars*: where one
tile would unite two kingdoms holding leaders of one colour, the side with more
supporters plus tiles of that colour in hand wins its rival's leader and supporters,
at that table's chance (three seats). *Monuments*: a leader sharing a kingdom with a
monument of its colour scores one VP of that colour at the end of each of its
owner's turns, counted for ``MONUMENT_TURNS`` turns. The value is then the places
the seat can expect (its lead over each other seat in turn). At two seats expert
finished ahead of hard 0.55 of the time without the model and 0.81 with it, the
revolts carrying it; at three seats the chances are those measured in hard's games
(``tools.tigris_threats``); at four seats the model cost expert, so it judges as hard
does there (docs/bots.md, "Session 23" and "Session 24").

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
#: By seat count, the chance that a leader a revolt, or a war one tile away, could oust is lost
#: before its owner acts again. Three seats: how often that happened in hard's games
#: (``python -m tools.tigris_threats``, session 24: 0.12 and 0.42). Two seats: revolts at 0.5,
#: with which expert beat hard 0.81 in the arena (session 23; 0.14 happened there), wars not modelled.
#: At four seats expert did worse with the model (0.42) than without it (0.55; session 23): none there.
THREAT_LIKELY = {2: (0.5, 0.0), 3: (0.12, 0.42)}
PLAYS_FIRST = 0.6  # design value: the share of that threat left when the leader's owner acts first
REPLY_SEATS = max(THREAT_LIKELY)  # the most seats expert judges with the reply model at

PLAY_OUTS_BREAK_TIES = True  # design value: medium's best 6-8 choices are often tied (see game.bots.refine)

TUNING = {"rollout_depth": 2, "order_sample": 32, "sequence_choices": 8, "sequence_width": 16, "reply_own": 1}

#: The evaluation's terms (``lead_terms``), Italian and English.
TERMS: dict[str, tuple[str, str]] = {
    "weakest": ("il colore più debole (quello che conta per vincere)", "the weakest colour (the one that wins)"),
    "colours": ("gli altri colori", "the other colours"),
    "leaders": ("capi sul tabellone", "leaders on the board"),
    "revolts": ("capi che una rivolta può cacciare", "leaders a revolt could oust"),
    "wars": ("guerre a una tessera di distanza", "wars one tile away"),
    "monuments": ("i punti dei monumenti nei turni a venire", "the monuments' points in the turns to come"),
}
TERM_NAMES = ("weakest", "colours", "leaders")
REPLY_TERMS = (*TERM_NAMES, "revolts", "wars", "monuments")
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


def threat_chances(state: Any) -> tuple[float, float]:
    """The chances (revolt, war) that a threatened leader is lost, for the state's seat count
    (``THREAT_LIKELY``; none at a count the model does not judge)."""
    return THREAT_LIKELY.get(state.players, (0.0, 0.0))


def revolt_targets(state: Any) -> list[tuple[int, str]]:
    """The leaders, as (owner, colour), a revolt could oust before their owner acts again:
    another seat could place its leader of that colour where it joins the leader's kingdom
    (:func:`revolt_squares`), with more temples there plus red tiles in its hand than the
    leader has beside it plus its owner's red tiles (IT L375-391; ties go to the defender)."""

    def make(s: Any) -> list[tuple[int, str]]:
        board, cells = s.board, s.cells
        label, _ = regions(s)
        bases = revolt_squares(s)
        red = CI[RED]
        targets = []
        for (owner, colour), q in leader_squares(s).items():
            base = bases.get(label[q])
            if base is None:
                continue
            defence = sum(1 for n in board.neighbours[q] if cells[n] == RED) + s.hands[owner][red]
            if any(other != owner and base + s.hands[other][red] > defence for other in range(s.players)):
                targets.append((owner, colour))
        return targets

    return cached(state, "bots:revolt_targets", make)  # type: ignore[no-any-return]


def revolt_risk(state: Any) -> dict[int, float]:
    """For each seat, the leaders it can expect to lose to revolts before it acts again
    (:func:`revolt_targets`), each at the chance ``THREAT_LIKELY`` gives (less when its
    owner acts first and can add temples)."""

    def make(s: Any) -> dict[int, float]:
        risk: dict[int, float] = {}
        for owner, _ in revolt_targets(s):
            first = PLAYS_FIRST if owner == s.active else 1.0
            risk[owner] = risk.get(owner, 0.0) + threat_chances(s)[0] * first
        return risk

    return cached(state, "bots:revolt_risk", make)  # type: ignore[no-any-return]


def kingdom_colours(state: Any) -> list[dict[str, int]]:
    """For each region index, its face-up tiles of each colour: a war's supporters."""

    def make(s: Any) -> list[dict[str, int]]:
        cells = s.cells
        _, regs = regions(s)
        out: list[dict[str, int]] = []
        for squares in regs:
            counts: dict[str, int] = {}
            for q in squares:
                code = cells[q]
                if code in CI:
                    counts[code] = counts.get(code, 0) + 1
            out.append(counts)
        return out

    return cached(state, CELL_FACT + "bots:kingdom_colours", make)  # type: ignore[no-any-return]


def war_pairs(state: Any) -> set[tuple[int, int]]:
    """The pairs of kingdoms (region indices) one tile on an empty square would unite (IT L416-434)."""

    def make(s: Any) -> set[tuple[int, int]]:
        board, cells = s.board, s.cells
        label, _ = regions(s)
        flags = kingdom_flags(s)
        pairs: set[tuple[int, int]] = set()
        for q, code in enumerate(cells):
            if code != EMPTY:
                continue
            around = kingdoms_around(label, flags, board.neighbours[q])
            if len(around) == 2:
                a, b = sorted(around)
                pairs.add((a, b))
        return pairs

    return cached(state, CELL_FACT + "bots:war_pairs", make)  # type: ignore[no-any-return]


def war_outcomes(state: Any) -> list[tuple[int, int, str, int]]:
    """The wars one tile away and how they end, as (winner, loser, colour, the loser's
    supporters): where two kingdoms one tile apart (:func:`war_pairs`) hold leaders of the
    same colour, the side with more supporters plus tiles of that colour in hand wins
    (IT L450-481).  Any seat may place the tile, so the stronger side wins whoever starts
    it (IT L446-449); ties are left out, as who wins them depends on who places the tile."""

    def make(s: Any) -> list[tuple[int, int, str, int]]:
        label, _ = regions(s)
        colours = kingdom_colours(s)
        by_kingdom: dict[int, dict[str, int]] = {}
        for (owner, colour), q in leader_squares(s).items():
            by_kingdom.setdefault(label[q], {})[colour] = owner
        outcomes = []
        for a, b in war_pairs(s):
            here, there = by_kingdom.get(a, {}), by_kingdom.get(b, {})
            for colour, one in here.items():
                other = there.get(colour)
                if other is None:
                    continue
                c = CI[colour]
                base_one, base_other = colours[a].get(colour, 0), colours[b].get(colour, 0)
                strength_one, strength_other = base_one + s.hands[one][c], base_other + s.hands[other][c]
                if strength_one > strength_other:
                    outcomes.append((one, other, colour, base_other))
                elif strength_other > strength_one:
                    outcomes.append((other, one, colour, base_one))
        return outcomes

    return cached(state, "bots:war_outcomes", make)  # type: ignore[no-any-return]


def war_threats(state: Any) -> tuple[dict[int, float], dict[int, list[float]]]:
    """For each seat, the leaders it can expect to lose in wars one tile away
    (:func:`war_outcomes`) and the VP of each colour it can expect to win there (the
    leader and the loser's supporters), at the chance ``THREAT_LIKELY`` gives (less when
    the loser's owner acts first and can prepare)."""

    def make(s: Any) -> tuple[dict[int, float], dict[int, list[float]]]:
        lost: dict[int, float] = {}
        gain: dict[int, list[float]] = {}
        for winner, loser, colour, won in war_outcomes(s):
            p = threat_chances(s)[1] * (PLAYS_FIRST if loser == s.active else 1.0)
            lost[loser] = lost.get(loser, 0.0) + p
            gain.setdefault(winner, [0.0] * len(s.vp[winner]))[CI[colour]] += p * (1 + won)
        return lost, gain

    return cached(state, "bots:war_threats", make)  # type: ignore[no-any-return]


def _reply_parts(state: Any, seat: int, wars: bool = True) -> tuple[float, float, int, float, float, float]:
    """``seat``'s weakest colour and the others (:func:`_sorted_terms`, with the VP it can
    expect from wars unless ``wars`` is false), its leaders on the board, those it can expect
    to lose to revolts (:func:`revolt_risk`) and to wars (:func:`war_threats`; neither while a
    conflict waits, which :func:`terms` counts as ended), and what its weighted VP gain if
    its monuments' income lasts ``MONUMENT_TURNS`` of its turns (fewer when the bag runs
    out first: each turn draws about two tiles per seat)."""
    vp: tuple[float, ...]
    vp, leaders, lost = _settled_vp(state, seat)
    revolts = lost_in_wars = 0.0
    if state.conflict is None:
        revolts = revolt_risk(state).get(seat, 0.0)
        if wars and threat_chances(state)[1]:
            losses, gains = war_threats(state)
            lost_in_wars = losses.get(seat, 0.0)
            if seat in gains:
                vp = tuple(v + g for v, g in zip(vp, gains[seat]))
    weakest, colours = _sorted_terms(vp, state.held[seat])
    income = monument_income(state, seat, lost)
    ahead = 0.0
    if any(income):
        turns = min(MONUMENT_TURNS, len(state.bag) / (ACTIONS_PER_TURN * state.players))
        projected = tuple(v + turns * i for v, i in zip(vp, income))
        ahead = sum(_sorted_terms(projected, state.held[seat])) - weakest - colours
    return weakest, colours, leaders, revolts, lost_in_wars, ahead


def reply_terms(state: Any, seat: int) -> tuple[float, float, float, float, float, float]:
    """The terms of ``seat``'s potential under the reply model (``REPLY_TERMS``): those
    of :func:`terms`, the leaders revolts could oust, what wars one tile away win and
    cost it, the monuments' income to come."""
    weakest, colours, leaders, revolts, _, ahead = _reply_parts(state, seat, wars=False)
    *with_wars, lost_in_wars, ahead_with_wars = _reply_parts(state, seat)
    wars = with_wars[0] + with_wars[1] + ahead_with_wars - weakest - colours - ahead - LEADER_ON_BOARD * lost_in_wars
    return weakest, colours, LEADER_ON_BOARD * leaders, -LEADER_ON_BOARD * revolts, wars, ahead


def reply_potential(state: Any, seat: int) -> float:
    """The sum of :func:`reply_terms`, the leaders counted as those expected to stay."""
    weakest, colours, leaders, revolts, lost_in_wars, ahead = _reply_parts(state, seat)
    return sum((weakest, colours, LEADER_ON_BOARD * (leaders - (revolts + lost_in_wars)), ahead))


def potential(state: Any, seat: int) -> float:
    """The weighted VP vector of ``seat`` plus its leaders on the board (:func:`terms`)."""
    return sum(terms(state, seat))


def lead_terms(state: Any, seat: int, replies: bool = False, rival: int | None = None) -> dict[str, float]:
    """The seat's lead in each term of :data:`TERMS` over ``rival``, by default the best other seat."""
    if replies and state.players <= REPLY_SEATS:
        return lead_by_term([reply_terms(state, s) for s in range(state.players)], seat, REPLY_TERMS, rival)
    return lead_by_term([terms(state, s) for s in range(state.players)], seat, TERM_NAMES, rival)


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
