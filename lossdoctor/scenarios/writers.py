"""Write a scenario in a real input format, with the real writers where a package has one.

Every writer puts each segment (fragment) where that format's writer would after a
restart: TensorBoard a new event file per restart, W&B a new offline run per resume,
text and CSV logs appended to one file (steps go backwards at the join).
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable, Iterator
from pathlib import Path

from lossdoctor.scenarios.base import Scenario, Segment

FORMATS = ("tensorboard", "csv", "jsonl", "wandb", "megatron", "llmc", "nanogpt", "hf")


def _rows(segment: Segment) -> Iterator[tuple[int, float, dict[str, float]]]:
    """(step, wall time, {series: value}) per step of a segment, sparse series merged in."""
    walls = segment.wall_times()
    sparse: dict[int, dict[str, float]] = {}
    for name, (steps, values) in segment.sparse.items():
        for step, value in zip(steps.tolist(), values.tolist()):
            sparse.setdefault(int(step), {})[name] = value
    for position, step in enumerate(segment.steps.tolist()):
        row = {name: float(values[position]) for name, values in segment.series.items()}
        row.update(sparse.get(step, {}))
        yield step, float(walls[position]), row


def write_tensorboard(scenario: Scenario, folder: Path) -> Path:
    """One run folder; each segment a new event file, written by tensorboard's EventFileWriter."""
    from tensorboard.compat.proto import event_pb2, summary_pb2
    from tensorboard.summary.writer.event_file_writer import EventFileWriter

    run_dir = folder / scenario.name
    run_dir.mkdir(parents=True, exist_ok=True)
    for index, segment in enumerate(scenario.segments):
        writer = EventFileWriter(str(run_dir), filename_suffix=f".seg{index}")
        for step, wall, row in _rows(segment):
            values = [summary_pb2.Summary.Value(tag=name, simple_value=value) for name, value in row.items()]
            writer.add_event(event_pb2.Event(wall_time=wall, step=step, summary=summary_pb2.Summary(value=values)))
        writer.close()
    return run_dir


def _table(scenario: Scenario) -> tuple[list[str], list[list[object]]]:
    names = sorted({n for s in scenario.segments for n in (*s.series, *s.sparse)})
    rows: list[list[object]] = []
    for segment in scenario.segments:
        for step, wall, row in _rows(segment):
            rows.append([step, wall, *[row.get(name) for name in names]])
    return names, rows


def _cell(value: object) -> str:
    if value is None:
        return ""
    if isinstance(value, float):
        if math.isnan(value):
            return "nan"
        if math.isinf(value):
            return "inf" if value > 0 else "-inf"
        return repr(value)
    return str(value)


def write_csv(scenario: Scenario, folder: Path) -> Path:
    """step,wall_time,<series>... ; segments appended, so steps go backwards at a rollback."""
    names, rows = _table(scenario)
    path = folder / f"{scenario.name}.csv"
    folder.mkdir(parents=True, exist_ok=True)
    lines = [",".join(["step", "wall_time", *names])]
    lines += [",".join(_cell(v) for v in row) for row in rows]
    path.write_text("\n".join(lines) + "\n")
    return path


def write_jsonl(scenario: Scenario, folder: Path) -> Path:
    """One JSON object per step ({"step": .., "loss": ..}); NaN/Infinity as JSON tokens."""
    names, rows = _table(scenario)
    path = folder / f"{scenario.name}.jsonl"
    folder.mkdir(parents=True, exist_ok=True)
    with path.open("w") as stream:
        for step, wall, *values in rows:
            record = {"step": step, "time": wall}
            record.update({n: v for n, v in zip(names, values) if v is not None})
            stream.write(json.dumps(record) + "\n")
    return path


def write_megatron(scenario: Scenario, folder: Path) -> Path:
    """Megatron-LM stdout: iteration lines, a NaN loss omits `lm loss:`, resumes log a checkpoint load."""
    path = folder / f"{scenario.name}.out"
    folder.mkdir(parents=True, exist_ok=True)
    total = max(int(s.steps[-1]) for s in scenario.segments) + 1
    out = []
    nan_count = 0
    for index, segment in enumerate(scenario.segments):
        if index:
            out.append(f"  successfully loaded checkpoint from /ckpt [ t 1/1, p 1/1 ] at iteration {int(segment.steps[0])}")
        for step, _, row in _rows(segment):
            fields = [f" iteration {step:8d}/{total:8d} |", f" consumed samples: {step * 512:12d} |",
                      " elapsed time per iteration (ms): 1234.5 |",
                      f" learning rate: {row.get('lr', 3e-4):.6E} |", " global batch size:   512 |"]
            loss = row.get("loss")
            if loss is not None and math.isfinite(loss):
                fields.append(f" lm loss: {loss:.6E} |")
            elif loss is not None:
                nan_count += 1
            if "loss_scale" in row:
                fields.append(f" loss scale: {row['loss_scale']:.1f} |")
            fields.append(" grad norm: 1.000 |" if "grad_norm" not in row else f" grad norm: {row['grad_norm']:.3f} |")
            fields += [" number of skipped iterations:   0 |", f" number of nan iterations: {nan_count:3d} |"]
            out.append("".join(fields))
    path.write_text("\n".join(out) + "\n")
    return path


def write_llmc(scenario: Scenario, folder: Path) -> Path:
    """llm.c main.log: `s:N trl:X lr:.. norm:..` lines, appended after each resume."""
    path = folder / scenario.name / "main.log"
    path.parent.mkdir(parents=True, exist_ok=True)
    out = []
    for segment in scenario.segments:
        for step, _, row in _rows(segment):
            loss = row.get("loss", float("nan"))
            out.append(f"s:{step} trl:{loss:.4f} lr:{row.get('lr', 3e-4):.6f} norm:{row.get('grad_norm', 1.0):.2f}")
    path.write_text("\n".join(out) + "\n")
    return path


def write_nanogpt(scenario: Scenario, folder: Path) -> Path:
    """nanoGPT stdout: `iter N: loss X, time ..ms, mfu ..%`, repeated iters after a resume."""
    path = folder / f"{scenario.name}.log"
    folder.mkdir(parents=True, exist_ok=True)
    out = []
    for segment in scenario.segments:
        for position, (step, _, row) in enumerate(_rows(segment)):
            mfu = -100.0 if position < 5 else 41.3
            out.append(f"iter {step}: loss {row.get('loss', float('nan')):.4f}, time 123.45ms, mfu {mfu:.2f}%")
    path.write_text("\n".join(out) + "\n")
    return path


def write_hf(scenario: Scenario, folder: Path, logging_steps: int = 10) -> Path:
    """HF Trainer trainer_state.json (already stitched: it holds the live history only)."""
    from lossdoctor.stitch import stitch

    run = stitch(scenario.raw_run())
    out_dir = folder / scenario.name
    out_dir.mkdir(parents=True, exist_ok=True)
    loss = run.series[run.primary] if run.primary else None
    history = []
    if loss is not None:
        for step, value in zip(loss.steps.tolist(), loss.values.tolist()):
            if step % logging_steps == 0 and step > 0:
                history.append({"epoch": round(step / 1000, 4), "learning_rate": 3e-4, "loss": value,
                                "step": int(step)})
    state = {"best_metric": None, "epoch": history[-1]["epoch"] if history else 0,
             "global_step": history[-1]["step"] if history else 0, "is_world_process_zero": True,
             "log_history": history, "logging_steps": logging_steps,
             "max_steps": history[-1]["step"] if history else 0, "num_train_epochs": 1}
    path = out_dir / "trainer_state.json"
    path.write_text(json.dumps(state, indent=2, allow_nan=True))
    return path


def write_wandb(scenario: Scenario, folder: Path) -> Path:
    """One real offline W&B run per segment (a new run per resume), made by the wandb package."""
    import os

    import wandb

    os.environ.setdefault("WANDB_SILENT", "true")
    root = folder / scenario.name
    root.mkdir(parents=True, exist_ok=True)
    for index, segment in enumerate(scenario.segments):
        run = wandb.init(project="lossdoctor-scenarios", name=f"{scenario.name}-{index}", dir=str(root),
                         mode="offline", settings=wandb.Settings(console="off", x_disable_stats=True,
                                                                 disable_git=True, save_code=False))
        for step, _, row in _rows(segment):
            run.log({"train/global_step": step, **{f"train/{k}" if k == "loss" else k: v
                                                   for k, v in row.items()}})
        run.finish()
    return root


WRITERS: dict[str, Callable[[Scenario, Path], Path]] = {
    "tensorboard": write_tensorboard, "csv": write_csv, "jsonl": write_jsonl, "wandb": write_wandb,
    "megatron": write_megatron, "llmc": write_llmc, "nanogpt": write_nanogpt, "hf": write_hf,
}


def write(scenario: Scenario, fmt: str, folder: Path) -> Path:
    """Write `scenario` as `fmt` under `folder`; returns the path to give lossdoctor."""
    return WRITERS[fmt](scenario, Path(folder))


__all__ = ["FORMATS", "WRITERS", "write"]
