"""Launches told apart by their boundaries before their numbers (issue 31, blind c27).

- TensorBoard: stable-baselines3 writes one event file per launch into the same `logs/`
  folder; each launch's `train/loss` starts once learning starts, at a step that varies from
  launch to launch, while its rollout series start again at the folder's first step. A file of
  a process of its own that starts its series again is a launch from scratch (a boundary), not
  a rollback, whatever step its loss starts at. A launch resumed from its checkpoint logs on
  from where it got: still one run.
- Console: a self-play trainer prints its start-up once, then per iteration a step-less
  `[Epoch Metrics]` summary and the `Iter N/1000` line with the same losses; `Iter 1` printed
  twice with no start-up line between is no relaunch, and the summary line's copy of a loss
  is one value, not two.
"""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import numpy as np

from lossdoctor.api import load
from lossdoctor.identity.decision import recorded

_WRITER = textwrap.dedent("""
    import sys
    from tensorboard.compat.proto import event_pb2, summary_pb2
    from tensorboard.summary.writer.event_file_writer import EventFileWriter

    logdir, wall, lines = sys.argv[1], float(sys.argv[2]), sys.stdin.read().split()
    writer = EventFileWriter(logdir, max_queue_size=1000)
    for number, item in enumerate(lines):
        tag, step, value = item.split(",")
        writer.add_event(event_pb2.Event(step=int(step), wall_time=wall + number, summary=summary_pb2.Summary(
            value=[summary_pb2.Summary.Value(tag=tag, simple_value=float(value))])))
    writer.close()
""")


def _sb3_launch(logdir: Path, wall: float, seed: int, first: int, last: int, learning: int) -> None:
    """One SB3 DQN launch written by a process of its own (its pid in the file name): rollout
    dumps every 4000 timesteps from `first`, `train/loss` from `learning` on, growing with the
    return as an unnormalised DQN's does."""
    rng = np.random.default_rng(seed)
    items = []
    for step in range(first, last + 1, 4000):
        items.append(f"rollout/ep_rew_mean,{step},{0.3 + step / 5e4 + rng.normal(0, 0.05):.4f}")
        items.append(f"rollout/exploration_rate,{step},{max(0.05, 1 - step / 1e5):.4f}")
        if step >= learning:
            items.append(f"train/loss,{step},{0.5 * (1 + step / 2e4) * rng.uniform(0.7, 1.3):.4f}")
    subprocess.run([sys.executable, "-c", _WRITER, str(logdir), str(wall)], input="\n".join(items),
                   text=True, check=True)


def test_sb3_launches_into_one_logdir_are_runs_of_their_own(tmp_path: Path) -> None:
    logs = tmp_path / "logs"
    logs.mkdir()
    _sb3_launch(logs, 1.70e9, 1, 13273, 201273, learning=53273)
    _sb3_launch(logs, 1.70e9 + 9e4, 2, 13395, 141395, learning=57395)  # learning starts later
    _sb3_launch(logs, 1.70e9 + 2e5, 3, 13281, 161281, learning=25281)
    runs = load([logs]).runs
    assert len(runs) == 3
    assert all(run.rollbacks == () and len(run.fragments) == 1 for run in runs)
    decided = [d for run in runs for d in recorded(run.meta)]
    # The second launch's loss starts later than the first's: its file, not its loss, opens it.
    assert any(d.kind == "new run" and d.rank.name == "BOUNDARY" and "process of its own" in d.evidence
               for d in decided), decided


def test_an_sb3_launch_resumed_from_its_checkpoint_stays_one_run(tmp_path: Path) -> None:
    # reset_num_timesteps=False: the resumed process logs on from the timesteps it had reached.
    logs = tmp_path / "logs"
    logs.mkdir()
    _sb3_launch(logs, 1.70e9, 1, 13273, 101273, learning=53273)
    _sb3_launch(logs, 1.70e9 + 9e4, 2, 105273, 201273, learning=53273)
    runs = load([logs]).runs
    assert len(runs) == 1 and len(runs[0].fragments) == 2


def _mahjong(relaunch: bool) -> bytes:
    startup = ["🖥️  使用設備: cuda", "", "📂 載入 BC 預訓練權重: /workspace/checkpoints/best_bc_model.pt",
               "   ✅ 載入 BC checkpoint (epoch 41)", "=" * 70, "🚀 開始 PPO + LoRA 自我博弈訓練",
               "   迭代次數: 1000", "   Temperature: 2.0", "   開始時間: 2026-06-01 12:40:49", "=" * 70, ""]
    rng = np.random.default_rng(4)
    out = list(startup)

    def iteration(n: int, block: bool = True) -> None:
        if block:
            out.extend(["🔒 啟用 LoRA 模式：凍結 Backbone，僅訓練 LoRA 注入層 + Actor/Critic Head...",
                        "   可訓練: 825,882 / 凍結: 8,389,632 (比例: 8.96%)"])
            out.extend(f"Match progress: {k} steps simulated..." for k in range(50, 201, 50))
        policy, value, steps = rng.uniform(0.12, 0.4), rng.uniform(2e4, 8e4), int(rng.integers(180, 340))
        out.append(f"📈 [Epoch Metrics] Policy Loss: {policy:8.4f} | Value Loss: {value:.4f} | Entropy: 0.9703 | "
                   f"Avg Reward:    0.30 | Steps: {steps:4d}")
        out.append(f"📊 Iter {n:5d}/1000 | Policy Loss: {policy:.4f} | Value Loss: {value:.4f} | Entropy: 0.9703 | "
                   f"Avg Reward: 0.2990 | Traj Len: {steps}.0")
        out.append(f"🎮 近{n}局 | 贏牌率:  50.0% | 均排名: 2.00 | 均分數:   24500 | 上一局: 排名=3 分數=22000pt ")

    iteration(1)
    if relaunch:
        out.extend(startup)
        iteration(1)
    else:
        # A second writer's lines run on at once: the game line is cut inside a character
        # (its bytes end mid-way) and the next summary follows on the same line.
        cut = out.pop().encode("utf-8")
        head = cut[:cut.index("排".encode("utf-8")) + 2]
        iteration(1, block=False)
        summary = out.pop(-3).encode("utf-8")
        text = "\n".join(out[:-2]).encode("utf-8") + b"\n" + head + summary + b"\n"
        out[:] = [line for line in out[-2:]]
        for n in range(2, 12):
            iteration(n)
        return text + ("\n".join(out) + "\n").encode("utf-8")
    for n in range(2, 12):
        iteration(n)
    return ("\n".join(out) + "\n").encode("utf-8")


def test_an_iteration_printed_twice_without_a_start_up_between_is_one_run(tmp_path: Path) -> None:
    log = tmp_path / "train_ppo_v4.log"
    log.write_bytes(_mahjong(relaunch=False))
    runs = load([log]).runs
    assert len(runs) == 1 and runs[0].rollbacks == ()
    reading = runs[0].meta["reading"]
    assert reading["doubt"] is None
    # Each loss is printed twice (the summary, then the iteration line): 12 values, not 24.
    assert reading["values_seen"] == 12 and reading["points_kept"] >= 11


def test_an_iteration_printed_again_after_the_start_up_is_a_relaunch(tmp_path: Path) -> None:
    log = tmp_path / "train_ppo_v4.log"
    log.write_bytes(_mahjong(relaunch=True))
    runs = load([log]).runs
    assert len(runs) == 2
    assert [len(run.series[run.primary]) for run in runs if run.primary] == [1, 11]
