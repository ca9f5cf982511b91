"""An evaluation line that prints its epoch, under the evaluation pass's tqdm bar, is placed at that
epoch (as its training line is), never at the bar's `157/157` counter."""

from __future__ import annotations

from pathlib import Path

from lossdoctor import api


def _bar(total: int) -> str:
    frames = [f"{100 * i // total:3d}%|{'█' * (10 * i // total):<10}| {i}/{total} [00:0{i % 10}<00:00, 8.1it/s]"
              for i in range(0, total + 1, max(1, total // 6))]
    return "".join(frames) + f"100%|██████████| {total}/{total} [00:13<00:00, 11.9it/s]\n"


def test_test_loss_after_its_bar_is_at_the_printed_epoch(tmp_path: Path) -> None:
    text = ["Loading model...\n", "===Full Finetuning===\n"]
    for epoch in range(12):
        text.append(_bar(157))
        text.append(f"Epoch {epoch} training loss: {6.4 - 0.04 * epoch:.6f}\n")
        text.append(f"Epoch {epoch} training acc : {0.5 + 0.04 * epoch:.6f}\n")
        text.append(_bar(157))
        text.append(f"Epoch {epoch} test loss: {6.1 - 0.02 * epoch:.6f}\n")
        text.append(f"Epoch {epoch} test acc : {0.7 + 0.02 * epoch:.6f}\n")
    (tmp_path / "train.txt").write_text("".join(text), encoding="utf-8")
    runs = api.load([tmp_path]).runs
    assert len(runs) == 1
    run = runs[0]
    assert len(run.fragments) == 1
    loss = run.series[run.primary]
    assert loss.steps.tolist() == list(range(12))
    evals = [s for s in run.series.values() if "test" in s.name and "loss" in s.name]
    assert evals and evals[0].steps.tolist() == list(range(12))
