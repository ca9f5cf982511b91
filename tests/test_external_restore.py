"""benchmarks/external_restore.py on a tiny git repository made here: show, history fallback, cuts."""

from __future__ import annotations

import hashlib
import importlib.util
import json
import shutil
import subprocess
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

BENCH = Path(__file__).resolve().parent.parent / "benchmarks"

pytestmark = pytest.mark.skipif(shutil.which("git") is None, reason="needs git")


def _module() -> ModuleType:
    spec = importlib.util.spec_from_file_location("bench_external_restore", BENCH / "external_restore.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up by name
    spec.loader.exec_module(module)
    return module


er = _module()

LOG = b"".join(b"step %d loss %.2f\r\n" % (i, 3 - i / 10) for i in range(10))
NOTEBOOK = json.dumps({"cells": [{"outputs": []}, {"outputs": [{"text": ["Epoch 1\n", "loss: 0.5\n"]}]}]})


def _sha(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def _git(work: Path, *args: str) -> str:
    done = subprocess.run(["git", "-C", str(work), "-c", "user.name=t", "-c", "user.email=t@t",
                           "-c", "commit.gpgsign=false", *args],
                          capture_output=True, text=True, check=True)
    return done.stdout.strip()


def _case(cases: Path, case_id: str, repo: str, commit: str, files: list[dict[str, Any]]) -> None:
    folder = cases / case_id
    folder.mkdir(parents=True)
    (folder / "case.json").write_text(json.dumps({
        "id": case_id, "committed": False, "source": {"repo": repo, "commit": commit}, "files": files}))


@pytest.fixture()
def world(tmp_path: Path) -> dict[str, Path]:
    work = tmp_path / "mirror" / "someone+proj" / "repo"
    work.mkdir(parents=True)
    _git(work, "init", "-q")
    (work / "logs").mkdir()
    (work / "logs" / "old.txt").write_bytes(b"old content\n")
    (work / "logs" / "train.log").write_bytes(LOG)
    (work / "nb.ipynb").write_text(NOTEBOOK, encoding="utf-8")
    _git(work, "add", "-A")
    _git(work, "commit", "-q", "-m", "one")
    first = _git(work, "rev-parse", "HEAD")
    (work / "logs" / "old.txt").unlink()
    (work / "moved").mkdir()
    (work / "moved" / "old.txt").write_bytes(b"old content\n")
    _git(work, "add", "-A")
    _git(work, "commit", "-q", "-m", "two")

    cases = tmp_path / "cases"
    cut_lines = b"".join(LOG.split(b"\n")[i] + b"\n" for i in range(2, 5))  # lines 3-5
    cell = "Epoch 1\nloss: 0.5\n".encode()
    plain = {"name": "train.log", "orig_path": "logs/train.log", "sha256": _sha(LOG), "cut": None}
    _case(cases, "a-plain", "someone/proj", first, [plain])
    _case(cases, "b-cuts", "someone/proj", first, [
        {"name": "part.log", "orig_path": "logs/train.log", "sha256": _sha(cut_lines),
         "cut": "lines 3-5 of 10 (\\n-counted)"},
        {"name": "head.log", "orig_path": "logs/train.log", "sha256": _sha(LOG[:40]),
         "cut": "prefix: lines 1-2 of 10 (bytes 0-40 of 170)"},
        {"name": "cell001_stdout.txt", "orig_path": "nb.ipynb", "sha256": _sha(cell),
         "cut": 'extracted text: "".join(cells[1].outputs[0].text) of the notebook JSON'}])
    # A commit the shallow snapshot lacks: the blob is found by its content, here under a new path.
    _case(cases, "c-shallow", "someone/proj", "f" * 40,
          [{"name": "old.txt", "orig_path": "gone/old.txt", "sha256": _sha(b"old content\n"), "cut": None}])
    _case(cases, "d-mismatch", "someone/proj", first, [{**plain, "sha256": "0" * 64}])
    _case(cases, "e-missing", "someone/proj", first,
          [{"name": "x.log", "orig_path": "nowhere/x.log", "sha256": "1" * 64, "cut": None}])
    _case(cases, "f-hand", "someone/proj", first, [{**plain, "sha256": "2" * 64, "cut": "the 3rd run only"}])
    _case(cases, "g-unfetched", "other/repo", first, [plain])
    _case(cases, "h-kept", "kept/aside", first, [plain])
    (tmp_path / "MANIFEST.json").write_text(json.dumps({"holdout": ["h-kept"]}))
    return {"cases": cases, "mirror": tmp_path / "mirror", "out": tmp_path / "out"}


def _run(world: dict[str, Path], *extra: str) -> int:
    return int(er.main(["--cases", str(world["cases"]), "--mirror", str(world["mirror"]),
                        "--out", str(world["out"]), *extra]))


def test_restores_verifies_and_reports(world: dict[str, Path], capsys: pytest.CaptureFixture[str]) -> None:
    assert _run(world, "--record", str(world["out"] / "RESTORED.txt")) == 0
    lines = {next(w for w in line.split() if w[1:2] == "-"): line
             for line in capsys.readouterr().out.splitlines()}
    out = world["out"]
    assert (out / "a-plain" / "files" / "train.log").read_bytes() == LOG
    assert (out / "b-cuts" / "files" / "part.log").read_bytes().count(b"\n") == 3
    assert (out / "b-cuts" / "files" / "head.log").read_bytes() == LOG[:40]
    assert (out / "b-cuts" / "files" / "cell001_stdout.txt").read_text() == "Epoch 1\nloss: 0.5\n"
    assert (out / "c-shallow" / "files" / "old.txt").read_bytes() == b"old content\n"
    assert lines["a-plain"].startswith("restored") and lines["c-shallow"].startswith("restored")
    assert lines["d-mismatch"].startswith("sha mismatch")
    assert lines["e-missing"].startswith("commit or path missing")
    assert lines["f-hand"].startswith("cut (needs hand)")
    for failed in ("d-mismatch", "e-missing", "f-hand"):
        assert not (out / failed).exists()  # nothing half-written
    record = (out / "RESTORED.txt").read_text()
    assert "no snapshot" in record and "g-unfetched" in record


def test_never_overwrites_and_lists_holdout_first(world: dict[str, Path],
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    target = world["out"] / "a-plain" / "files" / "train.log"
    target.parent.mkdir(parents=True)
    target.write_bytes(b"someone else's file")
    _run(world)
    assert target.read_bytes() == b"someone else's file"
    capsys.readouterr()
    _run(world, "--list")
    assert capsys.readouterr().out.split() == ["kept/aside", "other/repo"]


def test_cut_forms() -> None:
    data = b"a\nb\r\nc\rd\ne"
    assert b"c\rd\n" in list(er.cut_candidates(data, "lines 3-3 of 4 (\\n-counted)"))
    assert data[:3] in list(er.cut_candidates(data, "prefix: bytes 0-3 of 11"))
    assert list(er.cut_candidates(b"not json", 'cells[0].outputs[0].text')) == []
