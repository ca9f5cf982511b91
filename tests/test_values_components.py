"""The audit's values seen: a shape that prints only a component of the total loss is not the
training loss (blind c23 WS-DAN: `cos_sim_loss` lines under each `Loss` line put 17 % of the
values seen in points and the reading in doubt)."""

from __future__ import annotations

import random
from pathlib import Path

from lossdoctor import api
from lossdoctor.model import Run


def _ws_dan_log(epochs: int = 3, batches: int = 250, tests: int = 242, seed: int = 0) -> str:
    """A WS-DAN train.py log as its print statements write it: `Epoch: [e][i/250]` every ten
    batches with five Prec lines and the auxiliary losses, then the test pass (its progress lines
    end at 240 of 242: no line holds the pass's result), and ` * Prec@1` summaries."""
    rng = random.Random(seed)
    out = ["Namespace(action='train', epochs=80, lr=0.001)"]
    avg = 12.0
    for epoch in range(epochs):
        out.append(f"Start epoch {epoch} ==========,lr=0.001000")
        for i in range(0, batches, 10):
            loss = 0.4 + 12.6 * 0.95 ** (epoch * 25 + i / 10) + rng.uniform(0, 0.1)
            avg = 0.9 * avg + 0.1 * loss
            out.append(f"Epoch: [{epoch}][{i}/{batches}]\tTime 1.158 (1.175)\tData 0.364 (0.370)\t"
                       f"Loss {loss:.4f} ({avg:.4f})")
            for label in ("    ", "   k", "   0", " 001", "  01", "  05"):
                out.append(f"Prec@1{label} 37.500 (19.208)\tPrec@5{label} 66.667 (37.569)")
            out.append(f"cos_sim_loss  {0.27 + rng.uniform(0, 0.01):.3f} (0.281)")
            out.append(f"neg_cos_sim_loss  {0.23 + rng.uniform(0, 0.01):.3f} (0.205)")
            out.append(f"loss1,loss2,loss3,feature_center_loss {rng.uniform(1, 3)} {rng.uniform(1, 3)} "
                       f"{rng.uniform(1, 3)} {rng.uniform(0.4, 0.7)}")
        for i in range(0, tests, 10):
            out.append(f"Test: [{i}/{tests}]\tTime 0.641 (0.642)\tLoss {rng.uniform(2, 5):.4f} (3.7172)")
            out.append("Prec@1     79.167 (75.882)\tPrec@5     100.000 (94.571)")
            out.append(f"cos_sim_loss  {0.31 + rng.uniform(0, 0.01):.3f} (0.311)")
            out.append(f"neg_cos_sim_loss  {0.17 + rng.uniform(0, 0.01):.3f} (0.168)")
        out.append(" * Prec@1     72.299 Prec@5 93.114")
    return "\n".join(out) + "\n"


def _reading(path: Path) -> tuple[Run, dict[str, object]]:
    [run] = api.load([path]).runs
    reading = run.meta["reading"]
    assert isinstance(reading, dict)
    return run, reading


def test_component_losses_beside_the_total_are_not_training_values(tmp_path: Path) -> None:
    path = tmp_path / "train.log"
    path.write_text(_ws_dan_log())
    run, reading = _reading(path)
    assert run.primary == "Loss" and len(run.series["Loss"]) == 75
    assert reading["values_seen"] == reading["points_kept"] == 75
    assert reading["doubt"] is None


def test_without_a_total_every_shape_still_counts(tmp_path: Path) -> None:
    # No shape prints a total: each shape's loss is counted, and steps that fold ten values
    # into one point still put the reading in doubt.
    lines = []
    for k in range(100):
        lines.append(f"step {k // 10} | cos_sim_loss {3 - k / 100:.3f}")
        lines.append(f"neg_cos_sim_loss {1 - k / 1000:.4f}")
    path = tmp_path / "train.log"
    path.write_text("\n".join(lines) + "\n")
    _, reading = _reading(path)
    assert reading["values_seen"] == 200
    assert "loss values the log prints became points" in str(reading["doubt"])
