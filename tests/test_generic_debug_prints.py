"""A rare debug print with a counter of its own (`[Step 3] DGD Debug: ...`) among a progress
bar's frames is no step of the run (devR69; the real file is `c44-qvit-...`'s Rich-bar capture).
"""

from __future__ import annotations

import math
from pathlib import Path

from lossdoctor import api


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
