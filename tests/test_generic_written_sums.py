"""A total written out as the sum of its terms inside a key's brackets (KGAT's epoch line)."""

from __future__ import annotations

from pathlib import Path

import numpy as np

from lossdoctor.api import load
from lossdoctor.ingest.textlog.generic.template import NUMBER, interpret
from lossdoctor.roles import Role


def _kgat_log(path: Path, epochs: int = 40) -> list[float]:
    """Lines as KGAT's `Main.py` prints them: `Epoch N [t1s + t2s]: train==[total=bpr + kg + reg]`,
    with the evaluation's lists every tenth epoch."""
    rng = np.random.default_rng(3)
    totals = []
    lines = ["#params: 12146384", "without pretraining."]
    for epoch in range(epochs):
        bpr, kg, reg = 14 * np.exp(-epoch / 30) + 3, 400 * np.exp(-epoch / 2) + 0.8, 0.4 + epoch / 80
        bpr += rng.normal(0, 0.05)
        total = bpr + kg + reg
        totals.append(round(total, 5))
        line = f"Epoch {epoch} [305.4s]: train==[{total:.5f}={bpr:.5f} + {kg:.5f} + {reg:.5f}]"
        if epoch % 10 == 9:
            line = (f"Epoch {epoch} [305.4s + 92.5s]: train==[{total:.5f}={bpr:.5f} + {kg:.5f} + {reg:.5f}], "
                    "recall=[0.13895, 0.30366], precision=[0.01453, 0.00699], hit=[0.23908, 0.47029]")
        lines.append(line)
    path.write_text("\n".join(lines) + "\n")
    return totals


def test_shape_names_the_total_and_its_terms() -> None:
    line = "Epoch 9 [305.4s + 92.5s]: train==[24.35039=9.99989 + 13.37466 + 0.97583], recall=[0.13895, 0.30366]"
    shape = interpret(tuple(NUMBER.split(line)[0::2]))
    names = dict(shape.fields)
    assert names[3] == "train loss"
    assert [names[i] for i in (4, 5, 6)] == ["train term 1", "train term 2", "train term 3"]


def test_plain_brackets_are_untouched() -> None:
    line = "step 5 recall=[0.1, 0.2] loss=[0.5]"
    names = dict(interpret(tuple(NUMBER.split(line)[0::2])).fields)
    assert "recall loss" not in names.values() and not any("term" in n for n in names.values())


def test_kgat_log_reads_the_total_along_its_epochs(tmp_path: Path) -> None:
    totals = _kgat_log(tmp_path / "training_log_amazon-book.log")
    runs = load([tmp_path]).runs
    assert len(runs) == 1
    run = runs[0]
    assert run.primary == "train loss"
    np.testing.assert_allclose(run.series["train loss"].values, totals, rtol=1e-6)
    assert run.series["train loss"].steps.tolist() == list(range(40))
    assert run.series["train term 2"].role is Role.OTHER
