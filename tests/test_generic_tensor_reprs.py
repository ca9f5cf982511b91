"""A number printed inside its framework's repr is that number (`generic/reprs.py`): PyTorch's
`tensor(...)`, TensorFlow's `tf.Tensor(...)`, NumPy's `np.float32(...)`, JAX's `Array(...)`.

The real file is the committed `c32-meta-rl-a2c-two-step-tf-tensor-reprs-10000-episodes-reward-drops-at-end`:
one `tf.Tensor(<loss>, shape=(), dtype=float32)` a line (a signed actor-critic loss) and a
`reward: x at episode N` line every 10.
"""

from __future__ import annotations

import math
from pathlib import Path

import pytest

from lossdoctor import api
from lossdoctor.formats.json_report import as_dict
from lossdoctor.ingest.textlog.generic.reprs import opens_repr, unwrap

CASE = (Path(__file__).parent / "realworld" / "cases"
        / "c32-meta-rl-a2c-two-step-tf-tensor-reprs-10000-episodes-reward-drops-at-end" / "files" / "loss.txt")


@pytest.mark.parametrize(("line", "plain"), [
    ("tf.Tensor(-53.4, shape=(), dtype=float32)", "-53.4"),
    ("loss tensor(0.5432, device='cuda:0', grad_fn=<AddBackward0>)", "loss 0.5432"),
    ("step 3 loss np.float32(0.69)", "step 3 loss 0.69"),
    ("loss: Array(0.69, dtype=float32)", "loss: 0.69"),
    ("print(0.5) and f(0.5)", "print(0.5) and f(0.5)"),  # a call is no repr
])
def test_a_repr_is_the_number_inside_it(line: str, plain: str) -> None:
    assert unwrap(line) == plain


def test_the_opening_of_a_repr_is_no_aside() -> None:
    assert opens_repr("loss tf.Tensor(") and opens_repr("loss tensor(") and not opens_repr("loss (")


def test_a_signed_loss_printed_as_tf_tensor_reprs_is_read_with_its_rewards() -> None:
    if not CASE.exists():
        pytest.skip("the committed case is absent")
    [run] = as_dict(api.analyze([CASE]))["runs"]
    series = {s["name"]: s["points"] for s in run["series"]}
    assert series == {"loss": 10000, "reward": 1000}
    assert any("tensor repr, unwrapped" in w and "signed" in w for w in run["warnings"])


def test_the_sign_is_allowed_to_reprs_only() -> None:
    """A signed loss printed as reprs is read bare; the same numbers printed bare are not (a
    column of signed numbers is no loss the bare reading takes)."""
    from lossdoctor.ingest.textlog.generic.bare import named

    values = [-50.0 + 150.0 * math.sin(i * 1.7) for i in range(40)]
    assert named([f"{v:.4f}" for v in values]) is None
    wrapped = named([f"tf.Tensor({v:.4f}, shape=(), dtype=float32)" for v in values])
    assert wrapped is not None and "signed" in wrapped.note
