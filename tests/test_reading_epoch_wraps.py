"""A per-epoch `b/N` counter that restarts right after reaching N is an epoch's counter, not a
relaunch (issue 31): the step goes on, epochs done × N + b.

The start-up and checkpoint-save lines are the real DeepSpeed log's (`data/deepspeed/`,
provenance in its README), around a counter that restarts each epoch without naming it."""

from __future__ import annotations

from pathlib import Path

from lossdoctor import api
from lossdoctor.formats.json_report import as_dict

REAL = Path(__file__).parent / "data" / "deepspeed" / "hello_deepspeed_bert.log"


def _pieces() -> tuple[list[str], list[str]]:
    lines = REAL.read_text().splitlines()
    preamble = [next(line for line in lines if word in line)
                for word in ("Setting ds_accelerator", "DeepSpeed info", "DeepSpeed Final Optimizer")]
    block = [next(line for line in lines if "global_step10" in line and word in line)
             for word in ("is about to be saved", "Saving model checkpoint", "[Torch] Saving", "is ready now")]
    return preamble, block


def _log(tmp_path: Path, runs: int = 1, epochs: int = 11, every: int = 10, last: int = 200) -> Path:
    preamble, block = _pieces()
    text: list[str] = []
    for number in range(runs):
        text += preamble
        for epoch in range(epochs):
            for b in range(every, last + 1, every):
                loss = 2 + (8 - number) * (0.998 - number / 1000) ** (epoch * 200 + b)
                text.append(f"Step {b}/200 | loss {loss:.4f} | lr 0.0001")
            text += [line.replace("global_step10", f"global_step{(epoch + 1) * 200}") for line in block]
    log = tmp_path / "train.log"
    log.write_text("\n".join(text) + "\n")
    return log


def _loss(run: dict[str, object]) -> tuple[int, int, int]:
    found = next(s for s in run["series"] if s["role"] == "loss")  # type: ignore[attr-defined]
    return found["points"], found["first_step"], found["last_step"]


def test_a_counter_that_restarts_after_its_total_goes_on_across_the_save_blocks(tmp_path: Path) -> None:
    [run] = as_dict(api.analyze([_log(tmp_path)]))["runs"]
    assert len(run["fragments"]) == 1 and not run["rollbacks"]
    assert _loss(run) == (220, 10, 2200)
    assert run["reading"]["doubt"] is None and run["reading"]["coverage"] == 1.0
    assert "restarts after 200" in run["reading"]["step_source"]["name"]


def test_a_counter_from_one_printed_every_step_is_one_run_too(tmp_path: Path) -> None:
    [run] = as_dict(api.analyze([_log(tmp_path, epochs=3, every=1)]))["runs"]
    assert _loss(run) == (600, 1, 600)


def test_a_second_run_from_scratch_after_the_first_finished_stays_a_run_of_its_own(tmp_path: Path) -> None:
    # The counter restarts after 200 here too, but the loss starts again where the log began
    # (with values of its own: a replay of the same values would be a rollback, by the trials' rule).
    runs = as_dict(api.analyze([_log(tmp_path, runs=2, epochs=1)]))["runs"]
    assert len(runs) == 2 and all(_loss(run) == (20, 10, 200) for run in runs)


def test_a_counter_that_restarts_before_its_total_is_not_an_epoch(tmp_path: Path) -> None:
    # Stopped at 120 of 200 and relaunched: no epoch was completed.
    runs = as_dict(api.analyze([_log(tmp_path, runs=2, epochs=1, last=120)]))["runs"]
    assert sum(len(run["fragments"]) for run in runs) == 2
    assert all(_loss(run)[2] == 120 for run in runs)
