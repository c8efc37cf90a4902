"""Where tokens may go: rulebook §1 and §8, spec §2.2, A22, A23."""

from __future__ import annotations

from game.attila.board import INDEX, PLAYABLE, STARTING
from game.attila.constants import TRIBE_INDEX
from game.attila.placement import legal_provinces

from .helpers import args_of, position

GOTHS = TRIBE_INDEX["goths"]


def names(state, tribe):
    return {PLAYABLE[p] for p in legal_provinces(state, tribe)}


def test_first_token_of_a_tribe_goes_into_a_starting_province():
    """§1 «Il primo segnalino per ciascuna tribù deve essere piazzato in una delle 6 province»."""
    assert names(position(), GOTHS) == set(STARTING)


def test_token_may_go_where_the_tribe_is_or_next_to_it():
    """§1: a province holding the tribe, or bordering one that does."""
    state = position(board={"italia_annonaria": {"goths": 1}})
    expected = set(STARTING) | {"italia_annonaria", "narbonensis", "dalmatia", "italia_suburbicaria"}
    assert names(state, GOTHS) == expected


def test_water_arrows_count_as_borders():
    """§8 «Province connesse da frecce via acqua, si intendono confinanti»: Sicily to Africa."""
    state = position(board={"sicilia": {"goths": 1}})
    assert {"africa", "italia_suburbicaria", "sicilia"} <= names(state, GOTHS)
    assert "mauretania" not in names(state, GOTHS)


def test_pacified_province_is_closed_but_still_an_anchor():
    """§3 «non possono più mettere nuovi segnalini ... nelle province che hanno una tessera pace»;
    §8: the adjacency rule works for pacified provinces as for the others."""
    state = position(board={"sicilia": {"goths": 2}}, peace=[("sicilia", 4)], boxes=(0, 2, 3, 4))
    legal = names(state, GOTHS)
    assert "sicilia" not in legal
    assert {"africa", "italia_suburbicaria"} <= legal


def test_province_with_four_tokens_takes_a_fifth_but_never_a_sixth():
    """§3: up to 4 peacefully, the 5th starts a conflict; §8 «In nessun caso ... il sesto segnalino»."""
    four = position(board={"germania": {"goths": 2, "huns": 2}})
    assert "germania" in names(four, GOTHS)
    five = position(board={"germania": {"goths": 3, "huns": 2}}, placed=(INDEX["germania"],), card=GOTHS, step="gain")
    assert "germania" not in names(five, GOTHS)


def test_sardinia_and_corsica_never_take_tokens():
    """§8 «Non si possono piazzare segnalini in Sardegna e Corsica» (A23)."""
    state = position(board={p: {"goths": 1} for p in ("italia_annonaria", "narbonensis", "africa")})
    assert not {"sardinia", "corsica"} & names(state, GOTHS)
    assert "sardinia" not in PLAYABLE and "corsica" not in PLAYABLE


def test_tribe_with_empty_supply_has_no_legal_province():
    """Spec §2.2: the supply must not be empty."""
    full = {p: {"goths": 4} for p in PLAYABLE[:5]}
    state = position(board=full)
    assert state.supply[GOTHS] == 0
    assert names(state, GOTHS) == set()


def test_wiped_out_tribe_reenters_only_through_a_starting_province():
    """A22: a tribe with no token on the board can only enter through a starting province."""
    state = position(board={"italia_annonaria": {"huns": 1}})
    assert names(state, GOTHS) == set(STARTING)


def test_card_without_legal_province_is_not_offered():
    """A14: a card whose tribe has no legal province cannot be played."""
    starts = sorted(STARTING)
    peace = list(zip(starts, (4, 5, 5, 6, 6, 6)))
    state = position(
        board={p: {"huns": 1} for p in starts}, peace=peace, boxes=(0, 0, 0, 4), hands={0: {"goths": 1, "huns": 1}}
    )
    assert args_of(state, 0, "card") == ["huns"]
