"""run_all reads watch_poll.py's printed figures."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

BENCH = Path(__file__).resolve().parent.parent / "benchmarks"

OUT = """run: 1,000,000 steps x 4 tags (193 MB); first poll (read and analyse everything): 2.12 s
poll with 100 new steps x 4 tags: median 20.2 ms (CPU 9.5 ms), p95 33.0 ms over 200 polls (target < 50 ms); 0 events
poll with no new data: median 0.04 ms
memory: RSS 150 MB at poll 100, 151 MB after poll 1000; points held 32,768 (4 series x the 8192-point window)
latency: fast spike reported 50 steps after its onset (rise window 20 steps + one poll of 100); unrecovered spike \
escalated to error 1050 steps after its onset (recovery horizon 1000 steps)
"""


def test_parse_watch() -> None:
    spec = importlib.util.spec_from_file_location("bench_run_all_watch", BENCH / "run_all.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    rows = module.parse_watch(OUT)
    assert [r.ok for r in rows] == [True, True, None]
    assert rows[0].figure == "watch poll, 100 new steps on 1 M steps x 4 tags"
    assert "median 20.2 ms" in rows[0].measured
    assert rows[1].measured == "RSS 150 -> 151 MB"
    assert "after 50" in rows[2].measured and "after 1050" in rows[2].measured
    assert any(b.script == "watch_poll.py" for b in module.BENCHMARKS)
