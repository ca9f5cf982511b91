"""`compare` on real pairs whose answer their authors published (benchmarks/compare_real.py)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

from lossdoctor.compare.core import compare_runs
from lossdoctor.compare.model import Options

ROOT = Path(__file__).resolve().parent.parent


def _script():  # type: ignore[no-untyped-def]
    spec = importlib.util.spec_from_file_location("compare_real", ROOT / "benchmarks" / "compare_real.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up by name
    spec.loader.exec_module(module)
    return module


@pytest.mark.realdata
def test_every_real_pair_gets_its_known_answer(realdata: Path) -> None:
    script = _script()
    for pair in script.PAIRS:
        new, _ = script._side(realdata, pair.new)
        base, _ = script._side(realdata, pair.baseline)
        report = compare_runs(new, base, Options())
        assert report.verdict.value == pair.expected, (pair.name, [s.verdict for s in report.series])
