"""The command line: thin typer commands and the one place that maps errors to exit codes."""

from __future__ import annotations

import os
import sys
from enum import Enum
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Optional

import click
import typer

from lossdoctor import __version__
from lossdoctor.errors import InputError, LossDoctorError, UsageError

if TYPE_CHECKING:  # annotations only: the real imports stay lazy to keep start-up fast
    from contextlib import AbstractContextManager

    from lossdoctor.api import Loaded, Progress
    from lossdoctor.engine import Settings
    from lossdoctor.model import Report

app = typer.Typer(
    name="lossdoctor",
    help=(
        "Forensics for ML training logs. Reads TensorBoard, W&B, CSV/JSONL, HF Trainer, "
        "Lightning and Megatron/nanoGPT/llm.c logs, stitches resumed and rolled-back runs, "
        "and diagnoses the loss curve: spikes and their recovery, divergence, grokking-like "
        "drops, resume spikes, replayed data, NaN/inf and per-source trouble."
    ),
    add_completion=False,
    no_args_is_help=True,
    context_settings={"help_option_names": ["-h", "--help"], "max_content_width": 100},
    pretty_exceptions_enable=False,
)


class ReportFormat(str, Enum):
    text = "text"
    json = "json"
    markdown = "markdown"


class CheckFormat(str, Enum):
    text = "text"
    json = "json"
    github = "github"
    junit = "junit"
    sarif = "sarif"


class ListFormat(str, Enum):
    text = "text"
    json = "json"


class StitchTarget(str, Enum):
    csv = "csv"
    parquet = "parquet"
    jsonl = "jsonl"
    tensorboard = "tensorboard"


class Level(str, Enum):
    info = "info"
    warning = "warning"
    error = "error"


PathsArg = Annotated[
    list[Path],
    typer.Argument(help="Log files or folders (searched recursively).", show_default=False, metavar="PATH..."),
]
StitchOpt = Annotated[
    bool,
    typer.Option("--stitch", help="Treat every run found as a fragment of one training run "
                 "(e.g. one W&B run per resume)."),
]
LossOpt = Annotated[
    Optional[list[str]],
    typer.Option("--loss", metavar="KEY", help="Series to treat as a training loss; the first "
                 "one given is the primary loss. Repeatable."),
]
ForceOpt = Annotated[bool, typer.Option("--force", help="Overwrite output files that exist.")]
SourcesArg = Annotated[
    list[str],
    typer.Argument(help="Log files or folders (searched recursively), fsspec URLs (s3://, gs://, az://, "
                   "hf://, https://), wandb://ENTITY/PROJECT or wandb://ENTITY/PROJECT/RUN_ID.", show_default=False, metavar="PATH..."),
]
ExecutorOpt = Annotated[Optional[str], typer.Option("--executor", metavar="local|dask|dask://HOST:PORT",
                        help="Where each run's read, stitch and analysis run. [default: local]")]
CacheOpt = Annotated[Optional[Path], typer.Option("--cache", metavar="DIR", help="Keep each run's report in DIR; "
                     "runs whose files did not change are not read again.")]
HtmlOpt = Annotated[Optional[Path], typer.Option("--html", metavar="FILE", help="Also write one self-contained "
                    "HTML report (no network request): the same content, with zoomable plots.")]
ResultsOpt = Annotated[Optional[Path], typer.Option("--results", metavar="FILE.parquet", help="Append one row per "
                       "run to FILE.parquet and its findings to FILE.findings.parquet.")]


def _progress_for(enabled: bool) -> AbstractContextManager[Progress | None]:
    from lossdoctor.progress import progress_bar

    return progress_bar(enabled)


def _load_report(paths: list[Path], stitch: bool, loss: list[str] | None,
                 settings: Settings | None = None) -> Report:
    from lossdoctor import api

    with _progress_for(True) as progress:
        return api.analyze(paths, stitch=stitch, loss_keys=tuple(loss or ()),
                           settings=settings, progress=progress)


def _load_fleet(paths: list[str], stitch: bool, loss: list[str] | None, settings: Settings | None,
                executor: str | None, cache: Path | None) -> tuple[Report, str]:
    """The fleet pipeline (remote PATHs, --executor, --cache, --results): report and header."""
    from lossdoctor.fleet.cache import ReportCache
    from lossdoctor.fleet.executor import executor_for
    from lossdoctor.fleet.pipeline import analyze_fleet

    pool = executor_for(executor)
    try:
        with _progress_for(True) as progress:
            report, stats = analyze_fleet(paths, stitch=stitch, loss_keys=tuple(loss or ()), settings=settings,
                                          executor=pool, cache=ReportCache(cache) if cache else None,
                                          progress=progress)
    finally:
        pool.close()
    lines = [stats.header()] + [f"  error: {r.run.name}: {r.error}" for r in report.runs if r.error]
    return report, "\n".join(lines)


def _load_runs(paths: list[str], stitch: bool, loss: list[str] | None, command: str) -> Loaded:
    """api.load over PATHs that may be fsspec URLs (mirrored locally, then told by URL)."""
    from lossdoctor import api
    from lossdoctor.remote import is_url, local_path

    if not any(is_url(p) for p in paths):
        with _progress_for(True) as progress:
            return api.load([local_path(p) for p in paths], stitch=stitch, loss_keys=tuple(loss or ()),
                            progress=progress)
    from lossdoctor.fleet.tasks import relabel, swap
    from lossdoctor.remote.localize import localized

    with localized(paths, command) as (local, pairs, notes), _progress_for(True) as progress:
        loaded = api.load(local, stitch=stitch, loss_keys=tuple(loss or ()), progress=progress)
        return api.Loaded(runs=[relabel(run, pairs) for run in loaded.runs],
                          notes=notes + [swap(note, pairs) for note in loaded.notes])


def _fleet_inputs(paths: list[str]) -> list[Path]:
    from lossdoctor.remote import is_url, local_path

    return [local_path(p) for p in paths if not is_url(p)]


def _emit_notes(notes: tuple[str, ...] | list[str]) -> None:
    for note in notes:
        typer.echo(f"lossdoctor: note: {note}", err=True)


@app.command()
def analyze(
    paths: SourcesArg,
    stitch: StitchOpt = False,
    format: Annotated[ReportFormat, typer.Option("--format", "-f", help="Report format.")] = ReportFormat.text,
    plot: Annotated[Optional[Path], typer.Option("--plot", metavar="FILE", help="Also write a PNG plot of each run's loss.")] = None,
    html: HtmlOpt = None,
    loss: LossOpt = None,
    output: Annotated[Optional[Path], typer.Option("--output", "-o", metavar="FILE", help="Write the report to FILE instead of stdout.")] = None,
    force: ForceOpt = False,
    executor: ExecutorOpt = None,
    cache: CacheOpt = None,
    results: ResultsOpt = None,
) -> int:
    """The diagnostic report: what happened, at which step, on what evidence, and what to do.

    Exit code 0 whatever it found; 2 for bad input or usage.
    """
    from lossdoctor.formats import render
    from lossdoctor.output import check_writable, write_text

    inputs = _fleet_inputs(paths)
    _distinct(plot=plot, output=output, html=html)
    for target in (plot, output, html):
        if target is not None:
            check_writable(target, force=force, inputs=inputs)
    if results is not None:
        check_writable(results, force=True, inputs=inputs)  # appended to, by design
    header = ""
    if _fleet(paths, executor, cache, results):
        report, header = _load_fleet(paths, stitch, loss, None, executor, cache)
    else:
        report = _load_report(inputs, stitch, loss)
    _emit_notes(report.notes)
    if results is not None:
        from lossdoctor.engine import Settings as Defaults
        from lossdoctor.fleet.results import append_results

        append_results(results, report, Defaults())
    options: dict[str, object] = {}
    if plot is not None:
        from lossdoctor.plot import write_plot

        written = write_plot(report, plot, force=force, inputs=inputs)
        options["plot"] = [str(p) for p in written]
    _write_html(html, report, force=force, inputs=inputs)
    text = _with_header(render(format.value, report, **options), header, format is not ReportFormat.json)
    if output is not None:
        write_text(output, text, force=force, inputs=inputs)
    else:
        _echo(text)
    return 0


def _distinct(**targets: Path | None) -> None:
    """Two outputs named the same file would overwrite each other: a usage error."""
    seen: dict[Path, str] = {}
    for option, target in targets.items():
        if target is None:
            continue
        resolved = target.resolve()
        if resolved in seen:
            raise UsageError(f"{target}: given to both --{seen[resolved]} and --{option}; choose two files")
        seen[resolved] = option


def _write_html(target: Path | None, report: Report, *, force: bool, inputs: list[Path]) -> None:
    """--html FILE: the self-contained page, written atomically; its size said on stderr."""
    if target is None:
        return
    from lossdoctor.formats import render
    from lossdoctor.output import write_text

    page = render("html", report)
    write_text(target, page, force=force, inputs=inputs)
    typer.echo(f"lossdoctor: HTML report written to {target} ({target.stat().st_size / 1e6:.1f} MB)", err=True)


def _fleet(paths: list[str], executor: str | None, cache: Path | None, results: Path | None) -> bool:
    from lossdoctor.remote import is_url

    return bool(cache or results or (executor and executor != "local") or any(is_url(p) for p in paths))


def _with_header(text: str, header: str, on_stdout: bool) -> str:
    """The fleet header above a summary for people; on stderr beside a machine format."""
    if not header:
        return text
    if on_stdout:
        return header + "\n\n" + text
    typer.echo(header, err=True)
    return text


@app.command()
def check(
    paths: SourcesArg,
    stitch: StitchOpt = False,
    fail_on: Annotated[Optional[Level], typer.Option("--fail-on", help="Fail (exit 1) on findings at or above this severity. [default: error]")] = None,
    format: Annotated[CheckFormat, typer.Option("--format", "-f", help="Output format.")] = CheckFormat.text,
    select: Annotated[Optional[list[str]], typer.Option("--select", metavar="CODE", help="Only run rules whose code starts with CODE. Repeatable or comma-separated.")] = None,
    ignore: Annotated[Optional[list[str]], typer.Option("--ignore", metavar="CODE", help="Skip rules whose code starts with CODE. Repeatable or comma-separated.")] = None,
    output: Annotated[Optional[Path], typer.Option("--output", "-o", metavar="FILE", help="Write the output to FILE instead of stdout.")] = None,
    exit_zero: Annotated[bool, typer.Option("--exit-zero", help="Exit 0 even when findings reach --fail-on.")] = False,
    allow_unjudged: Annotated[bool, typer.Option("--allow-unjudged", help="Let a run whose loss could not be judged (no loss series, too few finite points: LD001) pass; it is reported as info.")] = False,
    config: Annotated[Optional[Path], typer.Option("--config", metavar="FILE", help="Read settings from FILE (lossdoctor.toml or pyproject.toml) instead of searching for one.")] = None,
    show_config: Annotated[bool, typer.Option("--show-config", help="Print the effective settings and exit.")] = False,
    loss: LossOpt = None,
    html: HtmlOpt = None,
    force: ForceOpt = False,
    executor: ExecutorOpt = None,
    cache: CacheOpt = None,
    results: ResultsOpt = None,
) -> int:
    """CI gate on finished runs: exit 1 when a finding reaches --fail-on.

    Exit codes: 0 nothing at or above --fail-on; 1 something is; 2 bad input, config or usage.
    A run whose loss could not be judged fails (LD001) unless --allow-unjudged is given.
    Settings come from [tool.lossdoctor] in pyproject.toml or from lossdoctor.toml;
    command-line options win.
    """
    from lossdoctor.config import describe, resolve
    from lossdoctor.formats import render
    from lossdoctor.output import check_writable, write_text

    inputs = _fleet_inputs(paths)
    settings = resolve(
        config_file=config, paths=inputs, fail_on=fail_on.value if fail_on else None,
        select=_codes(select), ignore=_codes(ignore), allow_unjudged=allow_unjudged,
    )
    if show_config:
        _echo(describe(settings))
        return 0
    _distinct(output=output, html=html)
    for target in (output, html):
        if target is not None:
            check_writable(target, force=force, inputs=inputs)
    if results is not None:
        check_writable(results, force=True, inputs=inputs)  # appended to, by design
    cache = cache or (Path(settings.cache) if settings.cache else None)
    header = ""
    if _fleet(paths, executor, cache, results):
        report, header = _load_fleet(paths, stitch, loss, settings, executor, cache)
    else:
        report = _load_report(inputs, stitch, loss, settings=settings)
    _emit_notes(report.notes)
    if results is not None:
        from lossdoctor.fleet.results import append_results

        append_results(results, report, settings)
    # A run that could not be read was not judged: the gate does not pass it silently.
    failed = bool(settings.failing(report)) or any(r.error for r in report.runs)
    _write_html(html, report, force=force, inputs=inputs)
    name = "concise" if format is CheckFormat.text else format.value
    text = _with_header(render(name, report, settings=settings), header, format is CheckFormat.text)
    if output is not None:
        write_text(output, text, force=force, inputs=inputs)
    else:
        _echo(text)
    return 1 if failed and not exit_zero else 0


@app.command("stitch")
def stitch_cmd(
    paths: SourcesArg,
    out: Annotated[Path, typer.Option("--output", "-o", metavar="OUT", help="Where to write the stitched history.", show_default=False)],
    to: Annotated[StitchTarget, typer.Option("--to", help="Output format.")] = StitchTarget.csv,
    loss: LossOpt = None,
    force: ForceOpt = False,
) -> int:
    """Write one stitched live history of all fragments found, and say what was joined and dropped.

    All runs found are treated as fragments of one run. Never overwrites OUT without --force,
    and never writes inside an input.
    """
    from lossdoctor.export import export
    from lossdoctor.output import check_writable

    inputs = _fleet_inputs(paths)
    check_writable(out, force=force, inputs=inputs, directory=to is StitchTarget.tensorboard)
    loaded = _load_runs(paths, True, loss, "stitch")
    _emit_notes(loaded.notes)
    if len(loaded.runs) > 1:
        typer.echo(f"lossdoctor: note: {len(loaded.runs)} writers ran at the same time; writing "
                   f"{loaded.runs[0].name!r} only (see lossdoctor inspect)", err=True)
    run = loaded.runs[0]
    if not any(len(series) for series in run.series.values()):
        # An empty export is never a silent success: say why there is nothing to write.
        why = "; ".join(run.warnings) or f"no scalar series in {len(run.sources)} file(s) read"
        raise InputError(f"nothing to write for {run.name!r}: {why}")
    summary = export(run, out, to.value, force=force, inputs=inputs)
    typer.echo(summary)
    return 0


@app.command()
def inspect(
    paths: SourcesArg,
    stitch: StitchOpt = False,
    format: Annotated[ListFormat, typer.Option("--format", "-f", help="Output format.")] = ListFormat.text,
    loss: LossOpt = None,
) -> int:
    """Show what was found and how: runs, fragments, series and their roles, reader warnings."""
    from lossdoctor.inspect_view import render_json, render_text

    loaded = _load_runs(paths, stitch, loss, "inspect")
    _emit_notes(loaded.notes)
    _echo(render_json(loaded) if format is ListFormat.json else render_text(loaded))
    return 0


class CompareFormat(str, Enum):
    text = "text"
    json = "json"
    markdown = "markdown"
    github = "github"


class CompareFailOn(str, Enum):
    worse = "worse"
    different = "different"
    never = "never"


class Axis(str, Enum):
    step = "step"
    tokens = "tokens"
    samples = "samples"
    time = "time"


@app.command()
def compare(
    new: Annotated[list[str], typer.Argument(help="The new side's runs: log files or folders (searched recursively).",
                                             show_default=False, metavar="NEW...")],
    baseline: Annotated[list[str], typer.Option("--baseline", "-b", metavar="REF...", show_default=False,
                        help="The baseline's runs: every PATH after --baseline, up to the next option. Required.")],
    parity: Annotated[bool, typer.Option("--parity", help="Ask whether the curves match (deterministic copies): the first step where they depart. Automatic when both sides match exactly at the start.")] = False,
    tolerance: Annotated[Optional[float], typer.Option("--tolerance", metavar="X", help="Parity: the largest absolute difference that still matches. Default: the largest difference between baseline runs near each step, else float round-off.")] = None,
    series: Annotated[Optional[list[str]], typer.Option("--series", metavar="KEY", help="Also compare this series (as logged). Repeatable.")] = None,
    axis: Annotated[Axis, typer.Option("--axis", help="Align on steps, tokens or samples (a logged counter), or wall-clock time.")] = Axis.step,
    target: Annotated[Optional[float], typer.Option("--target", metavar="VALUE", help="Time to target: when each side reaches VALUE (of the eval loss when compared, else of the training loss). Default: the baseline's final value.")] = None,
    fail_on: Annotated[CompareFailOn, typer.Option("--fail-on", help="Exit 1 when the verdict is worse, or anything but same (different), or never.")] = CompareFailOn.worse,
    format: Annotated[CompareFormat, typer.Option("--format", "-f", help="Output format (markdown: a PR comment; github: workflow annotations).")] = CompareFormat.text,
    html: Annotated[Optional[Path], typer.Option("--html", metavar="FILE", help="Also write one self-contained HTML page: both sides overlaid, the noise band, the difference beneath.")] = None,
    output: Annotated[Optional[Path], typer.Option("--output", "-o", metavar="FILE", help="Write the report to FILE instead of stdout.")] = None,
    force: ForceOpt = False,
    stitch: Annotated[bool, typer.Option("--stitch", help="On each side, treat every run found as a fragment of one training run.")] = False,
    loss: LossOpt = None,
) -> int:
    """Is the new side the same as the baseline, better, worse, or (with --parity) different?

    Each side is one or more runs (seeds or repeats of one configuration), given as anything analyze reads: lossdoctor compare NEW... --baseline REF...

    Regression: for the training loss, the eval loss and each --series, better, the same within noise, or worse, from which step and by how much, against the run-to-run spread of two or more baseline runs (with one: each curve's own noise, a weaker basis). Runs meet on a common grid of the axis, averaged from their stitched curves. Final values get Welch's t test; time to target is in steps (and tokens or seconds when logged); findings the new side has and the baseline does not are part of the verdict.

    Parity: the first step where the curves depart, and by how much.

    Exit codes: 0 the --fail-on condition is not met; 1 it is; 2 bad input or usage.
    """
    from lossdoctor.compare.command import run_compare
    from lossdoctor.compare.model import Options

    options = Options(parity=parity, tolerance=tolerance, series=tuple(series or ()), axis=axis.value,
                      target=target)
    return run_compare(list(new), list(baseline), options=options, fail_on=fail_on.value, fmt=format.value,
                       html=html, output=output, force=force, stitch=stitch, loss=tuple(loss or ()),
                       note=lambda text: typer.echo(f"lossdoctor: note: {text}", err=True))


def _spread_baseline(argv: list[str]) -> list[str]:
    """`compare NEW... --baseline A B C` -> `... --baseline A --baseline B --baseline C`.

    click gives an option one value; the contract reads every PATH after --baseline, up to the
    next option, as the baseline.
    """
    if "compare" not in argv:
        return argv
    out: list[str] = []
    after = False
    for arg in argv:
        if arg in ("--baseline", "-b"):
            after = True
            continue
        if arg.startswith("--baseline="):
            out += ["--baseline", arg.split("=", 1)[1]]
            after = True
            continue
        if after and not arg.startswith("-"):
            out += ["--baseline", arg]
            continue
        after = False
        out.append(arg)
    return out


class WatchFormat(str, Enum):
    text = "text"
    jsonl = "jsonl"


class FailLevel(str, Enum):
    warning = "warning"
    error = "error"


@app.command()
def watch(
    paths: PathsArg,
    stitch: StitchOpt = False,
    interval: Annotated[str, typer.Option("--interval", metavar="DUR", help="Time between polls, e.g. 30s, 5m.")] = "30s",
    format: Annotated[WatchFormat, typer.Option("--format", "-f", help="text lines, or one JSON event a line.")] = WatchFormat.text,
    notify: Annotated[Optional[str], typer.Option("--notify", metavar="URL", help="POST each event to a Slack-compatible webhook (retried; failures never stop the watch).")] = None,
    exec_: Annotated[Optional[str], typer.Option("--exec", metavar="CMD", help="Run CMD per event with LOSSDOCTOR_CODE, _SEVERITY, _STEP, _RUN, _CHECKPOINT set.")] = None,
    fail_on: Annotated[Optional[FailLevel], typer.Option("--fail-on", help="Exit 1 at the first finding at or above this level (or when the final judgement finds one).")] = None,
    until_idle: Annotated[Optional[str], typer.Option("--until-idle", metavar="DUR", help="Stop after no new data for this long, e.g. 2h (exit 0, unless --fail-on).")] = None,
    loss: LossOpt = None,
) -> int:
    """Follow growing runs and report each finding once, as soon as its evidence is in.

    Each alert names the last checkpoint saved before the finding's onset, and the batches to skip.

    When it stops (Ctrl-C, --until-idle, --fail-on), every run is judged whole, as `analyze` judges the same files, and what that changes is reported (update, new, resolved).

    Exit codes: 0 on Ctrl-C or --until-idle; 1 at the first finding at --fail-on, live or in the final judgement; 2 bad input or usage.
    """
    from lossdoctor.model import Severity
    from lossdoctor.watch.cli import run_watch

    return run_watch(paths, stitch=stitch, interval=interval, fmt=format.value, notify=notify,
                     command=exec_, fail_on=Severity.parse(fail_on.value) if fail_on else None,
                     until_idle=until_idle, loss_keys=tuple(loss or ()))


@app.command()
def rules(
    format: Annotated[ListFormat, typer.Option("--format", "-f", help="Output format.")] = ListFormat.text,
) -> int:
    """List the detectors: code, name, kind, default severity and summary."""
    from lossdoctor.rules_view import render_rules

    _echo(render_rules(format.value))
    return 0


@app.command()
def explain(
    code: Annotated[str, typer.Argument(help="A rule code such as LD101, or its name; or an episode id such as E1 with the PATHs it was found in.")],
    paths: Annotated[Optional[list[str]], typer.Argument(metavar="[PATH]...", help="With an episode id: the runs to analyze, as for `analyze`.", show_default=False)] = None,
    stitch: StitchOpt = False,
    loss: LossOpt = None,
) -> int:
    """Explain one detector: what it detects, why it matters, an example, and what to do.

    `lossdoctor explain E1 PATH...` shows episode E1 of each run under PATH with every one of its findings in full.
    """
    from lossdoctor.episodes.explain import is_episode_id, render_episode
    from lossdoctor.rules_view import render_explain

    if not is_episode_id(code):
        if paths:
            raise UsageError(f"{code!r} is a rule: `lossdoctor explain {code}` takes no PATH "
                             "(an episode id such as E1 does)")
        _echo(render_explain(code))
        return 0
    if not paths:
        raise UsageError(f"{code!r} is an episode id: give the PATHs it was found in, "
                         f"e.g. lossdoctor explain {code.upper()} logs/run1")
    report = _load_report(_fleet_inputs(paths), stitch, loss)
    _emit_notes(report.notes)
    _echo(render_episode(report, code))
    return 0


def _codes(values: list[str] | None) -> tuple[str, ...] | None:
    """--select LD1 --select LD2,LD3 -> ("LD1", "LD2", "LD3"); None when not given."""
    if values is None:
        return None
    codes = tuple(part.strip().upper() for value in values for part in value.split(",") if part.strip())
    for code in codes:
        if not code.isalnum():
            raise UsageError(f"bad rule code {code!r}: codes look like LD101 or a prefix such as LD1")
    return codes


def _echo(text: str) -> None:
    sys.stdout.write(text if text.endswith("\n") else text + "\n")
    sys.stdout.flush()


def _version(value: bool) -> None:
    if value:
        typer.echo(f"lossdoctor {__version__}")
        raise typer.Exit(0)


@app.callback()
def _root(
    version: Annotated[bool, typer.Option("--version", callback=_version, is_eager=True, help="Print the version and exit.")] = False,
) -> None:
    """Forensics for ML training logs."""


def _click_exceptions() -> tuple[tuple[type[BaseException], ...], tuple[type[BaseException], ...],
                                  tuple[type[BaseException], ...]]:
    """(usage error, exit, abort) classes of whichever click the installed typer raises.

    typer < 0.26 raises the exceptions of the `click` package. Newer typer vendors click as
    `typer._click`, with classes of its own (Exit and Abort move to `typer.exceptions`). Both
    sets are caught, so a usage error is never mistaken for a bug, whatever pip resolves.
    """
    errors: list[type[BaseException]] = [click.ClickException]
    try:
        from typer._click.exceptions import ClickException  # type: ignore[import-not-found,unused-ignore]
    except ImportError:
        pass
    else:
        errors.append(ClickException)
    return (tuple(errors), (click.exceptions.Exit, typer.Exit), (click.exceptions.Abort, typer.Abort))


def main(argv: list[str] | None = None) -> int:
    """Run the CLI and return its exit code; the one error boundary of the program."""
    command = typer.main.get_command(app)
    click_error, click_exit, click_abort = _click_exceptions()
    try:
        args = _spread_baseline(list(sys.argv[1:] if argv is None else argv))
        result = command.main(args=args, prog_name="lossdoctor", standalone_mode=False)
    except LossDoctorError as exc:
        typer.echo(f"lossdoctor: error: {exc}", err=True)
        return exc.exit_code
    except click_exit as exc:
        return int(getattr(exc, "exit_code", 0))
    except click_error as exc:
        exc.show()  # type: ignore[attr-defined]  # click's own message with the usage line
        return int(getattr(exc, "exit_code", 2))
    except click_abort:
        typer.echo("lossdoctor: interrupted", err=True)
        return 130
    except BrokenPipeError:
        return 0
    except KeyboardInterrupt:
        typer.echo("lossdoctor: interrupted", err=True)
        return 130
    except MemoryError:
        typer.echo("lossdoctor: error: out of memory", err=True)
        return 2
    except Exception as exc:  # noqa: BLE001 - the last line of defence: one line, never a traceback
        if os.environ.get("LOSSDOCTOR_DEBUG"):
            raise
        where = ""
        tb = exc.__traceback__
        while tb is not None and tb.tb_next is not None:
            tb = tb.tb_next
        if tb is not None:
            where = f" at {Path(tb.tb_frame.f_code.co_filename).name}:{tb.tb_lineno}"
        typer.echo(f"lossdoctor: internal error: {type(exc).__name__}: {exc}{where} "
                   "(a bug; set LOSSDOCTOR_DEBUG=1 for details)", err=True)
        return 2
    return result if isinstance(result, int) else 0


def run() -> None:
    """Console-script entry point."""
    sys.exit(main())
