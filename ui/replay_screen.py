"""The replay and analysis screen: a record replayed in slices behind "Preparing the replay…",
its scrubber, playing by itself, watching a game in progress, the charts' tabs and the
analysis (in the bots' worker, or on the page in slices), with its exports.

A part of :class:`ui.app.App` (a mixin): it keeps the App's ``postgame`` and ``painted`` and
draws on its board (:class:`ui.board_view.BoardView`).
"""

from __future__ import annotations

import asyncio
from typing import Any

from . import analysis, dom, render
from .i18n import text
from .postgame import ADVANTAGE, PostGame
from .replay import Replay

#: Longest slice of the post-game analysis on the main thread (design value, s): with one unit of
#: work past it (an evaluation, a step of the bot's search), a task stays near 50 ms in Pyodide.
ANALYSIS_SLICE_S = 0.025
#: Pause between two turns when a replay plays by itself (design value, ms).
PLAY_MS = 900


class ReplayScreen:
    def replay_current(self, tab: str = "") -> None:
        if self.session is not None:
            record, seats, game = self.session.record, self.session.seats, self.session.game
            try:
                cached = self.store.open_record(self.save_id)[3] if self.save_id else None
            except Exception:  # a save that cannot be read has no analysis to offer
                cached = None
            self.start_replay(Replay(record, seats, game, build=False), cached, tab)

    def open_replay(self, save_id: str, tab: str = "") -> None:
        try:
            record, seats, game, cached = self.store.open_record(save_id)
            replay = Replay(record, seats, game, build=False)
        except Exception as exc:  # a save is untrusted input: refused, never a crash
            self.refused("save_refused", exc)
            return
        self.save_id = save_id
        self.start_replay(replay, cached, tab)

    def start_replay(self, replay: Replay, cached: Any = None, tab: str = "") -> None:
        """The replay screen on ``replay``, built in slices behind "Preparing the replay…";
        then at the start, or at the end with the analysis running for ``tab`` "advantage"."""
        title = self.titles.get(replay.record.game, replay.record.game)
        postgame = PostGame(replay, self.lang, title, analysable=self.has_bots)
        postgame.adopt(cached)
        self.table = None
        self.session = None
        self.postgame = postgame
        self.replay_marks = render.MapMarks()  # until this replay's map is in
        self.painted = {}
        dom.document.body.dataset.mode = "replay"
        blank = dict.fromkeys(("public", "private", "choices", "progress", "log", "pieces", "highlight"), "")
        self.paint_panels({**blank, "status": postgame.status_html()})
        for key in ("postgame", "replay-buttons", "scrub-label"):  # no trace of an earlier replay
            dom.set_html(key, "")
        dom.show_screen("table")
        asyncio.ensure_future(self.load_replay_map())
        dom.later(lambda: self.build_slice(postgame, tab), 30)

    def build_slice(self, postgame: PostGame, tab: str) -> None:
        """Replay one slice more of the record; once complete, open the replay."""
        if postgame is not self.postgame:
            return
        try:
            done = postgame.replay.extend(ANALYSIS_SLICE_S)
        except Exception as exc:  # a record that does not replay: refused, back to the menu
            self.refused("save_refused", exc)
            self.show_lobby()
            return
        if not done:
            dom.set_html("status", postgame.status_html())
            dom.later(lambda: self.build_slice(postgame, tab), 0)
            return
        postgame.replay.go(0)
        if tab == ADVANTAGE and postgame.analysable:
            self.show_tab(ADVANTAGE)
            postgame.replay.go(postgame.replay.total)
        self.render_replay()

    async def load_replay_map(self) -> None:
        replay = self.replay
        if replay is None:
            return
        url = replay.adapter.map_file(replay.view())
        svg = await dom.fetch_text(url) if url else None
        self.map_svg = svg if svg and "<svg" in svg else replay.adapter.fallback_map(replay.view())
        self.replay_marks = render.map_marks(self.map_svg)
        self.install_board(self.map_svg)
        self.zoom_due = False  # nothing on a replay's board is tapped: it opens whole, at fit
        self.render_replay()

    def render_replay(self) -> None:
        postgame = self.postgame
        if postgame is None:
            return
        postgame.lang = self.lang
        if not postgame.replay.complete:  # still being built: its progress only
            dom.set_html("status", postgame.status_html())
            return
        replay = postgame.replay
        panels = postgame.panels(self.replay_marks)
        # The charts' panel first (it holds the legend's and the cursor's slots), each part
        # redrawn only when it changed: scrubbing moves the cursor, not the chart.
        if self.painted.get("postgame") != panels["postgame"]:
            dom.set_html("postgame", panels["postgame"])
            self.painted = {"postgame": panels["postgame"]}
        for key in ("pg-legend", "pg-cursor", "replay-buttons"):
            if self.painted.get(key) != panels[key]:
                dom.set_html(key, panels[key])
                self.painted[key] = panels[key]
        self.paint_panels(panels)
        scrub = dom.el("scrub")
        if scrub is not None:
            scrub.max = str(replay.total)
            scrub.value = str(replay.step)
            scrub.setAttribute("aria-valuetext", postgame.scrub_label())
        dom.set_text("scrub-label", postgame.scrub_label())
        undo = dom.el("undo")
        if undo is not None:
            undo.disabled = True
        dom.show_screen("table")

    def postgame_action(self, action: str, data: Any) -> None:
        postgame = self.postgame
        if postgame is None or not postgame.replay.complete:
            return
        if action == "replay-go":
            postgame.go(int(data.step))
        elif action == "replay-jump":
            postgame.jump(str(data.unit), int(data.dir))
        elif action == "replay-play":
            if postgame.toggle_play() and not self.play_due:
                self.play_due = True
                dom.later(self.play_tick, PLAY_MS)
        elif action == "postgame-tab":
            self.show_tab(str(data.tab))
        elif action in ("postgame-svg", "postgame-png"):
            self.export_chart(action == "postgame-png")
            return
        elif action == "replay-watch":
            if not self.watch_as(postgame, str(data.seat)):
                return
        elif action == "replay-watch-ready" and int(data.seat) in postgame.watch_seats():
            postgame.replay.watch(int(data.seat))  # the player behind the hand-off said who they are
            dom.set_html("handoff", "")
            dom.show_screen("table")
        elif action == "replay-watch-cancel":
            dom.set_html("handoff", "")
            dom.show_screen("table")
        self.render_replay()

    def watch_as(self, postgame: PostGame, seat: str) -> bool:
        """Watch a game in progress as the table at once, or as a seat after a hand-off to it;
        whether the replay is to be redrawn now."""
        if not postgame.watchable():
            return False
        if not seat:
            postgame.replay.watch(None)
            return True
        if int(seat) not in postgame.watch_seats():
            return False
        postgame.replay.watch(None)  # nothing private stays on screen behind the hand-off
        self.render_replay()
        dom.set_html("handoff", postgame.handoff_html(int(seat)))
        dom.show_screen("handoff")
        return False

    def show_tab(self, tab: str) -> None:
        """Show a chart; the advantage starts the analysis if it is not in the save yet."""
        postgame = self.postgame
        if postgame is None:
            return
        postgame.tab = tab
        if tab == ADVANTAGE and postgame.job is None and postgame.start_analysis(self.analysis_job) is not None:
            dom.later(lambda: self.analysis_slice(postgame), 30)

    def analysis_job(self, postgame: PostGame) -> Any:
        """The analysis of ``postgame``'s game, made in the bots' worker (each part it answers
        wakes :meth:`analysis_slice`), or on the page in slices if there is no worker."""
        self.start_bot_worker()
        if self.bot_worker is None:
            return postgame.local_analysis(postgame.cache)
        replay = postgame.replay
        return self.bot_worker.analyse(
            analysis.request(replay.record, replay.seats, postgame.cache),
            postgame.movers(),
            postgame.local_analysis,
            lambda: self.analysis_slice(postgame),
        )

    def analysis_slice(self, postgame: PostGame) -> None:
        """Advance the analysis one slice (or take the part the worker answered); draw and save
        what it found; go on until done (or until the player leaves this replay)."""
        job = postgame.job
        if job is None or postgame is not self.postgame:
            if job is not None and hasattr(job, "cancel"):
                job.cancel()
            return
        done = job.step(ANALYSIS_SLICE_S)
        if postgame.take_result():
            if postgame.cache is not None and self.save_id:
                self.store.keep_analysis(self.save_id, postgame.cache)
            self.render_replay()
        elif done:
            self.render_replay()
        else:
            progress = dom.el("analysis-progress")
            pct = round(job.progress * 100)
            if progress is not None:
                progress.value = pct
            dom.set_text("analysis-text", text("pg_analysing", self.lang, pct=pct))
        if not done and not getattr(job, "waiting", False):  # the worker's answer wakes it
            dom.later(lambda: self.analysis_slice(postgame), 0)

    def play_tick(self) -> None:
        self.play_due = False
        postgame = self.postgame
        if postgame is None or not postgame.playing:
            return
        playing = postgame.play_tick()
        self.render_replay()
        if playing:
            self.play_due = True
            dom.later(self.play_tick, PLAY_MS)

    def export_chart(self, png: bool) -> None:
        postgame = self.postgame
        found = postgame.export_svg() if postgame is not None else None
        if found is None:
            return
        name, svg = found
        if png:
            dom.download_png(name.removesuffix(".svg") + ".png", svg)
        else:
            dom.download(name, svg, "image/svg+xml")
