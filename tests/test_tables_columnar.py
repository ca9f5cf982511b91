"""Histories people keep as one JSON object of lists (Keras `history.history`, pandas `to_json`,
per-split dicts) or as numpy arrays (`np.save`, `np.savez`): read, never refused, never unpickled."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pandas as pd
import pytest

from lossdoctor.api import load
from lossdoctor.errors import InputError
from lossdoctor.reading import reading
from lossdoctor.roles import Role


def _fit(epochs: int = 20, seed: int = 0) -> dict[str, list[float]]:
    """The dict a Keras `model.fit(..., validation_data=...)` returns as `History.history`
    (Keras 2.3+ key names), for a small classifier that learns and then overfits a little."""
    rng = np.random.default_rng(seed)
    t = np.arange(epochs)
    loss = 1.9 * np.exp(-t / 5) + 0.08 + rng.normal(0, 0.01, epochs)
    val = 1.6 * np.exp(-t / 6) + 0.3 + 0.004 * np.maximum(t - 12, 0) ** 2 + rng.normal(0, 0.02, epochs)
    acc = 1 - 0.7 * np.exp(-t / 4)
    return {"loss": loss.tolist(), "accuracy": acc.tolist(), "val_loss": val.tolist(),
            "val_accuracy": (acc - 0.05).tolist()}


def _only(folder: Path):  # type: ignore[no-untyped-def]
    runs = load([folder]).runs
    assert len(runs) == 1
    return runs[0]


def test_keras_history_json_dump_is_a_table_row_per_epoch(tmp_path: Path) -> None:
    history = _fit()
    with (tmp_path / "history.json").open("w") as handle:
        json.dump(history, handle)  # what people write after `h = model.fit(...)`
    run = _only(tmp_path)
    assert run.primary == "loss"
    loss = run.series["loss"]
    assert loss.steps.tolist() == list(range(20))
    np.testing.assert_allclose(loss.values, history["loss"])
    assert run.series["val_loss"].role is Role.EVAL_LOSS
    read = reading(run)
    assert read["doubt"] is None
    assert "list index" in read["step_source"]["name"]


@pytest.mark.parametrize("orient", ["columns", "index", "split", "records"])
def test_pandas_to_json_orients(tmp_path: Path, orient: str) -> None:
    frame = pd.DataFrame(_fit(12))
    (tmp_path / "train_history.json").write_text(frame.to_json(orient=orient))
    run = _only(tmp_path)
    assert run.primary == "loss"
    assert len(run.series["loss"].steps) == 12
    np.testing.assert_allclose(run.series["loss"].values, frame["loss"], rtol=1e-9)


def test_pandas_to_json_sparse_column_keeps_its_rows(tmp_path: Path) -> None:
    frame = pd.DataFrame({"loss": np.linspace(1, 0.1, 10), "time": [np.nan] * 5 + [3.0] * 5})
    (tmp_path / "history.json").write_text(frame.to_json())
    run = _only(tmp_path)
    assert run.series["time"].steps.tolist() == [5, 6, 7, 8, 9]


def test_nested_per_split_dicts_and_a_sparser_list(tmp_path: Path) -> None:
    loss = np.linspace(2, 0.2, 40).tolist()
    per_epoch = np.linspace(2.1, 0.5, 4).tolist()
    payload = {"config": {"lr": 0.001, "layers": "64-64"}, "train": {"loss": loss}, "val": {"loss": per_epoch}}
    (tmp_path / "metrics.json").write_text(json.dumps(payload, indent=2))
    run = _only(tmp_path)
    assert run.primary == "train.loss"
    val = run.series["val.loss"]
    assert val.role is Role.EVAL_LOSS
    assert val.steps.tolist() == [9, 19, 29, 39]  # each at the end of its stretch of the table


def test_step_list_given_is_the_step(tmp_path: Path) -> None:
    payload = {"step": [100, 200, 300, 400], "loss": [2.0, 1.5, 1.2, 1.0]}
    (tmp_path / "log.json").write_text(json.dumps(payload))
    run = _only(tmp_path)
    assert run.series["loss"].steps.tolist() == [100, 200, 300, 400]


def test_records_beside_the_loss_list_are_passed_over_and_said(tmp_path: Path) -> None:
    loss = np.linspace(3, 2.5, 30).tolist()
    payload = {"config": {"epochs": 1}, "loss": loss, "stats": [{"step": i % 10, "lr": 1e-4} for i in range(30)]}
    (tmp_path / "history_adamw.json").write_text(json.dumps(payload, indent=4))
    run = _only(tmp_path)
    assert run.series["loss"].steps.tolist() == list(range(30))
    assert any("'stats' (a list of 30 records)" in w for w in run.warnings)


def test_bad_json_columns_never_trace(tmp_path: Path) -> None:
    # Ragged lists, a string, NaN and Infinity as Python's json writes them.
    (tmp_path / "history.json").write_text('{"loss": [1.0, 0.8, "x", NaN, 0.5, Infinity], "val_loss": [1, 2, 3, 4]}')
    run = _only(tmp_path)
    assert len(run.series["loss"].steps) == 5  # the string cell skipped, NaN and inf kept as values
    assert "val_loss" not in run.series
    assert any("passed over" in w and "val_loss" in w for w in run.warnings)


@pytest.mark.parametrize("text", ['{"loss": []}', '{"layers": [64, 32], "dropout": 0.1}', '{"loss": [1, 2', "{}"])
def test_no_history_named_alone_is_an_input_error(tmp_path: Path, text: str) -> None:
    path = tmp_path / "history.json"
    path.write_text(text)
    with pytest.raises(InputError):
        load([path])


def test_npy_of_one_loss_list(tmp_path: Path) -> None:
    losses = np.linspace(1, 0.1, 25)
    np.save(tmp_path / "train_losses.npy", losses)
    run = _only(tmp_path)
    assert run.primary == "train_losses"
    np.testing.assert_allclose(run.series["train_losses"].values, losses)


def test_npy_table_without_names_reads_the_falling_column(tmp_path: Path) -> None:
    # `losses[epoch, :] = [loss_avg, acc_train, acc_val]; np.save('losses.npy', losses)`
    t = np.arange(30)
    table = np.column_stack([0.7 * np.exp(-t / 4) + 1e-4, 1 - 0.4 * np.exp(-t / 3), 0.94 - 0.2 * np.exp(-t / 3)])
    np.save(tmp_path / "losses.npy", table)
    run = _only(tmp_path)
    assert run.primary == "column 1"
    assert run.series["column 2"].role is Role.OTHER
    assert reading(run)["doubt"] is None


def test_npy_of_two_flat_gan_losses_is_read_with_a_doubt(tmp_path: Path) -> None:
    rng = np.random.default_rng(1)
    np.save(tmp_path / "losses.npy", np.column_stack([1.25 + rng.normal(0, 0.08, 60), 1.05 + rng.normal(0, 0.15, 60)]))
    run = _only(tmp_path)
    assert run.primary == "column 1"
    assert "by position" in str(reading(run)["doubt"])


def test_npy_saved_as_rows_is_read_transposed(tmp_path: Path) -> None:
    t = np.arange(40)
    np.save(tmp_path / "loss.npy", np.array([np.exp(-t / 9), 1.2 * np.exp(-t / 12) + 0.1]))
    run = _only(tmp_path)
    assert len(run.series[run.primary].steps) == 40


def test_npz_of_split_arrays(tmp_path: Path) -> None:
    t = np.arange(15)
    np.savez(tmp_path / "losses.npz", train=np.exp(-t / 5), val=np.exp(-t / 6) + 0.1)
    run = _only(tmp_path)
    assert run.primary == "train"
    assert run.series["val"].role is Role.EVAL_LOSS


def test_pickled_arrays_are_refused_not_loaded(tmp_path: Path) -> None:
    np.save(tmp_path / "losses.npy", np.array([{"loss": 1.0}], dtype=object), allow_pickle=True)
    with pytest.raises(InputError, match="pickled"):
        load([tmp_path / "losses.npy"])


def test_arrays_not_named_a_loss_are_data(tmp_path: Path) -> None:
    np.save(tmp_path / "features.npy", np.random.default_rng(0).random((50, 4)))
    (tmp_path / "train.log").write_text("".join(f"step {i} loss {2 - i / 20:.3f}\n" for i in range(20)))
    runs = load([tmp_path]).runs
    assert [run.name for run in runs] == ["train.log"]


def test_broken_npy_never_traces(tmp_path: Path) -> None:
    path = tmp_path / "losses.npy"
    path.write_bytes(b"\x93NUMPY\x01\x00garbage")
    with pytest.raises(InputError):
        load([path])


def test_per_epoch_lists_of_batch_losses_are_one_curve(tmp_path: Path) -> None:
    epochs = [np.linspace(2 - e, 1.5 - e, 10).tolist() for e in range(3)]
    (tmp_path / "losses.json").write_text(json.dumps({"train_loss": epochs, "val_loss": [1.8, 0.9, 0.1]}))
    run = _only(tmp_path)
    assert run.primary == "train_loss"
    assert len(run.series["train_loss"].steps) == 30
    assert run.series["val_loss"].steps.tolist() == [9, 19, 29]


def test_columns_keyed_by_step(tmp_path: Path) -> None:
    payload = {"loss": {str(step): 3 - step / 1e6 for step in range(100_000, 1_100_000, 100_000)}}
    (tmp_path / "loss_by_step.json").write_text(json.dumps(payload))
    run = _only(tmp_path)
    assert run.series["loss"].steps.tolist() == list(range(100_000, 1_100_000, 100_000))


def test_records_keyed_by_step(tmp_path: Path) -> None:
    payload = {str(step): {"loss": 3 - step / 1e4, "lr": 1e-4} for step in range(50, 1050, 50)}
    (tmp_path / "metrics.json").write_text(json.dumps(payload))
    run = _only(tmp_path)
    assert run.series["loss"].steps.tolist() == list(range(50, 1050, 50))


def test_npy_nan_is_a_value_the_nan_rule_sees(tmp_path: Path) -> None:
    losses = np.linspace(2, 0.5, 30)
    losses[20:] = np.nan
    np.save(tmp_path / "train_loss.npy", losses)
    from lossdoctor.api import analyze

    report = analyze([tmp_path])
    codes = [finding.code for run in report.runs for finding in run.findings]
    assert any(code.startswith("LD5") for code in codes)
