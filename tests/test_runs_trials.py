"""One log, several runs: a sweep's trials appended to one file, re-printed summaries, reruns."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np

from lossdoctor.api import load
from lossdoctor.cli import main
from lossdoctor.identity.trials import is_duplicate, split
from lossdoctor.identity.decision import recorded
from stitch_helpers import frag, raw


def _curve(seed: int, steps: np.ndarray) -> np.ndarray:
    """A loss curve with its own noise: what another seed of the same job logs."""
    rng = np.random.default_rng(seed)
    return 2.0 + 8.0 * np.exp(-steps / 300) + rng.normal(0, 0.05, len(steps))


def _modded_lines(seed: int, total: int = 1000, every: int = 50) -> list[str]:
    """modded-nanogpt's train lines (`step:N/T train_loss:X train_time:Tms step_avg:Ams`)."""
    steps = np.arange(every, total + 1, every)
    return [f"step:{s}/{total} train_loss:{v:.4f} train_time:{s * 41}ms step_avg:41.00ms"
            for s, v in zip(steps.tolist(), _curve(seed, steps).tolist())]


def test_a_seed_sweep_in_one_console_log_is_one_run_per_trial(tmp_path: Path) -> None:
    lines: list[str] = []
    for seed in (1, 2, 3):
        lines += ["=" * 60, f"running trial seed={seed}", "=" * 60]
        lines += _modded_lines(seed)
    log = tmp_path / "sweep.log"
    log.write_text("\n".join(lines) + "\n")
    runs = load([log]).runs
    assert len(runs) == 3
    for run in runs:
        loss = run.series["train_loss"]
        assert (loss.steps[0], loss.steps[-1], len(loss)) == (50, 1000, 20)
        assert run.rollbacks == () and run.dead_points == 0
    assert len({float(run.series["train_loss"].values[0]) for run in runs}) == 3
    # The banner names each trial: the log states the new runs (issue 31), before any curve is compared.
    assert any("for a new trial" in w for w in runs[1].warnings)
    assert [(d.kind, d.rank.label) for d in recorded(runs[1].meta)] == [("new run", "stated")]


def test_a_final_summary_that_reprints_the_last_lines_is_a_duplicate(tmp_path: Path) -> None:
    lines = _modded_lines(7)
    log = tmp_path / "train.log"
    log.write_text("\n".join(lines + ["", "final summary:"] + lines[-3:]) + "\n")
    [run] = load([log]).runs
    assert run.rollbacks == () and run.dead_points == 0
    assert len(run.series["train_loss"]) == 20
    assert any("duplicates, not a rollback" in w for w in run.warnings)


def test_a_rerun_that_replays_the_same_curve_is_a_rollback_of_one_run(tmp_path: Path) -> None:
    steps = np.arange(50, 1001, 50)
    values = _curve(0, steps)
    rows = [{"step": int(s), "loss": float(v)} for s, v in zip(steps[:12], values[:12])]
    rows[-1]["loss"] = 40.0  # the crash that made someone relaunch
    rows += [{"step": int(s), "loss": float(v) * (1 + 1e-5)} for s, v in zip(steps, values)]
    path = tmp_path / "metrics.jsonl"
    path.write_text("".join(json.dumps(row) + "\n" for row in rows))
    [run] = load([path]).runs
    assert [(r.step, r.abandoned_to_step) for r in run.rollbacks] == [(50, 600)]
    assert run.dead["loss"].values.max() == 40.0


def test_trials_appended_to_one_jsonl_are_separate_runs(tmp_path: Path) -> None:
    steps = np.arange(50, 1001, 50)
    path = tmp_path / "scalars.json"
    with path.open("w") as handle:
        for seed in (11, 12):
            for s, v in zip(steps.tolist(), _curve(seed, steps).tolist()):
                handle.write(json.dumps({"step": s, "loss": v, "lr": 1e-3}) + "\n")
    runs = load([path]).runs
    assert [run.name for run in runs] == ["scalars.json", "scalars.json#trial2"]
    assert all(run.rollbacks == () and len(run.series["loss"]) == 20 for run in runs)
    assert main(["analyze", str(path), "--format", "json"]) == 0


def test_a_restart_part_way_is_a_rollback_not_a_trial() -> None:
    first = frag("a.log", range(50, 501, 50), order=0)
    resumed = frag("a.log", range(300, 1001, 50), order=1)
    [one] = split(raw(first, resumed))
    assert len(one.fragments) == 2


def test_duplicate_needs_every_point_repeated() -> None:
    base = frag("a.log", range(0, 100, 10), [float(i) for i in range(10)], order=0)
    same = frag("a.log", [70, 80, 90], [7.0, 8.0, 9.0], order=1)
    other = frag("a.log", [70, 80, 90], [7.0, 8.0, 9.5], order=1)
    assert is_duplicate(same, [base]) and not is_duplicate(other, [base])


def test_eval_rows_at_a_train_step_are_merged_not_double_writes(tmp_path: Path) -> None:
    """{"step": 100, "val_loss": ...} after the train row of step 100, repeating its epoch and lr."""
    lines = []
    for step in range(10, 310, 10):
        lines.append({"step": step, "loss": 3.0 - step / 200, "lr": 1e-3, "epoch": step // 100})
        if step % 100 == 0:
            lines.append({"step": step, "val_loss": 3.1 - step / 200, "lr": 1e-3, "epoch": step // 100})
    path = tmp_path / "metrics.jsonl"
    path.write_text("".join(json.dumps(line) + "\n" for line in lines))
    [run] = load([path]).runs
    assert not any("same step twice" in w for w in run.warnings)
    assert run.dead_points == 0 and run.dead == {}
    assert len(run.series["val_loss"]) == 3 and len(run.series["lr"]) == 30


def test_seeds_with_shared_batch_noise_are_still_separate_runs(tmp_path: Path) -> None:
    """A fixed data order gives every seed the same batch-to-batch noise; each ran to the end."""
    steps = np.arange(50, 1001, 50)
    shared = np.random.default_rng(0).normal(0, 0.2, len(steps))
    lines = []
    for offset in (0.0, 0.03, 0.06):
        values = 2.0 + 8.0 * np.exp(-steps / 300) + shared + offset
        lines += ["=" * 40] + [f"step:{s}/1000 train_loss:{v:.4f} train_time:{s * 41}ms step_avg:41.00ms"
                               for s, v in zip(steps.tolist(), values.tolist())]
    log = tmp_path / "seeds.log"
    log.write_text("\n".join(lines) + "\n")
    runs = load([log]).runs
    assert len(runs) == 3 and all(r.rollbacks == () for r in runs)


def _tb(pid: int, when: int) -> str:
    return f"logs/events.out.tfevents.{when}.host.{pid}.0"


def test_a_launch_that_died_before_its_first_loss_is_a_run_of_its_own() -> None:
    # stable-baselines3 reuses its log folder: launch 2 wrote one rollout point and died
    # before its first update; launch 3 (another process) started again from scratch.
    steps = np.arange(2048, 40961, 2048)
    one = frag(_tb(100, 1), steps, _curve(1, steps), wall0=0.0, name="train/loss")
    aborted = frag(_tb(200, 2), [2048], [31.0], wall0=500.0, name="rollout/ep_rew_mean")
    three = frag(_tb(300, 3), steps, _curve(3, steps), wall0=600.0, name="train/loss")
    runs = split(raw(one, aborted, three))
    assert [[f.source for f in run.fragments] for run in runs] == [[one.source], [aborted.source], [three.source]]
    assert "stopped before its first loss" in " ".join(runs[1].warnings)


def test_a_loss_less_file_of_the_next_launch_still_opens_it() -> None:
    steps = np.arange(2048, 40961, 2048)
    one = frag(_tb(100, 1), steps, _curve(1, steps), wall0=0.0, name="train/loss")
    first_eval = frag(_tb(300, 2), [2048], [31.0], wall0=500.0, name="rollout/ep_rew_mean")
    three = frag(_tb(300, 3), steps, _curve(3, steps), wall0=600.0, name="train/loss")
    runs = split(raw(one, first_eval, three))
    assert [[f.source for f in run.fragments] for run in runs] == [[one.source], [first_eval.source, three.source]]


def test_a_loss_less_file_of_another_process_is_a_launch_of_its_own_not_a_rollback() -> None:
    # detectron2 launches that stopped at iteration 0 (counters at step 0, no loss yet), then a
    # launch whose first point is at iteration 19 (issue 31, dior_1shot#trial3): each stopped
    # launch is a run of its own with nothing to judge, as the SB3 launches that died after
    # their first rollout are; none is folded into the next launch as a rollback at step 0.
    steps = np.arange(19, 200, 20)
    one = frag(_tb(100, 1), steps, _curve(1, steps), wall0=0.0, name="total_loss")
    stub = frag(_tb(200, 2), [0], [5.0], wall0=500.0, name="fg_count")
    stub2 = frag(_tb(250, 4), [0], [6.0], wall0=550.0, name="fg_count")
    three = frag(_tb(300, 3), steps, _curve(3, steps), wall0=600.0, name="total_loss")
    runs = split(raw(one, stub, stub2, three))
    assert [[f.source for f in run.fragments] for run in runs] == [[one.source], [stub.source], [stub2.source],
                                                                   [three.source]]
    assert any("a launch that stopped before its first loss" in w for w in runs[1].warnings)


def test_a_loss_less_file_of_no_named_process_before_a_launch_opens_it() -> None:
    # Without a process in its name (an evaluation written at step 0 by the launch itself).
    steps = np.arange(19, 200, 20)
    one = frag(_tb(100, 1), steps, _curve(1, steps), wall0=0.0, name="total_loss")
    opening = frag("logs/eval-at-start.tfevents", [0], [5.0], wall0=500.0, name="fg_count")
    three = frag(_tb(300, 3), steps, _curve(3, steps), wall0=600.0, name="total_loss")
    runs = split(raw(one, opening, three))
    assert [[f.source for f in run.fragments] for run in runs] == [[one.source], [opening.source, three.source]]


def test_a_launch_stopped_within_the_start_every_launch_shares_is_a_run_of_its_own() -> None:
    # Three launches of a sweep into one TensorBoard folder, one seed: the warm-up steps agree
    # to the last digits in all of them, the swept setting shows afterwards. The third stopped
    # during the warm-up: it agrees with the second on every common step, as the first two do
    # on theirs, so that agreement is no rerun (the console-log launches' rule, `segments`).
    steps = np.arange(0, 40)
    warm = 300.0 * 0.88 ** np.minimum(steps, 9)

    def launch(trial: int) -> np.ndarray:
        wobble = 1 + 2e-5 * np.cos(steps * (trial + 1))
        return np.where(steps < 9, warm * wobble, (100.0 + 30 * trial) * 0.93 ** (steps - 9))

    one = frag(_tb(100, 1), steps, launch(0), wall0=0.0, name="train/loss")
    two = frag(_tb(200, 2), steps[:25], launch(1)[:25], wall0=500.0, name="train/loss")
    short = frag(_tb(300, 3), steps[:9], launch(2)[:9], wall0=900.0, name="train/loss")
    runs = split(raw(one, two, short))
    assert [[f.source for f in run.fragments] for run in runs] == [[one.source], [two.source], [short.source]]
