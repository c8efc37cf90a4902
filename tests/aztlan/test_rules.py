"""Setup, power-card choice, development and era flow of Aztlán, the 2-player alliances, and refusals.

Sources: rulebook p. 3-5, 10-11; spec rules/aztlan.md §1.3-1.4, §2.1-2.3, §2.6, §2.9, §3 TV-Z11, §4 (Z5, Z6,
Z14-Z16, Z18, Z20).  Seats 0..3 are Red, Yellow, Green and Blue.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

import game.aztlan as aztlan
from game.aztlan.cards import PIECES_PER_ERA
from game.aztlan.state import side_of
from game.core import Rng, visible_events
from game.core.choice import Choice
from game.core.errors import IllegalMove, SetupError

from .helpers import BLUE, GREEN, RED, YELLOW, count, kinds, play, position


def _choose_all(state: aztlan.State, card_index: int = 0) -> aztlan.State:
    for seat in sorted(aztlan.to_act(state)):
        state, _ = aztlan.apply(state, seat, aztlan.legal(state, seat)[card_index])
    return state


def _finish_development(state: aztlan.State) -> aztlan.State:
    """Every seat places on its own first territory and passes, until the phase ends."""
    while state.phase == "develop":
        seat = next(iter(aztlan.to_act(state)))
        place = [c for c in aztlan.legal(state, seat) if c.kind == "place"]
        state, _ = aztlan.apply(state, seat, place[seat])
        state, _ = aztlan.apply(state, seat, Choice("pass"))
    return state


@pytest.mark.parametrize("players", [2, 3, 4])
def test_pieces_taken_per_era_follow_the_table(players: int) -> None:
    """TV-Z11 (p. 4, p. 11): 3 players 8..4, 4 players 7..3, 2 players 10..6 per alliance."""
    state = aztlan.new_game(players, {}, 3)
    if players == 2:
        seat = next(iter(aztlan.to_act(state)))
        state, _ = play(state, seat, "alliance", 0)
    taken = []
    while not aztlan.is_over(state):
        if state.phase == "choice":
            state = _choose_all(state)
            taken.append(state.hand[0])
        elif state.phase == "develop":
            state = _finish_development(state)
        else:
            seat = next(iter(aztlan.to_act(state)))
            choices = aztlan.legal(state, seat)
            pick = next((c for c in choices if c.kind in ("coexist", "tie", "decline", "yield", "score")), choices[0])
            state, _ = aztlan.apply(state, seat, pick)
    assert tuple(taken) == PIECES_PER_ERA[players]
    assert PIECES_PER_ERA == {2: (10, 9, 8, 7, 6), 3: (8, 7, 6, 5, 4), 4: (7, 6, 5, 4, 3)}


def test_power_cards_are_chosen_at_once_and_in_secret() -> None:
    """p. 4, spec Z18/Z19: every seat chooses at the same time; nobody sees another's card until the
    development phase ends."""
    state = aztlan.new_game(3, {}, 5)
    assert aztlan.to_act(state) == {0, 1, 2}
    state, events = play(state, 1, "power", 9)
    assert aztlan.to_act(state) == {0, 2}
    public = visible_events(events, None)
    assert all("card" not in e for e in public)
    assert aztlan.view(state, 0)["power"][1]["current"] is None
    assert aztlan.view(state, 1)["power"][1]["current"] == 9
    assert 9 in aztlan.view(state, 0)["power"][1]["unused"]
    state = _choose_all(state)
    assert state.phase == "develop" and not state.revealed
    state = _finish_development(state)
    assert state.revealed and aztlan.view(state, 0)["power"][1]["current"] == 9


def test_used_power_card_cannot_be_chosen_again() -> None:
    """p. 4: a card used in an earlier era stays face up and cannot be chosen."""
    state = position(3, era=2, phase="choice")
    assert state.power_used[0] == (4,)
    assert Choice("power", (4,)) not in aztlan.legal(state, 0)
    with pytest.raises(IllegalMove, match="not legal"):
        aztlan.apply(state, 0, Choice("power", (4,)))


def test_turn_order_is_by_vp_then_stack_and_fixed_for_the_era() -> None:
    """p. 4, spec Z16: highest VP first, ties to the pyramid on top; the order is kept through scoring."""
    state = position(3, era=2, phase="choice", scores=[3, 8, 3], arrival=[1, 2, 3])
    state = _choose_all(state)
    assert state.order == (1, 2, 0)
    state = _finish_development(state)
    assert state.order == (1, 2, 0)


def test_a_turn_is_place_then_optionally_move_one_piece() -> None:
    """p. 4-5, spec Z5: place first (no move before), then move one piece one step or pass; the piece just
    placed may move."""
    state = _choose_all(aztlan.new_game(3, {}, 2))
    seat = state.order[0]
    assert kinds(state, seat) == ["place"]
    with pytest.raises(IllegalMove, match="expected one of: place"):
        aztlan.apply(state, seat, Choice("move", ("tollan", "zacatlan")))
    state, _ = play(state, seat, "place", "tollan")
    assert kinds(state, seat) == ["move", "pass"]
    targets = sorted(c.args[1] for c in aztlan.legal(state, seat) if c.kind == "move")
    assert targets == ["mezquital", "tamoanchan", "xochimilco", "zacatlan"]
    state, _ = play(state, seat, "move", "tollan", "zacatlan")
    assert count(state, "zacatlan", seat) == 1 and count(state, "tollan", seat) == 0
    assert aztlan.to_act(state) == {state.order[1]}


def test_moves_never_cross_a_lake() -> None:
    """Spec Z6: Tollan and Cholollan both border Lake Zumpango but are not adjacent."""
    state = _choose_all(aztlan.new_game(3, {}, 2))
    seat = state.order[0]
    state, _ = play(state, seat, "place", "tollan")
    with pytest.raises(IllegalMove):
        aztlan.apply(state, seat, Choice("move", ("tollan", "cholollan")))


def test_a_player_may_move_a_piece_placed_in_an_earlier_era() -> None:
    """p. 5: pieces placed this era or earlier may be moved."""
    state = position(3, board={"xaltocan": {RED: 1}}, phase="develop", cards=[5, 6, 7], hand=[1, 1, 1])
    state, _ = play(state, RED, "place", "tollan")
    assert Choice("move", ("xaltocan", "oztoman")) in aztlan.legal(state, RED)


def test_development_ends_when_all_pieces_are_placed_then_cards_are_revealed() -> None:
    """p. 5, spec Z18: the phase ends after the last placement and move, then the power cards are turned."""
    state = position(3, phase="develop", cards=[5, 6, 7], hand=[1, 2, 0])
    state, _ = play(state, RED, "place", "tollan")
    state, _ = play(state, RED, "pass")
    assert aztlan.to_act(state) == {YELLOW}  # Green has nothing left to place
    state, _ = play(state, YELLOW, "place", "xaltocan")
    state, _ = play(state, YELLOW, "pass")
    assert aztlan.to_act(state) == {YELLOW}
    state, _ = play(state, YELLOW, "place", "tlacopan")
    state, events = play(state, YELLOW, "pass")
    reveal = next(e for e in events if e["type"] == "reveal")
    assert reveal["cards"] == [5, 6, 7] and reveal["reveal"] is True
    assert state.phase != "develop"


def test_eagle_warriors_place_an_extra_piece_where_placed_this_era() -> None:
    """p. 10, spec Z15: an extra piece from the reserve into a territory where a piece was placed this era
    (this turn's placement included); no extra move."""
    state = position(3, phase="develop", cards=[5, 6, 7], hand=[2, 1, 1], prosperity={RED: ["eagle"]})
    assert [c for c in aztlan.legal(state, RED) if c.kind == "eagle"] == []  # nothing placed yet
    state, _ = play(state, RED, "place", "tollan")
    reserve = state.reserve[RED]
    state, events = play(state, RED, "eagle", "tollan")
    assert count(state, "tollan", RED) == 2 and state.reserve[RED] == reserve - 1 and state.hand[RED] == 1
    assert events[0]["source"] == "reserve" and state.step == "move"
    assert "eagle" in state.discard


def test_eagle_warriors_take_a_removed_piece_when_the_reserve_is_empty() -> None:
    """p. 10: with an empty reserve, the extra piece is one removed in an earlier era."""
    state = position(
        3,
        board={"xaltocan": {RED: 24}},
        phase="develop",
        cards=[5, 6, 7],
        hand=[2, 1, 1],
        removed={RED: 4},
        prosperity={RED: ["eagle"]},
    )
    assert state.reserve[RED] == 0
    state, _ = play(state, RED, "place", "tollan")
    state, events = play(state, RED, "eagle", "tollan")
    assert events[0]["source"] == "removed" and state.removed[RED] == 3


def test_shortage_of_pieces_is_made_up_from_removed_pieces() -> None:
    """Spec Z14: when the reserve cannot cover the era's pieces, the missing ones come from the removed
    pieces, and if those are short too the player takes what exists."""
    board = {"xaltocan": {RED: 20}, "tollan": {YELLOW: 28}}
    state = position(3, era=2, phase="choice", board=board, removed={RED: 5, YELLOW: 1})
    state = _choose_all(state)
    assert state.hand == (7, 2, 7)  # Red: 5 reserve + 2 removed; Yellow: 1 reserve + 1 removed
    assert state.removed[RED] == 3 and state.reserve[RED] == 0


def test_two_players_control_alliances_that_swap_every_era() -> None:
    """p. 11, spec Z20: the seat on top of the stack chooses its alliance; control swaps after each era;
    power cards, prosperity cards and VP stay with the player."""
    state = aztlan.new_game(2, {}, 4)
    top = next(iter(aztlan.to_act(state)))
    assert top == max(range(2), key=lambda s: state.arrival[s])
    state, _ = play(state, top, "alliance", 1)
    assert side_of(state, top) == 1 and side_of(state, 1 - top) == 0
    assert state.reserve == (60, 60)
    state = _choose_all(state)
    assert state.hand == (10, 10)
    # Either colour of the alliance may be placed.
    seat = state.order[0]
    colours = sorted({c.args[1] for c in aztlan.legal(state, seat) if c.kind == "place"})
    assert colours == (["red", "yellow"] if seat == top else ["blue", "green"])
    state = replace(state, era=2)
    assert side_of(state, top) == 0


def test_alliance_pieces_count_as_one_tribe_for_power_and_possessions() -> None:
    """p. 11: green and blue pieces never clash, their numbers add up for power, and they form possessions
    together."""
    board = {"tollan": {GREEN: 1, BLUE: 1, RED: 1}, "zacatlan": {BLUE: 1}}
    state = position(2, board=board, cards=[5, 9], alliance=(0, 1), order=[0, 1])
    assert aztlan.rules.powers(state, "tollan") == {0: 10, 1: 9}
    assert aztlan.to_act(state) == {0}
    state, _ = play(state, 0, "defeat")
    state, _ = play(state, 1, "yield")
    assert count(state, "tollan", RED) == 0 and count(state, "tollan", GREEN) == 1
    state, events = play(state, 0, "score")
    score = next(e for e in events if e["type"] == "score")
    assert score["possessions"] == [[["tollan", "zacatlan"], 2, 0, 0]]  # jungle card 5: no jungle


def test_bad_setups_are_refused() -> None:
    """p. 2: 2 to 4 players (2 only with the alliances); options must be known and well typed."""
    for players in (1, 5):
        with pytest.raises(SetupError, match="2 to 4 players"):
            aztlan.new_game(players, {}, 1)
    with pytest.raises(SetupError, match="unknown option"):
        aztlan.new_game(3, {"no_such_option": True}, 1)
    with pytest.raises(SetupError, match="canoes_whole_lake"):
        aztlan.new_game(3, {"canoes_whole_lake": "yes"}, 1)
    with pytest.raises(SetupError, match="must be an int"):
        aztlan.new_game(True, {}, 1)  # type: ignore[arg-type]


def test_refusals_leave_the_state_unchanged_and_say_why() -> None:
    """Every kind of refusal: a seat not to act, an unknown seat, a kind not expected now, an illegal
    target, anything after the end."""
    state = _choose_all(aztlan.new_game(3, {}, 9))
    seat = state.order[0]
    other = state.order[1]
    before = aztlan.to_json(state)
    with pytest.raises(IllegalMove, match="nothing to decide"):
        aztlan.apply(state, other, Choice("place", ("tollan",)))
    with pytest.raises(IllegalMove, match="no seat 7"):
        aztlan.apply(state, 7, Choice("place", ("tollan",)))
    with pytest.raises(IllegalMove, match="while placing a piece"):
        aztlan.apply(state, seat, Choice("score"))
    with pytest.raises(IllegalMove, match="not legal"):
        aztlan.apply(state, seat, Choice("place", ("texcoco",)))  # a lake holds no pieces
    assert aztlan.to_json(state) == before
    over = position(3, era=5, cards=[7, 5, 6], phase="score", order=[0, 1, 2])
    for s in (0, 1, 2):
        over, _ = play(over, s, "score")
    assert aztlan.is_over(over)
    with pytest.raises(IllegalMove, match="nothing to decide"):
        aztlan.apply(over, 0, Choice("score"))


def test_scoring_asks_every_player_even_without_cards() -> None:
    """Spec Z19: the flow must not reveal whether a player holds a card, so every scorer confirms."""
    state = position(3, board={"tollan": {RED: 1}}, cards=[9, 5, 6], phase="score", order=[0, 1, 2])
    assert [c.kind for c in aztlan.legal(state, 0)] == ["score"]


@pytest.mark.parametrize("players", [2, 4])
def test_every_move_is_in_every_seats_log_and_the_spectators(players: int) -> None:
    """Issue 14 item 3: a move is public (p. 4-5); the territory it reaches is a field of the event,
    never a privacy mark, so every seat and a spectator (replay) see it."""
    state = aztlan.new_game(players, {}, 3)
    rng = Rng(5)
    moves: list[dict[str, object]] = []
    while not aztlan.is_over(state) and len(moves) < 10:
        seat = rng.choice(sorted(aztlan.to_act(state)))
        choices = aztlan.legal(state, seat)
        # Prefer moving a piece, so the game reaches ten moves quickly.
        pick = next((c for c in choices if c.kind == "move"), rng.choice(choices))
        state, events = aztlan.apply(state, seat, pick)
        mine = [e for e in events if e["type"] == "move"]
        for viewer in [*range(players), None]:
            assert [e for e in visible_events(events, viewer) if e["type"] == "move"] == mine
        moves += mine
    assert len(moves) == 10
