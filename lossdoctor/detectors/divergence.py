"""LD201 divergence: a sustained rise of the loss, on the live curve and in abandoned attempts."""

from __future__ import annotations

import weakref
from collections.abc import Iterator
from dataclasses import replace

import numpy as np

from lossdoctor.detectors import advice, annealed, gan, rl_terms, schedule, termblowup
from lossdoctor.detectors.base import Rule
from lossdoctor.detectors.facts import Facts
from lossdoctor.detectors.rise import Rise, held_rise_in, rise_in, step_up_in
from lossdoctor.detectors.trend import Curve, reduce_curve, series_curve
from lossdoctor.detectors.signal import diff_sigma, lagged_median, log_loss
from lossdoctor.detectors.targets import Target, signed, targets
from lossdoctor.model import Finding, Run, Series, Severity, Skip
from lossdoctor.roles import Role

# Below this many points no trend detector can judge; only LD201 says so (one skip, not three).
# Twelve: a fine-tune of a dozen epochs that rises for its last five is a divergence a person
# calls at a glance (issue 32: short curves get judgments sized to them, not silence).
SHORT = 12

_CACHE: weakref.WeakKeyDictionary[Run, dict[tuple[float, ...], list[tuple[Target, Rise | str]]]] = (
    weakref.WeakKeyDictionary())


class Divergence(Rule):
    """Flags a loss that keeps rising to the end of a timeline.

    What it detects:
    A sustained rise of the training loss from its last minimum to the end of the live
    curve, or to the end of an abandoned attempt (a dead fragment that was rolled back),
    with or without a spike first, and including a blow-up to NaN or inf. The curve is
    reduced to bucket medians of log-loss; the rise must exceed `min_rise` (log units)
    and `min_z` bucket sigmas, pass a dlib-style robust slope test (top 10 % of
    residuals dropped, P(slope > 0) > `p_threshold`) and keep rising (its second half
    above its first), so noise, plateaus, warm-up bumps and spikes that settle are not
    divergence. The onset is placed by a hinge fit where the curve leaves its decay. One
    lasting step up of the run's primary loss (x1.1-x2, no climb after it) that leaves the level
    above where the run began is reported too, as a step (`rise.step_up_in`): the run ends worse
    than it started; GAN runs are left out (their losses follow the game), and so are RL runs
    unless the episode reward fell across the step (`_rl_step_up`, up to x4, a warning: the agent
    got worse as its loss rose; a step with the reward held or rising is the returns' scale).
    A plain training loss that bottoms in the run's first third, climbs over two points or more to
    x1.5 its low and stays there (`rise.held_rise_in`: nine in ten later points above x1.15, the
    last fifth above x1.3, 4 standard errors out) is a warning too: the model got worse and stayed
    worse, though it never climbed to the end nor rose above where the run began (a LoRA fine-tune
    at 0.118 that climbs with its LR warm-up to 0.28-0.33 and stays).
    A rise
    that begins at a logged schedule event (an LR restart or step-up, a re-warm-up, a
    batch-size or sequence-length switch) is the loss answering it: info, with
    `explained_by`. An RL loss rising with the episode reward is the returns growing (info),
    unless it rose x100 and more and ends above 100 times the square of the returns' largest
    level (`rl_terms.outgrew_returns`). A rise inside the last epoch of a multi-epoch run that
    ends far under the previous epoch's level while the LR anneals to 0 is a memorised epoch
    slightly forgotten (`annealed`): info, with no roll-back. A loss that takes negative values is skipped. A GAN player's loss that
    rises while the other player's loss falls over the same steps (a generator's adversarial
    term as the discriminator wins) is the game moving: info, with `gan_game`. A signed GAN
    player's loss (a WGAN generator's `-mean D(fake)`) is judged on linear scale instead of
    being skipped: the median of its last quarter at least 4 robust scatters above that of its
    first third, and above every level its running median held there, is a runaway.
    A logged loss or KL term beside the loss (not the loss itself) whose last half sits a
    millionfold above its first points and 10,000 times above the loss's level blew up
    (`termblowup`): a warning on the term, even when the loss keeps falling, saying whether the
    loss contains it (a VAE's KL term going 13 -> 1e16 is a broken model).

    Why it matters:
    A diverging run wastes every step after the onset and often ends in NaN. Restarting
    from the same checkpoint with the same settings usually diverges again (the BLOOM
    104B attempts), so the cause has to be changed, not just the attempt repeated.

    Example:
    The loss falls to 2.71 by step 2650, then climbs steadily to 5.1 by step 5000
    without any spike: "loss has been rising since step 2650".

    What to do:
    Roll back to a checkpoint before the onset, lower the learning rate, and check the
    numerics (bf16 instead of fp16, Adam's epsilon, init std, an embedding layer-norm)
    and the data around the onset. When several attempts diverged, change something
    before the next one.
    """

    code = "LD201"
    name = "divergence"
    kind = "divergence"
    severity = Severity.ERROR
    summary = "The loss keeps rising (a sustained rise, with or without a spike first)"
    action = "Roll back before the onset and lower the LR / fix numerics or data"

    def __init__(self, *, min_rise: float = 0.05, min_z: float = 8.0, p_threshold: float = 0.99,
                 min_points: int = SHORT, spike_factor: float = 1.5) -> None:
        if min_points < 4:
            raise ValueError("min_points must be at least 4")
        self.min_rise = float(min_rise)
        self.min_z = float(min_z)
        self.p_threshold = float(p_threshold)
        self.min_points = int(min_points)
        self.spike_factor = float(spike_factor)

    def check(self, run: Run) -> Iterator[Finding | Skip]:
        """Live loss series, then each abandoned attempt on its own."""
        seen: list[str] = []
        told: list[str] = []
        for target, rise in self.rises(run):
            if isinstance(rise, str):
                away = gan.runaway(target.series) if gan.player(target.name) and signed(target.series) else None
                yield self.skip(target.name, rise) if away is None else self._runaway(target, away, Facts.of(run))
                continue
            again = target.in_dead_fragment and target.name in seen
            if target.in_dead_fragment:
                seen.append(target.name)
            finding = _explained(self._finding(target, rise, again=again, facts=Facts.of(run)), rise,
                                   schedule.events(run))
            climb = _relentless(target.series, rise)
            factor = float(np.exp(rise.high - rise.low))
            outgrew = None if rise.to_nonfinite or climb else rl_terms.outgrew_returns(
                run, rise.start_step, rise.end_step, float(np.exp(rise.high)), factor)
            grew = None if rise.to_nonfinite or climb or outgrew else rl_terms.reward_rose(
                run, rise.start_step, rise.end_step)
            if climb:
                finding = replace(finding, message=f"{finding.message}; it rose at {climb} points in a row, as no "
                                                   f"loss following its targets does",
                                  evidence={**finding.evidence, "rises_in_a_row": climb})
            if outgrew is not None:
                # The reward may have risen too, but not enough to carry a rise this large.
                finding = replace(finding, message=f"{finding.message}; {outgrew}",
                                  evidence={**finding.evidence, "outgrew_returns": outgrew})
            if grew is not None:
                # An RL loss rising with the reward: evidence about the returns, kept visible at info.
                # Its roll-back advice does not apply: nothing broke (issue 32: advice that fits).
                finding = replace(finding, severity=Severity.INFO, message=f"{_without_rollback(finding.message)}; {grew}",
                                  evidence={**finding.evidence, "returns_grew": grew},
                                  advice=("nothing to do while the return keeps rising: judge an RL run by its "
                                          "return; a value loss that rises with it follows the returns",))
            creep = None if rise.to_nonfinite or climb or target.in_dead_fragment or grew is not None else (
                annealed.last_epoch_creep(run, target.series, finding.start_step, float(np.exp(rise.high))))
            if creep is not None:
                finding = replace(finding, severity=Severity.INFO,
                                  message=f"{_without_rollback(finding.message)}; {creep.why()}",
                                  evidence={**finding.evidence, "last_epoch_creep": creep.previous_level},
                                  advice=("nothing to roll back: if an eval loss or a benchmark is measured, keep the "
                                          "checkpoint that scores best on it; the last epoch may have over-fitted",))
            better = None if rise.to_nonfinite or target.in_dead_fragment else eval_improved(run, rise.start_step)
            if better is not None and grew is None:
                # The model got better on held-out data all along: the objective changed (a loss
                # weight or curriculum that ramps, harder data), the model did not break.
                finding = replace(finding, severity=Severity.INFO, advice=(),
                                  message=f"{finding.message.split('; roll back')[0]}; but the eval loss kept improving over the same "
                                          f"steps ({', '.join(better[:3])}): the objective changed, the model did not break",
                                  evidence={**finding.evidence, "eval_improved": better})
            fell = rl_terms.reward_fell(run, rise.start_step) if rise.stepped and rl_total(run, target.name) else None
            if fell is not None:
                # The failing agent is the finding; the loss's step is its symptom.
                finding = replace(finding, severity=Severity.WARNING,
                                  message=f"{finding.message.split('; roll back')[0]}; {fell}",
                                  evidence={**finding.evidence, "reward_fell": fell},
                                  advice=_rl_advice(rise.start_step, Facts.of(run)))
            game = None if rise.to_nonfinite else gan.opponent_fell(run, target.name, rise.start_step, rise.end_step)
            if game is not None and grew is None:
                finding = replace(finding, severity=Severity.INFO, message=f"{finding.message}; {game}",
                                  evidence={**finding.evidence, "gan_game": game}, advice=())
            yield finding
            if not target.in_dead_fragment and finding.severity is not Severity.INFO:
                told.append(target.name)
        for blown in termblowup.blowups(run):
            if blown.name not in told:  # a term judged as a loss of its own already has its finding
                yield self._term_blowup(blown, run)

    def rises(self, run: Run) -> list[tuple[Target, Rise | str]]:
        """Every divergence (or the reason a live series could not be judged), cached per run."""
        key = (self.min_rise, self.min_z, self.p_threshold, self.min_points)
        cached = _CACHE.setdefault(run, {})
        if key not in cached:
            cached[key] = list(self._rises(run))
        return cached[key]

    def _rises(self, run: Run) -> Iterator[tuple[Target, Rise | str]]:
        from lossdoctor.detectors.repeated_data import replay_windows

        windows = replay_windows(run)
        for target in targets(run, (Role.LOSS,)):
            series = target.series
            finite = int(np.isfinite(series.values).sum())
            why = signed(series) or (f"only {finite} finite points; a trend needs at least {self.min_points}"
                                     if finite < self.min_points else None)
            if why is not None:
                if not target.in_dead_fragment:
                    yield target, why
                continue
            curve = series_curve(series, 300) if not target.in_dead_fragment else reduce_curve(
                series.steps, series.values, max_buckets=300)
            rise = rise_in(curve, min_rise=self.min_rise, min_z=self.min_z, p_threshold=self.p_threshold)
            if rise is None and not target.in_dead_fragment and plain_training_loss(run, series.name):
                rise = step_up_in(curve, min_z=self.min_z) or held_rise_in(curve)
            elif rise is None and not target.in_dead_fragment and rl_total(run, series.name):
                rise = _rl_step_up(run, curve, self.min_z)
            if rise is None or (not target.owns(rise.start_step) and not _mostly_owned(target, rise)):
                continue
            if not target.in_dead_fragment and _explained_by_replay(rise, windows):
                continue
            yield target, rise

    def _finding(self, target: Target, rise: Rise, again: bool, facts: Facts) -> Finding:
        series = target.series
        spike = _spike_near(series.steps, series.values, rise, self.spike_factor)
        start = rise.start_step
        if target.in_dead_fragment and target.from_step is not None:
            start = max(start, target.from_step)
        factor = float(np.exp(rise.high - rise.low))
        evidence = {
            "low": round(float(np.exp(rise.low)), 6), "high": round(float(np.exp(rise.high)), 6),
            "rise_factor": round(factor, 4), "slope_per_1000_steps": round(rise.slope, 6),
            "p_rising": round(rise.p_rising, 6), "z": round(rise.z, 2),
            "noise": round(rise.curve.noise, 6), "to_nonfinite": rise.to_nonfinite,
        }
        if spike is not None:
            evidence["spike_step"], evidence["spike_peak"] = spike
        tail = f", then NaN/inf from step {rise.end_step}" if rise.to_nonfinite else ""
        high = f"{np.exp(rise.high):.4g}"
        by = rise.curve.last_step if rise.to_nonfinite else rise.end_step
        if target.in_dead_fragment:
            message = (f"attempt {target.attempt} diverged{' again' if again else ''} at step {start} "
                       f"(loss x{factor:.2f} to {high} by step {by}{tail}) and was rolled "
                       f"back to step {target.from_step}")
            tips = [f"this attempt was abandoned; make sure the restart from step {target.from_step} "
                    f"changed what made it diverge (LR, precision, data around step {start})"]
        else:
            with_spike = ""
            if spike:
                with_spike = (" right after a spike" if spike[0] <= start
                              else f" (with a spike at step {spike[0]})")
            back = (f"; roll back before step {start}" if start > facts.first_step
                    else "; it rose from the run's first steps")
            message = (f"loss has been rising since step {start}{with_spike}: "
                       f"x{factor:.2f} from {np.exp(rise.low):.4g} to {high} by step {by}"
                       f"{tail}{back}")
            if rise.stepped:
                message = (f"loss stepped up at step {start}{with_spike} and stayed up: its level went "
                           f"x{factor:.2f} from {np.exp(rise.low):.4g} to {high} to the end (step {by}), above "
                           f"where the run began{back}")
            if rise.held:
                message = (f"loss rose from its low at step {start}{with_spike} and stayed up: its level since is "
                           f"x{factor:.2f} the low ({np.exp(rise.low):.4g} -> {high}, median to step {by}), never "
                           f"back near it: the model got worse and stayed worse{back}")
            tips = _live_advice(start, spike[0] if spike else None, rise.to_nonfinite, facts)
        return self.finding(
            # A level that rose and held, however clearly, is no runaway: a warning.
            severity=Severity.INFO if target.in_dead_fragment else Severity.WARNING if rise.held else self.severity,
            series=series.name, start_step=int(start), peak_step=None, end_step=int(rise.end_step),
            message=message, evidence=evidence, advice=tuple(tips),
            in_dead_fragment=target.in_dead_fragment, fields={"after_spike": spike is not None},
        )

    def _term_blowup(self, blown: termblowup.Blowup, run: Run) -> Finding:
        """A logged loss term a millionfold above where it started: a warning on that term,
        saying whether the optimised loss holds it (issue 32: a left-out term's ordinary moves
        stay silent, a blow-up does not)."""
        factor = blown.late / blown.base
        name = (run.primary or "loss").split(" (")[0]
        where = (f"the loss `{name}` contains it and rose with it" if blown.contained else
                 f"it is not part of the optimised loss `{name}`, which does not show it")
        return self.finding(
            severity=Severity.WARNING, series=blown.name, start_step=blown.start_step, peak_step=blown.peak_step, end_step=blown.end_step,
            message=(f"the loss term {blown.name} blew up from step {blown.start_step}: from {blown.base:.4g} to "
                     f"{blown.late:.4g} (its last half's median, x{factor:.2g}; {blown.peak:.4g} at most, step "
                     f"{blown.peak_step}); {where}: the part of the model this term trains has broken"),
            evidence={"base": round(blown.base, 6), "late_median": blown.late, "peak": blown.peak,
                      "factor": factor, "in_total": blown.contained},
            advice=(f"look at what {blown.name} measures before trusting the run: an exploding KL term is a "
                    f"posterior that left the prior (warm its weight up, clip the log-variance, lower the LR)",),
            fields={"after_spike": False},
        )

    def _runaway(self, target: Target, away: gan.Runaway, facts: Facts) -> Finding:
        """A signed GAN player's loss that ran away, judged on its own scatter (linear scale)."""
        sigmas = (away.late - away.early) / away.sigma
        return self.finding(
            series=target.name, start_step=away.onset_step, peak_step=None, end_step=away.end_step,
            message=(f"{target.name} (a GAN player's signed loss) has been running away since step "
                     f"{away.onset_step}: its level went from {away.early:.4g} (first third) to {away.late:.4g} "
                     f"(last quarter) by step {away.end_step}, {sigmas:.1f}x its scatter ({away.sigma:.3g}); "
                     f"the critic keeps separating real from fake and the generator is not catching up"),
            evidence={"early_level": round(away.early, 6), "late_level": round(away.late, 6),
                      "scatter_sigma": round(away.sigma, 6), "sigmas": round(sigmas, 2),
                      "method": "linear scale: a signed loss has no ratios"},
            advice=(f"{advice.go_back(away.onset_step, facts)} and rebalance the game: a lower generator or "
                    f"critic LR, more critic steps per generator step, or a check of the gradient penalty",),
            fields={"after_spike": False},
        )


def _explained(finding: Finding, rise: Rise, events: tuple[schedule.Event, ...]) -> Finding:
    """A rise that begins at a schedule event (an LR restart or step-up, a re-warm-up, a batch
    or sequence switch) is the loss's answer to it: info, with the event named."""
    if not events:
        return finding
    width = float(np.median(rise.curve.size)) * _spacing(rise.curve.steps)
    margin = max(3.0 * width, 0.1 * (rise.end_step - finding.start_step))
    event = schedule.explaining(events, finding.start_step - margin, finding.start_step + margin)
    if event is None:
        return finding
    factor = float(np.exp(rise.high - rise.low))
    # The roll-back advice of an unexplained rise does not apply.
    plain = replace(finding, message=_without_rollback(finding.message))
    return schedule.explain(plain, event, f"the loss rises x{factor:.2f} from it on, and the logs end "
                            f"before it could come back down")


def _without_rollback(message: str) -> str:
    """A rise's message without its call to roll back (for a rise that something explains)."""
    return message.split("; roll back before")[0].split("; it rose from the run's first steps")[0]


def _relentless(series: Series, rise: Rise, *, min_run: int = 12, min_factor: float = 100.0) -> int:
    """The length of the run of consecutive rises, point after point, that makes up most of a
    rise of at least `min_factor` (0 when there is none of `min_run` points or more). An RL value
    loss that follows growing returns goes up and down with them (a DQN's TD loss: ups at half its
    points, runs of 5 at most); a critic that rose at every one of 23 iterations, x34000, is
    blowing up whatever the reward did, so the reward's rise does not excuse it."""
    if rise.high - rise.low < np.log(min_factor):
        return 0
    inside = (series.steps >= rise.start_step) & np.isfinite(series.values) & (series.values > 0)
    logs = np.log(series.values[inside])
    if len(logs) < min_run + 1:
        return 0
    ups = np.diff(logs) > 0
    longest = run = 0
    for up in ups:
        run = run + 1 if up else 0
        longest = max(longest, run)
    return longest if longest >= min_run and longest >= 0.5 * len(ups) else 0


def plain_training_loss(run: Run, name: str) -> bool:
    """Whether `name` is the run's primary loss in a run that is neither RL nor a GAN: a value
    loss scales with the returns and a GAN player's loss with the game, so one lasting step up
    of theirs says nothing by itself (`step_up_in` is for a supervised objective)."""
    if name != run.primary or rl_terms.is_term(name) or gan.player(name):
        return False
    return not any(rl_terms.is_term(key) or gan.player(key) or rl_terms.is_reward(key)
                   or key.lower().split("/")[-1] in ("epsilon", "eps") for key in run.series)


def rl_total(run: Run, name: str) -> bool:
    """Whether `name` is the primary loss of an RL run that logs an episode reward, not a term of
    its objective nor a GAN player's loss: the total a person watches beside the reward."""
    return (name == run.primary and not rl_terms.is_term(name) and not gan.player(name)
            and any(rl_terms.is_reward(key) for key in run.series))


# An RL loss scatters by a rollout's luck (x2-x3 from one point to the next): a lasting step up of
# up to x4 stays under the spike scan's six sigmas of that scatter, so nothing else reports it.
RL_MAX_STEP = float(np.log(4.0))


def _rl_step_up(run: Run, curve: Curve | None, min_z: float) -> Rise | None:
    """One lasting step up of an RL total (`step_up_in`) while the episode reward fell across it
    (`rl_terms.reward_fell`): the agent got worse as its loss rose. A step up while the reward held
    or rose is the returns' scale (a value loss regresses on them), not reported."""
    rise = step_up_in(curve, min_z=min_z, max_step=RL_MAX_STEP)
    if rise is None or rl_terms.reward_fell(run, rise.start_step) is None:
        return None
    return rise


def _rl_advice(start: int, facts: Facts) -> tuple[str, ...]:
    """What to do when an RL loss stepped up as the reward fell."""
    return (f"{advice.go_back(start, facts)}, or to the one with the best episode reward",
            "check the value function: an explained variance near 0 means the critic learned nothing; "
            "normalise the rewards or returns (e.g. VecNormalize) so the critic regresses on targets of order one",
            advice.LOWER_LR)


def _mostly_owned(target: Target, rise: Rise) -> bool:
    """A rise that began a little before a dead stretch still belongs to that attempt."""
    if target.from_step is None:
        return True
    return rise.end_step > target.from_step and rise.start_step >= target.from_step - 0.5 * (
        rise.end_step - target.from_step)


def _explained_by_replay(rise: Rise, windows: list[tuple[int, int]]) -> bool:
    """The jump back up where replayed data ends is not a divergence."""
    for start, end in windows:
        slack = max(50, (end - start) // 4)
        if start - slack <= rise.start_step <= end + slack:
            return True
    return False


def _spike_near(steps: np.ndarray, values: np.ndarray, rise: Rise, factor: float) -> tuple[int, float] | None:
    """A spike shortly before (or at) the onset: (step, peak loss), or None.

    The candidate is the point that jumps most above the median of the 5 points before
    it (so the first steep descent of a run is not a spike), and it must stand well above
    the level before the onset and above the points around it.
    """
    logs, ok = log_loss(values)
    x, y = steps[ok], logs[ok]
    if len(y) < 8:
        return None
    span = max(rise.end_step - rise.start_step, 1)
    window = max(0.5 * span, 5 * float(np.median(rise.curve.size)) * _spacing(steps))
    # For a blow-up to NaN/inf the jump at the onset is the divergence itself, not a spike first.
    lo = rise.start_step - window
    hi = rise.start_step - 1 if rise.to_nonfinite else rise.start_step + 0.25 * window
    ref = (x >= rise.start_step - 3 * window) & (x < rise.start_step)
    idx = np.flatnonzero((x >= lo) & (x <= hi))
    idx = idx[idx >= 5]
    if ref.sum() < 3 or not len(idx):
        return None
    noise = diff_sigma(y[ref]) if ref.sum() >= 5 else 0.0
    prior = lagged_median(y, 5, 0)
    jump = y[idx] - prior[idx]
    peak = int(idx[int(np.nanargmax(jump))])
    if not np.isfinite(jump).any() or y[peak] - prior[peak] < max(np.log(factor), 8.0 * noise):
        return None
    if y[peak] - float(np.median(y[ref])) < max(np.log(factor), 8.0 * noise):
        return None
    if y[peak] - float(np.median(y[idx])) < max(np.log(factor) / 2, 6.0 * noise):
        return None
    return int(x[peak]), float(np.exp(y[peak]))


def eval_improved(run: Run, start: int, *, points: int = 3, margin: float = 0.05) -> list[str] | None:
    """Each eval loss from `start` on as `name was -> now` when every one of them (at least one,
    each with 2 x `points` evals there) ended at least `margin` below where it began; else None."""
    better = []
    for series in run.by_role(Role.EVAL_LOSS):
        inside = (series.steps >= start) & np.isfinite(series.values)
        vals = series.values[inside]
        if len(vals) < 2 * points:
            return None
        was, now = float(np.median(vals[:points])), float(np.median(vals[-points:]))
        if not now < (1 - margin) * was:
            return None
        better.append(f"{series.name} {was:.4g} -> {now:.4g}")
    return better or None


def _spacing(steps: np.ndarray) -> float:
    gaps = np.diff(steps)
    gaps = gaps[gaps > 0]
    return float(np.median(gaps)) if len(gaps) else 1.0


def _live_advice(start: int, spike: int | None, nonfinite: bool, facts: Facts) -> list[str]:
    tips = []
    if spike is not None:
        tips.append(advice.rollback_advice(spike, 100, 300, facts))
    elif facts.lr_spent_from is not None and start >= facts.lr_spent_from:
        # The LR had annealed to about 0 before the rise: a lower one changes nothing.
        tips.append(f"{advice.go_back(start, facts)}; the LR had already annealed to about 0 by step {start}, "
                    f"so a lower LR is no remedy: look at the data and the numerics of the last steps")
    else:
        tips.append(f"{advice.go_back(start, facts)} and resume with a lower learning rate (e.g. half "
                    f"the LR in effect at step {start})")
    if nonfinite:
        tips.append(advice.BF16)
    tips += [advice.ADAM_EPS, advice.Z_LOSS, advice.inspect_batches(start - 50, start + 50, facts=facts)]
    return tips


class RepeatedDivergence(Divergence):
    """Flags two or more abandoned attempts that diverged: the restarts did not fix the cause.

    What it detects:
    The divergence test (LD201, same settings) run on every dead fragment: each
    abandoned attempt after a rollback is judged on its own. When two or more attempts
    of one series diverged, this live-level finding says so, with each attempt's onset.

    Why it matters:
    Restarting from a checkpoint with the same learning rate, precision and data
    usually diverges again (the BLOOM 104B attempts before the fixes): each attempt
    wastes the steps up to its divergence. The cause has to change.

    Example:
    Rolled back to step 2355 twice: attempt 1 diverged at step 2952, attempt 2 at step
    3152: "repeated divergence across 2 rollbacks".

    What to do:
    Before the next restart lower the learning rate, use bf16 instead of fp16, shrink
    Adam's epsilon, use a smaller init std or an embedding layer-norm, and inspect the
    data around the onsets.
    """

    code = "LD204"
    name = "repeated-divergence"
    kind = "repeated_divergence"
    severity = Severity.WARNING
    summary = "Two or more abandoned attempts diverged: restarting did not fix the cause"
    action = "Change the LR, precision or data before restarting again"

    def check(self, run: Run) -> Iterator[Finding | Skip]:
        """One finding per series whose abandoned attempts diverged at least twice."""
        diverged = [(t, r) for t, r in self.rises(run) if t.in_dead_fragment and isinstance(r, Rise)]
        yield from self._summary(diverged, Facts.of(run))

    def _summary(self, diverged: list[tuple[Target, Rise]], facts: Facts) -> Iterator[Finding]:
        """Two or more abandoned attempts that diverged: the restarts did not fix the cause."""
        by_series: dict[str, list[tuple[Target, Rise]]] = {}
        for target, rise in diverged:
            by_series.setdefault(target.name, []).append((target, rise))
        for name, items in by_series.items():
            if len(items) < 2:
                continue
            starts = [max(r.start_step, t.from_step or r.start_step) for t, r in items]
            listing = ", ".join(f"attempt {t.attempt} at step {s}" for (t, _), s in zip(items, starts))
            yield self.finding(
                series=name, start_step=int(min(starts)), peak_step=None,
                end_step=int(max(r.end_step for _, r in items)),
                message=(f"repeated divergence across {len(items)} rollbacks ({listing}): restarting "
                         f"did not fix the cause"),
                evidence={"attempts": len(items), "onsets": starts,
                          "rolled_back_to": [t.from_step for t, _ in items]},
                advice=(f"before the next restart change the cause, not just the attempt: "
                        f"{advice.LOWER_LR}", advice.BF16, advice.ADAM_EPS, advice.SMALL_INIT,
                        advice.EMBED_LAYERNORM,
                        advice.inspect_batches(min(starts) - 50, max(starts) + 50, facts=facts)),
            )
