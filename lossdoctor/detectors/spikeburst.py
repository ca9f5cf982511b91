"""A GAN player's burst: dozens of iterations far above its level, hidden in the game's scatter.

A generator loss scatters 30 % from one iteration to the next (the game), so a single-point
test needs x20 to call a spike, and the 3-point channel x7. When the discriminator wins a
round, the generator's loss sits at x3-5 its level for a hundred iterations and drifts back
over a few epochs (StarGAN-VC: 1.1 -> 3-5.6 -> 2.5, 2.0, 1.5 per epoch -> 1.2): each point is
inside the scatter, the level is not. The same scan on the player's running median finds it.
"""

from __future__ import annotations

import numpy as np

from lossdoctor.detectors import gan, signal
from lossdoctor.detectors.spikefind import Spike, SpikeParams, scan
from lossdoctor.model import Series

# The running median the burst is judged on: a few iterations of the game are no level.
BURST_POINTS = 15
# ...on a curve long enough that this median is a small part of it.
MIN_POINTS = 20 * BURST_POINTS
# The burst's peak level over the player's median before it (10 x BURST_POINTS points) and over
# its whole curve: a player climbing back from a round it won (a discriminator's 0.2 back to
# 1.3) rises from a dip, not above its level.
BURST_RATIO = 2.0


def bursts(series: Series, params: SpikeParams) -> list[Spike]:
    """The bursts of a GAN player's loss that lasted (slow or no recovery on its running median
    of `BURST_POINTS`, peaking `BURST_RATIO` above the level before); none for a series that is no GAN player or shorter than `MIN_POINTS`."""
    if gan.player(series.name) is None:
        return []
    ok = np.isfinite(series.values) & (series.values > 0)
    if int(ok.sum()) < MIN_POINTS:
        return []
    steps = series.steps[ok]
    level = np.exp(signal.rolling_median(np.log(series.values[ok]), BURST_POINTS))
    values = series.values[ok]
    overall = float(np.median(values))
    result = scan(Series.named(series.name, steps, level), params)
    found = []
    for spike in result.spikes if result is not None else []:
        at = int(np.searchsorted(steps, spike.start_step))
        before = values[max(0, at - 10 * BURST_POINTS):at]
        level = max(float(np.median(before)), overall) if len(before) else overall
        if spike.recovery != "fast" and spike.peak >= BURST_RATIO * level:
            found.append(spike)
    return found


__all__ = ["BURST_POINTS", "bursts"]
