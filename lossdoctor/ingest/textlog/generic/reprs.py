"""A number printed inside its library's repr is that number.

A script that prints a loss before taking it out of its framework prints the framework's repr:
PyTorch's `tensor(0.5432, device='cuda:0', grad_fn=<AddBackward0>)`, TensorFlow's
`tf.Tensor(-53.4, shape=(), dtype=float32)`, NumPy's `np.float32(0.69)`, JAX's
`Array(0.69, dtype=float32)`. A person reads the number and nothing else: the device, the
shape, the dtype's bits and the autograd node are no values. One place says so for every
reader of the console family (`bare`, `pylists`, `template`).
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


def opens_repr(gap: str) -> bool:
    """Whether the text before a number opens a scalar repr around it (`tf.Tensor(`)."""
    return _OPENS.search(gap) is not None


def unwrap(line: str) -> str:
    """The line with each scalar repr replaced by the number inside it."""
    if "(" not in line:
        return line
    return _REPR.sub(lambda match: match.group("num"), line)


__all__ = ["OPENING", "opens_repr", "unwrap"]
