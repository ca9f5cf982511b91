"""Compare texts that print computed floats, as equal up to what a machine may change.

numpy's transcendental functions take different SIMD paths on different CPUs, so a computed
float can differ in its last bits across x86-64 machines, and a printed one in its last digit.
Two texts are the same when everything but their numbers is identical and each pair of numbers
differs by at most one unit of the last printed digit, or by 1e-9 relative.
"""

from __future__ import annotations

import math
import re

NUMBER = re.compile(r"(?<![\w.])[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?(?![\w])")


def _unit(token: str) -> float:
    """One unit of the last digit printed in token: "2.31" -> 0.01, "1e-05" -> 1e-05."""
    mantissa, _, exponent = token.lower().lstrip("+-").partition("e")
    decimals = len(mantissa.partition(".")[2])
    return 10.0 ** (-decimals + (int(exponent) if exponent else 0))


def _close(a: str, b: str) -> bool:
    x, y = float(a), float(b)
    if x == y or (math.isnan(x) and math.isnan(y)):
        return True
    return abs(x - y) <= max(_unit(a), _unit(b)) * 1.0000001 or math.isclose(x, y, rel_tol=1e-9)


def numeric_difference(actual: str, expected: str) -> str | None:
    """None when the texts match up to float noise, else where they first differ."""
    a_parts, b_parts = NUMBER.split(actual), NUMBER.split(expected)
    a_nums, b_nums = NUMBER.findall(actual), NUMBER.findall(expected)
    if a_parts != b_parts or len(a_nums) != len(b_nums):
        for x, y in zip(a_parts, b_parts):
            if x != y:
                at = next((i for i, (c, d) in enumerate(zip(x, y)) if c != d), min(len(x), len(y)))
                return f"text differs: {x[max(0, at - 30):at + 40]!r} vs {y[max(0, at - 30):at + 40]!r}"
        return "the texts hold different numbers of values"
    for index, (x, y) in enumerate(zip(a_nums, b_nums)):
        if not _close(x, y):
            context = a_parts[index][-40:]
            return f"value {index}: {x} vs {y} after {context!r}"
    return None
