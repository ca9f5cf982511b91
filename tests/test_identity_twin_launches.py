"""Two launches of one configuration are not one run written twice, and a run whose curve is
read right is judged even when it may be a second writer's copy (c26 LLaMA LoRA: HF loss dicts
in a python-logging log beside another launch's trainer_state.json)."""

from __future__ import annotations

import json
import logging
from pathlib import Path

import numpy as np

from lossdoctor import api
from lossdoctor.identity.doubts import twin_writers
from test_identity_doubts import facts


def _losses(seed: int, points: int = 121) -> list[float]:
    """One launch's logged losses as HF rounds them (4 places); another seed's GPU noise moves
    the last places."""
    rng = np.random.default_rng(seed)
    base = 1.0 + 0.5 * np.exp(-np.arange(points) / 4.0) - 0.05 * (np.arange(points) // 40)
    return [round(float(v), 4) for v in base + 0.02 * np.sin(np.arange(points)) + 0.002 * rng.standard_normal(points)]


def _record_log(path: Path, losses: list[float], every: int = 10) -> None:
    """The script's python logging of each HF `logs` dict (no step in it), under logging_steps."""
    logger = logging.getLogger(f"__main__.{path.parent.name}")
    handler = logging.FileHandler(path, encoding="utf-8")
    handler.setFormatter(logging.Formatter("%(asctime)s - %(levelname)s - %(name)s -   %(message)s",
                                           datefmt="%m/%d/%Y %H:%M:%S"))
    logger.addHandler(handler)
    logger.setLevel(logging.INFO)
    logger.propagate = False
    try:
        logger.info("logging_steps: %d", every)
        for index, loss in enumerate(losses):
            logger.info(str({"loss": loss, "learning_rate": 1e-4, "epoch": round((index + 1) * 3 / len(losses), 2)}))
    finally:
        logger.removeHandler(handler)
        handler.close()


def _trainer_state(path: Path, losses: list[float], every: int = 10) -> None:
    """trainer_state.json as HF's `TrainerState.save_to_json` writes it."""
    history = [{"epoch": round((i + 1) * 3 / len(losses), 2), "learning_rate": 1e-4, "loss": loss,
                "step": (i + 1) * every} for i, loss in enumerate(losses)]
    state = {"best_metric": None, "best_model_checkpoint": None, "epoch": 3.0, "eval_steps": 500,
             "global_step": len(losses) * every, "is_hyper_param_search": False, "is_local_process_zero": True,
             "is_world_process_zero": True, "log_history": history, "logging_steps": every,
             "max_steps": len(losses) * every, "num_train_epochs": 3, "save_steps": 500, "total_flos": 1.0,
             "trial_name": None, "trial_params": None}
    path.write_text(json.dumps(state, indent=2, sort_keys=True) + "\n", encoding="utf-8")


def _folder(tmp_path: Path, log_seed: int, state_seed: int) -> Path:
    (tmp_path / "log").mkdir()
    (tmp_path / "output").mkdir()
    _record_log(tmp_path / "log" / "record.log", _losses(log_seed))
    _trainer_state(tmp_path / "output" / "trainer_state.json", _losses(state_seed))
    return tmp_path


def test_two_launches_of_one_configuration_are_judged_without_doubt(tmp_path: Path) -> None:
    report = api.analyze([_folder(tmp_path, 1, 2)])
    assert len(report.runs) == 2
    for run in report.runs:
        assert len(run.run.series["loss"]) == 121
        assert run.run.meta.get("audit_doubt") is None
        assert not [f for f in run.findings if f.code == "LD001"]


def test_one_run_written_twice_is_said_and_still_judged(tmp_path: Path) -> None:
    report = api.analyze([_folder(tmp_path, 1, 1)])
    for run in report.runs:
        assert not [f for f in run.findings if f.code == "LD001"]
    if len(report.runs) == 2:  # read as two runs: the reading says it may be one, written twice
        assert all("one run written twice" in str(r.run.meta.get("audit_doubt")) for r in report.runs)


def test_writers_agree_to_the_places_they_print() -> None:
    steps = range(10, 1220, 10)
    one, other = _losses(1), _losses(2)
    assert twin_writers([facts("a", steps, one, reader="generic"),
                         facts("b", steps, one, source="b.json", reader="hf")]) != {}
    assert twin_writers([facts("a", steps, one, reader="generic"),
                         facts("b", steps, other, source="b.json", reader="hf")]) == {}
    # A table rounding to 3 significant digits what a binary writer keeps in full is one writer's copy.
    full = [v + 3e-5 for v in one]
    short = [float(f"{v:.3g}") for v in full]
    assert twin_writers([facts("a", steps, short, reader="generic"),
                         facts("b", steps, full, source="b.json", reader="hf")]) != {}
