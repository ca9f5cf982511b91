"""fsspec access: the file system of a URL, one recursive listing, and whole-file reads with
retries. Credentials are each backend's own (environment, profiles, instance metadata):
nothing here takes, stores or prints one.
"""

from __future__ import annotations

import errno
import os
import random
import re
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import partial
from typing import Any

from lossdoctor.discover import SKIP_DIRS
from lossdoctor.errors import InputError

# URL scheme -> the extra that installs its backend (`pip install 'lossdoctor[s3]'`).
EXTRAS: dict[str, str] = {
    "s3": "s3", "s3a": "s3",
    "gs": "gcs", "gcs": "gcs",
    "az": "azure", "abfs": "azure", "abfss": "azure", "adl": "azure",
    "hf": "hf",
    "http": "http", "https": "http",
}

# Never fetched during discovery: weights, archives and pictures no reader claims, and which
# can dwarf the logs beside them.
SKIP_SUFFIXES = frozenset({
    ".pt", ".pth", ".bin", ".ckpt", ".safetensors", ".npy", ".npz", ".pkl", ".h5", ".onnx",
    ".msgpack", ".png", ".jpg", ".jpeg", ".gif", ".svg", ".pdf", ".zip", ".tar", ".gz", ".lock",
    ".pyc", ".mp4", ".wav",
})

RANGE_BYTES = 64 << 20  # one request reads up to this much
RETRIES = int(os.environ.get("LOSSDOCTOR_REMOTE_RETRIES", "5"))
BACKOFF = float(os.environ.get("LOSSDOCTOR_REMOTE_BACKOFF", "0.25"))  # seconds, doubled per try


class StillFailing(InputError):
    """A read that failed transiently on every try (throttling, resets, timeouts): unlike a
    refusal, worth another go once the burst is over."""


@dataclass(frozen=True)
class RemoteFile:
    """One listed object: its URL, size and version (ETag, else mtime), from the listing."""

    url: str
    size: int
    version: str


def _missing_backend(scheme: str, exc: BaseException) -> InputError:
    extra = EXTRAS.get(scheme)
    if extra is None:
        return InputError(f"{scheme}://: no fsspec backend for this URL scheme ({exc})")
    return InputError(f"{scheme}:// URLs need an optional backend: pip install 'lossdoctor[{extra}]' "
                      "(or 'lossdoctor[cloud]' for every cloud backend)")


def filesystem(url: str) -> tuple[Any, str]:
    """(fsspec file system, path inside it) for `url`; one line naming the extra when the
    backend is not installed."""
    scheme = url.split("://", 1)[0].lower()
    try:
        import fsspec
    except ImportError as exc:
        raise _missing_backend(scheme, exc) from None
    try:
        fs, path = fsspec.core.url_to_fs(url)
    except (ImportError, ValueError) as exc:
        raise _missing_backend(scheme, exc) from None
    return fs, path


def version_of(info: Mapping[str, Any]) -> str:
    """What changes when an object is rewritten: its ETag (or equivalent), else its mtime."""
    for key in ("ETag", "etag", "md5Hash", "blob_id", "VersionId", "LastModified", "last_modified",
                "mtime", "updated", "created"):
        value = info.get(key)
        if value not in (None, ""):
            return f"{key}={value}"
    return ""


def _skipped(relative: str) -> bool:
    parts = relative.split("/")
    if any(part in SKIP_DIRS for part in parts[:-1]):
        return True
    name = parts[-1]
    return os.path.splitext(name)[1].lower() in SKIP_SUFFIXES


def list_prefix(url: str) -> tuple[str, list[tuple[str, RemoteFile]]]:
    """One recursive listing of `url` (a prefix or one object).

    Returns the root URL the run names are relative to and (relative path, file) pairs,
    sorted, with folders that never hold logs and weight files left out.
    """
    fs, path = filesystem(url)
    if hasattr(fs, "invalidate_cache"):
        fs.invalidate_cache()  # each check lists afresh: a listing cached in this process may be stale
    try:
        listing = fs.find(path, detail=True, withdirs=False)
    except Exception as exc:  # noqa: BLE001 - backends raise their own types; one line each
        told = _underlying(exc)
        status, reason = _status(told), _reason(told)
        if status in (401, 403):
            raise InputError(f"{url}: access denied while listing ({status}: {reason})") from None
        if status != 404:
            raise InputError(f"{url}: cannot list ({reason})") from None
        if not _ECHO.match(reason):  # the backend said why (a missing repository, revision, bucket)
            raise InputError(f"{url}: no such object or prefix ({reason})") from None
        listing = {}
    if isinstance(listing, list):  # adlfs answers find(detail=True) on one blob with its name alone
        try:
            listing = {name: fs.info(name) for name in listing}
        except Exception as exc:  # noqa: BLE001 - as above
            raise InputError(f"{url}: cannot list ({_reason(exc)})") from None
    if not listing:
        raise InputError(f"{url}: no such object or prefix")
    clean = path.rstrip("/")
    single = len(listing) == 1 and next(iter(listing)).rstrip("/") == clean
    base = clean.rsplit("/", 1)[0] if single else clean
    root = url.rstrip("/") if not single else url.rsplit("/", 1)[0]
    files: list[tuple[str, RemoteFile]] = []
    for name, info in sorted(listing.items()):
        if info.get("type", "file") != "file":
            continue
        relative = name[len(base):].lstrip("/") if name.startswith(base) else name.rsplit("/", 1)[-1]
        if not relative or _skipped(relative):
            continue
        full = f"{root}/{relative}"
        size = info.get("size")
        files.append((relative, RemoteFile(full, int(size) if size is not None else -1, version_of(info))))
    return root, files


# A line that only names what was asked ("Forbidden: https://...", "[Errno 2] No such file or
# directory: 'bucket/key'"), not why: the object is named in the message already.
_ECHO = re.compile(r"^(\w+:\s*)?(https?://\S+|[\w.-]+/\S*)$|^\[Errno \d+\]|^\d{3} (Client|Server) Error\.?$")


def _reason(exc: BaseException) -> str:
    """The backend's own words for a failure: its first line that says more than the request."""
    told = getattr(exc, "server_message", None)  # huggingface_hub keeps the Hub's message apart
    text = told if isinstance(told, str) and told.strip() else str(exc)
    lines = [line.strip() for line in text.strip().splitlines() if line.strip()]
    said = [line for line in lines if not _ECHO.match(line)]
    text = (said or lines or [type(exc).__name__])[0]
    return text[:200]


def _status(exc: BaseException) -> int | None:
    """The HTTP status behind a backend's exception, when it tells one: 404, 403 (401) or other."""
    if isinstance(exc, FileNotFoundError):
        return 404
    if isinstance(exc, PermissionError):
        return 403
    # azure-core and huggingface_hub (via its response) keep the status; aiohttp calls it `status`,
    # gcsfs' HttpError `code`.
    for holder in (exc, getattr(exc, "response", None)):
        for name in ("status_code", "status", "code"):
            value = getattr(holder, name, None)
            if isinstance(value, int) and 100 <= value < 600:
                return value
    if str(exc).startswith("Forbidden"):  # gcsfs raises OSError("Forbidden: PATH\nMESSAGE") for a 403
        return 403
    return None


def _underlying(exc: BaseException) -> BaseException:
    """The exception that tells the refusal: HfFileSystem raises FileNotFoundError from the
    Hub's 401/403 for a gated or private repository."""
    cause = exc.__cause__
    refused = isinstance(exc, FileNotFoundError) and cause is not None and _status(cause) in (401, 403)
    return cause if refused and cause is not None else exc


def _refusal(what: str, exc: BaseException) -> InputError | None:
    """One line for a 404 or a 403 (not worth a retry), naming the object and the reason."""
    exc = _underlying(exc)
    status = _status(exc)
    reason = _reason(exc)
    detail = "" if _ECHO.match(reason) else f": {reason}"
    if status == 404:
        return InputError(f"{what}: not found (404{detail})")
    if status in (401, 403):
        return InputError(f"{what}: access denied ({status}{detail})")
    return None


def transient(exc: BaseException) -> bool:
    """Throttling, resets and timeouts are worth a retry; 403, 404 and bad requests are not."""
    if isinstance(exc, (FileNotFoundError, PermissionError, IsADirectoryError)) or _status(exc) in (401, 403, 404):
        return False
    if isinstance(exc, (ConnectionError, TimeoutError)):
        return True
    if isinstance(exc, OSError) and exc.errno in (errno.ECONNRESET, errno.ETIMEDOUT, errno.EPIPE,
                                                  errno.ECONNABORTED, errno.EAGAIN):
        return True
    text = f"{type(exc).__name__} {exc}".lower()
    return any(word in text for word in ("slowdown", "slow down", "throttl", "too many requests", "429",
                                         "503", "500 ", "internal error", "service unavailable",
                                         "reset", "timeout", "timed out", "serverdisconnected",
                                         "connection"))


def retrying(what: str, call: Callable[[], bytes], sleep: Callable[[float], None] = time.sleep) -> bytes:
    """call(), again after a growing, jittered pause while it fails transiently."""
    for attempt in range(RETRIES + 1):
        try:
            return call()
        except Exception as exc:  # noqa: BLE001 - sorted below into transient or not
            refused = _refusal(what, exc)
            if refused is not None:
                raise refused from None
            if not transient(exc):
                raise InputError(f"{what}: cannot read ({_reason(exc)})") from None
            if attempt == RETRIES:
                raise StillFailing(f"{what}: still failing after {RETRIES + 1} tries "
                                 f"({_reason(exc)})") from None
            sleep(BACKOFF * (2 ** attempt) * (0.5 + random.random()))
    raise AssertionError("unreachable")  # pragma: no cover


def _range(fs: Any, path: str, start: int, end: int) -> bytes:
    return bytes(fs.cat_file(path, start=start, end=end))


def fetch(file: RemoteFile) -> bytes:
    """The whole object, in ranges of RANGE_BYTES, retried on transient errors.

    A single GET returns one version of an object, so a one-request read cannot be torn;
    the request asks for one byte more than listed, so growth shows. A read in several
    ranges is checked against the object's size and version afterwards.
    """
    fs, path = filesystem(file.url)
    if file.size < 0:  # a listing without sizes (plain HTTP indexes): one whole read
        return retrying(file.url, lambda: bytes(fs.cat_file(path)))
    parts: list[bytes] = []
    at = 0
    while True:
        start, end = at, min(at + RANGE_BYTES, file.size + 1)
        parts.append(retrying(file.url, partial(_range, fs, path, start, end)))
        at += len(parts[-1])
        if len(parts[-1]) < end - start or at > file.size:
            break
    data = b"".join(parts)
    if len(data) != file.size:
        raise InputError(f"{file.url}: changed while it was read (listed {file.size} bytes, "
                         f"read {len(data)}); not read half-way, run again")
    if len(parts) > 1 and file.version:
        info = fs.info(path)
        now = version_of(info)
        if now != file.version or int(info.get("size", file.size)) != file.size:
            raise InputError(f"{file.url}: changed while it was read ({file.version} -> {now}); "
                             "not read half-way, run again")
    return data
