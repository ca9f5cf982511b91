"""Seeded synthetic runs with known truth, for tests, benchmarks and the example gallery.

    from lossdoctor.scenarios import generate, CATALOGUE
    scenario = generate("spike_slow", seed=3)
    raw = scenario.raw_run()          # a RawRun, as a reader would return it
    scenario.truths                   # what a detector should report
"""

from lossdoctor.scenarios.base import Scenario, Segment, Truth
from lossdoctor.scenarios import diagnose as _diagnose  # noqa: F401  (adds its scenarios)
from lossdoctor.scenarios import schedules as _schedules  # noqa: F401  (adds its scenarios)
from lossdoctor.scenarios import judgment as _judgment  # noqa: F401  (adds its scenarios)
from lossdoctor.scenarios import evals as _evals  # noqa: F401  (adds its scenarios)
from lossdoctor.scenarios import chance as _chance  # noqa: F401  (adds its scenarios)
from lossdoctor.scenarios import missed as _missed  # noqa: F401  (adds its scenarios)
from lossdoctor.scenarios import shortbumps as _shortbumps  # noqa: F401  (adds its scenarios)
from lossdoctor.scenarios import critics as _critics  # noqa: F401  (adds its scenarios)
from lossdoctor.scenarios import stillness as _stillness  # noqa: F401  (adds its scenarios)
from lossdoctor.scenarios import vaeterms as _vaeterms  # noqa: F401  (adds its scenarios)
from lossdoctor.scenarios import fullbatch as _fullbatch  # noqa: F401  (adds its scenarios)
from lossdoctor.scenarios import towers as _towers  # noqa: F401  (adds its scenarios)
from lossdoctor.scenarios import accuracy as _accuracy  # noqa: F401  (adds its scenarios)
from lossdoctor.scenarios import warmterms as _warmterms  # noqa: F401  (adds its scenarios)
from lossdoctor.scenarios import rlparts as _rlparts  # noqa: F401  (adds its scenarios)
from lossdoctor.scenarios import evalparts as _evalparts  # noqa: F401  (adds its scenarios)
from lossdoctor.scenarios.catalogue import CATALOGUE, NEGATIVE, generate

__all__ = ["CATALOGUE", "NEGATIVE", "Scenario", "Segment", "Truth", "generate"]
