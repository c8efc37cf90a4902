"""Log sentences and button texts in Italian and English, for every event and choice a game produces."""

from __future__ import annotations

from game.attila import apply, choice_text, describe, is_over, legal, new_game, to_act
from game.core import Rng


def test_every_event_and_choice_of_random_games_has_both_languages():
    seen_types: set[str] = set()
    for seed in range(6):
        state = new_game(2 + seed % 4, {"stuck_discard": True}, seed)
        rng = Rng(seed)
        while not is_over(state):
            (seat,) = to_act(state)
            choices = legal(state, seat)
            for c in choices:
                it, en = choice_text(c, "it"), choice_text(c, "en")
                assert it and en and it != c.label and en != c.label
            state, events = apply(state, seat, rng.choice(choices))
            for e in events:
                it, en = describe(e, "it"), describe(e, "en")
                assert it != e["type"] and en != e["type"] and it != en
                seen_types.add(e["type"])
    assert {"card", "place", "influence", "conflict", "reveal", "peace", "scoring", "draw", "game_over"} <= seen_types


def test_italian_uses_the_rulebook_terms():
    assert describe({"type": "peace", "province": "achaea", "century": 5}, "it") == (
        "Tessera pace del 5° secolo in Acaia (Grecia)."
    )
    assert describe({"type": "tile", "seat": 0, "tile": "double"}, "it") == "Giocatore 1 usa la tessera Doppio turno."


def test_italian_articles_agree_with_the_tribe_name():
    event = {"type": "influence", "seat": 1, "tribe": "huns", "from": 0, "to": 2, "source": "card"}
    assert describe(event, "it") == "Giocatore 2 avanza la sua influenza sugli Unni da 0 a 2."
    assert "sui Goti" in describe(dict(event, tribe="goths"), "it")
