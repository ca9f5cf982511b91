"""No command exits 0 with an empty result and no word of why; exports say what they left out."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from tb_helpers import event, hparams_values, value, write

from lossdoctor.cli import main


def _add_hparams_logdir(root: Path, trials: int = 3) -> Path:
    """PyTorch's documented add_hparams example: an empty main file, and per call a
    `<logdir>/<time.time()>/` folder with the hparams records and one value per metric."""
    logdir = root / "runs" / "exp"
    write(logdir, [])
    for trial in range(trials):
        folder = logdir / f"{1700000000.0 + trial:.7f}"
        metrics = [value("hparam/accuracy", "simple", 10.0 * trial), value("hparam/loss", "simple", 10.0 * trial)]
        write(folder, [event(0, 1.7e9 + trial, hparams_values({"lr": 0.1 * trial, "bsize": trial})),
                       event(0, 1.7e9 + trial, metrics)])
    return logdir


def test_inspect_says_hparams_metrics_were_set_aside(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    logdir = _add_hparams_logdir(tmp_path)
    assert main(["inspect", str(logdir)]) == 0
    out = " ".join(capsys.readouterr().out.split())
    assert "set aside hparams summary metrics (hparam/accuracy, hparam/loss)" in out
    assert "not a curve" in out


def test_stitch_of_nothing_exits_2_and_writes_nothing(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    logdir = _add_hparams_logdir(tmp_path)
    out = tmp_path / "out.csv"
    assert main(["stitch", str(logdir), "-o", str(out)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("lossdoctor: error: nothing to write for 'exp'") and "hparams summary metrics" in err
    assert not out.exists()


def test_check_fails_on_hparams_only_run(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", str(_add_hparams_logdir(tmp_path))]) == 1
    assert "only hparams summary metrics" in capsys.readouterr().out


def test_profiler_placeholder_is_named(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    logs = tmp_path / "logs" / "train"
    write(logs, [], suffix=".profile-empty")
    assert main(["analyze", str(tmp_path / "logs")]) == 2
    err = capsys.readouterr().err
    assert "TensorBoard profiler placeholder" in err and "no training logs found" not in err


def _rollback_csv(path: Path) -> Path:
    """throughput only (nothing to watch), with a rollback: steps 0..29, then again from 20."""
    rows = [(s, 0.5 + s / 100) for s in range(30)] + [(s, 0.4 + s / 100) for s in range(20, 40)]
    path.write_text("step,throughput\n" + "".join(f"{s},{v}\n" for s, v in rows), encoding="utf-8")
    return path


def test_stitch_summary_counts_dead_points_of_all_series_without_a_loss(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    source = _rollback_csv(tmp_path / "acc.csv")
    assert main(["stitch", str(source), "-o", str(tmp_path / "out.csv")]) == 0
    out = capsys.readouterr().out
    assert "dead points of all series: 10" in out
    assert "dead points of all series: 0" not in out
    assert "per fragment (points and dead points of all series)" in out


def test_stitch_summary_shows_reader_warnings(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    steps = np.arange(200)
    path = write(tmp_path / "tb", [event(int(s), 1.7e9 + s, [value("loss", "simple", 2.0 + np.sin(s))]) for s in steps])
    data = path.read_bytes()
    path.write_bytes(data[: len(data) - 7])  # a cut tail
    assert main(["stitch", str(tmp_path / "tb"), "-o", str(tmp_path / "out.csv")]) == 0
    captured = capsys.readouterr()
    assert "reader warning:" in captured.out
    assert main(["inspect", str(tmp_path / "tb")]) == 0
    inspect_out = " ".join(capsys.readouterr().out.split())
    warning = next(line for line in captured.out.splitlines() if "reader warning:" in line)
    # (inspect may shorten a long path from the left: compare what follows the file's name)
    said = warning.split(f"{path.name}:", 1)[1]
    assert " ".join(said.split()) in inspect_out
