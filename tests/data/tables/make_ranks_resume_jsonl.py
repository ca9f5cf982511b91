"""Write `ranks_lag.jsonl` and `ranks_resume.jsonl`: two processes (ranks) of one data-parallel
training appending to one file, the second rank's rows landing a row or two late.

Each rank runs the same minibatch SGD on a small logistic regression and meets the other at a
barrier every step (the all-reduce of DDP), then hands `{"step", "loss", "lr", "elapsed"}` to a
logging thread that appends it to the shared file (append mode, flushed per line), as a script
without `if rank == 0` does. Rank 1's logging thread is slow: it sleeps a random time before each
write, so its rows land up to a few rows after rank 0's. Each rank sums the per-sample losses in
its own order in float32, so the two losses of a step are a hair apart.

- `ranks_lag.jsonl`: one launch, steps 1..STEPS, run to the end.
- `ranks_resume.jsonl`: the first launch saves a checkpoint at step SAVE and dies at step CRASH
  (rows still queued in rank 1's thread are lost); a second launch loads the checkpoint and runs
  SAVE+1..STEPS, appending to the same file. Its data order is drawn afresh, so the replayed
  steps' losses differ a little from the first launch's.

Run: `python make_ranks_resume_jsonl.py OUTDIR` (numpy only).
"""

from __future__ import annotations

import json
import multiprocessing as mp
import os
import queue
import sys
import threading
import time
from pathlib import Path

import numpy as np

STEPS = 200
SAVE = 120
CRASH = 160
_TICK = 0.004  # seconds of work per step


def _writer(path: str, rows: queue.Queue[dict[str, float] | None], slow: bool, seed: int) -> None:
    delay = np.random.default_rng(seed)
    with open(path, "a", encoding="utf-8") as out:
        while (row := rows.get()) is not None:
            if slow:
                time.sleep(float(delay.uniform(0.0, 1.8 * _TICK)))
            out.write(json.dumps(row) + "\n")
            out.flush()


def _rank(rank: int, path: str, first: int, last: int, crash: int | None, checkpoint: str,
          launch: int, meet: mp.synchronize.Barrier) -> None:
    data = np.random.default_rng(0)
    x = data.normal(size=(512, 16)).astype(np.float32)
    y = (x @ data.normal(size=16) + data.normal(scale=2.0, size=512) > 0).astype(np.float32)
    weights = np.load(checkpoint) if first > 1 else np.zeros(16, dtype=np.float32)
    batches = np.random.default_rng(7 + launch)  # the same on both ranks, drawn afresh per launch
    order = np.random.default_rng(100 + rank).permutation(128)
    rows: queue.Queue[dict[str, float] | None] = queue.Queue()
    thread = threading.Thread(target=_writer, args=(path, rows, rank == 1, 200 + 10 * launch + rank))
    thread.start()
    started = time.monotonic()
    for step in range(first, last + 1):
        batch = batches.choice(len(y), size=128, replace=False)
        xb, yb = x[batch], y[batch]
        p = 1.0 / (1.0 + np.exp(-(xb @ weights)))
        losses = -(yb * np.log(p + 1e-7) + (1 - yb) * np.log(1 - p + 1e-7))
        loss = np.float32(0.0)
        for value in losses[order]:
            loss += value
        lr = 0.5 * min(1.0, step / 20)
        weights = weights - np.float32(lr) * (xb.T @ (p - yb)) / len(yb)
        time.sleep(_TICK)
        meet.wait()
        rows.put({"step": step, "loss": float(loss / len(yb)), "lr": lr,
                  "elapsed": round(time.monotonic() - started, 3)})
        if step == SAVE and rank == 0:
            np.save(checkpoint, weights)
        if step == crash:
            os._exit(1)  # killed: what the logging thread had not written yet is lost
    rows.put(None)
    thread.join()


def _launch(path: str, first: int, last: int, crash: int | None, checkpoint: str, launch: int) -> None:
    meet = mp.Barrier(2)
    ranks = [mp.Process(target=_rank, args=(rank, path, first, last, crash, checkpoint, launch, meet))
             for rank in (0, 1)]
    for process in ranks:
        process.start()
    for process in ranks:
        process.join()


def main(outdir: str) -> None:
    out = Path(outdir)
    checkpoint = str(out / "checkpoint.npy")
    lag = str(out / "ranks_lag.jsonl")
    open(lag, "w").close()
    _launch(lag, 1, STEPS, None, checkpoint, 0)
    resume = str(out / "ranks_resume.jsonl")
    open(resume, "w").close()
    _launch(resume, 1, STEPS, CRASH, checkpoint, 1)
    _launch(resume, SAVE + 1, STEPS, None, checkpoint, 2)
    os.remove(checkpoint)


if __name__ == "__main__":
    main(sys.argv[1])
