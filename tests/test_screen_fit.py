"""A report that fits the screen: run names that can be told apart, steps never cut, a steady axis."""

from __future__ import annotations

import numpy as np

from lossdoctor.formats import render
from lossdoctor.formats.text import short_names
from lossdoctor.model import Fragment, RawRun, Report, Series
from lossdoctor.engine import Settings, diagnose
from lossdoctor.stitch import stitch

SIBLINGS = ["gpt2", "gpt2_augmented_char_to_token1729630560.5729918", "gpt2_char_to_token1729491541.2756786",
            "gpt2_char_to_token1729534595.422701", "gpt2_last_char_to_char1729642919.4054031"]


def test_short_names_stay_apart_and_keep_both_ends() -> None:
    for limit in (20, 24, 30):
        shown = short_names(SIBLINGS, limit)
        assert len(set(shown)) == len(shown)
        assert all(len(s) <= limit for s in shown)
    shown = short_names(SIBLINGS, 30)
    assert shown[0] == "gpt2"
    assert "augmented" in shown[1] and shown[1].endswith("5729918")


def _run(name: str, values: np.ndarray, **params: object):  # type: ignore[no-untyped-def]
    steps = np.arange(len(values)) * 100_000
    fragment = Fragment(name, {"loss": Series.named("loss", steps, values)}, wall_start=1.7e9)
    run = stitch(RawRun(name, "test", [fragment], [name]))
    from dataclasses import replace

    return diagnose(replace(run, params=params), Settings())


def test_names_are_not_cut_at_180_columns_and_steps_never_are() -> None:
    rng = np.random.default_rng(0)
    values = 3.0 * np.exp(-np.arange(400) / 100) + 1 + rng.normal(0, 0.01, 400)
    spiky = values.copy()
    spiky[300] *= 6
    reports = tuple(_run(name, spiky if i % 2 else values, lr=10.0 ** -i, warmup=1000 * i, seed=i)
                    for i, name in enumerate(SIBLINGS[1:]))
    wide = render("text", Report(runs=reports, version="0"), width=180, color=False)
    for name in SIBLINGS[1:]:
        assert name in wide
    for width in (80, 100, 180):
        table = render("text", Report(runs=reports, version="0"), width=width, color=False).split("\n\n")[0]
        spiked = [line for line in table.splitlines() if "@" in line]
        assert spiked and all(line.rstrip().endswith("@30000000") for line in spiked), table


def test_the_plot_axis_does_not_shift_with_a_wider_tick_label() -> None:
    steps = np.arange(1, 2001)
    values = 0.3 * np.exp(-steps / 200) + 1e-4
    fragment = Fragment("t", {"loss": Series.named("loss", steps, values)}, wall_start=1.7e9)
    rr = diagnose(stitch(RawRun("t", "test", [fragment], ["t"])), Settings())
    text = render("text", Report(runs=(rr,), version="0"), width=100, color=False)
    rows = [line for line in text.splitlines() if "┤" in line or "│" in line or "└" in line]
    columns = {line.index("┤") if "┤" in line else line.index("│") if "│" in line else line.index("└")
               for line in rows}
    assert len(rows) >= 6 and len(columns) == 1, "\n".join(rows)
