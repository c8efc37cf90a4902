"""The rules of Aztlán: setup, who acts, legal choices and apply.

Sources: the Italian rulebook (pages cited), restated in rules/aztlan.md whose
recommended resolutions (Z1..Z22) are followed; product decisions in
DECISIONS.md.

Decisions, by phase and ``step`` (every one is a Choice listed by legal()):

- ``alliance`` (2 players, once): the seat on top of the starting stack picks
  its starting alliance, ``alliance 0|1`` (spec Z20); the other seat gets the other.
- ``choice``: every seat at once, in secret, ``power N`` (p. 4).
- ``develop``, step ``place``: ``place T`` (2 players: ``place T colour``); or
  ``eagle T [colour]`` (Eagle and Jaguar Warriors, before or after placing).
  Step ``move``: ``move A B [colour]`` to an adjacent territory, ``pass``, or
  ``eagle``.  A move or a pass ends the turn (p. 4-5; spec Z5).
- ``clash``, step ``select``: ``clash T``, the next territory the seat resolves,
  in the order it likes (p. 5), automatic when only one is left.  Then
  ``decide``: ``defeat`` | ``coexist``; ``tie`` (the first tied seat):
  ``tie`` (automatic result) | ``tlatoani``; ``rival`` (a later tied seat):
  ``decline`` | ``tlatoani`` (spec Z7); ``answer`` (each defeated side's seat,
  out of turn): ``yield`` | ``sacred_games`` (spec Z8, Z9).  The seats are asked
  whether or not they hold the card, so the flow reveals no hand.
- ``score``, step ``cards``: ``blessing K``, ``canoes L`` (then ``bank T`` twice,
  steps ``bank1``/``bank2``, spec Z10), and ``score`` (card 4: ``score TYPE``, the
  wild type for every possession, spec Z4), which ends the scoring turn.
"""

from __future__ import annotations

from collections.abc import Mapping
from itertools import combinations
from typing import Any

from game.core.choice import Choice
from game.core.contract import deciding, listed, playing, remembers_last
from game.core.protocol import Event
from game.core.rng import Rng

from .board import ADJACENT, LAKE_IDS, TERRITORY_IDS, TERRITORY_INDEX, TYPES, lake_shore
from .cards import (
    BLESSING_TYPE,
    CANOES,
    CARD_IN_HAND_VP,
    COLOURS,
    EAGLE,
    ERAS,
    JOKER,
    OFFERING,
    PIECES_PER_COLOUR,
    PIECES_PER_ERA,
    POWER_VALUES,
    SACRED_GAMES,
    TLATOANI,
    full_deck,
    offering_bonus,
    power_type,
    power_vp,
)
from .scoring import controlled, era_total, standing
from .spec import SPEC
from .state import (
    ALLIANCE,
    CHOICE,
    CLASH,
    DEVELOP,
    NO_CARD,
    OVER,
    SCORE,
    State,
    Work,
    all_side_colours,
    freeze,
    seat_of,
    side_colours,
    side_of,
    sides_count,
    thaw,
)

# --------------------------------------------------------------------------- setup


def new_game(players: int, options: Mapping[str, Any] | None, seed: int) -> State:
    """The set-up state: stack order at random (p. 3), prosperity deck shuffled.

    Raises SetupError for a player count outside 2..4 or bad options.
    """
    opts = SPEC.check_new_game(players, options, seed)
    rng = Rng(seed)
    stack = rng.shuffled(range(players))  # top first: «il primo giocatore in cima» (p. 3)
    arrival = [0] * players
    for height, seat in enumerate(stack):
        arrival[seat] = players - height
    deck = rng.shuffled(full_deck())
    sides = sides_count(players)
    return State(
        players=players,
        options=tuple(sorted(opts.items())),
        rng=rng.state,
        era=1,
        phase=ALLIANCE if players == 2 else CHOICE,
        step="",
        scores=(0,) * players,
        arrival=tuple(arrival),
        arrivals=players,
        era_scores=((),) * players,
        end_bonus=(),
        alliance=(),
        power_hand=(POWER_VALUES,) * players,
        power_used=((),) * players,
        power_current=(NO_CARD,) * players,
        revealed=False,
        prosperity=((),) * players,
        deck=tuple(deck),
        discard=(),
        board=((0,) * len(COLOURS),) * len(TERRITORY_IDS),
        reserve=tuple(PIECES_PER_COLOUR * len(side_colours(players, s)) for s in range(sides)),
        hand=(0,) * sides,
        removed=(0,) * len(COLOURS),
        order=(),
        turn=0,
        placed=((),) * sides,
        clash_at="",
        clash_done=(),
        settled=(),
        winner=-1,
        defeated=(),
        rewarded=False,
        canoe_lake="",
        canoe_bank="",
        links=(),
        blessings=(),
    )


# --------------------------------------------------------------------------- who acts


def to_act(state: State) -> frozenset[int]:
    """The seats that must decide now (several only when choosing power cards)."""
    if not playing(state, State, SPEC.name, is_over):
        return frozenset()
    if state.phase == ALLIANCE:
        return frozenset({standing(state)[0]})
    if state.phase == CHOICE:
        return frozenset(s for s in range(state.players) if state.power_current[s] == NO_CARD)
    if state.phase == CLASH and state.step == "answer":
        return frozenset({seat_of(state, state.defeated[0])})
    return frozenset({state.order[state.turn]})


def is_over(state: State) -> bool:
    return state.phase == OVER


# --------------------------------------------------------------------------- legal


@remembers_last
def legal(state: State, seat: int) -> list[Choice]:
    """The choices open to ``seat``, in a stable order; [] when it is not to act."""
    if not deciding(state, seat, State, SPEC.name, to_act):
        return []
    phase, step = state.phase, state.step
    if phase == ALLIANCE:
        return [Choice("alliance", (a,)) for a in (0, 1)]
    if phase == CHOICE:
        return [Choice("power", (v,)) for v in state.power_hand[seat]]
    if phase == DEVELOP:
        out = _place_choices(state, seat) if step == "place" else _move_choices(state, seat)
        return out + _eagle_choices(state, seat)
    if phase == CLASH:
        return _clash_choices(state, seat)
    return _score_choices(state, seat)


def _place_choices(state: State, seat: int) -> list[Choice]:
    side = side_of(state, seat)
    if state.players != 2:
        return [Choice("place", (t,), (t,)) for t in TERRITORY_IDS]
    colours = [c for c in side_colours(2, side) if _capacity(state, c) > 0]
    return [Choice("place", (t, COLOURS[c]), (t,)) for t in TERRITORY_IDS for c in colours]


#: Every move there can be, made once (from, to, colour, two players): the bots' play-outs list
#: moves by the million, and building a Choice costs more than finding one (docs/speed.md).
_MOVES: dict[tuple[str, str, int, bool], Choice] = {
    (t, u, c, two): Choice("move", (t, u, COLOURS[c]) if two else (t, u), (t, u))
    for t in TERRITORY_IDS
    for u in ADJACENT[t]
    for c in range(len(COLOURS))
    for two in (True, False)
}
_NEIGHBOURS: dict[str, tuple[str, ...]] = {t: tuple(sorted(ADJACENT[t])) for t in TERRITORY_IDS}
_PASS = Choice("pass")


def _move_choices(state: State, seat: int) -> list[Choice]:
    side = side_of(state, seat)
    two = state.players == 2
    colours = side_colours(state.players, side)
    out: list[Choice] = []
    for t in TERRITORY_IDS:
        row = state.board[TERRITORY_INDEX[t]]
        for c in colours:
            if row[c]:
                out.extend(_MOVES[t, u, c, two] for u in _NEIGHBOURS[t])
    out.append(_PASS)
    return out


def _eagle_choices(state: State, seat: int) -> list[Choice]:
    """Eagle and Jaguar Warriors: one extra piece where the side placed from its hand this era, this
    turn's placement included once made (p. 10; spec Z15).  No extra move comes with it."""
    if EAGLE not in state.prosperity[seat]:
        return []
    side = side_of(state, seat)
    where = state.placed[side]
    colours = _eagle_colours(state, side)
    if state.players != 2:
        return [Choice("eagle", (t,), (t,)) for t in where] if colours else []
    return [Choice("eagle", (t, COLOURS[c]), (t,)) for t in where for c in colours]


def _eagle_colours(state: State, side: int) -> list[int]:
    """Colours the Eagle piece may have: from the reserve, or else from the removed pieces (p. 10)."""
    colours = side_colours(state.players, side)
    if state.reserve[side] > 0:
        return [c for c in colours if _room(state, side, c)]
    return [c for c in colours if state.removed[c] > 0]


def _capacity(state: State, colour: int) -> int:
    """Pieces of ``colour`` in the reserve or taken for the era (not on the board, not removed)."""
    return PIECES_PER_COLOUR - sum(row[colour] for row in state.board) - state.removed[colour]


def _room(state: State, side: int, colour: int) -> bool:
    """Whether one more piece of ``colour`` can come out of the reserve and still leave the side's
    taken pieces a colour each."""
    total = sum(_capacity(state, c) for c in side_colours(state.players, side))
    return _capacity(state, colour) > 0 and total - 1 >= state.hand[side]


def _clash_choices(state: State, seat: int) -> list[Choice]:
    step = state.step
    t = state.clash_at
    if step == "select":
        return [Choice("clash", (x,), (x,)) for x in pending_clashes(state, seat)]
    held = TLATOANI in state.prosperity[seat]
    if step == "decide":
        return [Choice("defeat", (), (t,)), Choice("coexist", (), (t,))]
    if step == "tie":
        return [Choice("tie", (), (t,))] + ([Choice("tlatoani", (), (t,))] if held else [])
    if step == "rival":
        return [Choice("decline", (), (t,))] + ([Choice("tlatoani", (), (t,))] if held else [])
    # step == "answer"
    sacred = SACRED_GAMES in state.prosperity[seat]
    return [Choice("yield", (), (t,))] + ([Choice("sacred_games", (), (t,))] if sacred else [])


def _score_choices(state: State, seat: int) -> list[Choice]:
    if state.step in ("bank1", "bank2"):
        return [Choice("bank", (t,), (t,)) for t in lake_shore(state.canoe_lake) if t != state.canoe_bank]
    hand = state.prosperity[seat]
    out = [Choice("blessing", (k,)) for k in BLESSING_TYPE if k in hand]
    if CANOES in hand:
        out += [Choice("canoes", (lake,), (lake, *lake_shore(lake))) for lake in LAKE_IDS]
    if state.power_current[seat] == JOKER:
        out += [Choice("score", (kind,)) for kind in TYPES]
    else:
        out.append(Choice("score"))
    return out


# --------------------------------------------------------------------------- clashes


def powers(state: State | Work, territory: str) -> dict[int, int]:
    """Side -> power in ``territory`` (card x pieces, p. 5), for the sides present."""
    return _row_powers(state, state.board[TERRITORY_INDEX[territory]])


def _row_powers(state: State | Work, row: tuple[int, ...] | list[int]) -> dict[int, int]:
    """:func:`powers` of a board row (the bots' search calls this for every territory)."""
    out = {}
    for side, colours in enumerate(all_side_colours(state.players)):
        n = sum(row[c] for c in colours)
        if n:
            out[side] = state.power_current[seat_of(state, side)] * n
    return out


def pending_clashes(state: State | Work, seat: int) -> list[str]:
    """Territories ``seat`` still has to resolve in its clash turn: it shares them with an enemy and
    is the strongest or tied for strongest there (p. 5; spec Z7)."""
    side = side_of(state, seat)
    if side < 0:
        return []
    groups = all_side_colours(state.players)
    cards = [state.power_current[seat_of(state, s)] for s in range(len(groups))]
    out = []
    for t, row in zip(TERRITORY_IDS, state.board, strict=True):
        # :func:`powers` inlined: the bots' search asks this after every move.
        mine = sum(row[c] for c in groups[side])
        if not mine or t in state.clash_done:
            continue
        enemies = [
            cards[s] * n for s, colours in enumerate(groups) if s != side and (n := sum(row[c] for c in colours))
        ]
        if enemies and cards[side] * mine >= max(enemies):
            out.append(t)
    return out


# --------------------------------------------------------------------------- apply


def apply(state: State, seat: int, choice: Choice) -> tuple[State, list[Event]]:
    """The state after ``seat`` makes ``choice``, and the events.

    Raises IllegalMove (leaving ``state`` untouched) unless the choice is legal.
    """
    listed(state, seat, choice, State, SPEC.name, legal, _doing)
    w = Work(**thaw(state))
    events: list[Event] = []
    handler = _HANDLERS[choice.kind]
    handler(w, seat, choice.args, events)
    _advance(w, events)
    return freeze(vars(w)), events


def _doing(state: State) -> str:
    return {
        ALLIANCE: "choosing the starting alliance",
        CHOICE: "choosing a power card",
        DEVELOP: "placing a piece" if state.step == "place" else "moving a piece or passing",
        CLASH: f"resolving clashes ({state.step})",
        SCORE: "scoring" if state.step == "cards" else "choosing the Canoes and Rafts territories",
        OVER: "the game is over",
    }[state.phase]


def _choose_alliance(w: Work, seat: int, args: tuple[Any, ...], events: list[Event]) -> None:
    alliance = [0, 0]
    alliance[seat] = args[0]
    alliance[1 - seat] = 1 - args[0]
    w.alliance = alliance
    w.phase = CHOICE
    events.append({"type": "alliance", "seat": seat, "alliance": args[0]})


def _choose_power(w: Work, seat: int, args: tuple[Any, ...], events: list[Event]) -> None:
    w.power_hand[seat].remove(args[0])
    w.power_current[seat] = args[0]
    events.append({"type": "power_chosen", "seat": seat})
    events.append({"type": "power_card", "seat": seat, "card": args[0], "private_to": seat})


def _colour_arg(w: Work, args: tuple[Any, ...], index: int, side: int) -> int:
    if w.players == 2:
        return COLOURS.index(args[index])
    return side_colours(w.players, side)[0]


def _place(w: Work, seat: int, args: tuple[Any, ...], events: list[Event]) -> None:
    side = side_of(w, seat)
    t = args[0]
    colour = _colour_arg(w, args, 1, side)
    w.hand[side] -= 1
    w.board[TERRITORY_INDEX[t]][colour] += 1
    if t not in w.placed[side]:
        w.placed[side] = sorted([*w.placed[side], t])
    w.step = "move"
    events.append({"type": "place", "seat": seat, "territory": t, "colour": COLOURS[colour]})


def _eagle(w: Work, seat: int, args: tuple[Any, ...], events: list[Event]) -> None:
    side = side_of(w, seat)
    t = args[0]
    colour = _colour_arg(w, args, 1, side)
    _discard(w, seat, EAGLE)
    if w.reserve[side] > 0:
        w.reserve[side] -= 1
        source = "reserve"
    else:
        w.removed[colour] -= 1
        source = "removed"
    w.board[TERRITORY_INDEX[t]][colour] += 1
    events.append({"type": "eagle", "seat": seat, "territory": t, "colour": COLOURS[colour], "source": source})


def _move(w: Work, seat: int, args: tuple[Any, ...], events: list[Event]) -> None:
    side = side_of(w, seat)
    a, b = args[0], args[1]
    colour = _colour_arg(w, args, 2, side)
    w.board[TERRITORY_INDEX[a]][colour] -= 1
    w.board[TERRITORY_INDEX[b]][colour] += 1
    events.append({"type": "move", "seat": seat, "from": a, "to": b, "colour": COLOURS[colour]})
    _end_develop_turn(w)


def _pass(w: Work, seat: int, args: tuple[Any, ...], events: list[Event]) -> None:
    events.append({"type": "pass", "seat": seat})
    _end_develop_turn(w)


def _end_develop_turn(w: Work) -> None:
    w.step = "place"
    w.turn = (w.turn + 1) % len(w.order)


def _select_clash(w: Work, seat: int, args: tuple[Any, ...], events: list[Event]) -> None:
    _open_clash(w, seat, args[0], events)


def _open_clash(w: Work, seat: int, t: str, events: list[Event]) -> None:
    side = side_of(w, seat)
    pw = powers(w, t)
    top = max(pw.values())
    leaders = [s for s in pw if pw[s] == top]
    w.clash_at = t
    events.append(
        {
            "type": "clash",
            "seat": seat,
            "territory": t,
            "powers": {str(s): p for s, p in pw.items()},
            "colours": {str(s): [COLOURS[c] for c in side_colours(w.players, s)] for s in pw},
        }
    )
    if leaders == [side]:
        w.winner = side
        w.step = "decide"
    elif t in w.settled:
        w.step = "rival"
    else:
        w.step = "tie"


def _tie(w: Work, seat: int, args: tuple[Any, ...], events: list[Event]) -> None:
    """The automatic result of a tie for the highest power: the tied coexist without a card, the weaker
    are removed (p. 6); Sacred Games cannot answer it (spec Z9)."""
    t = w.clash_at
    pw = powers(w, t)
    top = max(pw.values())
    weaker = [s for s in _by_turn(w, pw) if pw[s] < top]
    events.append({"type": "tie", "seat": seat, "territory": t, "tied": sorted(s for s in pw if pw[s] == top)})
    for s in weaker:
        _remove_side(w, t, s, events)
    w.settled = sorted([*w.settled, t])
    _close_clash(w)


def _tlatoani(w: Work, seat: int, args: tuple[Any, ...], events: list[Event]) -> None:
    t = w.clash_at
    _discard(w, seat, TLATOANI)
    events.append({"type": "tlatoani", "seat": seat, "territory": t})
    if t not in w.settled:
        w.settled = sorted([*w.settled, t])
    w.winner = side_of(w, seat)
    w.step = "decide"


def _decline(w: Work, seat: int, args: tuple[Any, ...], events: list[Event]) -> None:
    events.append({"type": "decline", "seat": seat, "territory": w.clash_at})
    _close_clash(w)


def _coexist(w: Work, seat: int, args: tuple[Any, ...], events: list[Event]) -> None:
    events.append({"type": "coexist", "seat": seat, "territory": w.clash_at})
    _draw(w, seat, events)  # exactly 1 card, however many enemies (p. 6)
    _close_clash(w)


def _defeat(w: Work, seat: int, args: tuple[Any, ...], events: list[Event]) -> None:
    t = w.clash_at
    events.append({"type": "defeat", "seat": seat, "territory": t})
    pw = powers(w, t)
    w.defeated = [s for s in _by_turn(w, pw) if s != w.winner]
    w.step = "answer"


def _yield(w: Work, seat: int, args: tuple[Any, ...], events: list[Event]) -> None:
    side = w.defeated.pop(0)
    _remove_side(w, w.clash_at, side, events)
    _after_answer(w)


def _sacred_games(w: Work, seat: int, args: tuple[Any, ...], events: list[Event]) -> None:
    """Sacred Games: the defeated side stays and the winner draws 1 card (p. 10; spec Z8, per card unless
    the option caps it at one per territory)."""
    w.defeated.pop(0)
    _discard(w, seat, SACRED_GAMES)
    events.append({"type": "sacred_games", "seat": seat, "territory": w.clash_at})
    if not (w.rewarded and dict(w.options)["sacred_games_one_card"]):
        _draw(w, seat_of(w, w.winner), events)
        w.rewarded = True
    _after_answer(w)


def _after_answer(w: Work) -> None:
    if not w.defeated:
        _close_clash(w)


def _close_clash(w: Work) -> None:
    w.clash_done = [*w.clash_done, w.clash_at]
    w.clash_at = ""
    w.winner = -1
    w.defeated = []
    w.rewarded = False
    w.step = "select"


def _by_turn(w: Work, sides: Mapping[int, int]) -> list[int]:
    """The sides in ``sides`` in this era's turn order of their seats."""
    rank = {seat: i for i, seat in enumerate(w.order)}
    return sorted(sides, key=lambda s: rank[seat_of(w, s)])


def _remove_side(w: Work, t: str, side: int, events: list[Event]) -> None:
    row = w.board[TERRITORY_INDEX[t]]
    gone = 0
    for c in side_colours(w.players, side):
        gone += row[c]
        w.removed[c] += row[c]
        row[c] = 0
    colours = [COLOURS[c] for c in side_colours(w.players, side)]
    events.append({"type": "removed", "side": side, "colours": colours, "territory": t, "count": gone})


def _blessing(w: Work, seat: int, args: tuple[Any, ...], events: list[Event]) -> None:
    _discard(w, seat, args[0])
    w.blessings = [*w.blessings, args[0]]
    events.append({"type": "blessing", "seat": seat, "card": args[0]})


def _canoes(w: Work, seat: int, args: tuple[Any, ...], events: list[Event]) -> None:
    lake = args[0]
    _discard(w, seat, CANOES)
    events.append({"type": "canoes", "seat": seat, "lake": lake})
    if dict(w.options)["canoes_whole_lake"]:
        w.links = [*w.links, *([a, b] for a, b in combinations(lake_shore(lake), 2))]
    else:
        w.canoe_lake = lake
        w.step = "bank1"


def _bank(w: Work, seat: int, args: tuple[Any, ...], events: list[Event]) -> None:
    if w.step == "bank1":
        w.canoe_bank = args[0]
        w.step = "bank2"
        return
    pair = sorted([w.canoe_bank, args[0]])
    w.links = [*w.links, pair]
    events.append({"type": "link", "seat": seat, "lake": w.canoe_lake, "territories": pair})
    w.canoe_lake = ""
    w.canoe_bank = ""
    w.step = "cards"


def _score(w: Work, seat: int, args: tuple[Any, ...], events: list[Event]) -> None:
    card = w.power_current[seat]
    kind = str(args[0]) if card == JOKER else power_type(card)
    assert kind is not None
    side = side_of(w, seat)
    owned = controlled(w.board, w.players, side)
    groups, blessed, total = era_total(owned, kind, w.links, w.blessings)
    _gain(w, seat, total)
    w.era_scores[seat] = [*w.era_scores[seat], total]
    events.append(
        {
            "type": "score",
            "seat": seat,
            "era": w.era,
            "bonus_type": kind,
            "wild": card == JOKER,
            "possessions": groups,
            "blessings": blessed,
            "total": total,
        }
    )
    w.links = []
    w.blessings = []
    w.turn += 1
    if w.turn == len(w.order):
        _end_era(w, events)


def _gain(w: Work, seat: int, points: int) -> None:
    """Move the seat's pyramid: a marker that arrives on an occupied space goes on top (p. 4; spec Z17)."""
    if points > 0:
        w.scores[seat] += points
        w.arrivals += 1
        w.arrival[seat] = w.arrivals


def _end_era(w: Work, events: list[Event]) -> None:
    for seat in range(w.players):
        w.power_used[seat] = [*w.power_used[seat], w.power_current[seat]]
        w.power_current[seat] = NO_CARD
    w.revealed = False
    w.placed = [[] for _ in w.placed]
    w.settled = []
    w.clash_done = []
    w.step = ""
    if w.era == ERAS:
        _final_scoring(w, events)
        return
    w.era += 1
    w.phase = CHOICE
    events.append({"type": "era", "era": w.era})
    if w.players == 2:
        events.append({"type": "swap", "controls": [side_of(w, s) for s in range(2)]})


def _final_scoring(w: Work, events: list[Event]) -> None:
    """Unused power card, 1 VP per prosperity card in hand, Offerings squared: one marker move per seat, in
    era V's turn order (p. 8; spec Z17)."""
    cap = dict(w.options)["offerings_cap_25"]
    bonus = [[0, 0, 0] for _ in range(w.players)]
    for seat in w.order:
        unused = sum(power_vp(c) for c in w.power_hand[seat])
        cards = CARD_IN_HAND_VP * len(w.prosperity[seat])
        offerings = offering_bonus(w.prosperity[seat].count(OFFERING), cap)
        bonus[seat] = [unused, cards, offerings]
        _gain(w, seat, unused + cards + offerings)
        events.append(
            {
                "type": "final",
                "seat": seat,
                "power_card": list(w.power_hand[seat]),
                "prosperity": list(w.prosperity[seat]),
                "points": [unused, cards, offerings],
                "total": unused + cards + offerings,
                "reveal": True,
            }
        )
    w.end_bonus = bonus
    w.phase = OVER
    ranking_now = sorted(range(w.players), key=lambda s: (-w.scores[s], -w.arrival[s]))
    events.append({"type": "game_over", "standing": ranking_now, "scores": list(w.scores)})


def _discard(w: Work, seat: int, card: str) -> None:
    w.prosperity[seat].remove(card)
    w.discard = [*w.discard, card]


def _draw(w: Work, seat: int, events: list[Event]) -> None:
    """Draw one prosperity card; an empty deck is rebuilt from the shuffled discards (spec Z13)."""
    if not w.deck and w.discard:
        rng = Rng.from_state(w.rng)
        w.deck = rng.shuffled(sorted(w.discard))
        w.rng = rng.state
        w.discard = []
        events.append({"type": "reshuffle", "cards": len(w.deck), "reveal": True})
    if not w.deck:
        events.append({"type": "no_card", "seat": seat})
        return
    card = w.deck.pop(0)
    w.prosperity[seat] = sorted([*w.prosperity[seat], card])
    events.append({"type": "draw", "seat": seat, "reveal": True})
    events.append({"type": "drew", "seat": seat, "card": card, "private_to": seat, "reveal": True})


_HANDLERS = {
    "alliance": _choose_alliance,
    "power": _choose_power,
    "place": _place,
    "eagle": _eagle,
    "move": _move,
    "pass": _pass,
    "clash": _select_clash,
    "tie": _tie,
    "tlatoani": _tlatoani,
    "decline": _decline,
    "defeat": _defeat,
    "coexist": _coexist,
    "yield": _yield,
    "sacred_games": _sacred_games,
    "blessing": _blessing,
    "canoes": _canoes,
    "bank": _bank,
    "score": _score,
}


# --------------------------------------------------------------------------- automatic steps


def settle(state: State) -> tuple[State, list[Event]]:
    """Play the steps of ``state`` that need no decision (a built position, e.g. in tests)."""
    w = Work(**thaw(state))
    events: list[Event] = []
    _advance(w, events)
    return freeze(vars(w)), events


def _advance(w: Work, events: list[Event]) -> None:
    """Play every step that needs no decision, until someone must decide or the game is over."""
    while True:
        if w.phase == CHOICE and all(c != NO_CARD for c in w.power_current):
            _start_development(w, events)
        elif w.phase == DEVELOP and w.step == "place" and w.hand[side_of(w, w.order[w.turn])] == 0:
            _next_developer(w, events)
        elif w.phase == CLASH and w.step == "select" and not w.clash_at:
            seat = w.order[w.turn]
            todo = pending_clashes(w, seat)
            if len(todo) == 1:
                _open_clash(w, seat, todo[0], events)
            elif not todo:
                _next_clasher(w, events)
            else:
                return
        else:
            return


def _start_development(w: Work, events: list[Event]) -> None:
    """Reveal nothing yet; take the era's pieces (p. 4; shortages from removed pieces, spec Z14) and fix the
    turn order by VP and stack (p. 4; spec Z16)."""
    allotment = PIECES_PER_ERA[w.players][w.era - 1]
    taken = []
    for side in range(len(w.hand)):
        from_reserve = min(allotment, w.reserve[side])
        w.reserve[side] -= from_reserve
        short = allotment - from_reserve
        for c in side_colours(w.players, side):
            back = min(short, w.removed[c])
            w.removed[c] -= back
            short -= back
        w.hand[side] += allotment - short
        taken.append(allotment - short)
    w.order = sorted(range(w.players), key=lambda s: (-w.scores[s], -w.arrival[s]))
    w.turn = 0
    w.phase = DEVELOP
    w.step = "place"
    events.append({"type": "development", "era": w.era, "order": list(w.order), "taken": taken})


def _next_developer(w: Work, events: list[Event]) -> None:
    """The next seat in turn order with pieces left; none left ends the phase and reveals the cards."""
    for k in range(1, len(w.order) + 1):
        turn = (w.turn + k) % len(w.order)
        if w.hand[side_of(w, w.order[turn])] > 0:
            w.turn = turn
            return
    w.revealed = True
    events.append({"type": "reveal", "cards": list(w.power_current), "reveal": True})
    w.phase = CLASH
    w.step = "select"
    w.turn = 0
    w.clash_done = []
    w.settled = []


def _next_clasher(w: Work, events: list[Event]) -> None:
    w.turn += 1
    w.clash_done = []
    if w.turn < len(w.order):
        return
    w.phase = SCORE
    w.step = "cards"
    w.turn = 0
    events.append({"type": "scoring", "era": w.era})
