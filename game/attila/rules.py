"""The rules of Attila: setup, who acts, the legal choices and their effects.

A turn (rulebook §2) is a sequence of small choices by the active player:
``card`` (a tribe from the hand), ``place`` (its province), then
``influence`` or ``second`` (a second token of the same tribe, §2
«Importante»).  Every province that this card brought to 5 tokens then has a
conflict (§3): from the active player clockwise, each seat adds cards of the
tribes present face down (``commit``) and says ``commit_done``; the cards are
revealed, the weakest tribes leave, a peace tile from the current century
pacifies the province, and when a century box empties every tribe is scored
(§4).  Action tiles (§5): ``double``, ``exchange`` (then ``swap`` cards and
``swap_done``), ``influence2``.  A player who cannot play any card may
``pass`` (spec A14), showing his hand and ``discard``-ing cards if the
option says so.  ``end`` closes a turn when a tile could still be used;
otherwise the turn ends by itself, and the active player draws back to 6.

Timing windows for the one action tile of a turn (spec A15): between card
plays (before the first, after each fully resolved card), and at the start of
the active player's own commitment in each of his conflicts (after step 2,
before he commits).  Double Turn only after a card has been fully resolved
and when no card play is left.

The end of the game (§6): the last peace tile ends it at once, after the 7th
century scoring, which is the final scoring (A3, A4); an empty supply after a
card's conflicts (A6) or a marker on the last space of a track (A5) lets the
active player finish his turn (or only his card, by option), then every tribe
is scored once more.  A whole round of turns without a card played ends the
game the same way (design value: nothing could change any more).
"""

from __future__ import annotations

from collections.abc import Mapping
from itertools import combinations
from typing import Any

from game.core import Choice, Event, Rng
from game.core.contract import deciding, listed, playing, remembers_last
from game.core.evolve import evolve

from .board import PLAYABLE
from .constants import (
    CARD_PLAYS,
    CARD_PLAYS_TWO_PLAYER,
    CARDS_PER_TRIBE,
    CENTURIES,
    CONFLICT_AT,
    DOUBLE,
    DOUBLE_TURN_EXTRA,
    END_INFLUENCE,
    END_PEACE,
    END_STALEMATE,
    END_TOKENS,
    EXCHANGE,
    FINAL_SLOT,
    FINISH_CARD,
    HAND_SIZE,
    INFLUENCE2,
    INFLUENCE2_STEPS,
    NUM_TRIBES,
    PEACE_TILES,
    TILES,
    TOKENS_PER_TRIBE,
    TRIBE_INDEX,
    TRIBES,
)
from .placement import legal_provinces, playable_tribes
from .scoring import score_all
from .spec import SPEC
from .state import (
    COMMIT,
    DISCARD,
    GAIN,
    OVER,
    PLACE,
    SWAP,
    TURN,
    ZERO,
    Counts,
    State,
    add,
    century_index,
    influence_gain,
    plus,
    set_at,
)


def plays_per_turn(players: int) -> int:
    """Cards a turn plays: 2 with two players (§7), else 1 (§2)."""
    return CARD_PLAYS_TWO_PLAYER if players == 2 else CARD_PLAYS


# --------------------------------------------------------------------------- setup


def new_game(players: int, options: Mapping[str, Any] | None, seed: int) -> State:
    """The set-up state (rulebook §Preparazione).  Raises SetupError on a bad
    player count or option.

    >>> s = new_game(3, None, 7)
    >>> [sum(h) for h in s.hands], len(s.deck), s.boxes
    ([6, 6, 6], 36, (1, 2, 3, 4))
    """
    opts = SPEC.check_new_game(players, options, seed)
    rng = Rng(seed)
    deck = rng.shuffled([t for t in range(NUM_TRIBES) for _ in range(CARDS_PER_TRIBE)])
    hands = []
    for _ in range(players):
        hand = ZERO
        for t in deck[:HAND_SIZE]:
            hand = add(hand, t)
        deck = deck[HAND_SIZE:]
        hands.append(hand)
    # Rulebook: the youngest starts; software default: a random seat (spec §1.3).
    active = rng.randbelow(players) if opts["random_start"] else 0
    return State(
        players=players,
        options=tuple(sorted(opts.items())),
        rng=rng.state,
        supply=(TOKENS_PER_TRIBE,) * NUM_TRIBES,
        board=(ZERO,) * len(PLAYABLE),
        peace=(),
        boxes=PEACE_TILES,
        influence=(ZERO,) * players,
        points=((0,) * (FINAL_SLOT + 1),) * players,
        hands=tuple(hands),
        deck=tuple(deck),
        discard=ZERO,
        tiles=(TILES,) * players,
        active=active,
        turn=1,
        step=TURN,
        resume="",
        plays_left=plays_per_turn(players),
        plays_done=0,
        tile_used="",
        card=-1,
        placed=(),
        conflicts=(),
        committer=-1,
        committed=(ZERO,) * players,
        swap=ZERO,
        passes=0,
        end_reason="",
    )


# --------------------------------------------------------------------------- who acts, what is legal


def to_act(state: State) -> frozenset[int]:
    """The one seat deciding now (conflict commitments go in turn), or none at the end."""
    if not playing(state, State, SPEC.name, is_over):
        return frozenset()
    if state.step == COMMIT:
        return frozenset((state.committer,))
    return frozenset((state.active,))


def is_over(state: State) -> bool:
    return state.step == OVER


def _tile_window(state: State) -> bool:
    """Whether the active player may use an action tile now (spec A15)."""
    if state.tile_used:
        return False
    if state.step == TURN:
        return True
    return state.step == COMMIT and state.committer == state.active and sum(state.committed[state.active]) == 0


def _tile_choices(state: State) -> list[Choice]:
    if not _tile_window(state):
        return []
    seat = state.active
    own = state.tiles[seat]
    last = state.option("influence_last")
    out = []
    # Double Turn: after a fully resolved card (§5), with a card to play (no other tile can follow it).
    if (
        DOUBLE in own
        and state.step == TURN
        and state.plays_left == 0
        and state.plays_done > 0
        and playable_tribes(state, state.hands[seat])
    ):
        out.append(Choice("double"))
    if EXCHANGE in own and sum(state.hands[seat]) > 0:
        out.append(Choice("exchange"))
    if INFLUENCE2 in own:
        room = [t for t in range(NUM_TRIBES) if state.influence[seat][t] < last]
        out += [Choice("influence2", (TRIBES[t],)) for t in room]
        out += [Choice("influence2", (TRIBES[a], TRIBES[b])) for a, b in combinations(room, 2)]
    return out


def _province_choice(kind: str, p: int) -> Choice:
    return Choice(kind, (PLAYABLE[p],), targets=(PLAYABLE[p],))


@remembers_last
def legal(state: State, seat: int) -> list[Choice]:
    """The choices open to ``seat`` now, in a fixed order (empty if it is not to act)."""
    if not deciding(state, seat, State, SPEC.name, to_act):
        return []
    step = state.step
    hand = state.hands[seat]
    out: list[Choice] = []
    if step == TURN:
        if state.plays_left > 0:
            tribes = playable_tribes(state, hand)
            out += [Choice("card", (TRIBES[t],)) for t in tribes]
            if not tribes:
                out.append(Choice("pass"))
        out += _tile_choices(state)
        if state.plays_left == 0:
            out.append(Choice("end"))
    elif step == PLACE:
        out += [_province_choice("place", p) for p in legal_provinces(state, state.card)]
    elif step == GAIN:
        out.append(Choice("influence", (TRIBES[state.card],)))
        out += [_province_choice("second", p) for p in legal_provinces(state, state.card)]
    elif step == COMMIT:
        province = state.conflicts[0]
        where = (PLAYABLE[province],)
        present = [t for t in range(NUM_TRIBES) if state.board[province][t]]
        out += [Choice("commit", (TRIBES[t],), targets=where) for t in present if hand[t]]
        out.append(Choice("commit_done", targets=where))
        out += _tile_choices(state)
    elif step == SWAP:
        out += [Choice("swap", (TRIBES[t],)) for t in range(NUM_TRIBES) if hand[t]]
        if sum(state.swap):
            out.append(Choice("swap_done"))
    elif step == DISCARD:
        out += [Choice("discard", (TRIBES[t],)) for t in range(NUM_TRIBES) if hand[t]]
        out.append(Choice("discard_done"))
    return out


_STEP_TEXT = {
    TURN: "choosing a card or an action tile",
    PLACE: "placing the token of the card played",
    GAIN: "choosing influence or a second token",
    COMMIT: "committing cards to a conflict",
    SWAP: "choosing the cards to exchange",
    DISCARD: "discarding unplayable cards",
    OVER: "the game is over",
}


# --------------------------------------------------------------------------- apply


def apply(state: State, seat: int, choice: Choice) -> tuple[State, list[Event]]:
    """The state after ``seat`` makes ``choice``, and the events it caused.

    Raises IllegalMove, leaving ``state`` as it was, unless the choice is
    among ``legal(state, seat)``.
    """
    listed(state, seat, choice, State, SPEC.name, legal, lambda s: _STEP_TEXT[s.step])
    events: list[Event] = []
    state = _HANDLERS[choice.kind](state, choice, events)
    return state, events


def _tribe_arg(choice: Choice, i: int = 0) -> int:
    return TRIBE_INDEX[str(choice.args[i])]


def _province_arg(choice: Choice) -> int:
    return PLAYABLE.index(str(choice.args[0]))


def _do_card(state: State, choice: Choice, events: list[Event]) -> State:
    # The card goes to the discard pile as its token is placed (§1); it is public from now on.
    tribe = _tribe_arg(choice)
    seat = state.active
    events.append({"type": "card", "seat": seat, "tribe": TRIBES[tribe]})
    return evolve(
        state,
        hands=set_at(state.hands, seat, add(state.hands[seat], tribe, -1)),
        discard=add(state.discard, tribe),
        card=tribe,
        placed=(),
        plays_left=state.plays_left - 1,
        step=PLACE,
    )


def _place_token(state: State, tribe: int, province: int, second: bool, events: list[Event]) -> State:
    events.append(
        {
            "type": "place",
            "seat": state.active,
            "tribe": TRIBES[tribe],
            "province": PLAYABLE[province],
            "second": second,
        }
    )
    return evolve(
        state,
        board=set_at(state.board, province, add(state.board[province], tribe)),
        supply=add(state.supply, tribe, -1),
        placed=state.placed + (province,),
    )


def _do_place(state: State, choice: Choice, events: list[Event]) -> State:
    state = _place_token(state, state.card, _province_arg(choice), False, events)
    return evolve(state, step=GAIN)


def _trigger(state: State, reason: str, events: list[Event]) -> State:
    """Note the end of the game as triggered (the first trigger counts)."""
    if state.end_reason:
        return state
    events.append({"type": "end_trigger", "reason": reason})
    return evolve(state, end_reason=reason)


def _gain(state: State, seat: int, tribe: int, steps: int, source: str, events: list[Event]) -> State:
    """Move seat's marker on tribe's track ``steps`` forward; entry counts as the first step (A2);
    the marker stops on the last space, which triggers the end (§6 c, A5)."""
    last = state.option("influence_last")
    before = state.influence[seat][tribe]
    after = min(last, before + steps)
    row = set_at(state.influence[seat], tribe, after)
    state = evolve(state, influence=set_at(state.influence, seat, row))
    events.append(
        {"type": "influence", "seat": seat, "tribe": TRIBES[tribe], "from": before, "to": after, "source": source}
    )
    if after == last:
        state = _trigger(state, END_INFLUENCE, events)
    return state


def _do_influence(state: State, choice: Choice, events: list[Event]) -> State:
    # A24: the gain is that of the century at step 2, before this card's conflicts take a tile.
    state = _gain(state, state.active, state.card, influence_gain(state), "card", events)
    return _after_step2(state, events)


def _do_second(state: State, choice: Choice, events: list[Event]) -> State:
    state = _place_token(state, state.card, _province_arg(choice), True, events)
    return _after_step2(state, events)


def _after_step2(state: State, events: list[Event]) -> State:
    """Step 3: one conflict per province this card brought to 5 tokens, in placement order (A8, A9)."""
    conflicts: list[int] = []
    for p in state.placed:
        if sum(state.board[p]) == CONFLICT_AT and p not in conflicts:
            conflicts.append(p)
    if not conflicts:
        return _card_resolved(state, events)
    return _open_conflict(evolve(state, conflicts=tuple(conflicts)), events)


def _open_conflict(state: State, events: list[Event]) -> State:
    province = state.conflicts[0]
    present = [TRIBES[t] for t in range(NUM_TRIBES) if state.board[province][t]]
    events.append({"type": "conflict", "province": PLAYABLE[province], "tribes": present})
    state = evolve(state, step=COMMIT, committer=state.active, committed=(ZERO,) * state.players)
    return _skip_empty_hands(state, events)


def _skip_empty_hands(state: State, events: list[Event]) -> State:
    """Pass over seats that have nothing to decide: an empty hand (its size is public) and,
    for the active player, no action tile to use.  Resolves the conflict after the last seat."""
    while True:
        seat = state.committer
        if sum(state.hands[seat]) or (seat == state.active and _tile_choices(state)):
            return state
        events.append({"type": "commit", "seat": seat, "count": 0})
        state = _next_committer(state, events)
        if state.step != COMMIT:
            return state


def _next_committer(state: State, events: list[Event]) -> State:
    nxt = (state.committer + 1) % state.players
    if nxt == state.active:
        return _resolve_conflict(state, events)
    return evolve(state, committer=nxt)


def _do_commit(state: State, choice: Choice, events: list[Event]) -> State:
    tribe = _tribe_arg(choice)
    seat = state.committer
    events.append({"type": "commit_card", "seat": seat, "tribe": TRIBES[tribe], "private_to": seat})
    return evolve(
        state,
        hands=set_at(state.hands, seat, add(state.hands[seat], tribe, -1)),
        committed=set_at(state.committed, seat, add(state.committed[seat], tribe)),
    )


def _do_commit_done(state: State, choice: Choice, events: list[Event]) -> State:
    seat = state.committer
    events.append({"type": "commit", "seat": seat, "count": sum(state.committed[seat])})
    state = _next_committer(state, events)
    if state.step == COMMIT:
        state = _skip_empty_hands(state, events)
    return state


def _resolve_conflict(state: State, events: list[Event]) -> State:
    """Reveal, remove the weakest tribes, pacify the province, maybe score the century (§3, §4)."""
    province = state.conflicts[0]
    tokens = state.board[province]
    cards = ZERO
    for c in state.committed:
        cards = plus(cards, c)
    present = [t for t in range(NUM_TRIBES) if tokens[t]]
    strength = {t: tokens[t] + cards[t] for t in present}
    weakest = min(strength.values())
    removed = [t for t in present if strength[t] == weakest]
    supply = state.supply
    row = tokens
    for t in removed:
        supply = add(supply, t, tokens[t])
        row = set_at(row, t, 0)
    events.append(
        {
            "type": "reveal",
            "province": PLAYABLE[province],
            "cards": [{TRIBES[t]: n for t, n in enumerate(c) if n} for c in state.committed],
            "strength": {TRIBES[t]: strength[t] for t in present},
            "removed": [TRIBES[t] for t in removed],
            "reveal": True,
        }
    )
    box = century_index(state)
    boxes = set_at(state.boxes, box, state.boxes[box] - 1)
    events.append({"type": "peace", "province": PLAYABLE[province], "century": CENTURIES[box]})
    state = evolve(
        state,
        board=set_at(state.board, province, row),
        supply=supply,
        discard=plus(state.discard, cards),
        committed=(ZERO,) * state.players,
        committer=-1,
        boxes=boxes,
        peace=state.peace + ((province, CENTURIES[box]),),
        conflicts=state.conflicts[1:],
    )
    if boxes[box] == 0:
        state = _score(state, box, events)  # A9: at once, before any further conflict
        if not any(boxes):
            # §6 a: the last peace tile ends the game; the 7th-century scoring is the final one (A3, A4).
            state = _trigger(state, END_PEACE, events)
            return _game_over(state, events)
    if state.conflicts:
        return _open_conflict(state, events)
    return _card_resolved(state, events)


def _score(state: State, slot: int, events: list[Event]) -> State:
    """Score every tribe into ``slot`` (0..3: a century, 4: the final scoring)."""
    table = score_all(state)
    points = [list(p) for p in state.points]
    rows = []
    for tribe, tokens, provinces, awards in table:
        for seat, pts in enumerate(awards):
            points[seat][slot] += pts
        rows.append({"tribe": TRIBES[tribe], "tokens": tokens, "provinces": provinces, "awards": awards})
    events.append(
        {
            "type": "scoring",
            "slot": slot,
            "century": CENTURIES[slot] if slot < len(CENTURIES) else None,
            "tribes": rows,
            "totals": [sum(p) for p in points],
        }
    )
    return evolve(state, points=tuple(tuple(p) for p in points))


def _card_resolved(state: State, events: list[Event]) -> State:
    # §6 b with the clarification: checked once this card's conflicts are over (A6).
    if any(n == 0 for n in state.supply):
        state = _trigger(state, END_TOKENS, events)
    state = evolve(state, card=-1, placed=(), plays_done=state.plays_done + 1, step=TURN)
    return _settle(state, events)


def _settle(state: State, events: list[Event]) -> State:
    """End the turn by itself when the active player has nothing left to decide
    (or, by option, as soon as the end was triggered)."""
    if state.step != TURN:
        return state
    if state.end_reason and state.option("end_turn") == FINISH_CARD:
        return _end_turn(state, events)
    if state.plays_left == 0 and not _tile_choices(state):
        return _end_turn(state, events)
    return state


def _end_turn(state: State, events: list[Event]) -> State:
    passes = 0 if state.plays_done else state.passes + 1
    state = evolve(state, passes=passes)
    if passes >= state.players:
        state = _trigger(state, END_STALEMATE, events)
    if state.end_reason:
        return _game_over(_score(state, FINAL_SLOT, events), events)
    seat = state.active
    state = _draw(state, seat, HAND_SIZE - sum(state.hands[seat]), events)
    nxt = (seat + 1) % state.players
    events.append({"type": "turn", "seat": nxt, "turn": state.turn + 1})
    return evolve(
        state,
        active=nxt,
        turn=state.turn + 1,
        step=TURN,
        resume="",
        plays_left=plays_per_turn(state.players),
        plays_done=0,
        tile_used="",
    )


def _game_over(state: State, events: list[Event]) -> State:
    state = evolve(state, step=OVER, committer=-1, card=-1, resume="")
    events.append({"type": "game_over", "scores": [sum(p) for p in state.points], "reason": state.end_reason})
    return state


def _draw(state: State, seat: int, count: int, events: list[Event]) -> State:
    """Draw ``count`` cards into seat's hand; an empty deck is refilled by shuffling the
    discard pile (A12); with both empty the rest of the draw is skipped."""
    if count <= 0:
        return state
    deck = list(state.deck)
    discard = state.discard
    rng_state = state.rng
    drawn = ZERO
    for _ in range(count):
        if not deck:
            if not sum(discard):
                break
            rng = Rng.from_state(rng_state)
            deck = rng.shuffled([t for t in range(NUM_TRIBES) for _ in range(discard[t])])
            rng_state = rng.state
            events.append({"type": "reshuffle", "count": len(deck), "reveal": True})
            discard = ZERO
        drawn = add(drawn, deck.pop(0))
    events.append({"type": "draw", "seat": seat, "count": sum(drawn), "reveal": True})
    events.append({"type": "drew", "seat": seat, "cards": _named(drawn), "private_to": seat, "reveal": True})
    return evolve(
        state,
        hands=set_at(state.hands, seat, plus(state.hands[seat], drawn)),
        deck=tuple(deck),
        discard=discard,
        rng=rng_state,
    )


def _named(counts: Counts) -> dict[str, int]:
    return {TRIBES[t]: n for t, n in enumerate(counts) if n}


def _use_tile(state: State, tile: str, events: list[Event]) -> State:
    seat = state.active
    events.append({"type": "tile", "seat": seat, "tile": tile})
    left = tuple(t for t in state.tiles[seat] if t != tile)
    return evolve(state, tiles=set_at(state.tiles, seat, left), tile_used=tile)


def _do_double(state: State, choice: Choice, events: list[Event]) -> State:
    state = _use_tile(state, DOUBLE, events)
    return evolve(state, plays_left=state.plays_left + DOUBLE_TURN_EXTRA)


def _do_influence2(state: State, choice: Choice, events: list[Event]) -> State:
    state = _use_tile(state, INFLUENCE2, events)
    tribes = [_tribe_arg(choice, i) for i in range(len(choice.args))]
    steps = INFLUENCE2_STEPS // len(tribes)
    for t in tribes:
        state = _gain(state, state.active, t, steps, "tile", events)
    return _settle(state, events)


def _do_exchange(state: State, choice: Choice, events: list[Event]) -> State:
    state = _use_tile(state, EXCHANGE, events)
    return evolve(state, resume=state.step, step=SWAP, swap=ZERO)


def _do_swap(state: State, choice: Choice, events: list[Event]) -> State:
    tribe = _tribe_arg(choice)
    seat = state.active
    events.append({"type": "swap_card", "seat": seat, "tribe": TRIBES[tribe], "private_to": seat})
    return evolve(
        state, hands=set_at(state.hands, seat, add(state.hands[seat], tribe, -1)), swap=add(state.swap, tribe)
    )


def _do_swap_done(state: State, choice: Choice, events: list[Event]) -> State:
    seat = state.active
    events.append({"type": "exchange", "seat": seat, "cards": _named(state.swap)})
    count = sum(state.swap)
    state = evolve(state, discard=plus(state.discard, state.swap), swap=ZERO, step=state.resume, resume="")
    state = _draw(state, seat, count, events)
    return _settle(state, events)


def _do_pass(state: State, choice: Choice, events: list[Event]) -> State:
    seat = state.active
    events.append({"type": "pass", "seat": seat})
    state = evolve(state, plays_left=0)
    if state.option("stuck_discard") and sum(state.hands[seat]):
        # A14 (option): the hand is shown to everyone, then unplayable cards may be discarded.
        events.append({"type": "show_hand", "seat": seat, "cards": _named(state.hands[seat]), "reveal": True})
        return evolve(state, step=DISCARD)
    return _settle(state, events)


def _do_discard(state: State, choice: Choice, events: list[Event]) -> State:
    tribe = _tribe_arg(choice)
    seat = state.active
    events.append({"type": "discard", "seat": seat, "tribe": TRIBES[tribe]})
    return evolve(
        state, hands=set_at(state.hands, seat, add(state.hands[seat], tribe, -1)), discard=add(state.discard, tribe)
    )


def _do_discard_done(state: State, choice: Choice, events: list[Event]) -> State:
    return _settle(evolve(state, step=TURN), events)


def _do_end(state: State, choice: Choice, events: list[Event]) -> State:
    return _end_turn(state, events)


_HANDLERS = {
    "card": _do_card,
    "place": _do_place,
    "influence": _do_influence,
    "second": _do_second,
    "commit": _do_commit,
    "commit_done": _do_commit_done,
    "double": _do_double,
    "exchange": _do_exchange,
    "swap": _do_swap,
    "swap_done": _do_swap_done,
    "influence2": _do_influence2,
    "pass": _do_pass,
    "discard": _do_discard,
    "discard_done": _do_discard_done,
    "end": _do_end,
}
