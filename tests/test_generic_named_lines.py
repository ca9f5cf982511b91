"""Console logs a person reads at a glance: a loss named in another language, an epoch header
that carries values of its own, and a sweep that names each run on its own lines.

The real logs are corpus cases (not committed: no licence):
c19-mathalphazero-python-logging-chinese-loss-key-*, c19-jinyong-char-lm-sweep-16-runs-*.
The fixtures are written as those programs write: python's `logging` with the format
`%(asctime)s - %(levelname)s - %(message)s`, and plain `print()` lines.
"""

from __future__ import annotations

import logging
import math
from pathlib import Path

import pytest

from lossdoctor import api
from lossdoctor.errors import InputError
from lossdoctor.roles import Role


def _logged(path: Path, messages: list[str]) -> None:
    """`messages` written by python's logging with the writer's own format."""
    logger = logging.getLogger(f"lossdoctor-test-{path.name}")
    logger.setLevel(logging.INFO)
    logger.propagate = False
    handler = logging.FileHandler(path, encoding="utf-8")
    handler.setFormatter(logging.Formatter("%(asctime)s - %(levelname)s - %(message)s"))
    logger.addHandler(handler)
    try:
        for message in messages:
            logger.warning(message[2:]) if message.startswith("W:") else logger.info(message)
    finally:
        logger.removeHandler(handler)
        handler.close()


def _alphazero(epochs: int, loss_name: str = "训练损失") -> list[str]:
    """MathAlphaZero's training loop: a config dict, then per epoch a header with the curriculum
    depth and the replay buffer's size, the training loss, and the epoch's success rate."""
    out = ["====== MathAlphaZero 3.0 自动训练（修复版）启动 ======",
           "参数配置: {'epochs': 100, 'problems_per_epoch': 60, 'simulations': 50, 'batch_size': 32, "
           "'lr': 0.001, 'gamma': 0.96, 'n_step': 5, 'problem_timeout': 30.0, 'max_depth': 30}",
           "规则库加载完成，动作空间大小: 20", "W:部分权重不匹配，已忽略 66 个键", "经验池加载完成，当前容量: 85"]
    for epoch in range(1, epochs + 1):
        out.append(f"Epoch {epoch}/100 | 课程深度: 2 | 经验池大小: {85 + 12 * (epoch - 1)}")
        out.append(f"{loss_name}: {30 * math.exp(-epoch / 6) + 12 + (epoch % 3):.4f}")
        out.append(f"Epoch {epoch} 完成 | 成功率: {15 - epoch * 0.4:.1f}% | 累计成功: {8 + epoch}")
    return [*out, f"Epoch {epochs + 1}/100 | 课程深度: 2 | 经验池大小: 204"]


def test_a_loss_named_in_chinese_is_read_at_the_epoch_its_header_names(tmp_path: Path) -> None:
    path = tmp_path / "training.log"
    _logged(path, _alphazero(10))
    runs = api.load([path]).runs
    assert len(runs) == 1
    loss = runs[0].series["训练损失"]
    assert loss.role is Role.LOSS
    # The config's `'epochs': 100` is how many to run, no record; the header names each epoch.
    assert loss.steps.tolist() == list(range(1, 11))


def test_a_validation_loss_named_in_chinese_is_the_eval_curve(tmp_path: Path) -> None:
    lines: list[str] = []
    for line in _alphazero(8):
        lines.append(line)
        if line.startswith("训练损失"):
            lines.append(f"验证损失: {float(line.split(': ')[1]) + 1.5:.4f}")
    path = tmp_path / "training.log"
    _logged(path, lines)
    run = api.load([path]).runs[0]
    assert run.primary == "训练损失"
    assert run.series["验证损失"].role is Role.EVAL_LOSS
    assert run.series["验证损失"].steps.tolist() == list(range(1, 9))


def test_a_chinese_log_with_no_loss_is_no_training_log(tmp_path: Path) -> None:
    # The same loop printing only its success rate (成功率): no loss, nothing to read.
    path = tmp_path / "training.log"
    _logged(path, [line for line in _alphazero(10) if "训练损失" not in line])
    with pytest.raises(InputError):
        api.load([path])


def _sweep(names_epochs: list[tuple[str, int]], cut: int | None = None) -> str:
    """The DLNLP course script: `print(f"{name} Epoch {e}: Loss = {loss:.4f}")` per epoch, then
    the checkpoint and three generated samples per run, runs one after the other."""
    out: list[str] = []
    for number, (name, epochs) in enumerate(names_epochs):
        start = 4.2 - 0.3 * (number % 4)
        last = epochs if cut is None or number < len(names_epochs) - 1 else cut
        for epoch in range(1, last + 1):
            out.append(f"{name} Epoch {epoch}: Loss = {start - 0.12 * math.log(epoch + 0.5) + 0.001 * number:.4f}")
        if last < epochs:
            break
        out.append(f"Saved checkpoint to checkpoints/{name}_epoch{epochs}.pt")
        for temperature in ("0.7", "1.0", "1.3"):
            out += [f"[{name}] Temperature={temperature}", "张无忌只道：“你还不是。」当下将那马长凳上击落。" * 3, ""]
    return "\n".join(out) + "\n"


def test_a_sweep_naming_each_run_on_its_lines_is_read_as_its_runs(tmp_path: Path) -> None:
    names = [("LSTM_e1", 1), ("Transformer_L2_e1", 1), ("Transformer_L4_e1", 1), ("LSTM_e2", 2),
             ("Transformer_L2_e2", 2), ("Transformer_L4_e2", 2), ("LSTM_e5", 5), ("Transformer_L2_e5", 5),
             ("Transformer_L4_e5", 5), ("LSTM_e10", 10), ("Transformer_L2_e10", 10), ("Transformer_L4_e10", 10)]
    path = tmp_path / "train_log.txt"
    path.write_text(_sweep(names, cut=6), encoding="utf-8")
    runs = api.load([path]).runs
    assert [len(run.series["Loss"]) for run in runs] == [1, 1, 1, 2, 2, 2, 5, 5, 5, 10, 10, 6]
    assert all(run.series["Loss"].steps[0] == 1 for run in runs)
    # The names are what the log states: no doubt that a counter was misread.
    assert not any(run.meta.get("audit_doubt") for run in runs)
    assert any("Transformer_L2_e1" in str(d.evidence) for d in runs[1].meta.get("decisions", ()))


def test_one_name_throughout_opens_no_run(tmp_path: Path) -> None:
    # One run's name on every line, its epochs going on: one run, whatever the name says.
    path = tmp_path / "train_log.txt"
    path.write_text(_sweep([("LSTM_e10", 10)]), encoding="utf-8")
    runs = api.load([path]).runs
    assert len(runs) == 1
    assert runs[0].series["Loss"].steps.tolist() == list(range(1, 11))
