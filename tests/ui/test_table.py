"""The table model: screens, privacy behind the hand-off, pickers, taps and their reasons."""

from __future__ import annotations

import re
from typing import Any

import pytest

from game.core.choice import Choice
from game.core.record import Record
from tests.core import toygame
from tests.ui.helpers import marked_choices, toy_session
from ui import render
from ui.games.tigris import fallback_map
from ui.i18n import isolate
from ui.i18n import text as table_text
from ui.session import BOT, SeatInfo, Session, seat_names
from ui.table import Table


def _tigris(players: int = 2, seed: int = 3) -> Table:
    seats = [SeatInfo(f"P{i}", ["blue", "orange", "green", "pink"][i]) for i in range(players)]
    session = Session.new("tigris", seats, {}, seed)
    session.take_device()
    svg = fallback_map(session.game.view(session.state, None))
    return Table(session, "en", svg)


def _end_turn(table: Table) -> None:
    end = [i for i, c in enumerate(table.legal()) if c.kind == "end"]
    table.choose(end[0])


def test_handoff_screen_renders_nothing_private() -> None:
    table = _tigris()
    _end_turn(table)
    while table.screen() == "table":  # the same seat may still have decisions (e.g. end of turn picks)
        table.choose(0)
    assert table.screen() == "handoff"
    panels = table.panels()
    assert panels["private"] == "" and panels["choices"] == "" and panels["highlight"] == ""
    assert "te-hand" not in "".join(panels.values())
    assert "Your points" not in "".join(panels.values())
    assert "P1" in table.handoff_html()


def test_private_area_shows_the_hand_of_the_seat_in_front_only() -> None:
    table = _tigris()
    panels = table.panels()
    hand = table.session.game.view(table.session.state, 0)["hand"]
    assert panels["private"].count('class="te-hand-tile') == sum(hand.values())
    assert "te-hand-tile" not in panels["public"]


def test_picking_a_tile_highlights_only_its_squares_and_cancel_drops_it() -> None:
    table = _tigris()
    colour = next(c for c, n in table.session.game.view(table.session.state, 0)["hand"].items() if n and c != "blue")
    assert table.pick(f"tile:{colour}")
    panels = table.panels()
    targets = {t for c in table.legal() if c.kind == "tile" and c.args[0] == colour for t in c.targets}
    assert all(f'"{t}"' in panels["highlight"] for t in targets)
    assert "progress-text" in panels["progress"]
    assert table.cancel() and table.picked is None and table.panels()["progress"] == ""


def test_tap_on_a_target_of_the_picked_group_plays_it() -> None:
    table = _tigris()
    colour = next(c for c, n in table.session.game.view(table.session.state, 0)["hand"].items() if n and c != "blue")
    table.pick(f"tile:{colour}")
    target = next(c.targets[0] for c in table.legal() if c.kind == "tile" and c.args[0] == colour)
    tap = table.tap_region(target)
    assert tap.action == "play"
    table.choose(tap.choices[0])
    assert table.session.record.moves[-1][1] == Choice("tile", (colour, target))


def test_tap_on_a_forbidden_square_explains_with_the_engines_reason() -> None:
    table = _tigris()
    colour = next(c for c, n in table.session.game.view(table.session.state, 0)["hand"].items() if n and c != "blue")
    table.pick(f"tile:{colour}")
    taken = table.session.game.view(table.session.state, None)["tiles"][0]["square"]  # a starting temple's square
    tap = table.tap_region(taken)
    assert tap.action == "refuse" and taken in tap.reason


def test_tap_without_a_pick_offers_a_menu_never_plays_a_grouped_choice() -> None:
    table = _tigris()
    square = next(c.targets[0] for c in table.legal() if c.kind == "leader")
    tap = table.tap_region(square)
    assert tap.action == "menu" and len(tap.choices) >= 1 and table.focus == square
    assert table.session.record.moves == ()


def test_generic_fallback_offers_every_choice_without_a_map() -> None:
    session = toy_session()
    session.take_device()
    table = Table(session, "en", None)
    panels = table.panels()
    # The four bids are numbers: one stepper (− 4 +) whose values reach every bid.
    assert 'class="stepper"' in panels["choices"] and panels["choices"].count("data-choice=") == 1
    assert marked_choices(table) == set(range(len(session.legal())))
    assert "prize" in panels["public"] and "prize" not in panels["private"]  # private lists only what differs


def test_end_screen_shows_the_engines_score_table_and_the_seed() -> None:
    session = toy_session()
    while not session.is_over():
        session.take_device()
        session.play(session.legal()[0])
    table = Table(session, "it", None)
    assert table.screen() == "end"
    html = table.end_html()
    assert "Seme della partita: 7" in html and "Points" in html and html.count("<tr data-seat") == 2


def test_undo_on_the_handoff_screen_returns_to_the_player_who_chose_through_a_handoff() -> None:
    """Issue 14, item 1: whoever taps Undo on a hand-off may already be the next player, so the
    undone choice's player gets the device back through a hand-off, never straight to the table."""
    session = toy_session()
    session.take_device()
    table = Table(session, "en", None)
    table.choose(0)  # a secret bid, revealed only when everyone has bid
    assert table.screen() == "handoff" and 'id="handoff-undo"' in table.handoff_html()
    table.undo()
    assert session.record.moves == () and table.screen() == "handoff" and table.viewer() is None
    assert f"Pass the device back to {isolate('P0')}" in table.handoff_html()
    assert 'id="handoff-undo"' not in table.handoff_html()  # nobody is known to hold it: no second undo
    panels = table.panels()
    assert panels["private"] == "" and "data-choice" not in panels["choices"]
    assert session.take_device() == 0 and table.screen() == "table"
    assert "back to" not in table.handoff_html()
    table.choose(0)
    session.take_device()  # the next player has the device: no undo of the other's bid
    assert 'id="handoff-undo"' not in table.handoff_html()


def test_an_undone_secret_pick_goes_back_to_its_player_before_anyone_else_who_must_still_pick() -> None:
    session = toy_session()
    session.front = 1  # P1 holds the device and bids first (as a starting player would)
    table = Table(session, "en", None)
    table.choose(0)
    assert table.screen() == "handoff" and session.next_seat() == 0
    table.undo()
    assert f"Pass the device back to {isolate('P1')}" in table.handoff_html() and session.take_device() == 1


def test_undo_at_the_table_keeps_the_player_in_front() -> None:
    table = _tigris()
    table.choose(next(i for i, c in enumerate(table.legal()) if c.kind == "tile"))
    assert table.screen() == "table"
    table.undo()
    assert table.screen() == "table" and table.session.front == 0 and table.session.record.moves == ()


def test_the_handoff_screen_offers_menu_rules_and_language_and_nothing_private() -> None:
    session = toy_session()
    table = Table(session, "it", None)
    html = table.handoff_html()
    assert 'data-action="lobby"' in html and 'data-action="rules"' in html and 'data-lang="en"' in html
    assert "data-choice" not in html and "Passa il dispositivo a" in html


class _NoReveal:
    """The toy game with its reveals unflagged, so its last bid can be undone at the end."""

    def __getattr__(self, name: str) -> Any:
        return getattr(toygame, name)

    @staticmethod
    def apply(state: Any, seat: int, choice: Choice) -> tuple[Any, list[dict[str, Any]]]:
        state, events = toygame.apply(state, seat, choice)
        return state, [{k: v for k, v in e.items() if k != "reveal"} for e in events]


def test_the_end_screens_board_shows_the_spectators_view_and_undo_from_it_goes_through_a_handoff() -> None:
    seats = [SeatInfo(f"P{i}", ["blue", "orange"][i]) for i in range(2)]
    game: Any = _NoReveal()
    session = Session(game, Record("toy", 2, {"double_last": False}, 7), seats, game.new_game(2, {}, 7), [])
    while not session.is_over():
        session.take_device()
        session.play(session.legal()[0])
    table = Table(session, "en", None)
    last = session.record.moves[-1][0]
    assert table.screen() == "end" and session.front == last and table.viewer() is None
    panels = table.panels()
    assert panels["private"] == "" and panels["log"] == Table(session, "en", None).panels()["log"]
    assert render.log_html(session.log("en", None)) == panels["log"]
    assert panels["undo"] == "enabled"  # the last player may take the final bid back...
    table.undo()
    # ...through a hand-off
    assert table.screen() == "handoff" and f"back to {isolate(f'P{last}')}" in table.handoff_html()
    assert table.panels()["private"] == ""


@pytest.mark.parametrize("name", ["tigris", "attila", "aztlan", "europa"])
def test_a_game_with_secrets_and_two_human_seats_opens_behind_a_handoff(name: str) -> None:
    """Issue 14, item 2: the first player is drawn at random, and whoever tapped Start is not
    known to be that player."""
    seats = [SeatInfo(f"P{i}", ["blue", "orange", "green"][i]) for i in range(3)]
    table = Table(Session.new(name, seats, {}, 5), "en", None)
    assert table.screen() == "handoff" and table.viewer() is None
    panels = table.panels()
    assert panels["private"] == "" and "data-choice" not in panels["choices"] + panels["public"]
    alone = [seats[0], SeatInfo("Bot", "orange", BOT), SeatInfo("Bot 2", "green", BOT)]
    solo = Table(Session.new(name, alone, {}, 5), "en", None)
    assert solo.screen() == "table" and solo.session.front == 0  # one human: the device is theirs


def test_highlight_rings_on_a_region_map_are_sized_from_the_map_not_the_closest_anchors() -> None:
    from ui.table import REGION_RING_SHARE, _ring_radius

    grid = {f"{c}{r}": (10.0 + 40 * c, 10.0 + 40 * r) for c in range(16) for r in range(11)}
    assert abs(_ring_radius(grid) - 40 * 0.42) < 1e-6  # a square's ring fits the square
    regions = {"a": (100.0, 100.0), "b": (103.0, 400.0), "c": (600.0, 250.0), "d": (900.0, 700.0)}
    assert _ring_radius(regions) >= 800 * REGION_RING_SHARE  # visible, not 3 * 0.42 units


def test_a_suggested_choice_is_marked_on_its_button_and_its_regions() -> None:
    from game.core.choice import Choice
    from ui.render import suggest_button, suggestion_css

    css = suggestion_css(3, Choice("place", ("k", "a1"), ("a1",)))
    assert '#choices [data-choice="3"]' in css and '[data-region="a1"]' in css and '[data-ring="a1"]' in css
    assert 'data-action="suggest"' in suggest_button("Suggest a move")


def test_suggest_a_move_is_offered_only_to_a_human_seat_that_asked_for_it_in_the_lobby() -> None:
    seats = [SeatInfo("Ada", "blue", suggest=True), SeatInfo("Bo", "orange")]
    session = Session.new("tigris", seats, {}, 3)
    session.take_device()
    table = Table(session, "en", fallback_map(session.game.view(session.state, None)))
    assert table.viewer() == 0 and table.offers_suggestion()
    _end_turn(table)
    while table.screen() == "table" and table.viewer() == 0:
        table.choose(0)
    assert not table.offers_suggestion()  # the hand-off screen: nobody is asking
    session.take_device()
    assert table.viewer() == 1 and table.legal() and not table.offers_suggestion()  # Bo left it off


def test_the_opening_zoom_makes_squares_touch_targets_and_leaves_large_regions_at_fit() -> None:
    from ui.table import TOUCH_PX, ZOOMS, opening_zoom

    phone = opening_zoom([22.0] * 176)  # T&E's squares at fit on a phone in portrait
    assert 22.0 * ZOOMS[phone] >= TOUCH_PX and 22.0 * ZOOMS[phone - 1] < TOUCH_PX  # the first step enough
    assert opening_zoom([51.0] * 176) == 0  # a tablet: already large, not zoomed
    islands = [14.0, 18.0] + [60.0 + i for i in range(25)]  # a region map with two small islands
    assert opening_zoom(islands) == 0
    assert opening_zoom([5.0] * 20) == len(ZOOMS) - 1 and opening_zoom([]) == 0


def test_tap_on_the_river_says_the_rule_in_the_players_words() -> None:
    """Issue 16.5: "A settlement can't go on the river", not the engine's step and label."""
    for lang, words in (("en", "can't go on the river"), ("it", "non può stare sul fiume")):
        table = _tigris()
        table.lang = lang
        view = table.session.game.view(table.session.state, 0)
        colour = next(c for c, n in view["hand"].items() if n and c != "blue")
        table.pick(f"tile:{colour}")
        state = table.session.state
        river = next(q for i, q in enumerate(state.board.ids) if state.board.river[i] and state.cells[i] == "")
        tap = table.tap_region(river)
        assert tap.action == "refuse" and words in tap.reason, tap.reason
        assert "seat" not in tap.reason and "tile " not in tap.reason


def test_seat_names_are_bidi_isolated_wherever_the_table_shows_them() -> None:
    """Issue 14, item 7: the status, the hand-off, the log and the adapters' seat labels."""
    evil = "\u202eAda"
    seats = [SeatInfo(evil, "blue"), SeatInfo("Bo", "orange")]
    session = Session.new("tigris", seats, {}, 3)
    table = Table(session, "en", fallback_map(session.game.view(session.state, None)))
    wrapped = "\u2068\u202eAda\u2069"
    assert wrapped in table.handoff_html()
    session.take_device()
    panels = table.panels()
    assert wrapped in panels["status"] and wrapped in panels["private"]
    assert seat_names(seats) == [wrapped, isolate("Bo")]  # what the log's sentences call the players
    assert evil not in table.handoff_html().replace(wrapped, "")


def test_the_choices_texts_follow_the_language_the_names_and_each_move() -> None:
    """The table keeps the last texts it wrote (ui/table.py ``_choice_texts``): each context must
    still read exactly what the engine writes for the choices, language and names of now."""
    table = _tigris()

    def written() -> list[str]:
        names = seat_names(table.session.seats)
        return [table.session.game.choice_text(c, table.lang, names) for c in table.legal()]

    first = table.context().texts
    assert first == written()
    table.lang = "it"
    assert table.context().texts == written() != first
    table.session.seats = (SeatInfo("Ada", "blue"), *table.session.seats[1:])
    assert table.context().texts == written()
    before = table.legal()
    table.choose(0)
    assert table.legal() != before and table.context().texts == written()
    assert table.context(before).texts == [table.session.game.choice_text(c, "it", ["Ada", "P1"]) for c in before]


@pytest.mark.parametrize("name", ["tigris", "attila", "aztlan", "vinci", "europa"])
def test_a_computer_seats_level_follows_its_name_on_the_table_and_the_end_screen(name: str) -> None:
    """The players chose which seats the computer plays, and how well, in the lobby: the seat
    panels and the end screen's table say it beside the name, in the table's language, and
    leave a human seat's name alone."""
    seats = [SeatInfo("Ada", "blue"), SeatInfo("Bo", "orange", BOT, "expert"), SeatInfo("Cy", "green", BOT, "easy")]
    session = Session.new(name, seats, {}, 3)
    for lang, expert, easy in (("en", "expert", "easy"), ("it", "esperto", "facile")):
        table = Table(session, lang, None)
        public = table.panels()["public"]
        for level in (expert, easy):
            assert (
                f'<span class="seat-level" title="{render.esc(table_text("bot", lang))}: {level}">{level}</span>'
                in public
            )
        assert public.count('class="seat-level"') == 2  # none beside Ada
        end = render.end_html({"headers": []}, seats, [1, 2, 3], 3, lang)
        assert re.search(rf"Bo</span><span class=\"seat-level\"[^>]*>{expert}</span>", end)
        assert re.search(r"Ada</span></span>", end)
