"""Every string of the table in Italian and English.

Game terms (tile names, event sentences, button texts of choices) come from
the engine (``describe``, ``choice_text``, ``score_table``); this table holds
only the table's own words.  Each key exists in both languages: a test checks
it, so switching language never shows a raw key.

>>> text("start", "it")
'Inizia la partita'
>>> text("handoff_title", "en", name="Ada")
'Pass the device to Ada'
"""

from __future__ import annotations

from game.core.text import fill

LANGS: tuple[str, ...] = ("it", "en")
DEFAULT_LANG = "en"  # design value: English unless the browser says Italian

STRINGS: dict[str, dict[str, str]] = {
    "app_title": {"it": "Tavoliere", "en": "Tavoliere"},
    "app_tagline": {"it": "Cinque classici giochi di strategia", "en": "Five classic strategy board games"},
    "loading": {"it": "Preparazione del motore di gioco…", "en": "Starting the game engine…"},
    "coming_soon": {"it": "In arrivo", "en": "Coming soon"},
    "continue": {"it": "Continua", "en": "Continue"},
    "continue_game": {"it": "Continua: {title}, {players}", "en": "Continue: {title}, {players}"},
    "saves": {"it": "Partite salvate", "en": "Saved games"},
    "no_saves": {"it": "Nessuna partita salvata.", "en": "No saved games."},
    "resume": {"it": "Riprendi", "en": "Resume"},
    "rename": {"it": "Rinomina", "en": "Rename"},
    "delete": {"it": "Elimina", "en": "Delete"},
    "confirm_delete": {"it": "Eliminare «{name}»?", "en": "Delete “{name}”?"},
    "export": {"it": "Esporta", "en": "Export"},
    "import": {"it": "Importa da file", "en": "Import from file"},
    "replay": {"it": "Rivedi", "en": "Replay"},
    "turn_n": {"it": "mossa {n}", "en": "move {n}"},
    "finished": {"it": "finita", "en": "finished"},
    "export_reminder": {
        "it": "Le partite sono salvate solo in questo browser. Esportale in un file per non perderle "
        "se il browser cancella i dati del sito.",
        "en": "Games are saved only in this browser. Export them to a file so they survive a browser "
        "that clears site data.",
    },
    "storage_full": {
        "it": "Memoria del browser piena: l'ultima mossa non è stata salvata (le partite già salvate sono "
        "intatte). Elimina o esporta qualche partita.",
        "en": "Browser storage is full: the last move was not saved (games already saved are intact). "
        "Delete or export some games.",
    },
    "import_refused": {"it": "File rifiutato: {reason}", "en": "File refused: {reason}"},
    "import_done": {"it": "Partita importata: {name}", "en": "Game imported: {name}"},
    "save_refused": {"it": "Salvataggio illeggibile: {reason}", "en": "Unreadable save: {reason}"},
    # Why a save or a file is refused (ui/saves.py Refusal), in words a player reads.
    "refused_not_json": {
        "it": "non è una partita salvata: il testo non è JSON valido.",
        "en": "it is not a saved game: its text is not valid JSON.",
    },
    "refused_too_deep": {
        "it": "i dati sono annidati molto più a fondo di qualsiasi partita salvata: non è una partita.",
        "en": "its data is nested far deeper than any saved game: it is not one.",
    },
    "refused_number": {
        "it": "contiene un numero troppo lungo per una partita salvata.",
        "en": "it holds a number far too long for a saved game.",
    },
    "refused_not_a_save": {
        "it": "non è una partita salvata di Tavoliere (forse dati di un'altra app).",
        "en": "it is not a Tavoliere saved game (perhaps another app's data).",
    },
    "refused_newer_version": {
        "it": "è stata salvata da una versione più recente di Tavoliere (formato {version}): ricarica la pagina.",
        "en": "it was saved by a newer version of Tavoliere (format {version}): reload the page.",
    },
    "refused_unknown_game": {
        "it": "è una partita di un gioco che questa versione non ha ({game}).",
        "en": "it is a game of a title this version does not have ({game}).",
    },
    "refused_moves": {
        "it": "le sue mosse non si possono giocare: il file è stato modificato o è danneggiato ({detail}).",
        "en": "its moves cannot be played: the file was changed or is damaged ({detail}).",
    },
    "refused_moves_plain": {
        "it": "le sue mosse non si possono giocare: il file è stato modificato o è danneggiato.",
        "en": "its moves cannot be played: the file was changed or is damaged.",
    },
    "refused_level": {
        "it": "il giocatore {seat} è un computer di livello sconosciuto ({level}).",
        "en": "player {seat} is a computer at an unknown level ({level}).",
    },
    "refused_name": {
        "it": "il nome del giocatore {seat} supera i {limit} caratteri.",
        "en": "player {seat}'s name is longer than {limit} characters.",
    },
    "refused_damaged": {
        "it": "il salvataggio è danneggiato ({detail}).",
        "en": "the save is damaged ({detail}).",
    },
    "refused_unreadable": {"it": "il salvataggio non si può leggere.", "en": "the save cannot be read."},
    "refused_missing": {
        "it": "questa partita non c'è più (eliminata in un'altra scheda?).",
        "en": "this game is no longer saved (deleted in another tab?).",
    },
    "setup_title": {"it": "Nuova partita", "en": "New game"},
    "players": {"it": "Giocatori", "en": "Players"},
    "n_players": {"it": "{n} giocatori", "en": "{n} players"},
    "seat_name": {"it": "Nome", "en": "Name"},
    "seat_default": {"it": "Giocatore {n}", "en": "Player {n}"},
    "colour": {"it": "Colore", "en": "Colour"},
    "human": {"it": "Persona", "en": "Human"},
    "bot": {"it": "Computer", "en": "Computer"},
    "options": {"it": "Varianti", "en": "Variants"},
    "seed": {"it": "Seme (facoltativo)", "en": "Seed (optional)"},
    "seed_hint": {
        "it": "Lo stesso seme e le stesse mosse ridanno la stessa partita.",
        "en": "The same seed and the same moves give the same game.",
    },
    "seed_shown": {"it": "Seme della partita: {seed}", "en": "Game seed: {seed}"},
    "start": {"it": "Inizia la partita", "en": "Start the game"},
    "back": {"it": "Indietro", "en": "Back"},
    "lobby": {"it": "Menu", "en": "Menu"},
    "undo": {"it": "Annulla mossa", "en": "Undo"},
    "recap_title": {"it": "{name}, dal tuo ultimo turno", "en": "{name}, since your last turn"},
    "recap_more": {
        "it": "Prima ancora: {n mossa|mosse}, nella cronaca.",
        "en": "Before that: {n move|moves}, in the log.",
    },
    "open_turn": {
        "it": "Tocca {a name}: niente di segreto, gioca pure qui.",
        "en": "{name} decides now: nothing secret, play right here.",
    },
    "see_mine": {"it": "Vedi i miei segreti", "en": "See my secrets"},
    "recap_close": {"it": "Nascondi", "en": "Hide"},
    "cancel": {"it": "Annulla", "en": "Cancel"},
    "do_board": {
        "it": "Tocca un punto evidenziato sul tabellone o un pulsante",
        "en": "Tap a highlighted place on the board or a button",
    },
    "do_buttons": {"it": "Scegli uno dei pulsanti", "en": "Choose one of the buttons"},
    # The last two of a list of alternatives ("gioca una carta, usa una tessera o passa").
    "either_or": {"it": "{a} o {b}", "en": "{a} or {b}"},
    "fewer": {"it": "Meno", "en": "Fewer"},
    "more": {"it": "Di più", "en": "More"},
    "rules": {"it": "Regole", "en": "Rules"},
    "close": {"it": "Chiudi", "en": "Close"},
    "log": {"it": "Cronaca", "en": "Log"},
    "your_area": {"it": "La tua mano", "en": "Your hand"},
    "choices": {"it": "Scelte", "en": "Choices"},
    "to_act": {"it": "Tocca {a name}", "en": "{name} to play"},
    "to_act_many": {"it": "Scelta segreta: {names}", "en": "Secret choice: {names}"},
    "waiting_bot": {"it": "{name} sta pensando…", "en": "{name} is thinking…"},
    "handoff_title": {"it": "Passa il dispositivo a {name}", "en": "Pass the device to {name}"},
    "handoff_back_title": {"it": "Restituisci il dispositivo a {name}", "en": "Pass the device back to {name}"},
    "handoff_hint": {
        "it": "Le informazioni private sono nascoste. Quando {name} ha il dispositivo, tocca il pulsante.",
        "en": "Private information is hidden. When {name} holds the device, tap the button.",
    },
    "handoff_ready": {"it": "Sono {name}: mostra", "en": "I am {name}: show"},
    "not_now": {"it": "Non ora: {reason}", "en": "Not now: {reason}"},
    "not_a_choice": {
        "it": "Qui non si può giocare adesso. Le scelte possibili sono evidenziate.",
        "en": "Nothing can be played there now. The possible choices are highlighted.",
    },
    "step_of": {"it": "Mossa in corso: {steps}", "en": "Move in progress: {steps}"},
    "undo_none": {"it": "Niente da annullare", "en": "Nothing to undo"},
    "undo_reveal": {
        "it": "Non si può annullare: è stata rivelata un'informazione o un'estrazione.",
        "en": "Cannot undo: hidden information or a random draw has been revealed since.",
    },
    "undo_nobody": {
        "it": "Non si può annullare: non si sa chi tiene il dispositivo (la partita è stata riaperta o passata).",
        "en": "Cannot undo: who holds the device is not known (the game was reopened or passed on).",
    },
    "undo_other": {
        "it": "Non si può annullare la decisione di un altro giocatore.",
        "en": "Cannot undo another player's decision.",
    },
    "game_over": {"it": "Fine della partita", "en": "Game over"},
    "final_board": {"it": "Vedi il tabellone", "en": "See the board"},
    "results": {"it": "Torna ai risultati", "en": "Back to the results"},
    "place": {"it": "Posto", "en": "Place"},
    "player": {"it": "Giocatore", "en": "Player"},
    "score": {"it": "Punti", "en": "Score"},
    "winner": {"it": "Vince {names}", "en": "{names} wins"},
    "tie_winner": {"it": "Pari merito: {names}", "en": "Shared first place: {names}"},
    "new_game": {"it": "Nuova partita", "en": "New game"},
    "replay_title": {"it": "Replica", "en": "Replay"},
    "replay_step": {"it": "Mossa {n} di {total}", "en": "Move {n} of {total}"},
    "first": {"it": "Inizio", "en": "Start"},
    "prev": {"it": "Indietro", "en": "Back"},
    "next": {"it": "Avanti", "en": "Forward"},
    "last": {"it": "Fine", "en": "End"},
    "zoom_in": {"it": "Ingrandisci", "en": "Zoom in"},
    "zoom_out": {"it": "Riduci", "en": "Zoom out"},
    "zoom_fit": {"it": "Adatta", "en": "Fit"},
    "language": {"it": "Lingua", "en": "Language"},
    "lang_name": {"it": "Italiano", "en": "English"},
    "scores": {"it": "Punteggi", "en": "Scores"},
    "public_info": {"it": "Situazione", "en": "Table"},
    "hidden_vp": {"it": "punti nascosti", "en": "points hidden"},
    "error": {"it": "Errore: {reason}", "en": "Error: {reason}"},
    "choose_for": {"it": "{region}: scegli cosa fare", "en": "{region}: choose what to do"},
    "yes": {"it": "Sì", "en": "Yes"},
    "no": {"it": "No", "en": "No"},
    "level_easy": {"it": "facile", "en": "easy"},
    "level_medium": {"it": "medio", "en": "medium"},
    "level_hard": {"it": "difficile", "en": "hard"},
    "level_expert": {"it": "esperto", "en": "expert"},
    "level_virtual": {"it": "virtuale (regolamento)", "en": "virtual (rulebook)"},
    "virtual_seat": {"it": "giocatore virtuale", "en": "virtual player"},
    "thinking": {"it": "Sto pensando…", "en": "Thinking…"},
    "suggest": {"it": "Suggerisci una mossa", "en": "Suggest a move"},
    "bots_on_page": {
        "it": "I bot pensano in questa pagina, a piccoli passi: la pagina può rallentare mentre pensano.",
        "en": "The bots think on this page, in small steps: the page may slow down while they think.",
    },
    "suggest_option": {"it": "Suggerimenti di mossa", "en": "Move suggestions"},
    "why_bot": {"it": "Perché {name} ha fatto questa mossa?", "en": "Why did {name} make that move?"},
    "imported_bad_file": {"it": "Il file non è leggibile.", "en": "The file cannot be read."},
    "rename_prompt": {"it": "Nuovo nome della partita", "en": "New name for the game"},
    "persist_denied": {
        "it": "Il browser potrebbe cancellare i dati del sito: esporta le partite importanti.",
        "en": "The browser may clear site data: export the games you care about.",
    },
    "spectator": {"it": "Tavolo", "en": "Table"},
    # -- after the game: replay, charts, analysis (ui/postgame.py) --
    "analysis": {"it": "Analisi", "en": "Analysis"},
    "pg_preparing": {"it": "Preparazione della replica… {pct}%", "en": "Preparing the replay… {pct}%"},
    "pg_results": {"it": "Risultati", "en": "Results"},
    "pg_move": {"it": "Mossa", "en": "Move"},
    "pg_turn": {"it": "Turno", "en": "Turn"},
    "pg_round": {"it": "Giro", "en": "Round"},
    "pg_prev": {"it": "Indietro di un {unit}", "en": "Back one {unit}"},
    "pg_next": {"it": "Avanti di un {unit}", "en": "Forward one {unit}"},
    "pg_play": {"it": "Riproduci", "en": "Play"},
    "pg_pause": {"it": "Pausa", "en": "Pause"},
    "pg_scrub": {"it": "Punto della partita", "en": "Point in the game"},
    "pg_hands": {"it": "Le mani di tutti (la partita è finita)", "en": "Everyone's hand (the game is over)"},
    "pg_hand_of": {"it": "Ciò che vede {name}", "en": "What {name} sees"},
    "pg_watch_as": {"it": "Guarda come", "en": "Watch as"},
    "pg_watch_hint": {
        "it": "La replica mostrerà ciò che {name} vedeva in partita, mano compresa: solo {name} guardi.",
        "en": "The replay will show what {name} saw in the game, hand included: only {name} should look.",
    },
    "pg_unfinished": {
        "it": "Partita in corso: la replica mostra ciò che vede il tavolo, o un solo giocatore, senza grafici.",
        "en": "A game in progress: the replay shows what the table sees, or one player, and no charts.",
    },
    "pg_tab_scores": {"it": "Punteggi", "en": "Scores"},
    "pg_tab_advantage": {"it": "Vantaggio", "en": "Advantage"},
    "pg_move_word": {"it": "mossa", "en": "move"},
    "pg_caption_scores": {
        "it": "I punti di ciascuno mossa dopo mossa. Tocca un simbolo (un conteggio) o il grafico per andare lì.",
        "en": "Everyone's points move by move. Tap a symbol (a scoring) or the chart to go there.",
    },
    "pg_caption_advantage": {
        "it": "Le probabilità di vittoria di ciascuno secondo i bot. Tocca un numero per un momento chiave.",
        "en": "Everyone's chances of winning as the bots judge them. Tap a number for a key moment.",
    },
    "pg_analysing": {"it": "Analisi in corso… {pct}%", "en": "Analysing… {pct}%"},
    "pg_key_moments": {"it": "Momenti chiave", "en": "Key moments"},
    "pg_no_moments": {
        "it": "Nessuna svolta netta: la partita è rimasta in equilibrio.",
        "en": "No sharp turn: the game stayed balanced throughout.",
    },
    "pg_moment_at": {"it": "Mossa {first} · gioca {name}", "en": "Move {first} · {name} plays"},
    "pg_moment_when": {"it": "Mosse {first}–{last} · gioca {name}", "en": "Moves {first}–{last} · {name} plays"},
    "pg_self_up": {"it": "{name} sale {before} {after}.", "en": "{name} climbs {before} {after}."},
    "pg_self_down": {"it": "{name} scende {before} {after}.", "en": "{name} drops {before} {after}."},
    "pg_other_up": {
        "it": "Gioca {mover}: {name} sale {before} {after}.",
        "en": "{mover} plays; {name} climbs {before} {after}.",
    },
    "pg_other_down": {
        "it": "Gioca {mover}: {name} scende {before} {after}.",
        "en": "{mover} plays; {name} drops {before} {after}.",
    },
    "pg_bot_would": {
        "it": "Giocato: {played}. Il bot avrebbe giocato: {choice}.",
        "en": "Played: {played}. The bot would have played: {choice}.",
    },
    "pg_bot_agrees": {
        "it": "Giocato: {played}. Il bot avrebbe fatto lo stesso.",
        "en": "Played: {played}. The bot agrees.",
    },
    "pg_bot_only": {"it": "Non c'era altra scelta.", "en": "There was no other choice."},
    "pg_bot_virtual": {
        "it": "Un giocatore virtuale: gioca come dice il regolamento.",
        "en": "A virtual player: it plays as the rulebook says.",
    },
    "pg_scorings": {"it": "Conteggi ({n})", "en": "Scorings ({n})"},
    "pg_move_n": {"it": "Mossa {n}", "en": "Move {n}"},
    "pg_bot_thinking": {"it": "Il bot ci sta pensando…", "en": "The bot is thinking it over…"},
    "pg_export_svg": {"it": "Grafico (SVG)", "en": "Chart (SVG)"},
    "pg_export_png": {"it": "Grafico (PNG)", "en": "Chart (PNG)"},
    "pg_export_game": {"it": "File della partita", "en": "Game file"},
}

#: The words of each game's panels (``ui/games/<game>.py``), keyed ``"<game>.<word>"`` in
#: :data:`STRINGS`; the phases are every ``view["phase"]`` the engine reports.
GAME_STRINGS: dict[str, dict[str, dict[str, str]]] = {
    "tigris": {
        "hand": {"it": "Dietro il tuo schermo", "en": "Behind your screen"},
        "leaders": {"it": "Capi accanto allo schermo", "en": "Leaders beside the screen"},
        "your_vp": {"it": "I tuoi punti", "en": "Your points"},
        "catastrophe": {"it": "Catastrofe", "en": "Catastrophe"},
        "catastrophes": {"it": "{n catastrofe|catastrofi}", "en": "{n catastrophe|catastrophes}"},
        "swap": {"it": "Cambia tessere", "en": "Swap tiles"},
        "tiles": {"it": "{n tessera|tessere}", "en": "{n tile|tiles}"},
        "treasures": {"it": "{n tesoro|tesori}", "en": "{n treasure|treasures}"},
        "bag": {"it": "Sacchetto", "en": "Bag"},
        "turn": {"it": "Turno {n}", "en": "Turn {n}"},
        "action": {"it": "azione {n} di 2", "en": "action {n} of 2"},
        "vp_hidden": {"it": "punti dietro lo schermo", "en": "points behind the screen"},
        "monuments": {"it": "Monumenti da costruire", "en": "Monuments to build"},
        "place_tile": {"it": "Tessera {tile}: scegli una casella", "en": "{Tile} tile: choose a square"},
        "place_leader": {"it": "{Leader}: scegli una casella", "en": "{Leader}: choose a square"},
        "place_catastrophe": {"it": "Catastrofe: scegli una casella", "en": "Catastrophe: choose a square"},
        "do_action": {
            "it": "Tocca una tessera o un capo della tua mano, poi una casella; oppure cambia tessere",
            "en": "Tap a tile or a leader in your hand, then a square; or swap tiles",
        },
        "do_war_order": {"it": "Scegli quale guerra combattere prima", "en": "Choose which war is fought first"},
        "do_commit": {
            "it": "Scegli quante tessere del colore del conflitto aggiungere in appoggio",
            "en": "Choose how many tiles of the conflict's colour to commit in support",
        },
        "do_building": {"it": "Scegli dove costruire l'edificio", "en": "Choose where to build the building"},
        "do_monument": {
            "it": "Hai completato un quadrato 2×2: scegli un monumento o nessuno",
            "en": "You completed a 2×2 square: choose a monument, or none",
        },
        "do_treasure": {"it": "Scegli il tesoro da prendere", "en": "Choose the treasure to take"},
        "do_cube": {"it": "Scegli il colore del punto", "en": "Choose the colour of the point"},
        "choose_swap": {
            "it": "Cambio: tocca nella mano le tessere da scartare, poi Cambia",
            "en": "Swap: tap the tiles to discard in your hand, then Swap",
        },
        "swap_none": {"it": "Cambia: segna prima le tessere", "en": "Swap: mark the tiles first"},
        "revolt": {"it": "Rivolta", "en": "Revolt"},
        "war": {"it": "Guerra", "en": "War"},
        "attacker": {"it": "attaccante", "en": "attacker"},
        "defender": {"it": "difensore", "en": "defender"},
        "committed": {"it": "impegnate {n}", "en": "committed {n}"},
        "phase_action": {"it": "Azioni", "en": "Actions"},
        "phase_war_order": {"it": "Scelta dell'ordine delle guerre", "en": "Choose the order of the wars"},
        "phase_commit": {"it": "Conflitto: impegno dei sostenitori", "en": "Conflict: commit support"},
        "phase_building": {"it": "Edificio della civiltà", "en": "Civilisation building"},
        "phase_monument": {"it": "Monumento", "en": "Monument"},
        "phase_treasure": {"it": "Tesori", "en": "Treasures"},
        "phase_cube": {"it": "Scelta del colore del punto", "en": "Choose a point colour"},
        "phase_over": {"it": "Partita finita", "en": "Game over"},
    },
    "attila": {
        "turn": {"it": "Turno {n}", "en": "Turn {n}"},
        "century": {
            "it": "{c}° secolo · una carta dà {g} influenza",
            "en": "{c}th century · a card gives {g} influence",
        },
        "no_century": {"it": "tutte le tessere pace sono piazzate", "en": "every peace tile is placed"},
        "ending": {"it": "Ultimo turno: {why}", "en": "Final turn: {why}"},
        "pts": {"it": "{n punto|punti}", "en": "{n pt|pts}"},
        "cards": {"it": "{n carta|carte}", "en": "{n card|cards}"},
        "committed": {"it": "{n coperta|coperte}", "en": "{n} face down"},
        "tiles_left": {"it": "Tessere", "en": "Tiles"},
        "none": {"it": "nessuna", "en": "none"},
        "influence": {"it": "Influenza (ultima casella {n})", "en": "Influence (last space {n})"},
        "supply": {"it": "Riserva", "en": "Supply"},
        "deck": {"it": "Mazzo: {n} · scarti: {d}", "en": "Deck: {n} · discard pile: {d}"},
        "conflict": {"it": "Conflitto in {p}", "en": "Conflict in {p}"},
        "pending": {"it": "poi: {p}", "en": "then: {p}"},
        "hand": {"it": "La tua mano", "en": "Your hand"},
        "your_committed": {"it": "Hai giocato coperte: {c}", "en": "You committed: {c}"},
        "set_aside": {"it": "Messe da parte per lo scambio: {c}", "en": "Set aside to exchange: {c}"},
        "shown": {"it": "Mano mostrata a tutti: {c}", "en": "Hand shown to all: {c}"},
        "your_tiles": {"it": "Le tue tessere azione", "en": "Your action tiles"},
        "influence2_pick": {
            "it": "Influenza 2: scegli una tribù (+2) o due tribù (+1 ciascuna)",
            "en": "Influence 2: pick one tribe (+2) or two tribes (+1 each)",
        },
        "influence2_none": {"it": "Influenza 2: scegli prima le tribù", "en": "Influence 2: pick the tribes first"},
        "card_played": {"it": "Carta giocata: {t}", "en": "Card played: {t}"},
        "plays_left": {"it": "carte ancora da giocare: {n}", "en": "card plays left: {n}"},
        # What to do now (issue 16.3): the alternatives the legal choices open, joined by i18n.either.
        "or_card": {"it": "gioca una carta dalla mano", "en": "play a card from your hand"},
        "or_pass": {"it": "passa: nessuna carta si può giocare", "en": "pass: no card can be played"},
        "or_tile": {"it": "usa una tessera azione", "en": "use an action tile"},
        "or_end": {"it": "termina il turno", "en": "end your turn"},
        "do_place": {
            "it": "Piazza il segnalino {del tribe}: tocca una provincia evidenziata",
            "en": "Place a token of {the tribe}: tap a highlighted province",
        },
        "or_influence": {
            "it": "avanza di {n casella|caselle} sul tracciato {del tribe}",
            "en": "move {n space|spaces} up the track of {the tribe}",
        },
        "or_second": {"it": "tocca una provincia per un secondo segnalino", "en": "tap a province for a second token"},
        "do_commit": {"it": "Conflitto {in province}: {what}", "en": "Conflict in {province}: {what}"},
        "or_commit": {"it": "gioca carte coperte", "en": "commit cards face down"},
        "or_commit_done": {"it": "dichiara di aver finito", "en": "say you are done"},
        "do_swap": {
            "it": "Scambio: scegli le carte da scartare ({n messa|messe} da parte), poi scarta e pesca",
            "en": "Exchange: choose the cards to discard ({n} set aside), then discard and draw",
        },
        "do_swap_first": {"it": "Scambio: scegli le carte da scartare", "en": "Exchange: choose the cards to discard"},
        "do_discard": {
            "it": "La tua mano è scoperta: scarta le carte che non puoi giocare, poi termina gli scarti",
            "en": "Your hand is shown: discard the cards you cannot play, then finish discarding",
        },
    },
    "aztlan": {
        "era": {"it": "Era {n}", "en": "Era {n}"},
        "phase_alliance": {"it": "Scelta delle alleanze", "en": "Choice of the alliances"},
        "phase_choice": {"it": "Scelta delle carte potere", "en": "Choice of the power cards"},
        "phase_develop": {"it": "Sviluppo", "en": "Development"},
        "phase_clash": {"it": "Scontri", "en": "Clashes"},
        "phase_score": {"it": "Punteggio", "en": "Scoring"},
        "phase_over": {"it": "Partita finita", "en": "Game over"},
        "vp": {"it": "PV", "en": "VP"},
        "reserve": {"it": "{n} in riserva", "en": "{n} in reserve"},
        "in_hand": {"it": "{n} da piazzare", "en": "{n} to place"},
        "prosperity": {"it": "{n carta prosperità|carte prosperità}", "en": "{n prosperity card|prosperity cards}"},
        "power_used": {"it": "Carte potere", "en": "Power cards"},
        "chosen": {"it": "carta scelta", "en": "card chosen"},
        "not_chosen": {"it": "sta scegliendo…", "en": "choosing…"},
        "deck": {"it": "Mazzo", "en": "Deck"},
        "discard": {"it": "{n scarto|scarti}", "en": "{n discard|discards}"},
        "removed": {"it": "Eliminati", "en": "Removed"},
        "clash_at": {"it": "Scontro in {t}", "en": "Clash in {t}"},
        "power": {"it": "potenza", "en": "power"},
        "screen": {"it": "Dietro il tuo schermo", "en": "Behind your screen"},
        "your_power": {"it": "Carte potere", "en": "Power cards"},
        "this_era": {"it": "questa era", "en": "this era"},
        "your_prosperity": {"it": "Carte prosperità", "en": "Prosperity cards"},
        "no_cards": {"it": "nessuna", "en": "none"},
        "your_pieces": {"it": "Pedine da piazzare: {n}", "en": "Pieces to place: {n}"},
        "wild_preview": {"it": "{choice}: {n} PV", "en": "{choice}: {n} VP"},
        "move_hint": {
            "it": "Spostamento: tocca le tue pedine sul tabellone (o un territorio qui sotto), poi la destinazione.",
            "en": "Move: tap your pieces on the board (or a territory below), then where they go.",
        },
        "place_colour": {"it": "Pedina {del tribe}: scegli un territorio", "en": "{Tribe} piece: choose a territory"},
        "move_from": {"it": "Da {t}: scegli dove spostare", "en": "From {t}: choose where to move"},
        "eagle_pick": {
            "it": "Guerrieri Aquila e Giaguaro: scegli un territorio",
            "en": "Eagle and Jaguar Warriors: choose a territory",
        },
        "canoes_pick": {"it": "Canoe e Zattere: scegli un lago", "en": "Canoes and Rafts: choose a lake"},
        "piece_of": {"it": "pedina {del tribe}", "en": "piece of {the tribe}"},
        "power_card": {"it": "Carta potere {n} ({kind})", "en": "Power card {n} ({kind})"},
        "unused_vp": {"it": "{vp} PV se non usata", "en": "{vp} VP if unused"},
        "joker": {"it": "jolly", "en": "wild"},
        "alliance": {"it": "Alleanza", "en": "Alliance"},
        # The end screen's breakdown of every era scoring (issue 16.9), from the engine's score events.
        "breakdown": {"it": "Come ha contato ogni era", "en": "How each era scored"},
        "breakdown_era": {"it": "Era {era} · {kind}", "en": "Era {era} · {kind}"},
        "wild": {"it": "{kind} (carta jolly)", "en": "{kind} (wild card)"},
        "domain": {
            "it": "{v} PV ({n territorio|territori}, {b} del tipo bonus)",
            "en": "{v} VP ({n territory|territories}, {b} of the bonus type)",
        },
        "blessing_vp": {"it": "{card}: {v} PV", "en": "{card}: {v} VP"},
        "era_total": {"it": "{total} PV", "en": "{total} VP"},
        "zero_domains": {
            "it": "{n possedimento senza il tipo bonus|possedimenti senza il tipo bonus}: 0 PV",
            "en": "{n domain without the bonus type|domains without the bonus type}: 0 VP",
        },
        # What to do now (issue 16.3): the alternatives the legal choices open, joined by i18n.either.
        "do_alliance": {"it": "Scegli la tua alleanza", "en": "Choose your alliance"},
        "do_power": {"it": "Scegli la tua carta potere per questa era", "en": "Choose your power card for this era"},
        "or_place": {
            "it": "piazza una pedina: tocca un territorio evidenziato",
            "en": "place a piece: tap a highlighted territory",
        },
        "or_move": {
            "it": "sposta le tue pedine (toccale, poi tocca la destinazione)",
            "en": "move your pieces (tap them, then where they go)",
        },
        "or_pass": {"it": "non spostare", "en": "do not move"},
        "or_card": {"it": "gioca {card}", "en": "play {card}"},
        "to_place": {"it": "{what} ({n pedina|pedine} da piazzare)", "en": "{what} ({n piece|pieces} to place)"},
        "do_select": {
            "it": "Scegli lo scontro da risolvere: tocca un territorio ({n scontro|scontri} da risolvere)",
            "en": "Choose the clash to resolve: tap a territory ({n clash|clashes} to resolve)",
        },
        "do_decide": {
            "it": "Scontro in {t} vinto: sconfiggi gli altri o coesisti",
            "en": "Clash in {t} won: defeat the others or coexist",
        },
        "do_tie": {"it": "Parità in {t}: {what}", "en": "Tie in {t}: {what}"},
        "or_tie": {"it": "accetta la parità", "en": "accept the tie"},
        "do_rival": {"it": "Scontro in {t}: {what}", "en": "Clash in {t}: {what}"},
        "or_decline": {"it": "lascia così", "en": "leave it as it is"},
        "do_answer": {"it": "Sconfitta in {t}: {what}", "en": "Defeat in {t}: {what}"},
        "or_yield": {"it": "accetta la sconfitta", "en": "accept the defeat"},
        "or_score": {"it": "conta i punti della tua carta potere", "en": "score your power card"},
        "or_score_wild": {
            "it": "conta i punti: scegli il tipo della tua carta jolly",
            "en": "score: choose the type of your wild card",
        },
        "or_blessing": {"it": "gioca prima una Benedizione", "en": "play a Blessing first"},
        "or_canoes": {"it": "gioca prima {card}", "en": "play {card} first"},
        "do_bank1": {
            "it": "{card}: tocca il primo territorio da collegare",
            "en": "{card}: tap the first territory to join",
        },
        "do_bank2": {
            "it": "{card}: tocca il secondo territorio da collegare",
            "en": "{card}: tap the second territory to join",
        },
    },
    "vinci": {
        "round": {"it": "Giro {n}", "en": "Round {n}"},
        "target": {"it": "{n} PV per vincere", "en": "{n} VP to win"},
        "ending": {"it": "ultimo giro", "en": "last round"},
        "bag": {"it": "Sacchetto: {n tessera|tessere}", "en": "Bag: {n tile|tiles}"},
        "wood": {"it": "Legno: {n}", "en": "Wood: {n}"},
        "vp": {"it": "PV", "en": "VP"},
        "virtual": {"it": "virtuale", "en": "virtual"},
        "hand": {"it": "in mano", "en": "in hand"},
        "active": {"it": "Attiva", "en": "Active"},
        "declined": {"it": "In declino", "en": "Declined"},
        "no_civ": {"it": "nessuna civiltà", "en": "no civilisation"},
        "provinces": {"it": "{p} prov. · {t gettone|gettoni}", "en": "{p} prov. · {t token|tokens}"},
        "display": {"it": "Civiltà", "en": "Civilisations"},
        "cost": {"it": "{n} PV", "en": "{n} VP"},
        "free": {"it": "gratis", "en": "free"},
        "tokens_vp": {"it": "+{n} PV", "en": "+{n} VP"},
        "peace": {"it": "Pace", "en": "Peace"},
        "yours": {"it": "La tua civiltà", "en": "Your civilisation"},
        "espionage": {"it": "Spionaggio", "en": "Espionage"},
        "espionage_pick": {"it": "Spionaggio: scegli una provincia", "en": "Espionage: choose a province"},
        "put_pick": {"it": "{n gettone|gettoni} in {region}", "en": "{n token|tokens} in {region}"},
        "reorganise": {"it": "Gettoni da piazzare: {n}", "en": "Tokens to place: {n}"},
        "after": {"it": "poi {n} per: {rest}", "en": "then {n} left for: {rest}"},
        "confirm": {"it": "Conferma: {n gettone|gettoni} in {region}", "en": "Confirm {n token|tokens} in {region}"},
        "less": {"it": "Un gettone in meno", "en": "One token fewer"},
        "more": {"it": "Un gettone in più", "en": "One token more"},
        "turn_info": {"it": "Spie {s} · forti {f}", "en": "Spy {s} · forts {f}"},
        "phase_civ_choice": {"it": "Scelta delle civiltà", "en": "Choosing civilisations"},
        "phase_start": {"it": "Espansione o declino", "en": "Expand or decline"},
        "phase_diplomacy": {"it": "Diplomazia", "en": "Diplomacy"},
        "phase_collect": {"it": "Raccolta dei gettoni", "en": "Collecting tokens"},
        "phase_expand": {"it": "Conquista", "en": "Conquest"},
        "phase_cohesion": {"it": "Coesione", "en": "Cohesion"},
        "phase_abandon": {"it": "Abbandono di province", "en": "Abandoning provinces"},
        "phase_distribute": {"it": "Riorganizzazione", "en": "Reorganisation"},
        "phase_fort": {"it": "Fortificazione", "en": "Fortification"},
        "phase_rebirth": {"it": "Rinascita", "en": "Rebirth"},
        "phase_survivors": {"it": "Superstiti", "en": "Survivors"},
        "phase_over": {"it": "Partita finita", "en": "Game over"},
        # What to do now (issue 16.3): the alternatives the legal choices open, joined by i18n.either.
        "do_civ_choice": {"it": "Scegli una civiltà tra quelle in mostra", "en": "Choose a civilisation on display"},
        "or_expand": {"it": "espandi il tuo impero", "en": "expand your empire"},
        "or_decline": {"it": "mettilo in declino", "en": "put it in decline"},
        "or_peace": {"it": "scegli con chi fare la pace", "en": "choose whom to make peace with"},
        "or_no_peace": {"it": "non fare la pace", "en": "make no peace"},
        "or_abandon": {"it": "tocca una provincia da abbandonare", "en": "tap a province to abandon"},
        "or_collected": {"it": "termina la raccolta", "en": "finish collecting"},
        "or_conquer": {"it": "conquista: tocca una regione evidenziata", "en": "conquer: tap a highlighted region"},
        "or_spy": {"it": "usa lo Spionaggio", "en": "use Espionage"},
        "or_stop": {"it": "termina l'espansione", "en": "end your expansion"},
        "in_hand": {"it": "{what} ({n gettone|gettoni} in mano)", "en": "{what} ({n token|tokens} in hand)"},
        "do_cohesion": {
            "it": "Il tuo impero è diviso: scegli la parte da tenere",
            "en": "Your empire is split: choose the part to keep",
        },
        "do_abandon": {"it": "Tocca una provincia da lasciare", "en": "Tap a province to give up"},
        "do_distribute": {
            "it": "Quanti gettoni {in region}? ({n gettone|gettoni} da piazzare)",
            "en": "How many tokens in {region}? ({n token|tokens} to place)",
        },
        "do_survivors": {
            "it": "I tuoi superstiti: quanti {in region}? ({n gettone|gettoni} da piazzare)",
            "en": "Your survivors: how many in {region}? ({n token|tokens} to place)",
        },
        "or_fort": {"it": "tocca una provincia da fortificare", "en": "tap a province to fortify"},
        "or_no_fort": {"it": "non costruire forti", "en": "build no fort"},
        "or_rebirth": {
            "it": "usa la Rinascita: metti ora il tuo impero in declino",
            "en": "use Rebirth: put your empire in decline now",
        },
        "or_no_rebirth": {"it": "non usarla", "en": "do not use it"},
    },
    "europa": {
        "round": {"it": "Giro {n}", "en": "Round {n}"},
        "setup": {"it": "Preparazione", "en": "Setup"},
        "track": {"it": "Rinforzi: V = {v}", "en": "Reinforcements: V = {v}"},
        "deck": {"it": "Mazzo {d} · scarti {x}", "en": "Draw pile {d} · discards {x}"},
        "removed": {"it": "Fuori gioco: {n}", "en": "Out of the game: {n}"},
        "terr": {"it": "{t} terr. · {armies armata|armate}", "en": "{t} terr. · {armies army|armies}"},
        "cards": {"it": "{n carta|carte}", "en": "{n card|cards}"},
        "hidden": {"it": "armate nascoste: {n}", "en": "hidden armies: {n}"},
        "banners": {"it": "Stendardi", "en": "Banners"},
        "supply": {"it": "+{n} a turno", "en": "+{n} per turn"},
        "allot": {"it": "{n} da piazzare", "en": "{n} to place"},
        "out": {"it": "eliminato", "en": "eliminated"},
        "truces": {"it": "Tregue", "en": "Truces"},
        "battle": {"it": "Battaglia: {a} → {d}", "en": "Battle: {a} → {d}"},
        "hand": {"it": "Le tue carte", "en": "Your cards"},
        "no_cards": {"it": "nessuna carta", "en": "no cards"},
        "do_fortress": {
            "it": "Hai pescato il vessillo: {empire}. Metti la tua fortezza in uno dei suoi territori evidenziati",
            "en": "You drew the banner of the {empire}. Put your fortress in one of its highlighted territories",
        },
        "do_claim": {"it": "Occupa un territorio libero: toccalo", "en": "Claim a free territory: tap it"},
        "do_bulk": {
            "it": "Metti 5 armate: tocca uno dei tuoi territori",
            "en": "Put 5 armies down: tap one of your territories",
        },
        "do_hide": {
            "it": "Scegli in segreto dove stanno le tue armate nascoste",
            "en": "Choose in secret where your hidden armies stand",
        },
        "do_place": {
            "it": "Piazza {n armata|armate}: tocca un tuo territorio, poi scegli quante",
            "en": "Place {n army|armies}: tap one of your territories, then choose how many",
        },
        "do_main": {
            "it": "Attacca da un tuo territorio, gioca una carta, sposta o termina il turno",
            "en": "Attack from one of your territories, play a card, move, or end your turn",
        },
        "do_board": {"it": "Scegli quante armate si imbarcano", "en": "Choose how many armies go aboard"},
        "do_attack": {
            "it": "Scegli con quanti dadi attaccare, o fermati",
            "en": "Choose how many dice to attack with, or stop",
        },
        "do_defend": {"it": "Scegli con quanti dadi difenderti", "en": "Choose how many dice to defend with"},
        "do_advance": {
            "it": "Scegli quante armate entrano nel territorio conquistato",
            "en": "Choose how many armies move into the conquered territory",
        },
        "do_spy_reply": {
            "it": "Una Spia è giocata contro di te: lasciala fare o rispondi con la tua Spia",
            "en": "A Spy is played on you: let it look or answer with your own Spy",
        },
        "do_spy_pick": {"it": "Scegli la carta da togliere", "en": "Choose the card to take away"},
        "do_redistribute": {"it": "Occupa i territori lasciati liberi", "en": "Occupy the territories left empty"},
        "do_count": {"it": "Scegli quante armate spostare", "en": "Choose how many armies move"},
        "do_sail": {"it": "Scegli dove sbarca la flotta", "en": "Choose where the fleet lands"},
        "do_fortify": {
            "it": "Tocca il territorio da cui spostare, poi quello vicino dove arrivare",
            "en": "Tap the territory to move from, then the neighbouring one to move to",
        },
        "play_card": {"it": "{card}: scegli come giocarla", "en": "{card}: choose how to play it"},
        "secret": {"it": "Le tue armate nascoste", "en": "Your hidden armies"},
        "usable": {"it": "utilizzabili ora", "en": "usable now"},
        "spied": {"it": "Carte di {name}", "en": "{name}'s cards"},
        "pending": {"it": "Armate da piazzare: {n}", "en": "Armies to place: {n}"},
        "winner": {"it": "Vince: {name}", "en": "Winner: {name}"},
        "sea_link": {"it": "collegamento via mare", "en": "sea link"},
        "coasts": {"it": "⚓ mare aperto  ◆ Mar Nero", "en": "⚓ open sea  ◆ Black Sea"},
        "phase_fortress": {"it": "Fortezze", "en": "Fortresses"},
        "phase_claim": {"it": "Scelta dei territori", "en": "Claiming territories"},
        "phase_bulk": {"it": "Piazzamento delle armate", "en": "Placing armies"},
        "phase_hide": {"it": "Armate nascoste", "en": "Hidden armies"},
        "phase_place": {"it": "Piazzamento delle armate", "en": "Placing armies"},
        "phase_main": {"it": "Carte e attacchi", "en": "Cards and attacks"},
        "phase_board": {"it": "Ammiraglia", "en": "Flagship"},
        "phase_attack": {"it": "Attacco", "en": "Attack"},
        "phase_defend": {"it": "Difesa", "en": "Defence"},
        "phase_advance": {"it": "Spostamento dopo la conquista", "en": "Conquest move"},
        "phase_spy_reply": {"it": "Spia", "en": "Spy"},
        "phase_spy_pick": {"it": "Spia", "en": "Spy"},
        "phase_redistribute": {"it": "Occupazione dei territori liberati", "en": "Occupying the vacated territories"},
        "phase_count": {"it": "Spostamento di fine turno", "en": "End-of-turn move"},
        "phase_sail": {"it": "Attacco per mare: scelta dello sbarco", "en": "Sea attack: choosing where to land"},
        "phase_fortify": {"it": "Spostamento di fine turno", "en": "End-of-turn move"},
        "phase_over": {"it": "Partita finita", "en": "Game over"},
    },
}
STRINGS.update({f"{game}.{key}": entry for game, words in GAME_STRINGS.items() for key, entry in words.items()})


def text(key: str, lang: str, **values: object) -> str:
    """The string ``key`` in ``lang`` with ``{placeholders}`` filled by the engines' one
    formatter (:func:`game.core.text.fill`: plurals ``{n carta|carte}``, Italian
    articles and elisions ``{a name}``).

    An unknown language falls back to English; an unknown key raises KeyError
    (a bug, caught by the tests).

    >>> text("to_act", "it", name="Arciere"), text("to_act", "it", name="Bruno")
    ('Tocca ad Arciere', 'Tocca a Bruno')
    """
    entry = STRINGS[key]
    template = entry.get(lang, entry[DEFAULT_LANG])
    return fill(template, lang, values) if values else template


def either(keys: list[str], lang: str, capital: bool = True, **values: object) -> str:
    """The alternatives ``keys`` (texts in lower case) as one sentence: "A, b or c" (or, with
    ``capital`` False, the same to end a sentence: "a, b or c").

    >>> either(["attila.or_card", "attila.or_end"], "it")
    'Gioca una carta dalla mano o termina il turno'
    """
    parts = [text(k, lang, **values) for k in keys]
    line = parts[0] if len(parts) == 1 else text("either_or", lang, a=", ".join(parts[:-1]), b=parts[-1])
    return line[:1].upper() + line[1:] if capital else line


def detect_lang(browser_langs: list[str] | tuple[str, ...] | str | None) -> str:
    """Italian when the browser's preferred language is Italian, else English.

    >>> detect_lang(["it-IT", "en"])
    'it'
    >>> detect_lang("en-GB")
    'en'
    """
    if isinstance(browser_langs, str):
        browser_langs = [browser_langs]
    for tag in browser_langs or ():
        primary = str(tag).split("-")[0].lower()
        if primary in LANGS:
            return primary
    return DEFAULT_LANG


def choose_lang(saved: str | None, browser_langs: list[str] | tuple[str, ...] | str | None) -> str:
    """The player's explicit choice if any, else the browser's language."""
    if saved in LANGS:
        return str(saved)
    return detect_lang(browser_langs)


#: Unicode's bidirectional isolates: FIRST STRONG ISOLATE ... POP DIRECTIONAL ISOLATE.
_FSI, _PDI = "\u2068", "\u2069"
#: The isolate controls a value may not carry inside (a stray PDI would end our isolate early).
_ISOLATE_CONTROLS = dict.fromkeys(map(ord, "\u2066\u2067\u2068\u2069"))


def isolate(value: str) -> str:
    """A player-supplied text (a name, a save's name) wrapped so its direction cannot flip the
    sentence around it: right-to-left text or override characters inside stay inside.

    >>> isolate("\u202eAda") == "\u2068\u202eAda\u2069"
    True
    """
    return _FSI + value.translate(_ISOLATE_CONTROLS) + _PDI
