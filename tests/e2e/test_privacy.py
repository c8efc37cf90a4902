"""The privacy audit (issue 14): in every game, at the hand-offs of a table of human seats, every
way off the hand-off screen (Undo, Menu then Continue, Rules, the language switch, a reload then
Continue, the end screen's See the board) is tried, and nothing any seat may see privately is in
the page before the next holder confirms.

"Nothing private" is checked two ways.  Structurally: the private area is empty, no choice and
no picker is in the page, no square is highlighted, and the log is exactly the spectator's log.
And by content: the test replays the autosave in CPython, renders the table as each seat would
see it in front of the screen (its hand, picks, hidden armies, its choices and its private log
lines: the engine's view of that seat drawn by the game's own adapter), keeps every text, title,
aria label, class and data attribute of those renders that the spectator's render of the same
position lacks, and looks for each of them in the page.

A few hand-offs per game, not whole games: the taps follow a simple policy (end the turn or pass
when offered, else the first choice) so each table reaches its hand-offs in a few taps.
"""

from __future__ import annotations

import json
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Page

from game.core.choice import Choice
from game.core.jsondata import loads
from tests.e2e.conftest import App
from tests.e2e.play import fresh_lobby, screen, set_up, tap
from ui.games import adapter_for
from ui.rules_text import summary_html
from ui.saves import KEY_PREFIX, session_from_json
from ui.session import Session
from ui.table import Table

ROOT = Path(__file__).resolve().parents[2]
NAMES = ("Ada", "Bruno", "Carla")
#: Choice kinds the tap policy takes first (design value): they end a turn, so hand-offs come soon.
FINISH = frozenset({"end", "pass", "end_turn", "stop", "done", "skip"})
#: Bound on taps between two hand-offs (design value): far above what the chosen seeds need.
MAX_TAPS = 150
#: Where the page draws a game: the table, the hand-off, the end screen and the rules panel.
ROOTS = ("#table", "#handoff", "#end", "#rules-dialog")
#: A JS function: every text (whitespace collapsed), title, aria label, data attribute and class
#: inside ``ROOTS``, as the tokens :class:`_Tokens` makes of an HTML string.
DOM_TOKENS = """(roots) => {
  const out = new Set();
  const norm = (s) => s.replace(/\\s+/g, ' ').trim();
  for (const sel of roots) {
    const root = document.querySelector(sel);
    if (!root) continue;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
    for (let node = walker.currentNode; node; node = walker.nextNode()) {
      if (node.nodeType === Node.TEXT_NODE) {
        const parent = (node.parentNode && node.parentNode.nodeName || '').toLowerCase();
        const text = norm(node.data);
        if (text && parent !== 'style' && parent !== 'script') out.add(text);
        continue;
      }
      for (const a of node.attributes) {
        const named = a.name === 'title' || a.name === 'aria-label' || a.name.startsWith('data-');
        if (named) out.add(a.name + '=' + a.value);
        if (a.name === 'class') for (const c of a.value.split(/\\s+/)) if (c) out.add('class=' + c);
      }
    }
  }
  return [...out];
}"""


class _Tokens(HTMLParser):
    """Texts, titles, aria labels, data attributes and classes of an HTML string (as DOM_TOKENS)."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.out: set[str] = set()
        self.skip = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in ("style", "script"):
            self.skip += 1
        for name, value in attrs:
            value = value or ""
            if name in ("title", "aria-label") or name.startswith("data-"):
                self.out.add(f"{name}={value}")
            if name == "class":
                self.out.update(f"class={c}" for c in value.split())

    def handle_endtag(self, tag: str) -> None:
        if tag in ("style", "script"):
            self.skip = max(0, self.skip - 1)

    def handle_data(self, data: str) -> None:
        text = " ".join(data.split())
        if text and not self.skip:
            self.out.add(text)


def tokens(*html: str) -> set[str]:
    parser = _Tokens()
    for part in html:
        parser.feed(part)
    parser.close()
    return parser.out


class _SeatTable(Table):
    """The table as ``seat`` sees it in front of the screen (whatever the hand-off says)."""

    def __init__(self, session: Session, lang: str, svg: str | None, seat: int) -> None:
        super().__init__(session, lang, svg)
        self.seat = seat

    def screen(self) -> str:
        return "table"

    def viewer(self) -> int | None:
        return self.seat

    def legal(self) -> list[Any]:
        return list(self.session.legal_of(self.seat)) if self.seat in self.session.to_act() else []


def _drawn(panels: dict[str, str]) -> list[str]:
    return [html for key, html in panels.items() if key not in ("undo", "highlight")]


def map_svg(session: Session) -> str | None:
    adapter = adapter_for(session.record.game)
    url = adapter.map_file(session.game.view(session.state, None))
    if url and (ROOT / url).is_file():
        return (ROOT / url).read_text(encoding="utf-8")
    return adapter.fallback_map(session.game.view(session.state, None))


def secrets(session: Session, lang: str) -> set[str]:
    """Every token of any seat's own render that the spectator's render of the position lacks."""
    svg = map_svg(session)
    spectator = Table(session, lang, svg)
    rules = summary_html(session.record.game, lang)
    # The page's own chrome (index.html: the zoom's + and −, which a stepper also shows) is public.
    chrome = (ROOT / "index.html").read_text(encoding="utf-8")
    public = tokens(*_drawn(spectator.panels()), spectator.handoff_html(), svg or "", rules, chrome)
    private: set[str] = set()
    for seat in range(session.record.players):
        private |= tokens(*_drawn(_SeatTable(session, lang, svg, seat).panels()))
    return private - public


def stored_session(page: Page) -> Session:
    """The game the page autosaved (the only save in this browser context)."""
    texts = page.evaluate(
        f"Object.keys(localStorage).filter(k => k.startsWith({KEY_PREFIX!r})).map(k => localStorage.getItem(k))"
    )
    assert len(texts) == 1, f"{len(texts)} saves in the browser"
    return session_from_json(loads(texts[0]))


def audit(page: Page, where: str) -> None:
    """Nothing any seat may see privately is in the page (see the module docstring)."""
    lang = str(page.evaluate("document.documentElement.lang"))
    session = stored_session(page)
    assert page.locator("#private-area").inner_html() == "", f"{where}: the private area is drawn"
    drawn = ", ".join(f"{r} [data-choice], {r} [data-action='pick']" for r in ROOTS)
    assert page.locator(drawn).count() == 0, f"{where}: choices or pickers are in the page"
    assert page.evaluate("document.getElementById('highlight-style').textContent") == "", f"{where}: highlights"
    log = page.evaluate("[...document.querySelectorAll('#log li')].map(li => li.textContent)")
    # The lobby keeps nothing of the game it was opened from; a hand-off shows the spectator's log.
    spectator = [] if screen(page) == "lobby" else session.log(lang, None)
    assert log == spectator, f"{where}: the log is not the spectator's"
    leaked = secrets(session, lang) & set(page.evaluate(DOM_TOKENS, list(ROOTS)))
    assert not leaked, f"{where}: private to a seat, yet in the page: {sorted(leaked)[:12]}"


def policy_tap(page: Page) -> None:
    """One tap: a choice that ends the turn if offered, else the first button, else the first
    highlighted region, else the first picker behind the screen."""
    kinds = page.locator("#choices button[data-choice]").evaluate_all("bs => bs.map(b => b.dataset.kind)")
    if kinds:
        index = next((i for i, kind in enumerate(kinds) if kind in FINISH), 0)
        tap(page, "#choices button[data-choice]", index)
        return
    rings = page.locator("#board .legal-ring")
    if rings.count():
        tap(page, f"#board [data-region='{rings.first.get_attribute('data-ring')}']")
        return
    tap(page, "#private-area [data-action='pick']")


def play_to_handoff(page: Page) -> None:
    for _ in range(MAX_TAPS):
        if screen(page) == "handoff":
            return
        assert screen(page) == "table", f"the game left the table: {screen(page)}"
        policy_tap(page)
    raise AssertionError(f"no hand-off within {MAX_TAPS} taps")


def confirm(page: Page) -> None:
    tap(page, "#handoff-ready")
    page.wait_for_selector("body[data-screen='table']", state="attached")


def next_holder(page: Page) -> str:
    return str(page.locator("#handoff-title").inner_text())


def language_and_rules(page: Page) -> None:
    """At a hand-off: switch the language there and back, open the Rules and close them."""
    audit(page, "hand-off")
    title = next_holder(page)
    lang = str(page.evaluate("document.documentElement.lang"))
    tap(page, f"#handoff [data-lang='{'it' if lang == 'en' else 'en'}']")
    assert screen(page) == "handoff"
    audit(page, "hand-off after the language switch")
    tap(page, f"#handoff [data-lang='{lang}']")
    assert next_holder(page) == title
    page.locator("#handoff [data-action='rules']").click()
    page.wait_for_selector("#rules-dialog[open]", state="attached")
    audit(page, "hand-off with the rules open")
    page.locator("[data-action='rules-close']").click()
    assert screen(page) == "handoff"


def leave_and_continue(app: App, page: Page, reload: bool) -> None:
    """At a hand-off: Menu, then Continue from the lobby; and (``reload``) a reload, then Continue."""
    title = next_holder(page)
    page.locator("#handoff [data-action='lobby']").click()
    page.wait_for_selector("body[data-screen='lobby']", state="attached")
    audit(page, "lobby left from a hand-off")
    continue_game(page)
    assert next_holder(page) == title
    audit(page, "hand-off after Menu and Continue")
    if reload:
        app.wait_service_worker()  # its precache done, a reload aborts no request in flight
        page.reload()
        app.wait_ready()
        continue_game(page)
        assert next_holder(page) == title
        audit(page, "hand-off after a reload and Continue")


def undo_back(page: Page) -> None:
    """At a hand-off that offers Undo: it goes back through a hand-off to the player who chose."""
    chooser = NAMES[stored_session(page).record.moves[-1][0]]
    tap(page, "#handoff-undo")
    assert screen(page) == "handoff", "Undo on a hand-off opened a private view"
    assert chooser in next_holder(page)
    audit(page, "hand-off after Undo")
    confirm(page)
    play_to_handoff(page)
    audit(page, "hand-off after the undone move was played again")


def continue_game(page: Page) -> None:
    """Tap Continue in the lobby; the game must come back behind a hand-off."""
    page.locator("#continue").click()
    page.wait_for_selector("body[data-screen='table'], body[data-screen='handoff']", state="attached")
    assert screen(page) == "handoff", "Continue opened a private view with nobody confirmed"


#: Hand-offs played through at most, looking for one that offers Undo (design value).
HANDOFFS = 4


@pytest.mark.parametrize(
    "game, players, seed, lang, undo",
    [
        ("tigris", 3, 1, "en", True),
        ("attila", 3, 1, "en", False),  # every turn ends with a draw: Undo is never offered early
        ("aztlan", 3, 1, "en", True),
        ("aztlan", 2, 1, "it", True),  # the two-player alliance game
        ("europa", 3, 9, "it", True),  # the table
    ],
)
def test_no_way_off_a_handoff_shows_a_seats_secrets(
    shared_app: App, game: str, players: int, seed: int, lang: str, undo: bool
) -> None:
    table = shared_app
    page = table.page
    fresh_lobby(page)
    set_up(page, game, players, NAMES[:players], seed, lang)
    if screen(page) == "table":  # a public first decision (Aztlán's alliance): an open turn (issue 16.4)
        assert page.locator("#open-turn").count() == 1, "the first private panel was shown with no hand-off"
        assert page.locator("#private-area").inner_html() == ""
        play_to_handoff(page)
    assert screen(page) == "handoff", "the first private panel was shown with no hand-off"
    language_and_rules(page)
    leave_and_continue(table, page, reload=False)
    undone = False
    for _ in range(HANDOFFS):
        confirm(page)
        play_to_handoff(page)
        audit(page, "hand-off")
        if page.locator("#handoff-undo").count():
            undo_back(page)
            undone = True
            break
    assert undone == undo
    language_and_rules(page)
    leave_and_continue(table, page, reload=True)


def test_vinci_has_nothing_private_so_three_humans_play_without_handoffs(shared_app: App) -> None:
    table = shared_app
    page = table.page
    fresh_lobby(page)
    set_up(page, "vinci", 3, NAMES, 1)
    for _ in range(6):
        assert screen(page) == "table"
        assert secrets(stored_session(page), "en") == set(), "a Vinci seat sees something the spectator does not"
        policy_tap(page)


#: The golden finished game whose last move the end-screen test plays by taps (two human seats).
END_SAVE = ROOT / "tests" / "data" / "saves" / "tigris-2p-end.save.json"


def one_move_before_the_end(path: Path) -> str:
    """A save document of the golden game ``path`` without its last move (read, never edited)."""
    data = json.loads(path.read_text(encoding="utf-8"))
    data["record"]["moves"] = data["record"]["moves"][:-1]
    data["summary"] = {"moves": len(data["record"]["moves"]), "over": False}
    data["id"] = "almost"
    return json.dumps(data)


def test_the_end_screens_board_and_undo_show_no_seats_secrets(shared_app: App) -> None:
    table = shared_app
    page = table.page
    fresh_lobby(page)
    seat, last = json.loads(END_SAVE.read_text(encoding="utf-8"))["record"]["moves"][-1]
    page.evaluate("([k, v]) => localStorage.setItem(k, v)", [KEY_PREFIX + "almost", one_move_before_the_end(END_SAVE)])
    page.locator("#lobby [data-lang='it']").click()  # the lobby is drawn again, with the save
    continue_game(page)
    audit(page, "hand-off before the last move")
    confirm(page)
    index = stored_session(page).legal_of(seat).index(Choice.from_json(last))
    tap(page, f"#choices button[data-choice='{index}']")
    page.wait_for_selector("body[data-screen='end']", state="attached")
    audit(page, "end screen")
    tap(page, "#end [data-action='final-board']")
    assert screen(page) == "table"
    audit(page, "the end screen's board")
    if page.locator("#undo").is_enabled():
        tap(page, "#undo")
        assert screen(page) == "handoff", "Undo from the end screen opened a private view"
        audit(page, "hand-off after Undo from the end screen")


#: What the page keeps of a game's drawing: its panels, the hand-off and the end screen (CSS).
GAME_DRAWN = "#private-area, #choices, #public-area, #log, #handoff, #end"


def test_the_lobby_keeps_nothing_of_the_table_it_was_opened_from(shared_app: App) -> None:
    """Ada at the table, her tiles in front of her, taps Menu and hands the tablet over: the lobby
    used to keep her private area (her six tiles) in the page, hidden; and a finished game's
    results stayed in it under the next game's table (session 54)."""
    page = shared_app.page
    fresh_lobby(page)
    set_up(page, "tigris", 2, NAMES[:2], 4)
    confirm(page)
    assert page.locator("#private-area .te-hand-tile").count() > 0  # her tiles are drawn
    page.locator("#table [data-action='lobby']").first.click()
    page.wait_for_selector("body[data-screen='lobby']", state="attached")
    kept = page.locator(GAME_DRAWN).evaluate_all("ns => ns.map(n => n.id + ': ' + n.innerHTML.length)")
    assert page.locator(GAME_DRAWN).evaluate_all("ns => ns.every(n => n.innerHTML === '')"), kept
    # A finished game's results, then a new game: its hand-off holds no other game's table.
    fresh_lobby(page)
    page.evaluate("([k, v]) => localStorage.setItem(k, v)", [KEY_PREFIX + "tigris-2p-end", END_SAVE.read_text()])
    page.locator("#lobby [data-lang='it']").click()  # the lobby is drawn again, with the save
    page.locator(".save [data-action='resume']").first.click()
    page.wait_for_selector("body[data-screen='end'] #score-table", state="attached")
    fresh_lobby(page)
    set_up(page, "tigris", 3, NAMES, 4)
    assert page.locator("#end").inner_html() == ""
    audit(page, "the first hand-off after a finished game's results")
