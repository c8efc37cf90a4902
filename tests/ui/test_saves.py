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


#: What another page of the same site, or a broken browser, may have left under our keys.
HOSTILE = {
    "deep": "[" * 50_000 + "]" * 50_000,
    "digits": '{"seed": ' + "9" * 4400 + "}",
    "text": "not json at all",
    "string": '"just a string"',
    "null": "null",
    "list": "[1, 2, 3]",
    "other-app": '{"format": "other.app", "version": 1}',
    "empty-object": "{}",
    "nan": '{"x": NaN}',
    "x" * 3000: '{"format": "tavoliere.save"}',  # a huge id
}


class _FlakyStorage(MemoryStorage):
    """A storage whose reads of one key throw (as a browser's storage may), to show nothing escapes."""

    def get(self, key: str) -> str | None:
        if key.endswith("throws"):
            raise RuntimeError("SecurityError: the operation is insecure")
        return super().get(key)


def test_any_stored_value_leaves_the_list_settings_and_continue_working() -> None:
    """Issue 14, item 4: every key under our prefix is untrusted input; each bad one is listed
    with a reason (so it can be deleted) and every good save stays reachable."""
    storage = _FlakyStorage()
    store = SaveStore(storage, lambda: "new", toy_loader)
    store.autosave(_played(2), "good", "Good", "2026-01-01T10:00:00Z")
    for save_id, text in HOSTILE.items():
        storage.set(KEY_PREFIX + save_id, text)
    storage.set(KEY_PREFIX + "throws", "{}")
    listing = {s.id: s for s in store.list()}
    assert set(listing) == {"good", "throws", *HOSTILE}
    assert not listing["good"].problem and listing["good"].refusal is None
    for save_id in ("throws", *HOSTILE):
        line = listing[save_id]
        assert line.problem and line.refusal is not None and len(line.problem) <= 300, save_id
    assert listing["deep"].refusal.key == "refused_too_deep"  # type: ignore[union-attr]
    assert listing["digits"].refusal.key == "refused_number"  # type: ignore[union-attr]
    assert listing["other-app"].refusal.key == "refused_not_a_save"  # type: ignore[union-attr]
    assert listing["list"].refusal.key == "refused_not_a_save"  # type: ignore[union-attr]
    latest = store.latest()
    assert latest is not None and latest.id == "good" and store.load("good").record.moves
    for value in (*HOSTILE.values(), '{"lang": ' + "[" * 5000 + "]" * 5000 + "}"):
        storage.set("tavoliere.settings", value)
        settings = store.settings()
        assert isinstance(settings, dict)
        store.set_setting("lang", "it")  # and a setting can be written over it
        assert store.settings()["lang"] == "it"


def test_a_storage_that_throws_on_every_call_gives_an_empty_list_and_no_settings() -> None:
    class Broken(MemoryStorage):
        def get(self, key: str) -> str | None:
            raise RuntimeError("SecurityError")

        def keys(self) -> list[str]:
            raise RuntimeError("SecurityError")

    store = SaveStore(Broken(), lambda: "x", toy_loader)
    assert store.list() == [] and store.latest() is None and store.settings() == {}
    store.set_setting("lang", "it")  # a preference that cannot be kept is no error


def _with_seat(text: str, **changes: object) -> str:
    data = json.loads(text)
    data["seats"][1].update(changes)
    return json.dumps(data)


@pytest.mark.parametrize(
    "corrupt, key",
    [
        (lambda t: "[" * 50_000 + "]" * 50_000, "refused_too_deep"),
        (lambda t: t.replace('"seed":7', '"seed":' + "9" * 4400), "refused_number"),
        (lambda t: t[:40], "refused_not_json"),
        (lambda t: '{"theme": "dark"}', "refused_not_a_save"),  # another app's data
        (lambda t: "[]", "refused_not_a_save"),
        (lambda t: t.replace('"version":1', '"version":7'), "refused_newer_version"),
        (lambda t: t.replace('"game":"toy"', '"game":"chess"'), "refused_unknown_game"),
        (lambda t: t.replace('"args":[1]', '"args":[9]', 1), "refused_moves"),
        (lambda t: t.replace('"moves":2', '"moves":5'), "refused_damaged"),
        (lambda t: _with_seat(t, kind="bot", level="godlike"), "refused_level"),
        (lambda t: _with_seat(t, name="N" * 25), "refused_name"),
        (lambda t: _with_seat(t, name="N" * 3_000_000), "refused_name"),
    ],
)
def test_every_refused_import_says_why_in_the_players_words(corrupt, key) -> None:  # type: ignore[no-untyped-def]
    """Issue 14, item 6: a reason for each refusal, in both languages, never Python's own text."""
    from ui.i18n import LANGS
    from ui.saves import refusal_of
    from ui.screens import refusal_text

    store = _store()
    store.autosave(_played(2), "a", "A", "t1")
    before = dict(store.storage.data)  # type: ignore[attr-defined]
    with pytest.raises(SaveError) as err:
        store.import_text(corrupt(store.export_text("a")))
    refusal = refusal_of(err.value)
    assert refusal.key == key, str(err.value)[:200]
    for lang in LANGS:
        words = refusal_text(refusal, lang)
        assert words and len(words) < 400 and "Traceback" not in words and "Exceeds the limit" not in words
    assert store.storage.data == before  # type: ignore[attr-defined]


def test_an_unknown_bot_level_is_refused_and_a_seat_the_engine_plays_still_loads() -> None:
    """Issue 14, item 5: the levels come from game.bots.levels_for; a bot seat with no level
    (an engine-played seat, Vinci's virtual players) keeps loading."""
    from ui.session import BOT, SeatInfo, Session

    def stored(game: str, level: str, options: dict[str, object] | None = None) -> SaveStore:
        seats = [SeatInfo("Ada", "blue"), SeatInfo("Bot", "orange", BOT, level), SeatInfo("Cy", "green")]
        store = SaveStore(MemoryStorage(), lambda: "n")
        store.autosave(Session.new(game, seats, options or {}, 4), "s", "S", "t")
        return store

    for game, level in (("tigris", "godlike"), ("attila", "virtual"), ("vinci", "impossible")):
        store = stored(game, "easy")
        data = store.read("s")
        data["seats"][1]["level"] = level
        store.storage.set(KEY_PREFIX + "s", json.dumps(data))
        with pytest.raises(SaveError, match=level):
            store.load("s")
    assert stored("vinci", "virtual").load("s").seats[1].level == "virtual"
    assert stored("tigris", "").load("s").seats[1].kind == BOT


def test_imported_names_obey_the_lobbys_limits() -> None:
    """Issue 14, item 7: a seat name over the lobby's 24 characters is refused (it is part of
    the game's text); the save's own name, a label, is trimmed to the rename limit."""
    from ui.lobby import SEAT_NAME_LIMIT
    from ui.saves import NAME_LIMIT

    store = _store()
    store.autosave(_played(2), "a", "A", "t1")
    text = store.export_text("a")
    ok = _with_seat(text, name="N" * SEAT_NAME_LIMIT)
    assert store.load(store.import_text(ok)).seats[1].name == "N" * SEAT_NAME_LIMIT
    with pytest.raises(SaveError, match="longer than 24"):
        store.import_text(_with_seat(text, name="N" * (SEAT_NAME_LIMIT + 1)))
    data = json.loads(text)
    data["name"] = "L" * 300
    new = store.import_text(json.dumps(data))
    assert store.read(new)["name"] == "L" * NAME_LIMIT
    assert {s.id: s.name for s in store.list()}[new] == "L" * NAME_LIMIT


def test_an_import_keeps_its_id_unless_it_is_taken_or_no_id_of_ours() -> None:
    store = _store()
    store.autosave(_played(2), "a", "A", "t1")
    text = store.export_text("a")
    store.delete("a")
    assert store.import_text(text) == "a"  # the id is free again
    data = json.loads(text)
    data["id"] = "tavoliere.settings/../" + "x" * 500
    assert store.import_text(json.dumps(data)).startswith("id")  # a fresh one from new_id


def test_reading_a_deleted_save_says_it_is_missing() -> None:
    from ui.saves import refusal_of

    store = _store()
    store.autosave(_played(2), "a", "A", "t1")
    store.delete("a")
    with pytest.raises(SaveError) as err:
        store.load("a")
    assert refusal_of(err.value).key == "refused_missing"
