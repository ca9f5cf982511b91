"""Whitespace-aligned tables with a plain header row: AWR's `log.txt`, `np.savetxt(comments='')`.

Fixtures are written as AWR's `util/logger.py` (Xue Bin Peng's, after rllab) writes them: on the
first dump the keys, each padded to 25 characters, then on every dump the values padded the same
way, one line per iteration; and as `np.savetxt(..., header=..., comments='')` writes them.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np

from lossdoctor.api import load
from lossdoctor.ingest.tables.parse import sniff
from lossdoctor.roles import Role

KEYS = ("Iteration", "Wall_Time", "Samples", "Train_Return", "Critic_Loss", "Critic_Steps", "Actor_Loss", "Adv_Mean")


def awr_log(path: Path, rows: int = 40, seed: int = 0) -> Path:
    """What AWR's Logger.dump_tabular writes: a header of padded names, then a padded row per dump."""
    rng = np.random.default_rng(seed)
    lines = ["".join(f"{key:<25}" for key in KEYS)]
    for i in range(rows):
        it = 50 * i
        vals = (it, 0.0003 + 3.5 * i, 2157 + 2100 * it, -188.0 + 470 * (1 - np.exp(-i / 8)) + rng.normal(0, 5),
                0.006 * np.exp(-i / 15) + 0.001 + abs(rng.normal(0, 2e-4)), 209, -0.62 + rng.normal(0, 0.02),
                float(np.float32(rng.normal(-20, 2))))
        lines.append("".join(f"{str(val):<25}" for val in vals))
    path.write_text("\n".join(lines) + "\n")
    return path


def test_an_awr_table_log_is_read_by_its_header(tmp_path: Path) -> None:
    path = awr_log(tmp_path / "log.txt")
    found = sniff(path)
    assert found is not None and found.kind == "savetxt"
    [run] = load([path]).runs
    assert list(run.series["Critic_Loss"].steps[:3]) == [0, 50, 100] and len(run.series["Critic_Loss"]) == 40
    assert run.series["Critic_Loss"].role is Role.LOSS and run.series["Actor_Loss"].role is Role.LOSS
    assert run.series["Critic_Loss"].values[0] > 0.006


def test_savetxt_with_a_plain_header_is_read(tmp_path: Path) -> None:
    path = tmp_path / "history.dat"
    steps = np.arange(0, 300, 10)
    np.savetxt(path, np.column_stack([steps, np.exp(-steps / 100)]), header="step loss", comments="")
    [run] = load([path]).runs
    assert run.primary == "loss" and len(run.series["loss"]) == 30


def test_a_plain_header_table_needs_every_row_as_wide_as_its_names(tmp_path: Path) -> None:
    # A console log whose first line is words and whose lines are not all rows under them.
    path = awr_log(tmp_path / "log.txt")
    lines = path.read_text().splitlines()
    lines.insert(5, "Saving checkpoint to output/model.ckpt")
    path.write_text("\n".join(lines) + "\n")
    assert sniff(path) is None


def test_a_plain_header_without_a_loss_is_no_training_log(tmp_path: Path) -> None:
    path = tmp_path / "data.txt"
    np.savetxt(path, np.random.default_rng(0).normal(size=(20, 3)), header="x y z", comments="")
    assert sniff(path) is None
