"""Losses a script puts in a tqdm bar's description, the bar redrawn with `\\r` into nohup.out.

The real file is a corpus case (external): c41's OpenJERE `nohup.out`, one line of 637 carriage
returns, `bar.set_description(f"L: {loss:.2f}, L_crf: {crf:.2f}, L_selection: {sel:.2f}, epoch:
{e}/50:")` over 1419 batches, cut off at 318. The fixtures are written by tqdm itself.
"""

from __future__ import annotations

import math
from pathlib import Path

import pytest
import tqdm

from lossdoctor.api import load
from lossdoctor.errors import InputError
from lossdoctor.roles import Role


def _nohup(path: Path, describe: str, batches: int = 120) -> None:
    with open(path, "w") as handle:
        bar = tqdm.tqdm(range(1419), file=handle, mininterval=0, miniters=1)
        for i in bar:
            loss = 2000 * math.exp(-i / 10) + 8 + 0.37 * ((i * 7919) % 13)
            bar.set_description(describe.format(loss=loss, crf=loss * 0.1, sel=loss * 0.9))
            if i == batches - 1:
                break


def test_the_letter_loss_and_its_terms_in_the_description(tmp_path: Path) -> None:
    path = tmp_path / "nohup.out"
    _nohup(path, "L: {loss:.2f}, L_crf: {crf:.2f}, L_selection: {sel:.2f}, epoch: 0/50:")
    run = load([path]).runs[0]
    assert run.primary == "L" and run.series["L"].role is Role.LOSS
    # One point a batch: the redraw with the old counter is not a point of its own.
    assert abs(len(run.series["L"]) - 120) <= 1
    assert run.series["L_crf"].role is Role.OTHER


def test_a_loss_key_in_the_description(tmp_path: Path) -> None:
    path = tmp_path / "nohup.out"
    _nohup(path, "train loss: {loss:.3f}")
    run = load([path]).runs[0]
    assert run.primary is not None and abs(len(run.series[run.primary]) - 120) <= 1


def test_a_description_without_a_loss_is_no_training_log(tmp_path: Path) -> None:
    path = tmp_path / "nohup.out"
    _nohup(path, "L: {loss:.2f}")  # the letter alone, no terms beside it: a label, not a loss
    with pytest.raises(InputError):
        load([path])
