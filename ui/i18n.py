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
    "cancel": {"it": "Annulla", "en": "Cancel"},
    "rules": {"it": "Regole", "en": "Rules"},
    "close": {"it": "Chiudi", "en": "Close"},
    "log": {"it": "Cronaca", "en": "Log"},
    "your_area": {"it": "La tua mano", "en": "Your hand"},
    "choices": {"it": "Scelte", "en": "Choices"},
    "to_act": {"it": "Tocca a {name}", "en": "{name} to play"},
    "to_act_many": {"it": "Scelta segreta: {names}", "en": "Secret choice: {names}"},
    "waiting_bot": {"it": "{name} sta pensando…", "en": "{name} is thinking…"},
    "handoff_title": {"it": "Passa il dispositivo a {name}", "en": "Pass the device to {name}"},
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
    "suggest_option": {"it": "Suggerimenti di mossa", "en": "Move suggestions"},
    "why_bot": {"it": "Perché {name} ha fatto questa mossa?", "en": "Why did {name} make that move?"},
    "imported_bad_file": {"it": "Il file non è leggibile.", "en": "The file cannot be read."},
    "rename_prompt": {"it": "Nuovo nome della partita", "en": "New name for the game"},
    "persist_denied": {
        "it": "Il browser potrebbe cancellare i dati del sito: esporta le partite importanti.",
        "en": "The browser may clear site data: export the games you care about.",
    },
    "spectator": {"it": "Tavolo", "en": "Table"},
}


def text(key: str, lang: str, **values: object) -> str:
    """The string ``key`` in ``lang`` with ``{placeholders}`` filled.

    An unknown language falls back to English; an unknown key raises KeyError
    (a bug, caught by the tests).
    """
    entry = STRINGS[key]
    template = entry.get(lang, entry[DEFAULT_LANG])
    return template.format(**values) if values else template


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
