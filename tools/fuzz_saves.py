"""Mutated state JSON fed to ``from_json``: each one is refused or sound.

    python -m tools.fuzz_saves vinci --mutations 2000 --seed 1 [--jobs 2]

(``python -m tools.fuzz GAME --saves N`` runs the same after its games.)

The states come from random games of every setup of the game: the
``to_json`` of states along the way.  Each sample takes one of them and
makes one to three mutations: a key dropped, a value of another type, a
number out of range or huge, a list emptied, shortened, duplicated or
shuffled, a string taken from elsewhere in the save, a value taken from
another state of the same game or from another game's state, the whole
save swapped for another game's, a value nested thousands of levels deep.
``from_json`` must then either refuse it with ``SaveError`` or return a
state that is sound: its invariants hold, ``to_act``, ``legal`` (at most
``LEGAL_BOUND`` choices a seat), ``view`` of every seat and the spectator,
``is_over``, ``score`` and ``ranking`` work, the JSON round trip is exact
and one random legal choice applies.  Anything else (another exception,
a bound broken, a check running past ``TIME_LIMIT`` seconds) is counted as
an error with the seed that reproduces it.

``game.core.jsondata.loads`` (text to data) is not exercised here: the
mutations are made on parsed data, the way a save reaches ``from_json``.
"""

from __future__ import annotations

import argparse
import contextlib
import copy
import json
import multiprocessing
import signal
import sys
import time
import traceback
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from types import FrameType
from typing import Any

from game.core import Rng, SaveError
from game.core.protocol import Game
from game.registry import GAME_NAMES, load

LEGAL_BOUND = 20_000  # design value: far above any real position (Tigris opens with ~700)
TIME_LIMIT = 20  # seconds for one sample's checks; a sound state takes well under one
STATES_PER_GAME = 12  # states kept from each random game
MUTATIONS_PER_GAME = 100  # one random game is played per this many samples
DEEP = (200, 5_000, 50_000)  # nesting depths tried
HUGE = (10**9, 10**18, 2**64, 10**300, -(10**9))

REFUSED, SOUND, ERROR = "refused", "sound", "error"


class _Timeout(Exception):
    pass


@dataclass
class Counts:
    refused: int = 0
    sound: int = 0
    errors: list[str] = field(default_factory=list)

    @property
    def total(self) -> int:
        return self.refused + self.sound + len(self.errors)

    def add(self, other: Counts) -> None:
        self.refused += other.refused
        self.sound += other.sound
        self.errors += other.errors


# ----------------------------------------------------------------------------- the states


def _random_states(game: Game, rng: Rng, index: int) -> list[dict[str, Any]]:
    """The JSON of up to STATES_PER_GAME states spread over one random game."""
    from tools.fuzz import setup_for

    players, options = setup_for(game, index)
    state = game.new_game(players, options, rng.next64() % 2**32)
    docs = [game.to_json(state)]
    steps = 0
    while not game.is_over(state) and steps < game.SPEC.max_choices:
        seat = rng.choice(sorted(game.to_act(state)))
        state, _ = game.apply(state, seat, rng.choice(game.legal(state, seat)))
        steps += 1
        docs.append(game.to_json(state))
    if len(docs) <= STATES_PER_GAME:
        return docs
    return [docs[round(i * (len(docs) - 1) / (STATES_PER_GAME - 1))] for i in range(STATES_PER_GAME)]


def _foreign_docs() -> list[dict[str, Any]]:
    """A set-up state of every game, for the swapped-game mutations."""
    out = []
    for name in GAME_NAMES:
        game = load(name)
        out.append(game.to_json(game.new_game(game.SPEC.min_players, {}, 1)))
    return out


# ----------------------------------------------------------------------------- the mutations


Slot = tuple[Any, Any]  # (container, key or index)
Doc = dict[str, Any]  # a state's to_json


def _slots(value: Any, path: tuple[Any, ...] = ()) -> Iterator[tuple[tuple[Any, ...], Slot]]:
    if isinstance(value, dict):
        for key in list(value):
            yield (*path, key), (value, key)
            yield from _slots(value[key], (*path, key))
    elif isinstance(value, list):
        for i in range(len(value)):
            yield (*path, i), (value, i)
            yield from _slots(value[i], (*path, i))


def _at(doc: Any, path: tuple[Any, ...]) -> tuple[bool, Any]:
    for key in path:
        if isinstance(doc, dict) and key in doc or isinstance(doc, list) and isinstance(key, int) and key < len(doc):
            doc = doc[key]
        else:
            return False, None
    return True, doc


def _strings(doc: Any) -> list[str]:
    """Every string in ``doc``, values and keys (ids of regions, tiles, phases ...)."""
    found: set[str] = set()
    for _, (container, key) in _slots(doc):
        value = container[key]
        if isinstance(value, str):
            found.add(value)
        if isinstance(key, str):
            found.add(key)
    return sorted(found)


def _nested(depth: int, rng: Rng) -> Any:
    inner: Any = 0
    as_dict = rng.randbelow(2) == 0
    for _ in range(depth):
        inner = {"a": inner} if as_dict else [inner]
    return inner


def _number(value: Any, rng: Rng) -> Any:
    base = value if isinstance(value, int) and not isinstance(value, bool) else 1
    return rng.choice([base + 1, base - 1, -base, -1, 0, base * 2, *HUGE])


def _reshaped(value: Any, rng: Rng) -> Any:
    if isinstance(value, list):
        options: list[Any] = [[], value + value, value[:-1], value[1:], value[::-1]]
        if value:
            options.append([*value, value[rng.randbelow(len(value))]])
            options.append(rng.shuffled(value))
        return rng.choice(options)
    if isinstance(value, dict):
        out = dict(value)
        if out and rng.randbelow(2):
            del out[rng.choice(sorted(out, key=str))]
        else:
            out["zz"] = rng.choice([0, "zz", None, [0]])
        return rng.choice([{}, out])
    return rng.choice([[], [value], [value, value], {}])


def mutate(doc: dict[str, Any], same_game: list[dict[str, Any]], foreign: list[dict[str, Any]], rng: Rng) -> Any:
    """A mutated deep copy of ``doc`` (1 to 3 mutations); ``doc`` is untouched."""
    out: Any = copy.deepcopy(doc)
    for _ in range(1 + rng.randbelow(3)):
        if not isinstance(out, dict | list):
            break
        op = rng.randbelow(100)
        if op < 3:  # another game's save, whole
            out = copy.deepcopy(rng.choice(foreign))
            continue
        slots = list(_slots(out))
        if not slots:
            break
        path, (container, key) = rng.choice(slots)
        value = container[key]
        if op < 15:
            if isinstance(container, dict):
                del container[key]
            else:
                container.pop(key)
        elif op < 30:
            container[key] = rng.choice([None, True, False, 0, -1, 1.5, "x", "", [], {}, [0], {"a": 1}])
        elif op < 50:
            container[key] = _number(value, rng)
        elif op < 65:
            container[key] = _reshaped(value, rng)
        elif op < 75:
            strings = _strings(out)
            container[key] = rng.choice([*strings, "", "x"]) if strings else "x"
        elif op < 88:
            found, other = _at(rng.choice(same_game), path)
            container[key] = copy.deepcopy(other) if found else _number(value, rng)
        elif op < 95:
            found, other = _at(rng.choice(foreign), path[-1:])
            container[key] = copy.deepcopy(other) if found else None
        else:  # the last mutation: _slots and deepcopy would recurse into the nest
            container[key] = _nested(rng.choice(DEEP), rng)
            break
    return out


# ----------------------------------------------------------------------------- the checks


def _check_sound(game: Game, state: Any, rng: Rng) -> None:
    """Raise AssertionError (or anything) unless ``state`` is sound (see the module docstring)."""
    game.check_invariants(state)
    players = state.players
    acting = game.to_act(state)
    assert game.is_over(state) == (not acting), f"is_over={game.is_over(state)} but to_act={sorted(acting)}"
    for seat in range(players):
        choices = game.legal(state, seat)
        assert len(choices) <= LEGAL_BOUND, f"seat {seat} has {len(choices)} choices"
        assert bool(choices) == (seat in acting), f"seat {seat}: {len(choices)} choices, to_act={sorted(acting)}"
    for viewer in [*range(players), None]:
        json.dumps(game.view(state, viewer), allow_nan=False)
    assert len(game.score(state)) == players and len(game.ranking(state)) == players
    back = game.from_json(json.loads(json.dumps(game.to_json(state))))
    assert back == state, "the JSON round trip differs"
    if acting:
        seat = rng.choice(sorted(acting))
        after, _ = game.apply(state, seat, rng.choice(game.legal(state, seat)))
        game.check_invariants(after)


def _alarm(signum: int, frame: FrameType | None) -> None:
    raise _Timeout


def judge(game: Game, data: Any, rng: Rng) -> tuple[str, str]:
    """(outcome, detail) of feeding ``data`` to ``game.from_json``."""
    old = signal.signal(signal.SIGALRM, _alarm)
    signal.setitimer(signal.ITIMER_REAL, TIME_LIMIT)
    try:
        try:
            state = game.from_json(data)
        except SaveError:
            return REFUSED, ""
        _check_sound(game, state, rng)
        return SOUND, ""
    except _Timeout:
        return ERROR, f"checks ran past {TIME_LIMIT} s"
    except BaseException as exc:  # noqa: BLE001 - anything but a refusal or a sound state is the finding
        if isinstance(exc, KeyboardInterrupt):
            raise
        return ERROR, "".join(traceback.format_exception(exc, limit=-4)).strip()
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)


def run_batch(name: str, seed: int, batch: int, count: int) -> Counts:
    """``count`` samples from one random game (number ``batch`` of a run)."""
    game = load(name)
    rng = Rng(seed * 1_000_003 + batch)
    docs = _random_states(game, rng, batch)
    foreign = _foreign_docs()
    counts = Counts()
    for i in range(count):
        sample_seed = rng.next64()
        outcome, detail = judge_sample(game, docs, foreign, sample_seed)
        if outcome == REFUSED:
            counts.refused += 1
        elif outcome == SOUND:
            counts.sound += 1
        else:
            counts.errors.append(
                f"ERROR {name} batch {batch} sample {i}: reproduce with "
                f"tools.fuzz_saves.replay_sample({name!r}, {seed}, {batch}, {sample_seed})\n  "
                + detail.replace("\n", "\n  ")
            )
    return counts


def judge_sample(game: Game, docs: list[Doc], foreign: list[Doc], sample_seed: int) -> tuple[str, str]:
    """The outcome of one sample: a mutation of one of ``docs``, judged."""
    rng = Rng(sample_seed)
    return judge(game, mutate(rng.choice(docs), docs, foreign, rng), rng)


def replay_sample(name: str, seed: int, batch: int, sample_seed: int) -> tuple[Any, tuple[str, str]]:
    """The mutated data of one reported sample and its outcome, for debugging."""
    game = load(name)
    docs = _random_states(game, Rng(seed * 1_000_003 + batch), batch)
    rng = Rng(sample_seed)
    data = mutate(rng.choice(docs), docs, _foreign_docs(), rng)
    return data, judge(game, data, rng)


def run(name: str, mutations: int, seed: int, jobs: int = 1) -> Counts:
    """``mutations`` samples of one game, in batches of MUTATIONS_PER_GAME."""
    tasks = []
    left, batch = mutations, 0
    while left > 0:
        tasks.append((name, seed, batch, min(left, MUTATIONS_PER_GAME)))
        left -= MUTATIONS_PER_GAME
        batch += 1
    total = Counts()
    with contextlib.ExitStack() as stack:
        if jobs > 1:
            pool = stack.enter_context(multiprocessing.Pool(jobs))
            results: Iterable[Counts] = pool.imap(_batch_task, tasks)
        else:
            results = map(_batch_task, tasks)
        for counts in results:
            total.add(counts)
    return total


def _batch_task(task: tuple[str, int, int, int]) -> Counts:
    return run_batch(*task)


def report(name: str, counts: Counts, elapsed: float) -> str:
    return (
        f"{name} saves: {counts.total} mutations, {counts.refused} refused, {counts.sound} accepted and sound, "
        f"{len(counts.errors)} errors ({elapsed:.1f} s)"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.fuzz_saves", description=__doc__.split("\n\n")[0])
    parser.add_argument("game", choices=GAME_NAMES)
    parser.add_argument("--mutations", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args(argv)
    start = time.perf_counter()
    counts = run(args.game, args.mutations, args.seed, args.jobs)
    for error in counts.errors:
        print(error, flush=True)
    print(report(args.game, counts, time.perf_counter() - start))
    return 1 if counts.errors else 0


if __name__ == "__main__":
    sys.exit(main())
