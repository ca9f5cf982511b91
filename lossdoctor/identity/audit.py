"""The audit every run gets once its identity is decided, whatever reader read it.

The console reader audits its own readings, coverage (the loss values that survived) first; a
run from any reader can still come out of the resolver implausible: cut into dozens of fragments of a few points,
or rolled back one step at a time by the dozen, or one file cut into dozens of runs of a handful
of points. Such a run is not reported as fact: its reading carries a `doubt` (and LD001 says it
is not judged). Each check is one idea, and a run the reader already doubted keeps its reason.
The calibrated self-checks of the whole reading (`identity.doubts`: a run with no loss beside
runs with curves, two runs with the same values, a resume read as a run of its own, restarts no
line states) come after these plausibility checks. A doubt about which runs there are, not
about a run's curve (two writers of one run read as two runs: `DoubtRule.judged`), is said in the
reading and leaves the curve judged (`reading.untrusted`).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import replace

import numpy as np

from lossdoctor.identity.decision import Rank, recorded
from lossdoctor.identity.doubts import RULES, doubts
from lossdoctor.identity.facts import all_facts
from lossdoctor.identity.launches import PARTED_WORDS
from lossdoctor.model import Run

# This many fragments (or runs of one file, or rollbacks) of a median of fewer than
# FEW_POINTS points each is a counter misread, not a history of restarts.
MANY = 10
FEW_POINTS = 5


def _fragments(run: Run) -> str | None:
    name = run.primary
    if name is None:
        return None
    sizes = [len(f.series[name]) for f in run.fragments if name in f.series and len(f.series[name])]
    if len(sizes) < MANY or float(np.median(sizes)) >= FEW_POINTS:
        return None
    return (f"{len(sizes)} fragments of a median {float(np.median(sizes)):g} {name} points: a step counter that goes "
            "back this often is more likely misread than restarted")


def _rollbacks(run: Run) -> str | None:
    small = [r for r in run.rollbacks if r.abandoned_to_step - r.step <= 2]
    if len(small) < MANY:
        return None
    return f"{len(small)} rollbacks of one or two steps: repeated steps, not restarts"


def _contested_rerun(run: Run) -> str | None:
    """A run that took in a launch stated as its job run again (the same seed and settings)
    whose first loss, printed to many digits, is not the earlier attempt's: the statement joined
    them, the numbers say two starts (`identity.launches`); which runs there are is in doubt."""
    for decision in recorded(run.meta):
        if decision.kind == "rollback" and PARTED_WORDS in decision.evidence:
            at = decision.evidence.index(PARTED_WORDS)
            return (f"{run.name}: a relaunch stated as the same job run again, "
                    f"{decision.evidence[at:at + 200]}")
    return None


def _runs_of_one_file(runs: Sequence[Run]) -> dict[int, str]:
    """The runs of a file that was cut into dozens of runs of a handful of points."""
    per_file: Counter[str] = Counter(run.sources[0] for run in runs if len(run.sources) == 1)
    out: dict[int, str] = {}
    for source, count in per_file.items():
        if count < MANY:
            continue
        members = [i for i, run in enumerate(runs) if run.sources == (source,)]
        if sum(1 for i in members if _shown_start(runs[i])) >= len(members) - 1:
            # the log names each run it starts (a sweep's names, a fold's banner) or opens it
            # with its start-up lines again: stated or a launch boundary, no misread counter
            continue
        sizes = [_points(runs[i]) for i in members]
        if float(np.median(sizes)) < FEW_POINTS:
            for i in members:
                out[i] = (f"{source} was read as {count} runs of a median {float(np.median(sizes)):g} loss points: "
                          "more likely a misread counter than that many launches")
    return out


def _shown_start(run: Run) -> bool:
    """Whether the log states that this run starts (a banner or its lines name it) or shows a
    launch there (its start-up lines printed again, another epoch total): not a counter's doing."""
    return any(d.kind == "new run" and d.rank >= Rank.BOUNDARY for d in recorded(run.meta))


def _points(run: Run) -> int:
    """The run's loss points; for a run with no loss at all (an RL loop's rewards), the points of
    its longest series: a launch of a thousand reward lines is no misread counter."""
    series = run.series.get(run.primary) if run.primary else None
    if series is None and not run.primary:
        return max((len(s) for s in run.series.values()), default=0)
    return 0 if series is None else len(series)


def audited(runs: Sequence[Run]) -> list[Run]:
    """The runs, each implausible one with the reason in its reading's doubt."""
    split = _runs_of_one_file(runs)
    facts = all_facts(runs)
    calibrated = doubts(facts, [rule for rule in RULES if not rule.judged])
    # Doubts about which runs there are (twin writers), not about a curve: said, and judged.
    aside = doubts(facts, [rule for rule in RULES if rule.judged])
    out = []
    for index, run in enumerate(runs):
        said = run.meta.get("reading")
        if isinstance(said, dict) and said.get("doubt"):
            out.append(run)
            continue
        why = _fragments(run) or _rollbacks(run) or split.get(index) or calibrated.get(index) or _contested_rerun(run)
        if why is not None:
            out.append(replace(run, meta={**run.meta, "audit_doubt": why}))
        elif index in aside:
            out.append(replace(run, meta={**run.meta, "audit_doubt": aside[index], "audit_doubt_judged": True}))
        else:
            out.append(run)
    return out


__all__ = ["audited"]
