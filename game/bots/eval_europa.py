"""How bots judge a Europa position.

A seat wins by holding its own empire and three others completely, or by
being the last one standing.  Its potential counts its territories, its
armies (those facing an enemy more than those behind the lines, its
fortress's garrison most), the supplementary armies it would draw, and for
each empire the share of it that the seat holds, squared so that nearly
complete empires count most; its own empire counts double.  An eliminated
seat has no potential.  The value is the lead over the best other seat.

An attack under way is judged by what it is likely to bring, not by the
board before the dice: while the attacker decides (or the defender is
about to roll), the value is the expectation over "the target falls" and
"the attack is spent", with the exact chances of an attack pressed to the
end (every battle at the most dice on both sides, the declared battle with
its declared dice).  Without this a bot sees an attack as worth nothing
until the dice fall, and picks attacks and dice at random.
"""

from __future__ import annotations

from functools import cache
from itertools import product
from typing import Any

from game.europa.board import EMPIRES, MEMBERS, NEIGHBOURS
from game.europa.scoring import holders_on, ranking, supplementary
from game.europa.state import (
    ATTACK,
    DEFEND,
    DIE_SIDES,
    FORTRESS_DICE,
    GARRISON,
    MAX_DICE,
    OVER,
)

from .evaluation import lead_value, place_value

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

TUNING = {"rollout_depth": 4}


# --------------------------------------------------------------------------- battle odds


@cache
def battle_outcomes(attack_dice: int, defence_dice: int) -> tuple[tuple[float, int, int], ...]:
    """(probability, attacker's loss, defender's loss) of one battle without cards:
    dice sorted and compared in pairs, ties to the defender (rulebook, L'ATTACCO)."""
    counts: dict[tuple[int, int], int] = {}
    faces = range(1, DIE_SIDES + 1)
    for roll in product(faces, repeat=attack_dice + defence_dice):
        a = sorted(roll[:attack_dice], reverse=True)
        d = sorted(roll[attack_dice:], reverse=True)
        won = sum(1 for x, y in zip(a, d) if x > y)
        pairs = min(attack_dice, defence_dice)
        key = (pairs - won, won)
        counts[key] = counts.get(key, 0) + 1
    total = DIE_SIDES ** (attack_dice + defence_dice)
    return tuple((n / total, al, dl) for (al, dl), n in sorted(counts.items()))


@cache
def conquest(attackers: int, defenders: int, fortress: bool) -> tuple[float, float, float]:
    """An attack pressed to the end with ``attackers`` armies able to fight against
    ``defenders``, both sides always rolling the most dice allowed: (chance the
    target falls, attackers left if it does, defenders left if it does not)."""
    if defenders <= 0:
        return 1.0, float(attackers), 0.0
    if attackers <= 0:
        return 0.0, 0.0, float(defenders)
    cap = FORTRESS_DICE if fortress else MAX_DICE
    return _after_battle(attackers, defenders, min(cap, attackers), min(cap, defenders), fortress)


def _after_battle(
    attackers: int, defenders: int, dice: int, defence: int, fortress: bool
) -> tuple[float, float, float]:
    """:func:`conquest` when the next battle is fought with ``dice`` against ``defence``."""
    win = left = held = 0.0
    for p, al, dl in battle_outcomes(dice, defence):
        w, a_left, d_left = conquest(attackers - al, defenders - dl, fortress)
        win += p * w
        left += p * w * a_left
        held += p * (1.0 - w) * d_left
    return win, (left / win if win > 0 else 0.0), (held / (1.0 - win) if win < 1.0 else 0.0)


# --------------------------------------------------------------------------- potential


def _potential(state: Any, seat: int, owner: Any, armies: Any, groups: dict[str, int]) -> float:
    """The seat's potential on the board ``owner``/``armies`` (the state's, or one an attack may
    leave); ``groups`` is :func:`holders_on` that board."""
    held = [t for t, o in enumerate(owner) if o == seat]
    if not held:
        return 0.0
    value = TERRITORY * len(held)
    fortress = state.fortress[seat]
    for t in held:
        front = any(owner[n] != seat for n in NEIGHBOURS[t])
        value += (ARMY_FRONT if front else ARMY_BACK) * armies[t]
    if fortress >= 0 and owner[fortress] == seat:
        value += FORTRESS_GUARD * armies[fortress]
        guard = min(armies[fortress], ODDS_CAP)
        threat = max((armies[n] for n in NEIGHBOURS[fortress] if owner[n] != seat), default=0)
        if threat > GARRISON:
            value -= FORTRESS_DANGER * conquest(min(threat - GARRISON, ODDS_CAP), guard, True)[0]
    own = state.empire[seat]
    for empire in EMPIRES:
        members = MEMBERS[empire]
        share = sum(1 for t in members if owner[t] == seat) / len(members)
        value += EMPIRE_SHARE * share * share * (OWN_EMPIRE if empire == own else 1.0)
    supply = supplementary(state, seat, groups, owner)["total"]
    return float(value + SUPPLEMENTARY * supply)


def potential(state: Any, seat: int) -> float:
    """The seat's weighted territories, armies and progress towards empires."""
    if seat not in state.alive():
        return 0.0
    return _potential(state, seat, state.owner, state.armies, holders_on(state.owner))


def _potentials(state: Any, owner: Any, armies: Any, gone: int = -1) -> list[float]:
    alive = state.alive()
    groups = holders_on(owner)
    return [
        _potential(state, s, owner, armies, groups) if s in alive and s != gone else 0.0 for s in range(state.players)
    ]


def _attack_prospect(state: Any, seat: int) -> float | None:
    """The expected value for ``seat`` of the attack under way, pressed to the end
    (None when no battle is pending: no attack, or the sea attack not yet boarded)."""
    a = state.attack
    if a is None or state.phase not in (ATTACK, DEFEND):
        return None
    fortress = a.target in state.fortress
    fighters = a.ship if a.sea else state.armies[a.source] - GARRISON
    defenders = min(state.armies[a.target], ODDS_CAP)
    fighters = min(fighters, ODDS_CAP)
    if state.phase == DEFEND and a.dice:
        cap = FORTRESS_DICE if fortress else MAX_DICE
        win, left, held = _after_battle(fighters, defenders, a.dice, min(cap, defenders), fortress)
    else:
        win, left, held = conquest(fighters, defenders, fortress)
    # The attack spent: the source keeps its garrison (a ship's armies are lost), the target what is left.
    armies = list(state.armies)
    if not a.sea:
        armies[a.source] = GARRISON
    armies[a.target] = round(held)
    lost = lead_value(_potentials(state, state.owner, armies), seat, SCALE)
    # The target taken: the survivors move in; a fortress taken eliminates its owner.
    owner = list(state.owner)
    owner[a.target] = state.active
    armies[a.target] = max(1, round(left))
    gone = a.defender if fortress and state.fortress[a.defender] == a.target else -1
    taken = lead_value(_potentials(state, owner, armies, gone), seat, SCALE)
    return win * taken + (1.0 - win) * lost


def evaluate(state: Any, seat: int) -> float:
    """The bots' value of ``state`` for ``seat``, in [0, 1]."""
    if state.phase == OVER:
        return place_value(ranking(state), seat)
    now = lead_value(_potentials(state, state.owner, state.armies), seat, SCALE)
    if state.attacked and seat == state.active:
        now -= IDLE_ATTACK
    prospect = _attack_prospect(state, seat)
    if prospect is None:
        return now
    if state.phase == ATTACK and seat == state.active:
        return max(now, prospect)  # the attacker may still stop
    return prospect
