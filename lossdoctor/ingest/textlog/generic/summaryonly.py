"""A log whose only losses are the HF Trainer's end-of-run summaries.

`trainer.train()` prints `{'train_runtime': 11.2, ..., 'train_loss': 1.527, 'epoch': 1.0}` when
it returns; with `logging_steps` above the run's steps, nothing else names a loss. A person reads
each summary as one point: the mean training loss of that call, at the epochs trained so far
(a second call on the same model trains it further); a call that trained part of an epoch
(`'epoch': 0.57`) stands at the optimizer steps it ran (its runtime times its steps a second). Lines of one print statement that name
what is trained before the calls (`Training adapter1`, `Training adapter2`) are banners: each
opens a run of its own, as a banner naming another run does (`identity/banners.py`).

Tried only when nothing else read the file. The summaries are written out as `Epoch E
train_loss V` lines under `run: NAME` banners and read by the console reader; a run of one or
two points is not judged (LD001), never refused.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from lossdoctor.ingest.textlog.generic.bare import Rewritten

# A summary printed as a line of its own: a dict that opens with its runtime and names the loss.
_SUMMARY = re.compile(r"^\s*\{['\"]train_runtime['\"]\s*:.*['\"]train_loss['\"]\s*:\s*([-+]?[\d.]+(?:[eE][-+]?\d+)?)")
_EPOCH = re.compile(r"['\"]epoch['\"]\s*:\s*([\d.]+(?:[eE][-+]?\d+)?)")
# The steps a call ran: its runtime times its steps a second (`train_steps_per_second`).
_RUNTIME = re.compile(r"['\"]train_runtime['\"]\s*:\s*([\d.]+(?:[eE][-+]?\d+)?)")
_STEP_RATE = re.compile(r"['\"]train_steps_per_second['\"]\s*:\s*([\d.]+(?:[eE][-+]?\d+)?)")
# A banner: a short line of words (its digits a name's), no bar, dict, call or path of a warning.
_BANNER = re.compile(r"[A-Za-z][\w .:=#\-]{0,79}")
_DIGITS = re.compile(r"\d+")


def summaries_only(lines: Iterable[str]) -> Rewritten | None:
    """The summaries written out as lines the console reader reads (see the module doc), with
    the note saying so; None when the log prints no summary of its own."""
    text = list(lines)
    found: list[tuple[int, float, float, int]] = []
    for number, line in enumerate(text):
        hit = _SUMMARY.match(line)
        if hit is None:
            continue
        epoch = _EPOCH.search(line)
        try:
            found.append((number, float(hit.group(1)), float(epoch.group(1)) if epoch else 1.0, _steps(line)))
        except ValueError:
            continue
    if not found:
        return None
    # A call that trained part of an epoch (`'epoch': 0.57`, a few samples) has no whole epoch
    # to stand at: every point then stands at the optimizer steps run so far.
    by_steps = any(epochs <= 0 or epochs != int(epochs) for _, _, epochs, _ in found)
    banners = _banners(text, [number for number, _, _, _ in found])
    out: list[str] = []
    used: set[int] = set()
    reached = 0.0
    for number, loss, epochs, steps in found:
        opened = [b for b in banners if b < number and b not in used]
        if opened:
            used.update(opened)
            out.append(f"run: {_name(text[opened[-1]])}")
            reached = 0.0
        reached += steps if by_steps else epochs if epochs > 0 else 1.0
        out.append(f"{'Step' if by_steps else 'Epoch'} {reached:g} train_loss {loss!r}")
    sections = sum(1 for line in out if line.startswith("run: "))
    note = (f"the log's only losses are {len(found)} end-of-run summaries ({{'train_runtime': ..., "
            "'train_loss': ...}), one per trainer.train() call: each read as a point at the "
            + ("optimizer steps run so far (its runtime times its steps a second; a call trained part of an epoch)"
               if by_steps else "epochs trained so far"))
    if sections > 1:
        note += f"; {sections} banner lines name the run each call belongs to"
    return Rewritten("\n".join(out) + "\n", note)


def _steps(line: str) -> int:
    """The optimizer steps one call ran (runtime x steps a second, at least 1)."""
    runtime, rate = _RUNTIME.search(line), _STEP_RATE.search(line)
    if runtime is None or rate is None:
        return 1
    return max(1, round(float(runtime.group(1)) * float(rate.group(1))))


def _banners(text: list[str], at: list[int]) -> list[int]:
    """The lines of one print statement printed before the first summary and again before a
    later one, saying something else each time (two texts at least): what each call trains."""
    shapes: dict[str, list[int]] = {}
    for number, line in enumerate(text[:at[-1]]):
        stripped = line.strip()
        if _BANNER.fullmatch(stripped):
            shapes.setdefault(_DIGITS.sub("#", stripped), []).append(number)
    for numbers in shapes.values():
        if (numbers[0] < at[0] and len(numbers) <= len(at) and any(n > at[0] for n in numbers)
                and len({text[n].strip() for n in numbers}) == len(numbers)):
            return numbers
    return []


def _name(line: str) -> str:
    """A banner as a run name the banner rule reads (one word)."""
    return re.sub(r"\W+", "_", line.strip()).strip("_") or "run"


__all__ = ["summaries_only"]
