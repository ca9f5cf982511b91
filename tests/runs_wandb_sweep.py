"""A two-run W&B learning-rate sweep, written offline by the wandb SDK itself (run as a script)."""

from __future__ import annotations

import math
import sys
from pathlib import Path


def main(folder: Path) -> None:
    import wandb

    for lr, seed in ((0.3, 1), (0.003, 2)):
        settings = wandb.Settings(x_disable_stats=True, console="off", disable_git=True, save_code=False,
                                  x_disable_meta=True, disable_job_creation=True)
        run = wandb.init(mode="offline", dir=str(folder), project="lossdoctor-sweep", settings=settings,
                         config={"lr": lr, "seed": seed, "batch_size": 32, "optimizer": {"name": "adamw", "beta2": 0.95}})
        for step in range(0, 200, 5):
            loss = 2.0 + 6.0 * math.exp(-step / 40) + 0.01 * math.sin(step * seed)
            run.log({"train/loss": loss, "train/global_step": step})
        run.finish()


if __name__ == "__main__":
    main(Path(sys.argv[1]))
