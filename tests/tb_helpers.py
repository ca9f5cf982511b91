"""Writers for TensorBoard tests: real event files from tensorboard's own EventFileWriter."""

from __future__ import annotations

import struct
from collections.abc import Iterable, Sequence
from pathlib import Path

import numpy as np
from tensorboard.compat.proto import event_pb2, summary_pb2, tensor_pb2, tensor_shape_pb2, types_pb2
from tensorboard.summary.writer.event_file_writer import EventFileWriter

STYLES = ("simple", "tf2", "float_val", "double_val", "half", "int64", "content64", "bf16")


def _meta(plugin: str = "scalars", content: bytes = b"") -> summary_pb2.SummaryMetadata:
    return summary_pb2.SummaryMetadata(
        plugin_data=summary_pb2.SummaryMetadata.PluginData(plugin_name=plugin, content=content))


def tensor(style: str, value: float) -> tensor_pb2.TensorProto:
    """A rank-0 TensorProto holding `value` the way a given writer stores it."""
    shape = tensor_shape_pb2.TensorShapeProto()
    if style == "tf2":  # tf.summary.scalar: float32 in tensor_content
        return tensor_pb2.TensorProto(dtype=types_pb2.DT_FLOAT, tensor_shape=shape,
                                      tensor_content=struct.pack("<f", value))
    if style == "float_val":  # torch add_scalar(new_style=True)
        return tensor_pb2.TensorProto(dtype=types_pb2.DT_FLOAT, float_val=[value])
    if style == "double_val":  # torch new_style + double_precision
        return tensor_pb2.TensorProto(dtype=types_pb2.DT_DOUBLE, double_val=[value])
    if style == "half":
        bits = int(np.array([value], dtype=np.float16).view(np.uint16)[0])
        return tensor_pb2.TensorProto(dtype=types_pb2.DT_HALF, tensor_shape=shape, half_val=[bits])
    if style == "int64":
        return tensor_pb2.TensorProto(dtype=types_pb2.DT_INT64, tensor_shape=shape, int64_val=[int(value)])
    if style == "content64":
        return tensor_pb2.TensorProto(dtype=types_pb2.DT_DOUBLE, tensor_shape=shape,
                                      tensor_content=struct.pack("<d", value))
    if style == "bf16":
        bits = int(np.array([value], dtype=np.float32).view(np.uint32)[0]) >> 16
        return tensor_pb2.TensorProto(dtype=types_pb2.DT_BFLOAT16, tensor_shape=shape,
                                      tensor_content=struct.pack("<H", bits))
    raise ValueError(style)


def expected(style: str, value: float) -> float:
    """What a reader must return for `value` written in `style`."""
    if style in ("simple", "tf2", "float_val"):
        return float(np.float32(value))
    if style == "half":
        return float(np.float16(value))
    if style == "int64":
        return float(int(value))
    if style == "bf16":
        bits = (int(np.array([value], dtype=np.float32).view(np.uint32)[0]) >> 16) << 16
        return float(np.array([bits], dtype=np.uint32).view(np.float32)[0])
    return float(value)


def value(tag: str, style: str, x: float, metadata: bool = True) -> summary_pb2.Summary.Value:
    """One Summary.Value in a writer's style; tensor styles carry scalars metadata if asked."""
    if style == "simple":
        return summary_pb2.Summary.Value(tag=tag, simple_value=x)
    out = summary_pb2.Summary.Value(tag=tag, tensor=tensor(style, x))
    if metadata:
        out.metadata.CopyFrom(_meta())
    return out


def event(step: int, wall: float, values: Sequence[summary_pb2.Summary.Value]) -> event_pb2.Event:
    """A summary Event."""
    return event_pb2.Event(step=step, wall_time=wall, summary=summary_pb2.Summary(value=list(values)))


def write(logdir: Path, events: Iterable[event_pb2.Event], suffix: str = "") -> Path:
    """Write events with tensorboard's EventFileWriter; return the file's path."""
    writer = EventFileWriter(str(logdir), max_queue_size=1000, filename_suffix=suffix)
    for item in events:
        writer.add_event(item)
    writer.close()
    return Path(writer.get_logdir()) / Path(writer._file_name).name  # noqa: SLF001


def scalars(logdir: Path, tags: Sequence[str], steps: Sequence[int], style: str = "simple",
            metadata: str = "first", wall0: float = 1.7e9, seed: int = 0,
            suffix: str = "") -> tuple[Path, dict[str, np.ndarray]]:
    """A file logging every tag at every step; returns the path and the values written.

    metadata: "first" (only on a tag's first value, as TF writers do) or "every".
    """
    rng = np.random.default_rng(seed)
    written = {tag: rng.normal(2.0, 1.0, len(steps)) for tag in tags}
    if style == "int64":
        written = {tag: np.round(v * 1000) for tag, v in written.items()}
    events = []
    for i, step in enumerate(steps):
        for j, tag in enumerate(tags):
            events.append(event(int(step), wall0 + i + j * 0.001,
                                [value(tag, style, float(written[tag][i]), metadata == "every" or i == 0)]))
    return write(logdir, events, suffix), written


def session_start(step: int, wall: float) -> event_pb2.Event:
    """What PyTorch's purge_step writes: SessionLog.START at the purge step."""
    return event_pb2.Event(step=step, wall_time=wall,
                           session_log=event_pb2.SessionLog(status=event_pb2.SessionLog.START))


def image_value(tag: str) -> summary_pb2.Summary.Value:
    """A (fake) image value: not a scalar."""
    return summary_pb2.Summary.Value(tag=tag, image=summary_pb2.Summary.Image(
        height=1, width=1, colorspace=1, encoded_image_string=b"\x89PNG fake"))


def histo_value(tag: str) -> summary_pb2.Summary.Value:
    """A legacy histogram value: not a scalar."""
    from tensorboard.compat.proto import summary_pb2 as s

    return s.Summary.Value(tag=tag, histo=s.HistogramProto(min=0, max=1, num=3, sum=1.5, sum_squares=1,
                                                           bucket_limit=[0.5, 1], bucket=[1, 2]))


def text_value(tag: str, text: str) -> summary_pb2.Summary.Value:
    """A text-plugin string tensor: not a scalar."""
    return summary_pb2.Summary.Value(tag=tag, metadata=_meta("text"), tensor=tensor_pb2.TensorProto(
        dtype=types_pb2.DT_STRING, tensor_shape=tensor_shape_pb2.TensorShapeProto(), string_val=[text.encode()]))


def hparams_values(hparams: dict[str, float | str]) -> list[summary_pb2.Summary.Value]:
    """The hparams plugin's session_start_info, as torch's add_hparams writes it."""
    from tensorboard.plugins.hparams import plugin_data_pb2
    from google.protobuf import struct_pb2

    info = plugin_data_pb2.SessionStartInfo()
    for key, item in hparams.items():
        if isinstance(item, str):
            info.hparams[key].CopyFrom(struct_pb2.Value(string_value=item))
        else:
            info.hparams[key].CopyFrom(struct_pb2.Value(number_value=item))
    content = plugin_data_pb2.HParamsPluginData(session_start_info=info, version=0).SerializeToString()
    return [summary_pb2.Summary.Value(tag="_hparams_/session_start_info", metadata=_meta("hparams", content))]
