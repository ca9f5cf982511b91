"""The final-value tests agree with scipy.stats (written out to keep scipy.stats' import away)."""

from __future__ import annotations

import numpy as np
import pytest

from lossdoctor.compare.tests import mann_whitney, welch


@pytest.mark.parametrize("sizes", [(2, 2), (3, 5), (4, 4), (8, 8), (9, 12), (20, 15)])
def test_welch_and_mann_whitney_match_scipy(sizes: tuple[int, int]) -> None:
    stats = pytest.importorskip("scipy.stats")
    rng = np.random.default_rng(sum(sizes))
    for shift in (0.0, 0.5, 2.0):
        a = rng.normal(0, 1, sizes[0])
        b = rng.normal(shift, 1.3, sizes[1])
        assert welch(a, b) == pytest.approx(stats.ttest_ind(a, b, equal_var=False).pvalue, rel=1e-9)
        expected = stats.mannwhitneyu(a, b, alternative="two-sided").pvalue
        assert mann_whitney(a, b) == pytest.approx(expected, rel=1e-9)


def test_mann_whitney_with_ties_matches_scipy() -> None:
    stats = pytest.importorskip("scipy.stats")
    a = np.array([1.0, 2.0, 2.0, 3.0, 3.0])
    b = np.array([2.0, 3.0, 4.0, 4.0, 5.0, 5.0])
    assert mann_whitney(a, b) == pytest.approx(stats.mannwhitneyu(a, b, alternative="two-sided").pvalue, rel=1e-9)


def test_a_comparison_imports_no_scipy() -> None:
    import subprocess
    import sys

    code = ("import sys\n"
            "from lossdoctor.compare.core import compare_runs\n"
            "from lossdoctor.compare.model import Options\n"
            "from lossdoctor.model import RunReport\n"
            "from lossdoctor.scenarios.seeds import Recipe, seed_run\n"
            "r = Recipe(steps=2000)\n"
            "side = lambda o: [RunReport(run=seed_run(r, o + k), findings=()) for k in range(4)]\n"
            "report = compare_runs(side(0), side(10), Options())\n"
            "assert report.final[0].p_value is not None and report.final[0].mann_whitney_p is not None\n"
            "print(sorted(m for m in sys.modules if m.startswith('scipy')))\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"
