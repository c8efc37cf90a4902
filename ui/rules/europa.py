"""Europa at the table: the rules summary (rulebook: shared/seeds/002_3f96e9ad4556e33e.txt)."""

from __future__ import annotations

from . import Summary

SUMMARY: Summary = {
    "en": (
        "Europa in brief",
        [
            (
                "Goal and map",
                [
                    "Win by occupying 3 empires besides your own: every territory of 4 of the 6 empires.",
                    "44 territories. Empires: British 5 territories, French 6, Ottoman 6, German 5, Russian 6, "
                    "Austro-Hungarian 5. The 11 independent territories form 3 blocks: Norway, Sweden, Finland, "
                    "Denmark; Madrid, Barcelona, Portugal; Switzerland, Venice, Rome, Naples. Blocks are not "
                    "empires.",
                    "Dotted lines join territories across the water as if they bordered. The Black Sea is the only "
                    "enclosed sea.",
                ],
            ),
            (
                "Setup",
                [
                    "A die roll sets the order. Each player in turn draws a banner at random and puts his fortress "
                    "on a territory of that empire: it is your empire, and the fortress you must defend.",
                    "Armies each: 3 players: 35; 4 players: 30; 5 players: 25; 6 players: 20. One army goes on "
                    "each territory of your empire; then, in turn, one army at a time on a free territory until "
                    "every territory is occupied; then 5 armies at a time on one of your territories until all are "
                    "placed (the last few together on one territory).",
                    "With 3 to 5 players some empires have no fortress: their territories are claimed like the "
                    "others, and holding one completely counts for the 6 armies and for victory.",
                    "Each player secretly chooses the territory of his hidden armies (any territory without a "
                    "fortress).",
                    "The 48 cards (12 Reinforcements, 7 Spies, 8 Generals, 6 Admirals, 8 Marshals, 7 Diplomats) "
                    "are shuffled and each player gets 3. The discards are reshuffled when the deck runs out.",
                ],
            ),
            (
                "Your turn",
                [
                    "(1) Take your supplementary armies and place them on your territories. (2) Draw up to 3 cards, "
                    "(3) then draw 1 more. (4) Play cards if you like. (5) Attack as often as you like. (6) Make "
                    "one move. Then end your turn.",
                    "Supplementary armies: 2 armies for each enemy banner on your fortress; 4 armies for each "
                    "independent block you hold completely; 6 armies for each empire you hold completely, your "
                    "own included; 15 armies for all 11 independent territories (instead of the three blocks' 4, "
                    "unless the lobby adds them). Nothing for the number of territories.",
                    "Move: at the end of the turn, once, any number of armies from one of your territories to an "
                    "adjacent one of yours, leaving at least 1 behind.",
                ],
            ),
            (
                "Cards",
                [
                    "Reinforcements: before your first attack. Each card goes on the next free slot of the shared "
                    "track numbered 3 to 14 (it never resets), and you place as many armies as the sum of the slots "
                    "you just filled: the first two cards of the game give 3 + 4 = 7.",
                    "Spy: look at an opponent's whole hand and discard the card you choose, shown to everyone. He "
                    "may answer with a Spy of his own: both are discarded and nothing else happens.",
                    "General (attack): +1 to your highest die in every battle of this attack. It is discarded as "
                    "soon as the defender's highest die equals or beats yours; otherwise it returns to your hand "
                    "when the attack ends.",
                    "Marshal (defence): +1 to the defender's highest die in every battle of this attack. It is "
                    "discarded when the attacker's highest die is strictly higher; otherwise it returns to the hand.",
                    "Admiral: once per turn, to attack by sea. Board armies from one of your coastal territories "
                    "(leave 1) and attack any enemy coastal territory on the same water (on the Black Sea only "
                    "between its shores), landing 1 to 3 per battle. Win: all armies aboard land and the Admiral "
                    "returns to your hand. Loss: it is discarded and the armies aboard go home. Never used just to "
                    "move armies.",
                    "Diplomat: before your first attack, one per opponent: a truce in which neither of you attacks "
                    "the other until your next turn begins. When only two players are left, every Diplomat is "
                    "discarded and replaced by a new card.",
                ],
            ),
            (
                "Attacks and battles",
                [
                    "Attack an adjacent enemy territory (a border or a dotted line) from a territory with at least "
                    "2 armies: one army always stays behind.",
                    "Each battle: the attacker declares 1 to 3 dice (at most his armies minus 1), then the defender "
                    "1 to 3 (at most his armies there). Against a fortress, at most 2 dice on each side.",
                    "Sort each side's dice: highest against highest, second against second. The higher die wins "
                    "the pair and a tie goes to the defender; each pair lost costs 1 army. Dice are never added "
                    "together, and dice without a partner do nothing.",
                    "Keep rolling or stop at any time. When the last defender falls, move in at least as many "
                    "armies as dice in the last roll, leaving 1 behind. You may attack again, even from the "
                    "territory just taken.",
                ],
            ),
            (
                "Taking a fortress",
                [
                    "Its owner is eliminated: the fortress leaves the game, every banner on it goes onto yours, his "
                    "armies leave the board, and you take his cards and his hidden armies if still unused.",
                    "You occupy with 1 army each any of his vacated territories you want, starting with the armies "
                    "that attacked; every other player must then, in turn, occupy the rest with 1 army each.",
                ],
            ),
            (
                "Hidden armies",
                [
                    "Once per game, while you hold their territory: reveal them to defend it or to attack from it. "
                    "They add as many armies as the number above the last Reinforcements card on the track. While "
                    "the track is empty they cannot be revealed.",
                ],
            ),
            (
                "End of the game",
                [
                    "You win at once when you hold every territory of your own empire and of 3 other empires "
                    "(independents don't count); checked after every conquest. The last player left also wins.",
                    "With 6 players every empire belongs to someone, so a win needs at least 3 eliminations.",
                ],
            ),
            (
                "Lobby options",
                [
                    "All 11 independents: 15 armies in place of the three block bonuses (default), or added to them.",
                    "Placing 5 at a time starts again with the first player (off by default: it goes on from "
                    "where claiming stopped).",
                    "Defenders always roll the most dice allowed (they still choose Marshals and hidden armies).",
                    "Round limit: none (default), 15, 30 or 60 rounds; not in the rulebook. At the limit the game "
                    "ends without a winner and is ranked by territories, then armies.",
                ],
            ),
            (
                "At this table",
                [
                    "Your turn ends by itself only when your attacks leave one army on each of your territories, "
                    "as the rulebook says; otherwise only you end it, so as not to reveal an unplayable hand.",
                    "Every attack names its territories, so the rulebook's penalty of 3 armies for not announcing "
                    "them never applies.",
                    "A territory nobody could occupy after an elimination stays empty; the first to move armies "
                    "into it from next door takes it without a battle.",
                    "Final ranking: the winner, then the survivors by territories and then armies, then the "
                    "eliminated, the last eliminated first.",
                    "The map is this project's design: the other empires' territories are real regions of about "
                    "1900, and the dotted lines are real straits.",
                ],
            ),
        ],
    ),
    "it": (
        "Europa in breve",
        [
            (
                "Scopo e tabellone",
                [
                    "Vince chi occupa interamente 3 Imperi oltre al proprio: tutti i territori di 4 dei 6 Imperi.",
                    "44 territori. Imperi: Britannico 5 territori, Francese 6, Ottomano 6, Germanico 5, Russo 6, "
                    "Austro-Ungarico 5. Gli 11 territori indipendenti formano 3 blocchi: Norvegia, Svezia, "
                    "Finlandia, Danimarca; Madrid, Barcellona, Portogallo; Svizzera, Venezia, Roma, Napoli. I "
                    "blocchi non sono Imperi.",
                    "Le linee punteggiate uniscono territori separati dal mare come se confinassero. Il Mar Nero è "
                    "l'unico mare chiuso.",
                ],
            ),
            (
                "Preparazione",
                [
                    "Un lancio di dado stabilisce l'ordine. A turno ognuno pesca a caso un vessillo e mette la sua "
                    "fortezza su un territorio di quell'Impero: è il tuo Impero, e la fortezza da difendere.",
                    "Armate a testa: 3 giocatori: 35; 4 giocatori: 30; 5 giocatori: 25; 6 giocatori: 20. Un'armata "
                    "va su ogni territorio del tuo Impero; poi, a turno, un'armata alla volta su un territorio "
                    "libero finché tutti sono occupati; poi 5 armate alla volta su un tuo territorio finché le "
                    "armate finiscono (le ultime insieme su un unico territorio).",
                    "Con 3, 4 o 5 giocatori alcuni Imperi non hanno fortezza: i loro territori si occupano come gli "
                    "altri, e occuparne uno completamente vale per le 6 armate e per la vittoria.",
                    "Ognuno sceglie in segreto il territorio delle sue Armate Nascoste (qualsiasi territorio senza "
                    "fortezza).",
                    "Le 48 carte (12 Rinforzi, 7 Spie, 8 Generali, 6 Ammiragli, 8 Marescialli, 7 Diplomatici) si "
                    "mescolano e ognuno ne riceve 3. Gli scarti si rimescolano quando il mazzo finisce.",
                ],
            ),
            (
                "Il turno",
                [
                    "(1) Prendi le Armate Supplementari e mettile sui tuoi territori. (2) Pesca fino ad avere "
                    "3 carte, (3) poi pescane ancora 1. (4) Gioca carte, se vuoi. (5) Attacca quanto vuoi. (6) Fai "
                    "uno spostamento. Poi chiudi il turno.",
                    "Armate Supplementari: 2 armate per ogni vessillo avversario sulla tua fortezza; 4 armate per "
                    "ogni blocco di indipendenti occupato completamente; 6 armate per ogni Impero occupato "
                    "completamente, compreso il tuo; 15 armate per tutti gli 11 territori indipendenti (al posto "
                    "dei 4 dei tre blocchi, salvo opzione che li somma). Niente per il numero di territori.",
                    "Spostamento: alla fine del turno, una volta, quante armate vuoi da un tuo territorio a uno "
                    "adiacente tuo, lasciandone almeno 1 di presidio.",
                ],
            ),
            (
                "Le carte",
                [
                    "Rinforzi: prima del primo attacco. Ogni carta va sul primo spazio libero della fila comune "
                    "numerata da 3 a 14 (non si azzera mai), e metti tante armate quanto la somma degli spazi "
                    "appena occupati: le prime due carte della partita danno 3 + 4 = 7.",
                    "Spia: guardi tutta la mano di un avversario e scarti la carta che scegli, mostrandola a tutti. "
                    "Lui può rispondere con una sua Spia: si scartano entrambe e non succede altro.",
                    "Generale (attacco): +1 al tuo dado più alto in ogni battaglia di questo attacco. Si scarta "
                    "appena il dado più alto del difensore è uguale o più alto del tuo; altrimenti torna in mano "
                    "alla fine dell'attacco.",
                    "Maresciallo (difesa): +1 al dado più alto di chi difende in ogni battaglia di questo attacco. "
                    "Si scarta quando il dado più alto dell'attaccante è superiore; altrimenti torna in mano.",
                    "Ammiraglio: una volta per turno, per attaccare via mare. Imbarchi armate da un tuo territorio "
                    "sul mare (lasciandone 1) e attacchi un territorio nemico sul mare nelle stesse acque (sul "
                    "Mar Nero solo tra le sue sponde), sbarcando da 1 a 3 armate per battaglia. Vittoria: sbarcano "
                    "tutte le armate a bordo e l'Ammiraglio torna in mano. Sconfitta: si scarta e le armate a bordo "
                    "tornano a casa. Mai per il solo trasporto.",
                    "Diplomatico: prima del primo attacco, uno per avversario: una tregua in cui nessuno dei due "
                    "attacca l'altro finché il turno non torna a te. Quando restano due giocatori, ogni Diplomatico "
                    "si scarta e si sostituisce con una nuova carta.",
                ],
            ),
            (
                "Attacchi e battaglie",
                [
                    "Si attacca un territorio nemico adiacente (un confine o una linea punteggiata) da un territorio "
                    "con almeno 2 armate: un'armata resta sempre di presidio.",
                    "Ogni battaglia: chi attacca dichiara da 1 a 3 dadi (al massimo le sue armate meno 1), poi chi "
                    "difende da 1 a 3 (al massimo le sue armate lì). Contro una fortezza, al massimo 2 dadi per parte.",
                    "Si ordinano i dadi di ogni parte: il più alto contro il più alto, il secondo contro il "
                    "secondo. Il dado più alto vince la coppia e in parità vince il difensore; ogni coppia persa "
                    "costa 1 armata. I dadi non si sommano mai, e i dadi senza avversario non contano.",
                    "Si continua a tirare o ci si ferma quando si vuole. Quando cade l'ultimo difensore, entri con "
                    "almeno tante armate quanti i dadi dell'ultimo lancio, lasciandone 1 di presidio. Puoi "
                    "attaccare ancora, anche dal territorio appena preso.",
                ],
            ),
            (
                "Conquista di una fortezza",
                [
                    "Il suo proprietario è eliminato: la fortezza esce dal gioco, ogni vessillo che porta passa "
                    "sulla tua, le sue armate lasciano il tabellone, e prendi le sue carte e le sue Armate Nascoste "
                    "se non ancora usate.",
                    "Occupi con 1 armata ciascuno i suoi territori rimasti liberi che vuoi, cominciando dalle "
                    "armate che hanno attaccato; gli altri giocatori devono poi occupare a turno i rimanenti, con "
                    "1 armata ciascuno.",
                ],
            ),
            (
                "Armate Nascoste",
                [
                    "Una sola volta, mentre occupi il loro territorio: le riveli per difenderlo o per attaccare da "
                    "lì. Aggiungono tante armate quanto il numero sopra l'ultima carta dei Rinforzi sulla fila. "
                    "Finché la fila è vuota non si possono rivelare.",
                ],
            ),
            (
                "Fine della partita",
                [
                    "Vinci subito quando occupi tutti i territori del tuo Impero e di altri 3 Imperi (gli "
                    "indipendenti non contano); si controlla dopo ogni conquista. Vince anche l'ultimo giocatore "
                    "rimasto.",
                    "In 6 giocatori ogni Impero appartiene a qualcuno, quindi per vincere servono almeno "
                    "3 eliminazioni.",
                ],
            ),
            (
                "Opzioni della partita",
                [
                    "Tutti gli 11 indipendenti: 15 armate al posto dei bonus dei tre blocchi (predefinito), oppure "
                    "in aggiunta.",
                    "Il piazzamento a 5 riparte dal primo giocatore (spenta in partenza: continua da dove è finita "
                    "l'occupazione dei territori liberi).",
                    "Chi difende tira sempre il massimo dei dadi (sceglie ancora Marescialli e Armate Nascoste).",
                    "Limite di giri: nessuno (predefinito), 15, 30 o 60 giri; non è nel regolamento. Al limite la "
                    "partita finisce senza vincitore e la classifica segue territori e poi armate.",
                ],
            ),
            (
                "In questa app",
                [
                    "Il turno si chiude da sé soltanto quando i tuoi attacchi ti lasciano un'armata in ciascun "
                    "territorio, come dice il regolamento; altrimenti lo chiudi tu, per non rivelare una mano senza "
                    "carte giocabili.",
                    "Ogni attacco indica i suoi territori, quindi la penalità di 3 armate per non averli annunciati "
                    "non si applica mai.",
                    "Un territorio che nessuno ha potuto occupare dopo un'eliminazione resta vuoto; il primo che vi "
                    "sposta armate da un territorio adiacente lo prende senza battaglia.",
                    "Classifica finale: il vincitore, poi i sopravvissuti per territori e poi armate, poi gli "
                    "eliminati, dall'ultimo eliminato.",
                    "La mappa è disegnata da questo progetto: i territori degli altri Imperi sono regioni reali di "
                    "circa il 1900, e le linee punteggiate sono stretti reali.",
                ],
            ),
        ],
    ),
}
