"""LD202 eval-divergence: eval loss rising while the training loss falls."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest

from detector_helpers import findings, power_curve, real_runs, run_of, scenario_run, skips
from lossdoctor.detectors.eval_divergence import EvalDivergence, mann_kendall
from lossdoctor.model import Severity
from lossdoctor.scenarios import generate

RULE = EvalDivergence()


@pytest.mark.parametrize("seed", range(6))
def test_overfitting_scenario(seed: int) -> None:
    truth = generate("eval_divergence", seed).truths[0]
    [f] = findings(RULE, scenario_run("eval_divergence", seed))
    assert (f.code, f.kind, f.severity, f.series) == ("LD202", "eval_divergence", Severity.WARNING, "eval/loss")
    assert abs(f.start_step - truth.start_step) <= truth.tolerance
    assert f.end_step == 4900
    assert f.evidence["train_end"] < f.evidence["train_start"]
    assert f.evidence["eval_end"] > 1.15 * f.evidence["eval_low"]
    assert f.evidence["mann_kendall_p"] < 0.05
    assert "while the training loss keeps falling" in f.message
    assert any(f"nearest step {f.evidence['eval_low_step']}" in tip for tip in f.advice)


def _eval_of(train: tuple[np.ndarray, np.ndarray]) -> tuple[np.ndarray, np.ndarray]:
    steps = np.arange(0, len(train[0]), 100)
    return steps, np.interp(steps, *train) * 1.05


def test_eval_following_train_down_is_quiet() -> None:
    train = power_curve(5000, 0.02, 1)
    assert findings(RULE, run_of(loss=train, eval__loss=_eval_of(train))) == []


def test_eval_rising_with_train_rising_is_not_overfitting() -> None:
    steps, values = power_curve(5000, 0.01, 2)
    values = values * np.exp(0.5 * np.clip(steps - 2500, 0, None) / 2500)
    train = (steps, values)
    assert findings(RULE, run_of(loss=train, eval__loss=_eval_of(train))) == []


def test_few_evals_and_missing_eval() -> None:
    train = power_curve(5000, 0.02, 3)
    eval_steps = np.array([1000, 2000])
    [skip] = skips(RULE, run_of(loss=train, eval__loss=(eval_steps, np.array([1.0, 1.1]))))
    assert skip.code == "LD202" and "only 2 finite eval points" in skip.reason
    assert list(RULE.check(run_of(loss=train))) == []  # no eval at all: nothing to say


def test_three_evals_that_stay_above_the_first_while_train_falls() -> None:
    """ms-swift, eval every 6000 steps of 14776 (c3-swift-internvl2-8ep-doubled-rows): 0.4617,
    0.5344, 0.5341 while the training loss falls tenfold: the best checkpoint is the first."""
    train = power_curve(5000, 0.02, 3)
    eval_steps = np.array([1000, 3000, 5000])
    [f] = findings(RULE, run_of(loss=train, eval__loss=(eval_steps, np.array([0.4617, 0.5344, 0.5341]))))
    assert f.start_step == 1000 and f.evidence["eval_low_step"] == 1000
    # Negative controls: a small wobble, and a later eval back near the first.
    for values in ([0.4617, 0.47, 0.465], [0.4617, 0.5344, 0.47]):
        assert findings(RULE, run_of(loss=train, eval__loss=(eval_steps, np.array(values)))) == []


def test_five_monotone_evals_are_enough() -> None:
    train = power_curve(5000, 0.02, 4)
    evals = (np.array([1000, 2000, 3000, 4000, 5000]), np.array([0.321, 0.358, 0.394, 0.412, 0.420]))
    [f] = findings(RULE, run_of(loss=train, eval__loss=evals))
    assert f.start_step == 1000 and f.end_step == 5000
    assert mann_kendall(evals[1]) < 0.05 and mann_kendall(evals[1][::-1]) > 0.95


def test_realdata_whisper_overfits(realdata: Path) -> None:
    [run] = real_runs(realdata, "hf-whisper-ja-5k")
    [f] = findings(RULE, run)
    assert f.series == "eval_loss" and f.start_step == 1000 and f.end_step == 5000
    assert f.evidence["eval_low"] == pytest.approx(0.321, abs=1e-3)
    assert f.evidence["eval_end"] == pytest.approx(0.420, abs=1e-3)


def test_realdata_clean_llmc_eval_is_quiet(realdata: Path) -> None:
    for run in real_runs(realdata, "mnGPT-llmc-main"):
        assert findings(RULE, run) == []


def test_an_eval_per_epoch_that_turns_up_is_flagged_though_each_epoch_moves_it() -> None:
    """15 evals, one per epoch (Keras `fit` on a small data set, the real case:
    c4-agetooo-powershell-utf16-keras3-progbar): the curve falls by a real amount between
    evals, so first differences overstate its noise; the 13% rise over the last five epochs,
    while the per-batch training loss falls, is overfitting."""
    val = np.array([1.796, 1.539, 1.448, 1.318, 1.267, 1.269, 1.148, 1.167, 1.150, 1.111,
                    1.176, 1.181, 1.237, 1.288, 1.301])
    val_steps = np.arange(1, 16) * 24
    steps = np.arange(1, 361)
    train = 2.0 * np.exp(-steps / 250) + 0.02 * np.sin(steps)
    [f] = findings(RULE, run_of(loss=(steps, train), val_loss=(val_steps, val)))
    assert f.start_step <= 264 <= f.end_step and f.evidence["eval_end"] > 1.1 * f.evidence["eval_low"]


def _epoch_evals(seed: int, values: list[float]) -> tuple[tuple[np.ndarray, np.ndarray], tuple[np.ndarray, np.ndarray]]:
    """A catalogue training curve and one eval per 'epoch' (every 250 steps) with these values."""
    train = scenario_run("clean", seed).series["loss"]
    steps = np.arange(1, len(values) + 1) * 250 - 1
    return (train.steps, train.values), (steps, np.asarray(values))


@pytest.mark.parametrize("seed", range(3))
def test_onset_is_the_lowest_eval_on_a_flat_bottom(seed: int) -> None:
    """Twenty epochs, a flat bottom at epochs 5-7 (4.017, 4.0135, 4.024) before a steady
    rise: the smoothed minimum ties on the bottom's first point, the best checkpoint is the
    lowest eval logged there (epoch 6)."""
    values = [4.38, 4.166, 4.068, 4.029, 4.017, 4.0135, 4.024, 4.040, 4.070, 4.085, 4.112, 4.136, 4.153,
              4.171, 4.194, 4.209, 4.232, 4.259, 4.269, 4.294]
    train, evals = _epoch_evals(seed, values)
    [f] = findings(RULE, run_of(loss=train, eval__loss=evals))
    assert f.start_step == int(evals[0][5]) and f.evidence["eval_low_step"] == int(evals[0][5])
    # Negative control: the same evals without the rise stay quiet.
    flat = values[:7] + [4.02 + 0.004 * (-1) ** i for i in range(13)]
    train, evals = _epoch_evals(seed, flat)
    assert findings(RULE, run_of(loss=train, eval__loss=evals)) == []


@pytest.mark.parametrize("seed", range(3))
def test_few_noisy_evals_rise_from_their_best(seed: int) -> None:
    """Ten noisy epochs (no noise estimate): no hinge is fitted; the rise is dated at the best eval."""
    values = [0.3593, 0.3329, 0.3863, 0.3471, 0.3346, 0.3621, 0.3438, 0.389, 0.3626, 0.4639]
    train, evals = _epoch_evals(seed, values)
    [f] = findings(RULE, run_of(loss=train, eval__loss=evals))
    assert f.start_step == int(evals[0][1])


def test_an_eval_perplexity_alone_is_judged_as_its_log() -> None:
    """OpenNMT prints `Validation perplexity: 2.39` and no eval loss: log(ppl) is the eval loss."""
    train = power_curve(5000, 0.02, 5)
    ppl = (np.array([1000, 2000, 3000, 4000, 5000]), np.exp(np.array([0.87, 0.89, 0.96, 1.02, 1.08])))
    [f] = findings(RULE, run_of(loss=train, **{"Validation perplexity": ppl}))
    assert f.code == "LD202" and f.series == "log(Validation perplexity)"
    assert f.start_step == 1000


def test_an_eval_perplexity_that_falls_or_a_training_perplexity_is_quiet() -> None:
    train = power_curve(5000, 0.02, 6)
    steps = np.array([1000, 2000, 3000, 4000, 5000])
    falling = np.exp(np.array([1.08, 1.02, 0.96, 0.89, 0.87]))
    rising = falling[::-1]
    assert findings(RULE, run_of(loss=train, **{"Validation perplexity": (steps, falling)})) == []
    assert findings(RULE, run_of(loss=train, ppl=(steps, rising))) == []  # a training perplexity


def test_a_jump_that_stays_up_is_a_lasting_rise() -> None:
    """Keras IMDB BiLSTM, 10 epochs (c2-keras2-notebook-rnn-eight-runs, cell 52): val_loss 0.297
    at epoch 4, 0.446 at 5, then 0.35-0.39 to the end while the training loss halves: no
    monotone trend (Mann-Kendall p 0.38), but every eval after the best stays well above it."""
    val = np.array([0.4722, 0.3769, 0.3196, 0.2972, 0.4461, 0.3636, 0.3476, 0.3887, 0.3781, 0.3713])
    steps = np.arange(1, 11)
    train = (steps, np.array([0.5994, 0.3673, 0.2743, 0.231, 0.2009, 0.1912, 0.167, 0.1523, 0.1431, 0.1366]))
    [f] = findings(RULE, run_of(loss=train, val_loss=(steps, val)))
    assert f.start_step == 4 and f.evidence["mann_kendall_p"] > 0.05
    # Negative control: the same jump, back at the best by the end, is no lasting rise.
    back = val.copy()
    back[-2:] = [0.30, 0.2985]
    assert findings(RULE, run_of(loss=train, val_loss=(steps, back))) == []


def _opennmt_log(path: Path, xent: list[float], val_ppl: dict[int, float]) -> Path:
    """An OpenNMT-py train.log as it prints it: a step line every 50 steps (xent to two decimals),
    validation and a checkpoint every 200, patience 2, the early stop after two worse evals."""
    lines = ["[2024-05-08 04:06:13,533 INFO] Starting training on CPU, could be very slow",
             "[2024-05-08 04:06:13,533 INFO] Start training loop and validate every 200 steps..."]
    best, patience = float("inf"), 2
    for k, loss in enumerate(xent):
        step = 50 * (k + 1)
        stamp = f"[2024-05-08 04:{6 + step // 1000:02d}:{step % 60:02d},{k % 1000:03d} INFO]"
        lines.append(f"{stamp} Step {step}/100000; acc:  {100 * np.exp(-loss):.2f}; ppl:  {np.exp(loss):.2f}; "
                     f"xent: {loss:.2f}; lr: 1.00000; 14951/11576 tok/s;     {step // 15} sec")
        if step in val_ppl:
            ppl = val_ppl[step]
            lines += [f"{stamp} Loading dataset from run/data.valid.0.pt", f"{stamp} number of examples: 100",
                      f"{stamp} Validation perplexity: {ppl:g}", f"{stamp} Validation accuracy: 98.9601"]
            if ppl < best:
                lines.append(f"{stamp} Model is improving ppl: {best:g} --> {ppl:g}.")
                best, patience = ppl, 2
            else:
                patience -= 1
                lines.append(f"{stamp} Decreasing patience: {patience}/2")
            lines.append(f"{stamp} Saving checkpoint run/model_step_{step}.pt")
    if patience == 0:
        lines.append("[2024-05-08 04:08:04,516 INFO] Training finished after not improving. Early Stop!")
    path.write_text("\r\n".join(lines) + "\r\n")
    return path


# OpenNMT morphological inflection (c23-opennmt-morph-inflection-lstm-crlf-32-steps-early-stop-1600):
# xent 3.29 -> 0.01, one bump to 0.14 at 1350, back to 0.05; validation every 200 steps.
_XENT = [3.29, 2.58, 2.04, 1.81, 1.60, 1.38, 1.18, 0.86, 0.58, 0.40, 0.22, 0.18, 0.13, 0.08, 0.07, 0.05,
         0.07, 0.07, 0.04, 0.04, 0.05, 0.04, 0.02, 0.02, 0.01, 0.02, 0.14, 0.09, 0.09, 0.06, 0.04, 0.05]
_PPL = {200: 5.45281, 400: 2.44446, 600: 1.22345, 800: 1.07532, 1000: 1.04976, 1200: 1.04663,
        1400: 1.09059, 1600: 1.10037}


def test_an_early_stop_two_worse_evals_after_the_best_while_train_holds(tmp_path: Path) -> None:
    from lossdoctor.api import load

    [run] = load([_opennmt_log(tmp_path / "train.log", _XENT, _PPL)]).runs
    [f] = findings(RULE, run)
    assert f.series == "log(Validation perplexity)" and f.start_step == 1200 and f.end_step == 1600
    assert "while the training loss stays flat" in f.message


def test_an_eval_that_rises_with_a_rising_train_loss_is_no_overfitting(tmp_path: Path) -> None:
    from lossdoctor.api import load

    # The same run, its training loss climbing after step 1200 (0.02 -> 0.3): a training problem.
    climbing = _XENT[:24] + [0.03, 0.05, 0.08, 0.11, 0.15, 0.2, 0.25, 0.3]
    [run] = load([_opennmt_log(tmp_path / "train.log", climbing, _PPL)]).runs
    assert findings(RULE, run) == []


@pytest.mark.parametrize("seed", range(9))
def test_one_eval_per_epoch_overfitting_scenarios(seed: int) -> None:
    """Steady rise, a jump that stays up, an early stop two evals after the best (seed % 3)."""
    [truth] = generate("eval_divergence_epochs", seed).truths
    [f] = findings(RULE, scenario_run("eval_divergence_epochs", seed))
    assert f.series == "eval/loss" and abs(f.start_step - truth.start_step) <= truth.tolerance


@pytest.mark.parametrize("seed", range(9))
def test_one_eval_per_epoch_that_goes_flat_is_quiet(seed: int) -> None:
    assert findings(RULE, scenario_run("eval_plateau_epochs", seed)) == []


CASES = Path(__file__).parent / "realworld" / "cases"


def test_real_keras_notebook_cell_52_jump_that_stays_up() -> None:
    from lossdoctor.api import load

    runs = load([CASES / "c2-keras2-notebook-rnn-eight-runs" / "files"]).runs
    by_evals = [run for run in runs if len(run.series["val_loss"]) == 10]
    found = [f for run in by_evals for f in findings(RULE, run)]
    # Cells 47 and 52 overfit; 52's rise is a jump that stays up (dated at its best, epoch 4).
    assert sorted(f.start_step for f in found) == [2, 4]


def test_real_swift_three_evals_rise_from_the_first() -> None:
    from lossdoctor.api import load

    [run] = load([CASES / "c3-swift-internvl2-8ep-doubled-rows" / "files"]).runs
    [f] = findings(RULE, run)
    assert f.series == "eval_loss" and f.start_step == 6000 and f.end_step == 14776


def test_one_unit_of_the_printed_precision_is_no_rise() -> None:
    """PaiNN on QM9, 650 epochs printed to four decimals (c15-painn-qm9-lsf-markdown-650-epochs-
    frozen-after-lr-decay): val 0.0016 at epochs 94-95, then 0.0017 to the end; every eval after
    the best is above it, by one unit of the last decimal."""
    epochs = np.arange(1, 651)
    val = np.where(epochs < 94, 0.0019, 0.0017)
    val[93:95] = 0.0016
    train = np.round(0.0009 + 0.02 * np.exp(-epochs / 15.0), 4)
    assert findings(RULE, run_of(loss=(epochs, train), val_loss=(epochs, val))) == []
    # Known to six decimals, two lucky evals in 650 are no best either.
    dipped = np.where((epochs == 94) | (epochs == 95), 0.0016, 0.0019) + 1e-6 * np.sin(epochs)
    assert findings(RULE, run_of(loss=(epochs, train), val_loss=(epochs, dipped))) == []
    # Ten evals: one unit of the fourth decimal after the best is quiet, three units are a rise.
    ten = np.arange(1, 11)
    for last, found in ((0.0017, 0), (0.0019, 1)):
        val = np.array([0.0030, 0.0024, 0.0020, 0.0018, 0.0016] + [last] * 5)
        assert len(findings(RULE, run_of(loss=(ten, train[:10]), val_loss=(ten, val)))) == found


@pytest.mark.parametrize("seed", range(6))
def test_early_stop_while_the_training_loss_holds_scenarios(seed: int) -> None:
    [truth] = generate("eval_divergence_train_flat", seed).truths
    [f] = findings(RULE, scenario_run("eval_divergence_train_flat", seed))
    assert abs(f.start_step - truth.start_step) <= truth.tolerance


def test_real_keras_ecg_validation_turns_up_and_gets_erratic() -> None:
    """c9 ECG classifier, third launch (TensorBoard + CSVLogger): val loss min 0.2508 at epoch 6,
    then 0.255, 0.294, 0.334, 0.309, 0.401, 0.298, 0.653, 0.538 and 0.289 after the lr cut,
    while the training loss falls 0.131 -> 0.029. The swings after the best are the overfitting,
    not the noise it must stand out of; the last eval alone is no level."""
    from lossdoctor.api import load

    runs = load([CASES / "c9-keras-tb-train-validation-ecg-three-launches-plus-csvlogger" / "files"]).runs
    found = [f for run in runs for f in findings(RULE, run)]
    assert len(found) == 2 and all(abs(f.start_step - 6) <= 1 for f in found)


def _erratic(seed: int, rising: bool) -> tuple[tuple[np.ndarray, np.ndarray], tuple[np.ndarray, np.ndarray]]:
    """Sixteen epochs: the eval falls to its best at epoch 6 (scatter 3 %), then either climbs
    x1.13 an epoch with swings that grow (4 % to 13 %) and ends on one eval back near the best
    (an lr cut), or stays at the best's level with the same growing swings."""
    rng = np.random.default_rng(seed)
    epochs = np.arange(16)
    train = 0.6 * np.exp(-epochs / 5.0) * np.exp(rng.normal(0, 0.01, 16))
    before = 0.32 * np.exp(-0.04 * epochs[:7]) * np.exp(rng.normal(0, 0.03, 7))
    k = np.arange(1, 9)
    if rising:
        after = before[-1] * np.exp(0.02 + 0.12 * k + rng.normal(0, 0.03 + 0.0125 * k))
        tail = before[-1] * 1.12
    else:
        after = before[-1] * np.exp(0.03 + rng.normal(0, 0.03 + 0.0125 * k))
        tail = before[-1] * np.exp(0.03 + rng.normal(0, 0.13))
    return (epochs, train), (epochs, np.r_[before, after, tail])


@pytest.mark.parametrize("seed", range(6))
def test_an_erratic_rise_after_the_best_is_flagged_and_an_erratic_flat_one_is_not(seed: int) -> None:
    train, val = _erratic(seed, rising=True)
    [f] = findings(RULE, run_of(loss=train, val_loss=val))
    assert 5 <= f.start_step <= 8
    train, val = _erratic(seed, rising=False)
    assert findings(RULE, run_of(loss=train, val_loss=val)) == []


@pytest.mark.parametrize("seed", range(8))
def test_erratic_climb_scenarios_and_their_flat_control(seed: int, monkeypatch: pytest.MonkeyPatch) -> None:
    [truth] = generate("eval_divergence_erratic", seed).truths
    [f] = findings(RULE, scenario_run("eval_divergence_erratic", seed))
    assert abs(f.start_step - truth.start_step) <= truth.tolerance
    # On swings that do not climb, the evals up to the best never stand in for the noise: the
    # rule finds what it found without them.
    from lossdoctor.scenarios.evals import eval_erratic_flat
    from lossdoctor.stitch import stitch

    control = stitch(eval_erratic_flat(seed).raw_run())
    with_calm = [(x.start_step, x.end_step) for x in findings(RULE, control)]
    monkeypatch.setattr("lossdoctor.detectors.eval_divergence._calm_noise", lambda raw, best, noise, alpha, floor: noise)
    assert with_calm == [(x.start_step, x.end_step) for x in findings(RULE, control)]


@pytest.mark.parametrize("seed", range(8))
def test_a_swinging_level_above_the_descent_is_overfitting(seed: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """c41 CodeBERT (eval 0.176, 0.166, 0.157, then 0.215-0.237 swinging for seven epochs): every
    later eval ranks above the descent into the best; its plateau control (the same swings about
    a held level, a lucky low among them) gets nothing from the ranking."""
    [truth] = generate("eval_divergence_swinging", seed).truths
    [f] = findings(RULE, scenario_run("eval_divergence_swinging", seed))
    assert abs(f.start_step - truth.start_step) <= truth.tolerance and f.severity is Severity.WARNING
    from lossdoctor.scenarios.evals import eval_swinging_plateau
    from lossdoctor.stitch import stitch

    control = stitch(eval_swinging_plateau(seed).raw_run())
    ranked = [(x.start_step, x.end_step) for x in findings(RULE, control)]
    monkeypatch.setattr("lossdoctor.detectors.eval_level.ranked_above", lambda curve, best, alpha: False)
    assert ranked == [(x.start_step, x.end_step) for x in findings(RULE, control)]


def test_codebert_shape_ranked_and_a_lucky_low_is_not() -> None:
    from lossdoctor.detectors.eval_level import ranked_above

    turned = np.log([0.1762, 0.166, 0.1567, 0.215, 0.1946, 0.2284, 0.1771, 0.2369, 0.214, 0.2142])
    assert ranked_above(turned, 2, 0.05)
    steps = np.arange(1, 11) * 542
    train = (np.arange(10, 5421, 10), np.geomspace(0.5, 0.0003, 542))
    [f] = findings(RULE, run_of(loss=train, eval_loss=(steps, np.exp(turned))))
    assert f.start_step == 1626
    # The same evals with the descent from above the later level: a lucky low, no ranking.
    lucky = turned.copy()
    lucky[:2] = np.log([0.30, 0.24])
    assert not ranked_above(lucky, 2, 0.05)
    # One eval of descent is too little to show one.
    assert not ranked_above(turned[1:], 1, 0.05)


def test_a_training_loss_that_never_came_down_is_no_overfitting() -> None:
    """c42 Forward-Forward results table: ten repeats' final losses read as a curve; the 'training
    loss' holds 0.50-0.61 from its first row while the 'test loss' swings 2.54-3.79: the flat-train
    branch wants a level the training loss came down to."""
    steps = np.arange(10)
    train = np.array([0.6116, 0.5105, 0.5470, 0.5132, 0.5783, 0.4998, 0.6118, 0.6106, 0.5821, 0.5715])
    test = np.array([3.480, 3.186, 3.792, 2.542, 2.760, 3.325, 3.294, 3.309, 3.160, 3.117])
    assert findings(RULE, run_of(loss=(steps, train), test_loss=(steps, test))) == []
    # The same evals beside a training loss that came down to that level first: overfitting.
    fell = np.r_[[1.9, 1.2, 0.8], train[3:]]
    [f] = findings(RULE, run_of(loss=(steps, fell), test_loss=(steps, test)))
    assert "stays flat" in f.message


def test_a_creep_under_the_scatter_of_one_eval_is_overfitting(monkeypatch: pytest.MonkeyPatch) -> None:
    """c39 gait / c43 LeNet: the eval loss creeps up from its best by less than one eval's scatter
    over twenty epochs and more while the training loss falls; the trend of many evals shows it.
    Without the creep test the same scenarios go unseen far more often."""
    from lossdoctor.scenarios.evals import eval_divergence_creep
    from lossdoctor.stitch import stitch

    seeds = range(12)
    found = []
    for seed in seeds:
        scenario = eval_divergence_creep(seed)
        [truth] = scenario.truths
        hits = findings(RULE, stitch(scenario.raw_run()))
        found.append(any(abs(f.start_step - truth.start_step) <= truth.tolerance for f in hits))
    assert sum(found) >= 10, found
    monkeypatch.setattr("lossdoctor.detectors.eval_divergence.creep", lambda raw, lowest, min_rise, alpha: None)
    alone = sum(bool(findings(RULE, stitch(eval_divergence_creep(seed).raw_run()))) for seed in seeds)
    assert alone <= sum(found) - 4, (alone, found)


@pytest.mark.parametrize("seed", range(8))
def test_scattered_evals_that_hold_their_level_get_nothing_from_the_creep_test(
        seed: int, monkeypatch: pytest.MonkeyPatch) -> None:
    from lossdoctor.scenarios.evals import eval_creep_flat
    from lossdoctor.stitch import stitch

    control = stitch(eval_creep_flat(seed).raw_run())
    with_creep = [(x.start_step, x.end_step) for x in findings(RULE, control)]
    monkeypatch.setattr("lossdoctor.detectors.eval_divergence.creep", lambda raw, lowest, min_rise, alpha: None)
    assert with_creep == [(x.start_step, x.end_step) for x in findings(RULE, control)]


def test_creep_needs_many_evals_a_trend_and_a_rise() -> None:
    from lossdoctor.detectors.eval_divergence import creep, theil_sen_rise

    rng = np.random.default_rng(3)
    noise = rng.normal(0, 0.03, 30)
    rising = np.linspace(0.0, 0.1, 30) + noise
    assert creep(rising, 0, 0.03, 0.05) is not None
    assert creep(rising[:15], 0, 0.03, 0.05) is None             # too few evals after the best
    late = np.r_[np.zeros(60), rising[:25]]
    assert creep(late, 60, 0.03, 0.05) is None                   # under a third: the tail's scatter
    assert creep(late, 52, 0.03, 0.05) is not None
    assert creep(noise, 0, 0.03, 0.05) is None                   # no trend
    assert creep(np.linspace(0.0, 0.02, 30), 0, 0.03, 0.05) is None  # a trend, but under min_rise
    assert theil_sen_rise(np.array([1.0, 5.0, 1.2, 1.3])) == pytest.approx(0.3, abs=0.2)


def test_a_zero_primary_training_loss_gives_way_to_the_eval_terms_twin() -> None:
    """c44 anemia (YOLOv8, no boxes): `train/box_loss` is 0 on every row, so it is no curve to hold
    `val/cls_loss` against; `train/cls_loss`, falling, is, and the climb of `val/cls_loss` is overfitting."""
    epochs = np.arange(1, 51)
    cls_train = 113.0 * np.exp(-0.2 * (epochs - 1))
    val_cls = np.where(epochs <= 8, 4.0 - 0.07 * epochs, 3.44 + 0.06 * (epochs - 8))
    run = run_of(train__box_loss=(epochs, np.zeros(50)), train__cls_loss=(epochs, cls_train),
                 val__box_loss=(epochs, np.full(50, 3.49) + 0.01 * np.sin(epochs)),
                 val__cls_loss=(epochs, val_cls))
    # The stitcher already watches the moving term (`stitching.frozen`); the twin rule is for a run
    # whose user named the frozen one (`--loss train/box_loss`).
    assert run.primary == "train/cls_loss"
    run = replace(run, primary="train/box_loss")
    [f] = findings(RULE, run)
    assert f.series == "val/cls_loss" and abs(f.start_step - 8) <= 2
    # A live primary is still the one compared with: a training loss that climbs too is no overfitting.
    run = run_of(train__box_loss=(epochs, 0.5 + 0.05 * epochs), train__cls_loss=(epochs, cls_train),
                 val__cls_loss=(epochs, val_cls))
    assert findings(RULE, run) == []
