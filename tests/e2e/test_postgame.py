"""After the game, in Chromium (issue 20): a finished game of each title, imported through the
lobby, shows its results with Replay and Analysis; the analysis runs in the background with a
progress bar and lists the key moments; the replay is scrubbed, a key moment and a chart point
are tapped, the chart is exported; screenshots at both tablet sizes in artifacts/postgame/.
A game in progress replays as the table, or as one human seat after a hand-off to it.
All the tests share one page (one boot).

To keep the run short the finished games are the golden saves (tests/data/saves) and most of
their analyses travel in the imported file, computed here beforehand with a quick bot; Attila's
and Vinci's are computed live, as a player's would be: in the bots' worker, part by part (Vinci's
key moments are its virtual players': no bot is asked there, so its analysis must equal the one
the page computes; Attila's asks the hard bot five times).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Page

from game.bots import Settings, Thinking
from game.core.jsondata import dumps, loads
from tests.e2e.conftest import VIEWPORT, App
from tests.e2e.play import ARTIFACTS, TABLET_SIZES, fresh_lobby, screen
from ui.analysis import Analysis
from ui.replay import Replay
from ui.saves import session_from_json

SAVES = Path(__file__).resolve().parents[1] / "data" / "saves"
#: The finished game of each title.
FINISHED = {
    "tigris": "tigris-2p-end",
    "attila": "attila-2p-end",
    "aztlan": "aztlan-3p-end",
    "vinci": "vinci-4p-duo-end",
    "europa": "europa-4p-end",
}
#: Titles whose analysis the page computes (the others' comes in the file).
LIVE = ("attila", "vinci")
#: Longest wait for an analysis the page computes (five hard-bot decisions of 2 s and the
#: evaluations, on a shared machine).
ANALYSIS_TIMEOUT_MS = 180_000
SHOTS = ARTIFACTS / "postgame"
#: There once the replay is built (its buttons are drawn after its last slice).
BUILT = "#replay-buttons [data-action='replay-play']"
#: The replay's step, as the scrubber holds it.
STEP = "Number(document.getElementById('scrub').value)"
#: A point of a chart whose own touch target is on top at its centre: [step, x, y] on the page.
OPEN_POINT = """sel => {
  for (const g of document.querySelectorAll(sel)) {
    const hit = g.querySelector('.hit');
    const box = hit.getBoundingClientRect();
    const x = box.x + box.width / 2, y = box.y + box.height / 2;
    if (g.contains(document.elementFromPoint(x, y))) return [Number(g.dataset.step), x, y];
  }
  return null;
}"""


def _quick(game: Any) -> Any:
    def make(state: Any, step: int, seat: int, events: Any) -> Thinking:
        return Thinking(game, state, seat, "medium", seed=step, settings=Settings.for_level("medium"))

    return make


@pytest.fixture(scope="module")
def save_files(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """Each title's finished game as a file to import; with its analysis unless the page computes it."""
    folder = tmp_path_factory.mktemp("postgame")
    files = {}
    for game, stem in FINISHED.items():
        data = loads((SAVES / f"{stem}.save.json").read_text(encoding="utf-8"))
        if game not in LIVE:
            session = session_from_json(data)
            replay = Replay(session.record, session.seats, session.game)
            job = Analysis(
                replay.game, replay.record, replay.seats, replay.states, replay.events, thinking=_quick(replay.game)
            )
            data["analysis"] = job.run().to_json()
        files[game] = folder / f"{stem}.json"
        files[game].write_text(dumps(data), encoding="utf-8")
    return files


def step_of(page: Page) -> int:
    return int(page.evaluate(STEP))


def wait_step(page: Page, step: int) -> None:
    page.wait_for_function(f"{STEP} === {step}")


@pytest.mark.parametrize("game", list(FINISHED))
def test_a_finished_game_replays_with_its_charts_key_moments_and_exports(
    shared_app: App, save_files: dict[str, Path], game: str
) -> None:
    page = shared_app.page
    fresh_lobby(page)
    page.set_input_files("#import-file", str(save_files[game]))
    page.wait_for_selector("#save-list [data-action='analysis']")
    # The results of the finished game: the end screen offers Replay and Analysis.
    page.locator("#save-list [data-action='resume']").first.click()
    page.wait_for_selector("body[data-screen='end']", state="attached")
    assert page.locator("#end [data-action='replay-current']").is_visible()
    watch_progress(page)
    page.locator("#end [data-action='analysis-current']").click()
    page.wait_for_selector("body[data-screen='table'][data-mode='replay'] #board svg [data-region]", state="attached")
    page.wait_for_selector(BUILT, state="attached")  # the replay is built in slices first
    total = int(page.evaluate("Number(document.getElementById('scrub').max)"))
    assert total == len(json.loads(save_files[game].read_text())["record"]["moves"]) and step_of(page) == total

    # The analysis: a progress bar while the bots' worker computes it, then the key moments.
    page.wait_for_selector(".pg-moment", timeout=ANALYSIS_TIMEOUT_MS)
    page.wait_for_function("!document.getElementById('analysis-progress')", timeout=ANALYSIS_TIMEOUT_MS)
    if game in LIVE:  # in the worker, one message for the evaluations then one per key moment
        cache = stored_analysis(page)
        assert where_analysed(page) == ("worker", 1 + len(cache["picks"]))
        assert page.evaluate("window.sawProgress") is True
        if game == "vinci":  # no bot is asked: the worker's analysis is exactly the page's
            assert cache == page_analysis(FINISHED[game])
    moments = page.locator(".pg-moment")
    assert 1 <= moments.count() <= 5
    assert page.locator(".pg-moment .pg-bot").first.inner_text().strip()  # the bot's view is said
    assert page.locator("#pg-legend .pg-key").count() == len(json.loads(save_files[game].read_text())["seats"])

    # Scrub: the slider by keyboard, then the step buttons; the log follows.
    page.locator("#scrub").press("Home")
    wait_step(page, 0)
    assert page.locator("#log li").count() == 0 and "Move 0 of" in page.locator("#scrub-label").inner_text()
    page.locator("#scrub").press("PageUp")
    page.wait_for_function(f"{STEP} > 0")
    page.locator("[data-action='replay-jump'][data-unit='turn'][data-dir='1']").click()
    page.wait_for_function(f"{STEP} > 1")
    assert page.locator("#log li").count() > 0

    # Tap a key moment: the replay goes to where it began.
    last = moments.nth(moments.count() - 1)
    target = int(last.get_attribute("data-step") or "-1")
    last.click()
    wait_step(page, target)
    page.wait_for_selector(".pg-moment[aria-current='step']")
    shoot(page, f"{game}-analysis")

    # Tap a scoring event on the score chart.
    page.locator("[data-action='postgame-tab'][data-tab='scores']").click()
    page.wait_for_selector(".chart .chart-mark")
    point = page.evaluate(OPEN_POINT, ".chart .chart-mark")
    assert point is not None, "no scoring event can be tapped"
    page.mouse.click(point[1], point[2])
    wait_step(page, point[0])
    shoot(page, f"{game}-scores")

    # Export the chart as an image, SVG and PNG.
    with page.expect_download() as download:
        page.locator("[data-action='postgame-svg']").click()
    assert download.value.suggested_filename == f"tavoliere-{game}-scores.svg"
    assert "<svg" in Path(download.value.path()).read_text(encoding="utf-8")
    with page.expect_download() as download:
        page.locator("[data-action='postgame-png']").click()
    assert download.value.suggested_filename == f"tavoliere-{game}-scores.png"
    assert Path(download.value.path()).read_bytes().startswith(b"\x89PNG")
    if game == "attila":
        reimport_the_game_file_with_its_analysis(page)
    if game == "aztlan":  # the same screen in Italian
        page.locator("#table-bar [data-lang='it']").click()
        page.locator("[data-action='postgame-tab'][data-tab='advantage']").click()
        page.wait_for_selector(".pg-moments-title:text('Momenti chiave')")
        assert "Mossa" in page.locator("#scrub-label").inner_text()
        shoot(page, f"{game}-analysis-it")


def test_a_game_in_progress_replays_as_the_table_or_as_one_seat_behind_a_hand_off(shared_app: App) -> None:
    page = shared_app.page
    fresh_lobby(page)
    page.set_input_files("#import-file", str(SAVES / "tigris-3p-mid.save.json"))
    page.locator("#save-list [data-action='replay']").click()
    page.wait_for_selector(".pg-watch-row", state="attached")
    private = page.locator("#private-area")
    assert private.is_hidden() and page.locator(".te-private").count() == 0  # the table's view
    offered = [plain(t) for t in page.locator(".pg-watch").all_inner_texts()]
    assert offered == ["Table", "Player A", "Player C"]  # no bot's hand
    page.locator("#scrub").press("End")
    page.locator("[data-action='replay-watch'][data-seat='2']").click()
    page.wait_for_selector("body[data-screen='handoff']", state="attached")
    assert "Pass the device to Player C" in plain(page.locator("#handoff-title").inner_text())
    assert page.locator(".te-private").count() == 0  # nothing private behind the hand-off
    page.locator("#handoff-ready").click()
    page.wait_for_selector("body[data-screen='table'] #private-area .te-private", state="attached")
    assert page.locator(".te-private").count() == 1 and "Player C" in private.inner_text()
    assert page.locator(".te-hand-tile").count() > 0
    shoot(page, "tigris-in-progress-watched")
    page.locator("[data-action='replay-watch'][data-seat='']").click()
    page.wait_for_function("!document.querySelector('.te-private')")
    assert screen(page) == "table" and private.is_hidden()


def watch_progress(page: Page) -> None:
    """From now on ``window.sawProgress`` turns true once the analysis' progress bar is drawn
    (a quick analysis may be over before a test's next look at the page)."""
    page.evaluate(
        "window.sawProgress = false; new MutationObserver((_, watch) => {"
        " if (document.getElementById('analysis-progress')) { window.sawProgress = true; watch.disconnect(); } })"
        ".observe(document.body, { childList: true, subtree: true })"
    )


def stored_analysis(page: Page) -> Any:
    """The analysis kept in the one save with one (the tests start with no save)."""
    found = page.evaluate(
        "Object.keys(localStorage).filter(k => k.startsWith('tavoliere.save.'))"
        ".map(k => JSON.parse(localStorage.getItem(k)).analysis).filter(Boolean)"
    )
    assert len(found) == 1, found
    return found[0]


def where_analysed(page: Page) -> tuple[str, int]:
    """Where the last analysis ran ("worker" or "page") and how many parts the worker answered."""
    place, parts = page.evaluate(
        "[document.documentElement.dataset.analysis, document.documentElement.dataset.analysisParts]"
    )
    return str(place), int(parts)


def page_analysis(stem: str) -> Any:
    """The analysis of a golden save as the page's own slices compute it (the same code, here)."""
    replay = Replay(*_record_of(stem))
    return Analysis(replay.game, replay.record, replay.seats, replay.states, replay.events).run().to_json()


def _record_of(stem: str) -> tuple[Any, Any, Any]:
    session = session_from_json(loads((SAVES / f"{stem}.save.json").read_text(encoding="utf-8")))
    return session.record, session.seats, session.game


def plain(words: str) -> str:
    """A text without the marks that bidi-isolate the players' names (``i18n.isolate``)."""
    return words.replace("\u2068", "").replace("\u2069", "")


def reimport_the_game_file_with_its_analysis(page: Page) -> None:
    """The whole game as a file: the analysis the page computed travels in it, and the imported
    copy opens in the replay with its key moments at once (no analysis runs again)."""
    with page.expect_download() as download:
        page.locator("#postgame [data-action='export-current']").click()
    data = json.loads(Path(download.value.path()).read_text(encoding="utf-8"))
    assert data["analysis"]["picks"]
    page.locator("#table-bar [data-action='lobby']").click()
    page.wait_for_selector("body[data-screen='lobby']", state="attached")
    page.set_input_files("#import-file", download.value.path())
    page.wait_for_function("document.querySelectorAll(\"#save-list [data-action='analysis']\").length === 2")
    copy = page.locator(f"#save-list [data-action='analysis']:not([data-id='{data['id']}'])")
    assert copy.count() == 1
    copy.click()
    page.wait_for_selector(".pg-moment", state="attached")
    assert page.locator("#analysis-progress").count() == 0
    assert page.locator(".pg-moment").count() == len(page.locator(".chart .chart-moment").all())


def shoot(page: Page, name: str) -> None:
    """Screenshots at both tablet sizes, the side panel scrolled to the charts."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.wait_for_selector("#toast[data-shown='false']", state="attached", timeout=10_000)  # "Game imported" gone
    for width, height in TABLET_SIZES:
        page.set_viewport_size({"width": width, "height": height})
        page.evaluate("document.getElementById('side').scrollTop = 0")
        page.wait_for_timeout(200)
        page.screenshot(path=str(SHOTS / f"{name}-{width}x{height}.png"))
    page.set_viewport_size(VIEWPORT)
