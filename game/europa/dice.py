"""One battle (spec §5.3): sort, +1 on the top die for a General / Marshal, compare pairs; the
dice a side may roll, and the exact odds of a battle (what the bots reckon with).

>>> resolve((5, 3, 1), (5, 2), general=False, marshal=False).losses
(1, 1)
>>> resolve((5, 3, 1), (5, 2), general=True, marshal=False).losses
(0, 2)
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from itertools import product

from game.core.rng import Rng

from .state import CARD_BONUS, DIE_SIDES, FORTRESS_DICE, MAX_DICE


@dataclass(frozen=True)
class Battle:
    """The outcome of one roll.

    ``attack``/``defence`` are the dice as rolled, sorted high to low;
    ``attack_mod``/``defence_mod`` the same after the card bonuses;
    ``attacker_loses``/``defender_loses`` the armies each side loses;
    ``top_to_attacker`` whether the attacker won the top pair (General kept,
    Marshal lost) -- spec A-10.
    """

    attack: tuple[int, ...]
    defence: tuple[int, ...]
    attack_mod: tuple[int, ...]
    defence_mod: tuple[int, ...]
    attacker_loses: int
    defender_loses: int
    top_to_attacker: bool

    @property
    def losses(self) -> tuple[int, int]:
        """(attacker's loss, defender's loss)."""
        return self.attacker_loses, self.defender_loses


def resolve(attack: tuple[int, ...], defence: tuple[int, ...], *, general: bool, marshal: bool) -> Battle:
    """Compare the dice as the rulebook says: highest with highest, second with second;
    the attacker wins a pair only with a strictly higher die (ties to the defender);
    dice without a partner are ignored (A-32).  The +1 of a General (attacker) or a
    Marshal (defender) goes on that side's highest die after sorting (A-10)."""
    a = tuple(sorted(attack, reverse=True))
    d = tuple(sorted(defence, reverse=True))
    am = (a[0] + CARD_BONUS * general,) + a[1:]
    dm = (d[0] + CARD_BONUS * marshal,) + d[1:]
    att_loss = def_loss = 0
    for x, y in zip(am, dm):
        if x > y:
            def_loss += 1
        else:
            att_loss += 1
    return Battle(a, d, am, dm, att_loss, def_loss, am[0] > dm[0])


def roll(rng: Rng, attack_dice: int, defence_dice: int, *, general: bool, marshal: bool) -> Battle:
    """Roll ``attack_dice`` red and ``defence_dice`` blue dice from the game's generator."""
    a = tuple(rng.randint(1, DIE_SIDES) for _ in range(attack_dice))
    d = tuple(rng.randint(1, DIE_SIDES) for _ in range(defence_dice))
    return resolve(a, d, general=general, marshal=marshal)


def dice_cap(fortress: bool) -> int:
    """The most dice a side rolls: fewer against a fortress (spec §5.3, §6)."""
    return FORTRESS_DICE if fortress else MAX_DICE


@cache
def odds(
    attack_dice: int, defence_dice: int, *, general: bool = False, marshal: bool = False
) -> tuple[tuple[float, int, int], ...]:
    """(probability, attacker's loss, defender's loss) of one battle, every one of the
    ``6 ** (attack_dice + defence_dice)`` rolls compared by :func:`resolve`.

    >>> [(round(p * 36), a, d) for p, a, d in odds(1, 1)]
    [(15, 0, 1), (21, 1, 0)]
    """
    counts: dict[tuple[int, int], int] = {}
    for rolled in product(range(1, DIE_SIDES + 1), repeat=attack_dice + defence_dice):
        key = resolve(rolled[:attack_dice], rolled[attack_dice:], general=general, marshal=marshal).losses
        counts[key] = counts.get(key, 0) + 1
    total = DIE_SIDES ** (attack_dice + defence_dice)
    return tuple((n / total, al, dl) for (al, dl), n in sorted(counts.items()))
