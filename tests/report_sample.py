"""A hand-built multi-run Report that exercises every part of the report formats."""

from __future__ import annotations

import numpy as np

from lossdoctor.model import Finding, Fragment, Marker, RawRun, Report, RunReport, Series, Severity, Skip
from lossdoctor.stitch import stitch

WALL0 = 1_760_000_000.0


def _curve(steps: np.ndarray, seed: int, floor: float = 2.0, noise: float = 0.02) -> np.ndarray:
    rng = np.random.default_rng(seed)
    base = floor + 8.0 * (steps + 30.0) ** -0.4
    return base * np.exp(rng.normal(0.0, noise, len(steps)))


def _fragment(source: str, steps: np.ndarray, series: dict[str, np.ndarray], wall: float,
              markers: tuple[Marker, ...] = ()) -> Fragment:
    walls = wall + (steps - steps[0]) * 2.0
    return Fragment(source, {k: Series.named(k, steps, v, walls) for k, v in series.items()},
                    wall_start=float(walls[0]), markers=markers)


def rollback_run() -> RunReport:
    """Three attempts; the first two diverged and were rolled back. Live: a slow spike and a fast one."""
    s1, s2, s3 = np.arange(0, 2600), np.arange(2000, 3500), np.arange(3100, 5000)
    l1 = _curve(s1, 1)
    l1[s1 >= 2300] *= np.exp(0.002 * (s1[s1 >= 2300] - 2300) ** 1.2)
    l2 = _curve(s2, 2)
    l2[s2 >= 3250] *= np.exp(0.004 * (s2[s2 >= 3250] - 3250) ** 1.3)
    l3 = _curve(s3, 3)
    l3[(s3 >= 3900) & (s3 < 3905)] *= 3.0
    slow = s3 >= 4400
    l3[slow] *= 1 + 0.9 * np.exp(-(s3[slow] - 4400) / 250.0)
    lr = lambda s: 3e-4 * np.minimum(1.0, (s + 1) / 200) * (0.55 + 0.45 * np.cos(np.pi * s / 5000))
    gn = lambda s, seed: np.abs(np.random.default_rng(seed).normal(0.8, 0.1, len(s)))
    raw = RawRun("tr8-104B", "tensorboard", [
        _fragment("logs/tr8-104B/events.out.tfevents.1760000000.node0.1.0", s1,
                  {"lm loss": l1, "learning-rate": lr(s1), "grad-norm": gn(s1, 7)}, WALL0),
        _fragment("logs/tr8-104B/events.out.tfevents.1760006000.node0.2.0", s2,
                  {"lm loss": l2, "learning-rate": lr(s2), "grad-norm": gn(s2, 8)}, WALL0 + 6000),
        _fragment("logs/tr8-104B/events.out.tfevents.1760010000.node0.3.0", s3,
                  {"lm loss": l3, "learning-rate": lr(s3), "grad-norm": gn(s3, 9)}, WALL0 + 10000),
    ], ["logs/tr8-104B/events.out.tfevents.1760000000.node0.1.0",
        "logs/tr8-104B/events.out.tfevents.1760006000.node0.2.0",
        "logs/tr8-104B/events.out.tfevents.1760010000.node0.3.0"],
        warnings=[f"events.out.tfevents.1760006000.node0.2.0: record {100 + i} at byte {8123 + 97 * i} "
                  "failed its data CRC check; skipped, 1 record lost" for i in range(45)])
    run = stitch(raw)
    findings = (
        Finding("LD101", "spike", Severity.WARNING, "lm loss", 4400, 4401, 5000,
                "slow recovery: the loss took 600 steps to return to its level before the spike",
                {"baseline": 2.41, "peak": 4.58, "noise": 0.021, "z": 31.5},
                ("Roll back to the checkpoint before step 4400 and skip the batches between 4390 and 4410.",
                 "If it happens again, lower the peak learning rate or add z-loss."),
                fields={"recovery": "slow", "recovery_steps": 600, "magnitude": 1.9, "at_resume": False}),
        Finding("LD101", "spike", Severity.INFO, "lm loss", 3900, 3900, 3905,
                "fast spike ×3.0, back to baseline within 5 steps", {"baseline": 2.52, "peak": 7.55},
                ("No action needed: the run recovered on its own.",),
                fields={"recovery": "fast", "recovery_steps": 5, "magnitude": 3.0, "at_resume": False}),
        Finding("LD201", "divergence", Severity.ERROR, "lm loss", 2300, None, 2599,
                "attempt 1 diverged from step 2300 and was rolled back to step 2000",
                {"baseline": 2.6, "last": 7.9, "slope_per_1k_steps": 1.7}, ("Rollback already done.",),
                in_dead_fragment=True, fields={"after_spike": False}),
        Finding("LD201", "divergence", Severity.ERROR, "lm loss", 3250, None, 3499,
                "attempt 2 diverged again at step 3250", {"baseline": 2.55, "last": 9.1},
                ("Diverging twice at similar steps points to fp16 overflow or Adam epsilon; try bf16.",),
                in_dead_fragment=True, fields={"after_spike": False}),
    )
    skips = (Skip("LD301", "lm loss", "the learning rate is logged but too coarse to rule out a schedule drop"),)
    return RunReport(run, findings, skips)


def healthy_run() -> RunReport:
    """A clean run with one fast spike: reported as healthy."""
    steps = np.arange(0, 3000)
    loss = _curve(steps, 11)
    loss[(steps >= 1500) & (steps < 1520)] *= 1.6
    raw = RawRun("bloom-350m", "csv", [_fragment("runs/bloom-350m/metrics.csv", steps, {"train/loss": loss}, WALL0)],
                 ["runs/bloom-350m/metrics.csv"])
    finding = Finding("LD101", "spike", Severity.INFO, "train/loss", 1500, 1501, 1520,
                      "fast spike ×1.6, recovered in 20 steps", {"baseline": 2.61, "peak": 4.18},
                      ("No action needed.",),
                      fields={"recovery": "fast", "recovery_steps": 20, "magnitude": 1.6, "at_resume": False})
    return RunReport(run=stitch(raw), findings=(finding,))


def troubled_run() -> RunReport:
    """Per-source losses, a resume with replayed data, NaNs and every other kind of finding."""
    s1, s2 = np.arange(0, 2000), np.arange(2000, 4000)
    web1, web2 = _curve(s1, 21), _curve(s2, 22)
    code1, code2 = _curve(s1, 23, floor=1.4), _curve(s2, 24, floor=1.4)
    code2[(s2 >= 3000) & (s2 < 3040)] *= 2.5
    loss1, loss2 = (web1 + code1) / 2, (web2 + code2) / 2
    loss2[(s2 >= 2000) & (s2 < 2600)] *= 0.85
    loss1[(s1 >= 1200) & (s1 < 1205)] *= 0.6
    loss2[s2 >= 3900] = np.nan
    loss2[s2 == 3700] = np.inf
    scale = np.where(np.concatenate([s1, s2]) < 3800, 65536.0, 2.0 ** -np.clip(np.concatenate([s1, s2]) - 3800, 0, 30))
    raw = RawRun("mixture-1b", "jsonl", [
        _fragment("runs/mixture-1b/log.jsonl", s1, {"loss": loss1, "loss/web": web1, "loss/code": code1,
                                                   "loss_scale": scale[:2000]}, WALL0),
        _fragment("runs/mixture-1b/log.1.jsonl", s2, {"loss": loss2, "loss/web": web2, "loss/code": code2,
                                                     "loss_scale": scale[2000:]}, WALL0 + 5000),
    ], ["runs/mixture-1b/log.jsonl", "runs/mixture-1b/log.1.jsonl"],
        warnings=["log.1.jsonl: line 17 is not JSON; skipped", "log.1.jsonl: 3 rows without a step; skipped"])
    E, W, I = Severity.ERROR, Severity.WARNING, Severity.INFO
    findings = (
        Finding("LD501", "nan", E, "loss", 3700, None, 3999, "101 non-finite losses from step 3700 (first inf, then NaN)",
                {"first_value": float("inf"), "last_finite": 2.2}, ("Switch to bf16, or lower the learning rate.",),
                fields={"count": 101}),
        Finding("LD401", "repeated_data", E, "loss", 2000, None, 2600,
                "the loss stepped down at the resume and back up 600 steps later: the dataloader replayed data",
                {"drop_at_resume": 0.15, "jump_back": 0.17, "correlation": 0.93},
                ("Restore the sampler state on resume; re-run steps 2000–2600 on fresh data.",
                 "Do a couple of resumes early with the same seed to expose it."),
                fields={"replay_offset": 2000}),
        Finding("LD601", "spike", W, "loss/code", 3000, 3001, 3040,
                "only the code source spiked (×2.5); the other sources stayed flat",
                {"baseline": 1.8, "peak": 4.5, "sources": {"loss/web": 1.0, "loss/code": 2.5}},
                ("Inspect the code batches between steps 2990 and 3040 for garbled text.",),
                fields={"recovery": "fast", "recovery_steps": 40, "magnitude": 2.5, "at_resume": False}),
        Finding("LD102", "dip", W, "loss", 1200, 1200, 1205, "a 5-step dip to 0.6× the baseline: degenerate batches?",
                {"baseline": 2.5, "low": 1.5}, ("Look for batches of repeated newlines around step 1200.",),
                fields={"magnitude": 0.6}),
        Finding("LD502", "loss_scale_collapse", E, "loss_scale", 3800, None, 3830,
                "the fp16 loss scale fell from 65536 to 1e-9 in 30 steps", {"from": 65536.0, "to": 9.3e-10},
                ("Use bf16 instead of fp16.",)),
        Finding("LD503", "grad_norm_precursor", W, "loss", 3600, None, 3700,
                "the gradient norm exploded 100 steps before the NaNs", {"grad_norm_before": 0.9, "grad_norm_peak": 85.0},
                ("Clip gradients harder or lower the learning rate.",)),
        Finding("LD301", "grokking", I, "loss", 2700, 2720, 2760, "a sudden drop after slow steady progress",
                {"lr_change": 0.0}, (), fields={"drop": [2.9, 2.3]}),
        Finding("LD202", "plateau", I, "loss/web", 2800, None, 3400, "progress stalled for 600 steps", {"slope": 0.0}, ()),
        Finding("LD203", "eval_divergence", W, "eval/loss", 3000, None, 3600, "eval loss rose while train loss fell",
                {"eval_rise": 0.12}, ("Stop early or add regularisation; check for train/eval leakage.",)),
    )
    skips = tuple(Skip(f"LD{700 + i}", f"loss/src{i}", "fewer than 50 points") for i in range(12))
    return RunReport(stitch(raw), findings, skips)


def no_loss_run() -> RunReport:
    """A run without any loss series: it cannot be judged."""
    steps = np.arange(0, 100)
    raw = RawRun("throughput-only", "csv", [_fragment("runs/tp.csv", steps, {"tokens_per_sec": steps * 1.0}, WALL0)],
                 ["runs/tp.csv"])
    return RunReport(stitch(raw), (), (Skip("LD101", "-", "no loss series found"),))


def _as_analyzed(report: RunReport) -> RunReport:
    """Findings in the order analyze_run gives them: live first, most severe first, then by step."""
    key = lambda f: (f.in_dead_fragment, -int(f.severity), f.start_step, f.code, f.series)  # noqa: E731
    return RunReport(report.run, tuple(sorted(report.findings, key=key)),
                     tuple(sorted(report.skipped, key=lambda s: (s.code, s.series))))


def sample_report() -> Report:
    """Four runs: rolled back, healthy, troubled (every kind), and one without a loss."""
    runs = (rollback_run(), healthy_run(), troubled_run(), no_loss_run())
    return Report(runs=tuple(_as_analyzed(r) for r in runs), version="0.1.0")
