"""A number printed inside its library's repr is that number.

A script that prints a loss before taking it out of its framework prints the framework's repr:
PyTorch's `tensor(0.5432, device='cuda:0', grad_fn=<AddBackward0>)`, TensorFlow's
`tf.Tensor(-53.4, shape=(), dtype=float32)`, NumPy's `np.float32(0.69)`, JAX's
`Array(0.69, dtype=float32)`. A person reads the number and nothing else: the device, the
shape, the dtype's bits and the autograd node are no values. One place says so for every
reader of the console family (`bare`, `pylists`, `template`), and for the tables' cells
(`tables/columns.py`: a CSV whose cells are `tensor(...)` reprs is a table of numbers).
"""

from __future__ import annotations

import re

# The opening of a scalar repr, up to its parenthesis.
OPENING = r"(?:\b(?:(?:np|numpy)\.)?(?:float|int|uint)\d*|\b(?:torch\.)?tensor|\btf\.Tensor|\b(?:jax\.)?Array|\bDeviceArray)\("
_OPENS = re.compile(OPENING + r"\s*$")
_NUM = r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?|nan|inf|-inf"
# A whole scalar repr: the opening, the number, then keyword arguments (no nested parentheses
# but `shape=()` and `grad_fn=<...>`), and the closing parenthesis.
_REPR = re.compile(OPENING + rf"\s*(?P<num>{_NUM})\s*(?:,(?:[^()]|\(\))*)?\)")


# A table cell that is one scalar repr, whole: the console's reprs, and NumPy's 0-d
# `array(0.5, dtype=float32)` and Python's `Decimal('0.5')`, which a cell may hold where a console
# line rarely does (`csv.writer` writes `str()` of whatever it is given).
_CELL = re.compile(r"\s*(?:" + OPENING + r"|\b(?:(?:np|numpy)\.)?array\(|\b(?:decimal\.)?Decimal\()"
                   rf"\s*(?P<q>['\"]?)(?P<num>{_NUM})(?P=q)\s*(?:,(?:[^()]|\(\))*)?\)\s*")


def opens_repr(gap: str) -> bool:
    """Whether the text before a number opens a scalar repr around it (`tf.Tensor(`)."""
    return _OPENS.search(gap) is not None


def unwrap(line: str) -> str:
    """The line with each scalar repr replaced by the number inside it."""
    if "(" not in line:
        return line
    return _REPR.sub(lambda match: match.group("num"), line)


def cell_number(cell: str) -> float | None:
    """The number of a table cell that is one scalar repr (`tensor(3.13, device='cuda:0')`),
    else None."""
    found = _CELL.fullmatch(cell)
    return None if found is None else float(found.group("num"))


__all__ = ["OPENING", "cell_number", "opens_repr", "unwrap"]
