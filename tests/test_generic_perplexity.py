"""Console logs whose only curve is a perplexity (exp of the loss) are training logs, judged
on the log of the perplexity; shapes as public scripts print them, own numbers."""

from __future__ import annotations

import math
from pathlib import Path

import numpy as np
import pytest

from lossdoctor import api
from lossdoctor.errors import InputError


def _ppl(step: int, total: int) -> float:
    return math.exp(4.0 + 3.0 * math.exp(-step / (total / 4)) + 0.02 * math.sin(step))


def _write(tmp_path: Path, lines: list[str], name: str = "train.log") -> Path:
    path = tmp_path / name
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


# PyTorch's word_language_model prints `| epoch 1 | 200/2983 batches | lr .. | ms/batch .. | loss .. | ppl ..`;
# a script that drops the loss column leaves the perplexity alone.
def test_word_language_model_lines_with_only_a_perplexity(tmp_path: Path) -> None:
    lines = ["Namespace(batch_size=20, bptt=35, epochs=6, lr=20, model='LSTM')"]
    for epoch in range(1, 7):
        for batch in range(200, 3000, 200):
            step = (epoch - 1) * 2983 + batch
            lines.append(f"| epoch {epoch:3d} | {batch:5d}/ 2983 batches | lr 20.00 | ms/batch 11.90 | "
                         f"ppl {_ppl(step, 6 * 2983):8.2f}")
        lines += ["-" * 89, f"| end of epoch {epoch:3d} | time: 36.90s | valid ppl {_ppl(epoch * 2983, 6 * 2983) * 1.2:8.2f}",
                  "-" * 89]
    [report] = api.analyze([_write(tmp_path, lines)]).runs
    run = report.run
    assert run.primary == "ppl" and len(run.series["ppl"]) == 6 * 14
    assert any("'log(ppl)'" in w and "training perplexity" in w for w in run.warnings)
    assert not [f for f in report.findings if f.severity.label in ("error", "warning") or f.code == "LD001"]


# Old OpenNMT-py: `Epoch  3,  8950/ 8973; acc:  48.18; ppl:  18.85; 7984 src tok/s; ...` then, at each
# epoch's end, `Validation perplexity: 15.27`.
def test_opennmt_lines_with_accuracy_and_perplexity(tmp_path: Path) -> None:
    lines = ["Loading train dataset from 'data/demo.train.pt'"]
    for epoch in range(1, 5):
        for batch in range(50, 1001, 50):
            step = (epoch - 1) * 1000 + batch
            lines.append(f"Epoch {epoch:2d}, {batch:5d}/ 1000; acc: {30 + step / 200:6.2f}; ppl: "
                         f"{_ppl(step, 4000):6.2f}; 7984 src tok/s; 1285 tgt tok/s; {step:6d} s elapsed")
        lines += [f"Train perplexity: {_ppl(epoch * 1000, 4000):.4f}", f"Validation perplexity: {_ppl(epoch * 1000, 4000):.4f}"]
    [run] = api.load([_write(tmp_path, lines)]).runs
    # The perplexity is watched before the accuracy printed beside it: it is the loss in another unit.
    assert run.primary == "ppl" and len(run.series["ppl"]) == 80
    assert np.all(np.diff(run.series["ppl"].steps) > 0)


def test_a_perplexity_blowing_up_is_judged_in_the_right_direction(tmp_path: Path) -> None:
    lines = []
    for step in range(0, 3000, 10):
        loss = 3.0 + 2.0 * math.exp(-step / 400) + 0.01 * math.sin(step) + (0.004 * (step - 2000) if step > 2000 else 0)
        lines.append(f"step {step} | train ppl {math.exp(loss):.3f} | lr 3e-4")
    [report] = api.analyze([_write(tmp_path, lines)]).runs
    found = [f for f in report.findings if f.code.startswith("LD2")]
    assert found and found[0].series == "log(train ppl)" and found[0].start_step >= 1900


def test_a_perplexity_quoted_in_prose_is_not_a_training_log(tmp_path: Path) -> None:
    lines = ["# Results", "We fine-tuned for 3 epochs. The final ppl: 12.3 on the test set,",
             "against a baseline perplexity of 15.1 at step 0.", "See the table below."]
    with pytest.raises(InputError):
        api.load([_write(tmp_path, lines, "notes.txt")])
