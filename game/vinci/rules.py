"""Vinci's rules: setup, the legal choices of each phase, and applying them.

The turn structure follows spec sections 2-5; every REC of section 9 is
applied as the spec recommends, and the RECs with a real alternative are
options of :data:`SPEC`.  Virtual players (section 7) are seats the engine
plays itself: when one must act its only choice is ``virtual``, and applying
it runs the rulebook's algorithm (:mod:`game.vinci.virtual` picks among
:func:`phase_choices`) until a real seat must decide, every step in the
events.  Where an empire may conquer and at what cost is
:mod:`game.vinci.conquest`, shared with the virtual players.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from game.core import Choice, Rng
from game.core.choice import Args
from game.core.contract import deciding, listed, playing, remembers_last
from game.core.evolve import evolve
from game.core.graph import components

from . import board, tiles, virtual
from .conquest import conquest_cost, cost_breakdown, provinces, targets
from .scoring import empire_vp, working_declined_tiles
from .spec import EDITION_R1, SPEC, START_VP
from .state import (
    ABANDON,
    CIV_CHOICE,
    COHESION,
    COLLECT,
    DISTRIBUTE,
    EXPAND,
    FORT,
    NEUTRAL,
    OVER,
    REBIRTH,
    START,
    SURVIVORS,
    Occupant,
    Player,
    Slot,
    State,
)
from .state import DIPLOMACY as DIPLOMACY_PHASE

Event = dict[str, Any]

# --- rule numbers -----------------------------------------------------------------
#: VP target per player count [L90-99]; 6 players: 100 (REC-A1).
VP_TARGET = {3: 150, 4: 120, 5: 100, 6: 100}
#: Extra tokens per new civ per player count [L152-161].
EXTRA_TOKENS = {3: 8, 4: 6, 5: 4, 6: 3}
VARIANT_TARGET = 150  # solo / 2-player variant [L731-732]
VARIANT_REAL_EXTRA = 6  # a real seat in the variant [L744-746]
DISPLAY_SLOTS = 6  # pairs I..VI [L136-143]
SKIP_COST = 2  # VP per slot skipped: slot k costs 2(k-1) [L190-195]
VP_PER_SLOT_TOKEN = 2  # "Ognuno di questi gettoni rappresenta due Punti Vittoria" [L202-205]
DEFENDER_LOSS = 1  # "perderà in modo permanente un gettone" [L302-306]
#: Which seats the engine plays in each mode (the first player is random anyway).
VIRTUAL_SEATS = {"standard": (), "solo": (1, 2, 3), "duo": (1, 3)}
MAX_VIRTUAL_STEPS = 100_000  # guard: a virtual run is a few hundred steps at most

# --- setup ------------------------------------------------------------------------


def new_game(players: int, options: Mapping[str, Any] | None, seed: int) -> State:
    """The set-up state [L111-151]: scores on 10, a neutral on every
    non-mountain province, six pairs on display, a random first player who
    begins by choosing a civilisation.  Raises SetupError on bad setups.

    >>> s = new_game(4, {}, 1)
    >>> s.phase, len(s.display), len(s.bag), s.target
    ('civ_choice', 6, 40, 120)
    """
    opts = SPEC.check_new_game(players, options, seed)
    mode = opts["mode"]
    virtual = tuple(seat in VIRTUAL_SEATS[mode] for seat in range(players))
    target = opts["vp_target"] or _default_target(players, mode)
    rng = Rng(seed)
    bag = list(tiles.BAG)
    display = []
    for _ in range(DISPLAY_SLOTS):
        display.append(Slot(_draw_pair(bag, rng)))
    first = rng.randbelow(players)
    seats = tuple(Player(opts["ai_start_vp"] if v else START_VP) for v in virtual)
    occupancy = {r: Occupant(NEUTRAL, False, 1) for r in board.PROVINCE_IDS if not board.is_mountain(r)}
    return State(
        players=players,
        options=tuple(sorted(opts.items())),
        rng=rng.state,
        virtual=virtual,
        first=first,
        turn=first,
        round=0,
        phase=CIV_CHOICE,
        target=target,
        seats=seats,
        board=occupancy,
        display=tuple(display),
        bag=tuple(sorted(bag)),
    )


def _default_target(players: int, mode: str) -> int:
    """The rulebook's target: by player count [L90-99], 150 in the variant [L731-732]."""
    return VP_TARGET[players] if mode == "standard" else VARIANT_TARGET


def _draw_pair(bag: list[str], rng: Rng) -> tuple[str, str]:
    """Two tiles from the bag; a second Specialty goes back and is redrawn (REC-A5)."""
    first = bag.pop(rng.randbelow(len(bag)))
    while True:
        second = bag.pop(rng.randbelow(len(bag)))
        if not (first == tiles.SPECIALTY and second == tiles.SPECIALTY):
            break
        bag.append(second)
        bag.sort()
        if all(t == tiles.SPECIALTY for t in bag):  # nothing else left: cannot happen with 52 tiles
            break
    return first, second


def extra_tokens(state: State, seat: int) -> int:
    """Extra tokens a new civ of ``seat`` gets [L152-161, L744-746]."""
    if state.option("mode") == "standard":
        return EXTRA_TOKENS[state.players]
    return int(state.option("ai_extra_tokens")) if state.virtual[seat] else VARIANT_REAL_EXTRA


# --- queries ----------------------------------------------------------------------


def mult(state: State, seat: int, kind: str) -> int:
    """How strongly ``kind`` works for the active civ of ``seat``."""
    return tiles.multiplier(state.seats[seat].tiles, kind)


def to_act(state: State) -> frozenset[int]:
    """The seat that must decide now (the defender while placing survivors)."""
    if not playing(state, State, SPEC.name, is_over):
        return frozenset()
    if state.phase == SURVIVORS:
        return frozenset({state.survivors[0][0]})
    return frozenset({state.turn})


def is_over(state: State) -> bool:
    return state.phase == OVER


def wood_left(state: State) -> int:
    """Wood tokens not on the map (neutrals and forts share the 33) [L59-61]."""
    used = sum(1 for o in state.board.values() if o.owner == NEUTRAL) + sum(1 for o in state.board.values() if o.fort)
    return board.WOOD_TOKENS - used


def _cohesion_applies(state: State, seat: int) -> bool:
    """Messengers and virtual players ignore cohesion [L679-682, L720-721]."""
    return tiles.MESSENGERS not in state.seats[seat].tiles and not state.virtual[seat]


def _adjacency(state: State, seat: int) -> Mapping[str, frozenset[str]]:
    """Adjacency for cohesion: ordinary, plus sea links with Astronomy (REC-A44)."""
    return board.adjacency(tiles.ASTRONOMY in state.seats[seat].tiles)


def empire_parts(state: State, seat: int) -> list[list[str]]:
    """The connected parts of the active empire of ``seat``."""
    return components(_adjacency(state, seat), provinces(state, seat))


# --- legal choices ------------------------------------------------------------------


@remembers_last
def legal(state: State, seat: int) -> list[Choice]:
    """The choices open to ``seat`` now, in a stable order (empty if not to act)."""
    if not deciding(state, seat, State, SPEC.name, to_act):
        return []
    if state.virtual[seat]:
        return [Choice("virtual")]
    return phase_choices(state, seat)


def phase_choices(state: State, seat: int) -> list[Choice]:
    """The choices the current phase offers ``seat``, whether a person or the engine plays it
    (``legal`` lists them for a real seat; the virtual players pick among them)."""
    phase = state.phase
    p = state.seats[seat]
    if phase == CIV_CHOICE:
        out = []
        for k in range(1, len(state.display) + 1):
            cost = SKIP_COST * (k - 1)
            if cost <= p.score or state.option("allow_negative_vp"):
                out.append(Choice("take", (k,), targets=(f"slot-{k}",)))
        return out
    if phase == START:
        return [Choice("expand"), Choice("decline", targets=tuple(provinces(state, seat)))]
    if phase == DIPLOMACY_PHASE:
        chosen = {b for a, b in state.peace if a == seat}
        out = [Choice("peace", (s,)) for s in range(state.players) if s != seat and s not in chosen]
        return [*out, Choice("no_peace")]
    if phase == COLLECT:
        mine = provinces(state, seat)
        # Step 1 is "Raccogliere i gettoni o scegliere una provincia di partenza" [L270-271]:
        # a turn that collects never enters from the edge, so one province stays (docs/vinci.md R1).
        keep_one = state.option("rules_edition") >= EDITION_R1
        out = [Choice("abandon", (r,), targets=(r,)) for r in mine] if len(mine) > 1 or not keep_one else []
        return [*out, Choice("collected")]
    if phase == EXPAND:
        out = []
        mine = provinces(state, seat)
        for t in targets(state, seat):
            cost = conquest_cost(state, seat, t, mine)
            if cost <= p.hand:
                out.append(Choice("conquer", (t, cost), targets=(t,)))
            if state.spy_left and tiles.ESPIONAGE_COST <= p.hand:
                out.append(Choice("spy", (t,), targets=(t,)))
        return [*out, Choice("stop")]
    if phase == COHESION:
        return [Choice("keep", (part[0],), targets=tuple(part)) for part in empire_parts(state, seat)]
    if phase == ABANDON:
        return [Choice("drop", (r,), targets=(r,)) for r in _droppable(state, seat)]
    if phase in (DISTRIBUTE, SURVIVORS):
        region = state.order[0]
        lo, hi = _put_range(state)
        return [Choice("put", (region, n), targets=(region,)) for n in range(lo, hi + 1)]
    if phase == FORT:
        out = [Choice("fort", (r,), targets=(r,)) for r in _fort_sites(state, seat)]
        return [*out, Choice("no_fort")]
    if phase == REBIRTH:
        return [Choice("rebirth", targets=tuple(provinces(state, seat))), Choice("no_rebirth")]
    raise AssertionError(f"vinci: unknown phase {phase!r}")


def _droppable(state: State, seat: int) -> list[str]:
    """Provinces that may be given up when tokens are short, keeping the
    empire in one piece where cohesion applies [L402-405]."""
    mine = provinces(state, seat)
    if not _cohesion_applies(state, seat) or len(mine) <= 1:
        return mine
    adj = _adjacency(state, seat)
    return [r for r in mine if len(components(adj, [m for m in mine if m != r])) <= 1]


def _put_range(state: State) -> tuple[int, int]:
    """How many tokens the next province of ``order`` may get: at least one in
    the reorganisation (REC-A32), any number for survivors (REC-A11)."""
    rest = len(state.order) - 1
    if state.phase == DISTRIBUTE:
        return 1, state.pool - rest
    return 0, state.pool


def _fort_sites(state: State, seat: int) -> list[str]:
    if not state.option("unlimited_forts") and wood_left(state) <= 0:
        return []
    return [r for r in provinces(state, seat) if not state.board[r].fort]


# --- applying -----------------------------------------------------------------------


class _Turn:
    """A mutable working copy of a state while one choice is applied."""

    def __init__(self, state: State) -> None:
        self.s = state
        self.seats = list(state.seats)
        self.board = dict(state.board)
        self.display = list(state.display)
        self.bag = list(state.bag)
        self.rng = Rng.from_state(state.rng)
        self.f: dict[str, Any] = {
            "turn": state.turn,
            "round": state.round,
            "phase": state.phase,
            "peace": state.peace,
            "spy_left": state.spy_left,
            "forts_left": state.forts_left,
            "peace_left": state.peace_left,
            "slaves": state.slaves,
            "pool": state.pool,
            "order": state.order,
            "survivors": state.survivors,
            "ending": state.ending,
        }
        self.events: list[Event] = []

    def state(self) -> State:
        return evolve(
            self.s,
            seats=tuple(self.seats),
            board=dict(sorted(self.board.items())),
            display=tuple(self.display),
            bag=tuple(sorted(self.bag)),
            rng=self.rng.state,
            **self.f,
        )

    # small helpers
    def seat(self, s: int) -> Player:
        return self.seats[s]

    def set_seat(self, s: int, **changes: Any) -> None:
        self.seats[s] = evolve(self.seats[s], **changes)

    def provinces(self, s: int, declined: bool = False) -> list[str]:
        return sorted([r for r, o in self.board.items() if o.owner == s and o.declined == declined])

    def emit(self, kind: str, **data: Any) -> None:
        self.events.append({"type": kind, **data})

    def add_score(self, s: int, delta: int, why: str) -> None:
        if not delta:
            return
        score = self.seats[s].score + delta
        self.set_seat(s, score=score)
        self.emit("score", seat=s, delta=delta, total=score, why=why)
        if score >= self.s.target and not self.f["ending"]:
            self.f["ending"] = True
            self.emit("target_reached", seat=s, target=self.s.target)


def apply(state: State, seat: int, choice: Choice) -> tuple[State, list[Event]]:
    """The state after ``seat`` makes ``choice``, and the events.

    Raises IllegalMove (state untouched) unless the choice is listed by legal().
    """
    found = listed(state, seat, choice, State, SPEC.name, legal, _step)
    if found.kind == "virtual":
        return _play_virtual(state)
    return _apply_phase_choice(state, seat, found)


def _apply_phase_choice(state: State, seat: int, choice: Choice) -> tuple[State, list[Event]]:
    w = _Turn(state)
    _dispatch(w, seat, choice)
    return w.state(), w.events


def _play_virtual(state: State) -> tuple[State, list[Event]]:
    """Run virtual seats until a real seat must decide or the game ends (section 7)."""
    events: list[Event] = []
    plans: dict[tuple[int, str, int], dict[str, int]] = {}
    for _ in range(MAX_VIRTUAL_STEPS):
        if state.phase == OVER:
            break
        (seat,) = to_act(state)
        if not state.virtual[seat]:
            break
        dice = virtual.Dice(state, seat, events)
        choice = virtual.decide(state, seat, phase_choices(state, seat), dice, plans)
        state = evolve(state, rng=dice.rng.state)
        state, more = _apply_phase_choice(state, seat, choice)
        events.extend(more)
    return state, events


def rulebook_choice(state: State, seat: int, dice_state: int) -> Choice:
    """What the rulebook's algorithm would choose for ``seat`` now, virtual or not
    (the bots' "virtual" level asks it for a real seat), with its dice drawn
    from the RNG state ``dice_state`` rather than the game's.  Nothing is
    applied and the rolls are not logged.  Where the algorithm has no rule
    (cohesion, which virtual players ignore) it returns the first listed
    choice; the caller checks the result against ``legal``."""
    dice = virtual.Dice(evolve(state, rng=dice_state), seat, [])
    return virtual.decide(state, seat, phase_choices(state, seat), dice)


def _step(state: State) -> str:
    return {
        CIV_CHOICE: "choosing a civilisation",
        START: "choosing between an expansion and a decline",
        DIPLOMACY_PHASE: "choosing an opponent for Diplomacy",
        COLLECT: "collecting tokens",
        EXPAND: "expanding",
        COHESION: "choosing the part of the empire to keep",
        ABANDON: "choosing provinces to abandon",
        DISTRIBUTE: "reorganising tokens",
        FORT: "placing a fort",
        REBIRTH: "deciding on Rebirth",
        SURVIVORS: "placing survivors",
        OVER: "after the end of the game",
    }[state.phase]


def _dispatch(w: _Turn, seat: int, c: Choice) -> None:
    _HANDLERS[c.kind](w, seat, c.args)


def _do_take(w: _Turn, seat: int, args: Args) -> None:
    _take_civ(w, seat, int(args[0]))  # type: ignore[arg-type]
    _end_turn(w)


def _do_expand(w: _Turn, seat: int, args: Args) -> None:
    w.emit("expansion_turn", seat=seat)
    civ = w.seat(seat).tiles
    if tiles.DIPLOMACY in civ:
        w.f["peace_left"] = tiles.multiplier(civ, tiles.DIPLOMACY)
        w.f["phase"] = DIPLOMACY_PHASE
    else:
        _start_collect(w, seat)


def _do_decline(w: _Turn, seat: int, args: Args) -> None:
    _decline(w, seat, score=True)
    w.f["phase"] = CIV_CHOICE


def _do_peace(w: _Turn, seat: int, args: Args) -> None:
    other = int(args[0])  # type: ignore[arg-type]
    w.f["peace"] = tuple(sorted(w.f["peace"] + ((seat, other),)))
    w.f["peace_left"] -= 1
    w.emit("peace", seat=seat, other=other)
    if w.f["peace_left"] <= 0:
        _start_collect(w, seat)


def _do_no_peace(w: _Turn, seat: int, args: Args) -> None:
    w.f["peace_left"] = 0
    w.emit("no_peace", seat=seat)
    _start_collect(w, seat)


def _do_abandon(w: _Turn, seat: int, args: Args) -> None:
    region = str(args[0])
    occ = w.board.pop(region)
    w.set_seat(seat, hand=w.seat(seat).hand + occ.tokens)
    w.emit("abandon", seat=seat, region=region, tokens=occ.tokens, fort=occ.fort)


def _do_collected(w: _Turn, seat: int, args: Args) -> None:
    w.emit("collected", seat=seat, hand=w.seat(seat).hand)
    w.f["phase"] = EXPAND


def _do_conquer(w: _Turn, seat: int, args: Args) -> None:
    _conquer(w, seat, str(args[0]), spy=False)


def _do_spy(w: _Turn, seat: int, args: Args) -> None:
    _conquer(w, seat, str(args[0]), spy=True)


def _do_stop(w: _Turn, seat: int, args: Args) -> None:
    w.emit("expansion_end", seat=seat)
    _start_reorganisation(w, seat)


def _do_keep(w: _Turn, seat: int, args: Args) -> None:
    _keep_part(w, seat, str(args[0]))


def _do_drop(w: _Turn, seat: int, args: Args) -> None:
    region = str(args[0])
    occ = w.board.pop(region)
    w.emit("abandon", seat=seat, region=region, tokens=0, fort=occ.fort)
    _after_cohesion(w, seat)


def _do_put(w: _Turn, seat: int, args: Args) -> None:
    _put(w, seat, str(args[0]), int(args[1]))  # type: ignore[arg-type]


def _do_fort(w: _Turn, seat: int, args: Args) -> None:
    region = str(args[0])
    w.board[region] = evolve(w.board[region], fort=True)
    w.f["forts_left"] -= 1
    w.emit("fort", seat=seat, region=region)
    if w.f["forts_left"] <= 0 or not _fort_sites(w.state(), seat):
        _score_expansion(w, seat)


def _do_no_fort(w: _Turn, seat: int, args: Args) -> None:
    w.f["forts_left"] = 0
    _score_expansion(w, seat)


def _do_rebirth(w: _Turn, seat: int, args: Args) -> None:
    w.emit("rebirth", seat=seat)
    _decline(w, seat, score=False)
    w.f["phase"] = CIV_CHOICE


def _do_no_rebirth(w: _Turn, seat: int, args: Args) -> None:
    _end_turn(w)


def _take_civ(w: _Turn, seat: int, k: int) -> None:
    """Choose display slot ``k`` (section 2)."""
    cost = SKIP_COST * (k - 1)
    for i in range(k - 1):
        w.display[i] = evolve(w.display[i], vp_tokens=w.display[i].vp_tokens + 1)
    slot = w.display.pop(k - 1)
    pair = slot.tiles
    hand = tiles.start_tokens(pair, extra_tokens(w.s, seat))
    w.set_seat(seat, tiles=tuple(pair), hand=hand, entered=False)
    w.emit("civ_taken", seat=seat, slot=k, tiles=list(pair), cost=cost, vp_tokens=slot.vp_tokens, tokens=hand)
    w.add_score(seat, -cost, "civ_cost")
    w.add_score(seat, VP_PER_SLOT_TOKEN * slot.vp_tokens, "civ_tokens")
    new = _draw_pair(w.bag, w.rng)
    w.display.append(Slot(new))
    w.emit("tiles_drawn", tiles=list(new), reveal=True)


def _start_collect(w: _Turn, seat: int) -> None:
    """Step 1 of an expansion turn: bonuses, then every token but one per province [L275-292]."""
    p = w.seat(seat)
    civ = p.tiles
    bonus = tiles.MEDICINE_TOKENS * tiles.multiplier(civ, tiles.MEDICINE)
    bonus += tiles.FIELD_MARSHAL_TOKENS * tiles.multiplier(civ, tiles.FIELD_MARSHAL)
    taken = 0
    for r in w.provinces(seat):
        occ = w.board[r]
        if occ.tokens > 1:
            taken += occ.tokens - 1
            w.board[r] = evolve(occ, tokens=1)
    w.set_seat(seat, hand=p.hand + taken + bonus)
    w.f["spy_left"] = tiles.multiplier(civ, tiles.ESPIONAGE)
    w.f["slaves"] = 0
    w.emit("collect", seat=seat, tokens=taken, bonus=bonus, hand=p.hand + taken + bonus)
    w.f["phase"] = COLLECT if w.provinces(seat) else EXPAND


def _conquer(w: _Turn, seat: int, target: str, spy: bool) -> None:
    """Sections 3.4-3.6: pay, the defender loses one token, survivors wait, contact rule."""
    state = w.state()
    terms = [("espionage", tiles.ESPIONAGE_COST)] if spy else cost_breakdown(state, seat, target)
    cost = tiles.ESPIONAGE_COST if spy else conquest_cost(state, seat, target)
    if spy:
        w.f["spy_left"] -= 1
    p = w.seat(seat)
    occ = w.board.get(target)
    eliminated = 0
    defender: int | None = None
    if occ is not None:
        if occ.owner == NEUTRAL:
            eliminated = DEFENDER_LOSS
        elif occ.tokens > 0:
            eliminated = min(DEFENDER_LOSS, occ.tokens)
            defender = occ.owner
            survivors = occ.tokens - eliminated
            if survivors:
                _add_survivors(w, occ.owner, occ.declined, survivors)
    w.board[target] = Occupant(seat, False, cost)
    w.set_seat(seat, hand=p.hand - cost, entered=True)
    w.emit(
        "conquer",
        seat=seat,
        region=target,
        cost=cost,
        terms=[[k, v] for k, v in terms],
        defender=defender if defender is not None else (NEUTRAL if occ and occ.owner == NEUTRAL else None),
        declined=bool(occ and occ.declined),
        lost=eliminated,
        fort=bool(occ and occ.fort),
    )
    if occ is not None and occ.owner >= 0 and occ.declined and not w.provinces(occ.owner, True):
        _end_declined(w, occ.owner)
    if tiles.HERITAGE not in p.tiles:
        for d in sorted(board.NEIGHBOURS[target]):
            o = w.board.get(d)
            if o is not None and o.owner == seat and o.declined:
                del w.board[d]
                w.emit("contact", seat=seat, region=d, tokens=o.tokens)
        if not w.provinces(seat, True) and w.seat(seat).declined_tiles:
            _end_declined(w, seat)
    slaves = eliminated * tiles.multiplier(p.tiles, tiles.SLAVERY)
    if slaves:
        w.f["slaves"] += slaves


def _add_survivors(w: _Turn, owner: int, declined: bool, n: int) -> None:
    items = list(w.f["survivors"])
    for i, (s, d, k) in enumerate(items):
        if s == owner and d == declined:
            items[i] = (s, d, k + n)
            break
    else:
        items.append((owner, declined, n))
    w.f["survivors"] = tuple(items)


def _end_declined(w: _Turn, owner: int) -> None:
    """A declined empire left the map: its persistent tiles go back (REC-A12, A18)."""
    back = w.seat(owner).declined_tiles
    w.bag.extend(back)
    w.set_seat(owner, declined_tiles=())
    w.f["survivors"] = tuple(x for x in w.f["survivors"] if not (x[0] == owner and x[1]))
    w.emit("declined_empire_gone", seat=owner, tiles=list(back))


def _start_reorganisation(w: _Turn, seat: int) -> None:
    """Step 3 (section 3.7): every token of the active empire goes back to be placed."""
    mine = w.provinces(seat)
    p = w.seat(seat)
    total = p.hand + sum(w.board[r].tokens for r in mine)
    marshal = tiles.FIELD_MARSHAL_TOKENS * tiles.multiplier(p.tiles, tiles.FIELD_MARSHAL)
    if marshal:
        # Field Marshal's tokens are temporary, even when the empire holds nothing (REC-A25).
        removed = min(marshal, total)
        total -= removed
        w.emit("marshal_leaves", seat=seat, tokens=removed)
    if not mine:
        # REC-A14: no province; the tokens stay in hand for the next turn.
        w.set_seat(seat, hand=total)
        _score_expansion(w, seat)
        return
    for r in mine:
        w.board[r] = evolve(w.board[r], tokens=0)
    w.set_seat(seat, hand=0)
    w.f["pool"] = total
    state = w.state()
    if _cohesion_applies(state, seat) and len(empire_parts(state, seat)) > 1:
        w.f["phase"] = COHESION
        return
    _after_cohesion(w, seat)


def _keep_part(w: _Turn, seat: int, region: str) -> None:
    for part in empire_parts(w.state(), seat):
        if region in part:
            continue
        for r in part:
            occ = w.board.pop(r)
            w.emit("abandon", seat=seat, region=r, tokens=0, fort=occ.fort)
    w.emit("cohesion", seat=seat, region=region)
    _after_cohesion(w, seat)


def _after_cohesion(w: _Turn, seat: int) -> None:
    """Drop provinces while tokens are short, then distribute [L402-405]."""
    mine = w.provinces(seat)
    if len(mine) > w.f["pool"]:
        w.f["phase"] = ABANDON
        return
    if not mine:
        w.set_seat(seat, hand=w.f["pool"])
        w.f["pool"] = 0
        _score_expansion(w, seat)
        return
    w.f["order"] = tuple(mine)
    w.f["phase"] = DISTRIBUTE
    _advance_puts(w, seat)


def _put(w: _Turn, seat: int, region: str, n: int) -> None:
    w.board[region] = evolve(w.board[region], tokens=w.board[region].tokens + n)
    w.f["pool"] -= n
    w.f["order"] = w.f["order"][1:]
    w.emit("put", seat=seat, region=region, tokens=n)  # even 0: every choice shows in the log
    _advance_puts(w, seat)


def _advance_puts(w: _Turn, seat: int) -> None:
    """Place forced amounts by themselves; stop at the next real decision."""
    while w.f["order"]:
        order = w.f["order"]
        lo, hi = (1, w.f["pool"] - (len(order) - 1)) if w.f["phase"] == DISTRIBUTE else (0, w.f["pool"])
        if len(order) > 1 and lo < hi:
            return
        region = order[0]
        n = w.f["pool"] if len(order) == 1 else lo
        w.board[region] = evolve(w.board[region], tokens=w.board[region].tokens + n)
        w.f["pool"] -= n
        w.f["order"] = order[1:]
        if n:
            w.emit("put", seat=seat, region=region, tokens=n)
    if w.f["phase"] == DISTRIBUTE:
        w.emit("reorganised", seat=seat)
        _fortify(w, seat)
    else:
        w.f["survivors"] = w.f["survivors"][1:]
        _place_survivors(w)


def _fortify(w: _Turn, seat: int) -> None:
    civ = w.seat(seat).tiles
    n = tiles.multiplier(civ, tiles.FORTIFICATION)
    if n and _fort_sites(w.state(), seat):
        w.f["forts_left"] = n
        w.f["phase"] = FORT
        return
    _score_expansion(w, seat)


def _score_expansion(w: _Turn, seat: int) -> None:
    """Step 4 (section 3.9): active empire, declined empire, slaves."""
    p = w.seat(seat)
    agri = bool(w.s.option("agriculture_all"))
    active = empire_vp(w.board, seat, False, p.tiles, agri)
    declined = empire_vp(w.board, seat, True, working_declined_tiles(p.declined_tiles), agri)
    w.emit("turn_score", seat=seat, active=active, declined=declined, slaves=w.f["slaves"])
    w.add_score(seat, active + declined + w.f["slaves"], "turn")
    w.f["slaves"] = 0
    w.f["spy_left"] = 0
    if tiles.REBIRTH in p.tiles:
        w.f["phase"] = REBIRTH
        return
    _end_turn(w)


def _decline(w: _Turn, seat: int, score: bool) -> None:
    """Section 4.1: tiles back, old declined empire gone, shrink, score."""
    p = w.seat(seat)
    keep = tuple(t for t in p.tiles if t in tiles.PERSISTENT)
    w.bag.extend(t for t in p.tiles if t not in tiles.PERSISTENT)
    old = w.provinces(seat, True)
    for r in old:
        del w.board[r]
    w.bag.extend(p.declined_tiles)
    lost = []
    kept = []
    for r in w.provinces(seat):
        occ = w.board[r]
        if occ.tokens <= 1:
            del w.board[r]
            lost.append(r)
        else:
            w.board[r] = evolve(occ, tokens=occ.tokens - 1, declined=True)
            kept.append(r)
    if not kept:
        w.bag.extend(keep)
        keep = ()
    w.set_seat(seat, tiles=(), hand=0, entered=False, declined_tiles=keep)
    w.emit(
        "decline", seat=seat, tiles=list(p.tiles), removed=old, lost=lost, kept=kept, held=p.hand, persistent=list(keep)
    )
    if score:
        vp = empire_vp(w.board, seat, True, keep, bool(w.s.option("agriculture_all")))
        w.emit("turn_score", seat=seat, active=0, declined=vp, slaves=0)
        w.add_score(seat, vp, "turn")


def _end_turn(w: _Turn) -> None:
    """The attacker's turn is over: defenders place survivors (REC-A11), then the next seat."""
    w.f["spy_left"] = 0
    w.f["forts_left"] = 0
    w.f["peace_left"] = 0
    _place_survivors(w)


def _place_survivors(w: _Turn) -> None:
    while w.f["survivors"]:
        owner, declined, n = w.f["survivors"][0]
        where = w.provinces(owner, declined)
        if not where:
            if not declined:
                w.set_seat(owner, hand=w.seat(owner).hand + n)
                w.emit("survivors_held", seat=owner, tokens=n)
            w.f["survivors"] = w.f["survivors"][1:]
            continue
        if len(where) == 1:
            w.board[where[0]] = evolve(w.board[where[0]], tokens=w.board[where[0]].tokens + n)
            w.emit("put", seat=owner, region=where[0], tokens=n)
            w.f["survivors"] = w.f["survivors"][1:]
            continue
        w.f["phase"] = SURVIVORS
        w.f["order"] = tuple(where)
        w.f["pool"] = n
        return
    w.f["order"] = ()
    w.f["pool"] = 0
    _next_turn(w)


def _next_turn(w: _Turn) -> None:
    n = w.s.players
    last = (w.s.first - 1) % n
    if w.f["ending"] and w.f["turn"] == last:
        w.f["phase"] = OVER
        w.emit("game_over", scores=[p.score for p in w.seats])
        return
    turn = (w.f["turn"] + 1) % n
    if turn == w.s.first:
        w.f["round"] += 1
    w.f["turn"] = turn
    # Diplomacy lasts until the diplomat's next turn (REC-A23).
    w.f["peace"] = tuple(pair for pair in w.f["peace"] if pair[0] != turn)
    w.f["phase"] = CIV_CHOICE if w.f["round"] == 0 else START
    w.emit("turn", seat=turn, round=w.f["round"])


#: What each kind of choice does to the turn being built (apply's dispatch, one entry a kind
#: legal() lists; the virtual seats' own kind is played by _play_virtual).
_HANDLERS: dict[str, Callable[[_Turn, int, Args], None]] = {
    "take": _do_take,
    "expand": _do_expand,
    "decline": _do_decline,
    "peace": _do_peace,
    "no_peace": _do_no_peace,
    "abandon": _do_abandon,
    "collected": _do_collected,
    "conquer": _do_conquer,
    "spy": _do_spy,
    "stop": _do_stop,
    "keep": _do_keep,
    "drop": _do_drop,
    "put": _do_put,
    "fort": _do_fort,
    "no_fort": _do_no_fort,
    "rebirth": _do_rebirth,
    "no_rebirth": _do_no_rebirth,
}
