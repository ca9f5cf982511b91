"""LD301 on the eval side (issue 32): the validation loss falls long after the training loss
converged, as in the modular-arithmetic runs that gave grokking its name."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from lossdoctor.api import analyze
from lossdoctor.detectors.grokking import Grokking
from lossdoctor.model import Finding, Fragment, RawRun, Run, Series
from lossdoctor.stitch import stitch

FIXTURE = Path(__file__).resolve().parent.parent / "fixtures" / "grokking"


def _run(**curves: np.ndarray) -> Run:
    steps = np.arange(0, 10_000, 20)
    series = {name: Series.named(name, steps, values) for name, values in curves.items()}
    return stitch(RawRun("t", "test", [Fragment("t", series, wall_start=1.7e9)], ["t"]))


def _curves(seed: int, grok_at: int | None) -> dict[str, np.ndarray]:
    """Train loss to ~0 by step ~600; val loss high (rising a little) until `grok_at`, then
    down by two orders of magnitude within ~600 steps (None: it falls with the train loss)."""
    rng = np.random.default_rng(seed)
    steps = np.arange(0, 10_000, 20).astype(float)
    noise = np.exp(0.03 * rng.standard_normal((2, len(steps))))
    train = 3.1 * np.exp(-steps / 80) + 1e-6
    if grok_at is None:
        val = 0.05 + 3.1 * np.exp(-steps / 100)
    else:
        high = 3.1 + 2.0 * (1 - np.exp(-steps / 500))
        val = np.exp(np.log(high) + (np.log(0.01) - np.log(high)) / (1 + np.exp(-(steps - grok_at) / 120)))
    return {"train_loss": train * noise[0], "val_loss": val * noise[1]}


def _grokking(run: Run) -> list[Finding]:
    return [f for f in Grokking().check(run) if isinstance(f, Finding) and f.series == "val_loss"]


@pytest.mark.parametrize("seed", range(6))
def test_an_eval_loss_that_falls_long_after_the_train_loss_converged_is_grokking(seed: int) -> None:
    [f] = _grokking(_run(**_curves(seed, grok_at=6000)))
    assert f.code == "LD301" and f.kind == "grokking"
    assert 5000 <= f.start_step <= 6000 and f.end_step <= 7000
    assert f.fields["delay_steps"] >= 3000 and f.evidence["train_converged_step"] <= 1500
    assert f.evidence["factor"] > 50 and "steps after train_loss had converged" in f.message


@pytest.mark.parametrize("seed", range(6))
def test_an_eval_loss_that_falls_with_the_train_loss_is_not(seed: int) -> None:
    assert _grokking(_run(**_curves(seed, grok_at=None))) == []


@pytest.mark.parametrize("seed", range(3))
def test_an_eval_loss_that_stays_high_is_not(seed: int) -> None:
    curves = _curves(seed, grok_at=6000)
    curves["val_loss"] = curves["val_loss"][:150].max() * np.ones(500) * np.exp(
        0.03 * np.random.default_rng(seed).standard_normal(500))
    assert _grokking(_run(**curves)) == []


@pytest.mark.parametrize("name", ["metrics.jsonl", "metrics.csv"])
def test_a_real_modular_addition_run_that_generalises_with_its_train_loss_is_not_grokking(name: str) -> None:
    # fixtures/grokking/generate.py: an MLP learning a + b mod 23 on 40 % of the pairs, AdamW; the
    # validation loss falls x30 from step ~400 on, with the training loss's last decades.
    report = analyze([FIXTURE / "modadd-p23-mlp" / name])
    [rr] = report.runs
    assert not [f for f in rr.findings if f.code == "LD301" and f.series == "val_loss"]
    # The training loss at ~1e-6 is converged, not a stalled run.
    assert all(f.severity.label == "info" for f in rr.findings if f.code == "LD203")


@pytest.mark.parametrize("name", ["metrics.jsonl", "metrics.csv"])
def test_a_real_grokking_run_gets_ld301_on_its_test_loss(name: str) -> None:
    # fixtures/grokking/train_mlp.py: a + b mod 97 on 40 % of the pairs, an MLP on token
    # embeddings, AdamW with weight decay 1.0 (torch, one thread, seeded). The training loss is
    # below 0.01 by step ~450 and its accuracy 1.0 by step 200; the test loss rises to ~13 and
    # stays there, then falls by six decades from step ~2900 as the test accuracy climbs to 1.
    report = analyze([FIXTURE / "modadd-p97-mlp" / name])
    [rr] = report.runs
    [found] = [f for f in rr.findings if f.code == "LD301" and f.series == "test_loss"]
    assert 2000 <= found.start_step <= 3500
    assert found.evidence["train_converged_step"] <= 1000 and found.fields["delay_steps"] >= 1500
    assert "grokking on the eval side" in found.message
