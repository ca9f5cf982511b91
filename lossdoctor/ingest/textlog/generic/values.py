"""What survived: the training-loss values a person sees in a log, and the points kept.

Lines parsed are not points kept: a step counter read wrong folds a hundred lines into one
point (values lost to repeated steps) and the lines still count as read. So the audit counts
values on both ends. A value seen is a number after a training loss's name (`loss: 2.3`,
`'loss': '2.3'`, `the training loss is 2.3`) in any line, parsed by a reading or not: per line
shape, the shortest name with the loss role (the total, not `loss_cls`; evaluation losses are
left out, as the primary loss is the training one; beside a shape that prints a total loss,
`Loss 0.43`, a shape printing only a component, `cos_sim_loss 0.29`, is left out too, as the
reader reads it); a value printed again unchanged by the next line of the same shape (a bar's
redraw, ranks printing one line) is seen once, and a bar's frames printed on lines of their own
are one bar whatever their percentage; a value the reading took as an evaluation's, or as a
second counter's series, is not lost. A point kept is
a point of each run's training loss (its most logged loss series), dead or alive.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Sequence
from operator import ne

import numpy as np

from lossdoctor.ingest.textlog.generic.lines import joined
from lossdoctor.ingest.textlog.generic.names import demote_components, role
from lossdoctor.ingest.textlog.generic.redraws import drawn_over
from lossdoctor.ingest.textlog.generic.counters import SUFFIX as SECOND
from lossdoctor.ingest.textlog.generic.counters import shape_of
from lossdoctor.ingest.textlog.generic.scan import EVAL, SEGMENTS, TRAIN, Records
from lossdoctor.ingest.textlog.generic.tally import Tally, layout
from lossdoctor.model import RawRun
from lossdoctor.roles import Role

# The words before the loss word belong to its name (`Train L1 Loss`, `Validation Loss`,
# `val loss`, LightGBM's `valid_0's multi_logloss`): without them every `... Loss: x` on a line
# reads as the one training loss.
_NAME = r"(?:[A-Za-z_][\w/.\-]*(?:'s)?[ \t](?=[A-Za-z_])){0,3}(?:[A-Za-z_][\w/.\-]*?)?(?:loss|xent|nll)\w*"
# A loss-like name, then its value: after `:` or `=`, a space, or a few words and a verb.
VALUE = re.compile(
    rf"(?i)(?<![\w.])({_NAME})['\"]?(?:[ \t]*[:=][ \t]*|[ \t]+(?:(?:[A-Za-z_]+[ \t]+){{0,3}}?(?:is|was|of|equals)[ \t]+)?)"
    r"['\"]?[ \t]*(?:np\.float\d+\(|tensor\()?([-+]?(?:\d+\.?\d*(?:[eE][-+]?\d+)?|\.\d+|nan|inf)(?!\w|\.\d))")

# The reading's words for evaluation lines whose loss went to the evaluation curve.
EVALUATED = "lines of an evaluation, read as its curve (their loss is no training value)"
_DIGIT = re.compile(r"\d")
# tqdm's elapsed, remaining and rate inside its brackets (`[04:14<1:04:41, 10.96s/it`).
_TIMING = re.compile(r"\[[^,\]]*,[^,\]]*?(?:it/s|s/it)")
# tqdm's bar between its percentage and its counter.
_BAR = re.compile(r"%\|[^|]*\|")
# tqdm's counter before its brackets (`| 20/375 [`).
_COUNTER = re.compile(r"(\d+)/\d+\s*\[")
_DIGIT_RUN = re.compile(r"(\d+)")
# Pairs of adjacent loss lines of two shapes looked at by `_told_twice`, at most.
_MAX_PAIRS = 5000
# Lines of one group matched at a time.
_PIECE_LINES = 1 << 16


def values_seen(records: Records) -> int:
    """The loss values in the log's lines (see the module doc); lines a reading accounted for by
    a rule (an evaluation pass's progress, another rank's copy) are not counted."""
    lines = records.lines
    if not lines:
        return 0
    evaluated, placed = _taken_apart(records)
    skip = records.accounted | evaluated | placed
    redrawn: dict[str, list[str]] = {}
    total = told = 0
    groups = []
    for key, indices in records.groups.items():
        low = key.lower()
        if b"loss" not in low and b"xent" not in low and b"nll" not in low:
            continue
        kept = [i for i in indices if i not in skip] if skip else indices
        if evaluated and len(kept) < len(indices) and _group_name(lines[indices[0]]) is not None:
            # Said only where the name alone would have read as a training loss.
            told += sum(1 for i in indices if i in evaluated)
        groups.append((key, kept))
    if told:
        records.passed[EVALUATED] = told
    components = _components(lines, groups)
    framed = _frames_apart(lines, groups)
    headed = any(b"poch" in key for key in records.groups)  # `redraws.drawn_over`
    for key, kept in groups:
        if kept and components and _group_name(lines[kept[0]]) in components:
            continue
        if key in framed:
            continue
        if b"\r" in key:
            for index in kept:
                segments = lines[index].split("\r")
                hidden = drawn_over(segments, headed)
                for number, segment in enumerate(segments):
                    if segment.strip() and number not in hidden:
                        redrawn.setdefault(_bar_key(segment), []).append(segment)
            continue
        total += _group_changes(lines, kept, records.tallies.get(key, ()))
    for segments in redrawn.values():
        total += _bar_changes(segments)
    total += len(records.bar_epochs)  # a bar labelled with its epoch: one value an epoch (its frames accounted)
    for frames in _bars(lines, groups, framed):
        total += _bar_changes([lines[index] for index in frames])
    return total - _told_twice(lines, groups)


def _taken_apart(records: Records) -> tuple[set[int], set[int]]:
    """(evaluation lines, second counter's lines): the lines whose loss values the reading took
    as another series than the training loss. A line it read as an evaluation's (`Epoch 3
    Validation - Loss: 18.5`, whose name alone reads as a training loss) is the evaluation
    curve's; a line of a second counter's shape (`Epoch 3, Batch 0/8, Loss: 0.09` beside the
    epoch's `Epoch 3 Training - Loss: 0.11`) a series of its own, by the choice `counters.settle`
    states. Neither value is lost."""
    pos, kind, _, _ = records.arrays()
    if not len(pos):
        return set(), set()
    line = pos // SEGMENTS - 1
    evaluated: set[int] = set()
    if (kind == EVAL).any():
        # A line that holds a training record too keeps its training loss.
        evaluated = set(line[kind == EVAL].tolist()) - set(line[kind == TRAIN].tolist())
    second = _second_shapes(records)
    placed: set[int] = set()
    if second:
        moved = np.isin(shape_of(records, len(pos)), list(second)) & (kind == TRAIN)
        placed = set(line[moved].tolist()) - set(line[(kind == TRAIN) & ~moved].tolist())
    return evaluated, placed


def _second_shapes(records: Records) -> set[int]:
    """The training shapes `counters.settle` placed at another counter's steps, their loss renamed."""
    return {batch.shape for batch in records.batches
            if batch.kind == TRAIN and any(name.endswith(SECOND) and role(name[:-len(SECOND)]) is Role.LOSS
                                           for name in batch.names)}


def _frames_apart(lines: Sequence[str], groups: Sequence[tuple[bytes, Sequence[int]]]) -> set[bytes]:
    """The groups that are frames of a bar printed on lines of their own (a console that turns
    `\\r` into line ends, PowerShell's capture of a Lightning bar) and share their bar with
    another group: its percentage, bar and timing change the line's shape, not its print."""
    bars: dict[str, list[bytes]] = {}
    for key, kept in groups:
        if kept and b"\r" not in key and _is_frame(lines[kept[0]]):
            bars.setdefault(_bar_key(lines[kept[0]]), []).append(key)
    return {key for keys in bars.values() if len(keys) > 1 for key in keys}


def _bars(lines: Sequence[str], groups: Sequence[tuple[bytes, Sequence[int]]],
          framed: set[bytes]) -> list[list[int]]:
    """The lines of each bar `_frames_apart` found, in line order: a value the bar's postfix
    carries frame after frame (the last epoch's `train_loss` on every frame of the next) is one
    printed value, as `_bar_changes` counts a redrawn bar's."""
    bars: dict[str, list[int]] = {}
    for key, kept in groups:
        if key in framed and kept:
            bars.setdefault(_bar_key(lines[kept[0]]), []).extend(kept)
    return [sorted(indices) for indices in bars.values()]


def _is_frame(line: str) -> bool:
    """A tqdm frame: a percentage and its bar, then the counter before its brackets."""
    bar = _BAR.search(line)
    return bar is not None and _COUNTER.search(line, bar.end()) is not None


def _told_twice(lines: Sequence[str], groups: Sequence[tuple[bytes, Sequence[int]]]) -> int:
    """The loss values a line of one shape prints again unchanged right after a line of another
    shape printed them (an epoch summary `[Epoch Metrics] Policy Loss: 0.2383 | Value Loss: ...`
    then `Iter 2/1000 | Policy Loss: 0.2383 | Value Loss: ...`): one value, printed twice, is
    seen once, when every loss the two lines print, two at least, is the same in both. Only
    logs with a few such pairs are looked at (a line each: cheap)."""
    if len(groups) < 2:
        return 0
    # Shapes that differ only in their spacing (`  32/1875` and ` 640/1875`) are one print.
    spaced = {re.sub(rb"\s+", b"", key): number for number, (key, _) in enumerate(groups)}
    parts = [(np.asarray(kept, dtype=np.int64), spaced[re.sub(rb"\s+", b"", key)])
             for key, kept in groups if b"\r" not in key and len(kept)]
    if len(parts) < 2:
        return 0
    at = np.concatenate([index for index, _ in parts])
    shape = np.concatenate([np.full(len(index), number) for index, number in parts])
    order = np.argsort(at, kind="stable")
    at, shape = at[order], shape[order]
    pairs = at[1:][(at[1:] == at[:-1] + 1) & (shape[1:] != shape[:-1])]
    if not len(pairs) or len(pairs) > _MAX_PAIRS:
        return 0
    count = 0
    for i in pairs.tolist():
        before, after = VALUE.findall(lines[i - 1]), VALUE.findall(lines[i])
        names = _loss_names(name for name, _ in before + after)
        if not names:
            continue
        # Every loss value of both lines, two at least, the same: one print of them told twice
        # (a single loss repeating, a running mean that stands still, proves nothing).
        told = [(name, value) for name, value in before if name in names]
        again = [(name, value) for name, value in after if name in names]
        count += len({name for name, _ in told}) >= 2 and told == again and names[0] in dict(told)
    return count


def _bar_key(segment: str) -> str:
    """The frames of one bar: a segment without its digits, its bar (`|███▍      |` grows) and
    tqdm's timing (`[04:14<1:04:41, 10.96s/it` becomes `59:05` and ` 9.89s/it` as the run goes on)."""
    return re.sub(r"[\d\s]+", "", _TIMING.sub("[", _BAR.sub("%||", segment)))


def _bar_changes(segments: Sequence[str]) -> int:
    """`_changes` of a bar's frames, plus the frames that redraw the counter before with a value
    that did not change, when such redraws mostly bring a new value (the postfix set every N
    steps, as `assemble._refreshed` keeps them); the bar's last frame (`close()`) is not one."""
    found = [(_COUNTER.search(segment), VALUE.findall(segment)) for segment in segments]
    names = _loss_names(name for _, pairs in found for name, _ in pairs)
    if not names:
        return 0
    framed = [(counter.group(1) if counter else None, next(v for n, v in pairs if n == names[0]))
              for counter, pairs in found if any(n == names[0] for n, _ in pairs)]
    changed = [index == 0 or value != framed[index - 1][1] for index, (_, value) in enumerate(framed)]
    again = [0 < index < len(framed) - 1 and counter is not None and counter == framed[index - 1][0]
             for index, (counter, _) in enumerate(framed)]
    count = sum(changed)
    redraws = [c for c, a in zip(changed, again) if a]
    if redraws and sum(redraws) >= len(redraws) / 2:
        count += sum(1 for c, a in zip(changed, again) if a and not c)
    return count


def _group_name(line: str) -> str | None:
    """The loss name `values_seen` counts in a line of its shape: the shortest with the loss role."""
    chosen = _loss_names(m.group(1) for m in VALUE.finditer(line))
    return chosen[0] if chosen else None


def _components(lines: Sequence[str], groups: Sequence[tuple[bytes, Sequence[int]]]) -> set[str]:
    """The loss names shapes print that are components of a total another shape prints (WS-DAN's
    `cos_sim_loss 0.29 (0.29)` lines under each `... Loss 0.43 (0.45)` line): not the training
    loss, as `demote_components` reads a table's columns."""
    names = {name for key, kept in groups if kept and b"\r" not in key
             for name in [_group_name(lines[kept[0]])] if name is not None}
    return {name for name, found in demote_components(names).items() if found is Role.OTHER}


def _group_changes(lines: Sequence[str], kept: Sequence[int], tallies: Sequence[Tally] = ()) -> int:
    """`_changes` of the loss values in the lines `kept` of one group (one text without digits).

    VALUE treats every digit alike (each class it uses holds all digits or none) and never
    starts or ends a match inside a run of digits, so lines that differ only in their digit runs
    hold the same matches at the same places. The first line's matches become one anchored
    pattern (its text literal, digit runs any digits, each name and value a group) that reads every
    line of that layout at once; when a line has another layout (`.5` against `1.5`), VALUE
    reads the group as before. Stretches of lines a bulk read already counted in this layout
    (`tallies`, see `tally.py`) are taken as counted."""
    if not kept:
        return 0
    first = lines[kept[0]]
    spans = [(m.span(1), m.span(2)) for m in VALUE.finditer(first)]
    names = [first[a:b] for (a, b), _ in spans]
    if any(_DIGIT.search(name) for name in names):
        # A name with digits in it (`loss2`) may change from line to line: VALUE reads them.
        return _changes(VALUE.findall(joined(lines, kept)))
    chosen = _loss_names(names)
    slots = [j for j, name in enumerate(names) if chosen and name == chosen[0]]
    # Names without digits are the same on every line of the group: only the chosen values
    # are captured (fewer, smaller matches), the rest of the layout is still checked.
    parts, at = ["^"], 0
    for j, ((name_start, name_end), (value_start, value_end)) in enumerate(spans):
        value = _digits_any(first[value_start:value_end])
        parts += [_digits_any(first[at:value_start]), f"({value})" if j in slots else f"(?:{value})"]
        at = value_end
    parts += [_digits_any(first[at:]), "$"]
    # Lines of one group as the first: ASCII when it is (see `scan._pattern`).
    pattern = re.compile("".join(parts), re.M | (re.A if first.isascii() else 0))
    span = spans[slots[0]][1] if len(slots) == 1 else None
    count, last = 0, None
    for stretch in _stretches(kept, [t for t in tallies if t.span == span and t.layout == layout(first)]):
        if isinstance(stretch, Tally):
            count += (stretch.first != last) + stretch.changes
            last = stretch.last
            continue
        # A piece of the group at a time: only one piece's matches are held.
        for start in range(0, len(stretch), _PIECE_LINES):
            piece = stretch[start:start + _PIECE_LINES]
            rows = pattern.findall(joined(lines, piece))
            if len(rows) != len(piece):
                return _changes(VALUE.findall(joined(lines, kept)))
            if not slots:
                continue  # no loss value here; every line is still checked against the layout
            # One group: findall gives the values themselves; several: a tuple per line, in order.
            values = rows if len(slots) == 1 else [value for row in rows for value in row]
            if values:
                # A value counts when it differs from the one before (the first always does).
                count += (values[0] != last) + sum(map(ne, values[1:], values[:-1]))
                last = values[-1]
    return count


def _stretches(kept: Sequence[int], tallies: Sequence[Tally]) -> Iterator[Sequence[int] | Tally]:
    """`kept` in line order as stretches still to read and the tallies that count the others (a
    tally counts when it covers every kept line between its first and last)."""
    if not tallies:
        yield kept
        return
    at = np.asarray(kept, dtype=np.int64)
    done = 0
    for tally in sorted(tallies, key=lambda t: t.first_line):
        low = int(np.searchsorted(at, tally.first_line, side="left"))
        high = int(np.searchsorted(at, tally.last_line, side="right"))
        if low < done or high - low != tally.lines or not tally.lines:
            continue  # a line of it was set aside (`accounted`), or it overlaps: read
        if low > done:
            yield kept[done:low]
        yield tally
        done = high
    if done < len(kept):
        yield kept[done:]


def loss_slot(line: str) -> tuple[int, int] | None:
    """Where, in a line of its layout, the value `values_seen` counts is: the span of the one
    value of the shortest loss name (None when there is none, several, or a name with digits)."""
    spans = [(m.span(1), m.span(2)) for m in VALUE.finditer(line)]
    names = [line[a:b] for (a, b), _ in spans]
    if any(_DIGIT.search(name) for name in names):
        return None
    chosen = _loss_names(names)
    slots = [value for name, (_, value) in zip(names, spans) if chosen and name == chosen[0]]
    return slots[0] if len(slots) == 1 else None


def _digits_any(text: str) -> str:
    """`text` as a regex in which every run of digits may be any run of digits."""
    return "".join(r"\d+" if _DIGIT.match(part) else re.escape(part) for part in _DIGIT_RUN.split(text) if part)


def _loss_names(found: Iterable[str]) -> list[str]:
    """The distinct names with the loss role, shortest first (ties by name)."""
    return sorted((name for name in set(found) if role(name) is Role.LOSS), key=lambda name: (len(name), name))


def _changes(found: Sequence[tuple[str, str]]) -> int:
    """The training loss's values, in order, a repeat of the one before not counted."""
    # Each distinct name's role once: a long log repeats a handful of names a million times.
    names = _loss_names(name for name, _ in found)
    if not names:
        return 0
    last: str | None = None
    count = 0
    for name, value in found:
        if name == names[0] and value != last:
            count += 1
            last = value
    return count


def points_kept(runs: Iterable[RawRun]) -> int:
    """The points of each run's training loss (its most logged loss series), dead ones included."""
    return sum(max(_loss_sizes(run).values(), default=0) for run in runs)


def _loss_sizes(run: RawRun) -> dict[str, int]:
    """The points of each training-loss series of a run, over all its fragments."""
    sizes: dict[str, int] = {}
    for fragment in run.fragments:
        for name, series in fragment.series.items():
            if series.role is Role.LOSS:
                sizes[name] = sizes.get(name, 0) + len(series)
    return sizes


def points_dead(runs: Iterable[RawRun]) -> int:
    """The points of each run's training loss that a newer fragment abandons with no line that
    states it (no marker opens the newer fragment): set aside as dead, they are no coverage."""
    total = 0
    for run in runs:
        names = _loss_sizes(run)
        if not names or len(run.fragments) < 2:
            continue
        name = max(names, key=lambda key: names[key])
        # Walk from the newest fragment back: the lowest first step of an unstated newer one. A
        # fragment without the loss (an evaluation after training, an epilogue) ends nothing.
        cut = float("inf")
        for fragment in reversed(run.fragments):
            found = fragment.series.get(name)
            if found is None or not len(found):
                continue
            total += int(np.count_nonzero(found.steps >= cut))
            if not fragment.markers:
                cut = min(cut, float(found.steps.min()))
    return total
