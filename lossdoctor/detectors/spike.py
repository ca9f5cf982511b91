"""LD101 loss-spike: the loss jumps well above its recent level; judged by how it comes back."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field, replace

import numpy as np

from lossdoctor.detectors import (advice, gan, rl_terms, schedule, spikecluster, spikeglassy, spikeonset,
                                   spikereturns, spikestart, spiketower)
from lossdoctor.detectors.base import Rule
from lossdoctor.detectors.divergence import plain_training_loss
from lossdoctor.detectors.facts import Facts
from lossdoctor.detectors.prepare import RL_TERMS
from lossdoctor.detectors.scatter import RECORD_POINTS, outliers, record_excess
from lossdoctor.detectors.sources import families
from lossdoctor.detectors.spikeburst import BURST_POINTS, bursts
from lossdoctor.detectors.spikecontext import coincide, near_join, nonfinite_after, replay_exit, too_short
from lossdoctor.detectors.spikefind import NOISE_FLOOR, Spike, SpikeParams, scan
from lossdoctor.detectors.spikelocal import REF_POINTS, local_bumps
from lossdoctor.detectors.spikeschedule import judged
from lossdoctor.detectors.targets import Target, signed, targets
from lossdoctor.model import Finding, Run, Series, Severity, Skip
from lossdoctor.roles import Role

# The least fast jump that is a warning on such a curve.
GLASSY_RATIO = 3.0
# One point per epoch: a "fast" recovery (within `fast_steps` of the epoch number) longer than this
# many epochs is slow, since each epoch is a full pass over the data set.
EPOCH_FAST_POINTS = 5
# ...and a fast jump of an epoch's mean loss this large is a warning: the mean of a whole pass over
# the data set is no single batch, and an epoch that tripled its loss went wrong as a whole.
EPOCH_SPIKE_RATIO = 3.0
# A fast spike this far outside a curve whose scatter is normal (tail factor at most
# `STANDOUT_MAX_TAIL`) is no hard batch: no noise of that shape ever reaches it.
STANDOUT_RATIO, STANDOUT_Z, STANDOUT_MAX_TAIL = 2.0, 8.0, 1.6
# ...or this far (the detection threshold itself) on a plain training loss: an RL or GAN loss's lone
# jump may be its game's, a supervised loss's lone x2 of light-tailed scatter is no batch's noise.
PLAIN_STANDOUT_Z = 6.0
# ...on a curve of fewer points than this (each stands for many steps); on a long per-batch curve
# one straight-back doubling is still one hard batch.
STANDOUT_MAX_POINTS = 200
# The least jump, the curve's only one, that is a blow-up when it stands far outside the curve's recent
# past (`record_excess`): an order of magnitude. A one-step x2.5 of a clean curve is still one hard batch.
RECORD_MIN_RATIO = 20.0
# pix2pix / CycleGAN loss columns (D_A, G_B, D_real, G_GAN): a GAN's players, named without "loss".
_PLAYER_COLUMN = re.compile(r"(?:^|/)[DG]_[A-Za-z0-9]+$")
SEVERITY = {"fast": Severity.INFO, "slow": Severity.WARNING, "none": Severity.ERROR}


@dataclass
class Hit:
    """A spike found in one target, with its series' logging interval and extra evidence."""

    target: Target
    spike: Spike
    gap: float
    extra: dict[str, object] = field(default_factory=dict)
    explained_by: schedule.Event | None = None  # the schedule event this bump is the answer to
    on_bump: schedule.Event | None = None       # the event whose bump this real spike stands on


def dedupe_sources(run: Run, found: list[Hit]) -> list[Hit]:
    """One finding per event in a per-source loss family: on the aggregate when every source
    spiked with it, on the sources when only some did (LD601 then says which)."""
    drop: set[int] = set()
    live = {i: hit for i, hit in enumerate(found) if not hit.target.in_dead_fragment}
    for family in families(run):
        if family.aggregate is None:
            continue
        for i, agg in live.items():
            if agg.target.name != family.aggregate:
                continue
            hits = [j for j, h in live.items() if h.target.name in family.sources.values()
                    and coincide(h.spike.start_step, agg.spike.start_step, h.gap)]
            if not hits:
                continue
            names = sorted({live[j].target.name for j in hits})
            if len(names) == len(family.sources):
                drop.update(hits)
                agg.extra["sources"] = "all"
            else:
                drop.add(i)
                for j in hits:
                    live[j].extra.update({"aggregate": family.aggregate,
                                          "aggregate_magnitude": round(agg.spike.magnitude, 3),
                                          "sources_spiking": names})
    return [hit for i, hit in enumerate(found) if i not in drop]


def _side(name: str) -> str | None:
    """'generator', 'discriminator' or None: by the loss's name, or pix2pix's `G_`/`D_` column."""
    found = gan.player(name)
    if found is None and _PLAYER_COLUMN.search(name):
        found = "generator" if name.rsplit("/", 1)[-1].startswith("G") else "discriminator"
    return found


def _game_player(run: Run, name: str) -> bool:
    """Whether `name` is one GAN player's loss (`loss_G`, `errD`, pix2pix's `D_real`) in a run that
    logs both players: an RL critic's loss beside its actor's is no game of two players."""
    sides = {_side(key) for key in run.series}
    return _side(name) is not None and {"generator", "discriminator"} <= sides


def _plain_live(run: Run) -> list[Target]:
    """The live, unsigned plain training losses of `run`: the curves the episode passes judge."""
    return [target for target in targets(run) if not target.in_dead_fragment and signed(target.series) is None
            and plain_training_loss(run, target.name)]


def _without(findings: list[Finding], members: list[Finding]) -> list[Finding]:
    """The findings less the episode's members (by identity: two findings can be equal)."""
    return [f for f in findings if not any(f is g for g in members)]


def _fast_members(findings: list[Finding], name: str, kind: str, first: int, last: int) -> list[Finding]:
    """The live fast spikes of series `name` that start within [first, last]: an episode's members."""
    return [f for f in findings if f.series == name and not f.in_dead_fragment and f.kind == kind
            and first <= f.start_step <= last and f.fields.get("recovery") == "fast"]


def mark_repeats(found: list[Hit]) -> None:
    """Note live spikes that an abandoned attempt also hit at the same step.

    The same spike on the same data from another model state points at the data (PaLM found
    the opposite: replayed batches from an earlier checkpoint usually do not spike).
    """
    dead = [h for h in found if h.target.in_dead_fragment]
    for hit in found:
        if hit.target.in_dead_fragment:
            continue
        for other in dead:
            if other.target.name == hit.target.name and coincide(other.spike.start_step, hit.spike.start_step, hit.gap):
                hit.extra["same_spike_in_attempt"] = other.target.attempt
                break


# Fast blow-ups of x`LARGE_RATIO` or more, this many on one plain training loss, are one instability
# episode, a warning, whatever the tail of its noise: one such jump is a hard batch, several are a run
# that keeps breaking. A heavy-tailed converged loss's own hard batches reach x15-x50 (the
# release-frame detector's video batches; a seeded loss with 1 batch in 200 at x5-x15 in 30 % noise
# reaches x23): those stay its scatter.
LARGE_RATIO = 50.0
LARGE_RECURRING = 3


# Spikes that recur this often on one live series, this large and growing, are an instability
# in the making, not noise: each is a warning though it healed fast (OPT and PaLM saw spikes grow
# more frequent and larger before the runs diverged).
_RECURRING = 5
_RECURRING_SIZE = 3.0
_GROWING = 1.25
# ...and the growth is a trend, not two large ones late among many (Spearman's rho of size and order).
_TREND = 0.6


def _rank_correlation(sizes: list[float]) -> float:
    """Spearman's rho between the spikes' order and their sizes (ties broken by order)."""
    ranks = np.argsort(np.argsort(np.asarray(sizes), kind="stable")).astype(float)
    order = np.arange(len(sizes), dtype=float)
    return float(np.corrcoef(order, ranks)[0, 1]) if len(sizes) > 2 else 0.0


def _recurring(findings: list[Finding]) -> Iterator[Finding]:
    """The findings, with fast-healing spikes raised to warnings on a series whose spikes recur
    (at least _RECURRING of x_RECURRING_SIZE or more by median) and grow (the later half's median
    at least _GROWING times the earlier half's, and size rising with order: rho >= _TREND)."""
    by_series: dict[str, list[Finding]] = {}
    for finding in findings:
        if (not finding.in_dead_fragment and "explained_by" not in finding.evidence
                and "returns_grew" not in finding.evidence and isinstance(finding.fields.get("magnitude"), float)):
            by_series.setdefault(finding.series, []).append(finding)
    raised: dict[int, str] = {}
    for series, group in by_series.items():
        sizes = [float(f.fields["magnitude"]) for f in sorted(group, key=lambda f: f.start_step)]
        half = len(sizes) // 2
        if len(sizes) < _RECURRING or float(np.median(sizes)) < _RECURRING_SIZE:
            continue
        early, late = float(np.median(sizes[:half])), float(np.median(sizes[-half:]))
        if late >= _GROWING * early and _rank_correlation(sizes) >= _TREND:
            why = (f"; one of {len(sizes)} recurring spikes on {series} that grow (median x{early:.1f} early, "
                   f"x{late:.1f} late): an instability in the making")
            raised.update({id(f): why for f in group})
    for finding in findings:
        if id(finding) in raised and finding.severity < Severity.WARNING:
            finding = replace(finding, severity=Severity.WARNING, message=finding.message + raised[id(finding)],
                              evidence={**finding.evidence, "recurring_growing": True})
        yield finding


def _ended_coming_back(run: Run, target: Target, spike: Spike, finding: Finding, *, points: int = 3,
                       share: float = 0.5) -> Finding:
    """An unrecovered spike the series was still coming back from when it ended (its last
    `points` have shed `share` of the jump, on log scale) is a slow recovery cut short, a
    warning; and info when every eval loss kept improving over the same steps (the model was not
    damaged: the training data got harder, as when YOLO's mosaic augmentation is switched off)."""
    # Only ever lowers the severity (a rise the schedule explains is info already).
    if (spike.reason != "run ended before it came back" or spike.peak <= 0 or spike.baseline <= 0
            or finding.severity < Severity.ERROR):
        return finding
    values = target.series.values[target.series.steps > spike.peak_step]
    if not len(values):
        # The series ends on the jump: nothing says it stayed up (a single batch's last print, or
        # the start of a blow-up); a warning, not the error of a level that never came back.
        return replace(finding, severity=Severity.WARNING,
                       message=finding.message + "; the series ended at its peak: too soon to say whether it comes back",
                       evidence={**finding.evidence, "ended_at_peak": True})
    values = values[np.isfinite(values) & (values > 0)]
    if len(values) < points:
        return finding
    jump = np.log(spike.peak / spike.baseline)
    left = np.log(float(np.median(values[-points:])) / spike.baseline)
    if jump <= 0 or left > (1 - share) * jump:
        return finding
    gone = 1 - max(left, 0.0) / jump
    note = f"; it was coming back ({gone:.0%} of the jump gone, on log scale), so this is a slow recovery cut short"
    better = []
    for series in run.by_role(Role.EVAL_LOSS):
        inside = (series.steps >= spike.start_step) & np.isfinite(series.values)
        vals = series.values[inside]
        if len(vals) < 2 * points:
            continue
        was, now = float(np.median(vals[:points])), float(np.median(vals[-points:]))
        if now > was:
            return replace(finding, severity=min(finding.severity, Severity.WARNING), message=finding.message + note,
                           evidence={**finding.evidence, "coming_back": round(gone, 3)})
        better.append(f"{series.name} {was:.4g} -> {now:.4g}")
    if not better:
        return replace(finding, severity=min(finding.severity, Severity.WARNING), message=finding.message + note,
                       evidence={**finding.evidence, "coming_back": round(gone, 3)})
    return replace(finding, severity=Severity.INFO,
                   message=f"{finding.message}{note}; the eval loss kept improving over the same steps "
                           f"({', '.join(better[:3])}): the training data got harder, the model was not damaged",
                   evidence={**finding.evidence, "coming_back": round(gone, 3), "eval_improved": better},
                   advice=())


class LossSpike(Rule):
    """The loss jumps well above its recent level, and this says how it came back.

    What it detects:
    A sudden jump of the loss, judged against the run's own noise: on log scale at least `z`
    times the local robust noise (corrected for heavy tails) above a lagged median baseline,
    and at least `min_ratio` (1.1x) so that a glassy curve's wiggles stay out. In a quiet run
    (1 % noise) a +15 % jump is a spike; in a run with 5 % heavy-tailed noise it is not. A
    climb that was already under way (a divergence) is left to the divergence rule. Each spike is classified by
    its recovery: `fast` (back within the noise of the pre-spike level within `fast_steps`),
    `slow` (back later) or `none` (it settles at a higher level, turns into a sustained
    rise, or the run ends first). Spikes in abandoned (rolled-back) fragments are reported
    too, marked as dead.
    When the logs show a schedule event (an LR warm restart, step-up or re-warm-up, a
    batch-size or sequence-length switch), the smooth rise of the loss after it is the
    schedule's: a bump that is only that rise is info, with `explained_by` naming the event,
    and the loss is scanned again with that rise taken out, so a real spike on top of it
    (50 steps after an SGDR restart, 3.25 -> 7.40) is still found at its own severity.
    A loss that takes negative values (a WGAN critic, an RL policy loss) is judged against its
    own robust scatter instead, since ratios mean nothing there: a value `signed_z` robust
    sigmas (MAD) above the median of the points before it, and `signed_excess` times farther
    from that median than the largest value it logged in the `RECORD_POINTS` (150) points before,
    is a spike (a warning): a loss settled for long is judged by the scatter it has now. A GAN
    player's loss is judged against the largest value it ever logged: its game's swings, however
    long ago, are its scatter.
    On a plain training loss, rare one-step jumps (x3 and 3 robust sigmas over the 20 points before)
    packed into 50 points where the curve's own rate elsewhere predicts so many with a chance under
    1e-4 are a burst (`spikecluster`), a warning that takes the place of the info spikes inside it
    (six jumps to x3-x9 within 45 steps of a fine-tune that made two others in 3915); not in the
    curve's first tenth, not from a level under a twentieth of its first, and not on a curve with
    more than two of them (its character).
    A fast spike over which the agent's episode return collapsed (`spikereturns`: below the level
    of the 10 points before by 8 times their scatter and by half the level) is a warning: the
    agent's behaviour broke with the loss.
    An unrecovered spike the series was coming back from when it ended (half the jump gone) is a
    warning, info when the eval loss kept improving over the same steps; one whose peak is the
    series' last point is a warning too (nothing after it says it stayed up).
    On a curve of fewer than `short_points` (50) points a fast spike of `short_ratio` (2x) is a
    warning: each point is an epoch or many steps. On a glassy curve (no scatter at all around its
    running median: full-batch training, a PINN) a fast spike of `GLASSY_RATIO` (3x) is a warning:
    there is no noisy batch to blame. On such a short curve of a plain training loss (no RL, no GAN,
    no schedule event) a bump is also measured against the smooth stretch just before it, as a person
    does (`spikelocal`): at least `short_ratio` above that stretch's level and `local_z` (10) times its
    scatter around its trend, back within three points (an 18-epoch loss going 0.111 -> 0.30 ->
    0.12 after a fall from 17.5, whose first fall hides it from a whole-curve noise estimate).
    A plain training loss under 1 % scatter (full-batch) whose single points stand x10 above their
    calm neighbours on both sides three times or more (`spikeglassy`) is one instability episode: a
    warning over all of them, in place of the fast spikes inside it (a chaotic start inflates the
    whole-curve tail factor a thousandfold and hid them). A loss x50 above its first value within
    its first three points that comes back (`spikestart`) blew up at the start: a warning. Three or
    more fast jumps of x`LARGE_RATIO` (50) on one plain training loss are one episode too: a warning
    in place of their infos or per-jump warnings. On a plain training loss however noisy, three or
    more single points x30 above the top of the 20 points on each side (`spiketower`: the third
    largest, the adjacent ones left out) are one such episode too, which the scan's threshold misses
    where the loss scatters over two orders of magnitude (a VO CNN's 25,000-490,000 among 1-1,000).
    A one-point jump whose next point is back is fast on a curve with batch noise (1 % scatter or
    more), whatever blips follow; back at the next logged point is fast however coarse the logging;
    and a fast jump of an RL term (value, policy) while the episode return held is info.
    When the steps count epochs (one point per pass over the
    data set), a recovery longer than `EPOCH_FAST_POINTS` (5) epochs is a warning however few
    "steps" it took, and a fast jump of x`EPOCH_SPIKE_RATIO` (3) or more of a plain training loss is a
    warning too: an epoch's mean is no single batch. On a curve of fewer than `STANDOUT_MAX_POINTS` (200) points, the only spike
    of a curve whose scatter has no heavy tail (tail factor at most `STANDOUT_MAX_TAIL`, 1.6),
    x`STANDOUT_RATIO` (2) and `STANDOUT_Z` (8) sigmas above its level, is a warning though it
    healed fast (a GAN's g_loss 2.95 -> 6.65 -> 2.89 at one row of 134): no batch of that curve
    comes near it; several such rows are the curve's scatter. On a plain training loss (no RL, no
    GAN) `PLAIN_STANDOUT_Z` (6) sigmas is enough (an LSTNet loss's one batch 0.0013 -> 0.0086 -> 0.0009
    in 108 printed steps). On a longer per-batch curve such a doubling is still one hard batch; but
    the curve's only spike, of x`RECORD_MIN_RATIO` (20) on a curve without heavy tails, that stands on log
    scale `signed_excess` (2.5) times farther above its level than anything it logged in the
    `RECORD_POINTS` (150) points before is a warning at any length (`record_excess`: a fine-tune's
    loss at 0.20 jumping to 4.95 for one step).
    A fast spike of at least `severe_ratio` (30x) is a warning when the series' noise is not
    heavy-tailed (its tail factor under `severe_max_tail`, 2): a blow-up the run survived (a
    near-zero diffusion loss jumping 0.03 -> 1.4 for one step), not the scatter of tiny batches.
    The jump is measured to the highest point of the burst. Where the noise is heavy-tailed no
    ratio makes one point a blow-up: its tiny batches reach x100 and more.
    A plain training loss of 1,000 points or more that bursts x3 above the median of the 51 points
    before it five times or more from some step on, after a calm stretch (from its first tenth) that
    at their later rate holds none by chance under 1e-3 and whose scatter puts x3 six robust sigmas
    out, its level not collapsed across the onset (`spikeonset`), turned unstable there: one warning
    episode in place of the fast info spikes in its span (a constant-LR regression's 17 bursts of
    x3-x12 after 9,900 calm epochs).
    Five or more spikes on one live series, x3 or more by median, that grow with time (the later
    half's median 1.25x the earlier half's, Spearman's rho of size and order at least 0.6) are
    each a warning though each healed fast (`recurring_growing`): an instability in the making.
    A GAN player's loss (`gan.player`) of at least 300 points is also scanned on its 15-point
    running median: a burst that lasts dozens of iterations at x3-5 (the discriminator winning a
    round outright) hides in the game's per-iteration scatter; one that recovers slowly or not
    at all there is reported (`burst_median_points`) unless a per-point spike already tells it.

    Why it matters:
    Fast spikes are usually harmless (BLOOM-176B had some). Slow ones cost compute. A spike
    that never recovers (the 104B attempts) means the model was damaged and the run is
    wasting GPU time until someone rolls back.

    Example:
    `lm loss` jumps from 2.31 to 5.54 at step 2500 and is back to 2.33 by step 2530:
    a fast-recovering spike, reported as info with magnitude 2.4.

    What to do:
    Nothing for a fast spike. For a slow or unrecovered one, roll back to a checkpoint about
    100 steps before the spike (the saved one is named when the log shows it, never one before
    the run's first step) and skip the batches around it (PaLM, GLM-130B) when the data order
    can be regenerated; if spikes recur, lower the LR, shrink Adam's epsilon or the embedding
    gradients, add z-loss.
    """

    code = "LD101"
    name = "loss-spike"
    kind = "spike"
    severity = Severity.WARNING
    summary = "The loss jumps well above its recent level (judged by its recovery)"
    action = "Roll back before an unrecovered spike and skip the batches around it"

    def __init__(self, *, fast_steps: int = 250, z: float = 6.0, min_ratio: float = 1.1,
                 window_points: int = 51, rise_steps: int = 20, horizon_steps: int = 1000,
                 resume_steps: int = 10, min_points: int = 20, signed_z: float = 12.0,
                 signed_excess: float = 2.5, signed_min_points: int = 20, severe_ratio: float = 30.0, severe_max_tail: float = 2.0,
                 short_points: int = 50, short_ratio: float = 2.0, local_z: float = 10.0) -> None:
        if (fast_steps <= 0 or z <= 0 or min_ratio <= 1.0 or window_points < 3 or min_points < 5
                or severe_ratio <= 1.0 or short_ratio <= 1.0 or local_z <= 0):
            raise ValueError("fast_steps, z and local_z must be positive, min_ratio, severe_ratio and short_ratio > 1, "
                             "window_points >= 3, min_points >= 5")
        self.params = SpikeParams(fast_steps=fast_steps, z=z, min_ratio=min_ratio,
                                  window_points=window_points, rise_steps=rise_steps,
                                  horizon_steps=horizon_steps, min_points=min_points)
        self.resume_steps = resume_steps
        self.signed_z, self.signed_excess, self.signed_min_points = signed_z, signed_excess, signed_min_points
        self.severe_ratio, self.severe_max_tail = severe_ratio, severe_max_tail
        self.short_points, self.short_ratio, self.local_z = short_points, short_ratio, local_z

    def check(self, run: Run) -> Iterator[Finding | Skip]:
        found: list[Hit] = []
        any_target = False
        events = schedule.events(run)
        for target in targets(run):
            any_target = True
            if signed(target.series) is not None:
                if not target.in_dead_fragment:
                    yield from self._signed(run, target)
                continue
            result = scan(target.series, self.params)
            if result is None:
                if not target.in_dead_fragment:
                    yield self.skip(target.name, too_short(target.series, 3))
                continue
            if not np.isfinite(result.noise) and _game_player(run, target.name):
                # A GAN player's loss moves by multiples as the other player gains or loses
                # ground; below `min_points` there is no scatter of its own to measure a jump
                # against, so a jump there is the game's as likely as a fault's: not judged.
                if not target.in_dead_fragment:
                    yield self.skip(target.name, f"a GAN player's loss of only {result.points} points: its jumps "
                                                 f"are the game's moves, and under {self.params.min_points} points "
                                                 f"there is no scatter of its own to judge one against")
                continue
            hits: list[Hit] = []
            for item in judged(target.series, result, self.params, events):
                spike = item.spike
                if target.owns(spike.start_step) and replay_exit(run, target, spike) is None:
                    extra: dict[str, object] = {"heavy_tail_factor": round(result.heavy_tail, 2)}
                    if result.points >= self.params.min_points and result.noise <= NOISE_FLOOR:
                        extra["glassy_curve"] = True
                    hits.append(Hit(target, spike, result.spacing, extra,
                                    item.explained_by, item.on_bump))
            if not target.in_dead_fragment and not events:
                hits += self._local(run, target, hits, result.spacing)
            found += hits if target.in_dead_fragment else self._bursts(target, hits, result.spacing)
        if not any_target:
            yield self.skip("loss", "the run has no loss series")
            return
        for name in run.meta.get(RL_TERMS, ()):
            yield self.skip(name, f"a term of the RL objective beside {run.primary!r}: it moves with the returns "
                                  f"and the policy, so it is evidence, not judged on its own")
        mark_repeats(found)
        yield from _recurring(self._at_start(run, self._bursting(run, events, self._towering(run, self._large(
            run, self._glassy(run, self._packed(run, list(self._findings(run, found)))))))))

    def _packed(self, run: Run, findings: list[Finding]) -> list[Finding]:
        """The findings, with the bursts of rare one-step jumps (`spikecluster`) on a plain training
        loss's live curve: each jump is under the spike threshold or a fast info spike, together they
        are no chance. A burst takes the place of the info spikes inside it and yields to a warning."""
        out = list(findings)
        for target in _plain_live(run):
            s = target.series
            for b in spikecluster.bursts(s.steps, s.values):
                inside = [f for f in out if f.series == target.name and not f.in_dead_fragment
                          and f.start_step <= b.end_step
                          and (f.end_step if f.end_step is not None else f.start_step) >= b.start_step]
                if not target.owns(b.start_step) or any(f.severity > Severity.INFO for f in inside):
                    continue
                out = _without(out, inside)
                recovery, steps = _after_burst(s, b, self.params.fast_steps)
                message = (f"{s.name} made {b.jumps} one-step jumps between steps {b.start_step} and {b.end_step}"
                           f"{target.where()}, up to {b.peak:.4g} at step {b.peak_step} against a level of {b.level:.4g} "
                           f"(x{b.peak / b.level:.1f}): its own rate elsewhere predicts {b.expected:.2f} in so many "
                           f"points (chance {b.chance:.1g}), so the batches or updates there went wrong together")
                tips = (f"look at what the batches of steps {b.start_step}-{b.end_step} held and what the optimiser "
                        f"did there (grad norm, loss scale); if such bursts recur, lower the LR or clip harder",
                        advice.inspect_batches(b.start_step, b.end_step, facts=Facts.of(run)))
                out.append(self.finding(
                    severity=Severity.WARNING, series=s.name, start_step=b.start_step, peak_step=b.peak_step,
                    end_step=b.end_step, message=message,
                    evidence={"method": "a burst of rare one-step jumps (Poisson count against the curve's own rate)",
                              "jumps": b.jumps, "expected": round(b.expected, 3), "chance": float(f"{b.chance:.3g}"),
                              "level": round(b.level, 6), "peak": round(b.peak, 6)},
                    advice=tips, fields={"recovery": recovery, "recovery_steps": steps,
                                         "magnitude": round(b.peak / b.level, 3), "at_resume": False}))
                if inside:
                    out[-1] = replace(out[-1], evidence={**out[-1].evidence,
                                                         "per_point_spikes": [f.start_step for f in inside]})
        return out

    def _at_start(self, run: Run, findings: list[Finding]) -> list[Finding]:
        """The findings, with a plain training loss's blow-up right after its first point
        (`spikestart`) when no spike already tells it: a warning (x50 at once is no noise)."""
        out = list(findings)
        for target in _plain_live(run):
            s = target.series
            blow = spikestart.start_blowup(s.steps, s.values)
            if blow is None or not target.owns(blow.start_step) or any(
                    f.series == target.name and f.kind == self.kind and f.start_step <= blow.peak_step
                    and (f.end_step if f.end_step is not None else f.start_step) >= blow.start_step for f in out):
                continue
            took = blow.end_step - blow.start_step
            recovery = "fast" if took <= self.params.fast_steps else "slow"
            message = (f"{s.name} blew up right after its first point{target.where()}: {blow.first:.4g} -> "
                       f"{blow.peak:.4g} (x{blow.ratio:.3g}) at step {blow.peak_step}, and its running median was "
                       f"back within x{spikestart.BACK_RATIO:.0f} of that first value by step {blow.end_step} "
                       f"({blow.back_points} points later): the first updates overshot")
            tips = ("warm the learning rate up over the first steps, or start lower: the first updates overshot "
                    "by orders of magnitude", advice.LOWER_LR)
            out.append(self.finding(
                severity=Severity.WARNING, series=s.name, start_step=blow.start_step, peak_step=blow.peak_step,
                end_step=blow.end_step, message=message,
                evidence={"method": "a jump of x50 or more over the first logged value, within its first "
                                    f"{spikestart.EARLY_POINTS} points after it",
                          "first": float(f"{blow.first:.6g}"), "peak": float(f"{blow.peak:.6g}"),
                          "ratio": float(f"{blow.ratio:.4g}"), "back_points": blow.back_points},
                advice=tips, fields={"recovery": recovery, "recovery_steps": took,
                                     "magnitude": round(blow.ratio, 3), "at_resume": False}))
        return out

    def _large(self, run: Run, findings: list[Finding]) -> list[Finding]:
        """The findings, with the fast blow-ups (x`LARGE_RATIO`) that a plain training loss makes
        again and again (`LARGE_RECURRING` or more) told as one instability episode: a warning over
        them, in their place. Each stands out of the curve's own scatter (the scan's test); one is a
        hard batch (info where the noise is heavy-tailed, a warning of its own where it is not), several
        are a run that keeps breaking, whichever the tail: one finding either way, not one per jump."""
        out = list(findings)
        for target in _plain_live(run):
            s = target.series
            big = sorted((f for f in out if f.series == target.name and not f.in_dead_fragment and f.kind == self.kind
                          and (f.severity == Severity.INFO or set(f.evidence) & {"severe_ratio", "glassy_curve"})
                          and f.severity <= Severity.WARNING and f.fields.get("recovery") == "fast"
                          and isinstance(f.fields.get("magnitude"), float)
                          and float(f.fields["magnitude"]) >= LARGE_RATIO
                          and "explained_by" not in f.evidence and "returns_grew" not in f.evidence),
                         key=lambda f: f.start_step)
            if len(big) < LARGE_RECURRING:
                continue
            out = _without(out, big)
            worst = sorted(big, key=lambda f: -float(f.fields["magnitude"]))
            top = worst[0]
            first, last = big[0].start_step, max(f.end_step if f.end_step is not None else f.start_step for f in big)
            tops = ", ".join(f"x{float(f.fields['magnitude']):.3g} at step {f.peak_step or f.start_step}"
                             for f in worst[:3])
            message = (f"{s.name} spiked x{LARGE_RATIO:.0f} or more {len(big)} times between steps {first} and "
                       f"{last}{target.where()}, each far outside the curve's own scatter and gone within a few "
                       f"points; the worst {tops}: one episode of instability, not one hard batch (a settled loss's "
                       f"batches do not go an order of magnitude up again and again)")
            tips = ("look at what the batches at the worst steps held (corrupt or extreme samples) and whether the "
                    "gradients overflowed there; if the jumps keep coming, lower the LR or clip the gradients harder",
                    advice.ADAM_EPS)
            out.append(self.finding(
                severity=Severity.WARNING, series=s.name, start_step=first, peak_step=top.peak_step,
                end_step=last, message=message,
                evidence={"method": f"recurring fast spikes of x{LARGE_RATIO:.0f} or more on a plain training loss",
                          "spikes": len(big),
                          "worst": [{"step": f.peak_step or f.start_step,
                                     "ratio": float(f.fields["magnitude"])} for f in worst[:5]],
                          "spike_steps": [f.start_step for f in big]},
                advice=tips, fields={"recovery": "fast", "recovery_steps": None,
                                     "magnitude": float(top.fields["magnitude"]), "at_resume": False}))
        return out

    def _towering(self, run: Run, findings: list[Finding]) -> list[Finding]:
        """The findings, with a plain training loss's towering points (`spiketower`: x30 above the top
        of the 20 points on each side) told as one episode when they recur (`LARGE_RECURRING` or more)
        and no episode already spans them: a warning in place of the fast spikes inside its span. On a
        curve that scatters over two orders of magnitude the scan's threshold passes them by; a person
        sees each at once, and several are a run that keeps blowing up."""
        out = list(findings)
        for target in _plain_live(run):
            s = target.series
            found = [t for t in spiketower.towers(s.steps, s.values) if target.owns(t.step)]
            if len(found) < LARGE_RECURRING:
                continue
            first, last = found[0].step, found[-1].step
            if any(f.series == target.name and f.kind == self.kind and not f.in_dead_fragment
                   and f.severity >= Severity.WARNING and f.fields.get("recovery_steps") is None
                   and f.start_step <= first and (f.end_step or f.start_step) >= last for f in out):
                continue  # an episode already tells them
            inside = _fast_members(out, target.name, self.kind, first, last)
            out = _without(out, inside)
            worst = sorted(found, key=lambda t: -t.ratio)
            tops = ", ".join(f"{t.value:.4g} at step {t.step} (x{t.ratio:.0f})" for t in worst[:3])
            message = (f"{s.name} towered {len(found)} times between steps {first} and {last}{target.where()}: "
                       f"single points x{spiketower.MIN_RATIO:.0f} or more above the largest values of the "
                       f"{spiketower.NEIGHBOURS} points on each side; the worst {tops}: no scatter of this curve "
                       f"reaches them, and again and again they are a run that keeps blowing up (one episode)")
            tips = ("look at what the batches at those steps held (corrupt or extreme samples) and whether the loss "
                    "or its gradients overflowed there; lower the LR or clip the gradients harder",
                    advice.ADAM_EPS)
            top = worst[0]
            out.append(self.finding(
                severity=Severity.WARNING, series=s.name, start_step=first, peak_step=top.step, end_step=last,
                message=message,
                evidence={"method": f"points x{spiketower.MIN_RATIO:.0f} above the top of their neighbourhood "
                                    f"(the {spiketower.TOP_RANK}rd largest of the {spiketower.NEIGHBOURS} points "
                                    f"on each side, the adjacent ones left out)",
                          "spikes": len(found),
                          "worst": [{"step": t.step, "value": float(f"{t.value:.6g}"), "ratio": round(t.ratio, 1)}
                                    for t in worst[:5]],
                          "spike_steps": [t.step for t in found[:200]],
                          **({"per_point_spikes": [f.start_step for f in inside]} if inside else {})},
                advice=tips, fields={"recovery": "fast", "recovery_steps": None,
                                     "magnitude": round(top.ratio, 3), "at_resume": False}))
        return out

    def _bursting(self, run: Run, events: tuple[schedule.Event, ...], findings: list[Finding]) -> list[Finding]:
        """The findings, with a plain training loss's bursts that start mid-run after a long calm
        stretch (`spikeonset`) told as one episode: a warning in place of the fast info spikes inside
        its span. Not where the logs show a schedule event (the loss answers it), nor where an
        episode already spans them."""
        out = list(findings)
        if events:
            return out
        for target in _plain_live(run):
            s = target.series
            found = spikeonset.onset(s.steps, s.values)
            if found is None or not target.owns(found.start_step):
                continue
            first, last = found.start_step, found.end_step
            if any(f.series == target.name and f.kind == self.kind and not f.in_dead_fragment
                   and f.severity >= Severity.WARNING and f.fields.get("recovery_steps") is None
                   and f.start_step <= first and (f.end_step or f.start_step) >= last for f in out):
                continue
            inside = [f for f in _fast_members(out, target.name, self.kind, first, last) if f.severity is Severity.INFO]
            out = _without(out, inside)
            worst = sorted(found.bursts, key=lambda b: -b.ratio)
            tops = ", ".join(f"x{b.ratio:.3g} at step {b.peak_step}" for b in worst[:3])
            longest = max(b.end_step - b.start_step for b in found.bursts)
            message = (f"{s.name} burst x{spikeonset.BURST_RATIO:.0f} or more above its recent level "
                       f"{len(found.bursts)} times between steps {first} and {last}{target.where()}, after "
                       f"{found.calm_points} points from step {found.calm_from} that never did (at the rate they "
                       f"came later, a stretch that long holds none by chance {found.chance:.1g}); the largest "
                       f"{tops}; each over within {longest} steps: the run turned unstable at step {first} "
                       f"(one episode)")
            tips = (f"lower or decay the learning rate from about step {first}: a loss near its floor at a constant "
                    f"LR keeps overshooting (Adam's steps grow as its gradient estimates shrink)",
                    advice.ADAM_EPS)
            top = worst[0]
            out.append(self.finding(
                severity=Severity.WARNING, series=s.name, start_step=first, peak_step=top.peak_step,
                end_step=last, message=message,
                evidence={"method": f"bursts x{spikeonset.BURST_RATIO:.0f} above the median of the "
                                    f"{spikeonset.TRAIL} points before, after a calm stretch (Poisson chance)",
                          "spikes": len(found.bursts), "calm_from": found.calm_from,
                          "calm_points": found.calm_points, "chance": float(f"{found.chance:.3g}"),
                          "worst": [{"step": b.peak_step, "ratio": round(b.ratio, 3)} for b in worst[:5]],
                          "spike_steps": [b.start_step for b in found.bursts[:200]],
                          **({"per_point_spikes": [f.start_step for f in inside]} if inside else {})},
                advice=tips, fields={"recovery": "fast", "recovery_steps": None,
                                     "magnitude": round(top.ratio, 3), "at_resume": False}))
        return out

    def _glassy(self, run: Run, findings: list[Finding]) -> list[Finding]:
        """The findings, with the recurring isolated spikes of a glassy plain training loss
        (`spikeglassy`) told as one episode: a warning that takes the place of the fast spikes
        inside its span (each is one of its members) and leaves slower ones standing."""
        out = list(findings)
        for target in _plain_live(run):
            s = target.series
            found = spikeglassy.episode(s.steps, s.values)
            if found is None or not target.owns(found.start_step):
                continue
            inside = _fast_members(out, target.name, self.kind, found.start_step, found.end_step)
            out = _without(out, inside)
            count, worst = len(found.spikes), found.worst
            every = (found.end_step - found.start_step) / max(count - 1, 1)
            calm = "no scatter at all" if found.scatter < 1e-5 else f"a scatter of {found.scatter:.2%}"
            tops = ", ".join(f"x{w.ratio:.3g} ({w.value:.4g}) at step {w.step}" for w in worst[:3])
            message = (f"{s.name} spiked {count} times in isolation between steps {found.start_step} and "
                       f"{found.end_step}{target.where()} (about one every {every:.0f} steps): single points "
                       f"x{spikeglassy.MIN_RATIO:.0f} or more above the {spikeglassy.NEIGHBOURS} points on each "
                       f"side, on a curve with no batch noise ({calm} around its running level); "
                       f"the worst {tops}; each was gone at the next points: the optimiser is unstable (one "
                       f"episode: with no noisy batch to blame, each such jump is a bad update)")
            tips = ("lower the learning rate (full-batch training takes the same step on the same data every "
                    "epoch: a step too large overshoots again and again), or clip the gradients",
                    advice.ADAM_EPS)
            top = worst[0]
            out.append(self.finding(
                severity=Severity.WARNING, series=s.name, start_step=found.start_step, peak_step=top.step,
                end_step=found.end_step, message=message,
                evidence={"method": "recurring isolated spikes of a glassy curve (each point against the median "
                                    "of its neighbours on both sides)",
                          "spikes": count, "scatter_log": round(found.scatter, 6),
                          "worst": [{"step": w.step, "value": float(f"{w.value:.6g}"), "ratio": float(f"{w.ratio:.4g}")}
                                    for w in worst[:5]],
                          "spike_steps": [sp.step for sp in found.spikes[:200]],
                          **({"per_point_spikes": [f.start_step for f in inside]} if inside else {})},
                advice=tips, fields={"recovery": "fast", "recovery_steps": None,
                                     "magnitude": round(top.ratio, 3), "at_resume": False}))
        return out

    def _local(self, run: Run, target: Target, hits: list[Hit], gap: float) -> list[Hit]:
        """On a short curve of a plain training loss, the bumps that stand out of the smooth stretch
        before each (`spikelocal`), where no spike was found already. Not on an RL or GAN loss, whose
        short curves jump with the returns and the game, nor where the schedule moves the loss."""
        points = int(np.isfinite(target.series.values).sum())
        if (points >= self.short_points or not plain_training_loss(run, target.name)
                or any(_PLAYER_COLUMN.search(key) for key in run.series)):
            return []
        return [Hit(target, bump, gap, {"local_trend_points": REF_POINTS})
                for bump in local_bumps(target.series.steps, target.series.values, ratio=self.short_ratio,
                                        z=self.local_z, fast_steps=self.params.fast_steps)
                if target.owns(bump.start_step)
                and not any(coincide(bump.start_step, h.spike.start_step, gap) for h in hits)]

    def _bursts(self, target: Target, hits: list[Hit], gap: float) -> list[Hit]:
        """The per-point hits, with a GAN player's bursts on its running median added: a burst
        takes the place of the fast per-point spikes inside it (one point of the burst came back
        into the game's wide scatter, the level did not) and yields to a slow or unrecovered one."""
        for spike in bursts(target.series, self.params):
            inside = [h for h in hits if spike.start_step - BURST_POINTS * gap <= h.spike.start_step
                      <= spike.end_step]
            if not target.owns(spike.start_step) or any(h.spike.recovery != "fast" for h in inside):
                continue
            extra: dict[str, object] = {"burst_median_points": BURST_POINTS}
            if inside:
                extra["per_point_spikes"] = [h.spike.start_step for h in inside]
            hits = [h for h in hits if h not in inside] + [Hit(target, spike, gap, extra)]
        return hits

    def _findings(self, run: Run, found: list[Hit]) -> Iterator[Finding]:
        per_series: dict[str, int] = {}
        for hit in found:
            per_series[hit.target.name] = per_series.get(hit.target.name, 0) + 1
        for hit in dedupe_sources(run, found):
            finding = self._finding(run, hit.target, hit.spike, hit.gap, hit.extra,
                                    lone=per_series.get(hit.target.name, 0) == 1)
            if hit.on_bump is not None:
                bump = hit.on_bump
                finding = replace(finding, message=f"{finding.message}; measured above the loss's rise after the "
                                  f"{bump.what} at step {bump.step} ({bump.series}), which that does not explain",
                                  evidence={**finding.evidence, "on_schedule_bump": bump.as_field()})
            if hit.explained_by is not None:
                finding = schedule.explain(finding, hit.explained_by, f"the loss rose {hit.spike.magnitude:.2f}x "
                                           f"and came back as the schedule moved it")
            if "local_trend_points" in hit.extra:
                finding = replace(finding, message=f"{finding.message}; measured against the smooth stretch of "
                                  f"the {REF_POINTS} points before it ({hit.spike.z:.0f} times their scatter around their "
                                  f"trend), not against the whole short curve's scatter")
            if "burst_median_points" in hit.extra:
                finding = replace(finding, message=f"{finding.message}; measured on its {BURST_POINTS}-point "
                                  f"running median: a GAN player's level burst for dozens of iterations, each "
                                  f"of them inside the game's scatter (a round one player won outright)")
            if hit.spike.recovery == "none" and not hit.target.in_dead_fragment:
                finding = _ended_coming_back(run, hit.target, hit.spike, finding)
            fell = (spikereturns.collapsed(run, finding.start_step, finding.end_step or finding.start_step)
                    if finding.severity < Severity.WARNING and not finding.in_dead_fragment else None)
            if fell is not None:
                finding = replace(finding, severity=Severity.WARNING, message=f"{finding.message}; but {fell}",
                                  evidence={**finding.evidence, "returns_collapsed": fell})
                yield finding
                continue
            kept = (spikereturns.held(run, finding.start_step)
                    if finding.severity is Severity.WARNING and finding.fields.get("recovery") == "fast"
                    and rl_terms.is_term(finding.series) and not finding.in_dead_fragment else None)
            if kept is not None:
                # A value or policy term's one-update jump, the return unmoved: the total and the
                # return tell whether the agent broke (issue: SB3 value_loss 0.014 -> 0.88 -> 0.015).
                finding = replace(finding, severity=Severity.INFO, message=f"{finding.message}; {kept}",
                                  evidence={**finding.evidence, "returns_held": kept})
            grew = rl_terms.returns_grew(run, finding.series, finding.start_step)
            if (grew is None and hit.spike.recovery == "none" and not finding.in_dead_fragment
                    and rl_terms.is_value_term(finding.series) and hit.spike.magnitude <= rl_terms.OUTGROWN):
                # A value loss that stepped up and stayed while the reward climbed over the same
                # steps follows the returns it regresses on (a critic's scale grows with its Q values).
                grew = rl_terms.reward_rose(run, finding.start_step, int(hit.target.series.steps[-1]))
            if grew is not None:
                # Evidence about the returns, not a fault: kept visible at info.
                finding = replace(finding, severity=Severity.INFO, message=f"{finding.message}; {grew}",
                                  evidence={**finding.evidence, "returns_grew": grew})
            yield finding

    def _signed(self, run: Run, target: Target) -> Iterator[Finding | Skip]:
        """A signed objective judged against its own robust scatter, not by ratios."""
        s = target.series
        finite = int(np.isfinite(s.values).sum())
        if finite <= self.signed_min_points:
            yield self.skip(target.name, f"a signed objective (it crosses zero) with only {finite} finite points; "
                                         f"its own scatter needs more than {self.signed_min_points}")
            return
        # A GAN player trades blows with its opponent for the whole game: every swing it ever took
        # is its scatter. Any other signed loss (an RL objective) settles: its recent past is.
        record = None if gan.player(s.name) is not None or _PLAYER_COLUMN.search(s.name) else RECORD_POINTS
        for out in outliers(s.steps, s.values, z=self.signed_z, min_excess=self.signed_excess,
                            min_points=self.signed_min_points, fast_steps=self.params.fast_steps,
                            record_points=record):
            if not target.owns(out.start_step):
                continue
            back = (f"was back within its scatter {out.recovery_steps} steps later ({out.recovery} recovery)"
                    if out.recovery_steps is not None else f"had not come back by step {out.end_step}")
            message = (f"{s.name} jumped to {out.peak:.4g} at step {out.start_step}{target.where()}: "
                       f"{out.z:.0f} robust sigmas above its median {out.median:.4g} (scatter {out.sigma:.3g}) "
                       f"and {out.magnitude:.1f}x farther from it than anything it logged "
                       f"{'before' if record is None else f'in the {record} points before'} (largest "
                       f"{out.largest_before:.4g}), and {back}")
            facts = Facts.of(run)
            tips = [f"a signed objective (it crosses zero) is judged against its own scatter: a value this far "
                    f"outside it is one bad update or batch; look at what the run logged around step "
                    f"{out.start_step} ({'rewards, advantages, grad norm' if facts.modality == 'RL' else 'grad norm, the batch'})",
                    advice.LOWER_LR,
                    advice.inspect_batches(out.start_step, out.start_step, facts=facts)]
            finding = self.finding(
                # A warning whatever the recovery: a signed objective's level may move for good
                # with the returns, so "never came back" is not proof of a broken run.
                severity=Severity.WARNING,
                series=s.name, start_step=out.start_step, peak_step=out.peak_step, end_step=out.end_step,
                message=message,
                evidence={"method": "robust scatter of a signed series (median and MAD), not a ratio",
                          "median": round(out.median, 6), "scatter_sigma": round(out.sigma, 6),
                          "peak": round(out.peak, 6), "z_score": round(out.z, 1),
                          "largest_before": round(out.largest_before, 6)},
                advice=tuple(tips), in_dead_fragment=target.in_dead_fragment,
                fields={"recovery": out.recovery, "recovery_steps": out.recovery_steps,
                        "magnitude": round(out.magnitude, 3), "at_resume": False})
            grew = rl_terms.returns_grew(run, finding.series, finding.start_step)
            if grew is not None:
                finding = replace(finding, severity=Severity.INFO, message=f"{finding.message}; {grew}",
                                  evidence={**finding.evidence, "returns_grew": grew})
            yield finding

    def _finding(self, run: Run, target: Target, spike: Spike, gap: float,
                 extra: dict[str, object], *, lone: bool = False) -> Finding:
        join = near_join(run, spike.start_step, gap, self.resume_steps)
        name = target.name
        ratio = f"{spike.magnitude:.2f}x ({spike.baseline:.4g} -> {spike.peak:.4g})"
        where = target.where()
        if spike.recovery == "none":
            gone = nonfinite_after(target, spike.end_step)
            if gone is not None:
                tail = f"never came back: the loss became non-finite at step {gone}"
            elif spike.reason == "run ended before it came back" and target.in_dead_fragment:
                tail = f"had not come back by step {spike.end_step}, where this attempt was abandoned"
            elif spike.reason == "run ended before it came back":
                tail = f"had not come back when the series ended at step {spike.end_step}"
            else:
                higher = f" about {spike.settled_ratio:.2f}x above the pre-spike level" if spike.settled_ratio else ""
                tail = f"never came back: it {spike.reason}{higher} (checked up to step {spike.end_step})"
        else:
            tail = (f"was back within the noise of the pre-spike level by step {spike.end_step} "
                    f"({spike.recovery_steps} steps): {spike.recovery} recovery")
        severity = SEVERITY[spike.recovery]
        # A loss that left its level by more than an order of magnitude and a half blew up, however
        # fast it came back (a near-zero loss's x44 is a batch the model could not handle).
        # Judged by the series' own scatter: where its noise is heavy-tailed (tiny batches),
        # single points x100 above the level are that noise, not blow-ups.
        tail_factor = extra.get("heavy_tail_factor")
        top_step, top = _top(target, spike)
        height = max(spike.magnitude, top / spike.baseline) if spike.baseline > 0 else spike.magnitude
        # Where the noise is heavy-tailed no ratio makes one point a blow-up: x30 times the tail
        # factor still fired on a seeded heavy-tailed curve's x702 noise point.
        need = (self.severe_ratio if not isinstance(tail_factor, (int, float)) or tail_factor < self.severe_max_tail
                else float("inf"))
        severe = (spike.recovery == "fast" and height >= need and isinstance(tail_factor, (int, float)))
        if severe:
            severity = Severity.WARNING
            at = f" (its top {top:.4g} at step {top_step})" if height > spike.magnitude else ""
            tail += f", but x{height:.0f}{at} is a blow-up the run survived, not noise"
        # On a short curve (epochs, a fine-tune logged every N steps) each point stands for a
        # large share of the run: a doubling that lasted one point is no single batch's noise.
        points = int(np.isfinite(target.series.values).sum())
        short = (spike.recovery == "fast" and not severe and points < self.short_points
                 and spike.magnitude >= self.short_ratio)
        if short:
            severity = Severity.WARNING
            tail += (f", but on a curve of {points} points one point is {1 / points:.0%} of the run: a "
                     f"{spike.magnitude:.1f}x jump there is no single batch's noise")
        # A curve with no scatter at all around its running median (full-batch training, a
        # PINN) has no noisy batch to blame: a jump of x3 there is a fault in the run.
        glassy = (spike.recovery == "fast" and not severe and not short and extra.get("glassy_curve") is True
                  and spike.magnitude >= GLASSY_RATIO)
        if glassy:
            severity = Severity.WARNING
            tail += (f", but the curve has no batch noise at all (full-batch or smoothed): a "
                     f"{spike.magnitude:.1f}x jump on it is an instability, not a hard batch")
        # One point per epoch: the step number counts epochs, so `fast_steps` says nothing; a
        # loss that needs more than a few passes over the whole data set to come back was hurt.
        epochs = round(spike.recovery_steps / max(gap, 1.0)) if spike.recovery_steps is not None else 0
        slow_epochs = (spike.recovery == "fast" and severity < Severity.WARNING and epochs > EPOCH_FAST_POINTS
                       and _per_epoch(run))
        if slow_epochs:
            severity = Severity.WARNING
            tail += (f", but the steps are epochs: {epochs} full passes over the data set to come back "
                     f"is a slow recovery")
        epoch_jump = (spike.recovery == "fast" and severity < Severity.WARNING and spike.magnitude >= EPOCH_SPIKE_RATIO
                      and plain_training_loss(run, name) and _per_epoch(run))
        if epoch_jump:
            severity = Severity.WARNING
            tail += (f", but the steps are epochs: a {spike.magnitude:.1f}x jump of a whole pass's mean loss is no "
                     f"single batch's noise")
        # The one spike of a curve whose scatter is normal (no heavy tail): no hard batch of that
        # curve ever came near it (a jumpy loss's several such rows are its scatter instead).
        standout_z = PLAIN_STANDOUT_Z if plain_training_loss(run, name) else STANDOUT_Z
        standout = (lone and points < STANDOUT_MAX_POINTS and spike.recovery == "fast" and severity < Severity.WARNING and spike.magnitude >= STANDOUT_RATIO
                    and np.isfinite(spike.z) and spike.z >= standout_z
                    and isinstance(tail_factor, (int, float)) and tail_factor <= STANDOUT_MAX_TAIL)
        if standout:
            severity = Severity.WARNING
            tail += (f", but it is the curve's only spike, its scatter has no heavy tail and the jump stands "
                     f"{spike.z:.0f} sigmas out: no ordinary batch reaches that")
        # The one spike of a curve, an order of magnitude high and far outside everything it logged in
        # its recent past (issue 32 item 4, as for a signed loss): on log scale `signed_excess` times
        # farther above its median than the largest of the RECORD_POINTS before it. However long the
        # curve, no batch of its own scatter did that; a curve with several such jumps has them in its
        # scatter (a diffusion LM's x11-x21).
        excess = (record_excess(target.series.steps, target.series.values, spike.peak_step)
                  if (lone and spike.recovery == "fast" and severity < Severity.WARNING
                      and spike.magnitude >= RECORD_MIN_RATIO
                      and isinstance(tail_factor, (int, float)) and tail_factor <= STANDOUT_MAX_TAIL
                      and np.isfinite(spike.z) and spike.z >= standout_z) else None)
        beyond = excess is not None and excess >= self.signed_excess
        if beyond:
            severity = Severity.WARNING
            tail += (f", but it stands {excess:.1f}x farther above the curve's level (on log scale) than anything "
                     f"it logged in the {RECORD_POINTS} points before: no batch of its own scatter reaches that")
        resume = f", right at the resume at step {join}" if join is not None else ""
        message = f"{name} spiked {ratio} at step {spike.start_step}{resume}{where} and {tail}"
        if "same_spike_in_attempt" in extra:
            message += (f"; abandoned attempt {extra['same_spike_in_attempt']} spiked at the same step, "
                        f"so the batches there are the likely cause")
        evidence: dict[str, object] = {
            "baseline": round(spike.baseline, 6), "peak": round(spike.peak, 6),
            "threshold_ratio": round(spike.threshold_ratio, 3), "recovery_reason": spike.reason, **extra,
        }
        if np.isfinite(spike.z):
            evidence["z_score"] = round(spike.z, 1)
            evidence["noise_sigma_log"] = round(spike.noise, 4)
        else:
            evidence["method"] = (f"only {len(target.series)} points: a plain ratio test against the "
                                  f"preceding points, no noise estimate")
            evidence.pop("heavy_tail_factor", None)
        if spike.settled_ratio is not None:
            evidence["settled_ratio"] = round(spike.settled_ratio, 3)
        if join is not None:
            evidence["join_step"] = join
        tips = self._advice(spike, join, target, extra, Facts.of(run))
        if short:
            evidence["short_curve_points"] = points
        if slow_epochs:
            evidence["recovery_epochs"] = epochs
        if epoch_jump:
            evidence["epoch_spike_ratio"] = EPOCH_SPIKE_RATIO
        if standout:
            evidence["standout_z"] = standout_z
        if beyond:
            evidence["record_excess"] = round(float(excess or 0.0), 2)
        if severe:
            evidence["severe_ratio"] = round(need, 1)
            tips = [f"look at what the batch at step {spike.start_step} held (a corrupt or extreme sample) "
                    f"and whether the loss or its gradients overflowed there; if such blow-ups recur, lower "
                    f"the LR or clip the gradients harder", *tips[1:]]  # not "no action needed"
        return self.finding(
            severity=severity, series=name, start_step=spike.start_step,
            peak_step=spike.peak_step, end_step=spike.end_step, message=message,
            evidence=evidence, advice=tuple(tips), in_dead_fragment=target.in_dead_fragment,
            fields={"recovery": spike.recovery, "recovery_steps": spike.recovery_steps,
                    "magnitude": round(spike.magnitude, 3), "at_resume": join is not None},
        )

    @staticmethod
    def _advice(spike: Spike, join: int | None, target: Target, extra: dict[str, object],
                facts: Facts) -> list[str]:
        if spike.recovery == "fast":
            tips = advice.fast_spike_advice(spike.start_step, facts)
        elif spike.recovery == "slow":
            tips = advice.slow_spike_advice(spike.start_step, spike.end_step, facts)
        else:
            tips = advice.unrecovered_spike_advice(spike.start_step, facts)
        if join is not None:
            tips = [advice.FIX_RESUME, *tips]
        if "same_spike_in_attempt" in extra:
            tips = [advice.rollback_advice(spike.start_step, 100, 300, facts) + "; this time skip the batches: "
                    "restarting on the same data hit the same spike", *tips]
        if target.in_dead_fragment:
            tips = ["this attempt was already rolled back; if the live run hits the same spike again, "
                    + advice.rollback_advice(spike.start_step, facts=facts), *tips[1:]]
        return tips


def _after_burst(series: Series, burst: spikecluster.Burst, fast_steps: int) -> tuple[str, int | None]:
    """How the loss came back after a burst: the first point from its last jump on within x1.5 of
    the level before it (fast within `fast_steps` of the burst's start, slow later, none never)."""
    later = (series.steps > burst.end_step) & np.isfinite(series.values)
    home = np.flatnonzero(later & (series.values <= 1.5 * burst.level))
    if not len(home):
        return "none", None
    took = int(series.steps[home[0]]) - burst.start_step
    return ("fast" if took <= fast_steps else "slow"), took


def _top(target: Target, spike: Spike) -> tuple[int, float]:
    """The highest raw point over the spike's span (a burst's later batch may top its first)."""
    s = target.series
    inside = (s.steps >= spike.start_step) & (s.steps <= spike.end_step) & np.isfinite(s.values)
    if not inside.any():
        return spike.peak_step, spike.peak
    k = int(np.argmax(np.where(inside, s.values, -np.inf)))
    return int(s.steps[k]), max(float(s.values[k]), spike.peak)


def _per_epoch(run: Run) -> bool:
    """Whether the run's step number counts epochs (one point per pass over the data set)."""
    from lossdoctor.reading import reading

    step = reading(run).get("step_source")
    return isinstance(step, dict) and step.get("unit") == "epochs"


__all__ = ["LossSpike"]
