"""Map texts in the table's two languages.

A name that reads differently in Italian and English is drawn twice, as two sibling elements
marked ``lang="it"`` and ``lang="en"``; the English one also carries ``display="none"``, so the
map on its own (a file viewer, the docs) reads in Italian.  The table's stylesheet
(assets/css/table.css) swaps them when the page is in English (``<html lang="en">``, which the
app sets on every language switch): no script and no redraw.  A name that is the same in both
languages is drawn once, unmarked.
"""

from __future__ import annotations

#: The attributes that mark each language's twin (the English one hidden until the page is English).
IT_ATTRS = ' lang="it"'
EN_ATTRS = ' lang="en" display="none"'


def twins(opening: str, it: str, en: str) -> list[str]:
    """The ``<text>`` element(s) for a text already escaped; ``opening`` is the start tag without its ``>``.

    >>> twins('<text x="5"', "Mar Nero", "Black Sea")
    ['<text x="5" lang="it">Mar Nero</text>', '<text x="5" lang="en" display="none">Black Sea</text>']
    >>> twins('<text x="5"', "Asia", "Asia")
    ['<text x="5">Asia</text>']
    """
    if it == en:
        return [f"{opening}>{it}</text>"]
    return [f"{opening}{IT_ATTRS}>{it}</text>", f"{opening}{EN_ATTRS}>{en}</text>"]
