"""numpy savetxt tables and DeepXDE's loss.dat: train/test loss terms, metrics, their sums.

Fixtures are written the way DeepXDE's `save_loss_history` writes them: `np.savetxt(fname,
np.hstack((steps[:, None], loss_train, loss_test, metrics_test)), header="step, loss_train,
loss_test, metrics_test")`, so every row holds one number per term and the header names groups.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from lossdoctor.api import analyze, load
from lossdoctor.errors import InputError
from lossdoctor.ingest import tables
from lossdoctor.ingest.tables.parse import sniff
from lossdoctor.model import Run
from lossdoctor.roles import Role

HEADER = "step, loss_train, loss_test, metrics_test"


def save_loss_history(path: Path, steps: np.ndarray, train: np.ndarray, test: np.ndarray,
                      metrics: np.ndarray | None = None) -> Path:
    """What `deepxde.utils.external.save_loss_history` does with a LossHistory."""
    metrics = np.zeros((len(steps), 0)) if metrics is None else metrics
    loss = np.hstack((np.array(steps)[:, None], np.array(train), np.array(test), np.array(metrics)))
    np.savetxt(path, loss, header=HEADER)
    return path


def terms(steps: np.ndarray, scales: list[float], seed: int = 0) -> np.ndarray:
    """Loss terms falling from `scale` with noise: one column per term."""
    rng = np.random.default_rng(seed)
    decay = np.exp(-np.linspace(0.0, 3.0, len(steps)))[:, None]
    return np.asarray(scales)[None, :] * decay * np.exp(rng.normal(0.0, 0.05, (len(steps), len(scales))))


def only_run(path: Path) -> Run:
    [run] = load([path]).runs
    return run


def test_deepxde_terms_are_summed_into_loss_train_and_loss_test(tmp_path: Path) -> None:
    steps = np.arange(0, 51000, 1000)
    train = terms(steps, [8.0, 0.3, 0.2, 0.18, 0.36])
    test = train * np.array([1.05, 1.0, 1.0, 1.0, 1.0])  # boundary terms on the same points
    path = save_loss_history(tmp_path / "loss.dat", steps, train, test)
    assert sniff(path) is not None and sniff(path).kind == "savetxt"  # type: ignore[union-attr]
    run = only_run(path)
    assert run.format == "deepxde" and run.primary == "loss_train"
    assert len(run.series["loss_train"]) == 51 and list(run.series["loss_train"].steps[:2]) == [0, 1000]
    np.testing.assert_allclose(run.series["loss_train"].values, train.sum(axis=1), rtol=1e-12)
    np.testing.assert_allclose(run.series["loss_test"].values, test.sum(axis=1), rtol=1e-12)
    assert sorted(n for n in run.series if n.startswith("loss_train_")) == [f"loss_train_{i}" for i in range(5)]
    assert run.series["loss_test"].role is Role.EVAL_LOSS
    # A test term is evidence beside the test total, not an eval loss of its own.
    assert run.series["loss_test_3"].role is Role.OTHER
    assert not any(name.startswith("metrics_test") for name in run.series)
    assert any("5 loss terms" in w and "sum of the terms" in w for w in run.warnings)


def test_deepxde_one_term_and_a_metric(tmp_path: Path) -> None:
    # DeepONet / a data-only fit: one loss term, `l2 relative error` as the metric.
    steps = np.arange(0, 11000, 1000)
    train = terms(steps, [0.27])
    test = train * 0.9
    metric = np.linspace(1.0, 0.01, len(steps))[:, None]
    run = only_run(save_loss_history(tmp_path / "loss.dat", steps, train, test, metric))
    assert run.format == "deepxde"
    assert sorted(run.series) == ["loss_test", "loss_train", "metrics_test"]
    np.testing.assert_allclose(run.series["metrics_test"].values, metric[:, 0], rtol=1e-12)


@pytest.mark.parametrize("k, m", [(3, 1), (2, 2), (4, 0), (1, 3)])
def test_deepxde_split_of_terms_and_metrics_follows_the_test_terms(tmp_path: Path, k: int, m: int) -> None:
    steps = np.arange(0, 20000, 1000)
    train = terms(steps, [10.0 ** -i for i in range(k)], seed=k)
    test = train * np.exp(np.random.default_rng(9).normal(0.0, 0.1, train.shape))
    metrics = np.tile(np.array([0.9, 3e4, 7.0][:m] or [0.0])[:m], (len(steps), 1)) if m else None
    run = only_run(save_loss_history(tmp_path / "loss.dat", steps, train, test, metrics))
    names = set(run.series)
    assert ({f"loss_train_{i}" for i in range(k)} <= names) if k > 1 else ("loss_train_0" not in names)
    assert sum(1 for n in names if n.startswith("metrics_test")) == m
    np.testing.assert_allclose(run.series["loss_train"].values, train.sum(axis=1), rtol=1e-12)


def test_deepxde_terms_without_test_points_are_zero_on_the_test_side(tmp_path: Path) -> None:
    # An inverse problem whose observation terms have no test points: DeepXDE writes 0 for them.
    steps = np.arange(0, 21000, 1000)
    train = terms(steps, [0.02, 0.09, 0.07, 64.0, 49.0, 729.0, 34.0, 37.0, 276.0], seed=3)
    test = np.hstack((train[:, :3], np.zeros((len(steps), 6))))
    run = only_run(save_loss_history(tmp_path / "loss.dat", steps, train, test))
    assert "loss_train_8" in run.series and "metrics_test" not in run.series
    assert run.meta.get("reading") is None  # no doubt about the split


def test_deepxde_last_step_written_twice_at_an_optimizer_switch(tmp_path: Path) -> None:
    # Adam then L-BFGS: the second `model.train` appends its first step, the first's last, again.
    steps = np.array([0, 1000, 2000, 3000, 3000, 3138])
    train = terms(steps, [0.1, 0.03, 0.2])
    run = only_run(save_loss_history(tmp_path / "loss.dat", steps, train, train.copy()))
    assert len(run.fragments) == 1 and not run.rollbacks
    assert run.series["loss_train"].steps[-1] == 3138


def test_deepxde_residual_spikes_are_found_on_the_sum(tmp_path: Path) -> None:
    # An inverse PINN on its slow stretch: the boundary and observation terms hardly move, the
    # sum is noisy by about 2% from row to row; then the PDE residual jumps x80 for one row.
    steps = np.arange(0, 51000, 1000)
    rng = np.random.default_rng(1)
    slope = (1 - 0.3 * np.linspace(0, 1, len(steps)))[:, None]
    train = np.array([0.005, 0.36, 0.2, 0.18, 0.01]) * slope * np.exp(rng.normal(0, 0.02, (len(steps), 5)))
    spiky = train.copy()
    spiky[15, 0] *= 80
    flat = analyze([save_loss_history(tmp_path / "flat.dat", steps, train, train.copy())])
    assert not [f for r in flat.runs for f in r.findings if f.kind == "spike"]
    report = analyze([save_loss_history(tmp_path / "loss.dat", steps, spiky, spiky.copy())])
    [run] = report.runs
    spikes = [f for f in run.findings if f.kind == "spike"]
    assert spikes and spikes[0].series == "loss_train" and spikes[0].start_step <= 15000 <= (spikes[0].end_step or 0)
    # Back at the next logged row: a fast recovery however coarse the logging (info), named with
    # the term that drove it.
    assert spikes[0].fields.get("recovery") == "fast" and "loss_train_0" in spikes[0].message
    assert not [f for f in run.findings if f.kind == "eval_divergence"]


def test_a_plain_savetxt_table_is_read_by_its_names(tmp_path: Path) -> None:
    steps = np.arange(10)
    path = tmp_path / "history.dat"
    np.savetxt(path, np.column_stack((steps, 2.0 - 0.1 * steps, 1e-3 * np.ones(10))), header="step loss lr")
    run = only_run(path)
    assert run.format == "savetxt" and run.primary == "loss" and len(run.series["loss"]) == 10
    assert run.series["lr"].role is Role.LR


def test_a_savetxt_row_of_another_width_is_skipped_with_its_line(tmp_path: Path) -> None:
    steps = np.arange(0, 5000, 1000)
    path = save_loss_history(tmp_path / "loss.dat", steps, terms(steps, [1.0, 0.5]), terms(steps, [1.0, 0.5]))
    with path.open("a") as handle:
        handle.write("5.0e+03 1.0e-01")  # cut off mid-write
    run = only_run(path)
    assert len(run.series["loss_train"]) == 5
    assert any("line 7: cut off mid-write" in w for w in run.warnings)


def test_files_that_are_not_savetxt_tables_are_not_taken(tmp_path: Path) -> None:
    no_header = tmp_path / "matrix.dat"
    np.savetxt(no_header, np.ones((5, 3)))  # numbers with no names
    unnamed = tmp_path / "points.dat"
    np.savetxt(unnamed, np.ones((5, 3)), header="x, y")  # DeepXDE's train.dat: names do not fit
    console = tmp_path / "run.log"
    console.write_text("# launched on node3\nepoch 1 loss 2.0\nepoch 2 loss 1.9\n", encoding="utf-8")
    commented = tmp_path / "params.txt"
    np.savetxt(commented, np.ones((5, 2)), header="width height")  # a text file with no loss
    files = sorted(tmp_path.iterdir())
    units, rest = tables.claim(files, tmp_path)
    assert units == [] and rest == files


def test_a_deepxde_loss_dat_under_a_txt_name_is_taken(tmp_path: Path) -> None:
    steps = np.arange(0, 5000, 1000)
    path = save_loss_history(tmp_path / "loss.txt", steps, terms(steps, [1.0, 0.5]), terms(steps, [1.0, 0.5]))
    units, rest = tables.claim([path], tmp_path)
    assert len(units) == 1 and not rest


def test_a_header_only_loss_dat_named_alone_is_one_line_error(tmp_path: Path) -> None:
    path = tmp_path / "loss.dat"
    np.savetxt(path, np.zeros((0, 5)), header=HEADER)
    units, _ = tables.claim([path], tmp_path)
    with pytest.raises(InputError, match="a header and no data rows"):
        tables.read(units[0])


def test_a_split_no_test_term_fits_is_read_with_a_doubt(tmp_path: Path) -> None:
    # Five value columns, and no train term is within a factor 10 of any candidate test twin.
    steps = np.arange(0, 10000, 1000)
    cols = terms(steps, [1.0, 1e3, 1e6, 1e9, 1e12], seed=5)
    path = tmp_path / "loss.dat"
    np.savetxt(path, np.hstack((steps[:, None], cols)), header=HEADER)
    run = only_run(path)
    doubt = run.meta["reading"]["doubt"]
    assert "no split of the 5 loss.dat columns" in doubt and "read as 2 terms" in doubt


def test_watch_reads_a_growing_loss_dat(tmp_path: Path) -> None:
    from lossdoctor.watch.decoders import LineDecoder

    steps = np.arange(0, 6000, 1000)
    path = save_loss_history(tmp_path / "loss.dat", steps, terms(steps, [1.0, 0.5]), terms(steps, [1.0, 0.5]))
    [unit], _ = tables.claim([path], tmp_path)
    decoder = LineDecoder(path, "tables", dict(unit.options), unit.name)
    data = path.read_bytes()
    cut = data.index(b"\n", data.index(b"\n3.0") + 1) + 1
    first, second = decoder.feed(data[:cut]), decoder.feed(data[cut:])
    points = [len(piece.series["loss_train"]) for d in (first, second) for piece in d.pieces]
    assert points == [4, 2]
    assert first.pieces[0].series["loss_test_1"].role is Role.OTHER


def test_comment_lines_alone_are_no_table(tmp_path: Path) -> None:
    notes = tmp_path / "notes.dat"
    notes.write_text("# run this after the mesh is built\n# then plot\n", encoding="utf-8")
    assert sniff(notes) is None
