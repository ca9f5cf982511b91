"""Doubt D11: a log beside the runs that prints a loss and gave no run.

A folder walk leaves a text file no reader took (a second training's `score.txt` at the
repository root, a DPO launch's `dpo.log` killed after one loss dict, a second run's two-point
`log.txt`) with a note when a line of it names a loss (`discover._passed_over`). The runs that
were read may all be right, but the reading is not the whole input: a run of it may be missing.
So every run says so in its doubt. The doubt is about which runs there are, not about any
curve: the runs are judged (`reading.untrusted`), as for two writers of one run (D2).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from lossdoctor.model import Run


def doubt_unread(runs: Sequence[Run], unread: Sequence[str]) -> list[Run]:
    """The runs, each with a judged doubt naming the log-like files left unread (a run that is
    already in doubt keeps its own reason)."""
    if not unread:
        return list(runs)
    more = f" (and {len(unread) - 1} more)" if len(unread) > 1 else ""
    why = (f"{unread[0]}{more}: a file of the input that prints a loss was not read, so a run of the input may "
           "be missing from this reading")
    out = []
    for run in runs:
        said = run.meta.get("reading")
        if (isinstance(said, dict) and said.get("doubt")) or run.meta.get("audit_doubt"):
            out.append(run)
            continue
        out.append(replace(run, meta={**run.meta, "audit_doubt": why, "audit_doubt_judged": True}))
    return out


__all__ = ["doubt_unread"]
