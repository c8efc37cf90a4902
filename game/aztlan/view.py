"""What each seat may see of an Aztlán game, and the re-sampling of what it may not.

``view(state, seat)`` returns a JSON-able dict; ``seat`` None is a spectator.
Hidden from a seat (absent, not flagged): the other seats' prosperity cards,
the deck order, the other seats' power cards chosen this era until the reveal,
and the random generator.  Public (spec Z19): every piece, the number of
prosperity cards in each hand, the discard pile, used power cards, this era's
power cards once revealed, scores and the pyramid stack.

Schema (every key always present; seats, sides and colours are ints or names
as stated):

``game``: ``"aztlan"``.  ``seat``: the viewer (int or None).  ``players``: 2..4.
``options``: ``{name: value}`` as set up.  ``era``: 1..5.
``phase``: ``"alliance" | "choice" | "develop" | "clash" | "score" | "over"``.
``step``: the awaited decision inside the phase: develop ``"place" | "move"``;
clash ``"select" | "decide" | "tie" | "rival" | "answer"``; score
``"cards" | "bank1" | "bank2"``; otherwise ``""``.
``to_act``: sorted seats that must decide now.

``colours``: ``["red", "yellow", "green", "blue"]`` (Serpent, Ocelot, Coyote, Quetzal).
``sides``: one dict per side (a tribe, or with 2 players an alliance):
``{"colours": [colour names], "seat": seat controlling it this era or None
before the 2-player alliance choice, "reserve": int, "in_hand": pieces taken
for the era not yet placed, "placed_this_era": [territory ids placed from the
hand this era, sorted]}``.  With 3-4 players side ``s`` is seat ``s`` in colour ``s``.
``alliances``: 2 players: ``{"start": [starting alliance of each seat] or [],
"controlled": [side each seat controls this era]}``; otherwise None.
``board``: ``{territory id: {colour name: count}}`` with only non-zero counts;
territories without pieces are absent.  ``removed``: ``{colour name: count}``
of pieces removed in clashes (out of play), every colour listed.

``scores``: VP per seat.  ``stack``: seats from the top of the score stack
down, i.e. by VP and ties by pyramid height (the turn order of the next
development phase; the winner first once over).
``era_scores``: per seat, the VP of each era scored so far.
``end_bonus``: per seat ``[unused power card, prosperity cards, Offerings]``
once the game is over, else None.
``turn_order``: seats in this era's order ([] before the first development);
``turn``: index into it of the seat whose turn it is in develop/clash/score, else None.

``power``: one dict per seat: ``{"used": [cards of past eras in order],
"current": this era's card or None (None while hidden from the viewer or not
chosen), "chosen": bool, "unused": [sorted cards not used in a past era and
not shown as current]}``.  The viewer's own ``current`` is always shown.
``prosperity_count``: cards in hand per seat.  ``my_prosperity``: the viewer's
cards, sorted (``[]`` for a spectator).  ``deck_size``: int.  ``discard``: the
played cards, oldest first.

``clash``: ``{"territory": id or None, "winner_side": side or None,
"defeated": [sides still to answer, in order], "done": [territories the
current seat resolved], "settled": [tied territories already settled this
era], "pending": [territories the current seat still has to resolve],
"powers": {territory: {side (str): power}} for every territory shared by two
or more sides, once the cards are revealed, else {}}``.
``scoring``: ``{"lake": lake being used for Canoes and Rafts or None, "bank":
first territory chosen or None, "links": [[a, b] joined for the current scorer],
"blessings": [Blessings played by the current scorer]}``.
``wild_preview``: ``{type: VP}`` the seat scoring with the wild card would score with
each type now, else None.  Public: in the scoring phase the power cards are face up and
the board is public, so every viewer gets the same preview (the table may show the
scorer's buttons to everyone when the decision is not private).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from game.core.contract import check_seat, no_engine_seats, own_state
from game.core.rng import Rng

from .board import TERRITORY_IDS, TYPES
from .cards import COLOURS, JOKER
from .rules import pending_clashes, powers
from .scoring import controlled, era_total, standing
from .state import CHOICE, CLASH, DEVELOP, NO_CARD, SCORE, State, side_colours, side_of, sides_count


def view(state: State, seat: int | None) -> dict[str, Any]:
    """What ``seat`` may see (None: a spectator); see the module docstring for the schema."""
    check_seat(seat, own_state(state, State, "aztlan").players, spectator=True)
    n = state.players
    chosen_sides = state.players != 2 or bool(state.alliance)
    sides = []
    for side in range(sides_count(n)):
        controller = None
        if chosen_sides:
            controller = next(s for s in range(n) if side_of(state, s) == side)
        sides.append(
            {
                "colours": [COLOURS[c] for c in side_colours(n, side)],
                "seat": controller,
                "reserve": state.reserve[side],
                "in_hand": state.hand[side],
                "placed_this_era": list(state.placed[side]),
            }
        )
    board = {}
    for t, row in zip(TERRITORY_IDS, state.board, strict=True):
        if any(row):
            board[t] = {COLOURS[c]: k for c, k in enumerate(row) if k}
    power = []
    for s in range(n):
        current = state.power_current[s]
        shown = current != NO_CARD and (state.revealed or s == seat)
        unused = list(state.power_hand[s]) + ([current] if current != NO_CARD and not shown else [])
        power.append(
            {
                "used": list(state.power_used[s]),
                "current": current if shown else None,
                "chosen": current != NO_CARD,
                "unused": sorted(unused),
            }
        )
    in_turn = state.phase in (DEVELOP, CLASH, SCORE)
    clash_powers = {}
    if state.revealed:
        for t in TERRITORY_IDS:
            pw = powers(state, t)
            if len(pw) > 1:
                clash_powers[t] = {str(side): p for side, p in pw.items()}
    pending: list[str] = []
    if state.phase == CLASH and state.step == "select":
        pending = pending_clashes(state, state.order[state.turn])
    return {
        "wild_preview": _wild_preview(state),
        "game": "aztlan",
        "seat": seat,
        "players": n,
        "options": dict(state.options),
        "era": state.era,
        "phase": state.phase,
        "step": state.step,
        "to_act": sorted(_to_act(state)),
        "colours": list(COLOURS),
        "sides": sides,
        "alliances": (
            {"start": list(state.alliance), "controlled": [side_of(state, s) for s in range(n)]} if n == 2 else None
        ),
        "board": board,
        "removed": {COLOURS[c]: k for c, k in enumerate(state.removed)},
        "scores": list(state.scores),
        "stack": standing(state),
        "era_scores": [list(e) for e in state.era_scores],
        "end_bonus": [list(b) for b in state.end_bonus] if state.end_bonus else None,
        "turn_order": list(state.order),
        "turn": state.turn if in_turn else None,
        "power": power,
        "prosperity_count": [len(h) for h in state.prosperity],
        "my_prosperity": list(state.prosperity[seat]) if seat is not None else [],
        "deck_size": len(state.deck),
        "discard": list(state.discard),
        "clash": {
            "territory": state.clash_at or None,
            "winner_side": state.winner if state.winner >= 0 else None,
            "defeated": list(state.defeated),
            "done": list(state.clash_done),
            "settled": list(state.settled),
            "pending": pending,
            "powers": clash_powers,
        },
        "scoring": {
            "lake": state.canoe_lake or None,
            "bank": state.canoe_bank or None,
            "links": [list(p) for p in state.links],
            "blessings": list(state.blessings),
        },
    }


def _to_act(state: State) -> frozenset[int]:
    from .rules import to_act

    return to_act(state)


def determinize(state: State, seat: int | None, rng: Rng) -> State:
    """A state ``seat`` cannot tell from ``state``: the other seats' prosperity hands and the deck order
    dealt again from their pooled cards, the other seats' hidden power cards drawn again from the cards
    they may hold, and a fresh random generator.  Depends only on what ``seat`` sees."""
    check_seat(seat, own_state(state, State, "aztlan").players, spectator=True)
    others = [s for s in range(state.players) if s != seat]
    pool = sorted([*state.deck, *(c for s in others for c in state.prosperity[s])])
    rng.shuffle(pool)
    prosperity = list(state.prosperity)
    for s in others:
        k = len(state.prosperity[s])
        prosperity[s] = tuple(sorted(pool[:k]))
        pool = pool[k:]
    power_hand = list(state.power_hand)
    power_current = list(state.power_current)
    if not state.revealed:
        for s in others:
            if state.power_current[s] == NO_CARD:
                continue
            options = sorted([*state.power_hand[s], state.power_current[s]])
            pick = rng.choice(options)
            power_current[s] = pick
            options.remove(pick)
            power_hand[s] = tuple(options)
    return replace(
        state,
        prosperity=tuple(prosperity),
        deck=tuple(pool),
        power_hand=tuple(power_hand),
        power_current=tuple(power_current),
        rng=rng.next64(),
    )


def _wild_preview(state: State) -> dict[str, int] | None:
    """The VP each type would score now, for the seat about to score with the wild card, so each
    type's button can say it.  Only once the cards are revealed: before, the card is a secret."""
    if state.phase != SCORE or not state.revealed or state.step in ("bank1", "bank2"):
        return None
    scorers = [s for s in sorted(_to_act(state)) if state.power_current[s] == JOKER]
    if not scorers:
        return None
    owned = controlled(state.board, state.players, side_of(state, scorers[0]))
    return {str(kind): era_total(owned, kind, state.links, state.blessings)[2] for kind in TYPES}


def private_decision(state: State, seat: int) -> bool:
    """Whether ``seat``'s decision now draws on what only it sees (the table hands it the device):
    the secret power card, or any decision while it holds prosperity cards (it may play one).
    Decided from public information only (the phase, how many cards a seat holds), so whether
    the table hands the device over tells the others nothing."""
    return state.phase == CHOICE or bool(state.prosperity[seat])


engine_seats = no_engine_seats(State, "aztlan")
