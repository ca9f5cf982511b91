"""Evaluation passes that print no summary, and evaluation lines of another run (issues 31/32).

PyTorch's ImageNet example (`ProgressMeter`/`AverageMeter`, and the scripts built on it such as
WS-DAN) prints `Test: [i/N]\tTime v (avg)\tLoss v (avg)` every `print_freq` batches and only
` * Prec@1 .. Prec@5 ..` after the pass: the loss's pass result is the running average on the
pass's last progress line. OpenNMT-py stamps every line with its date: a pasted
`Validation perplexity` line dated weeks after the training's last line is another run's.
The fixtures are text exactly as those programs print it."""

from __future__ import annotations

from pathlib import Path

import pytest

from lossdoctor import api
from lossdoctor.formats.json_report import as_dict


def _series(run: dict[str, object], name: str) -> dict[str, object] | None:
    return next((s for s in run["series"] if s["name"] == name), None)  # type: ignore[attr-defined]


def _imagenet_log(epochs: int = 40, with_average: bool = True, summary_loss: bool = False, pad: bool = False) -> str:
    """A log as the ImageNet example's `train`/`validate` print it (print_freq 10); `pad` as its
    later `ProgressMeter` pads the batch (`[  0/242]`)."""
    out = ["Namespace(arch='inception', epochs=40, lr=0.001, print_freq=10)"]
    for epoch in range(epochs):
        out.append(f"Start epoch {epoch} ==========,lr=0.001000")
        total = 0.0
        for k, i in enumerate(range(0, 250, 10)):
            value = 8.0 * 0.93 ** (epoch * 25 + k) + 0.4 + 0.05 * ((k * 7) % 5)
            total += value
            out.append(f"Epoch: [{epoch}][{i}/250]\tTime 1.154 (1.408)\tData 0.371 (0.374)\t"
                       f"Loss {value:.4f} ({total / (k + 1):.4f})")
            out.append(f"Prec@1     50.000 (49.000)\tPrec@5     87.500 (86.000)")
        # The test loss falls to its minimum at epoch 10, then climbs (over-confident overfitting).
        level = 6.0 - 0.35 * epoch if epoch <= 10 else 2.5 + 0.06 * (epoch - 10)
        running = 0.0
        for k, i in enumerate(range(0, 242, 10)):
            value = level + 0.3 * (((k * 5) % 7) - 3) / 3
            running += value
            avg = f" ({running / (k + 1):.4f})" if with_average else ""
            time = "\tTime 0.641 (0.642)" if with_average else "\tTime 0.641"
            batch = f"{i:>3}" if pad else str(i)
            out.append(f"Test: [{batch}/242]{time}\tLoss {value:.4f}{avg}")
            out.append(f"Prec@1     83.333 (52.282)\tPrec@5     95.833 (80.360)")
        if summary_loss:
            out.append(f" * Prec@1 52.365 Prec@5 80.394 loss {running / 25:.4f}")
        else:
            out.append(" * Prec@1     52.365 Prec@5 80.394")
    return "\n".join(out) + "\n"


@pytest.mark.parametrize("pad", [False, True])
def test_a_pass_without_a_summary_is_read_at_its_last_running_average(tmp_path: Path, pad: bool) -> None:
    log = tmp_path / "train.log"
    log.write_text(_imagenet_log(pad=pad))
    [run] = as_dict(api.analyze([log]))["runs"]
    test = _series(run, "test_Loss")
    assert test is not None
    assert (test["points"], test["first_step"], test["last_step"]) == (40, 240, 39 * 250 + 240)
    assert any("running average" in note for note in run["warnings"])
    assert "LD202" in {f["code"] for f in run["findings"]}


def test_a_pass_followed_by_its_summary_is_read_from_the_summary(tmp_path: Path) -> None:
    # torchvision's MetricLogger: the pass's loss is printed again after it, on a line of its own.
    log = tmp_path / "train.log"
    log.write_text(_imagenet_log(summary_loss=True))
    [run] = as_dict(api.analyze([log]))["runs"]
    assert _series(run, "test_Loss") is None
    assert not any("running average" in note for note in run["warnings"])


def test_a_pass_whose_lines_carry_no_running_average_stays_progress(tmp_path: Path) -> None:
    # The last batch's value alone is not the pass's result.
    log = tmp_path / "train.log"
    log.write_text(_imagenet_log(with_average=False))
    [run] = as_dict(api.analyze([log]))["runs"]
    assert _series(run, "test_Loss") is None
    assert run["reading"]["passed_over"]["evaluation progress"] == 40 * 25


def _onmt_log(stray_day: int, stray_hour: int) -> str:
    """OpenNMT-py's training log (validate every 1000 steps), pasted into a notes file with a
    later line of another training below it."""
    out = ["Corpora used: yo_adr, jw300", "",
           "[2019-11-06 00:23:41,334 INFO] Start training loop and validate every 1000 steps..."]
    seconds = 0
    for step in range(50, 4051, 50):
        seconds += 180
        stamp = f"[2019-11-{6 + seconds // 86400:02d} {seconds // 3600 % 24:02d}:{seconds // 60 % 60:02d}:{seconds % 60:02d},844 INFO]"
        xent = 7.7 * 0.9993 ** step + 0.1
        out.append(f"{stamp} Step {step}/100000; acc:  {40 + step / 200:5.2f}; ppl: {2.718 ** xent:.2f}; "
                   f"xent: {xent:.2f}; lr: 0.00100; 298/315 tok/s;    {seconds} sec")
        if step % 1000 == 0:
            seconds += 60
            out.append(f"{stamp} Validation perplexity: {2.3 + 0.15 * step / 1000:.5f}")
            out.append(f"{stamp} Validation accuracy: {85.9 - 0.1 * step / 1000:.4f}")
    out += ["", "This IS NOT LOOKING AUSPICIOUS ....", "",
            f"[2019-11-{stray_day:02d} {stray_hour:02d}:32:31,313 INFO] Validation perplexity: 1.36921",
            f"[2019-11-{stray_day:02d} {stray_hour:02d}:32:31,313 INFO] Validation accuracy: 92.14",
            "PRED AVG SCORE: -0.0924, PRED PPL: 1.0968"]
    return "\n".join(out) + "\n"


def test_an_evaluation_line_dated_weeks_after_training_is_left_out(tmp_path: Path) -> None:
    log = tmp_path / "run_results.txt"
    log.write_text(_onmt_log(stray_day=24, stray_hour=17))
    [run] = as_dict(api.analyze([log]))["runs"]
    val = _series(run, "Validation perplexity")
    assert val is not None and (val["points"], val["last_step"]) == (4, 4000)
    assert any("another run" in reason for reason in run["reading"]["passed_over"])


def test_an_evaluation_line_right_after_training_is_kept(tmp_path: Path) -> None:
    # The same line printed minutes after the last step (the run's final validation) is its own.
    log = tmp_path / "run_results.txt"
    log.write_text(_onmt_log(stray_day=6, stray_hour=4))
    [run] = as_dict(api.analyze([log]))["runs"]
    val = _series(run, "Validation perplexity")
    assert val is not None and val["points"] == 5
    assert not any("another run" in reason for reason in run["reading"]["passed_over"])
