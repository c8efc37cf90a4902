"""Endings explained (issue 16.9): the end screen says why the game ended and how ties were broken."""

from __future__ import annotations

import re
from dataclasses import replace

from game.core.rng import Rng
from tests.ui.test_pickers import play_until, table_of


def _notes(table_html: str) -> str:
    start = table_html.find('<ul id="end-notes">')
    return table_html[start : table_html.find("</ul>", start)] if start >= 0 else ""


def test_tigris_end_screen_says_why_the_game_ended_and_how_ties_on_the_weakest_colour_are_broken() -> None:
    table = play_until(table_of("tigris", 2, 4), lambda t: t.session.is_over(), Rng(4))
    state = table.session.state
    game = table.session.game
    why = {"bag": "the bag is empty", "treasures": "only 1 or 2 treasures are left"}[state.end_reason]
    assert why in _notes(table.end_html())
    table.lang = "it"
    assert "La partita è finita" in _notes(table.end_html())
    same = replace(state, vp=(state.vp[0], state.vp[0]), held=(state.held[0], state.held[0]))
    notes = " ".join(game.score_table(same, "en")["notes"])
    assert "next-weakest colour" in notes and "the place is shared" in notes


def test_attila_end_screen_says_what_triggered_the_end_and_that_equal_points_share_the_place() -> None:
    table = play_until(table_of("attila", 2, 6), lambda t: t.session.is_over(), Rng(6))
    state = table.session.state
    assert state.end_reason and "The game ended: " in _notes(table.end_html())
    same = replace(state, points=(state.points[0], state.points[0]))
    assert "share the place" in " ".join(table.session.game.score_table(same, "en")["notes"])


def test_europa_end_screen_says_which_ending_came_and_how_the_places_were_set() -> None:
    table = table_of("europa", 3, 4)
    game, state = table.session.game, table.session.state

    def notes(**changes: object) -> str:
        return " ".join(game.score_table(replace(state, **changes), "en")["notes"])

    assert "round limit" in notes(winner=-1) and "by armies" in notes(winner=-1)
    assert "every other player was eliminated" in notes(winner=0, eliminated=(1, 2))
    assert "three other whole empires" in notes(winner=0)


def test_europa_end_screen_says_who_survived_and_in_what_order_the_others_fell() -> None:
    """Play-testing read "in play" beside a player on the Game over screen, and "eliminated (#1)"
    as if #1 were a place: a survivor and the order of the eliminations are said in words."""
    table = table_of("europa", 4, 4)
    game, state = table.session.game, table.session.state
    ended = replace(state, winner=0, eliminated=(2, 1))
    en = [row[-1] for row in game.score_table(ended, "en")["rows"]]
    it = [row[-1] for row in game.score_table(ended, "it")["rows"]]
    assert en == ["winner", "eliminated 2nd", "eliminated 1st", "survived"]
    assert it == ["vincitore", "2º eliminato", "1º eliminato", "ancora in gioco"]


def test_aztlans_wild_card_buttons_preview_the_vp_of_each_type_and_score_exactly_that() -> None:
    table = play_until(table_of("aztlan", 3, 2), lambda t: any(c.kind == "score" and c.args for c in t.legal()), Rng(2))
    game, state = table.session.game, table.session.state
    # The card is face up by now and the domains are on the board: every viewer gets the same
    # preview, so the buttons can say it even when the scoring is an open (not private) turn.
    assert (
        state.revealed
        and game.view(state, None)["wild_preview"] == game.view(state, table.session.actor())["wild_preview"]
    )
    bar = table.panels()["choices"]
    shown = re.findall(r'data-choice="(\d+)" data-kind="score">Score with [^<:]+: (\d+) VP<', bar)
    legal = table.legal()
    assert len(shown) == sum(c.kind == "score" and bool(c.args) for c in legal) == 5
    index, vp = shown[-1]
    events = table.choose(int(index))
    assert next(e["total"] for e in events if e["type"] == "score") == int(vp)
    hidden = replace(state, revealed=False)  # before the reveal the wild card is a secret
    assert all(game.view(hidden, seat)["wild_preview"] is None for seat in (None, 0, 1, 2))


def test_vinci_end_screen_says_the_target_was_reached_and_ties_are_shared() -> None:
    table = play_until(table_of("vinci", 3, 3), lambda t: t.session.is_over(), Rng(3))
    state = table.session.state
    assert f"a player reached {state.target} VP" in _notes(table.end_html())
    seats = tuple(replace(p, score=10) for p in state.seats)
    assert "share the place" in " ".join(table.session.game.score_table(replace(state, seats=seats), "en")["notes"])


def _breakdown(html: str, seat: int) -> list[tuple[int, int, list[int]]]:
    """(era, total, the VP of each line under it) of ``seat``'s section of the Aztlán breakdown."""
    start = html.find(f'<section class="az-breakdown-seat" data-seat="{seat}">')
    section = html[start : html.find("</section>", start)]
    out = []
    for era, total, items in re.findall(r'<li data-era="(\d)">.*?= (\d+) [PV]+</span><ul>(.*?)</ul></li>', section):
        out.append((int(era), int(total), [int(v) for v in re.findall(r"(\d+) [PV]+\W*(?:\(|</li>)", items)]))
    return out


def test_aztlan_end_screen_says_why_it_ended_how_ties_go_and_what_each_era_scored_domain_by_domain() -> None:
    table = play_until(table_of("aztlan", 3, 2), lambda t: t.session.is_over(), Rng(2))
    game, state = table.session.game, table.session.state
    view = game.view(state, None)
    for lang, ended, title in (
        ("en", "The game ended with the scoring of era V", "How each era scored"),
        ("it", "La partita è finita con il punteggio dell&#x27;era V", "Come ha contato ogni era"),
    ):
        table.lang = lang
        html = table.end_html()
        assert ended in _notes(html) and title in html
        for seat in range(state.players):
            eras = _breakdown(html, seat)
            # Every era scored, each total the engine's, and the lines under it add up to it.
            assert [(e, t) for e, t, _ in eras] == [(e + 1, t) for e, t in enumerate(view["era_scores"][seat])]
            assert all(sum(values) == total and values for _, total, values in eras), eras
    tied = replace(state, scores=(state.scores[0],) * state.players)
    assert "the pyramid on top comes first" in " ".join(game.score_table(tied, "en")["notes"])
    assert len(game.score_table(state, "en")["notes"]) == 1 + (len(set(state.scores)) < len(state.scores))
