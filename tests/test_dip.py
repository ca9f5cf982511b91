"""LD102 loss-dip: short drops below the curve, never LR drops or the start of training."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from detector_helpers import findings, power_curve, real_runs, run_of, scenario_run, skips
from lossdoctor.detectors.dip import LossDip
from lossdoctor.model import Series, Severity
from lossdoctor.scenarios import generate

RULE = LossDip()


def with_dip(depth: float, length: int, at: int = 3000, sigma: float = 0.02, every: int = 1):  # type: ignore[no-untyped-def]
    steps, values = power_curve(5000, sigma, every=every)
    inside = (steps >= at) & (steps < at + length * every)
    values[inside] /= depth
    return steps, values


def test_dip_fields() -> None:
    [f] = findings(RULE, run_of(loss=with_dip(2.0, 3)))
    assert (f.kind, f.code, f.severity) == ("dip", "LD102", Severity.WARNING)
    assert (f.start_step, f.end_step) == (3000, 3002) and 3000 <= f.peak_step <= 3002
    assert f.fields["magnitude"] == pytest.approx(2.0, rel=0.15)
    assert f.evidence["baseline"] / f.evidence["trough"] == pytest.approx(f.fields["magnitude"], rel=1e-3)
    assert "steps 3000-3002" in f.message and "inspect the training batches" in f.advice[0]


def test_catalogue_dips_are_found_at_their_step() -> None:
    for seed in range(5):
        scenario = generate("dip", seed)
        [truth] = scenario.truths
        [f] = findings(RULE, scenario_run("dip", seed))
        assert f.start_step == truth.start_step and f.end_step == truth.end_step


@pytest.mark.parametrize("name", ["clean", "warmup", "wsd_decay", "step_schedule", "grokking", "multi_epoch",
                                  "repeated_data", "correct_resume", "spike_fast", "many_spikes",
                                  "noisy_wiggles"])
def test_no_dips_in_schedules_drops_or_spikes(name: str) -> None:
    for seed in range(3):
        assert [f.message for f in findings(RULE, scenario_run(name, seed))] == []


def test_steep_start_and_v_shaped_trough_are_not_dips() -> None:
    steps = np.arange(1, 63)
    down = np.linspace(48.0, 11.6, 30)
    up = np.linspace(11.8, 20.4, 32)
    assert findings(RULE, run_of(loss=(steps, np.concatenate([down, up])))) == []
    steps, values = power_curve(3000, 0.01)
    assert findings(RULE, run_of(loss=(steps, values))) == []


def test_long_drop_is_not_a_dip() -> None:
    assert findings(RULE, run_of(loss=with_dip(2.0, 200))) == []
    # Longer dips need a window longer than they are.
    assert findings(LossDip(max_steps=500, window_points=801), run_of(loss=with_dip(2.0, 200)))


def test_heavy_tailed_noise_downgrades_to_info() -> None:
    for seed in range(3):
        found = findings(RULE, scenario_run("heavy_tailed", seed))
        assert all(f.severity is Severity.INFO and "heavy-tailed" in f.message for f in found)


def test_bucket_min_is_evidence() -> None:
    steps, values = power_curve(400, 0.01, every=10)
    low = values.copy()
    low[200] = values[200] / 2.5
    series = Series.named("train/loss", steps, values, bucket_min=low, bucket_max=values)
    [f] = findings(RULE, run_of(train__loss=series))
    assert f.start_step == 2000 and f.evidence["trough"] == pytest.approx(low[200])


def test_sparse_dip() -> None:
    [f] = findings(RULE, run_of(loss=with_dip(1.8, 1, at=300_000, every=100)))
    assert f.start_step == f.end_step == 300_000


def test_skips_and_docs() -> None:
    [s] = skips(RULE, run_of(loss=(np.arange(10), np.full(10, 3.0))))
    assert "at least 20" in s.reason
    assert all(LossDip.documentation().values())
    with pytest.raises(ValueError):
        LossDip(min_ratio=1.0)


@pytest.mark.realdata
def test_real_runs_without_degenerate_batches(realdata: Path) -> None:
    # A clean run, very noisy runs, and a memorising run whose loss falls in staircases.
    for folder in ("mnGPT-llmc-main", "mnGPT-scaleup1b", "hf-whisper-ja-5k"):
        for run in real_runs(realdata, folder):
            assert [f.message for f in findings(RULE, run) if f.severity > Severity.INFO] == []


def test_the_lower_tail_of_per_batch_noise_is_not_a_dip() -> None:
    """A per-batch loss near 0.19 whose ordinary batches reach 0.11 now and then: a 0.117 batch
    is its lower tail, not degenerate data (Lightning I-JEPA, version 10 of the corpus)."""
    folder = (Path(__file__).parent / "realworld" / "cases" / "c4-evilbwala-ijepa-lightning-v10-13-same-seed-relaunches"
              / "files" / "lightning_logs" / "version_10")
    if not folder.exists():
        pytest.skip(f"{folder} is not present")
    from lossdoctor.api import load

    [run] = load([folder]).runs
    assert findings(RULE, run) == []


def test_degenerate_batches_close_together_are_each_a_dip() -> None:
    """Positive control for the lower-tail check: two catalogue dips ten steps apart are both
    below the curve (flagged), so neither hides the other."""
    for seed in range(3):
        scenario = generate("dip", seed)
        [truth] = scenario.truths
        loss = scenario_run("dip", seed).series["loss"]
        values = loss.values.copy()
        at = int(np.searchsorted(loss.steps, truth.start_step))
        values[at + 10:at + 13] = values[at:at + 3]
        found = findings(RULE, run_of(loss=(loss.steps, values)))
        assert [f.start_step for f in found] == [truth.start_step, int(loss.steps[at + 10])]


@pytest.mark.parametrize("name, player", [("Generator Loss", "generator"), ("loss_D", "discriminator")])
def test_a_gan_players_dip_is_a_round_of_the_game(name: str, player: str) -> None:
    # StarGAN-VC's `Generator Loss` falls for one batch when it fools the discriminator: info.
    [f] = findings(RULE, run_of(**{name: with_dip(2.0, 3)}))
    assert f.severity is Severity.INFO and f"the {player} loss of a GAN" in f.message


def test_a_loss_with_a_long_lower_tail_has_no_dip_warnings() -> None:
    """A per-batch loss bounded by 0 (a classifier's all-correct batches, a pairwise loss of
    well-ranked pairs: a Keras CNN, an RWKV reward model and a Faster R-CNN of the corpus) has a
    long lower tail in log units: its low batches are its noise, measured at the 1 % quantile."""
    for seed in range(3):
        rng = np.random.default_rng(seed)
        steps, values = power_curve(5000, 0.1, seed=seed)
        # One batch in ten is easier by a half-normal share (the old upper-tail noise measure
        # called three or four of them dips in every such run).
        easy = rng.random(len(values)) < 0.1
        values[easy] *= np.exp(-np.abs(rng.normal(0, 0.2, int(easy.sum()))))
        assert [f.message for f in findings(RULE, run_of(loss=(steps, values)))
                if f.severity is not Severity.INFO] == []
        # The same run with Gaussian noise keeps its one degenerate batch a warning.
        steps, values = power_curve(5000, 0.1, seed=seed)
        values[3000] /= 4.0
        [f] = findings(RULE, run_of(loss=(steps, values)))
        assert f.severity is Severity.WARNING and f.start_step == 3000
