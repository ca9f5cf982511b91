"""Write `ranks.jsonl`: two processes (ranks) of one data-parallel training appending to one file.

Each rank runs the same SGD on a small logistic regression (gradients averaged, as DDP does),
and, as a script that forgets `if rank == 0`, appends `{"step", "loss", "lr"}` after every step
to the same file, opened in append mode and flushed per line. Each rank sums the (same) per-sample
losses in its own order in float32, so its loss is a hair from the other's; when each row lands
is up to the two processes' timing. Run: `python make_ranks_jsonl.py OUT` (numpy only).
"""

from __future__ import annotations

import json
import multiprocessing as mp
import sys
import time

import numpy as np

STEPS = 417


def _rank(rank: int, path: str, start: mp.synchronize.Barrier) -> None:
    data = np.random.default_rng(0)
    x = data.normal(size=(512, 16)).astype(np.float32)
    y = (x @ data.normal(size=16) + data.normal(scale=2.0, size=512) > 0).astype(np.float32)
    weights = np.zeros(16, dtype=np.float32)
    jitter = np.random.default_rng(100 + rank)
    order = jitter.permutation(len(y)) if rank else np.arange(len(y))
    start.wait()
    with open(path, "a", encoding="utf-8") as out:
        for step in range(1, STEPS + 1):
            p = 1.0 / (1.0 + np.exp(-(x @ weights)))
            losses = -(y * np.log(p + 1e-7) + (1 - y) * np.log(1 - p + 1e-7))
            loss = np.float32(0.0)
            for value in losses[order]:
                loss += value
            lr = 0.5 * min(1.0, step / 20)
            weights -= np.float32(lr) * (x.T @ (p - y)) / len(y)
            time.sleep(float(jitter.uniform(0.0, 0.004)))
            out.write(json.dumps({"step": step, "loss": float(loss / len(y)), "lr": lr}) + "\n")
            out.flush()


def main(path: str) -> None:
    open(path, "w").close()
    start = mp.Barrier(2)
    ranks = [mp.Process(target=_rank, args=(rank, path, start)) for rank in (0, 1)]
    for process in ranks:
        process.start()
    for process in ranks:
        process.join()


if __name__ == "__main__":
    main(sys.argv[1])
