"""Reader for runs in W&B's cloud (units made by `lossdoctor.remote.wandb_api`).

The history is the full, unsampled one (`Run.scan_history`, paged), never `history()`,
whose sampling drops spikes. Rows become series exactly as the `.wandb` reader's do: the
framework's step key when logged, else `_step`.
"""

from __future__ import annotations

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
    from lossdoctor.remote.wandb_api import api, attr

    path = str(unit.options["path"])
    source = str(unit.options["source"])
    try:
        run = api().run(path)
        table = Columns()
        for row, record in enumerate(run.scan_history(page_size=PAGE)):
            table.rows = row + 1
            for key, value in record.items():
                table.add_value(key, row, value)
    except InputError:
        raise
    except Exception as exc:  # noqa: BLE001 - wandb's CommError and friends: one line per run
        raise InputError(f"{source}: cannot read the history ({type(exc).__name__}: {str(exc)[:200]})") from None
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
    config = attr(run, "config")
    params = {str(k): v for k, v in config.items() if not str(k).startswith("_")} if isinstance(config, dict) else {}
    fragment = Fragment(source=source, series=series, wall_start=first_wall(table), order=0,
                        meta={"step_key": step_key, "rows": table.rows, "state": attr(run, "state")})
    run_id = path.rsplit("/", 1)[-1]
    return [RawRun(name=unit.name, format="wandb", fragments=[fragment], sources=[source], warnings=warnings,
                   identity=f"wandb:{run_id}", meta={"params": params})]
