"""`watch` on a real offline W&B run while it is being written, then resumed into a new folder."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

from watch_helpers import brief, watcher

WRITER = r'''
import math, sys, time, pathlib
import wandb
folder, run_id, first, last, hold = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), sys.argv[5]
settings = wandb.Settings(x_disable_stats=True, console="off", disable_git=True, save_code=False,
                          x_disable_meta=True, disable_job_creation=True)
run = wandb.init(mode="offline", dir=folder, project="watch", id=run_id, resume="allow", settings=settings)
for step in range(first, last):
    loss = (2.0 + 3.0 * math.exp(-step / 2000)) * (1 + 0.01 * math.sin(step * 12.9898))
    if 1500 <= step < 1520:
        loss *= 2.5
    run.log({"train/global_step": step, "train/loss": loss})
    if step == 1999 and hold != "-":
        pathlib.Path(hold + ".reached").write_text("")
        while not pathlib.Path(hold).exists():
            time.sleep(0.05)
run.finish()
'''


def _writer(folder: Path, first: int, last: int, hold: str) -> subprocess.Popen[bytes]:
    env = dict(os.environ, WANDB_MODE="offline", WANDB_SILENT="true", WANDB_DIR=str(folder))
    return subprocess.Popen([sys.executable, "-c", WRITER, str(folder), "watch001", str(first), str(last), hold],
                            env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)


def test_live_offline_run_then_resume_in_a_new_folder(tmp_path: Path) -> None:
    hold = tmp_path / "go"
    writer = _writer(tmp_path, 0, 2600, str(hold))
    events: list = []
    w = watcher([tmp_path], events)
    deadline = time.monotonic() + 120
    # While the writer is paused mid-run, the spike must come out of the live .wandb file.
    while not any(e.finding.code == "LD101" for e in events) and time.monotonic() < deadline:
        assert writer.poll() is None, writer.stderr.read() if writer.stderr else ""
        w.poll()
        time.sleep(0.2)
    # Found while the run is live: the writer cannot pass step 1999 until released. (Whether it
    # had reached the pause yet depends on when wandb flushed: the spike may show before it.)
    assert writer.poll() is None
    spike = next(e for e in events if e.finding.code == "LD101")
    assert abs(spike.finding.start_step - 1500) <= 2  # the logged train/global_step, not _step
    hold.write_text("")
    assert writer.wait(timeout=120) == 0
    w.poll()
    # A resume from step 1800: W&B opens a second run folder with the same id.
    assert _writer(tmp_path, 1800, 2400, "-").wait(timeout=120) == 0
    later = w.poll() + w.poll()
    run = next(iter(w.runs.values()))
    assert len(w.runs) == 1 and len(run.sources) == 2
    assert len(list(tmp_path.glob("wandb/offline-run-*"))) == 2
    assert not [b for b in brief(later) if b[0] == "new"]
    # The stitcher saw the resume from step 1800 as the rollback it is.
    (stitched,) = run.stitched.values()
    assert [(r.step, r.abandoned_to_step) for r in stitched.rollbacks] == [(1800, 2599)]
    assert sum(1 for e in events if e.event == "new" and e.finding.code == "LD101") == 1
