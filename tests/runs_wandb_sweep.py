"""A two-run W&B learning-rate sweep, written offline by the wandb SDK itself (run as a script)."""

from __future__ import annotations

import math
import sys
from pathlib import Path
from typing import Any


def _quiet() -> Any:
    """Offline settings that write the run's history and nothing about the machine."""
    import wandb

    return wandb.Settings(x_disable_stats=True, console="off", disable_git=True, save_code=False,
                          x_disable_meta=True, disable_job_creation=True)


def main(folder: Path) -> None:
    import wandb

    for lr, seed in ((0.3, 1), (0.003, 2)):
        settings = _quiet()
        run = wandb.init(mode="offline", dir=str(folder), project="lossdoctor-sweep", settings=settings,
                         config={"lr": lr, "seed": seed, "batch_size": 32, "optimizer": {"name": "adamw", "beta2": 0.95}})
        for step in range(0, 200, 5):
            loss = 2.0 + 6.0 * math.exp(-step / 40) + 0.01 * math.sin(step * seed)
            run.log({"train/loss": loss, "train/global_step": step})
        run.finish()




def console(folder: Path) -> None:
    """A nanoGPT-style run: W&B gets the eval losses, the console (files/output.log) every iteration."""
    import wandb

    settings = _quiet()
    run = wandb.init(mode="offline", dir=str(folder), project="lossdoctor-console", settings=settings,
                     config={"learning_rate": 6e-4, "batch_size": 12})
    lines = []
    for it in range(0, 501):
        loss = 2.0 + 2.5 * math.exp(-it / 120) + 0.05 * math.sin(it * 1.7)
        if it % 50 == 0:
            train, val = loss + 0.01, loss + 0.08
            lines.append(f"step {it}: train loss {train:.4f}, val loss {val:.4f}")
            run.log({"iter": it, "train/loss": train, "val/loss": val, "lr": 6e-4})
        lines.append(f"iter {it}: loss {loss:.4f}, time 41.07ms, mfu 31.20%")
    files = Path(run.dir)
    run.finish()
    (files / "output.log").write_text("\n".join(lines) + "\n")


def console_evals(folder: Path, step_key: bool = True) -> None:
    """A nanoGPT fork that sends W&B only its evaluations (an estimate of the train loss and the
    val loss every 50 iterations) and prints only the per-iteration loss: no value is in both.
    Without `step_key` the evaluations are logged at W&B's own `_step` (0, 1, 2...)."""
    import wandb

    settings = _quiet()
    run = wandb.init(mode="offline", dir=str(folder), project="lossdoctor-console-evals", settings=settings,
                     config={"learning_rate": 1e-3, "eval_interval": 50})
    lines = []
    for it in range(0, 501):
        loss = 2.0 + 2.5 * math.exp(-it / 120) + 0.05 * math.sin(it * 1.7)
        if it % 50 == 0:
            evals = {"train/loss": loss - 0.07 + 0.01 * math.cos(it), "val/loss": loss + 0.08 + it / 2000}
            run.log({"iter": it, **evals} if step_key else evals)
        lines.append(f"iter {it}: loss {loss:.4f}, time 41.07ms, mfu 31.20%")
    files = Path(run.dir)
    run.finish()
    (files / "output.log").write_text("\n".join(lines) + "\n")


def console_only(folder: Path) -> None:
    """A run that never calls `wandb.log`: its .wandb file holds no history, only the console
    capture (files/output.log) holds the loss, with an epoch's summary after its iterations."""
    import wandb

    settings = _quiet()
    run = wandb.init(mode="offline", dir=str(folder), project="lossdoctor-console-only", settings=settings)
    lines = ["Epoch 1, Learning rate 0.0001"]
    for it in range(30, 151, 30):
        lines.append(f" | Epoch (train): [1][{it}/150]")
        lines.append(f"Scale 0: mask: 0.0866, Scale 0: rho: 0.1358, [Total Loss: {5.3 - it / 3000 + 0.01 * (it % 60):.4f}]")
    lines.append(" | Epoch: [1] Losses summary: Scale 0: mask: 0.0873, Scale 0: rho: 0.1479, [Total Loss: 5.2443]")
    files = Path(run.dir)
    run.finish()
    (files / "output.log").write_text("\n".join(lines) + "\n")


if __name__ == "__main__":
    modes = {"console": console, "console-only": console_only, "console-evals": console_evals,
             "console-evals-step": lambda folder: console_evals(folder, step_key=False)}
    modes.get(sys.argv[2] if sys.argv[2:] else "", main)(Path(sys.argv[1]))
