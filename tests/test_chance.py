"""LD206 stuck at chance: a classifier's loss at ln k (a uniform guess) that never goes down."""

from __future__ import annotations

import math
from pathlib import Path

import numpy as np
import pytest

from detector_helpers import findings, run_of, scenario_run, skips
from lossdoctor.api import analyze
from lossdoctor.detectors.chance import StuckAtChance
from lossdoctor.model import Severity
from lossdoctor.scenarios import generate

RULE = StuckAtChance()


@pytest.mark.parametrize("seed", range(8))
def test_scenario_stuck_at_chance(seed: int) -> None:
    scenario = generate("stuck_at_chance", seed)
    k = int(scenario.description.split("-class")[0].split()[-1])
    [f] = findings(RULE, scenario_run("stuck_at_chance", seed))
    assert (f.code, f.kind, f.severity) == ("LD206", "plateau", Severity.WARNING)
    assert f.evidence["classes"] == k and f.evidence["chance_loss"] == round(math.log(k), 6)
    assert abs(f.start_step - scenario.truths[0].start_step) <= scenario.truths[0].tolerance
    assert f"ln {k} = " in f.message and f.advice


@pytest.mark.parametrize("name", ["slow_binary", "clean", "heavy_tailed", "warmup", "wsd_decay", "plateau",
                                  "noisy_wiggles", "multi_epoch", "grokking"])
@pytest.mark.parametrize("seed", range(4))
def test_no_finding_on_learning_runs(name: str, seed: int) -> None:
    assert findings(RULE, scenario_run(name, seed)) == []


def _binary(n: int, level: float | np.ndarray, seed: int = 0, wobble: float = 0.09) -> tuple[np.ndarray, np.ndarray]:
    """Per-batch binary losses: a guess's batches sit a little above ln 2 (`wobble`^2 / 2)."""
    rng = np.random.default_rng(seed)
    return np.arange(n), level * np.exp(rng.normal(0.5 * wobble ** 2, wobble, n))


def test_flat_from_the_start_at_ln2() -> None:
    [f] = findings(RULE, run_of(loss=_binary(3000, math.log(2))))
    assert f.start_step <= 150 and f.end_step == 2999 and f.evidence["classes"] == 2  # the first window
    assert "learned nothing since its first point" in f.message


def test_fall_onto_ln2_is_the_prior_learned() -> None:
    steps = np.arange(3000)
    [f] = findings(RULE, run_of(loss=_binary(3000, math.log(2) * (1 + 0.3 * np.exp(-steps / 60)))))
    assert 0 < f.start_step < 400 and "learned the class prior" in f.message


def test_slightly_below_chance_and_falling_is_learning() -> None:
    # A tiny learning rate: 0.70 -> 0.675, below ln 2 = 0.693 by more than the noise.
    steps = np.arange(4000)
    assert findings(RULE, run_of(loss=_binary(4000, 0.70 - 0.025 * steps / 4000))) == []


def test_a_steady_slow_fall_onto_ln_k_is_learning() -> None:
    # An LM's continued pre-training: 2.04 -> 1.97 (ln 7 = 1.946) at every stretch, little noise.
    steps = np.arange(0, 2200, 5)
    assert findings(RULE, run_of(loss=(steps, 2.06 - 0.09 * (steps / 2200) ** 0.7))) == []


def test_an_lm_falling_from_ln_vocab_is_not_at_chance() -> None:
    # ln 1024 = 6.93 at the start, ~2.07 (= ln 8) after a fast fall: a learned level.
    steps = np.arange(0, 6000, 10)
    values = 2.07 + 4.86 * np.exp(-steps / 40.0)
    assert findings(RULE, run_of(train_loss=(steps, values))) == []


def test_too_noisy_to_tell() -> None:
    # Per-sample losses 0.2..4.7 around 0.71: confident predictions, right and wrong.
    assert findings(RULE, run_of(loss=_binary(80, 0.71, wobble=0.6))) == []


@pytest.mark.parametrize("name", ["mse_loss", "loss_G", "recon_loss", "value_loss"])
def test_not_a_classifier_cross_entropy(name: str) -> None:
    assert findings(RULE, run_of(**{name: _binary(3000, math.log(2))})) == []


def test_rl_run_with_rewards_is_not_judged() -> None:
    steps, values = _binary(3000, math.log(2))
    assert findings(RULE, run_of(loss=(steps, values), ep_rew_mean=(steps, np.full(3000, -100.0)))) == []


def test_accuracy_well_above_a_guess_says_no() -> None:
    steps, values = _binary(3000, math.log(2))
    assert findings(RULE, run_of(loss=(steps, values), train_acc=(steps, np.full(3000, 0.91)))) == []
    [f] = findings(RULE, run_of(loss=(steps, values), train_acc=(steps, np.full(3000, 0.52))))
    assert f.code == "LD206"


def test_still_warming_up_is_a_skip() -> None:
    steps, values = _binary(600, math.log(2), wobble=0.04)
    assert findings(RULE, run_of(loss=(steps, values))) != []
    run = run_of(loss=(steps, values), lr=(steps, 1e-4 * steps / 600))
    assert findings(RULE, run) == [] and "warming up" in skips(RULE, run)[0].reason


def test_resumed_tail_is_not_judged() -> None:
    steps, values = _binary(3000, math.log(2))
    assert findings(RULE, run_of(loss=(steps + 50_000, values))) == []


# -- files as their writers write them ------------------------------------------------------

def _lightning_csv(folder: Path, losses: np.ndarray, accs: np.ndarray) -> Path:
    """A Lightning CSVLogger metrics.csv (logged every 50 steps, one epoch per 2 logs)."""
    path = folder / "lightning_logs" / "version_0" / "metrics.csv"
    path.parent.mkdir(parents=True)
    rows = ["train_loss,train_acc,epoch,step"]
    rows += [f"{float(loss)!r},{float(acc)!r},{i // 2},{50 * i + 49}" for i, (loss, acc) in enumerate(zip(losses, accs))]
    path.write_text("\n".join(rows) + "\n")
    return folder


def test_lightning_probe_at_ln20(tmp_path: Path) -> None:
    rng = np.random.default_rng(3)
    losses = [float(np.float32(v)) for v in math.log(20) * np.exp(rng.normal(0.005, 0.1, 28))]
    accs = [float(v) for v in rng.choice([0.0625, 0.125, 0.1875], 28)]
    [run] = analyze([_lightning_csv(tmp_path, np.array(losses), np.array(accs))]).runs
    [f] = [f for f in run.findings if f.code == "LD206"]
    assert f.severity is Severity.WARNING and f.start_step == 49 and f.end_step == 1399
    lo, hi = f.evidence["classes_within_noise"]
    assert lo <= 20 <= hi


def test_lightning_probe_that_learns(tmp_path: Path) -> None:
    rng = np.random.default_rng(4)
    losses = np.concatenate([[1.18], 0.15 * np.exp(rng.normal(0, 0.5, 27))]).astype(np.float32)
    accs = np.concatenate([[0.5], rng.uniform(0.93, 0.97, 27)])
    [run] = analyze([_lightning_csv(tmp_path, losses.astype(float), accs)]).runs
    assert [f for f in run.findings if f.code == "LD206"] == []


def test_tensorboard_binary_stuck_and_learning(tmp_path: Path) -> None:
    from tensorboardX import SummaryWriter

    rng = np.random.default_rng(5)
    for name, level in (("stuck", np.full(2000, math.log(2))),
                        ("learns", 0.70 * np.exp(-np.arange(2000) / 1500.0))):
        writer = SummaryWriter(str(tmp_path / name))
        for step, value in enumerate(level * np.exp(rng.normal(0, 0.08, 2000))):
            writer.add_scalar("train/loss", float(value), step)
        writer.close()
    report = analyze([tmp_path])
    got = {r.run.name.split("/")[-1]: [f.code for f in r.findings if f.code == "LD206"] for r in report.runs}
    assert got == {"stuck": ["LD206"], "learns": []}


def test_epoch_log_binary_occupancy_at_ln2(tmp_path: Path) -> None:
    """A print() per epoch, as a plain PyTorch loop writes it: falls onto ln 2 in a few epochs."""
    rng = np.random.default_rng(6)
    epochs = np.arange(1, 152)
    train = 0.6945 + 0.1 * np.exp(-(epochs - 1) / 2.5) + 0.005 * np.exp(-epochs / 40) + rng.normal(0, 2e-4, 151)
    val = 0.6940 + 0.04 * np.exp(-(epochs - 1) / 5) + rng.normal(0, 5e-4, 151)
    lines = [""] + [f"Epoch [{e}/200] - Train Loss: {t:.4f}, Validation Loss: {v:.4f}, Time: {75 + r:.4f}s"
                    for e, t, v, r in zip(epochs, train, val, rng.uniform(0, 3, 151))]
    (tmp_path / "train_log.txt").write_text("\n".join(lines) + "\n")
    [run] = analyze([tmp_path]).runs
    [f] = [f for f in run.findings if f.code == "LD206"]
    assert f.start_step <= 15 and f.end_step == 151 and f.evidence["classes"] == 2
    assert "after falling from 0.7" in f.message and "learned the class prior" in f.message


@pytest.mark.parametrize("seed", range(6))
def test_a_total_beside_regression_terms_is_not_judged(seed: int) -> None:
    """loss_total beside loss_rmse/loss_smooth is a sum of objectives: no ln k names it; beside
    cross-entropy terms it is still a classifier at chance."""
    from lossdoctor.scenarios.chance import total_beside_terms
    from lossdoctor.stitch import stitch

    assert findings(RULE, stitch(total_beside_terms(seed, regression=True).raw_run())) == []
    [f] = findings(RULE, stitch(total_beside_terms(seed, regression=False).raw_run()))
    assert f.series == "loss_total"


def test_real_shadow_detector_total_of_eight_terms_is_not_at_chance() -> None:
    """BANet's loss_total (the 7th of eight keys, beside loss_rmse, loss_var, loss_smooth...) sits at
    ~1.24, near ln 3 by chance: a healthy run (test BER 3.84 -> 1.51)."""
    case = Path(__file__).parent / "realworld" / "cases" / "c33-shadow-detection-banet-python-logging-eight-loss-terms-total-seventh-15-epochs"
    [report] = analyze([case / "files"]).runs
    assert not [f for f in report.findings if f.code == "LD206"]


def _short_epochs(seed: int, k: int, val: np.ndarray | None) -> tuple[dict[str, tuple[np.ndarray, np.ndarray]], int]:
    """A few epochs of a k-class loss at ln k (its first a little above), with an eval loss."""
    rng = np.random.default_rng(seed)
    n = int(rng.integers(5, 15))
    chance = math.log(k)
    loss = chance * (1.0 + rng.uniform(0.0, 0.05, n))
    loss[0] = chance * float(rng.uniform(1.05, 1.2))
    steps = (np.arange(n, dtype=np.int64) + 1) * 6  # a global step per epoch: 6 batches each
    series = {"train_loss": (steps, loss)}
    if val is not None:
        series["val_loss"] = (steps[:len(val)], val)
    return series, n


@pytest.mark.parametrize("k", [2, 3, 5])
@pytest.mark.parametrize("seed", range(4))
def test_a_few_epochs_at_ln_k_witnessed_by_the_eval_loss(seed: int, k: int) -> None:
    rng = np.random.default_rng(seed + 100)
    val = math.log(k) * (1.0 + rng.uniform(0.0, 0.02, 5))
    series, n = _short_epochs(seed, k, val)
    [f] = findings(RULE, run_of(**series))
    assert (f.code, f.severity) == ("LD206", Severity.WARNING) and f.evidence["classes"] == k
    assert f.start_step == 12 and f.end_step == 6 * n


@pytest.mark.parametrize("seed", range(4))
def test_a_few_epochs_at_ln_k_without_a_witness_say_nothing(seed: int) -> None:
    series, _ = _short_epochs(seed, 2, None)
    assert findings(RULE, run_of(**series)) == []  # a few points at ln 2 alone may be a coincidence
    learned = np.array([0.69, 0.62, 0.55, 0.51, 0.48])  # the held-out loss left ln 2: it learned
    series, _ = _short_epochs(seed, 2, learned)
    assert findings(RULE, run_of(**series)) == []
    series, _ = _short_epochs(seed, 2, np.full(2, math.log(2)))  # two evaluations witness nothing
    assert findings(RULE, run_of(**series)) == []
