"""The stitcher against a brute-force reading of the stitch rule, on random fragments."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from lossdoctor.stitch import stitch
from stitch_helpers import frag, raw

fragments = st.lists(st.lists(st.integers(0, 40), min_size=0, max_size=25), min_size=1, max_size=5)


def _brute_force(parts: list[list[int]]) -> tuple[dict[int, tuple[int, int]], int]:
    """Live step -> (fragment, position), and the dead count, point by point."""
    starts = [min(p) if p else None for p in parts]
    live: dict[int, tuple[int, int]] = {}
    dead = 0
    for i, steps in enumerate(parts):
        later = [s for s in starts[i + 1:] if s is not None]
        for k, step in enumerate(steps):
            overwritten = any(other <= step for other in steps[k + 1:])
            if overwritten or (later and step >= min(later)):
                dead += 1
            else:
                live[step] = (i, k)
    return live, dead


@settings(max_examples=150, deadline=None)
@given(fragments)
def test_matches_the_rule_point_by_point(parts: list[list[int]]) -> None:
    run = stitch(raw(*(frag(f"f{i}", steps, [1000.0 * i + k for k in range(len(steps))], wall0=100.0 * i)
                       for i, steps in enumerate(parts))))
    live, dead = _brute_force(parts)
    series = run.series.get("loss")
    got = {} if series is None else {int(s): (int(f), int(v) % 1000) for s, f, v in
                                      zip(series.steps, series.fragment, series.values)}
    assert got == live
    assert sum(i.dead_points for i in run.fragment_info) == dead == run.dead_points
