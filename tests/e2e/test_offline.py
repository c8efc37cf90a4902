"""Offline play, installability, cache versioning and sub-path hosting (issue 2, items 5, 6 and 9)."""

from __future__ import annotations

import json
import re
import urllib.parse
import urllib.request
from pathlib import Path

import pytest

from tests.e2e.conftest import READY_TIMEOUT_MS, SW_CACHES_JS, App
from tools import vendor
from tools.serve import Server

#: These tests are of the first visit: nothing is stored before the page opens.
pytestmark = pytest.mark.first_visit

#: GitHub Pages serves a project site under /<repo>/.
SUB_PATH = "/tavoliere/"
CACHE_PREFIX = "tavoliere-"


def _build_of(sw_text: str) -> str:
    match = re.search(r'const BUILD = "([0-9a-f]+)";', sw_text)
    assert match, "sw.js has no build hash"
    return match.group(1)


def test_app_reloads_and_starts_a_game_offline_after_one_visit(app: App, server: Server) -> None:
    app.open(server.url)
    app.wait_ready()
    caches = app.wait_service_worker()
    assert caches == CACHE_PREFIX + _build_of((vendor.ROOT / "sw.js").read_text())
    app.set_offline(True)
    assert app.page.evaluate("navigator.onLine") is False
    app.page.reload(timeout=READY_TIMEOUT_MS)
    app.wait_ready()
    app.start_game()


def test_served_tree_works_from_a_sub_path(app: App, site: Path) -> None:
    with Server(site, prefix=SUB_PATH) as sub:
        assert sub.url.endswith(SUB_PATH)
        app.open(sub.url)
        app.wait_ready()
        app.start_game()
        # Every request stayed inside the sub-path (the server answers 404 outside it).
        assert app.failed == []


def test_new_deploy_replaces_the_old_cache(app: App, site: Path, tmp_path: Path) -> None:
    import shutil

    deploy = tmp_path / "deploy"
    shutil.copytree(site, deploy)
    with Server(deploy) as srv:
        app.open(srv.url)
        app.wait_ready()
        old = _build_of((deploy / "sw.js").read_text())
        assert app.wait_service_worker() == CACHE_PREFIX + old
        # A new deploy: any served file changes, so the build hash (and sw.js) changes.
        new = "f" * len(old) if old != "f" * len(old) else "e" * len(old)
        sw = deploy / "sw.js"
        sw.write_text(sw.read_text().replace(old, new))
        app.page.evaluate("navigator.serviceWorker.getRegistration().then(r => r.update())")
        app.page.wait_for_function(
            f"{SW_CACHES_JS}.then(k => k.join() === '{CACHE_PREFIX + new}')", timeout=READY_TIMEOUT_MS, polling=200
        )
        # Reloading from the new cache still boots.
        app.page.reload(timeout=READY_TIMEOUT_MS)
        app.wait_ready()


def test_manifest_makes_the_app_installable(server: Server) -> None:
    html = urllib.request.urlopen(server.url).read().decode()
    href = re.search(r'<link rel="manifest" href="([^"]+)"', html)
    assert href, "index.html links no manifest"
    manifest_url = urllib.parse.urljoin(server.url, href.group(1))
    manifest = json.loads(urllib.request.urlopen(manifest_url).read())
    assert manifest["display"] in ("standalone", "fullscreen")
    assert urllib.parse.urljoin(manifest_url, manifest["start_url"]) == server.url
    assert urllib.parse.urljoin(manifest_url, manifest["scope"]) == server.url
    sizes = set()
    for icon in manifest["icons"]:
        data = urllib.request.urlopen(urllib.parse.urljoin(manifest_url, icon["src"])).read()
        if icon["type"] == "image/png":
            assert data.startswith(b"\x89PNG")
            width = int.from_bytes(data[16:20], "big")
            assert icon["sizes"] == f"{width}x{width}"
        sizes.add(icon["sizes"])
    assert {"192x192", "512x512"} <= sizes  # what browsers require to offer installation
