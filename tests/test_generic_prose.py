"""Numbers in quoted model output are no step (issue 25, part 3): a hand-written GRPO log
prints its completions (`**Step 1: First part**`, `adds 20/100 * 20 = 4`), and those lines
must not cut the run into pieces nor become points.

The real file is `c3-custom-grpo-gemma2-kl-collapse` in the corpus; this is its variant.
"""

from __future__ import annotations

from pathlib import Path

from lossdoctor import api
from lossdoctor.formats.json_report import as_dict

_COMPLETIONS = [
    ["Here's how to solve it:", "**Step 1: First part**", "* Distance in first part = 62 * 2 = 124 km",
     "**Step 2: Second part**", "* Distance in second part = 124 * 3 = 372 km"],
    ["1. **Calculate the daily increase:**  The builder adds 20/100 * 20 = 4/10  = 0.4  meters",
     "2. **Calculate the total:** He started with 180/3 = 60 and added 0.4*3 = 1.2"],
    ["A book has 360 pages. Student reads 1/3 first day, 1/4 next day. Pages left?",
     "1. First increase: 50*0.30=15, so the price became 50+15=65."],
]


def _grpo_log(steps: int = 16) -> str:
    lines = ["Loaded LoRA checkpoint ckpt/lora_epoch4_step160.pt", "=== Epoch 1/4 ==="]
    for step in range(1, steps + 1):
        for sample in range(3):
            lines.append(f"[eval] Q{sample} -> answer")
            lines += _COMPLETIONS[(step + sample) % len(_COMPLETIONS)]
            lines.append(f"[timing] sample processed in {150 + step}.{sample}s")
        lines.append(f"[step {step * 25}] avg_loss={0.01 * (-1) ** step + 0.001 * step:.4f} acc=0.9{step % 10}00")
        if step % 4 == 0:
            lines += [f"Saved checkpoint to ckpt/lora_epoch{step // 4}_step{step * 25}.pt",
                      f"=== Epoch {step // 4 + 1}/4 ==="]
    return "\n".join(lines) + "\n"


def test_quoted_completions_neither_split_the_run_nor_become_points(tmp_path: Path) -> None:
    log = tmp_path / "train_grpo.log"
    log.write_text(_grpo_log())
    report = api.analyze([log])
    [run] = report.runs
    loss = run.run.series["avg_loss"]
    assert len(loss) == 16 and int(loss.steps[0]) == 25 and int(loss.steps[-1]) == 400
    assert len(run.run.fragments) == 1
    assert set(run.run.series) == {"avg_loss", "acc"}
    reading = as_dict(report)["runs"][0]["reading"]
    assert reading["doubt"] is None
    assert any("prose" in reason for reason in reading["passed_over"])


def test_a_loop_line_without_a_loss_is_not_prose(tmp_path: Path) -> None:
    # A throughput line printed every step with its own counter is a print in a loop: kept.
    lines = []
    for step in range(1, 21):
        lines.append(f"step {step * 10} loss {3.0 - step * 0.05:.3f}")
        lines.append(f"throughput: batch {step} of 20 at {1000 + step} tok/s")
    log = tmp_path / "train.log"
    log.write_text("\n".join(lines) + "\n")
    reading = as_dict(api.analyze([log]))["runs"][0]["reading"]
    assert not any("prose" in reason for reason in reading["passed_over"])
