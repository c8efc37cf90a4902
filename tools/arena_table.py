"""The arena table of issue 19: every pairing the issue sets a target for, at every player count
of every game, with the run that stands for it.

    python -m tools.arena_table                    # print the table (markdown)
    python -m tools.arena_table --write docs/bots.md
    python -m tools.arena_table --check docs/bots.md

Which run stands for which pairing is data, ``docs/arena/table.json``: per row the game, the
player count, the pairing (``hard>medium``) and the session of ``docs/bots.md`` that describes the
run, then either ``files`` (run files under ``docs/arena/``, merged as ``tools.arena merge``
merges them) or ``recorded`` (``score`` and ``games`` as that session printed them, with its
``commits``: runs from before session 11, whose files were not kept), an optional ``labels``
(the seats' labels in the run files where a level was played under another: ``{"expert":
"expert:96"}`` for games played at a play-out cap the level has since taken) and an optional
``note`` (say, that a level in the pairing has changed since the run). A pairing with no row is
printed as not yet run, so the table always has every pairing the issue asks for.

The figures of a row with files are computed from its games here (the head-to-head share of the
row's player count, its 95% Wilson interval and the issue's target from ``tools.arena``), never
copied, so the table cannot drift from the runs. ``--write`` puts the table between the markers
``<!-- arena-table -->`` and ``<!-- /arena-table -->`` of a markdown file; ``--check`` exits 1 if
that file's table is not the one the data gives.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from game.registry import GAME_NAMES, load
from tools import arena

ROOT = Path(__file__).resolve().parent.parent
RUNS = ROOT / "docs" / "arena"
TABLE = RUNS / "table.json"
MIN_GAMES = 40  # issue 19: every pairing over at least 40 games
START, END = "<!-- arena-table -->", "<!-- /arena-table -->"

#: The pairings in the order the table prints them, each the way its target reads.
PAIRINGS: tuple[str, ...] = tuple(f"{a}>{b}" for a, b in arena.TARGETS)


def pairings() -> list[tuple[str, int, str]]:
    """Every (game, player count, pairing) the issue asks for, in the table's order."""
    out: list[tuple[str, int, str]] = []
    for name in GAME_NAMES:
        spec = load(name).SPEC
        for n in range(spec.min_players, spec.max_players + 1):
            out.extend((name, n, pair) for pair in PAIRINGS)
    return out


def figures(row: dict[str, Any], runs: Path = RUNS) -> dict[str, Any]:
    """The head-to-head figures of one row of the table data: ``games``, ``score``, ``rate``,
    ``ci95``, ``lower``, ``target`` (``met``, ``missed``, or ``short`` under 40 games), ``commits``.

    Raises ValueError naming the row when its files hold no game of its pairing at its player
    count, or when the files are not one match (``tools.arena merge``'s rule)."""
    where = f"{row['game']} {row['players']}p {row['pair']}"
    a, b = (row.get("labels", {}).get(level, level) for level in row["pair"].split(">"))
    if "files" in row:
        try:
            params, records = arena.merge([str(runs / f) for f in row["files"]])
        except SystemExit as exc:
            raise ValueError(f"{where}: {exc}") from None
        if params["game"] != row["game"]:
            raise ValueError(f"{where}: the files are games of {params['game']}")
        scores = [
            s
            for r in records
            if "error" not in r and r["players"] == row["players"] and (s := arena.head_to_head(r, a, b)) is not None
        ]
        if not scores:
            raise ValueError(f"{where}: the files hold no {a} and {b} seats at {row['players']} players")
        share = arena.head_to_head_share(scores)
        commits = sorted(set(params["commits"]))
    else:
        recorded = row["recorded"]
        share = arena.share(recorded["score"], recorded["games"])
        commits = list(recorded["commits"])
    verdict = arena.target_verdict(a, b, share) if share["games"] >= MIN_GAMES else "short"
    return {**share, "target": verdict, "commits": commits}


def load_rows(path: Path = TABLE) -> dict[tuple[str, int, str], dict[str, Any]]:
    """The table data by (game, players, pairing); raises ValueError on a row the issue does not
    ask for, a pairing listed twice, or a row with both or neither of ``files`` and ``recorded``."""
    known = set(pairings())
    rows: dict[tuple[str, int, str], dict[str, Any]] = {}
    for row in json.loads(path.read_text(encoding="utf-8"))["rows"]:
        key = (row["game"], row["players"], row["pair"])
        if key not in known:
            raise ValueError(f"{path.name}: {key} is not a pairing of the issue's table")
        if key in rows:
            raise ValueError(f"{path.name}: {key} is listed twice")
        if ("files" in row) == ("recorded" in row):
            raise ValueError(f"{path.name}: {key} needs exactly one of files and recorded")
        rows[key] = row
    return rows


def _target_text(pair: str) -> str:
    a, b = pair.split(">")
    rate, floor = arena.TARGETS[(a, b)]
    return f"≥ {rate:.2f}" + (f", lower bound > {floor:.1f}" if floor is not None else "")


def render(path: Path = TABLE, runs: Path = RUNS) -> str:
    """The markdown table, with a closing line counting the pairings that stand and are met."""
    rows = load_rows(path)
    lines = [
        "| game | players | pairing | games | head-to-head, 95% Wilson | target | verdict | session | run |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    standing = met = 0
    for key in pairings():
        name, n, pair = key
        a, b = pair.split(">")
        head = f"| {load(name).SPEC.title_en} | {n} | {a} > {b} |"
        row = rows.get(key)
        if row is None:
            lines.append(f"{head} | | {_target_text(pair)} | not yet run | | |")
            continue
        f = figures(row, runs)
        standing += f["games"] >= MIN_GAMES
        met += f["target"] == "met"
        verdict = {"met": "met", "missed": "**missed**", "short": f"short of {MIN_GAMES} games"}[f["target"]]
        run = ", ".join(f"`{x}`" for x in row["files"]) if "files" in row else "not kept (before session 11)"
        share = f"{f['rate']:.2f} [{f['ci95'][0]:.2f}, {f['ci95'][1]:.2f}]"
        note = f"; {row['note']}" if row.get("note") else ""
        lines.append(
            f"{head} {f['games']} | {share} | {_target_text(pair)} | {verdict} | "
            f"{row['session']} ({', '.join(f['commits'])}){note} | {run} |"
        )
    lines.append("")
    lines.append(
        f"{standing} of the {len(pairings())} pairings stand at {MIN_GAMES} games or more, and {met} meet their target."
    )
    return "\n".join(lines)


def _splice(text: str, table: str, name: str) -> str:
    if text.count(START) != 1 or text.count(END) != 1 or text.index(START) > text.index(END):
        raise ValueError(f"{name} needs one {START} line followed by one {END} line")
    head, rest = text.split(START)
    _, tail = rest.split(END)
    return f"{head}{START}\n{table}\n{END}{tail}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.arena_table", description=__doc__.split("\n\n")[0])
    group = parser.add_mutually_exclusive_group()
    group.add_argument("--write", metavar="MARKDOWN", help="put the table between the markers of this file")
    group.add_argument("--check", metavar="MARKDOWN", help="exit 1 if this file's table is not the data's")
    args = parser.parse_args(sys.argv[1:] if argv is None else argv)
    table = render()
    target = args.write or args.check
    if target is None:
        print(table)
        return 0
    text = Path(target).read_text(encoding="utf-8")
    spliced = _splice(text, table, target)
    if args.write:
        Path(target).write_text(spliced, encoding="utf-8")
        return 0
    if spliced != text:
        print(f"{target}: the arena table differs from docs/arena/table.json; run --write", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
