"""`wandb://ENTITY/PROJECT[/RUN_ID]`: runs in W&B's cloud, found and read through the wandb
package's public API (`wandb.Api`), read-only. Credentials are wandb's own (WANDB_API_KEY,
~/.netrc); nothing here takes or prints them.

Each run found becomes one unit for the `wandb_api` reader (lossdoctor.ingest.wandb.api);
its cache key holds the run's heartbeat time, history length and state, so a finished
run that did not change is never read again with --cache.
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


def version(run: Any) -> str:
    """What changes when a run's history does: updatedAt (when the server sends it),
    the heartbeat, the history length and the state."""
    parts = [attr(run, "updatedAt", "updated_at"), attr(run, "heartbeatAt", "heartbeat_at"),
             attr(run, "historyLineCount", "lastHistoryStep"), attr(run, "state")]
    return "|".join("" if p is None else str(p) for p in parts)


def parse(url: str) -> tuple[str, str, str | None]:
    """wandb://ENTITY/PROJECT[/RUN_ID] -> (entity, project, run id or None)."""
    parts = [p for p in url[len("wandb://"):].split("/") if p]
    if len(parts) not in (2, 3):
        raise InputError(f"{url}: expected wandb://ENTITY/PROJECT or wandb://ENTITY/PROJECT/RUN_ID")
    return parts[0], parts[1], parts[2] if len(parts) == 3 else None


def unit_for(run: Any, entity: str, project: str) -> Unit:
    """The reading work of one cloud run."""
    # `Run.id` is the run id (GraphQL `name`); GraphQL `id` is the backend's storage id, which
    # no run path accepts. `displayName` is what the W&B UI shows.
    run_id = str(run.id)
    path = f"{entity}/{project}/{run_id}"
    return Unit("wandb_api", str(attr(run, "displayName", "display_name", "name") or run_id), (),
                {"path": path, "version": version(run), "source": f"wandb://{path}"})


def discover_wandb(url: str) -> list[Unit]:
    """One unit per run of the project (or the one run named)."""
    entity, project, run_id = parse(url)
    client = api()
    try:
        if run_id is not None:
            runs = [client.run(f"{entity}/{project}/{run_id}")]
        else:
            runs = list(client.runs(f"{entity}/{project}", per_page=500))
    except InputError:
        raise
    except Exception as exc:  # noqa: BLE001 - wandb's CommError, ValueError for a missing run...
        what = "cannot list the runs" if run_id is None else "cannot read the run"
        raise InputError(f"{url}: {what} ({brief(exc)})") from None
    if not runs:
        raise InputError(f"{url}: no runs in this project")
    return [unit_for(run, entity, project) for run in runs]
