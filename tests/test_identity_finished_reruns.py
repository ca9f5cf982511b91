"""A rerun of a job that had finished is no rollback of it (blind batch c19, `c19-torchrl-hppo-...`).

A notebook's cells append to one loguru `train.log`: each session prints 'Logger initialized', its
train config (`HPPOConfig(..., max_iterations=200, ...)`) and 'Config ready | seed=42 ...', then
one `_log_metrics` line per iteration. A cell run again with the same seed and settings is that
job run again (`identity.settings`): its earlier attempt, cut short, is a rollback. But an attempt
that logged every iteration its config set ran to its end: the job run again after it is a run of
its own, and the finished curve stays live (not 200 points buried under one).
"""

from __future__ import annotations

import math
from pathlib import Path

from lossdoctor import api
from lossdoctor.identity.settings import stated_settings


def _loguru(minute: int, second: int, text: str, where: str = "__main__:<module>:32") -> str:
    return f"2025-11-22 {21 + minute // 60:02d}:{minute % 60:02d}:{second:02d}.544 | INFO     | {where} - {text}"


def _session(minute: int, critics: list[float], total: int = 200) -> list[str]:
    """One notebook session: the logger, its configs, then one line per iteration."""
    lines = [_loguru(minute, 0, "Logger initialized (level=INFO, file=logs/train.log)", "__main__:<module>:29"),
             _loguru(minute, 0, f"train_config HPPOConfig(frames_per_batch=4096, mini_batch_size=128, rollout_epochs=4, "
                                f"max_iterations={total}, gamma=0.99, gae_lambda=0.95, clip_epsilon=0.2)",
                     "__main__:<module>:68"),
             _loguru(minute, 1, "Config ready | seed=42 frames_per_batch=4096 horizon=256 num_envs=8 backend=parallel",
                     "__main__:<module>:75"),
             _loguru(minute, 3, "TorchRL env constructed (observation=torch.Size([8, 141]),  num_envs=8)"),
             _loguru(minute, 3, "Starting notebook PPO run")]
    for index, critic in enumerate(critics):
        lines.append(_loguru(minute + 1 + index // 60, index % 60,
                             f"iter={index:04d} reward=-259532.8750 ESS=0.8528 clip_fraction=0.1250 "
                             f"entropy=1.3214 loss_critic={critic:.4f} loss_entropy=-0.0132 loss_objective=0.0011",
                             "__main__:_log_metrics:30"))
    return lines


def _critics(count: int) -> list[float]:
    return [431390.75 * (1 + 0.01 * i) + 500 * math.sin(i) for i in range(count)]


def test_the_iterations_a_config_sets() -> None:
    said = stated_settings(["train_config HPPOConfig(frames_per_batch=4096, max_iterations=200, gamma=0.99)",
                            "Config ready | seed=42"], 1)
    assert said.total == 200 and said.seed == "42"
    assert said.finished(199) and said.finished(200) and not said.finished(46) and not said.finished(1999)
    assert stated_settings(["epochs=200, lr=0.1"], 1).total is None


def test_a_job_run_again_after_it_finished_is_a_run_of_its_own(tmp_path: Path) -> None:
    log = tmp_path / "train.log"
    log.write_text("\n".join(_session(0, _critics(200)) + _session(200, _critics(1))) + "\n", encoding="utf-8")
    finished, again = api.load([log]).runs
    assert len(finished.series["loss_critic"]) == 200 and not finished.rollbacks
    assert again.series["loss_critic"].steps.tolist() == [0]


def test_a_job_cut_short_and_run_again_stays_a_rollback(tmp_path: Path) -> None:
    # The same sessions, but the first stopped at iteration 46 of 200: the rerun replaces it.
    log = tmp_path / "train.log"
    log.write_text("\n".join(_session(0, _critics(47)) + _session(200, _critics(60))) + "\n", encoding="utf-8")
    [run] = api.load([log]).runs
    assert len(run.rollbacks) == 1 and len(run.series["loss_critic"]) == 60


def test_a_stated_rerun_whose_first_loss_is_not_the_attempts_is_in_doubt(tmp_path: Path) -> None:
    # The seed and settings say the job was run again; its first loss, to eight digits, says
    # another start (3589.9534 against 3589.5933): joined as stated, the reading carries a doubt.
    log = tmp_path / "train.log"
    log.write_text("\n".join(_session(0, [3589.5933]) + _session(5, [3589.9534 + 400 * math.sin(i) for i in range(40)]))
                   + "\n", encoding="utf-8")
    [run] = api.load([log]).runs
    assert len(run.rollbacks) == 1
    assert "parts from that launch's at step 0" in run.meta["audit_doubt"]


def test_a_stated_rerun_printed_to_few_digits_is_not_in_doubt(tmp_path: Path) -> None:
    # Five digits (`3590.0000` is 3590.0, `3589.6000` is 3589.6) cannot tell a replay from another
    # start (a rerun on other kernels parts there): no doubt.
    log = tmp_path / "train.log"
    log.write_text("\n".join(_session(0, [3589.6]) + _session(5, [3590.0 + 400 * math.sin(i) for i in range(40)]))
                   + "\n", encoding="utf-8")
    [run] = api.load([log]).runs
    assert len(run.rollbacks) == 1 and "audit_doubt" not in run.meta
