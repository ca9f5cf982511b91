"""`--to jsonl`: one JSON object per point with the tidy columns.

JSON has no NaN or infinity: non-finite values are written as the strings "NaN",
"Infinity" and "-Infinity" (the spellings W&B uses); an unknown wall_time is null.
"""

from __future__ import annotations

import json
import math

from lossdoctor.export.tidy import Tidy

_NON_FINITE = {"nan": '"NaN"', "inf": '"Infinity"', "-inf": '"-Infinity"'}


def _number(value: float) -> str:
    # repr() of a finite float is valid JSON and reads back to the same float.
    return repr(value) if math.isfinite(value) else _NON_FINITE[repr(value)]


def to_bytes(table: Tidy) -> bytes:
    """The JSON Lines file's bytes."""
    quoted = {name: json.dumps(name, ensure_ascii=False) for name in table.names}
    lines = [
        f'{{"series": {quoted[name]}, "step": {step}, "value": {_number(value)}, '
        f'"wall_time": {repr(wall) if math.isfinite(wall) else "null"}}}'
        for name, step, value, wall in zip(table.series.tolist(), table.step.tolist(),
                                           table.value.tolist(), table.wall_time.tolist())
    ]
    return ("\n".join(lines) + ("\n" if lines else "")).encode("utf-8")
