"""LD201 on a logged loss term that blew up a millionfold beside a healthy loss (c32 Bayou VAE)."""

from __future__ import annotations

from pathlib import Path

from detector_helpers import findings, scenario_run
from lossdoctor.api import analyze
from lossdoctor.detectors.divergence import Divergence
from lossdoctor.detectors.termblowup import blowups
from lossdoctor.model import Severity

RULE = Divergence()
CASE = (Path(__file__).parent / "realworld" / "cases"
        / "c32-bayou-program-vae-nohup-saved-as-py-two-runs-kl-term-explodes-to-1e16" / "files")


def test_an_exploding_kl_term_beside_a_falling_loss_is_a_warning_on_the_term() -> None:
    for seed in range(4):
        run = scenario_run("kl_term_exploded", seed)
        [found] = [f for f in findings(RULE, run) if f.series == "kl_div"]
        assert found.severity is Severity.WARNING and found.kind == "divergence"
        assert abs(found.start_step - 120) <= 20 and found.evidence["in_total"] is False
        assert "not part of the optimised loss `loss`" in found.message


def test_a_kl_term_warming_up_from_nearly_zero_is_no_blowup() -> None:
    """x1e7 over its start, but it ends at the loss's own scale."""
    for seed in range(4):
        run = scenario_run("kl_term_warmed_up", seed)
        assert blowups(run) == []
        assert not [f for f in findings(RULE, run) if f.series == "kl_div"]


def test_bayou_kl_loss_blows_up_in_both_runs() -> None:
    """Committed case: KL_loss 13 -> 1e16 (Ret head) and 0.39 -> 2e15 (FS head), the printed
    loss (Ret_loss, FS_loss) falling; the warning names the term and says the loss leaves it out."""
    report = analyze([CASE])
    starts = {}
    for item in report.runs:
        [found] = [f for f in item.findings if f.series == "KL_loss"]
        assert found.severity is Severity.WARNING and "not part of the optimised loss" in found.message
        starts[item.run.name] = found.start_step
    assert abs(starts["nohuo.train.py"] - 1960) <= 40 and abs(starts["nohup.train.FS.py"] - 2000) <= 200


def test_a_term_judged_as_a_loss_of_its_own_gets_one_finding() -> None:
    """`KL_loss` is a loss by its name: the plain divergence test judges it, and the blow-up
    adds no second finding on it."""
    from detector_helpers import run_of
    import numpy as np

    run = scenario_run("kl_term_exploded", 0)
    loss, kl = run.series["loss"], run.series["kl_div"]
    renamed = run_of(loss=(loss.steps, loss.values), KL_loss=(kl.steps, kl.values))
    assert len([f for f in findings(RULE, renamed) if f.series == "KL_loss" and not f.in_dead_fragment]) == 1
    assert np.isfinite(kl.values).all()
