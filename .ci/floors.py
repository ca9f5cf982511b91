"""Print pip constraints that pin every runtime dependency of pyproject.toml at its floor.

`make test-pins` installs the project with these constraints in a second virtual environment and
runs the whole suite there, so that the lower end of every `>=` range is tested, not only the
newest releases pip resolves. A floor that fails there is raised in pyproject.toml itself, with
the reason beside it.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

try:
    import tomllib
except ImportError:  # Python 3.10
    import tomli as tomllib

from packaging.markers import default_environment
from packaging.requirements import Requirement


def floors(pyproject: Path) -> list[str]:
    """`name==floor` for every dependency with a `>=` floor whose marker holds here."""
    project = tomllib.loads(pyproject.read_text())["project"]
    env = default_environment()
    out = []
    for text in project["dependencies"]:
        req = Requirement(text)
        if req.marker is not None and not req.marker.evaluate(env):
            continue
        lows = [spec.version for spec in req.specifier if spec.operator == ">="]
        if not lows:
            sys.exit(f"{req.name}: no '>=' floor in pyproject.toml; every dependency needs one")
        out.append(f"{req.name}=={max(lows, key=_key)}")
    return out


def _key(version: str) -> tuple[int, ...]:
    return tuple(int(part) for part in re.findall(r"\d+", version))


if __name__ == "__main__":
    root = Path(__file__).resolve().parent.parent
    print("\n".join(floors(root / "pyproject.toml")))
