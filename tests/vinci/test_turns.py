"""Expansion and decline turns: collection, reorganisation, cohesion, tiles that act
on the turn, decline, Rebirth, and the end of the game (spec 3.1, 3.7-3.9, 4, 5, 6)."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

import game.vinci as vinci
from game.core import IllegalMove, Record, SaveError, replay
from game.vinci import conquest, rules, tiles
from game.vinci.state import ABANDON, CIV_CHOICE, COHESION, COLLECT, DISTRIBUTE, EXPAND, FORT, START, Player

from .builders import civ, neutral, occ, play, table

SAVES = Path(__file__).resolve().parents[1] / "data" / "saves"


def _start(*kinds: str, occupancy: dict, hand: int = 0, **kw: object) -> vinci.State:
    return table(4, seats=[civ(*kinds, hand=hand)], occupancy=occupancy, phase=START, **kw)  # type: ignore[arg-type]


def _finish_reorganisation(state: vinci.State, seat: int = 0) -> vinci.State:
    """Take the first (smallest) option at every distribution step."""
    while state.phase in (DISTRIBUTE, ABANDON, COHESION) and vinci.to_act(state) == {seat}:
        state, _ = vinci.apply(state, seat, vinci.legal(state, seat)[0])
    return state


def test_collection_takes_all_but_one_token_per_province() -> None:
    """Spec 3.1 [L282-284]: one token stays in each province."""
    state = _start(occupancy={"francia": occ(0, 4), "provenza": occ(0, 3)})
    state, _ = play(state, 0, "expand")
    assert state.phase == COLLECT and state.seats[0].hand == 5
    assert state.board["francia"].tokens == 1 and state.board["provenza"].tokens == 1


def test_abandoning_at_collection_frees_the_last_token_and_the_province() -> None:
    """REC-A9 [L284-289]: the province becomes empty and its fort disappears."""
    state = _start(occupancy={"francia": occ(0, 2, fort=True), "provenza": occ(0, 3)})
    state, _ = play(state, 0, "expand")
    state, _ = play(state, 0, "abandon", "francia")
    assert "francia" not in state.board and state.seats[0].hand == 4


def test_a_turn_that_collects_keeps_a_province_to_expand_from() -> None:
    """Issue 15 (docs/vinci.md, ruling R1): step 1 of an expansion turn is "Raccogliere i gettoni
    o scegliere una provincia di partenza" [L270-271], and "Una nuova civiltà entra dai lati
    della mappa" [L313]: a turn that collects never enters from the edge, so the last province
    cannot be abandoned and the conquests stay next to the empire."""
    state = _start(occupancy={"francia": occ(0, 4), "provenza": occ(0, 3)})
    state, _ = play(state, 0, "expand")
    state, _ = play(state, 0, "abandon", "francia")
    assert [c.label for c in vinci.legal(state, 0)] == ["collected"]
    with pytest.raises(IllegalMove, match="collecting tokens"):
        play(state, 0, "abandon", "provenza")
    state, _ = play(state, 0, "collected")
    assert state.seats[0].hand == 6 and conquest.targets(state, 0)
    assert all(t in vinci.board.NEIGHBOURS["provenza"] for t in conquest.targets(state, 0))


def test_rules_edition_1_still_lets_the_last_province_go_as_the_old_engine_did() -> None:
    """docs/vinci.md, "Rules editions": a game stored before ruling R1 plays on with the old
    rule, so its moves stay legal; the empty empire then enters from the edge."""
    state = _start(occupancy={"francia": occ(0, 4), "provenza": occ(0, 3)}, options={"rules_edition": 1})
    state, _ = play(state, 0, "expand")
    state, _ = play(state, 0, "abandon", "francia")
    state, _ = play(state, 0, "abandon", "provenza")
    state, _ = play(state, 0, "collected")
    assert conquest.provinces(state, 0) == [] and set(conquest.targets(state, 0)) == conquest.entry_provinces(state, 0)


@pytest.mark.parametrize(
    ("stem", "refused"),
    [
        ("vinci-3p-mid", "move 84 ('abandon grecia' by seat 0)"),
        ("vinci-4p-duo-end", "move 62 ('abandon asia_minore' by seat 0)"),
    ],
)
def test_a_save_from_before_ruling_r1_replays_and_its_moves_are_refused_by_edition_2(stem: str, refused: str) -> None:
    """The golden saves (written before R1, their options lack ``rules_edition``) abandon a last
    province at collection: they replay as played, with edition 1.  Under edition 2, "Raccogliere
    i gettoni o scegliere una provincia di partenza" [L270-271] refuses that very move."""
    saved = json.loads((SAVES / f"{stem}.save.json").read_text(encoding="utf-8"))["record"]
    old = Record.from_json(saved)
    assert "rules_edition" not in old.options
    state, _ = replay(old, vinci)
    assert state.option("rules_edition") == 1
    assert vinci.to_json(state)["options"] == saved["options"]  # written back as it was
    current = Record.from_json(dict(saved, options=dict(saved["options"], rules_edition=2)))
    with pytest.raises(SaveError, match=re.escape(f"{refused} is illegal")):
        replay(current, vinci)


def test_medicine_adds_a_token_every_expansion_turn() -> None:
    """TD-31 (REC-A26): 10 tokens become 11 at the start of the turn."""
    state = _start(tiles.MEDICINE, occupancy={"francia": occ(0, 6), "provenza": occ(0, 4)})
    state, _ = play(state, 0, "expand")
    total = state.seats[0].hand + sum(o.tokens for o in state.board.values())
    assert total == 11


def test_field_marshal_lends_seven_tokens_for_the_turn() -> None:
    """TD-30 (REC-A25): 4 provinces, 10 tokens; hand 6+7 = 13; 8 spent on 2 conquests;
    7 removed at reorganisation: 10 tokens on 6 provinces."""
    occupancy = {"francia": occ(0, 4), "provenza": occ(0, 2), "aquitania": occ(0, 2), "bretagna": occ(0, 2)}
    occupancy.update({"renania": neutral(), "alpi": occ(1, 1)})
    state = table(4, seats=[civ(tiles.FIELD_MARSHAL)], occupancy=occupancy, phase=START)
    state, _ = play(state, 0, "expand")
    assert state.seats[0].hand == 13
    state, _ = play(state, 0, "collected")
    state, _ = play(state, 0, "conquer", "renania", 4)
    state, _ = play(state, 0, "conquer", "alpi", 4)
    state, events = play(state, 0, "stop")
    assert any(e["type"] == "marshal_leaves" and e["tokens"] == 7 for e in events)
    state = _finish_reorganisation(state)
    mine = conquest.provinces(state, 0)
    assert len(mine) == 6 and sum(state.board[r].tokens for r in mine) == 10


def _stopped(occupancy: dict[str, Any], *civ_tiles: str, hand: int) -> vinci.State:
    """Seat 0, its civ with ``civ_tiles`` and ``hand`` tokens in hand, on ``occupancy``, stops
    expanding (what follows: the reorganisation of its empire, then the end of its turn)."""
    state = table(4, seats=[civ(*civ_tiles, hand=hand)], occupancy=occupancy, phase=EXPAND)
    return play(state, 0, "stop")[0]


def test_reorganisation_puts_at_least_one_token_in_each_province() -> None:
    """Spec 3.7 [L402-405]: every token placed, at least one per province if possible."""
    state = _stopped({"francia": occ(0, 1), "provenza": occ(0, 2)}, tiles.BARBARIANS, hand=3)
    assert state.phase == DISTRIBUTE and state.pool == 6
    assert [c.label for c in vinci.legal(state, 0)] == [f"put francia {n}" for n in range(1, 6)]
    state, _ = play(state, 0, "put", "francia", 4)
    assert state.board["francia"].tokens == 4 and state.board["provenza"].tokens == 2


def test_fewer_tokens_than_provinces_means_choosing_what_to_abandon() -> None:
    """Spec 3.7 step 3: the player drops provinces, keeping the empire connected."""
    state = _stopped({"francia": occ(0, 0), "provenza": occ(0, 1), "alpi": occ(0, 1)}, tiles.FIELD_MARSHAL, hand=7)
    assert state.phase == ABANDON and state.pool == 2
    droppable = {c.args[0] for c in vinci.legal(state, 0)}
    assert droppable == {"francia", "provenza", "alpi"}  # a triangle: any one keeps it whole
    state, _ = play(state, 0, "drop", "alpi")
    assert conquest.provinces(state, 0) == ["francia", "provenza"]
    assert state.board["francia"].tokens == 1 and state.board["provenza"].tokens == 1


def test_cohesion_keeps_one_connected_part_chosen_by_the_owner() -> None:
    """Spec 3.8 (REC-A44): a split empire keeps one part; the others' tokens join it."""
    state = _stopped({"francia": occ(0, 3), "provenza": occ(0, 1), "polonia": occ(0, 2)}, tiles.BARBARIANS, hand=0)
    assert state.phase == COHESION
    assert [c.label for c in vinci.legal(state, 0)] == ["keep francia", "keep polonia"]
    state, _ = play(state, 0, "keep", "francia")
    state = _finish_reorganisation(state)
    assert "polonia" not in state.board
    assert state.board["francia"].tokens + state.board["provenza"].tokens == 6


def test_messengers_and_astronomy_relax_cohesion() -> None:
    """Messengers ignore cohesion [L679-682]; Astronomy links provinces by sea [L652-654]."""
    occupancy = {"francia": occ(0, 1), "provenza": occ(0, 1), "polonia": occ(0, 1)}
    messengers = table(4, seats=[civ(tiles.MESSENGERS)], occupancy=occupancy, phase=EXPAND)
    assert play(messengers, 0, "stop")[0].phase != COHESION
    sea = {"irlanda": occ(0, 1), "cartagine": occ(0, 1)}
    astronomy = table(4, seats=[civ(tiles.ASTRONOMY)], occupancy=sea, phase=EXPAND)
    assert play(astronomy, 0, "stop")[0].phase != COHESION
    plain = table(4, seats=[civ(tiles.WEAPONS)], occupancy=sea, phase=EXPAND)
    assert play(plain, 0, "stop")[0].phase == COHESION


def test_an_enemy_split_costs_nothing_until_the_owners_turn() -> None:
    """REC-A45: cohesion is checked only at the end of the owner's own turn."""
    state = table(
        4,
        seats=[civ(tiles.BARBARIANS, hand=20), civ(tiles.WEAPONS, tiles.CURRENCY)],
        occupancy={"alpi": occ(1, 1), "francia": occ(1, 2), "nord_italia": occ(1, 2), "provenza": occ(0, 1)},
        phase=EXPAND,
    )
    state, _ = play(state, 0, "conquer", "alpi", 4)
    assert rules.empire_parts(state, 1) == [["francia"], ["nord_italia"]]
    assert state.board["francia"].tokens == 2 and state.board["nord_italia"].tokens == 2


def test_fortification_places_a_fort_from_the_wood_pool() -> None:
    """REC-A24: after redistribution, one per turn, none when the 33 wood tokens are used."""
    state = table(4, seats=[civ(tiles.FORTIFICATION, hand=2)], occupancy={"francia": occ(0, 1)}, phase=EXPAND)
    state, _ = play(state, 0, "stop")
    assert state.phase == FORT and [c.label for c in vinci.legal(state, 0)] == ["fort francia", "no_fort"]
    state, _ = play(state, 0, "fort", "francia")
    assert state.board["francia"].fort and state.turn == 1
    crowded = {r: neutral() for r in vinci.board.PROVINCE_IDS if not vinci.board.is_mountain(r)}
    crowded["francia"] = occ(0, 1)
    crowded["alpi"] = occ(1, 1, fort=True)
    assert rules.wood_left(table(4, occupancy=crowded)) == 0
    full = table(4, seats=[civ(tiles.FORTIFICATION, hand=2)], occupancy=crowded, phase=EXPAND)
    assert play(full, 0, "stop")[0].phase != FORT
    unlimited = table(
        4, {"unlimited_forts": True}, seats=[civ(tiles.FORTIFICATION, hand=2)], occupancy=crowded, phase=EXPAND
    )
    assert play(unlimited, 0, "stop")[0].phase == FORT


def test_specialty_fortification_places_two_forts_in_different_provinces() -> None:
    """Spec 6.4: up to 2 forts per turn, still one per province."""
    state = _stopped({"francia": occ(0, 1), "provenza": occ(0, 1)}, tiles.FORTIFICATION, tiles.SPECIALTY, hand=0)
    state, _ = play(state, 0, "fort", "francia")
    assert [c.label for c in vinci.legal(state, 0)] == ["fort provenza", "no_fort"]


def test_diplomacy_protects_both_active_empires_until_the_diplomats_next_turn() -> None:
    """REC-A23: mutual peace for a round; declined empires stay open to attack."""
    seats = [civ(tiles.DIPLOMACY, tiles.CURRENCY, hand=20), civ(tiles.WEAPONS, hand=20), civ(tiles.MEDICINE)]
    occupancy = {
        "francia": occ(0, 2),
        "provenza": occ(1, 1),
        "aquitania": occ(1, 1, True),
        "alpi": occ(2, 1),
        "bretagna": occ(1, 1),
    }
    state = table(4, seats=seats, occupancy=occupancy, phase=START)
    state, _ = play(state, 0, "expand")
    assert [c.label for c in vinci.legal(state, 0)] == ["peace 1", "peace 2", "peace 3", "no_peace"]
    state, _ = play(state, 0, "peace", 1)
    state, _ = play(state, 0, "collected")
    assert "provenza" not in conquest.targets(state, 0) and "aquitania" in conquest.targets(state, 0)
    assert "alpi" in conquest.targets(state, 0)
    later = table(4, seats=seats, occupancy=occupancy, phase=EXPAND, turn=1, peace=((0, 1),))
    assert "francia" not in conquest.targets(later, 1)
    immune = table(
        4, {"diplomacy_mode": "full_immunity"}, seats=seats, occupancy=occupancy, phase=EXPAND, peace=((0, 1),)
    )
    assert "alpi" not in conquest.targets(immune, 0)  # the diplomat attacks no active empire at all


def test_decline_shrinks_each_province_by_one_and_scores_what_is_left() -> None:
    """TD-27 (REC-A15): P1 3 -> 2 with a marker, P2 1 -> lost, P3 mountain 2 -> 1; score 1 + 0."""
    state = _start(
        tiles.MINING,
        occupancy={"francia": occ(0, 3), "provenza": occ(0, 1, fort=True), "alpi": occ(0, 2, fort=True)},
    )
    state, events = play(state, 0, "decline")
    assert state.board["francia"] == occ(0, 2, True) and "provenza" not in state.board
    assert state.board["alpi"] == occ(0, 1, True, True)  # the fort stays in decline
    assert state.seats[0].score == 11 and state.phase == CIV_CHOICE
    assert tiles.MINING in state.bag  # active tiles go back into the bag


def test_decline_removes_the_old_declined_empire_first() -> None:
    """Spec 4.1 step 2 (REC-A35): one declined empire at most; its persistent tiles go back."""
    state = table(
        4,
        seats=[Player(10, (tiles.CURRENCY, tiles.CATTLE_D), 0, True, (tiles.MINING_D,))],
        occupancy={"francia": occ(0, 3), "serbia": occ(0, 2, True)},
        phase=START,
    )
    state, _ = play(state, 0, "decline")
    assert "serbia" not in state.board and state.board["francia"] == occ(0, 2, True)
    assert state.seats[0].declined_tiles == (tiles.CATTLE_D,)
    assert tiles.MINING_D in state.bag and tiles.CURRENCY in state.bag


def test_declining_with_nothing_on_the_map_is_allowed() -> None:
    """REC-A34: a civ never entered may decline; its tiles go back into the bag."""
    state = table(4, seats=[civ(tiles.WEAPONS, tiles.CURRENCY, hand=14, entered=False)], phase=START)
    state, _ = play(state, 0, "decline")
    assert state.phase == CIV_CHOICE and state.seats[0].tiles == () and state.seats[0].hand == 0


def test_a_civ_that_could_not_conquer_keeps_its_tokens() -> None:
    """REC-A14: entering and stopping leaves the tokens in hand for the next turn."""
    state = table(4, seats=[civ(tiles.WEAPONS, tiles.CURRENCY, hand=14, entered=False)], phase=EXPAND)
    state, _ = play(state, 0, "stop")
    assert state.seats[0].hand == 14 and state.turn == 1


def test_rebirth_declines_after_scoring_and_chooses_at_once() -> None:
    """REC-A29: decline steps 1-3 after scoring, no second score, then a new civ."""
    state = _stopped({"francia": occ(0, 2), "provenza": occ(0, 2)}, tiles.REBIRTH, tiles.CURRENCY, hand=0)
    state = _finish_reorganisation(state)
    assert state.phase == "rebirth" and state.seats[0].score == 14
    state, _ = play(state, 0, "rebirth")
    assert state.phase == CIV_CHOICE and state.seats[0].score == 14
    assert "francia" not in state.board and state.board["provenza"] == occ(0, 2, True)
    state, _ = play(state, 0, "take", 1)
    assert state.turn == 1 and state.seats[0].tiles and not state.seats[0].entered


def _chooser(score: int, turn: int, target: int = 50) -> vinci.State:
    seats = [
        civ(tiles.WEAPONS, tiles.MINING_D),
        civ(tiles.MEDICINE, tiles.PORTS_D),
        civ(tiles.SLAVERY, tiles.CATTLE_D),
        civ(tiles.ASTRONOMY, tiles.AGRICULTURE_D),
    ]
    seats[turn] = Player(score)
    return table(
        4, {"vp_target": target}, seats=seats, first=2, turn=turn, phase=CIV_CHOICE, vp_tokens=(1, 0, 0, 0, 0, 0)
    )


def _decline_round(state: vinci.State) -> vinci.State:
    (seat,) = vinci.to_act(state)
    state, _ = play(state, seat, "decline")
    state, _ = play(state, seat, "take", 1)
    return state


def test_the_round_is_finished_after_the_target_is_reached() -> None:
    """TD-37 (REC-A33): order 2, 3, 0, 1; seat 3 reaches the target, seats 0 and 1 still play."""
    state, _ = play(_chooser(48, 3), 3, "take", 1)
    assert state.ending and not vinci.is_over(state) and state.turn == 0
    state = _decline_round(state)
    assert not vinci.is_over(state) and state.turn == 1
    state = _decline_round(state)
    assert vinci.is_over(state) and vinci.to_act(state) == frozenset()


def test_the_game_ends_at_once_when_the_last_seat_reaches_the_target() -> None:
    """TD-37: seat 1 is last in turn order."""
    state, _ = play(_chooser(48, 1), 1, "take", 1)
    assert vinci.is_over(state)


def test_targets_per_player_count() -> None:
    """TV-35: 3 -> 150, 4 -> 120, 5 -> 100, 6 -> 100 (REC-A1), variant 150; option vp_target."""
    assert [vinci.new_game(n, {}, 1).target for n in (3, 4, 5, 6)] == [150, 120, 100, 100]
    assert vinci.new_game(4, {"mode": "duo"}, 1).target == 150
    assert vinci.new_game(5, {"vp_target": 80}, 1).target == 80


def test_ties_share_the_win() -> None:
    """REC-A33: no tie-break in the text; tied seats share a place."""
    state = table(4, seats=[Player(90), Player(120), Player(120), Player(40)])
    assert vinci.ranking(state) == [3, 1, 1, 4]
