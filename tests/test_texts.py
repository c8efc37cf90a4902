"""Every log sentence and button text of every game, in both languages (issue 16.5-6, 18.4).

Seeded random games are played to the end for each title; every event and every choice they
produce is rendered in Italian and English with the players' names, and must read as words a
player knows: no engine id ("seat 0", snake_case, "Player 2" where a name exists), no
unfilled placeholder, and counts that agree with their nouns ("1 tessera", "2 armate").
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import cache
from typing import Any

import pytest

from game import registry
from game.core import Choice, IllegalMove, Rng
from game.core.text import LANGS, Catalog, Noun, parameters

#: Players' names, one starting with a vowel so Italian's "ad" is exercised.
NAMES = ["Arciere", "Bruno", "Carla", "Dario", "Elena", "Fabio"]
#: Seeds and player counts of the random games per title (enough to meet every event kind
#: random play reaches; the conformance test plays many more).
GAMES = {
    "tigris": [
        (2, {}, 1),
        (3, {"board": "advanced", "english": True}, 2),
        (4, {"buildings": "on", "ziggurat": "on"}, 3),
    ],
    "attila": [(2, {}, 1), (3, {}, 2), (4, {}, 3), (5, {"stuck_discard": True}, 4)],
    "aztlan": [(2, {}, 1), (3, {}, 2), (4, {}, 3)],
    "vinci": [(3, {}, 1), (4, {"mode": "duo"}, 2), (4, {"mode": "solo"}, 3), (5, {}, 4)],
    "europa": [(3, {}, 1), (4, {}, 2), (5, {}, 3), (6, {"max_rounds": 15}, 4)],
}
TITLES = sorted(GAMES)

#: Events of the rare branches the random games above do not reach, as the engines write them, so
#: every template of every catalog is rendered.
RARE_EVENTS: dict[str, list[dict[str, Any]]] = {
    "attila": [
        {"type": "discard", "seat": 0, "tribe": "huns"},
        {"type": "draw", "seat": 1, "count": 0, "reveal": True},
        {"type": "reveal", "province": "achaea", "cards": [{}, {}], "strength": {"huns": 2, "goths": 2}, "removed": []},
        {"type": "scoring", "slot": 4, "century": None, "tribes": [], "totals": [7, 9]},
        {"type": "show_hand", "seat": 1, "cards": {"franks": 2, "huns": 1}},
    ],
    "aztlan": [{"type": "no_card", "seat": 0}],
    "europa": [
        {"type": "diplomat_removed", "seat": 0, "reveal": True},
        {"type": "enter", "seat": 1, "source": "paris", "territory": "burgundy", "armies": 2},
        {"type": "left_empty", "territories": ["paris", "burgundy"]},
        {"type": "no_cards", "seat": 2, "missing": 1},
    ],
    "tigris": [
        {"type": "building_returned", "colour": "red"},
        {"type": "catastrophe", "seat": 0, "square": "F4", "destroyed": "blue"},
        {"type": "game_over", "reason": "treasures", "reveal": True},
        {"type": "leader_returned", "seat": 1, "colour": "blue", "square": "F4", "reason": "no_temple"},
        {"type": "monument", "seat": 0, "monument": "red-black", "squares": ["F4", "F5", "G4", "G5"]},
        {"type": "ziggurat", "seat": 1, "squares": ["F4", "F5", "G4", "G5"]},
    ],
    # Rebirth follows an empty empire at the turn's end: since ruling R1 (a collecting empire keeps
    # a province) random play rarely gets there.
    "vinci": [{"type": "rebirth", "seat": 0}],
}

ENGINE_IDS = re.compile(r"\b(?:[a-z]+_[a-z_]+|seat \d|Seat \d|Player \d|Giocatore \d|None|True|False)\b")


def _catalog(name: str) -> Catalog:
    module = __import__(f"game.{name}.text", fromlist=["CATALOG"])
    return module.CATALOG  # type: ignore[no-any-return]


@cache
def _played(name: str) -> tuple[list[dict[str, Any]], list[Choice]]:
    """Every event and one choice of every (kind, args shape) of the random games of ``name``."""
    game = registry.load(name)
    events: list[dict[str, Any]] = list(RARE_EVENTS[name])
    choices: dict[tuple[str, int], Choice] = {}
    for players, options, seed in GAMES[name]:
        state = game.new_game(players, game.SPEC.check_setup(players, options), seed)
        rng = Rng(seed)
        for _ in range(game.SPEC.max_choices):
            if game.is_over(state):
                break
            seat = min(game.to_act(state))
            legal = game.legal(state, seat)
            for c in legal:
                choices.setdefault((c.kind, len(c.args)), c)
            state, new = game.apply(state, seat, rng.choice(legal))
            events += new
        assert game.is_over(state), f"{name} {players}p seed {seed} did not end"
    return events, list(choices.values())


def _one_per_key(name: str) -> dict[str, dict[str, Any]]:
    catalog = _catalog(name)
    out: dict[str, dict[str, Any]] = {}
    for e in _played(name)[0]:
        out.setdefault(catalog.event_key(e), e)
    return out


def _check(text: str, what: object) -> None:
    assert text and "{" not in text and "}" not in text, (text, what)
    assert not ENGINE_IDS.search(text), (ENGINE_IDS.search(text), text, what)


@pytest.mark.parametrize("name", TITLES)
def test_every_event_of_long_games_reads_in_both_languages_with_names(name: str) -> None:
    game = registry.load(name)
    events, _ = _played(name)
    for e in events:
        for lang in LANGS:
            line = game.describe(e, lang, NAMES)
            _check(line, e)
            assert line != e["type"], e
            # A sentence of its own: the recap joins a decision's events on one line.
            assert line.endswith((".", "!", "?")), (line, e)


@pytest.mark.parametrize("name", TITLES)
def test_every_choice_of_long_games_reads_in_both_languages_with_names(name: str) -> None:
    game = registry.load(name)
    for c in _played(name)[1]:
        for lang in LANGS:
            text = game.choice_text(c, lang, NAMES)
            _check(text, c)
            assert text != c.label, c


@pytest.mark.parametrize("name", TITLES)
def test_every_template_uses_the_same_parameters_in_both_languages(name: str) -> None:
    catalog = _catalog(name)
    for table, entries in catalog.keys().items():
        for key, texts in entries.items():
            assert set(texts) == set(LANGS), (table, key)
            assert parameters(texts["it"], "it") == parameters(texts["en"], "en"), (table, key)


@pytest.mark.parametrize("name", TITLES)
def test_every_template_is_met_by_an_event_of_play_or_a_rare_branch(name: str) -> None:
    # Every event kind random play meets has a template, and every template is rendered above.
    assert set(_one_per_key(name)) == set(_catalog(name).events)


def _word_pairs(name: str) -> set[tuple[str, str]]:
    """(singular, plural) of every countable word the texts of ``name`` use."""
    module = __import__(f"game.{name}.text", fromlist=["CATALOG"])
    catalog: Catalog = module.CATALOG
    pairs: set[tuple[str, str]] = set()
    for entries in catalog.keys().values():
        for texts in entries.values():
            for template in texts.values():
                for one, many in re.findall(r"\{\w+ ([^{}|]+)\|([^{}]+)\}", template):
                    pairs.add((one, many))
    for value in vars(module).values():
        if isinstance(value, dict):
            for words in value.values():
                if isinstance(words, dict):
                    pairs |= {(n.one, n.many) for n in words.values() if isinstance(n, Noun) and n.many}
    return {(a, b) for a, b in pairs if a != b}


def _counts(data: dict[str, Any]) -> Iterator[tuple[str, int, dict[str, Any]]]:
    """``data`` with each of its int fields set to 1 and to 2 in turn."""
    for k, v in data.items():
        if isinstance(v, int) and not isinstance(v, bool) and k not in ("seat", "turn", "to_act"):
            for n in (1, 2):
                yield k, n, dict(data, **{k: n})


def _agrees(text: str, n: int, pairs: set[tuple[str, str]]) -> bool:
    for one, many in pairs:
        if n == 1 and re.search(rf"(?<![\d.]){n} {re.escape(many)}\b", text):
            return False
        if n == 2 and re.search(rf"(?<![\d.]){n} {re.escape(one)}\b", text):
            return False
    return True


@pytest.mark.parametrize("name", TITLES)
def test_counts_agree_with_their_nouns_for_1_and_2(name: str) -> None:
    game = registry.load(name)
    pairs = _word_pairs(name)
    assert pairs, "the catalog counts nothing"
    checked = 0
    for event in _one_per_key(name).values():
        for field, n, driven in _counts(event):
            for lang in LANGS:
                try:
                    line = game.describe(driven, lang, NAMES)
                except (IndexError, KeyError, ValueError):
                    continue  # the field is an index (a seat, an era), not a count
                assert _agrees(line, n, pairs), (field, n, line)
                checked += 1
    for choice in _played(name)[1]:
        for i, arg in enumerate(choice.args):
            if isinstance(arg, int) and not isinstance(arg, bool):
                for n in (1, 2):
                    args = (*choice.args[:i], n, *choice.args[i + 1 :])
                    for lang in LANGS:
                        try:
                            text = game.choice_text(Choice(choice.kind, args), lang, NAMES)
                        except (IndexError, KeyError, ValueError):
                            continue
                        assert _agrees(text, n, pairs), (choice, n, text)
                        checked += 1
    assert checked > 0


def test_the_plural_check_catches_a_raw_count() -> None:
    pairs = {("tessera", "tessere"), ("army", "armies")}
    assert not _agrees("Ada pesca 1 tessere.", 1, pairs)
    assert not _agrees("Ada places 2 army in Wales.", 2, pairs)
    assert _agrees("Ada pesca 1 tessera.", 1, pairs) and _agrees("Ada places 2 armies.", 2, pairs)


def test_the_issue_examples_read_right() -> None:
    tigris, attila, europa = (registry.load(n) for n in ("tigris", "attila", "europa"))
    assert tigris.choice_text(Choice("withdraw", ("blue",)), "it") == "Ritira l'agricoltore"
    assert tigris.describe({"type": "refill", "seat": 0, "count": 1}, "it", NAMES) == "Arciere pesca 1 tessera."
    assert tigris.describe({"type": "refill", "seat": 0, "count": 1}, "en", NAMES) == "Arciere draws 1 tile."
    assert tigris.describe({"type": "turn", "seat": 0, "turn": 4}, "it", NAMES) == "Turno 4: tocca ad Arciere."
    place = {"type": "place", "seat": 1, "territory": "london", "armies": 1}
    assert europa.describe(place, "it", NAMES) == "Bruno colloca 1 armata a Londra."
    assert europa.describe(place, "en", NAMES) == "Bruno places 1 army in London."
    won = {"type": "conflict_won", "kind": "war", "colour": "red", "winner": 1, "loser": 0, "attack": 3, "defence": 8}
    assert tigris.describe(won, "en", NAMES) == "Bruno wins the war 8–3 against Arciere."
    assert europa.choice_text(Choice("spy", (1,)), "en", NAMES) == "Spy: Bruno"
    assert attila.describe({"type": "place", "seat": 2, "tribe": "huns", "province": "achaea", "second": False}, "en")


def test_italian_place_names_take_their_articles_and_prepositions() -> None:
    europa, vinci, attila = (registry.load(n) for n in ("europa", "vinci", "attila"))
    attack = {"type": "attack", "seat": 2, "source": "switzerland", "target": "rhineland", "defender": 0}
    assert europa.describe(attack, "it", NAMES) == "Carla attacca la Renania (Arciere) dalla Svizzera."
    move = {"type": "move", "seat": 0, "source": "bavaria", "territory": "hanover", "armies": 2}
    assert europa.describe(move, "it", NAMES) == "Arciere sposta 2 armate dalla Baviera a Hannover."
    assert vinci.choice_text(Choice("put", ("galles", 1)), "it") == "1 gettone nel Galles"
    assert vinci.choice_text(Choice("abandon", ("alpi",)), "it") == "Abbandona le Alpi"
    peace = {"type": "peace", "province": "creta", "century": 5}
    assert attila.describe(peace, "it") == "Tessera pace del 5° secolo a Creta."


@pytest.mark.parametrize("name", TITLES)
def test_a_refusal_reads_in_player_words_never_the_engines_step(name: str) -> None:
    game = registry.load(name)
    players = max(3, game.SPEC.min_players)
    state = game.new_game(players, game.SPEC.check_setup(players, {}), 1)
    while len(game.to_act(state)) == players:  # a simultaneous start (Aztlán): let it pass
        seat = min(game.to_act(state))
        state, _ = game.apply(state, seat, game.legal(state, seat)[0])
    acting = min(game.to_act(state))
    idle = next(s for s in range(players) if s not in game.to_act(state))
    choice = game.legal(state, acting)[0]
    with pytest.raises(IllegalMove) as refused:
        game.apply(state, idle, choice)
    assert refused.value.key == "not_to_act" and f"seat {idle}" in str(refused.value)
    assert game.refusal_text(refused.value, "en", NAMES) == f"It is not {NAMES[idle]}'s turn."
    italian = game.refusal_text(refused.value, "it", NAMES)
    assert italian in (f"Non tocca a {NAMES[idle]}.", f"Non tocca ad {NAMES[idle]}.")
    forged = Choice("no_such_kind", ("x",))
    with pytest.raises(IllegalMove) as unknown:
        game.apply(state, acting, forged)
    for lang in LANGS:
        _check(game.refusal_text(unknown.value, lang, NAMES), forged)
