"""Log sentences and button texts in Italian and English, in the rulebook's terms.

>>> describe({"type": "claim", "seat": 1, "territory": "london"}, "it")
'Giocatore 2 occupa Londra.'
>>> choice_text(Choice("attack", ("paris", "burgundy")), "en")
'Attack Burgundy from Paris'
"""

from __future__ import annotations

from typing import Any

from game.core import Choice

from .board import group_name, name

CARD_NAMES: dict[str, tuple[str, str]] = {  # (it, en), the rulebook's card names
    "reinforcements": ("Rinforzi", "Reinforcements"),
    "spy": ("Spia", "Spy"),
    "general": ("Generale", "General"),
    "admiral": ("Ammiraglio", "Admiral"),
    "marshal": ("Maresciallo", "Marshal"),
    "diplomat": ("Diplomatico", "Diplomat"),
}


def card_name(card: str, lang: str) -> str:
    it, en = CARD_NAMES[card]
    return it if lang == "it" else en


def _p(seat: Any, lang: str) -> str:
    return f"Giocatore {int(seat) + 1}" if lang == "it" else f"Player {int(seat) + 1}"


def _t(tid: Any, lang: str) -> str:
    return name(str(tid), lang)


def _ts(tids: Any, lang: str) -> str:
    return ", ".join(_t(t, lang) for t in tids)


def _cards(cards: Any, lang: str) -> str:
    return ", ".join(card_name(c, lang) for c in cards)


def _dice(values: Any) -> str:
    return "-".join(str(v) for v in values)


def describe(event: dict[str, Any], lang: str) -> str:
    """The event as one log sentence in ``lang`` ("it" or "en")."""
    it = lang == "it"
    e = event
    kind = e.get("type")
    p = _p(e["seat"], lang) if "seat" in e else ""
    if kind == "banner_drawn":
        return f"{p} pesca un vessillo senza guardare." if it else f"{p} draws a banner without looking."
    if kind == "banner":
        g = group_name(e["empire"], lang)
        return f"{p} pesca il vessillo: {g}." if it else f"{p} draws the banner: {g}."
    if kind == "fortress":
        return (
            f"{p} pone la fortezza in {_t(e['territory'], lang)}."
            if it
            else (f"{p} places the fortress in {_t(e['territory'], lang)}.")
        )
    if kind == "own_empire":
        g = group_name(e["empire"], lang)
        return f"{p} occupa il proprio impero: {g}." if it else f"{p} occupies their own empire: {g}."
    if kind == "claim":
        return f"{p} occupa {_t(e['territory'], lang)}." if it else f"{p} occupies {_t(e['territory'], lang)}."
    if kind in ("bulk", "place"):
        n, t = e["armies"], _t(e["territory"], lang)
        return f"{p} colloca {n} armate in {t}." if it else f"{p} places {n} armies in {t}."
    if kind == "hide":
        return (
            f"{p} sceglie in segreto il territorio delle Armate Nascoste."
            if it
            else (f"{p} secretly chooses the hidden-army territory.")
        )
    if kind == "hide_secret":
        t = _t(e["territory"], lang)
        return f"Le tue Armate Nascoste sono in {t}." if it else f"Your hidden armies are in {t}."
    if kind == "turn":
        return f"Turno di {p} (giro {e['round']})." if it else f"{p}'s turn (round {e['round']})."
    if kind == "supply":
        parts = []
        for key, it_word, en_word in (
            ("banners", "vessilli", "banners"),
            ("blocks", "blocchi", "blocks"),
            ("empires", "imperi", "empires"),
            ("independents", "tutti gli indipendenti", "all independents"),
        ):
            if e.get(key):
                parts.append(f"{it_word if it else en_word} {e[key]}")
        detail = ", ".join(parts)
        return (
            f"{p} riceve {e['total']} Armate Supplementari ({detail})."
            if it
            else (f"{p} receives {e['total']} supplementary armies ({detail}).")
        )
    if kind == "draw":
        return f"{p} pesca {e['count']} carte." if it else f"{p} draws {e['count']} cards."
    if kind == "cards":
        return f"Hai pescato: {_cards(e['cards'], lang)}." if it else f"You drew: {_cards(e['cards'], lang)}."
    if kind == "cards_taken":
        q = _p(e["source"], lang)
        return (
            f"Prendi le carte di {q}: {_cards(e['cards'], lang)}."
            if it
            else (f"You take {q}'s cards: {_cards(e['cards'], lang)}.")
        )
    if kind == "reshuffle":
        return (
            "Gli scarti vengono rimescolati in un nuovo mazzo."
            if it
            else ("The discards are shuffled into a new draw pile.")
        )
    if kind == "no_cards":
        return f"{p}: non ci sono carte da pescare." if it else f"{p}: no cards left to draw."
    if kind == "diplomat_removed":
        return f"{p} pesca un Diplomatico: esce dal gioco." if it else f"{p} draws a Diplomat: it leaves the game."
    if kind == "reinforce":
        slots = "+".join(str(x) for x in e["slots"])
        return (
            f"{p} gioca Rinforzi ({slots}) e riceve {e['armies']} armate."
            if it
            else (f"{p} plays Reinforcements ({slots}) and receives {e['armies']} armies.")
        )
    if kind == "diplomat":
        q = _p(e["target"], lang)
        return f"{p} impone una tregua a {q} (Diplomatico)." if it else f"{p} imposes a truce on {q} (Diplomat)."
    if kind == "truce_end":
        q = _p(e["target"], lang)
        return f"Finisce la tregua tra {p} e {q}." if it else f"The truce between {p} and {q} ends."
    if kind == "spy":
        q = _p(e["target"], lang)
        return f"{p} gioca la Spia contro {q}." if it else f"{p} plays a Spy on {q}."
    if kind == "counter_spy":
        return (
            f"{p} risponde con una Spia: entrambe scartate." if it else (f"{p} answers with a Spy: both are discarded.")
        )
    if kind == "spy_allowed":
        return f"{p} mostra le sue carte alla Spia." if it else f"{p} shows the hand to the Spy."
    if kind == "spy_sees":
        q = _p(e["target"], lang)
        return f"Carte di {q}: {_cards(e['cards'], lang)}." if it else f"{q}'s cards: {_cards(e['cards'], lang)}."
    if kind == "spy_take":
        q, c = _p(e["target"], lang), card_name(e["card"], lang)
        return f"{p} elimina una carta di {q}: {c}." if it else f"{p} removes a card of {q}: {c}."
    if kind in ("attack", "sea_attack"):
        s, t, q = _t(e["source"], lang), _t(e["target"], lang), _p(e["defender"], lang)
        if kind == "sea_attack":
            return (
                f"{p} gioca l'Ammiraglio: attacco per mare da {s} a {t} ({q})."
                if it
                else (f"{p} plays the Admiral: sea attack from {s} on {t} ({q}).")
            )
        return f"{p} attacca {t} ({q}) da {s}." if it else f"{p} attacks {t} ({q}) from {s}."
    if kind == "board":
        return (
            f"{p} imbarca {e['armies']} armate sulla Nave ammiraglia."
            if it
            else (f"{p} puts {e['armies']} armies aboard the flagship.")
        )
    if kind == "general":
        return f"{p} gioca il Generale." if it else f"{p} plays the General."
    if kind == "marshal":
        return f"{p} gioca il Maresciallo." if it else f"{p} plays the Marshal."
    if kind == "general_lost":
        return f"Il Generale di {p} viene scartato." if it else f"{p}'s General is discarded."
    if kind == "marshal_lost":
        return f"Il Maresciallo di {p} viene scartato." if it else f"{p}'s Marshal is discarded."
    if kind == "hidden_revealed":
        t = _t(e["territory"], lang)
        return (
            f"{p} rivela le Armate Nascoste in {t}: +{e['armies']}."
            if it
            else (f"{p} reveals hidden armies in {t}: +{e['armies']}.")
        )
    if kind == "declare":
        return f"{p} attacca con {e['dice']} armate." if it else f"{p} attacks with {e['dice']} armies."
    if kind == "battle":
        a, d = _dice(e["attack_mod"]), _dice(e["defence_mod"])
        la, ld = e["attacker_loses"], e["defender_loses"]
        q = _p(e["defender"], lang)
        return (
            f"Battaglia: {p} {a} contro {q} {d}; perdite {la} e {ld}."
            if it
            else (f"Battle: {p} {a} against {q} {d}; losses {la} and {ld}.")
        )
    if kind == "attack_end":
        reasons = {
            "conquest": ("territorio conquistato", "territory conquered"),
            "stopped": ("l'attaccante si ferma", "the attacker stops"),
            "exhausted": ("armate esaurite", "no armies left to attack"),
        }
        r_it, r_en = reasons.get(e["reason"], (e["reason"], e["reason"]))
        return f"Fine dell'attacco di {p}: {r_it}." if it else f"End of {p}'s attack: {r_en}."
    if kind == "conquest":
        t, n = _t(e["territory"], lang), e["armies"]
        return f"{p} conquista {t} ed entra con {n} armate." if it else f"{p} conquers {t} and moves in {n} armies."
    if kind == "eliminated":
        q = _p(e["by"], lang)
        return (
            f"{p} perde la fortezza ed è eliminato da {q}."
            if it
            else (f"{p} loses the fortress and is eliminated by {q}.")
        )
    if kind == "occupy":
        return (
            f"{p} occupa {_t(e['territory'], lang)} con 1 armata."
            if it
            else (f"{p} occupies {_t(e['territory'], lang)} with 1 army.")
        )
    if kind == "left_empty":
        return (
            f"Restano liberi: {_ts(e['territories'], lang)}." if it else (f"Left empty: {_ts(e['territories'], lang)}.")
        )
    if kind == "purge":
        return (
            "Restano due giocatori: i Diplomatici escono dal gioco."
            if it
            else ("Two players are left: the Diplomats leave the game.")
        )
    if kind in ("move", "enter"):
        s, t, n = _t(e["source"], lang), _t(e["territory"], lang), e["armies"]
        return f"{p} sposta {n} armate da {s} a {t}." if it else f"{p} moves {n} armies from {s} to {t}."
    if kind == "end_turn":
        return f"{p} termina il turno." if it else f"{p} ends the turn."
    if kind == "turn_over":
        return (
            f"{p} rimane con una sola armata in ciascun territorio: il turno termina."
            if it
            else f"{p} is left with one army in each territory: the turn ends."
        )
    if kind == "round_limit":
        return f"Limite di {e['rounds']} giri raggiunto." if it else f"The limit of {e['rounds']} rounds is reached."
    if kind == "victory":
        return f"{p} vince la partita!" if it else f"{p} wins the game!"
    return str(kind)


def choice_text(choice: Choice, lang: str) -> str:
    """A short button text for ``choice`` in ``lang``."""
    it = lang == "it"
    k, a = choice.kind, choice.args
    if k in ("fortress", "claim", "bulk", "hide", "occupy"):
        verbs = {
            "fortress": ("Fortezza in", "Fortress in"),
            "claim": ("Occupa", "Occupy"),
            "bulk": ("5 armate in", "5 armies in"),
            "hide": ("Armate Nascoste in", "Hidden armies in"),
            "occupy": ("Occupa", "Occupy"),
        }
        v = verbs[k][0 if it else 1]
        return f"{v} {_t(a[0], lang)}"
    if k == "place":
        return f"{a[1]} in {_t(a[0], lang)}"
    if k == "reinforce":
        return f"Gioca {a[0]} Rinforzi" if it else f"Play {a[0]} Reinforcements"
    if k == "diplomat":
        return f"Diplomatico: {_p(a[0], lang)}" if it else f"Diplomat: {_p(a[0], lang)}"
    if k == "spy":
        return f"Spia: {_p(a[0], lang)}" if it else f"Spy: {_p(a[0], lang)}"
    if k == "attack":
        return (
            f"Attacca {_t(a[1], lang)} da {_t(a[0], lang)}"
            if it
            else (f"Attack {_t(a[1], lang)} from {_t(a[0], lang)}")
        )
    if k == "sea_attack":
        return f"Ammiraglio da {_t(a[0], lang)}" if it else f"Admiral from {_t(a[0], lang)}"
    if k in ("enter", "move"):
        return (
            f"Sposta da {_t(a[0], lang)} a {_t(a[1], lang)}"
            if it
            else (f"Move from {_t(a[0], lang)} to {_t(a[1], lang)}")
        )
    fixed = {
        "end_turn": ("Fine del turno", "End turn"),
        "general": ("Gioca il Generale", "Play the General"),
        "marshal": ("Gioca il Maresciallo", "Play the Marshal"),
        "stop": ("Termina l'attacco", "Stop the attack"),
        "allow": ("Mostra le carte", "Show the cards"),
        "counter_spy": ("Rispondi con la Spia", "Answer with a Spy"),
        "done": ("Basta così", "No more"),
        "fortify": ("Spostamento di fine turno", "End-of-turn move"),
        "back": ("Indietro", "Back"),
    }
    if k in fixed:
        return fixed[k][0 if it else 1]
    if k == "sail":
        return f"Sbarco in {_t(a[0], lang)}" if it else f"Land in {_t(a[0], lang)}"
    if k == "reveal":
        return f"Rivela le Armate Nascoste ({_t(a[0], lang)})" if it else f"Reveal hidden armies ({_t(a[0], lang)})"
    if k == "board":
        return f"Imbarca {a[0]}" if it else f"Board {a[0]}"
    if k in ("roll", "defend"):
        n = a[0]
        return f"{n} dadi" if it and n != 1 else ("1 dado" if it else f"{n} {'die' if n == 1 else 'dice'}")
    if k in ("advance", "count"):
        return f"{a[0]} armate" if it else f"{a[0]} armies"
    if k == "take":
        return f"Elimina: {card_name(str(a[0]), lang)}" if it else f"Remove: {card_name(str(a[0]), lang)}"
    return choice.label
