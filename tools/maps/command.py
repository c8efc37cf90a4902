"""The command line every map generator shares.

    python -m tools.maps.<name>          # write the generated files
    python -m tools.maps.<name> --check  # write nothing; exit 1 if a committed file differs

A generator module defines ``outputs()`` (each file it writes and the text it would write there)
and ``main(argv)``, which hands both to :func:`run`.  tests/test_maps.py runs ``--check`` for
every generator, so a committed map that is not what its script writes fails the suite.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def stale(outputs: dict[Path, str]) -> list[Path]:
    """The files of ``outputs`` that are missing or differ from the text they would get."""
    return [path for path, text in outputs.items() if not path.exists() or path.read_text(encoding="utf-8") != text]


def run(module: str, doc: str, outputs: Callable[[], dict[Path, str]], argv: list[str] | None) -> int:
    """Parse ``argv`` for generator ``module`` (described by the first paragraph of ``doc``) and write
    its outputs, or with ``--check`` only compare them; the exit code."""
    parser = argparse.ArgumentParser(prog=f"python -m {module}", description=doc.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="write nothing; exit 1 if a committed file differs")
    args = parser.parse_args(argv)
    files = outputs()
    if args.check:
        old = stale(files)
        if old:
            names = ", ".join(str(_shown(path)) for path in old)
            print(f"out of date: {names}; run python -m {module}", file=sys.stderr)
            return 1
        return 0
    for path, text in files.items():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        print(f"wrote {_shown(path)}")
    return 0


def _shown(path: Path) -> Path:
    return path.relative_to(ROOT) if path.is_relative_to(ROOT) else path
