"""Make `lightgbm_cv_trials.log` in this folder (not run by the tests).

A hyperparameter search's console as a notebook prints it: for each of two trials, the trial's
parameter dict (`json.dumps(params, indent=1)`), then a 3-fold cross-validation, one
`lgb.train(..., valid_sets=[valid], callbacks=[lgb.log_evaluation(25)])` per fold (LightGBM
prints `[N]\tvalid's binary_logloss: x` every 25 rounds, each fold from round 25 again), then
the trial's mean validation loss. The data is a fixed synthetic binary problem (numpy, seed 0).
Captured as `python make_boosting_cv.py OUT_DIR` writes it (stdout redirected to the file).

Run with any Python that has lightgbm and numpy.
"""

from __future__ import annotations

import contextlib
import json
import sys
from pathlib import Path

import lightgbm as lgb
import numpy as np


def main(out: Path) -> None:
    """Run the two trials with the console redirected to the log file."""
    rng = np.random.default_rng(0)
    x = rng.normal(size=(3000, 10))
    y = (x[:, 0] + 0.5 * x[:, 1] * x[:, 2] + rng.normal(scale=1.5, size=3000) > 0).astype(int)
    folds = np.array_split(rng.permutation(len(x)), 3)
    trials = [{"learning_rate": 0.1, "num_leaves": 15, "num_iterations": 100, "verbose": -1},
              {"learning_rate": 0.05, "num_leaves": 31, "num_iterations": 75, "verbose": -1}]
    with (out / "lightgbm_cv_trials.log").open("w") as handle, contextlib.redirect_stdout(handle):
        for params in trials:
            print(json.dumps({"objective": "binary", **params}, indent=1))
            losses = []
            for fold in folds:
                train = np.setdiff1d(np.arange(len(x)), fold)
                valid = lgb.Dataset(x[fold], y[fold])
                booster = lgb.train({"objective": "binary", **params}, lgb.Dataset(x[train], y[train]),
                                    valid_sets=[valid], valid_names=["valid"],
                                    callbacks=[lgb.log_evaluation(25)])
                losses.append(booster.best_score["valid"]["binary_logloss"])
            print(f"Valid Loss: {np.mean(losses):.6f}")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
