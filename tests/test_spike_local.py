"""A bump on a short curve measured against the smooth stretch before it (issue 32): the seeded
families, Keras TensorBoard epoch logs written with tensorboard's writer, and the curves it must
leave alone (a noisy short loss, an RL value loss, a curve without bumps)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from lossdoctor.api import analyze
from lossdoctor.detectors.spikelocal import local_bumps
from lossdoctor.engine import Settings, build_rules
from lossdoctor.model import Finding, Severity
from lossdoctor.scenarios import generate
from lossdoctor.scenarios.evaluate import evaluate
from lossdoctor.scenarios.shortbumps import FAMILIES
from tb_helpers import event, value, write

RULES = build_rules(Settings())
# An 18-epoch Keras loss: a steep first fall, then 0.111 -> 0.19, 0.24, 0.30 -> 0.12 and a one-epoch
# 0.41 between 0.17 and 0.18 (the shape of a real ECG classifier's second launch).
BUMPY = [17.49, 5.902, 0.7773, 0.4782, 0.2722, 0.162, 0.1324, 0.1306, 0.1109, 0.1908, 0.2411, 0.3002,
         0.1213, 0.1722, 0.4117, 0.1765, 0.1586, 0.099]


@pytest.mark.parametrize("name", [fn.__name__ for fn in FAMILIES])
def test_a_short_epoch_family_has_no_false_positive_and_finds_its_bumps(name: str) -> None:
    scores = evaluate((generate(name, seed) for seed in range(8)), RULES)
    tp, fn, fp = (sum(getattr(s, key) for s in scores.values()) for key in ("tp", "fn", "fp"))
    assert fp == 0, [line for s in scores.values() for line in s.false]
    assert fn == 0, [line for s in scores.values() for line in s.misses]


def _keras_fit(run: Path, losses: list[float]) -> Path:
    """What tf.keras.callbacks.TensorBoard writes: epoch_* tags, float32 in tensor_content, in train/."""
    events = [event(epoch, 1.7e9 + 60 * epoch, [value("epoch_loss", "tf2", loss),
                                                 value("epoch_learning_rate", "tf2", 1e-3)])
              for epoch, loss in enumerate(losses)]
    write(run / "train", events, ".v2")
    return run


def _spikes(path: Path) -> list[Finding]:
    report = analyze([path])
    return [f for r in report.runs for f in r.findings if f.kind == "spike" and f.severity >= Severity.WARNING]


def test_bumps_after_a_steep_first_fall_are_spikes_on_a_short_epoch_curve(tmp_path: Path) -> None:
    found = _spikes(_keras_fit(tmp_path / "logs", BUMPY))
    assert [(f.start_step, f.peak_step) for f in found] == [(9, 11), (13, 14)]
    assert all("smooth stretch" in f.message and f.fields["recovery"] == "fast" for f in found)
    assert found[0].fields["magnitude"] == pytest.approx(2.71, abs=0.01)


def test_a_short_epoch_curve_without_bumps_has_no_spike(tmp_path: Path) -> None:
    t = np.arange(18, dtype=float)
    losses = (0.1 * (1 - 0.3 * t / 18) + 17.4 * np.exp(-t / 0.9)) * np.exp(0.03 * np.random.default_rng(4).standard_normal(18))
    assert _spikes(_keras_fit(tmp_path / "logs", losses.tolist())) == []


def test_the_same_bumps_on_an_rl_loss_are_left_to_its_returns(tmp_path: Path) -> None:
    """Stable-Baselines3's TensorBoard output (torch's SummaryWriter, simple values at num_timesteps):
    a short PPO loss jumps with its returns, so no local bump is said of it."""
    events = [event(2048 * (i + 1), 1.7e9 + 60 * i, [value("train/loss", "simple", loss),
                                                     value("rollout/ep_rew_mean", "simple", -200.0 + 20 * i)])
              for i, loss in enumerate(BUMPY)]
    write(tmp_path / "PPO_1", events)
    assert [f for f in _spikes(tmp_path) if "smooth stretch" in f.message] == []


@pytest.mark.parametrize("seed", range(40))
def test_a_noisy_short_curve_has_no_local_bump(seed: int) -> None:
    """Small batches, one point each: 12-25 % scatter is the curve's own; no stretch of it is smooth
    enough that a doubling stands ten times its scatter."""
    rng = np.random.default_rng(seed)
    n = int(rng.integers(12, 50))
    t = np.arange(n, dtype=float)
    clean = 0.2 * (1 - 0.3 * t / n) + float(rng.uniform(1, 10)) * np.exp(-t / float(rng.uniform(0.6, 2.0)))
    values = clean * np.exp(float(rng.uniform(0.12, 0.25)) * rng.standard_normal(n))
    assert local_bumps(np.arange(n, dtype=np.int64), values) == []


def test_a_bump_that_does_not_come_back_is_no_local_bump() -> None:
    values = np.array(BUMPY[:9] + [0.25, 0.26, 0.27, 0.26, 0.27, 0.25, 0.26])
    assert local_bumps(np.arange(len(values), dtype=np.int64), values) == []


def test_the_same_bumps_on_a_cyclegan_player_are_left_to_the_game(tmp_path: Path) -> None:
    """CycleGAN's loss_log.txt (`print_current_losses`): its players are columns D_A, G_A, ... with no
    "loss" in their names; a short curve of theirs moves with the game."""
    rng = np.random.default_rng(2)
    lines = ["================ Training Loss (Sun Mar  1 10:00:00 2020) ================"]
    for epoch, d_a in enumerate(BUMPY, start=1):
        others = " ".join(f"{key}: {float(rng.uniform(0.2, 2.0)):.3f}" for key in
                          ("G_A", "cycle_A", "idt_A", "D_B", "G_B", "cycle_B", "idt_B"))
        lines.append(f"(epoch: {epoch}, iters: {400 * epoch}, time: 0.215, data: 0.002) D_A: {d_a:.3f} {others} ")
    path = tmp_path / "checkpoints" / "horse2zebra" / "loss_log.txt"
    path.parent.mkdir(parents=True)
    path.write_text("\n".join(lines) + "\n")
    report = analyze([path])
    assert [run.run.primary for run in report.runs] == ["D_A"]
    assert [f for f in _spikes(path) if "smooth stretch" in f.message] == []
