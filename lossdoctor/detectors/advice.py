"""The remedies practitioners use (DOMAIN.md), worded for the case at hand."""

from __future__ import annotations

from collections.abc import Callable

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

COMPARE_BATCHES = ("compare the batches before and after a resume (e.g. hash the token ids of "
                   "the first batches after the restart against the original run)")
CHECK_LABELS = ("check the labels: a loss of exactly 0.0 usually means every label is masked "
                "(-100), e.g. a chat template or a max length that cuts off every answer")


def step_range(first: int, last: int) -> str:
    """'step 7000' or 'steps 6950-7050'."""
    return f"step {first}" if first == last else f"steps {first}-{last}"


def go_back(step: int, facts: Facts) -> str:
    """Where to return to before `step`: the checkpoint the log shows, never before its first step."""
    if step > facts.first_step:
        saved = facts.checkpoint_before(step - 1)
        if saved is not None:
            return f"roll back to the checkpoint saved at step {saved} (the last one the log shows before step {step})"
        if facts.checkpoints:
            # The log prints its saves, and none came before the trouble.
            return (f"go back to where this run started (step {facts.first_step}): the first checkpoint the log "
                    f"shows saved is at step {min(facts.checkpoints)}, after step {step}")
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
    if facts.modality == "RL":
        return f"{back}; the agent collects new rollouts after a resume, so there are no batches to skip"
    if not facts.data_order_known:
        # Without a reproducible order a resume draws other batches anyway: nothing to name.
        return (f"{back}; the log does not show a reproducible data order, so no batches can be named "
                f"to skip (a resume that draws other batches usually trains through)")
    return (f"{back} and skip the batches of {step_range(first, spike_start + after)} "
            f"(the data order is known: {facts.data_order}); the same data from a different model "
            f"state usually trains through")


# What bad data looks like, by the kind of data the run trains on ("" when the log does not say).
_BAD_DATA = {"text": "garbled, duplicated or degenerate text",
             "images": "corrupt, blank, duplicated or mislabelled images",
             "tables": "corrupt rows, extreme feature values or wrong labels",
             "": "corrupt, duplicated or degenerate examples (garbled text, broken images, wrong labels)"}


def inspect_batches(first: int, last: int, source: str | None = None, facts: Facts = Facts()) -> str:
    """Look at the data the model saw when something odd happened."""
    where = f" of source {source!r}" if source else ""
    span = step_range(facts.clamp(first), facts.clamp(last))
    if facts.modality == "RL":
        # An agent's batches are its own rollouts: the episodes of then, not a dataset.
        return (f"look at the episodes collected around {span}: a rare state, a reward outlier or a "
                f"reset bug gives the agent's batches unusual targets")
    bad = _BAD_DATA.get(facts.modality, _BAD_DATA[""])
    if not facts.data_order_known:
        return (f"if the data order can be regenerated (a seeded sampler; the log does not show it), "
                f"inspect the training batches{where} of {span}: look for {bad}")
    return (f"inspect the training batches{where} of {span} (the data order can be regenerated: "
            f"{facts.data_order}): look for {bad}")


def setup_advice(fp16: bool, facts: Facts = Facts()) -> list[str]:
    """A loss that is non-finite from its first point: nothing to roll back to, fix the set-up."""
    dtype = {"fp16": BF16, "bf16": "check the dtype: bf16 rarely overflows, so look for a log or division of 0 first",
             "fp32": None}.get(facts.precision, BF16 if fp16 else
                                "check the dtype: fp16 overflows at 65504; train in bf16 or fp32")
    tips = [
        "nothing to roll back to: the loss is non-finite from its first point, so the set-up is at "
        "fault, not a moment of training",
        "check the data: NaN or inf in the inputs or labels, empty batches or masks (a mean over "
        "nothing is NaN)",
        "check the init (std, missing normalisation layers) and the learning rate from the first "
        "step (too high, no warm-up)",
    ]
    return tips + ([dtype] if dtype else [])


def numerics_advice(fp16: bool, facts: Facts = Facts()) -> list[str]:
    """What to do about NaN/inf and loss-scale trouble (bf16 is fitted to the run's precision
    when no loss scale showed fp16: said outright, with an "if", or left out)."""
    tips = [BF16, LOWER_LR, Z_LOSS, ADAM_EPS]
    return tips


# --- preconditions: each remedy above that assumes a set-up, checked against the run ------------

_IF_TEXT = "if the model embeds tokens (a language model), "
# A remedy's check: the words that fit the run's facts (at the finding's step), or None.
Fitter = Callable[[Facts, int | None], str | None]


def _lower_lr(facts: Facts, step: int | None) -> str | None:
    if facts.lr_spent_from is not None and step is not None and step >= facts.lr_spent_from:
        return None  # the LR had already annealed to about 0 there: lowering it changes nothing
    return LOWER_LR


def _bf16(facts: Facts, step: int | None) -> str | None:
    if facts.precision in ("bf16", "fp32"):
        return None  # nothing that overflows at 65504 to leave
    return BF16 if facts.precision == "fp16" else "if the run trains in fp16, switch to bf16: fp16 overflows at 65504"


def _adam_eps(facts: Facts, step: int | None) -> str | None:
    if facts.optimizer == "other":
        return None
    return ADAM_EPS if facts.optimizer == "adam" else f"if the optimizer is Adam(W), {ADAM_EPS}"


def _embedding(tip: str) -> Fitter:
    def fitted(facts: Facts, step: int | None) -> str | None:
        if facts.modality == "text":
            return tip
        return None if facts.modality else _IF_TEXT + tip
    return fitted


def _z_loss(facts: Facts, step: int | None) -> str | None:
    if facts.modality == "text":
        return Z_LOSS
    if facts.modality:
        return None  # no softmax over a vocabulary whose normaliser can drift
    return f"if the model ends in a softmax over a large vocabulary, {Z_LOSS}"


def _clean_data(facts: Facts, step: int | None) -> str | None:
    if facts.modality == "text":
        return CLEAN_DATA
    if facts.modality == "RL":
        return None  # the agent's own rollouts: nothing to clean
    if facts.modality == "images":
        return "clean the data: corrupt or mislabelled images give unusually high loss, blank or duplicated ones unusually low loss"
    if facts.modality == "tables":
        return "clean the data: corrupt rows or wrong labels give unusually high loss, duplicated rows unusually low loss"
    return ("clean the data: corrupt examples (garbled text, broken images, wrong labels) give unusually high loss, "
            "degenerate ones (empty or repeated) unusually low loss")


def _rl_only_not(tip: str) -> Fitter:
    def fitted(facts: Facts, step: int | None) -> str | None:
        return None if facts.modality == "RL" else tip
    return fitted


def _fix_resume(facts: Facts, step: int | None) -> str | None:
    if facts.modality != "RL":
        return FIX_RESUME
    # An agent has no dataloader: what a resume loses is the state its updates depend on.
    return ("save and restore everything the agent's updates depend on with the checkpoint: the optimizer "
            "state, the observation / reward normalisation statistics, the replay buffer, the exploration "
            "schedule")


def _compare_batches(facts: Facts, step: int | None) -> str | None:
    if facts.modality == "text":
        return COMPARE_BATCHES
    if facts.modality == "RL":
        return None
    return COMPARE_BATCHES.replace("the token ids", "the sample ids")


def _check_labels(facts: Facts, step: int | None) -> str | None:
    if facts.modality == "text":
        return CHECK_LABELS
    if facts.modality == "RL":
        return None  # no labels: the rollouts are the targets (LD203 says what to check)
    if facts.modality:
        return ("check the labels and targets: a loss of exactly 0.0 means no target counts (an empty mask, "
                "every sample filtered out) or the targets are trivially met")
    return ("check the labels: a loss of exactly 0.0 usually means no label counts (every one masked; in a "
            "language model, e.g. a chat template or a max length that cuts off every answer)")


_FITTERS: dict[str, Fitter] = {
    FIX_RESUME: _fix_resume, COMPARE_BATCHES: _compare_batches, CHECK_LABELS: _check_labels,
    LOWER_LR: _lower_lr, BF16: _bf16, ADAM_EPS: _adam_eps, Z_LOSS: _z_loss, CLEAN_DATA: _clean_data,
    SHRINK_EMBED_GRAD: _embedding(SHRINK_EMBED_GRAD), EMBED_LAYERNORM: _embedding(EMBED_LAYERNORM),
    SMALL_INIT: _rl_only_not(SMALL_INIT), WSD: _rl_only_not(WSD),
}


def fit(tips: tuple[str, ...], facts: Facts, step: int | None = None) -> tuple[str, ...]:
    """`tips` as they apply to this run: a remedy whose precondition the run contradicts is left
    out, one the run does not show is said with its "if", the others as they are (issue 32)."""
    out: list[str] = []
    for tip in tips:
        fitter = _FITTERS.get(tip)
        fitted = fitter(facts, step) if fitter is not None else tip
        if fitted is not None and fitted not in out:
            out.append(fitted)
    return tuple(out)


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
