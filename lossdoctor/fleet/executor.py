"""Where the per-run tasks run: this machine's pool, or a Dask cluster.

An executor maps a picklable function over picklable items and hands back, per item, its
result or the one-line reason it failed. Nothing else is asked of it, so another engine
(Ray, say) is one more class with a `map` method and a name in `executor_for`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, TypeVar

from lossdoctor.errors import UsageError

T = TypeVar("T")
R = TypeVar("R")


@dataclass(frozen=True)
class Failed:
    """A task that raised, or whose worker died more often than the engine retries."""

    reason: str


class Executor(Protocol):
    """Runs one task per item; results come back in item order, a failure as `Failed`."""

    name: str

    def map(self, fn: Callable[[Any], Any], items: Sequence[Any],
            done: Callable[[], None] | None = None) -> list[Any]:
        """[fn(item) or Failed(reason) for item in items]; `done()` after each one."""
        ...

    def close(self) -> None:
        """Release workers and clusters this executor started."""
        ...


def _reason(exc: BaseException) -> str:
    text = str(exc).strip().splitlines()[0] if str(exc).strip() else ""
    return f"{type(exc).__name__}: {text}" if text else type(exc).__name__


class _Guarded:
    """fn with its exceptions turned into Failed: a failing run must not stop the fleet."""

    def __init__(self, fn: Callable[[Any], Any]) -> None:
        self.fn = fn

    def __call__(self, item: Any) -> Any:
        try:
            return self.fn(item)
        except Exception as exc:  # noqa: BLE001 - reported per run, as runs[].error
            from lossdoctor.errors import LossDoctorError

            return Failed(str(exc) if isinstance(exc, LossDoctorError) else _reason(exc))


class LocalExecutor:
    """Today's pool: forked worker processes on this machine (LOSSDOCTOR_JOBS of them)."""

    name = "local"

    def map(self, fn: Callable[[Any], Any], items: Sequence[Any],
            done: Callable[[], None] | None = None) -> list[Any]:
        from lossdoctor.parallel import ordered_map

        return ordered_map(_Guarded(fn), items, done=done)

    def close(self) -> None:
        """Nothing to release: the pool lives for one map."""


class DaskExecutor:
    """A Dask `distributed` client: a LocalCluster here, or an existing scheduler.

    A worker that dies mid-task has its task rescheduled on another by Dask itself; a task
    that keeps killing workers ends as Failed (distributed's KilledWorker).
    """

    name = "dask"

    def __init__(self, address: str | None = None, workers: int | None = None) -> None:
        try:
            from dask.distributed import Client, LocalCluster
        except ImportError:
            raise UsageError("--executor dask needs Dask: pip install 'lossdoctor[dask]'") from None
        self._cluster: Any = None
        if address is None:
            from lossdoctor.parallel import jobs

            self._cluster = LocalCluster(n_workers=workers or jobs(), threads_per_worker=1,
                                         processes=True, dashboard_address=None)
            self._client: Any = Client(self._cluster)
        else:
            try:
                self._client = Client(address, timeout=10)
            except OSError as exc:
                raise UsageError(f"--executor dask://{address}: cannot reach the scheduler "
                                 f"({_reason(exc)})") from None

    @property
    def client(self) -> Any:
        """The distributed Client (tests use it to look at the workers)."""
        return self._client

    def map(self, fn: Callable[[Any], Any], items: Sequence[Any],
            done: Callable[[], None] | None = None) -> list[Any]:
        from dask.distributed import as_completed

        if not items:
            return []
        guarded = _Guarded(fn)
        futures = self._client.map(guarded, list(items), pure=False)
        where = {future.key: index for index, future in enumerate(futures)}
        results: list[Any] = [None] * len(items)
        for future in as_completed(futures):
            try:
                results[where[future.key]] = future.result()
            except Exception as exc:  # noqa: BLE001 - a worker lost too often, a cancelled task
                results[where[future.key]] = Failed(_reason(exc))
            future.release()
            if done is not None:
                done()
        return results

    def close(self) -> None:
        """Close the client, and the cluster when this executor started it."""
        self._client.close()
        if self._cluster is not None:
            self._cluster.close()


def executor_for(spec: str | None) -> Executor:
    """`local` (default), `dask` (a LocalCluster) or `dask://HOST:PORT`."""
    text = (spec or "local").strip()
    if text == "local":
        return LocalExecutor()
    if text == "dask":
        return DaskExecutor()
    if text.startswith("dask://"):
        address = text[len("dask://"):]
        if not address:
            raise UsageError("--executor dask://HOST:PORT: the scheduler address is missing")
        return DaskExecutor(f"tcp://{address}")
    raise UsageError(f"--executor {text!r}: use local, dask or dask://HOST:PORT")
