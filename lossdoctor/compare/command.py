"""The body of `lossdoctor compare`: read and diagnose both sides, compare, write, exit code."""

from __future__ import annotations

import math
import sys
from collections.abc import Callable
from pathlib import Path

from lossdoctor.compare.model import CompareReport, Options, Verdict
from lossdoctor.errors import UsageError

FAIL_ON = ("worse", "different", "never")


def failed(report: CompareReport, fail_on: str) -> bool:
    """Whether the --fail-on condition is met: worse, or anything but `same`, or never."""
    if fail_on == "worse":
        return report.verdict is Verdict.WORSE
    if fail_on == "different":
        return report.verdict is not Verdict.SAME
    return False


def check_options(options: Options) -> None:
    """Option values that cannot mean anything are usage errors, said once."""
    from lossdoctor.compare.curves import AXES

    if options.axis not in AXES:
        raise UsageError(f"--axis {options.axis}: use one of {', '.join(AXES)}")
    if options.tolerance is not None and not (math.isfinite(options.tolerance) and options.tolerance >= 0):
        raise UsageError(f"--tolerance {options.tolerance}: give a finite difference >= 0")
    if options.target is not None and not math.isfinite(options.target):
        raise UsageError(f"--target {options.target}: give a finite value")


def run_compare(new: list[str], baseline: list[str], *, options: Options, fail_on: str, fmt: str,
                html: Path | None, output: Path | None, force: bool, stitch: bool, loss: tuple[str, ...],
                note: Callable[[str], None]) -> int:
    """Everything `compare` does after its arguments are parsed; returns the exit code."""
    from lossdoctor import api
    from lossdoctor.compare.core import compare_runs
    from lossdoctor.compare.render import render
    from lossdoctor.output import check_writable, write_text
    from lossdoctor.progress import progress_bar

    check_options(options)
    if not baseline:
        raise UsageError("give the baseline: compare NEW... --baseline REF...")
    from lossdoctor.remote import is_url, local_path

    inputs = [local_path(p) for p in new + baseline if not is_url(p)]
    targets = [t for t in (output, html) if t is not None]
    if len(targets) == 2 and targets[0].resolve() == targets[1].resolve():
        raise UsageError(f"{output}: given to both --output and --html; choose two files")
    for target in targets:
        check_writable(target, force=force, inputs=inputs)
    from lossdoctor.fleet.tasks import relabel, swap
    from lossdoctor.remote.localize import localized

    reports = []
    for label, paths in (("new", new), ("baseline", baseline)):
        # Object-storage PATHs are mirrored into a scratch folder, read there, and told by URL
        # again (as `inspect` and `stitch` do); wandb:// runs are refused with one line.
        with localized(paths, "compare") as (local, pairs, staged), progress_bar(True) as progress:
            report = relabel(api.analyze(local, stitch=stitch, loss_keys=loss, progress=progress), pairs)
        for text in [*staged, *(swap(n, pairs) for n in report.notes)]:
            note(f"{label}: {text}")
        reports.append(report)
    result = compare_runs(list(reports[0].runs), list(reports[1].runs), options)
    for text in result.notes:
        note(text)
    if html is not None:
        write_text(html, render("html", result), force=force, inputs=inputs)
        note(f"HTML report written to {html} ({html.stat().st_size / 1e6:.1f} MB)")
    text = render(fmt, result)
    if output is not None:
        write_text(output, text, force=force, inputs=inputs)
    else:
        sys.stdout.write(text)
        sys.stdout.flush()
    return 1 if failed(result, fail_on) else 0
