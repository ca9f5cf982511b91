"""`lossdoctor compare` on logs written to disk: formats (goldens), exit codes, bad inputs."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path

import pytest
from compare_helpers import nan_from, write_seed
from unreadable import refused

from lossdoctor.cli import main
from lossdoctor.scenarios.seeds import Recipe

RECIPE = Recipe(steps=3000)


@pytest.fixture(scope="module")
def logs(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    root = tmp_path_factory.mktemp("compare")
    out = {f"base{k}": write_seed(root / "base" / f"seed{k}.csv", RECIPE, k) for k in (1, 2, 3)}
    out["seed"] = write_seed(root / "new" / "seed9.csv", RECIPE, 9)
    out["worse"] = write_seed(root / "worse" / "seed9.csv", RECIPE, 9, shift=0.02, shift_from=1500)
    out["better"] = write_seed(root / "better" / "seed9.csv", RECIPE, 9, shift=-0.02, shift_from=1500)
    out["copy"] = write_seed(root / "copy" / "seed1.csv", RECIPE, 1, departure=1e-3, depart_from=1200)
    out["nan"] = nan_from(write_seed(root / "nan" / "seed9.csv", RECIPE, 9), 2500)
    out["base"] = root / "base"
    out["root"] = root
    return out


def _run(capsys: pytest.CaptureFixture[str], *argv: object) -> tuple[int, str, str]:
    code = main([str(a) for a in argv])
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def _stable(text: str, logs: dict[str, Path]) -> str:
    """Output without the temporary folder's name."""
    return text.replace(str(logs["root"]), "<tmp>")


@pytest.mark.parametrize("fmt", ["text", "markdown", "json", "github"])
def test_formats_match_their_goldens(logs: dict[str, Path], capsys: pytest.CaptureFixture[str],
                                     golden: Callable[[str, str], None], fmt: str) -> None:
    code, out, _ = _run(capsys, "compare", logs["worse"], "--baseline", logs["base1"], logs["base2"],
                        logs["base3"], "--format", fmt)
    assert code == 1
    name = {"text": "worse.txt", "markdown": "worse.md", "json": "worse.json", "github": "worse.github.txt"}[fmt]
    golden(f"compare/{name}", _stable(out, logs))


def test_json_is_the_contract_schema(logs: dict[str, Path], capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(capsys, "compare", logs["better"], "--baseline", logs["base"], "--format", "json")
    doc = json.loads(out)
    assert code == 0 and doc["schema"] == "lossdoctor.compare/1" and doc["verdict"] == "better"
    for s in doc["series"]:
        assert {"name", "verdict", "from_step", "delta", "noise", "basis"} <= set(s)
        assert s["basis"] == "baseline seeds" and s["basis_runs"] == 3
    assert {"new", "baseline", "test", "p_value"} <= set(doc["final"][0])
    assert doc["final"][0]["new"]["runs"] == 1 and doc["final"][0]["baseline"]["runs"] == 3
    assert doc["time_to_target"]["new"]["step"] < doc["time_to_target"]["baseline"]["step"]
    assert doc["new_findings"] == []


def test_html_page_overlays_both_sides_with_the_band_and_difference(
        logs: dict[str, Path], capsys: pytest.CaptureFixture[str], tmp_path: Path,
        golden: Callable[[str, str], None]) -> None:
    page = tmp_path / "compare.html"
    code, _, err = _run(capsys, "compare", logs["worse"], "--baseline", logs["base"], "--html", page)
    assert code == 1 and "HTML report written" in err
    text = page.read_text(encoding="utf-8")
    assert "uPlot" in text and 'class="ld-compare"' in text and "http://" not in text.split("<script")[0]
    data = [json.loads(m) for m in re.findall(r'class="ld-compare">(.*?)</script>', text)]
    assert data and {"x", "new", "baseline", "noise", "threshold"} <= set(data[0])
    # The page without the vendored assets: what this command wrote.
    body = re.sub(r"(<(script|style) id=\"ld-[a-z-]+\">)\n.*?\n(</\2>)", r"\1…\3", text, flags=re.S)
    # ...and without the grid's numbers (checked above): the golden is the page's text.
    body = re.sub(r'(class="ld-compare">)(.*?)(</script>)',
                  lambda m: m[1] + ",".join(sorted(json.loads(m[2]))) + m[3], body)
    golden("compare/worse.html", _stable(body, logs))
    # Never over a file without --force; with it, written again.
    assert _run(capsys, "compare", logs["worse"], "--baseline", logs["base"], "--html", page)[0] == 2
    assert _run(capsys, "compare", logs["worse"], "--baseline", logs["base"], "--html", page, "--force")[0] == 1


@pytest.mark.parametrize(("new", "fail_on", "expected"), [
    ("seed", "worse", 0), ("worse", "worse", 1), ("better", "worse", 0), ("worse", "never", 0),
    ("better", "different", 1), ("seed", "different", 0),
])
def test_exit_codes(logs: dict[str, Path], capsys: pytest.CaptureFixture[str], new: str, fail_on: str,
                    expected: int) -> None:
    code, out, _ = _run(capsys, "compare", logs[new], "--baseline", logs["base"], "--fail-on", fail_on)
    assert code == expected, out


def test_parity_names_the_departure(logs: dict[str, Path], capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(capsys, "compare", logs["copy"], "--baseline", logs["base1"], "--parity",
                        "--format", "json", "--fail-on", "different")
    doc = json.loads(out)
    assert code == 1 and doc["verdict"] == "different" and doc["mode"] == "parity"
    assert doc["series"][0]["from_step"] == 1200
    # Without --parity: identical starts make it a parity comparison anyway.
    doc = json.loads(_run(capsys, "compare", logs["copy"], "--baseline", logs["base1"], "-f", "json")[1])
    assert doc["mode"] == "parity" and doc["verdict"] == "different"


def test_a_new_nan_is_part_of_the_verdict(logs: dict[str, Path], capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(capsys, "compare", logs["nan"], "--baseline", logs["base"], "-f", "json")
    doc = json.loads(out)
    assert code == 1 and doc["verdict"] == "worse"
    assert any(f["kind"] == "nan" and f["decides"] for f in doc["new_findings"])


def test_output_file_and_series_option(logs: dict[str, Path], capsys: pytest.CaptureFixture[str],
                                       tmp_path: Path) -> None:
    target = tmp_path / "out.json"
    code, out, _ = _run(capsys, "compare", logs["seed"], "--baseline", logs["base"], "--series", "tokens",
                        "-f", "json", "-o", target)
    doc = json.loads(target.read_text())
    assert code == 0 and out == "" and [s["name"] for s in doc["series"]][-1] == "tokens"


def _one_line_error(err: str) -> str:
    lines = [line for line in err.splitlines() if line.startswith("lossdoctor: error:") or "Error" in line]
    assert lines and "Traceback" not in err
    return lines[0]


def test_bad_inputs_are_one_line_errors(logs: dict[str, Path], capsys: pytest.CaptureFixture[str],
                                        tmp_path: Path) -> None:
    empty = tmp_path / "empty"
    empty.mkdir()
    garbage = tmp_path / "garbage.bin"
    garbage.write_bytes(bytes(range(256)) * 4)
    cases: list[tuple[list[object], str]] = [
        ([tmp_path / "missing", "--baseline", logs["base"]], "missing"),
        ([logs["seed"], "--baseline", empty], "empty"),
        ([logs["seed"], "--baseline", garbage], "garbage"),
        ([logs["seed"], "--baseline", logs["base"], "--series", "nope"], "nope"),
        ([logs["seed"], "--baseline", logs["base"], "-o", tmp_path / "no" / "such" / "dir.txt"], "does not exist"),
        ([logs["seed"], "--baseline", logs["base"], "-o", logs["base"] / "inside.txt"], "inside the input"),
        ([logs["seed"], "--baseline", logs["base"], "--axis", "samples"], "samples"),
        ([logs["seed"], "--baseline", logs["base"], "--tolerance", "-1"], "tolerance"),
        ([logs["seed"]], "baseline"),
    ]
    for argv, word in cases:
        code, out, err = _run(capsys, "compare", *argv)
        assert code == 2, (argv, out, err)
        assert word in _one_line_error(err) or word in err, (word, err)


def test_unreadable_input(logs: dict[str, Path], capsys: pytest.CaptureFixture[str], tmp_path: Path,
                          monkeypatch: pytest.MonkeyPatch) -> None:
    locked = write_seed(tmp_path / "locked.csv", RECIPE, 4)
    with refused(locked, monkeypatch):
        code, _, err = _run(capsys, "compare", locked, "--baseline", logs["base"])
    assert code == 2 and "Traceback" not in err and "lossdoctor: error:" in err
    assert "locked.csv" in err and "ermission" in err


def test_sides_with_no_common_series(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    a = tmp_path / "a.csv"
    a.write_text("step,loss\n" + "".join(f"{i},{3 - i / 100}\n" for i in range(100)))
    b = tmp_path / "b.csv"
    b.write_text("step,loss\n" + "".join(f"{i},{3 - i / 100}\n" for i in range(200, 300)))
    code, _, err = _run(capsys, "compare", a, "--baseline", b)
    assert code == 2 and "no series to compare" in err and "share no stretch" in err


def test_help_names_every_option(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(capsys, "compare", "--help")
    for option in ("--baseline", "--parity", "--tolerance", "--series", "--axis", "--target", "--fail-on",
                   "--format", "--html", "--output", "--force"):
        assert option in out
    assert code == 0


def test_baseline_in_object_storage_is_read_as_analyze_reads_it(logs: dict[str, Path],
                                                                  capsys: pytest.CaptureFixture[str]) -> None:
    # Each side is "anything analyze reads": a baseline under an fsspec URL is mirrored, read,
    # and named by its URL again; the verdict is the local one.
    import fsspec

    fs = fsspec.filesystem("memory")
    for path in sorted(logs["base"].iterdir()):
        fs.pipe_file(f"/bucket/base/{path.name}", path.read_bytes())
    try:
        code, out, err = _run(capsys, "compare", logs["worse"], "--baseline", "memory://bucket/base",
                              "--format", "json")
        local_code, local_out, _ = _run(capsys, "compare", logs["worse"], "--baseline", logs["base"],
                                        "--format", "json")
    finally:
        fs.rm("/bucket", recursive=True)
    remote, local = json.loads(out), json.loads(local_out)
    assert (code, remote["verdict"]) == (local_code, local["verdict"]) == (1, "worse")
    assert remote["baseline"] == local["baseline"] == ["seed1.csv", "seed2.csv", "seed3.csv"]
    assert "lossdoctor-stage-" not in out + err and "Traceback" not in err  # told by URL, not the mirror


def test_wandb_urls_are_refused_in_one_line(capsys: pytest.CaptureFixture[str], logs: dict[str, Path]) -> None:
    code, _, err = _run(capsys, "compare", logs["seed"], "--baseline", "wandb://team/project")
    assert code == 2 and "wandb:// runs work with analyze and check, not compare" in err
