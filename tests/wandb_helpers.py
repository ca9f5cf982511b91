"""Real offline W&B runs for the tests, written once per session by the wandb SDK itself.

`generate(folder)` runs this file as a script in a subprocess (wandb changes process-wide
state), which logs the scenarios below and writes `expected.json`: for every run folder,
its run id and every numeric value logged, as [step, value] pairs per key, where "step"
is the step the reader should report (the framework step key when one is logged).
"""

from __future__ import annotations

import json
import math
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

NAN, INF = float("nan"), float("inf")


def generate(folder: Path) -> dict[str, Any]:
    """Write the scenario runs under `folder` and return expected.json."""
    env = dict(os.environ, WANDB_MODE="offline", WANDB_SILENT="true", WANDB_DISABLE_GIT="true",
               WANDB_CONSOLE="off", WANDB_DIR=str(folder))
    subprocess.run([sys.executable, __file__, str(folder)], check=True, env=env, timeout=300)
    return json.loads((folder / "expected.json").read_text())


@pytest.fixture(scope="session")
def sdk_runs(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """{"root": Path, scenario: {"folders": [...], ...}} for the runs made by `_main`."""
    folder = tmp_path_factory.mktemp("wandb_sdk")
    expected = generate(folder)
    expected["root"] = folder
    return expected


def pairs(series: Any) -> list[list[float]]:
    """A Series as [step, value] pairs, for exact comparison with expected.json."""
    return [[int(s), float(v)] for s, v in zip(series.steps, series.values)]


def same(got: list[list[float]], want: list[list[float]]) -> bool:
    """Equal pair lists, where NaN equals NaN."""
    return len(got) == len(want) and all(
        a[0] == b[0] and (a[1] == b[1] or (math.isnan(a[1]) and math.isnan(b[1]))) for a, b in zip(got, want))


# ---------------------------------------------------------------------------------------
# The generator (runs in a subprocess).

class _Log:
    """Logs to a run and remembers what should come back, per key."""

    def __init__(self, run: Any) -> None:
        self.run = run
        self.series: dict[str, list[list[float]]] = {}

    def log(self, values: dict[str, Any], step: int | None = None, at: int | None = None) -> None:
        self.run.log(values, step=step) if step is not None else self.run.log(values)
        where = at if at is not None else step
        for key, value in _flat(values):
            if isinstance(value, (int, float)) and not isinstance(value, bool):
                self.series.setdefault(key, []).append([where, float(value)])


def _flat(values: dict[str, Any], prefix: str = "") -> list[tuple[str, Any]]:
    out = []
    for key, value in values.items():
        if isinstance(value, dict):
            out.extend(_flat(value, f"{prefix}{key}."))
        else:
            out.append((f"{prefix}{key}", value))
    return out


def _main(folder: Path) -> None:
    import wandb

    def settings(**extra: Any) -> Any:
        return wandb.Settings(x_disable_stats=True, console="off", disable_git=True, save_code=False,
                              x_disable_meta=True, disable_job_creation=True, **extra)

    def start(encoding: str = "json", **kw: Any) -> Any:
        return wandb.init(mode="offline", dir=str(folder), project="lossdoctor-tests",
                          settings=settings(x_history_value_encoding=encoding), **kw)

    out: dict[str, Any] = {}

    def done(name: str, log: _Log, **extra: Any) -> None:
        folder_name = Path(log.run.dir).parent.name
        entry = out.setdefault(name, {"folders": []})
        entry["folders"].append({"folder": folder_name, "id": log.run.id, "series": log.series, **extra})
        log.run.finish()

    # basic: no-step rows, nested dicts, NaN/inf, text and bool values, then explicit steps.
    log = _Log(start(id="basic001", name="basic-run"))
    for i in range(12):
        loss = {4: NAN, 5: INF, 6: -INF}.get(i, 2.0 / (i + 1))
        row: dict[str, Any] = {"train/loss": loss, "txt": "hello", "flag": True}
        if i % 3 == 0:
            row["eval"] = {"loss": 1.5 + i, "acc": 0.25 * i}
        log.log(row, at=i)
    log.log({"train/loss": 0.1, "late": 7}, step=20)
    log.log({"train/loss": 0.05, "big": 1e300}, step=25)
    done("basic", log)

    # framework step key: rows without it take the previous row's value.
    log = _Log(start(id="hfstep01", name="hf-like"))
    log.log({"init/x": 1.0}, at=10)
    for i in range(1, 9):
        log.log({"train/global_step": 10 * i, "train/loss": 5.0 - 0.25 * i, "train/learning_rate": 1e-4 * i},
                at=10 * i)
        if i % 4 == 0:
            log.log({"eval/loss": 4.0 - 0.1 * i}, at=10 * i)
    log.series.pop("train/global_step")
    done("framework", log)

    # offline resume with the same id: a second folder; the trainer reloaded step 6.
    log = _Log(start(id="resume01"))
    for s in range(10):
        log.log({"train/global_step": s, "train/loss": 3.0 - 0.1 * s}, at=s)
    log.series.pop("train/global_step")
    done("resume", log)
    log = _Log(start(id="resume01", resume="allow"))
    for s in range(6, 13):
        log.log({"train/global_step": s, "train/loss": 2.9 - 0.1 * s}, at=s)
    log.series.pop("train/global_step")
    done("resume", log)

    # rewind: _step 0..9, then resume_from _step 5 writes _step 6..9 (a step=4 log is dropped).
    log = _Log(start(id="rewind01"))
    for i in range(10):
        log.log({"loss": float(i)}, at=i)
    done("rewind", log)
    log = _Log(start(resume_from="rewind01?_step=5"))
    for i in range(4):
        log.log({"loss": 100.0 + i}, at=6 + i)
    log.run.log({"loss": -1.0}, step=4)
    done("rewind", log)

    # fork: a new run id that continues rewind01 from _step 3.
    log = _Log(start(fork_from="rewind01?_step=3"))
    for i in range(3):
        log.log({"loss": 200.0 + i}, at=4 + i)
    done("fork", log)

    # typed: wandb also writes the typed form of every value next to its JSON.
    log = _Log(start(encoding="json,typed", id="typed001"))
    for i in range(5):
        log.log({"train/loss": [1.5, NAN, INF, -INF, 0.25][i], "n": i * 1000, "eval": {"loss": 2.0 - i},
                 "txt": "x", "flag": i % 2 == 0}, at=i)
    done("typed", log)

    # long: enough rows for many 32 KiB blocks (corruption tests).
    log = _Log(start(id="long0001"))
    for i in range(1500):
        log.log({"train/loss": 1.0 + (i % 17) / 10.0}, at=i)
    done("long", log)

    # media: since wandb 0.24 a table or image leaves numeric metadata beside its `_type`.
    import numpy as np

    log = _Log(start(id="media001"))
    for i in range(6):
        row = {"train/loss": 2.0 - 0.1 * i}
        if i % 3 == 0:
            row["preds"] = wandb.Table(columns=["a", "b"], data=[[1, 2], [3, 4]])
            row["img"] = wandb.Image(np.zeros((8, 8, 3), dtype=np.uint8))
        log.log(row, at=i)
    done("media", log)

    # offline resume without a step key: the second folder's _step starts again at 0.
    log = _Log(start(id="offstep1"))
    for i in range(8):
        log.log({"loss": 3.0 - 0.1 * i}, at=i)
    done("offline_step0", log)
    log = _Log(start(id="offstep1", resume="allow"))
    for i in range(4):
        log.log({"loss": 2.0 - 0.1 * i}, at=i)
    done("offline_step0", log)

    (folder / "expected.json").write_text(json.dumps(out))


def sdk_file(sdk_runs: dict[str, Any], scenario: str, index: int = 0) -> Path:
    """The `.wandb` file of one scenario folder."""
    entry = sdk_runs[scenario]["folders"][index]
    folder = Path(sdk_runs["root"]) / "wandb" / entry["folder"]
    return next(folder.glob("run-*.wandb"))


if __name__ == "__main__":
    _main(Path(sys.argv[1]))
