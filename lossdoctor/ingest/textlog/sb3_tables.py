"""stable-baselines3's console tables (its `HumanOutputFormat`, also OpenAI baselines').

Every dump prints one box: a dashed rule, `| section/ |  |` headers and `|    key | value |`
rows, and a closing rule:

    ------------------------------------------
    | time/                   |              |
    |    total_timesteps      | 4096         |
    | train/                  |              |
    |    loss                 | -0.0199      |
    ------------------------------------------

A box is one record; its keys are named `section/key` as in SB3's CSV and TensorBoard output,
and its step is the environment's step count (`time/total_timesteps`), else the box's order.
"""

from __future__ import annotations

import re

import numpy as np

from lossdoctor.ingest.textlog.common import NUM, Parsed, Table, points_to_columns
from lossdoctor.roles import role_for

NAME = "sb3_table"
# A row of a box with a number in it; two of them in a row make the format.
SNIFF = re.compile(rf"^\|[ \t]+[\w/.\-]+[ \t]*\|[ \t]*{NUM}[ \t]*\|[ \t]*\n\|[ \t]+[\w/.\-]+[ \t]*\|", re.M)
_RULE = re.compile(r"^-{10,}\s*$")
_SECTION = re.compile(r"^\|\s*([\w.\-]+/)\s*\|\s*\|\s*$")
_ROW = re.compile(rf"^\|\s+([\w/.\-]+)\s*\|\s*({NUM})\s*\|\s*$")
# Counters that are the step, best first.
_STEP_KEYS = ("time/total_timesteps", "total_timesteps", "timesteps", "time/iterations")


def parse(text: str, label: str, line_offset: int = 0) -> Parsed:
    """One record per box; boxes of no numbers (or outside a box) are passed over."""
    boxes: list[dict[str, float]] = []
    box: dict[str, float] | None = None
    section = ""
    for line in text.split("\n"):
        line = line.rstrip("\r")
        if _RULE.match(line):
            if box:
                boxes.append(box)
            box, section = {}, ""
            continue
        if box is None:
            continue
        found = _SECTION.match(line)
        if found:
            section = found.group(1)
            continue
        row = _ROW.match(line)
        if row:
            key = row.group(1)
            box[key if "/" in key else section + key] = float(row.group(2))
    if box:
        boxes.append(box)
    step_key = next((key for key in _STEP_KEYS if any(key in b for b in boxes)), None)
    steps: list[int] = []
    rows: list[dict[str, float]] = []
    for number, values in enumerate(boxes):
        if step_key is not None and step_key not in values:
            continue
        steps.append(int(values.pop(step_key)) if step_key else number)
        rows.append(values)
    points: dict[str, dict[int, float]] = {}
    for index, values in enumerate(rows):
        for name, value in values.items():
            points.setdefault(name, {})[index] = value
    roles = {name: role_for(name) for name in points}
    table = Table(np.asarray(steps, dtype=np.int64), points_to_columns(points, len(rows), roles))
    parsed = Parsed(NAME, np.zeros(len(rows), dtype=np.int8), [table], base_step=min(steps, default=0))
    parsed.meta["step_source"] = ({"name": f"box row {step_key!r}", "unit": "timesteps"} if step_key
                                  else {"name": "the order of the boxes", "unit": "lines"})
    return parsed
