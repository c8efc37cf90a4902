"""The Python side of the bots' Web Worker (assets/boot/bots-worker.mjs).

The worker runs its own Pyodide from the same vendored files as the page.  Before it
answers anything it may make the build's memory snapshot: :func:`preload` imports every
module of ``game/`` and ``ui/`` that runs outside a page (ui/preload.py), so the page and the
worker both boot with those imports done (assets/boot/snapshot.mjs).  Then each message is one bot
decision (ui/bot_job.py) or, with ``"kind": "analysis"``, a part of a finished game's analysis
(ui/analysis.py), or with ``"kind": "why"`` the explanation of a bot's move (ui/bot_job.py):
:func:`handle` takes the request as JSON text and returns the reply as JSON
text.

Nothing here touches the browser: the worker's JavaScript passes strings in and out.
"""

from __future__ import annotations

import json
import traceback

from . import analysis, bot_job
from .preload import preload

__all__ = ["handle", "preload"]


def handle(text: str) -> str:
    """One request (JSON text) in, one reply (JSON text) out: ``{"reply": ...}`` or
    ``{"error": reason}`` (the page then thinks on its own)."""
    try:
        data = json.loads(text)
        work = {"analysis": analysis.answer, "why": bot_job.why_answer}.get(data.get("kind"), bot_job.answer)
        return json.dumps({"reply": work(data)})
    except Exception as exc:  # the page must learn of any failure, whatever it is
        return json.dumps({"error": f"{type(exc).__name__}: {exc}", "trace": traceback.format_exc()})
