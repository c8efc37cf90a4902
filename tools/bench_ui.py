"""Hook for ``make bench``: the UI time from a tap to the updated board, per game.

tools/bench.py calls :func:`measure` once per available game with a fresh page on which the
lobby is ready (``<html data-ready="true">``).  It starts a game with the default setup, then
taps ``TAPS`` times on a highlighted choice (the first highlighted region of the board, else
the first choice button) and times, inside the page, from the tap to the first frame after the
table re-rendered (the first DOM change, then ``requestAnimationFrame``).  Returns the median in
milliseconds, or None if no tap could be timed.
"""

from __future__ import annotations

import statistics

from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import Page

#: Taps timed per game; the median is reported (design value).
TAPS = 7
#: Generous waits on a loaded machine (design value, ms): never a timing assertion.
WAIT_MS = 60_000

#: One timed tap in the page: the ms from the tap to the frame after the DOM changed, or null.
_TAP_JS = """async () => {
  const rings = [...document.querySelectorAll('#board .legal-ring')]
    .filter(r => getComputedStyle(r).display !== 'none');
  let target = null;
  if (rings.length) target = document.querySelector(`#board [data-region="${CSS.escape(rings[0].dataset.ring)}"]`);
  if (!target) target = document.querySelector('#choices button[data-choice]');
  if (!target) target = document.querySelector('[data-choice]');
  if (!target) return null;
  const changed = new Promise(resolve => {
    const mo = new MutationObserver(() => {
      mo.disconnect();
      requestAnimationFrame(() => resolve(performance.now()));
    });
    mo.observe(document.body, {subtree: true, childList: true, characterData: true, attributes: true});
  });
  const t0 = performance.now();
  target.dispatchEvent(new MouseEvent('click', {bubbles: true}));
  const t1 = await Promise.race([changed, new Promise(r => setTimeout(() => r(null), 20000))]);
  return t1 === null ? null : t1 - t0;
}"""


def _ready_for_a_tap(page: Page) -> bool:
    """Wait until a human may tap (passing a hand-off on); False once the game is over."""
    for _ in range(20):
        screen = page.evaluate("document.body.dataset.screen")
        if screen == "end":
            return False
        if screen == "handoff":
            page.locator("[data-action='handoff-ready']").first.click()
            continue
        page.wait_for_function(
            "document.body.dataset.thinking !== 'true' && (document.querySelector('[data-choice]') !== null"
            " || [...document.querySelectorAll('#board .legal-ring')].some(r => getComputedStyle(r).display !== 'none')"
            " || document.body.dataset.screen !== 'table')",
            timeout=WAIT_MS,
        )
        if page.evaluate("document.body.dataset.screen") == "table":
            return True
    return False


def measure(page: Page, game: str) -> float | None:
    """Median milliseconds from a tap on a highlighted choice to the updated board in ``game``."""
    page.locator(f".game-card[data-game='{game}']").click()
    page.wait_for_selector("body[data-screen='setup']", state="attached", timeout=WAIT_MS)
    page.locator("#seed").fill("1")
    page.locator("#start-game").click()
    page.wait_for_selector("#board svg", state="attached", timeout=WAIT_MS)
    times: list[float] = []
    for _ in range(TAPS):
        try:
            if not _ready_for_a_tap(page):
                break
        except PlaywrightError:  # no tap offered in time: report what was timed
            break
        ms = page.evaluate(_TAP_JS)
        if ms is None:
            break
        times.append(float(ms))
    return statistics.median(times) if times else None
