"""The rules summary per game, in Italian and English, for the table's Rules panel.

The texts are data in ``ui/rules/<game>.py`` (one module per game, see ``ui/rules/__init__.py``);
this module gathers them and renders one as HTML. They are written for this project so that
players can play from them at the table; the rulebooks (shared/seeds) remain the authority and
the engine enforces the rules.
"""

from __future__ import annotations

from .render import esc
from .rules import Summary, attila, aztlan, europa, tigris, vinci

#: game -> lang -> (title, [(heading, [points])]), in the lobby's order.
SUMMARIES: dict[str, Summary] = {
    "tigris": tigris.SUMMARY,
    "attila": attila.SUMMARY,
    "aztlan": aztlan.SUMMARY,
    "vinci": vinci.SUMMARY,
    "europa": europa.SUMMARY,
}

#: The language shown when a summary lacks the one asked for.
FALLBACK_LANG = "en"


def summary_html(game: str, lang: str) -> str:
    """The summary of ``game`` in ``lang`` as HTML: the title (``h2#rules-title``, autofocused), then per
    section a heading (``h3``) and a list of points (``ul.rules-list``); every text escaped.
    English when ``lang`` has no text; empty if the game has no summary."""
    texts = SUMMARIES.get(game, {})
    entry = texts.get(lang) or texts.get(FALLBACK_LANG)
    if entry is None:
        return ""
    title, sections = entry
    # showModal() focuses the dialog's first focusable element, which would be the Close button after
    # the text and open the panel scrolled to its end: the focusable, autofocused title keeps it at the top.
    parts = [f'<h2 id="rules-title" tabindex="-1" autofocus>{esc(title)}</h2>']
    for heading, points in sections:
        items = "".join(f"<li>{esc(p)}</li>" for p in points)
        parts.append(
            f'<section class="rules-section"><h3>{esc(heading)}</h3><ul class="rules-list">{items}</ul></section>'
        )
    return "".join(parts)
