"""What one seat may see of a game, and re-sampling of what it may not.

``view(state, seat)`` returns plain JSON-able data.  Hands (other than the
viewer's own), the bag order, the colours of tiles swapped away face down,
the RNG state and, unless the ``open_scoring`` option is on or the game is
over, other seats' VP cubes are **absent** (IT L156-157, L301-302, L341;
spec 1.5).  ``seat`` None is a spectator: no hand, no VP.

Schema of the view dict (keys marked "+" may be added to later; no key is
ever renamed without a note in the commit message)::

    {
      "game": "tigris",
      "side": "standard" | "advanced" | "custom",   # board side; the map is
                                                    # assets/maps/tigris-<side>.svg
      "width": 16, "height": 11,                    # grid size
      "options": {"board": str, "english": bool, "buildings": str,
                  "ziggurat": str, "open_scoring": bool},
      "buildings_on": bool, "ziggurat_on": bool,    # the variants in force
      "players": int,
      "viewer": int | None,                         # the seat this view is for
      "dynasties": ["archer", "bull", "pot", "lion"][:players],  # seat -> dynasty
      "active": int,                                # seat whose turn it is
      "turn": int,                                  # 1-based turn number
      "actions_done": 0 | 1 | 2,                    # actions completed this turn
      "phase": "action" | "war_order" | "commit" | "building" | "monument"
               | "treasure" | "cube" | "over",
      "to_act": [int, ...],                         # seats that must choose now
      "bag": int,                                   # tiles left in the bag
      "out_of_game": {"black": n, "red": n, "blue": n, "green": n},
                                                    # face-up tiles gone for ever
      "tiles": [{"square": "A1", "colour": "red", "face_up": bool}, ...],
                                                    # civilisation tiles on the board;
                                                    # face_up False = flipped under a monument
      "leaders": [{"square": "C4", "seat": 0, "colour": "red"}, ...],
      "catastrophes": ["B3", ...],                  # squares holding a catastrophe tile
      "treasures": [{"square": "K1", "priority": bool}, ...],
                                                    # priority: corner (standard) / outside
                                                    # the river (advanced) treasures
      "monuments": [{"id": "red-black", "colours": ["red", "black"],
                     "squares": ["E5", "F5", "E6", "F6"]}, ...],   # built ones
      "monuments_available": ["red-green", ...],    # still beside the board
      "buildings": {"black": "D4" | None, "red": ..., "blue": ..., "green": ...},
                                                    # civilisation buildings (None = beside
                                                    # the board); all None when the variant is off
      "ziggurat": {"centre": "H5", "squares": [5 ids]} | None,
      "unification": "F4" | None,                   # the unification marker during wars
      "placed": "F4" | None,                        # the tile placed by the current action
      "regions": [{"squares": [...], "kingdom": bool}, ...],
                                                    # every region (connected tiles and
                                                    # leaders); kingdom = holds a leader
      "seats": [                                    # one per seat, in seat order
        {"seat": int, "dynasty": str,
         "supply": ["black", ...],                  # leaders beside the screen (not on board)
         "catastrophes": int,                       # catastrophe tiles left
         "hand_size": int,                          # tiles behind the screen
         "discarded": int,                          # tiles swapped away face down
         "treasures": int,                          # treasures behind the screen (public count)
         "vp": {"black": n, "red": n, "blue": n, "green": n}   # ONLY for the viewer's own
                                                    # seat, or every seat with open scoring
                                                    # or once the game is over
        }, ...],
      "hand": {"black": n, "red": n, "blue": n, "green": n} | None,
                                                    # the viewer's own tiles (None: spectator)
      "conflict": None | {                          # the revolt or war being resolved
         "kind": "revolt" | "war", "colour": str,
         "attacker": int, "defender": int,          # seats
         "attacker_leader": sq, "defender_leader": sq,
         "attacker_support": [sq, ...], "defender_support": [sq, ...],
         "attacker_base": int, "defender_base": int,
         "attacker_commit": int | None},            # public once made (IT L387-388)
      "contested": ["green", ...],                  # war colours still to resolve
      "treasure_pick": None | {"seat": int, "kingdom": [sq, ...], "take": int},
                                                    # a trader's owner taking treasures
      "over": bool,
      "end_reason": "" | "treasures" | "bag",
      "final": None | [{"seat": int, "vp": {...}, "treasures": int,
                        "allocated": {colour: n}, "vector": [4 ints ascending],
                        "score": int, "rank": int}, ...]   # once the game is over
    }

Square ids are the board's algebraic names (``"A1"`` top-left .. ``"P11"``,
column letter then 1-based row), the ``data-region`` ids of the SVG maps.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from game.core.contract import check_seat, no_engine_seats, own_state
from game.core.rng import Rng

from .board import square_id
from .pieces import (
    CATASTROPHE,
    COLOUR_NAMES,
    COLOURS,
    DYNASTIES,
    MONUMENT_COLOURS,
    MONUMENTS,
    is_face_up,
    is_flipped,
    is_leader,
)
from .rules import contested_colours, pending_treasure, to_act, variant_on
from .scoring import final_results
from .state import NOWHERE, OVER, Counts, State, counts_of, hand_letters, kingdom_flags, leader_squares, regions


def _colours(counts: Counts) -> dict[str, int]:
    return {COLOUR_NAMES[c]: n for c, n in zip(COLOURS, counts)}


def _vp_visible(state: State, seat: int | None, owner: int) -> bool:
    return owner == seat or bool(state.option("open_scoring")) or state.phase == OVER


def view(state: State, seat: int | None) -> dict[str, Any]:
    """What ``seat`` may see (None: a spectator), as described in the module docstring."""
    check_seat(seat, own_state(state, State, "tigris").players, spectator=True)
    board = state.board
    sid = [square_id(board, q) for q in range(board.size)]
    tiles, leaders, catastrophes = [], [], []
    for q, code in enumerate(state.cells):
        if is_face_up(code) or is_flipped(code):
            tiles.append({"square": sid[q], "colour": COLOUR_NAMES[code.lower()], "face_up": is_face_up(code)})
        elif is_leader(code):
            leaders.append({"square": sid[q], "seat": int(code[0]), "colour": COLOUR_NAMES[code[1]]})
        elif code == CATASTROPHE:
            catastrophes.append(sid[q])
    w = board.width
    built = {m for m, _ in state.monuments}
    on_board = leader_squares(state)
    label, regs = regions(state)
    flags = kingdom_flags(state)
    seats = []
    for s in range(state.players):
        entry: dict[str, Any] = {
            "seat": s,
            "dynasty": DYNASTIES[s],
            "supply": [COLOUR_NAMES[c] for c in COLOURS if (s, c) not in on_board],
            "catastrophes": state.catastrophes[s],
            "hand_size": sum(state.hands[s]),
            "discarded": sum(state.discards[s]),
            "treasures": state.held[s],
        }
        if _vp_visible(state, seat, s):
            entry["vp"] = _colours(state.vp[s])
        seats.append(entry)
    conflict = None
    if state.conflict is not None:
        c = state.conflict
        conflict = {
            "kind": c.kind,
            "colour": COLOUR_NAMES[c.colour],
            "attacker": c.attacker,
            "defender": c.defender,
            "attacker_leader": sid[c.attacker_leader],
            "defender_leader": sid[c.defender_leader],
            "attacker_support": [sid[q] for q in c.attacker_support],
            "defender_support": [sid[q] for q in c.defender_support],
            "attacker_base": len(c.attacker_support),
            "defender_base": len(c.defender_support),
            "attacker_commit": c.attacker_commit if c.attacker_commit >= 0 else None,
        }
    pick = pending_treasure(state) if state.phase != OVER else None
    final = None
    if state.phase == OVER:
        final = final_results(state)
    ziggurat = None
    if state.ziggurat != NOWHERE:
        zq = state.ziggurat
        ziggurat = {"centre": sid[zq], "squares": [sid[q] for q in (zq, *board.neighbours[zq])]}
    return {
        "game": "tigris",
        "side": board.side,
        "width": board.width,
        "height": board.height,
        "options": dict(state.options),
        "buildings_on": variant_on(state, "buildings"),
        "ziggurat_on": variant_on(state, "ziggurat"),
        "players": state.players,
        "viewer": seat,
        "dynasties": list(DYNASTIES[: state.players]),
        "active": state.active,
        "turn": state.turn,
        "actions_done": state.actions_done,
        "phase": state.phase,
        "to_act": sorted(to_act(state)),
        "bag": len(state.bag),
        "out_of_game": _colours(state.gone),
        "tiles": tiles,
        "leaders": leaders,
        "catastrophes": catastrophes,
        "treasures": [{"square": sid[q], "priority": q in board.priority_treasures} for q in state.treasures],
        "monuments": [
            {
                "id": m,
                "colours": [COLOUR_NAMES[c] for c in MONUMENT_COLOURS[m]],
                "squares": [sid[q], sid[q + 1], sid[q + w], sid[q + w + 1]],
            }
            for m, q in state.monuments
        ],
        "monuments_available": [m for m, _ in MONUMENTS if m not in built],
        "buildings": {COLOUR_NAMES[c]: (sid[q] if q != NOWHERE else None) for c, q in zip(COLOURS, state.buildings)},
        "ziggurat": ziggurat,
        "unification": sid[state.unification] if state.unification != NOWHERE else None,
        "placed": sid[state.placed] if state.placed != NOWHERE else None,
        "regions": [{"squares": [sid[q] for q in reg], "kingdom": flags[i]} for i, reg in enumerate(regs)],
        "seats": seats,
        "hand": _colours(state.hands[seat]) if seat is not None else None,
        "conflict": conflict,
        "contested": [COLOUR_NAMES[c] for c in contested_colours(state)] if state.phase == "war_order" else [],
        "treasure_pick": (
            {"seat": pick[0], "kingdom": [sid[q] for q in pick[1]], "take": pick[2]} if pick is not None else None
        ),
        "over": state.phase == OVER,
        "end_reason": state.end_reason,
        "final": final,
    }


def determinize(state: State, seat: int | None, rng: Rng) -> State:
    """A state ``seat`` cannot tell from ``state``: the tiles it cannot see
    (the bag, other seats' hands and face-down discards) are pooled and dealt
    again at random, keeping every count it sees; the RNG is re-seeded.

    The pool is built as a sorted multiset, so the result depends only on
    what the seat sees and on ``rng``.  VP cubes are kept: every VP award is
    a public event of the log (spec 1.5), so a seat that follows the game
    knows them even while the totals sit behind the screens.
    """
    check_seat(seat, own_state(state, State, "tigris").players, spectator=True)
    hidden = [s for s in range(state.players) if s != seat]
    pool = state.bag + "".join(hand_letters(state.hands[s]) + hand_letters(state.discards[s]) for s in hidden)
    letters = rng.shuffled(sorted(pool))
    hands = list(state.hands)
    discards = list(state.discards)
    at = 0
    for s in hidden:
        n = sum(state.hands[s])
        hands[s] = counts_of("".join(letters[at : at + n]))
        at += n
        m = sum(state.discards[s])
        discards[s] = counts_of("".join(letters[at : at + m]))
        at += m
    bag = "".join(letters[at:])
    return replace(state, bag=bag, hands=tuple(hands), discards=tuple(discards), rng=rng.next64())


#: Phases whose choices come from a seat's hand (its tiles to place or swap, its support tiles).
PRIVATE_PHASES = frozenset({"action", "commit"})


def private_decision(state: State, seat: int) -> bool:
    """Whether ``seat``'s decision now draws on what only it sees (the table hands it the device).
    Decided from public information only (the phase, how many cards a seat holds), so whether
    the table hands the device over tells the others nothing."""
    return state.phase in PRIVATE_PHASES


engine_seats = no_engine_seats(State, "tigris")
