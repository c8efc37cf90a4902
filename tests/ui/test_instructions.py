"""Say what to do (issue 16.3): every decision of Attila, Aztlán and Vinci shows one line of its
own, in the player's language, read from the view's phase/step and the legal choices."""

from __future__ import annotations

import html
import re
from collections import defaultdict

import pytest

from game.core.rng import Rng
from game.registry import load
from tests.ui.test_pickers import table_of
from ui.i18n import LANGS, text
from ui.table import Table

GAMES = ("attila", "aztlan", "vinci")
#: The fewest and the most seats of each game.
COUNTS = [(name, n) for name in GAMES for n in (load(name).SPEC.min_players, load(name).SPEC.max_players)]
GENERIC = {text(key, lang) for key in ("do_board", "do_buttons") for lang in LANGS}


def _shown(table: Table) -> str:
    """The instruction line of the choice bar, as the page shows it."""
    found = re.search(r'<p id="instruction"[^>]*>([^<]*)</p>', table.panels()["choices"])
    return html.unescape(found.group(1)) if found else ""


def _decision(view: dict[str, object]) -> tuple[object, ...]:
    """Which kind of decision the view says is awaited (the phase, and the step inside it)."""
    return view.get("phase"), view.get("step")


@pytest.mark.parametrize(("name", "players"), COUNTS)
def test_every_decision_of_a_random_game_says_what_to_do_in_words_of_its_own(name: str, players: int) -> None:
    table = table_of(name, players, 7)
    rng = Rng(7)
    lines: dict[str, dict[tuple[object, ...], set[str]]] = {lang: defaultdict(set) for lang in LANGS}
    for _ in range(4000):
        session = table.session
        if session.is_over():
            break
        if table.screen() == "handoff":
            session.take_device()
        session.run_engine()
        legal = table.legal()
        if not legal:
            session.take_device()
            continue
        ctx = table.context(legal)
        view = ctx.extra["own_view"]
        for lang in LANGS:
            ctx.lang = lang
            line = table.adapter.instruction(view, ctx)
            assert line and line not in GENERIC, (name, lang, _decision(view), line)
            if not lines[lang][_decision(view)]:  # the first time: the bar shows that very line
                table.lang = lang
                assert _shown(table) == line
            lines[lang][_decision(view)].add(line)
        table.lang = "en"
        table.choose(rng.randbelow(len(legal)))
    assert table.session.is_over()
    for lang in LANGS:
        seen = lines[lang]
        assert len(seen) >= 5, (name, lang, sorted(seen, key=str))
        # No two kinds of decision share a line: the line says which decision this is.
        for a in seen:
            for b in seen:
                assert a == b or not seen[a] & seen[b], (name, lang, a, b, seen[a] & seen[b])
    english = {line for group in lines["en"].values() for line in group}
    italian = {line for group in lines["it"].values() for line in group}
    assert not english & italian, "the two languages must not share a line"
