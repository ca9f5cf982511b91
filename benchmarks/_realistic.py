"""Realistic benchmark inputs, made with real writers and cached under benchmarks/_data/.

- `tbx_run`: tensorboardX's `SummaryWriter` (the writer torch's SummaryWriter derives from;
  torch is not installed here, and the two write the same records): scalars only, or scalars
  with histograms, images, text, audio, a graph with its run metadata, TF1-style merged
  summaries (several scalar tags in one event) and `add_hparams`.
- `tf2_run`: a TF2/Keras-style file. TensorFlow is not installed on this machine, so the
  events are built from tensorboard's own protos the way `tf.summary` v2 and the Keras
  callback build them (scalars as float32 tensors with scalars plugin metadata on every
  event, histograms as [k, 3] double tensors, images as string tensors, a Keras model config
  text summary, a GraphDef, hparams plugin data, tagged run metadata) and written with
  tensorboard's own `EventFileWriter`.
- `wandb_run`: a real offline wandb run (`WANDB_MODE=offline`) with system metrics, console
  output, config and summary updates, saved files and `wandb.Histogram`/`wandb.Table` values
  in history rows.

Every event gets its own wall time (the writers stamp each with time.time()). The writers'
CRC-32C is swapped for google-crc32c while generating: the bytes are the same, the pure
Python one would take an hour for a 1M-step file.
"""

from __future__ import annotations

import json
import math
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
DATA = HERE / "_data"

SCALARS = ("train/loss", "train/lr", "train/grad_norm", "train/throughput")


def _done(folder: Path) -> bool:
    return (folder / "done.json").exists()


def _fresh(folder: Path) -> None:
    if folder.exists():
        shutil.rmtree(folder)
    folder.mkdir(parents=True)


def _loss(step: int) -> float:
    return 3.0 * math.exp(-step / 300_000) + 0.05 * math.sin(step / 37.0)


def event_files(folder: Path) -> list[Path]:
    """Every event file under `folder` (a run and its add_hparams sub-folder)."""
    return sorted(folder.rglob("*tfevents*"))


def tbx_run(steps: int, mixed: bool) -> Path:
    """A tensorboardX SummaryWriter run folder (cached)."""
    folder = DATA / f"tbx-{'mixed' if mixed else 'scalars'}-{steps}"
    if _done(folder):
        return folder
    _fresh(folder)
    code = f"""
import math, sys, time
import google_crc32c, numpy as np
import tensorboardX.record_writer as rw
rw.crc32c = google_crc32c.value
from tensorboardX import SummaryWriter, summary
sys.path.insert(0, {str(HERE)!r})
from _realistic import SCALARS, _loss, audio_summary, graph_profile
steps, mixed = {steps}, {mixed}
rng = np.random.default_rng(3)
w = SummaryWriter({str(folder)!r}, flush_secs=600, max_queue=1000)
if mixed:
    w._get_file_writer().add_graph(graph_profile())
fw = w._get_file_writer()
for step in range(steps):
    loss = _loss(step)
    w.add_scalar("train/loss", loss, step)
    w.add_scalar("train/lr", 3e-4 * min(1.0, step / 2000), step)
    w.add_scalar("train/grad_norm", 0.5 + 0.1 * math.cos(step / 11.0), step)
    w.add_scalar("train/throughput", 1000.0 + step % 17, step)
    if step % 1000 == 999:
        w.add_scalar("eval/loss", loss + 0.1, step)
    if not mixed:
        continue
    if step % 10 == 0:  # TF1-style merged summary: several scalar tags in one event
        fw.add_summary(summary.Summary(value=[*summary.scalar("sys/gpu_mem", 30.0 + step % 5).value,
                                              *summary.scalar("sys/cpu", 55.0 + step % 7).value,
                                              *summary.scalar("sys/data_wait", 0.01 * (step % 3)).value]), step)
    if step % 100 == 0:
        w.add_histogram("weights/fc1", rng.normal(0, 1, 1000), step)
        w.add_histogram("grads/fc1", rng.normal(0, 0.01, 1000), step)
    if step % 1000 == 0:
        w.add_image("samples", rng.integers(0, 255, (3, 64, 64), dtype=np.uint8), step)
    if step % 5000 == 0:
        w.add_text("notes", f"step {{step}}: checkpoint saved", step)
    if step % 20000 == 0:
        fw.add_summary(audio_summary("sample_audio"), step)  # torch's add_audio (tensorboardX's needs soundfile)
if mixed:
    w.add_hparams({{"lr": 3e-4, "batch_size": 64, "optimizer": "adamw"}}, {{"hparam/final_loss": _loss(steps)}})
w.close()
"""
    began = time.time()
    subprocess.run([sys.executable, "-c", code], check=True)
    (folder / "done.json").write_text(json.dumps({"steps": steps, "mixed": mixed,
                                                   "seconds": round(time.time() - began)}))
    return folder


def audio_summary(tag: str) -> object:
    """A one-second 8 kHz WAV clip as a Summary, the way torch's add_audio writes it (`wave` module)."""
    import io
    import wave

    from tensorboardX.proto.summary_pb2 import Summary

    pcm = (np.sin(np.arange(8000) / 8.0) * 0.3 * 32767).astype("<i2").tobytes()
    out = io.BytesIO()
    with wave.open(out, "wb") as wav:
        wav.setnchannels(1)
        wav.setsampwidth(2)
        wav.setframerate(8000)
        wav.writeframes(pcm)
    clip = Summary.Audio(sample_rate=8000, num_channels=1, length_frames=8000, encoded_audio_string=out.getvalue(),
                         content_type="audio/wav")
    return Summary(value=[Summary.Value(tag=tag, audio=clip)])


def graph_profile() -> tuple[object, object]:
    """A small GraphDef and the RunMetadata (step stats) a profiled step writes."""
    from tensorboard.compat.proto import graph_pb2, node_def_pb2, step_stats_pb2
    from tensorboard.compat.proto.config_pb2 import RunMetadata

    graph = graph_pb2.GraphDef()
    names = ["input", "fc1/MatMul", "fc1/Relu", "fc2/MatMul", "loss/CrossEntropy"]
    for i, name in enumerate(names):
        graph.node.append(node_def_pb2.NodeDef(name=name, op=name.split("/")[-1], input=names[max(0, i - 1):i],
                                               device="/device:CPU:0"))
    stats = step_stats_pb2.StepStats(dev_stats=[step_stats_pb2.DeviceStepStats(
        device="/device:CPU:0", node_stats=[step_stats_pb2.NodeExecStats(node_name=n, all_start_micros=i * 10,
                                                                         op_end_rel_micros=5)
                                            for i, n in enumerate(names)])])
    return graph, RunMetadata(step_stats=stats)


def tf2_run(steps: int) -> Path:
    """A TF2/Keras-style run folder (emulated with tensorboard's protos; cached)."""
    folder = DATA / f"tf2-keras-{steps}"
    if _done(folder):
        return folder
    _fresh(folder)
    began = time.time()
    _write_tf2(folder / "train", steps)
    (folder / "done.json").write_text(json.dumps({"steps": steps, "seconds": round(time.time() - began)}))
    return folder


def _write_tf2(logdir: Path, steps: int) -> None:
    import struct

    import tensorboard.summary.writer.record_writer as rw
    from tensorboard.compat.proto import event_pb2, summary_pb2, tensor_pb2, tensor_shape_pb2
    from tensorboard.plugins.hparams import api_pb2, plugin_data_pb2
    from tensorboard.summary.writer.event_file_writer import EventFileWriter

    from lossdoctor.ingest.tensorboard.crc import masked_crc

    rw.masked_crc32c = masked_crc  # same bytes as the pure-Python CRC, 1000x faster

    def meta(plugin: str, content: bytes = b"") -> summary_pb2.SummaryMetadata:
        return summary_pb2.SummaryMetadata(plugin_data=summary_pb2.SummaryMetadata.PluginData(
            plugin_name=plugin, content=content))

    def shape(*dims: int) -> tensor_shape_pb2.TensorShapeProto:
        return tensor_shape_pb2.TensorShapeProto(dim=[tensor_shape_pb2.TensorShapeProto.Dim(size=d) for d in dims])

    scalar_meta = meta("scalars")

    def scalar(tag: str, value: float) -> summary_pb2.Summary.Value:
        return summary_pb2.Summary.Value(tag=tag, metadata=scalar_meta, tensor=tensor_pb2.TensorProto(
            dtype=1, tensor_shape=shape(), tensor_content=struct.pack("<f", value)))

    def histogram(tag: str, data: np.ndarray) -> summary_pb2.Summary.Value:
        counts, edges = np.histogram(data, bins=30)
        table = np.stack([edges[:-1], edges[1:], counts], axis=1).astype("<f8")
        return summary_pb2.Summary.Value(tag=tag, metadata=meta("histograms"), tensor=tensor_pb2.TensorProto(
            dtype=2, tensor_shape=shape(30, 3), tensor_content=table.tobytes()))

    def strings(tag: str, plugin: str, values: list[bytes], dims: tuple[int, ...]) -> summary_pb2.Summary.Value:
        return summary_pb2.Summary.Value(tag=tag, metadata=meta(plugin), tensor=tensor_pb2.TensorProto(
            dtype=7, tensor_shape=shape(*dims), string_val=values))

    def png() -> bytes:
        import io

        from PIL import Image

        out = io.BytesIO()
        Image.fromarray(rng.integers(0, 255, (32, 32, 3), dtype=np.uint8)).save(out, format="PNG")
        return out.getvalue()

    rng = np.random.default_rng(5)
    writer = EventFileWriter(str(logdir), max_queue_size=1000, flush_secs=600)
    graph, run_metadata = graph_profile()
    writer.add_event(event_pb2.Event(wall_time=time.time(), graph_def=graph.SerializeToString()))
    config = json.dumps({"class_name": "Sequential", "config": {"layers": [{"class_name": "Dense"}] * 3}})
    writer.add_event(event_pb2.Event(wall_time=time.time(), step=0, summary=summary_pb2.Summary(
        value=[strings("keras", "graph_keras_model", [config.encode()], ())])))
    hparams = plugin_data_pb2.HParamsPluginData(version=0, session_start_info=plugin_data_pb2.SessionStartInfo(
        hparams={"learning_rate": api_pb2.google_dot_protobuf_dot_struct__pb2.Value(number_value=1e-3),
                 "units": api_pb2.google_dot_protobuf_dot_struct__pb2.Value(number_value=128)},
        start_time_secs=time.time()))
    writer.add_event(event_pb2.Event(wall_time=time.time(), step=0, summary=summary_pb2.Summary(
        value=[summary_pb2.Summary.Value(tag="_hparams_/session_start_info", metadata=meta(
            "hparams", hparams.SerializeToString()), tensor=tensor_pb2.TensorProto(dtype=7, tensor_shape=shape()))])))

    def add(step: int, *values: summary_pb2.Summary.Value) -> None:
        writer.add_event(event_pb2.Event(wall_time=time.time(), step=step, summary=summary_pb2.Summary(value=values)))

    for step in range(steps):
        loss = _loss(step)
        add(step, scalar("batch_loss", loss))
        add(step, scalar("batch_accuracy", 1.0 - loss / 4))
        add(step, scalar("learning_rate", 1e-3 * 0.5 ** (step // 100_000)))
        if step == 2:
            writer.add_event(event_pb2.Event(wall_time=time.time(), step=step, tagged_run_metadata=event_pb2
                                             .TaggedRunMetadata(tag="profiler",
                                                                run_metadata=run_metadata.SerializeToString())))
        if step % 1000 == 999:
            add(step, scalar("evaluation_loss_vs_iterations", loss + 0.1))
            add(step, scalar("evaluation_accuracy_vs_iterations", 1.0 - (loss + 0.1) / 4))
        if step % 500 == 0:
            for layer in ("dense", "dense_1"):
                add(step, histogram(f"{layer}/kernel_0", rng.normal(0, 1, 512)))
                add(step, histogram(f"{layer}/bias_0", rng.normal(0, 0.1, 64)))
        if step % 5000 == 0:
            add(step, strings("val_images", "images", [b"32", b"32", png()], (3,)))
    writer.close()


WANDB_KEYS = ("train/loss", "train/lr", "train/grad_norm", "train/global_step", "tokens", "loss_scale")


def wandb_run(rows: int, twin: bool = False) -> Path:
    """A real offline wandb run with the interleaved records of a real one (cached); its .wandb file.

    `twin`: the same history rows and scalars only: no system metrics, console output, config
    or summary updates, saved file, histograms or tables (the history-only file to compare with).
    """
    folder = DATA / f"wandb-{'twin' if twin else 'real'}-{rows}"
    if not _done(folder):
        _fresh(folder)
        env = dict(os.environ, WANDB_MODE="offline", WANDB_SILENT="true", WANDB_DISABLE_GIT="true")
        code = f"""
import math, time, numpy as np, wandb
TWIN = {twin}
s = wandb.Settings(console="off" if TWIN else "wrap", disable_git=True, save_code=False,
                   x_stats_sampling_interval=0.5, x_disable_stats=TWIN)
run = wandb.init(mode="offline", dir={str(folder)!r}, project="bench", id="twin01" if TWIN else "real01", settings=s,
                 config={{"lr": 3e-4, "batch_size": 64, "model": "gpt-small"}})
rng = np.random.default_rng(1)
with open({str(folder / "notes.txt")!r}, "w") as f:
    f.write("benchmark run\\n")
if not TWIN:
    run.save({str(folder / "notes.txt")!r}, base_path={str(folder)!r}, policy="now")
for i in range({rows}):
    row = {{"train/loss": 3.0 + math.sin(i / 50.0), "train/lr": 1e-4 * (1 + i % 7),
           "train/grad_norm": 0.5 + (i % 13) / 10.0, "train/global_step": i * 4, "tokens": i * 4096,
           "loss_scale": 65536.0}}
    if i % 100 == 0 and not TWIN:
        row["weights"] = wandb.Histogram(rng.normal(0, 1, 500))
        print(f"step {{i}}: loss {{row['train/loss']:.4f}}")
    if i % 1000 == 0:
        row["eval/loss"] = 3.1 + math.cos(i / 1000.0)
    if i % 1000 == 0 and not TWIN:
        row["samples"] = wandb.Table(columns=["step", "text"], data=[[i, "hello"], [i, "world"]])
    if i % 5000 == 0 and not TWIN:
        run.config.update({{f"phase_{{i}}": i}}, allow_val_change=True)
        run.summary["best_loss"] = 3.0 - i / {rows}
    run.log(row)
run.finish()
"""
        began = time.time()
        subprocess.run([sys.executable, "-c", code], check=True, env=env, stdout=subprocess.DEVNULL)
        (folder / "done.json").write_text(json.dumps({"rows": rows, "seconds": round(time.time() - began)}))
    return next(folder.glob("wandb/offline-run-*/run-*.wandb"))


if __name__ == "__main__":
    import argparse

    parser = argparse.ArgumentParser(description="make (once) the realistic benchmark inputs")
    parser.add_argument("what", choices=["tbx-scalars", "tbx-mixed", "tf2", "wandb"])
    parser.add_argument("--steps", type=int, default=200_000)
    args = parser.parse_args()
    sys.path.insert(0, str(HERE.parent))
    if args.what == "wandb":
        print(wandb_run(args.steps))
    elif args.what == "tf2":
        print(tf2_run(args.steps))
    else:
        print(tbx_run(args.steps, args.what == "tbx-mixed"))
