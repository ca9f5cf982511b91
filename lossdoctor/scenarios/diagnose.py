"""Scenarios for the at-a-glance diagnoses: thrashing instability, degenerate training, epoch
boundaries, running means and multi-component losses, with their negative controls.

Importing this module adds its scenarios to `CATALOGUE` (and the controls to `NEGATIVE`).
"""

from __future__ import annotations

import numpy as np

from lossdoctor.scenarios import catalogue
from lossdoctor.scenarios.base import EPOCH, Scenario, Segment, Truth
from lossdoctor.scenarios.catalogue import ALL_KINDS, _Run, _quiet_except
from lossdoctor.scenarios.curves import CurveParams

# Kinds the spike-family detectors must not report inside a thrashing or dead stretch.
NOISY_KINDS = ("spike", "dip", "grokking", "divergence", "plateau", "repeated_data")

# Peak excursion ranges (ratio to the best loss) by severity.
SEVERITY = {"mild": (2.5, 6.0), "moderate": (5.0, 20.0), "severe": (10.0, 100.0)}


def _thrash(run: _Run, start: int, calm: int | None, peaks: tuple[float, float]) -> np.ndarray:
    """The log excess of a run that blows up at `start` and thrashes until `calm`.

    Bursts arrive every 5-40 steps; each jumps to a random multiple of the loss (log-uniform
    in `peaks`) and decays with a time constant of 10-60 steps. Their size shrinks towards
    `calm` (the schedule decaying), and the excess is gone after it.
    """
    total = run.total
    stop = total if calm is None else calm
    excess = np.zeros(total)
    at = start
    while at < stop:
        progress = (at - start) / max(stop - start, 1)
        fade = 1.0 if calm is None else 1.0 - 0.6 * progress
        peak = float(run.rng.uniform(np.log(peaks[0]), np.log(peaks[1]))) * fade
        tau = float(run.rng.uniform(10, 60))
        dt = np.arange(total - at, dtype=np.float64)
        burst = peak * np.exp(-dt / tau)
        excess[at:] = np.maximum(excess[at:], burst)
        at += int(run.rng.integers(5, 40))
    if calm is not None:
        # After the calm the model is a little worse than its best before the blow-up.
        tail = np.arange(total) >= calm
        excess[tail] = np.log(float(run.rng.uniform(1.05, 1.3))) * np.exp(-(np.arange(total)[tail] - calm) / 800.0)
    return excess


def _instability(seed: int, severity: str, calms: bool = True) -> Scenario:
    run = _Run(seed, 6000)
    start = int(run.rng.integers(300, 1500))
    calm = int(run.rng.integers(start + 1500, 5200)) if calms else None
    run.effects.log_delta += _thrash(run, start, calm, SEVERITY[severity])
    lr = run.lr("cosine")
    truth = Truth("instability", start, calm, tolerance=60,
                  extra={"severity": severity, "end_tolerance": 400})
    name = f"instability_{severity}" + ("" if calms else "_to_end")
    return run.single(name, f"a run that blows up and thrashes ({severity})", [truth], seed,
                      quiet=_quiet_except("instability", *NOISY_KINDS, "nan"), lr=lr)


def instability_mild(seed: int) -> Scenario:
    """Thrashing at 2.5-6x the best loss, calming as the LR decays."""
    return _instability(seed, "mild")


def instability_moderate(seed: int) -> Scenario:
    """Thrashing at 5-20x the best loss."""
    return _instability(seed, "moderate")


def instability_severe(seed: int) -> Scenario:
    """Thrashing at 10-100x the best loss for thousands of steps."""
    return _instability(seed, "severe")


def instability_to_end(seed: int) -> Scenario:
    """Thrashing that never calms down before the run ends."""
    return _instability(seed, "moderate", calms=False)


def noisy_stable(seed: int) -> Scenario:
    """Control: a very noisy but stable run (small batches, heavy tails)."""
    rng = np.random.default_rng(seed + 30_000)
    params = CurveParams(data_sigma=float(rng.uniform(0.15, 0.3)), step_sigma=0.05, heavy_tails=True)
    run = _Run(seed, 6000, params)
    return run.single("noisy_stable", "a very noisy but stable run", [], seed,
                      quiet=ALL_KINDS, allowed=("spike", "dip"), lr=run.lr())


def one_recovered_spike(seed: int) -> Scenario:
    """Control: one big spike (up to 30x) that takes a few hundred steps to come back."""
    run = _Run(seed, 6000)
    at = int(run.rng.integers(1500, 4000))
    run.effects.spike(at, float(run.rng.uniform(5.0, 30.0)), float(run.rng.uniform(20, 120)))
    return run.single("one_recovered_spike", "a single large spike that recovers", [], seed,
                      quiet=("instability", "degenerate", "epoch_boundary"), lr=run.lr())


catalogue.CATALOGUE.update({fn.__name__: fn for fn in (
    instability_mild, instability_moderate, instability_severe, instability_to_end,
    noisy_stable, one_recovered_spike)})
catalogue.NEGATIVE = (*catalogue.NEGATIVE, "noisy_stable", "one_recovered_spike")


# -- degenerate training -------------------------------------------------------------------

def _hf_steps(run: _Run, every: int = 10) -> np.ndarray:
    """HF Trainer logs every `logging_steps` (10 here) steps, from step `every` on."""
    return (run.steps % every == 0) & (run.steps > 0)


def degenerate_zero_loss(seed: int) -> Scenario:
    """HF Trainer `{'loss': 0.0, 'grad_norm': nan}` at every logged step (labels all masked)."""
    run = _Run(seed, 5000)
    keep = _hf_steps(run)
    steps = run.steps[keep]
    loss = np.zeros(len(steps))
    grad = np.full(len(steps), np.nan)
    epoch = np.round(steps / 1250.0, 4)
    truth = Truth("degenerate", int(steps[0]), int(steps[-1]), tolerance=0, extra={"what": "zero_loss"})
    segment = Segment(steps, {"loss": loss, "grad_norm": grad, "epoch": epoch,
                              "learning_rate": run.lr()[keep]}, EPOCH)
    return Scenario("degenerate_zero_loss", seed, "loss exactly 0.0 and grad norm NaN at every step",
                    [segment], [truth], quiet=_quiet_except("degenerate", "nan"))


def degenerate_constant(seed: int) -> Scenario:
    """The loss freezes at one value from some step on (a detached loss, LR 0)."""
    run = _Run(seed, 5000)
    at = int(run.rng.integers(500, 3000))
    values = run.values()
    values[at:] = values[at]
    grad = np.abs(run.rng.normal(0.5, 0.05, run.total))
    grad[at:] = 0.0
    truth = Truth("degenerate", at, run.total - 1, tolerance=1, extra={"what": "constant_loss"})
    segment = Segment(run.steps, {"loss": values, "grad_norm": grad, "lr": run.lr()}, EPOCH)
    return Scenario("degenerate_constant", seed, "the loss is exactly constant from some step on",
                    [segment], [truth], quiet=_quiet_except("degenerate"))


def degenerate_nan_grad(seed: int) -> Scenario:
    """Every optimizer step is skipped: the grad norm is NaN, the loss only shows batch noise."""
    run = _Run(seed, 4000)
    level = float(run.rng.uniform(2.0, 8.0))
    values = level * np.exp(run.rng.normal(0.0, run.params.data_sigma, run.total))
    grad = np.full(run.total, np.nan)
    truth = Truth("degenerate", 0, run.total - 1, series="grad_norm", tolerance=0,
                  extra={"what": "nonfinite_grad_norm"})
    segment = Segment(run.steps, {"loss": values, "grad_norm": grad}, EPOCH)
    return Scenario("degenerate_nan_grad", seed, "grad norm NaN at every step, the loss flat",
                    [segment], [truth], quiet=_quiet_except("degenerate", "plateau"))


def degenerate_scale_pinned(seed: int) -> Scenario:
    """The fp16 loss scale falls to its floor and stays there: every step overflows."""
    run = _Run(seed, 5000)
    at = int(run.rng.integers(3600, 4100))
    scale = np.full(run.total, 65536.0)
    fall = np.arange(run.total - at)
    scale[at:] = np.maximum(65536.0 / 2.0 ** np.minimum(1 + fall // 3, 16), 1.0)
    floor = at + 3 * 16 - 3
    values = run.values()
    values[floor:] = values[floor] * np.exp(run.rng.normal(0.0, run.params.data_sigma, run.total - floor))
    grad = np.abs(run.rng.normal(0.5, 0.05, run.total))
    grad[at:] = np.inf
    truth = Truth("degenerate", floor, run.total - 1, series="loss_scale", tolerance=3,
                  extra={"what": "loss_scale_pinned"})
    # The fall to the floor is LD502's collapse (halving every 3 steps from `at`).
    collapse = Truth("loss_scale_collapse", at, None, series="loss_scale", tolerance=10)
    segment = Segment(run.steps, {"loss": values, "loss_scale": scale, "grad_norm": grad}, EPOCH)
    return Scenario("degenerate_scale_pinned", seed, "the loss scale collapses to 1 and stays there",
                    [segment], [truth, collapse], quiet=_quiet_except("degenerate", "plateau"))


def fp16_skipped_steps(seed: int) -> Scenario:
    """Control: fp16 with a healthy scaler; the few overflowed steps log an inf/NaN grad norm."""
    run = _Run(seed, 5000)
    scale = 2.0 ** np.clip(15 + run.steps // 400, 0, 16)
    grad = np.abs(run.rng.normal(0.4, 0.05, run.total))
    for k in run.rng.choice(np.arange(200, run.total - 200), int(run.rng.integers(3, 12)), replace=False):
        scale[k:k + 400] /= 2.0
        grad[k] = np.inf if run.rng.random() < 0.5 else np.nan
    return run.single("fp16_skipped_steps", "fp16 with a few skipped (overflowed) steps", [], seed,
                      quiet=ALL_KINDS, loss_scale=scale, grad_norm=grad, lr=run.lr())


catalogue.CATALOGUE.update({fn.__name__: fn for fn in (
    degenerate_zero_loss, degenerate_constant, degenerate_nan_grad, degenerate_scale_pinned,
    fp16_skipped_steps)})
catalogue.NEGATIVE = (*catalogue.NEGATIVE, "fp16_skipped_steps")


# -- epochs: staircases and running means ----------------------------------------------------

def _staircase(seed: int, name: str, with_epoch: bool) -> Scenario:
    """Several epochs over the same data: the loss steps down at every boundary (memorised)."""
    run = _Run(seed, 8000)
    count = int(run.rng.integers(3, 6))
    length = run.total // count
    order = np.concatenate([run.rng.permutation(length) for _ in range(count)])
    order = np.concatenate([order, np.arange(run.total - len(order))])
    truths = []
    for k in range(1, count):
        depth = float(run.rng.uniform(0.08, 0.18))
        run.effects.level(k * length, run.total, -depth)
        truths.append(Truth("epoch_boundary", k * length, tolerance=20, extra={"epoch": k + 1}))
    values = run.values(data_index=order)
    keep = (run.steps % 10 == 0) & (run.steps > 0)  # HF Trainer: every 10 steps
    series = {"loss": values[keep], "learning_rate": run.lr()[keep]}
    if with_epoch:
        series["epoch"] = np.round(run.steps[keep] / length, 4)
    for truth in truths:
        truth.extra["logged_at"] = truth.start_step + 10
    truths = [Truth("epoch_boundary", t.start_step + 10, tolerance=20, extra=t.extra) for t in truths]
    return Scenario(name, seed, f"{count} epochs of the same data, the loss steps down at each boundary",
                    [Segment(run.steps[keep], series, EPOCH)], truths,
                    quiet=_quiet_except("epoch_boundary", "repeated_data", "plateau"))


def epoch_staircase(seed: int) -> Scenario:
    """Multi-epoch staircase with an `epoch` series (HF Trainer)."""
    return _staircase(seed, "epoch_staircase", True)


def epoch_staircase_no_series(seed: int) -> Scenario:
    """The same staircase without an `epoch` series: boundaries from the drops' period."""
    return _staircase(seed, "epoch_staircase_no_series", False)


def _keras(seed: int, name: str, spike: bool, per_epoch: bool) -> Scenario:
    """Keras `batch_loss`: the mean over the epoch so far, reset at each epoch start.

    Small batches make single-batch losses noisy, so the first values of each epoch (means of
    one, two, three batches) jump around: the sawtooth that fakes dips and spikes.
    """
    rng = np.random.default_rng(seed + 40_000)
    run = _Run(seed, 6000, CurveParams(data_sigma=float(rng.uniform(0.1, 0.25)), step_sigma=0.02))
    length = 500
    truths = []
    if spike:
        at = int(run.rng.integers(4, 10)) * length + int(run.rng.integers(150, 400))
        run.effects.spike(at, float(run.rng.uniform(5.0, 10.0)), float(run.rng.uniform(2, 6)))
        truths.append(Truth("spike", at, None, at, recovery="fast", series="batch_loss", tolerance=3))
    raw = run.values()
    mean = np.empty(run.total)
    for start in range(0, run.total, length):
        part = raw[start:start + length]
        mean[start:start + length] = np.cumsum(part) / np.arange(1, len(part) + 1)
    segment = Segment(run.steps, {"batch_loss": mean}, EPOCH)
    if per_epoch:
        epochs = np.arange(run.total // length)
        segment.sparse["epoch_loss"] = (epochs, mean[length - 1::length][:len(epochs)])
    return Scenario(name, seed, "Keras running-mean batch_loss (resets every epoch)", [segment], truths,
                    quiet=_quiet_except(*(("spike",) if spike else ())))


def keras_running_mean(seed: int) -> Scenario:
    """Control: Keras batch_loss and epoch_loss; the resets are not spikes, dips or divergence."""
    return _keras(seed, "keras_running_mean", False, True)


def keras_running_mean_alone(seed: int) -> Scenario:
    """Control: Keras batch_loss alone (epochs from the resets)."""
    return _keras(seed, "keras_running_mean_alone", False, False)


def keras_running_mean_spike(seed: int) -> Scenario:
    """A one-batch spike hidden in a running mean: it shows once the mean is de-averaged."""
    return _keras(seed, "keras_running_mean_spike", True, True)


# -- multi-component losses ------------------------------------------------------------------

def multi_component(seed: int) -> Scenario:
    """detectron2-style `total_loss` plus its terms; one spike hits three terms at once."""
    run = _Run(seed, 5000)
    at = int(run.rng.integers(1500, 3500))
    names = ["loss_ce_0", "loss_ce_1", "loss_ce_2", "loss_mask_0", "loss_dice_0", "loss_bbox"]
    weights = run.rng.dirichlet(np.ones(len(names)) * 3)
    hit = set(run.rng.choice(len(names), 3, replace=False).tolist())
    from lossdoctor.scenarios.curves import Effects

    terms = {}
    magnitude = float(run.rng.uniform(3.0, 6.0))
    for k, name in enumerate(names):
        effects = Effects(run.steps)
        if k in hit:
            effects.spike(at, magnitude, float(run.rng.uniform(3, 10)))
        terms[name] = weights[k] * run.values(effects)
    total = np.sum(list(terms.values()), axis=0)
    truth = Truth("spike", at, None, at, series="total_loss", tolerance=3,
                  extra={"driven_by": sorted(names[k] for k in hit)})
    segment = Segment(run.steps, {"total_loss": total, **terms, "lr": run.lr()}, EPOCH)
    return Scenario("multi_component", seed, "a total loss and six terms; one spike in three terms",
                    [segment], [truth], quiet=_quiet_except("spike"))


catalogue.CATALOGUE.update({fn.__name__: fn for fn in (
    epoch_staircase, epoch_staircase_no_series, keras_running_mean, keras_running_mean_alone,
    keras_running_mean_spike, multi_component)})
catalogue.NEGATIVE = (*catalogue.NEGATIVE, "keras_running_mean", "keras_running_mean_alone")


# Every scenario of this module, positives and controls (the quality benchmark's --diagnose set).
SCENARIOS: tuple[str, ...] = (
    "instability_mild", "instability_moderate", "instability_severe", "instability_to_end",
    "noisy_stable", "one_recovered_spike", "degenerate_zero_loss", "degenerate_constant",
    "degenerate_nan_grad", "degenerate_scale_pinned", "fp16_skipped_steps", "epoch_staircase",
    "epoch_staircase_no_series", "keras_running_mean", "keras_running_mean_alone",
    "keras_running_mean_spike", "multi_component", "wsd_decay", "spike_slow", "heavy_tailed")
