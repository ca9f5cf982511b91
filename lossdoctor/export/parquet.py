"""`--to parquet`: the tidy table as one Parquet file (NaN values kept; unknown wall_time is null)."""

from __future__ import annotations

import io

from lossdoctor.export.tidy import Tidy


def to_bytes(table: Tidy) -> bytes:
    """The Parquet file's bytes: series (dictionary-encoded string), step int64,
    value float64, wall_time float64 (nullable)."""
    import numpy as np
    import pyarrow as pa
    import pyarrow.parquet as pq

    arrow = pa.table({
        "series": pa.array(table.series.tolist(), type=pa.string()).dictionary_encode(),
        "step": pa.array(table.step, type=pa.int64()),
        "value": pa.array(table.value, type=pa.float64()),
        "wall_time": pa.array(table.wall_time, type=pa.float64(), mask=np.isnan(table.wall_time)),
    })
    sink = io.BytesIO()
    pq.write_table(arrow, sink)
    return sink.getvalue()
