"""Is it a training log? A named loss that changes, on lines with a step, several times over."""

from __future__ import annotations

import re
from collections.abc import Sequence
from pathlib import Path

import numpy as np

from lossdoctor.ingest.textlog.generic.names import watchable
from lossdoctor.ingest.textlog.generic.scan import SEGMENTS, Records, scan

# Fewer loss points than this is a quote or a mention, not a log...
MIN_POINTS = 3
# ...unless the lines say more: one print statement of a metrics line (the loss and at least
# METRICS - 1 other named values, more than a sentence names) twice, its step forward and its
# loss changed (a run stopped after two logging steps), or a trainer's own log record, whose key
# set no sentence writes (a launch killed after its first logging step). Such a file is its
# own run with too few points to judge, never dropped (issue 31).
FEW_POINTS = 2
METRICS = 3
# HF Trainer's `log()` dict: the loss with the learning rate and the epoch it always adds.
_TRAINER_RECORD = frozenset({"loss", "learning_rate", "epoch"})
# A training line led by its counter (`Epoch 1/2 - Loss: 0.97655`, a Keras callback's `Epoch:
# 54 - loss: 0.0567`), as a print loop writes it and no sentence does: printed once, it is a run
# stopped (or a capture cut) after its first print, or a notebook cell whose `\r` prints kept
# only the last. In a file that is a log by itself (not a README's quote) it is a run of one
# point: LD001 says it cannot be judged, which is what a person says, never "no training log".
_COUNTER_LED = re.compile(r"\s*(?:epoch|step|iter(?:ation)?)\b[\s:=#\[(]*\d", re.I)
# A progress bar's frame (`Epoch 0:   6%|██▎ | 1249/20347 [04:14<1:04:56, 4.90it/s, loss=1.02]`) is
# not such a line: its loss is a running postfix drawn over, and a W&B console capture keeps only
# the last frame of a run whose history is read from its own records.
_BAR_FRAME = re.compile(r"\d%\||\d(?:it/s|s/it)\b")


def accepted(records: Records, keys: Sequence[str] = (), few: bool = True, once: bool = False) -> bool:
    """Whether the records are a training history: one line shape, printed again and again,
    carries a loss (or a perplexity, exp of a loss) whose value changes while the step mostly
    goes forward.

    Prose that names a loss and a step now and then (a report, a README, a server log) has a
    different shape in every sentence, so it never qualifies.

    `few`: whether one or two points of a trainer record or a metrics line may do (a file that
    is its own run); a part of a file (one tag's lines) needs MIN_POINTS. `once`: whether one
    line led by its counter may do too (a plain file or a notebook, never a page's quote).
    """
    from lossdoctor.ingest.textlog.generic.assemble import floats, rows

    wanted = set(keys)
    grouped = None
    # Lines of one print statement may differ in padding (timm's `(  0%)`, `( 40%)`): one
    # statement is one list of names.
    by_shape: dict[tuple[int, tuple[str, ...], str], list[tuple[np.ndarray, np.ndarray]]] = {}
    for batch in records.batches:
        for index, name in zip(batch.indices, batch.names):
            if name not in wanted and not watchable(name):
                continue
            size = len(batch.rows[0]) if batch.by_column else len(batch.rows)
            if size == 0:
                continue
            ids = (np.arange(batch.first_id, batch.first_id + size) if batch.first_id >= 0
                   else np.asarray(batch.ids, dtype=np.int64))
            texts = batch.rows[index] if batch.by_column else [row[index] for row in batch.rows]
            by_shape.setdefault((batch.kind, batch.names, name), []).append((ids, floats(texts)))
    for (kind, names, _), parts in by_shape.items():
        least = _least_points(names) if few else MIN_POINTS
        count = sum(len(ids) for ids, _ in parts)
        # Asked only of a shape printed too few times to be a log otherwise (a few lines).
        led = few and once and count < least and _counter_led(records, parts[0][0][:1])
        if count < (1 if led else least):
            continue
        if grouped is None:
            grouped = rows(records)
        ids = np.concatenate([p[0] for p in parts])
        values = np.concatenate([p[1] for p in parts])
        where, first = _first_rows(grouped.row_of[ids])
        if len(where) < (1 if led else least):
            continue
        finite = values[first][np.isfinite(values[first])]
        # One distinct value at most (no sort of a million values to tell).
        if len(where) > 1 and not np.any(finite != finite[:1]) and len(finite) == len(first):
            continue
        if len(where) == 1 and (len(finite) == 0 or not (led or _printed_record(records, ids[first]))):
            continue
        diffs = np.diff(grouped.steps[kind][where])
        if np.count_nonzero(diffs > 0) * 10 >= len(diffs) * 6:
            return True
    return False


def _least_points(names: Sequence[str]) -> int:
    """How many loss points a line shape needs to be a log: one for a trainer's own record,
    two for a metrics line, MIN_POINTS otherwise (see FEW_POINTS)."""
    if _TRAINER_RECORD.issubset(names):
        return 1
    return FEW_POINTS if len(names) >= METRICS else MIN_POINTS


def _printed_record(records: Records, ids: np.ndarray) -> bool:
    """Whether a trainer record is printed as a line of its own (`print(logs)`: the line is the
    dict), not quoted inside prose or a JSON string that writes it out."""
    pos = records.arrays()[0][ids]
    for at in pos.tolist():
        line, part = divmod(int(at), SEGMENTS)
        if not 0 < line <= len(records.lines):
            return False
        pieces = records.lines[line - 1].split("\r")
        if not pieces[min(part, len(pieces) - 1)].lstrip().startswith("{"):
            return False
    return True


def _counter_led(records: Records, ids: np.ndarray) -> bool:
    """Whether the records' lines open with their counter (see _COUNTER_LED)."""
    for at in records.arrays()[0][ids].tolist():
        line, part = divmod(int(at), SEGMENTS)
        if not 0 < line <= len(records.lines):
            return False
        pieces = records.lines[line - 1].split("\r")
        piece = pieces[min(part, len(pieces) - 1)]
        if not _COUNTER_LED.match(piece) or _BAR_FRAME.search(piece):
            return False
    return len(ids) > 0


def _first_rows(rows: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """`np.unique(rows, return_index=True)`, without its sort when the rows already go up (a
    log's records in order, one a row)."""
    if len(rows) < 2 or bool(np.all(rows[1:] > rows[:-1])):
        return rows, np.arange(len(rows))
    found: tuple[np.ndarray, np.ndarray] = np.unique(rows, return_index=True)
    return found


def sample_records(path: Path, keys: Sequence[str] = ()) -> Records | None:
    """Records of a file's head (and tail); None for binary or unreadable files."""
    from lossdoctor.ingest.textlog.sniff import sample

    text = sample_text(path)
    return None if text is None else scan(text, loss_keys=keys)


def sample_text(path: Path) -> str | None:
    """A file's head (and tail) as text, progress-bar erasures made line breaks."""
    from lossdoctor.ingest.textlog.common import decode
    from lossdoctor.ingest.textlog.sniff import sample

    data = sample(path)
    return decode(data, str(path), []) if data else None


def sniff_path(path: Path, keys: Sequence[str] = ()) -> bool:
    """Whether a file is a training log this reader can read (in any of its readings)."""
    text = sample_text(path)
    if text is None:
        return False
    records = scan(text, loss_keys=keys)
    if accepted(records, keys, once=True):
        return True
    # An RL loop's log of rewards per episode and no loss is a training log too (`rewards.py`).
    from lossdoctor.ingest.textlog.generic.rewards import rewards_only

    if rewards_only(records):
        return True
    # A log of accuracies (or F1, mAP...) and no loss is a training log too (`metricsonly.py`).
    from lossdoctor.ingest.textlog.generic.metricsonly import metrics_only

    if metrics_only(records):
        return True
    # Keras' per-batch lines alone (an epoch or two, cut short) are a training log too.
    if bool(records.passed.get("Keras per-batch running means")) and accepted(
            scan(text, loss_keys=keys, batches=True), keys):
        return True
    # Runs interleaved line by line, each line tagged with its run (`generic/tagged.py`).
    from lossdoctor.ingest.textlog.generic.tagged import tagged_logs

    if tagged_logs(text.split("\n"), keys) is not None:
        return True
    # A loss printed bare, one number a line that names nothing (`generic/bare.py`).
    from lossdoctor.ingest.textlog.generic.bare import named

    if named(text.split("\n")) is not None:
        return True
    # A loss line with no step, its counter on the line before it (`generic/paired.py`).
    from lossdoctor.ingest.textlog.generic.paired import stepped

    paired = stepped(text.split("\n"))
    if paired is not None and accepted(scan(paired.text, loss_keys=keys), keys):
        return True
    # Losses printed as lists under one key, one per agent (`generic/bracketed.py`).
    from lossdoctor.ingest.textlog.generic.bracketed import listed

    spelled = listed(text.split("\n"))
    if spelled is not None and accepted(scan(spelled.text, loss_keys=keys), keys):
        return True
    # Only the HF Trainer's end-of-run summaries name a loss (`generic/summaryonly.py`).
    from lossdoctor.ingest.textlog.generic.summaryonly import summaries_only

    found = summaries_only(text.split("\n"))
    if found is not None and accepted(scan(found.text, loss_keys=keys), keys, once=True):
        return True
    # Tables printed under a header row of names (`generic/headed.py`).
    from lossdoctor.ingest.textlog.generic.headed import headed

    tabled = headed(text.split("\n"))
    if tabled is not None and accepted(scan(tabled.text, loss_keys=keys), keys):
        return True
    # A step and one unnamed number a line, nothing named (`generic/unnamed.py`).
    from lossdoctor.ingest.textlog.generic.unnamed import counted

    unnamed = counted(text.split("\n"))
    return unnamed is not None and accepted(scan(unnamed.text, loss_keys=keys), keys)


def closest(records: Records) -> str:
    """'; the closest line was ...' for error messages (empty when no line came close)."""
    score, lineno, line = records.best_line
    if not line:
        return ""
    shown = line if len(line) <= 100 else line[:97] + "..."
    return (f"; closest to a training line: line {lineno}: {shown!r} (if it holds the loss, "
            "name it with --loss KEY)")
