"""Bots in the browser: how long they think and whether the page stays responsive meanwhile.

tools/bench.py and tests/e2e/test_bots_worker.py call :func:`play` with a page on which the lobby
is ready and the bots' worker has started (``<html data-bot-worker="ready">``).  It sets up a
game with one human and two hard bots (seed fixed), taps the human's first highlighted choice
whenever it is the human's turn, and lets the bots play, until the bots have made
``decisions`` decisions or the game is over.

It reads what the page records:

- every bot decision, a User Timing measure ``tavoliere:bot-decision`` from the moment the
  page began to write the request to the answer (ui/bot_client.py), its seat in ``detail``;
- every main-thread task longer than 50 ms (a ``longtask`` PerformanceObserver, which
  :data:`LONG_TASKS_JS` installs before the page loads).

A *turn* is a run of decisions of one seat with no other seat's in between; it lasts from
the first request to the last answer.  A task counts as *during thinking* when it lies
wholly inside a decision (the task that receives the answer and plays it starts inside and
ends outside: that is the move being shown, not the page waiting).
"""

from __future__ import annotations

import statistics
from dataclasses import dataclass, field

from playwright.sync_api import Page

from tools.bench_ui import _TAP_JS

#: Installs the long-task observer; pass to ``page.add_init_script`` before the page loads.
LONG_TASKS_JS = """
window.__longTasks = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) window.__longTasks.push([e.startTime, e.duration]);
}).observe({ type: "longtask", buffered: true });
"""
#: Generous waits on a loaded machine (design value, ms): never a timing assertion.
WAIT_MS = 120_000
#: Timestamps of long tasks are coarser than the page's clock (design value, ms).
EDGE_MS = 1.0
#: How often the page is asked whether it is the human's turn (design value, ms).
POLL_MS = 100
#: The human's seat; the bots sit at 1 and 2.
HUMAN_SEAT = 0
BOT_LEVEL = "hard"

_STATE_JS = """() => ({
  decisions: performance.getEntriesByName('tavoliere:bot-decision').length,
  screen: document.body.dataset.screen,
  thinking: document.body.dataset.thinking === 'true',
})"""
_HUMAN_CAN_TAP_JS = """() => document.body.dataset.thinking !== 'true' && document.body.dataset.screen === 'table'
  && (document.querySelector('[data-choice]') !== null
      || [...document.querySelectorAll('#board .legal-ring')].some(r => getComputedStyle(r).display !== 'none'))"""


@dataclass
class BotRun:
    """What :func:`play` measured in one game (all times in ms)."""

    game: str
    decisions: list[tuple[int, float, float]] = field(default_factory=list)  # (seat, start, duration)
    long_tasks: list[tuple[float, float]] = field(default_factory=list)  # (start, duration), the whole run
    ended: bool = False

    def decision_ms(self) -> list[float]:
        return [d for _, _, d in self.decisions]

    def turn_ms(self) -> list[float]:
        turns: list[float] = []
        seat, first, last = -1, 0.0, 0.0
        for s, start, duration in self.decisions:
            if s != seat:
                if seat >= 0:
                    turns.append(last - first)
                seat, first = s, start
            last = start + duration
        if seat >= 0:
            turns.append(last - first)
        return turns

    def tasks_while_thinking(self) -> list[tuple[int, float, float]]:
        """The long tasks lying wholly inside a decision: (decision number, ms from its start,
        duration).  The task that sends a request starts a moment before the decision does, so
        a task must start ``EDGE_MS`` after it to count."""
        return [
            (i, t - start, d)
            for t, d in self.long_tasks
            for i, (_, start, duration) in enumerate(self.decisions)
            if start + EDGE_MS < t and t + d <= start + duration
        ]

    def longest_while_thinking(self) -> float:
        return max((d for _, _, d in self.tasks_while_thinking()), default=0.0)

    def longest_task(self) -> float:
        return max((d for _, d in self.long_tasks), default=0.0)


def percentile(values: list[float], share: float) -> float | None:
    """The nearest-rank percentile (``share`` in (0, 1]); None for no values."""
    if not values:
        return None
    ordered = sorted(values)
    return ordered[max(0, min(len(ordered) - 1, round(share * len(ordered) + 0.5) - 1))]


def median(values: list[float]) -> float | None:
    return statistics.median(values) if values else None


def _wait(page: Page, condition: str) -> None:
    """Wait until the JS expression ``condition`` is true, asking every POLL_MS.  Not
    ``wait_for_function``: polling in the page on every frame adds main-thread tasks of its
    own, and its timer polling was seen to hold back the page's own timers."""
    for _ in range(WAIT_MS // POLL_MS):
        if page.evaluate(f"() => Boolean({condition})"):
            return
        page.wait_for_timeout(POLL_MS)
    raise TimeoutError(f"still not true after {WAIT_MS} ms: {condition}")


def set_up(page: Page, game: str, seed: int = 1) -> None:
    """From the ready lobby: ``game`` with the human at seat 0 and hard bots at seats 1 and 2."""
    page.locator(f".game-card[data-game='{game}']").click()
    page.wait_for_selector("body[data-screen='setup']", state="attached")
    page.locator(".count[data-n='3']").click()
    for seat in (1, 2):
        page.locator(f".kind[data-seat='{seat}']").select_option(f"bot:{BOT_LEVEL}")
    page.locator("#seed").fill(str(seed))
    page.locator("#start-game").click()
    page.wait_for_selector("body[data-screen='table'] #board svg", state="attached", timeout=WAIT_MS)


def play(page: Page, game: str, decisions: int, seed: int = 1) -> BotRun:
    """Set ``game`` up (:func:`set_up`) and play until the bots made ``decisions`` decisions."""
    start = float(page.evaluate("performance.now()"))
    done_before = int(page.evaluate("performance.getEntriesByName('tavoliere:bot-decision').length"))
    set_up(page, game, seed)
    run = BotRun(game)
    while True:
        state = page.evaluate(_STATE_JS)
        if state["decisions"] - done_before >= decisions:
            break
        if state["screen"] == "end":
            run.ended = True
            break
        if state["screen"] == "handoff":
            page.locator("[data-action='handoff-ready']").first.click()
            continue
        _wait(
            page,
            f"({_HUMAN_CAN_TAP_JS})() || document.body.dataset.screen !== 'table'"
            f" || performance.getEntriesByName('tavoliere:bot-decision').length >= {done_before + decisions}",
        )
        if page.evaluate(_HUMAN_CAN_TAP_JS):
            page.evaluate(_TAP_JS)
    _wait(page, "document.body.dataset.thinking !== 'true'")
    entries = page.evaluate(
        "(t0) => performance.getEntriesByName('tavoliere:bot-decision').filter(e => e.startTime >= t0)"
        ".map(e => [e.detail.seat, e.startTime, e.duration])",
        start,
    )
    run.decisions = [(int(s), float(t), float(d)) for s, t, d in entries]
    run.long_tasks = [(float(t), float(d)) for t, d in page.evaluate("window.__longTasks") if t >= start]
    return run
