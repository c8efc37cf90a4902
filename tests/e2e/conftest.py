"""Fixtures for the end-to-end tests: the served app, Debian's Chromium, guarded browser contexts.

- ``server``: the repository's served tree on 127.0.0.1 (a free port), ``server.url`` is the page.
- ``site``: exactly the deploy tree (``tools/vendor.py --site``) copied to a temporary folder.
- ``browser``: one headless ``/usr/bin/chromium`` per test session (``playwright install`` is
  never used: Playwright only drives the system browser).
- ``app``: a fresh browser context and page whose every request to a host other than localhost
  is aborted and recorded; the test fails at teardown if any such attempt, any uncaught page
  error or any failed local request happened.  ``app.open(url)`` loads the page,
  ``app.wait_ready()`` waits for ``<html data-ready="true">``, ``app.start_game()`` walks the
  lobby contract (available card -> #setup -> #start-game -> the first hand-off, if any -> table
  with the board in #board).

Other e2e test files (the table's) can use ``app`` and ``server`` as they are.

Pages of ``server`` boot as a returning visitor's do: from this build's memory snapshot, put in
the context's Cache Storage before the page opens (``SnapshotSeed``). A cold boot costs several
seconds of both cores and a second one in the bots' worker, which then makes the snapshot; the
suite boots a hundred times. A test of the first visit itself (the boot, the snapshot, the offline
cache) is marked ``first_visit`` and boots cold.
"""

from __future__ import annotations

import base64
import fcntl
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urljoin, urlsplit

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, Playwright, Request, Route, sync_playwright

from tools import vendor
from tools.chromium import CHROMIUM, CHROMIUM_FLAGS
from tools.serve import Server

#: The runtime file without which Python cannot start (held back by ``App.open_with_python_held``).
PYTHON_RUNTIME = "**/pyodide.asm.wasm"
#: The tablet in landscape the product is designed for (design value).
VIEWPORT = {"width": 1280, "height": 800}
#: Longest wait for Python to be ready; a cold boot takes a few seconds, CI shares 2 cores.
READY_TIMEOUT_MS = 120_000
#: Longest wait for one UI step (a tap and its screen change).
STEP_TIMEOUT_MS = 30_000
#: Where the memory snapshot the pages boot from is kept, one file per build (under the served
#: repository, so a page fetches it from its own origin); the lock lets one pytest worker make it.
SNAPSHOT_DIR = vendor.ROOT / "build" / "e2e"
#: Longest wait for the bots' worker to store its snapshot after the lobby is ready (it starts
#: after ``WORKER_IDLE_MS``, then boots and imports game/ and ui/ before it takes one).
SNAPSHOT_TIMEOUT_S = 180
#: The app's own snapshot module: what the page stores and looks for (``STORE``, ``storeSnapshot``).
SNAPSHOT_MODULE = "assets/boot/snapshot.mjs"
_SNAPSHOT_STORED = """async (mod) => { const m = await import(mod);
  return !!(await (await caches.open(m.STORE.cache)).match(m.STORE.key)); }"""
_SNAPSHOT_BASE64 = """async (mod) => { const m = await import(mod);
  const r = await (await caches.open(m.STORE.cache)).match(m.STORE.key);
  const b = new Uint8Array(await r.arrayBuffer()); let s = "";
  for (let i = 0; i < b.length; i += 0x8000) s += String.fromCharCode.apply(null, b.subarray(i, i + 0x8000));
  return btoa(s); }"""
_SNAPSHOT_STORE = """async ([mod, file]) => { const m = await import(mod);
  return await m.storeSnapshot(new Uint8Array(await (await fetch(file)).arrayBuffer())); }"""
#: How Chromium reports a request it cancelled (a navigation, a worker ended).
ABORTED = "net::ERR_ABORTED"
LOCAL_HOSTS = frozenset({"127.0.0.1", "localhost", "[::1]", "::1"})
#: The service worker's caches (assets/sw.js names them "tavoliere-<build>"), as a JS promise.
SW_CACHES_JS = "caches.keys().then((names) => names.filter((n) => n.startsWith('tavoliere-')))"


def is_local(url: str) -> bool:
    """True for URLs the app may load: this machine's server, or in-page data/blob URLs."""
    parts = urlsplit(url)
    return parts.scheme in ("data", "blob", "about") or (parts.hostname or "") in LOCAL_HOSTS


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    here = Path(__file__).parent
    for item in items:
        if here in Path(str(item.fspath)).parents:
            item.add_marker(pytest.mark.e2e)


@pytest.fixture(scope="session")
def built() -> str:
    """Refresh app.zip and sw.js from the current sources (the runtime must be vendored already);
    the build hash."""
    if not (vendor.VENDOR / "pyodide" / "pyodide.asm.wasm").is_file():
        pytest.fail("the runtime is not vendored: run `make setup`")
    return vendor.build(runtime=False)


@pytest.fixture(scope="session")
def server(built: str) -> Iterator[Server]:
    with Server(vendor.ROOT) as srv:
        yield srv


@pytest.fixture(scope="session")
def site(built: str, tmp_path_factory: pytest.TempPathFactory) -> Path:
    target = tmp_path_factory.mktemp("site")
    vendor.copy_site(target)
    return target


class SnapshotSeed:
    """This build's memory snapshot, as the bots' worker makes it on a first visit: made once, by
    the first pytest worker to need it, while another worker's tests boot cold meanwhile (they
    would otherwise wait idle on the lock for a whole first visit)."""

    def __init__(self, build: str, server: Server, browser: Browser) -> None:
        self.path = SNAPSHOT_DIR / f"snapshot-{build}.bin"
        self.server, self.browser = server, browser

    def url(self) -> str | None:
        """The snapshot's URL on the server, or None while another worker is making it."""
        if not self.path.is_file():
            SNAPSHOT_DIR.mkdir(parents=True, exist_ok=True)
            with open(SNAPSHOT_DIR / "snapshot.lock", "w") as lock:
                try:
                    fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
                except BlockingIOError:
                    return None
                if not self.path.is_file():
                    for old in SNAPSHOT_DIR.glob("snapshot-*.bin"):
                        old.unlink()
                    tmp = self.path.with_suffix(".tmp")
                    tmp.write_bytes(_made_snapshot(self.browser, self.server))
                    tmp.replace(self.path)
        return urljoin(self.server.url, self.path.relative_to(vendor.ROOT).as_posix())

    def for_app(self) -> tuple[str, str] | None:
        """What ``App`` seeds its context with: (the server's address, the snapshot's URL)."""
        snapshot = self.url()
        return None if snapshot is None else (self.server.url, snapshot)


@pytest.fixture(scope="session")
def snapshot_seed(built: str, server: Server, browser: Browser) -> SnapshotSeed:
    return SnapshotSeed(built, server, browser)


def _made_snapshot(browser: Browser, server: Server) -> bytes:
    """A first visit to the lobby, until the bots' worker has stored the snapshot: its bytes."""
    module = urljoin(server.url, SNAPSHOT_MODULE)
    visit = App(browser.new_context(viewport=VIEWPORT))
    try:
        visit.open(server.url)
        visit.wait_ready()
        for _ in range(SNAPSHOT_TIMEOUT_S * 2):
            if visit.page.evaluate(_SNAPSHOT_STORED, module):
                visit.check_clean()
                return base64.b64decode(visit.page.evaluate(_SNAPSHOT_BASE64, module))
            visit.page.wait_for_timeout(500)
        pytest.fail(f"the bots' worker stored no memory snapshot within {SNAPSHOT_TIMEOUT_S} s of a first visit")
    finally:
        visit.context.close()


@pytest.fixture(scope="session")
def playwright() -> Iterator[Playwright]:
    with sync_playwright() as pw:
        yield pw


@pytest.fixture(scope="session")
def browser(playwright: Playwright) -> Iterator[Browser]:
    if not Path(CHROMIUM).exists():
        pytest.fail(f"{CHROMIUM} is missing: run `make setup` (it installs Debian's chromium)")
    browser = playwright.chromium.launch(executable_path=CHROMIUM, args=list(CHROMIUM_FLAGS))
    yield browser
    browser.close()


class App:
    """One guarded browser context with one page, and the steps every e2e test takes."""

    def __init__(self, context: BrowserContext, seed: tuple[str, str] | None = None) -> None:
        self.context = context
        #: (the server's address, its snapshot's URL): a page of that server boots from the
        #: snapshot, put in the context's storage before the first page opens.
        self.seed = seed
        self.seeded = False
        self.outside: list[str] = []  # non-local URLs the page tried to load
        self.errors: list[str] = []  # uncaught page errors
        self.failed: list[str] = []  # local requests answered >= 400 or failed
        self.allow_failures = False
        self.offline = False  # set_offline(True) makes failed requests expected
        context.route("**/*", self._guard)
        self.page: Page = context.new_page()
        self.page.on("pageerror", lambda exc: self.errors.append(str(exc)))
        self.page.on("response", lambda r: r.status >= 400 and self.failed.append(f"{r.status} {r.url}"))
        self.page.on("requestfailed", self._request_failed)

    def _guard(self, route: Route, request: Request) -> None:
        if is_local(request.url):
            route.continue_()
        else:
            self.outside.append(request.url)
            route.abort("blockedbyclient")

    def _request_failed(self, request: Request) -> None:
        # ERR_ABORTED is a load the browser itself gave up: a reload or a navigation while the
        # bots' worker was still fetching the runtime ends the worker and its fetches. A load
        # that mattered and failed shows anyway (no ready page, an error, a status >= 400).
        if is_local(request.url) and not self.offline and request.failure != ABORTED:
            self.failed.append(f"failed {request.url}: {request.failure}")

    def set_offline(self, offline: bool) -> None:
        self.offline = offline
        self.context.set_offline(offline)

    def open(self, url: str, wait_until: Any = "load") -> None:
        if self.seed is not None and url.startswith(self.seed[0]):
            # The snapshot module's own URL is a page of the origin with nothing else on it.
            module = urljoin(self.seed[0], SNAPSHOT_MODULE)
            self.page.goto(module)
            assert self.page.evaluate(_SNAPSHOT_STORE, [module, self.seed[1]]), "no Cache Storage to seed"
            self.seed = None
            self.seeded = True
        self.page.goto(url, wait_until=wait_until, timeout=READY_TIMEOUT_MS)

    def open_with_python_held(self, url: str) -> list[Route]:
        """Open ``url`` with the Python runtime's file held back, so Python cannot start: the
        held request, for the test to ``continue_()`` when it lets Python start."""
        held: list[Route] = []
        self.context.route(PYTHON_RUNTIME, lambda route, request: held.append(route))
        self.open(url, wait_until="commit")
        return held

    def wait_ready(self) -> None:
        self.page.wait_for_selector("html[data-ready='true']", state="attached", timeout=READY_TIMEOUT_MS)
        if self.seeded:  # a seeded context that boots the normal way has lost its speed silently
            outcome = self.page.evaluate("document.documentElement.dataset.snapshot")
            assert outcome == "used", f"the page did not boot from the seeded snapshot: {outcome}"

    def wait_service_worker(self) -> str:
        """Wait until a service worker controls the page with its cache filled; return the names
        of the service worker's caches (the memory snapshot's cache is not one of them)."""
        self.page.wait_for_function(
            "navigator.serviceWorker.controller !== null", timeout=READY_TIMEOUT_MS, polling=100
        )
        names: list[str] = self.page.evaluate(f"navigator.serviceWorker.ready.then(() => {SW_CACHES_JS})")
        return ",".join(names)

    def start_game(self) -> None:
        """From the ready lobby: tap the first available game, then start it; the board must show."""
        page = self.page
        cards = page.locator(".game-card[data-available='true']")
        assert cards.count() > 0, "no game is available: none of game/<name>/__init__.py exports SPEC yet"
        cards.first.click(timeout=STEP_TIMEOUT_MS)
        page.wait_for_selector("body[data-screen='setup']", state="attached", timeout=STEP_TIMEOUT_MS)
        page.locator("#start-game").click(timeout=STEP_TIMEOUT_MS)
        # Several human seats in a game with secrets: the first player is handed the device first.
        page.wait_for_selector(
            "body[data-screen='table'], body[data-screen='handoff']", state="attached", timeout=STEP_TIMEOUT_MS
        )
        if page.evaluate("document.body.dataset.screen") == "handoff":
            page.locator("#handoff-ready").click(timeout=STEP_TIMEOUT_MS)
        page.wait_for_selector("body[data-screen='table']", state="attached", timeout=STEP_TIMEOUT_MS)
        page.wait_for_selector("#board svg", state="visible", timeout=STEP_TIMEOUT_MS)

    def check_clean(self) -> None:
        assert self.outside == [], f"the app tried to reach other hosts: {self.outside}"
        assert self.errors == [], f"uncaught errors in the page: {self.errors}"
        if not self.allow_failures:
            assert self.failed == [], f"local requests failed: {self.failed}"


def _seed(request: pytest.FixtureRequest) -> tuple[str, str] | None:
    """What ``App`` seeds its context with: nothing for a test of the first visit."""
    if request.node.get_closest_marker("first_visit"):
        return None
    seed: SnapshotSeed = request.getfixturevalue("snapshot_seed")
    return seed.for_app()


@pytest.fixture(scope="module")
def shared_app(request: pytest.FixtureRequest, browser: Browser, server: Server) -> Iterator[App]:
    """One guarded page, its lobby ready, for all the tests of a module: a boot costs more than
    many taps, so tests that can follow one another share it (each starts from
    ``play.fresh_lobby``); the same checks as ``app`` run when the module is done."""
    guarded = App(browser.new_context(viewport=VIEWPORT), _seed(request))
    guarded.context.set_default_timeout(STEP_TIMEOUT_MS)
    try:
        guarded.open(server.url)
        guarded.wait_ready()
        yield guarded
        guarded.check_clean()
    finally:
        guarded.context.close()


@pytest.fixture
def app(request: pytest.FixtureRequest, browser: Browser) -> Iterator[App]:
    context = browser.new_context(viewport=VIEWPORT)
    context.set_default_timeout(STEP_TIMEOUT_MS)
    session = App(context, _seed(request))
    try:
        yield session
        session.check_clean()
    finally:
        context.close()
