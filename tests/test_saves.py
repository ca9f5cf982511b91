"""The checkpoints a log shows were saved (issue 32: advice names the checkpoint to return to)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from lossdoctor import api
from lossdoctor.detectors.facts import Facts
from lossdoctor.identity.saves import hf_folder_saves, saved_steps

DATA = Path(__file__).parent / "data"
CASES = Path(__file__).parent / "realworld" / "cases"


def test_deepspeed_saves_are_read_from_its_own_lines() -> None:
    # DeepSpeed's engine says `[Torch] Checkpoint global_step10 is about to be saved!` and
    # `Saving model checkpoint: .../global_step10/...` (a real DeepSpeed run's log).
    steps = saved_steps(str(DATA / "deepspeed" / "hello_deepspeed_bert.log"))
    assert sorted(set(steps))[:3] == [10, 20, 30]


def test_a_save_that_names_its_iteration() -> None:
    # ssd.pytorch's `Saving state, iter: 2000`, amid numpy warnings (a committed real log).
    log = CASES / "c12-ssd-vgg16-ship-voc-iter-loss-warning-flood" / "files" / "train.log"
    assert saved_steps(str(log)) == [2000, 4000, 6000, 8000, 10000, 12000]


def test_detectron2_saves_name_the_file_of_the_iteration() -> None:
    # `Saving checkpoint to ./output/model_0000499.pth`: detectron2 saves after iteration 499.
    log = CASES / "c2-detectron2-frcnn-nan-crash-two-resumes" / "files" / "log.txt"
    assert saved_steps(str(log))[:3] == [499, 999, 1499]


def test_a_save_without_a_step_takes_the_eval_line_before_it(realdata: Path) -> None:
    log = realdata / "nanogpt-text-druidowm-owt" / "jqe8zy9r_output.log"
    # nanoGPT prints `step 200: train loss ..., val loss ...` then `saving checkpoint to out`.
    assert saved_steps(str(log))[:3] == [200, 400, 600]


def test_loads_epochs_and_mentions_are_not_saves(tmp_path: Path) -> None:
    log = tmp_path / "train.log"
    log.write_text("Loading checkpoint saved at step 500\n"
                   "Saving checkpoint at 3 epochs\n"
                   "Run data is saved locally in wandb/run-1\n"
                   "step 10 | loss 2.0\n"
                   "Saving model checkpoint to out/checkpoint-20\n")
    assert saved_steps(str(log)) == [20]


def test_an_unreadable_log_shows_no_saves(tmp_path: Path) -> None:
    assert saved_steps(str(tmp_path / "missing.log")) == []


def test_hf_saves_are_the_checkpoint_folders_beside_each_other(tmp_path: Path, realdata: Path) -> None:
    state = realdata / "hf-whisper-ja-5k" / "trainer_state.json"
    out = tmp_path / "out"
    for step in (1000, 2000, 3000):
        (out / f"checkpoint-{step}").mkdir(parents=True)
    shutil.copy(state, out / "checkpoint-3000" / "trainer_state.json")
    (out / "runs").mkdir()  # a sibling that is no checkpoint
    assert hf_folder_saves(str(out / "checkpoint-3000" / "trainer_state.json")) == [1000, 2000, 3000]
    run = api.load([out]).runs[0]
    assert Facts.of(run).checkpoints == (1000, 2000, 3000)


def test_advice_names_the_checkpoint_the_log_saved(realdata: Path) -> None:
    folder = realdata / "fairseq-hydra-bert-adam-vs-adan-fp16-resume"
    report = api.analyze([folder])
    adan = next(r for r in report.runs if r.run.name.endswith("hydra_train-adan.log"))
    advice = [a for f in adan.findings for a in f.advice if "checkpoint saved at step" in a]
    assert advice, "fairseq logs `saved checkpoint ... (epoch N @ U updates)`: advice should name one"
    assert "roll back to the checkpoint saved at step 100000 (the last one the log shows before step 130400)" in \
        " ".join(advice)


def test_lines_with_searches_a_map_window_by_window(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from lossdoctor.identity import saves
    import mmap

    from lossdoctor.ingest import filemap

    lines = [f"step {k} loss 1.0" if k % 97 else f"Saving checkpoint at iteration {k} (saved)" for k in range(3000)]
    path = tmp_path / "log.txt"
    path.write_text("\n".join(lines), encoding="utf-8")
    whole = saves.lines_with(path.read_bytes(), (b"aving", b"aved", b"AVING"))
    monkeypatch.setattr(filemap, "MIN_MAPPED", 0)
    for window in (4096, 5000, 1 << 20):
        monkeypatch.setattr(saves, "_WINDOW", window)
        mapped = filemap.file_bytes(path, populate=False)
        assert isinstance(mapped, mmap.mmap)
        assert saves.lines_with(mapped, (b"aving", b"aved", b"AVING")) == whole
        assert saves.lines_with(path.read_bytes(), (b"aving", b"aved", b"AVING")) == whole
    assert len(whole) == 31
