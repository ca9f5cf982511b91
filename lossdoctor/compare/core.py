"""Two sides of runs -> one CompareReport: which series, which mode, each answer, the verdict."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

import numpy as np

from lossdoctor import __version__
from lossdoctor.compare import curves as cv, finals, parity, regression, target
from lossdoctor.compare.findings import new_findings
from lossdoctor.compare.grid import bin_means, bins_for, common_range, edges, steps_at
from lossdoctor.compare.model import (Band, CompareReport, Final, Options, SeriesResult, Stretch,
                                      TimeToTarget, Verdict, worst)
from lossdoctor.errors import InputError
from lossdoctor.model import Run, RunReport, Series

MIN_BINS = 8  # fewer shared points than this: no noise can be measured, the series is skipped


@dataclass(frozen=True)
class Wanted:
    """A series to compare and how to find it in a run."""

    name: str
    role: str
    pick: Callable[[Run], Series | None]


@dataclass(frozen=True)
class Sides:
    """One series' curves on both sides, on the axis."""

    wanted: Wanted
    new: list[cv.Curve]
    base: list[cv.Curve]
    lo: float
    hi: float


def wanted(runs: Sequence[Run], options: Options) -> list[Wanted]:
    """Training loss, eval loss, then each --series."""
    out = [Wanted("training loss", "loss", cv.train_loss), Wanted("eval loss", "eval_loss", cv.eval_loss)]
    for key in options.series:
        out.append(Wanted(key, "series", _named(key)))
    return out


def _named(key: str) -> Callable[[Run], Series | None]:
    """A picker of the series logged as `key`."""
    def pick(run: Run) -> Series | None:
        return run.series.get(key)
    return pick


def _sides(w: Wanted, new: Sequence[Run], base: Sequence[Run], axis: str, notes: list[str]) -> Sides | str:
    """The series' curves, or why it cannot be compared."""
    found_new = [(r, w.pick(r)) for r in new]
    found_base = [(r, w.pick(r)) for r in base]
    new_c = [cv.curve(r, s, axis) for r, s in found_new if s is not None and len(s)]
    base_c = [cv.curve(r, s, axis) for r, s in found_base if s is not None and len(s)]
    new_c, base_c = [c for c in new_c if len(c.x)], [c for c in base_c if len(c.x)]
    if not new_c or not base_c:
        side = "new side" if not new_c else "baseline"
        return f"{w.name}: no finite points on the {side}"
    missing = [r.name for r, s in found_new + found_base if s is None or not len(s)]
    if missing:
        notes.append(f"{w.name}: not in {', '.join(missing)}; compared over the other runs")
    span = common_range(new_c + base_c)
    if span is None:
        return f"{w.name}: the runs share no stretch of the {axis} axis"
    return Sides(w, new_c, base_c, span[0], span[1])


def compare_runs(new: Sequence[RunReport], baseline: Sequence[RunReport], options: Options) -> CompareReport:
    """Compare the new side with the baseline (each one or more runs, already diagnosed)."""
    notes: list[str] = []
    skipped: list[str] = []
    new_runs, base_runs = [rr.run for rr in new], [rr.run for rr in baseline]
    found: list[Sides] = []
    for w in wanted(new_runs + base_runs, options):
        sides = _sides(w, new_runs, base_runs, options.axis, notes)
        if isinstance(sides, str):
            if w.role == "series":
                raise InputError(f"--series {sides}")
            skipped.append(sides)
        else:
            found.append(sides)
    fresh = new_findings(list(new), list(baseline))
    if not found and not any(f.decides for f in fresh):
        raise InputError("no series to compare: the two sides share no training loss, eval loss or --series "
                         + "(" + "; ".join(notes + skipped) + ")")
    # With nothing to compare, the new side's own errors (a loss NaN from the start) still answer.
    copies = bool(found) and parity.deterministic(found[0].new, found[0].base, found[0].lo, found[0].hi)
    mode = "parity" if options.parity or copies else "regression"
    if copies and not options.parity:
        notes.append("both sides are deterministic copies (identical at the start): compared for parity")
    results, finals_out = [], []
    for sides in found:
        result, fin = _one(sides, mode, options)
        if result is None:
            skipped.append(f"{sides.wanted.name}: fewer than {MIN_BINS} points in the stretch all runs share")
            continue
        results.append(result)
        if fin is not None:
            finals_out.append(fin)
    if not results and not any(f.decides for f in fresh):
        raise InputError("no series to compare: " + "; ".join(skipped))
    verdicts = [r.verdict for r in results] + [Verdict.WORSE for f in fresh if f.decides]
    ttt = _time_to_target(found, results, options) if results else None
    return CompareReport(
        verdict=worst(verdicts), mode=mode, axis=options.axis,
        new_runs=tuple(r.name for r in new_runs), baseline_runs=tuple(r.name for r in base_runs),
        series=tuple(results), final=tuple(finals_out), time_to_target=ttt, new_findings=tuple(fresh),
        version=__version__, notes=tuple(notes), skipped=tuple(skipped))


def _one(sides: Sides, mode: str, options: Options) -> tuple[SeriesResult | None, Final | None]:
    """One series: the regression judgement (and the parity check), plus its final values."""
    w, lo, hi = sides.wanted, sides.lo, sides.hi
    lower = cv.lower_is_better(w.name, w.role)
    ref = sides.base[0]
    name = w.name
    bins = bins_for(sides.new + sides.base, lo, hi)
    if bins < MIN_BINS:
        return None, None
    grid = edges(lo, hi, bins)
    new_b = np.stack([bin_means(c, grid) for c in sides.new])
    base_b = np.stack([bin_means(c, grid) for c in sides.base])
    j = regression.judge(new_b, base_b, lower)
    centres = 0.5 * (grid[:-1] + grid[1:])
    band = Band(tuple(centres.tolist()), tuple(j.new_mean.tolist()), tuple(j.baseline_mean.tolist()),
                tuple(j.noise.tolist()), j.threshold,
                tuple(tuple(row.tolist()) for row in new_b), tuple(tuple(row.tolist()) for row in base_b))
    fin = finals.final(name, int(round(float(steps_at(ref, np.array([hi]))[0]))),
                       new_b[:, -1].tolist(), base_b[:, -1].tolist())
    common = dict(name=name, role=w.role, basis=j.basis, lower_is_better=lower,
                  basis_runs=len(sides.base) if j.basis == "baseline seeds" else 1,
                  compared=(lo, hi), points=bins, band=band)
    also = tuple(_also(s, grid, ref, j) for s in j.others)
    if j.decisive is not None:
        s = j.decisive
        part = slice(s.start, s.end + 1)
        delta = float(j.difference[part].mean())
        se = float(j.noise[part].mean())
        level = float(np.abs(j.baseline_mean[part]).mean())
        regression_result = SeriesResult(
            verdict=j.verdict, mode="regression",
            from_step=_step(ref, grid[s.start]), to_step=_step(ref, grid[s.end + 1]),
            delta=delta, relative=delta / level if level else None, noise=se, sigmas=delta / se, also=also,
            peak=s.peak, threshold=j.threshold,
            **common)  # type: ignore[arg-type]
    else:
        z = j.difference / j.noise
        at = int(np.argmax(np.abs(z)))
        notes = also or (f"largest difference {z[at]:+.1f} noise at step {_step(ref, centres[at])}, "
                         f"below the {j.threshold:g} that decides",)
        regression_result = SeriesResult(
            verdict=Verdict.SAME, mode="regression", from_step=None, to_step=None,
            delta=float(j.difference.mean()), relative=float(j.difference.mean() / np.abs(j.baseline_mean).mean()),
            noise=float(j.noise.mean()), sigmas=float(j.difference.mean() / j.noise.mean()), also=notes,
            peak=float(abs(z[at])), threshold=j.threshold,
            **common)  # type: ignore[arg-type]
    if mode != "parity":
        return regression_result, fin
    return _parity(sides, options, regression_result), fin


def _parity(sides: Sides, options: Options, reg: SeriesResult) -> SeriesResult:
    """Parity answer: where the curves depart; a departure beyond noise keeps its regression verdict."""
    d = parity.departure(sides.new, sides.base, sides.lo, sides.hi, options.tolerance)
    ref = sides.base[0]
    largest = float(d.difference[int(np.argmax(np.abs(d.difference)))]) if len(d.difference) else 0.0
    if d.index is None:
        return replace(reg, verdict=Verdict.SAME, mode="parity", from_step=None, to_step=None, delta=largest,
                       relative=None, noise=None, sigmas=None, peak=None, basis=d.basis, max_delta=largest,
                       tolerance=float(d.tolerance.max()) if len(d.tolerance) else None,
                       also=(f"no departure beyond the tolerance; largest difference {largest:+.3g}",))
    i = d.index
    peak = i + int(np.argmax(np.abs(d.difference[i:])))
    verdict = reg.verdict if reg.verdict in (Verdict.WORSE, Verdict.BETTER) else Verdict.DIFFERENT
    extra = ((f"beyond noise too: {reg.verdict.value} from step {reg.from_step}",)
             if verdict is not Verdict.DIFFERENT else ())
    level = float(np.interp(d.x[i], ref.x, ref.y))
    return replace(reg, verdict=verdict, mode="parity", from_step=_step(ref, d.x[i]), to_step=None,
                   delta=float(d.difference[i]), relative=float(d.difference[i]) / level if level else None,
                   noise=None, sigmas=None, peak=None, tolerance=float(d.tolerance[i]),
                   max_delta=float(d.difference[peak]), basis=d.basis,
                   also=extra + ((f"largest departure at step {_step(ref, d.x[peak])}",) if peak != i else ()))


def _step(ref: cv.Curve, x: float) -> int:
    return int(round(float(steps_at(ref, np.array([x]))[0])))


def _also(s: Stretch, grid: np.ndarray, ref: cv.Curve, j: regression.Judgement) -> str:
    """Another stretch beyond the noise, in one sentence."""
    what = "higher" if s.sign > 0 else "lower"
    delta = float(j.difference[s.start:s.end + 1].mean())
    return (f"also {what} from step {_step(ref, grid[s.start])} to {_step(ref, grid[s.end + 1])} "
            f"({delta:+.4g}, peak {s.peak:.1f} noise)")


def _time_to_target(found: list[Sides], results: list[SeriesResult], options: Options) -> TimeToTarget | None:
    """On the eval loss when compared (targets are set on held-out loss), else the first series."""
    chosen = next((s for s in found if s.wanted.role == "series"), None) or \
        next((s for s in found if s.wanted.role == "eval_loss"), None) or found[0]
    result = next((r for r in results if r.name == chosen.wanted.name), None)
    if result is None:
        return None
    if options.target is not None:
        value, source = float(options.target), "--target"
    else:
        final = target.final_value(chosen.base)
        if final is None:
            return None
        value, source = final, "baseline final"
    lower = result.lower_is_better

    def units(side: list[cv.Curve]) -> dict[str, list[cv.Curve | None]]:
        return {"tokens": [_other(c.run, chosen.wanted, "tokens") for c in side],
                "seconds": [_other(c.run, chosen.wanted, "time") for c in side]}

    return TimeToTarget(
        series=chosen.wanted.name, target=value, source=source,
        new=target.reach(chosen.new, units(chosen.new), value, lower),
        baseline=target.reach(chosen.base, units(chosen.base), value, lower))


def _other(run: Run, w: Wanted, axis: str) -> cv.Curve | None:
    """The run's series on another axis, when that axis is logged."""
    from lossdoctor.errors import UsageError

    series = w.pick(run)
    if series is None:
        return None
    try:
        return cv.curve(run, series, axis)
    except UsageError:
        return None
