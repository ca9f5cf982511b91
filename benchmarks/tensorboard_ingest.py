"""Benchmark: read a 1M-step x 4-tag TensorBoard file; compare with tbparse and a plain read.

Usage: python benchmarks/tensorboard_ingest.py [--steps 1000000 | --points 10000000] [--style simple,tf2]
           [--skip-tbparse | --tbparse-steps 100000] [--repeat 3]

TensorBoard's Rust data server (its load cycle) and `lossdoctor inspect` (the whole
process) are timed on the same file in the same run (_competitors.py); tbparse too, unless
--tbparse-steps times it on a smaller file and scales (quick runs only).

The files are made once and cached under benchmarks/_data/. The first event comes from
tensorboard's own EventFileWriter; the 4M scalar events are serialized from one real
`Event` proto per tag and step width, patched with numpy (writing 4M events through the
Python writer takes minutes) and framed as TFRecords with google-crc32c. `verify` checks
sampled records byte for byte against `Event(...).SerializeToString()` framed by
tensorboard's own RecordWriter, and tbparse against the values written on a small file.

Every timing runs in a fresh process reading from the page cache; peak memory is that
process's ru_maxrss (interpreter and imports included), taken via RUSAGE_CHILDREN.
"""

from __future__ import annotations

import argparse
import io
import json
import os
import statistics
import struct
import subprocess
import sys
import time
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
TAGS = ("train/loss", "train/lr", "train/grad_norm", "eval/loss")
WIDTHS = ((0, 1), (1, 128), (128, 16384), (16384, 1 << 21), (1 << 21, 1 << 28))  # step varint widths
_PROBE = 1.2345678


def _event(tag: str, step: int, wall: float, value: float, style: str) -> bytes:
    from tensorboard.compat.proto import event_pb2, summary_pb2, tensor_pb2, tensor_shape_pb2

    if style == "simple":
        val = summary_pb2.Summary.Value(tag=tag, simple_value=value)
    else:  # tf.summary.scalar in TF2: float32 tensor_content, scalars metadata on every event
        val = summary_pb2.Summary.Value(
            tag=tag, tensor=tensor_pb2.TensorProto(dtype=1, tensor_shape=tensor_shape_pb2.TensorShapeProto(),
                                                   tensor_content=struct.pack("<f", value)),
            metadata=summary_pb2.SummaryMetadata(
                plugin_data=summary_pb2.SummaryMetadata.PluginData(plugin_name="scalars")))
    return event_pb2.Event(wall_time=wall, step=step, summary=summary_pb2.Summary(value=[val])).SerializeToString()


def _series(steps: int, wall0: float) -> tuple[np.ndarray, np.ndarray]:
    rng = np.random.default_rng(7)
    values = (3.0 + np.cumsum(rng.normal(0, 0.01, (steps, len(TAGS))), axis=0)).astype(np.float32)
    walls = wall0 + 1.0 + np.arange(steps * len(TAGS), dtype=np.float64).reshape(steps, len(TAGS)) * 0.000731
    return values, walls


def _records(style: str, lo: int, hi: int, values: np.ndarray, walls: np.ndarray) -> bytes:
    """Framed records for steps lo..hi-1, every tag, patched from one template per tag."""
    from lossdoctor.ingest.tensorboard.crc import masked_crc

    n, columns = hi - lo, []
    for k, tag in enumerate(TAGS):
        template = _event(tag, lo, 1.5e9, _PROBE, style)
        length = len(template)
        rows = np.empty((n, length), dtype=np.uint8)
        rows[:] = np.frombuffer(template, dtype=np.uint8)
        rows[:, 1:9] = np.ascontiguousarray(walls[lo:hi, k]).view(np.uint8).reshape(n, 8)
        at = template.index(struct.pack("<f", _PROBE))
        rows[:, at:at + 4] = np.ascontiguousarray(values[lo:hi, k]).view(np.uint8).reshape(n, 4)
        width = length - len(_event(tag, 0, 1.5e9, _PROBE, style)) - 1 if lo else 0
        step = np.arange(lo, hi, dtype=np.uint64)
        for i in range(width):
            byte = (step >> np.uint64(7 * i)) & np.uint64(0x7F)
            rows[:, 10 + i] = (byte | np.uint64(0x80 if i < width - 1 else 0)).astype(np.uint8)
        header = struct.pack("<Q", length)
        framed = np.empty((n, length + 16), dtype=np.uint8)
        framed[:, :12] = np.frombuffer(header + struct.pack("<I", masked_crc(header)), dtype=np.uint8)
        framed[:, 12:12 + length] = rows
        crcs = np.fromiter((masked_crc(r.tobytes()) for r in rows), dtype="<u4", count=n)
        framed[:, 12 + length:] = crcs.view(np.uint8).reshape(n, 4)
        columns.append(framed)
    return np.concatenate(columns, axis=1).tobytes()


def generate(steps: int, style: str) -> Path:
    """The cached benchmark file (made on first use)."""
    folder = HERE / "_data" / f"tb-{style}-{steps}"
    done = folder / "done.json"
    if done.exists():
        return folder / json.loads(done.read_text())["file"]
    from tensorboard.summary.writer.event_file_writer import EventFileWriter

    folder.mkdir(parents=True, exist_ok=True)
    for old in folder.glob("*tfevents*"):
        old.unlink()
    writer = EventFileWriter(str(folder))  # writes the real first event (file_version)
    writer.close()
    (path,) = folder.glob("*tfevents*")
    wall0 = _first_wall(path)
    values, walls = _series(steps, wall0)
    with path.open("ab") as out:
        for lo, hi in WIDTHS:
            for start in range(lo, min(hi, steps), 200_000):
                out.write(_records(style, start, min(hi, steps, start + 200_000), values, walls))
    verify(path, steps, style)
    done.write_text(json.dumps({"file": path.name, "steps": steps, "style": style}))
    return path


def _first_wall(path: Path) -> float:
    from tensorboard.compat.proto import event_pb2

    buf = path.read_bytes()[:4096]
    (length,) = struct.unpack_from("<Q", buf, 0)
    return float(event_pb2.Event.FromString(buf[12:12 + length]).wall_time)


def verify(path: Path, steps: int, style: str, samples: int = 2000) -> None:
    """Sampled records equal what tensorboard's own writer produces for the same events."""
    from tensorboard.summary.writer.record_writer import RecordWriter

    values, walls = _series(steps, _first_wall(path))
    buf = path.read_bytes()
    offsets, pos = [], 0
    while pos < len(buf):
        offsets.append(pos)
        pos += 16 + struct.unpack_from("<Q", buf, pos)[0]
    assert len(offsets) == 1 + steps * len(TAGS), "wrong record count"
    rng = np.random.default_rng(0)
    picks = set(rng.integers(1, len(offsets), samples).tolist()) | {1, 2, len(offsets) - 1}
    picks |= {1 + 4 * s + k for s in (127, 128, 16383, 16384) if s < steps for k in range(4)}
    for number in sorted(picks):
        step, k = divmod(number - 1, len(TAGS))
        sink = io.BytesIO()
        RecordWriter(sink).write(_event(TAGS[k], step, float(walls[step, k]), float(values[step, k]), style))
        start = offsets[number]
        assert buf[start:start + len(sink.getvalue())] == sink.getvalue(), f"record {number} differs"


def verify_with_tbparse(steps: int = 2000) -> None:
    """tbparse reads a small generated file back as written (both styles)."""
    from tbparse import SummaryReader

    for style in ("simple", "tf2"):
        path = generate(steps, style)
        reader = SummaryReader(str(path))
        frame = reader.scalars if style == "simple" else reader.tensors
        values, _ = _series(steps, _first_wall(path))
        for k, tag in enumerate(TAGS):
            got = frame[frame["tag"] == tag].sort_values("step")
            assert got["step"].tolist() == list(range(steps)), tag
            assert np.array_equal(got["value"].to_numpy(dtype=np.float32), values[:, k]), tag


def child(mode: str, path: str) -> None:
    """One timed job in this (fresh) process; prints a JSON line. Imports are timed apart."""
    points = 0
    begin = time.perf_counter()
    if mode == "ours":
        from lossdoctor.ingest.base import Unit
        from lossdoctor.ingest.tensorboard import read
        from lossdoctor.ingest.tensorboard import reader as _  # noqa: F401 - the lazy import, timed apart
    elif mode == "tbparse":
        from tbparse import SummaryReader
    start = time.perf_counter()
    if mode == "read":
        with open(path, "rb") as handle:
            handle.read()
    elif mode == "ours":
        (raw,) = read(Unit("tensorboard", "bench", (Path(path),)))
        points = sum(len(s) for f in raw.fragments for s in f.series.values())
    elif mode == "tbparse":
        reader = SummaryReader(path)
        points = len(reader.scalars) + len(reader.tensors)
    seconds = time.perf_counter() - start
    print(json.dumps({"seconds": seconds, "imports": start - begin, "points": points}))


# A lean middle process starts each job and reports RUSAGE_CHILDREN: the job's own peak,
# not the parent's (a child's ru_maxrss starts from its parent's at fork).
_MIDDLE = ("import resource, subprocess, sys; out = subprocess.run(sys.argv[1:], check=True, capture_output=True, "
           "text=True).stdout; print(out.strip().splitlines()[-1]); "
           "print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)")


def _run(mode: str, path: Path, repeat: int) -> dict[str, float]:
    results = []
    for _ in range(repeat):
        out = subprocess.run([sys.executable, "-S", "-c", _MIDDLE, sys.executable, __file__, "--child", mode,
                              str(path)], check=True, capture_output=True, text=True).stdout.splitlines()
        result = json.loads(out[-2])
        result["peak_mb"] = int(out[-1]) * 1024 / 1e6  # ru_maxrss counts KiB
        results.append(result)
    return {"seconds": statistics.median(r["seconds"] for r in results), "points": results[0]["points"],
            "imports": statistics.median(r["imports"] for r in results),
            "peak_mb": max(r["peak_mb"] for r in results)}


def main() -> None:
    """Generate (once) and time every style; see the module docstring."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--steps", type=int, default=1_000_000)
    parser.add_argument("--points", type=int, default=0, help=f"points instead of steps ({len(TAGS)} tags per step)")
    parser.add_argument("--style", default="simple,tf2", help="simple, tf2 or both (comma-separated)")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--skip-tbparse", action="store_true")
    parser.add_argument("--tbparse-steps", type=int, default=0,
                        help="time tbparse on a file this many steps long and scale up linearly")
    parser.add_argument("--verify-tbparse", action="store_true", help="check a small file with tbparse first")
    parser.add_argument("--child", nargs=2, metavar=("MODE", "PATH"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(*args.child)
        return
    if args.points:
        args.steps = -(-args.points // len(TAGS))
    if args.verify_tbparse:
        verify_with_tbparse()
        print("tbparse reads the generated files back exactly as written")
    for style in args.style.split(","):
        path = generate(args.steps, style)
        size = path.stat().st_size / 1e6
        print(f"\n{style}: {args.steps:,} steps x {len(TAGS)} tags = {args.steps * len(TAGS):,} points, "
              f"{size:.0f} MB  ({path.relative_to(HERE.parent)})")
        os.sync()  # a file written just now is still being written back: not during the timings
        _run("read", path, 1)  # warm the page cache
        plain = _run("read", path, args.repeat)
        ours = _run("ours", path, args.repeat)
        assert ours["points"] == args.steps * len(TAGS), ours
        print(f"  plain f.read()   {plain['seconds']:8.3f} s{'':29}peak {plain['peak_mb']:6.0f} MB")
        print(f"  lossdoctor       {ours['seconds']:8.3f} s  {ours['points'] / ours['seconds'] / 1e6:6.1f} M points/s"
              f"  {ours['seconds'] / plain['seconds']:5.1f}x read   peak {ours['peak_mb']:6.0f} MB"
              f"   (+{ours['imports']:.2f} s imports)")
        import _competitors as comp

        whole = comp.lossdoctor_process(path.parent, args.repeat)
        rust = comp.rust_server(path.parent, args.repeat)
        if rust is not None:  # both as whole processes, on the same file, in this run
            print(f"  Rust data server {rust['wall']:8.3f} s (its load cycle, --checksum)   "
                  f"lossdoctor inspect {whole['wall']:.3f} s (whole process)   peak {rust['peak_mb']:6.0f} MB")
        if args.skip_tbparse:
            continue
        steps = args.tbparse_steps or args.steps
        theirs = _run("tbparse", generate(steps, style) if steps != args.steps else path, 1)
        scale = args.steps / steps
        label = f"tbparse{' (x%g)' % scale if scale != 1 else ''}"
        seconds = theirs["seconds"] * scale
        print(f"  {label:16} {seconds:8.3f} s  {theirs['points'] * scale / seconds / 1e6:6.2f} M points/s"
              f"  lossdoctor is {seconds / ours['seconds']:.0f}x faster   peak {theirs['peak_mb']:6.0f} MB"
              f"{' (on the small file)' if scale != 1 else ''}   (+{theirs['imports']:.2f} s imports)")


if __name__ == "__main__":
    os.environ.setdefault("PYTHONHASHSEED", "0")
    main()
