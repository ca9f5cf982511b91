"""One training written by W&B (offline) and by a TensorBoard writer (tensorboardX), both the
real SDKs, in the folder layouts they make (run as a script: `runs_wandb_tensorboard.py DIR MODE`).

Modes: `script` (the script logs each point to both; W&B counts `_step` 0, 1, 2 while the events
have the global step, 10 per point), `sync` (`wandb.init(sync_tensorboard=True)`: W&B logs the
events' values under their global step and keeps a copy of the event file in its files/),
`killed` (the process dies mid-write: both files end in a torn record), `relaunch` (killed
after 120 points, relaunched from the checkpoint at 100: a W&B run per launch, each counting
from 0, and a second event file in the same TensorBoard folder).
"""

from __future__ import annotations

import math
import sys
import time
from pathlib import Path
from typing import Any

EVERY = 10


def loss(i: int) -> float:
    return 2.0 + 6.0 * math.exp(-i / 40) + 0.01 * math.sin(i * 3)


def _init(folder: Path, **kwargs: Any) -> Any:
    import wandb

    settings = wandb.Settings(x_disable_stats=True, console="off", disable_git=True, save_code=False,
                              x_disable_meta=True, disable_job_creation=True)
    return wandb.init(mode="offline", dir=str(folder), project="lossdoctor-wandb-tb", settings=settings,
                      config={"lr": 3e-4}, **kwargs)


def launch(folder: Path, start: int, stop: int) -> None:
    from tensorboardX import SummaryWriter

    run = _init(folder)
    writer = SummaryWriter(str(folder / "runs" / "exp1"))
    for i in range(start, stop):
        writer.add_scalar("train/loss", loss(i), i * EVERY)
        run.log({"train/loss": loss(i)})
    writer.close()
    run.finish()


def sync(folder: Path) -> None:
    from tensorboardX import SummaryWriter

    run = _init(folder, sync_tensorboard=True)
    writer = SummaryWriter(str(folder / "runs" / "exp1"))
    for i in range(200):
        writer.add_scalar("train/loss", loss(i), i * EVERY)
    writer.close()
    run.finish()


def killed(folder: Path) -> None:
    launch(folder, 0, 200)
    for path in [*folder.rglob("*.wandb"), *folder.rglob("events.out.tfevents.*")]:
        data = path.read_bytes()
        path.write_bytes(data[:len(data) - 37])  # the last record cut short


def relaunch(folder: Path) -> None:
    launch(folder, 0, 120)
    time.sleep(1.1)  # the second event file gets its own name
    launch(folder, 100, 200)


if __name__ == "__main__":
    modes = {"script": lambda f: launch(f, 0, 200), "sync": sync, "killed": killed, "relaunch": relaunch}
    modes[sys.argv[2]](Path(sys.argv[1]))
