"""The logged schedule explains the loss bumps it causes; what stands above them is still found."""

from __future__ import annotations

import numpy as np

from detector_helpers import findings, power_curve, run_of, scenario_run
from lossdoctor.detectors import schedule
from lossdoctor.detectors.divergence import Divergence
from lossdoctor.detectors.spike import LossSpike
from lossdoctor.engine import Settings, analyze_run, build_rules
from lossdoctor.formats.json_report import finding_dict
from lossdoctor.model import Series, Severity
from lossdoctor.scenarios import generate
from lossdoctor.stitch import stitch

SCHEDULE_KINDS = ("spike", "divergence", "plateau")


def _report(run):  # type: ignore[no-untyped-def]
    return analyze_run(run, build_rules(Settings()))


def _restart_run(with_lr: bool = True, real_spike: bool = True):  # type: ignore[no-untyped-def]
    """The issue's run: a warm restart at step 3000 lifts the loss for a few hundred steps, and
    50 steps later a real spike takes it to about 7.4, gone in 30 steps."""
    steps, values = power_curve(6000, sigma=0.015, seed=3)
    dt = (steps - 3000).astype(float)
    bump = np.where(dt >= 0, 0.3 * np.minimum(dt / 10, 1.0) * np.exp(-np.clip(dt - 10, 0, None) / 120), 0.0)
    values = values * np.exp(bump)
    if real_spike:
        at = (steps >= 3050) & (steps < 3080)
        values[at] = values[at] * (7.40 / 3.25) ** np.exp(-(steps[at] - 3050) / 8.0)
    series = {"loss": (steps, values)}
    if with_lr:
        period = 3000
        series["lr"] = (steps, 3e-4 * (0.02 + 0.98 * 0.5 * (1 + np.cos(np.pi * (steps % period) / period))))
    return run_of(**series)


def test_a_warm_restart_is_an_event_and_the_initial_warmup_is_not() -> None:
    steps = np.arange(4000)
    lr = np.minimum((steps + 1) / 200, 1.0) * 3e-4 * (0.1 + 0.9 * 0.5 * (1 + np.cos(np.pi * (steps % 2000) / 2000)))
    run = run_of(loss=power_curve(4000), lr=(steps, lr))
    [event] = schedule.events(run)
    assert (event.series, event.step, event.what) == ("lr", 2000, "warm restart")


def test_a_step_up_and_a_switch_are_events_but_a_constant_batch_size_is_not() -> None:
    steps = np.arange(3000)
    run = run_of(loss=power_curve(3000), lr=(steps, np.where(steps >= 1500, 6e-4, 2e-4)),
                 batch_size=(steps, np.where(steps >= 2000, 1024.0, 512.0)),
                 seq_len=(steps, np.full(3000, 2048.0)))
    assert [(e.series, e.step, e.what) for e in schedule.events(run)] == [
        ("lr", 1500, "lr step-up"), ("batch_size", 2000, "batch-size switch")]


def test_restart_bumps_are_info_with_explained_by() -> None:
    seen = 0
    for seed in range(3):
        report = _report(scenario_run("sgdr_restarts", seed))
        restarts = {e.step for e in schedule.events(report.run)}
        mine = [f for f in report.findings if f.kind in SCHEDULE_KINDS]
        assert all(f.severity is Severity.INFO for f in mine), [f.message for f in mine]
        explained = [f for f in mine if "explained_by" in f.fields]
        seen += len(explained)
        for f in explained:
            assert f.fields["explained_by"]["what"] == "warm restart"
            assert f.fields["explained_by"]["step"] in restarts and f.fields["explained_by"]["series"] == "lr"
            assert finding_dict(f)["explained_by"] == f.fields["explained_by"]
    assert seen >= 3, "the bumps of seeds 0 and 2 stand above their noise"


def test_the_same_bumps_without_a_logged_schedule_are_not_explained() -> None:
    scenario = generate("sgdr_restarts", 0)
    for segment in scenario.segments:
        del segment.series["lr"]
    spikes = findings(LossSpike(), stitch(scenario.raw_run()))
    assert spikes and not any("explained_by" in f.fields for f in spikes)


def test_a_real_spike_after_a_restart_is_found_above_the_bump() -> None:
    spikes = findings(LossSpike(), _restart_run())
    real = [f for f in spikes if "explained_by" not in f.fields]
    assert [f.start_step for f in real] == [3050]
    assert real[0].fields["recovery"] == "fast" and real[0].severity is Severity.INFO
    assert 1.8 < real[0].fields["magnitude"] < 2.6  # above the bumped level, not the pre-restart one
    assert real[0].evidence["on_schedule_bump"] == {"series": "lr", "step": 3000, "what": "warm restart"}
    assert "warm restart at step 3000" in real[0].message
    # The bump itself, when the first scan sees it beside the spike, is the restart's.
    for bump in [f for f in spikes if "explained_by" in f.fields]:
        assert bump.fields["explained_by"] == {"series": "lr", "step": 3000, "what": "warm restart"}
        assert bump.peak_step < 3050 and bump.severity is Severity.INFO


def test_the_restart_alone_gives_no_real_spike() -> None:
    spikes = findings(LossSpike(), _restart_run(real_spike=False))
    assert spikes and all("explained_by" in f.fields for f in spikes)


def test_real_spikes_on_restarts_over_seeds() -> None:
    for seed in range(4):
        scenario = generate("sgdr_real_spike", seed)
        [truth] = scenario.truths
        report = _report(stitch(scenario.raw_run()))
        hits = [f for f in report.findings if f.kind == "spike" and abs(f.start_step - truth.start_step) <= 3]
        assert len(hits) == 1 and "explained_by" not in hits[0].fields, [f.message for f in report.findings]


def test_lr_step_up_and_rewarmup_stay_at_info() -> None:
    for name, what in (("lr_step_up", "lr step-up"), ("rewarmup_resume", "re-warm-up")):
        for seed in range(3):
            report = _report(scenario_run(name, seed))
            assert [e.what for e in schedule.events(report.run)] == [what]
            mine = [f for f in report.findings if f.kind in SCHEDULE_KINDS]
            assert all(f.severity is Severity.INFO and f.fields["explained_by"]["what"] == what for f in mine), \
                [f.message for f in mine]


def test_a_batch_size_switch_explains_its_bump() -> None:
    steps, values = power_curve(5000, sigma=0.01, seed=5)
    dt = (steps - 2500).astype(float)
    values = values * np.exp(np.where(dt >= 0, 0.25 * np.exp(-dt / 200), 0.0))
    loss = (steps, values)
    switched = run_of(loss=loss, global_batch_size=(steps, np.where(steps >= 2500, 2048.0, 1024.0)))
    [spike] = findings(LossSpike(), switched)
    assert spike.fields["explained_by"] == {"series": "global_batch_size", "step": 2500, "what": "batch-size switch"}
    [plain] = findings(LossSpike(), run_of(loss=loss, global_batch_size=(steps, np.full(5000, 1024.0))))
    assert "explained_by" not in plain.fields and plain.severity is Severity.WARNING


def test_a_rise_after_a_step_up_at_the_end_is_an_explained_divergence() -> None:
    steps, values = power_curve(4000, sigma=0.01, seed=7)
    values = values * np.exp(np.where(steps >= 3500, 0.0008 * (steps - 3500), 0.0))
    lr = (steps, np.where(steps >= 3500, 1e-3, 2e-4))
    [explained] = findings(Divergence(), run_of(loss=(steps, values), lr=lr))
    assert explained.severity is Severity.INFO
    assert explained.fields["explained_by"] == {"series": "lr", "step": 3500, "what": "lr step-up"}
    [plain] = findings(Divergence(), run_of(loss=(steps, values)))
    assert plain.severity is Severity.ERROR and "explained_by" not in plain.fields


def test_an_unused_term_is_info_and_the_run_is_not_broken() -> None:
    report = _report(scenario_run("unused_term", 0))
    [term] = [f for f in report.findings if f.kind == "degenerate"]
    assert (term.series, term.severity, term.fields["what"]) == ("unsup_loss", Severity.INFO, "unused term")
    assert report.worst is None or report.worst < Severity.WARNING


def test_a_zero_primary_loss_is_still_broken() -> None:
    steps = np.arange(500)
    report = _report(run_of(loss=(steps, np.zeros(500)), aux_term_loss=(steps, np.zeros(500))))
    degenerate = [f for f in report.findings if f.kind == "degenerate" and f.series == "loss"]
    assert degenerate and degenerate[0].severity is Severity.ERROR and degenerate[0].fields["what"] == "zero_loss"


def test_a_stall_with_a_switch_inside_is_an_explained_plateau() -> None:
    from lossdoctor.detectors.plateau import Plateau

    scenario = generate("plateau", 0)
    [truth] = scenario.truths
    plain = findings(Plateau(), stitch(scenario.raw_run()))
    assert [f.fields.get("explained_by") for f in plain] == [None]
    segment = scenario.segments[0]
    segment.series["seq_len"] = np.where(segment.steps >= truth.start_step + 200, 4096.0, 2048.0)
    [explained] = findings(Plateau(), stitch(scenario.raw_run()))
    assert explained.severity is Severity.INFO
    assert explained.fields["explained_by"] == {"series": "seq_len", "step": truth.start_step + 200,
                                                "what": "sequence-length switch"}


def _resumed_with_rewarmups(with_lr: bool):  # type: ignore[no-untyped-def]
    """Three fragments; at each resume the LR warms up again over 100 steps and the loss bumps."""
    from lossdoctor.model import Fragment, Marker, RawRun

    steps, values = power_curve(6000, sigma=0.01, seed=11)
    lr = np.full(6000, 3e-4)
    bounds = ((0, 2000), (2000, 4000), (4000, 6000))
    for lo, _ in bounds[1:]:
        dt = (steps - lo).astype(float)
        values = values * np.exp(np.where(dt >= 0, 0.35 * np.minimum(dt / 5, 1) * np.exp(-dt / 80), 0.0))
        lr[lo:lo + 100] = 3e-4 * (np.arange(100) + 1) / 100
    fragments = []
    for k, (lo, hi) in enumerate(bounds):
        walls = 1.7e9 + steps[lo:hi] + 500 * k
        series = {"loss": Series.named("loss", steps[lo:hi], values[lo:hi], walls)}
        if with_lr:
            series["lr"] = Series.named("lr", steps[lo:hi], lr[lo:hi], walls)
        fragments.append(Fragment(f"f{k}", series, wall_start=float(walls[0]), order=k,
                                  markers=(Marker("checkpoint_loaded", lo),) if lo else ()))
    return stitch(RawRun("r", "test", fragments, [f.source for f in fragments]))


def test_rewarmups_at_every_resume_are_not_resume_spikes() -> None:
    from lossdoctor.detectors.resume_spike import ResumeSpikes

    assert not findings(ResumeSpikes(), _resumed_with_rewarmups(with_lr=True))
    [flagged] = findings(ResumeSpikes(), _resumed_with_rewarmups(with_lr=False))
    assert flagged.fields["count"] == 2  # without the LR logged, nothing explains them


def test_a_warmup_after_a_flat_start_and_a_per_batch_length_are_not_events() -> None:
    steps = np.arange(3000)
    lr = np.concatenate([np.full(5, 1e-6), np.linspace(1e-6, 3e-4, 200), np.full(2795, 3e-4)])
    packed = np.random.default_rng(0).integers(1500, 2048, 3000).astype(float)
    assert schedule.events(run_of(loss=power_curve(3000), lr=(steps, lr), seq_len=(steps, packed))) == ()


def test_an_explained_divergence_gives_no_rollback_advice() -> None:
    steps, values = power_curve(4000, sigma=0.01, seed=7)
    values = values * np.exp(np.where(steps >= 3500, 0.0008 * (steps - 3500), 0.0))
    [explained] = findings(Divergence(), run_of(loss=(steps, values), lr=(steps, np.where(steps >= 3500, 1e-3, 2e-4))))
    assert "roll back" not in explained.message and "lr step-up at step 3500" in explained.message
