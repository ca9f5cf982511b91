"""LD203 on an RL agent that learns nothing (`detectors.rl_stall`)."""

from __future__ import annotations

import pytest

from detector_helpers import findings
from lossdoctor.detectors.plateau import Plateau
from lossdoctor.scenarios.rlstall import learning_agent, random_agent
from lossdoctor.stitch import stitch

RULE = Plateau()


@pytest.mark.parametrize("seed", range(8))
def test_reward_at_random_level_with_a_flat_loss_is_a_plateau(seed: int) -> None:
    scenario = random_agent(seed)
    [truth] = scenario.truths
    run = stitch(scenario.raw_run())
    found = [f for f in findings(RULE, run) if f.series == "reward"]
    assert len(found) == 1 and abs(found[0].start_step - truth.start_step) <= truth.tolerance
    assert "the agent learns nothing" in found[0].message


@pytest.mark.parametrize("seed", range(8))
def test_reward_climbing_under_a_flat_loss_is_quiet(seed: int) -> None:
    assert [f for f in findings(RULE, stitch(learning_agent(seed).raw_run())) if f.series == "reward"] == []
