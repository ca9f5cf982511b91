"""wandb:// end to end through the installed wandb package: `wandb.Api` and its wandb-core
service (which makes every request: the run listing, the run, and the history scan, which
downloads the run's exported parquet files and asks GraphQL for the rows logged since) talk
plain HTTP to a W&B server on 127.0.0.1 (tests/wandb_graphql_server.py).

lossdoctor runs as a subprocess with its own HOME and WANDB_* settings, so no user config is
read or written and wandb's process-wide state stays out of the test process. One server
serves the module; every test asserts that wandb sent nothing the server does not know.
"""

from __future__ import annotations

import importlib.util
import json
import math
import os
import subprocess
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from wandb_graphql_server import API_KEY, Run, Server

ROOT = Path(__file__).resolve().parent.parent
HISTORY_OPS = {"Run", "RunHistoryKeys", "RunParquetHistory", "HistoryPage", "GET parquet"}
LOGIN_OPS = {"Viewer", "GetDefaultEntity"}
PAGE = 1000  # lossdoctor's history page (lossdoctor.ingest.wandb.api.PAGE)


def curve(rows: int, spike_at: int | None = None, media: bool = True) -> list[dict[str, Any]]:
    """A decaying loss as `wandb.log` rows; a 40-row spike from `spike_at`."""
    out = []
    for i in range(rows):
        loss = 2.0 + 3.0 * math.exp(-i / 300) + 0.01 * math.sin(i * 1.7)
        if spike_at is not None and spike_at <= i < spike_at + 40:
            loss *= 2.5 - (i - spike_at) / 40
        row: dict[str, Any] = {"_step": i, "_timestamp": 1.7e9 + i, "_runtime": float(i),
                               "train/global_step": 10 * i, "train/loss": loss, "lr": 3e-4}
        if media and i % 100 == 0:
            row["samples"] = {"_type": "table-file", "path": f"media/table/samples_{i}.table.json"}
        out.append(row)
    return out


def with_non_finite(rows: list[dict[str, Any]], nan_at: int, inf_at: int) -> list[dict[str, Any]]:
    """`rows` with a NaN loss at one row and an infinite one at another."""
    rows[nan_at]["train/loss"] = math.nan
    rows[inf_at]["train/loss"] = math.inf
    return rows


def lineage_rows(steps: range, base: float) -> list[dict[str, Any]]:
    # Each timeline is written later than the one before it (base 0, then 1, then 2).
    return [{"_step": i, "_timestamp": 1.7e9 + 1000 * base + i, "loss": base + i / 100} for i in steps]


@dataclass
class Served:
    server: Server
    home: Path

    def lossdoctor(self, *args: str, key: str = API_KEY) -> subprocess.CompletedProcess[str]:
        """`lossdoctor ARGS` with wandb pointed at the server, nothing else."""
        return self._run(["-m", "lossdoctor", *args], key)

    def _run(self, args: list[str], key: str = API_KEY) -> subprocess.CompletedProcess[str]:
        env = {
            "PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": str(self.home),
            "PYTHONPATH": str(ROOT), "LANG": "C.UTF-8",
            "WANDB_BASE_URL": self.server.url, "WANDB_API_KEY": key,
            "WANDB_DIR": str(self.home / "wandb"), "WANDB_CACHE_DIR": str(self.home / "cache"),
            "WANDB_CONFIG_DIR": str(self.home / "config"), "WANDB_DATA_DIR": str(self.home / "data"),
            "WANDB_ERROR_REPORTING": "false", "WANDB_SILENT": "true",
            # wandb-core retries a 5xx; the failure tests need it to give up soon.
            "WANDB__GRAPHQL_RETRY_MAX": "1", "WANDB__GRAPHQL_RETRY_WAIT_MIN_SECONDS": "0.1",
            "WANDB__GRAPHQL_RETRY_WAIT_MAX_SECONDS": "0.2",
        }
        return subprocess.run([sys.executable, *args], env=env, cwd=self.home,
                              capture_output=True, text=True, timeout=300)

    def python(self, code: str) -> str:
        """The output of a Python script run beside lossdoctor, with the same settings."""
        done = self._run(["-c", code])
        assert done.returncode == 0, done.stderr
        return done.stdout

    def report(self, *args: str) -> tuple[dict[str, Any], str]:
        done = self.lossdoctor("analyze", *args, "-f", "json")
        assert done.returncode == 0, done.stderr
        return json.loads(done.stdout), done.stderr

    def history_reads(self) -> list[str]:
        """The runs whose history was read since the last `clear()`."""
        return sorted({str(r.variables.get("runName")) for r in self.server.requests if r.op == "RunParquetHistory"})


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Served]:
    # wandb-core is part of the wandb wheel: without it nothing here can run, and that is a failure.
    spec = importlib.util.find_spec("wandb")
    assert spec is not None and spec.origin is not None, "the wandb package is not installed"
    assert (Path(spec.origin).parent / "bin" / "wandb-core").is_file(), "wandb-core is missing from the wandb wheel"
    server = Server().start()
    server.max_page = 3  # several pages of runs, whatever page size the client asks for
    server.projects[("lab", "gpt")] = [
        # Exported in two parquet files up to row 1700, live after; the spike crosses the first
        # history page boundary (row 1000) inside the exported files.
        Run("sp0001", "spiky", curve(2500, spike_at=985), exported=1700, parts=2,
            config={"lr": 3e-4, "batch_size": 64}, wandb={"cli_version": "0.31.0", "t": {"1": [1, 55]}},
            created_at="2026-11-20T09:00:01"),
        # The spike crosses the boundary of the last page (row 2000) in the live rows; a NaN and
        # an inf loss, one exported and one live, reach the report as what they are.
        Run("lt0001", "late", with_non_finite(curve(2500, spike_at=1990), 2300, 1200), exported=1500,
            created_at="2026-11-20T09:00:02"),
        # Still running: nothing exported yet, every row comes through GraphQL.
        Run("lv0001", "running", curve(1500), exported=0, state="running", created_at="2026-11-20T09:00:03"),
        *[Run(f"cm000{i}", f"calm-{i}", curve(600), created_at=f"2026-11-20T09:01:0{i}") for i in range(1, 6)],
    ]
    # A run of a sweep is read like any other (wandb asks nothing about the sweep).
    server.projects[("lab", "gpt")][-1].sweep = "sw7k2m9q"
    server.projects[("lab", "lineage")] = [
        # After the rewind the cloud keeps _step 0..5 and the new timeline from 6.
        Run("base01", "base", lineage_rows(range(0, 6), 0.0) + lineage_rows(range(6, 10), 1.0),
            wandb={"cli_version": "0.31.0", "branch_point": {"run_id": "base01", "step": 5}}, exported=6),
        Run("fork01", "fork", lineage_rows(range(4, 8), 2.0), created_at="2026-11-20T11:00:00",
            updated_at="2026-11-20T11:30:00",
            wandb={"cli_version": "0.31.0", "branch_point": {"run_id": "base01", "step": 3}}, exported=0),
    ]
    server.projects[("lab", "flaky")] = [
        Run("ok0001", "fine", curve(300)),
        Run("bad001", "broken", curve(300), created_at="2026-11-20T09:30:00"),
        Run("gone01", "expired", curve(300), created_at="2026-11-20T09:40:00"),
    ]
    server.fail.add(("RunParquetHistory", "bad001"))
    server.fail.add(("GET parquet", "gone01"))  # its file's signed URL answers 404
    server.projects[("lab", "down")] = [Run("dn0001", "any", curve(300))]
    server.fail.add(("Runs", "down"))
    home = tmp_path_factory.mktemp("wandb-home")
    try:
        yield Served(server, home)
    finally:
        server.stop()
    assert server.errors == []


@pytest.fixture
def gpt(served: Served) -> Iterator[Served]:
    served.server.clear()
    yield served
    # Every request wandb sent was one of the operations the server knows (an unknown one is
    # answered 500 and recorded).
    assert served.server.errors == []


def series(run: dict[str, Any], name: str) -> dict[str, Any]:
    return next(s for s in run["series"] if s["name"] == name)


def test_paged_runs_and_paged_history_arrive_whole(gpt: Served) -> None:
    cache = str(gpt.home / "lossdoctor-cache")
    report, err = gpt.report("wandb://lab/gpt", "--cache", cache)
    runs = {r["name"]: r for r in report["runs"]}
    assert set(runs) == {"spiky", "late", "running", *(f"calm-{i}" for i in range(1, 6))}
    assert {n: r["error"] for n, r in runs.items() if r["error"]} == {}
    assert "8 runs, 8 changed" in err
    # The listing followed the server's cursors: 8 runs, at most 3 a page.
    listing = [r.variables for r in gpt.server.requests if r.op == "Runs"]
    assert [v["cursor"] for v in listing] == [None, "2", "5"]
    # So did the one extra query for the runs' updatedAt (wandb's listing does not ask for it).
    stamps = [r.variables for r in gpt.server.requests if r.op == "RunsUpdatedAt"]
    assert [v["cursor"] for v in stamps] == [None, "2", "5"]
    # Every row of every run, on the framework's step axis (10 per _step).
    for name, rows in [("spiky", 2500), ("late", 2500), ("running", 1500), ("calm-1", 600)]:
        loss = series(runs[name], "train/loss")
        assert (loss["points"], loss["first_step"], loss["last_step"]) == (rows, 0, 10 * (rows - 1)), name
        assert [s["name"] for s in runs[name]["series"]] == ["lr", "train/loss"]  # media is no series
    assert runs["spiky"]["sources"] == ["wandb://lab/gpt/sp0001"]
    assert runs["spiky"]["params"] == {"lr": 3e-4, "batch_size": 64}  # the user's config, not `_wandb`
    # The spike across the first page boundary (exported rows) and the one across the last
    # page boundary (live rows) are found; the calm runs have none.
    spikes = {name: [f["start_step"] for f in r["findings"] if f["kind"] == "spike"] for name, r in runs.items()}
    assert spikes["spiky"] and 9850 <= spikes["spiky"][0] <= 10050
    assert spikes["late"] and 19900 <= spikes["late"][0] <= 20100
    assert not any(spikes[f"calm-{i}"] for i in range(1, 6)) and not spikes["running"]
    (nan,) = [f for f in runs["late"]["findings"] if f["kind"] == "nan"]
    assert (nan["start_step"], nan["end_step"], nan["evidence"]["nan"], nan["evidence"]["inf"]) == (12000, 23000, 1, 1)
    # One request of each kind per run; one login per process (this one and two workers).
    ops = gpt.server.ops()
    assert all(ops.count(op) == 8 for op in ("Run", "RunHistoryKeys", "RunParquetHistory"))
    assert ops.count("Viewer") <= 3
    # The history came from the exported parquet files (each downloaded once) and, in pages
    # of at most PAGE steps, from GraphQL for the live rows; never from the sampled history.
    assert "SampledHistoryPage" not in ops
    downloads = sorted((r.variables["run"], r.variables["file"]) for r in gpt.server.requests if r.op == "GET parquet")
    assert downloads == sorted([("sp0001", 0), ("sp0001", 1), ("lt0001", 0),
                                *((f"cm000{i}", 0) for i in range(1, 6))])
    pages = [r.variables for r in gpt.server.requests if r.op == "HistoryPage"]
    assert all(0 < v["maxStep"] - v["minStep"] <= PAGE for v in pages)
    assert sorted((v["run"], v["minStep"]) for v in pages) == [
        ("lt0001", 1000), ("lt0001", 2000), ("lv0001", 0), ("lv0001", 1000), ("sp0001", 1000), ("sp0001", 2000)]


def test_a_second_check_reads_no_history_and_a_changed_run_alone(gpt: Served) -> None:
    cache = str(gpt.home / "lossdoctor-cache")
    first, _ = gpt.report("wandb://lab/gpt", "--cache", cache)  # warm (the test before did it too)
    gpt.server.clear()
    done = gpt.lossdoctor("check", "wandb://lab/gpt", "--cache", cache, "-f", "json", "--exit-zero")
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["runs"] == first["runs"]
    assert "8 runs, 0 changed" in done.stderr and "note" not in done.stderr
    # Only the listing and then the runs' updatedAt were asked for (3 pages each, 3 runs a page):
    # no run, no history, no file.
    assert [op for op in gpt.server.ops() if op not in LOGIN_OPS] == ["Runs"] * 3 + ["RunsUpdatedAt"] * 3

    # calm-3 is rewound and logs again: its heartbeat moves and its exported file is rewritten
    # under the same name (wandb's own download cache would serve the old file).
    calm = next(r for r in gpt.server.projects[("lab", "gpt")] if r.name == "cm0003")
    calm.rows = curve(600, spike_at=400)
    calm.heartbeat_at = calm.updated_at = "2026-11-21T10:00:00"
    gpt.server.clear()
    report, err = gpt.report("wandb://lab/gpt", "--cache", cache)
    assert gpt.history_reads() == ["cm0003"]
    assert "8 runs, 1 changed" in err
    runs = {r["name"]: r for r in report["runs"]}
    assert [f for f in runs["calm-3"]["findings"] if f["kind"] == "spike"]
    assert {k: v for k, v in runs.items() if k != "calm-3"} == {r["name"]: r for r in first["runs"] if r["name"] != "calm-3"}

    # calm-4's config is edited after it finished: no new history, the same heartbeat, line
    # count and state; only its updatedAt moves. It alone is read again, with its new config.
    edited = next(r for r in gpt.server.projects[("lab", "gpt")] if r.name == "cm0004")
    edited.config = {"lr": 1e-3, "note": "relabelled"}
    edited.updated_at = "2026-11-22T08:00:00"
    gpt.server.clear()
    again, err = gpt.report("wandb://lab/gpt", "--cache", cache)
    assert gpt.history_reads() == ["cm0004"]
    assert "8 runs, 1 changed" in err
    runs_again = {r["name"]: r for r in again["runs"]}
    assert runs_again["calm-4"]["params"] == {"lr": 1e-3, "note": "relabelled"}
    assert {k: v for k, v in runs_again.items() if k != "calm-4"} == {k: v for k, v in runs.items() if k != "calm-4"}


def test_a_server_without_updated_at_keeps_the_old_key_and_says_so_once(gpt: Served) -> None:
    """An older W&B server whose schema has no `Run.updatedAt` refuses the query (a GraphQL
    validation error): runs are still read and cached, by heartbeat, line count and state."""
    cache = str(gpt.home / "old-server-cache")
    urls = ("wandb://lab/lineage", "wandb://lab/gpt/cm0001")  # a project and a single run
    gpt.server.has_updated_at = False
    try:
        report, err = gpt.report(*urls, "--cache", cache)
        assert {r["name"]: r["error"] for r in report["runs"]} == {"base": None, "fork": None, "calm-1": None}
        notes = [line for line in err.splitlines() if "did not say when the runs were updated" in line]
        # Once per wandb:// PATH, one line each, naming the refusal.
        assert len(notes) == 2 and all(line.startswith("lossdoctor: note: wandb://lab/") for line in notes), err
        assert all("updatedAt" in line and "not seen with --cache" in line for line in notes), notes
        assert {"RunsUpdatedAt", "RunUpdatedAt"} <= set(gpt.server.ops())
        gpt.server.clear()
        done = gpt.lossdoctor("check", *urls, "--cache", cache, "-f", "json", "--exit-zero")
        assert done.returncode == 0, done.stderr
        assert "3 runs, 0 changed" in done.stderr and not gpt.history_reads()
    finally:
        gpt.server.has_updated_at = True


def test_a_rewind_and_a_fork_are_stitched_as_one_run(gpt: Served) -> None:
    """The offline reader's lineage (tests/test_remote_wandb.py), from wandb's real classes:
    `base01` rewound at _step 5 (resume_from) and `fork01` forked from it at _step 3."""
    report, _ = gpt.report("wandb://lab/lineage", "--stitch")
    (run,) = report["runs"]
    assert sorted(run["sources"]) == ["wandb://lab/lineage/base01", "wandb://lab/lineage/fork01"]
    loss = series(run, "loss")
    assert (loss["points"], loss["first_step"], loss["last_step"]) == (8, 0, 7)
    (rollback,) = run["rollbacks"]
    assert (rollback["step"], rollback["abandoned_to_step"]) == (4, 9)
    assert [(f["source"], f["start_step"], f["end_step"], f["points"], f["dead_points"]) for f in run["fragments"]] == [
        ("wandb://lab/lineage/base01", 0, 9, 10, 6), ("wandb://lab/lineage/fork01", 4, 7, 4, 0)]
    # The readers' markers, as the offline reader makes them (tests/test_wandb_run.py).
    lineage = json.loads(gpt.python(LINEAGE))
    assert lineage["identities"] == {"base": "wandb:base01", "fork": "wandb:fork01"}
    # wandb://ENTITY/PROJECT/RUN_ID; its key leads with the run's own updatedAt (`RunUpdatedAt`).
    assert lineage["one"] == ["fork", "lab/lineage/fork01", "2026-11-20T11:30:00|2026-11-20T10:00:00|4|finished"]
    assert lineage["markers"] == {
        "base": [["branch_point", 6, "rewound run base01 at _step 5; new history from _step 6"]],
        "fork": [["branch_point", 4, "forked from run base01 at _step 3; new history from _step 4"]]}
    assert lineage["rollbacks"] == [[4, 9, "branch_point at step 4: forked from run base01 at _step 3; "
                                           "new history from _step 4"]]


LINEAGE = """
import json
from lossdoctor.fleet.pipeline import analyze_fleet
from lossdoctor.ingest import read_unit
from lossdoctor.remote.wandb_api import discover_wandb

raws = {unit.name: read_unit(unit)[0] for unit in discover_wandb("wandb://lab/lineage")}
(one,) = discover_wandb("wandb://lab/lineage/fork01")
report, _ = analyze_fleet(["wandb://lab/lineage"], stitch=True)
print(json.dumps({
    "identities": {name: raw.identity for name, raw in raws.items()},
    "one": [one.name, one.options["path"], one.options["version"]],
    "markers": {name: [[m.kind, m.step, m.detail] for f in raw.fragments for m in f.markers]
                for name, raw in raws.items()},
    "rollbacks": [[r.step, r.abandoned_to_step, r.marker] for r in report.runs[0].run.rollbacks]}))
"""


def test_missing_runs_and_server_errors_are_one_line(gpt: Served) -> None:
    for url, what in [("wandb://lab/gpt/nope00", "cannot read the run (CommError: Could not find run"),
                      ("wandb://lab/nothere", "cannot list the runs (ValueError: Could not find project"),
                      ("wandb://lab/down", "cannot list the runs (WandbApiFailedError: ")]:
        done = gpt.lossdoctor("analyze", url)
        lines = done.stderr.strip().splitlines()
        assert done.returncode == 2 and len(lines) == 1 and "Traceback" not in done.stderr, (url, done.stderr)
        assert lines[0].startswith(f"lossdoctor: error: {url}: {what}"), lines
    # A key the server refuses: one line that names no key.
    wrong = "wrong_key_" + "1" * 30
    done = gpt.lossdoctor("analyze", "wandb://lab/gpt", key=wrong)
    assert done.returncode == 2 and len(done.stderr.strip().splitlines()) == 1, done.stderr
    assert "wandb://: cannot reach W&B" in done.stderr and wrong not in done.stderr + done.stdout
    assert "unauthorized" in gpt.server.ops()
    # A run whose history the server fails to send (a 5xx, or a 404 on its exported file) is
    # that run's error, not a shorter history; the others are read.
    report, _ = gpt.report("wandb://lab/flaky")
    errors = {r["name"]: r["error"] for r in report["runs"]}
    assert errors["fine"] is None
    assert errors["broken"].startswith("wandb://lab/flaky/bad001: cannot read the history (")
    assert "\n" not in errors["broken"] and "500" in errors["broken"]
    assert errors["expired"].startswith("wandb://lab/flaky/gone01: cannot read the history (")
    assert "lab_flaky_gone01_0.runhistory.parquet" in errors["expired"]
