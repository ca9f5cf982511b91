"""The hyperparameters that tell a sweep's runs apart, as the summary tables show them."""

from __future__ import annotations

import math
import re
from collections.abc import Mapping, Sequence
from typing import Any

# Settings that differ between any two runs without saying anything about the training:
# where files go, names, ids, times, devices, resume flags.
_NOISE = re.compile(
    r"^(.*[_\-])?(dir|logdir|path|file|files|name|id|uuid|time|date|timestamp|stamp|project|entity|group|"
    r"notes|tags|host|hostname|device|devices|resume|resume_from\w*|output|logging\w*|save\w*|checkpoint\w*|"
    r"ckpt\w*|cache\w*|wandb\w*|url|cwd|data|port|world_size|local_rank|workers|num_workers|verbose|"
    r"exist_ok|plots|show\w*|report_to|push_to_hub\w*|hub\w*)$",
    re.IGNORECASE,
)
# Shown first when they differ: what people sweep.
_FIRST = ("lr", "learning_rate", "base_lr", "peak_lr", "max_lr", "seed", "batch_size", "train_batch_size",
          "weight_decay", "warmup_steps", "dropout", "optimizer")
SHOW = 4


def _same(a: Any, b: Any) -> bool:
    numbers = (int, float)
    if isinstance(a, numbers) and isinstance(b, numbers) and not isinstance(a, bool) and not isinstance(b, bool):
        return a == b or (math.isnan(a) and math.isnan(b))
    return type(a) is type(b) and bool(a == b)


def differing(params: Sequence[Mapping[str, Any]]) -> list[str]:
    """Names whose values differ between at least two of the runs that have them, most telling first."""
    if len(params) < 2:
        return []
    names: dict[str, None] = {}
    for one in params:
        names.update(dict.fromkeys(one))
    out = []
    for name in names:
        if _NOISE.search(name.rsplit(".", 1)[-1]):
            continue
        values = [one[name] for one in params if name in one]
        if len(values) >= 2 and any(not _same(values[0], v) for v in values[1:]):
            out.append(name)

    def rank(name: str) -> tuple[int, int, str]:
        last = name.rsplit(".", 1)[-1].lower()
        first = _FIRST.index(last) if last in _FIRST else len(_FIRST)
        return first, name.count("."), name

    return sorted(out, key=rank)


def short(value: Any) -> str:
    """A value as it fits in a table cell: numbers in 4 significant digits."""
    if isinstance(value, bool) or value is None:
        return str(value).lower()
    if isinstance(value, float):
        return f"{value:.4g}"
    if isinstance(value, list):
        return "[" + ",".join(short(v) for v in value) + "]"
    text = str(value)
    return text if len(text) <= 24 else text[:23] + "…"


def label(name: str, names: Sequence[str]) -> str:
    """The shortest dotted tail of `name` that no other shown name shares."""
    parts = name.split(".")
    for count in range(1, len(parts) + 1):
        tail = ".".join(parts[-count:])
        if not any(other != name and other.endswith("." + tail) or other == tail and other != name
                   for other in names):
            return tail
    return name


# Long names people know by a short one, shortened in the table when that stays unambiguous.
_SHORT = {"learning_rate": "lr", "batch_size": "bs", "weight_decay": "wd"}


def cells(params: Sequence[Mapping[str, Any]], limit: int = SHOW) -> list[str] | None:
    """One `lr=0.3 seed=1` cell per run, or None when nothing differs."""
    names = differing(params)[:limit]
    if not names:
        return None
    shown = {name: label(name, names) for name in names}
    for name, text in list(shown.items()):
        short_text = _SHORT.get(text)
        if short_text and short_text not in shown.values():
            shown[name] = short_text
    return [" ".join(f"{shown[name]}={short(one[name])}" for name in names if name in one) or "–"
            for one in params]


__all__ = ["cells", "differing", "label", "short"]
