"""A notebook's loss as the HF Trainer shows it there: an HTML table in a cell's display output.

`NotebookProgressCallback` (transformers/utils/notebook.py) redraws one `display_data` output:
`html_progress_bar(...)` then `text_to_html_table(items)`, a header row (`Step`, `Training
Loss`, and with evaluation `Validation Loss` and metrics; `Epoch` first when evaluating each
epoch), floats written `{:.6f}`, `No log` for a value not logged yet. The notebook stores the last
drawing as `text/html` lines beside `text/plain` `<IPython.core.display.HTML object>`
(c25 unsloth Qwen3-4B, refused before). transformers is not a test dependency (it needs torch):
the two functions below follow its code line for line.
"""

from __future__ import annotations

import json
from pathlib import Path

from lossdoctor import api
from lossdoctor.ingest.notebook_tables import step_table_text


def html_progress_bar(value: int, total: int, prefix: str, label: str, width: int = 300) -> str:
    """transformers.utils.notebook.html_progress_bar."""
    return f"""
    <div>
      {prefix}
      <progress value='{value}' max='{total}' style='width:{width}px; height:20px; vertical-align: middle;'></progress>
      {label}
    </div>
    """


def text_to_html_table(items: list[list[object]]) -> str:
    """transformers.utils.notebook.text_to_html_table."""
    html_code = """<table border="1" class="dataframe">\n"""
    html_code += """  <thead>\n <tr style="text-align: left;">\n"""
    for i in items[0]:
        html_code += f"      <th>{i}</th>\n"
    html_code += "    </tr>\n  </thead>\n  <tbody>\n"
    for line in items[1:]:
        html_code += "    <tr>\n"
        for elt in line:
            elt = f"{elt:.6f}" if isinstance(elt, float) else str(elt)
            html_code += f"      <td>{elt}</td>\n"
        html_code += "    </tr>\n"
    html_code += "  </tbody>\n</table><p>"
    return html_code


def _loss(step: int) -> float:
    return 1.6 + 0.002 * (step % 7) + (0.35 if step > 40 else 0.0)


def _notebook(tmp_path: Path, items: list[list[object]], printed: str = "") -> Path:
    total = 60
    html = html_progress_bar(total, total, "", f"[{total}/{total} 15:08, Epoch 0/1]") + text_to_html_table(items)
    outputs: list[dict[str, object]] = []
    if printed:
        outputs.append({"output_type": "stream", "name": "stdout", "text": printed.splitlines(True)})
    outputs.append({"output_type": "display_data", "metadata": {},
                    "data": {"text/html": html.splitlines(True),
                             "text/plain": ["<IPython.core.display.HTML object>"]}})
    cells = [{"cell_type": "code", "execution_count": 1, "metadata": {}, "source": ["trainer.train()"],
              "outputs": outputs}]
    path = tmp_path / "finetune.ipynb"
    path.write_text(json.dumps({"cells": cells, "metadata": {}, "nbformat": 4, "nbformat_minor": 0}))
    return path


def test_the_trainers_html_loss_table_is_the_runs_loss(tmp_path: Path) -> None:
    items: list[list[object]] = [["Step", "Training Loss"]] + [[s, _loss(s)] for s in range(1, 61)]
    path = _notebook(tmp_path, items, printed="==((====))==  Unsloth - 2x faster free finetuning\n")
    [run] = api.load([path]).runs
    loss = run.series["Training Loss"]
    assert list(loss.steps) == list(range(1, 61))
    assert [round(v, 6) for v in loss.values] == [round(_loss(s), 6) for s in range(1, 61)]


def test_a_table_with_evaluation_keeps_its_columns_and_skips_no_log(tmp_path: Path) -> None:
    items: list[list[object]] = [["Epoch", "Training Loss", "Validation Loss", "Accuracy"]]
    items += [[e, "No log" if e == 1 else _loss(e), _loss(e) + 0.1, 0.5 + e / 100] for e in range(1, 9)]
    text = step_table_text(text_to_html_table(items))
    assert text.splitlines()[0] == "Epoch: 1 | Validation Loss: 1.702000 | Accuracy: 0.510000"
    [run] = api.load([_notebook(tmp_path, items)]).runs
    # The `No log` row is a line of another shape, alone: the rows after it make the curves.
    assert set(range(2, 9)) <= set(run.series["Validation Loss"].steps.tolist())
    assert list(run.series["Training Loss"].steps) == list(range(2, 9))


def test_a_table_that_is_no_step_log_is_not_read_as_one() -> None:
    # A DataFrame of results (pandas' `to_html` has an index column with an empty head).
    html = text_to_html_table([["", "model", "loss"], [0, "a", 0.5], [1, "b", 0.4]])
    assert step_table_text(html) == ""
    assert step_table_text("<p>no table</p>") == ""


def _drawing(items: list[list[object]], value: int, total: int) -> dict[str, object]:
    html = html_progress_bar(value, total, "", f"[{value}/{total} 2:34:08, Epoch 0.95/1]") + text_to_html_table(items)
    return {"output_type": "display_data", "metadata": {},
            "data": {"text/html": html.splitlines(True), "text/plain": ["<IPython.core.display.HTML object>"]}}


def _cell_notebook(tmp_path: Path, outputs: list[dict[str, object]]) -> Path:
    cells = [{"cell_type": "code", "execution_count": 1, "metadata": {}, "source": ["trainer.train()"],
              "outputs": outputs}]
    path = tmp_path / "train.ipynb"
    path.write_text(json.dumps({"cells": cells, "metadata": {}, "nbformat": 4, "nbformat_minor": 0}))
    return path


def test_an_earlier_drawing_of_the_cells_table_is_a_stale_frame_not_a_restart(tmp_path: Path) -> None:
    # A Colab cell that lost its display handle keeps two drawings of one training's table: a
    # snapshot at 14614/15381 (29 rows) and the last one (30 rows), the first a prefix of the
    # second (d9 GPT-2 pseudo-code notebook). One run of 30 points, no rollback, said.
    head: list[object] = ["Step", "Training Loss"]
    rows: list[list[object]] = [[s, 0.5 + 0.001 * ((s // 500) % 9)] for s in range(500, 15001, 500)]
    path = _cell_notebook(tmp_path, [_drawing([head, *rows[:29]], 14614, 15381),
                                     _drawing([head, *rows], 15381, 15381)])
    [run] = api.load([path]).runs
    assert list(run.series["Training Loss"].steps) == list(range(500, 15001, 500))
    assert not run.rollbacks and not any(len(s) for s in run.dead.values())
    assert any("1 earlier drawing of a cell's progress table" in w for w in run.warnings)


def test_two_tables_of_one_cell_that_disagree_are_both_read(tmp_path: Path) -> None:
    # Two trainings drawn by one cell (`trainer.train()` twice): the second table starts again
    # with values of its own, so it is no later frame of the first; nothing is passed over.
    head: list[object] = ["Step", "Training Loss"]
    first: list[list[object]] = [[s, 2.0 - 0.01 * s] for s in range(10, 130, 10)]
    second: list[list[object]] = [[s, 3.0 - 0.012 * s] for s in range(10, 130, 10)]
    path = _cell_notebook(tmp_path, [_drawing([head, *first], 120, 120), _drawing([head, *second], 120, 120)])
    runs = api.load([path]).runs
    points = sum(len(r.series["Training Loss"]) + len(r.dead.get("Training Loss", ())) for r in runs)
    assert points == 24
    assert not any("earlier drawing" in w for r in runs for w in r.warnings)
