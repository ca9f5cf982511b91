"""Judgments that fit the run (issue 32): a world model's primary and its terms, a GAN's game,
blow-ups that healed, short curves, and a spike the run's end cut short."""

from __future__ import annotations

import numpy as np

from detector_helpers import power_curve, run_of
from lossdoctor.detectors.components import groups
from lossdoctor.engine import Settings, analyze_run, build_rules
from lossdoctor.model import Finding, Run, Severity
from lossdoctor.roles import Role, choose_primary, primary_reason


def _findings(run: Run, kind: str) -> list[Finding]:
    return [f for f in analyze_run(run, build_rules(Settings())).findings if f.kind == kind]


def test_a_world_model_writer_s_primary_is_its_model_loss_with_the_reason() -> None:
    names = ["train/actor_opt_loss", "train/extr_critic_critic_opt_loss", "train/model_loss_mean",
             "train/model_opt_loss", "train/reward_loss_mean"]
    assert choose_primary((n, Role.LOSS, 62) for n in names) == "train/model_loss_mean"
    why = primary_reason("train/model_loss_mean", names)
    assert why is not None and "world-model loss" in why and "train/actor_opt_loss" in why
    # No world model: no model loss is preferred and nothing needs saying.
    assert choose_primary([("actor_loss", Role.LOSS, 50), ("critic_loss", Role.LOSS, 50)]) == "actor_loss"
    assert primary_reason("actor_loss", ["actor_loss", "critic_loss"]) is None


def _world_model(seed: int = 0, n: int = 60) -> dict[str, tuple[np.ndarray, np.ndarray]]:
    rng = np.random.default_rng(seed)
    steps = np.arange(n, dtype=np.int64) * 1000 + 1201
    pred = 800 * np.exp(-np.arange(n) / 5) + 3 + rng.uniform(0, 0.5, n)
    kl = 5 + np.arange(n) * 0.05 + rng.uniform(0, 0.3, n)   # rises: the KL of a world model may
    reward = 1 + rng.uniform(0, 0.2, n)
    cont = 0.05 + rng.uniform(0, 0.02, n)
    total = pred + 0.5 * kl + 0.1 * kl + reward + cont
    return {"train__pred_loss_mean": (steps, pred), "train__dyn_kl_loss_mean": (steps, kl),
            "train__rep_kl_loss_mean": (steps, kl.copy()), "train__reward_loss_mean": (steps, reward),
            "train__cont_loss_mean": (steps, cont), "train__model_loss_mean": (steps, total),
            "train__reward_pos_loss": (steps, np.full(n, np.nan)),      # left out: NaN, the total finite
            "train__model_opt_loss": (steps, total * 312.5)}            # the total in other units


def test_a_world_model_loss_is_the_weighted_total_of_its_terms_and_they_are_evidence() -> None:
    run = run_of(**_world_model())
    found = groups(run)
    assert [g.total for g in found] == ["train/model_loss_mean"]
    assert "train/reward_pos_loss" in found[0].terms and "train/model_opt_loss" not in found[0].terms
    # The rising KL term and the NaN term the total leaves out get no findings of their own.
    report = analyze_run(run, build_rules(Settings()))
    assert report.run.primary == "train/model_loss_mean"
    assert not [f for f in report.findings if f.severity >= Severity.WARNING]


def test_a_model_loss_that_its_neighbours_do_not_add_up_to_forms_no_group() -> None:
    series = _world_model()
    steps, total = series["train__model_loss_mean"]
    series["train__model_loss_mean"] = (steps, total * np.exp(np.random.default_rng(5).normal(0, 0.2, len(total))))
    assert groups(run_of(**series)) == []


def test_a_term_the_total_leaves_out_is_no_finding_of_its_own() -> None:
    steps, a = power_curve(300, seed=1)
    _, b = power_curve(300, seed=2)
    extra = a * np.exp(np.linspace(0, 1.5, 300))   # logged, rising, not in the total
    run = run_of(loss=(steps, a + b), loss_ce=(steps, a), loss_box=(steps, b), loss_extra=(steps, extra))
    assert [(g.total, g.terms) for g in groups(run)] == [("loss", ("loss_box", "loss_ce", "loss_extra"))]
    assert not [f for f in _findings(run, "divergence") if f.series == "loss_extra"]
    # Alone (no total beside it) the same rise is a divergence.
    assert _findings(run_of(loss=(steps, extra)), "divergence")


def _gan(d_falls: bool) -> Run:
    epochs = np.arange(1, 601, dtype=np.int64)
    rng = np.random.default_rng(3)
    noise = np.exp(rng.normal(0, 0.02, 600))
    d = (0.03 + 0.4 * np.exp(-epochs / 50)) if d_falls else (0.4 + 0.5 * (1 - np.exp(-epochs / 50)))
    return run_of(loss_D=(epochs, d * noise), loss_G_fake=(epochs, (0.9 - 0.6 * np.exp(-epochs / 50)) * noise),
                  loss_adv=(epochs, (0.3 + 7 * np.exp(-epochs / 30)) * noise))


def test_a_generator_loss_rising_as_the_discriminator_wins_is_the_game_not_a_divergence() -> None:
    rises = [f for f in _findings(_gan(True), "divergence") if f.series == "loss_G_fake"]
    assert rises and all(f.severity is Severity.INFO and "not a divergence" in f.message for f in rises)
    assert "gan_game" in rises[0].evidence
    # Both players' losses rising: no game explains it.
    both = [f for f in _findings(_gan(False), "divergence") if f.series == "loss_G_fake"]
    assert both and both[0].severity is Severity.ERROR


def _near_zero(jump: float) -> Run:
    rng = np.random.default_rng(7)
    steps = np.arange(1, 3001, dtype=np.int64)
    values = 0.03 * np.exp(rng.normal(0, 0.3, 3000))
    values[1500] = 0.03 * jump
    return run_of(train_loss=(steps, values))


def test_a_blow_up_that_healed_at_once_is_a_warning_a_smaller_one_info() -> None:
    big = [f for f in _findings(_near_zero(47), "spike") if f.start_step == 1501]
    assert big and big[0].severity is Severity.WARNING and "blow-up" in big[0].message
    assert "no action needed" not in " ".join(big[0].advice)
    small = [f for f in _findings(_near_zero(12), "spike") if f.start_step == 1501]
    assert small and small[0].severity is Severity.INFO


def _short(n: int, bump: float | None, every: int = 1) -> Run:
    rng = np.random.default_rng(n)
    t = np.arange(n, dtype=float)
    values = (0.6 + 1.5 * np.exp(-t / 5)) * np.exp(rng.normal(0, 0.03, n))
    if bump is not None:
        values[n * 2 // 3] *= bump
    return run_of(loss=((np.arange(n, dtype=np.int64) + 1) * every, values))


def test_short_curves_get_judgments_sized_to_them() -> None:
    for n, every in ((18, 1), (35, 10)):
        spikes = _findings(_short(n, 3.0, every), "spike")
        assert [f.severity for f in spikes] == [Severity.WARNING], (n, spikes)
        assert spikes[0].evidence["short_curve_points"] == n
        assert not [f for f in _findings(_short(n, None, every), "spike") if f.severity >= Severity.WARNING]
    # A long curve's one-point doubling that came straight back stays information.
    long = [f for f in _findings(_short(400, 3.0), "spike") if f.severity >= Severity.WARNING]
    assert not long


def _cut_short(eval_improves: bool | None) -> Run:
    epochs = np.arange(1, 76, dtype=np.int64)
    rng = np.random.default_rng(2)
    cls = (1.1 + 2.5 * np.exp(-epochs / 8)) * np.exp(rng.normal(0, 0.01, 75))
    cls[65:] = 1.12 * np.linspace(1.22, 1.07, 10)   # up when the augmentation changes, coming back
    series: dict[str, tuple[np.ndarray, np.ndarray]] = {"train__cls_loss": (epochs, cls)}
    if eval_improves is not None:
        val = 1.5 + 2 * np.exp(-epochs / 10)
        if not eval_improves:
            val[65:] = val[64] * np.linspace(1.0, 1.3, 10)
        series["val__cls_loss"] = (epochs, val)
    return run_of(**series)


def test_a_spike_the_run_ended_while_coming_back_from_is_no_error() -> None:
    healed = [f for f in _findings(_cut_short(True), "spike") if f.start_step == 66]
    assert healed and healed[0].severity is Severity.INFO and "not damaged" in healed[0].message
    alone = [f for f in _findings(_cut_short(None), "spike") if f.start_step == 66]
    assert alone and alone[0].severity is Severity.WARNING and "cut short" in alone[0].message
    worse = [f for f in _findings(_cut_short(False), "spike") if f.start_step == 66]
    assert worse and worse[0].severity is Severity.WARNING


def _recurring(sizes: list[float], seed: int = 0) -> Run:
    """A fine-tune's loss, 165 points, one-point spikes of `sizes` spread over its second part."""
    rng = np.random.default_rng(seed)
    steps = np.arange(165, dtype=np.int64) * 100
    values = (0.02 + 0.2 * np.exp(-np.arange(165) / 5)) * np.exp(0.04 * rng.standard_normal(165))
    for at, size in zip(np.linspace(35, 150, len(sizes)).astype(int), sizes):
        values[at] *= size
    return run_of(loss=(steps, values))


def test_recurring_spikes_that_grow_are_warnings_though_each_healed() -> None:
    growing = _findings(_recurring([3.0, 3.2, 3.5, 3.8, 4.4, 4.9, 5.1, 5.3]), "spike")
    assert len(growing) >= 7 and all(f.severity is Severity.WARNING for f in growing)
    assert "recurring spikes on loss that grow" in growing[0].message and growing[0].evidence["recurring_growing"]
    # As many, as large, but not growing with time: each healed fast and stays information.
    scattered = _findings(_recurring([5.1, 3.2, 4.9, 3.0, 5.3, 3.5, 4.4, 3.8]), "spike")
    assert len(scattered) >= 7 and not any(f.evidence.get("recurring_growing") for f in scattered)
    assert not [f for f in _findings(_recurring([3.0, 3.2, 3.5, 3.8]), "spike") if f.evidence.get("recurring_growing")]
