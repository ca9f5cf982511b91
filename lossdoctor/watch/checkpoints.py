"""Checkpoints beside a run, and the one to roll back to before a finding's onset.

Names recognised (step in the name): HF `checkpoint-N/`, DeepSpeed `global_stepN/`,
Megatron `iter_NNNNNNN/`, `step_N` / `step-N` / `step=N` (Lightning `epoch=0-step=N.ckpt`),
`*.ckpt` / `*.pt` / `*.pth` / `*.safetensors` whose name holds a step or iteration number,
and `latest` pointer files (DeepSpeed `latest`, Megatron `latest_checkpointed_iteration.txt`),
which name a step too.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from lossdoctor.detectors.advice import step_range

_PATTERNS = (
    re.compile(r"^checkpoint[-_](\d+)$"),
    re.compile(r"^global_step(\d+)$"),
    re.compile(r"^iter_(\d+)$"),
    re.compile(r"(?:^|[-_.])step[-_=]?(\d+)(?:\.(?:ckpt|pt|pth|safetensors|bin))?$"),
    re.compile(r"^(?:ckpt|checkpoint|model|iter|iteration)[-_=]?(\d+)\.(?:ckpt|pt|pth|safetensors|bin)$"),
)
_LATEST = {"latest", "latest_checkpointed_iteration.txt", "latest_checkpoint", "latest.txt"}
_MAX_DEPTH = 3
_MAX_ENTRIES = 20_000  # a folder walk that would cost seconds is not "beside the run"


@dataclass(frozen=True)
class Checkpoint:
    """A saved checkpoint: where it is and the step it holds."""

    path: str
    step: int


def step_of(name: str) -> int | None:
    """The step a checkpoint's file or folder name holds, or None when it is not one."""
    for pattern in _PATTERNS:
        match = pattern.search(name)
        if match:
            return int(match[1])
    return None


def _latest(path: Path) -> int | None:
    try:
        text = path.read_text(errors="replace")[:200].strip()
    except OSError:
        return None
    match = re.search(r"(\d+)\s*$", text)
    return int(match[1]) if match else None


def find(roots: Iterable[Path]) -> list[Checkpoint]:
    """Every checkpoint under the given folders (a few levels deep), by step then path."""
    found: dict[tuple[int, str], Checkpoint] = {}
    seen = 0
    for root in roots:
        stack = [(root, 0)]
        while stack and seen < _MAX_ENTRIES:
            folder, depth = stack.pop()
            try:
                entries = list(os.scandir(folder))
            except OSError:
                continue
            seen += len(entries)
            for entry in entries:
                step = step_of(entry.name)
                if step is None and entry.name in _LATEST and entry.is_file():
                    latest = _latest(Path(entry.path))
                    if latest is not None:
                        # The pointer names the checkpoint; prefer that checkpoint's own path.
                        step, target = latest, Path(entry.path)
                        found.setdefault((step, str(target)), Checkpoint(str(target), step))
                    continue
                if step is not None:
                    found[(step, entry.path)] = Checkpoint(entry.path, step)
                    continue
                if depth < _MAX_DEPTH and entry.is_dir(follow_symlinks=False) and not entry.name.startswith("."):
                    stack.append((Path(entry.path), depth + 1))
    by_step: dict[int, Checkpoint] = {}
    for (step, path), ckpt in sorted(found.items()):
        known = by_step.get(step)
        # A pointer file only stands in when the checkpoint it names was not found itself.
        if known is None or Path(known.path).name in _LATEST:
            by_step[step] = ckpt
    return [by_step[s] for s in sorted(by_step)]


def margin(onset: int) -> int:
    """How far before the onset to go back: the report's rollback advice (100 steps, less early)."""
    return min(100, max(1, onset // 10))


def before(checkpoints: list[Checkpoint], onset: int) -> Checkpoint | None:
    """The last checkpoint saved at least `margin(onset)` steps before `onset`."""
    limit = onset - margin(onset)
    eligible = [c for c in checkpoints if c.step <= limit]
    return eligible[-1] if eligible else None


def skip_range(onset: int, after: int = 100) -> tuple[int, int]:
    """The batches to skip after rolling back, as steps: from the margin before to `after` past."""
    scale = max(1, onset // 10)
    return max(0, onset - margin(onset)), onset + min(after, max(5, scale))


def describe_skip(onset: int) -> str:
    first, last = skip_range(onset)
    return f"skip the batches of {step_range(first, last)}"
