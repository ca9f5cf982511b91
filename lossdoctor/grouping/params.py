"""A run's hyperparameters, read from what sits beside its logs.

Lightning's `hparams.yaml`, AlgoPerf's `hparams.json`, Ultralytics' `args.yaml`, detectron2's
`config.yaml`, a W&B run's `files/config.yaml`, HF `training_args`/`trainer_state.json`
fields and TensorBoard hparams records all say how a run was set up. Nested settings become
dotted names (`SOLVER.BASE_LR`); only plain values are kept (numbers, text, flags, short lists).
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterator, Mapping
from functools import lru_cache
from pathlib import Path
from typing import Any

from lossdoctor.model import Run

# Files read as hyperparameters when they sit in a run's folder, in order of precedence.
PARAM_FILES = (
    "hparams.yaml", "hparams.yml", "hparams.json", "args.yaml", "args.json",
    "training_args.yaml", "training_args.json", "train_args.yaml", "train_args.json",
    "params.yaml", "params.json", "config.yaml", "config.yml", "config.json",
)
_MAX_BYTES = 2 << 20
_MAX_KEYS = 500
_MAX_DEPTH = 6
_MAX_LIST = 8
_MAX_TEXT = 120
# trainer_state.json fields that are settings rather than progress.
_TRAINER_STATE_KEYS = ("train_batch_size", "num_train_epochs", "max_steps")

Scalar = str | int | float | bool | None


def _plain(value: Any) -> Any | None:
    """The value as kept: a scalar, a short list of scalars, or None when it is neither."""
    if isinstance(value, bool) or value is None or isinstance(value, (int, float)):
        return value
    if isinstance(value, str):
        return value if len(value) <= _MAX_TEXT else value[:_MAX_TEXT - 1] + "…"
    if isinstance(value, (list, tuple)) and len(value) <= _MAX_LIST:
        items = [_plain(item) for item in value]
        if all(not isinstance(item, (list, dict)) for item in items):
            return items
    return None


def flatten(data: Mapping[str, Any], prefix: str = "", depth: int = 0) -> Iterator[tuple[str, Any]]:
    """(dotted name, plain value) pairs of a nested mapping; unplain values are left out."""
    for key, value in data.items():
        name = f"{prefix}{key}"
        if isinstance(value, Mapping):
            if depth < _MAX_DEPTH:
                yield from flatten(value, name + ".", depth + 1)
        else:
            kept = _plain(value)
            if kept is not None or value is None:
                yield name, kept


def _unwrap_wandb(data: Mapping[str, Any]) -> dict[str, Any]:
    """W&B's config.yaml stores `key: {desc: ..., value: X}`; internal keys start with `_`."""
    out: dict[str, Any] = {}
    for key, item in data.items():
        if str(key).startswith("_") or key == "wandb_version":
            continue
        out[str(key)] = item["value"] if isinstance(item, Mapping) and "value" in item else item
    return out


def _load_yaml(text: str) -> Any:
    import yaml

    class Loader(yaml.SafeLoader):
        """SafeLoader that reads Python-tagged values (Lightning writes some) as nothing."""

    Loader.add_multi_constructor("", lambda loader, suffix, node: None)
    return yaml.load(text, Loader=Loader)  # noqa: S506 - a SafeLoader subclass


@lru_cache(maxsize=512)
def _read(path: str, mtime: float) -> tuple[tuple[str, Any], ...]:
    """One file's hyperparameters (cached: sibling runs share their folder's config)."""
    del mtime  # part of the cache key only
    try:
        if os.path.getsize(path) > _MAX_BYTES:
            return ()
        text = Path(path).read_text(encoding="utf-8", errors="replace")
    except OSError:
        return ()
    try:
        data = json.loads(text) if path.endswith(".json") else _load_yaml(text)
    except Exception:  # noqa: BLE001 - a config we cannot parse simply gives no params
        return ()
    if not isinstance(data, Mapping):
        return ()
    if path.endswith("trainer_state.json"):
        picked = {k: data[k] for k in _TRAINER_STATE_KEYS if k in data}
        trial = data.get("trial_params")
        if isinstance(trial, Mapping):
            picked.update(trial)
        data = picked
    elif any(isinstance(v, Mapping) and "value" in v for v in data.values()) and (
            "_wandb" in data or "wandb_version" in data):
        data = _unwrap_wandb(data)
    pairs: list[tuple[str, Any]] = []
    for pair in flatten(data):
        pairs.append(pair)
        if len(pairs) >= _MAX_KEYS:
            break
    return tuple(pairs)


def _file_params(path: Path) -> dict[str, Any]:
    try:
        mtime = path.stat().st_mtime
    except OSError:
        return {}
    return dict(_read(str(path), mtime))


def _candidates(run: Run) -> list[Path]:
    """Config files beside the run's sources, most specific first, each once."""
    found: list[Path] = []
    folders: list[Path] = []
    for source in run.sources:
        path = Path(source.split("#", 1)[0])
        folder = path.parent
        if path.suffix == ".wandb":
            found.append(folder / "files" / "config.yaml")
        if path.name.endswith("trainer_state.json"):
            found.append(path)
        if folder not in folders:
            folders.append(folder)
    for folder in folders:
        try:
            present = set(os.listdir(folder))  # one listing, not a stat per candidate name
        except OSError:
            continue
        found += [folder / name for name in PARAM_FILES if name in present]
    # A history named like a config (a `config.json` read as a table) is not its own config.
    seen: set[Path] = {Path(s.split("#", 1)[0]) for s in run.sources if not s.endswith("trainer_state.json")}
    out = []
    for path in found:
        if path not in seen and path.is_file():
            seen.add(path)
            out.append(path)
    return out


def params_for(run: Run) -> dict[str, Any]:
    """Every hyperparameter found for `run`; a name found twice keeps its first (most specific) value."""
    params: dict[str, Any] = {}
    for key in ("config", "hparams"):  # W&B config records, TensorBoard hparams records
        found = run.meta.get(key)
        if isinstance(found, Mapping):
            for name, value in flatten(found):
                params.setdefault(name, value)
    for path in _candidates(run):
        for key, value in _file_params(path).items():
            params.setdefault(key, value)
    for key, value in run.params.items():
        params.setdefault(key, value)
    return params


__all__ = ["PARAM_FILES", "flatten", "params_for"]
