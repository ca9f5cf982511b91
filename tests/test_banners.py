"""Banners naming a seed, trial or experiment open runs of their own in every text reader (issue 31).

The rule is one function (`identity/banners.py`); each reader below meets it through its
own line format. The values of every seed are the same to the last digit (a deterministic
recipe whose data order ignores the seed): the numbers would merge the runs, the banners part
them, and the banner's rank is the higher.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from lossdoctor import api
from lossdoctor.formats.json_report import as_dict

STEPS = 60


def _loss(step: int) -> float:
    return 10.8 - 7 * (step / STEPS) ** 0.5 + 0.01 * (step % 3)


# Each reader's training line at a step (steps as the reader's format prints them).
FORMATS: dict[str, Callable[[int], str]] = {
    "modded-nanogpt": lambda s: f"step:{s}/{STEPS} train_loss:{_loss(s):.4f} train_time:{s * 100}ms step_avg:100.00ms",
    "nanogpt": lambda s: f"iter {s}: loss {_loss(s):.4f}, time 100.00ms, mfu 10.00%",
    "llmc-stdout": lambda s: (f"step {s + 1:4d}/{STEPS} | loss {_loss(s):.6f} (+0.00z)| norm 1.0000 (+0.00z)| "
                              "lr 6.00e-04 | 100.00 ms | 40.0% bf16 MFU | 100000 tok/s"),
    "llmc-main": lambda s: f"s:{s} trl:{_loss(s):.4f}",
    "megatron": lambda s: (f" iteration {s + 1:8d}/{STEPS:8d} | consumed samples: {(s + 1) * 8:10d} | "
                           f"lm loss: {_loss(s):.6E} | loss scale: 1.0 | grad norm: 1.000 | "
                           "number of skipped iterations:   0 | number of nan iterations:   0 |"),
    "nanochat": lambda s: (f"step {s:05d}/{STEPS:05d} ({100 * s / STEPS:.2f}%) | loss: {_loss(s):.6f} | "
                           "lrm: 1.00 | dt: 100.00ms | tok/sec: 1,000 | mfu: 10.00 | total time: 0.10m"),
    "absl": lambda s: f"global_step={s}, loss={_loss(s):.4f}, grad_norm=0.5",
    "event_log": lambda s: f':::MLLOG {{"key": "train_loss", "value": {_loss(s):.4f}, "metadata": {{"step": {s}}}}}',
    "sb3_table": lambda s: "\n".join([
        "-" * 36, "| time/              |             |", f"|    total_timesteps | {s * 100 + 100:<11d} |",
        "| train/             |             |", f"|    loss            | {_loss(s):<11.4f} |", "-" * 36]),
    "generic": lambda s: f"step {s} | loss {_loss(s):.4f} | lr 0.001",
}


def _log(tmp_path: Path, fmt: str, banners: list[list[str]]) -> Path:
    lines: list[str] = []
    for banner in banners:
        lines += banner
        lines += [FORMATS[fmt](step) for step in range(STEPS)]
    log = tmp_path / "stdout.txt"
    log.write_text("\n".join(lines) + "\n")
    return log


@pytest.mark.parametrize("fmt", sorted(FORMATS))
def test_a_banner_naming_another_seed_opens_a_run_whatever_the_values(tmp_path: Path, fmt: str) -> None:
    banners = [[f"=== seed {seed} start 2025-01-0{seed}T00:00:00 ===",
                f"command=torchrun --standalone --nproc_per_node=8 train_gpt.py --seed {seed}"] for seed in (1, 2, 3)]
    report = api.analyze([_log(tmp_path, fmt, banners)])
    document = as_dict(report)["runs"]
    assert all(run.run.format == fmt for run in report.runs)
    assert [len(run["fragments"]) for run in document] == [1, 1, 1]
    assert all(not run["rollbacks"] for run in document)
    opened = [decision for run in document[1:] for decision in run["identity"]["decisions"]]
    assert [(d["kind"], d["rank"]) for d in opened] == [("new run", "stated")] * 2
    assert "seed 2 (before: 1)" in opened[0]["evidence"] and "seed 3 (before: 2)" in opened[1]["evidence"]


@pytest.mark.parametrize("fmt", sorted(FORMATS))
def test_a_banner_that_names_the_same_seed_again_opens_nothing(tmp_path: Path, fmt: str) -> None:
    # The same seed launched twice, printing the same values: a relaunch of one run (the
    # numbers decide, as without a banner), never two runs by the banner's word.
    banners = [["=== seed 1 start ===", "command=python train.py --seed 1"]] * 2
    report = api.analyze([_log(tmp_path, fmt, banners)])
    document = as_dict(report)["runs"]
    assert len(document) == 1
    assert not any(d["rank"] == "stated" and d["kind"] == "new run" for d in document[0]["identity"]["decisions"])


def test_every_text_reader_is_covered() -> None:
    from lossdoctor.ingest.textlog.sniff import BY_NAME

    assert set(BY_NAME) | {"generic"} == set(FORMATS)
