"""Later visits boot from a memory snapshot of the build, online and offline; a stale, corrupt
or mismatched snapshot means a normal boot, silently (issue 17, item 1; a missing one, a first
visit: test_boot_taps.py).  Each test is one boot of a fresh profile at least: the store is
per profile.

The bots' worker makes the snapshot and stores it in Cache Storage (assets/boot/snapshot.mjs);
<html data-snapshot> says how the page booted: "used", or why the normal boot ran.
"""

from __future__ import annotations

from typing import Any

import pytest

from game.registry import available
from tests.e2e.conftest import READY_TIMEOUT_MS, SNAPSHOT_MODULE, App
from tools.serve import Server

#: These tests are of the first visit: nothing is stored before the page opens.
pytestmark = pytest.mark.first_visit

#: A page of the app's origin that runs no app (so the store can be prepared before a visit).
OTHER_PAGE = "assets/icons/icon.svg"

#: Puts a bad entry of ``kind`` in the snapshot store (``module``: the store module's URL).
_PUT_JS = """async ([kind, module]) => {
  const m = await import(module);
  const headers = { [m.STORE.headers.build]: m.BUILD, [m.STORE.headers.pyodide]: m.version };
  let key = m.STORE.key;
  let bytes = new Uint8Array(1 << 16);
  if (kind === 'stale') key = m.STORE.prefix + '0123456789abcdef';
  if (kind === 'mismatched') headers[m.STORE.headers.build] = 'fedcba9876543210';
  if (kind === 'other-pyodide') {
    // A snapshot in Pyodide's own format of another Pyodide build (its build id differs).
    bytes = new Uint8Array(48 + (32 << 20));
    const words = new Uint32Array(bytes.buffer);
    words.set([1886286592, 48, 2, 0]);
    words.fill(0x0badcafe, 4, 12);
  }
  headers[m.STORE.headers.checksum] = m.checksum(bytes);
  if (kind === 'corrupt') bytes[bytes.length >> 1] ^= 0xff;  // damaged after its checksum was taken
  const cache = await caches.open(m.STORE.cache);
  await cache.put(key, new Response(bytes, { headers }));
}"""

#: The store as the page sees it: every key, and whether this build's entry checks out.
_STORE_JS = """async (module) => {
  const m = await import(module);
  const cache = await caches.open(m.STORE.cache);
  const keys = (await cache.keys()).map((r) => r.url);
  const hit = await cache.match(m.STORE.key);
  let valid = false;
  if (hit) {
    const bytes = new Uint8Array(await hit.arrayBuffer());
    valid = hit.headers.get(m.STORE.headers.build) === m.BUILD
      && m.checksum(bytes) === hit.headers.get(m.STORE.headers.checksum)
      && new Uint32Array(bytes.buffer, 0, 1)[0] === 1886286592;
  }
  return { keys, key: m.STORE.key, valid };
}"""


def _booted_from(app: App) -> str:
    return str(app.page.evaluate("document.documentElement.dataset.snapshot"))


def _wait_stored(app: App) -> dict[str, Any]:
    """Wait until the bots' worker has stored this build's snapshot; the store as the page sees it."""
    app.page.wait_for_selector("html[data-snapshot-stored='true']", state="attached", timeout=READY_TIMEOUT_MS)
    store: dict[str, Any] = app.page.evaluate(_STORE_JS, "./" + SNAPSHOT_MODULE)
    return store


def _lobby_works(app: App) -> None:
    page = app.page
    enabled = page.eval_on_selector_all(".game-card", "cs => cs.filter(c => !c.disabled).map(c => c.dataset.game)")
    assert sorted(enabled) == sorted(available())
    page.locator(".game-card[data-available='true']").first.click()
    page.wait_for_selector("body[data-screen='setup']", state="attached")
    page.locator("[data-action='lobby']").first.click()


def test_a_later_visit_boots_from_the_snapshot_online_and_offline(app: App, server: Server) -> None:
    # Only another build's snapshot is stored (a visit before the last deploy): not this boot's
    # to judge, so the normal boot runs and the worker replaces it. (A first visit with nothing
    # stored, "missing", is test_boot_taps.py's.)
    app.open(server.url + OTHER_PAGE)
    app.page.evaluate(_PUT_JS, ["stale", server.url + SNAPSHOT_MODULE])
    app.open(server.url)
    app.wait_ready()
    assert _booted_from(app) == "stale"
    store = _wait_stored(app)
    assert store["valid"] and store["keys"] == [store["key"]]
    app.page.reload(timeout=READY_TIMEOUT_MS)
    app.wait_ready()
    assert _booted_from(app) == "used"
    app.start_game()
    app.wait_service_worker()
    app.set_offline(True)
    app.page.reload(timeout=READY_TIMEOUT_MS)
    app.wait_ready()
    assert _booted_from(app) == "used"
    app.start_game()


@pytest.mark.parametrize("kind, outcome", [
    ("mismatched", "mismatched"),  # this build's key, another build's snapshot
    ("other-pyodide", "mismatched"),  # made by another Pyodide: Pyodide itself refuses it
    ("corrupt", "corrupt"),  # bytes that no longer match their checksum
])  # fmt: skip
def test_a_bad_snapshot_means_a_normal_boot_and_is_dropped(app: App, server: Server, kind: str, outcome: str) -> None:
    app.open(server.url + OTHER_PAGE)
    app.page.evaluate(_PUT_JS, [kind, server.url + SNAPSHOT_MODULE])
    app.open(server.url)
    app.wait_ready()
    assert _booted_from(app) == outcome
    _lobby_works(app)  # and the app fixture fails the test on any page error
    store = app.page.evaluate(_STORE_JS, "./" + SNAPSHOT_MODULE)
    assert store["keys"] == []  # a refused entry is dropped at once, so the worker stores a good one
