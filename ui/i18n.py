"""Every string of the table in Italian and English.

Game terms (tile names, event sentences, button texts of choices) come from
the engine (``describe``, ``choice_text``, ``score_table``); this table holds
only the table's own words, as data in ``data/i18n.toml``.  Each key exists in
both languages (the loader checks it), so switching language never shows a raw
key.

>>> text("start", "it")
'Inizia la partita'
>>> text("handoff_title", "en", name="Ada")
'Pass the device to Ada'
"""

from __future__ import annotations

from pathlib import Path

from game.core.text import Texts, fill, read_texts

LANGS: tuple[str, ...] = ("it", "en")
DEFAULT_LANG = "en"  # design value: English unless the browser says Italian

#: The table's words (data/i18n.toml): [texts.table] its own, [texts.<game>] each game's panels
#: (``ui/games/<game>.py``), keyed ``"<game>.<word>"`` here; a game's phases are every
#: ``view["phase"]`` its engine reports.
_TEXTS = read_texts(Path(__file__).parent / "data" / "i18n.toml").texts
STRINGS: dict[str, Texts] = {
    (key if area == "table" else f"{area}.{key}"): entry
    for area, words in _TEXTS.items()
    for key, entry in words.items()
}


def text(key: str, lang: str, **values: object) -> str:
    """The string ``key`` in ``lang`` with ``{placeholders}`` filled by the engines' one
    formatter (:func:`game.core.text.fill`: plurals ``{n carta|carte}``, Italian
    articles and elisions ``{a name}``).

    An unknown language falls back to English; an unknown key raises KeyError
    (a bug, caught by the tests).

    >>> text("to_act", "it", name="Arciere"), text("to_act", "it", name="Bruno")
    ('Tocca ad Arciere', 'Tocca a Bruno')
    """
    entry = STRINGS[key]
    template = entry.get(lang, entry[DEFAULT_LANG])
    return fill(template, lang, values) if values else template


def either(keys: list[str], lang: str, capital: bool = True, **values: object) -> str:
    """The alternatives ``keys`` (texts in lower case) as one sentence: "A, b or c" (or, with
    ``capital`` False, the same to end a sentence: "a, b or c").

    >>> either(["attila.or_card", "attila.or_end"], "it")
    'Gioca una carta dalla mano o termina il turno'
    """
    parts = [text(k, lang, **values) for k in keys]
    line = parts[0] if len(parts) == 1 else text("either_or", lang, a=", ".join(parts[:-1]), b=parts[-1])
    return line[:1].upper() + line[1:] if capital else line


def detect_lang(browser_langs: list[str] | tuple[str, ...] | str | None) -> str:
    """Italian when the browser's preferred language is Italian, else English.

    >>> detect_lang(["it-IT", "en"])
    'it'
    >>> detect_lang("en-GB")
    'en'
    """
    if isinstance(browser_langs, str):
        browser_langs = [browser_langs]
    for tag in browser_langs or ():
        primary = str(tag).split("-")[0].lower()
        if primary in LANGS:
            return primary
    return DEFAULT_LANG


def choose_lang(saved: str | None, browser_langs: list[str] | tuple[str, ...] | str | None) -> str:
    """The player's explicit choice if any, else the browser's language."""
    if saved in LANGS:
        return str(saved)
    return detect_lang(browser_langs)


#: Unicode's bidirectional isolates: FIRST STRONG ISOLATE ... POP DIRECTIONAL ISOLATE.
_FSI, _PDI = "\u2068", "\u2069"
#: The isolate controls a value may not carry inside (a stray PDI would end our isolate early).
_ISOLATE_CONTROLS = dict.fromkeys(map(ord, "\u2066\u2067\u2068\u2069"))


def isolate(value: str) -> str:
    """A player-supplied text (a name, a save's name) wrapped so its direction cannot flip the
    sentence around it: right-to-left text or override characters inside stay inside.

    >>> isolate("\u202eAda") == "\u2068\u202eAda\u2069"
    True
    """
    return _FSI + value.translate(_ISOLATE_CONTROLS) + _PDI
