"""wandb://ENTITY/PROJECT[/RUN]: runs read through a wandb.Api-shaped client (a fake here, in
this process; tests/test_remote_wandb_http.py runs the real wandb package against a local
server), full history only, cached by the run's version."""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any

import pytest

import lossdoctor.remote.wandb_api as wandb_api
from lossdoctor.cli import main

from fleet_helpers import json_report


class FakeRun:
    """The attributes of wandb.apis.public.Run that lossdoctor reads."""

    def __init__(self, run_id: str, name: str, rows: list[dict[str, Any]], state: str = "finished") -> None:
        self.id = run_id
        self.name = name
        self.config = {"lr": 3e-4, "_wandb": {"x": 1}}
        self._attrs = {"id": run_id, "heartbeatAt": "2026-11-20T10:00:00", "historyLineCount": len(rows),
                       "state": state}
        self.rows = rows
        self.scans: list[int] = []

    def scan_history(self, keys: Any = None, page_size: int = 1000, **_: Any) -> Any:
        self.scans.append(page_size)
        yield from self.rows

    def history(self, *args: Any, **kwargs: Any) -> Any:
        raise AssertionError("history() samples the curve and drops spikes; never call it")


class FakeApi:
    def __init__(self, runs: dict[str, FakeRun]) -> None:
        self.by_id = runs
        self.reads: list[str] = []

    def runs(self, path: str, per_page: int = 50, **_: Any) -> list[FakeRun]:
        entity, project = path.split("/")
        assert (entity, project) == ("lab", "gpt")
        return list(self.by_id.values())

    def run(self, path: str) -> FakeRun:
        run_id = path.rsplit("/", 1)[-1]
        if run_id not in self.by_id:
            raise ValueError(f"Could not find run {path}")
        self.reads.append(run_id)
        return self.by_id[run_id]


def curve(spike_at: int | None, steps: int = 3000) -> list[dict[str, Any]]:
    rows = []
    for i in range(steps):
        loss = 2.0 + 3.0 * math.exp(-i / 300) + 0.01 * math.sin(i * 1.7)
        if spike_at is not None and spike_at <= i < spike_at + 40:
            loss *= 2.5 - (i - spike_at) / 40
        row: dict[str, Any] = {"_step": i, "_timestamp": 1.7e9 + i, "train/global_step": 10 * i,
                               "train/loss": loss, "lr": 3e-4, "_runtime": float(i)}
        if i % 100 == 0:
            row["samples"] = {"_type": "table-file", "path": "x"}  # media: not a series
        rows.append(row)
    return rows


@pytest.fixture
def fake(monkeypatch: pytest.MonkeyPatch) -> FakeApi:
    monkeypatch.setenv("LOSSDOCTOR_JOBS", "1")
    api = FakeApi({"abc123": FakeRun("abc123", "spiky", curve(1500)), "def456": FakeRun("def456", "calm", curve(None))})
    monkeypatch.setattr(wandb_api, "API_FACTORY", lambda: api)
    return api


def test_project_runs_are_read_in_full(fake: FakeApi, capsys: pytest.CaptureFixture[str]) -> None:
    report = json_report(["wandb://lab/gpt"], capsys)
    runs = {r["name"]: r for r in report["runs"]}
    assert set(runs) == {"spiky", "calm"}
    assert runs["spiky"]["sources"] == ["wandb://lab/gpt/abc123"]
    loss = next(s for s in runs["spiky"]["series"] if s["name"] == "train/loss")
    # Every row, on the framework's own step axis.
    assert loss["points"] == 3000 and loss["first_step"] == 0 and loss["last_step"] == 29990
    spikes = [f for f in runs["spiky"]["findings"] if f["kind"] == "spike"]
    assert spikes and 15000 <= spikes[0]["start_step"] <= 15100
    assert not [f for f in runs["calm"]["findings"] if f["kind"] == "spike"]
    assert all(run.scans for run in fake.by_id.values())


def test_one_run_url(fake: FakeApi, capsys: pytest.CaptureFixture[str]) -> None:
    report = json_report(["wandb://lab/gpt/def456"], capsys)
    assert [r["name"] for r in report["runs"]] == ["calm"]


def test_cached_by_the_runs_version(fake: FakeApi, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    args = ["wandb://lab/gpt", "--cache", str(tmp_path / "c")]
    first = json_report(args, capsys)
    assert sorted(fake.reads) == ["abc123", "def456"]
    fake.reads.clear()
    assert json_report(args, capsys) == first and fake.reads == []
    fake.by_id["def456"]._attrs["heartbeatAt"] = "2026-11-21T10:00:00"  # it logged more
    json_report(args, capsys)
    assert fake.reads == ["def456"]


def test_a_run_that_cannot_be_read_is_a_per_run_error(fake: FakeApi, capsys: pytest.CaptureFixture[str]) -> None:
    broken = FakeRun("zzz999", "broken", [])
    fake.by_id["zzz999"] = broken

    def fail(**_: Any) -> Any:
        raise ConnectionError("the server closed the connection")

    broken.scan_history = fail  # type: ignore[method-assign]
    report = json_report(["wandb://lab/gpt"], capsys)
    errors = {r["name"]: r.get("error") for r in report["runs"]}
    assert errors["spiky"] is None and errors["calm"] is None
    assert "wandb://lab/gpt/zzz999: cannot read the history (ConnectionError" in errors["broken"]


def test_bad_wandb_urls_are_one_line(fake: FakeApi, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["analyze", "wandb://lab"]) == 2
    assert "expected wandb://ENTITY/PROJECT" in capsys.readouterr().err
    assert main(["analyze", "wandb://lab/gpt/nope"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "wandb://lab/gpt/nope: cannot read the run (ValueError" in err[0]


def lineage_rows(steps: range, base: float) -> list[dict[str, Any]]:
    # Each timeline is written later than the one before it (base 0, then 1, then 2).
    return [{"_step": i, "_timestamp": 1.7e9 + 1000 * base + i, "loss": base + i / 100} for i in steps]


class GraphqlService:
    """The one GraphQL call wandb's real `Run` makes to load itself (`query Run`), answered with
    the run as the server sends it: `config` is a JSONString of {"key": {"value": ...}}."""

    def __init__(self, runs: dict[str, dict[str, Any]]) -> None:
        self.runs = runs
        self.queries: list[str] = []

    def execute_graphql(self, query: str, variables: dict[str, Any] | None = None, **_: Any) -> dict[str, Any]:
        import json

        assert variables is not None and "query Run(" in query
        self.queries.append("RunFragment" if "...RunFragment" in query else "LightweightRunFragment")
        spec = self.runs[variables["name"]]
        config = {"lr": {"value": 3e-4, "desc": None}, "_wandb": {"value": spec["_wandb"], "desc": None}}
        attrs = {"id": variables["name"], "name": variables["name"], "displayName": spec["display"],
                 "state": "finished", "historyLineCount": len(spec["rows"]), "heartbeatAt": "2026-11-20T10:00:00",
                 "createdAt": "2026-11-20T09:00:00", "projectId": "1", "tags": [],
                 "user": {"name": "lab", "username": "lab"}}
        if "...RunFragment" in query:
            attrs.update(config=json.dumps(config), summaryMetrics="{}", systemMetrics="{}")
        return {"project": {"run": attrs}}


@pytest.fixture
def lineage(monkeypatch: pytest.MonkeyPatch) -> GraphqlService:
    """A project of wandb's real `Run` objects: `base` rewound at _step 5 (resume_from) and
    `fork` forked from it at _step 3 (fork_from). History paging goes through wandb-core, so
    `scan_history` alone is served from the rows."""
    from wandb.apis.public.runs import Run

    monkeypatch.setenv("LOSSDOCTOR_JOBS", "1")
    service = GraphqlService({
        # After the rewind the cloud keeps _step 0..5 and the new timeline from 6.
        "base01": {"display": "base", "_wandb": {"branch_point": {"run_id": "base01", "step": 5}},
                   "rows": lineage_rows(range(0, 6), 0.0) + lineage_rows(range(6, 10), 1.0)},
        "fork01": {"display": "fork", "_wandb": {"branch_point": {"run_id": "base01", "step": 3}},
                   "rows": lineage_rows(range(4, 8), 2.0)},
    })

    class ServedRun(Run):  # type: ignore[misc]
        def scan_history(self, keys: Any = None, page_size: int = 1000, **_: Any) -> Any:
            yield from service.runs[self.id]["rows"]

    class Client:
        def run(self, path: str) -> Any:
            entity, project, run_id = path.split("/")
            return ServedRun(service, entity, project, run_id, include_sweeps=False)

        def runs(self, path: str, per_page: int = 50, **_: Any) -> list[Any]:
            return [self.run(f"{path}/{run_id}") for run_id in service.runs]

    monkeypatch.setattr(wandb_api, "API_FACTORY", Client)
    return service


def test_rewinds_and_forks_carry_the_offline_readers_markers(lineage: GraphqlService) -> None:
    from lossdoctor.ingest import read_unit
    from lossdoctor.ingest.wandb.api import branch_point
    from lossdoctor.remote.wandb_api import api, discover_wandb

    real = api().run("lab/gpt/fork01")
    # wandb's own Run keeps `_wandb` out of `config` and loads the full fragment for `rawconfig`.
    assert "_wandb" not in real.config
    assert branch_point(real) == {"run": "base01", "metric": "_step", "value": 3.0}
    assert "RunFragment" in lineage.queries
    units = {u.name: u for u in discover_wandb("wandb://lab/gpt")}
    (base,) = read_unit(units["base"])
    (fork,) = read_unit(units["fork"])
    assert (base.identity, fork.identity) == ("wandb:base01", "wandb:fork01")
    (marker,) = base.fragments[0].markers
    assert (marker.kind, marker.step) == ("branch_point", 6) and "rewound run base01 at _step 5" in marker.detail
    (marker,) = fork.fragments[0].markers
    assert (marker.kind, marker.step) == ("branch_point", 4) and "forked from run base01 at _step 3" in marker.detail


def test_a_fork_stitched_with_its_parent_cuts_the_parents_later_steps(lineage: GraphqlService) -> None:
    from lossdoctor.fleet.pipeline import analyze_fleet

    report, _ = analyze_fleet(["wandb://lab/gpt"], stitch=True)
    (only,) = report.runs
    loss = only.run.series["loss"]
    assert loss.steps.tolist() == list(range(8))
    assert loss.values.tolist()[4:] == pytest.approx([2.0 + i / 100 for i in range(4, 8)])
    assert [(r.step, r.abandoned_to_step) for r in only.run.rollbacks] == [(4, 9)]
    assert "branch_point" in (only.run.rollbacks[0].marker or "")


def test_the_text_header_names_the_project_url(lineage: GraphqlService, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["analyze", "wandb://lab/gpt", "--stitch"]) == 0
    assert "2 files under wandb://lab/gpt/" in capsys.readouterr().out
