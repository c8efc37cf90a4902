"""tools.calibrate: the fit finds the scale that made the outcomes, and a short run reports it."""

from __future__ import annotations

import random

import pytest

from game.bots import eval_attila
from tools import calibrate


def outcomes(scale: float, n: int, seed: int) -> list[tuple[float, float]]:
    """Leads and the outcomes drawn with the chances ``lead_value`` gives them at ``scale``."""
    rng = random.Random(seed)
    leads = [rng.uniform(-40.0, 40.0) for _ in range(n)]
    return [(x, 1.0 if rng.random() < calibrate.predicted(x, scale) else 0.0) for x in leads]


@pytest.mark.parametrize("scale", [3.0, 12.0, 40.0])
def test_the_fit_recovers_the_scale_the_outcomes_were_drawn_with(scale: float) -> None:
    fitted = calibrate.fit_scale(outcomes(scale, 6000, int(scale)))
    assert abs(fitted - scale) / scale < 0.2


def test_an_overconfident_scale_loses_to_a_coin_and_the_fit_beats_both() -> None:
    pairs = outcomes(30.0, 4000, 7)
    fitted = calibrate.fit_scale(pairs)
    assert calibrate.log_loss(pairs, fitted) < calibrate.log_loss(pairs, None) < calibrate.log_loss(pairs, 2.0)


def test_a_run_plays_the_games_and_reports_both_judgements(capsys: pytest.CaptureFixture[str]) -> None:
    samples = calibrate.play("attila", 2, 3, "easy", 0.0)
    assert len(samples) % 2 == 0 and samples[0][2] + samples[1][2] == 1.0  # each decision: both seats, one outcome
    assert [s[2] for s in samples[:2]] * (len(samples) // 2) == [s[2] for s in samples]
    names = calibrate.term_names("attila", 2)
    assert names == list(eval_attila.REPLY_TERMS) and all(len(s[3]) == len(names) for s in samples)
    assert all(abs(sum(s[3]) - s[1]) < 1e-9 for s in samples)  # the terms add up to the lead with the reply model
    assert calibrate.main(["attila", "--players", "2", "--seeds", "3:5", "--level", "easy"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("plain: fitted scale ") and "with the reply model: fitted scale " in out
    assert f"(module: {eval_attila.SCALE:g})" in out
    assert "terms, fitted weight as a multiple of the module's: points " in out and " contested " in out


def test_the_weights_fit_recovers_a_term_that_says_nothing_of_the_winner() -> None:
    rng = random.Random(5)
    leads = [(rng.uniform(-30, 30), rng.uniform(-30, 30), rng.uniform(-30, 30)) for _ in range(5000)]
    # Outcomes drawn from the first two terms alone, the second twice as telling as the first.
    rows = [(x, 1.0 if rng.random() < calibrate.predicted(x[0] / 20 + x[1] / 10, 1.0) else 0.0) for x in leads]
    start = [1 / 15] * 3
    first, second, third = calibrate.fit_weights(rows, start)
    assert abs(first - 1 / 20) < 0.015 and abs(second - 1 / 10) < 0.02 and abs(third) < 0.01
    assert calibrate.weighted_loss(rows, [first, second, third]) < calibrate.weighted_loss(rows, start)
