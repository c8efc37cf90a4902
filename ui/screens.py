"""HTML of the lobby's dynamic parts and of the setup screen (pure functions).

The static lobby (game cards) is plain HTML in index.html so it paints before
Python is ready; these fill in what needs Python: Continue, the save list and
the setup form.  Controls carry ``data-action`` (what a tap does) and the
setup form's fields carry ``data-field``; ``ui/app.py`` reads them back.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from game.core.protocol import GameSpec, OptionSpec, OptionValue

from . import lobby
from .i18n import isolate, text
from .render import esc, lang_switch, level_text, seat_mark
from .saves import QUOTE_LIMIT, Refusal, SaveSummary
from .session import BOT, HUMAN


@dataclass
class SetupForm:
    """What the setup screen shows and the player has picked so far."""

    game: str
    players: int
    options: dict[str, OptionValue]
    names: list[str]
    styles: list[str]
    kinds: list[str] = field(default_factory=list)
    levels: list[str] = field(default_factory=list)
    suggest: list[bool] = field(default_factory=list)
    seed: str = ""
    error: str = ""

    @classmethod
    def fresh(cls, spec: GameSpec, lang: str) -> SetupForm:
        n = lobby.default_players(spec)
        seats = lobby.default_seats(len(lobby.STYLES), lang)
        return cls(
            game=spec.name,
            players=n,
            options={o.name: o.default for o in spec.options},
            names=[name for name, _ in seats],
            styles=[s for _, s in seats],
            kinds=[HUMAN] * len(seats),
            levels=["medium"] * len(seats),
            # Off by default: a game among friends shows no hints unless a player asks for them.
            suggest=[False] * len(seats),
        )

    def setup_options(self, spec: GameSpec) -> dict[str, OptionValue]:
        """The options for the chosen count: the ones that do not apply keep their defaults."""
        allowed = {o.name for o in lobby.options_for(spec, self.players)}
        return {o.name: (self.options[o.name] if o.name in allowed else o.default) for o in spec.options}


def _option_html(opt: OptionSpec, value: OptionValue, lang: str) -> str:
    label = esc(opt.label(lang))
    if isinstance(opt.default, bool):
        checked = " checked" if value else ""
        return (
            f'<label class="option toggle"><input type="checkbox" data-field="option" data-name="{esc(opt.name)}"'
            f"{checked}><span>{label}</span></label>"
        )
    options = "".join(
        f'<option value="{esc(lobby.option_text(v))}"{" selected" if v == value else ""}>'
        f"{esc(opt.value_label(v, lang))}</option>"
        for v in opt.values
    )
    return (
        f'<label class="option"><span>{label}</span><select data-field="option" data-name="{esc(opt.name)}">'
        f"{options}</select></label>"
    )


def _suggest_html(seat: int, on: bool, lang: str) -> str:
    """The seat's "suggest a move" toggle: the whole label is the touch target."""
    checked = " checked" if on else ""
    return (
        f'<label class="option toggle suggest-toggle"><input type="checkbox" data-field="suggest" data-seat="{seat}"'
        f"{checked}><span>{esc(text('suggest_option', lang))}</span></label>"
    )


def engine_seats(game: Any, players: int, options: dict[str, OptionValue]) -> frozenset[int]:
    """The seats the engine plays itself with these options (Vinci's virtual players): the
    protocol's ``engine_seats`` of a trial game.  Empty if the setup is refused."""
    try:
        state = game.new_game(players, game.SPEC.check_setup(players, options), 0)
    except Exception:  # a refused setup shows its error on Start, not here
        return frozenset()
    return frozenset(game.engine_seats(state))


def setup_html(
    spec: GameSpec,
    form: SetupForm,
    lang: str,
    bot_levels: Sequence[str] = (),
    engine: frozenset[int] = frozenset(),
) -> str:
    """The setup screen: player count, seats, variants, seed, Start.  Seats in ``engine``
    are played by the engine: they say so instead of asking human or bot."""
    counts = "".join(
        f'<button type="button" class="count{" selected" if n == form.players else ""}" data-action="players" '
        f'data-n="{n}" aria-pressed="{"true" if n == form.players else "false"}">{n}</button>'
        for n in lobby.player_counts(spec)
    )
    seats = ""
    for i in range(form.players):
        st = lobby.style(form.styles[i])
        style_opts = "".join(
            f'<option value="{s.id}"{" selected" if s.id == st.id else ""}>{esc(s.name(lang))}</option>'
            for s in lobby.STYLES
        )
        kind = ""
        if i in engine:
            kind = f'<span class="kind virtual" data-seat="{i}">{esc(text("virtual_seat", lang))}</span>'
        elif bot_levels:
            kinds = [(HUMAN, text("human", lang))] + [
                (f"{BOT}:{lv}", f"{text('bot', lang)}: {level_text(lv, lang)}") for lv in bot_levels
            ]
            current = HUMAN if form.kinds[i] == HUMAN else f"{BOT}:{form.levels[i]}"
            kind = (
                f'<select class="kind" data-field="kind" data-seat="{i}" aria-label="{esc(text("human", lang))}">'
                + "".join(
                    f'<option value="{esc(v)}"{" selected" if v == current else ""}>{esc(t)}</option>' for v, t in kinds
                )
                + "</select>"
            )
        # Suggestions come from the hard bot: offered only where bots exist, to a human seat.
        hint = ""
        if bot_levels and i not in engine and form.kinds[i] == HUMAN:
            hint = _suggest_html(i, form.suggest[i], lang)
        seats += (
            f'<li class="seat-row" data-seat="{i}"><span class="seat-swatch">{seat_mark(st, 34)}</span>'
            f'<input class="seat-name" data-field="name" data-seat="{i}" value="{esc(form.names[i])}" '
            f'maxlength="{lobby.SEAT_NAME_LIMIT}" dir="auto" '
            f'aria-label="{esc(text("seat_name", lang))} {i + 1}">'
            f'<select class="seat-style" data-field="style" data-seat="{i}" aria-label="{esc(text("colour", lang))}">'
            f"{style_opts}</select>{kind}{hint}</li>"
        )
    opts = "".join(_option_html(o, form.options[o.name], lang) for o in lobby.options_for(spec, form.players))
    options_block = (
        f'<fieldset class="options"><legend>{esc(text("options", lang))}</legend>{opts}</fieldset>' if opts else ""
    )
    error = f'<p class="error" role="alert">{esc(form.error)}</p>' if form.error else ""
    return (
        f'<header class="screen-bar"><button type="button" class="back" data-action="lobby">'
        f"← {esc(text('back', lang))}</button><h2>{esc(spec.title(lang))}</h2>{lang_switch(lang)}</header>"
        f'<div class="setup-body">'
        f'<fieldset class="counts"><legend>{esc(text("players", lang))}</legend>{counts}</fieldset>'
        f'<ol class="seats">{seats}</ol>{options_block}'
        f'<label class="seed"><span>{esc(text("seed", lang))}</span>'
        f'<input id="seed" data-field="seed" inputmode="numeric" pattern="[0-9]*" value="{esc(form.seed)}">'
        f"<small>{esc(text('seed_hint', lang))}</small></label>{error}"
        f'<button type="button" id="start-game" class="primary" data-action="start">{esc(text("start", lang))}</button>'
        "</div>"
    )


def refusal_text(refusal: Refusal, lang: str) -> str:
    """Why a save or a file was refused, in ``lang``; text it quotes from the save is isolated."""
    return text(refusal.key, lang, **{k: v if v.isdigit() else isolate(v) for k, v in refusal.values})


def short_id(save_id: str) -> str:
    """A save's id as shown: a broken entry's key may hold anything another page stored."""
    return save_id if len(save_id) <= QUOTE_LIMIT else save_id[: QUOTE_LIMIT - 1] + "…"


def continue_html(summary: SaveSummary | None, titles: dict[str, str], lang: str) -> str:
    if summary is None:
        return ""
    players = ", ".join(isolate(p) for p in summary.players)
    label = text("continue_game", lang, title=titles.get(summary.game, summary.game), players=players)
    return (
        f'<button type="button" id="continue" class="primary" data-action="resume" data-id="{esc(summary.id)}">'
        f"<strong>{esc(text('continue', lang))}</strong><span>{esc(label)}</span></button>"
    )


def save_list_html(
    saves: Sequence[SaveSummary], titles: dict[str, str], lang: str, fmt_date: Any = str, analysis: bool = True
) -> str:
    """The save list: a game in progress offers Resume and Replay, a finished one Replay, its
    Results and (``analysis``: the bots are there) Analysis; then Rename, Export, Delete."""
    if not saves:
        return f'<li class="empty">{esc(text("no_saves", lang))}</li>'
    out = ""
    for s in saves:
        sid = esc(s.id)
        if s.problem:
            reason = refusal_text(s.refusal or Refusal("refused_unreadable"), lang)
            out += (
                f'<li class="save broken" data-id="{sid}"><div class="save-info">'
                f"<strong>{esc(isolate(short_id(s.id)))}</strong>"
                f'<span class="problem">{esc(text("save_refused", lang, reason=reason))}</span></div>'
                f'<div class="save-actions"><button type="button" data-action="delete" data-id="{sid}">'
                f"{esc(text('delete', lang))}</button></div></li>"
            )
            continue
        state = text("finished", lang) if s.over else text("turn_n", lang, n=s.moves)
        main = "replay" if s.over else "resume"
        players = ", ".join(isolate(p) for p in s.players)
        after = ""
        if s.over:  # a finished game: its results (the end screen) and, if the bots are there, its analysis
            after = (
                f'<button type="button" data-action="resume" data-id="{sid}">{esc(text("pg_results", lang))}</button>'
            )
            if analysis:
                after += (
                    f'<button type="button" class="primary" data-action="analysis" data-id="{sid}">'
                    f"{esc(text('analysis', lang))}</button>"
                )
        else:  # a game in progress: its replay so far, as the table or as one seat behind a hand-off
            after = f'<button type="button" data-action="replay" data-id="{sid}">{esc(text("replay", lang))}</button>'
        out += (
            f'<li class="save" data-id="{sid}"><div class="save-info">'
            f'<strong class="save-name">{esc(isolate(s.name))}</strong>'
            f"<span>{esc(titles.get(s.game, s.game))} · {esc(players)}</span>"
            f"<span>{esc(fmt_date(s.updated))} · {esc(state)}</span></div>"
            f'<div class="save-actions"><button type="button" class="primary" data-action="{main}" data-id="{sid}">'
            f"{esc(text(main, lang))}</button>{after}"
            f'<button type="button" data-action="rename" data-id="{sid}">{esc(text("rename", lang))}</button>'
            f'<button type="button" data-action="export" data-id="{sid}">{esc(text("export", lang))}</button>'
            f'<button type="button" data-action="delete" data-id="{sid}">{esc(text("delete", lang))}</button>'
            "</div></li>"
        )
    return out
