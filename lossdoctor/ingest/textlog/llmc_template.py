"""A step line's shape as one compiled pattern: a million lines of one print format read at once.

llm.c's older prints and every console that writes `step N/T | train loss x | lr ... | 123.4ms`
are read field by field (`llmc_stdout._generic`), a few microseconds of Python per line. A log
prints one shape a million times, so the shape of the first such line becomes a pattern (its
text literal, each value a number group) that `findall` applies to all lines at once. A line the
pattern takes is one `_generic` reads to the same fields and values: the pattern keeps the
line's every other character, and a shape whose fields could be split another way by other
values (a `z)` that reads as a z-score, a unit that starts like an exponent) gets no pattern.
Lines it does not take go through `_generic` one by one, as before.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

# The numbers `common.NUM` accepts, ASCII digits only (numpy converts them as float() does).
_NUMBER = r"[-+]?(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][-+]?[0-9]+)?"
_VALUE = rf"({_NUMBER}|[-+]?(?i:nan|inf(?:inity)?))"
# Before a unit written right after it (`123.4ms`), a value with letters (`nanms`) would read
# another way: there, digits only.
_DIGITS = rf"({_NUMBER})"
_LEAD = re.compile(r"step\s+([0-9]+)/[0-9]+")


@dataclass(frozen=True)
class Template:
    """A step line's shape: `pattern` fullmatches the lines of that shape; its group 1 is the
    step, then one group per name in `names`, in the order `_generic` fills its dict."""

    pattern: re.Pattern[str]
    names: tuple[str, ...]


def build(line: str, fields: Callable[[str], list[tuple[str, int, int, bool]] | None]) -> Template | None:
    """The template of `line`, or None when its shape could read another way with other values.

    `fields(body)` gives each value of the body (the text after `step N/T |`) as (name, start,
    end, before a unit), in `_generic`'s order, or None when `_generic` does not read it.
    """
    if line != line.strip() or "z)" in line or "\n" in line or "\r" in line:
        return None
    lead = _LEAD.match(line)
    found = re.match(r"step\s+[0-9]+/[0-9]+\s*[|:]\s*", line)
    if lead is None or found is None:
        return None
    body_start = found.end()
    spans = fields(line[body_start:])
    if spans is None or not spans:
        return None
    names = tuple(name for name, _, _, _ in spans)
    if len(set(names)) != len(names) or "loss" not in names:
        return None
    parts = [re.escape(line[:lead.start(1)]), r"([0-9]+)/[0-9]+", re.escape(line[lead.end():body_start])]
    at = body_start
    for _, start, end, unit in spans:
        start, end = start + body_start, end + body_start
        if unit and line[end:end + 1] in ("e", "E"):
            return None  # `5e3ms` or `5 ems`: the number's end depends on its digits
        # A value before its unit (`nan tok/s 3` would read as a name and a value): digits only.
        group = _DIGITS if unit else _VALUE
        parts += [re.escape(line[at:start]), group]
        at = end
    parts.append(re.escape(line[at:]))
    return Template(re.compile("^" + "".join(parts) + "$", re.M), names)


__all__ = ["Template", "build"]
