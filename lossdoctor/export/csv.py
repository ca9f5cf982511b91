"""`--to csv`: the tidy table as CSV (value `nan`/`inf`/`-inf` when not finite, wall_time empty when unknown)."""

from __future__ import annotations

from lossdoctor.export.tidy import COLUMNS, Tidy


def to_bytes(table: Tidy) -> bytes:
    """The CSV file's bytes; floats are written with full precision (they read back equal)."""
    import numpy as np
    import pandas as pd

    value = table.value
    if not np.isfinite(value).all():
        value = np.where(np.isnan(value), "nan", value.astype(object))
    frame = pd.DataFrame({"series": table.series, "step": table.step, "value": value,
                          "wall_time": table.wall_time}, columns=list(COLUMNS))
    return frame.to_csv(index=False, na_rep="", lineterminator="\n").encode("utf-8")
