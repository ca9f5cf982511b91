"""The benchmark harness: run_all's parsers read each script's printed figures; end_to_end's helpers."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path
from types import ModuleType

import pytest

BENCH = Path(__file__).resolve().parent.parent / "benchmarks"


def _module(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(f"bench_{name}", BENCH / f"{name}.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up by name
    spec.loader.exec_module(module)
    return module


run_all = _module("run_all")
end_to_end = _module("end_to_end")

TB_OUT = """
simple: 1,000,000 steps x 4 tags = 4,000,000 points, 202 MB  (benchmarks/_data/tb-simple-1000000/x)
  plain f.read()      0.110 s                             peak    215 MB
  lossdoctor          0.620 s     6.5 M points/s    5.6x read   peak    430 MB   (+0.15 s imports)
  Rust data server    4.500 s (its load cycle, --checksum)   lossdoctor inspect 1.200 s (whole process)   peak     11 MB
  tbparse (x10)      61.000 s    0.07 M points/s  lossdoctor is 98x faster   peak   1400 MB (on the small file)   (+0.31 s imports)

tf2: 1,000,000 steps x 4 tags = 4,000,000 points, 271 MB  (benchmarks/_data/tb-tf2-1000000/x)
  plain f.read()      0.140 s                             peak    290 MB
  lossdoctor          0.700 s     5.7 M points/s    2.5x read   peak    480 MB   (+0.15 s imports)
"""


def test_tensorboard_rows_per_layout_with_targets() -> None:
    rows = {r.figure: r for r in run_all.parse_tensorboard(TB_OUT)}
    simple = "TB ingest simple (1000k x 4)"
    assert rows[f"{simple}: read stage"].measured == "0.62 s (6.5 M points/s)"
    assert rows[f"{simple}: vs plain read"].ok is False  # 5.6x > 3x
    assert rows[f"{simple}: peak memory"].ok is True
    # The Rust server is measured in the same run: lossdoctor's whole process against its load cycle.
    assert rows[f"{simple}: vs Rust data server"].measured == "1.20 s process vs 4.50 s load cycle"
    assert rows[f"{simple}: vs Rust data server"].ok is True
    assert rows[f"{simple}: vs tbparse"].measured == "98x faster (scaled from a smaller file)"
    assert rows[f"{simple}: vs tbparse"].ok is True  # >= 20x
    assert rows["TB ingest tf2 (1000k x 4): vs plain read"].ok is True
    assert "TB ingest tf2 (1000k x 4): vs tbparse" not in rows  # --skip-tbparse style output
    assert "TB ingest tf2 (1000k x 4): vs Rust data server" not in rows  # no server line: no row, no constant
    assert len(rows) == 8


def test_no_competitor_figure_is_a_constant() -> None:
    source = (BENCH / "run_all.py").read_text()
    assert "RUST_SERVER" not in source and "4.0, " not in source


def test_realistic_rows_and_the_competitor_table() -> None:
    rows = [{"file": "mixed (82 MB)", "lossdoctor": "0.50 s process", "competitor": "tbparse", "theirs": "27.1 s",
             "ratio": "54x faster", "target": ">= 20x", "ok": True},
            {"file": "mixed (82 MB)", "lossdoctor": "176 MB peak", "competitor": "memory", "theirs": "", "ratio": "",
             "target": "", "ok": None}]
    run_all.COMPETITORS.clear()
    parsed = run_all.parse_realistic(json.dumps(rows))
    assert [(r.figure, r.measured, r.ok) for r in parsed] == [
        ("mixed (82 MB): tbparse", "0.50 s process vs 27.1 s (54x faster)", True),
        ("mixed (82 MB): memory", "176 MB peak", None)]
    table = run_all.competitor_table(markdown=True).splitlines()
    assert table[0] == "| file | lossdoctor | competitor | competitor's figure | ratio | target | pass |"
    assert table[2] == "| mixed (82 MB) | 0.50 s process | tbparse | 27.1 s | 54x faster | >= 20x | pass |"
    run_all.COMPETITORS.clear()


def test_other_readers_rates() -> None:
    wandb = run_all.parse_wandb("run-x.wandb: 33.1 MB, 300004 records, 800000 points\n"
                                "  import wandb proto 0.41 s | framing+CRC 0.071 s | read 0.55 s\n"
                                "  1.45 M points/s (read only); 0.83 M points/s with the import\n")
    assert [(r.figure, r.measured, r.ok) for r in wandb] == [
        ("W&B .wandb read (800,000 points)", "1.45 M points/s", True)]
    both = run_all.parse_wandb(
        "run-x.wandb: 63.3 MB, 300007 records, 700000 points; wall seconds, median of 3\n"
        "  import wandb proto 0.98 | framing+CRC 0.423 | read 2.14\n"
        "  0.33 M points/s (read only); 0.22 M points/s with the import\n"
        "run-x.wandb: 63.3 MB, 300007 records, 700000 points; cpu seconds, median of 3\n"
        "  import wandb proto 0.55 | framing+CRC 0.215 | read 1.19\n"
        "  1.59 M points/s (read only); 0.40 M points/s with the import\n")
    # Judged on wall time: a long history is decoded on both cores, so CPU time is context only.
    assert [(r.measured, r.ok) for r in both] == [("0.33 M points/s (per CPU s: 1.59)", False)]
    tables = run_all.parse_tables("import pandas + pyarrow: 0.50 s\n"
                                  "metrics.csv: 1,000,000 rows, 3,714,285 points: best 0.40 s, median 0.41 s "
                                  "-> 9,285,712 points/s\n")
    assert [(r.measured, r.ok) for r in tables] == [("9.29 M points/s (0.40 s)", True)]
    text = run_all.parse_text("megatron   1,000,000 steps   300.0 MB    4,000,000 points  wall   5.00 s  "
                              "cpu   4.80 s    0.83 M points/s   0.21 M lines/s\n")
    assert [(r.figure, r.ok) for r in text] == [("text log read megatron (1 M steps)", False)]


def test_analysis_is_judged_on_cpu_and_detection_is_informational() -> None:
    analysis = run_all.parse_analysis("1,000,000 steps, best of 1 (wall and CPU; the machine may be shared)\n"
                                      "  LD101 loss-spike                    800.0 ms wall    700.0 ms CPU  3 results\n"
                                      "  LD102 loss-dip                      100.0 ms wall     90.0 ms CPU  0 results\n"
                                      "  all rules                           900.0 ms wall   1090.0 ms CPU\n"
                                      "  signal kernels                       95.0 ms CPU\n")
    assert [(r.figure, r.measured, r.ok) for r in analysis] == [
        ("analysis, all rules on 1 M steps", "1.09 s CPU (slowest: LD101 800 ms, LD102 100 ms)", False),
        ("signal kernels on 1 M steps", "0.10 s CPU", True)]
    detection = run_all.parse_detection("32 scenarios x 5 seeds, 13 rules, 12.5 s\n"
                                        "kind                     TP   FN   FP  precision  recall  start err  recovery\n"
                                        "spike                   110    5    2      0.982   0.957          3      0.91\n")
    assert [r.figure for r in detection] == ["detection quality run", "detection spike"]
    assert detection[1].measured == "precision 0.982, recall 0.957 (TP 110, FN 5, FP 2)"


def test_unparseable_output_gives_no_rows() -> None:
    for parse in (run_all.parse_tensorboard, run_all.parse_wandb, run_all.parse_tables, run_all.parse_text,
                  run_all.parse_analysis, run_all.parse_end_to_end):
        assert parse("Traceback (most recent call last):\n  nonsense\n") == []


def test_missing_or_failing_script_is_not_available(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(run_all, "HERE", tmp_path)
    (tmp_path / "broken.py").write_text("import sys\nprint('half a figure')\nsys.exit('boom: reader not ready')\n")
    (tmp_path / "silent.py").write_text("print('nothing known here')\n")
    rows, _ = run_all.run_one(run_all.Bench("absent.py", [], [], run_all.parse_wandb), False, 30)
    assert [(r.figure, r.measured) for r in rows] == [("absent", "not available (script missing)")]
    rows, _ = run_all.run_one(run_all.Bench("broken.py", [], [], run_all.parse_wandb), False, 30)
    assert rows[0].measured == "not available (exit 1: boom: reader not ready)"
    rows, _ = run_all.run_one(run_all.Bench("silent.py", [], [], run_all.parse_wandb), False, 30)
    assert rows[0].measured == "not available (no known figures in its output)"


def test_end_to_end_figures_round_trip(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "fig.py").write_text(
        "import json, sys\nout = sys.argv[sys.argv.index('--json') + 1]\n"
        "json.dump([{'figure': 'lossdoctor rules (median)', 'measured': '0.25 s', 'target': '< 0.3 s', "
        "'ok': True}], open(out, 'w'))\n")
    monkeypatch.setattr(run_all, "HERE", tmp_path)
    rows, _ = run_all.run_one(run_all.Bench("fig.py", [], [], run_all.parse_end_to_end, json_out=True), False, 30)
    assert [(r.figure, r.ok) for r in rows] == [("lossdoctor rules (median)", True)]
    text = run_all.table(rows, markdown=True)
    assert text.splitlines()[2] == "| lossdoctor rules (median) | 0.25 s | < 0.3 s | pass |"


def test_timed_reports_exit_code_cpu_and_memory(tmp_path: Path) -> None:
    out = tmp_path / "out.txt"
    job = end_to_end.timed([sys.executable, "-c", "import sys; b = bytearray(80 << 20); print('ok'); "
                            "sys.exit(3)"], out)
    assert job.rc == 3 and out.read_text() == "ok\n"
    assert job.peak_mb >= 80 and job.wall > 0 and job.cpu >= 0
    assert job.failure() == "exit 3: no message"


def test_report_points_and_import_offenders(tmp_path: Path) -> None:
    report = tmp_path / "r.json"
    report.write_text(json.dumps({"runs": [{"series": [{"points": 5}, {"points": 7}]}, {"series": []}]}))
    assert end_to_end._points(report) == 12
    report.write_text("{not json")
    assert end_to_end._points(report) == -1
    lines = end_to_end.import_offenders("import json")
    assert lines[0].endswith("all imports")
    assert any(line.split()[2] == "json" and line.endswith("imported by (top level or lazy)") for line in lines[1:])


def test_text_scale_rows_judge_the_largest_size_of_each_shape() -> None:
    out = """load average 1.0 on 2 cores; a fresh process for every figure
shape            lines      MB  inspect s  plain s  ratio  inspect MB  plain MB    points
generic        100,000      10       1.10     0.09  12.2x         190        18   100,000  (plain: 100000)
generic      1,000,000      98      10.70     0.92  11.6x        1460       114 1,000,000  (plain: 1000000)
megatron     1,000,000     290       3.50     1.65   2.1x         390        89 1,000,000  (plain: 1000000)
"""
    rows = run_all.parse_text_scale(out)
    assert [(r.figure, r.ok) for r in rows] == [("inspect at scale, generic (1 M lines)", False),
                                                ("inspect at scale, megatron (1 M lines)", True)]
