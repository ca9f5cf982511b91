"""An implausible reading is tried another way first, and a reading no way makes plausible
carries a doubt (issue 31, "What to build" 2)."""

from __future__ import annotations

from pathlib import Path

from lossdoctor import api
from lossdoctor.formats.json_report import as_dict


def _runs(tmp_path: Path, lines: list[str]) -> list[dict[str, object]]:
    log = tmp_path / "train.log"
    log.write_text("\n".join(lines) + "\n")
    return as_dict(api.analyze([log]))["runs"]  # type: ignore[no-any-return]


def test_a_counter_that_cuts_the_curve_into_pieces_is_tried_in_line_order(tmp_path: Path) -> None:
    # `batch 20` ... `batch 100` again and again, no epoch, no total: thirty runs of five points
    # as printed; in line order one curve, kept for its points but in doubt (a guess).
    lines, k = [], 0
    for _ in range(30):
        for b in range(20, 101, 20):
            k += 1
            lines.append(f"batch {b} loss: {2 + 6 * 0.97 ** k:.4f} acc: {0.5 + 0.4 * (1 - 0.97 ** k):.3f}")
    [run] = _runs(tmp_path, lines)
    reading = run["reading"]
    assert reading["reading"] == "in line order" and reading["points_kept"] == 150
    assert [a["reading"] for a in reading["alternatives"]] == ["as printed"]
    assert "30 runs" in reading["alternatives"][0]["doubt"]
    assert "line order, a guess" in reading["doubt"]


def test_a_step_field_with_a_fraction_is_no_step_and_says_so(tmp_path: Path) -> None:
    lines = [f"step: {i * 0.25:.2f} loss: {2 + 6 * 0.97 ** i:.4f}" for i in range(1, 200)]
    runs = _runs(tmp_path, lines)
    assert all("with a fraction" in run["reading"]["doubt"] for run in runs)


def test_a_reading_that_passes_its_audit_tries_nothing_else(tmp_path: Path) -> None:
    lines = [f"step {i} loss: {2 + 6 * 0.97 ** i:.4f}" for i in range(1, 200)]
    [run] = _runs(tmp_path, lines)
    assert run["reading"]["doubt"] is None and run["reading"]["alternatives"] == []
