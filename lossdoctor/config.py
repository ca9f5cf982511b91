"""Settings for `check`: `[tool.lossdoctor]` in pyproject.toml or lossdoctor.toml, then the CLI.

Layout (in lossdoctor.toml the same keys sit at the top level):

    [tool.lossdoctor]
    fail-on = "warning"            # info | warning | error
    allow-unjudged = false         # true: a run whose loss could not be judged (LD001) passes
    select = ["LD1", "LD2"]        # rule code prefixes
    ignore = ["LD301"]

    [tool.lossdoctor.loss-spike]   # a detector's name -> its keyword arguments
    fast_steps = 500

    [tool.lossdoctor.per-path."runs/noisy-*"]
    fail-on = "error"
    ignore = ["LD102"]
    loss-spike = { min_magnitude = 1.5 }
"""

from __future__ import annotations

import sys
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from lossdoctor.engine import Override, Settings, validate_params
from lossdoctor.detectors import RULES
from lossdoctor.errors import ConfigError
from lossdoctor.model import Severity

_GLOBAL_KEYS = ("fail-on", "select", "ignore", "allow-unjudged", "per-path", "cache")
_PATH_KEYS = ("fail-on", "select", "ignore")


def _toml_load(path: Path) -> dict[str, Any]:
    if sys.version_info >= (3, 11):
        import tomllib
    else:  # pragma: no cover - Python 3.10
        import tomli as tomllib
    try:
        with path.open("rb") as stream:
            return tomllib.load(stream)
    except OSError as exc:
        raise ConfigError(f"{path}: cannot read the config file ({exc.strerror})") from None
    except tomllib.TOMLDecodeError as exc:
        raise ConfigError(f"{path}: not valid TOML: {exc}") from None


def find_config(start: Path) -> Path | None:
    """The nearest lossdoctor.toml, or pyproject.toml with [tool.lossdoctor], from `start` upwards."""
    folder = start.resolve()
    for candidate in (folder, *folder.parents):
        own = candidate / "lossdoctor.toml"
        if own.is_file():
            return own
        pyproject = candidate / "pyproject.toml"
        if pyproject.is_file() and "lossdoctor" in _toml_load(pyproject).get("tool", {}):
            return pyproject
    return None


def _section(path: Path) -> dict[str, Any]:
    data = _toml_load(path)
    if path.name == "pyproject.toml":
        section = data.get("tool", {}).get("lossdoctor", {})
        if not isinstance(section, dict):
            raise ConfigError(f"{path}: [tool.lossdoctor] must be a table")
        return section
    return data


def _codes(value: Any, where: str) -> tuple[str, ...]:
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise ConfigError(f"{where}: expected a list of rule codes such as [\"LD1\", \"LD201\"]")
    return tuple(v.strip().upper() for v in value)


def _severity(value: Any, where: str) -> Severity:
    try:
        return Severity.parse(str(value))
    except ValueError as exc:
        raise ConfigError(f"{where}: {exc}") from None


def _flag(value: Any, where: str) -> bool:
    if not isinstance(value, bool):
        raise ConfigError(f"{where}: expected true or false, got {value!r}")
    return value


def _detector_params(table: Mapping[str, Any], where: str) -> dict[str, dict[str, Any]]:
    """Detector tables with kebab-case keys accepted as the keyword names they stand for."""
    params: dict[str, dict[str, Any]] = {}
    for name, values in table.items():
        if not isinstance(values, dict):
            raise ConfigError(f"{where}: `{name}` must be a table of settings")
        params[name] = {key.replace("-", "_"): value for key, value in values.items()}
    try:
        validate_params(params)
    except ConfigError as exc:
        raise ConfigError(f"{where}: {exc}") from None
    return params


def _split(table: Mapping[str, Any], allowed: Sequence[str], where: str) -> tuple[dict[str, Any], dict[str, Any]]:
    """Separate plain keys from detector tables, rejecting anything unknown."""
    names = {rule.name for rule in RULES}
    plain, detectors = {}, {}
    for key, value in table.items():
        if key in allowed:
            plain[key] = value
        elif key in names:
            detectors[key] = value
        else:
            valid = ", ".join([*allowed, *sorted(names)])
            raise ConfigError(f"{where}: unknown key {key!r}; valid keys: {valid}")
    return plain, detectors


def load_file(path: Path) -> Settings:
    """Settings from one config file."""
    where = f"{path}"
    plain, detectors = _split(_section(path), _GLOBAL_KEYS, where)
    overrides = []
    per_path = plain.get("per-path", {})
    if not isinstance(per_path, dict):
        raise ConfigError(f"{where}: per-path must be a table of glob = {{settings}}")
    for pattern, table in per_path.items():
        inner = f"{where} [per-path.{pattern!r}]"
        if not isinstance(table, dict):
            raise ConfigError(f"{inner}: must be a table")
        keys, tables = _split(table, _PATH_KEYS, inner)
        overrides.append(Override(
            pattern=pattern,
            select=_codes(keys["select"], inner) if "select" in keys else None,
            ignore=_codes(keys["ignore"], inner) if "ignore" in keys else None,
            fail_on=_severity(keys["fail-on"], inner) if "fail-on" in keys else None,
            params=_detector_params(tables, inner),
        ))
    return Settings(
        select=_codes(plain.get("select", []), where),
        ignore=_codes(plain.get("ignore", []), where),
        params=_detector_params(detectors, where),
        fail_on=_severity(plain.get("fail-on", "error"), where),
        allow_unjudged=_flag(plain.get("allow-unjudged", False), f"{where}: allow-unjudged"),
        overrides=tuple(overrides),
        origin=str(path),
        cache=_cache_dir(plain.get("cache"), path),
    )


def _cache_dir(value: Any, path: Path) -> str | None:
    """`cache = "DIR"`, relative to the config file's folder."""
    if value is None:
        return None
    if not isinstance(value, str) or not value.strip():
        raise ConfigError(f"{path}: cache must be a folder path such as \".lossdoctor-cache\"")
    return str(path.parent / value)


def resolve(*, config_file: Path | None, paths: Sequence[Path], fail_on: str | None,
            select: tuple[str, ...] | None, ignore: tuple[str, ...] | None,
            allow_unjudged: bool = False) -> Settings:
    """The effective settings: the config file (given or found from the cwd), then the CLI."""
    from dataclasses import replace

    if config_file is not None:
        if not config_file.is_file():
            raise ConfigError(f"{config_file}: no such config file")
        settings = load_file(config_file)
    else:
        found = find_config(Path.cwd())
        settings = load_file(found) if found else Settings()
    del paths  # runs are matched per path later, in Settings.for_run
    cli = []
    if fail_on is not None:
        settings = replace(settings, fail_on=Severity.parse(fail_on))
        cli.append("--fail-on")
    if select is not None:
        settings = replace(settings, select=select)
        cli.append("--select")
    if ignore is not None:
        settings = replace(settings, ignore=ignore)
        cli.append("--ignore")
    if allow_unjudged:
        settings = replace(settings, allow_unjudged=True)
        cli.append("--allow-unjudged")
    if cli:
        settings = replace(settings, origin=f"{settings.origin}, then {' '.join(cli)}")
    return settings


def toml_value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return f'"{value}"'
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(toml_value(v) for v in value) + "]"
    return repr(value)


def describe(settings: Settings) -> str:
    """The effective settings as TOML a user can paste into lossdoctor.toml."""
    lines = [f"# effective settings: {settings.origin}",
             f"fail-on = {toml_value(settings.fail_on.label)}",
             f"select = {toml_value(list(settings.select))}",
             f"ignore = {toml_value(list(settings.ignore))}",
             f"allow-unjudged = {toml_value(settings.allow_unjudged)}"]
    if settings.cache:
        lines.append(f"cache = {toml_value(settings.cache)}")
    for rule in RULES:
        state = "on" if settings.enabled(rule.code) else "off"
        lines += ["", f"[{rule.name}]  # {rule.code}, {state}, default severity {rule.severity.label}"]
        configured = settings.params.get(rule.name, {})
        for key, default in rule.parameters().items():
            value = configured.get(key, default)
            if value is None:  # TOML has no null: show the knob, commented out
                lines.append(f"# {key} = (not set)")
                continue
            mark = "" if key in configured else "  # default"
            lines.append(f"{key} = {toml_value(value)}{mark}")
    for override in settings.overrides:
        lines += ["", f'[per-path."{override.pattern}"]']
        if override.fail_on is not None:
            lines.append(f"fail-on = {toml_value(override.fail_on.label)}")
        if override.select is not None:
            lines.append(f"select = {toml_value(list(override.select))}")
        if override.ignore is not None:
            lines.append(f"ignore = {toml_value(list(override.ignore))}")
        for name, values in override.params.items():
            inner = ", ".join(f"{k} = {toml_value(v)}" for k, v in values.items())
            lines.append(f"{name} = {{ {inner} }}")
    return "\n".join(lines) + "\n"
