"""Doubts of devR69: a bar's passes read as runs (D13), and a table whose loss cells are lists."""

from __future__ import annotations

from pathlib import Path

import numpy as np

from lossdoctor import api
from lossdoctor.identity.facts import Piece, RunFacts
from lossdoctor.identity.passes import passes_as_runs
from lossdoctor.reading import doubt


def _run(name: str, points: int, first: int = 1, source: str = "stderr.log") -> RunFacts:
    steps = np.arange(first, first + points, dtype=np.int64)
    return RunFacts(name=name, reader="generic", sources=(source,), primary="loss", steps=steps,
                    values=np.linspace(0.7, 0.5, points),
                    pieces=(Piece(source, first, first + points - 1, points, 0),), seen=points)


def test_train_and_validation_bars_in_turn_are_doubted() -> None:
    names = ["stderr.log"] + [f"stderr.log#{k}" for k in range(2, 7)]
    runs = [_run(name, 475 if k % 2 == 0 else 8) for k, name in enumerate(names)]
    found = passes_as_runs(runs)
    assert sorted(found) == list(range(6)) and "475 then 8" in found[0]


def test_sweeps_and_short_files_are_not_doubted() -> None:
    # A sweep's launches of one length, launches of lengths of their own, a cycle of three runs.
    same = [_run(f"log.txt#{k}" if k else "log.txt", 100, source="log.txt") for k in range(6)]
    own = [_run(f"log.txt#{k}" if k else "log.txt", n, source="log.txt") for k, n in enumerate([50, 80, 50, 120, 50])]
    three = [_run(f"e.log#{k}" if k else "e.log", n, source="e.log") for k, n in enumerate([475, 8, 475])]
    gaps = [_run(f"g.log#{k}" if k else "g.log", n, first=100, source="g.log") for k, n in enumerate([47, 8, 47, 8])]
    for runs in (same, own, three, gaps):
        assert passes_as_runs(runs) == {}


def test_a_results_table_with_list_cells_is_doubted(tmp_path: Path) -> None:
    """pandas' to_csv of repeats: each row one training's final losses, one column a list."""
    rows = [",ff_train_losses,ff_test_losses,fb_train_losses,fb_test_losses"]
    for k in range(10):
        rows.append(f'{k},{0.5 + 0.01 * (k % 3)},{0.45 + 0.02 * (k % 4)},"[0.61{k}, 0.64{k}]",{3.0 + 0.1 * k}')
    (tmp_path / "losses.csv").write_text("\n".join(rows) + "\n")
    (run,) = api.load([tmp_path]).runs
    said = doubt(run)
    assert said is not None and "list of losses" in said


def test_a_history_with_a_list_column_and_a_step_is_not_doubted(tmp_path: Path) -> None:
    rows = ["epoch,loss,layer_losses"]
    rows += [f'{e},{2.0 - 0.1 * e},"[{1.0 - 0.05 * e}, {1.0 - 0.05 * e}]"' for e in range(10)]
    (tmp_path / "history.csv").write_text("\n".join(rows) + "\n")
    (run,) = api.load([tmp_path]).runs
    assert doubt(run) is None and len(run.series["loss"]) == 10
