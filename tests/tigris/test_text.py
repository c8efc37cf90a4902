"""Every event of random games reads as a sentence in Italian and English,
and every choice has a button text in both (protocol: describe, choice_text)."""

from __future__ import annotations

import game.tigris as T
from game.core import Rng

_OPTIONS = ({}, {"board": "advanced", "english": True}, {"buildings": "on", "ziggurat": "on"})


def _events_and_choices() -> tuple[list[dict[str, object]], list[T.Choice]]:
    events: list[dict[str, object]] = []
    choices: list[T.Choice] = []
    for seed, opts in enumerate(_OPTIONS):
        s = T.new_game(2 + seed, opts, seed)
        rng = Rng(seed)
        while not T.is_over(s):
            seat = sorted(T.to_act(s))[0]
            legal = T.legal(s, seat)
            choices += legal[:: max(1, len(legal) // 8)]
            s, ev = T.apply(s, seat, rng.choice(legal))
            events += ev
    return events, choices


def test_every_event_is_a_sentence_in_both_languages() -> None:
    events, _ = _events_and_choices()
    kinds = {e["type"] for e in events}
    assert {"tile", "leader", "vp", "refill", "turn", "game_over"} <= kinds
    for e in events:
        it, en = T.describe(e, "it"), T.describe(e, "en")
        assert it != e["type"] and en != e["type"], e
        assert it.endswith(".") and en.endswith("."), e


def test_every_choice_has_a_button_text_in_both_languages() -> None:
    _, choices = _events_and_choices()
    for c in choices:
        it, en = T.choice_text(c, "it"), T.choice_text(c, "en")
        assert it and en and "{" not in it + en
        if c.kind in ("end", "catastrophe", "swap", "withdraw", "tile"):
            assert it != en, c
