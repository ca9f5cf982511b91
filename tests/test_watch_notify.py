"""Notifications (webhook with retries, --exec) and the `watch` command's exit codes, in real processes."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, HTTPServer
from pathlib import Path
from typing import Any

from lossdoctor.watch.notify import Background, Exec, Webhook
from watch_helpers import TBRun, watcher


class Receiver:
    """A webhook receiver on 127.0.0.1 that answers 500 to its first `fail` requests."""

    def __init__(self, fail: int = 0) -> None:
        self.bodies: list[dict[str, Any]] = []
        self.calls = 0
        owner = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:  # noqa: N802 - http.server's name
                owner.calls += 1
                body = self.rfile.read(int(self.headers["Content-Length"]))
                if owner.calls <= fail:
                    self.send_response(500)
                else:
                    owner.bodies.append(json.loads(body))
                    self.send_response(200)
                self.end_headers()
                self.wfile.write(b"ok")

            def log_message(self, *args: Any) -> None:
                return None

        self.server = HTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_port}/hook"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


def _spiky(tmp_path: Path) -> list:
    run = TBRun(tmp_path / "logs", spike=(1500, 20))
    (tmp_path / "checkpoints" / "checkpoint-1000").mkdir(parents=True)
    events: list = []
    w = watcher([tmp_path], events)
    for _ in range(25):
        run.write(100)
        w.poll()
    assert [e.finding.code for e in events] == ["LD101"]
    return events


def test_webhook_retries_with_backoff(tmp_path: Path) -> None:
    event = _spiky(tmp_path)[0]
    receiver = Receiver(fail=2)
    waits: list[float] = []
    worker = Background()
    try:
        hook = Webhook(receiver.url, worker, tries=4, backoff=0.5, sleep=waits.append)
        hook(event)
        worker.drain()
    finally:
        receiver.close()
    assert receiver.calls == 3 and waits == [0.5, 1.0]
    assert hook.sent == 1 and hook.failed == 0
    text = receiver.bodies[0]["text"]
    assert "LD101" in text and "checkpoint-1000" in text


def test_failing_webhook_never_stops_the_watch(tmp_path: Path, capsys: Any) -> None:
    event = _spiky(tmp_path)[0]
    receiver = Receiver(fail=100)
    worker = Background()
    try:
        hook = Webhook(receiver.url, worker, tries=3, backoff=0.0, sleep=lambda _: None)
        hook(event)
        hook(event)
        worker.drain()
    finally:
        receiver.close()
    assert hook.failed == 2 and receiver.calls == 6
    assert "not delivered (HTTP 500); the watch goes on" in capsys.readouterr().err
    refused = Webhook("http://127.0.0.1:9/nothing", worker, tries=2, backoff=0.0, sleep=lambda _: None)
    refused(event)
    worker.drain()
    assert refused.failed == 1


def test_exec_gets_the_finding_in_its_environment(tmp_path: Path) -> None:
    event = _spiky(tmp_path)[0]
    out = tmp_path / "env.json"
    command = (f"{sys.executable} -c \"import os, json; json.dump({{k: v for k, v in os.environ.items() "
               f"if k.startswith('LOSSDOCTOR_')}}, open(r'{out}', 'w'))\"")
    worker = Background()
    Exec(command, worker)(event)
    worker.drain()
    env = json.loads(out.read_text())
    assert env["LOSSDOCTOR_CODE"] == "LD101"
    assert env["LOSSDOCTOR_SEVERITY"] == "info"
    assert abs(int(env["LOSSDOCTOR_STEP"]) - 1500) <= 2
    assert env["LOSSDOCTOR_RUN"] == "logs"
    assert env["LOSSDOCTOR_CHECKPOINT"].endswith("checkpoint-1000")


def _cli(*args: str, **kw: Any) -> subprocess.Popen[str]:
    return subprocess.Popen([sys.executable, "-m", "lossdoctor", "watch", *args], text=True,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, **kw)


def test_fail_on_exits_1_at_the_first_finding(tmp_path: Path) -> None:
    run = TBRun(tmp_path / "logs", nan=800)
    run.write(1000)
    proc = _cli(str(tmp_path), "--interval", "0.1s", "--fail-on", "error")
    out, err = proc.communicate(timeout=120)
    assert proc.returncode == 1, err
    assert "NEW error LD501 nan at step 800" in out


def test_until_idle_jsonl(tmp_path: Path) -> None:
    run = TBRun(tmp_path / "logs", spike=(1500, 20))
    run.write(2000)
    (tmp_path / "ckpts" / "iter_0001000").mkdir(parents=True)
    proc = _cli(str(tmp_path), "--interval", "0.2s", "--until-idle", "1s", "--format", "jsonl")
    out, err = proc.communicate(timeout=120)
    assert proc.returncode == 0, err
    lines = [json.loads(line) for line in out.splitlines()]
    assert [(e["event"], e["finding"]["code"]) for e in lines] == [("new", "LD101")]
    assert lines[0]["schema"] == "lossdoctor.event/1"
    assert lines[0]["checkpoint"]["step"] == 1000 and lines[0]["checkpoint"]["path"].endswith("iter_0001000")
    assert "lossdoctor watch: 1 run(s)" in err  # the summary goes to stderr with jsonl


def test_ctrl_c_prints_a_summary_and_exits_0(tmp_path: Path) -> None:
    run = TBRun(tmp_path / "logs", spike=(1500, 20))
    run.write(2000)
    # A suite run as a background job inherits SIGINT ignored, and Python keeps it so; the
    # watch must get Ctrl-C as from a terminal.
    proc = _cli(str(tmp_path), "--interval", "0.2s", preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    assert proc.stdout is not None
    first = proc.stdout.readline()  # the spike's line: the watch is running
    assert "NEW info LD101" in first
    proc.send_signal(signal.SIGINT)
    out, _ = proc.communicate(timeout=60)
    assert proc.returncode == 0
    assert "lossdoctor watch: 1 run(s)" in out and "LD101" in out


def test_usage_errors_exit_2(tmp_path: Path) -> None:
    for args in (["--interval", "soon"], ["--until-idle", "0s"], ["--notify", "ftp://x"]):
        proc = _cli(str(tmp_path), *args)
        _, err = proc.communicate(timeout=60)
        assert proc.returncode == 2 and err.count("\n") <= 2 and "Traceback" not in err, (args, err)
    proc = _cli(str(tmp_path / "missing"))
    _, err = proc.communicate(timeout=60)
    assert proc.returncode == 2 and "no such file or folder" in err


WRITER = r'''
import math, sys, time
from tensorboardX import SummaryWriter
logdir, steps = sys.argv[1], int(sys.argv[2])
writer = SummaryWriter(logdir, flush_secs=3600)
for step in range(steps):
    loss = 2.0 + 3.0 * math.exp(-step / 2000) * (1 + 0.01 * math.sin(step * 12.9898))
    if 1200 <= step < 1215:
        loss *= 2.5
    writer.add_scalar("train/loss", loss, step)
    if step % 100 == 99:
        writer.flush()
        time.sleep(0.02)
writer.close()
'''


def test_subprocess_writer_while_the_command_watches(tmp_path: Path) -> None:
    (tmp_path / "logs").mkdir()
    (tmp_path / "checkpoint-1000").mkdir()
    watch = _cli(str(tmp_path), "--interval", "0.1s", "--until-idle", "3s", "--format", "jsonl")
    time.sleep(1.0)
    writer = subprocess.run([sys.executable, "-c", WRITER, str(tmp_path / "logs"), "2000"],
                            capture_output=True, text=True, timeout=120, env=dict(os.environ))
    assert writer.returncode == 0, writer.stderr
    out, err = watch.communicate(timeout=120)
    assert watch.returncode == 0, err
    lines = [json.loads(line) for line in out.splitlines()]
    assert [(e["event"], e["finding"]["code"]) for e in lines][:1] == [("new", "LD101")]
    assert sum(e["event"] == "new" for e in lines) == 1
    assert abs(lines[0]["finding"]["start_step"] - 1200) <= 2
    assert lines[0]["checkpoint"]["path"].endswith("checkpoint-1000")
