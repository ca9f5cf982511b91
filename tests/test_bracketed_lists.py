"""Losses printed as lists under one key, one per agent: a curve per place (blind c33, devR47).

A two-agent TD3 prints `EP:1 | TD Error [2354.27, 1952.90] | ALoss [33.80, 22.97] | ep_r -157`
per episode (c33 USV/AUV: refused, "no training logs found"). A person reads each list as one
curve per agent; `ep_r` is the episode's return, beside which an RL loss that grows with the
returns is no fault.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from lossdoctor import api
from lossdoctor.errors import InputError
from lossdoctor.ingest.textlog.generic.bracketed import listed


def _td3_log(episodes: int = 120, seed: int = 3) -> str:
    """The episode lines of a two-agent TD3 script, as its print statement writes them (Python
    lists of the agents' values, numpy arrays for the task's vectors), after a launch that died
    on import."""
    rng = random.Random(seed)
    out = ["nohup: ignoring input", "Traceback (most recent call last):",
           "ModuleNotFoundError: No module named 'torch'", "nohup: ignoring input"]
    ret = -200.0
    for ep in range(episodes):
        td = [0, 0] if ep == 0 else [40 + ep * 0.5 + rng.uniform(0, 10), 20 + rng.uniform(0, 8)]
        actor = [0, 0] if ep == 0 else [min(330.0, 6.0 * ep) + rng.uniform(0, 5), min(300.0, 5.0 * ep)]
        ret = min(-40.0, ret + rng.uniform(0, 4))
        out.append(f"EP:{ep} | TD Error {td} | ALoss {actor} | ep_r {int(ret + rng.uniform(-10, 10))} | "
                   f"L_data 0.64 | N_D 8 | CS [0. 0.] | FX [{rng.randint(0, 99)}.  9.]")
    return "\n".join(out) + "\n"


def test_each_place_of_a_list_is_a_curve(tmp_path: Path) -> None:
    path = tmp_path / "output.log"
    path.write_text(_td3_log())
    [run] = api.load([path]).runs
    for name in ("TD Error_0", "TD Error_1", "ALoss_0", "ALoss_1"):
        assert len(run.series[name]) == 120
    assert run.series["ALoss_0"].values[1] == pytest.approx(6.0, abs=5.0)
    assert any("lists of numbers under one key" in warning for warning in run.warnings)
    assert "CS_0" not in run.series  # a numpy array printed without commas stays as printed


def test_an_rl_loss_growing_with_the_returns_is_no_error(tmp_path: Path) -> None:
    path = tmp_path / "output.log"
    path.write_text(_td3_log())
    [report] = api.analyze([path]).runs
    assert not [f for f in report.findings if f.severity.label == "error"]


def test_lists_of_changing_length_or_a_few_settings_are_no_curves() -> None:
    growing = [f"step {i} | history {list(range(i + 2))} | done" for i in range(10)]
    assert listed(growing) is None
    settings = ["betas [0.9, 0.999]", "epoch 1 loss 0.5", "epoch 2 loss 0.4"]
    assert listed(settings) is None


def test_a_log_of_lists_with_no_loss_is_still_refused(tmp_path: Path) -> None:
    path = tmp_path / "positions.log"
    path.write_text("\n".join(f"t {i} | pos [{i}.5, {i * 2}.25] | vel [1.0, 2.0]" for i in range(20)) + "\n")
    with pytest.raises(InputError):
        api.load([path])
