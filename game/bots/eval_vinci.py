"""How bots judge a Vinci position.

A seat's *potential* is the VP it can count on:

- the VP already scored;
- the income of its active and declined empires this round, if its turn's
  scoring is still to come (so scoring itself changes nothing: a bot must
  not end its expansion early just to see the VP arrive);
- the income of the turns after this one (``FUTURE_TURNS`` of them, fewer
  as the target nears), each worth what the empires hold now plus what the
  active civ's *free* tokens will conquer.

The last term is what makes the long-term choices: an empire's tokens are
never spent (they are collected again, all but one per province), so its
free tokens (all its tokens but one per province held) are its growth, a
new civilisation's tokens are all free, and the tiles set what a conquered
province is worth and what a conquest costs.  A province is worth its mean
VP for that pair over the map while the civ is not on it (it enters where
it likes), and over the provinces at most ``REACH`` conquests from its
empire once it is, which also bound how many it can take: an empire boxed
in behind a worthless mountain has little to grow into.  So a shattered
or boxed-in empire loses to a fresh civilisation (decline), a civ's tiles
matter when choosing it, and tokens lost to an attack cost the defender
its growth.  A little is added for
tokens standing in provinces next to a rival's active empire, which make
them dearer to attack, and for a second token in a province, which keeps
it when the empire declines.  The value is the lead in potential over the
best other seat; hard and expert judge the places a seat can expect
instead (``search_evaluate``, and ``reply_evaluate`` below: its lead over
each other seat in turn, ``places_value``), as Attila's and Europa's
searching levels do.  Judging only the lead over the best, two hard seats
at one table fought each other for it and the loser finished behind an
easy seat (docs/bots.md, "Session 22").

The reply model (``reply_evaluate``, expert only: Vinci's hard beat medium
without it): before a seat plays again its rivals expand, each with its
active civ's free tokens, into the provinces next to its empire.  So each
province (active or declined) costs its owner what it would still earn
(this round's income if not yet scored, and the turns to come) times the
chance the rival best placed to take it can pay the engine's conquest
cost (``game.vinci.rules.conquest_cost``) from its free tokens, at
``LIKELY`` (a rival takes some of its targets, not all), and at
``REACTED`` when the owner plays before that rival and can still move
tokens (a seat at the start of its turn plays first, one in the middle of
it again last).  This is what makes the timing of a decline: a declined
province keeps one token and lies open to every fresh civ next to it.
``python -m tools.vinci_threats`` measures both chances in hard's games.

The game's own bot level, ``virtual``, plays a seat the way the rulebook's
virtual players decide (spec section 7, ``game.vinci.virtual``).  That
algorithm plays about as well as hard at a millisecond a decision (session
37: virtual > medium 0.82 over 20 games, virtual > hard 0.50 over 10), so it
is also the plugin's ``rule``: expert starts its search from its pick and
plays its play-outs by it, long enough to reach the seat's next turn and the
rivals' replies (``TUNING``; docs/bots.md, "Session 37").
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import Any

from game.core.choice import Choice, find
from game.core.protocol import Game
from game.core.rng import Rng
from game.vinci import board, is_over, ranking, tiles
from game.vinci.conquest import conquest_cost
from game.vinci.rules import rulebook_choice
from game.vinci.scoring import province_vp, working_declined_tiles
from game.vinci.state import (
    ABANDON,
    CIV_CHOICE,
    COHESION,
    COLLECT,
    DIPLOMACY,
    DISTRIBUTE,
    NEUTRAL,
    REBIRTH,
    START,
    SURVIVORS,
)

from . import greedy
from .evaluation import Evaluate, lead_by_term, lead_value, place_value, places_value
from .lookahead import Control, Work
from .plugin import BotPlugin
from .settings import Settings

FUTURE_TURNS = 2.5  # design value: turns after this one an empire's income counts for (a civ lasts about four)
ROUND_PACE = 12.0  # design value: VP the leader gains in a round, to tell how many rounds are left
TYPICAL_COST = 3.5  # design value: tokens a conquest costs on average (2 base, a neutral or defender, rough terrain)
LEAST_COST = 1.5  # design value: no civ conquers for less on average, whatever its tiles
WEAPONS_SAVING = 1.0  # Weapons: one token less on every conquest [L623-626]
SHIPBUILDING_SAVING = 0.5  # design value: Shipbuilding saves a token on coastal targets, about half of them
GROWTH = 1.0  # design value: share of the free tokens an empire turns into provinces each turn
EXPOSED_TOKEN = 0.15  # design value: a token in a province next to a rival's active empire deters its attack
DECLINE_RESERVE = 0.1  # design value: a second token keeps a province when the empire declines
REACH = 2  # design value: conquests away from its empire that a civ's growth is counted over
SCALE = 12.0  # design value: a lead of about one round's income is a strong one
# tools.vinci_threats, hard at 3-6 seats (session 25): of the provinces a rival playing first
# could pay for, 0.32 fell within the round (odds 0.88: 0.36); with the owner first, 0.27 (0.31).
LIKELY = 0.35  # share of the provinces it can pay for that a rival takes before their owner plays again
REACTED = 0.85  # a threat the owner can answer first (it plays before the rival) is hardly smaller

AFTER_SCORING = (REBIRTH, SURVIVORS)  # the phases of a turn that come after its scoring (spec 3.9)
BEFORE_EXPANSION = (CIV_CHOICE, START, DIPLOMACY, COLLECT)  # the turn's seat has not conquered yet
REORGANISING = (COHESION, ABANDON, DISTRIBUTE)  # the turn's seat holds its tokens in the pool (spec 3.7)

# Hard's play-outs must reach the rivals' replies: a Vinci turn is a long run of
# one seat's choices (conquests, then a token count per province), so the
# default 8 choices mostly replay the seat's own turn.  24 choices reach into
# the next seats' expansions; 6 sampled choices a reply (not 8) hold hard:32
# near 1 s a decision on the shared test machine (0.5 s before).  Design
# values: hard > medium 5 of 6 games (3 of 6 before), seeds 11-16.
TUNING: dict[str, Any] = {
    # A turn is a run of up to twenty decisions (every conquest, every token placed), and each
    # searched the rest of the move afresh: a bot's turn took 6-9 s in the browser (issue 17).
    # Medium plays on the line its first decision searched while the turn goes as foreseen.
    "follow_plan": True,
    "rollout_depth": 0,
    "reply_depth": 24,
    "reply_sample": 6,
    # Hard and expert search every step, as in the other games: a followed step is medium's
    # greedy continuation, so with plans hard played every conquest of a turn as medium does
    # (at 6 players it chose otherwise than medium in 3 of 81 decisions) and beat medium 0.46.
    # 16 play-outs a step hold hard near 0.2 s a decision in CPython; in the browser the
    # clock ends each search and the turn's last steps follow the plan (Settings.browser).
    "hard": {"follow_plan": False, "iterations": 16},
    # Expert's play-outs are as long (24 choices): 8 sampled replies, not its usual 12, and
    # three times hard's play-outs (as EXPERT_ITERATIONS to HARD_ITERATIONS) keep its
    # decisions within 4 s in CPython.
    # Expert starts from the rulebook's virtual-player pick (as strong as hard: session 37) and
    # plays its play-outs by that algorithm, which costs microseconds a choice, so they reach
    # through the seat's next turn and the rivals' replies to it.
    "expert": {
        "reply_sample": 8,
        "follow_plan": False,
        "iterations": 48,
        "rule_anchor": True,
        "rule_play_outs": True,
        "reply_depth": 150,
    },
    # At four seats expert plays out twice as much: 48 play-outs left the four-seat row at 0.62
    # against hard where the others met it, and 96 met it on 80 games (docs/bots.md, sessions
    # 39, 40 and 42) at about 1.2 s a decision in CPython. In the browser the clock ends the search.
    "at_seats": {4: {"expert": {"iterations": 96}}},
}

REPLY_LEVELS = ("expert",)

#: The evaluation's terms (``lead_terms``), Italian and English.
TERMS: dict[str, tuple[str, str]] = {
    "vp": ("punti vittoria", "victory points"),
    "income": ("rendita di questo giro", "this round's income"),
    "holdings": ("rendita dei turni a venire", "income of the turns to come"),
    "growth": ("crescita delle pedine libere", "growth of the free tokens"),
    "defence": ("difesa delle province", "defence of the provinces"),
    "exposure": ("province esposte alle civiltà vicine", "provinces open to the civilisations next door"),
}
TERM_NAMES = ("vp", "income", "holdings", "growth", "defence")
REPLY_TERMS = (*TERM_NAMES, "exposure")


def scored_this_round(state: Any, seat: int) -> bool:
    """Whether ``seat`` has already had its turn's scoring in this round."""
    here = (state.turn - state.first) % state.players
    mine = (seat - state.first) % state.players
    return mine < here or (mine == here and state.phase in AFTER_SCORING)


@lru_cache(maxsize=4096)
def _vp(region: str, civ: tuple[str, ...], agri: bool) -> int:
    return province_vp(region, civ, agri)


@lru_cache(maxsize=1024)
def civ_strength(civ: tuple[str, ...], agri: bool) -> tuple[float, float, float]:
    """What a civ's tiles make of a free token: (mean VP of a province over
    the map, mean conquest cost, tokens it gains every turn)."""
    vp = sum(_vp(r, civ, agri) for r in board.PROVINCE_IDS) / len(board.PROVINCE_IDS)
    vp += tiles.multiplier(civ, tiles.SLAVERY)  # most conquests eliminate a neutral or enemy token [L606-613]
    cost = TYPICAL_COST - WEAPONS_SAVING * tiles.multiplier(civ, tiles.WEAPONS)
    cost -= SHIPBUILDING_SAVING * tiles.multiplier(civ, tiles.SHIPBUILDING)
    gained = tiles.MEDICINE_TOKENS * tiles.multiplier(civ, tiles.MEDICINE)
    gained += tiles.FIELD_MARSHAL_TOKENS * tiles.multiplier(civ, tiles.FIELD_MARSHAL)
    return vp, max(LEAST_COST, cost), float(gained)


@lru_cache(maxsize=4096)
def reach(empire: frozenset[str], own: frozenset[str], astronomy: bool) -> frozenset[str]:
    """The provinces at most :data:`REACH` conquests away from ``empire`` (by land, or by
    sea with Astronomy), none of the seat's ``own`` (active or declined, which it may not
    conquer)."""
    near = board.adjacency(astronomy)
    seen = set(empire | own)
    edge, out = set(empire), set()
    for _ in range(REACH):
        step: set[str] = set()
        for p in edge:
            step |= near[p]
        edge = step - seen
        seen |= edge
        out |= edge
    return frozenset(out)


@lru_cache(maxsize=4096)
def reach_vp(targets: frozenset[str], civ: tuple[str, ...], agri: bool) -> float:
    """What ``civ`` makes of a province among ``targets``, on average (as :func:`civ_strength`)."""
    vp = sum(_vp(r, civ, agri) for r in targets) / len(targets)
    return vp + tiles.multiplier(civ, tiles.SLAVERY)


def future_turns(state: Any) -> float:
    """How many turns after this one still count: none once the target is
    reached (the round is being finished), fewer as the leader nears it."""
    if state.ending:
        return 0.0
    rounds_left = (state.target - max(p.score for p in state.seats)) / ROUND_PACE
    return float(max(0.0, min(FUTURE_TURNS, rounds_left)))


def rows(state: Any) -> list[tuple[float, float, float, float, float]]:
    """Every seat's terms (``TERM_NAMES``, see the module docstring), in one pass over the board."""
    return _rows(state, False)  # type: ignore[return-value]


def reply_rows(state: Any) -> list[tuple[float, ...]]:
    """:func:`rows` with each seat's ``exposure`` term (the reply model, module docstring)."""
    return _rows(state, True)


def exposure_chances(state: Any) -> dict[str, tuple[float, int, bool]]:
    """Each province the reply model sees exposed: the chance it counts that the rival best
    placed takes it before its owner plays again, that rival, and whether the owner plays
    first (module docstring; ``tools.vinci_threats`` measures how often such provinces fall)."""
    chances: dict[str, tuple[float, int, bool]] = {}
    _rows(state, True, chances)
    return chances


def _rows(
    state: Any, replies: bool, chances: dict[str, tuple[float, int, bool]] | None = None
) -> list[tuple[float, ...]]:
    n = state.players
    agri = bool(state.option("agriculture_all"))
    active_vp = [0] * n
    declined_vp = [0] * n
    provinces = [0] * n
    army = [p.hand for p in state.seats]
    guard = [0.0] * n
    reserve = [0] * n
    civs = [tuple(sorted(p.tiles)) for p in state.seats]
    kept = [working_declined_tiles(p.declined_tiles) for p in state.seats]
    empire: list[list[str]] = [[] for _ in range(n)]
    own: list[list[str]] = [[] for _ in range(n)]
    for region, occ in state.board.items():
        owner = occ.owner
        if owner == NEUTRAL:
            continue
        own[owner].append(region)
        if occ.declined:
            if occ.tokens > 0:
                declined_vp[owner] += _vp(region, kept[owner], agri)
            continue
        active_vp[owner] += _vp(region, civs[owner], agri)
        provinces[owner] += 1
        empire[owner].append(region)
        army[owner] += occ.tokens
        if occ.tokens > 1:
            reserve[owner] += 1
            for other in board.NEIGHBOURS[region]:
                o = state.board.get(other)
                if o is not None and o.owner not in (owner, NEUTRAL) and not o.declined:
                    guard[owner] += occ.tokens - 1
                    break
    if state.phase in REORGANISING:
        army[state.turn] += state.pool
    elif state.phase == SURVIVORS and not state.survivors[0][1]:
        army[state.survivors[0][0]] += state.pool
    for owner, declined, count in state.survivors[1 if state.phase == SURVIVORS else 0 :]:
        if not declined:
            army[owner] += count
    turns = future_turns(state)
    exposure = _exposure(state, army, provinces, civs, kept, agri, turns, chances) if replies else [0.0] * n
    out: list[tuple[float, ...]] = []
    for seat, player in enumerate(state.seats):
        income = 0.0 if scored_this_round(state, seat) else float(active_vp[seat] + declined_vp[seat])
        holdings = turns * declined_vp[seat]
        growth = 0.0
        if player.tiles:
            vp, cost, gained = civ_strength(civs[seat], agri)
            conquests = (max(0, army[seat] - provinces[seat]) + gained) / cost
            if empire[seat]:
                # An empire grows into the provinces near it, not anywhere on the map.
                near = reach(frozenset(empire[seat]), frozenset(own[seat]), tiles.ASTRONOMY in civs[seat])
                vp = reach_vp(near, civs[seat], agri) if near else 0.0
                conquests = min(conquests, float(len(near)))
            holdings += turns * active_vp[seat]
            growth = turns * vp * GROWTH * conquests
        defence = EXPOSED_TOKEN * guard[seat] + DECLINE_RESERVE * reserve[seat]
        row: tuple[float, ...] = (float(player.score), income, holdings, growth, defence)
        out.append((*row, exposure[seat]) if replies else row)
    return out


def _exposure(
    state: Any,
    army: list[int],
    provinces: list[int],
    civs: list[tuple[str, ...]],
    kept: list[tuple[str, ...]],
    agri: bool,
    turns: float,
    chances: dict[str, tuple[float, int, bool]] | None = None,
) -> list[float]:
    """Each seat's expected loss to its rivals' coming expansions (module docstring);
    each exposed province's chance goes into ``chances`` if given."""
    n = state.players
    free = [max(0, army[s] - provinces[s]) if state.seats[s].tiles else 0 for s in range(n)]
    empire: dict[int, list[str]] = {}
    for region, occ in state.board.items():
        if occ.owner != NEUTRAL and not occ.declined and free[occ.owner] > 0:
            empire.setdefault(occ.owner, []).append(region)
    # Each seat's place among the coming turns: the seat playing now plays first if it has not
    # expanded yet (its whole turn is to come), else again last.
    now = 0 if state.phase in BEFORE_EXPANSION else n
    place = [((s - state.turn) % n) or now for s in range(n)]
    loss = [0.0] * n
    # What each rival's empire borders (a province's neighbours, once per rival, not per region).
    reach = {rival: frozenset().union(*(board.NEIGHBOURS[p] for p in mine)) for rival, mine in empire.items()}
    for region, occ in state.board.items():
        owner = occ.owner
        if owner == NEUTRAL or occ.tokens <= 0:
            continue
        chance = 0.0
        best, first = NEUTRAL, False
        for rival, mine in empire.items():
            if rival == owner or region not in reach[rival]:
                continue
            cost = max(1, conquest_cost(state, rival, region, mine))
            odds = min(1.0, free[rival] / cost) * LIKELY
            if place[owner] < place[rival]:
                odds *= REACTED  # the owner plays first and can still move tokens
            if odds > chance:
                chance, best, first = odds, rival, place[owner] < place[rival]
        if chance:
            if chances is not None:
                chances[region] = (chance, best, first)
            vp = _vp(region, kept[owner] if occ.declined else civs[owner], agri)
            earned = turns + (0.0 if scored_this_round(state, owner) else 1.0)
            loss[owner] -= chance * vp * earned
    return loss


def potentials(state: Any) -> list[float]:
    """Every seat's potential (see the module docstring)."""
    return [sum(row) for row in rows(state)]


def lead_terms(state: Any, seat: int, replies: bool = False, rival: int | None = None) -> dict[str, float]:
    """The seat's lead in each term of :data:`TERMS` over ``rival``, by default the best other seat."""
    if replies:
        return lead_by_term(reply_rows(state), seat, REPLY_TERMS, rival)
    return lead_by_term(rows(state), seat, TERM_NAMES, rival)


def potential(state: Any, seat: int) -> float:
    """The potential of one seat (see the module docstring)."""
    return potentials(state)[seat]


def evaluate(state: Any, seat: int) -> float:
    """The bots' value of ``state`` for ``seat``, in [0, 1]."""
    if is_over(state):
        return place_value(ranking(state), seat)
    return lead_value(potentials(state), seat, SCALE)


def search_evaluate(state: Any, seat: int) -> float:
    """:func:`evaluate` as the places ``seat`` can expect rather than its lead over the best
    other seat (module docstring): what hard judges."""
    if is_over(state):
        return place_value(ranking(state), seat)
    return places_value(potentials(state), seat, SCALE)


def reply_evaluate(state: Any, seat: int) -> float:
    """:func:`search_evaluate` with the rivals' coming expansions reckoned (module docstring)."""
    if is_over(state):
        return place_value(ranking(state), seat)
    return places_value([sum(row) for row in reply_rows(state)], seat, SCALE)


def pointless(state: Any, seat: int, choices: Sequence[Choice]) -> list[Choice]:
    """Choices a searching bot leaves out (``game.bots.refine``): declining a civilisation
    that has not yet entered the map, which throws it away unplayed and the turn with it
    (medium judges it 14 points worse).  Hard's play-outs continue the civ's first turn one
    greedy step at a time (seed 24 of the 4-player arena: all fourteen tokens into one attack
    on the leader), worse than medium's search of the whole move, while the declining line has
    nothing to play badly; so hard declined fresh civs, twice running in seed 4."""
    player = state.seats[seat]
    if player.tiles and not player.entered:
        return [c for c in choices if c.kind == "decline"]
    return []


def think_virtual(
    game: Game, state: Any, seat: int, rng: Rng, settings: Settings, evaluate: Evaluate, ctl: Control
) -> Work:
    """The "virtual" level: the rulebook's virtual-player algorithm deciding
    for ``seat`` on its determinization ``state``, its dice drawn from the
    bot's own ``rng`` (so it is as fair as the other levels).  Where the
    algorithm has no rule for a real seat (cohesion: virtual players ignore
    it) or picks something the seat may not do, the medium choice stands."""
    if state.phase != COHESION:
        listed = find(game.legal(state, seat), rulebook_choice(state, seat, rng.next64()))
        if listed is not None:
            ctl.rule = True
            return listed
    return (yield from greedy.think(game, state, seat, rng, settings, evaluate, ctl))


EXTRA_LEVELS = {"virtual": think_virtual}


def rule(state: Any, seat: int, dice: int) -> Choice | None:
    """The rulebook's virtual-player algorithm's pick for ``seat``, its dice from ``dice``;
    None in cohesion, where it has no rule (the plugin's ``rule``: expert's anchor)."""
    if state.phase == COHESION:
        return None
    return rulebook_choice(state, seat, dice)


#: What this module gives the bot levels (see :mod:`game.bots.plugin`).
PLUGIN = BotPlugin(
    evaluate=evaluate,
    tuning=TUNING,
    reply_evaluate=reply_evaluate,
    reply_levels=REPLY_LEVELS,
    search_evaluate=search_evaluate,
    terms=TERMS,
    lead_terms=lead_terms,
    pointless=pointless,
    extra_levels=EXTRA_LEVELS,
    rule=rule,
)
