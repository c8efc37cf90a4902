"""The replay screen as data: the board and panels at the replay's step, the scrubber's
buttons and, once the game is over, the score chart, the advantage chart and the key moments.

Like :mod:`ui.table`, this module only builds strings; ``ui/app.py`` copies them into the
page and sends taps back (``data-action`` ``replay-go`` with ``data-step``, ``replay-jump``
with ``data-unit`` and ``data-dir``, ``replay-play``, ``postgame-tab`` with ``data-tab``).

Privacy: a game still in progress is replayed as a spectator saw it (the spectator's view,
the public log) and has no charts: its scores may be hidden (T&E's screens) and the bots'
evaluation reads the whole state.  In a game with hidden information the replay may watch as
one seat (``replay-watch`` with ``data-seat``): the app asks for the device to be passed to
that seat first, as the table's hand-off does (:meth:`PostGame.handoff_html`), then shows that
seat's own view and log beside the spectator's, and no other seat's.  Once the game is over,
everything is public: the hands of every seat at each step, the score of every seat, the
analysis.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from game.core.choice import Choice
from game.core.protocol import private_to

from . import chart, render
from .analysis import Analysis, AnalysisJob, Cache, Moment, key_moments
from .chart import Mark, Series
from .games import Context
from .i18n import text
from .lobby import style
from .render import MapMarks
from .replay import UNITS, Replay
from .session import ENGINE_KIND, HUMAN, seat_names

SCORES, ADVANTAGE = "scores", "advantage"
TABS: tuple[str, ...] = (SCORES, ADVANTAGE)

#: The scrubber's icons (drawn, so they look the same with every font): to the start, to the
#: end, play, pause.
ICON_FIRST = '<rect x="3" y="4" width="2.6" height="12"/><path d="M17 4 7 10l10 6z"/>'
ICON_LAST = '<rect x="14.4" y="4" width="2.6" height="12"/><path d="M3 4l10 6-10 6z"/>'
ICON_PLAY = '<path d="M5 3.5 17 10 5 16.5z"/>'
ICON_PAUSE = '<rect x="4.5" y="4" width="4" height="12"/><rect x="11.5" y="4" width="4" height="12"/>'

#: The heading of an adapter's private area: the seat's label, then " · " and its own words.
_OWN_HEADING = re.compile(r"(<h2>.*?) · [^<]*</h2>", re.DOTALL)


class PostGame:
    """The replay of one record in one language, with its charts once the game is over.

    ``analysable``: whether the analysis may be offered (the game is over and the bots are
    there to judge it).
    """

    def __init__(self, replay: Replay, lang: str, title: str, analysable: bool = True) -> None:
        self.replay = replay
        self.lang = lang
        self.title = title
        self.tab = SCORES
        self.playing = False
        self.bots = analysable
        #: The seats as the screen names them (bidi-isolated names, ``SeatInfo.shown``).
        self.seats = [seat.shown() for seat in replay.seats]
        self.job: AnalysisJob | None = None
        self.cache: Cache | None = None
        self._scores: Series | None = None
        self._marks: dict[str, list[Mark]] = {}
        # Drawn once per chart: scrubbing redraws the cursor, not the chart.
        self._moments: tuple[Cache | None, list[Moment]] = (None, [])
        self._body: tuple[tuple[Any, ...], str] = ((), "")

    @property
    def analysable(self) -> bool:
        """Whether the analysis is offered: the game is over and the bots are there to judge it."""
        return self.bots and self.replay.over

    # -- moving through the game ------------------------------------------------------------------

    def go(self, step: int) -> int:
        self.playing = False
        return self.replay.go(step)

    def jump(self, unit: str, direction: int) -> int:
        self.playing = False
        return self.replay.jump(unit, 1 if direction > 0 else -1)

    def play_tick(self) -> bool:
        """One step of play: the next turn; whether to keep playing (not at the end yet)."""
        if not self.playing:
            return False
        self.replay.jump("turn", 1)
        self.playing = self.replay.step < self.replay.total
        return self.playing

    def toggle_play(self) -> bool:
        """Play from here (from the start when at the end) or pause; whether playing now."""
        if not self.playing and self.replay.step >= self.replay.total:
            self.replay.go(0)
        self.playing = not self.playing
        return self.playing

    # -- the data of the charts ---------------------------------------------------------------------

    def scores(self) -> Series:
        """Every seat's ``game.score`` over the game, at every step where one changes."""
        if self._scores is None:
            game = self.replay.game
            self._scores = chart.step_series(
                range(len(self.replay.states)), [game.score(state) for state in self.replay.states]
            )
        return self._scores

    def marks(self) -> list[Mark]:
        """The scoring events the game's adapter names, at the step that shows their result."""
        if self.lang not in self._marks:
            replay = self.replay
            found: list[Mark] = []
            for move, events in enumerate(replay.events):
                for event in events:
                    seats = replay.adapter.scoring_event(event)
                    if seats is None or private_to(event) is not None:
                        continue
                    line = _describe(replay, event, self.lang)
                    if found and found[-1].step == move + 1:  # events of one move: one mark
                        last = found[-1]
                        both = tuple(sorted(set(last.seats) | set(seats))) if last.seats and seats else ()
                        found[-1] = Mark(last.step, both, f"{last.text} {line}")
                    else:
                        found.append(Mark(move + 1, tuple(seats), line))
            self._marks[self.lang] = found
        return self._marks[self.lang]

    def adopt(self, cache: Cache | None) -> None:
        """Take a cache (from the save) if it belongs to this record."""
        if cache is not None and cache.fresh(self.replay.record):
            self.cache = cache

    def moments(self) -> list[Moment]:
        if self._moments[0] is not self.cache:
            found = key_moments(self.cache, self.movers()) if self.cache is not None else []
            self._moments = (self.cache, found)
        return self._moments[1]

    def movers(self) -> list[int]:
        return [seat for seat, _ in self.replay.record.moves]

    def needs_analysis(self) -> bool:
        """Whether the analysis must still run (none cached, or a key moment lacks its pick)."""
        if not self.analysable:
            return False
        return self.cache is None or not self.cache.complete(self.movers())

    def start_analysis(self, make: Callable[[PostGame], AnalysisJob] | None = None) -> AnalysisJob | None:
        """The analysis job to advance (a new one unless one runs or nothing is left to do):
        ``make``'s (the page's app sends it to the bots' worker), else :meth:`local_analysis`."""
        if self.job is None and self.needs_analysis():
            self.job = make(self) if make is not None else self.local_analysis(self.cache)
        return self.job

    def local_analysis(self, cached: Cache | None) -> Analysis:
        """The analysis on the page, in slices, finishing ``cached`` (what is found so far)."""
        replay = self.replay
        return Analysis(replay.game, replay.record, replay.seats, replay.states, replay.events, cached=cached)

    def take_result(self) -> bool:
        """Copy the job's result so far; whether it brought something new (to draw and save)."""
        job = self.job
        if job is None:
            return False
        found = job.cache
        if job.done:
            self.job = None
        if found is None or found == self.cache:
            return False
        self.cache = found
        return True

    # -- the panels -------------------------------------------------------------------------------

    def context(self, marks: MapMarks, seat: int | None = None, extra: dict[str, Any] | None = None) -> Context:
        """What the adapter draws this step with, for ``seat`` (None: the public panels)."""
        extra = {"public_view": self.replay.view(), **(extra or {})}
        return Context(
            self.replay.record.game, self.lang, self.seats, seat, anchors=marks.anchors, spots=marks.spots,
            boxes=marks.boxes, has_map=marks.has_map, extra=extra,
        )  # fmt: skip

    def panels(self, marks: MapMarks) -> dict[str, str]:
        """Every panel of the replay screen at the current step (see the module docstring), with
        the map's ``marks`` (``render.map_marks``)."""
        replay = self.replay
        ctx = self.context(marks)
        view = ctx.extra["public_view"]
        adapter = replay.adapter
        last = replay.record.moves[replay.step - 1][1] if replay.step else None
        return {
            "status": self.status_html(),
            "public": adapter.public_html(view, ctx),
            "private": self.hands_html(marks, view),
            "choices": "",
            "progress": "",
            "log": render.log_html(replay.log(self.lang)),
            "pieces": adapter.pieces_svg(view, ctx),
            "highlight": render.regions_css(last.targets) if last is not None else "",
            "replay-buttons": self.buttons_html(),
            "postgame": self.postgame_html(),
            "pg-legend": self.legend_html(),
            "pg-cursor": chart.cursor_svg(replay.step, replay.total) if self.replay.over else "",
        }

    def status_html(self) -> str:
        replay = self.replay
        if not replay.complete:
            line = text("pg_preparing", self.lang, pct=round(replay.built * 100))
            return f'<span id="turn-text">{render.esc(line)}</span>'
        acting = sorted(replay.game.to_act(replay.state()))
        title = text("replay_title", self.lang)
        if not acting:
            line = f"{title} · {text('game_over', self.lang)}"
        elif len(acting) > 1:
            line = f"{title} · {text('to_act_many', self.lang, names=', '.join(self.seats[s].name for s in acting))}"
        else:
            line = f"{title} · {text('to_act', self.lang, name=self.seats[acting[0]].name)}"
        marks = "".join(render.seat_mark(style(self.seats[s].style)) for s in acting)
        return f'<span class="marks">{marks}</span><span id="turn-text">{render.esc(line)}</span>'

    def scrub_label(self) -> str:
        return text("replay_step", self.lang, n=self.replay.step, total=self.replay.total)

    def hands_html(self, marks: MapMarks, view: dict[str, Any]) -> str:
        """Every seat's private area as it stood at this step once the game is over; before,
        only the watching seat's."""
        replay = self.replay
        hands = []
        for seat, own in replay.seat_views().items():
            ctx = self.context(marks, seat, {"public_view": view, "own_view": own})
            # An adapter heads its private area "<seat> · Your hand" for the seat in front; here
            # every seat's area is on show, so each is headed by its seat alone.
            hands.append(_OWN_HEADING.sub(r"\1</h2>", replay.adapter.private_html(own, ctx), count=1))
        if not any(hands):
            return ""
        if replay.over:
            title = render.esc(text("pg_hands", self.lang))
        else:
            title = render.esc(text("pg_hand_of", self.lang, name=self.seats[next(iter(replay.seat_views()))].name))
        return f'<h2 class="pg-hands-title">{title}</h2><div class="pg-hands">{"".join(hands)}</div>'

    def buttons_html(self) -> str:
        """The scrubber's buttons: start, back and forward by round, turn and move, play, end."""
        lang, replay = self.lang, self.replay
        at_start, at_end = replay.step == 0, replay.step >= replay.total

        def button(attrs: str, label: str, body: str, off: bool, cls: str = "") -> str:
            disabled = " disabled" if off else ""
            return (
                f'<button type="button" class="pg-step{cls}" {attrs} aria-label="{render.esc(label)}" '
                f'title="{render.esc(label)}"{disabled}>{body}</button>'
            )

        def unit(name: str, direction: int) -> str:
            word = text(f"pg_{name}", lang)
            label = text("pg_prev" if direction < 0 else "pg_next", lang, unit=word.lower())
            arrow = ("‹" * (UNITS.index(name) + 1)) if direction < 0 else ("›" * (UNITS.index(name) + 1))
            small = f"<small>{render.esc(word)}</small>"
            body = arrow + small if direction < 0 else small + arrow
            return button(
                f'data-action="replay-jump" data-unit="{name}" data-dir="{direction}"', label, body,
                at_start if direction < 0 else at_end,
            )  # fmt: skip

        play_key = "pg_pause" if self.playing else "pg_play"
        play = button(
            f'data-action="replay-play" aria-pressed="{"true" if self.playing else "false"}"',
            text(play_key, lang), _icon(ICON_PAUSE if self.playing else ICON_PLAY), False, " pg-play",
        )  # fmt: skip
        first = button('data-action="replay-go" data-step="0"', text("first", lang), _icon(ICON_FIRST), at_start)
        last = button(
            f'data-action="replay-go" data-step="{replay.total}"', text("last", lang), _icon(ICON_LAST), at_end
        )
        back = "".join(unit(u, -1) for u in reversed(UNITS))
        forward = "".join(unit(u, 1) for u in UNITS)
        return f"{first}{back}{play}{forward}{last}"

    # -- the charts and the key moments -------------------------------------------------------------

    def postgame_html(self) -> str:
        """The charts' panel (empty for a game in progress): tabs, the chart with its legend and
        cursor slots, the caption, the key moments with the analysis' progress, the exports."""
        if not self.replay.over:
            return f'<p class="pg-note">{render.esc(text("pg_unfinished", self.lang))}</p>{self.watch_html()}'
        lang = self.lang
        tabs = [SCORES] + ([ADVANTAGE] if self.analysable else [])
        tab_html = "".join(
            f'<button type="button" role="tab" class="pg-tab" data-action="postgame-tab" data-tab="{t}" '
            f'aria-selected="{"true" if t == self.tab else "false"}">{render.esc(text(f"pg_tab_{t}", lang))}</button>'
            for t in tabs
        )
        body, caption = self.chart_body(), text(f"pg_caption_{self.tab}", lang)
        extra = self.analysis_html() if self.tab == ADVANTAGE else self.scorings_html()
        svg = chart.chart_svg(body, text(f"pg_tab_{self.tab}", lang)) if body else ""
        exports = "".join(
            f'<button type="button" data-action="{action}">{render.esc(text(key, lang))}</button>'
            for action, key in (
                ("postgame-svg", "pg_export_svg"),
                ("postgame-png", "pg_export_png"),
                ("export-current", "pg_export_game"),
            )
            if body or action == "export-current"
        )
        side = f'<div class="pg-side">{extra}</div>' if extra else ""
        return (
            f'<div class="pg-wrap" data-tab="{self.tab}"><div class="pg-main">'
            f'<div class="pg-tabs" role="tablist">{tab_html}</div>'
            f'<div class="pg-chart"><div id="pg-legend" class="pg-legend"></div>'
            f'<div class="pg-plot">{svg}<div id="pg-cursor"></div></div>'
            f'<p class="pg-caption">{render.esc(caption)}</p></div>'
            f'<div class="pg-export">{exports}</div></div>{side}</div>'
        )

    def watchable(self) -> bool:
        """Whether a seat may be watched as: a game in progress that hides something."""
        return not self.replay.over and bool(self.replay.game.SPEC.hidden_information)

    def watch_seats(self) -> list[int]:
        """The seats a game in progress may be watched as: the human ones (a bot's hand is as
        secret as anyone's, and no player sits behind it)."""
        if not self.watchable():
            return []
        return [seat for seat, info in enumerate(self.seats) if info.kind == HUMAN]

    def watch_html(self) -> str:
        """For a game in progress: watch as the table (a spectator) or as one human seat."""
        if not self.watchable():
            return ""
        lang, viewer = self.lang, self.replay.viewer
        options = [("", text("spectator", lang), "")] + [
            (str(seat), self.seats[seat].name, render.seat_mark(style(self.seats[seat].style), 16))
            for seat in self.watch_seats()
        ]
        buttons = "".join(
            f'<button type="button" class="pg-watch" data-action="replay-watch" data-seat="{value}" '
            f'aria-pressed="{"true" if value == ("" if viewer is None else str(viewer)) else "false"}">'
            f"{mark}{render.esc(name)}</button>"
            for value, name, mark in options
        )
        title = render.esc(text("pg_watch_as", lang))
        return f'<div class="pg-watch-row" role="group" aria-label="{title}"><span>{title}</span>{buttons}</div>'

    def handoff_html(self, seat: int) -> str:
        """Before watching as ``seat``: the device goes to that player, as at the table."""
        lang, info = self.lang, self.seats[seat]
        return (
            f'<div class="handoff-mark">{render.seat_mark(style(info.style), 56)}</div>'
            f'<h2 id="handoff-title">{render.esc(text("handoff_title", lang, name=info.name))}</h2>'
            f"<p>{render.esc(text('pg_watch_hint', lang, name=info.name))}</p>"
            f'<button type="button" id="handoff-ready" class="primary" data-action="replay-watch-ready" '
            f'data-seat="{seat}">{render.esc(text("handoff_ready", lang, name=info.name))}</button>'
            f'<button type="button" data-action="replay-watch-cancel">{render.esc(text("cancel", lang))}</button>'
        )

    def chart_body(self) -> str:
        """The SVG body of the chart of the current tab ("" while the advantage is unknown)."""
        key = (self.tab, self.lang, self.cache if self.tab == ADVANTAGE else None)
        if self._body[0] != key:
            self._body = (key, self._draw_chart())
        return self._body[1]

    def _draw_chart(self) -> str:
        replay, word = self.replay, text("pg_move_word", self.lang)
        if self.tab == SCORES:
            return chart.score_chart(self.scores(), self.seats, replay.total, self.marks(), word)
        if self.cache is None:
            return ""
        series = Series(self.cache.steps, self.cache.shares)
        moments = [
            (Mark(m.start, (m.seat,), self.moment_sentence(m), i + 1), m.end) for i, m in enumerate(self.moments())
        ]
        return chart.advantage_chart(series, self.seats, replay.total, moments, word)

    def legend_html(self) -> str:
        """Each seat's mark, name and value at the current step (the score, or the share)."""
        if not self.replay.over:
            return ""
        values = self.values_at(self.replay.step)
        if values is None:
            return ""
        return "".join(
            f'<span class="pg-key">{render.seat_mark(style(info.style), 18)}'
            f'<span class="pg-name">{render.esc(info.name)}</span><b>{render.esc(values[seat])}</b></span>'
            for seat, info in enumerate(self.seats)
        )

    def values_at(self, step: int) -> list[str] | None:
        if self.tab == SCORES:
            return [f"{v:g}" for v in self.scores().at(step)]
        if self.cache is None:
            return None
        return [f"{round(v * 100)}%" for v in Series(self.cache.steps, self.cache.shares).at(step)]

    def scorings_html(self) -> str:
        """The scoring events as a list to tap, beside the score chart."""
        marks = self.marks()
        if not marks:
            return ""
        seats, lang = self.seats, self.lang
        items = ""
        for m in marks:
            current = ' aria-current="step"' if m.step == self.replay.step else ""
            who = "".join(render.seat_mark(style(seats[s].style), 16) for s in m.seats)
            items += (
                f'<li><button type="button" class="pg-event" data-action="replay-go" data-step="{m.step}"{current}>'
                f'<span class="pg-when">{who}{render.esc(text("pg_move_n", lang, n=m.step))}</span>'
                f'<span class="pg-what">{render.esc(m.text)}</span></button></li>'
            )
        title = render.esc(text("pg_scorings", lang, n=len(marks)))
        return f'<h3 class="pg-moments-title">{title}</h3><ol class="pg-events">{items}</ol>'

    def analysis_html(self) -> str:
        """The analysis' progress (while it runs) and the key moments found."""
        lang = self.lang
        parts = []
        if self.job is not None:
            pct = round(self.job.progress * 100)
            parts.append(
                f'<div class="pg-progress" role="status"><progress id="analysis-progress" max="100" value="{pct}">'
                f'</progress><span id="analysis-text">{render.esc(text("pg_analysing", lang, pct=pct))}</span></div>'
            )
        if self.cache is None:
            return "".join(parts)
        moments = self.moments()
        items = "".join(self.moment_html(i + 1, m) for i, m in enumerate(moments))
        if not moments:
            items = f'<li class="pg-none">{render.esc(text("pg_no_moments", lang))}</li>'
        parts.append(
            f'<h3 class="pg-moments-title">{render.esc(text("pg_key_moments", lang))}</h3>'
            f'<ol class="pg-moments">{items}</ol>'
        )
        return "".join(parts)

    def moment_sentence(self, m: Moment) -> str:
        """What the swing was, in a sentence ("Ada plays and climbs from 34% to 58%.")."""
        seats = self.seats
        before, after = round(m.before * 100), round(m.after * 100)
        key = ("pg_self_" if m.seat == m.mover else "pg_other_") + ("up" if after >= before else "down")
        return text(
            key, self.lang, name=seats[m.seat].name, mover=seats[m.mover].name,
            before=percent_phrase("from", before, self.lang), after=percent_phrase("to", after, self.lang),
        )  # fmt: skip

    def moment_html(self, number: int, m: Moment) -> str:
        lang, replay = self.lang, self.replay
        seat = self.seats[m.mover]
        if m.end == m.start + 1:
            when = text("pg_moment_at", lang, first=m.end, name=seat.name)
        else:
            when = text("pg_moment_when", lang, first=m.start + 1, last=m.end, name=seat.name)
        what = self.moment_events(m)
        bot = self.bot_line(m)
        up = "up" if m.after >= m.before else "down"
        current = ' aria-current="step"' if replay.step == m.start else ""
        return (
            f'<li><button type="button" class="pg-moment" data-action="replay-go" data-step="{m.start}" '
            f'data-moment="{number}"{current}><span class="pg-n">{number}</span><span class="pg-body">'
            f'<span class="pg-when">{render.seat_mark(style(seat.style), 16)}{render.esc(when)}</span>'
            f'<span class="pg-swing" data-dir="{up}">{render.esc(self.moment_sentence(m))}</span>'
            + (f'<span class="pg-what">{render.esc(what)}</span>' if what else "")
            + f'<span class="pg-bot">{render.esc(bot)}</span></span></button></li>'
        )

    def moment_events(self, m: Moment) -> str:
        """What happened in the swing: its scoring events, else its first public event."""
        replay = self.replay
        scoring, first = [], ""
        for move in range(m.start, m.end):
            for event in replay.events[move]:
                if private_to(event) is not None:
                    continue
                if replay.adapter.scoring_event(event) is not None:
                    scoring.append(_describe(replay, event, self.lang))
                elif not first:
                    first = _describe(replay, event, self.lang)
        return " ".join(scoring[:2]) if scoring else first

    def bot_line(self, m: Moment) -> str:
        """The hard bot's choice at the moment, beside the one played."""
        lang, game = self.lang, self.replay.game
        pick = self.cache.pick_at(m.start) if self.cache is not None else None
        played: Choice = self.replay.record.moves[m.start][1]
        if played.kind == ENGINE_KIND:
            return text("pg_bot_virtual", lang)
        if pick is None:
            return text("pg_bot_thinking", lang) if self.job is not None else ""
        if pick.choice is None:
            return text("pg_bot_only", lang)
        names = seat_names(self.replay.seats)
        if pick.choice == played:
            return text("pg_bot_agrees", lang, played=game.choice_text(played, lang, names))
        bot = game.choice_text(pick.choice, lang, names)
        return text("pg_bot_would", lang, choice=bot, played=game.choice_text(played, lang, names))

    # -- exports ----------------------------------------------------------------------------------

    def export_svg(self) -> tuple[str, str] | None:
        """The current chart as a standalone SVG file: (file name, text); None if none is drawn."""
        body = self.chart_body() if self.replay.over else ""
        if not body:
            return None
        values = self.values_at(self.replay.total) or [""] * len(self.seats)
        title = f"{self.title} · {text(f'pg_tab_{self.tab}', self.lang)}"
        svg = chart.export_svg(body, title, self.seats, values)
        return f"tavoliere-{self.replay.record.game}-{self.tab}.svg", svg


def _icon(body: str) -> str:
    return f'<svg class="pg-icon" viewBox="0 0 20 20" width="20" height="20" aria-hidden="true">{body}</svg>'


def _describe(replay: Replay, event: dict[str, Any], lang: str) -> str:
    return replay.game.describe(event, lang, seat_names(replay.seats))


def percent_phrase(way: str, n: int, lang: str) -> str:
    """ "from 34%" / "to 58%"; in Italian with the article the number takes ("dal 34%",
    "all'8%", "dallo 0%": a number read with a vowel elides, zero takes "lo").

    >>> [percent_phrase("from", n, "it") for n in (34, 8, 11, 0, 100)], percent_phrase("to", 8, "en")
    (['dal 34%', "dall'8%", "dall'11%", 'dallo 0%', 'dal 100%'], 'to 8%')
    """
    if lang != "it":
        return f"{way} {n}%"
    prep = "da" if way == "from" else "a"
    if n == 0:
        return f"{prep}llo {n}%"
    if n in (1, 11) or str(n).startswith("8"):
        return f"{prep}ll'{n}%"
    return f"{prep}l {n}%"
