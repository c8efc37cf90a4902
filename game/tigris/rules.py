"""The rules of Tigris & Euphrates: who acts, what is legal, what a choice does.

Every input is a :class:`Choice` listed by :func:`legal`.  The kinds are:

=================  =======================================  ====================
kind               args                                     phase
=================  =======================================  ====================
``leader``         (colour, square): place or move          action (IT L201)
``withdraw``       (colour,)                                action (spec A-4)
``tile``           (colour, square)                         action (IT L202)
``catastrophe``    (square,)                                action (IT L321-339)
``swap``           (colour, colour, ...) the tiles dropped  action (IT L340-344)
``end``            ()  end the turn now                     action (spec A-2)
``war``            (colour,) the war to fight next          war_order (IT L438-440)
``commit``         (n,) tiles committed to the conflict     commit (IT L386-388)
``building``       (colour, square)                         building (IT L663-670)
``no_building``    ()                                       building
``monument``       (monument id, top-left square)           monument (IT L540-551)
``ziggurat``       (centre square,)                         monument (IT L688-691)
``no_monument``    ()                                       monument
``treasure``       (square,)                                treasure (IT L588-593)
``cube``           (colour,)                                cube (IT L692-693)
=================  =======================================  ====================

Set-up order, for deterministic replays (spec 1.3 [rec]): shuffle the bag
with the seeded RNG, draw the start seat, deal 6 tiles to each seat
clockwise from the start seat.

Colours are named (``"red"``), squares are algebraic ids (``"F4"``).
Automatic work (VP, conflicts' outcome, forced removals, refills, the end
of the game) is done by :func:`_run`, which carries out the queued steps of
``State.steps`` until a decision is needed.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import replace
from itertools import product
from typing import Any, NamedTuple

from game.core import Choice, Rng
from game.core.choice import Arg, Args
from game.core.contract import deciding, listed, playing

from .board import SIDES, Board, Square
from .pieces import (
    ACTIONS_PER_TURN,
    BLACK,
    BLUE,
    BUILDING_TILE_VP,
    CATASTROPHE,
    CATASTROPHES_PER_PLAYER,
    CI,
    COLOUR_BY_NAME,
    COLOUR_NAMES,
    COLOURS,
    EMPTY,
    GAME_END_TREASURES,
    GREEN,
    HAND_SIZE,
    LINE_FOR_BUILDING,
    MONUMENT_COLOURS,
    MONUMENTS,
    RED,
    REVOLT_VP,
    TILE_VP,
    TILES_IN_BOX,
    ZIGGURAT,
    is_face_up,
    is_leader,
    leader_code,
)
from .spec import SPEC
from .state import (
    ACTION,
    BUILDING,
    CELL_FACT,
    COMMIT,
    CUBE,
    MONUMENT,
    NOWHERE,
    OVER,
    STEP_BUILDING,
    STEP_END_ACTION,
    STEP_END_TURN,
    STEP_MONUMENT,
    STEP_REFILL,
    STEP_WARS,
    TREASURE,
    WAR_ORDER,
    Conflict,
    Counts,
    State,
    bump,
    cached,
    counts_of,
    evolve,
    kingdom_flags,
    kingdoms_around,
    label_regions,
    leader_squares,
    regions,
    set_at,
)

Event = dict[str, Any]

_STEP_NAMES = {
    ACTION: "choosing an action",
    WAR_ORDER: "choosing which war to fight next",
    COMMIT: "committing tiles to a conflict",
    BUILDING: "placing a civilisation building",
    MONUMENT: "deciding on a monument",
    TREASURE: "taking treasures",
    CUBE: "choosing the colour of the ziggurat cube",
    OVER: "the game is over",
}


# ----------------------------------------------------------------- options


def variant_on(state: State, name: str) -> bool:
    """Whether the building or ziggurat variant is in force: ``"auto"`` means
    with the advanced board, as the setup puts them out (IT L646-648, spec A-24)."""
    value = state.option(name)
    if value == "auto":
        return bool(state.option("board") == "advanced")
    return bool(value == "on")


# ------------------------------------------------------------ board facts


def _sq(state: State, square: Square) -> str:
    return state.board.ids[square]


def _temple_next_to(cells: tuple[str, ...] | list[str], neighbours: tuple[Square, ...]) -> bool:
    return any(cells[n] == RED for n in neighbours)


def _adjacent_temples(state: State, square: Square) -> tuple[Square, ...]:
    return tuple(n for n in state.board.neighbours[square] if state.cells[n] == RED)


def _region_of(state: State, square: Square) -> list[Square]:
    label, regs = regions(state)
    return regs[label[square]]


def _leaders_in(state: State, squares: list[Square]) -> list[tuple[int, str, Square]]:
    """(seat, colour, square) of the leaders among ``squares``."""
    cells = state.cells
    return [(int(cells[q][0]), cells[q][1], q) for q in squares if is_leader(cells[q])]


def contested_colours(state: State) -> list[str]:
    """The colours with two leaders in the kingdom holding the unification
    marker (IT L436-440, spec 7.3.7); empty when no war is under way."""
    if state.unification == NOWHERE:
        return []
    seen: dict[str, int] = {}
    for _, colour, _ in _leaders_in(state, _region_of(state, state.unification)):
        seen[colour] = seen.get(colour, 0) + 1
    return [c for c in COLOURS if seen.get(c, 0) >= 2]


def pending_treasure(state: State) -> tuple[int, tuple[Square, ...], int] | None:
    """A kingdom whose trader's owner must take treasures now (IT L588-590):
    (that seat, the kingdom's squares, how many he takes), or None."""
    if STEP_END_ACTION not in state.steps[:1] and state.phase != TREASURE:
        return None
    label, regs = regions(state)
    counts: dict[int, int] = {}
    for q in state.treasures:
        counts[label[q]] = counts.get(label[q], 0) + 1
    for rid in sorted(counts):
        if counts[rid] < 2:
            continue
        for seat, colour, _ in _leaders_in(state, regs[rid]):
            if colour == GREEN:
                return seat, tuple(regs[rid]), counts[rid] - 1
    return None


def _treasure_options(state: State, kingdom: tuple[Square, ...]) -> list[Square]:
    """The treasures the trader's owner may take next: the priority ones first
    (corners on the standard side IT L591-593, outside the river on the
    advanced side IT L649-652)."""
    members = set(kingdom)
    here = [q for q in state.treasures if q in members]
    first = [q for q in here if q in state.board.priority_treasures]
    return first or here


# ------------------------------------------------------------------ to_act


def initial_state(board: Board, players: int, options: dict[str, Any], seed: int) -> State:
    """The set-up of spec 1.3 on any board (tests use small custom boards)."""
    rng = Rng(seed)
    cells = [EMPTY] * board.size
    for q in board.treasure_squares:
        cells[q] = RED  # a temple with a treasure on every treasure square (IT L145-147)
    letters = []
    for c in COLOURS:
        letters += [c] * (TILES_IN_BOX[c] - (len(board.treasure_squares) if c == RED else 0))
    bag = "".join(rng.shuffled(letters))
    active = rng.randbelow(players)  # the start player drawn at random (IT L161-163)
    hands = [counts_of("")] * players
    for i in range(players):
        seat = (active + i) % players
        hands[seat] = counts_of(bag[:HAND_SIZE])
        bag = bag[HAND_SIZE:]
    zero = counts_of("")
    return State(
        board=board,
        players=players,
        options=tuple(sorted(options.items())),
        rng=rng.state,
        bag=bag,
        hands=tuple(hands),
        discards=(zero,) * players,
        gone=zero,
        cells=tuple(cells),
        treasures=tuple(board.treasure_squares),
        monuments=(),
        buildings=(NOWHERE,) * len(COLOURS),
        ziggurat=NOWHERE,
        catastrophes=(CATASTROPHES_PER_PLAYER,) * players,
        vp=(zero,) * players,
        held=(0,) * players,
        active=active,
        turn=1,
        actions_done=0,
        phase=ACTION,
        steps=(),
        placed=NOWHERE,
        unification=NOWHERE,
        conflict=None,
        end_reason="",
    )


def new_game(players: int, options: Mapping[str, Any] | None, seed: int) -> State:
    """A new game for 2-4 players; raises SetupError on a bad count or option.

    >>> s = new_game(3, {"board": "advanced"}, 7)
    >>> len(s.treasures), len(s.bag), [sum(h) for h in s.hands]
    (14, 121, [6, 6, 6])
    """
    opts = SPEC.check_new_game(players, options, seed)
    return initial_state(SIDES[opts["board"]], players, opts, seed)


def to_act(state: State) -> frozenset[int]:
    """The seat that must choose now (never more than one in this game)."""
    if not playing(state, State, SPEC.name, is_over):
        return frozenset()
    if state.phase == COMMIT:
        assert state.conflict is not None
        c = state.conflict
        return frozenset((c.attacker if c.attacker_commit < 0 else c.defender,))
    if state.phase == TREASURE:
        pick = pending_treasure(state)
        assert pick is not None
        return frozenset((pick[0],))
    return frozenset((state.active,))


def is_over(state: State) -> bool:
    return state.phase == OVER


# ------------------------------------------------------------------- legal


def legal(state: State, seat: int) -> list[Choice]:
    """Every choice open to ``seat`` now, in a stable order (see the module docstring).
    The list is computed once per state object and seat; callers get a copy."""
    if not deciding(state, seat, State, SPEC.name, to_act):
        return []
    return list(cached(state, f"legal{seat}", lambda s: _legal(s, seat)))


def _legal(state: State, seat: int) -> list[Choice]:
    phase = state.phase
    if phase == ACTION:
        return _action_choices(state, seat)
    if phase == WAR_ORDER:
        return [Choice("war", (COLOUR_NAMES[c],)) for c in contested_colours(state)]
    if phase == COMMIT:
        return [Choice("commit", (n,)) for n in _commit_options(state)]
    if phase == BUILDING:
        return [*_building_choices(state), Choice("no_building")]
    if phase == MONUMENT:
        return [*_monument_choices(state), Choice("no_monument")]
    if phase == TREASURE:
        pick = pending_treasure(state)
        assert pick is not None
        return [Choice("treasure", (_sq(state, q),), (_sq(state, q),)) for q in _treasure_options(state, pick[1])]
    if phase == CUBE:
        return [Choice("cube", (COLOUR_NAMES[c],)) for c in COLOURS]
    raise AssertionError(f"unknown phase {phase!r}")


class _Spots(NamedTuple):
    """Facts about the empty squares of one board position (cached per state)."""

    around: dict[Square, set[int]]  # the kingdoms (region indices) around each empty square that has any
    land: list[Square]  # empty land squares joining at most two kingdoms: where tiles may go (IT L262-278)
    water: list[Square]  # the same on the river: where farms may go
    leader: list[Square]  # empty land next to a face-up temple, joining at most one kingdom (IT L230-238)
    touching: dict[int, list[Square]]  # for each kingdom, the empty land squares next to it and to a temple


def _spots(state: State) -> _Spots:
    def make(s: State) -> _Spots:
        board, cells = s.board, s.cells
        neighbours, river = board.neighbours, board.river
        _, regs = regions(s)
        around: dict[Square, set[int]] = {}
        for rid, flag in enumerate(kingdom_flags(s)):
            if flag:
                for q in regs[rid]:
                    for n in neighbours[q]:
                        if cells[n] == EMPTY:
                            around.setdefault(n, set()).add(rid)
        crowded = {q for q, ks in around.items() if len(ks) > 2}  # would unite three kingdoms or more
        empty = [q for q, code in enumerate(cells) if code == EMPTY and q not in crowded]
        land = [q for q in empty if not river[q]]
        near_temple = {n for q, code in enumerate(cells) if code == RED for n in neighbours[q]}
        temple_side = [q for q in land if q in near_temple]
        touching: dict[int, list[Square]] = {}
        for q in temple_side:
            for rid in around.get(q, ()):
                touching.setdefault(rid, []).append(q)
        return _Spots(
            around=around,
            land=land,
            water=[q for q in empty if river[q]],
            leader=[q for q in temple_side if len(around.get(q, ())) <= 1],
            touching=touching,
        )

    return cached(state, CELL_FACT + "spots", make)  # type: ignore[no-any-return]


def _pieces_without(state: State, lifted: Square, first_id: int) -> dict[Square, int]:
    """What is left of the lifted leader's kingdom once it leaves: the pieces
    that still hold a leader (and so stay kingdoms), as a new kingdom id (from
    ``first_id`` on) for each of their squares."""
    label, _ = regions(state)
    rid = label[lifted]
    neighbours = state.board.neighbours
    out: dict[Square, int] = {}
    for start in leader_squares(state).values():
        if start == lifted or label[start] != rid or start in out:
            continue
        out[start] = first_id
        piece = [start]
        for q in piece:  # grows while walked: a breadth-first search inside the kingdom
            for n in neighbours[q]:
                if n not in out and n != lifted and label[n] == rid:
                    out[n] = first_id
                    piece.append(n)
        first_id += 1
    return out


def _leader_targets(state: State, lifted: Square) -> list[Square]:
    """Squares where a leader may go (IT L230-238): empty land, next to a
    face-up temple, joining at most one kingdom; all checked after the leader
    being moved (at ``lifted``) is taken off the board (spec 4.2)."""
    spots = _spots(state)  # lifting a leader changes no temple
    if lifted == NOWHERE:
        return spots.leader
    # Lifting the leader changes only its own kingdom (which may fall apart
    # into pieces, some left without a leader), so only the squares next to it
    # change.  A square next to three kingdoms or more (left out of the spots)
    # still touches two others afterwards.
    label, regs = regions(state)
    rid = label[lifted]
    touching = spots.touching.get(rid)
    if not touching:
        return spots.leader
    pieces = _pieces_without(state, lifted, len(regs))
    neighbours = state.board.neighbours
    joins_one = [
        q for q in touching if len((spots.around[q] - {rid}) | {pieces[n] for n in neighbours[q] if n in pieces}) <= 1
    ]
    redone = set(touching)
    return sorted([q for q in spots.leader if q not in redone] + joins_one)


def _tile_targets(state: State, colour: str) -> list[Square]:
    """Squares where a tile may go (IT L262-278): empty; farms only on the
    river, other colours never; uniting at most two kingdoms."""
    spots = _spots(state)
    return spots.water if colour == BLUE else spots.land


def _catastrophe_targets(state: State) -> list[Square]:
    """Empty squares and face-up tiles, except tiles bearing a treasure or a
    building (IT L329-335, L678-679); never a leader, a flipped monument
    tile, a ziggurat tile or another catastrophe (spec A-6)."""
    blocked = set(state.treasures) | {q for q in state.buildings if q != NOWHERE}
    return [q for q, code in enumerate(state.cells) if code in _STRUCK and q not in blocked]


_STRUCK = frozenset((EMPTY, *COLOURS))  # what a catastrophe may fall on: an empty square or a face-up tile


class _BoardChoices:
    """Every leader, withdraw, tile and catastrophe choice of one board, built
    once: legal() lists hundreds of them per state, and picking ready-made
    (immutable) values costs far less than building them again."""

    def __init__(self, ids: tuple[str, ...]) -> None:
        def per_square(kind: str, name: str | None = None) -> tuple[Choice, ...]:
            head = (name,) if name is not None else ()
            return tuple(Choice(kind, (*head, sq), (sq,)) for sq in ids)

        names = [COLOUR_NAMES[c] for c in COLOURS]
        self.leader = tuple(per_square("leader", name) for name in names)
        self.withdraw = tuple(tuple(Choice("withdraw", (name,), (sq,)) for sq in ids) for name in names)
        self.tile = tuple(per_square("tile", name) for name in names)
        self.catastrophe = per_square("catastrophe")


def _board_choices(board: Board) -> _BoardChoices:
    try:
        return board._cache["choices"]  # type: ignore[no-any-return]
    except KeyError:
        made = board._cache["choices"] = _BoardChoices(board.ids)
        return made


_SWAPS: dict[Counts, tuple[Choice, ...]] = {}  # the swap choices of each hand met so far (at most 210)
_END = Choice("end")


def _swap_choices(hand: Counts) -> tuple[Choice, ...]:
    """Every non-empty multiset of the hand's tiles to swap (A-29)."""
    try:
        return _SWAPS[hand]
    except KeyError:
        made = _SWAPS[hand] = tuple(
            Choice("swap", tuple(COLOUR_NAMES[c] for c, n in zip(COLOURS, picks) for _ in range(n)))
            for picks in product(*(range(n + 1) for n in hand))
            if sum(picks)
        )
        return made


def _action_choices(state: State, seat: int) -> list[Choice]:
    table = _board_choices(state.board)
    out: list[Choice] = []
    where = leader_squares(state)
    for i, c in enumerate(COLOURS):
        row = table.leader[i]
        out += [row[q] for q in _leader_targets(state, where.get((seat, c), NOWHERE))]
    for i, c in enumerate(COLOURS):
        if (seat, c) in where:
            out.append(table.withdraw[i][where[(seat, c)]])
    hand = state.hands[seat]
    for i, c in enumerate(COLOURS):
        if hand[i]:
            row = table.tile[i]
            out += [row[q] for q in _tile_targets(state, c)]
    if state.catastrophes[seat]:
        row = table.catastrophe
        out += [row[q] for q in _catastrophe_targets(state)]
    out += _swap_choices(hand)
    out.append(_END)
    return out


def _commit_options(state: State) -> list[int]:
    """How many tiles the seat to act may commit (IT L386-388, L455-458);
    with the English variant, only amounts that can change the outcome
    (IT L630-636, spec 11.1, A-27)."""
    c = state.conflict
    assert c is not None
    committing = RED if c.kind == "revolt" else c.colour  # revolts use temples only (IT L386-388)
    attacker_turn = c.attacker_commit < 0
    seat = c.attacker if attacker_turn else c.defender
    have = state.hands[seat][CI[committing]]
    att, dfn = len(c.attacker_support), len(c.defender_support)
    if not state.option("english"):
        return list(range(have + 1))
    if attacker_turn:
        return [0] + [a for a in range(1, have + 1) if att + a > dfn]
    tie = att + c.attacker_commit - dfn
    return [0, tie] if 1 <= tie <= have else [0]


def _lines_through(state: State, square: Square) -> list[list[Square]]:
    """The horizontal and vertical runs of face-up tiles of the square's colour
    through it (each includes the square)."""
    board, cells = state.board, state.cells
    colour = cells[square]
    x0, y0 = board.xy(square)
    out = []
    for dx, dy in ((1, 0), (0, 1)):
        run = [square]
        for sign in (1, -1):
            x, y = x0 + sign * dx, y0 + sign * dy
            while 0 <= x < board.width and 0 <= y < board.height and cells[board.at(x, y)] == colour:
                run.append(board.at(x, y))
                x, y = x + sign * dx, y + sign * dy
        out.append(sorted(run))
    return out


def _building_choices(state: State) -> list[Choice]:
    """Where the building of the placed tile's colour may go (IT L663-670):
    on any tile of a straight line of 3+ through the placed tile; if the
    building is already on the board, only onto a line longer than the
    longest line through its tile now (spec 11.3)."""
    q = state.placed
    if q == NOWHERE or not is_face_up(state.cells[q]):
        return []
    colour = state.cells[q]
    lines = [line for line in _lines_through(state, q) if len(line) >= LINE_FOR_BUILDING]
    at = state.buildings[CI[colour]]
    if at != NOWHERE:
        current = max(len(line) for line in _lines_through(state, at))
        lines = [line for line in lines if len(line) > current]
    targets = sorted({t for line in lines for t in line})
    return [Choice("building", (COLOUR_NAMES[colour], _sq(state, t)), (_sq(state, t),)) for t in targets]


def _blocks_with(state: State, square: Square) -> list[Square]:
    """Top-left squares of the 2 x 2 blocks of face-up tiles of one colour
    that contain ``square`` (IT L540-541)."""
    board, cells = state.board, state.cells
    colour = cells[square]
    x0, y0 = board.xy(square)
    out = []
    for x in (x0 - 1, x0):
        for y in (y0 - 1, y0):
            if 0 <= x < board.width - 1 and 0 <= y < board.height - 1:
                t = board.at(x, y)
                if all(cells[s] == colour for s in (t, t + 1, t + board.width, t + board.width + 1)):
                    out.append(t)
    return sorted(out)


def _crosses_with(state: State, square: Square) -> list[Square]:
    """Centres of the crosses of 5 face-up tiles of one colour containing
    ``square`` (ziggurat variant, IT L688-689)."""
    board, cells = state.board, state.cells
    colour = cells[square]
    out = []
    for centre in (square, *board.neighbours[square]):
        around = board.neighbours[centre]
        if len(around) == 4 and cells[centre] == colour and all(cells[n] == colour for n in around):
            out.append(centre)
    return sorted(out)


def _block(state: State, top_left: Square) -> tuple[Square, Square, Square, Square]:
    w = state.board.width
    return (top_left, top_left + 1, top_left + w, top_left + w + 1)


def _monument_choices(state: State) -> list[Choice]:
    """Monuments (any still beside the board that has the block's colour,
    spec A-18) and, with the variant, the ziggurat (one per game)."""
    q = state.placed
    if q == NOWHERE or not is_face_up(state.cells[q]):
        return []
    colour = state.cells[q]
    built = {m for m, _ in state.monuments}
    out = []
    for t in _blocks_with(state, q):
        ids = tuple(_sq(state, s) for s in _block(state, t))
        for m, colours in MONUMENTS:
            if colour in colours and m not in built:
                out.append(Choice("monument", (m, _sq(state, t)), ids))
    if variant_on(state, "ziggurat") and state.ziggurat == NOWHERE:
        for centre in _crosses_with(state, q):
            ids = tuple(_sq(state, s) for s in (centre, *state.board.neighbours[centre]))
            out.append(Choice("ziggurat", (_sq(state, centre),), ids))
    return out


def _refusal(state: State, seat: int, choice: Choice) -> tuple[str, dict[str, Any]] | None:
    """Why a placement that legal() does not list is refused, as a refusal key of the
    text catalog: the first condition of :func:`_tile_targets`, :func:`_leader_targets`
    or :func:`_catastrophe_targets` it breaks; the kingdoms rule when it breaks none of
    the others (only called for a choice legal() refused)."""
    kind, args = choice.kind, choice.args
    where = args[-1] if args else None
    if kind not in ("tile", "leader", "catastrophe") or where not in state.board.ids:
        return None
    q = state.board.index(str(where))
    if kind == "catastrophe":
        return "catastrophe_blocked", {}
    colour = COLOUR_BY_NAME.get(str(args[0]))
    if colour is None:
        return None
    if kind == "tile" and not state.hands[seat][CI[colour]]:
        return "tile_not_in_hand", {"colour": args[0]}
    if state.cells[q] != EMPTY:
        return "occupied", {"square": where}
    if kind == "tile":
        if state.board.river[q] != (colour == "b"):
            return ("farm_on_land", {}) if colour == "b" else ("tile_on_river", {"colour": args[0]})
        return "three_kingdoms", {}
    if state.board.river[q]:
        return "leader_on_river", {"colour": args[0]}
    if not _temple_next_to(state.cells, state.board.neighbours[q]):
        return "leader_no_temple", {"colour": args[0]}
    return "leader_two_kingdoms", {}


# ------------------------------------------------------------------- apply


def apply(state: State, seat: int, choice: Choice) -> tuple[State, list[Event]]:
    """The state after ``seat`` makes ``choice``, and the events it caused.
    Raises IllegalMove (with the step of the turn) unless the choice is in legal()."""
    listed(
        state, seat, choice, State, SPEC.name, legal, lambda s: _STEP_NAMES[s.phase], lambda c: _refusal(state, seat, c)
    )
    events: list[Event] = []
    state = _HANDLERS[choice.kind](state, seat, choice.args, events)
    return _run(state, events), events


def _award(state: State, seat: int, colour: str, amount: int, reason: str, events: list[Event]) -> State:
    """Give ``seat`` VP cubes of a colour (IT L279-303); the event is public (spec 1.5)."""
    events.append({"type": "vp", "seat": seat, "colour": COLOUR_NAMES[colour], "amount": amount, "reason": reason})
    return evolve(state, vp=set_at(state.vp, seat, bump(state.vp[seat], CI[colour], amount)))


def _return_leader(state: State, square: Square, reason: str, events: list[Event]) -> State:
    code = state.cells[square]
    events.append(
        {
            "type": "leader_returned",
            "seat": int(code[0]),
            "colour": COLOUR_NAMES[code[1]],
            "square": _sq(state, square),
            "reason": reason,
        }
    )
    return evolve(state, cells=set_at(state.cells, square, EMPTY))


def _remove_stranded_leaders(state: State, events: list[Event]) -> State:
    """Every leader no longer next to a face-up temple goes back to its owner
    at once, whoever owns it (IT L240-244, spec 4.5); no cascade."""
    for (_, _), q in sorted(leader_squares(state).items(), key=lambda item: item[1]):
        if not _temple_next_to(state.cells, state.board.neighbours[q]):
            state = _return_leader(state, q, "no_temple", events)
    return state


def _do_leader(state: State, seat: int, colour: str, target: Square, events: list[Event]) -> State:
    cells = list(state.cells)
    source = leader_squares(state).get((seat, colour), NOWHERE)
    if source != NOWHERE:
        cells[source] = EMPTY
    cells[target] = leader_code(seat, colour)
    event: Event = {"type": "leader", "seat": seat, "colour": COLOUR_NAMES[colour], "square": _sq(state, target)}
    if source != NOWHERE:
        event["from"] = _sq(state, source)
    events.append(event)
    state = evolve(state, cells=tuple(cells), placed=NOWHERE, steps=(STEP_END_ACTION,))
    # A same-colour leader already in the kingdom starts a revolt (IT L375-379).
    for other, other_colour, q in _leaders_in(state, _region_of(state, target)):
        if other_colour == colour and other != seat:
            conflict = Conflict(
                kind="revolt",
                colour=colour,
                attacker=seat,
                defender=other,
                attacker_leader=target,
                defender_leader=q,
                attacker_support=_adjacent_temples(state, target),
                defender_support=_adjacent_temples(state, q),
            )
            events.append(_conflict_event(state, conflict))
            return evolve(state, conflict=conflict, phase=COMMIT)
    return state


def _conflict_event(state: State, c: Conflict) -> Event:
    return {
        "type": c.kind,
        "colour": COLOUR_NAMES[c.colour],
        "attacker": c.attacker,
        "defender": c.defender,
        "attacker_base": len(c.attacker_support),
        "defender_base": len(c.defender_support),
        "square": _sq(state, c.defender_leader),
    }


def _do_withdraw(state: State, seat: int, colour: str, events: list[Event]) -> State:
    q = leader_squares(state)[(seat, colour)]
    events.append({"type": "withdraw", "seat": seat, "colour": COLOUR_NAMES[colour], "square": _sq(state, q)})
    return evolve(state, cells=set_at(state.cells, q, EMPTY), placed=NOWHERE, steps=(STEP_END_ACTION,))


def _do_tile(state: State, seat: int, colour: str, q: Square, events: list[Event]) -> State:
    label, _ = regions(state)
    flags = kingdom_flags(state)
    joined = len(kingdoms_around(label, flags, state.board.neighbours[q]))
    state = evolve(
        state,
        cells=set_at(state.cells, q, colour),
        hands=set_at(state.hands, seat, bump(state.hands[seat], CI[colour], -1)),
        placed=q,
    )
    events.append({"type": "tile", "seat": seat, "colour": COLOUR_NAMES[colour], "square": _sq(state, q)})
    if joined == 2:
        # Unification: no VP for this tile even without conflicts (IT L300, L310-314).
        events.append({"type": "unification", "square": _sq(state, q)})
        return evolve(state, unification=q, steps=(STEP_WARS, STEP_BUILDING, STEP_MONUMENT, STEP_END_ACTION))
    if joined == 1:
        state = _tile_vp(state, q, colour, events)
    return evolve(state, steps=(STEP_BUILDING, STEP_MONUMENT, STEP_END_ACTION))


def _tile_vp(state: State, q: Square, colour: str, events: list[Event]) -> State:
    """1 VP of the tile's colour to the owner of the kingdom's leader of that
    colour, else to the king's owner, else nobody (IT L283-299); 2 with the
    building of that colour in the kingdom (IT L671-673)."""
    region = _region_of(state, q)
    leaders = {c: s for s, c, _ in _leaders_in(state, region)}
    scorer = leaders.get(colour, leaders.get(BLACK))
    if scorer is None:
        return state
    building = state.buildings[CI[colour]]
    doubled = building != NOWHERE and building in region
    return _award(state, scorer, colour, BUILDING_TILE_VP if doubled else TILE_VP, "tile", events)


def _do_catastrophe(state: State, seat: int, q: Square, events: list[Event]) -> State:
    destroyed = state.cells[q]
    events.append(
        {
            "type": "catastrophe",
            "seat": seat,
            "square": _sq(state, q),
            "destroyed": COLOUR_NAMES[destroyed] if destroyed != EMPTY else None,
        }
    )
    gone = bump(state.gone, CI[destroyed], 1) if destroyed != EMPTY else state.gone
    state = evolve(
        state,
        cells=set_at(state.cells, q, CATASTROPHE),
        gone=gone,
        catastrophes=set_at(state.catastrophes, seat, state.catastrophes[seat] - 1),
        placed=NOWHERE,
        steps=(STEP_END_ACTION,),
    )
    if destroyed == RED:
        state = _remove_stranded_leaders(state, events)
    return state


def _draw(state: State, seat: int, count: int, events: list[Event]) -> tuple[State, bool]:
    """Draw ``count`` tiles for ``seat``; returns False if the bag could not
    supply them all (the tiles left are still drawn, spec A-9)."""
    got = state.bag[:count]
    if got:
        events.append(
            {"type": "draw", "private_to": seat, "seat": seat, "tiles": [COLOUR_NAMES[c] for c in got], "reveal": True}
        )
        drawn = counts_of(got)
        hand = tuple(h + d for h, d in zip(state.hands[seat], drawn))
        state = evolve(state, bag=state.bag[count:], hands=set_at(state.hands, seat, hand))
    events.append({"type": "refill", "seat": seat, "count": len(got)})
    return state, len(got) == count


def _game_over(state: State, reason: str, events: list[Event]) -> State:
    events.append({"type": "game_over", "reason": reason, "reveal": True})
    return evolve(state, phase=OVER, steps=(), conflict=None, end_reason=reason)


def _do_swap(state: State, seat: int, letters: str, events: list[Event]) -> State:
    dropped = counts_of(letters)
    hand = tuple(h - d for h, d in zip(state.hands[seat], dropped))
    discards = tuple(a + d for a, d in zip(state.discards[seat], dropped))
    events.append({"type": "swap", "seat": seat, "count": len(letters)})
    events.append({"type": "discarded", "private_to": seat, "seat": seat, "tiles": [COLOUR_NAMES[c] for c in letters]})
    state = evolve(
        state, hands=set_at(state.hands, seat, hand), discards=set_at(state.discards, seat, discards), placed=NOWHERE
    )
    state, complete = _draw(state, seat, len(letters), events)
    if not complete:
        # The bag cannot refill the swap: the game ends at once (IT L605-611, spec A-9).
        return _game_over(state, "bag", events)
    return evolve(state, steps=(STEP_END_ACTION,))


def _start_war(state: State, colour: str, events: list[Event]) -> State:
    """Set up the war of one colour (IT L446-454, spec 7.3.3-7.3.4)."""
    region = _region_of(state, state.unification)
    pair = [(s, q) for s, c, q in _leaders_in(state, region) if c == colour]
    assert len(pair) == 2, pair
    n = state.players

    def order(item: tuple[int, Square]) -> int:
        return (item[0] - state.active) % n  # the active player first, then clockwise (IT L446-448)

    (att, att_q), (dfn, dfn_q) = sorted(pair, key=order)
    cells = list(state.cells)
    cells[state.unification] = CATASTROPHE  # take U out: a catastrophe is the board's own non-connector
    label, regs = label_regions(state.board, cells)

    def side(q: Square) -> tuple[Square, ...]:
        return tuple(sorted(s for s in regs[label[q]] if state.cells[s] == colour))

    conflict = Conflict(
        kind="war",
        colour=colour,
        attacker=att,
        defender=dfn,
        attacker_leader=att_q,
        defender_leader=dfn_q,
        attacker_support=side(att_q),
        defender_support=side(dfn_q),
    )
    events.append(_conflict_event(state, conflict))
    return evolve(state, conflict=conflict, phase=COMMIT, steps=state.steps)


def _do_commit(state: State, seat: int, n: int, events: list[Event]) -> State:
    c = state.conflict
    assert c is not None
    committing = RED if c.kind == "revolt" else c.colour
    state = evolve(
        state,
        hands=set_at(state.hands, seat, bump(state.hands[seat], CI[committing], -n)),
        gone=bump(state.gone, CI[committing], n),
    )
    events.append(
        {
            "type": "commit",
            "seat": seat,
            "colour": COLOUR_NAMES[committing],
            "count": n,
            "side": "attacker" if c.attacker_commit < 0 else "defender",
            # Tiles come out from behind the screen: the table learns part of a
            # hand and the other side decides on it, so undo stops here.
            "reveal": True,
        }
    )
    if c.attacker_commit < 0:
        return evolve(state, conflict=replace(c, attacker_commit=n))
    return _resolve(state, c, n, events)


def _resolve(state: State, c: Conflict, defender_commit: int, events: list[Event]) -> State:
    """Decide a conflict: the higher total wins, ties to the defender
    (IT L389, L459); the loser's leader goes home; in a war the loser's
    supporters leave the game, save the exceptions (IT L473-489)."""
    attack = len(c.attacker_support) + c.attacker_commit
    defence = len(c.defender_support) + defender_commit
    attacker_wins = attack > defence
    winner, loser = (c.attacker, c.defender) if attacker_wins else (c.defender, c.attacker)
    loser_q = c.defender_leader if attacker_wins else c.attacker_leader
    events.append(
        {
            "type": "conflict_won",
            "kind": c.kind,
            "colour": COLOUR_NAMES[c.colour],
            "winner": winner,
            "loser": loser,
            "attack": attack,
            "defence": defence,
        }
    )
    removed: list[Square] = []
    if c.kind == "war":
        support = c.defender_support if attacker_wins else c.attacker_support
        removed = [t for t in support if _war_removes(state, c.colour, t, loser_q)]
    state = _return_leader(state, loser_q, "conflict", events)
    cells = list(state.cells)
    for t in removed:
        cells[t] = EMPTY
    if removed:
        events.append(
            {"type": "tiles_removed", "colour": COLOUR_NAMES[c.colour], "squares": [_sq(state, t) for t in removed]}
        )
    state = evolve(state, cells=tuple(cells), gone=bump(state.gone, CI[c.colour], len(removed)), conflict=None)
    if c.kind == "revolt":
        state = _award(state, winner, RED, REVOLT_VP, "revolt", events)
    else:
        state = _award(state, winner, c.colour, 1 + len(removed), "war", events)
    # Wars never strand a leader (spec 7.3.9); the check keeps the invariant honest.
    state = _remove_stranded_leaders(state, events)
    return evolve(state, phase=ACTION)


def _war_removes(state: State, colour: str, tile: Square, loser: Square) -> bool:
    """Whether a losing supporter leaves the board: never a tile with a
    building (IT L677-678); in a red war never a temple with a treasure or
    next to any other leader (IT L485-489, spec A-14)."""
    if tile in state.buildings:
        return False
    if colour == RED:
        if tile in state.treasures:
            return False
        if any(is_leader(state.cells[n]) and n != loser for n in state.board.neighbours[tile]):
            return False
    return True


def _do_building(state: State, seat: int, colour: str, q: Square, events: list[Event]) -> State:
    before = state.buildings[CI[colour]]
    event: Event = {"type": "building", "seat": seat, "colour": COLOUR_NAMES[colour], "square": _sq(state, q)}
    if before != NOWHERE:
        event["from"] = _sq(state, before)
    events.append(event)
    return evolve(state, buildings=set_at(state.buildings, CI[colour], q))


def _return_buildings(state: State, squares: tuple[Square, ...], events: list[Event]) -> State:
    """Buildings on tiles flipped or taken for the ziggurat go back beside the board (IT L680-681)."""
    buildings = list(state.buildings)
    for i, at in enumerate(buildings):
        if at in squares:
            events.append({"type": "building_returned", "colour": COLOUR_NAMES[COLOURS[i]], "square": _sq(state, at)})
            buildings[i] = NOWHERE
    return evolve(state, buildings=tuple(buildings))


def _do_monument(state: State, seat: int, monument: str, top_left: Square, events: list[Event]) -> State:
    block = _block(state, top_left)
    cells = list(state.cells)
    for s in block:
        cells[s] = cells[s].upper()  # flipped face down; still connects (IT L552-554)
    events.append({"type": "monument", "seat": seat, "monument": monument, "squares": [_sq(state, s) for s in block]})
    state = evolve(state, cells=tuple(cells), monuments=(*state.monuments, (monument, top_left)))
    state = _return_buildings(state, block, events)
    return _remove_stranded_leaders(state, events)


def _do_ziggurat(state: State, seat: int, centre: Square, events: list[Event]) -> State:
    cross = (centre, *state.board.neighbours[centre])
    colour = state.cells[centre]
    cells = list(state.cells)
    for s in cross:
        cells[s] = ZIGGURAT  # the five tiles are discarded (IT L689-691)
    events.append(
        {"type": "ziggurat", "seat": seat, "colour": COLOUR_NAMES[colour], "squares": [_sq(state, s) for s in cross]}
    )
    state = evolve(state, cells=tuple(cells), ziggurat=centre, gone=bump(state.gone, CI[colour], len(cross)))
    state = _return_buildings(state, cross, events)
    return _remove_stranded_leaders(state, events)


def _take_treasure(state: State, seat: int, q: Square, events: list[Event]) -> State:
    events.append({"type": "treasure", "seat": seat, "square": _sq(state, q)})
    return evolve(
        state,
        treasures=tuple(t for t in state.treasures if t != q),
        held=set_at(state.held, seat, state.held[seat] + 1),
        phase=ACTION,
    )


def _monument_vp(state: State, events: list[Event]) -> State:
    """At the end of his turn the active player scores 1 VP per leader of his
    and monument with that leader's colour in the same kingdom (IT L571-578)."""
    label, _ = regions(state)
    seat = state.active
    for (owner, colour), q in sorted(leader_squares(state).items(), key=lambda item: CI[item[0][1]]):
        if owner != seat:
            continue
        for monument, top_left in state.monuments:
            if colour in MONUMENT_COLOURS[monument] and label[top_left] == label[q]:
                state = _award(state, seat, colour, 1, "monument", events)
    return state


def _ziggurat_cube_due(state: State) -> bool:
    """The ziggurat gives its cube if the active player's king shares its kingdom (IT L692-693)."""
    king = leader_squares(state).get((state.active, BLACK), NOWHERE)
    if state.ziggurat == NOWHERE or king == NOWHERE:
        return False
    label, _ = regions(state)
    return label[king] == label[state.ziggurat]


def _refill(state: State, events: list[Event]) -> State:
    """End of turn: refills (active player first, then clockwise, spec A-21),
    then the 1-2 treasures check (IT L603-605), then the next player."""
    for i in range(state.players):
        seat = (state.active + i) % state.players
        need = HAND_SIZE - sum(state.hands[seat])
        if need > 0:
            state, complete = _draw(state, seat, need, events)
            if not complete:
                return _game_over(state, "bag", events)
    if len(state.treasures) in GAME_END_TREASURES:
        return _game_over(state, "treasures", events)
    nxt = (state.active + 1) % state.players
    events.append({"type": "turn", "seat": nxt, "turn": state.turn + 1})
    return evolve(state, active=nxt, turn=state.turn + 1, actions_done=0, phase=ACTION, steps=(), placed=NOWHERE)


def _run(state: State, events: list[Event]) -> State:
    """Carry out queued automatic steps until a decision is needed."""
    while state.phase != OVER and state.steps and state.phase not in (COMMIT,):
        step = state.steps[0]
        rest = state.steps[1:]
        if step == STEP_WARS:
            colours = contested_colours(state)
            if not colours:
                events.append({"type": "unification_end", "square": _sq(state, state.unification)})
                state = evolve(state, unification=NOWHERE, steps=rest)
            elif len(colours) == 1:
                state = _start_war(state, colours[0], events)
            else:
                return evolve(state, phase=WAR_ORDER)
        elif step == STEP_BUILDING:
            if variant_on(state, "buildings") and _building_choices(state):
                return evolve(state, phase=BUILDING)
            state = evolve(state, steps=rest)
        elif step == STEP_MONUMENT:
            if _monument_choices(state):
                return evolve(state, phase=MONUMENT)
            state = evolve(state, steps=rest)
        elif step == STEP_END_ACTION:
            pick = pending_treasure(state)
            if pick is not None:
                seat, kingdom, take = pick
                allowed = _treasure_options(state, kingdom)
                if take < len(allowed):
                    return evolve(state, phase=TREASURE)
                for q in allowed:  # no choice: every allowed treasure must be taken
                    state = _take_treasure(state, seat, q, events)
                continue
            done = state.actions_done + 1
            state = evolve(
                state,
                actions_done=done,
                placed=NOWHERE,
                phase=ACTION,
                steps=rest + ((STEP_END_TURN, STEP_REFILL) if done >= ACTIONS_PER_TURN else ()),
            )
        elif step == STEP_END_TURN:
            state = _monument_vp(state, events)
            if variant_on(state, "ziggurat") and _ziggurat_cube_due(state):
                return evolve(state, phase=CUBE)
            state = evolve(state, steps=rest)
        elif step == STEP_REFILL:
            state = _refill(state, events)
        else:  # pragma: no cover
            raise AssertionError(step)
    if not state.steps and state.phase not in (OVER, COMMIT):
        state = evolve(state, phase=ACTION)
    return state


# -- apply's dispatch: what each kind of choice does (one entry a kind legal() lists) ----------


def _colour(arg: Arg) -> str:
    return COLOUR_BY_NAME[str(arg)]


def _on_leader(state: State, seat: int, args: Args, events: list[Event]) -> State:
    return _do_leader(state, seat, _colour(args[0]), state.board.index(str(args[1])), events)


def _on_withdraw(state: State, seat: int, args: Args, events: list[Event]) -> State:
    return _do_withdraw(state, seat, _colour(args[0]), events)


def _on_tile(state: State, seat: int, args: Args, events: list[Event]) -> State:
    return _do_tile(state, seat, _colour(args[0]), state.board.index(str(args[1])), events)


def _on_catastrophe(state: State, seat: int, args: Args, events: list[Event]) -> State:
    return _do_catastrophe(state, seat, state.board.index(str(args[0])), events)


def _on_swap(state: State, seat: int, args: Args, events: list[Event]) -> State:
    return _do_swap(state, seat, "".join(_colour(a) for a in args), events)


def _on_end(state: State, seat: int, args: Args, events: list[Event]) -> State:
    events.append({"type": "end_turn", "seat": seat, "actions": state.actions_done})
    return evolve(state, steps=(STEP_END_TURN, STEP_REFILL))


def _on_war(state: State, seat: int, args: Args, events: list[Event]) -> State:
    return _start_war(state, _colour(args[0]), events)


def _on_commit(state: State, seat: int, args: Args, events: list[Event]) -> State:
    assert isinstance(args[0], int)
    return _do_commit(state, seat, args[0], events)


def _on_building(state: State, seat: int, args: Args, events: list[Event]) -> State:
    state = _do_building(state, seat, _colour(args[0]), state.board.index(str(args[1])), events)
    return evolve(state, steps=state.steps[1:])


def _on_monument(state: State, seat: int, args: Args, events: list[Event]) -> State:
    state = _do_monument(state, seat, str(args[0]), state.board.index(str(args[1])), events)
    return evolve(state, steps=state.steps[1:])


def _on_ziggurat(state: State, seat: int, args: Args, events: list[Event]) -> State:
    state = _do_ziggurat(state, seat, state.board.index(str(args[0])), events)
    return evolve(state, steps=state.steps[1:])


def _on_decline_step(state: State, seat: int, args: Args, events: list[Event]) -> State:
    """No building, no monument: the step is done."""
    return evolve(state, steps=state.steps[1:])


def _on_treasure(state: State, seat: int, args: Args, events: list[Event]) -> State:
    return _take_treasure(state, seat, state.board.index(str(args[0])), events)


def _on_cube(state: State, seat: int, args: Args, events: list[Event]) -> State:
    state = _award(state, seat, _colour(args[0]), 1, "ziggurat", events)
    return evolve(state, steps=state.steps[1:] if state.steps[:1] == (STEP_END_TURN,) else state.steps)


_HANDLERS: dict[str, Callable[[State, int, Args, list[Event]], State]] = {
    "leader": _on_leader,
    "withdraw": _on_withdraw,
    "tile": _on_tile,
    "catastrophe": _on_catastrophe,
    "swap": _on_swap,
    "end": _on_end,
    "war": _on_war,
    "commit": _on_commit,
    "building": _on_building,
    "no_building": _on_decline_step,
    "monument": _on_monument,
    "ziggurat": _on_ziggurat,
    "no_monument": _on_decline_step,
    "treasure": _on_treasure,
    "cube": _on_cube,
}
