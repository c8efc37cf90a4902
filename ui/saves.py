"""Saves: the game record plus the seats, kept in a small key-value storage.

The browser gives ``localStorage``; the tests give :class:`MemoryStorage`.
A save is one JSON document under its own key, so writing, refusing or
deleting one save never touches another.  Writing a key either replaces the
old text whole or fails (storage full), so a failed autosave loses nothing
that was already saved.

A save is validated on every read: JSON, format and version, field types, the
record replaying move by move through the engine, the seats matching the
player count (names within the lobby's limit, bot levels the game has), and
the stored summary agreeing with the replay.  Any failure is a
:class:`~game.core.errors.SaveError` whose message says what is wrong, and
:func:`refusal_of` turns any of them into words a player reads (a
:class:`Refusal`).  Every key under ``KEY_PREFIX`` is untrusted input: other
pages of the same site share the storage, so the list and the settings
survive whatever they hold.

A save may also hold the analysis of its finished game (``"analysis"``, see
:mod:`ui.analysis`), a cache: a save without it loads as before, one whose
cache is malformed is refused like any malformed field, and a cache made for
another record or by another version of the analysis is ignored (and
recomputed when the analysis is asked for).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from game import registry
from game.core.errors import SaveError, SetupError
from game.core.jsondata import JsonRefused, dumps, field, loads
from game.core.protocol import Game
from game.core.record import Record

from .analysis import Cache
from .lobby import SEAT_NAME_LIMIT
from .session import SEAT_KINDS, BotHook, SeatInfo, Session

SAVE_FORMAT = "tavoliere.save"
SAVE_VERSION = 1
KEY_PREFIX = "tavoliere.save."
SETTINGS_KEY = "tavoliere.settings"
#: The optional field holding the analysis of a finished game (issue 20).
ANALYSIS_KEY = "analysis"
#: Longest save name kept (design value): names are labels, not documents.
NAME_LIMIT = 60
#: An imported save keeps its id only if it looks like one this app makes (``dom.new_id``: hex).
SAVE_ID = re.compile(r"[0-9A-Za-z_-]{1,40}")
#: Longest part of a refusal's English message kept (design value): it may quote the bad data.
DETAIL_LIMIT = 160
#: Longest piece of a save's own text (a level, a game's name) quoted back to a player (design value).
QUOTE_LIMIT = 24


@dataclass(frozen=True)
class Refusal:
    """Why a save or a file is refused, for a player: a string of ``ui/i18n.py`` (``refused_*``)
    and the values it names (``ui.screens.refusal_text`` says it in a language)."""

    key: str
    values: tuple[tuple[str, str], ...] = ()


class SaveRefused(SaveError):
    """A SaveError that knows the player's words for itself (:attr:`refusal`); the message
    stays English, for logs and tests."""

    def __init__(self, message: str, key: str, **values: object) -> None:
        super().__init__(message)
        self.refusal = Refusal(key, tuple((k, str(v)) for k, v in values.items()))


#: ``JsonRefused.why`` -> the refusal a player reads.
_JSON_REFUSALS = {"syntax": "refused_not_json", "depth": "refused_too_deep", "number": "refused_number"}


def refusal_of(exc: BaseException) -> Refusal:
    """The player's words for any exception met reading a save: its own for a SaveRefused or a
    JsonRefused, "damaged" with the engine's message for another SaveError, and for anything
    else (an engine meeting data it never wrote) "cannot be read", never Python's text."""
    if isinstance(exc, SaveRefused):
        return exc.refusal
    if isinstance(exc, JsonRefused):
        return Refusal(_JSON_REFUSALS.get(exc.why, "refused_not_json"))
    if isinstance(exc, SaveError):
        return Refusal("refused_damaged", (("detail", _short(str(exc))),))
    return Refusal("refused_unreadable")


def _short(message: str) -> str:
    return message if len(message) <= DETAIL_LIMIT else message[: DETAIL_LIMIT - 1] + "…"


class StorageFull(Exception):
    """The storage refused a write for lack of space; nothing was changed."""


class Storage(Protocol):
    """The little the saves need from localStorage."""

    def get(self, key: str) -> str | None: ...

    def set(self, key: str, value: str) -> None:
        """Store ``value`` whole, or raise StorageFull and leave the old value."""

    def remove(self, key: str) -> None: ...

    def keys(self) -> list[str]: ...


class MemoryStorage:
    """A dict-backed Storage with an optional quota in characters (for tests)."""

    def __init__(self, quota: int | None = None) -> None:
        self.data: dict[str, str] = {}
        self.quota = quota

    def get(self, key: str) -> str | None:
        return self.data.get(key)

    def set(self, key: str, value: str) -> None:
        if self.quota is not None:
            used = sum(len(k) + len(v) for k, v in self.data.items() if k != key)
            if used + len(key) + len(value) > self.quota:
                raise StorageFull(key)
        self.data[key] = value

    def remove(self, key: str) -> None:
        self.data.pop(key, None)

    def keys(self) -> list[str]:
        return list(self.data)


@dataclass(frozen=True)
class SaveSummary:
    """One line of the save list; ``problem`` is set (and the rest may be blank) for a broken save."""

    id: str
    name: str = ""
    game: str = ""
    players: tuple[str, ...] = ()
    updated: str = ""
    moves: int = 0
    over: bool = False
    seed: int = 0
    problem: str = ""  # in English, for logs and tests
    refusal: Refusal | None = None  # the same, for the player


def save_json(session: Session, save_id: str, name: str, created: str, updated: str) -> dict[str, Any]:
    """The save document of ``session``."""
    return {
        "format": SAVE_FORMAT,
        "version": SAVE_VERSION,
        "id": save_id,
        "name": name[:NAME_LIMIT],
        "created": created,
        "updated": updated,
        "seats": [s.to_json() for s in session.seats],
        "record": session.record.to_json(),
        "summary": {"moves": len(session.record.moves), "over": session.is_over()},
    }


def _seats(data: Any, players: int) -> list[SeatInfo]:
    raw = field(data, "seats", list, "save")
    if len(raw) != players:
        raise SaveError(f"save: {len(raw)} seats for a {players}-player game")
    seats = []
    for i, item in enumerate(raw):
        where = f"save: seat {i}"
        kind = field(item, "kind", str, where)
        if kind not in SEAT_KINDS:
            raise SaveError(f"{where}: kind {kind[:QUOTE_LIMIT]!r} is not one of {list(SEAT_KINDS)}")
        level = field(item, "level", str, where) if "level" in item else ""
        # A save written before the lobby offered suggestions has no "suggest": the seat gets none.
        suggest = field(item, "suggest", bool, where) if "suggest" in item else False
        # A bot seat with no level is one the engine plays itself (Vinci's virtual players).
        name, style = field(item, "name", str, where), field(item, "style", str, where)
        if len(name) > SEAT_NAME_LIMIT:  # the lobby's limit: an imported file obeys it too
            raise SaveRefused(
                f"{where}: the name is longer than {SEAT_NAME_LIMIT} characters",
                "refused_name",
                seat=i + 1,
                limit=SEAT_NAME_LIMIT,
            )
        seats.append(SeatInfo(name, style, kind, level, suggest))
    return seats


def _check_levels(seats: Sequence[SeatInfo], game: Game) -> None:
    """Refuse a seat whose bot level the game does not have (the game would wait for that bot
    for ever); a bot seat without a level is one the engine plays, and stays."""
    try:
        from game.bots import levels_for
    except ImportError:  # a build without bots has no level to check against
        return
    levels = tuple(levels_for(game))
    for i, seat in enumerate(seats):
        if seat.level and seat.level not in levels:
            raise SaveRefused(
                f"save: seat {i}: bot level {seat.level[:QUOTE_LIMIT]!r} is not one of {list(levels)}",
                "refused_level",
                seat=i + 1,
                level=seat.level[:QUOTE_LIMIT],
            )


def _check_format(data: Any) -> None:
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        got = data.get("format") if isinstance(data, dict) else type(data).__name__
        raise SaveRefused(
            f"save: format {str(got)[:QUOTE_LIMIT]!r} is not {SAVE_FORMAT!r}: not a Tavoliere save",
            "refused_not_a_save",
        )
    version = data.get("version")
    if version == SAVE_VERSION and not isinstance(version, bool):
        return
    message = f"save: version {str(version)[:QUOTE_LIMIT]} is not supported (this build reads {SAVE_VERSION})"
    if isinstance(version, int) and not isinstance(version, bool) and version > SAVE_VERSION:
        raise SaveRefused(message, "refused_newer_version", version=version)
    raise SaveRefused(message, "refused_damaged", detail=message)


def check_header(data: Any) -> SaveSummary:
    """The cheap checks (format, version, fields) and the list line; raises SaveError."""
    _check_format(data)
    record = Record.from_json(field(data, "record", dict, "save"))
    seats = _seats(data, record.players)
    summary = field(data, "summary", dict, "save")
    moves = field(summary, "moves", int, "save summary")
    if moves != len(record.moves):
        raise SaveError(f"save: summary says {moves} moves but the record holds {len(record.moves)}")
    for key in ("created", "updated"):
        field(data, key, str, "save")
    if ANALYSIS_KEY in data:
        Cache.from_json(data[ANALYSIS_KEY], record.players, len(record.moves))
    return SaveSummary(
        id=field(data, "id", str, "save"),
        name=field(data, "name", str, "save")[:NAME_LIMIT],
        game=record.game,
        players=tuple(s.name for s in seats),
        updated=field(data, "updated", str, "save"),
        moves=moves,
        over=field(summary, "over", bool, "save summary"),
        seed=record.seed,
    )


def cached_analysis(data: dict[str, Any]) -> Cache | None:
    """The analysis a (valid) save document holds for its own record, or None (absent or stale)."""
    if ANALYSIS_KEY not in data:
        return None
    record = Record.from_json(data["record"])
    cache = Cache.from_json(data[ANALYSIS_KEY], record.players, len(record.moves))
    return cache if cache.fresh(record) else None


def session_from_json(
    data: Any, bot: BotHook | None = None, load_game: Callable[[str], Game] = registry.load
) -> Session:
    """The session a save document holds, fully validated; raises SaveError."""
    header = check_header(data)
    record, seats, game = _parts(data, load_game)
    try:
        session = Session.from_record(record, seats, game, bot)
    except SaveError as exc:
        raise SaveRefused(f"save: {exc}", "refused_moves", detail=_short(str(exc))) from exc
    except Exception as exc:  # an engine meeting data it never wrote: the save is refused, the app goes on
        raise SaveRefused(f"save: the record does not replay: {exc!r}", "refused_moves_plain") from exc
    if session.is_over() != header.over:
        raise SaveError(f"save: summary says over={header.over} but the replayed game says {session.is_over()}")
    return session


def _parts(data: Any, load_game: Callable[[str], Game]) -> tuple[Record, list[SeatInfo], Game]:
    """A checked save's record, its seats and its game (not replayed); raises SaveError."""
    record = Record.from_json(data["record"])
    try:
        game = load_game(record.game)
    except SetupError as exc:
        raise SaveRefused(f"save: {exc}", "refused_unknown_game", game=record.game[:QUOTE_LIMIT]) from exc
    seats = _seats(data, record.players)
    _check_levels(seats, game)
    return record, seats, game


class SaveStore:
    """Saves kept in a :class:`Storage`, each under ``KEY_PREFIX + id``."""

    def __init__(
        self, storage: Storage, new_id: Callable[[], str], load_game: Callable[[str], Game] = registry.load
    ) -> None:
        self.storage = storage
        self.new_id = new_id
        self.load_game = load_game

    def _key(self, save_id: str) -> str:
        return KEY_PREFIX + save_id

    def read(self, save_id: str) -> dict[str, Any]:
        text = self.storage.get(self._key(save_id))
        if text is None:
            raise SaveRefused(f"no save with id {save_id[:QUOTE_LIMIT]!r}", "refused_missing")
        data = loads(text)
        if not isinstance(data, dict):
            raise SaveRefused("save: not a JSON object: not a Tavoliere save", "refused_not_a_save")
        return data

    def list(self) -> list[SaveSummary]:
        """Every save, newest first; a broken one is listed with its problem (so it can be
        deleted), whatever its key holds."""
        try:
            keys = [k for k in self.storage.keys() if isinstance(k, str) and k.startswith(KEY_PREFIX)]
        except Exception:  # a storage the browser will not let us read: no saves to show
            return []
        out = []
        for key in keys:
            save_id = key[len(KEY_PREFIX) :]
            try:
                summary = check_header(self.read(save_id))
                if summary.id != save_id:
                    raise SaveError(f"save: id {summary.id[:QUOTE_LIMIT]!r} stored under {save_id[:QUOTE_LIMIT]!r}")
            except Exception as exc:  # untrusted: another page of the site may have written it
                summary = SaveSummary(id=save_id, problem=_short(str(exc) or repr(exc)), refusal=refusal_of(exc))
            out.append(summary)
        out.sort(key=lambda s: (s.problem == "", s.updated, s.id), reverse=True)
        return out

    def latest(self) -> SaveSummary | None:
        """The most recently updated readable game still in progress, for Continue."""
        good = [s for s in self.list() if not s.problem and not s.over]
        return good[0] if good else None

    def write(self, data: dict[str, Any]) -> None:
        """Store a save document; raises StorageFull and then changes nothing."""
        self.storage.set(self._key(data["id"]), dumps(data))

    def autosave(self, session: Session, save_id: str, name: str, now: str) -> None:
        """Store the session under ``save_id`` (keeping its creation date)."""
        created = now
        kept = None
        old = self.storage.get(self._key(save_id))
        if old is not None:
            try:
                created = str(loads(old).get("created", now))
                kept = cached_analysis(loads(old))
            except (SaveError, AttributeError):
                created = now
        data = save_json(session, save_id, name, created, now)
        if kept is not None and kept.fresh(session.record):  # an analysis still of this game is kept
            data[ANALYSIS_KEY] = kept.to_json()
        self.write(data)

    def load(self, save_id: str, bot: BotHook | None = None) -> Session:
        """The session of a save, validated; raises SaveError (nothing is changed)."""
        data = self.read(save_id)
        if field(data, "id", str, "save") != save_id:
            raise SaveError(f"save: id {data['id']!r} stored under {save_id!r}")
        return session_from_json(data, bot, self.load_game)

    def keep_analysis(self, save_id: str, cache: Cache) -> bool:
        """Store ``cache`` in the save ``save_id`` if it is that game's analysis; whether it was
        stored (a full storage or another game's save keep what they hold)."""
        try:
            data = self.read(save_id)
            record = Record.from_json(field(data, "record", dict, "save"))
        except SaveError:
            return False
        if not cache.fresh(record):
            return False
        data[ANALYSIS_KEY] = cache.to_json()
        try:
            self.write(data)
        except StorageFull:
            return False
        return True

    def open_record(self, save_id: str) -> tuple[Record, list[SeatInfo], Game, Cache | None]:
        """What a replay of the save needs, checked but not replayed (the replay replays it,
        in slices): its record, its seats, its game and its analysis if fresh; raises SaveError."""
        data = self.read(save_id)
        if field(data, "id", str, "save") != save_id:
            raise SaveError(f"save: id {data['id']!r} stored under {save_id!r}")
        check_header(data)
        return (*_parts(data, self.load_game), cached_analysis(data))

    def rename(self, save_id: str, name: str) -> None:
        data = self.read(save_id)
        data["name"] = name.strip()[:NAME_LIMIT] or data.get("name", "")
        self.write(data)

    def delete(self, save_id: str) -> None:
        self.storage.remove(self._key(save_id))

    def export_text(self, save_id: str) -> str:
        """The save as a file's text (canonical JSON)."""
        return dumps(self.read(save_id))

    def import_text(self, text: str) -> str:
        """Validate a save file and store it; its id (a new one if taken or not one of ours).
        The save's name is trimmed to ``NAME_LIMIT`` as a rename would. Raises SaveError /
        StorageFull, and then nothing is stored."""
        data = loads(text)
        session_from_json(data, None, self.load_game)
        save_id = str(data["id"])
        if not SAVE_ID.fullmatch(save_id) or self.storage.get(self._key(save_id)) is not None:
            save_id = self.new_id()
        data["id"] = save_id
        data["name"] = str(data["name"]).strip()[:NAME_LIMIT]
        self.write(data)
        return save_id

    def settings(self) -> dict[str, Any]:
        """The preferences, or none at all if what is stored is not ours to read."""
        try:
            data = loads(self.storage.get(SETTINGS_KEY) or "{}")
        except Exception:  # untrusted, like every key of the site
            return {}
        return data if isinstance(data, dict) else {}

    def set_setting(self, key: str, value: Any) -> None:
        data = self.settings()
        data[key] = value
        try:
            self.storage.set(SETTINGS_KEY, dumps(data))
        except Exception:
            pass  # a preference that cannot be kept (storage full or refused) is not worth an error
