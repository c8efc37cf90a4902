"""i18n: every string in both languages, Italian when the browser is Italian."""

from __future__ import annotations

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
