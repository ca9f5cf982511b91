"""Where events go: stdout lines, a Slack-compatible webhook, a command. Failures never stop the watch."""

from __future__ import annotations

import json
import os
import queue
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from collections.abc import Callable
from typing import IO

from lossdoctor.watch.events import Event


class Printer:
    """Events on stdout: text for people, or one JSON object a line."""

    def __init__(self, fmt: str = "text", stream: IO[str] | None = None) -> None:
        self.fmt = fmt
        self.stream = stream

    def __call__(self, event: Event) -> None:
        out = self.stream or sys.stdout
        out.write((event.json_line() if self.fmt == "jsonl" else event.text()) + "\n")
        out.flush()


def _warn(text: str) -> None:
    sys.stderr.write(f"lossdoctor: warning: {text}\n")
    sys.stderr.flush()


class Background:
    """Runs jobs one at a time on a worker thread so a slow webhook never delays a poll."""

    def __init__(self) -> None:
        self.jobs: queue.Queue[Callable[[], None] | None] = queue.Queue()
        self.thread = threading.Thread(target=self._work, name="lossdoctor-notify", daemon=True)
        self.thread.start()

    def _work(self) -> None:
        while True:
            job = self.jobs.get()
            try:
                if job is None:
                    return
                job()
            except Exception as exc:  # noqa: BLE001 - a notifier's bug must not end the watch
                _warn(f"notification failed: {type(exc).__name__}: {exc}")
            finally:
                self.jobs.task_done()

    def submit(self, job: Callable[[], None]) -> None:
        self.jobs.put(job)

    def drain(self, timeout: float = 30.0) -> None:
        """Wait (at most `timeout` seconds) until every job submitted so far is done."""
        deadline = time.monotonic() + timeout
        while self.jobs.unfinished_tasks and time.monotonic() < deadline:
            time.sleep(0.01)


class Webhook:
    """POST `{"text": ...}` (Slack's incoming-webhook shape) with retries and exponential backoff."""

    def __init__(self, url: str, worker: Background, tries: int = 4, backoff: float = 0.5,
                 timeout: float = 10.0, sleep: Callable[[float], None] = time.sleep) -> None:
        self.url, self.worker, self.tries, self.backoff, self.timeout = url, worker, tries, backoff, timeout
        self.sleep = sleep
        self.sent = 0
        self.failed = 0

    def __call__(self, event: Event) -> None:
        body = json.dumps({"text": event.text()}).encode()
        self.worker.submit(lambda: self._post(body))

    def _post(self, body: bytes) -> None:
        problem = ""
        for attempt in range(self.tries):
            if attempt:
                self.sleep(self.backoff * 2 ** (attempt - 1))
            request = urllib.request.Request(self.url, data=body, method="POST",
                                             headers={"Content-Type": "application/json"})
            try:
                with urllib.request.urlopen(request, timeout=self.timeout) as response:  # noqa: S310 - the user's URL
                    response.read()
                self.sent += 1
                return
            except urllib.error.HTTPError as exc:
                problem = f"HTTP {exc.code}"
                if 400 <= exc.code < 500 and exc.code != 429:
                    break  # the message itself is refused: retrying will not help
            except (urllib.error.URLError, OSError, ValueError) as exc:
                problem = str(getattr(exc, "reason", exc))
        self.failed += 1
        _warn(f"--notify {self.url}: not delivered ({problem}); the watch goes on")


class Exec:
    """Run a shell command per event with the finding in its environment."""

    def __init__(self, command: str, worker: Background, timeout: float = 300.0) -> None:
        self.command, self.worker, self.timeout = command, worker, timeout

    def __call__(self, event: Event) -> None:
        finding = event.finding
        env = dict(os.environ)
        env.update({
            "LOSSDOCTOR_EVENT": event.event,
            "LOSSDOCTOR_ID": event.id,
            "LOSSDOCTOR_CODE": finding.code,
            "LOSSDOCTOR_KIND": finding.kind,
            "LOSSDOCTOR_SEVERITY": finding.severity.label,
            "LOSSDOCTOR_STEP": str(finding.start_step),
            "LOSSDOCTOR_RUN": event.run,
            "LOSSDOCTOR_CHECKPOINT": event.checkpoint.path if event.checkpoint else "",
            "LOSSDOCTOR_CHECKPOINT_STEP": str(event.checkpoint.step) if event.checkpoint else "",
            "LOSSDOCTOR_MESSAGE": finding.message,
        })
        self.worker.submit(lambda: self._run(env))

    def _run(self, env: dict[str, str]) -> None:
        try:
            sys.stderr.fileno()
            out: IO[str] | None = sys.stderr  # the command's output must never mix into --format jsonl
        except (AttributeError, OSError, ValueError):
            out = None
        try:
            done = subprocess.run(self.command, shell=True, env=env, timeout=self.timeout,  # noqa: S602 - the user's command
                                  stdout=out if out is not None else subprocess.DEVNULL, stderr=out, check=False)
        except (OSError, subprocess.TimeoutExpired) as exc:
            _warn(f"--exec: {exc}; the watch goes on")
            return
        if done.returncode:
            _warn(f"--exec exited with {done.returncode}; the watch goes on")
