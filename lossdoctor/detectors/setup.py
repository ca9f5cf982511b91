"""What kind of training a run's log shows: its data (text, images, RL, tables), its precision
and its optimizer, read from the metric names, the writer, the config and the paths a person
sees (issue 32: a remedy that assumes one of them must check it, or say "if").

Each reading is "" when the log does not say: the advice is then worded conditionally.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import Any

import numpy as np

from lossdoctor.model import Run
from lossdoctor.roles import Role

TEXT, IMAGES, RL, TABLES = "text", "images", "RL", "tables"

# Writers that only ever train language models.
_TEXT_FORMATS = ("megatron", "llmc", "modded-nanogpt", "nanogpt", "llamafactory")
# Words of metric names, config values and paths, by modality. A run is given a modality only
# when the words of exactly one modality are seen.
_WORDS = {
    TEXT: r"tokens?|ppl|perplexity|bleu|rouge|lm[ _]loss|vocab(_size)?|seq_len(gth)?|max_seq_length|block_size|"
          r"model_max_length|tokenizer(_name)?|llama|gpt\d*|bert|roberta|t5|mistral|qwen\d*|gemma|"
          r"bloom|falcon|alpaca|wikitext|openwebtext|owt|c4|pile|fineweb|wmt|nanogpt|lora|sft|dpo",
    IMAGES: r"images?|img(_size)?|imgsz|image_size|crop(_size)?|resnet\d*|vit|convnext|efficientnet|yolo\w*|"
            r"imagenet|cifar\d*|mnist|coco|voc|top1|top5|acc1|acc5|map50|miou|psnr|ssim|fid|box_loss|"
            r"cls_loss|dfl_loss|detr|mask_rcnn|faster_rcnn|segmentation|unet|diffusion",
    RL: r"episodes?|ep_rew_mean|ep_len_mean|rollouts?|ppo|dqn|sac|td3|a2c|env_id|env_name|"
        r"atari|procgen|mujoco|gym",
    TABLES: r"criteo|tabular|xgboost|lightgbm|catboost|click|ctr",
}
_PATTERNS = {kind: re.compile(rf"(?<![a-z0-9])({words})(?![a-z])", re.I) for kind, words in _WORDS.items()}
_EPISODIC = re.compile(r"episode|(^|[/_ .])(ep|eps|len|ep_len\w*)($|[/_ .])", re.I)
# Config keys whose value names the model or data (their words count as evidence).
_NAME_KEYS = ("model", "model_type", "model_name", "model_name_or_path", "arch", "architecture", "dataset",
              "dataset_name", "data", "task", "workload", "env", "env_id", "env_name", "algo", "algorithm")


def _words(run: Run) -> Iterable[str]:
    """The names a person reads a run's kind by: its series, config keys and naming values, paths."""
    yield from (str(key) for key in run.series)
    for key, value in run.params.items():
        last = str(key).rsplit(".", 1)[-1].lower()
        yield last
        if last in _NAME_KEYS and isinstance(value, str):
            yield value
    for source in run.sources:
        yield from re.split(r"[/\\]", str(source))[-4:-1]  # the folders that hold the log


def modality(run: Run) -> str:
    """TEXT, IMAGES, RL or TABLES when the run's names say one of them (and no other), else ""."""
    from lossdoctor.detectors import rl_terms

    # A reward beside an RL term or an episode count or length (a DPO run's `rewards/chosen` has neither).
    if any(rl_terms.is_reward(key) for key in run.series) and any(
            rl_terms.is_term(key) or _EPISODIC.search(key) for key in run.series) or run.meta.get("rl_outcomes_only"):
        return RL
    if str(run.format).lower().startswith(_TEXT_FORMATS):
        return TEXT
    seen = {kind for word in _words(run) for kind, pattern in _PATTERNS.items() if pattern.search(word)}
    return seen.pop() if len(seen) == 1 else ""


_FP16 = ("fp16", "float16", "half", "16", "16-mixed", "16-true", "o1", "o2", "amp")
_BF16 = ("bf16", "bfloat16", "bf16-mixed", "bf16-true")
_FP32 = ("fp32", "float32", "32", "32-true", "no", "none")


def precision(run: Run) -> str:
    """"fp16", "bf16" or "fp32" when the config or the loss-scale series says so, else ""."""
    params = {str(k).rsplit(".", 1)[-1].lower(): v for k, v in run.params.items()}
    if params.get("bf16") is True:
        return "bf16"
    if params.get("fp16") is True:
        return "fp16"
    for key in ("precision", "mixed_precision", "amp_dtype", "dtype", "autocast_dtype"):
        value = str(params.get(key, "")).lower().replace("torch.", "")
        for name, values in (("bf16", _BF16), ("fp16", _FP16), ("fp32", _FP32)):
            if value in values:
                return name
    scale = _loss_scale(run)
    if scale is not None:
        return scale
    if params.get("fp16") is False and params.get("bf16") is False:
        return "fp32"
    return ""


def _loss_scale(run: Run) -> str | None:
    """A dynamic loss scale (above 1 or moving) is fp16's; one pinned at 1 is bf16 or fp32's."""
    for series in run.by_role(Role.LOSS_SCALE):
        values = series.values[np.isfinite(series.values)]
        if len(values):
            return "fp16" if float(np.max(values)) > 1.0 or len(np.unique(values)) > 1 else None
    return None


# Optimizers by the name a config gives them; Adam's family shares its epsilon and beta2.
_ADAM = re.compile(r"adam|adan|lamb|nadam|radam|fused_adam|adamw", re.I)
_NO_EPS = re.compile(r"^(sgd|momentum|nesterov|lion|muon|sophia|shampoo|signum)", re.I)
_OPT_KEYS = ("optim", "optimizer", "optimizer_name", "optimizer_type", "opt", "optimizer_class", "_target_")


def optimizer(run: Run) -> str:
    """"adam" (Adam's family: an epsilon and a beta2), "other" (no epsilon to shrink) or ""."""
    params: Mapping[str, Any] = run.params
    for key, value in params.items():
        parts = str(key).lower().split(".")
        if parts[-1] in _OPT_KEYS or (parts[-1] in ("name", "type") and "optim" in ".".join(parts[:-1])):
            name = str(value).rsplit(".", 1)[-1]
            if _ADAM.search(name):
                return "adam"
            if _NO_EPS.match(name):
                return "other"
    return ""


def lr_spent_from(run: Run, share: float = 0.05) -> int | None:
    """The step from which the logged LR stays at or below `share` of its peak to the end (an LR
    annealed to about 0), or None: lowering it there is no remedy."""
    for lr in run.by_role(Role.LR):
        ok = np.isfinite(lr.values)
        steps, values = lr.steps[ok], lr.values[ok]
        if len(values) < 3 or float(np.max(values)) <= 0:
            continue
        low = values <= share * float(np.max(values))
        if not low[-1]:
            return None
        high = np.flatnonzero(~low)
        return int(steps[high[-1] + 1]) if len(high) else int(steps[0])
    return None


__all__ = ["IMAGES", "RL", "TABLES", "TEXT", "lr_spent_from", "modality", "optimizer", "precision"]
