"""A hand-built Report with the at-a-glance diagnoses: instability, degenerate training and
epoch boundaries (with a total loss and its terms), for the format goldens."""

from __future__ import annotations

import numpy as np

from lossdoctor.model import Finding, Fragment, RawRun, Report, RunReport, Series, Severity
from lossdoctor.stitch import stitch

WALL0 = 1_760_000_000.0


def _run(name: str, source: str, steps: np.ndarray, series: dict[str, np.ndarray]) -> RawRun:
    walls = WALL0 + (steps - steps[0]) * 2.0
    fragment = Fragment(source, {k: Series.named(k, steps, v, walls) for k, v in series.items()},
                        wall_start=float(walls[0]))
    return RawRun(name, "jsonl", [fragment], [source])


def sweep_run() -> RunReport:
    """The top of an LR sweep: blows up at step 400 and thrashes until the LR has decayed."""
    rng = np.random.default_rng(5)
    steps = np.arange(0, 4000)
    loss = (2.2 + 9.0 * (steps + 30.0) ** -0.35) * np.exp(rng.normal(0, 0.02, len(steps)))
    chaos = (steps >= 400) & (steps < 2600)
    loss[chaos] *= np.exp(rng.uniform(0.5, 3.5, chaos.sum()))
    lr = 3e-3 * (0.55 + 0.45 * np.cos(np.pi * steps / 4000))
    raw = _run("lr_0.003", "sweep/lr_0.003/metrics.jsonl", steps, {"loss": loss, "lr": lr})
    finding = Finding(
        "LD205", "instability", Severity.ERROR, "loss", 400, 1210, 2600,
        "loss blew up at step 400 and thrashed far above its best (2.95) until step 2599: 91% of the points "
        "above 2x the running best, worst x33.1, 120 separate explosions; it calmed down at step 2600 as the "
        "LR decayed to 38% of its value at the blow-up",
        {"best_before": 2.95, "early_loss": 8.41, "line_ratio": 2.0, "explosions": 120,
         "calm_with_lr_decay": True, "folded_in": "LD101 x4, LD201"},
        ("lower the peak learning rate (try a third of it): the run was unstable from step 400",
         "warm up longer (e.g. 2-5% of the steps), so the LR reaches its peak only once the loss has settled",
         "clip the gradients (e.g. max-norm 1.0) so that one bad batch cannot throw the weights far"),
        fields={"worst": 33.1, "share_above": 0.91, "calmed_at": 2600})
    return RunReport(stitch(raw), (finding,))


def dead_run() -> RunReport:
    """HF Trainer logging {'loss': 0.0, 'grad_norm': nan} at every step."""
    steps = np.arange(10, 1010, 10)
    raw = _run("sft-masked", "output/trainer_state.json", steps,
               {"loss": np.zeros(len(steps)), "grad_norm": np.full(len(steps), np.nan),
                "epoch": steps / 500.0})
    finding = Finding(
        "LD504", "degenerate", Severity.ERROR, "loss", 10, None, 1000,
        "loss is exactly 0 at all 100 logged points: the run is not training (a loss of exactly 0 means "
        "nothing is being learned (no unmasked labels?)); grad_norm is non-finite at 100 of 100 points",
        {"value": 0.0, "points": 100, "of_points": 100, "grad_norm_series": "grad_norm",
         "grad_norm_nonfinite": "100 of 100"},
        ("check the labels: a loss of exactly 0.0 usually means every label is masked (-100)",),
        fields={"what": "zero_loss"})
    return RunReport(stitch(raw), (finding,))


def epochs_run() -> RunReport:
    """A 3-epoch detection fine-tune with a total loss and its terms: steps down at each boundary."""
    rng = np.random.default_rng(9)
    steps = np.arange(10, 3010, 10)
    ce = (0.9 + 2.0 * (steps + 30.0) ** -0.3) * np.exp(rng.normal(0, 0.03, len(steps)))
    ce[steps > 1000] *= 0.9
    ce[steps > 2000] *= 0.9
    mask = 0.5 * ce * np.exp(rng.normal(0, 0.03, len(steps)))
    raw = _run("detr-ft", "output/metrics.json", steps,
               {"total_loss": ce + mask, "loss_ce": ce, "loss_mask": mask, "epoch": steps / 1000.0})
    findings = tuple(
        Finding("LD302", "epoch_boundary", Severity.INFO, "total_loss", at, None, at + 190,
                f"total_loss drops {before} -> {after} at step {at}, where epoch {k} begins: the data repeats "
                f"and the model has memorised it, so this is not progress; the eval loss is the honest metric; "
                f"driven by loss_ce (-0.11), loss_mask (-0.05)",
                {"before": before, "after": after, "epochs_from": "the 'epoch' series", "terms": 2,
                 "driven_by": ["loss_ce", "loss_mask"]},
                ("judge the run by its eval loss from here on: the training loss on repeated data "
                 "under-reports the error",),
                fields={"epoch": k, "drop": [before, after]})
        for k, at, before, after in ((2, 1010, 1.71, 1.55), (3, 2010, 1.52, 1.37)))
    return RunReport(stitch(raw), findings)


def diagnose_report() -> Report:
    """Three runs, one per new kind."""
    return Report(runs=(sweep_run(), dead_run(), epochs_run()), version="0.1.0")
