"""Seeded synthetic loss curves: a power-law decay with data-owned and step noise.

The model, on log scale:  log L(t) = log base(t) + data_noise[d(t)] + step_noise[t] + effects(t)

- base(t) = floor + scale * (t + t0) ** -exponent: the usual power-law decay.
- d(t) is the data position consumed at step t. Normally d(t) = t; a dataloader that
  restarts after a resume replays earlier positions, and with them their noise.
- data_noise belongs to the batch, so replayed batches repeat their fluctuations.
- effects are the injected patterns (spikes, divergence, drops...), each with its truth.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np


@dataclass(frozen=True)
class CurveParams:
    """Shape and noise of a clean run."""

    floor: float = 2.2
    scale: float = 9.0
    exponent: float = 0.35
    t0: float = 30.0
    data_sigma: float = 0.02      # per-batch noise (log scale), owned by the data position
    step_sigma: float = 0.006     # per-step noise (log scale), fresh on every step
    heavy_tails: bool = False     # Student-t(3) data noise instead of Gaussian
    warmup_steps: int = 0         # steps of linear LR warm-up
    warmup_bump: float = 0.0      # log-loss bump during warm-up (a transient rise)
    peak_lr: float = 3e-4


def base_curve(steps: np.ndarray, p: CurveParams) -> np.ndarray:
    """log base(t): the clean power-law decay."""
    t = steps.astype(np.float64)
    curve = p.floor + p.scale * (t + p.t0) ** -p.exponent
    log_curve = np.log(curve)
    if p.warmup_steps and p.warmup_bump:
        # Loss briefly rises as the LR ramps up, then settles: a bump, not a divergence.
        centre, width = 0.6 * p.warmup_steps, 0.25 * p.warmup_steps
        log_curve = log_curve + p.warmup_bump * np.exp(-0.5 * ((t - centre) / width) ** 2)
    return log_curve


def data_noise(n_positions: int, p: CurveParams, rng: np.random.Generator) -> np.ndarray:
    """Noise owned by each data position (batch)."""
    if p.heavy_tails:
        # Student-t with 3 dof, scaled to the same median absolute deviation as the Gaussian.
        return rng.standard_t(3, n_positions) * p.data_sigma * 0.6745 / 0.7649
    return rng.normal(0.0, p.data_sigma, n_positions)


def lr_schedule(steps: np.ndarray, total: int, p: CurveParams, kind: str = "cosine",
                decay_fraction: float = 0.2) -> np.ndarray:
    """The learning rate per step: warm-up, then cosine, constant ("wsd" decays at the end) or step."""
    t = steps.astype(np.float64)
    warm = np.clip((t + 1) / max(p.warmup_steps, 1), 0.0, 1.0) if p.warmup_steps else np.ones_like(t)
    if kind == "cosine":
        body = 0.1 + 0.9 * 0.5 * (1 + np.cos(np.pi * np.clip(t / total, 0, 1)))
    elif kind == "wsd":
        start = total * (1 - decay_fraction)
        body = np.where(t < start, 1.0, np.clip(1 - (t - start) / (total - start), 0.0, 1.0))
    elif kind == "step":
        body = np.where(t < total * 0.6, 1.0, np.where(t < total * 0.85, 0.1, 0.01))
    else:
        body = np.ones_like(t)
    return p.peak_lr * warm * body


@dataclass
class Effects:
    """Additive log-loss effects built up pattern by pattern, on a fixed step grid."""

    steps: np.ndarray
    log_delta: np.ndarray = field(init=False)
    nan_mask: np.ndarray = field(init=False)
    inf_mask: np.ndarray = field(init=False)
    plateaus: list[tuple[int, int]] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.log_delta = np.zeros(len(self.steps))
        self.nan_mask = np.zeros(len(self.steps), dtype=bool)
        self.inf_mask = np.zeros(len(self.steps), dtype=bool)

    def _after(self, step: int) -> np.ndarray:
        return np.clip(self.steps - step, 0, None).astype(np.float64)

    def spike(self, step: int, magnitude: float, tau: float, rise: int = 1, residual: float = 0.0) -> None:
        """A jump to `magnitude` x the loss at `step`, decaying with time constant `tau` steps.

        `residual` (log) is a level that never goes away: a spike that does not fully recover.
        """
        dt = self.steps - step
        peak = np.log(magnitude)
        up = (dt >= 0) & (dt < rise)
        shape = np.where(up, peak * (dt + 1) / rise, 0.0)
        down = dt >= rise
        shape = np.where(down, residual + (peak - residual) * np.exp(-np.clip(dt - rise + 1, 0, None) / tau), shape)
        self.log_delta += shape

    def divergence(self, step: int, rate: float, power: float = 1.5) -> None:
        """A sustained rise from `step`: log-loss grows like rate * (t - step) ** power."""
        self.log_delta += rate * self._after(step) ** power

    def drop(self, step: int, depth: float, width: float) -> None:
        """A lasting sudden drop of `depth` (log) centred on `step`, `width` steps wide."""
        # Clipped so that steps far from the drop do not overflow exp().
        z = np.clip((self.steps - step) / max(width / 4, 0.5), -60.0, 60.0)
        self.log_delta += -depth / (1 + np.exp(-z))

    def dip(self, step: int, depth: float, length: int) -> None:
        """A short drop below the curve for `length` steps (degenerate batches)."""
        inside = (self.steps >= step) & (self.steps < step + length)
        self.log_delta[inside] -= depth

    def level(self, start: int, end: int, delta: float) -> None:
        """A flat shift of the log-loss between two steps (e.g. replayed, memorised data)."""
        inside = (self.steps >= start) & (self.steps < end)
        self.log_delta[inside] += delta

    def plateau(self, start: int, end: int) -> None:
        """Freeze progress between two steps: the loss stops falling, then resumes."""
        inside = (self.steps >= start) & (self.steps < end)
        if not inside.any():
            return
        # compose() applies it, because holding the curve needs the base curve.
        self.plateaus.append((int(np.argmax(inside)), int(inside.sum())))

    def set_nan(self, step: int, count: int = 1, inf: bool = False) -> None:
        """Make `count` consecutive points non-finite from `step` on."""
        inside = (self.steps >= step) & (self.steps < step + count)
        (self.inf_mask if inf else self.nan_mask)[inside] = True


def compose(steps: np.ndarray, p: CurveParams, noise: np.ndarray, data_index: np.ndarray,
            step_noise: np.ndarray, effects: Effects) -> np.ndarray:
    """The loss values: base, data noise at each step's data position, step noise, effects."""
    log_base = base_curve(steps, p)
    for first, length in effects.plateaus:
        # Hold the base at its value before the plateau, then continue the decay shifted later.
        log_base[first:first + length] = log_base[max(first - 1, 0)]
        log_base[first + length:] = base_curve(steps[first + length:] - length, p)
    log_loss = log_base + noise[data_index] + step_noise + effects.log_delta
    with np.errstate(over="ignore"):
        values = np.exp(log_loss)
    values[effects.nan_mask] = np.nan
    values[effects.inf_mask] = np.inf
    return values
