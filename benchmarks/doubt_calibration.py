"""Calibrate the doubt rules (issue 31): do wrong readings carry a doubt, and right ones not?

Usage: PYTHONPATH=. python benchmarks/doubt_calibration.py DIR [--verbose] [--rules D1,D2,...]

DIR holds the labelled readings `benchmarks/doubt_collect.py` wrote: `DIR/<code>/<case>.json`,
one reading of one development case (never a kept-aside one) by one version of lossdoctor,
labelled wrong or right by the case's truth, plus the real logs of `../shared/realdata` read by
today's code (right: the tests that read them assert so). The rules of `identity.doubts` are
applied to each reading's facts, the same pure function `analyze` applies to its runs; a
reading also counts as doubted when its own reader said so (`reading.doubt`) or it refused the
input. A wrong reading met identically at several commits counts once.

Prints: wrong readings with a doubt (target >= 80 %), right readings with a doubt (target <= 5 %),
each also without refusals; then the right readings of old commits that today's code does not
make (more negatives, apart); with `--verbose` which rule caught what.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from lossdoctor.identity.doubts import RULES, DoubtRule
from lossdoctor.identity.facts import RunFacts


def _said(record: dict[str, Any]) -> bool:
    if "said" in record:  # kept by the collector, the calibrated rules' own doubts left out
        return any(record["said"])
    report = record.get("report") or {}
    return any((run.get("reading") or {}).get("doubt") for run in report.get("runs", []))


def _key(record: dict[str, Any]) -> str:
    return record["case"] + hashlib.sha256(json.dumps(record["facts"], sort_keys=True).encode()).hexdigest()


def judge(record: dict[str, Any], rules: Sequence[DoubtRule]) -> tuple[bool, list[str]]:
    """(doubted, why): each rule's first reason on the reading, its reader's own doubt, or a refusal."""
    if record["refused"]:
        return True, ["refused"]
    facts = [RunFacts.from_json(f) for f in record["facts"] or []]
    why = []
    for rule in rules:
        found = rule.check(facts)
        if found:
            why.append(f"{rule.code}: {found[min(found)]}")
    if _said(record):
        why.append("the reader's own doubt")
    return bool(why), why


def main(argv: Sequence[str] | None = None) -> int:
    """Print the calibration."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("folder", type=Path)
    parser.add_argument("--verbose", action="store_true")
    parser.add_argument("--rules", default="", help="comma-separated rule codes (default: all)")
    args = parser.parse_args(argv)
    chosen = {c for c in args.rules.split(",") if c}
    rules = [r for r in RULES if not chosen or r.code in chosen]
    wrong: dict[str, tuple[dict[str, Any], bool, list[str]]] = {}
    right: list[tuple[dict[str, Any], bool, list[str]]] = []
    before: dict[str, tuple[dict[str, Any], bool, list[str]]] = {}
    for path in sorted(args.folder.glob("*/*.json")):
        record = json.loads(path.read_text(encoding="utf-8"))
        if record["read_right"] is False:
            wrong.setdefault(_key(record), (record, *judge(record, rules)))
        elif record["code"] == "main":
            right.append((record, *judge(record, rules)))
        elif record["read_right"] and not record["refused"]:
            before.setdefault(_key(record), (record, *judge(record, rules)))
    # Right readings of old commits that today's code does not make: more negatives, printed apart.
    for record, _, _ in right:
        before.pop(_key(record), None)
    caught = Counter[str]()
    for group, name in ((list(wrong.values()), "wrong"), (right, "right"), (list(before.values()), "old right")):
        doubted = sum(d for _, d, _ in group)
        plain = [g for g in group if not g[0]["refused"]]
        print(f"{name} readings with a doubt: {doubted}/{len(group)} ({100 * doubted / max(1, len(group)):.0f}%); "
              f"without refusals {sum(d for _, d, _ in plain)}/{len(plain)} "
              f"({100 * sum(d for _, d, _ in plain) / max(1, len(plain)):.0f}%)")
        for record, doubted_one, why in group:
            for reason in why:
                caught[f"{name} {reason.split(':')[0]}"] += 1
            if args.verbose and (name == "wrong" or doubted_one):  # every wrong one, and right ones doubted
                mark = "DOUBT" if doubted_one else "-----"
                print(f"  {mark} {record['code']:8s} {record['case'][:70]}")
                for reason in why:
                    print(f"        {reason[:200]}")
    print("caught by: " + ", ".join(f"{k} {v}" for k, v in sorted(caught.items())))
    return 0


if __name__ == "__main__":
    sys.exit(main())
