"""The Europa state as plain data, and the rule numbers it is built from.

A :class:`State` is frozen: ``apply`` builds a new one.  Territories are indices
into ``board.TERRITORIES``; seats are ints.  ``-1`` means "none" wherever a seat or
a territory may be absent (a free territory's owner, a removed fortress).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.core.options import HasOptions

# --- Cards (rulebook, CONTENUTO: "1 mazzo di 48 carte") -------------------------
REINFORCEMENTS = "reinforcements"
SPY = "spy"
GENERAL = "general"
ADMIRAL = "admiral"
MARSHAL = "marshal"
DIPLOMAT = "diplomat"
#: Card kinds and how many of each the deck holds (rulebook, CONTENUTO).
DECK_COMPOSITION: tuple[tuple[str, int], ...] = (
    (REINFORCEMENTS, 12),
    (SPY, 7),
    (GENERAL, 8),
    (ADMIRAL, 6),
    (MARSHAL, 8),
    (DIPLOMAT, 7),
)
CARD_KINDS: tuple[str, ...] = tuple(k for k, _ in DECK_COMPOSITION)
CARD_RANK: dict[str, int] = {k: i for i, k in enumerate(CARD_KINDS)}
DECK_SIZE = sum(n for _, n in DECK_COMPOSITION)  # 48
HAND_DEAL = 3  # rulebook, PREPARAZIONE 6: "distribuitene 3 coperte ad ogni giocatore"
HAND_REFILL = 3  # turn step 2: "fino a che ne ha tre"
TURN_DRAW = 1  # turn step 3: "Pesca una carta"

# --- Reinforcement track (rulebook, Rinforzi; spec §4.1, A-4; DECISIONS.md) -------
TRACK_FIRST = 3  # "partendo dal primo numero a sinistra (3)"
TRACK_LAST = 14  # "fino al numero massimo (14)"
TRACK_SLOTS: tuple[int, ...] = tuple(range(TRACK_FIRST, TRACK_LAST + 1))  # 12 slots, shared, never reset

# --- Setup (rulebook, PREPARAZIONE) -----------------------------------------------
MIN_PLAYERS = 3  # "DA 3 A 6 GIOCATORI"
MAX_PLAYERS = 6
ALLOTMENT: dict[int, int] = {3: 35, 4: 30, 5: 25, 6: 20}  # PREPARAZIONE 3
BULK = 5  # PREPARAZIONE 4: "colloca 5 armate su uno qualsiasi dei territori"

# --- Battles (rulebook, L'ATTACCO; spec §5.3) --------------------------------------
MAX_DICE = 3  # "da un massimo di tre armate"
FORTRESS_DICE = 2  # "QUANDO E' ATTACCATA UNA FORTEZZA, NON SI PUO' GIOCARE CON PIU' DI 2 DADI"
DIE_SIDES = 6
CARD_BONUS = 1  # General / Marshal: "aumenta di 1 il punteggio più alto"
GARRISON = 1  # "un'armata resta sempre di presidio"

# --- Supplementary armies (rulebook, LE ARMATE SUPPLEMENTARI) -------------------------
PER_ENEMY_BANNER = 2  # "2 Armate per ogni vessillo avversario sulla vostra fortezza"
PER_BLOCK = 4  # "4 Armate per l'occupazione completa di un blocco"
PER_EMPIRE = 6  # "6 Armate per l'occupazione completa di ogni Impero"
ALL_INDEPENDENTS = 15  # "15 Armate per l'occupazione di tutti gli 11 territori indipendenti"

# --- Victory (rulebook, "VINCE il giocatore che occupa interamente 3 Imperi oltre al proprio")
OTHER_EMPIRES_TO_WIN = 3

# --- Phases ------------------------------------------------------------------------
FORTRESS = "fortress"  # S3: place the fortress in the drawn empire
CLAIM = "claim"  # S6: one army on a free territory
BULK_PHASE = "bulk"  # S7: five armies on an own territory
HIDE = "hide"  # S8: secret hidden-army territory, all seats at once
PLACE = "place"  # placing supplementary or Reinforcement armies
MAIN = "main"  # steps 4 to 6: cards, attacks, the move, end of turn
BOARD = "board"  # sea attack: how many armies board the flagship
ATTACK = "attack"  # the attacker, before a battle
DEFEND = "defend"  # the defender, before a battle
ADVANCE = "advance"  # after a land conquest: how many armies move in
SPY_REPLY = "spy_reply"  # the spied player: counter-Spy or not
SPY_PICK = "spy_pick"  # the spying player: which card to remove
REDISTRIBUTE = "redistribute"  # F4 after a fortress falls
COUNT = "count"  # how many armies to move (end-of-turn move, entering an empty territory)
SAIL = "sail"  # sea attack: the flagship's source is chosen, now its target (or back)
FORTIFY = "fortify"  # step 6: which move (or back)
OVER = "over"
PHASES: tuple[str, ...] = (
    FORTRESS,
    CLAIM,
    BULK_PHASE,
    HIDE,
    PLACE,
    MAIN,
    BOARD,
    ATTACK,
    DEFEND,
    ADVANCE,
    SPY_REPLY,
    SPY_PICK,
    REDISTRIBUTE,
    COUNT,
    SAIL,
    FORTIFY,
    OVER,
)
SETUP_PHASES: tuple[str, ...] = (FORTRESS, CLAIM, BULK_PHASE, HIDE)

# Why armies are pending placement / what a COUNT moves.
WHY_SUPPLY = "supply"
WHY_REINFORCE = "reinforce"
WHY_MOVE = "move"
WHY_ENTER = "enter"


@dataclass(frozen=True)
class Attack:
    """An attack in progress (spec §5.1): one source (or the flagship), one target.

    ``ship`` is the number of armies aboard the flagship (sea attacks only);
    ``general``/``marshal`` say whether that card is in play; ``dice`` is the
    attacker's declaration for the battle about to be fought (0 before it);
    ``last_dice`` the attack dice of the last battle fought.
    """

    source: int
    target: int
    defender: int
    sea: bool = False
    ship: int = 0
    general: bool = False
    marshal: bool = False
    dice: int = 0
    last_dice: int = 0


@dataclass(frozen=True)
class Redistribution:
    """F4 after a fortress falls (spec §6): the vacated territories still to fill.

    ``chooser`` decides now; ``others`` is True once the conqueror has finished
    and the other players take turns.
    """

    conqueror: int
    fortress: int
    source: int  # the attack's source territory, -1 for a sea attack
    vacated: tuple[int, ...]
    chooser: int
    others: bool = False


@dataclass(frozen=True)
class State(HasOptions):
    """The whole game.  See the field comments; ``view.py`` documents what each seat sees."""

    players: int
    options: tuple[tuple[str, Any], ...]
    rng: int  # Rng state (secret)
    order: tuple[int, ...]  # seats in playing order (S2)
    empire: tuple[str, ...]  # each seat's own empire, "" until drawn (S3)
    fortress: tuple[int, ...]  # territory of each seat's fortress, -1 if none (never drawn, removed)
    sites: tuple[int, ...]  # where each fortress was placed (kept after removal), -1 before S3
    banners: tuple[tuple[str, ...], ...]  # empires whose banner stands on each seat's fortress
    owner: tuple[int, ...]  # per territory: seat, or -1 (free during setup / left empty by A-24)
    armies: tuple[int, ...]  # per territory
    allot: tuple[int, ...]  # setup armies each seat still has to place (S4)
    records: tuple[tuple[int, int, bool], ...]  # hidden-army records (owner, territory, used), sorted
    deck: tuple[str, ...]  # draw pile, top first (secret order)
    discard: tuple[str, ...]  # face up, oldest first
    hands: tuple[tuple[str, ...], ...]  # per seat, sorted by CARD_RANK (secret)
    track: tuple[int, ...]  # seat that played the card in each filled slot, left to right
    removed: tuple[str, ...]  # cards out of the game (Diplomats once two players are left)
    truces: tuple[tuple[int, int], ...]  # (player P who played the Diplomat, target Q), in force
    eliminated: tuple[int, ...]  # seats in order of elimination
    phase: str
    actor: int  # the seat deciding now in every phase but HIDE and OVER (-1 there)
    active: int  # the seat whose turn it is, -1 during setup
    round: int  # 1 on the first turn; +1 each time play passes the first seat again
    attacked: bool  # the first attack of this turn has begun
    admiral_used: bool  # an Admiral was played this turn
    pending: int  # armies waiting to be placed (PLACE)
    why: str  # what PLACE or COUNT is doing (WHY_*)
    pair: tuple[int, ...]  # (from, to) of the pending COUNT, else ()
    attack: Attack | None
    spy: tuple[int, ...]  # (spying seat, target) while a Spy is being resolved, else ()
    redis: Redistribution | None
    winner: int  # -1 while nobody has won
    purged: bool  # the Diplomats have left the game (two players left)

    def alive(self) -> list[int]:
        """Seats still in the game, in playing order."""
        return [s for s in self.order if s not in self.eliminated]

    @property
    def track_value(self) -> int:
        """V: the number above the last Reinforcement card on the track, 0 if none (A-5)."""
        return TRACK_SLOTS[len(self.track) - 1] if self.track else 0


def sort_hand(cards: list[str] | tuple[str, ...]) -> tuple[str, ...]:
    """A hand in canonical order (hands are sets of cards; order carries no meaning)."""
    return tuple(sorted(cards, key=CARD_RANK.__getitem__))


def full_deck() -> list[str]:
    """The 48 cards in canonical order."""
    return [kind for kind, n in DECK_COMPOSITION for _ in range(n)]
