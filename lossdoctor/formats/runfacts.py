"""A run's header in words (where it was read from, its steps, fragments and joins), for every report."""

from __future__ import annotations

from lossdoctor.formats.describe import plural
from lossdoctor.model import Run

SHOW_JOINS = 6


def span(run: Run) -> tuple[int, int] | None:
    """First and last step of the primary loss, or None without one."""
    series = run.series.get(run.primary) if run.primary else None
    if series is None or not len(series):
        return None
    return int(series.steps[0]), int(series.steps[-1])


def common_folder(sources: list[str]) -> str:
    """The folder all sources sit in, by "/"-separated parts ("" when none): unlike
    os.path.commonpath, it keeps a URL's "//" (wandb://lab/gpt, s3://bucket/runs)."""
    folders = [source.split("/")[:-1] for source in sources]
    common: list[str] = []
    for parts in zip(*folders):
        if len(set(parts)) > 1:
            break
        common.append(parts[0])
    return "/".join(common)


def source(run: Run) -> tuple[str, str]:
    """(formats, where): "tensorboard", "2 files under logs/x/"."""
    sources = list(run.sources)
    if not sources:
        where = "–"
    elif len(sources) == 1:
        where = sources[0]
    else:
        common = common_folder(sources)
        where = f"{len(sources)} files under {common}/" if common else f"{sources[0]} (+{len(sources) - 1} more)"
    return " + ".join(run.meta.get("side_by_side") or [run.format]), where


def facts(run: Run) -> list[str]:
    """Steps, live points, fragments, resumes, rollbacks and dead points, as short phrases."""
    out = []
    found = span(run)
    if found:
        out.append(f"steps {found[0]}–{found[1]}")
        assert run.primary is not None  # span found the primary loss series
        out.append(f"{plural(len(run.series[run.primary]), 'live point')} of {run.primary}")
    else:
        out.append("no loss series found")
    out.append(plural(len(run.fragments), "fragment"))
    resumes = [j for j in run.joins if j.kind in ("resume", "gap")]
    if resumes:
        out.append(plural(len(resumes), "resume") + " at " + ", ".join(str(j.step) for j in resumes[:SHOW_JOINS])
                   + (" …" if len(resumes) > SHOW_JOINS else ""))
    if run.rollbacks:
        out.append(plural(len(run.rollbacks), "rollback") + ": " + ", ".join(
            f"{r.abandoned_to_step}→{r.step}" for r in run.rollbacks[:SHOW_JOINS])
            + (" …" if len(run.rollbacks) > SHOW_JOINS else ""))
    if run.dead_points:
        out.append(plural(run.dead_points, "dead point"))
    return out
