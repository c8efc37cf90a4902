"""Hand-offs only for secrets (issue 16.4): another human's public decision is an open turn."""

from __future__ import annotations

import random

from ui.session import SeatInfo, Session
from ui.table import Table


def _three(game: str, seed: int) -> Table:
    seats = [SeatInfo(f"P{i}", ["blue", "orange", "green"][i]) for i in range(3)]
    return Table(Session.new(game, seats, {}, seed), "en")


def test_a_public_decision_of_another_human_is_an_open_turn_with_nothing_private() -> None:
    table = _three("aztlan", 2)
    s = table.session
    rng = random.Random(2)
    opened = 0
    for _ in range(400):
        if s.is_over() or opened >= 3:
            break
        if table.screen() == "handoff":
            assert s.private_decision(s.next_seat() or 0), "a hand-off for a public decision"
            table.take_device()
            continue
        if s.open_turn():
            opened += 1
            seat = s.next_seat()
            assert seat is not None and seat != s.front and not s.private_decision(seat)
            panels = table.panels()
            assert table.viewer() is None and panels["private"] == ""
            assert table.legal() == s.legal_of(seat) and 'id="open-turn"' in panels["progress"]
        table.choose(rng.randrange(len(table.legal())))
    assert opened >= 3


def _at_an_open_turn(seed: int) -> tuple[Table, random.Random]:
    """Aztlán's three-seat table played at random (``seed``) to its first open turn, and the
    random source to go on with."""
    table = _three("aztlan", 2)
    rng = random.Random(seed)
    for _ in range(400):
        if table.screen() == "handoff":
            table.take_device()
        elif table.session.open_turn():
            return table, rng
        else:
            table.choose(rng.randrange(len(table.legal())))
    raise AssertionError("no open turn")


def test_after_an_open_turn_a_private_decision_needs_a_handoff_even_for_the_last_holder() -> None:
    table, rng = _at_an_open_turn(3)
    table.choose(rng.randrange(len(table.legal())))
    assert table.session.front is None, "the device went round: nobody's private view may come back"


def test_see_my_secrets_hands_the_device_over_first() -> None:
    table, _ = _at_an_open_turn(4)
    s = table.session
    seat = s.next_seat()
    s.ask_private()
    assert table.screen() == "handoff" and s.next_seat() == seat
    table.take_device()
    assert table.viewer() == seat


def _tappable(table: Table) -> bool:
    """Whether the screen offers a way into every legal choice: a choice button, a board target
    or a picker button (the open turn has no private area to hold the pickers)."""
    panels = table.panels()
    return (
        'data-choice="' in panels["choices"]
        or 'data-action="pick"' in panels["choices"] + panels["pieces"]
        or ('class="legal-ring"' in panels["pieces"])
    )


def test_an_open_turn_reaches_every_choice_even_those_behind_a_picker() -> None:
    """Found by the Aztlán e2e (2 players): a piece colour is picked in the private area, which an
    open turn does not draw; the screen offered nothing to tap and the game could not go on."""
    for game, players in (("aztlan", 2), ("aztlan", 3), ("attila", 3), ("europa", 3), ("vinci", 3)):
        seats = [SeatInfo(f"P{i}", ["blue", "orange", "green"][i]) for i in range(players)]
        table = Table(Session.new(game, seats, {}, 5), "en")
        s = table.session
        rng = random.Random(5)
        for _ in range(300):
            if s.is_over():
                break
            if table.screen() == "handoff":
                table.take_device()
                continue
            if s.open_turn():
                assert _tappable(table), (game, players, len(s.record.moves))
                groups = table.groups(table.context())
                for key, members in groups.items():  # each picker opens its own choices
                    table.picked = key
                    assert set(table.offered(table.context())) == set(members)
                table.picked = None
            table.choose(rng.randrange(len(table.legal())))
