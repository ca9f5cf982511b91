"""The generic reader: any line-oriented training log the dedicated readers do not claim.

A log is a training log when one shape of line repeats with a step (a key such as `step`,
`iter` or `num_updates`, an `Epoch N [i/n]` counter, a progress bar, or a header line
before it) and a named loss whose value changes. Set-up noise, prefixes (timestamps,
levels, absl headers, `[rank0]:`, ANSI colours) and progress bars are passed over.
Structured records without a step (HF Trainer's `{'loss': ...}` dicts, DETR's JSON lines)
are numbered in order. Anything else (server, pip or test output that only mentions a
loss) is not claimed.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from pathlib import Path

from typing import TYPE_CHECKING

from lossdoctor.errors import InputError
from lossdoctor.ingest.base import Unit, run_name
from lossdoctor.model import RawRun

if TYPE_CHECKING:
    from lossdoctor.ingest.textlog.generic.audit import Audit
    from lossdoctor.ingest.textlog.generic.bare import Rewritten
    from lossdoctor.ingest.textlog.generic.lines import FileLines
    from lossdoctor.ingest.textlog.generic.scan import Records

NAME = "generic"

# Files that are never console logs, whatever words they hold.
_NOT_LOGS = {
    ".py", ".pyc", ".pyi", ".sh", ".bash", ".yaml", ".yml", ".toml", ".cfg", ".ini",
    ".html", ".htm", ".js", ".ts", ".css", ".c", ".h", ".cc", ".cpp", ".hpp", ".cu", ".rs", ".go", ".java",
    ".xml", ".xsd", ".svg", ".pt", ".pth", ".bin", ".safetensors", ".npy", ".npz", ".png", ".jpg",
    ".jpeg", ".gif", ".pdf", ".zip", ".gz", ".tar", ".lock", ".whl", ".so", ".parquet", ".wandb", ".tex",
}
# Source code is no log, unless most of its lines are lines a program prints: a console saved
# under a code name, or pasted into a string of a script that plots it (`writeup.py`).
_SOURCES = {".py", ".pyi", ".sh", ".bash", ".js", ".ts", ".c", ".h", ".cc", ".cpp", ".hpp", ".cu", ".rs", ".go", ".java"}
# Write-ups: read by content like any file, but only when their body is a pasted console log
# (`generic/writeup.py`), never for the log lines a README quotes.
_WRITE_UPS = {".md", ".markdown", ".rst"}
# Extra names the user said are losses (`--loss KEY`); set by the pipeline before discovery.
LOSS_KEYS: tuple[str, ...] = ()


def set_loss_keys(keys: Sequence[str]) -> None:
    """Accept logs whose loss has one of these names, though the name does not say 'loss'."""
    global LOSS_KEYS
    LOSS_KEYS = tuple(keys)


def claim(files: Sequence[Path], root: Path) -> tuple[list[Unit], list[Path]]:
    """Claim every text file whose content is a training log: one that names its loss, or,
    when nothing in it is named a loss, one whose only objective is an error (`errorkeys.py`)."""
    units, rest = _claim(files, root, LOSS_KEYS)
    if LOSS_KEYS:
        return units, rest  # the user named the loss: no other name stands in for it
    from lossdoctor.ingest.textlog.generic.errorkeys import error_keys, note

    left: list[Path] = []
    for path in rest:
        keys = () if path.suffix.lower() in _NOT_LOGS or "tfevents" in path.name else error_keys(path)
        found = _claim([path], root, keys)[0] if keys else []
        # A write-up passed over stays passed over: its note named a loss it does not hold.
        found = [unit for unit in found if "note" not in unit.options]
        for unit in found:
            unit.options["implied"] = note(path, keys)
        units.extend(found)
        if not found:
            left.append(path)
    return units, left


def _claim(files: Sequence[Path], root: Path, keys: tuple[str, ...]) -> tuple[list[Unit], list[Path]]:
    """Claim every text file whose content is a training log whose loss is named (or in `keys`)."""
    from lossdoctor.ingest.textlog.generic.decide import sniff_path

    units: list[Unit] = []
    rest: list[Path] = []
    for path in files:
        if path.suffix.lower() in _SOURCES:
            from lossdoctor.ingest.textlog.generic.writeup import pasted_into_source

            if pasted_into_source(path, keys):
                units.append(Unit(NAME, run_name(path, root), (path,), {"loss_keys": keys}))
            else:
                rest.append(path)
            continue
        if path.suffix.lower() in _NOT_LOGS or "tfevents" in path.name:
            rest.append(path)
            continue
        if path.suffix.lower() == _NOTEBOOK or _wrapped_head(path):
            # Console text kept inside JSON (a notebook, a Kaggle log download): read unwrapped.
            if _notebook_records(path, keys) is not None:
                units.append(Unit(NAME, run_name(path, root), (path,), {"loss_keys": keys, "notebook": True}))
            else:
                rest.append(path)
            continue
        if path.suffix.lower() in _WRITE_UPS:
            from lossdoctor.ingest.textlog.generic.writeup import pasted_log

            verdict = pasted_log(path, keys)
            if verdict is True and path.suffix.lower() in _MARKDOWN and _markdown_blocks(path, keys):
                # A transcript pasted into Markdown (a `$ deepspeed train.py` block, then the
                # output's block): its code blocks are read, each its own run, as the dedicated
                # formats' are. Without fences, the whole text is the log.
                units.append(Unit(NAME, run_name(path, root), (path,), {"loss_keys": keys, "markdown": True}))
            elif verdict is True:
                units.append(Unit(NAME, run_name(path, root), (path,), {"loss_keys": keys}))
            elif verdict:
                units.append(Unit(NAME, run_name(path, root), (path,), {"note": f"{path}: {verdict}"}))
            else:
                rest.append(path)
            continue
        if sniff_path(path, keys):
            units.append(Unit(NAME, run_name(path, root), (path,), {"loss_keys": keys}))
        else:
            rest.append(path)
    return units, rest


# The readings the console reader can make of a log, in the order it tries them.
READINGS: tuple[tuple[str, bool], ...] = (
    ("as printed", False),
    ("with Keras' per-batch lines", True),
    ("in line order", False),
)

# Line order is a guess, kept for its curve: the run it gives is not judged as fact.
GUESS = "the printed step counter does not read as one curve; its lines were read in line order, a guess"


def _alternative(label: str, audit: Audit, records: Records) -> bool:
    """Whether a reading is worth trying after `audit`'s: after one that failed its audit; and
    the Keras reading whenever the printed one passed over Keras' per-batch lines, which are the
    curve (issue 25) even when they are only half the loss lines (a console that kept one frame
    per epoch besides the epoch's result). The audit then keeps the better of the two."""
    keras = bool(records.passed.get("Keras per-batch running means"))
    if label == READINGS[1][0]:
        return keras
    # Line order only when no reading before it passed: a counter that reads is the step.
    return not audit.plausible


def _lossy_runs(runs: list[RawRun], records: Records) -> list[RawRun]:
    """The runs that hold a loss, when others of the same log hold none: a banner or a summary
    line with a number in it (`Phase 17C RESUME from step 6103`) is not a run of its own."""
    from lossdoctor.ingest.textlog.segments import RESTART_WORDS, restart_note
    from lossdoctor.roles import Role

    def lossy(run: RawRun) -> bool:
        return any(s.role in (Role.LOSS, Role.EVAL_LOSS) for f in run.fragments for s in f.series.values())

    kept = [run for run in runs if lossy(run)]
    if not kept or len(kept) == len(runs):
        return runs
    dropped = len(runs) - len(kept)
    records.passed["stretches with no loss between the runs (banners, summaries)"] = dropped
    for number, run in enumerate(kept, start=1):
        base = runs[0].name
        run.name = base if number == 1 else f"{base}#{number}"
        run.warnings = [w for w in run.warnings if RESTART_WORDS not in w]
        if len(kept) > 1:
            run.warnings.append(restart_note(run.sources[0], base, len(kept)))
    return kept


def read(unit: Unit) -> list[RawRun]:
    """Read one claimed log into runs (one per trial, one fragment per resumed segment)."""
    runs = _read_unit(unit)
    implied = unit.options.get("implied")
    if isinstance(implied, str):
        for run in runs:
            run.warnings.append(implied)  # what stands in for the loss, said where a person looks
    return runs


def _read_unit(unit: Unit) -> list[RawRun]:
    from lossdoctor.ingest.textlog.common import decode, read_bytes

    path = unit.paths[0]
    warnings: list[str] = []
    keys = tuple(unit.options.get("loss_keys", ()))
    if not unit.options.get("notebook") and not unit.options.get("markdown"):
        from lossdoctor.ingest.textlog.generic.lines import FileLines, NotPlain

        try:
            lines = FileLines(path)
        except NotPlain:
            pass  # its text needs `decode` (a warning to give, line ends to mend): read whole
        except OSError as exc:
            raise InputError(f"{path}: cannot read the file ({exc.strerror or exc})") from None
        else:
            # A plain file's lines are read from it when asked: its text is never held whole.
            try:
                return _read_text(lines, path, unit.name, keys, warnings, once=True)
            finally:
                lines.close()  # the file is read: not held open until the lines are collected
    raw = read_bytes(path)
    if unit.options.get("notebook"):
        from lossdoctor.ingest.notebook import unwrap

        unwrapped = unwrap(raw)
        raw = (unwrapped[0] if unwrapped else "").encode("utf-8")
        if unwrapped:
            warnings.append(f"{path}: {unwrapped[1]}")
    text = decode(raw, str(path), warnings)
    del raw  # the text is read: its bytes (the file's size again) are not held
    if not unit.options.get("markdown"):
        return _read_text(text, path, unit.name, keys, warnings, once=True)
    from lossdoctor.ingest.textlog.markdown import chain

    found = _accepted_blocks(text, keys)
    if found == [(0, text, True)]:  # no fence: the whole file is the log
        runs = _read_text(text, path, unit.name, keys, warnings)
    else:
        runs = chain(found, lambda block, first_line: _read_text(
            block, Path(f"{path}#L{first_line}"), f"{unit.name}#L{first_line}", keys, list(warnings)), path)
    if not runs:
        raise InputError(f"{path}: no training-log lines in its code blocks")
    from lossdoctor.ingest.textlog.generic.writeup import unread_blocks

    missing = unread_blocks(found)
    for run in runs if missing else ():
        # A doubt about which runs there are, not about the curves read: they stay judged.
        run.meta.update({"audit_doubt": f"{path}: {missing}", "audit_doubt_judged": True})
    return runs


def _read_text(text: str | FileLines, path: Path, name: str, keys: tuple[str, ...],
               warnings: list[str], split: bool = True, once: bool = False) -> list[RawRun]:
    """The runs of one log's text (or of a plain file's lines): the readings tried, audited,
    one kept (see read). `once`: the text is a file of its own, where one training line led by
    its counter is a run (`decide.accepted`)."""
    from lossdoctor.ingest.textlog.generic.assemble import to_parsed
    from lossdoctor.ingest.textlog.generic.decide import accepted, closest
    from lossdoctor.ingest.textlog.generic.audit import (
        Audit, coverage, numbered_rollbacks, plausibility, reading_of, step_fields,
    )
    from lossdoctor.ingest.textlog.generic.order import in_line_order
    from lossdoctor.ingest.textlog.generic.metricsonly import METRICS_ONLY, metrics_only
    from lossdoctor.ingest.textlog.generic.rewards import OUTCOMES_ONLY, rewards_only
    from lossdoctor.ingest.textlog.generic.scan import scan
    from lossdoctor.ingest.textlog.generic.values import points_dead, points_kept, values_seen
    from lossdoctor.ingest.textlog.segments import build

    # Sniff, then candidate readings, then the audit of each: the first plausible one is kept,
    # else the best (docs/architecture.md draws the pipeline).
    if split:
        # Runs that tag every line with their name, interleaved: each tag's lines are a log.
        tagged = _tagged_runs(text, path, name, keys, warnings)
        if tagged:
            return tagged
    tried: list[tuple[Audit, str, Records, list[RawRun]]] = []
    for label, batches in READINGS:
        if tried and not _alternative(label, max(tried, key=lambda t: t[0].score())[0], tried[0][2]):
            continue
        records = scan(text, loss_keys=keys, batches=batches)
        if label == READINGS[2][0]:
            records.notes += in_line_order(records)
        lossy = accepted(records, keys, once=once)
        if not lossy and not tried and split:
            # Losses printed as lists under one key (`ALoss [33.8, 22.9]`, one per agent): a
            # curve per place in the list (`generic/bracketed.py`), when the file holds such lists.
            runs = _rewritten_runs(_listed(text), path, name, keys, warnings, tolerant=True)
            if runs:
                return runs
        if not lossy and rewards_only(records) and not tried and split:
            # Rewards beside a loss printed bare (`tf.Tensor(-53.4, ...)` each episode, a reward
            # every ten): the bare loss with the rewards, when the file holds one.
            runs = _rewritten_runs(_bare(text), path, name, keys, warnings, tolerant=True)
            if runs:
                return runs
        if not lossy and not rewards_only(records) and not metrics_only(records):
            if not tried:
                runs = _bare_runs(text, path, name, keys, warnings) if split else []
                if not runs and split:
                    runs = _paired_runs(text, path, name, keys, warnings)
                if not runs and split:
                    # Only the HF Trainer's end-of-run summaries name a loss (`summaryonly.py`).
                    runs = _rewritten_runs(_summaries(text), path, name, keys, warnings, tolerant=True, once=True)
                if not runs and split:
                    # Tables printed under a header row of names (`generic/headed.py`).
                    runs = _rewritten_runs(_headed(text), path, name, keys, warnings, tolerant=True)
                if not runs and split:
                    # A step and one unnamed number a line, nothing named (`generic/unnamed.py`).
                    runs = _rewritten_runs(_unnamed(text), path, name, keys, warnings, tolerant=True)
                if runs:
                    return runs
                raise InputError(f"{path}: no training-log lines found{closest(records)}")
            continue
        parsed = to_parsed(records, str(path), keys)
        parsed.warnings[:0] = warnings
        runs = _lossy_runs(build(parsed, path, name), records)
        outcomes = OUTCOMES_ONLY if not lossy and rewards_only(records) else METRICS_ONLY
        for run in runs if not lossy else ():
            # An RL loop's outcomes (rewards, scores), or a loop's accuracies, are no loss, nor a
            # curve watched as one.
            run.meta[outcomes] = True
        if not runs:
            if not tried:
                raise InputError(f"{path}: no readable training-log lines{closest(records)}")
            continue
        dead = points_dead(runs)
        reasons = plausibility(runs, len(records.relaunches)) + step_fields(records) + numbered_rollbacks(records, dead)
        if label == READINGS[2][0]:
            reasons.append(GUESS)
        tried.append((Audit(*coverage(text, records), reasons, values_seen(records), points_kept(runs), dead),
                      label, records, runs))
    audit, label, records, runs = max(tried, key=lambda t: t[0].score())
    from lossdoctor.ingest.textlog.generic.primary import hint

    hint(runs, keys)
    reading = reading_of(audit, label, records, [(t[1], t[0].doubt()) for t in tried if t[1] != label])
    for run in runs:
        run.meta["reading"] = reading
        if label != READINGS[0][0]:
            run.warnings.append(f"{path}: read {label}: {reading['why']}")
    return runs


def generic_block(block: str, path: Path, name: str) -> list[RawRun]:
    """The runs of one pasted code block read by the console reader (`markdown.read_markdown`,
    for a block the dedicated reader of the page's other blocks does not take)."""
    return _read_text(block, path, name, tuple(LOSS_KEYS), [])


def _bare(text: str | FileLines) -> Rewritten | None:
    """The log rewritten with its bare loss lines named (`generic/bare.py`), if it has some."""
    from lossdoctor.ingest.textlog.generic.bare import named

    return named(text.split("\n") if isinstance(text, str) else text)


def _summaries(text: str | FileLines) -> Rewritten | None:
    """The log's end-of-run summaries written out as points (`generic/summaryonly.py`), if it
    has some."""
    from lossdoctor.ingest.textlog.generic.summaryonly import summaries_only

    return summaries_only(text.split("\n") if isinstance(text, str) else text)


def _headed(text: str | FileLines) -> Rewritten | None:
    """The log's header-row tables written out as points (`generic/headed.py`), if it has some."""
    from lossdoctor.ingest.textlog.generic.headed import headed

    return headed(text.split("\n") if isinstance(text, str) else text)


def _unnamed(text: str | FileLines) -> Rewritten | None:
    """The log with its `[time] step value` lines named (`generic/unnamed.py`), if it has them."""
    from lossdoctor.ingest.textlog.generic.unnamed import counted

    return counted(text.split("\n") if isinstance(text, str) else text)


def _listed(text: str | FileLines) -> Rewritten | None:
    """The log rewritten with its bracketed lists spelled out (`generic/bracketed.py`), if any."""
    from lossdoctor.ingest.textlog.generic.bracketed import listed

    return listed(text.split("\n") if isinstance(text, str) else text)


def _bare_runs(text: str | FileLines, path: Path, name: str, keys: tuple[str, ...],
               warnings: list[str]) -> list[RawRun]:
    """The runs of a log that prints its loss bare, naming nothing (`generic/bare.py`), with
    what the reading assumed; empty when the log is no such thing."""
    from lossdoctor.ingest.textlog.generic.bare import named

    return _rewritten_runs(named(text.split("\n") if isinstance(text, str) else text), path, name, keys,
                           warnings, tolerant=False)


def _paired_runs(text: str | FileLines, path: Path, name: str, keys: tuple[str, ...],
                 warnings: list[str]) -> list[RawRun]:
    """The runs of a log whose loss lines print no step (`generic/paired.py`): each takes the
    counter of the line printed before it, else its place in line order; empty when the log
    holds no repeated loss line."""
    from lossdoctor.ingest.textlog.generic.paired import stepped

    return _rewritten_runs(stepped(text.split("\n") if isinstance(text, str) else text), path, name, keys,
                           warnings, tolerant=True)


def _rewritten_runs(rewritten: Rewritten | None, path: Path, name: str, keys: tuple[str, ...],
                    warnings: list[str], tolerant: bool, once: bool = False) -> list[RawRun]:
    """The runs of a rewritten log, each saying what the rewriting assumed; empty without one.
    When the rewritten text is refused too: empty if `tolerant`, else the refusal raised."""
    if rewritten is None:
        return []
    try:
        runs = _read_text(rewritten.text, path, name, keys, list(warnings), split=False, once=once)
    except InputError:
        if not tolerant:
            raise
        return []
    for run in runs:
        run.warnings.append(f"{path}: {rewritten.note}")
    return runs


def _tagged_runs(text: str | FileLines, path: Path, name: str, keys: tuple[str, ...],
                 warnings: list[str]) -> list[RawRun]:
    """The runs of a log that interleaves runs tagging their lines (`generic/tagged.py`), each
    tag's lines read as a log of their own; empty when the log is no such thing."""
    from lossdoctor.ingest.textlog.generic.tagged import note, tagged_logs

    logs = tagged_logs(text.split("\n") if isinstance(text, str) else text, keys)
    if not logs:
        return []
    runs: list[RawRun] = []
    for tag, part in logs.items():
        for run in _read_text(part, path, f"{name}[{tag}]", keys, list(warnings), split=False) if part else []:
            run.warnings.append(note(path, tag, logs))
            runs.append(run)
    return runs


# The last frame of a Rich progress bar (Lightning's RichProgressBar): `Epoch 3/3 ━━━ 63/63
# 0:00:03 • 0:00:00 17.07it/s train_loss: ...`. Rich redraws the bar in place on a terminal and,
# when the output is a file, writes only its final frame: one point, no curve.
_RICH_FRAME = re.compile(r"^Epoch \d+/\d+\s+[━╸╺╾╼─]+\s+\d+/\d+\s+\d+:\d\d:\d\d\s+•", re.M)
# A line's closeness to a training line (`scan._score`) from which it names a loss.
LOSS_SCORE = 4
RICH_HINT = ("; it holds only the last frame of a Rich progress bar (Lightning's RichProgressBar "
             "draws its bar in place and writes just its final frame when the output is not a "
             "terminal), so there is no curve to read: log with a logger (CSVLogger, "
             "TensorBoardLogger) or use TQDMProgressBar, whose refreshes lossdoctor reads")


_NOTEBOOK = ".ipynb"
_MARKDOWN = (".md", ".markdown")


def _accepted_blocks(text: str, keys: Sequence[str]) -> list[tuple[int, str, bool]]:
    """The Markdown code blocks with their first line numbers, and whether each is a training
    log by itself (the others may still go on from one, `markdown.chain`)."""
    from lossdoctor.ingest.textlog.generic.decide import accepted
    from lossdoctor.ingest.textlog.generic.scan import scan
    from lossdoctor.ingest.textlog.markdown import blocks

    # A log saved under a `.md` name has no fence at all: the whole text is the one candidate.
    found = list(blocks(text)) or [(0, text)]
    return [(first, block, accepted(scan(block, loss_keys=keys), keys)) for first, block in found]


def _markdown_blocks(path: Path, keys: Sequence[str] = ()) -> bool:
    """Whether a Markdown file quotes a training log in one of its code blocks."""
    from lossdoctor.ingest.textlog.generic.decide import sample_text

    text = sample_text(path)
    return text is not None and any(alone for _, _, alone in _accepted_blocks(text, keys))


def _wrapped_head(path: Path) -> bool:
    """Whether a file opens as an array of console stream records (see ingest/notebook.py)."""
    from lossdoctor.ingest.notebook import looks_wrapped

    try:
        with path.open("rb") as handle:
            return looks_wrapped(handle.read(2048))
    except OSError:
        return False


def _notebook_records(path: Path, keys: Sequence[str] = ()) -> object | None:
    """The records of the console text a notebook (or a stream-record array) wraps when they
    are a training log, else None."""
    from lossdoctor.ingest.notebook import unwrap
    from lossdoctor.ingest.textlog.generic.decide import accepted
    from lossdoctor.ingest.textlog.generic.scan import scan

    try:
        found = unwrap(path.read_bytes())
    except OSError:
        return None
    if found is None:
        return None
    from lossdoctor.ingest.textlog.generic.rewards import rewards_only

    from lossdoctor.ingest.textlog.generic.metricsonly import metrics_only

    records = scan(found[0], loss_keys=keys)
    # An RL loop's rewards printed by a cell are a training log too (`rewards.py`), and so are a
    # loop's accuracies with no loss (`metricsonly.py`).
    return records if (accepted(records, keys, once=True) or rewards_only(records)
                       or metrics_only(records)) else None


def rich_frame(path: Path) -> bool:
    """Whether a text file holds a Rich progress bar's last frame (see RICH_HINT)."""
    from lossdoctor.ingest.textlog.sniff import sample

    data = sample(path)
    return data is not None and _RICH_FRAME.search(data.decode("utf-8", errors="replace")) is not None


def hint(path: Path) -> str:
    """For an unreadable text file: why (a Rich progress bar's last frame), or the line
    closest to a training line, and what to do."""
    from lossdoctor.ingest.textlog.generic.decide import closest, sample_records

    if path.suffix.lower() in _NOT_LOGS:
        return ""
    if rich_frame(path):
        return RICH_HINT
    records = sample_records(path)
    return "" if records is None else closest(records)


def passed_over(path: Path) -> str:
    """Why a text file a folder walk left unread looks like a log all the same: a Rich bar's
    last frame, or a line that names a loss (the closest to a training line); empty when
    nothing in it looks like a training log (a note on every text file would bury the one
    that matters)."""
    from lossdoctor.ingest.textlog.generic.decide import closest, sample_records

    if path.suffix.lower() in _NOT_LOGS:
        return ""
    if rich_frame(path):
        return RICH_HINT
    records = sample_records(path)
    if records is None or records.best_line[0] < LOSS_SCORE:
        return ""
    return closest(records)

