"""Saves: autosave, list, rename, delete, export/import, refusals, storage full."""

from __future__ import annotations

import itertools
import json

import pytest

from game.core.errors import SaveError
from tests.ui.helpers import toy_loader, toy_session
from ui.saves import KEY_PREFIX, MemoryStorage, SaveStore, StorageFull


def _store(quota: int | None = None) -> SaveStore:
    ids = (f"id{i}" for i in itertools.count())
    return SaveStore(MemoryStorage(quota), lambda: next(ids), toy_loader)


def _played(n: int = 2):  # type: ignore[no-untyped-def]
    s = toy_session()
    for _ in range(n):
        s.take_device()
        s.play(s.legal()[0])
    return s


def test_autosave_then_load_replays_the_identical_game() -> None:
    store = _store()
    s = _played(3)
    store.autosave(s, "a", "Evening game", "2026-01-01T10:00:00Z")
    back = store.load("a")
    assert back.state == s.state and back.record == s.record and back.seats == s.seats


def test_autosave_keeps_the_creation_date_and_list_is_newest_first() -> None:
    store = _store()
    store.autosave(_played(1), "a", "A", "2026-01-01T10:00:00Z")
    store.autosave(_played(2), "b", "B", "2026-01-02T10:00:00Z")
    store.autosave(_played(3), "a", "A", "2026-01-03T10:00:00Z")
    assert [x.id for x in store.list()] == ["a", "b"]
    assert json.loads(store.storage.get(KEY_PREFIX + "a") or "")["created"] == "2026-01-01T10:00:00Z"
    latest = store.latest()
    assert latest is not None and latest.id == "a" and latest.moves == 3 and latest.players == ("P0", "P1")


def test_rename_and_delete_touch_only_that_save() -> None:
    store = _store()
    store.autosave(_played(), "a", "A", "t1")
    store.autosave(_played(), "b", "B", "t2")
    other = store.storage.get(KEY_PREFIX + "b")
    store.rename("a", "  Renamed ")
    assert {x.id: x.name for x in store.list()}["a"] == "Renamed"
    store.delete("a")
    assert [x.id for x in store.list()] == ["b"] and store.storage.get(KEY_PREFIX + "b") == other


def test_export_then_import_gives_the_same_game_under_a_fresh_id_when_taken() -> None:
    store = _store()
    s = _played(2)
    store.autosave(s, "a", "A", "t1")
    text = store.export_text("a")
    new_id = store.import_text(text)
    assert new_id != "a" and store.load(new_id).state == s.state


@pytest.mark.parametrize(
    "corrupt, words",
    [
        (lambda t: t[: len(t) // 2], "JSON"),  # truncated file
        (lambda t: t.replace('"version":1', '"version":99'), "version"),
        (lambda t: t.replace('"format":"tavoliere.save"', '"format":"other"'), "format"),
        (lambda t: t.replace('"args":[1]', '"args":[9]', 1), "illegal"),  # a move that cannot be played
        (lambda t: t.replace('"moves":2', '"moves":5'), "summary"),
        (lambda t: t.replace('"name":"P1",', ""), "name"),
    ],
)
def test_corrupt_import_is_refused_with_a_reason_and_nothing_is_touched(corrupt, words) -> None:  # type: ignore[no-untyped-def]
    store = _store()
    store.autosave(_played(2), "a", "A", "t1")
    before = dict(store.storage.data)  # type: ignore[attr-defined]
    bad = corrupt(store.export_text("a"))
    with pytest.raises(SaveError) as err:
        store.import_text(bad)
    assert words.lower() in str(err.value).lower()
    assert store.storage.data == before  # type: ignore[attr-defined]


def test_broken_stored_save_is_listed_with_its_problem_and_others_still_load() -> None:
    store = _store()
    store.autosave(_played(2), "a", "A", "t1")
    store.autosave(_played(2), "b", "B", "t2")
    store.storage.set(KEY_PREFIX + "b", "{not json")
    listing = {x.id: x for x in store.list()}
    assert listing["b"].problem and not listing["a"].problem
    with pytest.raises(SaveError):
        store.load("b")
    assert store.load("a").record.moves
    assert store.latest() is not None and store.latest().id == "a"  # type: ignore[union-attr]


def test_storage_full_raises_and_keeps_the_previous_save() -> None:
    probe = _store()
    probe.autosave(_played(1), "a", "A", "t1")
    size = sum(len(k) + len(v) for k, v in probe.storage.data.items())  # type: ignore[attr-defined]
    store = _store(quota=size + 10)
    store.autosave(_played(1), "a", "A", "t1")
    kept = store.storage.get(KEY_PREFIX + "a")
    with pytest.raises(StorageFull):
        store.autosave(_played(4), "a", "A", "t2")
    assert store.storage.get(KEY_PREFIX + "a") == kept and store.load("a").record.moves


def test_settings_survive_and_ignore_garbage() -> None:
    store = _store()
    store.set_setting("lang", "it")
    assert store.settings()["lang"] == "it"
    store.storage.set("tavoliere.settings", "[")
    assert store.settings() == {}


def test_continue_skips_finished_games() -> None:
    store = _store()
    store.autosave(_played(2), "a", "A", "t1")
    done = toy_session()
    while not done.is_over():
        done.take_device()
        done.play(done.legal()[0])
    store.autosave(done, "b", "B", "t2")
    latest = store.latest()
    assert [x.id for x in store.list()][0] == "b" and latest is not None and latest.id == "a"


def test_a_game_with_engine_played_seats_is_saved_and_offered_by_continue() -> None:
    # Vinci's virtual players are stored as bot seats with no level; such a save must stay
    # readable, or Continue silently loses the game after a reload.
    from ui.saves import SaveStore
    from ui.session import BOT, SeatInfo, Session

    seats = [
        SeatInfo("Ada", "blue"),
        SeatInfo("V2", "orange", BOT, ""),
        SeatInfo("Bruno", "green"),
        SeatInfo("V4", "pink", BOT, ""),
    ]
    session = Session.new("vinci", seats, {"mode": "duo"}, 3)
    store = SaveStore(MemoryStorage(), lambda: "g1")
    store.autosave(session, "g1", "duo", "2026-11-22T05:00:00")
    latest = store.latest()
    assert latest is not None and latest.id == "g1" and not latest.problem
    assert store.load("g1").record == session.record


def test_the_suggest_option_is_stored_per_seat_and_an_old_save_without_it_means_off() -> None:
    from ui.session import BOT, SeatInfo, Session

    seats = [SeatInfo("Ada", "blue", suggest=True), SeatInfo("Bo", "orange"), SeatInfo("Cy", "green", BOT, "easy")]
    session = Session.new("tigris", seats, {}, 5)
    store = SaveStore(MemoryStorage(), lambda: "t1")
    store.autosave(session, "t1", "friends", "2026-11-22T05:00:00")
    assert [s.suggest for s in store.load("t1").seats] == [True, False, False]
    data = store.read("t1")
    assert [("suggest" in s) for s in data["seats"]] == [True, False, False]
    data["seats"][0].pop("suggest")  # as written before the lobby offered the option
    store.storage.set(KEY_PREFIX + "t1", json.dumps(data))
    assert [s.suggest for s in store.load("t1").seats] == [False, False, False]
    data["seats"][1]["suggest"] = "yes"
    store.storage.set(KEY_PREFIX + "t1", json.dumps(data))
    with pytest.raises(SaveError, match="suggest"):
        store.load("t1")


def test_a_vinci_seat_at_the_virtual_bot_level_is_saved_loads_and_plays() -> None:
    import game.bots as bots
    from game import registry
    from ui.session import BOT, SeatInfo, Session

    assert "virtual" in bots.levels_for(registry.load("vinci"))  # the level the lobby offers
    seats = [SeatInfo("Ada", "blue"), SeatInfo("Rulebook", "orange", BOT, "virtual"), SeatInfo("Cy", "green")]
    session = Session.new("vinci", seats, {}, 9)
    store = SaveStore(MemoryStorage(), lambda: "v1")
    store.autosave(session, "v1", "virtual", "2026-11-22T05:00:00")
    loaded = store.load("v1")
    assert loaded.seats[1] == seats[1]
    played = 0
    while played < 6 and not loaded.is_over():
        seat = loaded.bot_to_move()
        if seat is None:
            loaded.take_device()
            loaded.play(loaded.legal()[0])
            continue
        thinking = loaded.thinking(seat, loaded.seats[seat].level)
        while not thinking.step(max_seconds=0.05):
            pass
        loaded.play(thinking.choice, seat)
        played += seat == 1
    assert played == 6  # the virtual-level seat took six decisions through the table's bot path
