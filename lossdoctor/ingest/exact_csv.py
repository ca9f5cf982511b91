"""pandas' C CSV parser, made to read every float exactly on every supported pandas."""

from __future__ import annotations

from functools import cache
from typing import Any


@cache
def float_options() -> dict[str, Any]:
    """Extra `read_csv` keywords for exact floats.

    Before pandas 3, the default ("high") parser is off by one unit in the last place for about
    one value in seven; "round_trip" is exact (and about 3x slower there). pandas 3 is exact by
    default and deprecates the option.
    """
    import pandas as pd

    major = int(pd.__version__.split(".", 1)[0])
    return {} if major >= 3 else {"float_precision": "round_trip"}
