"""i18n: every string in both languages, Italian when the browser is Italian."""

from __future__ import annotations

import re

import pytest

from game import registry
from game.core import Rng
from game.core.text import parameters
from ui.i18n import LANGS, STRINGS, choose_lang, detect_lang, text


def test_every_string_exists_in_italian_and_english_with_the_same_placeholders() -> None:
    for key, entry in STRINGS.items():
        assert set(entry) == set(LANGS), key
        holes = {lang: parameters(entry[lang], lang) for lang in LANGS}
        assert holes["it"] == holes["en"], key


def test_italian_browser_gets_italian_by_default() -> None:
    assert detect_lang(["it-IT"]) == "it"
    assert detect_lang(["de-DE", "en-US"]) == "en"
    assert detect_lang(None) == "en"


def test_explicit_choice_wins_over_the_browser() -> None:
    assert choose_lang("en", ["it-IT"]) == "en"
    assert choose_lang("xx", ["it-IT"]) == "it"


def test_text_fills_placeholders_in_the_chosen_language() -> None:
    assert text("to_act", "it", name="Ada") == "Tocca ad Ada"  # euphonic d before an a (issue 16.6)
    assert text("to_act", "it", name="Bruno") == "Tocca a Bruno"
    assert text("to_act", "en", name="Ada") == "Ada to play"


@pytest.mark.parametrize("name", ["tigris", "aztlan", "vinci", "europa"])
def test_every_phase_random_play_reaches_has_a_name_for_players(name: str) -> None:
    """Issue 16.5: the panel names the phase in words ("sail", "fortify" were shown raw)."""
    game = registry.load(name)
    phases: set[str] = set()
    for seed in range(3):
        players = game.SPEC.min_players + seed % (game.SPEC.max_players - game.SPEC.min_players + 1)
        state = game.new_game(players, game.SPEC.check_setup(players, {}), seed)
        rng = Rng(seed)
        while not game.is_over(state):
            phases.add(str(game.view(state, None)["phase"]))
            seat = min(game.to_act(state))
            state, _ = game.apply(state, seat, rng.choice(game.legal(state, seat)))
        phases.add(str(game.view(state, None)["phase"]))
    missing = [p for p in sorted(phases) if f"{name}.phase_{p}" not in STRINGS]
    assert not missing and len(phases) > 3, missing


def test_no_count_stands_before_a_countable_word_without_its_plural_forms() -> None:
    """Issue 16.6: "1 tessera" / "2 tessere" everywhere: a count is written ``{n tessera|tessere}``."""
    pairs = set()
    for entry in STRINGS.values():
        for template in entry.values():
            pairs |= set(re.findall(r"\{\w+ ([^{}|]+)\|([^{}]+)\}", template))
    words = {w.split(" ")[0] for pair in pairs for w in pair}
    assert {"tessera", "tessere", "card", "cards"} <= words
    raw = [
        (key, template)
        for key, entry in STRINGS.items()
        for template in entry.values()
        if any(w in words for w in re.findall(r"\{[a-z]\w*\} (\w+)", template))
    ]
    assert raw == []
    assert text("tigris.tiles", "it", n=1) == "1 tessera" and text("tigris.tiles", "en", n=2) == "2 tiles"
