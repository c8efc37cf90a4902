"""The invariants of an Aztlán state: field shapes first, then pieces, cards and scores conserved.

``check_invariants`` is what the fuzzer calls after every choice; ``serial.from_json`` runs the
same checks on a loaded save.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from game.core.errors import quote

from .board import LAKE_IDS, TERRITORY_IDS
from .cards import COLOURS, DECK_COMPOSITION, ERAS, PIECES_PER_COLOUR, POWER_VALUES, full_deck
from .state import ALLIANCE, CHOICE, CLASH, DEVELOP, NO_CARD, OVER, PHASES, SCORE, State, side_colours, sides_count

_STEPS = {
    ALLIANCE: ("",),
    CHOICE: ("",),
    DEVELOP: ("place", "move"),
    CLASH: ("select", "decide", "tie", "rival", "answer"),
    SCORE: ("cards", "bank1", "bank2"),
    OVER: ("",),
}


def _ints(value: Any, length: int | None = None) -> bool:
    ok = isinstance(value, tuple) and all(isinstance(v, int) and not isinstance(v, bool) for v in value)
    return ok and (length is None or len(value) == length)


def shape_problems(s: State) -> list[str]:
    """Types and lengths of every field (before the invariants can be computed)."""
    out = []
    n = s.players
    sides = sides_count(n)
    if s.phase not in PHASES:
        out.append(f"phase {quote(s.phase)} is not one of {list(PHASES)}")
    elif s.step not in _STEPS[s.phase]:
        out.append(f"step {quote(s.step)} is not one of {list(_STEPS[s.phase])} in phase {quote(s.phase)}")
    if not 1 <= s.era <= ERAS:
        out.append(f"era {s.era} is not in 1..{ERAS}")
    for name, length in (("scores", n), ("arrival", n), ("power_current", n), ("reserve", sides), ("hand", sides)):
        if not _ints(getattr(s, name), length):
            out.append(f"{name} {quote(getattr(s, name))} is not {length} ints")
    if not _ints(s.removed, len(COLOURS)):
        out.append(f"removed {quote(s.removed)} is not {len(COLOURS)} ints")
    for name in ("era_scores", "power_hand", "power_used"):
        value = getattr(s, name)
        if not isinstance(value, tuple) or len(value) != n or not all(_ints(v) for v in value):
            out.append(f"{name} {quote(value)} is not {n} lists of ints")
    if len(s.board) != len(TERRITORY_IDS) or not all(_ints(row, len(COLOURS)) for row in s.board):
        out.append(f"board is not {len(TERRITORY_IDS)} rows of {len(COLOURS)} ints")
    if len(s.prosperity) != n or not all(
        isinstance(h, tuple) and all(c in DECK_COMPOSITION for c in h) for h in s.prosperity
    ):
        out.append(f"prosperity {quote(s.prosperity)} is not {n} lists of card names")
    for name in ("deck", "discard", "blessings"):
        bad = [c for c in getattr(s, name) if c not in DECK_COMPOSITION]
        if bad:
            out.append(f"{name} holds unknown cards {quote(bad[:3])}")
    if len(s.placed) != sides or any(t not in TERRITORY_IDS for p in s.placed for t in p):
        out.append(f"placed {quote(s.placed)} is not {sides} lists of territory ids")
    for name in ("clash_done", "settled"):
        bad = [t for t in getattr(s, name) if t not in TERRITORY_IDS]
        if bad:
            out.append(f"{name} holds unknown territories {quote(bad)}")
    if s.clash_at not in ("", *TERRITORY_IDS):
        out.append(f"clash_at {quote(s.clash_at)} is not a territory")
    if s.canoe_lake not in ("", *LAKE_IDS):
        out.append(f"canoe_lake {quote(s.canoe_lake)} is not a lake")
    if s.canoe_bank not in ("", *TERRITORY_IDS):
        out.append(f"canoe_bank {quote(s.canoe_bank)} is not a territory")
    if any(len(p) != 2 or any(t not in TERRITORY_IDS for t in p) for p in s.links):
        out.append(f"links {quote(s.links)} are not pairs of territories")
    if s.alliance not in ((), (0, 1), (1, 0)) or (s.alliance and n != 2):
        out.append(f"alliance {quote(s.alliance)} is not () or a 2-player split")
    if not _ints(s.order) or sorted(s.order) != (list(range(n)) if s.order else []):
        out.append(f"order {quote(s.order)} is not a permutation of the seats")
    if s.order and not 0 <= s.turn < n + 1:
        out.append(f"turn {s.turn} is out of range")
    if not _ints(s.defeated) or any(not 0 <= d < sides for d in s.defeated):
        out.append(f"defeated {quote(s.defeated)} are not sides")
    if not -1 <= s.winner < sides:
        out.append(f"winner {s.winner} is not a side or -1")
    if s.end_bonus and (len(s.end_bonus) != n or not all(_ints(b, 3) for b in s.end_bonus)):
        out.append(f"end_bonus {quote(s.end_bonus)} is not {n} triples of ints")
    if s.phase not in (ALLIANCE, CHOICE, OVER) and not s.order:
        out.append(f"phase {quote(s.phase)} needs a turn order")
    if s.phase in (DEVELOP, CLASH, SCORE) and not 0 <= s.turn < len(s.order):
        out.append(f"turn {s.turn} is not an index of the turn order {list(s.order)}")
    if s.phase == CLASH and s.step in ("decide", "tie", "rival", "answer") and not s.clash_at:
        out.append(f"step {quote(s.step)} needs a territory under clash")
    if s.step == "answer" and not s.defeated:
        out.append("step 'answer' needs a defeated side")
    if s.players == 2 and s.phase != ALLIANCE and not s.alliance:
        out.append("a 2-player game past the alliance choice has no alliances")
    if s.step in ("bank1", "bank2") and not s.canoe_lake:
        out.append(f"step {quote(s.step)} needs a lake")
    return out


def invariant_problems(s: State) -> list[str]:
    """The game's own invariants, as messages (empty when they hold)."""
    out = []
    n = s.players
    # Pieces: every side's 30 per colour are in the reserve, taken, on the board or removed.
    for side in range(sides_count(n)):
        colours = side_colours(n, side)
        on_board = sum(row[c] for row in s.board for c in colours)
        removed = sum(s.removed[c] for c in colours)
        total = s.reserve[side] + s.hand[side] + on_board + removed
        if total != PIECES_PER_COLOUR * len(colours) or min(s.reserve[side], s.hand[side]) < 0:
            out.append(
                f"side {side}: reserve {s.reserve[side]} + taken {s.hand[side]} + board {on_board} "
                f"+ removed {removed} != {PIECES_PER_COLOUR * len(colours)}"
            )
    in_play = {c for side in range(sides_count(n)) for c in side_colours(n, side)}
    for c in range(len(COLOURS)):
        used = sum(row[c] for row in s.board) + s.removed[c]
        if c not in in_play and used:
            out.append(f"colour {COLOURS[c]} is not in play but has {used} pieces out")
        if min([row[c] for row in s.board] + [s.removed[c]]) < 0 or used > PIECES_PER_COLOUR:
            out.append(f"colour {COLOURS[c]}: {used} pieces on the board or removed")
    # Prosperity cards: the 30 cards are in hands, deck or discard.
    held = Counter(c for h in s.prosperity for c in h) + Counter(s.deck) + Counter(s.discard)
    if held != Counter(full_deck()):
        out.append(f"prosperity cards {dict(held)} are not the deck {DECK_COMPOSITION}")
    if any(list(h) != sorted(h) for h in s.prosperity):
        out.append("a prosperity hand is not sorted")
    # Power cards: each seat's 4..9, used once each.
    for seat in range(n):
        cards = list(s.power_hand[seat]) + list(s.power_used[seat])
        current = s.power_current[seat]
        if current != NO_CARD:
            cards.append(current)
        if sorted(cards) != list(POWER_VALUES):
            out.append(f"seat {seat}: power cards {sorted(cards)} are not {list(POWER_VALUES)}")
        if list(s.power_hand[seat]) != sorted(s.power_hand[seat]):
            out.append(f"seat {seat}: power hand {list(s.power_hand[seat])} is not sorted")
        played = len(s.power_used[seat])
        if played != s.era - 1 and s.phase != OVER:
            out.append(f"seat {seat}: {played} power cards used before era {s.era}")
        if len(s.era_scores[seat]) not in (s.era - 1, s.era) and s.phase != OVER:
            out.append(f"seat {seat}: {len(s.era_scores[seat])} era scores in era {s.era}")
    # Scores: the sum of the era scores and the end bonus.
    for seat in range(n):
        total = sum(s.era_scores[seat]) + (sum(s.end_bonus[seat]) if s.end_bonus else 0)
        if total != s.scores[seat]:
            out.append(f"seat {seat}: score {s.scores[seat]} != era scores {list(s.era_scores[seat])} + end bonus")
    if len(set(s.arrival)) != n or max(s.arrival) > s.arrivals or min(s.arrival) < 1:
        out.append(f"stack arrivals {list(s.arrival)} are not distinct values in 1..{s.arrivals}")
    if s.phase == CHOICE and any(s.hand):
        out.append(f"pieces {list(s.hand)} still taken while choosing power cards")
    if s.revealed != (s.phase in (CLASH, SCORE)):
        out.append(f"power cards revealed={s.revealed} in phase {quote(s.phase)}")
    if s.phase in (DEVELOP, CLASH, SCORE) and NO_CARD in s.power_current:
        out.append(f"a seat has no power card in phase {quote(s.phase)}")
    if (s.phase == OVER) != bool(s.end_bonus):
        out.append(f"end bonus {list(s.end_bonus)} does not match phase {quote(s.phase)}")
    return out


def check_invariants(state: State) -> None:
    """Raise AssertionError naming every broken invariant (used by the fuzzer)."""
    problems = shape_problems(state) or invariant_problems(state)
    assert not problems, "; ".join(problems)
