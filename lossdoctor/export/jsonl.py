"""`--to jsonl`: one JSON object per point with the tidy columns.

JSON has no NaN or infinity: non-finite values are written as the strings "NaN",
"Infinity" and "-Infinity" (the spellings W&B uses); an unknown wall_time is null.
"""

from __future__ import annotations

import json
import math

from lossdoctor.export.tidy import Tidy

_NON_FINITE = {"nan": "NaN", "inf": "Infinity", "-inf": "-Infinity"}


def _value(value: float) -> float | str:
    return value if math.isfinite(value) else _NON_FINITE[repr(value)]


def to_bytes(table: Tidy) -> bytes:
    """The JSON Lines file's bytes."""
    lines = [
        json.dumps({"series": name, "step": step, "value": _value(value),
                    "wall_time": wall if math.isfinite(wall) else None}, ensure_ascii=False)
        for name, step, value, wall in zip(table.series.tolist(), table.step.tolist(),
                                           table.value.tolist(), table.wall_time.tolist())
    ]
    return ("\n".join(lines) + ("\n" if lines else "")).encode("utf-8")
