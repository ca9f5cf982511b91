"""Gradient-boosting consoles: XGBoost's `[N]\\t<set>-<metric>:<value>` and LightGBM's
`[N]\\t<set>'s <metric>: <value>` are a run whose step is the boosting round, wherever they appear
(a log of their own, or a block pasted in a README beside another training's lines)."""

from __future__ import annotations

from pathlib import Path

import pytest

from lossdoctor import api
from lossdoctor.errors import InputError
from lossdoctor.formats.json_report import as_dict

REAL_WRITERS = Path(__file__).parent / "data" / "generic" / "real_writers"


def _runs(path: Path) -> list[dict[str, object]]:
    runs: list[dict[str, object]] = as_dict(api.analyze([path]))["runs"]
    return runs


def _span(run: dict[str, object], name: str) -> tuple[object, object, object]:
    [series] = [s for s in run["series"] if s["name"] == name]  # type: ignore[attr-defined]
    return series["points"], series["first_step"], series["last_step"]


def test_xgboost_eval_lines_are_a_run_by_boosting_round() -> None:
    [run] = _runs(REAL_WRITERS / "xgboost_mlogloss.log")
    assert run["primary_loss"] == "validation_0-mlogloss"
    assert _span(run, "validation_0-mlogloss") == (7, 0, 299)
    assert _span(run, "validation_1-mlogloss") == (7, 0, 299)
    assert run["reading"]["coverage"] == 1.0 and not run["reading"]["doubt"]  # type: ignore[index]


def test_lightgbm_eval_lines_are_a_run_by_boosting_round() -> None:
    [run] = _runs(REAL_WRITERS / "lightgbm_multi_logloss.log")
    assert run["primary_loss"] == "valid_0's multi_logloss"
    assert _span(run, "valid_0's multi_logloss") == (10, 20, 200)
    assert run["reading"]["coverage"] == 1.0 and not run["reading"]["doubt"]  # type: ignore[index]


def test_a_pasted_xgboost_block_is_a_run_beside_the_readme_s_other_training(tmp_path: Path) -> None:
    block = (REAL_WRITERS / "xgboost_mlogloss.log").read_text()
    bars = "".join(f"steps: {s // 20}%| | {s}/2000 [00:57<18:14,  1.74it/s, avr_loss=0.07{s % 9}]\n"
                   for s in range(100, 2100, 100))
    path = tmp_path / "README.md"
    path.write_text(f"# Diary\n\nThe LoRA run:\n\n```\n{bars}```\n\nThe layout classifier:\n\n```python\n"
                    f"{block}```\n")
    runs = _runs(path)
    assert sorted(str(r["primary_loss"]) for r in runs) == ["avr_loss", "validation_0-mlogloss"]


@pytest.mark.parametrize("line", [
    "[12:01:02] WARNING: src/learner.cc:740: Parameters: { \"use_label_encoder\" } are not used.",
    "[1] loss: 0.5 acc 0.9",  # not a boosting line: the ordinary `key: value` reading
])
def test_other_bracketed_lines_are_not_boosting_rounds(tmp_path: Path, line: str) -> None:
    from lossdoctor.ingest.textlog.generic.template import NUMBER, interpret

    shape = interpret(tuple(NUMBER.split(line)[0::2]))
    assert shape.step_key != "iteration"


def test_a_single_boosting_line_is_no_run(tmp_path: Path) -> None:
    path = tmp_path / "log.txt"
    path.write_text("[0]\tvalidation_0-mlogloss:1.35112\n")
    with pytest.raises(InputError):
        _runs(path)


def _decisions(run: dict[str, object]) -> list[dict[str, object]]:
    identity: dict[str, list[dict[str, object]]] = run["identity"]  # type: ignore[assignment]
    return identity.get("decisions", [])


def test_boosters_whose_rounds_start_again_are_runs_of_their_own() -> None:
    """Two trials of a 3-fold LightGBM cross-validation (the real console): each fold's rounds
    start again at [25]; boosting never resumes mid-log, so each is a run of its own, a stated
    decision, healthy with its 3-4 points (no rollbacks, no doubt, no LD001)."""
    from lossdoctor.ingest.textlog.generic.boosters import BOOSTER_WORDS

    runs = _runs(REAL_WRITERS / "lightgbm_cv_trials.log")
    assert [_span(run, "valid's binary_logloss")[0] for run in runs] == [4, 4, 4, 3, 3, 3]
    assert all(not run["rollbacks"] and not run["reading"]["doubt"] for run in runs)  # type: ignore[index]
    assert not [f for run in runs for f in run["findings"] if f["code"] == "LD001"]  # type: ignore[attr-defined]
    opened = [_decisions(run) for run in runs[1:]]
    assert all(d and d[0]["kind"] == "new run" and d[0]["rank"] == "stated" and BOOSTER_WORDS in str(d[0]["evidence"])
               for d in opened)
    # The fourth booster follows the second trial's parameter block: a new trial, said so.
    assert "a new trial" in str(opened[2][0]["evidence"]) and "a new trial" not in str(opened[0][0]["evidence"])


def test_rounds_back_to_a_later_round_are_not_a_new_booster(tmp_path: Path) -> None:
    """A round counter that goes back to a round past the booster's first is no booster started
    again (LightGBM starts every booster at its first round): the rule says nothing there."""
    from lossdoctor.ingest.textlog.generic.boosters import BOOSTER_WORDS

    lines = (REAL_WRITERS / "lightgbm_cv_trials.log").read_text().splitlines(keepends=True)
    # Drop the second fold's first round: it now goes back from [100] to [50].
    second = [i for i, line in enumerate(lines) if line.startswith("[25]")][1]
    path = tmp_path / "cv.log"
    path.write_text("".join(lines[:second] + lines[second + 1:second + 4]))
    runs = _runs(path)
    assert not [d for run in runs for d in _decisions(run) if BOOSTER_WORDS in str(d["evidence"])]
