"""The `watch` command's body: options -> a Watcher with its sinks -> an exit code and a summary."""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path

from lossdoctor.model import Severity
from lossdoctor.watch.durations import parse_duration
from lossdoctor.watch.loop import Options, Sink, Watcher
from lossdoctor.watch.notify import Background, Exec, Printer, Webhook


def run_watch(paths: Sequence[Path], *, stitch: bool = False, interval: str = "30s", fmt: str = "text",
              notify: str | None = None, command: str | None = None, fail_on: Severity | None = None,
              until_idle: str | None = None, loss_keys: tuple[str, ...] = ()) -> int:
    """Watch until Ctrl-C, idle or --fail-on; print the summary (stderr with jsonl) and return the code."""
    from lossdoctor.errors import UsageError

    if notify is not None and not notify.startswith(("http://", "https://")):
        raise UsageError(f"--notify {notify!r}: not an http(s) URL")
    from lossdoctor.config import resolve

    # The detector settings a `check` in this folder would use (lossdoctor.toml, pyproject.toml).
    settings = resolve(config_file=None, paths=list(paths), fail_on=None, select=None, ignore=None)
    options = Options(paths=list(paths), stitch=stitch, interval=parse_duration(interval, "--interval"),
                      fail_on=fail_on, loss_keys=loss_keys, settings=settings,
                      until_idle=parse_duration(until_idle, "--until-idle") if until_idle else None)
    worker = Background() if notify or command else None
    sinks: list[Sink] = [Printer(fmt)]
    if notify and worker:
        sinks.append(Webhook(notify, worker))
    if command and worker:
        sinks.append(Exec(command, worker))
    watcher = Watcher(options, sinks)
    sys.stderr.write(f"lossdoctor: watching {', '.join(str(p) for p in paths)} every {interval}; "
                     "Ctrl-C prints a summary and stops\n")
    sys.stderr.flush()
    try:
        code = watcher.run()
    finally:
        if worker is not None:
            # Deliver what is queued (--exec may be what stops the job); after Ctrl-C, briefly.
            worker.drain(timeout=5.0 if watcher.stopped_by in ("interrupt", "") else 60.0)
    summary = watcher.summary()
    (sys.stderr if fmt == "jsonl" else sys.stdout).write(summary + "\n")
    return code
