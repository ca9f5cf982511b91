"""LD103 resume-spikes: spikes at several resume/rollback joins mean the resume is not exact."""

from __future__ import annotations

from collections.abc import Iterator

from lossdoctor.detectors import advice, schedule
from lossdoctor.detectors.base import Rule
from lossdoctor.detectors.spikecontext import near_join
from lossdoctor.detectors.spikefind import SpikeParams, scan
from lossdoctor.detectors.spikeschedule import judged
from lossdoctor.model import Finding, Run, Severity, Skip
from lossdoctor.roles import Role


class ResumeSpikes(Rule):
    """The loss spikes right at several resumes: the training state is not restored exactly.

    What it detects:
    Loss spikes (as LD101 finds them) that start within `resume_steps` steps of at least
    `min_resumes` different resume or rollback joins of the stitched run. A bump that a
    logged re-warm-up of the learning rate explains does not count: that is the schedule.

    Why it matters:
    A resume that restores the model, the optimizer, every RNG and the dataloader position
    continues the curve seamlessly. A spike at every resume says something came back wrong;
    on IDEFICS-80B a complex dataloader restored its image-to-text ratio badly each time.
    The damage repeats with every restart.

    Example:
    `loss` spikes 1.6x at the resumes at steps 1500, 3000 and 4500 and recovers each time
    within 20 steps.

    What to do:
    Fix the dataloader resume: save and restore the sampler state with the checkpoint,
    check the optimizer and RNG states are restored, and test a couple of resumes early
    with the same seed, comparing the overlapping steps.
    """

    code = "LD103"
    name = "resume-spikes"
    kind = "resume_spike"
    severity = Severity.WARNING
    summary = "The loss spikes at several resumes: the data pipeline's resume is not exact"
    action = "Restore the dataloader/sampler state exactly on resume and test resumes early"

    def __init__(self, *, min_resumes: int = 2, resume_steps: int = 10, fast_steps: int = 250,
                 z: float = 6.0, min_ratio: float = 1.1) -> None:
        if min_resumes < 1:
            raise ValueError("min_resumes must be at least 1")
        self.min_resumes, self.resume_steps = min_resumes, resume_steps
        self.params = SpikeParams(fast_steps=fast_steps, z=z, min_ratio=min_ratio)

    def check(self, run: Run) -> Iterator[Finding | Skip]:
        joins = sorted(set(run.join_steps()))
        if len(joins) < self.min_resumes:
            return
        losses = run.by_role(Role.LOSS)
        if run.primary is not None and run.primary in run.series:
            losses = [run.series[run.primary]]
        if not losses:
            yield self.skip("loss", "the run has no loss series")
            return
        for series in losses:
            result = scan(series, self.params)
            if result is None:
                continue
            at = {}
            # A bump the schedule explains (a re-warm-up after each resume) is not the
            # resume failing to restore the state.
            for spike in [j.spike for j in judged(series, result, self.params, schedule.events(run))
                          if j.explained_by is None]:
                join = near_join(run, spike.start_step, result.spacing, self.resume_steps)
                if join is not None and join not in at:
                    at[join] = spike
            if len(at) < self.min_resumes:
                continue
            spikes = [at[j] for j in sorted(at)]
            biggest = max(spikes, key=lambda s: s.magnitude)
            steps_text = ", ".join(str(s.start_step) for s in spikes)
            missing = [j for j in joins if j not in at]
            message = (f"{series.name} spiked at {len(spikes)} of {len(joins)} resumes (steps {steps_text}), "
                       f"up to {biggest.magnitude:.2f}x: the resume does not restore the training state "
                       f"exactly (most often the dataloader position)")
            yield self.finding(
                series=series.name, start_step=spikes[0].start_step, peak_step=biggest.peak_step,
                end_step=spikes[-1].end_step, message=message,
                evidence={"join_steps": joins, "spike_steps": [s.start_step for s in spikes],
                          "magnitudes": [round(s.magnitude, 3) for s in spikes],
                          "recoveries": [s.recovery for s in spikes], "resumes_without_spike": missing},
                advice=(advice.FIX_RESUME,
                        "compare the batches before and after a resume (e.g. hash the token ids of "
                        "the first batches after the restart against the original run)"),
                fields={"count": len(spikes), "steps": [s.start_step for s in spikes]},
            )
