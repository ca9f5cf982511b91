"""Collect labelled readings for the doubt calibration (issue 31): one record per case.

Usage: PYTHONPATH=CODE python benchmarks/doubt_collect.py --code CODE --label NAME --out DIR
           [--external DIR] [--only ID,...] [--realdata DIR]

Reads every development case of tests/realworld (never a kept-aside one) with the lossdoctor
found at CODE (a worktree of an old commit, or this one), scores the reading against the case's
truth with this worktree's `benchmarks/realworld.py`, and writes `DIR/NAME/<case>.json`:
{"case", "code": NAME, "read_right", "refused", "why", "facts", "said", "report"}: each run's
facts (`identity/facts.py`, loaded from this worktree by path, so it reads a Run of any
version), whether each run was in doubt before the calibrated rules, and that code's JSON
report. With `--realdata`, each folder of the real logs is read too, with `read_right: null`
(the tests that read them say whether they are right). `benchmarks/doubt_calibration.py`
scores the doubt rules on these files.

The figures of docs/architecture.md were collected so (one worktree per old commit):

    for c in 78b6421 b22ebd0 cddcfe5 87c6121 2aa0eeb b35e6d1 d40a480; do
      git worktree add --detach ../wt-old-$c $c
      PYTHONPATH=../wt-old-$c python benchmarks/doubt_collect.py --code ../wt-old-$c --label $c \
          --out /tmp/readings --external /work/corpus/external
    done
    PYTHONPATH=. python benchmarks/doubt_collect.py --code . --label main --out /tmp/readings \
        --external /work/corpus/external --realdata ../shared/realdata
    PYTHONPATH=. python benchmarks/doubt_calibration.py /tmp/readings

plus the same for the external cases whose files were fetched again from their repositories
(`--external` pointing at them, `--only` their ids).
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

HERE = Path(__file__).resolve().parent


def _realworld() -> ModuleType:
    """This worktree's scorer, imported by path so that `lossdoctor` resolves to --code."""
    spec = importlib.util.spec_from_file_location("realworld_scorer", HERE / "realworld.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module


def _facts_module() -> ModuleType:
    """This worktree's `identity/facts.py`, by path: it reads a Run of any version."""
    spec = importlib.util.spec_from_file_location("doubt_facts", HERE.parent / "lossdoctor" / "identity" / "facts.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def _record(case: str, label: str, report: Any, refused: str | None, read_right: bool | None,
            why: list[str]) -> dict[str, Any]:
    from lossdoctor.formats.json_report import as_dict

    facts = _facts_module()
    runs = [] if report is None else [r.run for r in report.runs]
    return {"case": case, "code": label, "read_right": read_right, "refused": refused, "why": why,
            "facts": None if report is None else [facts.facts_of(run).to_json() for run in runs],
            "said": _said_before(runs), "report": None if report is None else as_dict(report)}


def _said_before(runs: list[Any]) -> list[bool]:
    """Whether each run was in doubt before the calibrated rules: its reader's doubt, or the
    audit's own plausibility checks (a doubt the calibrated rules gave is left out, so that the
    calibration scores the rules, not their earlier output)."""
    try:
        from lossdoctor.identity.doubts import doubts
        from lossdoctor.identity.facts import all_facts

        calibrated = doubts(all_facts(runs))
    except ImportError:  # older code has no calibrated rules
        calibrated = {}
    out = []
    for index, run in enumerate(runs):
        found = run.meta.get("reading")
        said = found.get("doubt") if isinstance(found, dict) else None
        audit = run.meta.get("audit_doubt")
        out.append(bool(said) or (isinstance(audit, str) and audit != calibrated.get(index)))
    return out


def _report(path: Path) -> tuple[Any, str | None]:
    from lossdoctor.api import analyze
    from lossdoctor.errors import LossDoctorError

    try:
        return analyze([path]), None
    except LossDoctorError as exc:
        return None, str(exc)


class _Last:
    """The report the scorer's `analyze` made last, kept so each case is read once."""

    report: Any = None


def _keep_last() -> None:
    import lossdoctor.api as api

    real = api.analyze

    def analyze(*args: Any, **kwargs: Any) -> Any:
        _Last.report = None
        _Last.report = real(*args, **kwargs)
        return _Last.report

    api.analyze = analyze


def main(argv: list[str] | None = None) -> int:
    """Write one labelled report per case."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--code", type=Path, required=True)
    parser.add_argument("--label", required=True)
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--external", type=Path, default=None)
    parser.add_argument("--only", default="")
    parser.add_argument("--realdata", type=Path, default=None)
    args = parser.parse_args(argv)
    sys.path.insert(0, str(args.code.resolve()))
    realworld = _realworld()
    _keep_last()
    judged = realworld.too_short_to_judge

    def too_short(truth_run: dict[str, Any]) -> bool:
        try:
            return bool(judged(truth_run))
        except ImportError:  # older code: the judging minimum was three points already
            return int(truth_run.get("loss_points", 0)) < 3

    setattr(realworld, "too_short_to_judge", too_short)
    out = args.out / args.label
    out.mkdir(parents=True, exist_ok=True)
    cases = realworld.load_cases(realworld.CASES, args.external)
    aside = realworld.holdout_ids(case_id for case_id, _, _ in cases)
    only = {c for c in args.only.split(",") if c}
    for case_id, folder, case in cases:
        if case_id in aside or (only and case_id not in only):
            continue  # the kept-aside cases are never read here
        try:
            score = realworld.score_case(folder, case["truth"], case_id)
        except Exception as exc:  # an old commit's crash is no reading to label
            print(f"{case_id:60s} crashed: {type(exc).__name__}: {exc}", flush=True)
            continue
        report = _Last.report
        refused = next((w for w in score.why if w.startswith("not read:")), None) if report is None else None
        record = _record(case_id, args.label, report, refused, score.read_right, score.why)
        (out / f"{case_id}.json").write_text(json.dumps(record, indent=1), encoding="utf-8")
        print(f"{case_id:60s} {'right' if score.read_right else 'WRONG'}{' refused' if refused else ''}",
              flush=True)
    if args.realdata is not None:
        for folder in sorted(p for p in args.realdata.iterdir() if p.is_dir()):
            report, refused = _report(folder)
            record = _record(f"realdata/{folder.name}", args.label, report, refused, None, [])
            (out / f"realdata-{folder.name}.json").write_text(json.dumps(record, indent=1), encoding="utf-8")
            print(f"realdata/{folder.name:51s} {'refused' if refused else 'read'}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
