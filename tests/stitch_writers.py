"""Real writers for the stitcher's end-to-end tests: TensorBoard event files and text logs."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from unittest import mock


def write_tb(folder: Path, points: Iterable[tuple[int, float]], wall0: float, *, tag: str = "loss",
             dt: float = 1.0, session_start: int | None = None, rename: str | None = None) -> Path:
    """One event file written by tensorboard's own EventFileWriter, with explicit wall times.

    The writer's own file_version event and file name take `wall0` as "now".
    """
    from tensorboard.compat.proto.event_pb2 import Event, SessionLog
    from tensorboard.compat.proto.summary_pb2 import Summary
    from tensorboard.summary.writer.event_file_writer import EventFileWriter

    folder.mkdir(parents=True, exist_ok=True)
    with mock.patch("time.time", return_value=wall0):
        writer = EventFileWriter(str(folder))
    if session_start is not None:
        writer.add_event(Event(wall_time=wall0, step=session_start, session_log=SessionLog(status=SessionLog.START)))
    for k, (step, value) in enumerate(points):
        summary = Summary(value=[Summary.Value(tag=tag, simple_value=value)])
        writer.add_event(Event(wall_time=wall0 + dt * k, step=step, summary=summary))
    writer.close()
    path = Path(writer.get_logdir()) / Path(writer._file_name).name  # noqa: SLF001 - the file it wrote
    if rename is not None:
        path = path.rename(folder / rename)
    return path


def llmc_lines(steps: Sequence[int], value: Callable[[int], float], every_eval: int = 0) -> list[str]:
    """llm.c main.log lines: `s:N trl:X lr:... norm:...` (+ `s:N tel:X`)."""
    lines = []
    for step in steps:
        lines.append(f"s:{step} trl:{value(step):.4f} lr:0.000600 norm:1.00")
        if every_eval and step % every_eval == 0:
            lines.append(f"s:{step} tel:{value(step) + 0.1:.4f}")
    return lines


def megatron_lines(iterations: Sequence[int], value: Callable[[int], float], total: int = 1000) -> list[str]:
    """Megatron-LM training_log lines for the given iterations."""
    return [
        f" iteration {it:8d}/{total:8d} | consumed samples: {it * 8:12d} | elapsed time per iteration (ms): "
        f"1000.0 | learning rate: 1.000000E-04 | global batch size:     8 | lm loss: {value(it):.6E} | "
        f"loss scale: 1.0 | grad norm: 0.500 | number of skipped iterations:   0 | number of nan iterations:   0 |"
        for it in iterations
    ]


def megatron_loaded(iteration: int) -> str:
    """Megatron's restart line."""
    return (f"  successfully loaded checkpoint from /ckpt/run [ t 1/1, gtp_remat 1/1, p 1/1 ] "
            f"at iteration {iteration}")
