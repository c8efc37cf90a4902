"""Every map generator of tools/maps has the same command line, and every committed map is what its
generator writes (tools/maps/command.py): ``python -m tools.maps.<name> --check`` exits 0 on this tree,
and 1 without writing anything when a file it writes is out of date or missing."""

from __future__ import annotations

import doctest
import json
from pathlib import Path

import pytest

import tools.maps as maps
from tools.maps import attila, aztlan, europa, natural_earth, tigris, vinci  # noqa: F401  (attributes of maps)

#: Every generator; a test reaches each as ``getattr(maps, name)``.
GENERATORS = ("attila", "aztlan", "europa", "tigris", "vinci")


def test_every_module_with_a_main_is_a_generator_listed_here() -> None:
    """A new generator joins the checks below by being listed in GENERATORS."""
    here = Path(maps.__path__[0])
    assert {p.stem for p in here.glob("*.py") if "\ndef main(" in p.read_text(encoding="utf-8")} == set(GENERATORS)


@pytest.mark.parametrize("name", sorted(GENERATORS))
def test_the_committed_files_are_what_the_generator_writes(name: str) -> None:
    assert getattr(maps, name).main(["--check"]) == 0, f"run python -m tools.maps.{name}"


@pytest.mark.parametrize("name", sorted(GENERATORS))
@pytest.mark.parametrize("damage", ["edited", "missing"])
def test_check_fails_on_a_stale_file_and_writes_nothing(
    name: str, damage: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    target = tmp_path / f"{name}.svg"
    if damage == "edited":
        target.write_text("<svg/>\n", encoding="utf-8")
    generator = getattr(maps, name)
    monkeypatch.setattr(generator, "outputs", lambda: {target: "<svg>new</svg>\n"})
    assert generator.main(["--check"]) == 1
    assert f"run python -m tools.maps.{name}" in capsys.readouterr().err
    assert (target.read_text(encoding="utf-8") if target.exists() else None) == (
        "<svg/>\n" if damage == "edited" else None
    )
    assert generator.main([]) == 0
    assert target.read_text(encoding="utf-8") == "<svg>new</svg>\n"


def test_without_world_atlas_the_generators_say_how_to_get_it(monkeypatch: pytest.MonkeyPatch) -> None:
    """A checkout without `npm ci`: the Europe maps stop with the command that installs Natural Earth."""
    monkeypatch.setattr(natural_earth, "LAND_FILE", natural_earth.PACKAGE / "no-such-file.json")
    natural_earth.land.cache_clear()
    try:
        with pytest.raises(SystemExit, match=r"world-atlas@2\.0\.2.*npm ci"):
            natural_earth.land()
    finally:
        natural_earth.land.cache_clear()


def test_the_world_atlas_read_is_the_one_package_json_pins() -> None:
    package = json.loads((natural_earth.ROOT / "package.json").read_text(encoding="utf-8"))
    assert package["devDependencies"]["world-atlas"] == natural_earth.WORLD_ATLAS_VERSION
    installed = json.loads((natural_earth.PACKAGE / "package.json").read_text(encoding="utf-8"))
    assert installed["version"] == natural_earth.WORLD_ATLAS_VERSION


def test_the_examples_in_the_natural_earth_reader_hold() -> None:
    """Its docstrings' examples (TopoJSON decoding, rings across the antimeridian, simplifying, clipping)."""
    assert doctest.testmod(natural_earth).failed == 0
