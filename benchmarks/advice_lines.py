"""Every advice line lossdoctor gives, with the run's facts beside it, for an expert to read.

Issue 32 (advice that fits the facts): a remedy has preconditions (the data is text, the run is
in fp16, the optimizer is Adam, a checkpoint was saved). This prints, for each run of the
shared real runs and the development corpus (kept-aside and blind cases are never opened),
the facts `Facts.of(run)` reads and each finding's advice, one line each, so misfits stand out:

    PYTHONPATH=. python benchmarks/advice_lines.py [--realdata DIR] [--external DIR] [--only SUBSTR]
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterator, Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "benchmarks"))

import realworld  # noqa: E402

from lossdoctor.api import analyze  # noqa: E402
from lossdoctor.detectors.facts import Facts  # noqa: E402
from lossdoctor.errors import LossDoctorError  # noqa: E402

# Blind batches being gathered: never opened.
_BLIND = ("c41-", "c42-", "c43-", "c44-")


def _folders(realdata: Path | None, external: Path | None, only: str) -> Iterator[tuple[str, Path]]:
    if realdata is not None and realdata.is_dir():
        for case in sorted(realdata.iterdir()):
            if case.is_dir() and only in case.name:
                yield f"realdata/{case.name}", case
    aside = realworld.holdout_ids()
    for case_id, folder, _ in realworld.load_cases(ROOT / "tests" / "realworld" / "cases", external):
        if case_id in aside or case_id.startswith(_BLIND) or only not in case_id:
            continue
        yield case_id, folder


def lines(label: str, folder: Path) -> Iterator[str]:
    """The advice lines of one folder, each run's facts first."""
    with realworld._files_of(folder) as files:
        try:
            report = analyze([files])
        except LossDoctorError as exc:
            yield f"{label}\t(refused: {exc})"
            return
    for rr in report.runs:
        if not any(f.advice for f in rr.findings):
            continue
        yield f"{label}\t{rr.run.name}\t{rr.run.format}\t{Facts.of(rr.run)}"
        for finding in rr.findings:
            for tip in finding.advice:
                yield f"  {finding.code} {finding.severity.name.lower()} @{finding.start_step}\t{tip}"


def main(argv: Sequence[str] | None = None) -> int:
    """Print the advice lines of every folder."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--realdata", type=Path, default=ROOT.parent / "shared" / "realdata")
    parser.add_argument("--external", type=Path, default=None)
    parser.add_argument("--only", default="")
    args = parser.parse_args(argv)
    for label, folder in _folders(args.realdata, args.external, args.only):
        for line in lines(label, folder):
            print(line, flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
