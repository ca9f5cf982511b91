"""Shared pieces of the generic-reader family tests: the fixture scenario and each family's step map."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import numpy as np

from lossdoctor.scenarios.base import EPOCH, Scenario, Segment

DATA = Path(__file__).parent / "data" / "generic"
N_STEPS = 300
NAN_STEP = 137
EVAL_EVERY = 50


def fixture_scenario() -> Scenario:
    """300 steps of a decaying loss with one NaN and an eval loss every 50 steps."""
    rng = np.random.default_rng(12)
    steps = np.arange(N_STEPS)
    loss = 4.0 * np.exp(-steps / 100.0) + 2.0 + rng.normal(0, 0.02, N_STEPS)
    loss[NAN_STEP] = np.nan
    lr = np.full(N_STEPS, 3e-4)
    grad = 0.5 + rng.normal(0, 0.01, N_STEPS)
    eval_steps = np.arange(EVAL_EVERY, N_STEPS, EVAL_EVERY)
    eval_loss = 4.0 * np.exp(-eval_steps / 100.0) + 2.1
    segment = Segment(steps, {"loss": loss, "lr": lr, "grad_norm": grad}, EPOCH,
                      sparse={"eval_loss": (eval_steps, eval_loss)})
    return Scenario("fixture", 0, "generic-reader fixture", [segment])


# How each family's reader numbers a scenario step (most state it; some derive it).
STEP_MAP: dict[str, Callable[[int], int]] = {
    "hf5": lambda s: s + 1,                       # numbered in order × logging_steps=1, from 1
    "lightning": lambda s: s + 1,                 # epoch × 100 + batch, batch counted from 1
    "mmengine": lambda s: s,                      # (epoch - 1) × 500 + batch: epochs count from 1
    "keras": lambda s: s + 1,                     # (epoch - 1) × 50 + batch, batches counted from 1
}


def read_step(family: str, step: int) -> int:
    return STEP_MAP.get(family, lambda s: s)(step)


# Families whose eval loss is printed (others print only eval metrics, or none: mmengine's val
# summary is `coco/bbox_mAP: ..  data_time: ..  time: ..`, open-mmlab/mmdetection#11459).
EVAL_FAMILIES = {"hf4", "hf5", "build_nanogpt_log", "build_nanogpt_stdout", "torchtitan", "fairseq", "fairseq_hydra",
                 "detr_jsonl", "gpt_neox", "olmo", "composer", "maxtext", "timm",
                 "detectron2", "deepspeed_chat", "keras", "lightning", "algoperf"}
