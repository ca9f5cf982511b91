"""A column of number strings as float64, each distinct string converted once.

A log prints most of its columns with a few digits (`lr 3.00e-04`, `48.2% MFU`, `(+nanz)`,
`123.4ms`): a million lines hold a few hundred distinct strings per column. Converting a string
costs numpy about 200 ns here, a dict look-up a quarter of that, so a column that repeats its
strings is converted once per distinct string and looked up for the rest.
"""

from __future__ import annotations

import numpy as np

# Strings looked at to guess whether a column repeats (the guess only picks the faster way).
_SAMPLE = 512
# A column repeats when its sample holds at most this share of distinct strings.
_REPEATS = 0.5


def floats(strings: list[str]) -> np.ndarray:
    """`np.array(strings, dtype=np.float64)`, the same values, the same errors (ValueError for
    a string that is not a number), converting each distinct string once in a column that
    repeats its strings."""
    n = len(strings)
    if n < 2 * _SAMPLE:
        return np.array(strings, dtype=np.float64)
    sample = len(set(strings[:_SAMPLE]))
    if sample > _REPEATS * _SAMPLE:
        return np.array(strings, dtype=np.float64)
    if sample == 1 and strings.count(strings[0]) == n:
        # One string throughout (a z-score never computed, a constant rate): compared, not hashed.
        return np.full(n, np.array(strings[:1], dtype=np.float64)[0])
    distinct = dict.fromkeys(strings)
    if len(distinct) > _REPEATS * n:
        return np.array(strings, dtype=np.float64)
    # Each distinct string's value, as numpy converts it (a Python float holds the double bit
    # for bit, nan's sign included).
    values = dict(zip(distinct, np.array(list(distinct), dtype=np.float64).tolist()))
    return np.fromiter(map(values.__getitem__, strings), np.float64, n)


__all__ = ["floats"]
