"""The only spike of a plain training loss's light-tailed short curve is a warning from the
detection threshold on (issue 32): a console log printed as a PyTorch loop prints it (LSTNet's
`Epoch e/E, step s/S, loss = x.xxxx`), with its negative controls."""

from __future__ import annotations

from pathlib import Path

import numpy as np

from lossdoctor.api import analyze
from lossdoctor.model import Finding


def _log(folder: Path, *, reward: bool = False, spikes: tuple[int, ...] = (390,)) -> Path:
    """Two epochs of 542 steps printed every 10 (108 lines), the loss in 30 % light-tailed noise
    around a fast decay to 0.001, x7 at each step of `spikes` in epoch 2; with `reward`, an RL
    loop's reward printed beside it."""
    rng = np.random.default_rng(5)
    lines = ["2021-11-25 00:05:49.052091"]
    for epoch in (1, 2):
        for step in range(10, 542, 10):
            k = (epoch - 1) * 54 + step // 10
            loss = (0.001 + 0.03 * np.exp(-k / 4)) * float(np.exp(0.3 * rng.standard_normal()))
            if epoch == 2 and step in spikes:
                loss *= 7.0
            extra = f", reward = {0.5 * k:.2f}" if reward else ""
            lines.append(f"Epoch {epoch}/2, step {step}/542, loss = {loss:.4f}{extra}")
    lines.append("RMSE 30.9601, MAPE 0.3924")
    path = folder / "train.log"
    path.write_text("\n".join(lines) + "\n")
    return path


def _spikes(path: Path) -> list[Finding]:
    return [f for r in analyze([path]).runs for f in r.findings if f.kind == "spike"]


def test_the_lone_spike_of_a_plain_loss_is_a_warning_below_eight_sigmas(tmp_path: Path) -> None:
    [found] = _spikes(_log(tmp_path))
    assert found.start_step == 932 and found.severity.label == "warning"
    assert 6.0 <= float(found.evidence["z_score"]) < 8.0 and found.evidence["standout_z"] == 6.0
    assert "curve's only spike" in found.message


def test_the_same_spike_of_an_rl_loss_stays_info(tmp_path: Path) -> None:
    [found] = _spikes(_log(tmp_path, reward=True))
    assert found.start_step == 932 and found.severity.label == "info"


def test_two_such_spikes_are_the_curves_scatter(tmp_path: Path) -> None:
    found = _spikes(_log(tmp_path, spikes=(150, 390)))
    assert len(found) == 2 and all(f.severity.label == "info" for f in found)
