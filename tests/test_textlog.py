"""Text-log readers on generated logs: resumes, trials, NaN, mangled lines, bad bytes, CLI."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from lossdoctor.cli import main
from lossdoctor.discover import discover
from lossdoctor.errors import InputError
from lossdoctor.ingest import textlog
from lossdoctor.model import RawRun


def _write(folder: Path, name: str, text: str | bytes) -> Path:
    path = folder / name
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        path.write_text(text)
    return path


def _read(path: Path) -> list[RawRun]:
    units, rest = textlog.claim([path], path.parent)
    assert not rest, f"{path.name} was not claimed"
    return textlog.read(units[0])


def _mega(it: int, loss: float | None, nan_iters: int = 0, stamp: str = "", grad: str = "0.500") -> str:
    prefix = f" [{stamp}]" if stamp else ""
    field = f" lm loss: {loss:.6E} |" if loss is not None else ""
    return (f"{prefix} iteration {it:8d}/    1000 | consumed samples: {it * 8:12d} | learning rate: 1.000E-04 |"
            f"{field} loss scale: 4096.0 | grad norm: {grad} | number of skipped iterations:   0 |"
            f" number of nan iterations: {nan_iters:3d} |\n")


def _llmc(steps: range) -> str:
    return "".join(f"s:{s} trl:{5 - s / 1000:.4f} lr:0.000600 norm:0.50\n" for s in steps)


def test_llmc_main_resume_appended_is_a_rollback(tmp_path: Path) -> None:
    text = "s:0 tel:6.0000\n" + _llmc(range(0, 300)) + "s:250 tel:4.5000\n" + _llmc(range(250, 400))
    (run,) = _read(_write(tmp_path, "main.log", text))
    assert [f.order for f in run.fragments] == [0, 1]
    first, second = (f.series["trl"] for f in run.fragments)
    assert (first.steps[0], first.steps[-1], second.steps[0], second.steps[-1]) == (0, 299, 250, 399)
    assert list(run.fragments[1].series["tel"].steps) == [250]


def test_megatron_checkpoint_resume_with_wall_times(tmp_path: Path) -> None:
    lines = [_mega(it, 3.0, stamp=f"2024-04-06 10:00:{it // 10:02d}") for it in range(10, 60, 10)]
    lines.append(" validation loss at iteration 50 | lm loss value: 2.900000E+00 | lm loss PPL: 1.817E+01 |\n")
    lines.append("  successfully loaded checkpoint from /ckpt [ t 1/8, p 1/4 ] at iteration 30\n")
    lines += [_mega(it, 2.5, stamp=f"2024-04-06 11:00:{it // 10:02d}") for it in range(40, 80, 10)]
    (run,) = _read(_write(tmp_path, "slurm-1.out", "".join(lines)))
    first, second = run.fragments
    assert list(first.series["lm loss"].steps) == [10, 20, 30, 40, 50]
    assert list(second.series["lm loss"].steps) == [40, 50, 60, 70]
    assert [(m.kind, m.step) for m in second.markers] == [("checkpoint_loaded", 30)]
    assert first.wall_start == pytest.approx(np.datetime64("2024-04-06T10:00:01").astype(int))
    assert second.wall_start > first.wall_start
    assert list(first.series["lm loss validation"].values) == [2.9]


def test_megatron_missing_loss_with_nan_iterations_is_nan(tmp_path: Path) -> None:
    text = _mega(1, 3.0) + _mega(2, None, nan_iters=1) + _mega(3, None, grad="nan") + _mega(4, 2.9)
    (run,) = _read(_write(tmp_path, "train.log", text))
    loss = run.fragments[0].series["lm loss"]
    assert list(loss.steps) == [1, 2, 3, 4]
    assert np.isnan(loss.values[1:3]).all() and loss.values[3] == pytest.approx(2.9)


def test_megatron_fresh_restart_is_a_new_trial(tmp_path: Path) -> None:
    text = "".join(_mega(it, 3.0) for it in (10, 20, 30))
    text += "WARNING: could not find the metadata file /x/latest_checkpointed_iteration.txt\n"
    text += "".join(_mega(it, 3.1) for it in (10, 20))
    runs = _read(_write(tmp_path, "log.txt", text))
    assert [r.name for r in runs] == ["log.txt", "log.txt#2"]
    assert len(runs[1].fragments[0].series["lm loss"]) == 2


def test_nanogpt_trial_restarting_at_zero_splits_runs(tmp_path: Path) -> None:
    # Each trial draws its own curve (a trial that replayed another's values would be a
    # rollback of it, issue 25).
    def trial(n: int, pace: float) -> str:
        return "step 0: train loss 4.0, val loss 4.1\n" + "".join(
            f"iter {i}: loss {4 - i * pace:.4f}, time 12.00ms, mfu 30.00%\n" for i in range(n))

    runs = _read(_write(tmp_path, "sweep.txt", trial(50, 0.01) + "noise\n" + trial(30, 0.012) + trial(20, 0.015)))
    assert [r.name for r in runs] == ["sweep.txt", "sweep.txt#2", "sweep.txt#3"]
    assert [len(r.fragments[0].series["loss"]) for r in runs] == [50, 30, 20]


def test_nanogpt_resume_and_fork_fields(tmp_path: Path) -> None:
    text = "".join(f"iter {i}: loss 3.0, time 1.00ms, mfu 1.00%\n" for i in range(0, 30))
    text += "".join(f"iter {i}: loss 2.0, time 1.00ms, mfu 1.00%, lr 1.0e-04\n" for i in range(20, 25))
    (run,) = _read(_write(tmp_path, "out.log", text))
    assert len(run.fragments) == 2
    assert list(run.fragments[1].series["lr"].steps) == [20, 21, 22, 23, 24]


def test_nanogpt_fork_with_a_unit_after_the_loss(tmp_path: Path) -> None:
    """A char-level fork prints bits per character: `iter 10: loss 4.5735 BPC, time 267.36ms`."""
    text = "step 0: train loss 6.0601 BPC, val loss 6.0586 BPC\n"
    text += "".join(f"iter {i}: loss {6 - i / 10:.4f} BPC, time 267.36ms, mfu 8.92%\n" for i in range(0, 30, 10))
    text += "step 30: train loss 2.5833 BPC, val loss 2.7931 BPC\nsaving checkpoint to out\n"
    text += "".join(f"iter {i}: loss {6 - i / 10:.4f} BPC, time 267.36ms, mfu 8.92%\n" for i in range(30, 60, 10))
    (run,) = _read(_write(tmp_path, "output.log", text))
    [fragment] = run.fragments
    assert list(fragment.series["loss"].steps) == [0, 10, 20, 30, 40, 50]
    assert fragment.series["loss"].values[1] == 5.0 and list(fragment.series["val loss"].values) == [6.0586, 2.7931]
    assert not any("mangled" in w for w in run.warnings)


def test_mangled_and_nan_lines(tmp_path: Path) -> None:
    text = ("step    1/10 | loss 5.000000 (+nanz)| norm 1.0000 (+nanz)| lr 1.00e-04 | 10.00 ms | 1.0% bf16 MFU | 10 tok/s\n"
            "step    2/10 | loss -nan (+nanz)| norm inf (+nanz)| lr 1.00e-04 | 10.00 ms | 1.0% bf16 MFU | 10 tok/s\n"
            "step    3/10 | loss 4.1 (+0.1z)| norm 1.0 (+0.1z)| lError: Token out of vocabulary\n"
            "step    4/10 | loss 4.000000 (+0.1z)| norm 1.0000 (+0.1z)| lr 1.00e-04 | 10.00 ms | 1.0% bf16 MFU | 10 tok/s\n"
            "step    5/10 | loss 3.9 (+0.1z)| norm 1.0 (+0.1z)| lr 1.00e-04 | 36slurmstepd: error: CANCELLED\n")
    (run,) = _read(_write(tmp_path, "gpt2.log", text))
    loss = run.fragments[0].series["loss"]
    assert list(loss.steps) == [0, 1, 3] and np.isnan(loss.values[1]) and loss.values[2] == 4.0
    assert np.isinf(run.fragments[0].series["norm"].values[1])
    assert [w.split(": line ")[1][:2] for w in run.warnings if "mangled" in w] == ["3:", "5:"]


def test_llmc_stdout_resume_flag_and_older_format(tmp_path: Path) -> None:
    text = ("| resume                | 0       |\nval loss 6.0\n"
            + "".join(f"step {s:4d}/100: train loss {5 - s / 100:.4f} (12.00 ms, 1000 tok/s)\n" for s in range(1, 6))
            + "| resume                | 1       |\nval loss 5.5\n"
            + "".join(f"step {s:4d}/100: train loss {4 - s / 100:.4f} (12.00 ms, 1000 tok/s)\n" for s in range(4, 8)))
    (run,) = _read(_write(tmp_path, "stdout", text))
    first, second = run.fragments
    assert list(first.series["loss"].steps) == [0, 1, 2, 3, 4]
    assert list(second.series["loss"].steps) == [3, 4, 5, 6]
    assert list(second.series["val loss"].steps) == [3] and second.markers[0].kind == "resumed"


def test_modded_nanogpt_code_header_ignored(tmp_path: Path) -> None:
    header = 'import os\nprint0(f"step:{step}/{n} val_loss:{v:.4f} train_time:{t}ms step_avg:{a}ms")\n' * 50
    body = "step:0/3 val_loss:10.0 train_time:1ms step_avg:nanms\n" + "".join(
        f"step:{s}/3 train_loss:{9 - s}.0 train_time:{s}ms step_avg:1.00ms\n" for s in (1, 2, 3))
    body += "step:3/3 val_loss:7.0 train_time:3ms step_avg:1.00ms\n"
    (run,) = _read(_write(tmp_path, "abc.txt", header + body))
    assert list(run.fragments[0].series["train_loss"].values) == [8.0, 7.0, 6.0]
    assert list(run.fragments[0].series["val_loss"].steps) == [0, 3]


def test_absl_algoperf_lines(tmp_path: Path) -> None:
    text = "".join(f"I0604 12:00:{s % 60:02d}.123456 140000 submission.py:91] {s}) loss = {3 - s / 100:.3f}, "
                   f"grad_norm = 0.500\n" for s in range(1, 6))
    text += "I0604 12:01:00.000000 140000 submission_runner.py:400] Time since start: 10.00s, \tStep: 5, " \
            "\t{'validation/loss': 2.5, 'train/loss': 2.4}\n"
    text += "global_step=6, loss=2.9, lr=0.1\nglobal_step=7, loss=2.8, lr=0.1 oops\n"
    (run,) = _read(_write(tmp_path, "train.log", text))
    series = run.fragments[0].series
    assert list(series["loss"].steps) == [1, 2, 3, 4, 5, 6] and series["lr"].steps.tolist() == [6]
    assert list(series["validation/loss"].steps) == [5]
    assert any("line 8" in w for w in run.warnings)


def test_invalid_utf8_is_replaced_with_a_warning(tmp_path: Path) -> None:
    data = _llmc(range(0, 5)).encode() + b"s:5 trl:\xff\xfe9 lr:0.1 norm:1\n" + _llmc(range(6, 8)).encode()
    (run,) = _read(_write(tmp_path, "main.log", data))
    assert list(run.fragments[0].series["trl"].steps) == [0, 1, 2, 3, 4, 6, 7]
    assert any("invalid UTF-8" in w for w in run.warnings) and any("line 6" in w for w in run.warnings)


def test_binary_empty_and_unrecognised_files(tmp_path: Path) -> None:
    binary = _write(tmp_path, "blob.log", bytes(range(256)) * 64)
    empty = _write(tmp_path, "empty.log", b"")
    prose = _write(tmp_path, "notes.txt", "we trained for 3 epochs\nloss went down\n")
    units, rest = textlog.claim([binary, empty, prose], tmp_path)
    assert units == [] and rest == [binary, empty, prose]
    for path in (binary, empty, prose):
        with pytest.raises(InputError) as caught:
            discover([path])
        assert str(path) in str(caught.value) and "\n" not in str(caught.value)


def test_cli_inspect_reads_text_logs(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    text = "s:0 tel:6.0000\n" + _llmc(range(0, 300)) + "s:250 tel:4.5000\n" + _llmc(range(250, 400))
    _write(tmp_path, "main.log", text)
    _write(tmp_path, "README.md", "# notes\n")
    code = main(["inspect", str(tmp_path), "--format", "json"])
    out = capsys.readouterr().out
    assert code == 0
    (run,) = json.loads(out)["runs"]
    assert run["format"] == "llmc-main" and run["primary_loss"] == "trl"
    assert len(run["fragments"]) == 2
    assert [(r["step"], r["abandoned_to_step"]) for r in run["rollbacks"]] == [(250, 299)]
    assert main(["inspect", str(_write(tmp_path, "x.txt", "nothing here\n"))]) == 2


def test_megatron_value_that_is_not_a_number_is_not_misread(tmp_path: Path) -> None:
    text = _mega(1, 3.0) + _mega(2, 2.9).replace("lm loss: 2.900000E+00", "lm loss: 2.9abc") + _mega(3, 2.8)
    (run,) = _read(_write(tmp_path, "train.log", text))
    assert list(run.fragments[0].series["lm loss"].steps) == [1, 3]
    assert any("line 2:" in w and "mangled" in w for w in run.warnings)


def test_megatron_rank_prefix_has_no_wall_time(tmp_path: Path) -> None:
    text = "".join("[default7]:" + _mega(it, 2.0) for it in (1, 2, 3))
    (run,) = _read(_write(tmp_path, "x.out", text))
    fragment = run.fragments[0]
    assert fragment.wall_start is None and fragment.series["lm loss"].wall_times is None


def test_llmc_main_nan_values_and_crlf(tmp_path: Path) -> None:
    text = "s:0 trl:5.0 lr:0.1 norm:1.0\r\ns:1 trl:nan lr:0.1 norm:-nan\r\ns:2 trl:inf lr:0.1 norm:1.0\r\n"
    (run,) = _read(_write(tmp_path, "main.log", text))
    trl = run.fragments[0].series["trl"].values
    assert trl[0] == 5.0 and np.isnan(trl[1]) and np.isinf(trl[2])
    assert np.isnan(run.fragments[0].series["norm"].values[1])


def test_modded_nanogpt_new_trial_and_mangled_line(tmp_path: Path) -> None:
    def trial(n: int, pace: float) -> str:  # each trial its own values (a replay is a rollback)
        return "step:0/9 val_loss:10.0 train_time:0ms step_avg:nanms\n" + "".join(
            f"step:{s}/9 train_loss:{9 - s * pace:.4f} train_time:{s}ms step_avg:1.00ms\n" for s in range(1, n + 1))

    text = trial(4, 0.1) + "step:5/9 train_loss:8.5 train_tiTraceback (most recent call last):\n" + trial(3, 0.2)
    runs = _read(_write(tmp_path, "log.txt", text))
    assert [len(r.fragments[0].series["train_loss"]) for r in runs] == [4, 3]
    assert any("line 6:" in w for w in runs[0].warnings)


def test_long_preamble_is_sniffed_from_the_tail(tmp_path: Path) -> None:
    preamble = "".join(f"  arg_{i} ........................ {i}\n" for i in range(12000))
    path = _write(tmp_path, "slurm-2.out", preamble + "".join(_mega(it, 2.0) for it in range(1, 40)))
    assert path.stat().st_size > 400_000
    (run,) = _read(path)
    assert len(run.fragments[0].series["lm loss"]) == 39


def test_megatron_sparse_field_after_a_mangled_line(tmp_path: Path) -> None:
    lines = [_mega(1, 3.0), _mega(2, 2.9)[:60] + "\n", _mega(3, 2.8),
             _mega(4, 2.7).replace(" loss scale:", " moe loss: 1.000000E-02 | loss scale:")]
    (run,) = _read(_write(tmp_path, "train.log", "".join(lines)))
    series = run.fragments[0].series
    assert list(series["lm loss"].steps) == [1, 3, 4]
    assert list(series["moe loss"].steps) == [4] and list(series["moe loss"].values) == [0.01]


def test_llmc_main_pytorch_reference_lines(tmp_path: Path) -> None:
    (run,) = _read(_write(tmp_path, "main.log", "s:0 trl:10.9\ns:1 trl:10.5\ns:1 tel:10.6\n"))
    series = run.fragments[0].series
    assert list(series["trl"].values) == [10.9, 10.5] and "lr" not in series
    assert list(series["tel"].steps) == [1]


def test_markdown_only_code_blocks_count(tmp_path: Path) -> None:
    quoted = "".join(_mega(it, 2.0) for it in (5, 6))
    prose = _write(tmp_path, "notes.md", "# Run notes\n" + quoted + "no fences here\n")
    fenced = _write(tmp_path, "log.md", "# Run notes\n\n```\n" + quoted + "```\n\ntext\n\n```\n"
                    + _mega(9, 3.0) + _mega(8, 3.5) + "```\n")
    units, rest = textlog.claim([prose, fenced], tmp_path)
    assert rest == [prose] and [u.name for u in units] == ["log.md"]
    runs = textlog.read(units[0])
    assert [r.name for r in runs] == ["log.md#L4", "log.md#L11"]
    # Inside one excerpt, a step going back is a rollback: two fragments, not two runs.
    assert [list(f.series["lm loss"].steps) for f in runs[1].fragments] == [[9], [8]]


_SAMPLES = {
    "llmc-main": "s:0 tel:6.0\n" + _llmc(range(0, 6)),
    "llmc-stdout": "val loss 6.0\n" + "".join(
        f"step {s:4d}/9 | loss 5.{s} (+0.1z)| norm 1.0 (+0.1z)| lr 1.00e-04 | 10.00 ms | 1.0% bf16 MFU | 10 tok/s\n"
        for s in range(1, 6)),
    "megatron": "".join(_mega(it, 3.0, stamp="2024-04-06 10:00:00") for it in range(1, 6))
    + " validation loss at iteration 5 | lm loss value: 2.9E+00 | lm loss PPL: 18.1 |\n",
    "nanogpt": "step 0: train loss 4.0, val loss 4.1\n" + "".join(
        f"iter {i}: loss 4.{i}, time 12.00ms, mfu 30.00%\n" for i in range(6)),
    "modded-nanogpt": "step:0/5 val_loss:10.0 train_time:0ms step_avg:nanms\n" + "".join(
        f"step:{s}/5 train_loss:9.{s} train_time:{s}ms step_avg:1.00ms\n" for s in range(1, 6)),
    "absl": "".join(f"I0604 12:00:00.000001 1 s.py:9] {s}) loss = 3.{s}, grad_norm = 0.5\n" for s in range(1, 6)),
    "nanochat": "Step 00000 | Validation bpb: 3.2100\n" + "".join(
        f"step {s:05d}/00010 ({s * 10:.2f}%) | loss: 10.{s} | lrm: 1.00 | dt: 123.45ms | tok/sec: 1,234 | "
        f"mfu: 1.23 | total time: 0.0{s}m\n" for s in range(5)),
}


@pytest.mark.parametrize("fmt", sorted(_SAMPLES))
def test_random_damage_never_crashes_or_invents_points(tmp_path: Path, fmt: str) -> None:
    """Flip, drop or splice bytes: the reader returns fewer points or an InputError, nothing else."""
    rng = np.random.default_rng(len(fmt))
    clean = _SAMPLES[fmt].encode()
    path = _write(tmp_path, "log", clean)
    (run,) = _read(path)
    assert run.format == fmt
    full = sum(len(s) for f in run.fragments for s in f.series.values())
    for trial in range(60):
        data = bytearray(clean)
        for _ in range(int(rng.integers(1, 4))):
            at = int(rng.integers(0, len(data)))
            action = trial % 3
            if action == 0:
                data[at] = int(rng.integers(0, 256))
            elif action == 1:
                del data[at:at + int(rng.integers(1, 12))]
            else:
                data[at:at] = b"Error: Token out of vocabulary\n"[: int(rng.integers(1, 31))]
        path.write_bytes(bytes(data))
        try:
            units, _ = textlog.claim([path], tmp_path)
            runs = [run for unit in units for run in textlog.read(unit)]
        except InputError as exc:
            assert "\n" not in str(exc)
            continue
        points = sum(len(s) for r in runs for f in r.fragments for s in f.series.values())
        assert points <= full + 8  # a damaged digit may still read as a (different) number


def test_nanochat_lines_and_fork_fields(tmp_path: Path) -> None:
    text = _SAMPLES["nanochat"] + (
        "step 00005/00010 (50.00%) | loss: 9.5 | grad norm: 1.2345 | lr: 2.00e-04 | dt: 123.45ms | "
        "tok/sec: 1,234,567 | bf16_mfu: 45.10 | epoch: 1 pq: 3 rg: 5 | total time: 0.01m\n"
        "step 00006/00010 (60.00%) | loss: 9.4 | lrm: 1.00 | dt: 12slurmstepd: error: CANCELLED\n"
        "Step 00006 | Validation bpb: 3.0000\n")
    (run,) = _read(_write(tmp_path, "base_train.log", text))
    series = run.fragments[0].series
    assert list(series["loss"].steps) == [0, 1, 2, 3, 4, 5] and series["loss"].values[5] == 9.5
    assert series["tok/sec"].values[5] == 1234567 and list(series["grad norm"].steps) == [5]
    assert list(series["val bpb"].steps) == [0, 6] and series["val bpb"].role.value == "eval_loss"
    assert series["lrm"].role.value == "lr" and "EMA" in run.meta["loss"]
    assert any("line 8:" in w and "mangled" in w for w in run.warnings)


def test_megatron_wall_times_from_aligned_and_ragged_stamps(tmp_path: Path) -> None:
    aligned = [_mega(it, 3.0, stamp=f"2024-04-06 10:00:0{it},250") for it in (1, 2, 3)]
    (run,) = _read(_write(tmp_path, "a.out", "".join(aligned)))
    base = float(np.datetime64("2024-04-06T10:00:00", "s").astype(np.int64))
    assert list(run.fragments[0].series["lm loss"].wall_times - base) == [1.25, 2.25, 3.25]
    # Prefixes of different widths take the per-line path and give the same times.
    ragged = aligned[:2] + ["  " + _mega(3, 3.0, stamp="2024-04-06 10:00:03,250")]
    (run,) = _read(_write(tmp_path, "b.out", "".join(ragged)))
    assert list(run.fragments[0].series["lm loss"].wall_times - base) == [1.25, 2.25, 3.25]


def test_megatron_impossible_date_gives_no_wall_time(tmp_path: Path) -> None:
    text = "".join(_mega(it, 3.0, stamp="2024-13-06 10:00:00") for it in (1, 2))
    (run,) = _read(_write(tmp_path, "x.out", text))
    series = run.fragments[0].series["lm loss"]
    assert list(series.steps) == [1, 2] and series.wall_times is None


def test_megatron_mangled_token_in_a_repeated_column(tmp_path: Path) -> None:
    lines = [_mega(it, 3.0) for it in range(1, 41)]
    lines[19] = lines[19].replace("loss scale: 4096.0", "loss scale: 4096.0x")
    (run,) = _read(_write(tmp_path, "train.log", "".join(lines)))
    scale = run.fragments[0].series["loss scale"]
    assert len(scale) == 39 and 20 not in list(scale.steps) and set(scale.values) == {4096.0}
    assert any("line 20:" in w and "mangled" in w for w in run.warnings)


def test_megatron_repeated_column_reads_like_one_by_one() -> None:
    from lossdoctor.ingest.textlog.common import to_floats
    from lossdoctor.ingest.textlog.megatron_fields import _floats

    strings = ["4096.0", "nan", "2.9abc", "1e-4", "-inf"] * 400 + ["0.5"]
    values, bad = _floats(strings)
    expected, expected_bad = to_floats(strings)
    assert np.array_equal(values, expected, equal_nan=True)
    assert bad is not None and expected_bad is not None and list(bad) == list(expected_bad)
    assert int(bad.sum()) == 400


@pytest.mark.parametrize("stamp", ["default7", "garbage!", ""])
def test_megatron_bracketed_prefix_that_is_no_time_has_no_wall_time(tmp_path: Path, stamp: str) -> None:
    # `[default7]:` is a torch.distributed launcher's rank prefix (BigScience's logs). numpy 1.24.0
    # crashed on casting such bytes to datetime64; the reader must give no wall time, not a crash.
    lines = [f"[{stamp}]:" + _mega(it, 3.0) for it in range(10, 60, 10)] if stamp else \
        [_mega(it, 3.0) for it in range(10, 60, 10)]
    (run,) = _read(_write(tmp_path, "rank-prefixed.out", "".join(lines)))
    (fragment,) = run.fragments
    assert list(fragment.series["lm loss"].steps) == [10, 20, 30, 40, 50]
    assert fragment.wall_start is None
