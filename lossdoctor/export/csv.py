"""`--to csv`: the tidy table as CSV (value `nan`/`inf`/`-inf` when not finite, wall_time empty when unknown)."""

from __future__ import annotations

import io

from lossdoctor.export.arrow import to_arrow
from lossdoctor.export.tidy import COLUMNS, Tidy


def to_bytes(table: Tidy) -> bytes:
    """The CSV file's bytes; floats are written in their shortest exact form (they read back equal)."""
    import pyarrow.csv as pacsv

    # Arrow's "needed" quotes every string; quote only when a series name calls for it.
    plain = not any(char in name for name in table.names for char in ',"\r\n')
    sink = io.BytesIO()
    sink.write((",".join(COLUMNS) + "\n").encode("utf-8"))
    pacsv.write_csv(to_arrow(table), sink,
                    pacsv.WriteOptions(include_header=False, quoting_style="none" if plain else "needed"))
    return sink.getvalue()
