"""s3:// against moto's S3 server on 127.0.0.1 (as s3fs's own tests do), through a proxy in the
test that injects throttling (503 SlowDown), connection resets and a 403 object."""

from __future__ import annotations

import json
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from lossdoctor.cli import main

from cloud_servers import Faults, free_port, proxy
from fleet_helpers import GALLERY, json_report, small_fleet, without_sources

ALL = tuple(sorted(p.name for p in GALLERY.iterdir() if p.is_dir()))


@pytest.fixture(scope="module")
def s3() -> Iterator[tuple[str, Faults]]:
    from moto.server import ThreadedMotoServer

    port = free_port()
    server = ThreadedMotoServer(ip_address="127.0.0.1", port=port, verbose=False)
    server.start()
    faults = Faults()
    front = proxy(port, faults)
    endpoint = f"http://127.0.0.1:{front.server_address[1]}"
    patch = pytest.MonkeyPatch()
    for name, value in {"AWS_ACCESS_KEY_ID": "testing", "AWS_SECRET_ACCESS_KEY": "testing",
                        "AWS_DEFAULT_REGION": "us-east-1", "AWS_ENDPOINT_URL": endpoint,
                        "LOSSDOCTOR_REMOTE_BACKOFF": "0.01"}.items():
        patch.setenv(name, value)
    import lossdoctor.remote.fs as remote_fs

    patch.setattr(remote_fs, "BACKOFF", 0.01)
    import fsspec

    fsspec.config.conf["s3"] = {"client_kwargs": {"endpoint_url": endpoint}}
    import boto3

    client = boto3.client("s3", endpoint_url=f"http://127.0.0.1:{port}", region_name="us-east-1")
    client.create_bucket(Bucket="team-logs")
    yield "team-logs", faults
    fsspec.config.conf.pop("s3", None)
    patch.undo()
    front.shutdown()
    server.stop()


def upload(bucket: str, folder: Path, prefix: str) -> None:
    import boto3
    import os

    client = boto3.client("s3", endpoint_url=os.environ["AWS_ENDPOINT_URL"], region_name="us-east-1")
    for path in sorted(folder.rglob("*")):
        if path.is_file():
            client.put_object(Bucket=bucket, Key=f"{prefix}/{path.relative_to(folder).as_posix()}",
                              Body=path.read_bytes())


def test_s3_prefix_gives_the_local_report(s3: tuple[str, Faults], tmp_path: Path,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    bucket, faults = s3
    fleet = small_fleet(tmp_path / "fleet", ALL)
    # A resumed W&B run split across two prefixes, a corrupt file, weights that are never fetched.
    resumed = sorted((GALLERY / "05_divergence_rollbacks").iterdir())
    split = tmp_path / "split"
    for index, folder in enumerate(resumed):
        shutil.copytree(folder, split / ("part-a" if index == 0 else "part-b") / folder.name)
    shutil.copytree(split, fleet / "zz_split")
    (fleet / "zz_corrupt").mkdir()
    (fleet / "zz_corrupt" / "events.out.tfevents.1760000000.host.1.0").write_bytes(b"\x10\x00" * 40)
    (fleet / "01_healthy_one_spike" / "pytorch_model.bin").write_bytes(b"\0" * 4096)
    upload(bucket, fleet, "runs/all")
    # The same fleet options on both sides: an unreadable run is a runs[].error in a fleet.
    local = json_report([str(fleet), "--cache", str(tmp_path / "local-cache")], capsys)
    faults.seen.clear()
    remote = json_report([f"s3://{bucket}/runs/all", "--cache", str(tmp_path / "remote-cache")], capsys)
    assert without_sources(remote, f"s3://{bucket}/runs/all") == without_sources(local, str(fleet))
    listings = [p for m, p in faults.seen if m == "GET" and "list-type=2" in p]
    heads = [p for m, p in faults.seen if m == "HEAD"]
    assert len(listings) == 1 and heads == []  # one listing; no request per file to discover
    assert not any("pytorch_model.bin" in p for _, p in faults.seen)
    split_run = [r for r in remote["runs"] if any("zz_split" in s for s in r["sources"])]
    assert len(split_run) == 1 and len(split_run[0]["fragments"]) == 3
    corrupt = next(r for r in remote["runs"] if r["name"] == "zz_corrupt")
    assert corrupt["error"].startswith(f"s3://{bucket}/runs/all/zz_corrupt/events.out.tfevents")


def test_throttling_and_resets_are_retried(s3: tuple[str, Faults], tmp_path: Path,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    bucket, faults = s3
    fleet = small_fleet(tmp_path / "fleet", ("02_fast_spikes", "03_slow_recovery"))
    upload(bucket, fleet, "runs/flaky")
    local = json_report([str(fleet)], capsys)
    faults.rules["runs/flaky/02_fast_spikes/main.log"] = ["503", "reset", "503"]
    faults.rules["runs/flaky/03_slow_recovery/metrics.csv"] = ["reset"]
    remote = json_report([f"s3://{bucket}/runs/flaky"], capsys)
    assert without_sources(remote, f"s3://{bucket}/runs/flaky") == without_sources(local, str(fleet))
    assert all(not queue for queue in faults.rules.values())
    faults.rules.clear()


def test_a_403_object_is_named_and_the_rest_is_read(s3: tuple[str, Faults], tmp_path: Path,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    bucket, faults = s3
    fleet = small_fleet(tmp_path / "fleet", ("02_fast_spikes", "03_slow_recovery"))
    upload(bucket, fleet, "runs/locked")
    faults.forbidden.add("runs/locked/03_slow_recovery/metrics.csv")
    try:
        capsys.readouterr()
        assert main(["analyze", f"s3://{bucket}/runs/locked", "-f", "json"]) == 0
        captured = capsys.readouterr()
    finally:
        faults.forbidden.clear()
    assert f"s3://{bucket}/runs/locked/03_slow_recovery/metrics.csv: access denied (403" in captured.err
    assert [r["name"] for r in json.loads(captured.out)["runs"]] == ["02_fast_spikes/main.log"]


def test_missing_bucket_prefix_is_one_line(s3: tuple[str, Faults], capsys: pytest.CaptureFixture[str]) -> None:
    bucket, _ = s3
    assert main(["analyze", f"s3://{bucket}/no/such/prefix"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert err == [f"lossdoctor: error: s3://{bucket}/no/such/prefix: no such object or prefix"]


def test_cache_on_s3_reads_nothing_again(s3: tuple[str, Faults], tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bucket, faults = s3
    fleet = small_fleet(tmp_path / "fleet", ("01_healthy_one_spike", "02_fast_spikes", "04_never_recovers"))
    upload(bucket, fleet, "runs/cached")
    url = f"s3://{bucket}/runs/cached"
    first = json_report([url, "--cache", str(tmp_path / "c")], capsys)
    faults.seen.clear()
    again = json_report([url, "--cache", str(tmp_path / "c")], capsys)
    assert again == first
    gets = [p for m, p in faults.seen if m == "GET" and "list-type" not in p]
    assert gets == []  # nothing re-read: one listing only



def test_dask_executor_on_s3(s3: tuple[str, Faults], tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bucket, _ = s3
    fleet = small_fleet(tmp_path / "fleet", ("02_fast_spikes", "05_divergence_rollbacks", "09_two_sources"))
    upload(bucket, fleet, "runs/dask")
    url = f"s3://{bucket}/runs/dask"
    local = json_report([url], capsys)
    assert main(["analyze", url, "--executor", "dask", "-f", "json"]) == 0
    out, err = capsys.readouterr()
    # On a difference, what the check said too (an object left out, a worker lost...).
    assert json.loads(out) == local, err
