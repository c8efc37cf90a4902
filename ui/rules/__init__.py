"""The rules summaries of the table's Rules panel, one module per game, as data.

Each module defines ``SUMMARY: Summary``: for "it" and "en", a title and a list of
sections, each a heading and its points. Both languages have the same sections and
the same number of points in each (tests/ui/test_rules_text.py checks it), so a point
added in one language is added in the other.

The texts are written for this project from the Italian rulebooks (shared/seeds, the
authority), the English specs (shared/rules) and the engines' own resolutions
(docs/<game>.md); every number in them is an engine constant, which the tests check.
"""

from __future__ import annotations

#: A heading and its points.
Section = tuple[str, list[str]]
#: A title and its sections.
Text = tuple[str, list[Section]]
#: lang -> Text.
Summary = dict[str, Text]
