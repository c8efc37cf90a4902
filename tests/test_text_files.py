"""The text files (issue 18.4): every game's ``data/text.toml``, the core's and the table's
``ui/data/i18n.toml`` hold each entry in both languages, and what they hold is what the code uses.

The loader (:func:`game.core.text.read_texts`) refuses a slip in a file; these tests show it does,
then check what only the code knows: a table no module reads, a button or a refusal of a kind the
engine never makes.  That every event the engines emit has a template, and every template an event,
is tests/test_texts.py's.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from game.core.text import LANGS, parameters, read_texts
from game.registry import GAME_NAMES

ROOT = Path(__file__).resolve().parents[1]
GAME_FILES = {name: ROOT / "game" / name / "data" / "text.toml" for name in GAME_NAMES}
ALL_FILES = [*GAME_FILES.values(), ROOT / "game" / "core" / "data" / "text.toml", ROOT / "ui" / "data" / "i18n.toml"]


def _source(name: str, *, text: bool) -> str:
    """The Python of game ``name``: its text module alone, or every other module."""
    folder = ROOT / "game" / name
    return "\n".join(p.read_text(encoding="utf-8") for p in sorted(folder.glob("*.py")) if (p.stem == "text") == text)


def _literals(source: str) -> set[str]:
    return set(re.findall(r"""["']([a-z_0-9]+)["']""", source))


@pytest.mark.parametrize("path", ALL_FILES, ids=lambda p: str(p.relative_to(ROOT)))
def test_every_entry_of_every_file_says_the_same_in_both_languages(path: Path) -> None:
    data = read_texts(path)  # refuses an entry without a language (see the tests below)
    tables = [data.events, data.choices, data.refusals, *data.texts.values()]
    assert any(tables), path
    for table in tables:
        for key, entry in table.items():
            assert parameters(entry["it"], "it") == parameters(entry["en"], "en"), (path.name, key, entry)
    for table in data.words.values():
        for key, nouns in table.items():
            assert set(nouns) == set(LANGS) and all(n.one for n in nouns.values()), (path.name, key)


@pytest.mark.parametrize("name", GAME_NAMES)
def test_every_table_of_a_game_file_is_read_by_its_text_module(name: str) -> None:
    data, code = read_texts(GAME_FILES[name]), _source(name, text=True)
    for group, tables in (("words", data.words), ("texts", data.texts)):
        for table in tables:
            assert f'TEXT.{group}["{table}"]' in code, f"{name}: [{group}.{table}] is read by no code"


@pytest.mark.parametrize("name", GAME_NAMES)
def test_every_button_and_refusal_is_of_a_kind_the_engine_makes(name: str) -> None:
    data, engine = read_texts(GAME_FILES[name]), _literals(_source(name, text=False))
    kinds = {key.partition(".")[0] for key in data.choices}
    assert kinds <= engine, f"{name}: buttons of kinds no rule makes: {sorted(kinds - engine)}"
    assert set(data.args) <= kinds, f"{name}: argument names of kinds without a button: {set(data.args) - kinds}"
    assert set(data.refusals) <= engine, f"{name}: refusals no rule raises: {sorted(set(data.refusals) - engine)}"


def test_the_generic_refusals_are_raised_by_the_core_or_a_game() -> None:
    data = read_texts(ROOT / "game" / "core" / "data" / "text.toml")
    raised = _literals("\n".join(p.read_text(encoding="utf-8") for p in (ROOT / "game").glob("*/*.py")))
    assert set(data.refusals) <= raised


def test_the_table_file_has_the_table_s_words_and_one_area_per_game() -> None:
    assert set(read_texts(ROOT / "ui" / "data" / "i18n.toml").texts) == {"table", *GAME_NAMES}


def _file(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "data" / "text.toml"
    path.parent.mkdir()
    path.write_text(text, encoding="utf-8")
    return path


@pytest.mark.parametrize(
    ("text", "says"),
    [
        ('[events]\nturn.it = "Turno {n}"\n', "turn"),  # no English
        ('[choices]\nend.it = "Fine"\nend.en = "End"\nend.de = "Ende"\n', "end"),  # a third language
        ('[texts.colours]\nred.it = "rosso"\nred.en = 3\n', "red"),  # not a string
        ('[words.tiles]\nred.it = "tempio|templi"\n', "red"),
        ('[event]\nturn.it = "Turno"\nturn.en = "Turn"\n', "unknown tables ['event']"),  # a typo'd table
        ("[args]\nplace = [1, 2]\n", "place"),
    ],
)
def test_the_loader_refuses_a_slip_naming_the_file_and_the_entry(tmp_path: Path, text: str, says: str) -> None:
    with pytest.raises(ValueError, match=re.escape(says)) as refused:
        read_texts(_file(tmp_path, text))
    assert "data/text.toml" in str(refused.value)


def test_the_loader_reads_nouns_and_argument_names(tmp_path: Path) -> None:
    data = read_texts(
        _file(
            tmp_path,
            '[words.tiles]\nblue.it = "fattoria|fattorie f"\nblue.en = "farm|farms"\n'
            '[args]\nplace = ["colour", "square"]\nswap = "tiles"\n',
        )
    )
    farm = data.words["tiles"]["blue"]["it"]
    assert (farm.one, farm.many, farm.gender) == ("fattoria", "fattorie", "f")
    assert data.args == {"place": ("colour", "square"), "swap": "tiles"}
