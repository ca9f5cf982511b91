"""Object stores on 127.0.0.1 for the remote tests, each behind a request log.

- S3: moto's server (tests/test_remote_s3.py), GCS: the `gcp-storage-emulator` package, Azure
  Blob: Microsoft's Azurite (installed by `make azurite` from the npm registry), each behind
  `proxy`, which logs every request and answers 403/404 for chosen objects in the backend's own
  error format.
- The Hugging Face Hub: `HubServer`, the few endpoints HfFileSystem calls (repo info, the
  paginated `tree` listing, `paths-info`, and `resolve` with Range), read from huggingface_hub's
  source (hf_api.py, hf_file_system.py, utils/_http.py).
"""

from __future__ import annotations

import hashlib
import http.client
import http.server
import json
import os
import re
import shutil
import socket
import subprocess
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, quote, unquote, urlsplit

ROOT = Path(__file__).resolve().parent.parent
AZURITE = ROOT / ".tools" / "azurite" / "node_modules" / ".bin" / "azurite-blob"
# Set by CI (.ci/run): there the az:// tests must run, so a missing Azurite fails them instead.
REQUIRE_AZURITE = "LOSSDOCTOR_REQUIRE_AZURITE"

# Azurite's development account: public and documented by Microsoft, valid only against the emulator.
AZURE_ACCOUNT = "devstoreaccount1"
AZURE_KEY = "Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw=="

# An error answer: status -> (body, headers), in the format of the backend behind the proxy.
Denial = Callable[[int, str], tuple[bytes, list[tuple[str, str]]]]


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


class Faults:
    """The request log of a server, and what it does to GETs whose (unquoted) path contains a key."""

    def __init__(self) -> None:
        self.rules: dict[str, list[str]] = {}  # key -> actions to take, one per request: "503", "reset"
        self.forbidden: set[str] = set()  # 403
        self.gone: set[str] = set()  # 404: listed, then deleted before it was read
        self.seen: list[tuple[str, str]] = []  # (method, unquoted path with query)
        self.headers: list[dict[str, str]] = []  # of each request, in order
        self.lock = threading.Lock()

    def action(self, method: str, path: str, headers: Any = None) -> str | None:
        path = unquote(path)
        with self.lock:
            self.seen.append((method, path))
            self.headers.append({k.lower(): v for k, v in (headers or {}).items()})
            if method not in ("GET", "HEAD"):
                return None
            for key in self.forbidden:
                if key in path:
                    return "403"
            for key in self.gone:
                if key in path:
                    return "404"
            for key, queue in self.rules.items():
                if key in path and method == "GET" and queue:
                    return queue.pop(0)
        return None

    def clear(self) -> None:
        with self.lock:
            self.seen.clear()
            self.headers.clear()


def s3_denial(status: int, path: str) -> tuple[bytes, list[tuple[str, str]]]:
    code, text = {403: ("AccessDenied", "Access Denied"), 404: ("NoSuchKey", "The specified key does not exist."),
                  503: ("SlowDown", "Please reduce your request rate.")}[status]
    xml = f"<?xml version='1.0' encoding='UTF-8'?><Error><Code>{code}</Code><Message>{text}</Message></Error>"
    return xml.encode(), [("Content-Type", "application/xml")]


def gcs_denial(status: int, path: str) -> tuple[bytes, list[tuple[str, str]]]:
    # The JSON API's error document (cloud.google.com/storage/docs/json_api/v1/status-codes).
    reason, text = {403: ("forbidden", "caller does not have storage.objects.get access"),
                    404: ("notFound", "No such object"), 503: ("backendError", "Backend Error")}[status]
    body = {"error": {"code": status, "message": text, "errors": [{"message": text, "domain": "global",
                                                                   "reason": reason}]}}
    return json.dumps(body).encode(), [("Content-Type", "application/json; charset=UTF-8")]


def azure_denial(status: int, path: str) -> tuple[bytes, list[tuple[str, str]]]:
    # Blob service errors: the code in x-ms-error-code and in an XML body.
    code, text = {403: ("AuthorizationPermissionMismatch",
                        "This request is not authorized to perform this operation using this permission."),
                  404: ("BlobNotFound", "The specified blob does not exist."),
                  503: ("ServerBusy", "The server is busy.")}[status]
    xml = f'<?xml version="1.0" encoding="utf-8"?><Error><Code>{code}</Code><Message>{text}</Message></Error>'
    return xml.encode(), [("Content-Type", "application/xml"), ("x-ms-error-code", code)]


def proxy(target: int, faults: Faults, denial: Denial = s3_denial) -> http.server.ThreadingHTTPServer:
    """A logging, fault-injecting HTTP proxy on 127.0.0.1 in front of the server on `target`."""

    class Handler(http.server.BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, *args: Any) -> None:
            pass

        def _send(self, status: int, body: bytes, headers: list[tuple[str, str]]) -> None:
            self.send_response(status)
            length = str(len(body))
            for name, value in headers:
                if name.lower() == "content-length" and self.command == "HEAD":
                    length = value  # a HEAD tells the object's size, with no body
                elif name.lower() not in ("content-length", "transfer-encoding", "connection", "date", "server"):
                    self.send_header(name, value)
            self.send_header("Content-Length", length)
            self.end_headers()
            if self.command != "HEAD":
                self.wfile.write(body)

        def _forward(self) -> None:
            length = int(self.headers.get("Content-Length") or 0)
            body = self.rfile.read(length) if length else None
            action = faults.action(self.command, self.path, self.headers)
            if action == "reset":
                self.connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, b"\x01\x00\x00\x00\x00\x00\x00\x00")
                self.connection.close()
                self.close_connection = True
                return
            if action in ("503", "403", "404"):
                data, headers = denial(int(action), self.path)
                self._send(int(action), data, headers)
                return
            upstream = http.client.HTTPConnection("127.0.0.1", target, timeout=30)
            headers = {k: v for k, v in self.headers.items() if k.lower() != "host"}
            headers["Host"] = f"127.0.0.1:{target}"
            upstream.request(self.command, self.path, body=body, headers=headers)
            response = upstream.getresponse()
            data = response.read()
            self._send(response.status, data, response.getheaders())
            upstream.close()

        do_GET = do_PUT = do_POST = do_DELETE = do_HEAD = do_PATCH = _forward

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def azurite_missing() -> str | None:
    """Why Azurite cannot be started here (None when it can), in words that say what to do."""
    if AZURITE.is_file():
        return None
    if shutil.which("npm") is None:
        return "npm not found; install Node.js/npm, then run `make azurite`"
    return "Azurite is not installed; run `make azurite`"


def azurite_required() -> bool:
    """Whether a missing Azurite fails the az:// tests rather than skipping them."""
    return os.environ.get(REQUIRE_AZURITE, "") not in ("", "0")


class Azurite:
    """Azurite's Blob service, in memory, on an ephemeral port of 127.0.0.1."""

    def __init__(self, workdir: Path) -> None:
        if not AZURITE.is_file():
            raise RuntimeError(f"{AZURITE} is missing: run `make azurite` (it installs Azurite from npm)")
        # In memory, so nothing is written but Azurite's own debug log, which goes to workdir.
        self.process = subprocess.Popen(
            [str(AZURITE), "--blobHost", "127.0.0.1", "--blobPort", "0", "--inMemoryPersistence",
             "--skipApiVersionCheck", "--disableTelemetry", "--loose"],
            cwd=workdir, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        assert self.process.stdout is not None
        lines = []
        for line in self.process.stdout:  # "... successfully listens on http://127.0.0.1:PORT"
            lines.append(line)
            match = re.search(r"listens on http://127\.0\.0\.1:(\d+)", line)
            if match:
                self.port = int(match.group(1))
                break
        else:
            self.process.wait(timeout=10)
            raise RuntimeError("Azurite did not start: " + "".join(lines))
        # Drain its output so that it never blocks on a full pipe.
        threading.Thread(target=self.process.stdout.read, daemon=True).start()

    def stop(self) -> None:
        self.process.terminate()
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()


def git_blob_id(data: bytes) -> str:
    """The git object id of a file's bytes: what the Hub's `tree` calls its `oid`."""
    return hashlib.sha1(b"blob %d\0" % len(data) + data).hexdigest()


class HubServer:
    """The Hub endpoints that HfFileSystem uses to list and read a model repo, on 127.0.0.1.

    repos: repo id -> {path in repo: bytes}. Every request is logged in `faults`, which also
    says which files answer 403 or 404. `page` entries per `tree` page, linked by `Link` headers
    as the Hub does (cursor-based).
    """

    COMMIT = "0123456789abcdef0123456789abcdef01234567"

    def __init__(self, page: int = 1000) -> None:
        self.repos: dict[str, dict[str, bytes]] = {}
        self.faults = Faults()
        self.page = page
        self.unexpected: list[tuple[str, str]] = []
        self.gated: set[str] = set()  # repo ids whose every request answers 403 GatedRepo
        hub = self

        class Handler(http.server.BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *args: Any) -> None:
                pass

            def _reply(self, status: int, body: bytes = b"", headers: dict[str, str] | None = None) -> None:
                self.send_response(status)
                for name, value in (headers or {}).items():
                    self.send_header(name, value)
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                if self.command != "HEAD":
                    self.wfile.write(body)

            def _json(self, value: Any, headers: dict[str, str] | None = None) -> None:
                self._reply(200, json.dumps(value).encode(), {"Content-Type": "application/json", **(headers or {})})

            def _error(self, status: int, code: str, message: str) -> None:
                self._reply(status, json.dumps({"error": message}).encode(),
                            {"Content-Type": "application/json", "X-Error-Code": code, "X-Error-Message": message})

            def handle_one(self) -> None:
                length = int(self.headers.get("Content-Length") or 0)
                body = self.rfile.read(length) if length else b""
                action = hub.faults.action(self.command, self.path, self.headers)
                parts = urlsplit(self.path)
                query = parse_qs(parts.query)
                route = unquote(parts.path)
                # Repo ids are `namespace/name`; huggingface_hub 1.x also tries a bare `name` (legacy ids).
                api = re.match(r"^/api/models/([^/]+(?:/[^/]+)?)(?:/(tree|revision|paths-info)/([^/]+)(?:/(.*))?)?$",
                               route)
                resolve = re.match(r"^/([^/]+/[^/]+)/resolve/([^/]+)/(.+)$", route)
                repo_id = (api or resolve).group(1) if (api or resolve) else None
                if repo_id is not None and repo_id not in hub.repos:
                    return self._error(404, "RepoNotFound", f"Repository not found: {repo_id}")
                if repo_id in hub.gated:
                    return self._error(403, "GatedRepo", f"Access to model {repo_id} is restricted. You must "
                                       "have access to it and be authenticated to access it. Please log in")
                if action == "reset":
                    self.connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, b"\x01\x00\x00\x00\x00\x00\x00\x00")
                    self.connection.close()
                    self.close_connection = True
                    return None
                if action == "503":
                    return self._error(503, "", "Service Unavailable")
                if action == "403":
                    return self._error(403, "", f"Access to {route} is restricted")
                if action == "404":
                    return self._error(404, "EntryNotFound", f"Entry not found: {route}")
                if api and repo_id is not None:
                    kind, revision, inner = api.group(2), api.group(3), (api.group(4) or "").strip("/")
                    if revision not in (None, "main", HubServer.COMMIT):
                        return self._error(404, "RevisionNotFound", f"Invalid rev id: {revision}")
                    if kind in (None, "revision"):
                        return hub.repo_info(self, repo_id)
                    if kind == "tree":
                        return hub.tree(self, repo_id, inner, query)
                    if kind == "paths-info" and self.command == "POST":
                        return hub.paths_info(self, repo_id, body)
                if resolve and repo_id is not None:
                    return hub.resolve(self, repo_id, resolve.group(2), resolve.group(3))
                if route == "/api/agent-harnesses":  # huggingface_hub's user-agent lookup, best effort
                    return self._error(404, "", "not served here")
                hub.unexpected.append((self.command, self.path))
                self._error(404, "", f"not served here: {route}")

            do_GET = do_HEAD = do_POST = handle_one

        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def stop(self) -> None:
        self.server.shutdown()
        self.server.server_close()

    def upload(self, repo_id: str, folder: Path, prefix: str) -> None:
        files = self.repos.setdefault(repo_id, {})
        for path in sorted(folder.rglob("*")):
            if path.is_file():
                files[f"{prefix}/{path.relative_to(folder).as_posix()}".strip("/")] = path.read_bytes()

    def _entry(self, repo_id: str, path: str) -> dict[str, Any]:
        files = self.repos[repo_id]
        if path in files:
            return {"type": "file", "oid": git_blob_id(files[path]), "size": len(files[path]), "path": path}
        tree = hashlib.sha1(path.encode()).hexdigest()
        return {"type": "directory", "oid": tree, "size": 0, "path": path}

    def _below(self, repo_id: str, inner: str, recursive: bool) -> list[str] | None:
        """Paths below `inner` (files and folders), tree first like the Hub; None when it does not exist."""
        files = sorted(self.repos[repo_id])
        prefix = f"{inner}/" if inner else ""
        if inner and not any(name.startswith(prefix) for name in files):
            return None
        found: set[str] = set()
        for name in files:
            if not name.startswith(prefix):
                continue
            rest = name[len(prefix):].split("/")
            depth = len(rest) if recursive else 1
            for index in range(min(depth, len(rest))):
                found.add(prefix + "/".join(rest[:index + 1]))
        return sorted(found)

    def repo_info(self, handler: Any, repo_id: str) -> None:
        siblings = [{"rfilename": name} for name in sorted(self.repos[repo_id])]
        handler._json({"id": repo_id, "modelId": repo_id, "sha": self.COMMIT, "private": False,
                       "siblings": siblings, "lastModified": "2026-11-01T00:00:00.000Z"})

    def tree(self, handler: Any, repo_id: str, inner: str, query: dict[str, list[str]]) -> None:
        recursive = query.get("recursive", ["false"])[0].lower() in ("true", "1")
        paths = self._below(repo_id, inner, recursive)
        if paths is None:
            return handler._error(404, "EntryNotFound", f"{inner} does not exist on \"main\"")
        start = int(query.get("cursor", ["0"])[0])
        chunk = paths[start:start + self.page]
        headers = {}
        if start + self.page < len(paths):
            params = {k: v[0] for k, v in query.items() if k != "cursor"}
            params["cursor"] = str(start + self.page)
            link = (f"{self.url}/api/models/{repo_id}/tree/main/{quote(inner)}?"
                    + "&".join(f"{k}={quote(v)}" for k, v in params.items()))
            headers["Link"] = f'<{link}>; rel="next"'
        handler._json([self._entry(repo_id, path) for path in chunk], headers)

    def paths_info(self, handler: Any, repo_id: str, body: bytes) -> None:
        form = parse_qs(body.decode())
        wanted = form.get("paths", [])
        known = set(self._below(repo_id, "", True) or [])
        handler._json([self._entry(repo_id, path) for path in wanted if path in known])

    def resolve(self, handler: Any, repo_id: str, revision: str, path: str) -> None:
        data = self.repos[repo_id].get(path)
        if data is None:
            return handler._error(404, "EntryNotFound", f"{path} does not exist on \"{revision}\"")
        headers = {"ETag": f'"{git_blob_id(data)}"', "X-Repo-Commit": self.COMMIT, "Accept-Ranges": "bytes",
                   "Content-Type": "application/octet-stream"}
        wanted = handler.headers.get("Range")
        match = re.match(r"bytes=(\d+)-(\d*)$", wanted or "")
        if match is None:
            return handler._reply(200, data, headers)
        start = int(match.group(1))
        end = min(int(match.group(2)) if match.group(2) else len(data) - 1, len(data) - 1)
        if start >= len(data):
            return handler._reply(416, b"", {"Content-Range": f"bytes */{len(data)}"})
        headers["Content-Range"] = f"bytes {start}-{end}/{len(data)}"
        handler._reply(206, data[start:end + 1], headers)
