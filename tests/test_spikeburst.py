"""LD101 on a GAN player's running median: a round the discriminator won outright is a spike."""

from __future__ import annotations

from pathlib import Path

import pytest

from detector_helpers import findings, run_of
from lossdoctor.api import load
from lossdoctor.detectors.spike import LossSpike
from lossdoctor.model import Run, Severity
from lossdoctor.scenarios.games import GAMES
from lossdoctor.stitch import stitch

RULE = LossSpike()
STARGAN = (Path(__file__).parent / "realworld" / "cases"
           / "c24-stargan-vc-tf1-console-prefix-61-epochs-d-wins-burst-warning-spliced" / "files")


def _run(name: str, seed: int) -> Run:
    return stitch(GAMES[name](seed).raw_run())


@pytest.mark.parametrize("seed", range(6))
def test_a_generator_burst_hidden_in_the_games_scatter_is_a_spike(seed: int) -> None:
    truth = GAMES["gan_discriminator_wins_burst"](seed).truths[0]
    loud = [f for f in findings(RULE, _run("gan_discriminator_wins_burst", seed)) if f.severity >= Severity.WARNING]
    assert [f.series for f in loud] == ["Generator Loss"], [f.message for f in loud]
    [f] = loud
    assert abs(f.start_step - truth.start_step) <= truth.tolerance
    assert f.fields["recovery"] == "slow" and 3.0 <= f.fields["magnitude"] <= 15.0


@pytest.mark.parametrize("seed", range(6))
def test_the_games_scatter_and_lone_jumps_are_no_spike_warning(seed: int) -> None:
    # Negative control: the same players, with lone x2.5-3.5 iterations but no burst.
    loud = [f for f in findings(RULE, _run("gan_noisy_game", seed)) if f.severity >= Severity.WARNING]
    assert loud == []


def test_a_burst_of_a_loss_that_is_no_gan_player_is_left_to_the_per_point_test() -> None:
    # Negative: the same curve named `loss` is judged point by point only (its scatter is its noise).
    series = _run("gan_discriminator_wins_burst", 0).series["Generator Loss"]
    found = findings(RULE, run_of(loss=(series.steps, series.values)))
    assert not any("running median" in f.message for f in found)


def test_stargan_vc_discriminator_wins_at_iteration_2245() -> None:
    # The committed c24 StarGAN-VC console: Generator Loss ~1.1, x3-5.6 for ~100 iterations from 2248.
    [run] = load([STARGAN]).runs
    loud = [f for f in findings(RULE, run) if f.severity >= Severity.WARNING and f.series == "Generator Loss"]
    [f] = loud
    assert 2200 <= f.start_step <= 2260 and f.fields["recovery"] == "slow"
    assert "15-point running median" in f.message and f.evidence["burst_median_points"] == 15
