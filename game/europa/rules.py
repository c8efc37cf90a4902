"""Europa's rules: setup, ``to_act``, ``legal`` and ``apply``.

``legal`` is the only place that says what may be done; ``apply`` accepts a
choice only if ``legal`` lists it, then plays it and every automatic step that
follows (draws, battles, conquests, eliminations, the next turn).

Choice kinds (args in brackets, territory ids as strings):

setup
    ``fortress [t]`` (S3), ``claim [t]`` (S6), ``bulk [t]`` (S7), ``hide [t]`` (S8).
placing armies
    ``place [t, n]``: n of the pending supplementary / Reinforcement armies on t.
main (steps 4 to 6)
    ``reinforce [k]`` play k Reinforcement cards; ``diplomat [seat]``; ``spy [seat]``;
    ``attack [s, t]``; ``sea_attack [s]`` then ``sail [t]`` or ``back`` (the Admiral
    is played on ``sail``); ``enter [s, t]`` (an empty territory, A-24);
    ``fortify`` then ``move [x, y]`` or ``back`` (step 6); ``end_turn``.
during an attack
    attacker: ``board [k]`` (sea), ``general``, ``reveal [t]``, ``roll [a]``, ``stop``;
    defender: ``marshal``, ``reveal [t]``, ``defend [d]``; after a conquest
    ``advance [k]`` (total armies moved in).
others
    ``counter_spy`` / ``allow`` (the spied player), ``take [card]`` (the spy),
    ``occupy [t]`` / ``done`` (F4 redistribution), ``count [k]`` (armies moved).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import fields, replace
from typing import Any

from game.core import Choice, IllegalMove, Rng, require
from game.core.choice import Args
from game.core.contract import check_move, deciding, own_state, playing, remembers_last
from game.core.evolve import build
from game.core.options import HasOptions

from . import board as B
from . import dice
from .scoring import supplementary, victor
from .spec import EDITION_ONE_ARMY_EACH, SPEC
from .state import (
    ADMIRAL,
    ADVANCE,
    ALLOTMENT,
    ATTACK,
    BOARD,
    BULK,
    BULK_PHASE,
    CLAIM,
    COUNT,
    DEFEND,
    DIPLOMAT,
    FORTIFY,
    FORTRESS,
    GARRISON,
    GENERAL,
    HAND_DEAL,
    HAND_REFILL,
    HIDE,
    MAIN,
    MARSHAL,
    OVER,
    PLACE,
    REDISTRIBUTE,
    REINFORCEMENTS,
    SAIL,
    SPY,
    SPY_PICK,
    SPY_REPLY,
    TRACK_SLOTS,
    TURN_DRAW,
    WHY_ENTER,
    WHY_MOVE,
    WHY_REINFORCE,
    WHY_SUPPLY,
    Attack,
    Redistribution,
    State,
    full_deck,
    sort_hand,
)

Event = dict[str, Any]
T = B.TERRITORY_IDS  # index -> id

#: What each phase is, for refusal messages ("... while <step>").
STEP_TEXT: dict[str, str] = {
    FORTRESS: "placing the fortress (setup)",
    CLAIM: "claiming free territories (setup)",
    BULK_PHASE: "placing armies five at a time (setup)",
    HIDE: "choosing the hidden-army territory (setup)",
    PLACE: "placing armies",
    MAIN: "playing cards, attacking or moving",
    BOARD: "boarding the flagship",
    ATTACK: "preparing a battle (attacker)",
    DEFEND: "declaring the defence",
    ADVANCE: "moving into a conquered territory",
    SPY_REPLY: "answering a Spy",
    SPY_PICK: "choosing the card the Spy removes",
    REDISTRIBUTE: "occupying the territories of an eliminated player",
    COUNT: "choosing how many armies to move",
    SAIL: "choosing where the flagship sails",
    FORTIFY: "choosing the end-of-turn move",
    OVER: "the game is over",
}


# ----------------------------------------------------------------------------- work copy


#: The State's field names, looked up once (``fields`` is slow, and the bots copy states often).
_STATE_FIELDS = tuple(f.name for f in fields(State))
#: Fields a work copy shares with its State (immutable values), and those copied two levels deep.
_KEPT = frozenset({"order", "options", "attack", "redis", "pair", "spy", "records", "eliminated"})
_NESTED = ("hands", "banners")
#: The other tuples of the State, lists in a work copy; every other field is a plain value.
_LISTED = tuple(
    f.name for f in fields(State) if str(f.type).startswith("tuple") and f.name not in _KEPT and f.name not in _NESTED
)
_SHARED = tuple(name for name in _STATE_FIELDS if name not in _LISTED and name not in _NESTED)


class _Work(HasOptions):
    """A mutable copy of a State used inside one ``apply``; ``freeze`` gives the new State."""

    def __init__(self, s: State) -> None:
        # Copied through the instance dictionaries: the bots' search copies a state at every
        # step it imagines, and attribute calls field by field were a sixth of a decision.
        data = self.__dict__
        data.update(s.__dict__)
        for name in _LISTED:
            data[name] = list(data[name])
        for name in _NESTED:
            data[name] = [list(h) for h in data[name]]
        self.rand = Rng.from_state(s.rng)
        self.events: list[Event] = []

    # attribute declarations for type checkers
    players: int
    options: tuple[tuple[str, Any], ...]
    order: tuple[int, ...]
    empire: list[str]
    fortress: list[int]
    sites: list[int]
    banners: list[list[str]]
    owner: list[int]
    armies: list[int]
    allot: list[int]
    records: tuple[tuple[int, int, bool], ...]
    deck: list[str]
    discard: list[str]
    hands: list[list[str]]
    track: list[int]
    removed: list[str]
    truces: list[tuple[int, int]]
    eliminated: tuple[int, ...]
    phase: str
    actor: int
    active: int
    round: int
    attacked: bool
    admiral_used: bool
    pending: int
    why: str
    pair: tuple[int, ...]
    attack: Attack | None
    spy: tuple[int, ...]
    redis: Redistribution | None
    winner: int
    purged: bool

    def freeze(self) -> State:
        data = self.__dict__
        values = {name: data[name] for name in _SHARED}
        for name in _LISTED:
            values[name] = tuple(data[name])
        values["hands"] = tuple(sort_hand(h) for h in self.hands)
        values["banners"] = tuple(tuple(b) for b in self.banners)
        values["rng"] = self.rand.state
        values["records"] = tuple(sorted(self.records))
        return build(State, values)

    def state(self) -> State:
        """A frozen snapshot (for the read-only helpers that take a State)."""
        return self.freeze()

    def alive(self) -> list[int]:
        return [s for s in self.order if s not in self.eliminated]

    def emit(self, kind: str, **data: Any) -> None:
        self.events.append({"type": kind, **data})

    @property
    def track_value(self) -> int:
        return TRACK_SLOTS[len(self.track) - 1] if self.track else 0


# ----------------------------------------------------------------------------- setup


def _opening_order(rng: Rng, seats: list[int]) -> tuple[list[int], list[list[int]]]:
    """S2: everyone rolls a die, highest first; tied players roll again among
    themselves (A-22).  Returns the order and every round of rolls."""
    rounds: list[list[int]] = []

    def settle(group: list[int]) -> list[int]:
        if len(group) == 1:
            return group
        rolls = [rng.randint(1, 6) for _ in group]
        rounds.append([v if s in group else 0 for s, v in zip(group, rolls)])
        out: list[int] = []
        for value in sorted(set(rolls), reverse=True):
            out += settle([s for s, v in zip(group, rolls) if v == value])
        return out

    return settle(list(seats)), rounds


def new_game(players: int, options: Mapping[str, Any] | None = None, seed: int = 0) -> State:
    """The set-up state for ``players`` (3..6), at S3 (the first player to place his fortress);
    raises SetupError on a bad count or option."""
    options = SPEC.check_new_game(players, options, seed)
    rng = Rng(seed)
    order, _ = _opening_order(rng, list(range(players)))
    deck = rng.shuffled(full_deck())  # S9's shuffle, done now; dealt after S8
    state = State(
        players=players,
        options=tuple(sorted(options.items())),
        rng=rng.state,
        order=tuple(order),
        empire=("",) * players,
        fortress=(-1,) * players,
        sites=(-1,) * players,
        banners=((),) * players,
        owner=(-1,) * B.N_TERRITORIES,
        armies=(0,) * B.N_TERRITORIES,
        allot=(ALLOTMENT[players],) * players,
        records=(),
        deck=tuple(deck),
        discard=(),
        hands=((),) * players,
        track=(),
        removed=(),
        truces=(),
        eliminated=(),
        phase=FORTRESS,
        actor=order[0],
        active=-1,
        round=0,
        attacked=False,
        admiral_used=False,
        pending=0,
        why="",
        pair=(),
        attack=None,
        spy=(),
        redis=None,
        winner=-1,
        purged=False,
    )
    w = _Work(state)
    _draw_banner(w, order[0])
    return w.freeze()


def _draw_banner(w: _Work, seat: int) -> None:
    """S3: draw one of the banners nobody has drawn, without looking.  Only the drawer
    knows it until his fortress stands in that empire (the issue's pass-and-play privacy)."""
    left = [e for e in B.EMPIRES if e not in w.empire]
    w.empire[seat] = w.rand.choice(left)
    w.emit("banner_drawn", seat=seat)
    w.emit("banner", seat=seat, empire=w.empire[seat], private_to=seat, reveal=True)


def _next_in_order(w: _Work | State, seat: int, pred: Any = None) -> int:
    """The next seat after ``seat`` in playing order that is alive and satisfies ``pred``; -1 if none."""
    order = w.order
    i = order.index(seat)
    for k in range(1, len(order) + 1):
        s = order[(i + k) % len(order)]
        if s in w.eliminated:
            continue
        if pred is None or pred(s):
            return s
    return -1


# ----------------------------------------------------------------------------- to_act / legal


def to_act(s: State) -> frozenset[int]:
    """The seats that must decide now (several only while choosing hidden armies)."""
    if not playing(s, State, SPEC.name, is_over):
        return frozenset()
    if s.phase == HIDE:
        chosen = {r[0] for r in s.records}
        return frozenset(p for p in range(s.players) if p not in chosen)
    return frozenset({s.actor})


def is_over(state: State) -> bool:
    return state.phase == OVER


def _ch(kind: str, *args: Any, at: tuple[int, ...] = ()) -> Choice:
    return Choice(kind, args, targets=tuple(T[i] for i in at))


def _usable_records(s: State, seat: int, territory: int) -> bool:
    """Whether ``seat`` may reveal hidden armies at ``territory`` now (§7, A-5)."""
    if s.track_value == 0 or s.owner[territory] != seat:
        return False
    return any(r == (seat, territory, False) for r in s.records)


def _truce(s: State | _Work, a: int, b: int) -> bool:
    return (a, b) in s.truces or (b, a) in s.truces


def _fortress_at(s: State | _Work, t: int) -> bool:
    return t in s.fortress


def _attack_dice_max(s: State, a: Attack) -> int:
    n = a.ship if a.sea else s.armies[a.source] - GARRISON
    return max(0, min(dice.dice_cap(_fortress_at(s, a.target)), n))


def _defence_dice_max(s: State, a: Attack) -> int:
    return min(dice.dice_cap(_fortress_at(s, a.target)), s.armies[a.target])


def _can_launch_from(s: State, seat: int, src: int) -> bool:
    """An attack may start from ``src``: two armies, or one plus hidden armies to reveal (§7a)."""
    return s.owner[src] == seat and (s.armies[src] > GARRISON or _usable_records(s, seat, src))


@remembers_last
def legal(s: State, seat: int) -> list[Choice]:
    """Every choice open to ``seat`` now, in a stable order (see the module docstring); empty if
    it is not to act."""
    if not deciding(s, seat, State, SPEC.name, to_act):
        return []
    return _LEGAL[s.phase](s, seat)


def _legal_fortress(s: State, seat: int) -> list[Choice]:
    return [_ch("fortress", T[t], at=(t,)) for t in B.MEMBERS[s.empire[seat]]]


def _legal_claim(s: State, seat: int) -> list[Choice]:
    return [_ch("claim", T[t], at=(t,)) for t in range(B.N_TERRITORIES) if s.owner[t] == -1]


def _legal_bulk(s: State, seat: int) -> list[Choice]:
    return [_ch("bulk", T[t], at=(t,)) for t in range(B.N_TERRITORIES) if s.owner[t] == seat]


def _hide_allowed(s: State) -> list[int]:
    """S8: any territory but those holding a fortress (A-7)."""
    return [t for t in range(B.N_TERRITORIES) if t not in s.sites]


def _legal_hide(s: State, seat: int) -> list[Choice]:
    return [_ch("hide", T[t], at=(t,)) for t in _hide_allowed(s)]


def _place_amounts(pending: int) -> list[int]:
    """Any number of the pending armies may go to one territory (§3): the table's stepper picks it."""
    return list(range(1, pending + 1))


def _legal_place(s: State, seat: int) -> list[Choice]:
    own = [t for t in range(B.N_TERRITORIES) if s.owner[t] == seat]
    return [_ch("place", T[t], n, at=(t,)) for t in own for n in _place_amounts(s.pending)]


def _legal_main(s: State, seat: int) -> list[Choice]:
    hand = s.hands[seat]
    out: list[Choice] = []
    others = [q for q in s.alive() if q != seat]
    if not s.attacked:
        free = len(TRACK_SLOTS) - len(s.track)
        for k in range(1, min(hand.count(REINFORCEMENTS), free) + 1):
            out.append(_ch("reinforce", k))
        if DIPLOMAT in hand and not s.purged:
            out += [_ch("diplomat", q) for q in others if (seat, q) not in s.truces]
    if SPY in hand:
        out += [_ch("spy", q) for q in others if s.hands[q]]
    own = [t for t in range(B.N_TERRITORIES) if s.owner[t] == seat]
    launch = [t for t in own if _can_launch_from(s, seat, t)]
    for src in launch:
        for dst in B.NEIGHBOURS[src]:
            o = s.owner[dst]
            if o not in (-1, seat) and not _truce(s, seat, o):
                out.append(_ch("attack", T[src], T[dst], at=(src, dst)))
    if ADMIRAL in hand and not s.admiral_used:
        out += [_ch("sea_attack", T[src], at=(src,)) for src in launch if _sea_targets(s, seat, src)]
    for src in own:
        if s.armies[src] > GARRISON:
            for dst in B.NEIGHBOURS[src]:
                if s.owner[dst] == -1:
                    out.append(_ch("enter", T[src], T[dst], at=(src, dst)))
    if _move_pairs(s, seat):
        out.append(_ch("fortify"))
    out.append(_ch("end_turn"))
    return out


def _sea_targets(s: State, seat: int, src: int) -> list[int]:
    """Enemy territories the flagship can reach from ``src`` (§4.4): same water body, no truce."""
    if not B.COASTS[src]:
        return []
    return [
        dst
        for dst in range(B.N_TERRITORIES)
        if s.owner[dst] not in (-1, seat) and B.share_water(src, dst) and not _truce(s, seat, s.owner[dst])
    ]


def _move_pairs(s: State, seat: int) -> list[tuple[int, int]]:
    """Step 6: (from, to) between adjacent own territories, leaving one army behind."""
    return [
        (src, dst)
        for src in range(B.N_TERRITORIES)
        if s.owner[src] == seat and s.armies[src] > GARRISON
        for dst in B.NEIGHBOURS[src]
        if s.owner[dst] == seat
    ]


def _legal_sail(s: State, seat: int) -> list[Choice]:
    src = s.pair[0]
    out = [_ch("sail", T[dst], at=(src, dst)) for dst in _sea_targets(s, seat, src)]
    out.append(_ch("back"))
    return out


def _legal_fortify(s: State, seat: int) -> list[Choice]:
    out = [_ch("move", T[a], T[b], at=(a, b)) for a, b in _move_pairs(s, seat)]
    out.append(_ch("back"))
    return out


def _legal_board(s: State, seat: int) -> list[Choice]:
    a = s.attack
    assert a is not None
    out = [_ch("board", k, at=(a.source, a.target)) for k in range(1, s.armies[a.source])]
    if _usable_records(s, seat, a.source):
        out.append(_ch("reveal", T[a.source], at=(a.source,)))
    return out


def _before_dice(s: State, seat: int, card: str, hidden_at: int | None) -> list[Choice]:
    """What a side of the battle may do before its dice: play its bonus ``card`` (the General
    attacking, the Marshal defending) if held and not yet played, reveal a hidden army at
    ``hidden_at`` (None: not in this battle)."""
    a = s.attack
    assert a is not None
    out: list[Choice] = []
    if card in s.hands[seat] and not getattr(a, card):
        out.append(_ch(card))
    if hidden_at is not None and _usable_records(s, seat, hidden_at):
        out.append(_ch("reveal", T[hidden_at], at=(hidden_at,)))
    return out


def _legal_attack(s: State, seat: int) -> list[Choice]:
    a = s.attack
    assert a is not None
    out = _before_dice(s, seat, GENERAL, None if a.sea else a.source)
    out += [_ch("roll", n, at=(a.source, a.target)) for n in range(1, _attack_dice_max(s, a) + 1)]
    out.append(_ch("stop"))
    return out


def _legal_defend(s: State, seat: int) -> list[Choice]:
    a = s.attack
    assert a is not None
    out = _before_dice(s, seat, MARSHAL, a.target)
    top = _defence_dice_max(s, a)
    low = top if s.option("auto_defend_max") else 1
    out += [_ch("defend", n, at=(a.target,)) for n in range(low, top + 1)]
    return out


def _advance_range(s: State) -> tuple[int, int]:
    a = s.attack
    assert a is not None
    # The last-battle dice already stand in the target; the rest of the source may follow.
    return a.last_dice, a.last_dice + s.armies[a.source] - GARRISON


def _legal_advance(s: State, seat: int) -> list[Choice]:
    a = s.attack
    assert a is not None
    lo, hi = _advance_range(s)
    return [_ch("advance", k, at=(a.target,)) for k in range(lo, hi + 1)]


def _legal_spy_reply(s: State, seat: int) -> list[Choice]:
    out = [_ch("allow")]
    if SPY in s.hands[seat]:
        out.append(_ch("counter_spy"))
    return out


def _legal_spy_pick(s: State, seat: int) -> list[Choice]:
    target = s.spy[1]
    return [_ch("take", c) for c in sort_hand(list(set(s.hands[target])))]


def _legal_redistribute(s: State, seat: int) -> list[Choice]:
    r = s.redis
    assert r is not None
    out = [_ch("occupy", T[t], at=(t,)) for t in r.vacated]
    if not r.others:
        out.append(_ch("done"))
    return out


def _legal_count(s: State, seat: int) -> list[Choice]:
    src, dst = s.pair
    return [_ch("count", k, at=(src, dst)) for k in range(1, s.armies[src])]


_LEGAL: dict[str, Callable[[State, int], list[Choice]]] = {
    FORTRESS: _legal_fortress,
    CLAIM: _legal_claim,
    BULK_PHASE: _legal_bulk,
    HIDE: _legal_hide,
    PLACE: _legal_place,
    MAIN: _legal_main,
    BOARD: _legal_board,
    ATTACK: _legal_attack,
    DEFEND: _legal_defend,
    ADVANCE: _legal_advance,
    SPY_REPLY: _legal_spy_reply,
    SPY_PICK: _legal_spy_pick,
    REDISTRIBUTE: _legal_redistribute,
    COUNT: _legal_count,
    SAIL: _legal_sail,
    FORTIFY: _legal_fortify,
}


# ----------------------------------------------------------------------------- apply


def apply(s: State, seat: int, choice: Choice) -> tuple[State, list[Event]]:
    """Play ``choice`` for ``seat``; raises IllegalMove (``s`` untouched) unless legal lists it."""
    check_move(seat, choice, own_state(s, State, SPEC.name).players)
    if s.phase == OVER:
        raise IllegalMove(f"seat {seat}: {choice.label!r} refused, the game is over", "game_over")
    if seat not in to_act(s):
        raise IllegalMove(
            f"seat {seat} is not to act ({STEP_TEXT[s.phase]}); {choice.label!r} refused", "not_to_act", {"seat": seat}
        )
    found = require(legal(s, seat), choice, seat, STEP_TEXT[s.phase])
    w = _Work(s)
    _HANDLERS[found.kind](w, seat, found.args)
    if _left_with_one_army_each(w):
        w.emit("turn_over", seat=w.active, reason="one_army_each")
        _next_turn(w)
    return w.freeze(), w.events


def _left_with_one_army_each(w: _Work) -> bool:
    """COME SI GIOCA: the turn ends when the player "rimane con una sola armata per presidiare
    ciascuno dei suoi territori".  Checked once he is back in his main step after attacking
    (step 5): before the first attack, step 4 still lets him play Reinforcements.  Step 6 has
    nothing to move then (one army always stays).  Only the armies on the board count: waiting
    for a possible hidden-army reveal would tell everyone that one lies under his territories."""
    if w.option("rules_edition") < EDITION_ONE_ARMY_EACH:  # old saves played on (docs/europa.md)
        return False
    if w.phase != MAIN or not w.attacked or w.actor != w.active:
        return False
    return all(n == GARRISON for o, n in zip(w.owner, w.armies) if o == w.active)


def _tid(arg: Any) -> int:
    return B.INDEX[str(arg)]


# --- setup


def _do_fortress(w: _Work, seat: int, args: tuple[Any, ...]) -> None:
    t = _tid(args[0])
    w.fortress[seat] = t
    w.sites[seat] = t
    w.banners[seat] = [w.empire[seat]]
    w.emit("fortress", seat=seat, territory=T[t], empire=w.empire[seat])
    i = w.order.index(seat)
    if i + 1 < len(w.order):
        w.actor = w.order[i + 1]
        _draw_banner(w, w.actor)
        return
    # S5: one army on every territory of one's own empire.
    for p in w.order:
        for t in B.MEMBERS[w.empire[p]]:
            w.owner[t] = p
            w.armies[t] = 1
            w.allot[p] -= 1
        w.emit("own_empire", seat=p, empire=w.empire[p])
    w.phase = CLAIM
    w.actor = w.order[0]  # claiming starts with the first player


def _do_claim(w: _Work, seat: int, args: tuple[Any, ...]) -> None:
    t = _tid(args[0])
    w.owner[t] = seat
    w.armies[t] = 1
    w.allot[seat] -= 1
    w.emit("claim", seat=seat, territory=T[t])
    if -1 in w.owner:
        nxt = _next_in_order(w, seat, lambda p: w.allot[p] > 0)
        if nxt != -1:
            w.actor = nxt
            return
    # S7 carries on the rotation after the last claimer, or restarts with the first player (option).
    w.phase = BULK_PHASE
    start = w.order[-1] if w.option("bulk_starts_with_first_player") else seat
    nxt = _next_in_order(w, start, lambda p: w.allot[p] > 0)
    if nxt == -1:
        _start_hide(w)
    else:
        w.actor = nxt


def _do_bulk(w: _Work, seat: int, args: tuple[Any, ...]) -> None:
    t = _tid(args[0])
    n = min(BULK, w.allot[seat])
    w.armies[t] += n
    w.allot[seat] -= n
    w.emit("bulk", seat=seat, territory=T[t], armies=n)
    nxt = _next_in_order(w, seat, lambda p: w.allot[p] > 0)
    if nxt == -1:
        _start_hide(w)
    else:
        w.actor = nxt


def _start_hide(w: _Work) -> None:
    w.phase = HIDE
    w.actor = -1


def _do_hide(w: _Work, seat: int, args: tuple[Any, ...]) -> None:
    t = _tid(args[0])
    w.records = w.records + ((seat, t, False),)
    w.emit("hide", seat=seat)
    w.emit("hide_secret", seat=seat, territory=T[t], private_to=seat)
    if len({r[0] for r in w.records}) < w.players:
        return
    # S9: three cards each, face down; then the first turn.
    for p in w.order:
        _draw(w, p, HAND_DEAL)
    w.round = 1
    _begin_turn(w, w.order[0])


# --- cards and turns


def _draw(w: _Work, seat: int, n: int) -> None:
    """Draw ``n`` cards for ``seat`` (§4.7): reshuffle the discards into a new pile when
    the pile runs out; skip what cannot be drawn (A-17); after the purge a Diplomat
    drawn leaves the game and is replaced (A-20)."""
    got: list[str] = []
    while len(got) < n:
        if not w.deck:
            if not w.discard:
                w.emit("no_cards", seat=seat, missing=n - len(got))
                break
            w.deck = w.rand.shuffled(w.discard)
            w.discard = []
            w.emit("reshuffle", cards=len(w.deck), reveal=True)
        card = w.deck.pop(0)
        if w.purged and card == DIPLOMAT:
            w.removed.append(card)
            w.emit("diplomat_removed", seat=seat, reveal=True)
            continue
        got.append(card)
    if got:
        w.hands[seat] += got
        w.emit("draw", seat=seat, count=len(got), reveal=True)
        w.emit("cards", seat=seat, cards=got, private_to=seat, reveal=True)


def _begin_turn(w: _Work, seat: int) -> None:
    w.active = seat
    w.actor = seat
    w.attacked = False
    w.admiral_used = False
    w.emit("turn", seat=seat, round=w.round)
    # Truces made by this player end now and their Diplomats are discarded (§4.6).
    for p, q in [t for t in w.truces if t[0] == seat]:
        w.truces.remove((p, q))
        w.discard.append(DIPLOMAT)
        w.emit("truce_end", seat=p, target=q)
    supply = supplementary(w.state(), seat)
    if supply["total"] > 0:
        w.emit("supply", seat=seat, **supply)
        w.phase = PLACE
        w.pending = supply["total"]
        w.why = WHY_SUPPLY
    else:
        _turn_draws(w)


def _turn_draws(w: _Work) -> None:
    """Steps 2 and 3: refill to three, then one more."""
    seat = w.active
    _draw(w, seat, max(0, HAND_REFILL - len(w.hands[seat])) + TURN_DRAW)
    w.phase = MAIN
    w.actor = seat


def _next_turn(w: _Work) -> None:
    nxt = _next_in_order(w, w.active)
    if w.order.index(nxt) <= w.order.index(w.active):
        w.round += 1
        limit = w.option("max_rounds")
        if limit and w.round > limit:
            w.emit("round_limit", rounds=limit)
            _game_over(w, -1)
            return
    _begin_turn(w, nxt)


def _game_over(w: _Work, winner: int) -> None:
    w.winner = winner
    w.phase = OVER
    w.actor = -1
    w.pending = 0
    w.why = ""
    w.pair = ()
    if winner >= 0:
        w.emit("victory", seat=winner)


def _do_place(w: _Work, seat: int, args: tuple[Any, ...]) -> None:
    t, n = _tid(args[0]), int(args[1])
    w.armies[t] += n
    w.pending -= n
    w.emit("place", seat=seat, territory=T[t], armies=n)
    if w.pending:
        return
    why, w.why = w.why, ""
    if why == WHY_SUPPLY:
        _turn_draws(w)
    else:
        w.phase = MAIN


def _take(w: _Work, seat: int, card: str) -> None:
    w.hands[seat].remove(card)


def _do_reinforce(w: _Work, seat: int, args: tuple[Any, ...]) -> None:
    k = int(args[0])
    slots = TRACK_SLOTS[len(w.track) : len(w.track) + k]
    for _ in range(k):
        _take(w, seat, REINFORCEMENTS)
        w.track.append(seat)
    gain = sum(slots)
    w.emit("reinforce", seat=seat, slots=list(slots), armies=gain)
    w.phase = PLACE
    w.pending = gain
    w.why = WHY_REINFORCE


def _do_diplomat(w: _Work, seat: int, args: tuple[Any, ...]) -> None:
    q = int(args[0])
    _take(w, seat, DIPLOMAT)
    w.truces.append((seat, q))
    w.emit("diplomat", seat=seat, target=q)


def _do_spy(w: _Work, seat: int, args: tuple[Any, ...]) -> None:
    q = int(args[0])
    _take(w, seat, SPY)
    w.spy = (seat, q)
    w.phase = SPY_REPLY
    w.actor = q
    w.emit("spy", seat=seat, target=q)


def _do_counter_spy(w: _Work, seat: int, args: tuple[Any, ...]) -> None:
    spier, _ = w.spy
    _take(w, seat, SPY)
    w.discard += [SPY, SPY]
    w.spy = ()
    w.phase = MAIN
    w.actor = spier
    w.emit("counter_spy", seat=seat, target=spier)


def _do_allow(w: _Work, seat: int, args: tuple[Any, ...]) -> None:
    spier, _ = w.spy
    w.phase = SPY_PICK
    w.actor = spier
    w.emit("spy_allowed", seat=seat, spy=spier)
    w.emit("spy_sees", seat=spier, target=seat, cards=list(sort_hand(w.hands[seat])), private_to=spier, reveal=True)


def _do_take(w: _Work, seat: int, args: tuple[Any, ...]) -> None:
    _, q = w.spy
    card = str(args[0])
    _take(w, q, card)
    w.discard += [SPY, card]
    w.spy = ()
    w.phase = MAIN
    w.actor = seat
    w.emit("spy_take", seat=seat, target=q, card=card, reveal=True)


# --- hidden armies


def _reveal(w: _Work, seat: int, t: int) -> None:
    rec = (seat, t, False)
    recs = list(w.records)
    recs[recs.index(rec)] = (seat, t, True)
    w.records = tuple(recs)
    v = w.track_value
    w.armies[t] += v
    w.emit("hidden_revealed", seat=seat, territory=T[t], armies=v, reveal=True)


def _do_reveal(w: _Work, seat: int, args: tuple[Any, ...]) -> None:
    _reveal(w, seat, _tid(args[0]))


# --- attacks


def _start_attack(w: _Work, seat: int, src: int, dst: int, sea: bool) -> None:
    if w.armies[src] <= GARRISON:  # one army: the hidden armies make the attack possible (§7a)
        _reveal(w, seat, src)
    w.attacked = True
    defender = w.owner[dst]
    w.attack = Attack(src, dst, defender, sea=sea)
    w.emit("sea_attack" if sea else "attack", seat=seat, source=T[src], target=T[dst], defender=defender)
    w.phase = BOARD if sea else ATTACK
    w.actor = seat


def _do_attack(w: _Work, seat: int, args: tuple[Any, ...]) -> None:
    _start_attack(w, seat, _tid(args[0]), _tid(args[1]), sea=False)


def _do_sea_attack(w: _Work, seat: int, args: tuple[Any, ...]) -> None:
    w.pair = (_tid(args[0]),)
    w.phase = SAIL


def _do_sail(w: _Work, seat: int, args: tuple[Any, ...]) -> None:
    src = w.pair[0]
    w.pair = ()
    _take(w, seat, ADMIRAL)
    w.admiral_used = True
    _start_attack(w, seat, src, _tid(args[0]), sea=True)


def _do_fortify(w: _Work, seat: int, args: tuple[Any, ...]) -> None:
    w.phase = FORTIFY


def _do_back(w: _Work, seat: int, args: tuple[Any, ...]) -> None:
    w.pair = ()
    w.phase = MAIN


def _do_board(w: _Work, seat: int, args: tuple[Any, ...]) -> None:
    a = w.attack
    assert a is not None
    k = int(args[0])
    w.armies[a.source] -= k
    w.attack = replace(a, ship=k)
    w.emit("board", seat=seat, armies=k)
    w.phase = ATTACK


def _do_bonus_card(card: str) -> Callable[[_Work, int, tuple[Any, ...]], None]:
    """The handler of the General or the Marshal card: the seat spends ``card`` and its bonus
    joins the attack (the card, its Attack field, the choice and the event share the name)."""

    def play(w: _Work, seat: int, args: tuple[Any, ...]) -> None:
        a = w.attack
        assert a is not None
        _take(w, seat, card)
        w.attack = replace(a, **{card: True})
        w.emit(card, seat=seat)

    return play


def _do_roll(w: _Work, seat: int, args: tuple[Any, ...]) -> None:
    a = w.attack
    assert a is not None
    n = int(args[0])
    w.attack = replace(a, dice=n)
    w.emit("declare", seat=seat, dice=n)
    w.phase = DEFEND
    w.actor = a.defender


def _do_defend(w: _Work, seat: int, args: tuple[Any, ...]) -> None:
    a = w.attack
    assert a is not None
    d = int(args[0])
    b = dice.roll(w.rand, a.dice, d, general=a.general, marshal=a.marshal)
    if a.sea:
        ship = a.ship - b.attacker_loses
    else:
        ship = 0
        w.armies[a.source] -= b.attacker_loses
    w.armies[a.target] -= b.defender_loses
    general, marshal = a.general, a.marshal
    w.emit(
        "battle",
        seat=w.active,
        defender=a.defender,
        source=T[a.source],
        target=T[a.target],
        attack=list(b.attack),
        defence=list(b.defence),
        attack_mod=list(b.attack_mod),
        defence_mod=list(b.defence_mod),
        attacker_loses=b.attacker_loses,
        defender_loses=b.defender_loses,
        reveal=True,
    )
    # General lost if the defence ties or beats the top attack die; Marshal lost if beaten (§4.3, §4.5).
    if general and not b.top_to_attacker:
        general = False
        w.discard.append(GENERAL)
        w.emit("general_lost", seat=w.active)
    if marshal and b.top_to_attacker:
        marshal = False
        w.discard.append(MARSHAL)
        w.emit("marshal_lost", seat=a.defender)
    a = replace(a, ship=ship, general=general, marshal=marshal, dice=0, last_dice=a.dice)
    w.attack = a
    w.actor = w.active
    if w.armies[a.target] == 0:
        _conquer(w)
    elif (a.ship if a.sea else w.armies[a.source] - GARRISON) <= 0:
        _end_attack(w, "exhausted")
    else:
        w.phase = ATTACK


def _do_stop(w: _Work, seat: int, args: tuple[Any, ...]) -> None:
    _end_attack(w, "stopped")


def _end_attack(w: _Work, reason: str) -> None:
    """The attack ends (§5.1): cards still in play go back to hand, the Admiral is
    discarded unless the target fell, armies left on the ship go home (A-18)."""
    a = w.attack
    assert a is not None
    conquered = reason == "conquest"
    if a.general:
        w.hands[w.active].append(GENERAL)
    if a.marshal:
        if a.defender in w.eliminated:
            w.discard.append(MARSHAL)
        else:
            w.hands[a.defender].append(MARSHAL)
    if a.sea:
        if conquered:
            w.hands[w.active].append(ADMIRAL)
        else:
            w.discard.append(ADMIRAL)
            w.armies[a.source] += a.ship
    w.emit(
        "attack_end",
        seat=w.active,
        reason=reason,
        general_kept=a.general,
        marshal_kept=a.marshal,
        admiral_kept=a.sea and conquered,
        returned=0 if conquered else a.ship,
    )
    w.attack = None
    w.phase = MAIN
    w.actor = w.active


def _conquer(w: _Work) -> None:
    """The target has no armies left (§5.4): it changes hands, the last dice move in."""
    a = w.attack
    assert a is not None
    seat = w.active
    w.owner[a.target] = seat
    if a.sea:
        w.armies[a.target] = a.ship  # all armies still aboard land (§4.4)
        w.attack = replace(a, ship=0)
        w.emit("conquest", seat=seat, territory=T[a.target], source=T[a.source], armies=a.ship, sea=True)
        _after_conquest(w)
        return
    w.armies[a.source] -= a.last_dice
    w.armies[a.target] = a.last_dice
    lo, hi = _advance_range(w.state())
    if hi > lo:
        w.phase = ADVANCE
        w.actor = seat
        return
    w.emit("conquest", seat=seat, territory=T[a.target], source=T[a.source], armies=lo, sea=False)
    _after_conquest(w)


def _do_advance(w: _Work, seat: int, args: tuple[Any, ...]) -> None:
    a = w.attack
    assert a is not None
    k = int(args[0])
    extra = k - a.last_dice
    w.armies[a.source] -= extra
    w.armies[a.target] += extra
    w.emit("conquest", seat=seat, territory=T[a.target], source=T[a.source], armies=k, sea=False)
    _after_conquest(w)


def _after_conquest(w: _Work) -> None:
    a = w.attack
    assert a is not None
    fortress_fell = w.fortress[a.defender] == a.target
    _end_attack(w, "conquest")
    if fortress_fell:
        _eliminate(w, a.defender, w.active, a.target, -1 if a.sea else a.source)
    else:
        _check_victory(w)


def _check_victory(w: _Work) -> None:
    win = victor(w.state())
    if win >= 0:
        _game_over(w, win)


# --- elimination (§6)


def _eliminate(w: _Work, e: int, c: int, fort: int, source: int) -> None:
    w.fortress[e] = -1  # F1
    moved = list(w.banners[e])
    w.banners[c] += moved  # F2
    w.banners[e] = []
    vacated = []
    for t in range(B.N_TERRITORIES):  # F3
        if w.owner[t] == e:
            w.owner[t] = -1
            w.armies[t] = 0
            vacated.append(t)
    cards = len(w.hands[e])
    if w.hands[e]:
        w.emit("cards_taken", seat=c, source=e, cards=list(sort_hand(w.hands[e])), private_to=c, reveal=True)
    w.hands[c] += w.hands[e]  # F5
    w.hands[e] = []
    for p, q in [t for t in w.truces if e in t]:  # a truce ends with either party
        w.truces.remove((p, q))
        w.discard.append(DIPLOMAT)
        w.emit("truce_end", seat=p, target=q)
    inherited = [r for r in w.records if r[0] == e and not r[2]]  # F6
    w.records = tuple(r for r in w.records if r not in inherited) + tuple((c, t, False) for _, t, _ in inherited)
    w.eliminated = w.eliminated + (e,)
    w.emit("eliminated", seat=e, by=c, banners=moved, cards=cards, hidden=len(inherited))
    alive = w.alive()
    if len(alive) == 1:  # F7
        _game_over(w, c)
        return
    if len(alive) == 2 and not w.purged:
        _purge(w)
    if vacated:
        w.redis = Redistribution(c, fort, source, tuple(vacated), c)
        w.phase = REDISTRIBUTE
        w.actor = c
        if _army_source(w, c) == -1:
            _redis_pass_to_others(w)
    else:
        _check_victory(w)


def _purge(w: _Work) -> None:
    """Two players left (§4.6, A-20): every Diplomat leaves the game, truces end,
    Diplomats in hand are replaced by draws."""
    w.purged = True
    for p, q in list(w.truces):
        w.truces.remove((p, q))
        w.removed.append(DIPLOMAT)
        w.emit("truce_end", seat=p, target=q)
    held = {p: w.hands[p].count(DIPLOMAT) for p in w.alive()}
    for p in w.alive():
        w.hands[p] = [c for c in w.hands[p] if c != DIPLOMAT]
    pool = w.deck.count(DIPLOMAT) + w.discard.count(DIPLOMAT)
    w.deck = [c for c in w.deck if c != DIPLOMAT]
    w.discard = [c for c in w.discard if c != DIPLOMAT]
    w.removed += [DIPLOMAT] * (sum(held.values()) + pool)
    w.emit("purge", replaced={str(p): n for p, n in held.items()})
    start = w.active if w.active in held else w.alive()[0]
    for p in [start] + [q for q in w.alive() if q != start]:
        if held[p]:
            _draw(w, p, held[p])


def _army_source(w: _Work, seat: int) -> int:
    """Where ``seat``'s next army for F4 comes from (A-24): the conquered fortress,
    then the attack's source, then (design) his largest stack, first in board order;
    -1 if no territory can spare an army."""
    r = w.redis
    assert r is not None
    if seat == r.conqueror:
        for t in (r.fortress, r.source):
            if t >= 0 and w.owner[t] == seat and w.armies[t] > GARRISON:
                return t
    best = -1
    for t in range(B.N_TERRITORIES):
        if w.owner[t] == seat and w.armies[t] > GARRISON and (best == -1 or w.armies[t] > w.armies[best]):
            best = t
    return best


def _occupy(w: _Work, seat: int, t: int) -> None:
    r = w.redis
    assert r is not None
    src = _army_source(w, seat)
    w.armies[src] -= 1
    w.owner[t] = seat
    w.armies[t] = 1
    w.redis = replace(r, vacated=tuple(v for v in r.vacated if v != t))
    w.emit("occupy", seat=seat, territory=T[t], source=T[src])


def _do_occupy(w: _Work, seat: int, args: tuple[Any, ...]) -> None:
    _occupy(w, seat, _tid(args[0]))
    r = w.redis
    assert r is not None
    if not r.vacated:
        _finish_redistribution(w)
    elif not r.others:
        if _army_source(w, seat) == -1:
            _redis_pass_to_others(w)
    else:
        _redis_next_other(w, seat)


def _do_done(w: _Work, seat: int, args: tuple[Any, ...]) -> None:
    _redis_pass_to_others(w)


def _redis_pass_to_others(w: _Work) -> None:
    r = w.redis
    assert r is not None
    w.redis = replace(r, others=True)
    _redis_next_other(w, r.conqueror)


def _redis_next_other(w: _Work, after: int) -> None:
    """The next other player, from ``after``'s left, able to spare an army; when
    nobody is, the conqueror fills what he can and the rest stays empty (A-24)."""
    r = w.redis
    assert r is not None
    nxt = _next_in_order(w, after, lambda p: p != r.conqueror and _army_source(w, p) != -1)
    if nxt != -1:
        w.redis = replace(r, chooser=nxt)
        w.actor = nxt
        return
    while r.vacated and _army_source(w, r.conqueror) != -1:
        _occupy(w, r.conqueror, r.vacated[0])
        r = w.redis
        assert r is not None
    if r.vacated:
        w.emit("left_empty", territories=[T[t] for t in r.vacated])
    _finish_redistribution(w)


def _finish_redistribution(w: _Work) -> None:
    w.redis = None
    w.phase = MAIN
    w.actor = w.active
    _check_victory(w)


# --- moves


def _do_move(w: _Work, seat: int, args: tuple[Any, ...]) -> None:
    w.pair = (_tid(args[0]), _tid(args[1]))
    w.why = WHY_MOVE
    w.phase = COUNT


def _do_enter(w: _Work, seat: int, args: tuple[Any, ...]) -> None:
    w.pair = (_tid(args[0]), _tid(args[1]))
    w.why = WHY_ENTER
    w.phase = COUNT


def _do_count(w: _Work, seat: int, args: tuple[Any, ...]) -> None:
    k = int(args[0])
    src, dst = w.pair
    w.armies[src] -= k
    w.armies[dst] += k
    why = w.why
    w.pair = ()
    w.why = ""
    if why == WHY_ENTER:
        w.owner[dst] = seat
        w.emit("enter", seat=seat, source=T[src], territory=T[dst], armies=k)
        w.phase = MAIN
        _check_victory(w)
        return
    w.emit("move", seat=seat, source=T[src], territory=T[dst], armies=k)
    _next_turn(w)  # step 6 is the last step of the turn


def _do_end_turn(w: _Work, seat: int, args: tuple[Any, ...]) -> None:
    w.emit("end_turn", seat=seat)
    _next_turn(w)


#: What each kind of choice does to the turn being built (apply's dispatch, one entry a kind legal() lists).
_HANDLERS: dict[str, Callable[[_Work, int, Args], None]] = {
    "fortress": _do_fortress,
    "claim": _do_claim,
    "bulk": _do_bulk,
    "hide": _do_hide,
    "place": _do_place,
    "reinforce": _do_reinforce,
    "diplomat": _do_diplomat,
    "spy": _do_spy,
    "counter_spy": _do_counter_spy,
    "allow": _do_allow,
    "take": _do_take,
    "attack": _do_attack,
    "sea_attack": _do_sea_attack,
    "sail": _do_sail,
    "fortify": _do_fortify,
    "back": _do_back,
    "board": _do_board,
    "general": _do_bonus_card(GENERAL),
    "marshal": _do_bonus_card(MARSHAL),
    "reveal": _do_reveal,
    "roll": _do_roll,
    "defend": _do_defend,
    "stop": _do_stop,
    "advance": _do_advance,
    "occupy": _do_occupy,
    "done": _do_done,
    "move": _do_move,
    "enter": _do_enter,
    "count": _do_count,
    "end_turn": _do_end_turn,
}
