"""What each seat may see (``view``) and the re-sampling of what it may not (``determinize``).

Secrets: the other players' hands, the order of the draw pile, the territories of
the other players' unused hidden armies (S8), and the random generator.  They are
absent from the view, not flagged.

The view dict (all keys always present; territory ids are board ids, seats ints)::

    {
      "game": "europa",
      "seat": int | None,            # whose view this is (None: spectator)
      "players": int,
      "options": {name: value},
      "phase": str,                  # one of state.PHASES ("fortress", "claim", "bulk",
                                     # "hide", "place", "main", "board", "attack",
                                     # "defend", "advance", "spy_reply", "spy_pick",
                                     # "redistribute", "count", "over")
      "to_act": [seat, ...],         # sorted; several only in "hide"
      "active": int | None,          # whose turn (None during setup)
      "round": int,                  # 0 during setup
      "order": [seat, ...],          # playing order (S2); the first plays first
      "territories": {               # every one of the 44, in board order
          id: {"owner": seat | None, "armies": int, "fortress": seat | None}
      },
      "empires": [empire id | None per seat],        # each seat's own empire (drawn banner); a banner
                                                     # drawn but not yet placed is shown to its drawer only
      "fortresses": [territory id | None per seat],  # None: not placed yet, or removed
      "banners": [[empire id, ...] per seat],        # banners on that seat's fortress
      "eliminated": [seat, ...],     # in order of elimination
      "allotment": [int per seat],   # setup armies still to place
      "track": {"slots": [3..14], "played_by": [seat per filled slot], "value": V},
      "cards": {
          "hand": [card, ...] | None,        # this seat's hand (None for a spectator)
          "hand_counts": [int per seat],
          "deck": int,                        # cards in the draw pile
          "discard": [card, ...],             # face up, oldest first
          "removed": [card, ...],             # out of the game (Diplomats, A-20)
      },
      "truces": [[p, q], ...],       # P played a Diplomat on Q; in force
      "hidden": {
          "mine": [{"territory": id, "usable": bool}, ...],  # this seat's unused records
          "unused": [int per seat],      # how many unused records each seat holds
          "revealed": [{"seat": int, "territory": id}, ...],
          "chosen": [bool per seat],     # S8: has this seat written its territory yet
      },
      "attack": None | {"attacker": seat, "defender": seat, "source": id, "target": id,
                        "sea": bool, "ship": int, "general": bool, "marshal": bool,
                        "dice": int,          # attacker's declaration for the coming battle
                        "last_dice": int,
                        "max_attack_dice": int, "max_defence_dice": int},
      "pending": {"armies": int, "why": "supply" | "reinforce" | "move" | "enter" | ""},
      "pair": [from id, to id] | [],   # the move waiting for its army count ("count")
      "spy": None | {"seat": int, "target": int,
                     "hand": [card, ...] | None},   # the target's hand: only for the spy, in "spy_pick"
      "redistribution": None | {"conqueror": seat, "vacated": [id, ...], "chooser": seat,
                                "others": bool},
      "turn": {"attacked": bool, "admiral_used": bool},
      "supplementary": {"banners", "blocks", "empires", "independents", "total"} per seat (list),
      "winner": seat | None,
    }

Cards are the strings of ``state.CARD_KINDS``: "reinforcements", "spy", "general",
"admiral", "marshal", "diplomat".
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from game.core import Rng
from game.core.contract import check_seat, no_engine_seats, own_state

from . import board as B
from .rules import _attack_dice_max, _defence_dice_max, _usable_records, to_act
from .scoring import holders, supplementary
from .serial import attack_json
from .state import ADMIRAL, FORTRESS, SAIL, SPY_PICK, TRACK_SLOTS, State, sort_hand


def _tid(t: int) -> str | None:
    return B.TERRITORY_IDS[t] if t >= 0 else None


def view(s: State, seat: int | None) -> dict[str, Any]:
    """The dict documented in the module docstring, for ``seat`` (None: spectator)."""
    check_seat(seat, own_state(s, State, "europa").players, spectator=True)
    fortress_at = {t: p for p, t in enumerate(s.fortress) if t >= 0}
    held = holders(s)
    a = s.attack
    spy = None
    if s.spy:
        spier, target = s.spy
        shown = list(s.hands[target]) if s.phase == SPY_PICK and seat == spier else None
        spy = {"seat": spier, "target": target, "hand": shown}
    r = s.redis
    mine = [] if seat is None else [rec for rec in s.records if rec[0] == seat and not rec[2]]
    return {
        "game": "europa",
        "seat": seat,
        "players": s.players,
        "options": dict(s.options),
        "phase": s.phase,
        "to_act": sorted(to_act(s)),
        "active": s.active if s.active >= 0 else None,
        "round": s.round,
        "order": list(s.order),
        "territories": {
            tid: {
                "owner": s.owner[i] if s.owner[i] >= 0 else None,
                "armies": s.armies[i],
                "fortress": fortress_at.get(i),
            }
            for i, tid in enumerate(B.TERRITORY_IDS)
        },
        "empires": [e if e and (s.sites[p] >= 0 or p == seat) else None for p, e in enumerate(s.empire)],
        "fortresses": [_tid(t) for t in s.fortress],
        "banners": [list(b) for b in s.banners],
        "eliminated": list(s.eliminated),
        "allotment": list(s.allot),
        "track": {"slots": list(TRACK_SLOTS), "played_by": list(s.track), "value": s.track_value},
        "cards": {
            "hand": list(s.hands[seat]) if seat is not None else None,
            "hand_counts": [len(h) for h in s.hands],
            "deck": len(s.deck),
            "discard": list(s.discard),
            "removed": list(s.removed),
        },
        "truces": [list(t) for t in s.truces],
        "hidden": {
            "mine": [
                {"territory": B.TERRITORY_IDS[t], "usable": seat is not None and _usable_records(s, seat, t)}
                for _, t, _ in mine
            ],
            "unused": [sum(1 for rec in s.records if rec[0] == p and not rec[2]) for p in range(s.players)],
            "revealed": [{"seat": p, "territory": B.TERRITORY_IDS[t]} for p, t, used in s.records if used],
            "chosen": [any(rec[0] == p for rec in s.records) for p in range(s.players)],
        },
        "attack": None
        if a is None
        else {
            "attacker": s.active,
            **attack_json(a),
            "max_attack_dice": _attack_dice_max(s, a),
            "max_defence_dice": _defence_dice_max(s, a),
        },
        "pending": {"armies": s.pending, "why": s.why},
        "pair": [B.TERRITORY_IDS[t] for t in s.pair],
        "spy": spy,
        "redistribution": None
        if r is None
        else {
            "conqueror": r.conqueror,
            "vacated": [B.TERRITORY_IDS[t] for t in r.vacated],
            "chooser": r.chooser,
            "others": r.others,
        },
        "turn": {"attacked": s.attacked, "admiral_used": s.admiral_used},
        "supplementary": [supplementary(s, p, held) if s.sites[p] >= 0 else None for p in range(s.players)],
        "winner": s.winner if s.winner >= 0 else None,
    }


def determinize(s: State, seat: int | None, rng: Rng) -> State:
    """A state ``seat`` cannot tell from ``s``: the unseen cards (draw pile and the
    hands it does not see) dealt again at random, save a card the table knows a hand
    holds (the Admiral of a sea attack begun), the other players' unused hidden
    armies placed again on random allowed territories, a fresh generator.  Built
    only from what the seat sees, so two states it cannot tell apart give the same."""
    check_seat(seat, own_state(s, State, "europa").players, spectator=True)
    empire = list(s.empire)
    if s.phase == FORTRESS and s.actor != seat and s.sites[s.actor] == -1:
        # the banner the actor has drawn but not placed: any banner not yet on the board
        placed = {e for p, e in enumerate(s.empire) if s.sites[p] >= 0}
        empire[s.actor] = rng.choice([e for e in B.EMPIRES if e not in placed])
    known = {seat} if seat is not None else set()
    if s.spy and s.phase == SPY_PICK and seat == s.spy[0]:
        known.add(s.spy[1])  # the spy is looking at the target's hand
    pool: list[str] = list(s.deck)
    for p in range(s.players):
        if p not in known:
            pool += s.hands[p]
    # A sea attack begun shows the table that the active seat holds the Admiral sailing spends.
    shown = {s.active: ADMIRAL} if s.phase == SAIL and s.active not in known else {}
    for card in shown.values():
        pool.remove(card)
    pool = rng.shuffled(sort_hand(pool))
    hands = list(s.hands)
    for p in range(s.players):
        if p not in known:
            kept = [shown[p]] if p in shown else []
            k = len(s.hands[p]) - len(kept)
            hands[p] = sort_hand([*kept, *pool[:k]])
            pool = pool[k:]
    allowed = [t for t in range(B.N_TERRITORIES) if t not in s.sites]  # S8 excluded every fortress
    records = []
    for owner, t, used in s.records:
        if used or owner == seat:
            records.append((owner, t, used))
        else:
            records.append((owner, rng.choice(allowed), False))
    return replace(
        s,
        deck=tuple(pool),
        hands=tuple(hands),
        records=tuple(sorted(records)),
        empire=tuple(empire),
        rng=rng.next64(),
    )


#: Phases whose choices are always a seat's own secret: the fortress in the empire only it has seen
#: drawn, the hidden army's territory, the spy's exchange.
SECRET_PHASES = frozenset({"fortress", "hide", "spy_reply", "spy_pick"})
#: Phases whose choices may play a card from the hand or reveal a hidden army (boarding and
#: sailing: the Admiral).
CARD_PHASES = frozenset({"main", "attack", "defend", "board", "sail"})


def private_decision(state: State, seat: int) -> bool:
    """Whether ``seat``'s decision now draws on what only it sees (the table hands it the device):
    the secret phases, and the turn, the attack and the defence while it holds a card or an
    unused hidden army.  Decided from public information only (the phase, how many cards a seat holds), so whether
    the table hands the device over tells the others nothing."""
    if state.phase in SECRET_PHASES:
        return True
    holds = bool(state.hands[seat]) or any(owner == seat and not used for owner, _, used in state.records)
    return state.phase in CARD_PHASES and holds


engine_seats = no_engine_seats(State, "europa")
