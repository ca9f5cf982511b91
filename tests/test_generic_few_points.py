"""A file that is its own run with one or two loss points is read and reported (not judged), never
dropped (issue 31); prose with a mention of a loss stays no log."""

from __future__ import annotations

from pathlib import Path

import pytest

from lossdoctor import api
from lossdoctor.errors import InputError
from lossdoctor.formats.json_report import as_dict

_BANNER = "-" * 47


def _pinn_log(losses: list[float]) -> str:
    """`print()` of a PINN script exactly as it writes: a dashed `Iteration: N` banner every 1000
    iterations, then the loss line and a memory line."""
    lines = ["Using device: cuda", "Number of initial condition points: 50",
             "Number of total random points: 10100"]
    for i, loss in enumerate(losses, start=1):
        lines.append(f"{_BANNER}Iteration: {i * 1000}{_BANNER}")
        lines.append(f"Loss: {loss:.5e} Loss_u: 5.054e-03 Loss_v: 1.130e-02 Loss_fu: 3.467e-03 "
                     f"Loss_fv: 3.407e-03 L2: {1.1 - i / 10:.3e}")
        lines.append("Memory Usage -> CPU: 946.05 MB, GPU Allocated: 19.18 MB, GPU Reserved: 326.00 MB, "
                     f"Elapsed Time: {27.71 * i:.2f} seconds")
    lines += ["=" * 49 + "Adam Final" + "=" * 49, "Adam Optimization Phase: 2000 iterations completed",
              "Total Execution Time: 63.20 seconds"]
    return "\n".join(lines) + "\n"


def _deepspeed_dpo_log(records: list[str]) -> str:
    """A DeepSpeed launch of an HF/TRL trainer: config prints, the Trainer's log dicts, then SIGINT."""
    lines = ["[2025-02-20 20:25:29,320] [INFO] [config.py:1000:print]   dynamic_loss_scale_args ...... None",
             "[2025-02-20 20:25:29,321] [INFO] [config.py:1000:print]   loss_scale ................... 1.0",
             "  0%|          | 0/25 [00:00<?, ?it/s]"]
    lines += records
    lines += ["[2025-02-20 20:27:14,902] [INFO] [launch.py:328:sigkill_handler] Main process received "
              "SIGINT, exiting"]
    return "\n".join(lines) + "\n"


def _runs(path: Path) -> list[dict[str, object]]:
    runs: list[dict[str, object]] = as_dict(api.analyze([path]))["runs"]
    return runs


def _not_judged(run: dict[str, object]) -> bool:
    findings = run["findings"]
    assert isinstance(findings, list)
    return any(f["kind"] == "not_judged" for f in findings)


def test_a_log_of_two_printed_points_is_a_run_not_judged(tmp_path: Path) -> None:
    path = tmp_path / "log.txt"
    path.write_text(_pinn_log([2.32245e-02, 1.35796e-02]))
    [run] = _runs(path)
    assert run["primary_loss"] == "Loss"
    assert _not_judged(run)


def test_a_dict_killed_after_its_first_logging_step_is_a_run_not_judged(tmp_path: Path) -> None:
    path = tmp_path / "dpo.log"
    path.write_text(_deepspeed_dpo_log([
        "{'loss': 0.6931, 'grad_norm': 24.79248809814453, 'learning_rate': 5e-06, 'rewards/chosen': 0.0, "
        "'rewards/rejected': 0.0, 'epoch': 0.04}"]))
    [run] = _runs(path)
    assert run["primary_loss"] == "loss"
    assert _not_judged(run)


@pytest.mark.parametrize("text", [
    # One printed point: a quote as much as a log.
    _pinn_log([2.32245e-02]),
    # Two points of one value: a repeated mention, nothing that trains.
    _pinn_log([2.32245e-02, 2.32245e-02]),
    # A dict with a loss but not the Trainer's record (no learning rate, no epoch).
    _deepspeed_dpo_log(["{'loss': 0.6931, 'accuracy': 0.5}"]),
])
def test_one_mention_or_a_repeated_value_is_still_no_log(tmp_path: Path, text: str) -> None:
    path = tmp_path / "log.txt"
    path.write_text(text)
    with pytest.raises(InputError, match="not a training log"):
        api.analyze([path])


def test_two_sentences_naming_a_step_and_a_loss_are_no_log(tmp_path: Path) -> None:
    # A report's sentences (lossdoctor's own): two names a line, not a metrics line.
    path = tmp_path / "notes.txt"
    path.write_text("attempt 1 diverged at step 2747 (loss x2.59 to 7.194 by step 3143)\n"
                    "attempt 2 diverged at step 2951 (loss x2.10 to 6.020 by step 3300)\n")
    with pytest.raises(InputError, match="not a training log"):
        api.analyze([path])


def test_a_trainer_dict_quoted_in_a_note_is_no_log(tmp_path: Path) -> None:
    # A JSON note that quotes the dict a launch printed: the dict is not a line of its own.
    path = tmp_path / "notes.json"
    path.write_text('{\n  "label": "a DPO launch that logs one dict {\'loss\': 0.6931, \'grad_norm\': 24.79, '
                    '\'learning_rate\': 5e-06, \'epoch\': 0.04} and is then stopped"\n}\n')
    with pytest.raises(InputError, match="not a training log"):
        api.analyze([path])
