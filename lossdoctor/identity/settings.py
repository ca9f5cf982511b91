"""The settings a launch's start-up lines state: its seed and its config file.

A job started again with the seed and the config its last launch stated is that job run again
(after a crash, a kill, a fix to the code), not a new trial: a sweep changes the seed or the
settings, and says so in its start-up. Its numbers need not replay the earlier launch's to the
last digit (a non-deterministic kernel, data loading in another order), so this statement, not
a replay, is the evidence; the numbers only must not contradict it (`identity.launches`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

# `Random seed set to 42`, `Global seed set to 23`, `seed: 42`, `--seed 42`, `seed=42`.
_SEED = re.compile(r"(?i)(?<![A-Za-z0-9_])seed(?:\s+(?:set\s+)?to|\s+is|\s*[:=])?\s*['\"]?(\d+)\b")
# A config file the start-up names: `Loading configuration from configs/default.yaml`, `--config x.yaml`.
_CONFIG = re.compile(r"(?i)\bconfig(?:uration)?\b[^\n]*?([\w./\\-]+\.(?:ya?ml|json|toml|cfg|py))\b")
# A setting as a start-up prints it: `max_iterations=200`, `lr=3e-4` (a line of two or more is a
# settings dump, compared from its first one on: the timestamp before it is no setting).
_SETTING = re.compile(r"[A-Za-z_][\w.]*=[^\s,)]+")
# How many iterations the training is set to run (`max_iterations=200`, `max_steps: 5000`): a
# launch that logged its last one finished (epochs are left out: a step may count batches).
_TOTAL = re.compile(r"(?i)(?<![A-Za-z0-9_])(?:max_iter(?:ation)?s|max_steps|total_steps|total_iters|num_iter(?:ation)?s"
                    r"|num_train_steps|n_iters)['\"]?\s*[=:]\s*(\d+)\b")


@dataclass(frozen=True)
class Settings:
    """What a start-up states (None: not stated), with the 1-based line of the seed."""

    seed: str | None
    config: str | None
    line: int
    dumps: frozenset[str] = frozenset()  # the settings dumps (`k=v, k=v`), from their first setting on
    total: int | None = None  # the iterations the training is set to run, when stated

    def finished(self, last: int) -> bool:
        """Whether a launch whose last logged step is `last` ran every iteration these start-up
        lines set (`max_iterations=200`: iteration 199 from 0, or 200 from 1): it ended, it was no
        attempt cut short, and a launch after it is no rerun of it (the finished job stays)."""
        return self.total is not None and self.total - 1 <= last <= self.total

    def same_job(self, before: Settings) -> bool:
        """Whether these start-up lines state the job `before` stated: the same seed, the same
        config file when both name one, and the same settings dumps when both print some, one
        side's among the other's (a notebook cell run again with `max_iterations=500` is another
        run)."""
        if self.seed is None or self.seed != before.seed:
            return False
        if self.config is not None and before.config is not None and self.config != before.config:
            return False
        # A stretch before a launch may hold the start-ups of earlier launches that died before
        # training: the settings a launch printed are among them, not all of them.
        return not self.dumps or not before.dumps or self.dumps <= before.dumps or before.dumps <= self.dumps


def stated_settings(lines: Sequence[str], first_line: int) -> Settings:
    """The last seed and config file the start-up `lines` state (line `first_line` is the first),
    every settings dump they print, and the last number of iterations they set."""
    seed, config, at, total = None, None, 0, None
    dumps: set[str] = set()
    for number, line in enumerate(lines, start=first_line):
        if "iter" in line or "step" in line:
            length = _TOTAL.search(line)
            if length:
                total = int(length.group(1))
        if line.count("=") >= 2:
            pairs = list(_SETTING.finditer(line))
            if len(pairs) >= 2:
                dumps.add(line[pairs[0].start():].strip())
        if "seed" in line.lower():
            found = _SEED.search(line)
            if found:
                seed, at = found.group(1), number
        if "onfig" in line:
            named = _CONFIG.search(line)
            if named:
                config = named.group(1)
    return Settings(seed, config, at, frozenset(dumps), total)


__all__ = ["Settings", "stated_settings"]
