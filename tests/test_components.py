"""A total loss and its terms: the total is the primary loss, the terms are evidence."""

from __future__ import annotations

import csv
from pathlib import Path

import numpy as np
import pytest

from detector_helpers import power_curve, run_of, scenario_run
from lossdoctor.api import analyze, load
from lossdoctor.detectors.components import groups
from lossdoctor.detectors.prepare import prepare
from lossdoctor.engine import Settings, analyze_run, build_rules
from lossdoctor.roles import Role, choose_primary, is_total, role_for
from lossdoctor.scenarios import generate


@pytest.mark.parametrize("name", ["total_loss", "loss/total", "train/total", "Train loss/train/total",
                                  "loss_total", "losses/total_loss"])
def test_totals_are_losses(name: str) -> None:
    assert is_total(name) and role_for(name) is Role.LOSS


@pytest.mark.parametrize("name", ["total_tokens", "train/total_flos", "total_time"])
def test_other_totals_are_not(name: str) -> None:
    assert not is_total(name)


def test_the_total_is_the_primary_loss() -> None:
    triples = [("loss_ce", Role.LOSS, 500), ("loss_mask", Role.LOSS, 500), ("total_loss", Role.LOSS, 500)]
    assert choose_primary(triples) == "total_loss"
    assert choose_primary([("Train loss/train/ce", Role.LOSS, 90),
                           ("Train loss/train/total", Role.LOSS, 90)]) == "Train loss/train/total"


def test_named_totals_and_summed_losses_form_groups() -> None:
    steps, a = power_curve(300, seed=1)
    _, b = power_curve(300, seed=2)
    run = run_of(total_loss=(steps, a + b), loss_ce=(steps, a), loss_mask=(steps, b), lr=(steps, 0 * a + 1e-4))
    assert [(g.total, g.terms) for g in groups(run)] == [("total_loss", ("loss_ce", "loss_mask"))]
    # MMEngine: a plain `loss` that is the sum of its `loss_*` terms.
    mm = run_of(loss=(steps, a + b), loss_vfl=(steps, a), loss_bbox=(steps, b))
    assert [(g.total, g.terms) for g in groups(mm)] == [("loss", ("loss_bbox", "loss_vfl"))]
    # Per-source losses average, they do not add up: not terms.
    src = run_of(loss=(steps, (a + b) / 2), loss_web=(steps, a), loss_code=(steps, b))
    assert groups(src) == []
    slash = run_of(**{"train__total": (steps, a + b), "train__ce": (steps, a), "train__kl": (steps, b),
                      "train__epoch": (steps, steps / 100.0)})
    assert [(g.total, g.terms) for g in groups(slash)] == [("train/total", ("train/ce", "train/kl"))]


def test_terms_are_evidence_in_the_analysis_view() -> None:
    view = prepare(scenario_run("multi_component", 0))
    assert view.primary == "total_loss"
    assert view.series["loss_ce_0"].role is Role.OTHER and view.series["total_loss"].role is Role.LOSS


@pytest.mark.parametrize("seed", range(5))
def test_one_event_in_several_terms_is_one_finding_on_the_total(seed: int) -> None:
    truth = generate("multi_component", seed).truths[0]
    report = analyze_run(scenario_run("multi_component", seed), build_rules(Settings()))
    spikes = [f for f in report.findings if f.kind == "spike"]
    assert len(spikes) == 1 and spikes[0].series == "total_loss"
    assert spikes[0].start_step == truth.start_step
    named = spikes[0].evidence["driven_by"]
    assert named and set(named) <= set(truth.extra["driven_by"])
    assert "driven by" in spikes[0].message
    assert report.run.primary == "total_loss"


def test_without_a_total_nothing_changes() -> None:
    steps, a = power_curve(300, seed=3)
    run = run_of(loss=(steps, a), val_loss=(steps, a * 1.1))
    assert prepare(run) is run
    assert np.isfinite(a).all()


def test_a_loss_that_is_the_mean_of_the_losses_beside_it_groups_them() -> None:
    """A PINN's Lightning CSV: `mean_loss` is the mean of its residual and boundary losses,
    named with no common prefix; the terms (one near 1e-7) are evidence, not judged alone."""
    steps, a = power_curve(300, seed=4)
    b = 0.3 + 0.2 * np.sin(steps / 40.0) ** 2  # a boundary term that swings, unlike the others
    c = 1e-7 * (1 + 0.5 * np.sin(steps / 7.0))
    d = np.exp(-steps / 90.0) + 0.02 * np.cos(steps / 3.0) ** 2
    terms = {"Conductor_Copper_loss": (steps, c), "initial_phi_port1_loss": (steps, a),
             "initial_phi_port2_loss": (steps, b * 3), "boundary_loss": (steps, d)}
    run = run_of(mean_loss=(steps, (a + b * 3 + c + d) / 4), **terms)
    [group] = groups(run)
    assert group.total == "mean_loss" and set(group.terms) == set(terms)
    view = prepare(run)
    assert view.primary == "mean_loss" and all(view.series[n].role is Role.OTHER for n in terms)


def test_per_source_losses_stay_losses_though_their_mean_is_the_loss() -> None:
    steps, a = power_curve(300, seed=6)
    b = np.exp(-steps / 50.0) + 0.5
    assert groups(run_of(loss=(steps, (a + b) / 2), loss_web=(steps, a), loss_code=(steps, b))) == []
    assert groups(run_of(loss=(steps, (a + b) / 2), **{"loss/web": (steps, a), "loss/code": (steps, b)})) == []


@pytest.mark.parametrize("name", ["D_A", "G_A", "cycle_A", "idt_B", "G_GAN", "G_L1", "D_real", "D_fake"])
def test_pix2pix_and_cyclegan_loss_names_are_losses(name: str) -> None:
    """`print_current_losses`: `(epoch: 1, iters: 100, ...) , D_A: 1.016, G_A: 1.631, cycle_A: ...`."""
    assert role_for(name) is Role.LOSS


@pytest.mark.parametrize("name", ["D", "G_lr", "data", "cycle", "idt_C", "grad_A"])
def test_other_short_names_are_not(name: str) -> None:
    assert role_for(name) is not Role.LOSS


# A Lightning CSVLogger folder from a PINN (tests/realworld, Apache-2.0): `self.log(on_step=True,
# on_epoch=True)` writes the total and each term twice, as `<name>_step` and `<name>_epoch`.
PINN = (Path(__file__).resolve().parent / "realworld" / "cases" / "d7-pinn-pendulum-lightning-csv-five-versions"
        / "files" / "lightning_logs")


def test_lightning_step_and_epoch_totals_group_their_terms_reduced_the_same_way() -> None:
    [run] = load([PINN / "version_0"]).runs
    found = {g.total: set(g.terms) for g in groups(run)}
    assert found == {
        "train_loss_epoch": {"dynamics_loss_epoch", "initial_omega_loss_epoch", "initial_theta_loss_epoch"},
        "train_loss_step": {"dynamics_loss_step", "initial_omega_loss_step", "initial_theta_loss_step"}}
    view = prepare(run)
    assert view.primary == "train_loss_step" and view.series["initial_omega_loss_epoch"].role is Role.OTHER


def test_a_term_traded_for_another_is_no_divergence_of_the_run() -> None:
    """The initial-condition term rises 0.04 -> 0.14 while the total falls 0.88 -> 0.32: the
    optimiser trading one term for another, not a run to roll back."""
    for version in ("version_0", "version_2"):
        [report] = analyze(PINN / version).runs
        assert not [f for f in report.findings if f.severity.label == "error"], version


def test_lightning_suffixes_keep_their_own_terms(tmp_path: Path) -> None:
    """Written as CSVLogger writes it. Terms reduced another way (`_step` under an `_epoch`
    total), or `_epoch` losses that do not add up to the total, are no group."""
    steps, a = power_curve(300, seed=7)
    b = 0.2 + 0.1 * np.cos(steps / 30.0) ** 2
    mixed = run_of(train_loss_epoch=(steps, a + b), dyn_loss_step=(steps, a), ic_loss_step=(steps, b))
    assert groups(mixed) == []
    c = np.exp(-steps / 70.0) + 0.1
    loose = run_of(train_loss_epoch=(steps, a + b), dyn_loss_epoch=(steps, c), ic_loss_epoch=(steps, a * b))
    assert groups(loose) == []
    rows = [{"epoch": int(s) // 50, "step": int(s), "train_loss_epoch": x + y, "dyn_loss_epoch": x,
             "ic_loss_epoch": y} for s, x, y in zip(steps, a, b)]
    path = tmp_path / "lightning_logs" / "version_0"
    path.mkdir(parents=True)
    with (path / "metrics.csv").open("w", newline="") as handle:
        writer = csv.DictWriter(handle, fieldnames=sorted(rows[0]))
        writer.writeheader()
        writer.writerows(rows)
    [run] = load([path]).runs
    assert [(g.total, set(g.terms)) for g in groups(run)] == [("train_loss_epoch", {"dyn_loss_epoch", "ic_loss_epoch"})]
