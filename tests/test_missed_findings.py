"""A loss that steps up for good, a short run stuck after its first fall, and a run flat while its
logged LR is 0 (issue 32): the seeded families, and logs written the way their writers write them."""

from __future__ import annotations

import csv
import json
from pathlib import Path

import numpy as np
import pytest

from lossdoctor.api import analyze
from lossdoctor.engine import Settings, build_rules
from lossdoctor.model import Finding, Severity
from lossdoctor.scenarios import generate
from lossdoctor.scenarios.evaluate import evaluate
from lossdoctor.scenarios.missed import FAMILIES

RULES = build_rules(Settings())


@pytest.mark.parametrize("name", [fn.__name__ for fn in FAMILIES])
def test_a_stuck_family_has_no_false_positive_and_finds_its_events(name: str) -> None:
    scores = evaluate((generate(name, seed) for seed in range(6)), RULES)
    tp, fn, fp = (sum(getattr(s, key) for s in scores.values()) for key in ("tp", "fn", "fp"))
    assert fp == 0, [line for s in scores.values() for line in s.false]
    assert fn == 0, [line for s in scores.values() for line in s.misses]


def _loud(path: Path, kind: str) -> list[Finding]:
    report = analyze([path])
    return [f for r in report.runs for f in r.findings if f.kind == kind and f.severity >= Severity.WARNING]


def _trainer_state(folder: Path, losses: np.ndarray) -> Path:
    """`trainer_state.json` as transformers' Trainer saves it (logging_steps=1, no eval)."""
    n = len(losses)
    history = [{"epoch": round((i + 1) / n, 4), "grad_norm": 0.4 + 0.01 * (i % 7),
                "learning_rate": 2e-4 * (1 - i / n), "loss": round(float(v), 4), "step": i + 1}
               for i, v in enumerate(losses)]
    state = {"best_metric": None, "best_model_checkpoint": None, "epoch": 1.0, "eval_steps": 500,
             "global_step": n, "is_hyper_param_search": False, "is_local_process_zero": True,
             "is_world_process_zero": True, "log_history": history, "logging_steps": 1, "max_steps": n,
             "num_input_tokens_seen": 0, "num_train_epochs": 1, "save_steps": 500, "total_flos": 1.0e16,
             "train_batch_size": 2, "trial_name": None, "trial_params": None}
    path = folder / "checkpoint-600" / "trainer_state.json"
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps(state, indent=2, sort_keys=True) + "\n")
    return folder


def test_a_lora_loss_that_steps_up_and_stays_above_its_start_is_a_divergence(tmp_path: Path) -> None:
    rng = np.random.default_rng(3)
    losses = 1.7 * np.exp(0.12 * rng.standard_normal(600))
    losses[250:] *= 1.22
    found = _loud(_trainer_state(tmp_path, losses), "divergence")
    assert len(found) == 1 and found[0].severity is Severity.ERROR
    assert abs(found[0].start_step - 251) <= 30 and "stepped up" in found[0].message


def test_a_small_lasting_step_in_a_decaying_loss_is_no_divergence(tmp_path: Path) -> None:
    rng = np.random.default_rng(3)
    t = np.arange(600, dtype=float)
    losses = (1.3 + 1.7 * np.exp(-t / 70)) * np.exp(0.12 * rng.standard_normal(600))
    losses[300:] *= 1.15  # a harder stretch of data: up, but far below where the run began
    assert _loud(_trainer_state(tmp_path, losses), "divergence") == []


def _jsonl(folder: Path, lr: float) -> Path:
    """A custom loop's log: `f.write(json.dumps(row) + "\\n")` every 50 steps, the LR printed
    rounded to 4 decimals, a fine-tune continuing the pre-training step counter."""
    rng = np.random.default_rng(8)
    path = folder / "train_log_finetune.jsonl"
    with path.open("w") as f:
        for i in range(35):
            row = {"step": 32950 + 50 * i, "loss": round(4.07 * float(np.exp(0.04 * rng.standard_normal())), 4),
                   "lr": round(lr, 4)}
            f.write(json.dumps(row) + "\n")
    return path


def test_a_fine_tune_flat_while_its_logged_lr_is_zero_is_a_plateau(tmp_path: Path) -> None:
    found = _loud(_jsonl(tmp_path, 1e-7), "plateau")
    assert len(found) == 1 and "never learned" in found[0].message and "learning rate is 0" in found[0].message


def test_a_short_flat_fine_tune_with_a_real_lr_is_no_plateau(tmp_path: Path) -> None:
    # Flat in its noise, but nothing says it was meant to move: a converged run's late steps.
    assert _loud(_jsonl(tmp_path, 1e-3), "plateau") == []


def _csv_logger(folder: Path, losses: list[float]) -> Path:
    """`training.log` as keras.callbacks.CSVLogger writes it (csv.DictWriter, 'epoch' first)."""
    path = folder / "training.log"
    with path.open("w", newline="") as f:
        writer = csv.DictWriter(f, fieldnames=["epoch", "loss"])
        writer.writeheader()
        for epoch, loss in enumerate(losses):
            writer.writerow({"epoch": epoch, "loss": loss})
    return path


def test_a_short_run_stuck_after_its_first_fall_is_a_plateau(tmp_path: Path) -> None:
    losses = [0.907, 0.8235, 0.8161] + [0.8112 - 0.00008 * i for i in range(37)]
    found = _loud(_csv_logger(tmp_path, losses), "plateau")
    assert len(found) == 1 and found[0].start_step <= 4 and "stalled" in found[0].message


def test_a_short_run_that_converges_is_no_plateau(tmp_path: Path) -> None:
    losses = [float(0.9 * (0.25 + 0.75 * (1 + i) ** -0.6)) for i in range(40)]
    assert _loud(_csv_logger(tmp_path, losses), "plateau") == []


def _loguru(folder: Path, critic: np.ndarray, reward: np.ndarray) -> Path:
    """A torchrl PPO loop logging through loguru (its default format), one line per iteration."""
    path = folder / "train.log"
    lines = ["2025-11-22 21:48:04.043 | INFO     | __main__:<module>:32 - Starting notebook PPO run"]
    for i, (c, r) in enumerate(zip(critic, reward)):
        second = 24 + 21 * i
        stamp = f"2025-11-22 {21 + (48 + second // 60) // 60:02d}:{(48 + second // 60) % 60:02d}:{second % 60:02d}.179"
        lines.append(f"{stamp} | INFO     | __main__:_log_metrics:30 - iter={i:04d} reward={r:.4f} "
                     f"entropy={1.4 + 0.01 * (i % 5):.4f} explained_variance=-0.0270 loss_critic={c:.4f} "
                     f"loss_entropy=-0.0132 loss_objective={-0.02 - 0.001 * (i % 3):.4f}")
    path.write_text("\n".join(lines) + "\n")
    return path


def test_an_rl_critic_rising_at_every_iteration_is_a_divergence_though_the_reward_rose(tmp_path: Path) -> None:
    rng = np.random.default_rng(2)
    n = 28
    critic = 8.7e4 * np.exp(np.concatenate([[0.0, 0.0], np.cumsum(rng.uniform(0.25, 0.5, n - 2))]))
    reward = -1.2e5 * np.linspace(1.0, 0.25, n) * np.exp(0.03 * rng.standard_normal(n))
    found = _loud(_loguru(tmp_path, critic, reward), "divergence")
    assert len(found) == 1 and found[0].severity is Severity.ERROR and found[0].start_step <= 3
    assert "in a row" in found[0].message


def test_an_rl_critic_growing_in_its_noise_with_the_returns_is_no_error(tmp_path: Path) -> None:
    rng = np.random.default_rng(2)
    n = 60
    critic = 300.0 * np.exp(np.log(30.0) * np.arange(n) / n + 0.3 * rng.standard_normal(n))
    reward = 30.0 + 20.0 * np.arange(n) / n + rng.standard_normal(n)
    assert _loud(_loguru(tmp_path, critic, reward), "divergence") == []
