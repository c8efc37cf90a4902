"""Vinci at the table: the rules summary (rulebook: shared/seeds/001_fecebfd57a68c898.txt)."""

from __future__ import annotations

from . import Summary

SUMMARY: Summary = {
    "en": (
        "Vinci in brief",
        [
            (
                "Setup",
                [
                    "3 to 6 players (1 or 2 against virtual players: see the variant). Every score marker starts on "
                    "10 VP.",
                    "One neutral token goes on every province except the grey mountains; dark-blue sea zones are "
                    "never occupied. These neutrals defend their provinces.",
                    "The 52 civilisation tiles (26 abilities, 2 of each) go in the bag; 6 pairs are drawn onto the "
                    "display, slots I to VI. Each pair is one civilisation.",
                    "The first player is drawn at random and play goes clockwise. In the first round each player "
                    "only chooses a civilisation, which enters the map on his next turn.",
                ],
            ),
            (
                "Choosing a civilisation",
                [
                    "Pair I is free; each later slot costs 2 VP more (II 2 VP, III 4 VP ... VI 10 VP). You put a VP "
                    "token on every pair you skip, and you gain 2 VP for each token already on the pair you take. "
                    "The pairs behind slide down and a new pair fills slot VI. You cannot pay more VP than you "
                    "have (unless the lobby allows it).",
                    "A new civilisation's tokens: the two red numbers on its tiles plus an extra for the number of "
                    "players (3 players: +8; 4 players: +6; 5 players: +4; 6 players: +3). With Specialty: twice "
                    "the other tile's red number, plus 1, plus the extra.",
                    "Those are all the tokens that civilisation will ever have (only Medicine adds more).",
                ],
            ),
            (
                "Your turn: expand or decline",
                [
                    "At the start of each turn choose: an expansion turn, or a decline turn (see Decline).",
                    "Expansion turn: (1) collect tokens, or choose a starting province; (2) expand; (3) reorganise "
                    "and check cohesion; (4) score.",
                    "Collect: from each province of your active empire take every token but one into your hand. "
                    "You may take the last one too, abandoning the province: it becomes empty and anyone may take it. "
                    "Your last province is never abandoned: a turn that collects expands from the empire.",
                    "Starting province: a land province touching the edge of the map, or reached from the edge "
                    "across one dark-blue sea zone (Scotland or Ireland yes, France or northern Italy no). It is "
                    "conquered like any other.",
                    "Expand: conquer provinces adjacent to your active empire (a shared border or a shared stretch "
                    "of coast), including provinces just conquered, while your hand can pay. Tokens on the map "
                    "never move before the reorganisation.",
                ],
            ),
            (
                "Conquest",
                [
                    "Cost in tokens: 2 base; +1 for a forest or a mountain; +1 for each neutral or enemy token "
                    "there; +1 for a fort; +1 if it is a province of an active empire with Militia; -1 when "
                    "attacking from an adjacent mountain or from your fort; then the tiles (Weapons, Mountain "
                    "skill, Shipbuilding). A cost is never below 0.",
                    "Put the cost from your hand into the province. The defender loses 1 token for good; his other "
                    "tokens there come off and, at the end of your turn, he puts them back into his remaining "
                    "provinces. The attacker never loses tokens.",
                    "An active empire that loses every province keeps its surviving tokens in hand: on his next "
                    "turn its owner either brings it back onto the map with them or declines.",
                    "Your active and declined empires must not touch: when your active empire conquers a province "
                    "next to your declined one, those declined provinces are removed at once (Heritage allows the "
                    "contact).",
                ],
            ),
            (
                "Reorganisation and cohesion",
                [
                    "After expanding, spread all the active empire's tokens, in hand and on the map, over its "
                    "provinces: at least one in each if possible, otherwise you choose provinces to abandon.",
                    "At the end of your turn your active empire must be connected. If an attack split it, you may "
                    "reconnect it in your turn; if it is still split, you keep one part and abandon the others, "
                    "moving their tokens into the part you keep. Declined empires are exempt.",
                ],
            ),
            (
                "Scoring",
                [
                    "At the end of each of your turns, 1 VP for each province holding your tokens, in your active "
                    "and your declined empire; mountains give 0 VP. Then add the tile bonuses below.",
                ],
            ),
            (
                "Decline",
                [
                    "Declared at the start of a turn instead of expanding; there is no expansion that turn. You may "
                    "have only one declined empire.",
                    "(1) The declining empire's tiles go back in the bag, except the yellow tiles marked 'also in "
                    "decline'; (2) your previous declined empire leaves the map; (3) take 1 token off every "
                    "province of the declining empire, and a province left empty is lost; (4) score; (5) choose a "
                    "new civilisation, which enters on your next turn.",
                    "A declined empire never collects, expands or reorganises; it defends with its tokens and its "
                    "forts and keeps scoring until its provinces are gone.",
                ],
            ),
            (
                "Pink tiles (combat)",
                [
                    "Weapons: every conquest costs 1 token less.",
                    "Espionage: once per turn, conquer a legal target for exactly 2 tokens, ignoring every modifier "
                    "(terrain, tokens, tiles, your own too).",
                    "Fortification: at the end of each expansion turn place a fort (a wood token) in a province of "
                    "your empire, one per province: conquering it costs +1 and attacking from it -1. A fort stays in "
                    "decline and goes when its province is conquered or abandoned. Forts come from the 33 wood tokens.",
                    "Shipbuilding: conquering a coastal province that shares a coast with your empire costs 1 less; "
                    "the same for a conquest by sea (Astronomy) or the empire's first conquest.",
                    "Field Marshal: +7 tokens at the start of every turn, 7 removed during the reorganisation, "
                    "before scoring.",
                    "Militia: conquering one of this empire's provinces costs the attacker 1 more.",
                    "Mountain skill: conquering a mountain costs 1 less, and every mountain held gives +1 VP.",
                ],
            ),
            (
                "Yellow tiles (victory points)",
                [
                    "Agriculture +1 VP per farmland (yellow) province; Cattle Breeding +1 VP per pasture (light "
                    "green) province; Mining +2 VP per mine (pickaxe) province; Ports +1 VP per port (anchor) "
                    "province. Each comes in two kinds: active only, or also in decline.",
                    "Currency: +1 VP for every province held, mountains included (active only).",
                    "Slavery: +1 VP for each neutral or enemy token you eliminate in a conquest that turn, declined "
                    "empires' tokens included, forts not.",
                ],
            ),
            (
                "Blue tiles (special)",
                [
                    "Astronomy: conquer and enter across one or more sea zones; provinces joined by sea count as "
                    "adjacent for cohesion. No effect in decline.",
                    "Barbarians: no ability, only its tokens.",
                    "Diplomacy: at the start of each turn you may choose an opponent; your active empire and his "
                    "cannot attack each other until your next turn. Declined empires are not protected.",
                    "Heritage: your active empire may touch your declined one.",
                    "Medicine: +1 token at the start of every turn, the first included, kept for good.",
                    "Messengers: the active empire ignores cohesion.",
                    "Rebirth: decline at the end of a turn, after scoring, instead of at the start; you choose the "
                    "new civilisation at once and it enters on your next turn.",
                    "Revolutionaries: enter the map from any province, conquered normally.",
                    "Specialty: the other tile counts twice (its effects doubled).",
                ],
            ),
            (
                "End of the game",
                [
                    "When a player reaches the target the round is finished, so that everyone has had the same "
                    "number of turns. Targets: 3 players: 150 VP; 4 players: 120 VP; 5 players: 100 VP; "
                    "6 players: 100 VP.",
                    "The most VP wins; tied players share the place.",
                ],
            ),
            (
                "Solo and two-player variant",
                [
                    "4 seats: solo is 1 real player against 3 virtual ones, duo is 2 real players and 2 virtual "
                    "ones. The target is 150 VP and the order is random.",
                    "Virtual players always take pair I and get 8 extra tokens (a real player 6). They test for "
                    "decline at the start of a turn when their empire would score under 10 VP and has fewer than "
                    "6 tokens to expand: a die above those tokens means decline.",
                    "They conquer the province worth the most VP now, then the cheapest, then by die; they never "
                    "abandon provinces, ignore cohesion, and spread tokens to level their borders. The app plays "
                    "them and writes every step in the log.",
                ],
            ),
            (
                "Lobby options",
                [
                    "Victory points to win: the rulebook's target (default), or 50, 80, 100, 120, 150, 200.",
                    "A civilisation may cost more VP than you have (off by default).",
                    "Diplomacy: mutual peace between the two players (default), or both immune to everyone.",
                    "Forts not limited by the 33 wood tokens (off by default).",
                    "Agriculture: +1 on every non-mountain province instead of the yellow ones (off by default).",
                    "Variant only: virtual players start with 10 VP (default) or 15; their extra tokens 8 (default) "
                    "to 12; they prefer to attack real players; they rank targets by 2 × VP - cost.",
                ],
            ),
            (
                "At this table",
                [
                    "The map is this project's design: 45 provinces of Europe (12 mountains, 8 mines, 8 ports), "
                    "13 sea zones, straits drawn as dashed lines that count as shared coasts.",
                    "The rulebook gives only two red numbers (Astronomy 5, Mountain skill 4); the others are this "
                    "project's values, shown on each tile in the display.",
                    "Nothing in Vinci is secret, so there is no hand-off screen.",
                ],
            ),
        ],
    ),
    "it": (
        "Vinci in breve",
        [
            (
                "Preparazione",
                [
                    "Da 3 a 6 giocatori (1 o 2 contro giocatori virtuali: vedi la variante). Ogni segnapunti parte "
                    "da 10 PV.",
                    "Un gettone neutrale va su ogni provincia tranne le montagne grigie; le zone di mare blu scuro "
                    "non si occupano mai. I neutrali difendono le loro province.",
                    "Le 52 tessere civiltà (26 abilità, 2 per tipo) vanno nel sacchetto; si estraggono 6 coppie "
                    "negli spazi da I a VI. Ogni coppia è una civiltà.",
                    "Il primo giocatore si sceglie a caso e si gioca in senso orario. Nel primo giro ogni "
                    "giocatore sceglie soltanto una civiltà, che entra sulla mappa nel suo turno successivo.",
                ],
            ),
            (
                "Scegliere una civiltà",
                [
                    "La coppia I è gratuita; ogni spazio successivo costa 2 PV in più (II 2 PV, III 4 PV ... VI "
                    "10 PV). Metti un gettone su ogni coppia saltata, e guadagni 2 PV per ogni gettone già sulla "
                    "coppia che prendi. Le coppie seguenti scorrono e una nuova coppia riempie lo spazio VI. Non "
                    "puoi pagare più PV di quelli che hai (salvo opzione della partita).",
                    "Gettoni di una nuova civiltà: i due numeri rossi delle sue tessere più un extra secondo il "
                    "numero di giocatori (3 giocatori: +8; 4 giocatori: +6; 5 giocatori: +4; 6 giocatori: +3). Con "
                    "Specialità: il doppio del numero rosso dell'altra tessera, più 1, più l'extra.",
                    "Sono tutti i gettoni che quella civiltà avrà mai (solo la Medicina ne aggiunge).",
                ],
            ),
            (
                "Il turno: espansione o declino",
                [
                    "All'inizio di ogni turno scegli: un turno di espansione o un turno di declino (vedi Declino).",
                    "Turno di espansione: (1) raccogliere i gettoni, o scegliere una provincia di partenza; "
                    "(2) espandere l'impero; (3) riorganizzare i gettoni e controllare la coesione; (4) "
                    "totalizzare i Punti Vittoria.",
                    "Raccogliere: da ogni provincia del tuo impero attivo prendi in mano tutti i gettoni tranne "
                    "uno. Puoi prendere anche l'ultimo, abbandonando la provincia: resta vuota e chiunque può "
                    "prenderla. L'ultima provincia non si abbandona mai: chi raccoglie si espande dall'impero.",
                    "Provincia di partenza: una terra che tocca il bordo della mappa, o raggiungibile dal bordo "
                    "attraversando una zona di mare blu scuro (la Scozia o l'Irlanda sì, la Francia o il Nord Italia "
                    "no). Si conquista come le altre.",
                    "Espandere: conquisti province adiacenti al tuo impero attivo (un confine o una costa in comune), "
                    "anche quelle appena conquistate, finché i gettoni in mano bastano. I gettoni sulla mappa non si "
                    "spostano fino alla riorganizzazione.",
                ],
            ),
            (
                "Conquista",
                [
                    "Costo in gettoni: 2 di base; +1 per una foresta o una montagna; +1 per ogni gettone neutrale "
                    "o nemico presente; +1 per un Forte; +1 se è una provincia di un impero attivo con la Milizia; "
                    "-1 se attacchi da una montagna adiacente o da un tuo Forte; poi le tessere (Armi, Abilità nelle "
                    "Montagne, Costruzione Navale). Il costo non scende mai sotto 0.",
                    "Metti il costo dalla mano nella provincia. Il difensore perde per sempre 1 gettone; gli altri "
                    "suoi gettoni lì escono dalla mappa e, alla fine del tuo turno, li rimette nelle sue province "
                    "rimaste. Chi attacca non perde mai gettoni.",
                    "Un impero attivo che perde tutte le province tiene in mano i gettoni superstiti: nel turno "
                    "successivo il proprietario lo rimette sulla mappa con quei gettoni oppure lo porta in declino.",
                    "Il tuo impero attivo e quello in declino non possono toccarsi: quando l'impero attivo conquista "
                    "una provincia vicina al tuo impero in declino, quelle province in declino sono subito tolte "
                    "(l'Eredità permette il contatto).",
                ],
            ),
            (
                "Riorganizzazione e coesione",
                [
                    "Finita l'espansione, distribuisci tutti i gettoni dell'impero attivo, in mano e sulla mappa, "
                    "tra le sue province: almeno uno in ognuna se possibile, altrimenti scegli quali province "
                    "abbandonare.",
                    "Alla fine del tuo turno l'impero attivo deve essere unito. Se un attacco lo ha diviso, puoi "
                    "riunirlo nel tuo turno; se resta diviso, tieni una parte e abbandoni le altre, spostando i "
                    "loro gettoni nella parte che tieni. Gli imperi in declino ne sono esenti.",
                ],
            ),
            (
                "Punti Vittoria",
                [
                    "Alla fine di ogni tuo turno, 1 PV per ogni provincia con i tuoi gettoni, nell'impero attivo e "
                    "in quello in declino; le montagne danno 0 PV. Poi si aggiungono i bonus delle tessere qui sotto.",
                ],
            ),
            (
                "Declino",
                [
                    "Si dichiara all'inizio del turno al posto dell'espansione; in quel turno non ci sono "
                    "espansioni. Si può avere un solo impero in declino.",
                    "(1) Le tessere dell'impero che va in declino tornano nel sacchetto, tranne le tessere gialle "
                    "'anche in declino'; (2) il tuo impero già in declino lascia la mappa; (3) togli 1 gettone da "
                    "ogni provincia dell'impero che va in declino, e una provincia rimasta vuota è persa; "
                    "(4) totalizzi i punti; (5) scegli una nuova civiltà, che entra nel tuo turno successivo.",
                    "Un impero in declino non raccoglie, non si espande e non si riorganizza; si difende con i suoi "
                    "gettoni e i suoi Forti e continua a dare punti finché ha province.",
                ],
            ),
            (
                "Tessere rosa (combattimento)",
                [
                    "Armi: ogni conquista costa 1 gettone in meno.",
                    "Spionaggio: una volta per turno, conquisti un bersaglio valido con esattamente 2 gettoni, "
                    "ignorando ogni modificatore (terreno, gettoni, tessere, anche le tue).",
                    "Fortificazione: alla fine di ogni turno di espansione metti un Forte (un gettone color legno) in "
                    "una provincia del tuo impero, uno per provincia: conquistarla costa +1 e attaccare da lì -1. Il "
                    "Forte resta anche nel declino e sparisce se la provincia è conquistata o abbandonata. I Forti "
                    "vengono dai 33 gettoni color legno.",
                    "Costruzione Navale: conquistare una provincia costiera che condivide una costa con il tuo "
                    "impero costa 1 in meno; lo stesso per una conquista dal mare (Astronomia) o per la prima "
                    "conquista dell'impero.",
                    "Generale Campale: +7 gettoni all'inizio di ogni turno, 7 tolti durante la riorganizzazione, "
                    "prima di contare i punti.",
                    "Milizia: conquistare una provincia di questo impero costa 1 in più a chi attacca.",
                    "Abilità nelle Montagne: conquistare una montagna costa 1 in meno, e ogni montagna tenuta dà "
                    "+1 PV.",
                ],
            ),
            (
                "Tessere gialle (Punti Vittoria)",
                [
                    "Agricoltura +1 PV per provincia agricola (gialla); Allevamento del Bestiame +1 PV per pascolo "
                    "(verde chiaro); Estrazione Mineraria +2 PV per provincia mineraria (piccone); Costruzione "
                    "Portuale +1 PV per provincia con porto (ancora). Ognuna esiste in due tipi: solo attiva, o "
                    "anche in declino.",
                    "Valuta: +1 PV per ogni provincia tenuta, montagne comprese (solo attiva).",
                    "Schiavismo: +1 PV per ogni gettone neutrale o nemico eliminato in una conquista nel turno, "
                    "compresi quelli degli imperi in declino, esclusi i Forti.",
                ],
            ),
            (
                "Tessere blu (speciali)",
                [
                    "Astronomia: conquiste ed entrata attraverso una o più zone di mare; le province collegate dal "
                    "mare contano come adiacenti per la coesione. Nessun effetto in declino.",
                    "Barbari: nessuna abilità, solo i gettoni.",
                    "Diplomazia: all'inizio di ogni turno puoi scegliere un avversario; il tuo impero attivo e il "
                    "suo non possono attaccarsi fino al tuo turno successivo. Gli imperi in declino non sono "
                    "protetti.",
                    "Eredità: il tuo impero attivo può toccare quello in declino.",
                    "Medicina: +1 gettone all'inizio di ogni turno, compreso il primo, che resta per sempre.",
                    "Messaggeri: l'impero attivo ignora la coesione.",
                    "Rinascita: vai in declino alla fine del turno, dopo aver contato i punti, invece che "
                    "all'inizio; scegli subito la nuova civiltà, che entra nel tuo turno successivo.",
                    "Rivoluzionari: entri sulla mappa da qualsiasi provincia, conquistata normalmente.",
                    "Specialità: l'altra tessera conta due volte (effetti raddoppiati).",
                ],
            ),
            (
                "Fine della partita",
                [
                    "Quando un giocatore raggiunge il traguardo si finisce il giro, così che tutti abbiano fatto "
                    "lo stesso numero di turni. Traguardi: 3 giocatori: 150 PV; 4 giocatori: 120 PV; "
                    "5 giocatori: 100 PV; 6 giocatori: 100 PV.",
                    "Vince chi ha più PV; i giocatori in parità condividono il posto.",
                ],
            ),
            (
                "Variante in solitario e in due",
                [
                    "4 posti: in solitario 1 giocatore reale contro 3 virtuali, in due 2 giocatori reali e "
                    "2 virtuali. Il traguardo è 150 PV e l'ordine è casuale.",
                    "I giocatori virtuali prendono sempre la coppia I e ricevono 8 gettoni extra (un giocatore "
                    "reale 6). All'inizio del turno provano il declino se l'impero darebbe meno di 10 PV e ha meno "
                    "di 6 gettoni per espandersi: un dado più alto di quei gettoni porta al declino.",
                    "Conquistano la provincia che vale più PV subito, poi la più economica, poi col dado; non "
                    "abbandonano mai province, ignorano la coesione e distribuiscono i gettoni per pareggiare i "
                    "confini. L'app li gioca e scrive ogni passo nel registro.",
                ],
            ),
            (
                "Opzioni della partita",
                [
                    "Punti Vittoria per vincere: il traguardo del regolamento (predefinito), oppure 50, 80, 100, "
                    "120, 150, 200.",
                    "Si può pagare una civiltà più dei propri PV (spenta in partenza).",
                    "Diplomazia: pace reciproca tra i due giocatori (predefinita), oppure entrambi immuni da tutti.",
                    "Forti non limitati dai 33 gettoni color legno (spenta in partenza).",
                    "Agricoltura: +1 su ogni provincia non montuosa invece che sulle gialle (spenta in partenza).",
                    "Solo nella variante: i giocatori virtuali partono da 10 PV (predefinito) o 15; i loro gettoni "
                    "extra da 8 (predefinito) a 12; preferiscono attaccare i giocatori reali; valutano i bersagli "
                    "con 2 × PV - costo.",
                ],
            ),
            (
                "In questa app",
                [
                    "La mappa è disegnata da questo progetto: 45 province d'Europa (12 montagne, 8 miniere, "
                    "8 porti), 13 zone di mare, stretti disegnati a tratteggio che contano come coste in comune.",
                    "Il regolamento dà solo due numeri rossi (Astronomia 5, Abilità nelle Montagne 4); gli altri "
                    "sono valori di questo progetto, scritti su ogni tessera dell'esposizione.",
                    "In Vinci non c'è nulla di segreto, quindi non c'è schermata di passaggio.",
                ],
            ),
        ],
    ),
}
