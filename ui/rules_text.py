"""A short rules summary per game, in Italian and English, for the table's Rules panel.

These are reminders for players who know the game, written for this project;
the rulebooks (shared/seeds) remain the authority and the engine enforces them.
"""

from __future__ import annotations

from .render import esc

#: game -> lang -> (title, [points]).
SUMMARIES: dict[str, dict[str, tuple[str, list[str]]]] = {
    "tigris": {
        "en": (
            "Tigris & Euphrates in brief",
            [
                "Each turn take two actions: place a leader, place a tile, play a catastrophe, or swap tiles.",
                "A leader goes next to a temple (red tile) and never on a river. Leaders joined by tiles "
                "form a kingdom; tiles alone form a region.",
                "A tile placed in a kingdom scores 1 point of its colour to the leader of that colour there "
                "(black tiles: the king if the colour's leader is missing). Blue tiles go only on rivers.",
                "Revolt: placing a leader in a kingdom that already has one of the same colour. Each side adds "
                "red tiles from the hand to the temples beside its leader; the attacker commits first, "
                "ties go to the defender; the winner scores 1 red point.",
                "War: a tile that joins two kingdoms with leaders of the same colour. Supporters are the tiles "
                "of that colour in each kingdom plus those committed from the hand; the loser's leader and "
                "supporting tiles are removed and the winner scores a point for each.",
                "A 2×2 square of one colour may become a monument of that colour; at the end of every turn "
                "a leader in a kingdom with a monument of its colour scores one point of that colour.",
                "Treasures go to the trader (green leader) of a kingdom that holds two of them. "
                "Treasures count as any colour at the end.",
                "The game ends when only one or two treasures remain, or the bag cannot refill a hand. "
                "Your score is your weakest colour: the player whose weakest colour is highest wins.",
            ],
        ),
        "it": (
            "Tigris & Euphrates in breve",
            [
                "In ogni turno si fanno due azioni: piazzare un capo, piazzare una tessera, giocare una "
                "catastrofe o cambiare tessere.",
                "Un capo va accanto a un tempio (tessera rossa) e mai su un fiume. Capi uniti da tessere "
                "formano un regno; le sole tessere formano una regione.",
                "Una tessera messa in un regno dà 1 punto del suo colore al capo di quel colore nel regno "
                "(tessere nere: al re se manca il capo del colore). Le tessere blu vanno solo sui fiumi.",
                "Rivolta: un capo messo in un regno che ne ha già uno dello stesso colore. Ogni parte aggiunge "
                "tessere rosse dalla mano ai templi accanto al suo capo; l'attaccante impegna per primo, "
                "in parità vince il difensore; il vincitore ottiene 1 punto rosso.",
                "Guerra: una tessera che unisce due regni con capi dello stesso colore. Sostenitori sono le "
                "tessere di quel colore in ogni regno più quelle impegnate dalla mano; il capo sconfitto e le "
                "sue tessere lasciano il tabellone e il vincitore prende un punto per ognuna.",
                "Un quadrato 2×2 di un solo colore può diventare un monumento; alla fine di ogni turno un capo "
                "in un regno con un monumento del suo colore prende un punto di quel colore.",
                "I tesori vanno al mercante (capo verde) del regno che ne contiene due. Alla fine ogni tesoro "
                "vale come un punto di qualsiasi colore.",
                "La partita finisce quando restano uno o due tesori, o il sacchetto non basta a completare una "
                "mano. Conta il colore più debole: vince chi ha il colore più debole più alto.",
            ],
        ),
    },
    "attila": {
        "en": (
            "Attila in brief",
            [
                "On your turn play a tribe card, place a token of that tribe in a legal province, then gain "
                "influence on that tribe or place a second token.",
                "Where tribes meet, conflicts decide which tokens stay; peace tiles pacify provinces.",
                "At each century scoring, the most influential player in a tribe scores one point per token "
                "of it on the board, the second one per province it occupies.",
                "The highest score at the end wins.",
            ],
        ),
        "it": (
            "Attila in breve",
            [
                "Nel tuo turno giochi una carta tribù, metti un segnalino di quella tribù in una provincia "
                "valida, poi guadagni influenza su quella tribù o metti un secondo segnalino.",
                "Dove le tribù si incontrano, i conflitti decidono quali segnalini restano; le tessere pace "
                "pacificano le province.",
                "A ogni punteggio di secolo chi ha più influenza su una tribù prende un punto per ogni suo "
                "segnalino sul tabellone, il secondo uno per ogni provincia occupata.",
                "Vince chi ha più punti alla fine.",
            ],
        ),
    },
    "aztlan": {
        "en": (
            "Aztlán in brief",
            [
                "Five eras. Each era everyone picks a power card in secret; the cards are revealed together "
                "and set the turn order and the strength of your tribe.",
                "Place your pieces on the territories; clashes decide who stays where tribes meet.",
                "Score your possessions of the era's territory type: a possession is a group of connected "
                "territories you hold.",
                "Unused power cards score at the end. The highest score wins.",
            ],
        ),
        "it": (
            "Aztlán in breve",
            [
                "Cinque ere. In ogni era ciascuno sceglie in segreto una carta potere; le carte si rivelano "
                "insieme e decidono l'ordine di turno e la forza della tribù.",
                "Metti i tuoi pezzi sui territori; gli scontri decidono chi resta dove le tribù si incontrano.",
                "Conta i tuoi possedimenti del tipo di territorio dell'era: un possedimento è un gruppo di "
                "territori collegati che controlli.",
                "Le carte potere non usate danno punti alla fine. Vince chi ha più punti.",
            ],
        ),
    },
    "vinci": {
        "en": (
            "Vinci in brief",
            [
                "Pick a civilisation (a pair of ability tiles) from the display; it enters the map with "
                "the tokens its tiles give.",
                "Each turn expand by spending tokens to conquer provinces (defenders and obstacles raise the cost), "
                "or put your civilisation into decline to start a new one.",
                "Score at the end of each turn for the provinces your active and declined empires hold.",
                "The first to reach the target score ends the game; the highest score wins.",
            ],
        ),
        "it": (
            "Vinci in breve",
            [
                "Scegli una civiltà (una coppia di tessere abilità) dall'esposizione; entra sulla mappa con "
                "i gettoni dati dalle tessere.",
                "In ogni turno espandi spendendo gettoni per conquistare province (difensori e ostacoli "
                "alzano il costo), oppure metti in declino la civiltà per iniziarne una nuova.",
                "Alla fine del turno conti i punti delle province dei tuoi imperi attivo e in declino.",
                "Il primo che raggiunge il traguardo chiude la partita; vince chi ha più punti.",
            ],
        ),
    },
    "europa": {
        "en": (
            "Europa in brief",
            [
                "Each empire starts from its fortress. On your turn play cards (reinforcements, generals, "
                "admirals, marshals, spies, diplomats), attack neighbouring territories, then fortify.",
                "Battles are dice: attacker and defender compare their highest dice; ties go to the defender.",
                "Conquer a fortress to take over that empire.",
                "The victory conditions are those of the rulebook.",
            ],
        ),
        "it": (
            "Europa in breve",
            [
                "Ogni impero parte dalla sua fortezza. Nel tuo turno giochi carte (rinforzi, generali, "
                "ammiragli, marescialli, spie, diplomatici), attacchi i territori vicini, poi fortifichi.",
                "Le battaglie si fanno con i dadi: si confrontano i dadi più alti; in parità vince il difensore.",
                "Conquistare una fortezza elimina quell'impero.",
                "Le condizioni di vittoria sono quelle del regolamento.",
            ],
        ),
    },
}


def summary_html(game: str, lang: str) -> str:
    """The summary of ``game`` as HTML (a heading and a list); empty if none is written."""
    entry = SUMMARIES.get(game, {}).get(lang) or SUMMARIES.get(game, {}).get("en")
    if entry is None:
        return ""
    title, points = entry
    items = "".join(f"<li>{esc(p)}</li>" for p in points)
    return f'<h2 id="rules-title">{esc(title)}</h2><ul class="rules-list">{items}</ul>'
