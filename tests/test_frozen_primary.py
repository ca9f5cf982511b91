"""A primary loss frozen at one value while a sibling loss term trains: the moving term is watched."""

from __future__ import annotations

from pathlib import Path

import numpy as np

from lossdoctor import api
from lossdoctor.model import Series
from lossdoctor.roles import Role
from lossdoctor.stitching.frozen import frozen, moving_primary


def _series(name: str, values: list[float]) -> Series:
    return Series(name, np.arange(1, len(values) + 1), np.array(values), role=Role.LOSS)


def test_a_frozen_primary_gives_way_to_the_term_that_moves() -> None:
    live = {"train/box_loss": _series("train/box_loss", [0.0] * 20),
            "train/cls_loss": _series("train/cls_loss", list(np.linspace(11.0, 0.05, 20)))}
    primary, note = moving_primary(live, "train/box_loss", ())
    assert primary == "train/cls_loss"
    assert note is not None and "'train/box_loss' is exactly 0 at all 20 points" in note


def test_no_change_when_the_user_named_the_loss_nothing_moves_or_the_primary_moves() -> None:
    live = {"a_loss": _series("a_loss", [0.5] * 10), "b_loss": _series("b_loss", [0.5] * 10)}
    assert moving_primary(live, "a_loss", ()) == ("a_loss", None)  # nothing else moves
    live["b_loss"] = _series("b_loss", list(np.linspace(2.0, 1.0, 10)))
    assert moving_primary(live, "a_loss", ("a_loss",)) == ("a_loss", None)  # --loss a_loss
    assert moving_primary(live, "b_loss", ()) == ("b_loss", None)  # the primary moves
    assert not frozen(_series("x", [1.0, 1.0]))  # two points are no evidence
    assert not frozen(_series("x", [1.0, float("nan"), 1.0, 1.0]))


def test_a_detector_table_with_an_empty_box_loss_is_judged_on_its_class_loss(tmp_path: Path) -> None:
    rows = ["epoch,train/box_loss,train/cls_loss,train/dfl_loss,val/box_loss,val/cls_loss,val/dfl_loss"]
    for epoch in range(1, 31):
        rows.append(f"{epoch},0,{11.0 * 0.85 ** epoch:.5f},0,0,{3.0 + 0.01 * epoch:.5f},0")
    (tmp_path / "results.csv").write_text("\n".join(rows) + "\n", encoding="utf-8")
    [report] = api.analyze(tmp_path).runs
    assert report.run.primary == "train/cls_loss"
    assert not [f for f in report.findings if f.code == "LD504" and f.severity.label == "error"]
    assert any("exactly 0 at all 30 points" in w for w in report.run.warnings)
