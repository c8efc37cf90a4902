"""Sentences from templates: the one formatter of every game's log, buttons and refusals.

A game's texts are data: templates keyed by event type, choice kind or
refusal, one per language, in the game's ``data/text.toml`` (read by
:func:`read_texts`, built into a :class:`Catalog`).  This module fills them.
A template is plain text with placeholders in braces:

``{x}``
    the value of parameter ``x``; ``{X}`` the same with its first letter
    capitalised.
``{n one|many}``
    the count ``n`` with the singular or plural words: "1 tessera",
    "2 tessere" (``{n tessera coperta|tessere coperte}`` for a phrase).
``{n x}``
    the count ``n`` with the :class:`Noun` ``x`` in agreement: "2 templi".
``{form x}``
    ``x`` with an article or an articulated preposition chosen by the
    noun's gender, number and first letters.  Italian forms: ``il`` (il,
    lo, l', la, i, gli, le), ``un`` (un, uno, una, un'), ``del``, ``al``,
    ``dal``, ``nel``, ``sul``, ``in`` (where a place is: "a Londra", "in
    Scozia", "nel Galles", "nelle Alpi"), and ``a`` ("ad" before an *a*:
    "tocca ad Arciere"; on any value, names included).  A :func:`place`
    without article (a city) takes the bare preposition: "da Londra".
    English forms: ``a`` (a, an) and ``the``.  A capitalised form (``{Il x}``, ``{The x}``) starts a
    sentence.  Form names are never parameter names.

>>> tempio, agricoltore = Noun("tempio", "templi"), Noun("agricoltore", "agricoltori")
>>> fill("{n x} e {il y}", "it", {"n": 2, "x": tempio, "y": agricoltore})
"2 templi e l'agricoltore"
>>> fill("Tocca {a name}: {n tessera|tessere}", "it", {"name": "Arciere", "n": 1})
'Tocca ad Arciere: 1 tessera'
>>> fill("{Seat} places {a x}", "en", {"seat": "ada", "x": Noun("army", "armies")})
'Ada places an army'

Parameters are str, int or :class:`Noun`; a missing parameter or a form
applied to the wrong kind of value raises (a bug the text tests catch), so
a player never sees a raw placeholder.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import Any

from .choice import Choice
from .errors import IllegalMove

LANGS: tuple[str, ...] = ("it", "en")
#: A template per language.
Texts = Mapping[str, str]


def lang_of(lang: str) -> str:
    """``lang`` if it is one of :data:`LANGS`, else English.

    >>> lang_of("it"), lang_of("de")
    ('it', 'en')
    """
    return lang if lang in LANGS else "en"


@dataclass(frozen=True)
class Noun:
    """A word that takes articles and plurals: its singular and plural forms and,
    for Italian, its gender (``"m"``/``"f"``).  ``group`` marks a noun that names
    a plural by itself (a tribe: "gli Unni"), whose articles are plural;
    ``article`` False a proper name that takes none (a city: "Londra")."""

    one: str
    many: str = ""
    gender: str = "m"
    group: bool = False
    article: bool = True

    def __str__(self) -> str:
        return self.one

    def count(self, n: int) -> str:
        return self.one if n == 1 else (self.many or self.one)


def word(it: str, en: str) -> dict[str, Noun]:
    """A noun in both languages from short specs ``"singular|plural gender"``: the
    plural defaults to the singular; gender ``f`` is feminine, ``m`` masculine (the
    default); ``mp``/``fp`` name a group ("Unni mp").

    >>> word("fattoria|fattorie f", "farm|farms")["it"]
    Noun(one='fattoria', many='fattorie', gender='f', group=False, article=True)
    """
    return {"it": _noun(it), "en": _noun(en)}


def _noun(spec: str) -> Noun:
    forms, _, tag = spec.rpartition(" ") if spec.endswith((" m", " f", " mp", " fp")) else (spec, "", "m")
    one, _, many = forms.partition("|")
    return Noun(one, many, tag[0], tag.endswith("p"))


def place(name: str, city: bool = False, gender: str = "", group: bool = False) -> Noun:
    """A place name as a noun: a city takes no article, a region or a country takes its
    gender's, feminine when its first word ends in -a unless ``gender`` says otherwise.

    >>> [fill("{in x}", "it", {"x": p}) for p in (place("Londra", city=True), place("Scozia"), place("Galles"))]
    ['a Londra', 'in Scozia', 'nel Galles']
    >>> fill("{Il x} {dal y}", "it", {"x": place("Asia Minore"), "y": place("Alpi", gender="f", group=True)})
    "L'Asia Minore dalle Alpi"
    """
    first = name.split(" ")[0]
    return Noun(name, name, gender or ("f" if first.endswith("a") else "m"), group, not city)


# -------------------------------------------------------------------- articles

_VOWELS = "aeiouàèéìòùAEIOUÀÈÉÌÒÙ"


def _impure(w: str) -> bool:
    """Whether an Italian masculine word takes "lo"/"gli"/"uno": s + consonant, z,
    x, y, gn, ps, pn, and i before a vowel ("lo ziggurat", "gli Unni" is a vowel)."""
    low = w.lower()
    if not low:
        return False
    if low[0] in "zxy" or low[:2] in ("gn", "ps", "pn"):
        return True
    if low[0] == "s" and len(low) > 1 and low[1] not in _VOWELS:
        return True
    return low[0] == "i" and len(low) > 1 and low[1] in _VOWELS


def _it_article(n: Noun) -> str:
    """The Italian definite article of ``n``, with its space or apostrophe."""
    w = n.one
    vowel = bool(w) and w[0] in _VOWELS and not _impure(w)
    if n.gender == "f":
        return "le " if n.group else ("l'" if vowel else "la ")
    if n.group:
        return "gli " if vowel or _impure(w) else "i "
    return "lo " if _impure(w) else ("l'" if vowel else "il ")


def _it_indefinite(n: Noun) -> str:
    if n.group:
        raise TypeError(f"no indefinite article for the group noun {n.one!r}")
    vowel = bool(n.one) and n.one[0] in _VOWELS and not _impure(n.one)
    if n.gender == "f":
        return "un'" if vowel else "una "
    return "uno " if _impure(n.one) else "un "


#: The stem an Italian preposition takes before an article: di+il = del, in+la = nella.
_IT_STEMS = {"del": "de", "al": "a", "dal": "da", "nel": "ne", "sul": "su"}


def _it_articled(stem: str, article: str) -> str:
    """``stem`` joined to ``article``: de+il = del, de+i = dei, de+gli = degli, de+lo = dello.

    >>> [_it_articled("su", a) for a in ("il ", "i ", "gli ", "lo ", "l'", "la ", "le ")]
    ['sul ', 'sui ', 'sugli ', 'sullo ', "sull'", 'sulla ', 'sulle ']
    """
    if article == "il ":
        return stem + "l "
    if article in ("i ", "gli "):
        return stem + article
    return stem + "l" + article


#: The bare preposition of an Italian articled form, for a name without article.
_IT_BARE = {"il": "", "un": "", "del": "di ", "al": "a ", "dal": "da ", "nel": "in ", "sul": "su "}


#: Unicode's directional isolates, which wrap a player's name on screen (ui/i18n.isolate).
_ISOLATES = "\u2066\u2067\u2068\u2069"


def _initial(text: str) -> str:
    """The first letter of ``text`` as a reader sees it: the isolate around a name is invisible.

    >>> _initial("\u2068Arciere\u2069")
    'A'
    """
    return text.lstrip(_ISOLATES)[:1] or " "


def _form(form: str, value: Any, lang: str) -> str:
    """``value`` with the article or preposition ``form`` of ``lang`` in front."""
    text = str(value)
    if lang == "it" and (form == "a" or (form in ("al", "in") and isinstance(value, Noun) and not value.article)):
        return ("ad " if _initial(text) in "aAàÀ" else "a ") + text
    if lang == "it" and form == "in" and isinstance(value, Noun):
        if value.gender == "f" and not value.group:
            return "in " + text  # in Scozia; but nel Galles, nelle Alpi
        return _it_articled("ne", _it_article(value)) + text
    if lang == "it" and isinstance(value, Noun) and not value.article and form in _IT_BARE:
        return _IT_BARE[form] + text
    if lang == "en" and form == "the":
        return "the " + text
    if not isinstance(value, Noun):
        raise TypeError(f"the form {form!r} needs a Noun, not {value!r}")
    if lang == "en" and form == "a":
        return ("an " if _initial(text) in _VOWELS else "a ") + text
    if lang == "it" and form == "il":
        return _it_article(value) + text
    if lang == "it" and form == "un":
        return _it_indefinite(value) + text
    if lang == "it" and form in _IT_STEMS:
        return _it_articled(_IT_STEMS[form], _it_article(value)) + text
    raise KeyError(f"no form {form!r} in {lang!r}")


FORMS: dict[str, frozenset[str]] = {
    "it": frozenset({"il", "un", "a", "in", *_IT_STEMS}),
    "en": frozenset({"a", "the"}),
}

# -------------------------------------------------------------------- filling

_PLACEHOLDER = re.compile(r"\{([^{}]+)\}")


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _param(name: str, params: Mapping[str, Any]) -> tuple[Any, bool]:
    """The value of ``name`` and whether the placeholder asks for a capital."""
    if name in params:
        return params[name], False
    low = name[:1].lower() + name[1:]
    if name != low and low in params:
        return params[low], True
    raise KeyError(f"no parameter {name!r} (have {sorted(params)})")


def _one(spec: str, lang: str, params: Mapping[str, Any]) -> str:
    head, _, rest = spec.partition(" ")
    if not rest:
        value, cap = _param(head, params)
        return _cap(str(value)) if cap else str(value)
    if head.lower() in FORMS[lang] and "|" not in rest:
        value, _ = _param(rest, params)
        out = _form(head.lower(), value, lang)
        return _cap(out) if head[:1].isupper() else out
    n, _ = _param(head, params)
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError(f"{{{spec}}}: {head!r} is not a count but {n!r}")
    if "|" in rest:
        one, _, many = rest.partition("|")
        return f"{n} {one if n == 1 else many}"
    noun, _ = _param(rest, params)
    if not isinstance(noun, Noun):
        raise TypeError(f"{{{spec}}}: {rest!r} is not a Noun but {noun!r}")
    return f"{n} {noun.count(n)}"


def fill(template: str, lang: str, params: Mapping[str, Any]) -> str:
    """``template`` with every placeholder filled (see the module docstring).

    >>> fill("{Il x} {n carta|carte}", "it", {"x": Noun("ziggurat"), "n": 3})
    'Lo ziggurat 3 carte'
    """
    return _PLACEHOLDER.sub(lambda m: _one(m.group(1), lang_of(lang), params), template)


def parameters(template: str, lang: str) -> set[str]:
    """The parameters ``template`` uses (capitalised or not), for the tests that check a
    catalog's languages agree.

    >>> sorted(parameters("{Il leader} di {seat}: {n tessera|tessere}", "it"))
    ['leader', 'n', 'seat']
    """
    out: set[str] = set()
    for spec in _PLACEHOLDER.findall(template):
        head, _, rest = spec.partition(" ")
        if rest and head.lower() in FORMS[lang_of(lang)] and "|" not in rest:
            names = [rest]
        elif rest and "|" not in rest:
            names = [head, rest]
        else:
            names = [head]
        out.update(n[:1].lower() + n[1:] for n in names)
    return out


def join(items: Sequence[Any], lang: str) -> str:
    """A list in words: "A, B e C" / "A, B and C".

    >>> join(["Ada", "Bruno", "Carla"], "it"), join(["Ada"], "en")
    ('Ada, Bruno e Carla', 'Ada')
    """
    words = [str(i) for i in items]
    if len(words) < 2:
        return "".join(words)
    last = " e " if lang_of(lang) == "it" else " and "
    return ", ".join(words[:-1]) + last + words[-1]


# -------------------------------------------------------------------- text files


@dataclass(frozen=True)
class TextFile:
    """A ``data/text.toml`` as read and checked by :func:`read_texts`.

    ``events``, ``choices``, ``refusals``: key -> ``{"it": ..., "en": ...}`` templates (a
    :class:`Catalog`'s tables); ``args``: a choice kind's argument names (a list, or one
    name for all the arguments as a tuple); ``words``: tables of nouns (key -> a :class:`Noun`
    per language, from :func:`word`'s specs); ``texts``: tables of other words and sentences
    (names, reasons, end-screen notes), key -> ``{"it": ..., "en": ...}``.
    """

    events: dict[str, Texts]
    choices: dict[str, Texts]
    refusals: dict[str, Texts]
    args: dict[str, tuple[str, ...] | str]
    words: dict[str, dict[str, dict[str, Noun]]]
    texts: dict[str, dict[str, Texts]]


_TEMPLATE_TABLES = ("events", "choices", "refusals")
_GROUPS = ("words", "texts")


def _entries(table: object, where: str) -> dict[str, Texts]:
    """``table`` checked as key -> one string per language of :data:`LANGS`, no more, no less."""
    if not isinstance(table, dict):
        raise ValueError(f"{where}: a table of entries, not {table!r}")
    out: dict[str, Texts] = {}
    for key, entry in table.items():
        if not isinstance(entry, dict) or set(entry) != set(LANGS):
            raise ValueError(f"{where}.{key}: one text per language {LANGS}, not {entry!r}")
        if not all(isinstance(v, str) for v in entry.values()):
            raise ValueError(f"{where}.{key}: the texts must be strings, not {entry!r}")
        out[key] = {lang: entry[lang] for lang in LANGS}
    return out


def _args(table: object, where: str) -> dict[str, tuple[str, ...] | str]:
    if not isinstance(table, dict):
        raise ValueError(f"{where}: a table of argument names, not {table!r}")
    out: dict[str, tuple[str, ...] | str] = {}
    for kind, names in table.items():
        if isinstance(names, str):
            out[kind] = names
        elif isinstance(names, list) and all(isinstance(n, str) for n in names):
            out[kind] = tuple(names)
        else:
            raise ValueError(f"{where}.{kind}: a name or a list of names, not {names!r}")
    return out


def _groups(data: dict[str, Any], group: str, where: str) -> dict[str, dict[str, Texts]]:
    tables = data.get(group, {})
    if not isinstance(tables, dict):
        raise ValueError(f"{where} [{group}]: tables of entries, not {tables!r}")
    return {name: _entries(table, f"{where} [{group}.{name}]") for name, table in tables.items()}


def read_texts(path: Path) -> TextFile:
    """The text file at ``path``, checked: every entry has a text in each language, every
    table is one this format knows; a slip raises ValueError naming the file and the key.

    >>> catalog = read_texts(Path(__file__).parent / "data" / "text.toml")
    >>> catalog.refusals["game_over"]["en"]
    'The game is over.'
    """
    where = f"{path.parent.parent.name}/{path.parent.name}/{path.name}"
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    unknown = set(data) - {*_TEMPLATE_TABLES, *_GROUPS, "args"}
    if unknown:
        raise ValueError(f"{where}: unknown tables {sorted(unknown)}")
    tables = {t: _entries(data.get(t, {}), f"{where} [{t}]") for t in _TEMPLATE_TABLES}
    words = {
        name: {key: {lang: _noun(spec) for lang, spec in entry.items()} for key, entry in table.items()}
        for name, table in _groups(data, "words", where).items()
    }
    return TextFile(
        events=tables["events"],
        choices=tables["choices"],
        refusals=tables["refusals"],
        args=_args(data.get("args", {}), f"{where} [args]"),
        words=words,
        texts=_groups(data, "texts", where),
    )


# -------------------------------------------------------------------- catalogs


@dataclass(frozen=True)
class Ctx:
    """What a field converter knows: the language and the players' names (None:
    "Giocatore 1" / "Player 1", as engines and their tests write without a table)."""

    lang: str
    names: Sequence[str] | None = None

    def seat(self, seat: Any) -> str:
        """The name of ``seat`` (0-based).

        >>> Ctx("it", ["Ada", "Bruno"]).seat(1), Ctx("en").seat(1)
        ('Bruno', 'Player 2')
        """
        if self.names is not None and isinstance(seat, int) and 0 <= seat < len(self.names):
            return self.names[seat]
        return f"{'Giocatore' if self.lang == 'it' else 'Player'} {int(seat) + 1}"

    def pick(self, texts: Mapping[str, Any]) -> Any:
        """The entry of ``texts`` in this language (English if it has none)."""
        return texts.get(self.lang, texts["en"])


#: Converts one event field or choice argument into a template parameter.
Convert = Callable[[Any, Ctx], Any]


def seat(value: Any, ctx: Ctx) -> str:
    """The converter of a field that holds a seat."""
    return ctx.seat(value)


def seats(value: Any, ctx: Ctx) -> str:
    """The converter of a field that holds a list of seats: their names in a list."""
    return join([ctx.seat(s) for s in value], ctx.lang)


#: Refusals every game may raise (see :func:`game.core.choice.require`): said in a
#: player's words without the engine's step names (``game/core/data/text.toml``).
GENERIC_REFUSALS: Mapping[str, Texts] = read_texts(Path(__file__).parent / "data" / "text.toml").refusals


class _Params(Mapping[str, Any]):
    """Fields converted on access, derived parameters first."""

    def __init__(self, data: Mapping[str, Any], fields: Mapping[str, Convert], ctx: Ctx, extra: dict[str, Any]):
        self.data, self.fields, self.ctx, self.extra = data, fields, ctx, extra

    def __getitem__(self, name: str) -> Any:
        if name in self.extra:
            return self.extra[name]
        value = self.data[name]
        return self.fields[name](value, self.ctx) if name in self.fields else value

    def __iter__(self) -> Any:
        return iter({**self.data, **self.extra})

    def __len__(self) -> int:
        return len({**self.data, **self.extra})


def _type(event: Mapping[str, Any]) -> str:
    return str(event.get("type"))


def _kind(choice: Choice) -> str:
    return choice.kind


def _nothing(key: str, data: Mapping[str, Any], ctx: Ctx) -> dict[str, Any]:
    return {}


@dataclass(frozen=True)
class Catalog:
    """A game's texts: its text file and how to turn event fields into their parameters.

    ``text``: the templates (``events``, ``choices``, ``refusals``: key -> ``{"it": ...,
    "en": ...}``) and ``args`` (a choice kind's argument names in order; a single name: all
    of them as one tuple), as :func:`read_texts` reads them.  The key of an event is its
    type, of a choice its kind, unless ``event_key`` / ``choice_key`` pick a variant
    ("leader.moved").  ``fields`` converts a field (or argument) by name before it fills a
    template (a region id into its name); a field without a converter is used as it is,
    but ``seat``, in every game's events, is always a player's name.  ``derived`` adds an
    event's parameters built from several fields, ``choice_derived`` a choice's.
    """

    text: TextFile
    fields: Mapping[str, Convert] = field(default_factory=dict)
    event_key: Callable[[Mapping[str, Any]], str] = _type
    choice_key: Callable[[Choice], str] = _kind
    derived: Callable[[str, Mapping[str, Any], Ctx], dict[str, Any]] = _nothing
    choice_derived: Callable[[str, Mapping[str, Any], Ctx], dict[str, Any]] = _nothing

    @cached_property
    def _converters(self) -> dict[str, Convert]:
        return {"seat": seat, **self.fields}

    @property
    def events(self) -> Mapping[str, Texts]:
        return self.text.events

    @property
    def choices(self) -> Mapping[str, Texts]:
        return self.text.choices

    @property
    def refusals(self) -> Mapping[str, Texts]:
        return self.text.refusals

    @property
    def args(self) -> Mapping[str, tuple[str, ...] | str]:
        return self.text.args

    def params(self, data: Mapping[str, Any], ctx: Ctx, extra: dict[str, Any]) -> Mapping[str, Any]:
        """The template parameters of ``data`` (an event, or a choice's named args) and
        ``extra``: a field is converted when a template asks for it, so a field the
        template does not use may hold anything."""
        return _Params(data, self._converters, ctx, extra)

    def describe(self, event: Mapping[str, Any], lang: str, names: Sequence[str] | None = None) -> str:
        """The event as one sentence of the log in ``lang``, players called by ``names``."""
        key = self.event_key(event)
        if key not in self.events:
            return key
        ctx = Ctx(lang_of(lang), names)
        return fill(ctx.pick(self.events[key]), ctx.lang, self.params(event, ctx, self.derived(key, event, ctx)))

    def choice_text(self, choice: Choice, lang: str, names: Sequence[str] | None = None) -> str:
        """The choice as a short button text in ``lang``."""
        key = self.choice_key(choice)
        if key not in self.choices:
            return choice.label
        ctx = Ctx(lang_of(lang), names)
        names_of = self.args.get(choice.kind, ())
        data = {names_of: choice.args} if isinstance(names_of, str) else dict(zip(names_of, choice.args))
        return fill(ctx.pick(self.choices[key]), ctx.lang, self.params(data, ctx, self.choice_derived(key, data, ctx)))

    def refusal_text(self, error: IllegalMove, lang: str, names: Sequence[str] | None = None) -> str:
        """Why ``error``'s choice was refused, in a player's words in ``lang``."""
        ctx = Ctx(lang_of(lang), names)
        texts = self.refusals.get(error.key) or GENERIC_REFUSALS.get(error.key) or GENERIC_REFUSALS["not_listed"]
        return fill(
            ctx.pick(texts), ctx.lang, self.params(error.params, ctx, self.choice_derived("", error.params, ctx))
        )

    def keys(self) -> dict[str, Mapping[str, Texts]]:
        """Every table of templates by name (for the tests that check both languages)."""
        return {"events": self.events, "choices": self.choices, "refusals": self.refusals}
