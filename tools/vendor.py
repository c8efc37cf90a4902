"""Build the served tree: vendor the pinned runtime, bundle the Python, write the service worker.

    python3 tools/vendor.py            # refresh assets/vendor/ and sw.js in the repository
    python3 tools/vendor.py --site DIR # also copy exactly the served files into DIR (deploy)

Run by ``make setup`` after ``npm ci``.  Nothing here reaches the network: the runtime comes
from ``node_modules/`` (Pyodide and @pyscript/core, pinned in package-lock.json).

What it writes (all generated, git-ignored):

- ``assets/vendor/pyodide/``: the files ``loadPyodide`` needs from the ``pyodide`` package;
- ``assets/vendor/pyscript/``: the ``@pyscript/core`` distribution (without source maps);
- ``assets/vendor/app.zip``: every file under ``game/`` and ``ui/``; ``pyscript.toml`` unpacks
  it into the interpreter's working directory, so files added later need no list anywhere;
- ``sw.js`` at the root (a service worker controls only its own folder and below, and the page
  is at the root): ``assets/sw.js`` with the build hash and the precache list filled in.

The build hash is a digest of every served file, so any change to the app gives the service
worker a new cache name and the old cache is dropped on activation.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import shutil
import sys
import zipfile
from collections.abc import Iterable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
NODE_MODULES = ROOT / "node_modules"
VENDOR = ROOT / "assets" / "vendor"
SW_TEMPLATE = ROOT / "assets" / "sw.js"
SW_OUT = ROOT / "sw.js"
APP_ZIP = VENDOR / "app.zip"

#: The files of the ``pyodide`` npm package that the browser loads (see its loadPyodide).
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")
#: The Python trees shipped to the browser inside app.zip.
PYTHON_TREES = ("game", "ui")
#: Files never shipped: caches and editor leftovers.
SKIPPED_PARTS = frozenset({"__pycache__", ".mypy_cache", ".pytest_cache", ".ruff_cache"})
SKIPPED_SUFFIXES = (".pyc", ".pyo", ".swp", "~", ".tmp")  # .tmp: a build in progress (see bundle_python)
#: The top-level files of the served tree (besides assets/ and the Python trees).
TOP_FILES = ("index.html", "pyscript.toml", "sw.js")
#: A fixed timestamp keeps app.zip byte-identical for identical sources (design value).
ZIP_DATE = (2020, 1, 1, 0, 0, 0)
#: Length of the build hash in hex digits: enough to never collide between two deploys.
HASH_DIGITS = 16
#: Placeholders in assets/sw.js.
BUILD_PLACEHOLDER = '"__BUILD__"'
PRECACHE_PLACEHOLDER = '["__PRECACHE__"]'


def _shipped(path: Path) -> bool:
    return not (set(path.parts) & SKIPPED_PARTS) and not path.name.endswith(SKIPPED_SUFFIXES)


def _files_under(folder: Path) -> list[Path]:
    if not folder.is_dir():
        return []
    return sorted(p for p in folder.rglob("*") if p.is_file() and _shipped(p.relative_to(ROOT)))


def vendor_runtime() -> None:
    """Copy the pinned Pyodide and PyScript into assets/vendor/; raise SystemExit if npm ci has not run."""
    pyodide = NODE_MODULES / "pyodide"
    pyscript = NODE_MODULES / "@pyscript" / "core" / "dist"
    if not pyodide.is_dir() or not pyscript.is_dir():
        raise SystemExit("node_modules/ is missing pyodide or @pyscript/core: run `npm ci` (make setup does)")
    for target in ("pyodide", "pyscript"):
        shutil.rmtree(VENDOR / target, ignore_errors=True)
        (VENDOR / target).mkdir(parents=True)
    for name in PYODIDE_FILES:
        shutil.copy2(pyodide / name, VENDOR / "pyodide" / name)
    for source in sorted(pyscript.iterdir()):
        if source.suffix in (".js", ".css"):
            shutil.copy2(source, VENDOR / "pyscript" / source.name)


def bundle_python() -> Path:
    """Write app.zip with every shipped file of game/ and ui/ (paths relative to the root); return its path."""
    VENDOR.mkdir(parents=True, exist_ok=True)
    # A name of this process's own, then an atomic rename: parallel test workers build at once.
    tmp = APP_ZIP.with_suffix(f".{os.getpid()}.tmp")
    with zipfile.ZipFile(tmp, "w", zipfile.ZIP_DEFLATED) as archive:
        for tree in PYTHON_TREES:
            for path in _files_under(ROOT / tree):
                info = zipfile.ZipInfo(path.relative_to(ROOT).as_posix(), ZIP_DATE)
                info.compress_type = zipfile.ZIP_DEFLATED
                info.external_attr = 0o644 << 16
                archive.writestr(info, path.read_bytes())
    tmp.replace(APP_ZIP)
    return APP_ZIP


def served_files() -> list[str]:
    """The served tree as sorted paths relative to the root, sw.js included.

    The page needs: index.html, pyscript.toml, the main script ui/main.py (PyScript fetches it
    by URL; every other Python file arrives inside app.zip) and everything under assets/
    except the service-worker template.
    """
    out = [name for name in TOP_FILES if (ROOT / name).is_file() or name == "sw.js"]
    if (ROOT / "ui" / "main.py").is_file():
        out.append("ui/main.py")
    for path in _files_under(ROOT / "assets"):
        if path != SW_TEMPLATE:
            out.append(path.relative_to(ROOT).as_posix())
    return sorted(out)


def build_hash(paths: Iterable[str]) -> str:
    """A digest of the names and contents of ``paths`` (relative to the root); sw.js is left out."""
    digest = hashlib.sha256()
    for rel in sorted(paths):
        if rel == "sw.js":
            continue
        digest.update(rel.encode() + b"\0" + (ROOT / rel).read_bytes() + b"\0")
    return digest.hexdigest()[:HASH_DIGITS]


def write_service_worker() -> str:
    """Fill assets/sw.js with the build hash and the precache list, write sw.js; return the hash."""
    files = served_files()
    build = build_hash(files)
    precache = ["./"] + [rel for rel in files if rel != "sw.js"]
    template = SW_TEMPLATE.read_text(encoding="utf-8")
    for placeholder in (BUILD_PLACEHOLDER, PRECACHE_PLACEHOLDER):
        if placeholder not in template:
            raise SystemExit(f"{SW_TEMPLATE} lost its placeholder {placeholder}")
    text = template.replace(BUILD_PLACEHOLDER, json.dumps(build)).replace(PRECACHE_PLACEHOLDER, json.dumps(precache))
    tmp = SW_OUT.with_suffix(f".{os.getpid()}.tmp")
    tmp.write_text(text, encoding="utf-8")
    tmp.replace(SW_OUT)
    return build


def build(runtime: bool = True) -> str:
    """The whole served tree: runtime (unless ``runtime`` is False), app.zip, sw.js; return the build hash."""
    if runtime:
        vendor_runtime()
    bundle_python()
    return write_service_worker()


def copy_site(target: Path) -> None:
    """Copy exactly the served files into ``target`` (emptied first), as GitHub Pages will serve them."""
    shutil.rmtree(target, ignore_errors=True)
    for rel in served_files():
        (target / rel).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(ROOT / rel, target / rel)
    (target / ".nojekyll").write_text("")  # Pages must not run Jekyll over the tree


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python3 tools/vendor.py", description=__doc__.split("\n\n")[0])
    parser.add_argument("--site", type=Path, help="also copy the served tree into this folder")
    parser.add_argument("--python-only", action="store_true", help="only rebuild app.zip and sw.js")
    args = parser.parse_args(argv)
    build_id = build(runtime=not args.python_only)
    if args.site:
        copy_site(args.site.resolve())
    print(f"served tree ready, build {build_id}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
