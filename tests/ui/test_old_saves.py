"""Saves already in players' browsers keep loading: the golden saves of all five titles, written
by the app at 72af8f8 (tests/data/saves/make_saves.py), load through every path the app has and
replay to the very state they held then."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game import registry
from game.core.jsondata import loads
from ui.saves import MemoryStorage, SaveStore, session_from_json

SAVES = Path(__file__).resolve().parents[1] / "data" / "saves"
STEMS = sorted(p.name.removesuffix(".save.json") for p in SAVES.glob("*.save.json"))


def test_the_golden_saves_cover_all_five_titles() -> None:
    assert {stem.split("-")[0] for stem in STEMS} == set(registry.GAME_NAMES)


@pytest.mark.parametrize("stem", STEMS)
def test_an_old_save_loads_and_replays_to_the_state_it_held(stem: str) -> None:
    text = (SAVES / f"{stem}.save.json").read_text(encoding="utf-8")
    expected = json.loads((SAVES / f"{stem}.state.json").read_text(encoding="utf-8"))
    session = session_from_json(loads(text))
    assert len(session.record.moves) == expected["moves"]
    assert session.is_over() == expected["over"]
    assert session.game.to_json(session.state) == expected["state"]


@pytest.mark.parametrize("stem", STEMS)
def test_an_old_save_is_listed_resumed_and_imported(stem: str) -> None:
    text = (SAVES / f"{stem}.save.json").read_text(encoding="utf-8")
    storage = MemoryStorage()
    storage.set(f"tavoliere.save.{stem}", text)
    store = SaveStore(storage, lambda: "fresh")
    [line] = store.list()
    assert (line.id, line.problem) == (stem, "")
    expected = json.loads((SAVES / f"{stem}.state.json").read_text(encoding="utf-8"))
    assert store.load(stem).game.to_json(store.load(stem).state) == expected["state"]
    assert store.import_text(text) == "fresh"  # the id is taken: the import gets a new one
