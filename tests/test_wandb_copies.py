"""W&B run folders as a person sees them (c8 batch).

`wandb/latest-run` is a symlink to the newest run folder; copied into a repository it is a
byte-identical second folder with the same run id, and was read as a second writer of the run
(`c8-sgm-diffusion-toy-celeba-wandb-folder-three-launches`,
`c8-hf-reward-model-wandb-folder-three-runs-one-killed`). A launch that logged no history row
and was stopped by hand (exit code 255) or ended cleanly was reported as a run with nothing to
judge; one whose exit record says it crashed still is (`c4-arm-kwt-wandb-crash-and-killed-run`).
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from lossdoctor.api import load
from lossdoctor.cli import main
from lossdoctor.ingest.wandb.log import frame

T0 = 1.7e9


def _payloads(run_id: str, losses: list[float], *, first_step: int = 0, exit_code: int | None = None,
              resumed: bool = False, start: float = T0, name: str | None = None) -> list[bytes]:
    from wandb.proto import wandb_internal_pb2 as pb

    run = pb.Record(num=1)
    run.run.run_id = run_id
    run.run.display_name = f"try-{run_id}" if name is None else name
    run.run.start_time.seconds = int(start)
    run.run.resumed = resumed
    out = [run.SerializeToString()]
    for offset, loss in enumerate(losses):
        step = first_step + offset
        record = pb.Record(num=offset + 2)
        for key, value in (("_step", step), ("_timestamp", start + 10.0 * offset), ("loss", loss)):
            item = record.history.item.add()
            item.key = key
            item.value_json = repr(value)
        out.append(record.SerializeToString())
    if exit_code is not None:
        ended = pb.Record(num=len(out) + 1)
        ended.exit.exit_code = exit_code
        out.append(ended.SerializeToString())
    return out


def _run(folder: Path, run_id: str, payloads: list[bytes]) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"run-{run_id}.wandb"
    path.write_bytes(frame(payloads))
    return path


def _curve(n: int, top: float = 2.0) -> list[float]:
    return [top * 0.98 ** i + 0.01 * (i % 3) for i in range(n)]


def test_a_copied_latest_run_folder_is_the_same_run_read_once(tmp_path: Path) -> None:
    wandb = tmp_path / "wandb"
    _run(wandb / "run-20250101_100000-aaaa1111", "aaaa1111", _payloads("aaaa1111", _curve(40)))
    real = _run(wandb / "run-20250101_120000-bbbb2222", "bbbb2222",
                _payloads("bbbb2222", _curve(30, 3.0), start=T0 + 9000))
    shutil.copytree(real.parent, wandb / "latest-run")  # what `cp -rL` or a zip makes of the symlink
    loaded = load([tmp_path])
    assert len(loaded.runs) == 2
    [copied] = [run for run in loaded.runs if "bbbb2222" in run.name]
    assert [f.source for f in copied.fragments] == [str(real)] and len(copied.series["loss"]) == 30
    assert str(wandb / "latest-run" / real.name) in copied.sources  # the copy is still this run's file
    [note] = [w for w in copied.warnings if "copy" in w]
    assert "latest-run/run-bbbb2222.wandb: a byte-identical copy of wandb/run-20250101_120000-bbbb2222" in note
    assert not any("concurrent" in w for w in copied.warnings)


def test_a_symlinked_latest_run_is_walked_once(tmp_path: Path) -> None:
    wandb = tmp_path / "wandb"
    real = _run(wandb / "run-20250101_120000-bbbb2222", "bbbb2222", _payloads("bbbb2222", _curve(30)))
    os.symlink(real.parent.name, wandb / "latest-run")
    [run] = load([tmp_path]).runs
    assert list(run.sources) == [str(real)] and not any("copy" in w or "concurrent" in w for w in run.warnings)


def test_a_copy_taken_while_the_run_was_writing_is_an_earlier_copy(tmp_path: Path) -> None:
    wandb = tmp_path / "wandb"
    payloads = _payloads("cccc3333", _curve(50))
    real = _run(wandb / "run-20250101_120000-cccc3333", "cccc3333", payloads)
    early = frame(payloads[:20])
    assert real.read_bytes().startswith(early)
    (wandb / "latest-run").mkdir()
    (wandb / "latest-run" / real.name).write_bytes(early)
    [run] = load([tmp_path]).runs
    assert [f.source for f in run.fragments] == [str(real)] and len(run.series["loss"]) == 50
    assert any("latest-run/run-cccc3333.wandb: an earlier copy of" in w for w in run.warnings)


def test_a_resumed_run_written_twice_still_joins_as_two_fragments(tmp_path: Path) -> None:
    wandb = tmp_path / "wandb"
    curve = _curve(60)
    first = _run(wandb / "run-20250101_100000-dddd4444", "dddd4444", _payloads("dddd4444", curve[:30]))
    second = _run(wandb / "run-20250101_110000-dddd4444", "dddd4444",
                  _payloads("dddd4444", curve[30:], first_step=30, resumed=True, start=T0 + 3600))
    [run] = load([tmp_path]).runs
    assert sorted(run.sources) == sorted([str(first), str(second)])
    assert len(run.series["loss"]) == 60 and len(run.fragments) == 2
    assert not any("copy" in w for w in run.warnings)


@pytest.mark.parametrize(("exit_code", "said"), [
    (255, "stopped by hand (exit code 255, Ctrl-C)"),
    (0, "ended cleanly (exit code 0)"),
    (None, "no exit record"),
])
def test_a_launch_that_logged_nothing_is_named_and_passed_over(tmp_path: Path, exit_code: int | None,
                                                                said: str) -> None:
    wandb = tmp_path / "wandb"
    empty = _run(wandb / "run-20250101_100000-eeee5555", "eeee5555", _payloads("eeee5555", [], exit_code=exit_code))
    _run(wandb / "run-20250101_110000-ffff6666", "ffff6666", _payloads("ffff6666", _curve(40), exit_code=0))
    loaded = load([tmp_path])
    assert [run.meta["id"] for run in loaded.runs] == ["ffff6666"]
    [note] = [n for n in loaded.notes if "eeee5555" in n]
    assert str(empty) in note and "no history row" in note and said in note and "not a run" in note


def test_a_launch_that_crashed_before_logging_is_still_reported(tmp_path: Path) -> None:
    wandb = tmp_path / "wandb"
    _run(wandb / "run-20250101_100000-gggg7777", "gggg7777", _payloads("gggg7777", [], exit_code=1))
    _run(wandb / "run-20250101_110000-hhhh8888", "hhhh8888", _payloads("hhhh8888", _curve(40), exit_code=0))
    loaded = load([tmp_path])
    assert sorted(run.meta["id"] for run in loaded.runs) == ["gggg7777", "hhhh8888"]
    [crashed] = [run for run in loaded.runs if run.meta["id"] == "gggg7777"]
    assert any("exit record says exit code 1" in w for w in crashed.warnings)


def test_only_launches_that_logged_nothing_is_an_error_not_a_success(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    wandb = tmp_path / "wandb"
    _run(wandb / "run-20250101_100000-iiii9999", "iiii9999", _payloads("iiii9999", [], exit_code=255))
    _run(wandb / "run-20250101_110000-jjjj0000", "jjjj0000", _payloads("jjjj0000", [], exit_code=0))
    assert main(["analyze", str(tmp_path)]) == 2
    err = capsys.readouterr().err
    assert "no history row" in err and "iiii9999" in err


def test_a_display_name_that_names_nothing_gives_way_to_the_run_id(tmp_path: Path) -> None:
    wandb = tmp_path / "wandb"
    _run(wandb / "run-20250101_100000-kkkk1111", "kkkk1111", _payloads("kkkk1111", _curve(40), name="."))
    [run] = load([tmp_path]).runs
    assert run.name == "kkkk1111"


def test_the_console_in_a_copied_run_folder_still_joins_the_run(tmp_path: Path) -> None:
    wandb = tmp_path / "wandb"
    curve = _curve(40)
    real = _run(wandb / "run-20250101_120000-llll2222", "llll2222", _payloads("llll2222", curve))
    (real.parent / "files").mkdir()
    (real.parent / "files" / "output.log").write_text(
        "".join(f"step {step} | loss {loss:.6f}\n" for step, loss in enumerate(curve)))
    shutil.copytree(real.parent, wandb / "latest-run")
    [run] = load([tmp_path]).runs
    assert len(run.series["loss"]) == 40
    assert str(wandb / "latest-run" / "files" / "output.log") in run.sources
