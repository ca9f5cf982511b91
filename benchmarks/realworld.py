"""Score lossdoctor's reading of the real-world corpus (tests/realworld) against its truth.

Usage: python benchmarks/realworld.py [--cases DIR] [--external DIR] [--holdout | --all]
           [--only ID,...] [--verbose] [--json FILE]

Each case folder holds real files copied from a public repository and a `case.json` whose
`truth` was written by a person reading the numbers (see tests/realworld/README.md). Every
case is read as a user would read it: `analyze` on the case folder, nothing told. A case is
scored on five questions:

- read:      something was read (no error, at least one run);
- runs:      as many runs as the truth holds;
- points:    each true run is matched by a reported run whose live training-loss points are
             within 2 % (or 2 points) of the truth;
- fragments: each matched run has the truth's number of rollbacks (a read that invents or
             misses a rollback tells the wrong story);
- findings:  every event of the truth is reported (kind and step within its tolerance, at
             warning or error, on live data; steps compared in the truth's unit: a truth in
             epochs is placed on a reading in steps by the run's own `epoch` series) and a
             healthy run has no error. LD001 ("not judged") on a true run with fewer loss
             points than the judging minimum (`lossdoctor.detectors.not_judged.MIN_POINTS`) is
             not counted against a healthy truth: a person cannot judge a curve of one or two
             points either.

A case is "read right" when read, runs, points and fragments hold; "right" when the findings
hold too. The cases kept aside (MANIFEST.json "holdout", picked at random once) are scored
separately and, by default, printed only as totals: that figure is the honest one for the next
log nobody has seen. Cases whose files may not be committed (`committed: false`) are scored
when `--external DIR` holds their files (DIR/<case id>/...), and skipped otherwise.
"""

from __future__ import annotations

import argparse
import contextlib
import hashlib
import json
import sys
import tempfile
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
CASES = ROOT / "tests" / "realworld" / "cases"
MANIFEST = ROOT / "tests" / "realworld" / "MANIFEST.json"
QUESTIONS = ("read", "runs", "points", "fragments", "findings")
READING = QUESTIONS[:4]

# Truth kinds that a reported finding of another kind also answers.
_KINDS: dict[str, set[str]] = {
    "spike": {"spike", "resume_spike", "source_spike"},
    "divergence": {"divergence", "spike", "nan"},
    "nan": {"nan"},
    # The truths' kinds have no "not training": a loss that never moves at all is written a
    # plateau, and a constant-loss finding (LD504, kind degenerate) tells the same thing.
    "plateau": {"plateau", "degenerate"},
    "grokking": {"grokking"},
    "resume_spike": {"spike", "resume_spike"},
    "repeated_data": {"repeated_data"},
    "eval_divergence": {"eval_divergence"},
}


@dataclass
class Score:
    """One case's answers to the five questions, and why a question failed."""

    case: str
    answers: dict[str, bool] = field(default_factory=dict)
    why: list[str] = field(default_factory=list)
    seconds: float = 0.0
    # The reading said it was in doubt (a run's `reading.doubt`, or nothing read at all): a
    # calibrated doubt is there on most wrong readings and almost no right one.
    doubted: bool = False

    @property
    def read_right(self) -> bool:
        """Read, runs, points and fragments all hold."""
        return all(self.answers.get(q, False) for q in READING)

    @property
    def right(self) -> bool:
        """All five questions hold."""
        return all(self.answers.get(q, False) for q in QUESTIONS)


def _close(found: int, true: int) -> bool:
    return abs(found - true) <= max(2, 0.02 * true)


def _loss_points(run: Any) -> int:
    primary = run.primary
    return len(run.series[primary]) if primary and primary in run.series else 0


def _match(truth_runs: Sequence[dict[str, Any]], reported: Sequence[Any]) -> list[Any | None]:
    """Pair each true run with a reported run: greedily by loss points, then by name."""
    free = list(reported)
    pairs: list[Any | None] = []
    for truth in truth_runs:
        want = int(truth.get("loss_points", 0))
        best = min(free, key=lambda r: abs(_loss_points(r.run) - want), default=None)
        pairs.append(best)
        if best is not None:
            free.remove(best)
    return pairs


def too_short_to_judge(truth_run: dict[str, Any]) -> bool:
    """Whether the true run has fewer loss points than the judging minimum: LD001 on it is
    what a person says too (one or two points are no curve)."""
    from lossdoctor.detectors.not_judged import MIN_POINTS

    return int(truth_run.get("loss_points", 0)) < MIN_POINTS


def answers(event: dict[str, Any], finding: Any, axis: Callable[[float], float] | None = None) -> bool:
    """Whether a finding answers a truth event: a kind that tells it (a source spike is a spike)
    over steps within the event's `tol` (its span, or its peak). Steps and tolerances are compared
    as written (a fractional epoch stays fractional). `axis` maps a step of the truth's unit onto
    the reading's (`event_axis`) when the two differ. Shared with realrun_precision."""
    if finding.kind not in _KINDS.get(str(event["kind"]), {str(event["kind"])}):
        return False
    step, tol = float(event["step"]), float(event.get("tol", 0))
    lo, hi = step - tol, step + tol
    if axis is not None:
        lo, hi = axis(lo), axis(hi)
    end = finding.end_step if finding.end_step is not None else finding.start_step
    peak = finding.peak_step if finding.peak_step is not None else finding.start_step
    return (lo <= end and finding.start_step <= hi) or lo <= peak <= hi


def event_axis(truth_run: dict[str, Any], run: Any) -> Callable[[float], float] | None:
    """How a step of the truth's unit lands on the reading's, when they differ: a truth written in
    epochs against a reading that placed its points at steps (HF dicts printing `epoch` and no step)
    goes through the run's own `epoch` series, point by point, so both name the same moment. None
    when the units agree or the run logs no epoch to translate by (compared as written)."""
    from lossdoctor.reading import reading

    if str(truth_run.get("step_unit", "")).lower() != "epochs":
        return None
    source = reading(run).get("step_source")
    if isinstance(source, dict) and str(source.get("unit", "")).lower() in ("epochs", "epoch"):
        return None
    epoch = next((s for name, s in run.series.items() if name.lower() == "epoch"), None)
    if epoch is None:
        return None
    import numpy as np

    ok = np.isfinite(epoch.values)
    epochs, steps = epoch.values[ok], epoch.steps[ok]
    if len(epochs) < 2 or np.any(np.diff(epochs) < 0) or np.any(np.diff(steps) <= 0):
        return None
    return lambda e: float(np.interp(e, epochs, steps))


def _event_found(event: dict[str, Any], findings: Iterable[Any], axis: Callable[[float], float] | None = None) -> bool:
    return any(answers(event, finding, axis) for finding in findings
               if not finding.in_dead_fragment and finding.severity.label != "info")


@contextlib.contextmanager
def _files_of(folder: Path) -> Iterator[Path]:
    """The case's log files alone, as a user's folder would hold them (case.json left out)."""
    if (folder / "files").is_dir():
        yield folder / "files"
        return
    with tempfile.TemporaryDirectory(prefix="realworld-") as tmp:
        for path in sorted(folder.rglob("*")):
            if path.is_file() and path.name != "case.json":
                link = Path(tmp) / folder.name / path.relative_to(folder)
                link.parent.mkdir(parents=True, exist_ok=True)
                link.symlink_to(path.resolve())
        yield Path(tmp) / folder.name


def score_case(folder: Path, truth: dict[str, Any], case_id: str) -> Score:
    """Read one case folder with lossdoctor and answer the five questions."""
    from lossdoctor.api import analyze
    from lossdoctor.errors import LossDoctorError

    score = Score(case_id)
    started = time.perf_counter()
    try:
        with _files_of(folder) as files:
            report = analyze([files])
    except LossDoctorError as exc:
        score.answers = dict.fromkeys(QUESTIONS, False)
        score.why.append(f"not read: {exc}")
        score.doubted = True  # a refusal says so: it is no silent wrong reading
        return score
    finally:
        score.seconds = time.perf_counter() - started
    runs = list(report.runs)
    from lossdoctor.reading import doubt

    score.doubted = any(doubt(r.run) for r in runs)
    true_runs = list(truth["runs"])
    score.answers["read"] = bool(runs)
    score.answers["runs"] = len(runs) == len(true_runs)
    if not score.answers["runs"]:
        score.why.append(f"runs: {len(runs)} reported, {len(true_runs)} true "
                         f"({', '.join(r.run.name for r in runs[:6])}{' ...' if len(runs) > 6 else ''})")
    points_ok = fragments_ok = findings_ok = bool(runs)
    for truth_run, got in zip(true_runs, _match(true_runs, runs)):
        label = truth_run.get("label", "?")
        if got is None:
            points_ok = fragments_ok = findings_ok = False
            score.why.append(f"{label}: no run reported for it")
            continue
        points = _loss_points(got.run)
        if not _close(points, int(truth_run["loss_points"])):
            points_ok = False
            score.why.append(f"{label}: {points} loss points ({got.run.primary}), "
                             f"{truth_run['loss_points']} true ({truth_run.get('loss_key')})")
        rollbacks = len(got.run.rollbacks)
        if rollbacks != int(truth_run.get("rollbacks", 0)):
            fragments_ok = False
            score.why.append(f"{label}: {rollbacks} rollbacks, {truth_run.get('rollbacks', 0)} true")
        axis = event_axis(truth_run, got.run)
        for event in truth_run.get("events", []):
            if not _event_found(event, got.findings, axis):
                findings_ok = False
                score.why.append(f"{label}: {event['kind']} at {event['step']} not reported")
        counted = [f for f in got.findings if f.severity.label == "error"
                   and not (f.kind == "not_judged" and too_short_to_judge(truth_run))]
        if truth_run.get("healthy") and counted:
            errors = [f"{f.code} {f.kind}@{f.start_step}" for f in counted if not f.in_dead_fragment]
            findings_ok = False
            score.why.append(f"{label}: healthy, but errors reported: {', '.join(errors[:3])}")
    score.answers["points"] = points_ok and score.answers["runs"]
    score.answers["fragments"] = fragments_ok
    score.answers["findings"] = findings_ok
    return score


def load_cases(cases: Path, external: Path | None) -> list[tuple[str, Path, dict[str, Any]]]:
    """(id, folder holding its files, case.json) for every case that can be scored here."""
    found = []
    for path in sorted(cases.glob("*/case.json")):
        case = json.loads(path.read_text(encoding="utf-8"))
        folder = path.parent
        if not case.get("committed", True):
            if external is None or not (external / case["id"]).is_dir():
                continue
            folder = external / case["id"]
        found.append((case["id"], folder, case))
    return found


def kept_aside(case_id: str) -> bool:
    """The random pick, made once: a fifth of the cases by a hash of their id.

    A hash rather than a seeded shuffle, so that a case added later is kept aside or not
    without moving any case already picked.
    """
    return int(hashlib.sha256(case_id.encode()).hexdigest()[:8], 16) % 5 == 0


def holdout_ids(cases: Iterable[str] = ()) -> set[str]:
    """The cases kept aside while developing: named in the manifest, else picked by the hash."""
    if MANIFEST.exists():
        return set(json.loads(MANIFEST.read_text(encoding="utf-8")).get("holdout", []))
    return {case for case in cases if kept_aside(case)}


def _line(name: str, scores: Sequence[Score]) -> str:
    n = len(scores)
    if not n:
        return f"{name}: no cases"
    parts = [f"{q} {sum(s.answers.get(q, False) for s in scores)}/{n}" for q in QUESTIONS]
    read_right = sum(s.read_right for s in scores)
    right = sum(s.right for s in scores)
    return (f"{name}: {n} cases; read right {read_right}/{n} ({100 * read_right / n:.1f}%); "
            f"all five right {right}/{n} ({100 * right / n:.1f}%); " + ", ".join(parts)
            + "; " + calibration(scores))


def calibration(scores: Sequence[Score]) -> str:
    """How well the reading's doubt tells wrong readings from right ones (issue 31): the share
    of wrong readings that carry a doubt (or a refusal), and of right ones that do."""
    wrong = [s for s in scores if not s.read_right]
    right = [s for s in scores if s.read_right]

    def share(group: list[Score]) -> str:
        doubted = sum(s.doubted for s in group)
        return f"{doubted}/{len(group)}" + (f" ({100 * doubted / len(group):.0f}%)" if group else "")

    return f"doubt on wrong readings {share(wrong)}, on right readings {share(right)}"


def main(argv: Sequence[str] | None = None) -> int:
    """Score the corpus and print one line per case and the totals."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cases", type=Path, default=CASES)
    parser.add_argument("--external", type=Path, default=None,
                        help="a folder holding the files of cases that are not committed")
    which = parser.add_mutually_exclusive_group()
    which.add_argument("--holdout", action="store_true", help="show the kept-aside cases one by one too")
    which.add_argument("--dev", action="store_true", help="score only the development cases")
    parser.add_argument("--only", default="", help="comma-separated case ids")
    parser.add_argument("--prefix", default="", help="comma-separated id prefixes (a batch: c10-,c11-)")
    parser.add_argument("--skip", default="", help="comma-separated id prefixes to leave out (a blind batch "
                                                   "not yet scored)")
    parser.add_argument("--verbose", action="store_true", help="say why each failed question failed")
    parser.add_argument("--json", type=Path, default=None, help="write per-case answers to this file")
    args = parser.parse_args(argv)

    cases = load_cases(args.cases, args.external)
    aside = holdout_ids(case_id for case_id, _, _ in cases)
    only = {c for c in args.only.split(",") if c}
    dev: list[Score] = []
    held: list[Score] = []
    for case_id, folder, case in cases:
        if only and case_id not in only:
            continue
        if args.prefix and not case_id.startswith(tuple(p for p in args.prefix.split(",") if p)):
            continue
        if args.skip and case_id.startswith(tuple(p for p in args.skip.split(",") if p)):
            continue
        if args.dev and case_id in aside:
            continue
        score = score_case(folder, case["truth"], case_id)
        kept_aside = case_id in aside
        (held if kept_aside else dev).append(score)
        if kept_aside and not args.holdout:
            continue
        marks = " ".join(("+" if score.answers.get(q) else "-") + q for q in QUESTIONS)
        marks += " doubt" if score.doubted else ""
        print(f"{case_id:58s} {marks}  {score.seconds:5.2f} s")
        if args.verbose:
            for reason in score.why:
                print(f"    {reason}")
    print()
    print(_line("development", dev))
    print(_line("held out", held))
    print(_line("total", dev + held))
    if args.json:
        args.json.write_text(json.dumps([{"case": s.case, "holdout": s.case in aside, **s.answers,
                                          "doubted": s.doubted, "why": s.why} for s in dev + held], indent=1))
    return 0


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    sys.exit(main())
