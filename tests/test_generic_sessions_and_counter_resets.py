"""Does a counter restart in one text log open a new run or go on with the old one (issue 31)?

Two writers pull in opposite directions. A multi-agent DQN script appends each launch to
`train_log.txt` under a dated `Training Session Started: DATE` banner, its episode counter
starting again at 1: every session is a run of its own (the banner states the launch; nothing
says it resumed, and its loss starts where it likes). pytorch-CycleGAN's `loss_log.txt` gets a
dated `Training Loss` header per launch; resumed with `--continue_train` and the epoch count
left at 1, its epochs restart while its losses go on where the launch before stopped: one
training resumed (a numeric decision), while seeds started from scratch go back to the untrained
level and stay runs of their own. The real files are the corpus cases
`c23-multi-agent-dqn-delivery-train-log-ten-appended-sessions-1-or-10-episodes` and
`c24-ganilla-cyclegan-loss-log-seventeen-launches-epoch-reset-cycle-blowup`; the logs below are
written as those programs print them.
"""

from __future__ import annotations

import math
import random
import time
from pathlib import Path

from lossdoctor import api
from lossdoctor.formats.json_report import as_dict
from lossdoctor.identity.continued import continues
from lossdoctor.ingest.textlog.generic.sessions import dated


# --- the DQN script's sessions ------------------------------------------------------------

def _session(stamp: str, losses: list[float]) -> list[str]:
    bar = "=" * 60
    lines = ["", bar, f"Training Session Started: {stamp}", bar, ""]
    for number, loss in enumerate(losses, start=1):
        deliveries = 600 + 13 * number if loss > 5 else 3 + number
        lines.append(f"Episode {number}/{len(losses)} | Deliveries: {deliveries} | Collisions: 0 | "
                     f"Loss: {loss:.4f} | ε: 0.000")
    lines += ["", bar, "FINAL RESULTS (Online DQN Learning)", bar, f"Total Deliveries: {len(losses) * 300}",
              f"Collision-Free Deliveries: {len(losses) * 300}", "Total Collisions: 0",
              "Avg steps per delivery: 5.00", "Avg ratio (steps/optimal): 1.000",
              "Fraction within 1.025×optimal: 100.0%", "-" * 60, "Success Rate (collision-free): 100.0%",
              "B (Performance Points): 2", "C (Total Cost): 2", "α (Alpha): 1.0000", bar]
    return lines


def _sessions(tmp_path: Path, sizes: list[int]) -> Path:
    rng = random.Random(3)
    lines: list[str] = []
    for number, size in enumerate(sizes):
        lines += _session(f"2026-02-03 15:{36 + number:02d}:{(7 * number) % 60:02d}",
                          [round(rng.uniform(0.4, 42.0), 4) for _ in range(size)])
    log = tmp_path / "train_log.txt"
    log.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return log


def test_dated_session_banners_open_a_run_each_though_one_episode_long(tmp_path: Path) -> None:
    sizes = [1, 1, 1, 1, 10, 10, 10]
    report = api.analyze([_sessions(tmp_path, sizes)])
    assert [len(r.run.series["Loss"]) for r in report.runs] == sizes
    document = as_dict(report)["runs"]
    assert document[0]["reading"]["step_source"]["name"] == "Episode"
    later = [run["identity"]["decisions"][0] for run in document[1:]]
    assert all(d["kind"] == "new run" and d["rank"] == "boundary" for d in later)
    assert "Training Session Started: 2026-02-03 15:37:07" in later[0]["evidence"]


def test_sessions_without_their_banners_state_no_launch(tmp_path: Path) -> None:
    # The same episode lines with no banner between them: nothing states a launch (an `i/10`
    # counter that starts again after 10 may as well be the batches of an epoch).
    log = _sessions(tmp_path, [10, 10, 10])
    log.write_text("\n".join(line for line in log.read_text(encoding="utf-8").splitlines()
                             if "Session Started" not in line) + "\n", encoding="utf-8")
    document = as_dict(api.analyze([log]))["runs"]
    assert not any(d["rank"] == "boundary" for run in document for d in run["identity"]["decisions"])


def test_a_dated_banner_states_a_launch_only_with_no_other_number() -> None:
    assert dated("Training Session Started: 2026-02-03 15:36:53")
    assert dated("================ Training Loss (Sat Jun  6 16:47:21 2020) ================")
    assert not dated("=== Epoch 3 === 2026-02-03 15:36:53")  # a counter: an epoch banner
    assert not dated("Epoch 3 started")
    assert not dated("2026-02-03 15:36:53")  # a bare stamp says nothing


def test_a_date_on_every_line_is_no_launch_banner(tmp_path: Path) -> None:
    # A logger stamping every line, the training lines too: a stamped line states no launch,
    # and a counter restarting each epoch behind `Evaluating` lines stays one run.
    lines = ["2026-02-03 15:00:00 Evaluating"]
    for epoch in range(4):
        for batch in range(1, 11):
            loss = 3 - 0.5 * epoch - 0.01 * batch
            lines.append(f"2026-02-03 15:{epoch:02d}:{batch:02d} step {batch}/10 | loss {loss:.4f}")
        lines.append(f"2026-02-03 15:{epoch:02d}:59 Evaluating")
    log = tmp_path / "train.log"
    log.write_text("\n".join(lines) + "\n", encoding="utf-8")
    document = as_dict(api.analyze([log]))["runs"]
    assert not any(d["rank"] == "boundary" for run in document for d in run["identity"]["decisions"])


# --- pytorch-CycleGAN's loss_log.txt --------------------------------------------------------

_KEYS = ("D_A", "G_A", "cycle_A", "idt_A", "D_B", "G_B", "cycle_B", "idt_B")
_UNTRAINED = {"D_A": 0.25, "G_A": 0.5, "cycle_A": 2.5, "idt_A": 1.0, "D_B": 0.25, "G_B": 0.5, "cycle_B": 2.5,
              "idt_B": 1.1}
_TRAINED = {"D_A": 0.04, "G_A": 0.9, "cycle_A": 0.9, "idt_A": 0.4, "D_B": 0.01, "G_B": 0.9, "cycle_B": 0.8,
            "idt_B": 0.35}


def _level(key: str, progress: float) -> float:
    """A loss `progress` of the way (0 untrained .. 1 trained) down its curve, in log scale."""
    a, b = math.log(_UNTRAINED[key]), math.log(_TRAINED[key])
    return math.exp(a + (b - a) * min(progress, 1.0))


def _launch(start: float, epochs: int, seed: int, total: float = 200.0) -> list[str]:
    """One launch as `Visualizer` appends it: the header (`time.strftime('%c')`), then a line
    every 2000 images, its epoch counter from 1; `start` is the training done before it (in
    epochs), which places its losses on the curve."""
    rng = random.Random(seed)
    stamp = time.strftime("%c", time.gmtime(1591462041 + 86400 * seed))
    lines = [f"================ Training Loss ({stamp}) ================"]
    for epoch in range(1, epochs + 1):
        for iters in (2000, 4000):
            done = start + epoch - 1 + iters / 4000
            losses = {k: _level(k, done / total * 4) * rng.uniform(0.85, 1.15) for k in _KEYS}
            message = "(epoch: %d, iters: %d, time: %.3f, data: %.3f) " % (epoch, iters, 0.26, 0.003)
            for key, value in losses.items():
                message += "%s: %.3f " % (key, value)
            lines.append(message)
    return lines


def test_launches_whose_losses_go_on_where_the_last_stopped_are_one_training(tmp_path: Path) -> None:
    lines = _launch(0, 20, 1) + _launch(20, 25, 2) + _launch(45, 30, 3)
    log = tmp_path / "loss_log.txt"
    log.write_text("\n".join(lines) + "\n", encoding="utf-8")
    report = api.analyze([log])
    assert len(report.runs) == 1
    run = report.runs[0].run
    assert len(run.rollbacks) == 2
    decisions = as_dict(report)["runs"][0]["identity"]["decisions"]
    resumed = [d for d in decisions if d["kind"] == "resume"]
    assert len(resumed) == 2 and all(d["rank"] == "numeric" for d in resumed)
    assert "counter reset" in resumed[0]["evidence"]


def test_launches_back_at_the_untrained_level_are_runs_of_their_own(tmp_path: Path) -> None:
    # Three seeds of the same recipe appended to one log: each starts from scratch.
    lines = _launch(0, 20, 1) + _launch(0, 20, 2) + _launch(0, 20, 3)
    log = tmp_path / "loss_log.txt"
    log.write_text("\n".join(lines) + "\n", encoding="utf-8")
    report = api.analyze([log])
    assert len(report.runs) == 3
    assert not any(d["kind"] == "resume" for run in as_dict(report)["runs"] for d in run["identity"]["decisions"])


def test_a_loss_that_never_fell_says_nothing() -> None:
    # An agent whose loss does not go down (an RL TD error): no level to go on from.
    from lossdoctor.model import Fragment, Series
    from lossdoctor.roles import Role
    import numpy as np

    def frag(values: list[float]) -> Fragment:
        steps = np.arange(1, len(values) + 1)
        return Fragment(source="log", series={"loss": Series("loss", steps, np.array(values), role=Role.LOSS)})

    flat = frag([10.0, 14.0, 12.0, 11.0, 13.0, 12.0])
    assert continues([flat], [frag([12.0, 11.0, 12.5])]) is None
    fell = frag([10.0, 9.0, 9.5, 2.0, 1.8, 2.1])
    assert continues([fell], [frag([2.2, 2.0, 1.9])]) is not None
    assert continues([fell], [frag([9.8, 9.4, 9.0])]) is None
    # A smooth curve from 3.0 to 2.0, then another algorithm's from 2.4: between the two levels,
    # but many times the curve's own jitter away from where it stopped: a level of its own.
    smooth = frag([3.0 * (1 - epoch / 90) for epoch in range(1, 31)])
    assert continues([smooth], [frag([2.4 * (1 - epoch / 90) for epoch in range(1, 31)])]) is None
    assert continues([smooth], [frag([2.0 * (1 - epoch / 900) for epoch in range(1, 31)])]) is not None


def test_fresh_models_logged_per_epoch_fall_again_and_stay_runs_of_their_own(tmp_path: Path) -> None:
    # Keras 2's console, two fit() calls one after the other: the second model's first epoch
    # already sits near where the first stopped (it learnt in that epoch), but it falls again
    # at once, faster than the first model still fell: a fresh descent, not a resume.
    def fit(curve: list[float]) -> list[str]:
        lines: list[str] = []
        for epoch, loss in enumerate(curve, start=1):
            lines += [f"Epoch {epoch}/{len(curve)}",
                      f"500/500 [==============================] - 325s - loss: {loss:.4f} - "
                      f"val_loss: {loss * 1.1:.4f}"]
        return lines

    first = [1.5009, 0.4272, 0.2837, 0.2629, 0.2486] + [0.2405 - 0.0025 * i for i in range(15)]
    second = [0.3216, 0.2846, 0.2772, 0.2707, 0.2643, 0.2584] + [0.2550 - 0.0025 * i for i in range(14)]
    log = tmp_path / "fit.txt"
    log.write_text("\n".join(fit(first) + fit(second)) + "\n", encoding="utf-8")
    report = api.analyze([log])
    assert len(report.runs) == 2
