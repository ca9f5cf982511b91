"""Per-data-source loss families: `loss` with `loss/web` and `loss/code`, `lm loss/<source>`, ..."""

from __future__ import annotations

import re
from dataclasses import dataclass

from lossdoctor.model import Run
from lossdoctor.roles import Role

# "<prefix>/<source>" or "<prefix>_<source>" where the prefix ends in "loss".
_SOURCE = re.compile(r"^(?P<prefix>.*loss)[/_](?P<source>[^/]+)$", re.I)
# Suffixes that are not data sources but views of the same loss.
_NOT_SOURCES = {"step", "epoch", "avg", "mean", "smooth", "smoothed", "ema", "total", "sum",
                "running", "raw", "scaled", "unscaled", "sum_scaled", "min", "max", "std", "var"}
# The terms of one objective, named after what they measure, not after a data source: a VAE's
# `loss_vae` beside `loss_recon`, `loss_kl`, `loss_mmd`; a detector's `loss_box`, `loss_cls`.
# A spike of the total that its reconstruction term shares is one event of one objective.
_TERMS = {"recon", "rec", "reconstruction", "kl", "kld", "mmd", "vae", "elbo", "nll", "vq", "commit",
          "commitment", "codebook", "perceptual", "prior", "rmse", "mse", "mae", "l1", "l2", "ce", "cls",
          "box", "bbox", "obj", "dfl", "iou", "giou", "mask", "rpn", "det", "seg", "contrastive",
          "triplet", "aux", "reg", "gp", "adv", "adversarial", "style", "content", "tv"}
# `loss_q0`..`loss_q3`: the batch's loss split by diffusion-timestep quartile (OpenAI's improved
# and guided diffusion): the same samples at four noise levels, not four data sources.
_BUCKET = re.compile(r"^q\d$", re.I)


@dataclass(frozen=True)
class Family:
    """An aggregate loss (None when the run logs none) and its per-source losses."""

    prefix: str
    aggregate: str | None
    sources: dict[str, str]  # source label -> series name

    def members(self) -> list[str]:
        """All series names of the family, aggregate first."""
        return ([self.aggregate] if self.aggregate else []) + sorted(self.sources.values())


def families(run: Run) -> list[Family]:
    """Loss families with at least two sources, in prefix order."""
    from lossdoctor.detectors.gan import player
    from lossdoctor.detectors.rl_terms import is_term

    names = {name for name, s in run.series.items() if s.role is Role.LOSS}
    groups: dict[str, dict[str, str]] = {}
    for name in names:
        match = _SOURCE.match(name)
        # `train/loss_critic` beside `train/loss_actor` are the terms of one objective, and
        # `loss_gen` beside `loss_dis` the two players of one game, not the losses of two data
        # sources; nor are the terms of one objective named for what they measure (`_TERMS`).
        if (not match or match["source"].lower() in _NOT_SOURCES | _TERMS or _BUCKET.match(match["source"])
                or is_term(name) or player(name)):
            continue
        groups.setdefault(match["prefix"], {})[match["source"]] = name
    out = []
    for prefix, sources in sorted(groups.items()):
        if len(sources) >= 2:
            out.append(Family(prefix, prefix if prefix in names else None, dict(sorted(sources.items()))))
    return out
