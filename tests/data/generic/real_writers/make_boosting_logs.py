"""Make the gradient-boosting console captures in this folder (not run by the tests).

Each is the library's own evaluation log, printed while it trains a 4-class classifier on a
fixed synthetic problem (scikit-learn's `make_classification`), captured as
`python make_boosting_logs.py OUT_DIR` writes it (stdout redirected to the file):

- `xgboost_mlogloss.log`: `XGBClassifier(n_estimators=300, eval_metric="mlogloss")` fitted with
  `eval_set=[(train), (valid)]` and `verbose=50`: XGBoost prints
  `[N]\tvalidation_0-mlogloss:x\tvalidation_1-mlogloss:y` every 50 rounds and at the last;
- `lightgbm_multi_logloss.log`: `lgb.train(..., valid_sets=[valid],
  callbacks=[lgb.log_evaluation(20)])`: LightGBM prints `[N]\tvalid_0's multi_logloss: x`
  every 20 rounds, after its `[LightGBM] [Info]` start-up lines.

Run with any Python that has xgboost, lightgbm and scikit-learn.
"""

from __future__ import annotations

import contextlib
import sys
from pathlib import Path

import lightgbm as lgb
import xgboost as xgb
from sklearn.datasets import make_classification
from sklearn.model_selection import train_test_split


def main(out: Path) -> None:
    """Train both models, each with its console redirected to its log file."""
    x, y = make_classification(n_samples=3000, n_features=20, n_informative=10, n_classes=4, random_state=0)
    x_train, x_valid, y_train, y_valid = train_test_split(x, y, test_size=0.3, random_state=0)
    with (out / "xgboost_mlogloss.log").open("w") as handle, contextlib.redirect_stdout(handle):
        model = xgb.XGBClassifier(n_estimators=300, learning_rate=0.05, max_depth=4, eval_metric="mlogloss")
        model.fit(x_train, y_train, eval_set=[(x_train, y_train), (x_valid, y_valid)], verbose=50)
    with (out / "lightgbm_multi_logloss.log").open("w") as handle, contextlib.redirect_stdout(handle):
        params = {"objective": "multiclass", "num_class": 4, "learning_rate": 0.05, "seed": 0}
        lgb.train(params, lgb.Dataset(x_train, y_train), num_boost_round=200,
                  valid_sets=[lgb.Dataset(x_valid, y_valid)], callbacks=[lgb.log_evaluation(20)])


if __name__ == "__main__":
    main(Path(sys.argv[1]))
