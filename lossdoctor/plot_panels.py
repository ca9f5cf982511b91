"""The panels of the --plot figure: the loss with its history and findings, and lr / grad norm under it."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import numpy as np

from lossdoctor.formats import verdict as judge
from lossdoctor.formats.describe import events
from lossdoctor.model import Finding, Run, RunReport, Series, Severity
from lossdoctor.roles import Role

if TYPE_CHECKING:
    from matplotlib.axes import Axes

LOG_RATIO = 3.0  # log y axis when the live loss spans more than this factor
DEAD_HEADROOM = 2.0  # dead attempts may stretch the y axis to this many times the live maximum
SEVERITY_COLOR = {Severity.ERROR: "#d62728", Severity.WARNING: "#ff7f0e", Severity.INFO: "#1f9bcf"}
VERDICT_COLOR = {judge.Verdict.HEALTHY: "#2ca02c", judge.Verdict.ATTENTION: "#e08600",
                 judge.Verdict.BROKEN: "#d62728", judge.Verdict.UNJUDGED: "#555555"}
LIVE_COLOR = "#1f4e8c"
DEAD_COLOR = "#9a9a9a"
JOIN_COLOR = "#8e44ad"
SOURCE_COLORS = ("#2a9d8f", "#e76f51", "#8ab17d", "#b5838d", "#6d597a")


MAX_POINTS = 6000  # above this, a line is drawn from per-bin min/max: same picture, far faster


def _finite(series: Series) -> tuple[np.ndarray, np.ndarray]:
    ok = np.isfinite(series.values)
    return decimate(series.steps[ok], series.values[ok])


def decimate(steps: np.ndarray, values: np.ndarray, bins: int = MAX_POINTS // 2) -> tuple[np.ndarray, np.ndarray]:
    """Keep every spike and dip of a long series: each bin becomes its min and its max."""
    if len(steps) <= MAX_POINTS:
        return steps, values
    edges = np.linspace(0, len(steps), bins + 1).astype(np.int64)
    starts = np.unique(edges[:-1])
    lows, highs = np.minimum.reduceat(values, starts), np.maximum.reduceat(values, starts)
    ends = np.append(starts[1:], len(steps)) - 1
    centre = (steps[starts] + steps[ends]) // 2
    return np.repeat(centre, 2), np.column_stack([lows, highs]).reshape(-1)


def limits(live: np.ndarray, dead: np.ndarray) -> tuple[float, float, bool]:
    """y limits and whether to use a log axis: fit the live curve, let dead points stretch it a little."""
    lo, hi = float(live.min()), float(live.max())
    if len(dead):
        hi = max(hi, min(float(dead.max()), hi * DEAD_HEADROOM))
        lo = min(lo, float(dead.min()))
    log = lo > 0 and hi / lo >= LOG_RATIO
    if log:
        return lo / 1.08, hi * 1.12, True
    pad = (hi - lo) * 0.06 or 0.5
    return lo - pad, hi + pad, False


def draw_loss(ax: Axes, rr: RunReport) -> None:
    """The loss panel: live curve, dead attempts, joins, shaded findings, NaN marks."""
    run = rr.run
    v = judge.verdict(rr)
    live_findings = judge.ordered(judge.live(rr))
    ax.set_title(f"{run.name}   ", loc="left", fontsize=11, fontweight="bold")
    ax.set_title(f"{v.value}  ·  {judge.counts_text(live_findings)}", loc="right", fontsize=10,
                 color=VERDICT_COLOR[v], fontweight="bold")
    ax.grid(True, which="major", color="#e6e6e6", linewidth=0.6)
    ax.set_axisbelow(True)
    if run.primary is None or run.primary not in run.series:
        ax.text(0.5, 0.5, "no loss series found", ha="center", va="center", transform=ax.transAxes, color="#777")
        return
    primary = run.series[run.primary]
    steps, values = _finite(primary)
    if len(steps) < 2:
        ax.text(0.5, 0.5, "too few finite loss values to plot", ha="center", va="center", transform=ax.transAxes)
        return
    dead = run.dead.get(run.primary)
    dead_values = _finite(dead)[1] if dead is not None else np.empty(0)
    for i, extra in enumerate(s for s in run.by_role(Role.LOSS) if s.name != run.primary):
        if i >= len(SOURCE_COLORS):
            break
        xs, ys = _finite(extra)
        ax.plot(xs, ys, color=SOURCE_COLORS[i], linewidth=0.7, alpha=0.75, label=extra.name)
    if dead is not None and len(dead):
        _draw_dead(ax, dead)
    if primary.bucket_min is not None and primary.bucket_max is not None:
        # A bucketed export (W&B panel CSV): the min..max of each bucket is the only spike evidence left.
        ok = np.isfinite(primary.bucket_min) & np.isfinite(primary.bucket_max)
        ax.fill_between(primary.steps[ok], primary.bucket_min[ok], primary.bucket_max[ok], color=LIVE_COLOR,
                        alpha=0.2, linewidth=0, label="bucket min..max", zorder=2)
    ax.plot(steps, values, color=LIVE_COLOR, linewidth=0.9, label=f"{run.primary} (live)", zorder=3)
    for i, evals in enumerate(run.by_role(Role.EVAL_LOSS)[:2]):
        xs, ys = _finite(evals)
        ax.plot(xs, ys, color=("#e9a23b", "#c0392b")[i], linewidth=1.2, marker="o", markersize=2.5,
                label=evals.name, zorder=4)
    lo, hi, log = limits(values, dead_values)
    if log:
        ax.set_yscale("log")
        from matplotlib.ticker import LogLocator, NullFormatter, ScalarFormatter

        decades = np.log10(hi / lo)
        # Less than a decade (the usual loss curve) needs more than the 1-2-5 ticks to be read.
        subs = (1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 8.0) if decades < 1 else (1.0, 2.0, 5.0) if decades < 3 else (1.0,)
        ax.yaxis.set_major_locator(LogLocator(subs=subs))
        ax.yaxis.set_minor_locator(LogLocator(subs=[float(k) for k in range(1, 10)]))
        ax.yaxis.set_minor_formatter(NullFormatter())
        formatter = ScalarFormatter()
        formatter.set_scientific(False)
        ax.yaxis.set_major_formatter(formatter)
    ax.set_ylim(lo, hi)
    x0 = min(int(steps.min()), int(dead.steps.min()) if dead is not None and len(dead) else int(steps.min()))
    x1 = max(int(steps.max()), int(dead.steps.max()) if dead is not None and len(dead) else int(steps.max()))
    ax.set_xlim(x0, x1 + max(1, (x1 - x0) // 100))
    _draw_joins(ax, run)
    _draw_findings(ax, rr, x0, x1)
    bad = primary.steps[~np.isfinite(primary.values)]
    if len(bad):
        from matplotlib.transforms import blended_transform_factory

        trans = blended_transform_factory(ax.transData, ax.transAxes)
        ax.scatter(bad, np.full(len(bad), 0.03), marker="x", color=SEVERITY_COLOR[Severity.ERROR], s=18,
                   transform=trans, label=f"NaN/inf ({len(bad)})", zorder=5, clip_on=False)
    ax.set_ylabel(run.primary + (" (log)" if log else ""))
    ax.legend(loc="best", fontsize=8, framealpha=0.85, ncols=2 if len(ax.get_lines()) > 3 else 1)


def _draw_dead(ax: Axes, dead: Series) -> None:
    fragments = dead.fragment if dead.fragment is not None else np.zeros(len(dead), dtype=np.int32)
    for i, fragment in enumerate(np.unique(fragments)):
        part = dead.select(fragments == fragment)
        xs, ys = _finite(part)
        ax.plot(xs, ys, color=DEAD_COLOR, linewidth=0.8, alpha=0.6, linestyle="-",
                label="abandoned attempts (dead)" if i == 0 else None, zorder=2)


def _draw_joins(ax: Axes, run: Run) -> None:
    """A dashed line per rollback, a dotted one per resume; joins at one step share one label."""
    at: dict[int, list[tuple[str, int]]] = {}
    for join in run.joins:
        if join.kind in ("rollback", "resume", "gap"):
            at.setdefault(join.step, []).append((join.kind, join.previous_end))
    for step, joins in sorted(at.items()):
        rollbacks = sorted(end for kind, end in joins if kind == "rollback")
        if rollbacks:
            froms = ", ".join(str(end) for end in rollbacks)
            label = (f"rollback {froms}→{step}" if len(rollbacks) == 1
                     else f"{len(rollbacks)} rollbacks to {step} (from {froms})")
        else:
            label = f"resume {step}"
        ax.axvline(step, color=JOIN_COLOR, linewidth=1.1 if rollbacks else 0.8,
                   linestyle="--" if rollbacks else ":", alpha=0.85 if rollbacks else 0.7, zorder=2)
        ax.annotate(label, (step, 0.5), xycoords=("data", "axes fraction"), fontsize=7.5 if rollbacks else 7,
                    color=JOIN_COLOR, rotation=90, ha="right", va="center")


def _draw_findings(ax: Axes, rr: RunReport, x0: int, x1: int) -> None:
    """Shade each finding's steps; label it with its code where labels do not collide."""
    width = max(x1 - x0, 1)
    findings = sorted(rr.findings, key=lambda f: (-int(f.severity), f.in_dead_fragment, f.start_step))
    taken: list[list[tuple[float, float]]] = [[] for _ in range(5)]  # label extents per label row
    for f in findings:
        color = DEAD_COLOR if f.in_dead_fragment else SEVERITY_COLOR[f.severity]
        for start, end in _spans(f, x1, width):
            if f.in_dead_fragment:
                ax.axvspan(start, end, facecolor="none", edgecolor=DEAD_COLOR, hatch="///", linewidth=0,
                           alpha=0.5, zorder=1)
            else:
                ax.axvspan(start, end, color=color, alpha=0.13 if f.severity > Severity.INFO else 0.10,
                           linewidth=0, zorder=1)
        at = f.peak_step if f.peak_step is not None else f.start_step
        label = f"{f.code} {f.kind.replace('_', ' ')}" + (" (dead)" if f.in_dead_fragment else "")
        # About 0.0068 of the axis width per character at 7.5 pt on an 11-inch figure.
        extent = (len(label) + 1) * 0.0068 * width
        right_edge = at > x0 + 0.8 * width  # labels near the right edge hang to the left
        span = (at - extent, at) if right_edge else (at, at + extent)
        row = next((i for i, used in enumerate(taken)
                    if all(span[1] < lo or span[0] > hi for lo, hi in used)), None)
        if row is None:
            continue  # too crowded: the shading still shows it, the report lists it
        taken[row].append(span)
        ax.annotate(label, (at, 0.965 - 0.075 * row), xycoords=("data", "axes fraction"), fontsize=7.5,
                    color=color, fontweight="bold", ha="right" if right_edge else "left", va="top", zorder=6,
                    bbox={"boxstyle": "round,pad=0.15", "facecolor": "white", "edgecolor": "none", "alpha": 0.75})


def _spans(f: Finding, x1: int, width: int) -> list[tuple[float, float]]:
    """The step ranges to shade for a finding (at least a sliver wide, so that it shows)."""
    sliver = width * 0.004
    grouped = events(f)
    if grouped:
        return [(float(e), float(e) + width * 0.006) for e in grouped]
    end = f.end_step if f.end_step is not None else x1
    return [(f.start_step, max(end, f.start_step + sliver))]


def aux_series(run: Run) -> list[Series]:
    """The series shown under the loss: grad norm, loss scale and learning rate, when logged."""
    out = []
    for role in (Role.GRAD_NORM, Role.LOSS_SCALE, Role.LR):
        found = run.by_role(role)
        if found:
            out.append(found[0])
    return out


def draw_aux(ax: Axes, run: Run) -> None:
    """Grad norm / loss scale on the left axis, learning rate on a right-hand axis."""
    series = aux_series(run)
    left = [s for s in series if s.role is not Role.LR]
    right = [s for s in series if s.role is Role.LR]
    colors = {Role.GRAD_NORM: "#2e8b57", Role.LOSS_SCALE: "#b8860b", Role.LR: "#7b3fa0"}
    handles: list[Any] = []
    ax.grid(True, color="#eeeeee", linewidth=0.5)
    for s in left[:2]:
        xs, ys = _finite(s)
        handles += ax.plot(xs, ys, color=colors[s.role], linewidth=0.8, label=s.name)
        bad = s.steps[~np.isfinite(s.values)]
        if len(bad):
            from matplotlib.transforms import blended_transform_factory

            ax.scatter(bad, np.full(len(bad), 0.06), marker="x", s=12, color=SEVERITY_COLOR[Severity.ERROR],
                       transform=blended_transform_factory(ax.transData, ax.transAxes), clip_on=False)
    if left:
        values = np.concatenate([_finite(s)[1] for s in left[:2]])
        if len(values) and values.min() > 0 and values.max() / values.min() >= 20:
            ax.set_yscale("log")
        ax.set_ylabel(" / ".join(s.name for s in left[:2]), fontsize=8)
    if right:
        target = ax.twinx() if left else ax
        xs, ys = _finite(right[0])
        handles += target.plot(xs, ys, color=colors[Role.LR], linewidth=1.0, label=right[0].name)
        target.set_ylabel(right[0].name, fontsize=8, color=colors[Role.LR])
        target.ticklabel_format(axis="y", style="sci", scilimits=(-3, 3))
        target.set_ylim(bottom=0, top=float(np.nanmax(ys)) * 1.15 if len(ys) and np.nanmax(ys) > 0 else None)
        target.tick_params(labelsize=7)
    ax.tick_params(labelsize=8)
    ax.set_xlabel("step")
    ax.legend(handles=handles, loc="upper right", fontsize=7.5, framealpha=0.85)
    _draw_joins_plain(ax, run)


def _draw_joins_plain(ax: Axes, run: Run) -> None:
    for join in run.joins:
        if join.kind in ("rollback", "resume", "gap"):
            ax.axvline(join.step, color=JOIN_COLOR, linewidth=0.8,
                       linestyle="--" if join.kind == "rollback" else ":", alpha=0.6)

