"""LD501 non-finite-loss: NaN or inf values in a loss series, with the first step and the count."""

from __future__ import annotations

import re
from collections.abc import Iterator

import numpy as np

from lossdoctor.detectors import advice
from lossdoctor.detectors.base import Rule
from lossdoctor.detectors.facts import Facts
from lossdoctor.detectors.targets import Target, targets
from lossdoctor.model import NONFINITE_STATED, Finding, Run, Severity, Skip
from lossdoctor.roles import Role


def loss_scale_evidence(run: Run, before_step: int) -> dict[str, object]:
    """How the loss scale moved up to `before_step`: the fp16 overflow signature."""
    scales = run.by_role(Role.LOSS_SCALE)
    if not scales:
        return {}
    s = scales[0]
    ok = np.isfinite(s.values) & (s.steps <= before_step)
    if ok.sum() < 2:
        return {}
    values, steps = s.values[ok], s.steps[ok]
    top = int(np.argmax(values))
    low = top + int(np.argmin(values[top:]))
    out: dict[str, object] = {"loss_scale_series": s.name, "loss_scale_max": float(values[top]),
                              "loss_scale_at_first_nan": float(values[-1])}
    if values[low] <= values[top] / 8:
        out["loss_scale_collapse"] = (f"{values[top]:g} at step {int(steps[top])} -> "
                                      f"{values[low]:g} at step {int(steps[low])}")
    return out


class NonFiniteLoss(Rule):
    """The loss (or eval loss) has NaN or inf values.

    What it detects:
    Non-finite values in every loss and eval-loss series, live and in abandoned fragments:
    NaN, +inf and -inf, including Megatron's missing `lm loss` (read as NaN). Reports the
    first non-finite step, the last, and how many (`count`). When the run logs a loss
    scale, its collapse before the first NaN is given as evidence. A non-finite value that
    ended a launch the run then resumed from before it is the run's warning. With every loss
    finite, the model's own outputs logged non-finite to the end (a preference trainer's
    `logps/*`, `logits/*`, `rewards/chosen`) are a broken run too.

    Why it matters:
    Once the loss is NaN the weights usually are too: every step after it is wasted, and
    checkpoints written since then are poisoned.

    Example:
    `loss` is NaN at 12 steps from step 3417 on, after the loss scale fell from 65536 to 1:
    an fp16 overflow.

    What to do:
    Roll back to the last checkpoint before the first NaN (older than any checkpoint written
    after it; named when the log shows the saves); use bf16 instead of fp16, lower the LR, add
    z-loss, shrink Adam's epsilon. A loss that is non-finite from its first point has nothing to
    roll back to: the set-up is at fault (data, init, LR, dtype).
    """

    code = "LD501"
    name = "non-finite-loss"
    kind = "nan"
    severity = Severity.ERROR
    summary = "NaN or inf values in a loss series"
    action = "Roll back before the first NaN and fix the numerics (bf16, lower LR, z-loss)"

    def __init__(self, *, include_eval: bool = True) -> None:
        self.include_eval = include_eval

    def check(self, run: Run) -> Iterator[Finding | Skip]:
        roles = (Role.LOSS, Role.EVAL_LOSS) if self.include_eval else (Role.LOSS,)
        seen = False
        found: list[Finding] = []
        for target in targets(run, roles):
            seen = True
            finding = self._check_target(run, target)
            if finding is not None:
                found.append(finding)
                yield finding
        if not seen:
            yield self.skip("loss", "the run has no loss series")
            return
        yield from self._stated(run, found)
        if not found:
            outputs = self._outputs(run)
            if outputs is not None:
                yield outputs

    def _outputs(self, run: Run) -> Finding | None:
        """The model's own outputs logged non-finite while its loss reads finite: a broken run.

        Preference trainers (TRL's DPO, ORPO, KTO) log the policy's log-probs (`logps/chosen`),
        logits and the implicit rewards made of them (`rewards/chosen`, `rewards/margins`) beside
        the loss. When those are NaN from some point to the end, every forward pass gave
        non-finite outputs: a loss of 0.0 or 2.4e9 over the same steps is an artefact of how
        the trainer reduced them, not a curve (c29 DPO: nan rewards and log-probs at every
        logged dict, loss 2.45e9 then 0.0)."""
        name = run.primary
        primary = run.series.get(name) if name else None
        if primary is None or not len(primary):
            return None
        broken: list[tuple[str, int, int]] = []
        for key in sorted(run.series):
            series = run.series[key]
            if series.role is not Role.OTHER or not _OUTPUT.search(key) or not len(series):
                continue
            bad = ~np.isfinite(series.values)
            if not bad.any():
                continue
            first = int(np.argmax(bad))
            if not bad[first:].all():
                continue  # it came back: one batch with nothing to compare is no broken model
            broken.append((key, int(series.steps[first]), int(bad.sum())))
        if not broken:
            return None
        first_step = min(step for _, step, _ in broken)
        window = primary.steps >= first_step
        if not window.any() or not bool(np.all(np.isfinite(primary.values[window]))):
            return None
        shown = primary.values[window]
        names = ", ".join(key for key, _, _ in broken[:4]) + (" ..." if len(broken) > 4 else "")
        facts = Facts.of(run)
        message = (f"the model's outputs are non-finite from step {first_step} to the end ({names}: NaN or inf "
                   f"at every point from then on) while {name} reads finite ({float(shown[0]):.4g} -> "
                   f"{float(shown[-1]):.4g}): the loss is computed from non-finite outputs, nothing is learned")
        if first_step <= facts.first_step:
            message += "; they were never finite, so the set-up is at fault"
            tips = advice.setup_advice(False, facts)
        else:
            tips = [f"{advice.go_back(first_step, facts)}: checkpoints written after step {first_step} hold "
                    f"a model whose outputs are NaN", *advice.numerics_advice(False)]
        return self.finding(
            severity=self.severity, series=broken[0][0], start_step=first_step, peak_step=None,
            end_step=int(primary.steps[-1]), message=message,
            evidence={"nonfinite_outputs": [key for key, _, _ in broken], "loss_series": name,
                      "loss_first": float(shown[0]), "loss_last": float(shown[-1]),
                      "from_first_point": first_step <= facts.first_step},
            advice=tuple(tips), fields={"count": max(count for _, _, count in broken)})

    def _stated(self, run: Run, found: list[Finding]) -> Iterator[Finding]:
        """A NaN the log states in words (`nonfinite_stated` markers) where no logged loss value
        shows one: the trainer stopped on it before printing it."""
        name = run.primary
        for marker in sorted({m for f in run.fragments for m in f.markers if m.kind == NONFINITE_STATED},
                             key=lambda m: m.step):
            if name is None or any(_covers(f, marker.step) for f in found):
                continue
            step = marker.step
            dead = run.dead.get(name)
            # An attempt that was rolled back holds the dead points around the statement.
            in_dead = bool(dead is not None and np.any(np.abs(dead.steps - step) <= _STATED_REACH))
            facts = Facts.of(run)
            message = (f"the log says the training hit a non-finite value near step {step}, though every "
                       f"logged {name} value is finite: {marker.detail}")
            tips: tuple[str, ...]
            severity = self.severity
            evidence: dict[str, object] = {"stated": marker.detail, "logged_nonfinite": 0}
            if in_dead:
                # The crash ended a launch the run then resumed from before it: the points it
                # ended are abandoned, the crash is not. The run's recipe hit a non-finite
                # value there and can again, so it is the run's own finding (a warning: the
                # resumed timeline is what trains on).
                severity, in_dead = Severity.WARNING, False
                evidence["attempt_ended"] = True
                message += "; that launch stopped on it and the run was resumed from before it"
                tips = (f"watch the resumed run past step {step}: the same recipe crashed there once; if it does "
                        f"again, {advice.go_back(step, facts)} and change the numerics", *advice.numerics_advice(False))
            elif step <= facts.first_step:
                tips = tuple(advice.setup_advice(False, facts))
            else:
                tips = (f"{advice.go_back(step, facts)}: checkpoints written after step {step} may hold NaN "
                        f"weights", *advice.numerics_advice(False))
            found.append(self.finding(
                severity=severity, series=name, start_step=step, peak_step=None, end_step=step,
                message=message, evidence=evidence, advice=tips, in_dead_fragment=in_dead,
                fields={"count": 0}))
            yield found[-1]

    def _check_target(self, run: Run, target: Target) -> Finding | None:
        s = target.series
        own = np.ones(len(s), dtype=bool) if target.from_step is None else s.steps >= target.from_step
        bad = own & ~np.isfinite(s.values)
        count = int(bad.sum())
        if count == 0:
            return None
        idx = np.flatnonzero(bad)
        first, last = int(s.steps[idx[0]]), int(s.steps[idx[-1]])
        n_nan = int(np.isnan(s.values[idx]).sum())
        n_pinf = int(np.isposinf(s.values[idx]).sum())
        n_ninf = count - n_nan - n_pinf
        owned = int(own.sum())
        to_end = bool(idx[-1] == len(s) - 1 and np.all(bad[idx[0]:]))
        finite_before = s.values[:idx[0]][np.isfinite(s.values[:idx[0]])]
        evidence: dict[str, object] = {"nan": n_nan, "inf": n_pinf, "neg_inf": n_ninf,
                                       "points": owned, "until_end": to_end}
        if len(finite_before):
            evidence["last_finite_value"] = float(finite_before[-1])
        evidence.update(loss_scale_evidence(run, first))
        kinds = ", ".join(f"{n} {label}" for n, label in ((n_nan, "NaN"), (n_pinf, "inf"), (n_ninf, "-inf")) if n)
        span = "from then on to the end" if to_end else f"between steps {first} and {last}"
        message = (f"{s.name} is non-finite at {count} of {owned} points ({kinds}), first at step "
                   f"{first}{target.where()}, {span}")
        if "loss_scale_collapse" in evidence:
            message += f"; the loss scale collapsed first ({evidence['loss_scale_collapse']})"
        fp16 = "loss_scale_series" in evidence
        facts = Facts.of(run)
        if not len(finite_before) or first <= facts.first_step:
            # Broken from the first point: no moment of training to go back before.
            evidence["from_first_point"] = True
            message += "; it was never finite before, so the set-up is at fault, not a moment of training"
            tips = advice.setup_advice(fp16, facts)
        else:
            tips = [f"{advice.go_back(first, facts)}: checkpoints written after step {first} may hold NaN "
                    f"weights", *advice.numerics_advice(fp16)]
            if not to_end:
                tips.insert(1, advice.inspect_batches(first, last, facts=facts))
        severity = self.severity
        in_dead = target.in_dead_fragment
        if in_dead and to_end:
            # The attempt ended on it and the run went back from before it: as with a crash the
            # log states (`_stated`), the points are abandoned, the event is the run's.
            severity, in_dead = Severity.WARNING, False
            evidence["attempt_ended"] = True
            message += "; that attempt ended on it and the run was resumed from before it"
            tips = [f"watch the resumed run past step {first}: the same recipe went non-finite there once; if it "
                    f"does again, {advice.go_back(first, facts)} and change the numerics", *advice.numerics_advice(fp16)]
        primary = _finite_primary(run, target, first, last)
        if primary is not None:
            # The loss the run trains on stayed finite over the same steps: the NaN stayed in
            # this term (a mean over an empty mask, a ratio with nothing to count), so it never
            # reached the update. Worth a look, not a broken run.
            severity = Severity.WARNING
            evidence["primary_finite"] = primary
            message += f"; the run's loss {primary} stayed finite over those steps"
            tips = [f"{s.name} is NaN where it has nothing to average (an empty batch or mask): guard it "
                    f"(e.g. return 0 when the mask is empty) and check it is kept out of the total", *tips[1:]]
        return self.finding(
            severity=severity,
            series=s.name, start_step=first, peak_step=None, end_step=last, message=message,
            evidence=evidence, advice=tuple(tips), in_dead_fragment=in_dead,
            fields={"count": count},
        )


# The model's own outputs a preference trainer logs: the policy's log-probs and logits, and the
# implicit rewards made of them (`rewards/chosen`, `rewards/rejected`, `rewards/margins`); an
# environment's episode reward is not one (SB3 logs it NaN until an episode ends).
_OUTPUT = re.compile(r"(^|[/_\-. ])(logps|logp|logprobs?|log_probs?|logits)([/_\-. ]|$)"
                     r"|(^|[/_\-. ])rewards?[/_\-. ](chosen|rejected|margins?)\b", re.I)

# A statement and a logged NaN this many steps apart are one event.
_STATED_REACH = 50


def _covers(finding: Finding, step: int) -> bool:
    end = finding.end_step if finding.end_step is not None else finding.start_step
    return finding.start_step - _STATED_REACH <= step <= end + _STATED_REACH


def _finite_primary(run: Run, target: Target, first: int, last: int) -> str | None:
    """The run's primary loss when it is another training loss than the target's series and
    every one of its points from `first` to `last` (at least one) is finite; else None."""
    s = target.series
    name = run.primary
    if target.in_dead_fragment or s.role is not Role.LOSS or name is None or name == s.name:
        return None
    primary = run.series.get(name)
    if primary is None or primary.role is not Role.LOSS:
        return None
    window = (primary.steps >= first) & (primary.steps <= last)
    if not window.any() or not bool(np.all(np.isfinite(primary.values[window]))):
        return None
    return name
