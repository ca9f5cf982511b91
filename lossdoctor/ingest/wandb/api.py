"""Reader for runs in W&B's cloud (units made by `lossdoctor.remote.wandb_api`).

The history is the full, unsampled one (`Run.scan_history`, paged), never `history()`,
whose sampling drops spikes. wandb-core serves the scan: it downloads the run's exported
parquet files and asks GraphQL (`HistoryPage`) for the rows logged since the last export.
Rows become series exactly as the `.wandb` reader's do: the framework's step key when
logged, else `_step`.

Lineage, as the offline reader has it: a run resumed under its id is one run in the cloud (one
history, identity `wandb:<id>`, which also joins it with that id's offline files). A rewind
(`resume_from`) or fork (`fork_from`) is told by the `_wandb.branch_point` that `wandb.init`
writes into the run's config ({"run_id", "step"}; the public `Run` shows it in `rawconfig`):
its fragment gets the same `branch_point` marker as an offline file, at `_step` N+1, where the
stitcher cuts the older timeline.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from lossdoctor.errors import InputError
from lossdoctor.ingest.base import Unit
from lossdoctor.ingest.wandb.history import Columns, choose_step_key, first_wall, row_steps, to_series
from lossdoctor.model import Fragment, RawRun

NAME = "wandb_api"
PAGE = 1000  # history rows per request


def claim(files: object, root: object) -> tuple[list[Unit], list[object]]:
    """Never claims files: its units come from the W&B API listing."""
    return [], list(files)  # type: ignore[call-overload]


def read(unit: Unit) -> list[RawRun]:
    """One cloud run's full history as one RawRun (identity `wandb:<id>`)."""
    from lossdoctor.remote.wandb_api import api, attr, brief

    path = str(unit.options["path"])
    source = str(unit.options["source"])
    try:
        run = api().run(path)
        # use_cache=False: wandb keeps downloaded history files under the run id alone, so a
        # run rewound or extended since would be read from its stale copy; --cache is ours.
        records = _in_step_order(run.scan_history(page_size=PAGE, use_cache=False))
        table = Columns()
        for row, record in enumerate(records):
            table.rows = row + 1
            for key, value in record.items():
                if value is not None:  # an exported file's null: the key was not logged here
                    table.add_value(key, row, value)
    except InputError:
        raise
    except Exception as exc:  # noqa: BLE001 - wandb's CommError and friends: one line per run
        raise InputError(f"{source}: cannot read the history ({brief(exc)})") from None
    warnings: list[str] = []
    step_key = choose_step_key([table])
    steps = row_steps(table, step_key, source, warnings)
    if steps is None:
        step_key = "_step"
        steps = row_steps(table, "_step", source, warnings)
    if steps is None:
        import numpy as np

        steps = np.arange(table.rows, dtype=np.int64)
    series = to_series(table, steps, source, warnings, step_key)
    if not series:
        raise InputError(f"{source}: the run has no numeric history")
    run_id = path.rsplit("/", 1)[-1]
    first = int(steps[0]) if len(steps) else None
    point = branch_point(run)
    meta: dict[str, Any] = {"step_key": step_key, "rows": table.rows, "state": attr(run, "state")}
    markers = []
    if point is not None:
        from lossdoctor.ingest.wandb.run import _markers

        meta["branch_point"] = point
        markers = _markers({"branch_point": point, "id": run_id}, first, step_key)
    config = attr(run, "config")
    # Where the offline reader keeps a run's config, and `params_for` looks for it.
    params = {str(k): v for k, v in config.items() if not str(k).startswith("_")} if isinstance(config, dict) else {}
    fragment = Fragment(source=source, series=series, wall_start=first_wall(table), order=0,
                        markers=tuple(markers), meta=meta)
    return [RawRun(name=unit.name, format="wandb", fragments=[fragment], sources=[source], warnings=warnings,
                   identity=f"wandb:{run_id}", meta={"config": params} if params else {})]


def _in_step_order(rows: Iterable[dict[str, Any]]) -> list[dict[str, Any]]:
    """The scanned rows sorted by `_step`, one row per step.

    wandb-core pages through the run's exported parquet files (in the order the server lists
    them, which it does not promise) and then asks GraphQL for the steps not yet exported,
    for the whole page: a page that straddles the two can hold a step twice. A run's `_step`
    is unique in its cloud history (a rewind truncates it), so the first copy is kept.
    """
    by_step: dict[int, dict[str, Any]] = {}
    other: list[dict[str, Any]] = []
    for row in rows:
        step = row.get("_step")
        if isinstance(step, (int, float)) and not isinstance(step, bool):
            by_step.setdefault(int(step), row)
        else:
            other.append(row)
    return [by_step[k] for k in sorted(by_step)] + other


def branch_point(run: Any) -> dict[str, Any] | None:
    """Where a rewound or forked run's own history begins, in the offline reader's form
    ({"run", "metric", "value"}), from the config's `_wandb.branch_point`; else None."""
    from lossdoctor.remote.wandb_api import attr

    for name in ("rawconfig", "config"):  # the public Run keeps `_wandb` out of `config`
        config = attr(run, name)
        internal = config.get("_wandb") if isinstance(config, dict) else None
        if isinstance(internal, dict) and isinstance(internal.get("value"), dict):
            internal = internal["value"]  # the server's {"value": ..., "desc": ...} form
        point = internal.get("branch_point") if isinstance(internal, dict) else None
        if isinstance(point, dict) and point.get("run_id") and isinstance(point.get("step"), (int, float)):
            return {"run": str(point["run_id"]), "metric": "_step", "value": float(point["step"])}
    return None
