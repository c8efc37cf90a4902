"""How bots judge a Europa position.

A seat wins by holding its own empire and three others completely, or by
being the last one standing.  Its potential counts its territories, its
armies (those facing an enemy more than those behind the lines, its
fortress's garrison most), the danger to its fortress, the supplementary
armies it would draw, and for each empire the share of it that the seat
holds, squared so that nearly complete empires count most; its own empire
counts double.  An eliminated seat has no potential.  The value is the
lead over the best other seat (the reply model: the places, below).

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
attacks one neighbour, not all of them).  The seat playing now is an enemy
that moves first for everyone while it may still attack, its armies drawn and
not yet placed added to its stacks (session 19: judged as if it had played, the
enemy whose turn an end of turn begins looked harmless, and ending the turn
looked better than any attack).  Medium does not see this: it judges a board
as its own move leaves it.

The reply model also judges the fortress as the enemies' coming turns threaten
it: each enemy first places the armies it will draw (its supplementary armies, and
the next slot of the Reinforcement track times the chance it holds a Reinforcement
card, which every seat sees alike from the cards not yet face up; at tables of
``COMING_AT_SEATS`` the seat whose turn has begun too, to every seat but itself, until
its first attack), then may
attack from a neighbour or, if it holds an Admiral, by sea from any of its
coasts on the fortress's water (the chance it holds one comes from the cards
still face down, which every seat sees alike).  The fortress falling eliminates
the seat, so the seat's value is the mixture of the board's value and of the
place an eliminated seat gets, weighted by that chance: a danger that a lead
measured in territories cannot hide however large the lead.  An enemy may also take the
fortress by way of a neighbour: a stack two steps off conquers the neighbour, moves in
and attacks from there, as easy seats did to hard's in a single turn.  The seat playing
now threatens an enemy fortress in full while it may still attack this turn (it needs
no turn of its own to come).

Its garrison counts extra (``FORTRESS_GUARD``) only up to what the enemies within two
steps could bring against it: beyond that the armies are a hoard, not a guard (session
18: a hard seat put 114 armies into its fortress while an easy one took the map, and
judged itself far ahead).

Victory comes the same way, from the seats' coming turns: each seat's chance to complete
its own empire and three others then (every missing territory taken by its strongest
neighbouring stack with the armies it will draw, scaled down when its armies cannot pay
for all of them) mixes the value with a loss (an enemy's) or a win (the seat's own, while
it plays its turn).  Without it a hard seat that eliminated a rival handed an easy one the
vacated territories it needed to win at once.  Neither chance is taken as certain (at most
``UNDECIDED``): a loss judged sure makes every move alike, and a seat facing one must still
look for the move that might stop it.

The reply model judges the places a seat can expect, not its lead over the best other seat:
its lead over each other seat in turn, averaged (session 20: with the lead over the best, two
hard seats at one table fought each other while a third seat grew, and every place but first
looked the same to them).  Each lead is graded on two scales: most of it saturates at
``SCALE`` as the plain evaluation's does, a share (``LONG_SHARE``) only at ``LONG_SCALE``, so a
seat far ahead still tells a better move from a worse one (with one scale, half the positions
of a game were judged at the cap, every choice alike).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from math import comb, tanh
from typing import Any, NamedTuple

from game.core.choice import Choice
from game.europa.board import COASTS, EMPIRES, GROUP_OF, MEMBERS, NEIGHBOURS, WATERS
from game.europa.dice import dice_cap, odds
from game.europa.scoring import holders_on, ranking, supplementary
from game.europa.state import (
    ADMIRAL,
    ATTACK,
    COUNT,
    DECK_COMPOSITION,
    DEFEND,
    FORTIFY,
    GARRISON,
    HAND_REFILL,
    OVER,
    PLACE,
    REINFORCEMENTS,
    SAIL,
    SETUP_PHASES,
    TRACK_SLOTS,
    TURN_DRAW,
    WHY_MOVE,
    WHY_SUPPLY,
)

from .evaluation import UNDECIDED, lead_by_term, lead_value, place_value
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
GUARD_FLOOR = 3  # design value: fortress armies that count as its guard with no enemy within two steps
VICTORY_REACH = 8  # design value: territories a seat may lack to victory and still be judged able to win next turn
LONG_SCALE = 60.0  # design value: the lead at which the reply model's long share (below) nears its cap
LONG_SHARE = 0.2  # design value: share of the reply model's value graded on LONG_SCALE rather than SCALE
CHANCE_SAMPLES = 24  # design value: throws over which hard and expert judge a defender's dice (Settings.chance_samples)
#: Table sizes at which the seat whose turn has begun may still bring a Reinforcement to the seats judging
#: its threat (:func:`_reinforcements`): three, where hard with it met hard > medium on seeds it had not
#: played (session 44). At four seats it did not (0.59 on new seeds), and at five and six it lost games
#: (session 29: one more threat counted in full keeps too many armies at home against four or five enemies).
COMING_AT_SEATS = frozenset({3})

#: Hard and expert play no play-outs here (session 18): a Europa play-out ends a battle or two on,
#: inside the seat's own turn, and its dice made hard leave its judgement's pick for worse ones
#: (hard > medium 0.21 with them, 0.60 without, 3 players: docs/bots.md, session 18).  Hard is
#: medium's search judging with the reply model; expert searches the seat's move wider and more of
#: it exhaustively.
#: A defender's dice are judged over ``CHANCE_SAMPLES`` throws (session 19): one throw judged
#: alone chose between one die and two at random.
TUNING: dict[str, Any] = {
    "rollout_depth": 4,
    "root_width": 1,
    "chance_kinds": "defend",
    "hard": {"chance_samples": CHANCE_SAMPLES},
    "expert": {
        "root_width": 1,
        "sequence_nodes": 900,
        "sequence_choices": 24,
        "sequence_width": 36,
        "chance_samples": CHANCE_SAMPLES,
    },
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
REINFORCEMENT_CARDS = dict(DECK_COMPOSITION)[REINFORCEMENTS]


class Judged(NamedTuple):
    """A board judged: every seat's terms, and (reply model) each seat's chances before its
    next turn that its fortress falls and that it completes its victory, and the odds each
    enemy takes the fortress if it tries (``sieges[seat][enemy]``, before ``REACTED``)."""

    rows: tuple[Row, ...]
    falls: tuple[float, ...]
    wins: tuple[float, ...]
    sieges: tuple[tuple[float, ...], ...]


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


def _may_attack(state: Any) -> bool:
    """Whether the seat playing now may still attack this turn (its end-of-turn move not begun)."""
    if state.active < 0 or state.phase == OVER or state.phase in SETUP_PHASES:
        return False
    return not (state.phase == COUNT and state.why == WHY_MOVE)


def _pending(state: Any) -> int:
    """The armies the seat playing now has drawn and not yet placed: it attacks with them."""
    return int(state.pending) if state.phase == PLACE else 0


def _discounted(state: Any, place: dict[int, int], threat: int, seat: int, chance: float) -> float:
    """``chance`` that ``threat`` does something to ``seat`` before the seat's next turn, at
    ``REACTED`` when the seat moves first and can answer, in full when the threat is the seat
    playing now and it may still attack."""
    if place[threat] > place[seat] and not (threat == state.active and _may_attack(state)):
        return chance * REACTED
    return chance


#: Boards already judged: a search meets the same board many times (its play-outs'
#: candidate replies mostly leave the board as another candidate did; in a 3-player
#: mid-game hard decision one call in eight finds a new board), so each is reckoned once.
_ROWS_SEEN: dict[tuple[Any, ...], Judged] = {}
ROWS_KEPT = 2048  # design value: boards remembered (some four decisions' new boards); then the memory starts over


def _rows(
    state: Any, owner: Sequence[int], armies: Sequence[int], gone: int, replies: bool, judge: int | None = None
) -> tuple[Row, ...]:
    """Every seat's terms (``STATIC_TERMS``, or ``REPLY_TERMS`` with ``replies``) on the
    board ``owner``/``armies`` (the state's, or one an attack may leave); ``gone``: a seat
    that board eliminates; ``judge``: the seat judging (:func:`_reinforcements`)."""
    return _judged(state, owner, armies, gone, _admiral_chances(state) if replies else (), judge).rows


def _judged(
    state: Any,
    owner: Sequence[int],
    armies: Sequence[int],
    gone: int,
    admirals: tuple[float, ...],
    judge: int | None = None,
) -> Judged:
    """:func:`_rows`, and each seat's chances that its fortress falls and that it wins before
    its next turn, remembered; ``admirals``: :func:`_admiral_chances` for the reply model (the
    state's, worked out once by the caller for the boards an attack may leave), else empty and
    the chances 0; ``judge``: the seat judging, None for an onlooker (:func:`_reinforcements`)."""
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
        _may_attack(state),
        _pending(state),
        _reinforcements(state, judge) if admirals else (),  # the reply model's alone: medium never reads them
        state.empire,
        state.fortress,
        state.banners,
        state.options,
    )
    judged = _ROWS_SEEN.get(key)
    if judged is None:
        if len(_ROWS_SEEN) >= ROWS_KEPT:
            _ROWS_SEEN.clear()
        rows, falls, sieges, supplies = _reckon_rows(state, owner, armies, gone, admirals, judge)
        wins = _victory_chances(state, owner, armies, gone, supplies) if admirals else (0.0,) * state.players
        judged = _ROWS_SEEN[key] = Judged(tuple(rows), tuple(falls), wins, tuple(sieges))
    return judged


def _chance_to_hold(state: Any, held: int, hidden: int) -> float:
    """The chance a seat holding ``held`` cards holds at least one of ``hidden`` cards of a
    kind that lie at random among the cards no seat sees all of (the hands and the pile): what
    every seat can work out from the cards face up and the number of cards in each hand."""
    unseen = len(state.deck) + sum(len(state.hands[s]) for s in state.alive())
    held = min(held, unseen)
    if hidden <= 0 or unseen <= 0:
        return 0.0
    return 1.0 - comb(max(0, unseen - hidden), held) / comb(unseen, held)


def _held_next_turn(state: Any, seat: int) -> int:
    """The cards a seat not playing now will hold when it plays: ``HAND_REFILL`` or more, plus
    ``TURN_DRAW``."""
    return max(HAND_REFILL, len(state.hands[seat])) + TURN_DRAW


def _admiral_chances(state: Any) -> tuple[float, ...]:
    """Each seat's chance to hold an Admiral it may still play before the judged seats'
    next turns (:func:`_chance_to_hold`): the Admirals not face up (discarded, out of the
    game, sailing now) are the hidden ones."""
    sailing = 1 if state.attack is not None and state.attack.sea else 0
    hidden = ADMIRALS - state.discard.count(ADMIRAL) - state.removed.count(ADMIRAL) - sailing
    chances = []
    for s in range(state.players):
        if s == state.active and state.phase != PLACE:
            held = 0 if state.admiral_used else len(state.hands[s])
        else:
            held = _held_next_turn(state, s)
        chances.append(round(_chance_to_hold(state, held, hidden), 3))
    return tuple(chances)


def _reinforcements(state: Any, judge: int | None) -> tuple[int, ...]:
    """Each seat's Reinforcement armies to expect on its coming turn, from what every seat
    sees: the next slot of the track times the chance the seat will hold one of the
    Reinforcement cards not yet on the track or face up (as :func:`_admiral_chances`)
    (session 20: a hard seat emptied its fortress next to an enemy with one army and no
    supplementary ones, and a Reinforcement played against it eliminated it).

    The seat playing now, to itself (``judge``), has none: what it plays is a choice its
    search sees.  To any other seat, at tables of ``COMING_AT_SEATS``, it may still play what
    it may hold until its first attack; at other tables it has none (session 29: a seat's own
    turn ends by beginning the next seat's, and with none for the seat playing, a hard seat
    ending its turn saw the next enemy harmless, moved 9 of its fortress's 12 armies out beside
    that enemy's one-army stack, and was eliminated by the Reinforcement it played)."""
    players: int = state.players
    if len(state.track) >= len(TRACK_SLOTS):
        return (0,) * players
    hidden = (
        REINFORCEMENT_CARDS
        - len(state.track)
        - state.discard.count(REINFORCEMENTS)
        - state.removed.count(REINFORCEMENTS)
    )
    slot = TRACK_SLOTS[len(state.track)]
    return tuple(
        round(_chance_to_hold(state, _held_for_reinforcements(state, s, judge), hidden) * slot) for s in range(players)
    )


def _held_for_reinforcements(state: Any, seat: int, judge: int | None) -> int:
    """The cards ``seat`` may play Reinforcements from before its next attack, to ``judge``
    (:func:`_reinforcements`)."""
    if seat != state.active:
        return _held_next_turn(state, seat)
    if seat == judge or state.attacked or not _may_attack(state) or state.players not in COMING_AT_SEATS:
        return 0
    if state.phase == PLACE and state.why == WHY_SUPPLY:  # its turn's draw is still to come
        return _held_next_turn(state, seat)
    return len(state.hands[seat])


def _reckon_rows(
    state: Any,
    owner: Sequence[int],
    armies: Sequence[int],
    gone: int,
    admirals: Sequence[float],
    judge: int | None = None,
) -> tuple[list[Row], list[float], list[tuple[float, ...]], list[int]]:
    """:func:`_judged`'s rows, falls and sieges, worked out (``admirals``: :func:`_admiral_chances` with
    replies, else empty; ``judge``: the seat judging), and every seat's supplementary armies on the board."""
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
        front = any(owner[n] != s for n in NEIGHBOURS[t])
        army[s] += (ARMY_FRONT if front else ARMY_BACK) * armies[t]
        group = GROUP_OF[t]
        share[s][group] = share[s].get(group, 0) + 1
        if replies and front and t not in fortresses:
            threat, by = _strongest_enemy(state, owner, armies, t, alive)
            if threat > 0:
                chance = _falls(threat, armies[t], False) * LIKELY
                threatened.append((s, t, _discounted(state, place, by, s, chance)))
        for water in COASTS[t]:
            shore[s][water] = max(shore[s][water], armies[t] - GARRISON)
    groups = holders_on(owner)
    supplies = [supplementary(state, s, groups, owner)["total"] if s in alive else 0 for s in range(players)]
    # What each seat can bring on its coming turn: its supplementary armies and, in the reply model,
    # the Reinforcement armies it may play.
    coming = _reinforcements(state, judge) if replies else (0,) * players
    drawn = [a + b for a, b in zip(supplies, coming, strict=True)]
    rows: list[Row] = []
    falls = [0.0] * players
    sieges = [(0.0,) * players] * players
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
                guard = FORTRESS_GUARD * min(armies[fortress], _guard_needed(owner, armies, s, fortress, alive, drawn))
                sieges[s] = _sieges(state, owner, armies, s, alive, shore, drawn, admirals, coming[state.active])
                falls[s] = _combined(state, place, s, sieges[s])
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
    return rows, falls, sieges, supplies


def _strongest_enemy(
    state: Any, owner: Sequence[int], armies: Sequence[int], t: int, alive: set[int]
) -> tuple[int, int]:
    """(the armies able to fight of the strongest enemy stack next to territory ``t``, 0 if none;
    its seat): the seat playing now adds the armies it has drawn and not yet placed."""
    threat, by = 0, -1
    for n in NEIGHBOURS[t]:
        o = owner[n]
        if o != owner[t] and o in alive:
            stack = armies[n] - GARRISON + (_pending(state) if o == state.active else 0)
            if stack > threat:
                threat, by = stack, o
    return threat, by


def exposure_chances(state: Any) -> dict[int, tuple[float, int]]:
    """Each territory (not a fortress) the reply model sees exposed on the state's board:
    territory -> (the chance the strongest enemy stack next to it takes it if pressed to
    the end, before ``LIKELY`` and ``REACTED`` scale it; that enemy's seat).  What
    ``tools.europa_threats`` measures the model's chances against."""
    alive = set(state.alive())
    fortresses = set(state.fortress)
    exposed = {}
    for t, s in enumerate(state.owner):
        if s in alive and t not in fortresses:
            threat, by = _strongest_enemy(state, state.owner, state.armies, t, alive)
            if threat > 0:
                exposed[t] = (_falls(threat, state.armies[t], False), by)
    return exposed


def fortress_falls(state: Any) -> tuple[float, ...]:
    """Each seat's chance, in the reply model, that its fortress falls before its next turn."""
    return _judged(state, state.owner, state.armies, -1, _admiral_chances(state)).falls


def sieges(state: Any) -> tuple[tuple[float, ...], ...]:
    """The odds, in the reply model, that each enemy takes each seat's fortress if it tries
    (``[seat][enemy]``, before ``REACTED``): what ``tools.europa_threats`` measures."""
    return _judged(state, state.owner, state.armies, -1, _admiral_chances(state)).sieges


def _sieges(
    state: Any,
    owner: Sequence[int],
    armies: Sequence[int],
    seat: int,
    alive: set[int],
    shore: list[dict[str, int]],
    supplies: list[int],
    admirals: Sequence[float],
    coming: int = 0,
) -> tuple[float, ...]:
    """The odds that each enemy takes the seat's fortress before the seat's next turn if it
    tries (0 for the seat and the seats out of the game): the enemy puts the armies it will
    draw (``supplies``: supplementary, and the Reinforcements it may play) on its best stack
    (the one playing now, those it has drawn and not yet placed), and attacks from the
    neighbour that gives the best odds or, with the chance it holds an Admiral, by sea; ``coming``:
    the Reinforcement armies the seat playing may still bring (:func:`_reinforcements`)."""
    fortress = state.fortress[seat]
    defenders = armies[fortress]
    odds = [0.0] * state.players
    for o in alive - {seat}:
        extra = _pending(state) + coming if o == state.active else supplies[o]
        land = max((armies[n] - GARRISON for n in NEIGHBOURS[fortress] if owner[n] == o), default=-1)
        chance = _falls(land + extra, defenders, True) if land >= 0 else 0.0
        chance = max(chance, _through(owner, armies, o, fortress, extra))
        ship = max((shore[o][w] for w in COASTS[fortress]), default=-1)
        if ship >= 0:  # a coast on the fortress's water (no fighters: no chance, below)
            chance = max(chance, admirals[o] * _falls(ship + extra, defenders, True))
        odds[o] = chance
    return tuple(odds)


def _combined(state: Any, place: dict[int, int], seat: int, odds: Sequence[float]) -> float:
    """The chance the seat's fortress falls before its next turn, each enemy trying with
    ``odds`` (:func:`_sieges`); an enemy the seat moves before counts at ``REACTED`` (the
    seat can reinforce first)."""
    safe = 1.0
    for o, chance in enumerate(odds):
        if chance > 0.0:
            safe *= 1.0 - _discounted(state, place, o, seat, chance)
    return 1.0 - safe


def _through(owner: Sequence[int], armies: Sequence[int], enemy: int, fortress: int, extra: int) -> float:
    """The best chance ``enemy`` takes ``fortress`` by way of a neighbour it does not hold: its
    stack next to that neighbour (with ``extra`` armies placed on it) takes the neighbour, moves
    in what is left and attacks the fortress from there."""
    best = 0.0
    for n in NEIGHBOURS[fortress]:
        if owner[n] == enemy:
            continue
        stack = max((armies[m] - GARRISON for m in NEIGHBOURS[n] if owner[m] == enemy), default=0) + extra
        if stack <= 0:
            continue
        win, left, _ = conquest(min(stack, ODDS_CAP), min(armies[n], ODDS_CAP), False)
        if win > best:
            best = max(best, win * _falls(round(left) - GARRISON, armies[fortress], True))
    return best


def _guard_needed(
    owner: Sequence[int], armies: Sequence[int], seat: int, fortress: int, alive: set[int], supplies: list[int]
) -> int:
    """How many of the fortress's armies count as its guard: what the strongest enemy stack
    within two steps could attack it with, the armies it will draw added (``supplies``, as
    :func:`_fortress_falls`), at least ``GUARD_FLOOR``."""
    near = set(NEIGHBOURS[fortress]).union(*(NEIGHBOURS[n] for n in NEIGHBOURS[fortress]))
    return max(
        [GUARD_FLOOR]
        + [armies[t] - GARRISON + supplies[owner[t]] for t in near if owner[t] != seat and owner[t] in alive]
    )


def _victory_chances(
    state: Any, owner: Sequence[int], armies: Sequence[int], gone: int, supplies: Sequence[int]
) -> tuple[float, ...]:
    """Each seat's chance to complete its victory (its own empire and three others) in its
    next turn, or the seat playing now in the rest of this one: every territory it lacks
    taken by its strongest neighbouring stack with the supplementary armies it will draw
    (each alone), times the share of what those conquests cost that its armies can pay.
    A seat more than ``VICTORY_REACH`` territories short has none.  ``supplies``: each seat's
    supplementary armies on this board (:func:`_reckon_rows` works them out)."""
    out = [0.0] * state.players
    fortresses = set(state.fortress)
    for s in set(state.alive()) - {gone}:
        own = state.empire[s]
        if not own:
            continue
        missing = {e: [t for t in MEMBERS[e] if owner[t] != s] for e in EMPIRES}
        shortest = sorted(len(v) for e, v in missing.items() if e != own)[:3]
        if len(missing[own]) + sum(shortest) > VICTORY_REACH:
            continue
        extra = _pending(state) if s == state.active else supplies[s]

        chance, cost = _taken(owner, armies, s, extra, missing[own], fortresses)
        if chance <= 0.0:
            continue
        others = (_taken(owner, armies, s, extra, v, fortresses) for e, v in missing.items() if e != own)
        for other, price in sorted(others, reverse=True)[:3]:
            chance *= other
            cost += price
        mobile = extra + sum(a - GARRISON for t, a in enumerate(armies) if owner[t] == s and a > GARRISON)
        out[s] = min(UNDECIDED, chance * min(1.0, mobile / cost) if cost else chance)
    return tuple(out)


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
    """The seat's value of a board: its lead over the best other seat, or in the reply model
    (``admirals`` given) its places graded by :func:`graded_places`, mixed with the chance its
    fortress falls first, which leaves it the place of the next seat eliminated, and the
    chances that an enemy completes its victory first (the seat loses, ranked as if
    eliminated next) or the seat in the rest of its turn (it wins)."""
    judged = _judged(state, owner, armies, gone, admirals, seat)
    potentials = [sum(r) for r in judged.rows]
    if not admirals:
        return lead_value(potentials, seat, SCALE)
    value = graded_places(potentials, seat)
    beaten = (len(state.eliminated) + (1 if gone >= 0 else 0)) / (state.players - 1)
    fall = min(judged.falls[seat], UNDECIDED)
    value = (1.0 - fall) * value + fall * beaten
    if any(judged.wins):
        place = _moves_before(state)
        safe = 1.0
        for o, chance in enumerate(judged.wins):
            if o != seat and chance > 0.0:
                safe *= 1.0 - _discounted(state, place, o, seat, chance)
        value = safe * value + (1.0 - safe) * beaten
        if seat == state.active and _may_attack(state):
            value += judged.wins[seat] * (1.0 - value)
    return float(value)


def _taken(
    owner: Sequence[int], armies: Sequence[int], seat: int, extra: int, lacking: list[int], fortresses: set[int]
) -> tuple[float, int]:
    """(the chance ``seat`` takes every territory of ``lacking``, each by its strongest
    neighbouring stack with ``extra`` armies placed on it; the armies that costs it)."""
    chance, cost = 1.0, 0
    for t in lacking:
        stack = max((armies[n] - GARRISON for n in NEIGHBOURS[t] if owner[n] == seat), default=0) + extra
        chance *= _falls(stack, armies[t], t in fortresses)
        cost += armies[t] + 1
    return chance, cost


def graded_places(potentials: list[float], seat: int) -> float:
    """The reply model's value of ``seat``'s standing: its lead over each other seat in turn,
    graded on two scales (``LONG_SHARE`` of it on ``LONG_SCALE``, so that it still grows where
    ``SCALE`` is at its cap), averaged: the share of the other seats it can expect to finish
    ahead of, as a finished game's places count (:func:`game.bots.evaluation.places_value`).
    With two seats it is the lead over the other; with more, a seat also gains by passing a
    rival other than the leader, which the lead over the best other seat does not see.

    >>> graded_places([90.0, 10.0], 0) > graded_places([60.0, 10.0], 0) > 0.5 > graded_places([10.0, 60.0], 0)
    True
    >>> graded_places([9.0, 5.0, 4.0], 1) > graded_places([9.0, 5.0, 6.0], 1)
    True
    """
    others = [v for s, v in enumerate(potentials) if s != seat]
    mixed = 0.0
    for v in others:
        lead = potentials[seat] - v
        mixed += (1.0 - LONG_SHARE) * tanh(lead / SCALE) + LONG_SHARE * tanh(lead / LONG_SCALE)
    return 0.5 + UNDECIDED * 0.5 * mixed / len(others)


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


def lead_terms(state: Any, seat: int, replies: bool = False, rival: int | None = None) -> dict[str, float]:
    """The seat's lead in each term of :data:`TERMS` over ``rival``, by default the best other seat
    (an attack under way: its expected terms)."""
    names = REPLY_TERMS if replies else STATIC_TERMS
    boards = _attack_boards(state)
    if boards is None:
        return lead_by_term(_rows(state, state.owner, state.armies, -1, replies, seat), seat, names, rival)
    win, (t_owner, t_armies, gone), (l_owner, l_armies) = boards
    taken = lead_by_term(_rows(state, t_owner, t_armies, gone, replies, seat), seat, names, rival)
    lost = lead_by_term(_rows(state, l_owner, l_armies, -1, replies, seat), seat, names, rival)
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
