"""Random games through the table's Session, for tests that need a game in some later state."""

from __future__ import annotations

import random

from ui.session import Session


def play_at_random(session: Session, seed: int, limit: int | None = None) -> Session:
    """``session`` played on with choices drawn by ``random.Random(seed)`` (an acting seat, then one
    of its legal choices) until the game is over or its record holds ``limit`` moves."""
    rng = random.Random(seed)
    while not session.is_over() and (limit is None or len(session.record.moves) < limit):
        acting = sorted(session.to_act())
        who = acting[rng.randrange(len(acting))]
        legal = session.legal_of(who)
        session.play(legal[rng.randrange(len(legal))], who)
    return session
