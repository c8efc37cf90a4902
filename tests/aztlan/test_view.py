"""What each seat sees of Aztlán (spec Z19), determinization, and the it/en texts.

Hidden: other seats' prosperity cards, the deck order, other seats' power cards before the reveal, the RNG.
Public: pieces, hand sizes, used power cards, revealed cards, the discards.
"""

from __future__ import annotations

import json

import game.aztlan as aztlan
from game.core.choice import Choice
from game.core.rng import Rng

from .helpers import GREEN, YELLOW, play, position


def _text(data: object) -> str:
    return json.dumps(data, sort_keys=True)


def test_view_hides_other_hands_the_deck_order_and_the_rng() -> None:
    state = position(3, phase="score", cards=[9, 5, 6], order=[0, 1, 2], prosperity={1: ["tlatoani", "eagle"]})
    mine = aztlan.view(state, 1)
    theirs = aztlan.view(state, 0)
    assert mine["my_prosperity"] == ["eagle", "tlatoani"]
    assert theirs["my_prosperity"] == [] and theirs["prosperity_count"] == [0, 2, 0]
    assert "tlatoani" not in _text(theirs) and "tlatoani" not in _text(aztlan.view(state, None))
    assert str(state.rng) not in _text(theirs)
    assert "deck" not in theirs and theirs["deck_size"] == len(state.deck)


def test_power_card_is_secret_until_the_reveal() -> None:
    state = aztlan.new_game(3, {}, 4)
    state, _ = play(state, 0, "power", 8)
    assert aztlan.view(state, 1)["power"][0] == {
        "used": [],
        "current": None,
        "chosen": True,
        "unused": [4, 5, 6, 7, 8, 9],
    }
    assert aztlan.view(state, 0)["power"][0]["current"] == 8
    assert aztlan.view(state, 0)["power"][0]["unused"] == [4, 5, 6, 7, 9]


def test_determinize_keeps_the_view_and_resamples_only_hidden_cards() -> None:
    state = position(3, phase="score", cards=[9, 5, 6], order=[0, 1, 2], prosperity={1: ["tlatoani", "eagle"]})
    seen = aztlan.view(state, 0)
    changed = False
    for key in range(20):
        other = aztlan.determinize(state, 0, Rng(key))
        assert aztlan.view(other, 0) == seen
        aztlan.check_invariants(other)
        changed |= other.prosperity[1] != state.prosperity[1]
    assert changed  # Yellow's cards really are re-dealt from the unseen pool


def test_view_reports_powers_of_shared_territories_after_the_reveal() -> None:
    state = position(4, board={"tollan": {YELLOW: 2, GREEN: 1}}, cards=[4, 5, 8, 4], order=[1, 2, 0, 3])
    seen = aztlan.view(state, 3)
    assert seen["clash"]["powers"] == {"tollan": {"1": 10, "2": 8}}
    assert seen["board"] == {"tollan": {"yellow": 2, "green": 1}}
    assert seen["clash"]["territory"] == "tollan" and seen["to_act"] == [YELLOW]


def test_every_event_and_choice_has_an_italian_and_english_text() -> None:
    """Play a random 2- and 4-player game and render every event and choice in both languages."""
    for players in (2, 4):
        state = aztlan.new_game(players, {}, players)
        rng = Rng(players)
        seen_kinds = set()
        while not aztlan.is_over(state):
            seat = rng.choice(sorted(aztlan.to_act(state)))
            choices = aztlan.legal(state, seat)
            for c in choices:
                for lang in ("it", "en"):
                    text = aztlan.choice_text(c, lang)
                    assert text and text != c.label, c
            state, events = aztlan.apply(state, seat, rng.choice(choices))
            for e in events:
                seen_kinds.add(e["type"])
                it, en = aztlan.describe(e, "it"), aztlan.describe(e, "en")
                assert it and en and it != e["type"] and en != e["type"], e
        assert {"place", "reveal", "score", "final", "game_over"} <= seen_kinds
    assert aztlan.choice_text(Choice("coexist"), "it") == "Coesisti"
    assert aztlan.choice_text(Choice("coexist"), "en") == "Coexist"


def test_score_table_has_the_rulebook_breakdown() -> None:
    state = aztlan.new_game(3, {}, 1)
    table = aztlan.score_table(state, "it")
    assert table["headers"] == [
        "Era I",
        "Era II",
        "Era III",
        "Era IV",
        "Era V",
        "Carta potere",
        "Carte prosperità",
        "Offerte agli Dèi",
        "Totale",
    ]
    assert len(table["rows"]) == 3
