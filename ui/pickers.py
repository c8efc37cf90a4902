"""Pickers that compose one legal choice in a few taps instead of a long list of buttons.

Two kinds, both UI-only steps whose result is always an index into ``legal()`` (the engine
stays the authority: a picker can only offer what the engine listed):

- a **composer** from the game's adapter (:class:`ui.games.Composer`): marks toggled on
  tiles, tribes..., and a confirm button for the choice they compose;
- a **stepper**, for any game: choices of one kind that differ only in one number ("1 army in
  London" ... "12 armies in London", dice, armies moved) become − value + and one confirm button.

Marks are tokens kept by the table: a plain token toggles, ``key=value`` replaces the token
with the same key (a stepper's value).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.core.choice import Choice

from .i18n import text
from .render import esc

#: No decision shows more than this many buttons in the choice bar (issue 16.2).
MAX_BUTTONS = 8
#: A run of at least this many numbers is a stepper (design value: up to three, e.g. 1 to 3 dice,
#: read faster as buttons).
STEPPER_MIN = 4


def toggle(marks: tuple[str, ...], token: str) -> tuple[str, ...]:
    """``marks`` after a tap on ``token``.

    >>> toggle(("a",), "b"), toggle(("a", "b"), "a"), toggle(("n=2", "a"), "n=3")
    (('a', 'b'), ('b',), ('a', 'n=3'))
    """
    key, eq, _ = token.partition("=")
    if eq:
        return tuple(m for m in marks if m.partition("=")[0] != key) + (token,)
    if token in marks:
        return tuple(m for m in marks if m != token)
    return (*marks, token)


def mark_value(marks: Sequence[str], key: str) -> str | None:
    """The value of the ``key=value`` mark, if set."""
    for m in marks:
        k, eq, v = m.partition("=")
        if eq and k == key:
            return v
    return None


@dataclass
class Run:
    """Choices that differ only in the number at ``slot`` of their args, by increasing number."""

    key: str
    values: list[int]
    indices: list[int]


def _number_slot(choice: Choice) -> int | None:
    slots = [k for k, a in enumerate(choice.args) if isinstance(a, int) and not isinstance(a, bool)]
    return slots[0] if len(slots) == 1 else None


def runs(legal: Sequence[Choice], indices: Sequence[int]) -> list[Run]:
    """The steppers among the buttons ``indices``: runs of at least ``STEPPER_MIN`` numbers."""
    found: dict[tuple[object, ...], list[tuple[int, int]]] = {}
    for i in indices:
        c = legal[i]
        slot = _number_slot(c)
        if slot is None:
            continue
        rest = (c.kind, slot, *c.args[:slot], *c.args[slot + 1 :])
        found.setdefault(rest, []).append((int(c.args[slot]), i))
    out = []
    for members in found.values():
        if len(members) >= STEPPER_MIN:
            members.sort()
            out.append(Run(f"n{len(out)}", [v for v, _ in members], [i for _, i in members]))
    return out


def stepper_html(run: Run, marks: Sequence[str], texts: Sequence[str], lang: str, kind: str = "") -> str:
    """− value + and the confirm button of the value shown (the largest until changed), of ``kind``."""
    chosen = mark_value(marks, run.key)
    pos = run.values.index(int(chosen)) if chosen is not None and int(chosen) in run.values else len(run.values) - 1
    index = run.indices[pos]

    def step(delta: int, sign: str, label: str) -> str:
        to = pos + delta
        if not 0 <= to < len(run.values):
            return f'<button type="button" class="step" disabled aria-label="{esc(label)}">{sign}</button>'
        return (
            f'<button type="button" class="step" data-action="mark" data-mark="{run.key}={run.values[to]}" '
            f'aria-label="{esc(label)}">{sign}</button>'
        )

    return (
        f'<div class="stepper" data-run="{run.key}">{step(-1, "−", text("fewer", lang))}'
        f'<output class="step-value">{run.values[pos]}</output>{step(1, "+", text("more", lang))}'
        f'<button type="button" class="choice primary" data-choice="{index}" data-kind="{esc(kind)}">'
        f"{esc(texts[index])}</button></div>"
    )


def confirm_html(index: int | None, label: str, texts: Sequence[str], kind: str = "") -> str:
    """A composer's confirm button: the composed choice, or disabled with ``label``."""
    if index is None:
        return f'<button type="button" class="choice primary compose" disabled>{esc(label)}</button>'
    return (
        f'<button type="button" class="choice primary compose" data-choice="{index}" data-kind="{esc(kind)}">'
        f"{esc(texts[index])}</button>"
    )


def toggle_html(token: str, body: str, label: str, on: bool, enabled: bool = True, cls: str = "mark") -> str:
    """A toggle for ``token`` (pressed when marked)."""
    state = f'data-action="mark" data-mark="{esc(token)}"' if enabled or on else "disabled"
    return (
        f'<button type="button" class="{cls}{" marked" if on else ""}" {state} aria-pressed="{str(on).lower()}" '
        f'title="{esc(label)}" aria-label="{esc(label)}">{body}</button>'
    )
