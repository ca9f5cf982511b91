"""An evaluation's results, told by the words on or above their line (c36 BERT similarity).

A TF 1.x Estimator fine-tune logs `loss = x, step = N (t sec)` every 100 steps, then
`evaluate()` logs `Finished evaluation at ...` and `Saving dict for global step 5468:
eval_accuracy = ..., eval_loss = 0.72, global_step = 5468, loss = 0.72`, and BERT's
run_classifier prints the same dict under `***** Eval results *****` as `  loss = 0.72`. That
bare `loss` is the evaluation's (the Estimator names its eval loss so); read as training, it
was a x14 spike at the run's last step. The lines are written here by Python's logging with
the Estimator's and run_classifier's format strings (tensorflow 1.x is not installable here).
"""

from __future__ import annotations

import logging
from pathlib import Path

from lossdoctor import api
from lossdoctor.roles import Role

EVAL = {"eval_accuracy": 0.8500477, "eval_auc": 0.68875444, "eval_loss": 0.7216634, "global_step": 5468,
        "loss": 0.7218847}


def _estimator_log(path: Path, eval_dict: dict[str, float | int], *, block: bool, absl_copy: bool) -> None:
    """A fine-tune's console: tf_logging's `INFO:tensorflow:` lines, 55 training lines, evaluate()."""
    logger = logging.getLogger(f"tensorflow.{path.parent.name}")
    logger.setLevel(logging.INFO)
    logger.propagate = False
    handler = logging.FileHandler(path, encoding="utf-8")
    handler.setFormatter(logging.Formatter("%(levelname)s:tensorflow:%(message)s"))
    logger.addHandler(handler)
    try:
        for i in range(55):
            loss = 1.0 * 0.93 ** i * (1.3 if i % 3 == 0 else 0.9)
            if i:
                logger.info("global_step/sec: %g", 0.69)
            logger.info("loss = %s, step = %s (%.3f sec)", f"{loss:.8g}", i * 100, 144.5)
        logger.info("Saving checkpoints for %d into model.ckpt.", 5468)
        logger.info("Loss for final step: %s.", 0.0025181356)
        logger.info("Finished evaluation at %s", "2019-02-18-08:09:56")
        text = ", ".join(f"{k} = {v}" for k, v in sorted(eval_dict.items()))
        logger.info("Saving dict for global step %d: %s", 5468, text)
        if absl_copy:
            handler.stream.write(f"I0218 08:09:56.123456 140152603084608 estimator.py:2049] Saving dict for "
                                 f"global step 5468: {text}\n")
        if block:
            logger.info("***** Eval results *****")
            for key in sorted(eval_dict):
                logger.info("  %s = %s", key, eval_dict[key])
    finally:
        logger.removeHandler(handler)
        handler.close()


def test_an_estimator_eval_dict_loss_is_the_evaluations(tmp_path: Path) -> None:
    for block, absl_copy, eval_dict in ((True, False, EVAL), (False, True, EVAL),
                                        (False, False, {"accuracy": 0.93, "global_step": 5468, "loss": 0.72})):
        folder = tmp_path / f"run{block:d}{absl_copy:d}{len(eval_dict)}"
        folder.mkdir()
        _estimator_log(folder / "train.log", eval_dict, block=block, absl_copy=absl_copy)
        [run] = api.load([folder]).runs
        loss = run.series["loss"]
        assert (len(loss), int(loss.steps[-1])) == (55, 5400)  # the eval's 0.72 is no training point
        assert any(s.role is Role.EVAL_LOSS and int(s.steps[-1]) == 5468 for s in run.series.values())
        [report] = api.analyze(folder).runs
        assert not [f for f in report.findings if f.code == "LD101"]


def test_a_training_line_after_a_plain_line_stays_training(tmp_path: Path) -> None:
    # Negative control: no words of an evaluation above the last line: its loss is training's.
    (tmp_path / "train.log").write_text("".join(f"INFO:tensorflow:loss = {0.9 ** i:.4f}, step = {i * 100}\n"
                                                for i in range(40)) + "INFO:tensorflow:Saving checkpoints for 4000\n"
                                        "INFO:tensorflow:loss = 0.0100, step = 4000\n", encoding="utf-8")
    [run] = api.load([tmp_path]).runs
    loss = run.series["loss"]
    assert (len(loss), int(loss.steps[-1])) == (41, 4000)
