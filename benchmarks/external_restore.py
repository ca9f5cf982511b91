"""Restore the files of the uncommitted real-world cases from repository snapshots.

Usage: python benchmarks/external_restore.py [--mirror DIR] [--out DIR] [--cases DIR]
           [--list] [--record FILE]

A case with `"committed": false` keeps only its provenance in `tests/realworld/cases/<id>/case.json`
(`source.repo`, `source.commit`, and per file `name`, `orig_path`, `sha256`, `cut`); its files
live in `OUT/<id>/files/<name>`, outside the repository. For every such case whose files are
missing from OUT and whose repository snapshot is in the mirror (`MIRROR/owner+name/...`, a bare
git directory or a work tree's `.git`, as the tool library's `fetch` puts it), each file is
taken with `git show COMMIT:ORIG_PATH`; when the snapshot lacks that commit or path (shallow
snapshots), the newest commit holding a blob with the same sha256 is used instead. A file with
a `cut` is cut as its text says when the form is known (a line range, a byte prefix, a notebook
cell's output); the sha256 decides. A case is written only whole and verified, and nothing that
is already in OUT is overwritten. One line per case is printed: restored / sha mismatch /
commit or path missing / cut (needs hand). A repository with no snapshot at all is left to
a person (the tool library's read_file gives a file's text; keep it only if the sha256 matches).

  --list          the repositories still to fetch, kept-aside (holdout) cases first
  --record FILE   also write every uncommitted case's state (restored, or why not) to FILE
"""

from __future__ import annotations

import argparse
import hashlib
import itertools
import json
import re
import subprocess
import sys
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
CASES = ROOT / "tests" / "realworld" / "cases"
MIRROR = Path("/work/.mirror")
OUT = Path("/work/corpus/external")

RESTORED = "restored"
PRESENT = "present"
MISMATCH = "sha mismatch"
MISSING = "commit or path missing"
NEEDS_HAND = "cut (needs hand)"
NO_SNAPSHOT = "no snapshot"
# The worst state of a case's files is the case's state.
_RANK = {PRESENT: 0, RESTORED: 1, NEEDS_HAND: 2, MISSING: 3, MISMATCH: 4, NO_SNAPSHOT: 5}


@dataclass(frozen=True)
class FileSpec:
    """One file of a case, as case.json records it."""

    name: str
    orig_path: str
    sha256: str
    cut: str | None


@dataclass(frozen=True)
class Case:
    """An uncommitted case: where its files came from."""

    id: str
    repo: str
    commit: str
    files: tuple[FileSpec, ...]
    holdout: bool


@dataclass(frozen=True)
class Outcome:
    """What became of one case: its state and, when it is not restored, why."""

    case: Case
    state: str
    detail: str = ""


def sha256(data: bytes) -> str:
    """The hex sha256 of data."""
    return hashlib.sha256(data).hexdigest()


def load_cases(cases: Path) -> list[Case]:
    """Every uncommitted case under cases, kept-aside ones first (MANIFEST.json beside it)."""
    manifest = cases.parent / "MANIFEST.json"
    holdout: set[str] = set()
    if manifest.is_file():
        holdout = set(json.loads(manifest.read_text(encoding="utf-8")).get("holdout", []))
    found = []
    for path in sorted(cases.glob("*/case.json")):
        raw: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
        if raw.get("committed", True):
            continue
        files = tuple(FileSpec(f["name"], f["orig_path"], f["sha256"], f.get("cut"))
                      for f in raw["files"])
        source = raw["source"]
        case_id = raw.get("id", path.parent.name)
        found.append(Case(case_id, source["repo"], source["commit"], files, case_id in holdout))
    return sorted(found, key=lambda c: not c.holdout)


def git_dir(mirror: Path, repo: str) -> Path | None:
    """The git directory of repo's snapshot in the mirror: bare, or a work tree's .git."""
    base = mirror / repo.replace("/", "+")
    if not base.is_dir():
        return None
    for candidate in (base, base / "repo", base / ".git", base / "repo" / ".git"):
        if (candidate / "HEAD").is_file() and (candidate / "objects").is_dir():
            return candidate
    for head in sorted(base.glob("**/HEAD")):  # any other layout a snapshot may come in
        if (head.parent / "objects").is_dir():
            return head.parent
    return None


class Snapshot:
    """Reads blobs from one git directory."""

    def __init__(self, gitdir: Path) -> None:
        self.gitdir = gitdir

    def _git(self, *args: str) -> bytes | None:
        done = subprocess.run(["git", f"--git-dir={self.gitdir}", *args],
                              capture_output=True, timeout=600)
        return done.stdout if done.returncode == 0 else None

    def show(self, commit: str, path: str) -> bytes | None:
        """The file at commit:path, or None when the snapshot lacks either (or the blob)."""
        return self._git("show", f"{commit}:{path}")

    def why_missing(self, commit: str, path: str) -> str:
        """Which of commit, path or blob the snapshot lacks."""
        if self._git("cat-file", "-e", f"{commit}^{{commit}}") is None:
            return "commit not in snapshot, no blob of that path or name matches"
        if self._git("rev-parse", "--verify", "--quiet", f"{commit}:{path}") is None:
            return "path not at commit"
        return "blob absent from snapshot (4 MiB or more, or Git LFS)"

    def blobs_like(self, path: str) -> Iterator[bytes]:
        """Blobs at path in every commit, newest first; then blobs of the same file name anywhere.

        A shallow snapshot may lack the recorded commit, and a file may have moved since: the
        content (its sha256) decides, not where it was found.
        """
        seen: set[str] = set()
        for blob in self._blob_ids(path):
            if blob not in seen:
                seen.add(blob)
                data = self._git("cat-file", "blob", blob)
                if data is not None:
                    yield data

    def _blob_ids(self, path: str) -> Iterator[str]:
        log = self._git("log", "--all", "--format=%H", "--", path) or b""
        for commit in log.decode().split():
            entry = self._git("rev-parse", "--verify", "--quiet", f"{commit}:{path}")
            if entry:
                yield entry.decode().strip()
        basename = path.rsplit("/", 1)[-1]
        listing = self._git("log", "--all", "--format=", "--raw", "--no-abbrev", "--no-renames") or b""
        for line in listing.decode(errors="replace").splitlines():
            # ":100644 100644 <old> <new> M\tpath"
            meta, _, name = line.partition("\t")
            fields = meta.split()
            if len(fields) >= 4 and name.rsplit("/", 1)[-1] == basename and set(fields[3]) != {"0"}:
                yield fields[3]


def cut_candidates(data: bytes, cut: str) -> Iterator[bytes]:
    """The readings of a free-text `cut` that this script knows; the sha256 picks among them."""
    span = re.search(r"bytes (\d+)\s*-\s*(\d+) of \d+", cut)
    if span:
        start, end = int(span.group(1)), int(span.group(2))
        yield data[start:end]
        yield data[start:end + 1]  # an inclusive end
    lines = re.search(r"lines (\d+)\s*-\s*(\d+)(?: of \d+)?", cut)
    if lines:
        first, last = int(lines.group(1)), int(lines.group(2))
        # "\n-counted" lines first: a Windows log may hold stray CRs that splitlines() would count
        by_newline = [piece + b"\n" for piece in data.split(b"\n")]
        by_newline[-1] = by_newline[-1][:-1]
        yield b"".join(by_newline[first - 1:last])
        yield b"".join(data.splitlines(keepends=True)[first - 1:last])
    cell = re.search(r"cells\[(\d+)\]\.outputs\[(\d+)\]\.text", cut)
    if cell:
        try:
            notebook = json.loads(data.decode("utf-8"))
            text = notebook["cells"][int(cell.group(1))]["outputs"][int(cell.group(2))]["text"]
        except (ValueError, KeyError, IndexError, TypeError):
            return
        yield ("".join(text) if isinstance(text, list) else str(text)).encode("utf-8")


def _fetch_file(snap: Snapshot, commit: str, spec: FileSpec) -> tuple[str, bytes | None, str]:
    """(state, bytes, why) for one file: the bytes only when their sha256 matches."""
    wanted = spec.sha256.lower()
    at_commit = snap.show(commit, spec.orig_path)
    tried = 0
    first = [at_commit] if at_commit is not None else []
    for data in itertools.chain(first, snap.blobs_like(spec.orig_path)):  # lazy: history last
        tried += 1
        pieces = [data] if spec.cut is None else list(cut_candidates(data, spec.cut))
        for piece in pieces:
            if sha256(piece) == wanted:
                return RESTORED, piece, ""
    if tried:
        return (NEEDS_HAND if spec.cut else MISMATCH), None, f"{tried} version(s) compared"
    return MISSING, None, snap.why_missing(commit, spec.orig_path)


def restore_case(case: Case, snap: Snapshot, out: Path) -> Outcome:
    """Write the case's missing files when every one of them is found and verified."""
    folder = out / case.id / "files"
    pending: list[tuple[Path, bytes]] = []
    worst, why = RESTORED, []
    for spec in case.files:
        target = folder / spec.name
        if target.exists():
            continue  # never overwrite what is there
        state, data, reason = _fetch_file(snap, case.commit, spec)
        if data is None:
            why.append(f"{spec.name}: {reason or state}")
            worst = max(worst, state, key=_RANK.__getitem__)
        else:
            pending.append((target, data))
    if worst != RESTORED:
        return Outcome(case, worst, "; ".join(why))
    for target, data in pending:  # a half-written case would be scored as if whole
        target.parent.mkdir(parents=True, exist_ok=True)
        tmp = target.with_name(target.name + ".part")
        tmp.write_bytes(data)
        tmp.rename(target)
    return Outcome(case, RESTORED)


def present(case: Case, out: Path) -> tuple[bool, str]:
    """Whether every file of the case is in out, and the first one whose sha256 is wrong."""
    folder = out / case.id / "files"
    whole = True
    for spec in case.files:
        target = folder / spec.name
        if not target.is_file():
            whole = False
        elif sha256(target.read_bytes()) != spec.sha256.lower():
            return True, f"{spec.name}: {MISMATCH} (file in out is not the recorded one)"
    return whole, ""


def run(cases: Sequence[Case], mirror: Path, out: Path) -> list[Outcome]:
    """Restore what can be restored; an outcome for every case."""
    outcomes = []
    for case in cases:
        whole, bad = present(case, out)
        if bad:
            outcomes.append(Outcome(case, MISMATCH, bad))
            continue
        if whole:
            outcomes.append(Outcome(case, PRESENT))
            continue
        gitdir = git_dir(mirror, case.repo)
        if gitdir is None:
            outcomes.append(Outcome(case, NO_SNAPSHOT, case.repo))
            continue
        outcome = restore_case(case, Snapshot(gitdir), out)
        outcomes.append(outcome)
        print(_line(outcome), flush=True)
    return outcomes


def _line(outcome: Outcome) -> str:
    tag = "holdout" if outcome.case.holdout else "dev"
    detail = f"  ({outcome.detail})" if outcome.detail else ""
    return f"{outcome.state:<23} {tag:<7} {outcome.case.id}{detail}"


def missing_repos(outcomes: Sequence[Outcome]) -> list[str]:
    """Repositories of the cases without a snapshot, in case order (kept-aside first)."""
    repos: list[str] = []
    for outcome in outcomes:
        if outcome.state == NO_SNAPSHOT and outcome.case.repo not in repos:
            repos.append(outcome.case.repo)
    return repos


def record(outcomes: Sequence[Outcome], path: Path) -> None:
    """Write one line per case: restored (or already present and verified), or why not."""
    lines = []
    for outcome in sorted(outcomes, key=lambda o: (_RANK[o.state] > _RANK[RESTORED], o.case.id)):
        state = RESTORED if outcome.state == PRESENT else outcome.state
        lines.append(_line(Outcome(outcome.case, state, outcome.detail)))
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def main(argv: Sequence[str] | None = None) -> int:
    """Restore, print one line per case tried and a summary; 0 unless the arguments are bad."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--mirror", type=Path, default=MIRROR, help="where fetch puts snapshots")
    parser.add_argument("--out", type=Path, default=OUT, help="the external corpus folder")
    parser.add_argument("--cases", type=Path, default=CASES, help="tests/realworld/cases")
    parser.add_argument("--list", action="store_true", help="print the repositories still to fetch")
    parser.add_argument("--record", type=Path, default=None, help="write every case's state here")
    args = parser.parse_args(argv)
    cases = load_cases(args.cases)
    if args.list:
        outcomes = [Outcome(c, PRESENT if present(c, args.out)[0] else
                            (NO_SNAPSHOT if git_dir(args.mirror, c.repo) is None else MISSING))
                    for c in cases]
        for repo in missing_repos(outcomes):
            print(repo)
        return 0
    outcomes = run(cases, args.mirror, args.out)
    if args.record is not None:
        record(outcomes, args.record)
    counts: dict[str, int] = {}
    for outcome in outcomes:
        key = f"{outcome.state} ({'holdout' if outcome.case.holdout else 'dev'})"
        counts[key] = counts.get(key, 0) + 1
    print("; ".join(f"{k}: {v}" for k, v in sorted(counts.items())), file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
