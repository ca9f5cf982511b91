"""The tidy table as an Arrow table, shared by the CSV and Parquet writers."""

from __future__ import annotations

from typing import Any

from lossdoctor.export.tidy import Tidy


def to_arrow(table: Tidy) -> Any:
    """series (dictionary-encoded string), step int64, value float64 (NaN kept),
    wall_time float64 (null when unknown)."""
    import numpy as np
    import pyarrow as pa

    return pa.table({
        "series": pa.array(table.series, type=pa.string()).dictionary_encode(),
        "step": pa.array(table.step, type=pa.int64()),
        "value": pa.array(table.value, type=pa.float64()),
        "wall_time": pa.array(table.wall_time, type=pa.float64(), mask=np.isnan(table.wall_time)),
    })
