"""Play bot-only games and report how the levels do against each other.

    python -m tools.arena tigris --seats hard,medium --players all --seeds 1:41 --jobs 2
    python -m tools.arena europa --seats hard:32,medium --players 3 --seeds 1:21 --out a.json
    python -m tools.arena europa --seats hard:32,medium --players 3 --seeds 21:41 --out b.json
    python -m tools.arena merge a.json b.json
    python -m tools.arena compare --old a.json b.json --new c.json --pair expert,hard

``--seats`` names one label per level taking part: a level (``easy``,
``medium``, ``hard``, ``expert``, or a game's own such as Vinci's
``virtual``), optionally with a play-out cap (``hard:32``).  Without
``--players`` the table has one seat per label; with ``--players 3``,
``--players 2,4`` or ``--players all`` (every count the game allows) each
game's table is filled by repeating the labels round it.

Game ``s`` of a run is played with seed ``s`` (``--seeds A:B`` is the
seeds ``A..B-1``; ``--seed S --games N`` is ``--seeds S:S+N``).  Everything
about a game follows from its seed alone: its player count (the counts in
turn), which label fills the table's extra seats (in turn) and the rotation
round the table (so no label always sits first or always starts).  So a run
may be split into seed ranges, played on different machines or at
different times, and merged (``merge``), and ``--jobs N`` (processes) gives
the same games as ``--jobs 1``; the report lists them in seed order either
way.

For each label it prints the games it sat in, the games it won (a first
place shared by k seats counts 1/k), its win share with the 95% Wilson
interval, its mean place and thinking time per decision (wall clock, and
the CPU time of the process, which a loaded machine does not inflate).  Then, for each
pair of labels, the head-to-head share: per game, the share of (first
label's seat, second label's seat) pairs in which the first finished ahead
(ties half), so one game is one trial however many seats each label had;
its 95% Wilson interval and lower bound, per player count and in all, and
whether the issue's target for that pair of levels holds (``TARGETS``).

``--out FILE`` writes the games themselves (one record per seed) with the
run's parameters and commit, after every game (so a run stopped early keeps
what it finished); ``merge`` checks that the files describe the
same match (game, labels, player counts, options, budget) with no seed
twice, and reports on all their games.  ``--json`` prints the summary as
one JSON object (``summary``'s shape, below).  ``compare`` pairs two runs of
the same games seed by seed (a changed bot against the runs of the one
before): each common seed's head-to-head score for the pair of labels in
the new run less the old run's, their mean and its standard error, which is
far smaller than either run's interval, as a seed's cards and dice are
shared.  Budgets are deterministic
(play-out caps) unless ``--seconds`` is given.
"""

from __future__ import annotations

import argparse
import contextlib
import importlib
import json
import math
import multiprocessing
import statistics
import subprocess
import sys
import time
import traceback
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

from game.bots import Settings, Thinking, decision_seed
from game.bots.evaluation import tuning_for
from game.bots.plan import Plan
from game.bots.settings import LEVELS
from game.core.protocol import Game
from game.registry import GAME_NAMES, load

Z95 = 1.959964  # two-sided 95% normal quantile

#: Issue 19's targets: (stronger level, weaker level) -> (head-to-head share it must reach,
#: the share its 95% lower bound must exceed; None: the lower bound is only printed).
TARGETS: dict[tuple[str, str], tuple[float, float | None]] = {
    ("hard", "easy"): (0.90, None),
    ("hard", "medium"): (0.65, 0.5),
    ("medium", "easy"): (0.70, None),
    ("expert", "hard"): (0.65, 0.5),
}

#: The fields of a run file that must agree for its games to be merged with another's.
MATCH_FIELDS = ("game", "seats", "players", "options", "iterations", "seconds", "module")


def wilson(successes: float, trials: int) -> tuple[float, float]:
    """The 95% Wilson score interval of a rate (fractional successes allowed).

    >>> lo, hi = wilson(8, 10)
    >>> round(lo, 2), round(hi, 2)
    (0.49, 0.94)
    """
    if trials <= 0:
        return (0.0, 1.0)
    p = successes / trials
    denom = 1 + Z95 * Z95 / trials
    centre = (p + Z95 * Z95 / (2 * trials)) / denom
    half = Z95 * math.sqrt(p * (1 - p) / trials + Z95 * Z95 / (4 * trials * trials)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def level_of(label: str) -> str:
    """The level of a seat label: ``hard:32`` -> ``hard``."""
    return label.partition(":")[0]


def player_counts(game: Game, text: str | None, labels: Sequence[str]) -> list[int]:
    """The player counts of a run: ``--players`` as given (``all``: every count
    the game allows), or one seat per label."""
    spec = game.SPEC
    if text is None:
        counts = [len(labels)]
    elif text == "all":
        counts = list(range(spec.min_players, spec.max_players + 1))
    else:
        counts = [int(t) for t in text.split(",") if t.strip()]
    for n in counts:
        if not spec.min_players <= n <= spec.max_players:
            raise SystemExit(f"{spec.name} is played by {spec.min_players}-{spec.max_players}, not {n}")
    return counts


def seating(labels: Sequence[str], counts: Sequence[int], seed: int) -> list[str]:
    """The label of each seat in the game played with ``seed``.

    The player count is ``counts[seed % len(counts)]``; the table is filled
    by repeating the labels, starting from a label that changes every
    ``players`` games at that count (so each label is the one with the extra
    seats in turn) and in reverse order every other cycle of starts (so no
    label always sits just after another), then rotated by one seat a game.

    >>> [seating(["a", "b"], [3], s) for s in range(4)]
    [['a', 'b', 'a'], ['b', 'a', 'a'], ['a', 'a', 'b'], ['b', 'a', 'b']]
    >>> seating(["a", "b"], [2, 3], 1)
    ['a', 'b', 'a']
    """
    players = counts[seed % len(counts)]
    round_ = seed // len(counts)
    block = round_ // players
    start = block % len(labels)
    order = labels if (block // len(labels)) % 2 == 0 else labels[::-1]
    filled = [order[(start + k) % len(labels)] for k in range(players)]
    return [filled[(k + round_) % players] for k in range(players)]


def bot_settings(
    game: Game, label: str, seconds: float | None, iterations: int | None, players: int
) -> tuple[str, Settings]:
    """The level and settings of a label ``level`` or ``level:play-outs`` at a table of ``players``."""
    level, _, cap = label.partition(":")
    base = level if level in LEVELS else "hard"  # a game's own level (virtual) has hard's budget
    settings = Settings.for_level(
        base, seconds=seconds, iterations=int(cap) if cap else iterations, tuning=tuning_for(game), players=players
    )
    return level, settings


def load_game(name: str, module: str | None) -> Game:
    """The game to play: a registered name, or (tests) a module by dotted path."""
    return importlib.import_module(module) if module else load(name)  # type: ignore[return-value]


def play_game(params: dict[str, Any], seed: int) -> dict[str, Any]:
    """One game of the run ``params`` (a run file's header): its record, with
    ``error`` set instead of a ranking if it crashed."""
    game = load_game(params["game"], params.get("module"))
    labels = seating(params["seats"], params["players"], seed)
    record: dict[str, Any] = {"seed": seed, "players": len(labels), "labels": labels}
    bots = [bot_settings(game, label, params["seconds"], params["iterations"], len(labels)) for label in labels]
    timing: dict[str, list[float]] = {}  # label -> [decisions, wall seconds, CPU seconds]
    try:
        state = game.new_game(len(labels), params["options"], seed)
        steps = 0
        plans: dict[int, Plan | None] = {}  # each seat's rest of its searched move (Settings.follow_plan)
        while not game.is_over(state):
            if steps >= game.SPEC.max_choices:
                raise RuntimeError(f"not over after {steps} choices")
            for seat in sorted(game.to_act(state)):
                if seat not in game.to_act(state):
                    continue
                level, settings = bots[seat]
                start, cpu = time.perf_counter(), time.process_time()
                thinking = Thinking(
                    game, state, seat, level, decision_seed(seed, steps, seat), settings, plan=plans.get(seat)
                )
                choice = thinking.run()
                plans[seat] = thinking.plan
                n, t, c = timing.get(labels[seat], [0, 0.0, 0.0])
                timing[labels[seat]] = [n + 1, t + time.perf_counter() - start, c + time.process_time() - cpu]
                state, _ = game.apply(state, seat, choice)
                steps += 1
    except Exception:  # noqa: BLE001 - a crash is reported with its seed, the run goes on
        record["error"] = traceback.format_exc().strip().splitlines()[-1]
        record["traceback"] = traceback.format_exc()
        return record
    record["ranking"] = list(game.ranking(state))
    record["choices"] = steps
    record["timing"] = timing
    return record


def _play_task(task: tuple[dict[str, Any], int]) -> dict[str, Any]:
    return play_game(*task)


def play_run(
    params: dict[str, Any], seeds: Sequence[int], jobs: int = 1, log: Any = None, out: str | None = None
) -> list[dict[str, Any]]:
    """The records of the games ``seeds``, in seed order, played in ``jobs`` processes;
    with ``out``, the run file is rewritten after every game (a run stopped early
    keeps its finished games, which merge with the rest later)."""
    tasks = [(params, s) for s in seeds]
    records = []
    with contextlib.ExitStack() as stack:
        if jobs > 1:
            pool = stack.enter_context(multiprocessing.Pool(jobs))
            results: Iterable[dict[str, Any]] = pool.imap(_play_task, tasks)
        else:
            results = map(_play_task, tasks)
        for record in results:
            records.append(record)
            if out is not None:
                write_run(out, params, records)
            if log is not None:
                outcome = record.get("error") or list(zip(record["labels"], record["ranking"]))
                print(f"seed {record['seed']}: {outcome}", file=log, flush=True)
    return records


def head_to_head(record: dict[str, Any], a: str, b: str) -> float | None:
    """The share of (``a`` seat, ``b`` seat) pairs of one game in which ``a``
    finished ahead (ties half); None if the game lacks either label."""
    ranking, labels = record["ranking"], record["labels"]
    pairs = [
        1.0 if ranking[i] < ranking[j] else 0.5 if ranking[i] == ranking[j] else 0.0
        for i, la in enumerate(labels)
        if la == a
        for j, lb in enumerate(labels)
        if lb == b
    ]
    return sum(pairs) / len(pairs) if pairs else None


def share(score: float, games: int) -> dict[str, Any]:
    """The figures of a pairing that scored ``score`` head-to-head over ``games`` games:
    ``games``, ``score``, ``rate``, ``ci95`` (95% Wilson) and ``lower``."""
    lo, hi = wilson(score, games)
    rate = score / games if games else 0.0
    return {"games": games, "score": score, "rate": rate, "ci95": [lo, hi], "lower": lo}


def head_to_head_share(scores: list[float]) -> dict[str, Any]:
    """:func:`share` of a pairing from its games' head-to-head scores."""
    return share(sum(scores), len(scores))


def target_verdict(a: str, b: str, share: dict[str, Any]) -> str | None:
    """``met`` / ``missed`` for a pair of levels the issue sets a target for, else None."""
    target = TARGETS.get((level_of(a), level_of(b)))
    if target is None:
        return None
    rate, floor = target
    met = share["rate"] >= rate and (floor is None or share["lower"] > floor)
    return "met" if met else "missed"


def summary(params: dict[str, Any], records: list[dict[str, Any]]) -> dict[str, Any]:
    """The statistics of a run::

    {"game", "seats", "players", "options", "iterations", "seconds", "commits",
     "games", "seeds": [first, last], "errors": ["seed S: ..."],
     "labels": {label: {"games", "wins", "win_rate", "ci95", "mean_place",
                        "decisions", "mean_decision_s", "mean_decision_cpu_s"}},
     "pairings": {"a>b": {"games", "score", "rate", "ci95", "lower", "target",
                          "by_players": {"3": {...same without target...}}}}}
    """
    played = [r for r in records if "error" not in r]
    labels = list(dict.fromkeys(params["seats"]))
    per_label: dict[str, Any] = {}
    for label in labels:
        games = wins = places = seat_games = decisions = 0.0
        seconds = cpu = 0.0
        for r in played:
            seats = [i for i, la in enumerate(r["labels"]) if la == label]
            if not seats:
                continue
            games += 1
            firsts = [i for i, place in enumerate(r["ranking"]) if place == 1]
            wins += sum(1 for i in seats if i in firsts) / len(firsts)
            places += sum(r["ranking"][i] for i in seats)
            seat_games += len(seats)
            n, t, *c = r["timing"].get(label, [0, 0.0])
            decisions += n
            seconds += t
            cpu += c[0] if c else t  # run files before the CPU time was kept: wall time
        lo, hi = wilson(wins, int(games))
        per_label[label] = {
            "games": int(games),
            "wins": wins,
            "win_rate": wins / games if games else 0.0,
            "ci95": [lo, hi],
            "mean_place": places / seat_games if seat_games else 0.0,
            "decisions": int(decisions),
            "mean_decision_s": seconds / decisions if decisions else 0.0,
            "mean_decision_cpu_s": cpu / decisions if decisions else 0.0,
        }
    pairings: dict[str, Any] = {}
    for i, a in enumerate(labels):
        for b in labels[i + 1 :]:
            for x, y in ((a, b), (b, a)):
                if (level_of(y), level_of(x)) in TARGETS and (level_of(x), level_of(y)) not in TARGETS:
                    continue  # report the pair the way its target reads
                scores = [s for r in played if (s := head_to_head(r, x, y)) is not None]
                entry = head_to_head_share(scores)
                entry["target"] = target_verdict(x, y, entry)
                by_players: dict[str, Any] = {}
                for n in sorted({r["players"] for r in played}):
                    part = [s for r in played if r["players"] == n and (s := head_to_head(r, x, y)) is not None]
                    by_players[str(n)] = head_to_head_share(part)
                entry["by_players"] = by_players
                pairings[f"{x}>{y}"] = entry
                break
    seeds = [r["seed"] for r in records]
    return {
        **{k: params.get(k) for k in MATCH_FIELDS if k != "module"},
        "commits": sorted(set(params.get("commits", []))),
        "games": len(played),
        "seeds": [min(seeds), max(seeds)] if seeds else [],
        "errors": [f"seed {r['seed']}: {r['error']}" for r in records if "error" in r],
        "labels": per_label,
        "pairings": pairings,
    }


def report(data: dict[str, Any]) -> str:
    """The human-readable table of a :func:`summary`."""
    seeds = f"seeds {data['seeds'][0]}-{data['seeds'][1]}" if data["seeds"] else "no games"
    lines = [
        f"{data['game']}: {data['games']} games, players {data['players']}, {seeds}, options {data['options']}, "
        f"commit {' '.join(data['commits']) or '?'}",
        f"{'label':<14}{'games':>6}{'wins':>7}{'win share':>10}{'95% CI':>16}{'mean place':>12}"
        f"{'decisions':>11}{'s/decision':>12}{'cpu s':>8}",
    ]
    for label, s in data["labels"].items():
        ci = f"[{s['ci95'][0]:.2f}, {s['ci95'][1]:.2f}]"
        lines.append(
            f"{label:<14}{s['games']:>6}{s['wins']:>7.1f}{s['win_rate']:>10.2f}{ci:>16}{s['mean_place']:>12.2f}"
            f"{s['decisions']:>11}{s['mean_decision_s']:>12.3f}{s['mean_decision_cpu_s']:>8.3f}"
        )
    for pair, p in data["pairings"].items():
        a, b = pair.split(">")
        verdict = f"  target {p['target']}" if p["target"] else ""
        lines.append(
            f"{a} ahead of {b}: {p['rate']:.2f} [{p['ci95'][0]:.2f}, {p['ci95'][1]:.2f}] "
            f"lower bound {p['lower']:.2f} over {p['games']} games{verdict}"
        )
        if len(p["by_players"]) > 1:
            for n, q in p["by_players"].items():
                ci = f"[{q['ci95'][0]:.2f}, {q['ci95'][1]:.2f}]"
                lines.append(f"    {n} players: {q['rate']:.2f} {ci} ({q['games']} games)")
    for error in data["errors"]:
        lines.append(f"ERROR {error}")
    return "\n".join(lines)


def current_commit() -> str:
    """The short commit of the working tree (``+`` if it has changes), or ``?``."""
    try:
        head = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True, check=True)
        dirty = subprocess.run(["git", "status", "--porcelain", "--untracked-files=no"], capture_output=True, text=True)
    except (OSError, subprocess.CalledProcessError):
        return "?"
    return head.stdout.strip() + ("+" if dirty.stdout.strip() else "")


def merge(files: Sequence[str]) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """The parameters and records of several run files of the same match.

    Raises SystemExit naming the file and field that disagree, or a seed played twice."""
    params: dict[str, Any] | None = None
    records: dict[int, dict[str, Any]] = {}
    commits: list[str] = []
    for name in files:
        data = json.loads(Path(name).read_text(encoding="utf-8"))
        header = {k: data.get(k) for k in MATCH_FIELDS}
        if params is None:
            params = header
        for k in MATCH_FIELDS:
            if header[k] != params[k]:
                raise SystemExit(f"{name}: {k} is {header[k]!r}, the first file's is {params[k]!r}")
        for r in data["records"]:
            if r["seed"] in records:
                raise SystemExit(f"{name}: seed {r['seed']} is already in another file")
            records[r["seed"]] = r
        commits.extend(data.get("commits", []))
    if params is None:
        raise SystemExit("nothing to merge")
    params["commits"] = commits
    return params, [records[s] for s in sorted(records)]


def compare(
    old_files: Sequence[str], new_files: Sequence[str], old_pair: tuple[str, str], new_pair: tuple[str, str]
) -> dict[str, Any]:
    """The paired comparison of two runs (each its files merged): on the seeds both played, each
    game's head-to-head score of ``new_pair`` in the new run less ``old_pair``'s in the old.

    Returns ``seeds``, ``old`` and ``new`` (the mean scores), ``gain`` (the mean difference),
    ``se`` (its standard error) and ``changed`` (games whose ranking differs). Raises
    SystemExit if the runs share no seed with both labels seated."""
    old = {r["seed"]: r for r in merge(old_files)[1]}
    new = {r["seed"]: r for r in merge(new_files)[1]}
    seeds, before, after, changed = [], [], [], 0
    for seed in sorted(set(old) & set(new)):
        a, b = head_to_head(old[seed], *old_pair), head_to_head(new[seed], *new_pair)
        if a is None or b is None:
            continue
        seeds.append(seed)
        before.append(a)
        after.append(b)
        changed += old[seed]["ranking"] != new[seed]["ranking"]
    n = len(seeds)
    if n == 0:
        raise SystemExit("the runs share no seed with both labels seated")
    gains = [y - x for x, y in zip(before, after, strict=True)]
    return {
        "seeds": seeds,
        "old": statistics.mean(before),
        "new": statistics.mean(after),
        "gain": statistics.mean(gains),
        "se": statistics.stdev(gains) / math.sqrt(n) if n > 1 else 0.0,
        "changed": changed,
    }


def _pair(text: str) -> tuple[str, str]:
    first, comma, second = text.partition(",")
    if not (comma and first and second) or "," in second:
        raise SystemExit(f"{text!r}: name two labels, first,second")
    return first, second


def main_compare(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m tools.arena compare", description="Compare two runs of the same games seed by seed."
    )
    parser.add_argument("--old", nargs="+", required=True, help="the run files before the change")
    parser.add_argument("--new", nargs="+", required=True, help="the run files after it")
    parser.add_argument("--pair", required=True, help="the labels compared, first over second: expert,hard")
    parser.add_argument("--new-pair", default=None, help="the new run's labels, if not --pair's: expert:96,hard")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    old_pair = _pair(args.pair)
    new_pair = _pair(args.new_pair) if args.new_pair else old_pair
    data = compare(args.old, args.new, old_pair, new_pair)
    if args.json:
        print(json.dumps(data, sort_keys=True))
    else:
        n = len(data["seeds"])
        print(
            f"{n} seeds ({data['seeds'][0]}-{data['seeds'][-1]}): {'>'.join(old_pair)} old {data['old']:.3f}, "
            f"{'>'.join(new_pair)} new {data['new']:.3f}; paired gain {data['gain']:+.2f} "
            f"(standard error {data['se']:.2f}); {data['changed']} of {n} games changed"
        )
    return 0


def write_run(path: str, params: dict[str, Any], records: list[dict[str, Any]]) -> None:
    Path(path).write_text(json.dumps({**params, "records": records}, indent=1, sort_keys=True), encoding="utf-8")


def _option(text: str) -> tuple[str, Any]:
    name, _, raw = text.partition("=")
    value: Any = raw
    if raw in ("true", "false"):
        value = raw == "true"
    elif raw.lstrip("-").isdigit():
        value = int(raw)
    return name, value


def _seeds(args: argparse.Namespace) -> list[int]:
    if args.seeds:
        first, _, last = args.seeds.partition(":")
        return list(range(int(first), int(last)))
    return list(range(args.seed, args.seed + args.games))


def _print(data: dict[str, Any], as_json: bool) -> None:
    print(json.dumps(data, sort_keys=True) if as_json else report(data))


def main_merge(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.arena merge", description="Merge run files and report.")
    parser.add_argument("files", nargs="+")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--out", default=None, help="also write the merged run file")
    args = parser.parse_args(argv)
    params, records = merge(args.files)
    if args.out:
        write_run(args.out, params, records)
    data = summary(params, records)
    _print(data, args.json)
    return 1 if data["errors"] else 0


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv and argv[0] == "merge":
        return main_merge(argv[1:])
    if argv and argv[0] == "compare":
        return main_compare(argv[1:])
    parser = argparse.ArgumentParser(prog="python -m tools.arena", description=__doc__.split("\n\n")[0])
    parser.add_argument("game", help=f"one of {', '.join(GAME_NAMES)}, merge or compare (see the module docstring)")
    parser.add_argument("--seats", default="hard,easy", help="comma-separated labels: level or level:play-outs")
    parser.add_argument("--players", default=None, help="player counts: N, N,M or all (default: one seat a label)")
    parser.add_argument("--seeds", default=None, help="A:B plays the games with seeds A..B-1")
    parser.add_argument("--games", type=int, default=10, help="with --seed: play seeds S..S+games-1")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1, help="play games in this many processes")
    parser.add_argument("--option", action="append", default=[], help="a game option name=value (repeatable)")
    parser.add_argument("--iterations", type=int, default=None, help="hard's play-out cap (default: its settings)")
    parser.add_argument("--seconds", type=float, default=None, help="thinking-time limit per decision")
    parser.add_argument("--out", default=None, help="write the games to this run file (for merge)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--verbose", action="store_true", help="report each game on stderr")
    parser.add_argument("--module", default=None, help=argparse.SUPPRESS)  # a game module by dotted path
    parser.add_argument("--toy", action="store_true", help=argparse.SUPPRESS)  # the test suite's toy game
    args = parser.parse_args(argv)
    if args.toy:
        args.module = "tests.core.toygame"
    game = load_game(args.game, args.module)
    labels = [s.strip() for s in args.seats.split(",") if s.strip()]
    counts = player_counts(game, args.players, labels)
    options = dict(_option(o) for o in args.option)
    for n in counts:
        game.SPEC.check_setup(n, options)
    params = {
        "game": game.SPEC.name,
        "module": args.module,
        "seats": list(dict.fromkeys(labels)),
        "players": counts,
        "options": options,
        "iterations": args.iterations,
        "seconds": args.seconds,
        "commits": [current_commit()],
    }
    if args.players is None and len(params["seats"]) != len(labels):
        # One seat a label, a label named twice: keep each seat, fill from the list as given.
        params["seats"] = labels
    records = play_run(params, _seeds(args), args.jobs, sys.stderr if args.verbose else None, args.out)
    data = summary(params, records)
    _print(data, args.json)
    return 1 if data["errors"] else 0


if __name__ == "__main__":
    sys.exit(main())
