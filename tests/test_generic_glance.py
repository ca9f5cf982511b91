"""Logs a person reads at a glance (issue 31): step-less HF dicts, steps in brackets after the
epoch, losses in sentences, abbreviated steps, stdout in bursts behind a tqdm bar.

The fixtures in tests/data/generic/real_writers/ were made by real writers (the `transformers`
Trainer, torch loops under tqdm); their README says how.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np

from lossdoctor import api
from lossdoctor.model import Run

REAL_WRITERS = Path(__file__).parent / "data" / "generic" / "real_writers"


def _loaded(path: Path) -> Run:
    [run] = api.load([path]).runs
    return run


def _reading(run: Run) -> dict[str, object]:
    reading = run.meta["reading"]
    assert isinstance(reading, dict)
    return reading


def _increasing(steps: np.ndarray) -> bool:
    return bool(np.all(np.diff(steps) > 0))


def test_hf_dicts_with_no_bar_are_a_curve_in_line_order() -> None:
    run = _loaded(REAL_WRITERS / "hf_stepless_nobar.log")
    assert len(run.series["loss"]) == 100 and _increasing(run.series["loss"].steps)
    assert "order of the lines" in str(_reading(run)["step_source"])


def test_hf_dicts_behind_a_bar_in_a_terminal_keep_every_step() -> None:
    run = _loaded(REAL_WRITERS / "hf_stepless_tqdm.log")
    assert run.series["loss"].steps.tolist() == list(range(1, 101))
    assert _reading(run)["step_source"] is not None


def test_hf_dicts_in_one_burst_after_the_bar_are_placed_along_their_epoch() -> None:
    # `2>&1 | tee`: the bar ran to 100/100 before the buffered dicts came; read at the bar's
    # step they were one point and the log was refused.
    run = _loaded(REAL_WRITERS / "hf_stepless_tee.log")
    assert run.series["loss"].steps.tolist() == list(range(1, 101))
    reading = _reading(run)
    assert "bursts" in str(reading["step_source"]) and reading["doubt"] is None
    assert reading["points_kept"] == 100 and reading["values_seen"] >= 100


def test_step_less_loss_lines_in_bursts_behind_tqdm_keep_every_point() -> None:
    run = _loaded(REAL_WRITERS / "tqdm_bursts.log")
    loss = run.series["train loss"]
    assert len(loss) == 167 and loss.steps.tolist() == list(range(5, 836, 5))
    reading = _reading(run)
    assert 160 <= reading["values_seen"] <= 167 and reading["points_kept"] == 167 and reading["doubt"] is None


def test_hf_dicts_between_deepspeed_engine_lines_are_one_curve(tmp_path: Path) -> None:
    # DeepSpeed's engine prints `step=10` after the tenth dict; dicts numbered from 0 tied with
    # it and made ten fragments; the HF banner's epoch (0.00 for the first dicts) cannot place them.
    lines = ["***** Running training *****", "  Num Epochs = 3", "  Total optimization steps = 9,375"]
    for step in range(1, 100):
        lines.append(f"{{'loss': {10.5 - step / 50:.4f}, 'grad_norm': 1.19, 'learning_rate': {3.9e-7 * step:.3g}, "
                     f"'epoch': {step / 3125:.2f}}}")
        if step % 10 == 0:
            lines.append(f"[2024-03-01 10:00:{step % 60:02d},123] [INFO] [logging.py:96:log_dist] [Rank 0] "
                         f"step={step}, skipped=0, lr=[{3.9e-7 * step:.3g}], mom=[(0.9, 0.999)]")
    path = tmp_path / "train.log"
    path.write_text("\n".join(lines) + "\n")
    run = _loaded(path)
    assert len(run.fragments) == 1 and run.series["loss"].steps.tolist() == list(range(1, 100))


def test_a_step_beside_its_total_in_brackets_after_the_epoch_goes_on_across_epochs() -> None:
    run = _loaded(REAL_WRITERS / "loop_brackets.log")
    loss = run.series["Loss"]
    assert len(loss) == 45 and _increasing(loss.steps) and int(loss.steps[-1]) == 4 * 938 + 900
    run = _loaded(REAL_WRITERS / "loop_metric_logger.log")
    assert len(run.series["loss"]) == 104 and _increasing(run.series["loss"].steps)


def test_bracketed_steps_behind_a_prefix_with_a_hash_or_a_plural_epoch(tmp_path: Path) -> None:
    # knitr prints R output behind `#> ` (rTorch's book); a Korean tutorial writes `Epochs`.
    for prefix, word in (("#> ", "Epoch"), ("", "Epochs"), ("# ", "Epoch")):
        lines = [f"{prefix}{word} [{e}/5], Step [{s}/600], Loss: {2 - e / 10 - s / 10000:.6f} "
                 for e in range(1, 6) for s in range(100, 700, 100)]
        path = tmp_path / "r.log"
        path.write_text("\n".join(lines) + "\n")
        run = _loaded(path)
        assert len(run.series["Loss"]) == 30 and _increasing(run.series["Loss"].steps), (prefix, word)


def test_a_loss_in_a_sentence_after_the_step() -> None:
    run = _loaded(REAL_WRITERS / "loop_sentence_after.log")
    assert run.series["loss"].steps.tolist() == list(range(1, 30001, 1000))
    run = _loaded(REAL_WRITERS / "loop_sentence_was.log")
    assert run.series["loss"].steps.tolist() == list(range(100, 5001, 100))
    assert len(run.series["accuracy"]) == 50


def test_a_sentence_with_the_name_before_its_verb(tmp_path: Path) -> None:
    path = tmp_path / "train.log"
    path.write_text("".join(f"At step {s} the training loss is {3 - s / 5000:.3f}\n" for s in range(100, 5100, 100)))
    run = _loaded(path)
    assert run.primary == "training loss" and len(run.series["training loss"]) == 50


def test_abbreviated_steps_keep_every_point_in_one_run() -> None:
    [run] = api.load([REAL_WRITERS / "loop_kilo_steps.log"]).runs
    loss = run.series["loss"]
    assert len(loss) == 250 and loss.steps.tolist() == list(range(200, 50001, 200))
    reading = _reading(run)
    assert "abbreviated" in str(reading["step_source"])
    # Two values print the same as the line before (seen once: a value printed again unchanged).
    assert 245 <= reading["values_seen"] <= 250 and reading["points_kept"] == 250 and reading["coverage"] == 1.0


def test_abbreviated_steps_rounded_as_printed_stay_increasing(tmp_path: Path) -> None:
    def kilo(step: int) -> str:
        return str(step) if step < 1000 else f"{step / 1000:.1f}".rstrip("0").rstrip(".") + "K"

    path = tmp_path / "train.log"
    path.write_text("".join(f"[train] step:{kilo(s)} | loss:{3 - s / 20000:.4f}\n" for s in range(40, 12001, 40)))
    run = _loaded(path)
    loss = run.series["loss"]
    assert len(loss) == 300 and _increasing(loss.steps) and len(run.fragments) == 1


def test_the_audit_counts_points_kept_against_values_seen(tmp_path: Path) -> None:
    # Steps read wrong fold a hundred values into a few points: the lines were parsed, the
    # values lost; the reading says so and is in doubt.
    lines = [f"step {k // 10} | loss {3 - k / 100:.3f}" for k in range(100)]
    path = tmp_path / "train.log"
    path.write_text("\n".join(lines) + "\n")
    [run] = api.load([path], loss_keys=()).runs
    reading = _reading(run)
    assert reading["values_seen"] == 100 and reading["points_kept"] == 10
    assert reading["coverage"] == 0.1
    assert "loss values the log prints became points" in str(reading["doubt"])


def test_the_report_carries_values_seen_and_points_kept() -> None:
    from lossdoctor.reading import reading

    [report] = api.analyze([REAL_WRITERS / "loop_kilo_steps.log"]).runs
    found = reading(report.run)
    assert found["points_kept"] == 250 and found["values_seen"] >= 245


def test_a_burst_whose_first_dict_is_glued_behind_the_bar_is_one_curve(tmp_path: Path) -> None:
    # A terminal capture often has the burst's first line right after the bar frame, on its
    # line (`96/100 [00:06<00:00, 22.89it/s]{'loss': ...}`): two shapes of one print statement.
    # The real `tee` capture with that newline taken out was refused as "no training logs".
    text = (REAL_WRITERS / "hf_stepless_tee.log").read_text(encoding="utf-8")
    first = text.index("{'loss'")
    bar_end = text.rindex("it/s]", 0, first) + len("it/s]")
    path = tmp_path / "train.log"
    path.write_text(text[:bar_end] + text[first:], encoding="utf-8")
    run = _loaded(path)
    loss = run.series["loss"]
    assert len(loss) == 100 and _increasing(loss.steps)
    assert "bursts" in str(_reading(run)["step_source"]) and _reading(run)["points_kept"] == 100


def test_a_per_batch_loss_beside_an_epoch_average_on_other_lines_stays_a_loss(tmp_path: Path) -> None:
    # Python's `logging` as a T5 fine-tune used it (blind batch c13): `Epoch E - Batch loss: x`
    # on every batch, `Epoch E - Average Train Loss: y` once an epoch. The average is no total of
    # which the batch loss is a term: the batch loss was demoted and only 20 of 7760 points judged.
    import logging

    path = tmp_path / "train.log"
    logger = logging.getLogger("t5_glance")
    handler = logging.FileHandler(path, encoding="utf-8")
    handler.setFormatter(logging.Formatter("%(asctime)s - %(levelname)s - %(message)s"))
    logger.addHandler(handler)
    logger.setLevel(logging.INFO)
    rng = np.random.default_rng(0)
    for epoch in range(1, 6):
        losses = 2.0 / epoch * np.exp(0.2 * rng.standard_normal(40))
        for value in losses:
            logger.info(f"Epoch {epoch} - Batch loss: {value:.4f}")
        logger.info(f"Epoch {epoch} - Average Train Loss: {losses.mean():.4f}")
    handler.close()
    logger.removeHandler(handler)
    run = _loaded(path)
    assert run.primary == "Batch loss" and len(run.series["Batch loss"]) == 200
    assert run.series["Train Loss"].role.value == "loss" and _reading(run)["doubt"] is None
