"""Seven logs a person reads at a glance, refused before (blind c45/c46, issue 31).

- a pandas `losses.csv` with a blank index name and columns named after a GAN's two models
  (`tables/byname.py`): the generator's loss, in row order though the index starts again;
- headerless `epoch,loss` rows in a `.txt` whose counter starts again at 1 (`tables/parse.py`);
- one `np.savetxt` value in `train_loss.txt` (`generic/pylists.py`): a one-point run, LD001;
- only the HF summary of a call that trained part of an epoch (`generic/summaryonly.py`);
- `train loss :: 1.696`: a doubled separator (`generic/template.py`);
- a sweep file of `[config]: v1, ..., vN` lines and its eval twin (`generic/sweeplines.py`);
- `[time] step value` lines that name nothing (`generic/unnamed.py`): the unnamed number is the
  loss only when it falls, the step counts by one, and nothing else is named.
"""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any

import pytest

from lossdoctor import api
from lossdoctor.errors import LossDoctorError
from lossdoctor.formats.json_report import as_dict
from lossdoctor.ingest.textlog.generic.unnamed import counted


def _runs(path: Path) -> list[dict[str, Any]]:
    runs: list[dict[str, Any]] = as_dict(api.analyze([path]))["runs"]
    return runs


def _points(run: dict[str, Any], name: str) -> int:
    return next(int(s["points"]) for s in run["series"] if s["name"] == name)


def _roles(run: dict[str, Any]) -> dict[str, str]:
    return {s["name"]: s["role"] for s in run["series"]}


def _warnings(run: dict[str, Any]) -> str:
    return " ".join(run["warnings"])


# --- a GAN's losses.csv, columns named after its models ------------------------------------

def _gan_rows(rows: int, restart: int | None = None) -> str:
    lines = [",discriminator,Generator"]
    for row in range(rows):
        index = row if restart is None or row < restart else row - restart
        lines.append(f"{index},{0.1 + 0.05 * ((row * 7) % 3):.4f},{20.0 / (1 + row / 50) + (row * 13) % 5:.4f}")
    return "\n".join(lines) + "\n"


def test_a_gan_losses_csv_reads_the_generator_in_row_order(tmp_path: Path) -> None:
    path = tmp_path / "losses.csv"
    path.write_text(_gan_rows(300, restart=200))
    [run] = _runs(path)
    assert run["primary_loss"] == "Generator"
    assert _points(run, "Generator") == 300 and not run["rollbacks"]
    assert _roles(run)["discriminator"] == "other" and "Unnamed: 0" not in _roles(run)
    assert "starts again at 0 at row 200" in _warnings(run)
    assert run["reading"] is None or run["reading"].get("doubt") is None


def test_a_csv_named_otherwise_with_model_columns_is_no_loss(tmp_path: Path) -> None:
    path = tmp_path / "results.csv"
    path.write_text(_gan_rows(100))
    [run] = _runs(path)
    assert run["primary_loss"] != "Generator"


def test_a_losses_csv_of_two_unnamed_curves_says_its_doubt(tmp_path: Path) -> None:
    path = tmp_path / "losses.csv"
    path.write_text("a,b\n" + "".join(f"{3 / (1 + i):.4f},{2 / (1 + i):.4f}\n" for i in range(40)))
    [run] = _runs(path)
    assert run["primary_loss"] == "a"
    assert "columns are losses" in str(run["reading"]["doubt"])


# --- headerless epoch,loss rows in a .txt, the counter starting again ----------------------

def test_headerless_epoch_loss_rows_in_a_txt_go_on_after_the_counter_restarts(tmp_path: Path) -> None:
    first = [f"{e},{6.0 - 0.1 * e:.4f}" for e in range(1, 24)]
    second = [f"{e},{3.7 - 0.001 * e:.4f}" for e in range(1, 51)]
    path = tmp_path / "loss_log.txt"
    path.write_text("\n".join(first + second) + "\n")
    [run] = _runs(path)
    assert _points(run, run["primary_loss"]) == 73 and not run["rollbacks"]
    assert "goes back to 1 once" in _warnings(run)


def test_loss_then_counter_rows_stay_the_bare_readers(tmp_path: Path) -> None:
    # `f"{loss}, {idx}"`: a loss printed first, its counter after it (the bare-number reader).
    path = tmp_path / "log.txt"
    path.write_text("".join(f"{2.0 / (1 + i):.4f}, {i * 10}\n" for i in range(30)))
    [run] = _runs(path)
    assert _points(run, run["primary_loss"]) == 30


# --- one savetxt value named after the training loss ---------------------------------------

def test_one_value_in_train_loss_txt_is_a_one_point_run(tmp_path: Path) -> None:
    (tmp_path / "train_loss.txt").write_text("4.400685167252345042e-01\n")
    (tmp_path / "train_accuracy.txt").write_text("8.506417736289381137e-01\n")
    [run] = _runs(tmp_path)
    assert run["primary_loss"] == "train_loss" and _points(run, "train_loss") == 1
    assert "LD001" in {f["code"] for f in run["findings"]}


def test_one_value_beside_a_longer_file_is_not_taken(tmp_path: Path) -> None:
    (tmp_path / "train_loss.txt").write_text("0.44\n")
    (tmp_path / "notes.txt").write_text("1.0\n2.0\n3.0\n4.0\n")
    with pytest.raises(LossDoctorError):
        api.analyze([tmp_path])


# --- the HF summary of a call that trained part of an epoch --------------------------------

def test_a_summary_of_part_of_an_epoch_is_a_point_at_its_steps(tmp_path: Path) -> None:
    path = tmp_path / "finetune.log"
    path.write_text("Training sshleifer/tiny-gpt2\n"
                    "{'train_runtime': 0.9883, 'train_samples_per_second': 7.083, 'train_steps_per_second': 1.012, "
                    "'train_loss': 43.30198669433594, 'epoch': 0.57}\n"
                    "FINETUNE_RESULT {'status': 'completed'}\n")
    [run] = _runs(path)
    assert _points(run, "train_loss") == 1 and run["series"][0]["first_step"] == 1
    assert "optimizer steps" in _warnings(run)


# --- a doubled separator ---------------------------------------------------------------------

def test_a_doubled_separator_names_its_number(tmp_path: Path) -> None:
    path = tmp_path / "finetune.log"
    path.write_text("args: {'epochs': 1, 'lr': 2e-05}\nload 8544 data from data/sst-train.txt\n"
                    "epoch 0: train loss :: 1.696, train acc :: 0.412, dev acc :: 0.391\n"
                    "dev acc :: 0.391\ntest acc :: 0.390\n")
    [run] = _runs(path)
    assert run["primary_loss"] == "train loss" and _points(run, "train loss") == 1


# --- a sweep file, one run a line ----------------------------------------------------------

def _sweep(configs: int, scale: float) -> str:
    lines = []
    for k in range(configs):
        values = [scale * (10 + k) / (1 + e) for e in range(20)]
        lines.append(f"[64, {k}, [64, 64], 0.01]: " + ", ".join(repr(v) if k != 2 or e < 15 else "nan"
                                                             for e, v in enumerate(values)))
    return "\n".join(lines) + "\n"


def test_a_sweep_file_is_one_run_a_line_with_its_eval_twin(tmp_path: Path) -> None:
    (tmp_path / "train_loss.txt").write_text(_sweep(4, 1.0))
    (tmp_path / "test_loss.txt").write_text(_sweep(4, 0.2))
    runs = _runs(tmp_path)
    assert len(runs) == 4
    for run in runs:
        assert _points(run, "train_loss") == 20 and _roles(run)["test_loss"] == "eval_loss"
    assert any("[64, 2, [64, 64], 0.01]" in run["name"] for run in runs)


def test_a_sweep_file_named_otherwise_or_with_repeated_labels_is_no_sweep(tmp_path: Path) -> None:
    (tmp_path / "train_loss.txt").write_text(_sweep(2, 1.0) * 2)
    (tmp_path / "configs.txt").write_text(_sweep(3, 1.0))
    from lossdoctor.ingest.textlog.generic.sweeplines import lines_of

    assert lines_of(tmp_path / "train_loss.txt") is None
    assert lines_of(tmp_path / "configs.txt") is None
    # `Epoch 3: l1, l2, ...`: a counter for a label, one run's batch losses an epoch a line.
    (tmp_path / "loss.txt").write_text("".join(f"Epoch {e}: 0.5, 0.4, 0.3\n" for e in range(1, 5)))
    assert lines_of(tmp_path / "loss.txt") is None


# --- a step and one unnamed number ---------------------------------------------------------

def _stamped(values: list[float]) -> list[str]:
    lines = ["nohup: ignoring input", "{'nranks': 2}"]
    for step, value in enumerate(values):
        lines += [f"\t\t\t\t {0.5 + (step % 3) * 0.01} {value + 0.3}", "True",
                  f"[Mar 29, 16:{22 + step // 60:02d}:{step % 60:02d}] {step} {value!r}"]
    return lines


def test_an_unnamed_number_after_a_counting_step_is_read_as_the_loss(tmp_path: Path) -> None:
    path = tmp_path / "train.out"
    path.write_text("\n".join(_stamped([6.25 - 0.001 * s + 0.0001 * (s % 7) for s in range(300)])) + "\n")
    [run] = _runs(path)
    assert _points(run, "loss") == 300
    assert "names nothing" in _warnings(run)


@pytest.mark.parametrize("kind", ["timer", "throughput", "skips"])
def test_an_unnamed_timer_throughput_or_sparse_counter_is_no_loss(kind: str) -> None:
    if kind == "timer":
        values = [0.5 * s + 0.01 for s in range(300)]
    elif kind == "throughput":
        values = [120.0 + 3 * math.sin(s) for s in range(300)]
    else:
        values = [6.25 - 0.001 * s for s in range(300)]
    lines = _stamped(values)
    if kind == "skips":
        lines = [_respaced(line) for line in lines]
    assert counted(lines) is None
    assert counted(_stamped([6.25 - 0.001 * s for s in range(300)])) is not None  # the control


def _respaced(line: str) -> str:
    """A `[time] step value` line with its step multiplied by 10 (a counter that skips)."""
    if not line.startswith("[Mar"):
        return line
    stamp, rest = line.split("] ", 1)
    step, value = rest.split(" ")
    return f"{stamp}] {int(step) * 10} {value}"


def test_an_unnamed_number_is_never_taken_beside_a_named_loss(tmp_path: Path) -> None:
    path = tmp_path / "train.out"
    lines = _stamped([6.25 - 0.001 * s for s in range(100)])
    lines += [f"step {s} loss {1.0 / (1 + s):.4f}" for s in range(50)]
    path.write_text("\n".join(lines) + "\n")
    [run] = _runs(path)
    assert "names nothing" not in _warnings(run)
