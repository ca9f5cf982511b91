"""One run written by two writers into one folder is one run, its sources read side by side."""

from __future__ import annotations

import csv
import json
from pathlib import Path

import numpy as np

from lossdoctor.api import load
from lossdoctor.cli import main
from tb_helpers import event, value, write


def _loss(steps: np.ndarray, seed: int = 0) -> np.ndarray:
    rng = np.random.default_rng(seed)
    return (2.0 + 6.0 * np.exp(-steps / 400) + rng.normal(0, 0.03, len(steps))).astype(np.float32).astype(float)


def _events(folder: Path, steps: np.ndarray, tags: dict[str, np.ndarray], style: str = "simple",
            suffix: str = "") -> Path:
    events = [event(int(s), 1.7e9 + i, [value(tag, style, float(v[i])) for tag, v in tags.items()])
              for i, s in enumerate(steps.tolist())]
    return write(folder, events, suffix)


def test_algoperf_events_and_measurements_csv_are_one_run(tmp_path: Path) -> None:
    trial = tmp_path / "trial_1"
    steps = np.arange(0, 2000, 100)
    loss, norm = _loss(steps), np.full(len(steps), 0.5)
    _events(trial, steps, {"loss": loss, "grad_norm": norm}, style="tf2", suffix=".v2")
    header = ["global_step", "grad_norm", "loss", "train/loss", "validation/loss", "score", "preemption_count"]
    with (trial / "measurements.csv").open("w", newline="") as handle:
        writer = csv.writer(handle)
        writer.writerow(header)
        for s, v, g in zip(steps.tolist(), loss.tolist(), norm.tolist()):
            writer.writerow([s, g, v, "", "", "", ""])
            if s % 500 == 0:  # AlgoPerf's eval rows: train/validation loss at eval time
                writer.writerow([s + 1, "", "", v * 1.01, v * 1.05, s * 0.1, 0.0])
    [run] = load([tmp_path]).runs
    assert run.name == "trial_1"
    assert {Path(s).name for s in run.sources} >= {"measurements.csv"}
    assert any("tfevents" in s for s in run.sources)
    assert run.meta["side_by_side"] == ["tensorboard", "algoperf"]
    assert len(run.series["loss"]) == 20 and "validation/loss" in run.series
    assert any("read side by side" in w for w in run.warnings)


def test_lightning_events_and_metrics_csv_in_one_version_are_one_run(tmp_path: Path) -> None:
    version = tmp_path / "lightning_logs" / "version_0"
    steps = np.arange(49, 1000, 50)
    loss = _loss(steps, 3)
    _events(version, steps, {"train_loss": loss, "epoch": steps // 200})
    with (version / "metrics.csv").open("w", newline="") as handle:
        writer = csv.DictWriter(handle, fieldnames=["epoch", "step", "train_loss", "val_loss"])
        writer.writeheader()
        for s, v in zip(steps.tolist(), loss.tolist()):
            writer.writerow({"epoch": s // 200, "step": s, "train_loss": v, "val_loss": ""})
            if (s + 1) % 200 == 0:
                writer.writerow({"epoch": s // 200, "step": s, "train_loss": "", "val_loss": v + 0.2})
    (version / "hparams.yaml").write_text("lr: 0.01\n")
    [run] = load([tmp_path]).runs
    assert run.name == "lightning_logs/version_0"
    assert run.params == {"lr": 0.01}
    assert "val_loss" in run.series and len(run.series["train_loss"]) == 20
    assert len(run.sources) == 2


def test_detectron2_events_and_metrics_json_are_one_run(tmp_path: Path) -> None:
    out = tmp_path / "output"
    steps = np.arange(19, 400, 20)
    total, lr = _loss(steps, 5), np.full(len(steps), 0.002)
    _events(out, steps, {"total_loss": total, "lr": lr})
    with (out / "metrics.json").open("w") as handle:
        for s, v, r in zip(steps.tolist(), total.tolist(), lr.tolist()):
            handle.write(json.dumps({"data_time": 0.01, "iteration": s, "lr": r, "time": 0.3,
                                     "total_loss": v, "loss_cls": v / 2}) + "\n")
    (out / "config.yaml").write_text("SOLVER:\n  BASE_LR: 0.002\n  MAX_ITER: 400\nSEED: -1\n")
    [run] = load([tmp_path]).runs
    assert run.name == "output" and "loss_cls" in run.series
    assert run.params["SOLVER.BASE_LR"] == 0.002


def test_llamafactory_log_beside_trainer_state_is_one_run(tmp_path: Path) -> None:
    out = tmp_path / "saves" / "qwen-sft"
    out.mkdir(parents=True)
    steps = np.arange(10, 410, 10)
    loss = np.round(_loss(steps, 9), 4)
    history = [{"epoch": s / 400, "grad_norm": 1.0, "learning_rate": 1e-4, "loss": v, "step": s}
               for s, v in zip(steps.tolist(), loss.tolist())]
    state = {"best_metric": None, "epoch": 1.0, "global_step": 400, "log_history": history,
             "logging_steps": 10, "max_steps": 400, "num_train_epochs": 1, "train_batch_size": 4,
             "trial_params": None}
    (out / "trainer_state.json").write_text(json.dumps(state, indent=2))
    with (out / "trainer_log.jsonl").open("w") as handle:
        for s, v in zip(steps.tolist(), loss.tolist()):
            handle.write(json.dumps({"current_steps": s, "total_steps": 400, "loss": v, "learning_rate": 1e-4,
                                     "epoch": s / 400, "percentage": s / 4, "elapsed_time": "0:00:10",
                                     "remaining_time": "0:01:00"}) + "\n")
    [run] = load([tmp_path]).runs
    assert run.name == "saves/qwen-sft"
    assert {Path(s).name for s in run.sources} == {"trainer_state.json", "trainer_log.jsonl"}
    assert run.params == {"train_batch_size": 4, "num_train_epochs": 1, "max_steps": 400}
    assert main(["analyze", str(tmp_path), "--format", "json"]) == 0


def test_two_different_curves_in_one_folder_stay_two_runs(tmp_path: Path) -> None:
    folder = tmp_path / "exp"
    steps = np.arange(0, 1000, 50)
    _events(folder, steps, {"loss": _loss(steps, 1)})
    with (folder / "metrics.csv").open("w", newline="") as handle:
        writer = csv.writer(handle)
        writer.writerow(["step", "loss"])
        writer.writerows(zip(steps.tolist(), (_loss(steps, 2) + 0.5).tolist()))
    runs = load([tmp_path]).runs
    assert len(runs) == 2
    assert not any("side by side" in w for run in runs for w in run.warnings)


def test_lightning_resume_with_events_and_csv_in_both_versions_is_one_run(tmp_path: Path) -> None:
    """version_1 resumes from the step-149 checkpoint of version_0; both loggers wrote both."""
    logger = tmp_path / "lightning_logs"
    first, second = np.arange(49, 250, 50), np.arange(149, 400, 50)
    spec = ((0, first, _loss(first, 1), 1.7e9), (1, second, _loss(second, 2), 1.7e9 + 1000))
    for version, steps, loss, wall0 in spec:
        folder = logger / f"version_{version}"
        write(folder, [event(int(s), wall0 + i, [value("train_loss", "simple", float(v))])
                       for i, (s, v) in enumerate(zip(steps.tolist(), loss.tolist()))])
        lines = ["epoch,step,train_loss"] + [f"0,{s},{v}" for s, v in zip(steps.tolist(), loss.tolist())]
        (folder / "metrics.csv").write_text("\n".join(lines) + "\n")
        (folder / "hparams.yaml").write_text("lr: 0.001\n")
    [run] = load([tmp_path]).runs
    assert run.format == "lightning" and len(run.sources) == 4
    assert [(r.step, r.abandoned_to_step) for r in run.rollbacks] == [(149, 249)]
    assert run.series["train_loss"].steps.tolist() == [49, 99, 149, 199, 249, 299, 349, 399]


def test_wandb_run_and_its_console_log_are_one_run(tmp_path: Path) -> None:
    import os
    import subprocess
    import sys

    env = dict(os.environ, WANDB_MODE="offline", WANDB_SILENT="true", WANDB_DISABLE_GIT="true",
               WANDB_CONSOLE="off", WANDB_DIR=str(tmp_path))
    script = Path(__file__).resolve().parent / "runs_wandb_sweep.py"
    subprocess.run([sys.executable, str(script), str(tmp_path), "console"], check=True, env=env, timeout=300)
    [run] = load([tmp_path]).runs
    assert run.primary == "loss" and len(run.series["loss"]) == 501
    assert any(s.endswith("output.log") for s in run.sources) and any(s.endswith(".wandb") for s in run.sources)
    assert run.params["learning_rate"] == 6e-4
    evals = [name for name, s in run.series.items() if s.role.value == "eval_loss"]
    assert len(evals) == 1  # `val loss` (console) and `val/loss` (W&B) are one metric


def _baselines_table(values: dict[str, float]) -> str:
    width = max(len(k) for k in values)
    rows = [f"| {k:<{width}} | {v:<8.3g} |" for k, v in sorted(values.items())]
    bar = "-" * len(rows[0])
    return "\n".join([bar, *rows, bar])


def test_baselines_log_table_printed_to_three_digits_joins_its_events(tmp_path: Path) -> None:
    """OpenAI baselines dump `log.txt` every 100 updates with `%.3g` values, beside a TF1 summary
    of every update: two common steps, equal to the 3 digits the table printed, are one run; a
    table of other values beside the same events is not."""
    steps = np.arange(80, 9681, 80)
    rng = np.random.default_rng(3)
    value_loss = 1e-5 * (1.5 + rng.random(len(steps)))
    for name, shift in (("same", 1.0), ("other", 1.07)):
        folder = tmp_path / name
        _events(folder / "summary", steps, {"value_loss": value_loss, "policy_loss": value_loss * 3})
        tables = [_baselines_table({"nupdates": n, "total_timesteps": 80 * n, "fps": 110,
                                    "value_loss": float(value_loss[n - 1]) * shift,
                                    "policy_entropy": 1.95})
                  for n in (1, 100)]
        (folder / "log.txt").write_text("Logging to ./log\n" + "\n".join(tables) + "\n")
        runs = load([folder]).runs
        assert len(runs) == (1 if name == "same" else 2), name
    [run] = load([tmp_path / "same"]).runs
    assert len(run.series["value_loss"]) == len(steps)
    assert any("log.txt" in s for s in run.sources)


def test_wandb_run_without_history_is_one_run_with_its_console_capture(tmp_path: Path) -> None:
    """`wandb.log` never called: the .wandb file holds no history, files/output.log the loss.
    One run, and the epoch's summary line is not a second run (one epoch: one backward step)."""
    import os
    import subprocess
    import sys

    env = dict(os.environ, WANDB_MODE="offline", WANDB_SILENT="true", WANDB_DISABLE_GIT="true",
               WANDB_CONSOLE="off", WANDB_DIR=str(tmp_path))
    script = Path(__file__).resolve().parent / "runs_wandb_sweep.py"
    subprocess.run([sys.executable, str(script), str(tmp_path), "console-only"], check=True, env=env, timeout=300)
    [run] = load([tmp_path]).runs
    assert run.primary == "Total Loss" and run.series["Total Loss"].steps.tolist() == [30, 60, 90, 120, 150]
    assert any(s.endswith("output.log") for s in run.sources) and any(s.endswith(".wandb") for s in run.sources)
    assert not run.rollbacks
    assert any("logged no history" in w for w in run.warnings)


def _console_evals(folder: Path, mode: str) -> None:
    import os
    import subprocess
    import sys

    env = dict(os.environ, WANDB_MODE="offline", WANDB_SILENT="true", WANDB_DISABLE_GIT="true",
               WANDB_CONSOLE="off", WANDB_DIR=str(folder))
    script = Path(__file__).resolve().parent / "runs_wandb_sweep.py"
    subprocess.run([sys.executable, str(script), str(folder), mode], check=True, env=env, timeout=300)


def test_wandb_run_with_evaluations_only_is_one_run_with_its_denser_console_capture(tmp_path: Path) -> None:
    """W&B was sent only the evaluations, the console capture (files/output.log) holds the loss of
    every iteration and no value of W&B's: the capture is the run's own output, one run (a
    boundary, not numbers), its denser curve the loss and W&B's val/loss the evaluation."""
    _console_evals(tmp_path, "console-evals")
    [run] = load([tmp_path]).runs
    assert run.primary == "loss" and len(run.series["loss"]) == 501
    assert len(run.series["val/loss"]) == 11 and run.series["val/loss"].steps.tolist()[-1] == 500
    assert {Path(s).suffix for s in run.sources} == {".log", ".wandb"}
    [joined] = [d for d in run.meta["decisions"] if d.kind == "writers joined"]
    assert joined.rank.name == "BOUNDARY" and "files/ folder" in joined.evidence


def test_wandb_console_capture_in_another_step_unit_and_a_log_of_another_run_stay_apart(tmp_path: Path) -> None:
    """The console's iterations beside evaluations W&B logged at its own `_step` (0..10) are not
    put on one axis; a log of another run of the script beside the wandb/ folder, with its own
    values, is another run whatever folder it shares."""
    _console_evals(tmp_path / "unit", "console-evals-step")
    runs = load([tmp_path / "unit"]).runs
    assert len(runs) == 2 and not any("side by side" in w for run in runs for w in run.warnings)
    _console_evals(tmp_path / "beside", "console-evals")
    (tmp_path / "beside" / "train_seed2.log").write_text("".join(
        f"iter {it}: loss {2.1 + 2.4 * np.exp(-it / 150):.4f}, time 40.50ms, mfu 30.10%\n" for it in range(0, 501)))
    runs = load([tmp_path / "beside"]).runs
    assert sorted(len(run.sources) for run in runs) == [1, 2]
    [alone] = [run for run in runs if len(run.sources) == 1]
    assert alone.sources[0].endswith("train_seed2.log")


def _epoch_logs(folder: Path, console: tuple[np.ndarray, np.ndarray], table: tuple[np.ndarray, np.ndarray]) -> None:
    """A training script's two writers: its console (`Epoch N | TrainLoss X | ...`, as printed)
    and its CSV logger (`epoch,train_loss,...`), each of the (train, val) losses it was given."""
    folder.mkdir(parents=True)
    (folder / "train.log").write_text("Starting training — 50 epochs, batch=256\n" + "".join(
        f"Epoch {e} | TrainLoss {x:.4f} | TrainAcc {60 + e:.2f}% | ValLoss {v:.4f} | LR 0.001000\n"
        for e, (x, v) in enumerate(zip(*(c.tolist() for c in console)), 1)))
    with (folder / "training_log.csv").open("w", newline="") as handle:
        writer = csv.writer(handle)
        writer.writerow(["epoch", "train_loss", "train_acc", "val_loss", "lr", "epoch_time_s"])
        writer.writerows([e, f"{x:.4f}", f"{60 + e:.2f}", f"{v:.4f}", "0.001000", "19.5"]
                         for e, (x, v) in enumerate(zip(*(c.tolist() for c in table)), 1))


def test_console_table_and_csv_of_two_runs_of_one_script_stay_two_runs(tmp_path: Path) -> None:
    """One script run twice: its console capture of one run (22 epochs) and the CSV of another
    (33 epochs, other first values) in one folder are two runs; the same script's two writers
    of one run (equal values over the same epochs) are one."""
    epochs = np.arange(33)
    first = 0.4 + 0.6 * np.exp(-epochs / 8)
    second = 0.2 + 0.82 * np.exp(-epochs / 11)
    val, other_val = 0.7 + 0.1 * np.sin(epochs), 0.75 + 0.1 * np.cos(epochs)
    _epoch_logs(tmp_path / "two", (first[:22], val[:22]), (second, other_val))
    runs = load([tmp_path / "two"]).runs
    assert sorted(len(run.series[run.primary]) for run in runs if run.primary) == [22, 33]
    assert not any("side by side" in w for run in runs for w in run.warnings)
    _epoch_logs(tmp_path / "one", (second, val), (second, val))
    [run] = load([tmp_path / "one"]).runs
    assert {Path(s).name for s in run.sources} == {"train.log", "training_log.csv"}


def _openai_logger(folder: Path, rows: list[dict[str, float]]) -> None:
    """Write `log.txt` and `progress.csv` the way OpenAI's `logger` (improved-diffusion,
    baselines) does on each `dumpkvs`: HumanOutputFormat prints a table of `%-8.3g` values,
    CSVOutputFormat the same keys, sorted, with `str(value)`."""
    folder.mkdir(parents=True)
    tables = []
    for kvs in rows:
        key2str = {key: "%-8.3g" % value for key, value in sorted(kvs.items())}
        keywidth, valwidth = max(map(len, key2str)), max(map(len, key2str.values()))
        dashes = "-" * (keywidth + valwidth + 7)
        lines = [dashes] + [f"| {key}{' ' * (keywidth - len(key))} | {val}{' ' * (valwidth - len(val))} |"
                            for key, val in sorted(key2str.items(), key=lambda kv: kv[0].lower())] + [dashes]
        tables.append("\n".join(lines))
    (folder / "log.txt").write_text("Logging to logs\ntraining...\n" + "\n".join(tables) + "\n")
    keys = sorted(rows[0])
    (folder / "progress.csv").write_text(
        ",".join(keys) + "\n" + "".join(",".join(str(kvs[k]) for k in keys) + "\n" for kvs in rows))


def _diffusion_rows(seed: int, n: int = 300) -> list[dict[str, float]]:
    rng = np.random.default_rng(seed)
    steps = np.arange(0, 10 * n, 10)
    loss = 0.25 + 16 * np.exp(-steps / 300) + rng.gamma(1.0, 0.2, n)
    return [{"grad_norm": float(4 + 80 * np.exp(-s / 500) + rng.random()), "loss": float(v),
             "samples": int(256 * (s + 1)), "step": int(s)} for s, v in zip(steps.tolist(), loss.tolist())]


def test_table_rounded_for_display_and_its_full_precision_csv_are_one_run(tmp_path: Path) -> None:
    """improved-diffusion's logger writes each dump twice: `log.txt` rounds to 3 significant
    digits (its `step` too: `1.01e+03`, so the tables are read in order), `progress.csv` keeps
    full precision. Compared at the precision the table shows, they are one run on the CSV's
    steps; a CSV of another seed, or of values a few per cent off, stays a run of its own."""
    rows = _diffusion_rows(0)
    _openai_logger(tmp_path / "same" / "logs", rows)
    [run] = load([tmp_path / "same"]).runs
    assert {Path(s).name for s in run.sources} == {"log.txt", "progress.csv"}
    assert run.series["loss"].steps.tolist() == [r["step"] for r in rows]
    assert run.series["loss"].values.tolist() == [r["loss"] for r in rows]
    assert not run.rollbacks
    other = _diffusion_rows(1)
    for name, written in (("seed", other), ("off", [{**r, "loss": r["loss"] * 1.02} for r in rows])):
        folder = tmp_path / name / "logs"
        _openai_logger(folder, rows)
        (folder / "progress.csv").unlink()
        keys = sorted(written[0])
        (folder / "progress.csv").write_text(
            ",".join(keys) + "\n" + "".join(",".join(str(kvs[k]) for k in keys) + "\n" for kvs in written))
        assert len(load([tmp_path / name]).runs) == 2, name
