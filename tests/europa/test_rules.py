"""Europa rules: setup, the turn, cards, battles, fortresses, hidden armies, victory.

Sources: the rulebook (shared/seeds/002_3f96e9ad4556e33e.txt) and the spec
(shared/rules/europa.md); each test cites its section.
"""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

import game.europa as europa
from game.core import Choice, IllegalMove, Record, SetupError, replay
from game.europa import apply, describe, dice, is_over, legal, new_game, ranking, to_act, to_json, view
from game.europa import board as B
from game.europa.scoring import supplementary
from game.europa.state import ALLOTMENT, MAIN, OVER, State

from .build import armies, events_of, kinds, labels, owner, play, position

SAVES = Path(__file__).resolve().parents[1] / "data" / "saves"


def fixed_dice(monkeypatch: pytest.MonkeyPatch, *rolls: tuple[tuple[int, ...], tuple[int, ...]]) -> None:
    """Make the next battles roll exactly these (attack dice, defence dice)."""
    queue = list(rolls)

    def fake(rng: Any, a: int, d: int, *, general: bool, marshal: bool) -> dice.Battle:
        att, dfn = queue.pop(0)
        assert (len(att), len(dfn)) == (a, d), "the test expected other dice counts"
        return dice.resolve(att, dfn, general=general, marshal=marshal)

    monkeypatch.setattr(dice, "roll", fake)


def first_legal_until(s: State, stop: Any) -> State:
    while not stop(s):
        seat = min(to_act(s))
        s, _ = apply(s, seat, legal(s, seat)[0])
    return s


# --------------------------------------------------------------------------- setup


@pytest.mark.parametrize("players", [2, 7, 0])
def test_player_count_is_three_to_six(players: int) -> None:
    """Rulebook: "DA 3 A 6 GIOCATORI"."""
    with pytest.raises(SetupError, match="3 to 6"):
        new_game(players, {}, 1)


def test_bad_options_are_refused() -> None:
    with pytest.raises(SetupError, match="all_independents"):
        new_game(4, {"all_independents": "double"}, 1)
    with pytest.raises(SetupError, match="unknown option"):
        new_game(4, {"handicap": True}, 1)


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_setup_follows_the_rulebook(players: int) -> None:
    """PREPARAZIONE 2-6 (spec S2-S9): banner drawn, fortress in that empire, one army on
    each own-empire territory, claims one at a time from the first player, five at a
    time until the allotment is spent, hidden armies anywhere but a fortress, 3 cards."""
    s = new_game(players, {}, 11)
    assert to_act(s) == {s.order[0]}
    assert s.empire[s.order[0]] in B.EMPIRES
    assert {c.args[0] for c in legal(s, s.order[0])} == set(B.EMPIRE_TERRITORIES[s.empire[s.order[0]]])
    s = first_legal_until(s, lambda x: x.phase == "claim")
    assert len(set(e for e in s.empire if e)) == players
    for p in range(players):
        assert all(s.owner[B.INDEX[t]] == p for t in B.EMPIRE_TERRITORIES[s.empire[p]])
        assert s.allot[p] == ALLOTMENT[players] - len(B.EMPIRE_TERRITORIES[s.empire[p]])
    assert to_act(s) == {s.order[0]}  # claiming starts with the first player
    s = first_legal_until(s, lambda x: x.phase == "bulk")
    assert -1 not in s.owner
    s = first_legal_until(s, lambda x: x.phase == "hide")
    assert all(a == 0 for a in s.allot)
    assert sum(s.armies) == players * ALLOTMENT[players]
    assert to_act(s) == set(range(players))  # S8: everyone at once
    hide_targets = {c.args[0] for c in legal(s, 0)}
    assert hide_targets == {t for i, t in enumerate(B.TERRITORY_IDS) if i not in s.fortress}
    s = first_legal_until(s, lambda x: x.phase not in ("hide",))
    assert s.active == s.order[0] and s.round == 1
    dealt = [len(h) for h in s.hands]
    assert sorted(dealt)[:-1] == [3] * (players - 1)  # the first player has drawn for his turn too


def test_bulk_placement_continues_after_the_last_claimer() -> None:
    """A-22: S7 carries on the rotation with the player after the one who claimed last."""
    s = first_legal_until(new_game(6, {}, 3), lambda x: x.phase == "bulk")
    assert s.actor == s.order[5]  # 11 claims among 6: the fifth player claims last (spec S6 table)
    t = first_legal_until(new_game(6, {"bulk_starts_with_first_player": True}, 3), lambda x: x.phase == "bulk")
    assert t.actor == t.order[0]


def test_last_bulk_placement_puts_the_remainder_on_one_territory() -> None:
    """PREPARAZIONE 4: "Le ultime armate, anche se meno di 5, vengono collocate su un UNICO territorio"."""
    s = first_legal_until(new_game(4, {}, 5), lambda x: x.phase == "bulk")
    sizes = []
    while s.phase == "bulk":
        seat = s.actor
        s, ev = apply(s, seat, legal(s, seat)[0])
        sizes.append(ev[0]["armies"])
    assert set(sizes) <= {1, 2, 3, 4, 5} and sizes.count(5) >= len(sizes) - 4


# --------------------------------------------------------------------------- the turn


def test_supplementary_armies_then_refill_to_three_and_draw_one() -> None:
    """Turn steps 1-3: the own empire is worth +6 (A-27), placed first; then the hand is
    refilled to three and one more card is drawn."""
    s = position(hands={0: ["spy"]}, active=2)
    s, ev = play(s, 2, "end_turn")
    assert s.active == 0 and s.phase == "place" and s.pending == 6
    assert events_of(ev, "supply")[0]["empires"] == 6
    s, _ = play(s, 0, "place", "london", 5)
    s, ev = play(s, 0, "place", "wales", 1)
    assert s.phase == MAIN and len(s.hands[0]) == 4
    assert events_of(ev, "cards")[0]["private_to"] == 0


def test_supplementary_table() -> None:
    """LE ARMATE SUPPLEMENTARI: +2 per enemy banner, +4 per block, +6 per empire, 15 for all
    11 independents instead of the blocks (DECISIONS.md) or on top of them (option)."""
    iberia = {t: 0 for t in B.BLOCK_TERRITORIES["iberia"]}
    s = position(owner=iberia)
    s = replace(s, banners=(("british", "german"), ("french",), ()))  # as after eliminating the German
    assert supplementary(s, 0) == {"banners": 2, "blocks": 4, "empires": 6, "independents": 0, "total": 12}
    allind = {B.TERRITORY_IDS[t]: 0 for t in B.INDEPENDENTS}
    s = position(owner=allind)
    assert supplementary(s, 0)["total"] == 6 + 15
    s = position(owner=allind, options={"all_independents": "add"})
    assert supplementary(s, 0)["total"] == 6 + 12 + 15


def test_a_lost_attack_leaving_one_army_everywhere_ends_the_turn(monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 15, COME SI GIOCA: "Il suo turno di gioco termina quando: … rimane con una sola
    armata per presidiare ciascuno dei suoi territori."  With nothing to move either (step 6
    leaves one army behind), the turn passes at once: no Spy, no end_turn left to press."""
    s = position(hands={0: ["spy"], 1: ["general"]}, armies={"london": 2})
    fixed_dice(monkeypatch, ((1,), (6,)))
    s, _ = play(s, 0, "attack", "london", "picardy")
    s, _ = play(s, 0, "roll", 1)
    s, ev = play(s, 1, "defend", 1)
    assert armies(s, "london") == 1
    [over] = events_of(ev, "turn_over")
    assert over["reason"] == "one_army_each" and describe(over, "it").endswith("il turno termina.")
    assert s.active == 1 and to_act(s) == {1} and legal(s, 0) == []


def test_a_conquest_leaving_one_army_everywhere_ends_the_turn(monkeypatch: pytest.MonkeyPatch) -> None:
    """ "rimane con una sola armata per presidiare ciascuno dei suoi territori": also when the
    last army of the source moved into the conquered territory."""
    s = position(armies={"london": 2, "picardy": 1})
    fixed_dice(monkeypatch, ((6,), (1,)))
    s, _ = play(s, 0, "attack", "london", "picardy")
    s, _ = play(s, 0, "roll", 1)
    s, ev = play(s, 1, "defend", 1)
    assert owner(s, "picardy") == 0 and events_of(ev, "turn_over") and s.active == 1


def test_rules_edition_1_keeps_the_turn_open_as_the_old_engine_did(monkeypatch: pytest.MonkeyPatch) -> None:
    """docs/europa.md, "Rules editions": a game stored before the fix plays on with the old rule
    (the player still holds Spy and end_turn), so its recorded moves stay legal."""
    s = position(hands={0: ["spy"], 1: ["general"]}, armies={"london": 2}, options={"rules_edition": 1})
    fixed_dice(monkeypatch, ((1,), (6,)))
    s, _ = play(s, 0, "attack", "london", "picardy")
    s, _ = play(s, 0, "roll", 1)
    s, ev = play(s, 1, "defend", 1)
    assert armies(s, "london") == 1 and not events_of(ev, "turn_over")
    assert s.active == 0 and {"spy", "end_turn"} <= kinds(s, 0)


def test_the_golden_saves_from_before_the_fix_replay_with_rules_edition_1() -> None:
    """Their options lack ``rules_edition``: they replay with edition 1, and their state JSON
    writes the options back as they were."""
    for stem in ("europa-3p-mid", "europa-4p-end"):
        saved = json.loads((SAVES / f"{stem}.save.json").read_text(encoding="utf-8"))["record"]
        state, _ = replay(Record.from_json(saved), europa)
        assert state.option("rules_edition") == 1 and to_json(state)["options"] == saved["options"]


def test_one_army_everywhere_before_attacking_still_allows_the_cards_of_step_4() -> None:
    """The turn ends when the player *is left* with one army everywhere after attacking; in
    step 4 he may still play Reinforcements (they come "PRIMA di sferrare il primo attacco")."""
    s = position(hands={0: ["reinforcements", "spy"], 1: ["general"]})
    assert {"reinforce", "spy", "end_turn"} <= kinds(s, 0) and s.active == 0


def test_hidden_armies_do_not_keep_a_one_army_turn_alive(monkeypatch: pytest.MonkeyPatch) -> None:
    """The rule counts the armies on the board.  Unused hidden armies under one of his own
    territories do not stop the turn from ending: waiting for him would tell everyone that
    they are there (the territory is secret, §7)."""
    records = [(0, "sweden", False), (1, "rome", False), (2, "venice", False)]
    s = position(armies={"london": 2}, records=records, track=(1, 1))
    assert "attack sweden norway" in labels(s, 0)  # the reveal would make an attack possible
    fixed_dice(monkeypatch, ((1,), (6,)))
    s, _ = play(s, 0, "attack", "london", "picardy")
    s, _ = play(s, 0, "roll", 1)
    s, ev = play(s, 1, "defend", 1)
    assert events_of(ev, "turn_over") and s.active == 1 and s.records[0] == (0, B.INDEX["sweden"], False)


# --------------------------------------------------------------------------- Reinforcements


def test_reinforcements_fill_the_shared_track_left_to_right() -> None:
    """§4.1 examples: 2 cards on an empty track take 3 and 4 (7 armies, V = 4); the next
    player's card takes 5; 3 cards after slots 3-8 give 9 + 10 + 11 = 30."""
    s = position(hands={0: ["reinforcements"] * 2, 1: ["reinforcements"]})
    s, ev = play(s, 0, "reinforce", 2)
    assert events_of(ev, "reinforce")[0]["armies"] == 7 and s.track_value == 4
    assert s.pending == 7 and s.phase == "place"
    s = position(hands={1: ["reinforcements"]}, track=(0, 0), active=1)
    s, ev = play(s, 1, "reinforce", 1)
    assert events_of(ev, "reinforce")[0]["armies"] == 5 and s.track_value == 5
    s = position(hands={0: ["reinforcements"] * 3}, track=(1,) * 6)
    s, ev = play(s, 0, "reinforce", 3)
    assert events_of(ev, "reinforce")[0]["armies"] == 30 and s.track == (1,) * 6 + (0,) * 3


def test_reinforcements_and_diplomats_only_before_the_first_attack() -> None:
    """ "PRIMA di sferrare il primo attacco del vostro turno" (Rinforzi, Diplomatico)."""
    s = position(hands={0: ["reinforcements", "diplomat"]}, armies={"london": 5})
    assert {"reinforce", "diplomat"} <= kinds(s, 0)
    s, _ = play(s, 0, "attack", "london", "picardy")
    s, _ = play(s, 0, "stop")
    assert not {"reinforce", "diplomat"} & kinds(s, 0)


# --------------------------------------------------------------------------- Spy


def test_spy_sees_the_hand_and_removes_one_card() -> None:
    """§4.2: without a reply the spy sees every card and must discard one, shown to all."""
    s = position(hands={0: ["spy"], 1: ["general", "marshal"]})
    s, _ = play(s, 0, "spy", 1)
    assert to_act(s) == {1} and labels(s, 1) == {"allow"}
    s, ev = play(s, 1, "allow")
    seen = events_of(ev, "spy_sees")[0]
    assert seen["private_to"] == 0 and seen["cards"] == ["general", "marshal"]
    assert view(s, 0)["spy"]["hand"] == ["general", "marshal"] and view(s, 2)["spy"]["hand"] is None
    assert labels(s, 0) == {"take general", "take marshal"}
    s, ev = play(s, 0, "take", "marshal")
    assert s.hands[1] == ("general",) and s.discard == ("spy", "marshal") and s.phase == MAIN


def test_counter_spy_discards_both_and_nothing_else_happens() -> None:
    """§4.2, A-14: the target may answer with one Spy; both are discarded."""
    s = position(hands={0: ["spy"], 1: ["spy", "general"]})
    s, _ = play(s, 0, "spy", 1)
    s, ev = play(s, 1, "counter_spy")
    assert s.hands[1] == ("general",) and s.discard == ("spy", "spy") and to_act(s) == {0}


# --------------------------------------------------------------------------- Diplomat


def test_truce_blocks_attacks_both_ways_until_the_players_next_turn() -> None:
    """§4.6, A-20/21: P may not attack Q, Q may not attack P on Q's turn; the truce ends
    and the Diplomat is discarded at the start of P's next turn."""
    s = position(hands={0: ["diplomat"]}, armies={"london": 5, "picardy": 5})
    assert "attack london picardy" in labels(s, 0)
    s, _ = play(s, 0, "diplomat", 1)
    assert "attack london picardy" not in labels(s, 0)
    s, _ = play(s, 0, "end_turn")
    s = first_legal_until(s, lambda x: x.phase == MAIN)
    assert s.active == 1 and "attack picardy london" not in labels(s, 1)
    s, _ = play(s, 1, "end_turn")
    s = first_legal_until(s, lambda x: x.phase == MAIN)
    s, ev = play(s, 2, "end_turn")
    assert events_of(ev, "truce_end") and s.truces == () and "diplomat" in s.discard


# --------------------------------------------------------------------------- attacks


def test_one_army_always_stays_behind() -> None:
    """E9, A-8: a source with 3 armies rolls at most 2 dice; a source with 1 cannot attack."""
    s = position(armies={"london": 3})
    assert "attack wales picardy" not in labels(s, 0) and "attack london picardy" in labels(s, 0)
    s, _ = play(s, 0, "attack", "london", "picardy")
    assert {c.label for c in legal(s, 0) if c.kind == "roll"} == {"roll 1", "roll 2"}


def test_a_fortress_is_fought_with_at_most_two_dice() -> None:
    """E8: "QUANDO E' ATTACCATA UNA FORTEZZA, NON SI PUO' GIOCARE CON PIU' DI 2 DADI", both sides."""
    s = position(armies={"picardy": 9, "paris": 9}, owner={"picardy": 0})
    s, _ = play(s, 0, "attack", "picardy", "paris")
    assert max(c.args[0] for c in legal(s, 0) if c.kind == "roll") == 2
    s, _ = play(s, 0, "roll", 2)
    assert max(c.args[0] for c in legal(s, 1) if c.kind == "defend") == 2


def test_conquest_moves_at_least_the_last_dice(monkeypatch: pytest.MonkeyPatch) -> None:
    """E10, §5.4: after the last defender falls to 3 dice, 3 to source-1 armies move in."""
    s = position(armies={"london": 6, "picardy": 1})
    fixed_dice(monkeypatch, ((6, 6, 6), (1,)))
    s, _ = play(s, 0, "attack", "london", "picardy")
    s, _ = play(s, 0, "roll", 3)
    s, ev = play(s, 1, "defend", 1)
    assert owner(s, "picardy") == 0 and s.phase == "advance"
    assert {c.args[0] for c in legal(s, 0)} == {3, 4, 5}
    s, _ = play(s, 0, "advance", 4)
    assert (armies(s, "london"), armies(s, "picardy")) == (2, 4) and s.phase == MAIN


def test_ties_go_to_the_defender_and_the_attack_can_go_on(monkeypatch: pytest.MonkeyPatch) -> None:
    """ "In caso di pareggio vince il difensore"; after a battle the attacker rolls again or stops."""
    s = position(armies={"london": 6, "picardy": 4})
    fixed_dice(monkeypatch, ((4, 4), (4, 4)))
    s, _ = play(s, 0, "attack", "london", "picardy")
    s, _ = play(s, 0, "roll", 2)
    s, _ = play(s, 1, "defend", 2)
    assert (armies(s, "london"), armies(s, "picardy")) == (4, 4) and s.phase == "attack"
    s, ev = play(s, 0, "stop")
    assert s.phase == MAIN and events_of(ev, "attack_end")[0]["reason"] == "stopped"


def test_general_is_lost_on_a_tie_and_marshal_when_beaten(monkeypatch: pytest.MonkeyPatch) -> None:
    """§4.3/§4.5 (E4, E5): after each battle exactly one of General and Marshal is lost;
    a card still in play when the attack ends goes back to its owner's hand."""
    s = position(hands={0: ["general", "general"], 1: ["marshal"]}, armies={"london": 9, "picardy": 9})
    fixed_dice(monkeypatch, ((5, 3, 1), (6, 2)), ((6, 3, 1), (5, 2)))
    s, _ = play(s, 0, "attack", "london", "picardy")
    s, _ = play(s, 0, "general")
    s, _ = play(s, 0, "roll", 3)
    s, _ = play(s, 1, "marshal")
    s, ev = play(s, 1, "defend", 2)
    assert events_of(ev, "general_lost") and s.attack.marshal and not s.attack.general
    s, _ = play(s, 0, "general")  # another General may be played
    s, _ = play(s, 0, "roll", 3)
    s, ev = play(s, 1, "defend", 2)
    assert events_of(ev, "marshal_lost") and s.attack.general
    s, _ = play(s, 0, "stop")
    assert s.hands[0] == ("general",) and s.hands[1] == () and s.discard == ("general", "marshal")


def test_admiral_black_sea_limits_and_failed_landing(monkeypatch: pytest.MonkeyPatch) -> None:
    """§4.4, A-18: a Black Sea shore reaches only Black Sea shores; on a stop the Admiral is
    discarded and the armies still aboard go home; one Admiral per turn."""
    s = position(hands={0: ["admiral", "admiral"]}, owner={"crimea": 0, "rome": 1},
                 armies={"crimea": 6, "scotland": 6})  # fmt: skip
    assert "sea_attack crimea" in labels(s, 0)
    s, _ = play(s, 0, "sea_attack", "crimea")
    targets = {c.args[0] for c in legal(s, 0) if c.kind == "sail"}
    assert targets == {t for t in B.TERRITORY_IDS if "black" in B.TERRITORY[t].coasts and owner(s, t) not in (0, -1)}
    s, _ = play(s, 0, "back")
    s, _ = play(s, 0, "sea_attack", "scotland")
    s, _ = play(s, 0, "sail", "rome")
    s, _ = play(s, 0, "board", 4)
    assert armies(s, "scotland") == 2 and s.attack.ship == 4
    fixed_dice(monkeypatch, ((1, 1, 1), (6,)))
    s, _ = play(s, 0, "roll", 3)
    s, _ = play(s, 1, "defend", 1)
    assert s.attack.ship == 3
    s, _ = play(s, 0, "stop")
    assert armies(s, "scotland") == 5 and s.discard == ("admiral",) and s.hands[0] == ("admiral",)
    assert "sea_attack" not in kinds(s, 0)


def test_admiral_landing_brings_every_army_aboard(monkeypatch: pytest.MonkeyPatch) -> None:
    """§4.4: on a win all armies still aboard land and the Admiral goes back to the hand."""
    s = position(hands={0: ["admiral"]}, armies={"scotland": 6, "rome": 1})
    fixed_dice(monkeypatch, ((6, 6), (1,)))
    s, _ = play(s, 0, "sea_attack", "scotland")
    s, _ = play(s, 0, "sail", "rome")
    s, _ = play(s, 0, "board", 5)
    s, _ = play(s, 0, "roll", 2)
    s, _ = play(s, owner(s, "rome"), "defend", 1)
    assert owner(s, "rome") == 0 and armies(s, "rome") == 5 and s.hands[0] == ("admiral",)


# --------------------------------------------------------------------------- hidden armies


def test_hidden_armies_add_the_track_value_once() -> None:
    """§7: revealed to attack from T, they add V (the number above the last Reinforcement
    card); only once; never offered while the track is empty (A-5)."""
    records = [(0, "norway", False), (1, "rome", False), (2, "venice", False)]
    s = position(owner={"norway": 0, "sweden": 1}, armies={"norway": 1}, records=records)
    assert not any(c.args[0] == "norway" for c in legal(s, 0) if c.kind == "attack")  # V = 0: nothing to reveal
    s = position(owner={"norway": 0, "sweden": 1}, armies={"norway": 1}, records=records, track=(1, 1, 1))
    s, ev = play(s, 0, "attack", "norway", "sweden")  # one army: the reveal makes the attack possible
    assert events_of(ev, "hidden_revealed")[0]["armies"] == 5 and armies(s, "norway") == 6
    assert s.records[0] == (0, B.INDEX["norway"], True)
    assert "reveal" not in kinds(s, 0)


def test_defender_reveals_hidden_armies_before_declaring() -> None:
    """§7(b): the owner of T may reveal when T is attacked, before declaring his dice."""
    s = position(owner={"norway": 1}, armies={"norway": 1, "denmark": 4}, track=(2, 2),
                 records=[(0, "rome", False), (1, "norway", False), (2, "venice", False)])  # fmt: skip
    s = replace(s, owner=tuple(0 if i == B.INDEX["denmark"] else o for i, o in enumerate(s.owner)))
    s, _ = play(s, 0, "attack", "denmark", "norway")
    s, _ = play(s, 0, "roll", 1)
    assert "reveal norway" in labels(s, 1)
    s, ev = play(s, 1, "reveal", "norway")
    assert armies(s, "norway") == 5 and max(c.args[0] for c in legal(s, 1) if c.kind == "defend") == 3


# --------------------------------------------------------------------------- fortresses


def test_taking_a_fortress_eliminates_its_owner(monkeypatch: pytest.MonkeyPatch) -> None:
    """§6: banners move to the conqueror's fortress, the loser's armies leave, his hand and
    unused hidden armies pass to the conqueror, the vacated territories are re-occupied."""
    s = position(hands={1: ["general", "spy"]}, owner={"picardy": 0}, armies={"picardy": 8, "paris": 1, "london": 4})
    vacated = [t for t in B.TERRITORY_IDS if owner(s, t) == 1 and t != "paris"]
    fixed_dice(monkeypatch, ((6, 6), (1,)))
    s, _ = play(s, 0, "attack", "picardy", "paris")
    s, _ = play(s, 0, "roll", 2)
    s, _ = play(s, 1, "defend", 1)
    s, ev = play(s, 0, "advance", 2)
    assert 1 in s.eliminated and s.banners[0] == ("british", "french") and s.fortress[1] == -1
    assert s.hands[0] == ("spy", "general") and events_of(ev, "cards_taken")[0]["private_to"] == 0
    assert (0, B.INDEX["sweden"], False) in s.records
    assert s.phase == "redistribute" and set(c.args[0] for c in legal(s, 0) if c.kind == "occupy") == set(vacated)
    before = armies(s, "paris")
    s, ev = play(s, 0, "occupy", vacated[0])
    assert armies(s, "paris") == before - 1 and owner(s, vacated[0]) == 0  # from the fortress first
    s, _ = play(s, 0, "done")
    s = first_legal_until(s, lambda x: x.phase != "redistribute")
    assert all(owner(s, t) in (0, 2, -1) for t in vacated)
    assert supplementary(s, 0)["banners"] == 2


def test_victory_with_own_empire_and_three_others(monkeypatch: pytest.MonkeyPatch) -> None:
    """VINCE: own empire plus three other empires; checked at once after a conquest (A-28)."""
    # three players: 0 British (fortress London), 1 German, 2 Ottoman; 0 holds French, Russian, Austrian but Croatia
    s = position(empires=("british", "german", "ottoman"), forts=("london", "brandenburg", "anatolia"),
                 owner={t: 0 for e in ("french", "russian", "austrian") for t in B.EMPIRE_TERRITORIES[e]}
                 | {"croatia": 1}, armies={"hungary": 5, "croatia": 1})  # fmt: skip
    fixed_dice(monkeypatch, ((6, 6, 6), (1,)))
    s, _ = play(s, 0, "attack", "hungary", "croatia")
    s, _ = play(s, 0, "roll", 3)
    s, _ = play(s, 1, "defend", 1)
    s, ev = play(s, 0, "advance", 3)
    assert is_over(s) and s.winner == 0 and events_of(ev, "victory")
    assert ranking(s)[0] == 1 and to_act(s) == frozenset()


def test_two_players_left_purges_the_diplomats(monkeypatch: pytest.MonkeyPatch) -> None:
    """§4.6: down to two players, every Diplomat is discarded and replaced by a draw, and
    the Diplomats leave the game for good (A-20)."""
    s = position(hands={0: ["diplomat"], 1: ["diplomat"]}, owner={"picardy": 0}, armies={"picardy": 8, "paris": 1})
    fixed_dice(monkeypatch, ((6, 6), (1,)))
    s, _ = play(s, 0, "attack", "picardy", "paris")
    s, _ = play(s, 0, "roll", 2)
    s, _ = play(s, 1, "defend", 1)
    s, ev = play(s, 0, "advance", 2)
    assert s.purged and "diplomat" not in s.deck and "diplomat" not in s.hands[0] and len(s.hands[0]) == 2
    assert s.removed.count("diplomat") == 7


# --------------------------------------------------------------------------- options


def test_auto_defend_max_offers_only_the_most_dice() -> None:
    """Option auto_defend_max (spec A-9, appendix A)."""
    s = position(options={"auto_defend_max": True}, armies={"london": 6, "picardy": 5})
    s, _ = play(s, 0, "attack", "london", "picardy")
    s, _ = play(s, 0, "roll", 3)
    assert {c.label for c in legal(s, 1) if c.kind == "defend"} == {"defend 3"}


def test_round_limit_ends_the_game_and_ranks_by_territories() -> None:
    """Option max_rounds (A-33, not in the rulebook): the game ends when the limit passes,
    ranked by territories then armies (A-35)."""
    s = position(options={"max_rounds": 15}, round=15, active=2, owner={"norway": 2, "sweden": 2})
    s, ev = play(s, 2, "end_turn")
    assert s.phase == OVER and s.winner == -1 and events_of(ev, "round_limit")
    held = [sum(1 for o in s.owner if o == p) for p in range(3)]
    assert ranking(s) == [1 + sum(h > mine for h in held) for mine in held] or len(set(held)) < 3


# --------------------------------------------------------------------------- refusals


def test_illegal_choices_are_refused_with_a_reason_and_change_nothing() -> None:
    """STYLE.md 11: each kind of refusal names what was tried and the step of the turn."""
    s = position(armies={"london": 3})
    cases = [
        (1, Choice("end_turn"), "not to act"),  # not this seat's decision
        (0, Choice("attack", ("london", "rome")), "not legal"),  # not adjacent
        (0, Choice("defend", (1,)), "cannot 'defend 1' while playing cards"),  # wrong step
        (0, Choice("reinforce", (1,)), "cannot"),  # no such card in hand
    ]
    for seat, choice, why in cases:
        with pytest.raises(IllegalMove, match=why):
            apply(s, seat, choice)
    assert s == position(armies={"london": 3})
    over = replace(s, phase=OVER, actor=-1, winner=0)
    with pytest.raises(IllegalMove, match="over"):
        apply(over, 0, Choice("end_turn"))


# --------------------------------------------------------------------------- rulings (spec §12)


def test_defender_chooses_any_number_of_dice_up_to_his_maximum() -> None:
    """A-9: the defender may roll fewer dice than allowed, never none."""
    s = position(armies={"london": 6, "picardy": 5})
    s, _ = play(s, 0, "attack", "london", "picardy")
    s, _ = play(s, 0, "roll", 3)
    assert {c.label for c in legal(s, 1) if c.kind == "defend"} == {"defend 1", "defend 2", "defend 3"}


def test_only_one_general_in_play() -> None:
    """A-11: no +2; a second General only after the first is discarded."""
    s = position(hands={0: ["general", "general"]}, armies={"london": 6})
    s, _ = play(s, 0, "attack", "london", "picardy")
    s, _ = play(s, 0, "general")
    assert "general" not in kinds(s, 0)


def test_spy_needs_a_target_holding_cards_and_works_during_a_truce() -> None:
    """A-14 and A-21: only an opponent with cards can be spied; a truce does not stop it."""
    s = position(hands={0: ["spy", "diplomat"], 2: ["marshal"]})
    assert labels(s, 0) >= {"spy 2"} and "spy 1" not in labels(s, 0)
    s, _ = play(s, 0, "diplomat", 2)
    assert "spy 2" in labels(s, 0)


def test_no_second_diplomat_on_the_same_opponent() -> None:
    """A-20: one truce per opponent; another opponent may be targeted."""
    s = position(hands={0: ["diplomat", "diplomat"]})
    s, _ = play(s, 0, "diplomat", 1)
    assert "diplomat 1" not in labels(s, 0) and "diplomat 2" in labels(s, 0)


def test_reinforcements_may_be_played_several_times_before_the_first_attack() -> None:
    """A-19: several plays before the first attack, each taking the next slots."""
    s = position(hands={0: ["reinforcements", "reinforcements"]})
    s, _ = play(s, 0, "reinforce", 1)
    s, _ = play(s, 0, "place", "london", 3)
    s, ev = play(s, 0, "reinforce", 1)
    assert events_of(ev, "reinforce")[0]["slots"] == [4]


def test_draw_is_skipped_when_both_piles_are_empty() -> None:
    """A-17: with no draw pile and no discards the draw is skipped, no debt carried."""
    hands = {1: ["general"] * 8 + ["marshal"] * 8 + ["spy"] * 7 + ["admiral"] * 6,
             2: ["reinforcements"] * 12 + ["diplomat"] * 7}  # fmt: skip
    s = position(hands=hands, active=2)
    assert s.deck == () and s.discard == ()
    s, ev = play(s, 2, "end_turn")
    s, _ = play(s, 0, "place", "london", 5)
    s, ev = play(s, 0, "place", "london", 1)
    assert events_of(ev, "no_cards")[0]["missing"] == 4 and s.hands[0] == () and s.phase == MAIN


def test_the_end_of_turn_move_is_one_move_and_ends_the_turn() -> None:
    """A-29, §8: one move between adjacent own territories, leaving one army; the turn ends."""
    s = position(armies={"london": 5})
    s, _ = play(s, 0, "fortify")
    assert "move london wales" in labels(s, 0) and "move wales london" not in labels(s, 0)
    s, _ = play(s, 0, "move", "london", "wales")
    assert {c.args[0] for c in legal(s, 0)} == {1, 2, 3, 4}
    s, ev = play(s, 0, "count", 4)
    assert (armies(s, "london"), armies(s, "wales")) == (1, 5) and s.active == 1


def test_an_empty_territory_is_taken_without_a_battle() -> None:
    """A-24: a territory left empty after a redistribution goes to the first player who
    moves armies into it from a neighbour."""
    s = position(armies={"london": 4, "picardy": 0})
    assert owner(s, "picardy") == -1 and "enter london picardy" in labels(s, 0)
    s, _ = play(s, 0, "enter", "london", "picardy")
    s, ev = play(s, 0, "count", 2)
    assert owner(s, "picardy") == 0 and armies(s, "picardy") == 2 and s.phase == MAIN
    assert not s.attacked  # entering is not an attack
