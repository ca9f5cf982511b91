"""An RL `Monitor`'s monitor.csv: a `# {json}` line above the `r,l,t` header. The comment is
passed over, the rewards are read (and named as rewards, not judged as a loss); a table whose
own header starts with `#` stays as it was read.

The shape is gym's / stable-baselines3's `Monitor.__init__` and `ResultsWriter.write_row`; the
real file is a corpus case (not committed: no licence): d15-pendulum-dqn-monitor-csv-*.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from lossdoctor.api import analyze, load
from lossdoctor.errors import LossDoctorError


def monitor_csv(path: Path, rewards: list[float], newline: str = "\n", extra: tuple[str, ...] = ()) -> Path:
    """What `Monitor` writes: a JSON comment line, the header, one row per finished episode."""
    header = {"t_start": 1713454733.7462618, "env_id": None}
    lines = [f"#{json.dumps(header)}", ",".join(("r", "l", "t", *extra))]
    lines += [",".join([f"{r:.6f}", "202", f"{0.87 * (i + 1):.6f}", *(["0"] * len(extra))])
              for i, r in enumerate(rewards)]
    path.write_bytes("".join(line + newline for line in lines).encode())
    return path


REWARDS = [-915.39, -1030.30, -1497.24, -790.10, -874.52, -975.88, -1638.85, -1607.81, -1400.96, -794.27]


def test_a_monitor_csv_is_read_under_its_json_comment(tmp_path: Path) -> None:
    path = monitor_csv(tmp_path / "monitor.csv", REWARDS)
    [run] = load([path]).runs
    assert sorted(run.series) == ["l", "r", "t"]
    assert run.series["r"].values.tolist() == REWARDS


def test_windows_line_ends_and_info_keywords_read_the_same(tmp_path: Path) -> None:
    path = monitor_csv(tmp_path / "monitor.csv", REWARDS, newline="\r\r\n", extra=("is_success",))
    [run] = load([path]).runs
    assert len(run.series["r"]) == len(REWARDS) and "is_success" in run.series


def test_its_rewards_are_named_when_no_loss_is_judged(tmp_path: Path) -> None:
    [found] = analyze([monitor_csv(tmp_path / "monitor.csv", REWARDS)]).runs
    [finding] = [f for f in found.findings if f.kind == "not_judged"]
    assert "RL log of rewards (r)" in finding.message


def test_a_header_that_starts_with_a_hash_is_still_the_header(tmp_path: Path) -> None:
    path = tmp_path / "history.csv"
    path.write_text("#epoch,loss\n" + "".join(f"{e},{2.0 / (e + 1):.4f}\n" for e in range(20)), encoding="utf-8")
    [run] = load([path]).runs
    assert len(run.series["loss"]) == 20


def test_comment_lines_over_nothing_are_no_table(tmp_path: Path) -> None:
    path = tmp_path / "notes.csv"
    path.write_text('# {"t_start": 1.0}\n# nothing was written\n', encoding="utf-8")
    with pytest.raises(LossDoctorError):
        load([path])


def test_beside_a_loss_history_a_monitor_file_is_no_run_of_its_own(tmp_path: Path) -> None:
    # baselines and SB3 write progress.csv (the losses) and monitor.csv (the episodes) to one folder.
    (tmp_path / "progress.csv").write_text(
        "total/epochs,train/loss_critic,rollout/return\n"
        + "".join(f"{e},{3.0 / (e + 1):.4f},{-900 + 10 * e}\n" for e in range(1, 41)), encoding="utf-8")
    monitor_csv(tmp_path / "0.monitor.csv", REWARDS)
    [run] = analyze([tmp_path]).runs
    assert not [f for f in run.findings if f.kind == "not_judged"]
    assert all("monitor" not in source for source in run.run.sources)
