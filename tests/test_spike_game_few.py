"""LD101 on a handful of GAN loss lines: the game's jumps are not judged without a scatter."""

from __future__ import annotations

from pathlib import Path

import pytest

from detector_helpers import findings, skips
from lossdoctor.detectors.spike import LossSpike
from lossdoctor.model import Severity
from lossdoctor.scenarios.games import GAMES
from lossdoctor.stitch import stitch

RULE = LossSpike()
PIX2PIX = (Path(__file__).parent / "realworld" / "cases"
           / "c35-pix2pix-xray-options-dump-four-loss-lines-killed-in-epoch-2" / "files")


@pytest.mark.parametrize("seed", range(12))
def test_a_few_gan_loss_lines_get_no_spike_but_a_plain_loss_does(seed: int) -> None:
    run = stitch(GAMES["gan_few_lines_game"](seed).raw_run())
    assert not findings(RULE, run)
    assert any("GAN player's loss" in s.reason for s in skips(RULE, run) if s.series == "D_real")
    # Negative control: the same numbers as a plain training loss still spike.
    plain = findings(RULE, stitch(GAMES["plain_few_lines_jump"](seed).raw_run()))
    assert [f.series for f in plain] == ["loss"] and plain[0].severity >= Severity.WARNING


def test_pix2pix_killed_after_four_loss_lines_is_healthy() -> None:
    # c35: four lines of G_GAN/G_L1/D_real/D_fake; D_real 0.10 -> 1.65 is the game's move.
    from lossdoctor.api import analyze

    [report] = analyze(PIX2PIX).runs
    assert not [f for f in report.findings if f.code == "LD101"]


@pytest.mark.parametrize("seed", range(6))
def test_an_rl_critics_few_lines_are_no_game_of_two_players(seed: int) -> None:
    # Negative control (c19 torchrl HPPO): `loss_critic` beside `loss_actor` is named like a WGAN
    # critic, but no generator plays against it: its jump on a few lines is still judged.
    from lossdoctor.scenarios.base import EPOCH, Scenario, Segment
    from lossdoctor.scenarios.games import _few_lines

    steps, series = _few_lines(seed, ("loss_actor", "lr", "loss_critic", "aux"))
    run = stitch(Scenario("rl_few_lines", seed, "", [Segment(steps, series, EPOCH)], []).raw_run())
    assert "loss_critic" in {f.series for f in findings(RULE, run)}
