"""A trainer's own score file, one line per evaluated epoch (`10 epoch, LR ..., LOSS ...`): the
count before the word epoch is the epoch; a small file whose lines all share one shape is read
even without a step; a log-like file a folder walk leaves unread is named in a note (issue 31)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from lossdoctor import api
from lossdoctor.errors import InputError
from lossdoctor.formats.json_report import as_dict


def _ecapa_score(epochs: list[int], seed: int = 0) -> str:
    """Lines exactly as ECAPA-TDNN's `trainECAPAModel.py` appends them to `score.txt`
    (`"%d epoch, LR %f, LOSS %f, ACC %2.2f%%, EER %2.2f%%, bestEER %2.2f%%\\n"`)."""
    rng = np.random.default_rng(seed)
    lines, best = [], 100.0
    for k, epoch in enumerate(epochs):
        loss = 1.3 * 0.8 ** k + 0.2
        eer = 4.0 + float(rng.uniform(0, 1.5))
        best = min(best, eer)
        lines.append("%d epoch, LR %f, LOSS %f, ACC %2.2f%%, EER %2.2f%%, bestEER %2.2f%%\n"
                     % (epoch, 0.001 * 0.97 ** k, loss, 72 + 2.5 * k, eer, best))
    return "".join(lines)


def _runs(*paths: Path) -> list[dict[str, object]]:
    runs: list[dict[str, object]] = as_dict(api.analyze(list(paths)))["runs"]
    return runs


def test_the_count_before_the_word_epoch_is_the_epoch(tmp_path: Path) -> None:
    path = tmp_path / "score.txt"
    path.write_text(_ecapa_score(list(range(10, 100, 10))))
    [run] = _runs(path)
    assert run["primary_loss"] == "LOSS"
    assert run["reading"]["step_source"]["unit"] == "epochs"  # type: ignore[index]
    [loss] = [s for s in run["series"] if s["name"] == "LOSS"]  # type: ignore[attr-defined]
    assert (loss["points"], loss["first_step"], loss["last_step"]) == (9, 10, 90)


def test_prose_with_a_count_of_epochs_is_no_epoch(tmp_path: Path) -> None:
    # `10 epochs` in a sentence states no epoch: the lines are read in their order.
    path = tmp_path / "log.txt"
    path.write_text("".join(f"{n} epochs of warm-up, then loss {1.0 / n:.4f}\n" for n in range(3, 15)))
    [run] = _runs(path)
    assert run["reading"]["step_source"]["unit"] != "epochs"  # type: ignore[index]


def _stepless(lines: int) -> str:
    return "".join(f"LR {0.001 * 0.97 ** k:f}, LOSS {1.3 * 0.8 ** k + 0.2:f}, ACC {72 + k:2.2f}%\n"
                   for k in range(lines))


def test_a_small_file_whose_every_line_shares_one_shape_is_read_in_line_order(tmp_path: Path) -> None:
    path = tmp_path / "score.txt"
    path.write_text(_stepless(9))
    [run] = _runs(path)
    assert run["primary_loss"] == "LOSS"
    assert run["reading"]["points_kept"] == 9  # type: ignore[index]


def test_the_same_lines_among_other_lines_or_too_few_stay_unread(tmp_path: Path) -> None:
    among = tmp_path / "among.txt"
    among.write_text(_stepless(9) + "".join(f"note {k}: see figure {k} and table {k}\n" for k in range(12)))
    few = tmp_path / "few.txt"
    few.write_text(_stepless(4))
    for path in (among, few):
        with pytest.raises(InputError):
            _runs(path)


def test_a_log_like_file_left_unread_beside_a_run_is_named_in_a_note(tmp_path: Path) -> None:
    (tmp_path / "exp").mkdir()
    (tmp_path / "exp" / "score.txt").write_text(_ecapa_score(list(range(1, 24))))
    (tmp_path / "quoted.txt").write_text(_stepless(4))
    (tmp_path / "notes.txt").write_text("the data set is 20 GB, batch size 32\n")
    notes = api.analyze([tmp_path]).notes
    assert [n for n in notes if n.startswith("quoted.txt: not read") and "LOSS" in n]
    assert not [n for n in notes if "notes.txt" in n]  # nothing in it names a loss
