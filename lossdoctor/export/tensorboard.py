"""`--to tensorboard`: a fresh log directory that TensorBoard shows as one clean curve per series.

One event file, written with tensorboard's own EventFileWriter; each point is a
`simple_value` scalar (float32, as TensorBoard stores it), steps strictly increasing per
tag, events ordered by step. Nothing in it ever goes backwards, so no reader purges.
"""

from __future__ import annotations

import shutil
import tempfile
from collections.abc import Sequence
from pathlib import Path

import numpy as np

from lossdoctor.errors import OutputError
from lossdoctor.export.tidy import Tidy
from lossdoctor.output import check_writable, replace_dir


def _write_events(folder: Path, table: Tidy) -> None:
    from tensorboard.compat.proto.event_pb2 import Event
    from tensorboard.compat.proto.summary_pb2 import Summary
    from tensorboard.summary.writer.event_file_writer import EventFileWriter

    known = table.wall_time[np.isfinite(table.wall_time)]
    # A point without a wall time gets the run's first known one: TensorBoard needs some
    # time, and a constant never suggests an order that did not happen.
    fallback = float(known.min()) if len(known) else 0.0
    walls = np.where(np.isfinite(table.wall_time), table.wall_time, fallback)
    order = np.lexsort((table.series.astype(str), table.step))
    writer = EventFileWriter(str(folder), max_queue_size=1000, flush_secs=3600)
    try:
        names, steps, values = table.series.tolist(), table.step.tolist(), table.value.tolist()
        wall_list = walls.tolist()
        for i in order.tolist():
            summary = Summary(value=[Summary.Value(tag=names[i], simple_value=values[i])])
            writer.add_event(Event(wall_time=wall_list[i], step=steps[i], summary=summary))
    finally:
        writer.close()


def write(table: Tidy, out: Path, *, force: bool, inputs: Sequence[Path]) -> None:
    """Write the log directory beside `out`, then move it into place in one step."""
    check_writable(out, force=force, inputs=inputs, directory=True)
    staging = Path(tempfile.mkdtemp(prefix=f".{out.name}.", suffix=".tmp", dir=out.resolve().parent))
    try:
        _write_events(staging, table)
        replace_dir(staging, out, force=force)
    except OSError as exc:
        raise OutputError(f"{out}: cannot write ({exc.strerror or exc})") from None
    finally:
        shutil.rmtree(staging, ignore_errors=True)
