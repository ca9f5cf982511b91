"""Writers of one run that name no loss, or name it differently, are still one run (issue 31):
CatBoost's `learn_error.tsv` and its `learn/` events agree on their watched RMSE and `time_left.tsv`
is their companion; Ludwig's `training_statistics.json` per epoch and its events' per-epoch loss
three folders below agree value for value under other names. Different curves stay apart."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np

from lossdoctor.api import load
from tb_helpers import event, value, write


def _rmse(n: int, seed: int = 0) -> np.ndarray:
    rng = np.random.default_rng(seed)
    return np.round(0.07 + 0.65 * np.exp(-np.arange(n) / 60) + rng.uniform(0, 1e-4, n), 10)


def _catboost(info: Path, values: np.ndarray) -> None:
    n = len(values)
    write(info / "learn", [event(i, 1.7e9 + i, [value("RMSE", "simple", float(v))]) for i, v in enumerate(values)])
    (info / "learn_error.tsv").write_text("iter\tRMSE\n" + "".join(f"{i}\t{v:.10f}\n" for i, v in enumerate(values)))
    (info / "time_left.tsv").write_text("iter\tPassed\tRemaining\n" + "".join(f"{i}\t{40 * i}\t{40 * (n - i)}\n"
                                                                            for i in range(n)))


def test_catboost_train_dir_is_one_run(tmp_path: Path) -> None:
    _catboost(tmp_path / "catboost_info", _rmse(400))
    [run] = load([tmp_path]).runs
    assert run.primary == "RMSE" and len(run.series["RMSE"]) == 400
    assert {Path(s).name for s in run.sources} >= {"learn_error.tsv", "time_left.tsv"}


def test_two_error_curves_that_differ_are_two_runs(tmp_path: Path) -> None:
    info = tmp_path / "catboost_info"
    _catboost(info, _rmse(400))
    (info / "learn_error.tsv").write_text("iter\tRMSE\n" + "".join(f"{i}\t{v:.10f}\n"
                                                                   for i, v in enumerate(_rmse(400, seed=7) * 1.5)))
    assert len(load([tmp_path]).runs) >= 2


def _ludwig(run_dir: Path, epochs: int, seed: int) -> None:
    rng = np.random.default_rng(seed)
    train = (3.5 * np.exp(-np.arange(epochs) / 3) + rng.uniform(0, 0.01, epochs)).tolist()
    valid = (3.3 * np.exp(-np.arange(epochs) / 5) + 0.9 + rng.uniform(0, 0.01, epochs)).tolist()
    stats = {"training": {"combined": {"loss": train}}, "validation": {"combined": {"loss": valid}}}
    run_dir.mkdir(parents=True)
    (run_dir / "training_statistics.json").write_text(json.dumps(stats, indent=4))
    batches = 4 * epochs
    batch = 5.9 * np.exp(-np.arange(batches) / 12) + 0.002
    events = [event(i, 1.7e9 + i, [value("combined/batch_train_reg_mean_loss", "simple", float(v))])
              for i, v in enumerate(batch)]
    events += [event(e + 1, 1.7e9 + 4 * e + 3.5, [value("combined/epoch_training_loss", "simple", train[e]),
                                                  value("combined/epoch_validation_loss", "simple", valid[e])])
               for e in range(epochs)]
    write(run_dir / "model" / "log" / "train", events)


def test_ludwig_statistics_and_events_three_folders_below_are_one_run(tmp_path: Path) -> None:
    _ludwig(tmp_path / "results" / "experiment_run", 16, 1)
    _ludwig(tmp_path / "results" / "experiment_run_0", 18, 2)
    runs = load([tmp_path]).runs
    assert sorted(len(r.series[r.primary]) for r in runs if r.primary) == [64, 72]
    assert len(runs) == 2


def test_two_files_that_each_watch_their_own_curve_stay_two_runs(tmp_path: Path) -> None:
    # No loss in either, and each has a curve a person watches: neither is the other's companion.
    for name, seed in (("sweep_a.csv", 1), ("sweep_b.csv", 2)):
        rng = np.random.default_rng(seed)
        top1 = np.cumsum(rng.uniform(0.5, 1.5, 40)) + 10
        (tmp_path / name).write_text("step,eval_top1\n" + "".join(f"{i},{v:.3f}\n" for i, v in enumerate(top1)))
    assert len(load([tmp_path]).runs) == 2
