"""Doubt D8 (issue 31): an aborted start read as a run of its own beside the launch that starts
the same and goes on (c14 SLM pre-training metrics.jsonl).

The writer is the pre-training script's rank 0, which appends `json.dumps({"step", "loss", "lr",
"tokens", "usd"})` to metrics.jsonl every 20 steps; `usd` is the current launch's spend. A launch
killed after its first logging steps, then the job started again from scratch with another
initialisation: its loss at step 20 is within 0.1 % of the aborted one, not the same to six digits.
"""

from __future__ import annotations

import json
import math
from pathlib import Path

from lossdoctor import api
from lossdoctor.identity.aborted import aborted_start_apart
from lossdoctor.reading import doubt
from test_identity_doubts import facts


def _loss(step: int, shift: float) -> float:
    return 2.2 + 6.4 * math.exp(-step / 400) + 0.02 * math.sin(step / 20) + shift


def _launch(first: int, last: int, shift: float) -> list[str]:
    """One launch's lines as the script appends them (a step every 20, its own spend)."""
    return [json.dumps({"step": step, "loss": _loss(step, shift), "lr": 6e-4 * min(1.0, step / 2000),
                        "tokens": step * 524288, "usd": round(0.0755 + 0.0296 * (step - first) / 20, 4)})
            for step in range(first, last + 1, 20)]


def _read(tmp_path: Path, lines: list[str]) -> list[tuple[str, int, str | None]]:
    path = tmp_path / "metrics.jsonl"
    path.write_text("\n".join(lines) + "\n")
    return [(r.run.name, len(r.run.series["loss"]), doubt(r.run)) for r in api.analyze([path]).runs]


def test_an_aborted_start_close_to_the_next_launch_is_in_doubt(tmp_path: Path) -> None:
    # Killed after step 40; started again with another initialisation (0.1 % apart at step 20).
    # Before a training of fewer than MIN_TRAINING points it stays a run (`identity.false_starts`
    # rolls it back before a longer one: `test_identity_false_starts`), in doubt.
    runs = _read(tmp_path, _launch(20, 40, 0.0) + _launch(20, 1000, -0.0075))
    assert [(name, points) for name, points, _ in runs] == [("metrics.jsonl", 2), ("metrics.jsonl#trial2", 50)]
    said = runs[0][2]
    assert said is not None and "an aborted start of that run" in said
    assert runs[1][2] is None


def test_a_start_apart_from_the_next_launch_or_one_that_stops_soon_is_no_doubt(tmp_path: Path) -> None:
    # 1 % apart at step 20: another run by its numbers, said without doubt.
    runs = _read(tmp_path, _launch(20, 40, 0.0) + _launch(20, 1000, 0.09))
    assert len(runs) == 2 and all(said is None for _, _, said in runs)
    # The next launch stops soon too: two false starts, no training to be an aborted start of.
    assert aborted_start_apart([facts("a", [20, 40], [8.56, 7.94]), facts("b", range(20, 120, 20),
                                                                          [8.552, 7.945, 7.3, 6.9, 6.6])]) == {}


def test_the_rule_asks_the_same_file_the_same_first_step_and_every_step_logged() -> None:
    short = facts("a", [20, 40], [8.5604, 7.9457])
    long = facts("b", range(20, 7780, 20), [8.5525, 7.9466] + [3.0] * 386)
    assert set(aborted_start_apart([short, long])) == {0}
    assert aborted_start_apart([long, short]) == {}  # the start comes first
    assert aborted_start_apart([short, facts("b", range(20, 7780, 20), [8.5525, 7.9466] + [3.0] * 386,
                                             source="other.jsonl")]) == {}
    assert aborted_start_apart([short, facts("b", range(40, 7800, 20), [7.9466] + [3.0] * 387)]) == {}
    assert aborted_start_apart([short, facts("b", range(20, 7780, 20), [8.5525, 7.70] + [3.0] * 386)]) == {}


def test_a_sweep_s_later_run_that_starts_close_is_no_restart() -> None:
    # Runs of other settings between them (a sweep of 1, 2, ... 10 epochs per model, each under
    # its own name): the 10-epoch run starts close to the 1-epoch run of its model, no restart.
    one = facts("L2_e1", [1], [3.6678])
    other = facts("L4_e1", [1], [3.4573])
    ten = facts("L2_e10", range(1, 11), [3.6661 - 0.05 * e for e in range(10)])
    assert aborted_start_apart([one, other, ten]) == {}
    assert set(aborted_start_apart([one, ten])) == {0}
