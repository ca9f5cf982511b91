"""Relaunches appended to one console log (issue 25, part 3): the program's start-up lines,
printed again, open each launch; short launches are runs of their own, not a doubt.

The real file is `c2-paddledet-rtdetr-workerlog-eleven-relaunches` in the corpus; these are
its variants, written with the shape PaddleDetection's `workerlog.0` has.
"""

from __future__ import annotations

from pathlib import Path

from lossdoctor import api
from lossdoctor.formats.json_report import as_dict
from stitch_writers import write_tb


def _startup(day: int) -> list[str]:
    return [
        f"W05{day:02d} 10:25:20.977295 93747 gpu_resources.cc:61] Please NOTE: device: 0, GPU Compute Capability: 8.6",
        f"[2023-05-{day:02d} 10:25:23,186] [    INFO] topology.py:215 - HybridParallelInfo: rank_id: 0, dp_degree: 2",
        "loading annotations into memory...",
        f"[05/{day:02d} 10:25:31] ppdet.utils.checkpoint INFO: Finish loading model weights: /root/ResNet50.pdparams",
    ]


def _epoch_end() -> list[str]:
    return ["[05/12 10:43:30] ppdet.utils.checkpoint INFO: Save checkpoint: output/rtdetr",
            "loading annotations into memory...", "[05/12 10:43:31] ppdet.engine INFO: Eval iter: 0"]


def _launch(day: int, iters: int, per_epoch: int, seed: float) -> list[str]:
    lines = _startup(day)
    for step in range(0, iters + 1, 200):
        epoch, batch = divmod(step, per_epoch)
        if batch == 0 and epoch:
            lines += _epoch_end()
        loss = 45.0 + seed - step / 200
        lines.append(f"[05/{day:02d} 10:35:31] ppdet.engine INFO: Epoch: [{epoch}] [{batch:4d}/{per_epoch}] "
                     f"learning_rate: {step * 5e-8:.6f} loss_class: 0.2 loss: {loss:.6f} eta: 1 day, 2:03:04 "
                     "batch_cost: 0.7 data_cost: 0.01 ips: 5.6 images/s")
    lines += ["FatalError: `Termination signal` is detected by the operating system.", ""]
    return lines


def test_launches_opened_by_startup_lines_are_runs_of_their_own(tmp_path: Path) -> None:
    # Eight launches, most stopped after a few hundred steps; two that logged only step 0.
    # Each launch draws values of its own, as in the real file (a launch that replayed another's
    # values would be a rollback of it: see the replay tests below).
    sizes = [0, 0, 200, 600, 1800, 1000, 1200, 400]
    text: list[str] = []
    for number, iters in enumerate(sizes):
        text += _launch(3 + number, iters, 2624 if number == 0 else 800, seed=number * 1.5)
    log = tmp_path / "workerlog.0"
    log.write_text("\n".join(text))
    report = api.analyze([log])
    runs = report.runs
    assert len(runs) == len(sizes)
    assert [len(r.run.series["loss"]) for r in runs] == [iters // 200 + 1 for iters in sizes]
    document = as_dict(report)["runs"]
    assert all(run["reading"]["doubt"] is None for run in document)
    assert all(len(run["fragments"]) == 1 for run in document)
    # Each launch after the first says what opened it: the start-up lines, and where.
    assert not document[0]["identity"]["evidence"]
    assert all(any("start-up lines printed again" in note for note in run["identity"]["evidence"])
               for run in document[1:])


def test_one_banner_line_before_a_restarting_counter_is_not_a_relaunch(tmp_path: Path) -> None:
    # `=== Epoch N ===` before a counter that restarts each epoch: one recurring line is not a
    # program starting again, so nothing is said about launches.
    lines: list[str] = ["loading data..."]
    for epoch in range(1, 8):
        lines.append(f"=== Epoch {epoch}/7 ===")
        for step in range(1, 5):
            lines.append(f"step {step} loss={3.0 - epoch * 0.3 - step * 0.01:.4f}")
    log = tmp_path / "train.log"
    log.write_text("\n".join(lines) + "\n")
    document = as_dict(api.analyze([log]))["runs"]
    assert not any("start-up lines" in note for run in document for note in run["identity"]["evidence"])


def _seeded(seed_lines: list[str], starts: list[int], stop: int = 120) -> str:
    lines: list[str] = []
    for number, (banner, start) in enumerate(zip(seed_lines, starts)):
        lines.append(banner)
        for step in range(start, stop if number else 60, 2):
            lines.append(f"step {step} loss {3.0 * 0.99 ** step + 0.01 * number + 0.003 * (step % 7):.4f} lr 0.001")
    return "\n".join(lines) + "\n"


def test_a_banner_naming_another_seed_opens_a_run_though_its_steps_do_not_restart_at_zero(tmp_path: Path) -> None:
    # The second run logs its first point at step 10 (not the log's first step, 0): without the
    # banner it reads as a resume of the first run that rolled back from step 58 to step 10.
    log = tmp_path / "sweep.log"
    log.write_text(_seeded(["python train.py --seed 1", "python train.py --seed 2"], [0, 10]))
    report = api.analyze([log])
    runs = report.runs
    assert len(runs) == 2 and all(not r.run.rollbacks for r in runs)
    assert [int(r.run.series["loss"].steps[0]) for r in runs] == [0, 10]
    assert any("seed 2 (before: 1)" in note for note in as_dict(report)["runs"][1]["identity"]["evidence"])


def test_a_resume_under_the_same_seed_stays_a_rollback(tmp_path: Path) -> None:
    log = tmp_path / "train.log"
    log.write_text(_seeded(["Starting training, seed=1", "Starting training, seed=1"], [0, 40]))
    [run] = api.analyze([log]).runs
    assert len(run.run.fragments) == 2 and len(run.run.rollbacks) == 1


def test_an_epoch_banner_of_several_lines_is_an_epoch_boundary_not_a_relaunch(tmp_path: Path) -> None:
    # `Epoch 2/7`, a rule and `Training...` before a counter that restarts each epoch: the
    # banner names a later epoch, so the log is not announcing relaunches; the counter goes on
    # across the epoch headers (`ingest/epoch_counter.py`): one run, no doubt.
    lines = ["Loading data"]
    value = 3.0
    for epoch in range(1, 8):
        lines += [f"Epoch {epoch}/7", "-" * 20, "Training..."]
        for step in range(0, 50, 10):
            value *= 0.98
            lines.append(f"step {step} loss {value:.4f}")
        lines.append(f"Validation accuracy: 0.{epoch}")
    log = tmp_path / "train.log"
    log.write_text("\n".join(lines) + "\n")
    document = as_dict(api.analyze([log]))["runs"]
    assert len(document) == 1 and document[0]["reading"]["doubt"] is None
    assert not any("start-up lines" in note for run in document for note in run["identity"]["evidence"])
    [run] = api.load([log]).runs
    steps = run.series["loss"].steps
    assert len(steps) == 35 and bool((steps[1:] > steps[:-1]).all())


def _relaunched(values_of: list[list[float]]) -> str:
    lines: list[str] = []
    for number, values in enumerate(values_of):
        lines += _startup(3 + number)
        lines += [f"step {step * 10} loss {value:.5f} lr 0.001" for step, value in enumerate(values)]
        lines.append("RuntimeError: CUDA error: an illegal memory access was encountered")
    return "\n".join(lines) + "\n"


def test_a_relaunch_with_values_of_its_own_is_a_run_of_its_own(tmp_path: Path) -> None:
    first = [3.0 * 0.99 ** step + 0.01 * (step % 3) for step in range(12)]
    second = [2.5 * 0.98 ** step + 0.02 * (step % 5) for step in range(40)]
    log = tmp_path / "train.log"
    log.write_text(_relaunched([first, second]))
    runs = api.analyze([log]).runs
    assert [len(r.run.series["loss"]) for r in runs] == [12, 40]


def test_a_relaunch_that_replays_the_same_values_is_a_rollback(tmp_path: Path) -> None:
    # Issue 25: a relaunch with no resume evidence that prints the same values again is the same
    # run started over (a deterministic job relaunched after a crash): the first attempt is dead
    # evidence, as for TensorBoard launches, not a run of its own.
    values = [3.0 * 0.99 ** step + 0.01 * (step % 3) for step in range(40)]
    log = tmp_path / "train.log"
    log.write_text(_relaunched([values[:12], values]))
    report = api.analyze([log])
    [only] = report.runs
    run = only.run
    assert len(run.fragments) == 2 and [(r.step, r.abandoned_to_step) for r in run.rollbacks] == [(0, 110)]
    assert len(run.series["loss"]) == 40 and len(run.dead["loss"]) == 12
    evidence = as_dict(report)["runs"][0]["identity"]["evidence"]
    assert any("replays the values of an earlier launch" in note for note in evidence)
    assert any("replays 12 step(s) of loss: exact" in note for note in evidence)


def test_a_relaunch_that_replays_and_stops_earlier_is_a_rollback_as_in_tensorboard(tmp_path: Path) -> None:
    # Its points repeat the run's, digit for digit, and it stops sooner. One rule in every reader
    # (issue 31): the newer launch is the live timeline, the older points are kept as dead
    # evidence; the same launches as TensorBoard event files read the same way.
    values = [3.0 * 0.99 ** step + 0.01 * (step % 3) for step in range(40)]
    log = tmp_path / "console" / "train.log"
    log.parent.mkdir()
    log.write_text(_relaunched([values, values[:12]]))
    [only] = api.analyze([log]).runs
    assert (len(only.run.series["loss"]), len(only.run.dead["loss"])) == (12, 40)
    assert [r.step for r in only.run.rollbacks] == [0]
    events = tmp_path / "events"
    for curve, wall in ((values, 1_000.0), (values[:12], 9_000.0)):
        write_tb(events, list(enumerate(curve)), wall0=wall)
    [board] = api.analyze([events]).runs
    assert (len(board.run.series["loss"]), len(board.run.dead["loss"])) == (12, 40)
    assert [r.step for r in board.run.rollbacks] == [0]


def test_a_relaunch_needs_more_than_a_shared_first_value_to_replay(tmp_path: Path) -> None:
    # Two seeds may print the same untrained loss at step 0 (and a launch that died after one
    # line says nothing more): two equal values are not a replay.
    first = [3.0, 2.9, 2.8, 2.75]
    second = [3.0, 2.9, 2.6, 2.5, 2.45, 2.4]
    log = tmp_path / "train.log"
    log.write_text(_relaunched([first, second]))
    runs = api.analyze([log]).runs
    assert [len(r.run.series["loss"]) for r in runs] == [4, 6]


def test_a_banner_naming_another_seed_wins_over_the_same_values(tmp_path: Path) -> None:
    # The banner is identity evidence: seed 2 is another run even when (a data order that does
    # not depend on the seed, a seed the script ignores) it prints the first run's values.
    lines: list[str] = []
    for seed in (1, 2):
        lines.append(f"python train.py --seed {seed}")
        lines += [f"step {step} loss {3.0 * 0.99 ** step + 0.003 * (step % 7):.4f} lr 0.001" for step in range(0, 60, 2)]
    log = tmp_path / "sweep.log"
    log.write_text("\n".join(lines) + "\n")
    runs = api.analyze([log]).runs
    assert len(runs) == 2 and all(not r.run.rollbacks for r in runs)


def test_short_launches_that_only_share_the_sweeps_common_start_are_runs_of_their_own(tmp_path: Path) -> None:
    # Trials of a sweep appended to one python-logging file, no banner between them: every trial
    # starts from one seed, so the first (warm-up) epochs agree to the last printed digits in
    # all of them, and the swept setting shows only afterwards. A trial stopped during the
    # warm-up agrees with the trial before it on every common epoch, but so do trials that
    # plainly draw curves of their own: agreeing there proves no rerun (c9 hyper_cdr).
    warm = 9
    sizes = [40, 25, 9, 16, 9, 9, 30]

    def loss(epoch: int, trial: int) -> float:
        wobble = 1 + 2e-5 * ((epoch * 7 + trial * 3) % 5 - 2)  # a GPU's last digits
        if epoch < warm:
            return 300.0 * 0.88 ** epoch * wobble
        return (100.0 + 30 * trial) * 0.93 ** (epoch - warm) + 5.0 * trial

    lines: list[str] = []
    for trial, size in enumerate(sizes):
        for epoch in range(size):
            lines.append(f"INFO:__main__:Epoch: {epoch:04d} avg_loss_tgt: {loss(epoch, trial):.3f} time: 9.2s")
    log = tmp_path / "training.log"
    log.write_text("\n".join(lines) + "\n")
    runs = api.analyze([log]).runs
    assert [len(r.run.series["avg_loss_tgt"]) for r in runs] == sizes
    assert all(not r.run.rollbacks for r in runs)
