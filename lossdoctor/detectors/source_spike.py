"""LD601 single-source-spike: one data source spikes alone, or sits far from the others."""

from __future__ import annotations

from collections.abc import Iterator

import numpy as np

from lossdoctor.detectors import advice, signal
from lossdoctor.detectors.base import Rule
from lossdoctor.detectors.facts import Facts
from lossdoctor.detectors.sources import Family, families
from lossdoctor.detectors.spikecontext import coincide
from lossdoctor.detectors.spikefind import Spike, SpikeParams, scan
from lossdoctor.model import Finding, Run, Severity, Skip


class SingleSourceSpike(Rule):
    """When a run logs a loss per data source: one source spikes alone, or is far off the rest.

    What it detects:
    In a family of per-source losses (`loss/web`, `loss/code`, `train/loss_<source>`,
    `lm loss/<source>`), a spike (as LD101 finds them) in one source that no other source
    shows at the same step; and a source whose typical loss over the second half of the
    run is more than `level_ratio` times lower (much easier) or higher (much harder) than
    the median of the other sources.

    Why it matters:
    A spike in every source at once points to the optimiser or the numerics; a spike in one
    source points to bad data in that source at that point. An unusually low loss comes
    from degenerate data (lines of newlines, duplicates), an unusually high one from
    garbled text: both are dirty data the model wastes steps on.

    Example:
    `loss/code` spikes 3.1x at step 2210 while `loss/web` stays flat.

    What to do:
    Inspect that source's batches at the spike and clean the source; monitor each source
    separately.
    """

    code = "LD601"
    name = "single-source-spike"
    kind = "source_spike"
    severity = Severity.WARNING
    summary = "One data source's loss spikes alone, or is far easier/harder than the others"
    action = "Inspect and clean that data source"

    def __init__(self, *, level_ratio: float = 3.0, fast_steps: int = 250, z: float = 6.0,
                 min_ratio: float = 1.1) -> None:
        if level_ratio <= 1.0:
            raise ValueError("level_ratio must be above 1")
        self.level_ratio = level_ratio
        self.params = SpikeParams(fast_steps=fast_steps, z=z, min_ratio=min_ratio)

    def check(self, run: Run) -> Iterator[Finding | Skip]:
        for family in families(run):
            scans = {label: scan(run.series[name], self.params) for label, name in family.sources.items()}
            for label, result in scans.items():
                if result is None:
                    yield self.skip(family.sources[label], "too few points to judge this source")
                    continue
                for spike in result.spikes:
                    others = [other for other, r in scans.items() if other != label and r is not None
                              and any(coincide(s.start_step, spike.start_step, r.spacing) for s in r.spikes)]
                    # Alone only beside a source that was logged there: a source logged in the
                    # warm-up only (a recommender's `avg_loss_src`) says nothing about step 120.
                    quiet = [name for lab, name in family.sources.items() if lab != label
                             and _logged_at(run.series[name].steps, spike.start_step)]
                    if not others and quiet:
                        yield self._spike_finding(run, family, label, spike, quiet)
            yield from self._levels(run, family)

    def _spike_finding(self, run: Run, family: Family, label: str, spike: Spike, quiet: list[str]) -> Finding:
        name = family.sources[label]
        message = (f"only source {label!r} spiked at step {spike.start_step}: {name} rose "
                   f"{spike.magnitude:.2f}x while {', '.join(quiet)} stayed within noise; "
                   f"suspect that source's data at this step")
        evidence: dict[str, object] = {"source": label, "baseline": round(spike.baseline, 6),
                                       "peak": round(spike.peak, 6), "recovery": spike.recovery,
                                       "quiet_sources": quiet}
        if family.aggregate and family.aggregate in run.series:
            agg = run.series[family.aggregate]
            i = signal.index_of_step(agg.steps, spike.start_step)
            lo = max(0, i - 20)
            before = agg.values[lo:i]
            before = before[np.isfinite(before) & (before > 0)]
            if i < len(agg) and len(before) and np.isfinite(agg.values[i]):
                evidence["aggregate"] = family.aggregate
                evidence["aggregate_ratio"] = round(float(agg.values[i] / np.median(before)), 3)
        return self.finding(
            series=name, start_step=spike.start_step, peak_step=spike.peak_step,
            end_step=spike.end_step, message=message, evidence=evidence,
            advice=(advice.inspect_batches(spike.start_step, spike.peak_step + 5, source=label,
                                            facts=Facts.of(run)),
                    advice.CLEAN_DATA, "monitor each source's loss separately"),
            fields={"source": label, "magnitude": round(spike.magnitude, 3)},
        )

    def _levels(self, run: Run, family: Family) -> Iterator[Finding]:
        levels: dict[str, float] = {}
        for label, name in family.sources.items():
            s = run.series[name]
            y, ok = signal.log_loss(s.values)
            y = y[ok]
            if len(y) >= 10:
                levels[label] = float(np.median(y[len(y) // 2:]))
        if len(levels) < 2:
            return
        for label, level in levels.items():
            others = float(np.median([v for k, v in levels.items() if k != label]))
            ratio = float(np.exp(level - others))
            if 1 / self.level_ratio <= ratio <= self.level_ratio:
                continue
            name = family.sources[label]
            easy = ratio < 1
            what = ("much easier than the others: degenerate data (repeated or near-empty text)?" if easy
                    else "much harder than the others: garbled or mis-tokenised text?")
            s = run.series[name]
            yield self.finding(
                severity=Severity.INFO, series=name, start_step=int(s.steps[len(s) // 2]), peak_step=None,
                end_step=int(s.steps[-1]),
                message=f"source {label!r} sits {ratio:.2f}x the other sources' loss over the second half, "
                        f"{what}",
                evidence={"source": label, "level": round(float(np.exp(level)), 6),
                          "others_level": round(float(np.exp(others)), 6), "ratio": round(ratio, 3)},
                advice=(f"sample documents of source {label!r} and read them", advice.CLEAN_DATA),
                fields={"source": label, "magnitude": round(ratio, 3)},
            )


def _logged_at(steps: np.ndarray, start: int) -> bool:
    """Whether a series has points on both sides of a spike's start (it was being logged then)."""
    return bool(len(steps) and steps[0] <= start <= steps[-1])
