"""Aztlán at the table: the rules summary (rulebook: shared/seeds/003_6935437bfa662af9.txt)."""

from __future__ import annotations

from . import Summary

SUMMARY: Summary = {
    "en": (
        "Aztlán in brief",
        [
            (
                "Setup",
                [
                    "3 or 4 players each lead a tribe: Serpent (red), Ocelot (yellow), Coyote (green), Quetzal "
                    "(blue). With 2 players, see Aztec Gods below.",
                    "Each tribe has 30 pieces in its reserve and six power cards, numbered 4 to 9. Every score "
                    "starts at 0; the pyramids are stacked in a random order, and the one on top wins ties.",
                    "The 30 prosperity cards are shuffled face down: 3 each of Blessing of Mixcoatl, Blessing of "
                    "Tepeyollotl, Blessing of Xipe Totec, Sacred Games, Canoes and Rafts, Great Tlatoani, Eagle "
                    "and Jaguar Warriors, and 9 Offerings to the Gods.",
                    "The land has 30 territories of five types: jungle, desert, mountains, terraced fields, city. "
                    "Lakes are not territories: no piece goes on them, and two territories across a lake are not "
                    "adjacent.",
                ],
            ),
            (
                "An era",
                [
                    "The game lasts 5 eras. Each era has four phases: Choice, Development, Clash, Scoring.",
                    "Choice: everyone secretly picks one of his power cards not used yet. Its number is the tribe's "
                    "strength this era, and it names the bonus territory type: 4 joker, 5 jungle, 6 desert, "
                    "7 mountains, 8 terraced fields, 9 city. Used cards stay face up for everyone to see.",
                    "Pieces taken from the reserve, era I to V: with 3 players 8/7/6/5/4; with 4 players "
                    "7/6/5/4/3; with 2 players 10/9/8/7/6 per alliance.",
                    "Turn order: the most VP first, down to the fewest; ties go to the pyramid higher in the "
                    "stack. The order is fixed for the whole era.",
                    "Development: in turn order, each turn you place 1 piece in any territory (empty or not, "
                    "next to yours or not), then may move 1 of your pieces to an adjacent territory (even the "
                    "one just placed). The phase ends when everybody has placed all his pieces; then the power "
                    "cards are revealed. The new card's strength also applies to your pieces already on the map.",
                ],
            ),
            (
                "Clashes",
                [
                    "A clash is any territory holding pieces of more than one tribe. In turn order each player "
                    "settles the clashes he wins, in the order he likes.",
                    "Power = the number on your power card × your pieces in the territory. Example: 2 pieces with "
                    "a 5 (10) beat 1 piece with a 9 (9).",
                    "The one player with the highest power chooses: defeat (all enemy pieces there are removed) or "
                    "coexist with all of them and draw 1 prosperity card, however many enemies there are. He "
                    "cannot defeat one enemy and spare another.",
                    "Tie for the highest power: the tied players coexist and nobody draws a card; any weaker player "
                    "there is removed.",
                ],
            ),
            (
                "Scoring",
                [
                    "In turn order, each player scores each of his possessions: a group of connected territories "
                    "where he has at least one piece, alone or with enemies.",
                    "A possession of n territories, b of them of your card's type, scores n + b² (b = 1, 2, 3, 4 "
                    "gives a bonus of 1, 4, 9, 16). A possession with no territory of that type scores 0.",
                    "Card 4, the joker: you choose the type when you score, and it holds for all your possessions "
                    "that era.",
                    "A score marker that lands on an occupied space goes on top of the stack.",
                ],
            ),
            (
                "Prosperity cards",
                [
                    "You draw them by coexisting. You play them in your own turn unless the card says otherwise, "
                    "even in the phase in which you drew them. Used cards are discarded, and the discards are "
                    "reshuffled when the deck runs out.",
                    "Blessings of Mixcoatl (jungle), Tepeyollotl (mountains) and Xipe Totec (terraced fields): in a "
                    "scoring phase, 2 VP for each territory of that type where you have a piece, even in a "
                    "possession that scored 0. Several can be played together.",
                    "Offering to the Gods: keep it until the end; k Offerings in hand give k² VP (1, 4, 9, 16, "
                    "25 ...).",
                    "Sacred Games: in the clash phase, when a victorious enemy chooses to defeat you, he must "
                    "coexist with you instead and draws 1 prosperity card. It protects only you, and it cannot be "
                    "used when you are removed as the weaker player in a tie.",
                    "Canoes and Rafts: in a scoring phase, two different territories on the shore of the same lake "
                    "count as adjacent for your possessions.",
                    "Great Tlatoani: in the clash phase, when you are tied for the highest power, you win the clash "
                    "and choose to defeat or coexist.",
                    "Eagle and Jaguar Warriors: in your development turn, place 1 extra piece in a territory where "
                    "you placed a piece from your reserve this era; with an empty reserve it comes from your "
                    "removed pieces.",
                ],
            ),
            (
                "End of the game",
                [
                    "The game ends after the scoring of era V. Each player then adds the VP of his unused power "
                    "card (4 → 0, 5 → 2, 6 → 5, 7 → 9, 8 → 14, 9 → 20), 1 VP for each prosperity card in his "
                    "hand, and his Offerings.",
                    "The most VP wins; a tie goes to the pyramid higher in the stack.",
                ],
            ),
            (
                "Two players: Aztec Gods",
                [
                    "Two alliances: Coyote + Quetzal (green and blue) and Ocelot + Serpent (yellow and red). The "
                    "player whose pyramid is on top picks his starting alliance.",
                    "Both colours of an alliance count as one tribe for power, clashes and possessions. When you "
                    "place a piece you choose its colour.",
                    "Control of the alliances swaps after every era; power cards, prosperity cards and VP stay with "
                    "the player.",
                ],
            ),
            (
                "Lobby options",
                [
                    "Sacred Games, one card: the winner draws at most 1 card per territory, even if several "
                    "defeated players answer with Sacred Games (off: 1 card for each Sacred Games played).",
                    "Canoes and Rafts, whole lake: every territory around the chosen lake counts as joined (off: "
                    "you choose one pair of territories on that lake).",
                    "Offerings capped at 25: no more than the printed table's 25 VP (off: k² for any k).",
                ],
            ),
            (
                "At this table",
                [
                    "To keep hands secret, everyone who could play a card is asked: a defeated player chooses "
                    "between accepting and Sacred Games, a tied player between the tie and Great Tlatoani, and "
                    "every scorer confirms his scoring.",
                    "In a tie, the first tied player in turn order confirms the tie or plays Great Tlatoani; a "
                    "later tied player may still play it in his own turn.",
                    "The values of cards 5 to 8, the VP of unused cards and the map are this project's design, "
                    "since they are not legible in the rulebook: 30 territories, 6 of each type, around 4 lakes.",
                ],
            ),
        ],
    ),
    "it": (
        "Aztlán in breve",
        [
            (
                "Preparazione",
                [
                    "In 3 o 4 giocatori ciascuno guida una tribù: Serpente (rosso), Gattopardo (giallo), Coyote "
                    "(verde), Quetzal (blu). In 2 giocatori, vedi Dèi Aztechi più sotto.",
                    "Ogni tribù ha 30 pedine tribù nella riserva e sei carte potere, numerate da 4 a 9. Tutti "
                    "partono da 0 punti; i segnalini piramide sono impilati in ordine casuale, e quello in cima "
                    "vince le parità.",
                    "Le 30 carte prosperità si mescolano coperte: 3 di ciascuna tra Benedizione di Mixcoatl, "
                    "Benedizione di Tepeyollotl, Benedizione di Xipe Totec, Giochi Sacri, Canoe e Zattere, "
                    "Grande Tlatoani, Guerrieri Aquila e Giaguaro, e 9 Offerte agli Dèi.",
                    "La terra ha 30 territori di cinque tipi: giungla, deserto, montagne, campi terrazzati, città. "
                    "I laghi non sono territori: non vi si mettono pedine, e due territori divisi da un lago non "
                    "sono adiacenti.",
                ],
            ),
            (
                "Un'era",
                [
                    "La partita dura 5 ere. Ogni era ha quattro fasi: Scelta, Sviluppo, Scontro, Punteggio.",
                    "Scelta: ognuno sceglie in segreto una delle sue carte potere non ancora usate. Il suo numero è "
                    "la forza della tribù nell'era, e indica il tipo di territorio bonus: 4 jolly, 5 giungla, "
                    "6 deserto, 7 montagne, 8 campi terrazzati, 9 città. Le carte usate restano scoperte, visibili "
                    "a tutti.",
                    "Pedine prese dalla riserva, dall'era I alla V: in 3 giocatori 8/7/6/5/4; in 4 giocatori "
                    "7/6/5/4/3; in 2 giocatori 10/9/8/7/6 per alleanza.",
                    "Ordine di turno: prima chi ha più punti vittoria, fino a chi ne ha meno; in parità vale la "
                    "piramide più in alto nella pila. L'ordine resta fisso per tutta l'era.",
                    "Sviluppo: in ordine di turno, a ogni turno posizioni 1 pedina in un territorio qualsiasi "
                    "(vuoto o no, vicino ai tuoi o no), poi puoi muovere 1 tua pedina in un territorio adiacente "
                    "(anche quella appena posizionata). La fase finisce quando tutti hanno posizionato tutte le "
                    "pedine; poi si rivelano le carte potere. La forza della nuova carta vale anche per le pedine "
                    "già sulla mappa.",
                ],
            ),
            (
                "Scontri",
                [
                    "C'è uno scontro in ogni territorio con pedine di più tribù. In ordine di turno ciascuno "
                    "risolve gli scontri che vince, nell'ordine che preferisce.",
                    "Potere = il numero della carta potere × le tue pedine nel territorio. Esempio: 2 pedine con "
                    "un 5 (10) battono 1 pedina con un 9 (9).",
                    "Il solo giocatore con il potere più alto sceglie: sconfiggere (tutte le pedine nemiche lì "
                    "vengono rimosse) oppure coesistere con tutti e pescare 1 carta prosperità, qualunque sia "
                    "il numero dei nemici. Non può sconfiggere un nemico e risparmiarne un altro.",
                    "Parità per il potere più alto: i giocatori in parità coesistono e nessuno pesca carte; "
                    "l'eventuale giocatore più debole viene rimosso.",
                ],
            ),
            (
                "Punteggio",
                [
                    "In ordine di turno, ogni giocatore conta ciascuno dei suoi possedimenti: un gruppo di "
                    "territori adiacenti in cui ha almeno una pedina, da sola o insieme a nemici.",
                    "Un possedimento di n territori, b dei quali del tipo della tua carta, vale n + b² (b = 1, 2, "
                    "3, 4 dà un bonus di 1, 4, 9, 16). Un possedimento senza territori di quel tipo vale 0.",
                    "Carta 4, il jolly: scegli il tipo quando conti i punti, e vale per tutti i tuoi possedimenti "
                    "in quell'era.",
                    "Un segnapunti che arriva su una casella occupata si mette in cima alla pila.",
                ],
            ),
            (
                "Carte prosperità",
                [
                    "Si pescano coesistendo. Si giocano nel proprio turno salvo diversa indicazione, anche nella "
                    "fase in cui sono state pescate. Le carte usate si scartano, e gli scarti si rimescolano quando "
                    "il mazzo finisce.",
                    "Benedizioni di Mixcoatl (giungla), Tepeyollotl (montagne) e Xipe Totec (campi terrazzati): in "
                    "una fase punteggio, 2 PV per ogni territorio di quel tipo in cui hai una pedina, anche in un "
                    "possedimento che vale 0. Se ne possono giocare più insieme.",
                    "Offerta agli Dèi: si tiene fino alla fine; k Offerte in mano danno k² PV (1, 4, 9, 16, 25 ...).",
                    "Giochi Sacri: nella fase scontro, quando un nemico vittorioso decide di sconfiggerti, deve "
                    "invece coesistere con te e pesca 1 carta prosperità. Protegge solo te, e non si può usare se "
                    "vieni rimosso come più debole in una parità.",
                    "Canoe e Zattere: in una fase punteggio, due diversi territori sulla riva dello stesso lago "
                    "contano come adiacenti per i tuoi possedimenti.",
                    "Grande Tlatoani: nella fase scontro, se sei in parità per il potere più alto, vinci lo scontro "
                    "e scegli se sconfiggere o coesistere.",
                    "Guerrieri Aquila e Giaguaro: nel tuo turno di sviluppo, posizioni 1 pedina in più in un "
                    "territorio dove in quest'era hai posizionato una pedina dalla riserva; se la riserva è vuota, "
                    "la prendi tra le tue pedine rimosse.",
                ],
            ),
            (
                "Fine della partita",
                [
                    "La partita finisce dopo il punteggio dell'era V. Ogni giocatore aggiunge allora i PV della "
                    "carta potere non usata (4 → 0, 5 → 2, 6 → 5, 7 → 9, 8 → 14, 9 → 20), 1 PV per ogni carta "
                    "prosperità in mano e le sue Offerte.",
                    "Vince chi ha più PV; in parità vince la piramide più in alto nella pila.",
                ],
            ),
            (
                "Due giocatori: Dèi Aztechi",
                [
                    "Due alleanze: Coyote + Quetzal (verdi e blu) e Gattopardo + Serpente (gialli e rossi). Il "
                    "giocatore con la piramide in cima sceglie l'alleanza di partenza.",
                    "I due colori di un'alleanza contano come una sola tribù per potere, scontri e possedimenti. "
                    "Quando posizioni una pedina ne scegli il colore.",
                    "Il controllo delle alleanze si scambia dopo ogni era; carte potere, carte prosperità e PV "
                    "restano del giocatore.",
                ],
            ),
            (
                "Opzioni della partita",
                [
                    "Giochi Sacri, una carta: il vincitore pesca al massimo 1 carta per territorio, anche se più "
                    "sconfitti rispondono con i Giochi Sacri (spenta: 1 carta per ogni Giochi Sacri giocato).",
                    "Canoe e Zattere, tutto il lago: tutti i territori attorno al lago scelto contano come uniti "
                    "(spenta: scegli una coppia di territori su quel lago).",
                    "Offerte al massimo 25: non più dei 25 PV della tabella stampata (spenta: k² per ogni k).",
                ],
            ),
            (
                "In questa app",
                [
                    "Per tenere segrete le mani, viene chiesto a tutti quelli che potrebbero giocare una carta: "
                    "lo sconfitto sceglie tra accettare e Giochi Sacri, chi è in parità tra la parità e Grande "
                    "Tlatoani, e ogni giocatore conferma il proprio punteggio.",
                    "In una parità, il primo in ordine di turno conferma la parità o gioca Grande Tlatoani; un "
                    "giocatore in parità che viene dopo può ancora giocarlo nel suo turno.",
                    "I tipi delle carte da 5 a 8, i PV delle carte non usate e la mappa sono scelte di questo "
                    "progetto, perché nel regolamento non sono leggibili: 30 territori, 6 per tipo, attorno a "
                    "4 laghi.",
                ],
            ),
        ],
    ),
}
