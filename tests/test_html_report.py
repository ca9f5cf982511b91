"""The HTML report without a browser: content, anchors, every point packed, safe writes, golden skeleton."""

from __future__ import annotations

import base64
import json
import re
import zlib
from html.parser import HTMLParser
from pathlib import Path

import numpy as np
import pytest

from lossdoctor.cli import main
from lossdoctor.formats import render
from lossdoctor.formats.html import anchors
from lossdoctor.formats.html_data import pack, shuffle
from lossdoctor.model import Finding, Report, RunReport, Severity
from report_sample import rollback_run, sample_report

ROOT = Path(__file__).resolve().parent.parent
GALLERY = ROOT / "fixtures" / "gallery"


@pytest.fixture(scope="module")
def report() -> Report:
    return sample_report()


@pytest.fixture(scope="module")
def page(report: Report) -> str:
    return render("html", report)


def skeleton(page: str) -> str:
    """The page without what is not portable or not ours to diff: the packed curves (their
    bytes follow numpy's float rounding) and the inlined scripts and styles (asset files)."""
    page = re.sub(r'(<script type="application/(?:json|octet-stream)" class="ld-(?:manifest|data)" '
                  r'data-run="\d+">).*?(</script>)', r"\1…\2", page, flags=re.S)
    return re.sub(r'(<(script|style) id="ld-[a-z-]+">).*?(</\2>)', r"\1…\3", page, flags=re.S)


def unpack(page: str, run: int) -> tuple[dict, bytes]:  # type: ignore[type-arg]
    manifest = re.search(rf'class="ld-manifest" data-run="{run}">(.*?)</script>', page, re.S)
    blob = re.search(rf'class="ld-data" data-run="{run}">(.*?)</script>', page, re.S)
    assert manifest and blob
    return json.loads(manifest[1]), zlib.decompress(base64.b64decode(blob[1]))


def unshuffle(raw: bytes, at: int, n: int, dtype: str) -> np.ndarray:
    width = np.dtype(dtype).itemsize
    planes = np.frombuffer(raw, np.uint8, n * width, at).reshape(width, n)
    return np.ascontiguousarray(planes.T).view(dtype).reshape(-1)


def test_golden_skeleton(page: str, golden) -> None:  # type: ignore[no-untyped-def]
    golden("report_sample.html", skeleton(page))


def test_well_formed_and_self_contained(page: str) -> None:
    class Check(HTMLParser):
        def __init__(self) -> None:
            super().__init__()
            self.ids: list[str] = []
            self.fetches: list[str] = []

        def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
            values = dict(attrs)
            if values.get("id"):
                self.ids.append(str(values["id"]))
            for key in ("src", "href", "srcset", "poster", "data"):
                value = values.get(key) or ""
                if value and not value.startswith(("#", "data:")):
                    self.fetches.append(f"<{tag} {key}={value}>")

    check = Check()
    check.feed(page)
    assert check.fetches == []  # nothing outside the page: every link is an anchor
    assert len(check.ids) == len(set(check.ids))
    assert "@import" not in page and "url(http" not in page and "fetch(" not in page
    assert page.count("<script") == 2 * 4 + 4  # a manifest and a blob per run, uPlot, our three
    assert "uPlot" in page and "The MIT License" not in page  # the licence ships beside the asset


def test_holds_what_the_text_report_holds(report: Report, page: str) -> None:
    text = re.sub(r"<[^>]+>", "", skeleton(page))
    text = text.replace("&#x27;", "'").replace("&quot;", '"').replace("&amp;", "&").replace("&lt;", "<")
    for rr in report.runs:
        assert rr.run.name in text
        for f in rr.findings:
            assert f.message in text and f.code in text
            for advice in f.advice[:1]:
                assert advice in text or f.in_dead_fragment or "as above" in text
        for warning in rr.run.warnings:
            assert warning in text  # every reader warning, not the first five
        for skip in rr.skipped:
            assert skip.reason in text
    assert "History: what the abandoned attempts did" in text
    assert "E W I: errors, warnings, info on the live curve" in text  # the summary table
    assert "steps 3100–4999" in text or "steps 0–4999" in text  # the run header


def test_anchors_follow_the_documented_rule(report: Report, page: str) -> None:
    rr = report.runs[0]
    ids = anchors(rr, 1)
    by_code: dict[str, list[Finding]] = {}
    for f in sorted(rr.findings, key=lambda f: (f.start_step, f.in_dead_fragment)):
        by_code.setdefault(f.code, []).append(f)
    for code, found in by_code.items():
        assert [ids[id(f)] for f in found] == [f"run-1-{code}-{k}" for k in range(1, len(found) + 1)]
    for anchor in ids.values():
        assert f'id="{anchor}"' in page
    for index in range(1, len(report.runs) + 1):
        assert f'id="run-{index}"' in page


def test_every_point_is_in_the_page(page: str) -> None:
    rr = rollback_run()
    manifest, raw = unpack(page, 1)
    primary = rr.run.series[rr.run.primary or ""]
    [loss] = [s for s in manifest["series"] if s["group"] == "loss"]
    grid = manifest["steps"][loss["steps"]]
    steps = np.cumsum(unshuffle(raw, grid["at"], grid["n"], "<i4")) if grid["codec"] == "d32" else \
        unshuffle(raw, grid["at"], grid["n"], "<f8")
    np.testing.assert_array_equal(steps, primary.steps)
    values = unshuffle(raw, loss["at"], grid["n"], "<f4")
    np.testing.assert_array_equal(values, primary.values.astype(np.float32))
    dead = [s for s in manifest["series"] if s["group"] == "dead"]
    assert len(dead) == 2  # one line per abandoned attempt
    assert sum(manifest["steps"][s["steps"]]["n"] for s in dead) == rr.run.dead_points
    assert {s["group"] for s in manifest["series"]} >= {"loss", "dead", "lr", "grad_norm"}
    assert [j["kind"] for j in manifest["joins"]].count("rollback") == 2


def test_steps_beyond_int32_and_unsorted_points_survive() -> None:
    from lossdoctor.model import Fragment, RawRun, Series
    from lossdoctor.stitch import stitch

    steps = np.array([0, 5, 3_000_000_000, 9_000_000_000], dtype=np.int64)
    raw = RawRun("big", "csv", [Fragment("a.csv", {"loss": Series.named("loss", steps, [4.0, 3.0, 2.0, 1.0])})],
                 ["a.csv"])
    grids, series, blob = pack(stitch(raw))
    data = zlib.decompress(base64.b64decode(blob))
    assert grids[0]["codec"] == "f64"
    np.testing.assert_array_equal(unshuffle(data, grids[0]["at"], 4, "<f8"), steps)
    assert series[0]["group"] == "loss"
    assert shuffle(np.array([1, 2], "<i4")) == bytes([1, 2, 0, 0, 0, 0, 0, 0])


def test_names_cannot_break_out_of_the_page() -> None:
    rr = rollback_run()
    from dataclasses import replace

    evil = replace(rr.run, name="</script><script>alert(1)</script>")
    finding = Finding("LD101", "spike", Severity.WARNING, "lm loss", 10, 11, 12, "<b>bold</b> & more")
    page = render("html", Report((RunReport(evil, (finding,)),), "0"))
    assert "<script>alert(1)" not in page and "<b>bold</b>" not in page
    manifest, _ = unpack(page, 1)
    assert manifest["name"] == evil.name


def test_empty_report_is_a_page() -> None:
    page = render("html", Report((), "0"))
    assert "No runs found" in page and page.rstrip().endswith("</html>")


def test_cli_writes_atomically_and_never_over_a_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    run = str(GALLERY / "05_divergence_rollbacks")
    out = tmp_path / "report.html"
    assert main(["analyze", run, "--stitch", "--html", str(out)]) == 0
    captured = capsys.readouterr()
    assert "HTML report written to" in captured.err and out.stat().st_size > 50_000
    assert "tr8-104b" in captured.out  # the text report still goes to stdout
    before = out.read_bytes()
    assert main(["analyze", run, "--stitch", "--html", str(out)]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert err == [f"lossdoctor: error: {out}: already exists; use --force to overwrite it"]
    assert out.read_bytes() == before
    assert main(["analyze", run, "--stitch", "--html", str(out), "--force", "--format", "json"]) == 0
    captured = capsys.readouterr()
    json.loads(captured.out)  # stdout stays pure JSON
    assert not list(tmp_path.glob(".*.tmp"))


def test_cli_refuses_inside_an_input_and_twice_the_same_file(tmp_path: Path,
                                                              capsys: pytest.CaptureFixture[str]) -> None:
    run = GALLERY / "01_healthy_one_spike"
    assert main(["analyze", str(run), "--html", str(run / "r.html")]) == 2
    assert "refusing to write inside the input" in capsys.readouterr().err
    assert not (run / "r.html").exists()
    same = tmp_path / "same.html"
    assert main(["analyze", str(run), "--html", str(same), "--output", str(same)]) == 2
    assert "given to both --output and --html" in capsys.readouterr().err
    assert main(["analyze", str(run), "--html", str(tmp_path / "missing" / "r.html")]) == 2
    assert "does not exist" in capsys.readouterr().err


def test_check_html_keeps_the_exit_code(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "gate.html"
    assert main(["check", str(GALLERY / "04_never_recovers"), "--html", str(out)]) == 1
    assert out.exists() and "LD101" in out.read_text()
    assert main(["check", str(GALLERY / "01_healthy_one_spike"), "--html", str(out), "--force"]) == 0
    capsys.readouterr()


def test_a_run_that_could_not_be_read_says_why() -> None:
    from dataclasses import replace

    failed = replace(rollback_run(), error="s3://bucket/run: access denied")
    page = render("html", Report((failed,), "0"))
    assert "could not be read or analysed: s3://bucket/run: access denied" in page
