"""Hand-built reports with known findings, for format tests that must not depend on detectors."""

from __future__ import annotations

from lossdoctor.model import Finding, Report, RunReport, Severity, Skip
from lossdoctor.scenarios import generate
from lossdoctor.stitch import stitch


def sample_report() -> Report:
    """Two runs: a spiking one with a NaN, and one rolled back twice after divergences."""
    spiky = stitch(generate("spike_slow", 0).raw_run())
    rolled = stitch(generate("repeated_divergence", 0).raw_run())
    spiky_findings = (
        Finding("LD501", "nan", Severity.ERROR, "loss", 3100, None, 3104,
                "5 non-finite loss values from step 3100", {"first": 3100}, ("Use bf16 instead of fp16.",),
                fields={"count": 5}),
        Finding("LD101", "spike", Severity.WARNING, "loss", 1673, 1673, 2440,
                "loss spiked x2.4 at step 1673 and took 767 steps to recover",
                {"baseline": 2.61, "peak": 6.27, "noise": 0.021},
                ("Roll back to the checkpoint before step 1650 and skip the batches of steps 1650-1700.",
                 "Lower the learning rate."),
                fields={"recovery": "slow", "recovery_steps": 767, "magnitude": 2.4, "at_resume": False}),
    )
    rolled_findings = (
        Finding("LD201", "divergence", Severity.INFO, "loss", 2955, None, 3355,
                "attempt 1 diverged at step 2955 before the rollback", {"slope": 0.002},
                in_dead_fragment=True, fields={"after_spike": False}),
    )
    return Report(
        runs=(RunReport(spiky, spiky_findings, (Skip("LD301", "loss", "no learning-rate series"),)),
              RunReport(rolled, rolled_findings)),
        version="0.1.0",
    )


def empty_report() -> Report:
    """One healthy run with nothing found."""
    return Report(runs=(RunReport(stitch(generate("clean", 0).raw_run()), ()),), version="0.1.0")
