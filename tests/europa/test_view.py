"""view and determinize: hands, the draw pile and hidden-army territories stay private."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from game.core import Rng
from game.europa import (
    SPEC,
    apply,
    check_invariants,
    choice_text,
    describe,
    determinize,
    is_over,
    legal,
    new_game,
    to_act,
    view,
)
from game.europa.state import HIDE

from .build import play, position


def test_view_shows_own_hand_and_only_counts_of_others() -> None:
    s = position(hands={0: ["spy", "general"], 1: ["marshal", "admiral"], 2: ["diplomat"]})
    v = view(s, 0)
    assert v["cards"]["hand"] == ["spy", "general"] and v["cards"]["hand_counts"] == [2, 2, 1]
    text = json.dumps(view(s, 2))
    assert '"marshal"' not in text and '"admiral"' not in text
    assert view(s, None)["cards"]["hand"] is None


def test_hidden_army_territories_are_absent_from_other_views() -> None:
    """S8, §7: only the owner sees where his hidden armies are; others see how many."""
    s = position(records=[(0, "finland", False), (1, "rome", False), (2, "portugal", False)])
    mine = view(s, 0)["hidden"]
    assert mine["mine"] == [{"territory": "finland", "usable": False}] and mine["unused"] == [1, 1, 1]
    assert '"finland"' not in json.dumps(view(s, 1)["hidden"]) and "finland" not in json.dumps(view(s, None)["hidden"])


def test_secret_hidden_choice_during_setup_is_private() -> None:
    s = new_game(3, {}, 4)
    while s.phase != HIDE:
        seat = min(to_act(s))
        s, _ = apply(s, seat, legal(s, seat)[0])
    choice = legal(s, 1)[-1]
    s, ev = apply(s, 1, choice)
    assert [e["type"] for e in ev] == ["hide", "hide_secret"] and ev[1]["private_to"] == 1
    assert view(s, 0)["hidden"]["chosen"] == [False, True, False]
    assert choice.args[0] not in json.dumps(view(s, 0)["hidden"])


def test_determinize_keeps_every_view_and_reshuffles_the_rest() -> None:
    s = position(hands={0: ["spy"], 1: ["marshal", "admiral"], 2: ["general"]})
    for seat in (0, 1, 2, None):
        other = determinize(s, seat, Rng(9))
        assert view(other, seat) == view(s, seat)
        if seat is not None:
            assert other.hands[seat] == s.hands[seat]
    moved = [determinize(s, 0, Rng(k)).hands[1] for k in range(20)]
    assert len(set(moved)) > 1  # the others' cards really are re-dealt


def test_a_seat_choosing_where_its_flagship_sails_keeps_an_admiral_in_every_determinization() -> None:
    """Found in session 51: the table saw a sea attack begun, so it knows the active seat holds
    an Admiral, which sailing spends. A public determinization that dealt every Admiral elsewhere
    listed "sail" as legal and crashed on playing it (a bot's sail could not be explained)."""
    s = position(hands={0: ["admiral", "spy"], 1: ["marshal", "general"], 2: ["diplomat"]},
                 owner={"crimea": 0, "rome": 1}, armies={"crimea": 6, "scotland": 6})  # fmt: skip
    s, _ = play(s, 0, "sea_attack", "scotland")
    for seat in (1, 2, None):
        for k in range(12):
            world = determinize(s, seat, Rng(k))
            assert "admiral" in world.hands[0] and len(world.hands[0]) == 2
            assert sorted(world.hands[0] + world.hands[1] + world.hands[2] + world.deck) == sorted(
                s.hands[0] + s.hands[1] + s.hands[2] + s.deck
            )
            check_invariants(world)
            sail = next(c for c in legal(world, 0) if c.kind == "sail")
            apply(world, 0, sail)  # raised ValueError when the Admiral was dealt elsewhere
    unarmed = replace(s, hands=(("spy", "spy"), *s.hands[1:]))
    with pytest.raises(AssertionError, match="flagship sails without an Admiral"):
        check_invariants(unarmed)


def test_spy_keeps_seeing_the_hand_it_looks_at() -> None:
    s = position(hands={0: ["spy"], 1: ["marshal", "admiral"]})
    s, _ = play(s, 0, "spy", 1)
    s, _ = play(s, 1, "allow")
    assert determinize(s, 0, Rng(3)).hands[1] == s.hands[1]


def test_every_event_and_choice_has_italian_and_english_text() -> None:
    """The log and the buttons (describe, choice_text) cover a whole random game."""
    s = new_game(4, {"max_rounds": 15}, 21)
    rng = Rng(5)
    seen = set()
    while not is_over(s):
        seat = rng.choice(sorted(to_act(s)))
        options = legal(s, seat)
        for c in options:
            for lang in ("it", "en"):
                assert choice_text(c, lang) and choice_text(c, lang) != c.label or c.kind == "take"
        s, events = apply(s, seat, rng.choice(options))
        for e in events:
            seen.add(e["type"])
            it, en = describe(e, "it"), describe(e, "en")
            assert it != e["type"] and en != e["type"] and it != en, e
    assert {"turn", "battle", "conquest"} <= seen
    assert SPEC.title("it") == "Europa"


def test_the_banner_drawn_stays_private_until_the_fortress_stands() -> None:
    """S3 with the issue's pass-and-play privacy: only the drawer knows his banner until
    he places his fortress in that empire, which shows it to everyone."""
    s = new_game(4, {}, 8)
    first = s.order[0]
    other = s.order[1]
    assert view(s, first)["empires"][first] == s.empire[first]
    assert view(s, other)["empires"][first] is None and view(s, None)["empires"][first] is None
    drawn = {determinize(s, other, Rng(k)).empire[first] for k in range(30)}
    assert len(drawn) > 1
    s, ev = apply(s, first, legal(s, first)[0])
    assert view(s, other)["empires"][first] == s.empire[first]
    assert [e for e in ev if e["type"] == "banner"][0]["private_to"] == other
