"""An RL console log that prints only rewards: a training history with no loss (issue 31).

A DQN or policy-gradient script often logs one line per N episodes and no loss at all
(`Episode 40 | Avg Reward: 7.20 | Epsilon: 0.852 | Win Rate: 0.61%`). It is a training log: its
runs are read, their reward curves kept as series, and the report says there is no loss to
judge, never "no training logs found". The line shape must be the one an RL loop prints: an
episode (or timestep) counter as its step, a reward, return or score among its names, printed again
and again with the counter going forward and the reward changing.
"""

from __future__ import annotations

import re

import numpy as np

from lossdoctor.ingest.textlog.generic.scan import Records
from lossdoctor.watched import REWARD

# The counters an RL loop numbers its log lines by.
_RL_KEY = re.compile(r"^key '(episode|episodes|ep|eps|episode_num|timestep|timesteps|total_timesteps|"
                     r"env_steps|frames|game|games|cycle|cycles)'$", re.I)
# Beside an episode counter, a score is the episode's outcome too (Atari, Unity ML-Agents,
# `Episode 100\tAverage Score: 0.52`).
_SCORE = re.compile(r"(^|[/_\-. ])score($|[/_\-. ])", re.I)
# Beside an episode counter, an average that names nothing else (`Episode 100  Avg: -144.30`, the
# Udacity DRL loops' mean over the last 100 episodes) is the episodes' mean return.
_AVERAGE = re.compile(r"^(avg|average|mean)$", re.I)
# A game-playing agent's outcome: its wins (a count or rate) or its utility, the reward of
# decision theory (`after cycle=3 avg(utility)=272.06 avg(num_wins)=0.55`).
_OUTCOME = re.compile(r"(^|[^a-z])(utility|wins|num_wins|win_rate|winrate)($|[^a-z])", re.I)
# Beside an episode counter, `R` alone is the episode's return (`[EP 3] len=110 R=-892.5`).
_RETURN = re.compile(r"^R$")
# The run meta key of a run read from such a log: its rewards and scores are not watched as a loss.
OUTCOMES_ONLY = "rl_outcomes_only"
# A quote of a few episodes is no history.
MIN_LINES = 3


def rewards_only(records: Records) -> bool:
    """Whether the records are an RL loop's history without a loss: one print statement with an
    episode counter as its step and a reward among its values, MIN_LINES times or more, the
    counter mostly going forward and the reward changing. A print statement is its names in
    order: numbers padded to a width (`Avg:  -144.30`, `Avg:     8.61`) make its lines of
    several shapes."""
    from lossdoctor.ingest.textlog.generic.assemble import floats

    if not records.batches:
        return False
    _, _, steps, _ = records.arrays()
    codes = records.sources_of()
    rl_codes = {code for code, name in enumerate(records.source_names) if _RL_KEY.match(name)}
    if not rl_codes or len(codes) < len(steps):
        return False
    printed: dict[tuple[str, ...], tuple[list[np.ndarray], list[np.ndarray]]] = {}
    for batch in records.batches:
        rewards = [index for index, name in zip(batch.indices, batch.names)
                   if REWARD.search(name) or _SCORE.search(name) or _AVERAGE.match(name) or _OUTCOME.search(name)
                   or _RETURN.match(name)]
        if not rewards:
            continue
        size = len(batch.rows[0]) if batch.by_column else len(batch.rows)
        ids = (np.arange(batch.first_id, batch.first_id + size) if batch.first_id >= 0
               else np.asarray(batch.ids, dtype=np.int64))
        if not np.all(np.isin(codes[ids], list(rl_codes))):
            continue
        index = rewards[0]
        values = floats(batch.rows[index] if batch.by_column else [row[index] for row in batch.rows])
        found = printed.setdefault(tuple(batch.names), ([], []))
        found[0].append(ids)
        found[1].append(values)
    return any(moving_curve(parts_ids, parts_values, steps) for parts_ids, parts_values in printed.values())


def moving_curve(parts_ids: list[np.ndarray], parts_values: list[np.ndarray], steps: np.ndarray) -> bool:
    """Whether one printed value, gathered over the batches that print it (record ids and values),
    is a curve: MIN_LINES finite points or more, not all one value, at steps that go up at six
    lines in ten at least (an episode or epoch counter, not a re-printed summary)."""
    ids = np.concatenate(parts_ids)
    order = np.argsort(ids, kind="stable")
    ids, values = ids[order], np.concatenate(parts_values)[order]
    finite = values[np.isfinite(values)]
    if len(ids) < MIN_LINES or len(finite) < MIN_LINES or not np.any(finite != finite[0]):
        return False
    diffs = np.diff(steps[ids])
    return bool(np.count_nonzero(diffs > 0) * 10 >= len(diffs) * 6)


__all__ = ["OUTCOMES_ONLY", "moving_curve", "rewards_only"]
