"""Tigris & Euphrates at the table: the rules summary (rulebook: shared/seeds/004_9afeae6383a1021b.txt)."""

from __future__ import annotations

from . import Summary

SUMMARY: Summary = {
    "en": (
        "Tigris & Euphrates in brief",
        [
            (
                "How to play",
                [
                    "Each turn take two actions: place a leader, place a tile, play a catastrophe, or swap tiles.",
                    "A leader goes next to a temple (red tile) and never on a river. Leaders joined by tiles form "
                    "a kingdom; tiles alone form a region.",
                    "A tile placed in a kingdom scores 1 point of its colour to the leader of that colour there "
                    "(black tiles: the king if the colour's leader is missing). Blue tiles go only on rivers.",
                    "Revolt: placing a leader in a kingdom that already has one of the same colour. Each side "
                    "adds red tiles from the hand to the temples beside its leader; the attacker commits first, "
                    "ties go to the defender; the winner scores 1 red point.",
                    "War: a tile that joins two kingdoms with leaders of the same colour. Supporters are the "
                    "tiles of that colour in each kingdom plus those committed from the hand; the loser's leader "
                    "and supporting tiles are removed and the winner scores a point for each.",
                    "A 2×2 square of one colour may become a monument of that colour; at the end of every turn a "
                    "leader in a kingdom with a monument of its colour scores one point of that colour.",
                    "Treasures go to the trader (green leader) of a kingdom that holds two of them. Treasures "
                    "count as any colour at the end.",
                    "The game ends when only one or two treasures remain, or the bag cannot refill a hand. Your "
                    "score is your weakest colour: the player whose weakest colour is highest wins.",
                ],
            ),
            (
                "Lobby options",
                [
                    "Board: the standard side (10 treasures) or the advanced side (14 treasures, another map). "
                    "From a kingdom with several treasures, the trader takes the priority ones first: the corner "
                    "ones on the standard side, those outside the rivers on the advanced side.",
                    "English variant: in a revolt or a war the attacker may add tiles only if they make him "
                    "stronger than the defender, and the defender either exactly as many as bring him level (a "
                    "tie goes to the defender) or none.",
                    "Civilisation buildings (automatic = with the advanced board): a straight line of 3 or more "
                    "tiles of one colour may take that colour's building; a tile placed in a kingdom holding the "
                    "building of its colour scores 2 points instead of 1. Building tiles are never removed.",
                    "Ziggurat (automatic = with the advanced board): a cross of 5 tiles of one colour may become "
                    "the ziggurat, a monument that cannot be destroyed; a player whose king is in its kingdom "
                    "scores 1 point of the colour he chooses at the end of his turn.",
                    "Open scoring: everyone's points are shown, instead of staying behind each player's screen.",
                ],
            ),
        ],
    ),
    "it": (
        "Tigri & Eufrate in breve",
        [
            (
                "Come si gioca",
                [
                    "In ogni turno si fanno due azioni: piazzare un capo, piazzare una tessera, giocare una "
                    "catastrofe o cambiare tessere.",
                    "Un capo va accanto a un tempio (tessera rossa) e mai su un fiume. Capi uniti da tessere "
                    "formano un regno; le sole tessere formano una regione.",
                    "Una tessera messa in un regno dà 1 punto del suo colore al capo di quel colore nel regno "
                    "(tessere nere: al re se manca il capo del colore). Le tessere blu vanno solo sui fiumi.",
                    "Rivolta: un capo messo in un regno che ne ha già uno dello stesso colore. Ogni parte "
                    "aggiunge tessere rosse dalla mano ai templi accanto al suo capo; l'attaccante impegna per "
                    "primo, in parità vince il difensore; il vincitore ottiene 1 punto rosso.",
                    "Guerra: una tessera che unisce due regni con capi dello stesso colore. Sostenitori sono le "
                    "tessere di quel colore in ogni regno più quelle impegnate dalla mano; il capo sconfitto e le "
                    "sue tessere lasciano il tabellone e il vincitore prende un punto per ognuna.",
                    "Un quadrato 2×2 di un solo colore può diventare un monumento; alla fine di ogni turno un "
                    "capo in un regno con un monumento del suo colore prende un punto di quel colore.",
                    "I tesori vanno al mercante (capo verde) del regno che ne contiene due. Alla fine ogni tesoro "
                    "vale come un punto di qualsiasi colore.",
                    "La partita finisce quando restano uno o due tesori, o il sacchetto non basta a completare "
                    "una mano. Conta il colore più debole: vince chi ha il colore più debole più alto.",
                ],
            ),
            (
                "Opzioni della partita",
                [
                    "Tabellone: il lato standard (10 tesori) o il lato avanzato (14 tesori, un'altra mappa). Da "
                    "un regno con più tesori il mercante prende prima quelli prioritari: quelli negli angoli sul "
                    "lato standard, quelli fuori dai fiumi sul lato avanzato.",
                    "Variante inglese: in una rivolta o in una guerra l'attaccante può aggiungere tessere solo se "
                    "lo rendono più forte del difensore, e il difensore esattamente quante bastano per pareggiare "
                    "(in parità vince il difensore) oppure nessuna.",
                    "Edifici della civiltà (automatico = con il tabellone avanzato): una linea retta di 3 o più "
                    "tessere di un colore può ricevere l'edificio di quel colore; una tessera messa in un regno "
                    "con l'edificio del suo colore dà 2 punti invece di 1. Le tessere con un edificio non si "
                    "rimuovono mai.",
                    "Ziggurat (automatico = con il tabellone avanzato): una croce di 5 tessere di un colore può "
                    "diventare lo ziggurat, un monumento indistruttibile; il giocatore il cui re è nel suo regno "
                    "prende 1 punto del colore che sceglie alla fine del suo turno.",
                    "Punti visibili: i punti di tutti sono in vista, invece di restare dietro lo schermo di ciascuno.",
                ],
            ),
        ],
    ),
}
