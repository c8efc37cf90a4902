"""Lobby logic: counts and options from the spec, distinct seat styles, seeds."""

from __future__ import annotations

import pytest

from game.core.protocol import GameSpec, OptionSpec
from ui.lobby import STYLES, default_players, options_for, parse_seed, pick_style, player_counts
from ui.screens import SetupForm, setup_html

SPEC = GameSpec(
    "x", "X", "X", 2, 5, False, False, False, 10,
    options=(OptionSpec("two", False, (False, True), "2p rule", "regola 2g", seats=(2,)),
             OptionSpec("all", 1, (1, 2), "All", "Tutti"),
             OptionSpec("rules_edition", 2, (1, 2), "Rules edition", "Edizione", hidden=True, legacy=1)),
)  # fmt: skip


def test_player_counts_are_exactly_the_specs_range_with_four_preselected() -> None:
    assert player_counts(SPEC) == [2, 3, 4, 5] and default_players(SPEC) == 4


def test_options_restricted_to_some_counts_are_offered_only_there() -> None:
    assert [o.name for o in options_for(SPEC, 2)] == ["two", "all"]
    assert [o.name for o in options_for(SPEC, 3)] == ["all"]


def test_a_hidden_option_is_never_offered_and_a_new_game_takes_its_default() -> None:
    """A rules edition is not a variant: the lobby starts every game on the current rules."""
    assert "rules_edition" not in [o.name for n in player_counts(SPEC) for o in options_for(SPEC, n)]
    form = SetupForm.fresh(SPEC, "en")
    form.options["rules_edition"] = 1  # whatever a stale form holds
    assert form.setup_options(SPEC)["rules_edition"] == 2
    assert 'data-name="rules_edition"' not in setup_html(SPEC, form, "en")
    # The fuzzer and the conformance tests still play every edition.
    assert {s["rules_edition"] for n in player_counts(SPEC) for s in SPEC.option_sets(n)} == {1, 2}


def test_picking_a_style_held_by_another_seat_swaps_so_styles_stay_distinct() -> None:
    styles = [s.id for s in STYLES[:3]]
    out = pick_style(styles, 2, styles[0])
    assert out == [styles[2], styles[1], styles[0]] and len(set(out)) == 3


def test_every_style_pairs_a_distinct_colour_with_a_distinct_shape() -> None:
    assert len({s.colour for s in STYLES}) == len({s.shape for s in STYLES}) == len(STYLES)


def test_seed_is_optional_and_must_be_a_number() -> None:
    assert parse_seed("") is None and parse_seed("12") == 12
    with pytest.raises(ValueError):
        parse_seed("abc")
