"""Why a bot chose what it chose, in words a player reads ("why?").

A bot judges its choices with the game's evaluation, whose terms have names
(``TERMS`` and ``lead_terms`` in ``game/bots/eval_<game>.py``).  The
explanation compares the choice with the runner-up (the best other choice by
the bot's own judgement; for hard and expert when the play-outs made them
leave their first pick, that pick): it plays both to the end of the seat's
move as the bot judged them, takes the seat's lead in each term after each
over one rival (the best other seat after the runner-up), and names the
terms that differ most, for and against, on the side they add up to
(:func:`worth_naming`), in Italian and English.  When the play-outs decided, it says in
how many of them the choice did better.  When the runner-up is as good by
every term (a tie broken at random), it says so and names what the choice
gains over the best choice it beats, so a tie still tells the player why.

:func:`explain_choice` serves :attr:`game.bots.Thinking.explanation` (the
seat's own suggestion: judged on the seat's own determinization, so it says
nothing the seat cannot know); :func:`explain_move` explains a move already
made by a bot seat to everyone at the table, so it judges the move on a
determinization of the *public* view: what the bot alone knows (its cards,
its hidden armies) is re-sampled, and a move only that knowledge allows, or one
the table cannot tell from the others by what it sees (a secret pick), is said
to be decided on what only that player knows.  A move the table saw (a tile
played) is judged on a public determinization where it is legal.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from game.core.choice import Choice, find
from game.core.protocol import Game, Seat, visible_events
from game.core.rng import Rng

from .evaluation import Evaluate, evaluator_for, plugin_for, tuning_for, uses_replies
from .lookahead import Control, run, sequence_values, step_values, still_deciding
from .settings import LEVELS, Settings

LANGS = ("it", "en")
MOST_REASONS = 3  # design value: "the two or three considerations it weighed most"
NEGLIGIBLE = 0.05  # design value: a term that moved less than this (evaluation units) is not worth naming
PUBLIC_WORLDS = 8  # design value: public determinizations tried for one where the bot's move is legal
RULE_ROLLS = 8  # design value: rolls of a rule's dice tried for the bot's move (the table never saw its own)
MINOR_SHARE = 0.15  # design value: a reason smaller than this share of the largest is left out
TIE_TRIES = 3  # design value: lower-valued choices compared, best first, for one the terms tell from a tied choice

#: Sentences of an explanation; ``{runner}`` is the runner-up, ``{reasons}`` a list of terms.
SENTENCES: dict[str, dict[str, str]] = {
    "only": {"it": "È l'unica mossa possibile.", "en": "It is the only possible move."},
    "wins": {"it": "Con questa mossa vince la partita.", "en": "This move wins the game."},
    "rule": {
        "it": "Segue le regole del giocatore virtuale del regolamento.",
        "en": "It follows the rulebook's rules for virtual players.",
    },
    "rule_kept": {
        "it": "Segue le regole del giocatore virtuale del regolamento: le sue simulazioni non hanno trovato di meglio.",
        "en": "It follows the rulebook's rules for virtual players: its play-outs found nothing better.",
    },
    "hidden": {
        "it": "Ha deciso su ciò che solo quel giocatore sa (le sue carte o le sue mosse segrete).",
        "en": "It decided on what only that player knows (its cards or secret moves).",
    },
    "planned": {
        "it": "Prosegue la mossa che aveva studiato al passo precedente, andata come previsto.",
        "en": "It carries on the move it worked out at its previous step, which went as foreseen.",
    },
    "equal": {
        "it": "Vale quanto «{runner}» sotto ogni aspetto: scelta a caso tra mosse equivalenti.",
        "en": "It is as good as “{runner}” by every measure: picked at random among equal moves.",
    },
    "tied": {
        "it": "Vale quanto «{runner}» sotto ogni aspetto; è preferita a «{beaten}» per: {reasons}.",
        "en": "It is as good as “{runner}” by every measure; preferred to “{beaten}” for: {reasons}.",
    },
    "for": {"it": "Preferita a «{runner}» per: {reasons}.", "en": "Preferred to “{runner}” for: {reasons}."},
    "narrow": {"it": "Preferita a «{runner}» di poco.", "en": "Preferred to “{runner}” by a narrow margin."},
    "beyond": {
        "it": "Scelta al posto di «{runner}» per ragioni che vanno oltre la fine della mossa"
        " (ciò che prevede per i turni a venire, o ciò che solo quel giocatore sa).",
        "en": "Chosen over “{runner}” for reasons beyond the end of the move"
        " (what it foresees of the turns to come, or what only that player knows).",
    },
    "beyond_open": {
        "it": "Scelta al posto di «{runner}» per ciò che prevede dei turni a venire, oltre la fine della mossa.",
        "en": "Chosen over “{runner}” for what it foresees of the turns to come, beyond the end of the move.",
    },
    "favour": {"it": "A favore: {reasons}.", "en": "For it: {reasons}."},
    "against": {"it": "A sfavore: {reasons}.", "en": "Against it: {reasons}."},
    "replies": {
        "it": "Giocando le risposte degli avversari ha fatto meglio di «{runner}» in {better} prove su {trials}"
        " (peggio in {worse}).",
        "en": "Playing out the other players' replies, it did better than “{runner}” in {better} of {trials} trials"
        " (worse in {worse}).",
    },
    "score": {"it": "punteggio", "en": "score"},
}


@dataclass(frozen=True)
class Reason:
    """One consideration: a term of the evaluation and how much more (negative:
    less) of it the choice gives than the runner-up, in the evaluation's units."""

    term: str
    delta: float
    label: dict[str, str]  # the term's name per language


@dataclass(frozen=True)
class Explanation:
    """Why ``choice`` rather than ``runner_up``.

    ``kind``: ``only`` (nothing else was possible), ``wins``, ``terms`` (the
    evaluation's terms decided), ``replies`` (the play-outs decided:
    ``better`` of ``trials`` went the choice's way, ``worse`` the other
    way), ``equal``, ``tied`` (``runner_up`` is as good by every term, and
    ``reasons`` and ``against`` weigh the choice against ``beaten``, the best
    choice it beats that the terms tell apart), ``beyond`` (the judgement of the
    finished move ranks ``runner_up`` higher, so the choice came from what the bot
    looked ahead to or alone knows; ``reasons`` says what it gains all the same and
    ``against`` what it gave up), ``rule``
    (Vinci's virtual players), ``rule_kept`` (a search that started from the game's
    rule kept its pick where the evaluation alone ranks another higher), ``hidden`` (:func:`explain_move` only),
    ``planned`` (the next step of a searched move, :mod:`game.bots.plan`).
    ``texts`` holds the sentence in each language.
    """

    choice: Choice
    runner_up: Choice | None
    kind: str
    reasons: tuple[Reason, ...] = ()
    against: tuple[Reason, ...] = ()
    better: int = 0
    worse: int = 0
    trials: int = 0
    beaten: Choice | None = None
    texts: dict[str, str] = field(default_factory=dict)

    def text(self, lang: str) -> str:
        """The explanation in ``lang`` (``it`` or ``en``; anything else: English)."""
        return self.texts.get(lang, self.texts.get("en", ""))

    def to_json(self) -> dict[str, Any]:
        """Plain data (for a worker to post): kind, texts, the terms and the trials."""
        return {
            "kind": self.kind,
            "choice": self.choice.label,
            "runner_up": self.runner_up.label if self.runner_up is not None else None,
            "reasons": [{"term": r.term, "delta": r.delta} for r in self.reasons],
            "against": [{"term": r.term, "delta": r.delta} for r in self.against],
            "better": self.better,
            "worse": self.worse,
            "trials": self.trials,
            "beaten": self.beaten.label if self.beaten is not None else None,
            "texts": dict(self.texts),
        }


def _number(value: float, lang: str) -> str:
    """``+1.2`` / ``+1,2`` (Italian decimal comma), with a real minus sign."""
    text = f"{value:+.1f}".replace("-", "−")
    return text.replace(".", ",") if lang == "it" else text


def _listed(reasons: Sequence[Reason], lang: str) -> str:
    return ", ".join(f"{r.label.get(lang, r.term)} ({_number(r.delta, lang)})" for r in reasons)


def _texts(game: Game, e: Explanation) -> dict[str, str]:
    out = {}
    describe = getattr(game, "choice_text", None)

    def named(choice: Choice | None, lang: str) -> str:
        if choice is None:
            return ""
        return describe(choice, lang) if describe is not None else choice.label

    for lang in LANGS:
        runner = named(e.runner_up, lang)
        if e.kind in ("only", "wins", "rule", "rule_kept", "hidden", "equal", "planned"):
            out[lang] = SENTENCES[e.kind][lang].format(runner=runner)
            continue
        parts = []
        if e.kind == "replies":
            text = SENTENCES["replies"][lang]
            parts.append(text.format(runner=runner, better=e.better, worse=e.worse, trials=e.trials))
        if e.kind == "tied":
            text = SENTENCES["tied"][lang]
            parts.append(text.format(runner=runner, beaten=named(e.beaten, lang), reasons=_listed(e.reasons, lang)))
        elif e.kind in ("beyond", "replies"):
            # The runner-up is named already, and what decided is not the terms: they are
            # what the move gains and gives up, whichever way they add up.
            if e.kind == "beyond":
                # In a game with nothing hidden, nothing is known to that player alone.
                beyond = "beyond" if game.SPEC.hidden_information else "beyond_open"
                parts.append(SENTENCES[beyond][lang].format(runner=runner))
            if e.reasons:
                parts.append(SENTENCES["favour"][lang].format(reasons=_listed(e.reasons, lang)))
        elif e.reasons:
            parts.append(SENTENCES["for"][lang].format(runner=runner, reasons=_listed(e.reasons, lang)))
        elif e.kind == "terms":
            # The named terms all favour the runner-up: the rest of the evaluation tipped it.
            parts.append(SENTENCES["narrow"][lang].format(runner=runner))
        if e.against:
            parts.append(SENTENCES["against"][lang].format(reasons=_listed(e.against, lang)))
        out[lang] = " ".join(parts)
    return out


def _finish(
    game: Game, state: Any, seat: Seat, choice: Choice, evaluate: Evaluate, settings: Settings, rng: Rng
) -> Any:
    """The state once ``seat`` has played ``choice`` and finished its move, each
    further step the best-looking of at most ``sequence_width`` choices."""
    state, _ = game.apply(state, seat, choice)
    for _ in range(settings.sequence_depth):
        if not still_deciding(game, state, seat):
            break
        choices = game.legal(state, seat)
        if len(choices) > settings.sequence_width:
            choices = rng.shuffled(choices)[: settings.sequence_width]
        judged = run(step_values(game, state, seat, choices, evaluate))
        state = max(judged, key=lambda vc: vc[0])[1]
    return state


def _terms(
    game: Game, state: Any, seat: Seat, level: str, rival: Seat | None = None
) -> tuple[dict[str, float], dict[str, tuple[str, str]]]:
    """The seat's lead per term over ``rival`` (by default the best other seat) as a ``level``
    bot weighs them, and the terms' names; the score margin for a game without terms."""
    plugin = plugin_for(game)
    lead_terms = plugin.expert_lead_terms if level == "expert" and plugin.expert_lead_terms else plugin.lead_terms
    if lead_terms is not None and plugin.terms:
        return lead_terms(state, seat, uses_replies(game, level), rival), dict(plugin.terms)
    scores = game.score(state)
    if rival is None:
        rival = max((s for s in range(len(scores)) if s != seat), key=lambda s: scores[s], default=None)
    margin = scores[seat] - (scores[rival] if rival is not None else 0)
    return {"score": float(margin)}, {"score": (SENTENCES["score"]["it"], SENTENCES["score"]["en"])}


def _rival(game: Game, state: Any, seat: Seat, level: str) -> Seat | None:
    """The other seat ``state`` leaves best placed by the terms a ``level`` bot weighs (the one
    the seat's lead there is smallest over); None at a table of one."""
    others = [s for s in range(len(game.score(state))) if s != seat]
    if not others:
        return None
    return min(others, key=lambda s: sum(_terms(game, state, seat, level, s)[0].values()))


def worth_naming(deltas: Sequence[Reason]) -> list[Reason]:
    """The reasons worth naming among ``deltas`` (all the terms): at most ``MOST_REASONS``,
    largest first, none negligible or minor beside the largest, and together on the side
    the terms add up to, so that an explanation never names more weight against the choice
    than for it when its terms favour it (nor the other way round).  A named reason of the
    wrong side gives way, smallest first, to the next reason of the right side.

    >>> r = [Reason(t, d, {}) for t, d in (("a", 11.8), ("b", -8.6), ("c", -6.2), ("d", 4.2))]
    >>> [x.term for x in worth_naming(r)]
    ['a', 'b', 'd']
    """
    side = 1.0 if sum(r.delta for r in deltas) >= 0 else -1.0
    ranked = sorted(deltas, key=lambda r: -abs(r.delta))
    largest = abs(ranked[0].delta) if ranked else 0.0
    worth = [r for r in ranked if abs(r.delta) >= max(NEGLIGIBLE, MINOR_SHARE * largest)]
    chosen, rest = worth[:MOST_REASONS], worth[MOST_REASONS:]
    while side * sum(r.delta for r in chosen) < 0:
        chosen.remove(min((r for r in chosen if side * r.delta < 0), key=lambda r: abs(r.delta)))
        right = next((r for r in rest if side * r.delta > 0), None)
        if right is not None:
            rest.remove(right)
            chosen.append(right)
    return sorted(chosen, key=lambda r: -abs(r.delta))


def compare(
    game: Game,
    world: Any,
    seat: Seat,
    choice: Choice,
    runner_up: Choice,
    evaluate: Evaluate,
    level: str,
    settings: Settings,
    seed: int,
) -> tuple[str, tuple[Reason, ...], tuple[Reason, ...]]:
    """(kind, reasons for, reasons against) of ``choice`` over ``runner_up`` on ``world``,
    in the terms a ``level`` bot weighs.  Both finished boards are measured against one
    rival, the best other seat after the runner-up: against each board's own best other
    seat, a move that changes who comes second would read as a gain or loss in every term
    where the two rivals differ.  Measured so, the terms add up to at least the difference
    in the seat's lead over its best other seat, so a move that improves it never reads as
    a loss."""
    chosen = _finish(game, world, seat, choice, evaluate, settings, Rng(seed))
    if game.is_over(chosen) and game.ranking(chosen)[seat] == 1:
        return "wins", (), ()
    other = _finish(game, world, seat, runner_up, evaluate, settings, Rng(seed))
    rival = _rival(game, other, seat, level)
    mine, names = _terms(game, chosen, seat, level, rival)
    theirs, _ = _terms(game, other, seat, level, rival)
    deltas = [Reason(k, mine[k] - theirs.get(k, 0.0), dict(zip(LANGS, names.get(k, (k, k))))) for k in mine]
    kept = worth_naming(deltas)
    reasons = tuple(r for r in kept if r.delta > 0)
    against = tuple(r for r in kept if r.delta < 0)
    return ("terms" if kept else "equal"), reasons, against


def explain_choice(
    game: Game,
    world: Any,
    seat: Seat,
    level: str,
    choice: Choice,
    ctl: Control,
    settings: Settings,
    legal_count: int,
    seed: int = 0,
) -> Explanation:
    """Why a bot of ``level`` picked ``choice`` on its determinization ``world``,
    from what its search left in ``ctl`` (its judgement of each choice, and for
    hard and expert the play-outs)."""
    if legal_count <= 1:
        return _made(game, Explanation(choice, None, "only"))
    if ctl.rule:
        return _made(game, Explanation(choice, None, "rule"))
    if ctl.anchor == choice and ctl.values and max(ctl.values.values()) > ctl.values.get(choice, 0.0):
        # Kept the rule's pick where the judgement alone ranks another higher: no term tells why.
        return _made(game, Explanation(choice, None, "rule_kept"))
    others = [(v, i, c) for i, (c, v) in enumerate(ctl.values.items()) if c != choice]
    reference = ctl.reference
    switched = reference is not None and reference != choice
    if switched:
        runner_up: Choice | None = reference
    elif others:
        runner_up = max(others, key=lambda vic: (vic[0], -vic[1]))[2]
    else:
        runner_up = None
    evaluate = evaluator_for(game, level)
    if runner_up is None:
        # The search judged this choice alone: the others were left out as pointless (refine),
        # yet the player sees them, so the move is weighed against the best-looking of them.
        rest = [c for c in game.legal(world, seat) if c != choice]
        if not rest:
            return _made(game, Explanation(choice, None, "only"))
        runner_up = max(rest, key=lambda c: evaluate(game.apply(world, seat, c)[0], seat))
    kind, reasons, against = compare(game, world, seat, choice, runner_up, evaluate, level, settings, seed)
    if kind == "equal" and not switched:
        for beaten in _beaten(ctl.values, choice, runner_up):
            told, for_it, against_it = compare(game, world, seat, choice, beaten, evaluate, level, settings, seed)
            if told == "terms" and for_it and _weight(for_it, against_it) > 0:
                return _made(game, Explanation(choice, runner_up, "tied", for_it, against_it, beaten=beaten))
    judged = ctl.values.get(choice)
    if kind == "terms" and not switched and judged is not None and max(ctl.values.values()) > judged:
        # The judgement of the finished move itself prefers the runner-up (a bot's move explained
        # to the table, picked by its play-outs or on what only it knows): whatever terms favour
        # the move, they are not why it was chosen over the runner-up.
        kind = "beyond"
    if kind == "terms" and not switched and _weight(reasons, against) < 0:
        # The named terms weigh against the move: what tipped it is not among them, so none is
        # given as what it was preferred for.
        reasons = ()
    better = worse = trials = 0
    if switched and kind != "wins":
        mine, theirs = ctl.play_outs.get(choice, []), ctl.play_outs.get(runner_up, [])
        trials = min(len(mine), len(theirs))
        better = sum(1 for a, b in zip(mine, theirs) if a > b)
        worse = sum(1 for a, b in zip(mine, theirs) if a < b)
        kind = "replies"
    return _made(game, Explanation(choice, runner_up, kind, reasons, against, better, worse, trials))


def _weight(reasons: Sequence[Reason], against: Sequence[Reason]) -> float:
    """The named terms added up: what they say for the choice, less what they say against it."""
    return sum(r.delta for r in (*reasons, *against))


def _beaten(values: dict[Choice, float], choice: Choice, runner_up: Choice) -> list[Choice]:
    """The choices the bot's judgement put below ``choice`` (none tied with it), best first,
    at most ``TIE_TRIES``: the ones a tie's explanation may weigh the choice against."""
    mine = values.get(choice)
    if mine is None:
        return []
    lower = [(v, i, c) for i, (c, v) in enumerate(values.items()) if c != runner_up and v < mine]
    return [c for _, _, c in sorted(lower, key=lambda vic: (-vic[0], vic[1]))[:TIE_TRIES]]


def explain_planned(game: Game, choice: Choice) -> Explanation:
    """Why a bot played ``choice`` without thinking afresh: it is the next step of the move
    its previous decision searched, and the game went as it foresaw."""
    return _made(game, Explanation(choice, None, "planned"))


def explain_move(
    game: Game, state: Any, seat: Seat, choice: Choice, level: str = "medium", seed: int = 0
) -> Explanation:
    """Why a bot seat's ``choice`` at ``state`` (before it was played) is a good
    move, judged on the public view alone (module docstring): the choice against
    the best other by the level's evaluation once each move is finished."""
    base = level if level in LEVELS else "medium"
    settings = Settings.for_level(base, tuning=tuning_for(game), players=getattr(state, "players", None))
    for attempt in range(PUBLIC_WORLDS):
        world = game.determinize(state, None, Rng(seed + attempt))
        legal = game.legal(world, seat)
        listed = find(legal, choice)
        if listed is not None:
            break
    if listed is None or not told_apart(game, world, seat, legal, listed):
        return _made(game, Explanation(choice, None, "hidden"))
    if len(legal) == 1:
        return _made(game, Explanation(listed, None, "only"))
    evaluate = evaluator_for(game, level)
    values = run(sequence_values(game, world, seat, legal, evaluate, settings, Control(), Rng(seed)))
    ctl = Control()
    ctl.values = dict(zip(legal, values))
    ctl.anchor = _ruled(game, world, seat, legal, listed, settings, seed)
    return explain_choice(game, world, seat, level, listed, ctl, settings, len(legal), seed)


def _ruled(
    game: Game, world: Any, seat: Seat, legal: Sequence[Choice], choice: Choice, settings: Settings, seed: int
) -> Choice | None:
    """``choice`` if the level starts its search from the game's rule (``rule_anchor``) and the rule
    picks it on ``world`` with one of a few rolls of its dice; None otherwise.  The rolls the bot
    gave the rule are its own, so any roll that picks the move is taken as the one it had."""
    rule = plugin_for(game).rule
    if not settings.rule_anchor or rule is None:
        return None
    rng = Rng(seed)
    for _ in range(RULE_ROLLS):
        ruled = rule(world, seat, rng.next64())
        if ruled is not None and find(legal, ruled) == choice:
            return choice
    return None


def told_apart(game: Game, world: Any, seat: Seat, legal: Sequence[Choice], choice: Choice) -> bool:
    """Whether the table can tell ``choice`` from every other choice in ``legal`` by what it
    sees of the move (its public events on ``world``).  A secret pick (a power card behind a
    hand, the tiles of a swap) shows the same public events whichever was chosen, so
    explaining it would tell the table what it was not."""

    def seen(c: Choice) -> list[Any]:
        return visible_events(game.apply(world, seat, c)[1], None)

    shown = seen(choice)
    return all(seen(c) != shown for c in legal if c != choice)


def _made(game: Game, e: Explanation) -> Explanation:
    return replace(e, texts=_texts(game, e))
