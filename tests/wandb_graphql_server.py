"""A W&B server on 127.0.0.1 for tests: it answers the GraphQL operations that the installed
wandb package (its Python `wandb.Api` and its wandb-core service, which makes every request)
sends, with real paging, and nothing else.

Each operation is known by its name and by the fields it selects, as read from wandb's source
(wandb/apis/public/runs.py) and from the query texts inside the wandb-core executable, and
lossdoctor's own `RunsUpdatedAt`/`RunUpdatedAt` (sent through wandb-core too). A
request that matches none of them is answered 500 and kept in `errors`, which tests assert
empty, so a wandb release that changes its queries fails the tests instead of passing them.
"""

from __future__ import annotations

import base64
import json
import re
import threading
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

API_KEY = "lossdoctor_test_key_" + "0" * 24  # wandb accepts keys of 40+ word characters


@dataclass
class Run:
    """One run as the W&B backend stores it."""

    name: str  # the run id (GraphQL `name`)
    display_name: str
    rows: list[dict[str, Any]]  # history rows, each with its `_step`
    config: dict[str, Any] = field(default_factory=dict)  # the user's config
    wandb: dict[str, Any] = field(default_factory=dict)  # what wandb.init keeps under `_wandb`
    state: str = "finished"
    created_at: str = "2026-11-20T09:00:00"
    heartbeat_at: str = "2026-11-20T10:00:00"
    # When anything about the run last changed (history, config, summary, tags): W&B's
    # `Run.updatedAt`, which neither of wandb's run fragments selects.
    updated_at: str = "2026-11-20T10:00:00"
    summary: dict[str, Any] = field(default_factory=dict)
    sweep: str | None = None  # the sweep's id, for a run of a sweep
    # W&B exports history to parquet files in the background; rows logged since are "live"
    # and served through GraphQL. `exported` leading rows sit in `parts` parquet files.
    exported: int | None = None  # None: every row
    parts: int = 1

    def attrs(self, full: bool, entity: str, project: str) -> dict[str, Any]:
        """The `RunFragment` (full) or `LightweightRunFragment` fields of this run."""
        # GraphQL `id` is the backend's storage id, not the run id (which is `name`).
        storage = base64.b64encode(f"Run:v1:{self.name}:{project}:{entity}".encode()).decode()
        node: dict[str, Any] = {
            "projectId": "1", "id": storage, "tags": [], "name": self.name,
            "displayName": self.display_name, "sweepName": self.sweep, "state": self.state, "group": None,
            "jobType": None, "commit": None, "readOnly": False, "createdAt": self.created_at,
            "heartbeatAt": self.heartbeat_at, "description": None, "notes": None,
            "historyLineCount": len(self.rows), "user": {"name": "Lab", "username": "lab"}}
        if full:
            # The backend sends config as a JSONString of {key: {"value": ..., "desc": ...}}.
            config = {k: {"value": v, "desc": None} for k, v in self.config.items()}
            config["_wandb"] = {"value": self.wandb, "desc": None}
            node.update(config=json.dumps(config), systemMetrics="{}", summaryMetrics=json.dumps(self.summary),
                        historyKeys=self.history_keys())
        return node

    def history_keys(self) -> dict[str, Any]:
        keys = sorted({k for row in self.rows for k in row})
        return {"lastStep": self.last_step(), "keys": {k: {"typeCounts": [{"type": "number", "count": 1}]}
                                                       for k in keys}}

    def last_step(self) -> int:
        return max((int(row["_step"]) for row in self.rows), default=-1)

    def split(self) -> tuple[list[list[dict[str, Any]]], list[dict[str, Any]]]:
        """(the rows of each parquet file, the live rows)."""
        done = len(self.rows) if self.exported is None else self.exported
        files = [self.rows[done * i // self.parts:done * (i + 1) // self.parts] for i in range(self.parts)]
        return [f for f in files if f], self.rows[done:]

    def parquet(self, index: int) -> bytes:
        """One exported file as W&B writes it: a column per key, null where a row lacks it."""
        import io

        import pyarrow as pa
        import pyarrow.parquet as pq

        rows = self.split()[0][index]
        keys = sorted({k for row in rows for k in row})
        table = pa.Table.from_pylist([{k: row.get(k) for k in keys} for row in rows])
        sink = io.BytesIO()
        pq.write_table(table, sink)
        return sink.getvalue()


class GraphqlError(Exception):
    """A query this server does not know: the test must fail."""


class Injected(Exception):
    """A failure the test asked for."""


class Invalid(Exception):
    """A query the server's schema refuses (answered 422 with the GraphQL error)."""


@dataclass
class Request:
    op: str
    variables: dict[str, Any]


class Server:
    """The runs of each ENTITY/PROJECT, served over HTTP on 127.0.0.1 (an ephemeral port)."""

    def __init__(self) -> None:
        self.projects: dict[tuple[str, str], list[Run]] = {}
        self.requests: list[Request] = []
        self.errors: list[str] = []
        # (operation, run name or project) answered 500 on purpose, as a failing backend would.
        self.fail: set[tuple[str, str]] = set()
        self.max_page = 50  # the most runs in one page of `Runs`, whatever the client asks for
        # False: an older server, whose schema has no `Run.updatedAt` (a query that selects it
        # is refused as a GraphQL validation error, HTTP 422 as gqlgen-based servers answer).
        self.has_updated_at = True
        # What W&B accepts: HTTP basic auth, user "api", the API key as password.
        self.authorization = "Basic " + base64.b64encode(f"api:{API_KEY}".encode()).decode()
        self._lock = threading.Lock()
        handler = type("Handler", (_Handler,), {"server_state": self})
        self.http = ThreadingHTTPServer(("127.0.0.1", 0), handler)
        self.http.daemon_threads = True
        self.url = f"http://127.0.0.1:{self.http.server_address[1]}"
        self._thread = threading.Thread(target=self.http.serve_forever, daemon=True)

    def start(self) -> Server:
        self._thread.start()
        return self

    def stop(self) -> None:
        self.http.shutdown()
        self.http.server_close()

    def ops(self) -> list[str]:
        with self._lock:
            return [r.op for r in self.requests]

    def clear(self) -> None:
        with self._lock:
            self.requests.clear()

    def run(self, entity: str, project: str, name: str) -> Run | None:
        return next((r for r in self.projects.get((entity, project), []) if r.name == name), None)

    # --- GraphQL ---------------------------------------------------------------------------

    def graphql(self, body: dict[str, Any]) -> dict[str, Any]:
        query = str(body.get("query") or "")
        variables = dict(body.get("variables") or {})
        op = body.get("operationName") or _op_name(query)
        with self._lock:
            self.requests.append(Request(op, variables))
        target = str(variables.get("runName") or variables.get("run") or variables.get("name")
                     or variables.get("project") or "")
        if (op, target) in self.fail:
            raise Injected(f"{op} {target}: failure injected by the test")
        answer = OPERATIONS.get(op)
        if answer is None:
            raise GraphqlError(f"unknown operation {op!r}: {query[:300]!r}")
        shape, method = answer
        if not self.has_updated_at and re.search(r"\bupdatedAt\b", query):
            raise Invalid('Cannot query field "updatedAt" on type "Run".')
        missing = [part for part in shape if part not in _squash(query)]
        if missing:
            raise GraphqlError(f"{op}: the query no longer selects {missing}: {query[:600]!r}")
        return {"data": method(self, variables, query)}

    def viewer(self, variables: dict[str, Any], query: str) -> dict[str, Any]:
        return {"viewer": {"id": "VXNlcjox", "entity": "lab", "username": "lab", "email": "lab@example.com",
                           "flags": "{}", "teams": {"edges": []}}}

    def runs(self, variables: dict[str, Any], query: str) -> dict[str, Any]:
        key = (variables["entity"], variables["project"])
        if key not in self.projects:
            return {"project": None}
        order = variables.get("order") or "+created_at"
        assert order == "+created_at", order
        runs = sorted(self.projects[key], key=lambda r: (r.created_at, r.name))
        # Cursors are opaque to the client: here, the index of the edge.
        start = int(variables["cursor"]) + 1 if variables.get("cursor") else 0
        page = runs[start:start + min(int(variables.get("perPage") or 50), self.max_page)]
        full = "...RunFragment" in query
        edges = [{"node": run.attrs(full, *key), "cursor": str(start + i)} for i, run in enumerate(page)]
        return {"project": {"internalId": "1", "runCount": len(runs), "readOnly": False,
                            "runs": {"edges": edges, "pageInfo": {
                                "endCursor": edges[-1]["cursor"] if edges else None,
                                "hasNextPage": start + len(page) < len(runs)}}}}

    def runs_updated_at(self, variables: dict[str, Any], query: str) -> dict[str, Any]:
        """lossdoctor's `RunsUpdatedAt`: each run's name and updatedAt, paged as `Runs` is."""
        key = (variables["entity"], variables["project"])
        if key not in self.projects:
            return {"project": None}
        assert variables.get("order") == "+created_at", variables
        runs = sorted(self.projects[key], key=lambda r: (r.created_at, r.name))
        start = int(variables["cursor"]) + 1 if variables.get("cursor") else 0
        page = runs[start:start + min(int(variables.get("perPage") or 50), self.max_page)]
        edges = [{"node": {"name": run.name, "updatedAt": run.updated_at}, "cursor": str(start + i)}
                 for i, run in enumerate(page)]
        return {"project": {"runs": {"edges": edges, "pageInfo": {
            "endCursor": edges[-1]["cursor"] if edges else None, "hasNextPage": start + len(page) < len(runs)}}}}

    def run_updated_at(self, variables: dict[str, Any], query: str) -> dict[str, Any]:
        """lossdoctor's `RunUpdatedAt`: one run's name and updatedAt."""
        key = (variables["entity"], variables["project"])
        if key not in self.projects:
            return {"project": None}
        run = self.run(*key, variables["name"])
        return {"project": {"run": None if run is None else {"name": run.name, "updatedAt": run.updated_at}}}

    def one_run(self, variables: dict[str, Any], query: str) -> dict[str, Any]:
        key = (variables["entity"], variables["project"])
        if key not in self.projects:
            return {"project": None}
        run = self.run(*key, variables.get("name") or variables.get("run") or variables.get("runName") or "")
        if run is None:
            return {"project": {"run": None}}
        return {"project": {"run": run.attrs("...RunFragment" in query, *key)}}

    def history_keys(self, variables: dict[str, Any], query: str) -> dict[str, Any]:
        run = self.run(variables["entity"], variables["project"], variables["name"])
        return {"project": {"run": None if run is None else {"historyKeys": run.history_keys()}}}


    def parquet_history(self, variables: dict[str, Any], query: str) -> dict[str, Any]:
        assert variables["liveKeys"] == ["_step"], variables
        run = self.run(variables["entity"], variables["project"], variables["runName"])
        if run is None:
            return {"project": {"run": None}}
        files, live = run.split()
        base = f"{self.url}/files/{variables['entity']}/{variables['project']}/{run.name}"
        # Signed URLs, in no particular order (W&B does not promise the partitions' order).
        urls = [f"{base}/{i}.runhistory.parquet?X-Signature=test" for i in reversed(range(len(files)))]
        return {"project": {"run": {"parquetHistory": {
            "parquetUrls": urls, "liveData": [{"_step": row["_step"]} for row in live]}}}}

    def history_page(self, variables: dict[str, Any], query: str) -> dict[str, Any]:
        run = self.run(variables["entity"], variables["project"], variables["run"])
        if run is None:
            return {"project": {"run": None}}
        low, high = int(variables["minStep"]), int(variables["maxStep"])
        # The legacy `history` field reads the run's whole history, exported or not; each row
        # is a JSONString.
        rows = [row for row in run.rows if low <= row["_step"] < high][:int(variables["pageSize"])]
        return {"project": {"run": {"history": [json.dumps(row) for row in rows]}}}

    def file(self, path: str) -> bytes | None:
        """GET /files/ENTITY/PROJECT/RUN/N.runhistory.parquet: one exported history file."""
        match = re.fullmatch(r"/files/([^/]+)/([^/]+)/([^/]+)/(\d+)\.runhistory\.parquet(\?.*)?", path)
        run = self.run(*match.groups()[:3]) if match else None
        if match is None or run is None or int(match.group(4)) >= len(run.split()[0]):
            return None
        with self._lock:
            self.requests.append(Request("GET parquet", {"run": run.name, "file": int(match.group(4))}))
        if ("GET parquet", run.name) in self.fail:
            raise Injected(f"{path}: the signed URL expired")
        return run.parquet(int(match.group(4)))


def _op_name(query: str) -> str:
    match = re.search(r"\b(query|mutation)\s+(\w+)", query)
    return match.group(2) if match else ""


def _squash(text: str) -> str:
    return re.sub(r"\s+", " ", text)


# operation -> (texts its query must contain, whitespace squashed; the answer)
OPERATIONS: dict[str, tuple[tuple[str, ...], Any]] = {
    "Viewer": (("viewer {", "entity", "username"), Server.viewer),
    "GetDefaultEntity": (("viewer { id entity }",), Server.viewer),
    "Runs": (("runs(filters: $filters, after: $cursor, first: $perPage, order: $order)",
              "pageInfo { endCursor hasNextPage }", "historyLineCount", "heartbeatAt"), Server.runs),
    "Run": (("project(name: $project, entityName: $entity) { run(name: $name)", "historyLineCount"),
            Server.one_run),
    # lossdoctor's own queries (lossdoctor.remote.wandb_api), sent through wandb-core.
    "RunsUpdatedAt": (("runs(after: $cursor, first: $perPage, order: $order)",
                       "edges { node { name updatedAt } cursor }", "pageInfo { endCursor hasNextPage }"),
                      Server.runs_updated_at),
    "RunUpdatedAt": (("project(name: $project, entityName: $entity) { run(name: $name) { name updatedAt } }",),
                     Server.run_updated_at),
    "RunHistoryKeys": (("run(name: $name) { historyKeys }",), Server.history_keys),
    # wandb-core's history scan (ScanRunHistoryInit, ScanRunHistory).
    "RunParquetHistory": (("run(name: $runName) { parquetHistory(liveKeys: $liveKeys) { parquetUrls liveData } }",),
                          Server.parquet_history),
    "HistoryPage": (("run(name: $run) { history(minStep: $minStep, maxStep: $maxStep, samples: $pageSize) }",),
                    Server.history_page),
}


class _Handler(BaseHTTPRequestHandler):
    server_state: Server
    protocol_version = "HTTP/1.1"

    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 - quiet
        pass

    def _reply(self, status: int, payload: bytes, content_type: str = "application/json") -> None:
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(payload)))
        self.end_headers()
        self.wfile.write(payload)

    def do_POST(self) -> None:  # noqa: N802 - http.server's name
        state = self.server_state
        body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
        if self.path != "/graphql":
            state.errors.append(f"POST {self.path}")
            self._reply(404, b"{}")
            return
        if self.headers.get("Authorization") != state.authorization:
            with state._lock:
                state.requests.append(Request("unauthorized", {}))
            self._reply(401, json.dumps({"errors": [{"message": "user is not logged in"}]}).encode())
            return
        try:
            answer = state.graphql(json.loads(body))
        except Injected as exc:
            self._reply(500, json.dumps({"errors": [{"message": str(exc)}]}).encode())
            return
        except Invalid as exc:
            self._reply(422, json.dumps({"errors": [{"message": str(exc), "extensions": {
                "code": "GRAPHQL_VALIDATION_FAILED"}}], "data": None}).encode())
            return
        except Exception as exc:  # noqa: BLE001 - an unknown query or a bug here: the test fails
            state.errors.append(f"{type(exc).__name__}: {exc}")
            self._reply(500, json.dumps({"errors": [{"message": str(exc)}]}).encode())
            return
        self._reply(200, json.dumps(answer).encode())

    def do_GET(self) -> None:  # noqa: N802
        state = self.server_state
        try:
            data = state.file(self.path)
        except Injected:
            self._reply(404, b"<Error><Code>NoSuchKey</Code></Error>", "application/xml")
            return
        if data is None:
            state.errors.append(f"GET {self.path}")
            self._reply(404, b"{}")
            return
        self._reply(200, data, "application/octet-stream")
