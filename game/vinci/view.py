"""What a seat sees of a Vinci game, and determinization for bots.

Vinci has no hidden hand: everything on the table is public, including the
content of the bag (the tiles not in the display, not held by a civ and not
kept by a declined empire).  Only the order of future draws is unknown, so
the RNG state is the one thing ``view`` leaves out and ``determinize``
re-samples.

``view(state, seat)`` returns this JSON-able dict (seat ``None`` = spectator;
every seat gets the same content apart from ``"seat"``):

``"game"``: ``"vinci"``; ``"seat"``: the viewer (int or None);
``"players"``: number of seats; ``"options"``: the option values by name;
``"target"``: VP that end the game; ``"first"``: the first player;
``"round"``: 0 in the first round (civ choice only), then 1, 2 ...;
``"turn"``: whose turn it is; ``"phase"``: one of ``civ_choice``, ``start``,
``diplomacy``, ``collect``, ``expand``, ``cohesion``, ``abandon``,
``distribute``, ``fort``, ``rebirth``, ``survivors``, ``over``;
``"to_act"``: sorted list of seats that must decide (the defender in
``survivors``); ``"ending"``: the target was reached and the round is being
finished; ``"over"``: bool.

``"seats"``: one dict per seat, in seat order:
    ``"seat"``, ``"virtual"`` (bool: the engine plays it), ``"score"``,
    ``"tiles"`` (the active civ's two tile kinds, ``[]`` if none; a civ just
    chosen is active but not yet on the map), ``"hand"`` (its tokens off the
    map: a civ not yet entered, survivors held, or the hand while expanding),
    ``"entered"`` (bool), ``"declined_tiles"`` (persistent tiles working for
    the declined empire), ``"active_provinces"`` and ``"declined_provinces"``
    (sorted region ids), ``"active_tokens"``/``"declined_tokens"`` (ints).

``"regions"``: ``{region_id: {"owner": seat or -1 for neutral, "declined":
bool, "tokens": int, "fort": bool}}`` for every occupied province only
(empty provinces are absent).  Region ids are the ``data-region`` ids of
``assets/maps/vinci.svg``.

``"display"``: six dicts ``{"slot": 1..6, "tiles": [kind, kind],
"vp_tokens": int, "cost": VP to take it}`` (slot ids ``slot-1`` .. ``slot-6``
in the SVG).  ``"bag"``: ``{kind: copies}`` of what is still in the bag.
``"wood_left"``: wood tokens not on the map (neutrals and forts share 33).
``"peace"``: ``[[diplomat, opponent], ...]`` in force.

``"turn_state"``: the current turn's bookkeeping: ``"spy_left"``,
``"forts_left"``, ``"peace_left"``, ``"slaves"`` (VP from Slavery this
turn), ``"pool"`` (tokens still to place), ``"order"`` (provinces still to
receive tokens, the first one is being decided), ``"survivors"``
(``[[seat, declined, tokens], ...]`` waiting for the end of the turn).

``"costs"``: during ``expand`` only, ``{region: {"cost": int, "terms":
[[name, value], ...]}}`` for every target of the seat on turn, whether or not
its hand can pay; names are ``base``, ``terrain``, ``defenders``, ``fort``,
``militia``, ``origin``, ``mountain_skill``, ``weapons``, ``shipbuilding``
(text.TERM_NAMES has them in it/en).

``"kinds"``: ``{kind: {"red": int, "colour": "pink"|"yellow"|"blue",
"persistent": bool}}`` for every tile kind (static, for the legend).

Driving the table (the choices of ``legal``, by phase): ``take k`` (targets
``slot-k``); ``expand`` / ``decline``; ``peace s`` / ``no_peace``;
``abandon r`` / ``collected``; ``conquer r cost`` / ``spy r`` / ``stop``;
``keep r`` (targets: the whole part kept); ``drop r``; ``put r n`` (the
reorganisation and the survivors: the counts of ``turn_state.order[0]``,
one province after another, the last one taking what is left; a +/- UI can
let the player set every count and then send the ``put`` choices in order);
``fort r`` / ``no_fort``; ``rebirth`` / ``no_rebirth``.  A virtual seat's
only choice is ``virtual``: applying it plays the virtual seats until a real
seat must decide, every step in the events, so the UI may apply it at once.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from typing import Any

from game.core import Rng
from game.core.contract import check_seat, own_state

from . import conquest, rules, tiles
from .serial import turn_json
from .state import EXPAND, OVER, State


def view(state: State, seat: int | None) -> dict[str, Any]:
    """The public table as the docstring above describes it."""
    check_seat(seat, own_state(state, State, "vinci").players, spectator=True)
    held: dict[tuple[int, bool], list[str]] = {}
    for r, o in state.board.items():
        held.setdefault((o.owner, o.declined), []).append(r)
    seats = []
    for s, p in enumerate(state.seats):
        active = sorted(held.get((s, False), []))
        declined = sorted(held.get((s, True), []))
        seats.append(
            {
                "seat": s,
                "virtual": state.virtual[s],
                "score": p.score,
                "tiles": list(p.tiles),
                "hand": p.hand,
                "entered": p.entered,
                "declined_tiles": list(p.declined_tiles),
                "active_provinces": active,
                "declined_provinces": declined,
                "active_tokens": sum(state.board[r].tokens for r in active),
                "declined_tokens": sum(state.board[r].tokens for r in declined),
            }
        )
    costs: dict[str, Any] = {}
    if state.phase == EXPAND:
        mine = sorted(held.get((state.turn, False), []))
        for t in conquest.targets(state, state.turn):
            terms = conquest.cost_breakdown(state, state.turn, t, mine)
            cost = max(0, sum(v for _, v in terms))
            costs[t] = {"cost": cost, "terms": [[k, v] for k, v in terms]}
    return {
        "game": "vinci",
        "seat": seat,
        "players": state.players,
        "options": dict(state.options),
        "target": state.target,
        "first": state.first,
        "round": state.round,
        "turn": state.turn,
        "phase": state.phase,
        "to_act": sorted(rules.to_act(state)),
        "ending": state.ending,
        "over": state.phase == OVER,
        "seats": seats,
        "regions": {
            r: {"owner": o.owner, "declined": o.declined, "tokens": o.tokens, "fort": o.fort}
            for r, o in sorted(state.board.items())
        },
        "display": [
            {"slot": k, "tiles": list(slot.tiles), "vp_tokens": slot.vp_tokens, "cost": rules.SKIP_COST * (k - 1)}
            for k, slot in enumerate(state.display, start=1)
        ],
        "bag": dict(sorted(Counter(state.bag).items())),
        "wood_left": rules.wood_left(state),
        "peace": [list(p) for p in state.peace],
        "turn_state": turn_json(state),
        "costs": costs,
        "kinds": {k: dict(v) for k, v in _KINDS.items()},
    }


_KINDS = {k: {"red": tiles.RED[k], "colour": tiles.COLOUR[k], "persistent": k in tiles.PERSISTENT} for k in tiles.KINDS}


def determinize(state: State, seat: int | None, rng: Rng) -> State:
    """The same table with the future draws (the RNG) re-sampled from ``rng``."""
    check_seat(seat, own_state(state, State, "vinci").players, spectator=True)
    return replace(state, rng=rng.next64())


def private_decision(state: State, seat: int) -> bool:
    """Whether ``seat``'s decision now draws on what only it sees: never, nothing is hidden."""
    return False


def engine_seats(state: State) -> frozenset[int]:
    """The virtual players (the protocol's ``engine_seats``): each decides by the rulebook's
    algorithm when offered its one ``virtual`` choice."""
    own_state(state, State, "vinci")
    return frozenset(s for s, virtual in enumerate(state.virtual) if virtual)
