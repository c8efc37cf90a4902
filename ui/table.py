"""The table as data: which screen, and the HTML of every panel, from a Session.

The DOM layer (``ui/dom.py``) only copies these strings into the page and
sends taps back here.  Privacy is decided in one place: :meth:`Table.viewer`
is None during a hand-off, and then only the spectator's view, the public log
and no choices are rendered, so nothing private is in the page at all.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from game.core.choice import Choice
from game.core.errors import IllegalMove
from game.core.protocol import visible_events
from game.core.text import GENERIC_REFUSALS

from . import pickers, render
from .games import Adapter, Context, adapter_for
from .i18n import text
from .lobby import Style, style
from .session import HUMAN, Session, seat_names

#: Zoom steps of the board (design value): fit, then up to three times for phones.
ZOOMS = (1.0, 1.5, 2.0, 3.0)
#: Smallest comfortable touch target, in CSS px (issue 3: touch targets at least 44 px).
TOUCH_PX = 44.0
#: Share of a map's regions the opening zoom must make comfortable (design value): every square
#: of a grid (all the same size), the larger half of a region map, whose regions are measured by
#: the shorter side of their bounding box (pessimistic for a slanted one).  So a tablet opens every
#: map at fit and a phone zooms, while a map's islands and slivers (Crete, Sicily, Wales) do not
#: blow the whole map up: they are a zoom tap away.
COMFORTABLE_SHARE = 0.5
#: Decisions the "since your last turn" recap lists at most, the latest ones (design value: a
#: round of six seats with a bot reply each fits; anything older is in the log).
RECAP_LIMIT = 10


def opening_zoom(sizes: Sequence[float]) -> int:
    """The zoom step to open a board at: the first of ``ZOOMS`` at which ``COMFORTABLE_SHARE``
    of its regions (``sizes``: on-screen px measured at fit) are at least ``TOUCH_PX``, else
    the largest step; 0 (fit) when nothing was measured.

    >>> opening_zoom([24.0] * 176), opening_zoom([60.0] * 176), opening_zoom([10.0] * 30)
    (2, 0, 3)
    """
    if not sizes:
        return 0
    ordered = sorted(sizes)
    typical = ordered[min(len(ordered) - 1, int(len(ordered) * (1 - COMFORTABLE_SHARE)))]
    for step, zoom in enumerate(ZOOMS):
        if typical * zoom >= TOUCH_PX:
            return step
    return len(ZOOMS) - 1


@dataclass
class Tap:
    """What a tap on the board means: play a choice, offer several, or refuse with a reason."""

    action: str  # "play" | "menu" | "refuse"
    choices: list[int] = field(default_factory=list)
    reason: str = ""


class Table:
    """Panels of one session in one language.  ``map_svg`` is the board text, if any."""

    def __init__(self, session: Session, lang: str, map_svg: str | None = None, adapter: Adapter | None = None):
        self.session = session
        self.seats = tuple(seat.shown() for seat in session.seats)  # names as the screen shows them
        self.lang = lang
        self.adapter = adapter or adapter_for(session.record.game)
        self.map_svg = map_svg
        self.map_marks = render.map_marks(map_svg)
        self.anchors = self.map_marks.anchors
        self.sizes = render.region_sizes(map_svg) if map_svg else {}
        self.focus: str | None = None
        self.picked: str | None = None
        self.marks: tuple[str, ...] = ()  # a picker's marks (ui/pickers.py): dropped with the pick
        #: seat -> number of moves in the record when it read (or hid) its recap: it shows again
        #: only once more has happened.
        self.recap_seen: dict[int, int] = {}
        #: The choices' texts last written (choices, language, names, texts): one tap asks for
        #: the context several times, and writing hundreds of choices' texts is its costly part.
        self._texts: tuple[list[Choice], str, list[str], list[str]] | None = None

    # -- state of the screen ---------------------------------------------------------------

    def screen(self) -> str:
        """ "end" once over, "handoff" while the device must change hands, else "table"."""
        if self.session.is_over():
            return "end"
        if self.session.privacy_matters() and self.session.needs_handoff():
            return "handoff"
        return "table"

    def viewer(self) -> int | None:
        """The seat whose private view is drawn: only at the table, never on a hand-off or the
        end screen (everyone looks at the results and the final board: the spectator's view)."""
        return self.session.viewer() if self.screen() == "table" else None

    def legal(self) -> list[Choice]:
        return self.session.legal() if self.screen() == "table" else []

    def context(self, legal: list[Choice] | None = None) -> Context:
        legal = self.legal() if legal is None else legal
        game = self.session.game
        names = seat_names(self.session.seats)
        return Context(
            game=self.session.record.game,
            lang=self.lang,
            seats=self.seats,
            viewer=self.viewer(),
            legal=legal,
            texts=self._choice_texts(legal, names),
            anchors=self.map_marks.anchors,
            spots=self.map_marks.spots,
            boxes=self.map_marks.boxes,
            has_map=self.map_marks.has_map,
            extra={
                "public_view": game.view(self.session.state, None),
                "own_view": game.view(self.session.state, self.viewer()),
            },
            picked=self.picked,
            marks=self.marks,
        )

    def _choice_texts(self, legal: list[Choice], names: list[str]) -> list[str]:
        """``choice_text`` of each choice: a choice's text depends on the choice, the language
        and the names alone, so the last list is written again only when one of them changed."""
        cached = self._texts
        if cached is None or cached[1] != self.lang or cached[2] != names or cached[0] != legal:
            texts = [self.session.game.choice_text(c, self.lang, names) for c in legal]
            cached = self._texts = (list(legal), self.lang, names, texts)
        return list(cached[3])

    def offers_suggestion(self) -> bool:
        """Whether the choice bar offers "suggest a move": the seat in front must decide now
        and asked for suggestions in the lobby (a game among friends shows no hints)."""
        seat = self.viewer()
        return seat is not None and bool(self.legal()) and self.session.seats[seat].offers_suggestions()

    def map_file(self) -> str | None:
        return self.adapter.map_file(self.session.game.view(self.session.state, None))

    # -- panels -------------------------------------------------------------------------------

    def status_html(self) -> str:
        s = self.session
        acting = sorted(s.to_act())
        names = [self.seats[i].name for i in acting]
        if not acting:
            return render.esc(text("game_over", self.lang))
        if len(acting) > 1:
            line = text("to_act_many", self.lang, names=", ".join(names))
        elif s.bot_to_move() is not None:
            line = text("waiting_bot", self.lang, name=names[0])
        else:
            line = text("to_act", self.lang, name=names[0])
        marks = "".join(render.seat_mark(_style(s, i)) for i in acting)
        return f'<span class="marks">{marks}</span><span id="turn-text">{render.esc(line)}</span>'

    def groups(self, ctx: Context) -> dict[str, list[int]]:
        """The adapter's picker groups for the current choices (empty when nothing is to choose)."""
        if not ctx.legal:
            return {}
        if "groups" not in ctx.extra:  # computed once per render; adapters may read it back
            ctx.extra["groups"] = self.adapter.picker_groups(ctx.extra["own_view"], ctx)
        groups: dict[str, list[int]] = ctx.extra["groups"]
        return groups

    def offered(self, ctx: Context) -> list[int]:
        """Indices of the choices open right now: the picked group's, or every choice outside a group."""
        groups = self.groups(ctx)
        if self.picked is not None and self.picked in groups:
            return list(groups[self.picked])
        self.picked = None
        grouped = {i for members in groups.values() for i in members}
        return [i for i in range(len(ctx.legal)) if i not in grouped]

    def panels(self) -> dict[str, str]:
        """Every panel's HTML (and the board overlay and highlight CSS) for the current screen."""
        s = self.session
        game = s.game
        viewer = self.viewer()
        legal = self.legal()
        ctx = self.context(legal)
        public_view = ctx.extra["public_view"]
        own_view = ctx.extra["own_view"]
        offered = self.offered(ctx)
        ctx.picked = self.picked
        private = ""
        if viewer is not None:
            private = self.adapter.private_html(own_view, ctx)
        open_choices = [legal[i] for i in offered]
        choices = self.choice_bar(ctx, offered)
        if viewer is None and self.picked is None:
            choices = self.open_turn_pickers(ctx) + choices
        if legal and self.picked is None and self.focus is None:  # a pick or a menu says it in the progress bar
            line = self.adapter.instruction(own_view, ctx)
            choices = f'<p id="instruction" class="instruction">{render.esc(line)}</p>' + choices
        actor = s.actor() if self.screen() == "table" else None
        pending = s.pending_steps() if actor is not None else []
        steps = [game.choice_text(c, self.lang, seat_names(s.seats)) for c in pending]
        if self.picked is not None:
            steps.append(self.adapter.picker_text(self.picked, ctx))
        if self.focus is not None:
            steps.append(text("choose_for", self.lang, region=self.adapter.region_name(self.focus, self.lang)))
        progress = self.open_turn_html()
        if steps:
            line = text("step_of", self.lang, steps=" → ".join(steps))
            progress += (
                f'<span id="progress-text">{render.esc(line)}</span>'
                f'<button type="button" id="cancel-move" data-action="cancel-move">'
                f"{render.esc(text('cancel', self.lang))}</button>"
            )
        pieces = self.adapter.pieces_svg(own_view, ctx)
        # The last-move and target rings go over a grid's tiles (a tile hides its whole square),
        # but under a region map's pieces: there a ring round the region's anchor crossed the
        # pieces' counts.
        over = _is_grid(self.anchors)
        pieces = pieces + self.last_moves_svg() if over else self.last_moves_svg() + pieces
        hits = render.hit_areas(open_choices, self.anchors, self.sizes)
        rings = render.legal_rings(open_choices, self.anchors, _ring_radius(self.anchors))
        recap = ""
        if actor is not None and actor == self.turn_seat() and not self.recap_read(actor):
            recap = self.recap_html(actor, viewer)
        return {
            "status": self.status_html(),
            "recap": recap,
            "public": self.adapter.public_html(public_view, ctx),
            "private": private,
            "choices": choices,
            "progress": progress,
            "log": render.log_html(s.log(self.lang, viewer)),
            "pieces": hits + (pieces + rings if over else rings + pieces),
            "highlight": render.highlight_css(open_choices, self.focus),
            "undo": "enabled" if (viewer is not None or self.screen() == "end") and not s.undo_refusal() else "",
        }

    def choice_bar(self, ctx: Context, offered: list[int]) -> str:
        """The choice bar's HTML: the adapter's composer and the steppers first, then a button for
        each other choice open now that is not a tap on the board (or is on the focused region)."""
        legal = ctx.legal
        button_set = set(self.adapter.button_choices(ctx))
        buttons = [i for i in offered if i in button_set or not any(t in self.anchors for t in legal[i].targets)]
        if self.focus is not None:
            # The menu tap_region offered: the picked group's choices there, else every choice there.
            pool = offered if self.picked is not None else range(len(legal))
            focused = [i for i in pool if self.focus in legal[i].targets]
            if _controls(legal, focused) > pickers.MAX_BUTTONS:  # too many to read: what starts
                # there, else what ends there; none (a fleet's port with every landing): the rings
                # say where to tap
                starts = [i for i in focused if legal[i].targets[0] == self.focus]
                ends = [i for i in focused if legal[i].targets[-1] == self.focus]
                focused = next((f for f in (starts, ends) if _controls(legal, f) <= pickers.MAX_BUTTONS), [])
            buttons = focused  # a menu on one region: the other choices come back with Cancel
        composer = self.adapter.composer(ctx.extra["own_view"], ctx) if legal else None
        out = ""
        if composer is not None:
            members = set(composer.members)
            buttons[:] = [i for i in buttons if i not in members]
            out += composer.controls
            if composer.label:  # a composer whose controls are the choices themselves has no confirm
                kind = legal[composer.index].kind if composer.index is not None else ""
                out += pickers.confirm_html(composer.index, composer.label, ctx.texts, kind)
        for run in pickers.runs(ctx.legal, buttons):
            out += pickers.stepper_html(run, self.marks, ctx.texts, self.lang, legal[run.indices[0]].kind)
            buttons[:] = [i for i in buttons if i not in run.indices]
        return out + render.choice_buttons(ctx.legal, ctx.texts, buttons)

    def open_turn_pickers(self, ctx: Context) -> str:
        """On an open turn the private area is not drawn, and with it the pickers the adapters put
        there (Aztlán's piece colour, a territory to move from): each picker group is then a
        button in the bar, named as the progress line names it once picked.  Its key and label
        tell nothing private: the groups come from the legal choices, which the open turn shows."""
        return "".join(
            f'<button type="button" class="choice pick" data-action="pick" data-key="{render.esc(key)}">'
            f"{render.esc(self.adapter.picker_text(key, ctx))}</button>"
            for key in self.groups(ctx)
        )

    def mark(self, token: str) -> None:
        """A tap on a picker's mark (a tile to swap, a tribe, a stepper's value)."""
        self.marks = pickers.toggle(self.marks, token)

    # -- since your last turn -------------------------------------------------------------------

    def turn_seat(self) -> int | None:
        """The human seat whose turn has come (it decides next), or None."""
        s = self.session
        seat = s.next_seat()
        if seat is None or s.seats[seat].kind != HUMAN or s.engine_played(seat):
            return None
        return seat

    def marks_seat(self) -> int | None:
        """The seat the last-move marks are for: the one in front, else the human whose turn came."""
        seat = self.viewer()
        return seat if seat is not None else self.turn_seat()

    def last_moves_svg(self) -> str:
        """Rings on every region an event since the marks' seat last chose names (what ``viewer``
        may see), in the colour of whoever changed it: they stay until that seat chooses."""
        seat = self.marks_seat()
        if seat is None or not self.anchors or self.screen() != "table":
            return ""
        marks = [
            (region, _style(self.session, who).colour)
            for who, events in self.session.since_last_turn(seat, self.viewer())
            if who != seat
            for event in events
            for region in _regions(event, self.anchors)
        ]
        return render.last_move_marks(marks, self.anchors, _ring_radius(self.anchors))

    def recap_read(self, seat: int) -> bool:
        return self.recap_seen.get(seat, -1) >= len(self.session.record.moves)

    def dismiss_recap(self) -> None:
        """The player whose turn came hid the recap (or took the device after reading it)."""
        seat = self.turn_seat()
        if seat is not None:
            self.recap_seen[seat] = len(self.session.record.moves)

    def recap_html(self, seat: int, viewer: int | None) -> str:
        """What happened since ``seat`` last chose, in sentences with the players' names, one
        line per decision (the latest ``RECAP_LIMIT``), from the events ``viewer`` may see;
        "" when nothing did."""
        game = self.session.game
        names = seat_names(self.session.seats)
        entries = [(who, ev) for who, ev in self.session.since_last_turn(seat, viewer) if who != seat]
        if not entries:
            return ""
        shown = entries[-RECAP_LIMIT:]
        lines = [
            (_style(self.session, who), " ".join(game.describe(e, self.lang, names) for e in ev)) for who, ev in shown
        ]
        more = text("recap_more", self.lang, n=len(entries) - len(shown)) if len(entries) > len(shown) else ""
        title = text("recap_title", self.lang, name=self.seats[seat].name)
        return render.recap_html(title, lines, more, text("recap_close", self.lang))

    def open_turn_html(self) -> str:
        """On an open turn, the banner naming who decides, with the button that hands that
        player the device to see its own secrets first (its view is not on screen)."""
        if self.screen() != "table" or not self.session.open_turn():
            return ""
        seat = self.session.next_seat()
        assert seat is not None
        name = self.seats[seat].name
        return (
            f'<p id="open-turn" class="open-turn">{render.seat_mark(_style(self.session, seat))}'
            f"<span>{render.esc(text('open_turn', self.lang, name=name))}</span>"
            f'<button type="button" data-action="ask-private">{render.esc(text("see_mine", self.lang))}</button></p>'
        )

    def pick(self, key: str) -> bool:
        """Select the picker group ``key`` (tapping it again drops it); whether it is picked now."""
        ctx = self.context()
        self.focus = None
        self.marks = ()
        self.picked = None if self.picked == key or key not in self.groups(ctx) else key
        return self.picked is not None

    def undo(self) -> None:
        """Undo the last choice (raises UndoRefused).  From the hand-off or the end screen, which
        show no private view, the player who chose gets the device back through a hand-off."""
        self.session.undo(hand_back=self.screen() != "table")
        self.focus = self.picked = None
        self.marks = ()

    def cancel(self) -> bool:
        """Drop the pick (a UI-only first step) or take back the engine's pending steps."""
        if self.picked is not None or self.focus is not None or self.marks:
            self.picked = self.focus = None
            self.marks = ()
            return True
        return self.session.cancel_pending() > 0

    def handoff_html(self) -> str:
        seat = self.session.next_seat()
        if seat is None:
            return ""
        name = self.seats[seat].name
        mark = render.seat_mark(_style(self.session, seat), 56)
        undo = ""
        if self.session.undo_refusal() is None:  # the player who chose may still hold the device
            undo = (
                f'<button type="button" id="handoff-undo" data-action="undo">'
                f"{render.esc(text('undo', self.lang))}</button>"
            )
        title = "handoff_back_title" if self.session.handed_back == seat else "handoff_title"
        recap = ""
        if not self.recap_read(seat):  # the public events only: the last holder may still be looking
            recap = self.recap_html(seat, None)
        if recap:
            recap = f'<section id="handoff-recap" class="recap">{recap}</section>'

        # Leaving (Menu) and the rules show nothing private, so they are offered here too.
        bar = "".join(
            f'<button type="button" data-action="{action}">{render.esc(text(key, self.lang))}</button>'
            for action, key in (("lobby", "lobby"), ("rules", "rules"))
        )
        return (
            f'<div class="handoff-bar">{bar}</div>'
            f'<div class="handoff-lang">{render.lang_switch(self.lang)}</div>'
            f'<div class="handoff-mark">{mark}</div>'
            f'<h2 id="handoff-title">{render.esc(text(title, self.lang, name=name))}</h2>'
            f"<p>{render.esc(text('handoff_hint', self.lang, name=name))}</p>{recap}"
            f'<button type="button" id="handoff-ready" class="primary" data-action="handoff-ready">'
            f"{render.esc(text('handoff_ready', self.lang, name=name))}</button>" + undo
        )

    def take_device(self) -> None:
        """The named player holds the device: the recap the hand-off showed counts as read."""
        if self.screen() == "handoff":
            self.dismiss_recap()
        self.session.take_device()

    def end_html(self) -> str:
        s = self.session
        public = [e for events in s.history for e in visible_events(events, None)]
        details = self.adapter.end_details(public, self.context([]))
        table = s.game.score_table(s.state, self.lang)
        return render.end_html(table, self.seats, s.game.ranking(s.state), s.record.seed, self.lang, details)

    def end_undo_html(self) -> str:
        """The end screen's Undo (issue 16.8): the button while the last decision may still be
        taken back (with the bot replies after it), else the button disabled and the reason why."""
        label = render.esc(text("undo", self.lang))
        refusal = self.session.undo_refusal()
        if refusal is None:
            return f'<button type="button" id="end-undo" data-action="undo">{label}</button>'
        return (
            f'<button type="button" id="end-undo" data-action="undo" disabled aria-describedby="end-undo-why">'
            f'{label}</button><p id="end-undo-why" class="undo-why">{render.esc(text(refusal, self.lang))}</p>'
        )

    # -- taps -----------------------------------------------------------------------------------

    def tap_region(self, region: str) -> Tap:
        """A tap on the board region ``region``: the choice(s) it stands for, or why not.

        With a group picked, only its choices count; otherwise a single ungrouped choice is
        played at once and anything else on that region is offered as a menu.
        """
        ctx = self.context()
        legal = list(ctx.legal)
        pool = self.offered(ctx)
        self.marks = ()
        hits = [i for i in pool if region in legal[i].targets]
        if len(hits) == 1:
            self.focus = None
            return Tap("play", hits)
        if not hits and self.picked is None:
            # Choices inside a picker group are never played by one tap: they are offered as a menu.
            hits = [i for i, c in enumerate(legal) if region in c.targets]
            if hits:
                self.focus = region
                return Tap("menu", hits)
        if hits:
            self.focus = region
            return Tap("menu", hits)
        self.focus = None
        return Tap("refuse", reason=self._why_not([legal[i] for i in pool] or legal, region))

    def _why_not(self, legal: list[Choice], region: str) -> str:
        """Why nothing can be played on ``region``: the engine's own reason for the first listed
        kind of move tried there, when it has one more telling than "not listed"."""
        for c in legal:
            if c.targets and c.targets[0] in c.args:
                args = tuple(region if a == c.targets[0] else a for a in c.args)
                error = self.session.refusal(Choice(c.kind, args, (region,)))
                if error is not None and error.key not in GENERIC_REFUSALS:
                    return self.refusal_text(error)
        return text("not_a_choice", self.lang)

    def refusal_text(self, error: IllegalMove) -> str:
        """The engine's refusal in the player's words and language."""
        return self.session.game.refusal_text(error, self.lang, seat_names(self.session.seats))

    def choose(self, index: int) -> list[dict[str, Any]]:
        """Play the legal choice at ``index`` for the seat in front."""
        legal = self.legal()
        events = self.session.play(legal[index])
        self.focus = self.picked = None
        self.marks = ()
        return events


def _style(session: Session, seat: int) -> Style:
    return style(session.seats[seat].style)


def _regions(event: dict[str, Any], anchors: dict[str, tuple[float, float]]) -> list[str]:
    """The board regions an event names: any of its values (or items of a list value) that is a
    region of the map, whatever the game calls the field ("square", "province", "from" ...)."""
    out: list[str] = []
    for value in event.values():
        for item in value if isinstance(value, list) else (value,):
            if isinstance(item, str) and item in anchors:
                out.append(item)
    return out


#: Ring radius on a region map (not a grid), as a share of the anchors' extent (design value):
#: regions of different sizes have no common spacing, so a clearly visible fixed size is used.
REGION_RING_SHARE = 0.022


def _controls(legal: list[Choice], indices: list[int]) -> int:
    """How many controls the bar shows for the choices ``indices``: a run of numbers is one
    stepper (three buttons), every other choice one button."""
    folded = pickers.runs(legal, indices)
    return len(indices) - sum(len(run.indices) for run in folded) + 3 * len(folded)


def _is_grid(anchors: dict[str, tuple[float, float]]) -> bool:
    """A board of squares (few distinct columns for many anchors), not a map of regions."""
    return bool(anchors) and len({round(x, 1) for x, _ in anchors.values()}) * 3 <= len(anchors)


def _ring_radius(anchors: dict[str, tuple[float, float]]) -> float:
    """On a grid (:func:`_is_grid`): half the smallest distance between two columns, a ring
    that fits its square.  On a region map the smallest gap says nothing (two anchors may sit
    close at a border), so the ring is sized from the map's extent."""
    xs = sorted({round(x, 1) for x, _ in anchors.values()})
    gaps = [b - a for a, b in zip(xs, xs[1:]) if b - a > 1]
    if _is_grid(anchors) and gaps:
        return min(gaps) * 0.42
    if len(anchors) < 2:
        return 20.0
    ys = [y for _, y in anchors.values()]
    extent = max(xs[-1] - xs[0], max(ys) - min(ys))
    return max(extent * REGION_RING_SHARE, (min(gaps) * 0.42) if gaps else 0.0)
