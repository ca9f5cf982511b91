"""Epoch boundaries (LD302), running means since the epoch start, and what other rules say there."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest

from detector_helpers import findings, power_curve, run_of, scenario_run
from lossdoctor.detectors.epoch_boundary import EpochBoundary
from lossdoctor.detectors.epochs import find_epochs, from_epoch_series
from lossdoctor.detectors.prepare import MEANS, prepare
from lossdoctor.detectors.reconcile import reconcile
from lossdoctor.detectors.running_mean import deaverage, is_running_mean, resets
from lossdoctor.engine import Settings, analyze_run, build_rules
from lossdoctor.model import Finding, Series, Severity
from lossdoctor.scenarios import generate

RULE = EpochBoundary()


@pytest.mark.parametrize("name", ["epoch_staircase", "epoch_staircase_no_series"])
@pytest.mark.parametrize("seed", range(4))
def test_each_boundary_drop_is_reported_as_data_repetition(name: str, seed: int) -> None:
    truths = generate(name, seed).truths
    found = findings(RULE, scenario_run(name, seed))
    assert len(found) == len(truths)
    for truth, f in zip(truths, found):
        assert (f.code, f.kind, f.severity) == ("LD302", "epoch_boundary", Severity.INFO)
        assert abs(f.start_step - truth.start_step) <= truth.tolerance
        assert f.fields["epoch"] == truth.extra["epoch"]
        before, after = f.fields["drop"]
        assert after < before
        assert "the eval loss is the honest metric" in f.message


@pytest.mark.parametrize("seed", range(3))
def test_staircases_are_never_grokking_dips_or_spikes(seed: int) -> None:
    report = analyze_run(scenario_run("epoch_staircase", seed), build_rules(Settings()))
    assert {f.kind for f in report.findings} <= {"epoch_boundary"}, [f.message for f in report.findings]


def test_boundaries_from_an_epoch_series() -> None:
    # HF: fractional, reaches the integer at the last step of the epoch.
    hf = Series.named("epoch", [10, 20, 30, 40, 50], [0.33, 0.67, 1.0, 1.33, 1.67])
    assert from_epoch_series(hf, 10, 50) == (40,)
    # Lightning: integer, changes at the first step of the new epoch.
    pl = Series.named("epoch", [0, 1, 2, 3, 4, 5], [0, 0, 0, 1, 1, 2])
    assert from_epoch_series(pl, 0, 5) == (3, 5)


def test_boundaries_from_steps_per_epoch_in_the_config() -> None:
    steps, values = power_curve(3000, seed=2)
    run = replace(run_of(loss=(steps, values)), params={"steps_per_epoch": 1000})
    epochs = find_epochs(run)
    assert epochs is not None and epochs.starts == (1000, 2000)
    assert "steps_per_epoch" in epochs.source
    both = replace(run_of(loss=(steps, values)), params={"max_steps": 3000, "num_train_epochs": 3})
    found = find_epochs(both)
    assert found is not None and found.starts == (1000, 2000)


def test_one_point_per_epoch_is_not_split() -> None:
    steps = np.arange(0, 50)
    run = run_of(loss=(steps, 3.0 - 0.01 * steps), epoch=(steps, steps.astype(float)))
    assert find_epochs(run) is None and findings(RULE, run) == []


def test_a_grokking_drop_at_a_boundary_becomes_ld302() -> None:
    run = scenario_run("epoch_staircase", 1)
    grok = Finding("LD301", "grokking", Severity.INFO, "loss", 1995, None, 2040, "sudden drop",
                   fields={"drop": [2.8, 2.4]})
    dip = Finding("LD102", "dip", Severity.WARNING, "loss", 4010, 4010, 4010, "dip", fields={"magnitude": 1.4})
    out = reconcile(run, [grok, dip])
    assert [f.code for f in out] == ["LD302"]
    assert out[0].fields == {"epoch": 2, "drop": [2.8, 2.4]} and "not grokking" in out[0].message


def _keras_mean(raw: np.ndarray, length: int) -> np.ndarray:
    out = np.empty(len(raw))
    for start in range(0, len(raw), length):
        part = raw[start:start + length]
        out[start:start + length] = np.cumsum(part) / np.arange(1, len(part) + 1)
    return out


def test_running_means_are_recognised_and_de_averaged_exactly() -> None:
    steps, raw = power_curve(3000, sigma=0.05, seed=4)
    mean = _keras_mean(raw, 300)
    series = Series.named("batch_loss", steps, mean)
    starts = tuple(range(300, 3000, 300))
    assert is_running_mean(series, starts)
    assert not is_running_mean(Series.named("loss", steps, raw), starts)
    flat = deaverage(series, starts)
    assert flat is not None
    np.testing.assert_allclose(flat.values, raw, rtol=1e-9)
    found = resets(series)
    assert found is not None and found[0] == pytest.approx(300) and found[1][:3] == (300, 600, 900)


def test_a_recovered_batch_value_at_or_below_zero_is_left_out_never_a_nan() -> None:
    # Keras prints its running mean to 4 digits: n*M_n - (n-1)*M_(n-1) can land at or below 0 for
    # a batch whose loss was tiny. That is rounding, not a NaN the log printed (a blind case, four
    # healthy CNNs in one Keras log, got LD501 errors from it).
    steps, raw = power_curve(3000, sigma=0.05, seed=4)
    raw = raw.copy()
    raw[[500, 1700]] = -0.5  # what rounding recovers for two tiny batches
    mean = _keras_mean(raw, 300)
    flat = deaverage(Series.named("batch_loss", steps, mean), tuple(range(300, 3000, 300)))
    assert flat is not None and bool(np.isfinite(flat.values).all())
    assert len(flat) == 2998 and 500 not in flat.steps and 1700 not in flat.steps


def test_running_means_logged_every_few_batches_give_interval_means() -> None:
    steps, raw = power_curve(3000, sigma=0.05, seed=5)
    mean = _keras_mean(raw, 500)
    every = np.arange(4, 3000, 5)  # logged every 5 batches, at batch 5, 10, ... of each epoch
    flat = deaverage(Series.named("batch_loss", steps[every], mean[every]), tuple(range(500, 3000, 500)))
    assert flat is not None
    expected = raw.reshape(-1, 5).mean(axis=1)
    np.testing.assert_allclose(flat.values, expected, rtol=1e-9)


def test_a_coarsely_printed_running_mean_is_judged_per_epoch() -> None:
    steps, raw = power_curve(6000, sigma=0.05, seed=6)
    mean = np.round(_keras_mean(raw, 1000), 2)  # printed with 2 decimals
    run = run_of(batch_loss=(steps, mean), epoch=(steps, (steps // 1000).astype(float)))
    view = prepare(run)
    assert view.primary == "batch_loss (epoch means)"
    assert len(view.series["batch_loss (epoch means)"]) == 6
    assert "too coarse" in view.meta[MEANS]["batch_loss (epoch means)"]


def test_a_running_mean_beside_the_instantaneous_value_is_left_out() -> None:
    steps, raw = power_curve(4000, sigma=0.05, seed=7)
    run = run_of(loss=(steps, raw), loss_avg=(steps, _keras_mean(raw, 500)),
                 epoch=(steps, (steps // 500).astype(float)))
    view = prepare(run)
    assert view.series["loss_avg"].role.value == "other" and view.primary == "loss"
    assert "beside 'loss'" in view.meta[MEANS]["loss_avg"]


@pytest.mark.parametrize("name", ["keras_running_mean", "keras_running_mean_alone"])
@pytest.mark.parametrize("seed", range(4))
def test_the_reset_is_never_a_spike_dip_or_divergence(name: str, seed: int) -> None:
    report = analyze_run(scenario_run(name, seed), build_rules(Settings()))
    assert not [f for f in report.findings if f.severity > Severity.INFO], [f.message for f in report.findings]
    assert not [f for f in report.findings if f.kind in ("spike", "dip", "divergence", "grokking")]


@pytest.mark.parametrize("seed", range(4))
def test_a_spike_hidden_by_the_running_mean_shows_after_de_averaging(seed: int) -> None:
    truth = generate("keras_running_mean_spike", seed).truths[0]
    report = analyze_run(scenario_run("keras_running_mean_spike", seed), build_rules(Settings()))
    [spike] = [f for f in report.findings if f.kind == "spike"]
    assert spike.start_step == truth.start_step and spike.series == "batch_loss"
    assert "running mean" in spike.evidence["series_note"]


def test_keras_tensorboard_batch_loss(tmp_path: Path) -> None:
    """A Keras-style TensorBoard folder (written with tensorboard's writer): `batch_loss` is the
    running mean over the epoch (tf-keras #234, NVIDIA-Merlin #862), `epoch_loss` one per epoch."""
    from tensorboard.compat.proto import event_pb2, summary_pb2
    from tensorboard.summary.writer.event_file_writer import EventFileWriter

    from lossdoctor.api import load

    steps, raw = power_curve(4000, sigma=0.04, seed=8)
    raw[2750] *= 5.0  # one bad batch
    mean = _keras_mean(raw, 400)
    folder = tmp_path / "logs" / "train"
    folder.mkdir(parents=True)
    writer = EventFileWriter(str(folder))
    for step, value in zip(steps.tolist(), mean.tolist()):
        summary = summary_pb2.Summary(value=[summary_pb2.Summary.Value(tag="batch_loss", simple_value=value)])
        writer.add_event(event_pb2.Event(wall_time=1.7e9 + step, step=step, summary=summary))
    for epoch in range(10):
        value = float(mean[400 * epoch + 399])
        summary = summary_pb2.Summary(value=[summary_pb2.Summary.Value(tag="epoch_loss", simple_value=value)])
        writer.add_event(event_pb2.Event(wall_time=1.7e9 + 400 * epoch + 399, step=epoch, summary=summary))
    writer.close()
    [run] = load([tmp_path / "logs"]).runs
    report = analyze_run(run, build_rules(Settings()))
    live = [f for f in report.findings if not f.in_dead_fragment]
    assert [(f.kind, f.start_step) for f in live] == [("spike", 2750)], [f.message for f in live]


@pytest.mark.parametrize("seed", range(2))
def test_no_other_scenario_is_taken_for_a_running_mean(seed: int) -> None:
    from lossdoctor.scenarios import CATALOGUE

    for name in CATALOGUE:
        if name.startswith("keras_"):
            continue
        view = prepare(scenario_run(name, seed))
        assert not view.meta.get(MEANS), (name, view.meta.get(MEANS))


def test_alpaca_style_staircase_from_trainer_state(tmp_path: Path) -> None:
    """Shaped after public threads (tatsu-lab/stanford_alpaca #236, lm-sys/FastChat #2025,
    allenai/open-instruct #128): a 3-epoch SFT with `logging_steps 1`, cosine LR with 3%
    warm-up, no eval; the loss steps down at each epoch start. HF logs `epoch` as a fraction."""
    import json

    from lossdoctor.api import load

    rng = np.random.default_rng(11)
    per_epoch, total = 203, 609
    history = []
    for step in range(1, total + 1):
        epoch = step / per_epoch
        level = 1.0 + 0.6 * np.exp(-step / 60.0) - 0.18 * np.floor((step - 1) / per_epoch)
        lr = 2e-5 * min(1.0, step / 18) * 0.5 * (1 + np.cos(np.pi * step / total))
        history.append({"epoch": round(epoch, 2), "learning_rate": lr, "step": step,
                        "loss": round(float(level * np.exp(rng.normal(0, 0.05))), 4)})
    folder = tmp_path / "output"
    folder.mkdir()
    (folder / "trainer_state.json").write_text(json.dumps(
        {"log_history": history, "global_step": total, "max_steps": total, "num_train_epochs": 3,
         "logging_steps": 1, "epoch": 3.0}))
    [run] = load([folder]).runs
    report = analyze_run(run, build_rules(Settings()))
    found = [(f.kind, f.fields.get("epoch")) for f in report.findings]
    assert found == [("epoch_boundary", 2), ("epoch_boundary", 3)], [f.message for f in report.findings]
    for f in report.findings:
        assert abs(f.start_step - per_epoch * (f.fields["epoch"] - 1)) <= 3
        assert any("log an eval loss" in tip for tip in f.advice)


def test_epoch_numbers_of_a_resumed_run() -> None:
    steps, values = power_curve(2000, seed=9)
    steps = steps + 2000  # resumed in epoch 3 of 1000-step epochs
    run = replace(run_of(loss=(steps, values)), params={"steps_per_epoch": 1000})
    epochs = find_epochs(run)
    assert epochs is not None and epochs.starts == (3000,) and epochs.number(3000) == 4
    # HF convention: `epoch` reaches 2.0 at the last step of epoch 2.
    counted = run_of(loss=(steps, values), epoch=(steps, steps / 1000.0))
    found = find_epochs(counted)
    assert found is not None and found.starts == (2001, 3001)
    assert (found.number(2001), found.number(3001)) == (3, 4)


def test_a_periodic_step_schedule_is_not_an_epoch_staircase() -> None:
    """ResNet-style: the LR drops x0.1 every quarter of the run, and so does the loss."""
    steps, values = power_curve(8000, sigma=0.02, seed=12)
    lr = np.full(len(steps), 0.1)
    for k in (1, 2, 3):
        values[steps >= 2000 * k] *= 0.85
        lr[steps >= 2000 * k] *= 0.1
    without_lr = run_of(loss=(steps, values))
    assert find_epochs(without_lr) is not None  # the staircase alone looks like epochs
    with_lr = run_of(loss=(steps, values.copy()), lr=(steps, lr))
    assert find_epochs(with_lr) is None
    assert findings(RULE, with_lr) == []


def test_a_progress_bar_running_mean_counts_batch_one_of_each_epoch() -> None:
    # Keras' progress bar prints batch 1 of every epoch, then every few batches: the first point
    # of an epoch is one batch, not a logging interval's worth (a blind case, four healthy CNNs in
    # one Keras log, got 29x "dips" from the miscount).
    steps, raw = power_curve(3000, sigma=0.05, seed=7)
    mean = _keras_mean(raw, 300)
    every = np.unique(np.concatenate([np.arange(0, 3000, 300), np.arange(4, 3000, 5)]))
    flat = deaverage(Series.named("loss", steps[every] + 1, mean[every]), tuple(range(301, 3000, 300)))
    assert flat is not None
    first = np.isin(every % 300, [0])
    np.testing.assert_allclose(flat.values[first], raw[every[first]], rtol=1e-9)
    np.testing.assert_allclose(flat.values[~first & (every % 300 == 4)], raw.reshape(-1, 5)[:, 1:].mean(axis=1)[::60],
                               rtol=1e-9)


def test_a_recovered_value_the_rounding_dominates_is_left_out() -> None:
    # Late in an epoch one batch's value is n times the change of the printed digit: at batch 285
    # of a 4-decimal mean it is uncertain by +-0.028, on a loss near 0.1 no measurement at all.
    # A classifier's per-batch loss: 3 -> 0.1 over ten epochs, with a wide spread.
    steps = np.arange(3000)
    raw = (3.0 * np.exp(-steps / 600) + 0.05) * np.exp(np.random.default_rng(8).normal(0, 0.8, 3000))
    mean = np.round(_keras_mean(raw, 300), 4)
    # Printed every 6 batches, and at the last two of each epoch (a progress bar's final frames).
    every = np.unique(np.concatenate([np.arange(0, 3000, 6), np.arange(298, 3000, 300), np.arange(299, 3000, 300)]))
    flat = deaverage(Series.named("loss", steps[every] + 1, mean[every]), tuple(range(301, 3000, 300)))
    assert flat is not None
    # The lone last batch of the late epochs (mean near 0.1) is gone; of the first (near 1), kept.
    assert 3000 not in flat.steps and 2700 not in flat.steps and 300 in flat.steps
    kept = np.isin(steps[every] + 1, flat.steps)
    assert kept.mean() > 0.9  # the 6-batch means are kept
