"""A bot decision as plain data, so the bots' Web Worker can think it (ui/worker.py).

The page sends a *request*: the game's name, the state as the engine's JSON (``to_json``),
the seat, the level, the decision's seed and the settings, exactly as
:meth:`ui.session.Session.thinking` would use them; the worker rebuilds the state with
``from_json`` and thinks with a :class:`game.bots.Thinking` built the same way, so it
makes the very choice the page's own time slices would (tests/ui/test_bot_job.py).

It answers with a *reply*: the index of the choice in ``legal(state, seat)``, the choice's
JSON (checked against the page's list), and every other public attribute the Thinking
object ended with (elapsed, units, an explanation if the bots have one...), pickled so
any Python value survives the trip (both ends run the same build of this code).
"""

from __future__ import annotations

import base64
import json
import pickle
from dataclasses import asdict, fields
from typing import Any

from game import registry
from game.core.choice import Choice, find
from game.core.errors import SaveError

#: Attributes of a Thinking that are not part of its result: the inputs, the choice itself
#: (sent as an index into the page's own list) and ``done`` (an answer is done).
_NOT_PASSED = frozenset({"game", "seat", "level", "settings", "choice", "done"})


def request(
    session: Any, seat: int, level: str, turn_spent: float = 0.0, explain: bool = False, plan: Any = None
) -> dict[str, Any]:
    """The JSON-able request for ``seat``'s decision at ``level`` in ``session`` now,
    ``turn_spent`` seconds into its turn (:class:`TurnClock`); ``explain`` asks the reply to
    carry the Thinking's ``explanation`` (a property computed on demand, so not among the
    attributes it ends with); ``plan``: the seat's ``game.bots.Plan``, if it has one."""
    seed, settings = session.bot_budget(seat, level, turn_spent)
    out = {
        "game": session.record.game,
        "state": session.game.to_json(session.state),
        "seat": seat,
        "level": level,
        "seed": seed,
        "settings": asdict(settings),
    }
    if explain:
        out["explain"] = True
    if plan is not None:
        out["plan"] = plan.to_json()
    return out


def _parse(data: dict[str, Any]) -> tuple[Any, Any, int, str, int, Any, Any]:
    import game.bots as bots

    try:
        game = registry.load(str(data["game"]))
        state = game.from_json(data["state"])
        known = {f.name for f in fields(bots.Settings)}
        settings = bots.Settings(**{k: v for k, v in dict(data["settings"]).items() if k in known})
        plan = bots.Plan.from_json(data["plan"]) if "plan" in data else None
        return game, state, int(data["seat"]), str(data["level"]), int(data["seed"]), settings, plan
    except (KeyError, TypeError, ValueError) as exc:
        raise SaveError(f"malformed bot request: {exc}") from exc


def _start(data: dict[str, Any]) -> tuple[Any, list[Choice]]:
    import game.bots as bots

    game, state, seat, level, seed, settings, plan = _parse(data)
    job = bots.Thinking(game, state, seat, level, seed=seed, settings=settings, plan=plan)
    return job, game.legal(state, seat)


def thinking(data: dict[str, Any]) -> Any:
    """The ``game.bots.Thinking`` a request describes; raises SaveError on a malformed one."""
    return _start(data)[0]


def reply(done: Any, legal: list[Choice], explain: bool = False) -> dict[str, Any]:
    """The reply for a finished Thinking ``done`` whose legal choices are ``legal``, with its
    ``explanation`` if ``explain``."""
    assert done.choice is not None, "the bot has not decided yet"
    passed: dict[str, Any] = {"explanation": done.explanation} if explain else {}
    for name, value in vars(done).items():
        if name.startswith("_") or name in _NOT_PASSED:
            continue
        try:
            pickle.dumps(value)
        except Exception:  # a value that cannot cross (a generator, a module): left behind
            continue
        passed[name] = value
    return {
        "index": legal.index(done.choice),
        "choice": done.choice.to_json(),
        "attributes": base64.b64encode(pickle.dumps(passed)).decode("ascii"),
    }


def answer(data: dict[str, Any]) -> dict[str, Any]:
    """Think a request to the end (the worker's whole job) and return its reply."""
    job, legal = _start(data)
    job.run()
    return reply(job, legal, explain=data.get("explain") is True)


def why_request(session: Any, moves: int, seat: int, before: Any, choice: Choice, level: str) -> dict[str, Any]:
    """The JSON-able request for the explanation of a bot seat's ``choice``, made at ``level`` from
    the state ``before`` it, the record then holding ``moves`` moves with it: judged from what the
    table sees (``game.bots.explain.explain_move``), seeded as the table's "Why?" always was."""
    return {
        "kind": "why",
        "game": session.record.game,
        "state": session.game.to_json(before),
        "seat": seat,
        "choice": choice.to_json(),
        "level": level,
        "seed": session.record.seed + moves,
    }


def explain(data: dict[str, Any]) -> Any:
    """The ``game.bots.explain.Explanation`` a :func:`why_request` asks for (the worker's job, and
    the page's own when the worker is gone); raises SaveError on a malformed request."""
    from game.bots.explain import explain_move

    try:
        game = registry.load(str(data["game"]))
        state = game.from_json(data["state"])
        seat, choice = int(data["seat"]), Choice.from_json(data["choice"])
        level, seed = str(data["level"]), int(data["seed"])
    except (KeyError, TypeError, ValueError) as exc:
        raise SaveError(f"malformed explanation request: {exc}") from exc
    return explain_move(game, state, seat, choice, level, seed)


def why_answer(data: dict[str, Any]) -> dict[str, Any]:
    """Explain a :func:`why_request` to the end and return its reply (the Explanation, pickled)."""
    return {"explanation": base64.b64encode(pickle.dumps(explain(data))).decode("ascii")}


def why_decode(text: str) -> Any:
    """The Explanation of a :func:`why_answer` reply, as JSON text."""
    return pickle.loads(base64.b64decode(json.loads(text)["explanation"]))


class TurnClock:
    """How long a bot's turn has lasted: a turn is a seat's run of decisions with no other
    seat's in between, timed from its first decision (the browser's budget caps the whole)."""

    def __init__(self) -> None:
        self.seat: int | None = None
        self.began = 0.0

    def spent(self, seat: int, last_mover: int | None, now: float) -> float:
        """Seconds into ``seat``'s turn at ``now`` (seconds), the record's last choice being
        ``last_mover``'s: a new turn unless ``seat`` made that choice within this turn.

        >>> clock = TurnClock()
        >>> clock.spent(1, 0, 10.0), clock.spent(1, 1, 11.5), clock.spent(2, 1, 12.0)
        (0.0, 1.5, 0.0)
        """
        if seat != self.seat or last_mover != seat:
            self.seat, self.began = seat, now
        return now - self.began


def decode(text: str, legal: list[Choice]) -> tuple[Choice, dict[str, Any]]:
    """The listed choice and the passed attributes of a reply (as JSON text) for the page,
    whose legal choices are ``legal``; raises SaveError if the reply does not fit them."""
    data = json.loads(text)
    index = int(data["index"])
    if not 0 <= index < len(legal):
        raise SaveError(f"the bot chose choice {index} of {len(legal)}")
    listed = find([legal[index]], Choice.from_json(data["choice"]))
    if listed is None:
        raise SaveError(f"the bot's choice {data['choice']} is not choice {index} here ({legal[index].label})")
    attributes = pickle.loads(base64.b64decode(data["attributes"]))
    return listed, dict(attributes)
