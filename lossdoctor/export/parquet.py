"""`--to parquet`: the tidy table as one Parquet file (NaN values kept; unknown wall_time is null)."""

from __future__ import annotations

import io

from lossdoctor.export.arrow import to_arrow
from lossdoctor.export.tidy import Tidy


def to_bytes(table: Tidy) -> bytes:
    """The Parquet file's bytes: series (dictionary-encoded string), step int64,
    value float64, wall_time float64 (nullable)."""
    import pyarrow.parquet as pq

    sink = io.BytesIO()
    pq.write_table(to_arrow(table), sink)
    return sink.getvalue()
