"""The view (what the table UI renders), determinization, and the it/en texts."""

from __future__ import annotations

import json

import game.vinci as vinci
from game.core import Rng
from game.vinci import text, tiles
from game.vinci.state import EXPAND

from .builders import civ, neutral, occ, table

KNOWN_EVENTS = {
    "civ_taken",
    "tiles_drawn",
    "score",
    "target_reached",
    "expansion_turn",
    "peace",
    "collect",
    "abandon",
    "conquer",
    "contact",
    "declined_empire_gone",
    "marshal_leaves",
    "cohesion",
    "put",
    "reorganised",
    "fort",
    "turn_score",
    "rebirth",
    "decline",
    "survivors_held",
    "turn",
    "game_over",
    "virtual_roll",
    "no_peace",
    "collected",
    "expansion_end",
}


SILENT: list = []  # choices of the random games that reported no event


def _random_games() -> list[tuple[vinci.State, list[dict], list]]:
    out = []
    for players, options, seed in ((3, {}, 1), (6, {}, 2), (4, {"mode": "duo"}, 3)):
        state = vinci.new_game(players, options, seed)
        pick = Rng(seed)
        events: list[dict] = []
        choices = []
        while not vinci.is_over(state):
            seat = pick.choice(sorted(vinci.to_act(state)))
            legal = vinci.legal(state, seat)
            choices += legal
            chosen = pick.choice(legal)
            state, more = vinci.apply(state, seat, chosen)
            if not more:
                SILENT.append(chosen)
            events += more
        out.append((state, events, choices))
    return out


GAMES = _random_games()


def test_view_holds_no_rng_and_is_the_same_for_every_seat_but_the_viewer() -> None:
    """Everything on the Vinci table is public; only future draws are unknown."""
    state = vinci.new_game(4, {}, 5)
    views = [vinci.view(state, s) for s in (0, 1, 2, 3, None)]
    assert all("rng" not in json.dumps(v) for v in views)
    for v in views:
        v.pop("seat")
    assert all(v == views[0] for v in views)


def test_view_lists_the_documented_keys() -> None:
    v = vinci.view(vinci.new_game(3, {}, 2), 0)
    assert set(v) == {
        "game", "seat", "players", "options", "target", "first", "round", "turn", "phase", "to_act", "ending",
        "over", "seats", "regions", "display", "bag", "wood_left", "peace", "turn_state", "costs", "kinds",
    }  # fmt: skip
    assert [d["cost"] for d in v["display"]] == [0, 2, 4, 6, 8, 10]
    assert sum(v["bag"].values()) == 40 and v["wood_left"] == 0
    assert v["regions"]["francia"] == {"owner": -1, "declined": False, "tokens": 1, "fort": False}
    assert "alpi" not in v["regions"]  # mountains start empty [L118-125]


def test_view_shows_every_conquest_cost_with_its_terms_before_conquering() -> None:
    """Issue 7: "the conquest cost with all its modifiers shown before each conquest"."""
    state = table(4, seats=[civ(tiles.WEAPONS, hand=3)], occupancy={"francia": occ(0, 1), "renania": neutral()})
    costs = vinci.view(state, 1)["costs"]
    assert costs["renania"] == {"cost": 3, "terms": [["base", 2], ["terrain", 1], ["defenders", 1], ["weapons", -1]]}
    assert set(costs) == set(vinci.conquest.targets(state, 0))
    assert table(4, phase=EXPAND).phase == EXPAND


def test_determinize_resamples_only_the_future_draws() -> None:
    state = vinci.new_game(4, {}, 9)
    other = vinci.determinize(state, 2, Rng(4))
    assert other != state and other.rng != state.rng
    assert vinci.view(other, 2) == vinci.view(state, 2)


def test_every_choice_shows_in_the_log() -> None:
    """The table treats a choice without events as a step of a move still in progress."""
    assert SILENT == []


def test_every_event_has_a_sentence_in_both_languages() -> None:
    """Log: every event in Italian and English, never the bare type."""
    seen = set()
    for _, events, _ in GAMES:
        for e in events:
            seen.add(e["type"])
            assert e["type"] in KNOWN_EVENTS
            it, en = vinci.describe(e, "it"), vinci.describe(e, "en")
            assert it and en and it != e["type"] and en != e["type"]
    assert {"civ_taken", "conquer", "decline", "turn_score", "game_over"} <= seen


def test_every_choice_has_a_button_text_in_both_languages() -> None:
    for _, _, choices in GAMES:
        for c in choices:
            assert vinci.choice_text(c, "it") and vinci.choice_text(c, "en")
            if c.kind not in ("put",):
                assert vinci.choice_text(c, "it") != vinci.choice_text(c, "en")


def test_tile_names_cover_every_kind() -> None:
    assert set(text.TILE_NAMES) == set(tiles.KINDS)
    assert text.tile_name("MOUNTAIN_SKILL", "it") == "Abilità nelle Montagne"


def test_score_table_has_a_row_per_seat() -> None:
    state = GAMES[0][0]
    table_ = vinci.score_table(state, "it")
    assert len(table_["rows"]) == 3 and table_["headers"][0] == "Punti Vittoria"
    assert [r[0] for r in table_["rows"]] == vinci.score(state)
