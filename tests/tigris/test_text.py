"""Every event of random games reads as a sentence in Italian and English,
and every choice has a button text in both (protocol: describe, choice_text)."""

from __future__ import annotations

import game.tigris as T
from game.core import Choice, IllegalMove, Rng

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


def _refusals(state: T.State, seat: int) -> list[tuple[Choice, IllegalMove]]:
    """Every placement of a tile, leader or catastrophe that legal() does not list, with its error."""
    legal = set(T.legal(state, seat))
    out = []
    for square in state.board.ids:
        forged = [Choice("catastrophe", (square,))]
        forged += [
            Choice(kind, (colour, square))
            for kind in ("tile", "leader")
            for colour in ("black", "red", "blue", "green")
        ]
        for c in forged:
            if c in legal:
                continue
            try:
                T.apply(state, seat, c)
            except IllegalMove as exc:
                out.append((c, exc))
            else:  # pragma: no cover - apply accepts only listed choices
                raise AssertionError(c)
    return out


def test_a_refused_placement_says_why_in_player_words() -> None:
    """Issue 16.5: "A settlement can't go on the river", never the engine's step and label."""
    state = T.new_game(3, {}, 4)
    seat = min(T.to_act(state))
    refused = _refusals(state, seat)
    keys = {e.key for _, e in refused}
    assert {"occupied", "tile_on_river", "farm_on_land", "leader_on_river", "leader_no_temple"} <= keys
    for choice, error in refused:
        for lang in ("it", "en"):
            text = T.refusal_text(error, lang, ["Ada", "Bruno", "Carla"])
            assert "seat" not in text and "'" + choice.label not in text and "{" not in text, (choice, text)
        assert str(error).startswith(f"seat {seat}")  # the developer's text stays for logs and tests
    words = {
        "black": ("A settlement", "Un insediamento"),
        "red": ("A temple", "Un tempio"),
        "green": ("A market", "Un mercato"),
    }
    colour, river = next((c.args[0], e) for c, e in refused if c.kind == "tile" and e.key == "tile_on_river")
    assert T.refusal_text(river, "en") == f"{words[str(colour)][0]} can't go on the river."
    assert T.refusal_text(river, "it") == f"{words[str(colour)][1]} non può stare sul fiume."


def test_refusal_reasons_agree_with_the_legal_targets() -> None:
    """The reason names the rule legal() applied: a square with no other fault is refused for its kingdoms."""
    state = T.new_game(2, {}, 9)
    seat = min(T.to_act(state))
    for choice, error in _refusals(state, seat):
        empty = state.cells[state.board.index(str(choice.args[-1]))] == ""
        if error.key == "occupied":
            assert not empty, choice
        if error.key in ("three_kingdoms", "leader_two_kingdoms"):
            assert empty, choice
