"""tools/vendor.py builds the served tree: the Python bundle, the build hash, the service worker."""

from __future__ import annotations

import json
import re
import shutil
import zipfile
from pathlib import Path

import pytest

from tools import vendor

REAL_TEMPLATE = vendor.SW_TEMPLATE


@pytest.fixture
def tree(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A small copy of the repository layout, with vendor.py pointed at it."""
    for rel, text in {
        "index.html": "<!doctype html>",
        "pyscript.toml": 'interpreter = "./assets/vendor/pyodide/pyodide.mjs"',
        "game/__init__.py": "",
        "game/core/rng.py": "X = 1\n",
        "game/core/__pycache__/rng.cpython-311.pyc": "junk",
        "ui/main.py": "import game\n",
        "assets/css/app.css": "body {}",
    }.items():
        (tmp_path / rel).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / rel).write_text(text)
    shutil.copy(REAL_TEMPLATE, tmp_path / "assets" / "sw.js")
    monkeypatch.setattr(vendor, "ROOT", tmp_path)
    monkeypatch.setattr(vendor, "VENDOR", tmp_path / "assets" / "vendor")
    monkeypatch.setattr(vendor, "APP_ZIP", tmp_path / "assets" / "vendor" / "app.zip")
    monkeypatch.setattr(vendor, "SW_TEMPLATE", tmp_path / "assets" / "sw.js")
    monkeypatch.setattr(vendor, "SW_OUT", tmp_path / "sw.js")
    return tmp_path


def _zip_names(path: Path) -> list[str]:
    with zipfile.ZipFile(path) as archive:
        return sorted(archive.namelist())


def test_bundle_ships_every_python_file_with_no_list_to_maintain(tree: Path) -> None:
    (tree / "game" / "newgame").mkdir()
    (tree / "game" / "newgame" / "rules.py").write_text("RULE = 2\n")
    (tree / "game" / "newgame" / "board.json").write_text("{}")
    names = _zip_names(vendor.bundle_python())
    assert names == [
        "game/__init__.py",
        "game/core/rng.py",
        "game/newgame/board.json",
        "game/newgame/rules.py",
        "ui/main.py",
    ]


def test_bundle_is_byte_identical_for_identical_sources(tree: Path) -> None:
    first = vendor.bundle_python().read_bytes()
    (tree / "ui" / "main.py").touch()  # a new mtime alone must not change the archive
    assert vendor.bundle_python().read_bytes() == first


def test_build_hash_changes_when_any_served_file_changes(tree: Path) -> None:
    vendor.bundle_python()
    before = vendor.build_hash(vendor.served_files())
    assert vendor.build_hash(vendor.served_files()) == before
    (tree / "assets" / "css" / "app.css").write_text("body { color: red }")
    after_css = vendor.build_hash(vendor.served_files())
    (tree / "game" / "core" / "rng.py").write_text("X = 2\n")
    vendor.bundle_python()
    after_python = vendor.build_hash(vendor.served_files())
    assert len({before, after_css, after_python}) == 3


def test_service_worker_names_its_cache_after_the_build_and_precaches_the_tree(tree: Path) -> None:
    vendor.bundle_python()
    build = vendor.write_service_worker()
    text = (tree / "sw.js").read_text()
    assert f'const BUILD = "{build}";' in text
    precache = json.loads(re.search(r"const PRECACHE = (\[.*?\]);", text).group(1))  # type: ignore[union-attr]
    assert precache == [
        "./",
        "assets/css/app.css",
        "assets/vendor/app.zip",
        "assets/vendor/build.mjs",
        "index.html",
        "pyscript.toml",
        "ui/main.py",
    ]


def test_build_module_carries_the_hash_the_service_worker_names(tree: Path) -> None:
    vendor.bundle_python()
    build = vendor.write_service_worker()
    module = (tree / "assets" / "vendor" / "build.mjs").read_text()
    assert f'export const BUILD = "{build}";' in module
    # Writing the hash into a served file must not change the hash: a second build agrees.
    assert vendor.write_service_worker() == build
    (tree / "assets" / "css" / "app.css").write_text("body { color: blue }")
    assert vendor.write_service_worker() != build


def test_site_holds_exactly_the_served_files(tree: Path, tmp_path_factory: pytest.TempPathFactory) -> None:
    vendor.bundle_python()
    vendor.write_service_worker()
    site = tmp_path_factory.mktemp("site")
    vendor.copy_site(site)
    copied = sorted(p.relative_to(site).as_posix() for p in site.rglob("*") if p.is_file())
    assert copied == sorted([*vendor.served_files(), ".nojekyll"])
    assert not (site / "game").exists()  # Python ships inside app.zip only
