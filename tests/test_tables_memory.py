"""A parsed table keeps no copy of its file: line numbers come from reading it again, when a warning asks."""

from __future__ import annotations

from pathlib import Path

import pytest

from lossdoctor.ingest import tables


@pytest.mark.parametrize(("name", "text", "lines"), [
    ("m.csv", "step,loss\n0,1.0\n1,2.0\n2,3.0\n", [2, 3, 4]),
    ("m.jsonl", '{"step": 0, "loss": 1.0}\n\n{"step": 1, "loss": 2.0}\n{"step": 2, "loss": 3.0}\n', [1, 3, 4]),
])
def test_lines_read_again_when_asked(tmp_path: Path, name: str, text: str, lines: list[int]) -> None:
    path = tmp_path / name
    path.write_text(text)
    (unit,), _ = tables.claim([path], tmp_path)
    table = tables.parse(path, str(unit.options["kind"]), str(unit.options["delimiter"]))
    assert table.line_map is not None
    cells = table.line_map.__closure__ or ()
    assert not any(isinstance(cell.cell_contents, bytes) for cell in cells)
    path.write_text(text + text)  # grown since: the first reading's lines still
    assert [table.where(row) for row in range(3)] == [f"line {line}" for line in lines]


def test_lines_of_a_file_gone_since_are_data_rows(tmp_path: Path) -> None:
    path = tmp_path / "m.csv"
    path.write_text("step,loss\n0,1.0\n1,2.0\n")
    table = tables.parse(path, "csv", ",")
    path.unlink()
    assert table.where(1) == "data row 2"
