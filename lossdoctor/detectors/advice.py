"""The remedies practitioners use (DOMAIN.md), worded for the case at hand."""

from __future__ import annotations

from lossdoctor.detectors.facts import Facts

# Generic remedies, in the words the report uses.
LOWER_LR = "lower the learning rate (treats the symptom): e.g. halve the peak LR or lengthen the warm-up"
ADAM_EPS = "shrink Adam's epsilon (e.g. 1e-8 -> 1e-15) or set it to 0 and guard the division"
SHRINK_EMBED_GRAD = "scale down the embedding layer's gradients (GLM-130B: multiply them by 0.1)"
BF16 = "train in bf16 instead of fp16: fp16 overflows at 65504"
EMBED_LAYERNORM = "add a layer-norm after the embedding layer"
SMALL_INIT = "use a smaller init std, e.g. sqrt(1/(3*hidden)) instead of a fixed 0.02"
Z_LOSS = "add z-loss (e.g. 1e-4 * logsumexp^2) to keep the softmax normaliser from growing"
WSD = "use a WSD schedule: a long constant phase that can be resumed, then a short decay"
CLEAN_DATA = ("clean the data: garbled text gives unusually high loss, degenerate text "
              "(e.g. lines of only newlines) unusually low loss")
FIX_RESUME = ("fix the dataloader resume: save and restore the sampler / data position with the "
              "checkpoint, verify that no batch repeats, and do a couple of resumes early with the "
              "same seed and compare the overlapping steps")


def step_range(first: int, last: int) -> str:
    """'step 7000' or 'steps 6950-7050'."""
    return f"step {first}" if first == last else f"steps {first}-{last}"


def go_back(step: int, facts: Facts) -> str:
    """Where to return to before `step`: the checkpoint the log shows, never before its first step."""
    if step > facts.first_step:
        saved = facts.checkpoint_before(step - 1)
        if saved is not None:
            return f"roll back to the checkpoint saved at step {saved} (the last one the log shows before step {step})"
        return f"roll back to the last checkpoint saved before step {step} (the log does not show which were saved)"
    if facts.first_step > 0:
        return (f"go back to the checkpoint this log starts from (step {facts.first_step}): it shows no "
                f"earlier one")
    return "restart from the beginning: the trouble starts in the run's first steps, before any checkpoint"


def rollback_advice(spike_start: int, window: int = 100, skip_after: int | None = None,
                    facts: Facts = Facts()) -> str:
    """Roll back before the trouble and skip the batches around it (PaLM, GLM-130B).

    PaLM restarted about 100 steps before a spike and skipped 200-500 batches; `window`
    steps before the start and `skip_after` after it (default: the same) are skipped.
    Early in a run (counted from its first step) both shrink to a tenth of the steps so far.
    Batches are named only when the data order can be regenerated.
    """
    after = window if skip_after is None else skip_after
    scale = max(1, (spike_start - facts.first_step) // 10)
    before, after = min(window, scale), min(after, max(5, scale))
    first = facts.clamp(spike_start - before)
    back = go_back(first, facts)
    if not facts.data_order_known:
        # Without a reproducible order a resume draws other batches anyway: nothing to name.
        return (f"{back}; the log does not show a reproducible data order, so no batches can be named "
                f"to skip (a resume that draws other batches usually trains through)")
    return (f"{back} and skip the batches of {step_range(first, spike_start + after)} "
            f"(the data order is known: {facts.data_order}); the same data from a different model "
            f"state usually trains through")


def inspect_batches(first: int, last: int, source: str | None = None, facts: Facts = Facts()) -> str:
    """Look at the data the model saw when something odd happened."""
    where = f" of source {source!r}" if source else ""
    span = step_range(facts.clamp(first), facts.clamp(last))
    if not facts.data_order_known:
        return (f"if the data order can be regenerated (a seeded sampler; the log does not show it), "
                f"inspect the training batches{where} of {span}: look for garbled, duplicated or "
                f"degenerate text")
    return (f"inspect the training batches{where} of {span} (the data order can be regenerated: "
            f"{facts.data_order}): look for garbled, duplicated or degenerate text")


def setup_advice(fp16: bool) -> list[str]:
    """A loss that is non-finite from its first point: nothing to roll back to, fix the set-up."""
    return [
        "nothing to roll back to: the loss is non-finite from its first point, so the set-up is at "
        "fault, not a moment of training",
        "check the data: NaN or inf in the inputs or labels, empty batches or masks (a mean over "
        "nothing is NaN)",
        "check the init (std, missing normalisation layers) and the learning rate from the first "
        "step (too high, no warm-up)",
        BF16 if fp16 else "check the dtype: fp16 overflows at 65504; train in bf16 or fp32",
    ]


def numerics_advice(fp16: bool) -> list[str]:
    """What to do about NaN/inf and loss-scale trouble."""
    tips = [BF16] if fp16 else []
    tips += [LOWER_LR, Z_LOSS, ADAM_EPS]
    return tips


def unrecovered_spike_advice(start: int, facts: Facts = Facts()) -> list[str]:
    """A spike after which the loss stays higher: serious, act before it costs more."""
    return [rollback_advice(start, 100, 300, facts), LOWER_LR, ADAM_EPS, SHRINK_EMBED_GRAD, Z_LOSS]


def slow_spike_advice(start: int, end: int, facts: Facts = Facts()) -> list[str]:
    """A spike that took long to recover: it cost compute; prevent the next one."""
    return [
        f"the spike cost about {end - start} steps of progress; if it recurs, "
        + rollback_advice(start, 100, 200, facts),
        inspect_batches(start, start + 10, facts=facts),
        ADAM_EPS, SHRINK_EMBED_GRAD,
    ]


def fast_spike_advice(start: int, facts: Facts = Facts()) -> list[str]:
    """A spike that recovered by itself: nothing to do unless they become frequent."""
    return [
        "no action needed: the loss came back by itself; watch for spikes becoming more frequent or larger",
        inspect_batches(start, start + 5, facts=facts),
    ]
