"""Words and numbers for findings, shared by the text, markdown and plot outputs."""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

from lossdoctor.model import Finding

# One letter per kind, for the terminal plot's marker row and its legend.
KIND_LETTERS: dict[str, str] = {
    "spike": "S", "divergence": "D", "grokking": "G", "repeated_data": "R", "nan": "N",
    "dip": "V", "plateau": "P", "eval_divergence": "E", "loss_scale_collapse": "L",
    "grad_norm_precursor": "H", "resume_spike": "J", "source_spike": "X", "repeated_divergence": "A",
    "instability": "I", "degenerate": "Z", "epoch_boundary": "B",
}


def letters(kinds: list[str]) -> dict[str, str]:
    """A distinct plot letter for each kind: its usual one, else the first free letter of its name."""
    out: dict[str, str] = {}
    used: set[str] = set()
    known = [k for k in kinds if k in KIND_LETTERS]
    for kind in known + [k for k in kinds if k not in KIND_LETTERS]:
        if kind in out:
            continue
        options = [KIND_LETTERS[kind]] if kind in KIND_LETTERS else []
        options += [c.upper() for c in kind if c.isalpha()] + list("ABCDEFGHIJKLMNOPQRSTUVWXYZ") + ["*"]
        out[kind] = next(c for c in options if c not in used or c == "*")
        used.add(out[kind])
    return out


def num(value: Any) -> str:
    """A number as people read it: 4 significant digits, ints as ints, NaN/inf spelled out."""
    if value is None:
        return "–"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if hasattr(value, "item") and callable(value.item):  # numpy scalars
        value = value.item()
    if isinstance(value, int):
        return f"{value:,}".replace(",", " ") if abs(value) >= 100_000 else str(value)
    if isinstance(value, float):
        if math.isnan(value):
            return "NaN"
        if math.isinf(value):
            return "inf" if value > 0 else "-inf"
        if value == 0:
            return "0"
        if value.is_integer() and abs(value) < 1e6:
            return str(int(value))
        if 1e-3 <= abs(value) < 1e6:
            return f"{value:.4g}"
        return f"{value:.3g}"
    if isinstance(value, (list, tuple)):
        return " → ".join(num(v) for v in value) if len(value) == 2 else "[" + ", ".join(num(v) for v in value) + "]"
    return str(value)


def step_range(finding: Finding) -> str:
    """Where a finding sits: "steps 2500–2530 (peak 2501)", "from step 4150", "step 900"."""
    start, peak, end = finding.start_step, finding.peak_step, finding.end_step
    peak_text = f" (peak {peak})" if peak is not None and peak not in (start, end) else ""
    if end is None:
        return f"from step {start}{peak_text}"
    if end == start:
        return f"step {start}{peak_text}"
    return f"steps {start}–{end}{peak_text}"


def facts(finding: Finding) -> list[str]:
    """The kind-specific fields as short phrases, in a fixed order."""
    fields = dict(finding.fields)
    out: list[str] = []
    recovery = fields.pop("recovery", None)
    recovery_steps = fields.pop("recovery_steps", None)
    if recovery == "none":
        out.append("never recovered")
    elif recovery is not None:
        after = f" in {num(recovery_steps)} steps" if recovery_steps is not None else ""
        out.append(f"{recovery} recovery{after}")
    magnitude = fields.pop("magnitude", None)
    if magnitude is not None:
        out.append(f"×{num(magnitude)} the baseline")
    if fields.pop("at_resume", False):
        out.append("at a resume")
    if fields.pop("after_spike", False):
        out.append("after a spike")
    drop = fields.pop("drop", None)
    if isinstance(drop, (list, tuple)) and len(drop) == 2:
        out.append(f"dropped {num(drop[0])} → {num(drop[1])}")
    offset = fields.pop("replay_offset", None)
    if offset is not None:
        out.append(f"replay offset {num(offset)} steps")
    worst = fields.pop("worst", None)
    if worst is not None:
        out.append(f"worst ×{num(worst)} the running best")
    share = fields.pop("share_above", None)
    if isinstance(share, (int, float)):
        out.append(f"{share:.0%} of points far above it")
    if "calmed_at" in fields:
        calmed = fields.pop("calmed_at")
        out.append("never calmed down" if calmed is None else f"calmed down at step {num(calmed)}")
    what = fields.pop("what", None)
    if what is not None:
        out.append(str(what).replace("_", " "))
    epoch = fields.pop("epoch", None)
    if epoch is not None:
        out.append(f"start of epoch {num(epoch)}")
    count = fields.pop("count", None)
    if count == 0 and finding.kind == "nan":
        out.append("stated in the log, no logged value non-finite")
    elif count is not None and finding.kind == "nan":
        out.append(f"{num(count)} non-finite point{'s' if count != 1 else ''}")
    elif count is not None:
        out.append(f"count {num(count)}")
    for key in sorted(fields):
        if fields[key] is not None:
            out.append(f"{key.replace('_', ' ')} {num(fields[key])}")
    return out


# Evidence that explains how a detector decided rather than what happened: shown last.
_INTERNAL = {"threshold", "method", "reason", "factor", "points", "p"}


def _internal(key: str) -> bool:
    return bool(_INTERNAL & set(key.replace(".", "_").split("_")))


def evidence(items: Mapping[str, Any], limit: int = 8) -> str:
    """The evidence as "baseline 2.31 · peak 5.54 · noise 0.02" (nested values flattened)."""
    flat: list[tuple[str, Any]] = []
    for key, value in items.items():
        if isinstance(value, Mapping):
            flat.extend((f"{key}.{k}", v) for k, v in value.items())
        else:
            flat.append((key, value))
    flat.sort(key=lambda item: _internal(item[0]))  # stable: the detector's order otherwise
    parts = [f"{key.replace('_', ' ')} {num(value)}" for key, value in flat[:limit]]
    if len(flat) > limit:
        parts.append(f"+{len(flat) - limit} more")
    return " · ".join(parts)


def plural(n: int, word: str, many: str | None = None) -> str:
    """"1 fragment", "3 fragments"."""
    return f"{n} {word if n == 1 else (many or word + 's')}"


# Evidence keys that list the steps of the separate events a finding groups (e.g. the spike at
# each resume): plots mark those steps, not the whole range from the first to the last.
EVENT_KEYS = ("spike_steps", "onsets", "event_steps")


def events(finding: Finding) -> list[int]:
    """The steps of the separate events a finding groups, or [] for a finding about one range."""
    for key in EVENT_KEYS:
        found = finding.evidence.get(key)
        if isinstance(found, (list, tuple)) and len(found) > 1 and \
                all(isinstance(e, (int, float)) and not isinstance(e, bool) for e in found):
            return [int(e) for e in found]
    return []
