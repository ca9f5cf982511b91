"""A short session's loss that climbs from its first episode is no unrecovered spike; one that
jumps for good after a level still is (issue 32). Logs printed as a DQN training script prints them."""

from __future__ import annotations

from pathlib import Path

import pytest

from lossdoctor.api import analyze
from lossdoctor.model import Finding


def _session(folder: Path, losses: list[float]) -> Path:
    """One session of a multi-agent DQN script's train_log.txt: a banner, then one line per episode."""
    lines = ["", "=" * 60, "Training Session Started: 2026-02-03 15:45:14", "=" * 60, ""]
    n = len(losses)
    for i, loss in enumerate(losses, start=1):
        lines.append(f"Episode {i}/{n} | Deliveries: {400 + 37 * i % 350} | Collisions: {int(i == 1)} | "
                     f"Loss: {loss:.4f} | ε: 0.000")
    path = folder / "train_log.txt"
    path.write_text("\n".join(lines + ["", "=" * 60]) + "\n")
    return path


def _spikes(path: Path) -> list[Finding]:
    return [f for r in analyze([path]).runs for f in r.findings if f.kind == "spike"]


def test_a_loss_climbing_from_its_first_episode_is_no_spike(tmp_path: Path) -> None:
    losses = [0.6615, 16.1182, 26.9001, 28.298, 41.2228, 34.0317, 31.2138, 23.8302, 23.8487, 20.8691]
    assert _spikes(_session(tmp_path, losses)) == []


@pytest.mark.parametrize("first", [2.1, 2.0])
def test_a_jump_for_good_after_a_level_is_still_an_unrecovered_spike(tmp_path: Path, first: float) -> None:
    losses = [first, 2.05, 1.98, 2.02, 2.0, 1.97, 8.4, 8.9, 8.6, 8.8]
    [found] = _spikes(_session(tmp_path, losses))
    assert found.start_step == 7 and found.fields["recovery"] == "none" and found.severity.label == "error"


def test_three_points_of_a_104b_attempt_keep_their_spike(tmp_path: Path) -> None:
    """One point of level is enough when it did not climb: 6.445 -> 11.42 -> 7.155."""
    [found] = _spikes(_session(tmp_path, [6.445, 11.42, 7.155]))
    assert found.start_step == 2 and found.fields["recovery"] == "none"
