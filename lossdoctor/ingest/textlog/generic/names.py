"""Roles of the names found in generic logs: the project's rules, plus what console logs add."""

from __future__ import annotations

import re
from collections.abc import Iterable

from lossdoctor.roles import Role, is_eval, is_perplexity, role_for

_EVAL_WORD = re.compile(r"(^|[/_\-. ])(eval|evaluation|val|valid|validation|test|dev)($|[/_\-. ])", re.I)
_CROSS_ENTROPY = re.compile(r"(cross_?entropy|(^|[/_ ])(nll|ce)($|[/_ ]))", re.I)
# A run's best-so-far value is a running minimum, not a measurement.
_BEST = re.compile(r"(^|[/_ ])best($|[/_ ])", re.I)
# `loss_spike_step`, `nan_loss_count`: a counter about a loss, not a loss (Lightning's
# `train_loss_step` / `val_loss_epoch` name the loss itself, per step or per epoch).
_COUNTER = re.compile(r"[_/ ](step|steps|iter|iters|iteration|epoch|epochs|count|index|idx)$", re.I)
_PER_STEP_LOSS = re.compile(r"loss_(step|epoch)$", re.I)
# The aggregate loss of a record; any other loss printed beside it is a component.
TOTALS = {"loss", "total_loss", "train_loss", "lm loss", "lm_loss", "train/loss", "loss/train/total",
          "train loss", "train/crossentropyloss", "reduced_train_loss", "train_loss_step", "objective/loss"}
EVAL_TOTALS = {"eval_loss", "val_loss", "valid_loss", "validation_loss", "test_loss", "eval/loss", "val/loss",
               "validation/loss", "valid loss", "val loss", "test loss", "eval loss", "validation loss"}


# A word boundary inside a camelCase name: `ValLoss`, `TestAcc`, `validLoss`.
_CAMEL = re.compile(r"(?<=[a-z])(?=[A-Z])")


def is_eval_name(name: str) -> bool:
    """Whether a name says it was measured on held-out data (`val_loss`, `Val. Loss`, and the
    camelCase `ValLoss` of custom scripts)."""
    return bool(_EVAL_WORD.search(name) or _EVAL_WORD.search(_CAMEL.sub(" ", name)) or is_eval(name))


# The letter papers write a loss with (`L`, its terms `L_crf`, `L_selection`): printed alone as
# a key (`L: 7.94, L_crf: 7.07, ...`), it is the loss.
LETTER_LOSS = "L"


def role(name: str) -> Role:
    """The role of a series read from a console log."""
    if _BEST.search(name) or (_COUNTER.search(name) and not _PER_STEP_LOSS.search(name)):
        return Role.OTHER
    if name == LETTER_LOSS:
        return Role.LOSS
    found = role_for(name)
    if found is Role.OTHER and _CROSS_ENTROPY.search(name) and "acc" not in name.lower():
        return Role.EVAL_LOSS if is_eval_name(name) else Role.LOSS
    if found is Role.LOSS and is_eval_name(name):
        return Role.EVAL_LOSS
    return found


def watchable(name: str) -> bool:
    """Whether a series is a loss, or a perplexity (exp of a loss) that a person watches like one:
    a script that prints only `ppl` still prints a training history."""
    return role(name) in (Role.LOSS, Role.EVAL_LOSS) or (is_perplexity(name) and not _BEST.search(name))


def _bare(name: str) -> str:
    low = name.lower()
    for word in ("train ", "training "):
        if low.startswith(word) and low[len(word):] in TOTALS:
            return low[len(word):]
    return low


def demote_components(names: Iterable[str]) -> dict[str, Role]:
    """Roles of a table's columns: beside a total loss, the other losses are its components."""
    roles = {name: role(name) for name in names}
    totals = [n for n, r in roles.items() if r is Role.LOSS and _bare(n) in TOTALS]
    eval_totals = [n for n, r in roles.items() if r is Role.EVAL_LOSS and _bare(n) in EVAL_TOTALS]
    for name, found in roles.items():
        if found is Role.LOSS and totals and name not in totals:
            roles[name] = Role.OTHER
        elif found is Role.EVAL_LOSS and eval_totals and name not in eval_totals:
            roles[name] = Role.OTHER
    return roles
