"""Setup and save-list HTML: only what the spec allows, every save listed, broken ones deletable."""

from __future__ import annotations

import re

from game.tigris import SPEC
from ui.saves import Refusal, SaveSummary
from ui.screens import SetupForm, continue_html, save_list_html, setup_html


def test_setup_offers_exactly_the_specs_player_counts_and_options() -> None:
    form = SetupForm.fresh(SPEC, "en")
    html = setup_html(SPEC, form, "en")
    counts = [n for n in range(1, 8) if f'data-n="{n}"' in html]
    assert counts == list(range(SPEC.min_players, SPEC.max_players + 1))
    for opt in SPEC.options:
        assert f'data-name="{opt.name}"' in html
    assert html.count('class="seat-row"') == form.players and 'id="start-game"' in html


def test_setup_shows_no_bot_seats_until_bots_are_offered() -> None:
    form = SetupForm.fresh(SPEC, "en")
    assert 'data-field="kind"' not in setup_html(SPEC, form, "en")
    assert 'data-field="kind"' in setup_html(SPEC, form, "en", ("easy",))


def test_setup_options_keep_defaults_when_they_do_not_apply() -> None:
    form = SetupForm.fresh(SPEC, "en")
    assert SPEC.check_setup(form.players, form.setup_options(SPEC)) == form.setup_options(SPEC)


def test_save_list_offers_resume_for_games_in_progress_and_delete_for_broken_ones() -> None:
    saves = [
        SaveSummary("a", "Game A", "tigris", ("Ada", "Bo"), "2026-01-01", 5, False, 1),
        SaveSummary("b", problem="not valid JSON", refusal=Refusal("refused_not_json")),
        SaveSummary("c", "Done", "tigris", ("Ada", "Bo"), "2026-01-01", 90, True, 1),
    ]
    html = save_list_html(saves, {"tigris": "T&E"}, "en")
    assert 'data-action="resume" data-id="a"' in html and 'data-action="replay" data-id="c"' in html
    assert 'data-action="delete" data-id="b"' in html and 'data-action="resume" data-id="b"' not in html
    assert "not valid JSON" in html
    assert 'data-id="a"' in continue_html(saves[0], {"tigris": "T&E"}, "en")


def test_names_typed_by_players_are_escaped() -> None:
    form = SetupForm.fresh(SPEC, "en")
    form.names[0] = '<img src=x onerror="alert(1)">'
    assert "<img" not in setup_html(SPEC, form, "en")


def test_each_human_seat_has_a_suggest_toggle_off_by_default_and_bot_seats_none() -> None:
    form = SetupForm.fresh(SPEC, "it")
    form.players = 3
    form.kinds[2] = "bot"
    assert 'data-field="suggest"' not in setup_html(SPEC, form, "it")  # no bots, no suggestions
    html = setup_html(SPEC, form, "it", ("easy", "medium", "hard"))
    toggles = re.findall(r'<input type="checkbox" data-field="suggest" data-seat="(\d)"( checked)?>', html)
    assert toggles == [("0", ""), ("1", "")]
    assert "Suggerimenti di mossa" in html
    form.suggest[1] = True
    assert 'data-field="suggest" data-seat="1" checked' in setup_html(SPEC, form, "en", ("easy",))


def test_vinci_seats_offer_the_rulebooks_virtual_player_as_a_bot_level_in_both_languages() -> None:
    import game.bots as bots
    from game import registry

    vinci = registry.load("vinci")
    form = SetupForm.fresh(vinci.SPEC, "en")
    levels = bots.levels_for(vinci)
    assert "virtual" in levels
    for lang, words in (("en", "virtual (rulebook)"), ("it", "virtuale (regolamento)")):
        html = setup_html(vinci.SPEC, form, lang, levels)
        offered = re.findall(r'<option value="bot:virtual">([^<]*)</option>', html)
        assert len(offered) == form.players and all(o.endswith(": " + words) for o in offered), offered


def test_every_option_value_of_every_game_has_a_label_in_both_languages() -> None:
    """Issue 16.5: the setup never shows an engine id ("finish_turn", "full_immunity", "replace")."""
    from game import registry

    for name in registry.available():
        spec = registry.load(name).SPEC
        for players in range(spec.min_players, spec.max_players + 1):
            form = SetupForm.fresh(spec, "en")
            form.players = players
            for lang in ("it", "en"):
                html = setup_html(spec, form, lang)
                shown = re.findall(r"<option value=\"[^\"]*\"[^>]*>([^<]*)</option>", html)
                assert not [w for w in shown if re.search(r"\b[a-z]+_[a-z]+\b", w)], (name, shown)
        for opt in spec.options:
            for value in opt.values:
                if isinstance(value, str):
                    it, en = opt.value_label(value, "it"), opt.value_label(value, "en")
                    assert it and en and value not in (it, en), (name, opt.name, value)


def test_player_supplied_names_are_bidi_isolated_and_a_broken_entrys_id_is_cut_short() -> None:
    """Issue 14, item 7: a right-to-left override in a name cannot flip the text around it, and
    whatever another page stored under our prefix does not fill the lobby."""
    evil = "\u202eevil"
    saves = [
        SaveSummary("a", evil, "tigris", (evil, "Bo\u2069\u202e"), "2026-01-01", 5, False, 1),
        SaveSummary("k" * 3000, problem="not valid JSON", refusal=Refusal("refused_not_json")),
    ]
    html = save_list_html(saves, {"tigris": "T&E"}, "en")
    assert html.count("\u2068\u202eevil\u2069") == 2  # the save's name and the player's
    assert "\u2068Bo\u202e\u2069" in html  # a stray isolate end is dropped, the override stays inside
    assert html.count('data-id="' + "k" * 3000 + '"') == 2  # Delete still names the key exactly
    assert "k" * 30 not in html.replace('data-id="' + "k" * 3000 + '"', "")  # what is shown is short
    assert "\u2068\u202eevil\u2069" in continue_html(saves[0], {"tigris": "T&E"}, "en")
