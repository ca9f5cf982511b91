"""The terms of a reinforcement-learning objective logged beside its total loss.

PPO-style trainers (stable-baselines3, sample-factory, CleanRL) log `train/loss` beside
`train/value_loss`, `train/entropy_loss` and `train/policy_gradient_loss`. The total is what
a person watches; the terms are not losses in the supervised sense: the value loss is a
regression on returns that grows as the agent earns more (archery: 0.03 -> 7 while the
reward climbs), the entropy term follows the policy's randomness, the policy-gradient term
swings through zero. Their jumps and trends are evidence about the total, not findings of
their own. They are kept as losses when the total cannot be judged (it takes negative
values), so that a run is never left without a judged loss; then a jump of the value term
while the episode reward rises is the returns growing (acrobot: value loss 0.004 -> 2.2 as the
reward climbs 2 -> 10), not a fault, and a jump while the reward falls is one (job-shop).
"""

from __future__ import annotations

import re

import numpy as np

from lossdoctor.detectors.targets import signed
from lossdoctor.model import Run
from lossdoctor.roles import Role

# value / entropy / policy(-gradient) terms: `train/value_loss`, `Losses/Value Loss`,
# `vf_loss`, `entropy_loss`, `loss/entropy`, `pg_loss`, `policy_loss`; actor-critic methods
# (DDPG, TD3, SAC) call the value regression the critic (`train/loss_critic`, `qf1_loss`) and
# the policy term the actor (`actor_loss`), and SAC's temperature term is `alpha_loss`.
# A bare `v` / `pi` after the loss's separator is the same pair, abbreviated (`Loss/v`, `Loss/pi`
# beside `Loss/entropy` in procgen PPO trainers).
_VALUE = re.compile(r"(^|[/_\-. ])(value|vf|critic|qf\d?|v)([/_\-. ]|$)", re.I)
# the episode reward a person reads beside the terms: `rollout/ep_rew_mean`, `Environment/Cumulative Reward`
# (`Rewards/mean_episodes`, `mean_episode_rewards`: the plural too)
_REWARD = re.compile(r"(^|[/_\-. ])(ep_rew_mean|ep_r|rew|rewards?|episode_return|return)([/_\-. ]|$)", re.I)
# A preference fine-tune's implicit rewards (DPO: `rewards/chosen`, `rewards/margins`) are no
# episode return: the run is supervised on text.
_PREFERENCE = re.compile(r"rewards?[/_\-. ](chosen|rejected|margins?|accurac(y|ies))", re.I)
# SpinningUp's progress table names the mean episode return `AverageEpRet` / `AverageTestEpRet`
# (its `StdEpRet`, `MaxEpRet`, `MinEpRet` are no level).
EP_RET = re.compile(r"(^|[/_\-. ])((average|mean)_?)?(test_?)?ep_?ret(urn)?$", re.I)
_REWARD_POINTS = 5  # reward points on each side of the jump: one rollout is noise
_TERM_JUMP = 2.0  # how far the value term must jump with a total loss for the jump to be its
_TERM = re.compile(r"(^|[/_\-. ])(value|vf|v|critic|qf\d?|entropy|ent|alpha|policy|policy[_\- ]gradient|pg|pi|actor|objective)"
                   r"([/_\-. ]|$)", re.I)


def is_term(name: str) -> bool:
    """Whether a series name is a term of an RL objective (value, entropy, policy)."""
    key = name.lower()
    return bool(_TERM.search(key.replace("cross_entropy", "").replace("cross-entropy", ""))) and "loss" in key


def is_value_term(name: str) -> bool:
    """Whether a series name is the value (critic) term of an RL objective: the regression on
    the returns, the one term a person judges as a loss."""
    return is_term(name) and bool(_VALUE.search(name))


def terms(run: Run, primary: str | None) -> tuple[str, ...]:
    """The RL terms to set aside: loss series named as terms, when the run's primary loss is
    a judged total beside them (not a term itself, and not a signed objective). Beside a signed
    total, or with no total at all, the entropy and policy (actor) terms are set aside still when
    a value term stays judged: they follow the policy's randomness and swing through zero, and
    the value regression is the loss left to watch."""
    losses = [name for name, s in sorted(run.series.items()) if s.role is Role.LOSS]
    total = run.series.get(primary) if primary else None
    if total is not None and not is_term(total.name) and signed(total) is None:
        return tuple(name for name in losses if name != total.name and is_term(name))
    if not any(is_value_term(name) for name in losses):
        return ()
    return tuple(name for name in losses if is_term(name) and not is_value_term(name))


def is_reward(name: str) -> bool:
    """Whether a series name is an episode reward or return (training or eval side)."""
    return bool(_REWARD.search(name)) and not is_term(name) and not _PREFERENCE.search(name)


def _rewards(run: Run) -> list[tuple[str, np.ndarray, np.ndarray]]:
    """The episode-reward series of the run (training side), as (name, steps, finite values)."""
    out = []
    for key in sorted(run.series, key=_level_first):
        # SpinningUp's `AverageEpRet` too (its `AverageTestEpRet` is the evaluation side).
        named = (_REWARD.search(key) and not _PREFERENCE.search(key)) or (EP_RET.search(key) and "test" not in key.lower())
        if "eval" in key.lower() or not named or is_term(key):
            continue
        reward = run.series[key]
        keep = np.isfinite(reward.values)
        out.append((key, reward.steps[keep], reward.values[keep]))
    return out


_SPREAD = re.compile(r"(^|[/_\-. ])(min|max|std|var)([/_\-. ]|$)", re.I)
_MEAN = re.compile(r"(^|[/_\-. ])(mean|avg|average|ep_rew_mean)([/_\-. ]|$)", re.I)


def _level_first(key: str) -> tuple[int, str]:
    """The reward a person reads first: a mean over the episodes (`Rewards/mean_episodes`), then an
    unqualified one, then its extremes and spread (`Rewards/min_episodes` swings with one bad episode)."""
    return (0 if _MEAN.search(key) else 2 if _SPREAD.search(key) else 1, key)


def _rose(before: np.ndarray, after: np.ndarray) -> bool:
    """Whether the reward's level after is above its level before by more than the scatter of
    the points about their own levels (episode rewards are noisy: a drift inside the noise is
    not a rise)."""
    was, now = float(np.median(before)), float(np.median(after))
    spread = np.concatenate([np.abs(before - was), np.abs(after - now)])
    return now - was > 1.4826 * float(np.median(spread))


def reward_rose(run: Run, start_step: int, end_step: int) -> str | None:
    """Why an RL loss rising from `start_step` to `end_step` is the returns growing: the
    episode reward's last points of the stretch are above its first ones (a TD or value loss
    scales with the returns it regresses on; a diverging agent's reward falls). None when no
    reward is logged or it did not rise."""
    for key, steps, values in _rewards(run):
        inside = values[(steps >= start_step) & (steps <= end_step)]
        if len(inside) < 2 * _REWARD_POINTS:
            continue
        was, now = float(np.median(inside[:_REWARD_POINTS])), float(np.median(inside[-_REWARD_POINTS:]))
        if _rose(inside[:_REWARD_POINTS], inside[-_REWARD_POINTS:]):
            return (f"{key} rose from {was:.4g} to {now:.4g} over the same steps: an RL loss grows with the "
                    f"returns it regresses on")
        return None
    return None


def reward_fell(run: Run, step: int) -> str | None:
    """Why an RL loss's lasting step up at `step` is no growth of the returns: the episode reward
    after it sits below its level before (the points before and after, as many on each side, at
    least `_REWARD_POINTS`, apart by more than their scatter): the agent got worse as the loss
    rose (SB3 PPO on a soft robot: ep_rew_mean -167k -> -183k while train/loss doubled). None
    when no reward is logged with enough points there, or it did not fall."""
    for key, steps, values in _rewards(run):
        after = values[steps >= step]
        before = values[steps < step][-max(len(after), _REWARD_POINTS):]
        if len(before) < _REWARD_POINTS or len(after) < _REWARD_POINTS:
            continue
        was, now = float(np.median(before)), float(np.median(after))
        if _rose(-before, -after):
            return (f"{key} fell from {was:.4g} before it to {now:.4g} after: the agent got worse as its "
                    f"loss rose, no growth of the returns")
        return None
    return None


# How many times the square of the returns a value loss may end at: a squared error on the
# returns it regresses on is of their square's order while it follows them; hundreds of times
# that means predictions off by tens of returns, a critic blowing up whatever the reward did.
OUTGROWN = 100.0


def outgrew_returns(run: Run, start_step: int, end_step: int, high: float, factor: float) -> str | None:
    """Why an RL loss that rose `factor` times to `high` from `start_step` to `end_step` is no loss
    following the returns: it rose more than `OUTGROWN` times and ends above `OUTGROWN` times the
    square of the returns' largest level over the same steps (medians of tenths of the episode
    reward, in magnitude). A critic at 1e13 while the reward is -6e4 (c19 torchrl: 2800 times
    its square) blew up; a value loss of 2e4 with rewards of -100 (SB3 PPO bursts from a zero
    floor: twice the square) or a TD loss of 1.6e3 with returns near -80 follows them. None when
    no reward is logged with enough points there, or the loss fits the returns."""
    if factor <= OUTGROWN:
        return None
    for key, steps, values in _rewards(run):
        inside = values[(steps >= start_step) & (steps <= end_step)]
        if len(inside) < 2 * _REWARD_POINTS:
            continue
        width = max(_REWARD_POINTS, len(inside) // 10)
        level = max(abs(float(np.median(inside[i:i + width]))) for i in range(0, len(inside) - width + 1, width))
        if high <= OUTGROWN * level ** 2:
            return None
        return (f"it ends at {high:.4g}, {high / max(level ** 2, 1e-300):.3g} times the square of {key}'s largest "
                f"level ({level:.4g}) over the same steps: a squared error on those returns cannot be that large "
                f"unless the critic blew up")
    return None


def reward_above_best(run: Run, best_step: int, start_step: int, end_step: int) -> str | None:
    """Why an RL loss thrashing over [`start_step`, `end_step`] far above the best it reached at
    `best_step` is the returns growing: the episode reward over the stretch is above its level
    around the best (the value term is small while the returns are small; an actor-critic
    total's heavy tail scales with them). None when no reward is logged or it is not above."""
    for key, steps, values in _rewards(run):
        inside = values[(steps >= start_step) & (steps <= end_step)]
        at = int(np.searchsorted(steps, best_step))
        near = values[max(0, at - _REWARD_POINTS):at + _REWARD_POINTS]
        if len(inside) < 2 * _REWARD_POINTS or len(near) < 2 * _REWARD_POINTS or at >= len(steps):
            continue
        was, now = float(np.median(near)), float(np.median(inside))
        if _rose(near, inside):
            return (f"{key} was {was:.4g} when the loss was at its best and {now:.4g} over the stretch: an RL "
                    f"loss's scale grows with the returns it regresses on")
        return None
    return None


def returns_grew(run: Run, name: str, start_step: int) -> str | None:
    """Why a jump of value term `name` at `start_step` is the returns growing: the episode
    reward over the points from the jump on is above its level just before (None: no
    reward logged, too few points on a side, or the reward did not rise). A jump of the total
    loss counts when the value term logged beside it jumped at the same step (SB3's
    `train/loss` holds `vf_coef * train/value_loss`)."""
    carried = ""
    if not (_VALUE.search(name) and is_term(name)):
        # The total of an RL objective jumps with its value term: the same returns growing.
        term = _value_term_jumped(run, start_step)
        if term is None:
            return None
        carried = f"{term} jumped with it; "
    for key, steps, values in _rewards(run):
        before = values[steps < start_step][-_REWARD_POINTS:]
        after = values[steps >= start_step][:_REWARD_POINTS]
        if len(before) < _REWARD_POINTS or len(after) < _REWARD_POINTS:
            continue
        was, now = float(np.median(before)), float(np.median(after))
        if _rose(before, after):
            return (f"{carried}{key} rose from {was:.4g} to {now:.4g} over the {_REWARD_POINTS} points around "
                    f"the jump: a value loss grows with the returns it regresses on")
        return None
    return None


def _value_term_jumped(run: Run, start_step: int) -> str | None:
    """The value term logged beside a total loss that jumped at `start_step` too (its first point
    from there at least `_TERM_JUMP` times the median of its points just before), or None."""
    for key in sorted(run.series):
        if not (_VALUE.search(key) and is_term(key)):
            continue
        term = run.series[key]
        keep = np.isfinite(term.values)
        steps, values = term.steps[keep], term.values[keep]
        before, after = values[steps < start_step][-_REWARD_POINTS:], values[steps >= start_step][:1]
        if len(before) < _REWARD_POINTS or not len(after):
            continue
        level = float(np.median(before))
        if level > 0 and float(after[0]) >= _TERM_JUMP * level:
            return key
    return None


__all__ = ["EP_RET", "OUTGROWN", "is_reward", "is_term", "is_value_term", "outgrew_returns", "returns_grew",
           "reward_above_best", "reward_fell", "reward_rose",
           "terms"]
