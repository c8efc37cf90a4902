"""Hook for ``make bench``: the UI time from a tap to the updated board, per game.

tools/bench.py calls :func:`measure` once per available game with a fresh page on which the
lobby is ready (``<html data-ready="true">``).  Return the milliseconds from a tap on a legal
choice to the board showing its result, or None while this is not measured; the table prints
"n/a" then.  The table engineer (owner of ui/) is welcome to fill this in: it is the one place
that knows which element to tap and what "updated" looks like.
"""

from __future__ import annotations

from playwright.sync_api import Page


def measure(page: Page, game: str) -> float | None:
    """Milliseconds from a tap to the updated board in ``game``, or None if not measured yet."""
    del page, game
    return None
