"""Console tables set apart by spaces (spaCy's training table), and Markdown that pastes one."""

from __future__ import annotations

from pathlib import Path

import pytest

from lossdoctor import api
from lossdoctor.errors import InputError
from lossdoctor.ingest.textlog.generic.audit import LOSSY
from lossdoctor.ingest.textlog.generic.gaptables import gap_header, gap_row

V2_HEADER = "Itn  NER Loss   NER P   NER R   NER F   Token %  CPU WPS"
V3_HEADER = "E    #       LOSS TOK2VEC  LOSS NER  ENTS_F  ENTS_P  ENTS_R  SCORE "


def _v2_rows(n: int) -> list[str]:
    loss = 21614.0
    rows = []
    for itn in range(1, n + 1):
        rows.append(f"{itn:>3}  {loss:>9.3f}  {79 + itn * 0.3:>6.3f}  {78.5:>6.3f}  {78.9:>6.3f}  100.000    25144")
        loss *= 0.88
    return rows


def test_header_names_may_hold_a_space() -> None:
    header = gap_header(V2_HEADER)
    assert header is not None and header.names[1] == "NER Loss" and header.step == 0
    step, pairs = gap_row(header, "  7   3117.598  88.196  87.647  87.921  100.000    24000") or (0, [])
    assert step == 7 and pairs[0] == ("NER Loss", "3117.598")


def test_a_second_counter_is_the_step_and_the_first_the_epoch() -> None:
    header = gap_header(V3_HEADER)
    assert header is not None and header.step == 1 and header.epoch == 0
    step, pairs = gap_row(header, "  1     200        111.22     85.26    0.00    0.00    0.00    0.00") or (0, [])
    assert step == 200 and ("epoch", "1") in pairs and ("LOSS NER", "85.26") in pairs


@pytest.mark.parametrize("line", [
    "Epoch: 1, loss = 0.5, acc = 0.9",  # a record, not a header
    "Name  Size  Modified  Owner",  # names no loss
    "Model  Loss  Accuracy",  # the first name counts nothing
    "Itn | Loss | Acc",  # a pipe table is read elsewhere
])
def test_no_header(line: str) -> None:
    assert gap_header(line) is None


def test_rows_must_fill_the_header() -> None:
    header = gap_header(V2_HEADER)
    assert header is not None
    assert gap_row(header, "---  ---------  ------  ------  ------  -------  -------") is None
    assert gap_row(header, "  1  21614.232  79.307") is None
    assert gap_row(header, "1.5  21614.232  79.307  78.559  78.931  100.000    25144") is None


def test_a_spacy_v2_table_pasted_into_a_readme_is_read(tmp_path: Path) -> None:
    prose = ["# conll2003_spacy", "", "This page says how to train a spaCy NER model on the CoNLL data set.",
             "We install the package, convert the data and train it with the command below.", ""]
    text = prose + ["E:\\jn>python -m spacy train en out train.json valid.json -p ner", "Training pipeline: ['ner']",
                    "", V2_HEADER, "---  ---------  ------  ------  ------  -------  -------"] + _v2_rows(30) \
        + ["✔ Saved model to output directory", "", "Then we evaluate the best model on the test set as follows."]
    (tmp_path / "README.md").write_text("\n".join(text) + "\n", encoding="utf-8")
    [run] = api.analyze([tmp_path]).runs
    assert run.run.primary == "NER Loss"
    assert len(run.run.series["NER Loss"]) == 30
    assert run.run.series["NER Loss"].steps[0] == 1


def test_a_spacy_v3_table_uses_the_step_column(tmp_path: Path) -> None:
    rows = [f"{i // 8:>3}  {i * 200:>6}  {20 + i:>12.2f}  {143 * 0.93 ** i:>8.2f}  {20 + i:>6.2f}  {22 + i:>6.2f}"
            f"  {18 + i:>6.2f}  {0.2 + i / 100:>6.2f}" for i in range(40)]
    lines = ["ℹ Pipeline: ['tok2vec', 'ner']", V3_HEADER, "---  ------  ------------  --------  ------  ------  ------  ------"]
    (tmp_path / "train.log").write_text("\n".join(lines + rows) + "\n", encoding="utf-8")
    [run] = api.analyze([tmp_path / "train.log"]).runs
    series = run.run.series[run.run.primary]
    assert run.run.primary == "LOSS NER" and len(series) == 40
    assert series.steps[-1] == 39 * 200


def test_a_table_without_a_loss_is_no_log(tmp_path: Path) -> None:
    rows = [f"{i:>3}  {0.5 + i / 100:>6.3f}  {0.4:>6.3f}" for i in range(1, 30)]
    (tmp_path / "scores.txt").write_text("\n".join(["Itn  Dev F   Dev P", "---  ------  ------"] + rows) + "\n")
    with pytest.raises(InputError):
        api.analyze([tmp_path / "scores.txt"])


def test_nll_inside_a_word_is_no_loss() -> None:
    assert LOSSY.search("python -m spacy convert conll2003_json") is None
    assert LOSSY.search("val_nll 2.31") is not None and LOSSY.search("train_loss: 0.5") is not None
