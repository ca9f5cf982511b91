"""The one family of errors the CLI turns into a one-line message and exit code 2."""

from __future__ import annotations


class LossDoctorError(Exception):
    """Base of every expected failure: bad input, bad config, bad usage, unwritable output.

    The message is one line a person can act on: what is wrong, where, and what was
    recovered. The CLI catches this class once and exits 2.
    """

    exit_code = 2


class InputError(LossDoctorError):
    """A path that is missing, unreadable, empty, or not a log we can read."""


class ConfigError(LossDoctorError):
    """A bad configuration file or option value."""


class UsageError(LossDoctorError):
    """Options that do not fit together."""


class OutputError(LossDoctorError):
    """An output that exists (without --force), lies inside an input, or cannot be written."""
