"""How bots judge a Europa position.

A seat wins by holding its own empire and three others completely, or by
being the last one standing.  Its potential counts its territories, its
armies (those facing an enemy more than those behind the lines, its
fortress's garrison most), the danger to its fortress, the supplementary
armies it would draw, and for each empire the share of it that the seat
holds, squared so that nearly complete empires count most; its own empire
counts double.  An eliminated seat has no potential.  The value is the
lead over the best other seat.

An attack under way is judged by what it is likely to bring, not by the
board before the dice: while the attacker decides (or the defender is
about to roll), the value is the expectation over "the target falls" and
"the attack is spent", with the exact chances of an attack pressed to the
end (every battle at the most dice on both sides, the declared battle with
its declared dice), the dice compared by the engine's own rule
(``game.europa.dice.resolve``).  Without this a bot sees an attack as worth
nothing until the dice fall, and picks attacks and dice at random.

The reply model (``reply_evaluate``, hard and expert): before a seat's
next turn every enemy plays one, and each can attack the territories next
to its stacks.  So each territory (but a fortress, which the potential
guards already) loses the seat what it is worth to it (the territory, its
armies, its part of an empire) times the chance the strongest enemy stack
next to it would take it if pressed to the end, counted in full when that
enemy moves before the seat does again and at ``REACTED`` when the seat
moves first (it can reinforce), and scaled by ``LIKELY`` (an enemy stack
attacks one neighbour, not all of them).  Medium does not see this: it
judges a board as its own move leaves it.

The reply model also judges the fortress as the enemies' coming turns threaten
it: each enemy first places the supplementary armies it will draw, then may
attack from a neighbour or, if it holds an Admiral, by sea from any of its
coasts on the fortress's water (the chance it holds one comes from the cards
still face down, which every seat sees alike).  The fortress falling eliminates
the seat, so the seat's value is the mixture of the board's value and of the
place an eliminated seat gets, weighted by that chance: a danger that a lead
measured in territories cannot hide however large the lead.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from math import comb
from typing import Any

from game.core.choice import Choice
from game.europa.board import COASTS, EMPIRES, GROUP_OF, MEMBERS, NEIGHBOURS, WATERS
from game.europa.dice import dice_cap, odds
from game.europa.scoring import holders_on, ranking, supplementary
from game.europa.state import (
    ADMIRAL,
    ATTACK,
    DECK_COMPOSITION,
    DEFEND,
    FORTIFY,
    GARRISON,
    HAND_REFILL,
    OVER,
    PLACE,
    SAIL,
    TURN_DRAW,
)

from .evaluation import lead_by_term, lead_value, place_value
from .plugin import BotPlugin

TERRITORY = 1.0  # design value: the score the rulebook's ranking uses
ARMY_FRONT = 0.25  # design value: an army facing an enemy defends and attacks
ARMY_BACK = 0.08  # design value: an army behind the lines is worth little until it moves
FORTRESS_GUARD = 0.25  # design value: extra per army in the own fortress (it falling eliminates the seat)
SUPPLEMENTARY = 0.3  # design value: bonus armies drawn each turn
EMPIRE_SHARE = 6.0  # design value: an empire held whole is a step to victory
OWN_EMPIRE = 2.0  # design value: the own empire is required to win
SCALE = 6.0  # design value: a lead of about six territories is a clear advantage
FORTRESS_DANGER = 12.0  # design value: potential lost at certainty that the fortress falls next turn (elimination)
IDLE_ATTACK = 0.002  # design value: a turn with an attack begun is worth a hair less, so a bot that
# starts an attack and stops it without a battle (nothing changes) prefers ending the turn to looping
ODDS_CAP = 40  # design value: armies beyond this count as this many in the conquest odds (tables stay small)
LIKELY = 0.5  # design value: share of its possible conquests an enemy stack is expected to make
REACTED = 0.3  # design value: a threat the threatened seat can answer first (it moves before the enemy)

#: Hard and expert play no play-outs here (session 18): a Europa play-out ends a battle or two on,
#: inside the seat's own turn, and its dice made hard leave its judgement's pick for worse ones
#: (hard > medium 0.21 with them, 0.60 without, 3 players: docs/bots.md, session 18).  Hard is
#: medium's search judging with the reply model; expert searches the seat's move wider and more of
#: it exhaustively.
TUNING: dict[str, Any] = {
    "rollout_depth": 4,
    "root_width": 1,
    "expert": {"root_width": 1, "sequence_nodes": 900, "sequence_choices": 24, "sequence_width": 36},
}

#: The evaluation's terms (``lead_terms``), Italian and English.
TERMS: dict[str, tuple[str, str]] = {
    "territories": ("territori occupati", "territories held"),
    "armies": ("armate schierate (al fronte e nella fortezza)", "armies in place (on the front, in the fortress)"),
    "fortress": ("sicurezza della fortezza", "safety of the fortress"),
    "empires": ("avanzata verso imperi completi", "progress towards whole empires"),
    "supply": ("armate supplementari", "supplementary armies"),
    "exposure": ("territori esposti agli attacchi nemici", "territories exposed to enemy attacks"),
}
STATIC_TERMS = ("territories", "armies", "fortress", "empires", "supply")
REPLY_TERMS = (*STATIC_TERMS, "exposure")

Row = tuple[float, ...]
ADMIRALS = dict(DECK_COMPOSITION)[ADMIRAL]


# --------------------------------------------------------------------------- battle odds


@cache
def conquest(attackers: int, defenders: int, fortress: bool) -> tuple[float, float, float]:
    """An attack pressed to the end with ``attackers`` armies able to fight against
    ``defenders``, both sides always rolling the most dice allowed: (chance the
    target falls, attackers left if it does, defenders left if it does not)."""
    if defenders <= 0:
        return 1.0, float(attackers), 0.0
    if attackers <= 0:
        return 0.0, 0.0, float(defenders)
    cap = dice_cap(fortress)
    return _after_battle(attackers, defenders, min(cap, attackers), min(cap, defenders), fortress)


def _after_battle(
    attackers: int, defenders: int, dice: int, defence: int, fortress: bool
) -> tuple[float, float, float]:
    """:func:`conquest` when the next battle is fought with ``dice`` against ``defence``."""
    win = left = held = 0.0
    for p, al, dl in odds(dice, defence):
        w, a_left, d_left = conquest(attackers - al, defenders - dl, fortress)
        win += p * w
        left += p * w * a_left
        held += p * (1.0 - w) * d_left
    return win, (left / win if win > 0 else 0.0), (held / (1.0 - win) if win < 1.0 else 0.0)


def _falls(attackers: int, defenders: int, fortress: bool) -> float:
    """The chance ``attackers`` able to fight take a territory held by ``defenders``."""
    if attackers <= 0:
        return 0.0
    return conquest(min(attackers, ODDS_CAP), min(defenders, ODDS_CAP), fortress)[0]


# --------------------------------------------------------------------------- potential


def _moves_before(state: Any) -> dict[int, int]:
    """Each seat's place in the order of the coming turns: the active seat's next
    turn comes after every other seat's (it is playing this one)."""
    order = list(state.order)
    start = order.index(state.active) if state.active in order else 0
    return {s: (i - start - 1) % len(order) for i, s in enumerate(order)}


#: Boards already judged: a search meets the same board many times (its play-outs'
#: candidate replies mostly leave the board as another candidate did; in a 3-player
#: mid-game hard decision one call in eight finds a new board), so each is reckoned once.
_ROWS_SEEN: dict[tuple[Any, ...], tuple[tuple[Row, ...], tuple[float, ...]]] = {}
ROWS_KEPT = 2048  # design value: boards remembered (some four decisions' new boards); then the memory starts over


def _rows(state: Any, owner: Sequence[int], armies: Sequence[int], gone: int, replies: bool) -> tuple[Row, ...]:
    """Every seat's terms (``STATIC_TERMS``, or ``REPLY_TERMS`` with ``replies``) on the
    board ``owner``/``armies`` (the state's, or one an attack may leave); ``gone``: a seat
    that board eliminates."""
    return _judged(state, owner, armies, gone, _admiral_chances(state) if replies else ())[0]


def _judged(
    state: Any, owner: Sequence[int], armies: Sequence[int], gone: int, admirals: tuple[float, ...]
) -> tuple[tuple[Row, ...], tuple[float, ...]]:
    """:func:`_rows`, and each seat's chance that its fortress falls before its next turn,
    remembered; ``admirals``: :func:`_admiral_chances` for the reply model (the state's, worked
    out once by the caller for the boards an attack may leave), else empty and the chances 0."""
    # Everything _reckon_rows reads from the state, besides the board itself.
    key = (
        tuple(owner),
        tuple(armies),
        gone,
        admirals,
        state.players,
        state.order,
        state.eliminated,
        state.active,
        state.empire,
        state.fortress,
        state.banners,
        state.options,
    )
    judged = _ROWS_SEEN.get(key)
    if judged is None:
        if len(_ROWS_SEEN) >= ROWS_KEPT:
            _ROWS_SEEN.clear()
        rows, falls = _reckon_rows(state, owner, armies, gone, admirals)
        judged = _ROWS_SEEN[key] = (tuple(rows), tuple(falls))
    return judged


def _admiral_chances(state: Any) -> tuple[float, ...]:
    """Each seat's chance to hold an Admiral it may still play before the judged seats'
    next turns, from what every seat sees: the Admirals not face up (discarded, out of
    the game, sailing now) lie at random among the hands and the pile, and a seat that
    is not playing now will hold ``HAND_REFILL`` cards or more, plus ``TURN_DRAW``."""
    hands = [len(h) for h in state.hands]
    unseen = len(state.deck) + sum(hands[s] for s in state.alive())
    sailing = 1 if state.attack is not None and state.attack.sea else 0
    hidden = ADMIRALS - state.discard.count(ADMIRAL) - state.removed.count(ADMIRAL) - sailing
    chances = []
    for s in range(state.players):
        if s == state.active and state.phase != PLACE:
            held = 0 if state.admiral_used else hands[s]
        else:
            held = max(HAND_REFILL, hands[s]) + TURN_DRAW
        held = min(held, unseen)
        none = comb(max(0, unseen - hidden), held) / comb(unseen, held) if hidden > 0 and unseen > 0 else 1.0
        chances.append(round(1.0 - none, 3))
    return tuple(chances)


def _reckon_rows(
    state: Any, owner: Sequence[int], armies: Sequence[int], gone: int, admirals: Sequence[float]
) -> tuple[list[Row], list[float]]:
    """:func:`_judged`, worked out (``admirals``: :func:`_admiral_chances` with replies, else empty)."""
    replies = bool(admirals)
    players = state.players
    alive = set(state.alive()) - {gone}
    territories = [0.0] * players
    army = [0.0] * players
    share: list[dict[str, int]] = [{} for _ in range(players)]
    threatened: list[tuple[int, int, float]] = []  # (seat, territory, chance it falls before the seat's next turn)
    shore = [dict.fromkeys(WATERS, -1) for _ in range(players)]  # each seat's largest ship on each water
    fortresses = set(state.fortress)
    place = _moves_before(state) if replies else {}
    for t, s in enumerate(owner):
        if s not in alive:
            continue
        territories[s] += TERRITORY
        front = False
        threat, by = 0, -1
        for n in NEIGHBOURS[t]:
            o = owner[n]
            if o != s:
                front = True
                if replies and o in alive and armies[n] - GARRISON > threat:
                    threat, by = armies[n] - GARRISON, o
        army[s] += (ARMY_FRONT if front else ARMY_BACK) * armies[t]
        group = GROUP_OF[t]
        share[s][group] = share[s].get(group, 0) + 1
        if threat > 0 and t not in fortresses:
            chance = _falls(threat, armies[t], False) * LIKELY
            threatened.append((s, t, chance * REACTED if place[by] > place[s] else chance))
        for water in COASTS[t]:
            shore[s][water] = max(shore[s][water], armies[t] - GARRISON)
    groups = holders_on(owner)
    supplies = [supplementary(state, s, groups, owner)["total"] if s in alive else 0 for s in range(players)]
    rows: list[Row] = []
    falls = [0.0] * players
    for s in range(players):
        if s not in alive:
            rows.append((0.0,) * (len(REPLY_TERMS) if replies else len(STATIC_TERMS)))
            continue
        own = state.empire[s]
        fortress = state.fortress[s]
        guard = danger = 0.0
        if fortress >= 0 and owner[fortress] == s:
            guard = FORTRESS_GUARD * armies[fortress]
            if replies:
                falls[s] = _fortress_falls(state, owner, armies, s, alive, place, shore, supplies, admirals)
                danger = -FORTRESS_DANGER * falls[s]
            else:
                threat = max((armies[n] for n in NEIGHBOURS[fortress] if owner[n] != s), default=0)
                if threat > GARRISON:
                    danger = -FORTRESS_DANGER * _falls(threat - GARRISON, armies[fortress], True)
        empires = sum(_empire_value(empire, held, own) for empire, held in share[s].items())
        supply = SUPPLEMENTARY * supplies[s]
        rows.append((territories[s], army[s] + guard, danger, empires, supply))
    if replies:
        exposure = [0.0] * players
        for s, t, chance in threatened:
            group = GROUP_OF[t]
            held = share[s][group]
            own = state.empire[s]
            lost = _empire_value(group, held, own) - _empire_value(group, held - 1, own)
            exposure[s] -= chance * (TERRITORY + ARMY_FRONT * armies[t] + lost)
        rows = [(*row, exposure[s]) for s, row in enumerate(rows)]
    return rows, falls


def _fortress_falls(
    state: Any,
    owner: Sequence[int],
    armies: Sequence[int],
    seat: int,
    alive: set[int],
    place: dict[int, int],
    shore: list[dict[str, int]],
    supplies: list[int],
    admirals: Sequence[float],
) -> float:
    """The chance the seat's fortress falls before the seat's next turn: each enemy puts
    the supplementary armies it will draw on its best stack (the one playing now has
    drawn them already), and attacks from the neighbour that gives the best odds or,
    with the chance it holds an Admiral, by sea; an enemy the seat moves before counts
    at ``REACTED`` (the seat can reinforce first)."""
    fortress = state.fortress[seat]
    defenders = armies[fortress]
    safe = 1.0
    for o in alive - {seat}:
        extra = 0 if o == state.active else supplies[o]
        land = max((armies[n] - GARRISON for n in NEIGHBOURS[fortress] if owner[n] == o), default=-1)
        chance = _falls(land + extra, defenders, True) if land >= 0 else 0.0
        ship = max((shore[o][w] for w in COASTS[fortress]), default=-1)
        if ship >= 0:  # a coast on the fortress's water (no fighters: no chance, below)
            chance = max(chance, admirals[o] * _falls(ship + extra, defenders, True))
        if place[o] > place[seat]:
            chance *= REACTED
        safe *= 1.0 - chance
    return 1.0 - safe


def _empire_value(group: str, held: int, own: str) -> float:
    """What holding ``held`` territories of ``group`` is worth (blocks: nothing here)."""
    if group not in _EMPIRE_SIZE or held <= 0:
        return 0.0
    part = held / _EMPIRE_SIZE[group]
    return EMPIRE_SHARE * part * part * (OWN_EMPIRE if group == own else 1.0)


_EMPIRE_SIZE = {e: len(MEMBERS[e]) for e in EMPIRES}


def potential(state: Any, seat: int) -> float:
    """The seat's weighted territories, armies and progress towards empires."""
    if seat not in state.alive():
        return 0.0
    return sum(_rows(state, state.owner, state.armies, -1, False)[seat])


def _attack_boards(state: Any) -> tuple[float, tuple[list[int], list[int], int], tuple[list[int], list[int]]] | None:
    """The attack under way pressed to the end: (chance the target falls, the board if
    it does (owner, armies, the seat it eliminates or -1), the board if it does not);
    None when no battle is pending (no attack, or the sea attack not yet boarded)."""
    a = state.attack
    if a is None or state.phase not in (ATTACK, DEFEND):
        return None
    fortress = a.target in state.fortress
    fighters = min(a.ship if a.sea else state.armies[a.source] - GARRISON, ODDS_CAP)
    defenders = min(state.armies[a.target], ODDS_CAP)
    if state.phase == DEFEND and a.dice:
        cap = dice_cap(fortress)
        win, left, held = _after_battle(fighters, defenders, a.dice, min(cap, defenders), fortress)
    else:
        win, left, held = conquest(fighters, defenders, fortress)
    # The attack spent: the source keeps its garrison (a ship's armies are lost), the target what is left.
    lost_armies = list(state.armies)
    if not a.sea:
        lost_armies[a.source] = GARRISON
    lost_armies[a.target] = round(held)
    # The target taken: the survivors move in; a fortress taken eliminates its owner.
    taken_owner = list(state.owner)
    taken_owner[a.target] = state.active
    taken_armies = list(lost_armies)
    taken_armies[a.target] = max(1, round(left))
    gone = a.defender if fortress and state.fortress[a.defender] == a.target else -1
    return win, (taken_owner, taken_armies, gone), (list(state.owner), lost_armies)


def _board_value(
    state: Any, owner: Sequence[int], armies: Sequence[int], gone: int, seat: int, admirals: tuple[float, ...]
) -> float:
    """The seat's value of a board: its lead, and in the reply model (``admirals`` given) the
    chance its fortress falls first, which leaves it the place of the next seat eliminated."""
    rows, falls = _judged(state, owner, armies, gone, admirals)
    value = lead_value([sum(r) for r in rows], seat, SCALE)
    fall = falls[seat]
    if fall <= 0.0:
        return value
    beaten: int = len(state.eliminated) + (1 if gone >= 0 else 0)
    return float((1.0 - fall) * value + fall * beaten / (state.players - 1))


def _evaluate(state: Any, seat: int, replies: bool) -> float:
    if state.phase == OVER:
        return place_value(ranking(state), seat)
    admirals = _admiral_chances(state) if replies else ()
    now = _board_value(state, state.owner, state.armies, -1, seat, admirals)
    if state.attacked and seat == state.active:
        now -= IDLE_ATTACK
    boards = _attack_boards(state)
    if boards is None:
        return now
    win, (t_owner, t_armies, gone), (l_owner, l_armies) = boards
    taken = _board_value(state, t_owner, t_armies, gone, seat, admirals)
    lost = _board_value(state, l_owner, l_armies, -1, seat, admirals)
    prospect = win * taken + (1.0 - win) * lost
    if state.phase == ATTACK and seat == state.active:
        return max(now, prospect)  # the attacker may still stop
    return prospect


def pointless(state: Any, seat: int, choices: Sequence[Choice]) -> list[Choice]:
    """Choices a searching bot leaves out (``game.bots.refine``): the steps that lead back
    to where the seat's last decision began, so that judgements a hair apart (play-out
    noise, the choices a wide move samples, two positions both judged won) cannot make
    it go and come back over and over: stopping an attack it has just begun, before any
    battle, and "back" from the target of a sea attack or of the end-of-turn move (session
    19: a hard seat chose "fortify" then "back" four thousand times in its first turn)."""
    a = state.attack
    if state.phase == ATTACK and a is not None and seat == state.active and a.last_dice == 0:
        return [c for c in choices if c.kind == "stop"]
    if state.phase in (FORTIFY, SAIL):
        return [c for c in choices if c.kind == "back"]
    return []


def evaluate(state: Any, seat: int) -> float:
    """The bots' value of ``state`` for ``seat``, in [0, 1]."""
    return _evaluate(state, seat, False)


def reply_evaluate(state: Any, seat: int) -> float:
    """:func:`evaluate` with the enemies' coming attacks reckoned (module docstring)."""
    return _evaluate(state, seat, True)


def lead_terms(state: Any, seat: int, replies: bool = False) -> dict[str, float]:
    """The seat's lead in each term of :data:`TERMS` (an attack under way: its expected terms)."""
    names = REPLY_TERMS if replies else STATIC_TERMS
    boards = _attack_boards(state)
    if boards is None:
        return lead_by_term(_rows(state, state.owner, state.armies, -1, replies), seat, names)
    win, (t_owner, t_armies, gone), (l_owner, l_armies) = boards
    taken = lead_by_term(_rows(state, t_owner, t_armies, gone, replies), seat, names)
    lost = lead_by_term(_rows(state, l_owner, l_armies, -1, replies), seat, names)
    return {k: win * taken[k] + (1.0 - win) * lost[k] for k in names}


#: What this module gives the bot levels (see :mod:`game.bots.plugin`).
PLUGIN = BotPlugin(
    evaluate=evaluate,
    tuning=TUNING,
    reply_evaluate=reply_evaluate,
    terms=TERMS,
    lead_terms=lead_terms,
    pointless=pointless,
)
