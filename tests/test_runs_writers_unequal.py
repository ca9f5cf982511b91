"""Two writers of one run that hold unequal lengths: a console capture that lost rows, a buffered
file cut when the process was killed. They are one run when the values they share agree in order;
two runs that only share a few values, or whose values are too coarse to tell, stay apart."""

from __future__ import annotations

import numpy as np

from lossdoctor.identity.agreement import kept
from lossdoctor.identity.writers import merge_writers
from lossdoctor.model import Run, Series
from lossdoctor.roles import Role


def _run(name: str, fmt: str, source: str, steps: np.ndarray, values: np.ndarray, key: str = "loss") -> Run:
    series = Series(key, steps, values, role=Role.LOSS, fragment=np.zeros(len(steps), np.int32))
    return Run(name=name, format=fmt, sources=(source,), fragments=(), fragment_info=(),
               series={key: series}, dead={}, primary=key)


def _curve(n: int, seed: int = 0) -> np.ndarray:
    rng = np.random.default_rng(seed)
    return 2.0 * np.exp(-np.arange(n) / 300) + 0.3 + 0.05 * rng.standard_normal(n)


def test_console_that_lost_rows_joins_the_full_history_and_keeps_every_point() -> None:
    full = _curve(600)
    rng = np.random.default_rng(1)
    keep = np.sort(rng.choice(600, 480, replace=False))  # a fifth of the rows lost, scattered
    history = _run("run", "wandb", "/x/wandb/run-1/run-1.wandb", np.arange(1, 601), full, "train/loss")
    console = _run("console", "generic", "/x/wandb/run-1/files/output.log", np.arange(len(keep)), full[keep])
    merged = merge_writers([history, console])
    assert len(merged) == 1
    run = merged[0]
    assert len(run.series["train/loss"]) == 600
    note = run.meta["joined_writers"][0]
    assert "shorter writer: 480 loss points, 120 fewer than 600" in note


def test_buffered_table_cut_early_joins_the_console_of_its_launch_folder() -> None:
    full = _curve(200, seed=2)
    table = _run("results/train.log", "tsv", "/x/results/train.log", np.arange(1, 166), full[:165])
    console = _run("console", "generic", "/x/wandb/run-1/files/output.log", np.arange(200) + 480, full)
    merged = merge_writers([table, console])
    assert len(merged) == 1
    assert len(merged[0].series[merged[0].primary]) == 200


def test_console_cut_early_with_its_tail_kept_from_the_other_writer() -> None:
    full = _curve(300, seed=3)
    every = np.arange(9, 300, 10)  # a console keeping one line in ten
    table = _run("results/train.log", "tsv", "/x/results/train.log", np.arange(1, 166), full[:165])
    console = _run("console", "generic", "/x/wandb/run-1/files/output.log", np.arange(len(every)) * 10 + 480,
                   full[every], "Loss")
    merged = merge_writers([table, console])
    assert len(merged) == 1
    loss = merged[0].series["loss"]
    # The table's 165 points, then the console's points after the table was cut.
    assert len(loss) == 165 + int(np.sum(every >= 165))
    assert np.all(np.diff(loss.steps) > 0)
    assert "going on to step" in merged[0].meta["joined_writers"][0]


def test_two_seeds_sharing_a_few_values_stay_apart() -> None:
    a, b = _curve(400, seed=4), _curve(300, seed=5)
    b[:5] = a[:5]  # the same first values (one data order), then their own
    one = _run("a", "csv", "/x/a/metrics.csv", np.arange(400), a)
    two = _run("b", "generic", "/x/a/train.log", np.arange(300) * 3 + 7, b)
    assert len(merge_writers([one, two])) == 2
    assert kept(one.series["loss"], two.series["loss"]) is None


def test_coarse_values_of_another_seed_stay_apart() -> None:
    # A loss printed so coarsely that it takes two values: any curve at that level hits them in
    # order by chance, so the walk over its values swapped pair by pair matches as well.
    a = np.random.default_rng(6).choice([2.0, 2.5], 2000)
    b = np.random.default_rng(7).choice([2.0, 2.5], 2000)
    every = np.arange(0, 2000, 6)
    one = _run("a", "wandb", "/x/wandb/run-1/run-1.wandb", np.arange(1, 2001), a)
    two = _run("b", "generic", "/x/wandb/run-1/files/output.log", every, b[every])
    assert kept(one.series["loss"], two.series["loss"]) is None
    assert len(merge_writers([one, two])) == 2


def test_coarse_values_of_the_same_run_still_join_when_they_say_enough() -> None:
    # bf16-rounded losses (39.5, 37.0, 35.75 ...): coarse, but their order is the run's own.
    full = np.round((10 + 30 * np.exp(-np.arange(2000) / 150)) * (1 + 0.03 * np.random.default_rng(9).standard_normal(2000)) * 4) / 4
    keep = np.sort(np.random.default_rng(10).choice(2000, 1650, replace=False))
    one = _run("a", "wandb", "/x/wandb/run-1/run-1.wandb", np.arange(1, 2001), full, "train/loss")
    two = _run("b", "generic", "/x/wandb/run-1/files/output.log", np.arange(len(keep)), full[keep])
    merged = merge_writers([one, two])
    assert len(merged) == 1 and len(merged[0].series["train/loss"]) == 2000


def test_shared_values_that_disagree_stay_apart() -> None:
    full = _curve(300, seed=8)
    other = full * 1.05
    one = _run("a", "tsv", "/x/results/train.log", np.arange(1, 301), full)
    two = _run("b", "generic", "/x/wandb/run-1/files/output.log", np.arange(150) + 480, other[::2])
    assert len(merge_writers([one, two])) == 2


def test_a_sparse_estimate_beside_a_dense_noisy_loss_is_no_lost_rows_writer() -> None:
    # nanoGPT: the console prints every iteration's loss to 4 digits; W&B logs an estimate over
    # many batches every 200 iterations. Each estimate sits somewhere among a few hundred noisy
    # values by chance: that is no writer that lost rows.
    rng = np.random.default_rng(11)
    dense = np.round(2.0 * np.exp(-np.arange(2200) / 500) + 1.5 + 0.15 * rng.standard_normal(2200), 4)
    estimate = 2.0 * np.exp(-np.arange(0, 2200, 200) / 500) + 1.5 + 0.002 * rng.standard_normal(11)
    per_batch = _run("a", "generic", "/x/out.log", np.arange(2200), dense)
    sparse = _run("b", "wandb", "/x/run.wandb", np.arange(0, 2200, 200), estimate)
    assert kept(per_batch.series["loss"], sparse.series["loss"]) is None
