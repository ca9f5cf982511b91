"""A console log whose only objective is an error (`epoch 100, mae 0.0279`) is read with that error
as its loss, and says so (issue 31); a command pasted into a Markdown block with its whole output
is a run however short. A log that names its loss keeps it, and a quote without its command stays
a quote."""

from __future__ import annotations

from pathlib import Path

import pytest

from lossdoctor import api
from lossdoctor.errors import InputError


def test_the_only_error_printed_is_the_loss(tmp_path: Path) -> None:
    lines = [f"epoch {e}, mae {0.5 / (1 + e / 10):.6f}" for e in range(0, 300, 10)]
    (tmp_path / "train.log").write_text("data loaded\n" + "\n".join(lines) + "\n", encoding="utf-8")
    [r] = api.analyze([tmp_path]).runs
    assert r.run.primary == "mae" and len(r.run.series["mae"]) == 30
    assert any("'mae', the only error it prints, is read as the loss" in w for w in r.run.warnings)


def test_a_command_and_its_short_output_in_markdown_are_runs(tmp_path: Path) -> None:
    flux = [f"epoch {e}, mae {0.48 / (1 + e):.8f}" for e in range(0, 600, 100)]
    torch = [f"epoch {e}, mae {0.23 / (1 + e) ** 2:.6f}" for e in range(0, 500, 100)]
    page = ["# Flux vs PyTorch", "", "Flux", "```", "$ julia dense.jl", "data loaded", *flux, "```", "",
            "PyTorch", "```", "$ python dense.py", *torch, "```", "",
            "The reason is a broadcast inside the loss function: the two arrays differ in shape.",
            "This is why the Julia version stops improving long before the Python one does."]
    (tmp_path / "README.md").write_text("\n".join(page) + "\n", encoding="utf-8")
    runs = api.analyze([tmp_path]).runs
    assert [len(r.run.series["mae"]) for r in runs] == [6, 5]


def test_a_named_loss_is_never_replaced_by_an_error(tmp_path: Path) -> None:
    lines = [f"epoch {e}, loss {1.0 / (1 + e):.5f}, mae {0.5 / (1 + e):.5f}" for e in range(30)]
    (tmp_path / "train.log").write_text("\n".join(lines) + "\n", encoding="utf-8")
    [r] = api.analyze([tmp_path]).runs
    assert r.run.primary == "loss"
    assert not any("only error it prints" in w for w in r.run.warnings)


def test_a_quote_without_its_command_stays_a_quote(tmp_path: Path) -> None:
    page = ["# Notes", "", "The error after a few epochs looked like this:", "```",
            "epoch 0, mae 0.47", "epoch 100, mae 0.03", "epoch 200, mae 0.02", "```", "",
            "We then changed the learning rate and tried again with a smaller model than before.",
            "The data set has five samples, so any of these numbers should be taken with some care.",
            "A second attempt used another seed and gave the same picture as the first one here.",
            "We will write up the details of the model and its training set-up in the next section."]
    (tmp_path / "README.md").write_text("\n".join(page) + "\n", encoding="utf-8")
    with pytest.raises(InputError):
        api.analyze([tmp_path])
