"""Runs interleaved in one log, every line tagged with its run: `[035420][Epoch 01/10] ... Loss:14.28`.

The real log is a corpus case (committed):
c23-rltrader-a3c-stock-agents-colab-log-two-launches-eight-interleaved-runs, RLTrader's A3C
learners (one agent per stock, one thread each) logging through python's `logging` into one
`train.log`. The fixture is written as RLTrader writes it: its format strings, a `%(message)s`
handler, the threads' lines taking turns, and matplotlib's DEBUG noise between them.
"""

from __future__ import annotations

import logging
import math
from pathlib import Path

import numpy as np

from lossdoctor import api
from lossdoctor.ingest.textlog.generic.tagged import tagged_logs
from lossdoctor.roles import Role


def _logged(path: Path, messages: list[str]) -> None:
    """`messages` written by python's logging with RLTrader's `%(message)s` format."""
    logger = logging.getLogger(f"lossdoctor-test-{path.name}")
    logger.setLevel(logging.DEBUG)
    logger.propagate = False
    handler = logging.FileHandler(path, mode="a", encoding="utf-8")
    handler.setFormatter(logging.Formatter("%(message)s"))
    logger.addHandler(handler)
    try:
        for message in messages:
            logger.info(message)
    finally:
        logger.removeHandler(handler)
        handler.close()


def _launch(codes: list[str], epochs: int, logged: int, seed: int) -> list[str]:
    """One launch of RLTrader's A3C: a header per stock, then each stock's epochs, the threads'
    lines in turns (the order of a turn varies), and each stock's summary when it finishes."""
    rng = np.random.default_rng(seed)
    out = [f"[{code}] RL:a3c Net:dnn LR:0.001 DF:0.9 TU:[1,{5 + i}] DRT:0.05" for i, code in enumerate(codes)]
    base = {code: 20.0 + 15 * i for i, code in enumerate(codes)}
    for epoch in range(1, logged + 1):
        epsilon = 1.0 - (epoch - 1) / max(epochs - 1, 1)
        for code in rng.permutation(codes):
            loss = base[code] * (1 + 0.5 * (1 - epsilon)) + rng.normal(0, 2)
            pv = 10_000_000 * (1 + 0.05 * math.sin(epoch + len(code)))
            expl = int(243 * epsilon)
            out.append(f"[{code}][Epoch {epoch:02d}/{epochs}] Epsilon:{epsilon:.4f} #Expl.:{expl}/243 "
                       f"#Buy:{rng.integers(10, 120)} #Sell:{rng.integers(10, 120)} #Hold:{rng.integers(10, 120)} "
                       f"#Stocks:{rng.integers(1, 600)} PV:{pv:,.0f} LC:{rng.integers(10, 30)} Loss:{loss:.6f} "
                       f"ET:{48 + rng.random():.4f}")
            out.append("findfont: Matching sans\\-serif:style=normal:variant=normal:weight=normal:stretch=normal:size=10.0.")
    if logged == epochs:
        out += [f"[{code}] Elapsed Time:4100.{i}000 Max PV:11,472,061 #Win:{epochs}" for i, code in enumerate(codes)]
    return out


def test_interleaved_tagged_runs_are_read_one_run_per_tag_and_launch(tmp_path: Path) -> None:
    path = tmp_path / "train.log"
    _logged(path, ["Loaded backend agg version unknown."])
    # A first launch stopped after two epochs of ten, then a second one of 12 epochs.
    _logged(path, _launch(["035420", "035720", "051910"], 10, 2, 1))
    _logged(path, _launch(["000660", "035420", "035720", "051910"], 12, 12, 2))
    # A stock that logged two epochs and was never seen again: too few lines to read alone.
    _logged(path, _launch(["005930"], 10, 2, 3))
    runs = api.load([path]).runs
    by_name = {run.name: run for run in runs}
    assert len(runs) == 7, sorted(by_name)
    points = sorted((name, len(run.series["Loss"])) for name, run in by_name.items())
    assert points == [("train.log[000660]", 12), ("train.log[035420]", 2), ("train.log[035420]#2", 12),
                      ("train.log[035720]", 2), ("train.log[035720]#2", 12), ("train.log[051910]", 2),
                      ("train.log[051910]#2", 12)]
    assert any("[005930] are too few for a curve" in w for w in runs[0].warnings)
    for run in runs:
        loss = run.series["Loss"]
        assert loss.role is Role.LOSS
        # The step is the printed epoch, not `#Expl.:243/243` (a named ratio, no batch counter).
        assert loss.steps.tolist() == list(range(1, len(loss) + 1))
        assert any("interleaves runs that tag their lines" in w for w in run.warnings)


def test_an_abbreviated_key_with_a_ratio_is_no_batch_counter(tmp_path: Path) -> None:
    path = tmp_path / "train.log"
    lines = [line for line in _launch(["035420"], 8, 8, 3) if "findfont" not in line]
    _logged(path, lines)
    runs = api.load([path]).runs
    assert len(runs) == 1
    assert runs[0].series["Loss"].steps.tolist() == list(range(1, 9))


def test_tags_of_one_run_are_not_runs(tmp_path: Path) -> None:
    # A run's training and validation lines, each tagged with its split, taking turns.
    lines: list[str] = []
    for epoch in range(1, 13):
        lines.append(f"[train] epoch {epoch} loss: {2.0 / epoch + 0.1:.4f}")
        lines.append(f"[val] epoch {epoch} loss: {2.2 / epoch + 0.2:.4f}")
    assert tagged_logs(lines) is None
    path = tmp_path / "train.log"
    _logged(path, lines)
    runs = api.load([path]).runs
    assert len(runs) == 1
    # Ranks and log levels take turns too: no run of their own.
    ranked = [f"[rank{r}] step {s} loss: {3.0 / s:.4f}" for s in range(1, 20) for r in (0, 1)]
    assert tagged_logs(ranked) is None
    levels = [f"[{lvl}] step {s} loss: {3.0 / s:.4f}" for s in range(1, 20) for lvl in ("INFO", "WARNING")]
    assert tagged_logs(levels) is None


def test_tagged_runs_one_after_the_other_are_not_split_here() -> None:
    # A sweep whose runs follow each other: read by the run names' rule, not as interleaved runs.
    lines = [f"[{name}] Epoch {e}/10 Loss: {2.0 / e + k:.4f}" for k, name in enumerate(("lstm", "gru")) for e in range(1, 11)]
    assert tagged_logs(lines) is None
    # Days of one run: a date never comes back (and is no run's name).
    dated = [f"[2024-03-{1 + s // 5:02d}] step {s} loss: {3.0 / s:.4f}" for s in range(1, 40)]
    assert tagged_logs(dated) is None
