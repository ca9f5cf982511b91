"""A relaunch whose start-up states the seed and config of the launch before it is that job run
again (a rollback), unless its numbers contradict the statement."""

from __future__ import annotations

from pathlib import Path

import pytest

from lossdoctor import api
from lossdoctor.identity.decision import Rank, recorded
from lossdoctor.identity.settings import stated_settings

_HEAD = "2026-02-13 15:{m:02d}:00,174 - __main__ - INFO - "
_TRAIN = "2026-02-13 15:{m:02d}:19,694 - pkg.training.trainer - INFO - "


def _launch(minute: int, seed: int, config: str, losses: list[float], lr: float = 1e-4, crash: bool = False) -> list[str]:
    """One launch of a script that logs with python logging, as such scripts print it."""
    lines = [_HEAD.format(m=minute) + f"Loading configuration from {config}",
             _HEAD.format(m=minute) + f"Random seed set to {seed}",
             _HEAD.format(m=minute) + "Using device: cuda",
             _HEAD.format(m=minute) + "Creating datasets...",
             _HEAD.format(m=minute) + "Starting training..."]
    for index, loss in enumerate(losses, start=1):
        lines.append(_TRAIN.format(m=minute) + f"Step {index * 100}: loss={loss:.4f}, lr={lr:.2e}")
    if crash:
        lines.append(_HEAD.format(m=minute) + "ERROR - Training failed with error: CUDA out of memory")
    return lines


_CURVE = [0.0210, 0.0088, 0.0060, 0.0050, 0.0040, 0.0037, 0.0033, 0.0031, 0.0030, 0.0028, 0.0027, 0.0026]


def _load(tmp_path: Path, *launches: list[str]) -> list:
    path = tmp_path / "training.log"
    path.write_text("\n".join(line for launch in launches for line in launch) + "\n", encoding="utf-8")
    return api.load([path]).runs


def test_a_relaunch_stating_the_same_seed_and_config_is_a_rollback(tmp_path: Path) -> None:
    # The rerun's values are a few percent off (other kernels): no replay, the statement decides.
    rerun = [v * (1.05 if i % 2 else 0.96) for i, v in enumerate(_CURVE)]
    runs = _load(tmp_path, _launch(1, 42, "configs/default.yaml", _CURVE[:4]),
                 _launch(5, 42, "configs/default.yaml", rerun))
    assert len(runs) == 1
    run = runs[0]
    assert run.rollbacks and len(run.fragments) == 2
    assert len(run.series[run.primary].steps) == len(_CURVE)
    rollback = [d for d in recorded(run.meta) if d.kind == "rollback"]
    assert rollback and rollback[0].rank is Rank.STATED and "same job run again" in rollback[0].evidence


@pytest.mark.parametrize("second", [
    _launch(5, 7, "configs/default.yaml", [v * 1.05 for v in _CURVE]),       # another seed: a trial
    _launch(5, 42, "configs/large.yaml", [v * 1.05 for v in _CURVE]),        # another config
    _launch(5, 42, "configs/default.yaml", [v * 2.0 for v in _CURVE]),       # numbers contradict it
    _launch(5, 42, "configs/default.yaml", [v * 1.05 for v in _CURVE], lr=3e-4),  # another learning rate
])
def test_other_settings_or_other_numbers_stay_a_run_of_their_own(tmp_path: Path, second: list[str]) -> None:
    runs = _load(tmp_path, _launch(1, 42, "configs/default.yaml", _CURVE[:4]), second)
    assert len(runs) == 2


@pytest.mark.parametrize("line, seed", [
    ("2026-02-13 15:07:00,177 - __main__ - INFO - Random seed set to 42", "42"),
    ("[rank: 0] Global seed set to 23", "23"),
    ("Seed set to 1234", "1234"),
    ("2023-02-05 19:35:26,980 - mmcls - INFO - Set random seed to 1441747327, deterministic: False", "1441747327"),
    ("args: Namespace(lr=0.1, seed=3)", "3"),
    ("torchrun train.py --seed 5 --lr 3e-4", "5"),
    ("seed: 0", "0"),
    ("no seed here, 42 steps", None),
])
def test_the_seed_a_start_up_states(line: str, seed: str | None) -> None:
    assert stated_settings([line], 1).seed == seed


def test_a_rerun_with_other_settings_printed_is_a_run_of_its_own(tmp_path: Path) -> None:
    # A notebook cell run again with another `max_iterations`: the settings dump differs.
    def launch(minute: int, iterations: int, losses: list[float]) -> list[str]:
        head = f"2025-11-22 21:{minute:02d}:36.282 | INFO     | __main__:<module>:68 - "
        lines = [head + "Loaded configuration from conf/default.yaml",
                 head + f"train_config HPPOConfig(frames_per_batch=4096, max_iterations={iterations}, gamma=0.99)",
                 head + "Config ready | seed=42 frames_per_batch=4096 horizon=256",
                 head + "Starting notebook PPO run"]
        return lines + [head + f"iter={i:04d} loss_critic={v:.4f} lr=3.00e-04" for i, v in enumerate(losses)]

    same = _load(tmp_path, launch(11, 200, _CURVE[:3]), launch(14, 200, [v * 1.04 for v in _CURVE]))
    assert len(same) == 1
    other = _load(tmp_path, launch(11, 200, _CURVE[:3]), launch(14, 500, [v * 1.04 for v in _CURVE]))
    assert len(other) == 2


def test_a_launch_that_died_before_training_does_not_hide_the_rerun(tmp_path: Path) -> None:
    # The log opens with a launch that printed other settings and crashed before its first step:
    # its settings dump sits in the same stretch as the first real launch's.
    def start(minute: int, iterations: int) -> list[str]:
        head = f"2025-11-22 21:{minute:02d}:36.282 | INFO     | __main__:<module>:68 - "
        return [head + "Loaded configuration from conf/default.yaml",
                head + f"train_config HPPOConfig(frames_per_batch=4096, max_iterations={iterations}, gamma=0.99)",
                head + "Config ready | seed=42 frames_per_batch=4096 horizon=256",
                head + "Starting notebook PPO run"]

    def steps(minute: int, losses: list[float]) -> list[str]:
        head = f"2025-11-22 21:{minute:02d}:40.000 | INFO     | __main__:_log_metrics:20 - "
        return [head + f"iter={i:04d} loss_critic={v:.4f} lr=3.00e-04" for i, v in enumerate(losses)]

    crashed = start(5, 100) + ["Traceback (most recent call last):", "RuntimeError: CUDA error: out of memory"]
    runs = _load(tmp_path, crashed + start(11, 200) + steps(11, _CURVE[:3]),
                 start(14, 200) + steps(14, [v * 1.04 for v in _CURVE]))
    assert len(runs) == 1 and len(runs[0].fragments) == 2
