"""Attila at the table: the rules summary (rulebook: shared/seeds/000_a7d53f5b5b93850e.txt)."""

from __future__ import annotations

from . import Summary

SUMMARY: Summary = {
    "en": (
        "Attila in brief",
        [
            (
                "Setup",
                [
                    "The deck holds 54 cards, 9 for each of the six tribes: Franks, Huns, Goths, Saxons, Teutons "
                    "and Vandals. Each player is dealt 6 cards; the rest is the face-down deck, and played cards "
                    "go to a face-up discard pile.",
                    "Each tribe has 20 tokens in the supply. The 10 peace tiles wait in the century boxes: 1 in "
                    "the 4th century, 2 in the 5th, 3 in the 6th and 4 in the 7th.",
                    "Each player has a score marker on 0, one influence marker per tribe (not yet on any track) "
                    "and three action tiles: Double turn, Exchange and Influence 2.",
                    "Nobody plays a tribe: you may gain influence over any of them, and the tribes' colours have "
                    "nothing to do with the players' colours.",
                ],
            ),
            (
                "Your turn",
                [
                    "In order: (1) play a card and place a token of its tribe in a legal province; (2) gain "
                    "influence on that tribe, or place a second token of it instead; (3) resolve any conflict; "
                    "(4) resolve any scoring. Then you draw back up to 6 cards.",
                    "A legal province is one of the 6 starting provinces (on the red frontier line), a province "
                    "that already holds that tribe, or a province bordering one that holds it. Water arrows count "
                    "as borders. A pacified province takes no new tokens but still counts as a neighbour. "
                    "Sardinia and Corsica are never playable.",
                    "Influence per card depends on the century, i.e. the first box still holding peace tiles: "
                    "1 space in the 4th century, 2 in the 5th, 3 in the 6th, 4 in the 7th. Entering a track "
                    "counts as the first of those spaces.",
                    "The second token follows the same placement rules and may join the first one, but a province "
                    "never takes a 6th token.",
                    "Only the active player draws, at the end of his turn. When the deck is empty the discard pile "
                    "is shuffled into a new deck.",
                ],
            ),
            (
                "Conflict and peace",
                [
                    "A province holds up to 4 tokens: placing the 5th starts a conflict there. If one card brings "
                    "two provinces to 5, they are fought in the order the tokens were placed.",
                    "From the active player clockwise, each player may commit face down any number of cards of "
                    "the tribes present there (even of several tribes), then says he is done. The others see only "
                    "how many cards he committed. Then all the cards are revealed.",
                    "A tribe's strength is its tokens in the province plus the cards of it committed. Every tribe "
                    "with the lowest strength leaves: its tokens go back to the supply. A tribe alone in the "
                    "province is the weakest and leaves too, so the province may end up empty.",
                    "A peace tile from the current century box then goes on the province, which is pacified for "
                    "the rest of the game. The committed cards are discarded; those who committed them draw only "
                    "at the end of their own turn.",
                ],
            ),
            (
                "Century scoring",
                [
                    "When the last peace tile of a century box is placed, every tribe is scored, in this order: "
                    "Franks, Huns, Goths, Saxons, Teutons, Vandals. T is the number of that tribe's tokens on the "
                    "board, P the number of provinces holding at least one.",
                    "The player with the most influence (furthest along the track) scores T; the second scores P. "
                    "A player alone on the track scores T + P.",
                    "Tied for the most influence: they share T + P, each taking his share rounded up, and nobody "
                    "scores second place. Tied for second: they share P, rounded up.",
                    "Example, 5 Franks in 3 provinces: the first scores 5 and the second 3; two players tied first "
                    "score 4 each; a player alone scores 8.",
                ],
            ),
            (
                "Action tiles",
                [
                    "Each tile can be used once per game, at most one per turn, and only by the active player.",
                    "Double turn: when your card has been fully resolved (conflicts and scoring included), play "
                    "one more card.",
                    "Exchange: discard any number of cards (here at least one) and draw as many.",
                    "Influence 2: move your marker 2 spaces on one tribe's track, or 1 space on each of two tracks.",
                    "Here a tile can be used before your first card, between two card plays, or at the start of "
                    "your own commitment in a conflict of your turn.",
                ],
            ),
            (
                "End of the game",
                [
                    "The last peace tile ends the game at once: the 7th-century scoring is the final one.",
                    "The end also comes when the supply of any tribe is empty after a card's conflicts, or when a "
                    "marker reaches the last space of an influence track (20 unless the lobby changed it; a marker "
                    "never goes past it). The active player finishes his turn, then every tribe is scored once more.",
                    "If the last token of a tribe causes a conflict and is removed by it, the game goes on.",
                    "The most points wins. A tie is a shared victory, unless the lobby chose the total influence "
                    "as the tie-break.",
                ],
            ),
            (
                "Two players",
                [
                    "Each player plays 2 cards per turn (the same tribe or not), each fully resolved before the "
                    "next; with Double turn, 3 cards.",
                    "The second player scores his P only if he is no more than 2 spaces behind the first on that "
                    "track; a tie for first shares as usual.",
                ],
            ),
            (
                "Lobby options",
                [
                    "Last space of the influence tracks: from 12 to 30, 20 by default (the printed board is not "
                    "available, so 20 is this project's choice).",
                    "After the end is triggered: finish the whole turn (default), or only the card being played.",
                    "A player who cannot play any card shows his hand and may discard cards from it (default on).",
                    "Tie-break: shared victory (default), or the most total influence wins.",
                    "Random first player (default); otherwise the first seat, the youngest, starts.",
                ],
            ),
            (
                "At this table",
                [
                    "A player with no playable card may still use Exchange or Influence 2, then passes, and draws "
                    "back up to 6. If every player in a row ends a turn without playing a card, the game ends and "
                    "is scored as above (the rulebook does not cover this dead end).",
                    "Every commitment in a conflict is secret, so the device is handed to each player in turn.",
                    "The map is this project's design: 25 playable provinces, the 6 starting provinces along the "
                    "Rhine-Danube frontier, Greece as one province, Sardinia and Corsica drawn but not playable.",
                ],
            ),
        ],
    ),
    "it": (
        "Attila in breve",
        [
            (
                "Preparazione",
                [
                    "Il mazzo ha 54 carte, 9 per ciascuna delle sei tribù: Franchi, Unni, Goti, Sassoni, Teutoni "
                    "e Vandali. Ogni giocatore riceve 6 carte; le altre formano il mazzo coperto, e le carte giocate "
                    "vanno nella pila degli scarti scoperta.",
                    "Ogni tribù ha 20 segnalini nella riserva. Le 10 tessere pace stanno nelle caselle dei secoli: "
                    "1 nel 4° secolo, 2 nel 5°, 3 nel 6° e 4 nel 7°.",
                    "Ogni giocatore ha il segnapunti sullo 0, un segnalino d'influenza per tribù (ancora fuori "
                    "dalle scale) e tre tessere azione: Doppio turno, Scambio e Influenza 2.",
                    "Nessuno guida una tribù: si guadagna influenza su qualsiasi tribù, e i colori delle tribù non "
                    "hanno niente a che fare con quelli dei giocatori.",
                ],
            ),
            (
                "Il turno",
                [
                    "Nell'ordine: (1) giochi una carta e piazzi un segnalino della sua tribù in una provincia "
                    "valida; (2) guadagni influenza su quella tribù, oppure piazzi invece un secondo segnalino; "
                    "(3) si risolve l'eventuale conflitto; (4) si risolve l'eventuale punteggio. Poi peschi fino "
                    "ad avere di nuovo 6 carte.",
                    "Una provincia è valida se è una delle 6 province iniziali (sul confine rosso), se contiene già "
                    "quella tribù o se confina con una provincia che la contiene. Le frecce via acqua valgono come "
                    "confini. Una provincia pacificata non riceve nuovi segnalini ma conta ancora come confinante. "
                    "Sardegna e Corsica non si giocano mai.",
                    "L'influenza per carta dipende dal secolo, cioè dalla prima casella che ha ancora tessere pace: "
                    "1 casella nel 4° secolo, 2 nel 5°, 3 nel 6°, 4 nel 7°. L'ingresso in una scala conta come la "
                    "prima di quelle caselle.",
                    "Il secondo segnalino segue le stesse regole di piazzamento e può raggiungere il primo, ma una "
                    "provincia non riceve mai il 6° segnalino.",
                    "Pesca solo il giocatore attivo, alla fine del suo turno. Quando il mazzo finisce, gli scarti "
                    "si rimescolano in un nuovo mazzo.",
                ],
            ),
            (
                "Conflitto e pace",
                [
                    "Una provincia contiene fino a 4 segnalini: piazzare il 5° fa scoppiare un conflitto. Se una "
                    "carta porta due province a 5, si combattono nell'ordine in cui sono stati piazzati i segnalini.",
                    "Dal giocatore attivo in senso orario, ognuno può giocare coperte quante carte vuole delle tribù "
                    "presenti nella provincia (anche di più tribù), poi dichiara di aver finito. Gli altri vedono "
                    "solo quante carte ha giocato. Poi tutte le carte si scoprono.",
                    "La forza di una tribù è data dai suoi segnalini nella provincia più le carte di quella tribù "
                    "giocate. Ogni tribù con la forza più bassa se ne va: i suoi segnalini tornano nella riserva. "
                    "Una tribù sola nella provincia è la più debole e se ne va anch'essa, e la provincia può "
                    "restare vuota.",
                    "Una tessera pace della casella del secolo in corso va poi sulla provincia, che resta "
                    "pacificata per il resto della partita. Le carte giocate si scartano; chi le ha giocate pesca "
                    "solo alla fine del proprio turno.",
                ],
            ),
            (
                "Punteggio dei secoli",
                [
                    "Quando viene piazzata l'ultima tessera pace della casella di un secolo, si assegnano i punti "
                    "di tutte le tribù, in quest'ordine: Franchi, Unni, Goti, Sassoni, Teutoni, Vandali. T è il "
                    "numero di segnalini di quella tribù sul tavoliere, P il numero di province che ne contengono "
                    "almeno uno.",
                    "Chi ha la maggiore influenza (il segnalino più avanti nella scala) prende T punti; il secondo "
                    "prende P punti. Chi è l'unico sulla scala prende T + P.",
                    "Pari con la maggiore influenza: si dividono T + P, arrotondando per eccesso la parte di "
                    "ciascuno, e nessuno prende i punti del secondo. Pari al secondo posto: si dividono P, "
                    "arrotondando per eccesso.",
                    "Esempio, 5 Franchi in 3 province: il primo prende 5 e il secondo 3; due giocatori pari al "
                    "primo posto prendono 4 a testa; un giocatore solo prende 8.",
                ],
            ),
            (
                "Tessere azione",
                [
                    "Ogni tessera si usa una sola volta per partita, al massimo una per turno, e solo dal "
                    "giocatore attivo.",
                    "Doppio turno: quando la tua carta è del tutto risolta (conflitti e punteggio compresi), giochi "
                    "un'altra carta.",
                    "Scambio: scarti quante carte vuoi (qui almeno una) e ne peschi altrettante.",
                    "Influenza 2: avanzi di 2 caselle nella scala di una tribù, oppure di 1 casella nelle scale di "
                    "due tribù.",
                    "Qui una tessera si usa prima della prima carta, tra una carta e l'altra, o all'inizio della "
                    "tua giocata di carte in un conflitto del tuo turno.",
                ],
            ),
            (
                "Fine della partita",
                [
                    "L'ultima tessera pace chiude subito la partita: il punteggio del 7° secolo è quello finale.",
                    "La partita finisce anche quando la riserva di una tribù è vuota dopo i conflitti di una carta, "
                    "o quando un segnalino raggiunge l'ultima casella di una scala dell'influenza (20, se la "
                    "partita non lo cambia; il segnalino non la supera mai). Il giocatore attivo finisce il turno, "
                    "poi si assegnano ancora una volta i punti di tutte le tribù.",
                    "Se l'ultimo segnalino di una tribù crea un conflitto e ne viene rimosso, la partita continua.",
                    "Vince chi ha più punti. In caso di parità la vittoria è condivisa, a meno che la partita non "
                    "usi l'influenza totale per lo spareggio.",
                ],
            ),
            (
                "Due giocatori",
                [
                    "Ogni giocatore gioca 2 carte per turno (uguali o diverse), risolvendo del tutto ciascuna "
                    "prima della successiva; con il Doppio turno, 3 carte.",
                    "Il secondo prende i suoi P punti solo se è a non più di 2 caselle dal primo in quella scala; "
                    "i pari al primo posto si dividono i punti come sempre.",
                ],
            ),
            (
                "Opzioni della partita",
                [
                    "Ultima casella delle scale dell'influenza: da 12 a 30, 20 in partenza (il tavoliere stampato "
                    "non è disponibile, quindi 20 è una scelta di questo progetto).",
                    "Dopo che la fine è scattata: si finisce il turno intero (predefinito), oppure solo la carta "
                    "in corso.",
                    "Chi non può giocare alcuna carta mostra la mano e può scartarne delle carte (attivo in partenza).",
                    "Spareggio: vittoria condivisa (predefinito), oppure vince chi ha più influenza totale.",
                    "Primo giocatore a caso (predefinito); altrimenti inizia il primo posto, il più giovane.",
                ],
            ),
            (
                "In questa app",
                [
                    "Chi non ha carte giocabili può ancora usare Scambio o Influenza 2, poi passa e pesca fino a 6. "
                    "Se tutti i giocatori di fila finiscono il turno senza giocare una carta, la partita finisce e "
                    "si assegnano i punti come sopra (il regolamento non prevede questo stallo).",
                    "Ogni giocata di carte in un conflitto è segreta, quindi il dispositivo passa a ciascun "
                    "giocatore a turno.",
                    "La mappa è disegnata da questo progetto: 25 province giocabili, le 6 province iniziali lungo "
                    "il confine del Reno e del Danubio, la Grecia come provincia unica, Sardegna e Corsica "
                    "disegnate ma non giocabili.",
                ],
            ),
        ],
    ),
}
