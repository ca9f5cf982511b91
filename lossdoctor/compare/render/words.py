"""The sentences every compare format shares: one answer per series, finals, time to target."""

from __future__ import annotations

from lossdoctor.compare.model import CompareReport, Final, NewFinding, Reach, SeriesResult, TimeToTarget

QUESTION = {"regression": "is the new side better, the same within noise, or worse?",
            "parity": "do the curves match (parity)?"}


def num(value: float | None, digits: int = 4) -> str:
    """A number short enough to read: 4 significant digits, signed when asked by the caller."""
    return "–" if value is None else f"{value:.{digits}g}"


def signed(value: float | None, digits: int = 4) -> str:
    return "–" if value is None else f"{value:+.{digits}g}"


def percent(value: float | None) -> str:
    return "" if value is None else f" ({value * 100:+.2f}%)"


def sides(report: CompareReport) -> str:
    """'2 new runs vs 3 baseline runs'."""
    def count(n: int, what: str) -> str:
        return f"{n} {what} run{'s' * (n != 1)}"
    return f"{count(len(report.new_runs), 'new')} vs {count(len(report.baseline_runs), 'baseline')}"


def basis(s: SeriesResult) -> str:
    """What the difference is measured against."""
    if s.mode == "parity":
        return f"tolerance {num(s.tolerance, 3)} from {s.basis}"
    if s.basis == "own noise":
        return "own noise: one baseline run, a weaker basis than seeds"
    return f"{s.basis}: {s.basis_runs} runs"


def series_line(s: SeriesResult) -> str:
    """One series' answer in one line."""
    head = f"{s.name}: {s.verdict.value.upper() if s.verdict.value != 'same' else 'same'}"
    if s.mode == "parity":
        if s.from_step is None:
            return f"{head}: the curves match ({basis(s)}; largest difference {signed(s.max_delta, 3)})"
        return (f"{head} from step {s.from_step}: {signed(s.delta, 3)}{percent(s.relative)} beyond "
                f"{basis(s)}; largest departure {signed(s.max_delta, 3)}")
    size = f"{signed(s.delta)}{percent(s.relative)}, {num(abs(s.sigmas or 0.0), 2)}x the noise {num(s.noise, 2)}"
    if s.from_step is not None and s.peak is not None:
        size += f" (peak {s.peak:.1f}x; {num(s.threshold, 2)}x decides)"
    if s.from_step is None:
        return f"{head} within noise: {size} ({basis(s)})"
    until = f" to {s.to_step}" if s.to_step is not None else ""
    return f"{head} from step {s.from_step}{until}: {size} ({basis(s)})"


def final_line(f: Final) -> str:
    """Final values of both sides and the test."""
    def side(name: str, values: tuple[float, ...], mean: float, std: float | None) -> str:
        spread = f" ± {num(std, 2)}" if std is not None else ""
        return f"{name} {num(mean)}{spread} ({len(values)} run{'s' * (len(values) != 1)})"
    at = f" at step {f.step}" if f.step is not None else ""
    text = (f"{f.series} final{at}: {side('new', f.new.values, f.new.mean, f.new.std)}, "
            f"{side('baseline', f.baseline.values, f.baseline.mean, f.baseline.std)}")
    if f.test is not None:
        text += f"; Welch's t p = {num(f.p_value, 3)}"
        if f.mann_whitney_p is not None:
            text += f", Mann-Whitney p = {num(f.mann_whitney_p, 3)}"
    if f.warning:
        text += f"; warning: {f.warning}"
    return text


def reach_text(r: Reach) -> str:
    if r.step is None:
        return "not reached"
    extra = "".join(f", {num(v, 4)} {unit}" for unit, v in (("tokens", r.tokens), ("s", r.seconds)) if v is not None)
    return f"step {int(round(r.step))}{extra}"


def target_line(t: TimeToTarget) -> str:
    """Time to target of both sides, and the ratio when both reach it."""
    where = "--target" if t.source == "--target" else "the baseline's final value"
    text = (f"time to {t.series} {num(t.target)} ({where}): new {reach_text(t.new)}, "
            f"baseline {reach_text(t.baseline)}")
    if t.new.step and t.baseline.step:
        text += f" ({t.new.step / t.baseline.step:.2f}x the baseline's steps)"
    return text


def finding_line(n: NewFinding) -> str:
    f = n.finding
    mark = " (decides: worse)" if n.decides else ""
    return f"{n.run}: {f.code} {f.kind} ({f.severity.label}) at step {f.start_step}{mark}: {f.message}"


def headline(report: CompareReport) -> str:
    """The verdict and what it answers."""
    return (f"verdict: {report.verdict.value.upper()} · {sides(report)} · {report.mode} on the "
            f"{report.axis} axis")
