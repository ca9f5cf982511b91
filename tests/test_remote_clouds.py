"""s3://, gs://, az:// and hf:// through the CLI, each against a server on 127.0.0.1 started here.

S3: moto's server (tests/test_remote_s3.py tests its fleet-wide cases); GCS: the `gcp-storage-emulator` package (gcsfs honours STORAGE_EMULATOR_HOST); Azure Blob:
Microsoft's Azurite (`make azurite`), with its public development key in a connection string;
the Hugging Face Hub: tests/cloud_servers.py's HubServer (HfFileSystem honours HF_ENDPOINT).
The two emulators sit behind a logging proxy that also answers 403/404 for chosen objects.
"""

from __future__ import annotations

import json
import os
import shutil
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from lossdoctor.cli import main

from cloud_servers import (AZURE_ACCOUNT, AZURE_KEY, REQUIRE_AZURITE, Azurite, Faults, HubServer, azure_denial,
                           azurite_missing, azurite_required, free_port, gcs_denial, proxy, s3_denial)
from fleet_helpers import GALLERY, json_report, small_fleet, without_sources

HF_TOKEN = "hf_lossdoctorTESTtokenNeverPrinted0123456789"
AWS_SECRET = "lossdoctorTESTsecretKeyNeverPrinted/0123456789"


@dataclass
class Store:
    """One backend on 127.0.0.1: where its URLs start, how to put files there, its request log."""

    scheme: str
    base: str  # gs://BUCKET, az://CONTAINER, hf://REPO
    faults: Faults
    put: Callable[[str, bytes], None]  # key inside base -> bytes
    listing: Callable[[str, str], bool]  # (method, path) is a listing request
    metadata: Callable[[str, str], bool]  # (method, path) asks for one object's metadata
    read: Callable[[str, str], bool]  # (method, path) reads an object's bytes
    secret: str | None = None
    extra: dict[str, object] = field(default_factory=dict)

    def upload(self, folder: Path, prefix: str) -> None:
        for path in sorted(folder.rglob("*")):
            if path.is_file():
                self.put(f"{prefix}/{path.relative_to(folder).as_posix()}", path.read_bytes())
        self.faults.clear()


def _clear_instances() -> None:
    """fsspec keeps one instance per class and arguments: none may outlive its server."""
    import fsspec

    for protocol in ("s3", "gs", "az", "hf"):
        try:
            fsspec.get_filesystem_class(protocol).clear_instance_cache()
        except (ImportError, ValueError):
            pass


def _s3(patch: pytest.MonkeyPatch) -> Iterator[Store]:
    from moto.server import ThreadedMotoServer

    port = free_port()
    server = ThreadedMotoServer(ip_address="127.0.0.1", port=port, verbose=False)
    server.start()
    faults = Faults()
    front = proxy(port, faults, s3_denial)
    endpoint = f"http://127.0.0.1:{front.server_address[1]}"
    # boto's standard chain: keys and endpoint from the environment (moto takes any keys).
    for name, value in {"AWS_ACCESS_KEY_ID": "AKIALOSSDOCTORTEST01", "AWS_SECRET_ACCESS_KEY": AWS_SECRET,
                        "AWS_DEFAULT_REGION": "us-east-1", "AWS_ENDPOINT_URL": endpoint}.items():
        patch.setenv(name, value)
    import fsspec

    _clear_instances()
    fs = fsspec.filesystem("s3")
    fs.mkdir("cloud-logs")  # moto keeps its buckets per process: not tests/test_remote_s3.py's
    try:
        yield Store(
            "s3", "s3://cloud-logs", faults,
            put=lambda key, data: fs.pipe_file(f"cloud-logs/{key}", data),
            listing=lambda m, p: m == "GET" and p.startswith("/cloud-logs?") and "list-type=2" in p,
            metadata=lambda m, p: m == "HEAD",
            read=lambda m, p: m == "GET" and p.startswith("/cloud-logs/"),
            secret=AWS_SECRET,
        )
    finally:
        front.shutdown()
        server.stop()


def _gcs(patch: pytest.MonkeyPatch) -> Iterator[Store]:
    from gcp_storage_emulator.server import create_server

    port = free_port()
    emulator = create_server("127.0.0.1", port, in_memory=True, default_bucket="team-logs")
    emulator.start()
    faults = Faults()
    front = proxy(port, faults, gcs_denial)
    patch.setenv("STORAGE_EMULATOR_HOST", f"http://127.0.0.1:{front.server_address[1]}")
    patch.setenv("NO_GCE_CHECK", "true")  # never probe a metadata server for credentials
    # gcsfs' default class first asks the gRPC storage-control API for the bucket's layout
    # (hierarchical or zonal), which no emulator speaks: one minute's timeout per call. Plain
    # JSON-API buckets need the core class, which is what that lookup falls back to anyway.
    patch.setenv("GCSFS_EXPERIMENTAL_ZB_HNS_SUPPORT", "false")
    import fsspec
    import gcsfs.core

    fsspec.register_implementation("gs", gcsfs.core.GCSFileSystem, clobber=True)
    fsspec.register_implementation("gcs", gcsfs.core.GCSFileSystem, clobber=True)
    # The emulator takes anonymous requests: gcsfs' own `token` option, set as fsspec config.
    patch.setitem(fsspec.config.conf, "gs", {"token": "anon"})
    _clear_instances()
    fs = fsspec.filesystem("gs")
    try:
        yield Store(
            "gs", "gs://team-logs", faults,
            put=lambda key, data: fs.pipe_file(f"team-logs/{key}", data),
            listing=lambda m, p: m == "GET" and p.startswith("/storage/v1/b/team-logs/o?"),
            metadata=lambda m, p: m in ("GET", "HEAD") and p.startswith("/storage/v1/b/team-logs/o/"),
            read=lambda m, p: m == "GET" and p.startswith("/download/"),
        )
    finally:
        from fsspec.registry import _registry

        _registry.pop("gs", None)
        _registry.pop("gcs", None)
        front.shutdown()
        emulator.stop()


def _azure(patch: pytest.MonkeyPatch, workdir: Path) -> Iterator[Store]:
    missing = azurite_missing()
    if missing and azurite_required():
        pytest.fail(f"the az:// tests must run ({REQUIRE_AZURITE} is set), but {missing}")
    if missing:
        pytest.skip(f"the az:// tests: {missing}")
    azurite = Azurite(workdir)
    faults = Faults()
    front = proxy(azurite.port, faults, azure_denial)
    endpoint = f"http://127.0.0.1:{front.server_address[1]}/{AZURE_ACCOUNT}"
    # Credentials from the standard place adlfs reads: a connection string in the environment.
    patch.setenv("AZURE_STORAGE_CONNECTION_STRING",
                 f"DefaultEndpointsProtocol=http;AccountName={AZURE_ACCOUNT};AccountKey={AZURE_KEY};"
                 f"BlobEndpoint={endpoint};")
    # The storage SDK's own retry policy waits 15 s and more before its first retry: the same
    # policy, with pauses short enough for a test.
    from azure.storage.blob._shared import policies_async

    patch.setattr(policies_async.ExponentialRetry, "get_backoff_time", lambda self, settings: 0.01)
    import fsspec

    _clear_instances()
    fs = fsspec.filesystem("az")
    try:
        fs.mkdir("team-logs")
        prefix = f"/{AZURE_ACCOUNT}/team-logs"
        yield Store(
            "az", "az://team-logs", faults,
            put=lambda key, data: fs.pipe_file(f"team-logs/{key}", data),
            listing=lambda m, p: m == "GET" and p.startswith(prefix + "?") and "comp=list" in p,
            metadata=lambda m, p: m == "HEAD" or (m == "GET" and p.startswith(prefix + "/") and "comp=" in p),
            read=lambda m, p: m == "GET" and p.startswith(prefix + "/") and "comp=" not in p,
            secret=AZURE_KEY,
        )
    finally:
        front.shutdown()
        azurite.stop()


def _hub(patch: pytest.MonkeyPatch, home: Path) -> Iterator[Store]:
    hub = HubServer()
    patch.setenv("HF_HOME", str(home))  # huggingface_hub's caches, not the user's
    # Credentials and endpoint from huggingface_hub's own environment variables; no telemetry.
    for name in ("HF_HUB_OFFLINE", "HF_HUB_ENABLE_HF_TRANSFER"):
        patch.delenv(name, raising=False)
    for name, value in {"HF_ENDPOINT": hub.url, "HF_TOKEN": HF_TOKEN, "HF_HUB_DISABLE_TELEMETRY": "1",
                        "DO_NOT_TRACK": "1"}.items():
        patch.setenv(name, value)
    import huggingface_hub.constants as hub_constants

    # Read from the environment when huggingface_hub is first imported: set here in case it was earlier.
    patch.setattr(hub_constants, "ENDPOINT", hub.url)
    patch.setattr(hub_constants, "AGENT_HARNESSES_PATH", str(home / ".agent_harnesses.json"), raising=False)
    patch.setattr(hub_constants, "HUGGINGFACE_CO_URL_TEMPLATE", hub.url + "/{repo_id}/resolve/{revision}/{filename}",
                  raising=False)
    _clear_instances()
    hub.repos["team/logs"] = {}

    def put(key: str, data: bytes) -> None:
        hub.repos["team/logs"][key] = data

    try:
        yield Store(
            "hf", "hf://team/logs", hub.faults, put=put,
            listing=lambda m, p: m == "GET" and "/tree/" in p,
            metadata=lambda m, p: m == "HEAD" or "/paths-info/" in p,
            read=lambda m, p: m == "GET" and "/resolve/" in p,
            secret=HF_TOKEN, extra={"hub": hub},
        )
    finally:
        hub.stop()


@pytest.fixture(scope="module", params=["s3", "gs", "az", "hf"])
def store(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Store]:
    patch = pytest.MonkeyPatch()
    import lossdoctor.remote.fs as remote_fs

    patch.setattr(remote_fs, "BACKOFF", 0.01)
    try:
        if request.param == "s3":
            yield from _s3(patch)
        elif request.param == "gs":
            yield from _gcs(patch)
        elif request.param == "az":
            yield from _azure(patch, tmp_path_factory.mktemp("azurite"))
        else:
            yield from _hub(patch, tmp_path_factory.mktemp("hf-home"))
    finally:
        _clear_instances()
        patch.undo()


def _tree(target: Path) -> Path:
    """TensorBoard runs (one resumed in place), a CSV log, a W&B run resumed across two
    prefixes, and weights that are never fetched."""
    fleet = small_fleet(target, ("01_healthy_one_spike", "03_slow_recovery", "07_resume_spikes"))
    for index, folder in enumerate(sorted((GALLERY / "05_divergence_rollbacks").iterdir())):
        shutil.copytree(folder, fleet / "zz_split" / ("part-a" if index == 0 else "part-b") / folder.name)
    (fleet / "01_healthy_one_spike" / "model.safetensors").write_bytes(b"\0" * 4096)
    return fleet


def _run(args: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    capsys.readouterr()
    code = main(args)
    out, err = capsys.readouterr()
    return code, out, err


def test_prefix_gives_the_local_report_from_one_listing(store: Store, tmp_path: Path,
                                                        capsys: pytest.CaptureFixture[str]) -> None:
    fleet = _tree(tmp_path / "fleet")
    store.upload(fleet, "runs/all")
    url = f"{store.base}/runs/all"
    local = json_report([str(fleet)], capsys)
    store.faults.clear()
    remote = json_report([url], capsys)
    assert without_sources(remote, url) == without_sources(local, str(fleet))
    assert len(remote["runs"]) == 4
    seen = list(store.faults.seen)
    assert len([1 for m, p in seen if store.listing(m, p)]) == 1  # one listing
    # No request per file to discover: at most one about the URL itself (adlfs asks whether it
    # names a blob before it lists).
    about = [p.split("?")[0] for m, p in seen if store.metadata(m, p)]
    assert len(about) <= 1 and all(p.endswith("runs/all") for p in about), seen
    reads = sorted(p.split("?")[0] for m, p in seen if store.read(m, p))
    objects = sorted(p.relative_to(fleet).as_posix() for p in fleet.rglob("*")
                     if p.is_file() and p.suffix != ".safetensors")
    assert len(reads) == len(objects)  # each log read once, in one request
    assert all(any(r.endswith("runs/all/" + name) for r in reads) for name in objects)
    assert not any("model.safetensors" in p for _, p in seen)
    split = [r for r in remote["runs"] if any("zz_split" in s for s in r["sources"])]
    assert len(split) == 1 and len(split[0]["fragments"]) == 3
    # `check` gives the same verdict and document on both sides.
    code_local, out_local, _ = _run(["check", str(fleet), "-f", "json"], capsys)
    code_remote, out_remote, err = _run(["check", url, "-f", "json"], capsys)
    assert code_remote == code_local
    assert without_sources(json.loads(out_remote), url) == without_sources(json.loads(out_local), str(fleet))
    assert "Traceback" not in err


def test_a_single_object_url(store: Store, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    fleet = small_fleet(tmp_path / "fleet", ("03_slow_recovery",))
    store.upload(fleet, "runs/one")
    url = f"{store.base}/runs/one/03_slow_recovery/metrics.csv"
    report = json_report([url], capsys)
    local = json_report([str(fleet / "03_slow_recovery" / "metrics.csv")], capsys)
    assert report["runs"][0]["sources"] == [url]
    assert without_sources(report, f"{store.base}/runs/one") == without_sources(local, str(fleet))


def test_cache_rereads_only_the_changed_object(store: Store, tmp_path: Path,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    fleet = small_fleet(tmp_path / "fleet", ("01_healthy_one_spike", "03_slow_recovery"))
    store.upload(fleet, "runs/cached")
    url, cache = f"{store.base}/runs/cached", str(tmp_path / "cache")
    first = json_report([url, "--cache", cache], capsys)
    store.faults.clear()
    assert json_report([url, "--cache", cache], capsys) == first
    assert [p for m, p in store.faults.seen if store.read(m, p)] == []  # nothing read again
    # Rewrite one object with other bytes of the same size: only its version (ETag, md5,
    # git blob id) tells, and only it is fetched again.
    csv = (fleet / "03_slow_recovery" / "metrics.csv").read_bytes()
    changed = csv.replace(b"\n1,", b"\n7,", 1)
    assert changed != csv and len(changed) == len(csv)
    store.put("runs/cached/03_slow_recovery/metrics.csv", changed)
    store.faults.clear()
    json_report([url, "--cache", cache], capsys)
    reads = [p for m, p in store.faults.seen if store.read(m, p)]
    assert reads and all(p.split("?")[0].endswith("03_slow_recovery/metrics.csv") for p in reads)


def test_missing_prefix_and_object_are_one_line(store: Store, capsys: pytest.CaptureFixture[str]) -> None:
    for command in ("analyze", "check"):
        for missing in (f"{store.base}/no/such/prefix", f"{store.base}/runs/all/nothing.csv"):
            code, out, err = _run([command, missing], capsys)
            assert code == 2 and out == ""
            assert err.strip().splitlines() == [f"lossdoctor: error: {missing}: no such object or prefix"]


def test_a_403_and_a_vanished_object_are_named(store: Store, tmp_path: Path,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    fleet = small_fleet(tmp_path / "fleet", ("01_healthy_one_spike", "02_fast_spikes", "03_slow_recovery"))
    store.upload(fleet, "runs/locked")
    url = f"{store.base}/runs/locked"
    store.faults.forbidden.add("runs/locked/03_slow_recovery/metrics.csv")
    store.faults.gone.add("runs/locked/02_fast_spikes/main.log")  # listed, then deleted
    try:
        code, out, err = _run(["analyze", url, "-f", "json"], capsys)
        assert code == 0
        assert f"{url}/03_slow_recovery/metrics.csv: access denied (403" in err
        assert f"{url}/02_fast_spikes/main.log: not found (404" in err
        assert [r["name"] for r in json.loads(out)["runs"]] == ["01_healthy_one_spike"]
        # One forbidden object named alone: nothing readable, one line, exit 2 for both commands.
        for command in ("analyze", "check"):
            code, out, err = _run([command, f"{url}/03_slow_recovery/metrics.csv"], capsys)
            assert code == 2 and out == ""
            lines = err.strip().splitlines()
            assert len(lines) == 1 and lines[0].startswith(f"lossdoctor: error: {url}/03_slow_recovery/metrics.csv")
            assert "access denied" in lines[0] and "(403" in lines[0]
        assert "Traceback" not in err
    finally:
        store.faults.forbidden.clear()
        store.faults.gone.clear()


def test_no_secret_is_ever_printed(store: Store, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    fleet = small_fleet(tmp_path / "fleet", ("02_fast_spikes", "03_slow_recovery"))
    store.upload(fleet, "runs/secret")
    url = f"{store.base}/runs/secret"
    store.faults.forbidden.add("runs/secret/03_slow_recovery/metrics.csv")
    store.faults.gone.add("runs/secret/02_fast_spikes/main.log")
    outputs: list[str] = []
    try:
        for args in (["analyze", url], ["analyze", url, "-f", "json"], ["check", url, "-f", "sarif"],
                     ["inspect", url], ["analyze", f"{url}/03_slow_recovery/metrics.csv"],
                     ["analyze", f"{store.base}/no/such/prefix"], ["check", f"{store.base}/no/such/prefix"]):
            code, out, err = _run(args, capsys)
            assert code in (0, 1, 2)
            outputs.append(out + err)
    finally:
        store.faults.forbidden.clear()
        store.faults.gone.clear()
    # The requests did carry the credential (signed by the key, or the token itself)...
    auth = [h.get("authorization", "") for h in store.faults.headers]
    if store.scheme == "hf":
        assert f"Bearer {HF_TOKEN}" in auth
    if store.scheme == "az":
        assert any(a.startswith(f"SharedKey {AZURE_ACCOUNT}:") for a in auth)
    if store.scheme == "s3":
        assert any(a.startswith("AWS4-HMAC-SHA256 Credential=AKIALOSSDOCTORTEST01/") for a in auth)
    # ...and no output, error lines included, shows it.
    if store.secret:
        assert not any(store.secret in text or store.secret[:16] in text for text in outputs)
    assert not any("Traceback" in text for text in outputs)


@pytest.mark.parametrize("store", ["hf"], indirect=True)
def test_hub_listing_across_pages(store: Store, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The Hub pages its tree listing (Link headers; HfFileSystem then lists sub-trees in
    parallel): a listing of many pages still finds every run, as on local disk."""
    hub = store.extra["hub"]
    assert isinstance(hub, HubServer)
    fleet = _tree(tmp_path / "fleet")
    store.upload(fleet, "runs/paged")
    hub.page = 2
    try:
        remote = json_report([f"{store.base}/runs/paged"], capsys)
    finally:
        hub.page = 1000
    local = json_report([str(fleet)], capsys)
    assert without_sources(remote, f"{store.base}/runs/paged") == without_sources(local, str(fleet))
    assert any("cursor=" in p for _, p in store.faults.seen)
    assert hub.unexpected == []
    assert os.environ["HF_ENDPOINT"] == hub.url


@pytest.mark.parametrize("store", ["hf"], indirect=True)
def test_hub_missing_and_gated_repositories(store: Store, capsys: pytest.CaptureFixture[str]) -> None:
    """A repo that does not exist and a gated one: one line each, saying which and why."""
    hub = store.extra["hub"]
    assert isinstance(hub, HubServer)
    code, out, err = _run(["analyze", "hf://team/nothing-here/runs"], capsys)
    assert code == 2 and out == ""
    lines = err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith(
        "lossdoctor: error: hf://team/nothing-here/runs: no such object or prefix (")
    assert "repository not found" in lines[0]
    hub.repos["team/gated"] = {"runs/metrics.csv": b"step,loss\n0,1.0\n"}
    hub.gated.add("team/gated")
    for command in ("analyze", "check"):
        code, out, err = _run([command, "hf://team/gated/runs"], capsys)
        assert code == 2 and out == ""
        lines = err.strip().splitlines()
        assert len(lines) == 1 and lines[0].startswith(
            "lossdoctor: error: hf://team/gated/runs: access denied while listing (403: ")
        assert "team/gated is restricted" in lines[0] and HF_TOKEN not in err


def test_throttling_and_resets_are_retried(store: Store, tmp_path: Path,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    """503s and dropped connections on a read: retried (by the backend's own policy or by
    lossdoctor's), and the report is the local one."""
    fleet = small_fleet(tmp_path / "fleet", ("02_fast_spikes", "03_slow_recovery"))
    store.upload(fleet, "runs/flaky")
    url = f"{store.base}/runs/flaky"
    store.faults.rules["runs/flaky/02_fast_spikes/main.log"] = ["503"]
    store.faults.rules["runs/flaky/03_slow_recovery/metrics.csv"] = ["reset"]
    try:
        remote = json_report([url], capsys)
        assert all(not queue for queue in store.faults.rules.values())  # every fault was met
    finally:
        store.faults.rules.clear()
    assert without_sources(remote, url) == without_sources(json_report([str(fleet)], capsys), str(fleet))
