"""Files that hold one Python list of numbers: a curve in list order, named by its file.

The real files are a corpus case (committed):
c24-ogm-ge-evidential-fusion-nine-python-list-loss-files-kl-annealing-rise, an OGM-GE fork whose
main.py appends each epoch's mean losses to lists and writes `str(list)` to `loss_<variant>.txt`,
`loss_c1_<variant>.txt` and `loss_c2_<variant>.txt`. The fixtures are written the same way
(`f.write(str(values))`), and as numpy prints its scalars and arrays.
"""

from __future__ import annotations

import math
from pathlib import Path

import numpy as np
import pytest

from lossdoctor import api
from lossdoctor.errors import InputError
from lossdoctor.ingest.textlog.generic.pylists import parse
from lossdoctor.roles import Role


def _losses(epochs: int, start: float, seed: int = 0) -> list[float]:
    """Per-epoch mean losses as a training loop appends them (python floats)."""
    rng = np.random.default_rng(seed)
    return [float(start * (0.6 + 0.4 * math.exp(-e / 20)) + rng.normal(0, 0.02)) for e in range(epochs)]


def _saved(path: Path, values: object) -> None:
    """main.py's `with open(path, 'w') as f: f.write(str(values))`."""
    with open(path, "w") as handle:
        handle.write(str(values))


def test_a_loss_list_and_its_terms_are_one_run_over_the_list_index(tmp_path: Path) -> None:
    for variant, start in (("log", 1.5), ("mse", 2.5)):
        _saved(tmp_path / f"loss_{variant}.txt", _losses(100, start))
        _saved(tmp_path / f"loss_c1_{variant}.txt", _losses(100, start * 1.4, 1))
        _saved(tmp_path / f"loss_c2_{variant}.txt", _losses(100, start * 0.7, 2))
    runs = sorted(api.load([tmp_path]).runs, key=lambda r: r.name)
    assert [r.name for r in runs] == ["loss_log.txt", "loss_mse.txt"]
    for run, variant in zip(runs, ("log", "mse")):
        assert run.primary == f"loss_{variant}"
        assert run.series[run.primary].steps.tolist() == list(range(100))
        # The heads beside the total are its terms: evidence, not a second loss.
        assert run.series[f"loss_c1_{variant}"].role is Role.OTHER
        assert run.series[f"loss_c2_{variant}"].role is Role.OTHER
        assert len(run.fragments) == 1
        step = run.meta["reading"]["step_source"]
        assert "list index" in step["name"]


def test_numpy_scalars_tensors_and_a_printed_array_are_lists_too(tmp_path: Path) -> None:
    values = _losses(30, 2.0)
    _saved(tmp_path / "train_loss.txt", [np.float64(v) for v in values])
    # `str()` of a list of CUDA tensors (torch is not needed to write what it prints).
    tensors = "[" + ", ".join(f"tensor({v:.4f}, device='cuda:0', grad_fn=<AddBackward0>)" for v in values) + "]"
    (tmp_path / "val_loss.txt").write_text(tensors)
    runs = api.load([tmp_path]).runs
    assert len(runs) == 1
    run = runs[0]
    assert run.primary == "train_loss"
    assert run.series["val_loss"].role is Role.EVAL_LOSS
    assert len(run.series["val_loss"]) == 30
    printed = parse(str(np.array(values)))
    assert printed is not None and np.allclose(printed, values, atol=1e-7)


def test_lists_that_are_no_loss_are_not_read(tmp_path: Path) -> None:
    # Accuracies, a config's layer sizes and loss weights: lists of numbers, but no loss by name.
    _saved(tmp_path / "acc_log.txt", [0.2 + 0.007 * e for e in range(100)])
    _saved(tmp_path / "layers.txt", [64, 128, 256, 512])
    _saved(tmp_path / "loss_weights.txt", [1.0, 0.5, 0.25])
    with pytest.raises(InputError, match="no training logs found"):
        api.load([tmp_path])
    # Beside a loss list of as many values, one word apart (`acc` for `loss`), the accuracies are
    # that run's metric, never a loss; the config lists stay out.
    _saved(tmp_path / "loss_log.txt", _losses(100, 1.5))
    runs = api.load([tmp_path]).runs
    assert [r.name for r in runs] == ["loss_log.txt"]
    assert set(runs[0].series) == {"loss_log", "acc_log"}
    assert runs[0].primary == "loss_log" and runs[0].series["acc_log"].role is Role.OTHER


def test_a_file_that_is_not_one_flat_list_is_no_curve() -> None:
    assert parse("[[0.5, 0.4], [0.3, 0.2]]") is None          # nested: a table, not a curve
    assert parse("[0.5, 0.4] [0.3]") is None                   # two lists
    assert parse("['a', 'b', 'c']") is None                    # words
    assert parse("loss: [0.5, 0.4, 0.3]") is None              # a line of a log, not a list file
    found = parse("[0.5, nan, 0.3, inf]")
    assert found is not None and np.isnan(found[1]) and np.isinf(found[3])


def test_a_long_list_is_read_whole(tmp_path: Path) -> None:
    # Longer than the head the sniffer reads first: the whole list, to its closing bracket.
    _saved(tmp_path / "losses.txt", _losses(1000, 3.0))
    runs = api.load([tmp_path / "losses.txt"]).runs
    assert runs[0].series["losses"].steps.tolist() == list(range(1000))
