"""LD503 grad-norm-precursor: the gradient norm explodes at a loss spike, or collapses long before it."""

from __future__ import annotations

import math
from collections.abc import Iterator
from dataclasses import dataclass, replace

import numpy as np

from lossdoctor.detectors import advice
from lossdoctor.detectors.base import Rule
from lossdoctor.detectors.facts import Facts
from lossdoctor.detectors.signal import diff_sigma, log_loss, rolling_median, row_medians, spacing
from lossdoctor.detectors.spikefind import SpikeParams, scan
from lossdoctor.detectors.trend import series_curve, window_median
from lossdoctor.model import Finding, Run, Series, Severity, Skip
from lossdoctor.roles import Role

CLIP = "clip gradients by global norm (e.g. max norm 1.0) so one bad batch cannot blow up the update"


@dataclass(frozen=True)
class Precursor:
    """What the gradient norm did around one loss spike."""

    spike_start: int
    spike_peak: int
    spike_end: int
    explosion: tuple[int, float, float] | None   # (step, baseline, peak) in grad-norm units
    collapse: tuple[int, float, float] | None    # (start step, level before, level after)
    recovery: str = "none"                       # the loss spike's recovery class
    magnitude: float = 1.0                       # the loss spike's peak / baseline


class GradNormPrecursor(Rule):
    """Uses the gradient norm as evidence for a loss spike: explosion at it, or collapse before it.

    What it detects:
    For every loss spike on the primary loss (the spike detector's own finder), the
    logged gradient norm is checked for two signs. An explosion: within a few points of
    the spike the norm exceeds its level before by `explode_factor` and `min_z` noise
    sigmas. A collapse: over the `collapse_fraction` of the run before the spike the
    norm sat at least `collapse_factor` below its earlier level (the Adam-instability
    mechanism: shallow-layer gradients shrink towards zero for a long time, Adam's
    second-moment estimate follows them down, and the next normal gradient produces a
    huge update). An explosion at a spike that recovered fast is reported at info, as
    evidence beside that spike, unless it is a burst: the norm up `burst_factor` times (20x)
    with the loss up `burst_loss_ratio` (2x) or more. A burst, a collapse, or an explosion at a
    slow or unrecovered spike, is a warning.

    Why it matters:
    An exploding norm says the spike came through the optimiser update, not only from a
    bad batch: clipping and a lower LR help. A long collapse before a spike is the
    signature the Adam-instability paper traced to epsilon and the embedding layer:
    the spike will come back unless that is fixed.

    Example:
    AlgoPerf ResNet: at step 524900 the loss jumps 0.68 -> 285.9 while the grad norm
    jumps 0.10 -> 119 (x1190).

    What to do:
    Clip gradients, lower the LR, roll back before the spike and skip its batches; for
    a collapse, shrink Adam's epsilon and the embedding gradients.
    """

    code = "LD503"
    name = "grad-norm-precursor"
    kind = "grad_norm_precursor"
    severity = Severity.WARNING
    summary = "The gradient norm explodes at a loss spike or collapses towards zero long before it"
    action = "Clip gradients / shrink Adam's epsilon and the embedding gradients"

    def __init__(self, *, explode_factor: float = 5.0, min_z: float = 6.0, collapse_factor: float = 3.0,
                 collapse_fraction: float = 0.1, near_points: int = 3, burst_factor: float = 20.0,
                 burst_loss_ratio: float = 2.0) -> None:
        if explode_factor <= 1 or collapse_factor <= 1:
            raise ValueError("explode_factor and collapse_factor must be above 1")
        self.explode_factor = float(explode_factor)
        self.min_z = float(min_z)
        self.collapse_factor = float(collapse_factor)
        self.collapse_fraction = float(collapse_fraction)
        self.near_points = int(near_points)
        self.burst_factor = float(burst_factor)
        self.burst_loss_ratio = float(burst_loss_ratio)

    def check(self, run: Run) -> Iterator[Finding | Skip]:
        """Each grad-norm series against the spikes of the loss logged with it; silent without one."""
        losses = run.by_role(Role.LOSS)
        for g in run.by_role(Role.GRAD_NORM):
            loss = _partner(g, losses, run.primary)
            if loss is None:
                yield self.skip(g.name, "no training loss whose spikes the grad norm could explain")
                continue
            gl, ok = log_loss(g.values)
            kept = gl if ok.all() else gl[ok]  # no copy of a long series where nothing is dropped
            if ok.sum() >= 20 and not self._anything(g, kept):
                continue  # a calm grad norm explains nothing; skip the costly loss-spike scan
            found = scan(loss, SpikeParams())
            spikes = found.spikes if found is not None else []
            if not spikes:
                continue  # nothing to explain
            if ok.sum() < 20:
                yield self.skip(g.name, f"only {int(ok.sum())} usable grad-norm points to explain "
                                        f"{len(spikes)} loss spike(s); need 20")
                continue
            steps, y = (g.steps, kept) if len(kept) == len(gl) else (g.steps[ok], kept)
            for spike in spikes:
                p = self._judge(steps, y, spike.start_step, spike.peak_step, spike.end_step)
                if p is not None:
                    yield self._finding(g.name, loss, replace(p, recovery=spike.recovery, magnitude=spike.magnitude),
                                        Facts.of(run))

    def _anything(self, g: Series, y: np.ndarray) -> bool:
        """Cheap pre-check: does the grad norm jump within a bucket or fall by the collapse
        factor anywhere? (Bucket max vs median, and the bucketed curve's fall from its
        running maximum.)"""
        size = max(1, len(y) // 2000)
        n = (len(y) // size) * size
        blocks = y[:n].reshape(-1, size)
        med = row_medians(blocks)
        base = np.concatenate([med[:1], med[:-1]])  # the previous bucket: a wide explosion shows too
        if np.any(blocks.max(axis=1) - np.minimum(med, base) >= math.log(self.explode_factor)):
            return True
        curve = series_curve(g, 200)
        if curve is None:
            return False
        return bool(np.any(np.maximum.accumulate(curve.level) - curve.level >= math.log(self.collapse_factor)))

    def _burst(self, p: Precursor) -> bool:
        """Whether an explosion is a burst: the norm up `burst_factor` with the loss up `burst_loss_ratio`."""
        if p.explosion is None:
            return False
        _, base, top = p.explosion
        return base > 0 and top / base >= self.burst_factor and p.magnitude >= self.burst_loss_ratio

    def _judge(self, steps: np.ndarray, y: np.ndarray, start: int, peak: int, end: int) -> Precursor | None:
        gap = spacing(steps)
        near = self.near_points * gap
        noise = diff_sigma(y)
        explosion = None
        base = window_median(steps, y, start - 50 * gap, start - near)
        inside = (steps >= start - near) & (steps <= peak + near)
        if np.isfinite(base) and inside.any():
            k = np.flatnonzero(inside)[int(np.argmax(y[inside]))]
            jump = float(y[k] - base)
            if jump >= math.log(self.explode_factor) and jump >= self.min_z * noise:
                # Its start: the first point already halfway up (in log) to the peak.
                first = np.flatnonzero(inside & (y - base >= 0.5 * jump))[0]
                explosion = (int(steps[first]), math.exp(base), math.exp(float(y[k])))
        collapse = None
        length = max(20 * gap, self.collapse_fraction * float(steps[-1] - steps[0]))
        recent = window_median(steps, y, start - length, start - near)
        earlier = window_median(steps, y, start - 3 * length, start - 2 * length)
        if np.isfinite(recent) and np.isfinite(earlier) and earlier - recent >= math.log(self.collapse_factor):
            lo = int(np.searchsorted(steps, start - 3 * length))
            hi = int(np.searchsorted(steps, start - near))
            smooth = rolling_median(y[lo:hi], 9)
            fall = earlier - recent
            high = np.flatnonzero(smooth >= earlier - 0.1 * fall)
            low = np.flatnonzero(smooth <= recent + 0.1 * fall)
            begin = int(steps[lo + high[-1] + 1]) if len(high) and lo + high[-1] + 1 < hi else int(steps[lo])
            reached = int(steps[lo + low[0]]) if len(low) else start
            # A collapse is a fall followed by a long low stretch, not the slow decline of the
            # grad norm over a whole run (it falls as the loss does).
            settled = float(steps[0]) + 0.1 * float(steps[-1] - steps[0])  # past warm-up's decline
            if (start - 2 * length <= begin and begin >= settled and reached - begin <= 0.5 * (start - begin)
                    and len(low) and np.all(smooth[low[0]:] <= recent + 0.5 * fall)):
                collapse = (begin, math.exp(earlier), math.exp(recent))
        if explosion is None and collapse is None:
            return None
        return Precursor(start, peak, end, explosion, collapse)

    def _finding(self, name: str, loss: Series, p: Precursor, facts: Facts) -> Finding:
        parts: list[str] = []
        evidence: dict[str, int | float] = {}
        tips: list[str] = []
        if p.collapse is not None:
            begin, before, after = p.collapse
            parts.append(f"grad norm collapsed x{after / before:.2g} ({before:.3g} -> {after:.3g}) from step "
                         f"{begin}, {p.spike_start - begin} steps before the loss spike at step {p.spike_start} "
                         f"(the Adam-instability pattern)")
            evidence.update(collapse_start=begin, norm_before_collapse=before, norm_collapsed=after)
            tips += [advice.ADAM_EPS, advice.SHRINK_EMBED_GRAD]
        if p.explosion is not None:
            step, base, peak = p.explosion
            parts.append(f"grad norm exploded x{peak / base:.3g} ({base:.3g} -> {peak:.3g}) at step {step}, "
                         f"with the loss spike at step {p.spike_start}")
            evidence.update(explosion_step=step, norm_baseline=base, norm_peak=peak)
            tips += [CLIP, advice.LOWER_LR]
        tips.append(advice.rollback_advice(p.spike_start, facts=facts))
        if p.collapse is not None:
            start = p.collapse[0]
        else:
            assert p.explosion is not None  # a Precursor always has a collapse or an explosion
            start = p.explosion[0]
        evidence["loss_spike_step"] = p.spike_start
        mechanism = "+".join(m for m, v in (("collapse", p.collapse), ("explosion", p.explosion)) if v)
        # A grad-norm burst at a spike that healed fast is evidence, not a problem of its own
        # (DOMAIN: fast-recovering spikes are informational); a collapse before it is a warning.
        severity = Severity.INFO if p.collapse is None and p.recovery == "fast" else self.severity
        if severity is Severity.INFO and p.explosion is not None and self._burst(p):
            # A burst of orders of magnitude with the loss doubling is an update that blew up,
            # healed or not (x2.8 loss, norm 0.3 -> 131): worth a look.
            severity = self.severity
            parts.append(f"a burst this large (x{p.explosion[2] / p.explosion[1]:.3g}) with the loss "
                         f"x{p.magnitude:.2f} is a warning even though the loss came back fast")
        if severity is Severity.INFO:
            # The loss came back by itself: a roll-back is for the next time, not this one.
            tips = [f"if it recurs, {tip}" if tip.startswith("roll back") else tip for tip in tips]
        return self.finding(
            series=name, start_step=int(start), peak_step=int(p.spike_peak), end_step=int(p.spike_end),
            severity=severity, message="; ".join(parts), evidence=evidence, advice=tuple(tips),
            fields={"mechanism": mechanism, "loss_step": int(p.spike_start)},
        )


def _partner(norm: Series, losses: list[Series], primary: str | None) -> Series | None:
    """The loss series logged on the same steps as the grad norm (the primary on a tie)."""
    if len(losses) == 1:
        return losses[0]
    best, best_common = None, -1
    for loss in sorted(losses, key=lambda s: s.name != primary):
        # Live steps are sorted and unique: a binary search counts the shared ones.
        at = np.clip(np.searchsorted(loss.steps, norm.steps), 0, max(len(loss) - 1, 0))
        common = int((loss.steps[at] == norm.steps).sum()) if len(loss) else 0
        if common > best_common:
            best, best_common = loss, common
    return best
