"""An RL console log of rewards per episode and no loss is a training log with no loss (issue 31):
its launches are runs, no reward is counted as a loss, and LD001 says why; a mention of an
episode's reward, or a loss-less log without an RL counter, stays no log."""

from __future__ import annotations

import logging
from pathlib import Path

import numpy as np
import pytest

from lossdoctor import api
from lossdoctor.errors import InputError
from lossdoctor.roles import Role
from lossdoctor.watched import choose


def _launch(path: Path, episodes: range, seed: int, blank_lines: int = 1) -> None:
    """One launch of a DQN script that logs with `logging.basicConfig(filename=..., level=INFO)`:
    the root logger's default format (`INFO:root:...`), appended to the same file; an empty
    `logging.info("")` at start, then a line every 10 episodes."""
    handler = logging.FileHandler(path, mode="a", encoding="utf-8")
    handler.setFormatter(logging.Formatter(logging.BASIC_FORMAT))
    root = logging.getLogger()
    level = root.level
    root.addHandler(handler)
    root.setLevel(logging.INFO)
    try:
        rng = np.random.default_rng(seed)
        for _ in range(blank_lines):
            logging.info("")
        epsilon, reward = 0.99, 5.0
        for episode in episodes:
            reward += rng.normal(1.0, 3.0)
            epsilon = max(0.01, epsilon * 0.995)
            logging.info(f"Episode {episode} | Avg Reward: {reward:.2f} | Epsilon: {epsilon:.3f} | "
                         f"Win Rate: {rng.uniform(0, 50):.2f}%")
    finally:
        root.removeHandler(handler)
        root.setLevel(level)
        handler.close()


def test_a_rewards_only_log_is_its_launches_with_no_loss(tmp_path: Path) -> None:
    log = tmp_path / "training.log"
    _launch(log, range(0, 1410, 10), seed=1)
    _launch(log, range(10, 610, 10), seed=2)  # relaunched: the episode counter starts again
    _launch(log, range(40, 400, 10), seed=3, blank_lines=4)
    report = api.analyze([tmp_path])
    runs = report.runs
    assert [len(r.run.series["Reward"]) for r in runs] == [141, 60, 36]
    for r in runs:
        assert r.run.primary is None and not r.run.rollbacks and len(r.run.fragments) == 1
        assert {s.role for s in r.run.series.values()} == {Role.OTHER}
        [finding] = [f for f in r.findings if f.code == "LD001"]
        assert "no loss series" in finding.message and "RL log of rewards (Reward)" in finding.message
        assert not r.run.meta.get("audit_doubt")


def test_ten_launches_of_a_rewards_only_log_are_no_misread_counter(tmp_path: Path) -> None:
    log = tmp_path / "training.log"
    for seed in range(10):
        _launch(log, range(10, 310, 10), seed=seed)
    runs = api.load([log]).runs
    assert len(runs) == 10 and all(run.primary is None for run in runs)
    assert not any(run.meta.get("audit_doubt") for run in runs)


def test_an_rl_log_with_a_loss_keeps_its_loss_and_its_resumes(tmp_path: Path) -> None:
    # Negative: the same loop printing its TD loss is read as before (a step back is a resume).
    lines = [f"INFO:root:Episode {e} | Avg Reward: {e / 10:.2f} | Loss: {1 / (1 + e / 100):.4f}"
             for e in list(range(0, 500, 10)) + list(range(300, 800, 10))]
    (tmp_path / "train.log").write_text("\n".join(lines) + "\n", encoding="utf-8")
    [run] = api.load([tmp_path]).runs
    assert run.primary == "Loss" and len(run.rollbacks) == 1


def test_no_rl_counter_or_a_mention_is_still_no_log(tmp_path: Path) -> None:
    # A loss-less log numbered by steps is no RL history; one sentence about a reward is prose.
    steps = tmp_path / "steps.log"
    steps.write_text("".join(f"Step {s} | Reward: {s / 7:.2f}\n" for s in range(0, 300, 10)), encoding="utf-8")
    with pytest.raises(InputError, match="no training logs found"):
        api.load([tmp_path])
    steps.unlink()
    (tmp_path / "notes.txt").write_text("Episode 40 reached an average reward of 7.2 after tuning.\n"
                                        "Episode 80 was worse.\n", encoding="utf-8")
    with pytest.raises(InputError, match="no training logs found"):
        api.load([tmp_path])


def test_a_reward_is_not_watched_in_place_of_a_loss() -> None:
    assert choose([("rollout/ep_rew_mean", Role.OTHER, 50), ("Reward", Role.OTHER, 50)]) is None
    picked = choose([("Avg Reward", Role.OTHER, 50), ("eval_accuracy", Role.OTHER, 20)])
    assert picked is not None and picked.name == "eval_accuracy"
    score = choose([("val_score", Role.OTHER, 20)])
    assert score is not None and score.higher


def test_an_rl_launch_that_logged_only_rewards_is_no_empty_run_beside_curves() -> None:
    from lossdoctor.identity.doubts import lossless_beside
    from lossdoctor.identity.facts import RunFacts

    empty = np.zeros(0, dtype=np.int64)
    curve = RunFacts("ppo_1", "tensorboard", ("a/events",), "train/loss", np.arange(50), np.linspace(2, 1, 50))
    aborted = RunFacts("ppo_2", "tensorboard", ("b/events",), None, empty, np.zeros(0), rewards=1)
    assert lossless_beside([curve, aborted]) == {}
    # Negative: a run with nothing at all beside a curve is still doubted.
    nothing = RunFacts("ppo_3", "tensorboard", ("c/events",), None, empty, np.zeros(0))
    assert list(lossless_beside([curve, nothing])) == [1]
    assert RunFacts.from_json(aborted.to_json()).rewards == 1


def _udacity_dqn(path: Path, episodes: int) -> None:
    """The Udacity DQN notebook's console: `print('\\rEpisode {}\\tAverage Score: {:.2f}'.format(...),
    end="")` every episode, the same line with a newline every 100, then `Environment solved`."""
    import contextlib
    import io

    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        for episode in range(1, episodes + 1):
            score = 13.0 * (1 - np.exp(-episode / 300))
            print("\rEpisode {}\tAverage Score: {:.2f}".format(episode, score), end="")
            if episode % 100 == 0:
                print("\rEpisode {}\tAverage Score: {:.2f}".format(episode, score))
        print("\nEnvironment solved in {:d} episodes!\tAverage Score: {:.2f}".format(episodes - 100, 13.02))
    path.write_text(out.getvalue(), encoding="utf-8")


def test_an_episode_score_log_is_an_rl_log_with_no_loss_not_a_watched_score(tmp_path: Path) -> None:
    _udacity_dqn(tmp_path / "dqn_console.txt", 900)
    [report] = api.analyze([tmp_path]).runs
    assert report.run.primary is None and "watched" not in report.run.meta
    assert len(report.run.series["Score"]) >= 900
    [finding] = [f for f in report.findings if f.code == "LD001"]
    assert "RL log of rewards (Score)" in finding.message
    # Negative: a score logged by steps (no episode counter) is no RL log; it stays a watched curve.
    table = tmp_path / "metrics.csv"
    table.write_text("step,val_score\n" + "".join(f"{s},{0.5 + s / 1000:.4f}\n" for s in range(0, 300, 10)),
                     encoding="utf-8")
    [csv_run] = [r.run for r in api.analyze([table]).runs]
    assert csv_run.primary == "val_score"


def test_a_notebook_cell_that_prints_rewards_is_an_rl_log_with_no_loss(tmp_path: Path) -> None:
    import json

    printed = [f"Episode {e}, Total Reward: {e / 3:.1f}, Epsilon: {max(0.01, 1 - e / 200):.3f}\n"
               for e in range(1, 151)]
    cells = [{"cell_type": "code", "execution_count": 3, "metadata": {}, "source": ["agent.train(150)"],
              "outputs": [{"output_type": "stream", "name": "stdout", "text": printed}]}]
    notebook = tmp_path / "dqn.ipynb"
    notebook.write_text(json.dumps({"cells": cells, "metadata": {}, "nbformat": 4, "nbformat_minor": 5}))
    [run] = api.load([tmp_path]).runs
    assert run.primary is None and len(run.series["Total Reward"]) == 150
    # Negative: a cell that prints one episode's reward in a sentence is no log.
    cells[0]["outputs"] = [{"output_type": "stream", "name": "stdout",
                            "text": ["Episode 150 finished with a total reward of 50.0\n"]}]
    notebook.write_text(json.dumps({"cells": cells, "metadata": {}, "nbformat": 4, "nbformat_minor": 5}))
    with pytest.raises(InputError):
        api.load([tmp_path])


def test_a_game_agents_cycles_of_utility_and_wins_are_a_run_with_no_loss(tmp_path: Path) -> None:
    """A Q-learning game agent that prints, after each cycle of games, its mean utility and win
    rate (`print(f"after cycle={c} avg(utility)={u} avg(num_wins)={w}")`): no loss, a run."""
    rng = np.random.default_rng(4)
    path = tmp_path / "training.log"
    path.write_text("".join(f"after cycle={c} avg(utility)={280 + rng.normal(0, 40)} "
                            f"avg(num_wins)={rng.integers(5, 16) / 20}\n" for c in range(120)))
    loaded = api.load([path])
    assert len(loaded.runs) == 1
    run = loaded.runs[0]
    assert run.primary is None
    assert run.series["avg(utility)"].steps.tolist() == list(range(120))


def test_cycles_without_an_outcome_are_still_no_log(tmp_path: Path) -> None:
    path = tmp_path / "out.log"
    path.write_text("".join(f"after cycle={c} temperature={20 + c % 3} pressure={1.0 + c / 100}\n" for c in range(50)))
    with pytest.raises(InputError):
        api.load([path])
