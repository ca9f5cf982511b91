"""`wandb://ENTITY/PROJECT[/RUN_ID]`: runs in W&B's cloud, found and read through the wandb
package's public API (`wandb.Api`), read-only. Credentials are wandb's own (WANDB_API_KEY,
~/.netrc); nothing here takes or prints them.

Each run found becomes one unit for the `wandb_api` reader (lossdoctor.ingest.wandb.api);
its cache key holds the run's `updatedAt`, heartbeat time, history length and state, so a
finished run that did not change is never read again with --cache, and one whose config or
summary was edited is. wandb's run listing does not ask for `updatedAt`: one extra paged query
per project (one for a single run) does, through wandb's own GraphQL client.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import Any

from lossdoctor.errors import InputError
from lossdoctor.ingest.base import Unit

# Tests (and notebooks with their own client) put a factory here; by default, wandb.Api().
API_FACTORY: Callable[[], Any] | None = None


# One client per process: making one costs a login round trip (`viewer`). Forked workers
# make their own (the pid differs).
_CLIENT: tuple[int, Any] | None = None


def api() -> Any:
    """A wandb public API client (imported only on this path), with no run remembered from
    an earlier call: `Api` keeps the runs and listings it loaded until flushed."""
    global _CLIENT
    if API_FACTORY is not None:
        return API_FACTORY()
    if _CLIENT is not None and _CLIENT[0] == os.getpid():
        _CLIENT[1].flush()
        return _CLIENT[1]
    try:
        import wandb
    except ImportError:
        raise InputError("wandb:// URLs need the wandb package: pip install wandb") from None
    try:
        client = wandb.Api(timeout=60)
    except Exception as exc:  # noqa: BLE001 - no key, no network: one line, never the key itself
        raise InputError(f"wandb://: cannot reach W&B ({type(exc).__name__}); log in with `wandb login` "
                         "or set WANDB_API_KEY") from None
    _CLIENT = (os.getpid(), client)
    return client


def attr(run: Any, *names: str) -> Any:
    """A run attribute by its GraphQL name (`heartbeatAt`) or Python name, else None."""
    attrs = getattr(run, "_attrs", None)
    for name in names:
        if isinstance(attrs, dict) and attrs.get(name) is not None:
            return attrs[name]
        value = getattr(run, name, None)
        if value is not None and not callable(value):
            return value
    return None


def brief(exc: BaseException) -> str:
    """An exception as one short line: wandb-core's messages span lines ("giving up after 2
    attempt(s)\nwhile retrying: HTTP 500: ...")."""
    return f"{type(exc).__name__}: {' '.join(str(exc).split())[:200]}"


def version(run: Any, updated: str | None = None) -> str:
    """What changes when a run does: updatedAt (`updated`, or the run's own when the server
    sent it), the heartbeat, the history length and the state."""
    parts = [updated if updated is not None else attr(run, "updatedAt", "updated_at"),
             attr(run, "heartbeatAt", "heartbeat_at"), attr(run, "historyLineCount", "lastHistoryStep"),
             attr(run, "state")]
    return "|".join("" if p is None else str(p) for p in parts)


RUNS_PAGE = 500  # runs per page of the listing and of the updatedAt query

# wandb's `Runs` (LightweightRunFragment) and `Run` (RunFragment) never select `updatedAt`; these
# do, with the listing's own arguments (`project(name:, entityName:) { runs(...) }`).
UPDATED_AT_RUNS = """
query RunsUpdatedAt($project: String!, $entity: String!, $cursor: String, $perPage: Int, $order: String) {
    project(name: $project, entityName: $entity) {
        runs(after: $cursor, first: $perPage, order: $order) {
            edges { node { name updatedAt } cursor }
            pageInfo { endCursor hasNextPage }
        }
    }
}
"""
UPDATED_AT_RUN = """
query RunUpdatedAt($project: String!, $entity: String!, $name: String!) {
    project(name: $project, entityName: $entity) {
        run(name: $name) { name updatedAt }
    }
}
"""


def updated_at(client: Any, entity: str, project: str, run_id: str | None) -> dict[str, str | None]:
    """{run id: updatedAt} of the project's runs (or of the one run), through the client's
    own GraphQL path (wandb-core makes the requests); raises when the server cannot say."""
    execute = getattr(getattr(client, "_service_api", None), "execute_graphql", None)
    if execute is None:
        raise TypeError("this wandb client sends no GraphQL of its own")
    names = {"project": project, "entity": entity}
    if run_id is not None:
        node = ((execute(UPDATED_AT_RUN, {**names, "name": run_id}) or {}).get("project") or {}).get("run")
        if not isinstance(node, dict):
            raise LookupError(f"no run {run_id}")
        return {str(node.get("name") or run_id): node.get("updatedAt")}
    found: dict[str, str | None] = {}
    cursor: str | None = None
    while True:
        data = execute(UPDATED_AT_RUNS, {**names, "cursor": cursor, "perPage": RUNS_PAGE, "order": "+created_at"})
        runs = ((data or {}).get("project") or {}).get("runs")
        if not isinstance(runs, dict):
            raise LookupError(f"no project {entity}/{project}")
        for edge in runs.get("edges") or []:
            node = edge.get("node") or {}
            found[str(node.get("name"))] = node.get("updatedAt")
        info = runs.get("pageInfo") or {}
        following = info.get("endCursor")
        if not info.get("hasNextPage"):
            return found
        if following is None or following == cursor:  # a server that pages in a circle
            raise LookupError("the runs' pages do not advance")
        cursor = str(following)


def parse(url: str) -> tuple[str, str, str | None]:
    """wandb://ENTITY/PROJECT[/RUN_ID] -> (entity, project, run id or None)."""
    parts = [p for p in url[len("wandb://"):].split("/") if p]
    if len(parts) not in (2, 3):
        raise InputError(f"{url}: expected wandb://ENTITY/PROJECT or wandb://ENTITY/PROJECT/RUN_ID")
    return parts[0], parts[1], parts[2] if len(parts) == 3 else None


def unit_for(run: Any, entity: str, project: str, updated: str | None = None) -> Unit:
    """The reading work of one cloud run (`updated`: its updatedAt, when fetched apart)."""
    # `Run.id` is the run id (GraphQL `name`); GraphQL `id` is the backend's storage id, which
    # no run path accepts. `displayName` is what the W&B UI shows.
    run_id = str(run.id)
    path = f"{entity}/{project}/{run_id}"
    return Unit("wandb_api", str(attr(run, "displayName", "display_name", "name") or run_id), (),
                {"path": path, "version": version(run, updated), "source": f"wandb://{path}"})


def discover_wandb(url: str) -> list[Unit]:
    """One unit per run of the project (or the one run named)."""
    return find_wandb(url)[0]


def find_wandb(url: str, keyed: bool = True) -> tuple[list[Unit], list[str]]:
    """One unit per run of the project (or the one run named), and a warning when the server
    did not say when its runs were updated (their cache keys then lack `updatedAt`).
    `keyed=False` (no --cache: nothing is keyed) skips that query."""
    entity, project, run_id = parse(url)
    client = api()
    try:
        if run_id is not None:
            runs = [client.run(f"{entity}/{project}/{run_id}")]
        else:
            runs = list(client.runs(f"{entity}/{project}", per_page=RUNS_PAGE))
    except InputError:
        raise
    except Exception as exc:  # noqa: BLE001 - wandb's CommError, ValueError for a missing run...
        what = "cannot list the runs" if run_id is None else "cannot read the run"
        raise InputError(f"{url}: {what} ({brief(exc)})") from None
    if not runs:
        raise InputError(f"{url}: no runs in this project")
    notes: list[str] = []
    stamps: dict[str, str | None] = {}
    try:
        if keyed:
            stamps = updated_at(client, entity, project, run_id)
            if not any(stamps.get(str(run.id)) for run in runs):
                raise LookupError("the server sent none")
    except Exception as exc:  # noqa: BLE001 - an older server without the field: today's key, said once
        stamps = {}
        notes.append(f"{url}: W&B did not say when the runs were updated ({brief(exc)}); "
                     "they are cached by heartbeat, history length and state alone, so an edit "
                     "that adds no history (config, summary, tags) is not seen with --cache")
    return [unit_for(run, entity, project, stamps.get(str(run.id))) for run in runs], notes
