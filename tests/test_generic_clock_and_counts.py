"""Console logs whose own numbers tell launches, evaluations and debug prints apart (devR69).

- `time elapsed` printed on every training line starts again only when the program does: where
  it goes back with the steps, a launch starts (a boundary), even when its loss goes on near where
  the launch before stopped (which alone reads as a resume with the counter reset).
- `validation: iter 3, dev. ppl 2.4` after training step 21000 counts validations: the result
  belongs where the training got, not at step 3 (which sent the log back to its start).
- A rare debug print with a counter of its own (`[Step 3] DGD Debug: ...`) among a progress
  bar's frames is no step of the run.

Written the way the real programs print (the CS224n NMT trainer of `c43-sign-language-...`, a
Rich bar with a debug print of `c44-qvit-...`).
"""

from __future__ import annotations

import math
from pathlib import Path

from lossdoctor import api
from lossdoctor.identity.decision import recorded


def _launch(epochs: int, start: float, end: float, clock: bool = True, per_epoch: int = 7,
            validate: bool = False) -> list[str]:
    lines, t, n = [], 0.0, epochs * per_epoch
    for e in range(epochs):
        for i in range(1, per_epoch + 1):
            k = e * per_epoch + i
            loss = start * math.exp(math.log(end / start) * k / n) + 0.01 * math.sin(k)
            t += 650.0 + 3 * i
            tail = f", time elapsed {t:.2f} sec" if clock else ""
            lines.append(f"epoch {e}, iter {i * 1000}, avg. loss {loss:.2f}, avg. ppl {math.exp(loss):.2f} "
                         f"cum. examples {i * 1000}, speed 24.{i} words/sec{tail}")
        if validate:
            lines.append(f"validation: iter {e + 1}, dev. ppl {math.exp(end + 0.3 - 0.01 * e):.6f}")
    return lines


def test_the_clock_going_back_starts_a_launch(tmp_path: Path) -> None:
    log = tmp_path / "log.txt"
    # The second launch starts near where the first stopped (it loaded its weights, unsaid).
    log.write_text("\n".join(_launch(3, 6.0, 2.0) + _launch(3, 2.05, 1.2)) + "\n")
    runs = api.load([log]).runs
    assert [len(run.series["loss"]) for run in runs] == [21, 21]
    assert any(d.kind == "new run" and d.rank.label == "boundary" and "time elapsed" in d.evidence
               for d in recorded(runs[1].meta))
    # Without the clock, the loss going on where it stopped reads as the same training resumed.
    log.write_text("\n".join(_launch(3, 6.0, 2.0, clock=False) + _launch(3, 2.05, 1.2, clock=False)) + "\n")
    assert len(api.load([log]).runs) == 1


def test_a_clock_that_restarts_each_epoch_is_no_launch(tmp_path: Path) -> None:
    lines = []
    for e in range(4):
        for i in range(1, 8):
            lines.append(f"epoch {e}, iter {i * 100}, loss {3.0 - 0.1 * (7 * e + i):.3f}, elapsed {60.0 * i:.1f}")
    log = tmp_path / "train.log"
    log.write_text("\n".join(lines) + "\n")
    (run,) = api.load([log]).runs
    assert len(run.series["loss"]) == 28 and not run.rollbacks


def test_validations_counted_apart_sit_where_training_got(tmp_path: Path) -> None:
    log = tmp_path / "log.txt"
    log.write_text("\n".join(_launch(4, 6.0, 2.0, validate=True)) + "\n")
    (run,) = api.load([log]).runs
    assert len(run.series["loss"]) == 28 and not run.rollbacks and len(run.fragment_info) == 1
    evals = [name for name in run.series if "ppl" in name and "validation" in name]
    assert evals and run.series[evals[0]].steps.tolist() == [7000, 14000, 21000, 28000]


def test_a_rare_debug_print_with_its_own_counter_is_no_step(tmp_path: Path) -> None:
    lines = []
    for e in range(2):
        for b in range(1, 201):
            lines.append(f"Epoch {e}/1  ━━━━━━━━━━ {b}/200 0:00:01 • 0:01:00 3.50it/s v_num: ab12 "
                         f"train_loss: {3.0 * math.exp(-(200 * e + b) / 150) + 0.3:.3f}")
            if b % 20 == 0:
                # The bar's second screen line shows through after the debug print's words.
                lines.append(f"[Step {(200 * e + b) // 20}] DGD Debug:{' ' * 40}{1.5 + b / 1000:.3f} train_acc: 0.000")
    log = tmp_path / "output.log"
    log.write_text("\n".join(lines) + "\n")
    (run,) = api.load([log]).runs
    assert run.primary is not None and len(run.series[run.primary]) == 400
    assert not run.rollbacks and len(run.fragment_info) == 1


def test_the_real_rich_bar_log_with_debug_prints_counts_its_batches() -> None:
    """The real Lightning Rich-bar capture: 20 `[Step k] DGD Debug:` lines (the bar's second
    screen line showing through) among 3,249 frames of 2 x 1,406 batches; each batch once."""
    case = Path(__file__).parent / "realworld" / "cases" / \
        "c44-qvit-lightning-rich-bar-output-log-wandb-summary-two-epochs-2812-steps" / "files" / "output.log"
    (run,) = api.load([case]).runs
    loss = run.series[run.primary or ""]
    assert len(loss) == 2812 and int(loss.steps[0]) == 1 and int(loss.steps[-1]) == 2812
    assert not run.rollbacks
