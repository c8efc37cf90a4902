"""``to_json`` / ``from_json``: the state as versioned, deterministic JSON data.

Territories appear by id, seats as ints (null for none).  ``from_json`` checks
every field's type and range, then the game's invariants, and raises SaveError
quoting what is wrong.

``game.core.conformance`` checks that ``from_json(to_json(state)) == state`` on every
state of its seeded games.
"""

from __future__ import annotations

from typing import Any

from game.core import SaveError
from game.core.contract import loaded, save_head, saved_legacy_options
from game.core.errors import quote
from game.core.jsondata import check_version, field

from . import board as B
from .invariants import check_invariants
from .spec import SPEC
from .state import CARD_KINDS, PHASES, Attack, Redistribution, State, sort_hand

FORMAT = "tavoliere.europa"
VERSION = 1
_W = "europa state"


def _seat(v: int) -> int | None:
    return v if v >= 0 else None


def _terr(t: int) -> str | None:
    return B.TERRITORY_IDS[t] if t >= 0 else None


def attack_json(a: Attack) -> dict[str, Any]:
    """The attack in progress: saved, and shown as it is (``view`` adds what it derives)."""
    return {
        "source": B.TERRITORY_IDS[a.source],
        "target": B.TERRITORY_IDS[a.target],
        "defender": a.defender,
        "sea": a.sea,
        "ship": a.ship,
        "general": a.general,
        "marshal": a.marshal,
        "dice": a.dice,
        "last_dice": a.last_dice,
    }


def _redis_json(r: Redistribution) -> dict[str, Any]:
    return {
        "conqueror": r.conqueror,
        "fortress": B.TERRITORY_IDS[r.fortress],
        "source": _terr(r.source),
        "vacated": [B.TERRITORY_IDS[t] for t in r.vacated],
        "chooser": r.chooser,
        "others": r.others,
    }


def to_json(s: State) -> dict[str, Any]:
    """The state as JSON-able data (see the module docstring)."""
    return {
        **save_head(SPEC, FORMAT, VERSION, s),
        "order": list(s.order),
        "empire": [e or None for e in s.empire],
        "fortress": [_terr(t) for t in s.fortress],
        "sites": [_terr(t) for t in s.sites],
        "banners": [list(b) for b in s.banners],
        "territories": {tid: [_seat(s.owner[i]), s.armies[i]] for i, tid in enumerate(B.TERRITORY_IDS)},
        "allot": list(s.allot),
        "records": [[o, B.TERRITORY_IDS[t], used] for o, t, used in s.records],
        "deck": list(s.deck),
        "discard": list(s.discard),
        "hands": [list(h) for h in s.hands],
        "track": list(s.track),
        "removed": list(s.removed),
        "truces": [list(t) for t in s.truces],
        "eliminated": list(s.eliminated),
        "phase": s.phase,
        "actor": _seat(s.actor),
        "active": _seat(s.active),
        "round": s.round,
        "attacked": s.attacked,
        "admiral_used": s.admiral_used,
        "pending": s.pending,
        "why": s.why,
        "pair": [B.TERRITORY_IDS[t] for t in s.pair],
        "attack": None if s.attack is None else attack_json(s.attack),
        "spy": list(s.spy),
        "redis": None if s.redis is None else _redis_json(s.redis),
        "winner": _seat(s.winner),
        "purged": s.purged,
    }


# ----------------------------------------------------------------------------- reading


def _int(v: Any, where: str, lo: int, hi: int, none_ok: bool = False) -> int:
    if v is None and none_ok:
        return -1
    if isinstance(v, bool) or not isinstance(v, int) or not lo <= v <= hi:
        raise SaveError(f"{_W}: {where} must be an int in {lo}..{hi}{' or null' if none_ok else ''}, not {quote(v)}")
    return v


def _bool(v: Any, where: str) -> bool:
    if not isinstance(v, bool):
        raise SaveError(f"{_W}: {where} must be true or false, not {quote(v)}")
    return v


def _territory(v: Any, where: str, none_ok: bool = False) -> int:
    if v is None and none_ok:
        return -1
    if not isinstance(v, str) or v not in B.INDEX:
        raise SaveError(f"{_W}: {where} is not a territory id: {quote(v)}")
    return B.INDEX[v]


def _card(v: Any, where: str) -> str:
    if v not in CARD_KINDS:
        raise SaveError(f"{_W}: {where} is not a card: {quote(v)}")
    return str(v)


def _list(data: Any, key: str, length: int | None = None) -> list[Any]:
    v = field(data, key, list, _W)
    if length is not None and len(v) != length:
        raise SaveError(f"{_W}: {quote(key)} has {len(v)} entries, not {length}")
    return v


def from_json(data: Any) -> State:
    """Rebuild a state; raises SaveError on malformed or inconsistent data."""
    check_version(data, FORMAT, VERSION, _W)
    n = field(data, "players", int, _W)
    if not SPEC.min_players <= n <= SPEC.max_players:
        raise SaveError(f"{_W}: players must be {SPEC.min_players}..{SPEC.max_players}, not {n}")
    opts = saved_legacy_options(SPEC, n, field(data, "options", dict, _W), _W)
    rng = field(data, "rng", int, _W)
    if not 0 <= rng < 2**64:
        raise SaveError(f"{_W}: rng state {rng} is out of range")
    seat_hi = n - 1
    order = tuple(_int(v, f"order[{i}]", 0, seat_hi) for i, v in enumerate(_list(data, "order", n)))
    empire = []
    for i, e in enumerate(_list(data, "empire", n)):
        if e is not None and e not in B.EMPIRES:
            raise SaveError(f"{_W}: empire[{i}] is not an empire: {quote(e)}")
        empire.append(e or "")
    fortress = tuple(_territory(v, f"fortress[{i}]", True) for i, v in enumerate(_list(data, "fortress", n)))
    sites = tuple(_territory(v, f"sites[{i}]", True) for i, v in enumerate(_list(data, "sites", n)))
    banners = []
    for i, b in enumerate(_list(data, "banners", n)):
        if not isinstance(b, list) or any(e not in B.EMPIRES for e in b):
            raise SaveError(f"{_W}: banners[{i}] is not a list of empires: {quote(b)}")
        banners.append(tuple(b))
    terr = field(data, "territories", dict, _W)
    if sorted(terr) != sorted(B.TERRITORY_IDS):
        raise SaveError(f"{_W}: territories {sorted(set(terr) ^ set(B.TERRITORY_IDS))} missing or unknown")
    owner, armies = [], []
    for tid in B.TERRITORY_IDS:
        pair = terr[tid]
        if not isinstance(pair, list) or len(pair) != 2:
            raise SaveError(f"{_W}: territory {tid} must be [owner, armies], not {quote(pair)}")
        owner.append(_int(pair[0], f"owner of {tid}", 0, seat_hi, True))
        armies.append(_int(pair[1], f"armies of {tid}", 0, 10**6))
    allot = tuple(_int(v, f"allot[{i}]", 0, 10**3) for i, v in enumerate(_list(data, "allot", n)))
    records = []
    for i, rec in enumerate(_list(data, "records")):
        if not isinstance(rec, list) or len(rec) != 3:
            raise SaveError(f"{_W}: records[{i}] must be [owner, territory, used], not {quote(rec)}")
        who = _int(rec[0], f"records[{i}] owner", 0, seat_hi)
        records.append((who, _territory(rec[1], f"records[{i}]"), _bool(rec[2], f"records[{i}] used")))
    deck = tuple(_card(c, "deck card") for c in _list(data, "deck"))
    discard = tuple(_card(c, "discard card") for c in _list(data, "discard"))
    hands = []
    for i, h in enumerate(_list(data, "hands", n)):
        if not isinstance(h, list):
            raise SaveError(f"{_W}: hands[{i}] is not a list: {quote(h)}")
        cards = [_card(c, f"hands[{i}] card") for c in h]
        if tuple(cards) != sort_hand(cards):
            raise SaveError(f"{_W}: hands[{i}] is not in canonical order: {quote(h)}")
        hands.append(tuple(cards))
    track = tuple(_int(v, "track seat", 0, seat_hi) for v in _list(data, "track"))
    removed = tuple(_card(c, "removed card") for c in _list(data, "removed"))
    truces = []
    for t in _list(data, "truces"):
        if not isinstance(t, list) or len(t) != 2:
            raise SaveError(f"{_W}: truce must be [p, q], not {quote(t)}")
        truces.append((_int(t[0], "truce seat", 0, seat_hi), _int(t[1], "truce seat", 0, seat_hi)))
    eliminated = tuple(_int(v, "eliminated seat", 0, seat_hi) for v in _list(data, "eliminated"))
    phase = field(data, "phase", str, _W)
    if phase not in PHASES:
        raise SaveError(f"{_W}: unknown phase {quote(phase)}")
    pair = tuple(_territory(v, "pair") for v in _list(data, "pair"))
    if len(pair) not in (0, 1, 2):
        raise SaveError(f"{_W}: pair must hold at most 2 territories, not {len(pair)}")
    spy = tuple(_int(v, "spy seat", 0, seat_hi) for v in _list(data, "spy"))
    if len(spy) not in (0, 2):
        raise SaveError(f"{_W}: spy must hold 0 or 2 seats, not {len(spy)}")
    a = data.get("attack")
    attack = None
    if a is not None:
        if not isinstance(a, dict):
            raise SaveError(f"{_W}: attack must be an object or null, not {quote(a)}")
        attack = Attack(
            _territory(a.get("source"), "attack source"),
            _territory(a.get("target"), "attack target"),
            _int(a.get("defender"), "attack defender", 0, seat_hi),
            _bool(a.get("sea"), "attack sea"),
            _int(a.get("ship"), "attack ship", 0, 10**6),
            _bool(a.get("general"), "attack general"),
            _bool(a.get("marshal"), "attack marshal"),
            _int(a.get("dice"), "attack dice", 0, 3),
            _int(a.get("last_dice"), "attack last_dice", 0, 3),
        )
    r = data.get("redis")
    redis = None
    if r is not None:
        if not isinstance(r, dict) or not isinstance(r.get("vacated"), list):
            raise SaveError(f"{_W}: redis must be an object with a vacated list, not {quote(r)}")
        redis = Redistribution(
            _int(r.get("conqueror"), "redis conqueror", 0, seat_hi),
            _territory(r.get("fortress"), "redis fortress"),
            _territory(r.get("source"), "redis source", True),
            tuple(_territory(t, "vacated") for t in r["vacated"]),
            _int(r.get("chooser"), "redis chooser", 0, seat_hi),
            _bool(r.get("others"), "redis others"),
        )
    why = field(data, "why", str, _W)
    state = State(
        players=n,
        options=tuple(sorted(opts.items())),
        rng=rng,
        order=order,
        empire=tuple(empire),
        fortress=fortress,
        sites=sites,
        banners=tuple(banners),
        owner=tuple(owner),
        armies=tuple(armies),
        allot=allot,
        records=tuple(records),
        deck=deck,
        discard=discard,
        hands=tuple(hands),
        track=track,
        removed=removed,
        truces=tuple(truces),
        eliminated=eliminated,
        phase=phase,
        actor=_int(data.get("actor"), "actor", 0, seat_hi, True),
        active=_int(data.get("active"), "active", 0, seat_hi, True),
        round=_int(data.get("round"), "round", 0, 10**6),
        attacked=_bool(data.get("attacked"), "attacked"),
        admiral_used=_bool(data.get("admiral_used"), "admiral_used"),
        pending=_int(data.get("pending"), "pending", 0, 10**6),
        why=why,
        pair=pair,
        attack=attack,
        spy=spy,
        redis=redis,
        winner=_int(data.get("winner"), "winner", 0, seat_hi, True),
        purged=_bool(data.get("purged"), "purged"),
    )
    if tuple(sorted(state.records)) != state.records:
        raise SaveError(f"{_W}: records are not in canonical order: {quote(data['records'])}")
    return loaded(state, check_invariants, _W)
