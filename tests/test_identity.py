"""Run identity by ranked evidence (issue 31): statements, boundaries, then numbers."""

from __future__ import annotations

import json
import math
import re
from pathlib import Path

import pytest

from lossdoctor.api import analyze, load
from lossdoctor.identity.decision import Decision, Rank, numeric, record, recorded, stated
from lossdoctor.identity.resolve import resolve
from lossdoctor.identity.statements import opening, statement
from lossdoctor.model import Fragment, RawRun
from stitch_helpers import frag

FAIRSEQ = "fairseq-hydra-bert-adam-vs-adan-fp16-resume/NLP/BERT/exp_results/pretrain"


@pytest.mark.parametrize(("line", "kind", "step"), [
    ("[fairseq.trainer][INFO] - Loaded checkpoint /x/checkpoint_last.pt (epoch 16 @ 800000 updates)", "resume", 800000),
    ("[fairseq.trainer][INFO] - Loaded checkpoint /x/checkpoint_last.pt (epoch 1 @ 0 updates)", "fresh", 0),
    ("[fairseq.trainer][INFO] - No existing checkpoint found bert/baseline/checkpoint_last.pt", "fresh", None),
    (" successfully loaded checkpoint from /ckpt at iteration 6210", "resume", 6210),
    ("    will not load any checkpoints and will start from random", "fresh", None),
    ("[12/22 19:35:27] d2.engine.train_loop INFO: Starting training from iteration 5500", "resume", 5500),
    ("[12/22 19:35:27] d2.engine.train_loop INFO: Starting training from iteration 0", "fresh", 0),
    ("Namespace(config_file='a.yaml', resume=False, eval_only=False)", "fresh", None),
    ("  Continuing training from global step 1200", "resume", 1200),
    ("Resuming training from step 42,000", "resume", 42000),
    ("Restoring states from the checkpoint path at /ckpt/last.ckpt", "resume", None),
])
def test_a_line_that_says_how_its_launch_started(line: str, kind: str, step: int | None) -> None:
    said = statement(line, 7)
    assert said is not None and (said.kind, said.step, said.line) == (kind, step, 7)


@pytest.mark.parametrize("line", [
    "Loading checkpoint shards: 100%|██████████| 2/2 [00:03<00:00,  1.52s/it]",  # pretrained weights
    "saving checkpoint to ./checkpoints/global_step200",
    "step 100 | loss 2.31 | lr 3e-4",
    "{'loss': 1.2, 'grad_norm': 0.5, 'learning_rate': 1e-05, 'epoch': 0.1}",
])
def test_lines_that_say_nothing_of_a_resume(line: str) -> None:
    assert statement(line, 1) is None


def test_decisions_are_records_with_a_rank() -> None:
    meta: dict[str, object] = {}
    record(meta, stated("resume", "b.log line 3: 'Loaded checkpoint'", 800), numeric("rollback", "values agree", 800))
    assert [d.rank for d in recorded(meta)] == [Rank.STATED, Rank.NUMERIC]
    assert recorded(meta)[0].to_json() == {"kind": "resume", "evidence": "b.log line 3: 'Loaded checkpoint'",
                                           "rank": "stated", "step": 800}
    with pytest.raises(ValueError):
        Decision("merged", "no such kind", Rank.NUMERIC)


def test_a_resume_the_log_states_in_another_file_joins_its_run(realdata: Path) -> None:
    """fairseq adan: `hydra_train-adan-2.log` says `Loaded checkpoint ... (epoch 16 @ 800000 updates)`.
    Without --stitch: one adan run of 200..1,000,000 with the resume, every point, beside adam."""
    report = analyze([realdata / FAIRSEQ])
    runs = {Path(r.run.name).name: r.run for r in report.runs}
    assert sorted(runs) == ["hydra_train-adam.log", "hydra_train-adan.log"]
    adan = runs["hydra_train-adan.log"]
    loss = adan.series[adan.primary or ""]
    assert (int(loss.steps.min()), int(loss.steps.max()), len(loss)) == (200, 1_000_000, 5000)
    assert len(adan.dead[adan.primary or ""]) == 37  # the overlap 800,200..807,400, replayed
    assert [r.step for r in adan.rollbacks] == [800200]
    from lossdoctor.reading import decisions, reading

    said = [d for d in decisions(adan) if d.kind == "resume"]
    assert said and said[0].rank is Rank.STATED and said[0].step == 800000
    assert "hydra_train-adan-2.log line 223" in said[0].evidence
    assert (reading(adan)["values_seen"], reading(adan)["points_kept"], reading(adan)["coverage"]) == (5037, 5037, 1.0)
    adam = runs["hydra_train-adam.log"]
    assert len(adam.series[adam.primary or ""]) == 5000 and not adam.rollbacks


# Real logs of two text readers, each opening with its own start from scratch, and how each
# prints its loss: (path under realdata, the loss pattern, the statement).
LAUNCHES = {
    "generic (fairseq)": (f"{FAIRSEQ}/hydra_train-adam.log", r'("loss": ")([0-9.]+)(")', "No existing checkpoint found"),
    "megatron": ("megatron-bigscience-chronicles/meg_gpt2_base_n8_dp1_tp4_pp8-1809562.out",
                 r"(lm loss: )([0-9.E+-]+)( )", "will not load any checkpoints"),
}


def _launch_copy(source: Path, target: Path, pattern: str, wobble: float) -> None:
    """A launch of the same recipe: the same log with every loss moved by `wobble` (relative),
    as a deterministic rerun under other system settings prints it."""
    def moved(found: re.Match[str]) -> str:
        return f"{found.group(1)}{float(found.group(2)) * (1 + wobble):.6g}{found.group(3)}"

    target.write_text(re.sub(pattern, moved, source.read_text(encoding="utf-8")), encoding="utf-8")


@pytest.mark.parametrize("reader", sorted(LAUNCHES))
def test_launches_in_files_of_their_own_are_runs_even_when_their_values_agree(realdata: Path, tmp_path: Path,
                                                                               reader: str) -> None:
    """Each file opens with its own launch (it says it starts from scratch): the statements
    outrank values that agree to 1e-4, which alone would join them as writers of one run. The
    same rule for every text reader that can meet the case."""
    path, pattern, said = LAUNCHES[reader]
    study = tmp_path / "study"
    study.mkdir()
    for index, wobble in enumerate((0.0, 1e-4, -1e-4)):
        _launch_copy(realdata / path, study / f"launch-{index}.log", pattern, wobble)
    runs = load([study]).runs
    assert sorted(Path(r.name).name for r in runs) == ["launch-0.log", "launch-1.log", "launch-2.log"]
    from lossdoctor.reading import decisions

    assert all(any(d.kind == "new run" and d.rank is Rank.STATED for d in decisions(r)) for r in runs)
    # The same files with the statement taken out: only the numbers speak, and they join them.
    silent = tmp_path / "silent"
    silent.mkdir()
    for launch in study.iterdir():
        (silent / launch.name).write_text(launch.read_text(encoding="utf-8").replace(said, "Found no file at"),
                                          encoding="utf-8")
    assert len(load([silent]).runs) == 1


def test_a_resume_said_by_a_later_launch_is_not_the_files_opening(tmp_path: Path) -> None:
    lines = [f"step {s} | loss {3.0 - s / 1000:.4f}" for s in range(0, 400, 10)]
    lines.insert(20, "Resuming training from step 190")
    (tmp_path / "train.log").write_text("\n".join(lines) + "\n", encoding="utf-8")
    said = opening(str(tmp_path / "train.log"))
    assert [(s.kind, s.step) for s in said] == [("resume", 190)]
    (run,) = load([tmp_path]).runs
    assert "opening" not in run.meta  # its first step (0) is not right after 190


def test_the_json_report_carries_the_decisions(realdata: Path, tmp_path: Path) -> None:
    from lossdoctor.cli import main

    out = tmp_path / "report.json"
    code = main(["analyze", str(realdata / FAIRSEQ), "--format", "json", "--output", str(out)])
    assert code in (0, 1)
    runs = {Path(r["name"]).name: r for r in json.loads(out.read_text(encoding="utf-8"))["runs"]}
    decisions = runs["hydra_train-adan.log"]["identity"]["decisions"]
    assert any(d["kind"] == "resume" and d["rank"] == "stated" and d["step"] == 800000 for d in decisions)
    assert all(set(d) == {"kind", "evidence", "rank", "step"} for d in decisions)
    assert runs["hydra_train-adan.log"]["reading"]["points_kept"] == 5037


def _stamped_log(path: Path, hour: int, wobble: float) -> None:
    """A console log with time stamps, one line a second from `hour` o'clock."""
    lines = []
    for index, step in enumerate(range(10, 610, 10)):
        stamp = f"2024-03-01 {hour:02d}:{index // 60:02d}:{index % 60:02d}"
        value = 3 * math.exp(-step / 300) + 0.01 * math.sin(step) + wobble
        lines.append(f"[{stamp}] INFO step {step} | loss {value:.4f} | lr 0.001")
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def test_files_whose_time_stamps_do_not_meet_are_launches_not_writers(tmp_path: Path) -> None:
    # A boundary outranks numbers: two runs of one recipe an hour apart, values within 1e-4.
    _stamped_log(tmp_path / "a.log", 10, 0.0)
    _stamped_log(tmp_path / "b.log", 12, 1e-4)
    runs = load([tmp_path]).runs
    assert sorted(r.name for r in runs) == ["a.log", "b.log"]
    from lossdoctor.reading import decisions

    assert all([d.kind for d in decisions(r)] == ["new run"] and decisions(r)[0].rank is Rank.BOUNDARY for r in runs)


def test_two_channels_of_one_process_written_at_once_are_writers_of_one_run(tmp_path: Path) -> None:
    # The same process logging to a file and to its captured stdout: the same times, one run.
    _stamped_log(tmp_path / "train.log", 10, 0.0)
    _stamped_log(tmp_path / "stdout.txt", 10, 0.0)
    (run,) = load([tmp_path]).runs
    from lossdoctor.reading import decisions

    assert [(d.kind, d.rank) for d in decisions(run)] == [("writers joined", Rank.NUMERIC)]


def raw(*parts: Fragment, name: str = "run") -> RawRun:
    """A read of one file (the helpers' `raw` names a source per fragment)."""
    return RawRun(name=name, format="test", fragments=list(parts), sources=sorted({f.source for f in parts}))


def _sawtooth(count: int, length: int, source: str = "logs/train.log") -> list[Fragment]:
    """`count` stretches of `length` points that each start again at step 0 with their own values."""
    return [frag(source, list(range(length)), [5.0 - 0.1 * i - 0.01 * k for i in range(length)], name="loss",
                 order=k, wall0=None) for k in range(count)]


def test_a_run_cut_into_dozens_of_fragments_of_a_few_points_is_in_doubt() -> None:
    # Thirty stretches of three points that replay each other: a misread counter, not 29 restarts.
    parts = [frag("logs/train.log", [0, 1, 2], [5.0 + 1e-4 * k, 4.9, 4.8], name="loss", order=k, wall0=None)
             for k in range(30)]
    (run,) = resolve([raw(*parts)]).runs
    from lossdoctor.reading import doubt

    assert doubt(run) is not None and "fragments" in (doubt(run) or "")


def test_a_resumed_run_of_a_few_long_fragments_is_not_in_doubt() -> None:
    parts = [frag("logs/train.log", list(range(k * 90, k * 90 + 100)), [5.0 - 0.001 * i for i in range(100)],
                  name="loss", order=k, wall0=None) for k in range(4)]
    (run,) = resolve([raw(*parts)]).runs
    from lossdoctor.reading import doubt

    assert doubt(run) is None and len(run.rollbacks) == 3


def test_one_file_read_as_dozens_of_runs_of_a_few_points_is_in_doubt() -> None:
    raws = [raw(*_sawtooth(1, 3, "logs/one.log"), name=f"one#{k}") for k in range(12)]
    runs = resolve(raws).runs
    from lossdoctor.reading import doubt

    assert len(runs) == 12 and all("was read as 12 runs" in (doubt(r) or "") for r in runs)
    # Twelve launches of a real length in one file are twelve runs, said without doubt.
    raws = [raw(*_sawtooth(1, 40, "logs/one.log"), name=f"one#{k}") for k in range(12)]
    assert all(doubt(r) is None for r in resolve(raws).runs)
