"""`analyze --plot FILE`: a PNG of each run's loss with findings, joins and dead history marked.

Up to MAX_PANELS runs share one figure (one row of panels per run) written to FILE. With
more runs, one figure per run is written next to FILE, named `<FILE stem>-<run name>.png`,
because a 10-run figure is too small to read in a team channel. The panels are drawn by
plot_panels.py. matplotlib is imported lazily, inside the functions, and draws on its Agg
canvas (no display and no pyplot state needed).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from io import BytesIO
from pathlib import Path

from lossdoctor.model import Report, Run, RunReport
from lossdoctor.output import check_writable, write_bytes
from lossdoctor.plot_panels import MAX_POINTS, aux_series, decimate, draw_aux, draw_loss, limits

__all__ = ["MAX_PANELS", "MAX_POINTS", "decimate", "limits", "render_png", "slug", "targets", "write_plot"]

MAX_PANELS = 4
DPI = 110
WIDTH_IN = 11.0


def slug(name: str) -> str:
    """A run name as a file-name part."""
    text = re.sub(r"[^A-Za-z0-9._-]+", "-", name).strip("-.")
    return text[:80] or "run"


def targets(report: Report, path: Path) -> list[tuple[Path, list[RunReport]]]:
    """Which runs go into which file (see the module docstring)."""
    runs = list(report.runs)
    if len(runs) <= MAX_PANELS:
        return [(path, runs)]
    out: list[tuple[Path, list[RunReport]]] = []
    used: set[str] = set()
    for rr in runs:
        name = slug(rr.run.name)
        candidate, n = name, 2
        while candidate in used:
            candidate, n = f"{name}-{n}", n + 1
        used.add(candidate)
        out.append((path.with_name(f"{path.stem}-{candidate}{path.suffix or '.png'}"), [rr]))
    return out


def write_plot(report: Report, path: Path, *, force: bool, inputs: Sequence[Path]) -> list[Path]:
    """Draw and write the PNG file(s); never overwrite without `force`. Returns the paths written."""
    plan = targets(report, Path(path))
    for target, _ in plan:
        check_writable(target, force=force, inputs=inputs)
    written = []
    for target, runs in plan:
        write_bytes(target, render_png(runs), force=force, inputs=inputs)
        written.append(target)
    return written


def render_png(runs: Sequence[RunReport]) -> bytes:
    """The PNG bytes of one figure holding `runs`, top to bottom (runs without a loss are left out)."""
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure, SubFigure

    shown = [rr for rr in runs if _has_loss(rr.run)]
    heights = [4.6 if aux_series(rr.run) else 3.4 for rr in shown]
    fig = Figure(figsize=(WIDTH_IN, max(2.2, sum(heights) + 0.3)), dpi=DPI, layout="constrained")
    FigureCanvasAgg(fig)
    if not shown:
        names = ", ".join(rr.run.name for rr in runs) or "no runs"
        fig.text(0.5, 0.5, f"nothing to plot: no loss series found ({names})", ha="center", va="center")
    subfigures: Sequence[Figure | SubFigure] = [fig] * len(shown)
    if len(shown) > 1:
        grid = fig.subfigures(len(shown), 1, height_ratios=heights, hspace=0.04)
        assert not isinstance(grid, SubFigure)  # several rows never squeeze to one subfigure
        subfigures = list(grid)
    for sub, rr in zip(subfigures, shown):
        if aux_series(rr.run):
            loss_ax, aux_ax = sub.subplots(2, 1, sharex=True, height_ratios=[3.2, 1.2])
            draw_loss(loss_ax, rr)
            draw_aux(aux_ax, rr.run)
            loss_ax.tick_params(labelbottom=False)
        else:
            loss_ax = sub.subplots(1, 1)
            draw_loss(loss_ax, rr)
            loss_ax.set_xlabel("step")
    buffer = BytesIO()
    fig.savefig(buffer, format="png", dpi=DPI, metadata={"Software": "lossdoctor"})
    return buffer.getvalue()


def _has_loss(run: Run) -> bool:
    return run.primary is not None and run.primary in run.series and len(run.series[run.primary]) > 0
