"""The Rules panel's summaries: every game in both languages, the same structure, escaped HTML,
and every number in the text equal to the engine's constant (a wrong number in help is a bug:
changing a constant must fail here until the text is updated)."""

from __future__ import annotations

from html.parser import HTMLParser

import pytest

from game.attila import board as attila_board
from game.attila import constants as attila
from game.attila.scoring import score_tribe
from game.aztlan import board as aztlan_board
from game.aztlan import cards as aztlan
from game.aztlan.scoring import possession_value
from game.aztlan.text import CARD_NAMES as AZTLAN_CARD_NAMES
from game.europa import board as europa_board
from game.europa import dice as europa_dice
from game.europa import state as europa
from game.europa.spec import ROUND_LIMITS
from game.registry import GAME_NAMES, load
from game.tigris import pieces as tigris
from game.tigris.board import SIDES as TIGRIS_SIDES
from game.vinci import board as vinci_board
from game.vinci import conquest as vinci_conquest
from game.vinci import rules as vinci
from game.vinci import scoring as vinci_scoring
from game.vinci import spec as vinci_spec
from game.vinci import tiles as vinci_tiles
from game.vinci import virtual as vinci_virtual
from ui import rules_text
from ui.i18n import LANGS
from ui.rules_text import SUMMARIES, summary_html

OPTIONS_HEADING = {"en": "Lobby options", "it": "Opzioni della partita"}


def points(game: str, lang: str) -> list[str]:
    """Every point of a summary, in order."""
    return [p for _, pts in SUMMARIES[game][lang][1] for p in pts]


def point_with(game: str, lang: str, needle: str) -> str:
    """The one point of the summary that contains ``needle`` (so a number is checked where it is explained)."""
    found = [p for p in points(game, lang) if needle in p]
    assert len(found) == 1, f"{game}/{lang}: {len(found)} points contain {needle!r}"
    return found[0]


def assert_says(game: str, lang: str, needle: str, *phrases: str) -> None:
    """The point containing ``needle`` contains every phrase."""
    point = point_with(game, lang, needle)
    for phrase in phrases:
        assert phrase in point, f"{game}/{lang}: {phrase!r} missing from: {point}"


# -- structure and rendering -----------------------------------------------------------------------


def test_every_registered_game_has_a_summary_in_italian_and_english() -> None:
    assert set(SUMMARIES) == set(GAME_NAMES)
    for game in GAME_NAMES:
        assert set(SUMMARIES[game]) == set(LANGS), game
        for lang in LANGS:
            title, sections = SUMMARIES[game][lang]
            assert title.strip(), (game, lang)
            assert sections, (game, lang)
            for heading, pts in sections:
                assert heading.strip() and pts, (game, lang, heading)
                assert all(p.strip() for p in pts), (game, lang, heading)


def test_each_title_names_the_game_as_the_lobby_does_in_that_language() -> None:
    for game in GAME_NAMES:
        for lang in LANGS:
            assert SUMMARIES[game][lang][0].startswith(load(game).SPEC.title(lang)), (game, lang)


def test_italian_and_english_have_the_same_sections_and_points() -> None:
    for game in GAME_NAMES:
        it = [len(pts) for _, pts in SUMMARIES[game]["it"][1]]
        en = [len(pts) for _, pts in SUMMARIES[game]["en"][1]]
        assert it == en, game


def test_every_point_is_translated() -> None:
    for game in GAME_NAMES:
        for it, en in zip(points(game, "it"), points(game, "en"), strict=True):
            assert it != en, (game, it)


def test_every_game_explains_its_lobby_options() -> None:
    for game in GAME_NAMES:
        if not load(game).SPEC.options:
            continue
        for lang in LANGS:
            headings = [h for h, _ in SUMMARIES[game][lang][1]]
            assert OPTIONS_HEADING[lang] in headings, (game, lang)


def test_summary_html_has_the_title_then_a_heading_and_a_list_per_section() -> None:
    for game in GAME_NAMES:
        for lang in LANGS:
            title, sections = SUMMARIES[game][lang]
            html = summary_html(game, lang)
            assert html.startswith('<h2 id="rules-title" tabindex="-1" autofocus>')  # the panel opens at the top
            assert html.count("<h3>") == len(sections)
            assert html.count('<ul class="rules-list">') == len(sections)
            assert html.count("<li>") == sum(len(pts) for _, pts in sections)
            _assert_balanced(html)


def test_summary_html_escapes_every_text(monkeypatch: pytest.MonkeyPatch) -> None:
    assert "Tigris &amp; Euphrates" in summary_html("tigris", "en")
    hostile = {lang: ("<b>T</b> & co", [('<i x="1">', ["<script>alert(1)</script> & 'q'"])]) for lang in LANGS}
    monkeypatch.setitem(rules_text.SUMMARIES, "tigris", hostile)
    html = summary_html("tigris", "it")
    assert "<script>" not in html and "<b>" not in html and "<i " not in html
    assert "&lt;script&gt;alert(1)&lt;/script&gt; &amp; &#x27;q&#x27;" in html
    assert "&lt;b&gt;T&lt;/b&gt; &amp; co" in html
    assert "&lt;i x=&quot;1&quot;&gt;" in html


def test_a_language_without_text_falls_back_to_english_and_an_unknown_game_is_empty() -> None:
    assert summary_html("attila", "de") == summary_html("attila", "en")
    assert summary_html("attila", "it") != summary_html("attila", "en")
    assert summary_html("chess", "en") == ""


class _Nesting(HTMLParser):
    VOID = frozenset({"br", "img", "hr"})

    def __init__(self) -> None:
        super().__init__()
        self.stack: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag not in self.VOID:
            self.stack.append(tag)

    def handle_endtag(self, tag: str) -> None:
        assert self.stack and self.stack[-1] == tag, f"</{tag}> closes {self.stack}"
        self.stack.pop()


def _assert_balanced(html: str) -> None:
    parser = _Nesting()
    parser.feed(html)
    parser.close()
    assert parser.stack == []


# -- Attila ----------------------------------------------------------------------------------------


def _ordinal(n: int, lang: str) -> str:
    return f"{n}°" if lang == "it" else f"{n}th"


def test_attila_setup_numbers_are_the_engines() -> None:
    cards = attila.NUM_TRIBES * attila.CARDS_PER_TRIBE
    assert_says("attila", "en", "The deck holds", f"{cards} cards, {attila.CARDS_PER_TRIBE} for each of the six")
    assert_says("attila", "it", "Il mazzo ha", f"{cards} carte, {attila.CARDS_PER_TRIBE} per ciascuna delle sei")
    assert_says("attila", "en", "The deck holds", f"dealt {attila.HAND_SIZE} cards", ", ".join(attila.TRIBE_EN[:-1]))
    assert_says("attila", "it", "Il mazzo ha", f"riceve {attila.HAND_SIZE} carte", ", ".join(attila.TRIBE_IT[:-1]))
    assert_says("attila", "en", "in the supply", f"{attila.TOKENS_PER_TRIBE} tokens in the supply")
    assert_says("attila", "it", "Ogni tribù ha", f"{attila.TOKENS_PER_TRIBE} segnalini nella riserva")
    tiles = list(zip(attila.PEACE_TILES, attila.CENTURIES, strict=True))
    assert_says("attila", "en", "peace tiles wait", f"The {sum(attila.PEACE_TILES)} peace tiles")
    assert_says("attila", "it", "tessere pace stanno", f"Le {sum(attila.PEACE_TILES)} tessere pace")
    for lang, first, joiner in (("en", "the {c}th century", " and "), ("it", "{c}° secolo", " e ")):
        head = f"{tiles[0][0]} {'in ' if lang == 'en' else 'nel '}{first.format(c=tiles[0][1])}"
        prep = "in the " if lang == "en" else "nel "
        middle = ", ".join(f"{n} {prep}{_ordinal(c, lang)}" for n, c in tiles[1:-1])
        last = f"{tiles[-1][0]} {prep}{_ordinal(tiles[-1][1], lang)}"
        needle = "peace tiles wait" if lang == "en" else "tessere pace stanno"
        assert_says("attila", lang, needle, f"{head}, {middle}{joiner}{last}")


def test_attila_influence_per_century_and_province_limits_are_the_engines() -> None:
    gains = list(zip(attila.INFLUENCE_GAIN, attila.CENTURIES, strict=True))
    en = f"{gains[0][0]} space in the {gains[0][1]}th century, " + ", ".join(f"{g} in the {c}th" for g, c in gains[1:])
    it = f"{gains[0][0]} casella nel {gains[0][1]}° secolo, " + ", ".join(f"{g} nel {c}°" for g, c in gains[1:])
    assert_says("attila", "en", "Influence per card", en)
    assert_says("attila", "it", "L'influenza per carta", it)
    cap, conflict = attila.PROVINCE_CAPACITY, attila.CONFLICT_AT
    assert conflict == cap + 1
    assert_says("attila", "en", "starts a conflict", f"holds up to {cap} tokens: placing the {conflict}th")
    assert_says("attila", "it", "fa scoppiare", f"contiene fino a {cap} segnalini: piazzare il {conflict}°")
    assert_says("attila", "en", "The second token", f"never takes a {conflict + 1}th token")
    assert_says("attila", "it", "Il secondo segnalino", f"non riceve mai il {conflict + 1}° segnalino")
    assert_says("attila", "en", "draw back up", f"draw back up to {attila.HAND_SIZE} cards")
    assert_says("attila", "it", "peschi fino", f"di nuovo {attila.HAND_SIZE} carte")
    starts = len(attila_board.STARTING)
    assert_says("attila", "en", "A legal province", f"one of the {starts} starting provinces")
    assert_says("attila", "it", "Una provincia è valida", f"una delle {starts} province iniziali")


def test_attila_scoring_text_matches_the_engines_scoring() -> None:
    assert_says("attila", "en", "every tribe is scored, in this order", ", ".join(attila.TRIBE_EN))
    assert_says("attila", "it", "tutte le tribù, in quest'ordine", ", ".join(attila.TRIBE_IT))
    tokens, provinces = 5, 3  # the rulebook's example: 5 Franks in 3 provinces
    first, second, _ = score_tribe([3, 1, 0], tokens, provinces, two_player=False)
    tied, _, _ = score_tribe([3, 3, 0], tokens, provinces, two_player=False)
    alone, _, _ = score_tribe([3, 0, 0], tokens, provinces, two_player=False)
    assert_says(
        "attila",
        "en",
        f"Example, {tokens} Franks in {provinces} provinces",
        f"the first scores {first} and the second {second}",
        f"tied first score {tied} each",
        f"alone scores {alone}",
    )
    assert_says(
        "attila",
        "it",
        f"Esempio, {tokens} Franchi in {provinces} province",
        f"il primo prende {first} e il secondo {second}",
        f"primo posto prendono {tied} a testa",
        f"solo prende {alone}",
    )


def test_attila_tiles_two_players_and_options_are_the_engines() -> None:
    steps = attila.INFLUENCE2_STEPS
    assert_says("attila", "en", "Influence 2:", f"{steps} spaces on one", "1 space on each of two")
    assert_says("attila", "it", "Influenza 2:", f"avanzi di {steps} caselle", "di 1 casella nelle scale di due")
    plays, double = attila.CARD_PLAYS_TWO_PLAYER, attila.CARD_PLAYS_TWO_PLAYER + attila.DOUBLE_TURN_EXTRA
    assert_says("attila", "en", "cards per turn", f"plays {plays} cards per turn", f"with Double turn, {double} cards")
    assert_says("attila", "it", "carte per turno", f"gioca {plays} carte per turno", f"Doppio turno, {double} carte")
    gap = attila.TWO_PLAYER_SECOND_MAX_GAP
    assert_says("attila", "en", "The second player scores", f"no more than {gap} spaces behind")
    assert_says("attila", "it", "Il secondo prende", f"a non più di {gap} caselle")
    last, values = attila.INFLUENCE_LAST_DEFAULT, attila.INFLUENCE_LAST_VALUES
    assert_says("attila", "en", "Last space", f"from {values[0]} to {values[-1]}, {last} by default")
    assert_says("attila", "it", "Ultima casella", f"da {values[0]} a {values[-1]}, {last} in partenza")
    assert_says("attila", "en", "unless the lobby changed it", f"({last} unless the lobby")
    assert_says("attila", "it", "se la partita non lo cambia", f"({last}, se la partita")
    assert_says("attila", "en", "The map is", f"{len(attila_board.PLAYABLE)} playable provinces")
    assert_says("attila", "it", "La mappa è", f"{len(attila_board.PLAYABLE)} province giocabili")


# -- Aztlán ----------------------------------------------------------------------------------------


def test_aztlan_setup_numbers_and_names_are_the_engines() -> None:
    values = aztlan.POWER_VALUES
    assert_says("aztlan", "en", "reserve and six", f"{aztlan.PIECES_PER_COLOUR} pieces", f"{values[0]} to {values[-1]}")
    assert_says("aztlan", "it", "riserva e sei", f"{aztlan.PIECES_PER_COLOUR} pedine", f"da {values[0]} a {values[-1]}")
    deck = sum(aztlan.DECK_COMPOSITION.values())
    offerings = aztlan.DECK_COMPOSITION[aztlan.OFFERING]
    others = {n for k, n in aztlan.DECK_COMPOSITION.items() if k != aztlan.OFFERING}
    assert len(others) == 1
    (each,) = others
    assert_says("aztlan", "en", "prosperity cards are shuffled", f"The {deck} prosperity", f"{each} each of")
    assert_says("aztlan", "it", "carte prosperità si mescolano", f"Le {deck} carte", f"{each} di ciascuna")
    assert_says("aztlan", "en", "prosperity cards are shuffled", f"{offerings} Offerings to the Gods")
    assert_says("aztlan", "it", "carte prosperità si mescolano", f"{offerings} Offerte agli Dèi")
    for lang, needle in (("en", "prosperity cards are shuffled"), ("it", "carte prosperità si mescolano")):
        named = [n for k, n in AZTLAN_CARD_NAMES[lang].items() if k != aztlan.OFFERING]
        assert_says("aztlan", lang, needle, *named)


def test_aztlan_eras_power_cards_and_pieces_are_the_engines() -> None:
    assert_says("aztlan", "en", "The game lasts", f"{aztlan.ERAS} eras")
    assert_says("aztlan", "it", "La partita dura", f"{aztlan.ERAS} ere")
    for lang, joker, needle in (("en", "joker", "bonus territory type"), ("it", "jolly", "tipo di territorio bonus")):
        names = aztlan_board.TYPE_NAMES[lang]
        cards = ", ".join(f"{p} {names[t]}" for p, t in aztlan.POWER_TYPE.items())
        assert_says("aztlan", lang, needle, f"{aztlan.JOKER} {joker}, {cards}")
    per_era = {n: "/".join(map(str, counts)) for n, counts in aztlan.PIECES_PER_ERA.items()}
    assert_says(
        "aztlan",
        "en",
        "Pieces taken from the reserve",
        f"with 3 players {per_era[3]}",
        f"with 4 players {per_era[4]}",
        f"with 2 players {per_era[2]} per alliance",
    )
    assert_says(
        "aztlan",
        "it",
        "Pedine prese dalla riserva",
        f"in 3 giocatori {per_era[3]}",
        f"in 4 giocatori {per_era[4]}",
        f"in 2 giocatori {per_era[2]} per alleanza",
    )


def test_aztlan_scoring_text_matches_the_engines_scoring() -> None:
    n = 10
    bonuses = ", ".join(str(possession_value(n, b) - n) for b in range(1, 5))
    zero = possession_value(n, 0)
    assert possession_value(n, 3) == n + 3 * 3  # the text's n + b²
    assert_says("aztlan", "en", "A possession of n", "scores n + b²", f"a bonus of {bonuses}", f"scores {zero}.")
    assert_says("aztlan", "it", "Un possedimento di n", "vale n + b²", f"un bonus di {bonuses}", f"vale {zero}.")
    blessing = aztlan.BLESSING_VP
    assert_says("aztlan", "en", "Blessings of", f"{blessing} VP for each territory of that type")
    assert_says("aztlan", "it", "Benedizioni di", f"{blessing} PV per ogni territorio di quel tipo")
    for lang, needle in (("en", "Blessings of"), ("it", "Benedizioni di")):
        names = aztlan_board.TYPE_NAMES[lang]
        for god, kind in aztlan.BLESSING_TYPE.items():
            god_name = AZTLAN_CARD_NAMES[lang][god].split(" di " if lang == "it" else " of ")[-1]
            assert_says("aztlan", lang, needle, f"{god_name} ({names[kind]})")
    squares = ", ".join(str(aztlan.offering_bonus(k, cap=False)) for k in range(1, 6))
    assert_says("aztlan", "en", "Offering to the Gods:", f"k² VP ({squares} ...)")
    assert_says("aztlan", "it", "Offerta agli Dèi:", f"k² PV ({squares} ...)")
    cap = aztlan.offering_bonus(aztlan.OFFERING_CAP + 3, cap=True)
    assert_says("aztlan", "en", "Offerings capped", f"capped at {cap}", f"table's {cap} VP")
    assert_says("aztlan", "it", "Offerte al massimo", f"al massimo {cap}", f"dei {cap} PV")


def test_aztlan_end_of_game_values_are_the_engines() -> None:
    table = ", ".join(f"{p} → {vp}" for p, vp in aztlan.POWER_VP.items())
    assert_says("aztlan", "en", "unused power", f"({table})", f"{aztlan.CARD_IN_HAND_VP} VP for each prosperity card")
    assert_says("aztlan", "it", "non usata", f"({table})", f"{aztlan.CARD_IN_HAND_VP} PV per ogni carta prosperità")
    for lang, needle in (("en", "Two alliances"), ("it", "Due alleanze")):
        names = aztlan.TRIBES[lang]
        alliances = [" + ".join(names[aztlan.COLOURS[c]] for c in a) for a in aztlan.ALLIANCES]
        assert_says("aztlan", lang, needle, *alliances)
    territories, lakes = len(aztlan_board.TERRITORY_IDS), len(aztlan_board.LAKES)
    per_type = aztlan_board.TERRITORIES_PER_TYPE
    assert_says("aztlan", "en", "this project's design", f"{territories} territories, {per_type} of each type")
    assert_says("aztlan", "en", "this project's design", f"around {lakes} lakes")
    assert_says("aztlan", "it", "scelte di questo", f"{territories} territori, {per_type} per tipo")
    assert_says("aztlan", "it", "scelte di questo", f"attorno a {lakes} laghi")


# -- Vinci -----------------------------------------------------------------------------------------


def test_vinci_setup_and_civilisation_numbers_are_the_engines() -> None:
    assert_says("vinci", "en", "score marker starts", f"starts on {vinci_spec.START_VP} VP")
    assert_says("vinci", "it", "segnapunti parte", f"parte da {vinci_spec.START_VP} PV")
    bag, kinds, copies = len(vinci_tiles.BAG), len(vinci_tiles.KINDS), vinci_tiles.COPIES
    assert_says(
        "vinci", "en", "civilisation tiles (", f"{bag} civilisation tiles ({kinds} abilities, {copies} of each)"
    )
    assert_says("vinci", "it", "tessere civiltà (", f"{bag} tessere civiltà ({kinds} abilità, {copies} per tipo)")
    assert_says("vinci", "en", "are drawn onto the display", f"{vinci.DISPLAY_SLOTS} pairs")
    assert_says("vinci", "it", "si estraggono", f"si estraggono {vinci.DISPLAY_SLOTS} coppie")
    cost = vinci.SKIP_COST
    assert_says("vinci", "en", "Pair I is free", f"costs {cost} VP more (II {cost} VP, III {2 * cost} VP ... VI")
    assert_says("vinci", "en", "Pair I is free", f"VI {5 * cost} VP)", f"gain {vinci.VP_PER_SLOT_TOKEN} VP for each")
    assert_says("vinci", "it", "La coppia I", f"costa {cost} PV in più (II {cost} PV, III {2 * cost} PV ... VI")
    assert_says("vinci", "it", "La coppia I", f"VI {5 * cost} PV)", f"guadagni {vinci.VP_PER_SLOT_TOKEN} PV per ogni")
    extra_en = "; ".join(f"{n} players: +{x}" for n, x in vinci.EXTRA_TOKENS.items())
    extra_it = "; ".join(f"{n} giocatori: +{x}" for n, x in vinci.EXTRA_TOKENS.items())
    assert_says("vinci", "en", "A new civilisation's tokens", extra_en, "twice the other tile's red number, plus 1")
    assert_says("vinci", "it", "Gettoni di una nuova", extra_it, "il doppio del numero rosso dell'altra tessera, più 1")
    other = vinci_tiles.ASTRONOMY
    assert vinci_tiles.start_tokens((vinci_tiles.SPECIALTY, other), 6) == 2 * vinci_tiles.RED[other] + 1 + 6


def test_vinci_conquest_cost_and_scoring_are_the_engines() -> None:
    en = (
        f"{vinci_conquest.BASE_COST} base; +{vinci_conquest.ROUGH_COST} for a forest or a mountain; "
        f"+1 for each neutral or enemy token there; +{vinci_conquest.FORT_DEFENCE} for a fort"
    )
    it = (
        f"{vinci_conquest.BASE_COST} di base; +{vinci_conquest.ROUGH_COST} per una foresta o una montagna; "
        f"+1 per ogni gettone neutrale o nemico presente; +{vinci_conquest.FORT_DEFENCE} per un Forte"
    )
    assert vinci_conquest.MOUNTAIN_ORIGIN == vinci_conquest.FORT_ORIGIN
    assert_says("vinci", "en", "Cost in tokens", en, f"-{vinci_conquest.MOUNTAIN_ORIGIN} when attacking from")
    assert_says("vinci", "it", "Costo in gettoni", it, f"-{vinci_conquest.MOUNTAIN_ORIGIN} se attacchi da")
    assert_says("vinci", "en", "The defender loses", f"loses {vinci.DEFENDER_LOSS} token for good")
    assert_says("vinci", "it", "Il difensore perde", f"perde per sempre {vinci.DEFENDER_LOSS} gettone")
    base, mountain = vinci_scoring.BASE_VP, vinci_scoring.MOUNTAIN_BASE_VP
    assert_says("vinci", "en", "At the end of each of your turns", f"{base} VP for each", f"give {mountain} VP")
    assert_says("vinci", "it", "Alla fine di ogni tuo turno", f"{base} PV per ogni", f"danno {mountain} PV")


def test_vinci_tile_numbers_are_the_engines() -> None:
    t = vinci_tiles
    assert_says("vinci", "en", "Espionage:", f"for exactly {t.ESPIONAGE_COST} tokens")
    assert_says("vinci", "it", "Spionaggio:", f"con esattamente {t.ESPIONAGE_COST} gettoni")
    marshal = t.FIELD_MARSHAL_TOKENS
    assert_says("vinci", "en", "Field Marshal:", f"+{marshal} tokens at the start", f"{marshal} removed")
    assert_says("vinci", "it", "Generale Campale:", f"+{marshal} gettoni all'inizio", f"{marshal} tolti")
    assert_says("vinci", "en", "Medicine:", f"+{t.MEDICINE_TOKENS} token at the start")
    assert_says("vinci", "it", "Medicina:", f"+{t.MEDICINE_TOKENS} gettone all'inizio")
    vp = t.VP_TILES
    assert_says(
        "vinci",
        "en",
        "Agriculture +",
        f"Agriculture +{vp[t.AGRICULTURE]} VP",
        f"Cattle Breeding +{vp[t.CATTLE]} VP",
        f"Mining +{vp[t.MINING]} VP",
        f"Ports +{vp[t.PORTS]} VP",
    )
    assert_says(
        "vinci",
        "it",
        "Agricoltura +",
        f"Agricoltura +{vp[t.AGRICULTURE]} PV",
        f"Bestiame +{vp[t.CATTLE]} PV",
        f"Mineraria +{vp[t.MINING]} PV",
        f"Portuale +{vp[t.PORTS]} PV",
    )
    assert all(vp[k] == vp[k.removesuffix("_D")] for k in t.PERSISTENT)  # "each comes in two kinds" (same bonus)
    assert_says("vinci", "en", "Currency:", f"+{vp[t.CURRENCY]} VP for every province")
    assert_says("vinci", "it", "Valuta:", f"+{vp[t.CURRENCY]} PV per ogni provincia")
    assert_says("vinci", "en", "Mountain skill: conquering", f"gives +{vp[t.MOUNTAIN_SKILL]} VP")
    assert_says("vinci", "it", "Abilità nelle Montagne: conquistare", f"dà +{vp[t.MOUNTAIN_SKILL]} PV")
    wood = vinci_board.WOOD_TOKENS
    assert_says("vinci", "en", "Fortification:", f"the {wood} wood tokens")
    assert_says("vinci", "it", "Fortificazione:", f"dai {wood} gettoni color legno")
    assert_says("vinci", "en", "Forts not limited", f"the {wood} wood tokens")
    assert_says("vinci", "it", "Forti non limitati", f"dai {wood} gettoni color legno")
    assert_says(
        "vinci", "en", "red numbers (", f"Astronomy {t.RED[t.ASTRONOMY]}, Mountain skill {t.RED[t.MOUNTAIN_SKILL]}"
    )
    assert_says("vinci", "it", "numeri rossi (", f"Astronomia {t.RED[t.ASTRONOMY]}, Abilità nelle Montagne 4")
    assert t.RED[t.MOUNTAIN_SKILL] == 4


def test_vinci_victory_target_per_player_count_is_the_engines() -> None:
    en = "; ".join(f"{n} players: {v} VP" for n, v in vinci.VP_TARGET.items())
    it = "; ".join(f"{n} giocatori: {v} PV" for n, v in vinci.VP_TARGET.items())
    assert_says("vinci", "en", "Targets:", f"Targets: {en}.")
    assert_says("vinci", "it", "Traguardi:", f"Traguardi: {it}.")
    assert set(vinci.VP_TARGET) == set(range(vinci_spec.SPEC.min_players, vinci_spec.SPEC.max_players + 1))
    options = {o.name: o for o in vinci_spec.SPEC.options}
    others = ", ".join(map(str, options["vp_target"].values[1:-1])) + f", {options['vp_target'].values[-1]}"
    assert options["vp_target"].default == 0  # 0 = the rulebook's target, "(default)" in the text
    assert_says("vinci", "en", "Victory points to win", f"or {others}.")
    assert_says("vinci", "it", "Punti Vittoria per vincere", f"oppure {others}.")


def test_vinci_variant_numbers_are_the_engines() -> None:
    seats = vinci_spec.VARIANT_SEATS
    solo, duo = len(vinci.VIRTUAL_SEATS["solo"]), len(vinci.VIRTUAL_SEATS["duo"])
    assert_says(
        "vinci",
        "en",
        "solo is 1 real",
        f"{seats} seats",
        f"1 real player against {solo} virtual",
        f"{seats - duo} real players and {duo} virtual",
        f"target is {vinci.VARIANT_TARGET} VP",
    )
    assert_says(
        "vinci",
        "it",
        "in solitario 1",
        f"{seats} posti",
        f"1 giocatore reale contro {solo} virtuali",
        f"{seats - duo} giocatori reali e {duo} virtuali",
        f"traguardo è {vinci.VARIANT_TARGET} PV",
    )
    options = {o.name: o for o in vinci_spec.SPEC.options}
    extra, start = options["ai_extra_tokens"], options["ai_start_vp"]
    dv, dt = vinci_virtual.DECLINE_VP, vinci_virtual.DECLINE_TOKENS
    assert_says(
        "vinci",
        "en",
        "Virtual players always take",
        f"get {extra.default} extra tokens (a real player {vinci.VARIANT_REAL_EXTRA})",
        f"under {dv} VP and has fewer than {dt} tokens",
    )
    assert_says(
        "vinci",
        "it",
        "I giocatori virtuali prendono",
        f"ricevono {extra.default} gettoni extra (un giocatore reale {vinci.VARIANT_REAL_EXTRA})",
        f"meno di {dv} PV e ha meno di {dt} gettoni",
    )
    assert_says(
        "vinci",
        "en",
        "Variant only:",
        f"start with {start.default} VP (default) or {start.values[-1]}",
        f"{extra.values[0]} (default) to {extra.values[-1]}",
        f"{vinci_virtual.FORMULA_VP_WEIGHT} × VP - cost",
    )
    assert_says(
        "vinci",
        "it",
        "Solo nella variante:",
        f"partono da {start.default} PV (predefinito) o {start.values[-1]}",
        f"da {extra.values[0]} (predefinito) a {extra.values[-1]}",
        f"{vinci_virtual.FORMULA_VP_WEIGHT} × PV - costo",
    )


def test_vinci_map_counts_are_the_boards() -> None:
    b = vinci_board
    provinces = len(b.PROVINCE_IDS)
    mountains = sum(p.terrain == b.MOUNTAIN for p in b.PROVINCES.values())
    mines = sum(p.mine for p in b.PROVINCES.values())
    ports = sum(p.port for p in b.PROVINCES.values())
    seas = len(b.SEA_IDS)
    en = f"{provinces} provinces of Europe ({mountains} mountains, {mines} mines, {ports} ports), {seas} sea zones"
    it = f"{provinces} province d'Europa ({mountains} montagne, {mines} miniere, {ports} porti), {seas} zone di mare"
    assert_says("vinci", "en", "The map is", en)
    assert_says("vinci", "it", "La mappa è", it)


# -- Europa ----------------------------------------------------------------------------------------

#: Plural card names as the summaries write them in each language (the engine's CARD_NAMES are
#: singular).
EUROPA_PLURALS = {
    "it": {
        "reinforcements": "Rinforzi",
        "spy": "Spie",
        "general": "Generali",
        "admiral": "Ammiragli",
        "marshal": "Marescialli",
        "diplomat": "Diplomatici",
    },
    "en": {
        "reinforcements": "Reinforcements",
        "spy": "Spies",
        "general": "Generals",
        "admiral": "Admirals",
        "marshal": "Marshals",
        "diplomat": "Diplomats",
    },
}


def test_europa_map_and_setup_numbers_are_the_engines() -> None:
    b = europa_board
    for lang, prefix in (("en", ""), ("it", "Impero ")):
        sizes = []
        for gid in b.EMPIRES:
            name = b.group_name(gid, lang).removeprefix(prefix).removesuffix(" Empire")
            sizes.append(f"{name} {len(b.MEMBERS[gid])}")
        unit = " territories" if lang == "en" else " territori"
        listing = sizes[0] + unit + ", " + ", ".join(sizes[1:])
        assert_says("europa", lang, f"{b.N_TERRITORIES} territor", listing)
    independents, blocks = len(b.INDEPENDENTS), len(b.BLOCKS)
    assert_says(
        "europa", "en", "independent territories form", f"The {independents} independent territories form {blocks}"
    )
    assert_says(
        "europa", "it", "territori indipendenti formano", f"Gli {independents} territori indipendenti formano {blocks}"
    )
    allot_en = "; ".join(f"{n} players: {a}" for n, a in europa.ALLOTMENT.items())
    allot_it = "; ".join(f"{n} giocatori: {a}" for n, a in europa.ALLOTMENT.items())
    assert_says("europa", "en", "Armies each:", allot_en, f"then {europa.BULK} armies at a time")
    assert_says("europa", "it", "Armate a testa:", allot_it, f"poi {europa.BULK} armate alla volta")
    for lang, needle, each in (
        ("en", "cards (", f"each player gets {europa.HAND_DEAL}"),
        ("it", "carte (", f"ognuno ne riceve {europa.HAND_DEAL}"),
    ):
        deck = ", ".join(f"{n} {EUROPA_PLURALS[lang][k]}" for k, n in europa.DECK_COMPOSITION)
        assert_says("europa", lang, needle, f"{europa.DECK_SIZE} {'cards' if lang == 'en' else 'carte'} ({deck})", each)


def test_europa_turn_and_supplementary_armies_are_the_engines() -> None:
    e = europa
    assert_says("europa", "en", "(1) Take your", f"Draw up to {e.HAND_REFILL} cards", f"then draw {e.TURN_DRAW} more")
    assert_says(
        "europa", "it", "(1) Prendi le", f"fino ad avere {e.HAND_REFILL} carte", f"pescane ancora {e.TURN_DRAW}"
    )
    independents = len(europa_board.INDEPENDENTS)
    assert_says(
        "europa",
        "en",
        "Supplementary armies:",
        f"{e.PER_ENEMY_BANNER} armies for each enemy banner",
        f"{e.PER_BLOCK} armies for each independent block",
        f"{e.PER_EMPIRE} armies for each empire",
        f"{e.ALL_INDEPENDENTS} armies for all {independents} independent territories",
        f"three blocks' {e.PER_BLOCK}",
    )
    assert_says(
        "europa",
        "it",
        "Armate Supplementari:",
        f"{e.PER_ENEMY_BANNER} armate per ogni vessillo avversario",
        f"{e.PER_BLOCK} armate per ogni blocco",
        f"{e.PER_EMPIRE} armate per ogni Impero",
        f"{e.ALL_INDEPENDENTS} armate per tutti gli {independents} territori indipendenti",
        f"dei {e.PER_BLOCK} dei tre blocchi",
    )
    assert_says("europa", "en", "some empires have no fortress", f"counts for the {e.PER_EMPIRE} armies")
    assert_says("europa", "it", "alcuni Imperi non hanno", f"vale per le {e.PER_EMPIRE} armate")
    assert_says("europa", "en", f"All {independents} independents", f"{e.ALL_INDEPENDENTS} armies in place")
    assert_says("europa", "it", f"Tutti gli {independents} indipendenti", f"{e.ALL_INDEPENDENTS} armate al posto")
    assert_says("europa", "en", "Move: at the end", f"leaving at least {e.GARRISON} behind")
    assert_says("europa", "it", "Spostamento: alla fine", f"lasciandone almeno {e.GARRISON} di presidio")


def test_europa_cards_and_battles_are_the_engines() -> None:
    e = europa
    first, second = e.TRACK_SLOTS[0], e.TRACK_SLOTS[1]
    assert len(e.TRACK_SLOTS) == e.DECK_COMPOSITION[0][1]  # one slot per Reinforcements card
    assert_says("europa", "en", "Reinforcements: before", f"numbered {e.TRACK_FIRST} to {e.TRACK_LAST}")
    assert_says("europa", "en", "Reinforcements: before", f"{first} + {second} = {first + second}")
    assert_says("europa", "it", "Rinforzi: prima", f"numerata da {e.TRACK_FIRST} a {e.TRACK_LAST}")
    assert_says("europa", "it", "Rinforzi: prima", f"{first} + {second} = {first + second}")
    assert_says("europa", "en", "General (attack)", f"+{e.CARD_BONUS} to your highest die")
    assert_says("europa", "it", "Generale (attacco)", f"+{e.CARD_BONUS} al tuo dado più alto")
    assert_says("europa", "en", "Marshal (defence)", f"+{e.CARD_BONUS} to the defender's highest die")
    assert_says("europa", "it", "Maresciallo (difesa)", f"+{e.CARD_BONUS} al dado più alto di chi difende")
    # the General goes on a tie of the top pair, the Marshal only when beaten: the engine agrees
    assert not europa_dice.resolve((5,), (6,), general=True, marshal=False).top_to_attacker
    assert europa_dice.resolve((5,), (5,), general=True, marshal=True).top_to_attacker is False
    assert_says("europa", "en", "General (attack)", "equals or beats yours")
    assert_says("europa", "en", "Marshal (defence)", "strictly higher")
    assert_says(
        "europa", "en", "Each battle:", f"1 to {e.MAX_DICE} dice", f"at most {e.FORTRESS_DICE} dice on each side"
    )
    assert_says(
        "europa", "it", "Ogni battaglia:", f"da 1 a {e.MAX_DICE} dadi", f"al massimo {e.FORTRESS_DICE} dadi per parte"
    )
    assert europa_dice.resolve((4,), (4,), general=False, marshal=False).losses == (1, 0)
    assert europa_dice.resolve((6, 1), (5,), general=False, marshal=False).losses == (0, 1)
    assert_says("europa", "en", "Sort each side", "a tie goes to the defender", "dice without a partner do nothing")
    assert_says("europa", "it", "Si ordinano i dadi", "in parità vince il difensore", "senza avversario non contano")
    assert_says("europa", "en", "Attack an adjacent", f"at least {e.GARRISON + 1} armies")
    assert_says("europa", "it", "Si attacca un territorio", f"almeno {e.GARRISON + 1} armate")


def test_europa_victory_and_round_limits_are_the_engines() -> None:
    e = europa
    n = e.OTHER_EMPIRES_TO_WIN
    assert_says("europa", "en", "Win by occupying", f"{n} empires besides your own", f"{n + 1} of the 6 empires")
    assert_says("europa", "it", "Vince chi occupa", f"{n} Imperi oltre al proprio", f"{n + 1} dei 6 Imperi")
    assert len(europa_board.EMPIRES) == 6
    assert_says("europa", "en", "You win at once", f"of {n} other empires")
    assert_says("europa", "it", "Vinci subito", f"di altri {n} Imperi")
    assert len(europa_board.EMPIRES) == e.MAX_PLAYERS  # so every empire has a player, and a win eliminates n
    assert_says("europa", "en", f"With {e.MAX_PLAYERS} players", f"at least {n} eliminations")
    assert_says("europa", "it", f"In {e.MAX_PLAYERS} giocatori", f"almeno {n} eliminazioni")
    limits = ROUND_LIMITS[1:]
    assert ROUND_LIMITS[0] == 0
    assert_says("europa", "en", "Round limit:", ", ".join(map(str, limits[:-1])) + f" or {limits[-1]} rounds")
    assert_says("europa", "it", "Limite di giri:", ", ".join(map(str, limits[:-1])) + f" o {limits[-1]} giri")


# -- Tigris & Euphrates ----------------------------------------------------------------------------


def test_tigris_options_numbers_are_the_engines() -> None:
    standard, advanced = (len(TIGRIS_SIDES[s].treasure_squares) for s in ("standard", "advanced"))
    assert_says("tigris", "en", "Board: the standard", f"({standard} treasures)", f"({advanced} treasures")
    assert_says("tigris", "it", "Tabellone: il lato", f"({standard} tesori)", f"({advanced} tesori")
    line, vp, base = tigris.LINE_FOR_BUILDING, tigris.BUILDING_TILE_VP, tigris.TILE_VP
    assert_says(
        "tigris", "en", "Civilisation buildings", f"{line} or more tiles", f"scores {vp} points instead of {base}"
    )
    assert_says("tigris", "it", "Edifici della civiltà", f"{line} o più tessere", f"dà {vp} punti invece di {base}")
    assert_says("tigris", "en", "A tile placed in a kingdom", f"scores {base} point of its colour")
    assert_says("tigris", "it", "Una tessera messa in un regno", f"dà {base} punto del suo colore")
    assert_says("tigris", "en", "Revolt:", f"the winner scores {tigris.REVOLT_VP} red point")
    assert_says("tigris", "it", "Rivolta:", f"il vincitore ottiene {tigris.REVOLT_VP} punto rosso")
    block = tigris.MONUMENT_BLOCK
    assert_says("tigris", "en", "may become a monument", f"A {block}×{block} square")
    assert_says("tigris", "it", "può diventare un monumento", f"Un quadrato {block}×{block}")
    words = {"en": {1: "one", 2: "two"}, "it": {1: "uno", 2: "due"}}
    assert tigris.ACTIONS_PER_TURN == 2 and tigris.GAME_END_TREASURES == (1, 2)
    assert_says("tigris", "en", "Each turn take", f"take {words['en'][2]} actions")
    assert_says("tigris", "it", "In ogni turno si fanno", f"si fanno {words['it'][2]} azioni")
    assert_says("tigris", "en", "The game ends when", "only one or two treasures remain")
    assert_says("tigris", "it", "La partita finisce quando", "restano uno o due tesori")
