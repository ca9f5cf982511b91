"""Periodic checkpoint saves are not relaunches (issue 31): a block of `Saving ...` lines that
follows training every N steps is printed by training, not by the program's start-up.

The fixture is a real DeepSpeed log (`data/deepspeed/`, provenance in its README).
"""

from __future__ import annotations

from pathlib import Path

from lossdoctor import api
from lossdoctor.formats.json_report import as_dict

REAL = Path(__file__).parent / "data" / "deepspeed" / "hello_deepspeed_bert.log"


def test_a_real_deepspeed_log_that_saves_every_ten_steps_is_one_run() -> None:
    [run] = as_dict(api.analyze([REAL]))["runs"]
    assert len(run["fragments"]) == 1 and not run["rollbacks"]
    loss = next(s for s in run["series"] if s["role"] == "loss")
    assert (loss["points"], loss["first_step"], loss["last_step"]) == (4, 10, 40)


def test_save_blocks_between_restarting_counters_are_not_start_up_lines(tmp_path: Path) -> None:
    # The real log's start-up and save block, around a per-epoch counter that restarts after
    # each save: however the steps are read, no save block is the program started again.
    lines = REAL.read_text().splitlines()
    preamble = [next(line for line in lines if word in line)
                for word in ("Setting ds_accelerator", "DeepSpeed info", "DeepSpeed Final Optimizer")]
    block = [next(line for line in lines if "global_step10" in line and word in line)
             for word in ("is about to be saved", "Saving model checkpoint", "[Torch] Saving", "is ready now")]
    text = list(preamble)
    for epoch in range(11):
        text += [f"Step {b}/200 | loss {2 + 8 * 0.998 ** (epoch * 200 + b):.4f} | lr 0.0001" for b in range(1, 201)]
        text += [line.replace("global_step10", f"global_step{(epoch + 1) * 200}") for line in block]
    log = tmp_path / "train.log"
    log.write_text("\n".join(text) + "\n")
    document = as_dict(api.analyze([log]))["runs"]
    evidence = [d["evidence"] for run in document for d in run["identity"]["decisions"]]
    assert not any("start-up lines" in e for e in evidence)
