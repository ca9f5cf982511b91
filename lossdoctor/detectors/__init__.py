"""The detectors, one module each, and the explicit registry that lists them."""

from __future__ import annotations

from lossdoctor.detectors.base import Rule
from lossdoctor.detectors.chance import StuckAtChance
from lossdoctor.detectors.degenerate import DegenerateTraining
from lossdoctor.detectors.dip import LossDip
from lossdoctor.detectors.divergence import Divergence, RepeatedDivergence
from lossdoctor.detectors.epoch_boundary import EpochBoundary
from lossdoctor.detectors.eval_divergence import EvalDivergence
from lossdoctor.detectors.grad_norm import GradNormPrecursor
from lossdoctor.detectors.grokking import Grokking
from lossdoctor.detectors.instability import Instability
from lossdoctor.detectors.loss_scale import LossScaleCollapse
from lossdoctor.detectors.nan import NonFiniteLoss
from lossdoctor.detectors.not_judged import NotJudged
from lossdoctor.detectors.plateau import Plateau
from lossdoctor.detectors.repeated_data import RepeatedData
from lossdoctor.detectors.resume_spike import ResumeSpikes
from lossdoctor.detectors.source_spike import SingleSourceSpike
from lossdoctor.detectors.spike import LossSpike

# One line per detector. Codes: LD0xx the run as a whole, LD1xx spikes and dips, LD2xx trends, LD3xx sudden drops,
# LD4xx data problems, LD5xx numerics, LD6xx data sources.
RULES: tuple[type[Rule], ...] = (
    NotJudged,
    LossSpike,
    LossDip,
    ResumeSpikes,
    Divergence,
    EvalDivergence,
    Plateau,
    RepeatedDivergence,
    Instability,
    StuckAtChance,
    Grokking,
    EpochBoundary,
    RepeatedData,
    NonFiniteLoss,
    LossScaleCollapse,
    GradNormPrecursor,
    DegenerateTraining,
    SingleSourceSpike,
)


def rule_by_code(code: str) -> type[Rule] | None:
    """The rule with this code (case-insensitive), or None."""
    wanted = code.strip().upper()
    return next((rule for rule in RULES if rule.code == wanted), None)


__all__ = ["RULES", "Rule", "rule_by_code"]
