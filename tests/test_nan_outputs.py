"""LD501: a model's outputs logged NaN while its loss reads finite, and a stated crash of a
launch the run resumed from before."""

from __future__ import annotations

import numpy as np

from detector_helpers import findings, run_of
from lossdoctor.detectors.nan import NonFiniteLoss
from lossdoctor.model import Severity

RULE = NonFiniteLoss()


def _dpo(seed: int, nan_from: int | None, n: int = 12) -> dict:
    """A DPO-style run: loss, rewards/chosen, rewards/margins, logps/chosen every 50 steps; the
    outputs NaN from index `nan_from` on (None: always finite)."""
    rng = np.random.default_rng(seed)
    steps = np.arange(1, n + 1) * 50
    loss = 0.69 * np.exp(-0.05 * np.arange(n)) * np.exp(rng.normal(0, 0.02, n))
    out = {"loss": (steps, loss)}
    for name in ("rewards/chosen", "rewards/margins", "logps/chosen"):
        values = rng.normal(0.0, 1.0, n)
        if nan_from is not None:
            values[nan_from:] = np.nan
        out[name.replace("/", "__")] = (steps, values)
    return out


def test_outputs_nan_to_the_end_while_the_loss_reads_finite_is_a_broken_run() -> None:
    for seed in range(3):
        series = _dpo(seed, 0)
        series["loss"] = (series["loss"][0], np.r_[2.45e9, np.zeros(11)])  # c29 DPO: 2.45e9, then 0.0
        [f] = findings(RULE, run_of(**series))
        assert (f.code, f.severity, f.start_step) == ("LD501", Severity.ERROR, 50)
        assert "logps/chosen" in f.evidence["nonfinite_outputs"] and f.evidence["from_first_point"]


def test_outputs_nan_from_midway_name_the_step() -> None:
    [f] = findings(RULE, run_of(**_dpo(1, 6)))
    assert f.start_step == 350 and not f.evidence["from_first_point"]


def test_finite_outputs_one_nan_batch_and_an_episode_reward_are_quiet() -> None:
    assert findings(RULE, run_of(**_dpo(2, None))) == []
    series = _dpo(3, None)
    steps, values = series["rewards__margins"]
    values = values.copy()
    values[4] = np.nan  # one batch with nothing to compare: it came back
    series["rewards__margins"] = (steps, values)
    assert findings(RULE, run_of(**series)) == []
    # SB3 logs the episode reward NaN until an episode ends: no model output.
    ep = np.full(12, np.nan)
    assert findings(RULE, run_of(loss=series["loss"], rollout__ep_rew_mean=(series["loss"][0], ep))) == []
