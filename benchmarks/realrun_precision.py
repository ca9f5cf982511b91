"""Real-run precision: every warning and error lossdoctor raises on real logs, judged by a person.

    .venv/bin/python benchmarks/realrun_precision.py [--realdata DIR] [--cases DIR] [--external DIR]
        [--dev] [--only ID,...] [--markdown]

Two sources of real runs:

- `../shared/realdata`: each case folder is analysed as the CLI would (`lossdoctor analyze
  FOLDER`); every warning and error is judged against `benchmarks/realrun_verdicts.json`,
  written by reading the numbers of each log and the measured facts of its `INDEX.md`.
- `tests/realworld/cases/*/case.json`, when present: real logs with expert-judged events
  (`truth.runs[].events` of `{kind, step, tol}`, and `healthy`); a finding agrees when it
  answers an event as `realworld.py` counts it (`realworld.answers`: a kind that tells it, a
  source spike for a spike, over steps within `tol` of the event, or its peak). A finding no event covers may be
  judged by hand in the verdict file's `corpus` section (same rules as for realdata). LD001
  ("not judged") agrees when the matched true run has fewer loss points than the judging
  minimum (`lossdoctor.detectors.not_judged.MIN_POINTS`, 3): a person cannot judge a curve of
  one or two points either, and a gate must not pass a run it could not judge; an LD001 that a
  reading doubt raised agrees when the case is read wrong (the audit caught it) and disagrees
  when it is read right; an LD001 on a run the reading pairs with no true run disagrees unless a
  verdict of the `corpus` section matches it to its true run by the numbers. Cases whose files may not be
  committed are judged when `--external DIR` holds their files (DIR/<case id>/...), as the
  real-world scorer does; `--dev` leaves out the held-out cases of the corpus manifest.

A finding no verdict covers counts as not agreed. Totals: the share of errors and of
warnings agreed, and the healthy runs called broken (an error on live data). Targets:
>= 95 % of errors, >= 90 % of warnings, no healthy run called broken.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from lossdoctor.api import analyze
from lossdoctor.detectors.not_judged import MIN_POINTS
from lossdoctor.errors import LossDoctorError
from lossdoctor.model import Finding, RunReport, Severity

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(Path(__file__).resolve().parent))
from realworld import _match, answers, event_axis, score_case  # noqa: E402  (the corpus scorer's rules)

ERRORS_TARGET, WARNINGS_TARGET = 0.95, 0.90


@dataclass(frozen=True)
class Judged:
    """One warning or error and what the person who read the log says about it."""

    case: str
    run: str
    finding: Finding
    agreed: bool | None   # None: no verdict covers it (counted as not agreed)
    why: str


@dataclass(frozen=True)
class RunVerdict:
    """A run's judged findings and whether a person calls it healthy (None: no call)."""

    case: str
    run: str
    healthy: bool | None
    broken: bool


def _covers(entry: Mapping[str, Any], finding: Finding) -> bool:
    """Whether a verdict entry applies: code prefix, series (exact) and start-step range."""
    if not finding.code.startswith(str(entry.get("code", ""))):
        return False
    if "series" in entry and entry["series"] != finding.series:
        return False
    lo, hi = entry.get("steps", [None, None])
    return (lo is None or finding.start_step >= lo) and (hi is None or finding.start_step <= hi)


def _run_entry(case: Mapping[str, Any], run: str) -> Mapping[str, Any]:
    runs = case.get("runs", {})
    return runs.get(run) or runs.get("*") or {}


def _shared_realdata() -> Path:
    """The shared acceptance runs: beside the checkout, or beside the main checkout when this
    is a worktree of it (`/work/wt/NAME` beside `/work/main`)."""
    for base in (ROOT.parent, ROOT.parent.parent):
        if (base / "shared" / "realdata").is_dir():
            return base / "shared" / "realdata"
    return ROOT.parent / "shared" / "realdata"


def judge_realdata(folder: Path, verdicts: Mapping[str, Any]) -> tuple[list[Judged], list[RunVerdict]]:
    """Analyse one realdata case folder and judge its warnings and errors by the verdict file."""
    case = verdicts.get("cases", {}).get(folder.name, {})
    judged, runs = [], []
    for report in _reports(folder):
        entry = _run_entry(case, report.run.name)
        rules: Sequence[Mapping[str, Any]] = entry.get("findings", [])
        for finding in _serious(report):
            rule = next((r for r in rules if _covers(r, finding)), None)
            if rule is None:
                judged.append(Judged(folder.name, report.run.name, finding, None, "no verdict for this finding"))
            else:
                judged.append(Judged(folder.name, report.run.name, finding, rule["verdict"] == "agree", rule["why"]))
        runs.append(RunVerdict(folder.name, report.run.name, entry.get("healthy"), _broken(report)))
    return judged, runs


def _corpus(cases: Path, external: Path | None, dev: bool) -> list[tuple[Path, Path]]:
    """(case.json, folder of its files) of each corpus case judged here, loaded as the
    real-world scorer loads them so that both benchmarks see the same cases."""
    if not cases.is_dir():
        return []
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    from benchmarks.realworld import holdout_ids, load_cases

    found = load_cases(cases, external)
    aside = holdout_ids(case_id for case_id, _, _ in found) if dev else set()
    return [(cases / case_id / "case.json", folder) for case_id, folder, _ in found if case_id not in aside]


def judge_case(case_file: Path, folder: Path | None = None,
               verdicts: Mapping[str, Any] | None = None) -> tuple[list[Judged], list[RunVerdict]]:
    """A realworld corpus case: findings against its expert-judged events. `folder` holds its
    files when they are kept outside the repository (default: beside case.json). A finding
    no event covers may be judged by a rule of the verdict file's `corpus` section (a person
    read the file for it: a finding in a rolled-back stretch, a dated onset)."""
    truth = json.loads(case_file.read_text(encoding="utf-8")).get("truth", {})
    expected = truth.get("runs", [])
    case_id = case_file.parent.name
    by_hand = (verdicts or {}).get("corpus", {}).get(case_id, {})
    reports = list(_reports(folder or case_file.parent))
    judged, runs = [], []
    by_name = {t["name"]: t for t in expected if t.get("name")}
    # Unnamed runs pair up as the corpus scorer pairs them: by loss points, then report order.
    paired = ({id(r): t for t, r in zip(expected, _match(expected, reports)) if r is not None}
              if len(expected) == len(reports) else {})
    for report in reports:
        run_truth = by_name.get(report.run.name) or paired.get(id(report))
        events = run_truth.get("events", []) if run_truth else []
        for finding in _serious(report):
            if finding.kind == "not_judged" and _doubted(report):
                # Not judged because the reading says it is in doubt: right when the reading is
                # wrong (the audit caught it), a false error when it is right.
                misread = not score_case(folder or case_file.parent, truth, case_id).read_right
                judged.append(Judged(case_id, report.run.name, finding, misread,
                                     "the reading is in doubt and lossdoctor read this case "
                                     + ("wrong: not judging a misread run is right" if misread
                                        else "right: the doubt kept a readable run from being judged")))
                continue
            rule = next((r for r in _run_entry(by_hand, report.run.name).get("findings", [])
                         if _covers(r, finding)), None) if run_truth is None else None
            if finding.kind == "not_judged" and rule is not None:
                # Unpaired, but a person matched the run to its true one by its numbers.
                judged.append(Judged(case_id, report.run.name, finding, rule["verdict"] == "agree", rule["why"]))
                continue
            if finding.kind == "not_judged" and run_truth is None:
                judged.append(Judged(case_id, report.run.name, finding, False,
                                     f"the reading pairs no true run with this one ({len(reports)} reported, "
                                     f"{len(expected)} true): a person reads and judges them; {finding.message}"))
                continue
            if finding.kind == "not_judged":
                judged.append(_not_judged(case_id, report, finding, run_truth))
                continue
            axis = event_axis(run_truth, report.run) if run_truth else None
            hit = next((e for e in events if answers(e, finding, axis)), None)
            rule = None if hit else next((r for r in _run_entry(by_hand, report.run.name).get("findings", [])
                                          if _covers(r, finding)), None)
            if rule is not None:
                judged.append(Judged(case_id, report.run.name, finding, rule["verdict"] == "agree", rule["why"]))
                continue
            why = (f"expert event {hit['kind']} at step {hit['step']}" if hit
                   else f"no expert {finding.kind} event near step {finding.start_step}")
            judged.append(Judged(case_id, report.run.name, finding, hit is not None, why))
        healthy = run_truth.get("healthy") if run_truth else None
        runs.append(RunVerdict(case_id, report.run.name, healthy, _broken(report)))
    return judged, runs


def _doubted(report: RunReport) -> bool:
    from lossdoctor.reading import doubt

    return bool(doubt(report.run))


def _not_judged(case: str, report: RunReport, finding: Finding, truth: Mapping[str, Any] | None) -> Judged:
    """LD001 on a corpus run: an expert agrees when the curve the person watched is not a loss
    by its name (an eval accuracy, an ELBO: `--loss KEY` would name it), or the true run has
    fewer loss points than the judging minimum (`MIN_POINTS`)."""
    from lossdoctor.roles import Role, role_for

    key = str(truth.get("loss_key") or "") if truth else ""
    if truth is not None and int(truth.get("loss_points", 0)) < MIN_POINTS:
        return Judged(case, report.run.name, finding, True,
                      f"the true run has {int(truth.get('loss_points', 0))} loss points, fewer than the "
                      f"judging minimum ({MIN_POINTS}): a person cannot judge that curve either")
    if truth is not None and role_for(key) is not Role.LOSS:
        return Judged(case, report.run.name, finding, True,
                      f"the curve watched is `{key or 'none'}`, not a loss by its name: not judged unless named")
    return Judged(case, report.run.name, finding, False,
                  f"the run has a loss (`{key}`) a person judges; lossdoctor did not: {finding.message}")


def _reports(folder: Path) -> Iterator[RunReport]:
    try:
        with _without_truth(folder) as files:
            runs = analyze([files]).runs
    except LossDoctorError as exc:
        print(f"{folder.name}: {exc}", file=sys.stderr)
        return
    yield from runs


@contextmanager
def _without_truth(folder: Path) -> Iterator[Path]:
    """The case folder as the real-world scorer reads it: its files without its case.json (the
    truth's notes quote training lines; they are no log). Run names stay relative to the folder."""
    truth = folder / "case.json"
    if not truth.is_file():
        yield folder
        return
    with tempfile.TemporaryDirectory(prefix="realrun-") as tmp:
        root = Path(tmp) / folder.name
        for path in sorted(folder.rglob("*")):
            if path.is_file() and path != truth:
                link = root / path.relative_to(folder)
                link.parent.mkdir(parents=True, exist_ok=True)
                link.symlink_to(path.resolve())
        root.mkdir(parents=True, exist_ok=True)
        yield root


def _serious(report: RunReport) -> list[Finding]:
    return [f for f in report.findings if f.severity >= Severity.WARNING]


def _broken(report: RunReport) -> bool:
    """Called broken: an error on live data other than 'could not judge'."""
    return any(f.severity is Severity.ERROR and not f.in_dead_fragment and f.kind != "not_judged"
               for f in report.findings)


def totals(judged: Sequence[Judged], runs: Sequence[RunVerdict]) -> dict[str, Any]:
    """Agreement per severity and the healthy runs called broken."""
    out: dict[str, Any] = {}
    for severity in (Severity.ERROR, Severity.WARNING):
        mine = [j for j in judged if j.finding.severity is severity]
        agreed = sum(1 for j in mine if j.agreed)
        out[severity.label] = (agreed, len(mine), agreed / len(mine) if mine else 1.0)
    out["healthy_broken"] = [f"{r.case} :: {r.run}" for r in runs if r.healthy and r.broken]
    out["healthy_runs"] = sum(1 for r in runs if r.healthy)
    out["unjudged"] = sum(1 for j in judged if j.agreed is None)
    return out


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def render(judged: Sequence[Judged], runs: Sequence[RunVerdict], markdown: bool) -> str:
    """The table of judged findings and the totals."""
    lines = []
    if markdown:
        lines += ["| case :: run | finding | verdict | why |", "|---|---|---|---|"]
    for j in judged:
        f = j.finding
        what = f"{f.code} {f.kind} {f.severity.label} {f.series} @{f.start_step}"
        verdict = {True: "agree", False: "disagree", None: "no verdict"}[j.agreed]
        if markdown:
            lines.append(f"| {_cell(j.case)} :: {_cell(j.run)} | {_cell(what)} | {verdict} | {_cell(j.why)} |")
        else:
            lines.append(f"{verdict:<10} {j.case} :: {j.run}  {what}\n           {j.why}")
    t = totals(judged, runs)
    lines.append("")
    for label, target in (("error", ERRORS_TARGET), ("warning", WARNINGS_TARGET)):
        agreed, count, share = t[label]
        verdict = "PASS" if share >= target else "MISS"
        lines.append(f"{label}s agreed: {agreed} of {count} ({100 * share:.1f} %, target >= {100 * target:.0f} %) "
                     f"{verdict}")
    broken = t["healthy_broken"]
    lines.append(f"healthy runs called broken: {len(broken)} of {t['healthy_runs']} "
                 f"(target 0) {'PASS' if not broken else 'MISS'}" + (f": {', '.join(broken)}" if broken else ""))
    lines.append(f"findings without a verdict: {t['unjudged']}")
    return "\n".join(lines)


def _picked(case: str, only: set[str]) -> bool:
    return not only or case in only


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--realdata", type=Path, default=_shared_realdata())
    parser.add_argument("--verdicts", type=Path, default=ROOT / "benchmarks" / "realrun_verdicts.json")
    parser.add_argument("--cases", type=Path, default=ROOT / "tests" / "realworld" / "cases")
    parser.add_argument("--external", type=Path, default=None,
                        help="a folder holding the files of corpus cases that are not committed")
    parser.add_argument("--dev", action="store_true", help="leave out the corpus's held-out cases")
    parser.add_argument("--only", default="", help="comma-separated case ids (realdata folders or corpus ids)")
    parser.add_argument("--markdown", action="store_true", help="the table as Markdown (for the README)")
    args = parser.parse_args(argv)
    only = {c for c in args.only.split(",") if c}
    judged: list[Judged] = []
    runs: list[RunVerdict] = []
    verdicts = json.loads(args.verdicts.read_text(encoding="utf-8"))
    if args.realdata.is_dir():
        for folder in sorted(p for p in args.realdata.iterdir() if p.is_dir() and _picked(p.name, only)):
            more, seen = judge_realdata(folder, verdicts)
            judged += more
            runs += seen
    else:
        print(f"{args.realdata} is not present: no shared real runs judged", file=sys.stderr)
    for case_file, folder in _corpus(args.cases, args.external, args.dev):
        if not _picked(case_file.parent.name, only):
            continue
        more, seen = judge_case(case_file, folder, verdicts)
        judged += more
        runs += seen
    print(render(judged, runs, args.markdown))
    return 0


if __name__ == "__main__":
    sys.exit(main())
