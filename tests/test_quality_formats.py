"""Known truth survives every input format: write scenarios with the real writers, read them
back through discovery, stitching and the detectors, and score the findings."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from lossdoctor.api import analyze
from lossdoctor.model import Finding
from lossdoctor.scenarios import generate
from lossdoctor.scenarios.evaluate import KindScore, score_findings
from lossdoctor.scenarios.writers import write

SCENARIOS = ("clean", "correct_resume", "spike_fast", "spike_slow", "spike_none", "divergence_slow",
             "repeated_divergence", "repeated_data", "nan_fp16", "dip", "grokking", "resume_spikes")
TEXT_AND_TABLES = ("csv", "jsonl", "tensorboard", "megatron", "llmc", "nanogpt")


def _score(fmt: str, names: tuple[str, ...], root: Path, seed: int = 11,
           slack: int = 0) -> dict[str, KindScore]:
    scores: dict[str, KindScore] = {}
    for name in names:
        scenario = generate(name, seed)
        if slack:
            scenario.truths = [replace(t, tolerance=t.tolerance + slack) for t in scenario.truths]
        # One W&B run per resume is one training run only when the user says so (--stitch).
        report = analyze([write(scenario, fmt, root / fmt / name)], stitch=fmt == "wandb")
        assert len(report.runs) == 1, f"{fmt}/{name}: {len(report.runs)} runs"
        run_report = report.runs[0]
        primary = run_report.run.primary
        # Formats name the loss their own way (`lm loss`, `trl`, `train/loss`): judge the primary.
        aliases = {primary: "loss", "loss scale": "loss_scale"}
        findings = [replace(f, series=aliases.get(f.series, f.series)) for f in run_report.findings]
        # Text formats carry no loss-scale column: a truth on a series the format lacks is moot.
        carried = {aliases.get(n, n) for n in run_report.run.series}
        scenario.truths = [t for t in scenario.truths if t.series in carried]
        score_findings(scenario, findings, scores)
    return scores


def _assert_perfect(scores: dict[str, KindScore], fmt: str) -> None:
    problems = [f"{kind}: {line}" for kind, s in scores.items() for line in (s.misses + s.false)]
    assert not problems, f"{fmt}:\n" + "\n".join(problems)


@pytest.mark.parametrize("fmt", TEXT_AND_TABLES)
def test_every_pattern_is_found_in_every_format(fmt: str, tmp_path: Path) -> None:
    _assert_perfect(_score(fmt, SCENARIOS, tmp_path), fmt)


def test_hf_trainer_state_logged_every_10_steps(tmp_path: Path) -> None:
    # HF logs every `logging_steps`: a spike or drop is seen within one logging interval.
    names = ("clean", "spike_slow", "spike_none", "divergence_slow", "grokking")
    _assert_perfect(_score("hf", names, tmp_path, slack=10), "hf")


def test_wandb_offline_runs_one_per_resume(tmp_path: Path) -> None:
    scores = _score("wandb", ("repeated_divergence", "repeated_data"), tmp_path)
    _assert_perfect(scores, "wandb")
    assert scores["repeated_data"].tp == 1 and scores["divergence"].tp == 2


def test_findings_keep_their_kind_specific_fields(tmp_path: Path) -> None:
    report = analyze([write(generate("spike_slow", 4), "tensorboard", tmp_path)])
    spikes: list[Finding] = [f for f in report.runs[0].findings if f.kind == "spike"]
    assert len(spikes) == 1
    fields = spikes[0].fields
    assert fields["recovery"] == "slow" and fields["recovery_steps"] > 250
    assert fields["magnitude"] > 1.5 and fields["at_resume"] is False
