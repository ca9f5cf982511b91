"""A console log that prints only accuracies (MXNet's Module.fit, a script that never prints its
loss) is a training log with no loss (issue 31): its runs are read with their measures, nothing
is watched as a loss, and LD001 says why; prose that mentions an accuracy stays no log."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from lossdoctor import api
from lossdoctor.errors import InputError


def _mxnet_fit(epochs: int, seed: int) -> list[str]:
    """What MXNet 0.x Module.fit logs with the default eval_metric 'acc' (no loss)."""
    rng = np.random.default_rng(seed)
    lines, acc = [], 0.80
    for epoch in range(epochs):
        for batch in range(100, 600, 100):
            acc = min(0.99, acc + abs(rng.normal(0.01, 0.005)))
            lines.append(f"INFO:root:Epoch[{epoch}] Batch [{batch}]\tSpeed: {rng.uniform(3e4, 4e4):.2f} "
                         f"samples/sec\taccuracy={acc:.6f}")
        lines += [f"INFO:root:Epoch[{epoch}] Train-accuracy={acc:.6f}", f"INFO:root:Epoch[{epoch}] Time cost=1.4",
                  f"INFO:root:Epoch[{epoch}] Validation-accuracy={acc - 0.01:.6f}"]
    return lines


def test_an_accuracy_only_log_is_its_runs_with_no_loss(tmp_path: Path) -> None:
    page = ["***MLP***", "```", *_mxnet_fit(5, 1), "```", "", "***CNN***", "```", *_mxnet_fit(5, 2), "```"]
    (tmp_path / "comparison.md").write_text("\n".join(page) + "\n", encoding="utf-8")
    report = api.analyze([tmp_path])
    assert len(report.runs) == 2
    for r in report.runs:
        assert r.run.primary is None
        assert len(r.run.series["accuracy"]) == 25
        [finding] = [f for f in r.findings if f.code == "LD001"]
        assert "measures only (accuracy)" in finding.message


def test_a_loss_beside_the_accuracy_is_still_the_loss(tmp_path: Path) -> None:
    lines = [f"Epoch[{e}] Batch [{b}]\tloss={2.0 / (1 + e + b / 500):.4f}\taccuracy={0.5 + e / 20:.4f}"
             for e in range(5) for b in range(100, 600, 100)]
    (tmp_path / "train.log").write_text("\n".join(lines) + "\n", encoding="utf-8")
    [r] = api.analyze([tmp_path]).runs
    assert r.run.primary == "loss" and not r.run.meta.get("metrics_only")


def test_prose_that_mentions_an_accuracy_is_no_log(tmp_path: Path) -> None:
    (tmp_path / "README.md").write_text(
        "# Results\n\nAfter epoch 3 the accuracy=0.91 on the test set, which we think is good enough for a "
        "first model and far better than the baseline we started from.\n", encoding="utf-8")
    with pytest.raises(InputError, match="no training logs found"):
        api.analyze([tmp_path])
