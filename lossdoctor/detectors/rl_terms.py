"""The terms of a reinforcement-learning objective logged beside its total loss.

PPO-style trainers (stable-baselines3, sample-factory, CleanRL) log `train/loss` beside
`train/value_loss`, `train/entropy_loss` and `train/policy_gradient_loss`. The total is what
a person watches; the terms are not losses in the supervised sense: the value loss is a
regression on returns that grows as the agent earns more (archery: 0.03 -> 7 while the
reward climbs), the entropy term follows the policy's randomness, the policy-gradient term
swings through zero. Their jumps and trends are evidence about the total, not findings of
their own. They are kept as losses when the total cannot be judged (it takes negative
values), so that a run is never left without a judged loss.
"""

from __future__ import annotations

import re

from lossdoctor.detectors.targets import signed
from lossdoctor.model import Run
from lossdoctor.roles import Role

# value / entropy / policy(-gradient) terms: `train/value_loss`, `Losses/Value Loss`,
# `vf_loss`, `entropy_loss`, `loss/entropy`, `pg_loss`, `policy_loss`.
_TERM = re.compile(r"(^|[/_\-. ])(value|vf|entropy|ent|policy|policy[_\- ]gradient|pg)([/_\-. ]|$)", re.I)


def is_term(name: str) -> bool:
    """Whether a series name is a term of an RL objective (value, entropy, policy)."""
    key = name.lower()
    return bool(_TERM.search(key.replace("cross_entropy", "").replace("cross-entropy", ""))) and "loss" in key


def terms(run: Run, primary: str | None) -> tuple[str, ...]:
    """The RL terms to set aside: loss series named as terms, when the run's primary loss is
    a judged total beside them (not a term itself, and not a signed objective)."""
    total = run.series.get(primary) if primary else None
    if total is None or is_term(total.name) or signed(total) is not None:
        return ()
    return tuple(name for name, s in sorted(run.series.items())
                 if name != total.name and s.role is Role.LOSS and is_term(name))


__all__ = ["is_term", "terms"]
