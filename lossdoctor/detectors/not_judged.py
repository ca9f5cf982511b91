"""LD001 not-judged: the loss checks could not run, so a gate must not call the run healthy."""

from __future__ import annotations

from collections.abc import Iterator

import numpy as np

from lossdoctor.detectors.base import Rule
from lossdoctor.model import Finding, Run, Severity, Skip
from lossdoctor.reading import untrusted
from lossdoctor.watched import QUALITY, REWARD

MIN_POINTS = 3
"""The judging minimum: below three finite points of the loss even the spike detector's plain
ratio test is skipped, so the run is not judged (a person cannot judge such a curve either)."""
# The columns an RL `Monitor` wrapper writes (monitor.csv): the episode's reward, length and time.
_MONITOR = frozenset({"r", "l", "t"})


class NotJudged(Rule):
    """The run's loss could not be judged: no plausible reading, no loss series, or too few points.

    What it detects:
    A run whose log no reading made plausible (the reader audits itself: a reading that leaves
    most loss lines out, or cuts one log into dozens of runs or one-step rollbacks, is not
    reported as fact), or a run on which the loss checks were skipped: no series was recognised
    as a training loss nor as a curve watched instead (an eval loss, an accuracy, an ELBO: see
    `lossdoctor.watched`), or the primary loss has fewer points than the loss checks need
    (`min_points`: below three points even the spike detector's plain ratio test is skipped).
    The finding names the series that were found. A loss whose values are NaN or inf was judged: LD501 reports it.

    Why it matters:
    A CI gate that passes what it could not judge is the worst failure a gate can have: a
    renamed metric (`loss` -> `train/lm_loss`) or a logging change that stops writing the
    loss turns the nightly check silently green.

    Example:
    `metrics.csv` holds `step,throughput` and no loss: LD001 at error, "no loss series; found:
    throughput". `check` exits 1.

    What to do:
    Name the loss with `--loss KEY` when it has an unusual name; fix the logging when the loss
    is missing; or pass `--allow-unjudged` (`allow-unjudged = true` in the config) for runs
    that legitimately have no loss.
    """

    code = "LD001"
    name = "not-judged"
    kind = "not_judged"
    severity = Severity.ERROR
    summary = "The loss checks could not run: no loss series or too few finite points"
    action = "Name the loss with --loss KEY, fix the logging, or pass --allow-unjudged"

    def __init__(self, *, min_points: int = MIN_POINTS) -> None:
        if min_points < 1:
            raise ValueError("min_points must be at least 1")
        self.min_points = min_points

    def check(self, run: Run) -> Iterator[Finding | Skip]:
        reason = self._reason(run)
        if reason is None:
            return
        series = run.primary or "loss"
        steps = [int(s.steps[0]) for s in run.series.values() if len(s)]
        start = min(steps) if steps else 0
        yield self.finding(
            series=series, start_step=start, peak_step=None, end_step=None,
            message=f"not judged: {reason}",
            evidence={"series_found": sorted(run.series)[:20]},
            advice=("Name the loss with --loss KEY if it is logged under another name.",
                    "Pass --allow-unjudged (or allow-unjudged = true) if this run has no loss by design."),
            fields={"reason": reason},
        )

    def _reason(self, run: Run) -> str | None:
        doubted = untrusted(run)
        if doubted:
            return doubted
        if run.primary is None or run.primary not in run.series:
            found = ", ".join(sorted(run.series)[:8]) or "none"
            more = f" and {len(run.series) - 8} more" if len(run.series) > 8 else ""
            aside = run.meta.get("hparam_metrics")
            if aside and not run.series:
                return (f"no loss series; only hparams summary metrics ({', '.join(sorted(aside))}), "
                        "final values, not a curve")
            rewards = sorted(name for name in run.series if REWARD.search(name)
                             or (run.meta.get("rl_outcomes_only") and ("score" in name.lower() or name == "R")))
            if not rewards and _MONITOR <= set(run.series):
                rewards = ["r"]  # a gym/SB3 Monitor's columns: episode reward, length, wall time
            measures = sorted(name for name in run.series if QUALITY.search(name)) if run.meta.get("metrics_only") else []
            if measures:
                # A loop that logs its accuracy (F1, mAP...) and no loss: how well it does, not a loss.
                return (f"no loss series; a log of measures only ({', '.join(measures[:3])}), which say how "
                        f"well the model does, not judged as a loss; series found: {found}{more}")
            if rewards:
                # An RL loop that logs its rewards and no loss: its outcome, not a loss to judge.
                return (f"no loss series; an RL log of rewards ({', '.join(rewards[:3])}), which are the "
                        f"agent's outcome, not judged as a loss; series found: {found}{more}")
            return f"no loss series; series found: {found}{more}"
        loss = run.series[run.primary]
        finite = int(np.isfinite(loss.values).sum())
        if finite >= self.min_points or finite < len(loss):
            # Non-finite values were judged: LD501 reports them, and the gate fails on it.
            return None
        return (f"only {len(loss)} point{'s' * (len(loss) != 1)} of {run.primary!r}; at least "
                f"{self.min_points} are needed to judge the loss")
