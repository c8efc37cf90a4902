"""The texts of Europa, in the rulebook's terms: a catalog of templates (game.core.text).

Players are called by the names the table passes (``names``), else
"Giocatore n" / "Player n".

>>> from game.core import Choice
>>> describe({"type": "claim", "seat": 1, "territory": "london"}, "it", ["Ada", "Bruno"])
'Bruno occupa Londra.'
>>> choice_text(Choice("attack", ("paris", "burgundy")), "en")
'Attack Burgundy from Paris'
>>> describe({"type": "place", "seat": 0, "territory": "london", "armies": 1}, "it")
'Giocatore 1 colloca 1 armata a Londra.'
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from game.core.text import Catalog, Ctx, Noun, fill, join, place, seat

from .board import group_name, name
from .state import BULK

CARD_NAMES: dict[str, tuple[str, str]] = {  # (it, en), the rulebook's card names
    "reinforcements": ("Rinforzi", "Reinforcements"),
    "spy": ("Spia", "Spy"),
    "general": ("Generale", "General"),
    "admiral": ("Ammiraglio", "Admiral"),
    "marshal": ("Maresciallo", "Marshal"),
    "diplomat": ("Diplomatico", "Diplomat"),
}
#: Why an attack ended (event "attack_end").
ATTACK_ENDS: dict[str, dict[str, str]] = {
    "conquest": {"it": "territorio conquistato", "en": "territory conquered"},
    "stopped": {"it": "l'attaccante si ferma", "en": "the attacker stops"},
    "exhausted": {"it": "armate esaurite", "en": "no armies left to attack"},
}
#: The parts of the supplementary armies (event "supply"), in the order they are listed.
SUPPLY_PARTS: dict[str, dict[str, str]] = {
    "banners": {"it": "vessilli {n}", "en": "banners {n}"},
    "blocks": {"it": "blocchi {n}", "en": "blocks {n}"},
    "empires": {"it": "imperi {n}", "en": "empires {n}"},
    "independents": {"it": "tutti gli indipendenti {n}", "en": "all independents {n}"},
}

# ------------------------------------------------------------------ templates

EVENTS: dict[str, dict[str, str]] = {
    "banner_drawn": {"it": "{seat} pesca un vessillo senza guardare.", "en": "{seat} draws a banner without looking."},
    "banner": {"it": "{seat} pesca il vessillo: {empire}.", "en": "{seat} draws the banner: {empire}."},
    "fortress": {"it": "{seat} pone la fortezza {in territory}.", "en": "{seat} places the fortress in {territory}."},
    "own_empire": {
        "it": "{seat} occupa il proprio impero: {empire}.",
        "en": "{seat} occupies their own empire: {empire}.",
    },
    "claim": {"it": "{seat} occupa {il territory}.", "en": "{seat} occupies {territory}."},
    "bulk": {
        "it": "{seat} colloca {armies armata|armate} {in territory}.",
        "en": "{seat} places {armies army|armies} in {territory}.",
    },
    "place": {
        "it": "{seat} colloca {armies armata|armate} {in territory}.",
        "en": "{seat} places {armies army|armies} in {territory}.",
    },
    "hide": {
        "it": "{seat} sceglie in segreto il territorio delle Armate Nascoste.",
        "en": "{seat} secretly chooses the hidden-army territory.",
    },
    "hide_secret": {
        "it": "Le tue Armate Nascoste sono {in territory}.",
        "en": "Your hidden armies are in {territory}.",
    },
    "turn": {"it": "Turno di {seat} (giro {round}).", "en": "{seat}'s turn (round {round})."},
    "supply": {
        "it": "{seat} riceve {total Armata Supplementare|Armate Supplementari} ({detail}).",
        "en": "{seat} receives {total supplementary army|supplementary armies} ({detail}).",
    },
    "draw": {"it": "{seat} pesca {count carta|carte}.", "en": "{seat} draws {count card|cards}."},
    "cards": {"it": "Hai pescato: {cards}.", "en": "You drew: {cards}."},
    "cards_taken": {"it": "Prendi le carte di {source}: {cards}.", "en": "You take {source}'s cards: {cards}."},
    "reshuffle": {
        "it": "Gli scarti vengono rimescolati in un nuovo mazzo.",
        "en": "The discards are shuffled into a new draw pile.",
    },
    "no_cards": {"it": "{seat}: non ci sono carte da pescare.", "en": "{seat}: no cards left to draw."},
    "diplomat_removed": {
        "it": "{seat} pesca un Diplomatico: esce dal gioco.",
        "en": "{seat} draws a Diplomat: it leaves the game.",
    },
    "reinforce": {
        "it": "{seat} gioca Rinforzi ({slots}) e riceve {armies armata|armate}.",
        "en": "{seat} plays Reinforcements ({slots}) and receives {armies army|armies}.",
    },
    "diplomat": {
        "it": "{seat} impone una tregua {a target} (Diplomatico).",
        "en": "{seat} imposes a truce on {target} (Diplomat).",
    },
    "truce_end": {
        "it": "Finisce la tregua tra {seat} e {target}.",
        "en": "The truce between {seat} and {target} ends.",
    },
    "spy": {"it": "{seat} gioca la Spia contro {target}.", "en": "{seat} plays a Spy on {target}."},
    "counter_spy": {
        "it": "{seat} risponde con una Spia: entrambe scartate.",
        "en": "{seat} answers with a Spy: both are discarded.",
    },
    "spy_allowed": {"it": "{seat} mostra le sue carte alla Spia.", "en": "{seat} shows their cards to the Spy."},
    "spy_sees": {"it": "Carte di {target}: {cards}.", "en": "{target}'s cards: {cards}."},
    "spy_take": {
        "it": "{seat} elimina una carta di {target}: {card}.",
        "en": "{seat} removes a card of {target}: {card}.",
    },
    "attack": {
        "it": "{seat} attacca {il target} ({defender}) {dal source}.",
        "en": "{seat} attacks {target} ({defender}) from {source}.",
    },
    "sea_attack": {
        "it": "{seat} gioca l'Ammiraglio: attacco per mare {dal source} contro {il target} ({defender}).",
        "en": "{seat} plays the Admiral: sea attack from {source} on {target} ({defender}).",
    },
    "board": {
        "it": "{seat} imbarca {armies armata|armate} sulla Nave ammiraglia.",
        "en": "{seat} puts {armies army|armies} aboard the flagship.",
    },
    "general": {"it": "{seat} gioca il Generale.", "en": "{seat} plays the General."},
    "marshal": {"it": "{seat} gioca il Maresciallo.", "en": "{seat} plays the Marshal."},
    "general_lost": {"it": "Il Generale di {seat} viene scartato.", "en": "{seat}'s General is discarded."},
    "marshal_lost": {"it": "Il Maresciallo di {seat} viene scartato.", "en": "{seat}'s Marshal is discarded."},
    "hidden_revealed": {
        "it": "{seat} rivela le Armate Nascoste {in territory}: +{armies}.",
        "en": "{seat} reveals hidden armies in {territory}: +{armies}.",
    },
    "declare": {"it": "{seat} attacca con {dice armata|armate}.", "en": "{seat} attacks with {dice army|armies}."},
    "battle": {
        "it": "Battaglia: {seat} tira {attack_mod}, {defender} tira {defence_mod}; {seat} perde "
        "{attacker_loses armata|armate}, {defender} {defender_loses armata|armate}.",
        "en": "Battle: {seat} rolls {attack_mod}, {defender} rolls {defence_mod}; {seat} loses "
        "{attacker_loses army|armies}, {defender} {defender_loses army|armies}.",
    },
    "attack_end": {"it": "Fine dell'attacco di {seat}: {reason}.", "en": "End of {seat}'s attack: {reason}."},
    "conquest": {
        "it": "{seat} conquista {il territory} ed entra con {armies armata|armate}.",
        "en": "{seat} conquers {territory} and moves in {armies army|armies}.",
    },
    "eliminated": {
        "it": "{by} conquista la fortezza di {seat}: {seat} esce dal gioco.",
        "en": "{by} takes {seat}'s fortress: {seat} is out of the game.",
    },
    "occupy": {"it": "{seat} occupa {il territory} con 1 armata.", "en": "{seat} occupies {territory} with 1 army."},
    "left_empty": {"it": "Restano liberi: {territories}.", "en": "Left empty: {territories}."},
    "purge": {
        "it": "Restano due giocatori: i Diplomatici escono dal gioco.",
        "en": "Two players are left: the Diplomats leave the game.",
    },
    "move": {
        "it": "{seat} sposta {armies armata|armate} {dal source} {in territory}.",
        "en": "{seat} moves {armies army|armies} from {source} to {territory}.",
    },
    "enter": {
        "it": "{seat} sposta {armies armata|armate} {dal source} {in territory}.",
        "en": "{seat} moves {armies army|armies} from {source} to {territory}.",
    },
    "end_turn": {"it": "{seat} termina il turno.", "en": "{seat} ends the turn."},
    "turn_over": {
        "it": "{seat} rimane con una sola armata in ciascun territorio: il turno termina.",
        "en": "{seat} is left with one army in each territory: the turn ends.",
    },
    "round_limit": {
        "it": "Raggiunto il limite di {rounds giro|giri}.",
        "en": "The limit of {rounds round|rounds} is reached.",
    },
    "victory": {"it": "{seat} vince la partita!", "en": "{seat} wins the game!"},
}

CHOICES: dict[str, dict[str, str]] = {
    "fortress": {"it": "Fortezza {in territory}", "en": "Fortress in {territory}"},
    "claim": {"it": "Occupa {il territory}", "en": "Occupy {territory}"},
    "bulk": {"it": "{bulk armata|armate} {in territory}", "en": "{bulk army|armies} in {territory}"},
    "hide": {"it": "Armate Nascoste {in territory}", "en": "Hidden armies in {territory}"},
    "occupy": {"it": "Occupa {il territory}", "en": "Occupy {territory}"},
    "place": {"it": "{n armata|armate} {in territory}", "en": "{n army|armies} in {territory}"},
    "reinforce": {
        "it": "Gioca {n carta Rinforzi|carte Rinforzi}",
        "en": "Play {n Reinforcements card|Reinforcements cards}",
    },
    "diplomat": {"it": "Diplomatico: {target}", "en": "Diplomat: {target}"},
    "spy": {"it": "Spia: {target}", "en": "Spy: {target}"},
    "attack": {"it": "Attacca {il target} {dal source}", "en": "Attack {target} from {source}"},
    "sea_attack": {"it": "Ammiraglio {dal source}", "en": "Admiral from {source}"},
    "enter": {"it": "Sposta {dal source} {in territory}", "en": "Move from {source} to {territory}"},
    "move": {"it": "Sposta {dal source} {in territory}", "en": "Move from {source} to {territory}"},
    "end_turn": {"it": "Fine del turno", "en": "End turn"},
    "general": {"it": "Gioca il Generale", "en": "Play the General"},
    "marshal": {"it": "Gioca il Maresciallo", "en": "Play the Marshal"},
    "stop": {"it": "Termina l'attacco", "en": "Stop the attack"},
    "allow": {"it": "Mostra le carte", "en": "Show the cards"},
    "counter_spy": {"it": "Rispondi con la Spia", "en": "Answer with a Spy"},
    "done": {"it": "Basta così", "en": "No more"},
    "fortify": {"it": "Spostamento di fine turno", "en": "End-of-turn move"},
    "back": {"it": "Indietro", "en": "Back"},
    "sail": {"it": "Sbarco {in territory}", "en": "Land in {territory}"},
    "reveal": {"it": "Rivela le Armate Nascoste ({territory})", "en": "Reveal hidden armies ({territory})"},
    "board": {"it": "Imbarca {n armata|armate}", "en": "Board {n army|armies}"},
    "roll": {"it": "{n dado|dadi}", "en": "{n die|dice}"},
    "defend": {"it": "{n dado|dadi}", "en": "{n die|dice}"},
    "advance": {"it": "{n armata|armate}", "en": "{n army|armies}"},
    "count": {"it": "{n armata|armate}", "en": "{n army|armies}"},
    "take": {"it": "Elimina: {card}", "en": "Remove: {card}"},
}

# ------------------------------------------------------------------ glue


def card_name(card: str, lang: str) -> str:
    """A card's name in ``lang`` (the rulebook's)."""
    it, en = CARD_NAMES[card]
    return it if lang == "it" else en


#: Territories named after their city: no article in Italian ("a Londra", "da Parigi").
CITIES = frozenset(
    {"barcelona", "constantinople", "london", "madrid", "moscow", "naples", "paris", "petersburg", "rome"}
    | {"venice", "hanover"}
)


def _territory(tid: Any, ctx: Ctx) -> Noun | str:
    text = name(str(tid), ctx.lang)
    return place(text, city=str(tid) in CITIES) if ctx.lang == "it" else text


def _seat_or_territory(value: Any, ctx: Ctx) -> Noun | str:
    """``target`` and ``source`` name a seat in some events and a territory in others."""
    return ctx.seat(value) if isinstance(value, int) else _territory(value, ctx)


def _dice(values: Sequence[int], ctx: Ctx) -> str:
    return "-".join(str(v) for v in values)


def _supply(key: str, data: Mapping[str, Any], ctx: Ctx) -> dict[str, Any]:
    if key != "supply":
        return {}
    parts = [fill(ctx.pick(SUPPLY_PARTS[k]), ctx.lang, {"n": data[k]}) for k in SUPPLY_PARTS if data.get(k)]
    return {"detail": ", ".join(parts)}


def _bulk(key: str, data: Mapping[str, Any], ctx: Ctx) -> dict[str, Any]:
    return {"bulk": BULK}


CATALOG = Catalog(
    events=EVENTS,
    choices=CHOICES,
    fields={
        "seat": seat,
        "by": seat,
        "defender": seat,
        "target": _seat_or_territory,
        "source": _seat_or_territory,
        "territory": _territory,
        "territories": lambda ts, ctx: join([name(t, ctx.lang) for t in ts], ctx.lang),
        "empire": lambda g, ctx: group_name(g, ctx.lang),
        "cards": lambda cs, ctx: ", ".join(card_name(c, ctx.lang) for c in cs),
        "card": lambda c, ctx: card_name(str(c), ctx.lang),
        "slots": lambda slots, ctx: "+".join(str(x) for x in slots),
        "attack_mod": _dice,
        "defence_mod": _dice,
        "reason": lambda r, ctx: ctx.pick(ATTACK_ENDS[r]) if r in ATTACK_ENDS else r,
    },
    args={
        "fortress": ("territory",),
        "claim": ("territory",),
        "bulk": ("territory",),
        "hide": ("territory",),
        "occupy": ("territory",),
        "place": ("territory", "n"),
        "reinforce": ("n",),
        "diplomat": ("target",),
        "spy": ("target",),
        "attack": ("source", "target"),
        "sea_attack": ("source",),
        "enter": ("source", "territory"),
        "move": ("source", "territory"),
        "sail": ("territory",),
        "reveal": ("territory",),
        "board": ("n",),
        "roll": ("n",),
        "defend": ("n",),
        "advance": ("n",),
        "count": ("n",),
        "take": ("card",),
    },
    derived=_supply,
    choice_derived=_bulk,
)


#: The protocol's text functions (game.core.protocol): this game's catalog filled by the one formatter.
describe = CATALOG.describe
choice_text = CATALOG.choice_text
refusal_text = CATALOG.refusal_text


#: Why a game ended, for the end screen (rules §8, F7; spec A-35 for the places without a winner).
END_NOTES: dict[str, dict[str, str]] = {
    "empires": {
        "it": "La partita è finita: il vincitore possiede il proprio impero e altri tre imperi interi.",
        "en": "The game ended: the winner holds their own empire and three other whole empires.",
    },
    "survivor": {
        "it": "La partita è finita: tutti gli altri giocatori sono stati eliminati.",
        "en": "The game ended: every other player was eliminated.",
    },
    "rounds": {
        "it": "La partita è finita: è stato raggiunto il limite di round, senza vincitore.",
        "en": "The game ended: the round limit was reached, with no winner.",
    },
    "places": {
        "it": "Posizioni per territori posseduti; a pari territori, per armate; poi gli eliminati.",
        "en": "Places by territories held; equal territories, by armies; then the eliminated players.",
    },
}
