"""The page's side of the bots' Web Worker (assets/boot/bots-worker.mjs, ui/worker.py).

:class:`BotWorker` starts the worker once Python is up and sends it bot decisions; each is a
:class:`RemoteThinking`, which has the surface of ``game.bots.Thinking`` the table uses
(``step``, ``done``, ``choice`` and whatever else the bot's Thinking ended with), so the table
treats both alike.  The page never waits on the worker: a decision's answer arrives as a
message and wakes the table.

If the worker cannot start (no Worker, no module workers, a failed boot, another build), or
fails later, every decision falls back to a Thinking the page advances in time slices, as
before the worker existed; the console says why, once, and the table's log that the bots think
on the page.  ``<html data-bot-worker>`` says
where the bots think: "starting", "ready" or "failed"; ``<html data-snapshot-stored>`` turns
"true" once the worker has stored the build's memory snapshot for the next boots.

The table's "Why?" about a bot seat's move goes to the same worker (:meth:`BotWorker.explain`,
a :class:`RemoteWhy`), so the page answers taps while the move is judged; ``<html data-why>``
says where the last one was judged ("worker" or "page").

The post-game analysis goes to the same worker (:meth:`BotWorker.analyse`): a
:class:`RemoteAnalysis` has the surface of ``ui.analysis.AnalysisJob`` and asks for the
analysis in parts (the evaluations, then each key moment's pick), one message each, so the
page's progress bar moves; if the worker fails it finishes on the page, in slices, from what
the worker found.  ``<html data-analysis>`` says where the last analysis ran ("worker" or
"page") and ``data-analysis-parts`` how many parts the worker answered.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import js  # type: ignore[import-not-found]
from pyodide.ffi import create_proxy, to_js  # type: ignore[import-not-found]

from . import bot_job
from .analysis import EVALUATION_SHARE, Analysis, Cache, key_moments

#: The worker's script, relative to the page (so any sub-path works).
WORKER_URL = "./assets/boot/bots-worker.mjs"
STARTING, READY, FAILED = "starting", "ready", "failed"


def _mark(state: str) -> None:
    js.document.documentElement.dataset.botWorker = state


class RemoteThinking:
    """One decision thought in the worker, or by the page if the worker gives up on it.

    ``wake`` is called once the decision can be finished (the answer came, or the page must
    now think it itself); the table then calls :meth:`step` as it does for a local Thinking.
    """

    def __init__(self, request: dict[str, Any], legal: list[Any], wake: Callable[[], None], sent: float) -> None:
        self.request = request
        self.level = str(request["level"])  # as a Thinking's (the reply does not carry the inputs)
        self.sent = sent  # performance.now() when the page began to write the request
        self._legal = legal
        self._wake = wake
        self._done = False
        self._choice: Any = None
        self._local: Any = None

    @property
    def waiting(self) -> bool:
        """True while the worker thinks: the table need not call :meth:`step` until woken."""
        return self._local is None and not self._done

    @property
    def done(self) -> bool:
        return bool(self._local.done) if self._local is not None else self._done

    @property
    def choice(self) -> Any:
        return self._local.choice if self._local is not None else self._choice

    def __getattr__(self, name: str) -> Any:
        # The other results of the bot's Thinking (elapsed, an explanation...), from the
        # page's own Thinking after a fall-back.
        local = self.__dict__.get("_local")
        if local is not None and not name.startswith("_"):
            return getattr(local, name)
        raise AttributeError(name)

    def step(self, max_units: int | None = None, max_seconds: float | None = None) -> bool:
        """As ``Thinking.step``: think a slice here after a fall-back, else only report done."""
        if self._local is not None:
            return bool(self._local.step(max_units=max_units, max_seconds=max_seconds))
        return self._done

    def answered(self, text: str) -> None:
        choice, attributes = bot_job.decode(text, self._legal)
        for name, value in attributes.items():
            setattr(self, name, value)
        self._choice = choice
        self._done = True
        self._measure(attributes)
        self._wake()

    def _measure(self, attributes: dict[str, Any]) -> None:
        """A User Timing entry from the request to the answer, for the benchmark and the tests:
        ``performance.getEntriesByName("tavoliere:bot-decision")``, the details in ``detail``."""
        detail = {
            "game": self.request["game"],
            "seat": self.request["seat"],
            "level": self.request["level"],
            "thinking": float(attributes.get("elapsed", 0.0)),
        }
        options = {"start": self.sent, "end": float(js.performance.now()), "detail": detail}
        js.performance.measure("tavoliere:bot-decision", to_js(options, dict_converter=js.Object.fromEntries))

    def fall_back(self) -> None:
        """The page thinks this decision itself, from the very request the worker had."""
        if self._done or self._local is not None:
            return
        self._local = bot_job.thinking(self.request)
        self._wake()


class RemoteAnalysis:
    """A finished game's analysis thought in the worker, part by part (``ui.analysis.AnalysisJob``).

    ``local`` builds the page's own :class:`ui.analysis.Analysis` from a cache so far, for a
    fall-back; ``wake`` is called after each part (the page draws the progress and what was
    found) and once the page must go on itself.
    """

    def __init__(
        self,
        worker: BotWorker,
        request: dict[str, Any],
        movers: list[int],
        local: Callable[[Cache | None], Analysis],
        wake: Callable[[], None],
    ) -> None:
        self.request = request
        self.done = False
        self.parts = 0
        self.cancelled = False
        self._worker = worker
        self._movers = movers
        self._make_local = local
        self._wake = wake
        self._cache: Cache | None = None
        self._local: Analysis | None = None
        _where("worker", 0)

    @property
    def waiting(self) -> bool:
        """True while the worker works: the page need not call :meth:`step` until woken."""
        return self._local is None and not self.done

    @property
    def cache(self) -> Cache | None:
        return self._local.cache if self._local is not None else self._cache

    @property
    def progress(self) -> float:
        if self._local is not None:
            return self._local.progress
        if self.done:
            return 1.0
        if self._cache is None:
            return 0.0
        moments = key_moments(self._cache, self._movers)
        found = sum(1 for m in moments if self._cache.pick_at(m.start) is not None)
        return EVALUATION_SHARE + (1 - EVALUATION_SHARE) * found / max(1, len(moments))

    def step(self, max_seconds: float) -> bool:
        """As ``Analysis.step``: a slice here after a fall-back, else only whether it is done."""
        if self._local is not None:
            self.done = self._local.step(max_seconds)
        return self.done

    def answered(self, text: str) -> None:
        """A part came: keep it, ask for the next one unless it was the last, wake the page."""
        record = self.request["record"]
        cache = Cache.from_json(json.loads(text), int(record["players"]), len(record["moves"]))
        self._cache = cache
        self.parts += 1
        _where("worker", self.parts)
        self.done = cache.complete(self._movers)
        self._wake()
        if not self.done and not self.cancelled:
            self._worker.send(self, {**self.request, "cached": cache.to_json()})

    def cancel(self) -> None:
        """The page left this analysis: ask the worker for no more of it."""
        self.cancelled = True

    def fall_back(self) -> None:
        """The page finishes the analysis itself, in slices, from what the worker found."""
        if self.done or self._local is not None:
            return
        self._local = self._make_local(self._cache)
        _where("page", self.parts)
        self._wake()


class RemoteWhy:
    """The explanation of a bot seat's move ("Why?") thought in the worker, or by the page if the
    worker gives up on it; ``told`` receives the Explanation once, either way."""

    def __init__(self, request: dict[str, Any], told: Callable[[Any], None]) -> None:
        self.request = request
        self.done = False
        self._told = told

    def answered(self, text: str) -> None:
        self.done = True
        js.document.documentElement.dataset.why = "worker"
        self._told(bot_job.why_decode(text))

    def fall_back(self) -> None:
        """The page explains the move itself, from the very request the worker had."""
        if self.done:
            return
        self.done = True
        js.document.documentElement.dataset.why = "page"
        self._told(bot_job.explain(self.request))


def _where(place: str, parts: int) -> None:
    root = js.document.documentElement.dataset
    root.analysis = place
    root.analysisParts = str(parts)


class BotWorker:
    """The page's one bots' worker; :meth:`think` sends it a decision."""

    def __init__(self, on_fail: Callable[[], None] | None = None) -> None:
        self.state = STARTING
        self._on_fail = on_fail  # the table says in its log that the bots now think on the page
        self.boot_ms: float | None = None
        self.snapshot = ""
        self._next_id = 0
        self._pending: dict[int, RemoteThinking | RemoteAnalysis | RemoteWhy] = {}
        self._worker: Any = None
        _mark(STARTING)
        try:
            build = str(js.document.documentElement.dataset.build or "")
            options = to_js({"type": "module"}, dict_converter=js.Object.fromEntries)
            self._worker = js.Worker.new(f"{WORKER_URL}?build={build}", options)
            self._on_message = create_proxy(self.on_message)
            self._on_error = create_proxy(self.on_error)
            self._worker.addEventListener("message", self._on_message)
            self._worker.addEventListener("error", self._on_error)
        except Exception as exc:  # no Worker, or no module workers, in this browser
            self.fail(f"{type(exc).__name__}: {exc}")

    def usable(self) -> bool:
        return self.state != FAILED

    def think(
        self, make_request: Callable[[], dict[str, Any]], legal: list[Any], wake: Callable[[], None]
    ) -> RemoteThinking:
        """Send the request ``make_request`` writes (ui/bot_job.py) to the worker; the answer
        wakes the table later."""
        sent = float(js.performance.now())
        job = RemoteThinking(make_request(), legal, wake, sent)
        if not self.usable():
            job.fall_back()
            return job
        self.send(job, job.request)
        return job

    def analyse(
        self,
        request: dict[str, Any],
        movers: list[int],
        local: Callable[[Cache | None], Analysis],
        wake: Callable[[], None],
    ) -> RemoteAnalysis:
        """Send the analysis ``request`` (ui/analysis.py) to the worker, part by part; each
        answer wakes the page.  ``local``: the page's own job, should the worker fail."""
        job = RemoteAnalysis(self, {**request, "part": True}, movers, local, wake)
        if self.usable():
            self.send(job, job.request)
        else:
            job.fall_back()
        return job

    def explain(self, request: dict[str, Any], told: Callable[[Any], None]) -> RemoteWhy:
        """Send the explanation ``request`` (``bot_job.why_request``) to the worker; ``told``
        gets the Explanation when it answers (or from the page, should the worker fail)."""
        job = RemoteWhy(request, told)
        if self.usable():
            self.send(job, request)
        else:
            job.fall_back()
        return job

    def send(self, job: RemoteThinking | RemoteAnalysis | RemoteWhy, request: dict[str, Any]) -> None:
        """Post ``request`` to the worker; its answer goes to ``job``."""
        self._next_id += 1
        self._pending[self._next_id] = job
        message = to_js({"id": self._next_id, "request": json.dumps(request)}, dict_converter=js.Object.fromEntries)
        self._worker.postMessage(message)

    def on_message(self, event: Any) -> None:
        data = event.data
        kind = str(data.type)
        if kind == "ready":
            self.state = READY
            self.boot_ms = float(data.ms)
            self.snapshot = str(data.snapshot)
            _mark(READY)
        elif kind == "stored":
            js.document.documentElement.dataset.snapshotStored = "true" if bool(data.stored) else "false"
        elif kind == "failed":
            self.fail(str(data.reason))
        elif kind == "answer":
            job = self._pending.pop(int(data.id), None)
            if job is None:
                return
            outcome = json.loads(str(data.answer))
            try:
                if "reply" not in outcome:
                    raise ValueError(outcome.get("error"))
                job.answered(json.dumps(outcome["reply"]))
            except Exception as exc:  # this job failed: the page does it; the worker stays
                js.console.warn(f"Tavoliere: the bots' worker failed a request ({exc}); working here")
                job.fall_back()

    def on_error(self, event: Any) -> None:
        event.preventDefault()
        self.fail(str(getattr(event, "message", "") or "the worker's script did not load"))

    def fail(self, reason: str) -> None:
        """Give the worker up: every decision, pending or to come, is thought by the page."""
        if self.state == FAILED:
            return
        self.state = FAILED
        _mark(FAILED)
        js.console.warn(f"Tavoliere: the bots' worker could not start ({reason}); bots think on the page, in slices")
        if self._worker is not None:
            self._worker.terminate()
        pending, self._pending = self._pending, {}
        for job in pending.values():
            job.fall_back()
        if self._on_fail is not None:
            self._on_fail()
