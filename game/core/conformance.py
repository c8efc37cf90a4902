"""Random play with every generic check of the Game protocol.

The conformance test (tests/test_conformance.py) and the fuzzer
(``python -m tools.fuzz``) both call :func:`play_checked`.  After every
choice it checks: someone acts until the game is over; acting seats have
legal choices and the others none; labels are unique; a forged choice is
refused and leaves the state unchanged; apply does not mutate its input;
every event is a dict with a type, its privacy key is absent or a seat of
the game, it reaches at least one seat's log and the spectator's log holds
exactly the public events;
the JSON round trip is exact; the record replays to the same state after
every choice (one replay at the end meets them all); each seat's view is
unchanged when everything hidden from it is re-sampled (so it leaks
nothing); a decision the game calls public (``private_decision``) offers
the same choices in a re-sampled state; the game's own invariants hold.  For one step in four, drawn at
random, applying the same choice to the deserialised previous state gives
the same state; for one seat a step, drawn at random, its view is JSON, the
re-sampled state keeps the invariants and the re-sampling depends only on what the seat
sees (so bots built on it play fair).  At the end, scores and ranking are
defined and the length stayed within ``SPEC.max_choices``.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from .choice import Choice
from .errors import IllegalMove
from .protocol import ENGINE_CHOICE, PRIVATE_KEY, Event, Game, visible_events
from .record import Record, replay_steps
from .rng import Rng

FORGED = Choice("__forged__", ("nowhere",))
SHADOW_EVERY = 4  # one step in SHADOW_EVERY also applies its choice to the state rebuilt from JSON


class ConformanceError(AssertionError):
    """A check failed; the message names game, setup, seed and step."""


@dataclass
class GameResult:
    steps: int
    scores: list[int]
    ranking: list[int]
    record: Record


def _fail(where: str, message: str) -> None:
    raise ConformanceError(f"{where}: {message}")


def _jsonable(value: Any, where: str, what: str) -> str:
    try:
        return json.dumps(value, sort_keys=True, allow_nan=False)
    except (TypeError, ValueError) as exc:
        _fail(where, f"{what} is not JSON: {exc}")
        raise


def check_events(events: list[Event], players: int, where: str) -> None:
    """The events of one choice are well formed and their privacy is sound."""
    for event in events:
        if not isinstance(event, dict) or not isinstance(event.get("type"), str):
            _fail(where, f"event {event!r} is not a dict with a 'type'")
        if PRIVATE_KEY in event:
            seat = event[PRIVATE_KEY]
            if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < players:
                _fail(where, f"event {event['type']!r} is private to {seat!r}, which is no seat of {players}")
    logs = [visible_events(events, seat) for seat in range(players)]
    for event in events:
        if not any(any(e is event for e in log) for log in logs):
            _fail(where, f"event {event['type']!r} reaches no seat's log")
    public = [e for e in events if PRIVATE_KEY not in e]
    spectator = visible_events(events, None)
    if len(spectator) != len(public) or any(a is not b for a, b in zip(spectator, public)):
        _fail(where, "the spectator's log is not exactly the public events")


def check_state(game: Game, state: Any, players: int, where: str, rng: Rng) -> Any:
    """Every check that needs only the state (no history).

    Returns the state rebuilt from its JSON: equal to ``state`` but sharing
    nothing with it, so the caller can tell whether ``apply`` mutates it."""
    game.check_invariants(state)
    data = game.to_json(state)
    text = _jsonable(data, where, "to_json")
    back = game.from_json(json.loads(text))
    if back != state:
        _fail(where, "from_json(to_json(state)) != state")
    acting = game.to_act(state)
    over = game.is_over(state)
    if over and acting:
        _fail(where, f"the game is over but seats {sorted(acting)} must act")
    if not over and not acting:
        _fail(where, "the game is not over and nobody is to act")
    engine = game.engine_seats(state)
    for seat in range(players):
        choices = game.legal(state, seat)
        if seat in acting and not choices:
            _fail(where, f"seat {seat} must act but has no legal choice")
        if seat in engine and choices and [c.kind for c in choices] != [ENGINE_CHOICE]:
            _fail(where, f"seat {seat} is played by the engine but is offered {len(choices)} other choices")
        if seat not in engine and any(c.kind == ENGINE_CHOICE for c in choices):
            _fail(where, f"seat {seat} is offered the engine's choice but the engine does not play it")
        if seat not in acting and choices:
            _fail(where, f"seat {seat} is not to act but has {len(choices)} choices")
        labels = [c.label for c in choices]
        if len(set(labels)) != len(labels):
            dup = sorted({x for x in labels if labels.count(x) > 1})
            _fail(where, f"seat {seat} has duplicate labels {dup[:5]}")
        _jsonable([c.to_json() for c in choices], where, f"a choice of seat {seat}")
    seats: list[int | None] = [*range(players), None]
    # The fairness check costs two more determinizations and the invariants of
    # one, and a view's JSON text as much as the view itself; one seat a step,
    # drawn at random, covers every seat over a game at a fraction of the cost.
    fair_seat = seats[rng.randbelow(len(seats))]
    for viewer in seats:
        seen = game.view(state, viewer)
        other = game.determinize(state, viewer, Rng(rng.next64()))
        if game.view(other, viewer) != seen:
            _fail(where, f"view of seat {viewer} changes when hidden information is re-sampled")
        if viewer != fair_seat:
            continue
        _jsonable(seen, where, f"view of seat {viewer}")
        game.check_invariants(other)  # bots search determinized states: they must be sound too
        # Fairness: a determinization may depend on what the seat sees, never
        # on what it does not, so two states it cannot tell apart give the same.
        key = rng.next64()
        if game.determinize(state, viewer, Rng(key)) != game.determinize(other, viewer, Rng(key)):
            _fail(where, f"determinize for seat {viewer} depends on information hidden from it")
    return back


def check_public_decision(game: Game, state: Any, seat: int, choices: list[Choice], where: str, rng: Rng) -> None:
    """A decision the game calls public (``private_decision`` false: the table offers it with no
    hand-off, on the spectator's screen) offers the same choices whatever the spectator cannot
    see: here, in a state with everything hidden from a spectator re-sampled."""
    if game.private_decision(state, seat):
        return
    other = game.determinize(state, None, rng)
    if game.legal(other, seat) != choices:
        _fail(where, f"seat {seat}'s decision is called public, yet its choices depend on hidden information")


def play_checked(
    game: Game,
    players: int,
    options: Mapping[str, Any] | None,
    seed: int,
) -> GameResult:
    """Play one game with random legal choices, checking everything.

    ``seed`` seeds both the game and the choice of moves.  Raises
    :class:`ConformanceError` (or whatever the engine raised) on failure.
    """
    name = game.SPEC.name
    # A new game records every option, as the app does (ui/session.py): a record
    # lacking one would replay with its legacy value (a rules edition).
    record = Record(name, players, game.SPEC.check_setup(players, options), seed)
    state = game.new_game(players, options, seed)
    picker = Rng(seed ^ 0x5EED)
    steps = 0
    where = f"{name} players={players} options={dict(options or {})} seed={seed} step=0"
    copy = check_state(game, state, players, where, picker)
    trail: list[Any] = []  # the state after every choice, for the replay check
    while not game.is_over(state):
        where = f"{name} players={players} options={dict(options or {})} seed={seed} step={steps}"
        if steps >= game.SPEC.max_choices:
            _fail(where, f"still not over after {steps} choices (SPEC.max_choices)")
        seat = picker.choice(sorted(game.to_act(state)))
        choices = game.legal(state, seat)
        check_public_decision(game, state, seat, choices, where, picker)
        choice = picker.choice(choices)
        # ``copy`` equals ``state`` and shares nothing with it: any change to
        # ``state`` below is a mutation of apply's input.
        try:
            game.apply(state, seat, FORGED)
        except IllegalMove:
            pass
        else:
            _fail(where, "a forged choice was accepted")
        if state != copy:
            _fail(where, "a refused choice changed the state")
        new_state, events = game.apply(state, seat, choice)
        _jsonable(events, where, "events")
        check_events(events, players, where)
        if state != copy:
            _fail(where, f"apply({choice.label!r}) mutated its input state")
        record = record.add(seat, choice)
        steps += 1
        # One step in four (at random, so every kind of choice meets it):
        # replaying on a rebuilt state costs a whole legal() of the engine.
        if picker.randbelow(SHADOW_EVERY) == 0:
            shadow, _ = game.apply(copy, seat, Choice.from_json(choice.to_json()))
            if shadow != new_state:
                _fail(where, f"apply({choice.label!r}) differs on the deserialised state")
        state = new_state
        trail.append(state)
        copy = check_state(game, state, players, where, picker)
    where = f"{name} players={players} options={dict(options or {})} seed={seed} end"
    # One replay of the record, through its JSON, meets every state of the game.
    stored = Record.from_json(json.loads(json.dumps(record.to_json())))
    for step, (replayed, _) in enumerate(replay_steps(stored, game)):
        if replayed != trail[step]:
            _fail(f"{where} step={step}", "the record does not replay to the same state")
    scores = game.score(state)
    ranking = game.ranking(state)
    if len(scores) != players or len(ranking) != players:
        _fail(where, f"score {scores} / ranking {ranking} do not have {players} entries")
    if not all(1 <= p <= players for p in ranking) or min(ranking) != 1:
        _fail(where, f"ranking {ranking} is not a list of places 1..{players}")
    table = game.score_table(state, "en")
    if len(table.get("rows", [])) != players:
        _fail(where, "score_table does not have one row per seat")
    return GameResult(steps, scores, ranking, record)
