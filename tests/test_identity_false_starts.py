"""False starts (issue 31): short launches a log opens with, which the launch after them starts
over with nothing printed between, are rollbacks of that run, not runs of their own (c14 SLM
pre-training metrics.jsonl, c29 build-nanogpt Dolly fine-tune log.txt).

The writers: c14's rank 0 appends `json.dumps({"step", "loss", ...})` every 20 steps; c29's
fine-tune script appends `f"step {step} train_loss {loss:.6f}"` lines to log.txt, the file opened
for append at each launch, nothing else printed to it.
"""

from __future__ import annotations

import json
import math
import random
from pathlib import Path

from lossdoctor import api
from lossdoctor.identity.decision import recorded
from lossdoctor.identity.false_starts import Launch, false_starts


def _loss(step: int, rng: random.Random) -> float:
    return 2.2 + 0.6 * math.exp(-step / 200) + rng.gauss(0.0, 0.3)


def _finetune(pieces: list[tuple[int, int]], seed: int = 0) -> str:
    """c29's log.txt: each piece a launch (its steps, a single batch's loss each)."""
    rng = random.Random(seed)
    return "".join(f"step {step} train_loss {_loss(step, rng):.6f}\n" for first, last in pieces
                   for step in range(first, last + 1))


def _runs(tmp_path: Path, name: str, text: str) -> list[tuple[str, int]]:
    path = tmp_path / name
    path.write_text(text)
    return [(r.run.name, len(r.run.series[r.run.primary or ""])) for r in api.analyze([path]).runs]


def test_test_launches_a_log_opens_with_are_rolled_back_into_the_training(tmp_path: Path) -> None:
    # Four test launches (4-13, 4, 0, 0-4), then the training 0..217 and a resume from 201.
    text = _finetune([(4, 13), (4, 4), (0, 0), (0, 4), (0, 217), (201, 300)])
    path = tmp_path / "log.txt"
    path.write_text(text)
    [result] = api.analyze([path]).runs
    assert len(result.run.series["train_loss"]) == 301
    [told] = [d for d in recorded(result.run.meta) if "false starts of that run" in d.evidence]
    assert told.kind == "rollback" and told.step == 0


def test_launches_too_long_or_a_training_too_short_stay_runs(tmp_path: Path) -> None:
    # A first launch of 40 points is no test of a 250-point one: two runs (a sweep).
    assert len(_runs(tmp_path, "a.txt", _finetune([(0, 39), (0, 249)]))) == 2
    # A one-point start beside a training of 50 points: a launch of its own.
    assert len(_runs(tmp_path, "b.txt", _finetune([(0, 0), (0, 49)]))) == 2


def test_a_jsonl_opening_with_aborted_starts_is_one_run(tmp_path: Path) -> None:
    rng = random.Random(1)
    rows = [(20, 20), (20, 40), (20, 3000), (2920, 3100)]
    text = "".join(json.dumps({"step": s, "loss": 2.2 + 6.4 * math.exp(-s / 400) + rng.gauss(0, 0.01)}) + "\n"
                   for first, last in rows for s in range(first, last + 1, 20))
    runs = _runs(tmp_path, "metrics.jsonl", text)
    assert runs == [("metrics.jsonl", 155)]


def test_the_rule_on_launch_sizes() -> None:
    def launch(points: int, first: int, opened: bool = False) -> Launch:
        return Launch(points, first, opened)

    assert false_starts([launch(10, 4), launch(1, 4), launch(1, 0), launch(5, 0), launch(721, 0)]) == 4
    assert false_starts([launch(1, 20), launch(2, 20), launch(395, 20)]) == 2
    # Something printed opens a launch (start-up lines, a banner): a boundary outranks the sizes.
    assert false_starts([launch(1, 0), launch(500, 0, opened=True)]) == 0
    assert false_starts([launch(1, 0), launch(1, 0, opened=True), launch(500, 0)]) == 0
    # The training starts later than the start: no start over.
    assert false_starts([launch(2, 0), launch(500, 20)]) == 0
    # Together too many points to be test launches of it.
    assert false_starts([launch(39, 1), launch(41, 1), launch(50, 1), launch(500, 1)]) == 0
    assert false_starts([launch(1, 1), launch(25, 1)]) == 0
    assert false_starts([launch(500, 0)]) == 0
